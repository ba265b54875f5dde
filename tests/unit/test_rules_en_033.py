"""English rules 0.33.0: a department or specialty named alone, with or without its clinic or service word, is no
place, whichever detector found it ("ENT Clinic", "Occupational Health"); a named one stays whole ("Lakeside ENT
Clinic", "Northshore Podiatry"), and so do places that share a short word with a clinic ("Boise, ID"). Cases are
written here with other names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.conftest import merged_with_model as merged


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Referred on to the ENT Clinic for review.", "ENT Clinic"),
        ("Cleared by Occupational Health to return to work.", "Occupational Health"),
        ("Seen by physio; Physiotherapy to continue.", "Physiotherapy"),
        ("Letter from the Diabetes and Endocrinology Clinic dated today.", "Diabetes and Endocrinology Clinic"),
        ("Dept: Specialist Pain Service", "Specialist Pain Service"),
        ("follow up in ID Clinic in 2 weeks", "ID Clinic"),
        ("Cc: Chest Clinic, GP", "Chest Clinic"),
    ],
)
def test_departments_named_alone_are_no_place(en_rules, text: str, value: str) -> None:
    assert (value, "LOCATION") not in merged(en_rules, text, [(value, "LOCATION", "HOSPITAL")])


@pytest.mark.parametrize(
    ("text", "value", "type_"),
    [
        ("Referred to Lakeside ENT Clinic on Monday.", "Lakeside ENT Clinic", "HOSPITAL"),
        ("Orthotics from Northshore Podiatry.", "Northshore Podiatry", "HOSPITAL"),
        ("Employer: Occupational Health Partners", "Occupational Health Partners", "ORGANIZATION"),
        ("Moved to Boise, ID 83702 last year.", "ID", "STATE"),
        ("Born in Eye, Suffolk.", "Eye", "CITY"),
    ],
)
def test_named_clinics_and_places_stay(en_rules, text: str, value: str, type_: str) -> None:
    assert (value, "LOCATION") in merged(en_rules, text, [(value, "LOCATION", type_)])
