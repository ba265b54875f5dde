"""Validate bench/dev330_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice (PYTHONHASHSEED=1 and =2) into DIR and compares both
byte-for-byte with notes.jsonl.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# labels and fine types exactly as in docs/annotation_guideline.md
TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab in sorted(TYPES) for t in TYPES[lab]}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
COUNTRIES = {"US", "UK", "IE", "CA", "AU", "NZ", "SG", "ZA"}
EXAMPLE = ("example.com", "example.org", "example.net")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30


def example_host(host):
    host = host.lower()
    return any(host == e or host.endswith("." + e) for e in EXAMPLE)


def private_ip(s):
    m = re.fullmatch(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})", s)
    if not m:
        return False
    a, b, c, d = (int(x) for x in m.groups())
    if max(a, b, c, d) > 255:
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def contact_problem(typ, s):
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", s):
            return "phone/fax/pager without 555"
    elif typ == "EMAIL":
        if s.count("@") != 1 or not example_host(s.split("@")[1]):
            return "email outside example domains"
    elif typ == "URL":
        host = re.sub(r"^[a-z]+://", "", s.lower()).split("/")[0].split("?")[0].split(":")[0]
        if not example_host(host):
            return "url outside example domains"
    elif typ == "IPADDR":
        if not private_ip(s):
            return "ip not private"
    elif typ == "SSN":
        digits = re.sub(r"\D", "", s)
        if not (digits.startswith("9") or digits.startswith("000")):
            return "ssn-like number not starting with 9 or 000"
    return None


def check(path):
    errors = []

    def err(msg):
        if len(errors) < 200:
            errors.append(msg)

    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: invalid JSON (%s)" % (ln, e))
    ids = set()
    by_type = collections.Counter()
    by_label = collections.Counter()
    by_genre = collections.Counter()
    by_country = collections.Counter()
    n_lower = 0
    chars = 0
    for k, n in enumerate(notes, 1):
        if not isinstance(n, dict) or set(n) != NOTE_KEYS:
            err("note %d: fields %r" % (k, sorted(n) if isinstance(n, dict) else n))
            continue
        nid = n["id"]
        if not isinstance(nid, str) or not re.fullmatch(r"dev330-\d{4}", nid):
            err("note %d: bad id %r" % (k, nid))
        if nid in ids:
            err("duplicate id %s" % nid)
        ids.add(nid)
        text = n["text"]
        if not isinstance(text, str) or not text:
            err("%s: empty or non-string text" % nid)
            continue
        chars += len(text)
        meta = n["meta"]
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            err("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev330-en":
            err("%s: source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if meta["country"] not in COUNTRIES:
            err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: genre %r" % (nid, meta["genre"]))
        by_genre[meta["genre"]] += 1
        by_country[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        if not isinstance(n["spans"], list):
            err("%s: spans not a list" % nid)
            continue
        for s in n["spans"]:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                err("%s: span fields %r" % (nid, s))
                continue
            st, en, lab, typ, st_text = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != st_text:
                err("%s: span text %r != slice %r" % (nid, st_text, text[st:en]))
            if st_text != st_text.strip():
                err("%s: span with outer whitespace %r" % (nid, st_text))
            if st_text[-1] in ",;:!?" or st_text[0] in ",;:.!?)":
                err("%s: span with outer punctuation %r" % (nid, st_text))
            if typ not in TYPE2LABEL:
                err("%s: unknown type %r" % (nid, typ))
            elif TYPE2LABEL[typ] != lab:
                err("%s: type %s has label %s, expected %s" % (nid, typ, lab, TYPE2LABEL[typ]))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, max(prev_end, en)
            if meta["lowercase"] and st_text != st_text.lower():
                err("%s: lowercase note with upper-case span %r" % (nid, st_text))
            prob = contact_problem(typ, st_text)
            if prob:
                err("%s: %s: %r" % (nid, prob, st_text))
            by_type[typ] += 1
            by_label[lab] += 1
    total = sum(by_type.values())
    nn = len(notes)
    mean = chars / nn if nn else 0
    if nn < MIN_NOTES:
        err("only %d notes (< %d)" % (nn, MIN_NOTES))
    if mean < SHORT_MEAN and nn < MIN_NOTES_SHORT:
        err("mean length %.0f < %d and only %d notes (< %d)" % (mean, SHORT_MEAN, nn, MIN_NOTES_SHORT))
    if total < MIN_SPANS:
        err("only %d spans (< %d)" % (total, MIN_SPANS))
    for typ in sorted(TYPE2LABEL):
        if by_type[typ] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (typ, by_type[typ], MIN_PER_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if nn and not (1 / 6 - 0.03 <= n_lower / nn <= 1 / 6 + 0.03):
        err("lower-case share %.3f not about 1/6" % (n_lower / nn))
    summary = {"notes": nn, "mean_chars": round(mean, 1), "spans": total, "lowercase_notes": n_lower,
               "genres": dict(sorted(by_genre.items())), "countries": dict(sorted(by_country.items())),
               "labels": dict(sorted(by_label.items())), "types": dict(sorted(by_type.items()))}
    return errors, summary


def rebuild(outdir, notes_path):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        want = f.read()
    problems = []
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != want:
            problems.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return problems


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()
    errors, summary = check(args.notes)
    if args.rebuild:
        errors += rebuild(args.rebuild, args.notes)
    if not args.quiet:
        print(json.dumps(summary, indent=1))
    for e in errors:
        print("ERROR:", e)
    if errors:
        print("FAILED (%d problems)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
