"""English rules 0.59.0: a service's opening days, UK duration shorthand, the NHS e-Referral Service and a contact
line's one-letter label are no PHI."""

from __future__ import annotations

import pytest

from tests.rules_helpers import vetoed_as


@pytest.mark.parametrize("text, days", [
    ("If worse, call (624) 555-0107 (Mon-Fri 08:30-17:00).", "Mon-Fri"),
    ("Call us on 0800 555 419 (Monday to Friday, 8 am - 5 pm).", "Monday to Friday"),
    ("helpline mon - fri 9am-5pm", "mon - fri"),
])  # fmt: skip
def test_opening_days_are_no_date(en_rules, text: str, days: str) -> None:
    assert days in vetoed_as(en_rules, text, "DATE")


def test_a_day_range_without_hours_is_left_alone(en_rules) -> None:
    assert vetoed_as(en_rules, "Admitted Mon-Wed last week for IV antibiotics.", "DATE") == set()


@pytest.mark.parametrize("text, shorthand", [
    ("Review in 3/12 with repeat bloods.", "3/12"),
    ("- productive cough x 2/52", "2/52"),
    ("weight loss of 6 kg over 4/12", "4/12"),
])  # fmt: skip
def test_duration_shorthand_is_no_date(en_rules, text: str, shorthand: str) -> None:
    assert shorthand in vetoed_as(en_rules, text, "DATE")


@pytest.mark.parametrize("text", [
    "Came in 1/12 via ED with chest pain.",
    "Pt came in 13/12 via ED.",
    "Home visit booked for 24/12.",
    "low mood since approx 10/12.",
])  # fmt: skip
def test_a_date_after_in_or_for_stays(en_rules, text: str) -> None:
    assert vetoed_as(en_rules, text, "DATE") == set()


def test_the_e_referral_service_is_no_one(en_rules) -> None:
    assert "e-RS" in vetoed_as(en_rules, "Received 21/04/2024 via e-RS   UBRN: 3517 2204 9918", "NAME")


def test_a_contact_lines_letter_is_no_identifier(en_rules) -> None:
    text = "Hale House Surgery\nT: 0493 555 210 | F: (08) 5550 741\nM 07700 555123"
    assert {"T", "F", "M"} <= vetoed_as(en_rules, text, "ID")
    assert vetoed_as(en_rules, "Seen by Dr T. Okafor on 12/3.", "ID") == set()
