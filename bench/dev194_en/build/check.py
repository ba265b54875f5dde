"""Validate bench/dev194_en/notes.jsonl (author 194). Exit status 1 on any failure.

Usage: python3 build/check.py [path/to/notes.jsonl]
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
REQUIRED_GENRES = [
    "stroke_code_nihss", "neurology_clinic_letter", "eeg_report", "mri_brain_report",
    "neurosurgical_operative_note", "emu_daily_note", "neuro_icu_flowsheet", "botulinum_toxin_record",
    "ms_infusion_note", "rehab_transfer_summary",
]
FICT_DOMAINS = ("example.com", "example.org", "example.net")
COVER_TYPES = {"PATIENT": 4, "DOCTOR": 4, "FAMILY": 4, "HOSPITAL": 5, "ORGANIZATION": 5, "CITY": 5,
               "STREET": 5, "MRN": 5, "SSN": 5, "HEALTHPLAN": 6, "ACCOUNT": 6, "LICENSE": 6,
               "DEVICE": 6, "VEHICLE": 6, "BIOID": 5, "IDNUM": 6, "PHONE": 7, "FAX": 7, "EMAIL": 5,
               "URL": 8, "IPADDR": 7, "USERNAME": 5}

errors = []


def err(msg):
    errors.append(msg)


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def phone_ok(s):
    main = re.split(r"\s*,?\s*(?:ext\.?|x)\s*\d+$", s, flags=re.I)[0]
    digits = re.sub(r"\D", "", main)
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    if len(digits) == 10:
        return digits[3:6] == "555"
    if len(digits) == 7:
        return digits[:3] == "555"
    return False


def contact_ok(typ, s):
    if typ in ("PHONE", "FAX"):
        return phone_ok(s)
    if typ == "EMAIL":
        return "@" in s and domain_ok(s.rsplit("@", 1)[1])
    if typ == "URL":
        host = re.sub(r"^[a-z]+://", "", s, flags=re.I).split("/")[0].split(":")[0]
        return domain_ok(host)
    if typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(s)
        except ValueError:
            return False
        nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
        return any(ip in n for n in nets)
    if typ == "SSN":
        d = re.sub(r"\D", "", s)
        return d.startswith("9") or d.startswith("000")
    return True


def edge_ok(sp):
    t = sp["text"]
    if t != t.strip() or not t:
        return False
    if t[-1] in ",;:\"')]}" or t[0] in "\"'[{":
        return False
    if t[0] == "(" and (sp["type"] not in ("PHONE", "FAX") or ")" not in t):
        return False
    if t.endswith("."):
        last = re.split(r"[\s.]+", t.rstrip("."))[-1]
        if len(last) > 5:  # abbreviations such as St., Ave., Cres., initials
            return False
    return True


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    recs = []
    for i, line in enumerate(lines):
        try:
            recs.append(json.loads(line))
        except ValueError as e:
            err("line %d: bad JSON (%s)" % (i + 1, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    country_count = collections.Counter()
    n_lower = 0
    total_len = 0
    uncovered = 0
    for i, rec in enumerate(recs):
        rid = rec.get("id")
        if rid != "dev194-%04d" % (i + 1):
            err("line %d: id %r, expected dev194-%04d" % (i + 1, rid, i + 1))
        if sorted(rec) != ["id", "meta", "spans", "text"]:
            err("%s: fields %r" % (rid, sorted(rec)))
            continue
        text, spans, meta = rec["text"], rec["spans"], rec["meta"]
        total_len += len(text)
        if not isinstance(meta, dict) or sorted(meta) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta fields %r" % (rid, meta))
            continue
        if meta["source"] != "dev194-en":
            err("%s: meta.source %r" % (rid, meta["source"]))
        if meta["country"] not in ("US", "CA"):
            err("%s: meta.country %r" % (rid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not bool" % rid)
        genre_count[meta["genre"]] += 1
        country_count[meta["country"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case text" % rid)
        prev_end = -1
        prev_start = -1
        covered = [False] * len(text)
        for sp in spans:
            if sorted(sp) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (rid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (rid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset text mismatch %r vs %r" % (rid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (rid, s))
            if s < prev_end:
                err("%s: overlapping span at %d" % (rid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if sp["type"] not in LABEL_OF:
                err("%s: unknown type %r" % (rid, sp["type"]))
            elif LABEL_OF[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (rid, sp["label"], sp["type"]))
            if not edge_ok(sp):
                err("%s: span edge (whitespace/punctuation) %r" % (rid, sp["text"]))
            if meta["lowercase"] and sp["text"] != sp["text"].lower():
                err("%s: lowercase note has upper-case span %r" % (rid, sp["text"]))
            if not contact_ok(sp["type"], sp["text"]):
                err("%s: non-fictional %s %r" % (rid, sp["type"], sp["text"]))
            type_count[sp["type"]] += 1
            for k in range(s, e):
                covered[k] = True
        # every occurrence of an annotated value must itself be annotated
        for sp in spans:
            minlen = COVER_TYPES.get(sp["type"])
            if minlen is None or len(sp["text"]) < minlen:
                continue
            pat = r"(?<![A-Za-z0-9])" + re.escape(sp["text"]) + r"(?![A-Za-z0-9])"
            for m in re.finditer(pat, text):
                if not all(covered[m.start():m.end()]):
                    uncovered += 1
                    err("%s: unannotated occurrence of %s %r at %d" % (rid, sp["type"], sp["text"],
                                                                        m.start()))
        # leak checks on plain text: contact-looking strings outside spans
        for pat, what in ((r"\b555[-. ]\d{4}\b", "phone"), (r"[\w.+-]+@[\w-]+(\.[\w-]+)+", "email"),
                          (r"\b(?:\d{1,3}\.){3}\d{1,3}\b", "ip"), (r"example\.(?:com|org|net)", "url"),
                          (r"\b\d{3}-\d{2}-\d{4}\b", "ssn")):
            for m in re.finditer(pat, text):
                if not all(covered[m.start():m.end()]):
                    err("%s: unannotated %s-like string %r" % (rid, what, m.group(0)))

    n = len(recs)
    n_spans = sum(type_count.values())
    mean_len = total_len / n if n else 0
    if n < 330:
        err("only %d notes (< 330)" % n)
    if mean_len < 1200 and n < 600:
        err("mean note length %.0f < 1200 requires >= 600 notes" % mean_len)
    if n_spans < 8000:
        err("only %d spans (< 8000)" % n_spans)
    rich_types = [t for t in type_count if type_count[t] >= 15]
    if len(rich_types) < 29:
        err("only %d types with >= 15 spans" % len(rich_types))
    rich_genres = [g for g in genre_count if genre_count[g] >= 30]
    if len(rich_genres) < 12:
        err("only %d genres with >= 30 notes (need 10 required + 2 own)" % len(rich_genres))
    for g in REQUIRED_GENRES:
        if genre_count[g] < 30:
            err("required genre %s has %d notes" % (g, genre_count[g]))
    share = n_lower / n if n else 0
    if not 0.13 <= share <= 0.21:
        err("lower-case share %.3f not about one in six" % share)

    print("notes: %d   spans: %d   mean length: %.1f chars   lower-case: %d (%.1f%%)" %
          (n, n_spans, mean_len, n_lower, 100 * share))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(country_count.items())))
    print("genres:")
    for g, k in sorted(genre_count.items()):
        print("  %-32s %d" % (g, k))
    print("spans per type:")
    for t, k in sorted(type_count.items(), key=lambda kv: (-kv[1], kv[0])):
        print("  %-16s %-9s %d" % (t, LABEL_OF.get(t, "?"), k))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        return 1
    print("\nOK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else DEFAULT))
