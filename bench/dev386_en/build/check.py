#!/usr/bin/env python3
"""Validate dev386_en/notes.jsonl and optionally rebuild it twice for byte identity.

Usage: python3 build/check.py [--rebuild [DIR]] [--notes PATH]
  --rebuild DIR   rebuild under PYTHONHASHSEED=1 and =2 into DIR (default /tmp/dev386_tmp; removed
                  afterwards if this script created it) and require both to equal notes.jsonl byte for byte.
Prints counts per label, type, genre and country, and ends with a line OK or FAIL.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"UK", "US", "AU", "CA", "IE", "NZ"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_SHARE = (0.12, 0.22)
MAX_MODULE = 30 * 1024
README_L1 = "# dev386_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."

BAD_LEAD = set(" \t\n\r.,;:!?\"'`)]}>-/")
BAD_TRAIL = set(" \t\n\r,;:!?\"'`([{<-/")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)\]]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.example\.(?:com|org|net)\S*", re.I)
IP_RE = re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")


def fict_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def url_host(u):
    u = re.sub(r"^[a-z]+://", "", u, flags=re.I)
    return re.split(r"[/?#:]", u, 1)[0]


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
    return any(ip in n for n in nets)


def edge_ok(t):
    if not t or t != t.strip():
        return False
    if t[0] in BAD_LEAD and not (t[0] == "(" and ")" in t):
        return False
    if t[0] == "(" and ")" not in t:
        return False
    if t[-1] in BAD_TRAIL:
        return False
    if t[-1] == ")" and "(" not in t:
        return False
    if t[-1] == "." and not re.search(r"(^|[\s.])[A-Za-z]\.$", t):
        return False
    return True


def validate(path, errs):
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    for i, n in enumerate(notes, 1):
        nid = n.get("id")
        where = "note %s" % nid
        if set(n) != {"id", "text", "spans", "meta"}:
            errs.append("%s: fields %s" % (where, sorted(n)))
            continue
        if nid != "dev386-%04d" % i:
            errs.append("%s: id out of sequence (expected dev386-%04d)" % (where, i))
        text, meta = n["text"], n["meta"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % where)
            continue
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            errs.append("%s: meta fields %s" % (where, sorted(meta)))
        if meta.get("source") != "dev386-en":
            errs.append("%s: source" % where)
        if meta.get("country") not in COUNTRIES:
            errs.append("%s: country %r" % (where, meta.get("country")))
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            errs.append("%s: genre" % where)
        if meta.get("lowercase") is not (text == text.lower()):
            errs.append("%s: lowercase flag %r but text lower=%r" % (where, meta.get("lowercase"), text == text.lower()))
        prev_end, prev_start = 0, -1
        covered = []
        for sp in n["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: span fields %s" % (where, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.append("%s: bad offsets %r-%r" % (where, s, e))
                continue
            if s < prev_start:
                errs.append("%s: spans not sorted at %d" % (where, s))
            if s < prev_end:
                errs.append("%s: overlap at %d" % (where, s))
            prev_start, prev_end = s, max(prev_end, e)
            t = text[s:e]
            if sp["text"] != t:
                errs.append("%s: span text %r != %r" % (where, sp["text"], t))
            if TYPES.get(sp["type"]) != sp["label"]:
                errs.append("%s: label/type %s/%s" % (where, sp["label"], sp["type"]))
            if not edge_ok(t):
                errs.append("%s: span edge %r (%s)" % (where, t, sp["type"]))
            ty = sp["type"]
            if ty in ("PHONE", "FAX") and "555" not in t:
                errs.append("%s: %s without 555: %r" % (where, ty, t))
            if ty == "EMAIL" and not (EMAIL_RE.fullmatch(t) and fict_host(t.split("@", 1)[1])):
                errs.append("%s: non-fictional email %r" % (where, t))
            if ty == "URL" and not fict_host(url_host(t)):
                errs.append("%s: non-fictional URL %r" % (where, t))
            if ty == "IPADDR" and not private_ip(t):
                errs.append("%s: non-private IP %r" % (where, t))
            if ty == "SSN" and not (t.startswith("9") or t.startswith("000")):
                errs.append("%s: SSN not starting 9/000 %r" % (where, t))
            covered.append((s, e, ty))

        def inside(a, b, types):
            return any(s <= a and b <= e and ty in types for s, e, ty in covered)

        for m in EMAIL_RE.finditer(text):
            if not fict_host(m.group().split("@", 1)[1]):
                errs.append("%s: non-fictional email in text %r" % (where, m.group()))
            if not inside(m.start(), m.end(), {"EMAIL"}):
                errs.append("%s: unannotated email %r" % (where, m.group()))
        for m in URL_RE.finditer(text):
            if "@" in text[max(0, m.start() - 1):m.end()]:
                continue
            u = m.group().rstrip(".,;)")
            if not fict_host(url_host(u)):
                errs.append("%s: non-fictional URL in text %r" % (where, u))
            if not inside(m.start(), m.start() + len(u), {"URL"}):
                errs.append("%s: unannotated URL %r" % (where, u))
        for m in IP_RE.finditer(text):
            if not private_ip(m.group()):
                errs.append("%s: non-private IP in text %r" % (where, m.group()))
            if not inside(m.start(), m.end(), {"IPADDR"}):
                errs.append("%s: unannotated IP %r" % (where, m.group()))
    return notes


def stats(notes, errs):
    n = len(notes)
    spans = [sp for nt in notes for sp in nt["spans"]]
    mean = sum(len(nt["text"]) for nt in notes) / float(max(n, 1))
    by_label = collections.Counter(sp["label"] for sp in spans)
    by_type = collections.Counter(sp["type"] for sp in spans)
    by_genre = collections.Counter(nt["meta"]["genre"] for nt in notes)
    by_country = collections.Counter(nt["meta"]["country"] for nt in notes)
    low = sum(1 for nt in notes if nt["meta"]["lowercase"])
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)" % (
        n, len(spans), mean, low, 100.0 * low / max(n, 1)))
    print("\nper label:")
    for k in sorted(by_label):
        print("  %-12s %6d" % (k, by_label[k]))
    print("\nper type:")
    for k in sorted(TYPES):
        print("  %-15s %6d" % (k, by_type.get(k, 0)))
    print("\nper genre:")
    for k in sorted(by_genre):
        print("  %-34s %4d" % (k, by_genre[k]))
    print("\nper country:")
    for k in sorted(by_country):
        print("  %-4s %4d" % (k, by_country[k]))
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append("only %d notes (need %d)" % (n, need))
    if len(spans) < MIN_SPANS:
        errs.append("only %d spans" % len(spans))
    for k in sorted(TYPES):
        if by_type.get(k, 0) < MIN_PER_TYPE:
            errs.append("type %s has %d spans (< %d)" % (k, by_type.get(k, 0), MIN_PER_TYPE))
    big = [g for g in by_genre if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = low / float(max(n, 1))
    if not LOWER_SHARE[0] <= share <= LOWER_SHARE[1]:
        errs.append("lower-case share %.3f outside %s" % (share, LOWER_SHARE))


def check_files(errs):
    for fn in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, fn)
        if fn.endswith(".py") and os.path.getsize(p) >= MAX_MODULE:
            errs.append("module %s is %d bytes (>= 30 KB)" % (fn, os.path.getsize(p)))
    rd = os.path.join(SETDIR, "README.md")
    if not os.path.exists(rd):
        errs.append("README.md missing")
    else:
        with open(rd, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if lines[0] != README_L1 or len(lines) < 2 or lines[1] != README_L2:
            errs.append("README.md first two lines do not match")


def rebuild(target, ref, errs):
    created = not os.path.exists(target)
    with open(ref, "rb") as f:
        want = f.read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(target, "hashseed%s" % seed)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                               capture_output=True, text=True)
            if r.returncode != 0:
                errs.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.strip()[-500:]))
                continue
            with open(os.path.join(out, "notes.jsonl"), "rb") as f:
                got = f.read()
            same = got == want
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                errs.append("rebuild PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
            if not created:
                shutil.rmtree(out, ignore_errors=True)
    finally:
        if created:
            shutil.rmtree(target, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev386_tmp", default=None, metavar="DIR")
    ap.add_argument("--notes", default=os.path.join(SETDIR, "notes.jsonl"))
    a = ap.parse_args()
    errs = []
    notes = validate(a.notes, errs)
    stats(notes, errs)
    check_files(errs)
    if a.rebuild:
        rebuild(a.rebuild, a.notes, errs)
    if errs:
        print("\n%d problem(s):" % len(errs))
        for e in errs[:60]:
            print("  - " + e)
        if len(errs) > 60:
            print("  ... and %d more" % (len(errs) - 60))
        print("FAIL")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
