
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
__forceinline__ __device__ void tvm_builtin_ptx_ld_relaxed_gpu_global_f32(float& __d, const void* __addr) {
  asm volatile("ld.relaxed.gpu.global.f32 %0, [%1];" : "=f"(__d) : "l"(__addr) : "memory");
}
__forceinline__ __device__ void tvm_builtin_ptx_ld_vec_relaxed_gpu_global_v2_f32(float& __d0, float& __d1, const void* __addr) {
  asm volatile("ld.relaxed.gpu.global.v2.f32 {%0, %1}, [%2];" : "=f"(__d0), "=f"(__d1) : "l"(__addr) : "memory");
}

template <typename T>
__forceinline__ __device__ T tvm_builtin_cuda_atomic_add(T* addr, T value) {
    return atomicAdd(addr, value);
}
__forceinline__ __device__ void tvm_builtin_ptx_fence_acq_rel_gpu() {
  asm volatile("fence.acq_rel.gpu;" :  :  : "memory");
}
extern "C" __global__ void __launch_bounds__(256) embed_vocab512_d64_wdtypefloat32_cuda_kernel(float* __restrict__ T_ptr, float* __restrict__ X_ptr, int* __restrict__ ids_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(64) gemv_n128_k64_wdtypefloat32_biasTrue_norm1em06_epiloguerope_kv_n_heads4_n_kv_heads2_head_dim16_max_ctx256_l16v4xoc0r8s1w2p1_cuda_kernel(float* __restrict__ B_ptr, float* __restrict__ Cos_ptr, float* __restrict__ Gn_ptr, float* __restrict__ Kc_ptr, int* __restrict__ Pos_ptr, float* __restrict__ Sin_ptr, float* __restrict__ Vc_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(128) attention_n_heads4_n_kv_heads2_head_dim16_max_ctx256_l64v1shc64r1s4_cuda_kernel(int* __restrict__ Cnt_ptr, float* __restrict__ Kc_ptr, float* __restrict__ Out_ptr, float* __restrict__ Part_ptr, int* __restrict__ Pos_ptr, float* __restrict__ Q_ptr, float* __restrict__ Vc_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(64) gemv_n64_k64_wdtypefloat32_biasFalse_epilogueresidual_l16v4xoc0r8s1w2p1_cuda_kernel(float* __restrict__ R_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(64) gemv_n256_k64_wdtypefloat32_biasFalse_norm1em06_epiloguesilu_mul_l16v4xoc0r8s1w2p1_cuda_kernel(float* __restrict__ Gn_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(64) gemv_n64_k128_wdtypefloat32_biasFalse_epilogueresidual_l16v4xoc0r8s1w2p1_cuda_kernel(float* __restrict__ R_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(64) gemv_n512_k64_wdtypefloat32_biasFalse_norm1em06_l16v4xoc0r8s1w2p1_cuda_kernel(float* __restrict__ Gn_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(128) top2_v512_l128v4shc0r1s1_cuda_kernel(int* __restrict__ idx_ptr, float* __restrict__ logits_ptr, float* __restrict__ val_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(512) sample_v512_l512v1sec0r1s1_cuda_kernel(int* __restrict__ CNT_ptr, float* __restrict__ L_ptr, int* __restrict__ OUT_ptr, int* __restrict__ PAR_ptr, int* __restrict__ PC_ptr, int* __restrict__ POS_ptr, int64_t* __restrict__ PS_ptr, int* __restrict__ QA_ptr, int* __restrict__ TOPI_ptr, float* __restrict__ TOPV_ptr, int64_t* __restrict__ W_ptr, int64_t M);
extern "C" __global__ void __launch_bounds__(256) embed_vocab512_d64_wdtypefloat32_cuda_kernel(float* __restrict__ T_ptr, float* __restrict__ X_ptr, int* __restrict__ ids_ptr, int64_t M) {
  if (((int)threadIdx.x) < 64) {
    X_ptr[((((int64_t)blockIdx.y) * (int64_t)64) + ((int64_t)((int)threadIdx.x)))] = T_ptr[((ids_ptr[((int64_t)blockIdx.y)] * 64) + ((int)threadIdx.x))];
  }
}

extern "C" __global__ void __launch_bounds__(64) gemv_n128_k64_wdtypefloat32_biasTrue_norm1em06_epiloguerope_kv_n_heads4_n_kv_heads2_head_dim16_max_ctx256_l16v4xoc0r8s1w2p1_cuda_kernel(float* __restrict__ B_ptr, float* __restrict__ Cos_ptr, float* __restrict__ Gn_ptr, float* __restrict__ Kc_ptr, int* __restrict__ Pos_ptr, float* __restrict__ Sin_ptr, float* __restrict__ Vc_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M) {
  alignas(64) float acc_ptr[16];
  alignas(64) float raw_ptr[8];
  alignas(64) float eb_ptr[2];
  alignas(64) int ep__ptr[8];
  alignas(64) float ec_ptr[8];
  alignas(64) float es_ptr[8];
  __shared__ alignas(64) float inv_ptr[8];
  alignas(64) float ss_ptr[1];
  alignas(64) float gv_ptr[4];
  alignas(64) float xv_ptr[32];
  for (int64_t rt = (int64_t)0; rt < ((M + (int64_t)7) >> (int64_t)3); ++rt) {
    for (int o = 0; o < 2; ++o) {
      for (int r = 0; r < 8; ++r) {
        acc_ptr[((o * 8) + r)] = 0x0p+0f/*0.000000e+00*/;
      }
    }
    int cse_v2 = (((int)threadIdx.x) & 15);
    int cse_v3 = (((int)blockIdx.x) >> 1);
    int cse_v4 = (((int)blockIdx.x) & 1);
    int cse_v5 = (((int)threadIdx.x) >> 4);
    int64_t cse_v6 = (rt * (int64_t)8);
    int cse_v11 = ((((int)blockIdx.x) >> 1) * 16);
    int cse_v12 = ((((int)blockIdx.x) & 1) * 4);
    int64_t cse_v13 = ((rt * (int64_t)8) + (int64_t)1);
    int64_t cse_v14 = ((rt * (int64_t)8) + (int64_t)2);
    int64_t cse_v15 = ((rt * (int64_t)8) + (int64_t)3);
    int64_t cse_v16 = ((rt * (int64_t)8) + (int64_t)4);
    int64_t cse_v17 = ((rt * (int64_t)8) + (int64_t)5);
    int64_t cse_v18 = ((rt * (int64_t)8) + (int64_t)6);
    int64_t cse_v19 = ((rt * (int64_t)8) + (int64_t)7);
    if ((((int)threadIdx.x) % 16) == 0) {
      int cse_v21 = ((((((int)blockIdx.x) >> 1) * 16) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4));
      eb_ptr[0] = B_ptr[((((((int)blockIdx.x) >> 1) * 16) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
      eb_ptr[1] = B_ptr[(((((((int)blockIdx.x) >> 1) * 16) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) + 8)];
      if ((rt * (int64_t)8) < M) {
        ep__ptr[0] = Pos_ptr[(rt * (int64_t)8)];
        ec_ptr[0] = Cos_ptr[(((ep__ptr[0] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
        es_ptr[0] = Sin_ptr[(((ep__ptr[0] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
      }
      if (((rt * (int64_t)8) + (int64_t)1) < M) {
        ep__ptr[1] = Pos_ptr[((rt * (int64_t)8) + (int64_t)1)];
        ec_ptr[1] = Cos_ptr[(((ep__ptr[1] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
        es_ptr[1] = Sin_ptr[(((ep__ptr[1] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
      }
      if (((rt * (int64_t)8) + (int64_t)2) < M) {
        ep__ptr[2] = Pos_ptr[((rt * (int64_t)8) + (int64_t)2)];
        ec_ptr[2] = Cos_ptr[(((ep__ptr[2] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
        es_ptr[2] = Sin_ptr[(((ep__ptr[2] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
      }
      if (((rt * (int64_t)8) + (int64_t)3) < M) {
        ep__ptr[3] = Pos_ptr[((rt * (int64_t)8) + (int64_t)3)];
        ec_ptr[3] = Cos_ptr[(((ep__ptr[3] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
        es_ptr[3] = Sin_ptr[(((ep__ptr[3] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
      }
      if (((rt * (int64_t)8) + (int64_t)4) < M) {
        ep__ptr[4] = Pos_ptr[((rt * (int64_t)8) + (int64_t)4)];
        ec_ptr[4] = Cos_ptr[(((ep__ptr[4] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
        es_ptr[4] = Sin_ptr[(((ep__ptr[4] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
      }
      if (((rt * (int64_t)8) + (int64_t)5) < M) {
        ep__ptr[5] = Pos_ptr[((rt * (int64_t)8) + (int64_t)5)];
        ec_ptr[5] = Cos_ptr[(((ep__ptr[5] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
        es_ptr[5] = Sin_ptr[(((ep__ptr[5] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
      }
      if (((rt * (int64_t)8) + (int64_t)6) < M) {
        ep__ptr[6] = Pos_ptr[((rt * (int64_t)8) + (int64_t)6)];
        ec_ptr[6] = Cos_ptr[(((ep__ptr[6] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
        es_ptr[6] = Sin_ptr[(((ep__ptr[6] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
      }
      if (((rt * (int64_t)8) + (int64_t)7) < M) {
        ep__ptr[7] = Pos_ptr[((rt * (int64_t)8) + (int64_t)7)];
        ec_ptr[7] = Cos_ptr[(((ep__ptr[7] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
        es_ptr[7] = Sin_ptr[(((ep__ptr[7] * 8) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4))];
      }
    }
    int64_t cse_v8 = ((int64_t)((int)threadIdx.x));
    int64_t cse_v9 = (rt * (int64_t)512);
    for (int i = 0; i < 4; ++i) {
      int64_t cse_v7 = ((int64_t)i);
      int64_t cse_v20 = (((int64_t)((int)threadIdx.x)) >> (int64_t)5);
      if ((((rt * (int64_t)8) + (((int64_t)i) * (int64_t)2)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)5)) < M) {
        ss_ptr[0] = 0x0p+0f/*0.000000e+00*/;
        int64_t cse_v24 = ((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31));
        ss_ptr[0] = (ss_ptr[0] + (X_ptr[((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31))] * X_ptr[((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31))]));
        int64_t cse_v25 = (((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31)) + (int64_t)32);
        ss_ptr[0] = (ss_ptr[0] + (X_ptr[(((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31)) + (int64_t)32)] * X_ptr[(((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31)) + (int64_t)32)]));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 16, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 8, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 4, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 2, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 1, 32));
        if ((((int)threadIdx.x) % 32) == 0) {
          inv_ptr[((i * 2) + (((int)threadIdx.x) >> 5))] = rsqrtf(((ss_ptr[0] / 0x1p+6f/*6.400000e+01*/) + 0x1.0c6f7a0b5ed8dp-20f/*1.000000e-06*/));
        }
      }
    }
    __syncthreads();
    int cse_v22 = ((((((int)blockIdx.x) >> 1) * 1024) + ((((int)blockIdx.x) & 1) * 256)) + (((int)threadIdx.x) * 4));
    *(float4*)(raw_ptr + 0) = *(float4*)(W_ptr + ((((((int)blockIdx.x) >> 1) * 1024) + ((((int)blockIdx.x) & 1) * 256)) + (((int)threadIdx.x) * 4)));
    *(float4*)(raw_ptr + 4) = *(float4*)(W_ptr + (((((((int)blockIdx.x) >> 1) * 1024) + ((((int)blockIdx.x) & 1) * 256)) + (((int)threadIdx.x) * 4)) + 512));
    raw_ptr[0] = raw_ptr[0];
    raw_ptr[1] = raw_ptr[1];
    raw_ptr[2] = raw_ptr[2];
    raw_ptr[3] = raw_ptr[3];
    raw_ptr[4] = raw_ptr[4];
    raw_ptr[5] = raw_ptr[5];
    raw_ptr[6] = raw_ptr[6];
    raw_ptr[7] = raw_ptr[7];
    *(float4*)(gv_ptr + 0) = *(float4*)(Gn_ptr + ((((int)threadIdx.x) & 15) * 4));
    int64_t cse_v23 = ((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4));
    if ((rt * (int64_t)8) < M) {
      *(float4*)(xv_ptr + 0) = *(float4*)(X_ptr + ((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)));
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      *(float4*)(xv_ptr + 4) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)64));
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      *(float4*)(xv_ptr + 8) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)128));
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      *(float4*)(xv_ptr + 12) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)192));
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      *(float4*)(xv_ptr + 16) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)256));
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      *(float4*)(xv_ptr + 20) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)320));
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      *(float4*)(xv_ptr + 24) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)384));
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      *(float4*)(xv_ptr + 28) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)448));
    }
    if ((rt * (int64_t)8) < M) {
      xv_ptr[0] = ((xv_ptr[0] * inv_ptr[0]) * gv_ptr[0]);
      xv_ptr[1] = ((xv_ptr[1] * inv_ptr[0]) * gv_ptr[1]);
      xv_ptr[2] = ((xv_ptr[2] * inv_ptr[0]) * gv_ptr[2]);
      xv_ptr[3] = ((xv_ptr[3] * inv_ptr[0]) * gv_ptr[3]);
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[0] * raw_ptr[0]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[1] * raw_ptr[1]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[2] * raw_ptr[2]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[3] * raw_ptr[3]));
      acc_ptr[8] = (acc_ptr[8] + (xv_ptr[0] * raw_ptr[4]));
      acc_ptr[8] = (acc_ptr[8] + (xv_ptr[1] * raw_ptr[5]));
      acc_ptr[8] = (acc_ptr[8] + (xv_ptr[2] * raw_ptr[6]));
      acc_ptr[8] = (acc_ptr[8] + (xv_ptr[3] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      xv_ptr[4] = ((xv_ptr[4] * inv_ptr[1]) * gv_ptr[0]);
      xv_ptr[5] = ((xv_ptr[5] * inv_ptr[1]) * gv_ptr[1]);
      xv_ptr[6] = ((xv_ptr[6] * inv_ptr[1]) * gv_ptr[2]);
      xv_ptr[7] = ((xv_ptr[7] * inv_ptr[1]) * gv_ptr[3]);
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[4] * raw_ptr[0]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[5] * raw_ptr[1]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[6] * raw_ptr[2]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[7] * raw_ptr[3]));
      acc_ptr[9] = (acc_ptr[9] + (xv_ptr[4] * raw_ptr[4]));
      acc_ptr[9] = (acc_ptr[9] + (xv_ptr[5] * raw_ptr[5]));
      acc_ptr[9] = (acc_ptr[9] + (xv_ptr[6] * raw_ptr[6]));
      acc_ptr[9] = (acc_ptr[9] + (xv_ptr[7] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      xv_ptr[8] = ((xv_ptr[8] * inv_ptr[2]) * gv_ptr[0]);
      xv_ptr[9] = ((xv_ptr[9] * inv_ptr[2]) * gv_ptr[1]);
      xv_ptr[10] = ((xv_ptr[10] * inv_ptr[2]) * gv_ptr[2]);
      xv_ptr[11] = ((xv_ptr[11] * inv_ptr[2]) * gv_ptr[3]);
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[8] * raw_ptr[0]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[9] * raw_ptr[1]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[10] * raw_ptr[2]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[11] * raw_ptr[3]));
      acc_ptr[10] = (acc_ptr[10] + (xv_ptr[8] * raw_ptr[4]));
      acc_ptr[10] = (acc_ptr[10] + (xv_ptr[9] * raw_ptr[5]));
      acc_ptr[10] = (acc_ptr[10] + (xv_ptr[10] * raw_ptr[6]));
      acc_ptr[10] = (acc_ptr[10] + (xv_ptr[11] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      xv_ptr[12] = ((xv_ptr[12] * inv_ptr[3]) * gv_ptr[0]);
      xv_ptr[13] = ((xv_ptr[13] * inv_ptr[3]) * gv_ptr[1]);
      xv_ptr[14] = ((xv_ptr[14] * inv_ptr[3]) * gv_ptr[2]);
      xv_ptr[15] = ((xv_ptr[15] * inv_ptr[3]) * gv_ptr[3]);
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[12] * raw_ptr[0]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[13] * raw_ptr[1]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[14] * raw_ptr[2]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[15] * raw_ptr[3]));
      acc_ptr[11] = (acc_ptr[11] + (xv_ptr[12] * raw_ptr[4]));
      acc_ptr[11] = (acc_ptr[11] + (xv_ptr[13] * raw_ptr[5]));
      acc_ptr[11] = (acc_ptr[11] + (xv_ptr[14] * raw_ptr[6]));
      acc_ptr[11] = (acc_ptr[11] + (xv_ptr[15] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      xv_ptr[16] = ((xv_ptr[16] * inv_ptr[4]) * gv_ptr[0]);
      xv_ptr[17] = ((xv_ptr[17] * inv_ptr[4]) * gv_ptr[1]);
      xv_ptr[18] = ((xv_ptr[18] * inv_ptr[4]) * gv_ptr[2]);
      xv_ptr[19] = ((xv_ptr[19] * inv_ptr[4]) * gv_ptr[3]);
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[16] * raw_ptr[0]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[17] * raw_ptr[1]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[18] * raw_ptr[2]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[19] * raw_ptr[3]));
      acc_ptr[12] = (acc_ptr[12] + (xv_ptr[16] * raw_ptr[4]));
      acc_ptr[12] = (acc_ptr[12] + (xv_ptr[17] * raw_ptr[5]));
      acc_ptr[12] = (acc_ptr[12] + (xv_ptr[18] * raw_ptr[6]));
      acc_ptr[12] = (acc_ptr[12] + (xv_ptr[19] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      xv_ptr[20] = ((xv_ptr[20] * inv_ptr[5]) * gv_ptr[0]);
      xv_ptr[21] = ((xv_ptr[21] * inv_ptr[5]) * gv_ptr[1]);
      xv_ptr[22] = ((xv_ptr[22] * inv_ptr[5]) * gv_ptr[2]);
      xv_ptr[23] = ((xv_ptr[23] * inv_ptr[5]) * gv_ptr[3]);
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[20] * raw_ptr[0]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[21] * raw_ptr[1]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[22] * raw_ptr[2]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[23] * raw_ptr[3]));
      acc_ptr[13] = (acc_ptr[13] + (xv_ptr[20] * raw_ptr[4]));
      acc_ptr[13] = (acc_ptr[13] + (xv_ptr[21] * raw_ptr[5]));
      acc_ptr[13] = (acc_ptr[13] + (xv_ptr[22] * raw_ptr[6]));
      acc_ptr[13] = (acc_ptr[13] + (xv_ptr[23] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      xv_ptr[24] = ((xv_ptr[24] * inv_ptr[6]) * gv_ptr[0]);
      xv_ptr[25] = ((xv_ptr[25] * inv_ptr[6]) * gv_ptr[1]);
      xv_ptr[26] = ((xv_ptr[26] * inv_ptr[6]) * gv_ptr[2]);
      xv_ptr[27] = ((xv_ptr[27] * inv_ptr[6]) * gv_ptr[3]);
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[24] * raw_ptr[0]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[25] * raw_ptr[1]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[26] * raw_ptr[2]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[27] * raw_ptr[3]));
      acc_ptr[14] = (acc_ptr[14] + (xv_ptr[24] * raw_ptr[4]));
      acc_ptr[14] = (acc_ptr[14] + (xv_ptr[25] * raw_ptr[5]));
      acc_ptr[14] = (acc_ptr[14] + (xv_ptr[26] * raw_ptr[6]));
      acc_ptr[14] = (acc_ptr[14] + (xv_ptr[27] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      xv_ptr[28] = ((xv_ptr[28] * inv_ptr[7]) * gv_ptr[0]);
      xv_ptr[29] = ((xv_ptr[29] * inv_ptr[7]) * gv_ptr[1]);
      xv_ptr[30] = ((xv_ptr[30] * inv_ptr[7]) * gv_ptr[2]);
      xv_ptr[31] = ((xv_ptr[31] * inv_ptr[7]) * gv_ptr[3]);
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[28] * raw_ptr[0]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[29] * raw_ptr[1]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[30] * raw_ptr[2]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[31] * raw_ptr[3]));
      acc_ptr[15] = (acc_ptr[15] + (xv_ptr[28] * raw_ptr[4]));
      acc_ptr[15] = (acc_ptr[15] + (xv_ptr[29] * raw_ptr[5]));
      acc_ptr[15] = (acc_ptr[15] + (xv_ptr[30] * raw_ptr[6]));
      acc_ptr[15] = (acc_ptr[15] + (xv_ptr[31] * raw_ptr[7]));
    }
    int64_t cse_v10 = ((int64_t)((int)blockIdx.x));
    int64_t cse_v26 = ((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4));
    if ((rt * (int64_t)8) < M) {
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 8, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 4, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 2, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 1, 16));
      acc_ptr[8] = (acc_ptr[8] + __shfl_xor_sync((uint)4294967295, acc_ptr[8], 8, 16));
      acc_ptr[8] = (acc_ptr[8] + __shfl_xor_sync((uint)4294967295, acc_ptr[8], 4, 16));
      acc_ptr[8] = (acc_ptr[8] + __shfl_xor_sync((uint)4294967295, acc_ptr[8], 2, 16));
      acc_ptr[8] = (acc_ptr[8] + __shfl_xor_sync((uint)4294967295, acc_ptr[8], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[0] = (acc_ptr[0] + eb_ptr[0]);
        acc_ptr[8] = (acc_ptr[8] + eb_ptr[1]);
        if (((int)blockIdx.x) < 8) {
          Y_ptr[((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4))] = ((acc_ptr[0] * ec_ptr[0]) - (acc_ptr[8] * es_ptr[0]));
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)8)] = ((acc_ptr[8] * ec_ptr[0]) + (acc_ptr[0] * es_ptr[0]));
        } else {
          if (((int)blockIdx.x) < 12) {
            Kc_ptr[(((((ep__ptr[0] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 64)] = ((acc_ptr[0] * ec_ptr[0]) - (acc_ptr[8] * es_ptr[0]));
            Kc_ptr[(((((ep__ptr[0] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 56)] = ((acc_ptr[8] * ec_ptr[0]) + (acc_ptr[0] * es_ptr[0]));
          } else {
            Vc_ptr[(((((ep__ptr[0] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 96)] = acc_ptr[0];
            Vc_ptr[(((((ep__ptr[0] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 88)] = acc_ptr[8];
          }
        }
      }
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 8, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 4, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 2, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 1, 16));
      acc_ptr[9] = (acc_ptr[9] + __shfl_xor_sync((uint)4294967295, acc_ptr[9], 8, 16));
      acc_ptr[9] = (acc_ptr[9] + __shfl_xor_sync((uint)4294967295, acc_ptr[9], 4, 16));
      acc_ptr[9] = (acc_ptr[9] + __shfl_xor_sync((uint)4294967295, acc_ptr[9], 2, 16));
      acc_ptr[9] = (acc_ptr[9] + __shfl_xor_sync((uint)4294967295, acc_ptr[9], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[1] = (acc_ptr[1] + eb_ptr[0]);
        acc_ptr[9] = (acc_ptr[9] + eb_ptr[1]);
        if (((int)blockIdx.x) < 8) {
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)64)] = ((acc_ptr[1] * ec_ptr[1]) - (acc_ptr[9] * es_ptr[1]));
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)72)] = ((acc_ptr[9] * ec_ptr[1]) + (acc_ptr[1] * es_ptr[1]));
        } else {
          if (((int)blockIdx.x) < 12) {
            Kc_ptr[(((((ep__ptr[1] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 64)] = ((acc_ptr[1] * ec_ptr[1]) - (acc_ptr[9] * es_ptr[1]));
            Kc_ptr[(((((ep__ptr[1] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 56)] = ((acc_ptr[9] * ec_ptr[1]) + (acc_ptr[1] * es_ptr[1]));
          } else {
            Vc_ptr[(((((ep__ptr[1] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 96)] = acc_ptr[1];
            Vc_ptr[(((((ep__ptr[1] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 88)] = acc_ptr[9];
          }
        }
      }
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 8, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 4, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 2, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 1, 16));
      acc_ptr[10] = (acc_ptr[10] + __shfl_xor_sync((uint)4294967295, acc_ptr[10], 8, 16));
      acc_ptr[10] = (acc_ptr[10] + __shfl_xor_sync((uint)4294967295, acc_ptr[10], 4, 16));
      acc_ptr[10] = (acc_ptr[10] + __shfl_xor_sync((uint)4294967295, acc_ptr[10], 2, 16));
      acc_ptr[10] = (acc_ptr[10] + __shfl_xor_sync((uint)4294967295, acc_ptr[10], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[2] = (acc_ptr[2] + eb_ptr[0]);
        acc_ptr[10] = (acc_ptr[10] + eb_ptr[1]);
        if (((int)blockIdx.x) < 8) {
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)128)] = ((acc_ptr[2] * ec_ptr[2]) - (acc_ptr[10] * es_ptr[2]));
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)136)] = ((acc_ptr[10] * ec_ptr[2]) + (acc_ptr[2] * es_ptr[2]));
        } else {
          if (((int)blockIdx.x) < 12) {
            Kc_ptr[(((((ep__ptr[2] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 64)] = ((acc_ptr[2] * ec_ptr[2]) - (acc_ptr[10] * es_ptr[2]));
            Kc_ptr[(((((ep__ptr[2] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 56)] = ((acc_ptr[10] * ec_ptr[2]) + (acc_ptr[2] * es_ptr[2]));
          } else {
            Vc_ptr[(((((ep__ptr[2] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 96)] = acc_ptr[2];
            Vc_ptr[(((((ep__ptr[2] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 88)] = acc_ptr[10];
          }
        }
      }
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 8, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 4, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 2, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 1, 16));
      acc_ptr[11] = (acc_ptr[11] + __shfl_xor_sync((uint)4294967295, acc_ptr[11], 8, 16));
      acc_ptr[11] = (acc_ptr[11] + __shfl_xor_sync((uint)4294967295, acc_ptr[11], 4, 16));
      acc_ptr[11] = (acc_ptr[11] + __shfl_xor_sync((uint)4294967295, acc_ptr[11], 2, 16));
      acc_ptr[11] = (acc_ptr[11] + __shfl_xor_sync((uint)4294967295, acc_ptr[11], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[3] = (acc_ptr[3] + eb_ptr[0]);
        acc_ptr[11] = (acc_ptr[11] + eb_ptr[1]);
        if (((int)blockIdx.x) < 8) {
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)192)] = ((acc_ptr[3] * ec_ptr[3]) - (acc_ptr[11] * es_ptr[3]));
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)200)] = ((acc_ptr[11] * ec_ptr[3]) + (acc_ptr[3] * es_ptr[3]));
        } else {
          if (((int)blockIdx.x) < 12) {
            Kc_ptr[(((((ep__ptr[3] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 64)] = ((acc_ptr[3] * ec_ptr[3]) - (acc_ptr[11] * es_ptr[3]));
            Kc_ptr[(((((ep__ptr[3] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 56)] = ((acc_ptr[11] * ec_ptr[3]) + (acc_ptr[3] * es_ptr[3]));
          } else {
            Vc_ptr[(((((ep__ptr[3] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 96)] = acc_ptr[3];
            Vc_ptr[(((((ep__ptr[3] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 88)] = acc_ptr[11];
          }
        }
      }
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 8, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 4, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 2, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 1, 16));
      acc_ptr[12] = (acc_ptr[12] + __shfl_xor_sync((uint)4294967295, acc_ptr[12], 8, 16));
      acc_ptr[12] = (acc_ptr[12] + __shfl_xor_sync((uint)4294967295, acc_ptr[12], 4, 16));
      acc_ptr[12] = (acc_ptr[12] + __shfl_xor_sync((uint)4294967295, acc_ptr[12], 2, 16));
      acc_ptr[12] = (acc_ptr[12] + __shfl_xor_sync((uint)4294967295, acc_ptr[12], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[4] = (acc_ptr[4] + eb_ptr[0]);
        acc_ptr[12] = (acc_ptr[12] + eb_ptr[1]);
        if (((int)blockIdx.x) < 8) {
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)256)] = ((acc_ptr[4] * ec_ptr[4]) - (acc_ptr[12] * es_ptr[4]));
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)264)] = ((acc_ptr[12] * ec_ptr[4]) + (acc_ptr[4] * es_ptr[4]));
        } else {
          if (((int)blockIdx.x) < 12) {
            Kc_ptr[(((((ep__ptr[4] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 64)] = ((acc_ptr[4] * ec_ptr[4]) - (acc_ptr[12] * es_ptr[4]));
            Kc_ptr[(((((ep__ptr[4] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 56)] = ((acc_ptr[12] * ec_ptr[4]) + (acc_ptr[4] * es_ptr[4]));
          } else {
            Vc_ptr[(((((ep__ptr[4] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 96)] = acc_ptr[4];
            Vc_ptr[(((((ep__ptr[4] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 88)] = acc_ptr[12];
          }
        }
      }
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 8, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 4, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 2, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 1, 16));
      acc_ptr[13] = (acc_ptr[13] + __shfl_xor_sync((uint)4294967295, acc_ptr[13], 8, 16));
      acc_ptr[13] = (acc_ptr[13] + __shfl_xor_sync((uint)4294967295, acc_ptr[13], 4, 16));
      acc_ptr[13] = (acc_ptr[13] + __shfl_xor_sync((uint)4294967295, acc_ptr[13], 2, 16));
      acc_ptr[13] = (acc_ptr[13] + __shfl_xor_sync((uint)4294967295, acc_ptr[13], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[5] = (acc_ptr[5] + eb_ptr[0]);
        acc_ptr[13] = (acc_ptr[13] + eb_ptr[1]);
        if (((int)blockIdx.x) < 8) {
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)320)] = ((acc_ptr[5] * ec_ptr[5]) - (acc_ptr[13] * es_ptr[5]));
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)328)] = ((acc_ptr[13] * ec_ptr[5]) + (acc_ptr[5] * es_ptr[5]));
        } else {
          if (((int)blockIdx.x) < 12) {
            Kc_ptr[(((((ep__ptr[5] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 64)] = ((acc_ptr[5] * ec_ptr[5]) - (acc_ptr[13] * es_ptr[5]));
            Kc_ptr[(((((ep__ptr[5] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 56)] = ((acc_ptr[13] * ec_ptr[5]) + (acc_ptr[5] * es_ptr[5]));
          } else {
            Vc_ptr[(((((ep__ptr[5] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 96)] = acc_ptr[5];
            Vc_ptr[(((((ep__ptr[5] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 88)] = acc_ptr[13];
          }
        }
      }
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 8, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 4, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 2, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 1, 16));
      acc_ptr[14] = (acc_ptr[14] + __shfl_xor_sync((uint)4294967295, acc_ptr[14], 8, 16));
      acc_ptr[14] = (acc_ptr[14] + __shfl_xor_sync((uint)4294967295, acc_ptr[14], 4, 16));
      acc_ptr[14] = (acc_ptr[14] + __shfl_xor_sync((uint)4294967295, acc_ptr[14], 2, 16));
      acc_ptr[14] = (acc_ptr[14] + __shfl_xor_sync((uint)4294967295, acc_ptr[14], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[6] = (acc_ptr[6] + eb_ptr[0]);
        acc_ptr[14] = (acc_ptr[14] + eb_ptr[1]);
        if (((int)blockIdx.x) < 8) {
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)384)] = ((acc_ptr[6] * ec_ptr[6]) - (acc_ptr[14] * es_ptr[6]));
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)392)] = ((acc_ptr[14] * ec_ptr[6]) + (acc_ptr[6] * es_ptr[6]));
        } else {
          if (((int)blockIdx.x) < 12) {
            Kc_ptr[(((((ep__ptr[6] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 64)] = ((acc_ptr[6] * ec_ptr[6]) - (acc_ptr[14] * es_ptr[6]));
            Kc_ptr[(((((ep__ptr[6] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 56)] = ((acc_ptr[14] * ec_ptr[6]) + (acc_ptr[6] * es_ptr[6]));
          } else {
            Vc_ptr[(((((ep__ptr[6] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 96)] = acc_ptr[6];
            Vc_ptr[(((((ep__ptr[6] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 88)] = acc_ptr[14];
          }
        }
      }
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 8, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 4, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 2, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 1, 16));
      acc_ptr[15] = (acc_ptr[15] + __shfl_xor_sync((uint)4294967295, acc_ptr[15], 8, 16));
      acc_ptr[15] = (acc_ptr[15] + __shfl_xor_sync((uint)4294967295, acc_ptr[15], 4, 16));
      acc_ptr[15] = (acc_ptr[15] + __shfl_xor_sync((uint)4294967295, acc_ptr[15], 2, 16));
      acc_ptr[15] = (acc_ptr[15] + __shfl_xor_sync((uint)4294967295, acc_ptr[15], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[7] = (acc_ptr[7] + eb_ptr[0]);
        acc_ptr[15] = (acc_ptr[15] + eb_ptr[1]);
        if (((int)blockIdx.x) < 8) {
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)448)] = ((acc_ptr[7] * ec_ptr[7]) - (acc_ptr[15] * es_ptr[7]));
          Y_ptr[(((((rt * (int64_t)512) + ((((int64_t)((int)blockIdx.x)) >> (int64_t)1) * (int64_t)16)) + ((((int64_t)((int)blockIdx.x)) & (int64_t)1) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)456)] = ((acc_ptr[15] * ec_ptr[7]) + (acc_ptr[7] * es_ptr[7]));
        } else {
          if (((int)blockIdx.x) < 12) {
            Kc_ptr[(((((ep__ptr[7] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 64)] = ((acc_ptr[7] * ec_ptr[7]) - (acc_ptr[15] * es_ptr[7]));
            Kc_ptr[(((((ep__ptr[7] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 56)] = ((acc_ptr[15] * ec_ptr[7]) + (acc_ptr[7] * es_ptr[7]));
          } else {
            Vc_ptr[(((((ep__ptr[7] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 96)] = acc_ptr[7];
            Vc_ptr[(((((ep__ptr[7] * 32) + ((((int)blockIdx.x) >> 1) * 16)) + ((((int)blockIdx.x) & 1) * 4)) + (((int)threadIdx.x) >> 4)) - 88)] = acc_ptr[15];
          }
        }
      }
    }
    __syncthreads();
  }
}

extern "C" __global__ void __launch_bounds__(128) attention_n_heads4_n_kv_heads2_head_dim16_max_ctx256_l64v1shc64r1s4_cuda_kernel(int* __restrict__ Cnt_ptr, float* __restrict__ Kc_ptr, float* __restrict__ Out_ptr, float* __restrict__ Part_ptr, int* __restrict__ Pos_ptr, float* __restrict__ Q_ptr, float* __restrict__ Vc_ptr, int64_t M) {
  alignas(64) int nl_ptr[4];
  alignas(64) float qv_ptr[1];
  __shared__ alignas(64) float q_s_ptr[64];
  alignas(64) float4 kr_ptr[2];
  alignas(64) float4 vr_ptr[2];
  __shared__ alignas(64) float4 k_s_ptr[319];
  __shared__ alignas(64) float v_s_ptr[1024];
  alignas(64) float st_ptr[2];
  alignas(64) float s_ptr[2];
  alignas(64) float red_ptr[2];
  alignas(64) float sc_ptr[2];
  __shared__ alignas(64) float p_s_ptr[256];
  alignas(64) float acc_c_ptr[1];
  __shared__ alignas(64) int last_ptr[2];
  alignas(64) int is_last_ptr[1];
  alignas(64) float mr_ptr[8];
  alignas(64) float acc_ptr[1];
  alignas(64) float mlb_ptr[2];
  alignas(64) float tile_ptr[32];
  alignas(64) float q4_ptr[4];
  alignas(64) float k4_ptr[8];
  int cse_v2 = (((int)threadIdx.y) * 32);
  int cse_v14 = ((((int)threadIdx.y) * 32) + ((int)threadIdx.x));
  int tid = ((((int)threadIdx.y) * 32) + ((int)threadIdx.x));
  int cse_v19 = (((((int)threadIdx.z) * 64) + (((int)threadIdx.y) * 32)) + ((int)threadIdx.x));
  int tidr = (((((int)threadIdx.z) * 64) + (((int)threadIdx.y) * 32)) + ((int)threadIdx.x));
  int h = ((((int)blockIdx.y) * 2) + ((int)threadIdx.y));
  int cse_v3 = ((int)((int64_t)blockIdx.x));
  int m = ((((int)((int64_t)blockIdx.x)) * 2) + ((int)threadIdx.z));
  nl_ptr[0] = 0;
  int64_t cse_v4 = ((int64_t)((int)threadIdx.z));
  int64_t cse_v15 = ((int64_t)((int)((int64_t)blockIdx.x)));
  int64_t cse_v23 = ((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)2) + ((int64_t)((int)threadIdx.z)));
  if (((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)2) + ((int64_t)((int)threadIdx.z))) < M) {
    nl_ptr[0] = (Pos_ptr[((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)2) + ((int64_t)((int)threadIdx.z)))] + 1);
  }
  nl_ptr[1] = 0;
  int64_t cse_v5 = (((int64_t)blockIdx.x) * (int64_t)2);
  int cse_v6 = (((int)blockIdx.z) * 64);
  if ((((int64_t)blockIdx.x) * (int64_t)2) < M) {
    nl_ptr[1] = max(nl_ptr[1], min(64, ((Pos_ptr[(((int64_t)blockIdx.x) * (int64_t)2)] + 1) - (((int)blockIdx.z) * 64))));
  }
  int64_t cse_v16 = ((((int64_t)blockIdx.x) * (int64_t)2) + (int64_t)1);
  if (((((int64_t)blockIdx.x) * (int64_t)2) + (int64_t)1) < M) {
    nl_ptr[1] = max(nl_ptr[1], min(64, ((Pos_ptr[((((int64_t)blockIdx.x) * (int64_t)2) + (int64_t)1)] + 1) - (((int)blockIdx.z) * 64))));
  }
  int n = ((nl_ptr[0] + 63) >> 6);
  bool live = (((int)blockIdx.z) < n);
  if (0 < nl_ptr[1]) {
    nl_ptr[2] = 0;
    int n_valid = min(64, (nl_ptr[0] - (((int)blockIdx.z) * 64)));
    int64_t cse_v7 = ((int64_t)((int)blockIdx.y));
    int64_t cse_v8 = ((int64_t)((int)threadIdx.y));
    int64_t cse_v9 = ((int64_t)((int)threadIdx.x));
    int cse_v10 = (((int)threadIdx.z) * 32);
    int64_t cse_v27 = (((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)128) + (((int64_t)((int)threadIdx.z)) * (int64_t)64)) + (((int64_t)((int)blockIdx.y)) * (int64_t)32));
    if (((int)blockIdx.z) < n) {
      int e = ((((int)threadIdx.y) * 32) + ((int)threadIdx.x));
      if (((int)threadIdx.y) < 1) {
        qv_ptr[0] = Q_ptr[(((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)128) + (((int64_t)((int)threadIdx.z)) * (int64_t)64)) + (((int64_t)((int)threadIdx.y)) * (int64_t)32)) + (((int64_t)((int)blockIdx.y)) * (int64_t)32)) + ((int64_t)((int)threadIdx.x)))];
      }
      int e_1 = ((((int)threadIdx.y) * 32) + ((int)threadIdx.x));
      if (((int)threadIdx.y) < 1) {
        q_s_ptr[((((int)threadIdx.z) * 32) + ((int)threadIdx.x))] = qv_ptr[0];
      }
    }
    int e_2 = (((((int)threadIdx.z) * 64) + (((int)threadIdx.y) * 32)) + ((int)threadIdx.x));
    int cse_v11 = (((int)threadIdx.x) >> 2);
    int cse_v12 = (((int)threadIdx.x) & 3);
    int cse_v20 = (((((int)threadIdx.z) * 16) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2));
    int cse_v29 = ((((((((int)blockIdx.z) * 2048) + (((int)threadIdx.z) * 512)) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 2) * 32)) + (((int)blockIdx.y) * 16)) + ((((int)threadIdx.x) & 3) * 4));
    if ((nl_ptr[2] <= (((((int)threadIdx.z) * 16) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2))) && ((((((int)threadIdx.z) * 16) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) < nl_ptr[1])) {
      kr_ptr[0] = *(float4*)(Kc_ptr + ((((((((int)blockIdx.z) * 2048) + (((int)threadIdx.z) * 512)) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 2) * 32)) + (((int)blockIdx.y) * 16)) + ((((int)threadIdx.x) & 3) * 4)));
      vr_ptr[0] = *(float4*)(Vc_ptr + ((((((((int)blockIdx.z) * 2048) + (((int)threadIdx.z) * 512)) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 2) * 32)) + (((int)blockIdx.y) * 16)) + ((((int)threadIdx.x) & 3) * 4)));
    }
    int cse_v24 = ((((((int)threadIdx.z) * 64) + (((int)threadIdx.y) * 32)) + ((int)threadIdx.x)) + 128);
    int e_3 = ((((((int)threadIdx.z) * 64) + (((int)threadIdx.y) * 32)) + ((int)threadIdx.x)) + 128);
    int cse_v25 = ((((((int)threadIdx.z) * 16) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) + 32);
    if ((nl_ptr[2] <= ((((((int)threadIdx.z) * 16) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) + 32)) && (((((((int)threadIdx.z) * 16) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) + 32) < nl_ptr[1])) {
      int cse_v31 = (((((((((int)blockIdx.z) * 2048) + (((int)threadIdx.z) * 512)) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 2) * 32)) + (((int)blockIdx.y) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 1024);
      kr_ptr[1] = *(float4*)(Kc_ptr + (((((((((int)blockIdx.z) * 2048) + (((int)threadIdx.z) * 512)) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 2) * 32)) + (((int)blockIdx.y) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 1024));
      vr_ptr[1] = *(float4*)(Vc_ptr + (((((((((int)blockIdx.z) * 2048) + (((int)threadIdx.z) * 512)) + (((int)threadIdx.y) * 256)) + ((((int)threadIdx.x) >> 2) * 32)) + (((int)blockIdx.y) * 16)) + ((((int)threadIdx.x) & 3) * 4)) + 1024));
    }
    int e_4 = (((((int)threadIdx.z) * 64) + (((int)threadIdx.y) * 32)) + ((int)threadIdx.x));
    int cse_v21 = (((((int)threadIdx.z) * 256) + (((int)threadIdx.y) * 128)) + (((int)threadIdx.x) * 4));
    int cse_v26 = ((((((int)threadIdx.z) * 80) + (((int)threadIdx.y) * 40)) + ((((int)threadIdx.x) >> 2) * 5)) + (((int)threadIdx.x) & 3));
    if ((nl_ptr[2] <= (((((int)threadIdx.z) * 16) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2))) && ((((((int)threadIdx.z) * 16) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) < nl_ptr[1])) {
      k_s_ptr[((((((int)threadIdx.z) * 80) + (((int)threadIdx.y) * 40)) + ((((int)threadIdx.x) >> 2) * 5)) + (((int)threadIdx.x) & 3))] = kr_ptr[0];
      *(float4*)(v_s_ptr + (((((int)threadIdx.z) * 256) + (((int)threadIdx.y) * 128)) + (((int)threadIdx.x) * 4))) = vr_ptr[0];
    }
    int e_5 = ((((((int)threadIdx.z) * 64) + (((int)threadIdx.y) * 32)) + ((int)threadIdx.x)) + 128);
    if ((nl_ptr[2] <= ((((((int)threadIdx.z) * 16) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) + 32)) && (((((((int)threadIdx.z) * 16) + (((int)threadIdx.y) * 8)) + (((int)threadIdx.x) >> 2)) + 32) < nl_ptr[1])) {
      k_s_ptr[(((((((int)threadIdx.z) * 80) + (((int)threadIdx.y) * 40)) + ((((int)threadIdx.x) >> 2) * 5)) + (((int)threadIdx.x) & 3)) + 160)] = kr_ptr[1];
      *(float4*)(v_s_ptr + ((((((int)threadIdx.z) * 256) + (((int)threadIdx.y) * 128)) + (((int)threadIdx.x) * 4)) + 512)) = vr_ptr[1];
    }
    __syncthreads();
    int cse_v18 = ((((int)threadIdx.z) * 128) + (((int)threadIdx.y) * 64));
    if (((int)blockIdx.z) < n) {
      st_ptr[0] = 0x0p+0f/*0.000000e+00*/;
      st_ptr[1] = 0x0p+0f/*0.000000e+00*/;
      for (int d4 = 0; d4 < 4; ++d4) {
        *(float4*)(q4_ptr + 0) = *(float4*)(q_s_ptr + (((((int)threadIdx.z) * 32) + (((int)threadIdx.y) * 16)) + (d4 * 4)));
        int cse_v17 = ((((int)threadIdx.x) * 5) + d4);
        *(float4*)(k4_ptr + 0) = k_s_ptr[((((int)threadIdx.x) * 5) + d4)];
        *(float4*)(k4_ptr + 4) = k_s_ptr[(((((int)threadIdx.x) * 5) + d4) + 160)];
        st_ptr[0] = (st_ptr[0] + (q4_ptr[0] * k4_ptr[0]));
        st_ptr[1] = (st_ptr[1] + (q4_ptr[0] * k4_ptr[4]));
        st_ptr[0] = (st_ptr[0] + (q4_ptr[1] * k4_ptr[1]));
        st_ptr[1] = (st_ptr[1] + (q4_ptr[1] * k4_ptr[5]));
        st_ptr[0] = (st_ptr[0] + (q4_ptr[2] * k4_ptr[2]));
        st_ptr[1] = (st_ptr[1] + (q4_ptr[2] * k4_ptr[6]));
        st_ptr[0] = (st_ptr[0] + (q4_ptr[3] * k4_ptr[3]));
        st_ptr[1] = (st_ptr[1] + (q4_ptr[3] * k4_ptr[7]));
      }
      s_ptr[0] = -0x1.fffffep+127f/*-3.402823e+38*/;
      if (((int)threadIdx.x) < n_valid) {
        s_ptr[0] = (st_ptr[0] * 0x1p-2f/*2.500000e-01*/);
      }
      s_ptr[1] = -0x1.fffffep+127f/*-3.402823e+38*/;
      int cse_v13 = (((int)threadIdx.x) + 32);
      if ((((int)threadIdx.x) + 32) < n_valid) {
        s_ptr[1] = (st_ptr[1] * 0x1p-2f/*2.500000e-01*/);
      }
      red_ptr[0] = max(-0x1.fffffep+127f/*-3.402823e+38*/, s_ptr[0]);
      red_ptr[0] = max(red_ptr[0], __shfl_down_sync((uint)4294967295, red_ptr[0], 16, 32));
      red_ptr[0] = max(red_ptr[0], __shfl_down_sync((uint)4294967295, red_ptr[0], 8, 32));
      red_ptr[0] = max(red_ptr[0], __shfl_down_sync((uint)4294967295, red_ptr[0], 4, 32));
      red_ptr[0] = max(red_ptr[0], __shfl_down_sync((uint)4294967295, red_ptr[0], 2, 32));
      red_ptr[0] = max(red_ptr[0], __shfl_down_sync((uint)4294967295, red_ptr[0], 1, 32));
      red_ptr[1] = max(-0x1.fffffep+127f/*-3.402823e+38*/, s_ptr[1]);
      red_ptr[1] = max(red_ptr[1], __shfl_down_sync((uint)4294967295, red_ptr[1], 16, 32));
      red_ptr[1] = max(red_ptr[1], __shfl_down_sync((uint)4294967295, red_ptr[1], 8, 32));
      red_ptr[1] = max(red_ptr[1], __shfl_down_sync((uint)4294967295, red_ptr[1], 4, 32));
      red_ptr[1] = max(red_ptr[1], __shfl_down_sync((uint)4294967295, red_ptr[1], 2, 32));
      red_ptr[1] = max(red_ptr[1], __shfl_down_sync((uint)4294967295, red_ptr[1], 1, 32));
      sc_ptr[0] = __shfl_sync((uint)4294967295, max(red_ptr[0], red_ptr[1]), 0, 32);
      red_ptr[0] = 0x0p+0f/*0.000000e+00*/;
      float condval;
      if (((int)threadIdx.x) < n_valid) {
        condval = expf((s_ptr[0] - sc_ptr[0]));
      } else {
        condval = 0x0p+0f/*0.000000e+00*/;
      }
      s_ptr[0] = condval;
      int cse_v22 = (((((int)threadIdx.z) * 128) + (((int)threadIdx.y) * 64)) + ((int)threadIdx.x));
      p_s_ptr[(((((int)threadIdx.z) * 128) + (((int)threadIdx.y) * 64)) + ((int)threadIdx.x))] = s_ptr[0];
      red_ptr[0] = (red_ptr[0] + s_ptr[0]);
      red_ptr[0] = (red_ptr[0] + __shfl_down_sync((uint)4294967295, red_ptr[0], 16, 32));
      red_ptr[0] = (red_ptr[0] + __shfl_down_sync((uint)4294967295, red_ptr[0], 8, 32));
      red_ptr[0] = (red_ptr[0] + __shfl_down_sync((uint)4294967295, red_ptr[0], 4, 32));
      red_ptr[0] = (red_ptr[0] + __shfl_down_sync((uint)4294967295, red_ptr[0], 2, 32));
      red_ptr[0] = (red_ptr[0] + __shfl_down_sync((uint)4294967295, red_ptr[0], 1, 32));
      red_ptr[1] = 0x0p+0f/*0.000000e+00*/;
      float condval_1;
      if ((((int)threadIdx.x) + 32) < n_valid) {
        condval_1 = expf((s_ptr[1] - sc_ptr[0]));
      } else {
        condval_1 = 0x0p+0f/*0.000000e+00*/;
      }
      s_ptr[1] = condval_1;
      p_s_ptr[((((((int)threadIdx.z) * 128) + (((int)threadIdx.y) * 64)) + ((int)threadIdx.x)) + 32)] = s_ptr[1];
      red_ptr[1] = (red_ptr[1] + s_ptr[1]);
      red_ptr[1] = (red_ptr[1] + __shfl_down_sync((uint)4294967295, red_ptr[1], 16, 32));
      red_ptr[1] = (red_ptr[1] + __shfl_down_sync((uint)4294967295, red_ptr[1], 8, 32));
      red_ptr[1] = (red_ptr[1] + __shfl_down_sync((uint)4294967295, red_ptr[1], 4, 32));
      red_ptr[1] = (red_ptr[1] + __shfl_down_sync((uint)4294967295, red_ptr[1], 2, 32));
      red_ptr[1] = (red_ptr[1] + __shfl_down_sync((uint)4294967295, red_ptr[1], 1, 32));
      sc_ptr[1] = (red_ptr[0] + red_ptr[1]);
    }
    __syncthreads();
    int64_t cse_v30 = ((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80));
    if (((int)blockIdx.z) < n) {
      acc_c_ptr[0] = 0x0p+0f/*0.000000e+00*/;
      int64_t cse_v32 = (((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + (((int64_t)((int)blockIdx.z)) * (int64_t)20));
      if (((int)threadIdx.x) < 16) {
        for (int j = 0; j < n_valid; ++j) {
          acc_c_ptr[0] = (acc_c_ptr[0] + (p_s_ptr[(((((int)threadIdx.z) * 128) + (((int)threadIdx.y) * 64)) + j)] * v_s_ptr[((j * 16) + ((int)threadIdx.x))]));
        }
        Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + (((int64_t)((int)blockIdx.z)) * (int64_t)20)) + ((int64_t)((int)threadIdx.x)))] = acc_c_ptr[0];
      }
      if (((int)threadIdx.x) == 0) {
        Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + (((int64_t)((int)blockIdx.z)) * (int64_t)20)) + (int64_t)16)] = sc_ptr[0];
        Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + (((int64_t)((int)blockIdx.z)) * (int64_t)20)) + (int64_t)17)] = sc_ptr[1];
      }
    }
    nl_ptr[3] = 0;
    if ((((int64_t)blockIdx.x) * (int64_t)2) < M) {
      nl_ptr[3] = max(nl_ptr[3], (Pos_ptr[(((int64_t)blockIdx.x) * (int64_t)2)] + 1));
    }
    if (((((int64_t)blockIdx.x) * (int64_t)2) + (int64_t)1) < M) {
      nl_ptr[3] = max(nl_ptr[3], (Pos_ptr[((((int64_t)blockIdx.x) * (int64_t)2) + (int64_t)1)] + 1));
    }
    int64_t cse_v33 = (((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)128) + (((int64_t)((int)threadIdx.z)) * (int64_t)64)) + (((int64_t)((int)blockIdx.y)) * (int64_t)32)) + (((int64_t)((int)threadIdx.y)) * (int64_t)16)) + ((int64_t)((int)threadIdx.x)));
    if (nl_ptr[3] <= 64) {
      if (((int)blockIdx.z) < n) {
        sc_ptr[1] = __shfl_sync((uint)4294967295, sc_ptr[1], 0, 32);
        if (((int)threadIdx.x) < 16) {
          Out_ptr[(((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)128) + (((int64_t)((int)threadIdx.z)) * (int64_t)64)) + (((int64_t)((int)blockIdx.y)) * (int64_t)32)) + (((int64_t)((int)threadIdx.y)) * (int64_t)16)) + ((int64_t)((int)threadIdx.x)))] = (acc_c_ptr[0] / sc_ptr[1]);
        }
      }
    } else {
      tvm_builtin_ptx_fence_acq_rel_gpu();
      __syncthreads();
      int64_t cse_v28 = (((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)4) + (((int64_t)((int)threadIdx.z)) * (int64_t)2)) + ((int64_t)((int)blockIdx.y)));
      if (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) == 0) {
        last_ptr[((int)threadIdx.z)] = 0;
        if (((int)blockIdx.z) < n) {
          last_ptr[((int)threadIdx.z)] = ((int)(tvm_builtin_cuda_atomic_add((&(Cnt_ptr[(((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)4) + (((int64_t)((int)threadIdx.z)) * (int64_t)2)) + ((int64_t)((int)blockIdx.y)))])), 1) == (n - 1)));
        }
      }
      __syncthreads();
      is_last_ptr[0] = last_ptr[((int)threadIdx.z)];
      if ((((int)blockIdx.z) < n) && (is_last_ptr[0] == 1)) {
        tvm_builtin_ptx_fence_acq_rel_gpu();
        if (((((int)threadIdx.y) * 32) + ((int)threadIdx.x)) == 0) {
          Cnt_ptr[(((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)4) + (((int64_t)((int)threadIdx.z)) * (int64_t)2)) + ((int64_t)((int)blockIdx.y)))] = 0;
        }
        mr_ptr[1] = -0x1.fffffep+127f/*-3.402823e+38*/;
        mr_ptr[0] = 0x0p+0f/*0.000000e+00*/;
        acc_ptr[0] = 0x0p+0f/*0.000000e+00*/;
        mlb_ptr[0] = -0x1.fffffep+127f/*-3.402823e+38*/;
        mlb_ptr[1] = 0x0p+0f/*0.000000e+00*/;
        if (((int)threadIdx.x) < n) {
          tvm_builtin_ptx_ld_vec_relaxed_gpu_global_v2_f32(mlb_ptr[0], mlb_ptr[1], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + (((int64_t)((int)threadIdx.x)) * (int64_t)20)) + (int64_t)16)])));
        }
        int64_t cse_v34 = (((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x)));
        if ((0 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[0], (&(Part_ptr[(((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x)))])));
        }
        if ((1 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[1], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)20)])));
        }
        if ((2 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[2], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)40)])));
        }
        if ((3 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[3], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)60)])));
        }
        if ((4 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[4], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)80)])));
        }
        if ((5 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[5], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)100)])));
        }
        if ((6 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[6], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)120)])));
        }
        if ((7 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[7], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)140)])));
        }
        if ((8 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[8], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)160)])));
        }
        if ((9 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[9], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)180)])));
        }
        if ((10 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[10], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)200)])));
        }
        if ((11 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[11], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)220)])));
        }
        if ((12 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[12], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)240)])));
        }
        if ((13 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[13], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)260)])));
        }
        if ((14 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[14], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)280)])));
        }
        if ((15 < n) && (((int)threadIdx.x) < 16)) {
          tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[15], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)300)])));
        }
        if (0 < n) {
          if ((16 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[16], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)320)])));
          }
          if ((17 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[17], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)340)])));
          }
          if ((18 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[18], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)360)])));
          }
          if ((19 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[19], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)380)])));
          }
          if ((20 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[20], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)400)])));
          }
          if ((21 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[21], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)420)])));
          }
          if ((22 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[22], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)440)])));
          }
          if ((23 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[23], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)460)])));
          }
          if ((24 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[24], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)480)])));
          }
          if ((25 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[25], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)500)])));
          }
          if ((26 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[26], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)520)])));
          }
          if ((27 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[27], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)540)])));
          }
          if ((28 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[28], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)560)])));
          }
          if ((29 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[29], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)580)])));
          }
          if ((30 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[30], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)600)])));
          }
          if ((31 < n) && (((int)threadIdx.x) < 16)) {
            tvm_builtin_ptx_ld_relaxed_gpu_global_f32(tile_ptr[31], (&(Part_ptr[((((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)640) + (((int64_t)((int)threadIdx.z)) * (int64_t)320)) + (((int64_t)((int)blockIdx.y)) * (int64_t)160)) + (((int64_t)((int)threadIdx.y)) * (int64_t)80)) + ((int64_t)((int)threadIdx.x))) + (int64_t)620)])));
          }
          mr_ptr[2] = mlb_ptr[0];
          mr_ptr[3] = mlb_ptr[1];
          mr_ptr[4] = mr_ptr[2];
          mr_ptr[7] = __shfl_up_sync((uint)4294967295, mr_ptr[4], 1, 32);
          if (1 <= ((int)threadIdx.x)) {
            mr_ptr[4] = max(mr_ptr[4], mr_ptr[7]);
          }
          mr_ptr[7] = __shfl_up_sync((uint)4294967295, mr_ptr[4], 2, 32);
          if (2 <= ((int)threadIdx.x)) {
            mr_ptr[4] = max(mr_ptr[4], mr_ptr[7]);
          }
          mr_ptr[7] = __shfl_up_sync((uint)4294967295, mr_ptr[4], 4, 32);
          if (4 <= ((int)threadIdx.x)) {
            mr_ptr[4] = max(mr_ptr[4], mr_ptr[7]);
          }
          mr_ptr[7] = __shfl_up_sync((uint)4294967295, mr_ptr[4], 8, 32);
          if (8 <= ((int)threadIdx.x)) {
            mr_ptr[4] = max(mr_ptr[4], mr_ptr[7]);
          }
          mr_ptr[7] = __shfl_up_sync((uint)4294967295, mr_ptr[4], 16, 32);
          if (16 <= ((int)threadIdx.x)) {
            mr_ptr[4] = max(mr_ptr[4], mr_ptr[7]);
          }
          mr_ptr[7] = __shfl_up_sync((uint)4294967295, mr_ptr[4], 1, 32);
          if (((int)threadIdx.x) == 0) {
            mr_ptr[7] = mr_ptr[1];
          }
          mr_ptr[5] = expf((mr_ptr[7] - mr_ptr[4]));
          mr_ptr[6] = expf((mr_ptr[2] - mr_ptr[4]));
          mr_ptr[1] = __shfl_sync((uint)4294967295, mr_ptr[4], 31, 32);
          float a = __shfl_sync((uint)4294967295, mr_ptr[5], 0, 32);
          float b = __shfl_sync((uint)4294967295, mr_ptr[6], 0, 32);
          float lc = __shfl_sync((uint)4294967295, mr_ptr[3], 0, 32);
          mr_ptr[0] = lc;
          acc_ptr[0] = tile_ptr[0];
          float a_1 = __shfl_sync((uint)4294967295, mr_ptr[5], 1, 32);
          float b_1 = __shfl_sync((uint)4294967295, mr_ptr[6], 1, 32);
          float lc_1 = __shfl_sync((uint)4294967295, mr_ptr[3], 1, 32);
          if (1 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_1) + (lc_1 * b_1));
            acc_ptr[0] = ((acc_ptr[0] * a_1) + (tile_ptr[1] * b_1));
          }
          float a_2 = __shfl_sync((uint)4294967295, mr_ptr[5], 2, 32);
          float b_2 = __shfl_sync((uint)4294967295, mr_ptr[6], 2, 32);
          float lc_2 = __shfl_sync((uint)4294967295, mr_ptr[3], 2, 32);
          if (2 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_2) + (lc_2 * b_2));
            acc_ptr[0] = ((acc_ptr[0] * a_2) + (tile_ptr[2] * b_2));
          }
          float a_3 = __shfl_sync((uint)4294967295, mr_ptr[5], 3, 32);
          float b_3 = __shfl_sync((uint)4294967295, mr_ptr[6], 3, 32);
          float lc_3 = __shfl_sync((uint)4294967295, mr_ptr[3], 3, 32);
          if (3 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_3) + (lc_3 * b_3));
            acc_ptr[0] = ((acc_ptr[0] * a_3) + (tile_ptr[3] * b_3));
          }
          float a_4 = __shfl_sync((uint)4294967295, mr_ptr[5], 4, 32);
          float b_4 = __shfl_sync((uint)4294967295, mr_ptr[6], 4, 32);
          float lc_4 = __shfl_sync((uint)4294967295, mr_ptr[3], 4, 32);
          if (4 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_4) + (lc_4 * b_4));
            acc_ptr[0] = ((acc_ptr[0] * a_4) + (tile_ptr[4] * b_4));
          }
          float a_5 = __shfl_sync((uint)4294967295, mr_ptr[5], 5, 32);
          float b_5 = __shfl_sync((uint)4294967295, mr_ptr[6], 5, 32);
          float lc_5 = __shfl_sync((uint)4294967295, mr_ptr[3], 5, 32);
          if (5 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_5) + (lc_5 * b_5));
            acc_ptr[0] = ((acc_ptr[0] * a_5) + (tile_ptr[5] * b_5));
          }
          float a_6 = __shfl_sync((uint)4294967295, mr_ptr[5], 6, 32);
          float b_6 = __shfl_sync((uint)4294967295, mr_ptr[6], 6, 32);
          float lc_6 = __shfl_sync((uint)4294967295, mr_ptr[3], 6, 32);
          if (6 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_6) + (lc_6 * b_6));
            acc_ptr[0] = ((acc_ptr[0] * a_6) + (tile_ptr[6] * b_6));
          }
          float a_7 = __shfl_sync((uint)4294967295, mr_ptr[5], 7, 32);
          float b_7 = __shfl_sync((uint)4294967295, mr_ptr[6], 7, 32);
          float lc_7 = __shfl_sync((uint)4294967295, mr_ptr[3], 7, 32);
          if (7 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_7) + (lc_7 * b_7));
            acc_ptr[0] = ((acc_ptr[0] * a_7) + (tile_ptr[7] * b_7));
          }
          float a_8 = __shfl_sync((uint)4294967295, mr_ptr[5], 8, 32);
          float b_8 = __shfl_sync((uint)4294967295, mr_ptr[6], 8, 32);
          float lc_8 = __shfl_sync((uint)4294967295, mr_ptr[3], 8, 32);
          if (8 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_8) + (lc_8 * b_8));
            acc_ptr[0] = ((acc_ptr[0] * a_8) + (tile_ptr[8] * b_8));
          }
          float a_9 = __shfl_sync((uint)4294967295, mr_ptr[5], 9, 32);
          float b_9 = __shfl_sync((uint)4294967295, mr_ptr[6], 9, 32);
          float lc_9 = __shfl_sync((uint)4294967295, mr_ptr[3], 9, 32);
          if (9 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_9) + (lc_9 * b_9));
            acc_ptr[0] = ((acc_ptr[0] * a_9) + (tile_ptr[9] * b_9));
          }
          float a_10 = __shfl_sync((uint)4294967295, mr_ptr[5], 10, 32);
          float b_10 = __shfl_sync((uint)4294967295, mr_ptr[6], 10, 32);
          float lc_10 = __shfl_sync((uint)4294967295, mr_ptr[3], 10, 32);
          if (10 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_10) + (lc_10 * b_10));
            acc_ptr[0] = ((acc_ptr[0] * a_10) + (tile_ptr[10] * b_10));
          }
          float a_11 = __shfl_sync((uint)4294967295, mr_ptr[5], 11, 32);
          float b_11 = __shfl_sync((uint)4294967295, mr_ptr[6], 11, 32);
          float lc_11 = __shfl_sync((uint)4294967295, mr_ptr[3], 11, 32);
          if (11 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_11) + (lc_11 * b_11));
            acc_ptr[0] = ((acc_ptr[0] * a_11) + (tile_ptr[11] * b_11));
          }
          float a_12 = __shfl_sync((uint)4294967295, mr_ptr[5], 12, 32);
          float b_12 = __shfl_sync((uint)4294967295, mr_ptr[6], 12, 32);
          float lc_12 = __shfl_sync((uint)4294967295, mr_ptr[3], 12, 32);
          if (12 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_12) + (lc_12 * b_12));
            acc_ptr[0] = ((acc_ptr[0] * a_12) + (tile_ptr[12] * b_12));
          }
          float a_13 = __shfl_sync((uint)4294967295, mr_ptr[5], 13, 32);
          float b_13 = __shfl_sync((uint)4294967295, mr_ptr[6], 13, 32);
          float lc_13 = __shfl_sync((uint)4294967295, mr_ptr[3], 13, 32);
          if (13 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_13) + (lc_13 * b_13));
            acc_ptr[0] = ((acc_ptr[0] * a_13) + (tile_ptr[13] * b_13));
          }
          float a_14 = __shfl_sync((uint)4294967295, mr_ptr[5], 14, 32);
          float b_14 = __shfl_sync((uint)4294967295, mr_ptr[6], 14, 32);
          float lc_14 = __shfl_sync((uint)4294967295, mr_ptr[3], 14, 32);
          if (14 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_14) + (lc_14 * b_14));
            acc_ptr[0] = ((acc_ptr[0] * a_14) + (tile_ptr[14] * b_14));
          }
          float a_15 = __shfl_sync((uint)4294967295, mr_ptr[5], 15, 32);
          float b_15 = __shfl_sync((uint)4294967295, mr_ptr[6], 15, 32);
          float lc_15 = __shfl_sync((uint)4294967295, mr_ptr[3], 15, 32);
          if (15 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_15) + (lc_15 * b_15));
            acc_ptr[0] = ((acc_ptr[0] * a_15) + (tile_ptr[15] * b_15));
          }
        }
        if (16 < n) {
          float a_16 = __shfl_sync((uint)4294967295, mr_ptr[5], 16, 32);
          float b_16 = __shfl_sync((uint)4294967295, mr_ptr[6], 16, 32);
          float lc_16 = __shfl_sync((uint)4294967295, mr_ptr[3], 16, 32);
          mr_ptr[0] = ((mr_ptr[0] * a_16) + (lc_16 * b_16));
          acc_ptr[0] = ((acc_ptr[0] * a_16) + (tile_ptr[16] * b_16));
          float a_17 = __shfl_sync((uint)4294967295, mr_ptr[5], 17, 32);
          float b_17 = __shfl_sync((uint)4294967295, mr_ptr[6], 17, 32);
          float lc_17 = __shfl_sync((uint)4294967295, mr_ptr[3], 17, 32);
          if (17 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_17) + (lc_17 * b_17));
            acc_ptr[0] = ((acc_ptr[0] * a_17) + (tile_ptr[17] * b_17));
          }
          float a_18 = __shfl_sync((uint)4294967295, mr_ptr[5], 18, 32);
          float b_18 = __shfl_sync((uint)4294967295, mr_ptr[6], 18, 32);
          float lc_18 = __shfl_sync((uint)4294967295, mr_ptr[3], 18, 32);
          if (18 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_18) + (lc_18 * b_18));
            acc_ptr[0] = ((acc_ptr[0] * a_18) + (tile_ptr[18] * b_18));
          }
          float a_19 = __shfl_sync((uint)4294967295, mr_ptr[5], 19, 32);
          float b_19 = __shfl_sync((uint)4294967295, mr_ptr[6], 19, 32);
          float lc_19 = __shfl_sync((uint)4294967295, mr_ptr[3], 19, 32);
          if (19 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_19) + (lc_19 * b_19));
            acc_ptr[0] = ((acc_ptr[0] * a_19) + (tile_ptr[19] * b_19));
          }
          float a_20 = __shfl_sync((uint)4294967295, mr_ptr[5], 20, 32);
          float b_20 = __shfl_sync((uint)4294967295, mr_ptr[6], 20, 32);
          float lc_20 = __shfl_sync((uint)4294967295, mr_ptr[3], 20, 32);
          if (20 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_20) + (lc_20 * b_20));
            acc_ptr[0] = ((acc_ptr[0] * a_20) + (tile_ptr[20] * b_20));
          }
          float a_21 = __shfl_sync((uint)4294967295, mr_ptr[5], 21, 32);
          float b_21 = __shfl_sync((uint)4294967295, mr_ptr[6], 21, 32);
          float lc_21 = __shfl_sync((uint)4294967295, mr_ptr[3], 21, 32);
          if (21 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_21) + (lc_21 * b_21));
            acc_ptr[0] = ((acc_ptr[0] * a_21) + (tile_ptr[21] * b_21));
          }
          float a_22 = __shfl_sync((uint)4294967295, mr_ptr[5], 22, 32);
          float b_22 = __shfl_sync((uint)4294967295, mr_ptr[6], 22, 32);
          float lc_22 = __shfl_sync((uint)4294967295, mr_ptr[3], 22, 32);
          if (22 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_22) + (lc_22 * b_22));
            acc_ptr[0] = ((acc_ptr[0] * a_22) + (tile_ptr[22] * b_22));
          }
          float a_23 = __shfl_sync((uint)4294967295, mr_ptr[5], 23, 32);
          float b_23 = __shfl_sync((uint)4294967295, mr_ptr[6], 23, 32);
          float lc_23 = __shfl_sync((uint)4294967295, mr_ptr[3], 23, 32);
          if (23 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_23) + (lc_23 * b_23));
            acc_ptr[0] = ((acc_ptr[0] * a_23) + (tile_ptr[23] * b_23));
          }
          float a_24 = __shfl_sync((uint)4294967295, mr_ptr[5], 24, 32);
          float b_24 = __shfl_sync((uint)4294967295, mr_ptr[6], 24, 32);
          float lc_24 = __shfl_sync((uint)4294967295, mr_ptr[3], 24, 32);
          if (24 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_24) + (lc_24 * b_24));
            acc_ptr[0] = ((acc_ptr[0] * a_24) + (tile_ptr[24] * b_24));
          }
          float a_25 = __shfl_sync((uint)4294967295, mr_ptr[5], 25, 32);
          float b_25 = __shfl_sync((uint)4294967295, mr_ptr[6], 25, 32);
          float lc_25 = __shfl_sync((uint)4294967295, mr_ptr[3], 25, 32);
          if (25 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_25) + (lc_25 * b_25));
            acc_ptr[0] = ((acc_ptr[0] * a_25) + (tile_ptr[25] * b_25));
          }
          float a_26 = __shfl_sync((uint)4294967295, mr_ptr[5], 26, 32);
          float b_26 = __shfl_sync((uint)4294967295, mr_ptr[6], 26, 32);
          float lc_26 = __shfl_sync((uint)4294967295, mr_ptr[3], 26, 32);
          if (26 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_26) + (lc_26 * b_26));
            acc_ptr[0] = ((acc_ptr[0] * a_26) + (tile_ptr[26] * b_26));
          }
          float a_27 = __shfl_sync((uint)4294967295, mr_ptr[5], 27, 32);
          float b_27 = __shfl_sync((uint)4294967295, mr_ptr[6], 27, 32);
          float lc_27 = __shfl_sync((uint)4294967295, mr_ptr[3], 27, 32);
          if (27 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_27) + (lc_27 * b_27));
            acc_ptr[0] = ((acc_ptr[0] * a_27) + (tile_ptr[27] * b_27));
          }
          float a_28 = __shfl_sync((uint)4294967295, mr_ptr[5], 28, 32);
          float b_28 = __shfl_sync((uint)4294967295, mr_ptr[6], 28, 32);
          float lc_28 = __shfl_sync((uint)4294967295, mr_ptr[3], 28, 32);
          if (28 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_28) + (lc_28 * b_28));
            acc_ptr[0] = ((acc_ptr[0] * a_28) + (tile_ptr[28] * b_28));
          }
          float a_29 = __shfl_sync((uint)4294967295, mr_ptr[5], 29, 32);
          float b_29 = __shfl_sync((uint)4294967295, mr_ptr[6], 29, 32);
          float lc_29 = __shfl_sync((uint)4294967295, mr_ptr[3], 29, 32);
          if (29 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_29) + (lc_29 * b_29));
            acc_ptr[0] = ((acc_ptr[0] * a_29) + (tile_ptr[29] * b_29));
          }
          float a_30 = __shfl_sync((uint)4294967295, mr_ptr[5], 30, 32);
          float b_30 = __shfl_sync((uint)4294967295, mr_ptr[6], 30, 32);
          float lc_30 = __shfl_sync((uint)4294967295, mr_ptr[3], 30, 32);
          if (30 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_30) + (lc_30 * b_30));
            acc_ptr[0] = ((acc_ptr[0] * a_30) + (tile_ptr[30] * b_30));
          }
          float a_31 = __shfl_sync((uint)4294967295, mr_ptr[5], 31, 32);
          float b_31 = __shfl_sync((uint)4294967295, mr_ptr[6], 31, 32);
          float lc_31 = __shfl_sync((uint)4294967295, mr_ptr[3], 31, 32);
          if (31 < n) {
            mr_ptr[0] = ((mr_ptr[0] * a_31) + (lc_31 * b_31));
            acc_ptr[0] = ((acc_ptr[0] * a_31) + (tile_ptr[31] * b_31));
          }
        }
        if (((int)threadIdx.x) < 16) {
          Out_ptr[(((((((int64_t)((int)((int64_t)blockIdx.x))) * (int64_t)128) + (((int64_t)((int)threadIdx.z)) * (int64_t)64)) + (((int64_t)((int)blockIdx.y)) * (int64_t)32)) + (((int64_t)((int)threadIdx.y)) * (int64_t)16)) + ((int64_t)((int)threadIdx.x)))] = (acc_ptr[0] / mr_ptr[0]);
        }
      }
    }
  }
}

