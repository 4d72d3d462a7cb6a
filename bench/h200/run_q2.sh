# Call Q2 (tenth session, branch q8-unpack): where SmolLM2's Q8_0 LM head (29.5 us added a step
# at M=1, 25 us alone for 30 MB) loses its time. The smolq_head2 lab set (`python
# bench/lab_kernels.py build .carry/labs3/gemv --set smolq_head2`: with and without the norm
# prologue, ring depths, CTA caps) and Nsight Compute sections of the step's LM head, attention
# and gate_up kernels (smol_q8t2 = run_q1.sh's build, M=1 at 1000 positions).
# Carry .carry/wheels .carry/libs .carry/labs3 .carry/lite_smol_q8t2.
. bench/h200/lib.sh
setup_call q2 "smol_q8t2"
OUT=$R timeout 120 python3 .carry/labs3/gemv/lab_kernels.py run .carry/labs3/gemv > $R/lab_head2.log 2>&1
echo "lab head2 rc=$? $(( $(date +%s)-t0 ))s"
grep -E "^ok|^BAD|failing" $R/lab_head2.log | cut -c1-150
ncu_sections ncu_q1 smol_q8t2 1 1000 "gemv_n49152|attention|gemv_n3072" 3 120
grep -E "^  [a-z_]+.*\(|Duration|Registers Per|Achieved Occupancy|Eligible Warps|Issued Warp|Memory Throughput|DRAM Throughput|No Eligible|Block Limit|Theoretical Occ|Waves Per" $R/ncu_q1.txt | cut -c1-120 | head -80
finish_call q2
