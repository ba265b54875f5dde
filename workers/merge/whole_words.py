"""Identifier spans cover whole words: an ID or contact value is never cut inside a word.

Detectors split identifiers at their inner punctuation (``MR-0883243`` as ``MR`` + ``-0883243``, ``256926.9`` as
``256926``, a serial's last letter left out), and the part left outside survives redaction. After merging, each
kept span of a ``labels`` label grows over the letters and digits next to it, and over a joiner (``-./_``)
between two of them, up to the neighbouring kept spans; kept spans of these labels that then meet inside one word
become one (the longer part's type, the lower score, every source). Spans of a ``plain`` label (dates) grow over
letters and digits only and never join: ``3/4-3/8`` stays two dates, a year cut as ``07`` of ``2007`` becomes
``2007``. A changed span lists ``merge.whole_word@VERSION`` among its sources."""

from __future__ import annotations

from collections.abc import Sequence

from deidq.workers.core.spans import Span

VERSION = "1.1.0"  # 1.1.0: plain labels (dates)
SOURCE = f"merge.whole_word@{VERSION}"
_JOINERS = frozenset("-./_")
_NO_JOINERS: frozenset[str] = frozenset()  # plain labels: letters and digits only


def _word_end(text: str, b: int, hi: int, joiners: frozenset[str] = _JOINERS) -> int:
    while b < hi and (text[b].isalnum() or (text[b] in joiners and b + 1 < hi and text[b + 1].isalnum())):
        b += 1
    return b


def _word_start(text: str, a: int, lo: int, joiners: frozenset[str] = _JOINERS) -> int:
    while a > lo and (text[a - 1].isalnum() or (text[a - 1] in joiners and a - 2 >= lo and text[a - 2].isalnum())):
        a -= 1
    return a


def _mark(s: Span) -> tuple[str, ...]:
    return s.sources if SOURCE in s.sources else (*s.sources, SOURCE)


def widen_to_words(kept: Sequence[Span], text: str, labels: frozenset[str],
                   plain: frozenset[str] = frozenset()) -> list[Span]:  # fmt: skip
    """``kept`` (disjoint) with the spans of ``labels`` grown to whole words, and those of ``plain`` to the letters
    and digits around them; sorted by start."""
    spans = sorted(kept, key=lambda s: (s.start, s.end))
    if not any(s.label in labels or s.label in plain for s in spans):
        return spans
    out: list[Span] = []
    for i, s in enumerate(spans):
        joining = s.label in labels
        if not joining and s.label not in plain:
            out.append(s)
            continue
        lo = out[-1].end if out else 0
        hi = spans[i + 1].start if i + 1 < len(spans) else len(text)
        joiners = _JOINERS if joining else _NO_JOINERS
        a, b = _word_start(text, s.start, lo, joiners), _word_end(text, s.end, hi, joiners)
        prev = out[-1] if out else None
        if joining and prev is not None and prev.label in labels and _one_word(text, prev.end, a):
            longer = prev if prev.length >= b - a else s
            out[-1] = prev.with_(end=b, type=longer.type, score=min(prev.score, s.score),
                                 sources=(*dict.fromkeys((*prev.sources, *s.sources, SOURCE)),),
                                 roles=(*dict.fromkeys((*prev.roles, *s.roles)),))  # fmt: skip
            continue
        out.append(s if (a, b) == (s.start, s.end) else s.with_(start=a, end=b, sources=_mark(s)))
    return out


def _one_word(text: str, end: int, start: int) -> bool:
    """Whether a span ending at ``end`` and one starting at ``start`` lie in one word: nothing or one joiner
    between them, no blank at the junction, and a letter or digit on one side of it at least."""
    if end > start or end == 0 or start >= len(text):
        return False
    gap = text[end:start]
    if not (gap == "" or (len(gap) == 1 and gap in _JOINERS)):
        return False
    left, right = text[end - 1], text[start]
    return not (left.isspace() or right.isspace()) and (left.isalnum() or right.isalnum())
