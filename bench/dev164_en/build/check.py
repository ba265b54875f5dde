"""Validate bench/dev164_en/notes.jsonl. Run from bench/dev164_en: python3 build/check.py"""
import ipaddress
import json
import os
import re
import sys

PAIRS = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES = 330
MIN_NOTES_SHORT = 600
MIN_SPANS = 8000
MIN_PER_TYPE = 15
MIN_GENRES = 10
MIN_PER_GENRE = 30
LOWER_RANGE = (0.12, 0.22)
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")

errors = []


def err(msg):
    errors.append(msg)


def fictional_checks(rid, sp):
    t, v = sp["type"], sp["text"].lower()
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v)
        if len(digits) >= 7 and "555" not in digits:
            err("%s: %s without 555: %r" % (rid, t, v))
    elif t == "EMAIL":
        dom = v.rsplit("@", 1)[-1]
        if "@" not in v or not any(dom == x or dom.endswith("." + x) for x in EXAMPLE_DOMAINS):
            err("%s: non-example e-mail %r" % (rid, v))
    elif t == "URL":
        host = re.sub(r"^https?://", "", v).split("/")[0].split("?")[0]
        if not any(host == x or host.endswith("." + x) for x in EXAMPLE_DOMAINS):
            err("%s: non-example URL %r" % (rid, v))
    elif t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("%s: public IP %r" % (rid, v))
        except ValueError:
            err("%s: bad IP %r" % (rid, v))
    elif t == "SSN":
        # US-style numbers must start 9 or 000; UK NI numbers use never-issued prefixes D/F/Q/U/V
        if not (v.startswith("9") or v.startswith("000") or v[:1] in ("d", "f", "q", "u", "v")):
            err("%s: SSN outside fictional ranges %r" % (rid, v))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = os.path.join(here, "..", "notes.jsonl")
    per_type = {t: 0 for t in PAIRS}
    per_genre = {}
    per_country = {}
    ids = {}
    n_notes = n_spans = n_lower = total_chars = 0
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rec = json.loads(line)
            except ValueError as e:
                err("line %d: bad JSON (%s)" % (ln, e))
                continue
            n_notes += 1
            rid = rec.get("id")
            if not isinstance(rid, str) or not re.fullmatch(r"dev164-\d{4}", rid):
                err("line %d: bad id %r" % (ln, rid))
            if rid in ids:
                err("duplicate id %s" % rid)
            ids[rid] = True
            if sorted(rec.keys()) != ["id", "meta", "spans", "text"]:
                err("%s: unexpected keys %r" % (rid, sorted(rec.keys())))
            text = rec["text"]
            meta = rec["meta"]
            total_chars += len(text)
            if meta.get("source") != "dev164-en":
                err("%s: bad meta.source" % rid)
            if meta.get("country") not in ("UK", "IE", "AU"):
                err("%s: bad meta.country" % rid)
            g = meta.get("genre")
            per_genre[g] = per_genre.get(g, 0) + 1
            per_country[meta.get("country")] = per_country.get(meta.get("country"), 0) + 1
            if not isinstance(meta.get("lowercase"), bool):
                err("%s: meta.lowercase not bool" % rid)
            if meta.get("lowercase"):
                n_lower += 1
                if text != text.lower():
                    err("%s: lowercase note has upper-case characters" % rid)
            prev_end = -1
            for sp in rec["spans"]:
                n_spans += 1
                if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                    err("%s: span keys %r" % (rid, sorted(sp.keys())))
                s, e = sp["start"], sp["end"]
                if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                    err("%s: bad offsets %r" % (rid, sp))
                    continue
                if text[s:e] != sp["text"]:
                    err("%s: offset text mismatch %r vs %r" % (rid, text[s:e], sp["text"]))
                if s < prev_end:
                    err("%s: overlapping or unsorted span at %d" % (rid, s))
                prev_end = e
                t = sp["type"]
                if t not in PAIRS:
                    err("%s: unknown type %r" % (rid, t))
                    continue
                if PAIRS[t] != sp["label"]:
                    err("%s: label %r invalid for type %r" % (rid, sp["label"], t))
                per_type[t] += 1
                v = sp["text"]
                if not v or v != v.strip():
                    err("%s: empty or whitespace-edged span %r" % (rid, v))
                if "\n" in v or "\t" in v:
                    err("%s: span crosses a line/tab %r" % (rid, v))
                if v[-1] in ",;:" or v[0] in ",;:.\"'[{" or v[-1] in "\"'}]":
                    err("%s: span takes in punctuation %r" % (rid, v))
                if v.count("(") != v.count(")"):
                    err("%s: unbalanced bracket in span %r" % (rid, v))
                if v.lower().startswith("the "):
                    err("%s: article inside span %r" % (rid, v))
                if t in ("PATIENT", "DOCTOR", "FAMILY") and re.match(r"(?i)(dr|mr|mrs|ms|miss|prof)\.?\s", v):
                    err("%s: title inside name span %r" % (rid, v))
                fictional_checks(rid, sp)
    mean = total_chars / max(1, n_notes)
    need_notes = MIN_NOTES if mean >= 1200 else MIN_NOTES_SHORT
    if n_notes < need_notes:
        err("only %d notes (need %d; mean length %.0f)" % (n_notes, need_notes, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t, k in per_type.items():
        if k < MIN_PER_TYPE:
            err("type %s has only %d spans (need %d)" % (t, k, MIN_PER_TYPE))
    big = [g for g, k in per_genre.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / max(1, n_notes)
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        err("lower-cased fraction %.3f outside %r" % (frac, LOWER_RANGE))

    print("notes: %d   spans: %d   mean chars/note: %.0f   lower-cased: %d (%.1f%%)" %
          (n_notes, n_spans, mean, n_lower, 100.0 * frac))
    print("\nper type:")
    for t in sorted(per_type, key=lambda x: (PAIRS[x], x)):
        print("  %-10s %-15s %6d" % (PAIRS[t], t, per_type[t]))
    print("  smallest: %s = %d" % min(((t, k) for t, k in per_type.items()), key=lambda x: (x[1], x[0])))
    print("\nper genre:")
    for g in sorted(per_genre):
        print("  %-32s %4d" % (g, per_genre[g]))
    print("\nper country:", ", ".join("%s=%d" % (c, per_country[c]) for c in sorted(per_country)))
    if errors:
        print("\nFAILED: %d problem(s)" % len(errors))
        for m in errors[:60]:
            print("  " + m)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
