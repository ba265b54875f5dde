"""Build /work/main/bench/dev99_en/notes.jsonl. Standard library only; all randomness from random.Random(99)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compose import Ctx, finalize  # noqa: E402
from genres import GENRES  # noqa: E402

NOTES_PER_GENRE = 60
LOWER_P = {"sms_pager": 0.42, "portal_message": 0.32, "triage_call": 0.27, "pharmacy_refill": 0.24, "home_visit": 0.2,
           "shift_handover": 0.14, "school_work_note": 0.1, "incident_report": 0.1, "appointment_reminder": 0.12,
           "lab_result": 0.08, "insurance_letter": 0.08, "referral_email": 0.06, "after_visit_summary": 0.06}
COUNTRY_W = [("US", 35), ("CA", 25), ("UK", 25), ("IE", 15)]


def main():
    rng = random.Random(99)
    plan = [g for g in GENRES for _ in range(NOTES_PER_GENRE)]
    rng.shuffle(plan)
    out_path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
    countries = [c for c, w in COUNTRY_W for _ in range(w)]
    rows = []
    country_n = {}
    for i, (gname, fn) in enumerate(plan, 1):
        ctx = Ctx(rng, rng.choice(countries))
        country_n[ctx.C] = country_n.get(ctx.C, 0) + 1
        marked = fn(ctx).strip()
        lower = rng.random() < LOWER_P[gname]
        text, spans = finalize(marked, lower)
        rows.append({"id": f"dev99-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev99-en", "genre": gname, "lowercase": lower}})
    with open(out_path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(rows, country_n)
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {out_path}")


README_HEAD = """# dev99_en: independent English clinical PHI evaluation set
> **Status:** written for a decision; not yet scored. Never trained on.

## How it was written

Written by a helper session from two sources only: the project's annotation guideline
(`docs/annotation_guideline.md`, read in full) and the brief that asked for this set. No other file of the
repository was opened or searched (no other bench set, code, tests or docs), nothing under `shared/` was read,
no web, code or document search was used, and the project's software was not run. No model has been scored
on the set. (One stray `ls` of `bench/` was issued while creating this folder; its output was discarded
unread.)

The set holds short texts written by patients, families and staff in Canada, the United States, the United
Kingdom and Ireland: portal messages, nurse triage calls, SMS and pager messages, referral e-mails, after-visit
summaries, appointment reminders, pharmacy refill requests, school and work notes, insurance correspondence,
incident reports, lab result messages, shift handovers and community home-visit notes. Writing is mixed:
full sentences and telegraphic shorthand, headers, lists, signature and cc blocks, pipe / CSV / tab /
fixed-width tables, informal typos, names by first name alone, relatives named. About one note in six is
entirely lower case (the whole marked note is lower-cased before offsets are computed).

## Values

Everything is invented: name pools of many origins (with names that are also ordinary English words such as
Will, Hope, Grace, Baker, King, Bell, and the same words used unannotated elsewhere), streets, towns, hospitals,
practices, pharmacies, wards, employers, schools, insurers and identifier formats. State and province names
and their postal abbreviations, country names and holiday names are real words. Contact data are fictional by
construction: every phone, pager and fax number of seven or more digits carries a `555` exchange or a
`5550` block; e-mails and URLs use only `example.com`, `example.org` and `example.net` (and their sub-domains);
IP addresses lie in 10/8, 172.16/12 or 192.168/16; SSN-like national numbers (US SSN, Canadian SIN, Irish
PPSN) start with `9` or `000`.

