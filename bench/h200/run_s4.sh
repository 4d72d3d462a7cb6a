# Call S4 (thirteenth session): the qwen_par2 kernel lab (`python3 bench/lab_kernels.py build
# .carry/qwen_par2 --set qwen_par2`): gate_up + norm + SiLU at wider tiles, fewer warps, other X
# rings and CTA caps; down's ring and X depth at 19 warps (and 8 warps with run_s1's winning ring);
# wo at one tile; the LM head at more warps. Carry .carry/wheels .carry/qwen_par2.
. bench/h200/lib.sh
setup_call s4 ""
lab_run qwen_par2 200
finish_call s4
