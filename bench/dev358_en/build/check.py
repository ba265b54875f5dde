"""Validate dev358_en/notes.jsonl and check that it rebuilds byte-identically.

Usage: python3 build/check.py [--rebuild DIR] [--notes PATH]
Without --rebuild, the rebuild goes to /tmp/dev358_tmp/rebuild and that folder is removed afterwards."""
import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

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
EX_DOM = re.compile(r"(^|\.)example\.(com|org|net)$")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
IP_RE = re.compile(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])")
URL_RE = re.compile(r"(https?://|www\.)\S+")


def private_ip(s):
    try:
        p = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(p) != 4 or any(x < 0 or x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


def url_host(s):
    h = re.sub(r"^[a-z]+://", "", s.lower())
    return re.split(r"[/:?#]", h, 1)[0]


def boundary_problem(t):
    if t != t.strip():
        return "whitespace at edge"
    first, last = t[0], t[-1]
    if first in ".,;:!?\"')]}-" or (first == "(" and ")" not in t):
        return "leading punctuation"
    if last in ",;:!?\"'([{-" or (last == ")" and "(" not in t):
        return "trailing punctuation"
    if last == "." and not INITIAL_END.search(t):
        return "trailing full stop"
    return None


def covered(spans, start, end, typ):
    return any(s["start"] <= start and end <= s["end"] and s["type"] == typ for s in spans)


def validate(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad JSON (%s)" % (ln, e))
    for i, n in enumerate(notes):
        nid = "dev358-%04d" % (i + 1)
        if not isinstance(n, dict) or set(n) != {"id", "text", "spans", "meta"}:
            errs.append("%d: fields %r" % (i, sorted(n) if isinstance(n, dict) else n))
            continue
        if n["id"] != nid:
            errs.append("%s: id %r out of sequence" % (nid, n["id"]))
        text, meta = n["text"], n["meta"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % nid)
            continue
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            errs.append("%s: meta fields %r" % (nid, meta))
            continue
        if meta["source"] != "dev358-en" or not isinstance(meta["lowercase"], bool) or not meta["genre"] or not meta["country"]:
            errs.append("%s: bad meta %r" % (nid, meta))
        if meta["lowercase"] and text != text.lower():
            errs.append("%s: marked lowercase but has upper case" % nid)
        if not meta["lowercase"] and text == text.lower():
            errs.append("%s: all lower case but not marked" % nid)
        prev_end, prev_start = -1, -1
        for s in n["spans"]:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: span fields %r" % (nid, s))
                continue
            a, b, t = s["start"], s["end"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                errs.append("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != t:
                errs.append("%s: span text mismatch %r vs %r" % (nid, text[a:b], t))
            if a < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                errs.append("%s: overlap at %d" % (nid, a))
            prev_start, prev_end = a, max(prev_end, b)
            if s["type"] not in TYPE_LABEL:
                errs.append("%s: unknown type %r" % (nid, s["type"]))
            elif TYPE_LABEL[s["type"]] != s["label"]:
                errs.append("%s: label %r does not fit type %r" % (nid, s["label"], s["type"]))
            bp = boundary_problem(t)
            if bp:
                errs.append("%s: %s in %r" % (nid, bp, t))
            ty = s["type"]
            digits = re.sub(r"\D", "", t)
            if ty in ("PHONE", "FAX") and "555" not in digits:
                errs.append("%s: %s without 555: %r" % (nid, ty, t))
            if ty == "EMAIL" and ("@" not in t or not EX_DOM.search(t.rsplit("@", 1)[1].lower())):
                errs.append("%s: e-mail outside example domains: %r" % (nid, t))
            if ty == "URL" and not EX_DOM.search(url_host(t)):
                errs.append("%s: URL outside example domains: %r" % (nid, t))
            if ty == "IPADDR" and not private_ip(t):
                errs.append("%s: IP not private: %r" % (nid, t))
            if ty == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
                errs.append("%s: SSN-like number not starting 9/000: %r" % (nid, t))
        # every e-mail, IP address and URL in the text is annotated
        for m in EMAIL_RE.finditer(text):
            if not covered(n["spans"], m.start(), m.end(), "EMAIL"):
                errs.append("%s: unannotated e-mail %r" % (nid, m.group()))
        for m in IP_RE.finditer(text):
            if not covered(n["spans"], m.start(), m.end(), "IPADDR"):
                errs.append("%s: unannotated IP %r" % (nid, m.group()))
        for m in URL_RE.finditer(text):
            e = m.end()
            while e > m.start() and text[e - 1] in ".,;:)":
                e -= 1
            if not covered(n["spans"], m.start(), e, "URL"):
                errs.append("%s: unannotated URL %r" % (nid, text[m.start():e]))
    return notes, errs


def report(notes, errs):
    spans = [s for n in notes for s in n["spans"]]
    lens = [len(n["text"]) for n in notes]
    mean = sum(lens) / max(1, len(lens))
    by_label = Counter(s["label"] for s in spans)
    by_type = Counter(s["type"] for s in spans)
    by_genre = Counter(n["meta"]["genre"] for n in notes)
    by_cc = Counter(n["meta"]["country"] for n in notes)
    low = sum(1 for n in notes if n["meta"]["lowercase"])
    print("notes: %d" % len(notes))
    print("mean length: %.0f chars (min %d, max %d)" % (mean, min(lens), max(lens)))
    print("spans: %d" % len(spans))
    print("lower-case notes: %d (%.1f%%)" % (low, 100.0 * low / max(1, len(notes))))
    print("per label:")
    for k in sorted(by_label):
        print("  %-12s %5d" % (k, by_label[k]))
    print("per type:")
    for k in sorted(TYPE_LABEL):
        print("  %-15s %5d" % (k, by_type.get(k, 0)))
    print("per genre:")
    for k in sorted(by_genre):
        print("  %-34s %4d" % (k, by_genre[k]))
    print("countries:")
    for k in sorted(by_cc):
        print("  %-16s %4d" % (k, by_cc[k]))
    need = 600 if mean < 1200 else 330
    if len(notes) < need:
        errs.append("only %d notes (need %d)" % (len(notes), need))
    if len(spans) < 8000:
        errs.append("only %d spans (need 8000)" % len(spans))
    for k in sorted(TYPE_LABEL):
        if by_type.get(k, 0) < 15:
            errs.append("type %s has %d spans (need 15)" % (k, by_type.get(k, 0)))
    big = [g for g in sorted(by_genre) if by_genre[g] >= 30]
    if len(big) < 10:
        errs.append("only %d genres with >= 30 notes" % len(big))
    frac = low / max(1, len(notes))
    if not 0.13 <= frac <= 0.20:
        errs.append("lower-case share %.3f is not about one in six" % frac)
    return len(spans), len(big)


def rebuild(target, outdir):
    with open(target, "rb") as fh:
        want = fh.read()
    res = []
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        p = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), outdir], env=env, capture_output=True, text=True)
        if p.returncode != 0:
            res.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, p.stderr.strip()[-400:]))
            continue
        with open(os.path.join(outdir, "notes.jsonl"), "rb") as fh:
            got = fh.read()
        print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if got == want else "DIFFERENT"))
        if got != want:
            res.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    return res


def main():
    args = sys.argv[1:]
    path = os.path.join(SETDIR, "notes.jsonl")
    outdir, cleanup = None, False
    while args:
        a = args.pop(0)
        if a == "--rebuild":
            outdir = args.pop(0)
        elif a == "--notes":
            path = args.pop(0)
        else:
            sys.exit("unknown argument %r" % a)
    if outdir is None:
        outdir = "/tmp/dev358_tmp/rebuild"
        cleanup = not os.path.exists("/tmp/dev358_tmp")
    notes, errs = validate(path)
    nspans, ngen = report(notes, errs)
    os.makedirs(outdir, exist_ok=True)
    errs += rebuild(path, outdir)
    if cleanup:
        shutil.rmtree("/tmp/dev358_tmp", ignore_errors=True)
    for e in errs[:60]:
        print("ERROR:", e)
    if errs:
        print("FAIL: %d problem(s)" % len(errs))
        sys.exit(1)
    print("OK: %d notes, %d spans, %d genres with >= 30 notes; checks passed; rebuilds under PYTHONHASHSEED=1 and 2 byte-identical"
          % (len(notes), nspans, ngen))


if __name__ == "__main__":
    main()
