"""Validate ../notes.jsonl for dev150_en. Run from bench/dev150_en: python3 build/check.py"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
INITIAL_END = re.compile(r"(^|[\s,.])[A-Za-z]\.$")  # name ending in an initial: "Maria K.", "J.S."


def edge_ok(s, typ):
    if not s or s != s.strip():
        return False
    first, last = s[0], s[-1]
    if not first.isalnum():
        if not (typ in ("PHONE", "FAX") and first in "(+" and (first == "+" or ")" in s)):
            return False
    if not last.isalnum():
        if not (typ in ("PATIENT", "DOCTOR", "FAMILY") and last == "." and INITIAL_END.search(s)):
            return False
    return True


def main():
    errs = []
    notes = [json.loads(l) for l in open(PATH, encoding="utf-8")]
    ids = set()
    by_type, by_genre, by_label = collections.Counter(), collections.Counter(), collections.Counter()
    nspans, nlower, chars = 0, 0, 0
    for n in notes:
        t, nid = n["text"], n["id"]
        if nid in ids:
            errs.append(f"{nid}: duplicate id")
        ids.add(nid)
        meta = n["meta"]
        by_genre[meta["genre"]] += 1
        nlower += bool(meta["lowercase"])
        chars += len(t)
        if meta["source"] != "dev150-en" or meta["country"] not in ("US", "CA"):
            errs.append(f"{nid}: bad meta {meta}")
        if meta["lowercase"] and t != t.lower():
            errs.append(f"{nid}: lowercase flag but upper-case text")
        prev_end = -1
        for s in sorted(n["spans"], key=lambda x: (x["start"], x["end"])):
            a, b, typ = s["start"], s["end"], s["type"]
            nspans += 1
            by_type[typ] += 1
            by_label[s["label"]] += 1
            if not (0 <= a < b <= len(t)):
                errs.append(f"{nid}: bad offsets {s}"); continue
            if t[a:b] != s["text"]:
                errs.append(f"{nid}: text mismatch {s} vs {t[a:b]!r}")
            if LABEL.get(typ) != s["label"]:
                errs.append(f"{nid}: bad label/type {s['label']}/{typ}")
            if a < prev_end:
                errs.append(f"{nid}: overlap at {a}")
            prev_end = b
            if not edge_ok(t[a:b], typ):
                errs.append(f"{nid}: bad edge {typ} {t[a:b]!r}")
            if a > 0 and t[a - 1].isalnum() and typ not in ("AGE",):
                errs.append(f"{nid}: span starts inside a word {typ} {t[max(0, a - 5):b]!r}")
            if b < len(t) and t[b].isalnum() and typ not in ("AGE", "STATE") and not (typ == "DATE"):
                errs.append(f"{nid}: span ends inside a word {typ} {t[a:b + 5]!r}")
    print(f"notes {len(notes)}  spans {nspans}  lowercase {nlower} ({nlower / len(notes):.1%})  "
          f"mean chars {chars / len(notes):.0f}")
    print("\nper type:")
    for typ in LABEL:
        print(f"  {typ:<16}{by_type[typ]:>6}")
        if by_type[typ] < MIN_TYPE:
            errs.append(f"type {typ} only {by_type[typ]}")
    print("\nper label:", dict(by_label))
    print("\nper genre:")
    for g, k in sorted(by_genre.items()):
        print(f"  {g:<30}{k:>5}")
    big = [g for g, k in by_genre.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    min_notes = MIN_NOTES if chars / len(notes) >= 1200 else 600
    if len(notes) < min_notes:
        errs.append(f"only {len(notes)} notes (need {min_notes})")
    if nspans < MIN_SPANS:
        errs.append(f"only {nspans} spans")
    if not (0.10 <= nlower / len(notes) <= 0.25):
        errs.append(f"lowercase share {nlower / len(notes):.2f} not about one in six")
    print(f"\nmin over fine types: {min(by_type[t] for t in LABEL)}")
    if errs:
        print(f"\n{len(errs)} ERRORS")
        for e in errs[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
