"""English rules 0.48.0: every member of a list of room or bed codes is found (a Rooms column, a plural keyword
before a list or range); counts of beds, lab values and years in lists are not."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as


def rooms(rules, text: str) -> list[str]:
    return found_as(rules, text, "LOCATION_OTHER")


def test_a_rooms_column_of_an_assignment_sheet(en_rules) -> None:
    text = (
        "RN                      Phone      Rooms                   Acuity    Notes\n"
        "Tom Reyes               x83452     401-2, 415, 4W-17, 429   2/4/3     ortho pts\n"
        "A. Gill                 x7696      4S-35, 232-1, 201   1/2/3\n"
    )
    assert rooms(en_rules, text) == ["401-2", "415", "4W-17", "429", "4S-35", "232-1", "201"]


def test_a_list_needs_a_room_code_and_three_members(en_rules) -> None:
    # bare three-digit numbers read as values, and two codes alone are no list
    assert rooms(en_rules, "Glucose log:  120, 135, 140, 162\n") == []
    assert rooms(en_rules, "Totals:  401-2, 415\n") == []


def test_a_list_inside_prose_is_left_to_the_other_patterns(en_rules) -> None:
    assert rooms(en_rules, "Patients in 512A, 514, 516-2 are on contact precautions") == []


@pytest.mark.parametrize("text, expected", [
    ("Assigned rooms 401, 402 and 405 today.", ["401", "402", "405"]),
    ("omar r. (rms 333b to 814-1)", ["333b", "814-1"]),
    ("CNAs: Y. Liu (rms 3s-17 to 3s-24)", ["3s-17", "3s-24"]),
    ("beds 3 & 4 need a deep clean", ["3", "4"]),
])  # fmt: skip
def test_rooms_after_a_plural_keyword(en_rules, text: str, expected: list[str]) -> None:
    assert rooms(en_rules, text) == expected


@pytest.mark.parametrize("text", [
    "Beds: 24 open, 3 closed.",
    "Bed state: beds 28 available",
    "rooms 2 days ago were cleaned",
    "Bays 4",
])  # fmt: skip
def test_counts_and_durations_after_a_plural_keyword_are_no_rooms(en_rules, text: str) -> None:
    assert rooms(en_rules, text) == []
