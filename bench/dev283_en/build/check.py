"""Validate bench/dev283_en/notes.jsonl (author 283).

Usage (from bench/dev283_en):
  python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and
requires both outputs to be byte-identical to notes.jsonl.
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

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "AU", "CA"}
OK_DOMAINS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev283-\d{4}$")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s<>()]+")
IP_RE = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS = 330, 600, 8000
MIN_TYPES, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 29, 15, 10, 30


class Errors:
    def __init__(self):
        self.items = []

    def add(self, where, msg):
        self.items.append("%s: %s" % (where, msg))


def host_ok(value):
    v = value.lower()
    v = re.sub(r"^https?://", "", v)
    host = v.split("/")[0].split("?")[0].split(":")[0]
    return any(host == d or host.endswith("." + d) for d in OK_DOMAINS)


def check_contact(sp, err, where):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if "555" not in digits:
            err.add(where, "%s without 555: %r" % (t, v))
    elif t == "EMAIL":
        if "@" not in v or not any(v.lower().split("@", 1)[1] == d or v.lower().split("@", 1)[1].endswith("." + d)
                                   for d in OK_DOMAINS):
            err.add(where, "email not on example domains: %r" % v)
    elif t == "URL":
        if not host_ok(v):
            err.add(where, "url not on example domains: %r" % v)
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            net_ok = any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
        except ValueError:
            net_ok = False
        if not net_ok:
            err.add(where, "IP not private: %r" % v)
    elif t == "SSN":
        digits = re.sub(r"\D", "", v)
        if not (digits.startswith("9") or digits.startswith("000")):
            err.add(where, "SSN-like number not starting with 9 or 000: %r" % v)


def covered(spans, start, end, types):
    for sp in spans:
        if sp["start"] <= start and end <= sp["end"] and sp["type"] in types:
            return True
    return False


def check_notes(path):
    err = Errors()
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        text_all = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        err.add(path, "not UTF-8: %s" % e)
        return err, notes
    lines = text_all.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for ln_no, line in enumerate(lines, 1):
        where = "line %d" % ln_no
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err.add(where, "invalid JSON: %s" % e)
            continue
        notes.append(rec)
        if set(rec) != {"id", "text", "spans", "meta"}:
            err.add(where, "fields %r" % sorted(rec))
            continue
        nid = rec["id"]
        if not isinstance(nid, str) or not ID_RE.match(nid):
            err.add(where, "bad id %r" % nid)
        elif nid != "dev283-%04d" % ln_no:
            err.add(where, "id out of sequence %r" % nid)
        where = nid
        text = rec["text"]
        if not isinstance(text, str) or not text.strip():
            err.add(where, "empty text")
            continue
        meta = rec["meta"]
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            err.add(where, "bad meta %r" % meta)
            continue
        if meta["source"] != "dev283-en":
            err.add(where, "bad source")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err.add(where, "bad genre")
        if not isinstance(meta["lowercase"], bool):
            err.add(where, "lowercase not bool")
        if meta["country"] not in COUNTRIES:
            err.add(where, "bad country %r" % meta["country"])
        if meta["lowercase"] and text != text.lower():
            err.add(where, "lowercase note contains upper case")
        spans = rec["spans"]
        if not isinstance(spans, list):
            err.add(where, "spans not a list")
            continue
        prev_end = -1
        prev_start = -1
        for i, sp in enumerate(spans):
            w = "%s span %d" % (where, i)
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                err.add(w, "bad span fields %r" % (sp,))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err.add(w, "bad offsets %r-%r" % (s, e))
                continue
            if text[s:e] != sp["text"]:
                err.add(w, "text mismatch %r vs %r" % (text[s:e], sp["text"]))
            if sp["type"] not in TYPE_LABEL:
                err.add(w, "unknown type %r" % sp["type"])
            elif TYPE_LABEL[sp["type"]] != sp["label"]:
                err.add(w, "label %r does not match type %r" % (sp["label"], sp["type"]))
            v = sp["text"]
            if v != v.strip():
                err.add(w, "span has outer whitespace %r" % v)
            if v[:1] in "[{\"'" or v[-1:] in ",;:\"'" or (v.endswith(")") and "(" not in v) \
                    or (v.startswith("(") and ")" not in v):
                err.add(w, "span takes in surrounding punctuation %r" % v)
            if s < prev_start:
                err.add(w, "spans not sorted")
            if s < prev_end:
                err.add(w, "overlapping spans")
            prev_start, prev_end = s, max(prev_end, e)
            check_contact(sp, err, w)
        # every e-mail, URL and IPv4 written in the text must be annotated
        for m in EMAIL_RE.finditer(text):
            if not covered(spans, m.start(), m.end(), ("EMAIL",)):
                err.add(where, "unannotated e-mail %r" % m.group())
        for m in URL_RE.finditer(text):
            e = m.end()
            while e > m.start() and text[e - 1] in ".,;:":
                e -= 1
            if not covered(spans, m.start(), e, ("URL",)):
                err.add(where, "unannotated URL %r" % text[m.start():e])
        for m in IP_RE.finditer(text):
            if not covered(spans, m.start(), m.end(), ("IPADDR",)):
                err.add(where, "unannotated IP %r" % m.group())
    return err, notes


def size_rules(notes, err):
    n = len(notes)
    lens = [len(r["text"]) for r in notes]
    mean = sum(lens) / n if n else 0
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n < need:
        err.add("size", "%d notes < %d (mean length %.0f)" % (n, need, mean))
    spans = [sp for r in notes for sp in r["spans"]]
    if len(spans) < MIN_SPANS:
        err.add("size", "%d spans < %d" % (len(spans), MIN_SPANS))
    tcount = collections.Counter(sp["type"] for sp in spans)
    good_types = [t for t, c in tcount.items() if c >= MIN_PER_TYPE]
    if len(good_types) < MIN_TYPES:
        err.add("size", "only %d fine types with >=%d spans" % (len(good_types), MIN_PER_TYPE))
    gcount = collections.Counter(r["meta"]["genre"] for r in notes)
    good_genres = [g for g, c in gcount.items() if c >= MIN_PER_GENRE]
    if len(good_genres) < MIN_GENRES:
        err.add("size", "only %d genres with >=%d notes" % (len(good_genres), MIN_PER_GENRE))
    low = sum(1 for r in notes if r["meta"]["lowercase"])
    share = low / n if n else 0
    if not (0.12 <= share <= 0.22):
        err.add("size", "lowercase share %.3f not about one in six" % share)
    return {"notes": n, "mean_len": mean, "spans": len(spans), "types": tcount, "genres": gcount,
            "lowercase": low, "labels": collections.Counter(sp["label"] for sp in spans),
            "countries": collections.Counter(r["meta"]["country"] for r in notes)}


def rebuild(outdir, ref_path, err):
    os.makedirs(outdir, exist_ok=True)
    with open(ref_path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       cwd=ROOT, stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            err.add("rebuild", "PYTHONHASHSEED=%s output differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        path = argv[argv.index("--notes") + 1]
    err, notes = check_notes(path)
    stats = size_rules(notes, err) if notes else None
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], path, err)
    if stats:
        print("notes %d, mean length %.0f, spans %d, lowercase %d" % (stats["notes"], stats["mean_len"], stats["spans"],
                                                                     stats["lowercase"]))
        print("labels: " + ", ".join("%s %d" % kv for kv in sorted(stats["labels"].items())))
        print("types: " + ", ".join("%s %d" % kv for kv in sorted(stats["types"].items())))
        print("genres: " + ", ".join("%s %d" % kv for kv in sorted(stats["genres"].items())))
        print("countries: " + ", ".join("%s %d" % kv for kv in sorted(stats["countries"].items())))
    if err.items:
        for e in err.items[:60]:
            print("ERROR " + e)
        print("FAILED: %d problem(s)" % len(err.items))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
