"""Validate bench/dev397_en: notes.jsonl, README.md, module sizes, and a
byte-identical rebuild under two hash seeds.

usage: python3 check.py [--rebuild DIR]   (DIR defaults to /tmp/dev397_tmp)
Ends with a line OK or FAIL."""
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

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
COUNTRIES = {"UK", "US", "Canada", "Australia", "Ireland", "New Zealand"}
README_L1 = "# dev397_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV = "Conventions chosen where the guideline leaves room:"
# value types whose every other occurrence in a note must be annotated too
REPEAT_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT",
                "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL",
                "IPADDR", "STREET", "ZIP", "HOSPITAL", "ORGANIZATION"}
# name tokens that are also eponyms / ordinary words used as hard negatives
COLLISIONS = {"Bell", "Fuchs", "Graves", "Horner", "Wilson", "Gunn", "Iris", "Hope", "Grace",
              "Reading", "Bath", "Wells", "Down", "Park", "Mark", "Will", "Bright", "Long",
              "Little", "Young", "White", "Black", "Green", "Brown", "Stone", "Field", "Lane",
              "Street", "Hill", "Wood", "Page", "Church", "Temple", "Frost", "Snow", "Winter",
              "Summer", "Joy", "Faith", "Rose", "Ruby", "Amber", "Pearl", "Holly", "Ivy",
              "Dawn", "Daisy", "Heather", "Olive", "Violet", "Frank", "Glen", "Dale", "Cliff",
              "Heath", "Hunter", "Mason", "Reed", "Guy", "Ray", "Grant", "Miles", "Chase",
              "Sharp", "Price", "Rich", "Swift", "Love", "Noble", "King", "Lord", "Knight",
              "Castle", "Bridge", "Banks", "Mills", "Waters", "Rivers", "Brooks", "Ford",
              "Fisher", "Cook", "Baker", "Bishop", "Lamb", "Fox", "Hall", "Marsh", "Drake",
              "Crane", "Moody", "Sterling", "London", "Dean", "Porter", "Cooper", "Turner",
              "Walker", "Taylor", "Smith", "Shepherd", "Gardner", "Carpenter", "Parsons",
              "Victoria", "Florence", "Charlotte", "Madison", "Lincoln", "Jackson", "Austin",
              "Nelson", "Hamilton", "Georgia", "Sunny", "Precious", "Patience", "Comfort",
              "Blessing", "Charity", "Autumn", "Crystal", "Poppy", "Rowan", "Ash", "Wade",
              "Rusty", "Sonny", "Jack", "Bill", "Gene", "Lee", "Kim", "Roy", "Rangi", "Gill"}
NAME_TYPES = {"PATIENT", "DOCTOR", "FAMILY"}
BAD_EDGE = set(" \t\n.,;:!?\"'")
PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)]+")
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
DATE_RE = re.compile(r"\b\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})\b|\b\d{4}-\d{2}-\d{2}\b|"
                     r"\b(?:January|February|March|April|June|July|August|September|October|"
                     r"November|December) \d{1,2}, \d{4}\b", re.I)
PHONE_RE = re.compile(r"\d{2,4}\)? ?9?555[ .-]?\d{3,4}")


def fail(errs, msg):
    if len(errs) < 60:
        print("  error:", msg)
    errs.append(msg)


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def touches(spans, a, b):
    return any(s["start"] < b and a < s["end"] for s in spans)


