"""Build bench/dev367_en/notes.jsonl.

usage: python3 build/make.py [--out PATH]

One random.Random(367) drives everything; it is passed to every helper.
"""
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import json  # noqa: E402
import random  # noqa: E402

import clinical  # noqa: E402
import gen_a  # noqa: E402
import gen_b  # noqa: E402
import gen_c  # noqa: E402
import gen_d  # noqa: E402
from phi import Case, Note  # noqa: E402

GENRES = [
    ("triage_call_log", gen_a.triage),
    ("neutropenic_sepsis_pathway", gen_a.nspathway),
    ("acute_oncology_review", gen_a.aos_review),
    ("ed_handover", gen_a.ed_handover),
    ("chemo_day_unit_record", gen_b.cdu),
    ("toxicity_assessment", gen_b.toxicity),
    ("alert_card_registration", gen_b.alert_card),
    ("discharge_summary", gen_c.discharge),
    ("sact_verification", gen_c.sact_verify),
    ("followup_phone_note", gen_c.followup),
    ("helpline_audit_log", gen_d.audit),
    ("extravasation_incident_report", gen_d.extravasation),
    ("cvad_care_record", gen_d.cvad),
]
PER_GENRE = 32
COUNTRIES = [("GB", 34), ("US", 18), ("AU", 13), ("CA", 12), ("IE", 12), ("NZ", 11)]


def main():
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in sys.argv:
        out = sys.argv[sys.argv.index("--out") + 1]
    rng = random.Random(367)
    plan = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    total = len(plan)
    lower = set(rng.sample(range(total), round(total / 6)))
    ccs = [cc for cc, _ in COUNTRIES]
    wts = [w for _, w in COUNTRIES]
    lines = []
    for i, (gname, fn) in enumerate(plan):
        cc = rng.choices(ccs, weights=wts)[0]
        case = Case(rng, cc)
        scn = clinical.Scn(rng, case, gname)
        note = Note(case, lower=i in lower)
        fn(note, case, scn, rng)
        text = note.text()
        for sp in note.spans:
            assert text[sp["start"]:sp["end"]] == sp["text"]
        obj = {"id": "dev367-%04d" % (i + 1), "text": text, "spans": note.spans,
               "meta": {"source": "dev367-en", "genre": gname, "lowercase": i in lower, "country": cc}}
        lines.append(json.dumps(obj, ensure_ascii=False))
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print("wrote %d notes to %s" % (len(lines), out))


if __name__ == "__main__":
    main()
