"""English rules 0.67.0: after a bare consultant, physician, provider or surgeon the capitalised words are a
specialty; after a colon or a title, and after the other staff cues, they are still a name."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found


def names(rules, text: str) -> list[str]:
    return [value for value, typ in found(rules, text) if typ in ("DOCTOR", "PATIENT", "FAMILY")]


@pytest.mark.parametrize("text", [
    "Zainab Chen FRCS\nConsultant Colorectal Surgeon\nGMC 4611",
    "Consultant Electrophysiologist\nCopy: patient",
    "Dr Brodzki (Consultant Neuropsychologist) attended",
    "Mary Kim, MD\nAttending Physician\nNPI 1314317",
    "Occupational Health Physician   Tel 0113 496 8300",
    "PROVIDER NOTE\nHPI: improving",
])  # fmt: skip
def test_a_bare_role_before_a_specialty_names_no_one(en_rules, text: str) -> None:
    specialty = {"Colorectal Surgeon", "Colorectal", "Electrophysiologist", "Neuropsychologist", "Physician",
                 "Health Physician", "NOTE", "NOTE\nHPI"}  # fmt: skip
    assert not specialty & set(names(en_rules, text))


@pytest.mark.parametrize("text, name", [
    ("Consultant: Wiremu Tane", "Wiremu Tane"),
    ("Bed 2   Consultant Dr. Ogunbiyi reviewed", "Ogunbiyi"),
    ("discussed with consultant Mr Tomasz Wisniewski today", "Tomasz Wisniewski"),
    ("Provider: Dr. Okafor", "Okafor"),
    ("Attending Pauline Urquhart\n\nSched", "Pauline Urquhart"),
    ("Seen by Delphine Qureshi, MD, senior review", "Delphine Qureshi"),
    ("Referring physician: Harriet Osei", "Harriet Osei"),
])  # fmt: skip
def test_a_colon_a_title_or_another_cue_still_names_someone(en_rules, text: str, name: str) -> None:
    assert any(name in n for n in names(en_rules, text))
