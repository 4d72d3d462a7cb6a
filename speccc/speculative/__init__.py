"""Speculative decoding over speccc engines: proposers, verify/accept, guard, audit."""

from speccc.speculative.audit import AuditError, Auditor
from speccc.speculative.generate import MODES, Generation, generate
from speccc.speculative.proposers import DraftModel, PromptLookup, argmax_ids
from speccc.speculative.stats import Stats
from speccc.speculative.torch_backend import TorchVerifier

__all__ = [
    "MODES",
    "AuditError",
    "Auditor",
    "DraftModel",
    "Generation",
    "PromptLookup",
    "Stats",
    "TorchVerifier",
    "argmax_ids",
    "generate",
]
