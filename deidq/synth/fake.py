# ruff: noqa: E501  (word lists, regular expressions and templates read best unwrapped)
"""Fake PHI values in realistic formats. Every function takes a seeded ``random.Random``; Faker
instances are reseeded from it before each use, so output depends only on the seed."""

from __future__ import annotations

import datetime as dt
import random
import string
from dataclasses import dataclass
from functools import cache

# (locale, weight). Hispanic names come from es_MX/es_ES; ja_JP/zh_CN use romanized names.
NAME_LOCALES: tuple[tuple[str, int], ...] = (
    ("en_US", 44), ("en_GB", 8), ("es_MX", 10), ("es_ES", 4), ("en_IN", 7), ("fr_FR", 3), ("it_IT", 3),
    ("de_DE", 3), ("pt_BR", 3), ("zh_CN", 4), ("ja_JP", 2), ("vi_VN", 2), ("en_NG", 3), ("pl_PL", 2),
    ("tr_TR", 2),
)  # fmt: skip
ROMANIZED = frozenset({"zh_CN", "ja_JP"})

MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
US_STATES = (
    ("Alabama", "AL"), ("Arizona", "AZ"), ("California", "CA"), ("Colorado", "CO"), ("Connecticut", "CT"),
    ("Florida", "FL"), ("Georgia", "GA"), ("Illinois", "IL"), ("Indiana", "IN"), ("Iowa", "IA"),
    ("Kentucky", "KY"), ("Maryland", "MD"), ("Massachusetts", "MA"), ("Michigan", "MI"), ("Minnesota", "MN"),
    ("Missouri", "MO"), ("Nevada", "NV"), ("New Jersey", "NJ"), ("New Mexico", "NM"), ("New York", "NY"),
    ("North Carolina", "NC"), ("Ohio", "OH"), ("Oregon", "OR"), ("Pennsylvania", "PA"), ("Tennessee", "TN"),
    ("Texas", "TX"), ("Utah", "UT"), ("Virginia", "VA"), ("Washington", "WA"), ("Wisconsin", "WI"),
)  # fmt: skip
COUNTRIES = (
    "Mexico", "Guatemala", "India", "Philippines", "Vietnam", "China", "Nigeria", "Canada", "Brazil", "Poland",
    "Italy", "Germany", "Ireland", "El Salvador", "Honduras", "Haiti", "Colombia", "Ukraine", "Kenya", "Peru",
)  # fmt: skip
HOSPITAL_STEMS = (
    "Mercy", "St. Luke's", "Good Samaritan", "Riverside", "Lakeview", "Providence", "Sacred Heart", "Bayview",
    "Northside", "St. Mary's", "Valley", "Memorial", "Mount Carmel", "Cedar Ridge", "Saint Joseph",
    "Presbyterian", "Pinecrest", "Harborview", "Fairview", "Summit", "Baptist", "Highland", "Oak Park",
)  # fmt: skip
HOSPITAL_SUFFIXES = (
    "Hospital", "Medical Center", "Regional Medical Center", "General Hospital", "Community Hospital",
    "Health Center", "Memorial Hospital", "University Hospital", "Children's Hospital",
)  # fmt: skip
ORG_KINDS = (
    "Family Medicine", "Cardiology Associates", "Orthopedic Group", "Urgent Care", "Physical Therapy",
    "Dialysis Center", "Imaging", "Internal Medicine", "Pediatrics", "Women's Health", "Pharmacy",
    "Home Health", "Rehabilitation Center", "Oncology Partners", "Sleep Center", "Behavioral Health",
)  # fmt: skip
PAYERS = (
    "Blue Cross Blue Shield", "Aetna", "UnitedHealthcare", "Cigna", "Humana", "Kaiser Permanente", "Medicaid",
    "Medicare", "Anthem", "Molina Healthcare", "Tricare", "Ambetter", "Oscar Health",
)  # fmt: skip
EMPLOYER_KINDS = (
    "Construction", "Logistics", "Foods", "Elementary School", "Manufacturing", "Auto Body", "Bakery",
    "Software", "Landscaping", "Trucking", "Insurance", "Credit Union", "Hardware",
)  # fmt: skip
PROFESSIONS = (
    "teacher", "nurse", "truck driver", "electrician", "accountant", "software engineer", "cashier",
    "carpenter", "firefighter", "police officer", "welder", "chef", "paralegal", "pharmacist", "plumber",
    "mail carrier", "farmer", "bus driver", "dental hygienist", "construction worker", "librarian",
    "hair stylist", "mechanic", "warehouse worker", "graphic designer", "real estate agent", "janitor",
    "social worker", "veterinarian", "architect", "machinist", "flight attendant", "barista", "roofer",
    "school principal", "physical therapist", "lawyer", "bank teller", "retired machinist", "retired teacher",
)  # fmt: skip
UNITS = ("4 West", "5 North", "MICU", "CCU", "3B", "7 South", "SICU", "6 East")
NUM_WORDS = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
)  # fmt: skip
TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "one hundred")


