"""English rules 0.45.0: credentials, staff grades, record labels, the MAR, the e-mail letter, two eponyms, car
occupants and the town "Oral" are no PHI; each a veto marker that binds every role, none touching the PHI beside it."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.merge.ensemble import merge

from tests.rules_helpers import vetoed_as


def kept_after_merge(rules, text: str, model: list[tuple[str, str, str]]) -> list[tuple[str, str]]:
    """Merge the rules with model spans given as (string, label, type), each at its first occurrence."""
    found = rules.detect(Note(note_id="n", text=text))
    spans = []
    for value, label, typ in model:
        s = text.index(value)
        spans.append(Span(s, s + len(value), label, typ, "model", 0.9))
    return [(text[s.start : s.end], s.label) for s in merge({"rules": found, "model": spans}, text).kept]


@pytest.mark.parametrize("text, word", [
    ("Luca Perez, MD, FAAD\nDermatology", "FAAD"),
    ("luca h. perez, md, faad\nemmerly dermatology group", "faad"),
    ("Ngozi Sesay, MB BCh BAO, FRCPI", "FRCPI"),
    ("Signed: Ana Ruiz, MSN, FNP-BC", "FNP-BC"),
])  # fmt: skip
def test_long_credentials_are_no_place_and_no_name(en_rules, text: str, word: str) -> None:
    assert word in vetoed_as(en_rules, text, "LOCATION") and word in vetoed_as(en_rules, text, "NAME")


def test_short_credentials_are_no_place(en_rules) -> None:
    assert {"BSN", "RPh"} <= vetoed_as(en_rules, "Dennis Small, RN, BSN; T. Latu, RPh", "LOCATION")


def test_a_postcode_that_starts_like_a_credential_stays_a_place(en_rules) -> None:
    text = "Llandrindod Wells, LD6 3RP; Roe, CNS2 ward"
    assert not vetoed_as(en_rules, text, "LOCATION") & {"LD", "LD6", "CNS"}


@pytest.mark.parametrize("text, role", [
    ("Referred by SHO J. Swift on 12-Aug-2025", "SHO"),
    ("Referred by SpR Costa", "SpR"),
    ("CONSULTANT: FY1 Colm Robertson", "FY1"),
    ("settings reviewed by DSN.", "DSN"),
    ("Scrub: Matron Ailsa", "Scrub"),
    ("Scrub: Matron Ailsa", "Matron"),
    ("Log reviewed by Sister Kazlauskas", "Sister"),
    ("wife Hoa NOK 07784 555 809", "NOK"),
])  # fmt: skip
def test_grades_and_posts_are_no_name(en_rules, text: str, role: str) -> None:
    assert role in vetoed_as(en_rules, text, "NAME")


def test_a_grade_veto_cuts_a_model_name_down_to_the_person(en_rules) -> None:
    text = "Referred by SHO Jenna Swift today."
    assert ("Jenna Swift", "NAME") in kept_after_merge(en_rules, text, [("SHO Jenna Swift", "NAME", "DOCTOR")])


@pytest.mark.parametrize("text, label", [
    ("Miss Amponsah Hosp. No.: GT043024", "Hosp"),
    ("Ms. Tran Chart # HSC333429", "Chart"),
    ("nurse Divya Bhattacharya  Case CASE-52462", "Case"),
    ("Pharmacist: T. Latu  NPI: 1401804166", "NPI"),
    ("Employee: Wayne Stone   Employee ID: YX2154", "Employee"),
])  # fmt: skip
def test_record_labels_before_a_number_are_no_name(en_rules, text: str, label: str) -> None:
    assert {label, label + "."} & vetoed_as(en_rules, text, "NAME")


def test_a_record_word_without_a_number_is_left_alone(en_rules) -> None:
    assert not {"Case", "Chart"} & vetoed_as(en_rules, "Mrs Case was seen; Chart reviewed.", "NAME")


def test_the_medication_record_dates_nothing_but_a_march_date_stays(en_rules) -> None:
    assert "MAR" in vetoed_as(en_rules, "levothyroxine 75 mcg PO daily per MAR.", "DATE")
    assert "MAR" not in vetoed_as(en_rules, "Seen 12 MAR 2024, MAR-2023 and MAR '25.", "DATE")
    kept = kept_after_merge(
        en_rules, "per MAR. Next 3 Mar 2025.", [("MAR", "DATE", "DATE"), ("3 Mar 2025", "DATE", "DATE")]
    )
    assert kept == [("3 Mar 2025", "DATE")]


def test_the_e_of_email_is_no_initial(en_rules) -> None:
    assert "e" in vetoed_as(en_rules, "or by e-mail at records@health.example.org", "NAME")
    assert "E" in vetoed_as(en_rules, "F: 423-555-0199  E: records@mail.example.com", "CONTACT")
    assert not vetoed_as(en_rules, "Seen by E. Jones; E: 4.", "NAME")


def test_eponymous_signs_devices_and_scales_name_no_one(en_rules) -> None:
    assert "Marcus Gunn" in vetoed_as(en_rules, "Marcus Gunn pupil absent.", "NAME")
    assert "Sara Stedy" in vetoed_as(en_rules, "Transfers with Sara Stedy and one.", "NAME")
    assert "Abbey" in vetoed_as(en_rules, "Waterlow 12; Abbey pain scale 8", "NAME")
    assert not vetoed_as(en_rules, "Marcus Gunn phoned his daughter.", "NAME")


def test_a_car_seat_is_no_job(en_rules) -> None:
    assert "restrained driver" in vetoed_as(en_rules, "87 yo restrained driver in an MVC", "PROFESSION")
    assert "Unrestrained passenger" in vetoed_as(en_rules, "Unrestrained passenger, ejected.", "PROFESSION")


def test_oral_is_no_town(en_rules) -> None:
    spans = en_rules.detect(Note(note_id="n", text="Oral motor exam: WNL. Oral care QDS."))
    assert not [s for s in spans if s.label == "LOCATION" and s.decision != "veto"]


def test_the_e_inside_an_address_is_left_alone(en_rules) -> None:
    assert not vetoed_as(en_rules, "write to rachel.m.watanabe@email.example.net or a.b@e-mail.example.org", "CONTACT")


def test_a_short_credential_before_a_capitalised_word_is_part_of_a_name(en_rules) -> None:
    assert "SLP" not in vetoed_as(en_rules, "Mount Bluff Heights Community SLP Service", "LOCATION")


def test_an_eponym_veto_stops_at_a_table_column(en_rules) -> None:
    text = "Name\tindex\tage\nFiifi Amoah\tindex\t75\nLe Blanc   Criteria: met\nEpworth Sleepiness Scale 12"
    names = vetoed_as(en_rules, text, "NAME")
    assert "Epworth" in names and not {"Fiifi", "Amoah", "Le", "Blanc"} & names
