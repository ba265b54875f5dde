"""Validate bench/dev343_en/notes.jsonl.

Usage:
  python3 build/check.py                 # validate notes.jsonl
  python3 build/check.py --rebuild DIR   # also rebuild twice (PYTHONHASHSEED=1 and 2) into DIR and compare bytes
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
NOTES = os.path.join(ROOT, "notes.jsonl")

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
ID_RE = re.compile(r"^dev343-\d{4}$")
EX_DOMAINS = ("example.com", "example.org", "example.net")
PRIVATE_NETS = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("172.16.0.0/12"), ipaddress.ip_network("192.168.0.0/16")]


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def contact_problem(typ, val):
    if typ in ("PHONE", "FAX"):
        if "555" not in val:
            return "phone/fax without 555"
    elif typ == "EMAIL":
        if val.count("@") != 1 or not host_ok(val.split("@")[1]):
            return "email not on example domains"
    elif typ == "URL":
        u = re.sub(r"^[a-z]+://", "", val.lower())
        if not host_ok(u.split("/")[0]):
            return "url not on example domains"
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(val)
        except ValueError:
            return "bad ip"
        if not any(ip in n for n in PRIVATE_NETS):
            return "ip not private"
    elif typ == "SSN":
        if not (val.startswith("9") or val.startswith("000")):
            return "ssn not starting with 9 or 000"
    return None


def validate(path):
    errors = []
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    for ln, line in enumerate(raw.decode("utf-8").split("\n"), 1):
        if not line:
            continue
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            errors.append("line %d: bad JSON (%s)" % (ln, e))
    ids = set()
    type_counts = collections.Counter()
    label_counts = collections.Counter()
    genre_counts = collections.Counter()
    n_lower = 0
    total_chars = 0
    for n in notes:
        nid = n.get("id")
        if set(n) != NOTE_KEYS:
            errors.append("%s: fields %s" % (nid, sorted(n)))
            continue
        if not isinstance(nid, str) or not ID_RE.match(nid):
            errors.append("%s: bad id" % nid)
        if nid in ids:
            errors.append("%s: duplicate id" % nid)
        ids.add(nid)
        text = n["text"]
        if not isinstance(text, str) or not text:
            errors.append("%s: empty text" % nid)
            continue
        total_chars += len(text)
        meta = n["meta"]
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errors.append("%s: meta fields" % nid)
            continue
        if meta["source"] != "dev343-en":
            errors.append("%s: source" % nid)
        if not isinstance(meta["lowercase"], bool):
            errors.append("%s: lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not isinstance(meta["country"], str):
            errors.append("%s: genre/country" % nid)
        genre_counts[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errors.append("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        for sp in n["spans"]:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                errors.append("%s: span fields %r" % (nid, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errors.append("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != st:
                errors.append("%s: span text mismatch %r vs %r" % (nid, st, text[s:e]))
            if s < prev_start:
                errors.append("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                errors.append("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if typ not in TYPE2LABEL:
                errors.append("%s: unknown type %r" % (nid, typ))
            elif TYPE2LABEL[typ] != lab:
                errors.append("%s: label %r does not match type %r" % (nid, lab, typ))
            if st != st.strip():
                errors.append("%s: span with outer whitespace %r" % (nid, st))
            if st and st[-1] in ",;:" or st[:1] in ",;:":
                errors.append("%s: span takes in punctuation %r" % (nid, st))
            for a, b in ("()", "[]"):
                if st.count(a) != st.count(b):
                    errors.append("%s: unbalanced bracket in span %r" % (nid, st))
            if meta["lowercase"] and st != st.lower():
                errors.append("%s: lowercase note span not lower-case %r" % (nid, st))
            p = contact_problem(typ, st)
            if p:
                errors.append("%s: %s: %r" % (nid, p, st))
            type_counts[typ] += 1
            label_counts[lab] += 1
    n_notes = len(notes)
    n_spans = sum(type_counts.values())
    mean = total_chars / n_notes if n_notes else 0
    need = 600 if mean < 1200 else 330
    if n_notes < need:
        errors.append("only %d notes (need %d, mean length %.0f)" % (n_notes, need, mean))
    if n_spans < 8000:
        errors.append("only %d spans (need 8000)" % n_spans)
    for t in sorted(TYPE2LABEL):
        if type_counts[t] < 15:
            errors.append("type %s has %d spans (need 15)" % (t, type_counts[t]))
    big = [g for g in sorted(genre_counts) if genre_counts[g] >= 30]
    if len(big) < 10:
        errors.append("only %d genres with >= 30 notes" % len(big))
    frac = n_lower / n_notes if n_notes else 0
    if not (0.13 <= frac <= 0.21):
        errors.append("lower-case fraction %.3f not about 1/6" % frac)
    stats = {"notes": n_notes, "spans": n_spans, "mean_chars": round(mean, 1), "lowercase": n_lower,
             "labels": dict(sorted(label_counts.items())), "types": dict(sorted(type_counts.items())),
             "genres": dict(sorted(genre_counts.items()))}
    return errors, stats


def rebuild(dirpath):
    os.makedirs(dirpath, exist_ok=True)
    with open(NOTES, "rb") as f:
        ref = f.read()
    errs = []
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--path", default=NOTES)
    a = ap.parse_args()
    errors, stats = validate(a.path)
    if a.rebuild:
        errors += rebuild(a.rebuild)
    print(json.dumps(stats, indent=1))
    if errors:
        for e in errors[:50]:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
