"""The English row-number veto (rules 0.41.0): the running count opening the rows of a numbered table is no PHI for
any role; a first column headed by a place ("Bed"), a count that does not run 1, 2, 3, and the other cells are left
alone."""

from __future__ import annotations

from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.merge.ensemble import merge
from deidq.workers.rules import build_detector
from deidq.workers.rules.row_numbers import RowNumberVeto

REGISTER = (
    "| # | Vaccine | Date |\n|---|---|---|\n| 1 | Tdap | 11/06/2014 |\n| 2 | MMR | 1/2/2015 |\n| 3 | Flu | 3/4/2016 |\n"
)


def vetoed(text: str, language: str = "en") -> list[str]:
    return [text[s.start : s.end] for s in RowNumberVeto(language).markers(text)]


def test_counts_of_a_numbered_table_are_vetoed_across_separator_lines() -> None:
    assert vetoed(REGISTER) == ["1", "2", "3"]
    offsets = [m.start for m in RowNumberVeto("en").markers(REGISTER)]
    assert [REGISTER[o - 2 : o] for o in offsets] == ["| "] * 3
    assert vetoed("1\tAbena\tsibling\t6\n2\tYao\tsibling\t67\n3\tKofi\tchild\t4\n4\tAma\tchild\t2") == [
        "1",
        "2",
        "3",
        "4",
    ]


def test_a_place_column_a_broken_count_and_short_tables_are_left_alone() -> None:
    assert vetoed("Bed | Patient | Age\n1 | Smith | 80\n2 | Jones | 71\n3 | Ng | 66\n") == []
    assert vetoed("Rm,Name\n1,Ana\n2,Bo\n3,Cy\n") == []
    assert vetoed("| 1 | a |\n| 2 | b |\n| 4 | c |\n") == []  # 1, 2, 4: no count
    assert vetoed("| 1 | a |\n| 2 | b |\n") == []  # two rows
    assert vetoed("| 7 | a |\n| 8 | b |\n| 9 | c |\n") == []  # not from 1
    assert vetoed("1 apple\n2 pears\n3 plums\n") == []  # no delimiter: not a table


def test_two_tables_are_counted_apart_and_other_cells_stay() -> None:
    text = "| 1 | 5 |\n| 2 | 6 |\n| 3 | 7 |\n\nx\n\n| 1 | 2 |\n| 2 | 3 |\n| 3 | 4 |\n"
    markers = RowNumberVeto("en").markers(text)
    assert len(markers) == 6
    assert all(text[m.start - 2 : m.start] in ("| ", "") or m.start == 2 for m in markers)
    assert {text.count("\n", 0, m.start) for m in markers} == {0, 1, 2, 6, 7, 8}


def test_spanish_has_no_delimiters() -> None:
    assert vetoed(REGISTER, "es") == []


def test_a_model_bed_or_date_over_a_row_number_is_vetoed_the_date_cell_kept() -> None:
    text = REGISTER
    two = text.index("| 2 |") + 2
    date = text.index("1/2/2015")
    rules = build_detector("en").detect(Note(note_id="n", text=text))
    model = [
        Span(two, two + 1, "LOCATION", "LOCATION_OTHER", "model", 0.9),
        Span(date, date + 8, "DATE", "DATE", "model", 0.9),
    ]
    kept = merge({"rules": rules, "model": model}, text).kept
    covered = [(text[s.start : s.end], s.type) for s in kept]
    assert ("1/2/2015", "DATE") in covered
    assert not any(s.start <= two < s.end for s in kept)


def test_can_be_switched_off_by_name() -> None:
    assert build_detector("en", disabled=["row_numbers"]).row_numbers is None
    assert "row_numbers@" in build_detector("en").version
