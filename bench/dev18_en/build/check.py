"""Validate ../notes.jsonl against the annotation guideline's format rules. Standard library only.

Usage: python3 build/check.py [--markdown]
Exits non-zero on any problem.
"""
import collections
import json
import os
import re
import string
import sys

ALLOWED = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
ALL_TYPES = {t for ts in ALLOWED.values() for t in ts}
PUNCT = set(string.punctuation) | {"\u201c", "\u201d", "\u2018", "\u2019", "\u2013", "\u2014"}
# a trailing full stop is allowed only when the value itself ends in an abbreviation or initial ("St.", "K.", "J.S.")
ABBREV_END = re.compile(r"(?:^|[\s.])[A-Za-z]{1,3}\.$")
GENRES = ["general practice consultation", "hospital discharge letter", "neurology clinic letter", "orthopaedic clinic note",
          "psychiatry outpatient review", "obstetric antenatal booking", "sleep clinic report", "ophthalmology clinic note",
          "rheumatology letter", "pre-operative assessment"]


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "notes.jsonl")
    problems = []
    ids = set()
    per_label, per_type, per_genre, spans_genre = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()
    n_notes = n_spans = 0
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                note = json.loads(line)
            except json.JSONDecodeError as e:
                problems.append(f"line {ln}: invalid JSON ({e})")
                continue
            nid = note.get("id")
            if not isinstance(nid, str) or not re.fullmatch(r"dev18-en-\d{4}", nid):
                problems.append(f"line {ln}: bad id {nid!r}")
            if nid in ids:
                problems.append(f"line {ln}: duplicate id {nid}")
            ids.add(nid)
            text = note.get("text")
            meta = note.get("meta", {})
            if not isinstance(text, str) or not text:
                problems.append(f"{nid}: empty text")
                continue
            if meta.get("language") != "en" or meta.get("source") != "dev18-en" or meta.get("genre") not in GENRES:
                problems.append(f"{nid}: bad meta {meta}")
            n_notes += 1
            per_genre[meta.get("genre")] += 1
            prev_end, prev_start = -1, -1
            for sp in note.get("spans", []):
                n_spans += 1
                spans_genre[meta.get("genre")] += 1
                s, e, lab, typ = sp.get("start"), sp.get("end"), sp.get("label"), sp.get("type")
                where = f"{nid} [{s}:{e}]"
                if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                    problems.append(f"{where}: bad offsets")
                    continue
                val = text[s:e]
                if sp.get("text") != val:
                    problems.append(f"{where}: span text {sp.get('text')!r} != {val!r}")
                if lab not in ALLOWED or typ not in ALLOWED[lab]:
                    problems.append(f"{where}: label/type {lab}/{typ} not allowed")
                if val != val.strip():
                    problems.append(f"{where}: whitespace at edge {val!r}")
                if "\n" in val:
                    problems.append(f"{where}: newline inside span {val!r}")
                if val[0] in PUNCT and not (val[0] == "(" and ")" in val) and val[0] != "+":
                    problems.append(f"{where}: leading punctuation {val!r}")
                if val[-1] in PUNCT and not (val[-1] == "." and ABBREV_END.search(val)) and not (val[-1] == ")" and "(" in val):
                    problems.append(f"{where}: trailing punctuation {val!r}")
                if s < prev_start:
                    problems.append(f"{where}: spans not sorted")
                if s < prev_end:
                    problems.append(f"{where}: overlaps previous span")
                # a span should not cut a word in half
                if s > 0 and text[s - 1].isalnum() and val[0].isalnum():
                    problems.append(f"{where}: starts inside a word {text[s-1:e]!r}")
                if e < len(text) and text[e].isalnum() and val[-1].isalnum() and typ != "AGE":
                    problems.append(f"{where}: ends inside a word {text[s:e+1]!r}")
                prev_start, prev_end = s, e
                per_label[lab] += 1
                per_type[typ] += 1
    missing = [t for t in sorted(ALL_TYPES) if per_type[t] < 3]
    if missing:
        problems.append(f"types with fewer than 3 spans: {missing}")
    md = "--markdown" in sys.argv
    print(f"notes: {n_notes}  spans: {n_spans}")
    if md:
        print("\n| label | spans |\n|---|---:|")
        for k, v in sorted(per_label.items()):
            print(f"| {k} | {v} |")
        print("\n| label | type | spans |\n|---|---|---:|")
        for lab in ALLOWED:
            for t in sorted(ALLOWED[lab]):
                print(f"| {lab} | {t} | {per_type[t]} |")
        print("\n| genre | notes | spans |\n|---|---:|---:|")
        for g in GENRES:
            print(f"| {g} | {per_genre[g]} | {spans_genre[g]} |")
    else:
        print("per label:", dict(sorted(per_label.items())))
        print("per type:", dict(sorted(per_type.items())))
        print("per genre:", {g: per_genre[g] for g in GENRES})
    if problems:
        print(f"\nFAIL: {len(problems)} problem(s)")
        for p in problems[:60]:
            print("  " + p)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
