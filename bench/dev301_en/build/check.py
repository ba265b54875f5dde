#!/usr/bin/env python3
"""Validate bench/dev301_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and
requires both builds to be byte-identical to notes.jsonl.
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

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"UK", "US", "AU", "CA", "IE"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)

CAL_WORDS = re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|"
                       r"march|april|june|july|august|september|october|november|december)s?\b", re.I)
PHONE_LIKE = re.compile(r"\(?\b\d{2,4}\)?[ .-]?555[ .-]?\d{3,4}\b")


def host_of(url):
    u = re.sub(r"^[a-z]+://", "", url.lower())
    return u.split("/")[0].split(":")[0]


def fictional_domain(host):
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(s):
    try:
        ip = ipaddress.IPv4Address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def edge_ok(seg):
    a, z = seg[0], seg[-1]
    if not (a.isalnum() or (a == "(" and ")" in seg) or (a == "+" and len(seg) > 1 and seg[1].isdigit())):
        return False
    if z.isalnum():
        return True
    if z == ")" and "(" in seg:
        return True
    if z == "." and re.search(r"(?:^|[\s.])[A-Za-z]{1,3}\.$", seg):
        return True
    return False


def check(path):
    errs = []
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        return ["not UTF-8"], []
    if lines and lines[-1] == "":
        lines.pop()
    for ln, line in enumerate(lines, 1):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            errs.append("line %d: invalid JSON (%s)" % (ln, e))
    for i, n in enumerate(notes):
        nid = n.get("id")
        want = "dev301-%04d" % (i + 1)
        if nid != want:
            errs.append("note %d: id %r, expected %r" % (i + 1, nid, want))
        if sorted(n.keys()) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %r" % (nid, sorted(n.keys())))
            continue
        t = n["text"]
        m = n["meta"]
        if not isinstance(m, dict) or sorted(m.keys()) != ["country", "genre", "lowercase", "source"]:
            errs.append("%s: meta keys %r" % (nid, m))
            continue
        if m["source"] != "dev301-en":
            errs.append("%s: meta.source %r" % (nid, m["source"]))
        if m["country"] not in COUNTRIES:
            errs.append("%s: meta.country %r" % (nid, m["country"]))
        if not isinstance(m["genre"], str) or not m["genre"]:
            errs.append("%s: meta.genre" % nid)
        if not isinstance(m["lowercase"], bool):
            errs.append("%s: meta.lowercase not bool" % nid)
        elif m["lowercase"] and t != t.lower():
            errs.append("%s: lowercase note has upper-case characters" % nid)
        last = 0
        covered = []
        for s in n["spans"]:
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span keys %r" % (nid, sorted(s.keys())))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(t)):
                errs.append("%s: bad offsets %r" % (nid, s))
                continue
            seg = t[st:en]
            if seg != s["text"]:
                errs.append("%s: span text mismatch %r vs %r" % (nid, seg, s["text"]))
            if st < last:
                errs.append("%s: span at %d unsorted or overlapping" % (nid, st))
            last = en
            if s["type"] not in TYPE2LABEL:
                errs.append("%s: unknown type %r" % (nid, s["type"]))
            elif TYPE2LABEL[s["type"]] != s["label"]:
                errs.append("%s: label %r does not fit type %r" % (nid, s["label"], s["type"]))
            if seg != seg.strip():
                errs.append("%s: whitespace at span edge %r" % (nid, seg))
            elif not edge_ok(seg):
                errs.append("%s: punctuation at span edge %r" % (nid, seg))
            ty = s["type"]
            if ty in ("PHONE", "FAX") and "555" not in seg:
                errs.append("%s: %s without 555: %r" % (nid, ty, seg))
            if ty == "EMAIL" and not fictional_domain(seg.lower().rsplit("@", 1)[-1]):
                errs.append("%s: non-fictional e-mail %r" % (nid, seg))
            if ty == "URL" and not fictional_domain(host_of(seg)):
                errs.append("%s: non-fictional URL %r" % (nid, seg))
            if ty == "IPADDR" and not private_ip(seg):
                errs.append("%s: non-private IP %r" % (nid, seg))
            if ty == "SSN" and not (seg.startswith("9") or seg.startswith("000")):
                errs.append("%s: SSN-like number not starting 9/000: %r" % (nid, seg))
            covered.append((st, en))
        # consistency: calendar words and phone-like numbers must sit inside spans
        mask = bytearray(len(t))
        for st, en in covered:
            for k in range(st, en):
                mask[k] = 1
        for rx, what in ((CAL_WORDS, "unlabelled calendar word"), (PHONE_LIKE, "unlabelled phone-like number")):
            for mo in rx.finditer(t):
                if not all(mask[k] for k in range(mo.start(), mo.end())):
                    errs.append("%s: %s %r" % (nid, what, mo.group(0)))
    return errs, notes


def sizes(notes):
    errs = []
    n = len(notes)
    mean = sum(len(x["text"]) for x in notes) / max(1, n)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append("only %d notes (need %d at mean %.0f chars)" % (n, need, mean))
    spans = [s for x in notes for s in x["spans"]]
    if len(spans) < MIN_SPANS:
        errs.append("only %d spans" % len(spans))
    types = collections.Counter(s["type"] for s in spans)
    for ty in sorted(TYPE2LABEL):
        if types[ty] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (< %d)" % (ty, types[ty], MIN_PER_TYPE))
    genres = collections.Counter(x["meta"]["genre"] for x in notes)
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for x in notes if x["meta"]["lowercase"]) / max(1, n)
    if not (LOWER_RANGE[0] <= low <= LOWER_RANGE[1]):
        errs.append("lower-case share %.3f outside %r" % (low, LOWER_RANGE))
    return errs, {"notes": n, "mean_chars": round(mean, 1), "spans": len(spans),
                  "labels": dict(sorted(collections.Counter(s["label"] for s in spans).items())),
                  "types": dict(sorted(types.items())), "genres": dict(sorted(genres.items())),
                  "countries": dict(sorted(collections.Counter(x["meta"]["country"] for x in notes).items())),
                  "lowercase": sum(1 for x in notes if x["meta"]["lowercase"])}


def rebuild(outdir, notes_path):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out],
                       check=True, env=env, stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            if f.read() != ref:
                errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--stats", action="store_true", help="print counts as JSON")
    a = ap.parse_args()
    errs, notes = check(a.notes)
    e2, stats = sizes(notes)
    errs += e2
    if a.rebuild:
        errs += rebuild(a.rebuild, a.notes)
    for e in errs[:200]:
        print("ERROR:", e)
    if len(errs) > 200:
        print("... %d more errors" % (len(errs) - 200))
    if a.stats:
        print(json.dumps(stats, indent=1))
    print("%s: %d notes, %d spans, %d errors%s" % (a.notes, stats["notes"], stats["spans"], len(errs),
                                                  ", rebuild byte-identical" if a.rebuild and not errs else ""))
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
