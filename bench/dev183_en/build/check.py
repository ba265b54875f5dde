"""Validate bench/dev183_en/notes.jsonl.

Usage: python3 build/check.py [notes.jsonl] [--determinism] [--tmp DIR]
  --determinism  rebuild twice with different PYTHONHASHSEED values (into DIR) and require identical md5s
                 equal to the checked file.
Exit status 0 when every check passes.
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from nb import LABELS  # noqa: E402

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)
COUNTRIES = {"United Kingdom", "Ireland", "Australia"}
EDGE_PUNCT = set(",;:()[]{}\"'!?<>/|")
NAME_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME"}
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
YEAR_RE = re.compile(r"(?<![\d.])(19[3-9]\d|20[0-4]\d)(?![\d])(?!\s*(ng|ml|units|mmol|iu)\b)", re.I)

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 60:
        print("ERROR:", msg)


def outside(text, spans):
    """Text with every span blanked out."""
    chars = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            chars[i] = " "
    return "".join(chars)


def check_span_value(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX") and "555" not in v.replace(" ", "").replace("-", ""):
        err("%s: %s not in a 555 range: %r" % (nid, t, v))
    if t == "EMAIL" and not v.lower().endswith(EXAMPLE_DOMAINS):
        err("%s: email not on example domains: %r" % (nid, v))
    if t == "URL" and not any(d in v.lower() for d in EXAMPLE_DOMAINS):
        err("%s: url not on example domains: %r" % (nid, v))
    if t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("%s: public IP %r" % (nid, v))
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
    if t == "SSN":
        d = v.upper().replace(" ", "").replace("-", "")
        if not (d.startswith("QQ") or d[:1] in ("9", "0")):
            err("%s: SSN-like value not in a fictional range: %r" % (nid, v))


def check_file(path):
    raw = open(path, "rb").read()
    if b"\r" in raw:
        err("carriage return in file")
    if not raw.endswith(b"\n"):
        err("file does not end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    notes = []
    for ln, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if json.dumps(obj, ensure_ascii=False) != line:
            err("line %d: not in canonical serialisation" % ln)
        notes.append(obj)
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    n_lower = 0
    total_chars = 0
    for i, n in enumerate(notes, 1):
        want = "dev183-%04d" % i
        if set(n) != {"id", "text", "spans", "meta"}:
            err("note %d: fields %s" % (i, sorted(n)))
            continue
        nid = n["id"]
        if nid != want:
            err("note %d: id %r, expected %r" % (i, nid, want))
        text = n["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        total_chars += len(text)
        meta = n["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %s" % (nid, sorted(meta)))
        if meta.get("source") != "dev183-en":
            err("%s: source %r" % (nid, meta.get("source")))
        if meta.get("country") not in COUNTRIES:
            err("%s: country %r" % (nid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase flag not bool" % nid)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        genre_counts[meta.get("genre")] += 1
        prev_end = -1
        for s in n["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span fields %s" % (nid, sorted(s)))
                continue
            st, en, ty = s["start"], s["end"], s["type"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, text[st:en], s["text"]))
            if ty not in LABELS:
                err("%s: unknown type %r" % (nid, ty))
            elif LABELS[ty] != s["label"]:
                err("%s: label %r wrong for type %r" % (nid, s["label"], ty))
            if st < prev_end:
                err("%s: overlapping or unsorted span at %d" % (nid, st))
            prev_end = en
            v = s["text"]
            if v != v.strip():
                err("%s: span with edge whitespace %r" % (nid, v))
            lead_ok = v[0] == "(" and ")" in v[1:]
            tail_ok = v[-1] == ")" and "(" in v[:-1]
            if (v[0] in EDGE_PUNCT and not lead_ok) or (v[-1] in EDGE_PUNCT and not tail_ok):
                err("%s: span with edge punctuation %r" % (nid, v))
            if v.endswith(".") and not (ty in NAME_TYPES and len(v) >= 2 and v[-2].isalpha()
                                        and (len(v) == 2 or not v[-3].isalpha())):
                err("%s: span ends with a full stop %r" % (nid, v))
            if ty == "AGE" and not (v.isdigit() or v.replace("-", "").isalpha()):
                err("%s: age span %r is not a bare number" % (nid, v))
            if st > 0 and en < len(text) and text[st - 1].isalnum() and v[0].isalnum() and ty not in ("AGE",):
                err("%s: span starts inside a word %r" % (nid, v))
            if en < len(text) and text[en].isalnum() and v[-1].isalnum() and ty not in ("AGE", "DATE"):
                err("%s: span ends inside a word %r" % (nid, v))
            check_span_value(nid, s)
            type_counts[ty] += 1
        rest = outside(text, n["spans"])
        if "@" in rest:
            err("%s: '@' outside any span" % nid)
        for d in EXAMPLE_DOMAINS:
            if d in rest.lower():
                err("%s: %s outside any span" % (nid, d))
        m = YEAR_RE.search(rest)
        if m:
            err("%s: unlabelled year-like token %r" % (nid, rest[max(0, m.start() - 20):m.end() + 20]))
    # ---- totals ----
    n_notes = len(notes)
    n_spans = sum(type_counts.values())
    mean = total_chars / max(n_notes, 1)
    need = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n_notes < need:
        err("only %d notes (need %d at mean length %.0f)" % (n_notes, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans" % n_spans)
    for t in sorted(LABELS):
        if type_counts[t] < MIN_PER_TYPE:
            err("type %s only %d times" % (t, type_counts[t]))
    big = [g for g in sorted(genre_counts) if genre_counts[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / max(n_notes, 1)
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        err("lower-case share %.3f out of range" % share)
    print("notes %d  spans %d  mean chars %.0f  lower-case %d (%.1f%%)" % (n_notes, n_spans, mean, n_lower, 100 * share))
    print("types:", ", ".join("%s %d" % (t, type_counts[t]) for t in sorted(LABELS)))
    print("genres:", ", ".join("%s %d" % (g, genre_counts[g]) for g in sorted(genre_counts)))
    print("md5", hashlib.md5(raw).hexdigest())
    return hashlib.md5(raw).hexdigest()


def determinism(md5, tmp):
    make = os.path.join(HERE, "make.py")
    digests = []
    with tempfile.TemporaryDirectory(dir=tmp) as d:
        for seed in ("0", "1", "4242", "random"):
            out = os.path.join(d, "notes_%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, make, out], check=True, env=env, stdout=subprocess.DEVNULL)
            digests.append(hashlib.md5(open(out, "rb").read()).hexdigest())
    print("rebuild md5s:", " ".join(digests))
    if len(set(digests)) != 1:
        err("build is not deterministic across PYTHONHASHSEED")
    elif digests[0] != md5:
        err("checked file differs from a fresh build")


def main():
    args = sys.argv[1:]
    tmp = None
    if "--tmp" in args:
        i = args.index("--tmp")
        tmp = args[i + 1]
        del args[i:i + 2]
    det = "--determinism" in args
    args = [a for a in args if a != "--determinism"]
    path = args[0] if args else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    md5 = check_file(path)
    if det:
        determinism(md5, tmp)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
