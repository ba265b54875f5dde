"""Detector protocol: anything that turns notes into spans."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span


@runtime_checkable
class Detector(Protocol):
    """A named, versioned span producer. ``source`` is ``f"{name}@{version}"``.

    ``detect_batch`` lets batched detectors (the ONNX tagger) see many notes at once; simple
    detectors implement it as a loop over ``detect``. A detector raises on failure: callers
    fail the note closed instead of releasing it half-checked.
    """

    name: str
    version: str

    def detect(self, note: Note) -> list[Span]: ...

    def detect_batch(self, notes: Sequence[Note]) -> list[list[Span]]: ...


class DetectorError(RuntimeError):
    """A detector could not check a note. Message carries ids and codes, never note text."""

    phi_free_message = True


class DetectorUnavailable(RuntimeError):
    """A detector cannot serve a language or configuration. The message says what to do."""

    phi_free_message = True
