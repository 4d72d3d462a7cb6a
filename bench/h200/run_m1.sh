# Call M1 (eighth session, first): the prepared 1000-replay parity of main's Qwen2.5-0.5B build
# (run_l3.sh: .carry/qwen_epi is byte-identical to main's kernels, M=1..9), then Nsight Compute
# sections of one step's kernels (bench/ncu_step.py): layer 0's five kernels at M=1 and M=16
# (512 positions), the LM head and top-2 at M=1, attention at M=8 over 4088 positions.
# Carry .carry/wheels .carry/libs .carry/lite_qwen_epi.
. bench/h200/lib.sh
setup_call m1 "qwen_epi"
OUT=$R timeout 130 python3 bench/gpu_parity.py .carry/qwen_epi --replays 1000 --max-m 9 --name gpu_parity_qwen2.5-0.5b_r1000 > $R/parity_r1000.log 2>&1; echo "parity rc=$? $(( $(date +%s)-t0 ))s"
head -3 $R/parity_r1000.log | cut -c1-300
ncu_sections m1_layer qwen_epi 1 512 "attention|gemv" 5 90
ncu_sections m1_head qwen_epi 1 512 "n151936|top2" 2 90
ncu_sections m8_attn qwen_epi 8 4088 "attention" 1 90
ncu_sections m16_layer qwen_epi 16 512 "attention|gemv" 5 90
grep -E "^  [a-z_]+.*\(|Duration|DRAM Throughput|Memory Throughput|Compute \(SM\)|Achieved Occupancy|Registers Per" $R/m1_layer.txt | head -60
finish_call m1
