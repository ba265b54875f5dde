"""Allow/deny lists and name-shape word lists.

* allow list: terms never tagged by pattern or gazetteer rules (medical eponyms, drug and device
  names). One term per line, ``#`` comments; matched case-insensitively against the whole span.
* deny list: terms always tagged. One per line as ``TYPE<TAB>term`` (or ``TYPE|term``); a bare
  term gets the language's generic name type (its Language record's ``rules.default_name_type``). Matched
  case-insensitively, on word boundaries.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import regex
from deidq.workers.core.labels import label_of
from deidq.workers.core.terms import read_terms
from deidq.workers.languages import get_language
from deidq.workers.rules.packs import Pack, Pattern

DATA_DIR = Path(__file__).parent / "data"  # lists for every language; each language's own: its record
DENY_VERSION = "1.0.0"


@dataclass(slots=True)
class WordLists:
    allow: frozenset[str] = frozenset()
    name_stop: frozenset[str] = frozenset()
    particles: frozenset[str] = frozenset()
    deny_pack: Pack | None = None
    extra: dict[str, frozenset[str]] = field(default_factory=dict)


def _paths(p: str | Path | Iterable[str | Path] | None) -> list[Path]:
    if p is None:
        return []
    if isinstance(p, str | Path):
        return [Path(p)]
    return [Path(x) for x in p]


def _data(language: str, name: str) -> list[str]:
    out: list[str] = []
    for f in (DATA_DIR / name, get_language(language).rules.data_dir / name):
        if f.is_file():
            out.extend(read_terms(f))
    return out


def load_lists(
    language: str,
    allow_list: str | Path | Iterable[str | Path] | None = None,
    deny_list: str | Path | Iterable[str | Path] | None = None,
) -> WordLists:
    allow = {t.casefold() for t in _data(language, "allow.txt")}
    for p in _paths(allow_list):
        allow.update(t.casefold() for t in read_terms(p))
    name_stop = {t.casefold() for t in _data(language, "name_stop.txt")}
    particles = {t.casefold() for t in _data(language, "particles.txt")}
    deny_terms: dict[str, set[str]] = {}
    default_type = get_language(language).rules.default_name_type
    for p in _paths(deny_list):
        for line in read_terms(p):
            if "\t" in line or "|" in line:
                typ, term = regex.split(r"[\t|]", line, maxsplit=1)
                typ, term = typ.strip(), term.strip()
            else:
                typ, term = default_type, line
            deny_terms.setdefault(typ, set()).add(term)
    deny_pack = None
    if deny_terms:
        deny_pack = Pack(name="deny", version=DENY_VERSION, language=language)
        for typ, terms in sorted(deny_terms.items()):
            alts = "|".join(regex.escape(t) for t in sorted(terms, key=len, reverse=True))
            deny_pack.patterns.append(
                Pattern(
                    id=f"deny.{typ}",
                    type=typ,
                    label=label_of(typ),
                    compiled=regex.compile(rf"(?i)(?<![\p{{L}}\p{{N}}])(?:{alts})(?![\p{{L}}\p{{N}}])"),
                    score=0.99,
                    version=DENY_VERSION,
                )
            )
    return WordLists(frozenset(allow), frozenset(name_stop), frozenset(particles), deny_pack)
