"""Validate bench/dev265_en/notes.jsonl.

Usage (from bench/dev265_en):
    python3 build/check.py [--notes PATH] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and
requires both outputs to be byte-identical with notes.jsonl."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABEL_OF = {
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
COUNTRIES = {"US", "UK", "AU", "CA"}
ID_RE = re.compile(r"^dev265-\d{4}$")
EXAMPLE_DOM = re.compile(r"(^|[.@/])example\.(com|org|net)($|[/:?#])")
EMAIL_RE = re.compile(r"^[a-z0-9._%+-]+@example\.(com|org|net)$", re.I)

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS = 8000
MIN_TYPES, MIN_PER_TYPE = 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOW_SHARE = (0.12, 0.22)


class Fail(list):
    def add(self, msg):
        if len(self) < 200:
            self.append(msg)


def check_contact(sp, errs, where):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        errs.add("%s: %s without 555: %r" % (where, t, v))
    elif t == "EMAIL" and not EMAIL_RE.match(v):
        errs.add("%s: e-mail not on example domain: %r" % (where, v))
    elif t == "URL" and not EXAMPLE_DOM.search(v.lower()):
        errs.add("%s: URL not on example domain: %r" % (where, v))
    elif t == "IPADDR":
        try:
            ok = ipaddress.ip_address(v).is_private and (v.startswith("10.") or v.startswith("192.168.") or
                                                         (v.startswith("172.") and 16 <= int(v.split(".")[1]) <= 31))
        except ValueError:
            ok = False
        if not ok:
            errs.add("%s: IP not private: %r" % (where, v))
    elif t == "SSN":
        digits = re.sub(r"\D", "", v)
        if not (digits.startswith("9") or digits.startswith("000")):
            errs.add("%s: SSN-like value not starting with 9/000: %r" % (where, v))


def check_file(path):
    errs = Fail()
    recs = []
    with open(path, "rb") as fh:
        raw = fh.read()
    if not raw.endswith(b"\n"):
        errs.add("file does not end with newline")
    lines = raw.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for ln, line in enumerate(lines, 1):
        try:
            recs.append(json.loads(line))
        except json.JSONDecodeError as e:
            errs.add("line %d: invalid JSON (%s)" % (ln, e))
    for i, r in enumerate(recs, 1):
        where = "rec %d" % i
        if set(r) != {"id", "text", "spans", "meta"}:
            errs.add("%s: wrong fields %s" % (where, sorted(r)))
            continue
        if not ID_RE.match(r["id"]) or r["id"] != "dev265-%04d" % i:
            errs.add("%s: bad/non-sequential id %r" % (where, r["id"]))
        where = r["id"]
        text = r["text"]
        m = r["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"}:
            errs.add("%s: wrong meta fields %s" % (where, sorted(m)))
        if m.get("source") != "dev265-en":
            errs.add("%s: bad meta.source" % where)
        if not isinstance(m.get("genre"), str) or not m.get("genre"):
            errs.add("%s: bad genre" % where)
        if not isinstance(m.get("lowercase"), bool):
            errs.add("%s: lowercase flag not bool" % where)
        if m.get("country") not in COUNTRIES:
            errs.add("%s: bad country %r" % (where, m.get("country")))
        if m.get("lowercase") and text != text.lower():
            errs.add("%s: lowercase note contains upper-case characters" % where)
        prev_end, prev_start = -1, -1
        for sp in r["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errs.add("%s: span fields %s" % (where, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errs.add("%s: bad offsets %r" % (where, sp))
                continue
            if text[s:e] != sp["text"]:
                errs.add("%s: offset/text mismatch %r vs %r" % (where, text[s:e], sp["text"]))
            if s < prev_start:
                errs.add("%s: spans not sorted at %d" % (where, s))
            if s < prev_end:
                errs.add("%s: overlapping spans at %d" % (where, s))
            prev_start, prev_end = s, max(prev_end, e)
            if sp["type"] not in LABEL_OF:
                errs.add("%s: unknown type %r" % (where, sp["type"]))
            elif LABEL_OF[sp["type"]] != sp["label"]:
                errs.add("%s: label %r does not match type %r" % (where, sp["label"], sp["type"]))
            v = sp["text"]
            if v != v.strip():
                errs.add("%s: span with edge whitespace %r" % (where, v))
            if v and v[-1] in ",;:" or v and v[0] in ",;:.)":
                errs.add("%s: span takes in surrounding punctuation %r" % (where, v))
            if v.count("(") != v.count(")"):
                errs.add("%s: unbalanced brackets in span %r" % (where, v))
            check_contact(sp, errs, where)
    return recs, errs, raw


def size_rules(recs, errs):
    n = len(recs)
    mean = sum(len(r["text"]) for r in recs) / max(1, n)
    need = MIN_NOTES if mean >= SHORT_MEAN else MIN_NOTES_SHORT
    if n < need:
        errs.add("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    spans = [s for r in recs for s in r["spans"]]
    if len(spans) < MIN_SPANS:
        errs.add("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    per_type = collections.Counter(s["type"] for s in spans)
    rich = [t for t in sorted(per_type) if per_type[t] >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        errs.add("only %d fine types with >= %d spans" % (len(rich), MIN_PER_TYPE))
    per_genre = collections.Counter(r["meta"]["genre"] for r in recs)
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.add("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in recs if r["meta"]["lowercase"])
    share = low / max(1, n)
    if not LOW_SHARE[0] <= share <= LOW_SHARE[1]:
        errs.add("lowercase share %.3f outside %s" % (share, LOW_SHARE))
    return {"notes": n, "mean_len": mean, "spans": len(spans), "per_type": per_type,
            "per_label": collections.Counter(s["label"] for s in spans), "per_genre": per_genre,
            "lowercase": low, "countries": collections.Counter(r["meta"]["country"] for r in recs)}


def rebuild(outdir, raw, errs):
    os.makedirs(outdir, exist_ok=True)
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                             cwd=ROOT, capture_output=True, text=True)
        if res.returncode != 0:
            errs.add("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr[-500:]))
            continue
        with open(out, "rb") as fh:
            if fh.read() != raw:
                errs.add("rebuild with PYTHONHASHSEED=%s is not byte-identical" % seed)
            else:
                print("rebuild PYTHONHASHSEED=%s: byte-identical" % seed)


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        path = argv[argv.index("--notes") + 1]
    recs, errs, raw = check_file(path)
    st = size_rules(recs, errs)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], raw, errs)
    print("notes %d  mean length %.0f  spans %d  lowercase %d (%.1f%%)" % (
        st["notes"], st["mean_len"], st["spans"], st["lowercase"], 100.0 * st["lowercase"] / max(1, st["notes"])))
    print("labels: " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["per_label"].items())))
    print("types:  " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["per_type"].items())))
    print("genres: " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["per_genre"].items())))
    print("countries: " + ", ".join("%s %d" % (k, v) for k, v in sorted(st["countries"].items())))
    if errs:
        print("FAIL (%d problems)" % len(errs))
        for e in errs[:60]:
            print("  - " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
