# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

M = TypeVar("M")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def add_rmsnorm_d64_eps1em06_l1v1sec0r1s1_llvm(X: T.Buffer((M, 64), "float32"), R_1: T.Buffer((M, 64), "float32"), W: T.Buffer((64,), "float32"), H: T.Buffer((M, 64), "float32"), Y: T.Buffer((M, 64), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sumsq = T.sblock_alloc_buffer((M,))
        for i, j in T.grid(M, 64):
            with T.sblock("H"):
                v_i = T.axis.spatial(M, i)
                v_j = T.axis.spatial(64, j)
                T.reads(X[v_i, v_j], R_1[v_i, v_j])
                T.writes(H[v_i, v_j])
                H[v_i, v_j] = X[v_i, v_j] + R_1[v_i, v_j]
        for m, k in T.grid(M, 64):
            with T.sblock("sumsq"):
                v_m = T.axis.spatial(M, m)
                v_k = T.axis.reduce(64, k)
                T.reads(H[v_m, v_k])
                T.writes(sumsq[v_m])
                with T.init():
                    sumsq[v_m] = T.float32(0.0)
                sumsq[v_m] = sumsq[v_m] + H[v_m, v_k] * H[v_m, v_k]
        for m, j in T.grid(M, 64):
            with T.sblock("Y"):
                v_m = T.axis.spatial(M, m)
                v_j = T.axis.spatial(64, j)
                T.reads(H[v_m, v_j], sumsq[v_m], W[v_j])
                T.writes(Y[v_m, v_j])
                Y[v_m, v_j] = H[v_m, v_j] * T.rsqrt(sumsq[v_m] / T.float32(64.0) + T.float32(9.9999999999999995e-07)) * W[v_j]

    @T.prim_func(s_tir=True)
    def attention_n_heads4_n_kv_heads2_head_dim16_max_ctx256_l16v1shc64r1s1_llvm(Q: T.Buffer((M, 4, 16), "float32", align=4), Kc: T.Buffer((256, 2, 16), "float32", align=4), Vc: T.Buffer((256, 2, 16), "float32", align=4), Pos: T.Buffer((M,), "int32", align=4), Out: T.Buffer((M, 64), "float32", align=4)):
        T.func_attr({"tirx.noalias": True})
        for mh in T.parallel(M * T.int64(4)):
            s = T.alloc_buffer((64,))
            acc = T.alloc_buffer((16,))
            acc_c = T.alloc_buffer((16,))
            st = T.alloc_buffer((4,))
            m: T.let[T.int64] = mh // T.int64(4)
            h: T.let[T.int64] = mh % T.int64(4)
            g: T.let[T.int64] = h // T.int64(2)
            n_len: T.let[T.int32] = Pos[m] + 1
            for c in range((n_len + 63) // 64):
                n_valid: T.let[T.int32] = T.min(64, n_len - c * 64)
                for j in range(n_valid):
                    qk_0: T.float32x16 = Q[m, h, T.Ramp(0, 1, 16)] * Kc[c * 64 + j, g, T.Ramp(0, 1, 16)]
                    t16 = T.float32x16()
                    t8 = T.float32x8()
                    t4 = T.float32x4()
                    t2 = T.float32x2()
                    s[j] = T.float32(0.25) * T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: Q[m, h, T.Ramp(0, 1, 16)] * Kc[c * 64 + j, g, T.Ramp(0, 1, 16)]})})})})
                for j in range(64 - n_valid):
                    s[n_valid + j] = T.float32(-340282346638528859811704183484516925440.0)
                t16 = T.float32x16()
                t8 = T.float32x8()
                t4 = T.float32x4()
                t2 = T.float32x2()
                st[2] = T.Let(T.max(T.Shuffle([t2], [0]), T.Shuffle([t2], [1])), where={t2: T.Let(T.max(T.Shuffle([t4], [0, 1]), T.Shuffle([t4], [2, 3])), where={t4: T.Let(T.max(T.Shuffle([t8], [0, 1, 2, 3]), T.Shuffle([t8], [4, 5, 6, 7])), where={t8: T.Let(T.max(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]), T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15])), where={t16: T.max(T.max(T.max(s[T.Ramp(0, 1, 16)], s[T.Ramp(16, 1, 16)]), s[T.Ramp(32, 1, 16)]), s[T.Ramp(48, 1, 16)])})})})})
                for j in T.vectorized(64):
                    s[j] = T.Select(j < n_valid, ((((((T.float32(0.000198756915) * (T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.0013981999507)) * (T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.0083334519072999994)) * (T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.041665795893999998)) * (T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.16666665458999999)) * (T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.50000001200999999)) * (T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) * (T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + (T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(1.0)) * T.reinterpret("float32", T.Cast("int32", T.floor(T.max(T.min(s[j] - st[2], T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5))) + 127 << 23), T.float32(0.0))
                t16_1 = T.float32x16()
                t8_1 = T.float32x8()
                t4_1 = T.float32x4()
                t2_1 = T.float32x2()
                st[3] = T.Let(T.Shuffle([t2_1], [0]) + T.Shuffle([t2_1], [1]), where={t2_1: T.Let(T.Shuffle([t4_1], [0, 1]) + T.Shuffle([t4_1], [2, 3]), where={t4_1: T.Let(T.Shuffle([t8_1], [0, 1, 2, 3]) + T.Shuffle([t8_1], [4, 5, 6, 7]), where={t8_1: T.Let(T.Shuffle([t16_1], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16_1], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16_1: s[T.Ramp(0, 1, 16)] + s[T.Ramp(16, 1, 16)] + s[T.Ramp(32, 1, 16)] + s[T.Ramp(48, 1, 16)]})})})})
                for d in T.vectorized(16):
                    acc_c[d] = T.float32(0.0)
                for j in range(n_valid):
                    for d in T.vectorized(16):
                        acc_c[d] = acc_c[d] + s[j] * Vc[c * 64 + j, g, d]
                if c == 0:
                    st[0] = st[2]
                    st[1] = st[3]
                    for d in T.vectorized(16):
                        acc[d] = acc_c[d]
                else:
                    m_new: T.let[T.float32] = T.max(st[0], st[2])
                    a: T.let[T.float32] = ((((((T.float32(0.000198756915) * (T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.0013981999507)) * (T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.0083334519072999994)) * (T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.041665795893999998)) * (T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.16666665458999999)) * (T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.50000001200999999)) * (T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) * (T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + (T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(1.0)) * T.reinterpret("float32", T.Cast("int32", T.floor(T.max(T.min(st[0] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5))) + 127 << 23)
                    b: T.let[T.float32] = ((((((T.float32(0.000198756915) * (T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.0013981999507)) * (T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.0083334519072999994)) * (T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.041665795893999998)) * (T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.16666665458999999)) * (T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(0.50000001200999999)) * (T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) * (T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + (T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(0.693359375) - T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5)) * T.float32(-0.00021219444)) + T.float32(1.0)) * T.reinterpret("float32", T.Cast("int32", T.floor(T.max(T.min(st[2] - m_new, T.float32(88.376262664794893)), T.float32(-88.376262664794893)) * T.float32(1.4426950408889634) + T.float32(0.5))) + 127 << 23)
                    st[1] = st[1] * a + st[3] * b
                    for d in T.vectorized(16):
                        acc[d] = acc[d] * a + acc_c[d] * b
                    st[0] = m_new
            for d in T.vectorized(16):
                Out[m, h * T.int64(16) + T.Cast("int64", d)] = acc[d] / st[1]

    @T.prim_func(s_tir=True)
    def embed_vocab512_d64_wdtypefloat32_llvm(ids: T.Buffer((M,), "int32"), T_1: T.Buffer((512, 64), "float32"), X: T.Buffer((M, 64), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, j in T.grid(M, 64):
            with T.sblock("X"):
                v_i = T.axis.spatial(M, i)
                v_j = T.axis.spatial(64, j)
                T.reads(T_1[ids[v_i], v_j], ids[v_i])
                T.writes(X[v_i, v_j])
                X[v_i, v_j] = T_1[ids[v_i], v_j]

    @T.prim_func(s_tir=True)
    def gemv_n128_k64_wdtypefloat32_biasTrue_l16v1shc0r8s1_llvm(X: T.Buffer((M, 64), "float32", align=4), P_0: T.Buffer((128, 64), "float32", align=4), B: T.Buffer((128,), "float32", align=4), Y: T.Buffer((M, 128), "float32", align=4)):
        T.func_attr({"tirx.noalias": True})
        for nbo in T.parallel(8):
            for mt, ns in T.grid(M // T.int64(8), 8):
                acc = T.alloc_buffer((8, 2, 16))
                w = T.alloc_buffer((2, 16))
                tot = T.alloc_buffer((1,))
                for r, j in T.grid(8, 2):
                    for ln in T.vectorized(16):
                        acc[r, j, ln] = T.float32(0.0)
                for kb in range(4):
                    for ku in T.unroll(1):
                        for v in range(1):
                            for j in T.unroll(2):
                                for ln in T.vectorized(16):
                                    w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                            for r in T.unroll(8):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        acc[r, j, ln] = acc[r, j, ln] + X[mt * T.int64(8) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                for r in T.unroll(8):
                    for j in T.unroll(2):
                        t16 = T.float32x16()
                        t8 = T.float32x8()
                        t4 = T.float32x4()
                        t2 = T.float32x2()
                        tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                        Y[mt * T.int64(8) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0] + B[nbo * 16 + ns * 2 + j]
            if M % T.int64(8) // T.int64(4) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((4, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(4, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(4):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(8) * T.int64(8) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(4):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(8) * T.int64(8) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0] + B[nbo * 16 + ns * 2 + j]
            if M % T.int64(8) // T.int64(2) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((2, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(2, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for j in T.unroll(2):
                            if kb * 64 % 64 < 64:
                                T.call_llvm_intrin("void", "llvm.prefetch", T.address_of(P_0[T.min(nbo * 16 + ns * 2 + j + 4, 127), kb * 16]), 0, 3, 1)
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(2):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(4) * T.int64(4) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(2):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(4) * T.int64(4) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0] + B[nbo * 16 + ns * 2 + j]
            if M % T.int64(8) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((1, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(1, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for j in T.unroll(2):
                            if kb * 64 % 64 < 64:
                                T.call_llvm_intrin("void", "llvm.prefetch", T.address_of(P_0[T.min(nbo * 16 + ns * 2 + j + 4, 127), kb * 16]), 0, 3, 1)
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(1):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(2) * T.int64(2) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(1):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(2) * T.int64(2) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0] + B[nbo * 16 + ns * 2 + j]

    @T.prim_func(s_tir=True)
    def gemv_n256_k64_wdtypefloat32_biasFalse_l16v1shc0r8s1_llvm(X: T.Buffer((M, 64), "float32", align=4), P_0: T.Buffer((256, 64), "float32", align=4), Y: T.Buffer((M, 256), "float32", align=4)):
        T.func_attr({"tirx.noalias": True})
        for nbo in T.parallel(16):
            for mt, ns in T.grid(M // T.int64(8), 8):
                acc = T.alloc_buffer((8, 2, 16))
                w = T.alloc_buffer((2, 16))
                tot = T.alloc_buffer((1,))
                for r, j in T.grid(8, 2):
                    for ln in T.vectorized(16):
                        acc[r, j, ln] = T.float32(0.0)
                for kb in range(4):
                    for ku in T.unroll(1):
                        for v in range(1):
                            for j in T.unroll(2):
                                for ln in T.vectorized(16):
                                    w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                            for r in T.unroll(8):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        acc[r, j, ln] = acc[r, j, ln] + X[mt * T.int64(8) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                for r in T.unroll(8):
                    for j in T.unroll(2):
                        t16 = T.float32x16()
                        t8 = T.float32x8()
                        t4 = T.float32x4()
                        t2 = T.float32x2()
                        tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                        Y[mt * T.int64(8) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) // T.int64(4) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((4, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(4, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(4):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(8) * T.int64(8) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(4):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(8) * T.int64(8) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) // T.int64(2) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((2, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(2, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for j in T.unroll(2):
                            if kb * 64 % 64 < 64:
                                T.call_llvm_intrin("void", "llvm.prefetch", T.address_of(P_0[T.min(nbo * 16 + ns * 2 + j + 4, 255), kb * 16]), 0, 3, 1)
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(2):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(4) * T.int64(4) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(2):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(4) * T.int64(4) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((1, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(1, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for j in T.unroll(2):
                            if kb * 64 % 64 < 64:
                                T.call_llvm_intrin("void", "llvm.prefetch", T.address_of(P_0[T.min(nbo * 16 + ns * 2 + j + 4, 255), kb * 16]), 0, 3, 1)
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(1):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(2) * T.int64(2) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(1):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(2) * T.int64(2) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]

    @T.prim_func(s_tir=True)
    def gemv_n512_k64_wdtypefloat32_biasFalse_l16v1shc0r8s1_llvm(X: T.Buffer((M, 64), "float32", align=4), P_0: T.Buffer((512, 64), "float32", align=4), Y: T.Buffer((M, 512), "float32", align=4)):
        T.func_attr({"tirx.noalias": True})
        for nbo in T.parallel(32):
            for mt, ns in T.grid(M // T.int64(8), 8):
                acc = T.alloc_buffer((8, 2, 16))
                w = T.alloc_buffer((2, 16))
                tot = T.alloc_buffer((1,))
                for r, j in T.grid(8, 2):
                    for ln in T.vectorized(16):
                        acc[r, j, ln] = T.float32(0.0)
                for kb in range(4):
                    for ku in T.unroll(1):
                        for v in range(1):
                            for j in T.unroll(2):
                                for ln in T.vectorized(16):
                                    w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                            for r in T.unroll(8):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        acc[r, j, ln] = acc[r, j, ln] + X[mt * T.int64(8) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                for r in T.unroll(8):
                    for j in T.unroll(2):
                        t16 = T.float32x16()
                        t8 = T.float32x8()
                        t4 = T.float32x4()
                        t2 = T.float32x2()
                        tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                        Y[mt * T.int64(8) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) // T.int64(4) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((4, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(4, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(4):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(8) * T.int64(8) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(4):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(8) * T.int64(8) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) // T.int64(2) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((2, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(2, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for j in T.unroll(2):
                            if kb * 64 % 64 < 64:
                                T.call_llvm_intrin("void", "llvm.prefetch", T.address_of(P_0[T.min(nbo * 16 + ns * 2 + j + 4, 511), kb * 16]), 0, 3, 1)
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(2):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(4) * T.int64(4) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(2):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(4) * T.int64(4) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((1, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(1, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for j in T.unroll(2):
                            if kb * 64 % 64 < 64:
                                T.call_llvm_intrin("void", "llvm.prefetch", T.address_of(P_0[T.min(nbo * 16 + ns * 2 + j + 4, 511), kb * 16]), 0, 3, 1)
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(1):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(2) * T.int64(2) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(1):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(2) * T.int64(2) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]

    @T.prim_func(s_tir=True)
    def gemv_n64_k128_wdtypefloat32_biasFalse_l16v1shc0r8s1_llvm(X: T.Buffer((M, 128), "float32", align=4), P_0: T.Buffer((64, 128), "float32", align=4), Y: T.Buffer((M, 64), "float32", align=4)):
        T.func_attr({"tirx.noalias": True})
        for nbo in T.parallel(4):
            for mt, ns in T.grid(M // T.int64(8), 8):
                acc = T.alloc_buffer((8, 2, 16))
                w = T.alloc_buffer((2, 16))
                tot = T.alloc_buffer((1,))
                for r, j in T.grid(8, 2):
                    for ln in T.vectorized(16):
                        acc[r, j, ln] = T.float32(0.0)
                for kb in range(8):
                    for ku in T.unroll(1):
                        for v in range(1):
                            for j in T.unroll(2):
                                for ln in T.vectorized(16):
                                    w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                            for r in T.unroll(8):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        acc[r, j, ln] = acc[r, j, ln] + X[mt * T.int64(8) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                for r in T.unroll(8):
                    for j in T.unroll(2):
                        t16 = T.float32x16()
                        t8 = T.float32x8()
                        t4 = T.float32x4()
                        t2 = T.float32x2()
                        tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                        Y[mt * T.int64(8) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) // T.int64(4) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((4, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(4, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(8):
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(4):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(8) * T.int64(8) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(4):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(8) * T.int64(8) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) // T.int64(2) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((2, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(2, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(8):
                        for j in T.unroll(2):
                            if kb * 64 % 64 < 64:
                                T.call_llvm_intrin("void", "llvm.prefetch", T.address_of(P_0[T.min(nbo * 16 + ns * 2 + j + 4, 63), kb * 16]), 0, 3, 1)
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(2):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(4) * T.int64(4) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(2):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(4) * T.int64(4) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((1, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(1, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(8):
                        for j in T.unroll(2):
                            if kb * 64 % 64 < 64:
                                T.call_llvm_intrin("void", "llvm.prefetch", T.address_of(P_0[T.min(nbo * 16 + ns * 2 + j + 4, 63), kb * 16]), 0, 3, 1)
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(1):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(2) * T.int64(2) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(1):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(2) * T.int64(2) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]

    @T.prim_func(s_tir=True)
    def gemv_n64_k64_wdtypefloat32_biasFalse_l16v1shc0r8s1_llvm(X: T.Buffer((M, 64), "float32", align=4), P_0: T.Buffer((64, 64), "float32", align=4), Y: T.Buffer((M, 64), "float32", align=4)):
        T.func_attr({"tirx.noalias": True})
        for nbo in T.parallel(4):
            for mt, ns in T.grid(M // T.int64(8), 8):
                acc = T.alloc_buffer((8, 2, 16))
                w = T.alloc_buffer((2, 16))
                tot = T.alloc_buffer((1,))
                for r, j in T.grid(8, 2):
                    for ln in T.vectorized(16):
                        acc[r, j, ln] = T.float32(0.0)
                for kb in range(4):
                    for ku in T.unroll(1):
                        for v in range(1):
                            for j in T.unroll(2):
                                for ln in T.vectorized(16):
                                    w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                            for r in T.unroll(8):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        acc[r, j, ln] = acc[r, j, ln] + X[mt * T.int64(8) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                for r in T.unroll(8):
                    for j in T.unroll(2):
                        t16 = T.float32x16()
                        t8 = T.float32x8()
                        t4 = T.float32x4()
                        t2 = T.float32x2()
                        tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                        Y[mt * T.int64(8) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) // T.int64(4) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((4, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(4, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(4):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(8) * T.int64(8) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(4):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(8) * T.int64(8) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) // T.int64(2) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((2, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(2, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for j in T.unroll(2):
                            if kb * 64 % 64 < 64:
                                T.call_llvm_intrin("void", "llvm.prefetch", T.address_of(P_0[T.min(nbo * 16 + ns * 2 + j + 4, 63), kb * 16]), 0, 3, 1)
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(2):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(4) * T.int64(4) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(2):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(4) * T.int64(4) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]
            if M % T.int64(8) % T.int64(2) == T.int64(1):
                for ns in range(8):
                    acc = T.alloc_buffer((1, 2, 16))
                    w = T.alloc_buffer((2, 16))
                    tot = T.alloc_buffer((1,))
                    for r, j in T.grid(1, 2):
                        for ln in T.vectorized(16):
                            acc[r, j, ln] = T.float32(0.0)
                    for kb in range(4):
                        for j in T.unroll(2):
                            if kb * 64 % 64 < 64:
                                T.call_llvm_intrin("void", "llvm.prefetch", T.address_of(P_0[T.min(nbo * 16 + ns * 2 + j + 4, 63), kb * 16]), 0, 3, 1)
                        for ku in T.unroll(1):
                            for v in range(1):
                                for j in T.unroll(2):
                                    for ln in T.vectorized(16):
                                        w[j, ln] = P_0[nbo * 16 + ns * 2 + j, (kb + ku) * 16 + ln + v]
                                for r in T.unroll(1):
                                    for j in T.unroll(2):
                                        for ln in T.vectorized(16):
                                            acc[r, j, ln] = acc[r, j, ln] + X[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(2) * T.int64(2) + T.Cast("int64", r), (kb + ku) * 16 + ln + v] * w[j, ln]
                    for r in T.unroll(1):
                        for j in T.unroll(2):
                            t16 = T.float32x16()
                            t8 = T.float32x8()
                            t4 = T.float32x4()
                            t2 = T.float32x2()
                            tot[0] = T.Let(T.Shuffle([t2], [0]) + T.Shuffle([t2], [1]), where={t2: T.Let(T.Shuffle([t4], [0, 1]) + T.Shuffle([t4], [2, 3]), where={t4: T.Let(T.Shuffle([t8], [0, 1, 2, 3]) + T.Shuffle([t8], [4, 5, 6, 7]), where={t8: T.Let(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]) + T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15]), where={t16: acc[r, j, T.Ramp(0, 1, 16)]})})})})
                            Y[M // T.int64(8) * T.int64(8) + M % T.int64(8) // T.int64(2) * T.int64(2) + T.Cast("int64", r), nbo * 16 + ns * 2 + j] = tot[0]

    @T.prim_func(s_tir=True)
    def rmsnorm_d64_eps1em06_l1v1sec0r1s1_llvm(X: T.Buffer((M, 64), "float32"), W: T.Buffer((64,), "float32"), Y: T.Buffer((M, 64), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        sumsq = T.sblock_alloc_buffer((M,))
        for m, k in T.grid(M, 64):
            with T.sblock("sumsq"):
                v_m = T.axis.spatial(M, m)
                v_k = T.axis.reduce(64, k)
                T.reads(X[v_m, v_k])
                T.writes(sumsq[v_m])
                with T.init():
                    sumsq[v_m] = T.float32(0.0)
                sumsq[v_m] = sumsq[v_m] + X[v_m, v_k] * X[v_m, v_k]
        for m, j in T.grid(M, 64):
            with T.sblock("Y"):
                v_m = T.axis.spatial(M, m)
                v_j = T.axis.spatial(64, j)
                T.reads(X[v_m, v_j], sumsq[v_m], W[v_j])
                T.writes(Y[v_m, v_j])
                Y[v_m, v_j] = X[v_m, v_j] * T.rsqrt(sumsq[v_m] / T.float32(64.0) + T.float32(9.9999999999999995e-07)) * W[v_j]

    @T.prim_func(s_tir=True)
    def rope_kv_append_n_heads4_n_kv_heads2_head_dim16_max_ctx256_llvm(QKV: T.Buffer((M, 128), "float32"), Pos: T.Buffer((M,), "int32"), Cos: T.Buffer((256, 8), "float32"), Sin: T.Buffer((256, 8), "float32"), Kc: T.Buffer((256, 2, 16), "float32"), Vc: T.Buffer((256, 2, 16), "float32"), Qo: T.Buffer((M, 4, 16), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for m in range(M):
            for h, i in T.grid(4, 8):
                with T.sblock("q_rope"):
                    vm, vh, vi = T.axis.remap("SSS", [m, h, i])
                    T.reads(Pos[vm], QKV[vm, vh * 16 + vi:vh * 16 + vi + 9], Cos[Pos[vm], vi], Sin[Pos[vm], vi])
                    T.writes(Qo[vm, vh, vi:vi + 9])
                    p: T.let[T.int32] = Pos[vm]
                    x0: T.let[T.float32] = QKV[vm, vh * 16 + vi]
                    x1: T.let[T.float32] = QKV[vm, vh * 16 + vi + 8]
                    Qo[vm, vh, vi] = x0 * Cos[p, vi] - x1 * Sin[p, vi]
                    Qo[vm, vh, vi + 8] = x1 * Cos[p, vi] + x0 * Sin[p, vi]
            for h, i in T.grid(2, 8):
                with T.sblock("k_rope"):
                    vm, vh, vi = T.axis.remap("SSS", [m, h, i])
                    T.reads(Pos[vm], QKV[vm, vh * 16 + vi + 64:vh * 16 + vi + 64 + 9], Cos[Pos[vm], vi], Sin[Pos[vm], vi])
                    T.writes(Kc[Pos[vm], vh, vi:vi + 9])
                    p: T.let[T.int32] = Pos[vm]
                    x0: T.let[T.float32] = QKV[vm, 64 + vh * 16 + vi]
                    x1: T.let[T.float32] = QKV[vm, 64 + vh * 16 + vi + 8]
                    Kc[p, vh, vi] = x0 * Cos[p, vi] - x1 * Sin[p, vi]
                    Kc[p, vh, vi + 8] = x1 * Cos[p, vi] + x0 * Sin[p, vi]
            for h, i in T.grid(2, 16):
                with T.sblock("v_append"):
                    vm, vh, vi = T.axis.remap("SSS", [m, h, i])
                    T.reads(QKV[vm, 96 + vh * 16 + vi], Pos[vm])
                    T.writes(Vc[Pos[vm], vh, vi])
                    Vc[Pos[vm], vh, vi] = QKV[vm, 96 + vh * 16 + vi]

    @T.prim_func(s_tir=True)
    def silu_mul_f128_llvm(GU: T.Buffer((M, 256), "float32"), Y: T.Buffer((M, 128), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for i, j in T.grid(M, 128):
            with T.sblock("Y"):
                v_i = T.axis.spatial(M, i)
                v_j = T.axis.spatial(128, j)
                T.reads(GU[v_i, v_j:v_j + 129])
                T.writes(Y[v_i, v_j])
                Y[v_i, v_j] = GU[v_i, v_j] / (T.float32(1.0) + T.exp(GU[v_i, v_j] * T.float32(-1.0))) * GU[v_i, v_j + 128]

    @T.prim_func(s_tir=True)
    def top2_v512_l16v1sec0r1s1_llvm(X: T.Buffer((M, 512), "float32", align=4), Val: T.Buffer((M, 2), "float32", align=4), Idx: T.Buffer((M, 2), "int32", align=4)):
        T.func_attr({"tirx.noalias": True})
        for m in range(M):
            acc = T.alloc_buffer((16,))
            ids = T.alloc_buffer((16,), "int32")
            for ln in T.vectorized(16):
                acc[ln] = T.float32("-inf")
            for ko in range(32):
                for ln in T.vectorized(16):
                    acc[ln] = T.max(acc[ln], T.Select(ko * 16 + ln == -1, T.float32("-inf"), T.Select(T.isnan(X[m, ko * 16 + ln]), T.float32("-inf"), X[m, ko * 16 + ln])))
            for t in range(0):
                acc[0] = T.max(acc[0], T.Select(512 + t == -1, T.float32("-inf"), T.Select(T.isnan(X[m, 512 + t]), T.float32("-inf"), X[m, 512 + t])))
            t16 = T.float32x16()
            t8 = T.float32x8()
            t4 = T.float32x4()
            t2 = T.float32x2()
            acc[0] = T.Let(T.max(T.Shuffle([t2], [0]), T.Shuffle([t2], [1])), where={t2: T.Let(T.max(T.Shuffle([t4], [0, 1]), T.Shuffle([t4], [2, 3])), where={t4: T.Let(T.max(T.Shuffle([t8], [0, 1, 2, 3]), T.Shuffle([t8], [4, 5, 6, 7])), where={t8: T.Let(T.max(T.Shuffle([t16], [0, 1, 2, 3, 4, 5, 6, 7]), T.Shuffle([t16], [8, 9, 10, 11, 12, 13, 14, 15])), where={t16: acc[T.Ramp(0, 1, 16)]})})})})
            v1: T.let[T.float32] = acc[0]
            for ln in T.vectorized(16):
                ids[ln] = 2147483647
            for ko in range(32):
                for ln in T.vectorized(16):
                    ids[ln] = T.min(ids[ln], T.Select(T.Select(T.isnan(X[m, ko * 16 + ln]), T.float32("-inf"), X[m, ko * 16 + ln]) == v1 and ko * 16 + ln != -1, ko * 16 + ln, 2147483647))
            for t in range(0):
                ids[0] = T.min(ids[0], T.Select(T.Select(T.isnan(X[m, 512 + t]), T.float32("-inf"), X[m, 512 + t]) == v1 and 512 + t != -1, 512 + t, 2147483647))
            t16_1 = T.int32x16()
            t8_1 = T.int32x8()
            t4_1 = T.int32x4()
            t2_1 = T.int32x2()
            ids[0] = T.Let(T.min(T.Shuffle([t2_1], [0]), T.Shuffle([t2_1], [1])), where={t2_1: T.Let(T.min(T.Shuffle([t4_1], [0, 1]), T.Shuffle([t4_1], [2, 3])), where={t4_1: T.Let(T.min(T.Shuffle([t8_1], [0, 1, 2, 3]), T.Shuffle([t8_1], [4, 5, 6, 7])), where={t8_1: T.Let(T.min(T.Shuffle([t16_1], [0, 1, 2, 3, 4, 5, 6, 7]), T.Shuffle([t16_1], [8, 9, 10, 11, 12, 13, 14, 15])), where={t16_1: ids[T.Ramp(0, 1, 16)]})})})})
            i1: T.let[T.int32] = ids[0]
            for ln in T.vectorized(16):
                acc[ln] = T.float32("-inf")
            for ko in range(32):
                for ln in T.vectorized(16):
                    acc[ln] = T.max(acc[ln], T.Select(ko * 16 + ln == i1, T.float32("-inf"), T.Select(T.isnan(X[m, ko * 16 + ln]), T.float32("-inf"), X[m, ko * 16 + ln])))
            for t in range(0):
                acc[0] = T.max(acc[0], T.Select(512 + t == i1, T.float32("-inf"), T.Select(T.isnan(X[m, 512 + t]), T.float32("-inf"), X[m, 512 + t])))
            t16_2 = T.float32x16()
            t8_2 = T.float32x8()
            t4_2 = T.float32x4()
            t2_2 = T.float32x2()
            acc[0] = T.Let(T.max(T.Shuffle([t2_2], [0]), T.Shuffle([t2_2], [1])), where={t2_2: T.Let(T.max(T.Shuffle([t4_2], [0, 1]), T.Shuffle([t4_2], [2, 3])), where={t4_2: T.Let(T.max(T.Shuffle([t8_2], [0, 1, 2, 3]), T.Shuffle([t8_2], [4, 5, 6, 7])), where={t8_2: T.Let(T.max(T.Shuffle([t16_2], [0, 1, 2, 3, 4, 5, 6, 7]), T.Shuffle([t16_2], [8, 9, 10, 11, 12, 13, 14, 15])), where={t16_2: acc[T.Ramp(0, 1, 16)]})})})})
            v2: T.let[T.float32] = acc[0]
            for ln in T.vectorized(16):
                ids[ln] = 2147483647
            for ko in range(32):
                for ln in T.vectorized(16):
                    ids[ln] = T.min(ids[ln], T.Select(T.Select(T.isnan(X[m, ko * 16 + ln]), T.float32("-inf"), X[m, ko * 16 + ln]) == v2 and ko * 16 + ln != i1, ko * 16 + ln, 2147483647))
            for t in range(0):
                ids[0] = T.min(ids[0], T.Select(T.Select(T.isnan(X[m, 512 + t]), T.float32("-inf"), X[m, 512 + t]) == v2 and 512 + t != i1, 512 + t, 2147483647))
            t16_3 = T.int32x16()
            t8_3 = T.int32x8()
            t4_3 = T.int32x4()
            t2_3 = T.int32x2()
            ids[0] = T.Let(T.min(T.Shuffle([t2_3], [0]), T.Shuffle([t2_3], [1])), where={t2_3: T.Let(T.min(T.Shuffle([t4_3], [0, 1]), T.Shuffle([t4_3], [2, 3])), where={t4_3: T.Let(T.min(T.Shuffle([t8_3], [0, 1, 2, 3]), T.Shuffle([t8_3], [4, 5, 6, 7])), where={t8_3: T.Let(T.min(T.Shuffle([t16_3], [0, 1, 2, 3, 4, 5, 6, 7]), T.Shuffle([t16_3], [8, 9, 10, 11, 12, 13, 14, 15])), where={t16_3: ids[T.Ramp(0, 1, 16)]})})})})
            Idx[m, 0] = i1
            Idx[m, 1] = ids[0]
            for e in range(2):
                Val[m, e] = T.Select(T.isnan(X[m, Idx[m, e]]), T.float32("-inf"), X[m, Idx[m, e]])