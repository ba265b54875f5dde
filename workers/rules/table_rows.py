"""Lines and cells of delimited rows, with offsets: what the table readers (``table_staff``, ``numeric_rows``) share."""

from __future__ import annotations

import regex

_SPACED_CELL = regex.compile(r"\S+(?: \S+)*")  # cells of a space-aligned row: single spaces inside a cell


def row_cells(line: str, sep: str) -> list[tuple[int, int]]:
    """(start, end) of each stripped cell of a row split by the one-character ``sep`` (or by runs of two or more
    spaces when ``sep`` is two spaces), relative to the line; an empty cell is (start, start)."""
    if sep == "  ":
        return [m.span() for m in _SPACED_CELL.finditer(line)]
    out = []
    pos = 0
    for part in line.split(sep):
        s = pos + len(part) - len(part.lstrip())
        e = pos + len(part.rstrip())
        out.append((s, e) if e > s else (s, s))
        pos += len(part) + 1
    return out


def note_lines(text: str) -> list[tuple[int, str]]:
    """(start offset, line) of every line, without its line break."""
    out = []
    pos = 0
    for line in text.split("\n"):
        out.append((pos, line))
        pos += len(line) + 1
    return out
