"""Validate bench/dev182_en/notes.jsonl (author 182).

Usage: python3 build/check.py [--determinism] [PATH_TO_notes.jsonl]
Exit status 0 when every check passes. With --determinism the set is rebuilt
twice into /tmp/dev182_tmp under different PYTHONHASHSEED values and the md5
of each build is compared with the file checked.
"""
import hashlib
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# label/type table written out again here (not imported) so that the check is
# independent of the generator
LABELS = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE_TO_LABEL = {}
for _lab in sorted(LABELS):
    for _t in LABELS[_lab]:
        TYPE_TO_LABEL[_t] = _lab
assert len(TYPE_TO_LABEL) == 29

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.12, 0.22)
COUNTRIES = ["CA", "US"]
EDGE_PUNCT = "\"'()[]{}<>,;:!?"
README_L1 = "# dev182_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 200:
            self.errors.append(msg)
        elif len(self.errors) == 200:
            self.errors.append("... more errors suppressed")


def check_span_value(c, nid, s, txt):
    t = s["type"]
    v = txt
    if v != v.strip():
        c.err("%s: span %r has edge whitespace" % (nid, v))
    if v:
        head_ok = v[0] == "(" and ")" in v[1:]
        tail_ok = v[-1] == ")" and "(" in v[:-1]
        if (v[0] in EDGE_PUNCT and not head_ok) or (v[-1] in EDGE_PUNCT and not tail_ok):
            c.err("%s: span %r starts/ends with punctuation" % (nid, v))
    if v.endswith(".") and not re.search(r"(^|[\s.])[A-Za-z]\.$", v):
        c.err("%s: span %r ends with a full stop" % (nid, v))
    low = v.lower()
    if t in ("PHONE", "FAX") and "555" not in v:
        c.err("%s: %s %r not in a 555 range" % (nid, t, v))
    if t == "EMAIL" and not re.fullmatch(r"[a-z0-9._+-]+@example\.(com|org|net)", low):
        c.err("%s: email %r not on example domains" % (nid, v))
    if t == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", low):
        c.err("%s: url %r not on example domains" % (nid, v))
    if t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                c.err("%s: ip %r not private" % (nid, v))
        except ValueError:
            c.err("%s: ip %r invalid" % (nid, v))
    if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        c.err("%s: ssn %r not 9xx/000" % (nid, v))
    if t == "DATE" and re.search(r"\d{1,2}:\d{2}", v):
        c.err("%s: date %r contains a time" % (nid, v))
    if t == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(-[a-z]+)?( hundred( [a-z-]+)?)?", low):
        c.err("%s: age %r is not a bare number" % (nid, v))
    if t in ("DOCTOR", "PATIENT", "FAMILY") and re.match(r"(?i)(dr|mr|mrs|ms|prof)\.?\s", v):
        c.err("%s: name %r includes a title" % (nid, v))
    if t in ("DOCTOR", "PATIENT", "FAMILY") and re.search(r",\s*(MD|RN|DO|PharmD|RPh|NP)$", v):
        c.err("%s: name %r includes a credential" % (nid, v))
    if t in ("MRN", "ACCOUNT", "IDNUM", "HEALTHPLAN", "SSN", "LICENSE") and re.match(r"(?i)(mrn|acct|ssn)\b", v):
        c.err("%s: identifier %r includes its label" % (nid, v))


