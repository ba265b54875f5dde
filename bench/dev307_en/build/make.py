"""Build bench/dev307_en/notes.jsonl (dev307-en: CF centres, UK/US/CA/AU/IE).

usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(307); nothing depends on hash order.
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx  # noqa: E402
import doc  # noqa: E402
import g_letters  # noqa: E402
import g_reviews  # noqa: E402
import g_records  # noqa: E402
import g_lists  # noqa: E402
import g_misc  # noqa: E402
from phi import UK, US, CA, AU, IE  # noqa: E402

GENRES = [
    ("clinic_letter", g_letters.clinic_letter),
    ("annual_review", g_reviews.annual_review),
    ("micro_report", g_records.micro_report),
    ("home_iv", g_records.home_iv),
    ("modulator", g_records.modulator),
    ("physio", g_reviews.physio),
    ("dietetic", g_reviews.dietetic),
    ("transplant", g_letters.transplant),
    ("cohort_list", g_lists.cohort_list),
    ("phone_log", g_lists.phone_log),
    ("travel_letter", g_letters.travel_letter),
    ("remote_monitoring", g_lists.remote_monitoring),
    ("discharge", g_misc.discharge),
    ("psychosocial", g_misc.psychosocial),
]
PER_GENRE = 32
COUNTRY_W = [(UK, 30), (US, 25), (CA, 15), (AU, 15), (IE, 15)]


def pick_country(rng):
    tot = sum(w for _, w in COUNTRY_W)
    x = rng.randrange(tot)
    for c, w in COUNTRY_W:
        if x < w:
            return c
        x -= w
    return COUNTRY_W[-1][0]


def build():
    rng = random.Random(307)
    plan = []
    for g, _ in GENRES:
        plan.extend([g] * PER_GENRE)
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    fns = dict(GENRES)
    out = []
    for i, g in enumerate(plan):
        country = pick_country(rng)
        low = i in lower
        C = ctx.make_ctx(rng, country, g, low)
        d = doc.Doc(low, doc.spelling_for(country))
        fns[g](C, d)
        text = d.text()
        for s in d.spans:
            assert text[s["start"]:s["end"]] == s["text"], (i, s)
        rec = {
            "id": "dev307-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in d.spans],
            "meta": {"source": "dev307-en", "genre": g, "lowercase": low, "country": country},
        }
        out.append(json.dumps(rec, ensure_ascii=False))
    return "\n".join(out) + "\n"


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if len(argv) >= 2 and argv[0] == "--out":
        out = argv[1]
    data = build()
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(data)
    print("wrote %s (%d notes)" % (out, data.count("\n")))


if __name__ == "__main__":
    main(sys.argv[1:])
