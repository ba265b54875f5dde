"""Validate bench/dev155_en/notes.jsonl against the annotation guideline and the set's size targets."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

VALID = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"}, "AGE": {"AGE"}, "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"}, "PROFESSION": {"PROFESSION"},
}
ALL_TYPES = {t for ts in VALID.values() for t in ts}
MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")


def edge_ok(s):
    if s != s.strip():
        return False
    a, z = s[0], s[-1]
    if not (a.isalnum() or (a == "(" and ")" in s) or a == "+"):
        return False
    if z.isalnum() or (z == ")" and "(" in s):
        return True
    return z == "." and bool(INITIAL_END.search(s))


def main():
    errs = []
    notes = [json.loads(l) for l in open(PATH, encoding="utf-8")]
    types, genres, labels = collections.Counter(), collections.Counter(), collections.Counter()
    ids, nlow, nchar = set(), 0, 0
    for n in notes:
        t = n["text"]
        nchar += len(t)
        if n["id"] in ids:
            errs.append(f"duplicate id {n['id']}")
        ids.add(n["id"])
        m = n["meta"]
        genres[m["genre"]] += 1
        nlow += bool(m["lowercase"])
        if m["lowercase"] and t != t.lower():
            errs.append(f"{n['id']}: lowercase flag but text has capitals")
        if m.get("source") != "dev155-en":
            errs.append(f"{n['id']}: bad source")
        prev = -1
        for s in sorted(n["spans"], key=lambda x: (x["start"], x["end"])):
            a, b = s["start"], s["end"]
            if not (0 <= a < b <= len(t)):
                errs.append(f"{n['id']}: bad offsets {a}-{b}")
                continue
            if t[a:b] != s["text"]:
                errs.append(f"{n['id']}: text mismatch at {a}: {t[a:b]!r} != {s['text']!r}")
            if s["type"] not in VALID.get(s["label"], ()):
                errs.append(f"{n['id']}: invalid label/type {s['label']}/{s['type']}")
            if a < prev:
                errs.append(f"{n['id']}: overlap at {a}")
            prev = b
            if not edge_ok(s["text"]):
                errs.append(f"{n['id']}: edge whitespace/punctuation {s['text']!r}")
            if a > 0 and t[a - 1].isalnum() and s["text"][0].isalnum():
                errs.append(f"{n['id']}: span starts mid-token {t[max(0, a - 5):b]!r}")
            if b < len(t) and t[b].isalnum() and s["text"][-1].isalnum() and s["type"] != "AGE":
                errs.append(f"{n['id']}: span ends mid-token {t[a:b + 5]!r}")
            types[s["type"]] += 1
            labels[s["label"]] += 1
    nspans = sum(types.values())
    avg = nchar / max(1, len(notes))
    need_notes = MIN_NOTES if avg >= 1200 else 600
    if len(notes) < need_notes:
        errs.append(f"only {len(notes)} notes (need {need_notes}, avg length {avg:.0f})")
    if nspans < MIN_SPANS:
        errs.append(f"only {nspans} spans")
    for ty in sorted(ALL_TYPES):
        if types[ty] < MIN_TYPE:
            errs.append(f"type {ty} only {types[ty]}")
    big = [g for g, k in genres.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    frac = nlow / max(1, len(notes))
    if not 0.10 <= frac <= 0.25:
        errs.append(f"lowercase fraction {frac:.2f} not about 1/6")

    print(f"notes {len(notes)}  spans {nspans}  avg chars {avg:.0f}  lowercase {nlow} ({frac:.1%})")
    print("\nper label:")
    for k, v in sorted(labels.items()):
        print(f"  {k:<12}{v}")
    print("\nper type:")
    for ty in sorted(ALL_TYPES, key=lambda x: -types[x]):
        print(f"  {ty:<16}{types[ty]}")
    print(f"  (min over types: {min(types[t] for t in ALL_TYPES)})")
    print("\nper genre:")
    for g, k in sorted(genres.items()):
        print(f"  {g:<34}{k}")
    if errs:
        print(f"\nFAILED: {len(errs)} problem(s)")
        for e in errs[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
