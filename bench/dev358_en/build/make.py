"""Build dev358_en/notes.jsonl.  Usage: python3 build/make.py [OUT_DIR]   (default: the set folder)

All randomness comes from one random.Random(358), created here and passed down."""
import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note, wchoice  # noqa: E402
from world import build_world, Ctx  # noqa: E402
import gen_a  # noqa: E402
import gen_b  # noqa: E402
import gen_c  # noqa: E402

GENRES = [
    ("niv_setup_record", gen_a.niv_setup),
    ("ventilator_download_report", gen_a.vent_download),
    ("home_visit_note", gen_a.home_visit),
    ("equipment_loan_service_log", gen_a.equipment_log),
    ("oximetry_capnography_report", gen_a.oximetry_capno),
    ("care_package_training_record", gen_b.care_package),
    ("emergency_plan_hospital_passport", gen_b.emergency_plan),
    ("mdt_review", gen_b.mdt_review),
    ("physiologist_telephone_log", gen_b.phone_log),
    ("transition_letter", gen_b.transition_letter),
    # own additions
    ("discharge_summary", gen_c.discharge_summary),
    ("remote_monitoring_log", gen_c.remote_monitoring),
    ("funding_request_letter", gen_c.funding_request),
    ("travel_letter", gen_c.travel_letter),
]
PER_GENRE = 33
COUNTRIES = [("UK", 30), ("US", 22), ("AU", 14), ("CA", 12), ("IE", 12), ("NZ", 10)]
COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "US": "United States", "CA": "Canada", "AU": "Australia", "NZ": "New Zealand"}


def build():
    rng = random.Random(358)
    W = build_world(rng)
    order = [i for i in range(len(GENRES)) for _ in range(PER_GENRE)]
    rng.shuffle(order)
    total = len(order)
    lower = set(rng.sample(range(total), round(total / 6)))
    funcs = dict(GENRES)
    out = []
    for k, gi in enumerate(order):
        genre = GENRES[gi][0]
        cc = wchoice(rng, COUNTRIES)
        base = dt.date(2021, 1, 4) + dt.timedelta(days=rng.randrange(0, 1700))
        c = Ctx(rng, W, cc, base, paed=(genre == "transition_letter"))
        n = Note(lower=k in lower)
        funcs[genre](n, c)
        text = n.text().rstrip()
        for s in n.spans:
            assert text[s["start"]:s["end"]] == s["text"]
        out.append({"id": "dev358-%04d" % (k + 1), "text": text, "spans": n.spans,
                    "meta": {"source": "dev358-en", "genre": genre, "lowercase": k in lower, "country": COUNTRY_NAME[cc]}})
    return out


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(outdir, exist_ok=True)
    notes = build()
    with open(os.path.join(outdir, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
        for note in notes:
            fh.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.join(outdir, "notes.jsonl")))


if __name__ == "__main__":
    main()
