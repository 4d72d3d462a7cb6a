"""Speculative decoding over speccc engines: proposers, verify/accept, guard, audit."""

from speccc.spec.audit import AuditError, Auditor
from speccc.spec.generate import MODES, Generation, generate
from speccc.spec.proposers import DraftModel, PromptLookup, argmax_ids
from speccc.spec.stats import Stats

__all__ = [
    "MODES",
    "AuditError",
    "Auditor",
    "DraftModel",
    "Generation",
    "PromptLookup",
    "Stats",
    "argmax_ids",
    "generate",
]
