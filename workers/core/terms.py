"""Word lists shipped as data: one term a line, ``#`` starts a comment, blank lines skipped."""

from __future__ import annotations

from pathlib import Path


def read_terms(path: Path) -> list[str]:
    """The terms of ``path`` in file order, stripped, comments removed."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            out.append(line)
    return out
