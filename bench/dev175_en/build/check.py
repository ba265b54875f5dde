"""Validate dev175_en/notes.jsonl against docs/annotation_guideline.md rules.

Usage: python3 build/check.py [PATH] [--determinism --tmpdir DIR]
Exit status 0 when every check passes.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

LABELS = {
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
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.13, 0.21)
COUNTRIES = ("UK", "IE")
EDGE_BAD_START = set(" \t\n.,;:!?\"')]}")
EDGE_BAD_END = set(" \t\n,;:!?\"'([{")
EX_DOMAINS = ("example.com", "example.org", "example.net")

# unlabelled-PHI heuristics on text outside spans
LEAKS = [
    ("email", re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")),
    ("url", re.compile(r"(https?://|www\.)\S+", re.I)),
    ("phone555", re.compile(r"\b555[ -]?\d{3,4}\b")),
    ("full date", re.compile(r"\b\d{1,2}[/.]\d{1,2}[/.](\d{4}|\d{2})\b")),
    ("iso date", re.compile(r"\b(19|20)\d\d-\d\d-\d\d\b")),
    ("ip", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("weekday", re.compile(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b", re.I)),
    ("month+day", re.compile(r"\b\d{1,2}(st|nd|rd|th)? (January|February|March|April|June|July|August|September|"
                             r"October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b", re.I)),
    ("year", re.compile(r"\b(19[2-9]\d|20[0-2]\d)\b")),
    ("age", re.compile(r"\b\d{1,3} ?(yo|y/o|-year-old|year old)\b", re.I)),
    ("holiday", re.compile(r"\b(Christmas|Easter|St Patrick's Day|Boxing Day)\b", re.I)),
]


def fail(errs, msg):
    errs.append(msg)


def span_edge_ok(t):
    if not t or t != t.strip():
        return False
    if t[0] in EDGE_BAD_START or t[-1] in EDGE_BAD_END:
        return False
    if t[-1] == "." and not (len(t) >= 2 and t[-2].isalpha() and (len(t) == 2 or not t[-3].isalpha())):
        return False  # a trailing full stop is only allowed after a single initial (J.S.)
    if t[-1] == ")" and "(" not in t:
        return False
    if t[0] == "(" and ")" not in t:
        return False
    return True


def contact_ok(typ, t):
    low = t.lower()
    if typ == "EMAIL":
        return low.rsplit("@", 1)[-1].endswith(EX_DOMAINS) and "@" in low
    if typ == "URL":
        host = re.sub(r"^https?://", "", low).split("/")[0]
        return host.endswith(EX_DOMAINS)
    if typ in ("PHONE", "FAX"):
        return "555" in re.sub(r"\D", "", t)
    if typ == "IPADDR":
        try:
            return ipaddress.ip_address(t).is_private
        except ValueError:
            return False
    if typ == "SSN":
        c = re.sub(r"[\s-]", "", t).upper()
        if c[0].isdigit():
            return c.startswith("9") or c.startswith("000")
        return c[0] in "DFIQUV"  # never-issued National Insurance prefixes
    return True


def check(path):
    errs, warns = [], []
    raw = open(path, "rb").read()
    if not raw.endswith(b"\n"):
        fail(errs, "file does not end with newline")
    if b"\r" in raw:
        fail(errs, "CR characters in file")
    lines = raw.decode("utf-8").split("\n")[:-1]
    notes = []
    for i, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except ValueError as e:
            fail(errs, "line %d: invalid JSON (%s)" % (i, e))
            continue
        if json.dumps(obj, ensure_ascii=False) != line:
            fail(errs, "line %d: not in canonical serialisation" % i)
        notes.append(obj)
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    country_counts = collections.Counter()
    leak_counts = collections.Counter()
    n_lower = 0
    total_chars = 0
    nspans = 0
    for k, obj in enumerate(notes, 1):
        if sorted(obj.keys()) != ["id", "meta", "spans", "text"]:
            fail(errs, "note %d: wrong keys %s" % (k, sorted(obj.keys())))
            continue
        nid = obj["id"]
        if nid != "dev175-%04d" % k:
            fail(errs, "note %d: id %r not sequential" % (k, nid))
        text = obj["text"]
        if not isinstance(text, str) or not text.strip():
            fail(errs, "%s: empty text" % nid)
            continue
        total_chars += len(text)
        meta = obj["meta"]
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            fail(errs, "%s: meta keys %s" % (nid, sorted(meta.keys())))
            continue
        if meta["source"] != "dev175-en":
            fail(errs, "%s: source %r" % (nid, meta["source"]))
        if meta["country"] not in COUNTRIES:
            fail(errs, "%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            fail(errs, "%s: lowercase not bool" % nid)
        genre_counts[meta["genre"]] += 1
        country_counts[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                fail(errs, "%s: marked lowercase but has upper-case letters" % nid)
        elif text == text.lower():
            fail(errs, "%s: not marked lowercase but entirely lower-case" % nid)
        prev_end = -1
        covered = [False] * len(text)
        for s in obj["spans"]:
            nspans += 1
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                fail(errs, "%s: span keys %s" % (nid, sorted(s.keys())))
                continue
            st, en, typ = s["start"], s["end"], s["type"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                fail(errs, "%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                fail(errs, "%s: span text mismatch %r vs %r" % (nid, text[st:en], s["text"]))
            if typ not in LABELS:
                fail(errs, "%s: unknown type %r" % (nid, typ))
            elif LABELS[typ] != s["label"]:
                fail(errs, "%s: label %r wrong for type %s" % (nid, s["label"], typ))
            if st < prev_end:
                fail(errs, "%s: overlapping or unsorted span at %d" % (nid, st))
            prev_end = max(prev_end, en)
            if not span_edge_ok(s["text"]):
                fail(errs, "%s: bad span boundary %r (%s)" % (nid, s["text"], typ))
            if not contact_ok(typ, s["text"]):
                fail(errs, "%s: non-fictional-looking %s %r" % (nid, typ, s["text"]))
            if st > 0 and text[st - 1].isalnum() and text[st].isalnum() and typ not in ("AGE",):
                fail(errs, "%s: span starts inside a word %r" % (nid, text[max(0, st - 5):en]))
            if en < len(text) and text[en].isalnum() and text[en - 1].isalnum() and typ not in ("AGE",):
                fail(errs, "%s: span ends inside a word %r" % (nid, text[st:en + 5]))
            type_counts[typ] += 1
            for j in range(st, en):
                covered[j] = True
        outside = "".join(c if not covered[j] else "\x00" for j, c in enumerate(text))
        for name, rx in LEAKS:
            for m in rx.finditer(outside):
                if "\x00" in m.group(0):
                    continue
                leak_counts[name] += 1
                fail(errs, "%s: possible unlabelled %s %r" % (nid, name, m.group(0)))
    n = len(notes)
    mean = total_chars / n if n else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n < need:
        fail(errs, "only %d notes (need %d, mean length %.0f)" % (n, need, mean))
    if nspans < MIN_SPANS:
        fail(errs, "only %d spans (need %d)" % (nspans, MIN_SPANS))
    for t in LABELS:
        if type_counts[t] < MIN_PER_TYPE:
            fail(errs, "type %s only %d times" % (t, type_counts[t]))
    big = [g for g, c in genre_counts.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        fail(errs, "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / n if n else 0
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        fail(errs, "lower-case share %.3f outside %s" % (share, LOWER_RANGE))
    stats = {"notes": n, "spans": nspans, "mean_chars": round(mean, 1), "lowercase": n_lower,
             "lowercase_share": round(share, 4), "types": dict(sorted(type_counts.items())),
             "genres": dict(sorted(genre_counts.items())), "countries": dict(sorted(country_counts.items())),
             "md5": hashlib.md5(raw).hexdigest()}
    return errs, warns, stats


def determinism(tmpdir):
    digests = []
    with tempfile.TemporaryDirectory(prefix="dev175_det_", dir=tmpdir) as td:
        for seed in ("0", "1", "12345"):
            out = os.path.join(td, "notes_%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                           stdout=subprocess.DEVNULL)
            digests.append(hashlib.md5(open(out, "rb").read()).hexdigest())
    return digests


def main():
    args = sys.argv[1:]
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if args and not args[0].startswith("--"):
        path = args[0]
    errs, warns, stats = check(path)
    print(json.dumps(stats, indent=1))
    if "--determinism" in args:
        tmpdir = args[args.index("--tmpdir") + 1] if "--tmpdir" in args else None
        d = determinism(tmpdir)
        print("determinism md5s:", d)
        if len(set(d)) != 1:
            errs.append("builds differ across PYTHONHASHSEED")
        elif d[0] != stats["md5"]:
            errs.append("rebuilt file differs from %s" % path)
    for w in warns:
        print("WARN", w)
    for e in errs[:200]:
        print("ERROR", e)
    if errs:
        print("%d errors" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
