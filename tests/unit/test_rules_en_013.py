"""English rules 0.13.0: family-history ages, ages in brackets and age/sex fields, occupations in prose and
brackets, user names in print and audit stamps, letter reference initials, hospital initials, named wards, lot
numbers in immunisation tables, day/month dates, weekday abbreviations; vetoes for page furniture, ruler lines,
clock times, field labels, the sex field, gestation, distances and intervals. Cases are written here with other
names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found, vetoed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("  II-3  Mother Rosa Pinto, alive, 72, hypertension", ("72", "AGE")),
        ("  II-5  Paternal uncle Tomasz, 61, unaffected", ("61", "AGE")),
        ("  III-1 Proband, Halima, 44, ovarian ca dx 41", ("44", "AGE")),
        ("  III-1 Proband, Halima, 44, ovarian ca dx 41", ("41", "AGE")),
        ("  I-2  Grandmother Edda, d. 79 (stroke)", ("79", "AGE")),
        ("Father Ivo - bipolar, alive, 58. Brother", ("58", "AGE")),
        ("  IV-3  Son Bram, 6 years", ("6", "AGE")),
        ("uneventful; Anouk is now 4 years.", ("4", "AGE")),
        ("two children (aged 3 and 11) at home", ("11", "AGE")),
        ("Triage: ESI 3\nAge/Sex: 62/F", ("62", "AGE")),
        ("Age/Sex: M/88\nCC: fall", ("88", "AGE")),
        ("lives with brothers Kofi (9) and Yaw (13).", ("13", "AGE")),
        ("lives with father Emeka Obi (41, bus driver) and", ("41", "AGE")),
        ("lives with father Emeka Obi (41, bus driver) and", ("bus driver", "PROFESSION")),
        ("can't come Friday as I'm a midwife and on nights.", ("midwife", "PROFESSION")),
        ("He is an HGV driver.", ("HGV driver", "PROFESSION")),
        ("She worked for 30 years as a dental receptionist. Since", ("dental receptionist", "PROFESSION")),
        ("Printed 03/04/2019 11:20 by okafort | Page 1 of 1", ("okafort", "USERNAME")),
        ("Exported from the EHR on 2 June 2020 by mreyes4 - Ana Soto", ("mreyes4", "USERNAME")),
        ("-- audit: note viewed by dlindqvist from 10.2.3.4", ("dlindqvist", "USERNAME")),
        ("Our ref: KB/lm   Your ref: 8812", ("KB", "DOCTOR")),
        ("Our ref: KB/lm   Your ref: 8812", ("lm", "DOCTOR")),
        ("brought in to the WGH Emergency Department at 02:10", ("WGH", "HOSPITAL")),
        ("STEMI pre-alert to QEUH\nProtocols", ("QEUH", "HOSPITAL")),
        ("Admitted: 03/02/2020    Ward: Kestrel Unit\nConsultant", ("Kestrel Unit", "HOSPITAL")),
        ("Unit: East Wing Step-Down   Bed 4", ("East Wing Step-Down", "HOSPITAL")),
        ("MMR                        4Q218 0.5 mL SC    J. Obi", ("4Q218", "IDNUM")),
        ("Swab tested positive 23/4.", ("23/4", "DATE")),
        ("dressing changed 17/9 by DN", ("17/9", "DATE")),
        ("fell in the garden Thu evening, no LOC", ("Thu", "DATE")),
        ("repeat prescription collected since Mon.", ("Mon", "DATE")),
    ],
)
def test_form_is_found(en_rules, text: str, expected: tuple[str, str]) -> None:
    assert expected in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("She is a smoker and drinks socially.", "smoker"),
        ("He is a diabetic on insulin.", "diabetic"),
        ("Sent by post on Monday.", "post"),
        ("Unit: ICU  Date: 04/05/2021", "ICU"),
        ("Reviewed on the CT ED report list", "CT"),
        ("O2 Sat 94% on room air", "Sat"),
        ("Pain 6/10 at rest", "6/10"),
    ],
)
def test_not_phi(en_rules, text: str, absent: str) -> None:
    assert absent not in [f[0] for f in found(en_rules, text)]


@pytest.mark.parametrize(
    ("text", "marker"),
    [
        ("MRN 00123456    Page 2 of 3", "Page 2 of 3"),
        ("IP 10.1.1.4  Pg 1/2", "Pg 1/2"),
        ("HISTORY\n------------------------\nPMH", "------------------------"),
        ("Nursing note - Night shift 19:30-07:30", "19:30-07:30"),
        ("NHS: 943 476 5919", "NHS"),
        ("Member ID Q1234567  Group G0049", "Group"),
        ("insulin pump, SN XJ-4471", "SN"),
        ("Name: ARDEN, LOU   Sex: F   DOB", "F"),
        ("elective LSCS at 38 weeks for breech", "at 38 weeks"),
        ("walked 15 metres with a frame", "15 metres"),
        ("repeat DEXA in 2 years.", "in 2 years"),
    ],
)
def test_vetoed(en_rules, text: str, marker: str) -> None:
    assert marker in vetoed(en_rules, text)


def test_a_baby_age_in_weeks_and_a_named_extension_are_not_vetoed(en_rules) -> None:
    assert "at 6 weeks" not in vetoed(en_rules, "Baby seen at 6 weeks for the check.")
    assert not [v for v in vetoed(en_rules, "Tel 020 7946 0101 Ext 212") if "Ext" in v]
