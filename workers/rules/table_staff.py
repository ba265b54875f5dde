"""People in charted tables: the cells of a column whose header names a person, and the initials that close
the rows of a timed chart or a dated entry.

Flowsheets, medication administration records and immunisation records name the member of staff who charted,
gave or checked each row in a column of its own (``Given by``, ``Init``, ``By``, ``Checked by``), most often by
initials that are also ordinary words or abbreviations (``do``, ``am``, ``mg``). No pattern over a single line
can tell such a cell from the abbreviation; the column header can. Three forms:

* **person columns**: a header line of at least three cells, split by ``|``, tabs or runs of two or more spaces,
  one of which is a header of ``person_columns.tsv`` (``header<TAB>TYPE``). In the rows that follow, up to a blank
  line or a line that is not a row, the cell under that header is a name: for ``|`` and tab tables the cell of
  the same index, for space-aligned ones the cell that starts within a few characters of the header cell (rows
  drift by a character or two), or the row's last cell when the header's is last. Cells of
  ``table_cell_stop.txt`` (``--``, ``n/a``, ``self``, ``RN``), cells that are not name-shaped and cells naming a
  place (a word of ``organisation_words.txt``: ``Pharmacy``, ``Surgery``) are skipped.
* **timed rows**: two or more consecutive lines that start with a clock time and end, after two or more spaces,
  in two or three letters: those letters are initials unless they are a known word, abbreviation or unit.
* **signed entries**: a line that starts with a date or time and ends in two or three letters in brackets or after
  a dash or slash (``fall overnight, CT head NAD (ks)``, ``dressing intact. - JF``), under the same word test; and
  dotted initials right after an entry's time (``** 0000 O.A. ambulated``).
* **administration events**: a clock time, ``given`` / ``held`` / ``refused`` / ``omitted``…, and two or three
  letters closing the event before ``;`` or the line end (``0900 given HM; 1200 refused (KS)``), unless a route,
  unit, status or one of the commonest words (``charting_stop.txt``: ``PO``, ``NBM``; a narrower test, as the event
  says initials come next).

Word lists per language (its record's ``rules``): ``person_columns.tsv``, ``table_cell_stop.txt``,
``organisation_words.txt`` and ``table_staff.toml`` (titles, credentials, clock suffixes, weekdays, administration
events) in the rules data folder, and ``initials_stop_files`` / ``initials_stop_frequent`` for
the word test. A language without ``person_columns.tsv`` or ``table_staff.toml`` gets no spans."""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass

import regex
from deidq.workers.core.labels import label_of
from deidq.workers.core.spans import Span
from deidq.workers.core.terms import read_terms, read_word_set
from deidq.workers.languages import get_language
from deidq.workers.rules.table_rows import column_cell, header_key, is_value_row, note_lines, row_cells, table_body

VERSION = "1.2.0"
# above the merger's floor for a span one role found alone, and at name propagation's 0.9: a person found in a chart
# is lent to the note's other occurrences of the name (initials of three letters or more; ordinary words never)
SCORE = 0.9
MAX_ROWS = 200
EVENT_FREQUENT = 2000  # the commonest words ("am", "on", "low") never close an event as initials

_NAME_CELL = regex.compile(r"\p{L}[\p{L}'’\-]*\.?(?:[ \t]+\p{L}[\p{L}'’\-]*\.?){0,3}")
_SPLIT_NAMES = regex.compile(r"[ \t]*(?:/|&|,|;|\+|\band\b)[ \t]*")
_DATE = r"\d{1,2}[/.\-]\d{1,2}(?:[/.\-]\d{2,4})?|\d{1,2}[ \t]+\p{L}{3,9}\.?(?:[ \t]+\d{4})?|\p{L}{3,9}\.?[ \t]+\d{1,2}"
_ROW_INITIALS = regex.compile(r"(?<=\S)[ \t]{2,}(\p{L}{2,3})[ \t]*$")
# what closes such an entry: "(ks)", or a dash or slash and the initials ("… intact. - JF", "… to team. / et")
_SIGNED = regex.compile(r"(?:\((\p{L}{2,3})\)|[ \t][-–/][ \t]*(\p{L}{2,3}))[ \t.]*$")
# who gave a dose in a grid cell: the cell's last word ("OG", "R IDS", "held (NBM) OG")
_CELL_INITIALS = regex.compile(r"(?<![\p{L}\p{N}.])(\p{L}{2,3}|\p{Lu}\.\p{Lu}\.(?:\p{Lu}\.)?)[ \t]*$")


