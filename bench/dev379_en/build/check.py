"""Validate dev379_en/notes.jsonl; optionally rebuild it twice and require byte identity.

usage: python3 build/check.py [--rebuild [DIR]]
Prints counts per label, type, genre and country; the last line is OK or FAIL.
"""
import collections
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)
NOTES = os.path.join(SETDIR, "notes.jsonl")
DEFAULT_TMP = "/tmp/dev379_tmp"

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"UK", "US", "AU", "CA", "NZ", "IE"}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE = 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)
BAD_START = set(".,;:!?\"')]}")
BAD_END = set(",;:!?\"'([{")
EXAMPLE = re.compile(r"(^|\.)example\.(com|org|net)$")
INITIAL_END = re.compile(r"(^|[^A-Za-z])[A-Za-z]\.$")
LEAKS = [
    ("email", re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")),
    ("url", re.compile(r"(https?://|www\.)\S+")),
    ("ip", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("phone", re.compile(r"\(?\d{2,5}\)?[ .-]?\d?555[ .-]?\d{3,4}")),
]

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def private_ip(s):
    try:
        p = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(p) != 4 or any(x < 0 or x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def host_of(url):
    u = re.sub(r"^https?://", "", url, flags=re.I)
    return re.split(r"[/:?#]", u, 1)[0].lower()


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    digits = re.sub(r"\D", "", v)
    if t in ("PHONE", "FAX") and "555" not in digits:
        err("%s: %s without 555: %r" % (nid, t, v))
    if t == "EMAIL":
        dom = v.rsplit("@", 1)[-1].lower()
        if "@" not in v or not EXAMPLE.search(dom):
            err("%s: e-mail outside example domains: %r" % (nid, v))
    if t == "URL" and not EXAMPLE.search(host_of(v)):
        err("%s: URL outside example domains: %r" % (nid, v))
    if t == "IPADDR" and not private_ip(v):
        err("%s: IP not private: %r" % (nid, v))
    if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        err("%s: SSN-like number must start with 9 or 000: %r" % (nid, v))


def check_edges(nid, text, sp):
    v = sp["text"]
    s, e = sp["start"], sp["end"]
    if v != v.strip():
        err("%s: span has outer whitespace %r" % (nid, v))
        return
    if v[0] in BAD_START or (v[0] == "(" and ")" not in v):
        err("%s: span starts with punctuation %r" % (nid, v))
    if v[-1] in BAD_END or (v[-1] == ")" and "(" not in v):
        err("%s: span ends with punctuation %r" % (nid, v))
    if v[-1] == "." and not INITIAL_END.search(v):
        err("%s: span ends with a full stop %r" % (nid, v))
    if s > 0 and text[s - 1].isalnum():
        err("%s: span starts inside a word %r" % (nid, text[max(0, s - 5):e]))
    if e < len(text) and text[e].isalnum() and sp["type"] != "AGE":
        err("%s: span ends inside a word %r" % (nid, text[s:e + 5]))


def leak_scan(nid, text, spans):
    covered = [False] * len(text)
    for sp in spans:
        for i in range(sp["start"], sp["end"]):
            covered[i] = True
    for name, rx in LEAKS:
        for m in rx.finditer(text):
            if not any(covered[m.start():m.end()]):
                err("%s: unannotated %s-like string %r" % (nid, name, m.group(0)))


def validate(path):
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as ex:
                err("line %d: bad JSON (%s)" % (ln, ex))
    by_label, by_type = collections.Counter(), collections.Counter()
    by_genre, by_country = collections.Counter(), collections.Counter()
    nspans, nchars, nlower = 0, 0, 0
    for i, nt in enumerate(notes):
        want = "dev379-%04d" % (i + 1)
        if set(nt) != {"id", "text", "spans", "meta"}:
            err("%s: fields %s" % (want, sorted(nt)))
            continue
        nid, text, spans, meta = nt["id"], nt["text"], nt["spans"], nt["meta"]
        if nid != want:
            err("id %r, expected %r" % (nid, want))
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %s" % (nid, sorted(meta)))
            continue
        if meta["source"] != "dev379-en":
            err("%s: source %r" % (nid, meta["source"]))
        if meta["country"] not in COUNTRIES:
            err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool) or meta["lowercase"] != (text == text.lower()):
            err("%s: lowercase flag %r does not match the text" % (nid, meta["lowercase"]))
        by_genre[meta["genre"]] += 1
        by_country[meta["country"]] += 1
        nlower += meta["lowercase"]
        nchars += len(text)
        last_end = -1
        last_start = -1
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: span text %r != %r" % (nid, sp["text"], text[s:e]))
            if sp["type"] not in TYPE2LABEL or TYPE2LABEL[sp["type"]] != sp["label"]:
                err("%s: label/type %s/%s" % (nid, sp["label"], sp["type"]))
            if s < last_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < last_end:
                err("%s: overlapping spans at %d" % (nid, s))
            last_start, last_end = s, max(last_end, e)
            check_edges(nid, text, sp)
            check_contact(nid, sp)
            by_label[sp["label"]] += 1
            by_type[sp["type"]] += 1
            nspans += 1
        leak_scan(nid, text, spans)
    n = len(notes)
    mean = nchars / float(n) if n else 0.0
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)"
          % (n, nspans, mean, nlower, 100.0 * nlower / max(1, n)))
    print("\nper label:")
    for k in sorted(by_label):
        print("  %-12s %6d" % (k, by_label[k]))
    print("\nper type:")
    for k in sorted(TYPE2LABEL):
        print("  %-15s %6d" % (k, by_type[k]))
    print("\nper genre:")
    for k in sorted(by_genre):
        print("  %-38s %4d" % (k, by_genre[k]))
    print("\nper country:")
    for k in sorted(by_country):
        print("  %-4s %4d" % (k, by_country[k]))
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d)" % (n, need))
    if nspans < MIN_SPANS:
        err("only %d spans (need %d)" % (nspans, MIN_SPANS))
    for t in sorted(TYPE2LABEL):
        if by_type[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, by_type[t], MIN_PER_TYPE))
    big = [g for g in sorted(by_genre) if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = nlower / float(max(1, n))
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        err("lower-case share %.3f outside %s" % (share, LOWER_RANGE))
    return n


def rebuild(dirpath):
    created = not os.path.exists(dirpath)
    ref = open(NOTES, "rb").read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "hashseed" + seed)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                           check=True, stdout=subprocess.DEVNULL)
            got = open(os.path.join(out, "notes.jsonl"), "rb").read()
            if got != ref:
                err("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
            else:
                print("rebuild under PYTHONHASHSEED=%s: identical" % seed)
            shutil.rmtree(out)
    finally:
        if created and os.path.exists(dirpath):
            shutil.rmtree(dirpath)


def main(argv):
    for name in sorted(os.listdir(HERE)):
        if name.endswith(".py") and os.path.getsize(os.path.join(HERE, name)) >= 30 * 1024:
            err("module %s is 30 KB or more" % name)
    validate(NOTES)
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        d = argv[i + 1] if i + 1 < len(argv) and not argv[i + 1].startswith("--") else DEFAULT_TMP
        print()
        rebuild(d)
    print("\n%d problem(s)" % len(errors))
    print("OK" if not errors else "FAIL")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
