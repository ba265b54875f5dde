"""English rules 0.70.0: a spaced primary medical degree after a name ("MB BCh", "BM BS") is no name or place, and
more registration bodies end a name ("IMC", "NMBI", "HPCSA"); the name before them stays."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as, vetoed_as


@pytest.mark.parametrize("text, degree, name", [
    ("Consultant: S. Brennan, MB BCh, FFPath", "MB BCh", "S. Brennan"),
    ("electronically signed by Thanh Tran BM BCh FRCPath on 13/9/20", "BM BCh", "Thanh Tran"),
    ("Seen by Zhiwei Suzuki, MB BS.", "MB BS", "Zhiwei Suzuki"),
    ("Consultant: Aoife Walsh, MB BCh BAO, MRCPI", "MB BCh BAO", "Aoife Walsh"),
])  # fmt: skip
def test_a_spaced_degree_is_no_name(en_rules, text: str, degree: str, name: str) -> None:
    assert degree in vetoed_as(en_rules, text, "NAME")
    assert found_as(en_rules, text, "DOCTOR") == [name]


@pytest.mark.parametrize("text, name", [
    ("Prescriber: Dr Jack Asante  IMC No. 343763", "Jack Asante"),
    ("Nurse: Sunita Wetherby  NMBI PIN 969225", "Sunita Wetherby"),
    ("Prescriber: Dr Thabo Naidoo  HPCSA MP0377262", "Thabo Naidoo"),
])  # fmt: skip
def test_a_registration_body_ends_a_name(en_rules, text: str, name: str) -> None:
    assert found_as(en_rules, text, "DOCTOR") == [name]


def test_bare_initials_mb_stay_a_name(en_rules) -> None:
    # "MB" alone is also initials: only the spaced degree is vetoed
    assert "MB" not in vetoed_as(en_rules, "typed by: MB, 12/03/2024", "NAME")
