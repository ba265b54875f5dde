"""Name propagation: a name the ensemble found is masked wherever else the same name occurs in the note.

Detectors judge each mention from its context, so a name found in a header (``Patient: Rosa Lindqvist``) can be
missed where the narrative uses it bare (``Lindqvist was seen…``, ``ROSA``). After merging, each kept span of a
``labels`` label scored at least ``min_score`` lends its text, and for a name of several words each word of
``min_chars`` or more that starts with a capital and is not an ordinary word (``stop``), to every other
occurrence in the note that no kept span covers: exact case, its upper-case form, and the title-case form of an
upper-case name. A word is whole (no letter or digit on either side). A word the note also writes in lower case
(an ordinary word here: "baker") is lent alone only as written and where no sentence or line starts before it,
unless it is a lower-case name that no list of ``ordinary`` words holds (a user name: "agcavend").
Initials are shorter than ``min_chars``: a span of ``short_sources`` (detectors that read initials from where they
stand: a staff column, a sign-off) lends a value of two letters or more, of one case, exactly as written and only
if it is not in ``short_stop`` (routes, units, statuses: what such places also hold), so ``NK`` signing a row is
masked where the same nurse signs a note below it.
The new span copies the lending span's label, type, score, roles and sources, plus ``merge.propagate@VERSION``
among its sources; its decision is ``kept`` (the auditor views count it as kept)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import regex
from deidq.workers.core.spans import Span
from deidq.workers.core.vocab import Decision

VERSION = "1.2.0"  # 1.1.0: initials from short_sources; 1.2.0: lower-case non-words lent everywhere
SOURCE = f"merge.propagate@{VERSION}"
_WORD = regex.compile(r"\p{L}[\p{L}'’\-]*")
# what may stand before a capital that a sentence or line start explains (then spaces): the start of the text,
# an end of sentence, a line break, a colon or an opening bracket, quote or bullet
_OPENERS = frozenset(".!?:;\n\r(\"'“‘•*-[")


def _after_sentence_start(text: str, i: int) -> bool:
    while i > 0 and text[i - 1] in " \t":
        i -= 1
    return i == 0 or text[i - 1] in _OPENERS


@dataclass(frozen=True, slots=True)
class Propagation:
    labels: frozenset[str] = frozenset()
    min_score: float = 0.9
    min_chars: int = 3
    stop: frozenset[str] = frozenset()  # casefolded words never lent on their own
    short_sources: frozenset[str] = frozenset()  # detector names (no version) whose initials are lent
    short_stop: frozenset[str] = frozenset()  # casefolded initials never lent
    # casefolded ordinary words (None: unknown); a lower-case name that is none of them is no word the note could
    # also use, so it is lent everywhere (user names: "Routing: agcavend")
    ordinary: frozenset[str] | None = None


def _forms(value: str) -> set[str]:
    out = {value, value.upper()}
    if value.isupper():
        out.add(value.title())
    return out


def _whole_word(text: str, a: int, b: int) -> bool:
    return (a == 0 or not text[a - 1].isalnum()) and (b == len(text) or not text[b].isalnum())


def _lends_initials(span: Span, value: str, prop: Propagation) -> bool:
    return (len(value) >= 2 and value.isalpha() and (value.isupper() or value.islower())
            and value.casefold() not in prop.short_stop
            and any(src.partition("@")[0] in prop.short_sources for src in span.sources))  # fmt: skip


def _unordinary_lower(value: str, prop: Propagation) -> bool:
    return prop.ordinary is not None and value.islower() and value.casefold() not in prop.ordinary


def propagate(kept: Sequence[Span], text: str, prop: Propagation) -> list[Span]:
    """The new spans (sorted, disjoint from ``kept`` and from each other)."""
    if not prop.labels:
        return []
    names = [s for s in kept if s.label in prop.labels and s.score >= prop.min_score]
    if not names:
        return []
    lenders: dict[str, tuple[Span, bool]] = {}  # form -> (lending span, lent mid-sentence only)
    lower_words = {w for w in _WORD.findall(text) if w.islower()}
    for s in sorted(names, key=lambda s: (-s.score, s.start)):
        value = text[s.start : s.end]
        words = _WORD.findall(value)
        values = [value] + ([w for w in words if w[0].isupper()] if len(words) > 1 else [])
        for v in values:
            key = v.casefold()
            if len(v) < prop.min_chars:
                if _lends_initials(s, v, prop):
                    lenders.setdefault(v, (s, False))
                continue
            if key in prop.stop:
                continue
            if " " not in v and v.lower() in lower_words and not _unordinary_lower(v, prop):
                lenders.setdefault(v, (s, True))
                continue
            for f in _forms(v):
                lenders.setdefault(f, (s, False))
    if not lenders:
        return []
    taken = [(s.start, s.end) for s in kept]
    added: list[Span] = []
    # longest forms first, so "Rosa Lindqvist" is one span where both words would also match alone
    for form in sorted(lenders, key=len, reverse=True):
        src, mid_only = lenders[form]
        i = text.find(form)
        while i >= 0:
            j = i + len(form)
            if (_whole_word(text, i, j) and not (mid_only and _after_sentence_start(text, i))
                    and not any(a < j and i < b for a, b in taken)):  # fmt: skip
                added.append(src.with_(start=i, end=j, decision=Decision.KEPT, sources=(*src.sources, SOURCE)))
                taken.append((i, j))
            i = text.find(form, i + 1)
    return sorted(added, key=lambda s: (s.start, s.end))
