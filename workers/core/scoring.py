"""Scoring primitives every scorer shares (``deidq eval``, training's early stopping, the rules
evaluator, the peer benchmark): one tokenisation and strict entity P/R/F1. Stdlib only."""

from __future__ import annotations

import re
from collections.abc import Iterable

# Tokens are maximal runs of letters or of digits: "AB12" is two tokens, punctuation is no token.
TOKEN_RE = re.compile(r"[^\W\d_]+|\d+")


def tokens(text: str) -> list[tuple[int, int]]:
    """(start, end) of each token of ``text``."""
    return [m.span() for m in TOKEN_RE.finditer(text)]


def strict_prf(gold: Iterable[tuple[str, int, int, str]], pred: Iterable[tuple[str, int, int, str]]
               ) -> dict[str, dict[str, float]]:  # fmt: skip
    """Strict entity P/R/F1 (exact start, end and fine type) micro and per type.
    Items are ``(doc_id, start, end, type)``."""
    g, p = set(gold), set(pred)
    out: dict[str, dict[str, float]] = {}

    def prf(gs: set, ps: set) -> dict[str, float]:
        tp = len(gs & ps)
        pr = tp / len(ps) if ps else 0.0
        rc = tp / len(gs) if gs else 0.0
        f = 2 * pr * rc / (pr + rc) if pr + rc else 0.0
        return {"precision": round(pr, 4), "recall": round(rc, 4), "f1": round(f, 4),
                "support": len(gs), "predicted": len(ps)}  # fmt: skip

    out["micro"] = prf(g, p)
    for typ in sorted({x[3] for x in g} | {x[3] for x in p}):
        out[typ] = prf({x for x in g if x[3] == typ}, {x for x in p if x[3] == typ})
    return out
