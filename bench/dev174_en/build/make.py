"""Build bench/dev174_en/notes.jsonl (and README.md) for the dev174_en evaluation set.

Usage: python3 build/make.py        (from bench/dev174_en or anywhere)
All randomness comes from one random.Random(174); output is byte-identical
whatever PYTHONHASHSEED is (no set/dict-order dependence in generation).
"""
import datetime
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import people  # noqa: E402
import g_admit  # noqa: E402
import g_care  # noqa: E402
import g_meds  # noqa: E402
import g_comm  # noqa: E402
import g_ops  # noqa: E402
import g_rehab  # noqa: E402

OUT_DIR = os.path.dirname(HERE)
SEED = 174
PER_GENRE = 32

GENRES = [
    ("admission_nursing_assessment", g_admit.admission),
    ("mds_quarterly_review", g_admit.mds),
    ("idt_care_plan_meeting", g_care.careplan),
    ("wound_rounds_log", g_care.wounds),
    ("falls_huddle_incident", g_care.falls),
    ("mar_excerpt", g_meds.mar),
    ("provider_visit_note", g_meds.visit),
    ("family_communication_log", g_comm.famlog),
    ("transfer_to_hospital", g_comm.transfer),
    ("census_staffing_sheet", g_ops.census),
    ("loa_signout_log", g_ops.loa),
    ("therapy_progress_note", g_rehab.therapy),
    ("nutrition_assessment", g_rehab.nutrition),
]

GENRE_DESC = {
    "admission_nursing_assessment": "admission nursing assessment (form and narrative)",
    "mds_quarterly_review": "MDS 3.0-style quarterly review worksheet / coordinator note",
    "idt_care_plan_meeting": "interdisciplinary care plan conference note",
    "wound_rounds_log": "weekly wound rounds log (multi-resident) / single wound assessment",
    "falls_huddle_incident": "incident report with post-fall (or elopement) huddle",
    "mar_excerpt": "medication administration record grid / eMAR history",
    "provider_visit_note": "physician / NP SNF visit note (incl. telehealth)",
    "family_communication_log": "family / responsible-party communication log, SW contact note",
    "transfer_to_hospital": "nursing-home-to-hospital transfer form (SBAR)",
    "census_staffing_sheet": "daily census and staffing sheet / morning stand-up",
    "loa_signout_log": "leave-of-absence sign-out log / LOA authorisation (own genre)",
    "therapy_progress_note": "PT / OT / SLP progress report (own genre)",
    "nutrition_assessment": "registered dietitian nutrition assessment (own genre)",
}


def build():
    rng = random.Random(SEED)
    facs = [people.make_facility(rng) for _ in range(30)]
    order = []
    for name, fn in GENRES:
        order.extend([(name, fn)] * PER_GENRE)
    rng.shuffle(order)
    n = len(order)
    lower_idx = sorted(rng.sample(range(n), round(n / 6)))
    lower_flags = [False] * n
    for i in lower_idx:
        lower_flags[i] = True
    lo, hi = datetime.date(2021, 1, 4), datetime.date(2025, 5, 30)
    recs = []
    for i, (name, fn) in enumerate(order):
        fac = facs[rng.randrange(len(facs))]
        d = core.rdate(rng, lo, hi)
        r = people.make_resident(rng, fac, d)
        ctx = {"fac": fac, "r": r, "d": d, "ds": rng.choice(core.DATE_STYLES)}
        note = core.Note(rng, typo_rate=rng.choice([0.0, 0.0, 0.15, 0.3]))
        got = fn(rng, ctx, note)
        if got != name:
            raise RuntimeError("genre mismatch %s %s" % (got, name))
        text, spans = note.finish(lower=lower_flags[i])
        recs.append({"id": "dev174-%04d" % (i + 1), "text": text, "spans": spans,
                     "meta": {"source": "dev174-en", "genre": name, "lowercase": lower_flags[i], "country": "US"}})
    return recs


