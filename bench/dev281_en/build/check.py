"""Validate bench/dev281_en/notes.jsonl.

Usage (from bench/dev281_en):
    python3 build/check.py                 # validate notes.jsonl
    python3 build/check.py --rebuild DIR   # also rebuild twice (PYTHONHASHSEED=1, 2) into DIR and compare bytes
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
ROOT = os.path.dirname(HERE)

# label and type table from docs/annotation_guideline.md
GUIDE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab in sorted(GUIDE) for t in GUIDE[lab]}
COUNTRIES = {"US", "UK", "AU", "CA", "IE", "NZ"}
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS = 8000
MIN_TYPES, MIN_PER_TYPE = 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_SHARE = (1 / 6 - 0.04, 1 / 6 + 0.04)


def _domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def contact_problem(typ, s):
    if typ in ("PHONE", "FAX"):
        if "555" not in s:
            return "phone/fax without 555"
    elif typ == "EMAIL":
        if s.count("@") != 1 or not _domain_ok(s.split("@")[1]):
            return "e-mail outside example domains"
    elif typ == "URL":
        host = re.sub(r"^[a-z]+://", "", s.lower()).split("/")[0].split("?")[0]
        if not _domain_ok(host):
            return "URL outside example domains"
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return "bad IP"
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            return "public IP"
    elif typ == "SSN":
        if not (s.startswith("9") or s.startswith("000")):
            return "SSN-like number not starting with 9 or 000"
    return None


def punct_problem(s):
    if s[-1] in ",;:" or (s[-1] in ")]" and s.count("(") + s.count("[") < s.count(")") + s.count("]")):
        return "span ends in surrounding punctuation"
    if s[0] in "([\"'" and s.count("(") + s.count("[") > s.count(")") + s.count("]"):
        return "span starts in surrounding punctuation"
    if s[0] in "\"'" or s[-1] in "\"":
        return "span takes in quotes"
    if "\n" in s:
        return "span crosses a line break"
    return None


def validate(path):
    errors = []

    def err(msg):
        if len(errors) < 50:
            errors.append(msg)

    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        err("file does not end with newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
    type_count = collections.Counter()
    label_count = collections.Counter()
    genre_count = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, n in enumerate(notes, 1):
        want_id = "dev281-%04d" % i
        if set(n) != {"id", "text", "spans", "meta"}:
            err("%s: fields %s" % (n.get("id"), sorted(n)))
            continue
        if n["id"] != want_id or not re.fullmatch(r"dev281-\d{4}", n["id"]):
            err("note %d: id %r, expected %r" % (i, n["id"], want_id))
        text = n["text"]
        total_len += len(text)
        m = n["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %s" % (n["id"], sorted(m)))
            continue
        if m["source"] != "dev281-en":
            err("%s: source %r" % (n["id"], m["source"]))
        if m["country"] not in COUNTRIES:
            err("%s: country %r" % (n["id"], m["country"]))
        if not isinstance(m["lowercase"], bool):
            err("%s: lowercase not bool" % n["id"])
        if m["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % n["id"])
        genre_count[m["genre"]] += 1
        prev_end = -1
        prev_start = -1
        for s in n["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (n["id"], sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (n["id"], s))
                continue
            if text[a:b] != s["text"]:
                err("%s: offsets/text mismatch %r vs %r" % (n["id"], text[a:b], s["text"]))
            if a < prev_start:
                err("%s: spans not sorted at %d" % (n["id"], a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (n["id"], a))
            prev_start, prev_end = a, max(prev_end, b)
            st = s["text"]
            if st != st.strip() or not st:
                err("%s: span with edge whitespace %r" % (n["id"], st))
                continue
            if TYPE2LABEL.get(s["type"]) != s["label"]:
                err("%s: label/type %s/%s not in guideline" % (n["id"], s["label"], s["type"]))
            pp = punct_problem(st)
            if pp:
                err("%s: %s: %r" % (n["id"], pp, st))
            cp = contact_problem(s["type"], st)
            if cp:
                err("%s: %s: %r" % (n["id"], cp, st))
            type_count[s["type"]] += 1
            label_count[s["label"]] += 1
    nn = len(notes)
    mean = total_len / nn if nn else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if nn < need:
        err("only %d notes (need %d at mean length %.0f)" % (nn, need, mean))
    nspans = sum(type_count.values())
    if nspans < MIN_SPANS:
        err("only %d spans" % nspans)
    rich = [t for t in type_count if type_count[t] >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        err("only %d types with >= %d spans: %s" % (len(rich), MIN_PER_TYPE, sorted(type_count.items())))
    big = [g for g in genre_count if genre_count[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / nn if nn else 0
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err("lowercase share %.3f outside %s" % (share, LOWER_SHARE))
    stats = {"notes": nn, "spans": nspans, "mean_len": round(mean, 1), "lowercase": n_lower,
             "labels": dict(sorted(label_count.items())), "types": dict(sorted(type_count.items())),
             "genres": dict(sorted(genre_count.items()))}
    return errors, stats


def rebuild(outdir, ref):
    os.makedirs(outdir, exist_ok=True)
    with open(ref, "rb") as f:
        want = f.read()
    problems = []
    for seed in ("1", "2"):
        dest = os.path.join(outdir, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed)
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), dest], check=True, env=env,
                       cwd=ROOT, stdout=subprocess.DEVNULL)
        with open(dest, "rb") as f:
            got = f.read()
        if got != want:
            problems.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, ref))
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    errors, stats = validate(a.file)
    if a.rebuild:
        errors += rebuild(a.rebuild, a.file)
    if a.stats or not errors:
        print(json.dumps(stats, indent=1))
    for e in errors:
        print("ERROR:", e)
    if errors:
        sys.exit(1)
    print("OK: %d notes, %d spans%s" % (stats["notes"], stats["spans"],
                                         ", rebuild byte-identical" if a.rebuild else ""))


if __name__ == "__main__":
    main()
