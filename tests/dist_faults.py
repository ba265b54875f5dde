"""Fault injection for the distributed tests only. Worker processes import it through
``DEIDQ_PLUGINS=tests.dist_faults``; production code never does.

- role ``boom``: a detector that raises on notes whose id starts with ``poison`` (a poison note) and finds
  nothing elsewhere. Its tasks go to the ``rules`` queue.
- role ``killer``: SIGKILLs its own pool process on notes whose id starts with ``killer`` (a note that crashes
  whatever processes it).
- ``DIST_FAULT_FLAKY_SAVES=N`` with ``DIST_FAULT_STATE=DIR``: the first N calls of
  ``db.repository.save_results`` (the merge stage's batched write) across all processes raise a
  connection-lost ``OperationalError``."""

from __future__ import annotations

import os
from collections.abc import Sequence

from deidq.workers.core.note import Note
from deidq.workers.core.spans import Span
from deidq.workers.registry import register_role


class PoisonError(RuntimeError):
    pass


class BoomDetector:
    name = "boom"
    version = "0"

    def __init__(self, language: str) -> None:
        self.language = language

    def detect(self, note: Note) -> list[Span]:
        if note.note_id.startswith("poison"):
            raise PoisonError(f"cannot process note {note.note_id}")
        return []

    def detect_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        return [self.detect(n) for n in notes]


def build_boom(language: str, **_options) -> BoomDetector:
    return BoomDetector(language)


register_role("boom", "tests.dist_faults:build_boom")


def _install_flaky_saves(n: int, state_dir: str) -> None:
    import sqlalchemy.exc
    from deidq.db import repository

    real = repository.save_results

    def flaky_save_results(session, **kwargs):
        for k in range(n):
            try:
                fd = os.open(os.path.join(state_dir, f"fail-{k}"), os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            except FileExistsError:
                continue
            os.close(fd)
            raise sqlalchemy.exc.OperationalError(
                "INSERT INTO results ...", {"deidentified_text": "SECRET-NOTE-TEXT"},
                Exception("server closed the connection unexpectedly"),
            )  # fmt: skip
        return real(session, **kwargs)

    repository.save_results = flaky_save_results


if os.environ.get("DIST_FAULT_FLAKY_SAVES") and os.environ.get("DIST_FAULT_STATE"):
    _install_flaky_saves(int(os.environ["DIST_FAULT_FLAKY_SAVES"]), os.environ["DIST_FAULT_STATE"])


class KillerDetector(BoomDetector):
    """Role ``killer``: kills its own process (SIGKILL, like a segfault or the OOM killer) on notes whose id
    starts with ``killer``."""

    name = "killer"

    def detect(self, note: Note) -> list[Span]:
        if note.note_id.startswith("killer"):
            import signal

            os.kill(os.getpid(), signal.SIGKILL)
        return []


def build_killer(language: str, **_options) -> KillerDetector:
    return KillerDetector(language)


register_role("killer", "tests.dist_faults:build_killer")
