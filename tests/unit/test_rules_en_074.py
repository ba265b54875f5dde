"""English rules 0.74.0: a guideline's year, a visual acuity and a Borg rating are no PHI; a MAC address is a device's
identifier and an age in a clause of time ("when she was 4") is an age."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found, found_as, vetoed_as


@pytest.mark.parametrize("text, year", [
    ("Monitoring as per the BSR 2017 guideline.", "2017"),
    ("eGFR mL/min/1.73m2 (CKD-EPI 2021); creatinine umol/L", "2021"),
    ("FEV1 grade B (ATS/ERS 2019). 7 acceptable manoeuvres.", "2019"),
    ("Measurable disease (>=1.5 cm, Lugano 2014)", "2014"),
    ("Risk estimate per 2019 ASCCP risk-based management guidelines.", "2019"),
    ("Moderate fibrosis (EASL-ALEH 2021 cut-offs).", "2021"),
])  # fmt: skip
def test_a_guidelines_year_is_no_date(en_rules, text: str, year: str) -> None:
    assert year in vetoed_as(en_rules, text, "DATE")


@pytest.mark.parametrize("text, date", [
    ("Seen in our clinic on August 11, 2024 following a standard protocol.", "August 11, 2024"),
    ("Diagnosed 2019; BSR guideline followed.", "2019"),
    ("DOB 1984, reviewed by NICE-trained staff", "1984"),
])  # fmt: skip
def test_a_patients_year_stays_a_date(en_rules, text: str, date: str) -> None:
    assert date not in vetoed_as(en_rules, text, "DATE")
    assert date in found_as(en_rules, text, "DATE")


@pytest.mark.parametrize("text, acuity", [
    ("VA (Snellen):\n  R  6/9   PH 6/6\n  L  6/60  pinhole 6/24", "6/9"),
    ("VA (Snellen):\n  R  6/9   PH 6/6\n  L  6/60  pinhole 6/24", "6/24"),
    ("visual acuity 20/40 OD, 20/25 OS.", "20/25"),
    ("Vision 20/30 OU. Hearing pass.", "20/30"),
])  # fmt: skip
def test_a_visual_acuity_is_no_date(en_rules, text: str, acuity: str) -> None:
    assert acuity in vetoed_as(en_rules, text, "DATE")


def test_a_fraction_without_an_acuity_word_is_left_to_the_detectors(en_rules) -> None:
    assert "6/5" not in vetoed_as(en_rules, "PMH CVA January 2021. Presented 6/5 00:09 with confusion.", "DATE")


@pytest.mark.parametrize("text", [
    "SpO2 91% -> 88%, HR 102 -> 138, Borg B 2 F 3",
    "Borg breathlessness 4 -> 7 after the walk",
    "Borg RPE 13-15.",
    "Borg CR10: 3/10 at rest",
])  # fmt: skip
def test_a_borg_rating_is_no_age(en_rules, text: str) -> None:
    assert found_as(en_rules, text, "AGE") == []
    assert vetoed_as(en_rules, text, "AGE")


def test_a_surname_borg_is_left_alone(en_rules) -> None:
    text = "Patient: Stavros Borg 67 M   DOB 2/4/1952"
    assert "67" not in vetoed_as(en_rules, text, "AGE")
    assert "67" in found_as(en_rules, text, "AGE")


@pytest.mark.parametrize("text, mac", [
    ("Hub MAC 3C:E2:E2:31:10:AE, local IP 10.197.225.117", "3C:E2:E2:31:10:AE"),
    ("gateway mac: c1:f2:59:6a:4f:c8", "c1:f2:59:6a:4f:c8"),
    ("Adapter 00-1A-2B-3C-4D-5E registered", "00-1A-2B-3C-4D-5E"),
])  # fmt: skip
def test_a_mac_address_is_a_device(en_rules, text: str, mac: str) -> None:
    assert mac in found_as(en_rules, text, "DEVICE")


def test_mixed_separators_or_more_pairs_are_no_mac_address(en_rules) -> None:
    assert found_as(en_rules, "ref 3C:E2-E2:31:10:AE", "DEVICE") == []
    assert found_as(en_rules, "ipv6 fe80:12:34:56:78:9a:bc:de", "DEVICE") == []


@pytest.mark.parametrize("text, age", [
    ("Parents separated when he was 2; dad moved away.", "2"),
    ("Family moved from Sudan when she was 4; speaks Arabic.", "4"),
    ("Dr Okafor has looked after you since you were 12.", "12"),
])  # fmt: skip
def test_an_age_in_a_clause_of_time(en_rules, text: str, age: str) -> None:
    assert age in found_as(en_rules, text, "AGE")


def test_a_measure_in_a_clause_of_time_is_no_age(en_rules) -> None:
    assert [t for t, typ in found(en_rules, "Pain eased when it was 5 mg.") if typ == "AGE"] == []
    assert [t for t, typ in found(en_rules, "Fasting since she was 6 h ago.") if typ == "AGE"] == []
