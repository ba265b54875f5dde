"""Validate bench/dev305_en/notes.jsonl.

usage: python3 build/check.py [--file notes.jsonl] [--rebuild DIR] [--quiet]

Checks: valid JSON, unique sequential ids, offsets and span text, sort order
and no overlaps, allowed labels/types, no whitespace/punctuation at span
edges, size rules, fictional contacts, lower-case notes, and (with
--rebuild DIR) a byte comparison of two rebuilds under PYTHONHASHSEED=1 and 2.
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
ALLOWED_DOMAINS = ("example.com", "example.org", "example.net")
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
META_KEYS = {"source", "genre", "lowercase", "country"}
COUNTRIES = {"US", "UK", "AU", "CA", "NZ"}

_TRAIL_DOT = re.compile(r"(?:^|[\s.,'-])[A-Za-z]{1,4}\.$")
_EMAIL_IN_TEXT = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
_URL_IN_TEXT = re.compile(r"(?:https?://|www\.)[^\s<>()]+|\bexample\.(?:com|org|net)/[^\s<>()]*")


def domain_ok(host):
    host = host.lower().rstrip(".")
    return host in ALLOWED_DOMAINS or any(host.endswith("." + d) for d in ALLOWED_DOMAINS)


def url_host(u):
    u = re.sub(r"^[a-z]+://", "", u.lower())
    return re.split(r"[/?#:]", u, 1)[0]


def edge_ok(s):
    if not s or s != s.strip() or "\n" in s:
        return False
    a, z = s[0], s[-1]
    if not (a.isalnum() or (a == "(" and ")" in s) or a == "+"):
        return False
    if z.isalnum():
        return True
    if z == ")" and "(" in s:
        return True
    if z == "." and _TRAIL_DOT.search(s):
        return True
    return False


def contact_problem(typ, s):
    low = s.lower()
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", s):
            return "phone/fax without 555"
    elif typ == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([a-z0-9.-]+)", low)
        if not m or not domain_ok(m.group(1)):
            return "e-mail not on example domains"
    elif typ == "URL":
        if not domain_ok(url_host(low)):
            return "url not on example domains"
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return "bad ip"
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            return "public ip"
    elif typ == "SSN":
        d = re.sub(r"\D", "", s)
        if not (d.startswith("9") or d.startswith("000")):
            return "ssn not starting with 9 or 000"
    return None


def check(path, quiet=False):
    errs = []

    def err(msg):
        errs.append(msg)

    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        print("FAIL: not utf-8")
        return 1
    if lines and lines[-1] == "":
        lines = lines[:-1]
    notes = []
    for i, line in enumerate(lines, 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i, e))
    type_c, label_c, genre_c, country_c = (collections.Counter() for _ in range(4))
    n_spans, n_lower, total_chars = 0, 0, 0
    seen = set()
    for k, n in enumerate(notes, 1):
        nid = n.get("id")
        if nid != "dev305-%04d" % k:
            err("note %d: id %r not sequential" % (k, nid))
        if nid in seen:
            err("duplicate id %r" % nid)
        seen.add(nid)
        if set(n.keys()) != {"id", "text", "spans", "meta"}:
            err("%s: fields %r" % (nid, sorted(n.keys())))
            continue
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        total_chars += len(text)
        if set(meta.keys()) != META_KEYS or meta.get("source") != "dev305-en" or meta.get("country") not in COUNTRIES \
                or not isinstance(meta.get("lowercase"), bool) or not meta.get("genre"):
            err("%s: bad meta %r" % (nid, meta))
        genre_c[meta.get("genre")] += 1
        country_c[meta.get("country")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        elif text == text.lower():
            err("%s: lowercase false but text is all lower-case" % nid)
        last_end = -1
        last_start = -1
        covered = []
        for sp in spans:
            if list(sp.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span keys %r" % (nid, list(sp.keys())))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != st:
                err("%s: span text mismatch at %d: %r vs %r" % (nid, s, text[s:e], st))
            if s < last_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < last_end:
                err("%s: overlapping span at %d" % (nid, s))
            last_start, last_end = s, e
            if TYPE2LABEL.get(typ) != lab:
                err("%s: bad label/type %s/%s" % (nid, lab, typ))
            if not edge_ok(st):
                err("%s: bad span edge %r (%s)" % (nid, st, typ))
            if typ != "AGE":
                if s > 0 and text[s - 1].isalnum() or e < len(text) and text[e].isalnum():
                    err("%s: span cuts a word %r (%s)" % (nid, text[max(0, s - 3):e + 3], typ))
            prob = contact_problem(typ, st)
            if prob:
                err("%s: %s: %r" % (nid, prob, st))
            covered.append((s, e, typ))
            type_c[typ] += 1
            label_c[lab] += 1
            n_spans += 1
        # every e-mail / url in the text must be fictional and labelled
        for rx, kinds in ((_EMAIL_IN_TEXT, ("EMAIL", "URL")), (_URL_IN_TEXT, ("URL",))):
            for m in rx.finditer(text):
                tok = m.group(0).rstrip(".,;)")
                host = tok.split("@", 1)[1] if "@" in tok and rx is _EMAIL_IN_TEXT else url_host(tok)
                if not domain_ok(host):
                    err("%s: non-fictional address in text %r" % (nid, tok))
                if not any(a <= m.start() and m.start() + len(tok) <= b and t in kinds for a, b, t in covered):
                    err("%s: unlabelled address %r" % (nid, tok))
    nn = len(notes)
    mean = total_chars / nn if nn else 0
    if nn < MIN_NOTES or (mean < SHORT_MEAN and nn < MIN_NOTES_SHORT):
        err("size: %d notes, mean %.0f chars" % (nn, mean))
    if n_spans < MIN_SPANS:
        err("size: only %d spans" % n_spans)
    for t in sorted(TYPE2LABEL):
        if type_c[t] < MIN_PER_TYPE:
            err("size: type %s has %d spans" % (t, type_c[t]))
    big = [g for g in sorted(genre_c) if genre_c[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("size: only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / nn if nn else 0
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        err("size: lower-case fraction %.3f" % frac)
    if not quiet:
        print("notes %d, mean chars %.0f, spans %d, lower-case notes %d" % (nn, mean, n_spans, n_lower))
        print("labels: " + ", ".join("%s %d" % (k, label_c[k]) for k in sorted(label_c)))
        print("types: " + ", ".join("%s %d" % (k, type_c[k]) for k in sorted(type_c)))
        print("genres: " + ", ".join("%s %d" % (k, genre_c[k]) for k in sorted(genre_c)))
        print("countries: " + ", ".join("%s %d" % (k, country_c[k]) for k in sorted(country_c)))
    for e in errs[:60]:
        print("ERROR:", e)
    if len(errs) > 60:
        print("... %d more errors" % (len(errs) - 60))
    return 1 if errs else 0


def rebuild(dirpath, ref):
    os.makedirs(dirpath, exist_ok=True)
    with open(ref, "rb") as f:
        want = f.read()
    ok = True
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes.seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        same = got == want
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
        ok = ok and same
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    rc = check(a.file, a.quiet)
    if a.rebuild:
        rc = max(rc, rebuild(a.rebuild, a.file))
    print("OK" if rc == 0 else "FAILED")
    sys.exit(rc)


if __name__ == "__main__":
    main()
