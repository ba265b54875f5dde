"""English rules 0.12.0: a state code after a place in prose, UK and Irish counties (the guideline types a county
CITY), the writer's own age, ages in brackets and at death, years in history lists and tables. Cases are written
here with other places and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found, vetoed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Her sister lives in Tucson, AZ and calls weekly.", ("AZ", "STATE")),
        ("He grew up near Fargo, ND before the army.", ("ND", "STATE")),
        ("Plans to fly home to Boise, ID on Sunday.", ("ID", "STATE")),
        ("Works in Annapolis, MD as a clerk.", ("MD", "STATE")),
        ("Moved from Scranton, PA after the divorce.", ("PA", "STATE")),
        ("Ward 4\nNewport\nGwent\nNP20 2UB", ("Gwent", "CITY")),
        ("lives with her son in Stockport, Greater Manchester.", ("Greater Manchester", "CITY")),
        ("Transferred from Enniskillen, County Fermanagh.", ("County Fermanagh", "CITY")),
        ("Is the vaccine safe for me? I'm 71 and on warfarin.", ("71", "AGE")),
        ("I am 46, should I get screened?", ("46", "AGE")),
        ("DOB: 11/09/1968 (56 yrs)   Ward 7", ("56", "AGE")),
        ("Father died at 67 of a stroke.", ("67", "AGE")),
        ("- Hernia repair (2012, Westbrook Hospital)", ("2012", "DATE")),
        ("PMH: cholecystectomy 2004; hypertension", ("2004", "DATE")),
        ("Type 2 diabetes        E11.9     2015        Active", ("2015", "DATE")),
        ("- Dispo: d/w CM Oona; likely rehab Friday", ("Oona", "DOCTOR")),
    ],
)
def test_form_is_found(en_rules, text: str, expected: tuple[str, str]) -> None:
    assert expected in found(en_rules, text)


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("Referred to Nadia Brooks, MD for a second opinion.", "MD"),  # a credential after a name
        ("Discussed with the office of Harlan Pike, PA today.", "PA"),
        ("Letter copied to Ines Dorsey, MS (speech therapy).", "MS"),
        ("Seen by Theo Marsh, PhD on the ward.", "PhD"),
    ],
)
def test_credential_after_a_name_is_no_state(en_rules, text: str, absent: str) -> None:
    assert not [f for f in found(en_rules, text) if f[0] == absent and f[1] == "STATE"]


@pytest.mark.parametrize(
    "text",
    ["Heparin 5000 units SC; WBC 2010 on day 3", "Flow 2000 mL over (2010 mL) total", "She died at 0300 hours.",
     "I'm 100% sure it started after the move.", "wound 5 CM Left side"],
)  # fmt: skip
def test_numbers_that_are_no_year_or_age(en_rules, text: str) -> None:
    assert not [f for f in found(en_rules, text) if f[1] in ("DATE", "AGE", "DOCTOR")]


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("CC: SOB\nHPI: 70 yo with cough", "SOB"),  # a chief complaint, not a carbon copy
        ("Vaccines today: DTaP, IPV, Hib, PCV15.", "IPV, Hib"),
        ("Dr P Rao\nConsultant Rheumatology\nWestgate Hospital", "Rheumatology"),
        ("Signed by Ola Berg, MCSP on the ward", "MCSP"),
        ("Ola Berg  Rm 12 bed 3", "Rm"),
        ("EXAM DATE: 2021-03-09 14:05", "2021-03-09 14:05"),  # the date alone, not the time
        ("asthma      J45.30    March 2003    Active", "30    March 2003"),
        ("09:40 AM Dr. Ivers paged", "40 AM Dr."),  # a clock time, not a street number
        ("Hx obtained from Mr. Okoro and his wife", "Mr"),
        ("Family attends St Jude's, and Pastor Amadi visits weekly.", "Pastor"),
        ("Yolanda Novak, MD\nNephrology", "MD"),  # a credential, not Maryland
        ("Alvaro Ruiz, PA, FACP", "PA"),
    ],
)
def test_not_phi(en_rules, text: str, absent: str) -> None:
    assert absent not in [f[0] for f in found(en_rules, text)]


@pytest.mark.parametrize(
    ("text", "marker"),
    [
        ("Glucose       228 H     mg/dL     70-99", "70-99"),
        ("Potassium 3.1 mmol/L   3.5-5.1", "3.5-5.1"),
        ("Breslow thickness 1.2 mm, Clark level III.", "Clark"),
        ("Northgate General - Diagnostic Imaging", "Diagnostic Imaging"),
    ],
)
def test_vetoed(en_rules, text: str, marker: str) -> None:
    assert marker in vetoed(en_rules, text)
