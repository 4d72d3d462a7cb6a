# Call L2 (seventh session, right after run_l1.sh): SmolLM2-135M Q4_1, main (.carry/smol_rows) vs
# epi-early (.carry/smol_epi, PDL off as on main: the GEMV epilogue operands loaded ahead),
# alternating; the two builds' bits compared.
# Carry .carry/h2 .carry/libs .carry/lite_smol_rows .carry/lite_smol_epi.
. bench/h200/lib.sh
setup_gguf_call l2 "smol_rows smol_epi"
ab_seq "smol_rows smol_epi smol_rows smol_epi" --m 1,8,16 --lengths 100,1000
t0=$(date +%s)
OUT=$R timeout 100 python3 bench/gpu_same_bits.py .carry/smol_rows .carry/smol_epi > $R/same_smol.log 2>&1; echo "same rc=$? $(( $(date +%s)-t0 ))s"
head -4 $R/same_smol.log | cut -c1-300
rm -f $R/*.png; tar czf $OUT/l2.tgz -C $R .
