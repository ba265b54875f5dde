"""The English numeric-row veto (rules 0.40.0): bare numbers in a delimited row of numbers are no place and no
contact, for every role; dates, identifiers, initials and other labels in such rows are left alone."""

from __future__ import annotations

from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.merge.ensemble import merge
from deidq.workers.rules import build_detector
from deidq.workers.rules.numeric_rows import NumericRowVeto

FLOWSHEET = "date,time,T,HR,BP,RR,SpO2,in,out,init\n9/8,1110,37.2,82,135/49,22,91,120,40,as\n"


def vetoed(text: str, language: str = "en") -> list[str]:
    return [text[s.start : s.end] for s in NumericRowVeto(language).markers(text)]


def test_bare_numbers_of_a_numeric_row_are_vetoed_dates_and_initials_are_not() -> None:
    assert vetoed(FLOWSHEET) == ["1110", "37.2", "82", "135/49", "22", "91", "120", "40"]
    markers = NumericRowVeto("en").markers(FLOWSHEET)
    assert {m.type for m in markers} == {"labels:CONTACT,LOCATION"}


def test_semicolons_and_tabs_delimit_rows_too() -> None:
    assert vetoed("10:00; 122/69; 92; 350; 2477; rc") == ["122/69", "92", "350", "2477"]
    assert vetoed("06:30\t96/78\t86\t250") == ["96/78", "86", "250"]


def test_rows_with_words_and_short_rows_are_left_alone() -> None:
    # a bed board holds a bed number, an age and an MRN among names and words: not a row of numbers
    assert vetoed("birch unit,17,will h.,52,5582626,19/6,1/7,awaiting ot,dr kim") == []
    assert vetoed("BP 120/80, HR 80, RR 16") == []
    assert vetoed("12,34,56") == []  # under four cells


def test_identifiers_and_date_shaped_ratios_are_never_covered() -> None:
    # five or more digits may be an identifier or a postcode; "12/10" may be a day and a month
    assert vetoed("12/10,88,96.5,1234567,70,80") == ["88", "96.5", "70", "80"]
    assert vetoed("99/47,13/45,7/8,1.5/2,3,4") == ["99/47", "13/45", "1.5/2", "3", "4"]


def test_spanish_has_no_delimiters_decimal_commas_stay_numbers() -> None:
    assert vetoed("37,2; 120/80; 88; 96; 14", "es") == []


def test_a_model_street_over_a_flowsheet_cell_is_vetoed_its_date_is_kept() -> None:
    text = FLOWSHEET
    row = text.index("9/8")
    rules = build_detector("en").detect(Note(note_id="n", text=text))
    model = [
        Span(row, row + 3, "DATE", "DATE", "model", 0.9),  # "9/8"
        Span(row + 4, row + 8, "LOCATION", "STREET", "model", 0.9),  # "1110"
        Span(row + 14, row + 16, "CONTACT", "PHONE", "model", 0.9),  # "82"
    ]
    kept = merge({"rules": rules, "model": model}, text).kept
    assert [(text[s.start : s.end], s.type) for s in kept if s.source == "model"] == [("9/8", "DATE")]


def test_can_be_switched_off_by_name() -> None:
    det = build_detector("en", disabled=["numeric_rows"])
    assert det.numeric_rows is None
    assert "numeric_rows@" in build_detector("en").version
