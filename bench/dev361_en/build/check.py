"""Validate dev361_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR] [NOTES]
Checks fields and ids, offsets and span text, ordering and overlaps, label/type
pairs, span edges, minimum counts, contact fictionality and lower-case notes;
with --rebuild, regenerates the set under PYTHONHASHSEED=1 and =2 into DIR and
requires both outputs to be byte-identical to NOTES. Prints counts and OK or FAIL."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
LEAD_BAD = set(" \t\n\r.,;:!?\"')]}")
TRAIL_BAD = set(" \t\n\r.,;:!?\"'([{")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 600, 8000, 15, 10, 30


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def contact_problem(typ, v):
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            return "number without 555"
    elif typ == "EMAIL":
        if v.count("@") != 1 or not domain_ok(v.split("@")[1]):
            return "e-mail domain not example.*"
    elif typ == "URL":
        host = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0].split(":")[0]
        if not domain_ok(host):
            return "URL host not example.*"
    elif typ == "IPADDR":
        if not private_ip(v):
            return "IP not private"
    elif typ == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            return "SSN-like number not starting 9 or 000"
    return None


def edge_problem(v):
    if not v:
        return "empty"
    if v[0] in LEAD_BAD:
        return "leading whitespace/punctuation"
    if v[0] == "(" and ")" not in v:
        return "leading bracket"
    if v[-1] in TRAIL_BAD and v[-1] != ".":
        return "trailing whitespace/punctuation"
    if v[-1] == ")" and "(" not in v:
        return "trailing bracket"
    if v[-1] == "." and not INITIAL_END.search(v):
        return "trailing full stop"
    return None


def check(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    nspans = 0
    total_len = 0
    nlower = 0
    for i, n in enumerate(notes, 1):
        tag = "note %d" % i
        if sorted(n) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %s" % (tag, sorted(n)))
            continue
        if n["id"] != "dev361-%04d" % i:
            errs.append("%s: id %r" % (tag, n["id"]))
        t = n["text"]
        if not isinstance(t, str) or not t:
            errs.append("%s: empty text" % tag)
            continue
        total_len += len(t)
        m = n["meta"]
        if sorted(m) != ["country", "genre", "lowercase", "source"] or m.get("source") != "dev361-en" \
                or not isinstance(m.get("lowercase"), bool) or not m.get("genre") or not m.get("country"):
            errs.append("%s: bad meta %r" % (tag, m))
            continue
        genres[m["genre"]] += 1
        countries[m["country"]] += 1
        if m["lowercase"]:
            nlower += 1
            if t != t.lower():
                errs.append("%s: lowercase note has upper case" % tag)
        prev_end = -1
        prev_start = -1
        for s in n["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span fields %s" % (tag, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                errs.append("%s: bad offsets %r" % (tag, s))
                continue
            v = t[a:b]
            if v != s["text"]:
                errs.append("%s: span text mismatch %r vs %r" % (tag, v, s["text"]))
            if a < prev_start:
                errs.append("%s: spans not sorted at %d" % (tag, a))
            if a < prev_end:
                errs.append("%s: overlap at %d" % (tag, a))
            prev_start, prev_end = a, max(prev_end, b)
            if s["type"] not in LABEL:
                errs.append("%s: unknown type %r" % (tag, s["type"]))
            elif LABEL[s["type"]] != s["label"]:
                errs.append("%s: label %r does not pair with type %r" % (tag, s["label"], s["type"]))
            p = edge_problem(v)
            if p:
                errs.append("%s: %s in %r" % (tag, p, v))
            p = contact_problem(s["type"], v)
            if p:
                errs.append("%s: %s: %r" % (tag, p, v))
            types[s["type"]] += 1
            labels[s["label"]] += 1
            nspans += 1
    nn = len(notes)
    mean = total_len / nn if nn else 0
    print("notes: %d   mean length: %.0f chars   spans: %d   lower-case notes: %d (%.1f%%)" % (
        nn, mean, nspans, nlower, 100.0 * nlower / max(nn, 1)))
    print("per label:")
    for k in sorted(labels):
        print("  %-12s %6d" % (k, labels[k]))
    print("per type:")
    for k in sorted(LABEL):
        print("  %-15s %6d" % (k, types[k]))
    print("per genre:")
    for k in sorted(genres):
        print("  %-22s %4d" % (k, genres[k]))
    print("countries:")
    for k in sorted(countries):
        print("  %-16s %4d" % (k, countries[k]))
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if nn < need:
        errs.append("only %d notes (need %d)" % (nn, need))
    if nspans < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (nspans, MIN_SPANS))
    for k in sorted(LABEL):
        if types[k] < MIN_TYPE:
            errs.append("type %s has %d spans (need %d)" % (k, types[k], MIN_TYPE))
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = nlower / max(nn, 1)
    if not 0.13 <= frac <= 0.21:
        errs.append("lower-case share %.3f is not about one in six" % frac)
    return errs


def rebuild(target, path):
    errs = []
    here = os.path.dirname(os.path.abspath(__file__))
    with open(path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, "-B", os.path.join(here, "make.py"), target], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if r.returncode != 0:
            errs.append("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr.decode()[-500:]))
            continue
        with open(os.path.join(target, "notes.jsonl"), "rb") as fh:
            got = fh.read()
        same = got == ref
        print("rebuild PYTHONHASHSEED=%s into %s: %s" % (seed, target, "identical" if same else "DIFFERENT"))
        if not same:
            errs.append("rebuild under PYTHONHASHSEED=%s differs from %s" % (seed, path))
    return errs


def main():
    args = sys.argv[1:]
    target = None
    if "--rebuild" in args:
        k = args.index("--rebuild")
        target = args[k + 1]
        del args[k:k + 2]
    here = os.path.dirname(os.path.abspath(__file__))
    path = args[0] if args else os.path.join(os.path.dirname(here), "notes.jsonl")
    errs = check(path)
    if target:
        errs += rebuild(target, path)
    for e in errs[:60]:
        print("ERROR:", e)
    if len(errs) > 60:
        print("... %d more errors" % (len(errs) - 60))
    print("FAIL (%d problems)" % len(errs) if errs else "OK: %s passes all checks" % path)
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
