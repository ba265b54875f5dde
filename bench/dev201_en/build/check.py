"""Validate bench/dev201_en/notes.jsonl against the guideline and the set's size rules.

Usage: python3 build/check.py   (exit status 0 when every check passes)
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label -> fine types, as in docs/annotation_guideline.md
GUIDE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {}
for _lab in GUIDE:
    for _t in GUIDE[_lab]:
        TYPE2LABEL[_t] = _lab

FICT_DOMAINS = ("example.com", "example.org", "example.net")
PRIVATE_NETS = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("172.16.0.0/12"),
                ipaddress.ip_network("192.168.0.0/16")]
BAD_LEAD = ",;:)]}\"'"
BAD_TRAIL = ",;:([{\"'"
REPEAT_TYPES = ["PATIENT", "DOCTOR", "FAMILY", "HOSPITAL", "ORGANIZATION", "CITY", "STREET"]

errors = []


def err(msg):
    errors.append(msg)


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        dig = re.sub(r"\D", "", v)
        if "555" not in dig:
            err("%s: %s not in the 555 range: %r" % (nid, t, v))
    elif t == "EMAIL":
        if "@" not in v or not v.lower().split("@", 1)[1].endswith(FICT_DOMAINS):
            err("%s: e-mail not on example domains: %r" % (nid, v))
    elif t == "URL":
        if not any(dm in v.lower() for dm in FICT_DOMAINS):
            err("%s: URL not on example domains: %r" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
            return
        if not any(ip in net for net in PRIVATE_NETS):
            err("%s: IP not private: %r" % (nid, v))
    elif t == "SSN":
        dig = re.sub(r"\D", "", v)
        if not (dig.startswith("9") or dig.startswith("000")):
            err("%s: SSN-like number not 9xx/000: %r" % (nid, v))


def check_note(i, rec, stats):
    nid = rec.get("id")
    want = "dev201-%04d" % (i + 1)
    if nid != want:
        err("line %d: id %r, expected %r" % (i + 1, nid, want))
    if sorted(rec.keys()) != ["id", "meta", "spans", "text"]:
        err("%s: unexpected fields %r" % (nid, sorted(rec.keys())))
    text = rec["text"]
    meta = rec["meta"]
    if not isinstance(text, str) or not text:
        err("%s: empty text" % nid)
        return
    if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
        err("%s: meta fields %r" % (nid, sorted(meta.keys())))
    if meta.get("source") != "dev201-en":
        err("%s: meta.source %r" % (nid, meta.get("source")))
    if meta.get("country") not in ("US", "IE"):
        err("%s: meta.country %r" % (nid, meta.get("country")))
    if not isinstance(meta.get("lowercase"), bool):
        err("%s: meta.lowercase not boolean" % nid)
    if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
        err("%s: meta.genre missing" % nid)
    low = meta.get("lowercase") is True
    if low and text != text.lower():
        err("%s: lowercase note has upper-case characters" % nid)
    if not low and text == text.lower():
        err("%s: note marked mixed-case but is all lower-case" % nid)
    prev_end = -1
    prev_start = -1
    covered = [False] * len(text)
    for s in rec["spans"]:
        if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
            err("%s: span fields %r" % (nid, sorted(s.keys())))
            continue
        a, b, t, lab, v = s["start"], s["end"], s["type"], s["label"], s["text"]
        if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
            err("%s: bad offsets %r" % (nid, s))
            continue
        if text[a:b] != v:
            err("%s: offset text mismatch %r vs %r" % (nid, text[a:b], v))
        if t not in TYPE2LABEL:
            err("%s: unknown type %r" % (nid, t))
        elif TYPE2LABEL[t] != lab:
            err("%s: label %r does not match type %r" % (nid, lab, t))
        if a < prev_start:
            err("%s: spans not sorted at %d" % (nid, a))
        if a < prev_end:
            err("%s: overlapping spans at %d" % (nid, a))
        prev_start, prev_end = a, max(prev_end, b)
        if v != v.strip():
            err("%s: span with edge whitespace %r" % (nid, v))
        if v[0] in BAD_LEAD or v[-1] in BAD_TRAIL:
            err("%s: span takes in punctuation %r" % (nid, v))
        if a > 0 and text[a - 1].isalnum() and v[0].isalnum():
            err("%s: span starts inside a word %r" % (nid, v))
        if b < len(text) and text[b].isalnum() and v[-1].isalnum() and t != "AGE":
            err("%s: span ends inside a word %r" % (nid, v))
        if low and v != v.lower():
            err("%s: upper-case span in lowercase note %r" % (nid, v))
        check_contact(nid, s)
        for k in range(a, b):
            covered[k] = True
        stats["types"][t] += 1
    # every occurrence annotated: repeated names/places must not appear bare elsewhere
    seen = []
    for s in rec["spans"]:
        if s["type"] in REPEAT_TYPES and len(s["text"]) >= 4 and s["text"] not in seen:
            seen.append(s["text"])
    for v in seen:
        pat = re.compile(r"(?<![\w])" + re.escape(v) + r"(?![\w])")
        for m in pat.finditer(text):
            if not all(covered[m.start():m.end()]):
                ctx_txt = text[max(0, m.start() - 30):m.end() + 30].replace("\n", " ")
                err("%s: unannotated occurrence of %r: ...%s..." % (nid, v, ctx_txt))
    stats["genres"][meta.get("genre")] += 1
    stats["chars"] += len(text)
    stats["lower"] += 1 if low else 0


def main():
    stats = {"types": collections.Counter(), "genres": collections.Counter(), "chars": 0, "lower": 0}
    with open(NOTES, "rb") as fh:
        raw = fh.read()
    if not raw.endswith(b"\n"):
        err("file does not end with a newline")
    lines = raw.decode("utf-8").split("\n")[:-1]
    recs = []
    for i, line in enumerate(lines):
        try:
            recs.append(json.loads(line))
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (i + 1, e))
    for i, rec in enumerate(recs):
        check_note(i, rec, stats)
    n = len(recs)
    n_spans = sum(stats["types"].values())
    mean = stats["chars"] / float(n) if n else 0.0
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    rich = [t for t in sorted(stats["types"]) if stats["types"][t] >= 15]
    if len(rich) < 29:
        err("only %d types with >= 15 spans: %r" % (len(rich), rich))
    big = [g for g in sorted(stats["genres"]) if stats["genres"][g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = stats["lower"] / float(n) if n else 0.0
    if not (0.12 <= frac <= 0.22):
        err("lower-case share %.3f is not about one in six" % frac)
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            err("module %s is 30 KB or larger" % fn)
    print("notes: %d  spans: %d  mean length: %.1f  lower-case: %d (%.1f%%)" % (n, n_spans, mean, stats["lower"], 100 * frac))
    print("genres: " + ", ".join("%s=%d" % (g, stats["genres"][g]) for g in sorted(stats["genres"])))
    print("types: " + ", ".join("%s=%d" % (t, stats["types"][t]) for t in sorted(stats["types"])))
    if errors:
        for e in errors[:200]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
