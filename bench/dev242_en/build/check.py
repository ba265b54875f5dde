#!/usr/bin/env python3
"""Validate bench/dev242_en/notes.jsonl (author 242). Standard library only.

Usage: check.py [--rebuild]
  --rebuild  also rebuild the set under PYTHONHASHSEED=1 and =2 (in memory, via make.py --stdout)
             and require both to be byte-identical to notes.jsonl.
Exit status 0 when every check passes.
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
PATH = os.path.join(ROOT, "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = ("UK", "NO", "AU", "US")
EDGE_PUNCT = set(",;:!?\"()[]{}<>")
FICTIONAL_DOMAINS = ("example.com", "example.org", "example.net")

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def check_span_edges(nid, s):
    t = s["text"]
    if t != t.strip():
        err("%s: span has edge whitespace %r" % (nid, t))
    if "\n" in t:
        err("%s: span crosses a line break %r" % (nid, t))
    balanced = t.count("(") == t.count(")") and t.count("(") > 0
    first_ok = t[:1] == "(" and balanced
    last_ok = t[-1:] == ")" and balanced
    if t and ((t[0] in EDGE_PUNCT and not first_ok) or (t[-1] in EDGE_PUNCT and not last_ok) or t[-1] == "'"):
        err("%s: span takes in edge punctuation %r" % (nid, t))
    if t.endswith("'s") and s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
        err("%s: possessive inside name span %r" % (nid, t))
    if t.endswith(".") and not re.search(r"(^|[\s./])[^\W\d_]{1,4}\.$", t):
        err("%s: span ends with a full stop that is not an abbreviation/initial %r" % (nid, t))


def check_contact(nid, s):
    t, ty = s["text"], s["type"]
    if ty in ("PHONE", "FAX") and "555" not in t:
        err("%s: %s without 555 %r" % (nid, ty, t))
    if ty == "EMAIL" and not t.lower().endswith(FICTIONAL_DOMAINS):
        err("%s: email not at example domains %r" % (nid, t))
    if ty == "URL" and not any(dom in t.lower() for dom in FICTIONAL_DOMAINS):
        err("%s: url not at example domains %r" % (nid, t))
    if ty == "IPADDR":
        try:
            if not ipaddress.ip_address(t).is_private:
                err("%s: public IP %r" % (nid, t))
        except ValueError:
            err("%s: bad IP %r" % (nid, t))
    if ty == "SSN" and not (t.startswith("9") or t.startswith("000")):
        err("%s: SSN must start with 9 or 000 %r" % (nid, t))


def check_unannotated(nid, text, spans, lower):
    """every occurrence must be annotated: alphabetic name/place span texts may not recur outside spans."""
    covered = [False] * len(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            covered[i] = True
    seen = {}
    for s in spans:
        if s["type"] in ("PATIENT", "DOCTOR", "FAMILY", "CITY", "COUNTRY", "HOSPITAL", "ORGANIZATION", "STATE") \
                and len(s["text"]) >= 4 and re.fullmatch(r"[^\W\d_][\w'\- .&]*", s["text"]):
            seen[s["text"]] = s["type"]
    for val in sorted(seen):
        for m in re.finditer(r"(?<![\w])" + re.escape(val) + r"(?![\w])", text):
            if not all(covered[m.start():m.end()]):
                err("%s: unannotated occurrence of %s %r at %d" % (nid, seen[val], val, m.start()))


def main():
    with open(PATH, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        err("file does not end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    recs = []
    for i, line in enumerate(lines):
        try:
            o = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        if json.dumps(o, ensure_ascii=False) != line:
            err("line %d: not in canonical serialisation (determinism hint)" % (i + 1))
        recs.append(o)

    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    n_lower = 0
    lengths = []
    n_spans = 0
    for k, o in enumerate(recs):
        want_id = "dev242-%04d" % (k + 1)
        if list(o.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: fields must be id, text, spans, meta (got %s)" % (o.get("id"), list(o.keys())))
            continue
        nid = o["id"]
        if nid != want_id:
            err("id %r should be %r" % (nid, want_id))
        text = o["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        lengths.append(len(text))
        meta = o["meta"]
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields must be source, genre, lowercase, country" % nid)
            continue
        if meta["source"] != "dev242-en":
            err("%s: meta.source" % nid)
        if meta["country"] not in COUNTRIES:
            err("%s: meta.country %r" % (nid, meta["country"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: meta.genre" % nid)
        genre_counts[meta["genre"]] += 1
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase must be boolean" % nid)
        lower = meta["lowercase"] is True
        if lower:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note contains capitals" % nid)
        elif text == text.lower():
            err("%s: note marked not lowercase but has no capitals" % nid)
        prev_end, prev_start = -1, -1
        for s in o["spans"]:
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span fields %s" % (nid, list(s.keys())))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[st:en], s["text"]))
            if s["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif TYPES[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            if st < prev_start:
                err("%s: spans not sorted by start" % nid)
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, en
            if lower and s["text"] != s["text"].lower():
                err("%s: capitals in span of lowercase note %r" % (nid, s["text"]))
            check_span_edges(nid, s)
            check_contact(nid, s)
            type_counts[s["type"]] += 1
            n_spans += 1
        check_unannotated(nid, text, o["spans"], lower)

    n = len(recs)
    mean = sum(lengths) / max(1, len(lengths))
    if n < 330:
        err("only %d notes (need >= 330)" % n)
    if mean < 1200 and n < 600:
        err("mean length %.0f < 1200 requires >= 600 notes (have %d)" % (mean, n))
    if n_spans < 8000:
        err("only %d spans (need >= 8000)" % n_spans)
    for t in sorted(TYPES):
        if type_counts[t] < 15:
            err("type %s has %d spans (need >= 15)" % (t, type_counts[t]))
    big = [g for g in sorted(genre_counts) if genre_counts[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = n_lower / max(1, n)
    if not (0.13 <= frac <= 0.21):
        err("lower-cased fraction %.3f is not about one in six" % frac)

    # determinism hints in the build sources
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".py"):
            continue
        p = os.path.join(HERE, fn)
        size = os.path.getsize(p)
        if size >= 30 * 1024:
            err("%s is %d bytes (must be < 30 KB)" % (fn, size))
        if fn == "check.py":
            continue
        src = open(p, encoding="utf-8").read()
        for bad in (r"\brandom\.(seed|random|choice|randint|shuffle|sample|uniform)\(", r"\bhash\(", r"os\.urandom",
                    r"\btime\.time\(", r"\.now\(", r"date\.today\(", r"\buuid"):
            if re.search(bad, src):
                err("%s matches %s (non-deterministic source of variation)" % (fn, bad))
        if re.search(r"for\s+\w+\s+in\s+set\(", src):
            err("%s iterates over a set" % fn)
    if "random.Random(242)" not in open(os.path.join(HERE, "make.py"), encoding="utf-8").read():
        err("make.py does not seed random.Random(242)")

    if "--rebuild" in sys.argv[1:]:
        for seed in ("1", "2"):
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            out = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--stdout"], env=env,
                                 capture_output=True, check=True).stdout
            if out != raw:
                err("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
            else:
                print("rebuild under PYTHONHASHSEED=%s: identical" % seed)

    srt = sorted(lengths)
    print("notes %d, spans %d, mean length %.0f, median %d, range %d-%d, lower-cased %d (%.1f%%)" % (
        n, n_spans, mean, srt[len(srt) // 2], srt[0], srt[-1], n_lower, 100 * frac))
    print("genres: " + ", ".join("%s %d" % (g, genre_counts[g]) for g in sorted(genre_counts)))
    print("types: " + ", ".join("%s %d" % (t, type_counts[t]) for t in sorted(TYPES)))
    for w in warnings:
        print("WARNING:", w)
    if errors:
        for e in errors[:60]:
            print("ERROR:", e)
        print("FAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
