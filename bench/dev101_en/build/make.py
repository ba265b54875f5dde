"""Build notes.jsonl and README.md for dev101_en. Standard library only; all randomness from Random(101)."""
import json
import os
import random
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from compose import Case, render  # noqa: E402
from genres import GENRES  # noqa: E402

OUT = os.path.dirname(HERE)
PER_GENRE = 30
LOWER_PER_GENRE = 5


def tidy(marked):
    """Whitespace tidy on the MARKED string (before offsets are computed)."""
    marked = re.sub(r"[ \t]+\n", "\n", marked)
    marked = re.sub(r"\n{3,}", "\n\n", marked)
    return marked.strip("\n ") + "\n"


def main():
    rng = random.Random(101)
    order = [g for g, _ in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    lower_idx = {g: set(rng.sample(range(PER_GENRE), LOWER_PER_GENRE)) for g, _ in GENRES}
    fns = dict(GENRES)
    seen = {g: 0 for g, _ in GENRES}
    rows = []
    for i, g in enumerate(order):
        c = Case(rng)
        marked = tidy(fns[g](rng, c))
        low = seen[g] in lower_idx[g]
        seen[g] += 1
        if low:
            marked = marked.lower()  # whole note lower-cased BEFORE offsets are computed
        text, spans = render(marked)
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        rows.append({"id": f"dev101-en-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev101-en", "genre": g, "lowercase": low}})
    with open(os.path.join(OUT, "notes.jsonl"), "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    write_readme(rows)
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans")


def write_readme(rows):
    stats = {}
    for r in rows:
        g = r["meta"]["genre"]
        s = stats.setdefault(g, [0, 0, 0, 0])
        s[0] += 1
        s[1] += len(r["spans"])
        s[2] += int(r["meta"]["lowercase"])
        s[3] += len(r["text"])
    types = {}
    for r in rows:
        for s in r["spans"]:
            types[s["type"]] = types.get(s["type"], 0) + 1
    tot = [sum(v[i] for v in stats.values()) for i in range(4)]
    table = ["| genre | notes | spans | lower-case | chars |", "|---|---:|---:|---:|---:|"]
    for g, _ in GENRES:
        n, sp, lo, ch = stats[g]
        table.append(f"| {g} | {n} | {sp} | {lo} | {ch} |")
    table.append(f"| **total** | {tot[0]} | {tot[1]} | {tot[2]} | {tot[3]} |")
    ttable = ["| type | spans |", "|---|---:|"] + [f"| {t} | {types[t]} |" for t in sorted(types)]
    text = f"""# dev101_en: independent English clinical PHI evaluation set
> **Status:** written for a decision; not yet scored. Never trained on.

## How it was written

Written from two things only: the project's annotation guideline (`docs/annotation_guideline.md`,
read in full and followed for types, labels and span edges) and the brief that commissioned this set.
No other file of the repository was opened, listed or searched (no other bench set, code, test or doc),
no web, code or document search was used, and the project's software was not run. Nothing here has been
scored.

Setting: United States hospital inpatient care. {tot[0]} notes in {len(stats)} genres, {tot[1]} gold spans,
{tot[2]} notes ({100 * tot[2] / tot[0]:.1f}%) entirely lower case (lower-cased before offsets were computed).

## The values

Every value is invented: name pools of many origins (including names that are ordinary English words such
as Will, Hope, Grace, Baker, King, Walker, and eponym look-alikes such as Foley or Wells, which also appear
unannotated as ordinary words and eponyms), invented towns, streets, hospitals, wards, care homes,
pharmacies, employers, insurers and identifier formats. Contact data are fictional by construction:
every phone, pager-with-7+-digits and fax number carries the `555` exchange (`NNN-555-01NN` style);
e-mail addresses and URLs use only example.com, example.org or example.net; IP addresses lie only in
10/8, 172.16/12 and 192.168/16; SSN-like numbers start with 9 or 000. States and countries are real
names (they cannot be invented).

Hard negatives are left unannotated throughout: lab analytes, values, units and reference ranges
(pipe, CSV, tab and fixed-width tables), vitals, drugs with doses and sigs, drips, clinical scores
(GCS, NEWS2, Wells, CHA2DS2-VASc, Braden, Morse, APGAR, ...), eponyms (Parkinson's disease, Babinski
sign, Foley catheter, Baker's cyst, ...), credentials after names (MD, RN, PharmD, LCSW, PA-C, ...),
ICD-10 codes, clock times, table row numbers, durations and relative days (HD#3, POD 2).

## Generator and checker

- `build/pools.py`: invented value pools and clinical vocabulary.
- `build/compose.py`: private-use marker characters wrap each PHI value as a note is assembled;
  `render()` strips the markers and records offsets in one left-to-right pass (the finished text is
  never searched for values). Also the invented case (patient, family, staff, identifiers) and
  shared blocks (headers, lab tables, vitals, signatures, cc and audit lines).
- `build/genres.py`: one template family per genre, mixing full sentences and telegraphic shorthand.
- `build/make.py`: writes `notes.jsonl` and this README; all randomness from `random.Random(101)`,
  output deterministic.
- `build/check.py`: validates shape, ids, labels, offsets, span edges, ordering/overlap, minimum counts,
  fictional contact ranges, absence of unannotated e-mail/URL/IP/phone-like strings, minimum counts of
  unannotated hard negatives per category and the lower-case share. Exits non-zero on any problem.

Rebuild and check: `cd bench/dev101_en && python3 build/make.py && python3 build/check.py`

## Genres

{chr(10).join(table)}

## Spans per type

{chr(10).join(ttable)}
"""
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as fh:
        fh.write(text)


if __name__ == "__main__":
    main()
