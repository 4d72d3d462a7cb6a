
#ifdef __CUDACC_RTC__
  #include <cuda/std/cstdint>
  using cuda::std::uint8_t;
  using cuda::std::uint16_t;
  using cuda::std::uint32_t;
  using cuda::std::uint64_t;
  using cuda::std::int8_t;
  using cuda::std::int16_t;
  using cuda::std::int32_t;
  using cuda::std::int64_t;

  #include <cuda/std/type_traits>
  namespace std {
    using cuda::std::is_same;
    using cuda::std::is_same_v;
    using cuda::std::is_integral;
    using cuda::std::is_signed;
    using cuda::std::is_unsigned;
    using cuda::std::is_floating_point;
    using cuda::std::enable_if;
    using cuda::std::conditional;
  }

  // NVRTC uses asm/volatile instead of __asm__/__volatile__ (gcc extension).
  #ifndef __asm__
  #define __asm__ asm
  #endif
  #ifndef __volatile__
  #define __volatile__ volatile
  #endif
#else
  #include <cstdint>
  #include <type_traits>
  #include <cuda.h>
#endif

#include <math_constants.h>

#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ < 700)
#define __shfl_sync(mask, var, lane, width) \
        __shfl((var), (lane), (width))

#define __shfl_down_sync(mask, var, offset, width) \
        __shfl_down((var), (offset), (width))

#define __shfl_up_sync(mask, var, offset, width) \
        __shfl_up((var), (offset), (width))
#endif

#if (((__CUDACC_VER_MAJOR__ == 11) && (__CUDACC_VER_MINOR__ >= 4)) || \
     (__CUDACC_VER_MAJOR__ > 11))
#define TVM_ENABLE_L2_PREFETCH 1
#else
#define TVM_ENABLE_L2_PREFETCH 0
#endif

#ifdef _WIN32
  using uint = unsigned int;
  using uchar = unsigned char;
  using ushort = unsigned short;
  using int64_t = long long;
  using uint64_t = unsigned long long;
#else
  #define uint unsigned int
  #define uchar unsigned char
  #define ushort unsigned short
#endif
extern "C" __global__ void __launch_bounds__(256) embed_vocab512_d64_wdtypefloat32_cuda_kernel(float* __restrict__ T_ptr, float* __restrict__ X_ptr, int* __restrict__ ids_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(32) rmsnorm_d64_eps1em06_l32v1shc0r1s1_cuda_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(128) gemv_n128_k64_wdtypefloat32_biasTrue_l32v2shc0r8s1_cuda_kernel(float* __restrict__ B_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ bias_ptr, int64_t M, int64_t cse_v4);
extern "C" __global__ void __launch_bounds__(128) rope_kv_append_n_heads4_n_kv_heads2_head_dim16_max_ctx256_cuda_kernel(float* __restrict__ Cos_ptr, float* __restrict__ Kc_ptr, int* __restrict__ Pos_ptr, float* __restrict__ QKV_ptr, float* __restrict__ Qo_ptr, float* __restrict__ Sin_ptr, float* __restrict__ Vc_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(64) attention_n_heads4_n_kv_heads2_head_dim16_max_ctx256_l64v1shc64r1s1_cuda_kernel(float* __restrict__ Kc_ptr, float* __restrict__ Out_ptr, int* __restrict__ Pos_ptr, float* __restrict__ Q_ptr, float* __restrict__ Vc_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(128) gemv_n64_k64_wdtypefloat32_biasFalse_l32v2shc0r8s1_cuda_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ gemv_ptr, int64_t M, int64_t cse_v5);
extern "C" __global__ void __launch_bounds__(32) add_rmsnorm_d64_eps1em06_l32v1shc0r1s1_cuda_kernel(float* __restrict__ H_ptr, float* __restrict__ R_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(128) gemv_n256_k64_wdtypefloat32_biasFalse_l32v2shc0r8s1_cuda_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ gemv_ptr, int64_t M, int64_t cse_v3);
extern "C" __global__ void __launch_bounds__(256) silu_mul_f128_cuda_kernel(float* __restrict__ GU_ptr, float* __restrict__ Y_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(128) gemv_n64_k128_wdtypefloat32_biasFalse_l32v4shc0r8s1_cuda_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ gemv_ptr, int64_t M, int64_t cse_v3);
extern "C" __global__ void __launch_bounds__(128) gemv_n512_k64_wdtypefloat32_biasFalse_l32v2shc0r8s1_cuda_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ gemv_ptr, int64_t M, int64_t cse_v3);
extern "C" __global__ void __launch_bounds__(128) top2_v512_l128v4shc0r1s1_cuda_kernel(int* __restrict__ idx_ptr, float* __restrict__ logits_ptr, float* __restrict__ val_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(256) embed_vocab512_d64_wdtypefloat32_cuda_kernel(float* __restrict__ T_ptr, float* __restrict__ X_ptr, int* __restrict__ ids_ptr, int64_t M) {
  if (((int)threadIdx.x) < 64) {
    X_ptr[((((int64_t)blockIdx.x) * (int64_t)64) + ((int64_t)((int)threadIdx.x)))] = T_ptr[((ids_ptr[((int64_t)blockIdx.x)] * 64) + ((int)threadIdx.x))];
  }
}

extern "C" __global__ void __launch_bounds__(32) rmsnorm_d64_eps1em06_l32v1shc0r1s1_cuda_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M) {
  alignas(64) float in_thread_sumsq_shared_ptr[1];
  alignas(64) float red_buf0_ptr[1];
  __shared__ alignas(64) float sumsq_shared_ptr[1];
  in_thread_sumsq_shared_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  int64_t cse_v2 = (((int64_t)blockIdx.x) * (int64_t)64);
  int64_t cse_v3 = ((int64_t)((int)threadIdx.x));
  for (int ax0_0 = 0; ax0_0 < 2; ++ax0_0) {
    int64_t cse_v4 = (((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)ax0_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)));
    in_thread_sumsq_shared_ptr[0] = (in_thread_sumsq_shared_ptr[0] + (X_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)ax0_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))] * X_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)ax0_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))]));
  }
  alignas(64) float t0_ptr[1];
  alignas(64) uint mask_ptr[1];
  red_buf0_ptr[0] = in_thread_sumsq_shared_ptr[0];
  mask_ptr[0] = __activemask();
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  red_buf0_ptr[0] = __shfl_sync(mask_ptr[0], red_buf0_ptr[0], 0, 32);
  if (((int)threadIdx.x) == 0) {
    sumsq_shared_ptr[0] = red_buf0_ptr[0];
  }
  __syncthreads();
  for (int j_0 = 0; j_0 < 2; ++j_0) {
    int64_t cse_v5 = (((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)j_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)));
    Y_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)j_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))] = ((X_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)j_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))] * rsqrtf(((sumsq_shared_ptr[0] / 0x1p+6f/*6.400000e+01*/) + 0x1.0c6f7a0b5ed8dp-20f/*1.000000e-06*/))) * W_ptr[((j_0 * 32) + ((int)threadIdx.x))]);
  }
}

