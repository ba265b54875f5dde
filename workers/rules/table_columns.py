"""Values in tables by their column: the cells under a header that names a room, bed or bay, an age or a user name.

Bed boards, census and schedule exports, rosters and audit logs give each row's room, age or login a column of its
own (``Room``, ``OR``, ``Age/Sex``, ``User``). Such a cell alone (``H8``, ``06``, ``67F``, ``thuckaby90``) reads
as a count, a score or a word to every pattern over a single line; the column header says what it is. A header
line of at least three cells, split by ``|``, tabs, ``;``, ``,`` (a field in double quotes keeps its commas) or runs
of two or more spaces, at most two digits in any cell (a data row is no header), with a header of one of the
language's columns (``table_columns.toml``). In the rows that follow, up to a blank line or a line that is not a
row, the cell under that header (the cell of the same index, or for a space-aligned table the cell under the
header cell) is a span of the column's type when the whole cell has the column's shape, and is none of its stop
words; where the shape has a ``phi`` group, only that part is (the age of ``67F``). Plural headers (``Beds``,
``Rooms``) are left out: their cells are counts. A language without ``table_columns.toml`` gets no spans.

A column may instead say what its cells are not: one with ``veto_labels`` (a row-number column, ``#``, ``No.``,
``Ln``) gives each matching cell a veto marker for those labels (workers/core/vetoes.py) that drops any span lying
wholly inside it, whichever detector found it: the network reads a list's row numbers as rooms or ages."""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass

import regex
from deidq.workers.core.labels import label_of
from deidq.workers.core.spans import Span
from deidq.workers.core.terms import read_word_set
from deidq.workers.core.vetoes import label_veto_marker
from deidq.workers.languages import get_language
from deidq.workers.rules.table_rows import (
    column_cell,
    csv_cells,
    header_key,
    is_value_row,
    note_lines,
    row_cells,
    table_body,
)

VERSION = "1.1.0"  # 1.1.0 (rules 0.64.0): veto columns (row numbers)
SCORE = 0.8  # as a room or bed after its keyword (en.loc.room_bed)
MAX_ROWS = 200
SEPARATORS = ("|", "\t", ";", ",", "  ")


@dataclass(frozen=True, slots=True)
class Column:
    """One kind of column: its fine type, its headers (casefolded), the shape of its cells and words that are none."""

    type: str  # "" for a veto column
    headers: frozenset[str]
    cell: regex.Pattern[str]
    stop: frozenset[str] = frozenset()
    veto_labels: frozenset[str] = frozenset()


@functools.cache
def table_columns(language: str) -> tuple[Column, ...]:
    """The language's ``table_columns.toml``, read once; empty when its rules data has none."""
    rules = get_language(language).rules
    path = rules.data_dir / "table_columns.toml"
    if not path.is_file():
        return ()
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    out = []
    for c in data["column"]:
        stop = read_word_set([rules.data_dir / f for f in c.get("stop_files", [])]) | {w.casefold() for w in
                                                                                      c.get("stop", [])}  # fmt: skip
        veto = frozenset(c.get("veto_labels", ()))
        if bool(veto) == ("type" in c):
            raise ValueError(f"{path}: a column has a type or veto_labels, not both and not neither")
        out.append(Column(c.get("type", ""), frozenset(h.casefold() for h in c["headers"]), regex.compile(c["cell"]),
                          frozenset(stop), veto))  # fmt: skip
    return tuple(out)


def _cells(line: str, sep: str) -> list[tuple[int, int]]:
    return csv_cells(line) if sep == "," else row_cells(line, sep)


@dataclass(frozen=True, slots=True)
class _Header:
    sep: str
    starts: tuple[int, ...]
    columns: tuple[tuple[int, Column], ...]  # (cell index, its kind)


class TableColumnsDetector:
    name = "table_columns"
    version = VERSION

    def __init__(self, language: str) -> None:
        self.language = language
        self.columns = table_columns(language)
        self.source = f"rules.{language}.{self.name}@{self.version}"
        self._by_header = {h: c for c in self.columns for h in c.headers}
        words = sorted({w for h in self._by_header for w in regex.split(r"[ /#_\-()]+", h) if w}, key=len,
                       reverse=True)  # fmt: skip
        symbols = sorted(h for h in self._by_header if not regex.search(r"\w", h))  # "#"
        # header words, searched before a line is split into cells
        alts = [rf"(?<![\p{{L}}])(?:{'|'.join(map(regex.escape, words))})(?![\p{{L}}])"] if words else []
        alts += [regex.escape(h) for h in symbols]
        self._any_header = regex.compile(f"(?i){'|'.join(alts)}") if alts else None

    def _header(self, line: str) -> _Header | None:
        for sep in SEPARATORS:
            if sep != "  " and line.count(sep) < 2:
                continue
            cells = _cells(line, sep)
            texts = [line[s:e] for s, e in cells if e > s]
            if len(texts) < 3:
                continue
            cols = tuple((i, col) for i, (s, e) in enumerate(cells)
                         if e > s and (col := self._by_header.get(header_key(line[s:e]))) is not None)  # fmt: skip
            if not cols:
                return None
            if is_value_row(texts):
                return None  # a row of values, not of headers
            return _Header(sep, tuple(s for s, _ in cells), cols)
        return None

    def _value(self, line: str, base: int, cell: tuple[int, int], col: Column) -> Span | None:
        s, e = cell
        m = col.cell.fullmatch(line, s, e)
        if m is None or (col.stop and line[s:e].casefold() in col.stop):
            return None
        if "phi" in m.re.groupindex:
            s, e = m.span("phi")
        if col.veto_labels:
            return label_veto_marker(base + s, base + e, col.veto_labels, self.source, inside_only=True)
        return Span(base + s, base + e, label_of(col.type), col.type, self.source, SCORE)

    def detect_text(self, text: str) -> list[Span]:
        """The spans of the typed columns."""
        return self.scan(text)[0]

    def scan(self, text: str) -> tuple[list[Span], list[Span]]:
        """(spans of the typed columns, veto markers of the veto columns), in one pass over the tables."""
        any_header = self._any_header
        if any_header is None or any_header.search(text) is None:
            return [], []
        spans: list[Span] = []
        vetoes: list[Span] = []
        lines = note_lines(text)
        i = 0
        while i < len(lines):
            line = lines[i][1]
            i += 1
            if not any(line.count(sep) >= 2 for sep in SEPARATORS) or any_header.search(line) is None:
                continue
            header = self._header(line)
            if header is None:
                continue
            body, i = table_body(lines, i, header.sep, len(header.starts), MAX_ROWS, _cells)
            for base, line, cells in body:
                for idx, col in header.columns:
                    cell = column_cell(line, header.sep, header.starts, idx, cells)
                    if cell is not None and cell[1] > cell[0] and (span := self._value(line, base, cell, col)):
                        (vetoes if col.veto_labels else spans).append(span)
        return spans, vetoes
