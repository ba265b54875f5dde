"""Training data for the BiLSTM-CRF: gold documents (read through :mod:`deidq.io`) -> token segments with
BIOES tags, vocabulary building; strict entity-level scoring is :func:`deidq.workers.core.scoring.strict_prf`.
Torch-free."""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from deidq.models.runtime import Vocab
from deidq.models.tokenizer import Token, normalize_word, segment, tokenize
from deidq.workers.core.document import Document
from deidq.workers.core.labels import coarse_label
from deidq.workers.core.scoring import strict_prf
from deidq.workers.core.spans import Span

Doc = Document  # training documents are the core documents (gold spans: Span.type is the fine type)

__all__ = ["Corpus", "Doc", "Example", "augment_docs", "build_corpus", "build_vocab", "gold_span", "read_docs",
           "strict_prf", "tag_tokens"]  # fmt: skip


@dataclass
class Example:
    doc: int
    tokens: list[Token]
    tags: list[str]


@dataclass
class Corpus:
    docs: list[Document]
    examples: list[Example] = field(default_factory=list)
    misaligned: int = 0  # gold spans whose edges are not token edges
    n_spans: int = 0


def gold_span(start: int, end: int, fine_type: str) -> Span:
    """A gold span of a fine type (its coarse label derived)."""
    return Span(start, end, coarse_label(None, fine_type), fine_type)


def _span_key(s: Span) -> tuple[int, int, str]:
    return s.start, s.end, s.type


def read_docs(path: str | Path, fmt: str | None = None) -> list[Document]:
    """Gold documents through :func:`deidq.io.read_documents` (JSONL file, BRAT folder, …), spans sorted
    by (start, end, type). Discontinuous BRAT entities are left out: BIOES cannot tag them."""
    from deidq.io import read_documents

    docs = []
    for d in read_documents(Path(path), fmt, gold=True):
        d.spans = sorted((s for s in d.spans if s.fragments is None), key=_span_key)
        docs.append(d)
    return docs


def augment_docs(docs: Sequence[Document], copies: int, seed: int, p: float = 0.8) -> list[Document]:
    """Mention replacement (Dai & Adel 2020, "An Analysis of Simple Data Augmentation for NER"): ``copies``
    new versions of every document in which each gold span is, with probability ``p``, replaced by the
    text of a random span of the same fine type from another document; offsets are recomputed. The
    model sees each context with other names, streets and numbers, instead of memorising the few it has."""
    rng = random.Random(seed)
    pool: dict[tuple[str, str], list[tuple[str, str]]] = defaultdict(list)  # (type, shape) -> [(doc id, text)]
    for d in docs:
        for sp in d.spans:
            s, e, t = _span_key(sp)
            if "\n" not in d.text[s:e]:
                pool[(t, _shape(d.text[s:e]))].append((d.id, d.text[s:e]))
    out: list[Document] = []
    for c in range(copies):
        for d in docs:
            parts: list[str] = []
            spans: list[Span] = []
            pos = cur = 0
            for sp in d.spans:
                s, e, t = _span_key(sp)
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
                spans.append(sp.with_(start=cur, end=cur + len(surface), text=surface if sp.text else ""))
                cur += len(surface)
                pos = e
            parts.append(d.text[pos:])
            out.append(Document(f"{d.id}#aug{c}", "".join(parts), spans))
    return out


def _shape(surface: str) -> str:
    """Coarse shape, so a postal code is swapped for a postal code and a city for a city (both TERRITORIO)."""
    head = surface[:1]
    return "digit" if head.isdigit() else "upper" if surface.isupper() else "lower" if head.islower() else "other"


def tag_tokens(tokens: Sequence[Token], spans: Sequence[Span], scheme: str = "BIOES") -> list[str]:
    tags = ["O"] * len(tokens)
    for start, end, typ in map(_span_key, spans):
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


def build_corpus(docs: list[Document], max_len: int, scheme: str = "BIOES") -> Corpus:
    corpus = Corpus(docs)
    for n, doc in enumerate(docs):
        toks = tokenize(doc.text)
        starts = {t.start for t in toks}
        ends = {t.end for t in toks}
        for s, e, _ in map(_span_key, doc.spans):
            corpus.n_spans += 1
            corpus.misaligned += int(s not in starts or e not in ends)
        for seg in segment(doc.text, toks, max_len):
            a, b = seg[0].start, seg[-1].end
            spans = [sp for sp in doc.spans if sp.start < b and a < sp.end]
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
