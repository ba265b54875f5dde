"""Row-number veto: the running count that opens each row of a table (1, 2, 3, …) is no PHI.

Exported lists and registers number their rows ("| 2 | Tdap | 11/06/2014 |", "3\tAbena\tsibling\t6"); the English model
reads the count as a bed, a date or an age, since bed boards put bed numbers in that place. A column is taken for row
numbers only when the first cells of at least ``MIN_ROWS`` consecutive rows split by one of the language's
``row_number_delimiters`` count 1, 2, 3, … (separator lines such as "|---|" may sit between them), and the column's
header, the nearest line above the first row, does not name a place (``RuleData.place_column_words``: "Bed", "Room",
"Bay"): a bed board numbered from bed 1 keeps its beds. Each count gets a veto marker for the labels a bare number can
be mistaken for; names and professions are not at stake. No delimiters, no markers."""

from __future__ import annotations

import regex
from deidq.workers.core.spans import Span
from deidq.workers.core.vetoes import label_veto_marker
from deidq.workers.languages import get_language

VERSION = "1.0.0"
MIN_ROWS = 3
LABELS = ("AGE", "CONTACT", "DATE", "ID", "LOCATION")
_SEPARATOR = regex.compile(r"[\s\-=+:|_.]*")
_WORD = regex.compile(r"\p{L}+")


def _first_cell(line: str, delim: str) -> tuple[int, str] | None:
    """(offset in the line, stripped text) of the line's first non-empty cell, if the line has the delimiter."""
    if delim not in line:
        return None
    at = 0
    for raw in line.split(delim):
        cell = raw.strip()
        if cell:
            return at + len(raw) - len(raw.lstrip()), cell
        at += len(raw) + len(delim)
    return None


class RowNumberVeto:
    name = "row_numbers"
    version = VERSION

    def __init__(self, language: str) -> None:
        rules = get_language(language).rules
        self.delimiters = rules.row_number_delimiters
        self.place_words = rules.place_column_words
        self.source = f"rules.{language}.{self.name}@{self.version}"

    def markers(self, text: str) -> list[Span]:
        """One marker per row number of every numbered table."""
        if not self.delimiters or "1" not in text:
            return []
        lines = text.split("\n")
        starts = [0] * len(lines)
        for i in range(1, len(lines)):
            starts[i] = starts[i - 1] + len(lines[i - 1]) + 1
        out: list[Span] = []
        i = 0
        while i < len(lines):
            run = self._run(lines, i)
            if run is None:
                i += 1
                continue
            cells, end = run
            for row, (at, cell) in cells:
                s = starts[row] + at
                out.append(label_veto_marker(s, s + len(cell), LABELS, self.source))
            i = end
        return out

    def _run(self, lines: list[str], i: int) -> tuple[list[tuple[int, tuple[int, str]]], int] | None:
        """The first cells counting 1, 2, 3, … from line ``i`` and the line after the run, if it is a numbered
        table's row-number column."""
        line = lines[i]
        delim = max(self.delimiters, key=line.count)
        first = _first_cell(line, delim)
        if first is None or first[1] != "1":
            return None
        cells = [(i, first)]
        j = i + 1
        while j < len(lines):
            if lines[j].strip() and _SEPARATOR.fullmatch(lines[j]):
                j += 1
                continue
            got = _first_cell(lines[j], delim)
            if got is None or got[1] != str(len(cells) + 1):
                break
            cells.append((j, got))
            j += 1
        if len(cells) < MIN_ROWS or self._place_column(lines, i, delim):
            return None
        return cells, j

    def _place_column(self, lines: list[str], i: int, delim: str) -> bool:
        """Whether the header above line ``i`` names a place in the first column ("Bed | Patient | …")."""
        h = i - 1
        while h >= 0 and lines[h].strip() and _SEPARATOR.fullmatch(lines[h]):
            h -= 1
        if h < 0 or not lines[h].strip():
            return False
        head = _first_cell(lines[h], delim)
        if head is None:
            return False
        return any(w.casefold() in self.place_words for w in _WORD.findall(head[1]))
