"""Validate dev370_en/notes.jsonl and optionally check that it rebuilds byte-identically.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]
--rebuild DIR runs make.py under PYTHONHASHSEED=1 and =2 into DIR/hashseed1 and DIR/hashseed2,
compares each output byte-for-byte with notes.jsonl, then removes what it wrote.
"""
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
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
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_LO, LOWER_HI = 0.12, 0.22
EX_DOMAINS = ("example.com", "example.org", "example.net")
BAD_LEAD = set(",.;:!?)]}\"'-/")
BAD_TRAIL = set(",;:!?([{\"'-/")
ABBR_END = re.compile(r"(?:^|[\s.])[^\W\d_]{1,3}\.$")


def ex_host(h):
    h = h.lower()
    return any(h == e or h.endswith("." + e) for e in EX_DOMAINS)


def private_ip(s):
    m = re.fullmatch(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})", s)
    if not m:
        return False
    o = [int(x) for x in m.groups()]
    if any(x > 255 for x in o):
        return False
    return o[0] == 10 or (o[0] == 172 and 16 <= o[1] <= 31) or (o[0] == 192 and o[1] == 168)


def contact_ok(typ, s):
    if typ in ("PHONE", "FAX"):
        return "555" in re.sub(r"\D", "", s)
    if typ == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([A-Za-z0-9.-]+)", s)
        return bool(m) and ex_host(m.group(1))
    if typ == "URL":
        h = re.sub(r"^[a-z]+://", "", s.lower()).split("/")[0].split(":")[0]
        return ex_host(h)
    if typ == "IPADDR":
        return private_ip(s)
    if typ == "SSN":
        return s.startswith("9") or s.startswith("000")
    return True


def boundary_ok(s):
    if not s or s != s.strip() or "\n" in s:
        return False
    if s[0] in BAD_LEAD or (s[0] == "(" and ")" not in s):
        return False
    if s[-1] in BAD_TRAIL or (s[-1] == ")" and "(" not in s):
        return False
    if s[-1] == "." and not ABBR_END.search(s):
        return False
    return True


def check(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    per_type, per_label, per_genre, per_country = {}, {}, {}, {}
    nspans = total_len = nlower = 0
    for i, o in enumerate(notes):
        nid = "dev370-%04d" % (i + 1)
        if sorted(o) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %s" % (nid, sorted(o)))
            continue
        if o["id"] != nid:
            errs.append("%s: id is %r" % (nid, o["id"]))
        t, m = o["text"], o["meta"]
        if not isinstance(t, str) or not t:
            errs.append("%s: empty text" % nid)
            continue
        if not isinstance(m, dict) or sorted(m) != ["country", "genre", "lowercase", "source"]:
            errs.append("%s: meta fields" % nid)
            continue
        if m["source"] != "dev370-en" or not isinstance(m["lowercase"], bool):
            errs.append("%s: meta values" % nid)
        if m["lowercase"]:
            nlower += 1
            if t != t.lower():
                errs.append("%s: lowercase note has upper case" % nid)
        total_len += len(t)
        per_genre[m["genre"]] = per_genre.get(m["genre"], 0) + 1
        per_country[m["country"]] = per_country.get(m["country"], 0) + 1
        prev_end, prev_start = 0, -1
        for s in o["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span fields %s" % (nid, sorted(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                errs.append("%s: bad offsets %r" % (nid, s))
                continue
            if t[a:b] != s["text"]:
                errs.append("%s: span text mismatch %r vs %r" % (nid, s["text"], t[a:b]))
            if a < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                errs.append("%s: overlap at %d" % (nid, a))
            prev_start, prev_end = a, max(prev_end, b)
            if s["type"] not in TYPES:
                errs.append("%s: unknown type %r" % (nid, s["type"]))
                continue
            if TYPES[s["type"]] != s["label"]:
                errs.append("%s: label %r does not pair with %r" % (nid, s["label"], s["type"]))
            if not boundary_ok(s["text"]):
                errs.append("%s: boundary %s %r" % (nid, s["type"], s["text"]))
            if not contact_ok(s["type"], s["text"]):
                errs.append("%s: not fictional %s %r" % (nid, s["type"], s["text"]))
            nspans += 1
            per_type[s["type"]] = per_type.get(s["type"], 0) + 1
            per_label[s["label"]] = per_label.get(s["label"], 0) + 1
    n = len(notes)
    mean = total_len / n if n else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append("only %d notes (need %d)" % (n, need))
    if nspans < MIN_SPANS:
        errs.append("only %d spans" % nspans)
    for ty in sorted(TYPES):
        if per_type.get(ty, 0) < MIN_PER_TYPE:
            errs.append("type %s has %d spans" % (ty, per_type.get(ty, 0)))
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = nlower / n if n else 0
    if not LOWER_LO <= frac <= LOWER_HI:
        errs.append("lower-case fraction %.3f" % frac)
    print("notes: %d   mean length: %.0f chars   spans: %d   lowercase notes: %d (%.1f%%)" % (
        n, mean, nspans, nlower, 100 * frac))
    print("per label:")
    for k in sorted(per_label):
        print("  %-14s %6d" % (k, per_label[k]))
    print("per type:")
    for k in sorted(TYPES):
        print("  %-14s %6d" % (k, per_type.get(k, 0)))
    print("per genre:")
    for k in sorted(per_genre):
        print("  %-32s %4d" % (k, per_genre[k]))
    print("countries:")
    for k in sorted(per_country):
        print("  %-4s %4d" % (k, per_country[k]))
    return errs


def rebuild(outdir, ref):
    errs = []
    made = not os.path.isdir(outdir)
    os.makedirs(outdir, exist_ok=True)
    with open(ref, "rb") as fh:
        want = fh.read()
    for seed in ("1", "2"):
        sub = os.path.join(outdir, "hashseed" + seed)
        os.makedirs(sub, exist_ok=True)
        out = os.path.join(sub, "notes.jsonl")
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                           env=env, capture_output=True, text=True)
        if r.returncode != 0:
            errs.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-500:]))
        else:
            with open(out, "rb") as fh:
                same = fh.read() == want
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "byte-identical" if same
                                                     else "DIFFERENT"))
            if not same:
                errs.append("rebuild PYTHONHASHSEED=%s differs" % seed)
        shutil.rmtree(sub, ignore_errors=True)
    if made:
        shutil.rmtree(outdir, ignore_errors=True)
    return errs


def main():
    path = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in sys.argv:
        path = sys.argv[sys.argv.index("--notes") + 1]
    errs = check(path)
    if "--rebuild" in sys.argv:
        errs += rebuild(sys.argv[sys.argv.index("--rebuild") + 1], path)
    for e in errs[:60]:
        print("ERROR", e)
    if len(errs) > 60:
        print("... %d more errors" % (len(errs) - 60))
    print("FAIL (%d errors)" % len(errs) if errs else "OK")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
