"""Word lists shipped as data: one term a line, ``#`` starts a comment, blank lines skipped."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from pathlib import Path


def read_terms(path: Path) -> list[str]:
    """The terms of ``path`` in file order, stripped, comments removed."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    if "#" in text:
        lines = [line.split("#", 1)[0] for line in lines]
    return [t for t in map(str.strip, lines) if t]  # C-level loops: every worker reads these at start-up


@functools.cache
def _frequency_list(path: Path) -> tuple[str, ...]:
    """A frequency-ordered list, read once per process: several stop lists take different heads of the same file."""
    return tuple(read_terms(path))


def read_word_set(files: Iterable[Path], frequent: tuple[Path, int] | None = None) -> frozenset[str]:
    """The casefolded terms of ``files``, plus the first N of a frequency-ordered list (``(path, N)``): the stop
    lists that the languages' records name (words never lent alone, words that are no person's initials)."""
    words = [w for f in files for w in read_terms(f)]
    if frequent is not None:
        path, n = frequent
        words += _frequency_list(path)[:n]
    return frozenset(map(str.casefold, words))
