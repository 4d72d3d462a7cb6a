# Call L3 (seventh session, last): 1000-replay parity of main's Qwen2.5-0.5B build after the
# epilogue / attention-wait change (.carry/qwen_epi, byte-identical to main's build), M=1..9
# (verify steps up to K=8) to fit the session's last device time; run_l1.sh ran M=1..17 at 100.
# Carry .carry/wheels .carry/libs .carry/lite_qwen_epi.
. bench/h200/lib.sh
setup_call l3 "qwen_epi"
OUT=$R timeout 125 python3 bench/gpu_parity.py .carry/qwen_epi --replays 1000 --max-m 9 --name gpu_parity_qwen2.5-0.5b_r1000 > $R/parity_r1000.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
head -3 $R/parity_r1000.log | cut -c1-300
tar czf $OUT/l3.tgz -C $R .
