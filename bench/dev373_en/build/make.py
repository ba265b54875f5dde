"""Build dev373_en/notes.jsonl.  Usage: python3 build/make.py [OUTDIR]
Standard library only; all randomness from one random.Random(373)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from loc import Note  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import genres_f  # noqa: E402

# (genre name, main layout, alternative layout, number of notes); the last three genres are our own additions
GENRES = [
    ("referral_mdt_decision", genres_a.referral_mdt, genres_e.referral_alt, 47),
    ("capacity_consent_record", genres_a.capacity_consent, genres_e.consent_alt, 47),
    ("insertion_procedure_report", genres_a.insertion_report, genres_e.insertion_alt, 47),
    ("post_insertion_observation_chart", genres_a.obs_chart, genres_e.obs_alt, 47),
    ("tube_change_log", genres_b.tube_change_log, genres_e.tubelog_alt, 47),
    ("home_enteral_feeding_plan", genres_b.feeding_plan, genres_e.plan_alt, 47),
    ("stoma_site_review", genres_b.stoma_review, genres_e.stoma_alt, 47),
    ("community_nurse_handover", genres_b.handover, genres_f.handover_alt, 47),
    ("feed_supplier_delivery_registration", genres_c.supplier_reg, genres_f.supplier_alt, 47),
    ("complication_telephone_call_log", genres_c.call_log, genres_f.call_alt, 47),
    ("pump_equipment_loan_record", genres_c.pump_loan, genres_f.loan_alt, 47),
    ("dietitian_review_letter", genres_d.diet_letter, genres_f.letter_alt, 47),
    ("gastrostomy_discharge_summary", genres_d.discharge, genres_f.discharge_alt, 47),
]
COUNTRIES = ["UK"] * 30 + ["US"] * 20 + ["AU"] * 14 + ["CA"] * 12 + ["IE"] * 12 + ["NZ"] * 12


def build():
    rng = random.Random(373)
    order = []
    for name, main, alt, count in GENRES:
        order += [(name, main, alt)] * count
    rng.shuffle(order)
    notes = []
    for i, (name, main, alt) in enumerate(order):
        fn = alt if rng.random() < 0.35 else main
        country = rng.choice(COUNTRIES)
        lower = rng.random() < 1.0 / 6
        paed = rng.random() < 0.1
        n = Note(rng, country, lower, name, paed=paed)
        fn(n)
        text = n.b.text()
        for bad in ("<<", ">>", "{", "}"):
            if bad in text:
                raise SystemExit("template residue %r in %s note %d" % (bad, name, i))
        spans = []
        for s in n.b.spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise SystemExit("offset error in note %d" % i)
            spans.append(s)
        notes.append({"id": "dev373-%04d" % (i + 1), "text": text, "spans": spans,
                      "meta": {"source": "dev373-en", "genre": name, "lowercase": lower, "country": country}})
    return notes


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(out, exist_ok=True)
    notes = build()
    with open(os.path.join(out, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for note in notes:
            f.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.join(out, "notes.jsonl")))


if __name__ == "__main__":
    main()
