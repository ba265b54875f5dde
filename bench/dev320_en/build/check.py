"""Validate bench/dev320_en/notes.jsonl.

Usage:
    python3 check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice (PYTHONHASHSEED=1 and =2) into DIR and compares both
byte-for-byte with notes.jsonl.  Exit status 0 when every check passes.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
COUNTRIES = {"UK", "IE", "US", "CA", "AU", "NZ", "SG", "ZA"}
EXAMPLE = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev320-\d{4}$")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def example_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EXAMPLE)


def contact_ok(typ, s):
    if typ in ("PHONE", "FAX"):
        return "555" in s
    if typ == "EMAIL":
        return s.count("@") == 1 and example_host(s.split("@")[1])
    if typ == "URL":
        u = re.sub(r"^[a-z]+://", "", s.lower())
        host = re.split(r"[/:?#]", u, 1)[0]
        return example_host(host)
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return False
        nets = [ipaddress.ip_network(x) for x in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        return any(ip in n for n in nets)
    if typ == "SSN":
        digits = re.sub(r"\D", "", s)
        return digits.startswith("9") or digits.startswith("000")
    return True


def check(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                errs.append(f"line {ln}: invalid JSON ({e})")
    ids = set()
    for o in notes:
        nid = o.get("id", "?")
        if set(o) != NOTE_KEYS:
            errs.append(f"{nid}: fields {sorted(o)}")
            continue
        if not isinstance(nid, str) or not ID_RE.match(nid):
            errs.append(f"{nid}: bad id format")
        if nid in ids:
            errs.append(f"{nid}: duplicate id")
        ids.add(nid)
        t, m = o["text"], o["meta"]
        if not isinstance(t, str) or not t:
            errs.append(f"{nid}: empty text")
            continue
        if not isinstance(m, dict) or set(m) != META_KEYS:
            errs.append(f"{nid}: meta fields {sorted(m) if isinstance(m, dict) else m}")
            continue
        if m["source"] != "dev320-en":
            errs.append(f"{nid}: meta.source {m['source']!r}")
        if not isinstance(m["lowercase"], bool):
            errs.append(f"{nid}: meta.lowercase not bool")
        if m["country"] not in COUNTRIES:
            errs.append(f"{nid}: meta.country {m['country']!r}")
        if not isinstance(m["genre"], str) or not m["genre"]:
            errs.append(f"{nid}: meta.genre")
        if m["lowercase"] and t != t.lower():
            errs.append(f"{nid}: lowercase note has upper-case characters")
        prev_end, prev_start = -1, -1
        for s in o["spans"]:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                errs.append(f"{nid}: span fields {s}")
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                errs.append(f"{nid}: bad offsets {a}-{b}")
                continue
            if t[a:b] != s["text"]:
                errs.append(f"{nid}: span text mismatch at {a}: {s['text']!r} vs {t[a:b]!r}")
            if s["text"] != s["text"].strip():
                errs.append(f"{nid}: span with surrounding whitespace {s['text']!r}")
            if s["type"] not in TYPES or TYPES[s["type"]] != s["label"]:
                errs.append(f"{nid}: bad label/type {s['label']}/{s['type']}")
            if a < prev_start:
                errs.append(f"{nid}: spans not sorted at {a}")
            if a < prev_end:
                errs.append(f"{nid}: overlapping spans at {a}")
            prev_start, prev_end = a, max(prev_end, b)
            if not contact_ok(s["type"], s["text"]):
                errs.append(f"{nid}: non-fictional {s['type']} {s['text']!r}")
            if m["lowercase"] and s["text"] != s["text"].lower():
                errs.append(f"{nid}: lowercase note has upper-case span {s['text']!r}")
    # ---- counts
    n = len(notes)
    spans = [s for o in notes for s in o.get("spans", [])]
    mean = sum(len(o.get("text", "")) for o in notes) / max(n, 1)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append(f"only {n} notes (need {need} at mean length {mean:.0f})")
    if len(spans) < MIN_SPANS:
        errs.append(f"only {len(spans)} spans (need {MIN_SPANS})")
    by_type = collections.Counter(s.get("type") for s in spans)
    for ty in sorted(TYPES):
        if by_type[ty] < MIN_PER_TYPE:
            errs.append(f"type {ty}: {by_type[ty]} spans (need {MIN_PER_TYPE})")
    by_genre = collections.Counter(o["meta"]["genre"] for o in notes if isinstance(o.get("meta"), dict) and "genre" in o["meta"])
    big = [g for g, k in by_genre.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    low = sum(1 for o in notes if isinstance(o.get("meta"), dict) and o["meta"].get("lowercase") is True)
    if n and not (0.12 <= low / n <= 0.22):
        errs.append(f"lower-case share {low}/{n} is not about 1/6")
    stats = {
        "notes": n, "mean_chars": round(mean, 1), "spans": len(spans), "lowercase": low,
        "labels": dict(sorted(collections.Counter(s.get("label") for s in spans).items())),
        "types": dict(sorted(by_type.items())),
        "genres": dict(sorted(by_genre.items())),
        "countries": dict(sorted(collections.Counter(o["meta"]["country"] for o in notes if isinstance(o.get("meta"), dict)).items())),
    }
    return errs, stats


def rebuild(outdir, ref):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(ref, "rb") as f:
        want = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, f"notes.hashseed{seed}.jsonl")
        env = dict(os.environ, PYTHONHASHSEED=seed)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        res = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), out], env=env,
                             capture_output=True, text=True)
        if res.returncode != 0:
            errs.append(f"rebuild PYTHONHASHSEED={seed} failed: {res.stderr[-500:]}")
            continue
        with open(out, "rb") as f:
            got = f.read()
        if got != want:
            errs.append(f"rebuild PYTHONHASHSEED={seed} differs from {ref}")
        else:
            print(f"rebuild PYTHONHASHSEED={seed}: identical ({len(got)} bytes)")
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=DEFAULT)
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--stats", action="store_true", help="print full statistics as JSON")
    a = ap.parse_args()
    errs, stats = check(a.notes)
    if a.rebuild:
        errs += rebuild(a.rebuild, a.notes)
    if a.stats:
        print(json.dumps(stats, indent=1))
    else:
        print(f"notes {stats['notes']}, mean chars {stats['mean_chars']}, spans {stats['spans']}, lower-case {stats['lowercase']}")
    for e in errs[:50]:
        print("ERROR", e)
    if errs:
        print(f"{len(errs)} error(s)")
        sys.exit(1)
    print("all checks passed")


if __name__ == "__main__":
    main()
