"""English rules 0.52.0: dates, record numbers and more kinds of person column by their table header; two-letter role
abbreviations read as initials in a person column; header cells split at a header word; comma-separated rows that
an unquoted comma has lengthened; counts after "rooms"."""

from __future__ import annotations

import pytest
from deidq.workers.rules.table_columns import TableColumnsDetector
from deidq.workers.rules.table_rows import split_header_cells
from deidq.workers.rules.table_staff import TableStaffDetector

from tests.rules_helpers import found_as, texts


@pytest.fixture(scope="module")
def en_columns() -> TableColumnsDetector:
    return TableColumnsDetector("en")


@pytest.fixture(scope="module")
def en_staff() -> TableStaffDetector:
    return TableStaffDetector("en")


def typed(detector, text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.type) for s in detector.detect_text(text)]


def test_split_header_cells_at_a_header_word() -> None:
    line = "Chair Appt  Patient   NEWS2 Init  Total score"
    cells = [(0, 10), (12, 19), (22, 32), (34, 45)]
    known = {"chair", "init"}.__contains__
    split = split_header_cells(line, cells, lambda c: known(c.casefold()))
    assert [line[s:e] for s, e in split] == ["Chair", "Appt", "Patient", "NEWS2", "Init", "Total score"]


def test_a_chair_column_under_a_two_word_header_cell(en_columns) -> None:
    text = (
        "Chair Appt  Patient          MRN       Regimen\n"
        "R4    08:15 INGHAM, KEVIN    7725234   FOLFOX C3D1\n"
        "B1    09:00 DIXON, BRETT     4792335   IVIg\n"
    )
    assert [v for v, t in typed(en_columns, text) if t == "LOCATION_OTHER"] == ["R4", "B1"]


def test_date_and_record_number_columns(en_columns) -> None:
    text = (
        "Bed | URN | Patient | EDD | Notes\n"
        "12 | 79-20-44 | Quist, A | 6/25 | for OT r/v\n"
        "14 | 8647-1395 | Lund, K | Wed | pass home 3/4 days\n"
        "15 | 12 | Moe, T | tbc | -\n"
    )
    assert typed(en_columns, text) == [("12", "LOCATION_OTHER"), ("79-20-44", "MRN"), ("6/25", "DATE"),
                                       ("14", "LOCATION_OTHER"), ("8647-1395", "MRN"), ("Wed", "DATE"),
                                       ("15", "LOCATION_OTHER")]  # fmt: skip


def test_scores_under_admission_and_discharge_are_no_dates(en_columns) -> None:
    text = "Measure     Admission   Discharge   Goal\nPSFS        2/10        6/10        8/10\n"
    assert texts(en_columns, text) == []


@pytest.mark.parametrize(("header", "cell", "typ"), [
    ("Age (d)", "6", "AGE"), ("Age (h)", "32", "AGE"), ("Updated by", "jxnuttall", "USERNAME"),
    ("Upd", "ROWENAPHAM", "USERNAME"),
])  # fmt: skip
def test_more_headers_of_ages_and_user_names(en_columns, header: str, cell: str, typ: str) -> None:
    text = f"Time\t{header}\tEvent\tSite\n08:14\t{cell}\tA08\tWS-114\n"
    assert typed(en_columns, text) == [(cell, typ)]


def test_a_csv_row_lengthened_by_an_unquoted_comma_is_skipped(en_columns) -> None:
    text = (
        "time,patient,status,user\n"
        "08:14,LIND,COMPLETE,rpatel7\n"
        "08:20,SAAR, EVA,COMPLETE,mkovacs2\n"  # the comma in the name moves every cell after it
        "08:31,HOLM,PENDING,tsato\n"
    )
    assert texts(en_columns, text) == ["rpatel7", "tsato"]


@pytest.mark.parametrize("header", ["Scored by", "Rater", "Reviewer", "Check 2", "Cons", "Midwife", "Therapist"])
def test_more_person_column_headers(en_staff, header: str) -> None:
    text = f"Item                 Score   {header}\nA. Eating            5       KW\nB. Grooming          6       GZ\n"
    assert texts(en_staff, text) == ["KW", "GZ"]


def test_a_resident_column_names_patients_and_skips_vacant_beds(en_staff) -> None:
    text = "| Room | Resident | Mobility |\n|---|---|---|\n| 312 | VACANT | - |\n| 314 | Huia T. | hoist |\n"
    assert typed(en_staff, text) == [("Huia T.", "PATIENT")]


def test_two_letter_roles_are_initials_in_a_person_column(en_staff) -> None:
    text = (
        "Date        Item                Init\n"
        "03/02/24    Weight              SW\n"
        "03/02/24    Fluid balance       PT\n"
        "03/02/24    Obs                 RN\n"  # a credential still reads as one
        "03/02/24    Skin check          n/a\n"
    )
    assert texts(en_staff, text) == ["SW", "PT"]


@pytest.mark.parametrize(("text", "rooms"), [
    ("Acuity avg 3.2   Isolation rooms 4\nPending admit: none", []),  # a count
    ("Isolation rooms: 12.", []),
    ("moved to rooms 4 and 5 today", ["4", "5"]),
    ("Side rooms 2-7: cohorted", ["2-7"]),
    ("Rooms 12B, 14 to be cleaned", ["12B", "14"]),
    ("Rooms: 401", ["401"]),
])  # fmt: skip
def test_a_lone_short_number_after_rooms_is_a_count(en_rules, text: str, rooms: list[str]) -> None:
    assert found_as(en_rules, text, "LOCATION_OTHER") == rooms