@cache
def faker_for(locale: str):
    from faker import Faker

    return Faker(locale)


def seeded_faker(locale: str, rng: random.Random):
    fk = faker_for(locale)
    fk.seed_instance(rng.getrandbits(48))
    return fk


def number_words(n: int) -> str:
    if n < 20:
        return NUM_WORDS[n]
    if n >= 100:
        return "one hundred" + ("" if n == 100 else "-" + number_words(n - 100).replace(" ", "-"))
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUM_WORDS[u])


@dataclass(frozen=True)
class Person:
    first: str
    last: str
    middle: str
    sex: str  # "F" or "M"
    locale: str

    @property
    def full(self) -> str:
        return f"{self.first} {self.last}"


def _pick_locale(rng: random.Random) -> str:
    locs, weights = zip(*NAME_LOCALES, strict=True)
    return rng.choices(locs, weights=weights)[0]


def _clean(name: str) -> str:
    return " ".join(name.replace(".", "").split())


def person(rng: random.Random, sex: str | None = None, locale: str | None = None) -> Person:
    sex = sex or rng.choice("FM")
    locale = locale or _pick_locale(rng)
    fk = seeded_faker(locale, rng)
    if locale in ROMANIZED:
        gen = getattr(fk, "first_romanized_name_female" if sex == "F" else "first_romanized_name_male", None)
        first = gen() if gen else fk.first_romanized_name()
        last = fk.last_romanized_name()
        middle = ""
    else:
        first = fk.first_name_female() if sex == "F" else fk.first_name_male()
        last = fk.last_name_female() if (sex == "F" and hasattr(fk, "last_name_female")) else fk.last_name()
        if locale.startswith("es") and rng.random() < 0.35:  # two surnames
            last = f"{last} {fk.last_name()}"
        middle = (fk.first_name_female() if sex == "F" else fk.first_name_male()) if rng.random() < 0.5 else ""
    first, last, middle = _clean(first).split(" ")[0], _clean(last), _clean(middle).split(" ")[0]
    if not first or not last:
        return person(rng, sex, "en_US")
    return Person(first, last, middle, sex, locale)


# --- names: each renderer returns segments [(text, fine_type | None)] -------------------------------------


