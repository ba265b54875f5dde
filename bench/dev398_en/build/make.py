"""Entry point: builds bench/dev398_en/notes.jsonl (or --out DIR/notes.jsonl).
One random.Random(398) drives everything."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import g_care  # noqa: E402
import g_clinic  # noqa: E402
import g_surg  # noqa: E402
import g_uro  # noqa: E402
import people  # noqa: E402

# (genre, writer, share of endometriosis-focused notes; None = pessary population)
GENRES = [
    ("gynaecology_clinic_letter", g_clinic.clinic_letter, 0.6),
    ("operative_note_laparoscopy", g_surg.op_note, 0.75),
    ("urodynamics_report", g_uro.urodynamics, 0.0),
    ("pelvic_floor_physiotherapy", g_care.physio, 0.25),
    ("pessary_clinic_record", g_uro.pessary, None),
    ("mdt_outcome", g_clinic.mdt, 0.6),
    ("bladder_diary_summary", g_uro.bladder_diary, 0.0),
    ("preop_assessment", g_care.preop, 0.6),
    ("histology_report", g_surg.histology, 0.75),
    ("nurse_specialist_telephone_note", g_care.cns_phone, 0.5),
    ("gp_referral_letter", g_clinic.gp_referral, 0.5),
    ("discharge_summary", g_surg.discharge, 0.6),
]
N_PER_GENRE = 36
COUNTRY_W = [("AU", 15), ("CA", 12), ("IE", 13), ("NZ", 12), ("UK", 30), ("US", 18)]


def pick_country(rng):
    r = rng.random() * sum(w for _, w in COUNTRY_W)
    for cc, w in COUNTRY_W:
        r -= w
        if r < 0:
            return cc
    return COUNTRY_W[-1][0]


def build(rng):
    order = []
    for gi in range(len(GENRES)):
        order.extend([gi] * N_PER_GENRE)
    rng.shuffle(order)
    n = len(order)
    lower = set(rng.sample(range(n), int(round(n / 6.0))))
    out = []
    for i, gi in enumerate(order):
        name, fn, endo_share = GENRES[gi]
        cc = pick_country(rng)
        if endo_share is None:
            focus = "pessary"
        else:
            focus = "endo" if rng.random() < endo_share else "uro"
        ctx = people.make_ctx(rng, cc, focus)
        typo_n = rng.choice([0, 0, 0, 1, 1, 2])
        d = core.Doc(rng, ctx, typo_n)
        fn(d, ctx)
        text, spans = d.finish(lower=i in lower)
        out.append({"id": "dev398-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev398-en", "genre": name, "lowercase": i in lower,
                             "country": cc}})
    return out


def main(argv):
    out_dir = os.path.dirname(HERE)
    if "--out" in argv:
        out_dir = argv[argv.index("--out") + 1]
    os.makedirs(out_dir, exist_ok=True)
    rng = random.Random(398)
    notes = build(rng)
    path = os.path.join(out_dir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for nt in notes:
            fh.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
