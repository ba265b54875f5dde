#!/usr/bin/env python3
"""Validate bench/dev314_en/notes.jsonl.

Usage:
  python3 build/check.py                 # validate notes.jsonl next to build/
  python3 build/check.py --rebuild DIR   # also rebuild twice (PYTHONHASHSEED=1 and 2) into DIR and compare bytes
  python3 build/check.py --stats         # also print counts
Exit status 0 when every check passes.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TOP_FIELDS = {"id", "text", "spans", "meta"}
SPAN_FIELDS = {"start", "end", "label", "type", "text"}
META_FIELDS = {"source", "genre", "lowercase", "country"}
ID_RE = re.compile(r"^dev314-\d{4}$")
DOMAIN_RE = re.compile(r"(^|\.)example\.(com|org|net)$")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.13, 0.21)


def balanced(s):
    """Brackets inside a value are fine ((617) 555-0182); an unmatched one means surrounding punctuation."""
    for o, c in ("()", "[]"):
        depth = 0
        for ch in s:
            if ch == o:
                depth += 1
            elif ch == c:
                depth -= 1
                if depth < 0:
                    return False
        if depth:
            return False
    return True


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_host(u):
    x = re.sub(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", "", u)
    host = re.split(r"[/?#:]", x, maxsplit=1)[0]
    return host.lower()


def check_file(path, errors):
    recs = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError as e:
        errors.append("not UTF-8: %s" % e)
        return recs
    if lines and lines[-1] == "":
        lines = lines[:-1]
    else:
        errors.append("file must end with a newline")
    seen = set()
    for ln, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except ValueError as e:
            errors.append("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if not isinstance(r, dict) or set(r) != TOP_FIELDS:
            errors.append("line %d: fields %r" % (ln, sorted(r) if isinstance(r, dict) else type(r)))
            continue
        rid, text, spans, meta = r["id"], r["text"], r["spans"], r["meta"]
        where = "line %d (%s)" % (ln, rid)
        if not isinstance(rid, str) or not ID_RE.match(rid):
            errors.append("%s: bad id" % where)
        if rid in seen:
            errors.append("%s: duplicate id" % where)
        seen.add(rid)
        if not isinstance(text, str) or not text:
            errors.append("%s: empty or non-string text" % where)
            continue
        if not isinstance(meta, dict) or set(meta) != META_FIELDS:
            errors.append("%s: meta fields %r" % (where, meta))
            continue
        if meta["source"] != "dev314-en":
            errors.append("%s: meta.source" % where)
        if not isinstance(meta["lowercase"], bool):
            errors.append("%s: meta.lowercase not bool" % where)
        if not isinstance(meta["genre"], str) or not meta["genre"] or not isinstance(meta["country"], str) or not meta["country"]:
            errors.append("%s: meta genre/country" % where)
        if meta["lowercase"] is True and text != text.lower():
            errors.append("%s: lowercase note contains upper-case characters" % where)
        if not isinstance(spans, list):
            errors.append("%s: spans not a list" % where)
            continue
        prev_end, prev_start = -1, -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != SPAN_FIELDS:
                errors.append("%s: span fields %r" % (where, s))
                continue
            st, en, lab, typ, st_text = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int)) or isinstance(st, bool) or isinstance(en, bool) or not 0 <= st < en <= len(text):
                errors.append("%s: bad offsets %r" % (where, s))
                continue
            if text[st:en] != st_text:
                errors.append("%s: span text mismatch at %d: %r vs %r" % (where, st, text[st:en], st_text))
            if st < prev_start:
                errors.append("%s: spans not sorted at %d" % (where, st))
            if st < prev_end:
                errors.append("%s: overlapping spans at %d" % (where, st))
            prev_start, prev_end = st, max(prev_end, en)
            if typ not in TYPE_LABEL:
                errors.append("%s: unknown type %r" % (where, typ))
            elif TYPE_LABEL[typ] != lab:
                errors.append("%s: type %s must have label %s, not %s" % (where, typ, TYPE_LABEL[typ], lab))
            if st_text != st_text.strip():
                errors.append("%s: span with leading/trailing whitespace %r" % (where, st_text))
            if st_text[-1:] in ",;:" or st_text[:1] in "\"'" or not balanced(st_text):
                errors.append("%s: span takes in surrounding punctuation %r" % (where, st_text))
            if meta["lowercase"] is True and st_text != st_text.lower():
                errors.append("%s: upper case in lowercase span %r" % (where, st_text))
            # contact fictionality (rule 11)
            if typ in ("PHONE", "FAX") and "555" not in st_text:
                errors.append("%s: %s without 555: %r" % (where, typ, st_text))
            if typ == "EMAIL":
                if st_text.count("@") != 1 or not DOMAIN_RE.search(st_text.split("@")[1].lower()):
                    errors.append("%s: e-mail outside example domains: %r" % (where, st_text))
            if typ == "URL" and not DOMAIN_RE.search(url_host(st_text)):
                errors.append("%s: URL outside example domains: %r" % (where, st_text))
            if typ == "IPADDR" and not private_ip(st_text):
                errors.append("%s: IP not private: %r" % (where, st_text))
            if typ == "SSN" and not (st_text.startswith("9") or st_text.startswith("000")):
                errors.append("%s: SSN-like number must start with 9 or 000: %r" % (where, st_text))
        recs.append(r)
    return recs


def check_counts(recs, errors):
    n = len(recs)
    mean = sum(len(r["text"]) for r in recs) / max(n, 1)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errors.append("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    spans = [s for r in recs for s in r["spans"]]
    if len(spans) < MIN_SPANS:
        errors.append("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    by_type = collections.Counter(s["type"] for s in spans)
    for t in sorted(TYPE_LABEL):
        if by_type[t] < MIN_PER_TYPE:
            errors.append("type %s has %d spans (need %d)" % (t, by_type[t], MIN_PER_TYPE))
    genres = collections.Counter(r["meta"]["genre"] for r in recs)
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in recs if r["meta"]["lowercase"] is True)
    frac = low / max(n, 1)
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        errors.append("lower-case share %.3f outside %r" % (frac, LOWER_RANGE))
    return {"notes": n, "mean_chars": mean, "spans": len(spans), "lowercase": low,
            "by_label": collections.Counter(s["label"] for s in spans), "by_type": by_type, "genres": genres,
            "countries": collections.Counter(r["meta"]["country"] for r in recs)}


def rebuild(outdir, errors):
    os.makedirs(outdir, exist_ok=True)
    with open(NOTES, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        p = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env, capture_output=True, text=True)
        if p.returncode != 0:
            errors.append("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, p.stderr[-2000:]))
            continue
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            errors.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", default=NOTES)
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    errors = []
    recs = check_file(args.file, errors)
    st = check_counts(recs, errors)
    if args.rebuild:
        rebuild(args.rebuild, errors)
    if args.stats:
        print("notes %d, mean chars %.1f, spans %d, lowercase %d" % (st["notes"], st["mean_chars"], st["spans"], st["lowercase"]))
        for key in ("by_label", "by_type", "genres", "countries"):
            print(key + ": " + ", ".join("%s %d" % (k, v) for k, v in sorted(st[key].items())))
    for e in errors[:200]:
        print("ERROR: " + e)
    if errors:
        print("FAILED: %d problem(s)" % len(errors))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
