"""``deidq synth --recipe v2``: carriers from every source, generated sections, PHI in many surface forms,
hard negatives, split by carrier group plus whole-source hold-outs (``holdout_<source>``)."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable, Iterable
from pathlib import Path

from deidq.synth import fake
from deidq.synth.carrier import harvest_names
from deidq.synth.carriers2 import (
    SOURCES,
    UK_SOURCES,
    Carrier2,
    carrier_hits,
    extend_names,
    load_all,
    patient_age,
    residual_names,
    segments,
)
from deidq.synth.corpus import SPLITS, resolve_source_dir, split_of
from deidq.synth.note import NoteContext, Segment, carrier_age, carrier_sex
from deidq.synth.note2 import make_note_v2, profile_v2

RECIPE = "v2"
DEFAULT_HOLDOUT = ("primock57", "ctakes")
NAME_DATA_NOTE = "name pools: 1990 US Census lists (public domain) via PyPI names 0.3.0 (MIT); Faker (MIT)"
NOTE_TYPES = {"referral": "letter", "consult": "consult", "discharge": "discharge", "ed_admission": "ed",
              "ed_note": "ed", "radiology": "radiology"}  # fmt: skip


def _note_groups(carriers: list[Carrier2], rng: random.Random) -> list[list[Carrier2]]:
    """Notes of one split: whole documents alone; MTS sections and C-CDA sections bundled (2–8, 2–4)."""
    whole = [[c] for c in carriers if not (c.source == "mts_dialog" or (c.source == "hl7_ccda" and c.kind != "note"))]
    out = list(whole)
    for source, lo, hi in (("mts_dialog", 2, 8), ("hl7_ccda", 2, 4)):
        secs = [c for c in carriers if c.source == source and (source == "mts_dialog" or c.kind != "note")]
        rng.shuffle(secs)
        while secs:
            n = rng.randint(lo, hi)
            bundle, secs = secs[:n], secs[n:]
            out.append(bundle)
    return out


def _bundle_text(bundle: list[Carrier2]) -> str:
    if len(bundle) == 1:
        return bundle[0].text.strip("\n") + "\n"
    from deidq.synth import templates

    parts = []
    for c in bundle:
        title = templates.MTS_SECTION_TITLES.get(c.section, "") if c.source == "mts_dialog" else ""
        parts.append(f"{title}:\n{c.text.strip()}\n" if title else c.text.strip() + "\n")
    return "\n".join(parts)


def make_doc(
    bundle: list[Carrier2],
    split: str,
    copy: int,
    seed: int,
    names: dict,
    abbr_path: str | None,
    ctx_out: list | None = None,
) -> dict | None:
    """One v2 document, or None when a C-CDA/cTAKES carrier still shows an unlisted titled name.
    ``ctx_out`` (recipe v3) receives the note's ``V2Context``; it draws nothing, so v2 output is unchanged."""
    doc_id = f"synth2-{split}-{bundle[0].id}-c{copy}"
    rng = random.Random(f"{seed}|{RECIPE}|{doc_id}")
    source = bundle[0].source
    text = _bundle_text(bundle)
    cnames: dict = {}
    for c in bundle:
        cnames.update(names.get(c.group, {}))
    hits = carrier_hits(source, text, cnames if source in ("aci_bench", "mts_dialog") else None)
    if source in ("hl7_ccda", "ctakes") and residual_names(text, hits):
        return None
    uk = source in UK_SOURCES or rng.random() < 0.1
    visit = fake.rand_date(rng, dt.date(2012, 1, 1), dt.date(2025, 6, 30))
    age = carrier_age(text)
    profile = profile_v2(rng, carrier_sex(text), age if age is not None else patient_age(text, rng), visit, uk)
    dialogue = bundle[0].kind == "dialogue"
    genre = bundle[0].genre if len(bundle) == 1 else f"{source}_sections"
    note_type = "dialogue" if dialogue else NOTE_TYPES.get(genre) or rng.choice(
        ["progress", "progress", "discharge", "letter", "consult", "ed", "telephone"])  # fmt: skip

    def carrier(ctx: NoteContext) -> list[Segment]:
        if ctx_out is not None:
            ctx_out.append(ctx)
        return segments(text, hits, ctx)

    note = make_note_v2(carrier, rng, profile=profile, visit=visit, note_type=note_type, uk=uk,
                        abbr_path=abbr_path, dialogue=dialogue)  # fmt: skip
    _file, lic, att = SOURCES[source]
    meta = {
        "source": source, "genre": genre, "recipe": RECIPE, "split": split, "licence": lic,
        "attribution": f"{att}; modified, all PHI fake. {NAME_DATA_NOTE}", "language": "en",
        "note_type": note_type, "note_date": visit.isoformat(), "uk": uk, "carrier_ids": [c.id for c in bundle],
        "copy": copy, "seed": seed, "carrier_ranges": note["carrier_ranges"],
    }  # fmt: skip
    return {"id": doc_id, "text": note["text"], "spans": note["spans"], "meta": meta}


