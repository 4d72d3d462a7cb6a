# Call M8 (eighth session, last): main's Qwen2.5-0.5B build (.carry/qwen_v2 = main's kernels after
# the step-tail change) against the torch peers in the same run (eager + CUDA graph,
# torch.compile + CUDA graph), M=1, 8 at 512 and 4096 positions, with the kernel profile.
# Carry .carry/wheels .carry/libs .carry/lite_qwen_v2.
. bench/h200/lib.sh
setup_call m8 "qwen_v2"
OUT=$R timeout 330 python3 bench/gpu_step.py .carry/qwen_v2 --m 1,8 --lengths 512,4096 --profile-m 1,8 --name gpu_step_qwen2.5-0.5b_peers > $R/step_peers.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
grep -E "replay|peer|profile M=|ratio|compile" $R/step_peers.log | cut -c1-220 | head -30
finish_call m8
