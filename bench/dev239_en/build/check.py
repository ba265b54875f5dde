#!/usr/bin/env python3
"""Validate bench/dev239_en/notes.jsonl against the label guideline and the set's own rules.

Usage:  python3 bench/dev239_en/build/check.py [notes.jsonl] [--no-rebuild]
Exit status 0 when every check passes.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import statistics
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
LEAK_TYPES = ("PATIENT", "DOCTOR", "FAMILY", "CITY", "HOSPITAL", "ORGANIZATION", "STREET")
PATTERNS = [
    ("numeric date", re.compile(r"(?<![\d/.])\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})(?![\d/])")),
    ("ISO date", re.compile(r"(?<!\d)(?:19|20)\d\d-\d\d-\d\d(?!\d)")),
    ("555 number", re.compile(r"555[-. ]?\d{3,4}")),
    ("email", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("IPv4", re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")),
    ("example URL", re.compile(r"(?:https?://)?(?:[\w-]+\.)?example\.(?:com|org|net)(?!@)")),
]


class Report:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 200:
            self.errors.append(msg)
        elif len(self.errors) == 200:
            self.errors.append("... (further errors suppressed)")


def edge_ok(typ, s):
    if s != s.strip() or not s:
        return False
    if s[0] in ",;:!?\"'.])}" or s[-1] in ",;:!?\"'([{":
        return False
    if s[-1] == ")" and "(" not in s:
        return False
    if s[0] == "(" and ")" not in s:
        return False
    if s[-1] == "." and TYPES[typ] != "NAME" and typ not in ("HOSPITAL", "ORGANIZATION", "STREET"):
        return False
    return True


def covered(spans, a, b):
    for s in spans:
        if s["start"] <= a and b <= s["end"]:
            return True
    return False


def check_note(rep, i, line, stats):
    try:
        n = json.loads(line)
    except ValueError as e:
        rep.err("line %d: invalid JSON (%s)" % (i + 1, e))
        return None
    if sorted(n) != ["id", "meta", "spans", "text"]:
        rep.err("line %d: fields %s" % (i + 1, sorted(n)))
        return None
    nid = n["id"]
    if nid != "dev239-%04d" % (i + 1):
        rep.err("line %d: id %r out of sequence" % (i + 1, nid))
    text, spans, meta = n["text"], n["spans"], n["meta"]
    if not isinstance(text, str) or not text.strip():
        rep.err("%s: empty text" % nid)
        return None
    if "\r" in text:
        rep.err("%s: carriage return in text" % nid)
    if sorted(meta) != ["country", "genre", "lowercase", "source"]:
        rep.err("%s: meta fields %s" % (nid, sorted(meta)))
    if meta.get("source") != "dev239-en":
        rep.err("%s: meta.source" % nid)
    if meta.get("country") not in ("US", "UK", "NZ"):
        rep.err("%s: meta.country %r" % (nid, meta.get("country")))
    if not isinstance(meta.get("lowercase"), bool):
        rep.err("%s: meta.lowercase not bool" % nid)
    if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
        rep.err("%s: meta.genre" % nid)
    if meta.get("lowercase") is True and text != text.lower():
        rep.err("%s: lowercase note has upper-case text" % nid)
    if meta.get("lowercase") is False and text == text.lower():
        rep.err("%s: non-lowercase note is entirely lower-case" % nid)
    prev_end, prev_start = -1, -1
    for s in spans:
        if sorted(s) != ["end", "label", "start", "text", "type"]:
            rep.err("%s: span fields %s" % (nid, sorted(s)))
            continue
        a, b, typ = s["start"], s["end"], s["type"]
        if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
            rep.err("%s: bad offsets %r" % (nid, s))
            continue
        if text[a:b] != s["text"]:
            rep.err("%s: span text mismatch at %d: %r vs %r" % (nid, a, text[a:b], s["text"]))
        if typ not in TYPES:
            rep.err("%s: unknown type %r" % (nid, typ))
        elif TYPES[typ] != s["label"]:
            rep.err("%s: label %r does not match type %r" % (nid, s["label"], typ))
        elif not edge_ok(typ, s["text"]):
            rep.err("%s: span edge (whitespace/punctuation) %r %s" % (nid, s["text"], typ))
        if a < prev_start:
            rep.err("%s: spans not sorted at %d" % (nid, a))
        if a < prev_end:
            rep.err("%s: overlapping spans at %d" % (nid, a))
        prev_start, prev_end = a, b
        if a > 0 and (text[a - 1].isalnum()) and typ not in ("AGE", "DATE"):
            rep.err("%s: span starts inside a word %r" % (nid, text[max(0, a - 5):b]))
        if b < len(text) and text[b].isalnum() and typ not in ("AGE", "DATE"):
            rep.err("%s: span ends inside a word %r" % (nid, text[a:b + 5]))
        if meta.get("lowercase") is True and s["text"] != s["text"].lower():
            rep.err("%s: upper case in lowercase span" % nid)
        check_contact(rep, nid, typ, s["text"])
        stats["types"][typ] += 1
    # every occurrence of a named span must itself be annotated
    for s in spans:
        if s["type"] in LEAK_TYPES and len(s["text"]) >= 4:
            for m in re.finditer(r"(?<!\w)" + re.escape(s["text"]) + r"(?!\w)", text):
                if not covered(spans, m.start(), m.end()):
                    rep.err("%s: unannotated repeat of %r (%s) at %d" % (nid, s["text"], s["type"], m.start()))
    # PHI-shaped strings outside spans
    for label, pat in PATTERNS:
        for m in pat.finditer(text):
            if not covered(spans, m.start(), m.end()):
                rep.err("%s: %s outside any span: %r" % (nid, label, m.group(0)))
    stats["genres"][meta.get("genre")] += 1
    stats["lengths"].append(len(text))
    stats["lower"] += 1 if meta.get("lowercase") else 0
    stats["spans"] += len(spans)
    return n


def check_contact(rep, nid, typ, v):
    low = v.lower()
    if typ in ("PHONE", "FAX") and "555" not in v:
        rep.err("%s: %s without 555: %r" % (nid, typ, v))
    elif typ == "EMAIL" and not low.endswith(EXAMPLE_DOMAINS):
        rep.err("%s: non-example email %r" % (nid, v))
    elif typ == "URL" and not any(d in low for d in EXAMPLE_DOMAINS):
        rep.err("%s: non-example URL %r" % (nid, v))
    elif typ == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                rep.err("%s: public IP %r" % (nid, v))
        except ValueError:
            rep.err("%s: bad IP %r" % (nid, v))
    elif typ == "SSN":
        if not (re.fullmatch(r"(9\d\d|000)-\d\d-\d{4}", v) or re.fullmatch(r"qq \d\d \d\d \d\d [a-d]", low)):
            rep.err("%s: SSN/NINO not in the fictional ranges: %r" % (nid, v))


def determinism(rep, path):
    """rebuild under two hash seeds (no files written) and compare with the file on disk"""
    want = hashlib.md5(open(path, "rb").read()).hexdigest()
    code = ("import sys,json,hashlib;sys.dont_write_bytecode=True;sys.path.insert(0,%r);import make;"
            "h=hashlib.md5();[h.update((json.dumps(n,ensure_ascii=False)+'\\n').encode('utf-8')) for n in make.build()];"
            "print(h.hexdigest())" % HERE)
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
        got = out.stdout.strip()
        if out.returncode != 0 or got != want:
            rep.err("determinism: PYTHONHASHSEED=%s rebuild md5 %s != file md5 %s %s" % (seed, got, want, out.stderr[-300:]))
    return want


def source_hints(rep):
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".py"):
            continue
        p = os.path.join(HERE, fn)
        if os.path.getsize(p) >= 30000:
            rep.err("module %s is %d bytes (limit 30000)" % (fn, os.path.getsize(p)))
        src = open(p, encoding="utf-8").read()
        if fn != "check.py":
            for bad in ("set(", "frozenset(", "hash(", "random.seed(", "time.time(", "os.urandom", "uuid"):
                if bad in src:
                    rep.err("module %s uses %s (determinism hazard)" % (fn, bad))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    rep = Report()
    stats = {"types": collections.Counter(), "genres": collections.Counter(), "lengths": [], "lower": 0, "spans": 0}
    raw = open(path, "rb").read()
    if not raw.endswith(b"\n") or b"\r" in raw:
        rep.err("file must end with a newline and contain no CR")
    lines = raw.decode("utf-8").split("\n")[:-1]
    for i, line in enumerate(lines):
        check_note(rep, i, line, stats)
    n = len(lines)
    mean = statistics.mean(stats["lengths"]) if stats["lengths"] else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        rep.err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if stats["spans"] < MIN_SPANS:
        rep.err("only %d spans (need %d)" % (stats["spans"], MIN_SPANS))
    for t in sorted(TYPES):
        if stats["types"][t] < MIN_PER_TYPE:
            rep.err("type %s has %d spans (need %d)" % (t, stats["types"][t], MIN_PER_TYPE))
    big = [g for g, k in stats["genres"].items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        rep.err("only %d genres with >=%d notes" % (len(big), MIN_PER_GENRE))
    frac = stats["lower"] / float(n or 1)
    if not 0.13 <= frac <= 0.21:
        rep.err("lower-cased fraction %.3f not about one in six" % frac)
    source_hints(rep)
    md5 = determinism(rep, path) if "--no-rebuild" not in sys.argv else hashlib.md5(raw).hexdigest()
    L = sorted(stats["lengths"])
    print("notes %d  spans %d  lower-cased %d  mean %.0f  median %.0f  range %d-%d" % (
        n, stats["spans"], stats["lower"], mean, statistics.median(L), L[0], L[-1]))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(stats["genres"].items())))
    print("types: " + ", ".join("%s %d" % (t, stats["types"][t]) for t in sorted(TYPES)))
    print("md5 %s" % md5)
    if rep.errors:
        print("FAILED: %d problem(s)" % len(rep.errors))
        for e in rep.errors:
            print("  " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
