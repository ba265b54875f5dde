"""Stateless tagging of a note stream (``deidq tag``; records from :func:`deidq.io.read_notes`): no database,
detectors loaded once per process, notes batched so the model tagger can batch across them, optionally over
several worker processes. Output keeps every input object, in order."""

from __future__ import annotations

import logging
import multiprocessing
import os
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import replace
from typing import Any

from deidq.config import Settings
from deidq.ingest import IncomingNote, Reject
from deidq.workers.core.note import Note
from deidq.workers.core.vocab import RenderMode
from deidq.workers.pipeline import NoteResult, Pipeline

log = logging.getLogger("deidq.tag")


def _note(item: IncomingNote, language: str) -> Note:
    return Note(
        note_id=item.note_id,
        text=item.text,
        language=language,
        patient_id=item.patient_id,
        note_date=item.note_date,
        meta=item.meta,
    )


def _output(item: IncomingNote, res: NoteResult, mode: RenderMode | None) -> dict[str, Any]:
    """The output record: the input object with ``spans`` replaced (every other field kept, in order)."""
    obj = dict(item.record or {"id": item.note_id, "text": item.text})
    text = item.text
    obj["spans"] = [{**s.to_dict(), "text": text[s.start : s.end]} for s in res.spans]
    if mode in (RenderMode.REDACT, RenderMode.SURROGATE):
        obj["deidentified_text"] = res.text
        if mode == RenderMode.SURROGATE:
            for d, rep in zip(obj["spans"], res.replacements, strict=True):
                d["surrogate"] = rep
    elif mode == RenderMode.INLINE_TAGS and res.text is not None:
        obj["tagged_text"] = res.text
    return obj


def _error(line_no: int, note_id: str | None, code: str) -> dict[str, Any]:
    return {"id": note_id, "line": line_no, "error": {"code": code}}


Outcome = tuple[dict[str, Any], str | None]  # output object, error code or None


# A chunk is what one process tags at a time. The model batches sentences across the notes of a chunk,
# and its cost per note falls with bigger batches (its per-timestep overhead is paid once per batch):
# 256 notes of 3 KB tag 10–25 % faster than 64 (docs/benchmarks.md). Characters bound the chunk too, so
# big notes cannot make a chunk, and the 2 * jobs chunks in flight, take gigabytes.
DEFAULT_BATCH_NOTES = 256
DEFAULT_BATCH_CHARS = 1_000_000


def _chunks(items: Iterable[IncomingNote | Reject], size: int,
            max_chars: int = DEFAULT_BATCH_CHARS) -> Iterator[list[IncomingNote | Reject]]:  # fmt: skip
    """Consecutive runs of at most ``size`` notes, ended early once they hold ``max_chars`` characters
    of text (a single bigger note is a chunk of its own). Rejects ride along in their place, not counted."""
    chunk: list[IncomingNote | Reject] = []
    n = chars = 0
    for item in items:
        chunk.append(item)
        if isinstance(item, IncomingNote):
            n += 1
            chars += 0 if item.error_code else len(item.text)
            if n >= size or chars >= max_chars:
                yield chunk
                chunk, n, chars = [], 0, 0
    if chunk:
        yield chunk


def tag_chunk(chunk: Sequence[IncomingNote | Reject], pipeline_for: Callable[[str], Pipeline], mode: RenderMode | None,
              language: str | None = None, *, fallback_language: str) -> list[Outcome]:  # fmt: skip
    """Outcomes for one chunk, in input order. ``language`` (``--lang``) overrides every note's own; a note that
    names none gets ``fallback_language`` (``DEIDQ_LANGUAGE``). Notes are batched per language; if a batch fails,
    its notes are retried one by one so one bad note cannot fail its neighbours."""
    groups: dict[str, list[int]] = {}
    for i, it in enumerate(chunk):
        if isinstance(it, IncomingNote) and not it.error_code:
            groups.setdefault(language or it.language or fallback_language, []).append(i)
    results: dict[int, Outcome] = {}
    for lang, idxs in groups.items():
        pipe = pipeline_for(lang)
        items = [chunk[i] for i in idxs]
        notes = [_note(it, lang) for it in items]  # type: ignore[arg-type]
        try:
            res = pipe.process(notes, mode)
            for i, it, r in zip(idxs, items, res, strict=True):
                results[i] = (_output(it, r, mode), None)  # type: ignore[arg-type]
        except Exception:
            log.warning("batch_failed_retrying_singly", extra={"count": len(idxs)})
            for i, it, n in zip(idxs, items, notes, strict=True):
                try:
                    results[i] = (_output(it, pipe.process([n], mode)[0], mode), None)  # type: ignore[arg-type]
                except Exception as exc:
                    code = f"detector_error:{type(exc).__name__}"
                    log.error("note_failed", extra={"line": it.line_no, "error_type": type(exc).__name__})
                    results[i] = (_error(it.line_no, n.note_id, code), code)
    out: list[Outcome] = []
    for i, it in enumerate(chunk):
        if isinstance(it, Reject):
            out.append((_error(it.line_no, it.note_id, it.reason), it.reason))
        elif it.error_code:
            out.append((_error(it.line_no, it.note_id, it.error_code), it.error_code))
        else:
            out.append(results[i])
    return out