extern "C" __global__ void __launch_bounds__(64) gemv_n64_k64_wdtypefloat32_biasFalse_epilogueresidual_l16v4xoc0r8s1w2p1_cuda_kernel(float* __restrict__ R_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M) {
  alignas(64) float acc_ptr[8];
  alignas(64) float raw_ptr[4];
  alignas(64) float er_ptr[8];
  alignas(64) float xv_ptr[32];
  for (int64_t rt = (int64_t)0; rt < ((M + (int64_t)7) >> (int64_t)3); ++rt) {
    for (int r = 0; r < 8; ++r) {
      acc_ptr[r] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v2 = (((int)threadIdx.x) & 15);
    int64_t cse_v3 = (rt * (int64_t)8);
    int64_t cse_v4 = (rt * (int64_t)512);
    int64_t cse_v5 = ((int64_t)((int)threadIdx.x));
    int64_t cse_v6 = ((rt * (int64_t)8) + (int64_t)1);
    int64_t cse_v7 = ((rt * (int64_t)8) + (int64_t)2);
    int64_t cse_v8 = ((rt * (int64_t)8) + (int64_t)3);
    int64_t cse_v9 = ((rt * (int64_t)8) + (int64_t)4);
    int64_t cse_v10 = ((rt * (int64_t)8) + (int64_t)5);
    int64_t cse_v11 = ((rt * (int64_t)8) + (int64_t)6);
    int64_t cse_v12 = ((rt * (int64_t)8) + (int64_t)7);
    int64_t cse_v13 = (((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4));
    int64_t cse_v15 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)64);
    int64_t cse_v16 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)128);
    int64_t cse_v17 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)192);
    int64_t cse_v18 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)256);
    int64_t cse_v19 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)320);
    int64_t cse_v20 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)384);
    int64_t cse_v21 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)448);
    if ((((int)threadIdx.x) % 16) == 0) {
      if ((rt * (int64_t)8) < M) {
        er_ptr[0] = R_ptr[(((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4))];
      }
      if (((rt * (int64_t)8) + (int64_t)1) < M) {
        er_ptr[1] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)64)];
      }
      if (((rt * (int64_t)8) + (int64_t)2) < M) {
        er_ptr[2] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)128)];
      }
      if (((rt * (int64_t)8) + (int64_t)3) < M) {
        er_ptr[3] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)192)];
      }
      if (((rt * (int64_t)8) + (int64_t)4) < M) {
        er_ptr[4] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)256)];
      }
      if (((rt * (int64_t)8) + (int64_t)5) < M) {
        er_ptr[5] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)320)];
      }
      if (((rt * (int64_t)8) + (int64_t)6) < M) {
        er_ptr[6] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)384)];
      }
      if (((rt * (int64_t)8) + (int64_t)7) < M) {
        er_ptr[7] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)448)];
      }
    }
    *(float4*)(raw_ptr + 0) = *(float4*)(W_ptr + ((((int)blockIdx.x) * 256) + (((int)threadIdx.x) * 4)));
    raw_ptr[0] = raw_ptr[0];
    raw_ptr[1] = raw_ptr[1];
    raw_ptr[2] = raw_ptr[2];
    raw_ptr[3] = raw_ptr[3];
    int64_t cse_v14 = ((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4));
    if ((rt * (int64_t)8) < M) {
      *(float4*)(xv_ptr + 0) = *(float4*)(X_ptr + ((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)));
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      *(float4*)(xv_ptr + 4) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)64));
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      *(float4*)(xv_ptr + 8) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)128));
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      *(float4*)(xv_ptr + 12) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)192));
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      *(float4*)(xv_ptr + 16) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)256));
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      *(float4*)(xv_ptr + 20) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)320));
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      *(float4*)(xv_ptr + 24) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)384));
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      *(float4*)(xv_ptr + 28) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)448));
    }
    if ((rt * (int64_t)8) < M) {
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[0] * raw_ptr[0]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[1] * raw_ptr[1]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[2] * raw_ptr[2]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[3] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[4] * raw_ptr[0]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[5] * raw_ptr[1]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[6] * raw_ptr[2]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[7] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[8] * raw_ptr[0]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[9] * raw_ptr[1]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[10] * raw_ptr[2]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[11] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[12] * raw_ptr[0]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[13] * raw_ptr[1]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[14] * raw_ptr[2]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[15] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[16] * raw_ptr[0]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[17] * raw_ptr[1]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[18] * raw_ptr[2]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[19] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[20] * raw_ptr[0]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[21] * raw_ptr[1]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[22] * raw_ptr[2]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[23] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[24] * raw_ptr[0]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[25] * raw_ptr[1]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[26] * raw_ptr[2]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[27] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[28] * raw_ptr[0]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[29] * raw_ptr[1]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[30] * raw_ptr[2]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[31] * raw_ptr[3]));
    }
    if ((rt * (int64_t)8) < M) {
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 8, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 4, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 2, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[0] = (acc_ptr[0] + er_ptr[0]);
        Y_ptr[(((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4))] = acc_ptr[0];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 8, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 4, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 2, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[1] = (acc_ptr[1] + er_ptr[1]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)64)] = acc_ptr[1];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 8, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 4, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 2, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[2] = (acc_ptr[2] + er_ptr[2]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)128)] = acc_ptr[2];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 8, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 4, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 2, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[3] = (acc_ptr[3] + er_ptr[3]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)192)] = acc_ptr[3];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 8, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 4, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 2, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[4] = (acc_ptr[4] + er_ptr[4]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)256)] = acc_ptr[4];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 8, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 4, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 2, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[5] = (acc_ptr[5] + er_ptr[5]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)320)] = acc_ptr[5];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 8, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 4, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 2, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[6] = (acc_ptr[6] + er_ptr[6]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)384)] = acc_ptr[6];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 8, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 4, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 2, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[7] = (acc_ptr[7] + er_ptr[7]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)448)] = acc_ptr[7];
      }
    }
  }
}

