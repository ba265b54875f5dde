"""Build bench/dev339_en/notes.jsonl (author 339).

usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(339), consumed in a fixed order.
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import LABEL, NB  # noqa: E402
from parts import Ctx  # noqa: E402
import gen_a  # noqa: E402
import gen_b  # noqa: E402
import gen_c  # noqa: E402
import gen_d  # noqa: E402

SEED = 339
PER_GENRE = 31

GENRES = [
    ("colposcopy_referral", gen_a.g_referral),
    ("hpv_cytology_result_letter", gen_a.g_result_letter),
    ("colposcopy_examination_record", gen_a.g_exam),
    ("lletz_procedure_note", gen_b.g_lletz),
    ("histology_report", gen_b.g_histology),
    ("results_letter_to_patient", gen_b.g_pt_letter),
    ("test_of_cure_recall_letter", gen_c.g_toc),
    ("dna_failsafe_tracking_log", gen_c.g_failsafe),
    ("mdt_discussion_note", gen_c.g_mdt),
    ("nurse_colposcopist_telephone_log", gen_d.g_phone),
    # own additions
    ("discharge_letter_to_gp", gen_d.g_discharge),
    ("patient_portal_message_thread", gen_d.g_portal),
    ("cervical_screening_request_form", gen_d.g_request),
]

COUNTRY_WEIGHTS = [("UK", 24), ("US", 17), ("IE", 14), ("AU", 14), ("CA", 11), ("NZ", 11), ("ZA", 9)]


def country_list(n, rng):
    tot = sum(w for _, w in COUNTRY_WEIGHTS)
    out = []
    for code, w in COUNTRY_WEIGHTS:
        out += [code] * (n * w // tot)
    i = 0
    while len(out) < n:
        out.append(COUNTRY_WEIGHTS[i % len(COUNTRY_WEIGHTS)][0])
        i += 1
    rng.shuffle(out)
    return out


def build():
    rng = random.Random(SEED)
    jobs = []
    for gname, fn in GENRES:
        jobs += [(gname, fn)] * PER_GENRE
    rng.shuffle(jobs)
    n = len(jobs)
    countries = country_list(n, rng)
    lower = set(rng.sample(range(n), round(n / 6)))
    notes = []
    for i, ((gname, fn), code) in enumerate(zip(jobs, countries)):
        NB.country = code
        ctx = Ctx(rng, code)
        nb = fn(rng, ctx)
        text = nb.text()
        spans = sorted(nb.spans)
        is_lower = i in lower
        if is_lower:
            low = text.lower()
            if len(low) != len(text) or any(len(ch.lower()) != 1 for ch in text):
                raise ValueError("lower-casing changes length in note %d" % i)
            text = low
        prev = 0
        out_spans = []
        for s, e, typ in spans:
            if s < prev:
                raise ValueError("overlap in note %d at %d" % (i, s))
            seg = text[s:e]
            if not seg or seg != seg.strip():
                raise ValueError("bad span %r in note %d" % (seg, i))
            out_spans.append({"start": s, "end": e, "label": LABEL[typ], "type": typ, "text": seg})
            prev = e
        notes.append({
            "id": "dev339-%04d" % (i + 1),
            "text": text,
            "spans": out_spans,
            "meta": {"source": "dev339-en", "genre": gname, "lowercase": is_lower, "country": code},
        })
    return notes


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(os.path.dirname(HERE), "notes.jsonl"))
    a = ap.parse_args()
    notes = build()
    with open(a.out, "w", encoding="utf-8", newline="\n") as f:
        for nt in notes:
            f.write(json.dumps(nt, ensure_ascii=False) + "\n")
    print("wrote %d notes to %s" % (len(notes), a.out))


if __name__ == "__main__":
    main()
