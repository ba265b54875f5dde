#!/usr/bin/env python3
"""Validate bench/dev309_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
compares both builds byte for byte with notes.jsonl.
"""

import sys

sys.dont_write_bytecode = True

import argparse
import collections
import ipaddress
import json
import os
import re
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

ALLOWED = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
TYPE_LABEL = {t: l for l in ALLOWED for t in ALLOWED[l]}

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE = 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)

EXAMPLE_HOST = re.compile(r"^([a-z0-9-]+\.)*example\.(com|org|net)$", re.I)
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@(([a-z0-9-]+\.)*example\.(com|org|net))$", re.I)


class Errors:
    def __init__(self):
        self.items = []

    def add(self, where, msg):
        self.items.append("%s: %s" % (where, msg))


def edge_ok(txt):
    """No whitespace or stray punctuation at either edge of a span."""
    if not txt or txt != txt.strip():
        return False
    a, z = txt[0], txt[-1]
    start_ok = a.isalnum() or a in "(+"
    if z.isalnum():
        end_ok = True
    elif z == ".":
        # only the full stop of an initial belongs to the value: "A.O.", "Amara O."
        end_ok = len(txt) >= 2 and txt[-2].isalpha() and (len(txt) == 2 or not txt[-3].isalpha())
    elif z == ")":
        end_ok = "(" in txt
    else:
        end_ok = False
    return start_ok and end_ok


def contact_ok(typ, txt):
    if typ in ("PHONE", "FAX"):
        return "555" in re.sub(r"\D", "", txt)
    if typ == "EMAIL":
        return EMAIL_RE.match(txt) is not None
    if typ == "URL":
        host = re.sub(r"^[a-z]+://", "", txt, flags=re.I).split("/")[0]
        return EXAMPLE_HOST.match(host) is not None
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(txt)
        except ValueError:
            return False
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        return any(ip in n for n in nets)
    if typ == "SSN":
        d = re.sub(r"\W", "", txt)
        return d.startswith("9") or d.startswith("000")
    return True


def check_notes(path, err):
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        err.add(path, "file does not end with a newline")
    for i, line in enumerate(raw.decode("utf-8").split("\n")[:-1]):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err.add("line %d" % (i + 1), "invalid JSON: %s" % e)
    stats = {"types": collections.Counter(), "labels": collections.Counter(), "genres": collections.Counter(),
             "countries": collections.Counter(), "lower": 0, "chars": 0, "spans": 0}
    for i, n in enumerate(notes):
        want = "dev309-%04d" % (i + 1)
        where = n.get("id", "line %d" % (i + 1))
        if sorted(n) != ["id", "meta", "spans", "text"]:
            err.add(where, "unexpected fields %s" % sorted(n))
            continue
        if n["id"] != want:
            err.add(where, "id should be %s" % want)
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text:
            err.add(where, "empty text")
            continue
        if sorted(meta) != ["country", "genre", "lowercase", "source"] or meta.get("source") != "dev309-en":
            err.add(where, "bad meta %r" % meta)
        if not isinstance(meta.get("lowercase"), bool):
            err.add(where, "meta.lowercase not boolean")
        if meta.get("lowercase") and text != text.lower():
            err.add(where, "lowercase note contains upper-case characters")
        stats["chars"] += len(text)
        stats["lower"] += bool(meta.get("lowercase"))
        stats["genres"][meta.get("genre")] += 1
        stats["countries"][meta.get("country")] += 1
        prev_end, prev_start = -1, -1
        covered = []
        for s in spans:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err.add(where, "bad span fields %s" % sorted(s))
                continue
            st, en, lab, typ, tx = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err.add(where, "bad offsets %r" % s)
                continue
            if text[st:en] != tx:
                err.add(where, "span text mismatch at %d: %r vs %r" % (st, text[st:en], tx))
            if st < prev_start:
                err.add(where, "spans not sorted at %d" % st)
            if st < prev_end:
                err.add(where, "overlapping spans at %d" % st)
            prev_start, prev_end = st, en
            if typ not in TYPE_LABEL or TYPE_LABEL[typ] != lab:
                err.add(where, "label/type not allowed: %s/%s" % (lab, typ))
            if not edge_ok(tx):
                err.add(where, "whitespace/punctuation at span edge: %r" % tx)
            if not contact_ok(typ, tx):
                err.add(where, "non-fictional %s: %r" % (typ, tx))
            stats["types"][typ] += 1
            stats["labels"][lab] += 1
            stats["spans"] += 1
            covered.append((st, en))
        # every e-mail-like or web-address-like token must sit inside a span
        for m in re.finditer(r"\S+@\S+|(?:https?://|www\.)\S+|\b\S+\.example\.(?:com|org|net)\S*", text):
            a, b = m.start(), m.end()
            if not any(x <= a and b <= y + 1 for x, y in covered):
                err.add(where, "unlabelled contact-like token %r" % m.group(0))
    return notes, stats


def check_sizes(stats, n_notes, err):
    mean = stats["chars"] / max(1, n_notes)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n_notes < need:
        err.add("size", "%d notes < %d" % (n_notes, need))
    if stats["spans"] < MIN_SPANS:
        err.add("size", "%d spans < %d" % (stats["spans"], MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if stats["types"][t] < MIN_PER_TYPE:
            err.add("size", "type %s has %d spans < %d" % (t, stats["types"][t], MIN_PER_TYPE))
    big = [g for g in sorted(stats["genres"]) if stats["genres"][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err.add("size", "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = stats["lower"] / max(1, n_notes)
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        err.add("size", "lower-case fraction %.3f outside %s" % (frac, LOWER_RANGE))
    return mean


def rebuild(dirpath, notes_path, err):
    os.makedirs(dirpath, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes.seed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            err.add("rebuild", "make.py failed with PYTHONHASHSEED=%s: %s" % (seed, r.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            err.add("rebuild", "PYTHONHASHSEED=%s build differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    a = ap.parse_args()
    err = Errors()
    notes, stats = check_notes(a.notes, err)
    mean = check_sizes(stats, len(notes), err)
    if a.rebuild:
        rebuild(a.rebuild, a.notes, err)
    print("notes %d, mean chars %.1f, spans %d, lower-case %d" % (len(notes), mean, stats["spans"], stats["lower"]))
    print("labels: " + ", ".join("%s %d" % (k, stats["labels"][k]) for k in sorted(stats["labels"])))
    print("types: " + ", ".join("%s %d" % (k, stats["types"][k]) for k in sorted(stats["types"])))
    print("genres: " + ", ".join("%s %d" % (k, stats["genres"][k]) for k in sorted(stats["genres"])))
    print("countries: " + ", ".join("%s %d" % (k, stats["countries"][k]) for k in sorted(stats["countries"])))
    if err.items:
        for e in err.items[:200]:
            print("ERROR " + e)
        print("FAILED: %d problem(s)" % len(err.items))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
