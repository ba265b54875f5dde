"""Build ../notes.jsonl for dev223_en (author 223).

Usage: python3 make.py
All randomness comes from one random.Random(223). Each note is built in a
single pass (phi.Note): text pieces are appended in order and PHI spans are
recorded at the moment a PHI piece is appended."""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from ctx import Ctx  # noqa: E402
from phi import Note  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

GENRES = [
    ("cardiac_surgery_consult", genres_a.g_consult, 0.5),
    ("cardiac_operative_note", genres_a.g_opnote, 0.5),
    ("perfusion_record", genres_a.g_perf, 0.5),
    ("cardiac_icu_handover", genres_a.g_handover, 0.5),
    ("postop_progress_note", genres_b.g_progress, 0.5),
    ("vascular_clinic_letter", genres_b.g_vascletter, 0.6),
    ("endovascular_procedure_report", genres_b.g_endo, 0.5),
    ("lung_resection_op_pathology", genres_b.g_lung, 0.5),
    ("mdt_heart_team_summary", genres_c.g_mdt, 0.55),
    ("discharge_summary", genres_c.g_dis, 0.5),
    ("preop_anaesthetic_assessment", genres_c.g_preop, 0.5),
    ("ecmo_retrieval_transfer", genres_d.g_retrieval, 0.45),
    ("telephone_followup", genres_d.g_phone, 0.5),
]
PER_GENRE = 36


def build():
    rng = random.Random(223)
    order = []
    for gi in range(len(GENRES)):
        order += [gi] * PER_GENRE
    rng.shuffle(order)
    total = len(order)
    lower_idx = sorted(rng.sample(range(total), total // 6))
    lower_set = {i: True for i in lower_idx}
    out = []
    for i, gi in enumerate(order):
        name, fn, p_uk = GENRES[gi]
        uk = rng.random() < p_uk
        lower = lower_set.get(i, False)
        typo = 0.0 if rng.random() < 0.5 else rng.choice([0.02, 0.04, 0.07])
        c = Ctx(rng, uk, lower)
        n = Note(rng, lower=lower, typo=typo)
        fn(n, c)
        text = n.text().rstrip()
        spans = n.spans
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (i, s)
        out.append({
            "id": "dev223-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev223-en", "genre": name, "lowercase": lower,
                     "country": "UK" if uk else "US"},
        })
    return out


def main():
    notes = build()
    path = os.path.join(HERE, "..", "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for obj in notes:
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print("wrote %d notes, %d spans -> %s" % (len(notes), sum(len(o["spans"]) for o in notes),
                                             os.path.normpath(path)))


if __name__ == "__main__":
    main()
