"""Build bench/dev202_en/notes.jsonl (author 202). Python 3.11 stdlib only.
All randomness comes from a single random.Random(202)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import Note  # noqa: E402
from ctx import Ctx  # noqa: E402
import g_diag  # noqa: E402
import g_ir  # noqa: E402
import g_comm  # noqa: E402
import g_ris  # noqa: E402
import g_extra  # noqa: E402

OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# (meta genre, ctx key, writer, count) in a fixed order
GENRES = [
    ("ct_report", "ct", g_diag.ct_report, 38),
    ("mri_report", "mri", g_diag.mri_report, 38),
    ("ultrasound_report", "us", g_diag.us_report, 36),
    ("plain_film_report", "xr", g_diag.xr_report, 36),
    ("ir_procedure_note", "ir", g_ir.ir_note, 36),
    ("mammography_screening_report", "mammo", g_ir.mammo_report, 34),
    ("nuclear_medicine_report", "nm", g_diag.nm_report, 34),
    ("critical_result_phone_log", "crit", g_comm.crit_log, 36),
    ("pacs_ris_order_protocol", "ris", g_ris.ris_order, 34),
    ("addendum_discrepancy_note", "add", g_comm.addendum, 34),
    ("dexa_bone_density_report", "dexa", g_ris.dexa_report, 32),
    ("fluoroscopy_report", "fluoro", g_extra.fluoro_report, 32),
    ("mdt_tumour_board_summary", "mdt", g_extra.mdt_note, 34),
]


def build():
    rng = random.Random(202)
    plan = []
    for gi, (_, _, _, cnt) in enumerate(GENRES):
        plan += [gi] * cnt
    rng.shuffle(plan)
    total = len(plan)
    lower_idx = sorted(rng.sample(range(total), round(total / 6)))
    lower_set = dict((i, True) for i in lower_idx)
    rows = []
    for i, gi in enumerate(plan):
        meta_genre, key, writer, _ = GENRES[gi]
        lower = lower_set.get(i, False)
        country = "US" if rng.random() < 0.55 else "UK"
        c = Ctx(rng, country, key, lower)
        n = Note(lower=lower)
        writer(n, c)
        text = n.text().rstrip("\n")
        spans = n.spans
        for s in spans:
            assert text[s["start"]:s["end"]] == s["text"], (i, s)
        rows.append({
            "id": "dev202-%04d" % (i + 1),
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev202-en", "genre": meta_genre, "lowercase": lower, "country": country},
        })
    return rows


def main():
    rows = build()
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(rows), OUT))


if __name__ == "__main__":
    main()
