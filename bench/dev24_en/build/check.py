#!/usr/bin/env python3
"""Validate dev24_en/notes.jsonl. Exit non-zero on any problem. --markdown prints count tables."""
import collections
import json
import os
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 440, 12000, 5

# the guideline's table: fine type -> category
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EDGE_PUNCT = set(".,;:!?\"'()[]{}<>")
# characters that may legitimately close a value (e.g. "St." abbreviation is allowed as inside punctuation)
OK_END = {"."}


def main(argv):
    problems = []
    notes = []
    ids = set()
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"line {ln}: bad JSON: {e}")
                continue
            notes.append(rec)
    by_type, by_label = collections.Counter(), collections.Counter()
    by_loc, by_genre, by_lg = collections.Counter(), collections.Counter(), collections.Counter()
    spans_by_loc = collections.Counter()
    for rec in notes:
        rid = rec.get("id", "?")
        if set(rec) != {"id", "text", "spans", "meta"}:
            problems.append(f"{rid}: keys {sorted(rec)}")
        if rid in ids:
            problems.append(f"{rid}: duplicate id")
        ids.add(rid)
        if not rid.startswith("dev24-en-"):
            problems.append(f"{rid}: id prefix")
        meta = rec.get("meta", {})
        if meta.get("source") != "dev24-en":
            problems.append(f"{rid}: meta.source={meta.get('source')!r}")
        if meta.get("language") != "en":
            problems.append(f"{rid}: meta.language")
        if not meta.get("genre") or not meta.get("locale"):
            problems.append(f"{rid}: meta genre/locale missing")
        text = rec["text"]
        prev_end = -1
        prev_start = -1
        for sp in rec["spans"]:
            s, e, lab, typ = sp.get("start"), sp.get("end"), sp.get("label"), sp.get("type")
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                problems.append(f"{rid}: bad offsets {sp}")
                continue
            val = text[s:e]
            if sp.get("text") != val:
                problems.append(f"{rid}: text mismatch {sp} vs {val!r}")
            if typ not in TYPES:
                problems.append(f"{rid}: unknown type {typ}")
            elif TYPES[typ] != lab:
                problems.append(f"{rid}: label {lab} for type {typ}")
            if s < prev_start:
                problems.append(f"{rid}: spans not sorted at {s}")
            if s < prev_end:
                problems.append(f"{rid}: overlap at {s}")
            if val != val.strip():
                problems.append(f"{rid}: whitespace edge {val!r}")
            if "\n" in val:
                problems.append(f"{rid}: newline inside span {val!r}")
            bad_start = val[0] in EDGE_PUNCT and not (val[0] == "(" and ")" in val[1:])
            bad_end = val[-1] in EDGE_PUNCT and val[-1] not in OK_END and not (val[-1] == ")" and "(" in val[:-1])
            if bad_start or bad_end:
                problems.append(f"{rid}: punctuation edge {val!r}")
            if val.endswith(".") and typ not in ("DOCTOR", "PATIENT", "FAMILY", "STREET", "HOSPITAL", "ORGANIZATION", "LICENSE", "CITY"):
                problems.append(f"{rid}: trailing full stop {val!r}")
            # a span must not cut a word in two
            if s > 0 and text[s - 1].isalnum() and val[0].isalnum() and typ != "AGE":
                problems.append(f"{rid}: span starts mid-token {val!r}")
            if e < len(text) and text[e].isalnum() and val[-1].isalnum() and typ not in ("AGE",):
                problems.append(f"{rid}: span ends mid-token {val!r} next={text[e]!r}")
            prev_start, prev_end = s, e
            by_type[typ] += 1
            by_label[lab] += 1
            spans_by_loc[meta.get("locale")] += 1
        by_loc[meta.get("locale")] += 1
        by_genre[meta.get("genre")] += 1
        by_lg[(meta.get("genre"), meta.get("locale"))] += 1
    total = sum(by_type.values())
    if len(notes) < MIN_NOTES:
        problems.append(f"only {len(notes)} notes (< {MIN_NOTES})")
    if total < MIN_SPANS:
        problems.append(f"only {total} spans (< {MIN_SPANS})")
    for t in TYPES:
        if by_type[t] < MIN_PER_TYPE:
            problems.append(f"type {t} has {by_type[t]} spans (< {MIN_PER_TYPE})")

    if "--markdown" in argv:
        print(f"**{len(notes)} notes, {total} spans.**\n")
        print("| label | spans |\n|---|---:|")
        for lab in sorted(by_label):
            print(f"| {lab} | {by_label[lab]} |")
        print("\n| label | type | spans |\n|---|---|---:|")
        for t in TYPES:
            print(f"| {TYPES[t]} | {t} | {by_type[t]} |")
        locs = ["US", "UK", "CA", "AU", "IE", "NZ", "IN"]
        print("\n| locale | notes | spans |\n|---|---:|---:|")
        for l in locs:
            print(f"| {l} | {by_loc[l]} | {spans_by_loc[l]} |")
        print("\n| genre | " + " | ".join(locs) + " | total |\n|---|" + "---:|" * (len(locs) + 1))
        for g in sorted(by_genre):
            print(f"| {g} | " + " | ".join(str(by_lg[(g, l)]) for l in locs) + f" | {by_genre[g]} |")
    for p in problems[:50]:
        print("PROBLEM:", p, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1
    if "--markdown" not in argv:
        print(f"OK: {len(notes)} notes, {total} spans, {len(by_type)} types")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
