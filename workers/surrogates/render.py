"""Render a note with its kept spans replaced: ``redact`` ([NAME]), ``tag`` (inline, for review) or
``surrogate`` (realistic fakes from a :class:`Surrogator`). Detection is the same for all three."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.core.vocab import RenderMode

MODES = tuple(RenderMode)  # "surrogate", "redact", "tag" (inline tags)


class Surrogator(Protocol):
    def surrogate(self, note: Note, span: Span, original: str) -> str: ...


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
            rep = surrogator.surrogate(note, s, original)
        out.append(text[pos : s.start])
        out.append(rep)
        replacements[i] = rep if mode != RenderMode.INLINE_TAGS else None
        pos = s.end
    out.append(text[pos:])
    return "".join(out), replacements
