"""Build bench/dev352_en/notes.jsonl.

usage: python3 build/make.py [OUT_DIR]      (default: the folder above build/)

All randomness comes from one random.Random(352); the output does not depend
on PYTHONHASHSEED.
"""
import sys

sys.dont_write_bytecode = True

import json  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ctx  # noqa: E402
import g_a  # noqa: E402
import g_b  # noqa: E402
import g_c  # noqa: E402
import g_d  # noqa: E402
import phi  # noqa: E402
import places  # noqa: E402

# (genre key, builder, context kind, own addition?)
GENRES = [
    ("biometry_iol_calculation", g_a.biometry, "cataract", False),
    ("pre_assessment", g_a.preassess, "cataract", False),
    ("theatre_list", g_b.theatre_list, "cataract", False),
    ("operation_note", g_b.op_note, "cataract", False),
    ("post_op_review", g_c.postop, "cataract", False),
    ("optometrist_referral", g_c.optom_referral, "cataract", False),
    ("complication_incident_report", g_d.incident, "cataract", False),
    ("telephone_log", g_d.phone_log, "cataract", False),
    ("discharge_letter", g_c.discharge, "cataract", False),
    ("waiting_list_validation", g_d.wl_validation, "cataract", False),
    ("refractive_consultation", g_a.refractive, "refractive", True),
    ("implant_traceability_record", g_b.implant_trace, "cataract", True),
    ("ehr_access_audit", g_d.audit_log, "cataract", True),
]
PER_GENRE = 36


def build():
    rng = random.Random(352)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    total = len(order)
    lower_idx = set(rng.sample(range(total), round(total / 6)))
    records = []
    for i, (gname, fn, kind, _own) in enumerate(order):
        cc = rng.choices(places.COUNTRIES, weights=places.COUNTRY_WEIGHTS)[0]
        low = i in lower_idx
        c = ctx.Ctx(rng, cc, low, kind)
        n = phi.Note(low)
        fn(c, n)
        text = n.text()
        spans = n.spans
        # trailing whitespace at the very end carries no PHI; trim it
        cut = len(text.rstrip())
        if spans and spans[-1]["end"] > cut:
            cut = spans[-1]["end"]
        text = text[:cut] + "\n"
        for s in spans:
            assert s["text"] and text[s["start"]:s["end"]] == s["text"], (i, s)
        for a, b in zip(spans, spans[1:]):
            assert a["end"] <= b["start"], (i, a, b)
        records.append({
            "id": f"dev352-{i + 1:04d}",
            "text": text,
            "spans": [{"start": s["start"], "end": s["end"], "label": s["label"], "type": s["type"], "text": s["text"]}
                      for s in spans],
            "meta": {"source": "dev352-en", "genre": gname, "lowercase": low, "country": cc},
        })
    return records


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for rec in build():
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote", path)


if __name__ == "__main__":
    main()
