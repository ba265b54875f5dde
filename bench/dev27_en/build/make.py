#!/usr/bin/env python3
"""Build /work/main/bench/dev27_en/notes.jsonl (deterministic, seed 27)."""
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import Ctx, parse  # noqa: E402
import genres1 as G1  # noqa: E402
import genres2 as G2  # noqa: E402

SEED = 27
N_NOTES = 330
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

GENRES = [("icu_admission", G1.icu_admission), ("icu_daily_review", G1.icu_daily),
          ("anaesthetic_record", G1.anaesthetic), ("theatre_list", G1.theatre_list),
          ("trauma_team_activation", G1.trauma_activation), ("burns_unit", G2.burns),
          ("major_trauma_rehab", G2.rehab), ("spinal_cord_injury", G2.spinal),
          ("orthogeriatric", G2.orthogeriatric), ("hand_surgery", G2.hand),
          ("egs_handover", G2.egs_handover)]

US_SPELL = [("Anaesthetist", "Anesthesiologist"), ("anaesthetist", "anesthesiologist"), ("anaesthesia", "anesthesia"),
            ("Anaesthesia", "Anesthesia"), ("haemorrhage", "hemorrhage"), ("Orthopaedic", "Orthopedic"),
            ("bleep", "pager"), ("Bleep", "Pager"), (" mob ", " cell "), ("neighbour", "neighbor"),
            ("Appendicectomy", "Appendectomy"), ("appendicectomy", "appendectomy"), ("dyspnoea", "dyspnea"),
            ("oedema", "edema"), ("anaemia", "anemia"), ("Anaemia", "Anemia"), ("haemoglobin", "hemoglobin"),
            ("CEPOD", "add-on"), ("Hartmann's", "LR"), ("Hyponatraemia", "Hyponatremia"), ("bacteraemia", "bacteremia"),
            ("ischaemic", "ischemic"), ("paracetamol", "acetaminophen"), ("ITU", "ICU")]


def locale_plan(r, n):
    codes = ["US"] * round(n * 0.4)
    rest = ["UK", "CA", "AU", "IE", "NZ"]
    i = 0
    while len(codes) < n:
        codes.append(rest[i % len(rest)])
        i += 1
    r.shuffle(codes)
    return codes


def build():
    r = random.Random(SEED)
    locs = locale_plan(r, N_NOTES)
    genres = [GENRES[i % len(GENRES)] for i in range(N_NOTES)]
    r.shuffle(genres)
    recs = []
    for i in range(N_NOTES):
        code = locs[i]
        gname, fn = genres[i]
        c = Ctx(r, code)
        marked = fn(c)
        if code == "US":
            for a, b in US_SPELL:
                marked = marked.replace(a, b)
        marked = re.sub(r"[ \t]+\n", "\n", marked)
        text, spans = parse(marked)
        recs.append({"id": f"dev27-en-{i + 1:04d}", "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev27-en", "genre": gname, "locale": code}})
    with open(OUT, "w", encoding="utf-8") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(x['spans']) for x in recs)} spans -> {OUT}")


if __name__ == "__main__":
    build()
