"""Build bench/dev272_en/notes.jsonl (author 272).

Usage (from bench/dev272_en):  python3 build/make.py [--out PATH]
All randomness comes from one random.Random(272) object."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Builder  # noqa: E402
import context as X  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402
import genres_f  # noqa: E402

GENRES = [
    ("initial_consult", genres_a.initial_consult),
    ("treatment_agreement", genres_a.treatment_agreement),
    ("access_application", genres_b.access_application),
    ("pharmacy_dispensing", genres_b.pharmacy_dispensing),
    ("followup_review", genres_c.followup_review),
    ("gp_letter", genres_c.gp_letter),
    ("driving_workplace_letter", genres_d.driving_workplace_letter),
    ("adverse_event_report", genres_d.adverse_event_report),
    ("portal_message", genres_e.portal_message),
    ("telephone_encounter", genres_e.telephone_encounter),
    ("travel_letter", genres_f.travel_letter),
    ("mdt_minutes", genres_f.mdt_minutes),
]
PER_GENRE = 42
COUNTRIES = ["UK", "AU", "CA", "US"]
WEIGHTS = [30, 30, 20, 20]


def build():
    rng = random.Random(272)
    fns = dict(GENRES)
    plan = []
    for gid, _fn in GENRES:
        plan += [gid] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower_ix = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, gid in enumerate(plan):
        country = rng.choices(COUNTRIES, weights=WEIGHTS)[0]
        ctx = X.make_ctx(rng, country, gid)
        low = i in lower_ix
        b = Builder(lower=low)
        fns[gid](b, ctx, rng)
        text = b.text()
        stripped = text.rstrip()
        if not b.spans or b.spans[-1]["end"] <= len(stripped):
            text = stripped + "\n"
        rec = {
            "id": "dev272-%04d" % (i + 1),
            "text": text,
            "spans": b.spans,
            "meta": {"source": "dev272-en", "genre": gid, "lowercase": low, "country": country},
        }
        out.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(out) + "\n"


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    data = build()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    print("wrote %s (%d notes)" % (path, data.count("\n")))


if __name__ == "__main__":
    main(sys.argv[1:])
