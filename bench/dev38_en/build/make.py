#!/usr/bin/env python3
"""Build dev38-en: python3 build/make.py  ->  notes.jsonl (deterministic, random.Random(38))."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import render  # noqa: E402
from ctx import new_ctx  # noqa: E402
import extras  # noqa: E402
import g_gp, g_child, g_school, g_imms, g_antenatal, g_home, g_mens, g_smoking  # noqa: E402

SEED = 38
N_PER_GENRE = 40

GENRES = [
    ("family_medicine_gp", g_gp, {"US": 10, "UK": 10, "CA": 6, "AU": 6, "IE": 4, "NZ": 4}),
    ("well_child_paediatric", g_child, {"US": 10, "UK": 9, "CA": 7, "AU": 6, "IE": 4, "NZ": 4}),
    ("school_nursing", g_school, {"US": 10, "UK": 11, "CA": 5, "AU": 6, "IE": 4, "NZ": 4}),
    ("immunisation_clinic", g_imms, {"US": 9, "UK": 10, "CA": 6, "AU": 7, "IE": 4, "NZ": 4}),
    ("antenatal_clinic", g_antenatal, {"US": 9, "UK": 10, "CA": 6, "AU": 6, "IE": 5, "NZ": 4}),
    ("midwife_health_visitor_home_visit", g_home, {"US": 5, "UK": 14, "CA": 5, "AU": 6, "IE": 5, "NZ": 5}),
    ("mens_health_check", g_mens, {"US": 9, "UK": 11, "CA": 5, "AU": 7, "IE": 4, "NZ": 4}),
    ("smoking_cessation", g_smoking, {"US": 9, "UK": 11, "CA": 6, "AU": 6, "IE": 4, "NZ": 4}),
]


def build(out_path):
    r = random.Random(SEED)
    plan = []
    for gname, mod, locs in GENRES:
        assert sum(locs.values()) == N_PER_GENRE, gname
        for code, n in locs.items():
            plan += [(gname, mod, code)] * n
    r.shuffle(plan)
    records = []
    for i, (gname, mod, code) in enumerate(plan, 1):
        ctx = new_ctx(r, code, gname)
        marked = mod.generate(r, ctx)
        is_letter = "Dear " in marked
        if not is_letter and r.random() < 0.9:
            marked = extras.append(r, ctx, marked)
        text, spans = render(marked.strip("\n") + "\n")
        records.append({"id": f"dev38-en-{i:04d}", "text": text, "spans": spans,
                        "meta": {"language": "en", "source": "dev38-en", "genre": gname, "locale": code}})
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
    return records


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    recs = build(out)
    print(f"wrote {len(recs)} notes, {sum(len(x['spans']) for x in recs)} spans -> {out}")
