"""English rules 0.12.0: a state code after a place in prose, and UK and Irish counties (the guideline types a
county CITY). Cases are written here with other places; none is copied from an evaluation set."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found


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
