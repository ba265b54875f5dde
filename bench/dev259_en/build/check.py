"""Validate bench/dev259_en/notes.jsonl (author 259).

Usage (from bench/dev259_en):
    python3 build/check.py [--notes notes.jsonl] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
requires both outputs to be byte-identical to notes.jsonl.
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

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "CA", "AU", "NZ", "NP"}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_TYPES, MIN_PER_TYPE = 8000, 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_LO, LOWER_HI = 0.12, 0.22
EX_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(https?://|www\.)[^\s<>\"]+")
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")


class Errors:
    def __init__(self):
        self.items = []

    def add(self, where, msg):
        self.items.append("%s: %s" % (where, msg))


def url_host(u):
    v = re.sub(r"^https?://", "", u.lower())
    return v.split("/")[0].split(":")[0]


def check_contact(err, where, typ, val):
    if typ in ("PHONE", "FAX"):
        if "555" not in val:
            err.add(where, "%s without 555: %r" % (typ, val))
    elif typ == "EMAIL":
        if val.count("@") != 1 or not EX_DOMAIN.search(val.split("@")[1].lower()):
            err.add(where, "email not on example domain: %r" % val)
    elif typ == "URL":
        if not EX_DOMAIN.search(url_host(val)):
            err.add(where, "url not on example domain: %r" % val)
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(val)
        except ValueError:
            err.add(where, "bad ip %r" % val)
            return
        if not any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "192.168.0.0/16", "172.16.0.0/12")):
            err.add(where, "ip not private: %r" % val)
    elif typ == "SSN":
        digits = re.sub(r"\D", "", val)
        if not (digits.startswith("9") or digits.startswith("000")) or len(digits) != 9 or re.search(r"[A-Za-z]", val):
            err.add(where, "SSN-like value must be 9 digits starting with 9 or 000: %r" % val)


def check_file(path):
    err = Errors()
    recs = []
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError as e:
        err.add(path, "not utf-8: %s" % e)
        return err, recs
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for ln, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            err.add("line %d" % ln, "invalid JSON: %s" % e)
            continue
        recs.append(r)
        where = "line %d" % ln
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            err.add(where, "fields must be exactly id,text,spans,meta")
            continue
        if r["id"] != "dev259-%04d" % ln:
            err.add(where, "bad id %r (expected dev259-%04d)" % (r["id"], ln))
        where = r["id"]
        text = r["text"]
        if not isinstance(text, str) or not text:
            err.add(where, "empty text")
            continue
        m = r["meta"]
        if not isinstance(m, dict) or set(m) != {"source", "genre", "lowercase", "country"}:
            err.add(where, "meta fields must be source,genre,lowercase,country")
            continue
        if m["source"] != "dev259-en":
            err.add(where, "meta.source")
        if not isinstance(m["genre"], str) or not re.fullmatch(r"[a-z_]+", m["genre"]):
            err.add(where, "meta.genre")
        if not isinstance(m["lowercase"], bool):
            err.add(where, "meta.lowercase not bool")
        if m["country"] not in COUNTRIES:
            err.add(where, "meta.country %r" % m["country"])
        if m["lowercase"] and text != text.lower():
            err.add(where, "lowercase note contains upper case")
        prev_end = -1
        prev_start = -1
        covered = []
        for s in r["spans"]:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err.add(where, "span fields %r" % (s,))
                continue
            st, en, lab, typ, val = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err.add(where, "bad offsets %r" % (s,))
                continue
            if text[st:en] != val:
                err.add(where, "offset/text mismatch %r vs %r" % (text[st:en], val))
            if typ not in LABEL_OF or LABEL_OF[typ] != lab:
                err.add(where, "bad label/type %s/%s" % (lab, typ))
            if val != val.strip():
                err.add(where, "span has outer whitespace %r" % val)
            if val[-1] in ",;:\"" or val[0] in ",;:\"" or (val[-1] == ")" and "(" not in val) \
                    or (val[0] == "(" and ")" not in val) or val.count("(") != val.count(")"):
                err.add(where, "span takes in surrounding punctuation %r" % val)
            if st < prev_start:
                err.add(where, "spans not sorted")
            if st < prev_end:
                err.add(where, "overlapping spans at %d" % st)
            prev_start, prev_end = st, en
            covered.append((st, en))
            check_contact(err, where, typ, val)
        # leak check: contacts in the text that no span covers
        for rx, kind in ((EMAIL_RE, "email"), (URL_RE, "url"), (IP_RE, "ip")):
            for mm in rx.finditer(text):
                a, b = mm.start(), mm.end()
                if not any(x <= a and b <= y + 1 for x, y in covered):
                    err.add(where, "unannotated %s %r" % (kind, mm.group(0)))
    return err, recs


def size_rules(err, recs):
    n = len(recs)
    if not n:
        err.add("set", "no notes")
        return {}
    mean = sum(len(r["text"]) for r in recs) / n
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err.add("set", "%d notes < %d (mean length %.0f)" % (n, need, mean))
    spans = [s for r in recs for s in r["spans"]]
    if len(spans) < MIN_SPANS:
        err.add("set", "%d spans < %d" % (len(spans), MIN_SPANS))
    by_type = collections.Counter(s["type"] for s in spans)
    ok_types = [t for t, k in by_type.items() if k >= MIN_PER_TYPE]
    if len(ok_types) < MIN_TYPES:
        err.add("set", "only %d types with >=%d spans" % (len(ok_types), MIN_PER_TYPE))
    by_genre = collections.Counter(r["meta"]["genre"] for r in recs)
    ok_genres = [g for g, k in by_genre.items() if k >= MIN_PER_GENRE]
    if len(ok_genres) < MIN_GENRES:
        err.add("set", "only %d genres with >=%d notes" % (len(ok_genres), MIN_PER_GENRE))
    low = sum(1 for r in recs if r["meta"]["lowercase"]) / n
    if not LOWER_LO <= low <= LOWER_HI:
        err.add("set", "lowercase share %.3f outside [%.2f, %.2f]" % (low, LOWER_LO, LOWER_HI))
    return {"notes": n, "mean_len": round(mean, 1), "spans": len(spans), "by_type": by_type,
            "by_label": collections.Counter(s["label"] for s in spans), "by_genre": by_genre,
            "lowercase": sum(1 for r in recs if r["meta"]["lowercase"])}


def rebuild(err, outdir, notes_path):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       cwd=ROOT, stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            err.add("rebuild", "PYTHONHASHSEED=%s output differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    args = ap.parse_args()
    err, recs = check_file(args.notes)
    stats = size_rules(err, recs)
    if args.rebuild:
        rebuild(err, args.rebuild, args.notes)
    if stats:
        print("notes %d (mean %.0f chars), spans %d, lowercase %d" % (stats["notes"], stats["mean_len"],
                                                                       stats["spans"], stats["lowercase"]))
        print("labels: " + ", ".join("%s %d" % kv for kv in sorted(stats["by_label"].items())))
        print("types: " + ", ".join("%s %d" % kv for kv in sorted(stats["by_type"].items())))
        print("genres: " + ", ".join("%s %d" % kv for kv in sorted(stats["by_genre"].items())))
    if err.items:
        for e in err.items[:60]:
            print("ERROR " + e)
        print("%d error(s)" % len(err.items))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
