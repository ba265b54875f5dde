"""Validate bench/dev207_en/notes.jsonl against the guideline rules and the size requirements."""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EX_DOMAINS = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)]+|\b[a-z0-9.-]+\.(?:com|org|net)/[^\s)]*", re.I)

errors = []


def err(msg):
    errors.append(msg)


def private_ip(s):
    try:
        a = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(a) != 4 or any(x < 0 or x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)


def host_ok(h):
    h = h.lower()
    return any(h == d or h.endswith("." + d) for d in EX_DOMAINS)


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    digits = re.sub(r"\D", "", v)
    if t in ("PHONE", "FAX") and "555" not in digits:
        err("%s: %s not in 555 range: %r" % (nid, t, v))
    elif t == "EMAIL" and not host_ok(v.rsplit("@", 1)[-1]):
        err("%s: non-example e-mail %r" % (nid, v))
    elif t == "URL":
        host = re.sub(r"^https?://", "", v.lower()).split("/")[0]
        if not host_ok(host):
            err("%s: non-example URL %r" % (nid, v))
    elif t == "IPADDR" and not private_ip(v):
        err("%s: non-private IP %r" % (nid, v))
    elif t == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
        err("%s: SSN-like number not 9xx/000: %r" % (nid, v))


def main():
    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, n in enumerate(notes):
        nid = n.get("id")
        if nid != "dev207-%04d" % (i + 1):
            err("note %d: bad id %r" % (i + 1, nid))
        if sorted(n.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: bad keys %r" % (nid, sorted(n.keys())))
        text = n["text"]
        total_len += len(text)
        meta = n["meta"]
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: bad meta keys" % nid)
        if meta.get("source") != "dev207-en":
            err("%s: bad source" % nid)
        if meta.get("country") not in ("US", "AU"):
            err("%s: bad country" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: lowercase not bool" % nid)
        genre_counts[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper case" % nid)
        elif text == text.lower():
            err("%s: note flagged cased but is all lower case" % nid)
        prev_end = 0
        prev_start = -1
        covered = []
        for sp in n["spans"]:
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: bad span keys %r" % (nid, sp))
                continue
            s, e, t, lab, v = sp["start"], sp["end"], sp["type"], sp["label"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != v:
                err("%s: offset mismatch %r vs %r" % (nid, text[s:e], v))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlapping span at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if t not in TYPE_LABEL:
                err("%s: unknown type %r" % (nid, t))
            elif TYPE_LABEL[t] != lab:
                err("%s: label %r does not match type %r" % (nid, lab, t))
            if v != v.strip():
                err("%s: span has edge whitespace %r" % (nid, v))
            if v[0] in ",;:.\"'[{)" or (v[0] == "(" and t not in ("PHONE", "FAX")):
                err("%s: span starts with punctuation %r" % (nid, v))
            if v[-1] in ",;:\"'([{)]}" or (v[-1] == "." and TYPE_LABEL.get(t) not in ("NAME",) and t not in ("ORGANIZATION", "HOSPITAL")):
                err("%s: span ends with punctuation %r" % (nid, v))
            if v.endswith("'s") and t in ("PATIENT", "DOCTOR", "FAMILY"):
                err("%s: possessive inside name %r" % (nid, v))
            if meta.get("lowercase") and v != v.lower():
                err("%s: lowercase note has cased span %r" % (nid, v))
            check_contact(nid, sp)
            type_counts[t] += 1
            covered.append((s, e, t))
        # every e-mail / IP / URL-looking string in the text must be inside a span of the right type
        for rx, want in ((EMAIL_RE, "EMAIL"), (IP_RE, "IPADDR"), (URL_RE, "URL")):
            for m in rx.finditer(text):
                if want == "URL" and "@" in m.group(0):
                    continue
                ms, me = m.start(), m.start() + len(m.group(0).rstrip(".,;:"))
                if not any(s <= ms and me <= e and t == want for s, e, t in covered):
                    if want == "IPADDR" and not any(s <= m.start() < e for s, e, _ in covered):
                        err("%s: unannotated IP-like string %r" % (nid, m.group(0)))
                    elif want != "IPADDR":
                        err("%s: unannotated %s %r" % (nid, want, m.group(0)))
    n_notes = len(notes)
    n_spans = sum(type_counts.values())
    mean_len = total_len / max(1, n_notes)
    if n_notes < 330:
        err("only %d notes (need >= 330)" % n_notes)
    if mean_len < 1200 and n_notes < 600:
        err("mean length %.0f < 1200 needs >= 600 notes" % mean_len)
    if n_spans < 8000:
        err("only %d spans (need >= 8000)" % n_spans)
    rich_types = [t for t, k in type_counts.items() if k >= 15]
    if len(rich_types) < 29:
        err("only %d types with >= 15 spans" % len(rich_types))
    rich_genres = [g for g, k in genre_counts.items() if k >= 30]
    if len(rich_genres) < 10:
        err("only %d genres with >= 30 notes" % len(rich_genres))
    frac = n_lower / max(1, n_notes)
    if not 0.12 <= frac <= 0.22:
        err("lower-case share %.3f is not about one in six" % frac)
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d" % (n_notes, n_spans, mean_len, n_lower))
    print("genres:")
    for g in sorted(genre_counts):
        print("  %-32s %d" % (g, genre_counts[g]))
    print("spans per type:")
    for t in sorted(type_counts, key=lambda x: (-type_counts[x], x)):
        print("  %-16s %-10s %d" % (t, TYPE_LABEL.get(t, "?"), type_counts[t]))
    missing = sorted(t for t in TYPE_LABEL if type_counts[t] == 0)
    if missing:
        print("types absent: " + ", ".join(missing))
    if errors:
        print("\n%d ERRORS" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
