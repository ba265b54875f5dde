"""The clean-room English evaluation set (bench/cleanroom_en) is frozen and well-formed: its bytes match the
committed SHA256SUMS, gold offsets are exact, and it is as large and varied as issue 19 asks. It is used only to
measure (docs/benchmarks.md), never to train or choose anything."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from pathlib import Path

from deidq.workers.core.labels import FINE_TYPES

SET = Path(__file__).resolve().parents[2] / "bench" / "cleanroom_en"


def test_frozen_bytes() -> None:
    want = (SET / "SHA256SUMS").read_text().split()[0]
    assert hashlib.sha256((SET / "notes.jsonl").read_bytes()).hexdigest() == want


def test_gold_is_exact_and_covers_every_type_and_genre() -> None:
    docs = [json.loads(line) for line in (SET / "notes.jsonl").read_text(encoding="utf-8").splitlines()]
    types: Counter[str] = Counter()
    genres = {d["meta"]["genre"] for d in docs}
    for d in docs:
        last_end = 0
        for s in d["spans"]:
            assert d["text"][s["start"] : s["end"]] == s["text"]
            assert FINE_TYPES[s["type"]] == s["label"]
            assert s["start"] >= last_end  # sorted, no overlap
            last_end = s["end"]
            types[s["type"]] += 1
    assert len(docs) >= 400 and sum(types.values()) >= 8000
    assert set(FINE_TYPES) - {"NAME", "OTHER", "SEX"} <= set(types)
    assert len(genres) >= 10
