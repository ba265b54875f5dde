"""Validate bench/dev262_en/notes.jsonl.

Usage (from bench/dev262_en):
    python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and =2) and
requires both outputs to be byte-identical to notes.jsonl."""
import ipaddress
import json
import os
import re
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# label -> fine types, as defined by docs/annotation_guideline.md
GUIDE = {
    "NAME": {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"},
    "AGE": {"AGE"},
    "DATE": {"DATE"},
    "LOCATION": {"STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"},
    "ID": {"MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"},
    "CONTACT": {"PHONE", "FAX", "EMAIL", "URL", "IPADDR"},
    "PROFESSION": {"PROFESSION"},
}
TYPE_LABEL = {t: lab for lab, ts in GUIDE.items() for t in ts}
COUNTRIES = {"US", "UK", "AU", "CA", "IE", "NZ"}
EX_DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev262-\d{4}$")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_TYPES = 29
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_SHARE = (1 / 6 - 0.04, 1 / 6 + 0.04)
MAX_MODULE_BYTES = 30 * 1024


class Fail:
    def __init__(self):
        self.errors = []

    def __call__(self, msg):
        if len(self.errors) < 200:
            self.errors.append(msg)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def check_contact(typ, s, err, where):
    if typ in ("PHONE", "FAX"):
        if "555" not in s:
            err("%s: %s without 555: %r" % (where, typ, s))
    elif typ == "EMAIL":
        if s.count("@") != 1 or not host_ok(s.split("@")[1]):
            err("%s: e-mail not on example domains: %r" % (where, s))
    elif typ == "URL":
        u = re.sub(r"^[a-z]+://", "", s.lower())
        host = re.split(r"[/?#:]", u, 1)[0]
        if not host_ok(host):
            err("%s: URL not on example domains: %r" % (where, s))
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            err("%s: bad IP %r" % (where, s))
            return
        if not ip.is_private or ip.is_loopback:
            err("%s: IP not private: %r" % (where, s))
        ok = s.startswith("10.") or s.startswith("192.168.") or \
            (s.startswith("172.") and 16 <= int(s.split(".")[1]) <= 31)
        if not ok:
            err("%s: IP outside 10/8, 172.16/12, 192.168/16: %r" % (where, s))
    elif typ == "SSN":
        if not (s.startswith("9") or s.startswith("000")):
            err("%s: SSN-like value must start with 9 or 000: %r" % (where, s))


LEAK_PATTERNS = [
    ("EMAIL", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("URL", re.compile(r"(?:https?://|www\.)\S+")),
    ("IPADDR", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")),
    ("PHONE", re.compile(r"\b555[- ]?\d{4}\b")),
]


def check_notes(path):
    err = Fail()
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        err("file is not UTF-8")
        return err, []
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for ln, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        notes.append(rec)
    for i, rec in enumerate(notes):
        where = "note %d" % (i + 1)
        if not isinstance(rec, dict) or set(rec) != {"id", "text", "spans", "meta"}:
            err("%s: fields must be id, text, spans, meta" % where)
            continue
        nid = rec["id"]
        where = nid if isinstance(nid, str) else where
        if not isinstance(nid, str) or not ID_RE.match(nid) or nid != "dev262-%04d" % (i + 1):
            err("%s: bad or out-of-sequence id %r" % (where, nid))
        text = rec["text"]
        if not isinstance(text, str) or not text:
            err("%s: empty text" % where)
            continue
        meta = rec["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta must have source, genre, lowercase, country" % where)
            continue
        if meta["source"] != "dev262-en":
            err("%s: meta.source %r" % (where, meta["source"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: meta.genre missing" % where)
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % where)
        if meta["country"] not in COUNTRIES:
            err("%s: meta.country %r" % (where, meta["country"]))
        if meta["lowercase"] and text != text.lower():
            err("%s: lowercase note contains upper-case characters" % where)
        if not meta["lowercase"] and text == text.lower():
            err("%s: note marked mixed-case but is entirely lower-case" % where)
        prev_end = -1
        prev_start = -1
        covered = []
        for j, sp in enumerate(rec["spans"]):
            w = "%s span %d" % (where, j)
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields must be start, end, label, type, text" % w)
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r-%r" % (w, s, e))
                continue
            if text[s:e] != sp["text"]:
                err("%s: text mismatch %r vs %r" % (w, text[s:e], sp["text"]))
            if sp["type"] not in TYPE_LABEL:
                err("%s: unknown type %r" % (w, sp["type"]))
            elif TYPE_LABEL[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (w, sp["label"], sp["type"]))
            v = text[s:e]
            if v != v.strip():
                err("%s: span starts/ends with whitespace %r" % (w, v))
            if v[-1] in ",;:" or v[0] in ",;:.":
                err("%s: span takes in surrounding punctuation %r" % (w, v))
            for o, c in ("()", "[]"):
                if v.count(o) != v.count(c):
                    err("%s: unbalanced bracket in %r" % (w, v))
            if v[0] in "\"'" or v[-1] in "\"":
                err("%s: span takes in quotes %r" % (w, v))
            if s < prev_start:
                err("%s: spans not sorted" % w)
            if s < prev_end:
                err("%s: overlapping spans" % w)
            # inside-word boundaries (span cut in the middle of a token)
            if s > 0 and text[s - 1].isalnum() and v[0].isalnum():
                err("%s: span starts inside a word %r" % (w, text[max(0, s - 5):e]))
            if e < len(text) and text[e].isalpha() and v[-1].isalpha():
                err("%s: span ends inside a word %r" % (w, text[s:min(len(text), e + 5)]))
            check_contact(sp["type"], v, err, w)
            prev_start, prev_end = s, max(prev_end, e)
            covered.append((s, e))
        # leak scan: contact-looking strings that are not inside a span
        for typ, rx in LEAK_PATTERNS:
            for m in rx.finditer(text):
                a, b = m.start(), m.end()
                if not any(cs <= a and b <= ce + 1 for cs, ce in covered) and \
                        not any(cs <= a < ce for cs, ce in covered):
                    err("%s: unannotated %s-like string %r" % (where, typ, m.group(0)))
    return err, notes


def size_rules(notes, err):
    n = len(notes)
    mean_len = sum(len(r["text"]) for r in notes) / max(1, n)
    need = MIN_NOTES_SHORT if mean_len < 1200 else MIN_NOTES
    if n < need:
        err("only %d notes (need %d; mean length %.0f)" % (n, need, mean_len))
    spans = [sp for r in notes for sp in r["spans"]]
    if len(spans) < MIN_SPANS:
        err("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    tc = Counter(sp["type"] for sp in spans)
    big = [t for t in sorted(tc) if tc[t] >= MIN_PER_TYPE]
    if len(big) < MIN_TYPES:
        err("only %d fine types with >= %d spans (need %d): %s" % (len(big), MIN_PER_TYPE, MIN_TYPES, dict(tc)))
    gc = Counter(r["meta"]["genre"] for r in notes)
    bigg = [g for g in sorted(gc) if gc[g] >= MIN_PER_GENRE]
    if len(bigg) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(bigg), MIN_PER_GENRE))
    low = sum(1 for r in notes if r["meta"]["lowercase"]) / max(1, n)
    if not (LOWER_SHARE[0] <= low <= LOWER_SHARE[1]):
        err("lower-case share %.3f outside %.3f-%.3f" % (low, LOWER_SHARE[0], LOWER_SHARE[1]))
    return {"notes": n, "mean_len": round(mean_len, 1), "spans": len(spans),
            "labels": dict(sorted(Counter(sp["label"] for sp in spans).items())),
            "types": dict(sorted(tc.items())), "genres": dict(sorted(gc.items())),
            "lowercase": sum(1 for r in notes if r["meta"]["lowercase"]),
            "countries": dict(sorted(Counter(r["meta"]["country"] for r in notes).items()))}


def module_sizes(err):
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py"):
            sz = os.path.getsize(os.path.join(HERE, fn))
            if sz >= MAX_MODULE_BYTES:
                err("module %s is %d bytes (limit 30 KB)" % (fn, sz))


def rebuild(dirpath, notes_path, err):
    os.makedirs(dirpath, exist_ok=True)
    with open(notes_path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                           cwd=ROOT, capture_output=True, text=True)
        if r.returncode != 0:
            err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-500:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    notes_path = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        notes_path = argv[argv.index("--notes") + 1]
    err, notes = check_notes(notes_path)
    stats = size_rules(notes, err)
    module_sizes(err)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], notes_path, err)
    print(json.dumps(stats, indent=1))
    if err.errors:
        print("FAILED: %d problem(s)" % len(err.errors))
        for e in err.errors[:60]:
            print("  - " + e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
