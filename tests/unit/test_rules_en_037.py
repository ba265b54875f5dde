"""English rules 0.37.0: state codes in brackets, in lower-case prose, in form fields and after licence and plate
numbers; a city field's words one blank apart; initials standing for the patient before an age; relatives' given
names in lower case; sign-offs with a login and pager; preferred names, which the common-word veto spares. Cases are
written here with other names and places; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.conftest import rule_spans


def found(rules, text: str) -> set[tuple[str, str]]:
    return {(value, type_) for value, _, type_ in rule_spans(rules, text, "en")}


@pytest.mark.parametrize(
    ("text", "value", "type_"),
    [
        ("discharged to Alder House (Tamsworth, NE) for rehab", "NE", "STATE"),
        ("discharged to alder house (quarry hill, or) for rehab", "or", "STATE"),
        ("transferred from kestrel regional in holloway, ny on 3/9 w/ sob", "ny", "STATE"),
        ("City: Dunmere   State: ME   ZIP: 04401", "ME", "STATE"),
        ("City: Dunmere   State: ME   ZIP: 04401", "Dunmere", "CITY"),
        ("Province: QC", "QC", "STATE"),
        ("driver's license K4402-1177 (OR) scanned", "OR", "STATE"),
        ("plate RJT 4410 (PA), VIN on file", "PA", "STATE"),
        ("h/o present illness: k.t. is a 34yo f w/ asthma", "k.t.", "PATIENT"),
        ("HPI: R.M. is an 81 y/o man with CHF", "R.M.", "PATIENT"),
        ("lives w/ her dtr ludmila in town", "ludmila", "FAMILY"),
        ("consent confirmed w/ pt & hus carmine", "carmine", "FAMILY"),
        ("-- oyelaran / toyelaran3  pgr 41877", "oyelaran", "DOCTOR"),
        ("Preferred name: Aye   DOB: 01/02/1960", "Aye", "PATIENT"),
    ],
)
def test_new_forms_are_found(en_rules, text: str, value: str, type_: str) -> None:
    assert (value, type_) in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("seen by Dr Oduya (Breen, MD) today", "MD"),  # a credential after a surname
        ("(hollis, pa) on call", "pa"),
        ("lives in town, or at home with family", "or"),  # an everyday word after a comma
        ("Mental state: OK, settled", "OK"),
        ("her son will drive her home", "will"),  # an everyday word after a relation
        ("City: Dunmere   State: ME", "Dunmere   State"),
        ("Tsuyoshi Tanaka   Resident: Dr Vale", "Resident"),  # "Tanaka" holds no cue word "aka"
    ],
)
def test_look_alikes_are_not_taken(en_rules, text: str, value: str) -> None:
    assert value not in {v for v, _ in found(en_rules, text)}


def test_a_vouched_name_survives_the_common_word_veto(en_rules_cw) -> None:
    rules = en_rules_cw
    text = "Name: Sione Fifita (prefers Boy)\nPreferred name: Boy"
    got = [(value, type_) for value, _, type_ in rule_spans(rules, text, "en")]
    assert got.count(("Boy", "PATIENT")) == 2
    # without the vouching context the dictionary word is vetoed as a name, as before
    plain = "The boy said: Boy was here"
    assert not [value for value, label, _ in rule_spans(rules, plain, "en") if label == "NAME"]
