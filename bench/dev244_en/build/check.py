#!/usr/bin/env python3
"""Validate bench/dev244_en/notes.jsonl.

Checks JSON validity, ids, meta, offsets and span texts, sorting / overlaps / edge whitespace and
punctuation, labels and fine types, fictional contact details, the size / type / genre / lower-case
minimums, and determinism (rebuilds in memory under PYTHONHASHSEED=1 and 2 and compares bytes).

Usage: python3 check.py [notes.jsonl] [--no-rebuild]
"""
import collections
import hashlib
import ipaddress
import json
import os
import re
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)
COUNTRIES = {"US", "UK", "IE"}
EXAMPLE_DOM = re.compile(r"(^|[.@/])example\.(com|org|net)(/|$)")
LEAD_BAD = set("([{\"'“‘,;:!?.-")
TRAIL_BAD = set(")]}\"'”’,;:!?-")


class Fail:
    def __init__(self):
        self.msgs = []

    def __call__(self, cond, msg):
        if not cond:
            self.msgs.append(msg)
        return cond


def check_span_edges(ok, nid, sp):
    t = sp["text"]
    ok(t == t.strip(), f"{nid}: span has edge whitespace {t!r}")
    balanced = t.count("(") == t.count(")") and t.count("[") == t.count("]")
    ok(t[:1] not in LEAD_BAD or (t[:1] in "([" and balanced), f"{nid}: span starts with punctuation {t!r}")
    ok(t[-1:] not in TRAIL_BAD or (t[-1:] in ")]" and balanced), f"{nid}: span ends with punctuation {t!r}")
    if t.endswith("."):
        ok(re.search(r"(^|[\s.])[A-Za-z]\.$", t) is not None, f"{nid}: span ends with a full stop {t!r}")
    if sp["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
        low = t.lower()
        ok(not re.match(r"(dr|mr|mrs|ms|miss|prof)\.?\s", low), f"{nid}: title inside name span {t!r}")
        ok(not low.endswith("'s"), f"{nid}: possessive inside name span {t!r}")
        ok(not re.search(r",\s*(md|rn|do|phd|mbbs)$", low), f"{nid}: credential inside name span {t!r}")


def check_contact(ok, nid, sp):
    t, typ = sp["text"], sp["type"]
    if typ in ("PHONE", "FAX"):
        digits = re.sub(r"\D", "", t)
        ok("555" in digits, f"{nid}: {typ} without 555 {t!r}")
    elif typ == "EMAIL":
        ok(re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9-]+\.)*example\.(com|org|net)", t.lower()) is not None,
           f"{nid}: email not at example domain {t!r}")
    elif typ == "URL":
        ok(EXAMPLE_DOM.search(t.lower()) is not None, f"{nid}: URL not at example domain {t!r}")
    elif typ == "IPADDR":
        try:
            ok(ipaddress.ip_address(t).is_private, f"{nid}: IP not private {t!r}")
        except ValueError:
            ok(False, f"{nid}: bad IP {t!r}")
    elif typ == "SSN":
        d = t.replace(" ", "").replace("-", "").upper()
        fict = (d[:1] == "9" or d.startswith("000") or d[:2] in ("QQ", "ZZ", "BG", "GB", "NK", "KN", "TN", "NT"))
        ok(fict, f"{nid}: SSN/NI/PPSN not in fictional range {t!r}")


