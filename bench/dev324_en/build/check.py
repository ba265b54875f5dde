"""Validate bench/dev324_en/notes.jsonl.

usage:
  python3 build/check.py                 validate notes.jsonl
  python3 build/check.py --rebuild DIR   also rebuild twice (PYTHONHASHSEED=1 and 2) into DIR and compare
                                         byte-for-byte with notes.jsonl
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
REC_FIELDS = {"id", "text", "spans", "meta"}
SPAN_FIELDS = {"start", "end", "label", "type", "text"}
META_FIELDS = {"source", "genre", "lowercase", "country"}
ID_RE = re.compile(r"^dev324-\d{4}$")
EXAMPLE_DOM = re.compile(r"(^|\.)example\.(com|org|net)$")
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30


def fail(errors, msg):
    errors.append(msg)


def check_contact(errors, rid, sp):
    t, v = sp["type"], sp["text"]
    low = v.lower()
    if t in ("PHONE", "FAX"):
        if "555" not in v:
            fail(errors, "%s: %s %r lacks 555" % (rid, t, v))
    elif t == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([a-z0-9.-]+)", low)
        if not m or not EXAMPLE_DOM.search(m.group(1)):
            fail(errors, "%s: email %r not on example.com/.org/.net" % (rid, v))
    elif t == "URL":
        host = re.sub(r"^https?://", "", low).split("/")[0]
        if not EXAMPLE_DOM.search(host):
            fail(errors, "%s: url %r not on example.com/.org/.net" % (rid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            fail(errors, "%s: bad ip %r" % (rid, v))
            return
        if not (ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("172.16.0.0/12")
                or ip in ipaddress.ip_network("192.168.0.0/16")):
            fail(errors, "%s: ip %r not private" % (rid, v))
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            fail(errors, "%s: SSN-like %r does not start with 9 or 000" % (rid, v))


def validate(path):
    errors = []
    recs = []
    with open(path, "rb") as fh:
        raw = fh.read()
    if not raw.endswith(b"\n"):
        fail(errors, "file does not end with newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            r = json.loads(line)
        except json.JSONDecodeError as e:
            fail(errors, "line %d: invalid JSON (%s)" % (ln, e))
            continue
        recs.append(r)
    ids = set()
    for r in recs:
        if not isinstance(r, dict) or set(r) != REC_FIELDS:
            fail(errors, "record fields %r" % (sorted(r) if isinstance(r, dict) else r))
            continue
        rid = r["id"]
        if not isinstance(rid, str) or not ID_RE.match(rid):
            fail(errors, "bad id %r" % rid)
        if rid in ids:
            fail(errors, "duplicate id %r" % rid)
        ids.add(rid)
        text = r["text"]
        if not isinstance(text, str) or not text:
            fail(errors, "%s: empty text" % rid)
            continue
        meta = r["meta"]
        if not isinstance(meta, dict) or set(meta) != META_FIELDS:
            fail(errors, "%s: meta fields %r" % (rid, meta))
            continue
        if meta["source"] != "dev324-en":
            fail(errors, "%s: source %r" % (rid, meta["source"]))
        if not isinstance(meta["lowercase"], bool):
            fail(errors, "%s: lowercase not bool" % rid)
        if not isinstance(meta["genre"], str) or not isinstance(meta["country"], str):
            fail(errors, "%s: genre/country not str" % rid)
        if meta["lowercase"] and text != text.lower():
            fail(errors, "%s: marked lowercase but text has upper case" % rid)
        prev_end = -1
        for sp in r["spans"]:
            if not isinstance(sp, dict) or set(sp) != SPAN_FIELDS:
                fail(errors, "%s: span fields %r" % (rid, sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                fail(errors, "%s: bad offsets %r" % (rid, sp))
                continue
            if text[s:e] != sp["text"]:
                fail(errors, "%s: span text %r != slice %r" % (rid, sp["text"], text[s:e]))
            if s < prev_end:
                fail(errors, "%s: spans unsorted or overlapping at %d" % (rid, s))
            prev_end = e
            if sp["type"] not in TYPE_LABEL:
                fail(errors, "%s: unknown type %r" % (rid, sp["type"]))
            elif TYPE_LABEL[sp["type"]] != sp["label"]:
                fail(errors, "%s: label %r wrong for type %r" % (rid, sp["label"], sp["type"]))
            v = sp["text"]
            if v != v.strip():
                fail(errors, "%s: span %r has outer whitespace" % (rid, v))
            if v and (v[-1] in ",;:" or v[0] in ",;:\"'"):
                fail(errors, "%s: span %r takes in surrounding punctuation" % (rid, v))
            check_contact(errors, rid, sp)
    # size rules
    n = len(recs)
    spans = [sp for r in recs if isinstance(r, dict) and "spans" in r for sp in r["spans"]]
    mean_len = sum(len(r["text"]) for r in recs) / max(n, 1)
    need = MIN_NOTES if mean_len >= 1200 else MIN_NOTES_SHORT
    if n < need:
        fail(errors, "only %d notes (need %d at mean length %.0f)" % (n, need, mean_len))
    if len(spans) < MIN_SPANS:
        fail(errors, "only %d spans (need %d)" % (len(spans), MIN_SPANS))
    per_type = collections.Counter(sp.get("type") for sp in spans)
    for t in sorted(TYPE_LABEL):
        if per_type[t] < MIN_PER_TYPE:
            fail(errors, "type %s has %d spans (need %d)" % (t, per_type[t], MIN_PER_TYPE))
    genres = collections.Counter(r["meta"]["genre"] for r in recs)
    big = [g for g in genres if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        fail(errors, "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    n_low = sum(1 for r in recs if r["meta"]["lowercase"])
    if not (n / 6 * 0.8 <= n_low <= n / 6 * 1.2):
        fail(errors, "%d lower-case notes, not about 1/6 of %d" % (n_low, n))
    stats = {"notes": n, "mean_chars": round(mean_len, 1), "spans": len(spans), "lowercase": n_low,
             "per_label": dict(sorted(collections.Counter(sp["label"] for sp in spans).items())),
             "per_type": dict(sorted(per_type.items())), "genres": dict(sorted(genres.items())),
             "countries": dict(sorted(collections.Counter(r["meta"]["country"] for r in recs).items()))}
    return errors, stats


def rebuild(outdir):
    errors = []
    os.makedirs(outdir, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], check=True, env=env)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            fail(errors, "rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errors


def main(argv):
    errors, stats = validate(NOTES)
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        if i + 1 >= len(argv):
            print("--rebuild needs a directory")
            return 2
        errors += rebuild(argv[i + 1])
    print(json.dumps(stats, indent=1, ensure_ascii=False))
    if errors:
        print("FAILED: %d problem(s)" % len(errors))
        for e in errors[:50]:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