def render_name(p: Person, rng: random.Random, role: str, style: str | None = None) -> list[tuple[str, str | None]]:
    """Render a person in a random (or given) style; titles and credentials stay outside the span."""
    t = role
    title = ("Mrs." if rng.random() < 0.3 else "Ms.") if p.sex == "F" else "Mr."
    if role == "DOCTOR":
        styles = ["dr_full", "dr_last", "full_md", "full", "initial_md", "caps_last_first", "dr_initial"]
    elif role == "FAMILY":
        styles = ["full", "first", "title_last", "full", "first"]
    else:
        styles = [
            "full",
            "full",
            "title_last",
            "caps",
            "last_first",
            "caps_last_first",
            "initial",
            "title_full",
            "first_mid",
            "first",
        ]
    style = style or rng.choice(styles)
    mid = f" {p.middle[0]}." if p.middle else ""
    if style == "dr_full":
        return [("Dr. ", None), (p.full, t)]
    if style == "dr_last":
        return [("Dr. ", None), (p.last, t)]
    if style == "dr_initial":
        return [("Dr. ", None), (f"{p.first[0]}. {p.last}", t)]
    if style == "full_md":
        return [
            (f"{p.first}{mid} {p.last}", t),
            (rng.choice([", MD", ", M.D.", ", DO", " MD", ", NP", ", PA-C"]), None),
        ]
    if style == "initial_md":
        return [(f"{p.first[0]}. {p.last}", t), (rng.choice([", MD", " M.D.", ", RN"]), None)]
    if style == "title_last":
        return [(title + " ", None), (p.last, t)]
    if style == "title_full":
        return [(title + " ", None), (p.full, t)]
    if style == "caps":
        return [(p.full.upper(), t)]
    if style == "last_first":
        return [(f"{p.last}, {p.first}", t)]
    if style == "caps_last_first":
        return [(f"{p.last.upper()}, {p.first.upper()}{mid.upper()}", t)]
    if style == "initial":
        return [(f"{p.first[0]}. {p.last}", t)]
    if style == "first_mid":
        return [(f"{p.first}{mid} {p.last}", t)]
    if style == "first":
        return [(p.first, t)]
    return [(p.full, t)]


# --- dates ------------------------------------------------------------------------------------------------

DATE_STYLES = ("mdy_slash", "mdy_slash0", "mdy_dash_short", "long", "dmy_short", "iso", "md", "month_year",
               "weekday_long", "abbr_long", "ordinal", "mdy_short_slash")  # fmt: skip


def fmt_date(d: dt.date, style: str) -> str:
    m, day, y = d.month, d.day, d.year
    if style == "mdy_slash":
        return f"{m}/{day}/{y}"
    if style == "mdy_slash0":
        return f"{m:02d}/{day:02d}/{y}"
    if style == "mdy_dash_short":
        return f"{m}-{day}-{y % 100:02d}"
    if style == "mdy_short_slash":
        return f"{m}/{day}/{y % 100:02d}"
    if style == "long":
        return f"{MONTHS[m - 1]} {day}, {y}"
    if style == "abbr_long":
        return f"{MONTHS[m - 1][:3]} {day}, {y}"
    if style == "dmy_short":
        return f"{day} {MONTHS[m - 1][:3]} {y}"
    if style == "iso":
        return d.isoformat()
    if style == "md":
        return f"{m}/{day}"
    if style == "month_year":
        return f"{MONTHS[m - 1]} {y}"
    if style == "weekday_long":
        return f"{WEEKDAYS[d.weekday()]}, {MONTHS[m - 1]} {day}, {y}"
    if style == "ordinal":
        return f"{MONTHS[m - 1]} {day}{ordinal_suffix(day)}"
    raise ValueError(style)


def ordinal_suffix(day: int) -> str:
    """``st``, ``nd``, ``rd`` or ``th`` for a day of the month."""
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def rand_date(rng: random.Random, start: dt.date, end: dt.date) -> dt.date:
    span = max((end - start).days, 0)
    return start + dt.timedelta(days=rng.randint(0, span))


# --- identifiers and contacts -----------------------------------------------------------------------------


def digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_uppercase) for _ in range(n))


def mrn(rng: random.Random) -> str:
    return rng.choice([
        lambda: digits(rng, 7), lambda: digits(rng, 8), lambda: "MRN" + digits(rng, 7),
        lambda: f"{digits(rng, 3)}-{digits(rng, 2)}-{digits(rng, 2)}", lambda: letters(rng, 1) + digits(rng, 6),
        lambda: digits(rng, 10),
    ])()  # fmt: skip


