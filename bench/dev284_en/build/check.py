"""Validate bench/dev284_en/notes.jsonl.

Usage (from bench/dev284_en):
    python3 build/check.py [--rebuild DIR] [--stats] [NOTES]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
requires both outputs to be byte-identical to NOTES.
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

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "AU", "CA", "IE"}
EX_DOMAINS = ("example.com", "example.org", "example.net")
BAD_START = set("([{\"',;:.!? -")
BAD_END = set(")]}\"',;:!? -")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_TYPES, MIN_PER_TYPE = 8000, 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_LO, LOWER_HI = 0.12, 0.22


class Errors:
    def __init__(self):
        self.items = []

    def add(self, msg):
        self.items.append(msg)


def _domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def check_contact(sp, err, where):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err.add("%s: %s without 555: %r" % (where, t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not _domain_ok(v.split("@")[1]):
            err.add("%s: e-mail not on example domain: %r" % (where, v))
    elif t == "URL":
        m = re.match(r"^(?:[a-z]+://)?([^/:]+)", v.lower())
        if not m or not _domain_ok(m.group(1)):
            err.add("%s: URL not on example domain: %r" % (where, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            ok = (ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("192.168.0.0/16")
                  or ip in ipaddress.ip_network("172.16.0.0/12"))
        except ValueError:
            ok = False
        if not ok:
            err.add("%s: IP not private: %r" % (where, v))
    elif t == "SSN":
        digits = re.sub(r"[^0-9A-Za-z]", "", v)
        if not (digits.startswith("9") or digits.startswith("000")):
            err.add("%s: SSN-like number not starting 9/000: %r" % (where, v))


def check_records(lines, err):
    recs = []
    for ln, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except ValueError as e:
            err.add("line %d: invalid JSON (%s)" % (ln, e))
            continue
        recs.append(r)
        where = "line %d" % ln
        if set(r) != {"id", "text", "spans", "meta"}:
            err.add("%s: fields %s" % (where, sorted(r)))
            continue
        if r["id"] != "dev284-%04d" % ln:
            err.add("%s: bad id %r" % (where, r["id"]))
        text = r["text"]
        if not isinstance(text, str) or not text:
            err.add("%s: empty text" % where)
            continue
        m = r["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"}:
            err.add("%s: meta fields %s" % (where, sorted(m)))
            continue
        if m["source"] != "dev284-en":
            err.add("%s: bad source" % where)
        if not isinstance(m["genre"], str) or not m["genre"]:
            err.add("%s: bad genre" % where)
        if m["country"] not in COUNTRIES:
            err.add("%s: bad country %r" % (where, m["country"]))
        if not isinstance(m["lowercase"], bool):
            err.add("%s: lowercase not bool" % where)
        elif m["lowercase"] and text != text.lower():
            err.add("%s: lowercase note has upper-case characters" % where)
        prev_end = -1
        prev_start = -1
        for sp in r["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err.add("%s: span fields %s" % (where, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err.add("%s: bad offsets %r" % (where, sp))
                continue
            if text[s:e] != sp["text"]:
                err.add("%s: offset/text mismatch %r vs %r" % (where, text[s:e], sp["text"]))
            if sp["type"] not in TYPE_LABEL:
                err.add("%s: unknown type %r" % (where, sp["type"]))
            elif TYPE_LABEL[sp["type"]] != sp["label"]:
                err.add("%s: label %r does not match type %r" % (where, sp["label"], sp["type"]))
            if s < prev_start:
                err.add("%s: spans not sorted" % where)
            if s < prev_end:
                err.add("%s: overlapping spans at %d" % (where, s))
            prev_start, prev_end = s, e
            v = sp["text"]
            if v != v.strip():
                err.add("%s: span with edge whitespace %r" % (where, v))
            bad_s = v[0] in BAD_START and not (v[0] == "(" and ")" in v[1:])
            bad_e = v[-1] in BAD_END and not (v[-1] == ")" and "(" in v[:-1])
            if bad_s or bad_e or (v[-1] == "." and sp["label"] != "NAME"):
                err.add("%s: span with edge punctuation %r" % (where, v))
            check_contact(sp, err, where)
    return recs


def size_rules(recs, err):
    n = len(recs)
    mean = sum(len(r["text"]) for r in recs) / max(n, 1)
    need = MIN_NOTES if mean >= SHORT_MEAN else MIN_NOTES_SHORT
    if n < need:
        err.add("size: %d notes < %d (mean length %.0f)" % (n, need, mean))
    spans = [sp for r in recs for sp in r["spans"]]
    if len(spans) < MIN_SPANS:
        err.add("size: %d spans < %d" % (len(spans), MIN_SPANS))
    types = collections.Counter(sp["type"] for sp in spans)
    good = [t for t, c in types.items() if c >= MIN_PER_TYPE]
    if len(good) < MIN_TYPES:
        err.add("size: only %d types with >=%d spans (%s)" % (len(good), MIN_PER_TYPE,
                                                              sorted(set(TYPE_LABEL) - set(good))))
    genres = collections.Counter(r["meta"]["genre"] for r in recs)
    gg = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(gg) < MIN_GENRES:
        err.add("size: only %d genres with >=%d notes" % (len(gg), MIN_PER_GENRE))
    low = sum(1 for r in recs if r["meta"]["lowercase"]) / max(n, 1)
    if not (LOWER_LO <= low <= LOWER_HI):
        err.add("size: lowercase share %.3f outside [%.2f, %.2f]" % (low, LOWER_LO, LOWER_HI))
    return mean, spans, types, genres


def rebuild(outdir, ref_bytes, err):
    os.makedirs(outdir, exist_ok=True)
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        p = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out],
                           cwd=ROOT, env=env, capture_output=True, text=True)
        if p.returncode != 0:
            err.add("rebuild seed %s failed: %s" % (seed, p.stderr[-500:]))
            continue
        with open(out, "rb") as fh:
            if fh.read() != ref_bytes:
                err.add("rebuild seed %s: output differs from notes.jsonl" % seed)
            else:
                print("rebuild PYTHONHASHSEED=%s: byte-identical" % seed)


def main(argv):
    outdir = None
    stats = "--stats" in argv
    args = [a for a in argv if a != "--stats"]
    if "--rebuild" in args:
        i = args.index("--rebuild")
        outdir = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    with open(path, "rb") as fh:
        raw = fh.read()
    err = Errors()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        print("FAIL: not UTF-8")
        return 1
    if lines and lines[-1] == "":
        lines.pop()
    recs = check_records(lines, err)
    mean, spans, types, genres = size_rules(recs, err)
    if outdir:
        rebuild(outdir, raw, err)
    print("notes %d, mean length %.0f, spans %d, types %d, genres %d, lowercase %d" % (
        len(recs), mean, len(spans), len(types), len(genres), sum(r["meta"]["lowercase"] for r in recs)))
    if stats:
        labels = collections.Counter(sp["label"] for sp in spans)
        print("labels:", ", ".join("%s %d" % kv for kv in sorted(labels.items())))
        print("types:", ", ".join("%s %d" % kv for kv in sorted(types.items())))
        print("genres:", ", ".join("%s %d" % kv for kv in sorted(genres.items())))
        print("countries:", ", ".join("%s %d" % kv for kv in sorted(
            collections.Counter(r["meta"]["country"] for r in recs).items())))
    if err.items:
        for e in err.items[:60]:
            print("ERROR", e)
        print("FAIL: %d problem(s)" % len(err.items))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
