"""Validate dev180_en/notes.jsonl.

Usage: python3 build/check.py [--determinism]
  --determinism  also rebuild twice with different PYTHONHASHSEED values and compare md5.
Exit status 0 when every check passes.
"""
import hashlib
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PATH = os.path.join(ROOT, "notes.jsonl")

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_TYPE = 15
MIN_SPANS = 8000
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.12, 0.22)
OPEN_P = "([{\"'<"
CLOSE_P = ",;:!?)]}\"'>"

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 50:
        print("ERROR:", msg)


def private_ip(s):
    try:
        a = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(x < 0 or x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"].lower()
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s not in 555 range: %r" % (nid, t, v))
    if t == "EMAIL" and not re.search(r"@example\.(com|org|net)$", v):
        err("%s: email not on example domain: %r" % (nid, v))
    if t == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", v):
        err("%s: url not on example domain: %r" % (nid, v))
    if t == "IPADDR" and not private_ip(v):
        err("%s: ip not private: %r" % (nid, v))
    if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        err("%s: ssn not 9xx/000: %r" % (nid, v))


def check_edges(nid, sp):
    s = sp["text"]
    if s != s.strip():
        err("%s: span has edge whitespace %r" % (nid, s))
    pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
    if s[:1] in OPEN_P and not (s[0] in pairs and pairs[s[0]] in s[1:]):
        err("%s: span starts with punctuation %r" % (nid, s))
    rev = dict((v, k) for k, v in pairs.items())
    if s[-1:] in CLOSE_P and not (s[-1] in rev and rev[s[-1]] in s[:-1]):
        err("%s: span ends with punctuation %r" % (nid, s))
    if s.count("(") != s.count(")"):
        err("%s: unbalanced brackets in span %r" % (nid, s))
    if s.endswith("."):
        last = re.split(r"[\s,]", s)[-1]
        if len(last.rstrip(".").split(".")[-1]) > 3:
            err("%s: span ends with a sentence full stop? %r" % (nid, s))


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    raw = open(PATH, "rb").read()
    if not raw.endswith(b"\n") or b"\r" in raw:
        err("file must use \\n line ends and end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    n = len(lines)
    type_counts = dict((t, 0) for t in sorted(TYPE2LABEL))
    genres = {}
    n_lower = 0
    n_spans = 0
    chars = 0
    for i, line in enumerate(lines):
        want_id = "dev180-%04d" % (i + 1)
        try:
            r = json.loads(line)
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        if list(r.keys()) != ["id", "text", "spans", "meta"]:
            err("line %d: keys %r" % (i + 1, list(r.keys())))
            continue
        if json.dumps(r, ensure_ascii=False) != line:
            err("line %d: not in canonical serialisation" % (i + 1))
        nid = r["id"]
        if nid != want_id:
            err("line %d: id %r, expected %r (unique, sequential)" % (i + 1, nid, want_id))
        text = r["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        chars += len(text)
        meta = r["meta"]
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta keys %r" % (nid, sorted(meta.keys())))
            continue
        if meta["source"] != "dev180-en" or not isinstance(meta["lowercase"], bool) or \
                not meta["genre"] or not meta["country"]:
            err("%s: bad meta %r" % (nid, meta))
        genres[meta["genre"]] = genres.get(meta["genre"], 0) + 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: marked lowercase but text has upper case" % nid)
        prev_end = -1
        prev_start = -1
        for sp in r["spans"]:
            if list(sp.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span keys %r" % (nid, list(sp.keys())))
                continue
            st, en = sp["start"], sp["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[st:en] != sp["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[st:en], sp["text"]))
            if sp["type"] not in TYPE2LABEL:
                err("%s: unknown type %r" % (nid, sp["type"]))
                continue
            if TYPE2LABEL[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            if st < prev_start:
                err("%s: spans not sorted" % nid)
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, max(prev_end, en)
            if meta["lowercase"] and sp["text"] != sp["text"].lower():
                err("%s: upper case span in lower-case note" % nid)
            check_edges(nid, sp)
            check_contact(nid, sp)
            type_counts[sp["type"]] += 1
            n_spans += 1
    mean = chars / float(n) if n else 0.0
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        err("only %d notes (need %d at mean length %.0f)" % (n, need_notes, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(type_counts):
        if type_counts[t] < MIN_TYPE:
            err("type %s only %d times (need %d)" % (t, type_counts[t], MIN_TYPE))
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / float(n) if n else 0.0
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        err("lower-case share %.3f outside %r" % (share, LOWER_RANGE))
    md5 = hashlib.md5(raw).hexdigest()
    print("notes %d  spans %d  mean chars %.0f  lower-case %d (%.1f%%)" % (
        n, n_spans, mean, n_lower, 100 * share))
    print("genres:", ", ".join("%s=%d" % (g, genres[g]) for g in sorted(genres)))
    print("types:", ", ".join("%s=%d" % (t, type_counts[t]) for t in sorted(type_counts)))
    print("md5", md5)
    if "--determinism" in sys.argv:
        for seed in ("0", "12345"):
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py")], env=env,
                           check=True, stdout=subprocess.DEVNULL)
            m2 = hashlib.md5(open(PATH, "rb").read()).hexdigest()
            if m2 != md5:
                err("rebuild with PYTHONHASHSEED=%s gives md5 %s != %s" % (seed, m2, md5))
            else:
                print("rebuild PYTHONHASHSEED=%s: md5 identical" % seed)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