def check_note(i, n, errs, stats):
    nid = "dev397-%04d" % (i + 1)
    if set(n) != {"id", "text", "spans", "meta"}:
        fail(errs, "%s: fields %s" % (nid, sorted(n)))
        return
    if n["id"] != nid:
        fail(errs, "id %s != %s" % (n["id"], nid))
    t, spans, meta = n["text"], n["spans"], n["meta"]
    if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev397-en":
        fail(errs, "%s: meta %r" % (nid, meta))
    if meta.get("country") not in COUNTRIES or not isinstance(meta.get("lowercase"), bool):
        fail(errs, "%s: meta values %r" % (nid, meta))
    if meta.get("lowercase") and t != t.lower():
        fail(errs, "%s: lowercase flag but text has capitals" % nid)
    if not meta.get("lowercase") and t == t.lower():
        fail(errs, "%s: text all lower case but flag false" % nid)
    prev_end = -1
    prev_start = -1
    for s in spans:
        if set(s) != {"start", "end", "label", "type", "text"}:
            fail(errs, "%s: span keys %s" % (nid, sorted(s)))
            continue
        a, b, ty, v = s["start"], s["end"], s["type"], s["text"]
        if ty not in LABEL or s["label"] != LABEL[ty]:
            fail(errs, "%s: label/type %s/%s" % (nid, s["label"], ty))
        if not (0 <= a < b <= len(t)) or t[a:b] != v:
            fail(errs, "%s: offsets %d-%d do not give %r" % (nid, a, b, v))
            continue
        if a < prev_start:
            fail(errs, "%s: spans not sorted at %d" % (nid, a))
        if a < prev_end:
            fail(errs, "%s: overlap at %d" % (nid, a))
        prev_start, prev_end = a, b
        initial = ty in NAME_TYPES and re.search(r"(^|[\s.])[^\W\d_]\.$", v)
        if v[0] in BAD_EDGE or (v[-1] in BAD_EDGE and not initial):
            fail(errs, "%s: span edge whitespace/punctuation %r" % (nid, v))
        if ty != "AGE" and ((a > 0 and t[a - 1].isalnum()) or (b < len(t) and t[b].isalnum())):
            fail(errs, "%s: span %r cuts a word" % (nid, v))
        low = v.lower()
        if ty in ("PHONE", "FAX") and "555" not in v:
            fail(errs, "%s: contact without 555 %r" % (nid, v))
        if ty == "EMAIL" and not re.fullmatch(r"[a-z0-9._%+-]+@example\.(com|org|net)", low):
            fail(errs, "%s: e-mail domain %r" % (nid, v))
        if ty == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", low):
            fail(errs, "%s: URL domain %r" % (nid, v))
        if ty == "IPADDR":
            try:
                ok = any(ipaddress.ip_address(v) in net for net in PRIVATE)
            except ValueError:
                ok = False
            if not ok:
                fail(errs, "%s: IP not private %r" % (nid, v))
        if ty == "SSN" and not (v.startswith("9") or v.startswith("000")):
            fail(errs, "%s: SSN start %r" % (nid, v))
        stats["type"][ty] += 1
        stats["label"][s["label"]] += 1
    # pattern leaks: contacts and dates that look like PHI must be inside spans
    for rx, what in ((EMAIL_RE, "e-mail"), (URL_RE, "URL"), (IP_RE, "IP"), (DATE_RE, "date"),
                     (PHONE_RE, "phone")):
        for m in rx.finditer(t):
            a, b = m.start(), m.end()
            while b > a and t[b - 1] in ".,;:":
                b -= 1
            if not covered(spans, a, b) and not (what == "phone" and touches(spans, a, b)):
                fail(errs, "%s: unannotated %s %r" % (nid, what, t[a:b]))
    # every other occurrence of an annotated value must be annotated too
    seen = set()
    for s in spans:
        ty, v = s["type"], s["text"]
        if ty not in REPEAT_TYPES or (ty == "ZIP" and v.isdigit()):
            continue
        if meta.get("lowercase") and ty in NAME_TYPES:
            continue
        vals = [v]
        if ty in NAME_TYPES:
            vals += [w for w in re.split(r"[\s,]+", v) if len(w) >= 3 and w[0].isupper()]
        for val in vals:
            if (ty, val) in seen or val in COLLISIONS or len(val) < 3:
                continue
            seen.add((ty, val))
            for m in re.finditer(r"(?<![\w@.])" + re.escape(val) + r"(?![\w@])", t):
                if not touches(spans, m.start(), m.end()):
                    fail(errs, "%s: unannotated repeat of %s %r at %d" % (nid, ty, val, m.start()))


