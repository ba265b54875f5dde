"""Build bench/dev209_en/notes.jsonl (author 209).

Usage: python3 build/make.py
Standard library only; all randomness from random.Random(209) (see core.py).
"""
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import rng, pick  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# (generator, number of notes, probability that a note is from the US)
PLAN = [
    (genres_a.primary_care, 34, 0.65),
    (genres_a.cp_exam, 33, 0.6),
    (genres_b.sick_parade, 33, 0.5),
    (genres_b.deployment_health, 33, 0.55),
    (genres_c.reception_screen, 34, 0.5),
    (genres_c.mar, 33, 0.5),
    (genres_c.secure_transfer, 32, 0.45),
    (genres_d.ptsd_note, 34, 0.55),
    (genres_b.medical_board, 32, 0.5),
    (genres_d.release_summary, 34, 0.5),
    (genres_d.secure_message, 33, 0.5),
    (genres_e.injury_assessment, 32, 0.5),
    (genres_e.prosthetics_consult, 32, 0.5),
]


def main():
    jobs = []
    for fn, k, p_us in PLAN:
        for _ in range(k):
            jobs.append((fn, p_us))
    rng.shuffle(jobs)
    total = len(jobs)
    n_lower = round(total / 6.0)
    lower_idx = sorted(rng.sample(range(total), n_lower))
    lower_set = {}
    for i in lower_idx:
        lower_set[i] = True
    records = []
    for i, (fn, p_us) in enumerate(jobs):
        country = "US" if rng.random() < p_us else "UK"
        cx, genre = fn(country)
        note = cx.n
        text = note.text()
        if not text.isascii():
            raise SystemExit("non-ASCII text in %s" % genre)
        text = text.rstrip("\n") + "\n"
        low = i in lower_set
        if low:
            text = text.lower()
        spans = []
        for s in note.spans:
            spans.append({"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                          "text": text[s["start"]:s["end"]]})
        spans.sort(key=lambda s: (s["start"], s["end"]))
        records.append({"id": "dev209-%04d" % (i + 1), "text": text, "spans": spans,
                        "meta": {"source": "dev209-en", "genre": genre, "lowercase": low, "country": country}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(records), OUT))


if __name__ == "__main__":
    main()