extern "C" __global__ void __launch_bounds__(128) gemv_n128_k64_wdtypefloat32_biasTrue_l32v2shc0r8s1_cuda_kernel(float* __restrict__ B_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ bias_ptr, int64_t M, int64_t cse_v4) {
  alignas(64) float gemv_pad_rf_local_ptr[8];
  alignas(64) float W_local_ptr[2];
  alignas(64) float X_pad_local_ptr[16];
  alignas(64) float gemv_pad_local_ptr[8];
  alignas(64) float red_buf0_ptr[1];
  gemv_pad_rf_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int64_t cse_v1 = (((int64_t)threadIdx.x) * (int64_t)2);
  *(float2*)(W_local_ptr + 0) = *(float2*)(W_ptr + (((((int64_t)blockIdx.x) * (int64_t)256) + (((int64_t)threadIdx.y) * (int64_t)64)) + (((int64_t)threadIdx.x) * (int64_t)2)));
  W_local_ptr[0] = W_local_ptr[0];
  W_local_ptr[1] = W_local_ptr[1];
  int64_t cse_v2 = (((int64_t)blockIdx.y) * (int64_t)8);
  int64_t cse_v5 = ((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2));
  float2 condval;
  if ((((int64_t)blockIdx.y) * (int64_t)8) < M) {
    condval = *(float2*)(X_ptr + ((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)));
  } else {
    condval = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)0) = condval;
  float2 condval_1;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)1) < M) {
    condval_1 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)64));
  } else {
    condval_1 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)2) = condval_1;
  float2 condval_2;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)2) < M) {
    condval_2 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)128));
  } else {
    condval_2 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)4) = condval_2;
  float2 condval_3;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)3) < M) {
    condval_3 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)192));
  } else {
    condval_3 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)6) = condval_3;
  float2 condval_4;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)4) < M) {
    condval_4 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)256));
  } else {
    condval_4 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)8) = condval_4;
  float2 condval_5;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)5) < M) {
    condval_5 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)320));
  } else {
    condval_5 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)10) = condval_5;
  float2 condval_6;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)6) < M) {
    condval_6 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)384));
  } else {
    condval_6 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)12) = condval_6;
  float2 condval_7;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)7) < M) {
    condval_7 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)448));
  } else {
    condval_7 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)14) = condval_7;
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[0] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[2] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[4] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[6] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[8] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[10] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[12] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[14] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[1] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[3] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[5] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[7] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[9] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[11] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[13] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[15] * W_local_ptr[1]));
  for (int ax1 = 0; ax1 < 8; ++ax1) {
    alignas(64) float t0_ptr[1];
    alignas(64) uint mask_ptr[1];
    red_buf0_ptr[0] = gemv_pad_rf_local_ptr[ax1];
    mask_ptr[0] = __activemask();
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    red_buf0_ptr[(int64_t)0] = __shfl_sync(mask_ptr[0], red_buf0_ptr[(int64_t)0], (((int64_t)threadIdx.y) * (int64_t)32), 32);
    gemv_pad_local_ptr[ax1] = red_buf0_ptr[0];
  }
  for (int64_t ax0 = (int64_t)0; ax0 < (int64_t)8; ++ax0) {
    int64_t cse_v6 = ((((int64_t)blockIdx.y) * (int64_t)8) + ax0);
    if (((((int64_t)threadIdx.x) == (int64_t)0) && (((((int64_t)blockIdx.y) - cse_v4) < (int64_t)0) || (((((int64_t)blockIdx.y) * (int64_t)8) + ax0) == (int64_t)0))) && (((((int64_t)blockIdx.y) * (int64_t)8) + ax0) < M)) {
      int64_t cse_v3 = (((int64_t)blockIdx.x) * (int64_t)4);
      bias_ptr[((((((int64_t)blockIdx.y) * (int64_t)1024) + (ax0 * (int64_t)128)) + (((int64_t)blockIdx.x) * (int64_t)4)) + ((int64_t)threadIdx.y))] = (gemv_pad_local_ptr[ax0] + B_ptr[((((int64_t)blockIdx.x) * (int64_t)4) + ((int64_t)threadIdx.y))]);
    }
  }
}

extern "C" __global__ void __launch_bounds__(128) rope_kv_append_n_heads4_n_kv_heads2_head_dim16_max_ctx256_cuda_kernel(float* __restrict__ Cos_ptr, float* __restrict__ Kc_ptr, int* __restrict__ Pos_ptr, float* __restrict__ QKV_ptr, float* __restrict__ Qo_ptr, float* __restrict__ Sin_ptr, float* __restrict__ Vc_ptr, int64_t M) {
  int64_t cse_v1 = (((int64_t)blockIdx.x) * (int64_t)128);
  int64_t cse_v2 = ((int64_t)((int)threadIdx.x));
  int cse_v3 = (((int)threadIdx.x) & 7);
  int64_t cse_v4 = (((int64_t)((int)threadIdx.x)) & (int64_t)7);
  int64_t cse_v7 = ((((int64_t)((int)threadIdx.x)) >> (int64_t)3) * (int64_t)16);
  int64_t cse_v9 = (((((int64_t)blockIdx.x) * (int64_t)128) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)3) * (int64_t)16)) + (((int64_t)((int)threadIdx.x)) & (int64_t)7));
  if (((int)threadIdx.x) < 32) {
    int p = Pos_ptr[((int64_t)blockIdx.x)];
    float x0 = QKV_ptr[(((((int64_t)blockIdx.x) * (int64_t)128) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)3) * (int64_t)16)) + (((int64_t)((int)threadIdx.x)) & (int64_t)7))];
    float x1 = QKV_ptr[((((((int64_t)blockIdx.x) * (int64_t)128) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)3) * (int64_t)16)) + (((int64_t)((int)threadIdx.x)) & (int64_t)7)) + (int64_t)8)];
    int cse_v5 = ((p * 8) + (((int)threadIdx.x) & 7));
    int64_t cse_v10 = (((((int64_t)blockIdx.x) * (int64_t)64) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)3) * (int64_t)16)) + (((int64_t)((int)threadIdx.x)) & (int64_t)7));
    Qo_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)3) * (int64_t)16)) + (((int64_t)((int)threadIdx.x)) & (int64_t)7))] = ((x0 * Cos_ptr[((p * 8) + (((int)threadIdx.x) & 7))]) - (x1 * Sin_ptr[((p * 8) + (((int)threadIdx.x) & 7))]));
    Qo_ptr[((((((int64_t)blockIdx.x) * (int64_t)64) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)3) * (int64_t)16)) + (((int64_t)((int)threadIdx.x)) & (int64_t)7)) + (int64_t)8)] = ((x1 * Cos_ptr[((p * 8) + (((int)threadIdx.x) & 7))]) + (x0 * Sin_ptr[((p * 8) + (((int)threadIdx.x) & 7))]));
  }
  if (((int)threadIdx.x) < 16) {
    int p_1 = Pos_ptr[((int64_t)blockIdx.x)];
    float x0_1 = QKV_ptr[((((((int64_t)blockIdx.x) * (int64_t)128) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)3) * (int64_t)16)) + (((int64_t)((int)threadIdx.x)) & (int64_t)7)) + (int64_t)64)];
    float x1_1 = QKV_ptr[((((((int64_t)blockIdx.x) * (int64_t)128) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)3) * (int64_t)16)) + (((int64_t)((int)threadIdx.x)) & (int64_t)7)) + (int64_t)72)];
    int cse_v6 = ((p_1 * 8) + (((int)threadIdx.x) & 7));
    int cse_v8 = (((p_1 * 32) + ((((int)threadIdx.x) >> 3) * 16)) + (((int)threadIdx.x) & 7));
    Kc_ptr[(((p_1 * 32) + ((((int)threadIdx.x) >> 3) * 16)) + (((int)threadIdx.x) & 7))] = ((x0_1 * Cos_ptr[((p_1 * 8) + (((int)threadIdx.x) & 7))]) - (x1_1 * Sin_ptr[((p_1 * 8) + (((int)threadIdx.x) & 7))]));
    Kc_ptr[((((p_1 * 32) + ((((int)threadIdx.x) >> 3) * 16)) + (((int)threadIdx.x) & 7)) + 8)] = ((x1_1 * Cos_ptr[((p_1 * 8) + (((int)threadIdx.x) & 7))]) + (x0_1 * Sin_ptr[((p_1 * 8) + (((int)threadIdx.x) & 7))]));
  }
  if (((int)threadIdx.x) < 32) {
    Vc_ptr[((Pos_ptr[((int64_t)blockIdx.x)] * 32) + ((int)threadIdx.x))] = QKV_ptr[(((((int64_t)blockIdx.x) * (int64_t)128) + ((int64_t)((int)threadIdx.x))) + (int64_t)96)];
  }
}

