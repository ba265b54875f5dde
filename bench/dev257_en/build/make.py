#!/usr/bin/env python3
"""Build bench/dev257_en/notes.jsonl (author 257). Python 3.11 stdlib only, all randomness from Random(257)."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import ctx as CX  # noqa: E402
import genres_a as GA  # noqa: E402
import genres_b as GB  # noqa: E402

GENRES = [("aesthetic_consultation", GA.consult), ("injectable_treatment_record", GA.injectable),
          ("laser_treatment_log", GA.laser), ("patch_test_record", GA.patch),
          ("surgery_consent_cooling_off", GA.consent), ("complication_adverse_event", GA.complication),
          ("photography_consent_log", GB.photo), ("payment_finance_agreement", GB.finance),
          ("aftercare_telephone_call", GB.aftercare), ("complaint_response_letter", GB.complaint),
          ("hair_restoration_procedure", GB.hair), ("cosmetic_operation_note", GB.opnote)]
PER_GENRE = 52
OUT = os.path.join(os.path.dirname(HERE), "notes.jsonl")


def assemble(marked, lower):
    """Single pass over the marked template: append pieces, record offsets as we go."""
    parts, spans, pos, i = [], [], 0, 0
    while i < len(marked):
        j = marked.find("\x01", i)
        plain = marked[i:] if j < 0 else marked[i:j]
        if lower:
            plain = plain.lower()
        parts.append(plain)
        pos += len(plain)
        if j < 0:
            break
        k = marked.index("\x02", j)
        e = marked.index("\x03", k)
        typ, val = marked[j + 1:k], marked[k + 1:e]
        if lower:
            val = val.lower()
        spans.append({"start": pos, "end": pos + len(val), "label": CX.LABEL[typ], "type": typ, "text": val})
        parts.append(val)
        pos += len(val)
        i = e + 1
    return "".join(parts), spans


def main():
    rng = random.Random(257)
    order = [g for g in GENRES for _ in range(PER_GENRE)]
    rng.shuffle(order)
    rows = []
    for n, (genre, fn) in enumerate(order, 1):
        country = rng.choice(["UK", "UK", "AU", "AU", "US", "US"])
        c = CX.Ctx(rng, country)
        marked = fn(c)
        lower = rng.random() < 1 / 6
        text, spans = assemble(marked, lower)
        rows.append({"id": f"dev257-{n:04d}", "text": text, "spans": spans,
                     "meta": {"source": "dev257-en", "genre": genre, "lowercase": lower, "country": country}})
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
