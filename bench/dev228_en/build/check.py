"""Validate ../notes.jsonl for dev228_en. Exit status 1 on any failure."""
import collections
import json
import os
import sys

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
PUNCT_EDGE = ".,;:!?\"'()[]{}"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "notes.jsonl")
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    n_lower = 0
    total_len = 0
    lens = []
    for i, r in enumerate(notes):
        nid = "dev228-%04d" % (i + 1)
        if r.get("id") != nid:
            errs.append("note %d: id %r, expected %s" % (i + 1, r.get("id"), nid))
        if set(r.keys()) != {"id", "text", "spans", "meta"}:
            errs.append("%s: fields %s" % (nid, sorted(r.keys())))
        t = r["text"]
        meta = r["meta"]
        if meta.get("source") != "dev228-en" or not meta.get("genre") or meta.get("country") not in ("IE", "NZ") \
                or not isinstance(meta.get("lowercase"), bool):
            errs.append("%s: bad meta %r" % (nid, meta))
        genre_counts[meta.get("genre")] += 1
        lens.append(len(t))
        total_len += len(t)
        if meta.get("lowercase"):
            n_lower += 1
            if t != t.lower() or any(ch.isupper() for ch in t):
                errs.append("%s: lowercase note has upper-case letters" % nid)
        prev_end = -1
        prev_start = -1
        for sp in r["spans"]:
            if set(sp.keys()) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: span fields %s" % (nid, sorted(sp.keys())))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
                errs.append("%s: span out of range %r" % (nid, sp))
                continue
            if s < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                errs.append("%s: overlapping span at %d" % (nid, s))
            prev_end, prev_start = e, s
            if t[s:e] != sp["text"]:
                errs.append("%s: span text mismatch %r vs %r" % (nid, t[s:e], sp["text"]))
            if sp["text"] != sp["text"].strip():
                errs.append("%s: span with edge whitespace %r" % (nid, sp["text"]))
            if sp["type"] not in TYPES or TYPES[sp["type"]] != sp["label"]:
                errs.append("%s: bad label/type %s/%s" % (nid, sp["label"], sp["type"]))
            if sp["text"][-1] in ",;:!?\"')]" or sp["text"][0] in ",;:!?\"'[":
                errs.append("%s: span with edge punctuation %r" % (nid, sp["text"]))
            if sp["text"][0] == "(" and ")" not in sp["text"]:
                errs.append("%s: unbalanced bracket %r" % (nid, sp["text"]))
            if meta.get("lowercase") and any(ch.isupper() for ch in sp["text"]):
                errs.append("%s: upper-case span in lowercase note" % nid)
            type_counts[sp["type"]] += 1
    n = len(notes)
    nspans = sum(type_counts.values())
    mean = total_len / float(n) if n else 0
    if n < 330:
        errs.append("only %d notes (need >= 330)" % n)
    if mean < 1200 and n < 600:
        errs.append("mean length %.0f < 1200 needs >= 600 notes" % mean)
    if nspans < 8000:
        errs.append("only %d spans (need >= 8000)" % nspans)
    for ty in TYPES:
        if type_counts[ty] < 15:
            errs.append("type %s has %d spans (need >= 15)" % (ty, type_counts[ty]))
    big = [g for g, k in genre_counts.items() if k >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >= 30 notes" % len(big))
    frac = n_lower / float(n) if n else 0
    if not (0.12 <= frac <= 0.22):
        errs.append("lower-cased fraction %.3f not about one in six" % frac)
    print("notes %d  spans %d  mean length %.0f (min %d, max %d)  lowercase %d" % (n, nspans, mean, min(lens), max(lens), n_lower))
    print("genres: " + ", ".join("%s %d" % (g, k) for g, k in sorted(genre_counts.items())))
    print("types: " + ", ".join("%s %d" % (ty, type_counts[ty]) for ty in TYPES))
    if errs:
        for x in errs[:50]:
            print("ERROR", x)
        print("%d errors" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
