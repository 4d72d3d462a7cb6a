# Call R9b, at once after run_r9.sh (the same carry: .carry/wheels .carry/libs .carry/r9): the
# cluster forms of split attention against main, A/B (alternating, two passes), and ncu of the
# Qwen-shape attention at M=1 @100 / 512 (issue 10's target: <= 5 us @512). Also q9_c16
# (`build_variant cluster16`: clusters of 16, a non-portable size, rows up to 1024 positions;
# 102 registers): same bits first.
. bench/h200/lib.sh
cp -r .carry/r9/lite_* .carry/
setup_call r9b "q9_kv q9_cl q9_c16 s9_kv s9_cl s9_r1"
same_bits q9_kv q9_c16 q9_c16 120 1,64,448,511,1000,1023,2047,4095
ab_step 2 "q9_kv q9_cl q9_c16" --m 1,8,16 --lengths 100,512,1000,4095
ab_step 2 "s9_kv s9_cl s9_r1" --m 1,8,16 --lengths 100,1000
finish_call r9b
for a in q9_kv q9_cl; do
  for L in 100 512; do
    ncu_sections ncu_${a}_$L $a 1 $L "attention" 2 90
    grep -E "Duration|Registers Per" $R/ncu_${a}_$L.txt | head -2
  done
done
rm -f $R/*.ncu-rep
finish_call r9b
