#!/usr/bin/env python3
"""Validates dev391_en/notes.jsonl and checks that the build is reproducible.

Usage: python3 build/check.py [--rebuild [DIR]] [--no-rebuild]
The rebuild (on by default) runs make.py twice, under PYTHONHASHSEED=1 and PYTHONHASHSEED=2, into DIR
(default /tmp/dev391_tmp; removed afterwards if this script created it) and requires both outputs to be
byte-identical to notes.jsonl. Ends with a line OK or FAIL.
"""
import argparse
import ast
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)
NOTES = os.path.join(SET_DIR, "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
REQUIRED_GENRES = [
    "rheumatology gout clinic letter", "nurse-led urate titration record", "joint aspiration and crystal microscopy report",
    "acute flare telephone advice", "ultrasound and DECT report", "GP shared-care letter", "dietary advice record",
    "emergency department flare attendance note", "renal function monitoring record", "patient education session record",
]
COUNTRIES = {"GB", "US", "CA", "AU", "NZ", "IE"}
FICT_DOMAIN = re.compile(r"(?:^|\.)example\.(?:com|org|net)$", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s,;)]+", re.I)
LEAD_BAD = set(" \t\r\n.,;:!?)]}\"'-/")
TRAIL_BAD = set(" \t\r\n,;:!?([{\"'-/")
INITIAL_END = re.compile(r"(?:^|[^A-Za-z])[A-Za-z]\.$")
PRIVATE = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]


def host_of(url):
    u = re.sub(r"^[a-z]+://", "", url, flags=re.I)
    return re.split(r"[/?#:]", u, 1)[0]


def check_contact(sp, err, nid):
    t, ty = sp["text"], sp["type"]
    if ty in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", t):
        err.append("%s: %s without 555: %r" % (nid, ty, t))
    elif ty == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([A-Za-z0-9.-]+)", t)
        if not m or not FICT_DOMAIN.search(m.group(1)):
            err.append("%s: non-fictional e-mail %r" % (nid, t))
    elif ty == "URL" and not FICT_DOMAIN.search(host_of(t)):
        err.append("%s: non-fictional URL %r" % (nid, t))
    elif ty == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
            if not any(ip in net for net in PRIVATE):
                err.append("%s: public IP %r" % (nid, t))
        except ValueError:
            err.append("%s: bad IP %r" % (nid, t))
    elif ty == "SSN":
        dg = re.sub(r"\D", "", t)
        if not (dg.startswith("9") or dg.startswith("000")):
            err.append("%s: SSN-like number not starting with 9 or 000: %r" % (nid, t))


def check_edges(sp, text, err, nid):
    t = sp["text"]
    if not t:
        err.append("%s: empty span" % nid)
        return
    if "\n" in t:
        err.append("%s: span crosses a line break %r" % (nid, t))
    a, z = t[0], t[-1]
    if a in LEAD_BAD or (a == "(" and ")" not in t) or (a == "+" and sp["type"] not in ("PHONE", "FAX")):
        err.append("%s: bad leading char in %r" % (nid, t))
    if z in TRAIL_BAD or (z == ")" and "(" not in t) or (z == "." and not INITIAL_END.search(t)):
        err.append("%s: bad trailing char in %r" % (nid, t))
    s = sp["start"]
    if s > 0 and text[s - 1].isalnum() and a.isalnum():
        err.append("%s: span starts inside a word %r" % (nid, t))


