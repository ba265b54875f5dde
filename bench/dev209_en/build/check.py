"""Validate bench/dev209_en/notes.jsonl against the guideline and the set's size rules.

Usage: python3 build/check.py [path]   (exit status 1 on any failure)
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = os.path.join(os.path.dirname(HERE), "notes.jsonl")

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
NAME_TITLES = re.compile(r"^(dr|mr|mrs|ms|miss|prof|sgt|cpl|capt|maj|pte|lt|col|officer)\b\.?\s", re.I)
NAME_CREDS = re.compile(r",\s*(md|do|rn|np|pa-c|phd|psyd|lcsw|lpn|rgn|rmn|mbchb|mrcgp|frcpsych|cmt)$", re.I)
ID_LABELS = re.compile(r"^(mrn|ssn|npi|dea|gmc|icn|nhs|acct|vin|sn|s/n|tel|fax|pager|ph)\b[:#.]?\s", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
IP_RE = re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")
URL_RE = re.compile(r"(?:https?://|www\.)\S+|\b[a-z0-9.-]+\.example\.(?:com|org|net)\S*", re.I)
SSN_RE = re.compile(r"\b\d{3}-\d{2}-\d{4}\b")

errors = []


def err(msg):
    errors.append(msg)


def private_ip(s):
    try:
        parts = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(parts) != 4 or any(p < 0 or p > 255 for p in parts):
        return False
    a, b = parts[0], parts[1]
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def check_contact(rid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if "555" not in digits:
            err("%s: %s not in the 555 range: %r" % (rid, t, v))
    elif t == "EMAIL":
        if "@" not in v or not host_ok(v.split("@", 1)[1]):
            err("%s: e-mail not on example domains: %r" % (rid, v))
    elif t == "URL":
        h = re.sub(r"^[a-z]+://", "", v, flags=re.I).split("/", 1)[0]
        if not host_ok(h):
            err("%s: URL not on example domains: %r" % (rid, v))
    elif t == "IPADDR":
        if not private_ip(v):
            err("%s: IP not private: %r" % (rid, v))
    elif t == "SSN":
        d = re.sub(r"[\s-]", "", v).upper()
        if d.isdigit():
            if not (len(d) == 9 and (d.startswith("9") or d.startswith("000"))):
                err("%s: SSN not fictional (9xx/000): %r" % (rid, v))
        elif not d.startswith("QQ"):
            err("%s: NI number not in the QQ (never issued) prefix: %r" % (rid, v))


def check_boundaries(rid, sp):
    v, t = sp["text"], sp["type"]
    if not v or v != v.strip():
        err("%s: span has outer whitespace or is empty: %r" % (rid, v))
    if v[-1] in ",;:!?\"'" or v[0] in "\"'[":
        err("%s: span takes in punctuation: %r" % (rid, v))
    if v.endswith(".") and v.count(".") < 2:
        err("%s: span ends with a full stop: %r" % (rid, v))
    if v[-1] == ")" and v.count("(") < v.count(")"):
        err("%s: unbalanced bracket: %r" % (rid, v))
    if t in ("PATIENT", "DOCTOR", "FAMILY"):
        if NAME_TITLES.search(v):
            err("%s: title inside name: %r" % (rid, v))
        if NAME_CREDS.search(v):
            err("%s: credential inside name: %r" % (rid, v))
        if v.endswith("'s"):
            err("%s: possessive inside name: %r" % (rid, v))
    if t == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(?:-[a-z]+)?", v, re.I):
        err("%s: odd age span: %r" % (rid, v))
    if t == "DATE" and re.search(r"\d{1,2}:\d{2}", v):
        err("%s: time of day inside date: %r" % (rid, v))
    if t in ("MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM",
             "PHONE", "FAX") and ID_LABELS.search(v):
        err("%s: label inside identifier: %r" % (rid, v))


def uncovered(text, spans, rx):
    """Matches of rx that are not inside any span."""
    out = []
    for m in rx.finditer(text):
        a, b = m.start(), m.end()
        while b > a and text[b - 1] in ".,;:)":
            b -= 1
        if not any(s["start"] <= a and b <= s["end"] for s in spans):
            out.append(text[a:b])
    return out


def main(path):
    recs = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    types = collections.Counter()
    genres = collections.Counter()
    nspans = 0
    nlower = 0
    total_len = 0
    for i, r in enumerate(recs, 1):
        rid = r.get("id")
        if rid != "dev209-%04d" % i:
            err("record %d: id %r out of sequence" % (i, rid))
        if sorted(r.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: unexpected fields %r" % (rid, sorted(r.keys())))
        text = r.get("text", "")
        total_len += len(text)
        meta = r.get("meta", {})
        if meta.get("source") != "dev209-en":
            err("%s: meta.source %r" % (rid, meta.get("source")))
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            err("%s: missing genre" % rid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase must be a boolean" % rid)
        if meta.get("country") not in ("US", "UK"):
            err("%s: meta.country %r" % (rid, meta.get("country")))
        genres[meta.get("genre")] += 1
        if meta.get("lowercase"):
            nlower += 1
            if text != text.lower():
                err("%s: lower-case note has upper-case characters" % rid)
        elif text == text.lower():
            err("%s: note is all lower-case but meta.lowercase is false" % rid)
        spans = r.get("spans", [])
        prev_end = -1
        prev_start = -1
        for sp in spans:
            nspans += 1
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %r" % (rid, sorted(sp.keys())))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (rid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: offset mismatch %r vs %r" % (rid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (rid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d" % (rid, s))
            prev_start, prev_end = s, e
            if sp["type"] not in TYPE_LABEL:
                err("%s: unknown type %r" % (rid, sp["type"]))
            elif TYPE_LABEL[sp["type"]] != sp["label"]:
                err("%s: label %r does not match type %r" % (rid, sp["label"], sp["type"]))
            types[sp["type"]] += 1
            check_boundaries(rid, sp)
            check_contact(rid, sp)
        for rx, what in ((EMAIL_RE, "e-mail"), (IP_RE, "IP address"), (URL_RE, "URL"), (SSN_RE, "SSN-like number")):
            for u in uncovered(text, spans, rx):
                err("%s: unannotated %s %r" % (rid, what, u))
    n = len(recs)
    mean = total_len / n if n else 0
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if nspans < 8000:
        err("only %d spans (need 8000)" % nspans)
    rich = [t for t, c in types.items() if c >= 15]
    if len(rich) < 29:
        err("only %d types with >= 15 spans: %r" % (len(rich), sorted(types.items())))
    big = [g for g, c in genres.items() if c >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    frac = nlower / n if n else 0
    if not (0.12 <= frac <= 0.22):
        err("lower-case share %.3f not about one in six" % frac)
    print("notes %d  spans %d  mean length %.0f  lower-case %d (%.1f%%)" % (n, nspans, mean, nlower, 100 * frac))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genres.items())))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(types.items(), key=lambda kv: (-kv[1], kv[0]))))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else DEFAULT))
