"""Structured logging: one JSON object per line, ids, counts, codes and durations, never note text.

Call sites log a fixed event name and pass facts as ``extra={"note_id": ..., "count": ...}``; the formatter keeps
only keys on an allow-list, so a careless ``extra={"text": ...}`` cannot leak a note. Third-party records go
through the same formatter: their ``%``-style arguments are kept when they are numbers or booleans, and a string
argument becomes its kind and length (``<str:12>``), since library messages may quote input. Exceptions are logged
by type and the place it was raised (``error_where``: file, line, function), with the message only for
exception classes that declare it PHI-free (``phi_free_message = True``).
Python warnings are captured into the ``py.warnings`` logger and logged as category and code location only.
A ``note_id`` (given by the hospital, may hold PHI) is logged as a digest, ``sha256:`` + 16 hex characters of
the SHA-256 of the id: grep for ``deidq.logging_setup.note_ref(id)`` to find a known note's lines."""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sys
import time
import traceback
from typing import Any, TextIO

SAFE_KEYS = frozenset(
    {
        "note_id", "note_pk", "run_id", "patient_key", "line", "source", "role", "detector", "count",
        "counts", "status", "reason", "code", "elapsed_s", "duration_s", "notes", "spans", "batch", "attempt",
        "queue", "worker", "path", "mode", "language", "versions", "error_type", "rate", "depth", "owner", "pid",
        "retries", "vetoes", "start_method",
    }
)  # fmt: skip

_WARNING = re.compile(r"^(?P<where>.+?:\d+): (?P<category>\w+): ", re.S)


def note_ref(note_id: Any) -> str:
    """How a note id appears in the logs."""
    return "sha256:" + hashlib.sha256(str(note_id).encode("utf-8", "surrogatepass")).hexdigest()[:16]


def _safe_arg(value: Any) -> Any:
    if value is None or isinstance(value, bool | int | float):
        return value
    return f"<{type(value).__name__}:{len(value)}>" if hasattr(value, "__len__") else f"<{type(value).__name__}>"


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "event": record.msg if isinstance(record.msg, str) else str(type(record.msg).__name__),
        }
        args = record.args if isinstance(record.args, tuple) else (record.args,) if record.args else ()
        if record.name == "py.warnings":  # captured warnings.warn(): category and location, not the text
            m = _WARNING.match(str(args[0]) if args else str(record.msg))
            out["event"] = "python_warning"
            if m:
                out["warning_category"], out["where"] = m["category"], m["where"].rsplit("/", 1)[-1]
        elif args:
            out["args"] = [_safe_arg(a) for a in args]
        for k, v in record.__dict__.items():
            if k in SAFE_KEYS:
                out[k] = note_ref(v) if k == "note_id" and v is not None else v
        if record.exc_info and record.exc_info[0] is not None:
            exc_type, exc = record.exc_info[0], record.exc_info[1]
            out["error_type"] = exc_type.__name__
            if record.exc_info[2] is not None:  # where it was raised (file:line function), never the message
                last = traceback.extract_tb(record.exc_info[2])[-1]
                out["error_where"] = f"{last.filename.rsplit('/', 1)[-1]}:{last.lineno} {last.name}"
            if getattr(exc_type, "phi_free_message", False) and exc is not None:
                out["error"] = str(exc)[:500]
        return json.dumps(out, default=str, ensure_ascii=False)


def setup_logging(level: str = "INFO", stream: TextIO | None = None) -> None:
    root = logging.getLogger()
    for h in list(root.handlers):
        if getattr(h, "_deidq", False):
            root.removeHandler(h)
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter())
    handler._deidq = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(level.upper())
    logging.captureWarnings(True)  # warnings.warn() goes through the same formatter, not raw to stderr
