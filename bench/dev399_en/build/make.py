"""Entry point: builds bench/dev399_en/notes.jsonl (python3 build/make.py [--out PATH]).

One random.Random(399) is created here and passed everywhere; sets and dicts are only
iterated in sorted order, so the output does not depend on hashing.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import country as C  # noqa: E402
import doc  # noqa: E402
import persona  # noqa: E402
import g_a  # noqa: E402
import g_b  # noqa: E402
import g_c  # noqa: E402
import g_d  # noqa: E402

GENRES = [
    ("hpb_mdt_outcome", g_a.mdt_outcome),
    ("surgical_clinic_letter", g_a.clinic_letter),
    ("ercp_report", g_a.ercp_report),
    ("operative_note", g_b.operative_note),
    ("radiology_ct_mrcp", g_b.radiology_report),
    ("ward_round_note", g_b.ward_round),
    ("histopathology_report", g_c.histopathology),
    ("dietitian_pert_review", g_c.dietitian_pert),
    ("discharge_summary", g_c.discharge_summary),
    ("cns_telephone_note", g_d.cns_telephone),
    ("gp_referral_letter", g_d.gp_referral),
    ("preop_assessment", g_d.preop_assessment),
    ("liver_trauma_admission", g_d.trauma_admission),
]
PER_GENRE = 33
LOWER_SHARE = 1.0 / 6


def build(rng):
    plan = []
    for name, fn in GENRES:
        plan += [(name, fn)] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower = [True] * round(n * LOWER_SHARE) + [False] * (n - round(n * LOWER_SHARE))
    rng.shuffle(lower)
    records = []
    for i, ((name, fn), low) in enumerate(zip(plan, lower)):
        cc = rng.choices(C.COUNTRIES, weights=C.WEIGHTS)[0]
        date = C.random_date(rng, 2018, 2025)
        S = persona.Setting(rng, cc, date)
        d = doc.Doc(rng, lower=low, typo_rate=0.08 if low else 0.05)
        fn(rng, d, S)
        text = d.text().rstrip("\n") + "\n"
        records.append({
            "id": "dev399-%04d" % (i + 1),
            "text": text,
            "spans": d.spans,
            "meta": {"source": "dev399-en", "genre": name, "lowercase": low, "country": cc},
        })
    return records


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rng = random.Random(399)
    records = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(records), out))


if __name__ == "__main__":
    main(sys.argv[1:])
