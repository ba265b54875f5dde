"""Build dev216_en/notes.jsonl (author 216). Python 3.11 stdlib only; all randomness from random.Random(216).

Usage: python3 build/make.py
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_admin  # noqa: E402
import g_extra  # noqa: E402
import g_letters  # noqa: E402
import g_pod_diet  # noqa: E402
import g_psych_prog  # noqa: E402
import g_speech_ot  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")
SEED = 216
N_PER_GENRE = 34

GENRES = [
    ("podiatry_assessment", g_pod_diet.gen_podiatry),
    ("dietitian_consult", g_pod_diet.gen_dietitian),
    ("speech_pathology_report", g_speech_ot.gen_speech),
    ("ot_home_assessment", g_speech_ot.gen_ot_home),
    ("psychology_session_note", g_psych_prog.gen_psych),
    ("progress_report_ndis_insurer", g_psych_prog.gen_progress),
    ("gp_referral_letter", g_letters.gen_referral),
    ("treatment_invoice", g_admin.gen_invoice),
    ("group_attendance_log", g_admin.gen_group),
    ("discharge_letter", g_letters.gen_discharge),
    ("ot_driver_assessment", g_extra.gen_driver),
    ("telehealth_session_record", g_extra.gen_telehealth),
    ("at_prescription", g_extra.gen_at),
]


def build():
    rng = random.Random(SEED)
    sched = [g for g in GENRES for _ in range(N_PER_GENRE)]
    rng.shuffle(sched)
    n = len(sched)
    lower_flags = [False] * n
    for i in rng.sample(range(n), round(n / 6)):
        lower_flags[i] = True
    recs = []
    for i, (genre, fn) in enumerate(sched):
        cc = "AU" if rng.random() < 0.58 else "IE"
        nb = fn(rng, lower_flags[i], cc)
        text = nb.text()
        spans = sorted(nb.spans, key=lambda s: (s["start"], s["end"]))
        recs.append({
            "id": "dev216-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev216-en", "genre": genre, "lowercase": lower_flags[i],
                     "country": "Australia" if cc == "AU" else "Ireland"},
        })
    return recs


def main():
    recs = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    nsp = sum(len(r["spans"]) for r in recs)
    print("wrote %d notes, %d spans -> %s" % (len(recs), nsp, OUT))


if __name__ == "__main__":
    main()