extern "C" __global__ void __launch_bounds__(64) attention_n_heads4_n_kv_heads2_head_dim16_max_ctx256_l64v1shc64r1s1_cuda_kernel(float* __restrict__ Kc_ptr, float* __restrict__ Out_ptr, int* __restrict__ Pos_ptr, float* __restrict__ Q_ptr, float* __restrict__ Vc_ptr, int64_t M) {
  __shared__ alignas(64) float q_s_ptr[16];
  alignas(64) float st_ptr[5];
  alignas(64) float acc_ptr[1];
  __shared__ alignas(64) float k_s_ptr[1087];
  alignas(64) float part_ptr[1];
  alignas(64) float s_l_ptr[1];
  __shared__ alignas(64) float red_result_ptr[1];
  __shared__ alignas(64) float p_s_ptr[64];
  __shared__ alignas(64) float red_result_ptr_1[1];
  alignas(64) float acc_c_ptr[1];
  int cse_v2 = (((int)blockIdx.y) >> 1);
  int g = (((int)blockIdx.y) >> 1);
  int n_len = (Pos_ptr[((int64_t)blockIdx.x)] + 1);
  int64_t cse_v9 = (((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)((int)blockIdx.y)) * (int64_t)16)) + ((int64_t)((int)threadIdx.x)));
  if (((int)threadIdx.x) < 16) {
    q_s_ptr[((int)threadIdx.x)] = Q_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)((int)blockIdx.y)) * (int64_t)16)) + ((int64_t)((int)threadIdx.x)))];
  }
  for (int c = 0; c < ((n_len + 63) >> 6); ++c) {
    int cse_v6 = (n_len - (c * 64));
    int cse_v8 = min(64, (n_len - (c * 64)));
    int n_valid = min(64, (n_len - (c * 64)));
    int cse_v4 = (c * 2048);
    int cse_v7 = ((((int)blockIdx.y) >> 1) * 16);
    for (int i = 0; i < 16; ++i) {
      int e = ((i * 64) + ((int)threadIdx.x));
      int cse_v3 = (((int)threadIdx.x) >> 4);
      if (((i * 4) + (((int)threadIdx.x) >> 4)) < (n_len - (c * 64))) {
        int cse_v5 = (((int)threadIdx.x) & 15);
        k_s_ptr[(((i * 68) + ((((int)threadIdx.x) >> 4) * 17)) + (((int)threadIdx.x) & 15))] = Kc_ptr[(((((c * 2048) + (i * 128)) + ((((int)threadIdx.x) >> 4) * 32)) + ((((int)blockIdx.y) >> 1) * 16)) + (((int)threadIdx.x) & 15))];
      }
    }
    __syncthreads();
    part_ptr[0] = -0x1.fffffep+127f/*-3.402823e+38*/;
    s_l_ptr[0] = -0x1.fffffep+127f/*-3.402823e+38*/;
    if (((int)threadIdx.x) < (n_len - (c * 64))) {
      st_ptr[4] = 0x0p+0f/*0.000000e+00*/;
      for (int d = 0; d < 16; ++d) {
        st_ptr[4] = (st_ptr[4] + (q_s_ptr[d] * k_s_ptr[((((int)threadIdx.x) * 17) + d)]));
      }
      s_l_ptr[0] = (st_ptr[4] * 0x1p-2f/*2.500000e-01*/);
    }
    part_ptr[0] = max(part_ptr[0], s_l_ptr[0]);
    __shared__ alignas(64) float red_buf_staging_ptr[2];
    alignas(64) float t0_ptr[1];
    alignas(64) uint mask_ptr[1];
    alignas(64) float red_buf0_ptr[1];
    alignas(64) float t0_ptr_1[1];
    alignas(64) uint mask_ptr_1[1];
    alignas(64) float red_buf0_ptr_1[1];
    red_buf0_ptr[0] = part_ptr[0];
    mask_ptr[0] = __activemask();
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
    red_buf0_ptr[0] = max(red_buf0_ptr[0], t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
    red_buf0_ptr[0] = max(red_buf0_ptr[0], t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
    red_buf0_ptr[0] = max(red_buf0_ptr[0], t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
    red_buf0_ptr[0] = max(red_buf0_ptr[0], t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
    red_buf0_ptr[0] = max(red_buf0_ptr[0], t0_ptr[0]);
    if ((((int)threadIdx.x) % 32) == 0) {
      red_buf_staging_ptr[(((int)threadIdx.x) >> 5)] = red_buf0_ptr[0];
    }
    __syncthreads();
    if (((int)threadIdx.x) < 2) {
      red_buf0_ptr_1[0] = red_buf_staging_ptr[((int)threadIdx.x)];
    }
    mask_ptr_1[0] = __activemask();
    t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 1, 32);
    red_buf0_ptr_1[0] = max(red_buf0_ptr_1[0], t0_ptr_1[0]);
    if (((int)threadIdx.x) == 0) {
      ((volatile float*)red_result_ptr)[0] = red_buf0_ptr_1[0];
    }
    __syncthreads();
    part_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    float condval;
    if (((int)threadIdx.x) < (n_len - (c * 64))) {
      condval = expf((s_l_ptr[0] - ((volatile float*)red_result_ptr)[0]));
    } else {
      condval = 0x0p+0f/*0.000000e+00*/;
    }
    s_l_ptr[0] = condval;
    p_s_ptr[((int)threadIdx.x)] = s_l_ptr[0];
    part_ptr[0] = (part_ptr[0] + s_l_ptr[0]);
    __shared__ alignas(64) float red_buf_staging_ptr_1[2];
    alignas(64) float t0_ptr_2[1];
    alignas(64) uint mask_ptr_2[1];
    alignas(64) float red_buf0_ptr_2[1];
    alignas(64) float t0_ptr_3[1];
    alignas(64) uint mask_ptr_3[1];
    alignas(64) float red_buf0_ptr_3[1];
    red_buf0_ptr_2[0] = part_ptr[0];
    mask_ptr_2[0] = __activemask();
    t0_ptr_2[0] = __shfl_down_sync(mask_ptr_2[0], red_buf0_ptr_2[0], 16, 32);
    red_buf0_ptr_2[0] = (red_buf0_ptr_2[0] + t0_ptr_2[0]);
    t0_ptr_2[0] = __shfl_down_sync(mask_ptr_2[0], red_buf0_ptr_2[0], 8, 32);
    red_buf0_ptr_2[0] = (red_buf0_ptr_2[0] + t0_ptr_2[0]);
    t0_ptr_2[0] = __shfl_down_sync(mask_ptr_2[0], red_buf0_ptr_2[0], 4, 32);
    red_buf0_ptr_2[0] = (red_buf0_ptr_2[0] + t0_ptr_2[0]);
    t0_ptr_2[0] = __shfl_down_sync(mask_ptr_2[0], red_buf0_ptr_2[0], 2, 32);
    red_buf0_ptr_2[0] = (red_buf0_ptr_2[0] + t0_ptr_2[0]);
    t0_ptr_2[0] = __shfl_down_sync(mask_ptr_2[0], red_buf0_ptr_2[0], 1, 32);
    red_buf0_ptr_2[0] = (red_buf0_ptr_2[0] + t0_ptr_2[0]);
    if ((((int)threadIdx.x) % 32) == 0) {
      red_buf_staging_ptr_1[(((int)threadIdx.x) >> 5)] = red_buf0_ptr_2[0];
    }
    __syncthreads();
    if (((int)threadIdx.x) < 2) {
      red_buf0_ptr_3[0] = red_buf_staging_ptr_1[((int)threadIdx.x)];
    }
    mask_ptr_3[0] = __activemask();
    t0_ptr_3[0] = __shfl_down_sync(mask_ptr_3[0], red_buf0_ptr_3[0], 1, 32);
    red_buf0_ptr_3[0] = (red_buf0_ptr_3[0] + t0_ptr_3[0]);
    if (((int)threadIdx.x) == 0) {
      ((volatile float*)red_result_ptr_1)[0] = red_buf0_ptr_3[0];
    }
    __syncthreads();
    __syncthreads();
    acc_c_ptr[0] = 0x0p+0f/*0.000000e+00*/;
    if (((int)threadIdx.x) < 16) {
      for (int j = 0; j < min(64, (n_len - (c * 64))); ++j) {
        acc_c_ptr[0] = (acc_c_ptr[0] + (p_s_ptr[j] * Vc_ptr[((((c * 2048) + (j * 32)) + ((((int)blockIdx.y) >> 1) * 16)) + ((int)threadIdx.x))]));
      }
    }
    if (c == 0) {
      st_ptr[0] = ((volatile float*)red_result_ptr)[0];
      st_ptr[1] = ((volatile float*)red_result_ptr_1)[0];
      acc_ptr[0] = acc_c_ptr[0];
    } else {
      float m_new = max(st_ptr[0], ((volatile float*)red_result_ptr)[0]);
      float a = expf((st_ptr[0] - m_new));
      float b = expf((((volatile float*)red_result_ptr)[0] - m_new));
      st_ptr[1] = ((st_ptr[1] * a) + (((volatile float*)red_result_ptr_1)[0] * b));
      acc_ptr[0] = ((acc_ptr[0] * a) + (acc_c_ptr[0] * b));
      st_ptr[0] = m_new;
    }
    __syncthreads();
  }
  if (((int)threadIdx.x) < 16) {
    Out_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)((int)blockIdx.y)) * (int64_t)16)) + ((int64_t)((int)threadIdx.x)))] = (acc_ptr[0] / st_ptr[1]);
  }
}

