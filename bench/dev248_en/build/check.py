#!/usr/bin/env python3
"""Validate bench/dev248_en/notes.jsonl against the label guideline and the set's size rules.

Usage: python3 check.py [notes.jsonl] [--no-rebuild]
By default it also rebuilds the set in two subprocesses (PYTHONHASHSEED=1 and =2, output to stdout,
nothing written to disk) and requires both to be byte-identical to the file.
"""
import collections
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
assert len(TYPES) == 29
COUNTRIES = {"US", "CA", "AU"}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
OPEN_PUNCT = set(",;:\"([{")
CLOSE_PUNCT = set(",;:\")]}")
TITLES = re.compile(r"^(dr|mr|mrs|ms|miss|mx|prof)\.?\s", re.I)
CREDS = {"MD", "RN", "DO", "NP", "PA", "CSPI", "SPI", "PHARMD", "MBBS", "EMT-P", "RPN", "CNS", "ACP", "PCP", "ICP", "AP", "BSN"}
AGE_RE = re.compile(r"^(\d{1,3}|\d{1,2}/12|\d0s|[a-z]+(-[a-z]+)?)$", re.I)
TIME_RE = re.compile(r"\b\d{1,2}:\d{2}\b")


class Errors:
    def __init__(self):
        self.items = []

    def add(self, where, msg):
        self.items.append("%s: %s" % (where, msg))


def fictional_contact(sp, err, where):
    t, ty = sp["text"], sp["type"]
    if ty in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", t):
        err.add(where, "phone/fax without 555: %r" % t)
    if ty == "EMAIL" and not re.search(r"@([a-z0-9.-]+\.)?example\.(com|org|net)$", t, re.I):
        err.add(where, "email not at example.*: %r" % t)
    if ty == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", t, re.I):
        err.add(where, "url not at example.*: %r" % t)
    if ty == "IPADDR":
        parts = [int(x) for x in t.split(".")]
        ok = parts[0] == 10 or parts[:2] == [192, 168] or (parts[0] == 172 and 16 <= parts[1] <= 31)
        if not ok:
            err.add(where, "non-private IP: %r" % t)
    if ty == "SSN":
        d = re.sub(r"\D", "", t)
        if not (d.startswith("9") or d.startswith("000")):
            err.add(where, "SSN not starting 9/000: %r" % t)


