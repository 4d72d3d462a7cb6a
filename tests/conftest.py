"""Session fixtures: the SmolLM2-135M GGUF is read once per test run.

Other test files reuse `smollm2` -> (cfg, weights) and `smollm2_tokenizer`.
"""

from __future__ import annotations

import os
import time

import pytest
import torch

from speccc.model import load, load_tokenizer, smollm2_gguf_path
from tests import artifacts, prebuild
from tests.artifacts import schedule_each_kernel_once
from tests.hf_gguf import gguf_parsed_once
from tests.tvm_script_speed import fast_macro_lookup


@pytest.fixture(scope="session", autouse=True)
def _kernels_scheduled_once():
    with pytest.MonkeyPatch.context() as mp:
        schedule_each_kernel_once(mp)
        fast_macro_lookup(mp)
        yield


@pytest.fixture(scope="session", autouse=True)
def _torch_on_one_thread():
    """torch's own ops (the references, the non-exact verifiers, transformers) on one thread:
    tests run one at a time next to TVM's worker threads and the prebuild process (2 cores on
    the project machine and in CI), and torch's spinning thread pool oversubscribed is several
    times slower. Results do not depend on it: no test compares torch output across settings."""
    n = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(n)


@pytest.fixture(scope="session", autouse=True)
def _shared_artifacts_prebuilt(request):
    modules = {item.module for item in request.session.items if getattr(item, "module", None)}
    if not prebuild.wanted(modules):
        yield
        return
    artifacts.use_test_cache()
    proc = prebuild.start()
    yield
    prebuild.stop(proc)


@pytest.fixture(scope="session")
def smollm2_path() -> str:
    try:
        return smollm2_gguf_path()
    except FileNotFoundError as e:
        pytest.skip(str(e))


@pytest.fixture(scope="session")
def smollm2(smollm2_path):
    """(ModelConfig, Weights) of smollm2-135m: Q4_1 matrices, Q8_0 embed, packed."""
    t0 = time.perf_counter()
    cfg, weights = load("smollm2-135m")
    print(f"\nsmollm2-135m GGUF load: {time.perf_counter() - t0:.2f} s")
    return cfg, weights


@pytest.fixture(scope="session")
def smollm2_tokenizer(smollm2_path):
    return load_tokenizer("smollm2-135m")


@pytest.fixture(scope="session")
def _smollm2_f64(smollm2):
    from speccc.reference import TorchModel

    return TorchModel(*smollm2, dtype=torch.float64)


@pytest.fixture
def smollm2_f64(_smollm2_f64):
    """The float64 TorchModel of smollm2-135m (shared; reset before each test)."""
    _smollm2_f64.reset()
    return _smollm2_f64


@pytest.fixture(scope="session")
def hf_smollm2(smollm2_path):
    """transformers' LlamaForCausalLM from the same GGUF, dequantized by transformers (f32)."""
    transformers = pytest.importorskip("transformers")
    d, f = os.path.split(smollm2_path)
    with gguf_parsed_once():
        model = transformers.AutoModelForCausalLM.from_pretrained(
            d, gguf_file=f, dtype=torch.float32
        )
    return model.eval()
