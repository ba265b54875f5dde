"""English rules 0.61.0: ordinals that count, durations before "ago", decimal digits and form words after a name are
no PHI."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as, vetoed_as


@pytest.mark.parametrize("text, ordinal", [
    ("Rh(D): O POS (confirmed on 2nd sample)", "2nd"),
    ("Competency: passed on 2nd attempt", "2nd"),
    ("refer back if BP >95th centile", "95th"),
])  # fmt: skip
def test_an_ordinal_that_counts_is_no_date(en_rules, text: str, ordinal: str) -> None:
    assert ordinal in vetoed_as(en_rules, text, "DATE")


@pytest.mark.parametrize("text, ordinal", [
    ("Date: June 11th  Time: 19:41", "11th"),
    ("No. 2, 5th Street, 2nd Stage, Kochi", "2nd"),
])  # fmt: skip
def test_a_day_of_the_month_or_an_address_stays(en_rules, text: str, ordinal: str) -> None:
    assert ordinal not in vetoed_as(en_rules, text, "DATE")


@pytest.mark.parametrize("text, shorthand", [
    ("Moved from Grampian 6/12 ago, no local GP.", "6/12"),
    ("2 falls in past 3/12, tripping over rugs", "3/12"),
    ("quit smoking 2/52 ago.", "2/52"),
])  # fmt: skip
def test_a_duration_before_ago_or_after_past_is_no_date(en_rules, text: str, shorthand: str) -> None:
    assert shorthand in vetoed_as(en_rules, text, "DATE")


@pytest.mark.parametrize("text, date", [
    ("fall this admission (previous 6/7). Reports neck pain.", "6/7"),
    ("last 6/12 10:43 labs reviewed", "6/12"),
])  # fmt: skip
def test_a_date_after_previous_or_last_stays(en_rules, text: str, date: str) -> None:
    assert date not in vetoed_as(en_rules, text, "DATE")


def test_decimal_digits_are_no_age(en_rules) -> None:
    assert "5" in vetoed_as(en_rules, "T 97.5 F  HR 88", "AGE")
    assert "5" in vetoed_as(en_rules, "vol 4.1ml, TMC 12.5 M, PR 43%", "AGE")
    assert vetoed_as(en_rules, "Pt is a 45 F with chest pain", "AGE") == set()


@pytest.mark.parametrize("text, name", [
    ("Driver: Eric Ackroyd   Mobile: 670-555-0169", "Eric Ackroyd"),
    ("Policyholder: Frankie Novak   Relationship: father", "Frankie Novak"),
    ("Reviewed by Amina Jankowski ACP on 20/11", "Amina Jankowski"),
])  # fmt: skip
def test_a_name_stops_before_a_form_word_or_post_nominal(en_rules, text: str, name: str) -> None:
    names = [value for typ in ("PATIENT", "DOCTOR", "FAMILY") for value in found_as(en_rules, text, typ)]
    assert names == [name]
