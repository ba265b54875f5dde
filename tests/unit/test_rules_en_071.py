"""English rules 0.71.0: a forensic exhibit label after the word "exhibit" is an identifier; clock-face positions,
"Patient ID", a unit's own initials and dental degrees are no PHI; a given name's surname stands at most two blanks
on (a wider gap is a column)."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found, found_as, vetoed_as


@pytest.mark.parametrize("text, labels", [
    ("Intimate swabs sealed as exhibits RTW/1 to RTW/4 and signed over.", ["RTW/1", "RTW/4"]),
    ("Photographs taken; exhibit JB/7 retained by the examiner.", ["JB/7"]),
    ("Clothing bagged, exhibits numbered PK/1-3.", ["PK/1-3"]),
    ("Exhibit ref. KM/3 (hair combings).", ["KM/3"]),
])  # fmt: skip
def test_an_exhibit_label_is_an_identifier(en_rules, text: str, labels: list[str]) -> None:
    assert found_as(en_rules, text, "IDNUM") == labels


@pytest.mark.parametrize("text", [
    "She enjoyed the art exhibit. Seen by the MDT/2 weekly.",  # another sentence
    "Discussed at MDT/2 weeks ago.",  # no exhibit at all
    "Patient exhibits marked SOB on exertion; sats 91%.",  # no label shape
])  # fmt: skip
def test_no_exhibit_label_without_its_word_in_the_sentence(en_rules, text: str) -> None:
    assert found_as(en_rules, text, "IDNUM") == []


@pytest.mark.parametrize("text, dial", [
    ("Shave biopsies taken at 2, 6 and 10 o'clock on the areola.", "2, 6 and 10 o'clock"),
    ("Small tear at 3 o'clock, sutured.", "3 o'clock"),
    ("Excised from 4 to 8 o’clock in lithotomy.", "4 to 8 o’clock"),
])  # fmt: skip
def test_a_clock_face_position_is_no_age_or_date(en_rules, text: str, dial: str) -> None:
    assert dial in vetoed_as(en_rules, text, "AGE")
    assert dial in vetoed_as(en_rules, text, "DATE")
    assert [t for t, typ in found(en_rules, text) if typ in ("AGE", "DATE")] == []


def test_patient_id_is_no_initials(en_rules) -> None:
    assert found_as(en_rules, "[x] Patient ID checked against wristband", "PATIENT") == []
    assert found_as(en_rules, "Pt KT reviewed on the ward", "PATIENT") == ["KT"]  # real initials stay


@pytest.mark.parametrize("text", [
    "Baby moved to NICU for observation.",
    "Transferred to CVICU post-op.",
    "Royal Harbour Hospital\nENT Theatres\nPROCEDURE NOTE",
    "Admitted to HITH from the ward.",
])  # fmt: skip
def test_a_units_own_initials_are_no_hospital(en_rules, text: str) -> None:
    assert [h for h in found_as(en_rules, text, "HOSPITAL") if "Hospital" not in h] == []


def test_a_hospitals_initials_before_a_unit_stay(en_rules) -> None:
    assert found_as(en_rules, "Transferred to QMH for a bed.", "HOSPITAL") == ["QMH"]
    assert found_as(en_rules, "Presented to the WRH Emergency Department", "HOSPITAL") == ["WRH"]


@pytest.mark.parametrize("text, degree, name", [
    ("Dr Ravi Menon BDS MFDS - Specialty Dentist", "BDS", "Ravi Menon"),
    ("Cosigned: Dr Ana Ortiz, BChD, MFDS", "BChD", "Ana Ortiz"),
    ("Treating orthodontist: Dr Leo Marsh, BDSc DClinDent", "DClinDent", "Leo Marsh"),
    ("Surgeon: Dr Tui Ngata FRANZCO", "FRANZCO", "Tui Ngata"),
])  # fmt: skip
def test_a_dental_degree_is_no_name(en_rules, text: str, degree: str, name: str) -> None:
    assert degree in vetoed_as(en_rules, text, "NAME")
    assert found_as(en_rules, text, "DOCTOR") == [name]


def test_bds_as_initials_stays(en_rules) -> None:
    # "BDS" after a lower-case word is someone's initials, not the degree
    assert "BDS" not in vetoed_as(en_rules, "Call logged by op BDS at 14:02", "NAME")


def test_a_given_name_stops_at_a_column_gap(en_rules) -> None:
    text = "Signed: Harriet Oduya   Designation: Stoma Nurse"
    assert ("Harriet Oduya", "PATIENT") in found(en_rules, text)
    assert all("Designation" not in t for t, _ in found(en_rules, text))
    # one or two blanks still join a surname
    assert ("Harriet  Oduya", "PATIENT") in found(en_rules, "Carer: Harriet  Oduya visited")
