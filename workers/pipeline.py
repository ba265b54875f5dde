"""Pipeline: detectors → merger → renderer, over batches of notes. Used by ``deidq tag``, the
embedded runner and the Celery task shells alike, so every path de-identifies the same way."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from deidq.workers.core.detector import Detector
from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.merge.ensemble import MergePolicy, MergeResult, merge
from deidq.workers.surrogates.render import Surrogator, render


@dataclass(slots=True)
class NoteResult:
    note: Note
    merged: MergeResult
    text: str | None  # rendered text (None in pure tag-spans use)
    replacements: list[str | None]  # aligned with merged.kept

    @property
    def spans(self) -> list[Span]:
        return self.merged.kept


def detect_all(detectors: Mapping[str, Detector], notes: Sequence[Note]) -> list[dict[str, list[Span]]]:
    """Run every role over the batch. Any detector error propagates: the batch fails closed."""
    per_note: list[dict[str, list[Span]]] = [{} for _ in notes]
    for role, det in detectors.items():
        found = det.detect_batch(notes)
        if len(found) != len(notes):
            raise RuntimeError(f"detector {role} returned {len(found)} results for {len(notes)} notes")
        for i, spans in enumerate(found):
            per_note[i][role] = spans
    return per_note


class Pipeline:
    def __init__(
        self,
        detectors: Mapping[str, Detector],
        policy: MergePolicy | None = None,
        surrogator: Surrogator | None = None,
    ) -> None:
        if not detectors:
            raise ValueError("a pipeline needs at least one detector")
        self.detectors = dict(detectors)
        self.policy = policy or MergePolicy()
        self.surrogator = surrogator

    @property
    def versions(self) -> dict[str, str]:
        return {role: f"{d.name}@{d.version}" for role, d in self.detectors.items()}

    def finish(self, note: Note, spans_by_role: Mapping[str, Sequence[Span]], mode: str | None) -> NoteResult:
        merged = merge(spans_by_role, note.text, self.policy)
        if mode is None:
            return NoteResult(note, merged, None, [None] * len(merged.kept))
        text, reps = render(note, merged.kept, mode, self.surrogator)
        return NoteResult(note, merged, text, reps)

    def process(self, notes: Sequence[Note], mode: str | None = None) -> list[NoteResult]:
        found = detect_all(self.detectors, notes)
        return [self.finish(n, f, mode) for n, f in zip(notes, found, strict=True)]
