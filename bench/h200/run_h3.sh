# Call H3 (fifth session, after run_f2.sh): SmolLM2 Q4_1 step with PDL off (the default for
# quantized weights) and on, alternating, 32-lane GEMVs at K=576; then the PDL-off per-kernel
# profile at M=1. Carry .carry/h2 .carry/smol_pdl.
set -u
source bench/h200/join_gguf.sh
for a in smol smol_pdl smol smol_pdl; do
  timeout 40 python3 bench/gpu_step.py .carry/$a --m 1,8 --lengths 100,1000 --peers none --profile-m none --name ab_$a > $OUT/ab_$a.log 2>&1
  grep "speccc replay" $OUT/ab_$a.log | sed "s/^/$a /"
done
timeout 90 python3 bench/gpu_step.py .carry/smol --m 1 --lengths 100,1000 --peers none --profile-m 1 --name prof_smol > $OUT/prof_smol.log 2>&1
tail -25 $OUT/prof_smol.log
