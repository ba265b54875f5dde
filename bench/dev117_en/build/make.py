"""Generate ../notes.jsonl (deterministic; all randomness from random.Random(117) in common.R)."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import R, finalize  # noqa: E402
from ctx import Ctx  # noqa: E402
from genres import GENRES  # noqa: E402

PER_GENRE = 30
OUT = os.path.join(HERE, "..", "notes.jsonl")


def main():
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    R.shuffle(plan)
    n = len(plan)
    lower_idx = set()  # one in six per genre, chosen at random
    for gname, _ in GENRES:
        idx = [i for i, g in enumerate(plan) if g[0] == gname]
        lower_idx.update(R.sample(idx, round(len(idx) / 6)))
    rows = []
    for i, (gname, fn) in enumerate(plan):
        c = Ctx()
        marked = fn(c)
        lower = i in lower_idx
        text, spans = finalize(marked, lower)
        rows.append({"id": f"dev117-en-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev117-en", "genre": gname, "lowercase": lower}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(rows)
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> notes.jsonl")


README_HEAD = """# dev117_en: independent English clinical PHI evaluation set
> **Status:** written for a decision; not yet scored. Never trained on.

An evaluation set of {n_notes} invented clinical documents from the United Kingdom and Ireland with
{n_spans} gold PHI spans in {n_genres} genres. It exists to measure the deidq de-identifier on text it has never
seen; it must never be used for training or tuning.

## How it was written

- Written from two sources only: `docs/annotation_guideline.md` (PHI types, labels, span boundaries)
  and the task brief (setting, genres, sizes, format). No other file of the repository was opened,
  listed or searched; no web, code or document search was used; the project's software was not run,
  and nothing was scored.
- Every note is produced by `build/make.py` (Python 3.11, standard library only). All randomness comes
  from one `random.Random(117)`; two runs give byte-identical `notes.jsonl`.
- Offsets are never found by searching: each PHI value is wrapped in private-use marker characters
  while the note is assembled from pieces, the whole note is lower-cased first where it is a
  lower-case note, and one left-to-right pass strips the markers and records `start`/`end`.

## The values

- Everything is invented: name pools of many origins (Irish, English, Welsh, Scottish, Polish,
  Romanian, Lithuanian, Latvian, Nigerian, Ghanaian, Somali, Pakistani, Indian, Bangladeshi, Chinese,
  Vietnamese, Portuguese, Brazilian, Ukrainian, Caribbean and more), including names that are ordinary
  English words (Will, Hope, Grace, Rose, Iris, May, Frank, Mark, Baker, King, Ward, Green, Young,
  Nurse...) which also occur elsewhere as unannotated ordinary words (`Will review`, `frank
  haematuria`, `Baker's cyst`, `ward round`, `iris`). Towns, streets, hospitals, practices, wards,
  care homes, pharmacies, employers, schools, churches, solicitors and insurers are made up; counties,
  provinces, regions and countries are ordinary geography.
- Identifier formats are invented (NHS-style numbers, hospital numbers, PPSN-style numbers, GMS and
  insurer numbers, GMC/IMC/NMC/NMBI numbers, driving licences, device serials, plates and VINs,
  biometric references, UBRN/Datix/complaint/SAR/police/claim references).
- Contact data is fictional by construction: every phone or fax number with 7 or more digits has a
  `555` exchange or a `5550` block; e-mail addresses and URLs use only example.com, example.org and
  example.net; IP addresses lie only in 10/8, 172.16/12 and 192.168/16; national numbers (SSN type)
  start with 9.

## Annotation choices where the guideline leaves room

- NHS numbers and hospital numbers -> `MRN`; PPSN -> `SSN`; GMS medical card and insurance policy
  numbers -> `HEALTHPLAN`; ED attendance, encounter and invoice numbers -> `ACCOUNT`; GMC, IMC, NMC,
  NMBI and driving-licence numbers -> `LICENSE`; UBRN, Datix, complaint, SAR, police, court, claim,
  case, form and specimen references -> `IDNUM`.
