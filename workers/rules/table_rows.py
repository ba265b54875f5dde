"""Lines and cells of delimited rows, with offsets: what the table readers (``table_staff``, ``table_columns``,
``numeric_rows``) share."""

from __future__ import annotations

from collections.abc import Callable

import regex

Cells = list[tuple[int, int]]

DRIFT = 3  # how far a row's cell may start from its header cell in a space-aligned table
_SPACED_CELL = regex.compile(r"\S+(?: \S+)*")  # cells of a space-aligned row: single spaces inside a cell
_WORD = regex.compile(r"[\p{L}\p{N}]")


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


def csv_cells(line: str) -> list[tuple[int, int]]:
    """(start, end) of each stripped cell of a comma-separated row, relative to the line; a field that opens with a
    double quote runs to its closing quote, commas and all, and its cell is the text inside the quotes."""
    out = []
    i, n = 0, len(line)
    while True:
        j = i
        while j < n and line[j] in " \t":
            j += 1
        if j < n and line[j] == '"':
            k = line.find('"', j + 1)
            while k != -1 and k + 1 < n and line[k + 1] == '"':  # "" inside a quoted field
                k = line.find('"', k + 2)
            k = n if k == -1 else k
            end = line.find(",", k + 1)
            s, e = j + 1, k
        else:
            end = line.find(",", i)
            part = line[i : n if end == -1 else end]
            s, e = i + len(part) - len(part.lstrip()), i + len(part.rstrip())
        end = n if end == -1 else end
        out.append((s, e) if e > s else (s, s))
        if end >= n:
            return out
        i = end + 1


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


def is_value_row(texts: list[str]) -> bool:
    """A row of values, not of headers: a cell with more than two digits, or digits in more than half the cells."""
    digits = [sum(ch.isdigit() for ch in t) for t in texts]
    return max(digits) > 2 or sum(map(bool, digits)) * 2 > len(texts)


def column_cell(line: str, sep: str, starts: tuple[int, ...], col: int, cells: Cells) -> tuple[int, int] | None:
    """The cell of a row under header cell ``col``: the cell of that index, or in a space-aligned table the cell under
    the header cell (:func:`aligned_cell`)."""
    if sep != "  ":
        return cells[col] if col < len(cells) else None
    return aligned_cell(line, starts, col, cells)


def table_body(lines: list[tuple[int, str]], start: int, sep: str, header_cells: int, max_rows: int,
               split: Callable[[str, str], Cells] = row_cells) -> tuple[list[tuple[int, str, Cells]], int]:  # fmt: skip
    """The rows under a header line of ``header_cells`` cells, from line index ``start``: (line offset, line, cells)
    of each, up to a blank line, a row with too few cells (one short of the header's is allowed; two for a
    space-aligned table) or ``max_rows`` rows; rule lines (``---|---``) are skipped. Also returns the index of the
    first line after them."""
    rows: list[tuple[int, str, Cells]] = []
    i = start
    while i < len(lines) and len(rows) < max_rows:
        base, line = lines[i]
        if not line.strip():
            break
        if _WORD.search(line) is None:  # a rule line under the header ("---|---")
            i += 1
            continue
        cells = split(line, sep)
        if (len(cells) < header_cells - 1) if sep != "  " else len(cells) < 2:
            break
        rows.append((base, line, cells))
        i += 1
    return rows, i
