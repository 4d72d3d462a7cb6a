# Call S3 (thirteenth session): the headline run of the new default (q10_w, run_s2.sh's build:
# the projections at more warps) with the torch peers in the same run (torch eager + CUDA graph,
# torch.compile of a static-KV step in a CUDA graph: the gpt-fast recipe), M = 1, 8, 16 at 512 and
# 4096 positions, per-kernel profiles at M = 1, 8. Carry .carry/wheels .carry/libs .carry/lite_q10_w.
. bench/h200/lib.sh
setup_call s3 "q10_w"
OUT=$R timeout 450 python3 bench/gpu_step.py .carry/q10_w --m 1,8,16 --lengths 512,4096 --profile-m 1,8 --name gpu_step_qwen2.5-0.5b_peers > $R/step.log 2>&1
echo "step rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|compile|eager|profile M=" $R/step.log | cut -c1-260 | head -40
finish_call s3