def check_file(path):
    c = Checker()
    raw = open(path, "rb").read()
    try:
        data = raw.decode("utf-8")
    except UnicodeDecodeError:
        c.err("file is not UTF-8")
        return c, None
    if "\r" in data:
        c.err("file contains CR characters")
    if not data.endswith("\n"):
        c.err("file does not end with a newline")
    lines = data.split("\n")[:-1]
    notes = []
    for i, line in enumerate(lines):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as e:
            c.err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        if json.dumps(obj, ensure_ascii=False) != line:
            c.err("line %d: not in canonical json.dumps form" % (i + 1))
        notes.append(obj)
    type_counts = dict((t, 0) for t in sorted(TYPE_TO_LABEL))
    genre_counts = {}
    n_spans = 0
    n_lower = 0
    total_chars = 0
    for i, nt in enumerate(notes):
        want_id = "dev182-%04d" % (i + 1)
        if list(nt.keys()) != ["id", "text", "spans", "meta"]:
            c.err("note %d: keys %r" % (i + 1, list(nt.keys())))
            continue
        nid = nt["id"]
        if nid != want_id:
            c.err("note %d: id %r, expected %r" % (i + 1, nid, want_id))
        text = nt["text"]
        if not isinstance(text, str) or not text.strip():
            c.err("%s: empty text" % nid)
            continue
        total_chars += len(text)
        meta = nt["meta"]
        if not isinstance(meta, dict) or list(meta.keys()) != ["source", "genre", "lowercase", "country"]:
            c.err("%s: meta keys %r" % (nid, meta))
            continue
        if meta["source"] != "dev182-en":
            c.err("%s: source %r" % (nid, meta["source"]))
        if meta["country"] not in COUNTRIES:
            c.err("%s: country %r" % (nid, meta["country"]))
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            c.err("%s: genre %r" % (nid, meta["genre"]))
        genre_counts[meta["genre"]] = genre_counts.get(meta["genre"], 0) + 1
        if not isinstance(meta["lowercase"], bool):
            c.err("%s: lowercase flag not boolean" % nid)
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                c.err("%s: flagged lowercase but has upper-case letters" % nid)
        elif text == text.lower():
            c.err("%s: not flagged lowercase but entirely lower-case" % nid)
        prev_end = 0
        prev_start = -1
        for s in nt["spans"]:
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                c.err("%s: span keys %r" % (nid, list(s.keys())))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int)) or isinstance(st, bool):
                c.err("%s: non-integer offsets %r" % (nid, s))
                continue
            if not (0 <= st < en <= len(text)):
                c.err("%s: bad offsets %d-%d" % (nid, st, en))
                continue
            if st < prev_start:
                c.err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                c.err("%s: overlapping span at %d-%d" % (nid, st, en))
            prev_start, prev_end = st, max(prev_end, en)
            txt = text[st:en]
            if s["text"] != txt:
                c.err("%s: span text %r != text[%d:%d] %r" % (nid, s["text"], st, en, txt))
            if s["type"] not in TYPE_TO_LABEL:
                c.err("%s: unknown type %r" % (nid, s["type"]))
                continue
            if s["label"] != TYPE_TO_LABEL[s["type"]]:
                c.err("%s: label %r wrong for type %r" % (nid, s["label"], s["type"]))
            # a span must not cut a word in half
            if st > 0 and text[st - 1].isalnum() and txt[0].isalnum():
                c.err("%s: span %r starts inside a word" % (nid, txt))
            if en < len(text) and text[en].isalnum() and txt[-1].isalnum() and s["type"] != "AGE":
                c.err("%s: span %r ends inside a word" % (nid, txt))
            check_span_value(c, nid, s, txt)
            type_counts[s["type"]] += 1
            n_spans += 1
    # size requirements
    n = len(notes)
    mean = total_chars / n if n else 0
    if n < MIN_NOTES:
        c.err("only %d notes (< %d)" % (n, MIN_NOTES))
    if mean < SHORT_MEAN and n < MIN_NOTES_SHORT:
        c.err("mean note %.0f chars < %d and only %d notes (< %d)" % (mean, SHORT_MEAN, n, MIN_NOTES_SHORT))
    if n_spans < MIN_SPANS:
        c.err("only %d spans (< %d)" % (n_spans, MIN_SPANS))
    for t in sorted(type_counts):
        if type_counts[t] < MIN_PER_TYPE:
            c.err("type %s has %d spans (< %d)" % (t, type_counts[t], MIN_PER_TYPE))
    big = [g for g in sorted(genre_counts) if genre_counts[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        c.err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / n if n else 0
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        c.err("lower-case share %.3f outside %r" % (share, LOWER_RANGE))
    stats = {"notes": n, "spans": n_spans, "mean_chars": round(mean, 1), "lowercase": n_lower,
             "lowercase_share": round(share, 4), "types": type_counts,
             "genres": dict((g, genre_counts[g]) for g in sorted(genre_counts)),
             "md5": hashlib.md5(raw).hexdigest()}
    return c, stats


def check_readme(c, path):
    if not os.path.exists(path):
        c.err("README.md missing")
        return
    lines = open(path, encoding="utf-8").read().split("\n")
    if len(lines) < 3 or lines[0] != README_L1 or lines[1] != README_L2:
        c.err("README.md first two lines are not the required ones")


def check_determinism(c, path):
    want = hashlib.md5(open(path, "rb").read()).hexdigest()
    for seed in ["0", "1", "4242"]:
        out = os.path.join("/tmp/dev182_tmp", "det_%s" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        got = hashlib.md5(open(os.path.join(out, "notes.jsonl"), "rb").read()).hexdigest()
        if got != want:
            c.err("rebuild with PYTHONHASHSEED=%s gives md5 %s, file has %s" % (seed, got, want))
        rd_a = open(os.path.join(out, "README.md"), "rb").read()
        rd_b = open(os.path.join(os.path.dirname(path), "README.md"), "rb").read()
        if rd_a != rd_b:
            c.err("rebuild with PYTHONHASHSEED=%s gives a different README.md" % seed)


def main():
    args = sys.argv[1:]
    det = "--determinism" in args
    args = [a for a in args if a != "--determinism"]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    c, stats = check_file(path)
    check_readme(c, os.path.join(os.path.dirname(path), "README.md"))
    if det:
        check_determinism(c, path)
    if stats:
        print(json.dumps(stats, indent=1))
    if c.errors:
        print("FAILED: %d problem(s)" % len(c.errors))
        for e in c.errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
