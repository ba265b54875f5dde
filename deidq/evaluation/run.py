"""Tag gold documents in-process with the deidq pipeline (``deidq eval`` without ``--pred``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from deidq.workers.core.document import Document
from deidq.workers.core.spans import Span

if TYPE_CHECKING:
    from deidq.config import Settings


def _with_text(s: Span, text: str) -> Span:
    """The pipeline's span with its covered text, as the annotation readers give it."""
    return s.with_(type=s.type or s.label, text=text[s.start : s.end])


def build_pipeline(roles: Sequence[str] | None, language: str, *, settings: Settings | None = None):
    """Pipeline over ``roles`` (default: the configured ones, ``DEIDQ_DETECTORS``). Every role must load, as in the
    workers: a score without a role that was asked for would read as the system's. Detector options and the merge
    policy come from ``settings`` (default: the environment's), as in the workers."""
    from deidq.config import load_settings
    from deidq.workers.merge.policy_env import merge_policy, merge_policy_for
    from deidq.workers.pipeline import Pipeline
    from deidq.workers.registry import DetectorUnavailable, build_detector, load_plugin_modules

    settings = settings or load_settings()
    load_plugin_modules(settings.plugins)  # DEIDQ_PLUGINS, as in the workers
    policy = merge_policy_for(language, merge_policy(settings))  # DEIDQ_MERGE_* + the language's defaults
    roles = list(roles) if roles else list(settings.detectors)
    if not roles:
        raise DetectorUnavailable(f"no detector roles to run for language {language!r}")
    dets = {}
    for r in roles:
        try:
            dets[r] = build_detector(r, language, **settings.detector_options(r, language))
        except (DetectorUnavailable, ImportError, FileNotFoundError) as exc:
            raise DetectorUnavailable(f"detector {r!r} unavailable for {language!r}: {exc} (to score without it, "
                                      "name the roles to run, e.g. --detectors rules)") from exc  # fmt: skip
    return Pipeline(dets, policy=policy, language=language)  # as the workers use


def tag_docs(docs: Sequence[Document], pipeline, language: str, batch_size: int = 32) -> list[Document]:
    from deidq.workers.core.note import Note

    out: list[Document] = []
    for i in range(0, len(docs), batch_size):
        chunk = docs[i : i + batch_size]
        notes = [Note(note_id=d.id, text=d.text, language=language) for d in chunk]
        for d, res in zip(chunk, pipeline.process(notes, mode=None), strict=True):
            out.append(
                Document(
                    id=d.id,
                    text=d.text,
                    spans=[_with_text(s, d.text) for s in res.spans],
                    all_spans=[_with_text(s, d.text) for s in res.merged.all],
                    meta=d.meta,
                )
            )
    return out
