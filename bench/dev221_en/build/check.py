"""Validate bench/dev221_en/notes.jsonl against the set's rules. Exit status 1 on any failure."""
import sys

sys.dont_write_bytecode = True
import collections
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 600, 8000, 15, 10, 30

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) < 60:
        print("ERROR:", msg)


def private_ip(s):
    p = [int(x) for x in s.split(".")]
    return p[0] == 10 or (p[0] == 192 and p[1] == 168) or (p[0] == 172 and 16 <= p[1] <= 31)


def main():
    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err("line %d does not parse: %s" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    lengths = []
    n_lower = 0
    for i, rec in enumerate(notes):
        nid = rec.get("id")
        if nid != "dev221-%04d" % (i + 1):
            err("id out of order or wrong at line %d: %r" % (i + 1, nid))
        if set(rec) != {"id", "text", "spans", "meta"}:
            err("%s: unexpected fields %s" % (nid, sorted(rec)))
        text = rec["text"]
        lengths.append(len(text))
        meta = rec["meta"]
        if meta.get("source") != "dev221-en" or set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: bad meta %r" % (nid, meta))
        if meta.get("country") not in ("US", "CA"):
            err("%s: bad country" % nid)
        genre_count[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower() or any(ch.isupper() for ch in text):
                err("%s: lowercase note has upper-case letters" % nid)
        prev_end = -1
        prev_start = -1
        for s in rec["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: span outside text %r" % (nid, s))
                continue
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            if text[a:b] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if s["text"] != s["text"].strip():
                err("%s: span with outer whitespace %r" % (nid, s["text"]))
            if s["type"] not in TYPES or TYPES[s["type"]] != s["label"]:
                err("%s: bad label/type %s/%s" % (nid, s["label"], s["type"]))
            if meta.get("lowercase") and s["text"] != s["text"].lower():
                err("%s: upper case in lowercase span" % nid)
            t, v = s["type"], s["text"]
            if v[-1] in ",;:" or (v[-1] == "." and t not in ("PATIENT", "DOCTOR", "FAMILY", "ORGANIZATION", "HOSPITAL", "STREET", "CITY", "COUNTRY")):
                err("%s: trailing punctuation in span %r (%s)" % (nid, v, t))
            # fictional-contact rules
            if t in ("PHONE", "FAX") and "555" not in v:
                err("%s: phone without 555 exchange %r" % (nid, v))
            if t == "EMAIL" and not re.search(r"@([\w-]+\.)*(example\.(com|org|net)|[\w-]+\.test)$", v):
                err("%s: non-fictional email domain %r" % (nid, v))
            if t == "URL" and not re.search(r"(example\.(com|org|net)|\.test)(/|$)", v):
                err("%s: non-fictional URL %r" % (nid, v))
            if t == "IPADDR" and not private_ip(v):
                err("%s: non-private IP %r" % (nid, v))
            if t == "SSN" and re.fullmatch(r"\d{3}[- ]\d{2}[- ]\d{4}", v) and not (v.startswith("9") or v.startswith("000")):
                err("%s: SSN must start with 9 or 000: %r" % (nid, v))
            type_count[t] += 1
    n = len(notes)
    total = sum(type_count.values())
    mean = sum(lengths) / max(1, n)
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if total < MIN_SPANS:
        err("only %d spans" % total)
    for t in TYPES:
        if type_count[t] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (t, type_count[t], MIN_PER_TYPE))
    big = [g for g, k in genre_count.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / max(1, n)
    if not (0.12 <= share <= 0.22):
        err("lowercase share %.3f not about one in six" % share)
    print("notes %d | spans %d | mean length %.0f (min %d, max %d) | lowercase %d" % (n, total, mean, min(lengths), max(lengths), n_lower))
    print("genres: " + ", ".join("%s %d" % (g, k) for g, k in sorted(genre_count.items())))
    print("types: " + ", ".join("%s %d" % (t, type_count[t]) for t in TYPES))
    if errors:
        print("FAILED with %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
