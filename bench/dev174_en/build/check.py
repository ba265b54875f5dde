"""Validate bench/dev174_en/notes.jsonl.

Usage: python3 build/check.py [--no-rebuild]
Checks JSON validity, ids, offsets and span texts, overlaps, span boundaries,
labels/types per docs/annotation_guideline.md, size and coverage targets,
lower-case share, obvious unlabelled PHI left in the text, and (unless
--no-rebuild) that make.py rebuilds the identical file under two different
PYTHONHASHSEED values.  Exit status 0 when everything passes.
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

# the guideline's table, written out here independently of the generator
GUIDE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab, ts in GUIDE.items() for t in ts}

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE = 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_LO, LOWER_HI = 0.12, 0.22

BAD_START = set("([{\"',;:.-/ \t\n")
BAD_END = set(")]}\"',;:-/ \t\n")

LEAKS = [
    ("phone", re.compile(r"555[-. ]01\d\d")),
    ("email", re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")),
    ("example-domain", re.compile(r"example\.(com|org|net)")),
    ("slash-date", re.compile(r"(?<![\d/])\d{1,2}/\d{1,2}/(\d{4}|\d{2})(?![\d/])")),
    ("iso-date", re.compile(r"\b(19|20)\d\d-\d\d-\d\d\b")),
    ("ssn", re.compile(r"\b(9\d\d|000)-\d\d-\d{4}\b")),
    ("ip", re.compile(r"\b(10|172|192)\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("month-day", re.compile(r"\b(January|February|March|April|June|July|August|September|October|November|December)"
                             r" \d{1,2}\b", re.I)),
]


def rebuild_md5(seed):
    code = ("import sys, json, hashlib; sys.path.insert(0, %r); import make; "
            "h = hashlib.md5(); "
            "[h.update((json.dumps(r, ensure_ascii=False) + '\\n').encode('utf-8')) for r in make.build()]; "
            "print(h.hexdigest())" % HERE)
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = str(seed)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    return out.stdout.strip()


def main():
    errs = []

    def err(msg):
        if len(errs) < 60:
            print("ERROR:", msg)
        errs.append(msg)

    raw = open(PATH, "rb").read()
    if b"\r" in raw:
        err("carriage return in file")
    if not raw.endswith(b"\n"):
        err("file does not end with newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    per_type = {t: 0 for t in sorted(TYPE2LABEL)}
    per_genre = {}
    nspans = nchars = nlower = 0
    leaks = 0
    for ln, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except ValueError as e:
            err("line %d: bad JSON (%s)" % (ln, e))
            continue
        if json.dumps(rec, ensure_ascii=False) != line:
            err("line %d: not in canonical serialisation" % ln)
        if sorted(rec) != ["id", "meta", "spans", "text"]:
            err("line %d: keys %r" % (ln, sorted(rec)))
            continue
        want = "dev174-%04d" % ln
        if rec["id"] != want:
            err("line %d: id %r, expected %r" % (ln, rec["id"], want))
        text, spans, meta = rec["text"], rec["spans"], rec["meta"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % want)
            continue
        nchars += len(text)
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta keys %r" % (want, sorted(meta)))
            continue
        if meta["source"] != "dev174-en" or not isinstance(meta["lowercase"], bool) or not meta["genre"] \
                or not meta["country"]:
            err("%s: bad meta %r" % (want, meta))
        per_genre[meta["genre"]] = per_genre.get(meta["genre"], 0) + 1
        if meta["lowercase"]:
            nlower += 1
            if text != text.lower():
                err("%s: marked lowercase but has capitals" % want)
        elif text == text.lower():
            err("%s: not marked lowercase but is all lower-case" % want)
        covered = [False] * len(text)
        prev_end = -1
        for s in spans:
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err("%s: span keys %r" % (want, sorted(s)))
                continue
            st, en, lab, typ, stx = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (want, s))
                continue
            if text[st:en] != stx:
                err("%s: span text mismatch %r vs %r" % (want, text[st:en], stx))
            if st < prev_end:
                err("%s: overlapping or unsorted span at %d" % (want, st))
            prev_end = en
            if typ not in TYPE2LABEL:
                err("%s: unknown type %r" % (want, typ))
            elif TYPE2LABEL[typ] != lab:
                err("%s: type %s has label %s" % (want, typ, lab))
            paren_ok = stx[0] == "(" and ")" in stx[1:]
            paren_ok_end = stx[-1] == ")" and "(" in stx[:-1]
            if (stx[0] in BAD_START and not paren_ok) or (stx[-1] in BAD_END and not paren_ok_end):
                err("%s: span boundary takes in punctuation/space %r" % (want, stx))
            if stx.endswith(".") and len(stx.split()[-1]) > 4:
                err("%s: span ends with a sentence full stop? %r" % (want, stx))
            if "\n" in stx:
                err("%s: newline inside span %r" % (want, stx))
            if typ == "PHONE" or typ == "FAX":
                if "555" not in stx:
                    err("%s: non-555 phone %r" % (want, stx))
            if typ == "EMAIL" and not re.search(r"@([\w-]+\.)*example\.(com|org|net)$", stx, re.I):
                err("%s: non-example email %r" % (want, stx))
            if typ == "URL" and not re.search(r"example\.(com|org|net)", stx, re.I):
                err("%s: non-example URL %r" % (want, stx))
            if typ == "IPADDR" and not re.match(r"(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)", stx):
                err("%s: non-private IP %r" % (want, stx))
            if typ == "SSN" and not re.match(r"(9\d\d|000)", stx):
                err("%s: SSN not 9xx/000 %r" % (want, stx))
            if typ == "AGE" and not (stx.isdigit() or re.match(r"^[a-z]+(-[a-z]+)?( hundred( [a-z]+(-[a-z]+)?)?)?$", stx, re.I)):
                err("%s: AGE not a bare number %r" % (want, stx))
            per_type[typ] = per_type.get(typ, 0) + 1
            nspans += 1
            for k in range(st, en):
                covered[k] = True
        # unlabelled look-alike PHI outside spans
        for name, rx in LEAKS:
            for m in rx.finditer(text):
                if not all(covered[m.start():m.end()]):
                    leaks += 1
                    err("%s: possible unlabelled %s %r" % (want, name, m.group(0)))
    n = len(lines)
    mean = nchars / max(1, n)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d; mean length %.0f)" % (n, need, mean))
    if nspans < MIN_SPANS:
        err("only %d spans (need %d)" % (nspans, MIN_SPANS))
    for t in sorted(per_type):
        if per_type[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    big = [g for g in sorted(per_genre) if per_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = nlower / max(1, n)
    if not (LOWER_LO <= share <= LOWER_HI):
        err("lower-case share %.3f outside [%.2f, %.2f]" % (share, LOWER_LO, LOWER_HI))

    md5 = hashlib.md5(raw).hexdigest()
    if "--no-rebuild" not in sys.argv:
        a, b = rebuild_md5(0), rebuild_md5(4242)
        if not (a == b == md5):
            err("rebuild not deterministic / file stale: file %s, seed0 %s, seed4242 %s" % (md5, a, b))
        else:
            print("rebuild under PYTHONHASHSEED=0 and 4242 matches file")

    print("notes %d  spans %d  mean chars %.0f  lower-case %d (%.1f%%)" % (n, nspans, mean, nlower, 100 * share))
    print("per type:")
    for t in sorted(per_type, key=lambda x: (TYPE2LABEL[x], x)):
        print("  %-10s %-15s %5d" % (TYPE2LABEL[t], t, per_type[t]))
    print("per genre:")
    for g in sorted(per_genre):
        print("  %-30s %4d" % (g, per_genre[g]))
    print("md5 %s" % md5)
    if errs:
        print("FAILED: %d problem(s)" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
