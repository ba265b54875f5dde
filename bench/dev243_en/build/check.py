#!/usr/bin/env python3
"""Validate bench/dev243_en/notes.jsonl (author 243).

Usage: check.py [--rebuild]
  --rebuild  also rebuild twice (PYTHONHASHSEED=1 and =2) into a temporary folder and
             require both builds to be byte-identical to notes.jsonl.
"""
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_LO, LOWER_HI = 0.13, 0.21
COUNTRIES = ("UK", "US", "CA")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) < 60:
        print("ERROR:", msg)


def private_ip(v):
    p = [int(x) for x in v.split(".")]
    return len(p) == 4 and all(0 <= x <= 255 for x in p) and (
        p[0] == 10 or (p[0] == 192 and p[1] == 168) or (p[0] == 172 and 16 <= p[1] <= 31))


def check_span(nid, text, s, prev_end):
    keys = ["start", "end", "label", "type", "text"]
    if list(s.keys()) != keys:
        err("%s: span keys %r" % (nid, list(s.keys())))
        return prev_end
    a, b, lab, typ, st = s["start"], s["end"], s["label"], s["type"], s["text"]
    if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
        err("%s: bad offsets %r" % (nid, s))
        return prev_end
    if text[a:b] != st:
        err("%s: span text mismatch %r vs %r" % (nid, text[a:b], st))
    if a < prev_end:
        err("%s: span unsorted or overlapping at %d" % (nid, a))
    if typ not in TYPES:
        err("%s: unknown type %r" % (nid, typ))
    elif TYPES[typ] != lab:
        err("%s: label %r does not match type %r" % (nid, lab, typ))
    if st != st.strip() or "\n" in st:
        err("%s: whitespace at span edge or newline inside %r" % (nid, st))
    if st[:1] in "\"'[{<" or st[-1:] in "\"',;:]}>":
        err("%s: surrounding punctuation in span %r" % (nid, st))
    if st.endswith(")") and "(" not in st:
        err("%s: unbalanced ')' in span %r" % (nid, st))
    if st.startswith("(") and ")" not in st:
        err("%s: unbalanced '(' in span %r" % (nid, st))
    if st.endswith(".") and typ not in ("PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION", "STREET"):
        err("%s: trailing full stop in %s span %r" % (nid, typ, st))
    # word boundaries: a span must not cut a word in two
    # ('64yo' is allowed: digits may touch letters, but letters may not touch letters nor digits digits)
    def same(x, y):
        return (x.isalpha() and y.isalpha()) or (x.isdigit() and y.isdigit())
    if a > 0 and same(text[a - 1], st[0]):
        err("%s: span starts inside a word %r" % (nid, text[max(0, a - 5):b]))
    if b < len(text) and same(text[b], st[-1]):
        err("%s: span ends inside a word %r" % (nid, text[a:b + 5]))
    # fictional contact details only
    low = st.lower()
    if typ in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", st):
        err("%s: phone/fax without 555: %r" % (nid, st))
    if typ == "EMAIL" and not re.search(r"@([a-z0-9-]+\.)*example\.(com|org|net)$", low):
        err("%s: email not at example.*: %r" % (nid, st))
    if typ == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", low):
        err("%s: URL not at example.*: %r" % (nid, st))
    if typ == "IPADDR" and not (re.fullmatch(r"\d+\.\d+\.\d+\.\d+", st) and private_ip(st)):
        err("%s: IP not private: %r" % (nid, st))
    if typ == "SSN" and not (st.startswith("9") or st.startswith("000")):
        err("%s: SSN must start with 9 or 000: %r" % (nid, st))
    return b