extern "C" __global__ void __launch_bounds__(64) gemv_n256_k64_wdtypefloat32_biasFalse_norm1em06_epiloguesilu_mul_l16v4xoc0r8s1w2p1_cuda_kernel(float* __restrict__ Gn_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M) {
  alignas(64) float acc_ptr[16];
  alignas(64) float raw_ptr[8];
  __shared__ alignas(64) float inv_ptr[8];
  alignas(64) float ss_ptr[1];
  alignas(64) float gv_ptr[4];
  alignas(64) float xv_ptr[32];
  for (int64_t rt = (int64_t)0; rt < ((M + (int64_t)7) >> (int64_t)3); ++rt) {
    for (int o = 0; o < 2; ++o) {
      for (int r = 0; r < 8; ++r) {
        acc_ptr[((o * 8) + r)] = 0x0p+0f/*0.000000e+00*/;
      }
    }
    int64_t cse_v1 = (rt * (int64_t)8);
    int64_t cse_v3 = ((int64_t)((int)threadIdx.x));
    int64_t cse_v4 = (rt * (int64_t)512);
    for (int i = 0; i < 4; ++i) {
      int64_t cse_v2 = ((int64_t)i);
      int64_t cse_v6 = (((int64_t)((int)threadIdx.x)) >> (int64_t)5);
      if ((((rt * (int64_t)8) + (((int64_t)i) * (int64_t)2)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)5)) < M) {
        ss_ptr[0] = 0x0p+0f/*0.000000e+00*/;
        int64_t cse_v17 = ((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31));
        ss_ptr[0] = (ss_ptr[0] + (X_ptr[((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31))] * X_ptr[((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31))]));
        int64_t cse_v18 = (((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31)) + (int64_t)32);
        ss_ptr[0] = (ss_ptr[0] + (X_ptr[(((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31)) + (int64_t)32)] * X_ptr[(((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31)) + (int64_t)32)]));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 16, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 8, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 4, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 2, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 1, 32));
        if ((((int)threadIdx.x) % 32) == 0) {
          inv_ptr[((i * 2) + (((int)threadIdx.x) >> 5))] = rsqrtf(((ss_ptr[0] / 0x1p+6f/*6.400000e+01*/) + 0x1.0c6f7a0b5ed8dp-20f/*1.000000e-06*/));
        }
      }
    }
    __syncthreads();
    int cse_v7 = ((((int)blockIdx.x) * 256) + (((int)threadIdx.x) * 4));
    *(float4*)(raw_ptr + 0) = *(float4*)(W_ptr + ((((int)blockIdx.x) * 256) + (((int)threadIdx.x) * 4)));
    *(float4*)(raw_ptr + 4) = *(float4*)(W_ptr + (((((int)blockIdx.x) * 256) + (((int)threadIdx.x) * 4)) + 8192));
    raw_ptr[0] = raw_ptr[0];
    raw_ptr[1] = raw_ptr[1];
    raw_ptr[2] = raw_ptr[2];
    raw_ptr[3] = raw_ptr[3];
    raw_ptr[4] = raw_ptr[4];
    raw_ptr[5] = raw_ptr[5];
    raw_ptr[6] = raw_ptr[6];
    raw_ptr[7] = raw_ptr[7];
    int cse_v5 = (((int)threadIdx.x) & 15);
    *(float4*)(gv_ptr + 0) = *(float4*)(Gn_ptr + ((((int)threadIdx.x) & 15) * 4));
    int64_t cse_v15 = ((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4));
    if ((rt * (int64_t)8) < M) {
      *(float4*)(xv_ptr + 0) = *(float4*)(X_ptr + ((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)));
    }
    int64_t cse_v8 = ((rt * (int64_t)8) + (int64_t)1);
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      *(float4*)(xv_ptr + 4) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)64));
    }
    int64_t cse_v9 = ((rt * (int64_t)8) + (int64_t)2);
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      *(float4*)(xv_ptr + 8) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)128));
    }
    int64_t cse_v10 = ((rt * (int64_t)8) + (int64_t)3);
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      *(float4*)(xv_ptr + 12) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)192));
    }
    int64_t cse_v11 = ((rt * (int64_t)8) + (int64_t)4);
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      *(float4*)(xv_ptr + 16) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)256));
    }
    int64_t cse_v12 = ((rt * (int64_t)8) + (int64_t)5);
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      *(float4*)(xv_ptr + 20) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)320));
    }
    int64_t cse_v13 = ((rt * (int64_t)8) + (int64_t)6);
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      *(float4*)(xv_ptr + 24) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)384));
    }
    int64_t cse_v14 = ((rt * (int64_t)8) + (int64_t)7);
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      *(float4*)(xv_ptr + 28) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)448));
    }
    if ((rt * (int64_t)8) < M) {
      xv_ptr[0] = ((xv_ptr[0] * inv_ptr[0]) * gv_ptr[0]);
      xv_ptr[1] = ((xv_ptr[1] * inv_ptr[0]) * gv_ptr[1]);
      xv_ptr[2] = ((xv_ptr[2] * inv_ptr[0]) * gv_ptr[2]);
      xv_ptr[3] = ((xv_ptr[3] * inv_ptr[0]) * gv_ptr[3]);
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[0] * raw_ptr[0]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[1] * raw_ptr[1]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[2] * raw_ptr[2]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[3] * raw_ptr[3]));
      acc_ptr[8] = (acc_ptr[8] + (xv_ptr[0] * raw_ptr[4]));
      acc_ptr[8] = (acc_ptr[8] + (xv_ptr[1] * raw_ptr[5]));
      acc_ptr[8] = (acc_ptr[8] + (xv_ptr[2] * raw_ptr[6]));
      acc_ptr[8] = (acc_ptr[8] + (xv_ptr[3] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      xv_ptr[4] = ((xv_ptr[4] * inv_ptr[1]) * gv_ptr[0]);
      xv_ptr[5] = ((xv_ptr[5] * inv_ptr[1]) * gv_ptr[1]);
      xv_ptr[6] = ((xv_ptr[6] * inv_ptr[1]) * gv_ptr[2]);
      xv_ptr[7] = ((xv_ptr[7] * inv_ptr[1]) * gv_ptr[3]);
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[4] * raw_ptr[0]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[5] * raw_ptr[1]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[6] * raw_ptr[2]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[7] * raw_ptr[3]));
      acc_ptr[9] = (acc_ptr[9] + (xv_ptr[4] * raw_ptr[4]));
      acc_ptr[9] = (acc_ptr[9] + (xv_ptr[5] * raw_ptr[5]));
      acc_ptr[9] = (acc_ptr[9] + (xv_ptr[6] * raw_ptr[6]));
      acc_ptr[9] = (acc_ptr[9] + (xv_ptr[7] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      xv_ptr[8] = ((xv_ptr[8] * inv_ptr[2]) * gv_ptr[0]);
      xv_ptr[9] = ((xv_ptr[9] * inv_ptr[2]) * gv_ptr[1]);
      xv_ptr[10] = ((xv_ptr[10] * inv_ptr[2]) * gv_ptr[2]);
      xv_ptr[11] = ((xv_ptr[11] * inv_ptr[2]) * gv_ptr[3]);
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[8] * raw_ptr[0]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[9] * raw_ptr[1]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[10] * raw_ptr[2]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[11] * raw_ptr[3]));
      acc_ptr[10] = (acc_ptr[10] + (xv_ptr[8] * raw_ptr[4]));
      acc_ptr[10] = (acc_ptr[10] + (xv_ptr[9] * raw_ptr[5]));
      acc_ptr[10] = (acc_ptr[10] + (xv_ptr[10] * raw_ptr[6]));
      acc_ptr[10] = (acc_ptr[10] + (xv_ptr[11] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      xv_ptr[12] = ((xv_ptr[12] * inv_ptr[3]) * gv_ptr[0]);
      xv_ptr[13] = ((xv_ptr[13] * inv_ptr[3]) * gv_ptr[1]);
      xv_ptr[14] = ((xv_ptr[14] * inv_ptr[3]) * gv_ptr[2]);
      xv_ptr[15] = ((xv_ptr[15] * inv_ptr[3]) * gv_ptr[3]);
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[12] * raw_ptr[0]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[13] * raw_ptr[1]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[14] * raw_ptr[2]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[15] * raw_ptr[3]));
      acc_ptr[11] = (acc_ptr[11] + (xv_ptr[12] * raw_ptr[4]));
      acc_ptr[11] = (acc_ptr[11] + (xv_ptr[13] * raw_ptr[5]));
      acc_ptr[11] = (acc_ptr[11] + (xv_ptr[14] * raw_ptr[6]));
      acc_ptr[11] = (acc_ptr[11] + (xv_ptr[15] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      xv_ptr[16] = ((xv_ptr[16] * inv_ptr[4]) * gv_ptr[0]);
      xv_ptr[17] = ((xv_ptr[17] * inv_ptr[4]) * gv_ptr[1]);
      xv_ptr[18] = ((xv_ptr[18] * inv_ptr[4]) * gv_ptr[2]);
      xv_ptr[19] = ((xv_ptr[19] * inv_ptr[4]) * gv_ptr[3]);
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[16] * raw_ptr[0]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[17] * raw_ptr[1]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[18] * raw_ptr[2]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[19] * raw_ptr[3]));
      acc_ptr[12] = (acc_ptr[12] + (xv_ptr[16] * raw_ptr[4]));
      acc_ptr[12] = (acc_ptr[12] + (xv_ptr[17] * raw_ptr[5]));
      acc_ptr[12] = (acc_ptr[12] + (xv_ptr[18] * raw_ptr[6]));
      acc_ptr[12] = (acc_ptr[12] + (xv_ptr[19] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      xv_ptr[20] = ((xv_ptr[20] * inv_ptr[5]) * gv_ptr[0]);
      xv_ptr[21] = ((xv_ptr[21] * inv_ptr[5]) * gv_ptr[1]);
      xv_ptr[22] = ((xv_ptr[22] * inv_ptr[5]) * gv_ptr[2]);
      xv_ptr[23] = ((xv_ptr[23] * inv_ptr[5]) * gv_ptr[3]);
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[20] * raw_ptr[0]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[21] * raw_ptr[1]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[22] * raw_ptr[2]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[23] * raw_ptr[3]));
      acc_ptr[13] = (acc_ptr[13] + (xv_ptr[20] * raw_ptr[4]));
      acc_ptr[13] = (acc_ptr[13] + (xv_ptr[21] * raw_ptr[5]));
      acc_ptr[13] = (acc_ptr[13] + (xv_ptr[22] * raw_ptr[6]));
      acc_ptr[13] = (acc_ptr[13] + (xv_ptr[23] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      xv_ptr[24] = ((xv_ptr[24] * inv_ptr[6]) * gv_ptr[0]);
      xv_ptr[25] = ((xv_ptr[25] * inv_ptr[6]) * gv_ptr[1]);
      xv_ptr[26] = ((xv_ptr[26] * inv_ptr[6]) * gv_ptr[2]);
      xv_ptr[27] = ((xv_ptr[27] * inv_ptr[6]) * gv_ptr[3]);
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[24] * raw_ptr[0]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[25] * raw_ptr[1]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[26] * raw_ptr[2]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[27] * raw_ptr[3]));
      acc_ptr[14] = (acc_ptr[14] + (xv_ptr[24] * raw_ptr[4]));
      acc_ptr[14] = (acc_ptr[14] + (xv_ptr[25] * raw_ptr[5]));
      acc_ptr[14] = (acc_ptr[14] + (xv_ptr[26] * raw_ptr[6]));
      acc_ptr[14] = (acc_ptr[14] + (xv_ptr[27] * raw_ptr[7]));
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      xv_ptr[28] = ((xv_ptr[28] * inv_ptr[7]) * gv_ptr[0]);
      xv_ptr[29] = ((xv_ptr[29] * inv_ptr[7]) * gv_ptr[1]);
      xv_ptr[30] = ((xv_ptr[30] * inv_ptr[7]) * gv_ptr[2]);
      xv_ptr[31] = ((xv_ptr[31] * inv_ptr[7]) * gv_ptr[3]);
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[28] * raw_ptr[0]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[29] * raw_ptr[1]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[30] * raw_ptr[2]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[31] * raw_ptr[3]));
      acc_ptr[15] = (acc_ptr[15] + (xv_ptr[28] * raw_ptr[4]));
      acc_ptr[15] = (acc_ptr[15] + (xv_ptr[29] * raw_ptr[5]));
      acc_ptr[15] = (acc_ptr[15] + (xv_ptr[30] * raw_ptr[6]));
      acc_ptr[15] = (acc_ptr[15] + (xv_ptr[31] * raw_ptr[7]));
    }
    int64_t cse_v16 = (((rt * (int64_t)1024) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4));
    if ((rt * (int64_t)8) < M) {
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 8, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 4, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 2, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 1, 16));
      acc_ptr[8] = (acc_ptr[8] + __shfl_xor_sync((uint)4294967295, acc_ptr[8], 8, 16));
      acc_ptr[8] = (acc_ptr[8] + __shfl_xor_sync((uint)4294967295, acc_ptr[8], 4, 16));
      acc_ptr[8] = (acc_ptr[8] + __shfl_xor_sync((uint)4294967295, acc_ptr[8], 2, 16));
      acc_ptr[8] = (acc_ptr[8] + __shfl_xor_sync((uint)4294967295, acc_ptr[8], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[(((rt * (int64_t)1024) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4))] = ((acc_ptr[0] / (0x1p+0f/*1.000000e+00*/ + expf((acc_ptr[0] * -0x1p+0f/*-1.000000e+00*/)))) * acc_ptr[8]);
      }
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 8, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 4, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 2, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 1, 16));
      acc_ptr[9] = (acc_ptr[9] + __shfl_xor_sync((uint)4294967295, acc_ptr[9], 8, 16));
      acc_ptr[9] = (acc_ptr[9] + __shfl_xor_sync((uint)4294967295, acc_ptr[9], 4, 16));
      acc_ptr[9] = (acc_ptr[9] + __shfl_xor_sync((uint)4294967295, acc_ptr[9], 2, 16));
      acc_ptr[9] = (acc_ptr[9] + __shfl_xor_sync((uint)4294967295, acc_ptr[9], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)1024) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)128)] = ((acc_ptr[1] / (0x1p+0f/*1.000000e+00*/ + expf((acc_ptr[1] * -0x1p+0f/*-1.000000e+00*/)))) * acc_ptr[9]);
      }
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 8, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 4, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 2, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 1, 16));
      acc_ptr[10] = (acc_ptr[10] + __shfl_xor_sync((uint)4294967295, acc_ptr[10], 8, 16));
      acc_ptr[10] = (acc_ptr[10] + __shfl_xor_sync((uint)4294967295, acc_ptr[10], 4, 16));
      acc_ptr[10] = (acc_ptr[10] + __shfl_xor_sync((uint)4294967295, acc_ptr[10], 2, 16));
      acc_ptr[10] = (acc_ptr[10] + __shfl_xor_sync((uint)4294967295, acc_ptr[10], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)1024) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)256)] = ((acc_ptr[2] / (0x1p+0f/*1.000000e+00*/ + expf((acc_ptr[2] * -0x1p+0f/*-1.000000e+00*/)))) * acc_ptr[10]);
      }
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 8, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 4, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 2, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 1, 16));
      acc_ptr[11] = (acc_ptr[11] + __shfl_xor_sync((uint)4294967295, acc_ptr[11], 8, 16));
      acc_ptr[11] = (acc_ptr[11] + __shfl_xor_sync((uint)4294967295, acc_ptr[11], 4, 16));
      acc_ptr[11] = (acc_ptr[11] + __shfl_xor_sync((uint)4294967295, acc_ptr[11], 2, 16));
      acc_ptr[11] = (acc_ptr[11] + __shfl_xor_sync((uint)4294967295, acc_ptr[11], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)1024) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)384)] = ((acc_ptr[3] / (0x1p+0f/*1.000000e+00*/ + expf((acc_ptr[3] * -0x1p+0f/*-1.000000e+00*/)))) * acc_ptr[11]);
      }
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 8, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 4, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 2, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 1, 16));
      acc_ptr[12] = (acc_ptr[12] + __shfl_xor_sync((uint)4294967295, acc_ptr[12], 8, 16));
      acc_ptr[12] = (acc_ptr[12] + __shfl_xor_sync((uint)4294967295, acc_ptr[12], 4, 16));
      acc_ptr[12] = (acc_ptr[12] + __shfl_xor_sync((uint)4294967295, acc_ptr[12], 2, 16));
      acc_ptr[12] = (acc_ptr[12] + __shfl_xor_sync((uint)4294967295, acc_ptr[12], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)1024) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)512)] = ((acc_ptr[4] / (0x1p+0f/*1.000000e+00*/ + expf((acc_ptr[4] * -0x1p+0f/*-1.000000e+00*/)))) * acc_ptr[12]);
      }
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 8, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 4, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 2, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 1, 16));
      acc_ptr[13] = (acc_ptr[13] + __shfl_xor_sync((uint)4294967295, acc_ptr[13], 8, 16));
      acc_ptr[13] = (acc_ptr[13] + __shfl_xor_sync((uint)4294967295, acc_ptr[13], 4, 16));
      acc_ptr[13] = (acc_ptr[13] + __shfl_xor_sync((uint)4294967295, acc_ptr[13], 2, 16));
      acc_ptr[13] = (acc_ptr[13] + __shfl_xor_sync((uint)4294967295, acc_ptr[13], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)1024) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)640)] = ((acc_ptr[5] / (0x1p+0f/*1.000000e+00*/ + expf((acc_ptr[5] * -0x1p+0f/*-1.000000e+00*/)))) * acc_ptr[13]);
      }
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 8, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 4, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 2, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 1, 16));
      acc_ptr[14] = (acc_ptr[14] + __shfl_xor_sync((uint)4294967295, acc_ptr[14], 8, 16));
      acc_ptr[14] = (acc_ptr[14] + __shfl_xor_sync((uint)4294967295, acc_ptr[14], 4, 16));
      acc_ptr[14] = (acc_ptr[14] + __shfl_xor_sync((uint)4294967295, acc_ptr[14], 2, 16));
      acc_ptr[14] = (acc_ptr[14] + __shfl_xor_sync((uint)4294967295, acc_ptr[14], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)1024) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)768)] = ((acc_ptr[6] / (0x1p+0f/*1.000000e+00*/ + expf((acc_ptr[6] * -0x1p+0f/*-1.000000e+00*/)))) * acc_ptr[14]);
      }
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 8, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 4, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 2, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 1, 16));
      acc_ptr[15] = (acc_ptr[15] + __shfl_xor_sync((uint)4294967295, acc_ptr[15], 8, 16));
      acc_ptr[15] = (acc_ptr[15] + __shfl_xor_sync((uint)4294967295, acc_ptr[15], 4, 16));
      acc_ptr[15] = (acc_ptr[15] + __shfl_xor_sync((uint)4294967295, acc_ptr[15], 2, 16));
      acc_ptr[15] = (acc_ptr[15] + __shfl_xor_sync((uint)4294967295, acc_ptr[15], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)1024) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)896)] = ((acc_ptr[7] / (0x1p+0f/*1.000000e+00*/ + expf((acc_ptr[7] * -0x1p+0f/*-1.000000e+00*/)))) * acc_ptr[15]);
      }
    }
    __syncthreads();
  }
}

