"""Validate bench/dev293_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and
compares both outputs byte for byte with notes.jsonl.
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
COUNTRIES = {"UK", "US", "AU", "CA", "IE"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)]+")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.12, 0.22)


class Errors:
    def __init__(self):
        self.items = []

    def add(self, where, msg):
        self.items.append("%s: %s" % (where, msg))


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def edge_ok(s):
    if not s or s != s.strip():
        return False
    first, last = s[0], s[-1]
    if not (first.isalnum() or first in "(+"):
        return False
    if last.isalnum() or last == ")":
        return True
    if last == "." and INITIAL_END.search(s):
        return True
    return False


def check_contact(err, where, typ, val):
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", val):
            err.add(where, "%s without 555: %r" % (typ, val))
    elif typ == "EMAIL":
        if "@" not in val or not domain_ok(val.rsplit("@", 1)[1]):
            err.add(where, "e-mail not on example domains: %r" % val)
    elif typ == "URL":
        host = re.sub(r"^https?://", "", val).split("/")[0]
        if not domain_ok(host):
            err.add(where, "URL not on example domains: %r" % val)
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(val)
            if not ip.is_private or ip.is_loopback:
                err.add(where, "IP not private: %r" % val)
        except ValueError:
            err.add(where, "bad IP: %r" % val)
    elif typ == "SSN":
        if not (val.startswith("9") or val.startswith("000")):
            err.add(where, "SSN-like value must start with 9 or 000: %r" % val)


def covered(spans, s, e):
    for sp in spans:
        if sp["start"] <= s and e <= sp["end"]:
            return True
    return False


def check_notes(path):
    err = Errors()
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError as exc:
        err.add(path, "not UTF-8: %s" % exc)
        return err, notes
    if lines and lines[-1] == "":
        lines.pop()
    for ln, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            err.add("line %d" % ln, "invalid JSON: %s" % exc)
            continue
        notes.append(obj)
    for i, n in enumerate(notes, 1):
        where = "note %d" % i
        if not isinstance(n, dict) or sorted(n) != ["id", "meta", "spans", "text"]:
            err.add(where, "fields must be id, text, spans, meta")
            continue
        want = "dev293-%04d" % i
        if n["id"] != want:
            err.add(where, "id %r, expected %r" % (n["id"], want))
        where = n["id"]
        text = n["text"]
        if not isinstance(text, str) or not text:
            err.add(where, "empty text")
            continue
        meta = n["meta"]
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err.add(where, "meta must hold source, genre, lowercase, country")
            continue
        if meta["source"] != "dev293-en":
            err.add(where, "meta.source %r" % meta["source"])
        if meta["country"] not in COUNTRIES:
            err.add(where, "meta.country %r" % meta["country"])
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err.add(where, "meta.genre missing")
        if not isinstance(meta["lowercase"], bool):
            err.add(where, "meta.lowercase not bool")
        elif meta["lowercase"] and text != text.lower():
            err.add(where, "lowercase note has upper-case characters")
        prev_end = -1
        prev_start = -1
        for j, sp in enumerate(n["spans"]):
            sw = "%s span %d" % (where, j)
            if not isinstance(sp, dict) or sorted(sp) != ["end", "label", "start", "text", "type"]:
                err.add(sw, "span fields must be start, end, label, type, text")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err.add(sw, "bad offsets %r-%r" % (s, e))
                continue
            if text[s:e] != sp["text"]:
                err.add(sw, "span text mismatch %r vs %r" % (text[s:e], sp["text"]))
            if s < prev_start:
                err.add(sw, "spans not sorted by start")
            if s < prev_end:
                err.add(sw, "overlapping spans")
            prev_start, prev_end = s, e
            if sp["type"] not in TYPES:
                err.add(sw, "unknown type %r" % sp["type"])
            elif TYPES[sp["type"]] != sp["label"]:
                err.add(sw, "label %r does not match type %r" % (sp["label"], sp["type"]))
            if not edge_ok(sp["text"]):
                err.add(sw, "whitespace or punctuation at span edge: %r" % sp["text"])
            check_contact(err, sw, sp["type"], sp["text"])
        # contacts in the text must be labelled
        for rx, typ in ((EMAIL_RE, "EMAIL"), (IP_RE, "IPADDR"), (URL_RE, "URL")):
            for m in rx.finditer(text):
                if not covered(n["spans"], m.start(), m.end()):
                    err.add(where, "unlabelled %s-like string %r" % (typ, m.group(0)))
    return err, notes


def check_sizes(err, notes):
    n = len(notes)
    if not n:
        err.add("set", "no notes")
        return {}
    mean = sum(len(x["text"]) for x in notes) / n
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err.add("set", "%d notes, need at least %d (mean %.0f chars)" % (n, need, mean))
    spans = [sp for x in notes for sp in x["spans"]]
    if len(spans) < MIN_SPANS:
        err.add("set", "%d spans, need at least %d" % (len(spans), MIN_SPANS))
    per_type = collections.Counter(sp["type"] for sp in spans)
    for t in sorted(TYPES):
        if per_type[t] < MIN_PER_TYPE:
            err.add("set", "type %s has %d spans, need %d" % (t, per_type[t], MIN_PER_TYPE))
    genres = collections.Counter(x["meta"]["genre"] for x in notes)
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err.add("set", "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for x in notes if x["meta"]["lowercase"])
    frac = low / n
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        err.add("set", "lower-case fraction %.3f outside %r" % (frac, LOWER_RANGE))
    return {"notes": n, "mean_chars": round(mean, 1), "spans": len(spans),
            "per_label": dict(sorted(collections.Counter(sp["label"] for sp in spans).items())),
            "per_type": dict(sorted(per_type.items())), "genres": dict(sorted(genres.items())),
            "countries": dict(sorted(collections.Counter(x["meta"]["country"] for x in notes).items())),
            "lowercase": low}


def rebuild(err, notes_path, outdir):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                             capture_output=True, text=True)
        if res.returncode != 0:
            err.add("rebuild", "make.py failed with PYTHONHASHSEED=%s: %s" % (seed, res.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            err.add("rebuild", "PYTHONHASHSEED=%s output differs from %s" % (seed, notes_path))
        else:
            print("rebuild with PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    args = ap.parse_args(argv)
    err, notes = check_notes(args.notes)
    stats = check_sizes(err, notes)
    if args.rebuild:
        rebuild(err, args.notes, args.rebuild)
    print(json.dumps(stats, indent=1))
    if err.items:
        for e in err.items[:200]:
            print("ERROR", e)
        print("%d error(s)" % len(err.items))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
