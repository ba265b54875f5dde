"""Build bench/dev281_en/notes.jsonl (run from bench/dev281_en: python3 build/make.py [OUTFILE])."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import genres_f  # noqa: E402
from ids import C  # noqa: E402
from phi import Doc  # noqa: E402

# genre id -> (generator, number of notes, country weights)
ALL = {"UK": 24, "US": 24, "AU": 16, "CA": 14, "IE": 11, "NZ": 11}
GENRES = [
    ("donor_health_questionnaire", genres_a.dhq, 42, ALL),
    ("session_record", genres_a.session_record, 40, ALL),
    ("adverse_reaction_report", genres_b.adverse_reaction, 42, ALL),
    ("reactive_result_notification_letter", genres_c.reactive_letter, 40, ALL),
    ("lookback_investigation", genres_c.lookback, 40, ALL),
    ("apheresis_procedure_record", genres_b.apheresis, 44, {"UK": 18, "US": 30, "AU": 14, "CA": 20, "IE": 8, "NZ": 10}),
    ("deferral_letter", genres_d.deferral_letter, 40, ALL),
    ("contact_centre_log", genres_e.contact_log, 40, ALL),
    ("recruitment_appointment_correspondence", genres_d.recruitment, 42, ALL),
    ("telephone_encounter", genres_e.phone_encounter, 40, ALL),
    ("donor_medicine_clinic_letter", genres_f.clinic_letter, 38, ALL),
    ("post_donation_information_report", genres_f.pdi_report, 38, ALL),
]


def pick_country(rng, weights):
    keys = sorted(weights)
    total = sum(weights[k] for k in keys)
    x = rng.random() * total
    for k in keys:
        x -= weights[k]
        if x < 0:
            return k
    return keys[-1]


def build():
    rng = random.Random(281)
    plan = []
    for gid, fn, n, w in GENRES:
        plan += [(gid, fn, w)] * n
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, (gid, fn, w) in enumerate(plan):
        country = pick_country(rng, w)
        c = C(rng, country)
        d = Doc(lower=i in lower_idx)
        fn(c, d)
        text = d.text()
        spans = sorted(d.spans, key=lambda s: s["start"])
        out.append({"id": "dev281-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev281-en", "genre": gid, "lowercase": d.lower, "country": country}})
    return out


def main():
    dest = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    notes = build()
    with open(dest, "w", encoding="utf-8", newline="\n") as f:
        for rec in notes:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(r["spans"]) for r in notes), dest))


if __name__ == "__main__":
    main()
