"""Build bench/dev139_en/notes.jsonl deterministically (seed 139). Python 3.11 standard library only."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import phi as H  # noqa: E402
import blocks as B  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402
import genres_c as GC  # noqa: E402

# genre name -> (generator, number of notes)
GENRES = [
    ("portal_message", GA.portal, 40),
    ("refill_request", GA.refill, 36),
    ("prior_authorization", GA.prior_auth, 32),
    ("insurance_appeal", GA.appeal, 31),
    ("billing_statement", GA.billing, 32),
    ("roi_log", GB.roi, 33),
    ("school_form", GB.school, 32),
    ("work_disability_form", GB.work, 34),
    ("vaccination_record", GB.vaccination, 33),
    ("telehealth_note", GB.telehealth, 36),
    ("answering_service", GC.answering, 34),
    ("care_coordination", GC.care_coord, 33),
    ("annual_wellness", GC.awv, 32),
    ("dmv_medical_report", GC.dmv, 31),   # own genre: driver fitness / DOT / placard forms
    ("dme_order", GC.dme, 31),            # own genre: durable medical equipment orders and compliance
]


def main():
    rng = random.Random(139)
    plan = [g for g in GENRES for _ in range(g[2])]
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for i, (name, fn, _) in enumerate(plan):
            lower = i in lower_idx
            d = H.Doc(lower=lower)
            C = B.ctx(rng)
            fn(rng, d, C)
            text = d.text()
            spans = [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                     for s in d.spans]
            rec = {"id": "dev139-%04d" % (i + 1), "text": text, "spans": spans,
                   "meta": {"source": "dev139-en", "genre": name, "lowercase": lower, "country": "US"}}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (n, out_path))


if __name__ == "__main__":
    main()
