"""English rules 0.75.0: a person's name in a scale, formula or product and a decimal over a number are no PHI; a
specialist's title after a role word or a name is no one's name."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found, found_as, vetoed_as


@pytest.mark.parametrize("text, word", [
    ("STAGE: Ann Arbor stage IIIB, IPI 3.", "Ann Arbor"),
    ("Risk: ASA III; RCRI (Lee) 1; Goldman class III", "Lee"),
    ("Lee cGvHD Symptom Scale: 26/120", "Lee"),
    ("REQUIREMENTS (Henry equation, stress factor 1.2)", "Henry"),
    ("Catherine Bergego Scale 15/30.", "Catherine Bergego"),
    ("Cushion: Jay Fusion. Condition: good.", "Jay"),
    ("Feed: Kate Farms Standard 1.4, 1000 mL", "Kate Farms"),
    ("RR 24, SpO2 86% on 6L Hudson, BP 112/73", "Hudson"),
])  # fmt: skip
def test_a_name_in_a_scale_or_product_is_no_one(en_rules, text: str, word: str) -> None:
    assert word in vetoed_as(en_rules, text, "NAME")
    assert [t for t, typ in found(en_rules, text) if t == word] == []


@pytest.mark.parametrize("text, name", [
    ("Seen by Lee Chan today.", "Lee Chan"),
    ("Dear Henry, thank you for your letter.", "Henry"),
    ("Mother: Catherine Walsh, tel 01632 555 010", "Catherine Walsh"),
])  # fmt: skip
def test_the_same_names_of_people_stay(en_rules, text: str, name: str) -> None:
    assert name not in vetoed_as(en_rules, text, "NAME")


@pytest.mark.parametrize("text, value", [
    ("COPM: performance 4.7/10, satisfaction 3.5/10.", "3.5/10"),
    ("Rey Complex Figure 3-min recall      21.5/36", "21.5/36"),
    ("carbidopa/levodopa 12.5/50 mg TID", "12.5/50"),
])  # fmt: skip
def test_a_decimal_over_a_number_is_no_date(en_rules, text: str, value: str) -> None:
    assert value in vetoed_as(en_rules, text, "DATE")
    assert found_as(en_rules, text, "DATE") == []


def test_a_date_with_slashes_stays(en_rules) -> None:
    assert found_as(en_rules, "Reviewed on 3/5/2024 in clinic.", "DATE") == ["3/5/2024"]


@pytest.mark.parametrize("text, title", [
    ("Madison Hatherley (Sexual Assault Nurse Examiner)", "Examiner"),
    ("From: Giulia Qureshi, Nurse Colposcopist   Sent: 27/05/2021", "Colposcopist"),
    ("Prescriber: Dr T. Szabo  (Consultant Orthogeriatrician)", "Orthogeriatrician"),
    ("Harper Washington, Public Health Nurse Home Visitor BSN, RN", "Home Visitor"),
])  # fmt: skip
def test_a_specialists_title_is_no_name(en_rules, text: str, title: str) -> None:
    names = [t for t, typ in found(en_rules, text) if typ in ("DOCTOR", "PATIENT", "FAMILY")]
    assert not any(title in t for t in names)


def test_the_name_before_the_title_stays(en_rules) -> None:
    assert "T. Szabo" in found_as(en_rules, "Prescriber: Dr T. Szabo  (Consultant Orthogeriatrician)", "DOCTOR")
