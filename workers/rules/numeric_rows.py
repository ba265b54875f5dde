"""Numeric-row veto: a bare number in a delimited row of numbers is no place and no contact.

Exported flowsheets and observation charts ("9/8,1110,37.2,82,135/49,22,91,120,40,as") read to the English model like
address and phone lines, and it tags their cells STREET, LOCATION_OTHER or PHONE. For a row of at least
``MIN_CELLS`` non-empty cells, ``MIN_NUMERIC_SHARE`` of them numeric (numbers, ratios, clock times, date-shaped
values), the rules emit a ``labels:CONTACT,LOCATION`` veto marker (workers/core/vetoes.py) over each bare number:
at most four digits before any decimal point, or a ratio that cannot be a day and month ("131/66"). Date-shaped
cells ("9/8"), identifiers (five or more digits) and the initials closing a row are never covered, and other labels
(DATE, AGE, ID, NAME) are untouched. A bed board ("birch unit,17,will h.,52,5582626,…") has too many words to be
such a row. The delimiters are the language's (``RuleData.numeric_row_delimiters``); none, no markers."""

from __future__ import annotations

import regex
from deidq.workers.core.spans import Span
from deidq.workers.core.vetoes import label_veto_marker
from deidq.workers.languages import get_language
from deidq.workers.rules.table_rows import note_lines, row_cells

VERSION = "1.0.0"
MIN_CELLS = 4
MIN_NUMERIC_SHARE = 0.75
LABELS = ("CONTACT", "LOCATION")
_NUMERIC = regex.compile(r"[+-]?\d+(?:\.\d+)?(?:/\d+(?:\.\d+)?){0,2}%?|\d{1,2}:\d{2}(?::\d{2})?|\d{4}-\d{2}-\d{2}")
_BARE = regex.compile(r"[+-]?(\d{1,4})(?:\.\d+)?%?|(\d{1,3})(?:\.\d+)?/(\d{1,3})(?:\.\d+)?")


def _vetoable(cell: str) -> bool:
    """A bare number of at most four digits, or a ratio that cannot be a day and month."""
    m = _BARE.fullmatch(cell)
    if m is None:
        return False
    if m.group(1) is not None:
        return True
    a, b = int(m.group(2)), int(m.group(3))
    date_like = "." not in cell and 1 <= a <= 31 and 1 <= b <= 31 and min(a, b) <= 12
    return not date_like


class NumericRowVeto:
    name = "numeric_rows"
    version = VERSION

    def __init__(self, language: str) -> None:
        self.delimiters = get_language(language).rules.numeric_row_delimiters
        self.source = f"rules.{language}.{self.name}@{self.version}"

    def markers(self, text: str) -> list[Span]:
        """One ``labels:CONTACT,LOCATION`` marker per bare number of every numeric row."""
        out: list[Span] = []
        if not self.delimiters or not any(d in text for d in self.delimiters):
            return out
        for pos, line in note_lines(text):
            delim = max(self.delimiters, key=line.count)
            if line.count(delim) >= MIN_CELLS - 1:
                out.extend(self._row(line, pos, delim))
        return out

    def _row(self, line: str, pos: int, delim: str) -> list[Span]:
        cells = [(pos + s, line[s:e]) for s, e in row_cells(line, delim) if e > s]  # (offset in the note, cell)
        numeric = sum(1 for _, c in cells if _NUMERIC.fullmatch(c))
        if len(cells) < MIN_CELLS or numeric < MIN_NUMERIC_SHARE * len(cells):
            return []
        return [label_veto_marker(s, s + len(c), LABELS, self.source) for s, c in cells if _vetoable(c)]
