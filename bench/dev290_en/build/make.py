"""Build bench/dev290_en/notes.jsonl (deterministic: random.Random(290), sorted iteration).

usage: python3 build/make.py [--out PATH]
"""
import sys
import os
import json
import random

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import nb  # noqa: E402
import ctx as CX  # noqa: E402
import g_pretravel  # noqa: E402
import g_rx  # noqa: E402
import g_fever  # noqa: E402
import g_letters  # noqa: E402
import g_admin  # noqa: E402
import g_aefi  # noqa: E402

SEED = 290
PER_GENRE = 36
# genre name -> (writer, adults only)
GENRES = [
    ("pre_travel_risk_assessment", g_pretravel.pretravel, False),
    ("vaccination_record_icvp", g_pretravel.icvp, False),
    ("malaria_prophylaxis_prescription", g_rx.malaria_rx, False),
    ("returning_traveller_fever_note", g_fever.fever_clinic, False),
    ("travel_clinic_letter_to_gp", g_letters.gp_letter, False),
    ("telephone_advice_log", g_admin.phone_log, False),
    ("fitness_to_travel_letter", g_letters.fitness_letter, True),
    ("aefi_report", g_aefi.aefi, False),
    ("appointment_payment_correspondence", g_admin.appt_payment, False),
    ("rabies_pep_course_record", g_rx.rabies_pep, False),
    ("travel_laboratory_report", g_fever.lab_report, False),
    ("post_assignment_health_screen", g_aefi.post_screen, True),
]


def build():
    r = random.Random(SEED)
    world = CX.World(r)
    jobs = []
    for gi, (gname, fn, adult) in enumerate(GENRES):
        for k in range(PER_GENRE):
            jobs.append((gname, CX.COUNTRIES[(gi + k) % len(CX.COUNTRIES)]))
    r.shuffle(jobs)
    lower = set(r.sample(range(len(jobs)), round(len(jobs) / 6)))
    table = {g[0]: g for g in GENRES}
    out = []
    for i, (gname, country) in enumerate(jobs):
        _, fn, adult = table[gname]
        x = CX.Ctx(r, world, country, gname, adult=adult)
        note = nb.Note()
        fn(note, x)
        text, spans = note.finish(lower=i in lower)
        text = text.rstrip("\n") + "\n"
        out.append({"id": "dev290-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev290-en", "genre": gname, "lowercase": i in lower, "country": country}})
    return out


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        path = argv[argv.index("--out") + 1]
    notes = build()
    data = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in notes)
    with open(path, "wb") as f:
        f.write(data.encode("utf-8"))
    print("wrote %d notes to %s" % (len(notes), path))


if __name__ == "__main__":
    main(sys.argv[1:])
