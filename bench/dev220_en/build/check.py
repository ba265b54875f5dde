"""Validate ../notes.jsonl for dev220_en. Exit status 1 on any failure."""
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "..", "notes.jsonl")

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
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def main():
    errs = []

    def err(msg):
        errs.append(msg)
        if len(errs) < 50:
            print("ERROR:", msg)

    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err("line %d does not parse: %s" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    n_lower = 0
    lengths = []
    n_spans = 0
    for i, rec in enumerate(notes):
        rid = rec.get("id")
        if rid != "dev220-%04d" % (i + 1):
            err("id out of order or wrong at line %d: %r" % (i + 1, rid))
        if set(rec) != {"id", "text", "spans", "meta"}:
            err("%s: fields %s" % (rid, sorted(rec)))
        text = rec["text"]
        lengths.append(len(text))
        meta = rec["meta"]
        if meta.get("source") != "dev220-en" or set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: bad meta %r" % (rid, meta))
        if meta.get("country") not in ("AU", "US"):
            err("%s: bad country" % rid)
        genre_count[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower() or any(ch.isupper() for ch in text):
                err("%s: lowercase note has upper-case letters" % rid)
        prev_end = -1
        prev_start = -1
        for s in rec["spans"]:
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (rid, sorted(s)))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: span out of range %r" % (rid, s))
                continue
            if st < prev_start:
                err("%s: spans not sorted at %d" % (rid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (rid, st))
            prev_start, prev_end = st, en
            if text[st:en] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (rid, text[st:en], s["text"]))
            if s["text"] != s["text"].strip():
                err("%s: span with edge whitespace %r" % (rid, s["text"]))
            if s["type"] not in TYPES or TYPES[s["type"]] != s["label"]:
                err("%s: bad label/type %s/%s" % (rid, s["label"], s["type"]))
            if meta.get("lowercase") and s["text"] != s["text"].lower():
                err("%s: upper case in lowercase span" % rid)
            type_count[s["type"]] += 1
    ids = [r.get("id") for r in notes]
    if len(ids) != len(set(ids)):
        err("duplicate ids")
    n = len(notes)
    mean = sum(lengths) / n if n else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans" % n_spans)
    for t in TYPES:
        if type_count[t] < MIN_PER_TYPE:
            err("type %s has %d spans" % (t, type_count[t]))
    big = [g for g, k in genre_count.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not (0.13 <= frac <= 0.21):
        err("lower-cased fraction %.3f not about one in six" % frac)
    print("notes %d, spans %d, mean length %.0f (min %d, max %d), lowercase %d" %
          (n, n_spans, mean, min(lengths), max(lengths), n_lower))
    print("genres:", ", ".join("%s %d" % kv for kv in sorted(genre_count.items())))
    print("types:", ", ".join("%s %d" % (t, type_count[t]) for t in TYPES))
    if errs:
        print("FAILED: %d error(s)" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
