"""Build bench/dev90_en/notes.jsonl. Python 3.11, standard library only; all randomness from Random(90)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from compose import Ctx, finish, E  # noqa: E402
from genres import GENRES, discharge  # noqa: E402

N_NOTES = 960
# share of notes written entirely in lower case, per genre (about one in three overall)
LOWER = {"portal_message": 0.35, "sms_reminder": 0.4, "after_hours_triage": 0.4, "family_message": 0.4,
         "clinic_chat": 0.45, "referral_email": 0.2, "pharmacist_question": 0.35, "school_nurse_note": 0.25,
         "discharge_instructions": 0.15, "billing_question": 0.35}
LONG_DISCHARGE = 0.22

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


def main():
    rng = random.Random(90)
    names = list(GENRES)
    order = []
    while len(order) < N_NOTES:
        block = names[:]
        rng.shuffle(block)
        order.extend(block)
    order = order[:N_NOTES]
    recs = []
    for i, genre in enumerate(order, 1):
        c = Ctx(rng)
        if genre == "discharge_instructions":
            long = rng.random() < LONG_DISCHARGE
            marked, layout = discharge(c, long=long)
        else:
            marked, layout = GENRES[genre](c)
        # a name ending in an initial's full stop at the end of a sentence: drop the doubled stop
        marked = marked.replace("." + E + ".", "." + E)
        lower = rng.random() < LOWER[genre]
        if lower:
            marked = marked.lower()
        text, spans, negs = finish(marked)
        recs.append({
            "id": f"dev90-en-{i:04d}",
            "text": text,
            "spans": spans,
            "meta": {"source": "dev90-en", "genre": genre, "layout": layout, "lowercase": lower,
                     "chars": len(text), "hard_negatives": negs},
        })
    with open(OUT, "w", encoding="ascii") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=True) + "\n")
    print(f"wrote {len(recs)} notes, {sum(len(r['spans']) for r in recs)} spans -> {OUT}")


if __name__ == "__main__":
    main()
