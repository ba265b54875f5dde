"""English rules 0.46.0: a child's age at a milestone, ages in days or weeks old, an emergency department's spaces and
more words before a partial date are found; the durations, lengths and times beside them are not."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as, vetoed_as


def test_milestone_ages_single_digits_included(en_rules) -> None:
    text = "DEVELOPMENTAL HX: Sat at 6 months, walked at 14 mo, first words by 9 months, crawled around 8m."
    assert found_as(en_rules, text, "AGE") == ["6", "14", "9", "8"]
    assert "Sat" in vetoed_as(en_rules, text, "DATE")


def test_a_time_point_is_no_milestone(en_rules) -> None:
    assert found_as(en_rules, "Review at 6 months. Repeat scan at 3 months; seen on Sat at 10:00.", "AGE") == []
    assert "Sat" not in vetoed_as(en_rules, "Clinic on Sat at 10:00.", "DATE")


@pytest.mark.parametrize("text, age", [("1. Well child, 9 do - growing well.", "9"), ("2wo male, feeding well", "2")])
def test_days_and_weeks_old(en_rules, text: str, age: str) -> None:
    assert found_as(en_rules, text, "AGE") == [age]


def test_a_decimal_or_a_dose_before_do_is_no_age(en_rules) -> None:
    assert found_as(en_rules, "K 3.9 do not replace; 1/2 do", "AGE") == []


@pytest.mark.parametrize("text, place", [
    ("Corridor 15 | Rahul Gill | 4m | NSTEMI", "15"),
    ("Resus 4 | M. Kurian | 46F", "4"),
    ("Majors 12: Jane Doe 45F", "12"),
    ("moved to trolley 8 then chair 3.", "8"),
])  # fmt: skip
def test_emergency_department_spaces(en_rules, text: str, place: str) -> None:
    assert place in found_as(en_rules, text, "LOCATION_OTHER")


def test_durations_and_lengths_are_no_space(en_rules) -> None:
    assert (
        found_as(en_rules, "Sat out in chair 30 minutes; amb 20 m with frame; chair 2x daily.", "LOCATION_OTHER") == []
    )


def test_a_partial_date_after_issued_or_dispensed(en_rules) -> None:
    assert found_as(en_rules, "Breast pump issued 1/30; inhaler dispensed 3/12.", "DATE") == ["1/30", "3/12"]


def test_a_tooth_and_its_surface_are_no_age(en_rules) -> None:
    assert found_as(en_rules, "Tooth\tSurf\n#24\tDO\tperiapical lucency\n#8 DO sound", "AGE") == []


def test_a_credential_before_a_column_gap_is_no_place(en_rules) -> None:
    assert "RPh" in vetoed_as(en_rules, "Pharmacist: Fiona Fox, RPh  Pinevale Pharmacy", "LOCATION")
