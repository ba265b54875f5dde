"""Validate /work/main/bench/dev190_en/notes.jsonl.

Usage: python3 build/check.py     (exit status 0 when every check passes)
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
NOTES = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type table of docs/annotation_guideline.md
GUIDE = {
    "NAME": ("PATIENT", "DOCTOR", "FAMILY", "USERNAME"),
    "AGE": ("AGE",),
    "DATE": ("DATE",),
    "LOCATION": ("STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"),
    "ID": ("MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"),
    "CONTACT": ("PHONE", "FAX", "EMAIL", "URL", "IPADDR"),
    "PROFESSION": ("PROFESSION",),
}
TYPE2LABEL = {t: lab for lab, ts in GUIDE.items() for t in ts}

MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS = 330, 600, 8000
MIN_TYPES, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 29, 15, 10, 30
EX_DOMAINS = ("example.com", "example.org", "example.net")
OK_DOT_END = re.compile(r"(^|[\s.'\-])\w\.$|(co|inc|jr|sr|st)\.$", re.I)

errors = []


def err(msg):
    errors.append(msg)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in EX_DOMAINS)


def check_contact(rid, s):
    t, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", t):
            err("%s: %s not in the 555 range: %r" % (rid, typ, t))
    elif typ == "EMAIL":
        if t.count("@") != 1 or not host_ok(t.split("@")[1]):
            err("%s: e-mail not on example domains: %r" % (rid, t))
    elif typ == "URL":
        m = re.match(r"^(?:https?://)?([^/:]+)", t)
        if not m or not host_ok(m.group(1)):
            err("%s: URL not on example domains: %r" % (rid, t))
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
            nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
            if not any(ip in n for n in nets):
                err("%s: IP not private: %r" % (rid, t))
        except ValueError:
            err("%s: bad IP %r" % (rid, t))
    elif typ == "SSN":
        if not (t.startswith("9") or t.startswith("000")):
            err("%s: SSN-like number not 9xx/000: %r" % (rid, t))


def balanced(t):
    for a, b in ("()", "[]", "{}"):
        if t.count(a) != t.count(b):
            return False
    return t.count('"') % 2 == 0


def leak_terms():
    """Pool names that must never appear outside a span."""
    import pools
    terms = set()
    for seq in (pools.US_MALE, pools.US_FEMALE, pools.NZ_MALE, pools.NZ_FEMALE,
                pools.US_SURNAME, pools.NZ_SURNAME, pools.US_HOSPITALS, pools.US_CLINICS,
                pools.NZ_HOSPITALS, pools.NZ_CLINICS, pools.US_ORGS, pools.NZ_ORGS,
                pools.US_PHARM, pools.NZ_PHARM, pools.US_GP, pools.NZ_GP):
        for x in seq:
            terms.add(x.lower())
    for c in pools.US_CITIES:
        terms.add(c[0].lower())
    for c in pools.NZ_CITIES:
        terms.add(c[0].lower())
        for sub in c[3]:
            terms.add(sub.lower())
    return sorted(terms)


def main():
    recs = []
    with open(NOTES, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    terms = leak_terms()
    leak_re = re.compile(r"(?<![\w'])(" + "|".join(re.escape(t) for t in terms) + r")(?![\w'])", re.I)
    date_re = re.compile(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b(?:19[5-9]\d|20[0-2]\d)\b")

    types = collections.Counter()
    genres = collections.Counter()
    total_len = 0
    n_lower = 0
    for i, r in enumerate(recs):
        rid = r.get("id")
        if rid != "dev190-%04d" % (i + 1):
            err("record %d: id %r out of sequence" % (i + 1, rid))
        if sorted(r.keys()) != ["id", "meta", "spans", "text"]:
            err("%s: unexpected fields %r" % (rid, sorted(r.keys())))
        text, spans, meta = r.get("text", ""), r.get("spans", []), r.get("meta", {})
        total_len += len(text)
        if meta.get("source") != "dev190-en":
            err("%s: meta.source" % rid)
        if meta.get("country") not in ("US", "NZ"):
            err("%s: meta.country %r" % (rid, meta.get("country")))
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase not bool" % rid)
        if not meta.get("genre"):
            err("%s: meta.genre missing" % rid)
        genres[meta.get("genre")] += 1
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lower-case note has upper case" % rid)
        if not spans:
            err("%s: no spans" % rid)
        prev_end = -1
        prev_start = -1
        for s in spans:
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s: span fields %r" % (rid, list(s.keys())))
            st, en, lab, typ, t = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (rid, s))
                continue
            if text[st:en] != t:
                err("%s: offset text mismatch %r vs %r" % (rid, text[st:en], t))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (rid, st))
            if st < prev_end:
                err("%s: overlapping span at %d" % (rid, st))
            prev_start, prev_end = st, en
            if TYPE2LABEL.get(typ) != lab:
                err("%s: label/type %s/%s not per guideline" % (rid, lab, typ))
            if t != t.strip():
                err("%s: span with outer whitespace %r" % (rid, t))
            if t[-1] in ",;:!?" or t[0] in ",;:.":
                err("%s: span takes in punctuation %r" % (rid, t))
            if t.endswith(".") and not OK_DOT_END.search(t):
                err("%s: span ends with a full stop %r" % (rid, t))
            if not balanced(t):
                err("%s: unbalanced brackets/quotes in span %r" % (rid, t))
            if st > 0 and text[st - 1].isalnum() and typ not in ("AGE",) and text[st - 1] not in "#":
                err("%s: span starts inside a word %r" % (rid, t))
            if en < len(text) and text[en].isalnum() and typ not in ("AGE",):
                err("%s: span ends inside a word %r" % (rid, t))
            check_contact(rid, s)
            types[typ] += 1
        # leak checks on text outside spans
        pos = 0
        outside = []
        for s in spans:
            outside.append((pos, text[pos:s["start"]]))
            pos = s["end"]
        outside.append((pos, text[pos:]))
        for off, chunk in outside:
            for m in leak_re.finditer(chunk):
                err("%s: pool term outside a span at %d: %r" % (rid, off + m.start(), m.group(0)))
            for m in date_re.finditer(chunk):
                before = chunk[max(0, m.start() - 4):m.start()]
                if not (m.group(0) == "1992" and before.lower() == "act "):
                    err("%s: date-like text outside a span: %r" % (rid, m.group(0)))
            for m in re.finditer(r"555[ .-]?\d{3,4}", chunk):
                err("%s: 555 number outside a span: %r" % (rid, m.group(0)))
            for m in re.finditer(r"[\w.]+@[\w.]+", chunk):
                err("%s: e-mail outside a span: %r" % (rid, m.group(0)))

    n = len(recs)
    n_sp = sum(types.values())
    mean = total_len / n if n else 0
    if n < MIN_NOTES or (mean < 1200 and n < MIN_NOTES_SHORT):
        err("size: %d notes, mean %.0f chars" % (n, mean))
    if n_sp < MIN_SPANS:
        err("size: %d spans < %d" % (n_sp, MIN_SPANS))
    big = [t for t, c in types.items() if c >= MIN_PER_TYPE]
    if len(big) < MIN_TYPES:
        err("size: only %d types with >= %d spans" % (len(big), MIN_PER_TYPE))
    bigg = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(bigg) < MIN_GENRES:
        err("size: only %d genres with >= %d notes" % (len(bigg), MIN_PER_GENRE))
    if n and not (0.12 <= n_lower / n <= 0.22):
        err("lower-case share %.3f not about one in six" % (n_lower / n))

    print("notes %d  spans %d  mean length %.1f  lower-case %d" % (n, n_sp, mean, n_lower))
    print("genres:", ", ".join("%s %d" % (g, c) for g, c in sorted(genres.items())))
    print("types:", ", ".join("%s %d" % (t, c) for t, c in sorted(types.items())))
    if errors:
        for e in errors[:60]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
