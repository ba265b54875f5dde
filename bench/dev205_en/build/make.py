"""Build bench/dev205_en/notes.jsonl (author 205; Python standard library only).

Usage: python3 build/make.py
All randomness comes from one random.Random(205); no set or hash order is used,
so the output is byte-identical under any PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import builder  # noqa: E402
import g_acute  # noqa: E402
import g_clinic  # noqa: E402
import g_devices  # noqa: E402
import g_foot  # noqa: E402
import g_maternal  # noqa: E402
import g_tests  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
SEED = 205
PER_GENRE = 36
COUNTRY = {"IE": "Ireland", "IN": "India", "US": "United States"}

GENRES = [
    g_clinic.clinic_review,
    g_devices.pump_report,
    g_clinic.thyroid_letter,
    g_tests.test_sheet,
    g_foot.foot_screen,
    g_devices.educator_note,
    g_maternal.gdm_note,
    g_foot.bariatric,
    g_tests.pituitary_mdt,
    g_maternal.hypo_log,
    g_acute.driving,
    g_acute.dka_discharge,
]


def main():
    rng = random.Random(SEED)
    jobs = []
    for gi, fn in enumerate(GENRES):
        countries = ["IE", "IN", "US"] * (PER_GENRE // 3)
        rng.shuffle(countries)
        for c in countries:
            jobs.append((gi, c))
    rng.shuffle(jobs)
    n = len(jobs)
    lower_flags = [False] * n
    for i in rng.sample(range(n), round(n / 6)):
        lower_flags[i] = True
    lines = []
    for i, (gi, c) in enumerate(jobs):
        nb = builder.Note(lower=lower_flags[i])
        genre, _pt = GENRES[gi](rng, c, nb)
        text, spans = nb.result()
        text = text.rstrip()
        spans = sorted(spans, key=lambda s: (s["start"], s["end"]))
        rec = {
            "id": "dev205-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev205-en", "genre": genre, "lowercase": lower_flags[i], "country": COUNTRY[c]},
        }
        lines.append(json.dumps(rec, ensure_ascii=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print("wrote %d notes to %s" % (n, OUT))


if __name__ == "__main__":
    main()