def validate(path):
    ok = Fail()
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    ok(raw.endswith(b"\n"), "file does not end with newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as e:
            ok(False, f"line {ln}: invalid JSON ({e})")
    type_counts, genre_counts = collections.Counter(), collections.Counter()
    lengths, n_lower, n_spans = [], 0, 0
    for i, n in enumerate(notes, 1):
        if not ok(isinstance(n, dict) and sorted(n) == ["id", "meta", "spans", "text"], f"note {i}: wrong fields"):
            continue
        nid = n["id"]
        ok(nid == f"dev244-{i:04d}", f"note {i}: bad id {nid!r}")
        text = n["text"]
        ok(isinstance(text, str) and text.strip() != "", f"{nid}: empty text")
        ok(not re.search(r"[\x00-\x08\x0b-\x1f]", text), f"{nid}: control characters in text")
        lengths.append(len(text))
        m = n["meta"]
        ok(isinstance(m, dict) and sorted(m) == ["country", "genre", "lowercase", "source"], f"{nid}: bad meta keys")
        ok(m.get("source") == "dev244-en", f"{nid}: bad source")
        ok(isinstance(m.get("genre"), str) and m.get("genre"), f"{nid}: bad genre")
        ok(isinstance(m.get("lowercase"), bool), f"{nid}: lowercase not bool")
        ok(m.get("country") in COUNTRIES, f"{nid}: bad country")
        genre_counts[m.get("genre")] += 1
        if m.get("lowercase"):
            n_lower += 1
            ok(text == text.lower(), f"{nid}: lowercase note has upper-case text")
        prev_end = -1
        prev_start = -1
        for sp in n["spans"]:
            n_spans += 1
            if not ok(isinstance(sp, dict) and sorted(sp) == ["end", "label", "start", "text", "type"], f"{nid}: span fields"):
                continue
            s, e = sp["start"], sp["end"]
            ok(isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text), f"{nid}: bad offsets {s}-{e}")
            ok(text[s:e] == sp["text"], f"{nid}: span text mismatch at {s}")
            ok(s >= prev_start, f"{nid}: spans not sorted at {s}")
            ok(s >= prev_end, f"{nid}: overlapping spans at {s}")
            prev_start, prev_end = s, e
            ok(sp["type"] in LABEL, f"{nid}: unknown type {sp['type']!r}")
            ok(LABEL.get(sp["type"]) == sp["label"], f"{nid}: label {sp['label']!r} does not match type {sp['type']!r}")
            if m.get("lowercase"):
                ok(sp["text"] == sp["text"].lower(), f"{nid}: upper-case span text in lowercase note")
            check_span_edges(ok, nid, sp)
            check_contact(ok, nid, sp)
            type_counts[sp["type"]] += 1
    # size
    N = len(notes)
    mean_len = statistics.mean(lengths) if lengths else 0
    need = MIN_NOTES_SHORT if mean_len < 1200 else MIN_NOTES
    ok(N >= need, f"only {N} notes (need {need}; mean length {mean_len:.0f})")
    ok(n_spans >= MIN_SPANS, f"only {n_spans} spans (need {MIN_SPANS})")
    for t in sorted(LABEL):
        ok(type_counts[t] >= MIN_PER_TYPE, f"type {t}: {type_counts[t]} spans (need {MIN_PER_TYPE})")
    big = [g for g in sorted(genre_counts) if genre_counts[g] >= MIN_PER_GENRE]
    ok(len(big) >= MIN_GENRES, f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    frac = n_lower / N if N else 0
    ok(LOWER_RANGE[0] <= frac <= LOWER_RANGE[1], f"lower-cased fraction {frac:.3f} outside {LOWER_RANGE}")
    stats = {"notes": N, "spans": n_spans, "mean_len": mean_len, "median_len": statistics.median(lengths) if lengths else 0,
             "min_len": min(lengths) if lengths else 0, "max_len": max(lengths) if lengths else 0, "lower": n_lower,
             "types": dict(sorted(type_counts.items())), "genres": dict(sorted(genre_counts.items()))}
    return ok, raw, stats


def determinism(ok, raw):
    # static hints: no module-level random calls, no hash(), one seeded generator
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".py") or fn == "check.py":
            continue
        src = open(os.path.join(HERE, fn), encoding="utf-8").read()
        ok(re.search(r"\brandom\.(random|choice|choices|shuffle|randint|sample|uniform|seed)\(", src) is None,
           f"{fn}: uses the global random generator")
        ok(re.search(r"(?<![\w.])hash\(", src) is None, f"{fn}: uses hash()")
        ok(os.path.getsize(os.path.join(HERE, fn)) < 30 * 1024, f"{fn}: module is 30 KB or more")
    ok("random.Random(244)" in open(os.path.join(HERE, "make.py"), encoding="utf-8").read(), "make.py: no Random(244)")
    # rebuild in memory under two hash seeds and compare with the file
    code = ("import sys, json; sys.path.insert(0, %r); import make; "
            "sys.stdout.buffer.write(''.join(json.dumps(n, ensure_ascii=False) + '\\n' for n in make.build()).encode('utf-8'))"
            % HERE)
    digests = []
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, check=True).stdout
        digests.append(hashlib.md5(out).hexdigest())
    ok(digests[0] == digests[1], f"rebuild differs between PYTHONHASHSEED=1 and 2: {digests}")
    ok(digests[0] == hashlib.md5(raw).hexdigest(), "notes.jsonl differs from a fresh rebuild")
    return digests


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else os.path.join(os.path.dirname(HERE), "notes.jsonl")
    ok, raw, stats = validate(path)
    if "--no-rebuild" not in sys.argv:
        determinism(ok, raw)
    print(json.dumps(stats, indent=1))
    print("md5", hashlib.md5(raw).hexdigest())
    if ok.msgs:
        for m in ok.msgs[:60]:
            print("FAIL:", m)
        print(f"{len(ok.msgs)} problem(s)")
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