def split_names(holdout: Iterable[str]) -> tuple[str, ...]:
    return (*SPLITS, *(f"holdout_{s}" for s in holdout))


def generate_corpus_v2(
    source_dir: str | Path | None = None,
    seed: int = 13,
    copies: int = 1,
    limit: int | None = None,
    holdout: Iterable[str] = DEFAULT_HOLDOUT,
    progress: Callable[[int], None] | None = None,
    post: Callable[[dict, NoteContext], dict] | None = None,
) -> dict[str, list[dict]]:
    """``{"train", "dev", "test", "holdout_<source>"...: [docs]}``. Carriers of a hold-out source never
    enter train/dev/test; the others split by carrier group as in v1 (same hash, so ACI/MTS carriers keep
    their v1 split). ``limit`` keeps the first N carriers *of each source*; ``copies`` applies to train.
    ``post(doc, ctx)`` (recipe v3) may rework each finished document with its note context."""
    holdout = tuple(holdout)
    unknown = [h for h in holdout if h not in SOURCES]
    if unknown:
        raise ValueError(f"unknown hold-out source(s) {unknown}; known: {sorted(SOURCES)}")
    src = resolve_source_dir(source_dir)
    carriers = load_all(src)
    if limit is not None:
        per: dict[str, int] = {}
        kept = []
        for c in carriers:
            per[c.source] = per.get(c.source, 0) + 1
            if per[c.source] <= limit:
                kept.append(c)
        carriers = kept
    texts: dict[str, list[str]] = {}
    for c in carriers:
        if c.source in ("aci_bench", "mts_dialog"):
            texts.setdefault(c.group, []).append(c.text)
    names = {g: extend_names(t, harvest_names(t)) for g, t in texts.items()}
    abbr = src / "clinical_abbreviations.txt"
    abbr_path = str(abbr) if abbr.exists() else None
    out: dict[str, list[dict]] = {s: [] for s in split_names(holdout)}
    for split in out:
        if split.startswith("holdout_"):
            mine = [c for c in carriers if c.source == split[len("holdout_") :]]
        else:
            mine = [c for c in carriers if c.source not in holdout and split_of(c.group) == split]
        n_copies = max(1, copies) if split == "train" else 1
        for copy in range(n_copies):
            for bundle in _note_groups(mine, random.Random(f"{seed}|{RECIPE}|groups|{split}|{copy}")):
                box: list = []
                doc = make_doc(bundle, split, copy, seed, names, abbr_path, box if post else None)
                if doc is not None and post is not None:
                    doc = post(doc, box[0])
                if doc is not None:
                    out[split].append(doc)
                if progress:
                    progress(len(bundle))
    return out


def corpus_counts(corpus: dict[str, list[dict]]) -> list[str]:
    """Printable counts: documents and spans per split, then per split x source, genre and fine type."""
    from collections import Counter

    lines = []
    for split, docs in corpus.items():
        n_spans = sum(len(d["spans"]) for d in docs)
        lines.append(f"{split}: {len(docs)} docs, {sum(len(d['text']) for d in docs)} chars, {n_spans} spans")
        for key in ("source", "genre"):
            c = Counter(d["meta"][key] for d in docs)
            lines.append(f"  {key}: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))
        types = Counter(s["type"] for d in docs for s in d["spans"])
        lines.append("  types: " + ", ".join(f"{k} {v}" for k, v in sorted(types.items())))
    return lines
