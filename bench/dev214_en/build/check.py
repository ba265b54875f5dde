"""Validate /work/main/bench/dev214_en/notes.jsonl against the guideline and the set's size rules.

Usage: python3 build/check.py   (exit status 0 = all checks pass)
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type inventory of docs/annotation_guideline.md (kept here independently of the generator)
VALID = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {}
for _lab in sorted(VALID):
    for _t in VALID[_lab]:
        TYPE2LABEL[_t] = _lab

MIN_NOTES = 330
MIN_NOTES_SHORT = 600          # required when the mean note is under 1,200 characters
MIN_SPANS = 8000
MIN_TYPES, MIN_PER_TYPE = 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
BAD_START = set(",;:.!?\"')]}")
BAD_END = set(",;:!?\"'([{")
OK_DOT_END = ("Co.", "Inc.", "Jr.", "Sr.", "St.", "Ltd.")
TITLES = ("Dr.", "Dr ", "Mr.", "Mrs.", "Ms.", "Mr ", "Ms ", "Prof")
CREDS = ("MD", "DO", "RN", "NP", "PA-C", "FNP-C", "LPN", "DNP", "PhD")

errors = []


def err(nid, msg):
    errors.append("%s: %s" % (nid, msg))


def private_ip(s):
    m = re.fullmatch(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})", s)
    if not m:
        return False
    a, b, c, d = [int(x) for x in m.groups()]
    if max(a, b, c, d) > 255:
        return False
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v.split("x")[0].split("ext")[0])
        if not re.search(r"555[-. ]?01\d\d", v):
            err(nid, "phone/fax not in 555-01xx range: %r" % v)
        if len(digits) not in (7, 10, 11):
            err(nid, "phone/fax digit count odd: %r" % v)
    elif t == "EMAIL":
        if v.count("@") != 1 or not host_ok(v.split("@")[1]):
            err(nid, "email not on example domains: %r" % v)
    elif t == "URL":
        host = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0]
        if not host_ok(host):
            err(nid, "url not on example domains: %r" % v)
    elif t == "IPADDR":
        if not private_ip(v):
            err(nid, "ip not private: %r" % v)
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            err(nid, "ssn not 9xx/000: %r" % v)
        if len(re.sub(r"\D", "", v)) != 9:
            err(nid, "ssn digit count: %r" % v)


def check_boundaries(nid, sp):
    v, t = sp["text"], sp["type"]
    if not v or v != v.strip():
        err(nid, "span has edge whitespace: %r" % v)
        return
    if v[0] in BAD_START:
        err(nid, "span starts with punctuation: %r" % v)
    if v[-1] in BAD_END:
        err(nid, "span ends with punctuation: %r" % v)
    if v.endswith("."):
        last = v.split()[-1]
        initial = re.fullmatch(r"[A-Za-z]\.", last) or re.fullmatch(r"([A-Za-z]\.)+", last)
        if not (initial or any(v.lower().endswith(x.lower()) for x in OK_DOT_END)):
            err(nid, "span ends with a full stop: %r" % v)
    if sp["label"] == "NAME" and t != "USERNAME":
        low = v.lower()
        if any(low.startswith(x.lower()) for x in TITLES):
            err(nid, "title inside name span: %r" % v)
        toks = re.split(r"[ ,]+", v)
        if toks[-1] in CREDS or toks[-1].lower() in [c.lower() for c in CREDS if len(c) > 2]:
            err(nid, "credential inside name span: %r" % v)
        if v.endswith("'s"):
            err(nid, "possessive inside name span: %r" % v)
    if t == "AGE" and not (v.isdigit() or re.fullmatch(r"[a-z -]+", v.lower())):
        err(nid, "age span not a bare number/words: %r" % v)
    if t == "DATE" and re.search(r"\d{1,2}:\d{2}", v):
        err(nid, "time of day inside date span: %r" % v)
    if t == "PHONE" and re.match(r"(?i)(tel|ph|phone|pager|cell)\b", v):
        err(nid, "label inside phone span: %r" % v)


def check_uncovered(nid, text, spans):
    """Every occurrence of an annotated value must be annotated too (whole-word matches)."""
    covered = [False] * len(text)
    for sp in spans:
        for i in range(sp["start"], sp["end"]):
            covered[i] = True
    vals = sorted(set(sp["text"] for sp in spans if len(sp["text"]) >= 4 and sp["type"] not in ("AGE",)))
    for v in vals:
        for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
            if not any(covered[m.start():m.end()]):
                err(nid, "unannotated repeat of %r at %d" % (v, m.start()))


def main():
    with open(PATH, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        err("file", "missing final newline")
    lines = raw.split("\n")[:-1]
    notes = []
    for k, line in enumerate(lines):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            err("line %d" % (k + 1), "bad json: %s" % e)
    type_count = collections.Counter()
    genre_count = collections.Counter()
    total_len = 0
    n_lower = 0
    n_spans = 0
    for k, o in enumerate(notes):
        nid = o.get("id", "?")
        if sorted(o) != ["id", "meta", "spans", "text"]:
            err(nid, "unexpected fields %s" % sorted(o))
        if nid != "dev214-%04d" % (k + 1):
            err(nid, "id out of sequence (expected dev214-%04d)" % (k + 1))
        text = o.get("text", "")
        meta = o.get("meta", {})
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err(nid, "meta fields %s" % sorted(meta))
        if meta.get("source") != "dev214-en":
            err(nid, "meta.source")
        if not isinstance(meta.get("lowercase"), bool):
            err(nid, "meta.lowercase not bool")
        if meta.get("country") != "US":
            err(nid, "meta.country")
        genre_count[meta.get("genre")] += 1
        total_len += len(text)
        spans = o.get("spans", [])
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err(nid, "span fields %s" % sorted(sp))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(nid, "bad offsets %r" % sp)
                continue
            if text[s:e] != sp["text"]:
                err(nid, "offset text mismatch %r vs %r" % (text[s:e], sp["text"]))
            if s < prev_start:
                err(nid, "spans not sorted at %d" % s)
            if s < prev_end:
                err(nid, "overlapping spans at %d" % s)
            prev_start, prev_end = s, max(prev_end, e)
            if sp["type"] not in TYPE2LABEL:
                err(nid, "unknown type %r" % sp["type"])
            elif TYPE2LABEL[sp["type"]] != sp["label"]:
                err(nid, "label %r does not match type %r" % (sp["label"], sp["type"]))
            check_boundaries(nid, sp)
            check_contact(nid, sp)
            type_count[sp["type"]] += 1
            n_spans += 1
        check_uncovered(nid, text, spans)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err(nid, "lowercase note has upper-case text")
            for sp in spans:
                if sp["text"] != sp["text"].lower():
                    err(nid, "lowercase note has upper-case span %r" % sp["text"])
        elif text == text.lower():
            err(nid, "note is all lower-case but meta.lowercase is false")
    n = len(notes)
    mean = total_len / n if n else 0.0
    if n < MIN_NOTES:
        err("size", "only %d notes" % n)
    if mean < 1200 and n < MIN_NOTES_SHORT:
        err("size", "mean %.0f chars < 1200 requires %d notes, have %d" % (mean, MIN_NOTES_SHORT, n))
    if n_spans < MIN_SPANS:
        err("size", "only %d spans" % n_spans)
    rich = [t for t in sorted(type_count) if type_count[t] >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        err("size", "only %d types with >= %d spans" % (len(rich), MIN_PER_TYPE))
    big = [g for g in sorted(genre_count) if genre_count[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("size", "only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / n if n else 0
    if not 0.10 <= frac <= 0.25:
        err("size", "lower-case share %.3f not about one in six" % frac)

    print("notes %d | spans %d | mean length %.1f | lower-case %d (%.1f%%)" % (n, n_spans, mean, n_lower, 100 * frac))
    print("genres: " + ", ".join("%s %d" % (g, genre_count[g]) for g in sorted(genre_count)))
    print("types: " + ", ".join("%s %d" % (t, type_count[t]) for t in sorted(type_count)))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
