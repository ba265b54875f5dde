"""Validate ../notes.jsonl for dev230_en.

Usage: python3 check.py [notes_path] [--determinism]
--determinism rebuilds twice (PYTHONHASHSEED=1 and 2) into a temp dir and compares md5.
Exit status 0 when every check passes.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in TYPES.items() for t in ts}
assert len(TYPE2LABEL) == 29

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30

FICT_PHONE = re.compile(r"555|7700 ?900|496 ?0|7946 ?0|01632|2018 ?0|0491 ?57|491 57")
FICT_DOMAIN = re.compile(r"(example\.(com|org|net)|\.test)(/|$)")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) < 60:
        print("ERROR:", msg)


def check_value(nid, sp):
    t, v = sp["type"], sp["text"].lower()
    if t == "EMAIL":
        if "@" not in v or not FICT_DOMAIN.search(v.split("@", 1)[1]):
            err("%s: non-fictional email %r" % (nid, v))
    elif t == "URL":
        host = re.sub(r"^https?://", "", v).split("/", 1)[0]
        if not FICT_DOMAIN.search(host):
            err("%s: non-fictional url %r" % (nid, v))
    elif t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("%s: public ip %r" % (nid, v))
        except ValueError:
            err("%s: bad ip %r" % (nid, v))
    elif t in ("PHONE", "FAX"):
        if len(re.sub(r"\D", "", v)) >= 7 and not FICT_PHONE.search(v):
            err("%s: non-fictional phone %r" % (nid, v))
    elif t == "SSN":
        if not (v.startswith("qq") or v.startswith("9") or v.startswith("000")):
            err("%s: ssn-like value not in fictional range %r" % (nid, v))


def balanced(s):
    for a, b in ("()", "[]", "{}"):
        if s.count(a) != s.count(b):
            return False
    return s.count('"') % 2 == 0


def main(path):
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d does not parse: %s" % (ln, e))
    ids = set()
    type_count = collections.Counter()
    genre_count = collections.Counter()
    lengths = []
    n_lower = 0
    n_spans = 0
    for i, rec in enumerate(notes):
        for k in ("id", "text", "spans", "meta"):
            if k not in rec:
                err("note %d lacks %s" % (i, k))
        nid = rec.get("id")
        if nid != "dev230-%04d" % (i + 1):
            err("id out of order at %d: %r" % (i, nid))
        if nid in ids:
            err("duplicate id %s" % nid)
        ids.add(nid)
        text = rec["text"]
        lengths.append(len(text))
        meta = rec["meta"]
        if meta.get("source") != "dev230-en":
            err("%s: bad source" % nid)
        if meta.get("country") not in ("UK", "AU"):
            err("%s: bad country" % nid)
        if not isinstance(meta.get("lowercase"), bool) or not meta.get("genre"):
            err("%s: bad meta" % nid)
        genre_count[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if any(ch.isupper() for ch in text):
                err("%s: lowercase note has upper-case letters" % nid)
        last_end = 0
        for sp in rec["spans"]:
            n_spans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %r" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: span outside text %r" % (nid, sp))
                continue
            if s < last_end:
                err("%s: spans unsorted or overlapping at %d" % (nid, s))
            last_end = e
            if text[s:e] != sp["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if sp["text"] != sp["text"].strip():
                err("%s: span with outer whitespace %r" % (nid, sp["text"]))
            if TYPE2LABEL.get(sp["type"]) != sp["label"]:
                err("%s: bad label/type %s/%s" % (nid, sp["label"], sp["type"]))
            v = sp["text"]
            if v[-1] in ",;:" or v[0] in ",;:'":
                err("%s: span takes in punctuation %r" % (nid, v))
            if not balanced(v):
                err("%s: unbalanced brackets/quotes in span %r" % (nid, v))
            if meta.get("lowercase") and any(ch.isupper() for ch in v):
                err("%s: upper-case span in lowercase note" % nid)
            type_count[sp["type"]] += 1
            check_value(nid, sp)
    n = len(notes)
    mean = sum(lengths) / max(1, n)
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans" % n_spans)
    for t in TYPE2LABEL:
        if type_count[t] < MIN_PER_TYPE:
            err("type %s has %d spans" % (t, type_count[t]))
    big = [g for g, k in genre_count.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / max(1, n)
    if not 0.12 <= frac <= 0.22:
        err("lower-cased share %.3f is not about one in six" % frac)
    print("notes %d  spans %d  mean length %.1f  min %d  max %d  lower-cased %d" % (
        n, n_spans, mean, min(lengths), max(lengths), n_lower))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genre_count.items())))
    print("types: " + ", ".join("%s %d" % (t, type_count[t]) for t in TYPE2LABEL))


def determinism():
    tmp = tempfile.mkdtemp(prefix="det_", dir=HERE)
    sums = []
    for seed in ("1", "2"):
        out = os.path.join(tmp, "n%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.check_call([sys.executable, os.path.join(HERE, "make.py"), out], env=env,
                              stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            sums.append(hashlib.md5(f.read()).hexdigest())
        os.remove(out)
    os.rmdir(tmp)
    print("determinism md5:", sums[0], sums[1])
    if sums[0] != sums[1]:
        err("build differs between PYTHONHASHSEED=1 and 2")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(args[0] if args else os.path.join(HERE, "..", "notes.jsonl"))
    if "--determinism" in sys.argv:
        determinism()
    if errors:
        print("FAILED: %d errors" % len(errors))
        sys.exit(1)
    print("OK")
