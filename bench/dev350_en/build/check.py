"""Validate dev350_en/notes.jsonl and (with --rebuild DIR) its reproducibility.

usage: python3 build/check.py [--rebuild DIR] [FILE]
"""
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION",
    "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
    "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID",
    "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = ["AU", "CA", "GB", "IE", "NZ", "US"]
FICTIONAL = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)]+|\b[a-z0-9.-]+\.example\.(?:com|org|net)\S*", re.I)
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def fictional_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICTIONAL)


def url_host(u):
    u = re.sub(r"^[a-z]+://", "", u.lower())
    return re.split(r"[/:?#]", u)[0]


def private_ip(ip):
    parts = ip.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def check_span_edges(nid, s):
    t, typ = s["text"], s["type"]
    if t != t.strip():
        err("%s: span has outer whitespace %r" % (nid, t))
        return
    if "\n" in t or "\t" in t:
        err("%s: span crosses a line %r" % (nid, t))
    first, last = t[0], t[-1]
    if not first.isalnum():
        if not (typ in ("PHONE", "FAX") and first in "(+"):
            err("%s: span starts with punctuation %r (%s)" % (nid, t, typ))
    if not last.isalnum():
        if not (last == "." and typ in ("PATIENT", "DOCTOR", "FAMILY") and INITIAL_END.search(t)):
            err("%s: span ends with punctuation %r (%s)" % (nid, t, typ))


def check_contacts(nid, s):
    t, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX") and "555" not in t:
        err("%s: %s without 555: %r" % (nid, typ, t))
    if typ == "EMAIL":
        if t.count("@") != 1 or not fictional_host(t.split("@")[1]):
            err("%s: non-fictional e-mail %r" % (nid, t))
    if typ == "URL" and not fictional_host(url_host(t)):
        err("%s: non-fictional URL %r" % (nid, t))
    if typ == "IPADDR" and not private_ip(t):
        err("%s: non-private IP %r" % (nid, t))
    if typ == "SSN":
        digits = re.sub(r"\D", "", t)
        if not (digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN-like number not starting 9/000: %r" % (nid, t))


def validate(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    notes = []
    for i, line in enumerate(lines):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            err("line %d: bad JSON (%s)" % (i + 1, e))
    per_label, per_type, per_genre, per_country = {}, {}, {}, {}
    nspans = 0
    nlower = 0
    total_len = 0
    for i, d in enumerate(notes):
        nid = d.get("id")
        if sorted(d.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: fields %s" % (nid, sorted(d.keys())))
            continue
        if nid != "dev350-%04d" % (i + 1):
            err("line %d: id %r" % (i + 1, nid))
        text = d["text"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        total_len += len(text)
        m = d["meta"]
        if sorted(m.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %s" % (nid, sorted(m.keys())))
            continue
        if m["source"] != "dev350-en":
            err("%s: source %r" % (nid, m["source"]))
        if m["country"] not in COUNTRIES:
            err("%s: country %r" % (nid, m["country"]))
        if not isinstance(m["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if m["lowercase"]:
            nlower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        per_genre[m["genre"]] = per_genre.get(m["genre"], 0) + 1
        per_country[m["country"]] = per_country.get(m["country"], 0) + 1
        prev_end, prev_start = 0, -1
        for s in d["spans"]:
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %s" % (nid, sorted(s.keys())))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[st:en], s["text"]))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, max(prev_end, en)
            if s["type"] not in LABELS:
                err("%s: unknown type %r" % (nid, s["type"]))
                continue
            if LABELS[s["type"]] != s["label"]:
                err("%s: type %s paired with label %s" % (nid, s["type"], s["label"]))
            check_span_edges(nid, s)
            check_contacts(nid, s)
            nspans += 1
            per_label[s["label"]] = per_label.get(s["label"], 0) + 1
            per_type[s["type"]] = per_type.get(s["type"], 0) + 1
        # every e-mail / URL-looking string anywhere in the text must be fictional
        for mo in EMAIL_RE.finditer(text):
            if not fictional_host(mo.group(1)):
                err("%s: non-fictional e-mail in text %r" % (nid, mo.group(0)))
        for mo in URL_RE.finditer(text):
            if "@" in text[max(0, mo.start() - 1):mo.start() + 1]:
                continue
            if not fictional_host(url_host(mo.group(0).rstrip(".,;"))):
                err("%s: non-fictional URL in text %r" % (nid, mo.group(0)))
    n = len(notes)
    mean = total_len / n if n else 0
    print("notes:", n)
    print("mean length: %.0f chars" % mean)
    print("spans:", nspans)
    print("lowercase notes: %d (%.1f%%)" % (nlower, 100.0 * nlower / max(n, 1)))
    print("per label:", ", ".join("%s %d" % (k, per_label[k]) for k in sorted(per_label)))
    print("per type:")
    for k in sorted(LABELS):
        print("  %-15s %-10s %5d" % (k, LABELS[k], per_type.get(k, 0)))
    print("per genre:")
    for k in sorted(per_genre):
        print("  %-40s %4d" % (k, per_genre[k]))
    print("countries:", ", ".join("%s %d" % (k, per_country[k]) for k in sorted(per_country)))
    # minimum counts
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        err("only %d notes (need %d)" % (n, need_notes))
    if nspans < 8000:
        err("only %d spans (need 8000)" % nspans)
    for k in sorted(LABELS):
        if per_type.get(k, 0) < 15:
            err("type %s only %d times (need 15)" % (k, per_type.get(k, 0)))
    big = [g for g in sorted(per_genre) if per_genre[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = nlower / max(n, 1)
    if not 0.13 <= frac <= 0.21:
        err("lowercase fraction %.3f not about 1/6" % frac)


def rebuild(tmpdir, target):
    with open(target, "rb") as f:
        want = f.read()
    for seed in ("1", "2"):
        out = os.path.join(tmpdir, "hashseed" + seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(os.path.join(out, "notes.jsonl"), "rb") as f:
            got = f.read()
        if got != want:
            err("rebuild under PYTHONHASHSEED=%s differs from %s" % (seed, target))
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical" % seed)


def main():
    args = sys.argv[1:]
    tmp = None
    if "--rebuild" in args:
        j = args.index("--rebuild")
        tmp = args[j + 1]
        del args[j:j + 2]
    target = args[0] if args else os.path.join(SETDIR, "notes.jsonl")
    validate(target)
    if tmp:
        rebuild(tmp, target)
    if errors:
        print("FAIL (%d errors)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
