"""English rules 0.68.0: a clinician's job title (a grade, specialty words, a role) is no name, occupation or place,
whichever detector read it so; a name beside it and an organisation named after a role stay."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found, vetoed_as


@pytest.mark.parametrize("text, title", [
    ("Job title: Consultant ENT Surgeon\nSpecial requirements: none", "Consultant ENT Surgeon"),
    ("Zainab Chen FRCS\nConsultant Colorectal Surgeon\nGMC 4611", "Consultant Colorectal Surgeon"),
    ("Mr. Kwame Watanabe\nConsultant Hepatobiliary & Transplant Surgeon",
     "Consultant Hepatobiliary & Transplant Surgeon"),
    ("Mary Kim, MD\nAttending Physician\nNPI 1314317", "Attending Physician"),
    ("reviewed by the Senior CF Dietitian today", "Senior CF Dietitian"),
    ("covered by a Locum Consultant this week", "Locum Consultant"),
])  # fmt: skip
def test_a_job_title_is_no_name_occupation_or_place(en_rules, text: str, title: str) -> None:
    for label in ("NAME", "PROFESSION", "LOCATION"):
        assert title in vetoed_as(en_rules, text, label)


@pytest.mark.parametrize("text, name", [
    ("Senior Staff Nurse Mary Jones", "Mary Jones"),
    ("Consultant Physician Dr Amir Khan", "Amir Khan"),
])  # fmt: skip
def test_a_name_beside_a_title_stays(en_rules, text: str, name: str) -> None:
    assert name in [value for value, _typ in found(en_rules, text)]


def test_an_organisation_named_after_a_role_is_no_title(en_rules) -> None:
    text = "referred to Lakeland Visiting Nurse Association and Coastal Specialist Nurse Service"
    assert not any("Nurse" in v for v in vetoed_as(en_rules, text, "LOCATION"))
