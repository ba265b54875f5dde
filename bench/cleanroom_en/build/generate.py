#!/usr/bin/env python3
"""Deterministic generator for the clean-room English PHI evaluation set.

Usage (from bench/cleanroom_en/):  python3 build/generate.py
Writes notes.jsonl next to this folder. Standard library only; fixed seed.
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import parse  # noqa: E402
from ctx import Ctx  # noqa: E402
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402
import genres_c as C  # noqa: E402

SEED = 20240917
NOTES_PER_GENRE = 32

# genre name -> (function, probability that the note is UK-style)
GENRES = [
    ("discharge_summary", A.discharge_summary, 0.3),
    ("progress_note", A.progress_note, 0.25),
    ("ed_note", A.ed_note, 0.25),
    ("radiology_report", A.radiology_report, 0.3),
    ("pathology_report", A.pathology_report, 0.3),
    ("operative_note", B.operative_note, 0.25),
    ("nursing_note", B.nursing_note, 0.3),
    ("referral_letter", B.referral_letter, 0.65),
    ("telephone_encounter", B.telephone_encounter, 0.3),
    ("medication_reconciliation", B.medication_reconciliation, 0.3),
    ("problem_list", B.problem_list, 0.3),
    ("portal_message", C.portal_message, 0.25),
    ("discharge_instructions", C.discharge_instructions, 0.3),
    ("consult_note", C.consult_note, 0.3),
]

# occasional realistic typos / shorthand in the non-PHI text
TYPOS = [("patient", "pateint"), ("received", "recieved"), ("with", "wiht"), ("history", "hx"),
         ("denies", "denys"), ("discharge", "dischrage"), ("tomorrow", "tomorow"), ("which", "whcih"),
         ("appointment", "appt"), ("because", "b/c"), ("without", "w/o"), ("Patient", "PT")]


def add_typos(rng, marked):
    """Apply a few typos to text outside PHI markers only."""
    if rng.random() > 0.35:
        return marked
    parts = re.split(r"(\x01[^\x03]*\x03)", marked)
    for _ in range(rng.randint(1, 3)):
        src, dst = rng.choice(TYPOS)
        idxs = [i for i, p in enumerate(parts) if not p.startswith("\x01") and re.search(r"\b%s\b" % src, p)]
        if not idxs:
            continue
        i = rng.choice(idxs)
        parts[i] = re.sub(r"\b%s\b" % src, dst, parts[i], count=1)
    return "".join(parts)


def tidy(marked):
    # collapse runs of 3+ blank lines and trailing spaces left by optional sections
    lines = [ln.rstrip() for ln in marked.split("\n")]
    out = []
    blank = 0
    for ln in lines:
        if ln == "":
            blank += 1
            if blank > 1:
                continue
        else:
            blank = 0
        out.append(ln)
    return "\n".join(out).strip("\n") + "\n"


def build():
    rng = random.Random(SEED)
    plan = []
    for g, fn, ukp in GENRES:
        for _ in range(NOTES_PER_GENRE):
            plan.append((g, fn, ukp))
    rng.shuffle(plan)
    records = []
    for i, (g, fn, ukp) in enumerate(plan, 1):
        nrng = random.Random(rng.getrandbits(64))
        uk = nrng.random() < ukp
        c = Ctx(nrng, uk, g)
        marked = fn(c)
        marked = add_typos(nrng, marked)
        marked = tidy(marked)
        text, spans = parse(marked)
        records.append({
            "id": f"cr-{i:04d}",
            "text": text,
            "spans": spans,
            "meta": {"source": "cleanroom-en", "genre": g, "language": "en", "license": "CC0-1.0",
                     "note_date": c.date.isoformat(), "locale": "UK" if uk else "US"},
        })
    return records


def main():
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    records = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"wrote {len(records)} notes, {sum(len(r['spans']) for r in records)} spans -> {out_path}")


if __name__ == "__main__":
    main()
