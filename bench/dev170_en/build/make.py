"""Build bench/dev170_en/notes.jsonl (run from bench/dev170_en).

Python 3 standard library only; one random.Random(170) drives everything, so
the output is byte-identical on every run and under any PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import g_cath  # noqa: E402
import g_unit  # noqa: E402
import g_clinic  # noqa: E402
import g_consult  # noqa: E402
import g_extra  # noqa: E402

SEED = 170
PER_GENRE = 40
LOWER_FRACTION = 1 / 6

def variants(*pairs):
    """Pick one generator by weight; the choice uses the shared rng."""
    def gen(rng):
        r = rng.random()
        acc = 0.0
        for w, fn in pairs:
            acc += w
            if r < acc:
                return fn(rng)
        return pairs[-1][1](rng)
    return gen


GENRES = [
    ("cath_lab_procedure_log", g_cath.gen_cath),
    ("echo_report", g_cath.gen_echo),
    ("telemetry_unit_census", g_unit.gen_census),
    ("cardiac_stepdown_handover", g_unit.gen_handover),
    ("heart_failure_clinic_note", variants((0.7, g_clinic.gen_hf), (0.3, g_extra.gen_hf_phone))),
    ("device_check_report", g_consult.gen_device),
    ("cardiac_rehab_progress_note", g_clinic.gen_rehab),
    ("chest_pain_unit_tracking_list", g_unit.gen_cpu),
    ("cardiology_consult", variants((0.7, g_consult.gen_consult), (0.3, g_extra.gen_consult_brief))),
    ("cardiac_surgery_transfer_note", g_unit.gen_transfer),
    ("anticoagulation_clinic_note", g_clinic.gen_anticoag),
    ("ambulatory_ecg_monitor_report", g_cath.gen_holter),
]


def build():
    rng = random.Random(SEED)
    notes = []
    for genre, fn in GENRES:
        for _ in range(PER_GENRE):
            doc = fn(rng)
            notes.append((genre, doc.text(), [dict(s) for s in doc.spans]))
    rng.shuffle(notes)
    n_lower = round(len(notes) * LOWER_FRACTION)
    lower = sorted(rng.sample(range(len(notes)), n_lower))
    lower_set = dict((i, True) for i in lower)
    out = []
    for i, (genre, text, spans) in enumerate(notes):
        is_lower = i in lower_set
        if is_lower:
            text = text.lower()
            for s in spans:
                s["text"] = s["text"].lower()
        for s in spans:
            if text[s["start"]:s["end"]] != s["text"]:
                raise SystemExit("offset mismatch in note %d" % i)
        out.append({
            "id": "dev170-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"],
                       "text": s["text"]} for s in spans],
            "meta": {"source": "dev170-en", "genre": genre, "lowercase": is_lower, "country": "US"},
        })
    return out


def main():
    root = os.path.dirname(HERE)
    notes = build()
    path = os.path.join(root, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans to %s" % (len(notes), sum(len(o["spans"]) for o in notes), path))


if __name__ == "__main__":
    main()
