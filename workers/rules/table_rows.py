"""Lines and cells of delimited rows, with offsets: what the table readers (``table_staff``, ``table_rooms``,
``numeric_rows``) share."""

from __future__ import annotations

import regex

DRIFT = 3  # how far a row's cell may start from its header cell in a space-aligned table
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


def header_key(cell: str) -> str:
    """A header cell as the column lists spell it: stripped of emphasis, a closing colon or full stop, and case."""
    return cell.strip().strip("*_").rstrip(":.").strip().casefold()


def aligned_cell(line: str, starts: tuple[int, ...], col: int, cells: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The cell of a space-aligned row under header cell ``col`` (header cells start at ``starts``): the cell
    starting nearest it within ``DRIFT`` characters, the last word of a cell that runs under it, or the row's last
    cell for the last column when it lies past the previous header cell."""
    hs = starts[col]
    near = [c for c in cells if abs(c[0] - hs) <= DRIFT]
    if near:
        return min(near, key=lambda c: abs(c[0] - hs))
    for s, e in cells:  # one space after a long value ("REFUSED ca"): the cell's last word, under the header
        k = line.rfind(" ", s, e)
        if s < hs < e and k >= 0 and abs(k + 1 - hs) <= DRIFT:
            return (k + 1, e)
    if col == len(starts) - 1 and len(cells) >= 2 and cells[-1][0] > starts[col - 1] + DRIFT:
        return cells[-1]
    return None
