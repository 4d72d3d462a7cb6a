# Call K2 (seventh session): where a PDL kernel calls griddepcontrol.launch_dependents, Qwen2.5-0.5B
# bf16. .carry/qwen (main: at entry) vs .carry/qwen_pw (built with SPECCC_PDL_TRIGGER=wait: right
# after its own griddepcontrol.wait, so at most two kernels are in flight), alternating; then
# 100-replay parity of qwen_pw. Stashes GGUF part 1 in /tmp/gg for run_k3.sh.
# Carry .carry/wheels .carry/h1 .carry/libs .carry/lite_qwen .carry/lite_qwen_pw.
. bench/h200/lib.sh
setup_call k2 "qwen qwen_pw"
stash_gguf_part1
ab_seq "qwen qwen_pw qwen qwen_pw" --m 1,8,16 --lengths 512,4095
OUT=$R timeout 200 python3 bench/gpu_parity.py .carry/qwen_pw --replays 100 > $R/parity_pw.log 2>&1; echo "parity rc=$?"
head -3 $R/parity_pw.log | cut -c1-300
rm -f $R/*.png; tar czf $OUT/k2.tgz -C $R .