def main():
    raw = open(NOTES, "rb").read()
    if b"\r" in raw:
        err("carriage return in file")
    if not raw.endswith(b"\n"):
        err("file does not end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    notes = []
    for i, line in enumerate(lines):
        try:
            o = json.loads(line)
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        if line != json.dumps(o, ensure_ascii=False):
            err("line %d: not in canonical json.dumps form" % (i + 1))
        notes.append(o)
    type_counts = dict((t, 0) for t in sorted(TYPES))
    genres = {}
    n_lower = 0
    lengths = []
    n_spans = 0
    for i, o in enumerate(notes):
        nid = o.get("id")
        if list(o.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: top-level keys %r" % (nid, list(o.keys())))
            continue
        if nid != "dev243-%04d" % (i + 1):
            err("note %d: id %r out of sequence" % (i + 1, nid))
        text, spans, meta = o["text"], o["spans"], o["meta"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        if "{" in text or "}" in text:
            err("%s: unfilled template brace" % nid)
        lengths.append(len(text))
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev243-en":
            err("%s: meta.source %r" % (nid, meta["source"]))
        if meta["country"] not in COUNTRIES:
            err("%s: meta.country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: meta.genre missing" % nid)
        genres[meta["genre"]] = genres.get(meta["genre"], 0) + 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: marked lower-case but has capitals" % nid)
            if any(s.get("text") != s.get("text", "").lower() for s in spans):
                err("%s: lower-case note with capitalised span text" % nid)
        elif text == text.lower():
            err("%s: entirely lower-case but meta.lowercase is false" % nid)
        prev_end = 0
        for s in spans:
            prev_end = check_span(nid, text, s, prev_end)
            if s.get("type") in type_counts:
                type_counts[s["type"]] += 1
        n_spans += len(spans)
        if len(spans) == 0:
            err("%s: note has no spans" % nid)
    # size minimums
    n = len(notes)
    mean = statistics.mean(lengths) if lengths else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d with mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(type_counts):
        if type_counts[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, type_counts[t], MIN_PER_TYPE))
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / float(n or 1)
    if not (LOWER_LO <= frac <= LOWER_HI):
        err("lower-cased fraction %.3f outside [%.2f, %.2f]" % (frac, LOWER_LO, LOWER_HI))
    # determinism hints in the build code: no set literals/constructors iterated, no hash(), no time/os randomness
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".py") or fn == "check.py":
            continue
        src = open(os.path.join(HERE, fn), encoding="utf-8").read()
        if len(src.encode("utf-8")) >= 30 * 1024:
            err("%s is not under 30 KB" % fn)
        for pat, why in ((r"\bset\(", "set()"), (r"\bfrozenset\(", "frozenset()"), (r"\bhash\(", "hash()"),
                         (r"\btime\.time\(", "time.time()"), (r"\bos\.urandom\(", "os.urandom()"),
                         (r"\buuid\b", "uuid"), (r"random\.Random\((?!243\))", "a seed other than 243"),
                         (r"^\s*import secrets", "secrets")):
            if re.search(pat, src, re.M):
                err("%s uses %s" % (fn, why))
        if re.search(r"(?<![.\w])random\.(random|choice|randint|shuffle|sample|uniform)\(", src):
            err("%s uses the global random module" % fn)
    if "--rebuild" in sys.argv:
        digest = hashlib.md5(raw).hexdigest()
        with tempfile.TemporaryDirectory() as tmp:
            for seed in ("1", "2"):
                out = os.path.join(tmp, "notes_%s.jsonl" % seed)
                env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
                subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                               stdout=subprocess.DEVNULL)
                d2 = hashlib.md5(open(out, "rb").read()).hexdigest()
                if d2 != digest:
                    err("rebuild with PYTHONHASHSEED=%s differs (%s vs %s)" % (seed, d2, digest))
                else:
                    print("rebuild PYTHONHASHSEED=%s identical (md5 %s)" % (seed, d2))
    print("notes %d | spans %d | mean length %.0f | median %.0f | range %d-%d | lower-cased %d (%.1f%%)" % (
        n, n_spans, mean, statistics.median(lengths), min(lengths), max(lengths), n_lower, 100 * frac))
    print("genres: " + ", ".join("%s %d" % (g, genres[g]) for g in sorted(genres)))
    print("types: " + ", ".join("%s %d" % (t, type_counts[t]) for t in sorted(type_counts)))
    if errors:
        print("FAILED with %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
