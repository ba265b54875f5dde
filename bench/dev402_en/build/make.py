"""Entry point: builds bench/dev402_en/notes.jsonl.

One random.Random(402) is created here and passed everywhere. Usage:
    python3 build/make.py [--out PATH]
"""
import datetime as dt
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import doc  # noqa: E402
import persona  # noqa: E402
import g_letters  # noqa: E402
import g_reports  # noqa: E402
import g_care  # noqa: E402
import g_misc  # noqa: E402

PER_GENRE = 34
# (genre, builder, share of notes written entirely in lower case)
GENRES = [
    ("respiratory_clinic_letter", g_letters.clinic_letter, 0.06),
    ("gp_letter", g_letters.gp_letter, 0.09),
    ("discharge_summary", g_letters.discharge_summary, 0.09),
    ("sputum_microbiology_report", g_reports.sputum_report, 0.12),
    ("ct_chest_report", g_reports.ct_report, 0.09),
    ("spirometry_report", g_reports.spirometry_report, 0.09),
    ("airway_clearance_physio_note", g_care.physio_note, 0.30),
    ("exacerbation_telephone_triage", g_care.triage_call, 0.35),
    ("home_iv_antibiotic_record", g_care.home_iv, 0.15),
    ("nebulised_antibiotic_trial_record", g_misc.trial_record, 0.09),
    ("mdt_discussion", g_misc.mdt, 0.15),
    ("patient_portal_message", g_misc.portal, 0.41),
]
COUNTRIES = [(("GB", "ENG"), 20), (("GB", "SCT"), 6), (("GB", "WLS"), 4), (("IE", None), 12),
             (("AU", None), 16), (("NZ", None), 12), (("CA", None), 14), (("US", None), 16)]


def plan(rng):
    """List of (genre index, lowercase flag) in note order."""
    jobs = []
    for gi, (_, _, low) in enumerate(GENRES):
        nlow = int(round(PER_GENRE * low))
        lows = set(rng.sample(range(PER_GENRE), nlow))
        for k in range(PER_GENRE):
            jobs.append((gi, k in lows))
    rng.shuffle(jobs)
    return jobs


def build(rng):
    start = dt.date(2019, 1, 2)
    out = []
    for n, (gi, low) in enumerate(plan(rng)):
        name, fn, _ = GENRES[gi]
        cc, sub = persona.wchoice(rng, COUNTRIES)
        date0 = start + dt.timedelta(days=rng.randrange(2370))
        cast = persona.Cast(rng, cc, sub, date0)
        typo = 0.05 if rng.random() < 0.5 else 0.0
        d = doc.Doc(rng, typo_rate=typo, spell=doc.spelling(cc in ("US", "CA")))
        fn(d, cast)
        text, spans = d.build(lowercase=low)
        out.append({"id": "dev402-%04d" % (n + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev402-en", "genre": name, "lowercase": low, "country": cc}})
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    rng = random.Random(402)
    notes = build(rng)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
