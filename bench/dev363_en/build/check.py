"""Check dev363_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR]

Checks fields and ids, offsets and span text, sorted non-overlapping spans,
labels/types per docs/annotation_guideline.md, span edges, minimum counts,
contact fictionality, lower-case notes; with --rebuild DIR it also rebuilds
the set under PYTHONHASHSEED=1 and =2 into DIR and compares bytes.
Prints counts, then one OK or FAIL line.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

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
LABEL_ORDER = ["NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION"]
COUNTRIES = {"GB", "IE", "US", "CA", "AU", "NZ"}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)

EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
HOST_RE = re.compile(r"^(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
INITIALS_RE = re.compile(r"^(?:[A-Za-z]\.\s?)+$")
BAD_START = set(",.;:!?)]}'\"-/")
BAD_END = set(",;:!?([{'\"-/")


def url_host(u):
    x = re.sub(r"^[a-z]+://", "", u, flags=re.I)
    return re.split(r"[/:?#]", x, 1)[0]


def private_ip(v):
    try:
        a = ipaddress.IPv4Address(v)
    except ValueError:
        return False
    return any(a in ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def edge_problem(t):
    if t != t.strip():
        return "whitespace at edge"
    if "\n" in t:
        return "newline inside span"
    if t[0] in BAD_START:
        return "starts with %r" % t[0]
    if t[0] == "(" and ")" not in t:
        return "unbalanced leading ("
    if t[-1] in BAD_END:
        return "ends with %r" % t[-1]
    if t[-1] == ")" and "(" not in t:
        return "unbalanced trailing )"
    if t[-1] in "]}":
        return "ends with bracket"
    if t[-1] == "." and not INITIALS_RE.match(t):
        return "ends with full stop (not initials)"
    return None


def check_file(path, errors):
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errors.append("line %d: bad JSON (%s)" % (ln, e))
    for i, n in enumerate(notes, 1):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            errors.append("%s: fields %s" % (nid, sorted(n)))
            continue
        if nid != "dev363-%04d" % i:
            errors.append("note %d: id %r out of sequence" % (i, nid))
        text = n["text"]
        m = n["meta"]
        if not isinstance(m, dict) or set(m) != {"source", "genre", "lowercase", "country"}:
            errors.append("%s: meta fields %s" % (nid, sorted(m) if isinstance(m, dict) else m))
            continue
        if m["source"] != "dev363-en":
            errors.append("%s: source %r" % (nid, m["source"]))
        if not isinstance(m["lowercase"], bool):
            errors.append("%s: lowercase not bool" % nid)
        if m["country"] not in COUNTRIES:
            errors.append("%s: country %r" % (nid, m["country"]))
        if not isinstance(m["genre"], str) or not m["genre"]:
            errors.append("%s: genre %r" % (nid, m["genre"]))
        if m["lowercase"] and text != text.lower():
            errors.append("%s: lowercase note has upper case" % nid)
        if not m["lowercase"] and text == text.lower():
            errors.append("%s: note marked not lowercase but is all lower case" % nid)
        prev_end = -1
        prev_start = -1
        for s in n["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                errors.append("%s: span fields %s" % (nid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errors.append("%s: bad offsets %r" % (nid, (a, b)))
                continue
            if text[a:b] != s["text"]:
                errors.append("%s: span text %r != text[%d:%d] %r" % (nid, s["text"], a, b, text[a:b]))
            if a < prev_start:
                errors.append("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                errors.append("%s: overlap at %d" % (nid, a))
            prev_start, prev_end = a, max(prev_end, b)
            t = s["type"]
            if t not in TYPE_LABEL:
                errors.append("%s: unknown type %r" % (nid, t))
            elif s["label"] != TYPE_LABEL[t]:
                errors.append("%s: label %r wrong for type %r" % (nid, s["label"], t))
            v = text[a:b]
            p = edge_problem(v)
            if p:
                errors.append("%s: span %r (%s): %s" % (nid, v, t, p))
            # contact fictionality
            if t in ("PHONE", "FAX") and "555" not in v:
                errors.append("%s: %s without 555: %r" % (nid, t, v))
            if t == "EMAIL" and not EMAIL_RE.match(v):
                errors.append("%s: e-mail not on example domains: %r" % (nid, v))
            if t == "URL" and not HOST_RE.match(url_host(v)):
                errors.append("%s: URL not on example domains: %r" % (nid, v))
            if t == "IPADDR" and not private_ip(v):
                errors.append("%s: IP not private: %r" % (nid, v))
            if t == "SSN":
                alnum = re.sub(r"[^0-9A-Za-z]", "", v)
                if not (alnum.startswith("9") or alnum.startswith("000")):
                    errors.append("%s: SSN-like number not starting 9/000: %r" % (nid, v))
    return notes


def counts(notes, errors):
    nn = len(notes)
    if nn == 0:
        errors.append("no notes")
        return
    mean = sum(len(n["text"]) for n in notes) / float(nn)
    spans = [s for n in notes for s in n["spans"]]
    by_label = collections.Counter(s["label"] for s in spans)
    by_type = collections.Counter(s["type"] for s in spans)
    by_genre = collections.Counter(n["meta"]["genre"] for n in notes)
    low_genre = collections.Counter(n["meta"]["genre"] for n in notes if n["meta"]["lowercase"])
    by_country = collections.Counter(n["meta"]["country"] for n in notes)
    lower = sum(1 for n in notes if n["meta"]["lowercase"])
    print("notes: %d" % nn)
    print("mean length: %.1f characters" % mean)
    print("spans: %d" % len(spans))
    print("lower-case notes: %d (%.1f%%)" % (lower, 100.0 * lower / nn))
    print("per label:")
    for lab in LABEL_ORDER:
        print("  %-12s %5d" % (lab, by_label.get(lab, 0)))
    print("per type:")
    for t in sorted(TYPE_LABEL):
        print("  %-15s %5d" % (t, by_type.get(t, 0)))
    print("per genre (notes / lower-case):")
    for g in sorted(by_genre):
        print("  %-36s %4d / %d" % (g, by_genre[g], low_genre.get(g, 0)))
    print("countries:")
    for c in sorted(by_country):
        print("  %-4s %4d" % (c, by_country[c]))
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if nn < need:
        errors.append("only %d notes (need %d)" % (nn, need))
    if len(spans) < MIN_SPANS:
        errors.append("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if by_type.get(t, 0) < MIN_PER_TYPE:
            errors.append("type %s only %d times" % (t, by_type.get(t, 0)))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errors.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = lower / float(nn)
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        errors.append("lower-case share %.3f outside %s" % (frac, LOWER_RANGE))


def rebuild(outdir, errors):
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        sub = os.path.join(outdir, "hashseed%s" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", sub], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        if r.returncode != 0:
            errors.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, r.stdout.decode("utf-8", "replace")[-500:]))
            continue
        with open(os.path.join(sub, "notes.jsonl"), "rb") as fh:
            got = fh.read()
        same = got == ref
        print("rebuild PYTHONHASHSEED=%s -> %s: %s" % (seed, sub, "byte-identical" if same else "DIFFERS"))
        if not same:
            errors.append("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)


def main(argv):
    errors = []
    notes = check_file(NOTES, errors)
    counts(notes, errors)
    rebuilt = False
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], errors)
        rebuilt = True
    if errors:
        for e in errors[:60]:
            print("ERROR: " + e)
        if len(errors) > 60:
            print("ERROR: ... %d more" % (len(errors) - 60))
        print("FAIL: %d problem(s)" % len(errors))
        return 1
    print("OK: %d notes, %d spans, all checks passed%s" % (
        len(notes), sum(len(n["spans"]) for n in notes),
        " (rebuilt byte-identical under PYTHONHASHSEED=1 and 2)" if rebuilt else " (no rebuild requested)"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
