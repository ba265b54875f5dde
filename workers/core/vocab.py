"""The pipeline's closed vocabularies as ``StrEnum``s. Each member *is* its string (``NoteStatus.DONE ==
"done"``), so the database, JSON output, logs and CLI values stay exactly the strings used before."""

from __future__ import annotations

from enum import StrEnum


class NoteStatus(StrEnum):
    """``notes.status``: where a note is in its life cycle."""

    PENDING = "pending"  # waiting to be claimed (new, retried or re-queued)
    CLAIMED = "claimed"  # leased by a run
    DONE = "done"  # result written
    FAILED = "failed"  # attempts used up
    REJECTED = "rejected"  # unusable content at ingest (empty, too large, binary)


class RunStatus(StrEnum):
    """``runs.status``."""

    RUNNING = "running"
    FINISHED = "finished"
    TIMEOUT = "timeout"
    STOPPED = "stopped"
    ABANDONED = "abandoned"  # its scheduler died (heartbeat silent); closed by the next scheduler


class RunKind(StrEnum):
    EMBEDDED = "embedded"
    DISTRIBUTED = "distributed"


class RenderMode(StrEnum):
    """How the pipeline renders a note's kept spans (``DEIDQ_MODE``, ``deidq run``)."""

    SURROGATE = "surrogate"  # realistic consistent fakes
    REDACT = "redact"  # [LABEL]
    INLINE_TAGS = "tag"  # <PHI label=… type=…>original</PHI>, for review


class TagOutput(StrEnum):
    """``deidq tag --mode``: what each output record carries besides its spans. Its ``tag`` value means
    *spans only* (no rendered text), unlike :attr:`RenderMode.INLINE_TAGS`."""

    SPANS_ONLY = "tag"
    REDACT = "redact"  # + deidentified_text
    SURROGATE = "surrogate"  # + deidentified_text and a surrogate per span

    @property
    def render_mode(self) -> RenderMode | None:
        """The pipeline render mode this output needs; None: detection only."""
        return None if self is TagOutput.SPANS_ONLY else RenderMode(self.value)


class Decision(StrEnum):
    """``Span.decision``: what the merger did with a candidate (empty before merging)."""

    NONE = ""
    AGREED = "agreed"
    KEPT = "kept"
    WON_CONFLICT = "won_conflict"
    TRIMMED = "trimmed"
    SUBSUMED = "subsumed"
    LOST_CONFLICT = "lost_conflict"
    BELOW_VOTE = "below_vote"
    BELOW_SCORE = "below_score"
    VETOED = "vetoed"
    VETO = "veto"  # a rules veto marker, never PHI (workers/core/vetoes.py)
