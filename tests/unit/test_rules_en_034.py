"""English rules 0.34.0: a number after "ref" or "reference" with no colon is an identifier when it holds a run of six
digits ("Pathology ref 31-7740925"), and a reference range is one only when its sides are of like length, so such a
number is no range while "ref 135-145" and "ref 150000-450000" stay ranges. Cases are written here with other values;
none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note


def rule_spans(rules, text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.type) for s in rules.detect(Note(note_id="t", text=text))]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Bloods (03/02/2024, Kestrel Pathology ref 31-7740925): Hb 121.", "31-7740925"),
        ("Culture sent, lab ref 09-4471123, pending.", "09-4471123"),
        ("Our ref AQ-7719023 applies.", "AQ-7719023"),
        ("Reference no. 5531870-2 logged", "5531870-2"),
    ],
)
def test_reference_numbers_are_identifiers(en_rules, text: str, value: str) -> None:
    assert (value, "IDNUM") in rule_spans(en_rules, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Na 139 (ref 135-145)", "135-145"),
        ("Plt 250 ref 150000-450000", "150000-450000"),
        ("K 4.1 ref 3.5-5.1", "3.5-5.1"),
        ("ferritin 12 (ref 15-200)", "15-200"),
    ],
)
def test_reference_ranges_stay_ranges(en_rules, text: str, value: str) -> None:
    got = rule_spans(en_rules, text)
    assert all(t != "IDNUM" for _, t in got)
    assert any(v == value and t.startswith("labels:") and "ID" in t for v, t in got)  # vetoed as a range
