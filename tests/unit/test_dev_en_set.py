"""The English development set (bench/dev_en): written apart from the training generator by another author, used
for error analysis and choices (docs/benchmarks.md); its gold must be exact and cover every type."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from deidq.workers.core.labels import FINE_TYPES

SET = Path(__file__).resolve().parents[2] / "bench" / "dev_en"


def test_gold_is_exact_and_covers_every_type() -> None:
    docs = [json.loads(line) for line in (SET / "notes.jsonl").read_text(encoding="utf-8").splitlines()]
    types: Counter[str] = Counter()
    for d in docs:
        last_end = 0
        for s in d["spans"]:
            assert d["text"][s["start"] : s["end"]] == s["text"]
            assert FINE_TYPES[s["type"]] == s["label"]
            assert s["start"] >= last_end and s["text"] == s["text"].strip()
            last_end = s["end"]
            types[s["type"]] += 1
    assert len(docs) >= 300 and sum(types.values()) >= 5500
    assert set(FINE_TYPES) - {"NAME", "OTHER", "SEX"} <= set(types)
    assert {d["meta"]["source"] for d in docs} == {"dev-en"}