def rebuild(dirpath, errs):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    ref = open(NOTES, "rb").read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "notes_hash%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                               env=env, capture_output=True, text=True)
            if r.returncode != 0:
                fail(errs, "rebuild PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-400:]))
                continue
            same = open(out, "rb").read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                fail(errs, "rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)
        else:
            for seed in ("1", "2"):
                p = os.path.join(dirpath, "notes_hash%s.jsonl" % seed)
                if os.path.exists(p):
                    os.remove(p)


def main(argv):
    errs = []
    dirpath = "/tmp/dev397_tmp"
    if "--rebuild" in argv:
        k = argv.index("--rebuild")
        if k + 1 < len(argv) and not argv[k + 1].startswith("--"):
            dirpath = argv[k + 1]
    # modules
    for fn in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, fn)
        if fn.endswith(".py") and os.path.getsize(p) >= 30 * 1024:
            fail(errs, "module %s is %d bytes (>= 30 KB)" % (fn, os.path.getsize(p)))
    # README
    if not os.path.exists(README):
        fail(errs, "README.md missing")
    else:
        lines = open(README, encoding="utf-8").read().split("\n")
        if lines[0] != README_L1 or len(lines) < 2 or lines[1] != README_L2:
            fail(errs, "README first two lines wrong")
        if CONV not in lines:
            fail(errs, "README lacks the conventions line")
        else:
            k = lines.index(CONV)
            if not any(x.startswith("- ") for x in lines[k + 1:]):
                fail(errs, "README has no convention bullets")
    # notes
    notes = []
    with open(NOTES, encoding="utf-8") as fh:
        for ln, line in enumerate(fh):
            try:
                notes.append(json.loads(line))
            except ValueError:
                fail(errs, "line %d is not JSON" % (ln + 1))
    stats = {"type": collections.Counter(), "label": collections.Counter()}
    for i, n in enumerate(notes):
        check_note(i, n, errs, stats)
    nn = len(notes)
    nspans = sum(stats["type"].values())
    mean = sum(len(n["text"]) for n in notes) / max(nn, 1)
    genres = collections.Counter(n["meta"]["genre"] for n in notes)
    countries = collections.Counter(n["meta"]["country"] for n in notes)
    nlow = sum(1 for n in notes if n["meta"]["lowercase"])
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)" % (
        nn, nspans, mean, nlow, 100.0 * nlow / max(nn, 1)))
    print("genres:", ", ".join("%s %d" % kv for kv in sorted(genres.items())))
    print("countries:", ", ".join("%s %d" % kv for kv in sorted(countries.items())))
    print("labels:", ", ".join("%s %d" % kv for kv in sorted(stats["label"].items())))
    print("types:", ", ".join("%s %d" % (t, stats["type"][t]) for t in sorted(LABEL)))
    if nn < 330 or (mean < 1200 and nn < 600):
        fail(errs, "too few notes (%d, mean %.0f)" % (nn, mean))
    if nspans < 8000:
        fail(errs, "too few spans (%d)" % nspans)
    for t in sorted(LABEL):
        if stats["type"][t] < 15:
            fail(errs, "type %s only %d times" % (t, stats["type"][t]))
    if sum(1 for g in sorted(genres) if genres[g] >= 30) < 10:
        fail(errs, "fewer than 10 genres with >= 30 notes")
    if not 0.13 <= nlow / max(nn, 1) <= 0.20:
        fail(errs, "lower-case share %.3f not about one in six" % (nlow / max(nn, 1)))
    rebuild(dirpath, errs)
    print("errors: %d" % len(errs))
    print("OK" if not errs else "FAIL")
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
