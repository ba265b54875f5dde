"""Build bench/dev287_en/notes.jsonl.

Usage (from bench/dev287_en):  python3 build/make.py [--out PATH]

All randomness comes from a single random.Random(287) object that is passed
through every generator in a fixed order, so the output is byte-identical
across runs and PYTHONHASHSEED values.
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note, wpick  # noqa: E402
from ctx import make_ctx  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

SEED = 287
NOTES_PER_GENRE = 50
LOWER_SHARE = 1.0 / 6.0

GENRES = [
    ("special_diet_order", genres_a.special_diet_order),
    ("ward_meal_order", genres_a.ward_meal_order),
    ("iddsi_texture_request", genres_a.iddsi_texture_request),
    ("allergen_incident", genres_b.allergen_incident),
    ("food_complaint_investigation", genres_b.food_complaint),
    ("enteral_feed_stock_request", genres_b.enteral_stock_request),
    ("nutrition_assistant_record", genres_c.nutrition_assistant_record),
    ("cultural_meal_request", genres_c.cultural_meal_request),
    ("kitchen_temp_delivery_log", genres_c.kitchen_temp_delivery_log),
    ("telephone_encounter", genres_c.telephone_encounter),
    ("nutrition_screening_referral", genres_d.nutrition_screening_referral),
    ("meal_system_audit", genres_d.meal_system_audit),
    ("dietetic_discharge_letter", genres_d.dietetic_discharge_letter),
]

COUNTRIES = [("UK", 30), ("US", 22), ("AU", 16), ("CA", 16), ("IE", 16)]


def build():
    rng = random.Random(SEED)
    funcs = dict(GENRES)
    order = []
    for gid, _ in GENRES:
        order.extend([gid] * NOTES_PER_GENRE)
    rng.shuffle(order)
    n = len(order)
    n_lower = round(n * LOWER_SHARE)
    lower_idx = set(rng.sample(range(n), n_lower))
    lines = []
    for i, gid in enumerate(order):
        cc = wpick(rng, COUNTRIES)
        c = make_ctx(rng, cc)
        nb = Note()
        funcs[gid](rng, nb, c)
        low = i in lower_idx
        text, spans = nb.finish(low)
        rec = {
            "id": "dev287-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev287-en", "genre": gid, "lowercase": low, "country": cc},
        }
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    return "\n".join(lines) + "\n"


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    data = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %s (%d notes)" % (out, data.count("\n")))


if __name__ == "__main__":
    main(sys.argv[1:])