def validate(path):
    err = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err.append("line %d: bad JSON (%s)" % (ln, e))
    per_label, per_type, per_genre = collections.Counter(), collections.Counter(), collections.Counter()
    per_country, lower_n, total_len = collections.Counter(), 0, 0
    for i, note in enumerate(notes, 1):
        nid = note.get("id")
        if sorted(note) != ["id", "meta", "spans", "text"]:
            err.append("%s: fields %s" % (nid, sorted(note)))
            continue
        if nid != "dev391-%04d" % i:
            err.append("note %d: id %r" % (i, nid))
        text, meta = note["text"], note["meta"]
        total_len += len(text)
        if not isinstance(text, str) or not text:
            err.append("%s: empty text" % nid)
        if sorted(meta) != ["country", "genre", "lowercase", "source"] or meta.get("source") != "dev391-en":
            err.append("%s: bad meta %r" % (nid, meta))
        if meta.get("lowercase") is not (text == text.lower()):
            err.append("%s: meta.lowercase wrong" % nid)
        if meta.get("country") not in COUNTRIES:
            err.append("%s: country %r" % (nid, meta.get("country")))
        lower_n += bool(meta.get("lowercase"))
        per_genre[meta.get("genre")] += 1
        per_country[meta.get("country")] += 1
        prev_end, prev_start = 0, -1
        covered = []
        for sp in note["spans"]:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err.append("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err.append("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err.append("%s: span text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err.append("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err.append("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if TYPES.get(sp["type"]) != sp["label"]:
                err.append("%s: bad label/type %s/%s" % (nid, sp["label"], sp["type"]))
            check_edges(sp, text, err, nid)
            check_contact(sp, err, nid)
            per_label[sp["label"]] += 1
            per_type[sp["type"]] += 1
            covered.append((s, e, sp["type"]))
        # whole-text scan: every e-mail, IP address and web address must be a fictional, annotated span
        for rx, ty in ((EMAIL_RE, "EMAIL"), (IP_RE, "IPADDR"), (URL_RE, "URL")):
            for m in rx.finditer(text):
                a, z = m.start(), m.start() + len(m.group(0).rstrip(".,:'\""))
                if not any(s <= a and z <= e and t == ty for s, e, t in covered):
                    err.append("%s: unannotated %s %r" % (nid, ty, m.group(0)))
    return notes, err, per_label, per_type, per_genre, per_country, lower_n, total_len


def check_sources(err):
    local = {f[:-3] for f in os.listdir(HERE) if f.endswith(".py")}
    std = set(getattr(sys, "stdlib_module_names", ()))
    for f in sorted(os.listdir(HERE)):
        if not f.endswith(".py"):
            continue
        p = os.path.join(HERE, f)
        if os.path.getsize(p) >= 30 * 1024:
            err.append("module %s is %d bytes (limit 30 KB)" % (f, os.path.getsize(p)))
        tree = ast.parse(open(p, encoding="utf-8").read())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module.split(".")[0]]
            for nm in names:
                if nm not in local and std and nm not in std:
                    err.append("module %s imports non-stdlib %s" % (f, nm))
        src = open(p, encoding="utf-8").read()
        if f != "make.py" and "random.Random(" in src and f != "check.py":
            err.append("module %s creates its own random generator" % f)


def rebuild(dirpath, err):
    created = not os.path.exists(dirpath)
    made = []
    try:
        with open(NOTES, "rb") as fh:
            ref = fh.read()
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "hashseed" + seed)
            made.append(out)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                               capture_output=True, text=True)
            if r.returncode:
                err.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-500:]))
                continue
            with open(os.path.join(out, "notes.jsonl"), "rb") as fh:
                if fh.read() != ref:
                    err.append("rebuild PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
                else:
                    print("rebuild PYTHONHASHSEED=%s: byte-identical" % seed)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)
        else:
            for m in made:
                shutil.rmtree(m, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev391_tmp", default="/tmp/dev391_tmp", metavar="DIR")
    ap.add_argument("--no-rebuild", action="store_true")
    args = ap.parse_args()
    notes, err, per_label, per_type, per_genre, per_country, lower_n, total_len = validate(NOTES)
    check_sources(err)
    n = len(notes)
    nspans = sum(per_type.values())
    mean = total_len / n if n else 0
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)" %
          (n, nspans, mean, lower_n, 100.0 * lower_n / max(n, 1)))
    print("\nper label:")
    for k in sorted(per_label):
        print("  %-12s %6d" % (k, per_label[k]))
    print("\nper type:")
    for k in sorted(TYPES):
        print("  %-15s %6d" % (k, per_type[k]))
    print("\nper genre:")
    for k in sorted(per_genre):
        print("  %-48s %4d" % (k, per_genre[k]))
    print("\nper country: " + ", ".join("%s %d" % (k, per_country[k]) for k in sorted(per_country)))
    if n < 330 or (mean < 1200 and n < 600):
        err.append("too few notes (%d, mean length %.0f)" % (n, mean))
    if nspans < 8000:
        err.append("too few spans (%d)" % nspans)
    for k in sorted(TYPES):
        if per_type[k] < 15:
            err.append("type %s has %d spans (<15)" % (k, per_type[k]))
    big = [g for g in per_genre if per_genre[g] >= 30]
    if len(big) < 12:
        err.append("only %d genres with >=30 notes (need the 10 required + 2 own)" % len(big))
    for g in REQUIRED_GENRES:
        if per_genre[g] < 30:
            err.append("required genre %r has %d notes" % (g, per_genre[g]))
    share = lower_n / max(n, 1)
    if not 0.12 <= share <= 0.22:
        err.append("lower-case share %.3f not about one in six" % share)
    if not args.no_rebuild:
        rebuild(args.rebuild, err)
    for e in err[:60]:
        print("ERROR: " + e)
    if len(err) > 60:
        print("... %d more errors" % (len(err) - 60))
    print("OK" if not err else "FAIL")
    return 0 if not err else 1


if __name__ == "__main__":
    sys.exit(main())
