# Call S4 (thirteenth session): the qwen_par2 kernel lab (`python3 bench/lab_kernels.py build
# .carry/qwen_par2 --set qwen_par2`): gate_up + norm + SiLU at wider tiles, fewer warps, other X
# rings and CTA caps; down's ring and X depth at 19 warps (and 8 warps with run_s1's winning ring);
# wo at one tile; the LM head at more warps. Carry .carry/wheels .carry/qwen_par2.
. bench/h200/lib.sh
setup_call s4 ""
OUT=$R timeout 200 python3 bench/lab_kernels.py run .carry/qwen_par2 > $R/lab_qwen_par2.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; cut -c1-200 $R/lab_qwen_par2.log
finish_call s4
