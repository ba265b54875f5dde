"""Person-name surrogates that keep the name's shape and map every name *part* consistently.

Each part (``John``, ``Smith``; accents stripped, casefolded) is hashed on its own, so ``John
Smith``, ``SMITH, JOHN``, ``Mr. Smith`` and ``J. Smith`` all get the same surname surrogate in
one scope. A part known as a female/male first name becomes a first name of the same gender,
anything else a surname (position-independent, so consistency does not depend on word order).
Titles, particles (``de``, ``van``), suffixes (``Jr.``) and, for relatives, relation words
(``madre``, ``hermano``) are kept; initials become keyed initials.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Set
from functools import cache, lru_cache

from deidq.workers.languages import get_language
from deidq.workers.surrogates.formats import scramble_id
from deidq.workers.surrogates.keyed import Draw, normalise
from deidq.workers.surrogates.pools import first_names, last_names, name_index

TITLES = frozenset(
    {
        "dr", "dra", "doctor", "doctora", "mr", "mrs", "ms", "miss", "mx", "prof", "profesor", "profesora",
        "sr", "sra", "srta", "don", "dona", "dna", "sir", "madam", "nurse", "enfermera", "enfermero",
    }
)  # fmt: skip


def titles_for(lang: str) -> frozenset[str]:
    """The titles kept in a name of this language: the shared list less what the language's record calls given
    names ("Don Casey" in English)."""
    return TITLES - get_language(lang).surrogates.titles_that_are_names


PARTICLES = frozenset({"de", "del", "la", "las", "los", "y", "i", "van", "von", "der", "den", "da", "di",
                       "du", "le", "el", "san", "st", "e", "bin", "ibn", "al"})  # fmt: skip
SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv", "md", "phd", "rn", "np", "pa", "do", "dds"})
RELATIONS = frozenset(
    {
        "madre", "padre", "padres", "mama", "papa", "hermano", "hermana", "hermanos", "hermanas", "hijo",
        "hija", "hijos", "hijas", "esposo", "esposa", "marido", "mujer", "pareja", "novio", "novia",
        "abuelo", "abuela", "abuelos", "tio", "tia", "tios", "tias", "primo", "prima", "primos", "primas",
        "sobrino", "sobrina", "sobrinos", "sobrinas", "nieto", "nieta", "nietos", "nietas", "familia",
        "familiar", "familiares", "mayor", "menor", "pequeno", "pequena", "materno", "materna", "paterno",
        "paterna", "gemelo", "gemela", "su", "sus", "anos", "meses", "mother", "father", "parents",
        "brother", "sister", "brothers", "sisters", "son", "daughter", "sons", "daughters", "wife",
        "husband", "spouse", "partner", "grandmother", "grandfather", "grandparents", "aunt", "uncle",
        "cousin", "nephew", "niece", "family", "twin", "older", "younger", "his", "her", "their",
        "maternal", "paternal", "de", "of", "y", "and", "years", "old", "year",
    }
)  # fmt: skip

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*\.?|\d+|[^\w]+|_")


def case_shape(word: str) -> str:
    letters = [c for c in word if c.isalpha()]
    if not letters:
        return "other"
    if all(c.isupper() for c in letters):
        return "upper"
    if all(c.islower() for c in letters):
        return "lower"
    return "title"


def apply_shape(word: str, shape: str) -> str:
    if shape == "upper":
        return word.upper()
    if shape == "lower":
        return word.lower()
    if shape == "title":
        return "-".join(p[:1].upper() + p[1:].lower() for p in word.split("-"))
    return word


def is_relation_mention(text: str) -> bool:
    """True when every word is a relation word or number (``madre``, ``hermano mayor de 6 años``)."""
    words = [w for w in re.findall(r"[^\W\d_]+", text)]
    return bool(words) and all(normalise(w) in RELATIONS for w in words)


@cache
def _pool_index(lang: str, cls: str) -> dict[str, int]:
    pool = first_names(lang, cls) if cls in ("f", "m") else last_names(lang)
    return {normalise(n): i for i, n in enumerate(pool)}


@lru_cache(maxsize=256)
def _permutation(seed: bytes, n: int) -> tuple[int, ...]:
    """A keyed derangement-ish shuffle of ``range(n)`` (Sattolo's algorithm: one n-cycle, so no
    element maps to itself)."""
    d = Draw(seed, "perm")
    perm = list(range(n))
    for i in range(n - 1, 0, -1):
        j = d.below(i)
        perm[i], perm[j] = perm[j], perm[i]
    return tuple(perm)


def surrogate_part(part: str, draw_for: Callable[[str, str], Draw], lang: str, avoid: Set[str] = frozenset()) -> str:
    """A keyed surrogate for one name part (``draw_for(kind, normalised)`` gives its Draw).

    Candidates equal to the part or to any word in ``avoid`` (the note's own words) are skipped,
    so a surrogate never reproduces a real name that appears in the same note."""
    key = normalise(part)
    cls = name_index().get(key, "l")
    pool = first_names(lang, cls) if cls in ("f", "m") else last_names(lang)
    index = _pool_index(lang, cls)
    if key in index:
        # A name from the pool goes through a keyed permutation of the pool for this scope, so two
        # different known names of one patient never share a surrogate (no fixed points).
        perm = _permutation(draw_for("name-perm", f"{lang}|{cls}").seed, len(pool))
        cand = pool[perm[index[key]]]
        k = normalise(cand)
        if k != key and k not in avoid:
            return cand
    draw = draw_for("name-part", key)
    for _ in range(64):
        cand = draw.choice(pool)
        k = normalise(cand)
        if k != key and k not in avoid:
            return cand
    return cand + "o"  # pragma: no cover (every candidate collided)


_INITIAL_LETTERS = "ABCDEFGHJKLMNPRSTVW"


def _is_initials(value: str) -> bool:
    return (2 <= len(value) <= 3 and value.isalpha() and (value.isupper() or value.islower())
            and normalise(value) not in name_index())  # fmt: skip


def surrogate_initials(original: str, draw_for: Callable[[str, str], Draw], avoid: Set[str] = frozenset()) -> str:
    """Keyed initials of the same length and case: a staff sign-off stays a sign-off, and neither the result nor
    any two letters of it is the original or a word of the note (``avoid``), so it cannot write another person's
    initials there."""
    key = normalise(original)
    draw = draw_for("name-initials", key)
    cand = original
    for _ in range(64):
        cand = "".join(draw.choice(_INITIAL_LETTERS) for _ in original)
        k = cand.lower()
        parts = {k[i:j] for i in range(len(k)) for j in range(i + 2, len(k) + 1)}
        if key not in parts and parts.isdisjoint(avoid):
            break
    return cand if original.isupper() else cand.lower()


def _is_particle(tok: str) -> bool:
    """A particle of two letters or more (``de``, ``van``, ``al``); one letter (``e``, ``y``) may be an initial."""
    word = tok.rstrip(".")
    return tok[0].isalpha() and len(word) > 1 and normalise(word) in PARTICLES


def _is_content(tok: str, titles: frozenset[str] = TITLES) -> bool:
    """A name word that gets a surrogate of its own: two letters or more, no title, particle or suffix."""
    word = tok.rstrip(".")
    key = normalise(word)
    return tok[0].isalpha() and len(word) > 1 and key not in titles and key not in SUFFIXES and not _is_particle(tok)


def _particles_kept(toks: list[str], titles: frozenset[str] = TITLES) -> list[bool]:
    """Which tokens are particles kept as written: between two words that are replaced (``María de la Cruz``, ``Omar
    al Rashid``), or leading the surname they belong to, one space apart (``Sr. de la Fuente``, ``van Dijk``). A name
    with no word to replace, or a particle set apart from it, is read as name parts or stray initials (``E. Le``,
    ``al  DT``): keeping those could keep the whole name."""
    content = [_is_content(t, titles) for t in toks]
    if True not in content:
        return [False] * len(toks)
    first = content.index(True)
    last = len(toks) - 1 - content[::-1].index(True)
    # a leading run of particles joined to the first replaced word by single spaces
    lead = first
    while lead >= 2 and toks[lead - 1] == " " and _is_particle(toks[lead - 2]):
        lead -= 2
    return [_is_particle(t) and (first < i < last or lead <= i < first) for i, t in enumerate(toks)]


def surrogate_name(
    original: str,
    draw_for: Callable[[str, str], Draw],
    lang: str,
    *,
    relatives: bool = False,
    avoid: Set[str] = frozenset(),
) -> str:
    """Replace every name part of ``original``, keeping punctuation, titles and case shape. Initials written
    together (``NK``, ``tc``: two or three letters of one case that are no known name) get initials back."""
    if _is_initials(original):
        return surrogate_initials(original, draw_for, avoid)
    out: list[str] = []
    toks = _WORD.findall(original)
    titles = titles_for(lang)
    keep_particle = _particles_kept(toks, titles)
    for i, tok in enumerate(toks):
        if tok.isdigit():  # a number inside a name field (rare): keyed digits
            out.append(scramble_id(tok, draw_for("name-digits", tok)))
            continue
        if not tok[0].isalpha():
            out.append(tok)
            continue
        dot = tok.endswith(".")
        word = tok[:-1] if dot else tok
        key = normalise(word)
        if key in titles or (key in SUFFIXES and out):
            out.append(tok)
            continue
        if keep_particle[i]:
            out.append(tok)
            continue
        if relatives and key in RELATIONS:
            out.append(tok)
            continue
        if len(word) == 1:  # initial
            d = draw_for("name-initial", key)
            letters = "ABCDEFGHIJKLMNOPRSTV"
            letter = d.choice([c for c in letters if c.lower() != key and c.lower() not in avoid])
            out.append((letter if word.isupper() else letter.lower()) + ("." if dot else ""))
            continue
        pieces = re.split(r"(['’-])", word)
        new = []
        for p in pieces:
            if p in ("-", "'", "’") or not p or len(p) <= 1:
                new.append(p)
            else:
                new.append(apply_shape(surrogate_part(p, draw_for, lang, avoid), case_shape(p)))
        out.append("".join(new) + ("." if dot else ""))
    return "".join(out)
