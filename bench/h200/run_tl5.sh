# Call TL5 (twenty-fourth session, about 1 minute on the GPU): the timeline lab (`python3
# bench/lab_timeline.py build .carry/lab_tl`) at M=1, 8, 16 @512 and M=1, 8 @4096 with split
# attention's merge as a second kernel (exact), without any merge (probe) and the merge moved
# into wo's prologue (probe: attention without its merge, each wo warp loading its head's live
# chunk partials for every row, block 0's X waiting on them): TL4 bounded what the merge and
# the arrival cost (-9% at M=1 @512, -13% @4096); this measures what is left when wo pays the
# loads, redundantly in its 56 CTAs, at every M. Carry .carry/wheels .carry/lab_tl.
bash bench/h200/run_tl.sh tl5 | grep -v "blocks after the wait"
