"""Check dev364_en/notes.jsonl.  Usage: python3 build/check.py [--rebuild DIR] [NOTES]

Checks fields and ids, offsets and span text, sorting and overlaps, labels and types, span boundaries,
minimum counts, contact fictionality, lower-case notes, then rebuilds the set twice (PYTHONHASHSEED=1 and 2)
into DIR and compares each rebuild byte for byte with notes.jsonl. Prints counts and OK or FAIL.
"""
import json
import os
import re
import string
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
PUNCT = set(string.punctuation)
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")


def dom_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def ip_private(s):
    try:
        a = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(x < 0 or x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 172 and 16 <= a[1] <= 31) or (a[0] == 192 and a[1] == 168)


def boundary_ok(sp):
    s, typ = sp["text"], sp["type"]
    if not s or s != s.strip() or "\n" in s:
        return False
    first, last = s[0], s[-1]
    if first in PUNCT:
        if not ((first == "(" and ")" in s) or (first == "+" and typ in ("PHONE", "FAX"))):
            return False
    if last in PUNCT:
        if last == ")" and "(" in s:
            pass
        elif last == "." and re.search(r"(^|[\s.])[A-Za-z]\.$", s):
            pass  # a trailing initial, e.g. "Maria K." or "J.S."
        else:
            return False
    return True


def contact_errors(sp):
    s, typ = sp["text"], sp["type"]
    if typ in ("PHONE", "FAX") and "555" not in s:
        return "phone/fax without 555"
    if typ == "EMAIL":
        if s.count("@") != 1 or not dom_ok(s.split("@")[1]):
            return "email domain"
    if typ == "URL":
        host = re.sub(r"^[a-z]+://", "", s.lower()).split("/")[0].split("?")[0].split(":")[0]
        if not dom_ok(host):
            return "url host"
    if typ == "IPADDR" and not ip_private(s):
        return "public ip"
    if typ == "SSN":
        digits = re.sub(r"\D", "", s)
        if not (s.startswith("9") or digits.startswith("000")):
            return "ssn prefix"
    return None


def check(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError:
                errs.append("line %d: not JSON" % ln)
    for i, n in enumerate(notes):
        nid = n.get("id")
        where = "%s" % nid
        if sorted(n.keys()) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %s" % (where, sorted(n.keys())))
            continue
        if nid != "dev364-%04d" % (i + 1):
            errs.append("%s: id out of sequence" % where)
        m = n["meta"]
        if sorted(m.keys()) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev364-en" \
                or not isinstance(m["lowercase"], bool) or not m["genre"] or not m["country"]:
            errs.append("%s: meta %r" % (where, m))
        text = n["text"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % where)
            continue
        if m.get("lowercase") and text != text.lower():
            errs.append("%s: lowercase note has upper case" % where)
        prev_end = -1
        prev_start = -1
        for sp in n["spans"]:
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span fields %s" % (where, sorted(sp.keys())))
                continue
            a, b = sp["start"], sp["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append("%s: bad offsets %r" % (where, sp))
                continue
            if text[a:b] != sp["text"]:
                errs.append("%s: span text mismatch %r vs %r" % (where, sp["text"], text[a:b]))
            if a < prev_start:
                errs.append("%s: spans not sorted at %d" % (where, a))
            if a < prev_end:
                errs.append("%s: overlap at %d" % (where, a))
            prev_start, prev_end = a, max(prev_end, b)
            if sp["type"] not in TYPES:
                errs.append("%s: unknown type %s" % (where, sp["type"]))
            elif TYPES[sp["type"]] != sp["label"]:
                errs.append("%s: label %s does not pair with type %s" % (where, sp["label"], sp["type"]))
            if not boundary_ok(sp):
                errs.append("%s: boundary %s %r" % (where, sp["type"], sp["text"]))
            ce = contact_errors(sp)
            if ce:
                errs.append("%s: %s %r" % (where, ce, sp["text"]))
    return notes, errs


def counts(notes, errs):
    nn = len(notes)
    mean = sum(len(n["text"]) for n in notes) / max(1, nn)
    spans = [s for n in notes for s in n["spans"]]
    lab = Counter(s["label"] for s in spans)
    typ = Counter(s["type"] for s in spans)
    gen = Counter(n["meta"]["genre"] for n in notes)
    ctry = Counter(n["meta"]["country"] for n in notes)
    low = sum(1 for n in notes if n["meta"]["lowercase"])
    print("notes: %d" % nn)
    print("mean length: %.1f chars" % mean)
    print("spans: %d" % len(spans))
    print("lowercase notes: %d (%.1f%%)" % (low, 100.0 * low / max(1, nn)))
    print("per label:")
    for k in sorted(lab):
        print("  %-14s %6d" % (k, lab[k]))
    print("per type:")
    for k in sorted(TYPES):
        print("  %-14s %6d" % (k, typ.get(k, 0)))
    print("per genre:")
    for k in sorted(gen):
        print("  %-38s %4d" % (k, gen[k]))
    print("countries:")
    for k in sorted(ctry):
        print("  %-16s %4d" % (k, ctry[k]))
    need = 600 if mean < 1200 else 330
    if nn < need:
        errs.append("only %d notes (need %d)" % (nn, need))
    if len(spans) < 8000:
        errs.append("only %d spans (need 8000)" % len(spans))
    for k in sorted(TYPES):
        if typ.get(k, 0) < 15:
            errs.append("type %s has %d spans (need 15)" % (k, typ.get(k, 0)))
    big = [g for g in sorted(gen) if gen[g] >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >= 30 notes" % len(big))
    frac = low / max(1, nn)
    if not 0.12 <= frac <= 0.22:
        errs.append("lowercase fraction %.3f not about one in six" % frac)


def rebuild(dirpath, ref, errs):
    made = not os.path.isdir(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    out = os.path.join(dirpath, "notes.jsonl")
    with open(ref, "rb") as fh:
        want = fh.read()
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", dirpath], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if r.returncode != 0:
            errs.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.decode()[-500:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        same = got == want
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        if not same:
            errs.append("rebuild PYTHONHASHSEED=%s differs" % seed)
    if os.path.exists(out) and os.path.abspath(out) != os.path.abspath(ref):
        os.remove(out)
    if made:
        try:
            os.rmdir(dirpath)
        except OSError:
            pass


def main():
    args = sys.argv[1:]
    rb = "/tmp/dev364_tmp"
    if "--rebuild" in args:
        k = args.index("--rebuild")
        rb = args[k + 1]
        args = args[:k] + args[k + 2:]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    notes, errs = check(path)
    counts(notes, errs)
    rebuild(rb, path, errs)
    for e in errs[:60]:
        print("ERROR: " + e)
    if len(errs) > 60:
        print("... %d more errors" % (len(errs) - 60))
    print("OK" if not errs else "FAIL (%d errors)" % len(errs))
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main())
