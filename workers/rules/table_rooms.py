"""Rooms and beds in tables: the cells of a column whose header names a room, bed or bay.

Bed boards, census exports, sitter rosters and equipment logs give each row's room or bed a column of its own
(``Room``, ``Bed``, ``Rm/Bed``). Its cells are short codes (``H8``, ``510A``, ``9071-2``, ``4W-17``) that no pattern
over a single line can tell from a count, a score or a dose; the column header can. A header line of at least three
cells, split by ``|``, tabs, ``;``, ``,`` or runs of two or more spaces, at most two digits in any cell (a data row is
no header), one of them a header of the language's ``table_rooms.toml``. In the rows that follow, up to a blank line
or a line that is not a row, the cell under that header (the cell of the same index, or for a space-aligned table
the cell under the header cell) is a LOCATION_OTHER span when the whole cell has the toml's code shape. Plural
headers (``Beds``, ``Rooms``) are left out of the list: their cells are counts. A language without
``table_rooms.toml`` gets no spans."""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass

import regex
from deidq.workers.core.spans import Span
from deidq.workers.languages import get_language
from deidq.workers.rules.table_rows import aligned_cell, header_key, note_lines, row_cells

VERSION = "1.0.0"
SCORE = 0.8  # as a room or bed after its keyword (en.loc.room_bed)
MAX_ROWS = 200
SEPARATORS = ("|", "\t", ";", ",", "  ")
_WORD = regex.compile(r"[\p{L}\p{N}]")


@dataclass(frozen=True, slots=True)
class RoomColumns:
    """The language's room and bed column headers (casefolded) and the shape of a code in their cells."""

    headers: frozenset[str]
    cell: regex.Pattern[str]


@functools.cache
def room_columns(language: str) -> RoomColumns | None:
    """The language's ``table_rooms.toml``, read once; None when its rules data has none."""
    path = get_language(language).rules.data_dir / "table_rooms.toml"
    if not path.is_file():
        return None
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    return RoomColumns(frozenset(h.casefold() for h in data["headers"]), regex.compile(data["cell"]))


@dataclass(frozen=True, slots=True)
class _Header:
    sep: str
    starts: tuple[int, ...]
    columns: tuple[int, ...]  # the indexes of the room and bed cells


class TableRoomsDetector:
    name = "table_rooms"
    version = VERSION

    def __init__(self, language: str) -> None:
        self.language = language
        self.columns = room_columns(language)
        self.source = f"rules.{language}.{self.name}@{self.version}"
        if self.columns is not None:
            words = sorted({w for h in self.columns.headers for w in regex.split(r"[ /#_\-]+", h) if w}, key=len,
                           reverse=True)  # fmt: skip
            # header words, searched before a line is split into cells
            self._any_header: regex.Pattern[str] | None = regex.compile(
                rf"(?i)(?<![\p{{L}}])(?:{'|'.join(map(regex.escape, words))})(?![\p{{L}}])")  # fmt: skip
        else:
            self._any_header = None

    def _header(self, line: str, headers: frozenset[str]) -> _Header | None:
        for sep in SEPARATORS:
            if sep != "  " and line.count(sep) < 2:
                continue
            cells = row_cells(line, sep)
            texts = [line[s:e] for s, e in cells if e > s]
            if len(texts) < 3:
                continue
            digits = [sum(ch.isdigit() for ch in t) for t in texts]
            if max(digits) > 2 or sum(map(bool, digits)) * 2 > len(texts):
                return None  # a row of values, not of headers
            cols = tuple(i for i, (s, e) in enumerate(cells) if e > s and header_key(line[s:e]) in headers)
            return _Header(sep, tuple(s for s, _ in cells), cols) if cols else None
        return None

    def detect_text(self, text: str) -> list[Span]:
        columns, any_header = self.columns, self._any_header
        if columns is None or any_header is None or any_header.search(text) is None:
            return []
        out: list[Span] = []
        lines = note_lines(text)
        i = 0
        while i < len(lines):
            line = lines[i][1]
            i += 1
            if not any(line.count(sep) >= 2 for sep in SEPARATORS) or any_header.search(line) is None:
                continue
            header = self._header(line, columns.headers)
            if header is None:
                continue
            rows = 0
            while i < len(lines) and rows < MAX_ROWS:
                base, line = lines[i]
                if not line.strip():
                    break
                if _WORD.search(line) is None:  # a rule line under the header ("---|---")
                    i += 1
                    continue
                cells = row_cells(line, header.sep)
                if (len(cells) < len(header.starts) - 1) if header.sep != "  " else len(cells) < 2:
                    break
                for col in header.columns:
                    if header.sep != "  ":
                        cell: tuple[int, int] | None = cells[col] if col < len(cells) else None
                    else:
                        cell = aligned_cell(line, header.starts, col, cells)
                    if cell is not None and cell[1] > cell[0] and columns.cell.fullmatch(line, cell[0], cell[1]):
                        out.append(Span(base + cell[0], base + cell[1], "LOCATION", "LOCATION_OTHER", self.source,
                                        SCORE))  # fmt: skip
                rows += 1
                i += 1
        return out
