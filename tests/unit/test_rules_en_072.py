"""English rules 0.72.0: UK, Canadian and Irish postcodes by their shape; a lab value or a credential veto no longer
cuts a postcode that starts like an analyte ("PO2 4XF", "CO2 9DZ", "A1C 7L4") or a credential ("NP18 9GX"); an age
before a sex letter is at most 120 ("541F" ends an Eircode)."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as, vetoed_as


@pytest.mark.parametrize("text, code", [
    ("Address: 14 Tanner Row, Newport NP18 9GX", "NP18 9GX"),
    ("4 Larch Close, Portsmouth, Hampshire PO2 4XF", "PO2 4XF"),
    ("Flat 2, 9 Keel Walk\nColchester\nCO2 9DZ", "CO2 9DZ"),
    ("Head office: 1 Long Lane, London EC1A 1BB", "EC1A 1BB"),
    ("| QL28 | JH | 42 | F | ML6 6QD | GP |", "ML6 6QD"),
    ("88 Water Street, St. John's, NL  A1C 7L4", "A1C 7L4"),
    ("postal code S7K 8N6 on file", "S7K 8N6"),
    ("12 Oak Park, Naas, W91 541F", "W91 541F"),
    ("| D11 X3C2 | Telephone |", "D11 X3C2"),
])  # fmt: skip
def test_a_postcode_is_found_by_its_shape(en_rules, text: str, code: str) -> None:
    assert code in found_as(en_rules, text, "ZIP")


@pytest.mark.parametrize("text", [
    "Day 5: E1 3BC, E2 4BA, E3 5AA transferred",  # embryo grades
    "She drives a hatchback, reg LY1 9SX.",  # a number plate
    "ABG on air: pO2 9.8 kPa, pCO2 5.1 kPa",
    "HbA1c 7.2%, A1C 7 at last check",
    "Wound 3 cm x 2 cm, grade 2 PU",
])  # fmt: skip
def test_no_postcode_without_its_shape(en_rules, text: str) -> None:
    assert found_as(en_rules, text, "ZIP") == []


def test_lab_values_and_credentials_are_still_vetoed(en_rules) -> None:
    text = "pO2 9.8 kPa, pCO2 5.1 kPa. Seen by Jane Roe, NP."
    assert {"pO2 9.8", "pCO2 5.1"} <= vetoed_as(en_rules, text, "LOCATION")
    assert "NP" in vetoed_as(en_rules, text, "LOCATION")


def test_an_age_before_a_sex_is_at_most_120(en_rules) -> None:
    assert found_as(en_rules, "Bed 4: 87 F, confused", "AGE") == ["87"]
    assert found_as(en_rules, "12 Oak Park, Naas, W91 541F", "AGE") == []


@pytest.mark.parametrize("text", ["Hampshire PO2 4XF", "Colchester CO2 9DZ", "NL A1C 7L4", "Newport NP18 9GX"])
def test_no_veto_cuts_a_postcode(en_rules, text: str) -> None:
    code = text.split(" ", 1)[1]
    assert not any(v and (v in code or code in v) for v in vetoed_as(en_rules, text, "LOCATION"))
