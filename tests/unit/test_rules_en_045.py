"""English rules 0.45.0: credentials, staff grades, record labels, the MAR, the e-mail letter, two eponyms, car
occupants and the town "Oral" are no PHI; each a veto marker that binds every role, none touching the PHI beside it."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.merge.ensemble import merge
from deidq.workers.rules import build_detector


def vetoed(text: str) -> set[tuple[str, str]]:
    spans = build_detector("en").detect(Note(note_id="n", text=text))
    return {(text[s.start : s.end], s.type) for s in spans if s.decision == "veto" and "labels:" in s.type}


def vetoed_words(text: str, label: str) -> set[str]:
    return {v for v, t in vetoed(text) if label in t.split(":", 1)[1].split(",")}


def kept_after_merge(text: str, model: list[tuple[str, str, str]]) -> list[tuple[str, str]]:
    """Merge the rules with model spans given as (string, label, type), each at its first occurrence."""
    rules = build_detector("en").detect(Note(note_id="n", text=text))
    spans = []
    for value, label, typ in model:
        s = text.index(value)
        spans.append(Span(s, s + len(value), label, typ, "model", 0.9))
    return [(text[s.start : s.end], s.label) for s in merge({"rules": rules, "model": spans}, text).kept]


@pytest.mark.parametrize("text, word", [
    ("Luca Perez, MD, FAAD\nDermatology", "FAAD"),
    ("luca h. perez, md, faad\nemmerly dermatology group", "faad"),
    ("Ngozi Sesay, MB BCh BAO, FRCPI", "FRCPI"),
    ("Signed: Ana Ruiz, MSN, FNP-BC", "FNP-BC"),
])  # fmt: skip
def test_long_credentials_are_no_place_and_no_name(text: str, word: str) -> None:
    assert word in vetoed_words(text, "LOCATION") and word in vetoed_words(text, "NAME")


def test_short_credentials_are_no_place() -> None:
    assert {"BSN", "RPh"} <= vetoed_words("Dennis Small, RN, BSN; T. Latu, RPh", "LOCATION")


def test_a_postcode_that_starts_like_a_credential_stays_a_place() -> None:
    text = "Llandrindod Wells, LD6 3RP; Roe, CNS2 ward"
    assert not vetoed_words(text, "LOCATION") & {"LD", "LD6", "CNS"}


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
def test_grades_and_posts_are_no_name(text: str, role: str) -> None:
    assert role in vetoed_words(text, "NAME")


def test_a_grade_veto_cuts_a_model_name_down_to_the_person() -> None:
    text = "Referred by SHO Jenna Swift today."
    assert ("Jenna Swift", "NAME") in kept_after_merge(text, [("SHO Jenna Swift", "NAME", "DOCTOR")])


@pytest.mark.parametrize("text, label", [
    ("Miss Amponsah Hosp. No.: GT043024", "Hosp"),
    ("Ms. Tran Chart # HSC333429", "Chart"),
    ("nurse Divya Bhattacharya  Case CASE-52462", "Case"),
    ("Pharmacist: T. Latu  NPI: 1401804166", "NPI"),
    ("Employee: Wayne Stone   Employee ID: YX2154", "Employee"),
])  # fmt: skip
def test_record_labels_before_a_number_are_no_name(text: str, label: str) -> None:
    assert {label, label + "."} & vetoed_words(text, "NAME")


def test_a_record_word_without_a_number_is_left_alone() -> None:
    assert not {"Case", "Chart"} & vetoed_words("Mrs Case was seen; Chart reviewed.", "NAME")


def test_the_medication_record_dates_nothing_but_a_march_date_stays() -> None:
    assert "MAR" in vetoed_words("levothyroxine 75 mcg PO daily per MAR.", "DATE")
    assert "MAR" not in vetoed_words("Seen 12 MAR 2024, MAR-2023 and MAR '25.", "DATE")
    kept = kept_after_merge("per MAR. Next 3 Mar 2025.", [("MAR", "DATE", "DATE"), ("3 Mar 2025", "DATE", "DATE")])
    assert kept == [("3 Mar 2025", "DATE")]


def test_the_e_of_email_is_no_initial() -> None:
    assert "e" in vetoed_words("or by e-mail at records@health.example.org", "NAME")
    assert "E" in vetoed_words("F: 423-555-0199  E: records@mail.example.com", "CONTACT")
    assert not vetoed_words("Seen by E. Jones; E: 4.", "NAME")


def test_eponymous_signs_devices_and_scales_name_no_one() -> None:
    assert "Marcus Gunn" in vetoed_words("Marcus Gunn pupil absent.", "NAME")
    assert "Sara Stedy" in vetoed_words("Transfers with Sara Stedy and one.", "NAME")
    assert "Abbey" in vetoed_words("Waterlow 12; Abbey pain scale 8", "NAME")
    assert not vetoed_words("Marcus Gunn phoned his daughter.", "NAME")


def test_a_car_seat_is_no_job() -> None:
    assert "restrained driver" in vetoed_words("87 yo restrained driver in an MVC", "PROFESSION")
    assert "Unrestrained passenger" in vetoed_words("Unrestrained passenger, ejected.", "PROFESSION")


def test_oral_is_no_town() -> None:
    spans = build_detector("en").detect(Note(note_id="n", text="Oral motor exam: WNL. Oral care QDS."))
    assert not [s for s in spans if s.label == "LOCATION" and s.decision != "veto"]


def test_the_e_inside_an_address_is_left_alone() -> None:
    assert not vetoed_words("write to rachel.m.watanabe@email.example.net or a.b@e-mail.example.org", "CONTACT")


def test_a_short_credential_before_a_capitalised_word_is_part_of_a_name() -> None:
    assert "SLP" not in vetoed_words("Mount Bluff Heights Community SLP Service", "LOCATION")


def test_an_eponym_veto_stops_at_a_table_column() -> None:
    text = "Name\tindex\tage\nFiifi Amoah\tindex\t75\nLe Blanc   Criteria: met\nEpworth Sleepiness Scale 12"
    names = vetoed_words(text, "NAME")
    assert "Epworth" in names and not {"Fiifi", "Amoah", "Le", "Blanc"} & names
