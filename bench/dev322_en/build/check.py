"""Validate bench/dev322_en/notes.jsonl.

Usage:
  python3 build/check.py [NOTES]                 validate (default: ../notes.jsonl next to build/)
  python3 build/check.py --rebuild DIR [NOTES]   also rebuild twice (PYTHONHASHSEED=1 and 2) into DIR
                                                 and compare byte-for-byte with NOTES
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)

# label and fine types as defined by docs/annotation_guideline.md
TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: l for l, ts in TYPES.items() for t in ts}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
COUNTRIES = {"US", "UK", "IE", "CA", "AU", "NZ", "ZA", "IN"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def contact_problem(typ, val):
    v = val.lower()
    digits = re.sub(r"\D", "", v)
    if typ in ("PHONE", "FAX"):
        if "555" not in digits:
            return "number without 555"
    elif typ == "EMAIL":
        if v.count("@") != 1 or not host_ok(v.split("@")[1]):
            return "e-mail outside example domains"
    elif typ == "URL":
        u = re.sub(r"^[a-z]+://", "", v)
        if not host_ok(u.split("/")[0].split(":")[0]):
            return "URL outside example domains"
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            return "not an IP address"
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            return "public IP address"
    elif typ == "SSN":
        if not (digits.startswith("9") or digits.startswith("000")):
            return "SSN-like number not starting with 9 or 000"
    return None


def validate(path):
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)

    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        return ["file is not UTF-8"], None
    if lines and lines[-1] == "":
        lines.pop()
    ids = set()
    for ln, line in enumerate(lines, 1):
        try:
            n = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if not isinstance(n, dict) or set(n) != NOTE_KEYS:
            err("line %d: fields %r" % (ln, sorted(n) if isinstance(n, dict) else type(n)))
            continue
        nid = n["id"]
        if not isinstance(nid, str) or not re.fullmatch(r"dev322-\d{4}", nid):
            err("line %d: bad id %r" % (ln, nid))
        elif nid in ids:
            err("line %d: duplicate id %s" % (ln, nid))
        ids.add(nid)
        if nid != "dev322-%04d" % ln:
            err("line %d: id %s out of sequence" % (ln, nid))
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty or non-string text" % nid)
            continue
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            err("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev322-en":
            err("%s: meta.source %r" % (nid, meta["source"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: meta.genre %r" % (nid, meta["genre"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % nid)
        if meta["country"] not in COUNTRIES:
            err("%s: meta.country %r" % (nid, meta["country"]))
        if meta["lowercase"] is True and text != text.lower():
            err("%s: lowercase note contains upper-case characters" % nid)
        if meta["lowercase"] is False and text == text.lower():
            err("%s: note marked mixed-case is all lower-case" % nid)
        if not isinstance(spans, list):
            err("%s: spans not a list" % nid)
            continue
        last_end, last_start = -1, -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                err("%s: span fields %r" % (nid, s))
                continue
            st, en, lab, typ, val = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int)) or isinstance(st, bool) or not 0 <= st < en <= len(text):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != val:
                err("%s: span text %r != slice %r" % (nid, val, text[st:en]))
            if typ not in TYPE2LABEL:
                err("%s: unknown type %r" % (nid, typ))
            elif TYPE2LABEL[typ] != lab:
                err("%s: type %s has label %s, expected %s" % (nid, typ, lab, TYPE2LABEL[typ]))
            if val != val.strip():
                err("%s: span with leading/trailing whitespace %r" % (nid, val))
            if val[-1:] in ",;:" or val[:1] in "\"'" or val[-1:] in "\"'" or (val[:1] == "(" and ")" not in val) or \
                    (val[-1:] == ")" and "(" not in val):
                err("%s: span takes in surrounding punctuation %r" % (nid, val))
            if st < last_start:
                err("%s: spans not sorted by start" % nid)
            if st < last_end:
                err("%s: overlapping spans at %d" % (nid, st))
            last_start, last_end = st, max(last_end, en)
            if meta["lowercase"] is True and val != val.lower():
                err("%s: lowercase note has upper-case span %r" % (nid, val))
            prob = contact_problem(typ, val)
            if prob:
                err("%s: %s: %r" % (nid, prob, val))
        notes.append(n)
    return errs, notes


def stats(notes):
    st = {}
    st["notes"] = len(notes)
    st["mean_chars"] = sum(len(n["text"]) for n in notes) / max(1, len(notes))
    st["spans"] = sum(len(n["spans"]) for n in notes)
    st["lowercase"] = sum(1 for n in notes if n["meta"]["lowercase"])
    st["labels"] = collections.Counter(s["label"] for n in notes for s in n["spans"])
    st["types"] = collections.Counter(s["type"] for n in notes for s in n["spans"])
    st["genres"] = collections.Counter(n["meta"]["genre"] for n in notes)
    st["countries"] = collections.Counter(n["meta"]["country"] for n in notes)
    return st


def check_minimums(st):
    errs = []
    need = MIN_NOTES_SHORT if st["mean_chars"] < SHORT_MEAN else MIN_NOTES
    if st["notes"] < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (st["notes"], need, st["mean_chars"]))
    if st["spans"] < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (st["spans"], MIN_SPANS))
    for t in TYPE2LABEL:
        if st["types"].get(t, 0) < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, st["types"].get(t, 0), MIN_PER_TYPE))
    big = [g for g, c in st["genres"].items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = st["lowercase"] / max(1, st["notes"])
    if not 0.12 <= frac <= 0.22:
        errs.append("lower-case share %.3f is not about 1/6" % frac)
    return errs


def rebuild(outdir, notes_path):
    errs = []
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        d = os.path.join(os.path.abspath(outdir), "hashseed%s" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), d], env=env, capture_output=True, text=True)
        if res.returncode != 0:
            errs.append("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr[-2000:]))
            continue
        with open(os.path.join(d, "notes.jsonl"), "rb") as f:
            got = f.read()
        if got != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    args = argv[1:]
    rebuild_dir = None
    if "--rebuild" in args:
        i = args.index("--rebuild")
        if i + 1 >= len(args):
            print("--rebuild needs a directory")
            return 2
        rebuild_dir = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else os.path.join(SET_DIR, "notes.jsonl")
    errs, notes = validate(path)
    if notes is not None:
        st = stats(notes)
        errs += check_minimums(st)
        print("notes %d, mean chars %.1f, spans %d, lower-case notes %d" % (st["notes"], st["mean_chars"], st["spans"],
                                                                             st["lowercase"]))
        print("labels:", ", ".join("%s %d" % kv for kv in sorted(st["labels"].items())))
        print("types:", ", ".join("%s %d" % kv for kv in sorted(st["types"].items())))
        print("genres:", ", ".join("%s %d" % kv for kv in sorted(st["genres"].items())))
        print("countries:", ", ".join("%s %d" % kv for kv in sorted(st["countries"].items())))
    if rebuild_dir:
        errs += rebuild(rebuild_dir, path)
    if errs:
        print("FAILED (%d problems):" % len(errs))
        for e in errs:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
