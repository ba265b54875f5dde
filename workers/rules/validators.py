"""Validators for rule matches: pure functions ``(matched_text) -> bool``.

Registered by name in :data:`VALIDATORS`; pattern packs refer to them by that name. They never log
or raise with the matched text in the message.
"""

from __future__ import annotations

import datetime as _dt
import functools
import ipaddress
from collections.abc import Callable

import regex

_DIGITS = regex.compile(r"\d")
_NON_DIGIT = regex.compile(r"\D+")


def digits(text: str) -> str:
    return _NON_DIGIT.sub("", text)


def luhn(text: str) -> bool:
    """Luhn (mod 10) check over the digits of ``text`` (credit cards, some account numbers)."""
    ds = digits(text)
    if len(ds) < 2:
        return False
    total = 0
    for i, ch in enumerate(reversed(ds)):
        d = ord(ch) - 48
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def ssn(text: str) -> bool:
    """US SSN rules: 9 digits, area not 000/666/9xx, group not 00, serial not 0000, not all same digit."""
    ds = digits(text)
    if len(ds) != 9:
        return False
    area, group, serial = ds[:3], ds[3:5], ds[5:]
    if area in ("000", "666") or area[0] == "9" or group == "00" or serial == "0000":
        return False
    return not (len(set(ds)) == 1 or ds in ("123456789", "078051120", "219099999"))


_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni_nie(text: str) -> bool:
    """Spanish DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter) check letter."""
    t = _NON_ALNUM.sub("", text).upper()
    if len(t) != 9:
        return False
    head, letter = t[:8], t[8]
    if head[0] in "XYZ":
        head = str("XYZ".index(head[0])) + head[1:]
    if not head.isdigit() or not letter.isalpha():
        return False
    return _DNI_LETTERS[int(head) % 23] == letter


_NON_ALNUM = regex.compile(r"[^0-9A-Za-z]+")


def _year_ok(y: int) -> bool:
    return 1850 <= y <= 2100


def _parse_numeric_date(text: str) -> list[int] | None:
    parts = [p for p in regex.split(r"[/\-.\s]+", text.strip()) if p]
    if not all(p.isdigit() for p in parts):
        return None
    return [int(p) for p in parts]


def date_valid(text: str) -> bool:
    """Plausible calendar date for numeric forms: d/m/y, m/d/y, y-m-d, d/m, m/y, m/d.

    Accepts either day-first or month-first reading. Non-numeric forms (month names) pass if the
    numeric parts they contain are plausible."""
    nums = _parse_numeric_date(text)
    if nums is None:
        ds = [int(x) for x in regex.findall(r"\d+", text)]
        return all(not (n > 31 and not (_year_ok(n) or n < 100)) for n in ds)
    if len(nums) == 3:
        a, b, c = nums
        if a > 999:  # y-m-d
            return _year_ok(a) and _dm_ok(c, b)
        y = c if c > 99 else (2000 + c if c < 50 else 1900 + c)
        if not _year_ok(y):
            return False
        return _dm_ok(a, b, y) or _dm_ok(b, a, y)
    if len(nums) == 2:
        a, b = nums
        if b > 999 or (len(text) > 4 and text.strip()[-4:].isdigit() and b > 99):
            return 1 <= a <= 12 and _year_ok(b)
        if a > 999:
            return _year_ok(a) and 1 <= b <= 12
        return _dm_ok(a, b) or _dm_ok(b, a)
    if len(nums) == 1:
        return _year_ok(nums[0])
    return False


def _dm_ok(day: int, month: int, year: int = 2000) -> bool:
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return False
    try:
        _dt.date(year, month, day)
    except ValueError:
        return False
    return True


def phone(text: str) -> bool:
    """Plausible phone number: 7–15 digits (E.164 max 15), not all one digit, not a date shape."""
    main = regex.split(r"(?i)\s*(?:ext\.?|x|extension|ext|extensión)\s*\d", text)[0]
    ds = digits(main)
    if not 7 <= len(ds) <= 15:
        return False
    return len(set(ds)) != 1


def ip_address(text: str) -> bool:
    try:
        ipaddress.ip_address(text.strip("[]"))
    except ValueError:
        return False
    return True


def year(text: str) -> bool:
    ds = digits(text)
    return len(ds) == 4 and _year_ok(int(ds))


def not_all_same(text: str) -> bool:
    ds = digits(text)
    return len(set(ds)) > 1 if ds else True


def has_digit(text: str) -> bool:
    return _DIGITS.search(text) is not None


