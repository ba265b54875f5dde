#!/usr/bin/env python3
"""Validate bench/dev34_en/notes.jsonl. Exits non-zero on any problem.

Usage: python3 build/check.py [PATH]
"""
import collections
import json
import os
import re
import sys

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = {"psychiatry_inpatient", "psychiatry_liaison", "addiction", "ophthalmology", "ent_audiology",
          "dental_maxillofacial", "orthopaedics_fracture", "dermatology", "plastic_surgery"}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 320, 8000, 3

TITLES = re.compile(r"^(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Sr|Rev)\.?(?:\s|$)")
CREDS = {"MD", "DO", "RN", "PhD", "MBBS", "MBChB", "FRCS", "FRCP", "FACS", "BDS", "DDS", "DMD", "NP", "PA",
         "LPN", "RGN", "RMN", "CNS", "PharmD", "RPh", "FRANZCP", "FRACS", "FACD", "FRCSC", "FRCPC", "MRCPsych"}
WORD_NUM = re.compile(r"^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|"
                      r"fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|"
                      r"ninety|hundred|and|[- ])+$")
BAD_LEAD = set(",;:.!?\"'\u2018\u2019\u201c\u201d)]}[{<>")
BAD_TRAIL = set(",;:!?\"'\u2018\u2019\u201c\u201d([{<>]}")
INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")

