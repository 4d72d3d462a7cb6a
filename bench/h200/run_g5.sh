# Call G5 (nineteenth session): the small host copies as kernels on pinned memory
# (speccc.runtime.mapped, Engine(mapped_copies=True); the default when G5 ran, off since) against DMA.
# bench/lab_host_wake.py (G4's round trips plus a kernel reading / writing the pinned memory),
# then bench/gpu_verify_gap.py --ab-dma on main's shape builds (s19_main, q19_main: as G2): the
# verify loops with kernel copies and with DMA copies, their top-2 step by step and a greedy
# decode compared bitwise (exit 1 if not). Then it stages the real SmolLM2 builds and GGUF part 1
# for run_r2b.sh and run_a2.sh (as run_a1.sh does; a2 ran with DMA copies, the default by then).
# Carry .carry/wheels .carry/libs .carry/lite_s19_main .carry/lite_q19_main .carry/h1
# .carry/lite_smol_kv_real .carry/lite_smol_kv_draft.
. bench/h200/lib.sh
setup_call g5 "s19_main q19_main smol_kv_real smol_kv_draft"
OUT=$R timeout 100 python3 bench/lab_host_wake.py --iters 200 > $R/wake.log 2>&1
echo "wake rc=$? $(( $(date +%s)-t0 ))s"; grep " us " $R/wake.log
for b in s19_main q19_main; do
  OUT=$R timeout 200 python3 bench/gpu_verify_gap.py .carry/$b --k 4,8 --steps 200 --reps 5 --ab-dma > $R/gap_$b.log 2>&1
  echo "gap $b rc=$? $(( $(date +%s)-t0 ))s"; grep "^k=\|DMA" $R/gap_$b.log | cut -c1-420; tail -3 $R/gap_$b.log | grep -i "error\|Traceback" | cut -c1-200
done
stage_real smol_kv_real smol_kv_draft
echo "staged $(( $(date +%s)-t0 ))s"
finish_call g5
