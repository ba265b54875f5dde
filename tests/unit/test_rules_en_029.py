"""English rules 0.29.0: an identifier known by its shape alone (capitals and digits, at least seven of them, four
digits and a letter), wherever it stands. Cases are written here with other values; none is copied from an
evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note


def found(rules, text: str) -> list[tuple[str, str]]:
    spans = rules.detect(Note(note_id="t", text=text))
    return [(text[s.start : s.end], s.label) for s in spans if s.decision != "veto"]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("| 03/02/2023 | K21/408317 | 4.2 | 118 |", "K21/408317"),  # a table cell under any header
        ("| 2022-11-09 | 57Q610284 | 9.1 |", "57Q610284"),
        ("Home monitoring via hub TXM4410QA, reviewed weekly.", "TXM4410QA"),
        ("Aids fitted (L HB804UX219, R HB-55012-K).", "HB804UX219"),
        ("Aids fitted (L HB804UX219, R HB-55012-K).", "HB-55012-K"),
        ("Blocks: W23-60418-B1, B2.", "W23-60418-B1"),
        ("culture 23K770145 no growth", "23K770145"),
    ],
)
def test_identifier_shapes_are_found(en_rules, text: str, value: str) -> None:
    assert (value, "ID") in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Dx: S72.001A fracture of femoral neck", "S72.001A"),  # ICD-10
        ("Seen 14-MAR-2024 in clinic", "14-MAR-2024"),  # a date
        ("SARS-COV-2 PCR negative; HbA1c 48; CA19-9 normal", "SARS-COV-2"),
        ("Hb 132 g/L, WCC 7.4, PLT 245", "PLT 245"),
        ("E11.65 type 2 diabetes with hyperglycaemia", "E11.65"),
        ("Started insulin glargine 100U/ML", "100U/ML"),  # three digits
        ("BRCA2 and TP53 negative", "BRCA2"),
        ("Code x12345ab on the form", "x12345ab"),  # lower case is not the shape
    ],
)
def test_codes_that_are_not_identifiers_are_not_found(en_rules, text: str, value: str) -> None:
    assert (value, "ID") not in found(en_rules, text)
