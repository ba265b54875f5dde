"""Build bench/dev408_en/notes.jsonl. Standard library only; one random.Random(408) drives everything."""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

import ctx as ctxmod  # noqa: E402
import doc  # noqa: E402
import g1  # noqa: E402
import g2  # noqa: E402
import g3  # noqa: E402
import g4  # noqa: E402
import g5  # noqa: E402

GENRES = [
    ("paediatric_diabetes_clinic_letter", g1.clinic_letter),
    ("new_diagnosis_education_record", g1.new_diagnosis),
    ("insulin_pump_start_record", g1.pump_start),
    ("cgm_download_review", g2.cgm_review),
    ("school_care_plan", g2.school_care_plan),
    ("dka_admission_summary", g2.dka_summary),
    ("dietitian_carb_counting_review", g3.dietitian_review),
    ("psychology_screening_note", g3.psychology),
    ("transition_clinic_letter", g3.transition_letter),
    ("out_of_hours_advice_call_log", g4.ooh_call),
    ("annual_review_record", g4.annual_review),
    ("severe_hypo_incident_report", g4.incident),
    ("travel_letter", g5.travel_letter),
    ("device_funding_request", g5.device_request),
]
PER_GENRE = 31
COUNTRY_WEIGHTS = [("UK", 26), ("US", 22), ("AU", 15), ("CA", 13), ("IE", 12), ("NZ", 12)]
LOWER_SHARE = 1.0 / 6.0
LOWER_WEIGHT = {"out_of_hours_advice_call_log": 3.0, "psychology_screening_note": 1.3, "cgm_download_review": 1.3}


def weighted(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    for k, w in pairs:
        x -= w
        if x < 0:
            return k
    return pairs[-1][0]


def build(rng):
    order = [g for g, _ in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    writers = dict(GENRES)
    n = len(order)
    # exact lower-case count, weighted towards informal genres
    keys = sorted(((rng.random() ** (1.0 / LOWER_WEIGHT.get(g, 1.0)), i) for i, g in enumerate(order)), reverse=True)
    lower = set(i for _, i in keys[:round(n * LOWER_SHARE)])
    notes = []
    for i, genre in enumerate(order):
        cc = weighted(rng, COUNTRY_WEIGHTS)
        C = ctxmod.make_ctx(rng, cc, genre, i)
        d = doc.Doc(rng, C, typos=rng.choice([0, 0, 0, 1, 1, 2, 3]))
        writers[genre](d, C)
        lc = i in lower
        text, spans = d.finish(lc)
        notes.append({
            "id": "dev408-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev408-en", "genre": genre, "lowercase": lc, "country": cc},
        })
    return notes


def main(argv=None):
    ap = argparse.ArgumentParser()
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--out", default=os.path.join(os.path.dirname(here), "notes.jsonl"))
    a = ap.parse_args(argv)
    rng = random.Random(408)
    notes = build(rng)
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for nte in notes:
            f.write(json.dumps(nte, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans to %s" % (len(notes), sum(len(x["spans"]) for x in notes), a.out))


if __name__ == "__main__":
    main()
