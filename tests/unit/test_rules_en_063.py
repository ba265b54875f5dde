"""English rules 0.63.0: radionuclides and activities, UN numbers, standards' numbers, units one space after a number
and clock times with a point are no PHI; bays, accreditation numbers and initials that look like them stay."""

from __future__ import annotations

import pytest

from tests.rules_helpers import vetoed_as


@pytest.mark.parametrize("text, value, label", [
    ("Protocol: F-18 florbetaben 300 MBq, priority urgent", "F-18", "ID"),
    ("Protocol: F-18 florbetaben 300 MBq, priority urgent", "MBq", "NAME"),
    ("bone | Tc-99m MDP | 800 MBq | 760 MBq | 12:32", "Tc-99m", "NAME"),
    ("Lu-177 PSMA cycle 2 of 6", "Lu-177", "ID"),
    ("Kr81m ventilation and Tc99m MAA perfusion", "Tc99m", "ID"),
    ("PET: C-11 choline, 2nd scan", "C-11", "LOCATION"),
    ("f-18 fdg multidose vial | 12 gbq", "gbq", "ID"),
])  # fmt: skip
def test_a_radionuclide_or_an_activity_is_no_phi(en_rules, text: str, value: str, label: str) -> None:
    assert value in vetoed_as(en_rules, text, label)


@pytest.mark.parametrize("text, value", [
    ("Location: NICU Bedspace N-13   Ordering: Dr. Dubois", "N-13"),
    ("Bunk: C-11\nDOS: 21/03/2023", "C-11"),
    ("Specimen No.: F18-11712.", "F18"),
])  # fmt: skip
def test_a_bay_or_a_specimen_number_shaped_like_a_nuclide_stays(en_rules, text: str, value: str) -> None:
    assert not any(value in v for v in vetoed_as(en_rules, text, "LOCATION") | vetoed_as(en_rules, text, "ID"))


def test_a_un_number_is_no_identifier(en_rules) -> None:
    assert "UN 3373" in vetoed_as(en_rules, "transport in sealed rigid container (UN 3373). Courier: Eastway", "ID")
    assert "UN2915" in vetoed_as(en_rules, "Ra-223 dichloride | 13.2 MBq | UN2915 | I-WHITE", "ID")
    assert vetoed_as(en_rules, "Ref UN 4821 issued", "ID") == set()  # no dangerous-goods number


@pytest.mark.parametrize("text, value", [
    ("Standard: ISO 20387:2018 / SOP QA-002 v7", "ISO 20387:2018"),
    ("ESA to IEC 62353 - Class II", "IEC 62353"),
    ("Standards  : ANSI/AAMI ST79:2017, AORN Guidelines 2023", "ANSI/AAMI ST79:2017"),
    ("decontaminated per HTM 01-06 and AS/NZS 4187:2014", "HTM 01-06"),
    ("tested to BS EN 62353 annually", "BS EN 62353"),
])  # fmt: skip
def test_a_standards_number_is_no_identifier_or_date(en_rules, text: str, value: str) -> None:
    assert value in vetoed_as(en_rules, text, "ID") and value in vetoed_as(en_rules, text, "DATE")


@pytest.mark.parametrize("text, value", [
    ("Accreditation no. ISO15189-3779   Pathologist: Dr Rangi", "15189"),
    ("Electronically signed by Ahmed Abboud, EN 2025-01-24 09:43", "2025"),
    ("Completed by Eoin Tillotson, EN 30/06/25 0100h", "30/06"),
    ("auto/taxi TS 24 EN 0325 Rs. 174", "0325"),
])  # fmt: skip
def test_an_accreditation_number_a_date_after_a_credential_or_a_plate_stays(en_rules, text: str, value: str) -> None:
    assert not any(value in v for v in vetoed_as(en_rules, text, "ID") | vetoed_as(en_rules, text, "DATE"))


@pytest.mark.parametrize("text, unit", [
    ("joystick module  x1   |  travel 171 km  |  labour 3.0 h", "km"),
    ("F-18 florbetaben 300 mbq", "mbq"),
    ("tube current 90 mA, 120 kV", "mA"),
    ("ferritin 12 ng/mL; B12 180 ng", "ng"),
])  # fmt: skip
def test_a_unit_after_a_number_is_no_name(en_rules, text: str, unit: str) -> None:
    assert unit in vetoed_as(en_rules, text, "NAME")


@pytest.mark.parametrize("text", [
    "20/06/2026 1000 mg: visit for cares. wound 4.9x4",
    "25/8 09:45 cm: hospice cns mabel",
    "RA\tV\t6\t1\tml\n  ** 06:00 S.T. settled",
    "bay 4 bed 1 cm 52y chart no 90754630",
    "side room 3 km 16/12",
    "pharmacist check 3/30 ng bpharm",
    "corr c6 mm                    84f",
])  # fmt: skip
def test_initials_after_a_time_a_date_a_bed_or_in_a_table_stay(en_rules, text: str) -> None:
    assert vetoed_as(en_rules, text, "NAME") & {"mg", "cm", "ml", "km", "ng", "mm"} == set()


def test_a_clock_time_with_a_point_is_no_date(en_rules) -> None:
    assert "1.20pm" in vetoed_as(en_rules, "Feeding Clinic on Friday 16th September 1.20pm - GP", "DATE")
    assert "9.30 a.m." in vetoed_as(en_rules, "seen at 9.30 a.m. in clinic", "DATE")
    assert "12.05.21" not in " ".join(vetoed_as(en_rules, "Date 12.05.21 am round", "DATE"))
