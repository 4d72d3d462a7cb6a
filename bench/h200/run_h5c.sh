# Call H5c (after run_h5b.sh): SmolLM2 Q4_1 step, PDL off vs on (lane GEMVs with their first
# lane-step loaded before the PDL wait), alternating. Carry .carry/h2.
set -u
source bench/h200/join_gguf.sh
cp -r /tmp/art/smol_pdl .carry/
for a in smol smol_pdl smol smol_pdl; do
  timeout 40 python3 bench/gpu_step.py .carry/$a --m 1,8 --lengths 100,1000 --peers none --profile-m none --name ab_$a > $OUT/ab_$a.log 2>&1
  grep "speccc replay" $OUT/ab_$a.log | sed "s/^/$a /"
done
