"""Corpus check on MEDDOCAN dev (CC BY 4.0, PlanTL-GOB-ES/SPACCC_MEDDOCAN): rendering the gold
spans in surrogate and redact mode leaves no original NAME / ID / CONTACT string in the output."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.surrogates.names import is_relation_mention
from deidq.workers.surrogates.render import render
from deidq.workers.surrogates.surrogator import Surrogator

from tests.conftest import SHARED_DATA

DEV = SHARED_DATA / "meddocan" / "dev.jsonl"
CHECKED = ("NAME", "ID", "CONTACT")
KEY = bytes(range(32))

pytestmark = pytest.mark.skipif(not DEV.exists(), reason="MEDDOCAN dev not available")


def _docs(limit: int | None = None) -> list[dict]:
    docs = []
    with DEV.open(encoding="utf-8") as f:
        for line in f:
            docs.append(json.loads(line))
            if limit and len(docs) >= limit:
                break
    return docs


def _spans(doc: dict) -> list[Span]:
    return [
        Span(s["start"], s["end"], s["label"], s["orig_label"], "gold")
        for s in sorted(doc["spans"], key=lambda s: s["start"])
    ]


def _occurrences(needle: str, hay: str) -> int:
    """Occurrences of ``needle`` as a whole token sequence (not inside a longer word/number)."""
    return len(re.findall(r"(?<!\w)" + re.escape(needle) + r"(?!\w)", hay))


def check_doc(doc: dict, mode: str, sur: Surrogator | None) -> list[tuple[str, str]]:
    """Leaks: (type, reason) for every gold NAME/ID/CONTACT original found again in the output more
    often than it occurs in the note's non-PHI text. Originals of ≤ 2 characters (``H``, ``28``)
    would match by coincidence, so for those only the span's own replacement is checked."""
    text = doc["text"]
    spans = _spans(doc)
    note = Note(doc["id"], text, language="es", patient_id=doc["id"])
    out, reps = render(note, spans, mode, sur)
    masked = list(text)
    for s in spans:
        masked[s.start : s.end] = ["\0"] * (s.end - s.start)
    masked_text = "".join(masked)
    leaks = []
    for s, rep in zip(spans, reps, strict=True):
        if s.label not in CHECKED:
            continue
        orig = text[s.start : s.end]
        if s.type == "FAMILIARES_SUJETO_ASISTENCIA" and mode == "surrogate" and is_relation_mention(orig):
            continue  # "madre", "hermano mayor": relation words, no name; kept on purpose (documented)
        if rep is not None and rep.casefold() == orig.casefold():
            leaks.append((s.type, "replacement equals original"))
            continue
        if len(orig.strip()) <= 2:
            continue
        if _occurrences(orig, out) > _occurrences(orig, masked_text):
            leaks.append((s.type, "original found in output"))
    return leaks


@pytest.mark.parametrize("mode", ["surrogate", "redact"])
def test_meddocan_sample_no_original_survives(mode: str) -> None:
    sur = Surrogator(KEY) if mode == "surrogate" else None
    leaks = [leak for doc in _docs(40) for leak in check_doc(doc, mode, sur)]
    assert not leaks, Counter(leaks).most_common(10)


@pytest.mark.slow
def test_meddocan_dev_all_docs_no_original_survives() -> None:
    sur = Surrogator(KEY)
    docs = _docs()
    assert len(docs) == 250
    leaks = [leak for doc in docs for mode in ("surrogate", "redact") for leak in check_doc(doc, mode, sur)]
    assert not leaks, Counter(leaks).most_common(10)
