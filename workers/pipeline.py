"""Pipeline: detectors → merger → renderer, over batches of notes. Used by ``deidq tag``, the
embedded runner and the Celery task shells alike, so every path de-identifies the same way."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from deidq.workers.core.detector import Detector
from deidq.workers.core.note import Note
from deidq.workers.core.spans import DetectorRef, Span
from deidq.workers.merge.ensemble import MergePolicy, MergeResult, merge
from deidq.workers.registry import detector_ref
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


def detect_role(detector: Detector, ref: DetectorRef, notes: Sequence[Note]) -> list[list[Span]]:
    """One role's spans for each note, each carrying ``ref`` (who found it, in which role and language). Any
    detector error propagates: the caller fails the notes closed."""
    found = detector.detect_batch(notes)
    if len(found) != len(notes):
        raise RuntimeError(f"detector {ref.role} returned {len(found)} results for {len(notes)} notes")
    return [[s.with_detector(ref) for s in spans] for spans in found]


def detect_all(
    detectors: Mapping[str, Detector], notes: Sequence[Note], refs: Mapping[str, DetectorRef]
) -> list[dict[str, list[Span]]]:
    """Run every role over the batch. Any detector error propagates: the batch fails closed."""
    per_note: list[dict[str, list[Span]]] = [{} for _ in notes]
    for role, det in detectors.items():
        for i, spans in enumerate(detect_role(det, refs[role], notes)):
            per_note[i][role] = spans
    return per_note


class Pipeline:
    def __init__(
        self,
        detectors: Mapping[str, Detector],
        policy: MergePolicy | None = None,
        surrogator: Surrogator | None = None,
        *,
        language: str = "",
    ) -> None:
        if not detectors:
            raise ValueError("a pipeline needs at least one detector")
        self.detectors = dict(detectors)
        self.refs = {role: detector_ref(d, role, language) for role, d in self.detectors.items()}
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
        found = detect_all(self.detectors, notes, self.refs)
        return [self.finish(n, f, mode) for n, f in zip(notes, found, strict=True)]
