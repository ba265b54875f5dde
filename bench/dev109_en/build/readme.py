"""Writes dev109_en/README.md from the generated rows (so its numbers always match notes.jsonl)."""
import collections

HEAD = """# dev109_en: independent English clinical PHI evaluation set
> **Status:** written for a decision; not yet scored. Never trained on.

## How it was written

This set was written from two things only: the project's annotation guideline
(`docs/annotation_guideline.md`, read in full and followed for PHI types, labels and span boundaries) and the
task brief. No other file of the repository was opened, listed or searched (no other bench set, no code, no
tests, no other docs), nothing under `shared/` was read, no web, code or document search was used, and the
project's software was not run. Nothing here has been scored.

Setting: hospital records exported from electronic systems in the US, the UK, Canada and Australia
(regional date, phone, postcode and identifier conventions; region mix: {regions}). Notes are mostly
telegraphic exports (pipe, CSV, tab and fixed-width tables, key-value sheets, lists, signature lines) with some
full sentences. About half of the notes are entirely lower case: the whole note is lower-cased before offsets
are computed.

## The values

Every value is invented: name pools of many origins (including names that are ordinary English words such as
Will, Hope, Grace, Baker, King, Bell, Walker, Stone, which also appear unannotated as ordinary words), streets,
hospitals, wards, practices, pharmacies, care homes, employers, insurers and identifier formats. Contact data is
fictional by construction: every phone or fax number of 7+ digits carries a `555` exchange or a `5550` block;
e-mails and URLs use only example.com / example.org / example.net; IP addresses are only in 10/8, 172.16/12 and
192.168/16; SSN-like national numbers (US SSN, Canadian SIN, Australian TFN) start with 9 or 000; UK NHS
numbers (labelled HEALTHPLAN, as a health-service beneficiary number) start with 999.

Annotation choices worth knowing (all from the guideline): titles and credentials stay outside names; staff
initials in flowsheets, MARs and tracking boards are DOCTOR; weekdays, partial dates (`3/14`, `March 2019`,
`2019`) and each end of a range are DATE; times of day are not; ages are the number only (`64yo`, `58/M`);
room, bed and bay numbers are LOCATION_OTHER while named wards and units are HOSPITAL; order, accession,
specimen and case numbers are IDNUM while plain row/sequence numbers are not annotated; logins are USERNAME;
infusion-pump and implant serials are DEVICE; plates and VINs are VEHICLE; fingerprint / palm-vein / iris
template IDs are BIOID.

Hard negatives, unannotated and counted by the checker: lab analytes with values and reference ranges, vitals,
drugs with doses and sigs, units, clinical scores (GCS, NEWS2, Wells, APGAR, CURB-65, ...), eponyms
(Parkinson's disease, Babinski, Foley catheter, Baker's cyst, Bell's palsy, Glasgow Coma Scale), credentials
after names, ICD-10 codes, clock times, table row numbers, and name-words used as ordinary words.

## Generator and checker

- `build/make.py` (with `build/core.py`, `build/genres.py`, `build/pools.py`, `build/readme.py`): Python 3.11,
  standard library only; all randomness from `random.Random(109)`, so output is deterministic. Each note is
  assembled from pieces; every PHI value is wrapped in private-use marker characters as it is inserted, and
  offsets are computed in one left-to-right pass that strips the markers (the finished text is never searched
  for values). Writes `notes.jsonl` and this README.
- `build/check.py`: validates JSON shape, sequential ids, meta, label/type categories, `text[start:end]`,
  sorting and overlap, span edge rules, minimum counts (notes, spans, per type, genres, notes per genre),
  fictional contact ranges, absence of unannotated e-mail/URL/IP/555-phone/full-date/weekday strings, minimum
  counts of unannotated hard negatives per category (none may fall inside a span), and the lower-case share.

Run: `cd bench/dev109_en && python3 build/make.py && python3 build/check.py`

Format: one JSON object per line,
`{{"id": "dev109-en-0001", "text": ..., "spans": [{{"start", "end", "label", "type", "text"}}], "meta": {{"source": "dev109-en", "genre": ..., "lowercase": ...}}}}`.

## Contents

{n} notes, {s} gold spans, {g} genres.

| genre | notes | spans | lower-case | chars |
|---|---:|---:|---:|---:|
{table}
| **total** | {n} | {s} | {nl} | {c} |

Spans per type: {types}.
"""


def write_readme(rows, regions, path):
    by = collections.OrderedDict()
    for r in sorted(rows, key=lambda r: r["meta"]["genre"]):
        g = by.setdefault(r["meta"]["genre"], [0, 0, 0, 0])
        g[0] += 1
        g[1] += len(r["spans"])
        g[2] += r["meta"]["lowercase"]
        g[3] += len(r["text"])
    table = "\n".join(f"| {g} | {a} | {b} | {c} | {d} |" for g, (a, b, c, d) in by.items())
    tc = collections.Counter(s["type"] for r in rows for s in r["spans"])
    types = ", ".join(f"{t} {n}" for t, n in sorted(tc.items(), key=lambda x: -x[1]))
    reg = ", ".join(f"{k} {v}" for k, v in sorted(regions.items()))
    txt = HEAD.format(regions=reg, n=len(rows), s=sum(len(r["spans"]) for r in rows), g=len(by), table=table,
                      nl=sum(r["meta"]["lowercase"] for r in rows), c=sum(len(r["text"]) for r in rows), types=types)
    with open(path, "w", encoding="utf-8") as f:
        f.write(txt)
