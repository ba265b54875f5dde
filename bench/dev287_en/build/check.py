"""Validate bench/dev287_en/notes.jsonl.

Usage (from bench/dev287_en):
    python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
requires both outputs to be byte-identical to notes.jsonl.
Exit status 0 when every check passes, 1 otherwise.
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

# Label / type inventory exactly as in docs/annotation_guideline.md
TYPES = {
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
COUNTRIES = {"US", "UK", "AU", "CA", "IE"}
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev287-\d{4}$")
BAD_START = tuple("([{\"'<,;:.")
BAD_END = tuple(")]}\"'>,;:")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_TYPES = 29
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.12, 0.22)

WEEKDAY_RE = re.compile(r"\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|"
                        r"friday|saturday|sunday)s?\b", re.I)
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
URL_RE = re.compile(r"(https?://|www\.)\S+", re.I)


class Report:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 200:
            self.errors.append(msg)
        elif len(self.errors) == 200:
            self.errors.append("... more errors suppressed")

    @property
    def ok(self):
        return not self.errors


PAIRS = {"(": ")", "[": "]", "{": "}", "<": ">"}


def punct_ok(v):
    """A span may start/end with a bracket only when the bracket pair is inside
    the value, e.g. '(617) 555-0182'; otherwise it took in surrounding punctuation."""
    if v[0] in PAIRS:
        if PAIRS[v[0]] not in v[1:]:
            return False
    elif v.startswith(BAD_START):
        return False
    if v[-1] in PAIRS.values():
        opener = [k for k, c in PAIRS.items() if c == v[-1]][0]
        if opener not in v[:-1]:
            return False
    elif v.endswith(BAD_END):
        return False
    return True


def url_host(u):
    v = re.sub(r"^https?://", "", u, flags=re.I)
    return v.split("/")[0].split(":")[0].lower()


def check_contact(rep, nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if "555" not in digits:
            rep.err("%s: %s without 555: %r" % (nid, t, v))
    elif t == "EMAIL":
        dom = v.rsplit("@", 1)[-1].lower()
        if dom not in EXAMPLE_DOMAINS:
            rep.err("%s: e-mail outside example domains: %r" % (nid, v))
    elif t == "URL":
        host = url_host(v)
        if host.startswith("www."):
            host = host[4:]
        if host not in EXAMPLE_DOMAINS:
            rep.err("%s: URL outside example domains: %r" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            rep.err("%s: bad IP %r" % (nid, v))
            return
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "192.168.0.0/16", "172.16.0.0/12")]
        if not any(ip in n for n in nets):
            rep.err("%s: IP not private: %r" % (nid, v))
    elif t == "SSN":
        digits = re.sub(r"\D", "", v)
        if not (digits.startswith("9") or digits.startswith("000")):
            rep.err("%s: SSN-like number not starting with 9/000: %r" % (nid, v))


def check_outside(rep, nid, text, spans):
    """Contacts and weekday names must never occur outside gold spans."""
    mask = list(text)
    for sp in spans:
        for k in range(sp["start"], sp["end"]):
            mask[k] = "\x00"
    rest = "".join(mask)
    for rx, what in ((EMAIL_RE, "e-mail"), (IP_RE, "IP address"), (URL_RE, "URL"), (WEEKDAY_RE, "weekday")):
        m = rx.search(rest)
        if m:
            rep.err("%s: unannotated %s %r" % (nid, what, m.group(0)))


def check_file(path, rep):
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        rep.err("not UTF-8")
        return None
    if lines and lines[-1] == "":
        lines = lines[:-1]
    recs = []
    for ln, line in enumerate(lines, 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            rep.err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        recs.append(r)
    seen_ids = set()
    for i, r in enumerate(recs, 1):
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            rep.err("record %d: wrong fields %r" % (i, sorted(r) if isinstance(r, dict) else r))
            continue
        nid = r["id"]
        if not isinstance(nid, str) or not ID_RE.match(nid) or nid != "dev287-%04d" % i:
            rep.err("record %d: bad id %r" % (i, nid))
        if nid in seen_ids:
            rep.err("duplicate id %r" % nid)
        seen_ids.add(nid)
        text = r["text"]
        if not isinstance(text, str) or not text.strip():
            rep.err("%s: empty text" % nid)
            continue
        meta = r["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            rep.err("%s: bad meta %r" % (nid, meta))
            continue
        if meta["source"] != "dev287-en":
            rep.err("%s: bad source" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            rep.err("%s: bad genre" % nid)
        if meta["country"] not in COUNTRIES:
            rep.err("%s: bad country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            rep.err("%s: lowercase not bool" % nid)
        elif meta["lowercase"] and text != text.lower():
            rep.err("%s: lowercase note has upper-case characters" % nid)
        elif not meta["lowercase"] and text == text.lower():
            rep.err("%s: note flagged mixed-case is entirely lower-case" % nid)
        spans = r["spans"]
        if not isinstance(spans, list):
            rep.err("%s: spans not a list" % nid)
            continue
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                rep.err("%s: bad span keys %r" % (nid, sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                rep.err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                rep.err("%s: offset/text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                rep.err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                rep.err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in TYPES:
                rep.err("%s: unknown type %r" % (nid, sp["type"]))
            elif TYPES[sp["type"]] != sp["label"]:
                rep.err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            v = sp["text"]
            if v != v.strip():
                rep.err("%s: span with edge whitespace %r" % (nid, v))
            if not punct_ok(v):
                rep.err("%s: span takes in surrounding punctuation %r" % (nid, v))
            if "\n" in v:
                rep.err("%s: span crosses a line break %r" % (nid, v))
            check_contact(rep, nid, sp)
        check_outside(rep, nid, text, spans)
    return recs


def check_sizes(recs, rep):
    n = len(recs)
    mean = sum(len(r["text"]) for r in recs) / max(1, n)
    tc = collections.Counter(sp["type"] for r in recs for sp in r["spans"])
    lc = collections.Counter(sp["label"] for r in recs for sp in r["spans"])
    gc = collections.Counter(r["meta"]["genre"] for r in recs)
    nlow = sum(1 for r in recs if r["meta"]["lowercase"])
    total = sum(tc.values())
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        rep.err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if total < MIN_SPANS:
        rep.err("only %d spans (need %d)" % (total, MIN_SPANS))
    rich = [t for t in sorted(tc) if tc[t] >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        rep.err("only %d fine types with >=%d spans: %r" % (len(rich), MIN_PER_TYPE, rich))
    big = [g for g in sorted(gc) if gc[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        rep.err("only %d genres with >=%d notes" % (len(big), MIN_PER_GENRE))
    share = nlow / max(1, n)
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        rep.err("lower-case share %.3f outside %r" % (share, LOWER_RANGE))
    return {"notes": n, "mean_chars": round(mean, 1), "spans": total, "lowercase": nlow,
            "labels": dict(sorted(lc.items())), "types": dict(sorted(tc.items())),
            "genres": dict(sorted(gc.items())),
            "countries": dict(sorted(collections.Counter(r["meta"]["country"] for r in recs).items()))}


def rebuild(outdir, notes_path, rep):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                             cwd=ROOT, env=env, capture_output=True, text=True)
        if res.returncode != 0:
            rep.err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr[-500:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            rep.err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    notes = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        notes = argv[argv.index("--notes") + 1]
    rep = Report()
    recs = check_file(notes, rep)
    if recs:
        stats = check_sizes(recs, rep)
        print(json.dumps(stats, indent=1, ensure_ascii=False))
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], notes, rep)
    if rep.ok:
        print("OK: all checks passed")
        return 0
    for e in rep.errors:
        print("ERROR:", e)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
