#!/usr/bin/env python3
"""Validate dev381_en/notes.jsonl and its reproducibility.

Usage: python3 build/check.py [--rebuild DIR]
DIR (default /tmp/dev381_tmp) receives two rebuilds, under PYTHONHASHSEED=1 and =2; both must
be byte-identical to notes.jsonl. DIR is removed afterwards if this script created it.
Prints counts per label, type, genre and country, and ends with a line OK or FAIL.
"""
import collections
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
COUNTRIES = {"UK", "IE", "AU", "NZ", "CA", "US"}
README_L1 = "# dev381_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
PUNCT = set(".,;:!?\"'()[]{}<>-/\\")
FICT_DOMAINS = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)]+")
PHONEISH_RE = re.compile(r"\+?\(?\d[\d ().-]{5,}\d")

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def fict_domain(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def edge_ok(txt):
    if txt != txt.strip() or not txt:
        return False
    f, l = txt[0], txt[-1]
    if f in PUNCT and not (f == "(" and ")" in txt):
        return False
    if f == "+" and not txt[1:2].isdigit():
        return False
    if l in PUNCT:
        if l == ")" and "(" in txt:
            return True
        if l == "." and re.search(r"(^|[\s.])[A-Za-z]\.$", txt):
            return True
        return False
    return True


def same_class(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def check_contact(typ, txt, nid):
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", txt):
            err("%s %s without 555: %r" % (nid, typ, txt))
    elif typ == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([A-Za-z0-9.-]+)", txt)
        if not m or not fict_domain(m.group(1)):
            err("%s bad email %r" % (nid, txt))
    elif typ == "URL":
        host = re.sub(r"^https?://", "", txt).split("/")[0]
        if not fict_domain(host):
            err("%s bad url %r" % (nid, txt))
    elif typ == "IPADDR":
        if not private_ip(txt):
            err("%s non-private ip %r" % (nid, txt))
    elif typ == "SSN":
        if not (txt.startswith("9") or txt.startswith("000")):
            err("%s SSN not starting 9/000: %r" % (nid, txt))


def validate(path):
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d not JSON: %s" % (ln, e))
    per_type = collections.Counter()
    per_label = collections.Counter()
    per_genre = collections.Counter()
    per_country = collections.Counter()
    nspans = 0
    total_len = 0
    nlower = 0
    for i, n in enumerate(notes):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            err("%s fields %s" % (nid, sorted(n)))
            continue
        if nid != "dev381-%04d" % (i + 1):
            err("bad id %r at %d" % (nid, i + 1))
        text = n["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s empty text" % nid)
            continue
        total_len += len(text)
        meta = n["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s meta fields %s" % (nid, sorted(meta)))
        if meta.get("source") != "dev381-en":
            err("%s source" % nid)
        if meta.get("country") not in COUNTRIES:
            err("%s country %r" % (nid, meta.get("country")))
        if meta.get("lowercase") is not (text == text.lower()):
            err("%s lowercase flag wrong" % nid)
        nlower += meta.get("lowercase") is True
        per_genre[meta.get("genre")] += 1
        per_country[meta.get("country")] += 1
        prev_end = -1
        prev_start = -1
        covered = [False] * len(text)
        for s in n["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s span fields %s" % (nid, sorted(s)))
                continue
            st, en, lab, typ, tx = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s bad offsets %r" % (nid, s))
                continue
            if text[st:en] != tx:
                err("%s span text mismatch %r vs %r" % (nid, text[st:en], tx))
            if typ not in LABEL or LABEL[typ] != lab:
                err("%s bad label/type %s/%s" % (nid, lab, typ))
            if st < prev_start:
                err("%s spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, en
            if not edge_ok(tx):
                err("%s bad span edge %r (%s)" % (nid, tx, typ))
            if st > 0 and same_class(text[st - 1], text[st]):
                err("%s span starts inside a token: %r" % (nid, text[max(0, st - 5):en]))
            if en < len(text) and same_class(text[en - 1], text[en]):
                err("%s span ends inside a token: %r" % (nid, text[st:en + 5]))
            check_contact(typ, tx, nid)
            for k in range(st, en):
                covered[k] = True
            per_type[typ] += 1
            per_label[lab] += 1
            nspans += 1
        # contact-like strings must all be annotated
        for rx, what in ((EMAIL_RE, "email"), (URL_RE, "url")):
            for m in rx.finditer(text):
                if not all(covered[m.start():m.end()]):
                    err("%s unannotated %s %r" % (nid, what, m.group(0)))
        for m in PHONEISH_RE.finditer(text):
            digs = re.sub(r"\D", "", m.group(0))
            if len(digs) >= 7 and "555" in digs and not any(covered[m.start():m.end()]):
                err("%s unannotated phone-like %r" % (nid, m.group(0)))
    return notes, nspans, total_len, nlower, per_type, per_label, per_genre, per_country


def rebuild(outdir):
    created = not os.path.exists(outdir)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    ok = True
    made = []
    try:
        for seed in ("1", "2"):
            sub = os.path.join(outdir, "hashseed" + seed)
            made.append(sub)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", sub], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if r.returncode != 0:
                err("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr.decode()[-500:]))
                ok = False
                continue
            with open(os.path.join(sub, "notes.jsonl"), "rb") as fh:
                same = fh.read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                err("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
                ok = False
    finally:
        if created:
            shutil.rmtree(outdir, ignore_errors=True)
        else:
            for sub in made:
                shutil.rmtree(sub, ignore_errors=True)
    return ok


def main():
    args = sys.argv[1:]
    outdir = "/tmp/dev381_tmp"
    if args[:1] == ["--rebuild"]:
        if len(args) > 1:
            outdir = args[1]
    notes, nspans, total_len, nlower, per_type, per_label, per_genre, per_country = validate(NOTES)
    nn = len(notes)
    mean = total_len / nn if nn else 0
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)" % (
        nn, nspans, mean, nlower, 100.0 * nlower / max(nn, 1)))
    print("\nper label:")
    for k in sorted(per_label):
        print("  %-12s %6d" % (k, per_label[k]))
    print("\nper type:")
    for k in sorted(LABEL):
        print("  %-15s %6d" % (k, per_type[k]))
    print("\nper genre:")
    for k in sorted(per_genre):
        print("  %-34s %4d" % (k, per_genre[k]))
    print("\nper country:")
    for k in sorted(per_country):
        print("  %-4s %4d" % (k, per_country[k]))
    need = 600 if mean < 1200 else 330
    if nn < need:
        err("only %d notes (need %d)" % (nn, need))
    if nspans < 8000:
        err("only %d spans (need 8000)" % nspans)
    for k in sorted(LABEL):
        if per_type[k] < 15:
            err("type %s has %d spans (need 15)" % (k, per_type[k]))
    big = [g for g in sorted(per_genre) if per_genre[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    share = nlower / max(nn, 1)
    if not 0.12 <= share <= 0.22:
        err("lower-case share %.3f not about 1/6" % share)
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            err("module %s is 30 KB or more" % fn)
    readme = os.path.join(SETDIR, "README.md")
    if os.path.exists(readme):
        with open(readme, encoding="utf-8") as fh:
            lines = fh.read().split("\n")
        if lines[:2] != [README_L1, README_L2]:
            err("README first two lines differ from the required ones")
    else:
        err("README.md missing")
    print()
    rebuild(outdir)
    print()
    print("OK" if not errors else "FAIL (%d problems)" % len(errors))
    if errors:
        print("FAIL")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main())
