"""Validate bench/dev332_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]
  --rebuild DIR  rebuild the set twice (PYTHONHASHSEED=1 and 2) into DIR/seed1 and
                 DIR/seed2 and compare both byte-for-byte with notes.jsonl.
Exit status 0 when every check passes."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# label / fine type table from docs/annotation_guideline.md
TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION",
                 "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
T2L = {t: l for l, ts in sorted(TYPES.items()) for t in ts}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
COUNTRIES = {"US", "UK", "IE", "CA", "AU", "NZ", "ZA"}
EX_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def url_host(u):
    v = re.sub(r"^[a-z][a-z0-9+.-]*://", "", u.lower())
    return re.split(r"[/:?#]", v, 1)[0]


def check_contact(s, errs, where):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            errs.append("%s: %s without 555: %r" % (where, t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not host_ok(v.split("@")[1]):
            errs.append("%s: e-mail not on example domains: %r" % (where, v))
    elif t == "URL":
        if not host_ok(url_host(v)):
            errs.append("%s: URL not on example domains: %r" % (where, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            ok = ip.version == 4 and any(ip in ipaddress.ip_network(n) for n in
                                         ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
        except ValueError:
            ok = False
        if not ok:
            errs.append("%s: IP not private: %r" % (where, v))
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            errs.append("%s: SSN-like number not starting with 9/000: %r" % (where, v))


def check_file(path):
    errs = []
    recs = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        return ["not UTF-8"], []
    if lines and lines[-1] == "":
        lines.pop()
    else:
        errs.append("file does not end with a newline")
    ids = set()
    for ln, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except ValueError as e:
            errs.append("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if not isinstance(rec, dict) or set(rec) != NOTE_KEYS:
            errs.append("line %d: bad field set %r" % (ln, sorted(rec) if isinstance(rec, dict) else rec))
            continue
        rid = rec["id"]
        where = "%s" % rid
        if not isinstance(rid, str) or not re.fullmatch(r"dev332-\d{4}", rid):
            errs.append("line %d: bad id %r" % (ln, rid))
        if rid in ids:
            errs.append("line %d: duplicate id %r" % (ln, rid))
        ids.add(rid)
        if rid != "dev332-%04d" % ln:
            errs.append("line %d: id out of sequence %r" % (ln, rid))
        text, meta = rec["text"], rec["meta"]
        if not isinstance(text, str) or not text.strip():
            errs.append("%s: empty text" % where)
            continue
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errs.append("%s: bad meta field set" % where)
            continue
        if meta["source"] != "dev332-en":
            errs.append("%s: bad meta.source" % where)
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: meta.lowercase not bool" % where)
        if meta["country"] not in COUNTRIES:
            errs.append("%s: unknown country %r" % (where, meta["country"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errs.append("%s: bad genre" % where)
        if meta["lowercase"] and text != text.lower():
            errs.append("%s: lowercase note has upper-case characters" % where)
        if not isinstance(rec["spans"], list):
            errs.append("%s: spans not a list" % where)
            continue
        prev_end, prev_start = 0, -1
        for s in rec["spans"]:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                errs.append("%s: bad span field set %r" % (where, s))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append("%s: bad offsets %r" % (where, s))
                continue
            if a < prev_start:
                errs.append("%s: spans not sorted at %d" % (where, a))
            if a < prev_end:
                errs.append("%s: overlapping span at %d" % (where, a))
            prev_start, prev_end = a, b
            if text[a:b] != s["text"]:
                errs.append("%s: span text mismatch at %d: %r vs %r" % (where, a, s["text"], text[a:b]))
            v = s["text"]
            if v != v.strip():
                errs.append("%s: span with outer whitespace %r" % (where, v))
            if v[-1] in ",;:" or v[0] in ",;:.)" or v.count("(") != v.count(")"):
                errs.append("%s: span takes in outer punctuation %r" % (where, v))
            if s["type"] not in T2L:
                errs.append("%s: unknown type %r" % (where, s["type"]))
            elif T2L[s["type"]] != s["label"]:
                errs.append("%s: label %r does not match type %r" % (where, s["label"], s["type"]))
            if meta["lowercase"] and v != v.lower():
                errs.append("%s: upper-case span in lowercase note %r" % (where, v))
            check_contact(s, errs, where)
        recs.append(rec)
    return errs, recs


def check_counts(recs):
    errs = []
    n = len(recs)
    if not n:
        return ["no notes"]
    mean = sum(len(r["text"]) for r in recs) / n
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        errs.append("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    spans = [s for r in recs for s in r["spans"]]
    if len(spans) < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    tc = collections.Counter(s["type"] for s in spans)
    for t in sorted(T2L):
        if tc[t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, tc[t], MIN_PER_TYPE))
    gc = collections.Counter(r["meta"]["genre"] for r in recs)
    big = [g for g, c in sorted(gc.items()) if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in recs if r["meta"]["lowercase"])
    if not (0.12 <= low / n <= 0.22):
        errs.append("lower-case share %.3f is not about 1/6" % (low / n))
    return errs


def rebuild(outdir, notes):
    errs = []
    with open(notes, "rb") as f:
        want = f.read()
    for seed in ("1", "2"):
        d = os.path.join(os.path.abspath(outdir), "seed" + seed)
        os.makedirs(d, exist_ok=True)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        p = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), d], env=env,
                           capture_output=True, text=True)
        if p.returncode:
            errs.append("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, p.stderr.strip()[-500:]))
            continue
        with open(os.path.join(d, "notes.jsonl"), "rb") as f:
            got = f.read()
        if got != want:
            errs.append("rebuild (PYTHONHASHSEED=%s) differs from %s" % (seed, notes))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    notes = os.path.join(ROOT, "notes.jsonl")
    outdir = None
    i = 0
    while i < len(argv):
        if argv[i] == "--notes":
            notes = argv[i + 1]
            i += 2
        elif argv[i] == "--rebuild":
            outdir = argv[i + 1]
            i += 2
        else:
            print(__doc__)
            return 2
    errs, recs = check_file(notes)
    errs += check_counts(recs)
    if outdir:
        errs += rebuild(outdir, notes)
    n = len(recs)
    spans = sum(len(r["spans"]) for r in recs)
    print("%d notes, %d spans, %d lower-case notes" % (n, spans, sum(r["meta"]["lowercase"] for r in recs)))
    if errs:
        for e in errs[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errs))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