def _alternatives(words: list[str]) -> str:
    """A regex alternation of the words, in order; a space inside one stands for one or more blanks."""
    return "|".join(r"[ \t]+".join(map(regex.escape, w.split())) for w in words)


@dataclass(frozen=True, slots=True)
class Lexis:
    """The language's patterns, built from its ``table_staff.toml`` (titles, credentials, clock suffixes, weekdays,
    administration events, meridiem words)."""

    title: regex.Pattern[str]
    credentials: regex.Pattern[str]
    timed_row: regex.Pattern[str]
    entry: regex.Pattern[str]
    dotted_after_clock: regex.Pattern[str]
    day_header: regex.Pattern[str]
    event: regex.Pattern[str]
    meridiem: frozenset[str]

    @classmethod
    def from_words(cls, w: dict[str, list[str]]) -> Lexis:
        clock = rf"(?:[01]?\d|2[0-3])[:.h]?[0-5]\d(?:[ \t]*(?i:{_alternatives(w['clock_suffixes'])}))?"
        weekday = rf"(?i:{_alternatives(w['weekdays'])})\.?"
        return cls(
            title=regex.compile(rf"(?i)^(?:{_alternatives(w['titles'])})\.?[ \t]+"),
            credentials=regex.compile(rf"(?:,?[ \t]+(?:{_alternatives(w['credentials'])}))+$"),
            # a charted row: an optional weekday and date, then a clock time
            timed_row=regex.compile(rf"^[ \t]*(?:{weekday}[ \t]+)?(?:(?:{_DATE})[ \t,]+)?{clock}(?![\d:])"),
            # a dated or timed entry ("14 May: febrile", "Sun 15/5:", "- 22/1:", "08:15") closed by "(ks)"
            entry=regex.compile(rf"^[ \t]*(?:[-•*·]+[ \t]*)?(?:{weekday}[ \t]+)?(?:{_DATE}|{clock})"),
            # dotted initials opening a charted entry after its time ("** 0000 O.A. ambulated to bathroom")
            dotted_after_clock=regex.compile(
                rf"(?<![\d:]){clock}[ \t]+(\p{{Lu}}\.\p{{Lu}}\.(?:\p{{Lu}}\.)?)(?![\p{{L}}])"
            ),
            # a day column of a medication grid: its header cell is a date ("14 Jan", "15/01", "Tue 3/2", "2021-01-14")
            day_header=regex.compile(rf"(?:{weekday}[ \t]+)?(?:{_DATE}|\d{{4}}-\d{{2}}-\d{{2}})"),
            # an administration event and who did it: "0900 given HM; 1200 refused (KS); 18:00 held - vomiting AAC"
            event=regex.compile(
                rf"(?<![\d:]){clock}[ \t]+(?i:{_alternatives(w['events'])})"
                r"(?![\p{L}])[^;\n]{0,60}?[ \t(](\p{L}{2,3})\)?[ \t]*(?=;|$)",
                regex.MULTILINE,
            ),
            meridiem=frozenset(m.casefold() for m in w["meridiem"]),
        )


@functools.cache
def lexis(language: str) -> Lexis | None:
    """The language's patterns, or None when its rules data has no ``table_staff.toml``."""
    path = get_language(language).rules.data_dir / "table_staff.toml"
    if not path.is_file():
        return None
    with path.open("rb") as fh:
        return Lexis.from_words(tomllib.load(fh))


@dataclass(frozen=True, slots=True)
class Header:
    """A header line: its cells and which of them name people."""

    sep: str  # "|", "\t" or "  " (space-aligned)
    starts: tuple[int, ...]  # each cell's start, relative to the line
    person: tuple[tuple[int, str], ...]  # (cell index, fine type)
    grid: bool = False  # a medication grid: the person columns are days, their cells end in initials


@functools.cache
def _columns(language: str) -> dict[str, str]:
    path = get_language(language).rules.data_dir / "person_columns.tsv"
    if not path.is_file():
        return {}
    out = {}
    for line in read_terms(path):
        header, _, typ = line.partition("\t")
        out[header.strip().casefold()] = typ.strip()
    return out


@functools.cache
def word_list(language: str, name: str) -> frozenset[str]:
    """A casefolded word list of the language's rules data folder (empty when it has none), read once."""
    path = get_language(language).rules.data_dir / name
    return read_word_set([path]) if path.is_file() else frozenset()


@functools.cache
def initials_stop(language: str) -> frozenset[str]:
    """Words, abbreviations and units that two or three capitals may be instead of a person's initials: the
    language's initials stop lists and the first N of its frequency list, read once for every rule that asks."""
    rules = get_language(language).rules
    return read_word_set(rules.initials_stop_files, rules.initials_stop_frequent)


