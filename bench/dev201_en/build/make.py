"""Build bench/dev201_en/notes.jsonl (author 201).

Usage: python3 build/make.py
All randomness comes from one random.Random(201); the output does not depend
on PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_asthma  # noqa: E402
import g_cp  # noqa: E402
import g_dev  # noqa: E402
import g_ed  # noqa: E402
import g_headss  # noqa: E402
import g_imm  # noqa: E402
import g_neo  # noqa: E402
import g_ref  # noqa: E402
import g_safe  # noqa: E402
import g_school  # noqa: E402
import g_sports  # noqa: E402
import g_tele  # noqa: E402
import g_wellchild  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# (genre, module, share of US notes, number of notes)
GENRES = [
    ("well_child_visit", g_wellchild, 0.70, 34),
    ("paediatric_ed_note", g_ed, 0.55, 36),
    ("child_protection_report", g_cp, 0.50, 34),
    ("immunisation_catch_up_plan", g_imm, 0.55, 34),
    ("adolescent_headss_assessment", g_headss, 0.55, 34),
    ("developmental_assessment", g_dev, 0.50, 34),
    ("school_nurse_health_plan", g_school, 0.60, 34),
    ("asthma_action_plan", g_asthma, 0.55, 34),
    ("neonatal_follow_up_letter", g_neo, 0.45, 34),
    ("safeguarding_referral_form", g_safe, 0.40, 34),
    ("sports_preparticipation_exam", g_sports, 0.65, 32),
    ("telehealth_adhd_follow_up", g_tele, 0.60, 32),
    ("primary_care_referral_letter", g_ref, 0.40, 34),
]


def main():
    rng = random.Random(201)
    plan = []
    for name, mod, p_us, n in GENRES:
        for _ in range(n):
            plan.append((name, mod, p_us))
    rng.shuffle(plan)
    total = len(plan)
    n_lower = round(total / 6.0)
    lower = [False] * total
    for i in sorted(rng.sample(range(total), n_lower)):
        lower[i] = True
    lines = []
    for i, (name, mod, p_us) in enumerate(plan):
        country = "US" if rng.random() < p_us else "IE"
        d, _ctx = mod.build(rng, country, lower[i])
        text = d.text()
        spans = sorted(d.spans, key=lambda s: (s["start"], s["end"]))
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (i, s)
        rec = {
            "id": "dev201-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                       "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev201-en", "genre": name, "lowercase": lower[i],
                     "country": country},
        }
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=False))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print("wrote %d notes to %s" % (total, OUT))


if __name__ == "__main__":
    main()
