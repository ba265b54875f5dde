#!/usr/bin/env python3
"""Validate /work/main/bench/dev27_en/notes.jsonl. Exit 1 on any problem. --markdown prints count tables."""
import collections
import json
import os
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
TABLE = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 300, 8000, 5
PUNCT = set(".,;:!?\"'()[]{}<>")


def main():
    md = "--markdown" in sys.argv
    errs = []
    recs = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                errs.append(f"line {ln}: bad JSON {e}")
    ids = set()
    types = collections.Counter()
    labels = collections.Counter()
    by_loc = collections.Counter()
    by_gen = collections.Counter()
    by_lg = collections.Counter()
    nspans = 0
    for rec in recs:
        rid = rec.get("id")
        if rid in ids:
            errs.append(f"{rid}: duplicate id")
        ids.add(rid)
        if set(rec) != {"id", "text", "spans", "meta"}:
            errs.append(f"{rid}: keys {sorted(rec)}")
        text = rec.get("text", "")
        meta = rec.get("meta", {})
        if meta.get("source") != "dev27-en":
            errs.append(f"{rid}: meta.source {meta.get('source')!r}")
        if meta.get("language") != "en":
            errs.append(f"{rid}: meta.language")
        if not meta.get("genre") or meta.get("locale") not in {"US", "UK", "CA", "AU", "IE", "NZ"}:
            errs.append(f"{rid}: meta genre/locale")
        by_loc[meta.get("locale")] += 1
        by_gen[meta.get("genre")] += 1
        by_lg[(meta.get("genre"), meta.get("locale"))] += 1
        prev_end = -1
        prev_start = -1
        for sp in rec.get("spans", []):
            nspans += 1
            s, e, lab, ty, st = sp.get("start"), sp.get("end"), sp.get("label"), sp.get("type"), sp.get("text")
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errs.append(f"{rid}: span keys {sorted(sp)}")
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append(f"{rid}: bad offsets {s}-{e}")
                continue
            if text[s:e] != st:
                errs.append(f"{rid}: text mismatch {text[s:e]!r} != {st!r}")
            if st != st.strip():
                errs.append(f"{rid}: whitespace at edge {st!r}")
            if st and (st[0] in PUNCT and st[0] not in "(#" or st[-1] in PUNCT and st[-1] not in ".)'"):
                errs.append(f"{rid}: punctuation at edge {st!r}")
            if st.endswith(".") and not (len(st) > 1 and (st[-2].isupper() or st[-3:-1].isupper() or st.count(".") > 1)):
                errs.append(f"{rid}: trailing full stop {st!r}")
            if ty not in TABLE:
                errs.append(f"{rid}: unknown type {ty}")
            elif TABLE[ty] != lab:
                errs.append(f"{rid}: label {lab} inconsistent with type {ty}")
            if s < prev_start:
                errs.append(f"{rid}: spans not sorted at {s}")
            if s < prev_end:
                errs.append(f"{rid}: overlap at {s}")
            prev_start, prev_end = s, e
            types[ty] += 1
            labels[lab] += 1
    if len(recs) < MIN_NOTES:
        errs.append(f"only {len(recs)} notes (< {MIN_NOTES})")
    if nspans < MIN_SPANS:
        errs.append(f"only {nspans} spans (< {MIN_SPANS})")
    for ty in TABLE:
        if types[ty] < MIN_PER_TYPE:
            errs.append(f"type {ty} appears {types[ty]} times (< {MIN_PER_TYPE})")
    if md:
        print(f"Notes: {len(recs)}  Spans: {nspans}\n")
        print("| locale | notes |\n|---|---:|")
        for k, v in sorted(by_loc.items()):
            print(f"| {k} | {v} |")
        locs = sorted(by_loc)
        print("\n| genre | " + " | ".join(locs) + " | total |\n|---|" + "---:|" * (len(locs) + 1))
        for g in sorted(by_gen):
            print(f"| {g} | " + " | ".join(str(by_lg[(g, l)]) for l in locs) + f" | {by_gen[g]} |")
        print("\n| label | spans |\n|---|---:|")
        for k, v in sorted(labels.items(), key=lambda x: -x[1]):
            print(f"| {k} | {v} |")
        print("\n| label | type | spans |\n|---|---|---:|")
        for ty in TABLE:
            print(f"| {TABLE[ty]} | {ty} | {types[ty]} |")
    for e in errs[:50]:
        print("ERROR:", e, file=sys.stderr)
    if errs:
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        return 1
    if not md:
        print(f"OK: {len(recs)} notes, {nspans} spans, {len(types)} types")
    return 0


if __name__ == "__main__":
    sys.exit(main())
