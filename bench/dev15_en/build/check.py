#!/usr/bin/env python3
"""Validate bench/dev15_en/notes.jsonl (standard library only).

Checks: valid JSON per line; required keys; unique ids of the form dev15-en-NNNN; meta fields;
each span's text == text[start:end]; offsets in range; spans sorted, non-overlapping; no whitespace or
punctuation at span edges (a closing period is allowed only for abbreviations such as "St." or an
initial such as "K."; an opening "(" only with its ")" inside; "+" may open a phone number and "@" a
user handle); no line breaks inside a span; label/type pairs from the annotation guideline; every fine
type present at least 3 times; totals (>= 440 notes, >= 12000 spans).

Prints counts per label, per type and per genre; exits 1 on any problem.
Usage: python3 build/check.py [path] [--markdown]
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(HERE, "..", "notes.jsonl")

ALLOWED = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in ALLOWED.items() for t in ts}

GENRES = [
    "geriatric_comprehensive_assessment", "nicu_progress_note", "antenatal_clinic_note",
    "occupational_health_assessment", "travel_health_clinic_note", "genetic_counselling_letter",
    "transplant_coordinator_note", "road_traffic_collision_ed_note", "dental_clinic_record",
    "implant_device_registry_entry", "insurance_claim_eob", "community_mental_health_review",
]

# a value may end in "." only as an abbreviation or initial
ABBR_END = re.compile(r"(?:\b(?:St|Sta|Jr|Sr|Co|Ltd|Inc|Ave|Rd|Dr|Blvd|Corp|Bros|Pty|Hwy|Mt|Ft|Pl|Ln|Ct|Sq|No|Bldg|Brgy)"
                      r"|\b[A-Z]|\b[A-Z]\.[A-Z])\.$")
ID_RE = re.compile(r"^dev15-en-\d{4}$")


def edge_problem(val, typ):
    if not val:
        return "empty span"
    if val != val.strip():
        return "whitespace at edge"
    if "\n" in val:
        return "line break inside span"
    first, last = val[0], val[-1]
    if not first.isalnum():
        if first == "(" and ")" in val:
            pass
        elif first == "+" and typ in ("PHONE", "FAX"):
            pass
        elif first == "@" and typ == "USERNAME":
            pass
        else:
            return f"leading punctuation {first!r}"
    if not last.isalnum():
        if last == ")" and "(" in val:
            pass
        elif last == "." and ABBR_END.search(val):
            pass
        else:
            return f"trailing punctuation {last!r}"
    return None


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    md = "--markdown" in sys.argv
    path = args[0] if args else DEFAULT
    problems = []
    ids = set()
    by_label, by_type, by_genre_notes, by_genre_spans = Counter(), Counter(), Counter(), Counter()
    n_notes = n_spans = n_chars = 0
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            if not line.strip():
                problems.append(f"line {ln}: blank line")
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"line {ln}: invalid JSON ({e})")
                continue
            for k in ("id", "text", "spans", "meta"):
                if k not in obj:
                    problems.append(f"line {ln}: missing key {k}")
            if any(k not in obj for k in ("id", "text", "spans", "meta")):
                continue
            rid, text, spans, meta = obj["id"], obj["text"], obj["spans"], obj["meta"]
            if not ID_RE.match(str(rid)):
                problems.append(f"line {ln}: bad id {rid!r}")
            if rid in ids:
                problems.append(f"line {ln}: duplicate id {rid}")
            ids.add(rid)
            if not isinstance(text, str) or not text:
                problems.append(f"{rid}: empty or non-string text")
                continue
            if meta.get("language") != "en" or meta.get("source") != "dev15-en":
                problems.append(f"{rid}: bad meta {meta}")
            g = meta.get("genre")
            if g not in GENRES:
                problems.append(f"{rid}: unknown genre {g!r}")
            n_notes += 1
            n_chars += len(text)
            by_genre_notes[g] += 1
            prev_end = -1
            prev_start = -1
            for j, s in enumerate(spans):
                where = f"{rid} span {j}"
                for k in ("start", "end", "label", "type", "text"):
                    if k not in s:
                        problems.append(f"{where}: missing {k}")
                if any(k not in s for k in ("start", "end", "label", "type", "text")):
                    continue
                st, en, lab, typ, val = s["start"], s["end"], s["label"], s["type"], s["text"]
                if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                    problems.append(f"{where}: bad offsets {st}-{en}")
                    continue
                if text[st:en] != val:
                    problems.append(f"{where}: text mismatch {text[st:en]!r} != {val!r}")
                if TYPE2LABEL.get(typ) != lab:
                    problems.append(f"{where}: label/type {lab}/{typ} not allowed")
                ep = edge_problem(text[st:en], typ)
                if ep:
                    problems.append(f"{where}: {ep} in {text[st:en]!r} ({typ})")
                if st < prev_start:
                    problems.append(f"{where}: spans not sorted")
                if st < prev_end:
                    problems.append(f"{where}: overlaps previous span")
                prev_start, prev_end = st, max(prev_end, en)
                by_label[lab] += 1
                by_type[typ] += 1
                by_genre_spans[g] += 1
                n_spans += 1
    for lab, ts in ALLOWED.items():
        for t in ts:
            if by_type[t] < 3:
                problems.append(f"type {t} occurs {by_type[t]} times (< 3)")
    if n_notes < 440:
        problems.append(f"only {n_notes} notes (< 440)")
    if n_spans < 12000:
        problems.append(f"only {n_spans} spans (< 12000)")

    if md:
        print("| label | spans |\n|---|---:|")
        for lab in ALLOWED:
            print(f"| {lab} | {by_label[lab]} |")
        print(f"| **total** | **{n_spans}** |\n")
        print("| label | type | spans |\n|---|---|---:|")
        for lab, ts in ALLOWED.items():
            for t in ts:
                print(f"| {lab} | `{t}` | {by_type[t]} |")
        print()
        print("| genre | notes | spans |\n|---|---:|---:|")
        for g in GENRES:
            print(f"| {g} | {by_genre_notes[g]} | {by_genre_spans[g]} |")
        print(f"| **total** | **{n_notes}** | **{n_spans}** |")
    else:
        print(f"notes: {n_notes}   spans: {n_spans}   characters: {n_chars}")
        print("\nper label:")
        for lab in ALLOWED:
            print(f"  {lab:<11} {by_label[lab]:>6}")
        print("\nper type:")
        for lab, ts in ALLOWED.items():
            for t in ts:
                print(f"  {lab:<11} {t:<15} {by_type[t]:>6}")
        print("\nper genre (notes / spans):")
        for g in GENRES:
            print(f"  {g:<36} {by_genre_notes[g]:>4} {by_genre_spans[g]:>6}")
    if problems:
        print(f"\nFAIL: {len(problems)} problem(s)")
        for p in problems[:200]:
            print("  " + p)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
