#!/usr/bin/env python3
"""Validate /work/main/bench/dev21_en/notes.jsonl. Exit status 1 on any problem.
  python3 build/check.py [--markdown] [path]"""
import collections
import json
import os
import re
import sys

# label/type table of docs/annotation_guideline.md
TABLE = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
LABEL_OF = {t: l for l, ts in TABLE.items() for t in ts}
MIN_TEXTS, MIN_SPANS, MIN_PER_TYPE = 900, 9000, 3
LOCALES = {"US", "UK", "CA", "AU", "IE", "IN"}
LEAD_BAD = set("\"'([{,;:.!?-")
TRAIL_BAD = set("\"'([{,;:!?)]}-")
TRAIL_DOT_OK = re.compile(r"(?:(?:^|[\s.])[A-Z]\.|\bCo\.|\bJr\.|\bSt\.)$")


def main(argv):
    md = "--markdown" in argv
    args = [a for a in argv if not a.startswith("--")]
    path = args[0] if args else os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
    errors = []
    err = errors.append
    recs = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
    ids = set()
    by_label, by_type = collections.Counter(), collections.Counter()
    by_locale, by_genre, empty = collections.Counter(), collections.Counter(), 0
    by_locale_spans = collections.Counter()
    cross = collections.Counter()
    for r in recs:
        rid = r.get("id")
        if not isinstance(rid, str) or not re.fullmatch(r"dev21-en-\d{4}", rid):
            err("%r: bad id" % rid)
        if rid in ids:
            err("%s: duplicate id" % rid)
        ids.add(rid)
        if set(r) != {"id", "text", "spans", "meta"}:
            err("%s: unexpected keys %s" % (rid, sorted(r)))
        text, spans, meta = r.get("text"), r.get("spans"), r.get("meta") or {}
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % rid)
            continue
        if meta.get("source") != "dev21-en":
            err("%s: meta.source %r" % (rid, meta.get("source")))
        if meta.get("language") != "en":
            err("%s: meta.language %r" % (rid, meta.get("language")))
        if meta.get("locale") not in LOCALES:
            err("%s: meta.locale %r" % (rid, meta.get("locale")))
        if not meta.get("genre"):
            err("%s: meta.genre missing" % rid)
        by_locale[meta.get("locale")] += 1
        by_genre[meta.get("genre")] += 1
        cross[(meta.get("genre"), meta.get("locale"))] += 1
        if not isinstance(spans, list):
            err("%s: spans not a list" % rid)
            continue
        if not spans:
            empty += 1
        prev_end, prev_start = -1, -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (rid, sorted(s)))
                continue
            st, en, lab, typ, st_text = s["start"], s["end"], s["label"], s["type"], s["text"]
            where = "%s [%s:%s] %r" % (rid, st, en, st_text)
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets" % where)
                continue
            if text[st:en] != st_text:
                err("%s: text[start:end] is %r" % (where, text[st:en]))
            if st < prev_start:
                err("%s: spans not sorted" % where)
            if st < prev_end:
                err("%s: overlaps previous span" % where)
            prev_start, prev_end = st, max(prev_end, en)
            if st_text != st_text.strip():
                err("%s: leading/trailing whitespace" % where)
            if st_text[0] in LEAD_BAD and not (typ in ("PHONE", "FAX") and st_text[0] in "(+"):
                err("%s: starts with punctuation" % where)
            if st_text[-1] in TRAIL_BAD:
                err("%s: ends with punctuation" % where)
            if st_text[-1] == "." and not TRAIL_DOT_OK.search(st_text):
                err("%s: ends with a full stop" % where)
            if typ not in LABEL_OF:
                err("%s: unknown type %r" % (where, typ))
            elif LABEL_OF[typ] != lab:
                err("%s: type %s has label %s, expected %s" % (where, typ, lab, LABEL_OF[typ]))
            by_label[lab] += 1
            by_type[typ] += 1
            by_locale_spans[meta.get("locale")] += 1
    n_spans = sum(by_type.values())
    if len(recs) < MIN_TEXTS:
        err("only %d texts (< %d)" % (len(recs), MIN_TEXTS))
    if n_spans < MIN_SPANS:
        err("only %d spans (< %d)" % (n_spans, MIN_SPANS))
    for t in LABEL_OF:
        if by_type[t] < MIN_PER_TYPE:
            err("type %s occurs %d times (< %d)" % (t, by_type[t], MIN_PER_TYPE))
    share = empty / max(1, len(recs))
    if not 0.05 <= share <= 0.15:
        err("share of texts without PHI is %.3f (expected about 0.10)" % share)

    if md:
        print("Texts: %d; spans: %d; texts without PHI: %d (%.1f%%)\n" % (len(recs), n_spans, empty, 100 * share))
        print("| locale | texts | spans |\n|---|---:|---:|")
        for k, v in by_locale.most_common():
            print("| %s | %d | %d |" % (k, v, by_locale_spans[k]))
        print("\n| genre | texts |\n|---|---:|")
        for k, v in by_genre.most_common():
            print("| %s | %d |" % (k, v))
        locs = [k for k, _ in by_locale.most_common()]
        print("\n| genre \\ locale | %s |\n|---|%s" % (" | ".join(locs), "---:|" * len(locs)))
        for g, _ in by_genre.most_common():
            print("| %s | %s |" % (g, " | ".join(str(cross[(g, l)]) for l in locs)))
        print("\n| label | spans |\n|---|---:|")
        for k, v in by_label.most_common():
            print("| %s | %d |" % (k, v))
        print("\n| label | type | spans |\n|---|---|---:|")
        for lab, ts in TABLE.items():
            for t in ts:
                print("| %s | %s | %d |" % (lab, t, by_type[t]))
    for e in errors[:200]:
        print("ERROR:", e, file=sys.stderr)
    if errors:
        print("%d problem(s)" % len(errors), file=sys.stderr)
        return 1
    if not md:
        print("OK: %d texts, %d spans, %d types, %d texts without PHI" % (len(recs), n_spans, len(by_type), empty))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
