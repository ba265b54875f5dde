"""Generate ../notes.jsonl. Deterministic: all randomness from random.Random(103)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compose import Case, finalize  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 30
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(103)
    tasks = []
    for name, fn in GENRES:
        lows = [True] * (PER_GENRE // 3) + [False] * (PER_GENRE - PER_GENRE // 3)
        rng.shuffle(lows)
        tasks += [(name, fn, lo) for lo in lows]
    rng.shuffle(tasks)
    recs = []
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for i, (name, fn, lo) in enumerate(tasks, 1):
            case = Case(rng)
            marked = fn(case)
            text, spans = finalize(marked.strip(), lo)
            rec = {"id": f"dev103-en-{i:04d}", "text": text, "spans": spans,
                   "meta": {"source": "dev103-en", "genre": name, "lowercase": lo}}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
            recs.append(rec)
    print(f"wrote {len(tasks)} notes to {OUT}")
    write_readme(recs)


README_HEAD = """# dev103_en: independent English clinical PHI evaluation set
> **Status:** written for a decision; not yet scored. Never trained on.

## How it was written

This set was written from two sources only: the project's annotation guideline
(`docs/annotation_guideline.md`, read in full) and the brief that commissioned it. No other file of the
repository was opened, listed or searched (no other bench set, no code, no tests, no other docs), nothing
under `shared/` was read, no web, code or document search was used, and the project's software was not run.
Nothing here has been scored.

Setting: mental health, community nursing, allied health and social care in the United States, the United
Kingdom, Canada and Australia. Much of it is telegraphic; it mixes full sentences, headers, pipe/CSV/tab/fixed-width
tables, lists, timestamped logs, signature and cc blocks. Exactly one note in three is entirely lower case
(the whole note is lower-cased before offsets are computed).

## The values

Every name, street, town pairing, hospital, ward, care home, practice, pharmacy, employer, school, church,
charity, housing scheme, landmark and identifier format was invented for this set (`build/pools.py`,
`build/compose.py`). Contact data are fictional by construction:

- every phone or fax number of 7+ digits contains `555` as the exchange (`(216) 555-0142`, `0113 555 0142`,
  `0412 555 318`) or a `5550` block (`(02) 5550 1234`); pagers, bleeps and extensions are short numbers;
- e-mail addresses and URLs use only `example.com`, `example.org` and `example.net`;
- IP addresses lie only in `10/8`, `172.16/12` and `192.168/16`;
- social-security-like numbers (US SSN, Canadian SIN, Australian TFN/CRN) start with `9` or `000`.

Annotation choices where the guideline leaves room, applied consistently: NHS numbers, UR numbers and hospital
numbers are `MRN`; US Medicaid/Medicare/member IDs, Canadian health-card/PHN numbers and Australian Medicare
numbers are `HEALTHPLAN`; housing-scheme buildings (`Beacon House`) are named buildings (`LOCATION_OTHER`), while
care homes, wards, practices and pharmacies are `HOSPITAL`; police officers, school or charity staff and visitors
are `FAMILY` (any other person); all care staff, including support workers and their initials in MAR grids, are
`DOCTOR`; UK counties are `CITY`. Seasons, recurring schedules and relative dates are not written as weekday or
month names anywhere outside a DATE span.

Hard negatives are left unannotated by the thousand: lab analytes with values, units and ranges, vital signs,
drugs with doses and sigs, clinical scores (PHQ-9, GAD-7, MMSE, MoCA, Waterlow, Braden, MUST, Barthel, NEWS2,
HoNOS, IDDSI, ...), eponyms (Parkinson's disease, Babinski sign, Foley catheter, Baker's cyst, Bell's palsy),
credentials after names (`, RMN`, ` MD`, `(DipCOT)`), ICD-10 codes, clock times, row numbers and measurements
in tables, and ordinary words that are also names elsewhere in the set (will, hope, grace, rose, frank, bill,
pat, young, little, bell, ...).

## Generator and checker

- `build/make.py` writes `notes.jsonl` and this README; all randomness comes from `random.Random(103)`, so the
  output is deterministic. Python 3.11, standard library only.
- `build/compose.py` builds each note from pieces; every PHI value is wrapped in private-use marker characters
  as it is assembled, and one left-to-right pass strips the markers and records offsets (the finished text is
  never searched for values). `build/genres.py` holds the thirteen genre writers, `build/negs.py` the hard
  negatives, `build/pools.py` the invented value pools.
- `build/check.py` validates the file and exits non-zero on any problem: JSON shape, sequential ids, meta,
  label/type agreement, `text[start:end] == span.text`, sorted non-overlapping spans, edge rules (no whitespace
  or outer punctuation, no edge inside a word or number, titles outside names, times outside dates), minimum
  counts (notes, spans, every fine type, genres, notes per genre), fictional contact ranges, no unannotated
  e-mail/URL/IP/phone/full-date/calendar-word strings, minimum counts of unannotated hard negatives per category,
  and the lower-case share.

Run from this folder: `python3 build/make.py && python3 build/check.py`.

## Genres

"""


def write_readme(recs):
    import collections
    g = collections.OrderedDict((name, [0, 0, 0, 0]) for name, _ in GENRES)
    for r in recs:
        row = g[r["meta"]["genre"]]
        row[0] += 1
        row[1] += len(r["spans"])
        row[2] += r["meta"]["lowercase"]
        row[3] += len(r["text"])
    lines = ["| genre | notes | spans | lower-case | chars |", "|---|---:|---:|---:|---:|"]
    for name, (n, s, lo, ch) in g.items():
        lines.append(f"| {name} | {n} | {s} | {lo} | {ch} |")
    tot = [sum(v[i] for v in g.values()) for i in range(4)]
    lines.append(f"| **total** | {tot[0]} | {tot[1]} | {tot[2]} | {tot[3]} |")
    types = collections.Counter(s["type"] for r in recs for s in r["spans"])
    tl = ["", "## Spans per type", "", "| type | spans |", "|---|---:|"] + \
        [f"| {t} | {types[t]} |" for t in sorted(types, key=lambda t: -types[t])]
    path = os.path.join(os.path.dirname(OUT), "README.md")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(README_HEAD + "\n".join(lines) + "\n" + "\n".join(tl) + "\n")


if __name__ == "__main__":
    main()
