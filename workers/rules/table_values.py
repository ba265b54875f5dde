"""Values in charted tables whose column header says what they are: the person's age under ``Age``, a user name under
``User`` or ``Login``.

Growth charts, bed lists, family histories and audit logs put one value a row under a header that names it
(``Date | Age | Weight``, ``user,date,time,ip,action``). The cell alone says too little (``9 months`` is also a
duration, ``ebaptiste`` a word no list knows); the header says enough. A header line has at least three cells split by
``|``, tabs, commas or runs of two or more spaces, one of them a header of ``value_columns.tsv`` (``header<TAB>TYPE``,
matched case-insensitively on the whole cell). In the rows that follow, up to a blank line or a line that is not a row
of the same table, the cell under that header is checked against its type's shape (an age: a number of years, months,
weeks or days, the number only being PHI; a user name: one token of letters, digits, ``.``, ``_`` or ``-`` with a
letter first, none of ``value_cell_stop.txt``) and tagged. A language without ``value_columns.tsv`` gets no spans."""

from __future__ import annotations

import functools

import regex
from deidq.workers.core.labels import label_of
from deidq.workers.core.spans import Span
from deidq.workers.core.terms import read_terms
from deidq.workers.languages import get_language
from deidq.workers.rules.table_rows import note_lines, row_cells

VERSION = "1.0.0"
SCORE = 0.9  # as table_staff: the header vouches for the cell
MAX_ROWS = 200
DRIFT = 3  # how far a cell of a space-aligned row may start from its header cell
SEPARATORS = ("|", "\t", ",", "  ")

# the part of a cell that is PHI, by type; a cell that does not match whole is left alone
CELL_SHAPES: dict[str, regex.Pattern[str]] = {
    "AGE": regex.compile(
        r"(?i)(\d{1,3})(?:[ \t]?(?:y|yo|y/o|yr|yrs|years?|m|mo|mos|mth|mths|months?|w|wk|wks|weeks?|d|days?)\.?)?"
    ),
    "USERNAME": regex.compile(r"([A-Za-z][A-Za-z0-9._\-]{2,31})"),
}


@functools.cache
def _columns(language: str) -> dict[str, str]:
    path = get_language(language).rules.data_dir / "value_columns.tsv"
    if not path.is_file():
        return {}
    out = {}
    for line in read_terms(path):
        header, typ = line.split("\t")
        if typ not in CELL_SHAPES:
            raise ValueError(f"{path}: no cell shape for type {typ!r}; known: {sorted(CELL_SHAPES)}")
        out[header.casefold()] = typ
    return out


@functools.cache
def _cell_stop(language: str) -> frozenset[str]:
    path = get_language(language).rules.data_dir / "value_cell_stop.txt"
    return frozenset(t.casefold() for t in read_terms(path)) if path.is_file() else frozenset()


def _key(cell: str) -> str:
    return cell.strip().strip("*_").rstrip(":.").strip().casefold()


class TableValueDetector:
    name = "table_values"
    version = VERSION

    def __init__(self, language: str) -> None:
        self.columns = _columns(language)
        self.cell_stop = _cell_stop(language)
        self.source = f"rules.{language}.{self.name}@{self.version}"
        words = sorted({w for h in self.columns for w in h.split()}, key=len, reverse=True)
        self._any_header = regex.compile(
            rf"(?i)(?<![\p{{L}}])(?:{'|'.join(map(regex.escape, words))})(?![\p{{L}}])") if words else None  # fmt: skip

    def _header(self, line: str) -> tuple[str, list[tuple[int, int]], list[tuple[int, str]]] | None:
        """(separator, header cells, [(column, type)]) of a header line, or None."""
        for sep in SEPARATORS:
            if sep != "  " and line.count(sep) < 2:
                continue
            cells = row_cells(line, sep)
            if len(cells) < 3:
                continue
            typed = [(k, self.columns[_key(line[s:e])]) for k, (s, e) in enumerate(cells)
                     if _key(line[s:e]) in self.columns]  # fmt: skip
            if typed:
                return sep, cells, typed
        return None

    def _cell(self, text: str, base: int, line: str, span: tuple[int, int], typ: str) -> Span | None:
        s, e = span
        m = CELL_SHAPES[typ].fullmatch(line, s, e)
        if m is None or line[s:e].casefold() in self.cell_stop:
            return None
        a, b = base + m.start(1), base + m.end(1)
        return Span(a, b, label_of(typ), typ, self.source, SCORE)

    def detect_text(self, text: str) -> list[Span]:
        if self._any_header is None or not self._any_header.search(text):
            return []
        out: list[Span] = []
        lines = note_lines(text)
        i = 0
        while i < len(lines):
            base, line = lines[i]
            i += 1
            header = self._header(line) if self._any_header.search(line) else None
            if header is None:
                continue
            sep, head_cells, typed = header
            rows = 0
            while i < len(lines) and rows < MAX_ROWS:
                base, line = lines[i]
                if not line.strip():
                    break
                if not regex.search(r"[\p{L}\p{N}]", line):  # a rule line under the header ("---|---")
                    i += 1
                    continue
                cells = row_cells(line, sep)
                if sep == "," and len(cells) != len(head_cells):
                    break  # a comma row must line up exactly: commas also sit inside free text
                if sep in ("|", "\t") and len(cells) < len(head_cells) - 1:
                    break
                if sep == "  " and len(cells) < 2:
                    break
                for col, typ in typed:
                    cell = self._row_cell(cells, head_cells, col, sep)
                    if cell is not None and cell[1] > cell[0]:
                        got = self._cell(text, base, line, cell, typ)
                        if got is not None:
                            out.append(got)
                rows += 1
                i += 1
        return out

    @staticmethod
    def _row_cell(cells: list[tuple[int, int]], head: list[tuple[int, int]], col: int,
                  sep: str) -> tuple[int, int] | None:  # fmt: skip
        if sep != "  ":
            return cells[col] if col < len(cells) else None
        want = head[col][0]  # space-aligned: the cell that starts under the header cell (rows drift a little)
        return next((c for c in cells if abs(c[0] - want) <= DRIFT), None)
