#!/usr/bin/env python3
"""Validate dev28_en/notes.jsonl; exit non-zero on any problem. --markdown prints count tables."""
import collections
import json
import os
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
         "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 300, 8000, 3
PUNCT = set(".,;:!?\"'()[]{}")


def main():
    md = "--markdown" in sys.argv
    errs = []
    recs = []
    with open(PATH, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                errs.append(f"line {n}: bad json {e}")
    ids = set()
    by_type, by_label = collections.Counter(), collections.Counter()
    by_loc, by_genre = collections.Counter(), collections.Counter()
    by_loc_genre = collections.Counter()
    nspans = 0
    for r in recs:
        rid = r.get("id")
        if rid in ids: errs.append(f"{rid}: duplicate id")
        ids.add(rid)
        if set(r) != {"id", "text", "spans", "meta"}: errs.append(f"{rid}: bad keys {sorted(r)}")
        m = r.get("meta", {})
        if m.get("source") != "dev28-en": errs.append(f"{rid}: meta.source {m.get('source')!r}")
        if m.get("language") != "en": errs.append(f"{rid}: meta.language")
        if not m.get("genre") or not m.get("locale"): errs.append(f"{rid}: meta genre/locale missing")
        by_loc[m.get("locale")] += 1
        by_genre[m.get("genre")] += 1
        by_loc_genre[(m.get("locale"), m.get("genre"))] += 1
        t = r["text"]
        prev_end = -1
        prev_start = -1
        for s in r["spans"]:
            nspans += 1
            a, b = s["start"], s["end"]
            if set(s) - {"start", "end", "label", "type", "text"} or not {"start", "end", "label", "type"} <= set(s):
                errs.append(f"{rid}: span keys {sorted(s)}")
            if not (0 <= a < b <= len(t)): errs.append(f"{rid}: bad offsets {a}-{b}"); continue
            v = t[a:b]
            if s.get("text") != v: errs.append(f"{rid}: text mismatch {s.get('text')!r} vs {v!r}")
            if v != v.strip(): errs.append(f"{rid}: whitespace edge {v!r}")
            if v[0] in PUNCT - {"("} or v[-1] in PUNCT - {")", "."}:
                errs.append(f"{rid}: punctuation edge {v!r}")
            if v[-1] == "." and not (len(v) >= 2 and v[-2].isupper()):  # allow initials like J.S.
                errs.append(f"{rid}: trailing full stop {v!r}")
            if s["type"] not in LABEL: errs.append(f"{rid}: unknown type {s['type']}")
            elif LABEL[s["type"]] != s["label"]: errs.append(f"{rid}: label {s['label']} != {LABEL[s['type']]} for {s['type']}")
            if a < prev_start: errs.append(f"{rid}: spans not sorted")
            if a < prev_end: errs.append(f"{rid}: overlap at {a}")
            prev_start, prev_end = a, b
            by_type[s["type"]] += 1
            by_label[s["label"]] += 1
    if len(recs) < MIN_NOTES: errs.append(f"only {len(recs)} notes")
    if nspans < MIN_SPANS: errs.append(f"only {nspans} spans")
    for ty in LABEL:
        if by_type[ty] < MIN_PER_TYPE: errs.append(f"type {ty} appears {by_type[ty]} times (< {MIN_PER_TYPE})")
    if md:
        print(f"Notes: {len(recs)}  Spans: {nspans}\n")
        print("| label | spans |\n|---|---:|")
        for k, v in sorted(by_label.items(), key=lambda x: -x[1]): print(f"| {k} | {v} |")
        print("\n| label | type | spans |\n|---|---|---:|")
        for ty in LABEL: print(f"| {LABEL[ty]} | {ty} | {by_type[ty]} |")
        locs = sorted(by_loc)
        print("\n| genre | " + " | ".join(locs) + " | total |\n|---|" + "---:|" * (len(locs) + 1))
        for g in sorted(by_genre):
            print(f"| {g} | " + " | ".join(str(by_loc_genre[(l, g)]) for l in locs) + f" | {by_genre[g]} |")
        print("| total | " + " | ".join(str(by_loc[l]) for l in locs) + f" | {len(recs)} |")
    for e in errs[:50]: print("ERROR:", e, file=sys.stderr)
    if errs:
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        sys.exit(1)
    if not md: print(f"OK: {len(recs)} notes, {nspans} spans, {len(by_type)} types")


if __name__ == "__main__":
    main()
