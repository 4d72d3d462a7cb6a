# Call K5 (seventh session, right after run_k4.sh on the warm machine): SmolLM2-135M Q4_1, PDL with
# launch_dependents after the wait (run_k3: M=1 0.81 -> 0.71 ms, M=8 1.69 -> 2.00) by kernel kind:
# .carry/smol_rows (main, PDL off), smol_pw (every hand-written kernel), smol_pwg (the lane GEMVs
# only: SPECCC_PDL_SKIP=attention,top2,sample), smol_pwn (all but the lane GEMVs:
# SPECCC_PDL_SKIP=lanes), alternating; then the per-kernel profile (us and added_us) of smol_rows
# and smol_pw at M=1 and 8, 1000 positions.
# Carry .carry/h2 .carry/libs .carry/lite_smol_rows .carry/lite_smol_pw .carry/lite_smol_pwg .carry/lite_smol_pwn.
. bench/h200/lib.sh
setup_gguf_call k5 "smol_rows smol_pw smol_pwg smol_pwn"
ab_seq "smol_rows smol_pw smol_pwg smol_pwn smol_rows smol_pw smol_pwg smol_pwn" --m 1,8,16 --lengths 100,1000
for a in smol_rows smol_pw; do
  OUT=$R timeout 100 python3 bench/gpu_step.py .carry/$a --m 1,8 --lengths 1000 --peers none --profile-m 1,8 --name prof_$a > $R/prof_$a.log 2>&1
  echo "prof $a rc=$?"; grep -E "profile M" $R/prof_$a.log | sed "s/^/$a /"
done
rm -f $R/*.png; tar czf $OUT/k5.tgz -C $R .
