# Call Z1 (fifteenth session, about 2 minutes): the Qwen LM head with the final norm, main's
# plan (4 warps x 8 tiles, a 4-block shared ring) against fatter CTAs (16 tiles), deeper rings,
# other warp splits (lab set qwen_head, PDL: `python3 bench/lab_kernels.py build .carry/headlab
# --set qwen_head`; ptxas: 174-244 registers, no spills). cuBLAS's GEMV reads the matrix at 4.16
# TB/s (65.5 us, bench/results/stream_rate), main's head at ~3.6 (75 us alone). Tile count is a
# mapping, the warp split an order: the lab checks each case's row parity M = 1..17 and float64.
# Carry .carry/wheels .carry/headlab.
. bench/h200/lib.sh
setup_call z1 ""
lab_run headlab 150
finish_call z1
