"""Training data for the BiLSTM-CRF: JSONL (or BRAT) documents -> token segments with BIOES tags,
vocabulary building, and strict entity-level evaluation over character offsets. Torch-free."""

from __future__ import annotations

import json
import random
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from deidq.models.runtime import Vocab
from deidq.models.tokenizer import Token, normalize_word, segment, tokenize


@dataclass
class Doc:
    id: str
    text: str
    spans: list[tuple[int, int, str]]  # (start, end, fine type)


@dataclass
class Example:
    doc: int
    tokens: list[Token]
    tags: list[str]


@dataclass
class Corpus:
    docs: list[Doc]
    examples: list[Example] = field(default_factory=list)
    misaligned: int = 0  # gold spans whose edges are not token edges
    n_spans: int = 0


def _fine_type(span: dict) -> str:
    return str(span.get("orig_label") or span.get("type") or span["label"])


def read_jsonl(path: str | Path) -> list[Doc]:
    docs = []
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh):
            if not line.strip():
                continue
            d = json.loads(line)
            spans = [(int(s["start"]), int(s["end"]), _fine_type(s)) for s in d.get("spans", [])]
            docs.append(Doc(str(d.get("id", n)), d["text"], sorted(spans)))
    return docs


def read_brat(folder: str | Path) -> list[Doc]:
    """BRAT standoff: ``*.txt`` with ``*.ann`` (T lines, contiguous spans only)."""
    docs = []
    for txt in sorted(Path(folder).glob("*.txt")):
        text = txt.read_text(encoding="utf-8")
        spans = []
        ann = txt.with_suffix(".ann")
        if ann.is_file():
            for line in ann.read_text(encoding="utf-8").splitlines():
                if not line.startswith("T"):
                    continue
                _, info, *_ = line.split("\t")
                typ, offs = info.split(" ", 1)
                if ";" in offs:
                    continue
                a, b = offs.split()
                spans.append((int(a), int(b), typ))
        docs.append(Doc(txt.stem, text, sorted(spans)))
    return docs


def read_docs(path: str | Path) -> list[Doc]:
    p = Path(path)
    return read_brat(p) if p.is_dir() else read_jsonl(p)


def augment_docs(docs: Sequence[Doc], copies: int, seed: int, p: float = 0.8) -> list[Doc]:
    """Mention replacement (Dai & Adel 2020, "An Analysis of Simple Data Augmentation for NER"): ``copies``
    new versions of every document in which each gold span is, with probability ``p``, replaced by the
    text of a random span of the same fine type from another document; offsets are recomputed. The
    model sees each context with other names, streets and numbers, instead of memorising the few it has."""
    rng = random.Random(seed)
    pool: dict[tuple[str, str], list[tuple[str, str]]] = defaultdict(list)  # (type, shape) -> [(doc id, text)]
    for d in docs:
        for s, e, t in d.spans:
            if "\n" not in d.text[s:e]:
                pool[(t, _shape(d.text[s:e]))].append((d.id, d.text[s:e]))
    out: list[Doc] = []
    for c in range(copies):
        for d in docs:
            parts: list[str] = []
            spans: list[tuple[int, int, str]] = []
            pos = cur = 0
            for s, e, t in d.spans:
                if s < pos:  # overlapping gold span: keep the first
                    continue
                parts.append(d.text[pos:s])
                cur += s - pos
                surface = d.text[s:e]
                cands = pool.get((t, _shape(surface)), [])
                if cands and rng.random() < p:
                    did, alt = cands[rng.randrange(len(cands))]
                    surface = alt if did != d.id else surface
                parts.append(surface)
                spans.append((cur, cur + len(surface), t))
                cur += len(surface)
                pos = e
            parts.append(d.text[pos:])
            out.append(Doc(f"{d.id}#aug{c}", "".join(parts), spans))
    return out


