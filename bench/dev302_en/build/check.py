"""Validate bench/dev302_en/notes.jsonl.

Usage: python3 build/check.py [--rebuild DIR] [NOTES]
--rebuild DIR  rebuild twice into DIR (PYTHONHASHSEED=1 and =2) and require
               both outputs to be byte-identical to NOTES."""
import collections
import ipaddress
import json
import os
import re
import string
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

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
COUNTRIES = {"United Kingdom", "Ireland", "Australia", "Canada", "United States"}
EX_DOMAINS = ("example.com", "example.org", "example.net")
STREET_ABBR = {"St.", "Ave.", "Rd.", "Dr.", "Blvd."}
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)")

errors = []


def err(msg):
    errors.append(msg)


def is_punct(ch):
    return ch in string.punctuation or unicodedata.category(ch).startswith("P")


def example_domain(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def check_edges(nid, sp):
    t, typ = sp["text"], sp["type"]
    if t != t.strip():
        err("%s: whitespace at span edge %r" % (nid, t))
        return
    first, last = t[0], t[-1]
    if is_punct(first) and not (first in "(+" and typ in ("PHONE", "FAX")):
        err("%s: span starts with punctuation %r (%s)" % (nid, t, typ))
    if is_punct(last):
        ok = False
        if last == ")" and "(" in t:
            ok = True
        elif last == "." and TYPE_LABEL[typ] == "NAME" and re.search(r"(?:^|[\s.])[A-Za-z]\.$", t):
            ok = True
        elif last == "." and typ == "STREET" and t.split()[-1] in STREET_ABBR:
            ok = True
        if not ok:
            err("%s: span ends with punctuation %r (%s)" % (nid, t, typ))


def check_contact(nid, sp):
    t, typ = sp["text"], sp["type"]
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", t):
            err("%s: %s without 555: %r" % (nid, typ, t))
    elif typ == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([^@\s]+)", t)
        if not m or not example_domain(m.group(1)):
            err("%s: e-mail not on example domains: %r" % (nid, t))
    elif typ == "URL":
        host = re.sub(r"^[a-z]+://", "", t.lower()).split("/")[0].split(":")[0]
        if not example_domain(host):
            err("%s: URL not on example domains: %r" % (nid, t))
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
        except ValueError:
            err("%s: bad IP %r" % (nid, t))
            return
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            err("%s: IP not private: %r" % (nid, t))
    elif typ == "SSN":
        digits = re.sub(r"\D", "", t)
        if not (digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN-like number must start with 9 or 000: %r" % (nid, t))


def check_file(path):
    raw = open(path, "rb").read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        err("not UTF-8")
        return None
    if lines and lines[-1] == "":
        lines = lines[:-1]
    recs = []
    for i, line in enumerate(lines):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        recs.append(rec)
    type_count = collections.Counter()
    genre_count = collections.Counter()
    country_count = collections.Counter()
    n_lower = 0
    n_spans = 0
    chars = 0
    for i, rec in enumerate(recs):
        want = "dev302-%04d" % (i + 1)
        if set(rec) != {"id", "text", "spans", "meta"}:
            err("%s: unexpected fields %s" % (rec.get("id"), sorted(rec)))
            continue
        nid = rec["id"]
        if nid != want:
            err("line %d: id %r, expected %r" % (i + 1, nid, want))
        text = rec["text"]
        meta = rec["meta"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        chars += len(text)
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %s" % (nid, sorted(meta)))
            continue
        if meta["source"] != "dev302-en":
            err("%s: source %r" % (nid, meta["source"]))
        if meta["country"] not in COUNTRIES:
            err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note contains upper case" % nid)
        genre_count[meta["genre"]] += 1
        country_count[meta["country"]] += 1
        prev_end = -1
        prev_start = -1
        for sp in rec["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in TYPE_LABEL:
                err("%s: unknown type %r" % (nid, sp["type"]))
                continue
            if TYPE_LABEL[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            check_edges(nid, sp)
            check_contact(nid, sp)
            type_count[sp["type"]] += 1
            n_spans += 1
        # contacts anywhere in the text must be fictional as well
        for m in EMAIL_RE.finditer(text):
            if not example_domain(m.group(1)):
                err("%s: e-mail in text not on example domains: %r" % (nid, m.group(0)))
        for m in URL_RE.finditer(text):
            if not example_domain(m.group(1)):
                err("%s: URL in text not on example domains: %r" % (nid, m.group(0)))
    n = len(recs)
    if n == 0:
        err("no notes")
        return None
    mean = chars / n
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d, mean %.0f chars)" % (n, need, mean))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    for typ in sorted(TYPE_LABEL):
        if type_count[typ] < 15:
            err("type %s has %d spans (need 15)" % (typ, type_count[typ]))
    big = [g for g in sorted(genre_count) if genre_count[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = n_lower / n
    if not (0.13 <= frac <= 0.21):
        err("lower-case fraction %.3f not about 1/6" % frac)
    return dict(n=n, mean=mean, spans=n_spans, types=type_count, genres=genre_count,
                countries=country_count, lower=n_lower)


def rebuild(dirpath, ref):
    os.makedirs(dirpath, exist_ok=True)
    want = open(ref, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        if open(out, "rb").read() != want:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, ref))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical" % seed)


def main(argv):
    args = list(argv)
    rb = None
    if "--rebuild" in args:
        k = args.index("--rebuild")
        rb = args[k + 1]
        del args[k:k + 2]
    path = args[0] if args else DEFAULT
    st = check_file(path)
    if rb:
        rebuild(rb, path)
    if st:
        print("notes %d, mean chars %.0f, spans %d, lower-case notes %d" % (st["n"], st["mean"], st["spans"], st["lower"]))
        print("types: " + ", ".join("%s %d" % (k, st["types"][k]) for k in sorted(st["types"])))
        print("genres: " + ", ".join("%s %d" % (k, st["genres"][k]) for k in sorted(st["genres"])))
        print("countries: " + ", ".join("%s %d" % (k, st["countries"][k]) for k in sorted(st["countries"])))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
