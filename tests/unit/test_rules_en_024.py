"""English rules 0.24.0: an upper-case clinical abbreviation never starts "SURNAME, Given"; the parts of one name
stand at most two blanks apart; nursing, pharmacy and allied-health credentials and role words end a name; a modal
"May"/"Will" before a verb, "frank" before a finding, a relative's kinship word and a lone role word are vetoed as
names or professions, whichever detector found them, and only where the span lies wholly inside. Cases are written
here with other names and values; none is copied from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.rules.detector import abbreviation_stop

from tests.conftest import merged_with_model as merged


def names(rules, text: str) -> list[str]:
    return [text[s.start : s.end] for s in rules.detect(Note(note_id="t", text=text))
            if s.label == "NAME" and s.decision != "veto"]  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        "PMH: COPD, Meniere disease and CKD.",
        "Resp: ARDS, Pplat 28 on the vent.",
        "Meds: omeprazole 20 mg OD, Nexium stopped.",
        "Mode: SIMV, Ti 1.1 s.",
    ],
)
def test_abbreviation_then_a_capitalised_word_is_no_surname_comma_given(en_rules, text: str) -> None:
    assert names(en_rules, text) == []


@pytest.mark.parametrize(("text", "name"), [("Seen: LEE, Martha at the desk.", "LEE, Martha"),
                                            ("Booked: NG, Joyce for Friday.", "NG, Joyce"),
                                            ("List: OKAFOR, Chidi", "OKAFOR, Chidi")])  # fmt: skip
def test_surnames_that_look_like_abbreviations_stay_names(en_rules, text: str, name: str) -> None:
    assert name in names(en_rules, text)


def test_abbreviation_stop_keeps_known_names_out() -> None:
    stop = abbreviation_stop("en")
    assert {"copd", "ards", "tds", "od"} <= stop
    assert not {"lee", "ng", "may"} & stop  # in a name lexicon


def test_a_column_gap_ends_a_name(en_rules) -> None:
    text = "Patient: Ines Varga     Hosp No. 5521904     DOB 02/03/1961"
    got = names(en_rules, text)
    assert "Ines Varga" in got and not any("Hosp" in g for g in got)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Seen by Orla Brennan CNS on the ward.", "Orla Brennan"),
        ("Electronically signed by Piet Vos, RPh", "Piet Vos"),
        ("Reviewed by Nadia Haddad WOCN today.", "Nadia Haddad"),
        ("Signed: Ruth Ocampo, SCPHN", "Ruth Ocampo"),
    ],
)
def test_credentials_end_a_name(en_rules, text: str, name: str) -> None:
    got = names(en_rules, text)
    assert name in got and not any(g != name and g.startswith(name) for g in got)


@pytest.mark.parametrize(
    ("text", "value", "label", "type_"),
    [
        ("Reviewed today. May need a frame outdoors.", "May need", "DATE", "DATE"),
        ("Reviewed today. May benefit from physio.", "May", "NAME", "PATIENT"),
        ("Plan: Will review with results.", "Will", "NAME", "PATIENT"),
        ("Urine: no frank haematuria.", "frank", "NAME", "PATIENT"),
        ("NOK: Ines Varga (stepdaughter) 07700 900456", "stepdaughter", "PROFESSION", "PROFESSION"),
        ("Keyworker review booked.", "Keyworker", "NAME", "DOCTOR"),
        ("| Date | Aide | Notes |", "Aide", "NAME", "DOCTOR"),
    ],
)
def test_vetoed_model_spans_are_dropped(en_rules, text: str, value: str, label: str, type_: str) -> None:
    assert (value, label) not in merged(en_rules, text, [(value, label, type_)])


@pytest.mark.parametrize(
    ("text", "value", "label", "type_"),
    [
        ("Seen with May Chen; May needs help at home.", "May", "NAME", "PATIENT"),  # a person: "needs"
        ("Seen in May 2023 for review.", "May 2023", "DATE", "DATE"),
        ("Frank Oduya attended with his wife.", "Frank Oduya", "NAME", "PATIENT"),
        ("Clinical Nurse Specialist Ann Ruiz reviewed.", "Specialist Ann Ruiz", "NAME", "DOCTOR"),  # crosses
        ("Works as a carer at Elm Lodge.", "carer", "PROFESSION", "PROFESSION"),  # a job, not kin
    ],
)
def test_people_dates_and_jobs_around_the_vetoes_stay(en_rules, text: str, value: str, label: str, type_: str) -> None:
    assert (value, label) in merged(en_rules, text, [(value, label, type_)])
