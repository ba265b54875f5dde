"""Validate dev389_en/notes.jsonl and prove it rebuilds byte-identically.

usage: python3 build/check.py [--rebuild [DIR]] [--no-rebuild] [--notes PATH]

Checks fields, ids, offsets, span text, order, overlaps, label/type pairs,
span edges, minimum counts, contact fictionality, module sizes, README head,
and rebuilds the set under PYTHONHASHSEED=1 and =2 into DIR (default
/tmp/dev389_tmp, removed afterwards if this script created it). Prints
counts per label, type and genre and ends with a line OK or FAIL.
Standard library only; imports nothing from the build modules.
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
SETDIR = os.path.dirname(HERE)
NOTES = os.path.join(SETDIR, "notes.jsonl")
README = os.path.join(SETDIR, "README.md")
DEFAULT_TMP = "/tmp/dev389_tmp"

TYPE_LABEL = {
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
COUNTRIES = {"United Kingdom", "Ireland", "Australia", "New Zealand", "Canada", "United States"}
README_L1 = "# dev389_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."

EX_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$", re.I)
PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
MONTHS = ["january", "february", "march", "april", "june", "july", "august",
          "september", "october", "november", "december"]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
DATE_WORD = re.compile(r"\b(" + "|".join(MONTHS + WEEKDAYS) + r")s?\b", re.I)
TITLE = re.compile(r"\b(Dr|Mr|Mrs|Ms|Miss|Prof|Sr)\.? +([A-Za-z][\w'-]*)")
EMAIL_ANY = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
URL_ANY = re.compile(r"(https?://|www\.)[^\s)|,;]+", re.I)
IP_ANY = re.compile(r"(?<![\d.])\d{1,3}(\.\d{1,3}){3}(?![\d.])")
SSN_ANY = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")
PHONE_ANY = re.compile(r"(?<![\w/])(\(?\d{3}\)?[ .-]\d{3}[ .-]\d{4}|0\d{2,4}[ -]\d{3,4}[ -]?\d{3,4}|\+\d{1,3}[ \d]{8,14}\d)(?![\w/])")


def host_of(url):
    u = re.sub(r"^[a-z]+://", "", url, flags=re.I)
    return u.split("/")[0].split(":")[0].lower()


def edge_errors(text, s):
    t = s["text"]
    a, b = s["start"], s["end"]
    errs = []
    if t != t.strip():
        errs.append("whitespace at edge")
    if t[0] in ".,;:!?\"')]}>-/" or (t[0] == "(" and ")" not in t) or (t[0] == "'" and not t.startswith("'s")):
        errs.append("punctuation at start")
    if t[-1] in ",;:!?\"'([{<-/" or (t[-1] == ")" and "(" not in t):
        errs.append("punctuation at end")
    if t[-1] == "." and not re.search(r"(^|[\s.])[A-Za-z]\.$", t):
        errs.append("full stop at end")
    if a > 0 and text[a - 1].isalnum() and t[0].isalnum():
        errs.append("starts inside a word")
    if b < len(text) and text[b].isalnum() and t[-1].isalnum() and s["type"] != "AGE":
        errs.append("ends inside a word")
    return errs


def validate(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    by_label, by_type, by_genre, by_country = (collections.Counter() for _ in range(4))
    n_lower = 0
    total_len = 0
    n_spans = 0
    for i, o in enumerate(notes, 1):
        pre = "note %d" % i
        if not isinstance(o, dict) or list(o.keys()) != ["id", "text", "spans", "meta"]:
            errs.append(pre + ": fields must be id, text, spans, meta")
            continue
        if o["id"] != "dev389-%04d" % i:
            errs.append(pre + ": id %r out of sequence" % o["id"])
        text, spans, meta = o["text"], o["spans"], o["meta"]
        if not isinstance(text, str) or not text.strip():
            errs.append(pre + ": empty text")
            continue
        total_len += len(text)
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            errs.append(pre + ": meta fields")
            continue
        if meta["source"] != "dev389-en":
            errs.append(pre + ": meta.source")
        if meta["country"] not in COUNTRIES:
            errs.append(pre + ": meta.country %r" % meta["country"])
        is_lower = text == text.lower()
        if meta["lowercase"] is not is_lower:
            errs.append(pre + ": meta.lowercase is %r but text lower-case is %r" % (meta["lowercase"], is_lower))
        n_lower += is_lower
        by_genre[meta["genre"]] += 1
        by_country[meta["country"]] += 1
        covered = [False] * len(text)
        prev_end = -1
        prev_start = -1
        for s in spans:
            if not isinstance(s, dict) or list(s.keys()) != ["start", "end", "label", "type", "text"]:
                errs.append(pre + ": span fields %r" % (s,))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append(pre + ": bad offsets %r" % (s,))
                continue
            if text[a:b] != s["text"]:
                errs.append(pre + ": span text mismatch at %d" % a)
            if TYPE_LABEL.get(s["type"]) != s["label"]:
                errs.append(pre + ": bad label/type %s/%s" % (s["label"], s["type"]))
            if a <= prev_start:
                errs.append(pre + ": spans not sorted at %d" % a)
            if a < prev_end:
                errs.append(pre + ": overlap at %d" % a)
            prev_start, prev_end = a, b
            for e in edge_errors(text, s):
                errs.append(pre + ": %s: %r (%s)" % (e, s["text"], s["type"]))
            t, ty = s["text"], s["type"]
            if ty in ("PHONE", "FAX") and "555" not in t:
                errs.append(pre + ": phone/fax without 555: %r" % t)
            if ty == "EMAIL" and not (t.count("@") == 1 and EX_DOMAIN.search(t.split("@")[1])):
                errs.append(pre + ": e-mail not on example domain: %r" % t)
            if ty == "URL" and not EX_DOMAIN.search(host_of(t)):
                errs.append(pre + ": URL not on example domain: %r" % t)
            if ty == "IPADDR":
                try:
                    ok = any(ipaddress.ip_address(t) in net for net in PRIVATE)
                except ValueError:
                    ok = False
                if not ok:
                    errs.append(pre + ": IP not private: %r" % t)
            if ty == "SSN" and not (t.startswith("9") or t.startswith("000")):
                errs.append(pre + ": SSN-like number must start with 9 or 000: %r" % t)
            for k in range(a, b):
                covered[k] = True
            by_label[s["label"]] += 1
            by_type[ty] += 1
            n_spans += 1
        # whole-text scans
        for m in EMAIL_ANY.finditer(text):
            if not EX_DOMAIN.search(m.group(0).split("@")[1]):
                errs.append(pre + ": e-mail-like text off example domains: %r" % m.group(0))
        for m in URL_ANY.finditer(text):
            if not EX_DOMAIN.search(host_of(m.group(0))):
                errs.append(pre + ": URL-like text off example domains: %r" % m.group(0))
        for m in IP_ANY.finditer(text):
            try:
                ok = any(ipaddress.ip_address(m.group(0)) in net for net in PRIVATE)
            except ValueError:
                ok = True
            if not ok:
                errs.append(pre + ": public IP-like text: %r" % m.group(0))
        for m in SSN_ANY.finditer(text):
            if not (m.group(0).startswith("9") or m.group(0).startswith("000")):
                errs.append(pre + ": SSN-like text: %r" % m.group(0))
        for m in PHONE_ANY.finditer(text):
            inside_other = any(s["start"] <= m.start() < s["end"] and s["type"] not in ("PHONE", "FAX")
                               for s in spans if isinstance(s, dict))
            if "555" not in m.group(0) and not inside_other:
                errs.append(pre + ": phone-like text without 555: %r" % m.group(0))
        # coverage lints: date words and titled names must be annotated
        for m in DATE_WORD.finditer(text):
            if not all(covered[m.start():m.end()]):
                errs.append(pre + ": unannotated date word %r" % m.group(0))
        if not is_lower:
            for m in TITLE.finditer(text):
                if covered[m.start(1)]:
                    continue
                if not covered[m.start(2)]:
                    errs.append(pre + ": unannotated name after title: %r" % m.group(0))
    stats = {"notes": notes, "by_label": by_label, "by_type": by_type, "by_genre": by_genre,
             "by_country": by_country, "n_lower": n_lower, "total_len": total_len, "n_spans": n_spans}
    return errs, stats


def minimums(st):
    errs = []
    n = len(st["notes"])
    mean = st["total_len"] / float(n) if n else 0
    need = 600 if mean < 1200 else 330
    if n < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if st["n_spans"] < 8000:
        errs.append("only %d spans (need 8000)" % st["n_spans"])
    for ty in sorted(TYPE_LABEL):
        if st["by_type"][ty] < 15:
            errs.append("type %s has %d spans (need 15)" % (ty, st["by_type"][ty]))
    big = [g for g in sorted(st["by_genre"]) if st["by_genre"][g] >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >= 30 notes" % len(big))
    share = st["n_lower"] / float(n) if n else 0
    if not 0.12 <= share <= 0.22:
        errs.append("lower-case share %.3f is not about one in six" % share)
    return errs


def files_ok():
    errs = []
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            errs.append("module %s is 30 KB or more" % fn)
    if not os.path.exists(os.path.join(HERE, "make.py")):
        errs.append("build/make.py missing")
    try:
        with open(README, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if lines[0] != README_L1 or len(lines) < 2 or lines[1] != README_L2:
            errs.append("README.md first two lines are not as required")
    except OSError:
        errs.append("README.md missing")
    return errs


def rebuild(notes_path, d):
    errs = []
    created = not os.path.exists(d)
    os.makedirs(d, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(d, "rebuild_hashseed%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out],
                               env=env, capture_output=True, text=True)
            if r.returncode != 0:
                errs.append("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr.strip()[-400:]))
                continue
            with open(out, "rb") as f:
                same = f.read() == ref
            os.remove(out)
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                errs.append("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    finally:
        if created:
            shutil.rmtree(d, ignore_errors=True)
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const=DEFAULT_TMP, default=DEFAULT_TMP, metavar="DIR")
    ap.add_argument("--no-rebuild", action="store_true")
    ap.add_argument("--notes", default=NOTES)
    a = ap.parse_args()
    errs, st = validate(a.notes)
    errs += minimums(st)
    errs += files_ok()
    n = len(st["notes"])
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case: %d (%.1f%%)" % (
        n, st["n_spans"], st["total_len"] / max(1, n), st["n_lower"], 100.0 * st["n_lower"] / max(1, n)))
    print("\nper label:")
    for k in sorted(st["by_label"]):
        print("  %-14s %6d" % (k, st["by_label"][k]))
    print("\nper type:")
    for k in sorted(TYPE_LABEL):
        print("  %-14s %6d" % (k, st["by_type"][k]))
    print("\nper genre:")
    for k in sorted(st["by_genre"]):
        print("  %-48s %4d" % (k, st["by_genre"][k]))
    print("\nper country:")
    for k in sorted(st["by_country"]):
        print("  %-16s %4d" % (k, st["by_country"][k]))
    if not a.no_rebuild:
        print()
        errs += rebuild(a.notes, a.rebuild)
    if errs:
        print("\n%d problem(s):" % len(errs))
        for e in errs[:80]:
            print("  - " + e)
        if len(errs) > 80:
            print("  ... %d more" % (len(errs) - 80))
        print("FAIL")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
