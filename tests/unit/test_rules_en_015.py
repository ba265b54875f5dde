"""English rules 0.15.0: occupations after a named person, employers and workplaces, audit-table user names, ages
at first contact, in words, glued to the sex and after a date of birth, log-row initials and identifiers, checker
and sign-off initials, laboratory references and order numbers, record numbers after an age/sex column, Eircodes,
ward-list beds, EDD dates, weekday dates after "Sat". Cases are written here with other names and values; none is
copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Partner: Rhys Adebayo, 52, crane operator. Tel", ("crane operator", "PROFESSION")),
        ("risk: Dana Holt, ex-partner, a bricklayer, drives a van", ("bricklayer", "PROFESSION")),
        ("Tomasz was a welder and still fishes at weekends.", ("welder", "PROFESSION")),
        ("A sheep farmer by trade. Smokes 5/day.", ("sheep farmer", "PROFESSION")),
        ("Role: ward clerk   Dept: Outpatients", ("ward clerk", "PROFESSION")),
        ("this 44-year-old fisherman who presents with", ("fisherman", "PROFESSION")),
        ("he is struggling at Northgate Freight. Sleep poor", ("Northgate Freight", "ORGANIZATION")),
        ("found in the car park of Hillside Garden Centre)\n", ("Hillside Garden Centre", "ORGANIZATION")),
        ("2019-02-11 08:03      mkowal2       Nurse           10.0.0.4", ("mkowal2", "USERNAME")),
        ("first seen at 14 by the school nurse", ("14", "AGE")),
        ("Aoife is fifteen and is in Year 10", ("fifteen", "AGE")),
        ("Donor: Ravi Patel  37m  EMPI 1234", ("37", "AGE")),
        ("DOB: 02/03/1950 (71)   Hosp No", ("71", "AGE")),
        ("SCR-204   K.L.      03/14/1961    01/02/2020    Y", ("K.L.", "PATIENT")),
        ("SCR-204   K.L.      03/14/1961    01/02/2020    Y", ("SCR-204", "IDNUM")),
        ("FFP         09:12   09:40   RW / DK\n", ("DK", "DOCTOR")),
        ("(Cut up by MT)\nMICROSCOPY", ("MT", "DOCTOR")),
        ("results (lab ref 19K442210).", ("19K442210", "IDNUM")),
        ("walker ordered, order no 55102934, delivery Tue", ("55102934", "IDNUM")),
        ("2. OKONJO-BELL, ADA  71F  204-55-19  ref Dr", ("204-55-19", "MRN")),
        ("Ballinrobe\nCo. Mayo\nF31 K2X8\nTel", ("F31 K2X8", "ZIP")),
        ("Census\n3    DELANEY, FIONNUALA     77F   falls", ("3", "LOCATION_OTHER")),
        ("Plan:\n - EDD 9/11\n", ("9/11", "DATE")),
        ("repeat bloods Sat 11/23\n", ("Sat 11/23", "DATE")),
        ("  6/4: swab negative", ("6/4", "DATE")),
    ],
)
def test_form_is_found(en_rules, text: str, expected: tuple[str, str]) -> None:
    assert expected in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Son, 58, has asthma. Daughter, 52, well.", "has asthma"),
        ("She is an ex-smoker since 2010.", "ex-smoker"),
        ("You have been doing a good job of that.", "of that"),
        ("Occupational Therapy   Name: X", "al Therapy"),
        ("1   HTN, DM2, CKD3", "1"),
        ("Sat 95% on air", "Sat"),
    ],
)
def test_not_phi(en_rules, text: str, absent: str) -> None:
    assert absent not in [f[0] for f in found(en_rules, text)]
