"""Build bench/dev93_en/notes.jsonl. Python 3.11, standard library only; all randomness from Random(93)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from compose import strip, add_typos, plain_map  # noqa: E402
from genres import GENRES, Ctx  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
REGIONS = {"UK": 30, "IE": 18, "AU": 18, "IN": 17, "ZA": 17}
# share of notes written entirely in lower case, per genre (about one in three overall)
LOWER = {"gp_online_consult": 0.35, "practice_reply": 0.2, "repeat_rx": 0.45, "appt_letter": 0.08,
         "text_reminder": 0.4, "carer_message": 0.45, "pharmacy_query": 0.4, "physio_chat": 0.5,
         "occ_health_email": 0.15, "discharge_slip": 0.2}


def main():
    rng = random.Random(93)
    jobs = []
    for name, fn, n in GENRES:
        jobs += [(name, fn)] * n
    rng.shuffle(jobs)
    rows = []
    for i, (name, fn) in enumerate(jobs, 1):
        region = rng.choices(list(REGIONS), weights=list(REGIONS.values()))[0]
        ctx = Ctx(rng, region)
        marked, layout = fn(ctx)
        lower = rng.random() < LOWER[name]
        if lower:
            marked = marked.lower()
        if rng.random() < 0.3:
            marked = add_typos(rng, marked, rng.randint(1, 2))
        text, spans, negs = strip(marked)
        rows.append({"id": f"dev93-en-{i:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev93-en", "genre": name, "writer_region": region, "layout": layout,
                              "lower_case": lower, "hard_negatives": negs}})
    with open(OUT, "w", encoding="ascii") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes to {OUT}")


if __name__ == "__main__":
    main()
