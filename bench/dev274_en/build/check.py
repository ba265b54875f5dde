"""Validate bench/dev274_en/notes.jsonl.

Usage (from bench/dev274_en):
    python3 build/check.py [--notes notes.jsonl] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
requires both outputs to be byte-identical to notes.jsonl."""
import collections
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
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "AU", "CA", "IE", "NZ"}
DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev274-\d{4}$")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) < 60:
        print("ERROR:", msg)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err("%s: %s without 555: %r" % (nid, t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not host_ok(v.split("@")[1]):
            err("%s: e-mail not on example domains: %r" % (nid, v))
    elif t == "URL":
        h = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0]
        if not host_ok(h):
            err("%s: URL not on example domains: %r" % (nid, v))
    elif t == "IPADDR":
        if not private_ip(v):
            err("%s: IP not private: %r" % (nid, v))
    elif t == "SSN":
        m = re.search(r"\d+", v)
        digs = re.sub(r"\D", "", v)
        if not m or not (m.group(0).startswith("9") or digs.startswith("000")):
            err("%s: SSN-like number not starting with 9/000: %r" % (nid, v))


def check_file(path):
    notes = []
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err("file does not end with newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: bad JSON (%s)" % (ln, e))
            continue
        notes.append(obj)
    for i, o in enumerate(notes, 1):
        if set(o) != {"id", "text", "spans", "meta"}:
            err("note %d: fields %s" % (i, sorted(o)))
            continue
        nid = o["id"]
        if not isinstance(nid, str) or not ID_RE.match(nid) or nid != "dev274-%04d" % i:
            err("note %d: bad id %r" % (i, nid))
        text = o["text"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        meta = o["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %s" % (nid, sorted(meta)))
        if meta.get("source") != "dev274-en":
            err("%s: bad source" % nid)
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            err("%s: bad genre" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase not bool" % nid)
        if meta.get("country") not in COUNTRIES:
            err("%s: bad country %r" % (nid, meta.get("country")))
        if meta.get("lowercase") and text != text.lower():
            err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        for sp in o["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset/text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in TYPES:
                err("%s: unknown type %r" % (nid, sp["type"]))
            elif TYPES[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            v = sp["text"]
            if v != v.strip():
                err("%s: span with outer whitespace %r" % (nid, v))
            if v and (v[-1] in ",;:" or v[0] in "\"'[{,;:" or v.count("(") != v.count(")")):
                err("%s: span takes in surrounding punctuation %r" % (nid, v))
            check_contact(nid, sp)
    return notes, raw


def size_rules(notes):
    n = len(notes)
    spans = [sp for o in notes for sp in o["spans"]]
    mean = sum(len(o["text"]) for o in notes) / max(n, 1)
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    if len(spans) < 8000:
        err("only %d spans (need 8000)" % len(spans))
    ty = collections.Counter(sp["type"] for sp in spans)
    rich = [t for t, c in ty.items() if c >= 15]
    if len(rich) < 29:
        err("only %d fine types with >=15 spans: missing %s" % (len(rich), sorted(set(TYPES) - set(rich))))
    gen = collections.Counter(o["meta"]["genre"] for o in notes)
    big = [g for g, c in gen.items() if c >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    low = sum(1 for o in notes if o["meta"]["lowercase"])
    share = low / max(n, 1)
    if not 0.13 <= share <= 0.21:
        err("lowercase share %.3f not about one in six" % share)
    lab = collections.Counter(sp["label"] for sp in spans)
    print("notes %d  spans %d  mean length %.0f  lowercase %d (%.1f%%)" % (n, len(spans), mean, low, 100 * share))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(lab.items())))
    print("types:  " + ", ".join("%s %d" % kv for kv in sorted(ty.items())))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(gen.items())))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(collections.Counter(o["meta"]["country"] for o in notes).items())))


def rebuild(outdir, raw):
    os.makedirs(outdir, exist_ok=True)
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       cwd=ROOT, stdout=subprocess.DEVNULL)
        with open(out, encoding="utf-8") as fh:
            new = fh.read()
        if new.encode("utf-8") != raw.encode("utf-8"):
            err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical" % seed)


def main():
    args = sys.argv[1:]
    path = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in args:
        path = args[args.index("--notes") + 1]
    notes, raw = check_file(path)
    size_rules(notes)
    if "--rebuild" in args:
        rebuild(args[args.index("--rebuild") + 1], raw)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
