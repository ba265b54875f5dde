"""Build bench/dev395_en/notes.jsonl (entry point).

Usage: python3 build/make.py [--out PATH]

One random.Random(395) is created here and passed to every generator.
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import world  # noqa: E402
from blocks import Ctx  # noqa: E402
from doc import wpick  # noqa: E402
import g_letters  # noqa: E402
import g_charts  # noqa: E402
import g_clinic  # noqa: E402
import g_incident  # noqa: E402
import g_community  # noqa: E402
import g_extra  # noqa: E402

SEED = 395
PER_GENRE = 40

GENRES = [
    ("tissue_viability_referral", g_letters.referral),
    ("wound_assessment_chart", g_charts.wound_chart),
    ("leg_ulcer_clinic_note", g_clinic.leg_clinic),
    ("doppler_abpi_report", g_clinic.doppler_report),
    ("pressure_ulcer_incident_report", g_incident.incident),
    ("district_nurse_dressing_visit", g_community.dn_visit),
    ("npwt_device_log", g_charts.npwt_log),
    ("photography_consent_record", g_incident.photo_consent),
    ("care_home_advice_letter", g_letters.care_home_letter),
    ("discharge_handover", g_community.discharge),
    ("diabetic_foot_mdt_review", g_extra.foot_mdt),
    ("wound_swab_microbiology_report", g_extra.micro),
]


def build_notes(rng):
    plan = []
    for name, fn in GENRES:
        plan.extend([(name, fn)] * PER_GENRE)
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    notes = []
    for i, (name, fn) in enumerate(plan):
        cc = wpick(rng, world.COUNTRIES)
        lower = i in lower_idx
        typo_rate = rng.choice([0.0, 0.0, 0.004, 0.008])
        c = Ctx(rng, cc, lower, typo_rate)
        fn(c)
        text, spans = c.d.result()
        notes.append({
            "id": "dev395-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev395-en", "genre": name,
                     "lowercase": lower, "country": cc},
        })
    return notes


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rng = random.Random(SEED)
    notes = build_notes(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for note in notes:
            f.write(json.dumps(note, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
