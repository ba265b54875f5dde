#!/usr/bin/env python3
"""Validate bench/dev241_en/notes.jsonl (author 241).

Checks JSON validity, ids, meta, offsets and span texts, ordering and overlaps, labels and
types allowed by the annotation guideline, size / type / genre / lower-case minimums,
fictional contact details, and determinism (static hints plus a rebuild under two
PYTHONHASHSEED values, skipped with --no-rebuild).  Exit status 0 only when all pass.
"""
import sys

sys.dont_write_bytecode = True

import collections
import hashlib
import ipaddress
import json
import os
import re
import shutil
import statistics
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

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
MIN_PER_TYPE = 15
MIN_SPANS = 8000
MIN_GENRES = 10
MIN_PER_GENRE = 30
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")

errors = []


def err(msg):
    if len(errors) < 200:
        errors.append(msg)


def check_span_value(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s without 555: %r" % (nid, t, v))
    if t == "EMAIL":
        dom = v.rsplit("@", 1)[-1] if "@" in v else ""
        if dom not in EXAMPLE_DOMAINS:
            err("%s: e-mail outside example domains: %r" % (nid, v))
    if t == "URL":
        host = re.sub(r"^[a-z]+://", "", v).split("/", 1)[0].split("?", 1)[0]
        if not any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS):
            err("%s: URL outside example domains: %r" % (nid, v))
    if t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("%s: public IP %r" % (nid, v))
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
    if t == "SSN":
        d = re.sub(r"[\s-]", "", v)
        if not (d.startswith("9") or d.startswith("000") or d.upper().startswith("QQ")):
            err("%s: SSN not in a fictional range: %r" % (nid, v))


def check_file():
    with open(NOTES, "rb") as fh:
        raw = fh.read()
    if not raw.endswith(b"\n") or b"\r" in raw:
        err("file must use \\n line endings and end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    rows = []
    for i, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i, e))
            continue
        rows.append(obj)
        want_id = "dev241-%04d" % i
        if list(obj.keys()) != ["id", "text", "spans", "meta"]:
            err("line %d: fields %r" % (i, list(obj.keys())))
        if obj.get("id") != want_id:
            err("line %d: id %r, expected %r" % (i, obj.get("id"), want_id))
        nid = obj.get("id")
        text = obj.get("text")
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        meta = obj.get("meta", {})
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %r" % (nid, sorted(meta.keys())))
        if meta.get("source") != "dev241-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if not isinstance(meta.get("genre"), str) or not re.fullmatch(r"[a-z_]+", meta.get("genre", "")):
            err("%s: meta.genre %r" % (nid, meta.get("genre")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not bool" % nid)
        if meta.get("country") not in ("US", "UK", "CA"):
            err("%s: meta.country %r" % (nid, meta.get("country")))
        if meta.get("lowercase") and text != text.lower():
            err("%s: lowercase note has upper-case text" % nid)
        prev_end = -1
        prev_start = -1
        for sp in obj.get("spans", []):
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (nid, sorted(sp.keys())))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            v = sp["text"]
            if v != v.strip():
                err("%s: span with edge whitespace %r" % (nid, v))
            if v[-1] in ",;:" or v[0] in ",;:.":
                err("%s: span takes in punctuation %r" % (nid, v))
            for a, b in ("()", "[]"):
                if v.count(a) != v.count(b):
                    err("%s: unbalanced %s%s in span %r" % (nid, a, b, v))
            if meta.get("lowercase") and v != v.lower():
                err("%s: upper-case span in lowercase note %r" % (nid, v))
            if sp["type"] not in ALLOWED:
                err("%s: unknown type %r" % (nid, sp["type"]))
            elif ALLOWED[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            if s < prev_start:
                err("%s: spans not sorted by start" % nid)
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            check_span_value(nid, sp)
    return raw, rows


def check_sizes(rows):
    n = len(rows)
    lens = [len(r["text"]) for r in rows]
    mean = statistics.mean(lens) if lens else 0
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    types = collections.Counter(sp["type"] for r in rows for sp in r["spans"])
    total = sum(types.values())
    if total < MIN_SPANS:
        err("only %d spans (need %d)" % (total, MIN_SPANS))
    for t in sorted(ALLOWED):
        if types.get(t, 0) < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, types.get(t, 0), MIN_PER_TYPE))
    genres = collections.Counter(r["meta"]["genre"] for r in rows)
    big = [g for g, c in sorted(genres.items()) if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in rows if r["meta"]["lowercase"])
    frac = low / n if n else 0
    if not 0.13 <= frac <= 0.20:
        err("lower-cased fraction %.3f not about one in six" % frac)
    return {"notes": n, "spans": total, "mean": mean, "median": statistics.median(lens) if lens else 0,
            "min": min(lens) if lens else 0, "max": max(lens) if lens else 0, "lower": low,
            "types": types, "genres": genres,
            "countries": collections.Counter(r["meta"]["country"] for r in rows)}


