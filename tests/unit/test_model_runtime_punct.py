"""The model runtime never returns a span made only of punctuation (a "," or "-" tagged as a place)."""

from __future__ import annotations

from deidq.models.runtime import char_spans
from deidq.models.tokenizer import tokenize


def test_a_tagged_run_of_punctuation_is_dropped() -> None:
    text = "Lives in Leeds , - with her son"
    toks = tokenize(text)
    tags = ["S-CITY" if t.text in ("Leeds", ",") else ("S-CITY" if t.text == "-" else "O") for t in toks]
    spans = char_spans(toks, tags, [0.99] * len(toks))
    assert [text[s.start : s.end] for s in spans] == ["Leeds"]
    tags2 = ["B-CITY" if t.text == "Leeds" else ("E-CITY" if t.text == "," else "O") for t in toks]
    assert [text[s.start : s.end] for s in char_spans(toks, tags2, [0.9] * len(toks))] == ["Leeds ,"]