def tag_stream(
    items: Iterable[IncomingNote | Reject],
    pipeline_for: Callable[[str], Pipeline],
    mode: RenderMode | None,
    *,
    language: str | None = None,
    fallback_language: str,
    batch_size: int = DEFAULT_BATCH_NOTES,
) -> Iterator[Outcome]:
    """Yield (output object, error code or None) per input record, in input order (one process)."""
    for chunk in _chunks(items, batch_size):
        yield from tag_chunk(chunk, pipeline_for, mode, language, fallback_language=fallback_language)


# --------------------------------------------------------------------------------------------------
# several processes: each loads the detectors once and tags whole chunks; the parent keeps order

_WORKER: dict[str, Any] = {}


def _init_worker(settings: Settings, log_level: int) -> None:
    import signal

    from deidq.logging_setup import setup_logging
    from deidq.workers.context import WorkerContext

    # a forked worker inherits the parent's handlers: `deidq tag` turns SIGTERM into an exit that removes its
    # temp file, which is the parent's business; the pool stops its workers itself
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    # spawned processes start with no handlers: log as the parent does (same JSON formatter and PHI filter)
    setup_logging(logging.getLevelName(log_level))
    _WORKER["ctx"] = WorkerContext(settings, long_lived=True)


def _noop() -> None:
    return None


def start_method() -> str:
    """``fork`` when it is safe, else ``spawn``. A forked worker skips the interpreter start and the imports
    (about 0.15 s a worker), but fork copies only the calling thread: it is used only from a process with no
    other Python thread and neither onnxruntime nor torch loaded (their native thread pools do not survive a
    fork). ``deidq tag`` starts its pool before it starts anything else."""
    loaded = "onnxruntime" in sys.modules or "torch" in sys.modules
    if "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1 and not loaded:
        return "fork"
    return "spawn"


def _tag_chunk_in_worker(
    chunk: list[IncomingNote | Reject], mode: RenderMode | None, language: str | None
) -> list[Outcome]:
    ctx = _WORKER["ctx"]
    return tag_chunk(chunk, ctx.pipeline, mode, language, fallback_language=ctx.settings.language)


def _without_payload(item: IncomingNote | Reject) -> IncomingNote | Reject:
    """Rejected input needs only its line, id and reason in a worker: do not ship its bytes."""
    if isinstance(item, Reject):
        return Reject(item.line_no, item.reason, b"", item.note_id)
    if item.error_code:
        return replace(item, text="", record=None)
    return item


def usable_cores() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def tag_stream_parallel(
    items: Iterable[IncomingNote | Reject],
    settings: Settings,
    mode: RenderMode | None,
    *,
    jobs: int,
    language: str | None = None,
    batch_size: int = DEFAULT_BATCH_NOTES,
) -> Iterator[Outcome]:
    """As :func:`tag_stream`, over ``jobs`` worker processes. The processes start when this is called (forked
    where :func:`start_method` finds it safe, else spawned), not when the stream is first read, so a caller
    can start threads (a progress bar) afterwards. At most ``2 * jobs`` chunks are in flight, so memory stays
    bounded on big files."""
    if settings.ort_threads is None:
        # cores / jobs intra-op threads per process unless the user chose (DEIDQ_ORT_THREADS): processes, not
        # threads, fill the cores. Passed in the settings, not the environment.
        settings = replace(settings, ort_threads=max(1, usable_cores() // jobs))
    method = start_method()
    ctx = multiprocessing.get_context(method)
    log.debug("tag_pool_started", extra={"count": jobs, "start_method": method})
    pool = ProcessPoolExecutor(jobs, mp_context=ctx, initializer=_init_worker,
                               initargs=(settings, logging.getLogger().getEffectiveLevel()))  # fmt: skip
    pool.submit(_noop)  # a fork pool forks every worker at its first submit
    return _stream_through(pool, items, mode, language, batch_size, jobs)


def _stream_through(pool: ProcessPoolExecutor, items: Iterable[IncomingNote | Reject], mode: RenderMode | None,
                    language: str | None, batch_size: int, jobs: int) -> Iterator[Outcome]:  # fmt: skip
    with pool:
        pending: deque[Future[list[Outcome]]] = deque()
        for chunk in _chunks(items, batch_size):
            light = [_without_payload(it) for it in chunk]
            pending.append(pool.submit(_tag_chunk_in_worker, light, mode, language))
            if len(pending) >= 2 * jobs:
                yield from pending.popleft().result()
        while pending:
            yield from pending.popleft().result()
