# Call V2 (fourteenth session): the headline run with the peers on q14_vn (main with the LM head
# taking the final norm, run_v1.sh): gpu_step at M = 1, 8, 16, 512 and 4096 positions, against
# eager + CUDA graph and torch.compile of a static-KV step in a CUDA graph, in the same run (no
# profiles: the call's device time).
# Carry .carry/wheels .carry/libs .carry/lite_q14_vn.
. bench/h200/lib.sh
setup_call v2 "q14_vn"
OUT=$R timeout 320 python3 bench/gpu_step.py .carry/q14_vn --m 1,8,16 --lengths 512,4096 --profile-m none --name gpu_step_qwen2.5-0.5b_peers > $R/step.log 2>&1
echo "step rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|compile|eager" $R/step.log | cut -c1-260 | head -40
finish_call v2
