"""English rules 0.51.0: wards and units by their table column (table_columns 1.1.0); an ambulance's call sign or a
lab unit under a Unit header is no ward."""

from __future__ import annotations

import pytest
from deidq.workers.rules.table_columns import TableColumnsDetector

from tests.rules_helpers import found_as, texts


@pytest.fixture(scope="module")
def en_columns() -> TableColumnsDetector:
    return TableColumnsDetector("en")


def test_a_unit_column_of_a_bed_cleaning_log(en_columns) -> None:
    text = (
        "Ticket\tUnit\tBed\tDirty\tTech\n"
        "EVS-1001\t5N\t512-B\t1901\tR. Obi\n"
        "EVS-1002\t4 West\t437\t1915\tK. Lam\n"
        "EVS-1003\tAspen Ward\t12\t1920\tK. Lam\n"
    )
    assert [(s.type, text[s.start : s.end]) for s in en_columns.detect_text(text)] == [
        ("HOSPITAL", "5N"), ("LOCATION_OTHER", "512-B"),
        ("HOSPITAL", "4 West"), ("LOCATION_OTHER", "437"),
        ("HOSPITAL", "Aspen Ward"), ("LOCATION_OTHER", "12"),
    ]  # fmt: skip


@pytest.mark.parametrize("text", [
    "Time,Unit,Crew,Offload\n08:28,Medic 50,M. Okonkwo,52\n",  # an ambulance's call sign
    "Test | Result | Unit | Range\nSodium | 138 | mmol/L | 135-145\n",  # a lab unit
    "Unit | Beds | Open\nICU | 12 | 2\n",  # a level of care named alone
])  # fmt: skip
def test_no_ward_in_call_signs_lab_units_or_levels_of_care(en_columns, text: str) -> None:
    assert [t for t in texts(en_columns, text) if not t.isdigit()] == []


def test_the_rules_report_the_component_version(en_rules) -> None:
    assert "table_columns@1.1.0" in en_rules.version
    assert found_as(en_rules, "Patient | Ward | Bed\nRuiz, Eva | 7E | 4\n", "HOSPITAL") == ["7E"]
