# Call K3 (seventh session, right after run_k2.sh on the warm machine): SmolLM2-135M Q4_1 with PDL.
# .carry/smol_rows (main: PDL off for quantized models), .carry/smol_pe (SPECCC_PDL=1: trigger at
# entry, as every PDL kernel on main), .carry/smol_pw (SPECCC_PDL=1 SPECCC_PDL_TRIGGER=wait),
# .carry/smol_pwp (as smol_pw, and a lane GEMV of one lane-step loads it before the wait),
# alternating; then the reference check and 100-replay parity of smol_pwp.
# Carry .carry/h2 .carry/libs .carry/lite_smol_rows .carry/lite_smol_pe .carry/lite_smol_pw .carry/lite_smol_pwp.
. bench/h200/lib.sh
setup_gguf_call k3 "smol_rows smol_pe smol_pw smol_pwp"
ab_seq "smol_rows smol_pe smol_pw smol_pwp smol_rows smol_pe smol_pw smol_pwp" --m 1,8,16 --lengths 100,1000
t0=$(date +%s)
OUT=$R python3 bench/gpu_check.py .carry/smol_pwp --prompts 4 > $R/check_pw.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
OUT=$R timeout 150 python3 bench/gpu_parity.py .carry/smol_pwp --replays 100 > $R/parity_pw.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
tail -2 $R/check_pw.log; head -3 $R/parity_pw.log | cut -c1-300
rm -f $R/*.png; tar czf $OUT/k3.tgz -C $R .
