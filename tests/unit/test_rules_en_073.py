"""English rules 0.73.0: a place in a medical eponym, measure and registry codes and a chat sender's role are no PHI;
a field label after a name ("Designation:", "Role:") ends it."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found, found_as, vetoed_as


@pytest.mark.parametrize("text, place", [
    ("Oxford hip score 41/48 at six weeks.", "Oxford"),
    ("Meets Rome IV criteria for IBS.", "Rome"),
    ("Moderate cholangitis by the Tokyo Guidelines (TG18).", "Tokyo"),
    ("Heterozygous for factor V Leiden.", "Leiden"),
    ("Philadelphia-positive ALL in remission.", "Philadelphia"),
    ("Cemented Exeter stem, size 2.", "Exeter"),
    ("Cusco speculum passed without difficulty.", "Cusco"),
    ("Ulcer graded University of Texas 2B.", "University of Texas"),
    ("RASS by the Richmond Agitation-Sedation Scale: -1.", "Richmond"),
    ("Left radiocephalic (Brescia-Cimino) fistula planned.", "Brescia"),
    ("Bottles sterilised in Milton fluid.", "Milton"),
])  # fmt: skip
def test_a_place_in_an_eponym_is_no_place(en_rules, text: str, place: str) -> None:
    assert place in vetoed_as(en_rules, text, "LOCATION")
    assert place not in found_as(en_rules, text, "CITY")


@pytest.mark.parametrize("text, place", [
    ("Moved to Oxford last year.", "Oxford"),
    ("Transferred from Exeter on Monday.", "Exeter"),
    ("Lives in Boston, MA 02118", "Boston"),
])  # fmt: skip
def test_the_town_itself_stays(en_rules, text: str, place: str) -> None:
    assert place not in vetoed_as(en_rules, text, "LOCATION")


def test_van_before_a_surname_and_an_ethnicity_are_no_place(en_rules) -> None:
    assert "Van" in vetoed_as(en_rules, "Scored on the Van Assche MRI index.", "LOCATION")
    assert "Latina" in vetoed_as(en_rules, "Ethnicity: Hispanic/Latina", "LOCATION")
    assert found_as(en_rules, "Ethnicity: Hispanic/Latina", "CITY") == []


@pytest.mark.parametrize("text, code", [
    ("| FEF25-75 | L/s | 3.51 |", "FEF25-75"),
    ("Predicted values: GLI-2012 race-neutral", "GLI-2012"),
    ("GRBAS G2R2B3A1S2, strained", "G2R2B3A1S2"),
    ("ABCD staging: RE A4B3C1D1", "A4B3C1D1"),
    ("Trial: ISRCTN03680856; EudraCT 2023-008762-39", "ISRCTN03680856"),
    ("Registered as NCT01234567.", "NCT01234567"),
])  # fmt: skip
def test_a_measure_or_registry_code_is_no_identifier(en_rules, text: str, code: str) -> None:
    assert code in vetoed_as(en_rules, text, "ID")
    assert [t for t, typ in found(en_rules, text) if t == code] == []


def test_christmas_disease_is_no_date(en_rules) -> None:
    assert "Christmas" in vetoed_as(en_rules, "Christmas disease (haemophilia B) excluded.", "DATE")
    assert "Christmas" not in vetoed_as(en_rules, "Seen on Christmas Day.", "DATE")


def test_a_field_label_ends_a_name(en_rules) -> None:
    assert found_as(en_rules, "Name: Ramon Ortega  Designation: School Nurse", "PATIENT") == ["Ramon Ortega"]
    assert found_as(en_rules, "Name: Ramon Ortega  Role: Key Worker", "PATIENT") == ["Ramon Ortega"]


def test_a_chat_senders_role_is_no_name(en_rules) -> None:
    assert found_as(en_rules, "[05/08/2019 19:44] Client: hi, I need help", "PATIENT") == []
    assert found_as(en_rules, "[05/08/2019 19:45] Eustace: yes", "PATIENT") == ["Eustace"]
