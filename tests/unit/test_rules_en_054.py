"""English rules 0.54.0: postoperative days, examination headings, more credentials, eponyms read by their context and a
clinician's post are no PHI; the state of a licence and a relative's age in a family history are."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as, vetoed_as


@pytest.mark.parametrize("text", [
    "Bed 12: Mrs Lindqvist 88F - POD 2 AVR. Drains out.",
    "a/p: pod 3, volume up",
    "Day 20 post discharge, pod 31 after AVR.",
    "POD#1 TKA, mobilising.",
])  # fmt: skip
def test_a_postoperative_day_is_no_room(en_rules, text: str) -> None:
    assert [p for p in found_as(en_rules, text, "LOCATION_OTHER") if p != "12"] == []  # "Bed 12" is a place


@pytest.mark.parametrize("text, place", [
    ("Room: Cedar Pod 823\nAdmit date: 2021-04-29", "823"),
    ("bed: pod 23   triage rn: malia", "23"),
    ("Pod 2 - Yamamoto, Shirley, 78 y/o F", "2"),
    ("female  dob: 11/3/18\ndate: 2/8/20   pod 23\npresented 0945", "23"),
])  # fmt: skip
def test_an_emergency_department_pod_stays_a_place(en_rules, text: str, place: str) -> None:
    assert place in found_as(en_rules, text, "LOCATION_OTHER")


def test_the_cardiovascular_exam_heading_is_no_pharmacy(en_rules) -> None:
    text = "Chest: clear.\nCVS: HS dual, no murmur.\nScripts to CVS Pharmacy #4471."
    assert "CVS" in vetoed_as(en_rules, text, "LOCATION")
    assert found_as(en_rules, text, "HOSPITAL") == ["CVS Pharmacy #4471"]


@pytest.mark.parametrize("text, credential", [
    ("Electronically signed by Sienna Sullivan, FACD on 5 May 2024", "FACD"),
    ("Signed: Northcutt, Tomasz LICSW", "LICSW"),
    ("Pharmacist: Kwame Rossi BPharm   AHPRA PHA000081464", "BPharm"),
    ("Reviewed by: Denise Tanaka, Au.D., CCC-A", "CCC-A"),
])  # fmt: skip
def test_more_credentials_after_a_name(en_rules, text: str, credential: str) -> None:
    assert credential in vetoed_as(en_rules, text, "NAME")
    assert credential in vetoed_as(en_rules, text, "LOCATION")


def test_initials_that_look_like_a_credential_are_left_alone(en_rules) -> None:
    assert vetoed_as(en_rules, "9/26: 22:00 given FDS; 14:00 given EN", "NAME") == set()


@pytest.mark.parametrize("text, word", [
    ("spinal cord stimulator (Boston Scientific WaveWriter)", "Boston Scientific"),
    ("aspirated with a 21G Chiba needle", "Chiba"),
    ("O2 via Hudson 6 L/min.", "Hudson"),
    ("Resuscitated as per Parkland formula.", "Parkland"),
    ("Epworth 15. STOP-BANG 5/8.", "Epworth"),
    ("Hypotonic, weak suck, Moro incomplete; symmetric Moro on day 2", "Moro"),
    ("CABG x3 (LIMA-LAD, SVG-OM1)", "LIMA"),
    ("mechanical AVR (St. Jude), target INR 2.5-3.5", "St. Jude"),
    ("Competence: Fraser guidelines met", "Fraser"),
    ("Ottawa ankle rules negative.", "Ottawa"),
    ("Browser: Safari/iOS", "Safari"),
])  # fmt: skip
def test_eponyms_in_their_context(en_rules, text: str, word: str) -> None:
    assert word in vetoed_as(en_rules, text, "NAME") | vetoed_as(en_rules, text, "LOCATION")


def test_the_same_words_as_names_and_places_stay(en_rules) -> None:
    text = "Completed by: Barbara Hudson, PharmD. Grandson Raynald Fraser notified. Moved from Ottawa, ON."
    assert vetoed_as(en_rules, text, "NAME") & {"Hudson", "Fraser"} == set()
    assert "Ottawa" not in vetoed_as(en_rules, text, "LOCATION")


@pytest.mark.parametrize("text, post", [
    ("Malachy Byrne, Consultant Interventional Radiologist", "Consultant Interventional Radiologist"),
    ("Signed: Rhonda Ryan, Clinical Scientist", "Clinical Scientist"),
    ("Form completed by Thomas Hughes Staff Nurse", "Staff Nurse"),
])  # fmt: skip
def test_a_post_with_its_grade_is_no_name(en_rules, text: str, post: str) -> None:
    assert post in vetoed_as(en_rules, text, "NAME")
    assert all(w not in post for w in found_as(en_rules, text, "DOCTOR"))


def test_a_surname_that_is_a_role_noun_stays(en_rules) -> None:
    text = "Known to Dr G Nurse at the surgery. Neighbour Mrs Joy Nurse called."
    assert "Nurse" not in vetoed_as(en_rules, text, "NAME")


def test_a_trigger_glued_to_a_word_starts_no_staff_name(en_rules) -> None:
    assert found_as(en_rules, "Hearing: pass. CCHD: pass. Car seat: passed.", "DOCTOR") == []


@pytest.mark.parametrize("text, state", [
    ("Eun-ji Markovic, DO, licensed in OR (lic LIC-901312)", "OR"),
    ("Priya Dinh, MD\nLicensed in CT, lic # RN429232", "CT"),
    ("deepa hollister, pa-c\nlicensed in al, lic # 55.119275", "al"),
    ("Registered psychologist, licensed in Ontario (CPO 5521).", "Ontario"),
])  # fmt: skip
def test_the_state_of_a_licence(en_rules, text: str, state: str) -> None:
    assert state in found_as(en_rules, text, "STATE")


def test_licensed_in_a_field_or_a_year_is_no_state(en_rules) -> None:
    assert found_as(en_rules, "Licensed in 2015; licensed in family medicine and in the use of lasers", "STATE") == []


def test_a_relatives_age_in_family_history_shorthand(en_rules) -> None:
    text = "FHx:\n- Bro A&W 48\n- sis a&w 46, taxi driver\n- Son A&W, 31\n- Dad A&W 2 years ago"
    assert found_as(en_rules, text, "AGE") == ["48", "46", "31"]
