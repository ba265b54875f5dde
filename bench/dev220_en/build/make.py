"""Build ../notes.jsonl for dev220_en (deterministic: random.Random(220))."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from core import Note  # noqa: E402
import phi  # noqa: E402
import g_clinic  # noqa: E402
import g_path  # noqa: E402
import g_mohs  # noqa: E402
import g_photo  # noqa: E402
import g_comm  # noqa: E402
import g_extra  # noqa: E402

# genre name -> (function, note count, age ranges)
GENRES = [
    ("new_patient_consult", g_clinic.consult, 46, [(16, 88)]),
    ("skin_cancer_check_lesion_map", g_clinic.lesion_map, 44, [(28, 86)]),
    ("dermatopathology_report", g_path.dermpath, 46, [(20, 94)]),
    ("mohs_operative_note", g_mohs.mohs, 46, [(45, 96)]),
    ("biopsy_procedure_note", g_path.biopsy, 42, [(22, 92)]),
    ("phototherapy_record", g_photo.phototherapy, 38, [(14, 82)]),
    ("teledermatology_referral_reply", g_comm.teleref, 40, [(18, 97)]),
    ("isotretinoin_biologic_monitoring", g_photo.monitoring, 44, [(15, 28), (15, 28), (30, 74)]),
    ("patient_results_letter", g_comm.letter, 42, [(18, 92)]),
    ("wound_care_followup", g_mohs.wound, 40, [(40, 98)]),
    ("melanoma_mdt_summary", g_extra.mdt, 36, [(24, 90)]),
    ("patch_test_report", g_extra.patch, 36, [(17, 72)]),
    ("telephone_portal_log", g_comm.phone_log, 36, [(18, 93)]),
]


def build():
    rng = random.Random(220)
    plan = []
    for name, fn, cnt, ages in GENRES:
        plan.extend([(name, fn, ages)] * cnt)
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    out = []
    for i, (name, fn, ages) in enumerate(plan):
        country = rng.choice(["AU", "US"])
        c = phi.Case(rng, country, age_range=rng.choice(ages))
        lower = i in lower_idx
        n = Note(rng, lower=lower, typo_rate=rng.choice([0.0, 0.0, 0.01, 0.02, 0.04]))
        fn(n, c)
        text, spans = n.result()
        spans.sort(key=lambda s: (s["start"], s["end"]))
        out.append({
            "id": "dev220-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev220-en", "genre": name, "lowercase": lower, "country": country},
        })
    return out


def main():
    notes = build()
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for rec in notes:
            f.write(json.dumps(rec, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), os.path.normpath(path)))


if __name__ == "__main__":
    main()
