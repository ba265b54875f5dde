"""Validate bench/dev168_en/notes.jsonl (run from bench/dev168_en: python3 build/check.py).

Exits non-zero on the first class of failure found; prints counts per type and genre.
"""
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

VALID = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE = 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.10, 0.24)
EDGE_PUNCT = ",;:.!?\"'([{"
EDGE_PUNCT_END = ",;:.!?\"')]}"


def main():
    errors = []

    def err(msg):
        errors.append(msg)

    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            if not line.endswith("\n"):
                err("line %d: missing newline" % ln)
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    ids = Counter()
    types = Counter()
    genres = Counter()
    lower = 0
    total_chars = 0
    nspans = 0
    for k, rec in enumerate(notes, 1):
        nid = rec.get("id")
        ids[nid] += 1
        if nid != "dev168-%04d" % k:
            err("%s: id out of sequence" % nid)
        if list(rec.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: keys %r" % (nid, list(rec.keys())))
        text = rec["text"]
        meta = rec["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta keys" % nid)
        if meta.get("source") != "dev168-en":
            err("%s: source" % nid)
        if meta.get("country") not in ("US", "UK"):
            err("%s: country" % nid)
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        total_chars += len(text)
        genres[meta["genre"]] += 1
        if meta["lowercase"]:
            lower += 1
            if text != text.lower():
                err("%s: flagged lowercase but text is not" % nid)
        prev_end = -1
        for sp in rec["spans"]:
            nspans += 1
            if list(sp.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span keys %r" % (nid, list(sp.keys())))
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            v = text[s:e]
            if v != sp["text"]:
                err("%s: offset text mismatch %r vs %r" % (nid, v, sp["text"]))
            if v != v.strip() or not v.strip():
                err("%s: whitespace at span edge %r" % (nid, v))
            bad_start = v[0] in EDGE_PUNCT and not (v[0] == "(" and ")" in v)
            bad_end = v[-1] in EDGE_PUNCT_END and not (
                (v[-1] == ")" and "(" in v) or
                (v[-1] == "." and len(v) >= 2 and v[-2].isalpha() and
                 (len(v) == 2 or not v[-3].isalnum())))  # trailing initial: "Maria K."
            if bad_start or bad_end:
                err("%s: punctuation at span edge %r" % (nid, v))
            if e < len(text) and text[e].isalnum() and v[-1].isalnum() and sp["type"] != "AGE":
                err("%s: span ends inside a word %r" % (nid, v))
            if s > 0 and text[s - 1].isalnum() and v[0].isalnum() and sp["type"] != "AGE":
                err("%s: span starts inside a word %r" % (nid, v))
            if v.count("(") != v.count(")"):
                err("%s: unbalanced brackets %r" % (nid, v))
            if s < prev_end:
                err("%s: overlapping or unsorted spans at %d" % (nid, s))
            prev_end = e
            if VALID.get(sp["type"]) != sp["label"]:
                err("%s: invalid label/type %s/%s" % (nid, sp["label"], sp["type"]))
            types[sp["type"]] += 1
            if sp["type"] == "AGE" and not v.isdigit():
                err("%s: age span not digits %r" % (nid, v))
            if sp["type"] in ("PHONE", "FAX") and len(v.replace(" ", "")) > 9 and "555" not in v:
                err("%s: phone/fax not on 555 %r" % (nid, v))
            if sp["type"] == "EMAIL" and not v.endswith(("example.com", "example.org",
                                                         "example.net")):
                err("%s: email domain %r" % (nid, v))
            if sp["type"] == "URL" and "example." not in v:
                err("%s: url domain %r" % (nid, v))
            if sp["type"] == "IPADDR" and not v.startswith(("10.", "192.168.", "172.")):
                err("%s: ip not private %r" % (nid, v))
            if sp["type"] == "SSN" and not (v[0] == "9" or v.startswith("000") or
                                            v.upper().startswith("QQ")):
                err("%s: ssn not fictional range %r" % (nid, v))
    dup = [i for i, c in ids.items() if c > 1]
    if dup:
        err("duplicate ids: %r" % dup[:5])

    n = len(notes)
    mean = total_chars / n if n else 0
    need = MIN_NOTES if mean >= SHORT_MEAN else MIN_NOTES_SHORT
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if nspans < MIN_SPANS:
        err("only %d spans" % nspans)
    for t in sorted(VALID):
        if types[t] < MIN_PER_TYPE:
            err("type %s only %d" % (t, types[t]))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = lower / n if n else 0
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        err("lower-cased share %.3f outside %r" % (frac, LOWER_RANGE))

    print("notes: %d   spans: %d   mean chars: %.0f   lower-cased: %d (%.1f%%)" % (
        n, nspans, mean, lower, 100.0 * frac))
    print("\nper type:")
    for t in sorted(VALID, key=lambda x: (VALID[x], x)):
        print("  %-6s %-15s %6d" % (VALID[t], t, types[t]))
    print("\nper genre:")
    for g in sorted(genres):
        print("  %-34s %4d" % (g, genres[g]))
    if errors:
        print("\nFAILED: %d problems" % len(errors))
        for m in errors[:80]:
            print("  " + m)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
