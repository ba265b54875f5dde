"""``deidq synth --recipe v3``: every v2 document (same carriers, splits and hold-outs, same text) plus new
generated material from ``sections3``: about a third of the v2 documents get 1-3 new blocks spliced in at
paragraph boundaries (titles and section headers, ICU flowsheets, obstetric and operative records, staff
with credentials, medication tables, relatives with occupations, UK legal correspondence, short questions,
holidays/practices/landmarks, hard negatives), and train/dev/test get whole generated notes of those genres
(``source: generated``). v2's generators and random streams are untouched: v3 draws from its own
``random.Random(f"{seed}|v3|{doc_id}")``."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable, Iterable
from pathlib import Path

from deidq.synth import fake, sections3
from deidq.synth.note import Builder, Segment
from deidq.synth.note2 import V2Context, header_v2, profile_v2, signature_block
from deidq.synth.recipe2 import DEFAULT_HOLDOUT, NAME_DATA_NOTE, generate_corpus_v2
from deidq.synth.recipe2 import corpus_counts as corpus_counts_v2

RECIPE = "v3"
AUGMENT_P = 0.32  # share of v2 documents (not dialogues) that get new blocks
AUGMENT_P_DIALOGUE = 0.22  # dialogue transcripts get spoken lines only
GENERATED_SHARE = 0.18  # whole generated notes per split, relative to its v2 documents (train/dev/test only)
__all__ = ["DEFAULT_HOLDOUT", "RECIPE", "corpus_counts", "generate_corpus_v3"]


def _build(segs: list[Segment]) -> tuple[str, list[dict]]:
    b = Builder()
    b.add(segs)
    return b.text(), b.spans


def splice(doc: dict, pos: int, text: str, spans: list[dict]) -> None:
    """Insert ``text`` (with its ``spans``, offsets relative to it) at ``pos`` of ``doc``, in place: later
    spans and ``meta.carrier_ranges`` shift, a carrier range cut by ``pos`` splits in two."""
    n = len(text)
    assert not any(s["start"] < pos < s["end"] for s in doc["spans"]), "insertion inside a span"
    doc["text"] = doc["text"][:pos] + text + doc["text"][pos:]
    moved = [{**s, "start": s["start"] + n, "end": s["end"] + n} if s["start"] >= pos else s for s in doc["spans"]]
    added = [{**s, "start": s["start"] + pos, "end": s["end"] + pos} for s in spans]
    doc["spans"] = sorted(moved + added, key=lambda s: s["start"])
    ranges = []
    for a, b in doc["meta"].get("carrier_ranges", []):
        if b <= pos:
            ranges.append([a, b])
        elif a >= pos:
            ranges.append([a + n, b + n])
        else:
            ranges += [[a, pos], [pos + n, b + n]]
    if "carrier_ranges" in doc["meta"]:
        doc["meta"]["carrier_ranges"] = ranges


def _points(doc: dict, dialogue: bool) -> list[int]:
    import re

    text = doc["text"]
    pat = r"\n(?=\[(?:doctor|patient)\])" if dialogue else r"\n[ \t]*\n"
    busy = [(s["start"], s["end"]) for s in doc["spans"]]
    pts = [m.end() for m in re.finditer(pat, text) if 0 < m.end() < len(text)]
    return [p for p in pts if not any(a < p < b for a, b in busy)]


def augment(doc: dict, ctx: V2Context, seed: int) -> dict:
    """The v3 version of one v2 document: new id and recipe; for some, new blocks spliced in."""
    doc_id = doc["id"].replace("synth2-", "synth3-", 1)
    doc = {**doc, "id": doc_id, "spans": list(doc["spans"]), "meta": {**doc["meta"], "recipe": RECIPE}}
    r = random.Random(f"{seed}|{RECIPE}|{doc_id}")
    dialogue = doc["meta"]["note_type"] == "dialogue"
    kinds: list[str] = []
    if r.random() < (AUGMENT_P_DIALOGUE if dialogue else AUGMENT_P):
        ctx.rng = r  # v2 is done with this context; its people, sites and dates stay consistent with the note
        if dialogue:
            kinds = r.sample(sections3.DIALOGUE_KINDS, r.randint(1, 2))
        else:
            w = sections3.INSERT_WEIGHTS
            pool = list(w)
            while len(kinds) < r.choice([1, 1, 2, 2, 3]):
                k = r.choices(pool, weights=[w[x] for x in pool])[0]
                if k not in kinds:
                    kinds.append(k)
        for k in kinds:
            _insert(doc, ctx, k, dialogue)
    doc["meta"]["v3_elements"] = sorted(kinds)
    return doc


def _insert(doc: dict, ctx: V2Context, kind: str, dialogue: bool) -> None:
    r = ctx.rng
    if dialogue:
        text, spans = _build(sections3.BLOCKS[kind](ctx))
        text = " ".join(text.split("\n")).rstrip()  # one spoken line (same length up to the trailing strip)
        spans = [s for s in spans if s["end"] <= len(text)]
        who = r.choice(["[patient] ", "[doctor] "])
        spans = [{**s, "start": s["start"] + len(who), "end": s["end"] + len(who)} for s in spans]
        pts = _points(doc, True) or [len(doc["text"])]
        pos = r.choice(pts)
        line = who + text + "\n"
        if pos == len(doc["text"]) and not doc["text"].endswith("\n"):
            line = "\n" + line
            spans = [{**s, "start": s["start"] + 1, "end": s["end"] + 1} for s in spans]
        splice(doc, pos, line, spans)
        return
    if kind == "title" and r.random() < 0.6:
        text, spans = _build(sections3.title_block(ctx))
        splice(doc, 0, text, spans)
        return
    segs = sections3.section_header(ctx) if kind == "title" else sections3.BLOCKS[kind](ctx)
    text, spans = _build(segs)
    text = text.rstrip("\n") + "\n\n"
    pts = _points(doc, False)
    pos = r.choice(pts) if pts and r.random() < 0.8 else len(doc["text"])
    if pos == len(doc["text"]):
        lead = "" if doc["text"].endswith("\n\n") else "\n" if doc["text"].endswith("\n") else "\n\n"
        text = lead + text
        spans = [{**s, "start": s["start"] + len(lead), "end": s["end"] + len(lead)} for s in spans]
    splice(doc, pos, text, spans)


def make_generated(split: str, i: int, seed: int, abbr_path: str | None) -> dict:
    """One whole generated note (ICU flowsheet, operative report, obstetric note, home visit, legal report,
    short question, medication reconciliation, discharge/death summary)."""
    doc_id = f"synth3-{split}-gen{i:05d}"
    r = random.Random(f"{seed}|{RECIPE}|{doc_id}")
    genres = list(sections3.GENRE_WEIGHTS)
    genre = r.choices(genres, weights=[sections3.GENRE_WEIGHTS[g] for g in genres])[0]
    uk = r.random() < (0.9 if genre == "legal" else 0.35)
    visit = fake.rand_date(r, dt.date(2012, 1, 1), dt.date(2025, 6, 30))
    sex = "F" if genre == "obstetric" else None
    age = r.randint(17, 44) if genre == "obstetric" else r.randint(18, 96)
    profile = profile_v2(r, sex, age, visit, uk)
    ctx = V2Context(r, profile, visit, genre, uk, abbr_path)
    titles, blocks = sections3.GENRES[genre]
    kinds: list[str] = []
    b = Builder()
    if genre == "question":
        b.add(sections3.question_block(ctx))
        kinds.append("question")
    else:
        b.add(sections3.title_block(ctx, r.choice(titles)))
        kinds.append("title")
        if r.random() < 0.6:
            b.add(header_v2(ctx))
        chosen = [blocks[0], *[k for k in blocks[1:] if r.random() < 0.55]]
        for k in chosen:
            if r.random() < 0.35:
                b.add(sections3.section_header(ctx))
            b.add(sections3.BLOCKS[k](ctx))
            kinds.append(k)
        if r.random() < 0.6:
            b.add(signature_block(ctx))
    text = b.text().strip("\n") + "\n"
    lead = len(b.text()) - len(b.text().lstrip("\n"))
    spans = [{**s, "start": s["start"] - lead, "end": s["end"] - lead} for s in b.spans]
    meta = {
        "source": "generated", "genre": genre, "recipe": RECIPE, "split": split, "licence": "Apache-2.0",
        "attribution": f"deidq recipe v3 generated note, all PHI fake. {NAME_DATA_NOTE}", "language": "en",
        "note_type": genre, "note_date": visit.isoformat(), "uk": uk, "carrier_ids": [], "copy": 0, "seed": seed,
        "carrier_ranges": [], "v3_elements": sorted(set(kinds)),
    }  # fmt: skip
    return {"id": doc_id, "text": text, "spans": spans, "meta": meta}


def generate_corpus_v3(
    source_dir: str | Path | None = None,
    seed: int = 13,
    copies: int = 1,
    limit: int | None = None,
    holdout: Iterable[str] = DEFAULT_HOLDOUT,
    progress: Callable[[int], None] | None = None,
) -> dict[str, list[dict]]:
    """v2's splits (same carriers, same hold-outs) with v3 documents: each v2 document renamed ``synth3-…``
    (about a third with new blocks), then whole generated notes appended to train, dev and test."""
    from deidq.synth.corpus import resolve_source_dir

    src = resolve_source_dir(source_dir)
    abbr = src / "clinical_abbreviations.txt"
    abbr_path = str(abbr) if abbr.exists() else None
    corpus = generate_corpus_v2(src, seed=seed, copies=copies, limit=limit, holdout=holdout, progress=progress,
                                post=lambda doc, ctx: augment(doc, ctx, seed))  # fmt: skip
    for split in ("train", "dev", "test"):
        n = round(GENERATED_SHARE * len(corpus[split]))
        corpus[split] += [make_generated(split, i, seed, abbr_path) for i in range(n)]
    return corpus


def corpus_counts(corpus: dict[str, list[dict]]) -> list[str]:
    """v2's counts plus, per split, the share of documents with new v3 material and the element kinds."""
    from collections import Counter

    lines = corpus_counts_v2(corpus)
    for split, docs in corpus.items():
        touched = sum(bool(d["meta"].get("v3_elements")) for d in docs)
        kinds = Counter(k for d in docs for k in d["meta"].get("v3_elements", []))
        share = touched / len(docs) if docs else 0.0
        lines.append(f"{split} v3: {touched}/{len(docs)} docs with new material ({share:.0%}); "
                     + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))  # fmt: skip
    return lines
