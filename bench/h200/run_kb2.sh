# Call KB2 (twenty-first session, about 1 minute): KB1's lab again with the bfloat16 K/V staged
# by 16-byte loads of 8 values (KB1 loaded 4 values, 8 bytes, a load: the same number of loads
# as float32, and it was slower for the Qwen shape). `python3 bench/lab_attention.py build
# .carry/lab_kvbf2`. Carry .carry/wheels .carry/libs .carry/lab_kvbf2.
. bench/h200/lib.sh
setup_call kb2 ""
OUT=$R timeout 300 python3 bench/lab_attention.py run .carry/lab_kvbf2 > $R/lab_attention.log 2>&1
echo "lab rc=$? $(( $(date +%s)-t0 ))s"; cut -c1-250 $R/lab_attention.log | tail -36
finish_call kb2
