#!/usr/bin/env python3
"""Validate bench/dev252_en/notes.jsonl. Usage: check.py [--no-rebuild]
Exits non-zero on any failure."""
import collections
import hashlib
import ipaddress
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(HERE, "..", "notes.jsonl")
TYPES = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
PUNCT = "\"'()[]{}.,;:"
ERR = []


def err(msg):
    if len(ERR) < 50:
        print("FAIL:", msg)
    ERR.append(msg)


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s %s without 555: %r" % (nid, t, v))
    if t == "EMAIL" and not re.search(r"@([a-z]+\.)*example\.(com|org|net)$", v.lower()):
        err("%s email not example domain: %r" % (nid, v))
    if t == "URL" and not re.match(r"^(https?://)?([a-z]+\.)*example\.(com|org|net)(/|$)", v.lower()):
        err("%s url not example domain: %r" % (nid, v))
    if t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("%s public IP %r" % (nid, v))
        except ValueError:
            err("%s bad IP %r" % (nid, v))
    if t == "SSN":
        d = v.replace("-", "").replace(" ", "")
        if not (d.startswith("9") or d.startswith("000") or d.upper().startswith("QQ")):
            err("%s SSN not in fictional range: %r" % (nid, v))


def main():
    raw = open(NOTES, "rb").read()
    if not raw.endswith(b"\n") or b"\r" in raw:
        err("file must end with newline and use LF only")
    notes = []
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            err("line %d invalid JSON: %s" % (ln, e))
    types = collections.Counter()
    genres = collections.Counter()
    nspans = 0
    lens = []
    low = 0
    for i, n in enumerate(notes, 1):
        nid = n.get("id")
        if list(n.keys()) != ["id", "text", "spans", "meta"]:
            err("%s keys %s" % (nid, list(n.keys())))
        if nid != "dev252-%04d" % i:
            err("id out of sequence at %d: %r" % (i, nid))
        m = n.get("meta", {})
        if set(m.keys()) != {"source", "genre", "lowercase", "country"}:
            err("%s meta keys %s" % (nid, sorted(m.keys())))
        if m.get("source") != "dev252-en":
            err("%s source" % nid)
        if m.get("country") not in ("US", "GB", "ZA"):
            err("%s country" % nid)
        if not isinstance(m.get("lowercase"), bool):
            err("%s lowercase not bool" % nid)
        text = n["text"]
        lens.append(len(text))
        if m.get("lowercase"):
            low += 1
            if text != text.lower():
                err("%s marked lowercase but has capitals" % nid)
        genres[m.get("genre")] += 1
        prev_end, prev_start = -1, -1
        for s in n["spans"]:
            nspans += 1
            if set(s.keys()) != {"start", "end", "label", "type", "text"}:
                err("%s span keys %s" % (nid, sorted(s.keys())))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s bad offsets %s" % (nid, s))
                continue
            v = text[st:en]
            if v != s["text"]:
                err("%s span text mismatch %r vs %r" % (nid, v, s["text"]))
            if v != v.strip():
                err("%s span has edge whitespace %r" % (nid, v))
            if (v[0] in PUNCT and not (v[0] == "(" and s["type"] in ("PHONE", "FAX"))) or (v[-1] in PUNCT and not v.endswith(".") ) or (v.endswith(".") and s["type"] not in ("PATIENT", "DOCTOR", "FAMILY", "STREET")):
                err("%s span edge punctuation %r" % (nid, v))
            if s["type"] not in TYPES or TYPES[s["type"]] != s["label"]:
                err("%s bad label/type %s/%s" % (nid, s["label"], s["type"]))
            if st < prev_start or (st == prev_start and en < prev_end):
                err("%s spans not sorted" % nid)
            if st < prev_end:
                err("%s overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, en
            if en < len(text) and text[en].isalnum() and v[-1].isalnum() and s["type"] != "AGE":
                err("%s span ends inside a word %r" % (nid, text[st:en + 3]))
            if st > 0 and text[st - 1].isalnum() and v[0].isalnum() and s["type"] != "AGE":
                err("%s span starts inside a word %r" % (nid, text[st - 3:en]))
            types[s["type"]] += 1
            check_contact(nid, s)
    # size minimums
    mean = statistics.mean(lens) if lens else 0
    need = 600 if mean < 1200 else 330
    if len(notes) < need:
        err("only %d notes (need %d, mean length %.0f)" % (len(notes), need, mean))
    if nspans < 8000:
        err("only %d spans" % nspans)
    for t in sorted(TYPES):
        if types[t] < 15:
            err("type %s only %d" % (t, types[t]))
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    frac = low / max(1, len(notes))
    if not 0.12 <= frac <= 0.22:
        err("lowercase fraction %.3f not about 1/6" % frac)
    # determinism: rebuild under two hash seeds and compare bytes
    if "--no-rebuild" not in sys.argv:
        tmp = tempfile.mkdtemp(prefix="dev252chk_")
        digests = []
        for seed in ("1", "2"):
            outp = os.path.join(tmp, "n%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py"), outp], check=True, env=env)
            digests.append(hashlib.md5(open(outp, "rb").read()).hexdigest())
            os.remove(outp)
        os.rmdir(tmp)
        cur = hashlib.md5(raw).hexdigest()
        if not (digests[0] == digests[1] == cur):
            err("non-deterministic build: %s vs committed %s" % (digests, cur))
        else:
            print("determinism: PYTHONHASHSEED=1 and 2 both reproduce md5", cur)
    # source hints: no set iteration / unseeded randomness in build modules
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and fn != "check.py":
            src = open(os.path.join(HERE, fn), encoding="utf-8").read()
            if os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
                err("%s is >= 30 KB" % fn)
            if re.search(r"random\.(random|choice|randint|shuffle|sample)\(", src) or "random.Random()" in src:
                err("%s uses unseeded module-level random" % fn)
            if re.search(r"for \w+ in (set|frozenset)\(", src):
                err("%s iterates over a set" % fn)
    print("notes %d, spans %d, mean len %.0f, median %.0f, range %d-%d, lowercase %d" % (
        len(notes), nspans, mean, statistics.median(lens), min(lens), max(lens), low))
    print("genres:", ", ".join("%s %d" % (g, genres[g]) for g in sorted(genres)))
    print("types:", ", ".join("%s %d" % (t, types[t]) for t in sorted(TYPES)))
    if ERR:
        print("%d problems" % len(ERR))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
