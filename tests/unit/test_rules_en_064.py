"""English rules 0.64.0: the cells of a row-number column (``#``, ``No.``, ``Ln``) and sums of money are no place, age,
date, identifier or contact, whichever detector read them so; a bed column and a hospital number stay."""

from __future__ import annotations

import pytest
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.core.vetoes import apply_vetoes, split_vetoes
from deidq.workers.rules.table_columns import TableColumnsDetector

from tests.rules_helpers import found_as, vetoed_as

PIPE = (
    "| # | Name | Age | Hosp No | Contact |\n"
    "|---|---|---|---|---|\n"
    "| 1 | Whitcombe, Teodor | 56 | RX550665 | (0113) 555 8732 |\n"
    "| 2 | Clodagh Tuhiwai | 75 | RX337741 | 0191 5556773 |\n"
)
ALIGNED = (
    "#  Baby                     DOB         Wt (g)   Feeding  Action\n"
    "1  April Cook               25/11/24    3819     EBM      GP - slow gain\n"
    "2  Conti, Stefano           04/09/2024  5973     FF       LC referral\n"
)
LINES = "Ln | Patient | ID | DOB | Product | Qty\n01 | Rowntree, Marisol | MR4800600 | 05-Sep-1938 | Cisplatin | 2\n"


@pytest.fixture(scope="module")
def en_columns() -> TableColumnsDetector:
    return TableColumnsDetector("en")


@pytest.mark.parametrize("text, numbers", [(PIPE, {"1", "2"}), (ALIGNED, {"1", "2"}), (LINES, {"01", "2"})])
def test_a_row_number_column_is_vetoed(en_columns, text: str, numbers: set[str]) -> None:
    _, vetoes = en_columns.scan(text)
    assert {text[v.start : v.end] for v in vetoes} == numbers
    assert all(v.type == "inside:labels:AGE,CONTACT,DATE,ID,LOCATION" for v in vetoes)


def test_the_network_reading_a_row_number_as_a_room_is_overruled(en_rules) -> None:
    spans = en_rules.detect(Note(note_id="t", text=PIPE))
    _, markers = split_vetoes(spans)
    room = Span(PIPE.index("| 1 |") + 2, PIPE.index("| 1 |") + 3, "LOCATION", "LOCATION_OTHER", "model", 0.99)
    kept, vetoed = apply_vetoes(PIPE, [room], markers)
    assert kept == [] and vetoed == [room]


def test_the_typed_columns_still_tag(en_rules) -> None:
    assert found_as(en_rules, PIPE, "AGE") == ["56", "75"]
    assert "table_columns@1.1.0" in en_rules.version


@pytest.mark.parametrize("text", [
    "Bed | Name | Acuity\n12 | X. Yu | 3\n14 | Ann K. | 2\n",  # a bed column: rooms
    "| Hosp No | Name | Ward |\n| 12 | Ruiz, Eva | 4B |\n",  # "Hosp No" is no row-number header
    "# | Name | Room\n1A | Ruiz, Eva | 12\n",  # not a row number
    "No | Name\n1 | Ruiz\n",  # two cells: no table header
])  # fmt: skip
def test_no_veto_outside_a_row_number_column(en_columns, text: str) -> None:
    assert en_columns.scan(text)[1] == []


def test_a_bed_column_keeps_its_rooms(en_rules) -> None:
    text = "Bed | Name | Acuity\n12 | X. Yu | 3\n14 | Ann K. | 2\n"
    assert found_as(en_rules, text, "LOCATION_OTHER") == ["12", "14"]


@pytest.mark.parametrize("text, money", [
    ("General liability: Northgate Insurance Co., $1M/$3M occurrence", "$3M"),
    ("Invoice: consultation fee €420, paid", "€420"),
    ("Deposit AU$ 1,250.00 received", "AU$ 1,250.00"),
    ("cost £3.5k per year", "£3.5k"),
])  # fmt: skip
def test_a_sum_of_money_is_no_age_date_or_number(en_rules, text: str, money: str) -> None:
    assert money in vetoed_as(en_rules, text, "AGE") and money in vetoed_as(en_rules, text, "ID")


def test_a_dollar_free_number_stays(en_rules) -> None:
    assert vetoed_as(en_rules, "aged 34, seen 3/4", "AGE") == set()
