"""Build bench/dev176_en/notes.jsonl (author 176). Usage: python3 build/make.py"""
import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import core  # noqa: E402
import genres1  # noqa: E402
import genres2  # noqa: E402
import genres3  # noqa: E402
import genres4  # noqa: E402
import genres5  # noqa: E402

GENRES = [
    ("nicu_admission_note", genres1.nicu_admission),
    ("neonatal_flowsheet_feeding_chart", genres1.flowsheet),
    ("well_child_visit_note", genres2.well_child),
    ("paediatric_ed_note", genres3.peds_ed),
    ("paediatric_ward_handover_list", genres3.ward_handover),
    ("immunisation_record", genres2.immunisation),
    ("child_protection_social_work_note", genres4.child_protection),
    ("parent_phone_call_log", genres4.phone_log),
    ("paediatric_discharge_summary", genres5.discharge),
    ("growth_developmental_assessment", genres5.growth_dev),
    ("neonatal_transport_record", genres1.transport),
    ("specialist_referral_letter", genres5.referral),
]
PER_GENRE = 37
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def build(out=OUT):
    rng = random.Random(176)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    lower_ids = sorted(rng.sample(range(len(order)), round(len(order) / 6)))
    lower_pos = 0
    rows = []
    for i, (gname, fn) in enumerate(order):
        country = core.pick_country(rng)
        ref = core.ref_date(rng)
        lower = lower_pos < len(lower_ids) and lower_ids[lower_pos] == i
        if lower:
            lower_pos += 1
        note, _case = fn(rng, country, ref)
        text = note.text()
        if lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = []
        for s, e, typ in note.spans:
            st = text[s:e]
            assert st and st == st.strip(), (gname, repr(st))
            spans.append({"start": s, "end": e, "label": core.LABEL[typ], "type": typ, "text": st})
        rows.append({"id": "dev176-%04d" % (i + 1), "text": text, "spans": spans,
                     "meta": {"source": "dev176-en", "genre": gname, "lowercase": lower, "country": country}})
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return rows


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else OUT
    rows = build(out)
    print("wrote %d notes, %d spans -> %s" % (len(rows), sum(len(r["spans"]) for r in rows), out))
