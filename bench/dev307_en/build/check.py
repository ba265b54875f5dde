"""Validate bench/dev307_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

Checks JSON structure, sequential ids, offsets and span text, order and
overlap, labels/types, span edges, the size rules, fictional contacts,
lower-case notes, and (with --rebuild) that make.py rebuilds byte-identical
output under PYTHONHASHSEED=1 and PYTHONHASHSEED=2.
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

TYPES = {
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
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
PUNCT = set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)


class Errors:
    def __init__(self):
        self.items = []

    def add(self, msg):
        self.items.append(msg)


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def edge_ok(s):
    """No whitespace at the edges; punctuation at an edge only where it
    belongs to the value: '(' or '+' opening a phone number, '.' closing an
    initial or abbreviation (J.S., Jr.)."""
    if not s or s != s.strip():
        return False
    a, z = s[0], s[-1]
    if a in PUNCT and a not in "(+":
        return False
    if a == "(" and ")" not in s:
        return False
    if z in PUNCT:
        if z == "." and re.search(r"(^|[\s.])[A-Za-z]{1,3}\.$", s):
            return True
        return False
    return True


def contact_ok(typ, s):
    if typ in ("PHONE", "FAX"):
        return "555" in s
    if typ == "EMAIL":
        m = re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9.-]+)", s.lower())
        return bool(m) and domain_ok(m.group(1))
    if typ == "URL":
        u = re.sub(r"^[a-z]+://", "", s.lower())
        host = re.split(r"[/:?#]", u, 1)[0]
        return domain_ok(host)
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return False
        return ip.is_private and not ip.is_loopback
    if typ == "SSN":
        return s.startswith("9") or s.startswith("000")
    return True


def check(path):
    E = Errors()
    rows = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        E.add("file is not UTF-8")
        return E, rows
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for ln, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except ValueError as e:
            E.add("line %d: invalid JSON (%s)" % (ln, e))
            continue
        rows.append(r)
    for i, r in enumerate(rows):
        want = "dev307-%04d" % (i + 1)
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            E.add("row %d: fields must be id, text, spans, meta" % (i + 1))
            continue
        rid = r["id"]
        if rid != want:
            E.add("row %d: id %r, expected %r" % (i + 1, rid, want))
        t = r["text"]
        if not isinstance(t, str) or not t:
            E.add("%s: empty text" % rid)
            continue
        m = r["meta"]
        if not isinstance(m, dict) or set(m) != {"source", "genre", "lowercase", "country"}:
            E.add("%s: meta must have source, genre, lowercase, country" % rid)
            continue
        if m["source"] != "dev307-en":
            E.add("%s: meta.source %r" % (rid, m["source"]))
        if not isinstance(m["lowercase"], bool):
            E.add("%s: meta.lowercase not bool" % rid)
        if m["lowercase"] and t != t.lower():
            E.add("%s: lowercase note contains upper-case characters" % rid)
        prev_end, prev_start = -1, -1
        for s in r["spans"]:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                E.add("%s: span fields %r" % (rid, s))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                E.add("%s: bad offsets %r" % (rid, s))
                continue
            if t[a:b] != s["text"]:
                E.add("%s: span text mismatch at %d: %r vs %r" % (rid, a, t[a:b], s["text"]))
            if a < prev_start:
                E.add("%s: spans not sorted at %d" % (rid, a))
            if a < prev_end:
                E.add("%s: overlapping spans at %d" % (rid, a))
            prev_start, prev_end = a, max(prev_end, b)
            if s["type"] not in TYPES:
                E.add("%s: unknown type %r" % (rid, s["type"]))
            elif TYPES[s["type"]] != s["label"]:
                E.add("%s: label %r does not match type %r" % (rid, s["label"], s["type"]))
            st = s["text"]
            if "\n" in st or not edge_ok(st):
                E.add("%s: bad span edge %r (%s)" % (rid, st, s["type"]))
            if not contact_ok(s["type"], st):
                E.add("%s: non-fictional %s %r" % (rid, s["type"], st))
            if m["lowercase"] and st != st.lower():
                E.add("%s: upper case in lowercase span %r" % (rid, st))
    return E, rows


def sizes(E, rows):
    n = len(rows)
    if not n:
        E.add("no notes")
        return {}
    mean = sum(len(r["text"]) for r in rows) / n
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        E.add("only %d notes (need %d at mean %.0f chars)" % (n, need, mean))
    spans = [s for r in rows for s in r["spans"]]
    if len(spans) < MIN_SPANS:
        E.add("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    per_type = collections.Counter(s["type"] for s in spans)
    for t in sorted(TYPES):
        if per_type[t] < MIN_PER_TYPE:
            E.add("type %s has %d spans (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    genres = collections.Counter(r["meta"]["genre"] for r in rows)
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        E.add("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in rows if r["meta"]["lowercase"])
    frac = low / n
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        E.add("lower-case share %.3f outside %s" % (frac, LOWER_RANGE))
    return {"notes": n, "mean_chars": round(mean, 1), "spans": len(spans), "lowercase": low,
            "types": dict(sorted(per_type.items())), "genres": dict(sorted(genres.items()))}


def rebuild(E, outdir, notes_path):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            E.add("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


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
    E, rows = check(notes)
    info = sizes(E, rows)
    if outdir:
        rebuild(E, outdir, notes)
    print(json.dumps(info, indent=1))
    if E.items:
        for e in E.items[:60]:
            print("ERROR:", e)
        print("%d error(s)" % len(E.items))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
