"""English rules 0.60.0: a reference number after "ref" is no lab range; sign-off and action-owner initials in more
forms; aircraft registrations beside an aircraft; languages, car makers and a hospital-number label are no PHI; a
name stops before a registration body or a grade word."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as, vetoed_as


@pytest.mark.parametrize("text, value", [
    ("Our ref: 2558-3791\n\nDear Mr Tipene,", "2558-3791"),
    ("Cremation Authorization Review\nRef: 2021-07071   Opened by S. Birnbaum", "2021-07071"),
])  # fmt: skip
def test_a_reference_number_is_no_lab_range(en_rules, text: str, value: str) -> None:
    assert value not in vetoed_as(en_rules, text, "ID")
    assert value in found_as(en_rules, text, "IDNUM")


@pytest.mark.parametrize("text, rng", [
    ("K 5.6 (ref 3.5-5.0). We treated", "3.5-5.0"),
    ("Plt 232 x10^9/L (ref 150-400)", "150-400"),
    ("TSH 3.26 mIU/L (reference 0.27-4.2).", "0.27-4.2"),
    ("Hb 128 g/L ref range 120-160", "120-160"),
])  # fmt: skip
def test_a_lab_range_after_ref_stays_vetoed(en_rules, text: str, rng: str) -> None:
    assert rng in vetoed_as(en_rules, text, "ID")


@pytest.mark.parametrize("text, initials", [
    ("Label checked by ACT and MIW", "ACT"),
    ("Tested by: PC   2nd check: TP", "PC"),
    ("Checked by: H.V.    Released: 14:02", "H.V."),
    ("Form completed by RB, 19th May", "RB"),
    ("sterilizer load 24233, packed by jl\n - diathermy", "jl"),
])  # fmt: skip
def test_sign_off_initials(en_rules, text: str, initials: str) -> None:
    assert initials in found_as(en_rules, text, "DOCTOR")


@pytest.mark.parametrize("text", [
    "infant car seat checked by RN.",
    "identity verified by DOB.",
    "inventory signed by son\n",
    "entered by jun.love on friday",
])  # fmt: skip
def test_a_role_pronoun_or_username_after_a_sign_off_is_no_initials(en_rules, text: str) -> None:
    assert found_as(en_rules, text, "DOCTOR") == []


@pytest.mark.parametrize("text, initials", [
    ("action: d.c. to write to referring team.", "d.c."),
    ("Owner: H.T.  By: 21 Jul 2024", "H.T."),
    ("   Action: AG - by 01/05/2024\n", "AG"),
    ("plan, review 6 weeks. owner: gs\n\nminutes taken", "gs"),
])  # fmt: skip
def test_action_owner_initials(en_rules, text: str, initials: str) -> None:
    assert initials in found_as(en_rules, text, "DOCTOR")


def test_a_role_owning_an_action_is_no_one(en_rules) -> None:
    assert found_as(en_rules, "GP actions: HV to be informed of discharge", "DOCTOR") == []


@pytest.mark.parametrize("text, reg", [
    ("Evac: Kea Air Rescue Trust BK117 G-HERW on scene 1240", "G-HERW"),
    ("Evac: Himal Wings Air Rescue 9N-BRK to Lukla", "9N-BRK"),
    ("Air leg: aircraft N112HE, PIC D. Shore", "N112HE"),
    ("transport: rotor wing, aircraft n576vf.", "n576vf"),
])  # fmt: skip
def test_aircraft_registration(en_rules, text: str, reg: str) -> None:
    assert reg in found_as(en_rules, text, "VEHICLE")


@pytest.mark.parametrize("text", [
    "Braden 10; NIHSS 0; C-SSRS screen negative. Helicopter pad closed.",
    "Benedikt Gagnon-Bell, RN, C-NPT",
    "London ON N1L 3G4 - Ridgeback Aviation head office",
])  # fmt: skip
def test_no_registration_without_an_aircraft_or_with_a_scale(en_rules, text: str) -> None:
    assert found_as(en_rules, text, "VEHICLE") == []


def test_languages_and_car_makers_are_no_one(en_rules) -> None:
    assert "Dari" in vetoed_as(en_rules, "interpreter 87619 (Dari) on-site", "NAME")
    assert "Toyota" in vetoed_as(en_rules, "vehicle: silver Toyota Corolla, reg VH10 RSZ", "LOCATION")


def test_a_hospital_number_label_is_no_hospital(en_rules) -> None:
    assert "Hospital No. " in vetoed_as(en_rules, "Buchanan, Ruaridh J  Hospital No. K6289244", "LOCATION")
    assert vetoed_as(en_rules, "card from District Hospital No. 2, Bukavu", "LOCATION") == set()


@pytest.mark.parametrize("text, name", [
    ("Dr Wozniak  GMC 9235918  25/03/2016", "Wozniak"),
    ("Reviewed by Larry Romano, Staff Nurse on 24 Aug", "Larry Romano"),
    ("Dr. Ksenia Kowalczyk  CPSO #68926", "Ksenia Kowalczyk"),
])  # fmt: skip
def test_a_name_stops_before_a_registration_body_or_grade(en_rules, text: str, name: str) -> None:
    assert found_as(en_rules, text, "DOCTOR") == [name]
