"""English rules 0.42.0: the year in an Act's name dates nothing, and medico-legal eponyms name no one; both as veto
markers that bind every role."""

from __future__ import annotations

from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.merge.ensemble import merge
from deidq.workers.rules import build_detector


def vetoed(text: str) -> list[tuple[str, str]]:
    spans = build_detector("en").detect(Note(note_id="n", text=text))
    return [(text[s.start : s.end], s.type) for s in spans if s.decision == "veto" and "labels:" in s.type]


def test_the_year_of_an_act_or_regulations_is_no_date() -> None:
    text = "Detained under the Mental Health Act 1983; Data Protection Act 2018; the Care Regulations of 2014."
    got = vetoed(text)
    assert ("1983", "labels:DATE") in got and ("2018", "labels:DATE") in got and ("2014", "labels:DATE") in got


def test_act_inside_a_word_or_a_real_date_is_left_alone() -> None:
    got = vetoed("Last contact 1983. Seen 12/03/2018, act of kindness on 2019-01-04.")
    assert not [v for v in got if v[1] == "labels:DATE"]


def test_medico_legal_eponyms_are_no_one_unless_a_title_says_so() -> None:
    text = (
        "Judged by the Bolam test as qualified by Bolitho; no Tarasoff trigger; Gillick competent; Guthrie card done."
    )
    names = {v for v, t in vetoed(text) if "NAME" in t}
    assert {"Bolam", "Bolitho", "Tarasoff", "Gillick", "Guthrie"} <= names
    assert "Gillick" not in {v for v, t in vetoed("Seen by Dr Gillick today.") if "NAME" in t}
    assert "Guthrie" not in {v for v, t in vetoed("Mrs Ann Guthrie phoned.") if "NAME" in t}


def test_a_model_date_over_an_acts_year_is_vetoed_a_real_date_kept() -> None:
    text = "Section 2 of the Mental Health Act 1983 applied on 04/05/2024."
    year, date = text.index("1983"), text.index("04/05/2024")
    rules = build_detector("en").detect(Note(note_id="n", text=text))
    model = [Span(year, year + 4, "DATE", "DATE", "model", 0.9), Span(date, date + 10, "DATE", "DATE", "model", 0.9)]
    kept = [(text[s.start : s.end], s.type) for s in merge({"rules": rules, "model": model}, text).kept]
    assert ("04/05/2024", "DATE") in kept and not any(v == "1983" for v, _ in kept)
