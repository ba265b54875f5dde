"""Validate ../notes.jsonl for dev152_en. Run from bench/dev152_en:  python3 build/check.py"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

VALID = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
ALL_TYPES = {t for ts in VALID.values() for t in ts}
EDGE_PUNCT = set(",;:!?\"'()[]{}<>")
MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30


def edge_problem(sp):
    t = sp["text"]
    if t != t.strip():
        return "whitespace at edge"
    first, last = t[0], t[-1]
    if first in EDGE_PUNCT and not (first == "(" and sp["type"] in ("PHONE", "FAX") and ")" in t):
        return "leading punctuation"
    if last in EDGE_PUNCT:
        return "trailing punctuation"
    if last == "." and not re.search(r"(^|[\s.])[A-Za-z]\.$", t):
        return "trailing full stop"
    if last in "-/&":
        return "trailing connector"
    return None


def main():
    errors = []
    types = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    n_notes = n_spans = n_lower = total_chars = 0
    ids = set()
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            row = json.loads(line)
            nid = row["id"]
            if nid in ids:
                errors.append("%s: duplicate id" % nid)
            ids.add(nid)
            text = row["text"]
            meta = row["meta"]
            if meta.get("source") != "dev152-en":
                errors.append("%s: bad source" % nid)
            n_notes += 1
            total_chars += len(text)
            genres[meta["genre"]] += 1
            countries[meta["country"]] += 1
            if meta["lowercase"]:
                n_lower += 1
                if text != text.lower():
                    errors.append("%s: flagged lowercase but has capitals" % nid)
            prev_end = -1
            for sp in sorted(row["spans"], key=lambda s: (s["start"], s["end"])):
                n_spans += 1
                s, e, lab, typ = sp["start"], sp["end"], sp["label"], sp["type"]
                if not (0 <= s < e <= len(text)):
                    errors.append("%s: bad offsets %r" % (nid, sp))
                    continue
                if text[s:e] != sp["text"]:
                    errors.append("%s: text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
                if lab not in VALID or typ not in VALID[lab]:
                    errors.append("%s: bad label/type %s/%s" % (nid, lab, typ))
                if s < prev_end:
                    errors.append("%s: overlap at %d" % (nid, s))
                prev_end = max(prev_end, e)
                prob = edge_problem(sp)
                if prob:
                    errors.append("%s: %s in %r (%s)" % (nid, prob, sp["text"], typ))
                if typ == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(-[a-z]+)?( hundred( and [a-z]+(-[a-z]+)?)?)?", sp["text"].lower()):
                    errors.append("%s: odd age %r" % (nid, sp["text"]))
                types[typ] += 1
    # minimums
    if n_notes < MIN_NOTES:
        errors.append("only %d notes" % n_notes)
    avg = total_chars / max(1, n_notes)
    if avg < 1200 and n_notes < 600:
        errors.append("short notes (avg %.0f chars) need at least 600 notes" % avg)
    if n_spans < MIN_SPANS:
        errors.append("only %d spans" % n_spans)
    for t in sorted(ALL_TYPES):
        if types[t] < MIN_TYPE:
            errors.append("type %s only %d" % (t, types[t]))
    big = [g for g, n in genres.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / max(1, n_notes)
    if not 0.10 <= frac <= 0.25:
        errors.append("lower-case fraction %.2f out of range" % frac)

    print("notes %d  spans %d  avg chars %.0f  lowercase %d (%.1f%%)" % (n_notes, n_spans, avg, n_lower, 100 * frac))
    print("countries:", dict(countries))
    print("\nper type:")
    for t in sorted(ALL_TYPES, key=lambda x: -types[x]):
        print("  %-15s %6d" % (t, types[t]))
    print("  min over types: %d" % min(types[t] for t in ALL_TYPES))
    print("\nper genre:")
    for g, n in sorted(genres.items()):
        print("  %-28s %4d" % (g, n))
    if errors:
        print("\n%d ERRORS" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
