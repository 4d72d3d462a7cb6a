# Call S3 (thirteenth session): the headline run of the new default (q10_w, run_s2.sh's build:
# the projections at more warps) with the torch peers in the same run (torch eager + CUDA graph,
# torch.compile of a static-KV step in a CUDA graph: the gpt-fast recipe), M = 1, 8, 16 at 512 and
# 4096 positions, per-kernel profiles at M = 1, 8. Carry .carry/wheels .carry/libs .carry/lite_q10_w.
. bench/h200/lib.sh
setup_call s3 "q10_w"
qwen_headline q10_w 450
finish_call s3
