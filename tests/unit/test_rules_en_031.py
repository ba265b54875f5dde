"""English rules 0.31.0 (precision): shift cells, "DD" beside "DT" in a dictation line, clock times as whole table
cells, eponymous tests without their keyword, and the words of a named instrument. Cases are written here with other
names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note


def vetoed(rules, text: str) -> list[str]:
    return [text[s.start : s.end] for s in rules.detect(Note(note_id="t", text=text)) if s.decision == "veto"]


def found(rules, text: str) -> list[str]:
    return [text[s.start : s.end] for s in rules.detect(Note(note_id="t", text=text)) if s.decision != "veto"]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("| Fri 3/2 | Late | Settled, ate supper | KJ |", "Late"),
        ("| Night | Slept well |", "Night"),
        ("Dictated but not read. DD/rk  DT 14/3/2025", "DD"),
        ("DD: 02/03/2025   DT: 03/03/2025\nDD/PL/rk", "DD"),
        ("metformin 500 mg PO BD | 0800 | RK | 1800 |", "0800"),
        ("Colour vision: Ishihara 15/17 right eye.", "Ishihara"),
        ("Whooley questions both negative.", "Whooley"),
        ("Airway: Mallampati 3, mouth opening good.", "Mallampati"),
        ("Pressure care: Waterlow 16 (high risk).", "Waterlow"),
        ("Epworth Sleepiness Scale 14/24", "Epworth Sleepiness"),
    ],
)
def test_lookalikes_are_vetoed(en_rules, text: str, word: str) -> None:
    assert word in vetoed(en_rules, text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Consultant: Dr Ravi Mallampati, Anaesthetics", "Ravi Mallampati"),  # a person with an eponym's name
        ("Signed: Teresa Waterlow, RN", "Teresa Waterlow"),
    ],
)
def test_people_with_an_eponyms_name_stay(en_rules, text: str, name: str) -> None:
    assert name in found(en_rules, text) and name.split()[-1] not in vetoed(en_rules, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("| 1998 | appendicectomy | Dr Ruiz |", "1998"),  # a year cell is no clock time
        ("Seen by DD on the ward; DD/ward round", "DD"),  # no "DT" beside it: initials may be DD
    ],
)
def test_values_that_are_not_vetoed(en_rules, text: str, value: str) -> None:
    assert value not in vetoed(en_rules, text)
