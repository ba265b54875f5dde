#!/usr/bin/env python3
"""check.py -- validate bench/dev374_en/notes.jsonl and (with --rebuild DIR)
rebuild it twice, under PYTHONHASHSEED=1 and 2, into DIR and compare bytes.

Usage: python3 build/check.py [--rebuild DIR] [--notes PATH]
Prints counts and a final line that starts with OK or FAIL.
"""
import collections
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
SET_DIR = os.path.dirname(HERE)

# the guideline's 29 fine types and their categories
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
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_LO, LOWER_HI = 0.13, 0.20
ABBR_END = ("Inc.", "Ltd.", "Jr.", "Sr.", "Co.", "St.")
EX_RE = re.compile(r"(^|\.)example\.(com|org|net)$")


def bad_edges(t):
    """Return a reason if the span starts/ends with whitespace or stray punctuation."""
    if t != t.strip():
        return "whitespace at edge"
    first, last = t[0], t[-1]
    if not (first.isalnum() or (first == "(" and ")" in t) or first == "+"):
        return "leading punctuation"
    if last.isalnum():
        return None
    if last == ")" and "(" in t:
        return None
    if last == "." and (re.search(r"(^|[\s.])[A-Za-z]\.$", t) or t.endswith(ABBR_END)
                        or t.lower().endswith(tuple(a.lower() for a in ABBR_END))):
        return None
    return "trailing punctuation"


def url_host(u):
    u = re.sub(r"^[a-zA-Z]+://", "", u)
    return u.split("/")[0].split("?")[0].split(":")[0].lower()


