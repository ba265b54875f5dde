"""Validate dev191_en/notes.jsonl against the guideline and the set's size rules.

Usage: python3 build/check.py [notes.jsonl]   (exit status 0 when every check passes)
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")
EDGE_BAD = ",;:\"'[]{}"

errors = []


def err(msg):
    if len(errors) < 200:
        errors.append(msg)
    else:
        errors.append(None)


def example_host(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EXAMPLE_DOMAINS)


def private_ip(ip):
    parts = ip.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def check_contact(nid, s):
    t, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", t)
        if len(digits) > 5 and "555" not in digits:
            err("%s: %s not in the 555 range: %r" % (nid, typ, t))
    elif typ == "EMAIL":
        if t.count("@") != 1 or not example_host(t.split("@")[1]):
            err("%s: e-mail not on an example domain: %r" % (nid, t))
    elif typ == "URL":
        host = re.sub(r"^[a-z]+://", "", t.lower()).split("/")[0]
        if not example_host(host):
            err("%s: URL not on an example domain: %r" % (nid, t))
    elif typ == "IPADDR":
        if not private_ip(t):
            err("%s: IP not private: %r" % (nid, t))
    elif typ == "SSN":
        compact = re.sub(r"[\s-]", "", t).upper()
        if compact.isdigit():
            if not (compact.startswith("9") or compact.startswith("000")):
                err("%s: SSN-like number must start 9xx or 000: %r" % (nid, t))
        elif not re.fullmatch(r"QQ\d{6}[A-D]", compact):
            err("%s: NI number must use the unissued QQ prefix: %r" % (nid, t))


def main():
    recs = []
    with open(NOTES, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    n_spans = 0
    n_lower = 0
    total_chars = 0
    for i, r in enumerate(recs, 1):
        nid = r.get("id")
        if nid != "dev191-%04d" % i:
            err("note %d: id %r out of sequence" % (i, nid))
        if sorted(r.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: fields %r" % (nid, sorted(r.keys())))
            continue
        text, spans, meta = r["text"], r["spans"], r["meta"]
        total_chars += len(text)
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %r" % (nid, sorted(meta.keys())))
        if meta.get("source") != "dev191-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if meta.get("country") not in ("CA", "GB"):
            err("%s: meta.country %r" % (nid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not boolean" % nid)
        genre_count[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case text" % nid)
        prev_end = -1
        prev_start = -1
        covered = [False] * len(text)
        for s in spans:
            n_spans += 1
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (nid, sorted(s.keys())))
                continue
            a, b, typ = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                err("%s: text[%d:%d]=%r != %r" % (nid, a, b, text[a:b], s["text"]))
            if typ not in LABEL:
                err("%s: unknown type %r" % (nid, typ))
            elif LABEL[typ] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], typ))
            type_count[typ] += 1
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            t = s["text"]
            if t != t.strip():
                err("%s: span with edge whitespace %r" % (nid, t))
            if t and (t[0] in EDGE_BAD or t[-1] in EDGE_BAD or t[-1] in ".," and typ not in ("PATIENT", "DOCTOR", "FAMILY", "STREET", "HOSPITAL", "CITY", "ORGANIZATION", "STATE")):
                err("%s: span with edge punctuation %r (%s)" % (nid, t, typ))
            if t.count("(") != t.count(")"):
                err("%s: unbalanced brackets in span %r" % (nid, t))
            if meta.get("lowercase") and t != t.lower():
                err("%s: lowercase note has upper-case span %r" % (nid, t))
            check_contact(nid, s)
            for k in range(a, min(b, len(text))):
                covered[k] = True
        # every occurrence of a distinctive PHI string must be annotated
        seen = []
        for s in spans:
            t = s["text"]
            if len(t) < 5 or t in seen or s["type"] in ("AGE", "LOCATION_OTHER", "PROFESSION"):
                continue
            seen.append(t)
            for m in re.finditer(r"(?<![\w@./-])" + re.escape(t) + r"(?![\w@-])", text):
                if not all(covered[m.start():m.end()]):
                    err("%s: unannotated occurrence of %r (%s) at %d" % (nid, t, s["type"], m.start()))
    n = len(recs)
    mean = total_chars / n if n else 0
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        err("only %d notes (need %d at mean length %.0f)" % (n, need_notes, mean))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    rich = [t for t, k in type_count.items() if k >= 15]
    if len(rich) < 29:
        err("only %d types with >=15 spans: %r" % (len(rich), sorted(type_count.items())))
    big = [g for g, k in genre_count.items() if k >= 30]
    if len(big) < 10:
        err("only %d genres with >=30 notes" % len(big))
    frac = n_lower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        err("lower-case share %.3f is not about one in six" % frac)
    print("notes %d, spans %d, mean length %.0f chars, lower-case %d (%.1f%%)" % (n, n_spans, mean, n_lower, 100 * frac))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genre_count.items())))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(type_count.items(), key=lambda x: (-x[1], x[0]))))
    if errors:
        shown = [e for e in errors if e is not None]
        for e in shown:
            print("ERROR:", e)
        if None in errors:
            print("ERROR: ... further errors not shown")
        print("FAILED")
        return 1
    print("ALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
