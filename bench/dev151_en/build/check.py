"""Validate ../notes.jsonl for dev151_en. Run from bench/dev151_en: python3 build/check.py"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

VALID = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
ALL_TYPES = set().union(*VALID.values())
EDGE_PUNCT = set(",;:!?\"'()[]{}<>.-/|")
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 600, 8000, 15, 10, 30


def edge_ok(v):
    if v != v.strip():
        return False
    a, b = v[0], v[-1]
    if a in EDGE_PUNCT and not (a == "(" and ")" in v[1:]):
        return False
    if b in EDGE_PUNCT:
        # a trailing full stop is allowed only on an initial (e.g. "Maria K.", "J.S.")
        if not (b == "." and re.search(r"(^|[^A-Za-z])[A-Za-z]\.$", v)):
            return False
    return True


def main():
    errors = []
    notes = [json.loads(l) for l in open(PATH, encoding="utf-8")]
    by_type = collections.Counter()
    by_genre = collections.Counter()
    lower = 0
    total_chars = 0
    ids = set()
    for nt in notes:
        t = nt["text"]
        total_chars += len(t)
        if nt["id"] in ids:
            errors.append("duplicate id " + nt["id"])
        ids.add(nt["id"])
        m = nt["meta"]
        if m.get("source") != "dev151-en" or "genre" not in m or "country" not in m:
            errors.append(nt["id"] + ": bad meta")
        by_genre[m["genre"]] += 1
        if m.get("lowercase"):
            lower += 1
            if t != t.lower():
                errors.append(nt["id"] + ": lowercase flag but text not lower-cased")
        prev_end = -1
        for s in sorted(nt["spans"], key=lambda s: (s["start"], s["end"])):
            st, en = s["start"], s["end"]
            if not (0 <= st < en <= len(t)):
                errors.append("%s: bad offsets %r" % (nt["id"], s)); continue
            if t[st:en] != s["text"]:
                errors.append("%s: text mismatch %r vs %r" % (nt["id"], t[st:en], s["text"]))
            if s["label"] not in VALID or s["type"] not in VALID[s["label"]]:
                errors.append("%s: invalid label/type %s/%s" % (nt["id"], s["label"], s["type"]))
            if st < prev_end:
                errors.append("%s: overlap at %d" % (nt["id"], st))
            prev_end = max(prev_end, en)
            if not edge_ok(s["text"]):
                errors.append("%s: edge whitespace/punctuation %r" % (nt["id"], s["text"]))
            by_type[s["type"]] += 1
    n_spans = sum(by_type.values())
    avg = total_chars / max(1, len(notes))
    need_notes = MIN_NOTES if avg >= 1200 else MIN_NOTES_SHORT
    if len(notes) < need_notes:
        errors.append("too few notes: %d < %d (avg chars %.0f)" % (len(notes), need_notes, avg))
    if n_spans < MIN_SPANS:
        errors.append("too few spans: %d" % n_spans)
    for ty in sorted(ALL_TYPES):
        if by_type[ty] < MIN_TYPE:
            errors.append("type %s only %d" % (ty, by_type[ty]))
    big = [g for g, k in by_genre.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = lower / max(1, len(notes))
    if not (0.10 <= frac <= 0.25):
        errors.append("lower-case fraction %.3f outside 0.10-0.25" % frac)

    print("notes: %d   spans: %d   avg chars: %.0f   lower-cased: %d (%.1f%%)" % (
        len(notes), n_spans, avg, lower, 100 * frac))
    print("\nspans per type:")
    for ty in sorted(ALL_TYPES, key=lambda x: -by_type[x]):
        print("  %-15s %6d" % (ty, by_type[ty]))
    print("  min over types: %d" % min(by_type[t] for t in ALL_TYPES))
    print("\nnotes per genre:")
    for g, k in sorted(by_genre.items()):
        print("  %-34s %4d" % (g, k))
    print("\ncountries:", dict(collections.Counter(n["meta"]["country"] for n in notes)))
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        for e in errors[:50]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
