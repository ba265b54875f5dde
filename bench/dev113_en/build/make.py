"""Generate notes.jsonl for dev113_en. Standard library only; all randomness from
random.Random(113); output is deterministic. Run from bench/dev113_en: python3 build/make.py"""
import datetime as dt
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pools as P  # noqa: E402
from genres import GENRES  # noqa: E402
from phi import Ctx, render  # noqa: E402

NOTES_PER_GENRE = 30
LOWER_PER_GENRE = 5  # 60 of 360 = one in six
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def setup(c, genre):
    r = c.r
    c.staff, c.family = {}, []
    c.pt = c.person()
    if genre == "involuntary_hold" or genre == "psych_admission":
        lo, hi = 14, 95
    else:
        lo, hi = 18, 92
    c.pt_age_target = r.randrange(lo, hi) if r.random() < 0.25 else r.randrange(19, 66)
    start = dt.date(2021, 1, 4)
    c.adm = start + dt.timedelta(days=r.randrange(0, 1700))
    y = c.adm.year - c.pt_age_target
    c.dob = dt.date(y, r.randrange(1, 13), r.randrange(1, 29))
    c.pt_age = c.adm.year - c.dob.year - ((c.adm.month, c.adm.day) < (c.dob.month, c.dob.day))
    sud = genre in ("sud_treatment", "detox_flowsheet", "mat_visit", "peer_support", "group_therapy")
    c.facility = r.choice(P.HOSP_SUD if sud else P.HOSP_PSY)
    units = [u for u in P.UNITS if ("Adolescent" in u) == (c.pt_age < 18) and ("Geropsych" not in u or c.pt_age >= 65)]
    c.unit_name = r.choice(units)
    c.home_city = r.choice(P.CITIES)
    c.home_state = r.choice(P.STATES)
    c.mrn_v = r.choice([c.digits(8), f"{c.digits(4)}-{c.digits(4)}", f"BH-{c.digits(7)}",
                        f"{c.letters(1)}{c.digits(7)}", c.digits(7)])
    c.style_hdr = r.randrange(4)


def main():
    rng = random.Random(113)
    c = Ctx(rng)
    plan = []
    for g in GENRES:
        lows = set(rng.sample(range(NOTES_PER_GENRE), LOWER_PER_GENRE))
        plan += [(g, i in lows) for i in range(NOTES_PER_GENRE)]
    rng.shuffle(plan)
    with open(OUT, "w", encoding="utf-8") as fh:
        for n, (g, low) in enumerate(plan, 1):
            setup(c, g)
            marked = GENRES[g](c).strip("\n") + "\n"
            text, spans = render(marked, lower=low)
            rec = {"id": f"dev113-en-{n:04d}", "text": text, "spans": spans,
                   "meta": {"source": "dev113-en", "genre": g, "lowercase": low}}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(plan)} notes to {OUT}")


if __name__ == "__main__":
    main()
