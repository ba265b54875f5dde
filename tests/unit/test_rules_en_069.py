"""English rules 0.69.0: a clinic, service or laboratory named only by what it is for is no place, whichever detector
read it so; a named one, and one after a capitalised or ordinary word, stay."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found, vetoed_as


@pytest.mark.parametrize("text, name", [
    ("Post-Transplant Clinic\nName: Rob", "Post-Transplant Clinic"),
    ("To: The Paediatrics Clinic\nRe: your patient", "The Paediatrics Clinic"),
    ("informed Public Health (Department of Public Health) on 3 Feb", "Department of Public Health"),
    ("Ashford General Hospital - Non-invasive Cardiology\n\nName: Ngozi", "Non-invasive Cardiology"),
    ("Aidan Wojcik\nRefugee Health Service\nNPI 1002", "Refugee Health Service"),
    ("follow-up: memory clinic in 6 months", "memory clinic"),
])  # fmt: skip
def test_a_clinic_named_by_its_purpose_is_no_place(en_rules, text: str, name: str) -> None:
    assert name in vetoed_as(en_rules, text, "LOCATION")


@pytest.mark.parametrize("text, name", [
    ("Seen at Kingsmere Memory Clinic today.", "Kingsmere Memory Clinic"),
    ("referred to Oak Hollow Family Practice for review", "Oak Hollow Family Practice"),
])  # fmt: skip
def test_a_named_clinic_stays(en_rules, text: str, name: str) -> None:
    assert name in [value for value, typ in found(en_rules, text) if typ == "HOSPITAL"]
    assert not any(name.split()[0] in v for v in vetoed_as(en_rules, text, "LOCATION"))


def purpose_matches(rules, text: str) -> list[str]:
    neg = next(n for n, _source in rules.vetoes if n.id == "en.veto.clinic_purpose")
    return [m.group() for m in neg.compiled.finditer(text)]


@pytest.mark.parametrize("text", [
    "a Dutch Lipid Clinic Network score of 7",  # a word before: part of a longer name
    "referred to Kingsmere Memory Clinic",  # a capitalised word before: the clinic's own name
    "referred to kingsmere memory clinic",  # and in lower case, any word but a function word
    "Memory Clinic Partners, 12 High St",  # a firm's word after
    "Memory Clinic B, level 2",  # a letter after: one of several
    "Community Healthcare Midwest Shannon Vale",  # a capitalised word after: the start of a longer name
])  # fmt: skip
def test_no_purpose_veto_inside_a_longer_name(en_rules, text: str) -> None:
    assert purpose_matches(en_rules, text) == []


def test_the_purpose_words_end_at_the_clinic_word(en_rules) -> None:
    text = "Referred to the Syncope Clinic, Memory Clinic and Bone Health Service."
    assert purpose_matches(en_rules, text) == ["the Syncope Clinic", "Memory Clinic", "Bone Health Service"]
