"""Validate bench/dev317_en/notes.jsonl.

usage: python3 build/check.py [NOTES] [--rebuild DIR]

--rebuild DIR rebuilds the set twice (PYTHONHASHSEED=1 and =2) into DIR/hs1 and
DIR/hs2 and requires both outputs to be byte-identical to NOTES."""

import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# labels and fine types as defined in docs/annotation_guideline.md
TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION",
                 "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID",
           "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE_LABEL = {t: lab for lab in sorted(TYPES) for t in TYPES[lab]}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
COUNTRIES = {"US", "UK", "IE", "CA", "AU", "NZ", "SG", "ZA"}
ID_RE = re.compile(r"^dev317-\d{4}$")
EX_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES = 330
MIN_NOTES_SHORT = 600
SHORT_MEAN = 1200
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def ip_private(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def contact_problem(typ, text):
    if typ in ("PHONE", "FAX"):
        if "555" not in text:
            return "phone/fax without 555"
    elif typ == "EMAIL":
        if text.count("@") != 1 or not host_ok(text.split("@")[1]):
            return "email not on example domains"
    elif typ == "URL":
        u = re.sub(r"^[a-z]+://", "", text.lower())
        if not host_ok(u.split("/")[0].split(":")[0]):
            return "url not on example domains"
    elif typ == "IPADDR":
        if not ip_private(text):
            return "ip not private"
    elif typ == "SSN":
        if not (text.startswith("9") or text.startswith("000")):
            return "ssn not starting with 9 or 000"
    return None


def check(path):
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)

    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        data = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return ["not utf-8: %s" % e], None
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    seen = set()
    notes = []
    for ln, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if not isinstance(rec, dict) or set(rec) != NOTE_KEYS:
            err("line %d: bad field set %s" % (ln, sorted(rec) if isinstance(rec, dict) else rec))
            continue
        nid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
        if not isinstance(nid, str) or not ID_RE.match(nid):
            err("line %d: bad id %r" % (ln, nid))
        elif nid in seen:
            err("line %d: duplicate id %s" % (ln, nid))
        elif nid != "dev317-%04d" % ln:
            err("line %d: id %s out of sequence" % (ln, nid))
        seen.add(nid)
        if not isinstance(text, str) or not text.strip():
            err("%s: empty or non-string text" % nid)
            continue
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            err("%s: bad meta fields" % nid)
            continue
        if meta["source"] != "dev317-en":
            err("%s: bad meta.source" % nid)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err("%s: bad meta.genre" % nid)
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % nid)
        if meta["country"] not in COUNTRIES:
            err("%s: bad meta.country %r" % (nid, meta["country"]))
        if meta["lowercase"] is True and text != text.lower():
            err("%s: lowercase note has upper-case characters" % nid)
        if not isinstance(spans, list):
            err("%s: spans not a list" % nid)
            continue
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                err("%s: bad span fields %r" % (nid, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and not isinstance(s, bool)
                    and not isinstance(e, bool)):
                err("%s: non-integer offsets" % nid)
                continue
            if not (0 <= s < e <= len(text)):
                err("%s: offsets out of range %d-%d" % (nid, s, e))
                continue
            if text[s:e] != st:
                err("%s: span text mismatch at %d: %r vs %r" % (nid, s, text[s:e], st))
            if st != st.strip():
                err("%s: span with leading/trailing whitespace %r" % (nid, st))
            if "\n" in st:
                err("%s: span crosses a line break %r" % (nid, st))
            if typ not in TYPE_LABEL:
                err("%s: unknown type %r" % (nid, typ))
            elif TYPE_LABEL[typ] != lab:
                err("%s: label %r does not match type %r" % (nid, lab, typ))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            prob = contact_problem(typ, st)
            if prob:
                err("%s: %s: %r" % (nid, prob, st))
            if meta["lowercase"] is True and st != st.lower():
                err("%s: lowercase note with upper-case span %r" % (nid, st))
        notes.append(rec)

    # ------------------------------------------------------------- minimums
    n = len(notes)
    stats = collections.OrderedDict()
    stats["notes"] = n
    if n == 0:
        err("no notes")
        return errs, stats
    mean = sum(len(r["text"]) for r in notes) / n
    stats["mean_chars"] = round(mean, 1)
    spans = [sp for r in notes for sp in r["spans"]]
    stats["spans"] = len(spans)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err("only %d notes (need %d at mean %.0f chars)" % (n, need, mean))
    if len(spans) < MIN_SPANS:
        err("only %d spans (need %d)" % (len(spans), MIN_SPANS))
    by_type = collections.Counter(sp["type"] for sp in spans)
    for t in sorted(TYPE_LABEL):
        if by_type.get(t, 0) < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, by_type.get(t, 0), MIN_PER_TYPE))
    genres = collections.Counter(r["meta"]["genre"] for r in notes)
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    low = sum(1 for r in notes if r["meta"]["lowercase"])
    stats["lowercase_notes"] = low
    if not (n / 6.0 * 0.8 <= low <= n / 6.0 * 1.2):
        err("%d lower-case notes, not about 1/6 of %d" % (low, n))
    stats["labels"] = dict(sorted(collections.Counter(sp["label"] for sp in spans).items()))
    stats["types"] = dict(sorted(by_type.items()))
    stats["genres"] = dict(sorted(genres.items()))
    stats["countries"] = dict(sorted(collections.Counter(r["meta"]["country"]
                                                         for r in notes).items()))
    return errs, stats


def rebuild(path, outdir):
    errs = []
    with open(path, "rb") as fh:
        want = fh.read()
    for seed in ("1", "2"):
        d = os.path.join(outdir, "hs" + seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", d],
                             env=env, capture_output=True, text=True)
        if res.returncode != 0:
            errs.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr[-2000:]))
            continue
        with open(os.path.join(d, "notes.jsonl"), "rb") as fh:
            got = fh.read()
        if got != want:
            errs.append("rebuild PYTHONHASHSEED=%s differs from %s" % (seed, path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    path = DEFAULT
    outdir = None
    args = list(argv)
    if "--rebuild" in args:
        i = args.index("--rebuild")
        if i + 1 >= len(args):
            print("--rebuild needs a directory")
            return 2
        outdir = args[i + 1]
        del args[i:i + 2]
    if args:
        path = args[0]
    errs, stats = check(path)
    if stats:
        print(json.dumps(stats, indent=1, ensure_ascii=False))
    if outdir:
        errs += rebuild(path, outdir)
    if errs:
        print("FAILED: %d problem(s)" % len(errs))
        for e in errs:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
