"""Validate bench/dev395_en/notes.jsonl; optionally rebuild and compare.

Usage: python3 build/check.py [--rebuild [DIR]]   (DIR default /tmp/dev395_tmp)
Prints counts and ends with a line OK or FAIL.
"""

import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import pools  # noqa: E402
from doc import LABEL_OF, TYPES  # noqa: E402

NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
COUNTRIES = ["Australia", "Canada", "Ireland", "New Zealand", "UK", "US"]
TRAIL = ".,;:!?"
LEAD = ".,;:!?)]}\"'"
INITIALS = re.compile(r"(?:[A-Za-z]\.){2,3}")
LAST_INITIAL = re.compile(r"\s[A-Za-z]\.$")
DOMAIN = re.compile(r"@(example\.(?:com|org|net))$")
URLRE = re.compile(r"^(?:https?://)?(?:[a-z0-9-]+\.)*example\.(?:com|org|net)(?:/\S*)?$")
COVER_SKIP = {"AGE", "DATE", "LOCATION_OTHER", "PROFESSION"}
WORDS = set(pools.WORD_NAMES)

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def check_span(nid, text, s, prev_end):
    keys = ["start", "end", "label", "type", "text"]
    if list(s.keys()) != keys:
        err("%s span keys %r" % (nid, list(s.keys())))
        return prev_end
    st, en, typ, val = s["start"], s["end"], s["type"], s["text"]
    if typ not in LABEL_OF or LABEL_OF[typ] != s["label"]:
        err("%s bad label/type %s/%s" % (nid, s["label"], typ))
    if not (0 <= st < en <= len(text)) or text[st:en] != val:
        err("%s offsets do not give span text %r" % (nid, val))
        return prev_end
    if st < prev_end:
        err("%s spans unsorted or overlapping at %d" % (nid, st))
    if val != val.strip():
        err("%s span has outer whitespace %r" % (nid, val))
    if val[-1] in TRAIL and not INITIALS.fullmatch(val) and \
            not (s["label"] == "NAME" and LAST_INITIAL.search(val)):
        err("%s span ends with punctuation %r" % (nid, val))
    if val[0] in LEAD:
        err("%s span starts with punctuation %r" % (nid, val))
    if st > 0 and text[st - 1].isalnum():
        err("%s span starts inside a word %r" % (nid, val))
    if en < len(text) and text[en].isalnum() and typ != "AGE":
        err("%s span ends inside a word %r" % (nid, val))
    if typ in ("PHONE", "FAX") and "555" not in val:
        err("%s phone/fax without 555: %r" % (nid, val))
    if typ == "EMAIL" and not DOMAIN.search(val.lower()):
        err("%s e-mail outside example domains: %r" % (nid, val))
    if typ == "URL" and not URLRE.match(val.lower()):
        err("%s URL outside example domains: %r" % (nid, val))
    if typ == "IPADDR":
        try:
            if not ipaddress.ip_address(val).is_private:
                err("%s public IP %r" % (nid, val))
        except ValueError:
            err("%s bad IP %r" % (nid, val))
    if typ == "SSN" and not (val.startswith("9") or val.startswith("000")):
        err("%s SSN-like number not starting 9/000: %r" % (nid, val))
    return en


def coverage(nid, text, spans):
    """Every other occurrence of a span's text must also be inside a span."""
    covered = [(s["start"], s["end"]) for s in spans]
    seen = set()
    for s in spans:
        val = s["text"]
        if s["type"] in COVER_SKIP or len(val) < 3 or val.lower() in WORDS:
            continue
        if val in seen:
            continue
        seen.add(val)
        pat = re.compile(r"(?<![\w])" + re.escape(val) + r"(?![\w])")
        for m in pat.finditer(text):
            if not any(a <= m.start() and m.end() <= b for a, b in covered):
                err("%s unannotated repeat of %s %r at %d" % (nid, s["type"], val, m.start()))


