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
    def sample_v512_l1v1sec0r1s1_llvm(L: T.Buffer((M, 512), "float32"), TOPV: T.Buffer((M, 2), "float32"), TOPI: T.Buffer((M, 2), "int32"), POS: T.Buffer((M,), "int32"), PAR: T.Buffer((M, 8), "int32"), OUT: T.Buffer((M,), "int32"), QA: T.Buffer((M, 512), "int32"), W: T.Buffer((M, 512), "int64"), PS: T.Buffer((M, 1), "int64"), PC: T.Buffer((M, 1), "int32"), CNT: T.Buffer((M,), "int32")):
        T.func_attr({"tirx.is_scheduled": True, "tirx.noalias": True})
        # with T.sblock("root"):
        for p, m in T.grid(1, M):
            with T.sblock("sample"):
                T.reads(L[m, 0:512], TOPV[m, 0:2], TOPI[m, 0:2], POS[m], PAR[m, 0:8], QA[m, 0:512], W[m, 0:512], PS[m, 0], PC[m, 0], CNT[m])
                T.writes(OUT[m], QA[m, 0:512], W[m, 0:512], PS[m, 0], PC[m, 0], CNT[m])
                vals = T.sblock_alloc_buffer((1024,), "int64", scope="local")
                cnts = T.sblock_alloc_buffer((1024,), "int64", scope="local")
                gs = T.sblock_alloc_buffer((32,), "int64", scope="local")
                hl = T.sblock_alloc_buffer((1024,), "uint32", scope="local")
                hh = T.sblock_alloc_buffer((1024,), "uint32", scope="local")
                sc = T.sblock_alloc_buffer((16,), "int64", scope="local")
                li = T.sblock_alloc_buffer((12,), "int64", scope="local")
                lk = T.sblock_alloc_buffer((3,), "int64", scope="local")
                lu = T.sblock_alloc_buffer((8,), "uint32", scope="local")
                lq = T.sblock_alloc_buffer((2,), "uint64", scope="local")
                lf = T.sblock_alloc_buffer((2,), scope="local")
                T.attr({"hand_threaded": 0})
                if PAR[m, 0] == 0:
                    for t in range(1):
                        if t == 0 and p == 0:
                            OUT[m] = TOPI[m, 0]
                else:
                    for t in range(1):
                        li[6] = T.int64(0)
                        li[7] = T.int64(0)
                        for i in range(512):
                            if t * 512 + i < 512 and p * 512 + t * 512 + i < 512:
                                lf[0] = T.Select(T.isnan(L[m, p * 512 + t * 512 + i]), T.float32("-inf"), L[m, p * 512 + t * 512 + i])
                                li[0] = T.int64(671088640)
                                if lf[0] == TOPV[m, 0]:
                                    li[0] = T.int64(0)
                                else:
                                    lf[1] = (TOPV[m, 0] - lf[0]) * T.reinterpret("float32", PAR[m, 1])
                                    if lf[1] < T.float32(671088640.0):
                                        li[0] = T.Cast("int64", T.Cast("int32", lf[1]))
                                li[1] = T.int64(0)
                                if li[0] < T.int64(671088640):
                                    frac: T.int64 = li[0] & T.int64(16777215)
                                    lu[0] = T.Cast("uint32", T.Cast("uint64", frac) * T.uint64(2977044472) >> T.uint64(24))
                                    lu[1] = T.uint32(592)
                                    for k in T.unroll(10):
                                        lu[1] = T.Select(9 - k == 9, T.uint32(5918), T.Select(9 - k == 8, T.uint32(53261), T.Select(9 - k == 7, T.uint32(426088), T.Select(9 - k == 6, T.uint32(2982616), T.Select(9 - k == 5, T.uint32(17895697), T.Select(9 - k == 4, T.uint32(89478485), T.Select(9 - k == 3, T.uint32(357913941), T.Select(9 - k == 2, T.uint32(1073741824), T.Select(9 - k == 1, T.uint32(2147483648), T.uint32(2147483648)))))))))) - T.Cast("uint32", T.Cast("uint64", lu[1]) * T.Cast("uint64", lu[0]) >> T.uint64(32))
                                    li[1] = T.Cast("int64", lu[1]) << T.int64(9) >> (li[0] >> T.int64(24))
                                QA[m, p * 512 + t * 512 + i] = T.Cast("int32", li[0])
                                W[m, p * 512 + t * 512 + i] = li[1]
                                li[6] = li[6] + li[1]
                                li[7] = li[7] + T.Select(li[1] > T.int64(0), T.int64(1), T.int64(0))
                        vals[t] = li[6]
                        cnts[t] = li[7]
                    for c in range(2):
                        for t in range(1):
                            if c == 1:
                                vals[t] = cnts[t]
                        for t, j in T.grid(1, 1):
                            if j + t < 1:
                                li[2] = T.int64(0)
                                for e in range(32):
                                    if (j + t) * 32 + e < 1:
                                        li[2] = li[2] + vals[(j + t) * 32 + e]
                                gs[j + t] = li[2]
                        for t in range(1):
                            if t == 0:
                                li[2] = T.int64(0)
                                li[3] = T.int64(0)
                                li[4] = T.int64(0)
                                li[9] = T.int64(0)
                                for g in range(1):
                                    li[8] = gs[g]
                                    if li[3] == T.int64(0):
                                        li[2] = li[2] + li[8]
                                sc[9] = li[2]
                        for t in range(1):
                            if t == 0:
                                if c == 0:
                                    PS[m, p] = sc[9]
                                else:
                                    PC[m, p] = T.Cast("int32", sc[9])
                    for t in range(1):
                        if t == 0:
                            CNT[m] = CNT[m] + 1
                            sc[2] = T.Cast("int64", CNT[m] == 1)
                    for _t in range(1):
                        lk[0] = sc[2]
                    if lk[0] == T.int64(1):
                        for c in range(2):
                            for t, j in T.grid(1, 1):
                                if j + t < 1:
                                    vals[j + t] = T.Select(c == 0, T.Cast("int64", PC[m, j + t]), PS[m, j + t])
                            for t, j in T.grid(1, 1):
                                if j + t < 1:
                                    li[2] = T.int64(0)
                                    for e in range(32):
                                        if (j + t) * 32 + e < 1:
                                            li[2] = li[2] + vals[(j + t) * 32 + e]
                                    gs[j + t] = li[2]
                            for t in range(1):
                                if t == 0:
                                    li[2] = T.int64(0)
                                    li[3] = T.int64(0)
                                    li[4] = T.int64(0)
                                    li[9] = T.int64(0)
                                    for g in range(1):
                                        li[8] = gs[g]
                                        if li[3] == T.int64(0):
                                            li[2] = li[2] + li[8]
                                    sc[9] = li[2]
                            for t in range(1):
                                if t == 0:
                                    if c == 0:
                                        sc[1] = sc[9]
                                    else:
                                        sc[0] = sc[9]
                                    sc[3] = T.int64(1073741824)
                                    sc[4] = T.int64(0)
                        for _t in range(1):
                            lk[1] = sc[1]
                        for f in range(2):
                            if f == 0 and 0 < PAR[m, 2] and T.Cast("int64", PAR[m, 2]) < lk[1] or f == 1 and PAR[m, 3] < 16777216:
                                if f == 1:
                                    for t in range(1):
                                        li[6] = T.int64(0)
                                        li[10] = sc[3]
                                        li[11] = sc[4]
                                        for i in range(512):
                                            if t * 512 + i < 512:
                                                if T.Cast("int64", QA[m, t * 512 + i]) < li[10] or T.Cast("int64", QA[m, t * 512 + i]) == li[10] and T.Cast("int64", t * 512 + i) <= li[11]:
                                                    li[6] = li[6] + W[m, t * 512 + i]
                                        vals[t] = li[6]
                                    for t, j in T.grid(1, 1):
                                        if j + t < 1:
                                            li[2] = T.int64(0)
                                            for e in range(32):
                                                if (j + t) * 32 + e < 1:
                                                    li[2] = li[2] + vals[(j + t) * 32 + e]
                                            gs[j + t] = li[2]
                                    for t in range(1):
                                        if t == 0:
                                            li[2] = T.int64(0)
                                            li[3] = T.int64(0)
                                            li[4] = T.int64(0)
                                            li[9] = T.int64(0)
                                            for g in range(1):
                                                li[8] = gs[g]
                                                if li[3] == T.int64(0):
                                                    li[2] = li[2] + li[8]
                                            sc[9] = li[2]
                                for t in range(1):
                                    if t == 0:
                                        pq: T.int64 = T.Cast("int64", PAR[m, 3])
                                        lo: T.int64 = T.int64(16777215)
                                        li[2] = (sc[9] >> T.int64(24)) * pq + ((sc[9] & lo) * pq >> T.int64(24))
                                        sc[5] = T.int64(0)
                                        sc[6] = T.Select(f == 0, T.Cast("int64", PAR[m, 2]), T.max(li[2], T.int64(1)))
                                for d in range(3):
                                    for t, j in T.grid(1, 1024):
                                        if j + t < 1024:
                                            hl[j + t] = T.uint32(0)
                                            hh[j + t] = T.uint32(0)
                                    for t in range(1):
                                        li[10] = sc[5]
                                        for i in range(512):
                                            if t * 512 + i < 512:
                                                li[0] = T.Cast("int64", QA[m, t * 512 + i])
                                                shift: T.int64 = T.int64(20) - T.Cast("int64", d) * T.int64(10)
                                                if li[0] >> shift + T.int64(10) == li[10] and li[0] < T.int64(671088640):
                                                    li[6] = li[0] >> shift & T.int64(1023)
                                                    lu[6] = T.Cast("uint32", T.Select(f == 1, W[m, t * 512 + i], T.int64(1)) & T.int64(4294967295))
                                                    lu[5] = hl[li[6]]
                                                    hl[li[6]] = lu[5] + lu[6]
                                                    lu[7] = T.Cast("uint32", (T.Select(f == 1, W[m, t * 512 + i], T.int64(1)) >> T.int64(32)) + (T.Cast("int64", lu[5]) + T.Cast("int64", lu[6]) >> T.int64(32)))
                                                    if lu[7] > T.uint32(0):
                                                        hh[li[6]] = hh[li[6]] + lu[7]
                                    for t, j in T.grid(1, 1024):
                                        if j + t < 1024:
                                            vals[j + t] = (T.Cast("int64", hh[j + t]) << T.int64(32)) + T.Cast("int64", hl[j + t])
                                    for t, j in T.grid(1, 32):
                                        if j + t < 32:
                                            li[2] = T.int64(0)
                                            for e in range(32):
                                                if (j + t) * 32 + e < 1024:
                                                    li[2] = li[2] + vals[(j + t) * 32 + e]
                                            gs[j + t] = li[2]
                                    for t in range(1):
                                        if t == 0:
                                            li[2] = T.int64(0)
                                            li[3] = T.int64(0)
                                            li[4] = T.int64(0)
                                            li[9] = sc[6]
                                            for g in range(32):
                                                li[8] = gs[g]
                                                if T.And(T.bool(True), li[3] == T.int64(0)) and li[2] + li[8] >= li[9]:
                                                    li[4] = T.Cast("int64", g)
                                                    li[3] = T.int64(1)
                                                if li[3] == T.int64(0):
                                                    li[2] = li[2] + li[8]
                                            li[3] = T.int64(0)
                                            li[5] = T.int64(0)
                                            for e in range(32):
                                                li[8] = vals[li[4] * T.int64(32) + T.Cast("int64", e)]
                                                if li[3] == T.int64(0) and li[4] * T.int64(32) + T.Cast("int64", e) < T.int64(1024):
                                                    if li[2] + li[8] >= li[9]:
                                                        li[5] = li[4] * T.int64(32) + T.Cast("int64", e)
                                                        li[3] = T.int64(1)
                                                    else:
                                                        li[2] = li[2] + li[8]
                                            sc[7] = li[5]
                                            sc[8] = li[2]
                                    for t in range(1):
                                        if t == 0:
                                            sc[5] = sc[5] * T.int64(1024) + sc[7]
                                            sc[6] = sc[6] - sc[8]
                                for t in range(1):
                                    li[6] = T.int64(0)
                                    li[10] = sc[5]
                                    for i in range(512):
                                        if t * 512 + i < 512:
                                            if T.Cast("int64", QA[m, t * 512 + i]) == li[10]:
                                                li[6] = li[6] + T.Select(f == 1, W[m, t * 512 + i], T.int64(1))
                                    vals[t] = li[6]
                                for t, j in T.grid(1, 1):
                                    if j + t < 1:
                                        li[2] = T.int64(0)
                                        for e in range(32):
                                            if (j + t) * 32 + e < 1:
                                                li[2] = li[2] + vals[(j + t) * 32 + e]
                                        gs[j + t] = li[2]
                                for t in range(1):
                                    if t == 0:
                                        li[2] = T.int64(0)
                                        li[3] = T.int64(0)
                                        li[4] = T.int64(0)
                                        li[9] = sc[6]
                                        for g in range(1):
                                            li[8] = gs[g]
                                            if T.And(T.bool(True), li[3] == T.int64(0)) and li[2] + li[8] >= li[9]:
                                                li[4] = T.Cast("int64", g)
                                                li[3] = T.int64(1)
                                            if li[3] == T.int64(0):
                                                li[2] = li[2] + li[8]
                                        li[3] = T.int64(0)
                                        li[5] = T.int64(0)
                                        for e in range(32):
                                            li[8] = vals[li[4] * T.int64(32) + T.Cast("int64", e)]
                                            if li[3] == T.int64(0) and li[4] * T.int64(32) + T.Cast("int64", e) < T.int64(1):
                                                if li[2] + li[8] >= li[9]:
                                                    li[5] = li[4] * T.int64(32) + T.Cast("int64", e)
                                                    li[3] = T.int64(1)
                                                else:
                                                    li[2] = li[2] + li[8]
                                        sc[7] = li[5]
                                        sc[8] = li[2]
                                for t in range(1):
                                    li[9] = sc[7]
                                    li[10] = sc[5]
                                    li[11] = sc[6]
                                    if T.Cast("int64", t) == li[9]:
                                        li[6] = sc[8]
                                        li[5] = T.int64(0)
                                        for i in range(512):
                                            if li[5] == T.int64(0) and t * 512 + i < 512:
                                                if T.Cast("int64", QA[m, t * 512 + i]) == li[10]:
                                                    li[6] = li[6] + T.Select(f == 1, W[m, t * 512 + i], T.int64(1))
                                                    if li[6] >= li[11]:
                                                        sc[11] = T.Cast("int64", t * 512 + i)
                                                        li[5] = T.int64(1)
                                for _t in range(1):
                                    li[8] = sc[5]
                                    li[9] = sc[11]
                                    li[10] = sc[3]
                                    li[11] = sc[4]
                                for t in range(1):
                                    if t == 0:
                                        if li[8] < li[10] or li[8] == li[10] and li[9] < li[11]:
                                            sc[3] = li[8]
                                            sc[4] = li[9]
                        for _t in range(1):
                            lk[2] = T.Cast("int64", sc[3] < T.int64(1073741824) or PAR[m, 4] > 0)
                        if lk[2] == T.int64(1):
                            for t in range(1):
                                li[6] = T.int64(0)
                                li[10] = sc[3]
                                li[11] = sc[4]
                                for i in range(512):
                                    if t * 512 + i < 512:
                                        li[6] = li[6] + T.Select((T.Cast("int64", QA[m, t * 512 + i]) < li[10] or T.Cast("int64", QA[m, t * 512 + i]) == li[10] and T.Cast("int64", t * 512 + i) <= li[11]) and W[m, t * 512 + i] >= T.Cast("int64", PAR[m, 4]) << T.int64(10), W[m, t * 512 + i], T.int64(0))
                                vals[t] = li[6]
                            for t, j in T.grid(1, 1):
                                if j + t < 1:
                                    li[2] = T.int64(0)
                                    for e in range(32):
                                        if (j + t) * 32 + e < 1:
                                            li[2] = li[2] + vals[(j + t) * 32 + e]
                                    gs[j + t] = li[2]
                            for t in range(1):
                                if t == 0:
                                    li[2] = T.int64(0)
                                    li[3] = T.int64(0)
                                    li[4] = T.int64(0)
                                    li[9] = T.int64(0)
                                    for g in range(1):
                                        li[8] = gs[g]
                                        if li[3] == T.int64(0):
                                            li[2] = li[2] + li[8]
                                    sc[9] = li[2]
                        else:
                            for t in range(1):
                                for j in range(1):
                                    if j + t < 1:
                                        vals[j + t] = PS[m, j + t]
                                if t == 0:
                                    sc[9] = sc[0]
                        for t in range(1):
                            if t == 0:
                                lu[0] = T.Cast("uint32", POS[m])
                                lu[1] = T.uint32(0)
                                lu[2] = T.uint32(0)
                                lu[3] = T.uint32(0)
                                lu[4] = T.Cast("uint32", PAR[m, 5])
                                lu[5] = T.Cast("uint32", PAR[m, 6])
                                for r in range(10):
                                    if r > 0:
                                        lu[4] = lu[4] + T.uint32(2654435769)
                                        lu[5] = lu[5] + T.uint32(3144134277)
                                    lq[0] = T.uint64(3528531795) * T.Cast("uint64", lu[0])
                                    lq[1] = T.uint64(3449720151) * T.Cast("uint64", lu[2])
                                    lu[0] = T.Cast("uint32", lq[1] >> T.uint64(32)) ^ lu[1] ^ lu[4]
                                    lu[1] = T.Cast("uint32", lq[1])
                                    lu[2] = T.Cast("uint32", lq[0] >> T.uint64(32)) ^ lu[3] ^ lu[5]
                                    lu[3] = T.Cast("uint32", lq[0])
                                lq[0] = T.Cast("uint64", sc[9] & T.int64(4294967295)) * T.Cast("uint64", lu[0]) >> T.uint64(32)
                                sc[10] = (sc[9] >> T.int64(32)) * T.Cast("int64", lu[0]) + T.Cast("int64", lq[0]) + T.int64(1)
                        if lk[2] == T.int64(1):
                            for t, j in T.grid(1, 1):
                                if j + t < 1:
                                    li[2] = T.int64(0)
                                    for e in range(32):
                                        if (j + t) * 32 + e < 1:
                                            li[2] = li[2] + vals[(j + t) * 32 + e]
                                    gs[j + t] = li[2]
                            for t in range(1):
                                if t == 0:
                                    li[2] = T.int64(0)
                                    li[3] = T.int64(0)
                                    li[4] = T.int64(0)
                                    li[9] = sc[10]
                                    for g in range(1):
                                        li[8] = gs[g]
                                        if T.And(T.bool(True), li[3] == T.int64(0)) and li[2] + li[8] >= li[9]:
                                            li[4] = T.Cast("int64", g)
                                            li[3] = T.int64(1)
                                        if li[3] == T.int64(0):
                                            li[2] = li[2] + li[8]
                                    li[3] = T.int64(0)
                                    li[5] = T.int64(0)
                                    for e in range(32):
                                        li[8] = vals[li[4] * T.int64(32) + T.Cast("int64", e)]
                                        if li[3] == T.int64(0) and li[4] * T.int64(32) + T.Cast("int64", e) < T.int64(1):
                                            if li[2] + li[8] >= li[9]:
                                                li[5] = li[4] * T.int64(32) + T.Cast("int64", e)
                                                li[3] = T.int64(1)
                                            else:
                                                li[2] = li[2] + li[8]
                                    sc[7] = li[5]
                                    sc[8] = li[2]
                            for t in range(1):
                                li[9] = sc[7]
                                li[10] = sc[3]
                                li[11] = sc[4]
                                li[7] = sc[10]
                                if T.Cast("int64", t) == li[9]:
                                    li[6] = sc[8]
                                    li[5] = T.int64(0)
                                    for i in range(512):
                                        if li[5] == T.int64(0) and t * 512 + i < 512:
                                            li[6] = li[6] + T.Select((T.Cast("int64", QA[m, t * 512 + i]) < li[10] or T.Cast("int64", QA[m, t * 512 + i]) == li[10] and T.Cast("int64", t * 512 + i) <= li[11]) and W[m, t * 512 + i] >= T.Cast("int64", PAR[m, 4]) << T.int64(10), W[m, t * 512 + i], T.int64(0))
                                            if li[6] >= li[7]:
                                                OUT[m] = t * 512 + i
                                                li[5] = T.int64(1)
                        else:
                            for t, j in T.grid(1, 1):
                                if j + t < 1:
                                    li[2] = T.int64(0)
                                    for e in range(32):
                                        if (j + t) * 32 + e < 1:
                                            li[2] = li[2] + vals[(j + t) * 32 + e]
                                    gs[j + t] = li[2]
                            for t in range(1):
                                if t == 0:
                                    li[2] = T.int64(0)
                                    li[3] = T.int64(0)
                                    li[4] = T.int64(0)
                                    li[9] = sc[10]
                                    for g in range(1):
                                        li[8] = gs[g]
                                        if T.And(T.bool(True), li[3] == T.int64(0)) and li[2] + li[8] >= li[9]:
                                            li[4] = T.Cast("int64", g)
                                            li[3] = T.int64(1)
                                        if li[3] == T.int64(0):
                                            li[2] = li[2] + li[8]
                                    li[3] = T.int64(0)
                                    li[5] = T.int64(0)
                                    for e in range(32):
                                        li[8] = vals[li[4] * T.int64(32) + T.Cast("int64", e)]
                                        if li[3] == T.int64(0) and li[4] * T.int64(32) + T.Cast("int64", e) < T.int64(1):
                                            if li[2] + li[8] >= li[9]:
                                                li[5] = li[4] * T.int64(32) + T.Cast("int64", e)
                                                li[3] = T.int64(1)
                                            else:
                                                li[2] = li[2] + li[8]
                                    sc[7] = li[5]
                                    sc[8] = li[2]
                            for t in range(1):
                                if t == 0:
                                    sc[11] = sc[7]
                                    sc[12] = sc[10] - sc[8]
                            for t in range(1):
                                li[6] = T.int64(0)
                                li[10] = sc[11] * T.int64(512)
                                for i in range(512):
                                    if t * 512 + i < 512 and li[10] + T.Cast("int64", t * 512) + T.Cast("int64", i) < T.int64(512):
                                        li[6] = li[6] + W[m, li[10] + T.Cast("int64", t * 512) + T.Cast("int64", i)]
                                vals[t] = li[6]
                            for t, j in T.grid(1, 1):
                                if j + t < 1:
                                    li[2] = T.int64(0)
                                    for e in range(32):
                                        if (j + t) * 32 + e < 1:
                                            li[2] = li[2] + vals[(j + t) * 32 + e]
                                    gs[j + t] = li[2]
                            for t in range(1):
                                if t == 0:
                                    li[2] = T.int64(0)
                                    li[3] = T.int64(0)
                                    li[4] = T.int64(0)
                                    li[9] = sc[12]
                                    for g in range(1):
                                        li[8] = gs[g]
                                        if T.And(T.bool(True), li[3] == T.int64(0)) and li[2] + li[8] >= li[9]:
                                            li[4] = T.Cast("int64", g)
                                            li[3] = T.int64(1)
                                        if li[3] == T.int64(0):
                                            li[2] = li[2] + li[8]
                                    li[3] = T.int64(0)
                                    li[5] = T.int64(0)
                                    for e in range(32):
                                        li[8] = vals[li[4] * T.int64(32) + T.Cast("int64", e)]
                                        if li[3] == T.int64(0) and li[4] * T.int64(32) + T.Cast("int64", e) < T.int64(1):
                                            if li[2] + li[8] >= li[9]:
                                                li[5] = li[4] * T.int64(32) + T.Cast("int64", e)
                                                li[3] = T.int64(1)
                                            else:
                                                li[2] = li[2] + li[8]
                                    sc[7] = li[5]
                                    sc[8] = li[2]
                            for t in range(1):
                                li[9] = sc[7]
                                li[10] = sc[11] * T.int64(512)
                                li[11] = sc[12]
                                if T.Cast("int64", t) == li[9]:
                                    li[6] = sc[8]
                                    li[5] = T.int64(0)
                                    for i in range(512):
                                        if li[5] == T.int64(0) and t * 512 + i < 512:
                                            if li[10] + T.Cast("int64", t * 512) + T.Cast("int64", i) < T.int64(512):
                                                li[6] = li[6] + W[m, li[10] + T.Cast("int64", t * 512) + T.Cast("int64", i)]
                                                if li[6] >= li[11]:
                                                    OUT[m] = T.Cast("int32", li[10] + T.Cast("int64", t * 512) + T.Cast("int64", i))
                                                    li[5] = T.int64(1)
                        for t in range(1):
                            if t == 0:
                                CNT[m] = 0

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