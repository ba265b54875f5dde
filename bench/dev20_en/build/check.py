"""Validate dev20_en/notes.jsonl. Exit non-zero on any problem. --markdown prints count tables."""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import problems  # noqa: E402

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 440, 12000, 3
# the guideline's table (docs/annotation_guideline.md), type -> label
GUIDE = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
PUNCT_EDGE = set(",;:!?\"'()[]{}")


def main():
    errs = []
    recs = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                errs.append(f"line {ln}: bad JSON {e}")
    ids = set()
    by_type, by_label = collections.Counter(), collections.Counter()
    by_loc, by_gen, by_lg = collections.Counter(), collections.Counter(), collections.Counter()
    for rec in recs:
        rid = rec.get("id")
        if rid in ids:
            errs.append(f"{rid}: duplicate id")
        ids.add(rid)
        if set(rec) != {"id", "text", "spans", "meta"}:
            errs.append(f"{rid}: unexpected keys {sorted(rec)}")
        meta = rec.get("meta", {})
        if meta.get("source") != "dev20-en" or meta.get("language") != "en":
            errs.append(f"{rid}: bad meta {meta}")
        if not meta.get("genre") or not meta.get("locale"):
            errs.append(f"{rid}: meta lacks genre/locale")
        text = rec["text"]
        prev_end = -1
        prev_start = -1
        for s in rec["spans"]:
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append(f"{rid}: bad offsets {s}")
                continue
            if text[a:b] != s.get("text"):
                errs.append(f"{rid}: text mismatch {text[a:b]!r} != {s.get('text')!r}")
            if a < prev_start:
                errs.append(f"{rid}: spans not sorted at {a}")
            if a < prev_end:
                errs.append(f"{rid}: overlap at {a}")
            prev_start, prev_end = a, b
            v = text[a:b]
            if v != v.strip():
                errs.append(f"{rid}: whitespace at span edge {v!r}")
            bad_start = v[0] in PUNCT_EDGE and not (v[0] == "(" and ")" in v)
            bad_end = v[-1] in PUNCT_EDGE and not (v[-1] == ")" and "(" in v)
            if bad_start or bad_end or v[0] == ".":
                errs.append(f"{rid}: punctuation at span edge {v!r}")
            if v.endswith(".") and b < len(text) and text[b:b + 1] == "." :
                errs.append(f"{rid}: double full stop after {v!r}")
            if s.get("type") not in GUIDE:
                errs.append(f"{rid}: unknown type {s.get('type')}")
            elif GUIDE[s["type"]] != s.get("label"):
                errs.append(f"{rid}: label {s.get('label')} does not match type {s['type']}")
            by_type[s.get("type")] += 1
            by_label[s.get("label")] += 1
        for p in problems(text, rec["spans"]):
            errs.append(f"{rid}: {p}")
        by_loc[meta.get("locale")] += 1
        by_gen[meta.get("genre")] += 1
        by_lg[(meta.get("genre"), meta.get("locale"))] += 1
    n_spans = sum(by_type.values())
    if len(recs) < MIN_NOTES:
        errs.append(f"only {len(recs)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        errs.append(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in GUIDE:
        if by_type[t] < MIN_PER_TYPE:
            errs.append(f"type {t} appears {by_type[t]} times (< {MIN_PER_TYPE})")
    if "--markdown" in sys.argv:
        print(f"Notes: {len(recs)}  Spans: {n_spans}\n")
        print("| locale | notes |\n|---|---:|")
        for k, v in sorted(by_loc.items()):
            print(f"| {k} | {v} |")
        locs = sorted(by_loc)
        print("\n| genre | " + " | ".join(locs) + " | total |\n|---|" + "---:|" * (len(locs) + 1))
        for g in sorted(by_gen):
            print(f"| {g} | " + " | ".join(str(by_lg[(g, l)]) for l in locs) + f" | {by_gen[g]} |")
        print("\n| label | spans |\n|---|---:|")
        for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
            print(f"| {k} | {v} |")
        print("\n| label | type | spans |\n|---|---|---:|")
        for t in GUIDE:
            print(f"| {GUIDE[t]} | {t} | {by_type[t]} |")
    if errs:
        for e in errs[:200]:
            print("ERROR", e, file=sys.stderr)
        print(f"{len(errs)} problem(s)", file=sys.stderr)
        sys.exit(1)
    print(f"OK: {len(recs)} notes, {n_spans} spans, {len(by_type)} types", file=sys.stderr)


if __name__ == "__main__":
    main()
