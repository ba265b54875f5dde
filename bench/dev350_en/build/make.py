"""Build dev350_en/notes.jsonl.

usage: python3 build/make.py [--out DIR]   (default: the folder above build/)

All randomness comes from one random.Random(350); no set or dict is iterated
unsorted, so the output is independent of PYTHONHASHSEED.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import pools  # noqa: E402


def _child(p):
    return lambda r: "child" if r.random() < p else "adult"


# (genre name, writer, kind chooser); the last three are this set's own additions
GENRES = [
    ("botulinum_toxin_injection_record", g1.botox, _child(0.45)),
    ("gait_analysis_report", g1.gait, _child(0.75)),
    ("spasticity_clinic_letter", g1.clinic_letter, _child(0.45)),
    ("physiotherapy_goal_sheet_gas", g1.gas, _child(0.6)),
    ("orthotics_casting_order", g2.orthotics, _child(0.55)),
    ("itb_pump_refill_log", g2.itb, _child(0.3)),
    ("school_therapy_liaison_letter", g2.school, lambda r: "school"),
    ("consent_form", g2.consent, _child(0.5)),
    ("mdt_review_note", g3.mdt, _child(0.5)),
    ("pharmacy_dispensing_record", g3.pharmacy, _child(0.4)),
    ("driving_vehicle_adaptation_assessment", g3.driving, _child(0.0)),
    ("telehealth_video_review", g3.telehealth, _child(0.45)),
    ("referral_triage_form", g3.referral, _child(0.45)),
]
PER_GENRE = 32


def build():
    r = random.Random(350)
    specs = []
    for name, fn, kind in GENRES:
        for _ in range(PER_GENRE):
            specs.append((name, fn, kind))
    r.shuffle(specs)
    total = len(specs)
    lower_idx = sorted(r.sample(range(total), round(total / 6)))
    lower_flags = [False] * total
    for i in lower_idx:
        lower_flags[i] = True
    lines = []
    for i, (name, fn, kind) in enumerate(specs):
        cc = r.choices(pools.COUNTRIES, weights=pools.COUNTRY_WEIGHTS)[0]
        k = kind(r)
        low = lower_flags[i]
        c = core.Ctx(r, cc, low, k)
        n = core.Note(low)
        fn(c, n)
        text = n.text().rstrip()
        assert all(s["end"] <= len(text) for s in n.spans)
        rec = {
            "id": "dev350-%04d" % (i + 1),
            "text": text,
            "spans": n.spans,
            "meta": {"source": "dev350-en", "genre": name, "lowercase": low, "country": cc},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def main():
    out = os.path.dirname(HERE)
    if "--out" in sys.argv:
        out = sys.argv[sys.argv.index("--out") + 1]
    os.makedirs(out, exist_ok=True)
    data = build()
    with open(os.path.join(out, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote", os.path.join(out, "notes.jsonl"), data.count("\n"), "notes")


if __name__ == "__main__":
    main()
