"""speccc: LLM decode kernels whose reduction order never depends on the number of rows M."""

from speccc import _source_tree

__version__ = "0.1.0"

_source_tree.install()  # a checkout: speccc.schedules is ../schedules, likewise templates
