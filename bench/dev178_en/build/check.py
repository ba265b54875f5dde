#!/usr/bin/env python3
"""Validate dev178_en/notes.jsonl against docs/annotation_guideline.md and the set's size rules.

Usage: python3 build/check.py [notes.jsonl] [--determinism]
  --determinism  also rebuild twice (PYTHONHASHSEED=0 and 4242) into /tmp/dev178_tmp and compare md5s.
Exit status 0 when every check passes.
"""
import sys

sys.dont_write_bytecode = True

import collections  # noqa: E402
import hashlib  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)
BAD_START = set(" \t\n\r([{\"'<,;:")
BAD_END = set(" \t\n\r)]}\"',;:>")

errors = []


def err(msg):
    if len(errors) < 200:
        print("ERROR:", msg)
    errors.append(msg)


def md5(path):
    with open(path, "rb") as fh:
        return hashlib.md5(fh.read()).hexdigest()


def check_value(nid, s):
    t, v = s["type"], s["text"].lower()
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s not in a 555 range: %r" % (nid, t, v))
    if t == "EMAIL" and not re.search(r"@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", v):
        err("%s: e-mail not on example domains: %r" % (nid, v))
    if t == "URL" and not re.search(r"(?:^|[/.])example\.(?:com|org|net)(?:/|$)", v):
        err("%s: URL not on example domains: %r" % (nid, v))
    if t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("%s: public IP %r" % (nid, v))
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
    if t == "SSN" and not (v.startswith("9") or v.startswith("000") or v.startswith("qq")):
        err("%s: SSN-type value not in a fictional range: %r" % (nid, v))


def check_file(path):
    with open(path, "rb") as fh:
        raw = fh.read()
    if not raw.endswith(b"\n") or b"\r" in raw:
        err("file must use \\n line ends and end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    notes = []
    for i, line in enumerate(lines):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        if json.dumps(obj, ensure_ascii=False) != line:
            err("line %d: not in canonical serialisation (json.dumps, ensure_ascii=False)" % (i + 1))
        notes.append(obj)

    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    country_counts = collections.Counter()
    n_lower = 0
    n_spans = 0
    total_chars = 0
    for i, n in enumerate(notes):
        want_id = "dev178-%04d" % (i + 1)
        if list(n.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: keys %r" % (n.get("id"), list(n.keys())))
            continue
        if n["id"] != want_id:
            err("id %r at position %d, expected %r" % (n["id"], i + 1, want_id))
        nid, text, spans, meta = n["id"], n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        total_chars += len(text)
        if not isinstance(meta, dict) or sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: bad meta %r" % (nid, meta))
            continue
        if meta["source"] != "dev178-en":
            err("%s: source %r" % (nid, meta["source"]))
        if meta["country"] not in ("UK", "AU"):
            err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool) or not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: bad meta values" % nid)
        genre_counts[meta["genre"]] += 1
        country_counts[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: marked lowercase but text has capitals" % nid)
        elif text == text.lower():
            err("%s: all lower-case but not marked lowercase" % nid)
        prev_end = -1
        prev_start = -1
        for s in spans:
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span keys %r" % (nid, list(s.keys())))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                err("%s: span text mismatch at %d: %r vs %r" % (nid, st, text[st:en], s["text"]))
            if s["type"] not in TYPE_LABEL:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif TYPE_LABEL[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            if st < prev_start or (st == prev_start and en < prev_end):
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            st_bad = s["text"][0] in BAD_START and not (s["text"][0] == "(" and ")" in s["text"][1:])
            en_bad = s["text"][-1] in BAD_END and not (s["text"][-1] == ")" and "(" in s["text"][:-1])
            if st_bad or en_bad:
                err("%s: span edge whitespace/punctuation: %r" % (nid, s["text"]))
            if s["text"].endswith("'s") and s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                err("%s: possessive inside name span: %r" % (nid, s["text"]))
            if meta["lowercase"] and s["text"] != s["text"].lower():
                err("%s: upper-case span text in lower-case note" % nid)
            check_value(nid, s)
            prev_start, prev_end = st, max(prev_end, en)
            type_counts[s["type"]] += 1
            n_spans += 1

    n_notes = len(notes)
    mean = total_chars / n_notes if n_notes else 0
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n_notes < need:
        err("only %d notes (need %d at mean length %.0f)" % (n_notes, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if type_counts[t] < MIN_PER_TYPE:
            err("type %s occurs %d times (need %d)" % (t, type_counts[t], MIN_PER_TYPE))
    big = [g for g in sorted(genre_counts) if genre_counts[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / n_notes if n_notes else 0
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        err("lower-case share %.3f outside %r" % (share, LOWER_RANGE))

    print("notes: %d   spans: %d   mean chars: %.0f   lower-case: %d (%.1f%%)" % (
        n_notes, n_spans, mean, n_lower, 100 * share))
    print("countries:", ", ".join("%s %d" % (k, country_counts[k]) for k in sorted(country_counts)))
    print("genres:")
    for g in sorted(genre_counts):
        print("  %-32s %d" % (g, genre_counts[g]))
    print("types:")
    for t in sorted(TYPE_LABEL, key=lambda k: (TYPE_LABEL[k], k)):
        print("  %-10s %-15s %d" % (TYPE_LABEL[t], t, type_counts[t]))
    print("md5:", md5(path))


def check_determinism(path):
    tmp = "/tmp/dev178_tmp"
    made = not os.path.isdir(tmp)
    os.makedirs(tmp, exist_ok=True)
    sums = []
    for seed in ("0", "4242"):
        out = os.path.join(tmp, "det_%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        sums.append(md5(out))
        os.remove(out)
    if made:
        shutil.rmtree(tmp, ignore_errors=True)
    print("determinism: PYTHONHASHSEED=0 -> %s, 4242 -> %s, file -> %s" % (sums[0], sums[1], md5(path)))
    if sums[0] != sums[1]:
        err("build differs between PYTHONHASHSEED values")
    if sums[0] != md5(path):
        err("notes.jsonl differs from a fresh build")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    check_file(path)
    if "--determinism" in sys.argv:
        check_determinism(path)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
