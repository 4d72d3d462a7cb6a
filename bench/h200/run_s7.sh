# Call S7 (thirteenth session): the headline run of the new default (q11_f, run_s6.sh's build:
# the projections at more warps and the norm folded into the K loop) with the torch peers in the same run (torch eager + CUDA graph,
# torch.compile of a static-KV step in a CUDA graph: the gpt-fast recipe), M = 1, 8, 16 at 512 and
# 4096 positions, per-kernel profiles at M = 1, 8. Carry .carry/wheels .carry/libs .carry/lite_q11_f.
. bench/h200/lib.sh
setup_call s7 "q11_f"
OUT=$R timeout 450 python3 bench/gpu_step.py .carry/q11_f --m 1,8,16 --lengths 512,4096 --profile-m 1,8 --name gpu_step_qwen2.5-0.5b_peers > $R/step.log 2>&1
echo "step rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|compile|eager|profile M=" $R/step.log | cut -c1-260 | head -40
finish_call s7
