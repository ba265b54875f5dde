"""Format-preserving date parsing and rendering for the per-patient date shift.

:func:`parse_date` turns a date string into a :class:`DateSpec` (the token layout: which number
is the day, month or year and how wide it is, month/weekday names with their language,
abbreviation and case, literals kept verbatim) plus the calendar value. :func:`render_date`
writes another date with the same spec, and :func:`parse_with_spec` reads it back, so
``parse_with_spec(render_date(spec, d), spec) == d`` for every supported layout.

Supported: numeric ``03/14/2019``, ``14/03/2019``, ``3-14-19``, ``2019-03-14`` (ISO, also with a
time, kept as is), ``20190314``, partial ``3/14`` and ``03/2019``; month names of the note's language and of the
languages its record's ``also_parse_months_of`` names (English and Spanish read each other's), full or
abbreviated (``March 14, 2019``, ``14-Mar-19``, ``14 de marzo de 2019``,
``marzo de 2019``, ``March 2019``, ``Mar 14th``), leading weekday names (recomputed), and
a year alone (``2019``, ``año 1996``). Names, connector words, ordinal suffixes and whether ``03/04`` is
day-first come from the language records (``deidq.workers.languages``).
"""

from __future__ import annotations

import calendar
import datetime as dt
import functools
import re
from dataclasses import dataclass

from deidq.workers.languages import get_language
from deidq.workers.surrogates.keyed import strip_accents

REF_YEAR = 2000  # leap year used for dates written without a year (keeps 29 Feb valid)


def _key(word: str) -> str:
    return strip_accents(word).casefold().rstrip(".")


@functools.cache
def _parse_order(lang: str) -> tuple[str, ...]:
    """The languages whose names a date in ``lang`` may use: its own first, then ``also_parse_months_of``."""
    rec = get_language(lang)
    return (rec.code, *rec.also_parse_months_of)


@functools.cache
def _names(lang: str, table: str) -> tuple[str, ...]:
    """``table`` (``months``, ``months_abbr``, ``weekdays``, ``weekdays_abbr``) of ``lang``, accents stripped."""
    return tuple(strip_accents(n) for n in getattr(get_language(lang).calendar, table))


@functools.cache
def _words(lang: str, attr: str) -> frozenset[str]:
    """``connectors`` or ``ordinal_suffixes`` of every language in ``lang``'s parse order."""
    return frozenset().union(*(getattr(get_language(c).calendar, attr) for c in _parse_order(lang)))


def _lookup(table: str, word: str, prefer: str) -> tuple[int, str] | None:
    k = _key(word)
    for lang in _parse_order(prefer):
        names = _names(lang, table)
        if k in names:
            return names.index(k), lang
    return None


def _alias(key: str, lang: str) -> tuple[int, str] | None:
    """(month, language) of another spelling of a month (es ``setiembre``), in ``lang``'s parse order."""
    for code in _parse_order(lang):
        month = get_language(code).calendar.month_aliases.get(key)
        if month is not None:
            return month, code
    return None


def _case_shape(word: str) -> str:
    letters = [c for c in word if c.isalpha()]
    if letters and all(c.isupper() for c in letters):
        return "upper" if len(letters) > 1 else "title"
    if letters and letters[0].isupper():
        return "title"
    return "lower"


def _apply_case(word: str, shape: str) -> str:
    if shape == "upper":
        return word.upper()
    if shape == "title":
        return word[:1].upper() + word[1:]
    return word.lower()


@dataclass(frozen=True, slots=True)
class Tok:
    """One piece of a date layout. ``role``: day, month, year, monthname, weekday, ordinal, lit."""

    role: str
    width: int = 0  # digits for numbers (1 = unpadded)
    lang: str = "en"
    abbr: bool = False
    case: str = "lower"
    text: str = ""  # literal text, or the original name variant (``sept``)


