"""Build bench/dev329_en/notes.jsonl (special care and community dentistry).

Usage: python3 build/make.py [--out PATH]

All randomness comes from one random.Random(329); no time, uuid, hash() or
environment dependence.  Output is byte-identical across runs.
"""

import json
import os
import random
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from core import TYPE2LABEL, Note, us_spell, wpick  # noqa: E402
import case  # noqa: E402
import genres_a  # noqa: E402
import genres_b  # noqa: E402
import genres_c  # noqa: E402
import genres_d  # noqa: E402
import genres_e  # noqa: E402

SEED = 329

# (genre id, builder, number of notes, own addition?)
GENRES = [
    ("referral_acceptance_letter", genres_a.referral_acceptance, 36, False),
    ("special_care_assessment", genres_a.special_care_assessment, 36, False),
    ("sedation_record", genres_b.sedation_record, 34, False),
    ("ga_list_operative_note", genres_b.ga_list, 34, False),
    ("domiciliary_visit_note", genres_c.domiciliary, 34, False),
    ("care_home_oral_health_plan", genres_c.care_home_ohp, 33, False),
    ("dental_charting_summary", genres_c.charting, 33, False),
    ("consent_best_interests_record", genres_d.consent_bi, 33, False),
    ("recall_dna_log", genres_d.recall_dna, 33, False),
    ("discharge_letter_gdp", genres_d.discharge_gdp, 36, False),
    ("mdt_email_thread", genres_e.email_thread, 32, True),
    ("acclimatisation_visit_note", genres_e.acclimatisation, 32, True),
    ("dental_claim_form", genres_e.claim_form, 32, True),
]

COUNTRY_W = [("UK", 28), ("US", 17), ("IE", 12), ("CA", 11), ("AU", 12), ("NZ", 10), ("ZA", 5), ("SG", 5)]
CLAIM_W = [("US", 36), ("CA", 14), ("UK", 16), ("AU", 12), ("IE", 10), ("NZ", 6), ("ZA", 4), ("SG", 2)]


def build(rng):
    slots = []
    for gid, fn, cnt, _own in GENRES:
        slots.extend([(gid, fn)] * cnt)
    rng.shuffle(slots)
    records = []
    for gid, fn in slots:
        country = wpick(rng, CLAIM_W if gid == "dental_claim_form" else COUNTRY_W)
        k = case.make_case(rng, country)
        if gid in ("care_home_oral_health_plan", "domiciliary_visit_note"):
            while k.age < 30:
                k = case.make_case(rng, country)
        if gid == "consent_best_interests_record":
            while k.age < 18:
                k = case.make_case(rng, country)
        if gid == "care_home_oral_health_plan":
            k.res = "care_home"
        Note.spell = us_spell if country == "US" else None
        note = fn(rng, k)
        Note.spell = None
        records.append((gid, country, note))
    nlow = round(len(records) / 6)
    low = set(rng.sample(range(len(records)), nlow))
    out = []
    for i, (gid, country, note) in enumerate(records):
        text = note.text()
        spans = []
        lower = i in low
        if lower:
            t2 = text.lower()
            if len(t2) != len(text):
                raise ValueError("lower() changed length")
            text = t2
        for s, e, typ, stext in note.spans:
            if lower:
                stext = stext.lower()
            if text[s:e] != stext:
                raise ValueError("offset mismatch in note %d" % i)
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ], "type": typ, "text": stext})
        spans.sort(key=lambda x: x["start"])
        out.append({
            "id": "dev329-%04d" % (i + 1),
            "text": text,
            "spans": spans,
            "meta": {"source": "dev329-en", "genre": gid, "lowercase": lower, "country": country},
        })
    return out


def main(argv):
    out_path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--out" in argv:
        out_path = argv[argv.index("--out") + 1]
    rng = random.Random(SEED)
    recs = build(rng)
    with open(out_path, "w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print("wrote %d notes to %s" % (len(recs), out_path))


if __name__ == "__main__":
    main(sys.argv[1:])
