"""Validate bench/dev313_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR] [NOTES_JSONL]

Checks: valid JSON, unique sequential ids, offsets and span text, sort
order and no overlaps, allowed labels/types, no whitespace/punctuation at
span edges, the size rules, the fictional-contact rules, fully lower-case
lower-case notes, and (with --rebuild) a byte-identical rebuild under
PYTHONHASHSEED=1 and PYTHONHASHSEED=2.
"""

import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

ALLOWED = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL",
                 "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE",
           "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab in sorted(ALLOWED) for t in ALLOWED[lab]}
COUNTRIES = {"United Kingdom", "Ireland", "Australia", "New Zealand", "Canada"}

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE = 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30

EMAIL_DOM = re.compile(r"@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$")
URL_RE = re.compile(r"^(?:https?://)?((?:[a-z0-9-]+\.)*example\.(?:com|org|net))(?:/[^\s]*)?$")
IP_RE = re.compile(r"^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$")
SCAN_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
SCAN_WEB = re.compile(r"(?:https?://|www\.)[^\s)]+|[a-z0-9-]+\.example\.(?:com|org|net)[^\s)]*", re.I)
SCAN_IP = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")
INITIAL_END = re.compile(r"(?:^|[\s.])[^\W\d_]\.$")


def private_ip(s):
    m = IP_RE.match(s)
    if not m:
        return False
    a, b, c, d = (int(x) for x in m.groups())
    if max(a, b, c, d) > 255:
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def check_file(path):
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)

    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        return ["not UTF-8"], []
    if lines and lines[-1] == "":
        lines.pop()
    for i, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (i, e))
            continue
        if not isinstance(rec, dict) or sorted(rec) != ["id", "meta", "spans", "text"]:
            err("line %d: wrong fields" % i)
            continue
        notes.append(rec)

    seen = set()
    for k, rec in enumerate(notes, 1):
        nid, text = rec["id"], rec["text"]
        if nid != "dev313-%04d" % k:
            err("%s: id out of sequence (expected dev313-%04d)" % (nid, k))
        if nid in seen:
            err("%s: duplicate id" % nid)
        seen.add(nid)
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        meta = rec["meta"]
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: bad meta fields" % nid)
            continue
        if meta["source"] != "dev313-en":
            err("%s: bad source" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: bad genre" % nid)
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if meta["country"] not in COUNTRIES:
            err("%s: bad country %r" % (nid, meta["country"]))
        if meta["lowercase"] and text != text.lower():
            err("%s: lowercase note has upper-case characters" % nid)
        prev_end, prev_start = 0, -1
        covered = []
        for s in rec["spans"]:
            if not isinstance(s, dict) or sorted(s) != ["end", "label", "start", "text", "type"]:
                err("%s: bad span fields %r" % (nid, s))
                continue
            a, b, lab, typ, st = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != st:
                err("%s: span text mismatch at %d" % (nid, a))
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, max(prev_end, b)
            if TYPE2LABEL.get(typ) != lab:
                err("%s: bad label/type %s/%s" % (nid, lab, typ))
            covered.append((a, b, typ))
            # edges
            if st != st.strip():
                err("%s: whitespace at span edge %r" % (nid, st))
            first, last = st[0], st[-1]
            if not (first.isalnum() or (typ in ("PHONE", "FAX") and first in "(+")):
                err("%s: punctuation at span start %r" % (nid, st))
            if not (last.isalnum() or (last == "." and typ in ("PATIENT", "DOCTOR", "FAMILY")
                                       and INITIAL_END.search(st))):
                err("%s: punctuation at span end %r" % (nid, st))
            if typ != "AGE":
                if a > 0 and text[a - 1].isalnum():
                    err("%s: span starts inside a word %r" % (nid, st))
                if b < len(text) and text[b].isalnum():
                    err("%s: span ends inside a word %r" % (nid, st))
            # fictional contacts
            low = st.lower()
            if typ in ("PHONE", "FAX") and "555" not in st:
                err("%s: %s without 555: %r" % (nid, typ, st))
            if typ == "EMAIL" and not EMAIL_DOM.search(low):
                err("%s: e-mail outside example domains: %r" % (nid, st))
            if typ == "URL" and not URL_RE.match(low):
                err("%s: URL outside example domains: %r" % (nid, st))
            if typ == "IPADDR" and not private_ip(st):
                err("%s: IP address not private: %r" % (nid, st))
            if typ == "SSN" and not (st.startswith("9") or st.startswith("000")):
                err("%s: SSN-like number not starting with 9 or 000: %r" % (nid, st))

        def inside(a, b, types):
            return any(x <= a and b <= y and t in types for x, y, t in covered)
        for m in SCAN_EMAIL.finditer(text):
            if not inside(m.start(), m.end(), ("EMAIL",)):
                err("%s: unlabelled e-mail %r" % (nid, m.group()))
        for m in SCAN_WEB.finditer(text):
            e = m.end()
            while e > m.start() and text[e - 1] in ".,;:":
                e -= 1
            if "@" in text[max(0, m.start() - 1):m.start() + 1]:
                continue
            if not inside(m.start(), e, ("URL", "EMAIL")):
                err("%s: unlabelled web address %r" % (nid, text[m.start():e]))
        for m in SCAN_IP.finditer(text):
            if not inside(m.start(), m.end(), ("IPADDR",)):
                err("%s: unlabelled IP address %r" % (nid, m.group()))
    return errs, notes


def sizes(notes):
    errs = []
    n = len(notes)
    mean = sum(len(x["text"]) for x in notes) / max(1, n)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        errs.append("only %d notes (need %d at mean %.0f chars)" % (n, need, mean))
    spans = [s for x in notes for s in x["spans"]]
    if len(spans) < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    per = collections.Counter(s["type"] for s in spans)
    for t in sorted(TYPE2LABEL):
        if per[t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, per[t], MIN_PER_TYPE))
    gen = collections.Counter(x["meta"]["genre"] for x in notes)
    big = [g for g in sorted(gen) if gen[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    lc = sum(1 for x in notes if x["meta"]["lowercase"])
    share = lc / max(1, n)
    if not (0.12 <= share <= 0.22):
        errs.append("lower-case share %.3f is not about one in six" % share)
    summary = {"notes": n, "mean_chars": round(mean, 1), "spans": len(spans),
               "lowercase": lc, "genres": dict(sorted(gen.items())),
               "types": dict(sorted(per.items())),
               "labels": dict(sorted(collections.Counter(s["label"] for s in spans).items())),
               "countries": dict(sorted(collections.Counter(x["meta"]["country"] for x in notes).items()))}
    return errs, summary


def rebuild(outdir, ref):
    errs = []
    with open(ref, "rb") as f:
        want = f.read()
    for seed in ("1", "2"):
        d = os.path.join(outdir, "seed" + seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), d], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(os.path.join(d, "notes.jsonl"), "rb") as f:
            got = f.read()
        if got != want:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, ref))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    outdir = None
    args = list(argv)
    if "--rebuild" in args:
        i = args.index("--rebuild")
        if i + 1 >= len(args):
            print("--rebuild needs a directory")
            return 2
        outdir = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    errs, notes = check_file(path)
    e2, summary = sizes(notes)
    errs += e2
    if outdir:
        errs += rebuild(outdir, path)
    print(json.dumps(summary, indent=1))
    if errs:
        for e in errs:
            print("ERROR:", e)
        print("FAILED with %d error(s)" % len(errs))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