@dataclass(frozen=True, slots=True)
class DateSpec:
    toks: tuple[Tok, ...]
    kind: str  # "full" (d/m/y), "md" (no year), "my" (month and year), "y" (year alone)


@dataclass(frozen=True, slots=True)
class Parsed:
    spec: DateSpec
    year: int | None
    month: int | None
    day: int | None


_TOKEN = re.compile(r"\d+|[^\W\d_]+\.?|[^\w]+|_", re.UNICODE)


def _expand_year(y: int, width: int) -> int:
    if width >= 3:
        return y
    return 2000 + y if y < 50 else 1900 + y


def _valid(y: int | None, m: int | None, d: int | None) -> bool:
    if m is not None and not 1 <= m <= 12:
        return False
    if d is not None:
        yy = y if y is not None else REF_YEAR
        if m is None or not 1 <= d <= calendar.monthrange(yy, m)[1]:
            return False
    return y is None or 1 <= y <= 9999


def only_date_words(text: str, lang: str = "en") -> bool:
    """Whether every word of ``text`` is a calendar word (month, weekday, connector, ordinal suffix or
    ``date_words``) of a language in ``lang``'s parse order: a date surrogate may keep such words."""
    known = _calendar_words(lang)
    return all(_key(w) in known for w in re.findall(r"[^\W\d_]+", text))


@functools.cache
def _calendar_words(lang: str) -> frozenset[str]:
    out: set[str] = set()
    for code in _parse_order(lang):
        cal = get_language(code).calendar
        for table in ("months", "months_abbr", "weekdays", "weekdays_abbr"):
            out.update(_names(code, table))
        out.update(cal.month_aliases)
        out.update(_key(w) for w in (*cal.connectors, *cal.ordinal_suffixes, *cal.date_words))
    return frozenset(out)


