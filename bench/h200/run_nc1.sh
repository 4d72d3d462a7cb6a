# Call NC1 (twenty-second session, about 4 minutes): where the merge kernel's ~2 us a layer at
# M=1 goes (MK1 / SH1 / SH2: share + merge='kernel' +7% at M=1 @512). Nsight Compute, each
# kernel alone (no PDL overlap): the chunk and merge kernels of q22_shmk's first layer at M=1
# @512 and @4095 and at M=8 @4088, against q19_main's split attention at M=1 @512; the warp
# states and stall samples by SASS instruction of the merge kernel at M=1 @512.
# Carry .carry/wheels .carry/libs .carry/lite_q19_main .carry/x24 (lite_q22_shmk).
mv .carry/x24/* .carry/
. bench/h200/lib.sh
setup_call nc1 "q19_main q22_shmk"
ncu_sections mk_m1_512 q22_shmk 1 512 attention 2
ncu_sections mk_m1_4095 q22_shmk 1 4095 attention 2
ncu_sections mk_m8_4088 q22_shmk 8 4088 attention 2
ncu_sections main_m1_512 q19_main 1 512 attention 1
for f in mk_m1_512 mk_m1_4095 mk_m8_4088 main_m1_512; do
  echo "== $f"; grep -E "attention|Duration|Registers Per|Achieved Occupancy|Waves Per SM" $R/$f.txt | cut -c1-150
done
ncu_sass q22_shmk 1 512 "attention.*kernel_1"
finish_call nc1
