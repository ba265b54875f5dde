"""Validate bench/dev341_en/notes.jsonl; with --rebuild DIR also rebuild twice and compare bytes.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
ID_RE = re.compile(r"^dev341-\d{4}$")
FICT_DOMAINS = ("example.com", "example.org", "example.net")

MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_SHARE = (0.12, 0.22)


def fict_host(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def contact_errors(typ, val):
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", val):
            return "%s without 555: %r" % (typ, val)
    elif typ == "EMAIL":
        if val.count("@") != 1 or not fict_host(val.split("@")[1]):
            return "email not on example domain: %r" % val
    elif typ == "URL":
        rest = re.sub(r"^[a-zA-Z][a-zA-Z0-9+.-]*://", "", val)
        host = re.split(r"[/?#:]", rest, 1)[0]
        if not fict_host(host):
            return "url not on example domain: %r" % val
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(val)
        except ValueError:
            return "bad ip %r" % val
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        if not any(ip in n for n in nets):
            return "public ip %r" % val
    elif typ == "SSN":
        if not (val.startswith("9") or val.startswith("000")):
            return "ssn not fictional: %r" % val
    return None


def check(path):
    errs = []
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    if not raw.endswith(b"\n"):
        errs.append("file does not end with newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            n = json.loads(line)
        except ValueError as e:
            errs.append("line %d: invalid JSON (%s)" % (ln, e))
            continue
        notes.append((ln, n))
    ids = set()
    types = collections.Counter()
    labels = collections.Counter()
    genres = collections.Counter()
    total_chars = 0
    n_lower = 0
    for ln, n in notes:
        where = "line %d" % ln
        if not isinstance(n, dict) or set(n) != NOTE_KEYS:
            errs.append("%s: note keys %r" % (where, sorted(n) if isinstance(n, dict) else type(n)))
            continue
        nid, text, spans, meta = n["id"], n["text"], n["spans"], n["meta"]
        where = "%s (%s)" % (where, nid)
        if not isinstance(nid, str) or not ID_RE.match(nid):
            errs.append("%s: bad id" % where)
        if nid in ids:
            errs.append("%s: duplicate id" % where)
        ids.add(nid)
        if ("dev341-%04d" % ln) != nid:
            errs.append("%s: id out of sequence" % where)
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % where)
            continue
        total_chars += len(text)
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errs.append("%s: meta keys %r" % (where, meta))
            continue
        if meta["source"] != "dev341-en":
            errs.append("%s: source %r" % (where, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: lowercase not bool" % where)
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            errs.append("%s: genre" % where)
        if not isinstance(meta["country"], str) or not meta["country"]:
            errs.append("%s: country" % where)
        genres[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                errs.append("%s: lowercase note has capitals" % where)
        if not isinstance(spans, list):
            errs.append("%s: spans not a list" % where)
            continue
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != SPAN_KEYS:
                errs.append("%s: span keys %r" % (where, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or isinstance(e, bool):
                errs.append("%s: non-int offsets %r" % (where, sp))
                continue
            if not (0 <= s < e <= len(text)):
                errs.append("%s: offsets out of range %r" % (where, sp))
                continue
            if text[s:e] != st:
                errs.append("%s: span text mismatch %r vs %r" % (where, st, text[s:e]))
            if s < prev_start:
                errs.append("%s: spans not sorted at %d" % (where, s))
            if s < prev_end:
                errs.append("%s: overlapping spans at %d" % (where, s))
            prev_start, prev_end = s, max(prev_end, e)
            if typ not in TYPES:
                errs.append("%s: unknown type %r" % (where, typ))
            elif TYPES[typ] != lab:
                errs.append("%s: label %r does not match type %r" % (where, lab, typ))
            if st != st.strip():
                errs.append("%s: span with outer whitespace %r" % (where, st))
            if st and (st[-1] in ",;:\"" or st[0] in ",;:\"" or st[-1] == "'"):
                errs.append("%s: span takes in outer punctuation %r" % (where, st))
            if meta.get("lowercase") and st != st.lower():
                errs.append("%s: lowercase note with capital span %r" % (where, st))
            ce = contact_errors(typ, st)
            if ce:
                errs.append("%s: %s" % (where, ce))
            types[typ] += 1
            labels[lab] += 1
    # minimum counts
    nn = len(notes)
    mean = total_chars / nn if nn else 0
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if nn < need:
        errs.append("only %d notes (need %d at mean %.0f chars)" % (nn, need, mean))
    if sum(types.values()) < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (sum(types.values()), MIN_SPANS))
    for t in sorted(TYPES):
        if types[t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, types[t], MIN_PER_TYPE))
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / nn if nn else 0
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        errs.append("lower-case share %.3f outside %r" % (share, LOWER_SHARE))
    stats = dict(notes=nn, mean_chars=round(mean, 1), spans=sum(types.values()), lowercase=n_lower,
                 labels=dict(sorted(labels.items())), types=dict(sorted(types.items())),
                 genres=dict(sorted(genres.items())))
    return errs, stats


def rebuild(outdir, ref):
    with open(ref, "rb") as f:
        want = f.read()
    errs = []
    for seed in ("1", "2"):
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", outdir], env=env,
                           capture_output=True, text=True)
        if r.returncode != 0:
            errs.append("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, r.stderr.strip()[-500:]))
            continue
        with open(os.path.join(outdir, "notes.jsonl"), "rb") as f:
            got = f.read()
        if got != want:
            errs.append("rebuild (PYTHONHASHSEED=%s) differs from %s" % (seed, ref))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR", help="rebuild into DIR twice and compare byte-for-byte")
    a = ap.parse_args()
    errs, stats = check(a.notes)
    if a.rebuild:
        if os.path.abspath(a.rebuild) == os.path.abspath(os.path.dirname(a.notes)):
            errs.append("--rebuild DIR must differ from the notes directory")
        else:
            errs += rebuild(a.rebuild, a.notes)
    print(json.dumps(stats, indent=1))
    if errs:
        for e in errs[:60]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
