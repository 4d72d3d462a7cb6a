"""The command lines as a user runs them (subprocesses): usage errors exit 2 at argument parsing,
runtime errors exit 1 with one line on stderr (a traceback only with --debug), a cut-short
output warns and says so in the stats."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.artifacts import llvm_artifact

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=600,
    )


def _speccc(*args: str, **kw) -> subprocess.CompletedProcess:
    return _run("-m", "speccc", *args, **kw)


def _error_lines(stderr: str) -> list[str]:
    return [ln for ln in stderr.splitlines() if "error:" in ln]


@pytest.fixture(scope="module")
def art() -> str:
    return str(llvm_artifact("tiny"))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["probe", "--k", "0"], "argument --k: must be >= 1, got 0"),
        (["probe", "--k", "abc"], "argument --k: expected an integer >= 1, got 'abc'"),
        (["probe", "--k", "2,,4"], "argument --k: expected comma-separated integers"),
        (["probe", "--tokens", "1"], "argument --tokens: must be >= 2, got 1"),
        (["generate", "--prompt", "x", "--k", "abc"], "argument --k: expected an integer"),
        (["generate", "--prompt", "x", "--tau", "nan"], "argument --tau: must be a number >= 0"),
        (["generate", "--prompt", "x", "--tau", "-5"], "argument --tau: must be a number >= 0"),
        (["generate", "--prompt", "x", "--tau", "abc"], "argument --tau: expected a number"),
        (["generate", "--prompt", "x", "--audit", "2"], "argument --audit: must be in [0, 1]"),
        (["generate", "--prompt", "x", "--spec", "draft"], "--spec draft needs --draft-artifact"),
    ],
)
def test_usage_errors_exit_2_at_parsing(art, args, message):
    cmd, rest = args[0], args[1:]
    r = _speccc(cmd, "--artifact", art, *rest)
    assert r.returncode == 2, r.stderr
    assert "Traceback" not in r.stderr
    (line,) = _error_lines(r.stderr)
    assert message in line


def test_missing_artifact_is_a_usage_error(tmp_path):
    r = _speccc("generate", "--artifact", str(tmp_path), "--prompt", "x")
    assert r.returncode == 2 and "no manifest.json" in r.stderr and "Traceback" not in r.stderr


def test_runtime_error_is_one_line_and_exit_1(art):
    long_prompt = "a" * 600  # byte tokenizer: 600 tokens > max_ctx 512
    r = _speccc("generate", "--artifact", art, "--prompt", long_prompt)
    assert r.returncode == 1
    assert "Traceback" not in r.stderr
    assert r.stderr.strip().splitlines() == [
        "speccc: error: prompt has 600 tokens; the artifact holds max_ctx=512 positions "
        "(--debug shows the traceback)"
    ]
    r = _speccc("--debug", "generate", "--artifact", art, "--prompt", long_prompt)
    assert r.returncode == 1 and "Traceback" in r.stderr
    assert "ValueError: prompt has 600" in r.stderr


def test_output_cut_short_by_max_ctx_warns(art, tmp_path):
    out = tmp_path / "g.json"
    r = _speccc(
        "generate",
        "--artifact",
        art,
        "--prompt",
        "ab" * 253,  # 506 tokens: room for 7 of the 20 new tokens
        "--max-new-tokens",
        "20",
        "--json",
        str(out),
    )
    assert r.returncode == 0, r.stderr
    assert "speccc: warning: output cut short at 7 of 20 new tokens" in r.stderr
    stats = json.loads(out.read_text())["stats"]
    assert stats["stop_reason"] == "max_ctx" and stats["new_tokens"] == 7


def test_generate_guarded_check_greedy(art, tmp_path):
    out = tmp_path / "g.json"
    r = _speccc(
        "generate", "--artifact", art, "--prompt", "abcabcabc", "--max-new-tokens", "12",
        "--mode", "guarded", "--tau", "inf", "--verifier-dtype", "bfloat16", "--audit", "0.5",
        "--check-greedy", "--json", str(out),
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "identical to greedy: YES" in r.stderr
    res = json.loads(out.read_text())
    assert res["greedy_identical"] and res["stats"]["guard_fired"] == res["stats"]["new_tokens"]


def test_no_build_cache_miss_is_one_line(tmp_path):
    r = _run(
        "build.py", "--model", "tiny", "--target", "llvm", "--out", str(tmp_path / "a"),
        env={"SPECCC_NO_BUILD": "1", "SPECCC_CACHE_DIR": str(tmp_path / "cache")},
    )  # fmt: skip
    assert r.returncode == 1
    assert "Traceback" not in r.stderr
    (line,) = _error_lines(r.stderr)
    assert line.startswith("build.py: error: SPECCC_NO_BUILD=1 and no cached artifact")
    assert not (tmp_path / "a").exists()


def test_policy_auto_is_off_on_cuda_and_adaptive_on_cpu():
    from speccc.__main__ import policy_on

    assert not policy_on("auto", "cuda") and policy_on("auto", "cpu")
    assert policy_on("adaptive", "cuda") and policy_on("adaptive", "cpu")
    assert not policy_on("off", "cuda") and not policy_on("off", "cpu")


def test_generate_stream_prints_what_the_plain_run_prints(art, tmp_path):
    args = ["generate", "--artifact", art, "--prompt", "abcab", "--max-new-tokens", "16"]
    plain = _speccc(*args, "--policy", "off", "--json", str(tmp_path / "a.json"))
    streamed = _speccc(*args, "--stream", "--json", str(tmp_path / "b.json"))
    assert plain.returncode == streamed.returncode == 0, streamed.stderr
    assert streamed.stdout == plain.stdout and streamed.stdout.startswith("abcab")
    a, b = (json.loads((tmp_path / f).read_text()) for f in ("a.json", "b.json"))
    assert a["tokens"] == b["tokens"]  # the policy changes the rows verified, not the tokens


def test_generate_device_loop_prints_what_the_step_loop_prints(art, tmp_path):
    args = ["generate", "--artifact", art, "--prompt", "abcab", "--max-new-tokens", "20"]
    args += ["--spec", "none"]
    steps = _speccc(*args, "--no-device-loop", "--json", str(tmp_path / "a.json"))
    loop = _speccc(*args, "--stream", "--json", str(tmp_path / "b.json"))  # the default
    assert steps.returncode == loop.returncode == 0, loop.stderr
    assert loop.stdout == steps.stdout and loop.stdout.startswith("abcab")
    a, b = (json.loads((tmp_path / f).read_text()) for f in ("a.json", "b.json"))
    assert a["tokens"] == b["tokens"] and len(a["tokens"]) == 20


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--temperature", "-1"], "temperature must be a finite number >= 0"),
        (["--temperature", "nan"], "temperature must be a number, got nan"),
        (["--top-p", "0"], "top_p must be in (0, 1]"),
        (["--top-p", "1.5"], "top_p must be in (0, 1]"),
        (["--top-k", "-3"], "top_k must be an integer >= 0"),
        (["--min-p", "2"], "min_p must be in [0, 1]"),
        (["--temperature", "0.7", "--check-greedy"], "sampling: --check-plain"),
    ],
)
def test_bad_sampling_parameters_are_one_line_exit_1(art, args, message):
    r = _speccc("generate", "--artifact", art, "--prompt", "x", *args)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    (line,) = r.stderr.strip().splitlines()
    assert line.startswith("speccc: error: ") and message in line


def test_generate_sampled_check_plain(art, tmp_path):
    out = tmp_path / "g.json"
    r = _speccc(
        "generate", "--artifact", art, "--prompt", "abcabcabc", "--max-new-tokens", "12",
        "--temperature", "0.8", "--top-p", "0.9", "--seed", "7", "--k", "3", "--policy", "off",
        "--check-plain", "--json", str(out),
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "identical to plain sampling at seed 7: YES" in r.stderr
    res = json.loads(out.read_text())
    assert res["plain_identical"] and len(res["tokens"]) == 12


def test_bad_sampling_parameters_fail_before_torch_loads(art):
    """The check runs before the heavy imports: an error costs no torch import (~1.5 s)."""
    code = (
        "import sys; from speccc.__main__ import main; "
        f"rc = main(['generate', '--artifact', {art!r}, '--prompt', 'x', '--top-p', '0']); "
        "print(rc, 'torch' in sys.modules)"
    )
    r = _run("-c", code)
    assert r.stdout.split() == ["1", "False"], r.stderr
    assert "top_p must be in (0, 1]" in r.stderr


@pytest.mark.parametrize("spec", ["none", "prompt-lookup"])
def test_the_command_runs_on_the_bundled_runtime(art, tmp_path, spec):
    """The speccc command (entry: the console script, python -m speccc) loads the artifact's
    bundled TVM runtime and never imports the full tvm package (~1 s of its start); the same
    tokens as main() on tvm's own runtime ("auto"); the control: main() does import tvm, which
    is installed here."""
    runs = {}
    for fn in ("entry", "main"):
        out = tmp_path / f"{fn}.json"
        code = f"import sys; from speccc.__main__ import {fn}; print({fn}(), 'tvm' in sys.modules)"
        args = ["generate", "--artifact", art, "--prompt", "a b c a b", "--max-new-tokens", "8"]
        r = _run("-c", code, *args, "--spec", spec, "--json", str(out))
        assert r.returncode == 0, r.stderr
        runs[fn] = (r.stdout.split()[-2:], json.loads(out.read_text())["tokens"])
    assert runs["entry"][0] == ["0", "False"] and runs["main"][0] == ["0", "True"]
    assert runs["entry"][1] == runs["main"][1] and len(runs["main"][1]) == 8


def test_loader_runtime_is_read_from_the_environment(monkeypatch):
    from speccc.templates import LOADER_RUNTIME_ENV

    from speccc.runtime.artifact import loader_runtime

    monkeypatch.delenv(LOADER_RUNTIME_ENV, raising=False)
    assert loader_runtime() == "auto"
    for value, want in (("", "auto"), (" bundled ", "bundled"), ("auto", "auto")):
        monkeypatch.setenv(LOADER_RUNTIME_ENV, value)
        assert loader_runtime() == want
    monkeypatch.setenv(LOADER_RUNTIME_ENV, "full")
    with pytest.raises(ValueError, match="SPECCC_TVM_RUNTIME='full': one of auto, bundled"):
        loader_runtime()
