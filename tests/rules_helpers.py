"""Shared by the English rules form tests: spans a rules detector finds, and its veto markers, as text."""

from __future__ import annotations

from deidq.workers.core.note import Note
from deidq.workers.core.vetoes import INSIDE_PREFIX, LABELS_PREFIX
from deidq.workers.core.vocab import Decision


def found(rules, text: str) -> list[tuple[str, str]]:
    return [(text[s.start : s.end], s.type) for s in rules.detect(Note(note_id="t", text=text)) if not s.decision]


def found_as(rules, text: str, typ: str) -> list[str]:
    """The text of each span of fine type ``typ`` the detector finds, in its order."""
    return [value for value, t in found(rules, text) if t == typ]


def vetoed(rules, text: str) -> list[str]:
    return [text[s.start : s.end] for s in rules.detect(Note(note_id="t", text=text)) if s.decision == Decision.VETO]


def vetoed_as(rules, text: str, label: str) -> set[str]:
    """The text under each veto marker for ``label``: label-wide (``labels:A,B``, ``inside:labels:A,B``) or of that
    very type."""
    markers = [s for s in rules.detect(Note(note_id="t", text=text)) if s.decision == Decision.VETO]
    return {text[s.start : s.end] for s in markers
            if label in s.type.removeprefix(INSIDE_PREFIX).removeprefix(LABELS_PREFIX).split(",")}  # fmt: skip


def texts(detector, text: str) -> list[str]:
    """The text of each span a component's ``detect_text`` finds, in its order."""
    return [text[s.start : s.end] for s in detector.detect_text(text)]
