"""Build bench/dev203_en/notes.jsonl (author 203). Python 3.11 stdlib only; all randomness from random.Random(203).

Usage: python3 build/make.py
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

import gen_a  # noqa: E402
import gen_b  # noqa: E402
import gen_c  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

GENRES = [
    gen_a.pre_anaesthetic, gen_a.intraop_record, gen_a.pacu_note, gen_a.aps_round,
    gen_b.pain_letter, gen_b.procedure_note, gen_b.cd_register, gen_b.day_discharge,
    gen_c.incident, gen_c.theatre_list, gen_c.mdt, gen_c.medicolegal, gen_c.phone_followup,
]
PER_GENRE = 31


def main():
    rng = random.Random(203)
    order = []
    for g in GENRES:
        order += [g] * PER_GENRE
    rng.shuffle(order)
    lines = []
    for i, g in enumerate(order):
        country = "AU" if rng.random() < 0.55 else "CA"
        lower = rng.random() < 1 / 6
        doc, genre = g(rng, country, lower)
        text = doc.text()
        spans = doc.spans
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"]
        rec = {
            "id": "dev203-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev203-en", "genre": genre, "lowercase": lower, "country": country},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote %d notes to %s" % (len(lines), OUT))


if __name__ == "__main__":
    main()
