"""Validate bench/dev433_en.

usage: python3 build/check.py [--rebuild DIR]

Checks the JSONL structure, span offsets and boundaries, labels and types,
contact rules, unannotated repeats of annotated values, size targets,
module sizes and the README.  With --rebuild DIR it also rebuilds the set
under PYTHONHASHSEED=1 and =2 into DIR and requires both to be
byte-identical to notes.jsonl.  The last line printed starts with OK or FAIL.
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
README = os.path.join(ROOT, "README.md")

TYPES = {
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
COUNTRIES = {"GB", "IE", "AU", "US", "CA"}
DOMAINS = ("example.com", "example.org", "example.net")
# clinical phrases in which a patient/clinician surname legitimately appears un-annotated
EPONYM_OK = re.compile(r"(?i)^(-findlay|'s ligament|'s disease|'s syndrome|'s sign|'s lines|'s node|"
                       r"-swartz| grade| pattern| round block| ward\b|:)")

EPONYM_BEFORE = re.compile(r"(?i)(care|clinic|practice|staff|scrub|district|specialist|breast|the|a|"
                           r"theatre|research|charge|nurse) $")

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_ok(u):
    h = re.sub(r"^https?://", "", u).split("/")[0]
    return any(h == dm or h.endswith("." + dm) for dm in DOMAINS)


def check_span_edges(nid, s):
    t = s["text"]
    if t != t.strip():
        err("%s: blank at span edge %r" % (nid, t))
    if "\n" in t:
        err("%s: newline inside span %r" % (nid, t))
    first, last = t[0], t[-1]
    if not first.isalnum() and not (first in "(+" and s["type"] in ("PHONE", "FAX")):
        err("%s: span starts with punctuation %r" % (nid, t))
    if not last.isalnum():
        if not (last == "." and re.search(r"(^|[\s.])[A-Za-z]\.$", t)):
            err("%s: span ends with punctuation %r" % (nid, t))


def check_contacts(nid, s):
    t, ty = s["text"], s["type"]
    if ty in ("PHONE", "FAX"):
        if "555" not in t:
            err("%s: %s without 555: %r" % (nid, ty, t))
        m = re.search(r"(?i)(ext\.?|x)\s*(\d+)$", t)
        if m and "555" not in m.group(2):
            err("%s: extension without 555: %r" % (nid, t))
    elif ty == "EMAIL":
        if "@" not in t or t.split("@")[1].lower() not in DOMAINS:
            err("%s: e-mail domain not allowed: %r" % (nid, t))
    elif ty == "URL":
        if not url_ok(t.lower()):
            err("%s: URL domain not allowed: %r" % (nid, t))
    elif ty == "IPADDR":
        if not private_ip(t):
            err("%s: IP not private: %r" % (nid, t))
    elif ty == "SSN":
        if not (t.startswith("9") or t.startswith("000")):
            err("%s: SSN-like number must start with 9 or 000: %r" % (nid, t))


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def check_unannotated(nid, text, spans, lower):
    """An annotated value that reappears un-annotated in the same note is a miss."""
    seen = set()
    for s in spans:
        v, ty = s["text"], s["type"]
        if (v, ty) in seen:
            continue
        seen.add((v, ty))
        name = TYPES[ty] == "NAME" and ty != "USERNAME"
        if (name and len(v) < 4) or (not name and len(v) < 6 and ty not in ("EMAIL", "URL")):
            continue
        flags = re.IGNORECASE if lower else 0
        for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text, flags):
            if covered(spans, m.start(), m.end()):
                continue
            after = text[m.end():m.end() + 16]
            before = text[max(0, m.start() - 12):m.start()]
            if name and (EPONYM_OK.match(after) or EPONYM_BEFORE.search(before)):
                continue
            err("%s: %s value %r also occurs un-annotated at %d" % (nid, ty, v, m.start()))


CONTACT_PATTERNS = [
    ("EMAIL", re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")),
    ("URL", re.compile(r"(?i)\b(https?://|www\.)\S+|\bexample\.(com|org|net)/\S*")),
    ("IPADDR", re.compile(r"(?<![\d.v])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")),
    ("PHONE", re.compile(r"(?<!\d)(\(?\d{2,5}\)?[ .-])?555[ .-]?\d{3,4}(?!\d)")),
]


def check_stray_contacts(nid, text, spans):
    for ty, rx in CONTACT_PATTERNS:
        for m in rx.finditer(text):
            a, b = m.start(), m.end()
            while b > a and text[b - 1] in ".,;)":
                b -= 1
            if not any(s["start"] <= a + 1 and b - 1 <= s["end"] for s in spans):
                err("%s: un-annotated %s-like string %r" % (nid, ty, text[a:b]))


def validate(rows):
    n_spans = 0
    for i, r in enumerate(rows):
        nid = r.get("id")
        if list(r.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: keys %r" % (nid, list(r.keys())))
            continue
        if nid != "dev433-%04d" % (i + 1):
            err("line %d: id %r out of sequence" % (i + 1, nid))
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev433-en":
            err("%s: bad meta %r" % (nid, meta))
        if meta.get("country") not in COUNTRIES:
            err("%s: country %r" % (nid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase flag not bool" % nid)
        if meta.get("lowercase") and text != text.lower():
            err("%s: lowercase note has upper case" % nid)
        if not meta.get("lowercase") and text == text.lower():
            err("%s: note not flagged lowercase but is" % nid)
        prev_end = -1
        prev_start = -1
        for s in spans:
            n_spans += 1
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span keys %r" % (nid, list(s.keys())))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                err("%s: text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if s["type"] not in TYPES or TYPES[s["type"]] != s["label"]:
                err("%s: bad label/type %s/%s" % (nid, s["label"], s["type"]))
                continue
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            check_span_edges(nid, s)
            check_contacts(nid, s)
        check_unannotated(nid, text, spans, meta.get("lowercase"))
        check_stray_contacts(nid, text, spans)
    return n_spans


def stats(rows):
    types = collections.Counter(s["type"] for r in rows for s in r["spans"])
    labels = collections.Counter(s["label"] for r in rows for s in r["spans"])
    genres = collections.Counter(r["meta"]["genre"] for r in rows)
    countries = collections.Counter(r["meta"]["country"] for r in rows)
    lower = sum(1 for r in rows if r["meta"]["lowercase"])
    chars = sum(len(r["text"]) for r in rows)
    return types, labels, genres, countries, lower, chars


def check_targets(rows, n_spans, st):
    types, labels, genres, countries, lower, chars = st
    n = len(rows)
    mean = chars / n if n else 0
    if n < 330 or (mean < 1200 and n < 600):
        err("size: %d notes, mean %.0f chars" % (n, mean))
    if n_spans < 8000:
        err("size: only %d spans" % n_spans)
    for t in sorted(TYPES):
        if types.get(t, 0) < 15:
            err("type %s has only %d spans" % (t, types.get(t, 0)))
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    share = lower / n if n else 0
    if not 0.13 <= share <= 0.21:
        err("lower-case share %.3f not about one in six" % share)


def check_modules():
    for fn in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, fn)
        if fn.endswith(".py") and os.path.getsize(p) >= 30000:
            err("module %s is %d bytes (>= 30 KB)" % (fn, os.path.getsize(p)))


def check_readme(n, n_spans, st):
    types, labels = st[0], st[1]
    if not os.path.exists(README):
        err("README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != "# dev433_en: independent English clinical PHI evaluation set":
        err("README line 1 wrong")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        err("README line 2 wrong")
    body = "\n".join(lines)
    if "Conventions chosen where the guideline leaves room:" not in lines:
        err("README lacks the conventions line")
    else:
        k = lines.index("Conventions chosen where the guideline leaves room:")
        bullets = [x for x in lines[k + 1:] if x.startswith("- ")]
        if len(bullets) < 3:
            err("README has too few convention bullets")
    flat = body.replace(",", "")
    if not re.search(r"\b%d notes\b" % n, flat):
        err("README does not state %d notes" % n)
    if not re.search(r"\b%d spans\b" % n_spans, flat):
        err("README does not state %d spans" % n_spans)
    for key, cnt in sorted(list(types.items()) + list(labels.items())):
        if not re.search(r"(?<![A-Z_])%s %d\b" % (key, cnt), flat):
            err("README count for %s (%d) missing or stale" % (key, cnt))


def rebuild(outdir):
    os.makedirs(outdir, exist_ok=True)
    ref = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                       check=True, stdout=subprocess.DEVNULL)
        if open(out, "rb").read() != ref:
            err("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical" % seed)


def main(argv):
    rows = [json.loads(l) for l in open(NOTES, encoding="utf-8") if l.strip()]
    n_spans = validate(rows)
    st = stats(rows)
    check_targets(rows, n_spans, st)
    check_modules()
    check_readme(len(rows), n_spans, st)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1])
    types, labels, genres, countries, lower, chars = st
    print("notes %d, spans %d, mean chars %.0f, lower-case %d (%.1f%%)" % (
        len(rows), n_spans, chars / len(rows), lower, 100.0 * lower / len(rows)))
    print("genres: " + ", ".join("%s %d" % (g, genres[g]) for g in sorted(genres)))
    print("countries: " + ", ".join("%s %d" % (c, countries[c]) for c in sorted(countries)))
    print("labels: " + ", ".join("%s %d" % (k, labels[k]) for k in sorted(labels)))
    print("types: " + ", ".join("%s %d" % (k, types[k]) for k in sorted(types)))
    for e in errors[:60]:
        print("ERROR " + e)
    if len(errors) > 60:
        print("... %d more errors" % (len(errors) - 60))
    if errors:
        print("FAIL: %d problems" % len(errors))
        return 1
    print("OK: %d notes, %d spans, all checks passed" % (len(rows), n_spans))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
