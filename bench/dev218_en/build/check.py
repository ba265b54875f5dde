"""Validate ../notes.jsonl for dev218_en. Exit status 1 on any failure. Prints summary statistics."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type table from docs/annotation_guideline.md
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def main():
    errs = []

    def err(msg):
        errs.append(msg)
        if len(errs) < 60:
            print("ERROR:", msg)

    recs = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                err("line %d does not parse: %s" % (ln, e))
    ids = [r.get("id") for r in recs]
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    for i, r in enumerate(recs):
        if r.get("id") != "dev218-%04d" % (i + 1):
            err("id out of order at line %d: %r" % (i + 1, r.get("id")))
    per_type = collections.Counter()
    per_genre = collections.Counter()
    lens = []
    nlower = 0
    country = collections.Counter()
    for r in recs:
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err("%s: wrong fields %s" % (rid, sorted(r)))
            continue
        t = r["text"]
        m = r["meta"]
        if not isinstance(t, str) or not t:
            err("%s: empty text" % rid)
            continue
        lens.append(len(t))
        if set(m) != {"source", "genre", "lowercase", "country"} or m.get("source") != "dev218-en":
            err("%s: bad meta %r" % (rid, m))
        if m.get("country") not in ("US", "UK"):
            err("%s: bad country" % rid)
        if not isinstance(m.get("lowercase"), bool):
            err("%s: lowercase flag not bool" % rid)
        per_genre[m.get("genre")] += 1
        country[m.get("country")] += 1
        if m.get("lowercase"):
            nlower += 1
            if any(ch.isupper() for ch in t):
                err("%s: upper-case letter in lower-cased note" % rid)
        prev_end = -1
        prev_start = -1
        for s in r["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (rid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err("%s: span outside text %r" % (rid, s))
                continue
            if a < prev_start:
                err("%s: spans not sorted at %d" % (rid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (rid, a))
            prev_start, prev_end = a, b
            if t[a:b] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (rid, t[a:b], s["text"]))
            if s["text"] != s["text"].strip():
                err("%s: span with edge whitespace %r" % (rid, s["text"]))
            if s["type"] not in TYPES or TYPES[s["type"]] != s["label"]:
                err("%s: bad label/type %s/%s" % (rid, s["label"], s["type"]))
            if s["text"][-1] in ",;:\"'" or s["text"][0] in "\"'":
                err("%s: punctuation at span edge %r" % (rid, s["text"]))
            if s["label"] == "NAME":
                initials = s["text"].endswith(".") and s["text"][-3:-2] == "."
                if s["text"].endswith("'s") or (s["text"].endswith(".") and not initials):
                    err("%s: name span takes possessive/full stop %r" % (rid, s["text"]))
            if m.get("lowercase") and any(ch.isupper() for ch in s["text"]):
                err("%s: upper-case span text in lower-cased note" % rid)
            per_type[s["type"]] += 1
    n = len(recs)
    nspans = sum(per_type.values())
    mean = sum(lens) / max(1, len(lens))
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d)" % (n, need))
    if nspans < MIN_SPANS:
        err("only %d spans" % nspans)
    for ty in TYPES:
        if per_type[ty] < MIN_PER_TYPE:
            err("type %s has %d spans" % (ty, per_type[ty]))
    big = [g for g, k in per_genre.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = nlower / max(1, n)
    if not 0.13 <= frac <= 0.21:
        err("lower-cased fraction %.3f not about one in six" % frac)
    print("notes %d | spans %d | mean length %.0f (min %d, max %d) | lower-cased %d | countries %s" % (
        n, nspans, mean, min(lens), max(lens), nlower, dict(sorted(country.items()))))
    print("genres:", ", ".join("%s %d" % (g, k) for g, k in sorted(per_genre.items())))
    print("types:", ", ".join("%s %d" % (ty, per_type[ty]) for ty in TYPES))
    if errs:
        print("FAILED: %d error(s)" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
