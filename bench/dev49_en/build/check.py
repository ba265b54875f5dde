#!/usr/bin/env python3
"""Validate ../notes.jsonl and print counts by label, type, genre and locale."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")
TYPES = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"}, "AGE": {"AGE"}, "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"}, "PROFESSION": {"PROFESSION"},
}
EDGE_PUNCT = set(".,;:!?\"'()[]{}<>")


def edge_ok(sp):
    t, typ = sp["text"], sp["type"]
    a, z = t[0], t[-1]
    if a.isspace() or z.isspace():
        return False
    if a in EDGE_PUNCT and not (a == "(" and typ in ("PHONE", "FAX") and ")" in t):
        return False
    if z in EDGE_PUNCT:
        # initials such as "J.S." or "Maria K." keep their own full stop
        if not (z == "." and sp["label"] == "NAME" and re.search(r"(^|[\s.])\w\.$", t)):
            return False
    return True


def main():
    errs = []
    ids = set()
    by_label, by_type, by_genre, by_loc = (collections.Counter() for _ in range(4))
    notes = 0
    lengths = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            d = json.loads(line)
            notes += 1
            nid = d["id"]
            if nid in ids:
                errs.append(f"{nid}: duplicate id")
            ids.add(nid)
            if not re.fullmatch(r"dev49-en-\d{4}", nid):
                errs.append(f"{nid}: bad id")
            m = d.get("meta", {})
            if m.get("language") != "en" or m.get("source") != "dev49-en" or not m.get("genre") or not m.get("locale"):
                errs.append(f"{nid}: bad meta")
            text = d["text"]
            lengths.append(len(text.encode("utf-8")))
            by_genre[m.get("genre")] += 1
            by_loc[m.get("locale")] += 1
            last_end = -1
            for sp in sorted(d["spans"], key=lambda s: (s["start"], s["end"])):
                s, e = sp["start"], sp["end"]
                if not (0 <= s < e <= len(text)):
                    errs.append(f"{nid}: bad offsets {sp}"); continue
                if text[s:e] != sp.get("text"):
                    errs.append(f"{nid}: text mismatch {sp} vs {text[s:e]!r}")
                if s < last_end:
                    errs.append(f"{nid}: overlap at {s}")
                last_end = max(last_end, e)
                if sp["label"] not in TYPES or sp["type"] not in TYPES[sp["label"]]:
                    errs.append(f"{nid}: unknown label/type {sp['label']}/{sp['type']}")
                elif not edge_ok(sp):
                    errs.append(f"{nid}: whitespace/punctuation at edge {sp['text']!r}")
                by_label[sp["label"]] += 1
                by_type[(sp["label"], sp["type"])] += 1
    if notes != 320:
        errs.append(f"expected 320 notes, found {notes}")
    print(f"notes: {notes}   spans: {sum(by_label.values())}   text bytes: min {min(lengths)} median {sorted(lengths)[len(lengths)//2]} max {max(lengths)}")
    print("\nby label:")
    for k, v in by_label.most_common():
        print(f"  {k:<12}{v:>6}")
    print("\nby type:")
    for (l, t), v in sorted(by_type.items()):
        print(f"  {l:<12}{t:<16}{v:>6}")
    print("\nby genre:")
    for k, v in sorted(by_genre.items()):
        print(f"  {k:<28}{v:>4}")
    print("\nby locale:")
    for k, v in sorted(by_loc.items()):
        print(f"  {k:<6}{v:>4}")
    if errs:
        print(f"\nFAILED: {len(errs)} problem(s)")
        for e in errs[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
