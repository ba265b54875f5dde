"""English rules 0.30.0: initials a note gives a named person in brackets, ages in birthdays to come, ages at an
event given as a field, developmental milestones, and age columns of tables. Cases are written here with other names
and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note


def found(rules, text: str) -> list[tuple[str, str]]:
    spans = rules.detect(Note(note_id="t", text=text))
    return [(text[s.start : s.end], s.label) for s in spans if s.decision != "veto"]


@pytest.mark.parametrize(
    ("text", "value", "label"),
    [
        ("Attendees: Declan Murray (DM), Grace Obi (GO)", "DM", "NAME"),
        ("Attendees: Declan Murray (DM), Grace Obi (GO)", "GO", "NAME"),  # a word, but her initials here
        ("- Dr Helen Quigley, Consultant Nephrologist [HQ]", "HQ", "NAME"),
        ("Reviewed with Amira Rose Haddad (ARH).", "ARH", "NAME"),
        ("Turns 16 on 4 June; transfer to adult clinic.", "16", "AGE"),
        ("She turned 90 last month.", "90", "AGE"),
        ("Age at diagnosis: 47", "47", "AGE"),
        ("Age at discharge - 19 days", "19", "AGE"),
        ("Milestones: crawled at 9 months, walked at 14 months.", "14", "AGE"),
        ("first words at about 11 months", "11", "AGE"),
        ("| Contact | Relation | Age | IGRA |\n|---|---|---|---|\n| Tom Reyes | brother | 23 | neg |", "23", "AGE"),
    ],
)
def test_new_forms_are_found(en_rules, text: str, value: str, label: str) -> None:
    assert (value, label) in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("PMH: Atrial Fibrillation (AF), Chronic Kidney Disease (CKD).", "AF"),
        ("Peak Expiratory Flow (PEF) 320 L/min", "PEF"),
        ("Declan Murray (JK) attended", "JK"),  # not his initials
        ("Gestational age at delivery: 38 weeks", "38"),
        ("Patient turns 2 hourly overnight.", "2"),
        ("Walked at 10 m with frame, then sat at rest.", "10"),
        ("| Test | Range | Age |\n|---|---|---|\n| ALP | 30-130 | 18-39 |", "18-39"),
    ],
)
def test_lookalikes_are_not_found(en_rules, text: str, value: str) -> None:
    assert value not in [v for v, _ in found(en_rules, text)]


def test_legend_initials_are_lent_to_the_notes_other_mentions() -> None:
    """The legend's score is name propagation's: the pipeline masks the same initials where an action names them."""
    from deidq.workers.context import WorkerContext

    from deidq.config import load_settings

    text = "Present: Declan Murray (DM), Sara Lind (SL).\nPlan agreed: DM and the ward team meet on Friday."
    pipe = WorkerContext(load_settings(mode="tag", detectors=["rules"])).pipeline("en")
    (res,) = pipe.process([Note(note_id="t", text=text, language="en")], None)
    starts = [s.start for s in res.spans if text[s.start : s.end] == "DM"]
    assert len(starts) == 2
    rules_alone = found(pipe.detectors["rules"], text)  # the second mention is the lending's, not a pattern's
    assert rules_alone.count(("DM", "NAME")) == 1
