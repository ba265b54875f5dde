"""Validate bench/dev145_en/notes.jsonl and print counts.

Usage: python3 bench/dev145_en/build/check.py   (exit status 1 on any failure)
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> coarse label, as named in docs/annotation_guideline.md
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
EXAMPLE_DOM = re.compile(r"(^|[.@/])example\.(com|org|net)(/|$)")
EDGE_PUNCT = set(",;:!?\"'()[]{}<>")


def main():
    errors = []

    def err(msg):
        if len(errors) < 60:
            print("ERROR", msg)
        errors.append(msg)

    raw = open(PATH, "rb").read()
    lines = raw.decode("utf-8").splitlines()
    notes = [json.loads(l) for l in lines]
    types = collections.Counter()
    genres = collections.Counter()
    countries = collections.Counter()
    n_lower = 0
    lengths = []
    leak = collections.Counter()
    leak_ex = []
    for i, nt in enumerate(notes):
        nid = nt.get("id")
        if nid != "dev145-%04d" % (i + 1):
            err("%s: id out of order (expected dev145-%04d)" % (nid, i + 1))
        if set(nt) != {"id", "text", "spans", "meta"}:
            err("%s: keys %s" % (nid, sorted(nt)))
        text, meta = nt["text"], nt["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev145-en":
            err("%s: bad meta %s" % (nid, meta))
        if meta["country"] not in ("US", "CA", "UK"):
            err("%s: country %s" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper case" % nid)
        genres[meta["genre"]] += 1
        countries[meta["country"]] += 1
        lengths.append(len(text))
        prev_end = -1
        covered = [False] * len(text)
        for s in sorted(nt["spans"], key=lambda s: (s["start"], s["end"])):
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (nid, sorted(s)))
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if t not in TYPES or TYPES[t] != s["label"]:
                err("%s: bad type/label %s/%s" % (nid, s["label"], t))
            if not (0 <= a < b <= len(text)):
                err("%s: bad offsets %d-%d" % (nid, a, b))
                continue
            v = text[a:b]
            if v != s["text"]:
                err("%s: span text mismatch %r vs %r" % (nid, v, s["text"]))
            if "\n" in v:
                err("%s: span crosses a line break %r" % (nid, v))
            if v != v.strip():
                err("%s: span has edge whitespace %r" % (nid, v))
            if (v[0] in EDGE_PUNCT and not (v[0] == "(" and ")" in v)) or (v[-1] in EDGE_PUNCT and not (v[-1] == ")" and "(" in v)):
                err("%s: span has edge punctuation %r" % (nid, v))
            if a < prev_end:
                err("%s: overlapping spans at %d" % (nid, a))
            prev_end = max(prev_end, b)
            for k in range(a, b):
                covered[k] = True
            types[t] += 1
            # fictional-by-construction contact and ID data
            if t in ("PHONE", "FAX") and "555" not in v:
                err("%s: %s without 555: %r" % (nid, t, v))
            if t in ("EMAIL", "URL") and not EXAMPLE_DOM.search(v.split("?")[0] if t == "URL" else v):
                err("%s: %s not at example domain: %r" % (nid, t, v))
            if t == "IPADDR":
                try:
                    ok = ipaddress.ip_address(v).is_private
                except ValueError:
                    ok = False
                if not ok or not (v.startswith("10.") or v.startswith("192.168.") or
                                  (v.startswith("172.") and 16 <= int(v.split(".")[1]) <= 31)):
                    err("%s: IP not in private range: %r" % (nid, v))
            if t == "SSN" and not (v[0] == "9" or v.startswith("000") or v.upper().startswith("QQ")):
                err("%s: SSN not fictional by construction: %r" % (nid, v))
        # information only: span strings that also occur outside any span in the same note
        for s in nt["spans"]:
            v = s["text"]
            if len(v) < 5 or s["type"] in ("AGE", "DATE"):
                continue
            for m in re.finditer(re.escape(v), text):
                if not any(covered[m.start():m.end()]):
                    leak[s["type"]] += 1
                    if len(leak_ex) < 8:
                        leak_ex.append((nid, s["type"], v))
    n = len(notes)
    n_spans = sum(types.values())
    short = sorted(lengths)[n // 2] < 600
    need_notes = MIN_NOTES_SHORT if short else MIN_NOTES
    if n < need_notes:
        err("only %d notes (need %d)" % (n, need_notes))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in TYPES:
        if types[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, types[t], MIN_PER_TYPE))
    big = [g for g, c in genres.items() if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = n_lower / n if n else 0
    if not 0.14 <= share <= 0.20:
        err("lower-case share %.3f not about 1/6" % share)

    print("notes: %d   spans: %d   median length: %d chars" % (n, n_spans, sorted(lengths)[n // 2]))
    print("lower-case notes: %d (%.1f%%)" % (n_lower, 100 * share))
    print("countries:", dict(sorted(countries.items())))
    print("genres (%d):" % len(genres))
    for g, c in sorted(genres.items()):
        print("  %-28s %d" % (g, c))
    print("fine types (%d):" % len(types))
    for t in TYPES:
        print("  %-15s %-11s %d" % (t, TYPES[t], types[t]))
    print("smallest fine type: %s (%d)" % min(((t, types[t]) for t in TYPES), key=lambda z: z[1]))
    print("info: span strings also found unannotated in the same note: %d %s" % (sum(leak.values()), dict(leak)))
    for e in leak_ex:
        print("   e.g.", e)
    print("md5 notes.jsonl:", hashlib.md5(raw).hexdigest())
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
