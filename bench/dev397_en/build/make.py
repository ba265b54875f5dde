"""Entry point: builds bench/dev397_en/notes.jsonl.

usage: python3 make.py [--out PATH]
One random.Random(397) is created here and passed everywhere."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as CA  # noqa: E402
import clinical as CL  # noqa: E402
import doc as DOC  # noqa: E402
import genres_acute as GA  # noqa: E402
import genres_exam as GE  # noqa: E402
import genres_letters as GL  # noqa: E402
import genres_proc as GP  # noqa: E402
import pools_places as PP  # noqa: E402

# genre name -> (function, condition group, number of notes)
GENRES = [
    ("ophthalmology_clinic_letter", GL.clinic_letter, "all", 34),
    ("slit_lamp_examination_note", GE.slit_lamp, "all", 34),
    ("corneal_topography_report", GE.topography, "graft", 32),
    ("eye_bank_tissue_record", GP.eye_bank, "graft", 32),
    ("keratoplasty_theatre_note", GP.theatre, "graft", 32),
    ("biologic_monitoring_note", GP.biologic, "bio", 34),
    ("eye_casualty_attendance", GA.casualty, "acute", 34),
    ("contact_lens_clinic_record", GA.contact_lens, "lens", 32),
    ("orthoptic_visual_field_report", GE.orthoptic_vf, "uveitis", 32),
    ("gp_letter", GL.gp_letter, "all", 34),
    ("uveitis_mdt_minutes", GL.mdt_minutes, "uveitis", 32),
    ("nurse_telephone_advice_record", GA.telephone, "acute", 32),
    ("crosslinking_procedure_record", GA.cxl, "cxl", 32),
]


def pick_country(rng):
    tot = sum(PP.COUNTRY_WEIGHTS[k] for k in PP.COUNTRIES)
    x = rng.randrange(tot)
    for k in PP.COUNTRIES:
        x -= PP.COUNTRY_WEIGHTS[k]
        if x < 0:
            return k
    return PP.COUNTRIES[-1]


def build(rng):
    plan = []
    for name, fn, group, n in GENRES:
        plan += [(name, fn, group)] * n
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = set(rng.sample(range(n), round(n / 6)))
    notes = []
    for i, (name, fn, group) in enumerate(plan):
        country = pick_country(rng)
        keys = CL.GROUPS["graft"] if group == "cxl" else CL.GROUPS[group]
        cond = CL.C[rng.choice(keys)]
        if group == "cxl":
            cond = CL.C["keratoconus"]
        lower = i in lower_idx
        c = CA.Case(rng, country, cond, lower)
        d = DOC.Doc(rng, lower=lower, typo_rate=0.06)
        fn(d, c)
        text = d.text()
        notes.append({
            "id": "dev397-%04d" % (i + 1),
            "text": text,
            "spans": d.spans,
            "meta": {"source": "dev397-en", "genre": name, "lowercase": lower, "country": country},
        })
    return notes


def main(argv):
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    rng = random.Random(397)
    notes = build(rng)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for n in notes:
            fh.write(json.dumps(n, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(n["spans"]) for n in notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
