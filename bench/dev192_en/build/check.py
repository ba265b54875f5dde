"""Validate dev192_en/notes.jsonl against the label guideline and the set's size rules.

Standalone (standard library only; does not import the generator). Exit status 0 when valid.
"""
import collections
import json
import os
import re
import sys

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

LABELS = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab in LABELS for t in LABELS[lab]}
EDGE_BAD = set(",;:!?\"'[]{}")
FICT_DOMAINS = ("example.com", "example.org", "example.net")


def private_ip(s):
    m = re.fullmatch(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})", s)
    if not m:
        return False
    a, b = int(m.group(1)), int(m.group(2))
    if any(int(g) > 255 for g in m.groups()):
        return False
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def domain_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def check_span_edges(t):
    errs = []
    if t != t.strip():
        errs.append("whitespace at edge")
    if t[0] in EDGE_BAD or t[-1] in EDGE_BAD:
        errs.append("punctuation at edge")
    if t.count("(") != t.count(")"):
        errs.append("unbalanced bracket")
    if t.endswith(".") and not re.search(r"(^|[^A-Za-z])[A-Za-z]\.$", t):
        errs.append("trailing full stop")
    return errs


def check_contact(typ, t):
    if typ in ("PHONE", "FAX"):
        core = re.split(r"\s*(?:ext\.?|x)\s*\d+$", t)[0]
        if "555" not in re.sub(r"\D", "", core):
            return "phone not in 555 range"
    elif typ == "EMAIL":
        if t.count("@") != 1 or not domain_ok(t.split("@")[1]):
            return "e-mail not on an example domain"
    elif typ == "URL":
        host = re.sub(r"^[a-z]+://", "", t).split("/")[0]
        if not domain_ok(host):
            return "URL not on an example domain"
    elif typ == "IPADDR":
        if not private_ip(t):
            return "IP not private"
    elif typ == "SSN":
        if not (t.startswith("9") or t.startswith("000")):
            return "SSN not 9xx/000"
    return None


def main():
    errors = []

    def err(msg):
        if len(errors) < 200:
            errors.append(msg)

    rows = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                rows.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, r in enumerate(rows, 1):
        rid = r.get("id")
        if rid != "dev192-%04d" % i:
            err("note %d: id %r out of sequence" % (i, rid))
        if sorted(r) != ["id", "meta", "spans", "text"]:
            err("%s: unexpected fields %s" % (rid, sorted(r)))
        text = r.get("text", "")
        total_len += len(text)
        if not text.isascii():
            err("%s: non-ASCII text" % rid)
        meta = r.get("meta", {})
        if meta.get("source") != "dev192-en":
            err("%s: bad meta.source" % rid)
        if meta.get("country") not in ("US", "AU"):
            err("%s: bad meta.country" % rid)
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            err("%s: missing genre" % rid)
        genre_count[meta.get("genre")] += 1
        low = meta.get("lowercase")
        if not isinstance(low, bool):
            err("%s: meta.lowercase not boolean" % rid)
        if low:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note contains upper case" % rid)
        elif text == text.lower():
            err("%s: note is all lower case but meta.lowercase is false" % rid)
        prev_end = -1
        prev_start = -1
        for s in r.get("spans", []):
            if sorted(s) != ["end", "label", "start", "text", "type"]:
                err("%s: span fields %s" % (rid, sorted(s)))
                continue
            st, en, typ, lab, t = s["start"], s["end"], s["type"], s["label"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r-%r" % (rid, st, en))
                continue
            if text[st:en] != t:
                err("%s: text[%d:%d]=%r != %r" % (rid, st, en, text[st:en], t))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (rid, st))
            if st < prev_end:
                err("%s: overlapping span at %d" % (rid, st))
            prev_start, prev_end = st, en
            if typ not in TYPE2LABEL:
                err("%s: unknown type %r" % (rid, typ))
            elif TYPE2LABEL[typ] != lab:
                err("%s: label %r does not match type %r" % (rid, lab, typ))
            for e in check_span_edges(t):
                err("%s: span %r (%s): %s" % (rid, t, typ, e))
            ce = check_contact(typ, t)
            if ce:
                err("%s: span %r: %s" % (rid, t, ce))
            if typ == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(-[a-z]+)?", t.lower()):
                err("%s: odd AGE span %r" % (rid, t))
            type_count[typ] += 1
    n = len(rows)
    n_spans = sum(type_count.values())
    mean_len = total_len / n if n else 0
    need_notes = 600 if mean_len < 1200 else 330
    if n < need_notes:
        err("only %d notes (need %d at mean length %.0f)" % (n, need_notes, mean_len))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    rich_types = [t for t in type_count if type_count[t] >= 15]
    if len(rich_types) < 29:
        err("only %d types with >= 15 spans" % len(rich_types))
    rich_genres = [g for g in genre_count if genre_count[g] >= 30]
    if len(rich_genres) < 10:
        err("only %d genres with >= 30 notes" % len(rich_genres))
    if n and not (0.12 <= n_lower / n <= 0.22):
        err("lower-case share %.3f is not about one in six" % (n_lower / n))

    print("notes %d  spans %d  mean length %.1f  lower-case %d" % (n, n_spans, mean_len, n_lower))
    print("types (%d):" % len(type_count), ", ".join("%s %d" % kv for kv in sorted(type_count.items())))
    print("genres (%d):" % len(genre_count), ", ".join("%s %d" % kv for kv in sorted(genre_count.items())))
    if errors:
        print("FAILED: %d problem(s)" % len(errors))
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
