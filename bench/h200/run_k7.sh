# Call K7 (seventh session, right after run_k6.sh): SmolLM2-135M Q4_1, PDL on the lane GEMVs only,
# their launch_dependents late (run_k5: after the wait the M=1 step gained 0.81 -> 0.72 ms but
# M=8 lost 1.69 -> 1.96-2.00; the profile put most of the loss in w_down, launched early into
# gate_up). .carry/smol_rows (main, PDL off), smol_pgl (lane GEMVs trigger after their K loop;
# SPECCC_PDL_SKIP=attention,top2,sample), smol_pge (after their stores), smol_pl (pgl's trigger,
# every kernel PDL-launched), alternating; then on smol_pgl: the reference check, 100-replay
# parity, speculative == greedy (draft smol_pgl_draft, same build settings).
# Carry .carry/h2 .carry/libs .carry/lite_smol_{rows,pgl,pge,pl,pgl_draft}.
. bench/h200/lib.sh
setup_gguf_call k7 "smol_rows smol_pgl smol_pge smol_pl smol_pgl_draft"
ab_seq "smol_rows smol_pgl smol_pge smol_pl smol_rows smol_pgl smol_pge smol_pl" --m 1,8,16 --lengths 100,1000
t0=$(date +%s)
OUT=$R python3 bench/gpu_check.py .carry/smol_pgl --prompts 4 > $R/check_pgl.log 2>&1; echo "check rc=$? $(( $(date +%s)-t0 ))s"
OUT=$R timeout 120 python3 bench/gpu_parity.py .carry/smol_pgl --replays 100 > $R/parity_pgl.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
tail -2 $R/check_pgl.log; head -3 $R/parity_pgl.log | cut -c1-300
OUT=$R timeout 200 python3 bench/gpu_spec.py .carry/smol_pgl .carry/smol_pgl_draft > $R/spec_pgl.log 2>&1; echo "spec rc=$? $(( $(date +%s)-t0 ))s"
tail -22 $R/spec_pgl.log
rm -f $R/*.png; tar czf $OUT/k7.tgz -C $R .
