"""Validate bench/dev263_en/notes.jsonl.

Usage (from bench/dev263_en):
    python3 build/check.py                 # validate notes.jsonl
    python3 build/check.py --rebuild DIR   # also rebuild twice (PYTHONHASHSEED=1 and 2) into DIR
                                           # and compare bytes with notes.jsonl
Exit status 0 when every check passes.
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
NOTES = os.path.join(ROOT, "notes.jsonl")

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "VEHICLE": "ID", "DEVICE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
COUNTRIES = {"US", "UK", "AU", "CA"}
ID_RE = re.compile(r"^dev263-\d{4}$")
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)\]]+")

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS = 330, 600, 8000
MIN_TYPES, MIN_PER_TYPE = 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_LO, LOWER_HI = 0.12, 0.22


class Fail:
    def __init__(self):
        self.msgs = []

    def __call__(self, msg):
        if len(self.msgs) < 200:
            self.msgs.append(msg)
        else:
            self.msgs.append(None)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def check_contact(typ, val, where, fail):
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", val)
        if "555" not in digits:
            fail("%s: %s %r lacks 555" % (where, typ, val))
    elif typ == "EMAIL":
        if not EMAIL_RE.fullmatch(val) or not host_ok(val.rsplit("@", 1)[1]):
            fail("%s: e-mail %r not fictional" % (where, val))
    elif typ == "URL":
        v = re.sub(r"^https?://", "", val.lower())
        host = re.split(r"[/?#]", v, 1)[0]
        if not host_ok(host):
            fail("%s: URL %r not on example domains" % (where, val))
    elif typ == "IPADDR":
        try:
            ip = ipaddress.IPv4Address(val)
        except ValueError:
            fail("%s: bad IP %r" % (where, val))
            return
        ok = (ip in ipaddress.IPv4Network("10.0.0.0/8") or ip in ipaddress.IPv4Network("192.168.0.0/16")
              or ip in ipaddress.IPv4Network("172.16.0.0/12"))
        if not ok:
            fail("%s: IP %r not private" % (where, val))
    elif typ == "SSN":
        digits = re.sub(r"\D", "", val)
        if not (digits.startswith("9") or digits.startswith("000")):
            fail("%s: SSN %r must start with 9 or 000" % (where, val))


def edge_ok(typ, val):
    """Span must not carry surrounding punctuation."""
    if val[-1] in ",;:!?\"')]}" and not (val.endswith(")") and "(" in val):
        return False
    if val[-1] == "." and not re.search(r"(^|[\s.])\w\.$", val):
        return False
    if not (val[0].isalnum() or (typ in ("PHONE", "FAX") and val[0] in "(+") or (typ == "STREET" and val[0] == "#")):
        return False
    return True


def validate(path):
    fail = Fail()
    rows = []
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return ["file is not UTF-8"], None
    if not text.endswith("\n"):
        fail("file does not end with newline")
    for ln, line in enumerate(text.split("\n")[:-1], 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            fail("line %d: invalid JSON (%s)" % (ln, e))
            continue
        rows.append(obj)
    seen_ids = set()
    for i, r in enumerate(rows, 1):
        w = "line %d" % i
        if not isinstance(r, dict) or set(r) != {"id", "text", "spans", "meta"}:
            fail("%s: fields must be id,text,spans,meta" % w)
            continue
        if not ID_RE.match(str(r["id"])) or r["id"] != "dev263-%04d" % i:
            fail("%s: bad or out-of-sequence id %r" % (w, r["id"]))
        if r["id"] in seen_ids:
            fail("%s: duplicate id" % w)
        seen_ids.add(r["id"])
        w = r["id"]
        t = r["text"]
        if not isinstance(t, str) or not t.strip():
            fail("%s: empty text" % w)
            continue
        m = r["meta"]
        if not isinstance(m, dict) or set(m) != {"source", "genre", "lowercase", "country"}:
            fail("%s: meta fields" % w)
            continue
        if m["source"] != "dev263-en":
            fail("%s: meta.source" % w)
        if not isinstance(m["genre"], str) or not re.fullmatch(r"[a-z_]+", m["genre"]):
            fail("%s: meta.genre" % w)
        if m["lowercase"] not in (True, False):
            fail("%s: meta.lowercase not bool" % w)
        if m["country"] not in COUNTRIES:
            fail("%s: meta.country %r" % (w, m["country"]))
        if m["lowercase"] is True and t != t.lower():
            fail("%s: lowercase note has upper-case characters" % w)
        prev_end = -1
        covered = []
        for s in r["spans"]:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                fail("%s: span fields %r" % (w, s))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                fail("%s: bad offsets %r" % (w, s))
                continue
            if t[a:b] != s["text"]:
                fail("%s: span text mismatch at %d" % (w, a))
            if a < prev_end:
                fail("%s: spans unsorted/overlapping at %d" % (w, a))
            prev_end = b
            if s["type"] not in TYPE2LABEL:
                fail("%s: unknown type %r" % (w, s["type"]))
                continue
            if TYPE2LABEL[s["type"]] != s["label"]:
                fail("%s: label %r does not match type %r" % (w, s["label"], s["type"]))
            v = s["text"]
            if v != v.strip():
                fail("%s: span %r has edge whitespace" % (w, v))
                continue
            if not edge_ok(s["type"], v):
                fail("%s: span %r (%s) carries surrounding punctuation" % (w, v, s["type"]))
            check_contact(s["type"], v, w, fail)
            covered.append((a, b, s["type"]))
        # contact-shaped strings outside spans must not exist
        for rx, typ in ((EMAIL_RE, "EMAIL"), (IP_RE, "IPADDR"), (URL_RE, "URL")):
            for mm in rx.finditer(t):
                inside = any(a <= mm.start() and mm.end() <= b and ty == typ for a, b, ty in covered)
                if not inside:
                    fail("%s: unannotated %s-like string %r" % (w, typ, mm.group(0)))
    return fail.msgs, rows


def size_rules(rows, fail):
    n = len(rows)
    spans = [s for r in rows for s in r["spans"]]
    mean_len = sum(len(r["text"]) for r in rows) / max(1, n)
    need = MIN_NOTES_SHORT if mean_len < 1200 else MIN_NOTES
    if n < need:
        fail("only %d notes (need %d; mean length %.0f)" % (n, need, mean_len))
    if len(spans) < MIN_SPANS:
        fail("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    tc = collections.Counter(s["type"] for s in spans)
    rich = [t for t in tc if tc[t] >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        fail("only %d fine types with >=%d spans: %r" % (len(rich), MIN_PER_TYPE, sorted(tc.items())))
    gc = collections.Counter(r["meta"]["genre"] for r in rows)
    big = [g for g in gc if gc[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        fail("only %d genres with >=%d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in rows if r["meta"]["lowercase"]) / max(1, n)
    if not (LOWER_LO <= low <= LOWER_HI):
        fail("lowercase share %.3f outside [%.2f, %.2f]" % (low, LOWER_LO, LOWER_HI))
    return n, spans, mean_len, tc, gc, low


def rebuild(dirpath, fail):
    os.makedirs(dirpath, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out],
                             cwd=ROOT, env=env, capture_output=True, text=True)
        if res.returncode != 0:
            fail("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            fail("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    msgs, rows = validate(NOTES)
    fail = Fail()
    fail.msgs = list(msgs)
    if rows is not None:
        n, spans, mean_len, tc, gc, low = size_rules(rows, fail)
        lc = collections.Counter(s["label"] for s in spans)
        print("notes %d | spans %d | mean length %.0f chars | lowercase %d (%.1f%%)" % (
            n, len(spans), mean_len, sum(1 for r in rows if r["meta"]["lowercase"]), 100 * low))
        print("labels: " + ", ".join("%s %d" % kv for kv in sorted(lc.items())))
        print("types:  " + ", ".join("%s %d" % kv for kv in sorted(tc.items())))
        print("genres: " + ", ".join("%s %d" % kv for kv in sorted(gc.items())))
        print("countries: " + ", ".join("%s %d" % kv for kv in
                                         sorted(collections.Counter(r["meta"]["country"] for r in rows).items())))
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], fail)
    bad = [m for m in fail.msgs if m is not None]
    if bad:
        for m in bad:
            print("FAIL: " + m)
        if None in fail.msgs:
            print("FAIL: ... more failures not shown")
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
