#!/usr/bin/env python3
"""Validate bench/dev323_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR] [--quiet]

--rebuild DIR  rebuilds the set twice (PYTHONHASHSEED=1 and =2) into DIR and
               compares both byte-for-byte with notes.jsonl.
"""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

# label/type table from docs/annotation_guideline.md
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
GENRES = {
    "fetal_cardiology_report", "neonatal_transfer_surgical_note",
    "paediatric_cardiology_clinic_letter", "echo_report", "cardiac_catheter_report",
    "transition_clinic_summary", "achd_pregnancy_planning_letter",
    "anticoagulation_inr_note", "school_care_plan", "telephone_advice_log",
    "device_clinic_report", "mdt_meeting_record",
}
COUNTRIES = {"US", "UK", "IE", "CA", "AU", "NZ", "ZA", "IN"}
ID_RE = re.compile(r"^dev323-\d{4}$")
SAFE_DOMAINS = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
IP_RE = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)]+")


def safe_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in SAFE_DOMAINS)


def private_ip(s):
    try:
        p = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(p) != 4 or any(x < 0 or x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def url_host(u):
    u = u.lower()
    for pre in ("https://", "http://"):
        if u.startswith(pre):
            u = u[len(pre):]
    return u.split("/")[0].split(":")[0]


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, nid, msg):
        if len(self.errors) < 200:
            self.errors.append("%s: %s" % (nid, msg))

    def note(self, n, seen):
        nid = n.get("id", "?")
        if set(n) != {"id", "text", "spans", "meta"}:
            self.err(nid, "field set %r" % sorted(n))
            return
        if not isinstance(nid, str) or not ID_RE.match(nid):
            self.err(nid, "bad id")
        if nid in seen:
            self.err(nid, "duplicate id")
        seen.add(nid)
        text = n["text"]
        if not isinstance(text, str) or not text:
            self.err(nid, "empty text")
            return
        meta = n["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            self.err(nid, "meta fields %r" % sorted(meta))
            return
        if meta["source"] != "dev323-en":
            self.err(nid, "source")
        if meta["genre"] not in GENRES:
            self.err(nid, "genre %r" % meta["genre"])
        if meta["country"] not in COUNTRIES:
            self.err(nid, "country %r" % meta["country"])
        if not isinstance(meta["lowercase"], bool):
            self.err(nid, "lowercase not bool")
        if meta["lowercase"] and text != text.lower():
            self.err(nid, "lowercase note has upper-case characters")
        prev_end = -1
        prev_start = -1
        covered = []
        for s in n["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                self.err(nid, "span fields %r" % sorted(s))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                self.err(nid, "bad offsets %r" % s)
                continue
            if text[a:b] != s["text"]:
                self.err(nid, "span text mismatch %r vs %r" % (s["text"], text[a:b]))
            if s["text"] != s["text"].strip():
                self.err(nid, "span with outer whitespace %r" % s["text"])
            if s["type"] not in TYPES:
                self.err(nid, "unknown type %r" % s["type"])
            elif TYPES[s["type"]] != s["label"]:
                self.err(nid, "label %r wrong for type %r" % (s["label"], s["type"]))
            if a < prev_start:
                self.err(nid, "spans not sorted")
            if a < prev_end:
                self.err(nid, "overlapping spans at %d" % a)
            prev_start, prev_end = a, b
            if meta["lowercase"] and s["text"] != s["text"].lower():
                self.err(nid, "lowercase note with upper-case span")
            self.contact(nid, s)
            covered.append((a, b, s["type"]))
        self.unannotated(nid, text, covered)

    def contact(self, nid, s):
        t, v = s["type"], s["text"]
        if t in ("PHONE", "FAX") and "555" not in v:
            self.err(nid, "%s without 555: %r" % (t, v))
        if t == "EMAIL":
            if "@" not in v or not safe_host(v.split("@", 1)[1]):
                self.err(nid, "email domain not example.*: %r" % v)
        if t == "URL" and not safe_host(url_host(v)):
            self.err(nid, "url host not example.*: %r" % v)
        if t == "IPADDR" and not private_ip(v):
            self.err(nid, "IP not private: %r" % v)
        if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
            self.err(nid, "SSN-like number must start with 9 or 000: %r" % v)

    def unannotated(self, nid, text, covered):
        """Every e-mail, URL or IP-like string in the text must lie inside a span."""
        def inside(a, b, types):
            return any(x <= a and b <= y and t in types for x, y, t in covered)
        for m in EMAIL_RE.finditer(text):
            if not inside(m.start(), m.end(), ("EMAIL",)):
                self.err(nid, "unannotated e-mail %r" % m.group())
        for m in IP_RE.finditer(text):
            if not inside(m.start(), m.end(), ("IPADDR",)):
                self.err(nid, "unannotated IP %r" % m.group())
        for m in URL_RE.finditer(text):
            end = m.end()
            while end > m.start() and text[end - 1] in ".,;":
                end -= 1
            if not inside(m.start(), end, ("URL",)):
                self.err(nid, "unannotated URL %r" % text[m.start():end])


def check_file(path, quiet=False):
    ck = Checker()
    notes = []
    with open(path, encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                ck.err("line %d" % i, "invalid JSON: %s" % e)
    seen = set()
    for n in notes:
        if isinstance(n, dict):
            ck.note(n, seen)
        else:
            ck.err("?", "line is not an object")
    # ids sequential
    for i, n in enumerate(notes, 1):
        if isinstance(n, dict) and n.get("id") != "dev323-%04d" % i:
            ck.err(n.get("id"), "id out of sequence (expected dev323-%04d)" % i)
            break
    # minimum counts
    good = [n for n in notes if isinstance(n, dict) and "spans" in n and "meta" in n]
    nn = len(good)
    mean = sum(len(n["text"]) for n in good) / max(1, nn)
    spans = [s for n in good for s in n["spans"]]
    by_type = collections.Counter(s["type"] for s in spans)
    by_label = collections.Counter(s["label"] for s in spans)
    by_genre = collections.Counter(n["meta"]["genre"] for n in good)
    by_cc = collections.Counter(n["meta"]["country"] for n in good)
    low = sum(1 for n in good if n["meta"]["lowercase"])
    need = 600 if mean < 1200 else 330
    if nn < need:
        ck.err("set", "%d notes < %d (mean length %.0f)" % (nn, need, mean))
    if len(spans) < 8000:
        ck.err("set", "%d spans < 8000" % len(spans))
    for t in sorted(TYPES):
        if by_type[t] < 15:
            ck.err("set", "type %s has %d spans < 15" % (t, by_type[t]))
    big = [g for g in sorted(by_genre) if by_genre[g] >= 30]
    if len(big) < 10:
        ck.err("set", "only %d genres with >= 30 notes" % len(big))
    if nn and not (0.12 <= low / nn <= 0.22):
        ck.err("set", "lower-case share %.3f not about 1/6" % (low / nn))
    if not quiet:
        print("notes %d  mean chars %.0f  spans %d  lowercase %d" % (nn, mean, len(spans), low))
        print("labels: " + ", ".join("%s %d" % (k, by_label[k]) for k in sorted(by_label)))
        print("types: " + ", ".join("%s %d" % (k, by_type[k]) for k in sorted(by_type)))
        print("genres: " + ", ".join("%s %d" % (k, by_genre[k]) for k in sorted(by_genre)))
        print("countries: " + ", ".join("%s %d" % (k, by_cc[k]) for k in sorted(by_cc)))
    return ck.errors


def rebuild(outdir, target):
    os.makedirs(outdir, exist_ok=True)
    with open(target, "rb") as fh:
        want = fh.read()
    errs = []
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                       env=env, check=True, stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != want:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, target))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    path = os.path.join(SETDIR, "notes.jsonl")
    if "--notes" in argv:
        path = argv[argv.index("--notes") + 1]
    errors = check_file(path, quiet="--quiet" in argv)
    if "--rebuild" in argv:
        errors += rebuild(argv[argv.index("--rebuild") + 1], path)
    for e in errors:
        print("ERROR", e)
    print("FAIL" if errors else "OK")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