extern "C" __global__ void __launch_bounds__(64) gemv_n64_k128_wdtypefloat32_biasFalse_epilogueresidual_l16v4xoc0r8s1w2p1_cuda_kernel(float* __restrict__ R_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M) {
  alignas(64) float acc_ptr[8];
  alignas(64) float raw_ptr[8];
  alignas(64) float er_ptr[8];
  alignas(64) float wf_ptr[4];
  alignas(64) float xv_ptr[32];
  for (int64_t rt = (int64_t)0; rt < ((M + (int64_t)7) >> (int64_t)3); ++rt) {
    for (int r = 0; r < 8; ++r) {
      acc_ptr[r] = 0x0p+0f/*0.000000e+00*/;
    }
    int cse_v2 = (((int)threadIdx.x) & 15);
    int cse_v12 = (((((int)blockIdx.x) * 512) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 4));
    *(float4*)(raw_ptr + 0) = *(float4*)(W_ptr + (((((int)blockIdx.x) * 512) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 4)));
    int64_t cse_v3 = (rt * (int64_t)8);
    int64_t cse_v4 = ((int64_t)((int)threadIdx.x));
    int64_t cse_v5 = ((rt * (int64_t)8) + (int64_t)1);
    int64_t cse_v6 = ((rt * (int64_t)8) + (int64_t)2);
    int64_t cse_v7 = ((rt * (int64_t)8) + (int64_t)3);
    int64_t cse_v8 = ((rt * (int64_t)8) + (int64_t)4);
    int64_t cse_v9 = ((rt * (int64_t)8) + (int64_t)5);
    int64_t cse_v10 = ((rt * (int64_t)8) + (int64_t)6);
    int64_t cse_v11 = ((rt * (int64_t)8) + (int64_t)7);
    int64_t cse_v13 = (((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4));
    int64_t cse_v15 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)64);
    int64_t cse_v16 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)128);
    int64_t cse_v17 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)192);
    int64_t cse_v18 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)256);
    int64_t cse_v19 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)320);
    int64_t cse_v20 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)384);
    int64_t cse_v21 = ((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)448);
    if ((((int)threadIdx.x) % 16) == 0) {
      if ((rt * (int64_t)8) < M) {
        er_ptr[0] = R_ptr[(((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4))];
      }
      if (((rt * (int64_t)8) + (int64_t)1) < M) {
        er_ptr[1] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)64)];
      }
      if (((rt * (int64_t)8) + (int64_t)2) < M) {
        er_ptr[2] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)128)];
      }
      if (((rt * (int64_t)8) + (int64_t)3) < M) {
        er_ptr[3] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)192)];
      }
      if (((rt * (int64_t)8) + (int64_t)4) < M) {
        er_ptr[4] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)256)];
      }
      if (((rt * (int64_t)8) + (int64_t)5) < M) {
        er_ptr[5] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)320)];
      }
      if (((rt * (int64_t)8) + (int64_t)6) < M) {
        er_ptr[6] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)384)];
      }
      if (((rt * (int64_t)8) + (int64_t)7) < M) {
        er_ptr[7] = R_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)448)];
      }
    }
    *(float4*)(raw_ptr + 4) = *(float4*)(W_ptr + ((((((int)blockIdx.x) * 512) + ((((int)threadIdx.x) >> 4) * 128)) + ((((int)threadIdx.x) & 15) * 4)) + 64));
    wf_ptr[0] = raw_ptr[0];
    wf_ptr[1] = raw_ptr[1];
    wf_ptr[2] = raw_ptr[2];
    wf_ptr[3] = raw_ptr[3];
    int64_t cse_v14 = ((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4));
    if ((rt * (int64_t)8) < M) {
      *(float4*)(xv_ptr + 0) = *(float4*)(X_ptr + ((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)));
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      *(float4*)(xv_ptr + 4) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)128));
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      *(float4*)(xv_ptr + 8) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)256));
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      *(float4*)(xv_ptr + 12) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)384));
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      *(float4*)(xv_ptr + 16) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)512));
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      *(float4*)(xv_ptr + 20) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)640));
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      *(float4*)(xv_ptr + 24) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)768));
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      *(float4*)(xv_ptr + 28) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)896));
    }
    if ((rt * (int64_t)8) < M) {
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[0] * wf_ptr[0]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[1] * wf_ptr[1]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[2] * wf_ptr[2]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[3] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[4] * wf_ptr[0]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[5] * wf_ptr[1]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[6] * wf_ptr[2]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[7] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[8] * wf_ptr[0]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[9] * wf_ptr[1]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[10] * wf_ptr[2]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[11] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[12] * wf_ptr[0]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[13] * wf_ptr[1]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[14] * wf_ptr[2]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[15] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[16] * wf_ptr[0]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[17] * wf_ptr[1]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[18] * wf_ptr[2]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[19] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[20] * wf_ptr[0]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[21] * wf_ptr[1]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[22] * wf_ptr[2]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[23] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[24] * wf_ptr[0]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[25] * wf_ptr[1]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[26] * wf_ptr[2]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[27] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[28] * wf_ptr[0]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[29] * wf_ptr[1]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[30] * wf_ptr[2]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[31] * wf_ptr[3]));
    }
    wf_ptr[0] = raw_ptr[4];
    wf_ptr[1] = raw_ptr[5];
    wf_ptr[2] = raw_ptr[6];
    wf_ptr[3] = raw_ptr[7];
    if ((rt * (int64_t)8) < M) {
      *(float4*)(xv_ptr + 0) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)64));
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      *(float4*)(xv_ptr + 4) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)192));
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      *(float4*)(xv_ptr + 8) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)320));
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      *(float4*)(xv_ptr + 12) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)448));
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      *(float4*)(xv_ptr + 16) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)576));
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      *(float4*)(xv_ptr + 20) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)704));
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      *(float4*)(xv_ptr + 24) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)832));
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      *(float4*)(xv_ptr + 28) = *(float4*)(X_ptr + (((rt * (int64_t)1024) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)960));
    }
    if ((rt * (int64_t)8) < M) {
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[0] * wf_ptr[0]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[1] * wf_ptr[1]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[2] * wf_ptr[2]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[3] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[4] * wf_ptr[0]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[5] * wf_ptr[1]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[6] * wf_ptr[2]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[7] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[8] * wf_ptr[0]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[9] * wf_ptr[1]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[10] * wf_ptr[2]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[11] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[12] * wf_ptr[0]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[13] * wf_ptr[1]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[14] * wf_ptr[2]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[15] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[16] * wf_ptr[0]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[17] * wf_ptr[1]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[18] * wf_ptr[2]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[19] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[20] * wf_ptr[0]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[21] * wf_ptr[1]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[22] * wf_ptr[2]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[23] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[24] * wf_ptr[0]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[25] * wf_ptr[1]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[26] * wf_ptr[2]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[27] * wf_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[28] * wf_ptr[0]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[29] * wf_ptr[1]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[30] * wf_ptr[2]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[31] * wf_ptr[3]));
    }
    if ((rt * (int64_t)8) < M) {
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 8, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 4, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 2, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[0] = (acc_ptr[0] + er_ptr[0]);
        Y_ptr[(((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4))] = acc_ptr[0];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 8, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 4, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 2, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[1] = (acc_ptr[1] + er_ptr[1]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)64)] = acc_ptr[1];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 8, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 4, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 2, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[2] = (acc_ptr[2] + er_ptr[2]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)128)] = acc_ptr[2];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 8, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 4, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 2, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[3] = (acc_ptr[3] + er_ptr[3]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)192)] = acc_ptr[3];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 8, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 4, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 2, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[4] = (acc_ptr[4] + er_ptr[4]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)256)] = acc_ptr[4];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 8, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 4, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 2, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[5] = (acc_ptr[5] + er_ptr[5]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)320)] = acc_ptr[5];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 8, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 4, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 2, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[6] = (acc_ptr[6] + er_ptr[6]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)384)] = acc_ptr[6];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 8, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 4, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 2, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        acc_ptr[7] = (acc_ptr[7] + er_ptr[7]);
        Y_ptr[((((rt * (int64_t)512) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)448)] = acc_ptr[7];
      }
    }
  }
}

