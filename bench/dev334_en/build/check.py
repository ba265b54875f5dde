"""Validate bench/dev334_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR] [--stats]

--rebuild DIR  rebuilds the set twice (PYTHONHASHSEED=1 and =2) into DIR and
               compares both byte-for-byte with notes.jsonl.
"""
import argparse
import collections
import filecmp
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
FIELDS = {"id", "text", "spans", "meta"}
SPAN_FIELDS = {"start", "end", "label", "type", "text"}
META_FIELDS = {"source", "genre", "lowercase", "country"}
ID_RE = re.compile(r"^dev334-\d{4}$")
DOMAINS = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s,;)\"']*[^\s,;)\"'.]")

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def check_contact(sp, err, nid):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err("%s: %s without 555: %r" % (nid, t, v))
    elif t == "EMAIL":
        if "@" not in v or not host_ok(v.rsplit("@", 1)[1]):
            err("%s: email not on example domain: %r" % (nid, v))
    elif t == "URL":
        u = re.sub(r"^[a-z]+://", "", v.lower())
        if not host_ok(u.split("/", 1)[0]):
            err("%s: URL not on example domain: %r" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            ok = ip.version == 4 and (ip in ipaddress.ip_network("10.0.0.0/8") or
                                      ip in ipaddress.ip_network("172.16.0.0/12") or
                                      ip in ipaddress.ip_network("192.168.0.0/16"))
        except ValueError:
            ok = False
        if not ok:
            err("%s: IP not private: %r" % (nid, v))
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            err("%s: SSN-like number must start with 9 or 000: %r" % (nid, v))


def check(path, stats=False):
    errors = []

    def err(m):
        if len(errors) < 60:
            print("ERROR:", m)
        errors.append(m)

    recs = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("line %d: invalid JSON (%s)" % (ln, e))
    seen = set()
    type_n = collections.Counter()
    label_n = collections.Counter()
    genre_n = collections.Counter()
    country_n = collections.Counter()
    lower_n = 0
    chars = 0
    for i, r in enumerate(recs):
        if not isinstance(r, dict) or set(r) != FIELDS:
            err("record %d: fields %r" % (i, sorted(r) if isinstance(r, dict) else r))
            continue
        nid, text, spans, meta = r["id"], r["text"], r["spans"], r["meta"]
        if not isinstance(nid, str) or not ID_RE.match(nid):
            err("bad id %r" % nid)
        if nid in seen:
            err("duplicate id %r" % nid)
        seen.add(nid)
        if nid != "dev334-%04d" % (i + 1):
            err("%s: ids not sequential" % nid)
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        chars += len(text)
        if not isinstance(meta, dict) or set(meta) != META_FIELDS:
            err("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev334-en":
            err("%s: meta.source %r" % (nid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % nid)
        if not isinstance(meta["genre"], str) or not isinstance(meta["country"], str):
            err("%s: meta genre/country not str" % nid)
        genre_n[meta["genre"]] += 1
        country_n[meta["country"]] += 1
        if meta["lowercase"]:
            lower_n += 1
            if text != text.lower():
                err("%s: lowercase note has upper case" % nid)
        elif text == text.lower():
            err("%s: note not marked lowercase but has no capitals" % nid)
        if not isinstance(spans, list):
            err("%s: spans not a list" % nid)
            continue
        prev_end = -1
        prev_start = -1
        covered = []
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_FIELDS:
                err("%s: span fields %r" % (nid, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != st:
                err("%s: span text mismatch %r vs %r" % (nid, st, text[s:e]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if typ not in TYPE2LABEL:
                err("%s: unknown type %r" % (nid, typ))
            elif TYPE2LABEL[typ] != lab:
                err("%s: label %r does not match type %r" % (nid, lab, typ))
            if st != st.strip():
                err("%s: span with leading/trailing whitespace %r" % (nid, st))
            if st and (st[-1] in ",;:!?\"" or st[0] in ",;:.\"'"):
                err("%s: span takes in surrounding punctuation %r" % (nid, st))
            if st.count("(") != st.count(")"):
                err("%s: unbalanced bracket in span %r" % (nid, st))
            if meta.get("lowercase") and st != st.lower():
                err("%s: lowercase note has upper-case span" % nid)
            check_contact(sp, err, nid)
            type_n[typ] += 1
            label_n[lab] += 1
            covered.append((s, e))
        # every e-mail, URL and IP-like string in the text must be annotated
        for rx, what in ((EMAIL_RE, "email"), (URL_RE, "url"), (IP_RE, "ip")):
            for m in rx.finditer(text):
                if not any(a <= m.start() and m.end() <= b for a, b in covered):
                    err("%s: unannotated %s %r" % (nid, what, m.group()))
    n = len(recs)
    nspans = sum(type_n.values())
    mean = chars / n if n else 0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err("only %d notes (need %d)" % (n, need))
    if nspans < MIN_SPANS:
        err("only %d spans (need %d)" % (nspans, MIN_SPANS))
    for t in sorted(TYPE2LABEL):
        if type_n[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, type_n[t], MIN_PER_TYPE))
    big = [g for g in sorted(genre_n) if genre_n[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    if n and not (0.13 <= lower_n / n <= 0.21):
        err("lower-case share %.3f not about 1/6" % (lower_n / n))
    if stats:
        print("notes %d  mean chars %.0f  spans %d  lowercase %d" % (n, mean, nspans, lower_n))
        print("labels:", ", ".join("%s %d" % (k, label_n[k]) for k in sorted(label_n)))
        print("types:", ", ".join("%s %d" % (k, type_n[k]) for k in sorted(type_n)))
        print("genres:", ", ".join("%s %d" % (k, genre_n[k]) for k in sorted(genre_n)))
        print("countries:", ", ".join("%s %d" % (k, country_n[k]) for k in sorted(country_n)))
    return errors


def rebuild(dirpath, notes):
    os.makedirs(dirpath, exist_ok=True)
    ok = True
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes.seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env)
        same = filecmp.cmp(out, notes, shallow=False)
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        ok = ok and same
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    errors = check(a.notes, a.stats)
    ok = not errors
    if a.rebuild:
        ok = rebuild(a.rebuild, a.notes) and ok
    print("OK" if ok else "FAILED (%d errors)" % len(errors))
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
