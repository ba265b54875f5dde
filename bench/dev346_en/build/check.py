"""Validate dev346_en/notes.jsonl.

Usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

Checks fields and ids, offsets and span text, order and overlaps, labels/types, span boundaries,
minimum counts, fictional contacts, lower-case notes, and (with --rebuild) that make.py rebuilds the
file byte-identically under PYTHONHASHSEED=1 and =2. Prints counts and OK or FAIL.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
EX_DOMAINS = ("example.com", "example.org", "example.net")
BAD_LEAD = set(".,;:!?\"')]}-/'\u2019")
BAD_TRAIL = set(",;:!?\"'([{-/\u2018")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s<>\"]+", re.I)


def ex_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def url_host(u):
    v = re.sub(r"^[a-z]+://", "", u.lower())
    return re.split(r"[/?#:]", v, 1)[0]


def private_ip(s):
    m = re.fullmatch(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})", s)
    if not m:
        return False
    a, b, c, d = (int(x) for x in m.groups())
    if max(a, b, c, d) > 255:
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def boundary_problem(t):
    if t != t.strip():
        return "whitespace at edge"
    if t[0] in BAD_LEAD:
        return "leading punctuation"
    if t[0] == "(" and ")" not in t:
        return "unbalanced leading bracket"
    if t[-1] in BAD_TRAIL:
        return "trailing punctuation"
    if t[-1] == ")" and "(" not in t:
        return "unbalanced trailing bracket"
    if t[-1] == "." and not INITIAL_END.search(t):
        return "trailing full stop"
    return None


def contact_problem(sp):
    t, ty = sp["text"], sp["type"]
    if ty in ("PHONE", "FAX") and "555" not in t:
        return "phone/fax without 555"
    if ty == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([^@\s]+)", t)
        if not m or not ex_host(m.group(1)):
            return "e-mail not on example domain"
    if ty == "URL" and not ex_host(url_host(t)):
        return "URL not on example domain"
    if ty == "IPADDR" and not private_ip(t):
        return "IP not private"
    if ty == "SSN":
        digits = re.sub(r"\D", "", t)
        if not (digits.startswith("9") or digits.startswith("000")):
            return "SSN-like number not starting 9/000"
    return None


def check(path):
    errs = []

    def err(msg):
        errs.append(msg)

    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    by_type, by_label, by_genre, by_country = (collections.Counter() for _ in range(4))
    nspans = 0
    total_len = 0
    nlower = 0
    for i, o in enumerate(notes):
        nid = o.get("id")
        if set(o) != {"id", "text", "spans", "meta"}:
            err("%s: fields %s" % (nid, sorted(o)))
            continue
        if nid != "dev346-%04d" % (i + 1):
            err("%s: id out of sequence (expected dev346-%04d)" % (nid, i + 1))
        text, spans, meta = o["text"], o["spans"], o["meta"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        total_len += len(text)
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields" % nid)
            continue
        if meta["source"] != "dev346-en":
            err("%s: meta.source" % nid)
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % nid)
        if meta["lowercase"]:
            nlower += 1
            if text != text.lower():
                err("%s: lowercase note has upper case" % nid)
        by_genre[meta["genre"]] += 1
        by_country[meta["country"]] += 1
        prev_end, prev_start = 0, -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %r" % (nid, sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text mismatch at %d: %r vs %r" % (nid, s, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            ty = sp["type"]
            if ty not in TYPES:
                err("%s: unknown type %r" % (nid, ty))
            elif TYPES[ty] != sp["label"]:
                err("%s: label %r does not pair with type %r" % (nid, sp["label"], ty))
            b = boundary_problem(text[s:e])
            if b:
                err("%s: %s in %s span %r" % (nid, b, ty, sp["text"]))
            cp = contact_problem({"text": text[s:e], "type": ty})
            if cp:
                err("%s: %s: %r" % (nid, cp, sp["text"]))
            nspans += 1
            by_type[ty] += 1
            by_label[sp["label"]] += 1
        for m in EMAIL_RE.finditer(text):
            if not ex_host(m.group(1)):
                err("%s: e-mail in text not on example domain: %r" % (nid, m.group(0)))
        for m in URL_RE.finditer(text):
            if not ex_host(url_host(m.group(0))):
                err("%s: URL in text not on example domain: %r" % (nid, m.group(0)))
    n = len(notes)
    mean = total_len / float(n) if n else 0.0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d)" % (n, need))
    if nspans < MIN_SPANS:
        err("only %d spans (need %d)" % (nspans, MIN_SPANS))
    for ty in sorted(TYPES):
        if by_type[ty] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (ty, by_type[ty], MIN_PER_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = nlower / float(n) if n else 0.0
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        err("lower-case share %.3f outside %s" % (frac, LOWER_RANGE))
    print("notes: %d   mean length: %.0f chars   spans: %d   lower-case notes: %d (%.1f%%)" % (
        n, mean, nspans, nlower, 100 * frac))
    print("per label: " + ", ".join("%s %d" % (k, by_label[k]) for k in sorted(by_label)))
    print("per type:  " + ", ".join("%s %d" % (k, by_type[k]) for k in sorted(by_type)))
    print("per genre: " + ", ".join("%s %d" % (k, by_genre[k]) for k in sorted(by_genre)))
    print("countries: " + ", ".join("%s %d" % (k, by_country[k]) for k in sorted(by_country)))
    return errs


def rebuild(path, d):
    """Rebuild twice into d; compare bytes; remove what was written (and d, if this call created it)."""
    errs = []
    made = not os.path.isdir(d)
    os.makedirs(d, exist_ok=True)
    with open(path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(d, "notes.rebuild%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            same = fh.read() == ref
        os.remove(out)
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        if not same:
            errs.append("rebuild under PYTHONHASHSEED=%s differs" % seed)
    if made:
        try:
            os.rmdir(d)
        except OSError:
            pass
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    a = ap.parse_args()
    errs = check(a.notes)
    if a.rebuild:
        errs += rebuild(a.notes, a.rebuild)
    for e in errs[:40]:
        print("  - " + e)
    if len(errs) > 40:
        print("  ... and %d more" % (len(errs) - 40))
    print("FAIL (%d problems)" % len(errs) if errs else "OK")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
