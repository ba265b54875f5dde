"""Validate bench/dev290_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR] [NOTES]
  --rebuild DIR  rebuild twice into DIR (PYTHONHASHSEED=1 and =2) and compare bytes with NOTES
"""
import sys
import os
import re
import json
import subprocess
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

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
COUNTRIES = {"UK", "US", "AU", "CA", "IE"}
EX_DOMAINS = ("example.com", "example.org", "example.net")
INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s\"'<>)]+|\b[a-z0-9-]+\.(?:com|org|net|gov|uk|ie|au|ca|io)(?![A-Za-z0-9-])(?:/[^\s\"'<>)]*)?", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
SSN_RE = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 50:
        print("ERROR:", msg)


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def private_ip(a, b, c, d):
    if max(a, b, c, d) > 255:
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def edge_ok(s):
    if not s or s != s.strip() or "\n" in s:
        return False
    a, z = s[0], s[-1]
    if not (a.isalnum() or (a == "(" and ")" in s) or a == "+"):
        return False
    if z.isalnum():
        return True
    return z == "." and bool(INITIAL_END.search(s))


def url_host(u):
    u = re.sub(r"^https?://", "", u, flags=re.I)
    return u.split("/")[0].split("?")[0].split(":")[0]


def check_note(o, i, stats):
    nid = "dev290-%04d" % (i + 1)
    if list(o.keys()) != ["id", "text", "spans", "meta"]:
        err("%s: fields %r" % (nid, list(o.keys())))
        return
    if o["id"] != nid:
        err("line %d: id %r, expected %s" % (i + 1, o["id"], nid))
    text = o["text"]
    if not isinstance(text, str) or not text.strip():
        err("%s: empty text" % nid)
        return
    m = o["meta"]
    if not isinstance(m, dict) or set(m) != {"source", "genre", "lowercase", "country"}:
        err("%s: meta keys %r" % (nid, m))
        return
    if m["source"] != "dev290-en":
        err("%s: source %r" % (nid, m["source"]))
    if m["country"] not in COUNTRIES:
        err("%s: country %r" % (nid, m["country"]))
    if not isinstance(m["lowercase"], bool):
        err("%s: lowercase not bool" % nid)
    if m["lowercase"] and text != text.lower():
        err("%s: lowercase note has upper-case characters" % nid)
    stats["genre"][m["genre"]] += 1
    stats["country"][m["country"]] += 1
    stats["lower"] += bool(m["lowercase"])
    stats["chars"] += len(text)
    last_end = -1
    last_start = -1
    for sp in o["spans"]:
        if list(sp.keys()) != ["start", "end", "label", "type", "text"]:
            err("%s: span keys %r" % (nid, list(sp.keys())))
            continue
        a, b, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
        if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
            err("%s: bad offsets %r" % (nid, sp))
            continue
        if text[a:b] != st:
            err("%s: span text mismatch %r vs %r" % (nid, text[a:b], st))
        if a < last_start:
            err("%s: spans not sorted at %d" % (nid, a))
        if a < last_end:
            err("%s: overlapping span at %d" % (nid, a))
        last_start, last_end = a, b
        if typ not in TYPES:
            err("%s: unknown type %r" % (nid, typ))
        elif TYPES[typ] != lab:
            err("%s: label %r does not match type %r" % (nid, lab, typ))
        if not edge_ok(st):
            err("%s: bad span edge %r (%s)" % (nid, st, typ))
        stats["type"][typ] += 1
        stats["label"][lab] += 1
        stats["spans"] += 1
        # fictional-contact rules on spans
        if typ in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", st):
            err("%s: %s without 555: %r" % (nid, typ, st))
        if typ == "EMAIL":
            mm = EMAIL_RE.fullmatch(st)
            if not mm or not host_ok(mm.group(1)):
                err("%s: e-mail not on example domain: %r" % (nid, st))
        if typ == "URL" and not host_ok(url_host(st)):
            err("%s: URL not on example domain: %r" % (nid, st))
        if typ == "IPADDR":
            mm = IP_RE.fullmatch(st)
            if not mm or not private_ip(*map(int, mm.groups())):
                err("%s: IP not private: %r" % (nid, st))
        if typ == "SSN" and not (st.startswith("9") or st.startswith("000")):
            err("%s: SSN-like value must start with 9 or 000: %r" % (nid, st))
    # fictional-contact rules on the whole text (labelled or not)
    in_mail = []
    for mm in EMAIL_RE.finditer(text):
        in_mail.append((mm.start(), mm.end()))
        if not host_ok(mm.group(1)):
            err("%s: e-mail in text not on example domain: %r" % (nid, mm.group(0)))
    for mm in URL_RE.finditer(text):
        if any(a <= mm.start() < b for a, b in in_mail):
            continue
        h = url_host(mm.group(0))
        if "." in h and not host_ok(h):
            err("%s: URL-like text not on example domain: %r" % (nid, mm.group(0)))
    for mm in IP_RE.finditer(text):
        if not private_ip(*map(int, mm.groups())):
            err("%s: IP-like text not private: %r" % (nid, mm.group(0)))
    for mm in SSN_RE.finditer(text):
        s = mm.group(0)
        if not (s.startswith("9") or s.startswith("000")):
            err("%s: SSN-like text must start with 9 or 000: %r" % (nid, s))


def check_file(path):
    stats = {"genre": Counter(), "country": Counter(), "type": Counter(), "label": Counter(),
             "lower": 0, "chars": 0, "spans": 0}
    n = 0
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        err("file is not UTF-8")
        return stats, 0
    if lines and lines[-1] == "":
        lines.pop()
    for i, line in enumerate(lines):
        try:
            o = json.loads(line)
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        if not isinstance(o, dict):
            err("line %d: not an object" % (i + 1))
            continue
        check_note(o, i, stats)
        n += 1
    # size rules
    mean = stats["chars"] / n if n else 0
    if n < 330 or (mean < 1200 and n < 600):
        err("size: %d notes with mean %.0f chars (need >=330 notes, or >=600 if mean < 1200)" % (n, mean))
    if stats["spans"] < 8000:
        err("size: %d spans (< 8000)" % stats["spans"])
    for t in sorted(TYPES):
        if stats["type"][t] < 15:
            err("size: type %s has %d spans (< 15)" % (t, stats["type"][t]))
    big = [g for g in sorted(stats["genre"]) if stats["genre"][g] >= 30]
    if len(big) < 10:
        err("size: only %d genres with >= 30 notes" % len(big))
    frac = stats["lower"] / n if n else 0
    if not (0.12 <= frac <= 0.22):
        err("size: lower-case fraction %.3f not about one in six" % frac)
    return stats, n


def rebuild(d, path):
    os.makedirs(d, exist_ok=True)
    want = open(path, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(d, "notes.seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        got = open(out, "rb").read()
        if got != want:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main(argv):
    args = list(argv)
    rdir = None
    if "--rebuild" in args:
        k = args.index("--rebuild")
        rdir = args[k + 1]
        del args[k:k + 2]
    path = args[0] if args else DEFAULT
    stats, n = check_file(path)
    if rdir:
        rebuild(rdir, path)
    print("notes %d, mean chars %.0f, spans %d, lower-case %d" % (n, stats["chars"] / max(n, 1), stats["spans"], stats["lower"]))
    print("labels:", dict(sorted(stats["label"].items())))
    print("types:", dict(sorted(stats["type"].items())))
    print("genres:", dict(sorted(stats["genre"].items())))
    print("countries:", dict(sorted(stats["country"].items())))
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
