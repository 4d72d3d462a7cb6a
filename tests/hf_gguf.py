"""transformers' GGUF loading, without its repeated work: the oracle's own conversion code runs
unchanged, but the GGUF header is parsed once per file and gguf's tensor-name map built once per
(arch, layers), where transformers redoes both (a header parse per call of load_gguf_checkpoint,
a name map per module of the model)."""

from __future__ import annotations

import functools
import os
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

_READERS: dict[tuple, object] = {}


@contextmanager
def gguf_parsed_once() -> Iterator[None]:
    """While active, gguf.GGUFReader(path) of an unchanged file returns the reader made for it
    first (readers are read-only views of the file), and gguf.get_tensor_name_map is cached
    (a pure function of its arguments)."""
    import gguf

    make = gguf.GGUFReader

    def reader(path, *args, **kw):
        st = os.stat(path)
        key = (os.path.realpath(path), st.st_size, st.st_mtime_ns, args, tuple(sorted(kw.items())))
        if key not in _READERS:
            _READERS[key] = make(path, *args, **kw)
        return _READERS[key]

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(gguf, "GGUFReader", reader)
        mp.setattr(gguf, "get_tensor_name_map", functools.cache(gguf.get_tensor_name_map))
        yield
