#!/usr/bin/env python3
"""Validator for dev42_en/notes.jsonl.  Exits non-zero on any problem.

Checks: valid JSON per line; unique ids; required fields and meta; offsets
(text[start:end] == span text); spans sorted and non-overlapping; no
leading/trailing whitespace; no surrounding punctuation taken in; span edges on
token boundaries; type in the guideline table and label consistent with it;
every other occurrence of an annotated name/place/identifier string in the same
note is also covered; size and per-type counts.
"""

import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
LOCALES = {"US", "UK", "CA", "AU", "IE", "NZ"}
GENRES = {"clinic_letter", "referral", "second_opinion", "insurance_report", "occupational_health", "medicolegal_report"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 320, 8000, 3

LEAD_BAD = set("\"'([{<,;:.!?-\u2013\u2014/\u2022*")
TRAIL_BAD = set("\"')]}>,;:!?-\u2013\u2014/\u2022*")
INITIAL_DOT = re.compile(r"(^|[\s.])[A-Za-z]\.$")   # "Maria K." / "J.S." / "M. Hollis"
# types whose other occurrences are checked for coverage
COVER_TYPES = {"PATIENT", "DOCTOR", "FAMILY", "USERNAME", "STREET", "CITY", "HOSPITAL", "ORGANIZATION",
               "MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM",
               "PHONE", "FAX", "EMAIL", "URL", "IPADDR", "PROFESSION", "COUNTRY", "LOCATION_OTHER"}


def main(path=PATH):
    errors = []

    def err(msg):
        errors.append(msg)

    ids = set()
    n_notes = 0
    type_counts = collections.Counter()
    n_spans = 0
    with open(path, encoding="utf-8") as f:
        raw = f.read()
    if not raw.endswith("\n"):
        err("file does not end with a newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            rec = json.loads(line)
        except Exception as e:  # noqa: BLE001
            err("line %d: invalid JSON (%s)" % (ln, e))
            continue
        n_notes += 1
        rid = rec.get("id")
        if not isinstance(rid, str) or not re.fullmatch(r"dev42-en-\d{4}", rid):
            err("line %d: bad id %r" % (ln, rid))
        if rid in ids:
            err("line %d: duplicate id %s" % (ln, rid))
        ids.add(rid)
        if set(rec) != {"id", "text", "spans", "meta"}:
            err("%s: unexpected top-level keys %s" % (rid, sorted(rec)))
        text = rec.get("text")
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % rid)
            continue
        meta = rec.get("meta") or {}
        for k in ("language", "source", "genre", "locale"):
            if k not in meta:
                err("%s: meta.%s missing" % (rid, k))
        if meta.get("language") != "en":
            err("%s: meta.language %r" % (rid, meta.get("language")))
        if meta.get("source") != "dev42-en":
            err("%s: meta.source %r" % (rid, meta.get("source")))
        if meta.get("locale") not in LOCALES:
            err("%s: meta.locale %r" % (rid, meta.get("locale")))
        if meta.get("genre") not in GENRES:
            err("%s: meta.genre %r" % (rid, meta.get("genre")))
        spans = rec.get("spans")
        if not isinstance(spans, list):
            err("%s: spans not a list" % rid)
            continue
        prev_end = -1
        prev_start = -1
        covered = [False] * len(text)
        for i, s in enumerate(spans):
            where = "%s span %d" % (rid, i)
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: keys %s" % (where, sorted(s)))
                continue
            st, en, lab, typ, stxt = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int)) or isinstance(st, bool) or isinstance(en, bool):
                err("%s: non-integer offsets" % where)
                continue
            if not (0 <= st < en <= len(text)):
                err("%s: offsets out of range %d-%d" % (where, st, en))
                continue
            if text[st:en] != stxt:
                err("%s: text mismatch %r vs %r" % (where, text[st:en], stxt))
            if typ not in LABEL_OF:
                err("%s: unknown type %r" % (where, typ))
            elif LABEL_OF[typ] != lab:
                err("%s: label %r inconsistent with type %r" % (where, lab, typ))
            if st < prev_start or (st == prev_start and i):
                err("%s: spans not sorted" % where)
            if st < prev_end:
                err("%s: overlaps previous span" % where)
            prev_start, prev_end = st, en
            if stxt != stxt.strip():
                err("%s: leading/trailing whitespace in %r" % (where, stxt))
            if stxt and stxt[0] in LEAD_BAD and not (typ == "PHONE" and stxt[0] in "(+#") and not (typ == "FAX" and stxt[0] in "(+"):
                err("%s: leading punctuation in %r" % (where, stxt))
            if stxt and stxt[-1] in TRAIL_BAD:
                err("%s: trailing punctuation in %r" % (where, stxt))
            if stxt.endswith(".") and not INITIAL_DOT.search(stxt):
                err("%s: trailing full stop in %r" % (where, stxt))
            # token boundaries: a span must not cut through a word
            if st > 0 and text[st - 1].isalnum() and stxt[0].isalnum():
                err("%s: starts inside a word: %r" % (where, text[max(0, st - 10):en]))
            if en < len(text) and text[en].isalnum() and stxt[-1].isalnum():
                if not (typ == "AGE" and re.match(r"(yo|y|M|F|yrs|yr)\b", text[en:en + 4])):
                    err("%s: ends inside a word: %r" % (where, text[st:en + 10]))
            # brackets/quotes must be balanced inside a span
            for a, b in ("()", "[]", "{}"):
                if stxt.count(a) != stxt.count(b):
                    err("%s: unbalanced %s%s in %r" % (where, a, b, stxt))
            if "\n" in stxt:
                err("%s: newline inside span %r" % (where, stxt))
            for k in range(st, en):
                covered[k] = True
            type_counts[typ] += 1
            n_spans += 1
        # every other occurrence of an annotated string must also be annotated
        seen = set()
        targets = []
        for s in spans:
            targets.append((s["text"], s["type"]))
            if s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                for tok in re.split(r"[\s,]+", s["text"]):
                    tok = tok.strip(".")
                    if len(tok) >= 4 and tok[0].isupper() and not tok.isupper():
                        targets.append((tok, s["type"]))
        for v, vtype in targets:
            if vtype not in COVER_TYPES or len(v) < 4 or v in seen:
                continue
            seen.add(v)
            pat = re.compile(r"(?<![\w@./-])" + re.escape(v) + r"(?![\w@-]|\.\w)")
            for m in pat.finditer(text):
                if vtype == "PROFESSION" and re.search(r"power of\s+$", text[max(0, m.start() - 12):m.start()]):
                    continue  # "power of attorney" is a legal instrument, not an occupation
                if not all(covered[m.start():m.end()]):
                    err("%s: unannotated occurrence of %r (%s) at %d: %r" % (
                        rid, v, vtype, m.start(), text[max(0, m.start() - 30):m.end() + 30]))
                    break
    if n_notes < MIN_NOTES:
        err("only %d notes (need %d)" % (n_notes, MIN_NOTES))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in LABEL_OF:
        if type_counts[t] < MIN_PER_TYPE:
            err("type %s occurs %d times (need %d)" % (t, type_counts[t], MIN_PER_TYPE))
    print("notes: %d  spans: %d" % (n_notes, n_spans))
    for t in LABEL_OF:
        print("  %-15s %-11s %6d" % (t, LABEL_OF[t], type_counts[t]))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        if len(errors) > 200:
            print("  ... %d more" % (len(errors) - 200))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
