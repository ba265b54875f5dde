#!/usr/bin/env python3
"""Validate bench/dev17_en/notes.jsonl (stdlib only). Exit 1 on any problem. --markdown prints README tables."""
import collections
import json
import os
import re
import sys

ALLOWED = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"}, "AGE": {"AGE"}, "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"}, "PROFESSION": {"PROFESSION"},
}
ALL_TYPES = {t for ts in ALLOWED.values() for t in ts}
# A trailing full stop is allowed only when the value itself ends in an abbreviation or an initial.
ABBR_END = re.compile(r"(?:\b[A-Za-z]|\b(?:St|Ave|Rd|Co|Jr|Sr|Blvd|Dr|Ln|Mt|Pl|Inc|Ltd|Cres|Ct|Apt))\.$", re.IGNORECASE)
MIN_PER_TYPE = 3


def edge_ok(s):
    first, last = s[0], s[-1]
    if not (first.isalnum() or first in "(+"):
        return False
    if first == "(" and ")" not in s:
        return False
    if last.isalnum():
        return True
    if last == "." and ABBR_END.search(s):
        return True
    if last == ")" and "(" in s:
        return True
    return False


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "notes.jsonl")
    problems, ids = [], set()
    by_label, by_type, by_genre, by_locale = (collections.Counter() for _ in range(4))
    spans_by_genre = collections.Counter()
    n_notes = n_spans = 0
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"line {ln}: invalid JSON ({e})")
                continue
            n_notes += 1
            rid = rec.get("id")
            if not isinstance(rid, str) or not re.fullmatch(r"dev17-en-\d{4}", rid):
                problems.append(f"line {ln}: bad id {rid!r}")
            if rid in ids:
                problems.append(f"line {ln}: duplicate id {rid}")
            ids.add(rid)
            text, meta = rec.get("text"), rec.get("meta") or {}
            if not isinstance(text, str) or not text:
                problems.append(f"{rid}: empty text")
                continue
            if meta.get("language") != "en" or meta.get("source") != "dev17-en" or not meta.get("genre"):
                problems.append(f"{rid}: bad meta {meta}")
            g = meta.get("genre")
            by_genre[g] += 1
            by_locale[meta.get("locale")] += 1
            prev_end, prev_start = -1, -1
            for sp in rec.get("spans", []):
                n_spans += 1
                s, e, lab, typ = sp.get("start"), sp.get("end"), sp.get("label"), sp.get("type")
                if set(sp) != {"start", "end", "label", "type", "text"}:
                    problems.append(f"{rid}: span keys {sorted(sp)}")
                if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                    problems.append(f"{rid}: bad offsets {s}-{e}")
                    continue
                val = text[s:e]
                if sp.get("text") != val:
                    problems.append(f"{rid}: span text {sp.get('text')!r} != text[{s}:{e}] {val!r}")
                if lab not in ALLOWED or typ not in ALLOWED[lab]:
                    problems.append(f"{rid}: label/type {lab}/{typ} not allowed")
                if val != val.strip() or "\n" in val:
                    problems.append(f"{rid}: whitespace at edge/inside {val!r}")
                elif not edge_ok(val):
                    problems.append(f"{rid}: punctuation at span edge {val!r}")
                if s < prev_start:
                    problems.append(f"{rid}: spans not sorted at {s}")
                if s < prev_end:
                    problems.append(f"{rid}: overlap at {s}-{e}")
                prev_start, prev_end = s, max(prev_end, e)
                by_label[lab] += 1
                by_type[typ] += 1
                spans_by_genre[g] += 1
    for t in sorted(ALL_TYPES):
        if by_type[t] < MIN_PER_TYPE:
            problems.append(f"type {t} occurs {by_type[t]} times (< {MIN_PER_TYPE})")

    md = "--markdown" in sys.argv
    if md:
        print("| label | spans |\n|---|---:|")
        for k, v in sorted(by_label.items(), key=lambda x: -x[1]):
            print(f"| {k} | {v} |")
        print("\n| type | label | spans |\n|---|---|---:|")
        lab_of = {t: l for l, ts in ALLOWED.items() for t in ts}
        for k, v in sorted(by_type.items(), key=lambda x: (lab_of[x[0]], -x[1])):
            print(f"| {k} | {lab_of[k]} | {v} |")
        print("\n| genre | notes | spans |\n|---|---:|---:|")
        for k in sorted(by_genre):
            print(f"| {k} | {by_genre[k]} | {spans_by_genre[k]} |")
        print("\n| locale | notes |\n|---|---:|")
        for k, v in sorted(by_locale.items(), key=lambda x: -x[1]):
            print(f"| {k} | {v} |")
    else:
        print(f"notes: {n_notes}   spans: {n_spans}")
        print("per label:", dict(sorted(by_label.items(), key=lambda x: -x[1])))
        print("per type:", dict(sorted(by_type.items(), key=lambda x: -x[1])))
        print("per genre:", dict(sorted(by_genre.items())))
        print("spans per genre:", dict(sorted(spans_by_genre.items())))
        print("per locale:", dict(sorted(by_locale.items(), key=lambda x: -x[1])))
    if problems:
        print(f"\nFAILED: {len(problems)} problem(s)")
        for p in problems[:60]:
            print("  " + p)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