extern "C" __global__ void __launch_bounds__(64) gemv_n512_k64_wdtypefloat32_biasFalse_norm1em06_l16v4xoc0r8s1w2p1_cuda_kernel(float* __restrict__ Gn_ptr, float* __restrict__ W_ptr, float* __restrict__ X_ptr, float* __restrict__ Y_ptr, int64_t M) {
  alignas(64) float acc_ptr[8];
  alignas(64) float raw_ptr[4];
  __shared__ alignas(64) float inv_ptr[8];
  alignas(64) float ss_ptr[1];
  alignas(64) float gv_ptr[4];
  alignas(64) float xv_ptr[32];
  for (int64_t rt = (int64_t)0; rt < ((M + (int64_t)7) >> (int64_t)3); ++rt) {
    for (int r = 0; r < 8; ++r) {
      acc_ptr[r] = 0x0p+0f/*0.000000e+00*/;
    }
    int64_t cse_v1 = (rt * (int64_t)8);
    int64_t cse_v3 = ((int64_t)((int)threadIdx.x));
    int64_t cse_v4 = (rt * (int64_t)512);
    for (int i = 0; i < 4; ++i) {
      int64_t cse_v2 = ((int64_t)i);
      int64_t cse_v6 = (((int64_t)((int)threadIdx.x)) >> (int64_t)5);
      if ((((rt * (int64_t)8) + (((int64_t)i) * (int64_t)2)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)5)) < M) {
        ss_ptr[0] = 0x0p+0f/*0.000000e+00*/;
        int64_t cse_v16 = ((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31));
        ss_ptr[0] = (ss_ptr[0] + (X_ptr[((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31))] * X_ptr[((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31))]));
        int64_t cse_v17 = (((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31)) + (int64_t)32);
        ss_ptr[0] = (ss_ptr[0] + (X_ptr[(((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31)) + (int64_t)32)] * X_ptr[(((((rt * (int64_t)512) + (((int64_t)i) * (int64_t)128)) + ((((int64_t)((int)threadIdx.x)) >> (int64_t)5) * (int64_t)64)) + (((int64_t)((int)threadIdx.x)) & (int64_t)31)) + (int64_t)32)]));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 16, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 8, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 4, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 2, 32));
        ss_ptr[0] = (ss_ptr[0] + __shfl_xor_sync((uint)4294967295, ss_ptr[0], 1, 32));
        if ((((int)threadIdx.x) % 32) == 0) {
          inv_ptr[((i * 2) + (((int)threadIdx.x) >> 5))] = rsqrtf(((ss_ptr[0] / 0x1p+6f/*6.400000e+01*/) + 0x1.0c6f7a0b5ed8dp-20f/*1.000000e-06*/));
        }
      }
    }
    __syncthreads();
    *(float4*)(raw_ptr + 0) = *(float4*)(W_ptr + ((((int)blockIdx.x) * 256) + (((int)threadIdx.x) * 4)));
    raw_ptr[0] = raw_ptr[0];
    raw_ptr[1] = raw_ptr[1];
    raw_ptr[2] = raw_ptr[2];
    raw_ptr[3] = raw_ptr[3];
    int cse_v5 = (((int)threadIdx.x) & 15);
    *(float4*)(gv_ptr + 0) = *(float4*)(Gn_ptr + ((((int)threadIdx.x) & 15) * 4));
    int64_t cse_v14 = ((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4));
    if ((rt * (int64_t)8) < M) {
      *(float4*)(xv_ptr + 0) = *(float4*)(X_ptr + ((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)));
    }
    int64_t cse_v7 = ((rt * (int64_t)8) + (int64_t)1);
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      *(float4*)(xv_ptr + 4) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)64));
    }
    int64_t cse_v8 = ((rt * (int64_t)8) + (int64_t)2);
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      *(float4*)(xv_ptr + 8) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)128));
    }
    int64_t cse_v9 = ((rt * (int64_t)8) + (int64_t)3);
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      *(float4*)(xv_ptr + 12) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)192));
    }
    int64_t cse_v10 = ((rt * (int64_t)8) + (int64_t)4);
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      *(float4*)(xv_ptr + 16) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)256));
    }
    int64_t cse_v11 = ((rt * (int64_t)8) + (int64_t)5);
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      *(float4*)(xv_ptr + 20) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)320));
    }
    int64_t cse_v12 = ((rt * (int64_t)8) + (int64_t)6);
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      *(float4*)(xv_ptr + 24) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)384));
    }
    int64_t cse_v13 = ((rt * (int64_t)8) + (int64_t)7);
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      *(float4*)(xv_ptr + 28) = *(float4*)(X_ptr + (((rt * (int64_t)512) + ((((int64_t)((int)threadIdx.x)) & (int64_t)15) * (int64_t)4)) + (int64_t)448));
    }
    if ((rt * (int64_t)8) < M) {
      xv_ptr[0] = ((xv_ptr[0] * inv_ptr[0]) * gv_ptr[0]);
      xv_ptr[1] = ((xv_ptr[1] * inv_ptr[0]) * gv_ptr[1]);
      xv_ptr[2] = ((xv_ptr[2] * inv_ptr[0]) * gv_ptr[2]);
      xv_ptr[3] = ((xv_ptr[3] * inv_ptr[0]) * gv_ptr[3]);
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[0] * raw_ptr[0]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[1] * raw_ptr[1]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[2] * raw_ptr[2]));
      acc_ptr[0] = (acc_ptr[0] + (xv_ptr[3] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      xv_ptr[4] = ((xv_ptr[4] * inv_ptr[1]) * gv_ptr[0]);
      xv_ptr[5] = ((xv_ptr[5] * inv_ptr[1]) * gv_ptr[1]);
      xv_ptr[6] = ((xv_ptr[6] * inv_ptr[1]) * gv_ptr[2]);
      xv_ptr[7] = ((xv_ptr[7] * inv_ptr[1]) * gv_ptr[3]);
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[4] * raw_ptr[0]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[5] * raw_ptr[1]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[6] * raw_ptr[2]));
      acc_ptr[1] = (acc_ptr[1] + (xv_ptr[7] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      xv_ptr[8] = ((xv_ptr[8] * inv_ptr[2]) * gv_ptr[0]);
      xv_ptr[9] = ((xv_ptr[9] * inv_ptr[2]) * gv_ptr[1]);
      xv_ptr[10] = ((xv_ptr[10] * inv_ptr[2]) * gv_ptr[2]);
      xv_ptr[11] = ((xv_ptr[11] * inv_ptr[2]) * gv_ptr[3]);
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[8] * raw_ptr[0]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[9] * raw_ptr[1]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[10] * raw_ptr[2]));
      acc_ptr[2] = (acc_ptr[2] + (xv_ptr[11] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      xv_ptr[12] = ((xv_ptr[12] * inv_ptr[3]) * gv_ptr[0]);
      xv_ptr[13] = ((xv_ptr[13] * inv_ptr[3]) * gv_ptr[1]);
      xv_ptr[14] = ((xv_ptr[14] * inv_ptr[3]) * gv_ptr[2]);
      xv_ptr[15] = ((xv_ptr[15] * inv_ptr[3]) * gv_ptr[3]);
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[12] * raw_ptr[0]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[13] * raw_ptr[1]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[14] * raw_ptr[2]));
      acc_ptr[3] = (acc_ptr[3] + (xv_ptr[15] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      xv_ptr[16] = ((xv_ptr[16] * inv_ptr[4]) * gv_ptr[0]);
      xv_ptr[17] = ((xv_ptr[17] * inv_ptr[4]) * gv_ptr[1]);
      xv_ptr[18] = ((xv_ptr[18] * inv_ptr[4]) * gv_ptr[2]);
      xv_ptr[19] = ((xv_ptr[19] * inv_ptr[4]) * gv_ptr[3]);
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[16] * raw_ptr[0]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[17] * raw_ptr[1]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[18] * raw_ptr[2]));
      acc_ptr[4] = (acc_ptr[4] + (xv_ptr[19] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      xv_ptr[20] = ((xv_ptr[20] * inv_ptr[5]) * gv_ptr[0]);
      xv_ptr[21] = ((xv_ptr[21] * inv_ptr[5]) * gv_ptr[1]);
      xv_ptr[22] = ((xv_ptr[22] * inv_ptr[5]) * gv_ptr[2]);
      xv_ptr[23] = ((xv_ptr[23] * inv_ptr[5]) * gv_ptr[3]);
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[20] * raw_ptr[0]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[21] * raw_ptr[1]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[22] * raw_ptr[2]));
      acc_ptr[5] = (acc_ptr[5] + (xv_ptr[23] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      xv_ptr[24] = ((xv_ptr[24] * inv_ptr[6]) * gv_ptr[0]);
      xv_ptr[25] = ((xv_ptr[25] * inv_ptr[6]) * gv_ptr[1]);
      xv_ptr[26] = ((xv_ptr[26] * inv_ptr[6]) * gv_ptr[2]);
      xv_ptr[27] = ((xv_ptr[27] * inv_ptr[6]) * gv_ptr[3]);
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[24] * raw_ptr[0]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[25] * raw_ptr[1]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[26] * raw_ptr[2]));
      acc_ptr[6] = (acc_ptr[6] + (xv_ptr[27] * raw_ptr[3]));
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      xv_ptr[28] = ((xv_ptr[28] * inv_ptr[7]) * gv_ptr[0]);
      xv_ptr[29] = ((xv_ptr[29] * inv_ptr[7]) * gv_ptr[1]);
      xv_ptr[30] = ((xv_ptr[30] * inv_ptr[7]) * gv_ptr[2]);
      xv_ptr[31] = ((xv_ptr[31] * inv_ptr[7]) * gv_ptr[3]);
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[28] * raw_ptr[0]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[29] * raw_ptr[1]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[30] * raw_ptr[2]));
      acc_ptr[7] = (acc_ptr[7] + (xv_ptr[31] * raw_ptr[3]));
    }
    int64_t cse_v15 = (((rt * (int64_t)4096) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4));
    if ((rt * (int64_t)8) < M) {
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 8, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 4, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 2, 16));
      acc_ptr[0] = (acc_ptr[0] + __shfl_xor_sync((uint)4294967295, acc_ptr[0], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[(((rt * (int64_t)4096) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4))] = acc_ptr[0];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)1) < M) {
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 8, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 4, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 2, 16));
      acc_ptr[1] = (acc_ptr[1] + __shfl_xor_sync((uint)4294967295, acc_ptr[1], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)4096) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)512)] = acc_ptr[1];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)2) < M) {
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 8, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 4, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 2, 16));
      acc_ptr[2] = (acc_ptr[2] + __shfl_xor_sync((uint)4294967295, acc_ptr[2], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)4096) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)1024)] = acc_ptr[2];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)3) < M) {
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 8, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 4, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 2, 16));
      acc_ptr[3] = (acc_ptr[3] + __shfl_xor_sync((uint)4294967295, acc_ptr[3], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)4096) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)1536)] = acc_ptr[3];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)4) < M) {
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 8, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 4, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 2, 16));
      acc_ptr[4] = (acc_ptr[4] + __shfl_xor_sync((uint)4294967295, acc_ptr[4], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)4096) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)2048)] = acc_ptr[4];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)5) < M) {
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 8, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 4, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 2, 16));
      acc_ptr[5] = (acc_ptr[5] + __shfl_xor_sync((uint)4294967295, acc_ptr[5], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)4096) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)2560)] = acc_ptr[5];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)6) < M) {
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 8, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 4, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 2, 16));
      acc_ptr[6] = (acc_ptr[6] + __shfl_xor_sync((uint)4294967295, acc_ptr[6], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)4096) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)3072)] = acc_ptr[6];
      }
    }
    if (((rt * (int64_t)8) + (int64_t)7) < M) {
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 8, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 4, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 2, 16));
      acc_ptr[7] = (acc_ptr[7] + __shfl_xor_sync((uint)4294967295, acc_ptr[7], 1, 16));
      if ((((int)threadIdx.x) % 16) == 0) {
        Y_ptr[((((rt * (int64_t)4096) + (((int64_t)((int)blockIdx.x)) * (int64_t)4)) + (((int64_t)((int)threadIdx.x)) >> (int64_t)4)) + (int64_t)3584)] = acc_ptr[7];
      }
    }
    __syncthreads();
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

