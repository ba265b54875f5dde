"""Build bench/dev143_en/notes.jsonl deterministically (seed 143)."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402
import genres_c as C  # noqa: E402
import genres_d as G  # noqa: E402

SEED = 143
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
COUNTRY = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia", "NZ": "New Zealand"}

# genre name -> (generator, number of notes)
GENRES = [
    ("health_visitor_review", A.hv_review, 34),
    ("gp_child_consultation", A.gp_consult, 38),
    ("immunisation_record", A.imms_record, 34),
    ("school_nurse_note", B.school_nurse, 32),
    ("practice_nurse_note", B.practice_nurse, 34),
    ("developmental_review", B.dev_review, 32),
    ("paediatric_referral_letter", B.paeds_referral, 34),
    ("letter_to_parents", C.parent_letter, 34),
    ("out_of_hours_gp_note", C.ooh_gp, 34),
    ("safeguarding_note", C.safeguarding, 34),
    ("practice_message_recall", C.practice_message, 36),
    ("ed_attendance_summary", G.ed_summary, 32),
    ("laboratory_report", G.lab_report, 32),
    ("maternal_postnatal_check", G.postnatal, 32),
]


def main():
    r = random.Random(SEED)
    order = [g for g in GENRES for _ in range(g[2])]
    r.shuffle(order)
    n = len(order)
    lower = set(r.sample(range(n), round(n / 6)))
    with open(OUT, "w", encoding="utf-8") as f:
        for i, (name, fn, _) in enumerate(order):
            doc, case = fn(r)
            text, spans = doc.finish(i in lower)
            rec = {"id": f"dev143-{i + 1:04d}", "text": text, "spans": spans,
                   "meta": {"source": "dev143-en", "genre": name, "lowercase": i in lower,
                            "country": COUNTRY[case["c"]]}}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {n} notes to {OUT}")


if __name__ == "__main__":
    main()
