"""Validate bench/dev181_en/notes.jsonl.

Usage: python3 build/check.py [path]   (exit status 0 = all checks passed)

Checks: JSON validity and canonical serialisation, ids unique and sequential, offsets and span texts,
no overlapping spans, no whitespace / surrounding punctuation at span edges, labels and types per
docs/annotation_guideline.md, lower-cased notes, fictional contact values, size and coverage counts,
and determinism (rebuilding with two different PYTHONHASHSEED values gives the same bytes).
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
    "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
    "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
COUNTRIES = ("United Kingdom", "Ireland", "New Zealand")
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
BAD_START = tuple("\"'([{<,;:.")
BAD_END = tuple("\"'([{<,;:")
INITIALS = re.compile(r"^(?:[^\W\d_]\.\s?)+$")
EXAMPLE_DOMAIN = re.compile(r"(?:^|[@./])example\.(?:com|org|net)(?:[/?:]|$)", re.I)


class Report:
    def __init__(self):
        self.errors = []

    def err(self, where, msg):
        if len(self.errors) < 200:
            self.errors.append("%s: %s" % (where, msg))


def check_contact(rep, where, typ, val):
    v = val.lower()
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if len(digits) >= 7 and "555" not in digits:
            rep.err(where, "phone/fax outside 555 range: %r" % val)
    elif typ == "EMAIL":
        if not re.search(r"@example\.(com|org|net)$", v):
            rep.err(where, "email not on example domains: %r" % val)
    elif typ == "URL":
        if not EXAMPLE_DOMAIN.search(v):
            rep.err(where, "url not on example domains: %r" % val)
    elif typ == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                rep.err(where, "ip not private: %r" % val)
        except ValueError:
            rep.err(where, "bad ip: %r" % val)
    elif typ == "SSN":
        compact = re.sub(r"[\s-]", "", v)
        if not (compact.startswith("9") or compact.startswith("000") or compact.startswith("qq")):
            rep.err(where, "ssn not in a fictional range: %r" % val)


def check_file(path, rep):
    raw = open(path, "rb").read()
    if b"\r" in raw:
        rep.err(path, "carriage returns present")
    if not raw.endswith(b"\n"):
        rep.err(path, "file does not end with a newline")
    text = raw.decode("utf-8")
    lines = text.split("\n")[:-1]
    notes = []
    for ln, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            rep.err("line %d" % ln, "invalid JSON: %s" % exc)
            continue
        if json.dumps(obj, ensure_ascii=False) != line:
            rep.err("line %d" % ln, "not in canonical serialisation")
        notes.append(obj)
    return raw, notes


def check_note(rep, i, obj, counts):
    where = "note %d" % (i + 1)
    if not isinstance(obj, dict) or sorted(obj) != ["id", "meta", "spans", "text"]:
        rep.err(where, "bad top-level keys")
        return
    if obj["id"] != "dev181-%04d" % (i + 1):
        rep.err(where, "id %r not sequential" % obj["id"])
    where = obj["id"]
    text = obj["text"]
    if not isinstance(text, str) or not text.strip():
        rep.err(where, "empty text")
        return
    meta = obj["meta"]
    if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
        rep.err(where, "bad meta keys")
        return
    if meta["source"] != "dev181-en":
        rep.err(where, "bad source")
    if meta["country"] not in COUNTRIES:
        rep.err(where, "bad country %r" % meta["country"])
    if not isinstance(meta["genre"], str) or not meta["genre"]:
        rep.err(where, "bad genre")
    if not isinstance(meta["lowercase"], bool):
        rep.err(where, "lowercase flag not boolean")
    elif meta["lowercase"] and text != text.lower():
        rep.err(where, "lowercase note has upper-case characters")
    prev_end = -1
    for j, sp in enumerate(obj["spans"]):
        sw = "%s span %d" % (where, j)
        if not isinstance(sp, dict) or sorted(sp) != ["end", "label", "start", "text", "type"]:
            rep.err(sw, "bad span keys")
            continue
        s, e, typ = sp["start"], sp["end"], sp["type"]
        if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or isinstance(e, bool):
            rep.err(sw, "offsets not int")
            continue
        if not 0 <= s < e <= len(text):
            rep.err(sw, "offsets out of range")
            continue
        if s < prev_end:
            rep.err(sw, "overlaps or is out of order with the previous span")
        prev_end = e
        val = text[s:e]
        if sp["text"] != val:
            rep.err(sw, "span text %r != text[start:end] %r" % (sp["text"], val))
        if typ not in LABELS:
            rep.err(sw, "unknown type %r" % typ)
            continue
        if sp["label"] != LABELS[typ]:
            rep.err(sw, "label %r does not match type %r" % (sp["label"], typ))
        if val != val.strip():
            rep.err(sw, "leading/trailing whitespace %r" % val)
        if val.startswith(BAD_START) and not (val.startswith("(") and ")" in val and typ in ("PHONE", "FAX")):
            rep.err(sw, "starts with punctuation %r" % val)
        if val.endswith(BAD_END) or (val.endswith(")") and "(" not in val):
            rep.err(sw, "ends with punctuation %r" % val)
        if val.endswith(".") and not (LABELS[typ] == "NAME" and INITIALS.match(val)):
            rep.err(sw, "ends with a full stop %r" % val)
        if s > 0 and e < len(text) and text[s - 1].isalnum() and val[0].isalnum() and typ not in ("AGE",):
            rep.err(sw, "starts inside a word %r" % val)
        if e < len(text) and text[e].isalnum() and val[-1].isalnum() and typ not in ("AGE",):
            rep.err(sw, "ends inside a word %r" % val)
        if typ in ("PHONE", "FAX", "EMAIL", "URL", "IPADDR", "SSN"):
            check_contact(rep, sw, typ, val)
        counts[typ] += 1


def check_determinism(rep, raw):
    outs = []
    for seed in ("0", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        res = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "-"], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        if res.returncode != 0:
            rep.err("determinism", "make.py failed: %s" % res.stderr.decode("utf-8", "replace")[-500:])
            return
        outs.append(res.stdout)
    if outs[0] != outs[1]:
        rep.err("determinism", "output differs between PYTHONHASHSEED values")
    if outs[0] != raw:
        rep.err("determinism", "notes.jsonl differs from a fresh build")


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    skip_rebuild = "--no-rebuild" in sys.argv
    if path == "--no-rebuild":
        path = DEFAULT
    rep = Report()
    raw, notes = check_file(path, rep)
    counts = collections.Counter()
    for i, obj in enumerate(notes):
        check_note(rep, i, obj, counts)
    ids = [o.get("id") for o in notes if isinstance(o, dict)]
    if len(set(ids)) != len(ids):
        rep.err("ids", "duplicate ids")
    n = len(notes)
    total = sum(counts.values())
    mean = sum(len(o["text"]) for o in notes) / max(n, 1)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        rep.err("size", "%d notes < %d (mean %.0f chars)" % (n, need, mean))
    if total < MIN_SPANS:
        rep.err("size", "%d spans < %d" % (total, MIN_SPANS))
    for typ in sorted(LABELS):
        if counts[typ] < MIN_PER_TYPE:
            rep.err("coverage", "type %s has %d spans < %d" % (typ, counts[typ], MIN_PER_TYPE))
    genres = collections.Counter(o["meta"]["genre"] for o in notes)
    big = sorted(g for g, c in genres.items() if c >= MIN_PER_GENRE)
    if len(big) < MIN_GENRES:
        rep.err("coverage", "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for o in notes if o["meta"]["lowercase"]) / max(n, 1)
    if not LOWER_RANGE[0] <= low <= LOWER_RANGE[1]:
        rep.err("coverage", "lower-case share %.3f outside %s" % (low, LOWER_RANGE))
    if not skip_rebuild:
        check_determinism(rep, raw)
    print("notes: %d  spans: %d  mean chars: %.0f  lower-case: %.3f" % (n, total, mean, low))
    print("md5: %s" % hashlib.md5(raw).hexdigest())
    print("genres:")
    for g in sorted(genres):
        print("  %-32s %d" % (g, genres[g]))
    print("countries:", ", ".join("%s %d" % (c, k) for c, k in sorted(collections.Counter(o["meta"]["country"] for o in notes).items())))
    print("types:")
    for typ in sorted(LABELS):
        print("  %-15s %-11s %d" % (typ, LABELS[typ], counts[typ]))
    if rep.errors:
        print("FAILED: %d problem(s)" % len(rep.errors))
        for e in rep.errors:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
