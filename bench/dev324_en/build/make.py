"""Build bench/dev324_en/notes.jsonl deterministically from random.Random(324).

usage: python3 build/make.py [OUT_PATH]
"""
import datetime as dt
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import clin  # noqa: E402
from core import Case, wchoice  # noqa: E402
from blocks import NON_LIMB  # noqa: E402
import genres_a  # noqa: E402

GENRES = [
    # (meta genre, function, own addition[, options: "age" range or "extra" survivor years])
    ("sarcoma_mdt_outcome", genres_a.mdt_outcome, False),
    ("referral_triage_record", genres_a.referral_triage, False),
    ("histopathology_report", genres_a.histopathology, False),
]
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

GENRES += genres_b.GENRES + genres_e.GENRES + genres_c.GENRES + genres_d.GENRES

NOTES_PER_GENRE = 34
COUNTRY_W = {"GB": 30, "US": 20, "IE": 12, "CA": 12, "AU": 12, "NZ": 8, "ZA": 6}
LIMB_GENRES = {"endoprosthesis_lengthening_record", "limb_salvage_operative_note", "physio_prosthetics_review"}


def pick_tumour_for(rng, genre):
    while True:
        t = clin.pick_tumour(rng)
        if genre == "endoprosthesis_lengthening_record":
            if t["key"] in ("osteo", "ewing") and t["sites"][0] != "":
                return t
            continue
        if genre == "limb_salvage_operative_note":
            if t["key"] in ("ddlps", "angio", "desmoid") or "retroperitoneum" in t["sites"][0]:
                continue
            return t
        if genre == "physio_prosthetics_review" and t["key"] in ("angio", "ddlps"):
            continue
        if genre == "chemotherapy_cycle_note":
            if t["regimen"] and t["key"] not in ("desmoid", "gctb"):
                return t
            continue
        if genre == "late_effects_clinic_letter":
            if t["key"] in ("osteo", "ewing", "rms", "synovial", "epith", "mpnst"):
                return t
            continue
        return t


def build():
    rng = random.Random(324)
    order = []
    for g in GENRES:
        order += [g] * NOTES_PER_GENRE
    rng.shuffle(order)
    n = len(order)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    lines = []
    start = dt.date(2019, 1, 7)
    for i, g in enumerate(order):
        name, fn = g[0], g[1]
        opts = g[3] if len(g) > 3 else {}
        extra = opts.get("extra")
        country = wchoice(rng, COUNTRY_W)
        t = pick_tumour_for(rng, name)
        note_date = start + dt.timedelta(days=rng.randint(0, 2350))
        ey = rng.randint(extra[0], extra[1]) if extra else 0
        case = Case(rng, country, t, note_date, i in lower_idx, extra_years=ey, age_range=opts.get("age"))
        if name in LIMB_GENRES and case.site.startswith(NON_LIMB):
            limb = [s for s in t["sites"] if not s.startswith(NON_LIMB)]
            case.site = rng.choice(limb) if limb else rng.choice(["thigh", "upper arm", "calf"])
        doc = fn(case)
        text, spans = doc.finish(lower=i in lower_idx)
        rec = {"id": "dev324-%04d" % (i + 1), "text": text, "spans": spans,
               "meta": {"source": "dev324-en", "genre": name, "lowercase": i in lower_idx, "country": country}}
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    data = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)


if __name__ == "__main__":
    main()
