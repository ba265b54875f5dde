"""Build bench/dev333_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(333); nothing depends on the
clock, the environment or hash ordering.
"""
import sys

sys.dont_write_bytecode = True

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import clin  # noqa: E402
import core  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

CVI_W = [("UK", 45), ("IE", 15), ("US", 9), ("CA", 8), ("AU", 10), ("NZ", 7), ("ZA", 3), ("IN", 3)]
SCHOOL_W = [("UK", 26), ("US", 20), ("IE", 14), ("AU", 14), ("CA", 10), ("NZ", 10), ("ZA", 3), ("IN", 3)]

# genre name, function, count, kinds (weighted list), country weights, own addition?
GENRES = [
    ("orthoptic_assessment", genres_a.orthoptic_assessment, 36, ["child"] * 5 + ["teen"], None, False),
    ("school_vision_screening_referral", genres_a.school_screening, 33, ["school"], SCHOOL_W, False),
    ("refraction_glasses_prescription", genres_a.refraction_rx, 34, ["child"] * 3 + ["teen"], None, False),
    ("patching_atropine_plan", genres_a.patching_plan, 33, ["child"], None, False),
    ("squint_surgery_operative_note", genres_b.squint_op_note, 33, ["child"] * 3 + ["teen"] * 2 + ["adult"], None, False),
    ("rop_screening_record", genres_b.rop_screening, 33, ["baby"], None, False),
    ("low_vision_assessment", genres_b.low_vision, 34, ["adult"] * 2 + ["teen"] * 2 + ["child"], None, False),
    ("clinic_letter_to_gp", genres_c.gp_letter, 35, ["child"] * 4 + ["teen"], None, False),
    ("parent_telephone_log", genres_c.phone_log, 33, ["child"], None, False),
    ("certificate_of_visual_impairment", genres_c.cvi_form, 33, ["adult"] * 2 + ["teen", "child"], CVI_W, False),
    ("ophthalmic_imaging_report", genres_d.imaging_report, 32, ["baby", "child", "child", "teen"], None, True),
    ("visual_electrophysiology_report", genres_d.edt_report, 32, ["baby", "child", "child", "teen"], None, True),
    ("school_vision_support_letter", genres_d.school_letter, 32, ["child"] * 3 + ["teen"], None, True),
]


def build():
    rng = random.Random(333)
    plan = []
    for name, fn, n, kinds, weights, _own in GENRES:
        for _ in range(n):
            plan.append((name, fn, kinds, weights))
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    out = []
    for i, (name, fn, kinds, weights) in enumerate(plan):
        c = core.pick_country(rng, weights)
        kind = rng.choice(kinds)
        clin.MODE[0] = rng.choice(["logmar", "logmar", "snellen"])
        ctx = core.Ctx(rng, c, kind)
        lower = i in lower_idx
        b = core.Note(ctx, lower)
        fn(b, ctx)
        text = b.text()
        spans = []
        for s, e, typ in b.spans:
            val = text[s:e]
            spans.append({"start": s, "end": e, "label": core.LABEL[typ], "type": typ, "text": val})
        spans.sort(key=lambda x: (x["start"], x["end"]))
        out.append({"id": "dev333-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev333-en", "genre": name, "lowercase": lower, "country": c}})
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
