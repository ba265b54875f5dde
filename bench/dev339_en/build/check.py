"""Validate bench/dev339_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice (PYTHONHASHSEED=1 and 2) into DIR and
compares both builds byte-for-byte with notes.jsonl.
"""
import argparse
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
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
SAFE_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30

errors = []


def err(msg):
    errors.append(msg)


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in SAFE_DOMAINS)


def check_contact(nid, sp):
    t = sp["type"]
    v = sp["text"]
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if "555" not in digits:
            err("%s: %s without 555: %r" % (nid, t, v))
    elif t == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([A-Za-z0-9.-]+)", v)
        if not m or not host_ok(m.group(1)):
            err("%s: email not on example domain: %r" % (nid, v))
    elif t == "URL":
        m = re.match(r"(?:https?://)?([A-Za-z0-9.-]+)", v)
        if not m or not host_ok(m.group(1)):
            err("%s: url not on example domain: %r" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
            return
        ok = ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("172.16.0.0/12") \
            or ip in ipaddress.ip_network("192.168.0.0/16")
        if not ok:
            err("%s: IP not private: %r" % (nid, v))
    elif t == "SSN":
        digits = re.sub(r"[^0-9A-Za-z]", "", v)
        if not (digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN-like number must start with 9 or 000: %r" % (nid, v))


def check_file(path):
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        err("not UTF-8")
        return None
    if lines and lines[-1] == "":
        lines.pop()
    notes = []
    ids = set()
    for ln, line in enumerate(lines, 1):
        try:
            n = json.loads(line)
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if not isinstance(n, dict) or set(n) != NOTE_KEYS:
            err("line %d: fields %r" % (ln, sorted(n) if isinstance(n, dict) else n))
            continue
        nid = n["id"]
        if not isinstance(nid, str) or not re.fullmatch(r"dev339-\d{4}", nid):
            err("line %d: bad id %r" % (ln, nid))
        if nid in ids:
            err("duplicate id %s" % nid)
        ids.add(nid)
        if nid != "dev339-%04d" % ln:
            err("line %d: id %s out of sequence" % (ln, nid))
        text = n["text"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        meta = n["meta"]
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            err("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev339-en":
            err("%s: source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: genre" % nid)
        if not isinstance(meta["country"], str) or not meta["country"]:
            err("%s: country" % nid)
        if meta["lowercase"] and text != text.lower():
            err("%s: marked lowercase but has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        if not isinstance(n["spans"], list):
            err("%s: spans not a list" % nid)
            continue
        for sp in n["spans"]:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                err("%s: span fields %r" % (nid, sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text mismatch at %d: %r vs %r" % (nid, s, text[s:e], sp["text"]))
            if sp["text"] != sp["text"].strip():
                err("%s: span with outer whitespace %r" % (nid, sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, sp["type"]))
            elif TYPES[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            if meta["lowercase"] and sp["text"] != sp["text"].lower():
                err("%s: upper-case span text in lowercase note" % nid)
            check_contact(nid, sp)
        notes.append(n)
    return notes


def stats(notes):
    st = {
        "notes": len(notes),
        "mean_chars": sum(len(n["text"]) for n in notes) / max(1, len(notes)),
        "spans": sum(len(n["spans"]) for n in notes),
        "lowercase": sum(1 for n in notes if n["meta"]["lowercase"]),
        "labels": collections.Counter(s["label"] for n in notes for s in n["spans"]),
        "types": collections.Counter(s["type"] for n in notes for s in n["spans"]),
        "genres": collections.Counter(n["meta"]["genre"] for n in notes),
        "countries": collections.Counter(n["meta"]["country"] for n in notes),
    }
    return st


def check_minimums(st):
    need = MIN_NOTES_SHORT if st["mean_chars"] < 1200 else MIN_NOTES
    if st["notes"] < need:
        err("only %d notes (need %d)" % (st["notes"], need))
    if st["spans"] < MIN_SPANS:
        err("only %d spans" % st["spans"])
    for t in sorted(TYPES):
        if st["types"].get(t, 0) < MIN_PER_TYPE:
            err("type %s has %d spans" % (t, st["types"].get(t, 0)))
    big = [g for g in sorted(st["genres"]) if st["genres"][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = st["lowercase"] / max(1, st["notes"])
    if not (0.12 <= share <= 0.22):
        err("lower-case share %.3f is not about 1/6" % share)


def rebuild(target, outdir):
    os.makedirs(outdir, exist_ok=True)
    with open(target, "rb") as f:
        want = f.read()
    ok = True
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes.hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != want:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, target))
            ok = False
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    a = ap.parse_args()
    notes = check_file(a.notes) or []
    st = stats(notes)
    check_minimums(st)
    if a.rebuild:
        rebuild(a.notes, a.rebuild)
    print("notes %d, mean chars %.1f, spans %d, lower-case notes %d" % (st["notes"], st["mean_chars"], st["spans"], st["lowercase"]))
    print("labels: " + ", ".join("%s %d" % (k, st["labels"][k]) for k in sorted(st["labels"])))
    print("types: " + ", ".join("%s %d" % (k, st["types"][k]) for k in sorted(st["types"])))
    print("genres: " + ", ".join("%s %d" % (k, st["genres"][k]) for k in sorted(st["genres"])))
    print("countries: " + ", ".join("%s %d" % (k, st["countries"][k]) for k in sorted(st["countries"])))
    if errors:
        for e in errors[:50]:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
