#!/usr/bin/env python3
"""Validate bench/dev429_en/notes.jsonl (and README.md, and the build modules).

Usage: python3 build/check.py [--rebuild DIR]
With --rebuild, the set is rebuilt twice (PYTHONHASHSEED=1 and 2) into DIR and both
outputs must be byte-identical to notes.jsonl.  The last line printed starts with OK or FAIL.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from doc import LABEL  # noqa: E402
import pool_clinical as C  # noqa: E402
import pool_people as PP  # noqa: E402

NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
LINE1 = "# dev429_en: independent English clinical PHI evaluation set"
LINE2 = "> **Status:** written for a decision; not yet scored. Never trained on."
COUNTRIES = {"UK", "US", "CA", "AU", "IE"}
ALLOWED_DOMAINS = ("example.com", "example.org", "example.net")

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def outside(text, spans):
    """Text with every span blanked out (same length)."""
    chars = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            chars[i] = "\x00"
    return "".join(chars)


def check_span(n, s, text):
    nid = n["id"]
    if set(s) != {"start", "end", "label", "type", "text"}:
        err("%s: span keys %s" % (nid, sorted(s)))
        return
    a, b = s["start"], s["end"]
    if not (0 <= a < b <= len(text)):
        err("%s: bad offsets %s" % (nid, s))
        return
    v = text[a:b]
    if v != s["text"]:
        err("%s: text mismatch %r vs %r" % (nid, v, s["text"]))
    if s["type"] not in LABEL or LABEL[s["type"]] != s["label"]:
        err("%s: bad label/type %s/%s" % (nid, s["label"], s["type"]))
    if v != v.strip():
        err("%s: whitespace at span edge %r" % (nid, v))
    first_ok = v[0].isalnum() or (v[0] in "(+" and s["type"] in ("PHONE", "FAX"))
    if not first_ok:
        err("%s: span starts with punctuation %r" % (nid, v))
    if not v[-1].isalnum():
        err("%s: span ends with punctuation %r" % (nid, v))
    if a > 0 and text[a - 1].isalnum():
        err("%s: span glued to preceding text %r" % (nid, text[max(0, a - 5):b]))
    if b < len(text) and text[b].isalnum() and s["type"] != "AGE":
        err("%s: span glued to following text %r" % (nid, text[a:b + 5]))
    t = s["type"]
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s without 555: %r" % (nid, t, v))
    if t == "EMAIL":
        dom = v.rsplit("@", 1)[-1].lower()
        if "@" not in v or dom not in ALLOWED_DOMAINS:
            err("%s: e-mail domain %r" % (nid, v))
    if t == "URL":
        host = re.sub(r"^[a-z]+://", "", v.lower()).split("/")[0]
        if not any(host == d or host.endswith("." + d) for d in ALLOWED_DOMAINS):
            err("%s: URL host %r" % (nid, v))
    if t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("%s: public IP %r" % (nid, v))
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
    if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        err("%s: SSN-like number not starting with 9/000: %r" % (nid, v))


LEAK_PATTERNS = [
    ("email", re.compile(r"[\w.+-]+@[\w-]+\.\w+")),
    ("url", re.compile(r"(https?://|www\.|example\.(com|org|net))")),
    ("ip", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("phone", re.compile(r"555[-. ]\d{3,4}\b")),
    ("ssn", re.compile(r"\b\d{3}-\d{2}-\d{4}\b")),
    ("date", re.compile(r"\b\d{1,2}/\d{1,2}/(19|20)\d\d\b")),
    ("iso-date", re.compile(r"\b(19|20)\d\d-\d\d-\d\d\b")),
    ("weekday/holiday", re.compile(r"\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Christmas|Easter|"
                                   r"Thanksgiving|Diwali)\b", re.I)),
    ("month-year", re.compile(r"\b(January|February|March|April|May|June|July|August|September|October|"
                              r"November|December) (19|20)\d\d\b")),
]
WORDY = set(PP.WORD_FIRST_F) | set(PP.WORD_FIRST_M) | set(PP.WORD_SURNAMES)


def check_note(n, idx):
    nid = n.get("id")
    if list(n) != ["id", "text", "spans", "meta"]:
        err("%s: top-level keys %s" % (nid, list(n)))
        return
    if nid != "dev429-%04d" % idx:
        err("%s: id out of sequence (expected dev429-%04d)" % (nid, idx))
    m = n["meta"]
    if set(m) != {"source", "genre", "lowercase", "country"} or m["source"] != "dev429-en":
        err("%s: meta %s" % (nid, m))
    if m.get("country") not in COUNTRIES:
        err("%s: country %r" % (nid, m.get("country")))
    text = n["text"]
    if m.get("lowercase") is True and text != text.lower():
        err("%s: flagged lowercase but has capitals" % nid)
    if m.get("lowercase") is False and text == text.lower():
        err("%s: not flagged lowercase but is" % nid)
    prev_end = -1
    prev_start = -1
    for s in n["spans"]:
        check_span(n, s, text)
        if s["start"] < prev_start:
            err("%s: spans not sorted" % nid)
        if s["start"] < prev_end:
            err("%s: overlapping spans at %d" % (nid, s["start"]))
        prev_start, prev_end = s["start"], max(prev_end, s["end"])
    out = outside(text, n["spans"])
    for name, rx in LEAK_PATTERNS:
        for mt in rx.finditer(out):
            err("%s: unannotated %s-like text %r" % (nid, name, mt.group(0)))
    if not m.get("lowercase"):
        names = set()
        for s in n["spans"]:
            if s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                for tok in re.split(r"[\s,]+", s["text"]):
                    if len(tok) >= 4 and tok.isalpha() and tok.capitalize() not in WORDY and tok not in WORDY:
                        names.add(tok)
            elif s["type"] in ("HOSPITAL", "ORGANIZATION"):
                names.add(s["text"])
        for nm in sorted(names):
            if re.search(r"(?<![\w\x00])" + re.escape(nm) + r"(?![\w\x00])", out):
                err("%s: %r occurs outside any span" % (nid, nm))


def hard_negatives(notes):
    terms = set()
    for group in sorted(C.MEDS):
        for m in C.MEDS[group]:
            terms.add(m.split(" ")[0].rstrip(","))
            for br in re.findall(r"\(([A-Z][A-Za-z-]+)\)", m):
                terms.add(br)
    for maker, model in C.PACERS + C.ICDS + C.ICMS:
        terms.add(maker)
    for e in C.EPONYMS:
        terms.add(e.split(" ")[0])
    terms |= {"NYHA", "CARPREG", "ZAHARA", "mWHO", "EuroSCORE", "STS", "Aristotle", "Borg", "NEWS2", "PHQ-9",
              "GAD-7", "NT-proBNP", "HbA1c", "eGFR", "INR", "TAPSE", "LVEF", "RVEDVi", "ESC", "AHA/ACC", "DVLA",
              "Amplatzer", "Melody", "SAPIEN", "Perimount", "Gore-Tex", "Philips", "Siemens", "GE", "Lode",
              "Wasserman", "Ready Steady Go", "Qp:Qs", "Gadovist", "SonoVue", "Omnipaque", "Visipaque"}
    rx = re.compile(r"(?<![\w])(" + "|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)) + r")(?![\w])",
                    re.I)
    total = 0
    per = collections.Counter()
    for n in notes:
        out = outside(n["text"], n["spans"])
        for mt in rx.finditer(out):
            total += 1
            per[mt.group(0).lower()] += 1
    return total, len(per)


def check_modules():
    for fn in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, fn)
        if fn.endswith(".py") and os.path.getsize(p) >= 30 * 1024:
            err("module %s is %d bytes (>= 30 KB)" % (fn, os.path.getsize(p)))


def check_readme(notes, nspans, types, labels, genres):
    if not os.path.exists(README):
        err("README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != LINE1:
        err("README line 1 wrong")
    if len(lines) < 2 or lines[1] != LINE2:
        err("README line 2 wrong")
    body = "\n".join(lines)
    key = "Conventions chosen where the guideline leaves room:"
    if key not in lines:
        err("README lacks the conventions line")
    else:
        rest = lines[lines.index(key) + 1:]
        bullets = [l for l in rest if l.startswith("- ")]
        if len(bullets) < 3:
            err("README has too few convention bullets")
    for num in (len(notes), nspans):
        if str(num) not in body and "{:,}".format(num) not in body:
            err("README does not state the count %d" % num)
    for t, c in sorted(types.items()):
        if ("%s %d" % (t, c)) not in body and ("%s %s" % (t, "{:,}".format(c))) not in body:
            err("README count for type %s (%d) missing or stale" % (t, c))
    for g, c in sorted(genres.items()):
        if ("%s %d" % (g, c)) not in body:
            err("README count for genre %s (%d) missing or stale" % (g, c))


def rebuild(dirpath):
    want = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "hash%s" % seed, "notes.jsonl")
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if r.returncode != 0:
            err("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.decode()[-500:]))
            continue
        got = open(out, "rb").read()
        if got != want:
            err("rebuild PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: byte-identical (%d bytes)" % (seed, len(got)))


def main(argv):
    notes = []
    with open(NOTES, encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            try:
                notes.append(json.loads(line))
            except ValueError:
                err("line %d is not JSON" % (i + 1))
    for i, n in enumerate(notes):
        check_note(n, i + 1)
    nspans = sum(len(n["spans"]) for n in notes)
    types = collections.Counter(s["type"] for n in notes for s in n["spans"])
    labels = collections.Counter(s["label"] for n in notes for s in n["spans"])
    genres = collections.Counter(n["meta"]["genre"] for n in notes)
    lower = sum(1 for n in notes if n["meta"]["lowercase"])
    mean = sum(len(n["text"]) for n in notes) / float(max(len(notes), 1))
    print("notes %d, spans %d, mean length %.0f chars, lower-case %d (%.1f%%)" % (
        len(notes), nspans, mean, lower, 100.0 * lower / max(len(notes), 1)))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genres.items())))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(labels.items())))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(types.items())))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(collections.Counter(
        n["meta"]["country"] for n in notes).items())))
    if len(notes) < 330 or (mean < 1200 and len(notes) < 600):
        err("too few notes (%d, mean %.0f)" % (len(notes), mean))
    if nspans < 8000:
        err("too few spans (%d)" % nspans)
    for t in sorted(LABEL):
        if types.get(t, 0) < 15:
            err("type %s has only %d spans" % (t, types.get(t, 0)))
    big = [g for g, c in genres.items() if c >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    share = lower / float(max(len(notes), 1))
    if not (0.12 <= share <= 0.22):
        err("lower-case share %.3f not about one in six" % share)
    hn, distinct = hard_negatives(notes)
    print("hard-negative mentions outside spans: %d (%d distinct terms)" % (hn, distinct))
    if hn < 1000 or distinct < 60:
        err("too few hard negatives")
    check_modules()
    check_readme(notes, nspans, types, labels, genres)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1])
    if errors:
        print("FAIL: %d problem(s)" % len(errors))
        return 1
    print("OK: %d notes, %d spans, %d genres, all 29 types >= 15" % (len(notes), nspans, len(genres)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
