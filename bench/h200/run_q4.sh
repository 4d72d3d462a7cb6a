# Call Q4 (tenth session, branch q8-unpack; run_q5.sh must follow at once on the warm machine):
# the 1000-replay race test (M = 1..9 at lengths 1, 511, 2047) of smol_vh (run_q3.sh's build:
# top-2 as one thread-block cluster, the q8 unpack by byte permute, the LM head without the
# norm prologue), and the staging of run_q5.sh: GGUF part 1 into /tmp/gg, the real-weight builds
# (`python3 build.py --target cuda --model smollm2-135m --max-ctx 2048`, and with
# --draft-layers 6) into /tmp/art. Keep its output short and call run_q5.sh right after.
# Carry .carry/wheels .carry/libs .carry/h1 .carry/lite_smol_vh .carry/lite_smol_vh_real
# .carry/lite_smol_vh_draft.
. bench/h200/lib.sh
setup_call q4 "smol_vh smol_vh_real smol_vh_draft"
stage_real smol_vh_real smol_vh_draft
OUT=$R timeout 200 python3 bench/gpu_parity.py .carry/smol_vh --race-only --replays 1000 --max-m 9 --name race_smol_vh_r1000 > $R/race.log 2>&1
echo "race rc=$? $(( $(date +%s)-t0 ))s: $(grep -c 'ALL BITWISE' $R/race.log) all-bitwise line"
finish_call q4