def ssn(rng: random.Random) -> str:
    a, b, c = rng.randint(100, 665), rng.randint(10, 99), rng.randint(1000, 9999)
    return rng.choice([f"{a}-{b}-{c}", f"{a} {b} {c}", f"{a}{b}{c}", f"xxx-xx-{c}"])


def account(rng: random.Random) -> str:
    return rng.choice(
        [digits(rng, 9), "ACCT-" + digits(rng, 8), f"{digits(rng, 4)}-{digits(rng, 6)}", "V" + digits(rng, 8)]
    )


def healthplan(rng: random.Random) -> str:
    return rng.choice([
        letters(rng, 3) + digits(rng, 9), f"{letters(rng, 1)}{digits(rng, 8)}", f"{digits(rng, 4)}{letters(rng, 1)}{digits(rng, 5)}",
        f"W{digits(rng, 9)}", f"{digits(rng, 3)}-{digits(rng, 3)}-{digits(rng, 3)}{letters(rng, 1)}",
    ])  # fmt: skip


def license_no(rng: random.Random) -> str:
    return rng.choice(
        [
            letters(rng, 2) + digits(rng, 7),  # DEA-like
            f"{letters(rng, 1)}{digits(rng, 7)}",
            f"MD{digits(rng, 6)}",
            f"RN{digits(rng, 7)}",
            digits(rng, 10),
        ]
    )


def device(rng: random.Random) -> str:
    return rng.choice(
        [
            f"SN {letters(rng, 3)}{digits(rng, 6)}",
            f"{letters(rng, 2)}{digits(rng, 3)}-{digits(rng, 5)}",
            f"{digits(rng, 4)}-{letters(rng, 2)}-{digits(rng, 4)}",
            f"PJN{digits(rng, 6)}{letters(rng, 1)}",
        ]
    )


def vehicle_plate(rng: random.Random) -> str:
    return rng.choice(
        [
            f"{digits(rng, 1)}{letters(rng, 3)}{digits(rng, 3)}",
            f"{letters(rng, 3)}-{digits(rng, 4)}",
            f"{letters(rng, 3)} {digits(rng, 3)}",
        ]
    )


VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin(rng: random.Random) -> str:
    return "".join(rng.choice(VIN_CHARS) for _ in range(17))


def bioid(rng: random.Random) -> str:
    return rng.choice(
        [
            f"FP-{digits(rng, 8)}",
            f"RET-{letters(rng, 2)}{digits(rng, 6)}",
            f"BIO{digits(rng, 7)}",
            f"VOICE-{digits(rng, 6)}",
        ]
    )


def idnum(rng: random.Random) -> str:
    return rng.choice(
        [
            f"{letters(rng, 2)}{digits(rng, 6)}",
            f"ACC{digits(rng, 8)}",
            digits(rng, 10),
            f"{digits(rng, 2)}-{digits(rng, 7)}",
            f"RAD{digits(rng, 7)}",
            f"LAB-{digits(rng, 7)}",
        ]
    )


def phone(rng: random.Random, ext: bool | None = None) -> str:
    a, b, c = rng.randint(201, 989), rng.randint(200, 999), digits(rng, 4)
    base = rng.choice(
        [
            f"({a}) {b}-{c}",
            f"{a}-{b}-{c}",
            f"{a}.{b}.{c}",
            f"+1 {a} {b} {c}",
            f"1-{a}-{b}-{c}",
            f"({a}){b}-{c}",
            f"{a}-{b}-{c}",
            f"{b}-{c}",
        ]
    )
    if ext is None:
        ext = rng.random() < 0.15
    if ext:
        base += rng.choice([" ext. ", " ext ", " x", ", ext. ", " extension "]) + str(rng.randint(2, 9999))
    return base


