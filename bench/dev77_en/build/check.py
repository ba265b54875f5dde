"""Validate dev77_en/notes.jsonl. Exits non-zero on any problem; prints counts.

Run from bench/dev77_en:  python3.11 build/check.py
Read-only: it never writes a file.
"""
import collections
import ipaddress
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # never leave __pycache__ behind

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import common  # noqa: E402
import pools  # noqa: E402

NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
README_L1 = "# dev77_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status (2026-11-26):** unscored; never trained on."

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 320, 8000, 15
GENRE_MIN, GENRE_MAX, MIN_GENRES = 32, 40, 10

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------- value patterns (fictional ranges only)
US_NUM = r"(?:\+1 \d{3} 555 01\d\d|1-\d{3}-555-01\d\d|\(\d{3}\) 555-01\d\d|\d{3}-555-01\d\d|\d{3}\.555\.01\d\d)"
RE_PHONE = re.compile(
    r"^(?:" + US_NUM + r"(?: (?:ext\.? \d{1,4}|x\d{2,5}))?"
    r"|020 7946 0\d{3}|\+44 20 7946 0\d{3}|0161 496 0\d{3}|\+44 161 496 0\d{3}|07700 900\d{3}|\+44 7700 900\d{3}"
    r"|0491 570 \d{3}|\+61 491 570 \d{3}"
    r"|\+\d{1,3} 555 \d{4}"
    r"|\d-\d{4}|\d{5}|x\d{4})$", re.I)
RE_FAX = re.compile("^" + US_NUM + "$")
RE_EMAIL = re.compile(r"^[a-z0-9][a-z0-9._-]*@example\.(?:com|org|net)$", re.I)
RE_SSN = re.compile(r"^(?:9\d\d[- ]\d\d[- ]\d{4}|QQ ?\d\d ?\d\d ?\d\d ?[A-D])$", re.I)
RE_NHS_SHAPE = re.compile(r"^\d{3} \d{3} \d{4}$")
NUMWORD = r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and)"
RE_AGE = re.compile(r"^(?:\d{1,3}|" + NUMWORD + r"(?:[- ]" + NUMWORD + r")*)$", re.I)
MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec"
WDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun"
HOLI = "christmas|thanksgiving|new year|easter|labor day|memorial day|fourth of july|halloween|mother's day|father's day|boxing day|canada day|victoria day|family day|remembrance day"
RE_DATEWORD = re.compile(r"\d|\b(?:" + MONTHS + "|" + WDAYS + "|" + HOLI + r")\b", re.I)
PRIVATE_NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]


def url_ok(u):
    m = re.match(r"^(?:https?://)?([a-z0-9.-]+)(?:/[A-Za-z0-9._~/?=&%-]*)?$", u, re.I)
    if not m:
        return False
    host = m.group(1).lower()
    return any(host == d or host.endswith("." + d) for d in ("example.com", "example.org", "example.net"))


def ip_ok(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in n for n in PRIVATE_NETS)


