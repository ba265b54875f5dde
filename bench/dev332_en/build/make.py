"""Build bench/dev332_en/notes.jsonl (author 332).

usage: python3 build/make.py [OUTDIR]     (default: the folder above build/)
All randomness comes from one random.Random(332)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx as X  # noqa: E402
import g_horm  # noqa: E402
import g_logs  # noqa: E402
import g_ref  # noqa: E402
import g_sr  # noqa: E402
import g_vas  # noqa: E402
import geo  # noqa: E402
from nb import to_record  # noqa: E402

# genre name -> (builder, patient age range, own addition?)
GENRES = [
    ("andrology_referral", g_ref.andrology_referral, (24, 52), False),
    ("semen_analysis_report", g_ref.semen_analysis_report, (22, 58), False),
    ("vasectomy_consultation_consent", g_vas.vasectomy_consultation_consent, (28, 56), False),
    ("vasectomy_procedure_note", g_vas.vasectomy_procedure_note, (28, 56), False),
    ("post_vasectomy_semen_check_letter", g_vas.post_vasectomy_semen_check_letter, (28, 60), False),
    ("sperm_retrieval_operative_note", g_sr.sperm_retrieval_operative_note, (24, 50), False),
    ("hormone_profile_report", g_horm.hormone_profile_report, (19, 72), False),
    ("ed_clinic_letter", g_horm.ed_clinic_letter, (35, 79), False),
    ("lab_sample_reception_log", g_logs.lab_sample_reception_log, (22, 60), False),
    ("telephone_results_log", g_logs.telephone_results_log, (22, 60), False),
    ("vasectomy_reversal_operative_note", g_sr.vasectomy_reversal_operative_note, (32, 60), True),
    ("sperm_cryopreservation_record", g_sr.sperm_cryopreservation_record, (15, 45), True),
    ("portal_message_thread", g_logs.portal_message_thread, (22, 65), True),
]


def build():
    rng = random.Random(332)
    plan = []
    for name, fn, ages, _own in GENRES:
        plan += [name] * rng.randint(31, 35)
    rng.shuffle(plan)
    codes = [c for c, _ in geo.COUNTRY_WEIGHTS]
    wts = [w for _, w in geo.COUNTRY_WEIGHTS]
    countries = [rng.choices(codes, wts)[0] for _ in plan]
    lower = set(rng.sample(range(len(plan)), round(len(plan) / 6)))
    table = {name: (fn, ages) for name, fn, ages, _ in GENRES}
    recs = []
    for i, (g, cc) in enumerate(zip(plan, countries)):
        fn, ages = table[g]
        c = X.Ctx(rng, cc, ages)
        nb = fn(c)
        recs.append(to_record(nb, i + 1, g, cc, i in lower))
    return recs


def validate(rec):
    t = rec["text"]
    last = 0
    for s in rec["spans"]:
        if s["start"] < last:
            raise ValueError("overlap in %s" % rec["id"])
        if t[s["start"]:s["end"]] != s["text"] or s["text"] != s["text"].strip():
            raise ValueError("bad span in %s: %r" % (rec["id"], s))
        last = s["end"]


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(out, exist_ok=True)
    recs = build()
    with open(os.path.join(out, "notes.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for rec in recs:
            validate(rec)
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), os.path.join(out, "notes.jsonl")))


if __name__ == "__main__":
    main()
