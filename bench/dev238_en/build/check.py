#!/usr/bin/env python3
"""Validate bench/dev238_en/notes.jsonl (author 238).

Usage: python3 check.py [--rebuild] [--stats]
  --rebuild  also rebuild with make.py --stdout under PYTHONHASHSEED=1 and =2 and compare bytes with notes.jsonl
  --stats    print corpus statistics
Exit status 0 when every check passes."""
import collections
import hashlib
import ipaddress
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES_REQUIRED = ["new_arrival_health_assessment", "interpreter_clinic_note", "immigration_medical_exam",
                   "tb_screening_record", "catchup_immunisation_plan", "trauma_survivor_assessment_letter",
                   "caseworker_liaison_note", "telephone_interpreter_encounter", "referral_letter",
                   "medication_reconciliation"]
COUNTRIES = ["US", "UK", "CA", "AU"]
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
BAD_LEAD = set(" \t\n([{\"',;:")
BAD_TRAIL = set(" \t\n)]}\"',;:")

errors = []


def err(msg):
    errors.append(msg)


def check_span_edges(rid, s):
    t = s["text"]
    lead_ok = t[0] == "(" and ")" in t[1:]
    trail_ok = t[-1] == ")" and "(" in t[:-1]
    if (t[0] in BAD_LEAD and not lead_ok) or (t[-1] in BAD_TRAIL and not trail_ok):
        err("%s: span %r starts/ends with whitespace or punctuation" % (rid, t))
    if t.endswith(".") and not t.endswith("..."):
        last = t.split()[-1].replace(".", "")
        if len(last) > 3:
            err("%s: span %r ends with a sentence full stop" % (rid, t))


