# ruff: noqa: E501  (word lists, regular expressions and templates read best unwrapped)
"""Find the fictional names, dates and ages already present in carrier text (ACI-Bench, MTS-Dialog).

Heuristics, all deterministic: titles (``Dr.``, ``Mr.``, ``Ms.`` …, also lower case in dialogues),
capitalized token pairs whose first token is a known first name (Faker's lists), known first names
after greetings in dialogue (``hi , martha .``), and every further occurrence of a name token already
found in the same encounter (so ``Martha Collins`` in the note also catches ``martha`` in its dialogue).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

import regex

NAME_LIST_LOCALES = ("en_US", "en_GB", "es_MX", "es_ES", "en_IN", "it_IT", "fr_FR")

# Words that are also first/last names in Faker's lists but usually common words in clinical text.
STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "can",
        "do",
        "for",
        "from",
        "go",
        "had",
        "has",
        "have",
        "he",
        "her",
        "here",
        "him",
        "his",
        "how",
        "i",
        "if",
        "in",
        "is",
        "it",
        "its",
        "me",
        "my",
        "no",
        "not",
        "of",
        "off",
        "on",
        "or",
        "our",
        "she",
        "so",
        "than",
        "that",
        "the",
        "their",
        "them",
        "then",
        "there",
        "these",
        "they",
        "this",
        "to",
        "up",
        "us",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "who",
        "why",
        "will",
        "with",
        "would",
        "yes",
        "you",
        "your",
        "all",
        "any",
        "also",
        "just",
        "very",
        "well",
        "good",
        "great",
        "okay",
        "ok",
        "right",
        "sure",
        "yeah",
        "um",
        "uh",
        "oh",
        "hi",
        "hey",
        "hello",
        "bye",
        "thanks",
        "thank",
        "sorry",
        "please",
        "doctor",
        "dr",
        "patient",
        "nurse",
        "may",
        "june",
        "april",
        "august",
        "march",
        "summer",
        "winter",
        "spring",
        "fall",
        "autumn",
        "christmas",
        "easter",
        "sunday",
        "monday",
        "friday",
        "will",
        "bill",
        "mark",
        "grace",
        "hope",
        "joy",
        "faith",
        "rose",
        "lily",
        "iris",
        "ivy",
        "dawn",
        "eve",
        "ray",
        "guy",
        "pat",
        "sue",
        "don",
        "rich",
        "long",
        "little",
        "young",
        "wood",
        "hill",
        "king",
        "cook",
        "baker",
        "white",
        "brown",
        "green",
        "black",
        "gray",
        "grey",
        "may",
        "rush",
        "lane",
        "park",
        "parks",
        "field",
        "fields",
        "street",
        "streets",
        "church",
        "bell",
        "bush",
        "hunter",
        "carter",
        "mason",
        "miles",
        "chase",
        "page",
        "major",
        "price",
        "cash",
        "case",
        "early",
        "hall",
        "walker",
        "love",
        "wise",
        "power",
        "powers",
        "person",
        "dean",
        "dale",
        "glen",
        "glenn",
        "bishop",
        "rice",
        "gay",
        "faith",
        "sky",
        "storm",
        "art",
        "ben",
        "blue",
        "bay",
        "brook",
        "brooks",
        "banks",
        "cane",
        "chance",
        "cliff",
        "colt",
        "cross",
        "daisy",
        "drew",
        "frank",
        "free",
        "gene",
        "hale",
        "hardy",
        "holly",
        "honor",
        "jack",
        "jean",
        "justice",
        "kind",
        "lake",
        "lean",
        "lee",
        "levi",
        "line",
        "lord",
        "lowe",
        "luck",
        "mac",
        "mae",
        "major",
        "marsh",
        "may",
        "mercy",
        "mills",
        "moss",
        "nash",
        "noble",
        "north",
        "west",
        "east",
        "south",
        "oakes",
        "penny",
        "pierce",
        "pink",
        "pope",
        "post",
        "pound",
        "pratt",
        "read",
        "reed",
        "rock",
        "rocky",
        "rose",
        "royal",
        "russell",
        "sage",
        "sharp",
        "short",
        "small",
        "snow",
        "stark",
        "stone",
        "summers",
        "swan",
        "tan",
        "terry",
        "todd",
        "trust",
        "vale",
        "wall",
        "ward",
        "waters",
        "wells",
        "west",
        "winter",
        "wolf",
        "woods",
        "wren",
        "wright",
        "young",
        "allergy",
        "allergies",
        "georgia",
        "carolina",
        "dakota",
        "austin",
        "houston",
        "phoenix",
        "india",
        "paris",
        "sydney",
        "florence",
        "cole",
        "wade",
        "booth",
        "cherry",
        "crystal",
        "destiny",
        "harmony",
        "heaven",
        "jade",
        "jewel",
        "liberty",
        "melody",
        "misty",
        "precious",
        "serenity",
        "sterling",
        "trinity",
        "unique",
        "easy",
        "dragon",
        "story",
    ]
)

TITLE_RE = r"(?:dr|doctor|mr|mrs|ms|miss|mx|nurse)"
# Capitalized words that may follow a title without being a name part.
FUNCTION_WORDS = frozenset(
    [
        "the",
        "and",
        "is",
        "was",
        "has",
        "had",
        "reports",
        "states",
        "presents",
        "returns",
        "denies",
        "notes",
        "to",
        "for",
        "from",
        "at",
        "in",
        "on",
        "of",
        "with",
        "who",
        "will",
        "would",
        "said",
        "says",
        "also",
        "today",
        "here",
    ]
)
LOWER_TITLED_OK = frozenset({"walker", "young", "king", "cook", "baker", "hill", "wood", "white", "brown", "green"})
MONTH_NAMES = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
MONTH_RE = rf"(?:{MONTH_NAMES})\.?"
ORD = r"(?:st|nd|rd|th)?"
DATE_PATTERNS = [
    rf"\b(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+)?{MONTH_RE}\s+\d{{1,2}}{ORD}(?:,?\s+(?:19|20)\d\d)?\b",
    rf"\b\d{{1,2}}{ORD}\s+(?:of\s+)?{MONTH_RE}(?:,?\s+(?:19|20)\d\d)?\b",
    rf"\b{MONTH_RE}\s*,?\s+(?:of\s+)?(?:19|20)\d\d\b",
    r"\b(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])/(?:19|20)?\d\d\b",
    r"\b(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])-(?:19|20)\d\d\b",
    r"(?<![\d/])(?:0?[1-9]|1[0-2])/(?:19|20)\d\d\b",
    r"\b(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b",
    r"(?<=\b(?:in|since|from|until|of|year|around|circa) )(?:19[5-9]\d|20[0-2]\d)\b(?!\s*(?:mg|ml|mcg|units?|cc|%))",
]
DATE_RE = regex.compile("|".join(f"(?:{p})" for p in DATE_PATTERNS), regex.IGNORECASE)  # variable look-behind

_NUMWORD = (
    r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|one hundred(?:[- ]\w+)?)"
)
AGE_RE = re.compile(
    rf"\b(?P<a>\d{{1,3}}|{_NUMWORD})(?=[- ]years?[- ]old\b|[- ]year[- ]old\b|\s*(?:yo|y/o|y\.o\.)(?:\W|$))"
    rf"|\b(?:aged?|age of)\s+(?P<b>\d{{1,3}})\b",
    re.IGNORECASE,
)
PATIENT_NOUN_RE = re.compile(
    r"^[- ]years?[- ]old,?\s+(?:\w+\s+){0,3}?(?:female|male|man|woman|gentleman|lady|patient|boy|girl|"
    r"caucasian|african|hispanic|asian|white|black)\b",
    re.IGNORECASE,
)
FAMILY_WORDS = re.compile(
    r"\b(?:husband|wife|son|daughter|mother|mom|father|dad|brother|sister|partner|fianc[ée]e?|grandson|"
    r"granddaughter|grandmother|grandfather|aunt|uncle|niece|nephew|cousin|friend|boyfriend|girlfriend|"
    r"caregiver|spouse|stepson|stepdaughter|guest)\b[^.\n]{0,25}$",
    re.IGNORECASE,
)
GREETING_RE = re.compile(
    r"\b(?:hi|hey|hello|bye|goodbye|thanks|thank you|morning|good morning|good afternoon|good evening|welcome|"
    r"nice to meet you|see you|okay|alright|all right|so)\s*,?\s+(?P<n>[a-z][a-z'-]+)\s*(?=[.,?!])",
    re.IGNORECASE,
)
TITLED_RE = re.compile(
    rf"\b(?P<t>{TITLE_RE})\.?\s+(?P<n1>[A-Za-z][A-Za-z'-]+)(?:\s+(?P<n2>[A-Za-z][A-Za-z'-]+))?", re.IGNORECASE
)
PAIR_RE = re.compile(r"\b(?P<n1>[A-Z][a-z]+)\s+(?P<n2>(?:[A-Z][a-z]?)?[A-Z][a-z'-]+(?:-[A-Z][a-z]+)?)\b")
SUBJECT_VERB_RE = re.compile(r"\s+(?:is|was|has|had|reports|states|presents|returns|denies|notes)\b")
CAP_RE = re.compile(r"\b[A-Z][a-z]+\b")
TITLE_BEFORE_RE = re.compile(rf"\b{TITLE_RE}\.?\s+$", re.IGNORECASE)


US_STATE_NAMES = (
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Hawaii|Idaho|Illinois|"
    "Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|"
    "Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|"
    "Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|"
    "Washington|West Virginia|Wisconsin|Wyoming"
)
COUNTRY_NAMES = frozenset(
    [
        "Mexico",
        "Guatemala",
        "India",
        "Philippines",
        "Vietnam",
        "China",
        "Nigeria",
        "Canada",
        "Brazil",
        "Poland",
        "Italy",
        "Germany",
        "Ireland",
        "El Salvador",
        "Honduras",
        "Haiti",
        "Colombia",
        "Ukraine",
        "Kenya",
        "Peru",
        "Japan",
        "Korea",
        "France",
        "Spain",
        "England",
        "Cuba",
        "Jamaica",
        "Puerto Rico",
        "Dominican Republic",
        "Russia",
        "Iran",
        "Iraq",
        "Pakistan",
        "Egypt",
        "Ghana",
        "Ethiopia",
        "Somalia",
        "Afghanistan",
        "Thailand",
        "Cambodia",
        "Africa",
        "Europe",
        "Australia",
        "Greece",
        "Turkey",
        "Israel",
        "Argentina",
        "Chile",
        "Venezuela",
        "Ecuador",
    ]
)
# Capitalized only (so "washington" the person or "georgia" the name stay out in lower-case dialogue).
PLACE_RE = re.compile(rf"\b(?:{US_STATE_NAMES}|{'|'.join(sorted(COUNTRY_NAMES, key=len, reverse=True))})\b")


@lru_cache(maxsize=1)
def name_lists() -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """(first names, last names, female first names, male first names), lower case, stop words removed."""
    from deidq.synth.fake import faker_for

    first: set[str] = set()
    last: set[str] = set()
    fem: set[str] = set()
    male: set[str] = set()
    for loc in NAME_LIST_LOCALES:
        for prov in faker_for(loc).providers:
            if "person" not in type(prov).__module__:
                continue
            for attr, bucket in (("first_names_female", fem), ("first_names_male", male)):
                vals = getattr(prov, attr, None) or ()
                for v in vals:
                    w = str(v).lower()
                    if re.fullmatch(r"[a-záéíóúñü'-]{2,}", w):
                        bucket.add(w)
                        first.add(w)
            for attr in ("last_names", "last_names_female", "last_names_male"):
                for v in getattr(prov, attr, None) or ():
                    w = str(v).lower()
                    if re.fullmatch(r"[a-záéíóúñü'-]{2,}", w):
                        last.add(w)
    return (frozenset(first - STOP), frozenset(last - STOP), frozenset(fem - STOP), frozenset(male - STOP))


@lru_cache(maxsize=1)
def raw_name_lists() -> tuple[frozenset[str], frozenset[str]]:
    """First and last names including those that are also common words (used after a title only)."""
    first, last, _, _ = name_lists()
    return first | (STOP & _ALL_NAMES()), last | (STOP & _ALL_NAMES()) | LOWER_TITLED_OK


@lru_cache(maxsize=1)
def _ALL_NAMES() -> frozenset[str]:
    from deidq.synth.fake import faker_for

    out: set[str] = set()
    for loc in NAME_LIST_LOCALES:
        for prov in faker_for(loc).providers:
            if "person" in type(prov).__module__:
                for attr in ("first_names_female", "first_names_male", "last_names"):
                    out.update(str(v).lower() for v in getattr(prov, attr, None) or ())
    return frozenset(out)


@dataclass
class Found:
    start: int
    end: int
    kind: str  # NAME, DATE, AGE, or a location type (STATE, COUNTRY)
    role: str = ""  # for NAME: PATIENT, DOCTOR, FAMILY; for AGE: "patient" when it describes the patient
    group: str = ""  # for NAME: the token (lower case) it stands for
    slot: str = ""  # for NAME: "first" or "last"


def _is_name_token(tok: str, first: frozenset[str], last: frozenset[str]) -> bool:
    w = tok.lower()
    return w not in STOP and (w in first or w in last)


def harvest_names(texts: list[str]) -> dict[str, tuple[str, str]]:
    """Name tokens (lower case) found in the texts of one encounter -> (slot, role).

    slot: "first" or "last"; role: PATIENT, DOCTOR or FAMILY (majority by evidence order: DOCTOR wins)."""
    first, last, _, _ = name_lists()
    raw_first, raw_last = raw_name_lists()
    out: dict[str, tuple[str, str]] = {}

    def put(tok: str, slot: str, role: str) -> None:
        w = tok.lower()
        if len(w) < 2 or w in FUNCTION_WORDS:
            return
        if w in out:
            old_slot, old_role = out[w]
            role = "DOCTOR" if "DOCTOR" in (role, old_role) else old_role
            slot = old_slot
        out[w] = (slot, role)

    for text in texts:
        for m in TITLED_RE.finditer(text):
            t = m.group("t").lower()
            n1, n2 = m.group("n1").strip("'-"), (m.group("n2") or "").strip("'-") or None
            is_cap = n1[0].isupper()
            if n1.lower() in FUNCTION_WORDS or n1.lower() in {"and", "the", "so", "i", "a", "said", "wanted", "did"}:
                continue
            if not is_cap and n1.lower() not in raw_first and n1.lower() not in raw_last:
                continue
            if t == "doctor" and not (n1[0].isupper() or _is_name_token(n1, first, last)):
                continue
            if t == "nurse" and not _is_name_token(n1, first, last):
                continue
            if t in ("doctor", "nurse") and n1.lower() in STOP and not is_cap:
                continue
            role = "DOCTOR" if t in ("dr", "doctor") else "PATIENT"
            two = n2 is not None and (
                (is_cap and n2[0].isupper() and n2.lower() not in FUNCTION_WORDS)
                or (not is_cap and n1.lower() in first and n2.lower() in last)
            )
            if two:
                put(n1, "first", role)
                put(n2, "last", role)
            elif n1.lower() in first and n1.lower() not in last and t not in ("mr", "mrs", "ms", "miss", "mx"):
                put(n1, "first", role)
            else:
                put(n1, "last" if t != "miss" or n1.lower() not in first else "first", role)
        for m in PAIR_RE.finditer(text):
            n1, n2 = m.group("n1"), m.group("n2")
            if n1.lower() in first and n2.lower() not in STOP and (n2.lower() in last or n2.lower() not in first):
                if re.search(rf"\b{TITLE_RE}\.?\s+$", text[max(0, m.start() - 9) : m.start()], re.IGNORECASE):
                    continue  # handled by TITLED_RE
                role = "FAMILY" if FAMILY_WORDS.search(text[max(0, m.start() - 40) : m.start()]) else "PATIENT"
                put(n1, "first", role)
                put(n2, "last", role)
        for m in GREETING_RE.finditer(text):
            n = m.group("n")
            if n.lower() in first:
                before = text[max(0, m.start() - 30) : m.start()]
                role = "PATIENT"
                if (
                    re.search(r"\[patient[^\]]*\]\s*$", text[max(0, m.start() - 12) : m.start()])
                    or "[patient" in before[-12:]
                ):
                    role = "DOCTOR" if n.lower() in out and out[n.lower()][1] == "DOCTOR" else "PATIENT"
                put(n, "first", role)
    # lone capitalized first names ("Martha is a 50-year-old ...")
    for text in texts:
        for m in CAP_RE.finditer(text):
            w = m.group().lower()
            if w in first and w not in out and w not in STOP:
                prev = text[max(0, m.start() - 2) : m.start()]
                # at a sentence start only when followed by a verb typical of a subject
                at_start = prev.endswith(("\n", ". ", ": ")) or m.start() == 0
                if at_start and not SUBJECT_VERB_RE.match(text[m.end() : m.end() + 12]):
                    continue
                role = "FAMILY" if FAMILY_WORDS.search(text[max(0, m.start() - 40) : m.start()]) else "PATIENT"
                put(m.group(), "first", role)
    return out


def find_phi(text: str, names: dict[str, tuple[str, str]]) -> list[Found]:
    """Spans of names (from ``names``), dates and ages in ``text``; non-overlapping, sorted."""
    items: list[Found] = []
    if names:
        alts = "|".join(sorted((re.escape(n) for n in names), key=len, reverse=True))
        for m in re.finditer(rf"(?<![\w'-])(?:{alts})(?![\w-])", text, re.IGNORECASE):
            w = m.group().lower()
            slot, role = names[w]
            if (
                w in STOP
                and not m.group()[0].isupper()
                and not TITLE_BEFORE_RE.search(text[max(0, m.start() - 9) : m.start()])
            ):
                continue  # "walker" the device, not "Mr. Walker"
            items.append(Found(m.start(), m.end(), "NAME", role, w, slot))
    for m in PLACE_RE.finditer(text):
        items.append(Found(m.start(), m.end(), "COUNTRY" if m.group() in COUNTRY_NAMES else "STATE"))
    for m in DATE_RE.finditer(text):
        items.append(Found(m.start(), m.end(), "DATE"))
    for m in AGE_RE.finditer(text):
        g = "a" if m.group("a") else "b"
        s, e = m.span(g)
        role = "patient" if g == "a" and PATIENT_NOUN_RE.match(text[e : e + 60]) else ""
        items.append(Found(s, e, "AGE", role))
    items.sort(key=lambda f: (f.start, -(f.end - f.start)))
    out: list[Found] = []
    for f in items:
        if out and f.start < out[-1].end:
            continue
        out.append(f)
    # join "First Last" sequences of name tokens into one span
    merged: list[Found] = []
    for f in out:
        if (
            merged
            and f.kind == "NAME"
            and merged[-1].kind == "NAME"
            and text[merged[-1].end : f.start] in (" ", ", ")
            and merged[-1].role == f.role
        ):
            prev = merged[-1]
            prev.group = prev.group + "\x00" + f.group
            prev.slot = prev.slot + "\x00" + f.slot
            prev.end = f.end
            continue
        merged.append(f)
    return merged