MONTH = r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
SUSPECT = [
    ("numeric date", re.compile(r"(?<![\w/.-])\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})(?![\w/.-])")),
    ("iso date", re.compile(r"(?<![\w/.-])\d{4}([-/])\d{2}\1\d{2}(?![\w/])")),
    ("month-name date", re.compile(r"(?<!\w)" + MONTH + r"\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}(?!\w)")),
    ("day-month-year", re.compile(r"(?<!\w)\d{1,2}(?:st|nd|rd|th)? " + MONTH + r"\.? \d{4}(?!\w)")),
    ("email", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("url", re.compile(r"(?:https?://|www\.)\S+")),
    ("ip address", re.compile(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])")),
    ("fictional phone", re.compile(r"555[-. ]?01\d\d|07700 ?900|01632 ?960|0491 ?570|7946 ?0\d")),
]


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
    errors = []

    def err(msg):
        errors.append(msg)

    ids = set()
    type_counts = collections.Counter()
    n_notes = n_spans = 0
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for ln, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except Exception as e:  # noqa: BLE001
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        if not isinstance(rec, dict) or set(rec) != {"id", "text", "spans", "meta"}:
            err("line %d: record keys must be id, text, spans, meta" % ln)
            continue
        rid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
        n_notes += 1
        if not isinstance(rid, str) or not re.fullmatch(r"dev34-en-\d{4}", rid):
            err("line %d: bad id %r" % (ln, rid))
        if rid in ids:
            err("%s: duplicate id" % rid)
        ids.add(rid)
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % rid)
            continue
        if re.search(r"[\x00-\x08\x0b-\x1f]", text):
            err("%s: control characters in text" % rid)
        # meta
        if not isinstance(meta, dict):
            err("%s: meta not an object" % rid)
        else:
            for k in ("language", "source", "genre", "locale"):
                if k not in meta:
                    err("%s: meta.%s missing" % (rid, k))
            if meta.get("language") != "en":
                err("%s: meta.language must be 'en'" % rid)
            if meta.get("source") != "dev34-en":
                err("%s: meta.source must be 'dev34-en'" % rid)
            if meta.get("genre") not in GENRES:
                err("%s: unknown genre %r" % (rid, meta.get("genre")))
            if meta.get("locale") not in LOCALES:
                err("%s: unknown locale %r" % (rid, meta.get("locale")))
        if not isinstance(spans, list):
            err("%s: spans not a list" % rid)
            continue
        prev_end = -1
        prev_start = -1
        covered = [False] * len(text)
        ok_spans = []
        for sp in spans:
            n_spans += 1
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys must be start, end, label, type, text: %r" % (rid, sp))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int)) or isinstance(s, bool) or isinstance(e, bool):
                err("%s: non-integer offsets %r" % (rid, sp))
                continue
            if not (0 <= s < e <= len(text)):
                err("%s: offsets out of range %r" % (rid, sp))
                continue
            if text[s:e] != st:
                err("%s: text[%d:%d]=%r != %r" % (rid, s, e, text[s:e], st))
            if typ not in TYPE2LABEL:
                err("%s: unknown type %r" % (rid, typ))
            elif TYPE2LABEL[typ] != lab:
                err("%s: label %r inconsistent with type %r" % (rid, lab, typ))
            type_counts[typ] += 1
            if s < prev_start or (s == prev_start):
                err("%s: spans not sorted / duplicate start at %d" % (rid, s))
            if s < prev_end:
                err("%s: overlapping spans at %d (%r)" % (rid, s, st))
            prev_start, prev_end = s, max(prev_end, e)
            if st != st.strip():
                err("%s: span has leading/trailing whitespace %r" % (rid, st))
            if "\n" in st:
                err("%s: span crosses a line break %r" % (rid, st))
            if st[0] in BAD_LEAD or (st[0] == "(" and ")" not in st):
                err("%s: span starts with punctuation %r" % (rid, st))
            if st[-1] in BAD_TRAIL or (st[-1] == ")" and "(" not in st):
                err("%s: span ends with punctuation %r" % (rid, st))
            if st[-1] == "." and not INITIAL_END.search(st):
                err("%s: span takes in a full stop %r" % (rid, st))
            # token boundaries: a span must not cut a word (ages may be glued to yo/M/F)
            if s > 0 and text[s - 1].isalnum() and text[s].isalnum():
                err("%s: span starts inside a token %r" % (rid, text[max(0, s - 10):e]))
            if e < len(text) and text[e].isalnum() and text[e - 1].isalnum() and typ != "AGE":
                err("%s: span ends inside a token %r" % (rid, text[s:e + 10]))
            # type-specific boundary rules from the guideline
            if typ in ("PATIENT", "DOCTOR", "FAMILY"):
                if TITLES.match(st):
                    err("%s: title inside name span %r" % (rid, st))
                if st.endswith(("'s", "\u2019s")):
                    err("%s: possessive inside name span %r" % (rid, st))
                if any(tok.strip() in CREDS for tok in re.split(r"[,\s]+", st)[1:]):
                    err("%s: credential inside name span %r" % (rid, st))
            if re.match(r"^(?:the|a|an|his|her|their|my) ", st):
                err("%s: article/determiner inside span %r" % (rid, st))
            if typ == "AGE" and not (st.isdigit() or WORD_NUM.match(st.lower())):
                err("%s: AGE span is not a bare number %r" % (rid, st))
            if typ == "DATE" and re.search(r"\d{1,2}:\d{2}", st):
                err("%s: time of day inside DATE span %r" % (rid, st))
            if typ in ("MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "IDNUM", "PHONE", "FAX") and re.match(
                    r"(?i)^(?:mrn|ssn|tel|fax|phone|pager|bleep|acct|npi|dea|id|no|lot|sn|ref)\b[\s.:#]", st):
                err("%s: label inside identifier span %r" % (rid, st))
            for k in range(s, e):
                covered[k] = True
            ok_spans.append(sp)

        # every occurrence of an annotated string must be annotated
        seen = set()
        for sp in ok_spans:
            st, typ = sp["text"], sp["type"]
            if typ in ("AGE", "PROFESSION") or st in seen or len(st) < 3:
                continue
            if st.replace(" ", "").isdigit() and len(st.replace(" ", "")) < 6:
                continue
            if typ == "STATE" and len(st) < 3:
                continue
            seen.add(st)
            for m in re.finditer(r"(?<!\w)" + re.escape(st) + r"(?!\w)", text):
                if not all(covered[m.start():m.end()]):
                    err("%s: unannotated occurrence of %s %r at %d" % (rid, typ, st, m.start()))
        # every part of an annotated person name must be annotated wherever it recurs
        for sp in ok_spans:
            if sp["type"] not in ("PATIENT", "DOCTOR", "FAMILY"):
                continue
            for tok in re.split(r"[\s,]+", sp["text"]):
                tok = tok.rstrip(".")
                if len(tok) < 3 or not tok[0].isupper() or tok in seen:
                    continue
                seen.add(tok)
                for m in re.finditer(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", text):
                    if not all(covered[m.start():m.end()]):
                        err("%s: unannotated name part %r (of %s %r) at %d" % (rid, tok, sp["type"], sp["text"], m.start()))
        # PHI-looking strings outside any span
        for name, rx in SUSPECT:
            for m in rx.finditer(text):
                a, b = m.start(), m.end()
                if name == "url":
                    while b > a and text[b - 1] in ".,;:)]'\"":
                        b -= 1
                if not all(covered[a:b]):
                    err("%s: unannotated %s %r at %d" % (rid, name, text[a:b], a))

    if n_notes != MIN_NOTES:
        err("expected %d notes, found %d" % (MIN_NOTES, n_notes))
    if n_spans < MIN_SPANS:
        err("expected at least %d spans, found %d" % (MIN_SPANS, n_spans))
    for t in TYPE2LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            err("type %s occurs %d times (< %d)" % (t, type_counts[t], MIN_PER_TYPE))

    print("notes: %d  spans: %d" % (n_notes, n_spans))
    for t in TYPE2LABEL:
        print("  %-15s %5d" % (t, type_counts[t]))
    if errors:
        for e in errors[:200]:
            print("ERROR:", e)
        if len(errors) > 200:
            print("... %d more errors" % (len(errors) - 200))
        print("FAILED with %d problem(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
