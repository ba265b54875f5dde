"""Build bench/dev212_en/notes.jsonl (author 212). Python 3.11 standard library only.

Usage: python3 build/make.py   (from bench/dev212_en or anywhere)
All randomness comes from random.Random(212); output is independent of PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import fmt  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# (genre label in meta, builder, number of notes)
GENRES = (
    ("contraception consultation", genres_a.contraception, 34),
    ("IUD/implant insertion record", genres_a.larc, 32),
    ("STI screening result letter", genres_b.sti_letter, 34),
    ("partner notification record", genres_b.partner_notif, 31),
    ("pregnancy options counselling note", genres_b.preg_options, 31),
    ("gender clinic assessment", genres_c.gender_assess, 33),
    ("hormone monitoring flowsheet", genres_c.flowsheet, 31),
    ("cervical screening recall letter", genres_c.cervical_recall, 32),
    ("online booking and triage message", genres_d.booking, 33),
    ("safeguarding checklist for under-18s", genres_d.safeguarding, 32),
    ("PrEP review note", genres_e.prep_review, 31),
    ("sexual assault referral summary", genres_e.sarc, 31),
    ("pharmacy emergency contraception record", genres_a.ec_pharmacy, 31),
)


def build():
    rng = random.Random(212)
    plan = []
    for name, fn, n in GENRES:
        plan.extend([(name, fn)] * n)
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = {i: True for i in lower_idx}
    recs = []
    for i, (name, fn) in enumerate(plan):
        country = "UK" if rng.random() < 0.58 else "NZ"
        lower = lower_set.get(i, False)
        c = fmt.Ctx(rng, country, lower, name)
        b = fmt.Builder(lower)
        fn(c, b)
        text = b.text()
        spans = b.spans
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        recs.append({
            "id": "dev212-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev212-en", "genre": name, "lowercase": lower, "country": country},
        })
    return recs


def main():
    recs = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_sp = sum(len(r["spans"]) for r in recs)
    print("wrote %d notes, %d spans -> %s" % (len(recs), n_sp, OUT))


if __name__ == "__main__":
    main()
