"""Validate dev193_en/notes.jsonl. Exit status 1 on any error.

Usage: python3 build/check.py [path/to/notes.jsonl]
Errors: ids, fields, offsets, order/overlap, labels/types, boundaries, size requirements,
lower-case notes, fictional contacts. Warnings (printed, not fatal): date-like words, 555
numbers, e-mails, URLs and IPs left outside spans, name strings that recur unannotated.
"""
import ipaddress
import json
import os
import re
import sys

sys.dont_write_bytecode = True

LABELS = {
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
FICT_DOMAINS = ("example.com", "example.org", "example.net")
BAD_EDGE = set(" \t\n\r,;:()[]{}\"'`")
MONTHS = ["January", "February", "March", "April", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

errors = []
warnings = []


def err(msg):
    errors.append(msg)


def warn(msg):
    warnings.append(msg)


def covered(spans, a, b):
    for s in spans:
        if s["start"] <= a and b <= s["end"]:
            return True
    return False


def check_contact(nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if "555" not in digits:
            err("%s: %s not in 555 range: %r" % (nid, t, v))
    elif t == "EMAIL":
        m = re.fullmatch(r"[^@\s]+@([A-Za-z0-9.-]+)", v)
        if not m or not m.group(1).lower().endswith(FICT_DOMAINS):
            err("%s: e-mail not on example domains: %r" % (nid, v))
    elif t == "URL":
        host = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0]
        if not host.endswith(FICT_DOMAINS):
            err("%s: URL not on example domains: %r" % (nid, v))
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
            ok = ip.version == 4 and (ip in ipaddress.ip_network("10.0.0.0/8") or
                                      ip in ipaddress.ip_network("192.168.0.0/16") or
                                      ip in ipaddress.ip_network("172.16.0.0/12"))
        except ValueError:
            ok = False
        if not ok:
            err("%s: IP not private: %r" % (nid, v))
    elif t == "SSN":
        digits = re.sub(r"\D", "", v)
        if not (digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN-like number not 9xx/000: %r" % (nid, v))


def scan_outside(nid, text, spans):
    low = text == text.lower()
    for m in re.finditer(r"\b555[-. ]?\d{4}\b|\b\d{3}[-. ]555[-. ]\d{4}\b", text):
        if not covered(spans, m.start(), m.end()):
            err("%s: 555 number outside spans at %d: %r" % (nid, m.start(), m.group()))
    for m in re.finditer(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://[^\s;,)\]\"']+|www\.[^\s;,)\]\"']+|\b[\w-]+\.example\.(?:com|org|net)[^\s;,)\]\"']*", text):
        g = m.group().rstrip(".")
        if not covered(spans, m.start(), m.start() + len(g)):
            err("%s: contact-like text outside spans: %r" % (nid, g))
    for m in re.finditer(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", text):
        if not covered(spans, m.start(), m.end()):
            err("%s: IP-like text outside spans: %r" % (nid, m.group()))
    words = MONTHS + WDAYS
    for w in words:
        pat = w.lower() if low else w
        for m in re.finditer(r"\b%s\b" % pat, text):
            if not covered(spans, m.start(), m.end()):
                warn("%s: %r outside spans at %d" % (nid, m.group(), m.start()))
    for m in re.finditer(r"(?<![\w./-])(19[0-9]{2}|20[0-3][0-9])(?![\w])", text):
        if not covered(spans, m.start(), m.end()):
            warn("%s: year-like %r outside spans at %d" % (nid, m.group(), m.start()))
    seen = []
    for s in spans:
        if s["label"] == "NAME" and s["type"] != "USERNAME" and len(s["text"]) >= 4 and s["text"] not in seen:
            seen.append(s["text"])
    for t in seen:
        for m in re.finditer(r"(?<!\w)%s(?!\w)" % re.escape(t), text):
            if not covered(spans, m.start(), m.end()):
                warn("%s: name %r recurs unannotated at %d" % (nid, t, m.start()))


def main(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    type_count = {}
    genre_count = {}
    country_count = {}
    nspan = 0
    nlower = 0
    total_len = 0
    for i, row in enumerate(rows):
        nid = row.get("id")
        if nid != "dev193-%04d" % (i + 1):
            err("row %d: id %r out of sequence" % (i + 1, nid))
        if sorted(row.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: unexpected fields %r" % (nid, sorted(row.keys())))
        text = row.get("text", "")
        if not isinstance(text, str) or not text:
            err("%s: empty text" % nid)
            continue
        total_len += len(text)
        meta = row.get("meta", {})
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %r" % (nid, sorted(meta.keys())))
        if meta.get("source") != "dev193-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not bool" % nid)
        if meta.get("country") not in ("US", "IE", "ZA"):
            err("%s: meta.country %r" % (nid, meta.get("country")))
        g = meta.get("genre")
        genre_count[g] = genre_count.get(g, 0) + 1
        country_count[meta.get("country")] = country_count.get(meta.get("country"), 0) + 1
        spans = row.get("spans", [])
        prev_end = -1
        prev_start = -1
        for s in spans:
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (nid, sorted(s.keys())))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                err("%s: offset mismatch %r vs %r" % (nid, text[a:b], s["text"]))
            if a < prev_start:
                err("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            if s["type"] not in LABELS:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif LABELS[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            st = s["text"]
            balanced = st.count("(") == st.count(")") and st.count("(") > 0
            lead_ok = st[0] == "(" and balanced
            trail_ok = st[-1] == ")" and balanced
            if (st[0] in BAD_EDGE and not lead_ok) or (st[-1] in BAD_EDGE and not trail_ok):
                err("%s: span has whitespace/punctuation at edge: %r" % (nid, s["text"]))
            if s["text"].endswith(".") and s["type"] not in ("PATIENT", "DOCTOR", "FAMILY", "COUNTRY", "ORGANIZATION"):
                err("%s: span ends with full stop: %r" % (nid, s["text"]))
            type_count[s["type"]] = type_count.get(s["type"], 0) + 1
            check_contact(nid, s)
        nspan += len(spans)
        if meta.get("lowercase"):
            nlower += 1
            if text != text.lower():
                err("%s: lowercase note has capitals" % nid)
            for s in spans:
                if s["text"] != s["text"].lower():
                    err("%s: lowercase note span has capitals %r" % (nid, s["text"]))
        elif text == text.lower():
            err("%s: note is all lower-case but meta.lowercase is false" % nid)
        scan_outside(nid, text, spans)

    n = len(rows)
    mean = total_len / n if n else 0
    need_notes = 600 if mean < 1200 else 330
    if n < need_notes:
        err("only %d notes (need %d; mean length %.0f)" % (n, need_notes, mean))
    if nspan < 8000:
        err("only %d spans (need 8000)" % nspan)
    rich = [t for t in sorted(type_count) if type_count[t] >= 15]
    if len(rich) < 29:
        err("only %d types with >= 15 spans: %r" % (len(rich), type_count))
    big = [g for g in sorted(genre_count) if genre_count[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = nlower / n if n else 0
    if not (0.12 <= frac <= 0.22):
        err("lower-case fraction %.3f not about one in six" % frac)

    print("notes: %d  spans: %d  mean length: %.1f  lower-case: %d (%.1f%%)" % (n, nspan, mean, nlower, 100 * frac))
    print("countries: " + ", ".join("%s %d" % (k, country_count[k]) for k in sorted(country_count)))
    print("genres:")
    for g in sorted(genre_count):
        print("  %-34s %d" % (g, genre_count[g]))
    print("spans per type:")
    for t in sorted(type_count, key=lambda k: (-type_count[k], k)):
        print("  %-15s %d" % (t, type_count[t]))
    if warnings:
        print("%d warnings (first 40):" % len(warnings))
        for w in warnings[:40]:
            print("  W " + w)
    if errors:
        print("%d ERRORS (first 60):" % len(errors))
        for e in errors[:60]:
            print("  E " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(here), "notes.jsonl")
    sys.exit(main(p))