def check_contact(rid, s):
    t, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX") and "555" not in t:
        err("%s: %s %r lacks a 555 fictional block" % (rid, typ, t))
    if typ == "EMAIL" and not re.search(r"@([a-z0-9.-]+\.)?example\.(com|org|net)$", t):
        err("%s: email %r not at example.com/org/net" % (rid, t))
    if typ == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", t):
        err("%s: url %r not at example.com/org/net" % (rid, t))
    if typ == "IPADDR":
        try:
            if not ipaddress.ip_address(t).is_private:
                err("%s: IP %r is not private" % (rid, t))
        except ValueError:
            err("%s: IP %r invalid" % (rid, t))
    if typ == "SSN":
        digits = re.sub(r"\D", "", t)
        if not (t.upper().startswith("QQ") or digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN %r must start with 9, 000 or QQ" % (rid, t))


def check_file():
    if not os.path.exists(NOTES):
        err("notes.jsonl missing")
        return []
    raw = open(NOTES, "rb").read()
    if not raw.endswith(b"\n") or b"\r" in raw:
        err("notes.jsonl must use \\n line endings and end with a newline")
    recs = []
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        recs.append(rec)
        rid = rec.get("id", "line%d" % ln)
        if sorted(rec.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: fields %r" % (rid, sorted(rec.keys())))
            continue
        if rid != "dev238-%04d" % ln:
            err("line %d: id %r out of sequence" % (ln, rid))
        text = rec["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % rid)
            continue
        meta = rec["meta"]
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %r" % (rid, sorted(meta.keys())))
        if meta.get("source") != "dev238-en":
            err("%s: meta.source %r" % (rid, meta.get("source")))
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            err("%s: meta.genre missing" % rid)
        if meta.get("country") not in COUNTRIES:
            err("%s: meta.country %r" % (rid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not bool" % rid)
        elif meta["lowercase"] and text != text.lower():
            err("%s: marked lowercase but text has upper case" % rid)
        elif not meta["lowercase"] and text == text.lower():
            err("%s: not marked lowercase but text is all lower case" % rid)
        prev_end = -1
        prev_start = -1
        for s in rec["spans"]:
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (rid, sorted(s.keys())))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (rid, (st, en)))
                continue
            if text[st:en] != s["text"]:
                err("%s: span text %r != text[%d:%d] %r" % (rid, s["text"], st, en, text[st:en]))
            if s["type"] not in LABEL:
                err("%s: unknown type %r" % (rid, s["type"]))
            elif LABEL[s["type"]] != s["label"]:
                err("%s: label %r wrong for type %r" % (rid, s["label"], s["type"]))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (rid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (rid, st))
            prev_start, prev_end = st, max(prev_end, en)
            if st > 0 and text[st - 1].isalnum() and text[st].isalnum() and s["type"] not in ("AGE", "PHONE"):
                err("%s: span %r starts inside a word" % (rid, s["text"]))
            if en < len(text) and text[en].isalnum() and text[en - 1].isalnum() and s["type"] not in ("AGE",):
                err("%s: span %r ends inside a word" % (rid, s["text"]))
            check_span_edges(rid, s)
            check_contact(rid, s)
    return recs


def check_sizes(recs, show):
    n = len(recs)
    lens = [len(r["text"]) for r in recs]
    spans = [s for r in recs for s in r["spans"]]
    mean = statistics.mean(lens) if lens else 0
    if n < MIN_NOTES:
        err("only %d notes (< %d)" % (n, MIN_NOTES))
    if mean < 1200 and n < MIN_NOTES_SHORT:
        err("mean note length %.0f < 1200 needs >= %d notes, have %d" % (mean, MIN_NOTES_SHORT, n))
    if len(spans) < MIN_SPANS:
        err("only %d spans (< %d)" % (len(spans), MIN_SPANS))
    per_type = collections.Counter(s["type"] for s in spans)
    for t in sorted(LABEL):
        if per_type[t] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (t, per_type[t], MIN_PER_TYPE))
    genres = collections.Counter(r["meta"]["genre"] for r in recs)
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    for g in GENRES_REQUIRED:
        if genres[g] < MIN_PER_GENRE:
            err("required genre %s has %d notes" % (g, genres[g]))
    low = sum(1 for r in recs if r["meta"]["lowercase"])
    if n and not (n / 8.0 <= low <= n / 4.5):
        err("%d lower-cased notes of %d is not about one in six" % (low, n))
    if show:
        print("notes %d, spans %d" % (n, len(spans)))
        print("length mean %.0f median %.0f min %d max %d" % (mean, statistics.median(lens), min(lens), max(lens)))
        print("lower-cased %d" % low)
        print("countries", dict(sorted(collections.Counter(r["meta"]["country"] for r in recs).items())))
        print("genres", dict(sorted(genres.items())))
        print("labels", dict(sorted(collections.Counter(s["label"] for s in spans).items())))
        print("types", dict(sorted(per_type.items())))


def check_sources():
    """Determinism hints: one seeded RNG, no hash-order dependence, small modules."""
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".py"):
            continue
        path = os.path.join(HERE, fn)
        src = open(path, encoding="utf-8").read()
        if os.path.getsize(path) >= 30000:
            err("%s is %d bytes (>= 30 KB)" % (fn, os.path.getsize(path)))
        if fn == "check.py":
            continue
        for pat, why in [(r"\brandom\.(random|choice|randint|shuffle|sample|seed|uniform|randrange)\(", "module-level random"),
                         (r"\bhash\(", "hash()"), (r"\bset\(|frozenset\(", "set iteration risk"),
                         (r"\btime\.time\(|datetime\.now\(|date\.today\(|os\.urandom|uuid", "clock/entropy source"),
                         (r"\bglob\.|os\.listdir", "filesystem order")]:
            if re.search(pat, src):
                err("%s: %s" % (fn, why))
        for m in re.finditer(r"Random\(([^)]*)\)", src):
            if m.group(1).strip() not in ("SEED", "238"):
                err("%s: Random(%s) not seeded with 238" % (fn, m.group(1)))
    make = open(os.path.join(HERE, "make.py"), encoding="utf-8").read()
    if "SEED = 238" not in make:
        err("make.py: SEED is not 238")


def check_rebuild():
    want = hashlib.md5(open(NOTES, "rb").read()).hexdigest()
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        out = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--stdout"], env=env,
                             capture_output=True, check=False)
        if out.returncode != 0:
            err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, out.stderr.decode()[-400:]))
            continue
        got = hashlib.md5(out.stdout).hexdigest()
        if got != want:
            err("rebuild with PYTHONHASHSEED=%s differs (%s vs %s)" % (seed, got, want))
        else:
            print("rebuild PYTHONHASHSEED=%s identical md5 %s" % (seed, got))


def main():
    sys.dont_write_bytecode = True
    args = sys.argv[1:]
    recs = check_file()
    check_sizes(recs, "--stats" in args)
    check_sources()
    if "--rebuild" in args and os.path.exists(NOTES):
        check_rebuild()
    if errors:
        for e in errors[:60]:
            print("FAIL", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("OK: %d notes, %d spans; all checks passed" % (len(recs), sum(len(r["spans"]) for r in recs)))


if __name__ == "__main__":
    main()
