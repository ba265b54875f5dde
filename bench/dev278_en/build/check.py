"""Validate bench/dev278_en/notes.jsonl.

Usage (from bench/dev278_en):
    python3 build/check.py [--notes notes.jsonl] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and
requires both outputs to be byte-identical to notes.jsonl.
Exit status 0 when every check passes.
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import collections  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402
import urllib.parse  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# label -> fine types, exactly as the annotation guideline defines them
GUIDE = {
    "NAME": ("PATIENT", "DOCTOR", "FAMILY", "USERNAME"),
    "AGE": ("AGE",),
    "DATE": ("DATE",),
    "LOCATION": ("STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"),
    "ID": ("MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"),
    "CONTACT": ("PHONE", "FAX", "EMAIL", "URL", "IPADDR"),
    "PROFESSION": ("PROFESSION",),
}
TYPE2LABEL = {t: l for l, ts in GUIDE.items() for t in ts}
COUNTRIES = ("US", "UK", "AU", "CA", "IE")
DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev278-\d{4}$")
SPAN_KEYS = ["start", "end", "label", "type", "text"]

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_TYPES = 29
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.12, 0.22)


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 200:
            self.errors.append(msg)
        elif len(self.errors) == 200:
            self.errors.append("... more errors suppressed")

    def ok(self, cond, msg):
        if not cond:
            self.err(msg)
        return cond


def domain_ok(host):
    host = (host or "").lower()
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def check_contact(ck, nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        ck.ok("555" in v, "%s: %s %r lacks 555" % (nid, t, v))
    elif t == "EMAIL":
        ck.ok(v.count("@") == 1 and domain_ok(v.split("@")[1]), "%s: e-mail %r not on example domains" % (nid, v))
    elif t == "URL":
        u = v if "://" in v else "http://" + v
        ck.ok(domain_ok(urllib.parse.urlsplit(u).hostname), "%s: URL %r not on example domains" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            net_ok = any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "192.168.0.0/16", "172.16.0.0/12"))
        except ValueError:
            net_ok = False
        ck.ok(net_ok, "%s: IP %r not private" % (nid, v))
    elif t == "SSN":
        dg = re.sub(r"[^0-9A-Za-z]", "", v)
        ck.ok(dg.startswith("9") or dg.startswith("000"), "%s: SSN-like %r must start with 9 or 000" % (nid, v))


def check_file(path):
    ck = Checker()
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    ck.ok(raw.endswith(b"\n"), "file does not end with newline")
    lines = raw.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for i, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            ck.err("line %d: invalid JSON (%s)" % (i, e))
            continue
        if not ck.ok(isinstance(obj, dict), "line %d: not an object" % i):
            continue
        ck.ok(sorted(obj.keys()) == ["id", "meta", "spans", "text"], "line %d: keys %s" % (i, sorted(obj.keys())))
        notes.append(obj)

    genres = collections.Counter()
    types = collections.Counter()
    labels = collections.Counter()
    n_spans = 0
    n_lower = 0
    lengths = []
    for k, n in enumerate(notes, 1):
        nid = n.get("id")
        ck.ok(isinstance(nid, str) and ID_RE.match(nid) is not None, "bad id %r" % (nid,))
        ck.ok(nid == "dev278-%04d" % k, "id %r out of sequence (expected dev278-%04d)" % (nid, k))
        text = n.get("text")
        if not ck.ok(isinstance(text, str) and text, "%s: empty/non-string text" % nid):
            continue
        lengths.append(len(text))
        meta = n.get("meta")
        if ck.ok(isinstance(meta, dict), "%s: meta not object" % nid):
            ck.ok(sorted(meta.keys()) == ["country", "genre", "lowercase", "source"], "%s: meta keys %s" % (nid, sorted(meta)))
            ck.ok(meta.get("source") == "dev278-en", "%s: source %r" % (nid, meta.get("source")))
            ck.ok(isinstance(meta.get("genre"), str) and meta.get("genre"), "%s: genre" % nid)
            ck.ok(meta.get("country") in COUNTRIES, "%s: country %r" % (nid, meta.get("country")))
            ck.ok(isinstance(meta.get("lowercase"), bool), "%s: lowercase flag not bool" % nid)
            genres[meta.get("genre")] += 1
            if meta.get("lowercase") is True:
                n_lower += 1
                ck.ok(text == text.lower(), "%s: flagged lowercase but text has upper-case letters" % nid)
        spans = n.get("spans")
        if not ck.ok(isinstance(spans, list), "%s: spans not a list" % nid):
            continue
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not ck.ok(isinstance(sp, dict) and sorted(sp.keys()) == sorted(SPAN_KEYS), "%s: span keys %r" % (nid, sp)):
                continue
            s, e = sp["start"], sp["end"]
            if not ck.ok(isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text),
                         "%s: bad offsets %r" % (nid, sp)):
                continue
            val = text[s:e]
            ck.ok(val == sp["text"], "%s: span text %r != text[%d:%d] %r" % (nid, sp["text"], s, e, val))
            ck.ok(val == val.strip(), "%s: span %r has edge whitespace" % (nid, val))
            ck.ok(s >= prev_start, "%s: spans not sorted at %d" % (nid, s))
            ck.ok(s >= prev_end, "%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, e
            t, lab = sp["type"], sp["label"]
            if ck.ok(t in TYPE2LABEL, "%s: unknown type %r" % (nid, t)):
                ck.ok(TYPE2LABEL[t] == lab, "%s: type %s has label %s (guideline: %s)" % (nid, t, lab, TYPE2LABEL[t]))
            ck.ok(not val.endswith((",", ";", ":")), "%s: span %r ends in punctuation" % (nid, val))
            ck.ok(not val.startswith(("[", '"', "'", ",", ";", ":")), "%s: span %r starts with punctuation" % (nid, val))
            if val.startswith("("):
                ck.ok(t in ("PHONE", "FAX"), "%s: span %r starts with '('" % (nid, val))
            if val.endswith(")"):
                ck.ok("(" in val, "%s: span %r ends with unbalanced ')'" % (nid, val))
            if meta and meta.get("lowercase") is True:
                ck.ok(val == val.lower(), "%s: upper-case span in lowercase note" % nid)
            check_contact(ck, nid, sp)
            types[t] += 1
            labels[lab] += 1
            n_spans += 1

    # size rules
    N = len(notes)
    mean_len = sum(lengths) / max(1, len(lengths))
    ck.ok(N >= MIN_NOTES, "only %d notes (< %d)" % (N, MIN_NOTES))
    if mean_len < SHORT_MEAN:
        ck.ok(N >= MIN_NOTES_SHORT, "mean length %.0f < %d needs >= %d notes" % (mean_len, SHORT_MEAN, MIN_NOTES_SHORT))
    ck.ok(n_spans >= MIN_SPANS, "only %d spans (< %d)" % (n_spans, MIN_SPANS))
    rich_types = sorted(t for t, v in types.items() if v >= MIN_PER_TYPE)
    ck.ok(len(rich_types) >= MIN_TYPES, "only %d fine types with >= %d spans" % (len(rich_types), MIN_PER_TYPE))
    rich_genres = sorted(g for g, v in genres.items() if v >= MIN_PER_GENRE)
    ck.ok(len(rich_genres) >= MIN_GENRES, "only %d genres with >= %d notes" % (len(rich_genres), MIN_PER_GENRE))
    share = n_lower / max(1, N)
    ck.ok(LOWER_RANGE[0] <= share <= LOWER_RANGE[1], "lowercase share %.3f outside %s" % (share, LOWER_RANGE))
    stats = dict(notes=N, spans=n_spans, mean_len=mean_len, lower=n_lower, share=share, types=types,
                 labels=labels, genres=genres)
    return ck, stats


def rebuild(dirpath, notes_path):
    os.makedirs(dirpath, exist_ok=True)
    with open(notes_path, "rb") as fh:
        ref = fh.read()
    outs = []
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       cwd=ROOT, stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            outs.append(fh.read())
    problems = []
    if outs[0] != outs[1]:
        problems.append("rebuilds under PYTHONHASHSEED=1 and 2 differ")
    if outs[0] != ref:
        problems.append("rebuild differs from %s" % notes_path)
    return problems


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args(argv)
    ck, st = check_file(a.notes)
    if a.rebuild:
        for p in rebuild(a.rebuild, a.notes):
            ck.err(p)
        if not ck.errors:
            print("rebuild: byte-identical under PYTHONHASHSEED=1 and 2")
    if not a.quiet:
        print("notes %d  spans %d  mean length %.0f  lowercase %d (%.1f%%)" % (
            st["notes"], st["spans"], st["mean_len"], st["lower"], 100 * st["share"]))
        print("labels: " + ", ".join("%s %d" % kv for kv in sorted(st["labels"].items())))
        print("types:  " + ", ".join("%s %d" % kv for kv in sorted(st["types"].items())))
        print("genres: " + ", ".join("%s %d" % kv for kv in sorted(st["genres"].items())))
    if ck.errors:
        print("FAIL (%d problems)" % len(ck.errors))
        for e in ck.errors:
            print("  - " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
