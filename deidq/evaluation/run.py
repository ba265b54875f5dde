"""Tag gold documents in-process with the deidq pipeline (``deidq eval`` without ``--pred``)."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from deidq.evaluation.doc import Doc, ESpan

log = logging.getLogger("deidq.eval")


def _espan(s, text: str) -> ESpan:  # s: workers.core.spans.Span
    return ESpan(
        start=s.start,
        end=s.end,
        label=s.label,
        type=s.type or s.label,
        text=text[s.start : s.end],
        source=s.source,
        sources=tuple(s.sources),
        decision=s.decision,
        score=s.score,
    )


def build_pipeline(roles: Sequence[str] | None, language: str, *, strict: bool = True):
    """Pipeline over ``roles``. With ``strict=False`` roles that cannot load are skipped (logged)."""
    from deidq.config import load_settings
    from deidq.workers.languages import merge_policy_for
    from deidq.workers.merge.policy_env import merge_policy_from_env
    from deidq.workers.pipeline import Pipeline
    from deidq.workers.registry import DetectorUnavailable, build_detector

    policy = merge_policy_for(language, merge_policy_from_env())  # DEIDQ_MERGE_* + the language's defaults
    roles = list(roles) if roles else list(load_settings().detectors)
    dets = {}
    for r in roles:
        try:
            dets[r] = build_detector(r, language)
        except (DetectorUnavailable, ImportError, FileNotFoundError) as exc:
            if strict:
                raise DetectorUnavailable(f"detector {r!r} unavailable for {language!r}: {exc}") from exc
            log.warning("detector_unavailable", extra={"role": r, "language": language, "error": type(exc).__name__})
    if not dets:
        raise DetectorUnavailable(f"no detector available for language {language!r} among {roles}")
    return Pipeline(dets, policy=policy)  # as the workers use


def tag_docs(docs: Sequence[Doc], pipeline, language: str, batch_size: int = 32) -> list[Doc]:
    from deidq.workers.core.note import Note

    out: list[Doc] = []
    for i in range(0, len(docs), batch_size):
        chunk = docs[i : i + batch_size]
        notes = [Note(note_id=d.id, text=d.text, language=language) for d in chunk]
        for d, res in zip(chunk, pipeline.process(notes, mode=None), strict=True):
            out.append(
                Doc(
                    id=d.id,
                    text=d.text,
                    spans=[_espan(s, d.text) for s in res.spans],
                    all_spans=[_espan(s, d.text) for s in res.merged.all],
                    meta=d.meta,
                )
            )
    return out
