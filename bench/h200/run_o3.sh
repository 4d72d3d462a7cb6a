# Call O3 (sixteenth session, about 3 minutes): does split attention pay for its dead CTAs? Its
# grid is static, (M / R, Hkv, max_ctx / 64) chunk CTAs, and a CTA past its rows' positions exits
# at once (after reading pos); at M=8 @512 the Qwen shape launches 1024 CTAs of which 128 work.
# The same kernels built for a shorter cache hold fewer dead CTAs: o3_q1k (`--model qwen2.5-0.5b
# --max-ctx 1024`) against o3_qmain (`--max-ctx 4096`, main), o3_s512 (`--model
# smollm2-135m-shape --max-ctx 512`) against o3_smain (`--max-ctx 2048`); A/B at M = 1, 8, 16.
# Carry .carry/wheels .carry/libs .carry/lite_o3_q1k .carry/lite_o3_qmain .carry/lite_o3_s512
# .carry/lite_o3_smain.
. bench/h200/lib.sh
setup_call o3 "o3_q1k o3_qmain o3_s512 o3_smain"
ab_step 2 "o3_qmain o3_q1k" --m 1,8,16 --lengths 100,512
ab_step 2 "o3_smain o3_s512" --m 1,8,16 --lengths 100,400
finish_call o3