@functools.cache
def _event_stop(language: str) -> frozenset[str]:
    """What may close an administration event instead of initials: placeholders, routes, units, statuses and the
    commonest words (a narrower test than :func:`_word_stop`: the event itself says initials come next)."""
    frequent = get_language(language).rules.initials_stop_frequent
    common = read_word_set([], (frequent[0], EVENT_FREQUENT)) if frequent else frozenset()
    return word_list(language, "table_cell_stop.txt") | word_list(language, "charting_stop.txt") | common


@functools.cache
def _word_stop(language: str) -> frozenset[str]:
    """Words, abbreviations and units that two or three letters closing a row or entry may be instead of initials."""
    return word_list(language, "table_cell_stop.txt") | initials_stop(language)


class TableStaffDetector:
    name = "table_staff"
    version = VERSION

    def __init__(self, language: str) -> None:
        self.language = language
        self.columns = _columns(language)
        self.cell_stop = word_list(language, "table_cell_stop.txt")
        self.org_words = word_list(language, "organisation_words.txt")
        self.word_stop = _word_stop(language) if self.columns else frozenset()
        self.event_stop = _event_stop(language) if self.columns else frozenset()
        self.source = f"rules.{language}.{self.name}@{self.version}"
        self.lex = lexis(language) if self.columns else None
        words = sorted({w for h in self.columns for w in h.split()}, key=len, reverse=True)
        # header words, searched on table-like lines before a line is split into cells
        self._any_header = regex.compile(
            rf"(?i)(?<![\p{{L}}])(?:{'|'.join(map(regex.escape, words))})(?![\p{{L}}])") if words else None  # fmt: skip

    # -- person columns -----------------------------------------------------------------------------------

    def _header(self, line: str) -> Header | None:
        for sep in ("|", "\t", "  "):
            if sep != "  " and line.count(sep) < 2:
                continue
            cells = row_cells(line, sep)
            if sep == "  ":  # "NEWS2 Init": a last word that is a header of its own starts a cell
                split: list[tuple[int, int]] = []
                for s, e in cells:
                    head, _, last = line[s:e].rpartition(" ")
                    if head and header_key(line[s:e]) not in self.columns and header_key(last) in self.columns:
                        split += [(s, s + len(head)), (e - len(last), e)]
                    else:
                        split.append((s, e))
                cells = split
            texts = [line[s:e] for s, e in cells if e > s]
            if len(texts) < 3:
                continue
            if is_value_row(texts):
                return None  # a row of values ("10:35", "RN", "203.0.113.151"), not of headers
            person = tuple((i, typ) for i, (s, e) in enumerate(cells)
                           if e > s and (typ := self.columns.get(header_key(line[s:e]))) is not None)  # fmt: skip
            return Header(sep, tuple(s for s, _ in cells), person) if person else None
        return None

    @staticmethod
    def _grid_header(line: str, lex: Lexis) -> Header | None:
        """A medication grid's header: two or more day columns after at least one other column."""
        for sep in ("|", "\t", "  "):
            if sep != "  " and line.count(sep) < 2:
                continue
            cells = row_cells(line, sep)
            filled = [i for i, (s, e) in enumerate(cells) if e > s]
            days = [i for i in filled if lex.day_header.fullmatch(line[slice(*cells[i])].strip("*_ "))]
            if len(days) >= 2 and filled[0] < days[0]:
                return Header(sep, tuple(s for s, _ in cells), tuple((i, "DOCTOR") for i in days), grid=True)
            if len(filled) >= 3:
                return None
        return None

    def _grid_cell_spans(self, text: str, base: int, cell: tuple[int, int]) -> list[Span]:
        m = _CELL_INITIALS.search(text, base + cell[0], base + cell[1])
        if m is None:
            return []
        return [self._span(m.start(1), m.end(1))] if self._initials(m.group(1), self.event_stop) else []

    def _cell_spans(self, text: str, base: int, line: str, header: Header, cells: list[tuple[int, int]],
                    lex: Lexis) -> list[Span]:  # fmt: skip
        out: list[Span] = []
        for col, typ in header.person:
            cell = column_cell(line, header.sep, header.starts, col, cells)
            if cell is None:
                continue
            if header.grid:
                out.extend(self._grid_cell_spans(text, base, cell))
            else:
                out.extend(self._names_in_cell(text, base + cell[0], base + cell[1], typ, lex))
        return out

    def _names_in_cell(self, text: str, s: int, e: int, typ: str, lex: Lexis) -> list[Span]:
        value = text[s:e]
        if not value or value.casefold().strip(" .") in self.cell_stop:
            return []
        out: list[Span] = []
        pos = 0
        for part in _SPLIT_NAMES.split(value):
            start = value.find(part, pos)
            pos = start + len(part)
            name = part
            title = lex.title.match(name)
            off = title.end() if title else 0
            name = lex.credentials.sub("", name[off:]).rstrip(" ,")
            if not name or name.casefold().strip(" .") in self.cell_stop or not _NAME_CELL.fullmatch(name):
                continue
            if any(w.casefold().strip(".'’") in self.org_words for w in name.split()):
                return []  # a place ("Lloyds Pharmacy"): the whole cell is left to the place rules
            a = s + start + off
            out.append(Span(a, a + len(name), label_of(typ), typ, self.source, SCORE))
        return out

    def _tables(self, lines: list[tuple[int, str]], text: str, any_header: regex.Pattern[str],
                lex: Lexis) -> list[Span]:  # fmt: skip
        out: list[Span] = []
        i = 0
        while i < len(lines):
            base, line = lines[i]
            table_like = line.count("  ") >= 2 or line.count("|") >= 2 or line.count("\t") >= 2
            header = self._header(line) if table_like and any_header.search(line) else None
            if header is None and table_like:
                header = self._grid_header(line, lex)
            i += 1
            if header is None:
                continue
            filled = 0
            found: list[Span] = []
            body, i = table_body(lines, i, header.sep, len(header.starts), MAX_ROWS)
            for base, line, cells in body:
                found.extend(self._cell_spans(text, base, line, header, cells, lex))
                if header.grid:
                    filled += sum(1 for col, _ in header.person if col < len(cells) and cells[col][1] > cells[col][0])
            # a grid of results under dates ("Na | 135 | 138") is no medication grid: most day cells must be signed
            if not header.grid or len(found) * 2 >= filled:
                out.extend(found)
        return out

    # -- initials closing a timed row or a dated entry ---------------------------------------------------

    @staticmethod
    def _initials(word: str, stop: frozenset[str]) -> bool:
        """Dotted initials (``O.A.``), or letters in one case that are none of ``stop``'s words (the word test:
        ``word_stop``, or the narrower ``event_stop`` where the context says initials come next)."""
        return "." in word or ((word.islower() or word.isupper()) and word.casefold() not in stop)

    def _timed_rows(self, lines: list[tuple[int, str]], lex: Lexis) -> list[Span]:
        out: list[Span] = []
        run: list[tuple[int, int]] = []
        for base, line in lines:
            timed = lex.timed_row.match(line) is not None
            hit = _ROW_INITIALS.search(line) if timed else None
            if hit is not None and self._initials(hit.group(1), self.word_stop):
                run.append((base + hit.start(1), base + hit.end(1)))
                continue
            if timed:
                continue  # a timed row without initials does not break the run
            if len(run) >= 2:
                out.extend(self._span(a, b) for a, b in run)
            run = []
        if len(run) >= 2:
            out.extend(self._span(a, b) for a, b in run)
        return out

    def _entries(self, lines: list[tuple[int, str]], lex: Lexis) -> list[Span]:
        """Initials signing a dated or timed entry, and dotted initials opening one."""
        out: list[Span] = []
        for base, line in lines:
            if not lex.entry.match(line):
                continue
            hit = _SIGNED.search(line)
            if hit is not None:
                g = 1 if hit.group(1) else 2
                if self._initials(hit.group(g), self.word_stop):
                    out.append(self._span(base + hit.start(g), base + hit.end(g)))
            for m in lex.dotted_after_clock.finditer(line):
                if m.group(1).casefold() not in lex.meridiem:
                    out.append(self._span(base + m.start(1), base + m.end(1)))
        return out

    def _events(self, text: str, lex: Lexis) -> list[Span]:
        return [self._span(m.start(1), m.end(1)) for m in lex.event.finditer(text)
                if self._initials(m.group(1), self.event_stop)]  # fmt: skip

    def _span(self, start: int, end: int) -> Span:
        return Span(start, end, "NAME", "DOCTOR", self.source, SCORE)

    def detect_text(self, text: str) -> list[Span]:
        lex = self.lex
        if not self.columns or lex is None:
            return []
        lines = note_lines(text)
        any_header = self._any_header
        spans = self._tables(lines, text, any_header, lex) if any_header is not None else []
        taken = {(s.start, s.end) for s in spans}
        for s in (*self._timed_rows(lines, lex), *self._entries(lines, lex), *self._events(text, lex)):
            if (s.start, s.end) not in taken:
                spans.append(s)
        return spans
