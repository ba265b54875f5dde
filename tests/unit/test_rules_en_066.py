"""English rules 0.66.0: a dictionary word one space after a title is a surname, which the common-word veto spares;
a street's or a heading's title and a role after a title are no one; a date is no lab value before "Ref:"."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as, vetoed_as


@pytest.mark.parametrize("text, typ, name", [
    ("Referred by Dr Larkspur today.", "DOCTOR", "Larkspur"),
    ("Signed by pt and Dr. Juniper; copy given.", "DOCTOR", "Juniper"),
    ("Prof Mackintosh will review", "DOCTOR", "Mackintosh"),
    ("Discussed with Mr Pilling by phone.", "PATIENT", "Pilling"),
    ("Mrs Mere attended with her son", "PATIENT", "Mere"),
])  # fmt: skip
def test_a_dictionary_word_after_a_title_is_a_surname(en_rules_cw, text: str, typ: str, name: str) -> None:
    assert name in found_as(en_rules_cw, text, typ)
    assert name not in vetoed_as(en_rules_cw, text, "NAME")


@pytest.mark.parametrize("text, word", [
    ("8274 Oak Dr Apt 5, Lunenburg Heights", "Apt"),
    ("Incident & Near Miss Report", "Report"),
    ("Signed: Fatima Cele, Prof Nurse", "Nurse"),
    ("reviewed by dr larkspur", "larkspur"),  # lower case: "dr" and "mr" are too often words of their own
])  # fmt: skip
def test_a_title_that_heads_no_name_lends_none(en_rules_cw, text: str, word: str) -> None:
    assert word not in found_as(en_rules_cw, text, "DOCTOR") + found_as(en_rules_cw, text, "PATIENT")


@pytest.mark.parametrize("text, rng, kept", [
    ("DOB: 25-May-1985   Ref: 124-4912", "124-4912", False),
    ("Seen 01/02/2024 ref 124-4912", "124-4912", False),
    ("K 5.6 ref 3.5-5.0", "3.5-5.0", True),
    ("Hb 120 g/L, ref 115-165", "115-165", True),
])  # fmt: skip
def test_a_range_after_ref_follows_a_value_not_a_date(en_rules, text: str, rng: str, kept: bool) -> None:
    assert (rng in vetoed_as(en_rules, text, "ID")) is kept
