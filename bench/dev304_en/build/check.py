"""Validate bench/dev304_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR runs build/make.py twice into DIR (PYTHONHASHSEED=1 and =2)
and requires both outputs to be byte-identical to notes.jsonl.
Exit status 0 when every check passes, 1 otherwise.
"""
import argparse
import collections
import json
import os
import re
import string
import subprocess
import sys

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
PUNCT = set(string.punctuation) | {"\u2018", "\u2019", "\u201c", "\u201d", "\u2013", "\u2014"}
ABBREV_END = re.compile(r"(?:^|\s)(?:[A-Za-z]{1,3}\.)+$")
FICT_DOMAINS = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)")
HOST_RE = re.compile(r"^(?:https?://)?([^/:?#]+)")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE = 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)


def fictional_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(ip):
    try:
        a, b, c_, d = [int(x) for x in ip.split(".")]
    except ValueError:
        return False
    if not all(0 <= x <= 255 for x in (a, b, c_, d)):
        return False
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def edge_ok(s):
    if not s or s != s.strip():
        return False
    first, last = s[0], s[-1]
    if first in PUNCT and not ((first == "(" and ")" in s) or first == "+"):
        return False
    if last in PUNCT:
        if last == ")" and "(" in s:
            return True
        if last == "." and ABBREV_END.search(s):
            return True
        return False
    return True


def check_file(path):
    errs = []
    recs = []
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError as e:
        return ["not UTF-8: %s" % e], []
    if lines and lines[-1] == "":
        lines.pop()
    for ln, line in enumerate(lines, 1):
        try:
            recs.append(json.loads(line))
        except json.JSONDecodeError as e:
            errs.append("line %d: invalid JSON (%s)" % (ln, e))
    for i, r in enumerate(recs, 1):
        rid = r.get("id")
        where = "%s" % rid
        if set(r) != {"id", "text", "spans", "meta"}:
            errs.append("%s: fields %s" % (where, sorted(r)))
            continue
        if rid != "dev304-%04d" % i:
            errs.append("%s: expected id dev304-%04d" % (where, i))
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % where)
            continue
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta.get("source") != "dev304-en":
            errs.append("%s: bad meta %s" % (where, meta))
        if not isinstance(meta.get("lowercase"), bool):
            errs.append("%s: meta.lowercase not boolean" % where)
        if meta.get("lowercase") and text != text.lower():
            errs.append("%s: lowercase note has upper-case characters" % where)
        prev_end = -1
        prev_start = -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: span fields %s" % (where, sorted(s)))
                continue
            st, en, lab, typ, st_text = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append("%s: bad offsets %r" % (where, s))
                continue
            if text[st:en] != st_text:
                errs.append("%s: span text mismatch at %d: %r vs %r" % (where, st, text[st:en], st_text))
            if typ not in TYPE_LABEL:
                errs.append("%s: unknown type %s" % (where, typ))
            elif TYPE_LABEL[typ] != lab:
                errs.append("%s: type %s has label %s" % (where, typ, lab))
            if st < prev_start:
                errs.append("%s: spans not sorted at %d" % (where, st))
            if st < prev_end:
                errs.append("%s: overlapping spans at %d" % (where, st))
            prev_start, prev_end = st, max(prev_end, en)
            if not edge_ok(st_text):
                errs.append("%s: whitespace/punctuation at span edge %r (%s)" % (where, st_text, typ))
            if "\n" in st_text:
                errs.append("%s: newline inside span %r" % (where, st_text))
            # fictional contacts
            if typ in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", st_text):
                errs.append("%s: %s without 555: %r" % (where, typ, st_text))
            if typ == "EMAIL":
                m = EMAIL_RE.fullmatch(st_text)
                if not m or not fictional_host(m.group(1)):
                    errs.append("%s: non-fictional e-mail %r" % (where, st_text))
            if typ == "URL":
                m = HOST_RE.match(st_text)
                if not m or not fictional_host(m.group(1)):
                    errs.append("%s: non-fictional URL %r" % (where, st_text))
            if typ == "IPADDR" and not private_ip(st_text):
                errs.append("%s: non-private IP %r" % (where, st_text))
            if typ == "SSN" and not (st_text.startswith("9") or st_text.startswith("000")):
                errs.append("%s: SSN-like number not starting with 9 or 000: %r" % (where, st_text))
        # any e-mail or URL anywhere in the text must be fictional, labelled or not
        for m in EMAIL_RE.finditer(text):
            if not fictional_host(m.group(1)):
                errs.append("%s: e-mail in text on a real-looking domain %r" % (where, m.group(0)))
        for m in URL_RE.finditer(text):
            if not fictional_host(m.group(1)):
                errs.append("%s: URL in text on a real-looking domain %r" % (where, m.group(0)))
    return errs, recs


def stats(recs):
    st = dict(notes=len(recs))
    st["chars"] = sum(len(r["text"]) for r in recs)
    st["mean_chars"] = st["chars"] / max(1, len(recs))
    st["spans"] = sum(len(r["spans"]) for r in recs)
    st["per_label"] = collections.Counter(s["label"] for r in recs for s in r["spans"])
    st["per_type"] = collections.Counter(s["type"] for r in recs for s in r["spans"])
    st["per_genre"] = collections.Counter(r["meta"]["genre"] for r in recs)
    st["per_country"] = collections.Counter(r["meta"]["country"] for r in recs)
    st["lower"] = sum(1 for r in recs if r["meta"]["lowercase"])
    return st


def size_errors(st):
    errs = []
    need = MIN_NOTES_SHORT if st["mean_chars"] < SHORT_MEAN else MIN_NOTES
    if st["notes"] < need:
        errs.append("only %d notes (need %d)" % (st["notes"], need))
    if st["spans"] < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (st["spans"], MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if st["per_type"].get(t, 0) < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, st["per_type"].get(t, 0), MIN_PER_TYPE))
    big = [g for g in sorted(st["per_genre"]) if st["per_genre"][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = st["lower"] / max(1, st["notes"])
    if not LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]:
        errs.append("lower-case fraction %.3f outside %s" % (frac, LOWER_RANGE))
    return errs


def rebuild(outdir, notes_path):
    errs = []
    make = os.path.join(os.path.dirname(os.path.abspath(__file__)), "make.py")
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, make, out], env=env, capture_output=True, text=True)
        if res.returncode != 0:
            errs.append("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr.strip()[-500:]))
            continue
        with open(out, "rb") as fh:
            data = fh.read()
        if data != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(data)))
    return errs


def main():
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(here, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    args = ap.parse_args()
    errs, recs = check_file(args.notes)
    st = stats(recs)
    errs += size_errors(st)
    if args.rebuild:
        errs += rebuild(args.rebuild, args.notes)
    print("notes %d, mean chars %.0f, spans %d, lower-case notes %d" % (st["notes"], st["mean_chars"], st["spans"], st["lower"]))
    print("labels: " + ", ".join("%s %d" % (k, st["per_label"][k]) for k in sorted(st["per_label"])))
    print("types: " + ", ".join("%s %d" % (k, st["per_type"][k]) for k in sorted(st["per_type"])))
    print("genres: " + ", ".join("%s %d" % (k, st["per_genre"][k]) for k in sorted(st["per_genre"])))
    print("countries: " + ", ".join("%s %d" % (k, st["per_country"][k]) for k in sorted(st["per_country"])))
    if errs:
        for e in errs[:60]:
            print("ERROR: " + e)
        print("%d error(s)" % len(errs))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
