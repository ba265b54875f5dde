#!/usr/bin/env python3
"""Validate bench/dev299_en/notes.jsonl.

Usage: python3 build/check.py [--file PATH] [--rebuild DIR] [--stats]
Exit status 0 when every check passes.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE2LABEL = {
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
COUNTRIES = {"UK", "US", "AU", "CA", "IE"}
BAD_LEAD = set(".,;:!?)]}\"'-/")
BAD_TRAIL = set(",;:!?([{\"'-/")
INITIAL_DOT = re.compile(r"(^|[\s.])[A-Za-z]\.$")
EX_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 50:
        print("ERROR:", msg)


def edge_ok(s):
    if s != s.strip():
        return False
    a, z = s[0], s[-1]
    if a in BAD_LEAD:
        return False
    if a == "(" and ")" not in s:
        return False
    if a in "[{":
        return False
    if z in BAD_TRAIL:
        return False
    if z == ")" and "(" not in s:
        return False
    if z in "]}":
        return False
    if z == "." and not INITIAL_DOT.search(s):
        return False
    return True


def contact_ok(typ, s):
    if typ in ("PHONE", "FAX"):
        return "555" in s
    if typ == "EMAIL":
        if s.count("@") != 1:
            return False
        return bool(EX_DOMAIN.search(s.split("@")[1].lower()))
    if typ == "URL":
        host = re.sub(r"^[a-z]+://", "", s.lower()).split("/")[0].split(":")[0]
        return bool(EX_DOMAIN.search(host))
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return False
        return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
    if typ == "SSN":
        dg = re.sub(r"\D", "", s)
        return dg.startswith("9") or dg.startswith("000")
    return True


def check(path, show_stats):
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        err("not UTF-8")
        return
    if lines and lines[-1] == "":
        lines.pop()
    notes = []
    for i, line in enumerate(lines):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
    ids = set()
    type_c = collections.Counter()
    label_c = collections.Counter()
    genre_c = collections.Counter()
    country_c = collections.Counter()
    n_lower = 0
    total_chars = 0
    n_spans = 0
    for i, n in enumerate(notes):
        want = "dev299-%04d" % (i + 1)
        if not isinstance(n, dict) or sorted(n) != ["id", "meta", "spans", "text"]:
            err("note %d: wrong fields" % (i + 1))
            continue
        nid = n["id"]
        if nid != want:
            err("%s: id out of sequence (expected %s)" % (nid, want))
        if nid in ids:
            err("%s: duplicate id" % nid)
        ids.add(nid)
        text = n["text"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        total_chars += len(text)
        m = n["meta"]
        if not isinstance(m, dict) or sorted(m) != ["country", "genre", "lowercase", "source"]:
            err("%s: bad meta fields" % nid)
            continue
        if m["source"] != "dev299-en":
            err("%s: bad source" % nid)
        if not isinstance(m["genre"], str) or not m["genre"]:
            err("%s: bad genre" % nid)
        if m["country"] not in COUNTRIES:
            err("%s: bad country" % nid)
        if not isinstance(m["lowercase"], bool):
            err("%s: lowercase not boolean" % nid)
        if m["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        genre_c[m["genre"]] += 1
        country_c[m["country"]] += 1
        last_end = -1
        last_start = -1
        if not isinstance(n["spans"], list):
            err("%s: spans not a list" % nid)
            continue
        for sp in n["spans"]:
            n_spans += 1
            if not isinstance(sp, dict) or sorted(sp) != ["end", "label", "start", "text", "type"]:
                err("%s: span with wrong fields %r" % (nid, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != st:
                err("%s: span text mismatch %r vs %r" % (nid, text[s:e], st))
            if typ not in TYPE2LABEL or TYPE2LABEL[typ] != lab:
                err("%s: bad label/type %s/%s" % (nid, lab, typ))
            if s < last_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < last_end:
                err("%s: overlapping spans at %d" % (nid, s))
            last_start, last_end = s, e
            if not edge_ok(st):
                err("%s: whitespace/punctuation at span edge %r" % (nid, st))
            if not contact_ok(typ, st):
                err("%s: non-fictional %s %r" % (nid, typ, st))
            type_c[typ] += 1
            label_c[lab] += 1
    nn = len(notes)
    mean = total_chars / nn if nn else 0
    need = 600 if mean < 1200 else 330
    if nn < need:
        err("only %d notes (need %d, mean %.0f chars)" % (nn, need, mean))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    for t in sorted(TYPE2LABEL):
        if type_c[t] < 15:
            err("type %s has %d spans (need 15)" % (t, type_c[t]))
    big = [g for g in sorted(genre_c) if genre_c[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    if nn and not (0.12 <= n_lower / nn <= 0.22):
        err("lower-case share %.3f is not about one in six" % (n_lower / nn))
    if show_stats:
        print("notes %d  mean chars %.1f  spans %d  lowercase %d" % (nn, mean, n_spans, n_lower))
        print("labels:", ", ".join("%s %d" % (k, label_c[k]) for k in sorted(label_c)))
        print("types:", ", ".join("%s %d" % (k, type_c[k]) for k in sorted(type_c)))
        print("genres:", ", ".join("%s %d" % (k, genre_c[k]) for k in sorted(genre_c)))
        print("countries:", ", ".join("%s %d" % (k, country_c[k]) for k in sorted(country_c)))
    return raw


def rebuild(outdir, ref_raw):
    os.makedirs(outdir, exist_ok=True)
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as fh:
            if fh.read() != ref_raw:
                err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
            else:
                print("rebuild PYTHONHASHSEED=%s: identical" % seed)


def main():
    args = sys.argv[1:]
    path = os.path.join(ROOT, "notes.jsonl")
    if "--file" in args:
        path = args[args.index("--file") + 1]
    raw = check(path, "--stats" in args or True)
    if "--rebuild" in args and raw is not None:
        rebuild(args[args.index("--rebuild") + 1], raw)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
