#!/usr/bin/env python3
"""Validate bench/dev254_en/notes.jsonl; optionally rebuild under two hash seeds and compare bytes."""
import collections
import hashlib
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")
sys.path.insert(0, HERE)
from phi import LABELS  # noqa: E402

MIN_NOTES, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
errs = []


def err(msg):
    if len(errs) < 50:
        print("ERROR:", msg)
    errs.append(msg)


def main():
    assert len(LABELS) == 29
    raw = open(PATH, "rb").read()
    if b"\r" in raw:
        err("carriage return in file")
    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("file must end with newline")
    lines = lines[:-1]
    recs = []
    for i, line in enumerate(lines, 1):
        try:
            recs.append(json.loads(line))
        except ValueError as e:
            err("line %d invalid JSON: %s" % (i, e))
    types = collections.Counter()
    genres = collections.Counter()
    lens, nspans, nlower = [], 0, 0
    for i, r in enumerate(recs, 1):
        rid = "dev254-%04d" % i
        if sorted(r) != ["id", "meta", "spans", "text"]:
            err("%d keys %s" % (i, sorted(r)))
            continue
        if r["id"] != rid:
            err("id %s expected %s" % (r["id"], rid))
        m, t = r["meta"], r["text"]
        if sorted(m) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev254-en" \
                or not isinstance(m["lowercase"], bool) or m["country"] not in ("UK", "AU", "US") \
                or not isinstance(m["genre"], str) or not m["genre"]:
            err("%s bad meta %s" % (rid, m))
        if not isinstance(t, str) or not t.strip():
            err("%s empty text" % rid)
            continue
        if m.get("lowercase") and t != t.lower():
            err("%s lowercase note has upper case" % rid)
        nlower += bool(m.get("lowercase"))
        genres[m.get("genre")] += 1
        lens.append(len(t))
        prev_end, prev_start = -1, -1
        for s in r["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err("%s span keys %s" % (rid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                err("%s bad offsets %s" % (rid, s))
                continue
            seg = t[a:b]
            if seg != s["text"]:
                err("%s text mismatch %r vs %r" % (rid, seg, s["text"]))
            if seg != seg.strip():
                err("%s span has edge whitespace %r" % (rid, seg))
            if seg[-1] in ",;:" or seg[0] in "[\"'" or seg.count("(") != seg.count(")"):
                err("%s span edge punctuation %r" % (rid, seg))
            if seg.endswith(".") and s["type"] not in ("PATIENT", "DOCTOR", "FAMILY", "STREET", "HOSPITAL"):
                err("%s span ends with full stop %r" % (rid, seg))
            if s["type"] not in LABELS or LABELS[s["type"]] != s["label"]:
                err("%s bad label/type %s/%s" % (rid, s["label"], s["type"]))
            if a < prev_start:
                err("%s spans not sorted" % rid)
            if a < prev_end:
                err("%s overlapping spans at %d" % (rid, a))
            prev_start, prev_end = a, b
            if m.get("lowercase") and seg != seg.lower():
                err("%s lowercase span %r" % (rid, seg))
            types[s["type"]] += 1
            nspans += 1
            # fictional-contact rules
            if s["type"] in ("PHONE", "FAX") and len(re.sub(r"\D", "", seg)) > 5 \
                    and "555" not in re.sub(r"\D", "", seg):
                err("%s phone without 555: %r" % (rid, seg))
            if s["type"] in ("EMAIL", "URL") and not re.search(r"example\.(com|org|net)", seg):
                err("%s non-example domain %r" % (rid, seg))
            if s["type"] == "IPADDR" and not re.match(r"^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)", seg):
                err("%s non-private IP %r" % (rid, seg))
            if s["type"] == "SSN" and not re.match(r"^(9|000|qq)", seg.lower()):
                err("%s SSN not fictional %r" % (rid, seg))
    n = len(recs)
    mean = statistics.mean(lens) if lens else 0
    need = MIN_NOTES if mean >= 1200 else 600
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if nspans < MIN_SPANS:
        err("only %d spans" % nspans)
    for ty in sorted(LABELS):
        if types[ty] < MIN_TYPE:
            err("type %s only %d" % (ty, types[ty]))
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >=%d notes" % (len(big), MIN_PER_GENRE))
    frac = nlower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        err("lower-case fraction %.3f not about 1/6" % frac)
    print("notes %d spans %d mean %.0f median %.0f range %d-%d lower %d (%.1f%%)" % (
        n, nspans, mean, statistics.median(lens), min(lens), max(lens), nlower, 100 * frac))
    print("genres:", ", ".join("%s %d" % (g, genres[g]) for g in sorted(genres)))
    print("types:", ", ".join("%s %d" % (ty, types[ty]) for ty in sorted(types)))
    print("md5", hashlib.md5(raw).hexdigest())
    if "--determinism" in sys.argv:
        digests = []
        for seed in ("1", "2"):
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py")], env=env, check=True,
                           stdout=subprocess.DEVNULL)
            digests.append(hashlib.md5(open(PATH, "rb").read()).hexdigest())
        print("determinism:", digests)
        if digests[0] != digests[1] or digests[0] != hashlib.md5(raw).hexdigest():
            err("build not byte-identical across PYTHONHASHSEED=1/2")
    # determinism hints: builder sources must not iterate sets or use unseeded randomness
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and fn != "check.py":
            src = open(os.path.join(HERE, fn), encoding="utf-8").read()
            if os.path.getsize(os.path.join(HERE, fn)) >= 30000:
                err("%s is over 30 KB" % fn)
            if re.search(r"\bset\(|frozenset\(|random\.(random|choice|randint|shuffle)\(|time\.time\(|hash\(", src):
                err("%s has a determinism hazard" % fn)
    if errs:
        print("FAILED with %d errors" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