def _shape(surface: str) -> str:
    """Coarse shape, so a postal code is swapped for a postal code and a city for a city (both TERRITORIO)."""
    head = surface[:1]
    return "digit" if head.isdigit() else "upper" if surface.isupper() else "lower" if head.islower() else "other"


def tag_tokens(tokens: Sequence[Token], spans: Sequence[tuple[int, int, str]], scheme: str = "BIOES") -> list[str]:
    tags = ["O"] * len(tokens)
    for start, end, typ in spans:
        idx = [i for i, t in enumerate(tokens) if t.start < end and start < t.end]
        if not idx:
            continue
        if any(tags[i] != "O" for i in idx):  # overlapping gold spans: keep the first
            continue
        if scheme == "BIOES" and len(idx) == 1:
            tags[idx[0]] = f"S-{typ}"
            continue
        for k, i in enumerate(idx):
            prefix = "B" if k == 0 else ("E" if scheme == "BIOES" and k == len(idx) - 1 else "I")
            tags[i] = f"{prefix}-{typ}"
    return tags


def build_corpus(docs: list[Doc], max_len: int, scheme: str = "BIOES") -> Corpus:
    corpus = Corpus(docs)
    for n, doc in enumerate(docs):
        toks = tokenize(doc.text)
        starts = {t.start for t in toks}
        ends = {t.end for t in toks}
        for s, e, _ in doc.spans:
            corpus.n_spans += 1
            corpus.misaligned += int(s not in starts or e not in ends)
        for seg in segment(doc.text, toks, max_len):
            a, b = seg[0].start, seg[-1].end
            spans = [sp for sp in doc.spans if sp[0] < b and a < sp[1]]
            corpus.examples.append(Example(n, seg, tag_tokens(seg, spans, scheme)))
    return corpus


def build_vocab(corpus: Corpus, max_vocab: int, min_count: int, max_chars: int, max_len: int,
                scheme: str = "BIOES", extra_types: Iterable[str] = ()) -> tuple[Vocab, Counter]:  # fmt: skip
    words: Counter = Counter()
    chars: Counter = Counter()
    types: set[str] = set(extra_types)
    for ex in corpus.examples:
        for t in ex.tokens:
            words[normalize_word(t.text)] += 1
            chars.update(t.text)
        types.update(tag[2:] for tag in ex.tags if tag != "O")
    kept = [w for w, c in words.most_common() if c >= min_count][: max(0, max_vocab - 2)]
    prefixes = "BIES" if scheme == "BIOES" else "BI"
    tags = ["O"] + [f"{p}-{t}" for t in sorted(types) for p in prefixes]
    vocab = Vocab(["<pad>", "<unk>", *kept], ["<pad>", "<unk>", *sorted(c for c, n in chars.items() if n >= 2)],
                  tags, max_chars=max_chars, max_len=max_len, scheme=scheme)  # fmt: skip
    return vocab, words


def strict_prf(gold: Iterable[tuple[str, int, int, str]], pred: Iterable[tuple[str, int, int, str]]
               ) -> dict[str, dict[str, float]]:  # fmt: skip
    """Strict entity P/R/F1 (exact start, end and fine type) micro and per type.
    Items are ``(doc_id, start, end, type)``."""
    g, p = set(gold), set(pred)
    out: dict[str, dict[str, float]] = {}

    def prf(gs: set, ps: set) -> dict[str, float]:
        tp = len(gs & ps)
        pr = tp / len(ps) if ps else 0.0
        rc = tp / len(gs) if gs else 0.0
        f = 2 * pr * rc / (pr + rc) if pr + rc else 0.0
        return {"precision": round(pr, 4), "recall": round(rc, 4), "f1": round(f, 4),
                "support": len(gs), "predicted": len(ps)}  # fmt: skip

    out["micro"] = prf(g, p)
    for typ in sorted({x[3] for x in g} | {x[3] for x in p}):
        out[typ] = prf({x for x in g if x[3] == typ}, {x for x in p if x[3] == typ})
    return out
