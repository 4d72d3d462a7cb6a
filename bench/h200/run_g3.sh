# Call G3 (fourth session, after run_f2.sh): SmolLM2 Q4_1 step with PDL off (the default for
# quantized weights) and on, same run, alternating (no peers: device time).
set -u
source bench/h200/join_gguf.sh
for a in smol smol_pdl smol; do
  timeout 40 python3 bench/gpu_step.py .carry/$a --m 1,8 --lengths 100,1000 --peers none --profile-m none --name ab_$a > $OUT/ab_$a.log 2>&1
  grep "speccc replay" $OUT/ab_$a.log | sed "s/^/$a /"
done
