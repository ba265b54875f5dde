"""Validate bench/dev316_en/notes.jsonl.

Usage:
  python3 build/check.py                 validate notes.jsonl
  python3 build/check.py --rebuild DIR   also rebuild twice (PYTHONHASHSEED=1 and 2)
                                         into DIR and compare byte-for-byte
"""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

TYPES = {
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
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
ID_RE = re.compile(r"^dev316-\d{4}$")
FICT_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_host(u):
    u = re.sub(r"^[a-z]+://", "", u.lower())
    return re.split(r"[/?#:]", u, 1)[0]


def check_contact(sp, err):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        err("contact %s without 555: %r" % (t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not FICT_DOMAIN.search(v.split("@")[1].lower()):
            err("email not on example domains: %r" % v)
    elif t == "URL":
        if not FICT_DOMAIN.search(url_host(v)):
            err("url not on example domains: %r" % v)
    elif t == "IPADDR":
        if not private_ip(v):
            err("ip not private: %r" % v)
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            err("SSN-like number not starting with 9 or 000: %r" % v)


def validate(path):
    errors = []

    def err(msg):
        if len(errors) < 50:
            errors.append(msg)
        else:
            errors.append(None)

    ids = set()
    n_notes = 0
    chars = 0
    per_type = collections.Counter()
    per_label = collections.Counter()
    per_genre = collections.Counter()
    lower = 0
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err("file does not end with a newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            note = json.loads(line)
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if not isinstance(note, dict) or set(note) != NOTE_KEYS:
            err("line %d: fields %r" % (ln, sorted(note) if isinstance(note, dict) else note))
            continue
        nid, text, spans, meta = note["id"], note["text"], note["spans"], note["meta"]
        if not isinstance(nid, str) or not ID_RE.match(nid):
            err("line %d: bad id %r" % (ln, nid))
        if nid in ids:
            err("duplicate id %s" % nid)
        ids.add(nid)
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            err("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev316-en":
            err("%s: source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: genre missing" % nid)
        if not isinstance(meta["country"], str) or not meta["country"]:
            err("%s: country missing" % nid)
        if meta["lowercase"]:
            lower += 1
            if text != text.lower():
                err("%s: marked lowercase but text has upper case" % nid)
        n_notes += 1
        chars += len(text)
        per_genre[meta["genre"]] += 1
        if not isinstance(spans, list):
            err("%s: spans not a list" % nid)
            continue
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                err("%s: span fields %r" % (nid, sp))
                continue
            s, e, lab, typ = sp["start"], sp["end"], sp["label"], sp["type"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text %r != slice %r" % (nid, sp["text"], text[s:e]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if typ not in TYPES:
                err("%s: unknown type %r" % (nid, typ))
            elif TYPES[typ] != lab:
                err("%s: type %s has label %s" % (nid, typ, lab))
            v = sp["text"]
            if v != v.strip():
                err("%s: span with outer whitespace %r" % (nid, v))
            if v and (v[-1] in ",;:" or v[0] in ",;:)]"):
                err("%s: span takes in punctuation %r" % (nid, v))
            if meta["lowercase"] and v != v.lower():
                err("%s: upper case span in lowercase note %r" % (nid, v))
            check_contact(sp, err)
            per_type[typ] += 1
            per_label[lab] += 1
    total = sum(per_type.values())
    mean = chars / n_notes if n_notes else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n_notes < need:
        err("only %d notes (need %d at mean length %.0f)" % (n_notes, need, mean))
    if total < MIN_SPANS:
        err("only %d spans (need %d)" % (total, MIN_SPANS))
    for t in sorted(TYPES):
        if per_type[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if n_notes and not (0.13 <= lower / n_notes <= 0.21):
        err("lower-case share %.3f is not about 1/6" % (lower / n_notes))
    stats = {"notes": n_notes, "mean_chars": mean, "spans": total, "lower": lower,
             "per_label": per_label, "per_type": per_type, "per_genre": per_genre}
    return errors, stats


def rebuild(dirpath):
    problems = []
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "seed%s" % seed, "notes.jsonl")
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            problems.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return problems


def main(argv):
    errors, st = validate(NOTES)
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        if i + 1 >= len(argv):
            print("--rebuild needs a directory")
            return 2
        errors += rebuild(argv[i + 1])
    print("notes %d, mean chars %.0f, spans %d, lower-case notes %d" % (st["notes"], st["mean_chars"], st["spans"], st["lower"]))
    print("per label: " + ", ".join("%s %d" % (k, st["per_label"][k]) for k in sorted(st["per_label"])))
    print("per type: " + ", ".join("%s %d" % (k, st["per_type"][k]) for k in sorted(st["per_type"])))
    print("per genre: " + ", ".join("%s %d" % (k, st["per_genre"][k]) for k in sorted(st["per_genre"])))
    errors = [e for e in errors if e is not None] + (["(more errors suppressed)"] if None in errors else [])
    if errors:
        print("FAILED:")
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
