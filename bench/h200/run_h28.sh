# Call H28 (prepared in the twenty-seventh session, about 3 minutes, on an H200: H27 ran on an
# H100): main's Qwen-shape headline against the torch peers in the same run (q39_main: `bash
# bench/h200/lite.sh q39_main --model qwen2.5-0.5b --max-ctx 4096`; its race test is H27's).
# Carry .carry/wheels .carry/libs .carry/lite_q39_main. Results: timeline/h28/ and the top-level
# gpu_step_qwen2.5-0.5b_peers.json + step_qwen_peers.log when it ran on an H200.
. bench/h200/lib.sh
setup_call h28 "q39_main"
qwen_headline q39_main 280
finish_call h28
