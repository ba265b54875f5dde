"""Validate /work/main/bench/dev204_en/notes.jsonl (author 204).

Usage: python3 build/check.py   (exit status 0 when every check passes)
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

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
FICT_DOMAINS = ["example.com", "example.org", "example.net"]
ERRORS = []


def err(msg):
    ERRORS.append(msg)


def fictional_domain(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(ip):
    parts = ip.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", v):
            err("%s: %s not in the 555 range: %r" % (nid, t, v))
    elif t == "EMAIL":
        m = re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9.-]+)", v.lower())
        if not m or not fictional_domain(m.group(1)):
            err("%s: non-fictional e-mail %r" % (nid, v))
    elif t == "URL":
        m = re.match(r"(?:https?://)?([^/\s]+)", v.lower())
        if not m or not fictional_domain(m.group(1)):
            err("%s: non-fictional URL %r" % (nid, v))
    elif t == "IPADDR":
        if not private_ip(v):
            err("%s: non-private IP %r" % (nid, v))
    elif t == "SSN":
        us = re.fullmatch(r"(9\d\d|000)[- ]\d\d[- ]\d{4}", v)
        uk = re.fullmatch(r"qq \d\d \d\d \d\d [a-d]", v.lower())
        if not (us or uk):
            err("%s: SSN/NI not in a fictional range %r" % (nid, v))


def check_boundaries(nid, sp):
    v = sp["text"]
    if v != v.strip() or "\n" in v:
        err("%s: span with whitespace at edge or newline %r" % (nid, v))
    if v[0] in ",;:\"'.)]}" or v[-1] in ",;:\"'([{":
        err("%s: span starts/ends with punctuation %r" % (nid, v))
    if v.count("(") != v.count(")"):
        err("%s: unbalanced brackets %r" % (nid, v))
    if v.endswith(")") and not v.count("("):
        err("%s: trailing bracket %r" % (nid, v))
    if v.endswith("."):
        last = re.split(r"[\s\-]", v)[-1]
        if not re.fullmatch(r"[A-Za-z]{1,3}\.", last):
            err("%s: trailing full stop %r" % (nid, v))
    if sp["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
        low = v.lower()
        for t in ("dr ", "dr. ", "mr ", "mrs ", "ms ", "miss ", "prof "):
            if low.startswith(t):
                err("%s: title inside name %r" % (nid, v))
        for c in (", md", ", rn", " md", " rn", ", do", " frcp", " mrcp"):
            if low.endswith(c):
                err("%s: credential inside name %r" % (nid, v))
        if low.endswith("'s"):
            err("%s: possessive inside name %r" % (nid, v))


UNCOVERED = [
    ("EMAIL", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}")),
    ("URL", re.compile(r"(?:https?://|www\.)[^\s,;)]+")),
    ("IPADDR", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("PHONE", re.compile(r"\b555[- .]?0\d{2,3}\b")),
]


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    with open(PATH, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines = lines[:-1]
    notes = [json.loads(x) for x in lines]
    type_count = collections.Counter()
    genre_count = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, n in enumerate(notes):
        nid = n.get("id")
        if list(n.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: fields %r" % (nid, list(n.keys())))
        if nid != "dev204-%04d" % (i + 1):
            err("bad id at line %d: %r" % (i + 1, nid))
        text = n["text"]
        total_len += len(text)
        meta = n["meta"]
        if meta.get("source") != "dev204-en" or not isinstance(meta.get("genre"), str) \
                or not isinstance(meta.get("lowercase"), bool) or meta.get("country") not in ("UK", "US"):
            err("%s: bad meta %r" % (nid, meta))
        genre_count[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case text" % nid)
        prev_end = -1
        prev_start = -1
        for sp in n["spans"]:
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span keys %r" % (nid, sorted(sp.keys())))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (nid, s))
            prev_start, prev_end = s, e
            if TYPE_LABEL.get(sp["type"]) != sp["label"]:
                err("%s: bad label/type %s/%s" % (nid, sp["label"], sp["type"]))
            if meta.get("lowercase") and sp["text"] != sp["text"].lower():
                err("%s: upper-case span in lowercase note %r" % (nid, sp["text"]))
            type_count[sp["type"]] += 1
            check_contact(nid, sp)
            check_boundaries(nid, sp)
        for typ, rx in UNCOVERED:
            for m in rx.finditer(text):
                a, z = m.start(), m.end()
                while z > a and text[z - 1] in ".":
                    z -= 1
                cov = [sp for sp in n["spans"] if sp["start"] <= a and z <= sp["end"]]
                if not cov:
                    err("%s: unannotated %s-like string %r" % (nid, typ, text[a:z]))
    n_notes = len(notes)
    mean_len = total_len / max(1, n_notes)
    n_spans = sum(type_count.values())
    need_notes = 600 if mean_len < 1200 else 330
    if n_notes < need_notes:
        err("only %d notes (need %d; mean length %.0f)" % (n_notes, need_notes, mean_len))
    if n_spans < 8000:
        err("only %d spans" % n_spans)
    big_types = [t for t in TYPE_LABEL if type_count[t] >= 15]
    if len(big_types) < 29:
        err("only %d types with >= 15 spans: %r" % (len(big_types), dict(type_count)))
    for t in type_count:
        if t not in TYPE_LABEL:
            err("unknown type %s" % t)
    big_genres = [g for g in genre_count if genre_count[g] >= 30]
    if len(big_genres) < 10:
        err("only %d genres with >= 30 notes" % len(big_genres))
    share = n_lower / max(1, n_notes)
    if not 0.13 <= share <= 0.21:
        err("lower-case share %.3f not about one in six" % share)
    print("notes %d, spans %d, mean length %.1f, lower-case %d (%.1f%%)" % (n_notes, n_spans, mean_len, n_lower,
                                                                           100 * share))
    print("genres:", ", ".join("%s=%d" % (g, genre_count[g]) for g in sorted(genre_count)))
    print("types:", ", ".join("%s=%d" % (t, type_count[t]) for t in sorted(type_count)))
    if ERRORS:
        for e in ERRORS[:60]:
            print("ERROR", e)
        print("%d errors" % len(ERRORS))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
