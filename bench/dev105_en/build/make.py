"""Generate dev105_en/notes.jsonl and README.md.  Python 3.11, standard library only.
All randomness comes from one random.Random(105); output is deterministic.

    cd bench/dev105_en && python3 build/make.py && python3 build/check.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pools as P  # noqa: E402
from core import Ctx, strip_markers, LABEL_OF  # noqa: E402
from genres import GENRES  # noqa: E402

ROOT = os.path.dirname(HERE)
COUNTRY_OF = {}  # id -> country, reported in the README only
NOTES_PER_GENRE = 30
LOWER_PER_GENRE = 5          # 5/30 = one note in six, entirely lower case


def build():
    r = random.Random(105)
    plan = []
    for gname, fn in GENRES:
        lower = set(r.sample(range(NOTES_PER_GENRE), LOWER_PER_GENRE))
        for k in range(NOTES_PER_GENRE):
            plan.append((gname, fn, k in lower))
    r.shuffle(plan)
    records = []
    for i, (gname, fn, lower) in enumerate(plan, 1):
        cc = r.choice(P.COUNTRY_ORDER)
        ctx = Ctx(r, cc, gname)
        marked = fn(ctx)
        if lower:
            marked = marked.lower()          # lower-case the whole note before offsets
        text, raw = strip_markers(marked)    # one left-to-right pass
        spans = [{"start": s, "end": e, "label": LABEL_OF[t], "type": t, "text": text[s:e]} for s, e, t in raw]
        records.append({"id": f"dev105-en-{i:04d}", "text": text, "spans": spans,
                        "meta": {"source": "dev105-en", "genre": gname, "lowercase": lower}})
        COUNTRY_OF[records[-1]["id"]] = cc
    return records


def write_readme(records):
    stats = {}
    for rec in records:
        g = rec["meta"]["genre"]
        s = stats.setdefault(g, [0, 0, 0, 0])
        s[0] += 1
        s[1] += len(rec["spans"])
        s[2] += rec["meta"]["lowercase"]
        s[3] += len(rec["text"])
    types = {}
    for rec in records:
        for sp in rec["spans"]:
            types[sp["type"]] = types.get(sp["type"], 0) + 1
    rows = "\n".join(f"| {g} | {s[0]} | {s[1]} | {s[2]} | {s[3]} |" for g, s in stats.items())
    tot = [sum(s[i] for s in stats.values()) for i in range(4)]
    trows = "\n".join(f"| {t} | {n} |" for t, n in sorted(types.items(), key=lambda x: -x[1]))
    countries = {}
    for rec in records:
        countries[COUNTRY_OF[rec["id"]]] = countries.get(COUNTRY_OF[rec["id"]], 0) + 1
    txt = f"""# dev105_en: independent English clinical PHI evaluation set
> **Status:** written for a decision; not yet scored. Never trained on.

{tot[0]} synthetic English outpatient and general-practice records from the United Kingdom, Ireland,
Australia and New Zealand, with {tot[1]} gold PHI spans over the 29 fine types of
`docs/annotation_guideline.md`. File: `notes.jsonl` (one JSON object per line: `id`, `text`, `spans`,
`meta` with `source`, `genre` and `lowercase`).

## How it was written

- Sources: only `docs/annotation_guideline.md` (read in full) and the written brief for this set. No other file
  of the repository was opened, listed or searched (no other bench set, no code, no tests, no training data),
  no web, code or document search was used, and the project's software was not run. Nothing was scored.
- Every value is invented: name pools of many origins (Maori, Pacific, Irish, Scottish, Welsh, English, South
  Asian, East and South-East Asian, West African, Somali, Eastern and Southern European, Latin American), town,
  county and street names, hospitals, practices, wards, pharmacies, employers, schools, insurers and all
  identifier formats. Real country, Australian state and New Zealand region names are used as plain geography.
- Contact data are fictional by construction: every phone/fax number of 7+ digits carries a `555` exchange or a
  `5550` block; e-mails and URLs use only example.com / example.org / example.net; IP addresses come only from
  10/8, 172.16/12 and 192.168/16; national-insurance-like numbers (SSN type) start with `9` or `000`.
- Offsets: each note is assembled from pieces; every PHI value is wrapped in private-use marker characters while
  it is assembled, and one left-to-right pass strips the markers and records the spans. The finished text is
  never searched for values. Lower-case notes ({tot[2]} of {tot[0]}, one in six) are lower-cased as a whole
  before that pass.

## Labelling decisions taken here (within the guideline)

- NHS number, IHI, NZ NHI, hospital/unit/UR numbers: `MRN`. National Insurance no., PPSN, TFN, IRD no.: `SSN`.
  Medicare, DVA, medical card / GMS, Community Services Card and private health cover numbers: `HEALTHPLAN`.
  Encounter, visit, invoice and billing references: `ACCOUNT`. GMC/NMC/GPhC/IMC/NMBI/AHPRA/MCNZ/NCNZ numbers,
  prescriber/provider numbers and driving licence numbers: `LICENSE`. UBRN, lab, specimen, order, case, ACC claim,
  prescription-token and certificate serial numbers: `IDNUM`.
- Practices, hospitals, out-of-hours services, pharmacies, named wards and named units: `HOSPITAL`. Employers,
  schools, nurseries, clubs and insurers named as organisations: `ORGANIZATION`. Rooms, bays, beds and named
  buildings/wings: `LOCATION_OTHER`. UK/Irish counties: `CITY` (guideline: town, city, county). Australian
  states and NZ regions: `STATE`.
- Pager, bleep and stand-alone extension numbers: `PHONE` (digits only, the word `bleep`/`ext` outside).
  Typist/author reference initials (`AB/jt`, `DD/jt`) and initials in a "given by" column: `DOCTOR`.
- Not annotated: gestational ages, durations, clock times, lab values, vitals, drugs and doses, scores,
  eponyms, credentials, ICD-10/Read/SNOMED codes, row numbers, vaccine names, public bodies (NHS, HSE, DVLA,
  NDLS, NZTA, ACC, Medicare as a scheme), and ordinary words that elsewhere serve as names (will, hope, grace,
  walker, page, power, bell's palsy ...).

## Generator and checker

- `build/make.py` (with `build/pools.py`, `build/core.py`, `build/clinical.py`, `build/genres.py`): Python 3.11,
  standard library only, all randomness from `random.Random(105)`; deterministic output. Writes `notes.jsonl`
  and this README.
- `build/check.py`: validates JSON shape, sequential ids, meta, label/type agreement, `text[start:end]`, sorting
  and overlap, span-edge rules, minimum counts (notes, spans, per type, genres, notes per genre), fictional
  contact ranges, no unannotated e-mail/URL/IP-like strings, minimum counts of unannotated hard negatives per
  category, and the lower-case share. Exits non-zero on any problem.

Run: `cd bench/dev105_en && python3 build/make.py && python3 build/check.py`

## Genres

| genre | notes | spans | lower-case | chars |
|---|---|---|---|---|
{rows}
| **total** | {tot[0]} | {tot[1]} | {tot[2]} | {tot[3]} |

Notes per country setting: {", ".join(f"{k} {v}" for k, v in sorted(countries.items()))}.

## Spans per type

| type | spans |
|---|---|
{trows}
"""
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write(txt)


def main():
    records = build()
    with open(os.path.join(ROOT, "notes.jsonl"), "w", encoding="utf-8") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    write_readme(records)
    print(f"wrote {len(records)} notes, {sum(len(x['spans']) for x in records)} spans")


if __name__ == "__main__":
    main()
