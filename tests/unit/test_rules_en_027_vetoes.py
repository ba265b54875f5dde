"""English rules 0.27.0 (first proposed as 0.26.0): a score or scale with its value, a Snellen fraction, the year of a
law, an ordinal that counts something other than a day, a range of durations and MAR (the administration record) are
vetoed as dates (and scores as ages, identifiers and contacts too), whichever detector found them, and only where
the span lies wholly inside. Cases are written here with other values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.merge.ensemble import MergePolicy, merge
from deidq.workers.merge.policy_env import merge_policy_for


def merged(rules, text: str, value: str, label: str) -> list[tuple[str, str]]:
    """The merger's kept spans when the model proposes ``value`` (its first occurrence) as ``label``."""
    i = text.index(value)
    model = [Span(i, i + len(value), label, label if label != "ID" else "IDNUM", "bilstm_crf.en@test", 0.99,
                  roles=("model",))]  # fmt: skip
    found = rules.detect(Note(note_id="t", text=text))
    res = merge({"rules": found, "model": model}, text, merge_policy_for("en", MergePolicy()))
    return [(text[s.start : s.end], s.label) for s in res.kept]


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("Function: Barthel 14/20 today.", "14/20", "DATE"),
        ("GCS on admission 13/15, pupils equal.", "13/15", "DATE"),
        ("STOP-Bang 5/8; Epworth 14.", "5/8", "DATE"),
        ("Low mood, mood 4/10 this week.", "4/10", "DATE"),
        ("Epworth 14, referred on.", "14", "AGE"),
        ("Snellen R 6/18, pinhole improves to 6/9.", "6/9", "DATE"),
        ("Detained under the Mental Health Act 1983 last year.", "1983", "DATE"),
        ("Weight on the 25th centile.", "25th", "DATE"),
        ("Level before the 3rd dose.", "3rd", "DATE"),
        ("Booked for the 6-8 week check.", "6-8", "DATE"),
        ("MAR reviewed: two doses omitted.", "MAR", "DATE"),
    ],
)
def test_counts_and_scores_are_no_dates(en_rules, text: str, value: str, label: str) -> None:
    assert (value, label) not in merged(en_rules, text, value, label)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Vancomycin 6/1-6/3, then oral.", "6/1"),  # "va" inside a drug name is no acuity
        ("MMSE repeated on 12/03/2024 with the family.", "12/03/2024"),
        ("Born 1983 in the north.", "1983"),
        ("Seen on the 4th and again later.", "4th"),
        ("Chart from 12 MAR 2024 reviewed.", "12 MAR 2024"),
    ],
)
def test_real_dates_stay(en_rules, text: str, value: str) -> None:
    assert (value, "DATE") in merged(en_rules, text, value, "DATE")
