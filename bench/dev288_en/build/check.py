"""Validate bench/dev288_en/notes.jsonl.

usage (from bench/dev288_en):
    python3 build/check.py [--file notes.jsonl] [--rebuild DIR]

--rebuild DIR rebuilds the set twice into DIR, under PYTHONHASHSEED=1 and
PYTHONHASHSEED=2, and requires both outputs to be byte-identical to notes.jsonl."""

import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABEL = {
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
COUNTRIES = {"US", "UK", "IE", "AU", "NZ", "CA"}
FIELDS = {"id", "text", "spans", "meta"}
SPAN_FIELDS = {"start", "end", "label", "type", "text"}
DOMAIN_RE = re.compile(r"(^|[.@/])example\.(com|org|net)(/|$)")
BAD_LEAD = set(".,;:)]}\"'!?")
BAD_TRAIL = set(",;:([{\"'!?.")

# things that must never sit outside a span
MUST_COVER = [
    ("weekday", re.compile(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)),
    ("month", re.compile(r"\b(january|february|march|april|june|july|august|september|october|november|december)\b", re.I)),
    ("holiday", re.compile(r"\b(christmas|boxing day|easter|anzac day|waitangi|canada day|thanksgiving|new year's day|"
                           r"st patrick's day|st stephen's day|matariki|good friday|australia day)\b", re.I)),
    ("email", re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")),
    ("example-domain", re.compile(r"[\w.+:/@-]*example\.(?:com|org|net)(?:/[\w/.-]*[\w/])?")),
    ("ipv4", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("phone-555", re.compile(r"(?<![\w-])(\+?\d[\d ()-]{0,8})?\b555[ -]?\d{1,4}( ?\d{3,4})?\b")),
]

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) < 60:
        print("ERROR:", msg)


def covered(spans, s, e):
    for sp in spans:
        if sp["start"] <= s and e <= sp["end"]:
            return True
    return False


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s without 555: %r" % (nid, t, v))
    if t == "EMAIL":
        dom = v.lower().split("@")[-1]
        if not re.search(r"(^|\.)example\.(com|org|net)$", dom):
            err("%s: email not on example domain: %r" % (nid, v))
    if t == "URL":
        if not DOMAIN_RE.search(re.sub(r"^https?://", "", v.lower())):
            err("%s: url not on example domain: %r" % (nid, v))
    if t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            ok = ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("192.168.0.0/16") \
                or ip in ipaddress.ip_network("172.16.0.0/12")
        except ValueError:
            ok = False
        if not ok:
            err("%s: non-private IP %r" % (nid, v))
    if t == "SSN":
        digits = re.sub(r"\D", "", v)
        if not (digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN-like value not starting with 9/000: %r" % (nid, v))


def validate(path):
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    lines = raw.decode("utf-8").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for i, line in enumerate(lines):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
            continue
        notes.append(rec)
    for i, rec in enumerate(notes):
        nid = rec.get("id")
        if set(rec) != FIELDS:
            err("%s: fields %s" % (nid, sorted(rec)))
            continue
        if nid != "dev288-%04d" % (i + 1) or not re.fullmatch(r"dev288-\d{4}", nid):
            err("bad/out-of-order id %r at line %d" % (nid, i + 1))
        text, spans, meta = rec["text"], rec["spans"], rec["meta"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta fields %s" % (nid, sorted(meta)))
        if meta.get("source") != "dev288-en":
            err("%s: source %r" % (nid, meta.get("source")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase not bool" % nid)
        if meta.get("country") not in COUNTRIES:
            err("%s: country %r" % (nid, meta.get("country")))
        if not isinstance(meta.get("genre"), str) or not meta["genre"]:
            err("%s: genre" % nid)
        if meta.get("lowercase") and text != text.lower():
            err("%s: lowercase note has upper-case characters" % nid)
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if set(sp) != SPAN_FIELDS:
                err("%s: span fields %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset/text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in LABEL:
                err("%s: unknown type %r" % (nid, sp["type"]))
            elif LABEL[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (nid, sp["label"], sp["type"]))
            v = sp["text"]
            if v != v.strip():
                err("%s: span with outer whitespace %r" % (nid, v))
            dotted_initials = re.fullmatch(r"([A-Za-z]\.)+", v) is not None
            if v[0] in BAD_LEAD or (v[-1] in BAD_TRAIL and not dotted_initials) or (v.endswith(")") and "(" not in v):
                err("%s: span takes in surrounding punctuation %r" % (nid, v))
            check_contact(nid, sp)
        for name, rx in MUST_COVER:
            for mt in rx.finditer(text):
                if name == "phone-555" and len(re.sub(r"\D", "", mt.group(0))) < 7:
                    continue  # amounts, odometer readings and the like
                if not covered(spans, mt.start(), mt.end()):
                    err("%s: uncovered %s %r" % (nid, name, mt.group(0)))
    return notes, raw


def size_rules(notes):
    n = len(notes)
    lens = [len(x["text"]) for x in notes]
    mean = sum(lens) / max(1, n)
    spans = [sp for x in notes for sp in x["spans"]]
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if len(spans) < 8000:
        err("only %d spans (need 8000)" % len(spans))
    types = collections.Counter(sp["type"] for sp in spans)
    rich = [t for t in types if types[t] >= 15]
    if len(rich) < 29:
        err("only %d fine types with >=15 spans: %s" % (len(rich), sorted(types.items())))
    genres = collections.Counter(x["meta"]["genre"] for x in notes)
    big = [g for g in genres if genres[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    low = sum(1 for x in notes if x["meta"]["lowercase"])
    share = low / max(1, n)
    if not (0.12 <= share <= 0.22):
        err("lowercase share %.3f not about one in six" % share)
    labels = collections.Counter(sp["label"] for sp in spans)
    print("notes %d  mean length %.0f  spans %d  lowercase %d (%.1f%%)" % (n, mean, len(spans), low, 100 * share))
    print("labels:", ", ".join("%s %d" % kv for kv in sorted(labels.items())))
    print("types:", ", ".join("%s %d" % kv for kv in sorted(types.items())))
    print("genres:", ", ".join("%s %d" % kv for kv in sorted(genres.items())))
    print("countries:", ", ".join("%s %d" % kv for kv in sorted(collections.Counter(
        x["meta"]["country"] for x in notes).items())))


def rebuild(dirpath, raw):
    os.makedirs(dirpath, exist_ok=True)
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       cwd=ROOT, stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            data = fh.read()
        if data != raw:
            err("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(data)))


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--file" in argv:
        path = argv[argv.index("--file") + 1]
    notes, raw = validate(path)
    size_rules(notes)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], raw)
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
