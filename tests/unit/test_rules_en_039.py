"""English rules 0.39.0: hospital initials where only a site fits (heading a note, after a transfer or admission,
bracketed after a note's title), care sites, labs and pharmacies named in lower case, lab-trend chains written with
">" and the dates heading a lab table's columns, relatives' lower-case names that no word list knows, and "turned 50
on". Cases are written here with other names and places; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from deidq.workers.rules.post_hooks import facility_name_run
from deidq.workers.rules.validators import en_facility_name, en_rare_word, en_site_initials
from tests.conftest import rule_spans


def found(rules, text: str) -> set[tuple[str, str]]:
    return {(value, type_) for value, _, type_ in rule_spans(rules, text, "en")}


@pytest.mark.parametrize(
    ("text", "value", "type_"),
    [
        ("kvmc ed provider note\npt: x", "kvmc", "HOSPITAL"),
        ("TRMH / admission h&p\nname", "TRMH", "HOSPITAL"),
        ("was transferred from QLMH for cath.", "QLMH", "HOSPITAL"),
        ("p/w to the kvmc ed on 3/2 with sob", "kvmc", "HOSPITAL"),
        ("f/u after wrgh adm in may", "wrgh", "HOSPITAL"),
        ("Discharge Summary - Surgery (BKMH)\nname", "BKMH", "HOSPITAL"),
        ("labs drawn today, quillstone labs, req 123", "quillstone labs", "HOSPITAL"),
        ("rx sent to marrowgate drugs, ashby", "marrowgate drugs", "HOSPITAL"),
        ("rx to pellcrest pharmacy (555-0100)", "pellcrest pharmacy", "HOSPITAL"),
        ("fax to bramwick orthopaedics - intake", "bramwick orthopaedics", "HOSPITAL"),
        ("f/u w/ tollander family medicine in 3 days", "tollander family medicine", "HOSPITAL"),
        ("bnp 1840 (6/3) > 960 (6/5) > 410 (6/7)", "6/3", "DATE"),
        ("bnp 1840 (6/3) > 960 (6/5) > 410 (6/7)", "6/5", "DATE"),
        ("Test      Units     Ref       4/28      4/30\nSodium   mmol/L   135-145   139   141", "4/30", "DATE"),
        ("hx from pt and dtr ysolde at bedside", "ysolde", "FAMILY"),
        ("nbr ezekiah helps w/ meds", "ezekiah", "FAMILY"),
        ("updated hus oyelowo by phone", "oyelowo", "FAMILY"),
        ("pt turned 61 on 4/2 and is tired", "61", "AGE"),
    ],
)
def test_forms_are_found(en_rules, text: str, value: str, type_: str) -> None:
    assert (value, type_) in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("transferred to ICU overnight", "ICU"),
        ("records from pcp reviewed", "pcp"),
        ("seen at osh last week", "osh"),
        ("SLP SWALLOW ASSESSMENT\nPt seen", "SLP"),
        ("admit to tele on ward 4", "tele"),
        ("HDU PROGRESS NOTE:\nName", "HDU"),
        ("No illicit drugs. Lives alone.", "illicit drugs"),
        ("follow-up in neonatal clinic next month", "neonatal clinic"),
        ("plan includes further confirmatory laboratory work", "confirmatory laboratory"),
        ("arrange radiographic imaging of the wrist", "radiographic imaging"),
        ("went to urgent care yesterday", "urgent care"),
        ("dtr present at bedside", "present"),
        ("pain 7 (7/10) today", "7/10"),  # no chain: a pain score
        ("she turned 90 degrees to the left", "90"),
    ],
)
def test_look_alikes_are_not_taken(en_rules, text: str, value: str) -> None:
    assert value not in {v for v, _ in found(en_rules, text)}


def test_facility_name_is_the_run_of_rare_words_before_its_kind() -> None:
    text = "please fax to ravensmoor cardiology today"
    s, e = facility_name_run(text, text.index("fax"), text.index(" today"))
    assert text[s:e] == "ravensmoor cardiology"
    assert en_facility_name("ravensmoor cardiology")
    assert not en_facility_name("interventional cardiology")
    assert not en_facility_name("high-risk anaesthetic clinic")


def test_word_validators() -> None:
    assert en_site_initials("kvmc") and en_site_initials("RPMH")
    assert not en_site_initials("ICU") and not en_site_initials("tele") and not en_site_initials("dosing")
    assert en_rare_word("oyelowo") and not en_rare_word("present") and not en_rare_word("hcp")