def parse_date(text: str, lang: str = "en") -> Parsed | None:
    """Parse ``text`` into a spec and value; ``None`` when the layout is not understood."""
    lang = get_language(lang).code
    raw = _TOKEN.findall(text)
    if not raw or "".join(raw) != text:
        return None
    toks: list[Tok | None] = []
    nums: list[int] = []  # indices of digit tokens
    month_name: int | None = None
    weekday_idx: list[int] = []
    month_val: int | None = None
    pending: list[tuple[int, str]] = []
    for i, t in enumerate(raw):
        if t.isdigit():
            nums.append(i)
            toks.append(None)
            continue
        if not t[0].isalpha():
            toks.append(Tok("lit", text=t))
            continue
        pending.append((i, t))
        toks.append(None)
    # Month names first (a full month name wins over an ambiguous abbreviation like es "mar").
    words: dict[int, Tok] = {}
    for i, t in pending:
        k = _key(t)
        hit = _lookup("months", t, lang)
        if hit and hit[1] != lang and _lookup("months_abbr", t, lang) == (hit[0], lang):
            continue  # es "may" is the abbreviation of "mayo", not English "May"
        if hit and month_name is None:
            month_name, month_val = i, hit[0] + 1
            words[i] = Tok("monthname", lang=hit[1], abbr=False, case=_case_shape(t), text=k)
    for i, t in pending:
        if i in words:
            continue
        k = _key(t)
        hit = _lookup("weekdays", t, lang)
        if hit:
            words[i] = Tok("weekday", lang=hit[1], abbr=False, case=_case_shape(t))
            weekday_idx.append(i)
            continue
        if month_name is None:
            hit = _lookup("months_abbr", t, lang)
            found = (hit[0] + 1, hit[1]) if hit else _alias(k, lang)  # (month, language)
            if found:
                month_name, month_val = i, found[0]
                words[i] = Tok("monthname", lang=found[1], abbr=hit is not None, case=_case_shape(t), text=k)
                continue
        hit = _lookup("weekdays_abbr", t, lang)
        if hit:
            words[i] = Tok("weekday", lang=hit[1], abbr=True, case=_case_shape(t))
            weekday_idx.append(i)
            continue
        if k in _words(lang, "ordinal_suffixes") and i > 0 and raw[i - 1].isdigit():
            words[i] = Tok("ordinal", case=_case_shape(t), text=t)
            continue
        if k in _words(lang, "connectors"):
            words[i] = Tok("lit", text=t)
            continue
        return None  # an unknown word: not a date layout we can reproduce safely
    for i, w in words.items():
        toks[i] = w
    if len(weekday_idx) > 1:
        return None

    day_first = get_language(lang).day_first
    values = [int(raw[i]) for i in nums]
    widths = [len(raw[i]) for i in nums]
    y = m = d = None
    roles: list[str] = []
    if month_name is not None:
        m = month_val
        if len(nums) == 0:
            return None
        if len(nums) == 1:
            if widths[0] == 4:
                roles, y = ["year"], values[0]
            elif widths[0] <= 2:
                roles, d = ["day"], values[0]
            else:
                return None
        elif len(nums) == 2:
            if widths[0] <= 2 and widths[1] == 4:
                roles, d, y = ["day", "year"], values[0], values[1]
            elif widths[0] == 4 and widths[1] <= 2:
                roles, y, d = ["year", "day"], values[0], values[1]
            elif widths[0] <= 2 and widths[1] == 2:
                roles, d, y = ["day", "year"], values[0], _expand_year(values[1], 2)
            else:
                return None
        else:
            return None
    else:
        if len(nums) == 1 and len(raw) >= 1:
            width, v = widths[0], values[0]
            if width == 4 and not weekday_idx:
                roles, y = ["year"], v
            elif width == 8 and v // 10000 >= 1000:
                # Compact YYYYMMDD: split the token.
                s = raw[nums[0]]
                yy, mm, dd = int(s[:4]), int(s[4:6]), int(s[6:])
                if not _valid(yy, mm, dd):
                    return None
                i = nums[0]
                toks[i] = None
                toks = [*toks[:i], Tok("year", 4), Tok("month", 2), Tok("day", 2), *toks[i + 1 :]]
                spec = DateSpec(tuple(t for t in toks if t is not None), "full")
                return Parsed(spec, yy, mm, dd) if len(spec.toks) == len(toks) else None
            else:
                return None
        elif len(nums) == 2:
            a, b = values
            if widths[1] == 4 and widths[0] <= 2:
                roles, m, y = ["month", "year"], a, b
            elif widths[0] == 4 and widths[1] <= 2:
                roles, y, m = ["year", "month"], a, b
            elif widths[0] <= 2 and widths[1] <= 2:
                md = (not day_first and a <= 12) or (day_first and b > 12 and a <= 12)
                roles = ["month", "day"] if md else ["day", "month"]
                m, d = (a, b) if md else (b, a)
            else:
                return None
        elif len(nums) == 3:
            a, b, c = values
            if widths[0] == 4:
                roles, y, m, d = ["year", "month", "day"], a, b, c
            elif widths[2] in (2, 4) and widths[0] <= 2 and widths[1] <= 2:
                md = (not day_first and a <= 12) or (day_first and b > 12 and a <= 12)
                roles = ["month", "day", "year"] if md else ["day", "month", "year"]
                m, d = (a, b) if md else (b, a)
                y = _expand_year(c, widths[2])
            else:
                return None
        else:
            return None
    for i, role, width in zip(nums, roles, widths, strict=True):
        toks[i] = Tok(role, width)
    if any(t is None for t in toks):
        return None
    if not _valid(y, m, d):
        return None
    if weekday_idx and d is None:
        return None
    kind = "full" if (y and m and d) else "md" if (m and d) else "my" if (m and y) else "y" if y else ""
    if not kind:
        return None
    return Parsed(DateSpec(tuple(t for t in toks if t is not None), kind), y, m, d)


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def render_date(spec: DateSpec, year: int | None, month: int | None, day: int | None) -> str:
    """Write a date with ``spec``'s layout (``year`` is the full year even for two-digit specs)."""
    wd = None
    if day is not None and month is not None:
        wd = dt.date(year if year is not None else REF_YEAR, month, day).weekday()
    out = []
    for t in spec.toks:
        if t.role == "lit":
            out.append(t.text)
        elif t.role == "day":
            out.append(str(day).zfill(t.width))
        elif t.role == "month":
            out.append(str(month).zfill(t.width))
        elif t.role == "year":
            assert year is not None
            out.append(str(year % 100).zfill(2) if t.width <= 2 else str(year).zfill(t.width))
        elif t.role == "monthname":
            assert month is not None
            cal = get_language(t.lang).calendar
            name = (cal.months_abbr if t.abbr else cal.months)[month - 1]
            if t.text in cal.kept_month_spellings and cal.month_aliases.get(t.text) == month:
                name = t.text  # "setiembre" stays "setiembre" when the shift keeps the month
            out.append(_apply_case(name, t.case))
        elif t.role == "weekday":
            assert wd is not None
            cal = get_language(t.lang).calendar
            name = (cal.weekdays_abbr if t.abbr else cal.weekdays)[wd]
            out.append(_apply_case(name, t.case))
        elif t.role == "ordinal":
            assert day is not None
            suffix = _ordinal(day) if t.text.rstrip(".").lower() in {"st", "nd", "rd", "th"} else t.text
            out.append(_apply_case(suffix, t.case) if suffix != t.text else t.text)
        else:  # pragma: no cover
            raise AssertionError(t.role)
    return "".join(out)


