"""BRAT standoff: ``NAME.txt`` + ``NAME.ann`` pairs in a folder.

Only text-bound annotations (``T`` lines) are read: ``T1<TAB>TYPE START END[;START END...]<TAB>text``.
Discontinuous entities keep their fragments (token metrics use them; entity metrics use the extent
from the first start to the last end). The BRAT type may be a fine type (``PATIENT``, MEDDOCAN's
``NOMBRE_SUJETO_ASISTENCIA``) or a coarse label; the coarse label is derived with ``label_of``.
``A``/``R``/``E``/``#`` lines are ignored. Offsets are character (code point) offsets."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from deidq.workers.core.document import Document
from deidq.workers.core.labels import coarse_label
from deidq.workers.core.spans import Span


def parse_ann(ann: str, text: str, *, gold: bool = True) -> list[Span]:
    spans: list[Span] = []
    for line_no, line in enumerate(ann.splitlines(), 1):
        if not line.startswith("T"):
            continue
        parts = line.split("\t")
        if len(parts) < 2:
            raise ValueError(f"ann line {line_no}: expected 'Tn<TAB>TYPE START END<TAB>text'")
        type_and_offsets = parts[1]
        etype, _, offs = type_and_offsets.partition(" ")
        frags: list[tuple[int, int]] = []
        for piece in offs.split(";"):
            a, b = piece.split()
            frags.append((int(a), int(b)))
        frags.sort()
        start, end = frags[0][0], frags[-1][1]
        if not (0 <= start < end <= len(text)):
            raise ValueError(f"ann line {line_no}: offsets {start}..{end} outside the text ({len(text)} chars)")
        spans.append(
            Span(
                start=start,
                end=end,
                label=coarse_label(None, etype),
                type=etype,
                text=text[start:end],
                fragments=tuple(frags) if len(frags) > 1 else None,
            )
        )
    return spans


def _read_text(p: Path) -> str:
    # newline="" keeps \r\n so offsets match what BRAT counted
    with open(p, encoding="utf-8", newline="") as fh:
        return fh.read()


def read_brat(path: Path, *, gold: bool = True) -> list[Document]:
    """Read a folder of .txt/.ann pairs (or a single .ann or .txt file)."""
    path = Path(path)
    txts = sorted(path.rglob("*.txt")) if path.is_dir() else [path.with_suffix(".txt")]
    docs = []
    for txt in txts:
        ann = txt.with_suffix(".ann")
        text = _read_text(txt)
        spans = parse_ann(_read_text(ann), text, gold=gold) if ann.exists() else []
        rel = txt.relative_to(path).with_suffix("") if path.is_dir() else txt.with_suffix("").name
        docs.append(Document(id=str(rel), text=text, spans=spans))
    return docs


def format_ann(doc: Document) -> str:
    lines = []
    for i, s in enumerate(sorted(doc.spans, key=lambda s: (s.start, s.end)), 1):
        offs = ";".join(f"{a} {b}" for a, b in s.pieces)
        frag_text = " ".join(doc.text[a:b] for a, b in s.pieces)
        frag_text = frag_text.replace("\r", " ").replace("\n", " ").replace("\t", " ")
        etype = (s.type or s.label).replace(" ", "_")
        lines.append(f"T{i}\t{etype} {offs}\t{frag_text}")
    return "\n".join(lines) + ("\n" if lines else "")


def _safe_name(doc_id: str) -> str:
    keep = "".join(c if c.isalnum() or c in "-_." else "_" for c in doc_id)
    return keep.strip(".") or "doc"


def write_brat(docs: Iterable[Document], folder: Path) -> list[Path]:
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written, seen = [], set()
    for doc in docs:
        name = _safe_name(doc.id)
        base, n = name, 1
        while name in seen:
            n += 1
            name = f"{base}_{n}"
        seen.add(name)
        with open(folder / f"{name}.txt", "w", encoding="utf-8", newline="") as fh:
            fh.write(doc.text)
        with open(folder / f"{name}.ann", "w", encoding="utf-8", newline="") as fh:
            fh.write(format_ann(doc))
        written.append(folder / f"{name}.txt")
    return written
