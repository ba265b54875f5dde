"""English rules 0.62.0: initials a sign-off, dictation, witness or action-owner context vouches for survive the
common-word veto; initials in a check field."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as


@pytest.mark.parametrize("text, initials", [
    ("Balance SN B227842183\nPrepared by: OAR  11:38     In-process check: ME  09:15", "OAR"),
    ("Consultant Neurologist\nDictated by dh / typed by im 13 February 2024", "dh"),
    ("Removal of drain.  owner: is  by: 26 jan", "is"),
])  # fmt: skip
def test_vouched_initials_survive_the_common_word_veto(en_rules_cw, text: str, initials: str) -> None:
    assert initials in found_as(en_rules_cw, text, "DOCTOR")


@pytest.mark.parametrize("text, initials", [
    ("Label check: DM   Final check: J. Mirza", "DM"),
    ("Compounded: ES 10:25   Checked: SB   Released: 10:40", "SB"),
    ("Pharmacy: Gladys Liang, RPh    Released: A.L.P.\nBUD/expiry: 20/11", "A.L.P."),
])  # fmt: skip
def test_check_field_initials(en_rules, text: str, initials: str) -> None:
    assert initials in found_as(en_rules, text, "DOCTOR")


@pytest.mark.parametrize("text", [
    "Identity verified: SSN 978-41-9197 matched",
    "Visitor ID checked: DL 517 839 181",
    "dictated by dr. i. akhtar; typed 12/3",
])  # fmt: skip
def test_an_identifier_label_or_a_title_is_no_initials(en_rules_cw, text: str) -> None:
    assert found_as(en_rules_cw, text, "DOCTOR") == []
