# Call O5 (sixteenth session, about 3 minutes): Engine.decode in chunks of one CUDA graph each
# (the steps of a chunk back to back, no feed kernels) against the previous form (one graph of
# the step and a four-op feed, replayed a token: b1e0ebc's speccc/ and bench/, carried as
# .carry/old_b1e0ebc/a.tgz = `git archive b1e0ebc speccc bench | gzip`), in the same call:
# bench/gpu_decode.py (identity with step_sample: tokens, pos, K/V, greedy and sampled; ms a
# token against the graph replay and step by step) on main's shape builds o3_smain
# (`--model smollm2-135m-shape --max-ctx 2048`) and o3_qmain (`--model qwen2.5-0.5b --max-ctx
# 4096`), and the new form at chunks of 64. Stages the real builds and GGUF part 1 (not used
# after: the form was not kept). The chunk-graph form was built at 659595d (reverted at the
# commit after 140903c): check it out to rerun.
# Carry .carry/wheels .carry/libs .carry/h1 .carry/old_b1e0ebc .carry/lite_o3_smain
# .carry/lite_o3_qmain .carry/lite_smol_kv_real .carry/lite_smol_kv_draft.
. bench/h200/lib.sh
setup_call o5 "o3_smain o3_qmain smol_kv_real smol_kv_draft"
stage_real smol_kv_real smol_kv_draft
mkdir -p /tmp/old $R/new $R/old $R/new64 && tar xzf .carry/old_b1e0ebc/a.tgz -C /tmp/old
for b in o3_smain o3_qmain; do
  for pass in 1 2; do
    OUT=$R/new timeout 60 python3 bench/gpu_decode.py .carry/$b > $R/new/decode_${b}_$pass.log 2>&1
    echo "new $b rc=$? $(( $(date +%s)-t0 ))s"; tail -5 $R/new/decode_${b}_$pass.log | cut -c1-160
    (cd /tmp/old && OUT=$R/old timeout 60 python3 bench/gpu_decode.py $OLDPWD/.carry/$b > $R/old/decode_${b}_$pass.log 2>&1)
    echo "old $b rc=$? $(( $(date +%s)-t0 ))s"; tail -5 $R/old/decode_${b}_$pass.log | cut -c1-160
  done
  OUT=$R/new64 timeout 60 python3 bench/gpu_decode.py .carry/$b --chunk 64 > $R/new64/decode_$b.log 2>&1
  echo "new64 $b rc=$? $(( $(date +%s)-t0 ))s"; tail -4 $R/new64/decode_$b.log | cut -c1-160
done
finish_call o5
