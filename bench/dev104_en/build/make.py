"""Generate dev104_en/notes.jsonl and README.md. Deterministic: all randomness from random.Random(104)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Ctx, assemble, LABEL  # noqa: E402
from genres import GENRES  # noqa: E402

ROOT = os.path.dirname(HERE)
PER_GENRE = 32
SEED = 104


def build():
    rng = random.Random(SEED)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    n = len(order)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    notes = []
    for i, genre in enumerate(order):
        ctx = Ctx(rng)
        marked = GENRES[genre](ctx)
        low = i in lower_idx
        if low:
            marked = marked.lower()          # lower-case the whole note before offsets
        text, spans = assemble(marked)       # single left-to-right pass over the markers
        notes.append({
            "id": f"dev104-en-{i + 1:04d}",
            "text": text,
            "spans": [{"start": s, "end": e, "label": LABEL[t], "type": t, "text": text[s:e]} for s, e, t in spans],
            "meta": {"source": "dev104-en", "genre": genre, "lowercase": low},
        })
    return notes


README_HEAD = """# dev104_en: independent English clinical PHI evaluation set
> **Status:** written for a decision; not yet scored. Never trained on.

## How it was written

This set was written from two texts only: the project's annotation guideline
(`docs/annotation_guideline.md`, read in full and followed for PHI types, labels and span boundaries) and the
brief that commissioned the set. No other file of the repository was opened, listed or searched; no web, code or
document search was used; the project's software was not run, and nothing was scored against this set.

The setting is United States emergency and pre-hospital care. Notes are synthetic and assembled from templates
with many alternative surface forms: full sentences and telegraphic shorthand, section headers, tables (pipe,
CSV, tab-separated, fixed-width), lists, signature and cc blocks. About one note in six is entirely lower case
(the whole note is lower-cased before offsets are computed).

## Values

Every value is invented: person-name pools of many origins (including names that are ordinary English words
such as Will, Hope, Grace, Baker, King, Young, which also occur unannotated as ordinary words), cities, streets,
hospitals, clinics, units, employers, schools, agencies, identifier formats. States and countries are real names.
Contact data are fictional by construction: every phone or fax number of 7 or more digits uses the `555` exchange
(`555-01xx`); e-mails and URLs use only `example.com`, `example.org`, `example.net`; IP addresses lie in 10/8,
172.16/12 or 192.168/16; SSN-like numbers start with `9` or `000`.

Hard negatives are left unannotated on purpose: lab analytes with values, units and ranges; vitals; drugs with
doses and sigs; clinical scores (GCS, NEWS2, Wells, HEART, ESI, PHQ-9 ...); eponyms (Babinski, Foley, Bell's palsy,
Baker's cyst, King-Devick, Glasgow Coma Scale ...); credentials after names (MD, RN, EMT-P, SANE-A ...); ICD-10
codes; clock times; row numbers in tables; state-like abbreviations used clinically (OR, PA, MD).

## Generator and checker

- `build/make.py` (with `build/core.py`, `build/genres.py`, `build/pools.py`): standard library only, all
  randomness from `random.Random(104)`, deterministic output. Each note is assembled from pieces; every PHI value
  is wrapped in private-use marker characters as it is placed, and offsets are computed in one left-to-right pass
  that strips the markers (the finished text is never searched for values).
- `build/check.py`: validates JSON shape, sequential ids, meta, label/type agreement, `text[start:end]`, sorting
  and overlap, span-edge rules, minimum counts (notes, spans, per type, genres, notes per genre), fictional contact
  ranges, absence of unannotated e-mail/URL/IP/phone/SSN-like strings, minimum counts of unannotated hard
  negatives per category, and the lower-case share. Run from this folder:
  `python3 build/make.py && python3 build/check.py`.

## Annotation choices (where the guideline leaves room)

- Police officers, detectives, advocates, bystanders and the named suspect are "any other person": `FAMILY`.
  Scribes, clerks, sitters, social workers, poison specialists and therapists are staff: `DOCTOR`.
- Insurers, EMS agencies, police departments, poison centres, shelters, schools and employers: `ORGANIZATION`.
  Hospitals, urgent cares, clinics, pharmacies and named inpatient units: `HOSPITAL`.
- Rooms, beds, hallway beds, trauma bays and exam rooms (the number only), landmarks: `LOCATION_OTHER`.
- Incident, case, kit, specimen, accession, blood-unit, bed-request, transfer-centre, badge and interpreter
  numbers: `IDNUM`. NPI, DEA, state licence, EMS certification and driver's licence numbers: `LICENSE`.
- Row numbers in tables, clock times, vital signs, lab values, doses and scores are never annotated.
- Limits: the notes are templated, so phrasing repeats across notes of a genre; demographic details inside a note
  (for example a child's age next to an adult activity) are not always clinically coherent.

Format: one JSON object per line in `notes.jsonl`:
`{"id", "text", "spans": [{"start", "end", "label", "type", "text"}], "meta": {"source", "genre", "lowercase"}}`.

## Genres

| genre | notes | spans | lower-case | chars |
|---|---|---|---|---|
"""


def main():
    notes = build()
    with open(os.path.join(ROOT, "notes.jsonl"), "w", encoding="utf-8") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    stats = {}
    for nt in notes:
        g = stats.setdefault(nt["meta"]["genre"], [0, 0, 0, 0])
        g[0] += 1
        g[1] += len(nt["spans"])
        g[2] += nt["meta"]["lowercase"]
        g[3] += len(nt["text"])
    rows = [f"| {g} | {a} | {b} | {c} | {d} |" for g, (a, b, c, d) in sorted(stats.items())]
    tot = [sum(v[k] for v in stats.values()) for k in range(4)]
    rows.append(f"| **total** | {tot[0]} | {tot[1]} | {tot[2]} | {tot[3]} |")
    type_counts = {}
    for nt in notes:
        for s in nt["spans"]:
            type_counts[s["type"]] = type_counts.get(s["type"], 0) + 1
    trow = ["", "## Spans per type", "", "| label | type | spans |", "|---|---|---|"]
    trow += [f"| {LABEL[t]} | {t} | {type_counts.get(t, 0)} |" for t in LABEL]
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write(README_HEAD + "\n".join(rows) + "\n" + "\n".join(trow) + "\n")
    print(f"wrote {len(notes)} notes, {tot[1]} spans, {len(stats)} genres")


if __name__ == "__main__":
    main()
