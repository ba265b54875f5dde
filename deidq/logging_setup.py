"""Structured logging: one JSON object per line, ids and counts only.

Call sites pass facts as ``extra={"note_id": ..., "count": ...}``; the formatter keeps only keys on
an allow-list, so a careless ``extra={"text": ...}`` cannot leak a note into the logs. Messages are
fixed event names, never formatted with note content."""

from __future__ import annotations

import json
import logging
import sys
import time

SAFE_KEYS = frozenset(
    {
        "note_id", "note_pk", "run_id", "patient_key", "line", "source", "role", "detector", "count",
        "counts", "status", "reason", "code", "elapsed_s", "notes", "spans", "batch", "attempt", "queue",
        "worker", "path", "mode", "language", "versions", "error_type", "rate", "depth",
    }
)  # fmt: skip


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "event": record.msg if isinstance(record.msg, str) else str(type(record.msg).__name__),
        }
        for k, v in record.__dict__.items():
            if k in SAFE_KEYS:
                out[k] = v
        if record.exc_info and record.exc_info[0] is not None:
            # type only: exception messages from third-party code may quote input
            out["error_type"] = record.exc_info[0].__name__
        return json.dumps(out, default=str, ensure_ascii=False)


def setup_logging(level: str = "INFO", stream=None) -> None:
    root = logging.getLogger()
    for h in list(root.handlers):
        if getattr(h, "_deidq", False):
            root.removeHandler(h)
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter())
    handler._deidq = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    root.setLevel(level.upper())