def check_span_shape(text, sp, err, where):
    t, ty = sp["text"], sp["type"]
    if t != t.strip():
        err.add(where, "span has outer whitespace %r" % t)
    if "\n" in t:
        err.add(where, "span crosses a line %r" % t)
    balanced = t.count("(") == t.count(")")
    if t and t[0] in OPEN_PUNCT | CLOSE_PUNCT and not (t[0] == "(" and balanced):
        err.add(where, "span starts with punctuation %r" % t)
    if t and t[-1] in CLOSE_PUNCT | OPEN_PUNCT and not (t[-1] == ")" and balanced):
        err.add(where, "span ends with punctuation %r" % t)
    if t.endswith(".") and TYPES[ty] != "ID":
        toks = t[:-1].replace(".", " ").split()
        if not toks or len(toks[-1]) != 1:
            err.add(where, "span ends with a full stop (not an initial) %r" % t)
    if TYPES[ty] == "NAME" and ty != "USERNAME":
        if TITLES.match(t):
            err.add(where, "title inside name span %r" % t)
        last = re.split(r"[\s,]+", t)[-1].strip(".")
        if last in CREDS and len(t.split()) > 1 and t != t.upper():
            err.add(where, "credential inside name span %r" % t)
        if t.endswith("'s") or t.endswith("\u2019s"):
            err.add(where, "possessive inside name span %r" % t)
    if ty == "AGE" and not AGE_RE.match(t):
        err.add(where, "age span is not a bare number/word %r" % t)
    if ty == "DATE" and TIME_RE.search(t):
        err.add(where, "time of day inside date span %r" % t)
    if ty in ("MRN", "ACCOUNT", "IDNUM", "HEALTHPLAN", "SSN", "LICENSE", "DEVICE") and re.match(r"^(mrn|acct|id|no|#)\b", t, re.I):
        err.add(where, "identifier label inside span %r" % t)
    if ty in ("PHONE", "FAX") and re.match(r"^(tel|ph|phone|fax|pager|pgr)\b", t, re.I):
        err.add(where, "phone label inside span %r" % t)
    # the characters right outside the span must not glue it to a longer token
    s, e = sp["start"], sp["end"]
    if s > 0 and text[s - 1].isalnum() and t[0].isalnum() and ty not in ("AGE",):
        err.add(where, "span starts mid-token %r" % text[max(0, s - 5):e])
    if e < len(text) and text[e].isalnum() and t[-1].isalnum() and ty not in ("AGE", "DATE", "ZIP"):
        err.add(where, "span ends mid-token %r" % text[s:e + 5])


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else DEFAULT
    rebuild = "--no-rebuild" not in sys.argv
    err = Errors()
    raw = open(path, "rb").read()
    if not raw.endswith(b"\n"):
        err.add("file", "does not end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    recs = []
    for i, line in enumerate(lines, 1):
        try:
            recs.append(json.loads(line))
        except ValueError as ex:
            err.add("line %d" % i, "invalid JSON: %s" % ex)
    type_count = collections.Counter()
    genre_count = collections.Counter()
    lengths = []
    n_lower = 0
    seen_texts = set()
    for i, r in enumerate(recs, 1):
        where = "line %d" % i
        if sorted(r) != ["id", "meta", "spans", "text"]:
            err.add(where, "fields are %s" % sorted(r))
            continue
        if r["id"] != "dev248-%04d" % i:
            err.add(where, "id %r, expected dev248-%04d" % (r["id"], i))
        text = r["text"]
        if not isinstance(text, str) or not text.strip():
            err.add(where, "empty text")
            continue
        if text in seen_texts:
            err.add(where, "duplicate note text")
        seen_texts.add(text)
        lengths.append(len(text))
        m = r["meta"]
        if sorted(m) != ["country", "genre", "lowercase", "source"]:
            err.add(where, "meta fields %s" % sorted(m))
        if m.get("source") != "dev248-en":
            err.add(where, "meta.source %r" % m.get("source"))
        if m.get("country") not in COUNTRIES:
            err.add(where, "meta.country %r" % m.get("country"))
        if not isinstance(m.get("lowercase"), bool):
            err.add(where, "meta.lowercase not bool")
        if not isinstance(m.get("genre"), str) or not m.get("genre"):
            err.add(where, "meta.genre missing")
        genre_count[m.get("genre")] += 1
        if m.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err.add(where, "lowercase note has upper-case characters")
        prev_end = -1
        prev_start = -1
        for j, sp in enumerate(r["spans"]):
            w = "%s span %d" % (where, j)
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err.add(w, "span fields %s" % sorted(sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err.add(w, "bad offsets %r-%r" % (s, e))
                continue
            if text[s:e] != sp["text"]:
                err.add(w, "text mismatch %r vs %r" % (text[s:e], sp["text"]))
            if sp["type"] not in TYPES:
                err.add(w, "unknown type %r" % sp["type"])
                continue
            if TYPES[sp["type"]] != sp["label"]:
                err.add(w, "label %r does not match type %r" % (sp["label"], sp["type"]))
            if s < prev_start:
                err.add(w, "spans not sorted by start")
            if s < prev_end:
                err.add(w, "overlapping spans")
            prev_start, prev_end = s, e
            check_span_shape(text, sp, err, w)
            fictional_contact(sp, err, w)
            type_count[sp["type"]] += 1
    n = len(recs)
    total = sum(type_count.values())
    mean = statistics.mean(lengths) if lengths else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        err.add("size", "%d notes < %d (mean length %.0f)" % (n, need, mean))
    if total < MIN_SPANS:
        err.add("size", "%d spans < %d" % (total, MIN_SPANS))
    for t in sorted(TYPES):
        if type_count[t] < MIN_PER_TYPE:
            err.add("types", "%s has %d spans < %d" % (t, type_count[t], MIN_PER_TYPE))
    big = [g for g, k in genre_count.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err.add("genres", "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not (0.13 <= frac <= 0.21):
        err.add("lowercase", "fraction %.3f is not about one in six" % frac)
    # determinism hints: source must not iterate over sets / use unseeded randomness / clocks
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and fn != "check.py":
            src = open(os.path.join(HERE, fn), encoding="utf-8").read()
            if len(src.encode("utf-8")) >= 30 * 1024:
                err.add(fn, "module is 30 KB or more")
            for pat, why in [(r"for\s+\w+\s+in\s+set\(", "iterates over a set"), (r"random\.(random|choice|randint|shuffle)\(", "module-level random"),
                             (r"\btime\.time\(|datetime\.(date|datetime)\.today\(|\.now\(", "clock dependence"),
                             (r"\bhash\(", "hash() dependence"), (r"uuid", "uuid dependence")]:
                if re.search(pat, src):
                    err.add(fn, "determinism hint: %s" % why)
    if rebuild:
        want = hashlib.md5(raw).hexdigest()
        for seed in ("1", "2"):
            env = dict(os.environ, PYTHONHASHSEED=seed)
            out = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "-"], env=env, capture_output=True, check=False)
            got = hashlib.md5(out.stdout).hexdigest()
            if out.returncode != 0 or got != want:
                err.add("determinism", "rebuild with PYTHONHASHSEED=%s gives md5 %s, file has %s" % (seed, got, want))
    print("notes: %d  spans: %d  mean length: %.0f  median: %.0f  range: %d-%d  lowercase: %d (%.1f%%)"
          % (n, total, mean, statistics.median(lengths) if lengths else 0, min(lengths or [0]), max(lengths or [0]), n_lower, 100 * frac))
    print("genres: " + ", ".join("%s=%d" % (g, k) for g, k in sorted(genre_count.items())))
    print("types: " + ", ".join("%s=%d" % (t, type_count[t]) for t in sorted(TYPES)))
    print("md5: %s" % hashlib.md5(raw).hexdigest())
    if err.items:
        for x in err.items[:200]:
            print("ERROR", x)
        print("FAILED with %d error(s)" % len(err.items))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