# ---------------------------------------------------------------- leak heuristics on unannotated text
LEAKS = [
    ("title+name", re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.? (?=[A-Z][a-z])")),
    ("month+day", re.compile(r"\b(?:January|February|March|April|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\.? \d{1,2}\b", re.I)),
    ("numeric date", re.compile(r"\b(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])/(?:\d{4}|\d{2})\b")),
    ("iso date", re.compile(r"\b(?:19|20)\d\d-[01]\d-[0-3]\d\b")),
    ("weekday", re.compile(r"\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b", re.I)),
    # a year after a word that introduces one ('in 2019', 'since 2004', 'dx 2011') ...
    ("year after cue", re.compile(r"\b(?:in|since|dx|diagnosed|quit|onset|born|from|until|until|of|year)\s+(?:19[2-9]\d|20[0-2]\d)\b", re.I)),
    # ... or any bare year-like number that cannot be a 24-hour time (HHMM) or a volume
    ("bare year", re.compile(r"(?<![\d.,/:-])(?:19[6-9]\d)(?![\d.,/%:-])(?! ?(?:mL|in|out|cc))")),
    ("555 number", re.compile(r"555[-. ]01\d\d|7946 0\d|496 0\d\d|900\d\d\d|570 \d\d\d")),
    ("example domain", re.compile(r"example\.(?:com|org|net)", re.I)),
    ("email", re.compile(r"\S+@\S+")),
    ("ip", re.compile(r"\b(?:10|172|192)\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
]


def outside_segments(text, spans):
    p = 0
    for s in spans:
        yield p, text[p:s["start"]]
        p = s["end"]
    yield p, text[p:]


def main():
    if not os.path.exists(NOTES):
        print("missing notes.jsonl")
        return 2
    notes = []
    with open(NOTES, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("line %d: bad JSON (%s)" % (ln, e))

    type_count = collections.Counter()
    label_count = collections.Counter()
    genre_count = collections.Counter()
    layout_count = collections.Counter()
    locale_count = collections.Counter()
    lower_notes = 0
    total_spans = 0
    leak_count = collections.Counter()

    for i, n in enumerate(notes, 1):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            err("%s: keys %s" % (nid, sorted(n)))
            continue
        if nid != "dev77-en-%04d" % i:
            err("note %d: id %r out of sequence" % (i, nid))
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        for k in ("language", "source", "genre", "locale", "layout"):
            if not meta.get(k):
                err("%s: meta.%s missing" % (nid, k))
        if meta.get("language") != "en":
            err("%s: meta.language %r" % (nid, meta.get("language")))
        if meta.get("source") != "dev77-en":
            err("%s: meta.source %r" % (nid, meta.get("source")))
        if meta.get("locale") not in ("en-US", "en-CA"):
            err("%s: meta.locale %r" % (nid, meta.get("locale")))
        genre_count[meta.get("genre")] += 1
        layout_count[meta.get("layout")] += 1
        locale_count[meta.get("locale")] += 1
        try:
            text.encode("ascii")
        except UnicodeEncodeError:
            err("%s: non-ASCII text" % nid)
        if any(ch in text for ch in (common.MS, common.MSEP, common.ME)):
            err("%s: marker characters left in text" % nid)
        is_lower = meta.get("layout") == "terse-lowercase"
        if is_lower:
            lower_notes += 1
            if text != text.lower():
                err("%s: lower-case layout but text has capitals" % nid)
        elif text == text.lower():
            err("%s: text is all lower case but layout is %r" % (nid, meta.get("layout")))

        prev_end = -1
        for s in spans:
            total_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (nid, sorted(s)))
                continue
            a, b, t, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            where = "%s[%d:%d]" % (nid, a, b)
            if t not in common.TYPES:
                err("%s: unknown type %r" % (where, t))
                continue
            if lab != common.TYPES[t]:
                err("%s: label %r for type %s" % (where, lab, t))
            type_count[t] += 1
            label_count[lab] += 1
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err("%s: bad offsets" % where)
                continue
            if text[a:b] != st:
                err("%s: span text %r != note text %r" % (where, st, text[a:b]))
            if a < prev_end:
                err("%s: overlaps or out of order" % where)
            prev_end = b
            if st != st.strip() or "\n" in st or "\t" in st:
                err("%s: whitespace/newline at edge or inside %r" % (where, st))
            if not (st[0].isalnum() or (t in ("PHONE", "FAX") and st[0] in "(+")):
                err("%s: starts with punctuation %r" % (where, st))
            last = st[-1]
            if not last.isalnum():
                ok = (last == "." and re.search(r"(?:^|[\s.])[A-Za-z]{1,2}\.$", st)) or (last == ")" and "(" in st)
                if not ok:
                    err("%s: ends with punctuation %r" % (where, st))
            if a > 0 and text[a - 1].isalnum() and st[0].isalnum():
                err("%s: cuts a word at start (%r|%r)" % (where, text[max(0, a - 5):a], st))
            if b < len(text) and text[b].isalnum() and last.isalnum():
                if not (t == "AGE" and st[-1].isdigit() and text[b].isalpha()):
                    err("%s: cuts a word at end (%r|%r)" % (where, st, text[b:b + 5]))
            # type-specific value rules
            if t == "PHONE" and not RE_PHONE.match(st):
                err("%s: PHONE outside fictional ranges %r" % (where, st))
            if t == "FAX" and not RE_FAX.match(st):
                err("%s: FAX outside fictional ranges %r" % (where, st))
            if t == "EMAIL" and not RE_EMAIL.match(st):
                err("%s: EMAIL not on example domains %r" % (where, st))
            if t == "URL" and not url_ok(st):
                err("%s: URL not on example domains %r" % (where, st))
            if t == "IPADDR" and not ip_ok(st):
                err("%s: IP not private %r" % (where, st))
            if t == "SSN" and not RE_SSN.match(st):
                err("%s: SSN not 9xx / QQ %r" % (where, st))
            if t in ("HEALTHPLAN", "IDNUM", "MRN") and RE_NHS_SHAPE.match(st) and not st.startswith("999"):
                err("%s: NHS-shaped number not starting 999 %r" % (where, st))
            if t == "AGE" and not RE_AGE.match(st):
                err("%s: odd AGE %r" % (where, st))
            if t == "DATE" and not RE_DATEWORD.search(st):
                err("%s: odd DATE %r" % (where, st))

        # leak heuristics on unannotated text
        for off, seg in outside_segments(text, spans):
            for name, rx in LEAKS:
                if name == "title+name" and is_lower:
                    continue
                for m in rx.finditer(seg):
                    if name == "title+name":
                        # the title must be followed directly by a span
                        if m.end() == len(seg):
                            continue
                    leak_count[name] += 1
                    err("%s: unannotated %s at %d: %r" % (nid, name, off + m.start(), seg[max(0, m.start() - 20):m.end() + 20]))

    # ------------------------------------------------------------ corpus-level requirements
    if len(notes) < MIN_NOTES:
        err("only %d notes (< %d)" % (len(notes), MIN_NOTES))
    if total_spans < MIN_SPANS:
        err("only %d spans (< %d)" % (total_spans, MIN_SPANS))
    for t in common.TYPES:
        if type_count[t] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (t, type_count[t], MIN_PER_TYPE))
    if len(genre_count) < MIN_GENRES:
        err("only %d genres" % len(genre_count))
    for g, k in genre_count.items():
        if not GENRE_MIN <= k <= GENRE_MAX:
            err("genre %s has %d notes (want %d-%d)" % (g, k, GENRE_MIN, GENRE_MAX))
    share = lower_notes / max(1, len(notes))
    if not 0.15 <= share <= 0.25:
        err("lower-case share %.3f outside 0.15-0.25" % share)
    us = locale_count["en-US"] / max(1, len(notes))
    if not (0.6 <= us <= 0.9 and locale_count["en-CA"] >= 30):
        err("locale mix off: %s" % dict(locale_count))

    # ------------------------------------------------------------ hard negatives (counted outside spans)
    outside = []
    for n in notes:
        outside.append("\x00".join(seg for _, seg in outside_segments(n["text"], n["spans"])))
    blob = "\n".join(outside)
    blob_l = blob.lower()
    hn = collections.Counter()
    for name, _, _ in common.MEDS:
        hn["drug + dose + sig"] += len(re.findall(r"\b" + re.escape(name.lower()) + r" [\d,./-]+ ?(?:mg|mcg|g|units|meq|iu|puffs?)\b", blob_l))
    hn["ICD-10 code"] = sum(len(re.findall(r"(?<![\w.])" + re.escape(code.lower()) + r"(?![\w.])", blob_l)) for code, _ in common.ICD10)
    hn["CPT code"] = len(re.findall(r"\bcpt:? (?:\d{5})", blob_l)) + sum(len(re.findall(r"\(" + code + r"\)", blob_l)) for code, _ in common.CPT)
    hn["eponym"] = sum(blob_l.count(e.lower().split(" (")[0]) for e in set(common.EPONYM_DISEASES + common.EPONYM_DEVICES + common.EPONYM_SIGNS))
    hn["score / scale"] = sum(blob_l.count(s.lower()) for s in set(common.SCORES))
    hn["vital sign"] = len(re.findall(r"\b(?:bp \d{2,3}/\d{2,3}|spo2 \d{2,3}%|hr \d{2,3}\b|pulse \d{2,3}|\d{2,3}/\d{2,3} +\d{1,2} +\d{2,3}%)", blob_l))
    labnames = set()
    for items in common.LABS.values():
        for full, ab, *_ in items:
            labnames.add(full.lower())
            labnames.add(ab.lower())
    hn["lab value"] = len(re.findall(r"\b(?:" + "|".join(re.escape(x) for x in sorted(labnames, key=len, reverse=True)) + r")\s+<?\d+(?:\.\d+)?\b", blob_l))
    hn["time of day"] = len(re.findall(r"\b\d{1,2}:\d{2}\b", blob_l))
    hn["duration / frequency"] = len(re.findall(r"\b(?:x ?\d+ ?(?:d|days|weeks)\b|\d+ (?:days|weeks|months|years|minutes|pack-years)\b|q\d+h|\bbid\b|\btid\b|\bqhs\b|\bdaily\b)", blob_l))
    hn["role without name"] = sum(blob_l.count(x.lower()) for x in set(common.ROLE_NEGATIVES))
    wordnames = set(w.lower() for lst in pools.NAMES["wordnames"] for w in lst)
    hn["name-word as ordinary word"] = sum(len(re.findall(r"\b" + re.escape(w) + r"\b", blob_l)) for w in wordnames)
    for k in ("drug + dose + sig", "ICD-10 code", "eponym", "score / scale", "vital sign", "lab value", "time of day",
              "duration / frequency", "role without name", "name-word as ordinary word", "CPT code"):
        if hn[k] < 100:
            err("hard negatives: only %d of %s" % (hn[k], k))

    # ------------------------------------------------------------ determinism: rebuild in memory and compare
    try:
        import make
        rebuilt = make.build()
        cur = [json.dumps(x, ensure_ascii=True) for x in rebuilt]
        with open(NOTES, encoding="utf-8") as f:
            disk = [l.rstrip("\n") for l in f]
        if cur != disk:
            err("notes.jsonl differs from a fresh in-memory build (not deterministic or stale)")
    except Exception as e:  # pragma: no cover
        err("rebuild failed: %r" % (e,))

    # ------------------------------------------------------------ README head
    if os.path.exists(README):
        with open(README, encoding="utf-8") as f:
            head = f.read().split("\n")
        if head[:2] != [README_L1, README_L2]:
            err("README.md lines 1-2 are not the required header")
    else:
        err("README.md missing")

    # ------------------------------------------------------------ report
    print("notes: %d" % len(notes))
    print("spans: %d" % total_spans)
    print("per type:")
    for t in common.TYPES:
        print("  %-15s %-12s %6d" % (t, common.TYPES[t], type_count[t]))
    print("per label: " + ", ".join("%s %d" % kv for kv in sorted(label_count.items())))
    print("genres (%d): " % len(genre_count) + ", ".join("%s %d" % kv for kv in sorted(genre_count.items())))
    print("layouts: " + ", ".join("%s %d" % kv for kv in sorted(layout_count.items())))
    print("locales: " + ", ".join("%s %d" % kv for kv in sorted(locale_count.items())))
    print("lower-case terse notes: %d (%.1f%%)" % (lower_notes, 100.0 * lower_notes / max(1, len(notes))))
    print("hard negatives outside spans: " + ", ".join("%s %d" % kv for kv in sorted(hn.items())))
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
    sys.exit(main())
