"""speccc command line: `python -m speccc generate|probe ...` (build lives in build.py)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _positive(v: str) -> int:
    n = int(v)
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be >= 1, got {n}")
    return n


def _fraction(v: str) -> float:
    x = float(v)
    if not 0.0 <= x <= 1.0:
        raise argparse.ArgumentTypeError(f"must be in [0, 1], got {x}")
    return x


def cmd_generate(a: argparse.Namespace) -> int:
    from speccc.model import load_tokenizer
    from speccc.runtime.engine import Engine
    from speccc.speculative import DraftModel, PromptLookup, generate
    from speccc.speculative.torch_backend import TorchVerifier

    eng, weights = Engine.load_with_weights(a.artifact, max_rows=a.k + 1)
    model = eng.art.manifest["model"]
    tok = load_tokenizer(model)
    ids = tok.encode(a.prompt)
    if a.spec == "prompt-lookup":
        proposer = PromptLookup(max_ngram=a.ngram)
    elif a.spec == "draft":
        if not a.draft_artifact:
            raise SystemExit("--spec draft needs --draft-artifact DIR (build.py --draft-layers N)")
        proposer = DraftModel(Engine.load(a.draft_artifact, weights, max_rows=a.k + 1))
    else:
        proposer = None
    verifier = None
    if a.mode != "exact":
        verifier = TorchVerifier(eng, weights)
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
    )
    print(a.prompt + tok.decode(g.tokens))
    print(f"[{a.spec}, k={a.k}, mode={a.mode}] {g.stats.summary()}", file=sys.stderr)
    result = {"tokens": g.tokens, "stats": g.stats.to_dict()}
    if a.check_greedy:
        ref = generate(eng, ids, a.max_new_tokens, eos_id=tok.eos_id)
        same = ref.tokens == g.tokens
        result["greedy_identical"] = same
        result["speedup_vs_greedy"] = g.stats.tokens_per_s / max(ref.stats.tokens_per_s, 1e-9)
        print(f"greedy: {ref.stats.summary()}", file=sys.stderr)
        print(
            f"identical to greedy: {'YES' if same else 'NO'} "
            f"({len(g.tokens)} tokens; speed-up {result['speedup_vs_greedy']:.2f}x)",
            file=sys.stderr,
        )
        if not same:
            return 1
    if a.json:
        Path(a.json).write_text(json.dumps(result, indent=1))
    return 0


def cmd_probe(a: argparse.Namespace) -> int:
    from speccc import probe
    from speccc.model import load_tokenizer
    from speccc.reference import TorchModel
    from speccc.runtime.engine import Engine

    ks = sorted({int(x) for x in a.k.split(",")})
    eng, weights = Engine.load_with_weights(a.artifact, max_rows=max(max(ks), 17))
    model = eng.art.manifest["model"]
    if a.backend == "torch":
        backend = TorchModel(eng.cfg, weights, device=eng.device)
    else:
        backend = eng
    tok = load_tokenizer(model)
    texts = (
        [ln for ln in Path(a.prompts).read_text().splitlines() if ln.strip()]
        if a.prompts
        else ["The capital of France is", "def fibonacci(n):", "Once upon a time,"]
    )
    res = probe.sweep(
        backend,
        [tok.encode(t) for t in texts],
        ks,
        a.tokens,
        log=lambda s: print(s, file=sys.stderr),
    )
    res.update(backend=a.backend, artifact=str(a.artifact), target=eng.art.target)
    print(probe.format_table(res))
    if a.out:
        for p in probe.write(res, Path(a.out), f"{a.backend}_{eng.art.target}"):
            print(f"wrote {p}", file=sys.stderr)
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="speccc")
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate", help="greedy or speculative generation with an artifact")
    g.add_argument("--artifact", required=True, help="artifact dir from build.py")
    g.add_argument("--prompt", required=True)
    g.add_argument("--max-new-tokens", type=_positive, default=64, help="(default %(default)s)")
    g.add_argument(
        "--spec",
        choices=["none", "prompt-lookup", "draft"],
        default="prompt-lookup",
        help="proposer (default %(default)s)",
    )
    g.add_argument("--k", type=_positive, default=4, help="drafts per verify (default %(default)s)")
    g.add_argument(
        "--ngram", type=_positive, default=3, help="prompt lookup max n (default %(default)s)"
    )
    g.add_argument("--draft-artifact", help="artifact of the draft model (--spec draft)")
    g.add_argument(
        "--mode",
        choices=["exact", "guarded", "torch"],
        default="exact",
        help="verify mode (default %(default)s)",
    )
    g.add_argument("--tau", type=float, default=0.5, help="guard margin (default %(default)s)")
    g.add_argument("--audit", type=_fraction, default=0.0, help="fraction of rows to audit")
    g.add_argument("--strict", action="store_true", help="raise on an audit mismatch")
    g.add_argument("--check-greedy", action="store_true", help="also run greedy and compare ids")
    g.add_argument("--json", help="write tokens and stats here")
    g.set_defaults(fn=cmd_generate)
    p = sub.add_parser("probe", help="the K-sweep table: M=K verify vs M=1 greedy")
    p.add_argument("--artifact", required=True)
    p.add_argument("--backend", choices=["exact", "torch"], default="exact")
    p.add_argument("--k", default="1,2,4,8,16", help="K values (default %(default)s)")
    p.add_argument("--tokens", type=_positive, default=64, help="(default %(default)s)")
    p.add_argument("--prompts", help="file with one prompt per line")
    p.add_argument("--out", help="directory for JSON and PNG plots")
    p.set_defaults(fn=cmd_probe)
    a = ap.parse_args(argv)
    return a.fn(a)


if __name__ == "__main__":
    sys.exit(main())
