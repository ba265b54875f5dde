"""English rules 0.50.0: ages, user names and operating rooms by their table column (table_columns), and comma-separated
exports read with their quoted fields whole."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.rules.detector import is_over_89
from deidq.workers.rules.table_columns import VERSION as TABLE_COLUMNS_VERSION
from deidq.workers.rules.table_columns import TableColumnsDetector
from deidq.workers.rules.table_rows import csv_cells

from tests.rules_helpers import found_as, texts


@pytest.fixture(scope="module")
def en_columns() -> TableColumnsDetector:
    return TableColumnsDetector("en")


def test_csv_cells_keep_quoted_commas() -> None:
    line = '12:05,"OKAFOR, Ada",  71 ,,"say ""hi""",end'
    assert [line[s:e] for s, e in csv_cells(line)] == ["12:05", "OKAFOR, Ada", "71", "", 'say ""hi""', "end"]


def test_an_age_column_tags_the_number(en_columns) -> None:
    text = (
        "Bed  Patient          Age/Sex  Dx\n"
        "12   Moreno, T        67F      CAP\n"
        "14   Quist, Arne      102 M    hip #\n"
        "15   Lund, K          --       pending\n"
    )
    assert texts(en_columns, text) == ["12", "67", "14", "102", "15"]


def test_an_age_column_of_a_quoted_csv_export(en_columns) -> None:
    text = 'seq,patient,age,user,ip\n1,"LIND, OLA",58,rpatel7,10.0.3.4\n2,"SAAR, EVA",9,SYSTEM,10.0.3.5\n'
    assert texts(en_columns, text) == ["58", "rpatel7", "9"]


def test_a_user_column_skips_placeholders_and_names_with_spaces(en_columns) -> None:
    text = (
        "Time\tEvent\tUser\tWorkstation\n"
        "08:14\tA08\tmkovacs2\tWS-114\n"
        "08:20\tA03\tinterface\tWS-114\n"
        "08:31\tA02\tJo Lee\tWS-120\n"
        "08:40\tA02\tn/a\tWS-120\n"
    )
    assert texts(en_columns, text) == ["mkovacs2"]


def test_an_operating_room_column(en_columns) -> None:
    text = "OR;Start;Min;Patient;Surgeon\n06;07:30;83;Vance, R.;Iqbal\n11;09:10;150;Ito, M.;Roe\n"
    assert texts(en_columns, text) == ["06", "11"]


@pytest.mark.parametrize("text", [
    "Variable | OR | 95% CI | p\nSmoking | 2.1 | 1.2-3.4 | 0.01\n",  # an odds ratio is no room
    "Age group | Patients | Share\n18-39 | 120 | 30%\n",  # an age band of a summary table is no header of ages
    "Unit | Ages | Count\n4N | 70-79 | 12\n",  # plural header
])  # fmt: skip
def test_no_value_in_summary_tables(en_columns, text: str) -> None:
    assert texts(en_columns, text) == []


def test_the_rules_flag_an_age_over_89(en_rules) -> None:
    text = "Patient | Bed | Age\nRuiz, Eva | 4 | 93\n"
    assert found_as(en_rules, text, "AGE") == ["93"]
    ages = [s for s in en_rules.detect(Note(note_id="t", text=text)) if s.type == "AGE"]
    assert is_over_89(text, ages[0])
    assert f"table_columns@{TABLE_COLUMNS_VERSION}" in en_rules.version