extern "C" __global__ void __launch_bounds__(128) gemv_n64_k64_wdtypefloat32_biasFalse_l32v2shc0r8s1_cuda_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ gemv_ptr, int64_t M, int64_t cse_v5) {
  alignas(64) float gemv_pad_rf_local_ptr[8];
  alignas(64) float W_local_ptr[2];
  alignas(64) float X_pad_local_ptr[16];
  alignas(64) float gemv_pad_local_ptr[8];
  alignas(64) float red_buf0_ptr[1];
  gemv_pad_rf_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int64_t cse_v2 = (((int64_t)threadIdx.x) * (int64_t)2);
  *(float2*)(W_local_ptr + 0) = *(float2*)(W_ptr + (((((int64_t)blockIdx.x) * (int64_t)256) + (((int64_t)threadIdx.y) * (int64_t)64)) + (((int64_t)threadIdx.x) * (int64_t)2)));
  W_local_ptr[0] = W_local_ptr[0];
  W_local_ptr[1] = W_local_ptr[1];
  int64_t cse_v3 = (((int64_t)blockIdx.y) * (int64_t)8);
  int64_t cse_v4 = (((int64_t)blockIdx.y) * (int64_t)512);
  int64_t cse_v6 = ((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2));
  float2 condval;
  if ((((int64_t)blockIdx.y) * (int64_t)8) < M) {
    condval = *(float2*)(X_ptr + ((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)));
  } else {
    condval = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)0) = condval;
  float2 condval_1;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)1) < M) {
    condval_1 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)64));
  } else {
    condval_1 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)2) = condval_1;
  float2 condval_2;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)2) < M) {
    condval_2 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)128));
  } else {
    condval_2 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)4) = condval_2;
  float2 condval_3;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)3) < M) {
    condval_3 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)192));
  } else {
    condval_3 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)6) = condval_3;
  float2 condval_4;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)4) < M) {
    condval_4 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)256));
  } else {
    condval_4 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)8) = condval_4;
  float2 condval_5;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)5) < M) {
    condval_5 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)320));
  } else {
    condval_5 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)10) = condval_5;
  float2 condval_6;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)6) < M) {
    condval_6 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)384));
  } else {
    condval_6 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)12) = condval_6;
  float2 condval_7;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)7) < M) {
    condval_7 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)448));
  } else {
    condval_7 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)14) = condval_7;
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[0] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[2] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[4] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[6] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[8] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[10] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[12] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[14] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[1] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[3] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[5] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[7] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[9] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[11] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[13] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[15] * W_local_ptr[1]));
  for (int ax1 = 0; ax1 < 8; ++ax1) {
    alignas(64) float t0_ptr[1];
    alignas(64) uint mask_ptr[1];
    red_buf0_ptr[0] = gemv_pad_rf_local_ptr[ax1];
    mask_ptr[0] = __activemask();
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    red_buf0_ptr[(int64_t)0] = __shfl_sync(mask_ptr[0], red_buf0_ptr[(int64_t)0], (((int64_t)threadIdx.y) * (int64_t)32), 32);
    gemv_pad_local_ptr[ax1] = red_buf0_ptr[0];
  }
  for (int64_t ax0 = (int64_t)0; ax0 < (int64_t)8; ++ax0) {
    int64_t cse_v7 = ((((int64_t)blockIdx.y) * (int64_t)8) + ax0);
    if (((((int64_t)threadIdx.x) == (int64_t)0) && (((((int64_t)blockIdx.y) - cse_v5) < (int64_t)0) || (((((int64_t)blockIdx.y) * (int64_t)8) + ax0) == (int64_t)0))) && (((((int64_t)blockIdx.y) * (int64_t)8) + ax0) < M)) {
      gemv_ptr[((((((int64_t)blockIdx.y) * (int64_t)512) + (ax0 * (int64_t)64)) + (((int64_t)blockIdx.x) * (int64_t)4)) + ((int64_t)threadIdx.y))] = gemv_pad_local_ptr[ax0];
    }
  }
}

extern "C" __global__ void __launch_bounds__(32) add_rmsnorm_d64_eps1em06_l32v1shc0r1s1_cuda_kernel(float* __restrict__ H_ptr, float* __restrict__ R_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M) {
  alignas(64) float in_thread_sumsq_shared_ptr[1];
  alignas(64) float red_buf0_ptr[1];
  __shared__ alignas(64) float sumsq_shared_ptr[1];
  int64_t cse_v2 = (((int64_t)blockIdx.x) * (int64_t)64);
  int64_t cse_v3 = ((int64_t)((int)threadIdx.x));
  for (int j_0 = 0; j_0 < 2; ++j_0) {
    int64_t cse_v4 = (((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)j_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)));
    H_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)j_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))] = (X_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)j_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))] + R_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)j_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))]);
  }
  in_thread_sumsq_shared_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  for (int ax0_0 = 0; ax0_0 < 2; ++ax0_0) {
    int64_t cse_v5 = (((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)ax0_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)));
    in_thread_sumsq_shared_ptr[0] = (in_thread_sumsq_shared_ptr[0] + (H_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)ax0_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))] * H_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)ax0_0) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))]));
  }
  alignas(64) float t0_ptr[1];
  alignas(64) uint mask_ptr[1];
  red_buf0_ptr[0] = in_thread_sumsq_shared_ptr[0];
  mask_ptr[0] = __activemask();
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
  red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
  red_buf0_ptr[0] = __shfl_sync(mask_ptr[0], red_buf0_ptr[0], 0, 32);
  if (((int)threadIdx.x) == 0) {
    sumsq_shared_ptr[0] = red_buf0_ptr[0];
  }
  __syncthreads();
  for (int ax0_0_1 = 0; ax0_0_1 < 2; ++ax0_0_1) {
    int64_t cse_v6 = (((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)ax0_0_1) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)));
    Y_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)ax0_0_1) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))] = ((H_ptr[(((((int64_t)blockIdx.x) * (int64_t)64) + (((int64_t)ax0_0_1) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))] * rsqrtf(((sumsq_shared_ptr[0] / 0x1p+6f/*6.400000e+01*/) + 0x1.0c6f7a0b5ed8dp-20f/*1.000000e-06*/))) * W_ptr[((ax0_0_1 * 32) + ((int)threadIdx.x))]);
  }
}

extern "C" __global__ void __launch_bounds__(128) gemv_n256_k64_wdtypefloat32_biasFalse_l32v2shc0r8s1_cuda_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ gemv_ptr, int64_t M, int64_t cse_v3) {
  alignas(64) float gemv_pad_rf_local_ptr[8];
  alignas(64) float W_local_ptr[2];
  alignas(64) float X_pad_local_ptr[16];
  alignas(64) float gemv_pad_local_ptr[8];
  alignas(64) float red_buf0_ptr[1];
  gemv_pad_rf_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int64_t cse_v1 = (((int64_t)threadIdx.x) * (int64_t)2);
  *(float2*)(W_local_ptr + 0) = *(float2*)(W_ptr + (((((int64_t)blockIdx.x) * (int64_t)256) + (((int64_t)threadIdx.y) * (int64_t)64)) + (((int64_t)threadIdx.x) * (int64_t)2)));
  W_local_ptr[0] = W_local_ptr[0];
  W_local_ptr[1] = W_local_ptr[1];
  int64_t cse_v2 = (((int64_t)blockIdx.y) * (int64_t)8);
  int64_t cse_v4 = ((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2));
  float2 condval;
  if ((((int64_t)blockIdx.y) * (int64_t)8) < M) {
    condval = *(float2*)(X_ptr + ((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)));
  } else {
    condval = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)0) = condval;
  float2 condval_1;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)1) < M) {
    condval_1 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)64));
  } else {
    condval_1 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)2) = condval_1;
  float2 condval_2;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)2) < M) {
    condval_2 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)128));
  } else {
    condval_2 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)4) = condval_2;
  float2 condval_3;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)3) < M) {
    condval_3 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)192));
  } else {
    condval_3 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)6) = condval_3;
  float2 condval_4;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)4) < M) {
    condval_4 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)256));
  } else {
    condval_4 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)8) = condval_4;
  float2 condval_5;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)5) < M) {
    condval_5 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)320));
  } else {
    condval_5 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)10) = condval_5;
  float2 condval_6;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)6) < M) {
    condval_6 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)384));
  } else {
    condval_6 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)12) = condval_6;
  float2 condval_7;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)7) < M) {
    condval_7 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)448));
  } else {
    condval_7 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)14) = condval_7;
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[0] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[2] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[4] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[6] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[8] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[10] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[12] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[14] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[1] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[3] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[5] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[7] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[9] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[11] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[13] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[15] * W_local_ptr[1]));
  for (int ax1 = 0; ax1 < 8; ++ax1) {
    alignas(64) float t0_ptr[1];
    alignas(64) uint mask_ptr[1];
    red_buf0_ptr[0] = gemv_pad_rf_local_ptr[ax1];
    mask_ptr[0] = __activemask();
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    red_buf0_ptr[(int64_t)0] = __shfl_sync(mask_ptr[0], red_buf0_ptr[(int64_t)0], (((int64_t)threadIdx.y) * (int64_t)32), 32);
    gemv_pad_local_ptr[ax1] = red_buf0_ptr[0];
  }
  for (int64_t ax0 = (int64_t)0; ax0 < (int64_t)8; ++ax0) {
    int64_t cse_v5 = ((((int64_t)blockIdx.y) * (int64_t)8) + ax0);
    if (((((int64_t)threadIdx.x) == (int64_t)0) && (((((int64_t)blockIdx.y) - cse_v3) < (int64_t)0) || (((((int64_t)blockIdx.y) * (int64_t)8) + ax0) == (int64_t)0))) && (((((int64_t)blockIdx.y) * (int64_t)8) + ax0) < M)) {
      gemv_ptr[((((((int64_t)blockIdx.y) * (int64_t)2048) + (ax0 * (int64_t)256)) + (((int64_t)blockIdx.x) * (int64_t)4)) + ((int64_t)threadIdx.y))] = gemv_pad_local_ptr[ax0];
    }
  }
}

