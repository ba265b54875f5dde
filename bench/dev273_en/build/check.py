"""Validate bench/dev273_en/notes.jsonl.

Usage (from bench/dev273_en):
    python3 build/check.py [--file notes.jsonl] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
requires both outputs to be byte-identical to notes.jsonl.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABEL_OF = {
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
COUNTRIES = {"US", "UK", "IE", "AU", "CA", "NZ"}
ID_RE = re.compile(r"^dev273-\d{4}$")
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+\.)*example\.(com|org|net)$", re.I)
PRIVATE_NETS = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("172.16.0.0/12"),
                ipaddress.ip_network("192.168.0.0/16")]
INITIALS_RE = re.compile(r"^([A-Za-z]\.)+$")
# sanity scanners for contact-like strings that must be covered by a span
SCAN = [("email", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}", re.I)),
        ("ip", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")),
        ("url", re.compile(r"(?:https?://|www\.)\S+|\bexample\.(?:com|org|net)/\S*", re.I))]


class Fail(Exception):
    pass


def err(errors, msg):
    errors.append(msg)


def url_ok(u):
    x = re.sub(r"^https?://", "", u, flags=re.I)
    host = x.split("/")[0].lower()
    return any(host == d or host.endswith("." + d) for d in ("example.com", "example.org", "example.net"))


def check_file(path):
    errors = []
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    if not raw.endswith(b"\n"):
        err(errors, "file does not end with newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            o = json.loads(line)
        except json.JSONDecodeError as e:
            err(errors, "line %d: invalid JSON (%s)" % (ln, e))
            continue
        notes.append(o)
        if set(o) != {"id", "text", "spans", "meta"}:
            err(errors, "line %d: fields %s" % (ln, sorted(o)))
            continue
        nid = o["id"]
        if not ID_RE.match(nid) or nid != "dev273-%04d" % ln:
            err(errors, "line %d: bad id %r" % (ln, nid))
        t = o["text"]
        if not isinstance(t, str) or not t:
            err(errors, "%s: empty text" % nid)
            continue
        m = o["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"}:
            err(errors, "%s: meta fields %s" % (nid, sorted(m)))
        if m.get("source") != "dev273-en":
            err(errors, "%s: bad source" % nid)
        if not isinstance(m.get("genre"), str) or not m.get("genre"):
            err(errors, "%s: bad genre" % nid)
        if not isinstance(m.get("lowercase"), bool):
            err(errors, "%s: lowercase not bool" % nid)
        if m.get("country") not in COUNTRIES:
            err(errors, "%s: bad country %r" % (nid, m.get("country")))
        if m.get("lowercase") and t != t.lower():
            err(errors, "%s: lowercase note has upper-case characters" % nid)
        last_end = -1
        last_start = -1
        covered = []
        for sp in o["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(errors, "%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(t)):
                err(errors, "%s: bad offsets %r" % (nid, sp))
                continue
            v = t[s:e]
            if v != sp["text"]:
                err(errors, "%s: span text mismatch %r vs %r" % (nid, v, sp["text"]))
            if s < last_start:
                err(errors, "%s: spans not sorted at %d" % (nid, s))
            if s < last_end:
                err(errors, "%s: overlapping span at %d" % (nid, s))
            last_start, last_end = s, e
            covered.append((s, e))
            typ, lab = sp["type"], sp["label"]
            if typ not in LABEL_OF:
                err(errors, "%s: unknown type %r" % (nid, typ))
            elif LABEL_OF[typ] != lab:
                err(errors, "%s: label %r wrong for type %r" % (nid, lab, typ))
            if v != v.strip():
                err(errors, "%s: span %r has edge whitespace" % (nid, v))
            if v and v[-1] in ",;:'\"(" or v and v[0] in ",;:'\")":
                err(errors, "%s: span %r has edge punctuation" % (nid, v))
            if v.endswith(".") and not INITIALS_RE.match(v) and not re.search(r"\b[A-Z]\.$", v, re.I):
                err(errors, "%s: span %r ends with full stop" % (nid, v))
            if v.count("(") != v.count(")"):
                err(errors, "%s: span %r has unbalanced brackets" % (nid, v))
            digits = re.sub(r"\D", "", v)
            if typ in ("PHONE", "FAX") and "555" not in digits:
                err(errors, "%s: %s %r lacks 555" % (nid, typ, v))
            if typ == "EMAIL" and not EMAIL_RE.match(v):
                err(errors, "%s: e-mail %r not on example domains" % (nid, v))
            if typ == "URL" and not url_ok(v):
                err(errors, "%s: URL %r not on example domains" % (nid, v))
            if typ == "IPADDR":
                try:
                    ip = ipaddress.ip_address(v)
                    if not any(ip in n for n in PRIVATE_NETS):
                        err(errors, "%s: IP %r not private" % (nid, v))
                except ValueError:
                    err(errors, "%s: bad IP %r" % (nid, v))
            if typ == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
                err(errors, "%s: SSN-like %r does not start with 9/000" % (nid, v))
        # contact-like strings outside spans
        for kind, rx in SCAN:
            for mm in rx.finditer(t):
                a, z = mm.start(), mm.end()
                while z > a and t[z - 1] in ".,;:)'\"":
                    z -= 1
                if not any(s <= a and z <= e for s, e in covered):
                    err(errors, "%s: unannotated %s %r" % (nid, kind, t[a:z]))
    return notes, errors


def size_rules(notes, errors):
    n = len(notes)
    spans = [sp for o in notes for sp in o["spans"]]
    mean_len = sum(len(o["text"]) for o in notes) / max(1, n)
    by_type = collections.Counter(sp["type"] for sp in spans)
    by_label = collections.Counter(sp["label"] for sp in spans)
    by_genre = collections.Counter(o["meta"]["genre"] for o in notes)
    lower = sum(1 for o in notes if o["meta"]["lowercase"])
    if n < 330:
        err(errors, "only %d notes (<330)" % n)
    if mean_len < 1200 and n < 600:
        err(errors, "mean length %.0f < 1200 needs >=600 notes (have %d)" % (mean_len, n))
    if len(spans) < 8000:
        err(errors, "only %d spans (<8000)" % len(spans))
    rich = [t for t, k in by_type.items() if k >= 15]
    if len(rich) < 29:
        err(errors, "only %d fine types with >=15 spans: %s" % (len(rich), sorted(by_type.items())))
    big = [g for g, k in by_genre.items() if k >= 30]
    if len(big) < 10:
        err(errors, "only %d genres with >=30 notes" % len(big))
    share = lower / max(1, n)
    if not 0.13 <= share <= 0.21:
        err(errors, "lowercase share %.3f not about 1/6" % share)
    return dict(notes=n, spans=len(spans), mean_len=mean_len, by_type=by_type, by_label=by_label,
                by_genre=by_genre, lower=lower)


def rebuild(dirpath, ref, errors):
    os.makedirs(dirpath, exist_ok=True)
    with open(ref, "rb") as fh:
        want = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       cwd=ROOT, stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != want:
            err(errors, "rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, ref))
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--file" in argv:
        path = argv[argv.index("--file") + 1]
    notes, errors = check_file(path)
    st = size_rules(notes, errors)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], path, errors)
    print("notes: %d  spans: %d  mean length: %.0f  lowercase: %d" % (st["notes"], st["spans"], st["mean_len"], st["lower"]))
    print("labels: " + ", ".join("%s=%d" % kv for kv in sorted(st["by_label"].items())))
    print("types: " + ", ".join("%s=%d" % kv for kv in sorted(st["by_type"].items())))
    print("genres: " + ", ".join("%s=%d" % kv for kv in sorted(st["by_genre"].items())))
    if errors:
        for e in errors[:60]:
            print("ERROR:", e)
        print("FAILED with %d errors" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
