#!/usr/bin/env python3
"""Validate bench/dev280_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [--file PATH]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and requires both to be byte-identical
to notes.jsonl.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# fine type -> coarse label, as the annotation guideline defines them
GUIDE = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "AU", "CA", "IE"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev280-(\d{4})$")
EMAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
URL_RE = re.compile(r"(?i)\b(?:https?://|www\.)[^\s,;)\]]+")


class Fail:
    def __init__(self):
        self.errors = []

    def __call__(self, msg):
        if len(self.errors) < 200:
            self.errors.append(msg)
        else:
            self.errors.append(None)


def fict_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def url_host(u):
    v = re.sub(r"(?i)^https?://", "", u)
    return re.split(r"[/:?#]", v, 1)[0]


def check_contact(t, s, fail, where):
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", s):
            fail("%s: %s without 555: %r" % (where, t, s))
    elif t == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([^@\s]+)", s)
        if not m or m.group(1).lower() not in FICT_DOMAINS:
            fail("%s: non-fictional e-mail %r" % (where, s))
    elif t == "URL":
        if not fict_host(url_host(s)):
            fail("%s: non-fictional URL %r" % (where, s))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            fail("%s: bad IP %r" % (where, s))
            return
        ok = (ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("192.168.0.0/16")
              or ip in ipaddress.ip_network("172.16.0.0/12"))
        if not ok:
            fail("%s: non-private IP %r" % (where, s))
    elif t == "SSN":
        if not (s.startswith("9") or s.startswith("000")):
            fail("%s: SSN-like value not starting with 9/000: %r" % (where, s))


def check_file(path, fail):
    raw = open(path, "rb").read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        fail("not UTF-8")
        return None
    if lines and lines[-1] == "":
        lines.pop()
    else:
        fail("file must end with a newline")
    notes = []
    for ln, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            fail("line %d: invalid JSON (%s)" % (ln, e))
            continue
        notes.append(obj)
    stats = dict(types=collections.Counter(), labels=collections.Counter(), genres=collections.Counter(),
                 countries=collections.Counter(), lower=0, chars=0, spans=0)
    for i, o in enumerate(notes, 1):
        where = "note %d" % i
        if not isinstance(o, dict) or set(o) != {"id", "text", "spans", "meta"}:
            fail("%s: fields must be exactly id/text/spans/meta" % where)
            continue
        m = ID_RE.match(str(o["id"]))
        if not m or int(m.group(1)) != i:
            fail("%s: bad or out-of-sequence id %r" % (where, o["id"]))
        where = o["id"]
        text = o["text"]
        if not isinstance(text, str) or not text.strip():
            fail("%s: empty text" % where)
            continue
        meta = o["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            fail("%s: meta fields must be source/genre/lowercase/country" % where)
            continue
        if meta["source"] != "dev280-en":
            fail("%s: meta.source must be dev280-en" % where)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            fail("%s: missing genre" % where)
        if meta["country"] not in COUNTRIES:
            fail("%s: bad country %r" % (where, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            fail("%s: lowercase must be boolean" % where)
        if meta["lowercase"]:
            stats["lower"] += 1
            if text != text.lower():
                fail("%s: marked lowercase but has upper-case characters" % where)
        stats["genres"][meta["genre"]] += 1
        stats["countries"][meta["country"]] += 1
        stats["chars"] += len(text)
        prev_end = -1
        prev_start = -1
        for s in o["spans"]:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                fail("%s: span fields must be start/end/label/type/text" % where)
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                fail("%s: bad offsets %r" % (where, s))
                continue
            if text[a:b] != s["text"]:
                fail("%s: offset/text mismatch %r vs %r" % (where, text[a:b], s["text"]))
            if t not in GUIDE:
                fail("%s: unknown type %r" % (where, t))
            elif GUIDE[t] != s["label"]:
                fail("%s: label %r does not match type %r" % (where, s["label"], t))
            if a < prev_start:
                fail("%s: spans not sorted at %d" % (where, a))
            if a < prev_end:
                fail("%s: overlapping spans at %d" % (where, a))
            prev_start, prev_end = a, b
            v = s["text"]
            if v != v.strip():
                fail("%s: span with edge whitespace %r" % (where, v))
            if v[:1] in "\"',;:.)]}" or v[-1:] in "\"',;:([{":
                fail("%s: span takes in surrounding punctuation %r" % (where, v))
            for o_, c_ in ("()", "[]", "{}"):
                if v.count(o_) != v.count(c_):
                    fail("%s: unbalanced brackets in span %r" % (where, v))
            if v.endswith(".") and GUIDE.get(t) != "NAME" and not v.endswith("St.") and t not in ("ORGANIZATION", "HOSPITAL", "CITY"):
                fail("%s: span ends with a full stop %r" % (where, v))
            check_contact(t, v, fail, where)
            stats["types"][t] += 1
            stats["labels"][s["label"]] += 1
            stats["spans"] += 1
        # contacts hidden in plain text must also be fictional
        for em in EMAIL_RE.finditer(text):
            if em.group(1).lower() not in FICT_DOMAINS:
                fail("%s: non-fictional e-mail in text %r" % (where, em.group(0)))
        for um in URL_RE.finditer(text):
            if not fict_host(url_host(um.group(0))):
                fail("%s: non-fictional URL in text %r" % (where, um.group(0)))
    stats["notes"] = len(notes)
    return stats


def check_sizes(st, fail):
    n = st["notes"]
    mean = st["chars"] / max(n, 1)
    if n < 330:
        fail("size: %d notes < 330" % n)
    if mean < 1200 and n < 600:
        fail("size: mean length %.0f < 1200 needs >= 600 notes (have %d)" % (mean, n))
    if st["spans"] < 8000:
        fail("size: %d spans < 8000" % st["spans"])
    rich = [t for t in sorted(st["types"]) if st["types"][t] >= 15]
    if len(rich) < 29:
        fail("size: only %d fine types with >=15 spans (%s)" % (len(rich), ", ".join(rich)))
    big = [g for g in sorted(st["genres"]) if st["genres"][g] >= 30]
    if len(big) < 10:
        fail("size: only %d genres with >=30 notes" % len(big))
    share = st["lower"] / max(n, 1)
    if not (0.13 <= share <= 0.21):
        fail("size: lowercase share %.3f not about one in six" % share)


def rebuild(dirpath, ref, fail):
    os.makedirs(dirpath, exist_ok=True)
    want = open(ref, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes.hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            fail("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.strip()[-500:]))
            continue
        got = open(out, "rb").read()
        if got != want:
            fail("rebuild PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--file" in argv:
        path = argv[argv.index("--file") + 1]
    fail = Fail()
    st = check_file(path, fail)
    if st is not None:
        check_sizes(st, fail)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], path, fail)
    if st is not None:
        print("notes %d, spans %d, mean chars %.0f, lowercase %d (%.1f%%)" % (
            st["notes"], st["spans"], st["chars"] / max(st["notes"], 1), st["lower"], 100.0 * st["lower"] / max(st["notes"], 1)))
        print("labels: " + ", ".join("%s %d" % (k, st["labels"][k]) for k in sorted(st["labels"])))
        print("types: " + ", ".join("%s %d" % (k, st["types"][k]) for k in sorted(st["types"])))
        print("genres: " + ", ".join("%s %d" % (k, st["genres"][k]) for k in sorted(st["genres"])))
        print("countries: " + ", ".join("%s %d" % (k, st["countries"][k]) for k in sorted(st["countries"])))
    errs = [e for e in fail.errors if e is not None]
    if errs:
        for e in errs:
            print("ERROR:", e)
        if None in fail.errors:
            print("ERROR: ... more errors suppressed")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
