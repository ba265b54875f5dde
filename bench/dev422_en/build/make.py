"""Build bench/dev422_en/notes.jsonl (and README.md when writing the default output).

usage: python3 build/make.py [OUTPUT.jsonl]
All randomness comes from one random.Random(422) created here and passed down.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case  # noqa: E402
import doc  # noqa: E402
import g_cardioresp  # noqa: E402
import g_clinic  # noqa: E402
import g_extra  # noqa: E402
import g_letters  # noqa: E402
import g_neuro  # noqa: E402
import g_therapy  # noqa: E402
import pools_clinical  # noqa: E402

SEED = 422
PER_GENRE = 36
GENRES = [
    ("neuromuscular_clinic_letter", g_clinic.clinic_letter, "clinic"),
    ("ncs_emg_report", g_neuro.ncs_emg, "ncs"),
    ("muscle_biopsy_report", g_neuro.biopsy, "biopsy"),
    ("respiratory_sleep_summary", g_cardioresp.resp_sleep, "resp"),
    ("cardiac_surveillance_review", g_cardioresp.cardiac, "cardiac"),
    ("physiotherapy_orthotics_assessment", g_therapy.physio, "physio"),
    ("infusion_record", g_therapy.infusion, "infusion"),
    ("genetic_counselling_letter", g_letters.genetic, "genetic"),
    ("school_employer_support_letter", g_letters.support, "support"),
    ("telephone_review", g_clinic.telephone_review, "telephone"),
    ("mdt_meeting_summary", g_extra.mdt, "mdt"),
    ("discharge_summary", g_extra.discharge, "discharge"),
]


def build(rng):
    plan = []
    for name, fn, key in GENRES:
        plan += [(name, fn, key)] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    notes = []
    for i, (name, fn, key) in enumerate(plan):
        country = case.pick_country(rng)
        ckey = rng.choice(pools_clinical.COND_BY_GENRE[key])
        c = case.Case(rng, country, ckey)
        lower = i in lower_idx
        d = doc.Doc(rng, lower=lower, us=(country == "US"))
        fn(d, c)
        text = d.text()
        notes.append({
            "id": "dev422-%04d" % (i + 1),
            "text": text,
            "spans": d.spans,
            "meta": {"source": "dev422-en", "genre": name, "lowercase": lower, "country": country},
        })
    return notes


def write(notes, path):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False) + "\n")


def main():
    default = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    out = sys.argv[1] if len(sys.argv) > 1 else default
    rng = random.Random(SEED)
    notes = build(rng)
    write(notes, out)
    if os.path.abspath(out) == os.path.abspath(default):
        import readme
        readme.write_readme(notes, os.path.join(os.path.dirname(HERE), "README.md"), [g[0] for g in GENRES])
    print("wrote %d notes, %d spans to %s" % (len(notes), sum(len(n["spans"]) for n in notes), out))


if __name__ == "__main__":
    main()
