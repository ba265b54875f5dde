"""Build bench/dev221_en/notes.jsonl (author 221). Standard library only; all randomness from Random(221)."""
import sys

sys.dont_write_bytecode = True
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from phi import Doc  # noqa: E402
import g_intake, g_wc, g_ime, g_dot, g_tox, g_corr, g_fce  # noqa: E402,E401

GENRES = (
    ("preplacement_fitness_exam", g_intake.preplacement, 0.6),
    ("injury_first_report", g_intake.first_report, 0.6),
    ("wc_progress_report", g_wc.wc_progress, 0.6),
    ("independent_medical_exam", g_ime.ime, 0.6),
    ("dot_commercial_driver_exam", g_dot.dot_exam, 0.78),
    ("audiometry_spirometry_surveillance", g_dot.surveillance, 0.6),
    ("return_to_work_plan", g_wc.rtw_plan, 0.5),
    ("drug_alcohol_testing", g_tox.drug_test, 0.7),
    ("case_correspondence", g_corr.correspondence, 0.6),
    ("exposure_incident", g_tox.exposure, 0.55),
    ("functional_capacity_eval", g_fce.fce, 0.55),
    ("injury_hotline_triage", g_corr.triage, 0.6),
)
PER_GENRE = 34


def build():
    rng = random.Random(221)
    plan = []
    for name, fn, us_share in GENRES:
        for _ in range(PER_GENRE):
            plan.append((name, fn, "US" if rng.random() < us_share else "CA"))
    rng.shuffle(plan)
    n = len(plan)
    lower = set(rng.sample(range(n), round(n / 6)))
    out = []
    for i, (name, fn, country) in enumerate(plan):
        typo = 0.05 if rng.random() < 0.25 else 0.0
        doc = Doc(rng, lower=i in lower, typo=typo)
        fn(rng, doc, country)
        text = doc.text()
        spans = sorted(doc.spans, key=lambda s: (s["start"], s["end"]))
        rec = {
            "id": "dev221-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev221-en", "genre": name, "lowercase": i in lower, "country": country},
        }
        out.append(rec)
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for rec in out:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(out), os.path.normpath(path)))


if __name__ == "__main__":
    build()
