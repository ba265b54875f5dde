"""English rules 0.28.0: UK National Insurance numbers, provider numbers, the USA by its initials, a patient's initials
opening a numbered list row, "SURNAME, GIVEN 49F", and occupations after "previously a" and handedness. Cases are
written here with other names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note


def found(rules, text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.type) for s in rules.detect(Note(note_id="t", text=text)) if s.decision != "veto"]


@pytest.mark.parametrize(
    ("text", "value", "type_"),
    [
        ("NI number: KL 47 20 91 C", "KL 47 20 91 C", "SSN"),
        ("NINO SG 12 45 78 A on file", "SG 12 45 78 A", "SSN"),  # SG is also specific gravity
        ("NI: PT580311B", "PT580311B", "SSN"),
        ("Prescriber: Dr Ames   Provider No.: 448210KX", "448210KX", "LICENSE"),
        ("Moved from Fiji, settled in USA in 2010.", "USA", "COUNTRY"),
        ("4. TW 63F - bay 3 - falls", "TW", "PATIENT"),
        ("2) J.R. 81 M - side room", "J.R.", "PATIENT"),
        ("5. OKONJO, PETRA 77F - ward 6", "OKONJO, PETRA", "PATIENT"),
        ("Previously a plasterer, now retired.", "plasterer", "PROFESSION"),
        ("Right-hand dominant electrician at a depot.", "electrician", "PROFESSION"),
    ],
)
def test_new_forms_are_found(en_rules, text: str, value: str, type_: str) -> None:
    assert (value, type_) in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Urine SG 1.020, K 4.1.", "SG 1.020"),
        ("US abdomen: normal. UK guidance followed.", "US"),
        ("Right-handed man, previously a smoker.", "man"),
        ("Left-hand dominant; previously a smoker.", "smoker"),
        ("3. CT 4 weeks ago", "CT"),  # no age and sex after it
    ],
)
def test_lookalikes_are_not_found(en_rules, text: str, value: str) -> None:
    assert value not in [v for v, _ in found(en_rules, text)]


def test_a_distance_in_feet_is_still_no_identifier(en_rules) -> None:
    text = "Walked 200 ft with a frame; Provider No.: 30811QZ"
    got = found(en_rules, text)
    assert ("30811QZ", "LICENSE") in got and not any(v.startswith("200") for v, _ in got)
