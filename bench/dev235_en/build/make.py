#!/usr/bin/env python3
"""Build bench/dev235_en/notes.jsonl (author 235; forensic and legal medicine, US/UK/AU).

Usage: python3 make.py [--out PATH|-]
All randomness comes from one random.Random(235); no sets are iterated; the output is byte-identical
under any PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import assemble, TYPOS  # noqa: E402
from phi import Ctx  # noqa: E402
import g_autopsy  # noqa: E402
import g_death  # noqa: E402
import g_ident  # noqa: E402
import g_lab  # noqa: E402
import g_sane  # noqa: E402
import g_clin  # noqa: E402
import g_legal  # noqa: E402

SEED = 235
GENRES = [
    ("autopsy_report", g_autopsy.autopsy, 36),
    ("me_case_intake", g_death.me_intake, 36),
    ("scene_investigation", g_death.scene, 36),
    ("toxicology_report", g_lab.toxicology, 36),
    ("sane_record", g_sane.sane, 36),
    ("custody_assessment", g_clin.custody, 36),
    ("injury_documentation", g_clin.injury, 36),
    ("chain_of_custody", g_lab.chain, 36),
    ("expert_report", g_legal.expert, 36),
    ("telephone_encounter", g_legal.telephone, 40),
    ("identification_report", g_ident.identification, 36),
    ("death_certification_review", g_ident.certification, 36),
]
COUNTRIES = [("US", 40), ("UK", 35), ("AU", 25)]


def build():
    rng = random.Random(SEED)
    plan = []
    for name, fn, n in GENRES:
        plan.extend([(name, fn)] * n)
    rng.shuffle(plan)
    total = len(plan)
    n_lower = round(total / 6)
    lower_idx = sorted(rng.sample(range(total), n_lower))
    lower_flags = [False] * total
    for i in lower_idx:
        lower_flags[i] = True
    names = [c for c, _ in COUNTRIES]
    weights = [w for _, w in COUNTRIES]
    out = []
    for i, (genre, fn) in enumerate(plan):
        country = rng.choices(names, weights=weights)[0]
        ctx = Ctx(rng, country, genre)
        marked = fn(ctx)
        typos = rng.sample(TYPOS, rng.randint(1, 2)) if rng.random() < 0.2 else []
        text, spans = assemble(marked, lower=lower_flags[i], typos=typos)
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise AssertionError("offset mismatch in note %d" % (i + 1))
        out.append({
            "id": "dev235-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev235-en", "genre": genre, "lowercase": lower_flags[i], "country": country},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    notes = build()
    data = "".join(json.dumps(n, ensure_ascii=False) + "\n" for n in notes).encode("utf-8")
    if out_path == "-":
        sys.stdout.buffer.write(data)
    else:
        with open(out_path, "wb") as f:
            f.write(data)
        print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