Hard negatives are left unannotated by the thousand: lab analytes with values, units and reference ranges,
vitals (HR, RR, BP, SpO2, T), drugs with doses and sigs, scores (GCS, NEWS2, Wells, APGAR, PHQ-9, ...),
eponyms (Parkinson's disease, Babinski sign, Foley catheter, Baker's cyst, Bell's palsy, ...), credentials
after names (MD, RN, RGN, PharmD, ...), ICD-10 and CPT codes, clock times, row numbers, quantities and amounts
in tables, public bodies (NHS 111, FDA, HSE), relative expressions and durations.

Labelling decisions where the guideline leaves room (applied consistently):
- every named member of staff (clinicians, clerks, scribes, security officers, insurer reviewers, privacy
  officers) is `DOCTOR`; relatives, friends, teachers and managers named as persons are `FAMILY`;
- pharmacies, wards and named units are `HOSPITAL`; insurers, employers, schools, churches and care agencies
  are `ORGANIZATION`; rooms and beds are `LOCATION_OTHER` (the number only);
- UK NHS numbers and Canadian/Irish health-card numbers are `HEALTHPLAN`; claim, case, incident, Rx, order,
  accession, specimen, requisition, referral, prior-authorisation and badge numbers are `IDNUM`;
- a county is `CITY`, with an Irish `Co.` prefix left outside; a stand-alone extension or pager number is
  `PHONE` with its label (`ext.`, `pager`, `bleep`) outside, while an extension after a full number stays inside;
- titles, credentials and possessive `'s` stay outside names; a date range is two spans; times of day are
  never part of a date span.

## Files

- `notes.jsonl`: one JSON object per line, `{"id", "text", "spans", "meta"}`; ids `dev99-en-0001` ...;
  each span has `start`, `end`, `label` (the guideline category), `type` (fine type) and `text`;
  `meta` = `{"source": "dev99-en", "genre", "lowercase"}`.
- `build/make.py`: generator (Python 3.11, standard library only, all randomness from `random.Random(99)`,
  deterministic). `build/pools.py` holds the invented pools, `build/compose.py` the marker composition and
  value formatters, `build/genres.py` the genre templates. Each PHI value is wrapped in private-use marker
  characters as the note is assembled; offsets are computed in one left-to-right pass that strips the
  markers. The finished text is never searched for values.
- `build/check.py`: stand-alone validator (does not import the generator). Exits non-zero on any problem:
  JSON shape, sequential ids, meta, label/type agreement, `text[start:end] == span.text`, sorted and
  non-overlapping spans, edge rules (no whitespace or outside punctuation at edges, no edge inside a word or
  number), minimum counts (notes, spans, every fine type, genres, notes per genre), fictional contact ranges,
  no unannotated e-mail-, URL-, IP- or 555-phone-like strings, same-note consistency (a name, place, ID or
  contact value annotated once is annotated at every occurrence, ordinary-word names excepted), no bare small
  numbers annotated in table lines, minimum counts of unannotated hard negatives per category, and the
  lower-case share.

Rebuild and validate from this folder: `python3 build/make.py && python3 build/check.py`.

"""


def write_readme(rows, country_n):
    import collections
    by = collections.OrderedDict()
    for r in rows:
        g = r["meta"]["genre"]
        d = by.setdefault(g, [0, 0, 0, 0])
        d[0] += 1
        d[1] += len(r["spans"])
        d[2] += r["meta"]["lowercase"]
        d[3] += len(r["text"])
    lines = ["## Genres", "", "| genre | notes | spans | lower-case | chars |", "|---|---:|---:|---:|---:|"]
    tot = [0, 0, 0, 0]
    for g in sorted(by):
        d = by[g]
        lines.append(f"| {g} | {d[0]} | {d[1]} | {d[2]} | {d[3]} |")
        tot = [a + b for a, b in zip(tot, d)]
    lines.append(f"| **total** | {tot[0]} | {tot[1]} | {tot[2]} | {tot[3]} |")
    types = collections.Counter(s["type"] for r in rows for s in r["spans"])
    cats = collections.Counter(s["label"] for r in rows for s in r["spans"])
    lines += ["", "## Spans by type", "", "| label | type | spans |", "|---|---|---:|"]
    from compose import CATEGORY, TYPES
    for t in TYPES:
        lines.append(f"| {CATEGORY[t]} | {t} | {types[t]} |")
    lines += ["", "Per label: " + ", ".join(f"{k} {v}" for k, v in sorted(cats.items())) + ".",
              "", "Setting of the notes (not stored in `meta`): " +
              ", ".join(f"{k} {country_n.get(k, 0)}" for k in ("US", "CA", "UK", "IE")) + "."]
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "README.md")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(README_HEAD + "\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
