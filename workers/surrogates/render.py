"""Render a note with its kept spans replaced: ``redact`` ([NAME]), ``tag`` (inline, for review) or
``surrogate`` (realistic fakes from a :class:`Surrogator`). Detection is the same for all three."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Protocol

from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.core.vocab import RenderMode
from deidq.workers.surrogates.keyed import normalise
from deidq.workers.surrogates.names import RELATIONS, SUFFIXES, titles_for

MODES = tuple(RenderMode)  # "surrogate", "redact", "tag" (inline tags)


class Surrogator(Protocol):
    def surrogate(self, note: Note, span: Span, original: str, protect: Collection[str] = ()) -> str: ...


PROTECTED_LABELS = frozenset({"NAME", "ID", "CONTACT", "LOCATION"})
_NAME_WORD = re.compile(r"[^\W\d_]{3,}")


def protected_strings(text: str, spans: Sequence[Span], lang: str = "en") -> frozenset[str]:
    """The note's PHI strings that no surrogate may contain: every name, identifier, contact and place as written
    (two characters or more; four for digits alone) and each name's words of three letters or more. A surrogate
    ``MCGRATH`` would otherwise write a clinician's initials ``AT`` back into the note, ``Walters`` a ``Walter``."""
    out: set[str] = set()
    kept_words = titles_for(lang) | SUFFIXES | RELATIONS
    for s in spans:
        if s.label not in PROTECTED_LABELS:
            continue
        value = text[s.start : s.end].strip()
        if len(value) >= (4 if value.isdigit() else 2):
            out.add(value)
        if s.label == "NAME":  # titles and relation words stay in a name's surrogate: they are no one's name
            out.update(w for w in _NAME_WORD.findall(value) if normalise(w) not in kept_words)
    return frozenset(out)


def render(
    note: Note, spans: Sequence[Span], mode: str, surrogator: Surrogator | None = None
) -> tuple[str, list[str | None]]:
    """Return the rendered text and, per span (same order as ``spans``), the replacement written.

    Spans must not overlap (the merger guarantees it)."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; use one of {', '.join(map(str, MODES))}")
    if mode == RenderMode.SURROGATE and surrogator is None:
        raise ValueError("surrogate mode needs a surrogator (configure a secret key)")
    text = note.text
    order = sorted(range(len(spans)), key=lambda i: spans[i].start)
    out: list[str] = []
    replacements: list[str | None] = [None] * len(spans)
    pos = 0
    protect = protected_strings(text, spans, note.language) if mode == RenderMode.SURROGATE else frozenset()
    for i in order:
        s = spans[i]
        if s.start < pos:
            raise ValueError(f"overlapping spans at offset {s.start}; merge before rendering")
        original = text[s.start : s.end]
        if mode == RenderMode.REDACT:
            rep = f"[{s.label}]"
        elif mode == RenderMode.INLINE_TAGS:
            rep = f'<PHI label="{s.label}" type="{s.type}">{original}</PHI>'
        else:
            assert surrogator is not None
            rep = surrogator.surrogate(note, s, original, protect)
        out.append(text[pos : s.start])
        out.append(rep)
        replacements[i] = rep if mode != RenderMode.INLINE_TAGS else None
        pos = s.end
    out.append(text[pos:])
    return "".join(out), replacements
