"""Validate bench/dev272_en/notes.jsonl.

Usage (from bench/dev272_en):
    python3 build/check.py [--notes PATH] [--rebuild DIR]
--rebuild DIR rebuilds twice into DIR (PYTHONHASHSEED=1 and 2) and requires both
outputs to be byte-identical with notes.jsonl."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "AU", "CA"}
ID_RE = re.compile(r"^dev272-\d{4}$")
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+\-]+@([A-Za-z0-9\-]+\.)*example\.(com|org|net)$")
URL_HOST_RE = re.compile(r"^(https?://)?([A-Za-z0-9\-]+\.)*example\.(com|org|net)(/[^\s]*)?$")
EMAIL_ANY = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[a-z]{2,}", re.I)
IP_ANY = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
URL_ANY = re.compile(r"(https?://|www\.)\S+", re.I)
CAL_WORDS = re.compile(r"\b(January|February|March|April|June|July|August|September|October|November|December|"
                       r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter)\b", re.I)
BAD_START = set(",;:)]}\"'")
BAD_END = set(",;:([{\"'")


def covered(spans, a, z, typ=None):
    for s in spans:
        if s["start"] <= a and z <= s["end"] and (typ is None or s["type"] == typ):
            return True
    return False


def check_notes(path):
    errs = []
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        data = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return ["not utf-8: %s" % e], []
    if not data.endswith("\n"):
        errs.append("file does not end with newline")
    lines = data.split("\n")[:-1]
    for i, line in enumerate(lines):
        where = "line %d" % (i + 1)
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            errs.append("%s: invalid JSON (%s)" % (where, e))
            continue
        notes.append(rec)
        if set(rec) != {"id", "text", "spans", "meta"}:
            errs.append("%s: bad keys %s" % (where, sorted(rec)))
            continue
        nid = rec["id"]
        if not (isinstance(nid, str) and ID_RE.match(nid)) or nid != "dev272-%04d" % (i + 1):
            errs.append("%s: bad id %r" % (where, nid))
        where = nid
        text = rec["text"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % where)
            continue
        meta = rec["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            errs.append("%s: bad meta keys" % where)
            continue
        if meta["source"] != "dev272-en":
            errs.append("%s: bad source" % where)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errs.append("%s: bad genre" % where)
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: lowercase not bool" % where)
        if meta["country"] not in COUNTRIES:
            errs.append("%s: bad country" % where)
        if meta["lowercase"] and text != text.lower():
            errs.append("%s: lowercase note has upper-case characters" % where)
        if not meta["lowercase"] and text == text.lower():
            errs.append("%s: non-lowercase note is entirely lower-case" % where)
        spans = rec["spans"]
        if not isinstance(spans, list):
            errs.append("%s: spans not a list" % where)
            continue
        prev_end = -1
        prev_start = -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: bad span keys %r" % (where, s))
                continue
            a, z = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(z, int) and 0 <= a < z <= len(text)):
                errs.append("%s: bad offsets %r" % (where, s))
                continue
            st = text[a:z]
            if st != s["text"]:
                errs.append("%s: offset/text mismatch %r vs %r" % (where, st, s["text"]))
            if s["type"] not in TYPES:
                errs.append("%s: unknown type %r" % (where, s["type"]))
            elif TYPES[s["type"]] != s["label"]:
                errs.append("%s: label %r does not match type %r" % (where, s["label"], s["type"]))
            if st != st.strip():
                errs.append("%s: span with edge whitespace %r" % (where, st))
            if st[:1] in BAD_START or st[-1:] in BAD_END:
                errs.append("%s: span with edge punctuation %r" % (where, st))
            if st.endswith(")") and "(" not in st:
                errs.append("%s: span ends with unmatched ')' %r" % (where, st))
            if st.endswith(".") and st.count(".") < 2:
                errs.append("%s: span ends with a full stop %r" % (where, st))
            if a < prev_start:
                errs.append("%s: spans not sorted" % where)
            if a < prev_end:
                errs.append("%s: overlapping spans at %d" % (where, a))
            prev_start, prev_end = a, max(prev_end, z)
            errs.extend(check_contact(where, s["type"], st))
        # every e-mail / IP / URL / calendar word in the text must be inside a span
        for m in EMAIL_ANY.finditer(text):
            if not covered(spans, m.start(), m.end(), "EMAIL"):
                errs.append("%s: unannotated e-mail %r" % (where, m.group()))
        for m in IP_ANY.finditer(text):
            if not covered(spans, m.start(), m.end(), "IPADDR"):
                errs.append("%s: unannotated IP-like string %r" % (where, m.group()))
        for m in URL_ANY.finditer(text):
            if not covered(spans, m.start(), m.start() + 4, "URL"):
                errs.append("%s: unannotated URL %r" % (where, m.group()))
        for m in CAL_WORDS.finditer(text):
            if not covered(spans, m.start(), m.end()):
                errs.append("%s: unannotated calendar word %r" % (where, m.group()))
    return errs, notes


def check_contact(where, typ, st):
    out = []
    dig = "".join(ch for ch in st if ch.isdigit())
    if typ in ("PHONE", "FAX") and "555" not in dig:
        out.append("%s: %s without 555: %r" % (where, typ, st))
    if typ == "EMAIL" and not EMAIL_RE.match(st.lower()):
        out.append("%s: e-mail outside example domains: %r" % (where, st))
    if typ == "URL" and not URL_HOST_RE.match(st.lower()):
        out.append("%s: URL outside example domains: %r" % (where, st))
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(st)
            nets = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("192.168.0.0/16"),
                    ipaddress.ip_network("172.16.0.0/12")]
            if not any(ip in n for n in nets):
                out.append("%s: public IP %r" % (where, st))
        except ValueError:
            out.append("%s: bad IP %r" % (where, st))
    if typ == "SSN" and not (dig.startswith("9") or dig.startswith("000")):
        out.append("%s: SSN-like number not starting with 9/000: %r" % (where, st))
    return out


def size_rules(notes):
    errs = []
    n = len(notes)
    mean = sum(len(r["text"]) for r in notes) / max(1, n)
    nspans = sum(len(r["spans"]) for r in notes)
    types = collections.Counter(s["type"] for r in notes for s in r["spans"])
    labels = collections.Counter(s["label"] for r in notes for s in r["spans"])
    genres = collections.Counter(r["meta"]["genre"] for r in notes)
    low = sum(1 for r in notes if r["meta"]["lowercase"])
    if n < 330:
        errs.append("fewer than 330 notes (%d)" % n)
    if mean < 1200 and n < 600:
        errs.append("mean length %.0f < 1200 requires >= 600 notes (%d)" % (mean, n))
    if nspans < 8000:
        errs.append("fewer than 8000 spans (%d)" % nspans)
    big_types = [t for t in sorted(types) if types[t] >= 15]
    if len(big_types) < 29:
        errs.append("only %d fine types with >= 15 spans: missing %s" % (
            len(big_types), sorted(t for t in TYPES if types[t] < 15)))
    big_genres = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big_genres) < 10:
        errs.append("only %d genres with >= 30 notes" % len(big_genres))
    share = low / max(1, n)
    if not (0.13 <= share <= 0.21):
        errs.append("lowercase share %.3f not about one in six" % share)
    stats = {"notes": n, "mean_chars": round(mean, 1), "spans": nspans, "lowercase": low,
             "labels": dict(sorted(labels.items())), "types": dict(sorted(types.items())),
             "genres": dict(sorted(genres.items())),
             "countries": dict(sorted(collections.Counter(r["meta"]["country"] for r in notes).items()))}
    return errs, stats


def rebuild(outdir, ref):
    errs = []
    os.makedirs(outdir, exist_ok=True)
    with open(ref, "rb") as fh:
        want = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       cwd=ROOT, stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != want:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, ref))
    return errs


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        path = argv[argv.index("--notes") + 1]
    errs, notes = check_notes(path)
    e2, stats = size_rules(notes)
    errs += e2
    if "--rebuild" in argv:
        errs += rebuild(argv[argv.index("--rebuild") + 1], path)
    print(json.dumps(stats, indent=1))
    if errs:
        for e in errs[:200]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
