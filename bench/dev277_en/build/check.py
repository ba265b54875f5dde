"""Validate bench/dev277_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR  rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
               requires both outputs to be byte-identical to notes.jsonl.
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
COUNTRIES = {"US", "UK", "AU", "CA"}
EX_DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev277-\d{4}$")


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 200:
            self.errors.append(msg)
        else:
            self.errors.append("...")

    def ok(self):
        return not self.errors


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def check_contact(ck, nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in v:
            ck.err("%s: %s %r lacks 555" % (nid, t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not domain_ok(v.split("@")[1]):
            ck.err("%s: e-mail %r not on example.com/org/net" % (nid, v))
    elif t == "URL":
        u = re.sub(r"^[a-z]+://", "", v.lower())
        host = u.split("/")[0]
        if host.startswith("www."):
            host = host[4:]
        if not domain_ok(host):
            ck.err("%s: URL %r not on example.com/org/net" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            ck.err("%s: bad IP %r" % (nid, v))
            return
        private = (ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("192.168.0.0/16")
                   or ip in ipaddress.ip_network("172.16.0.0/12"))
        if not private:
            ck.err("%s: IP %r not private" % (nid, v))
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            ck.err("%s: SSN %r must start with 9 or 000" % (nid, v))


def check_file(path, ck):
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        ck.err("file does not end with newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            d = json.loads(line)
        except json.JSONDecodeError as e:
            ck.err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        notes.append(d)
    for i, d in enumerate(notes, 1):
        nid = d.get("id")
        if set(d) != {"id", "text", "spans", "meta"}:
            ck.err("%s: fields %s" % (nid, sorted(d)))
            continue
        if not isinstance(nid, str) or not ID_RE.match(nid) or nid != "dev277-%04d" % i:
            ck.err("line %d: bad or out-of-sequence id %r" % (i, nid))
        text = d["text"]
        if not isinstance(text, str) or not text:
            ck.err("%s: empty text" % nid)
            continue
        m = d["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"}:
            ck.err("%s: meta fields %s" % (nid, sorted(m)))
        if m.get("source") != "dev277-en":
            ck.err("%s: meta.source %r" % (nid, m.get("source")))
        if not isinstance(m.get("genre"), str) or not m.get("genre"):
            ck.err("%s: meta.genre" % nid)
        if not isinstance(m.get("lowercase"), bool):
            ck.err("%s: meta.lowercase not bool" % nid)
        if m.get("country") not in COUNTRIES:
            ck.err("%s: meta.country %r" % (nid, m.get("country")))
        if m.get("lowercase") is True and text != text.lower():
            ck.err("%s: lowercase note has upper-case characters" % nid)
        if m.get("lowercase") is False and text == text.lower():
            ck.err("%s: note marked not lowercase but is all lower-case" % nid)
        prev_end = -1
        prev_start = -1
        for sp in d["spans"]:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                ck.err("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                ck.err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                ck.err("%s: span text mismatch at %d: %r vs %r" % (nid, s, text[s:e], sp["text"]))
            if s < prev_start:
                ck.err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                ck.err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in TYPE2LABEL:
                ck.err("%s: unknown type %r" % (nid, sp["type"]))
            elif TYPE2LABEL[sp["type"]] != sp["label"]:
                ck.err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            v = sp["text"]
            if v != v.strip():
                ck.err("%s: span %r starts/ends with whitespace" % (nid, v))
            if "\n" in v:
                ck.err("%s: span %r crosses a line break" % (nid, v))
            if v[-1] in ",;:" or v[0] in ",;:.":
                ck.err("%s: span %r takes in surrounding punctuation" % (nid, v))
            for o, c in ("()", "[]", "<>"):
                if v.count(o) != v.count(c):
                    ck.err("%s: span %r has unbalanced %s%s" % (nid, v, o, c))
            check_contact(ck, nid, sp)
    return notes


def size_rules(notes, ck):
    n = len(notes)
    lens = [len(d["text"]) for d in notes]
    mean = sum(lens) / max(1, n)
    need = 600 if mean < 1200 else 330
    if n < need:
        ck.err("size: %d notes, need %d (mean length %.0f)" % (n, need, mean))
    spans = [sp for d in notes for sp in d["spans"]]
    if len(spans) < 8000:
        ck.err("size: %d spans, need 8000" % len(spans))
    types = collections.Counter(sp["type"] for sp in spans)
    rich = [t for t, k in types.items() if k >= 15]
    if len(rich) < 29:
        ck.err("size: only %d fine types with >=15 spans (%s)" % (len(rich), sorted(set(TYPE2LABEL) - set(rich))))
    genres = collections.Counter(d["meta"]["genre"] for d in notes)
    big = [g for g, k in genres.items() if k >= 30]
    if len(big) < 10:
        ck.err("size: only %d genres with >=30 notes" % len(big))
    low = sum(1 for d in notes if d["meta"]["lowercase"])
    share = low / max(1, n)
    if not (0.13 <= share <= 0.21):
        ck.err("size: lowercase share %.3f not about 1/6" % share)
    return {"notes": n, "mean_len": round(mean, 1), "spans": len(spans), "types": dict(sorted(types.items())),
            "labels": dict(sorted(collections.Counter(sp["label"] for sp in spans).items())),
            "genres": dict(sorted(genres.items())), "lowercase": low,
            "countries": dict(sorted(collections.Counter(d["meta"]["country"] for d in notes).items()))}


def rebuild(outdir, notes_path, ck):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        target = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), target], check=True, env=env, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
        with open(target, "rb") as f:
            got = f.read()
        if got != ref:
            ck.err("rebuild: PYTHONHASHSEED=%s output differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--stats", action="store_true", help="print counts as JSON")
    a = ap.parse_args()
    ck = Checker()
    notes = check_file(a.notes, ck)
    stats = size_rules(notes, ck)
    if a.rebuild:
        rebuild(a.rebuild, a.notes, ck)
    if a.stats:
        print(json.dumps(stats, indent=1))
    else:
        print("notes %d, spans %d, lowercase %d, mean length %s" % (stats["notes"], stats["spans"], stats["lowercase"],
                                                                   stats["mean_len"]))
    if ck.errors:
        print("FAILED:")
        for e in ck.errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
