#!/usr/bin/python3
"""Validate dev179_en/notes.jsonl.

Checks JSON validity, ids, offsets and span texts, overlaps, boundaries, labels and
types (per docs/annotation_guideline.md), fictional contacts, counts, genre sizes,
lower-case share, canonical serialisation, and (unless --no-rebuild) that a fresh
in-process build is byte-identical to the file.
Usage: python3 build/check.py [--no-rebuild]
"""
import collections
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")
sys.dont_write_bytecode = True

TYPES = {
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
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)
BAD_START = set(" \t\n[{\"'.,;:")
BAD_END = set(" \t\n]}\"',;:")
EXAMPLE_DOM = re.compile(r"(^|[./@])example\.(com|org|net)(/|$)")

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def private_ip(s):
    try:
        parts = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(parts) != 4 or any(p < 0 or p > 255 for p in parts):
        return False
    return parts[0] == 10 or (parts[0] == 192 and parts[1] == 168) or (parts[0] == 172 and 16 <= parts[1] <= 31)


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"].lower()
    digits = re.sub(r"\D", "", v)
    if t in ("PHONE", "FAX"):
        main = re.split(r"\s*(ext\.?|x\.?)\s*\d+$", v)[0]
        md = re.sub(r"\D", "", main)
        if len(md) >= 7 and "555" not in md[-7:-4] and not md.startswith("555"):
            err("%s: phone/fax not in 555 range: %r" % (nid, v))
        if len(md) < 7 and not md.startswith("55"):
            err("%s: short extension/pager not 55xx: %r" % (nid, v))
    elif t == "EMAIL":
        dom = v.split("@")[-1]
        if not re.search(r"(^|\.)example\.(com|org|net)$", dom):
            err("%s: email not on example domain: %r" % (nid, v))
    elif t == "URL":
        host = re.sub(r"^https?://", "", v).split("/")[0]
        if not re.search(r"(^|\.)example\.(com|org|net)$", host):
            err("%s: url not on example domain: %r" % (nid, v))
    elif t == "IPADDR":
        if not private_ip(v):
            err("%s: ip not private: %r" % (nid, v))
    elif t == "SSN":
        if not (digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN/SIN not 9xx/000: %r" % (nid, v))


def main():
    rebuild = "--no-rebuild" not in sys.argv
    raw = open(NOTES, "rb").read()
    if b"\r" in raw:
        err("CR characters in file")
    if not raw.endswith(b"\n"):
        err("file does not end with newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    type_ct = collections.Counter()
    label_ct = collections.Counter()
    genre_ct = collections.Counter()
    country_ct = collections.Counter()
    n_lower = 0
    total_chars = 0
    total_spans = 0
    for i, line in enumerate(lines):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        if json.dumps(obj, ensure_ascii=False) != line:
            err("line %d: not canonical serialisation" % (i + 1))
        if list(obj.keys()) != ["id", "text", "spans", "meta"]:
            err("line %d: keys %r" % (i + 1, list(obj.keys())))
            continue
        nid = obj["id"]
        if nid != "dev179-%04d" % (i + 1):
            err("line %d: id %r not sequential" % (i + 1, nid))
        text = obj["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        total_chars += len(text)
        meta = obj["meta"]
        if not isinstance(meta, dict) or sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: bad meta %r" % (nid, meta))
            continue
        if meta["source"] != "dev179-en":
            err("%s: source %r" % (nid, meta["source"]))
        if meta["country"] not in ("US", "CA"):
            err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: genre missing" % nid)
        genre_ct[meta["genre"]] += 1
        country_ct[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        for sp in obj["spans"]:
            if list(sp.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span keys %r" % (nid, list(sp.keys())))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if sp["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, sp["type"]))
            elif TYPES[sp["type"]] != sp["label"]:
                err("%s: label %r wrong for type %r" % (nid, sp["label"], sp["type"]))
            if s < prev_start:
                err("%s: spans not sorted" % nid)
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_end, prev_start = max(prev_end, e), s
            v = sp["text"]
            if v[0] in BAD_START or v[-1] in BAD_END:
                err("%s: span boundary whitespace/punctuation %r" % (nid, v))
            if v.count("(") != v.count(")"):
                err("%s: unbalanced bracket in span %r" % (nid, v))
            if v[-1] == "." and not re.search(r"(\b[A-Za-z]\.|\bSt\.|\bJr\.|\bCo\.)$", v, re.I):
                err("%s: span ends with sentence full stop %r" % (nid, v))
            if meta["lowercase"] and v != v.lower():
                err("%s: upper case in lower-case note span %r" % (nid, v))
            check_contact(nid, sp)
            type_ct[sp["type"]] += 1
            label_ct[sp["label"]] += 1
            total_spans += 1
    n = len(lines)
    mean_len = total_chars / n if n else 0
    need = MIN_NOTES if mean_len >= 1200 else MIN_NOTES_SHORT
    if n < need:
        err("only %d notes (need %d, mean length %.0f)" % (n, need, mean_len))
    if total_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (total_spans, MIN_SPANS))
    for t in sorted(TYPES):
        if type_ct[t] < MIN_PER_TYPE:
            err("type %s only %d times" % (t, type_ct[t]))
    big = [gname for gname in sorted(genre_ct) if genre_ct[gname] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >=%d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / n if n else 0
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        err("lower-case share %.3f outside %r" % (share, LOWER_RANGE))
    md5 = hashlib.md5(raw).hexdigest()
    if rebuild:
        sys.path.insert(0, HERE)
        import make
        rows = make.build()
        fresh = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")
        if fresh != raw:
            err("fresh in-process build differs from notes.jsonl")
    print("notes: %d  spans: %d  mean chars: %.0f  lower-case: %d (%.1f%%)" % (n, total_spans, mean_len, n_lower, 100 * share))
    print("countries: " + ", ".join("%s %d" % (k, country_ct[k]) for k in sorted(country_ct)))
    print("labels: " + ", ".join("%s %d" % (k, label_ct[k]) for k in sorted(label_ct)))
    print("types:")
    for t in sorted(TYPES):
        print("  %-15s %5d" % (t, type_ct[t]))
    print("genres:")
    for gname in sorted(genre_ct):
        print("  %-35s %4d" % (gname, genre_ct[gname]))
    print("md5: " + md5)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