STATIC_BAD = [
    (re.compile(r"\bset\(|\bfrozenset\("), "set()/frozenset() (iteration order depends on hashing)"),
    (re.compile(r"\bhash\("), "hash()"),
    (re.compile(r"\brandom\.(random|choice|choices|randint|randrange|shuffle|sample|seed|uniform)\("), "module-level random"),
    (re.compile(r"\btime\.time\(|datetime\.now\(|date\.today\(|\buuid\b"), "clock/uuid"),
    (re.compile(r"os\.listdir\(|glob\.glob\("), "unsorted directory listing"),
]


def check_static():
    seeds = 0
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".py") or fn == "check.py":
            continue
        path = os.path.join(HERE, fn)
        if os.path.getsize(path) >= 30 * 1024:
            err("%s is not under 30 KB" % fn)
        src = open(path, encoding="utf-8").read()
        for rx, why in STATIC_BAD:
            for m in rx.finditer(src):
                line = src.count("\n", 0, m.start()) + 1
                err("%s:%d: determinism hint: %s" % (fn, line, why))
        seeds += len(re.findall(r"=\s*random\.Random\(241\)", src))
        if re.search(r"random\.Random\((?!241\))", src):
            err("%s: random.Random with a seed other than 241" % fn)
    if seeds != 1:
        err("expected exactly one random.Random(241), found %d" % seeds)


def check_rebuild(raw):
    want = hashlib.md5(raw).hexdigest()
    base = "/tmp/dev241_tmp"
    os.makedirs(base, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="rebuild_", dir=base)
    try:
        digests = {}
        for seed in ("1", "2"):
            work = os.path.join(tmp, "h" + seed)
            os.makedirs(os.path.join(work, "build"))
            for fn in sorted(os.listdir(HERE)):
                if fn.endswith(".py"):
                    shutil.copy(os.path.join(HERE, fn), os.path.join(work, "build", fn))
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(work, "build", "make.py")], env=env, check=True,
                           stdout=subprocess.DEVNULL)
            with open(os.path.join(work, "notes.jsonl"), "rb") as fh:
                digests[seed] = hashlib.md5(fh.read()).hexdigest()
        if digests["1"] != digests["2"]:
            err("builds differ between PYTHONHASHSEED=1 and 2")
        if digests["1"] != want:
            err("notes.jsonl differs from a fresh build (rebuild with make.py)")
        return digests
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    raw, rows = check_file()
    st = check_sizes(rows)
    check_static()
    if "--no-rebuild" not in sys.argv:
        d = check_rebuild(raw)
        print("rebuild md5 (PYTHONHASHSEED=1/2): %s / %s" % (d["1"], d["2"]))
    print("notes %d  spans %d  mean %.0f  median %.0f  range %d-%d  lower-cased %d" % (
        st["notes"], st["spans"], st["mean"], st["median"], st["min"], st["max"], st["lower"]))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(st["countries"].items())))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(st["genres"].items())))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(st["types"].items())))
    print("md5 " + hashlib.md5(raw).hexdigest())
    if errors:
        print("FAIL (%d problems)" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
