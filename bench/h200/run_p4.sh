# Call P4 (prepared in the seventeenth session for the next, about 4 minutes): fewer, fatter CTAs
# for the wo projections: SmolLM2's won at 2 output tiles a warp (36 CTAs), so 4 (18 CTAs, 210
# registers, no spill); Qwen's (896x896, 2 tiles now: 56 CTAs) at 4 (28 CTAs, 120 registers).
# (Qwen's gate_up at 8 tiles spills 480 bytes at 255 registers: not built.) Builds: p4_smain
# (main, SmolLM2 shape: `python3 build.py --target cuda --model smollm2-135m-shape --max-ctx
# 2048`), p4_swo4 (`--knob "gemv.tiles='576x576:4'"`), p1_qmain (Qwen shape, `--model
# qwen2.5-0.5b --max-ctx 4096`: its kernels did not change since P1), p4_qwo4 (`'896x896:4'`).
# Same bits against main, the A/B at M = 1, 8, 16 (two passes), then the per-kernel profile of
# main's Qwen step at M = 1, 8, 16 (where the step grows with M: issue 11's M=8 <= 1.10x M=1).
# Carry .carry/p4set (wheels, libs and the four lites; copied into .carry/ first).
. bench/h200/lib.sh
setup_call p4 "p4_smain p4_swo4 p1_qmain p4_qwo4"
same_bits p4_smain p4_swo4 p4_swo4 60 1,100,1000
same_bits p1_qmain p4_qwo4 p4_qwo4 60 1,511,4095
ab_step 2 "p4_smain p4_swo4" --m 1,8,16 --lengths 100
ab_step 2 "p1_qmain p4_qwo4" --m 1,8,16 --lengths 512
OUT=$R timeout 120 python3 bench/gpu_step.py .carry/p1_qmain --m 1,8,16 --lengths 512 --peers none --profile-m 1,8,16 --name prof_qmain > $R/prof_qmain.log 2>&1; echo "prof rc=$? $(( $(date +%s)-t0 ))s"
finish_call p4
