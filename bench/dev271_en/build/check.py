"""Validate bench/dev271_en/notes.jsonl.

Usage (from bench/dev271_en):
    python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR, under PYTHONHASHSEED=1 and
PYTHONHASHSEED=2, and checks both outputs are byte-identical to notes.jsonl."""
import sys

sys.dont_write_bytecode = True

import collections
import ipaddress
import json
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE_LABEL = {
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
COUNTRIES = {"US", "UK", "AU", "CA", "IE"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
EDGE_BAD = set(",;:\"[]{}")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS = 8000
MIN_TYPES, MIN_PER_TYPE = 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_LO, LOWER_HI = 0.12, 0.22


class Errors:
    def __init__(self):
        self.items = []

    def add(self, where, msg):
        self.items.append("%s: %s" % (where, msg))


def fictional_domain(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def check_contact(typ, val):
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", val)
        if "555" not in digits:
            return "phone/fax without 555"
    elif typ == "EMAIL":
        if val.count("@") != 1 or not fictional_domain(val.split("@")[1]):
            return "e-mail not on example.com/org/net"
    elif typ == "URL":
        host = re.sub(r"^[a-z]+://", "", val.lower()).split("/")[0].split("?")[0]
        if not fictional_domain(host):
            return "URL not on example.com/org/net"
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(val)
        except ValueError:
            return "not an IP address"
        nets = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("192.168.0.0/16"),
                ipaddress.ip_network("172.16.0.0/12")]
        if not any(ip in n for n in nets):
            return "IP address not private"
    elif typ == "SSN":
        if not (val.startswith("9") or val.startswith("000")):
            return "SSN-like value not starting with 9 or 000"
    return None


def check_file(path):
    err = Errors()
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    if not raw.endswith(b"\n"):
        err.add("file", "does not end with newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            obj = json.loads(line)
        except ValueError as e:
            err.add("line %d" % ln, "invalid JSON (%s)" % e)
            continue
        notes.append(obj)
    for i, n in enumerate(notes):
        where = n.get("id", "line %d" % (i + 1))
        if set(n) != {"id", "text", "spans", "meta"}:
            err.add(where, "fields %r" % sorted(n))
            continue
        if n["id"] != "dev271-%04d" % (i + 1) or not re.fullmatch(r"dev271-\d{4}", n["id"]):
            err.add(where, "bad or out-of-order id")
        text = n["text"]
        if not isinstance(text, str) or not text.strip():
            err.add(where, "empty text")
            continue
        m = n["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"}:
            err.add(where, "meta fields %r" % sorted(m))
        if m.get("source") != "dev271-en":
            err.add(where, "meta.source")
        if not isinstance(m.get("genre"), str) or not m.get("genre"):
            err.add(where, "meta.genre")
        if m.get("country") not in COUNTRIES:
            err.add(where, "meta.country %r" % m.get("country"))
        if not isinstance(m.get("lowercase"), bool):
            err.add(where, "meta.lowercase not bool")
        if m.get("lowercase") and text != text.lower():
            err.add(where, "lowercase note has upper-case characters")
        prev_end, prev_start = -1, -1
        for s in n["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err.add(where, "span fields %r" % sorted(s))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err.add(where, "bad offsets %r" % s)
                continue
            if text[st:en] != s["text"]:
                err.add(where, "offset/text mismatch %r" % s)
            if st < prev_start:
                err.add(where, "spans not sorted at %d" % st)
            if st < prev_end:
                err.add(where, "overlapping spans at %d" % st)
            prev_start, prev_end = st, en
            if s["type"] not in TYPE_LABEL:
                err.add(where, "unknown type %r" % s["type"])
            elif TYPE_LABEL[s["type"]] != s["label"]:
                err.add(where, "label %r does not match type %r" % (s["label"], s["type"]))
            v = s["text"]
            if v != v.strip():
                err.add(where, "span text has edge whitespace %r" % v)
            if v and (v[0] in EDGE_BAD or v[-1] in EDGE_BAD or v[-1] in ")" and "(" not in v):
                err.add(where, "span text has edge punctuation %r" % v)
            bad = check_contact(s["type"], v)
            if bad:
                err.add(where, "%s: %r" % (bad, v))
    return notes, raw, err


def size_report(notes, err):
    n = len(notes)
    spans = [s for x in notes for s in x["spans"]]
    mean_len = sum(len(x["text"]) for x in notes) / max(n, 1)
    need = MIN_NOTES_SHORT if mean_len < SHORT_MEAN else MIN_NOTES
    if n < need:
        err.add("size", "%d notes < %d (mean length %.0f)" % (n, need, mean_len))
    if len(spans) < MIN_SPANS:
        err.add("size", "%d spans < %d" % (len(spans), MIN_SPANS))
    per_type = collections.Counter(s["type"] for s in spans)
    per_label = collections.Counter(s["label"] for s in spans)
    big = [t for t in sorted(per_type) if per_type[t] >= MIN_PER_TYPE]
    if len(big) < MIN_TYPES:
        err.add("size", "only %d types with >= %d spans" % (len(big), MIN_PER_TYPE))
    per_genre = collections.Counter(x["meta"]["genre"] for x in notes)
    big_g = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big_g) < MIN_GENRES:
        err.add("size", "only %d genres with >= %d notes" % (len(big_g), MIN_PER_GENRE))
    low = sum(1 for x in notes if x["meta"]["lowercase"])
    share = low / max(n, 1)
    if not (LOWER_LO <= share <= LOWER_HI):
        err.add("size", "lowercase share %.3f outside [%.2f, %.2f]" % (share, LOWER_LO, LOWER_HI))
    print("notes: %d  mean length: %.0f  spans: %d  lowercase: %d (%.1f%%)" % (n, mean_len, len(spans), low, 100 * share))
    print("per label: " + ", ".join("%s %d" % (k, per_label[k]) for k in sorted(per_label)))
    print("per type:  " + ", ".join("%s %d" % (k, per_type[k]) for k in sorted(per_type)))
    print("per genre: " + ", ".join("%s %d" % (k, per_genre[k]) for k in sorted(per_genre)))
    print("countries: " + ", ".join("%s %d" % (k, v) for k, v in sorted(collections.Counter(
        x["meta"]["country"] for x in notes).items())))


def rebuild(dirpath, raw, err):
    os.makedirs(dirpath, exist_ok=True)
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out],
                           cwd=ROOT, env=env, capture_output=True, text=True)
        if r.returncode != 0:
            err.add("rebuild", "make.py failed under PYTHONHASHSEED=%s: %s" % (seed, r.stderr[-500:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != raw:
            err.add("rebuild", "PYTHONHASHSEED=%s output differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        path = argv[argv.index("--notes") + 1]
    notes, raw, err = check_file(path)
    if notes:
        size_report(notes, err)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], raw, err)
    if err.items:
        for e in err.items[:50]:
            print("ERROR", e)
        print("FAILED: %d problem(s)" % len(err.items))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
