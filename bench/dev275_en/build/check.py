"""Validate bench/dev275_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR] [--stats] [PATH]
  --rebuild DIR  rebuild twice into DIR under PYTHONHASHSEED=1 and =2 and require byte identity
                 with the checked file
  --stats        print counts (notes, spans per label / type / genre, lowercase share)
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABELS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "AU", "CA", "NZ", "IE"}
ID_RE = re.compile(r"dev275-\d{4}")
EX_DOM = re.compile(r"(^|\.)example\.(com|org|net)$")
URL_RE = re.compile(r"^(?:https?://)?(?P<host>[a-z0-9.-]+)(?:[/:?#].*)?$", re.I)
BAD_START = tuple("\"'([{,;:.")
BAD_END = tuple("\"'([{,;:")


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, where, msg):
        if len(self.errors) < 200:
            self.errors.append("%s: %s" % (where, msg))


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check_contact(ck, where, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        ck.err(where, "%s without 555: %r" % (t, v))
    elif t == "EMAIL":
        if v.count("@") != 1 or not EX_DOM.search(v.split("@")[1].lower()):
            ck.err(where, "email not on example domain: %r" % v)
    elif t == "URL":
        m = URL_RE.match(v)
        if not m or not EX_DOM.search(m.group("host").lower().rstrip(".")):
            # allow www.<sub>.example.org style
            host = m.group("host").lower() if m else ""
            if not re.search(r"(^|\.)example\.(com|org|net)$", host):
                ck.err(where, "url not on example domain: %r" % v)
    elif t == "IPADDR" and not private_ip(v):
        ck.err(where, "ip not private: %r" % v)
    elif t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        ck.err(where, "ssn-like value must start with 9 or 000: %r" % v)


def check_file(path, ck):
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        data = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        ck.err(path, "not utf-8: %s" % e)
        return notes
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    for ln, line in enumerate(lines, 1):
        where = "line %d" % ln
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            ck.err(where, "invalid JSON: %s" % e)
            continue
        if not isinstance(rec, dict) or set(rec) != {"id", "text", "spans", "meta"}:
            ck.err(where, "bad top-level fields")
            continue
        nid = rec["id"]
        if not isinstance(nid, str) or not ID_RE.fullmatch(nid) or nid != "dev275-%04d" % ln:
            ck.err(where, "bad id %r (expected dev275-%04d)" % (nid, ln))
        where = "%s" % nid
        text = rec["text"]
        if not isinstance(text, str) or not text:
            ck.err(where, "empty/non-string text")
            continue
        meta = rec["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            ck.err(where, "bad meta fields")
            continue
        if meta["source"] != "dev275-en":
            ck.err(where, "bad source")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            ck.err(where, "bad genre")
        if not isinstance(meta["lowercase"], bool):
            ck.err(where, "lowercase not bool")
        if meta["country"] not in COUNTRIES:
            ck.err(where, "bad country %r" % meta["country"])
        if meta["lowercase"] is True and text != text.lower():
            ck.err(where, "lowercase note contains upper-case characters")
        prev_end = -1
        prev_start = -1
        spans = rec["spans"]
        if not isinstance(spans, list):
            ck.err(where, "spans not a list")
            continue
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                ck.err(where, "bad span fields %r" % (sp,))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                ck.err(where, "bad offsets %r" % (sp,))
                continue
            if text[s:e] != sp["text"]:
                ck.err(where, "offset/text mismatch %r vs %r" % (text[s:e], sp["text"]))
            if sp["type"] not in LABELS or LABELS[sp["type"]] != sp["label"]:
                ck.err(where, "bad label/type %s/%s" % (sp["label"], sp["type"]))
            v = sp["text"]
            if v != v.strip():
                ck.err(where, "span with surrounding whitespace %r" % v)
            paren_phone = sp["type"] in ("PHONE", "FAX") and re.match(r"\(\d", v)
            if (v.startswith(BAD_START) and not paren_phone) or v.endswith(BAD_END):
                ck.err(where, "span takes in surrounding punctuation %r" % v)
            if s < prev_start:
                ck.err(where, "spans not sorted")
            if s < prev_end:
                ck.err(where, "overlapping spans at %d" % s)
            prev_start, prev_end = s, e
            check_contact(ck, where, sp)
        notes.append(rec)
    return notes


def size_rules(notes, ck):
    n = len(notes)
    nspans = sum(len(r["spans"]) for r in notes)
    mean_len = sum(len(r["text"]) for r in notes) / max(n, 1)
    if n < 330:
        ck.err("size", "fewer than 330 notes (%d)" % n)
    if mean_len < 1200 and n < 600:
        ck.err("size", "mean length %.0f < 1200 requires >= 600 notes (%d)" % (mean_len, n))
    if nspans < 8000:
        ck.err("size", "fewer than 8000 spans (%d)" % nspans)
    types = collections.Counter(sp["type"] for r in notes for sp in r["spans"])
    rich = [t for t in sorted(types) if types[t] >= 15]
    if len(rich) < 29:
        ck.err("size", "only %d fine types with >=15 spans; thin: %s" %
               (len(rich), ", ".join("%s=%d" % (t, types.get(t, 0)) for t in sorted(LABELS) if types.get(t, 0) < 15)))
    genres = collections.Counter(r["meta"]["genre"] for r in notes)
    big = [g for g in sorted(genres) if genres[g] >= 30]
    if len(big) < 10:
        ck.err("size", "only %d genres with >=30 notes" % len(big))
    low = sum(1 for r in notes if r["meta"]["lowercase"])
    share = low / max(n, 1)
    if not (0.13 <= share <= 0.21):
        ck.err("size", "lowercase share %.3f not about one in six" % share)
    return {"notes": n, "spans": nspans, "mean_len": mean_len, "types": types, "genres": genres, "lowercase": low,
            "labels": collections.Counter(sp["label"] for r in notes for sp in r["spans"]),
            "countries": collections.Counter(r["meta"]["country"] for r in notes)}


def rebuild(dirpath, ref_path, ck):
    os.makedirs(dirpath, exist_ok=True)
    with open(ref_path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_seed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], cwd=ROOT, env=env,
                             capture_output=True, text=True)
        if res.returncode != 0:
            ck.err("rebuild", "make.py failed under PYTHONHASHSEED=%s: %s" % (seed, res.stderr[-500:]))
            continue
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            ck.err("rebuild", "PYTHONHASHSEED=%s output differs from %s" % (seed, ref_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    args = list(argv)
    rebuild_dir = None
    stats = False
    if "--rebuild" in args:
        i = args.index("--rebuild")
        rebuild_dir = args[i + 1]
        del args[i:i + 2]
    if "--stats" in args:
        stats = True
        args.remove("--stats")
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    ck = Checker()
    notes = check_file(path, ck)
    st = size_rules(notes, ck)
    if rebuild_dir:
        rebuild(rebuild_dir, path, ck)
    print("notes=%d spans=%d mean_len=%.0f lowercase=%d (%.1f%%) genres=%d fine types>=15: %d" % (
        st["notes"], st["spans"], st["mean_len"], st["lowercase"], 100.0 * st["lowercase"] / max(st["notes"], 1),
        len(st["genres"]), sum(1 for t in st["types"] if st["types"][t] >= 15)))
    if stats:
        print("labels:", ", ".join("%s=%d" % (k, st["labels"][k]) for k in sorted(st["labels"])))
        print("types:", ", ".join("%s=%d" % (k, st["types"][k]) for k in sorted(st["types"])))
        print("genres:", ", ".join("%s=%d" % (k, st["genres"][k]) for k in sorted(st["genres"])))
        print("countries:", ", ".join("%s=%d" % (k, st["countries"][k]) for k in sorted(st["countries"])))
    if ck.errors:
        print("FAILED: %d problem(s)" % len(ck.errors))
        for e in ck.errors[:60]:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
