"""Validate bench/dev267_en/notes.jsonl.

Usage (from bench/dev267_en):
    python3 build/check.py                 # validate notes.jsonl
    python3 build/check.py --rebuild DIR   # also rebuild under PYTHONHASHSEED=1 and 2 into DIR
                                           # and compare bytes with notes.jsonl
"""

import sys
sys.dont_write_bytecode = True

import os
import re
import json
import ipaddress
import subprocess
import collections

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

# guideline fine type -> coarse label
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev267-\d{4}$")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 50:
        print("ERROR:", msg)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err("%s: %s without 555: %r" % (nid, t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not host_ok(v.split("@")[1]):
            err("%s: email not on example domain: %r" % (nid, v))
    elif t == "URL":
        u = re.sub(r"^[a-z]+://", "", v.lower())
        host = re.split(r"[/?#:]", u)[0]
        if not host_ok(host):
            err("%s: url not on example domain: %r" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
            if not any(ip in n for n in nets):
                err("%s: ip not private: %r" % (nid, v))
        except ValueError:
            err("%s: bad ip %r" % (nid, v))
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            err("%s: SSN-like value not starting 9/000: %r" % (nid, v))


def validate(path):
    raw = open(path, "rb").read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        err("not utf-8")
        return
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    notes = []
    for i, line in enumerate(lines):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: bad json %s" % (i + 1, e))
    type_count = collections.Counter()
    label_count = collections.Counter()
    genre_count = collections.Counter()
    lower_n = 0
    total_len = 0
    nspans = 0
    for k, n in enumerate(notes):
        if set(n) != {"id", "text", "spans", "meta"}:
            err("note %d: fields %s" % (k, sorted(n)))
            continue
        nid = n["id"]
        if not ID_RE.match(nid) or nid != "dev267-%04d" % (k + 1):
            err("bad/out-of-order id %r at %d" % (nid, k))
        t = n["text"]
        if not isinstance(t, str) or not t:
            err("%s: empty text" % nid)
            continue
        total_len += len(t)
        m = n["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %s" % (nid, sorted(m)))
        if m.get("source") != "dev267-en":
            err("%s: source" % nid)
        if m.get("country") not in ("US", "UK", "AU", "CA"):
            err("%s: country %r" % (nid, m.get("country")))
        if not isinstance(m.get("lowercase"), bool):
            err("%s: lowercase flag" % nid)
        if m.get("lowercase"):
            lower_n += 1
            if t != t.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        genre_count[m.get("genre")] += 1
        prev_end = -1
        prev_start = -1
        for sp in n["spans"]:
            nspans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if t[s:e] != sp["text"]:
                err("%s: offset/text mismatch %r vs %r" % (nid, t[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, sp["type"]))
            elif TYPES[sp["type"]] != sp["label"]:
                err("%s: label %r wrong for type %r" % (nid, sp["label"], sp["type"]))
            v = sp["text"]
            if v != v.strip():
                err("%s: span with outer whitespace %r" % (nid, v))
            if v[-1] in ",;:" or v[0] in ",;:.":
                err("%s: span with outer punctuation %r" % (nid, v))
            if (v[0] in "([\"'" and v.count(")") + v.count("]") == 0) or (v[-1] in ")]\"" and "(" not in v and "[" not in v):
                err("%s: span with outer bracket/quote %r" % (nid, v))
            check_contact(nid, sp)
            type_count[sp["type"]] += 1
            label_count[sp["label"]] += 1
    N = len(notes)
    mean = total_len / max(1, N)
    need = 600 if mean < 1200 else 330
    if N < need:
        err("only %d notes (need %d; mean length %.0f)" % (N, need, mean))
    if nspans < 8000:
        err("only %d spans (need 8000)" % nspans)
    rich = [k for k, v in type_count.items() if v >= 15]
    if len(rich) < 29:
        err("only %d fine types with >=15 spans: %s" % (len(rich), sorted(type_count.items())))
    big = [g for g, v in genre_count.items() if v >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    share = lower_n / max(1, N)
    if not 0.13 <= share <= 0.21:
        err("lowercase share %.3f not about 1/6" % share)
    for f in sorted(os.listdir(HERE)):
        if f.endswith(".py") and os.path.getsize(os.path.join(HERE, f)) >= 30 * 1024:
            err("module %s is 30 KB or more" % f)
    print("notes: %d  mean length: %.0f  spans: %d  lowercase: %d (%.1f%%)" % (N, mean, nspans, lower_n, 100 * share))
    print("labels:", ", ".join("%s=%d" % kv for kv in sorted(label_count.items())))
    print("types:", ", ".join("%s=%d" % kv for kv in sorted(type_count.items())))
    print("genres:", ", ".join("%s=%d" % kv for kv in sorted(genre_count.items())))
    print("countries:", ", ".join("%s=%d" % kv for kv in sorted(collections.Counter(n["meta"]["country"] for n in notes).items())))


def rebuild(outdir):
    os.makedirs(outdir, exist_ok=True)
    ref = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env, cwd=ROOT)
        got = open(out, "rb").read()
        if got != ref:
            err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main():
    validate(NOTES)
    if "--rebuild" in sys.argv:
        rebuild(sys.argv[sys.argv.index("--rebuild") + 1])
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
