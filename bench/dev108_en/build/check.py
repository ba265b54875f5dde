"""Validate bench/dev108_en/notes.jsonl; exit non-zero on any problem.

Usage (from bench/dev108_en):  python3 build/check.py [--table]
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from vocab import (CATEGORY, TYPES, SOURCE, DRUGS, LABS, VITALS, SIGS, SCORES, EPONYMS,  # noqa: E402
                   CREDENTIALS, ICD10, LOOKALIKES, ORDINARY, UNITS)

PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 600, 8000, 15, 10, 30
LOWER_RANGE = (0.13, 0.21)
MIN_HARD = {"drug": 500, "lab": 300, "vital": 300, "sig": 300, "unit": 800, "score": 100, "eponym": 100,
            "credential": 150, "icd10": 60, "clock_time": 500, "ordinary_word": 200, "lookalike": 100,
            "number": 3000}

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
HOLIDAYS = ["Christmas", "Thanksgiving", "Boxing Day", "Easter", "Diwali", "Holi", "Pongal", "Eid", "Onam",
            "Anzac Day", "Australia Day", "Heritage Day", "Freedom Day", "Youth Day", "Labor Day",
            "Memorial Day", "New Year's Day"]
TITLES = ("dr ", "dr. ", "mr ", "mr. ", "mrs ", "mrs. ", "ms ", "ms. ", "miss ", "prof ", "prof. ",
          "nurse ", "sister ")
EX_DOMAIN = r"(?:[a-z0-9-]+\.)*example\.(?:com|org|net)"
EMAIL_OK = re.compile(r"^[A-Za-z0-9._%+-]+@" + EX_DOMAIN + r"$", re.I)
URL_OK = re.compile(r"^(?:https?://)?" + EX_DOMAIN + r"(?:/[A-Za-z0-9._~/%-]*)?$", re.I)
EMAIL_ANY = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_ANY = re.compile(r"(?:https?://|www\.)\S+|\b[a-z0-9-]+\.(?:com|org|net|co\.uk|co\.za|in|au)\b", re.I)
IP_ANY = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
PHONE_ANY = re.compile(r"(?:\+?\d[\d\s().-]{6,}\d)")
DATE_NUM = re.compile(r"\b\d{1,4}([/.-])\d{1,2}\1\d{2,4}\b")
YEAR = re.compile(r"(?<![$\u00a3Rr])(?<!Rs )(?<!rs )\b(19[3-9]\d|20[0-3]\d)\b(?!\s*(?:mg|mcg|ml|mL|units|IU|copies|cells|kcal|steps))")
AGE_PHRASE = re.compile(r"\b\d{1,3}\s?(?:yo|y/o|-year-old|year old|years old|yrs old)\b", re.I)
TRAIL_DOT_OK = re.compile(r"(?:^|[^A-Za-z])[A-Za-z]\.$")
CLOCK = re.compile(r"\b(?:\d{1,2}:\d{2}\s?(?:am|pm)?|\d{1,2}\s?(?:am|pm)|\d{4}hrs|\d{1,2}\.\d{2})\b", re.I)
ICD_RE = re.compile(r"\b(?:" + "|".join(re.escape(c) for c in ICD10) + r")\b", re.I)
NUM = re.compile(r"(?<![A-Za-z])\d+(?:\.\d+)?")


def wordre(words):
    alts = sorted((re.escape(w) for w in words), key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(alts) + r")(?![A-Za-z0-9])", re.I)


HARD = {"drug": wordre(DRUGS), "lab": wordre(LABS), "vital": wordre(VITALS), "sig": wordre(SIGS),
        "unit": re.compile(r"(?<=\d)\s?(?:" + "|".join(sorted((re.escape(u) for u in UNITS), key=len, reverse=True)) + r")(?![A-Za-z])", re.I),
        "score": wordre([s for s in SCORES if s != "/10"] + ["/10"]), "eponym": wordre(EPONYMS),
        "icd10": ICD_RE, "clock_time": CLOCK, "ordinary_word": wordre(ORDINARY),
        "lookalike": re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(re.escape(x) for x in LOOKALIKES) + r")(?![A-Za-z0-9])"),
        "number": NUM}
CRED_AFTER = re.compile(r"^,?\s?\(?(?:" + "|".join(re.escape(c) for c in CREDENTIALS) + r")\b", re.I)


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, nid, msg):
        if len(self.errors) < 200:
            self.errors.append(f"{nid}: {msg}")
        else:
            self.errors.append(None)


def masked(text, spans):
    chars = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            chars[i] = "\x00"
    return "".join(chars)


def same_run(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def check_span_edges(ck, nid, text, s):
    st, en, v, t = s["start"], s["end"], s["text"], s["type"]
    if v != v.strip():
        ck.err(nid, f"whitespace at span edge {v!r}")
    # an edge may sit between a digit and a letter ("[64]yo", guideline), never inside a run of
    # letters or a run of digits
    if st > 0 and same_run(text[st - 1], text[st]):
        ck.err(nid, f"span starts inside a word/number {v!r}")
    if en < len(text) and same_run(text[en - 1], text[en]):
        ck.err(nid, f"span ends inside a word/number {v!r}")
    first, last = v[0], v[-1]
    if first in "\"'[{,.;:-–" or (first == "(" and ")" not in v):
        ck.err(nid, f"bad leading character {v!r}")
    if last in ",;:!?\"']}-–" or (last == ")" and "(" not in v):
        ck.err(nid, f"bad trailing character {v!r}")
    if last == "." and not TRAIL_DOT_OK.search(v):
        ck.err(nid, f"trailing full stop outside an initial {v!r}")
    if CATEGORY[t] == "NAME":
        if v.lower().startswith(TITLES):
            ck.err(nid, f"title inside name span {v!r}")
        if re.search(r",?\s(?:" + "|".join(re.escape(c) for c in CREDENTIALS) + r")$", v):
            ck.err(nid, f"credential inside name span {v!r}")
        if v.endswith("'s"):
            ck.err(nid, f"possessive inside name span {v!r}")
    if CATEGORY[t] == "ID" and re.match(r"(?i)(mrn|acct|account|member|policy|id|no\.?|ref|serial|sn|reg|licen[cs]e)\b", v):
        ck.err(nid, f"label inside identifier span {v!r}")
    if t == "PHONE" and re.match(r"(?i)(tel|ph|mob|pager|bleep|ext|cell)\b", v):
        ck.err(nid, f"label inside phone span {v!r}")


def check_fiction(ck, nid, s):
    v, t = s["text"], s["type"]
    if t in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", v.split(" ext")[0].split(" x")[0])
        if len(digits) >= 7 and not any(g.startswith("555") for g in re.findall(r"\d+", v)):
            ck.err(nid, f"phone/fax without a 555 block {v!r}")
    elif t == "EMAIL" and not EMAIL_OK.match(v):
        ck.err(nid, f"e-mail not on example domains {v!r}")
    elif t == "URL" and not URL_OK.match(v):
        ck.err(nid, f"URL not on example domains {v!r}")
    elif t == "IPADDR":
        try:
            o = [int(x) for x in v.split(".")]
            ok = len(o) == 4 and all(0 <= x <= 255 for x in o) and (
                o[0] == 10 or (o[0] == 172 and 16 <= o[1] <= 31) or (o[0] == 192 and o[1] == 168))
        except ValueError:
            ok = False
        if not ok:
            ck.err(nid, f"IP not in private ranges {v!r}")
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            ck.err(nid, f"national number not starting with 9 or 000 {v!r}")


def check_leaks(ck, nid, text, spans, lower):
    m = masked(text, spans)
    for rx, what in ((EMAIL_ANY, "e-mail"), (URL_ANY, "URL"), (IP_ANY, "IP"), (DATE_NUM, "numeric date"),
                     (AGE_PHRASE, "age phrase")):
        for x in rx.finditer(m):
            if "\x00" not in x.group(0):
                ck.err(nid, f"unannotated {what} {x.group(0)!r}")
    for x in PHONE_ANY.finditer(m):
        g = x.group(0)
        groups = re.findall(r"\d+", g)
        if "\x00" not in g and len("".join(groups)) >= 7 and (len(groups) >= 3 or any(x.startswith("555") for x in groups)):
            ck.err(nid, f"unannotated phone-like number {g!r}")
    for x in YEAR.finditer(m):
        ck.err(nid, f"unannotated year-like number {x.group(0)!r}")
    for w in WEEKDAYS + HOLIDAYS + [mo for mo in MONTHS if mo not in ("May", "March")]:
        for x in re.finditer(r"(?<![A-Za-z])" + re.escape(w) + r"(?![A-Za-z])", m, re.I):
            ck.err(nid, f"unannotated date word {x.group(0)!r}")
    for mo in ("May", "March"):
        for x in re.finditer(r"(?<![A-Za-z])(?:" + mo + r"\s+\d|\d+(?:st|nd|rd|th)?\s+" + mo + r")(?![A-Za-z])", m, re.I):
            ck.err(nid, f"unannotated date {x.group(0)!r}")
    # consistency: a value annotated once must be annotated everywhere in the note
    ordinary = set(ORDINARY)
    seen = set()
    for s in spans:
        t, v = s["type"], s["text"]
        cands = []
        if t in ("PATIENT", "DOCTOR", "FAMILY"):
            cands = [w for w in re.findall(r"[A-Za-z][A-Za-z'-]+", v) if len(w) >= 4]
        elif t in ("CITY", "HOSPITAL", "ORGANIZATION", "STREET", "USERNAME", "COUNTRY") and len(v) >= 4:
            cands = [v]
        for w in cands:
            if w.lower() in ordinary or (w, t) in seen:
                continue
            seen.add((w, t))
            for x in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(w) + r"(?![A-Za-z0-9])", m):
                ck.err(nid, f"{t} value {w!r} also occurs unannotated")


def main():
    ck = Checker()
    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                ck.err(f"line {ln}", f"bad JSON: {e}")
    type_n = collections.Counter()
    genre_n = collections.Counter()
    hard = collections.Counter()
    n_spans = n_lower = 0
    for i, n in enumerate(notes, 1):
        nid = n.get("id", f"#{i}")
        if set(n) != {"id", "text", "spans", "meta"}:
            ck.err(nid, f"keys {sorted(n)}")
            continue
        if nid != f"dev108-en-{i:04d}":
            ck.err(nid, f"id out of sequence (expected dev108-en-{i:04d})")
        text, spans, meta = n["text"], n["spans"], n["meta"]
        if not isinstance(text, str) or not text.strip() or not isinstance(spans, list):
            ck.err(nid, "text/spans shape")
            continue
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase"}:
            ck.err(nid, f"meta keys {meta}")
            continue
        if meta["source"] != SOURCE:
            ck.err(nid, "meta.source")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            ck.err(nid, "meta.genre")
        if not isinstance(meta["lowercase"], bool):
            ck.err(nid, "meta.lowercase not bool")
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                ck.err(nid, "lower-case note has upper-case characters")
        if any(0xE000 <= ord(ch) <= 0xF8FF for ch in text):
            ck.err(nid, "private-use marker left in text")
        genre_n[meta["genre"]] += 1
        prev_end = -1
        prev = None
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                ck.err(nid, f"span keys {s}")
                continue
            st, en, t = s["start"], s["end"], s["type"]
            if t not in CATEGORY:
                ck.err(nid, f"unknown type {t}")
                continue
            if s["label"] != CATEGORY[t]:
                ck.err(nid, f"label {s['label']} does not match type {t}")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                ck.err(nid, f"bad offsets {st}-{en}")
                continue
            if text[st:en] != s["text"]:
                ck.err(nid, f"text[{st}:{en}]={text[st:en]!r} != {s['text']!r}")
                continue
            if prev is not None and (st, en) < prev:
                ck.err(nid, "spans not sorted")
            if st < prev_end:
                ck.err(nid, f"overlapping spans at {st}")
            prev, prev_end = (st, en), max(prev_end, en)
            check_span_edges(ck, nid, text, s)
            check_fiction(ck, nid, s)
            type_n[t] += 1
            n_spans += 1
            if t == "DOCTOR" and CRED_AFTER.match(text[en:en + 12]):
                hard["credential"] += 1
        check_leaks(ck, nid, text, spans, meta["lowercase"])
        m = masked(text, spans)
        for k, rx in HARD.items():
            if k == "number":
                hard[k] += sum(1 for x in rx.finditer(m) if "\x00" not in x.group(0))
            else:
                hard[k] += len(rx.findall(m))
    # global minimums
    if len(notes) < MIN_NOTES:
        ck.err("set", f"{len(notes)} notes < {MIN_NOTES}")
    if n_spans < MIN_SPANS:
        ck.err("set", f"{n_spans} spans < {MIN_SPANS}")
    for t in TYPES:
        if type_n[t] < MIN_PER_TYPE:
            ck.err("set", f"type {t}: {type_n[t]} spans < {MIN_PER_TYPE}")
    big = [g for g, k in genre_n.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        ck.err("set", f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for g, k in genre_n.items():
        if k < MIN_PER_GENRE:
            ck.err("set", f"genre {g} has {k} notes < {MIN_PER_GENRE}")
    share = n_lower / max(1, len(notes))
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        ck.err("set", f"lower-case share {share:.3f} outside {LOWER_RANGE}")
    for k, mn in MIN_HARD.items():
        if hard[k] < mn:
            ck.err("set", f"unannotated hard negatives '{k}': {hard[k]} < {mn}")

    print(f"notes {len(notes)}, spans {n_spans}, genres {len(genre_n)}, lower-case {n_lower} ({share:.1%})")
    print("per type: " + ", ".join(f"{t} {type_n[t]}" for t in TYPES))
    print("unannotated hard negatives: " + ", ".join(f"{k} {hard[k]}" for k in MIN_HARD))
    if "--table" in sys.argv:
        print("\n| genre | notes | spans | lower-case | chars |\n|---|---:|---:|---:|---:|")
        agg = collections.defaultdict(lambda: [0, 0, 0, 0])
        for n in notes:
            a = agg[n["meta"]["genre"]]
            a[0] += 1
            a[1] += len(n["spans"])
            a[2] += n["meta"]["lowercase"]
            a[3] += len(n["text"])
        for g in sorted(agg):
            print(f"| {g} | " + " | ".join(str(x) for x in agg[g]) + " |")
        tot = [sum(a[i] for a in agg.values()) for i in range(4)]
        print("| **total** | " + " | ".join(str(x) for x in tot) + " |")
    errs = [e for e in ck.errors if e]
    if errs or ck.errors:
        extra = sum(1 for e in ck.errors if e is None)
        print(f"FAIL: {len(errs) + extra} problem(s)")
        for e in errs[:200]:
            print("  " + e)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
