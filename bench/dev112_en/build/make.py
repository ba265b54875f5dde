"""Build dev112_en/notes.jsonl and README.md. Standard library only; all randomness from Random(112)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import World, strip_markers  # noqa: E402
from genres import GENRES  # noqa: E402

ROOT = os.path.dirname(HERE)
NOTES_PER_GENRE = 30
LOWER_PER_GENRE = 10
COUNTRY_CODES = ["UK", "IE", "AU", "ZA"]


def build():
    r = random.Random(112)
    plan = []
    for genre in GENRES:
        lower = set(r.sample(range(NOTES_PER_GENRE), LOWER_PER_GENRE))
        for i in range(NOTES_PER_GENRE):
            plan.append((genre, COUNTRY_CODES[(i + len(plan)) % 4], i in lower))
    r.shuffle(plan)
    notes = []
    for n, (genre, cc, lower) in enumerate(plan, 1):
        w = World(r, cc)
        marked = GENRES[genre](w, r)
        if lower:
            marked = marked.lower()  # whole note lower-cased before offsets are computed
        text, spans = strip_markers(marked)
        notes.append({"id": f"dev112-en-{n:04d}", "text": text, "spans": spans,
                      "meta": {"source": "dev112-en", "genre": genre, "lowercase": lower}})
    return notes


README_HEAD = """# dev112_en: independent English clinical PHI evaluation set
> **Status:** written for a decision; not yet scored. Never trained on.

## How it was written

Written from two things only: the project's annotation guideline (`docs/annotation_guideline.md`, read in
full) and the brief that asked for this set. No other file of the repository was opened, listed or searched
(no other bench set, no code, no tests, no training data), no web, code or document search was used, and the
project's software was not run. Nothing has been scored against this set.

Setting: hospital inpatient care in the United Kingdom, Ireland, Australia and South Africa. Twelve genres,
{per_genre} notes each; {lower_per} of every {per_genre} notes in each genre are entirely lower case (the whole note is
lower-cased before offsets are computed).

## Values

Every value is invented: name pools of many origins (including given names and surnames that are ordinary
English words such as Will, Hope, Grace, Frank, Art, Bell, Little, Green, Baker, King), streets, hospitals,
wards, practices, care homes, pharmacies, employers, insurers, and all identifier formats. Several of those
words also occur unannotated as ordinary words (`will review`, `hope for d/c`, `frank haematuria`,
`call bell`, `Bell's palsy`, `eating little`, `green sputum`, `HIV on ART`); `baker` also occurs as an
annotated profession. Most towns are invented; a few real town names are mixed in, and country names,
Australian states and South African provinces are real.
Contact data is fictional by construction:

- every phone or fax number of 7+ digits contains the block `555` (e.g. `01632 555 0142`, `(02) 5550 1234`);
  short bleeps and extensions are annotated as `PHONE` too;
- e-mail addresses and URLs only use example.com / example.org / example.net;
- IP addresses only in 10/8, 172.16/12 and 192.168/16;
- social-security-like national numbers (`SSN`) start with 9 or 000.

Annotation choices made under the guideline (for reviewers):

- named wards (`Kestrel Ward`, `Ward St Anne's`), GP practices, pharmacies and care homes are `HOSPITAL`;
  generic units (AMU, SAU, ICU, ED, CCU) are departments and stay unannotated;
- bed, bay and room numbers are `LOCATION_OTHER` (`bed [12]`, `bay [C]`, `side room [4]`);
- NHS numbers, Medicare numbers, medical-aid and insurance policy numbers are `HEALTHPLAN`; hospital /
  UR / folder numbers are `MRN`; episode / encounter numbers are `ACCOUNT`;
- professional registration numbers (GMC, NMC, MCRN, AHPRA, HPCSA, SANC, GPhC, PSI, HCPC, CORU) are
  `LICENSE`, value only, register label outside;
- Irish counties are `CITY` (the guideline puts counties there) with `Co.` outside the span;
- staff initials on drug charts and typist initials (`DD/jk` style) are `DOCTOR`;
- the number of an age written as `82F` / `58/M` / `64yo` is the span, the sex letter or `yo` is outside;
- times of day, durations (`3/7`, `2/52`), `POD 2`, scores, lab values, vitals, drug doses, ICD-10 codes,
  credentials and eponyms are never annotated.

## Generator and checker

- `build/make.py` (with `build/core.py`, `build/genres.py`, `build/pools.py`): Python 3.11 standard library,
  all randomness from `random.Random(112)`, deterministic output. Each note is assembled from pieces; every
  PHI value is wrapped in private-use marker characters as it is inserted, and offsets are computed in one
  left-to-right pass that strips the markers. Finished text is never searched for values.
- `build/check.py`: validates `notes.jsonl` (JSON shape, sequential ids, meta, label/type agreement,
  `text[start:end]`, order and overlap, span-edge rules, minimum counts of notes, spans, genres, notes per
  genre and spans per fine type, fictional contact ranges, no unannotated e-mail/URL/IP-like strings, no
  unannotated full dates or long digit runs, minimum counts of unannotated hard negatives per category,
  lower-case share) and exits non-zero on any problem.

Run from this folder: `python3 build/make.py && python3 build/check.py`.

Format: one JSON object per line, `{{"id", "text", "spans": [{{"start", "end", "label", "type", "text"}}],
"meta": {{"source": "dev112-en", "genre", "lowercase"}}}}`.

## Genres

| genre | notes | spans | lower-case | chars |
|---|---|---|---|---|
"""


def main():
    notes = build()
    with open(os.path.join(ROOT, "notes.jsonl"), "w", encoding="utf-8") as f:
        for n in notes:
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    rows = []
    tot = [0, 0, 0, 0]
    for g in GENRES:
        ns = [n for n in notes if n["meta"]["genre"] == g]
        v = [len(ns), sum(len(n["spans"]) for n in ns), sum(n["meta"]["lowercase"] for n in ns), sum(len(n["text"]) for n in ns)]
        tot = [a + b for a, b in zip(tot, v)]
        rows.append(f"| {g} | {v[0]} | {v[1]} | {v[2]} | {v[3]} |")
    rows.append(f"| **total** | {tot[0]} | {tot[1]} | {tot[2]} | {tot[3]} |")
    types = {}
    for n in notes:
        for s in n["spans"]:
            types[s["type"]] = types.get(s["type"], 0) + 1
    trows = "\n".join(f"| {t} | {c} |" for t, c in sorted(types.items()))
    readme = (README_HEAD.format(per_genre=NOTES_PER_GENRE, lower_per=LOWER_PER_GENRE) + "\n".join(rows) +
              "\n\n## Spans per fine type\n\n| type | spans |\n|---|---|\n" + trows + "\n")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme)
    print(f"notes={len(notes)} spans={tot[1]} lower={tot[2]} chars={tot[3]}")
    for t, c in sorted(types.items(), key=lambda x: x[1]):
        print(f"  {t:16s}{c}")


if __name__ == "__main__":
    main()
