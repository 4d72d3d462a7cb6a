"""speccc command line: `python -m speccc generate|probe|check ...` (build lives in build.py).

Usage errors exit 2 (argparse), runtime errors exit 1 with a one-line message (--debug for the
traceback); see speccc.cli.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from speccc import cli


def policy_on(choice: str, device: str) -> bool:
    """Whether `--policy choice` drafts through the policy on an engine of `device` ("cuda" or
    "cpu"): auto is off on cuda, adaptive on cpu (see --policy's help)."""
    return choice == "adaptive" or (choice == "auto" and device != "cuda")


def cmd_generate(a: argparse.Namespace) -> int:
    from speccc.sampling import SamplingParams  # no torch: checked before the heavy imports

    # sampling parameters are checked before anything loads (ValueError: one line, exit 1)
    params = SamplingParams(a.temperature, a.top_k, a.top_p, a.min_p, a.seed)
    if a.check_greedy and not params.greedy:
        raise ValueError("--check-greedy compares with greedy decoding; sampling: --check-plain")

    from speccc.model import load_tokenizer
    from speccc.model.text_stream import TextStream
    from speccc.runtime.check import check_against_reference
    from speccc.runtime.engine import Engine
    from speccc.speculative import DraftModel, PromptLookup, TorchVerifier, generate
    from speccc.speculative.policy import DraftPolicy, measure_costs
    from speccc.speculative.torch_backend import VERIFIER_DTYPES

    sampling = {
        "temperature": params.temperature,
        "top_k": params.top_k,
        "top_p": params.top_p,
        "min_p": params.min_p,
        "seed": params.seed,
    }
    eng, weights = Engine.load_with_weights(a.artifact, max_rows=a.k + 1)
    model = eng.art.manifest.model
    tok = load_tokenizer(model)
    ids = tok.encode(a.prompt)
    if a.spec == "prompt-lookup":
        on = policy_on(a.policy, eng.device.type)
        policy = DraftPolicy(measure_costs(eng, a.k + 1)) if on else None
        proposer = PromptLookup(max_ngram=a.ngram, policy=policy)
    elif a.spec == "draft":
        proposer = DraftModel(Engine.load(a.draft_artifact, weights, max_rows=a.k + 1))
    else:
        proposer = None
    verifier = None
    if a.mode != "exact":
        verifier = TorchVerifier(eng, weights, VERIFIER_DTYPES[a.verifier_dtype])
    stream = TextStream(tok, a.prompt) if a.stream else None
    g = generate(
        eng,
        ids,
        a.max_new_tokens,
        proposer=proposer,
        k=a.k,
        mode=a.mode,
        tau=a.tau,
        verifier=verifier,
        audit=a.audit,
        strict=a.strict,
        eos_id=tok.eos_id,
        on_token=stream.add if stream else None,
        device_loop=a.device_loop,
        **sampling,
    )
    if stream:
        stream.finish()
    else:
        print(a.prompt + tok.decode(g.tokens))
    print(f"[{a.spec}, k={a.k}, mode={a.mode}] {g.stats.summary()}", file=sys.stderr)
    result = {"tokens": g.tokens, "stats": g.stats.to_dict()}
    rc = 0
    if a.check_greedy:
        ref = generate(eng, ids, a.max_new_tokens, eos_id=tok.eos_id, device_loop=a.device_loop)
        same = ref.tokens == g.tokens
        result["greedy_identical"] = same
        result["speedup_vs_greedy"] = g.stats.tokens_per_s / max(ref.stats.tokens_per_s, 1e-9)
        print(f"greedy: {ref.stats.summary()}", file=sys.stderr)
        print(
            f"identical to greedy: {'YES' if same else 'NO'} "
            f"({len(g.tokens)} tokens; speed-up {result['speedup_vs_greedy']:.2f}x)",
            file=sys.stderr,
        )
        chk = check_against_reference(eng, weights, ids)
        result["reference_check"] = chk.to_dict()
        print(chk.summary(), file=sys.stderr)
        rc = 0 if same and chk.passed else 1
    if a.check_plain:
        ref = generate(
            eng, ids, a.max_new_tokens, eos_id=tok.eos_id, device_loop=a.device_loop, **sampling
        )
        same = ref.tokens == g.tokens
        result["plain_identical"] = same
        result["speedup_vs_plain"] = g.stats.tokens_per_s / max(ref.stats.tokens_per_s, 1e-9)
        print(f"plain: {ref.stats.summary()}", file=sys.stderr)
        how = "greedy" if params.greedy else f"sampling at seed {params.seed}"
        print(
            f"identical to plain {how}: {'YES' if same else 'NO'} ({len(g.tokens)} tokens; "
            f"speed-up {result['speedup_vs_plain']:.2f}x)",
            file=sys.stderr,
        )
        rc = max(rc, 0 if same else 1)
    if a.json:
        Path(a.json).write_text(json.dumps(result, indent=1))
    return rc


def cmd_probe(a: argparse.Namespace) -> int:
    from speccc import probe
    from speccc.model import load_tokenizer
    from speccc.reference import TorchModel
    from speccc.runtime.engine import Engine

    eng, weights = Engine.load_with_weights(a.artifact, max_rows=max(max(a.k), 17))
    model = eng.art.manifest.model
    backend = TorchModel(eng.cfg, weights, device=eng.device) if a.backend == "torch" else eng
    tok = load_tokenizer(model)
    texts = (
        [ln for ln in a.prompts.read_text().splitlines() if ln.strip()]
        if a.prompts
        else ["The capital of France is", "def fibonacci(n):", "Once upon a time,"]
    )
    if not texts:
        raise ValueError(f"{a.prompts} has no prompts (one per line)")
    res = probe.sweep(
        backend,
        [tok.encode(t) for t in texts],
        a.k,
        a.tokens,
        log=lambda s: print(s, file=sys.stderr),
    )
    res.update(backend=a.backend, artifact=str(a.artifact), target=eng.art.target)
    print(probe.format_table(res))
    if a.out:
        for p in probe.write(res, Path(a.out), f"{a.backend}_{eng.art.target}"):
            print(f"wrote {p}", file=sys.stderr)
    return 0


def cmd_check(a: argparse.Namespace) -> int:
    from speccc.runtime.check import check_against_reference
    from speccc.runtime.engine import Engine

    eng, weights = Engine.load_with_weights(a.artifact)  # checks manifest, program and files
    chk = check_against_reference(eng, weights, decode_steps=a.steps)
    print(f"{a.artifact}: files and program match the manifest; {chk.summary()}")
    return 0 if chk.passed else 1


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="speccc")
    cli.add_debug(ap)
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser(
        "generate", help="greedy or sampled, plain or speculative generation with an artifact"
    )
    g.add_argument("--artifact", required=True, type=cli.artifact_dir, help="dir from build.py")
    g.add_argument("--prompt", required=True)
    g.add_argument(
        "--max-new-tokens", type=cli.positive_int, default=64, help="(default %(default)s)"
    )
    g.add_argument(
        "--spec",
        choices=["none", "prompt-lookup", "draft"],
        default="prompt-lookup",
        help="proposer (default %(default)s)",
    )
    g.add_argument(
        "--k", type=cli.positive_int, default=4, help="drafts per verify (default %(default)s)"
    )
    g.add_argument(
        "--ngram",
        type=cli.positive_int,
        default=3,
        help="prompt lookup: max n (default %(default)s)",
    )
    g.add_argument(
        "--policy",
        choices=["auto", "adaptive", "off"],
        default="auto",
        help="prompt lookup: adaptive verifies only the drafts that pay for their rows, from the "
        "recent acceptance and this engine's measured step costs (output unchanged); off: all "
        "k; auto (the default): off on cuda (on the H200 verifying every draft was never slower "
        "than greedy, the policy down to 0.95x: bench/results/decode_loop/a4), adaptive on cpu "
        "(where a row costs more)",
    )
    g.add_argument(
        "--draft-artifact", type=cli.artifact_dir, help="artifact of the draft model (--spec draft)"
    )
    g.add_argument(
        "--mode",
        choices=["exact", "guarded", "torch"],
        default="exact",
        help="verify mode (default %(default)s)",
    )
    g.add_argument(
        "--tau",
        type=cli.margin,
        default=0.5,
        help="guarded mode: re-decode exactly every row whose top1-top2 logit gap is below this "
        "(>= 0; inf: every row) (default %(default)s)",
    )
    g.add_argument(
        "--verifier-dtype",
        choices=["float32", "bfloat16"],
        default="float32",
        help="guarded/torch modes: the torch verifier's dtype (default %(default)s)",
    )
    g.add_argument(
        "--device-loop",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="exact mode, no audit: plain decoding (--spec none) runs 16 tokens on the device "
        "between readbacks, a speculative loop 2 at a step with no drafts (Engine.decode; the "
        "same tokens, streamed in bursts); --no-device-loop: one step and readback each time "
        "(default: on for cuda, off for the CPU, where a chunk runs when enqueued and its "
        "steps past eos are wasted)",
    )
    g.add_argument("--audit", type=cli.fraction, default=0.0, help="fraction of rows to audit")
    g.add_argument("--strict", action="store_true", help="fail on an audit mismatch")
    g.add_argument(
        "--check-greedy", action="store_true", help="compare ids with greedy, logits with float64"
    )
    g.add_argument(
        "--check-plain",
        action="store_true",
        help="compare ids with non-speculative generation at the same sampling settings and seed",
    )
    g.add_argument(
        "--temperature",
        type=float,
        default=0.0,
        help="0: greedy; > 0: sample softmax(logits / T) (default %(default)s)",
    )
    g.add_argument("--top-k", type=int, default=0, help="keep the k most likely (0: off)")
    g.add_argument(
        "--top-p", type=float, default=1.0, help="keep the smallest prefix of mass >= p (1: off)"
    )
    g.add_argument(
        "--min-p", type=float, default=0.0, help="keep tokens >= min_p x the top one's (0: off)"
    )
    g.add_argument(
        "--seed",
        type=int,
        default=0,
        help="sampling seed: the token at position p depends on (logits, settings, seed, p) "
        "only (default %(default)s)",
    )
    g.add_argument("--json", help="write tokens and stats here")
    g.add_argument("--stream", action="store_true", help="print tokens as they are accepted")
    g.set_defaults(fn=cmd_generate)
    p = sub.add_parser("probe", help="the K-sweep table: M=K verify vs M=1 greedy")
    p.add_argument("--artifact", required=True, type=cli.artifact_dir)
    p.add_argument("--backend", choices=["exact", "torch"], default="exact")
    p.add_argument(
        "--k",
        type=cli.positive_int_list,
        default=[1, 2, 4, 8, 16],
        help="K values, comma-separated, each >= 1 (default 1,2,4,8,16)",
    )
    p.add_argument(
        "--tokens",
        type=cli.int_at_least(2),
        default=64,
        help="tokens per prompt, >= 2 (default %(default)s)",
    )
    p.add_argument("--prompts", type=Path, help="file with one prompt per line")
    p.add_argument("--out", help="directory for JSON and PNG plots")
    p.set_defaults(fn=cmd_probe)
    c = sub.add_parser("check", help="check an artifact: files, program, logits vs float64")
    c.add_argument("artifact", type=cli.artifact_dir)
    c.add_argument(
        "--steps", type=cli.positive_int, default=4, help="decode steps (default %(default)s)"
    )
    c.set_defaults(fn=cmd_check)
    return ap


def entry() -> int:
    """The `speccc` command (the console script and `python -m speccc`): main() on the artifacts'
    bundled TVM runtime unless the user set LOADER_RUNTIME_ENV. No command here imports the full
    tvm package, whose import took ~1 s of a 5-6 s `speccc generate` on the CPU
    (bench/results/cli_startup/)."""
    from speccc.templates import LOADER_RUNTIME_ENV

    os.environ.setdefault(LOADER_RUNTIME_ENV, "bundled")
    return main()


def main(argv: list[str] | None = None) -> int:
    ap = parser()
    a = ap.parse_args(argv)
    if a.cmd == "generate" and a.spec == "draft" and a.draft_artifact is None:
        ap.error("--spec draft needs --draft-artifact DIR (build.py --draft-layers N)")
    return cli.run("speccc", a.fn, a)


if __name__ == "__main__":
    sys.exit(entry())
