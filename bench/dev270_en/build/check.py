"""Validate bench/dev270_en/notes.jsonl.

Usage (from bench/dev270_en):
    python3 build/check.py [NOTES] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and requires
both outputs to be byte-identical with NOTES.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABEL = {
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
DOMAINS = ("example.com", "example.org", "example.net")
PRIVATE = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
ID_RE = re.compile(r"^dev270-\d{4}$")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 50:
        print("ERROR:", msg)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def check_contact(nid, s):
    typ, t = s["type"], s["text"]
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", t):
            err("%s: %s without 555: %r" % (nid, typ, t))
    elif typ == "EMAIL":
        m = re.fullmatch(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)", t)
        if not m or not host_ok(m.group(1)):
            err("%s: bad e-mail %r" % (nid, t))
    elif typ == "URL":
        u = re.sub(r"^[a-z]+://", "", t.lower())
        if not host_ok(u.split("/")[0].split("?")[0]):
            err("%s: bad URL %r" % (nid, t))
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
        except ValueError:
            err("%s: bad IP %r" % (nid, t))
            return
        if not any(ip in n for n in PRIVATE):
            err("%s: public IP %r" % (nid, t))
    elif typ == "SSN":
        dg = re.sub(r"\D", "", t)
        if not (dg.startswith("9") or dg.startswith("000")):
            err("%s: SSN not starting 9/000: %r" % (nid, t))


def check_file(path):
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        err("file does not end with newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
    for i, n in enumerate(notes, 1):
        if not isinstance(n, dict) or sorted(n) != ["id", "meta", "spans", "text"]:
            err("note %d: wrong fields" % i)
            continue
        nid, text = n["id"], n["text"]
        if not ID_RE.match(nid) or nid != "dev270-%04d" % i:
            err("note %d: bad id %r" % (i, nid))
        m = n["meta"]
        if sorted(m) != ["country", "genre", "lowercase", "source"] or \
                m["source"] != "dev270-en" or not isinstance(m["lowercase"], bool) or \
                not m["genre"] or m["country"] not in ("US", "UK", "AU", "CA", "NZ", "IE"):
            err("%s: bad meta %r" % (nid, m))
        if m.get("lowercase") and text != text.lower():
            err("%s: lowercase note has upper-case characters" % nid)
        if not m.get("lowercase") and text == text.lower():
            err("%s: note flagged mixed-case is all lower-case" % nid)
        prev_end, prev_start = -1, -1
        for s in n["spans"]:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (nid, s))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                err("%s: text mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            if s["type"] not in LABEL or LABEL[s["type"]] != s["label"]:
                err("%s: bad label/type %s/%s" % (nid, s["label"], s["type"]))
            t = s["text"]
            if t != t.strip():
                err("%s: span with edge whitespace %r" % (nid, t))
            if t[-1] in ",;:" or t[0] in ",;:.":
                err("%s: span with edge punctuation %r" % (nid, t))
            check_contact(nid, s)
    return notes


def check_size(notes):
    n = len(notes)
    spans = [s for x in notes for s in x["spans"]]
    mean = sum(len(x["text"]) for x in notes) / max(n, 1)
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d, mean length %.0f)" % (n, need, mean))
    if len(spans) < 8000:
        err("only %d spans (need 8000)" % len(spans))
    types = collections.Counter(s["type"] for s in spans)
    rich = [t for t, c in types.items() if c >= 15]
    if len(rich) < 29:
        err("only %d fine types with >=15 spans: %r" % (len(rich), dict(types)))
    genres = collections.Counter(x["meta"]["genre"] for x in notes)
    big = [g for g, c in genres.items() if c >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes: %r" % (len(big), dict(genres)))
    low = sum(1 for x in notes if x["meta"]["lowercase"])
    share = low / max(n, 1)
    if not 0.12 <= share <= 0.22:
        err("lowercase share %.3f not about one in six" % share)
    print("notes %d, spans %d, mean length %.0f, lowercase %d (%.1f%%)" % (
        n, len(spans), mean, low, 100 * share))
    print("labels:", dict(sorted(collections.Counter(s["label"] for s in spans).items())))
    print("types:", dict(sorted(types.items())))
    print("genres:", dict(sorted(genres.items())))
    print("countries:", dict(sorted(collections.Counter(x["meta"]["country"]
                                                         for x in notes).items())))


def rebuild(path, outdir):
    os.makedirs(outdir, exist_ok=True)
    with open(path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out],
                       check=True, env=env, cwd=ROOT)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, path))
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical" % seed)


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    outdir = None
    args = list(argv)
    if "--rebuild" in args:
        k = args.index("--rebuild")
        outdir = args[k + 1]
        del args[k:k + 2]
    if args:
        path = args[0]
    notes = check_file(path)
    check_size(notes)
    if outdir:
        rebuild(path, outdir)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
