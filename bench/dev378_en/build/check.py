#!/usr/bin/env python3
"""Validate dev378_en/notes.jsonl and prove that the build is reproducible.

Usage: python3 build/check.py [--rebuild DIR]
DIR defaults to /tmp/dev378_tmp; it is removed afterwards if this script created it.
Prints counts per label, type and genre, and ends with a line OK or FAIL.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

LABEL_OF = {
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
COUNTRIES = {"GB", "IE", "AU", "NZ", "CA", "US"}
README_L1 = "# dev378_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE, LOWER_RANGE = 10, 30, (0.12, 0.22)
MAX_MODULE = 30 * 1024
STDLIB = {"argparse", "collections", "datetime", "ipaddress", "json", "os", "random", "re", "shutil",
          "subprocess", "sys", "unicodedata"}
BAD_START = set(",.;:!?\"'\u2018\u2019\u201c\u201d)]}-/")
BAD_END = set(",;:!?\"\u2018\u2019\u201c\u201d([{-/")
INITIAL_END = re.compile(r"(?:^|[\s.])[^\W\d_]\.$")
EXAMPLE_DOMAIN = re.compile(r"(?:^|\.)example\.(?:com|org|net)$", re.I)
EMAIL_RE = re.compile(r"^[^@\s]+@([A-Za-z0-9.-]+)$")
EMAIL_IN_TEXT = re.compile(r"[\w.+-]+@[\w.-]+\.[A-Za-z]{2,}")
URL_IN_TEXT = re.compile(r"(?:https?://|www\.)[^\s)]+", re.I)
IP_IN_TEXT = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
LONGNUM_IN_TEXT = re.compile(r"\d(?:[ \-.]?\d){8,}")
PRIVATE_NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]


class Report:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 200:
            print("ERROR: " + msg)
        self.errors.append(msg)


def check_edges(r, nid, sp):
    v = sp["text"]
    if v != v.strip() or "\n" in v:
        r.err("%s: span has outer whitespace or newline %r" % (nid, v))
        return
    a, z = v[0], v[-1]
    if a in BAD_START or (a in "([" and (")" if a == "(" else "]") not in v):
        r.err("%s: span starts with punctuation %r" % (nid, v))
    if z in BAD_END or (z in ")]" and ("(" if z == ")" else "[") not in v):
        r.err("%s: span ends with punctuation %r" % (nid, v))
    if z == "." and not INITIAL_END.search(v):
        r.err("%s: span ends with a full stop %r" % (nid, v))


def check_contact(r, nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            r.err("%s: %s without 555 %r" % (nid, t, v))
    elif t == "EMAIL":
        m = EMAIL_RE.match(v)
        if not m or not EXAMPLE_DOMAIN.search(m.group(1)):
            r.err("%s: e-mail not on example domains %r" % (nid, v))
    elif t == "URL":
        host = re.sub(r"^[a-z]+://", "", v, flags=re.I).split("/")[0].split(":")[0]
        if not EXAMPLE_DOMAIN.search(host):
            r.err("%s: URL not on example domains %r" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            ok = any(ip in net for net in PRIVATE_NETS)
        except ValueError:
            ok = False
        if not ok:
            r.err("%s: IP address not private %r" % (nid, v))
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            r.err("%s: SSN-like number not starting with 9 or 000 %r" % (nid, v))


def covered(spans, a, b, types=None):
    for sp in spans:
        if sp["start"] <= a and b <= sp["end"] and (types is None or sp["type"] in types):
            return True
    return False


def check_leaks(r, nid, text, spans):
    for m in EMAIL_IN_TEXT.finditer(text):
        if not covered(spans, m.start(), m.end(), {"EMAIL"}):
            r.err("%s: e-mail address outside an EMAIL span %r" % (nid, m.group()))
    for m in URL_IN_TEXT.finditer(text):
        if not covered(spans, m.start(), m.end(), {"URL"}):
            r.err("%s: web address outside a URL span %r" % (nid, m.group()))
    for m in IP_IN_TEXT.finditer(text):
        if not covered(spans, m.start(), m.end(), {"IPADDR"}):
            r.err("%s: IP-like string outside an IPADDR span %r" % (nid, m.group()))
    masked = list(text)
    for sp in spans:
        masked[sp["start"]:sp["end"]] = "#" * (sp["end"] - sp["start"])
    for m in LONGNUM_IN_TEXT.finditer("".join(masked)):
        r.err("%s: long number (9+ digits) outside any span %r" % (nid, m.group()))


def check_notes(r, path):
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        r.err("notes.jsonl does not end with a newline")
    for i, line in enumerate(raw.decode("utf-8").split("\n")[:-1]):
        try:
            o = json.loads(line)
        except ValueError as e:
            r.err("line %d: bad JSON (%s)" % (i + 1, e))
            continue
        notes.append(o)
        want = "dev378-%04d" % (i + 1)
        if list(o) != ["id", "text", "spans", "meta"]:
            r.err("line %d: fields %r" % (i + 1, list(o)))
            continue
        nid, text, spans, meta = o["id"], o["text"], o["spans"], o["meta"]
        if nid != want:
            r.err("line %d: id %r, expected %r" % (i + 1, nid, want))
        if not isinstance(text, str) or not text:
            r.err("%s: empty text" % nid)
            continue
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            r.err("%s: meta fields %r" % (nid, meta))
        else:
            if meta["source"] != "dev378-en":
                r.err("%s: source %r" % (nid, meta["source"]))
            if not isinstance(meta["genre"], str) or not meta["genre"]:
                r.err("%s: genre %r" % (nid, meta["genre"]))
            if meta["lowercase"] is not (text == text.lower()):
                r.err("%s: lowercase flag %r does not match the text" % (nid, meta["lowercase"]))
            if meta["country"] not in COUNTRIES:
                r.err("%s: country %r" % (nid, meta["country"]))
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or sorted(sp) != ["end", "label", "start", "text", "type"]:
                r.err("%s: span fields %r" % (nid, sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                r.err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                r.err("%s: span text %r != note text %r" % (nid, sp["text"], text[s:e]))
            if sp["type"] not in LABEL_OF or LABEL_OF[sp["type"]] != sp["label"]:
                r.err("%s: label/type %r/%r" % (nid, sp["label"], sp["type"]))
            if s < prev_start:
                r.err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                r.err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            check_edges(r, nid, sp)
            if s > 0 and text[s - 1].isalnum() and text[s].isalnum():
                r.err("%s: span starts inside a word %r" % (nid, sp["text"]))
            if e < len(text) and text[e].isalnum() and text[e - 1].isalnum() and sp["type"] != "AGE":
                r.err("%s: span ends inside a word %r" % (nid, sp["text"]))
            check_contact(r, nid, sp)
        check_leaks(r, nid, text, spans)
    return notes, raw


def check_counts(r, notes):
    n = len(notes)
    spans = [sp for o in notes for sp in o["spans"]]
    mean = sum(len(o["text"]) for o in notes) / max(1, n)
    by_label = collections.Counter(sp["label"] for sp in spans)
    by_type = collections.Counter(sp["type"] for sp in spans)
    by_genre = collections.Counter(o["meta"]["genre"] for o in notes)
    by_country = collections.Counter(o["meta"]["country"] for o in notes)
    lower = sum(1 for o in notes if o["meta"]["lowercase"])
    print("notes: %d   spans: %d   mean note length: %.0f chars   lower-case notes: %d (%.1f%%)"
          % (n, len(spans), mean, lower, 100.0 * lower / max(1, n)))
    print("\nper label:")
    for k in sorted(by_label):
        print("  %-14s %5d" % (k, by_label[k]))
    print("\nper type:")
    for k in sorted(LABEL_OF):
        print("  %-14s %5d" % (k, by_type.get(k, 0)))
    print("\nper genre:")
    for k in sorted(by_genre):
        print("  %-42s %4d" % (k, by_genre[k]))
    print("\nper country:")
    for k in sorted(by_country):
        print("  %-4s %4d" % (k, by_country[k]))
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        r.err("only %d notes (need %d)" % (n, need))
    if len(spans) < MIN_SPANS:
        r.err("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    for t in sorted(LABEL_OF):
        if by_type.get(t, 0) < MIN_PER_TYPE:
            r.err("type %s has %d spans (need %d)" % (t, by_type.get(t, 0), MIN_PER_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        r.err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = lower / max(1, n)
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        r.err("lower-case share %.3f outside %r" % (share, LOWER_RANGE))


def check_files(r):
    if not os.path.exists(README):
        r.err("README.md missing")
    else:
        with open(README, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if lines[:2] != [README_L1, README_L2]:
            r.err("README.md first two lines differ from the required text")
    local = set(n[:-3] for n in os.listdir(HERE) if n.endswith(".py"))
    rng_calls = []
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".py"):
            continue
        path = os.path.join(HERE, name)
        if os.path.getsize(path) >= MAX_MODULE:
            r.err("module %s is %d bytes (limit %d)" % (name, os.path.getsize(path), MAX_MODULE))
        with open(path, encoding="utf-8") as f:
            src = f.read()
        for m in re.finditer(r"^(?:from|import)\s+([A-Za-z_]\w*)", src, re.M):
            if m.group(1) not in STDLIB and m.group(1) not in local:
                r.err("module %s imports %s (standard library only)" % (name, m.group(1)))
        if name != "check.py":
            rng_calls += [(name, v) for v in re.findall(r"random\.Random\(([^)]*)\)", src)]
    if rng_calls != [("make.py", "SEED")] or not re.search(r"^SEED = 378$", open(os.path.join(HERE, "make.py"),
                                                                                  encoding="utf-8").read(), re.M):
        r.err("expected exactly one random.Random(378), in make.py; found %r" % rng_calls)


def check_rebuild(r, raw, outdir):
    created = not os.path.exists(outdir)
    os.makedirs(outdir, exist_ok=True)
    written = []
    try:
        for seed in ("1", "2"):
            out = os.path.join(outdir, "rebuild_hashseed%s.jsonl" % seed)
            written.append(out)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            p = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if p.returncode != 0:
                r.err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, p.stderr.decode()[-500:]))
                continue
            with open(out, "rb") as f:
                same = f.read() == raw
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                r.err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    finally:
        if created:
            shutil.rmtree(outdir, ignore_errors=True)
        else:
            for p in written:
                if os.path.exists(p):
                    os.remove(p)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev378_tmp", default="/tmp/dev378_tmp", metavar="DIR")
    a = ap.parse_args()
    r = Report()
    check_files(r)
    if not os.path.exists(NOTES):
        r.err("notes.jsonl missing")
        print("FAIL")
        return 1
    notes, raw = check_notes(r, NOTES)
    check_counts(r, notes)
    print()
    check_rebuild(r, raw, a.rebuild)
    print("\n%d problem(s)" % len(r.errors))
    print("OK" if not r.errors else "FAIL")
    return 0 if not r.errors else 1


if __name__ == "__main__":
    sys.exit(main())
