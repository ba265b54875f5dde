"""English rules 0.65.0: a date never runs across a line break, and a score out of its scale's maximum after the
scale's name is no date; dates on one line and fractions that may be dates stay."""

from __future__ import annotations

import pytest

from tests.rules_helpers import found_as, vetoed_as


@pytest.mark.parametrize("text, dates", [
    ("Complete the seizure record and MAR.\n\n7. STORAGE AND TRAINING", []),
    ("Review in clinic by 2 Feb.\n\n2. Bram Becker, bed 4", ["2 Feb."]),
    ("Seen 29\n\nSep 2023 follow-up booked", ["Sep 2023"]),
    ("mid-August\n2. Any new or worse symptoms", []),
])  # fmt: skip
def test_a_date_stops_at_a_line_break(en_rules, text: str, dates: list[str]) -> None:
    assert found_as(en_rules, text, "DATE") == dates


@pytest.mark.parametrize("text, date", [
    ("Next visit on Monday, March 3, 2025 at 10:00", "Monday, March 3, 2025"),
    ("admitted 14th of February 2024 via ED", "14th of February 2024"),
    ("symptoms since early June 2021", "early June 2021"),
    ("on Tue 01/08/23 the pump alarmed", "Tue 01/08/23"),
    ("lived abroad 1998 - 2004", "1998 - 2004"),
])  # fmt: skip
def test_a_date_on_one_line_stays_whole(en_rules, text: str, date: str) -> None:
    assert found_as(en_rules, text, "DATE") == [date]


@pytest.mark.parametrize("text, score", [
    ("S: Improving. NPRS 1/10 (prev 5/10).", "1/10"),
    ("PHQ-9 9/27, GAD-7 6/21", "9/27"),
    ("Checklist score: 3/13 (previous 5, 07/06/2024)", "3/13"),
    ("HADS A 8/21, HADS D 5/21", "8/21"),
    ("MoCA 24/30 today", "24/30"),
])  # fmt: skip
def test_a_score_after_its_scales_name_is_no_date(en_rules, text: str, score: str) -> None:
    assert score in vetoed_as(en_rules, text, "DATE")


@pytest.mark.parametrize("text, date", [
    ("Seen 5/10 in clinic", "5/10"),
    ("Low back pain | 08/04-19/05 | video", "08/04"),
    ("PRN severe pain     10/15 3:14 PM continue", "10/15"),
    ("Prevalence audit: 1/24; unit HAPI rate reported", "1/24"),
])  # fmt: skip
def test_a_fraction_that_may_be_a_date_is_not_vetoed(en_rules, text: str, date: str) -> None:
    assert not any(date in v for v in vetoed_as(en_rules, text, "DATE"))
