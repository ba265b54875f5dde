"""A disk cache of compiled ``regex`` programs, so a process starts without re-parsing every pack pattern.

The ``regex`` module compiles a pattern in pure Python (about 0.2 s for the English packs, paid by every
worker process at start); the program it produces is what its own pickle support stores, and
``_regex.compile`` rebuilds a pattern object from it in C. The cache keeps those programs (``marshal``: plain
data only, nothing is executed on load) in one file per ``regex`` version and Python version, keyed by
(pattern source, flags). A cache file that is missing, stale, truncated or unreadable is ignored and the
patterns are compiled as usual; a cache that cannot be written is skipped. Only rule sources are stored,
never note text.
"""

from __future__ import annotations

import hashlib
import logging
import marshal
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

import regex
from regex import _regex  # type: ignore[attr-defined]

log = logging.getLogger("deidq.rules")

FORMAT = 1
MAX_ENTRIES = 5_000  # stale entries (patterns since edited) are dropped once the file holds this many


def cache_file(directory: Path) -> Path:
    """The cache file for this ``regex`` build and Python version inside ``directory``."""
    py = f"{sys.version_info.major}{sys.version_info.minor}"
    return directory / f"rules-regex-{regex.__version__}-py{py}-c{_regex.get_code_size()}.marshal"


class CompiledRegexCache:
    """``compile(source, flags)`` as ``regex.compile``, served from the file when it holds the program."""

    def __init__(self, directory: str | Path | None) -> None:
        self.path = cache_file(Path(directory)) if directory else None
        self._stored: dict[tuple[str, int], tuple[Any, ...]] = self._read() if self.path else {}
        self._used: dict[tuple[str, int], tuple[Any, ...]] = {}
        self.hits = self.misses = 0

    def compile(self, source: str, flags: int = 0) -> regex.Pattern[str]:
        key = (source, int(flags))  # RegexFlag members do not marshal
        data = self._stored.get(key)
        if data is not None:
            try:
                pattern = _regex.compile(*data)
                self.hits += 1
                self._used[key] = data
                return pattern
            except Exception:  # a program this build cannot load: compile it afresh
                self._stored.pop(key, None)
        pattern = regex.compile(source, flags)
        self.misses += 1
        self._used[key] = pattern._pickled_data
        return pattern

    def save(self) -> None:
        """Write the file if this process compiled anything new (atomically; failures are logged, not raised)."""
        if self.path is None or not self.misses:
            return
        entries = {**self._stored, **self._used} if len(self._stored) < MAX_ENTRIES else dict(self._used)
        payload = marshal.dumps(entries)
        blob = marshal.dumps((FORMAT, hashlib.sha256(payload).hexdigest(), payload))
        try:
            self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".rules-regex-", dir=self.path.parent)
            try:
                with os.fdopen(fd, "wb") as fh:
                    fh.write(blob)
                os.replace(tmp, self.path)
            except BaseException:
                os.unlink(tmp)
                raise
        except OSError as exc:
            log.info("regex_cache_not_written", extra={"error_type": type(exc).__name__})
            return
        self._stored, self.misses = entries, 0

    def _read(self) -> dict[tuple[str, int], tuple[Any, ...]]:
        assert self.path is not None
        try:
            blob = self.path.read_bytes()
        except OSError:
            return {}
        try:
            fmt, digest, payload = marshal.loads(blob)
            if fmt != FORMAT or hashlib.sha256(payload).hexdigest() != digest:
                raise ValueError("format or checksum")
            entries = marshal.loads(payload)
            if not isinstance(entries, dict):
                raise ValueError("not a table")
            return entries
        except Exception as exc:  # corrupt or foreign file: compile as if there were none
            log.info("regex_cache_ignored", extra={"error_type": type(exc).__name__})
            return {}
