#!/usr/bin/env python3
"""Generate bench/dev15_en/notes.jsonl deterministically (seed 15, standard library only).

Usage:  python3 build/make.py [--lint]
  --lint  also print places where an annotated value re-occurs in the same note without a span
          (a development aid; eponyms such as "Parkinson's disease" are expected hits).
"""
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from common import Ctx  # noqa: E402
from doc import TYPE2LABEL  # noqa: E402
from locales import LOCALES  # noqa: E402
import genres1  # noqa: E402
import genres2  # noqa: E402
import genres3  # noqa: E402

SEED = 15
PER_GENRE = 37
OUT = os.path.join(HERE, "..", "notes.jsonl")

GENRES = [
    ("geriatric_comprehensive_assessment", genres1.geriatric),
    ("nicu_progress_note", genres1.nicu),
    ("antenatal_clinic_note", genres1.antenatal),
    ("occupational_health_assessment", genres1.occupational),
    ("travel_health_clinic_note", genres2.travel),
    ("genetic_counselling_letter", genres2.genetic),
    ("transplant_coordinator_note", genres2.transplant),
    ("road_traffic_collision_ed_note", genres2.rtc),
    ("dental_clinic_record", genres3.dental),
    ("implant_device_registry_entry", genres3.device),
    ("insurance_claim_eob", genres3.insurance),
    ("community_mental_health_review", genres3.mental_health),
]

LOCALE_CODES = ["US", "UK", "IE", "CA", "AU", "NZ", "IN", "PH", "KE"]


def plan(master):
    jobs = []
    for gname, fn in GENRES:
        if gname == "insurance_claim_eob":
            codes = ["US"] * 13 + LOCALE_CODES * 3
        else:
            codes = LOCALE_CODES * 5
        master.shuffle(codes)
        for code in codes[:PER_GENRE]:
            jobs.append((gname, fn, code, master.randrange(2 ** 32)))
    master.shuffle(jobs)
    return jobs


def lint(text, spans):
    covered = [False] * len(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            covered[i] = True
    hits = []
    seen = set()
    for s in spans:
        v = s["text"]
        if len(v) < 4 or v in seen or s["type"] in ("AGE",):
            continue
        seen.add(v)
        for m in re.finditer(r"(?<!\w)" + re.escape(v) + r"(?!\w)", text):
            if not any(covered[m.start():m.end()]):
                hits.append((v, s["type"], text[max(0, m.start() - 30):m.end() + 30].replace("\n", " ")))
    return hits


def main():
    do_lint = "--lint" in sys.argv
    master = random.Random(SEED)
    jobs = plan(master)
    rows = []
    nlint = 0
    locale_counts = {}
    for i, (gname, fn, code, seed) in enumerate(jobs, 1):
        rng = random.Random(seed)
        loc = LOCALES[code](rng)
        ctx = Ctx(rng, loc, gname)
        d = fn(ctx)
        text = d.text
        spans = []
        for (s, e, typ, val) in sorted(d.spans):
            assert text[s:e] == val
            spans.append({"start": s, "end": e, "label": TYPE2LABEL[typ], "type": typ, "text": val})
        rid = f"dev15-en-{i:04d}"
        rows.append({"id": rid, "text": text, "spans": spans,
                     "meta": {"language": "en", "source": "dev15-en", "genre": gname}})
        locale_counts[code] = locale_counts.get(code, 0) + 1
        if do_lint:
            for h in lint(text, spans):
                nlint += 1
                print(f"LINT {rid} {gname} {code}: {h[0]!r} ({h[1]}) :: {h[2]}")
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans to {os.path.normpath(OUT)}")
    print("notes per locale: " + ", ".join(f"{k} {locale_counts[k]}" for k in LOCALE_CODES))
    if do_lint:
        print(f"lint hits: {nlint}")


if __name__ == "__main__":
    main()
