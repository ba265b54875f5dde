"""Generate /work/main/bench/dev70_en/notes.jsonl (deterministic, seed 70)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from ctx import Ctx  # noqa: E402
from phi import strip  # noqa: E402
import tmpl_a  # noqa: E402
import tmpl_b  # noqa: E402
import tmpl_c  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
N_NOTES = 408

GENRES = [
    (tmpl_a.social_work, 3), (tmpl_a.case_mgmt, 2), (tmpl_a.discharge, 3), (tmpl_a.physio, 2), (tmpl_a.ot, 2),
    (tmpl_b.pharmacy, 3), (tmpl_b.home_hospice, 3), (tmpl_b.behavioural, 3), (tmpl_b.dental, 2),
    (tmpl_b.optometry, 2), (tmpl_c.occ_health, 2), (tmpl_c.billing, 2), (tmpl_c.roi, 2), (tmpl_c.incident, 2),
    (tmpl_c.research, 2), (tmpl_c.public_health, 2),
]
LOCALES = [("US", "en-US", 4), ("UK", "en-GB", 3), ("CA", "en-CA", 2), ("AU", "en-AU", 2)]
LOWER_LAYOUTS = {"shorthand": 1.0, "narrative": 0.3}


def main():
    rng = random.Random(70)
    funcs = [g for g, w in GENRES for _ in range(w)]
    locs = [l for l in LOCALES for _ in range(l[2])]
    # balanced schedule: every genre appears before any repeats within a cycle
    order = []
    while len(order) < N_NOTES:
        cyc = [g for g, _ in GENRES] + rng.sample(funcs, 8)
        rng.shuffle(cyc)
        order.extend(cyc)
    order = order[:N_NOTES]
    lines = []
    for i, fn in enumerate(order, 1):
        code, tag, _ = rng.choice(locs)
        c = Ctx(rng, code)
        marked, genre, layout = fn(c)
        text, spans = strip(marked.strip("\n") + "\n")
        if rng.random() < LOWER_LAYOUTS.get(layout, 0.0):
            text = text.lower()
            for s in spans:
                s["text"] = text[s["start"]:s["end"]]
        rec = {"id": f"dev70-en-{i:04d}", "text": text, "spans": spans,
               "meta": {"language": "en", "source": "dev70-en", "genre": genre, "locale": tag, "layout": layout}}
        lines.append(json.dumps(rec, ensure_ascii=True))
    with open(OUT, "w", encoding="ascii", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} notes, {sum(len(json.loads(l)['spans']) for l in lines)} spans -> {OUT}")


if __name__ == "__main__":
    main()
