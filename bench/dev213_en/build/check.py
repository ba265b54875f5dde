"""Validate bench/dev213_en/notes.jsonl against the guideline and the brief.

Usage: python3 build/check.py [path]
Exits non-zero and lists problems if anything fails.
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
LABEL_OF = {t: lab for lab, ts in sorted(TYPES.items()) for t in ts}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s|,;)]+|\b[a-z0-9.-]+\.(?:com|org|net|ca|au)\b(?!\.)(?:/[^\s|,;)]*)?", re.I)
TRAIL_BAD = set(",;:!?)]}\"'")
LEAD_BAD = set(",;:.!?([{\"'")


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check(path):
    errs = []
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                errs.append("line %d: bad json (%s)" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    n_spans = 0
    n_lower = 0
    total_len = 0
    for i, row in enumerate(rows, 1):
        rid = row.get("id")
        where = "%s" % rid
        if rid != "dev213-%04d" % i:
            errs.append("%s: id should be dev213-%04d" % (where, i))
        if sorted(row) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %s" % (where, sorted(row)))
            continue
        text, spans, meta = row["text"], row["spans"], row["meta"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % where)
            continue
        total_len += len(text)
        if sorted(meta) != ["country", "genre", "lowercase", "source"]:
            errs.append("%s: meta fields %s" % (where, sorted(meta)))
        if meta.get("source") != "dev213-en":
            errs.append("%s: meta.source" % where)
        if not isinstance(meta.get("lowercase"), bool):
            errs.append("%s: meta.lowercase not bool" % where)
        if meta.get("country") not in ("Australia", "Canada"):
            errs.append("%s: meta.country %r" % (where, meta.get("country")))
        genre_count[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                errs.append("%s: lowercase note has upper-case text" % where)
        prev_end = -1
        prev_start = -1
        for s in spans:
            n_spans += 1
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span fields %s" % (where, sorted(s)))
                continue
            st, en, lab, typ, val = s["start"], s["end"], s["label"], s["type"], s["text"]
            tag = "%s [%s:%s] %s %r" % (where, st, en, typ, val)
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append("%s: bad offsets" % tag)
                continue
            if text[st:en] != val:
                errs.append("%s: text[start:end]=%r" % (tag, text[st:en]))
            if st < prev_start:
                errs.append("%s: spans not sorted" % tag)
            if st < prev_end:
                errs.append("%s: overlaps previous span" % tag)
            prev_start, prev_end = st, en
            if typ not in LABEL_OF:
                errs.append("%s: unknown type" % tag)
            elif LABEL_OF[typ] != lab:
                errs.append("%s: label %s should be %s" % (tag, lab, LABEL_OF[typ]))
            type_count[typ] += 1
            if val != val.strip():
                errs.append("%s: whitespace at edge" % tag)
            if "\n" in val:
                errs.append("%s: newline inside span" % tag)
            if val[-1] in TRAIL_BAD and not (val[-1] == ")" and "(" in val) and not (val[-1] == "'" and val.count("'") > 1):
                errs.append("%s: trailing punctuation" % tag)
            if val[-1] == "." and not re.search(r"(^|[\s.,])[A-Za-z]\.$", val):
                errs.append("%s: trailing full stop" % tag)
            if val[0] in LEAD_BAD and not (val[0] == "(" and ")" in val):
                errs.append("%s: leading punctuation" % tag)
            if meta.get("lowercase") and val != val.lower():
                errs.append("%s: span not lower-case in lower-case note" % tag)
            # fictional contacts
            digits = "".join(ch for ch in val if ch.isdigit())
            if typ in ("PHONE", "FAX") and "555" not in digits:
                errs.append("%s: phone/fax not in the 555 range" % tag)
            if typ == "EMAIL":
                m = EMAIL_RE.fullmatch(val)
                if not m or not domain_ok(m.group(1)):
                    errs.append("%s: e-mail not on example domains" % tag)
            if typ == "URL":
                host = re.sub(r"^https?://", "", val.lower()).split("/")[0]
                if not domain_ok(host):
                    errs.append("%s: URL not on example domains" % tag)
            if typ == "IPADDR" and not private_ip(val):
                errs.append("%s: IP not private" % tag)
            if typ == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
                errs.append("%s: SSN-like number must start 9xx or 000" % tag)
        # no real-looking contact anywhere in the text, inside or outside spans
        email_ranges = []
        for m in EMAIL_RE.finditer(text):
            email_ranges.append((m.start(), m.end()))
            if not domain_ok(m.group(1)):
                errs.append("%s: non-fictional e-mail in text %r" % (where, m.group(0)))
        for m in URL_RE.finditer(text):
            u = m.group(0)
            if any(a <= m.start() < b for a, b in email_ranges):
                continue
            host = re.sub(r"^https?://", "", u.lower()).split("/")[0]
            if "." in host and not domain_ok(host) and not re.fullmatch(r"[\d.]+", host):
                errs.append("%s: non-fictional web address in text %r" % (where, u))
    # size requirements
    n = len(rows)
    mean = total_len / n if n else 0
    if n < 330:
        errs.append("only %d notes (< 330)" % n)
    if mean < 1200 and n < 600:
        errs.append("mean length %.0f < 1200 needs >= 600 notes" % mean)
    if n_spans < 8000:
        errs.append("only %d spans (< 8000)" % n_spans)
    big_types = [t for t, k in type_count.items() if k >= 15]
    if len(big_types) < 29:
        errs.append("only %d types with >= 15 spans: %s" % (len(big_types), sorted(type_count.items())))
    big_genres = [g for g, k in genre_count.items() if k >= 30]
    if len(big_genres) < 10:
        errs.append("only %d genres with >= 30 notes" % len(big_genres))
    frac = n_lower / n if n else 0
    if not 0.12 <= frac <= 0.22:
        errs.append("lower-case fraction %.3f not about one in six" % frac)
    return errs, {"notes": n, "spans": n_spans, "mean_len": round(mean, 1), "lowercase": n_lower,
                  "types": dict(sorted(type_count.items(), key=lambda x: (-x[1], x[0]))),
                  "genres": dict(sorted(genre_count.items()))}


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT
    errs, stats = check(path)
    print(json.dumps(stats, indent=1))
    if errs:
        print("%d problem(s):" % len(errs))
        for e in errs[:200]:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
