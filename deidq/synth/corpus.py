"""Load carriers, split them by carrier group, build the synthetic corpus and the examples file."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from deidq.synth import fake, templates
from deidq.synth.carrier import harvest_names
from deidq.synth.note import Profile, make_note

SPLITS = ("train", "dev", "test")
SPLIT_SALT = "deidq-synth-v1"
LICENSE_NOTE = "carrier text CC BY 4.0 (ACI-Bench, Yim et al. 2023; MTS-Dialog, Ben Abacha et al. 2023), modified"


@dataclass
class Carrier:
    id: str
    text: str
    corpus: str  # "aci" or "mts"
    kind: str  # "note", "dialogue", "note-section"
    group: str  # leakage group: all carriers of a group go to the same split
    section: str = ""


def normalize(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", text.lower()))


def group_key(doc_id: str, text: str) -> str:
    """ACI-Bench: the encounter number (note and dialogue of D2N001 share a group).
    MTS-Dialog: a hash of the normalized text, so duplicated sections share a group."""
    m = re.search(r"D2N\d+", doc_id)
    if doc_id.startswith("aci") and m:
        return "aci:" + m.group()
    return "mts:" + hashlib.sha1(normalize(text).encode()).hexdigest()[:16]


def split_of(group: str) -> str:
    """80/10/10 by a stable hash of the group key; independent of the generation seed."""
    h = int(hashlib.sha256(f"{SPLIT_SALT}:{group}".encode()).hexdigest(), 16) % 100
    return "train" if h < 80 else "dev" if h < 90 else "test"


def resolve_source_dir(source_dir: str | Path | None = None, shared_data: str | Path | None = None) -> Path:
    """``source_dir``, else ``<shared_data>/english_unlabelled`` (``Settings.shared_data``, i.e.
    ``DEIDQ_SHARED_DATA``), else ``../shared/data/english_unlabelled``."""
    if source_dir is not None:
        return Path(source_dir)
    if shared_data:
        return Path(shared_data) / "english_unlabelled"
    return Path("../shared/data/english_unlabelled")


def load_carriers(source_dir: str | Path) -> list[Carrier]:
    src = Path(source_dir)
    out: list[Carrier] = []
    seen: set[str] = set()
    for fname, corpus in (("aci_bench.jsonl", "aci"), ("mts_dialog.jsonl", "mts")):
        path = src / fname
        if not path.exists():
            continue
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                if not line.strip():
                    continue
                d = json.loads(line)
                text = d.get("text") or ""
                if not text.strip():
                    continue
                norm = normalize(text)
                if norm in seen:  # exact duplicate carrier (MTS has ~200): keep the first only
                    continue
                seen.add(norm)
                meta = d.get("meta") or {}
                kind = meta.get("kind") or ("dialogue" if d["id"].endswith("dialogue") else "note")
                out.append(Carrier(d["id"], text, corpus, kind, group_key(d["id"], text), meta.get("section", "")))
    if not out:
        raise FileNotFoundError(f"no carrier files (aci_bench.jsonl, mts_dialog.jsonl) in {src}")
    return out


def _names_by_group(carriers: Iterable[Carrier]) -> dict[str, dict[str, tuple[str, str]]]:
    texts: dict[str, list[str]] = {}
    for c in carriers:
        texts.setdefault(c.group, []).append(c.text)
    return {g: harvest_names(t) for g, t in texts.items()}


def _mts_bundles(
    sections: list[Carrier], rng: random.Random, target: tuple[int, int] = (600, 3000)
) -> list[list[Carrier]]:
    """Group MTS sections into pseudo-notes of ~``target`` characters: one section per section type,
    sections of one patient sex per bundle (sex-neutral sections fill either)."""
    from deidq.synth.note import carrier_sex

    secs = list(sections)
    rng.shuffle(secs)
    by_sex: dict[str, list[Carrier]] = {"F": [], "M": []}
    for c in secs:
        by_sex[carrier_sex(c.text) or rng.choice("FM")].append(c)
    bundles: list[list[Carrier]] = []
    for sex in ("F", "M"):
        queue = by_sex[sex]
        cur: list[Carrier] = []
        waiting: list[Carrier] = []
        goal = rng.randint(*target)
        while queue or waiting:
            if waiting and all(w.section in {c.section for c in cur} for w in waiting) and not queue:
                bundles.append(cur) if cur else None
                cur, goal = [], rng.randint(*target)
            nxt = next((w for w in waiting if w.section not in {c.section for c in cur}), None)
            if nxt is not None:
                waiting.remove(nxt)
            else:
                nxt = queue.pop()
                if nxt.section in {c.section for c in cur}:
                    waiting.append(nxt)
                    continue
            cur.append(nxt)
            if sum(len(x.text) for x in cur) >= goal or len(cur) >= 8:
                bundles.append(cur)
                cur, goal = [], rng.randint(*target)
        if cur:
            bundles.append(cur)
    rng.shuffle(bundles)
    return bundles


def bundle_text(bundle: list[Carrier]) -> str:
    order = {s: i for i, s in enumerate(templates.MTS_SECTION_ORDER)}
    parts = []
    for c in sorted(bundle, key=lambda c: order.get(c.section, 99)):
        title = templates.MTS_SECTION_TITLES.get(c.section, c.section or "NOTE")
        parts.append(f"{title}:\n{c.text.strip()}\n")
    return "\n".join(parts)


def _merge_names(groups: dict[str, dict[str, tuple[str, str]]], bundle: list[Carrier]) -> dict[str, tuple[str, str]]:
    out: dict[str, tuple[str, str]] = {}
    for c in bundle:
        out.update(groups.get(c.group, {}))
    return out


def truncate(text: str, limit: int) -> str:
    """Cut at the last paragraph (or line) boundary before ``limit`` characters."""
    if len(text) <= limit:
        return text
    cut = text.rfind("\n\n", 0, limit)
    if cut < limit // 2:
        cut = text.rfind("\n", 0, limit)
    return text[: cut if cut > 0 else limit].rstrip() + "\n"


def _doc(doc_id: str, note: dict, split: str, carriers: list[Carrier], copy: int, seed: int) -> dict:
    meta = {k: v for k, v in note["meta"].items() if k != "known_phi"}
    meta.update({
        "split": split, "carrier_ids": [c.id for c in carriers],
        "carrier_corpus": carriers[0].corpus if carriers else "", "copy": copy, "seed": seed, "license": LICENSE_NOTE,
    })  # fmt: skip
    return {"id": doc_id, "text": note["text"], "spans": note["spans"], "meta": meta}


def generate_corpus(
    source_dir: str | Path | None = None,
    seed: int = 13,
    copies: int = 1,
    limit: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> dict[str, list[dict]]:
    """``{"train": [...], "dev": [...], "test": [...]}``; each carrier is used once in dev/test and
    ``copies`` times (different fake PHI, different MTS bundling) in train. ``limit`` caps carriers."""
    carriers = load_carriers(resolve_source_dir(source_dir))
    if limit is not None:
        carriers = carriers[:limit]
    names = _names_by_group(carriers)
    out: dict[str, list[dict]] = {s: [] for s in SPLITS}
    for split in SPLITS:
        mine = [c for c in carriers if split_of(c.group) == split]
        n_copies = max(1, copies) if split == "train" else 1
        for copy in range(n_copies):
            for c in (c for c in mine if c.corpus == "aci"):
                doc_id = f"synth-{split}-{c.id}-c{copy}"
                rng = random.Random(f"{seed}|{doc_id}")
                note = make_note(c.text, rng, names=names[c.group], dialogue=c.kind == "dialogue")
                out[split].append(_doc(doc_id, note, split, [c], copy, seed))
                if progress:
                    progress(1)
            mts = [c for c in mine if c.corpus == "mts"]
            for i, bundle in enumerate(_mts_bundles(mts, random.Random(f"{seed}|mts|{split}|{copy}"))):
                doc_id = f"synth-{split}-mts{i:04d}-c{copy}"
                rng = random.Random(f"{seed}|{doc_id}")
                note = make_note(bundle_text(bundle), rng, names=_merge_names(names, bundle), dialogue=False)
                out[split].append(_doc(doc_id, note, split, bundle, copy, seed))
                if progress:
                    progress(len(bundle))
    return out


def write_jsonl(path: str | Path, docs: Iterable[dict]) -> int:
    from deidq.io.records import write_jsonl_records

    with Path(path).open("w", encoding="utf-8") as fh:
        return write_jsonl_records(docs, fh)


# --- examples file ------------------------------------------------------------------------------------------

EXAMPLE_PLAN = (("progress", "aci"), ("radiology", None), ("discharge", "mts"), ("letter", "mts"),
                ("dialogue", "aci-dialogue"), ("ed", "mts"), ("consult", "aci"), ("telephone", "mts"))  # fmt: skip


def generate_examples(source_dir: str | Path | None = None, seed: int = 2024, patients: int = 20,
                      notes_per_patient: int = 3) -> list[dict]:  # fmt: skip
    """Notes for demos: ``patients`` fake patients with ``notes_per_patient`` notes each, the same
    name/MRN/DOB across a patient's notes. Carriers come from the *test* split only (then dev), so the
    examples never share carrier text with the training split."""
    carriers = load_carriers(resolve_source_dir(source_dir))
    names = _names_by_group(carriers)
    pool = [c for c in carriers if split_of(c.group) == "test"] + [c for c in carriers if split_of(c.group) == "dev"]
    from deidq.synth.note import carrier_sex

    def sex_of(cs: list[Carrier]) -> str | None:
        return carrier_sex(" ".join(c.text for c in cs))

    lists: dict[str, list[list[Carrier]]] = {
        "aci": [[c] for c in pool if c.corpus == "aci" and c.kind == "note"],
        "aci-dialogue": [[c] for c in pool if c.corpus == "aci" and c.kind == "dialogue"],
        "mts": _mts_bundles([c for c in pool if c.corpus == "mts"], random.Random(f"{seed}|ex-mts"), (700, 2200)),
    }
    used: set[str] = set()

    def take(src: str, sex: str) -> list[Carrier]:
        cands = [cs for cs in lists[src] if cs[0].id not in used]
        pick = next((cs for cs in cands if sex_of(cs) in (sex, None)), cands[0] if cands else lists[src][0])
        used.add(pick[0].id)
        return pick

    docs: list[dict] = []
    for pi in range(patients):
        prng = random.Random(f"{seed}|patient|{pi}")
        first_visit = fake.rand_date(prng, dt.date(2023, 1, 1), dt.date(2024, 6, 30))
        profile = Profile.random(prng, ref=first_visit, age=prng.choice([prng.randint(20, 89), prng.randint(20, 89),
                                                                        prng.randint(90, 97)]))  # fmt: skip
        visit = first_visit
        for ni in range(notes_per_patient):
            note_type, src = EXAMPLE_PLAN[(pi + ni * 3) % len(EXAMPLE_PLAN)]
            carriers_used: list[Carrier] = []
            text, cnames, dialogue = "", {}, False
            if src in ("aci", "aci-dialogue"):
                (c,) = carriers_used = take(src, profile.patient.sex)
                text = truncate(c.text, 2600 if src == "aci" else 2200)
                cnames = names[c.group]
                dialogue = src == "aci-dialogue"
            elif src == "mts":
                b = carriers_used = take(src, profile.patient.sex)
                text = bundle_text(b)
                cnames = _merge_names(names, b)
            doc_id = f"ex-P{pi + 1:04d}-{ni + 1}"
            nrng = random.Random(f"{seed}|{doc_id}")
            note = make_note(text, nrng, note_type=note_type, names=cnames, profile=profile, visit=visit,
                             dialogue=dialogue)  # fmt: skip
            meta = {
                "patient_id": f"P{pi + 1:04d}", "language": "en", "note_date": visit.isoformat(),
                "source": "synthetic", "note_type": note_type, "carrier_ids": [c.id for c in carriers_used],
                "license": LICENSE_NOTE,
            }  # fmt: skip
            if pi % 4 == 0:
                meta["known_phi"] = note["meta"]["known_phi"]
            docs.append({"id": doc_id, "text": note["text"], "spans": note["spans"], "meta": meta})
            visit = visit + dt.timedelta(days=prng.randint(10, 150))
    return docs


def validate_doc(doc: dict) -> list[str]:
    """Problems with one corpus document (empty list when valid)."""
    from deidq.workers.core.labels import FINE_TYPES, label_of

    errs = []
    text = doc.get("text", "")
    last_end = -1
    for s in sorted(doc.get("spans", []), key=lambda s: s["start"]):
        if text[s["start"] : s["end"]] != s["text"]:
            errs.append(f"offset mismatch at {s['start']}")
        if s["type"] not in FINE_TYPES or s["label"] != label_of(s["type"]) or s.get("orig_label") != s["type"]:
            errs.append(f"bad type/label {s['type']}/{s['label']}")
        if s["start"] < last_end:
            errs.append(f"overlap at {s['start']}")
        last_end = max(last_end, s["end"])
    return errs
