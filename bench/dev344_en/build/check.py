#!/usr/bin/env python3
"""Validate bench/dev344_en/notes.jsonl.

Usage:
  python3 build/check.py                 validate notes.jsonl
  python3 build/check.py --rebuild DIR   also rebuild twice (PYTHONHASHSEED=1 and 2) into DIR
                                         and compare both byte-for-byte with notes.jsonl
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

# labels and fine types as defined in docs/annotation_guideline.md
GUIDE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE_LABEL = {t: lab for lab in sorted(GUIDE) for t in GUIDE[lab]}

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_SHARE = (1 / 6 - 0.03, 1 / 6 + 0.03)

ID_RE = re.compile(r"^dev344-\d{4}$")
EX_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$")
BAD_EDGE = set(",;:()[]{}\"'") | {"\u201c", "\u201d", "\u2018", "\u2019"}


def fail(errors, msg):
    errors.append(msg)


def email_ok(v):
    if v.count("@") != 1:
        return False
    dom = v.split("@", 1)[1].lower()
    return bool(EX_DOMAIN.search(dom))


def url_ok(v):
    s = v.lower()
    s = re.sub(r"^[a-z]+://", "", s)
    host = re.split(r"[/?#:]", s, 1)[0]
    return bool(EX_DOMAIN.search(host))


def ip_ok(v):
    try:
        ip = ipaddress.ip_address(v)
    except ValueError:
        return False
    nets = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("172.16.0.0/12"),
            ipaddress.ip_network("192.168.0.0/16")]
    return any(ip in n for n in nets)


def ssn_ok(v):
    digits = re.sub(r"\D", "", v)
    return digits.startswith("9") or digits.startswith("000")


def validate(path):
    errors = []
    recs = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                fail(errors, "line %d: invalid JSON (%s)" % (ln, e))
    ids = set()
    type_n = collections.Counter()
    label_n = collections.Counter()
    genre_n = collections.Counter()
    total_chars = 0
    n_lower = 0
    n_spans = 0
    for r in recs:
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            fail(errors, "%s: fields %s" % (rid, sorted(r)))
            continue
        if not isinstance(rid, str) or not ID_RE.match(rid):
            fail(errors, "bad id %r" % rid)
        if rid in ids:
            fail(errors, "duplicate id %s" % rid)
        ids.add(rid)
        text = r["text"]
        meta = r["meta"]
        if not isinstance(text, str) or not text:
            fail(errors, "%s: empty text" % rid)
            continue
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            fail(errors, "%s: meta fields %s" % (rid, sorted(meta) if isinstance(meta, dict) else meta))
            continue
        if meta["source"] != "dev344-en":
            fail(errors, "%s: source %r" % (rid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            fail(errors, "%s: lowercase not bool" % rid)
        if not isinstance(meta["genre"], str) or not isinstance(meta["country"], str):
            fail(errors, "%s: genre/country not str" % rid)
        total_chars += len(text)
        genre_n[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                fail(errors, "%s: lowercase note has upper-case text" % rid)
        prev_end = -1
        prev_start = -1
        for sp in r["spans"]:
            n_spans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                fail(errors, "%s: span fields %s" % (rid, sorted(sp)))
                continue
            a, b, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                fail(errors, "%s: bad offsets %r-%r" % (rid, a, b))
                continue
            if text[a:b] != st:
                fail(errors, "%s: span text %r != slice %r" % (rid, st, text[a:b]))
            if st != st.strip():
                fail(errors, "%s: span with outer whitespace %r" % (rid, st))
            head_ok = st[0] not in BAD_EDGE or (st[0] == "(" and ")" in st[1:])
            tail_ok = st[-1] not in BAD_EDGE or (st[-1] == ")" and "(" in st[:-1])
            if not (head_ok and tail_ok):
                fail(errors, "%s: span with outer punctuation %r" % (rid, st))
            if a < prev_start:
                fail(errors, "%s: spans not sorted at %d" % (rid, a))
            if a < prev_end:
                fail(errors, "%s: overlapping spans at %d" % (rid, a))
            prev_start, prev_end = a, b
            if typ not in TYPE_LABEL:
                fail(errors, "%s: unknown type %r" % (rid, typ))
            elif TYPE_LABEL[typ] != lab:
                fail(errors, "%s: type %s has label %s (want %s)" % (rid, typ, lab, TYPE_LABEL[typ]))
            if meta["lowercase"] and st != st.lower():
                fail(errors, "%s: lowercase note has upper-case span %r" % (rid, st))
            type_n[typ] += 1
            label_n[lab] += 1
            # rule 11: fictional contacts
            if typ in ("PHONE", "FAX") and "555" not in st:
                fail(errors, "%s: %s without 555: %r" % (rid, typ, st))
            if typ == "EMAIL" and not email_ok(st):
                fail(errors, "%s: non-example email %r" % (rid, st))
            if typ == "URL" and not url_ok(st):
                fail(errors, "%s: non-example URL %r" % (rid, st))
            if typ == "IPADDR" and not ip_ok(st):
                fail(errors, "%s: non-private IP %r" % (rid, st))
            if typ == "SSN" and not ssn_ok(st):
                fail(errors, "%s: SSN-like number not starting 9/000: %r" % (rid, st))
    n = len(recs)
    mean = total_chars / n if n else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        fail(errors, "only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        fail(errors, "only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if type_n[t] < MIN_PER_TYPE:
            fail(errors, "type %s has %d spans (need %d)" % (t, type_n[t], MIN_PER_TYPE))
    big = [g for g in sorted(genre_n) if genre_n[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        fail(errors, "only %d genres with >=%d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / n if n else 0
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        fail(errors, "lower-case share %.3f outside %.3f-%.3f" % (share, LOWER_SHARE[0], LOWER_SHARE[1]))
    stats = {"notes": n, "mean_chars": round(mean, 1), "spans": n_spans, "lowercase": n_lower,
             "labels": dict(sorted(label_n.items())), "types": dict(sorted(type_n.items())),
             "genres": dict(sorted(genre_n.items()))}
    return errors, stats


def rebuild(dest):
    errors = []
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(dest, "hashseed" + seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(os.path.join(out, "notes.jsonl"), "rb") as fh:
            got = fh.read()
        if got != ref:
            errors.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errors


def main():
    args = sys.argv[1:]
    errors, stats = validate(NOTES)
    if args[:1] == ["--rebuild"]:
        if len(args) < 2:
            print("usage: check.py --rebuild DIR")
            return 2
        errors += rebuild(args[1])
    print(json.dumps(stats, indent=1, ensure_ascii=False))
    if errors:
        for e in errors[:60]:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
