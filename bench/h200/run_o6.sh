# Call O6 (sixteenth session, about 2 minutes): generate's plain decoding with a chunk in flight
# while the host reads the one before (Engine.decode_start / decode_finish, generate's
# _decode_plain) against Engine.decode's chunks read one at a time, same run: bench/gpu_decode.py
# (identity of both with step_sample: tokens, pos, K/V, greedy and sampled; ms a token: rows
# "decode" and "ahead") on main's shape builds o3_smain (`--model smollm2-135m-shape --max-ctx
# 2048`) and o3_qmain (`--model qwen2.5-0.5b --max-ctx 4096`), two passes. Stages the real
# builds and GGUF part 1 for run_o7.sh (run_r2b.sh between).
# Carry .carry/wheels .carry/libs .carry/h1 .carry/lite_o3_smain .carry/lite_o3_qmain
# .carry/lite_smol_kv_real .carry/lite_smol_kv_draft.
. bench/h200/lib.sh
setup_call o6 "o3_smain o3_qmain smol_kv_real smol_kv_draft"
stage_real smol_kv_real smol_kv_draft
for pass in 1 2; do
  for b in o3_smain o3_qmain; do
    mkdir -p $R/$pass
    OUT=$R/$pass timeout 60 python3 bench/gpu_decode.py .carry/$b > $R/$pass/decode_$b.log 2>&1
    echo "$b pass $pass rc=$? $(( $(date +%s)-t0 ))s"; grep -E "^(replay|steps|decode|ahead)|False" $R/$pass/decode_$b.log | cut -c1-160
  done
done
finish_call o6
