"""Build dev347_en/notes.jsonl.

usage: python3 build/make.py [OUT_DIR]     (default: the folder above build/)

All randomness comes from one random.Random(347); nothing iterates over an unordered
set or dict, so the output does not depend on PYTHONHASHSEED.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import phi  # noqa: E402
import pools  # noqa: E402
import procs  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402

PER_GENRE = 33

# (genre, function, procedure filter); the last three are this set's own additions.
GENRES = [
    ("ir_request_vetting", genres_a.g_request, lambda p: True),
    ("procedure_report", genres_a.g_report, lambda p: True),
    ("consent_record", genres_a.g_consent, lambda p: True),
    ("sedation_safety_checklist", genres_a.g_sedation, lambda p: True),
    ("post_procedure_ward_note", genres_b.g_ward, lambda p: True),
    ("drain_review_log", genres_b.g_drain, lambda p: bool(p.get("drain"))),
    ("ir_nurse_telephone_followup", genres_b.g_phone, lambda p: True),
    ("mdt_outcome_entry", genres_b.g_mdt, lambda p: bool(p.get("mdt")) and p["cat"] != "line"),
    ("booking_schedule_list", genres_c.g_booking, lambda p: True),
    ("discharge_letter", genres_c.g_discharge, lambda p: True),
    ("vascular_access_insertion_record", genres_d.g_line, lambda p: p["cat"] == "line"),
    ("ris_pacs_audit_dose_log", genres_d.g_audit, lambda p: p["cat"] in ("emb", "vasc", "neph", "biliary", "line")),
    ("histopathology_request", genres_d.g_histo, lambda p: bool(p.get("spec"))),
]
OWN = ("vascular_access_insertion_record", "ris_pacs_audit_dose_log", "histopathology_request")


def build():
    rng = random.Random(347)
    plan = [i for i in range(len(GENRES)) for _ in range(PER_GENRE)]
    rng.shuffle(plan)
    countries = [cc for cc, w in pools.WEIGHT for _ in range(w)]
    notes = []
    for k, gi in enumerate(plan, 1):
        name, fn, flt = GENRES[gi]
        cc = rng.choice(countries)
        lower = rng.random() < 1 / 6
        proc = rng.choice([p for p in procs.PROCS if flt(p)])
        c = phi.Ctx(rng, cc, proc)
        n = phi.Note(lower, cc)
        fn(n, c)
        text = n.text().rstrip()
        assert all(s["end"] <= len(text) for s in n.spans)
        notes.append({"id": f"dev347-{k:04d}", "text": text, "spans": n.spans,
                      "meta": {"source": "dev347-en", "genre": name, "lowercase": lower, "country": cc}})
    return notes


def write(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "notes.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for note in build():
            fh.write(json.dumps(note, ensure_ascii=False, sort_keys=False) + "\n")
    return path


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    print(write(out))
