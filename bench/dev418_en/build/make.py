"""Build bench/dev418_en/notes.jsonl (audiology and hearing services, English).

usage: python3 build/make.py [--out PATH]
All randomness comes from one random.Random(418) created here and passed down.
"""
import sys

sys.dont_write_bytecode = True

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import g_admin  # noqa: E402
import g_audio  # noqa: E402
import g_ci  # noqa: E402
import g_fit  # noqa: E402
import g_letters  # noqa: E402
import g_paed  # noqa: E402

SEED = 418
PER_GENRE = 30
N_LOWER_DIVISOR = 6

GENRES = [
    ("pure_tone_audiogram_report", g_audio.audiogram_report, None),
    ("hearing_aid_fitting_verification", g_fit.hearing_aid_fitting, None),
    ("newborn_hearing_screen_followup", g_paed.newborn_screen_followup,
     {"UK": 3, "US": 3, "AU": 1, "IE": 1, "NZ": 1, "CA": 1}),
    ("cochlear_implant_assessment_mdt", g_ci.ci_assessment_mdt, None),
    ("tinnitus_clinic_letter", g_letters.tinnitus_letter, {"UK": 4, "US": 2, "AU": 1, "IE": 1.5, "NZ": 1, "CA": 1}),
    ("ent_referral_letter", g_letters.ent_referral, None),
    ("hearing_aid_repair_remote_care_log", g_fit.ha_repair_remote_log, None),
    ("telephone_review", g_admin.telephone_review, None),
    ("letter_to_gp", g_letters.gp_letter, {"UK": 4, "US": 1, "AU": 1.5, "IE": 1.5, "NZ": 1.5, "CA": 1}),
    ("tympanometry_oae_worksheet", g_audio.tymp_oae_worksheet, None),
    ("vestibular_assessment_report", g_ci.vestibular_assessment, None),
    ("educational_audiology_report", g_paed.educational_audiology_report, None),
    ("hearing_device_funding_authorisation", g_admin.funding_authorisation,
     {"US": 3, "CA": 1.5, "AU": 1.5, "IE": 1.2, "NZ": 1.5, "UK": 1}),
]
DEFAULT_W = {"US": 3, "UK": 3, "CA": 1, "AU": 1.2, "IE": 1, "NZ": 1}


def pick_country(rng, w):
    keys = sorted(w)
    tot = sum(w[k] for k in keys)
    v = rng.random() * tot
    for k in keys:
        v -= w[k]
        if v < 0:
            return k
    return keys[-1]


def build():
    rng = random.Random(SEED)
    slots = []
    for gi, (name, fn, w) in enumerate(GENRES):
        for _ in range(PER_GENRE):
            slots.append(gi)
    rng.shuffle(slots)
    n = len(slots)
    nlow = round(n / N_LOWER_DIVISOR)
    lower_flags = [True] * nlow + [False] * (n - nlow)
    rng.shuffle(lower_flags)
    out = []
    registry = set()  # full names already used, so no two notes share a person by accident
    for i, gi in enumerate(slots):
        name, fn, w = GENRES[gi]
        country = pick_country(rng, w or DEFAULT_W)
        x = core.Ctx(rng, country, lower_flags[i], registry)
        fn(x)
        text = x.n.text()
        spans = sorted(x.n.spans, key=lambda s: s["start"])
        out.append({
            "id": "dev418-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"],
                       "type": s["type"], "text": s["text"]} for s in spans],
            "meta": {"source": "dev418-en", "genre": name, "lowercase": lower_flags[i],
                     "country": country},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    notes = build()
    with open(out_path, "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
