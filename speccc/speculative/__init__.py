"""Speculative decoding over speccc engines: proposers, verify/accept, guard, audit."""

from speccc.speculative.audit import AuditError, Auditor
from speccc.speculative.generate import MODES, Generation, generate
from speccc.speculative.policy import DraftPolicy
from speccc.speculative.proposers import DraftModel, PromptLookup, argmax_ids, top2_of
from speccc.speculative.stats import Stats
from speccc.speculative.torch_backend import TorchVerifier

__all__ = [
    "MODES",
    "AuditError",
    "Auditor",
    "DraftModel",
    "DraftPolicy",
    "Generation",
    "PromptLookup",
    "Stats",
    "TorchVerifier",
    "argmax_ids",
    "generate",
    "top2_of",
]