extern "C" __global__ void __launch_bounds__(256) silu_mul_f128_cuda_kernel(float* __restrict__ GU_ptr, float* __restrict__ Y_ptr, int64_t M) {
  if (((int)threadIdx.x) < 128) {
    int64_t cse_v1 = ((int64_t)((int)threadIdx.x));
    int64_t cse_v2 = ((((int64_t)blockIdx.x) * (int64_t)256) + ((int64_t)((int)threadIdx.x)));
    Y_ptr[((((int64_t)blockIdx.x) * (int64_t)128) + ((int64_t)((int)threadIdx.x)))] = ((GU_ptr[((((int64_t)blockIdx.x) * (int64_t)256) + ((int64_t)((int)threadIdx.x)))] / (0x1p+0f/*1.000000e+00*/ + expf((GU_ptr[((((int64_t)blockIdx.x) * (int64_t)256) + ((int64_t)((int)threadIdx.x)))] * -0x1p+0f/*-1.000000e+00*/)))) * GU_ptr[(((((int64_t)blockIdx.x) * (int64_t)256) + ((int64_t)((int)threadIdx.x))) + (int64_t)128)]);
  }
}

extern "C" __global__ void __launch_bounds__(128) gemv_n64_k128_wdtypefloat32_biasFalse_l32v4shc0r8s1_cuda_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ gemv_ptr, int64_t M, int64_t cse_v3) {
  alignas(64) float gemv_pad_rf_local_ptr[8];
  alignas(64) float W_local_ptr[4];
  alignas(64) float X_pad_local_ptr[32];
  alignas(64) float gemv_pad_local_ptr[8];
  alignas(64) float red_buf0_ptr[1];
  gemv_pad_rf_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int64_t cse_v1 = (((int64_t)threadIdx.x) * (int64_t)4);
  *(float4*)(W_local_ptr + 0) = *(float4*)(W_ptr + (((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.y) * (int64_t)128)) + (((int64_t)threadIdx.x) * (int64_t)4)));
  W_local_ptr[0] = W_local_ptr[0];
  W_local_ptr[1] = W_local_ptr[1];
  W_local_ptr[2] = W_local_ptr[2];
  W_local_ptr[3] = W_local_ptr[3];
  int64_t cse_v2 = (((int64_t)blockIdx.y) * (int64_t)8);
  int64_t cse_v4 = ((((int64_t)blockIdx.y) * (int64_t)1024) + (((int64_t)threadIdx.x) * (int64_t)4));
  float4 condval;
  if ((((int64_t)blockIdx.y) * (int64_t)8) < M) {
    condval = *(float4*)(X_ptr + ((((int64_t)blockIdx.y) * (int64_t)1024) + (((int64_t)threadIdx.x) * (int64_t)4)));
  } else {
    condval = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(X_pad_local_ptr + (int64_t)0) = condval;
  float4 condval_1;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)1) < M) {
    condval_1 = *(float4*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)1024) + (((int64_t)threadIdx.x) * (int64_t)4)) + (int64_t)128));
  } else {
    condval_1 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(X_pad_local_ptr + (int64_t)4) = condval_1;
  float4 condval_2;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)2) < M) {
    condval_2 = *(float4*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)1024) + (((int64_t)threadIdx.x) * (int64_t)4)) + (int64_t)256));
  } else {
    condval_2 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(X_pad_local_ptr + (int64_t)8) = condval_2;
  float4 condval_3;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)3) < M) {
    condval_3 = *(float4*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)1024) + (((int64_t)threadIdx.x) * (int64_t)4)) + (int64_t)384));
  } else {
    condval_3 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(X_pad_local_ptr + (int64_t)12) = condval_3;
  float4 condval_4;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)4) < M) {
    condval_4 = *(float4*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)1024) + (((int64_t)threadIdx.x) * (int64_t)4)) + (int64_t)512));
  } else {
    condval_4 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(X_pad_local_ptr + (int64_t)16) = condval_4;
  float4 condval_5;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)5) < M) {
    condval_5 = *(float4*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)1024) + (((int64_t)threadIdx.x) * (int64_t)4)) + (int64_t)640));
  } else {
    condval_5 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(X_pad_local_ptr + (int64_t)20) = condval_5;
  float4 condval_6;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)6) < M) {
    condval_6 = *(float4*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)1024) + (((int64_t)threadIdx.x) * (int64_t)4)) + (int64_t)768));
  } else {
    condval_6 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(X_pad_local_ptr + (int64_t)24) = condval_6;
  float4 condval_7;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)7) < M) {
    condval_7 = *(float4*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)1024) + (((int64_t)threadIdx.x) * (int64_t)4)) + (int64_t)896));
  } else {
    condval_7 = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float4*)(X_pad_local_ptr + (int64_t)28) = condval_7;
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[0] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[4] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[8] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[12] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[16] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[20] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[24] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[28] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[1] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[5] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[9] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[13] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[17] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[21] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[25] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[29] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[2] * W_local_ptr[2]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[6] * W_local_ptr[2]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[10] * W_local_ptr[2]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[14] * W_local_ptr[2]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[18] * W_local_ptr[2]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[22] * W_local_ptr[2]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[26] * W_local_ptr[2]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[30] * W_local_ptr[2]));
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[3] * W_local_ptr[3]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[7] * W_local_ptr[3]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[11] * W_local_ptr[3]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[15] * W_local_ptr[3]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[19] * W_local_ptr[3]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[23] * W_local_ptr[3]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[27] * W_local_ptr[3]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[31] * W_local_ptr[3]));
  for (int ax1 = 0; ax1 < 8; ++ax1) {
    alignas(64) float t0_ptr[1];
    alignas(64) uint mask_ptr[1];
    red_buf0_ptr[0] = gemv_pad_rf_local_ptr[ax1];
    mask_ptr[0] = __activemask();
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    red_buf0_ptr[(int64_t)0] = __shfl_sync(mask_ptr[0], red_buf0_ptr[(int64_t)0], (((int64_t)threadIdx.y) * (int64_t)32), 32);
    gemv_pad_local_ptr[ax1] = red_buf0_ptr[0];
  }
  for (int64_t ax0 = (int64_t)0; ax0 < (int64_t)8; ++ax0) {
    int64_t cse_v5 = ((((int64_t)blockIdx.y) * (int64_t)8) + ax0);
    if (((((int64_t)threadIdx.x) == (int64_t)0) && (((((int64_t)blockIdx.y) - cse_v3) < (int64_t)0) || (((((int64_t)blockIdx.y) * (int64_t)8) + ax0) == (int64_t)0))) && (((((int64_t)blockIdx.y) * (int64_t)8) + ax0) < M)) {
      gemv_ptr[((((((int64_t)blockIdx.y) * (int64_t)512) + (ax0 * (int64_t)64)) + (((int64_t)blockIdx.x) * (int64_t)4)) + ((int64_t)threadIdx.y))] = gemv_pad_local_ptr[ax0];
    }
  }
}

