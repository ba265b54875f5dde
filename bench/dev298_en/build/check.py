#!/usr/bin/env python3
"""Validate bench/dev298_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [NOTES]
  --rebuild DIR  rebuild twice into DIR (PYTHONHASHSEED=1 and 2) and compare
                 the bytes of both builds with NOTES."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True

TYPE_LABEL = {
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
COUNTRIES = {"UK", "US", "CA", "AU", "IE"}
EXAMPLE = ("example.com", "example.org", "example.net")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, where, msg):
        if len(self.errors) < 200:
            self.errors.append("%s: %s" % (where, msg))
        elif len(self.errors) == 200:
            self.errors.append("... more errors suppressed")


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE)


def check_edges(ck, where, sp):
    t = sp["text"]
    typ = sp["type"]
    if t != t.strip():
        ck.err(where, "whitespace at span edge %r" % t)
        return
    first, last = t[0], t[-1]
    if not first.isalnum():
        ok = typ in ("PHONE", "FAX") and (first == "+" or (first == "(" and ")" in t))
        if not ok:
            ck.err(where, "punctuation at span start %r" % t)
    if not last.isalnum():
        ok = (last == "." and typ in ("PATIENT", "DOCTOR", "FAMILY") and INITIAL_END.search(t)) or \
             (last == ")" and "(" in t)
        if not ok:
            ck.err(where, "punctuation at span end %r" % t)


def check_contact(ck, where, sp):
    t = sp["text"]
    typ = sp["type"]
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", t):
            ck.err(where, "phone/fax without 555 %r" % t)
    elif typ == "EMAIL":
        if t.count("@") != 1 or not host_ok(t.split("@")[1]):
            ck.err(where, "e-mail outside example domains %r" % t)
    elif typ == "URL":
        u = re.sub(r"^[a-zA-Z]+://", "", t)
        host = re.split(r"[/:?#]", u, 1)[0]
        if not host_ok(host):
            ck.err(where, "URL outside example domains %r" % t)
    elif typ == "IPADDR":
        try:
            ip = ipaddress.IPv4Address(t)
        except ValueError:
            ck.err(where, "bad IP %r" % t)
            return
        if not any(ip in ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
            ck.err(where, "IP not private %r" % t)
    elif typ == "SSN":
        compact = re.sub(r"[\s-]", "", t)
        if not (compact.startswith("9") or compact.startswith("000")):
            ck.err(where, "SSN-like value must start with 9 or 000: %r" % t)


def validate(path):
    ck = Checker()
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        content = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        ck.err(path, "not UTF-8: %s" % e)
        return ck, notes
    if not content.endswith("\n"):
        ck.err(path, "file must end with a newline")
    for ln, line in enumerate(content.split("\n")[:-1], 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            ck.err("line %d" % ln, "invalid JSON: %s" % e)
            continue
        notes.append(obj)
    for i, obj in enumerate(notes):
        where = "note %d" % (i + 1)
        if not isinstance(obj, dict) or sorted(obj) != ["id", "meta", "spans", "text"]:
            ck.err(where, "fields must be id, text, spans, meta")
            continue
        want = "dev298-%04d" % (i + 1)
        if obj["id"] != want:
            ck.err(where, "id %r, expected %r" % (obj["id"], want))
        where = obj["id"]
        text = obj["text"]
        if not isinstance(text, str) or not text:
            ck.err(where, "empty text")
            continue
        meta = obj["meta"]
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            ck.err(where, "meta fields must be source, genre, lowercase, country")
            continue
        if meta["source"] != "dev298-en":
            ck.err(where, "bad meta.source")
        if meta["country"] not in COUNTRIES:
            ck.err(where, "bad meta.country %r" % meta["country"])
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            ck.err(where, "bad meta.genre")
        if not isinstance(meta["lowercase"], bool):
            ck.err(where, "meta.lowercase must be boolean")
        elif meta["lowercase"] and text != text.lower():
            ck.err(where, "lowercase note contains upper-case characters")
        prev_end = -1
        prev_start = -1
        for j, sp in enumerate(obj["spans"]):
            w = "%s span %d" % (where, j)
            if not isinstance(sp, dict) or sorted(sp) != ["end", "label", "start", "text", "type"]:
                ck.err(w, "span fields must be start, end, label, type, text")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or not (0 <= s < e <= len(text)):
                ck.err(w, "bad offsets %r-%r" % (s, e))
                continue
            if text[s:e] != sp["text"]:
                ck.err(w, "offset text %r != span text %r" % (text[s:e], sp["text"]))
            if s < prev_start:
                ck.err(w, "spans not sorted by start")
            if s < prev_end:
                ck.err(w, "overlapping spans")
            prev_start, prev_end = s, e
            if sp["type"] not in TYPE_LABEL:
                ck.err(w, "unknown type %r" % sp["type"])
                continue
            if sp["label"] != TYPE_LABEL[sp["type"]]:
                ck.err(w, "label %r does not match type %r" % (sp["label"], sp["type"]))
            check_edges(ck, w, sp)
            check_contact(ck, w, sp)
    return ck, notes


def size_rules(ck, notes):
    n = len(notes)
    if not n:
        ck.err("size", "no notes")
        return {}
    mean = sum(len(x["text"]) for x in notes) / n
    need = 600 if mean < 1200 else 330
    if n < need:
        ck.err("size", "%d notes, need at least %d (mean %.0f chars)" % (n, need, mean))
    spans = [s for x in notes for s in x["spans"]]
    if len(spans) < 8000:
        ck.err("size", "%d spans, need at least 8000" % len(spans))
    types = collections.Counter(s["type"] for s in spans)
    for t in sorted(TYPE_LABEL):
        if types[t] < MIN_PER_TYPE:
            ck.err("size", "type %s has %d spans, need %d" % (t, types[t], MIN_PER_TYPE))
    genres = collections.Counter(x["meta"]["genre"] for x in notes)
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        ck.err("size", "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for x in notes if x["meta"]["lowercase"])
    share = low / n
    if not (0.12 <= share <= 0.22):
        ck.err("size", "lower-case share %.3f is not about one in six" % share)
    return {"notes": n, "mean_chars": round(mean, 1), "spans": len(spans), "lowercase": low,
            "labels": dict(sorted(collections.Counter(s["label"] for s in spans).items())),
            "types": dict(sorted(types.items())), "genres": dict(sorted(genres.items())),
            "countries": dict(sorted(collections.Counter(x["meta"]["country"] for x in notes).items()))}


def rebuild(ck, outdir, notes_path):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            ck.err("rebuild", "make.py failed with PYTHONHASHSEED=%s: %s" % (seed, r.stderr[-2000:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            ck.err("rebuild", "build with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main(argv):
    argv = list(argv)
    outdir = None
    if "--rebuild" in argv:
        k = argv.index("--rebuild")
        outdir = argv[k + 1]
        del argv[k:k + 2]
    path = argv[0] if argv else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    ck, notes = validate(path)
    stats = size_rules(ck, notes)
    if outdir:
        rebuild(ck, outdir, path)
    print(json.dumps(stats, indent=1))
    if ck.errors:
        print("FAILED with %d error(s):" % len(ck.errors))
        for e in ck.errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
