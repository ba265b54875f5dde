#!/usr/bin/env python3
"""Validate bench/dev245_en/notes.jsonl (author 245). Standard library only.

Usage: check.py [--no-rebuild]
By default it also rebuilds the set in memory under PYTHONHASHSEED=1 and =2 (make.py --stdout)
and requires both to be byte-identical to notes.jsonl.
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
ROOT = os.path.dirname(HERE)
PATH = os.path.join(ROOT, "notes.jsonl")

# the guideline's 29 fine types and their categories
ALLOWED = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
COUNTRIES = ("US", "UK", "AU")
BAD_START = tuple(",.;:)]}\"'!?-/")
BAD_END = tuple(",;:([{\"'!?-/")

errors = []


def err(msg):
    errors.append(msg)


def check_record(ln, line, seen_ids):
    try:
        r = json.loads(line)
    except ValueError as e:
        err("line %d: invalid JSON (%s)" % (ln, e))
        return None
    if not isinstance(r, dict) or sorted(r) != ["id", "meta", "spans", "text"]:
        err("line %d: fields must be exactly id, text, spans, meta" % ln)
        return None
    want = "dev245-%04d" % ln
    if r["id"] != want:
        err("line %d: id %r, expected %r" % (ln, r["id"], want))
    if r["id"] in seen_ids:
        err("line %d: duplicate id" % ln)
    seen_ids.append(r["id"])
    t = r["text"]
    if not isinstance(t, str) or not t.strip():
        err("%s: empty text" % r["id"])
        return None
    m = r["meta"]
    if not isinstance(m, dict) or sorted(m) != ["country", "genre", "lowercase", "source"]:
        err("%s: meta must have source, genre, lowercase, country" % r["id"])
        return None
    if m["source"] != "dev245-en":
        err("%s: meta.source %r" % (r["id"], m["source"]))
    if not isinstance(m["genre"], str) or not re.match(r"^[a-z_]+$", m["genre"]):
        err("%s: bad genre %r" % (r["id"], m["genre"]))
    if not isinstance(m["lowercase"], bool):
        err("%s: meta.lowercase must be a bool" % r["id"])
    if m["country"] not in COUNTRIES:
        err("%s: bad country %r" % (r["id"], m["country"]))
    if m["lowercase"] and t != t.lower():
        err("%s: lowercase note has upper-case text" % r["id"])
    prev_end = -1
    prev_start = -1
    if not isinstance(r["spans"], list):
        err("%s: spans must be a list" % r["id"])
        return None
    for sp in r["spans"]:
        if not isinstance(sp, dict) or sorted(sp) != ["end", "label", "start", "text", "type"]:
            err("%s: span fields must be start, end, label, type, text: %r" % (r["id"], sp))
            continue
        s, e = sp["start"], sp["end"]
        if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
            err("%s: bad offsets %r" % (r["id"], sp))
            continue
        if t[s:e] != sp["text"]:
            err("%s: text[%d:%d]=%r != %r" % (r["id"], s, e, t[s:e], sp["text"]))
        if sp["type"] not in ALLOWED:
            err("%s: type %r not in guideline" % (r["id"], sp["type"]))
        elif ALLOWED[sp["type"]] != sp["label"]:
            err("%s: label %r does not match type %r" % (r["id"], sp["label"], sp["type"]))
        st = sp["text"]
        if st != st.strip():
            err("%s: span has outer whitespace %r" % (r["id"], st))
        if st[:1] in BAD_START or st[-1:] in BAD_END:
            err("%s: span starts/ends with punctuation %r" % (r["id"], st))
        if st.endswith(")") and "(" not in st:
            err("%s: span takes in a closing bracket %r" % (r["id"], st))
        if st.endswith(".") and sp["type"] not in ("PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION", "URL", "STREET"):
            err("%s: span ends with full stop %r" % (r["id"], st))
        if s < prev_start:
            err("%s: spans not sorted by start" % r["id"])
        if s < prev_end:
            err("%s: overlapping spans at %d" % (r["id"], s))
        prev_start, prev_end = s, max(prev_end, e)
        if m["lowercase"] and st != st.lower():
            err("%s: lowercase note has upper-case span %r" % (r["id"], st))
        # touching word characters on either side would mean a span cut inside a token
        if s > 0 and t[s - 1].isalnum() and t[s].isalnum():
            err("%s: span starts inside a token %r" % (r["id"], st))
        if e < len(t) and t[e].isalnum() and t[e - 1].isalnum() and not (sp["type"] == "AGE" and t[e].isalpha()):
            err("%s: span ends inside a token %r" % (r["id"], st))
    return r


def fictional_contacts(recs):
    """Contact details must be visibly fictional (555 numbers, example domains, private IPs, 9xx/000 SSNs)."""
    for r in recs:
        for sp in r["spans"]:
            v = sp["text"]
            ty = sp["type"]
            if ty in ("PHONE", "FAX") and "555" not in v:
                err("%s: phone without 555 %r" % (r["id"], v))
            if ty == "EMAIL" and not re.search(r"example\.(com|org|net)$", v, re.I):
                err("%s: email not at example domain %r" % (r["id"], v))
            if ty == "URL" and "example." not in v.lower():
                err("%s: url not at example domain %r" % (r["id"], v))
            if ty == "IPADDR":
                a = [int(x) for x in v.split(".")]
                ok = a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)
                if not ok:
                    err("%s: public IP %r" % (r["id"], v))
            if ty == "SSN" and r["meta"]["country"] == "US" and len(re.sub(r"\D", "", v)) == 9:
                d = re.sub(r"\D", "", v)
                if not (d.startswith("9") or d.startswith("000")):
                    err("%s: SSN not in fictional range %r" % (r["id"], v))


def determinism_hints():
    """Static hints in the build sources, then an in-memory rebuild under two hash seeds."""
    bad = [(r"\bhash\(", "hash()"), (r"datetime\.now|date\.today|time\.time\(", "wall clock"),
           (r"\buuid\b|os\.urandom|secrets\.", "non-seeded entropy"),
           (r"(?<![\w.])random\.(random|choice|randint|shuffle|sample|randrange|uniform)\(", "module-level random"),
           (r"\bset\(|frozenset\(", "set (iteration order)")]
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".py") or fn == "check.py":
            continue
        src = open(os.path.join(HERE, fn), encoding="utf-8").read()
        if len(src.encode("utf-8")) >= 30 * 1024:
            err("%s is 30 KB or more" % fn)
        for pat, what in bad:
            if re.search(pat, src):
                err("%s: determinism hint - uses %s" % (fn, what))
        for m in re.finditer(r"Random\(([^)]*)\)", src):
            if m.group(1).strip() != "245":
                err("%s: Random seeded with %r" % (fn, m.group(1)))


def rebuild_identical(data):
    want = hashlib.md5(data).hexdigest()
    for seed in ("1", "2"):
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        out = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--stdout"], env=env,
                             stdout=subprocess.PIPE, check=True).stdout
        got = hashlib.md5(out).hexdigest()
        print("rebuild PYTHONHASHSEED=%s md5 %s" % (seed, got))
        if got != want:
            err("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)


def main():
    raw = open(PATH, "rb").read()
    if not raw.endswith(b"\n") or b"\r" in raw:
        err("file must use \\n line ends and end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    seen = []
    recs = []
    for i, line in enumerate(lines, 1):
        r = check_record(i, line, seen)
        if r is not None:
            recs.append(r)
    fictional_contacts(recs)
    n = len(recs)
    lens = [len(r["text"]) for r in recs]
    mean = statistics.mean(lens) if lens else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    types = collections.Counter(sp["type"] for r in recs for sp in r["spans"])
    total = sum(types.values())
    if total < MIN_SPANS:
        err("only %d spans" % total)
    for ty in sorted(ALLOWED):
        if types[ty] < MIN_PER_TYPE:
            err("type %s only %d times" % (ty, types[ty]))
    genres = collections.Counter(r["meta"]["genre"] for r in recs)
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in recs if r["meta"]["lowercase"])
    frac = low / float(n) if n else 0
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        err("lower-cased fraction %.3f outside %r" % (frac, LOWER_RANGE))
    determinism_hints()
    if "--no-rebuild" not in sys.argv:
        rebuild_identical(raw)
    print("notes %d  spans %d  mean len %.0f  median %.0f  range %d-%d  lowercase %d (%.1f%%)" % (
        n, total, mean, statistics.median(lens), min(lens), max(lens), low, 100 * frac))
    print("genres: " + ", ".join("%s %d" % (g, genres[g]) for g in sorted(genres)))
    print("types: " + ", ".join("%s %d" % (t, types[t]) for t in sorted(types)))
    print("countries: " + ", ".join("%s %d" % (c, v) for c, v in sorted(collections.Counter(r["meta"]["country"] for r in recs).items())))
    print("md5 %s" % hashlib.md5(raw).hexdigest())
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("FAILED with %d errors" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