def email(rng: random.Random, p: Person | None = None) -> str:
    from unicodedata import normalize

    def ascii_(s: str) -> str:
        return normalize("NFKD", s).encode("ascii", "ignore").decode().lower().replace(" ", "")

    dom = rng.choice(
        [
            "gmail.com",
            "yahoo.com",
            "outlook.com",
            "hotmail.com",
            "icloud.com",
            "aol.com",
            "mercyhealth.org",
            "example.org",
            "comcast.net",
            "proton.me",
        ]
    )
    if p is None:
        user = rng.choice(["jdoe", "info", "frontdesk", "billing", "records", "scheduling"]) + digits(rng, 2)
    else:
        f, la = ascii_(p.first) or "pt", ascii_(p.last) or "pt"
        user = rng.choice([f"{f}.{la}", f"{f[0]}{la}", f"{f}{la}{digits(rng, 2)}", f"{la}.{f[0]}", f"{f}_{la}"])
    return f"{user}@{dom}"


def url(rng: random.Random) -> str:
    host = (
        rng.choice(["www.", "portal.", "mychart.", ""])
        + rng.choice(
            [
                "riversidehealth",
                "mercyclinic",
                "lakeviewmed",
                "stlukes-care",
                "valleyortho",
                "northsidepeds",
                "summitimaging",
            ]
        )
        + rng.choice([".org", ".com", ".net", ".health"])
    )
    path = rng.choice(["", "/patient-portal", "/forms/intake", "/appointments", f"/records/{digits(rng, 6)}"])
    return rng.choice(["https://", "http://", ""]) + host + path


def ipaddr(rng: random.Random) -> str:
    if rng.random() < 0.15:
        return ":".join(f"{rng.randint(0, 65535):x}" for _ in range(8))
    return ".".join(str(rng.randint(1, 254)) for _ in range(4))


def username(rng: random.Random, p: Person) -> str:
    from unicodedata import normalize

    f = normalize("NFKD", p.first).encode("ascii", "ignore").decode().lower() or "user"
    la = normalize("NFKD", p.last).encode("ascii", "ignore").decode().lower().replace(" ", "") or "x"
    return rng.choice([f"{f[0]}{la}", f"{f}{la[0]}{digits(rng, 2)}", f"{la}{f[0]}", f"{f}.{la}"])


def zipcode(rng: random.Random) -> str:
    z = digits(rng, 5)
    return z if rng.random() < 0.85 else f"{z}-{digits(rng, 4)}"


def street(rng: random.Random) -> str:
    fk = seeded_faker("en_US", rng)
    s = fk.street_address()
    if rng.random() < 0.3 and " Apt." not in s and " Suite" not in s:
        s += rng.choice([f", Apt {rng.randint(1, 40)}{rng.choice('ABCD')}", f" #{rng.randint(2, 900)}"])
    return s


def city(rng: random.Random) -> str:
    return seeded_faker("en_US", rng).city()


def state(rng: random.Random) -> tuple[str, str]:
    return rng.choice(US_STATES)


def hospital(rng: random.Random, city_name: str | None = None) -> str:
    stem = rng.choice(HOSPITAL_STEMS)
    if city_name and rng.random() < 0.3:
        stem = city_name
    return f"{stem} {rng.choice(HOSPITAL_SUFFIXES)}"


def organization(rng: random.Random, city_name: str | None = None) -> str:
    fk = seeded_faker("en_US", rng)
    base = rng.choice([city_name or fk.city(), fk.last_name(), rng.choice(HOSPITAL_STEMS)])
    return f"{base} {rng.choice(ORG_KINDS)}"


def employer(rng: random.Random) -> str:
    fk = seeded_faker("en_US", rng)
    return rng.choice([fk.company(), f"{fk.last_name()} {rng.choice(EMPLOYER_KINDS)}"])