def write(recs):
    path = os.path.join(OUT_DIR, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in recs:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return path


def readme(recs):
    per_type = {t: 0 for t in core.TYPES}
    per_genre = {}
    nspans = 0
    nchars = 0
    for rec in recs:
        g = rec["meta"]["genre"]
        per_genre[g] = per_genre.get(g, 0) + 1
        nchars += len(rec["text"])
        for s in rec["spans"]:
            per_type[s["type"]] += 1
            nspans += 1
    nlow = sum(1 for rec in recs if rec["meta"]["lowercase"])
    lines = [
        "# dev174_en: independent English clinical PHI evaluation set",
        "> **Status:** written for a decision; not yet scored. Never trained on.",
        "",
        "Author 174 wrote this set alone, from `docs/annotation_guideline.md` only (no other bench set, code, "
        "template or data file of the repository was read). It covers skilled nursing facilities, long-term care "
        "and assisted living in the United States (meta `country` is `US` for every note): %d synthetic notes, "
        "%d PHI spans, mean note length %d characters, %d notes (%.1f%%) entirely lower-cased. All names, places, "
        "facilities and identifiers are invented; phone numbers are in the 555-01xx range, e-mails and URLs are on "
        "example.com/.org/.net, IPs are private, SSNs start with 9xx or 000. Rebuild with `python3 build/make.py` "
        "(standard library only, `random.Random(174)`, byte-identical under any `PYTHONHASHSEED`) and validate with "
        "`python3 build/check.py`." % (len(recs), nspans, nchars // len(recs), nlow, 100.0 * nlow / len(recs)),
        "",
        "## Genres",
        "",
        "| genre | notes | what |",
        "|---|---|---|",
    ]
    for name, _ in GENRES:
        lines.append("| `%s` | %d | %s |" % (name, per_genre.get(name, 0), GENRE_DESC[name]))
    lines += ["", "## Spans per fine type", "", "| label | type | spans |", "|---|---|---|"]
    for t in sorted(core.TYPES, key=lambda x: (core.LABELS[x], x)):
        lines.append("| %s | `%s` | %d |" % (core.LABELS[t], t, per_type[t]))
    lines += ["", "## Judgement calls (where the guideline leaves room)", "",
              "- Every facility staff member (CNA, maintenance, EMT crew, ED nurse, scribe) is `DOCTOR`; MAR/LOA "
              "initials are `DOCTOR` spans. A police officer or bystander is `FAMILY` (\"any other person\").",
              "- Residents listed on census sheets, wound logs and LOA logs are all `PATIENT`.",
              "- Named units/neighbourhoods, pharmacies, hospices, home-health agencies and dialysis centres are "
              "`HOSPITAL`; ambulance firms, staffing agencies, labs, DME and X-ray vendors, churches, restaurants and "
              "employers are `ORGANIZATION`; rooms and named landmarks are `LOCATION_OTHER`.",
              "- Facility NPI, prescriber NPI/DEA, therapist/RD licence numbers and driver's licences are `LICENSE`; "
              "Medicare MBI, Medicaid and supplemental policy numbers are `HEALTHPLAN`; CMS certification numbers, "
              "Rx, order, accession, incident, grievance and police report numbers are `IDNUM`.",
              "- MDS item codes, CPT/ICD-10 codes, 24-hour clock times (`2015` = 8:15 pm), vehicle model years, "
              "scores and lab values are not PHI and are left unlabelled.",
              "", "Files: `notes.jsonl` (one note per line: `id`, `text`, `spans`, `meta`), `build/make.py`, "
              "`build/check.py`, helper modules `build/core.py`, `build/people.py`, `build/pools.py`, "
              "`build/clinical.py`, `build/g_*.py`.", ""]
    path = os.path.join(OUT_DIR, "README.md")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines))
    return path


def main():
    recs = build()
    p = write(recs)
    readme(recs)
    print("wrote %d notes to %s" % (len(recs), p))


if __name__ == "__main__":
    main()
