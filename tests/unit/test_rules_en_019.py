"""English rules 0.19.0: the initials in the day columns of a medication grid, and people found in charts lent to
their other occurrences by name propagation. Cases are written here with other names and values; none is copied
from an evaluation set."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.merge.ensemble import MergePolicy, merge
from deidq.workers.merge.policy_env import merge_policy_for
from deidq.workers.rules.table_staff import TableStaffDetector

from tests.rules_helpers import texts

GRID = (
    "Drug | Time | 03 Mar | 04 Mar | 05 Mar\n"
    "Omeprazole 20 mg PO daily | 08:00 | QT | -- | R WVL\n"
    "Dalteparin 5000 units SC | 18:00 | held (NBM) QT | WVL | refused QT\n"
    "\n"
    "Key: QT Quentin Tull; WVL Wren V. Lasko\n"
)


def test_initials_in_day_columns(en_table_staff: TableStaffDetector) -> None:
    assert texts(en_table_staff, GRID) == ["QT", "WVL", "QT", "WVL", "QT"]


@pytest.mark.parametrize(
    "text",
    [
        # results under dates are no medication grid
        "Test | 14/01 | 15/01 | 16/01\nNa | 135 | 138 | 140\nUrine | neg | pos | NAD\n",
        # a route or status closing a cell is no one
        "Drug | 14 Jan | 15 Jan\nparacetamol | PO | IV\nmorphine | PRN | NBM\n",
    ],
)
def test_not_a_medication_grid(en_table_staff: TableStaffDetector, text: str) -> None:
    assert en_table_staff.detect_text(text) == []


def test_a_person_found_in_a_chart_is_lent_to_the_note() -> None:
    from deidq.workers.rules import build_detector

    text = "Signed off by WVL at handover.\n" + GRID
    spans = build_detector("en").detect(Note(note_id="t", text=text))
    assert all(s.score >= 0.9 for s in spans if s.source.startswith("rules.en.table_staff"))
    kept = merge({"rules": spans}, text, merge_policy_for("en", MergePolicy())).kept
    assert text.index("WVL") in {s.start for s in kept}  # the mention outside the chart, lent by propagation
