"""English rules 0.11.0: forms chosen on the development set bench/dev_en (docs/benchmarks.md). Cases are written
here with other names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found, vetoed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("She missed her daughter Ottilie's graduation.", ("Ottilie", "FAMILY")),
        ("Brother Kwame Mensah drove him in.", ("Kwame Mensah", "FAMILY")),
        ("Rabbi Feldstein visits on Fridays.", ("Feldstein", "FAMILY")),
        ("My mum is 84 and keeps falling.", ("84", "AGE")),
        ("Her grandson Teo is seventeen and lives with her.", ("seventeen", "AGE")),
        ("He missed the family meal at Diwali.", ("Diwali", "DATE")),
        ("Admitted over Bonfire Night.", ("Bonfire Night", "DATE")),
        ("Bloods repeated at Larkspur Lane Surgery.", ("Larkspur Lane Surgery", "HOSPITAL")),
        ("Referred by Brookmead Family Practice.", ("Brookmead Family Practice", "HOSPITAL")),
        ("Northvale Hospitals NHS Foundation Trust", ("Northvale Hospitals NHS Foundation Trust", "HOSPITAL")),
        ("Taken to OR 7B for the washout.", ("7B", "LOCATION_OTHER")),
        ("REGAN, TOBIAS (61 M) - MRN 5520193", ("REGAN, TOBIAS", "PATIENT")),
        ("lisinopril 10 mg PO daily    2/14/24    K Osei      Continue", ("K Osei", "DOCTOR")),
        ("metformin 500 mg PO BID    2/14/24    Varga      Hold", ("Varga", "DOCTOR")),
        ("tramadol 50 mg PO q6h PRN pain       5/2/24    Varga      Stop", ("5/2/24", "DATE")),
        ("- Dispo: likely home 4/19", ("4/19", "DATE")),
        ("Repeat CT on 9th showed no change.", ("9th", "DATE")),
        ("3/14 09:20 RJ: spoke with patient.", ("RJ", "DOCTOR")),
        ("struck at the intersection of Elm St and Harbor Blvd", ("Elm St", "STREET")),
        ("struck at the intersection of Elm St and Harbor Blvd", ("Harbor Blvd", "STREET")),
        ("Work note provided for Quarry Logistics through Friday.", ("Quarry Logistics", "ORGANIZATION")),
    ],
)
def test_form_is_found(en_rules, text: str, expected: tuple[str, str]) -> None:
    assert expected in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Seen in General Surgery clinic.", "General Surgery"),
        ("Referred to Bariatric Surgery.", "Bariatric Surgery"),
        ("LABS: CBC, BMP, LFTS", "CBC, BMP"),
        ("5th percentile for weight.", "5th"),
        ("Pain 7/10, worse at night.", "7/10"),
        ("carvedilol 6.25 mg PO BID      6/10/22    L Brandt      Continue", "22    L Brandt"),
        ("She turned to her son and said OR 2 was ready.", "Or"),
    ],
)
def test_not_found(en_rules, text: str, absent: str) -> None:
    assert absent not in [t for t, _ in found(en_rules, text)]


@pytest.mark.parametrize(
    ("text", "marker"),
    [
        ("SVE: 5/60/-1, Bishop score 7.", "SVE: 5/60/-1"),
        ("Induction at 40+3 for dates.", "40+3"),
        ("ABG 7.31/48/66 on arrival.", "ABG 7.31/48/66"),
        ("I/O 24h: 2410/1900 mL", "I/O 24h: 2410/1900"),
        ("Birth weight 3412 g.", "3412 g"),
        ("Time-out performed at 0812.", "0812"),
        ("Rachel Oduya, MRCOG", "MRCOG"),
        ("Tomas Lind, PMHNP-BC", "PMHNP-BC"),
    ],
)
def test_measurements_times_and_credentials_are_vetoed(en_rules, text: str, marker: str) -> None:
    assert marker in vetoed(en_rules, text)


def test_clock_time_veto_spares_phone_numbers_and_streets(en_rules) -> None:
    assert "0161" not in vetoed(en_rules, "Call her at 0161 496 0021.")
    assert "2210" not in vetoed(en_rules, "She lives at 2210 Mercer Avenue.")
    assert ("2210 Mercer Avenue", "STREET") in found(en_rules, "She lives at 2210 Mercer Avenue.")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Scribe note reviewed; I attest the above. -TQ", ("TQ", "DOCTOR")),
        ("Pt RW tolerating diet this morning.", ("RW", "PATIENT")),
        ("A silver hatchback, registration KX19 TRW, was parked.", ("KX19 TRW", "VEHICLE")),
        ("Heparin flush given by Marisol RN at 0600.", ("Marisol", "DOCTOR")),
    ],
)
def test_initials_plates_and_one_word_staff_are_found(en_rules, text: str, expected: tuple[str, str]) -> None:
    assert expected in found(en_rules, text)


def test_common_two_letter_abbreviations_after_pt_are_no_initials(en_rules) -> None:
    assert found(en_rules, "Pt OK with plan; Pt NO longer nauseated.") == []


def test_field_words_end_a_name_and_consultant_specialties_are_no_place(en_rules) -> None:
    assert ("A.N. Mowbray", "PATIENT") in found(en_rules, "Re: Mr A.N. Mowbray  D.O.B. 5 Feb 1932")
    assert not any(t.startswith("Consultant") for t, _ in found(en_rules, "Dr S Achebe\nConsultant Cardiology  MBBS"))
