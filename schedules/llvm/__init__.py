"""Hand-written CPU (llvm) kernels: KernelGenerators registered in RULES["llvm"].

They share one shape: SIMD lanes along the reduced axis, independent accumulators from rows and
outputs, TVM's parallel runtime over outputs (or rows x heads) that never share a reduction."""
