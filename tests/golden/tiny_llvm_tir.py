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
    def attention_n_heads4_n_kv_heads2_head_dim16_max_ctx256_l1v1sec64r1s1_llvm(Q: T.Buffer((M, 4, 16), "float32"), Kc: T.Buffer((256, 2, 16), "float32"), Vc: T.Buffer((256, 2, 16), "float32"), Pos: T.Buffer((M,), "int32"), Out: T.Buffer((M, 64), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        for m, h in T.grid(M, 4):
            with T.sblock("attn"):
                vm, vh = T.axis.remap("SS", [m, h])
                T.reads(Q[vm, vh, 0:16], Kc[0:256, vh // 2, 0:16], Vc[0:256, vh // 2, 0:16], Pos[vm])
                T.writes(Out[vm, vh * 16:vh * 16 + 16])
                s = T.sblock_alloc_buffer((64,))
                acc = T.sblock_alloc_buffer((16,))
                acc_c = T.sblock_alloc_buffer((16,))
                st = T.sblock_alloc_buffer((5,))
                n_len: T.let[T.int32] = Pos[vm] + 1
                for c in range((n_len + 63) // 64):
                    n_valid: T.let[T.int32] = T.min(64, n_len - c * 64)
                    st[2] = T.float32(-340282346638528859811704183484516925440.0)
                    for j in range(64):
                        s[j] = T.float32(-340282346638528859811704183484516925440.0)
                        if j < n_valid:
                            st[4] = T.float32(0.0)
                            for d in range(16):
                                st[4] = st[4] + Q[vm, vh, d] * Kc[c * 64 + j, vh // 2, d]
                            s[j] = st[4] * T.float32(0.25)
                        st[2] = T.max(st[2], s[j])
                    st[3] = T.float32(0.0)
                    for j in range(64):
                        s[j] = T.Select(j < n_valid, T.exp(s[j] - st[2]), T.float32(0.0))
                        st[3] = st[3] + s[j]
                    for d in range(16):
                        acc_c[d] = T.float32(0.0)
                    for j, d in T.grid(n_valid, 16):
                        acc_c[d] = acc_c[d] + s[j] * Vc[c * 64 + j, vh // 2, d]
                    if c == 0:
                        st[0] = st[2]
                        st[1] = st[3]
                        for d in range(16):
                            acc[d] = acc_c[d]
                    else:
                        m_new: T.let[T.float32] = T.max(st[0], st[2])
                        a: T.let[T.float32] = T.exp(st[0] - m_new)
                        b: T.let[T.float32] = T.exp(st[2] - m_new)
                        st[1] = st[1] * a + st[3] * b
                        for d in range(16):
                            acc[d] = acc[d] * a + acc_c[d] * b
                        st[0] = m_new
                for d in range(16):
                    Out[vm, vh * 16 + d] = acc[d] / st[1]

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
    def gemv_n128_k64_wdtypefloat32_biasTrue_l16v1sec0r8s1_llvm(X: T.Buffer((M, T.int64(64)), "float32"), W: T.Buffer((T.int64(128), T.int64(64)), "float32"), B: T.Buffer((T.int64(128),), "float32"), bias: T.Buffer((M, T.int64(128)), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dequant_local = T.sblock_alloc_buffer((T.int64(128), T.int64(64)), scope="local")
        X_pad = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64)))
        gemv_pad = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(128)))
        gemv_pad_rf_local = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(128), T.int64(16)), scope="local")
        for i0, i1 in T.grid((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64)):
            with T.sblock("X_pad"):
                v0, v1 = T.axis.remap("SS", [i0, i1])
                T.reads(X[v0, v1])
                T.writes(X_pad[v0, v1])
                X_pad[v0, v1] = T.if_then_else(v0 < M, X[v0, v1], T.float32(0.0))
        for j in T.parallel(T.int64(128)):
            for i_0 in range((M + T.int64(7)) // T.int64(8)):
                for i_1_init in range(T.int64(8)):
                    for k_1_init in T.vectorized(T.int64(16)):
                        with T.sblock("gemv_rf_init"):
                            vk_1 = T.axis.spatial(T.int64(16), k_1_init)
                            v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + i_1_init)
                            v_j = T.axis.spatial(T.int64(128), j)
                            T.reads()
                            T.writes(gemv_pad_rf_local[v_i, v_j, vk_1])
                            gemv_pad_rf_local[v_i, v_j, vk_1] = T.float32(0.0)
                for k_0, k_2 in T.grid(T.int64(4), T.int64(1)):
                    for ax0 in range(T.int64(1)):
                        for ax1 in T.vectorized(T.int64(16)):
                            with T.sblock("dequant"):
                                v_j = T.axis.spatial(T.int64(128), j + ax0)
                                v_r = T.axis.spatial(T.int64(64), k_0 * T.int64(16) + ax1)
                                T.reads(W[v_j, v_r])
                                T.writes(dequant_local[v_j, v_r])
                                dequant_local[v_j, v_r] = W[v_j, v_r]
                    for i_1 in range(T.int64(8)):
                        for k_1 in T.vectorized(T.int64(16)):
                            with T.sblock("gemv_rf_update"):
                                vk_1 = T.axis.spatial(T.int64(16), k_1)
                                v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + i_1)
                                v_j = T.axis.spatial(T.int64(128), j)
                                vk_0, vk_2 = T.axis.remap("RR", [k_0, k_2])
                                T.reads(gemv_pad_rf_local[v_i, v_j, vk_1], X_pad[v_i, vk_0 * T.int64(16) + vk_1 + vk_2], dequant_local[v_j, vk_0 * T.int64(16) + vk_1 + vk_2])
                                T.writes(gemv_pad_rf_local[v_i, v_j, vk_1])
                                gemv_pad_rf_local[v_i, v_j, vk_1] = gemv_pad_rf_local[v_i, v_j, vk_1] + X_pad[v_i, vk_0 * T.int64(16) + vk_1 + vk_2] * dequant_local[v_j, vk_0 * T.int64(16) + vk_1 + vk_2]
                for ax0, ax1, ax2 in T.grid(T.int64(16), T.int64(8), T.int64(1)):
                    with T.sblock("gemv"):
                        vk_1 = T.axis.reduce(T.int64(16), ax0)
                        v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + ax1)
                        v_j = T.axis.spatial(T.int64(128), j + ax2)
                        T.reads(gemv_pad_rf_local[v_i, v_j, vk_1])
                        T.writes(gemv_pad[v_i, v_j])
                        with T.init():
                            gemv_pad[v_i, v_j] = T.float32(0.0)
                        gemv_pad[v_i, v_j] = gemv_pad[v_i, v_j] + gemv_pad_rf_local[v_i, v_j, vk_1]
                for ax0, ax1 in T.grid(T.int64(8), T.int64(1)):
                    with T.sblock("bias"):
                        v_i = T.axis.spatial(M, i_0 * T.int64(8) + ax0)
                        v_j = T.axis.spatial(T.int64(128), j + ax1)
                        T.where((i_0 - (M + T.int64(7)) // T.int64(8) < T.int64(0) or i_0 * T.int64(8) + ax0 == T.int64(0)) and i_0 * T.int64(8) + ax0 < M)
                        T.reads(gemv_pad[v_i, v_j], B[v_j])
                        T.writes(bias[v_i, v_j])
                        bias[v_i, v_j] = gemv_pad[v_i, v_j] + B[v_j]

    @T.prim_func(s_tir=True)
    def gemv_n256_k64_wdtypefloat32_biasFalse_l16v1sec0r8s1_llvm(X: T.Buffer((M, T.int64(64)), "float32"), W: T.Buffer((T.int64(256), T.int64(64)), "float32"), gemv: T.Buffer((M, T.int64(256)), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dequant_local = T.sblock_alloc_buffer((T.int64(256), T.int64(64)), scope="local")
        X_pad = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64)))
        gemv_pad = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(256)))
        gemv_pad_rf_local = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(256), T.int64(16)), scope="local")
        for i0, i1 in T.grid((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64)):
            with T.sblock("X_pad"):
                v0, v1 = T.axis.remap("SS", [i0, i1])
                T.reads(X[v0, v1])
                T.writes(X_pad[v0, v1])
                X_pad[v0, v1] = T.if_then_else(v0 < M, X[v0, v1], T.float32(0.0))
        for j in T.parallel(T.int64(256)):
            for i_0 in range((M + T.int64(7)) // T.int64(8)):
                for i_1_init in range(T.int64(8)):
                    for k_1_init in T.vectorized(T.int64(16)):
                        with T.sblock("gemv_rf_init"):
                            vk_1 = T.axis.spatial(T.int64(16), k_1_init)
                            v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + i_1_init)
                            v_j = T.axis.spatial(T.int64(256), j)
                            T.reads()
                            T.writes(gemv_pad_rf_local[v_i, v_j, vk_1])
                            gemv_pad_rf_local[v_i, v_j, vk_1] = T.float32(0.0)
                for k_0, k_2 in T.grid(T.int64(4), T.int64(1)):
                    for ax0 in range(T.int64(1)):
                        for ax1 in T.vectorized(T.int64(16)):
                            with T.sblock("dequant"):
                                v_j = T.axis.spatial(T.int64(256), j + ax0)
                                v_r = T.axis.spatial(T.int64(64), k_0 * T.int64(16) + ax1)
                                T.reads(W[v_j, v_r])
                                T.writes(dequant_local[v_j, v_r])
                                dequant_local[v_j, v_r] = W[v_j, v_r]
                    for i_1 in range(T.int64(8)):
                        for k_1 in T.vectorized(T.int64(16)):
                            with T.sblock("gemv_rf_update"):
                                vk_1 = T.axis.spatial(T.int64(16), k_1)
                                v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + i_1)
                                v_j = T.axis.spatial(T.int64(256), j)
                                vk_0, vk_2 = T.axis.remap("RR", [k_0, k_2])
                                T.reads(gemv_pad_rf_local[v_i, v_j, vk_1], X_pad[v_i, vk_0 * T.int64(16) + vk_1 + vk_2], dequant_local[v_j, vk_0 * T.int64(16) + vk_1 + vk_2])
                                T.writes(gemv_pad_rf_local[v_i, v_j, vk_1])
                                gemv_pad_rf_local[v_i, v_j, vk_1] = gemv_pad_rf_local[v_i, v_j, vk_1] + X_pad[v_i, vk_0 * T.int64(16) + vk_1 + vk_2] * dequant_local[v_j, vk_0 * T.int64(16) + vk_1 + vk_2]
                for ax0, ax1, ax2 in T.grid(T.int64(16), T.int64(8), T.int64(1)):
                    with T.sblock("gemv"):
                        vk_1 = T.axis.reduce(T.int64(16), ax0)
                        v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + ax1)
                        v_j = T.axis.spatial(T.int64(256), j + ax2)
                        T.reads(gemv_pad_rf_local[v_i, v_j, vk_1])
                        T.writes(gemv_pad[v_i, v_j])
                        with T.init():
                            gemv_pad[v_i, v_j] = T.float32(0.0)
                        gemv_pad[v_i, v_j] = gemv_pad[v_i, v_j] + gemv_pad_rf_local[v_i, v_j, vk_1]
                for ax0, ax1 in T.grid(T.int64(8), T.int64(1)):
                    with T.sblock("gemv_pad"):
                        v0 = T.axis.spatial(M, i_0 * T.int64(8) + ax0)
                        v1 = T.axis.spatial(T.int64(256), j + ax1)
                        T.where((i_0 - (M + T.int64(7)) // T.int64(8) < T.int64(0) or i_0 * T.int64(8) + ax0 == T.int64(0)) and i_0 * T.int64(8) + ax0 < M)
                        T.reads(gemv_pad[v0, v1])
                        T.writes(gemv[v0, v1])
                        gemv[v0, v1] = gemv_pad[v0, v1]

    @T.prim_func(s_tir=True)
    def gemv_n512_k64_wdtypefloat32_biasFalse_l16v1sec0r8s1_llvm(X: T.Buffer((M, T.int64(64)), "float32"), W: T.Buffer((T.int64(512), T.int64(64)), "float32"), gemv: T.Buffer((M, T.int64(512)), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dequant_local = T.sblock_alloc_buffer((T.int64(512), T.int64(64)), scope="local")
        X_pad = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64)))
        gemv_pad = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(512)))
        gemv_pad_rf_local = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(512), T.int64(16)), scope="local")
        for i0, i1 in T.grid((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64)):
            with T.sblock("X_pad"):
                v0, v1 = T.axis.remap("SS", [i0, i1])
                T.reads(X[v0, v1])
                T.writes(X_pad[v0, v1])
                X_pad[v0, v1] = T.if_then_else(v0 < M, X[v0, v1], T.float32(0.0))
        for j in T.parallel(T.int64(512)):
            for i_0 in range((M + T.int64(7)) // T.int64(8)):
                for i_1_init in range(T.int64(8)):
                    for k_1_init in T.vectorized(T.int64(16)):
                        with T.sblock("gemv_rf_init"):
                            vk_1 = T.axis.spatial(T.int64(16), k_1_init)
                            v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + i_1_init)
                            v_j = T.axis.spatial(T.int64(512), j)
                            T.reads()
                            T.writes(gemv_pad_rf_local[v_i, v_j, vk_1])
                            gemv_pad_rf_local[v_i, v_j, vk_1] = T.float32(0.0)
                for k_0, k_2 in T.grid(T.int64(4), T.int64(1)):
                    for ax0 in range(T.int64(1)):
                        for ax1 in T.vectorized(T.int64(16)):
                            with T.sblock("dequant"):
                                v_j = T.axis.spatial(T.int64(512), j + ax0)
                                v_r = T.axis.spatial(T.int64(64), k_0 * T.int64(16) + ax1)
                                T.reads(W[v_j, v_r])
                                T.writes(dequant_local[v_j, v_r])
                                dequant_local[v_j, v_r] = W[v_j, v_r]
                    for i_1 in range(T.int64(8)):
                        for k_1 in T.vectorized(T.int64(16)):
                            with T.sblock("gemv_rf_update"):
                                vk_1 = T.axis.spatial(T.int64(16), k_1)
                                v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + i_1)
                                v_j = T.axis.spatial(T.int64(512), j)
                                vk_0, vk_2 = T.axis.remap("RR", [k_0, k_2])
                                T.reads(gemv_pad_rf_local[v_i, v_j, vk_1], X_pad[v_i, vk_0 * T.int64(16) + vk_1 + vk_2], dequant_local[v_j, vk_0 * T.int64(16) + vk_1 + vk_2])
                                T.writes(gemv_pad_rf_local[v_i, v_j, vk_1])
                                gemv_pad_rf_local[v_i, v_j, vk_1] = gemv_pad_rf_local[v_i, v_j, vk_1] + X_pad[v_i, vk_0 * T.int64(16) + vk_1 + vk_2] * dequant_local[v_j, vk_0 * T.int64(16) + vk_1 + vk_2]
                for ax0, ax1, ax2 in T.grid(T.int64(16), T.int64(8), T.int64(1)):
                    with T.sblock("gemv"):
                        vk_1 = T.axis.reduce(T.int64(16), ax0)
                        v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + ax1)
                        v_j = T.axis.spatial(T.int64(512), j + ax2)
                        T.reads(gemv_pad_rf_local[v_i, v_j, vk_1])
                        T.writes(gemv_pad[v_i, v_j])
                        with T.init():
                            gemv_pad[v_i, v_j] = T.float32(0.0)
                        gemv_pad[v_i, v_j] = gemv_pad[v_i, v_j] + gemv_pad_rf_local[v_i, v_j, vk_1]
                for ax0, ax1 in T.grid(T.int64(8), T.int64(1)):
                    with T.sblock("gemv_pad"):
                        v0 = T.axis.spatial(M, i_0 * T.int64(8) + ax0)
                        v1 = T.axis.spatial(T.int64(512), j + ax1)
                        T.where((i_0 - (M + T.int64(7)) // T.int64(8) < T.int64(0) or i_0 * T.int64(8) + ax0 == T.int64(0)) and i_0 * T.int64(8) + ax0 < M)
                        T.reads(gemv_pad[v0, v1])
                        T.writes(gemv[v0, v1])
                        gemv[v0, v1] = gemv_pad[v0, v1]

    @T.prim_func(s_tir=True)
    def gemv_n64_k128_wdtypefloat32_biasFalse_l16v1sec0r8s1_llvm(X: T.Buffer((M, T.int64(128)), "float32"), W: T.Buffer((T.int64(64), T.int64(128)), "float32"), gemv: T.Buffer((M, T.int64(64)), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dequant_local = T.sblock_alloc_buffer((T.int64(64), T.int64(128)), scope="local")
        X_pad = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(128)))
        gemv_pad = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64)))
        gemv_pad_rf_local = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64), T.int64(16)), scope="local")
        for i0, i1 in T.grid((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(128)):
            with T.sblock("X_pad"):
                v0, v1 = T.axis.remap("SS", [i0, i1])
                T.reads(X[v0, v1])
                T.writes(X_pad[v0, v1])
                X_pad[v0, v1] = T.if_then_else(v0 < M, X[v0, v1], T.float32(0.0))
        for j in T.parallel(T.int64(64)):
            for i_0 in range((M + T.int64(7)) // T.int64(8)):
                for i_1_init in range(T.int64(8)):
                    for k_1_init in T.vectorized(T.int64(16)):
                        with T.sblock("gemv_rf_init"):
                            vk_1 = T.axis.spatial(T.int64(16), k_1_init)
                            v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + i_1_init)
                            v_j = T.axis.spatial(T.int64(64), j)
                            T.reads()
                            T.writes(gemv_pad_rf_local[v_i, v_j, vk_1])
                            gemv_pad_rf_local[v_i, v_j, vk_1] = T.float32(0.0)
                for k_0, k_2 in T.grid(T.int64(8), T.int64(1)):
                    for ax0 in range(T.int64(1)):
                        for ax1 in T.vectorized(T.int64(16)):
                            with T.sblock("dequant"):
                                v_j = T.axis.spatial(T.int64(64), j + ax0)
                                v_r = T.axis.spatial(T.int64(128), k_0 * T.int64(16) + ax1)
                                T.reads(W[v_j, v_r])
                                T.writes(dequant_local[v_j, v_r])
                                dequant_local[v_j, v_r] = W[v_j, v_r]
                    for i_1 in range(T.int64(8)):
                        for k_1 in T.vectorized(T.int64(16)):
                            with T.sblock("gemv_rf_update"):
                                vk_1 = T.axis.spatial(T.int64(16), k_1)
                                v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + i_1)
                                v_j = T.axis.spatial(T.int64(64), j)
                                vk_0, vk_2 = T.axis.remap("RR", [k_0, k_2])
                                T.reads(gemv_pad_rf_local[v_i, v_j, vk_1], X_pad[v_i, vk_0 * T.int64(16) + vk_1 + vk_2], dequant_local[v_j, vk_0 * T.int64(16) + vk_1 + vk_2])
                                T.writes(gemv_pad_rf_local[v_i, v_j, vk_1])
                                gemv_pad_rf_local[v_i, v_j, vk_1] = gemv_pad_rf_local[v_i, v_j, vk_1] + X_pad[v_i, vk_0 * T.int64(16) + vk_1 + vk_2] * dequant_local[v_j, vk_0 * T.int64(16) + vk_1 + vk_2]
                for ax0, ax1, ax2 in T.grid(T.int64(16), T.int64(8), T.int64(1)):
                    with T.sblock("gemv"):
                        vk_1 = T.axis.reduce(T.int64(16), ax0)
                        v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + ax1)
                        v_j = T.axis.spatial(T.int64(64), j + ax2)
                        T.reads(gemv_pad_rf_local[v_i, v_j, vk_1])
                        T.writes(gemv_pad[v_i, v_j])
                        with T.init():
                            gemv_pad[v_i, v_j] = T.float32(0.0)
                        gemv_pad[v_i, v_j] = gemv_pad[v_i, v_j] + gemv_pad_rf_local[v_i, v_j, vk_1]
                for ax0, ax1 in T.grid(T.int64(8), T.int64(1)):
                    with T.sblock("gemv_pad"):
                        v0 = T.axis.spatial(M, i_0 * T.int64(8) + ax0)
                        v1 = T.axis.spatial(T.int64(64), j + ax1)
                        T.where((i_0 - (M + T.int64(7)) // T.int64(8) < T.int64(0) or i_0 * T.int64(8) + ax0 == T.int64(0)) and i_0 * T.int64(8) + ax0 < M)
                        T.reads(gemv_pad[v0, v1])
                        T.writes(gemv[v0, v1])
                        gemv[v0, v1] = gemv_pad[v0, v1]

    @T.prim_func(s_tir=True)
    def gemv_n64_k64_wdtypefloat32_biasFalse_l16v1sec0r8s1_llvm(X: T.Buffer((M, T.int64(64)), "float32"), W: T.Buffer((T.int64(64), T.int64(64)), "float32"), gemv: T.Buffer((M, T.int64(64)), "float32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        dequant_local = T.sblock_alloc_buffer((T.int64(64), T.int64(64)), scope="local")
        X_pad = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64)))
        gemv_pad = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64)))
        gemv_pad_rf_local = T.sblock_alloc_buffer(((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64), T.int64(16)), scope="local")
        for i0, i1 in T.grid((M + T.int64(7)) // T.int64(8) * T.int64(8), T.int64(64)):
            with T.sblock("X_pad"):
                v0, v1 = T.axis.remap("SS", [i0, i1])
                T.reads(X[v0, v1])
                T.writes(X_pad[v0, v1])
                X_pad[v0, v1] = T.if_then_else(v0 < M, X[v0, v1], T.float32(0.0))
        for j in T.parallel(T.int64(64)):
            for i_0 in range((M + T.int64(7)) // T.int64(8)):
                for i_1_init in range(T.int64(8)):
                    for k_1_init in T.vectorized(T.int64(16)):
                        with T.sblock("gemv_rf_init"):
                            vk_1 = T.axis.spatial(T.int64(16), k_1_init)
                            v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + i_1_init)
                            v_j = T.axis.spatial(T.int64(64), j)
                            T.reads()
                            T.writes(gemv_pad_rf_local[v_i, v_j, vk_1])
                            gemv_pad_rf_local[v_i, v_j, vk_1] = T.float32(0.0)
                for k_0, k_2 in T.grid(T.int64(4), T.int64(1)):
                    for ax0 in range(T.int64(1)):
                        for ax1 in T.vectorized(T.int64(16)):
                            with T.sblock("dequant"):
                                v_j = T.axis.spatial(T.int64(64), j + ax0)
                                v_r = T.axis.spatial(T.int64(64), k_0 * T.int64(16) + ax1)
                                T.reads(W[v_j, v_r])
                                T.writes(dequant_local[v_j, v_r])
                                dequant_local[v_j, v_r] = W[v_j, v_r]
                    for i_1 in range(T.int64(8)):
                        for k_1 in T.vectorized(T.int64(16)):
                            with T.sblock("gemv_rf_update"):
                                vk_1 = T.axis.spatial(T.int64(16), k_1)
                                v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + i_1)
                                v_j = T.axis.spatial(T.int64(64), j)
                                vk_0, vk_2 = T.axis.remap("RR", [k_0, k_2])
                                T.reads(gemv_pad_rf_local[v_i, v_j, vk_1], X_pad[v_i, vk_0 * T.int64(16) + vk_1 + vk_2], dequant_local[v_j, vk_0 * T.int64(16) + vk_1 + vk_2])
                                T.writes(gemv_pad_rf_local[v_i, v_j, vk_1])
                                gemv_pad_rf_local[v_i, v_j, vk_1] = gemv_pad_rf_local[v_i, v_j, vk_1] + X_pad[v_i, vk_0 * T.int64(16) + vk_1 + vk_2] * dequant_local[v_j, vk_0 * T.int64(16) + vk_1 + vk_2]
                for ax0, ax1, ax2 in T.grid(T.int64(16), T.int64(8), T.int64(1)):
                    with T.sblock("gemv"):
                        vk_1 = T.axis.reduce(T.int64(16), ax0)
                        v_i = T.axis.spatial((M + T.int64(7)) // T.int64(8) * T.int64(8), i_0 * T.int64(8) + ax1)
                        v_j = T.axis.spatial(T.int64(64), j + ax2)
                        T.reads(gemv_pad_rf_local[v_i, v_j, vk_1])
                        T.writes(gemv_pad[v_i, v_j])
                        with T.init():
                            gemv_pad[v_i, v_j] = T.float32(0.0)
                        gemv_pad[v_i, v_j] = gemv_pad[v_i, v_j] + gemv_pad_rf_local[v_i, v_j, vk_1]
                for ax0, ax1 in T.grid(T.int64(8), T.int64(1)):
                    with T.sblock("gemv_pad"):
                        v0 = T.axis.spatial(M, i_0 * T.int64(8) + ax0)
                        v1 = T.axis.spatial(T.int64(64), j + ax1)
                        T.where((i_0 - (M + T.int64(7)) // T.int64(8) < T.int64(0) or i_0 * T.int64(8) + ax0 == T.int64(0)) and i_0 * T.int64(8) + ax0 < M)
                        T.reads(gemv_pad[v0, v1])
                        T.writes(gemv[v0, v1])
                        gemv[v0, v1] = gemv_pad[v0, v1]

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
    def top2_v512_l1v1sec0r1s1_llvm(logits: T.Buffer((M, T.int64(512)), "float32"), val: T.Buffer((M, T.int64(2)), "float32"), idx: T.Buffer((M, T.int64(2)), "int32")):
        T.func_attr({"tirx.noalias": True})
        # with T.sblock("root"):
        top2_v0 = T.sblock_alloc_buffer((M,))
        top2_v1 = T.sblock_alloc_buffer((M,), "int32")
        top2_v2 = T.sblock_alloc_buffer((M,))
        top2_v3 = T.sblock_alloc_buffer((M,), "int32")
        for i in range(M):
            for k in range(T.int64(512)):
                with T.sblock("top2"):
                    v_i = T.axis.spatial(M, i)
                    v_k = T.axis.reduce(T.int64(512), k)
                    T.reads(logits[v_i, v_k])
                    T.writes(top2_v0[v_i], top2_v1[v_i], top2_v2[v_i], top2_v3[v_i])
                    with T.init():
                        top2_v0[v_i] = T.float32("-inf")
                        top2_v1[v_i] = 2147483647
                        top2_v2[v_i] = T.float32("-inf")
                        top2_v3[v_i] = 2147483647
                    v_top2_v0: T.let[T.float32] = T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), top2_v0[v_i], T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]))
                    v_top2_v1: T.let[T.int32] = T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), top2_v1[v_i], T.Cast("int32", v_k))
                    v_top2_v2: T.let[T.float32] = T.Select(T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), top2_v2[v_i], top2_v0[v_i]) > T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]), T.float32("-inf")) or T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), top2_v2[v_i], top2_v0[v_i]) == T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]), T.float32("-inf")) and T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), top2_v3[v_i], top2_v1[v_i]) < T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), T.Cast("int32", v_k), 2147483647), T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), top2_v2[v_i], top2_v0[v_i]), T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]), T.float32("-inf")))
                    v_top2_v3: T.let[T.int32] = T.Select(T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), top2_v2[v_i], top2_v0[v_i]) > T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]), T.float32("-inf")) or T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), top2_v2[v_i], top2_v0[v_i]) == T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]), T.float32("-inf")) and T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), top2_v3[v_i], top2_v1[v_i]) < T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), T.Cast("int32", v_k), 2147483647), T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), top2_v3[v_i], top2_v1[v_i]), T.Select(top2_v0[v_i] > T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) or top2_v0[v_i] == T.Select(T.isnan(logits[v_i, v_k]), T.float32("-inf"), logits[v_i, v_k]) and top2_v1[v_i] < T.Cast("int32", v_k), T.Cast("int32", v_k), 2147483647))
                    top2_v0[v_i] = v_top2_v0
                    top2_v1[v_i] = v_top2_v1
                    top2_v2[v_i] = v_top2_v2
                    top2_v3[v_i] = v_top2_v3
            for ax0 in range(T.int64(2)):
                with T.sblock("val"):
                    v_i = T.axis.spatial(M, i)
                    v_j = T.axis.spatial(T.int64(2), ax0)
                    T.reads(top2_v0[v_i], top2_v2[v_i])
                    T.writes(val[v_i, v_j])
                    val[v_i, v_j] = T.if_then_else(v_j == T.int64(0), top2_v0[v_i], top2_v2[v_i])
            for ax0 in range(T.int64(2)):
                with T.sblock("idx"):
                    v_i = T.axis.spatial(M, i)
                    v_j = T.axis.spatial(T.int64(2), ax0)
                    T.reads(top2_v1[v_i], top2_v3[v_i])
                    T.writes(idx[v_i, v_j])
                    idx[v_i, v_j] = T.if_then_else(v_j == T.int64(0), top2_v1[v_i], top2_v3[v_i])