def parse_with_spec(text: str, spec: DateSpec) -> tuple[int | None, int | None, int | None] | None:
    """Read back a date written with ``spec``; ``None`` if it does not match the layout."""
    pos = 0
    y = m = d = None
    for t in spec.toks:
        if t.role == "lit":
            if not text.startswith(t.text, pos):
                return None
            pos += len(t.text)
        elif t.role in ("day", "month", "year"):
            mt = re.compile(rf"\d{{{t.width}}}" if t.width >= 2 else r"\d{1,2}").match(text, pos)
            if not mt:
                return None
            v = int(mt.group(0))
            pos = mt.end()
            if t.role == "day":
                d = v
            elif t.role == "month":
                m = v
            else:
                y = _expand_year(v, t.width)
        else:
            mt = re.compile(r"[^\W\d_]+\.?").match(text, pos)
            if not mt:
                return None
            pos = mt.end()
            if t.role == "monthname":
                k = _key(mt.group(0))
                names = _names(t.lang, "months_abbr" if t.abbr else "months")
                alias = _alias(k, t.lang)
                if alias:
                    m = alias[0]
                elif k in names:
                    m = names.index(k) + 1
                else:
                    return None
    return (y, m, d) if pos == len(text) else None


def shift(parsed: Parsed, days: int, years: int) -> tuple[int | None, int | None, int | None]:
    """Apply the patient's shift. Full dates move by ``days``; a day without a year moves by
    ``days`` in the reference leap year; month–year moves its 15th by ``days``; a year alone moves
    by ``years`` (the rounded shift), so a patient's years keep their offsets."""
    y, m, d = parsed.year, parsed.month, parsed.day
    if parsed.spec.kind == "full":
        assert y and m and d
        try:
            nd = dt.date(y, m, d) + dt.timedelta(days=days)
        except OverflowError:
            nd = dt.date(y, m, d) - dt.timedelta(days=days)
        return nd.year, nd.month, nd.day
    if parsed.spec.kind == "md":
        assert m and d
        nd = dt.date(REF_YEAR, m, d) + dt.timedelta(days=days)
        return None, nd.month, nd.day
    if parsed.spec.kind == "my":
        assert y and m
        nd = dt.date(y, m, 15) + dt.timedelta(days=days)
        return nd.year, nd.month, None
    assert y
    return max(1, y + years), None, None