@functools.cache
def _english_given_names() -> frozenset[str]:
    from deidq.workers.rules.given_names import given_names  # the detector's list, less its everyday words

    return frozenset(n.casefold() for n in given_names("en"))


def _first_word(text: str) -> str:
    return (text.split() or [""])[0].casefold()


def en_given_name(text: str) -> bool:
    """The first word is an English given name that is no everyday word ("ludmila", not "will" or "rose")."""
    return _first_word(text) in _english_given_names()


@functools.cache
def _english_common_words() -> frozenset[str]:
    from deidq.workers.core.terms import read_word_set
    from deidq.workers.languages.record import lexicons_dir

    return read_word_set((), (lexicons_dir("en") / "common_en.txt", 10000))


def en_uncommon_first_word(text: str) -> bool:
    """The first word is none of the 10,000 commonest English words: a name ("hearthstone home care"), not a phrase
    ("needs home care")."""
    return _first_word(text) not in _english_common_words()


@functools.cache
def _facility_head() -> regex.Pattern[str]:
    """The kinds of place a care site or supplier is named before, as en.org.facility_lower reads them."""
    from deidq.workers.rules.packs import pack_def  # the packs module imports this one

    return regex.compile(f"{pack_def('en', 'locations', 'facility_kind')}$")


# clinical words and the kinds of place themselves, which name no one's site ("dialysis transport", "renal dialysis")
_CLINICAL_WORDS = frozenset({"renal", "post-op", "postop", "pre-op", "rx", "pt", "ot", "physio", "cardiac", "local",
                             "outpatient", "inpatient", "mobile", "hospital", "community", "e-mailed", "emailed",
                             "dialysis", "hemodialysis", "haemodialysis", "peritoneal", "respiratory", "hospice",
                             "nursing", "medical", "wound", "rehab", "rehabilitation", "skilled", "senior", "assisted",
                             "home", "health", "ambulance", "transport", "pharmacy", "mobility", "oxygen", "infusion",
                             "palliative", "dme", "ems"})  # fmt: skip


@functools.cache
def _english_clinical_terms() -> frozenset[str]:
    from deidq.workers.core.terms import read_word_set
    from deidq.workers.languages.record import lexicons_dir

    names = ("clinical_abbreviations.txt", "clinical_measures.txt", "drugs.txt")
    return read_word_set(lexicons_dir("en") / n for n in names) | _CLINICAL_WORDS


def en_facility_name(text: str) -> bool:
    """One to three name words before the kind of place, none of them a common English word or a clinical term
    ("hearthstone home care", "keystone dme"; not "discharged to skilled nursing", "renal dialysis")."""
    m = _facility_head().search(text)
    words = text[: m.start()].split() if m else []
    common, clinical = _english_common_words(), _english_clinical_terms()
    return 1 <= len(words) <= 3 and all(w.casefold() not in common and w.casefold() not in clinical for w in words)


# the nations of the United Kingdom, which geonames lists as parts of one country, and everyday names it spells
# otherwise ("Czechia", "Timor Leste")
_COUNTRY_EXTRA = frozenset({"england", "scotland", "wales", "northern ireland", "great britain", "britain", "uk",
                            "usa", "united states of america", "holland", "czech republic", "burma", "east timor",
                            "republic of ireland", "cote d'ivoire", "türkiye", "turkiye"})  # fmt: skip


def _without_the(name: str) -> str:
    """A casefolded country name without a leading article: "the bahamas" and "bahamas" are one key."""
    name = name.casefold()
    return name[4:] if name.startswith("the ") else name


@functools.cache
def _english_countries() -> frozenset[str]:
    from deidq.workers.rules.gazetteer import place_names  # the gazetteer reads the packs' word lists

    listed = (_without_the(k) for k, kind in place_names("en").items() if kind == "country")
    return frozenset(listed) | _COUNTRY_EXTRA


def en_country(text: str) -> bool:
    """A country the English gazetteer knows, or a nation of the UK ("Cyprus", "the Bahamas", "wales")."""
    return _without_the(text) in _english_countries()


VALIDATORS: dict[str, Callable[[str], bool]] = {
    "luhn": luhn,
    "ssn": ssn,
    "dni_nie": dni_nie,
    "date": date_valid,
    "phone": phone,
    "ip": ip_address,
    "year": year,
    "not_all_same": not_all_same,
    "has_digit": has_digit,
    "en_given_name": en_given_name,
    "en_uncommon_first_word": en_uncommon_first_word,
    "en_facility_name": en_facility_name,
    "en_country": en_country,
}
