"""Build bench/dev325_en/notes.jsonl deterministically (random.Random(325), standard library only).

Usage: python3 build/make.py [--out PATH]
"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import locale_fmt as L  # noqa: E402

SEED = 325
SOURCE = "dev325-en"

# (genre name, generator, number of notes); the last three are this set's own additions.
GENRES = [
    ("clinic_letter", genres_a.clinic_letter, 38),
    ("radiograph_report", genres_a.radiograph_report, 34),
    ("brace_fitting", genres_a.brace_fitting, 32),
    ("mcgr_log", genres_b.mcgr_log, 31),
    ("fusion_op_note", genres_b.fusion_op, 33),
    ("neuromonitoring_report", genres_b.ionm_report, 32),
    ("preassessment", genres_c.preassessment, 34),
    ("school_letter", genres_c.school_letter, 32),
    ("physio_schroth", genres_c.physio_note, 34),
    ("telephone_log", genres_d.phone_log, 34),
    ("discharge_summary", genres_d.discharge_summary, 32),
    ("mdt_outcome", genres_d.mdt_outcome, 31),
    ("funding_request", genres_d.funding_request, 31),
]


def build():
    r = random.Random(SEED)
    sched = []
    for name, fn, cnt in GENRES:
        sched.extend([(name, fn)] * cnt)
    r.shuffle(sched)
    notes = []
    for i, (name, fn) in enumerate(sched):
        c = r.choices(L.COUNTRIES, weights=L.COUNTRY_WEIGHTS)[0]
        note, genre, _case = fn(r, c)
        if genre != name:
            raise RuntimeError("genre mismatch %s/%s" % (genre, name))
        text = note.text()
        spans = [dict(s) for s in note.spans]
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise RuntimeError("offset drift in note %d" % i)
        notes.append({"id": "dev325-%04d" % (i + 1), "text": text, "spans": spans,
                      "meta": {"source": SOURCE, "genre": genre, "lowercase": False, "country": c}})
    n_lower = round(len(notes) / 6)
    for i in sorted(r.sample(range(len(notes)), n_lower)):
        nt = notes[i]
        low = nt["text"].lower()
        if len(low) != len(nt["text"]):
            raise RuntimeError("lower-casing changed length in %s" % nt["id"])
        nt["text"] = low
        for s in nt["spans"]:
            s["text"] = low[s["start"]:s["end"]]
        nt["meta"]["lowercase"] = True
    return notes


def main(argv):
    out = os.path.normpath(os.path.join(HERE, "..", "notes.jsonl"))
    if "--out" in argv:
        out = argv[argv.index("--out") + 1]
    notes = build()
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for nt in notes:
            obj = {"id": nt["id"], "text": nt["text"],
                   "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                              "text": s["text"]} for s in nt["spans"]],
                   "meta": nt["meta"]}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), out))


if __name__ == "__main__":
    main(sys.argv[1:])