extern "C" __global__ void __launch_bounds__(512) sample_v512_l512v1sec0r1s1_cuda_kernel(int* __restrict__ CNT_ptr, float* __restrict__ L_ptr, int* __restrict__ OUT_ptr, int* __restrict__ PAR_ptr, int* __restrict__ PC_ptr, int* __restrict__ POS_ptr, int64_t* __restrict__ PS_ptr, int* __restrict__ QA_ptr, int* __restrict__ TOPI_ptr, float* __restrict__ TOPV_ptr, int64_t* __restrict__ W_ptr, int64_t M) {
  alignas(64) int64_t li_ptr[12];
  alignas(64) uint lu_ptr[8];
  __shared__ alignas(64) int64_t vals_ptr[1024];
  __shared__ alignas(64) int64_t cnts_ptr[512];
  __shared__ alignas(64) int64_t gs_ptr[32];
  __shared__ alignas(64) int64_t sc_ptr[13];
  alignas(64) int64_t lk_ptr[3];
  alignas(64) float lf_ptr[2];
  alignas(64) int64_t frac_ptr[1];
  alignas(64) int64_t pq_ptr[1];
  alignas(64) int64_t lo_ptr[1];
  __shared__ alignas(64) uint hl_ptr[1024];
  __shared__ alignas(64) uint hh_ptr[1024];
  alignas(64) int64_t shift_ptr[1];
  alignas(64) uint64_t lq_ptr[2];
  int64_t cse_v3 = (((int64_t)blockIdx.y) * (int64_t)8);
  int64_t cse_v4 = (((int64_t)blockIdx.y) * (int64_t)2);
  if (PAR_ptr[(((int64_t)blockIdx.y) * (int64_t)8)] == 0) {
    if (((int)threadIdx.x) == 0) {
      OUT_ptr[((int64_t)blockIdx.y)] = TOPI_ptr[(((int64_t)blockIdx.y) * (int64_t)2)];
    }
  } else {
    li_ptr[6] = (int64_t)0;
    li_ptr[7] = (int64_t)0;
    int64_t cse_v5 = (((int64_t)blockIdx.y) * (int64_t)512);
    int64_t cse_v6 = ((int64_t)((int)threadIdx.x));
    int64_t cse_v13 = ((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)));
    float condval;
    if (L_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))] != L_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]) {
      condval = -CUDART_INF_F;
    } else {
      condval = L_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))];
    }
    lf_ptr[0] = condval;
    li_ptr[0] = (int64_t)671088640;
    if (lf_ptr[0] == TOPV_ptr[(((int64_t)blockIdx.y) * (int64_t)2)]) {
      li_ptr[0] = (int64_t)0;
    } else {
        int v_ = PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)1)];
      lf_ptr[1] = ((TOPV_ptr[(((int64_t)blockIdx.y) * (int64_t)2)] - lf_ptr[0]) * (*(float *)(&(v_))));
      if (lf_ptr[1] < 0x1.4p+29f/*6.710886e+08*/) {
        li_ptr[0] = ((int64_t)((int)lf_ptr[1]));
      }
    }
    li_ptr[1] = (int64_t)0;
    if (li_ptr[0] < (int64_t)671088640) {
      frac_ptr[0] = (li_ptr[0] & (int64_t)16777215);
      lu_ptr[0] = ((uint)((((uint64_t)frac_ptr[0]) * (uint64_t)2977044472ULL) >> (uint64_t)24ULL));
      lu_ptr[1] = (uint)592;
      lu_ptr[1] = ((uint)5918 - ((uint)((((uint64_t)lu_ptr[1]) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL)));
      lu_ptr[1] = ((uint)53261 - ((uint)((((uint64_t)lu_ptr[1]) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL)));
      lu_ptr[1] = ((uint)426088 - ((uint)((((uint64_t)lu_ptr[1]) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL)));
      lu_ptr[1] = ((uint)2982616 - ((uint)((((uint64_t)lu_ptr[1]) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL)));
      lu_ptr[1] = ((uint)17895697 - ((uint)((((uint64_t)lu_ptr[1]) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL)));
      lu_ptr[1] = ((uint)89478485 - ((uint)((((uint64_t)lu_ptr[1]) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL)));
      lu_ptr[1] = ((uint)357913941 - ((uint)((((uint64_t)lu_ptr[1]) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL)));
      lu_ptr[1] = ((uint)1073741824 - ((uint)((((uint64_t)lu_ptr[1]) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL)));
      lu_ptr[1] = ((uint)2147483648 - ((uint)((((uint64_t)lu_ptr[1]) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL)));
      lu_ptr[1] = ((uint)2147483648 - ((uint)((((uint64_t)lu_ptr[1]) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL)));
      li_ptr[1] = ((((int64_t)lu_ptr[1]) << (int64_t)9) >> (li_ptr[0] >> (int64_t)24));
    }
    QA_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))] = ((int)li_ptr[0]);
    W_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))] = li_ptr[1];
    li_ptr[6] = (li_ptr[6] + li_ptr[1]);
    li_ptr[7] = (li_ptr[7] + (((int64_t)0 < li_ptr[1]) ? (int64_t)1 : (int64_t)0));
    vals_ptr[((int)threadIdx.x)] = li_ptr[6];
    cnts_ptr[((int)threadIdx.x)] = li_ptr[7];
    __syncthreads();
    int cse_v7 = (((int)threadIdx.x) * 32);
    for (int c = 0; c < 2; ++c) {
      if (c == 1) {
        vals_ptr[((int)threadIdx.x)] = cnts_ptr[((int)threadIdx.x)];
      }
      __syncthreads();
      if (((int)threadIdx.x) < 16) {
        li_ptr[2] = (int64_t)0;
        for (int e = 0; e < 32; ++e) {
          li_ptr[2] = (li_ptr[2] + vals_ptr[((((int)threadIdx.x) * 32) + e)]);
        }
        gs_ptr[((int)threadIdx.x)] = li_ptr[2];
      }
      __syncthreads();
      if (((int)threadIdx.x) == 0) {
        li_ptr[2] = (int64_t)0;
        li_ptr[3] = (int64_t)0;
        li_ptr[4] = (int64_t)0;
        li_ptr[9] = (int64_t)0;
        for (int g = 0; g < 16; ++g) {
          li_ptr[8] = gs_ptr[g];
          if (li_ptr[3] == (int64_t)0) {
            li_ptr[2] = (li_ptr[2] + li_ptr[8]);
          }
        }
        sc_ptr[9] = li_ptr[2];
      }
      __syncthreads();
      if (((int)threadIdx.x) == 0) {
        if (c == 0) {
          PS_ptr[((int64_t)blockIdx.y)] = sc_ptr[9];
        } else {
          PC_ptr[((int64_t)blockIdx.y)] = ((int)sc_ptr[9]);
        }
      }
      __syncthreads();
    }
    if (((int)threadIdx.x) == 0) {
      tvm_builtin_ptx_fence_acq_rel_gpu();
      sc_ptr[2] = ((int64_t)((int)(tvm_builtin_cuda_atomic_add((&(CNT_ptr[((int64_t)blockIdx.y)])), 1) == 0)));
    }
    __syncthreads();
    lk_ptr[0] = sc_ptr[2];
    __syncthreads();
    if (lk_ptr[0] == (int64_t)1) {
      tvm_builtin_ptx_fence_acq_rel_gpu();
      int64_t cse_v14 = (((int64_t)blockIdx.y) + ((int64_t)((int)threadIdx.x)));
      for (int c_1 = 0; c_1 < 2; ++c_1) {
        if (((int)threadIdx.x) < 1) {
          int64_t condval_1;
          if (c_1 == 0) {
            condval_1 = ((int64_t)PC_ptr[(((int64_t)blockIdx.y) + ((int64_t)((int)threadIdx.x)))]);
          } else {
            condval_1 = PS_ptr[(((int64_t)blockIdx.y) + ((int64_t)((int)threadIdx.x)))];
          }
          vals_ptr[((int)threadIdx.x)] = condval_1;
        }
        __syncthreads();
        if (((int)threadIdx.x) < 1) {
          li_ptr[2] = (int64_t)0;
          for (int e_1 = 0; e_1 < 32; ++e_1) {
            int cse_v15 = ((((int)threadIdx.x) * 32) + e_1);
            if (((((int)threadIdx.x) * 32) + e_1) < 1) {
              li_ptr[2] = (li_ptr[2] + vals_ptr[((((int)threadIdx.x) * 32) + e_1)]);
            }
          }
          gs_ptr[0] = li_ptr[2];
        }
        __syncthreads();
        if (((int)threadIdx.x) == 0) {
          li_ptr[2] = (int64_t)0;
          li_ptr[3] = (int64_t)0;
          li_ptr[4] = (int64_t)0;
          li_ptr[9] = (int64_t)0;
          li_ptr[8] = gs_ptr[0];
          if (li_ptr[3] == (int64_t)0) {
            li_ptr[2] = (li_ptr[2] + li_ptr[8]);
          }
          sc_ptr[9] = li_ptr[2];
        }
        __syncthreads();
        if (((int)threadIdx.x) == 0) {
          if (c_1 == 0) {
            sc_ptr[1] = sc_ptr[9];
          } else {
            sc_ptr[0] = sc_ptr[9];
          }
          sc_ptr[3] = (int64_t)1073741824;
          sc_ptr[4] = (int64_t)0;
        }
        __syncthreads();
      }
      lk_ptr[1] = sc_ptr[1];
      __syncthreads();
      for (int f = 0; f < 2; ++f) {
        int64_t cse_v16 = ((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)2);
        int64_t cse_v17 = ((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)3);
        if ((((f == 0) && (0 < PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)2)])) && (((int64_t)PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)2)]) < lk_ptr[1])) || ((f == 1) && (PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)3)] < 16777216))) {
          if (f == 1) {
            li_ptr[6] = (int64_t)0;
            li_ptr[10] = sc_ptr[3];
            li_ptr[11] = sc_ptr[4];
            if ((((int64_t)QA_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]) < li_ptr[10]) || ((((int64_t)QA_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]) == li_ptr[10]) && (((int64_t)((int)threadIdx.x)) <= li_ptr[11]))) {
              li_ptr[6] = (li_ptr[6] + W_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]);
            }
            vals_ptr[((int)threadIdx.x)] = li_ptr[6];
            __syncthreads();
            if (((int)threadIdx.x) < 16) {
              li_ptr[2] = (int64_t)0;
              for (int e_2 = 0; e_2 < 32; ++e_2) {
                li_ptr[2] = (li_ptr[2] + vals_ptr[((((int)threadIdx.x) * 32) + e_2)]);
              }
              gs_ptr[((int)threadIdx.x)] = li_ptr[2];
            }
            __syncthreads();
            if (((int)threadIdx.x) == 0) {
              li_ptr[2] = (int64_t)0;
              li_ptr[3] = (int64_t)0;
              li_ptr[4] = (int64_t)0;
              li_ptr[9] = (int64_t)0;
              for (int g_1 = 0; g_1 < 16; ++g_1) {
                li_ptr[8] = gs_ptr[g_1];
                if (li_ptr[3] == (int64_t)0) {
                  li_ptr[2] = (li_ptr[2] + li_ptr[8]);
                }
              }
              sc_ptr[9] = li_ptr[2];
            }
            __syncthreads();
          }
          if (((int)threadIdx.x) == 0) {
            pq_ptr[0] = ((int64_t)PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)3)]);
            lo_ptr[0] = (int64_t)16777215;
            li_ptr[2] = (((sc_ptr[9] >> (int64_t)24) * pq_ptr[0]) + (((sc_ptr[9] & lo_ptr[0]) * pq_ptr[0]) >> (int64_t)24));
            sc_ptr[5] = (int64_t)0;
            int64_t condval_2;
            if (f == 0) {
              condval_2 = ((int64_t)PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)2)]);
            } else {
              condval_2 = max(li_ptr[2], (int64_t)1);
            }
            sc_ptr[6] = condval_2;
          }
          __syncthreads();
          for (int d = 0; d < 3; ++d) {
            for (int j = 0; j < 2; ++j) {
              int cse_v18 = ((j * 512) + ((int)threadIdx.x));
              hl_ptr[((j * 512) + ((int)threadIdx.x))] = (uint)0;
              hh_ptr[((j * 512) + ((int)threadIdx.x))] = (uint)0;
            }
            __syncthreads();
            li_ptr[10] = sc_ptr[5];
            li_ptr[0] = ((int64_t)QA_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]);
            shift_ptr[0] = ((int64_t)20 - (((int64_t)d) * (int64_t)10));
            if (((li_ptr[0] >> (shift_ptr[0] + (int64_t)10)) == li_ptr[10]) && (li_ptr[0] < (int64_t)671088640)) {
              li_ptr[6] = ((li_ptr[0] >> shift_ptr[0]) & (int64_t)1023);
              int64_t condval_3;
              if (f == 1) {
                condval_3 = W_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))];
              } else {
                condval_3 = (int64_t)1;
              }
              lu_ptr[6] = ((uint)(condval_3 & (int64_t)4294967295));
              lu_ptr[5] = tvm_builtin_cuda_atomic_add((&(hl_ptr[li_ptr[6]])), lu_ptr[6]);
              int64_t condval_4;
              if (f == 1) {
                condval_4 = W_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))];
              } else {
                condval_4 = (int64_t)1;
              }
              lu_ptr[7] = ((uint)((condval_4 >> (int64_t)32) + ((((int64_t)lu_ptr[5]) + ((int64_t)lu_ptr[6])) >> (int64_t)32)));
              if ((uint)0 < lu_ptr[7]) {
                tvm_builtin_cuda_atomic_add((&(hh_ptr[li_ptr[6]])), lu_ptr[7]);
              }
            }
            __syncthreads();
            for (int j_1 = 0; j_1 < 2; ++j_1) {
              int cse_v19 = ((j_1 * 512) + ((int)threadIdx.x));
              vals_ptr[((j_1 * 512) + ((int)threadIdx.x))] = ((((int64_t)hh_ptr[((j_1 * 512) + ((int)threadIdx.x))]) << (int64_t)32) + ((int64_t)hl_ptr[((j_1 * 512) + ((int)threadIdx.x))]));
            }
            __syncthreads();
            if (((int)threadIdx.x) < 32) {
              li_ptr[2] = (int64_t)0;
              for (int e_3 = 0; e_3 < 32; ++e_3) {
                li_ptr[2] = (li_ptr[2] + vals_ptr[((((int)threadIdx.x) * 32) + e_3)]);
              }
              gs_ptr[((int)threadIdx.x)] = li_ptr[2];
            }
            __syncthreads();
            if (((int)threadIdx.x) == 0) {
              li_ptr[2] = (int64_t)0;
              li_ptr[3] = (int64_t)0;
              li_ptr[4] = (int64_t)0;
              li_ptr[9] = sc_ptr[6];
              for (int g_2 = 0; g_2 < 32; ++g_2) {
                li_ptr[8] = gs_ptr[g_2];
                if ((li_ptr[3] == (int64_t)0) && (li_ptr[9] <= (li_ptr[2] + li_ptr[8]))) {
                  li_ptr[4] = ((int64_t)g_2);
                  li_ptr[3] = (int64_t)1;
                }
                if (li_ptr[3] == (int64_t)0) {
                  li_ptr[2] = (li_ptr[2] + li_ptr[8]);
                }
              }
              li_ptr[3] = (int64_t)0;
              li_ptr[5] = (int64_t)0;
              for (int e_4 = 0; e_4 < 32; ++e_4) {
                int64_t cse_v8 = ((int64_t)e_4);
                li_ptr[8] = vals_ptr[((li_ptr[4] * (int64_t)32) + ((int64_t)e_4))];
                if ((li_ptr[3] == (int64_t)0) && (li_ptr[4] < (int64_t)32)) {
                  if (li_ptr[9] <= (li_ptr[2] + li_ptr[8])) {
                    li_ptr[5] = ((li_ptr[4] * (int64_t)32) + ((int64_t)e_4));
                    li_ptr[3] = (int64_t)1;
                  } else {
                    li_ptr[2] = (li_ptr[2] + li_ptr[8]);
                  }
                }
              }
              sc_ptr[7] = li_ptr[5];
              sc_ptr[8] = li_ptr[2];
            }
            __syncthreads();
            if (((int)threadIdx.x) == 0) {
              sc_ptr[5] = ((sc_ptr[5] * (int64_t)1024) + sc_ptr[7]);
              sc_ptr[6] = (sc_ptr[6] - sc_ptr[8]);
            }
            __syncthreads();
          }
          li_ptr[6] = (int64_t)0;
          li_ptr[10] = sc_ptr[5];
          if (((int64_t)QA_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]) == li_ptr[10]) {
            int64_t condval_5;
            if (f == 1) {
              condval_5 = W_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))];
            } else {
              condval_5 = (int64_t)1;
            }
            li_ptr[6] = (li_ptr[6] + condval_5);
          }
          vals_ptr[((int)threadIdx.x)] = li_ptr[6];
          __syncthreads();
          if (((int)threadIdx.x) < 16) {
            li_ptr[2] = (int64_t)0;
            for (int e_5 = 0; e_5 < 32; ++e_5) {
              li_ptr[2] = (li_ptr[2] + vals_ptr[((((int)threadIdx.x) * 32) + e_5)]);
            }
            gs_ptr[((int)threadIdx.x)] = li_ptr[2];
          }
          __syncthreads();
          if (((int)threadIdx.x) == 0) {
            li_ptr[2] = (int64_t)0;
            li_ptr[3] = (int64_t)0;
            li_ptr[4] = (int64_t)0;
            li_ptr[9] = sc_ptr[6];
            for (int g_3 = 0; g_3 < 16; ++g_3) {
              li_ptr[8] = gs_ptr[g_3];
              if ((li_ptr[3] == (int64_t)0) && (li_ptr[9] <= (li_ptr[2] + li_ptr[8]))) {
                li_ptr[4] = ((int64_t)g_3);
                li_ptr[3] = (int64_t)1;
              }
              if (li_ptr[3] == (int64_t)0) {
                li_ptr[2] = (li_ptr[2] + li_ptr[8]);
              }
            }
            li_ptr[3] = (int64_t)0;
            li_ptr[5] = (int64_t)0;
            for (int e_6 = 0; e_6 < 32; ++e_6) {
              int64_t cse_v9 = ((int64_t)e_6);
              li_ptr[8] = vals_ptr[((li_ptr[4] * (int64_t)32) + ((int64_t)e_6))];
              if ((li_ptr[3] == (int64_t)0) && (li_ptr[4] < (int64_t)16)) {
                if (li_ptr[9] <= (li_ptr[2] + li_ptr[8])) {
                  li_ptr[5] = ((li_ptr[4] * (int64_t)32) + ((int64_t)e_6));
                  li_ptr[3] = (int64_t)1;
                } else {
                  li_ptr[2] = (li_ptr[2] + li_ptr[8]);
                }
              }
            }
            sc_ptr[7] = li_ptr[5];
            sc_ptr[8] = li_ptr[2];
          }
          __syncthreads();
          li_ptr[9] = sc_ptr[7];
          li_ptr[10] = sc_ptr[5];
          li_ptr[11] = sc_ptr[6];
          if (((int64_t)((int)threadIdx.x)) == li_ptr[9]) {
            li_ptr[6] = sc_ptr[8];
            li_ptr[5] = (int64_t)0;
            if (li_ptr[5] == (int64_t)0) {
              if (((int64_t)QA_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]) == li_ptr[10]) {
                int64_t condval_6;
                if (f == 1) {
                  condval_6 = W_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))];
                } else {
                  condval_6 = (int64_t)1;
                }
                li_ptr[6] = (li_ptr[6] + condval_6);
                if (li_ptr[11] <= li_ptr[6]) {
                  sc_ptr[11] = ((int64_t)((int)threadIdx.x));
                  li_ptr[5] = (int64_t)1;
                }
              }
            }
          }
          __syncthreads();
          li_ptr[8] = sc_ptr[5];
          li_ptr[9] = sc_ptr[11];
          li_ptr[10] = sc_ptr[3];
          li_ptr[11] = sc_ptr[4];
          __syncthreads();
          if (((int)threadIdx.x) == 0) {
            if ((li_ptr[8] < li_ptr[10]) || ((li_ptr[8] == li_ptr[10]) && (li_ptr[9] < li_ptr[11]))) {
              sc_ptr[3] = li_ptr[8];
              sc_ptr[4] = li_ptr[9];
            }
          }
          __syncthreads();
        }
      }
      int64_t cse_v20 = ((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)4);
      lk_ptr[2] = ((int64_t)((int)((sc_ptr[3] < (int64_t)1073741824) || (0 < PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)4)]))));
      __syncthreads();
      if (lk_ptr[2] == (int64_t)1) {
        li_ptr[6] = (int64_t)0;
        li_ptr[10] = sc_ptr[3];
        li_ptr[11] = sc_ptr[4];
        int64_t condval_7;
        if (((((int64_t)QA_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]) < li_ptr[10]) || ((((int64_t)QA_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]) == li_ptr[10]) && (((int64_t)((int)threadIdx.x)) <= li_ptr[11]))) && ((((int64_t)PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)4)]) << (int64_t)10) <= W_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))])) {
          condval_7 = W_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))];
        } else {
          condval_7 = (int64_t)0;
        }
        li_ptr[6] = (li_ptr[6] + condval_7);
        vals_ptr[((int)threadIdx.x)] = li_ptr[6];
        __syncthreads();
        if (((int)threadIdx.x) < 16) {
          li_ptr[2] = (int64_t)0;
          for (int e_7 = 0; e_7 < 32; ++e_7) {
            li_ptr[2] = (li_ptr[2] + vals_ptr[((((int)threadIdx.x) * 32) + e_7)]);
          }
          gs_ptr[((int)threadIdx.x)] = li_ptr[2];
        }
        __syncthreads();
        if (((int)threadIdx.x) == 0) {
          li_ptr[2] = (int64_t)0;
          li_ptr[3] = (int64_t)0;
          li_ptr[4] = (int64_t)0;
          li_ptr[9] = (int64_t)0;
          for (int g_4 = 0; g_4 < 16; ++g_4) {
            li_ptr[8] = gs_ptr[g_4];
            if (li_ptr[3] == (int64_t)0) {
              li_ptr[2] = (li_ptr[2] + li_ptr[8]);
            }
          }
          sc_ptr[9] = li_ptr[2];
        }
        __syncthreads();
      } else {
        if (((int)threadIdx.x) < 1) {
          vals_ptr[((int)threadIdx.x)] = PS_ptr[(((int64_t)blockIdx.y) + ((int64_t)((int)threadIdx.x)))];
        }
        if (((int)threadIdx.x) == 0) {
          sc_ptr[9] = sc_ptr[0];
        }
        __syncthreads();
      }
      if (((int)threadIdx.x) == 0) {
        lu_ptr[0] = ((uint)POS_ptr[((int64_t)blockIdx.y)]);
        lu_ptr[1] = (uint)0;
        lu_ptr[2] = (uint)0;
        lu_ptr[3] = (uint)0;
        lu_ptr[4] = ((uint)PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)5)]);
        lu_ptr[5] = ((uint)PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)6)]);
        for (int r = 0; r < 10; ++r) {
          if (0 < r) {
            lu_ptr[4] = (lu_ptr[4] + (uint)2654435769);
            lu_ptr[5] = (lu_ptr[5] + (uint)3144134277);
          }
          lq_ptr[0] = ((uint64_t)3528531795ULL * ((uint64_t)lu_ptr[0]));
          lq_ptr[1] = ((uint64_t)3449720151ULL * ((uint64_t)lu_ptr[2]));
          lu_ptr[0] = ((((uint)(lq_ptr[1] >> (uint64_t)32ULL)) ^ lu_ptr[1]) ^ lu_ptr[4]);
          lu_ptr[1] = ((uint)lq_ptr[1]);
          lu_ptr[2] = ((((uint)(lq_ptr[0] >> (uint64_t)32ULL)) ^ lu_ptr[3]) ^ lu_ptr[5]);
          lu_ptr[3] = ((uint)lq_ptr[0]);
        }
        lq_ptr[0] = ((((uint64_t)(sc_ptr[9] & (int64_t)4294967295)) * ((uint64_t)lu_ptr[0])) >> (uint64_t)32ULL);
        sc_ptr[10] = ((((sc_ptr[9] >> (int64_t)32) * ((int64_t)lu_ptr[0])) + ((int64_t)lq_ptr[0])) + (int64_t)1);
      }
      __syncthreads();
      if (lk_ptr[2] == (int64_t)1) {
        if (((int)threadIdx.x) < 16) {
          li_ptr[2] = (int64_t)0;
          for (int e_8 = 0; e_8 < 32; ++e_8) {
            li_ptr[2] = (li_ptr[2] + vals_ptr[((((int)threadIdx.x) * 32) + e_8)]);
          }
          gs_ptr[((int)threadIdx.x)] = li_ptr[2];
        }
        __syncthreads();
        if (((int)threadIdx.x) == 0) {
          li_ptr[2] = (int64_t)0;
          li_ptr[3] = (int64_t)0;
          li_ptr[4] = (int64_t)0;
          li_ptr[9] = sc_ptr[10];
          for (int g_5 = 0; g_5 < 16; ++g_5) {
            li_ptr[8] = gs_ptr[g_5];
            if ((li_ptr[3] == (int64_t)0) && (li_ptr[9] <= (li_ptr[2] + li_ptr[8]))) {
              li_ptr[4] = ((int64_t)g_5);
              li_ptr[3] = (int64_t)1;
            }
            if (li_ptr[3] == (int64_t)0) {
              li_ptr[2] = (li_ptr[2] + li_ptr[8]);
            }
          }
          li_ptr[3] = (int64_t)0;
          li_ptr[5] = (int64_t)0;
          for (int e_9 = 0; e_9 < 32; ++e_9) {
            int64_t cse_v10 = ((int64_t)e_9);
            li_ptr[8] = vals_ptr[((li_ptr[4] * (int64_t)32) + ((int64_t)e_9))];
            if ((li_ptr[3] == (int64_t)0) && (li_ptr[4] < (int64_t)16)) {
              if (li_ptr[9] <= (li_ptr[2] + li_ptr[8])) {
                li_ptr[5] = ((li_ptr[4] * (int64_t)32) + ((int64_t)e_9));
                li_ptr[3] = (int64_t)1;
              } else {
                li_ptr[2] = (li_ptr[2] + li_ptr[8]);
              }
            }
          }
          sc_ptr[7] = li_ptr[5];
          sc_ptr[8] = li_ptr[2];
        }
        __syncthreads();
        li_ptr[9] = sc_ptr[7];
        li_ptr[10] = sc_ptr[3];
        li_ptr[11] = sc_ptr[4];
        li_ptr[7] = sc_ptr[10];
        if (((int64_t)((int)threadIdx.x)) == li_ptr[9]) {
          li_ptr[6] = sc_ptr[8];
          li_ptr[5] = (int64_t)0;
          if (li_ptr[5] == (int64_t)0) {
            int64_t condval_8;
            if (((((int64_t)QA_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]) < li_ptr[10]) || ((((int64_t)QA_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))]) == li_ptr[10]) && (((int64_t)((int)threadIdx.x)) <= li_ptr[11]))) && ((((int64_t)PAR_ptr[((((int64_t)blockIdx.y) * (int64_t)8) + (int64_t)4)]) << (int64_t)10) <= W_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))])) {
              condval_8 = W_ptr[((((int64_t)blockIdx.y) * (int64_t)512) + ((int64_t)((int)threadIdx.x)))];
            } else {
              condval_8 = (int64_t)0;
            }
            li_ptr[6] = (li_ptr[6] + condval_8);
            if (li_ptr[7] <= li_ptr[6]) {
              OUT_ptr[((int64_t)blockIdx.y)] = ((int)threadIdx.x);
              li_ptr[5] = (int64_t)1;
            }
          }
        }
      } else {
        if (((int)threadIdx.x) < 1) {
          li_ptr[2] = (int64_t)0;
          for (int e_10 = 0; e_10 < 32; ++e_10) {
            int cse_v21 = ((((int)threadIdx.x) * 32) + e_10);
            if (((((int)threadIdx.x) * 32) + e_10) < 1) {
              li_ptr[2] = (li_ptr[2] + vals_ptr[((((int)threadIdx.x) * 32) + e_10)]);
            }
          }
          gs_ptr[0] = li_ptr[2];
        }
        __syncthreads();
        if (((int)threadIdx.x) == 0) {
          li_ptr[2] = (int64_t)0;
          li_ptr[3] = (int64_t)0;
          li_ptr[4] = (int64_t)0;
          li_ptr[9] = sc_ptr[10];
          li_ptr[8] = gs_ptr[0];
          if ((li_ptr[3] == (int64_t)0) && (li_ptr[9] <= (li_ptr[2] + li_ptr[8]))) {
            li_ptr[4] = (int64_t)0;
            li_ptr[3] = (int64_t)1;
          }
          if (li_ptr[3] == (int64_t)0) {
            li_ptr[2] = (li_ptr[2] + li_ptr[8]);
          }
          li_ptr[3] = (int64_t)0;
          li_ptr[5] = (int64_t)0;
          for (int e_11 = 0; e_11 < 32; ++e_11) {
            int64_t cse_v11 = ((int64_t)e_11);
            li_ptr[8] = vals_ptr[((li_ptr[4] * (int64_t)32) + ((int64_t)e_11))];
            if ((li_ptr[3] == (int64_t)0) && (((li_ptr[4] * (int64_t)32) + ((int64_t)e_11)) < (int64_t)1)) {
              if (li_ptr[9] <= (li_ptr[2] + li_ptr[8])) {
                li_ptr[5] = ((li_ptr[4] * (int64_t)32) + ((int64_t)e_11));
                li_ptr[3] = (int64_t)1;
              } else {
                li_ptr[2] = (li_ptr[2] + li_ptr[8]);
              }
            }
          }
          sc_ptr[7] = li_ptr[5];
          sc_ptr[8] = li_ptr[2];
        }
        __syncthreads();
        if (((int)threadIdx.x) == 0) {
          sc_ptr[11] = sc_ptr[7];
          sc_ptr[12] = (sc_ptr[10] - sc_ptr[8]);
        }
        __syncthreads();
        li_ptr[6] = (int64_t)0;
        li_ptr[10] = (sc_ptr[11] * (int64_t)512);
        if ((li_ptr[10] + ((int64_t)((int)threadIdx.x))) < (int64_t)512) {
          li_ptr[6] = (li_ptr[6] + W_ptr[(((((int64_t)blockIdx.y) * (int64_t)512) + li_ptr[10]) + ((int64_t)((int)threadIdx.x)))]);
        }
        vals_ptr[((int)threadIdx.x)] = li_ptr[6];
        __syncthreads();
        if (((int)threadIdx.x) < 16) {
          li_ptr[2] = (int64_t)0;
          for (int e_12 = 0; e_12 < 32; ++e_12) {
            li_ptr[2] = (li_ptr[2] + vals_ptr[((((int)threadIdx.x) * 32) + e_12)]);
          }
          gs_ptr[((int)threadIdx.x)] = li_ptr[2];
        }
        __syncthreads();
        if (((int)threadIdx.x) == 0) {
          li_ptr[2] = (int64_t)0;
          li_ptr[3] = (int64_t)0;
          li_ptr[4] = (int64_t)0;
          li_ptr[9] = sc_ptr[12];
          for (int g_6 = 0; g_6 < 16; ++g_6) {
            li_ptr[8] = gs_ptr[g_6];
            if ((li_ptr[3] == (int64_t)0) && (li_ptr[9] <= (li_ptr[2] + li_ptr[8]))) {
              li_ptr[4] = ((int64_t)g_6);
              li_ptr[3] = (int64_t)1;
            }
            if (li_ptr[3] == (int64_t)0) {
              li_ptr[2] = (li_ptr[2] + li_ptr[8]);
            }
          }
          li_ptr[3] = (int64_t)0;
          li_ptr[5] = (int64_t)0;
          for (int e_13 = 0; e_13 < 32; ++e_13) {
            int64_t cse_v12 = ((int64_t)e_13);
            li_ptr[8] = vals_ptr[((li_ptr[4] * (int64_t)32) + ((int64_t)e_13))];
            if ((li_ptr[3] == (int64_t)0) && (li_ptr[4] < (int64_t)16)) {
              if (li_ptr[9] <= (li_ptr[2] + li_ptr[8])) {
                li_ptr[5] = ((li_ptr[4] * (int64_t)32) + ((int64_t)e_13));
                li_ptr[3] = (int64_t)1;
              } else {
                li_ptr[2] = (li_ptr[2] + li_ptr[8]);
              }
            }
          }
          sc_ptr[7] = li_ptr[5];
          sc_ptr[8] = li_ptr[2];
        }
        __syncthreads();
        li_ptr[9] = sc_ptr[7];
        li_ptr[10] = (sc_ptr[11] * (int64_t)512);
        li_ptr[11] = sc_ptr[12];
        if (((int64_t)((int)threadIdx.x)) == li_ptr[9]) {
          li_ptr[6] = sc_ptr[8];
          li_ptr[5] = (int64_t)0;
          if (li_ptr[5] == (int64_t)0) {
            if ((li_ptr[10] + ((int64_t)((int)threadIdx.x))) < (int64_t)512) {
              li_ptr[6] = (li_ptr[6] + W_ptr[(((((int64_t)blockIdx.y) * (int64_t)512) + li_ptr[10]) + ((int64_t)((int)threadIdx.x)))]);
              if (li_ptr[11] <= li_ptr[6]) {
                OUT_ptr[((int64_t)blockIdx.y)] = ((int)(li_ptr[10] + ((int64_t)((int)threadIdx.x))));
                li_ptr[5] = (int64_t)1;
              }
            }
          }
        }
      }
      if (((int)threadIdx.x) == 0) {
        CNT_ptr[((int64_t)blockIdx.y)] = 0;
      }
    }
  }
}

