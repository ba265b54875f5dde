"""Per-patient known PHI: values the ETL already knows (``note.meta["known_phi"]``) are tagged
wherever they occur, including case variants, `SURNAME, Given`, surname alone, initials, and
reformatted dates and phone numbers. See docs/rules.md for the key's schema."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any

import regex
from deidq.workers.core.labels import label_of
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.languages import all_languages, get_language

VERSION = "1.0.0"
META_KEY = "known_phi"

# key -> fine type: the Language record's ``rules.known_phi_types``; an unknown key takes the type of "id"

_B = r"(?<![\p{L}\p{N}])"
_E = r"(?![\p{L}\p{N}])"
_SEP = r"[\s.\-/()]{0,3}"

_NAME_SPLIT = regex.compile(r"[\s,]+")
_PARTICLES = {"de", "del", "la", "las", "los", "y", "van", "von", "da", "di", "le"}


def _flex(value: str) -> str:
    """Literal with flexible whitespace."""
    parts = [regex.escape(p) for p in value.split()]
    return r"\s+".join(parts)


def _name_patterns(name: str) -> list[str]:
    toks = [t for t in _NAME_SPLIT.split(name.strip()) if t]
    if "," in name:  # "SMITH, John" given as such
        head, _, tail = name.partition(",")
        toks = [t for t in _NAME_SPLIT.split(tail) if t] + [t for t in _NAME_SPLIT.split(head) if t]
    real = [t for t in toks if t.casefold() not in _PARTICLES]
    if not real:
        return []
    pats = [_flex(" ".join(toks))]
    if len(real) >= 2:
        given, rest = real[0], toks[toks.index(real[1]) :]
        surname = " ".join(rest)
        pats += [
            _flex(surname) + r"\s*,\s*" + regex.escape(given),  # SMITH, John
            _flex(surname) + r"\s*,\s*" + regex.escape(given[0]) + r"\.?",  # Smith, J.
            regex.escape(given[0]) + r"\.\s*" + _flex(surname),  # J. Smith
            _flex(surname),
        ]
        for t in real[1:]:
            if len(t) >= 3:
                pats.append(regex.escape(t))
        if len(given) >= 3:
            pats.append(regex.escape(given))
        initials = [t[0] for t in real]
        pats.append(r"\.?\s?".join(regex.escape(c) for c in initials) + r"\.")  # J.S. / J. S.
    elif len(real[0]) >= 2:
        pats.append(regex.escape(real[0]))
    return pats


def _digits_pattern(value: str, min_digits: int = 4) -> list[str]:
    alnum = regex.sub(r"[^0-9A-Za-z]", "", value)
    if regex.search(r"[A-Za-z]", alnum) and len(alnum) >= min_digits:
        return [_SEP.join(regex.escape(c) for c in alnum)]
    ds = regex.sub(r"\D", "", value)
    if len(ds) < min_digits:
        return [_flex(value)] if value.strip() else []
    pats = [_SEP.join(ds)]
    if len(ds) > 9:  # phone with country code: also the national part
        pats.append(_SEP.join(ds[-9:]))
    return pats


def _parse_date(value: str, language: str) -> tuple[int, int, int] | None:
    v = value.strip()
    m = regex.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?", v)
    if m:
        return int(m[1]), int(m[2]), int(m[3])
    m = regex.fullmatch(r"(\d{1,2})[-/.](\d{1,2})[-/.](\d{2,4})", v)
    if m:
        a, b, y = int(m[1]), int(m[2]), int(m[3])
        y = y if y > 99 else (1900 + y if y >= 30 else 2000 + y)
        d, mo = (a, b) if get_language(language).day_first or a > 12 else (b, a)
        return y, mo, d
    return None


@functools.cache
def _month_names(month: int) -> frozenset[str]:
    """Every language's names of ``month`` (full, abbreviated, other spellings): a known date is found in
    whichever of them the note writes it."""
    names: set[str] = set()
    for rec in all_languages().values():
        cal = rec.calendar
        names.update((cal.months[month - 1], cal.months_abbr[month - 1]))
        names.update(n for n, m in cal.month_aliases.items() if m == month)
    return frozenset(names)


def _date_patterns(value: str, language: str) -> list[str]:
    ymd = _parse_date(value, language)
    if ymd is None:
        return [_flex(value)] if value.strip() else []
    y, mo, d = ymd
    if not (1 <= mo <= 12 and 1 <= d <= 31):
        return [_flex(value)]
    dd, mm = rf"0?{d}", rf"0?{mo}"
    yy = rf"(?:{y}|{y % 100:02d})"
    mname = "(?:" + "|".join(sorted(map(regex.escape, _month_names(mo)), key=len, reverse=True)) + r")\.?"
    return [
        rf"{dd}[/\-.]{mm}[/\-.]{yy}",
        rf"{mm}[/\-.]{dd}[/\-.]{yy}",
        rf"{y}[/\-.]{mm}[/\-.]{dd}",
        rf"{dd}\s*(?:de\s+)?{mname}\s*,?\s*(?:de\s+|del\s+)?{yy}",
        rf"{mname}\s+{dd}(?:st|nd|rd|th)?,?\s+{yy}",
    ]


@functools.lru_cache(maxsize=1024)
def _compile(items: tuple[tuple[str, str], ...], language: str) -> tuple[tuple[str, regex.Pattern[str]], ...]:
    types = get_language(language).rules.known_phi_types
    out = []
    for key, value in items:
        typ = types.get(key, types["id"])
        if key in ("name", "family", "doctor"):
            pats = _name_patterns(value)
        elif key in ("dob", "date"):
            pats = _date_patterns(value, language)
        elif key in ("phone", "fax", "mrn", "nhc", "ssn", "nass", "account", "healthplan", "id"):
            pats = _digits_pattern(value) + ([_flex(value)] if value.strip() else [])
        elif key == "address":
            pats = [_flex(value)] + [_flex(p) for p in value.split(",") if len(p.strip()) >= 5]
        else:
            pats = [_flex(value)] if value.strip() else []
        if not pats:
            continue
        body = "|".join(f"(?:{p})" for p in sorted(set(pats), key=len, reverse=True))
        out.append((typ, regex.compile(rf"(?i){_B}(?:{body}){_E}")))
    return tuple(out)


def _items(known: Any) -> tuple[tuple[str, str], ...]:
    if not isinstance(known, dict):
        return ()
    out: list[tuple[str, str]] = []
    for k, v in known.items():
        vals: Iterable[Any] = v if isinstance(v, list | tuple) else [v]
        for x in vals:
            if x is not None and str(x).strip():
                out.append((str(k).casefold(), str(x)))
    return tuple(sorted(out))


class KnownPhiDetector:
    name = "known_phi"
    version = VERSION

    def __init__(self, language: str) -> None:
        get_language(language)  # UnknownLanguage here rather than on the first note with known PHI
        self.language = language
        self.source = f"rules.{language}.{self.name}@{self.version}"

    def detect(self, note: Note) -> list[Span]:
        items = _items((note.meta or {}).get(META_KEY))
        if not items:
            return []
        out: list[Span] = []
        for typ, pat in _compile(items, self.language):
            for m in pat.finditer(note.text):
                if m.end() > m.start():
                    out.append(Span(m.start(), m.end(), label_of(typ), typ, self.source, 0.99))
        return out
