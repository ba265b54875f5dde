"""Build bench/dev342_en/notes.jsonl (or DIR/notes.jsonl when a directory is
given as the first argument). Deterministic: one random.Random(342)."""
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import case as K  # noqa: E402
import g_calls  # noqa: E402
import g_discharge  # noqa: E402
import g_lists  # noqa: E402
import g_preop  # noqa: E402
import g_refer  # noqa: E402
import g_theatre  # noqa: E402
import nb as NBM  # noqa: E402
from nb import rng, wch  # noqa: E402

PER_GENRE = 34
GENRES = [
    ("preop_assessment_questionnaire", g_preop.preop_questionnaire),
    ("day_surgery_list", g_lists.day_surgery_list),
    ("anaesthetic_record", g_theatre.anaesthetic_record),
    ("operative_note", g_theatre.operative_note),
    ("recovery_discharge_checklist", g_discharge.recovery_checklist),
    ("parent_discharge_advice_letter", g_discharge.parent_letter),
    ("next_day_telephone_followup_log", g_calls.telephone_log),
    ("cancellation_rebooking_log", g_lists.cancellation_log),
    ("consent_form_record", g_preop.consent_form),
    ("gp_discharge_letter", g_discharge.gp_letter),
    # own additions
    ("referral_letter", g_refer.referral_letter),
    ("clinical_incident_report", g_calls.incident_report),
    ("theatre_traceability_record", g_theatre.traceability),
]
OWN = ("referral_letter", "clinical_incident_report", "theatre_traceability_record")
COUNTRIES = [("UK", 24), ("US", 20), ("IE", 12), ("CA", 12), ("AU", 12), ("NZ", 10), ("ZA", 5), ("SG", 5)]
# ENT and dental lists dominate paediatric day surgery; weight procedures by specialty
SP_WEIGHT = {"ENT": 3.0, "Dental": 2.5, "Urology": 2.0, "General": 2.0}


def build():
    order = []
    for name, fn in GENRES:
        order += [(name, fn)] * PER_GENRE
    rng.shuffle(order)
    n = len(order)
    lower = set(rng.sample(range(n), round(n / 6)))
    import clinical as C
    procs = [(p, SP_WEIGHT[p["sp"]] / sum(1 for q in C.PROCS if q["sp"] == p["sp"])) for p in C.PROCS]
    out = []
    for i, (name, fn) in enumerate(order):
        c = wch(COUNTRIES)
        NBM.TYPO_RATE[0] = 0.03 if rng.random() < 0.15 else 0.0
        k = K.make_case(c, wch(procs))
        nb = fn(k)
        text = nb.text().rstrip("\n") + "\n"
        spans = [dict(s) for s in nb.spans]
        lc = i in lower
        if lc:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower-casing changed length")
            text = low
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise ValueError("offset mismatch in note %d" % i)
        out.append({"id": "dev342-%04d" % (i + 1), "text": text, "spans": spans,
                    "meta": {"source": "dev342-en", "genre": name, "lowercase": lc, "country": c}})
    return out


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(outdir, exist_ok=True)
    notes = build()
    with open(os.path.join(outdir, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for nrec in notes:
            f.write(json.dumps(nrec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.join(outdir, "notes.jsonl")))


if __name__ == "__main__":
    main()
