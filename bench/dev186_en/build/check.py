"""Validate /work/main/bench/dev186_en/notes.jsonl (author 186). Python 3.11 stdlib only.

Usage: python3 build/check.py [--no-rebuild]
Exit status 0 when every check passes; problems are listed otherwise.
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")
sys.dont_write_bytecode = True

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
TYPE2LABEL = {t: lab for lab, ts in GUIDE.items() for t in ts}
DOMAINS = ("example.com", "example.org", "example.net")
EDGE_BAD = set(" \t\n,;:()[]{}\"'")
TRAIL_DOT_OK = re.compile(r"(?:\b[A-Za-z]\.|\bJr\.|\bSr\.|\bInc\.|\bCo\.|\bSt\.|\bLtd\.)$", re.I)

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS = 330, 600, 8000
MIN_TYPES, MIN_PER_TYPE = 29, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30


def edge_bad(v):
    """Whitespace or surrounding punctuation at a span edge; a bracket that the value itself closes
    (as in '(617) 555-0182') is part of the value."""
    a, z = v[0], v[-1]
    if a == "(" and ")" in v[1:]:
        a = "x"
    if z == ")" and "(" in v[:-1]:
        z = "x"
    return a in EDGE_BAD or z in EDGE_BAD


def host_ok(h):
    h = h.lower()
    return any(h == d or h.endswith("." + d) for d in DOMAINS)


def phone_ok(v):
    main = re.sub(r"\s*(?:ext\.?|x)\s*\d+$", "", v, flags=re.I)
    d = re.sub(r"\D", "", main)
    if len(d) == 11 and d[0] == "1":
        d = d[1:]
    if len(d) == 10:
        return d[3:6] == "555"
    if len(d) == 7:
        return d.startswith("555")
    return False


def ip_ok(v):
    m = re.fullmatch(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})", v)
    if not m:
        return False
    a = [int(x) for x in m.groups()]
    if any(x > 255 for x in a):
        return False
    return a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)


def url_ok(v):
    u = re.sub(r"^[a-z]+://", "", v, flags=re.I)
    return host_ok(u.split("/")[0])


def email_ok(v):
    m = re.fullmatch(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+)", v)
    return bool(m) and host_ok(m.group(1))


def ssn_ok(v):
    return bool(re.fullmatch(r"(9\d\d|000)-\d\d-\d{4}", v))


def check(notes, errs):
    ids = [n.get("id") for n in notes]
    for i, x in enumerate(ids):
        if x != "dev186-%04d" % (i + 1):
            errs.append("id %r at line %d" % (x, i + 1))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    nlow = 0
    for n in notes:
        nid = n.get("id")
        if sorted(n.keys()) != ["id", "meta", "spans", "text"]:
            errs.append("%s: fields %s" % (nid, sorted(n.keys())))
            continue
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip():
            errs.append("%s: empty text" % nid)
            continue
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            errs.append("%s: meta fields %s" % (nid, sorted(meta.keys())))
        if meta.get("source") != "dev186-en":
            errs.append("%s: source %r" % (nid, meta.get("source")))
        if not isinstance(meta.get("lowercase"), bool):
            errs.append("%s: lowercase not bool" % nid)
        if not meta.get("genre") or not meta.get("country"):
            errs.append("%s: genre/country missing" % nid)
        genre_count[meta.get("genre")] += 1
        if meta.get("lowercase"):
            nlow += 1
            if text != text.lower():
                errs.append("%s: lowercase note has upper-case text" % nid)
        elif text == text.lower():
            errs.append("%s: note not flagged lowercase but has no capitals" % nid)
        prev_end, prev_start = -1, -1
        for s in spans:
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: span fields %s" % (nid, sorted(s.keys())))
                continue
            st, en, lab, typ, stx = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != stx:
                errs.append("%s: offset text mismatch %r vs %r" % (nid, text[st:en], stx))
            if st < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                errs.append("%s: overlapping span at %d" % (nid, st))
            prev_start, prev_end = st, en
            if typ not in TYPE2LABEL:
                errs.append("%s: unknown type %r" % (nid, typ))
            elif TYPE2LABEL[typ] != lab:
                errs.append("%s: label %r does not match type %r" % (nid, lab, typ))
            type_count[typ] += 1
            if edge_bad(stx):
                errs.append("%s: span edge whitespace/punctuation %r" % (nid, stx))
            if stx.endswith(".") and not TRAIL_DOT_OK.search(stx):
                errs.append("%s: span ends with full stop %r" % (nid, stx))
            if meta.get("lowercase") and stx != stx.lower():
                errs.append("%s: lowercase note has upper-case span %r" % (nid, stx))
            if typ in ("PHONE", "FAX") and not phone_ok(stx):
                errs.append("%s: non-555 %s %r" % (nid, typ, stx))
            if typ == "EMAIL" and not email_ok(stx):
                errs.append("%s: e-mail not on example domains %r" % (nid, stx))
            if typ == "URL" and not url_ok(stx):
                errs.append("%s: URL not on example domains %r" % (nid, stx))
            if typ == "IPADDR" and not ip_ok(stx):
                errs.append("%s: IP not private %r" % (nid, stx))
            if typ == "SSN" and not ssn_ok(stx):
                errs.append("%s: SSN not 9xx/000 %r" % (nid, stx))
        # contacts that slipped into plain text must be fictional too
        for m in re.finditer(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+[A-Za-z])", text):
            if not host_ok(m.group(1)):
                errs.append("%s: e-mail in text not fictional %r" % (nid, m.group(0)))
        for m in re.finditer(r"\b(?:https?://|www\.)([A-Za-z0-9.-]+[A-Za-z])", text):
            if not host_ok(m.group(1)):
                errs.append("%s: URL in text not fictional %r" % (nid, m.group(0)))
    # size requirements
    total = len(notes)
    nspans = sum(type_count.values())
    mean_len = sum(len(n["text"]) for n in notes) / max(1, total)
    need = MIN_NOTES if mean_len >= 1200 else MIN_NOTES_SHORT
    if total < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (total, need, mean_len))
    if nspans < MIN_SPANS:
        errs.append("only %d spans" % nspans)
    rich = [t for t, k in type_count.items() if k >= MIN_PER_TYPE]
    if len(rich) < MIN_TYPES:
        errs.append("only %d types with >= %d spans" % (len(rich), MIN_PER_TYPE))
    big = [g for g, k in genre_count.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = nlow / max(1, total)
    if not 0.12 <= frac <= 0.22:
        errs.append("lower-case share %.3f not about one in six" % frac)
    return dict(notes=total, spans=nspans, mean_len=mean_len, types=type_count, genres=genre_count,
                lowercase=nlow)


def main():
    errs = []
    raw = open(NOTES, "rb").read()
    notes = []
    for i, line in enumerate(raw.decode("utf-8").split("\n")):
        if not line:
            continue
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            errs.append("line %d: bad JSON (%s)" % (i + 1, e))
    st = check(notes, errs)
    if "--no-rebuild" not in sys.argv:
        sys.path.insert(0, HERE)
        import make
        again = "".join(json.dumps(n, ensure_ascii=False) + "\n" for n in make.build()).encode("utf-8")
        if again != raw:
            errs.append("rebuild in memory differs from notes.jsonl")
    print("notes %d, spans %d, mean length %.1f, lower-case notes %d" % (st["notes"], st["spans"], st["mean_len"],
                                                                         st["lowercase"]))
    print("types (%d):" % len(st["types"]))
    for t, k in sorted(st["types"].items(), key=lambda x: (-x[1], x[0])):
        print("  %-15s %5d" % (t, k))
    print("genres (%d):" % len(st["genres"]))
    for g, k in sorted(st["genres"].items(), key=lambda x: (-x[1], x[0])):
        print("  %-32s %4d" % (g, k))
    if errs:
        print("FAILED: %d problem(s)" % len(errs))
        for e in errs[:60]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
