"""Build bench/dev337_en/notes.jsonl (or OUTDIR/notes.jsonl when a directory is given).

Usage: python3 build/make.py [OUTDIR]
All randomness comes from one random.Random(337); output is byte-identical across runs.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Case, Note, wchoice  # noqa: E402
import genres1  # noqa: E402
import genres2  # noqa: E402
import genres3  # noqa: E402
import genres4  # noqa: E402
import genres5  # noqa: E402

ALL_DX = ["hh", "hh", "hh", "hh_cpd", "pv", "pv", "sec_ery", "sec_ery", "pct", "idio"]

# genre -> (writer, diagnosis pool, own addition?)
GENRES = {
    "venesection_referral": (genres1.referral, ALL_DX, False),
    "venesection_session_record": (genres1.session, ALL_DX, False),
    "ferritin_fbc_trend_report": (genres1.trend, ALL_DX, False),
    "haemochromatosis_clinic_letter": (genres2.clinic_letter, ["hh", "hh", "hh", "hh_cpd"], False),
    "hfe_genetic_result_letter": (genres2.hfe_result, ["hh", "hh", "hh_cpd", "pct", "idio"], False),
    "family_testing_invitation": (genres2.family_invite, ["hh"], False),
    "polycythaemia_review_note": (genres3.poly_review, ["pv", "pv", "sec_ery", "idio"], False),
    "nurse_led_unit_daily_list": (genres3.daily_list, ALL_DX, False),
    "dna_rebooking_log": (genres3.dna_log, ALL_DX, False),
    "gp_shared_care_letter": (genres4.shared_care, ["hh", "hh", "hh_cpd", "pct"], False),
    "donor_eligibility_assessment": (genres4.donation, ["hh", "hh", "hh_cpd"], True),
    "venesection_incident_report": (genres4.incident, ALL_DX, True),
    "portal_message_thread": (genres5.messages, ALL_DX, True),
}

COUNTRY_W = {"UK": 25, "IE": 20, "US": 15, "CA": 10, "AU": 13, "NZ": 10, "ZA": 7}
PER_GENRE = 48


def build():
    rng = random.Random(337)
    plan = []
    for g in sorted(GENRES):
        plan += [g] * PER_GENRE
    rng.shuffle(plan)
    n_total = len(plan)
    lower = set(rng.sample(range(n_total), round(n_total / 6)))
    out = []
    for i, g in enumerate(plan):
        fn, dxpool, _own = GENRES[g]
        country = wchoice(rng, COUNTRY_W)
        case = Case(rng, country, rng.choice(dxpool))
        note = Note(lower=i in lower, us=country == "US")
        fn(case, note)
        text = note.text()
        rec = {"id": "dev337-%04d" % (i + 1), "text": text,
               "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                          "text": s["text"]} for s in note.spans],
               "meta": {"source": "dev337-en", "genre": g, "lowercase": i in lower, "country": country}}
        out.append(rec)
    return out


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(outdir, exist_ok=True)
    recs = build()
    path = os.path.join(outdir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), path))


if __name__ == "__main__":
    main()
