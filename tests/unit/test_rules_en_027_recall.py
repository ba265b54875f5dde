"""English rules 0.27.0 (first proposed as 0.25.0): ages after "aged" and at life events, a login named in running
text, a trade of two words, the Hong Kong identity card, decimal room numbers and a device's identifier right after
the device. Cases are written here with other names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note


def found(rules, text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.type) for s in rules.detect(Note(note_id="t", text=text)) if s.decision != "veto"]


@pytest.mark.parametrize(
    ("text", "value", "type_"),
    [
        ("Brother: Tomas Reyes, aged eleven", "eleven", "AGE"),
        ("Her son, aged 9 and in year 4, attends.", "9", "AGE"),
        ("She left school at sixteen and worked in retail.", "sixteen", "AGE"),
        ("You are 52 and work as a postman.", "52", "AGE"),
        ("Notes were entered under login harrisjq by the ward clerk.", "harrisjq", "USERNAME"),
        ("Employed as plasterer and tiler for a builder.", "plasterer and tiler", "PROFESSION"),
        ("HKID: K481203(7)", "K481203(7)", "SSN"),
        ("Meeting in Room 2.14 at noon.", "2.14", "LOCATION_OTHER"),
        ("Home monitoring via hub TXR4471Q since discharge.", "TXR4471Q", "DEVICE"),
        ("Video scope 61NLE20931 used and logged.", "61NLE20931", "DEVICE"),
    ],
)
def test_new_forms_are_found(en_rules, text: str, value: str, type_: str) -> None:
    assert (value, type_) in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Ulcer aged 5 mg? no: dressing aged 2 hours", "5"),  # a dose after "aged" is no age
        ("Married at 10:30 in the chapel.", "10"),  # a clock time
        ("Insulin pump MiniMed 780G, CPAP AirSense 10.", "780G"),  # model names
        ("Monitor HR 88 bpm overnight.", "88"),
        ("Left school at eighteen", "eight"),  # whole number words only
    ],
)
def test_lookalikes_are_not_found(en_rules, text: str, value: str) -> None:
    assert value not in [v for v, _ in found(en_rules, text)]
