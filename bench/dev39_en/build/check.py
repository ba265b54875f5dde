#!/usr/bin/env python3
"""Validate notes.jsonl; exit 1 on any problem.

Checks: JSON, ids, record/meta fields, offsets and span text, ordering and overlap,
whitespace and surrounding punctuation, token boundaries, type/label table, required
counts, and that no PHI string annotated somewhere in a note (names token by token)
occurs elsewhere in that note unannotated, nor any unannotated date/phone/age pattern.
"""

import collections
import json
import os
import re
import sys

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"discharge_summary", "geriatric_falls_clinic", "memory_clinic", "stroke_rehabilitation",
          "nursing_handover", "medication_administration_record", "icu_flowsheet",
          "pharmacy_discharge_reconciliation"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
N_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 3

BAD_START = set(",.;:!?)]}\"'")
BAD_END = set(",;:!?([{\"'")
INITIAL_DOT = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")

# whole-string consistency for these types (value must be annotated everywhere)
WHOLE = {"CITY", "HOSPITAL", "ORGANIZATION", "STREET", "EMAIL", "URL", "PHONE", "FAX", "MRN", "SSN",
         "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM", "IPADDR", "USERNAME",
         "COUNTRY", "DATE", "ZIP", "STATE"}
NAME_TYPES = {"PATIENT", "DOCTOR", "FAMILY"}

MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
MON = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
PATTERNS = [
    ("date", re.compile(r"(?<![\w/.-])\d{1,2}[/.]\d{1,2}[/.]\d{2,4}(?![\w/])")),
    ("date", re.compile(r"(?<![\w-])\d{4}-\d{2}-\d{2}(?!\w)")),
    ("date", re.compile(r"\b\d{1,2}[ -](?:%s|%s|%s)\b" % (MONTHS, MON, MON.upper()))),
    ("date", re.compile(r"\b(?:%s|%s)\.? \d{1,2}\b" % (MONTHS, MON))),
    ("date", re.compile(r"\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:s\b|\b)")),
    ("date", re.compile(r"\b(?:Christmas|Easter|Thanksgiving|Boxing Day|Anzac Day|Waitangi Day|Matariki|Halloween)\b")),
    # four-digit times (0800, 2000) look like years, so bare years are only looked for in date-like contexts
    ("year", re.compile(r"\b(?:in|In|since|Since|from|From|of|quit|born|Born|year|circa|early|late|mid|summer|winter|spring|autumn|fall|Year|dated)\s((?:19\d\d|20[0-3]\d))\b(?! ?(?:h\b|mL|ml|mg|units))")),
    # parenthesised or line-final years whose last two digits cannot be minutes
    ("year", re.compile(r"\b((?:19[6-9]\d|20[0-3][6-9]))(?=\))")),
    ("year", re.compile(r"(?:- |, )((?:19[6-9]\d|20[0-3][6-9]))$", re.M)),
    ("phone", re.compile(r"\b555[- .]?01\d\d\b|\b07700 ?900\d{3}\b|\b01632 ?960\d{3}\b|\b0491 ?57\d ?\d{3}\b|\b5550 \d{4}\b|\b7010 \d{4}\b")),
    ("email", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("url", re.compile(r"\b(?:https?://|www\.)[^\s)\]]*[^\s)\].,;:]")),
    ("ip", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("age", re.compile(r"\b\d{1,3}(?=[- ]?(?:year-old|years old|yo\b|y/o\b|yrs? old))")),
]


def fail(errors, msg):
    errors.append(msg)


def covered(spans, a, b):
    for s in spans:
        if s["start"] <= a and b <= s["end"]:
            return True
    return False


def check_note(n, errors):
    nid = n.get("id", "?")
    for k in ("id", "text", "spans", "meta"):
        if k not in n:
            fail(errors, "%s: missing field %s" % (nid, k))
            return
    if set(n.keys()) != {"id", "text", "spans", "meta"}:
        fail(errors, "%s: unexpected fields %s" % (nid, sorted(n.keys())))
    text = n["text"]
    if not isinstance(text, str) or not text:
        fail(errors, "%s: empty text" % nid)
        return
    if not re.fullmatch(r"dev39-en-\d{4}", nid):
        fail(errors, "%s: bad id format" % nid)
    m = n["meta"]
    for k in ("language", "source", "genre", "locale"):
        if k not in m:
            fail(errors, "%s: meta missing %s" % (nid, k))
    if m.get("language") != "en":
        fail(errors, "%s: language" % nid)
    if m.get("source") != "dev39-en":
        fail(errors, "%s: source" % nid)
    if m.get("genre") not in GENRES:
        fail(errors, "%s: genre %r" % (nid, m.get("genre")))
    if m.get("locale") not in LOCALES:
        fail(errors, "%s: locale %r" % (nid, m.get("locale")))
    spans = n["spans"]
    prev_end = -1
    for s in spans:
        if set(s.keys()) != {"start", "end", "label", "type", "text"}:
            fail(errors, "%s: span keys %s" % (nid, sorted(s.keys())))
            continue
        a, b, t = s["start"], s["end"], s["type"]
        if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
            fail(errors, "%s: bad offsets %r" % (nid, s))
            continue
        st = text[a:b]
        if st != s["text"]:
            fail(errors, "%s: text mismatch %r vs %r" % (nid, st, s["text"]))
        if a < prev_end:
            fail(errors, "%s: overlap/unsorted at %d" % (nid, a))
        prev_end = b
        if t not in TYPE_LABEL:
            fail(errors, "%s: unknown type %s" % (nid, t))
        elif s["label"] != TYPE_LABEL[t]:
            fail(errors, "%s: label %s for type %s" % (nid, s["label"], t))
        if st != st.strip():
            fail(errors, "%s: whitespace at edge %r" % (nid, st))
        if st[0] in BAD_START or (st[0] == "(" and ")" not in st):
            fail(errors, "%s: bad leading char %r" % (nid, st))
        if st[-1] in BAD_END or (st[-1] == ")" and "(" not in st) or (st[-1] == "." and not INITIAL_DOT.search(st)):
            fail(errors, "%s: bad trailing char %r" % (nid, st))
        if a > 0 and text[a - 1].isalnum():
            fail(errors, "%s: span starts inside a token %r (prev %r)" % (nid, st, text[a - 1]))
        if b < len(text) and text[b].isalnum() and not (t == "AGE" and text[b].isalpha()):
            fail(errors, "%s: span ends inside a token %r (next %r)" % (nid, st, text[b]))
        if a > 0 and b < len(text) and text[a - 1] in "\"'" and text[b] == text[a - 1]:
            pass  # quotes outside: fine
    # consistency: every occurrence annotated
    for s in spans:
        t = s["type"]
        if t in NAME_TYPES:
            toks = [x for x in re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", s["text"]) if len(x) >= 3]
            for tok in toks:
                for mm in re.finditer(r"(?<![^\W\d_])%s(?![^\W\d_])" % re.escape(tok), text, re.IGNORECASE):
                    if not covered(spans, mm.start(), mm.end()):
                        fail(errors, "%s: unannotated name token %r at %d (from %s %r)" % (nid, mm.group(), mm.start(), t, s["text"]))
        elif t in WHOLE:
            v = s["text"]
            if t in ("STATE", "ZIP", "DATE") and len(v) < 4:
                continue
            for mm in re.finditer(r"(?<!\w)%s(?!\w)" % re.escape(v), text):
                if not covered(spans, mm.start(), mm.end()):
                    fail(errors, "%s: unannotated %s %r at %d" % (nid, t, v, mm.start()))
    for kind, rx in PATTERNS:
        for mm in rx.finditer(text):
            g = 1 if rx.groups else 0
            if not covered(spans, mm.start(g), mm.end(g)):
                ctx = text[max(0, mm.start() - 25):mm.end() + 25].replace("\n", " | ")
                fail(errors, "%s: unannotated %s-like %r ...%s..." % (nid, kind, mm.group(), ctx))


def pool_terms():
    """Invented names/places from the generator's pools (only if importable): every
    occurrence of one of them in a note must lie inside a span."""
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, here)
    try:
        import pools  # noqa: WPS433
    except Exception:  # noqa: BLE001
        return None, None
    toks = set()
    for nm in pools.GIVEN_F + pools.GIVEN_M + pools.SURNAMES + list(pools.NICK.values()):
        for t in nm.split():
            if len(t) >= 3:
                toks.add(t)
    whole = set(pools.COUNTRIES)
    for v in pools.TOWNS.values():
        whole.update(v)
    whole.update(pools.CARE_HOME + pools.CARE_AGENCIES + pools.ALARM_COS + pools.BUILDINGS)
    whole.update(n for _, n in pools.LANDMARKS)
    for v in pools.SUPPORT_ORGS.values():
        whole.update(v)
    for v in pools.INSURERS.values():
        whole.update(v)
    whole.update(s.replace("St. ", "") for s in pools.SAINTS)
    tok_rx = re.compile(r"(?<![^\W\d_])(?:%s)(?![^\W\d_])" % "|".join(re.escape(t) for t in sorted(toks, key=len, reverse=True)), re.IGNORECASE)
    whole_rx = re.compile(r"(?<!\w)(?:%s)(?!\w)" % "|".join(re.escape(t) for t in sorted(whole, key=len, reverse=True)))
    return tok_rx, whole_rx


def pool_leaks(n, tok_rx, whole_rx, errors):
    text, spans = n["text"], n["spans"]
    for rx, kind in ((tok_rx, "name"), (whole_rx, "place/org")):
        for mm in rx.finditer(text):
            if not covered(spans, mm.start(), mm.end()):
                ctx = text[max(0, mm.start() - 25):mm.end() + 25].replace("\n", " | ")
                fail(errors, "%s: unannotated pool %s %r ...%s..." % (n["id"], kind, mm.group(), ctx))


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
    errors = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                fail(errors, "line %d: invalid JSON (%s)" % (ln, e))
    ids = [n.get("id") for n in notes]
    dup = [k for k, c in collections.Counter(ids).items() if c > 1]
    if dup:
        fail(errors, "duplicate ids: %s" % dup[:5])
    tok_rx, whole_rx = pool_terms()
    for n in notes:
        check_note(n, errors)
        if tok_rx is not None and "text" in n and "spans" in n:
            pool_leaks(n, tok_rx, whole_rx, errors)
    counts = collections.Counter(s["type"] for n in notes for s in n.get("spans", []))
    total = sum(counts.values())
    if len(notes) != N_NOTES:
        fail(errors, "expected %d notes, got %d" % (N_NOTES, len(notes)))
    if total < MIN_SPANS:
        fail(errors, "only %d spans (< %d)" % (total, MIN_SPANS))
    for t in TYPE_LABEL:
        if counts[t] < MIN_PER_TYPE:
            fail(errors, "type %s has %d spans (< %d)" % (t, counts[t], MIN_PER_TYPE))
    print("notes: %d  spans: %d" % (len(notes), total))
    for t in TYPE_LABEL:
        print("  %-15s %5d" % (t, counts[t]))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
