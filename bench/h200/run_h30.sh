# Call H30 (twenty-eighth session, about 8 minutes, any card): split attention's direct_one (a
# row of one live chunk, pos < 64, finished by its only CTA: no arrival, no merge), the LM head's
# output tiles (gemv.tiles 16 instead of 8: half the CTAs, X loaded half as often) and top-2's
# CTAs a row (8 instead of 16); then generate's decode chunk length (H29's A/B, chunks 16 and 4,
# one pass), the 1000-replay race tests of the direct_one builds and main's per-kernel profile
# at M=1 and M=8 @512 (what M=8 adds, kernel by kernel, on this card). Each part's results
# come back as it finishes (finish_call), so an overrun loses only the part it cut.
# Builds (bash bench/h200/lite.sh NAME ARGS): q39_main / s33_main (main: --model qwen2.5-0.5b
# --max-ctx 4096 / --model smollm2-135m-shape --max-ctx 2048; main's fatbins are byte-identical
# with direct_one in the tree, off by default), q41_direct / s41_direct (the same with --knob
# attention.direct_one=True), q41_lmt16 (q39_main's with --knob "gemv.tiles='151936x896:16'"),
# q41_t2s8 (q39_main's with --knob top2.split=8: clusters of 8 CTAs a row, not 16; M=8's top-2
# added 11.0 us against 4.8 at M=1 in H26's profile). Carry .carry/wheels .carry/libs and those
# six lite_ dirs (8 paths).
. bench/h200/lib.sh
setup_call h30 "q39_main q41_direct q41_lmt16 q41_t2s8 s33_main s41_direct"
same_bits q39_main q41_direct qwen_direct 90 1,30,47,62,63,64,511,4095
same_bits s33_main s41_direct smol_direct 90 1,30,47,62,63,64,511,2047
finish_call h30
ab_step 2 "q39_main q41_direct" --m 1,8 --lengths 32,512
ab_step 2 "s33_main s41_direct" --m 1,8 --lengths 32,100
finish_call h30
same_bits q39_main q41_lmt16 qwen_lmt16 90 1,64,511
same_bits q39_main q41_t2s8 qwen_t2s8 90 1,511
ab_step 2 "q39_main q41_lmt16 q41_t2s8" --m 1,8,16 --lengths 512
finish_call h30
for b in s33_main q39_main; do
  for c in 16 4; do
    mkdir -p $R/${b}_c${c}
    OUT=$R/${b}_c${c} timeout 60 python3 bench/gpu_decode.py .carry/$b --chunk $c > $R/${b}_c${c}/decode.log 2>&1
    echo "$b chunk $c rc=$? $(( $(date +%s)-t0 ))s: $(grep -E '^(replay|steps|decode|ahead) |False' $R/${b}_c${c}/decode.log | tr '\n' ' ' | cut -c1-300)"
  done
done
finish_call h30
race1000 q41_direct 150
finish_call h30
race1000 s41_direct 150
finish_call h30
OUT=$R timeout 100 python3 bench/gpu_step.py .carry/q39_main --m 1,8 --lengths 512 --peers none --profile-m 1,8 --name prof_q39_main > $R/prof_q39_main.log 2>&1
echo "prof rc=$? $(( $(date +%s)-t0 ))s"; grep -E "profile M=" $R/prof_q39_main.log | cut -c1-260
finish_call h30
