"""Validate bench/dev135_en/notes.jsonl and print counts.

    python3 bench/dev135_en/build/check.py
Exit status 1 if any check fails."""
import collections
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
PUNCT_EDGE = set(".,;:!?\"'()[]{}")
EMAIL_OK = re.compile(r"^[a-z0-9._%+-]+@example\.(com|org|net)$", re.I)
URL_OK = re.compile(r"^(https?://)?([a-z0-9-]+\.)*example\.(com|org|net)(/\S*)?$", re.I)
IP_OK = re.compile(r"^(10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$")
SSN_OK = re.compile(r"^(9\d\d[- ]?\d\d[- ]?\d{4}|000-\d\d-\d{4}|9\d\d \d\d\d \d\d\d)$")

MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30


def main():
    errors = []
    raw = open(PATH, "rb").read()
    rows = [json.loads(l) for l in raw.decode("utf-8").splitlines() if l.strip()]
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    n_lower = 0
    for i, row in enumerate(rows):
        nid = row.get("id")
        if nid != "dev135-%04d" % (i + 1):
            errors.append("%s: id out of order" % nid)
        if set(row) != {"id", "text", "spans", "meta"}:
            errors.append("%s: bad keys %s" % (nid, sorted(row)))
        text = row["text"]
        meta = row["meta"]
        if meta.get("source") != "dev135-en":
            errors.append("%s: bad source" % nid)
        for k in ("genre", "lowercase", "country"):
            if k not in meta:
                errors.append("%s: meta lacks %s" % (nid, k))
        genres[meta["genre"]] += 1
        countries[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errors.append("%s: lowercase note has upper case" % nid)
        prev_end = -1
        for s in sorted(row["spans"], key=lambda x: (x["start"], x["end"])):
            a, b = s["start"], s["end"]
            if set(s) != {"start", "end", "label", "type", "text"}:
                errors.append("%s: span keys %s" % (nid, sorted(s)))
            if not (0 <= a < b <= len(text)):
                errors.append("%s: span out of range %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                errors.append("%s: span text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if a < prev_end:
                errors.append("%s: overlapping span at %d" % (nid, a))
            prev_end = max(prev_end, b)
            v = s["text"]
            if "\n" in v or "\t" in v:
                errors.append("%s: span crosses a line %r" % (nid, v))
            if v != v.strip():
                errors.append("%s: span with edge whitespace %r" % (nid, v))
            if v[0] in PUNCT_EDGE - {"("} or v[-1] in PUNCT_EDGE - {".", ")", "'"}:
                errors.append("%s: span with edge punctuation %r" % (nid, v))
            if v[-1] == "." and not re.search(r"(\b[A-Za-z]\.|St\.|Co\.|Ave\.|Inc\.|Jr\.|Sr\.)$", v, re.I):
                errors.append("%s: span ending with full stop %r" % (nid, v))
            t = s["type"]
            if TYPES.get(t) != s["label"]:
                errors.append("%s: bad label/type %s/%s" % (nid, s["label"], t))
            types[t] += 1
            labels[s["label"]] += 1
            if t in ("PHONE", "FAX") and "555" not in v:
                errors.append("%s: phone without 555 %r" % (nid, v))
            if t == "EMAIL" and not EMAIL_OK.match(v):
                errors.append("%s: email not at example domain %r" % (nid, v))
            if t == "URL" and not URL_OK.match(v):
                errors.append("%s: url not at example domain %r" % (nid, v))
            if t == "IPADDR" and not IP_OK.match(v):
                errors.append("%s: non-private IP %r" % (nid, v))
            if t == "SSN" and not SSN_OK.match(v):
                errors.append("%s: SSN shape %r" % (nid, v))
    n = len(rows)
    n_spans = sum(types.values())
    if n < MIN_NOTES:
        errors.append("only %d notes" % n)
    if n_spans < MIN_SPANS:
        errors.append("only %d spans" % n_spans)
    for t in TYPES:
        if types[t] < MIN_TYPE:
            errors.append("type %s has %d spans" % (t, types[t]))
    big = [g for g, k in genres.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / n if n else 0
    if not (0.14 <= share <= 0.20):
        errors.append("lowercase share %.3f not about 1/6" % share)

    print("notes: %d   spans: %d   mean spans/note: %.1f" % (n, n_spans, n_spans / max(n, 1)))
    print("lowercase: %d (%.1f%%)   countries: %s" % (n_lower, 100 * share, dict(sorted(countries.items()))))
    print("\nlabels:")
    for k, v in sorted(labels.items(), key=lambda x: -x[1]):
        print("  %-12s %6d" % (k, v))
    print("\nfine types:")
    for t in TYPES:
        print("  %-10s %-15s %6d" % (TYPES[t], t, types[t]))
    print("  smallest: %s %d" % min(((t, types[t]) for t in TYPES), key=lambda x: x[1]))
    print("\ngenres:")
    for g, k in sorted(genres.items()):
        print("  %-26s %4d" % (g, k))
    print("\nmd5 notes.jsonl: %s" % hashlib.md5(raw).hexdigest())
    if errors:
        print("\nFAILED: %d problems" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nALL CHECKS PASSED")


if __name__ == "__main__":
    main()
