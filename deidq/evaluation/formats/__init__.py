"""Readers and writers for gold and predicted annotations: JSONL, BRAT standoff, i2b2 2014 XML.

:func:`load_docs` auto-detects the format from a file's extension or a folder's contents."""

from __future__ import annotations

from pathlib import Path

from deidq.evaluation.doc import Doc

FORMATS = ("jsonl", "brat", "i2b2")


def detect_format(path: Path) -> str:
    path = Path(path)
    if path.is_dir():
        if any(path.rglob("*.ann")):
            return "brat"
        if any(path.rglob("*.xml")):
            return "i2b2"
        if any(path.glob("*.jsonl")):
            return "jsonl"
        raise ValueError(f"{path}: no .ann, .xml or .jsonl files found; pass --format")
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".json", ".ndjson"):
        return "jsonl"
    if suffix in (".ann", ".txt"):
        return "brat"
    if suffix == ".xml":
        return "i2b2"
    raise ValueError(f"{path}: cannot tell the format from the extension {suffix!r}; pass --format")


def load_docs(path: Path, fmt: str | None = None, *, gold: bool = True) -> list[Doc]:
    """Read gold (``gold=True``: fine type from ``orig_label or type``) or predicted documents."""
    path = Path(path)
    fmt = (fmt or detect_format(path)).lower()
    if fmt == "jsonl":
        from deidq.evaluation.formats.jsonl import read_jsonl

        if path.is_dir():
            return [d for f in sorted(path.glob("*.jsonl")) for d in read_jsonl(f, gold=gold)]
        return read_jsonl(path, gold=gold)
    if fmt == "brat":
        from deidq.evaluation.formats.brat import read_brat

        return read_brat(path, gold=gold)
    if fmt == "i2b2":
        from deidq.evaluation.formats.i2b2 import read_i2b2

        return read_i2b2(path, gold=gold)
    raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")


def save_docs(docs: list[Doc], path: Path, fmt: str, *, gold: bool = True) -> None:
    if fmt == "jsonl":
        from deidq.evaluation.formats.jsonl import write_jsonl

        write_jsonl(docs, path, gold=gold)
    elif fmt == "brat":
        from deidq.evaluation.formats.brat import write_brat

        write_brat(docs, path)
    elif fmt == "i2b2":
        from deidq.evaluation.formats.i2b2 import write_i2b2

        write_i2b2(docs, path)
    else:
        raise ValueError(f"unknown format {fmt!r}; use one of {', '.join(FORMATS)}")