- Counties are `CITY` and include their designator (`Co. Mayo`, `County Westmeath`); provinces,
  regions and foreign states are `STATE` (`Munster`, `East Anglia`, `Punjab`, `Ohio`).
- Named wards and units, practices, care homes, pharmacies and out-of-hours co-operatives are
  `HOSPITAL` (a leading `the` stays outside); councils, employers, schools, churches, charities,
  solicitors' firms and insurers are `ORGANIZATION`; bay, bed, room, side-room and cubicle numbers and
  named landmarks are `LOCATION_OTHER`.
- Clinicians and all care or records staff (nurses, AMHPs, social workers, call handlers, typists,
  records and complaints officers) are `DOCTOR`; relatives, carers, police officers and solicitors named
  as persons are `FAMILY`. Bleeps and bare extensions are `PHONE`, without their label.
- Not annotated: titles and credentials, languages, public bodies that are not care sites or
  employers (NHS, HSE, DVLA, Tusla, GMC, the Ombudsman, the Information Commissioner), years in the
  names of Acts and regulations, clock times, durations including UK shorthand (`3/7`, `2/52`, `6/12`),
  blood pressures, fractions such as `co-codamol 30/500` or `Pain score 2/10`, ICD-10 codes, public
  service numbers (999, 111, 112, 116 123).

## Generator and checker

```
cd bench/dev117_en
python3 build/make.py     # writes notes.jsonl (and this README's tables)
python3 build/check.py    # exits non-zero on any problem
```

- `build/pools.py` invented value pools; `build/common.py` RNG, markers, offsets pass, people, dates,
  ages, addresses, contact data, identifiers and hard-negative clinical text; `build/ctx.py` the
  per-note cast; `build/genres.py` the fourteen genre templates; `build/make.py` assembly and output.
- `build/check.py` validates JSON shape, sequential ids, meta (source, genre, lower-case flag and
  lower-case text), label/type agreement, `text[start:end] == span.text`, sorted non-overlapping spans,
  edge rules (no whitespace or surrounding punctuation, no edge inside a word or number), minimum
  counts (notes, spans, 15 per type, 10 genres of 30+ notes), fictional contact ranges, no unannotated
  e-mail/URL/IP-like strings, long digit runs or phone-like numbers, no multi-word PHI value also left
  unannotated in the same note, minimum counts of unannotated hard negatives per category, and a
  lower-case share of about one in six.

Each line of `notes.jsonl`: `{{"id", "text", "spans": [{{"start", "end", "label", "type", "text"}}],
"meta": {{"source": "dev117-en", "genre", "lowercase"}}}}`.

## Genres

"""


def write_readme(rows):
    import collections
    by = collections.OrderedDict()
    for r in rows:
        g = r["meta"]["genre"]
        b = by.setdefault(g, [0, 0, 0, 0])
        b[0] += 1
        b[1] += len(r["spans"])
        b[2] += int(r["meta"]["lowercase"])
        b[3] += len(r["text"])
    n_spans = sum(len(r["spans"]) for r in rows)
    out = [README_HEAD.format(n_notes=len(rows), n_spans=n_spans, n_genres=len(by))]
    out.append("| genre | notes | spans | lower-case | chars |")
    out.append("|---|---:|---:|---:|---:|")
    for g in sorted(by):
        a = by[g]
        out.append(f"| {g} | {a[0]} | {a[1]} | {a[2]} | {a[3]} |")
    tot = [sum(v[k] for v in by.values()) for k in range(4)]
    out.append(f"| **total** | {tot[0]} | {tot[1]} | {tot[2]} | {tot[3]} |")
    out.append("")
    out.append("## Spans per type")
    out.append("")
    tc = collections.Counter(s["type"] for r in rows for s in r["spans"])
    out.append("| label | type | spans |")
    out.append("|---|---|---:|")
    from common import CATEGORY, TYPES
    for t in TYPES:
        out.append(f"| {CATEGORY[t]} | {t} | {tc[t]} |")
    out.append("")
    with open(os.path.join(HERE, "..", "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
