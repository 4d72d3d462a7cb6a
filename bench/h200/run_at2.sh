# Call AT2 (twenty-first session, about 1 minute): split attention's timeline in the lab
# (`python3 bench/lab_attention.py build .carry/lab_trace`: kind `traced`, the kernel at one
# row a CTA with each live CTA's global-timer events, schedules.cuda.attention.TRACE): when the
# CTAs start, how long each stages, computes and arrives, when the last arrives and how long
# the merge takes, at M = 1, 8, 16 and 64..4096 positions. AT1's warp samples could not tell
# wall time apart from the number of CTAs in a phase; this measures it.
# Carry .carry/wheels .carry/libs .carry/lab_trace.
. bench/h200/lib.sh
setup_call at2 ""
OUT=$R timeout 300 python3 bench/lab_attention.py run .carry/lab_trace > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; cut -c1-400 $R/lab_attention.log | tail -46
finish_call at2