def validate():
    if not os.path.exists(NOTES):
        err("notes.jsonl missing")
        return None
    notes = []
    with open(NOTES, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except ValueError:
                err("line %d is not JSON" % ln)
    for i, n in enumerate(notes):
        nid = n.get("id")
        if list(n.keys()) != ["id", "text", "spans", "meta"]:
            err("%s fields %r" % (nid, list(n.keys())))
            continue
        if nid != "dev395-%04d" % (i + 1):
            err("bad id %r at line %d" % (nid, i + 1))
        m = n["meta"]
        if list(m.keys()) != ["source", "genre", "lowercase", "country"] or \
                m["source"] != "dev395-en" or not isinstance(m["lowercase"], bool) or \
                m["country"] not in COUNTRIES or not m["genre"]:
            err("%s bad meta %r" % (nid, m))
        text = n["text"]
        if m.get("lowercase") and text != text.lower():
            err("%s flagged lower case but is not" % nid)
        prev = 0
        for s in n["spans"]:
            prev = check_span(nid, text, s, prev)
        coverage(nid, text, n["spans"])
    return notes


def stats(notes):
    n = len(notes)
    lens = [len(x["text"]) for x in notes]
    mean = sum(lens) / float(n) if n else 0.0
    spans = [s for x in notes for s in x["spans"]]
    lower = sum(1 for x in notes if x["meta"]["lowercase"])
    genres = collections.Counter(x["meta"]["genre"] for x in notes)
    countries = collections.Counter(x["meta"]["country"] for x in notes)
    labels = collections.Counter(s["label"] for s in spans)
    types = collections.Counter(s["type"] for s in spans)
    print("notes: %d  mean length: %.0f chars  spans: %d" % (n, mean, len(spans)))
    print("lower-case notes: %d (%.1f%%)" % (lower, 100.0 * lower / max(n, 1)))
    print("genres:")
    for g in sorted(genres):
        print("  %-34s %d" % (g, genres[g]))
    print("countries: " + ", ".join("%s %d" % (k, countries[k]) for k in sorted(countries)))
    print("labels: " + ", ".join("%s %d" % (k, labels[k]) for k in sorted(labels)))
    print("types:")
    for t in TYPES:
        print("  %-15s %d" % (t, types[t]))
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d)" % (n, need))
    if len(spans) < 8000:
        err("only %d spans" % len(spans))
    for t in TYPES:
        if types[t] < 15:
            err("type %s only %d times" % (t, types[t]))
    big = [g for g in genres if genres[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    share = lower / float(max(n, 1))
    if not 0.12 <= share <= 0.22:
        err("lower-case share %.3f not about one in six" % share)


def check_files():
    for name in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, name)
        if name.endswith(".py") and os.path.getsize(p) >= 30 * 1024:
            err("module %s is >= 30 KB" % name)
    if not os.path.exists(README):
        err("README.md missing")
        return
    with open(README, encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines[0] != "# dev395_en: independent English clinical PHI evaluation set":
        err("README line 1 wrong")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        err("README line 2 wrong")
    if "Conventions chosen where the guideline leaves room:" not in lines:
        err("README lacks the conventions line")


def rebuild(target):
    created = not os.path.exists(target)
    os.makedirs(target, exist_ok=True)
    with open(NOTES, "rb") as f:
        ref = f.read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(target, "notes_hashseed%s.jsonl" % seed)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if r.returncode != 0:
                err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.decode()[-500:]))
                continue
            with open(out, "rb") as f:
                same = f.read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                err("rebuild with PYTHONHASHSEED=%s differs" % seed)
            os.remove(out)
    finally:
        if created:
            shutil.rmtree(target, ignore_errors=True)


def main(argv):
    notes = validate()
    if notes:
        stats(notes)
    check_files()
    if "--rebuild" in argv:
        i = argv.index("--rebuild")
        target = argv[i + 1] if i + 1 < len(argv) else "/tmp/dev395_tmp"
        rebuild(target)
    print("errors: %d" % len(errors))
    print("OK" if not errors else "FAIL")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