def private_ip(ip):
    try:
        p = [int(x) for x in ip.split(".")]
    except ValueError:
        return False
    if len(p) != 4 or any(x < 0 or x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def contact_problem(typ, t):
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", t):
            return "number without 555"
    elif typ == "EMAIL":
        if t.count("@") != 1 or not EX_RE.search(t.split("@")[1].lower()):
            return "e-mail outside example domains"
    elif typ == "URL":
        if not EX_RE.search(url_host(t)):
            return "URL outside example domains"
    elif typ == "IPADDR":
        if not private_ip(t):
            return "IP not private"
    elif typ == "SSN":
        a = re.sub(r"[^0-9A-Za-z]", "", t).upper()
        if a[:1].isdigit():
            if not (a.startswith("9") or a.startswith("000")):
                return "SSN-like number not starting 9/000"
        elif not a.startswith("QQ"):
            return "NI number without specimen prefix QQ"
    return None


def validate(path):
    errors = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errors.append("line %d: bad JSON (%s)" % (ln, e))
    for i, n in enumerate(notes):
        nid = "dev374-%04d" % (i + 1)
        if sorted(n.keys()) != ["id", "meta", "spans", "text"]:
            errors.append("%s: fields %s" % (nid, sorted(n.keys())))
            continue
        if n["id"] != nid:
            errors.append("%s: id %r out of sequence" % (nid, n["id"]))
        m = n["meta"]
        if sorted(m.keys()) != ["country", "genre", "lowercase", "source"] or m.get("source") != "dev374-en" \
                or not isinstance(m.get("lowercase"), bool) or not m.get("genre") or not m.get("country"):
            errors.append("%s: bad meta %r" % (nid, m))
        text = n["text"]
        if not isinstance(text, str) or not text:
            errors.append("%s: empty text" % nid)
            continue
        if m.get("lowercase") and text != text.lower():
            errors.append("%s: lowercase note has upper case" % nid)
        prev_end, prev_start = -1, -1
        for s in n["spans"]:
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                errors.append("%s: span fields %s" % (nid, sorted(s.keys())))
                continue
            st, en, typ, lab, t = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errors.append("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != t:
                errors.append("%s: span text mismatch %r vs %r" % (nid, t, text[st:en]))
            if st < prev_start:
                errors.append("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                errors.append("%s: overlapping span at %d" % (nid, st))
            prev_start, prev_end = st, en
            if typ not in TYPES:
                errors.append("%s: unknown type %r" % (nid, typ))
            elif TYPES[typ] != lab:
                errors.append("%s: type %s paired with label %s" % (nid, typ, lab))
            why = bad_edges(t)
            if why:
                errors.append("%s: %s in %s span %r" % (nid, why, typ, t))
            why = contact_problem(typ, t)
            if why:
                errors.append("%s: %s: %r" % (nid, why, t))
    return notes, errors


def counts(notes, errors):
    n = len(notes)
    mean = sum(len(x["text"]) for x in notes) / float(n) if n else 0.0
    spans = [s for x in notes for s in x["spans"]]
    by_label = collections.Counter(s["label"] for s in spans)
    by_type = collections.Counter(s["type"] for s in spans)
    by_genre = collections.Counter(x["meta"]["genre"] for x in notes)
    by_country = collections.Counter(x["meta"]["country"] for x in notes)
    lower = sum(1 for x in notes if x["meta"]["lowercase"])
    print("notes: %d" % n)
    print("mean length: %.1f characters" % mean)
    print("spans: %d" % len(spans))
    print("lowercase notes: %d (%.1f%%)" % (lower, 100.0 * lower / max(n, 1)))
    print("per label:")
    for k in sorted(by_label):
        print("  %-12s %6d" % (k, by_label[k]))
    print("per type:")
    for k in sorted(TYPES):
        print("  %-15s %6d" % (k, by_type.get(k, 0)))
    print("per genre:")
    for k in sorted(by_genre):
        print("  %-28s %4d" % (k, by_genre[k]))
    print("countries:")
    for k in sorted(by_country):
        print("  %-4s %4d" % (k, by_country[k]))
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        errors.append("only %d notes (need %d)" % (n, need))
    if len(spans) < MIN_SPANS:
        errors.append("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    for k in sorted(TYPES):
        if by_type.get(k, 0) < MIN_PER_TYPE:
            errors.append("type %s has %d spans (need %d)" % (k, by_type.get(k, 0), MIN_PER_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = lower / float(max(n, 1))
    if not (LOWER_LO <= frac <= LOWER_HI):
        errors.append("lowercase share %.3f outside [%.2f, %.2f]" % (frac, LOWER_LO, LOWER_HI))


def rebuild(target_dir, notes_path):
    errors = []
    with open(notes_path, "rb") as f:
        want = f.read()
    created = not os.path.exists(target_dir)
    os.makedirs(target_dir, exist_ok=True)
    out = os.path.join(target_dir, "notes.jsonl")
    for seed in ("1", "2"):
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        p = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", target_dir],
                           env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode != 0:
            errors.append("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, p.stderr.decode()[-400:]))
            continue
        with open(out, "rb") as f:
            got = f.read()
        same = got == want
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "byte-identical" if same else "DIFFERENT"))
        if not same:
            errors.append("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        os.remove(out)
    if created:
        try:
            os.rmdir(target_dir)
        except OSError:
            pass
    return errors


def main(argv):
    notes_path = os.path.join(SET_DIR, "notes.jsonl")
    if "--notes" in argv:
        notes_path = argv[argv.index("--notes") + 1]
    notes, errors = validate(notes_path)
    counts(notes, errors)
    if "--rebuild" in argv:
        errors += rebuild(argv[argv.index("--rebuild") + 1], notes_path)
    else:
        print("rebuild: not requested (use --rebuild DIR)")
    for e in errors[:60]:
        print("ERROR: " + e)
    if len(errors) > 60:
        print("... %d more errors" % (len(errors) - 60))
    if errors:
        print("FAIL: %d problem(s)" % len(errors))
        return 1
    print("OK: %d notes, %d spans, %d genres, all checks passed%s" % (
        len(notes), sum(len(x["spans"]) for x in notes), len(set(x["meta"]["genre"] for x in notes)),
        ", rebuilds byte-identical" if "--rebuild" in argv else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