extern "C" __global__ void __launch_bounds__(128) gemv_n512_k64_wdtypefloat32_biasFalse_l32v2shc0r8s1_cuda_kernel(float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ gemv_ptr, int64_t M, int64_t cse_v3) {
  alignas(64) float gemv_pad_rf_local_ptr[8];
  alignas(64) float W_local_ptr[2];
  alignas(64) float X_pad_local_ptr[16];
  alignas(64) float gemv_pad_local_ptr[8];
  alignas(64) float red_buf0_ptr[1];
  gemv_pad_rf_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  gemv_pad_rf_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  int64_t cse_v1 = (((int64_t)threadIdx.x) * (int64_t)2);
  *(float2*)(W_local_ptr + 0) = *(float2*)(W_ptr + (((((int64_t)blockIdx.x) * (int64_t)256) + (((int64_t)threadIdx.y) * (int64_t)64)) + (((int64_t)threadIdx.x) * (int64_t)2)));
  W_local_ptr[0] = W_local_ptr[0];
  W_local_ptr[1] = W_local_ptr[1];
  int64_t cse_v2 = (((int64_t)blockIdx.y) * (int64_t)8);
  int64_t cse_v4 = ((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2));
  float2 condval;
  if ((((int64_t)blockIdx.y) * (int64_t)8) < M) {
    condval = *(float2*)(X_ptr + ((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)));
  } else {
    condval = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)0) = condval;
  float2 condval_1;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)1) < M) {
    condval_1 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)64));
  } else {
    condval_1 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)2) = condval_1;
  float2 condval_2;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)2) < M) {
    condval_2 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)128));
  } else {
    condval_2 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)4) = condval_2;
  float2 condval_3;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)3) < M) {
    condval_3 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)192));
  } else {
    condval_3 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)6) = condval_3;
  float2 condval_4;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)4) < M) {
    condval_4 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)256));
  } else {
    condval_4 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)8) = condval_4;
  float2 condval_5;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)5) < M) {
    condval_5 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)320));
  } else {
    condval_5 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)10) = condval_5;
  float2 condval_6;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)6) < M) {
    condval_6 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)384));
  } else {
    condval_6 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)12) = condval_6;
  float2 condval_7;
  if (((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)7) < M) {
    condval_7 = *(float2*)(X_ptr + (((((int64_t)blockIdx.y) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)2)) + (int64_t)448));
  } else {
    condval_7 = make_float2(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  }
  *(float2*)(X_pad_local_ptr + (int64_t)14) = condval_7;
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[0] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[2] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[4] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[6] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[8] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[10] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[12] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[14] * W_local_ptr[0]));
  gemv_pad_rf_local_ptr[0] = (gemv_pad_rf_local_ptr[0] + (X_pad_local_ptr[1] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[1] = (gemv_pad_rf_local_ptr[1] + (X_pad_local_ptr[3] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[2] = (gemv_pad_rf_local_ptr[2] + (X_pad_local_ptr[5] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[3] = (gemv_pad_rf_local_ptr[3] + (X_pad_local_ptr[7] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[4] = (gemv_pad_rf_local_ptr[4] + (X_pad_local_ptr[9] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[5] = (gemv_pad_rf_local_ptr[5] + (X_pad_local_ptr[11] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[6] = (gemv_pad_rf_local_ptr[6] + (X_pad_local_ptr[13] * W_local_ptr[1]));
  gemv_pad_rf_local_ptr[7] = (gemv_pad_rf_local_ptr[7] + (X_pad_local_ptr[15] * W_local_ptr[1]));
  for (int ax1 = 0; ax1 < 8; ++ax1) {
    alignas(64) float t0_ptr[1];
    alignas(64) uint mask_ptr[1];
    red_buf0_ptr[0] = gemv_pad_rf_local_ptr[ax1];
    mask_ptr[0] = __activemask();
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    red_buf0_ptr[(int64_t)0] = __shfl_sync(mask_ptr[0], red_buf0_ptr[(int64_t)0], (((int64_t)threadIdx.y) * (int64_t)32), 32);
    gemv_pad_local_ptr[ax1] = red_buf0_ptr[0];
  }
  for (int64_t ax0 = (int64_t)0; ax0 < (int64_t)8; ++ax0) {
    int64_t cse_v5 = ((((int64_t)blockIdx.y) * (int64_t)8) + ax0);
    if (((((int64_t)threadIdx.x) == (int64_t)0) && (((((int64_t)blockIdx.y) - cse_v3) < (int64_t)0) || (((((int64_t)blockIdx.y) * (int64_t)8) + ax0) == (int64_t)0))) && (((((int64_t)blockIdx.y) * (int64_t)8) + ax0) < M)) {
      gemv_ptr[((((((int64_t)blockIdx.y) * (int64_t)4096) + (ax0 * (int64_t)512)) + (((int64_t)blockIdx.x) * (int64_t)4)) + ((int64_t)threadIdx.y))] = gemv_pad_local_ptr[ax0];
    }
  }
}

extern "C" __global__ void __launch_bounds__(128) top2_v512_l128v4shc0r1s1_cuda_kernel(int* __restrict__ idx_ptr, float* __restrict__ logits_ptr, float* __restrict__ val_ptr, int64_t M) {
  alignas(64) float top2_v0_rf_local_ptr[1];
  alignas(64) int top2_v1_rf_local_ptr[1];
  alignas(64) float top2_v2_rf_local_ptr[1];
  alignas(64) int top2_v3_rf_local_ptr[1];
  __shared__ alignas(64) float red_result_ptr[1];
  __shared__ alignas(64) int red_result_ptr_1[1];
  __shared__ alignas(64) float red_result_ptr_2[1];
  __shared__ alignas(64) int red_result_ptr_3[1];
  top2_v0_rf_local_ptr[0] = -CUDART_INF_F;
  top2_v1_rf_local_ptr[0] = 2147483647;
  top2_v2_rf_local_ptr[0] = -CUDART_INF_F;
  top2_v3_rf_local_ptr[0] = 2147483647;
  for (int64_t k_2 = (int64_t)0; k_2 < (int64_t)4; ++k_2) {
    int64_t cse_v3 = (((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2);
    int cse_v4 = ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2));
    float condval_1;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_1 = -CUDART_INF_F;
    } else {
      condval_1 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_2;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_2 = -CUDART_INF_F;
    } else {
      condval_2 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval;
    if ((condval_1 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_2) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      condval = top2_v0_rf_local_ptr[0];
    } else {
      float condval_3;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_3 = -CUDART_INF_F;
      } else {
        condval_3 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      condval = condval_3;
    }
    float v_top2_v0_rf = condval;
    float condval_5;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_5 = -CUDART_INF_F;
    } else {
      condval_5 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_6;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_6 = -CUDART_INF_F;
    } else {
      condval_6 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    int condval_4;
    if ((condval_5 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_6) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      condval_4 = top2_v1_rf_local_ptr[0];
    } else {
      condval_4 = ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2));
    }
    int v_top2_v1_rf = condval_4;
    float condval_9;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_9 = -CUDART_INF_F;
    } else {
      condval_9 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_10;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_10 = -CUDART_INF_F;
    } else {
      condval_10 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_8;
    if ((condval_9 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_10) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      float condval_11;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_11 = -CUDART_INF_F;
      } else {
        condval_11 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      condval_8 = condval_11;
    } else {
      condval_8 = -CUDART_INF_F;
    }
    float condval_13;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_13 = -CUDART_INF_F;
    } else {
      condval_13 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_14;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_14 = -CUDART_INF_F;
    } else {
      condval_14 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_12;
    if ((condval_13 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_14) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      condval_12 = top2_v2_rf_local_ptr[0];
    } else {
      condval_12 = top2_v0_rf_local_ptr[0];
    }
    float condval_16;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_16 = -CUDART_INF_F;
    } else {
      condval_16 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_17;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_17 = -CUDART_INF_F;
    } else {
      condval_17 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_15;
    if ((condval_16 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_17) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      condval_15 = top2_v2_rf_local_ptr[0];
    } else {
      condval_15 = top2_v0_rf_local_ptr[0];
    }
    float condval_19;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_19 = -CUDART_INF_F;
    } else {
      condval_19 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_20;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_20 = -CUDART_INF_F;
    } else {
      condval_20 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_18;
    if ((condval_19 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_20) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      float condval_21;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_21 = -CUDART_INF_F;
      } else {
        condval_21 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      condval_18 = condval_21;
    } else {
      condval_18 = -CUDART_INF_F;
    }
    float condval_23;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_23 = -CUDART_INF_F;
    } else {
      condval_23 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_24;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_24 = -CUDART_INF_F;
    } else {
      condval_24 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    int condval_22;
    if ((condval_23 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_24) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      condval_22 = top2_v3_rf_local_ptr[0];
    } else {
      condval_22 = top2_v1_rf_local_ptr[0];
    }
    float condval_25;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_25 = -CUDART_INF_F;
    } else {
      condval_25 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_26;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_26 = -CUDART_INF_F;
    } else {
      condval_26 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_7;
    if ((condval_8 < condval_12) || ((condval_15 == condval_18) && (condval_22 < (((condval_25 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_26) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) ? ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2)) : 2147483647)))) {
      float condval_28;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_28 = -CUDART_INF_F;
      } else {
        condval_28 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      float condval_29;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_29 = -CUDART_INF_F;
      } else {
        condval_29 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      float condval_27;
      if ((condval_28 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_29) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
        condval_27 = top2_v2_rf_local_ptr[0];
      } else {
        condval_27 = top2_v0_rf_local_ptr[0];
      }
      condval_7 = condval_27;
    } else {
      float condval_31;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_31 = -CUDART_INF_F;
      } else {
        condval_31 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      float condval_32;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_32 = -CUDART_INF_F;
      } else {
        condval_32 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      float condval_30;
      if ((condval_31 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_32) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
        float condval_33;
        if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
          condval_33 = -CUDART_INF_F;
        } else {
          condval_33 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
        }
        condval_30 = condval_33;
      } else {
        condval_30 = -CUDART_INF_F;
      }
      condval_7 = condval_30;
    }
    float v_top2_v2_rf = condval_7;
    float condval_36;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_36 = -CUDART_INF_F;
    } else {
      condval_36 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_37;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_37 = -CUDART_INF_F;
    } else {
      condval_37 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_35;
    if ((condval_36 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_37) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      float condval_38;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_38 = -CUDART_INF_F;
      } else {
        condval_38 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      condval_35 = condval_38;
    } else {
      condval_35 = -CUDART_INF_F;
    }
    float condval_40;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_40 = -CUDART_INF_F;
    } else {
      condval_40 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_41;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_41 = -CUDART_INF_F;
    } else {
      condval_41 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_39;
    if ((condval_40 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_41) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      condval_39 = top2_v2_rf_local_ptr[0];
    } else {
      condval_39 = top2_v0_rf_local_ptr[0];
    }
    float condval_43;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_43 = -CUDART_INF_F;
    } else {
      condval_43 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_44;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_44 = -CUDART_INF_F;
    } else {
      condval_44 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_42;
    if ((condval_43 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_44) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      condval_42 = top2_v2_rf_local_ptr[0];
    } else {
      condval_42 = top2_v0_rf_local_ptr[0];
    }
    float condval_46;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_46 = -CUDART_INF_F;
    } else {
      condval_46 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_47;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_47 = -CUDART_INF_F;
    } else {
      condval_47 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_45;
    if ((condval_46 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_47) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      float condval_48;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_48 = -CUDART_INF_F;
      } else {
        condval_48 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      condval_45 = condval_48;
    } else {
      condval_45 = -CUDART_INF_F;
    }
    float condval_50;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_50 = -CUDART_INF_F;
    } else {
      condval_50 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_51;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_51 = -CUDART_INF_F;
    } else {
      condval_51 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    int condval_49;
    if ((condval_50 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_51) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
      condval_49 = top2_v3_rf_local_ptr[0];
    } else {
      condval_49 = top2_v1_rf_local_ptr[0];
    }
    float condval_52;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_52 = -CUDART_INF_F;
    } else {
      condval_52 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    float condval_53;
    if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
      condval_53 = -CUDART_INF_F;
    } else {
      condval_53 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
    }
    int condval_34;
    if ((condval_35 < condval_39) || ((condval_42 == condval_45) && (condval_49 < (((condval_52 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_53) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) ? ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2)) : 2147483647)))) {
      float condval_55;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_55 = -CUDART_INF_F;
      } else {
        condval_55 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      float condval_56;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_56 = -CUDART_INF_F;
      } else {
        condval_56 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      int condval_54;
      if ((condval_55 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_56) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) {
        condval_54 = top2_v3_rf_local_ptr[0];
      } else {
        condval_54 = top2_v1_rf_local_ptr[0];
      }
      condval_34 = condval_54;
    } else {
      float condval_57;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_57 = -CUDART_INF_F;
      } else {
        condval_57 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      float condval_58;
      if (logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)] != logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)]) {
        condval_58 = -CUDART_INF_F;
      } else {
        condval_58 = logits_ptr[(((((int64_t)blockIdx.x) * (int64_t)512) + (((int64_t)threadIdx.x) * (int64_t)4)) + k_2)];
      }
      condval_34 = (((condval_57 < top2_v0_rf_local_ptr[0]) || ((top2_v0_rf_local_ptr[0] == condval_58) && (top2_v1_rf_local_ptr[0] < ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2))))) ? ((((int)((int64_t)threadIdx.x)) * 4) + ((int)k_2)) : 2147483647);
    }
    int v_top2_v3_rf = condval_34;
    top2_v0_rf_local_ptr[0] = v_top2_v0_rf;
    top2_v1_rf_local_ptr[0] = v_top2_v1_rf;
    top2_v2_rf_local_ptr[0] = v_top2_v2_rf;
    top2_v3_rf_local_ptr[0] = v_top2_v3_rf;
  }
  __shared__ alignas(64) float red_buf_staging_ptr[4];
  __shared__ alignas(64) int red_buf_staging_ptr_1[4];
  __shared__ alignas(64) float red_buf_staging_ptr_2[4];
  __shared__ alignas(64) int red_buf_staging_ptr_3[4];
  alignas(64) float t0_ptr[1];
  alignas(64) int t1_ptr[1];
  alignas(64) float t2_ptr[1];
  alignas(64) int t3_ptr[1];
  alignas(64) uint mask_ptr[1];
  alignas(64) float red_buf0_ptr[1];
  alignas(64) int red_buf1_ptr[1];
  alignas(64) float red_buf2_ptr[1];
  alignas(64) int red_buf3_ptr[1];
  alignas(64) float t0_ptr_1[1];
  alignas(64) int t1_ptr_1[1];
  alignas(64) float t2_ptr_1[1];
  alignas(64) int t3_ptr_1[1];
  alignas(64) uint mask_ptr_1[1];
  alignas(64) float red_buf0_ptr_1[1];
  alignas(64) int red_buf1_ptr_1[1];
  alignas(64) float red_buf2_ptr_1[1];
  alignas(64) int red_buf3_ptr_1[1];
  red_buf0_ptr[0] = top2_v0_rf_local_ptr[0];
  red_buf1_ptr[0] = top2_v1_rf_local_ptr[0];
  red_buf2_ptr[0] = top2_v2_rf_local_ptr[0];
  red_buf3_ptr[0] = top2_v3_rf_local_ptr[0];
  mask_ptr[0] = __activemask();
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 16, 32);
  t2_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf2_ptr[0], 16, 32);
  t3_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf3_ptr[0], 16, 32);
  red_buf0_ptr[0] = (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf0_ptr[0] : t0_ptr[0]);
  red_buf1_ptr[0] = (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf1_ptr[0] : t1_ptr[0]);
  red_buf2_ptr[0] = ((((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0])) || (((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) == (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0])) && ((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0])))) ? (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) : (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]));
  red_buf3_ptr[0] = ((((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0])) || (((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) == (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0])) && ((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0])))) ? (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) : (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0]));
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 8, 32);
  t2_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf2_ptr[0], 8, 32);
  t3_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf3_ptr[0], 8, 32);
  red_buf0_ptr[0] = (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf0_ptr[0] : t0_ptr[0]);
  red_buf1_ptr[0] = (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf1_ptr[0] : t1_ptr[0]);
  red_buf2_ptr[0] = ((((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0])) || (((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) == (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0])) && ((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0])))) ? (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) : (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]));
  red_buf3_ptr[0] = ((((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0])) || (((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) == (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0])) && ((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0])))) ? (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) : (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0]));
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 4, 32);
  t2_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf2_ptr[0], 4, 32);
  t3_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf3_ptr[0], 4, 32);
  red_buf0_ptr[0] = (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf0_ptr[0] : t0_ptr[0]);
  red_buf1_ptr[0] = (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf1_ptr[0] : t1_ptr[0]);
  red_buf2_ptr[0] = ((((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0])) || (((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) == (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0])) && ((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0])))) ? (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) : (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]));
  red_buf3_ptr[0] = ((((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0])) || (((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) == (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0])) && ((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0])))) ? (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) : (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0]));
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 2, 32);
  t2_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf2_ptr[0], 2, 32);
  t3_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf3_ptr[0], 2, 32);
  red_buf0_ptr[0] = (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf0_ptr[0] : t0_ptr[0]);
  red_buf1_ptr[0] = (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf1_ptr[0] : t1_ptr[0]);
  red_buf2_ptr[0] = ((((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0])) || (((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) == (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0])) && ((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0])))) ? (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) : (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]));
  red_buf3_ptr[0] = ((((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0])) || (((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) == (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0])) && ((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0])))) ? (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) : (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0]));
  t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
  t1_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf1_ptr[0], 1, 32);
  t2_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf2_ptr[0], 1, 32);
  t3_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf3_ptr[0], 1, 32);
  red_buf0_ptr[0] = (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf0_ptr[0] : t0_ptr[0]);
  red_buf1_ptr[0] = (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf1_ptr[0] : t1_ptr[0]);
  red_buf2_ptr[0] = ((((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0])) || (((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) == (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0])) && ((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0])))) ? (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) : (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]));
  red_buf3_ptr[0] = ((((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0])) || (((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf2_ptr[0] : red_buf0_ptr[0]) == (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t0_ptr[0] : t2_ptr[0])) && ((((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) < (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0])))) ? (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? red_buf3_ptr[0] : red_buf1_ptr[0]) : (((t0_ptr[0] < red_buf0_ptr[0]) || ((red_buf0_ptr[0] == t0_ptr[0]) && (red_buf1_ptr[0] < t1_ptr[0]))) ? t1_ptr[0] : t3_ptr[0]));
  if ((((int64_t)threadIdx.x) % (int64_t)32) == (int64_t)0) {
    red_buf_staging_ptr[(((int64_t)threadIdx.x) >> (int64_t)5)] = red_buf0_ptr[0];
    red_buf_staging_ptr_1[(((int64_t)threadIdx.x) >> (int64_t)5)] = red_buf1_ptr[0];
    red_buf_staging_ptr_2[(((int64_t)threadIdx.x) >> (int64_t)5)] = red_buf2_ptr[0];
    red_buf_staging_ptr_3[(((int64_t)threadIdx.x) >> (int64_t)5)] = red_buf3_ptr[0];
  }
  __syncthreads();
  if (((int64_t)threadIdx.x) < (int64_t)4) {
    red_buf0_ptr_1[0] = red_buf_staging_ptr[((int64_t)threadIdx.x)];
    red_buf1_ptr_1[0] = red_buf_staging_ptr_1[((int64_t)threadIdx.x)];
    red_buf2_ptr_1[0] = red_buf_staging_ptr_2[((int64_t)threadIdx.x)];
    red_buf3_ptr_1[0] = red_buf_staging_ptr_3[((int64_t)threadIdx.x)];
  }
  mask_ptr_1[0] = __activemask();
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 2, 32);
  t1_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf1_ptr_1[0], 2, 32);
  t2_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf2_ptr_1[0], 2, 32);
  t3_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf3_ptr_1[0], 2, 32);
  red_buf0_ptr_1[0] = (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf0_ptr_1[0] : t0_ptr_1[0]);
  red_buf1_ptr_1[0] = (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf1_ptr_1[0] : t1_ptr_1[0]);
  red_buf2_ptr_1[0] = ((((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t0_ptr_1[0] : t2_ptr_1[0]) < (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf2_ptr_1[0] : red_buf0_ptr_1[0])) || (((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf2_ptr_1[0] : red_buf0_ptr_1[0]) == (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t0_ptr_1[0] : t2_ptr_1[0])) && ((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf3_ptr_1[0] : red_buf1_ptr_1[0]) < (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t1_ptr_1[0] : t3_ptr_1[0])))) ? (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf2_ptr_1[0] : red_buf0_ptr_1[0]) : (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t0_ptr_1[0] : t2_ptr_1[0]));
  red_buf3_ptr_1[0] = ((((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t0_ptr_1[0] : t2_ptr_1[0]) < (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf2_ptr_1[0] : red_buf0_ptr_1[0])) || (((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf2_ptr_1[0] : red_buf0_ptr_1[0]) == (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t0_ptr_1[0] : t2_ptr_1[0])) && ((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf3_ptr_1[0] : red_buf1_ptr_1[0]) < (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t1_ptr_1[0] : t3_ptr_1[0])))) ? (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf3_ptr_1[0] : red_buf1_ptr_1[0]) : (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t1_ptr_1[0] : t3_ptr_1[0]));
  t0_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf0_ptr_1[0], 1, 32);
  t1_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf1_ptr_1[0], 1, 32);
  t2_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf2_ptr_1[0], 1, 32);
  t3_ptr_1[0] = __shfl_down_sync(mask_ptr_1[0], red_buf3_ptr_1[0], 1, 32);
  red_buf0_ptr_1[0] = (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf0_ptr_1[0] : t0_ptr_1[0]);
  red_buf1_ptr_1[0] = (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf1_ptr_1[0] : t1_ptr_1[0]);
  red_buf2_ptr_1[0] = ((((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t0_ptr_1[0] : t2_ptr_1[0]) < (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf2_ptr_1[0] : red_buf0_ptr_1[0])) || (((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf2_ptr_1[0] : red_buf0_ptr_1[0]) == (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t0_ptr_1[0] : t2_ptr_1[0])) && ((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf3_ptr_1[0] : red_buf1_ptr_1[0]) < (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t1_ptr_1[0] : t3_ptr_1[0])))) ? (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf2_ptr_1[0] : red_buf0_ptr_1[0]) : (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t0_ptr_1[0] : t2_ptr_1[0]));
  red_buf3_ptr_1[0] = ((((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t0_ptr_1[0] : t2_ptr_1[0]) < (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf2_ptr_1[0] : red_buf0_ptr_1[0])) || (((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf2_ptr_1[0] : red_buf0_ptr_1[0]) == (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t0_ptr_1[0] : t2_ptr_1[0])) && ((((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf3_ptr_1[0] : red_buf1_ptr_1[0]) < (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t1_ptr_1[0] : t3_ptr_1[0])))) ? (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? red_buf3_ptr_1[0] : red_buf1_ptr_1[0]) : (((t0_ptr_1[0] < red_buf0_ptr_1[0]) || ((red_buf0_ptr_1[0] == t0_ptr_1[0]) && (red_buf1_ptr_1[0] < t1_ptr_1[0]))) ? t1_ptr_1[0] : t3_ptr_1[0]));
  if (((int64_t)threadIdx.x) == (int64_t)0) {
    ((volatile float*)red_result_ptr)[0] = red_buf0_ptr_1[0];
    ((volatile int*)red_result_ptr_1)[0] = red_buf1_ptr_1[0];
    ((volatile float*)red_result_ptr_2)[0] = red_buf2_ptr_1[0];
    ((volatile int*)red_result_ptr_3)[0] = red_buf3_ptr_1[0];
  }
  __syncthreads();
  int64_t cse_v2 = (((int64_t)blockIdx.x) * (int64_t)2);
  for (int64_t ax0 = (int64_t)0; ax0 < (int64_t)2; ++ax0) {
    if (((int64_t)threadIdx.x) == (int64_t)0) {
      float condval_59;
      if (ax0 == (int64_t)0) {
        condval_59 = ((volatile float*)red_result_ptr)[0];
      } else {
        condval_59 = ((volatile float*)red_result_ptr_2)[0];
      }
      val_ptr[((((int64_t)blockIdx.x) * (int64_t)2) + ax0)] = condval_59;
    }
  }
  for (int64_t ax0_1 = (int64_t)0; ax0_1 < (int64_t)2; ++ax0_1) {
    if (((int64_t)threadIdx.x) == (int64_t)0) {
      int condval_60;
      if (ax0_1 == (int64_t)0) {
        condval_60 = ((volatile int*)red_result_ptr_1)[0];
      } else {
        condval_60 = ((volatile int*)red_result_ptr_3)[0];
      }
      idx_ptr[((((int64_t)blockIdx.x) * (int64_t)2) + ax0_1)] = condval_60;
    }
  }
}

