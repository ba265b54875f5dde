#!/usr/bin/env python3
"""Validate bench/dev348_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR]

Checks fields and ids, offsets and span text, sorting and overlaps, labels and
types (and their pairing) against the annotation guideline, span boundaries
(whitespace / punctuation), minimum counts, contact fictionality, lower-case
notes; with --rebuild DIR it also rebuilds the set twice (PYTHONHASHSEED=1 and
=2) into DIR and requires both outputs to be byte-identical to notes.jsonl.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)
NOTES = os.path.join(SETDIR, "notes.jsonl")

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
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.13, 0.20)
SAFE_DOMAINS = ("example.com", "example.org", "example.net")
BAD_LEAD = set(",.;:!?)]}\"'")
BAD_TRAIL = set(",;:!?([{\"'")

errors = []


def err(msg):
    if len(errors) < 60:
        print("  error:", msg)
    errors.append(msg)


def safe_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in SAFE_DOMAINS)


def url_host(u):
    u = re.sub(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", "", u)
    return re.split(r"[/?#:]", u, 1)[0]


def private_ip(s):
    try:
        ip = ipaddress.IPv4Address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.IPv4Network(net) for net in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check_span_edges(nid, sp):
    t = sp["text"]
    if t != t.strip():
        err("%s: span %r has leading/trailing whitespace" % (nid, t))
        return
    a, z = t[0], t[-1]
    if a in BAD_LEAD:
        err("%s: span %r starts with punctuation" % (nid, t))
    if a == "(" and ")" not in t:
        err("%s: span %r starts with an unmatched bracket" % (nid, t))
    if z in BAD_TRAIL:
        err("%s: span %r ends with punctuation" % (nid, t))
    if z == ")" and "(" not in t:
        err("%s: span %r ends with an unmatched bracket" % (nid, t))
    if z == "." and not re.search(r"(^|[\s.])[A-Za-z]\.$", t):
        err("%s: span %r ends with a full stop" % (nid, t))


def check_contact(nid, sp):
    typ, t = sp["type"], sp["text"]
    if typ in ("PHONE", "FAX") and "555" not in t:
        err("%s: %s %r lacks 555" % (nid, typ, t))
    if typ == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([^@\s]+)", t)
        if not m or not safe_host(m.group(1)):
            err("%s: e-mail %r not on example domains" % (nid, t))
    if typ == "URL" and not safe_host(url_host(t)):
        err("%s: URL %r not on example domains" % (nid, t))
    if typ == "IPADDR" and not private_ip(t):
        err("%s: IP %r is not private" % (nid, t))
    if typ == "SSN":
        if not (t.startswith("9") or t.startswith("000")):
            err("%s: SSN %r does not start with 9 or 000" % (nid, t))


def scan_text(nid, text):
    """Contacts anywhere in the text (annotated or not) must be fictional."""
    for m in re.finditer(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})", text):
        if not safe_host(m.group(1)):
            err("%s: e-mail-like %r in text" % (nid, m.group(0)))
    for m in re.finditer(r"(?:https?://|www\.)([A-Za-z0-9.-]+)", text):
        if not safe_host(m.group(1)):
            err("%s: URL-like %r in text" % (nid, m.group(0)))
    for m in re.finditer(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])", text):
        if not private_ip(m.group(1)):
            err("%s: non-private IP-like %r in text" % (nid, m.group(1)))


def check(path):
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    per_label, per_type = collections.Counter(), collections.Counter()
    per_genre, per_country = collections.Counter(), collections.Counter()
    total_len, n_lower, n_spans = 0, 0, 0
    for i, o in enumerate(notes):
        want = "dev348-%04d" % (i + 1)
        if sorted(o) != ["id", "meta", "spans", "text"]:
            err("%s: fields %s" % (o.get("id"), sorted(o)))
            continue
        nid = o["id"]
        if nid != want:
            err("note %d: id %r, expected %r" % (i + 1, nid, want))
        text, meta = o["text"], o["meta"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %s" % (nid, sorted(meta)))
            continue
        if meta["source"] != "dev348-en":
            err("%s: source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if not (isinstance(meta["genre"], str) and meta["genre"] and isinstance(meta["country"], str)):
            err("%s: bad genre/country" % nid)
        total_len += len(text)
        per_genre[meta["genre"]] += 1
        per_country[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        scan_text(nid, text)
        prev_end, prev_start = 0, -1
        for sp in o["spans"]:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text %r != text[%d:%d] %r" % (nid, sp["text"], s, e, text[s:e]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            typ, lab = sp["type"], sp["label"]
            if typ not in TYPES:
                err("%s: unknown type %r" % (nid, typ))
            elif TYPES[typ] != lab:
                err("%s: type %s paired with label %s" % (nid, typ, lab))
            check_span_edges(nid, sp)
            check_contact(nid, sp)
            per_label[lab] += 1
            per_type[typ] += 1
            n_spans += 1
    n = len(notes)
    mean = total_len / n if n else 0
    print("notes: %d" % n)
    print("mean length: %.1f characters" % mean)
    print("spans: %d" % n_spans)
    print("lower-case notes: %d (%.3f)" % (n_lower, n_lower / n if n else 0))
    print("per label:")
    for k in sorted(per_label):
        print("  %-14s %6d" % (k, per_label[k]))
    print("per type:")
    for k in sorted(TYPES):
        print("  %-14s %6d" % (k, per_type[k]))
    print("per genre:")
    for k in sorted(per_genre):
        print("  %-40s %4d" % (k, per_genre[k]))
    print("countries:")
    for k in sorted(per_country):
        print("  %-4s %4d" % (k, per_country[k]))
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d)" % (n, need))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for k in sorted(TYPES):
        if per_type[k] < MIN_PER_TYPE:
            err("type %s occurs %d times (need %d)" % (k, per_type[k], MIN_PER_TYPE))
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        err("lower-case share %.3f outside %s" % (frac, LOWER_RANGE))


def rebuild(outdir):
    os.makedirs(outdir, exist_ok=True)
    ref = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.jsonl")
        if os.path.exists(out):
            os.remove(out)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
        if r.returncode != 0:
            err("rebuild with PYTHONHASHSEED=%s failed:\n%s" % (seed, r.stdout))
            continue
        same = open(out, "rb").read() == ref
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        if not same:
            err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)


def main(argv):
    print("checking %s" % NOTES)
    check(NOTES)
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        if i + 1 >= len(argv):
            err("--rebuild needs a directory")
        else:
            rebuild(argv[i + 1])
    if errors:
        print("FAIL: %d problem(s)" % len(errors))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
