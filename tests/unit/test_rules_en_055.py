"""English rules 0.55.0: a department, service or clinic named only by what it treats or does is no place; a named
one, a unit and an address are left alone."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as, vetoed_as


@pytest.mark.parametrize("text, dept", [
    ("St. Declan's Regional Hospital\nThyroid Clinic\nAbbey Road, Athlone", "Thyroid Clinic"),
    ("Copies: Dr. Washington (Radiation Oncology)", "Radiation Oncology"),
    ("Report from: Newborn Screening Laboratory\nRegional Newborn Program", "Newborn Screening Laboratory"),
    ("Department of Paediatrics - Telehealth Outreach Clinic\n97 Hospital Drive", "Telehealth Outreach Clinic"),
    ("seen in the vasculitis clinic on Tuesday", "vasculitis clinic"),
])  # fmt: skip
def test_a_department_named_by_what_it_does_is_no_place(en_rules, text: str, dept: str) -> None:
    assert dept in vetoed_as(en_rules, text, "LOCATION")
    assert dept not in found_as(en_rules, text, "HOSPITAL")


def test_the_hospital_before_it_stays(en_rules) -> None:
    text = "St. Declan's Regional Hospital\nThyroid Clinic"
    assert "St. Declan's Regional Hospital" in found_as(en_rules, text, "HOSPITAL")


@pytest.mark.parametrize("text, place", [
    ("CALLBACK LOG - Juniperridge Specialty Clinic - 5/6/24", "Specialty Clinic"),
    ("Location: Day Oncology Unit\nCopy to: Dr Park", "Day Oncology Unit"),
    ("Questions to cancercentre@example.org", "cancercentre"),
    ("Community Nursing Contact Record\nGeriatric Mental Health Outreach Team\nPatient: Mrs. June Friesen",
     "Geriatric Mental Health"),
])  # fmt: skip
def test_named_clinics_units_and_addresses_are_left_alone(en_rules, text: str, place: str) -> None:
    assert place not in vetoed_as(en_rules, text, "LOCATION")
