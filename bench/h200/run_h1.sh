# Call H1 (fifth session): the xsplit lab (Qwen down / wo with X pre-split into its bf16 parts),
# the smol lab (SmolLM2's Q4_1 lane-group GEMVs: fused vs unfused forms, thread mappings), and
# ncu of four smol kernels at M=1. Carry .carry/wheels .carry/xsplit .carry/smollab.
set -u
python3 -m pip install --no-deps -q .carry/wheels/*.whl 2>&1 | grep -v WARNING
mkdir -p $OUT/xsplit $OUT/smollab
OUT=$OUT/xsplit timeout 150 python3 .carry/xsplit/lab_kernels.py run .carry/xsplit > $OUT/xsplit/lab.log 2>&1
grep -E "qwen_(down|wo)|failing" $OUT/xsplit/lab.log
OUT=$OUT/smollab timeout 200 python3 .carry/smollab/lab_kernels.py run .carry/smollab > $OUT/smollab/lab.log 2>&1
cut -c1-150 $OUT/smollab/lab.log
K="smol_qkv_norm_rope_def smol_qkv_def smol_gate_up_norm_silu_def smol_gate_up_silu_def"
timeout 150 ncu --clock-control none --set full -k "regex:smol_(qkv|gate_up)" -o $OUT/smollab/prof \
  python3 .carry/smollab/drive.py .carry/smollab 1 $K > $OUT/smollab/ncu.log 2>&1
tail -3 $OUT/smollab/ncu.log
ncu -i $OUT/smollab/prof.ncu-rep --page details > $OUT/smollab/prof_details.txt 2>&1
ncu -i $OUT/smollab/prof.ncu-rep --page source --csv --print-source sass > $OUT/smollab/prof_sass.csv 2>&1
ls -la $OUT/smollab
