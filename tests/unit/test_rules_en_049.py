"""English rules 0.49.0: the room and bed columns of tables (table_rooms, since 0.50.0 table_columns), a room or bed
opening a bed-status row, and wards named by floor and wing; counts under plural headers, a chart's coded Loc column
and numbered lists are not rooms."""

from __future__ import annotations

import pytest
from deidq.workers.rules.table_columns import VERSION as TABLE_COLUMNS_VERSION
from deidq.workers.rules.table_columns import TableColumnsDetector, table_columns

from tests.rules_helpers import found_as, texts


def rooms(rules, text: str) -> list[str]:
    return found_as(rules, text, "LOCATION_OTHER")


@pytest.fixture(scope="module")
def en_table_rooms() -> TableColumnsDetector:
    return TableColumnsDetector("en")


def test_a_pipe_table_room_column(en_table_rooms) -> None:
    text = (
        "| Room | Patient | Sitter | Hours |\n"
        "|---|---|---|---|\n"
        "| K12 | Ana P. | R. Oduya | 1900-0700 |\n"
        "| 3-2 | Lee, Min | self | 0700-1900 |\n"
        "| 644-b | T. Varga | - | - |\n"
    )
    assert texts(en_table_rooms, text) == ["K12", "3-2", "644-b"]


def test_a_space_aligned_and_a_semicolon_export(en_table_rooms) -> None:
    aligned = (
        "device      serial        room     patient\n"
        "iv pump     PX-22817      3104-1   Ruiz, Elena\n"
        "pulse ox    77310045      B7       Hahn, Otto\n"
    )
    assert texts(en_table_rooms, aligned) == ["3104-1", "B7"]
    export = "bed;status;patient;los\nJ4;OCC;Mora, Ines;3\n219;DIRTY;;\n\nnext;section;here;now\n"
    assert texts(en_table_rooms, export) == ["J4", "219"]


def test_the_table_ends_at_a_blank_line(en_table_rooms) -> None:
    text = "Bed | Name | Acuity\n12 | X. Yu | 3\n\n14 | later line | 2\n"
    assert texts(en_table_rooms, text) == ["12"]


@pytest.mark.parametrize("text", [
    "Unit | Beds | Open | Closed\n4 North | 28 | 3 | 1\n",  # plural header: counts
    "Time    Loc    Beh    Init\n0100    4      D      KD\n",  # a chart's coded position column
    "Room | Patient | Notes\nsee below | Ann K. | transfer pending\n",  # not code-shaped
])  # fmt: skip
def test_no_room_in_counts_codes_or_words(en_table_rooms, text: str) -> None:
    assert texts(en_table_rooms, text) == []


def test_the_header_list_is_data() -> None:
    rooms = next(c for c in table_columns("en") if c.type == "LOCATION_OTHER")
    assert {"room", "bed", "rm/bed"} <= rooms.headers
    assert "beds" not in rooms.headers and "loc" not in rooms.headers
    assert table_columns("es") == ()


def test_the_detector_joins_the_rules(en_rules) -> None:
    assert "table_columns" in en_rules.detectors
    assert f"table_columns@{TABLE_COLUMNS_VERSION}" in en_rules.version
    assert rooms(en_rules, "Rm | Patient | RN\n517C | Q. Adeyemi | Bo\n") == ["517C"]


@pytest.mark.parametrize("text, expected", [
    ("715B  -- blocked (maint)\n22  -- vacant, clean\n", ["715B", "22"]),
    ("| C4   CLOSED (D&V)\n", ["C4"]),
    ("M9|CLEAN|||\n", ["M9"]),
    ("- 3016-2 - dirty, EVS called\n", ["3016-2"]),
])  # fmt: skip
def test_a_room_or_bed_opening_a_bed_status_row(en_rules, text: str, expected: list[str]) -> None:
    assert rooms(en_rules, text) == expected


@pytest.mark.parametrize("text", [
    "2. Cleaned the wound, dressing applied.",
    "Day 3 empty stomach for the test",
    "The pharmacy is open 24 hours.",
])  # fmt: skip
def test_no_bed_status_row_in_prose(en_rules, text: str) -> None:
    assert rooms(en_rules, text) == []


@pytest.mark.parametrize("text, ward", [
    ("Transfer to 7 Central once a bed is cleaned.", "7 Central"),
    ("accepted -> 5 west, bed 12", "5 west"),
    ("Unit: 3NORTH", "3NORTH"),
])  # fmt: skip
def test_a_ward_by_floor_and_wing(en_rules, text: str, ward: str) -> None:
    assert ward in found_as(en_rules, text, "HOSPITAL")


@pytest.mark.parametrize("text", ["I-95 North was closed", "Lat 41.5 North", "3/4 east of the line"])
def test_no_ward_after_a_hyphen_point_or_slash(en_rules, text: str) -> None:
    assert found_as(en_rules, text, "HOSPITAL") == []
