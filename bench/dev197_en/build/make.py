"""Build /work/main/bench/dev197_en/notes.jsonl (author 197).

Usage (from bench/dev197_en):  python3 build/make.py
Deterministic: every random draw comes from core.R = random.Random(197);
no set iteration or hash-dependent ordering is used.
"""
import json
import os
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import R, Note  # noqa: E402
import ents as E  # noqa: E402
import g_endo  # noqa: E402
import g_liver  # noqa: E402
import g_gi  # noqa: E402
import g_path  # noqa: E402
import g_comm  # noqa: E402

PER_GENRE = 35
GENRES = [
    ("endoscopy_report", g_endo.g_endoscopy),
    ("liver_clinic_note", g_liver.g_liver_clinic),
    ("ibd_infusion_record", g_gi.g_ibd_infusion),
    ("ercp_procedure_note", g_endo.g_ercp),
    ("transplant_assessment", g_liver.g_transplant),
    ("histopathology_report", g_path.g_histopath),
    ("bowel_screening_letter", g_path.g_screening),
    ("nutrition_support_review", g_gi.g_nutrition),
    ("gi_bleed_admission", g_gi.g_gi_bleed),
    ("telephone_results_call", g_comm.g_telephone),
    ("capsule_endoscopy_report", g_endo.g_capsule),
    ("gp_referral_letter", g_comm.g_referral),
    ("paracentesis_day_note", g_liver.g_paracentesis),
]


def build():
    plan = []
    for name, fn in GENRES:
        plan.extend([(name, fn)] * PER_GENRE)
    R.shuffle(plan)
    total = len(plan)
    n_lower = round(total / 6)
    lower_flags = [True] * n_lower + [False] * (total - n_lower)
    R.shuffle(lower_flags)
    rows = []
    for i, (name, fn) in enumerate(plan):
        country = "Canada" if R.random() < 0.55 else "New Zealand"
        lower = lower_flags[i]
        ctx = E.Ctx(country)
        note = Note(country, lower)
        fn(note, ctx)
        text = note.text()
        rows.append({
            "id": "dev197-%04d" % (i + 1),
            "text": text,
            "spans": note.spans,
            "meta": {"source": "dev197-en", "genre": name, "lowercase": lower, "country": country},
        })
    return rows


def main():
    rows = build()
    out = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    with open(out, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    nsp = sum(len(r["spans"]) for r in rows)
    print("wrote %s: %d notes, %d spans" % (out, len(rows), nsp))


if __name__ == "__main__":
    main()
