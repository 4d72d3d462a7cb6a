"""speccc: LLM decode kernels whose reduction order never depends on the number of rows M."""

__version__ = "0.1.0"
