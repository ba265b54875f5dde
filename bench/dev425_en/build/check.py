#!/usr/bin/env python3
"""Validate bench/dev425_en/notes.jsonl (and the set's files).

usage: python3 build/check.py [--rebuild DIR]

--rebuild DIR  also rebuilds the set twice (PYTHONHASHSEED=1 and 2) into DIR
               and requires both outputs to be byte-identical to notes.jsonl.
The last line printed starts with OK or FAIL.
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
from core import LABEL_OF  # noqa: E402

NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
COUNTRIES = {"UK", "Ireland", "US", "Canada", "Australia"}
DOMAINS = ("example.com", "example.org", "example.net")
TITLES = ("dr ", "dr. ", "mr ", "mr. ", "mrs ", "mrs. ", "ms ", "ms. ", "miss ", "prof ", "prof. ")

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR: " + msg)
    errors.append(msg)


def check_span_edges(nid, s, txt):
    v = s["text"]
    if v != v.strip():
        err("%s: span %r has outer whitespace" % (nid, v))
    if not (v[0].isalnum() or v[0] in "(+"):
        err("%s: span %r starts with punctuation" % (nid, v))
    last = v[-1]
    if not last.isalnum():
        ok = (last == ")" and "(" in v) or (last == "." and re.search(r"(^|[\s.])[A-Za-z]\.$", v))
        if not ok:
            err("%s: span %r ends with punctuation" % (nid, v))
    if s["type"] in ("PATIENT", "DOCTOR", "FAMILY") and v.lower().startswith(TITLES):
        err("%s: title inside name span %r" % (nid, v))
    # a span must not cut a word in half
    if s["start"] > 0 and txt[s["start"] - 1].isalnum() and v[0].isalnum():
        err("%s: span %r starts inside a word" % (nid, v))
    if s["end"] < len(txt) and txt[s["end"]].isalnum() and v[-1].isalnum() and s["type"] != "AGE":
        err("%s: span %r ends inside a word" % (nid, v))


def check_contact(nid, typ, v):
    if typ in ("PHONE", "FAX") and "555" not in v:
        err("%s: %s without 555: %r" % (nid, typ, v))
    if typ == "EMAIL":
        if not re.fullmatch(r"[a-z0-9._%+-]+@(example\.(com|org|net))", v, re.I):
            err("%s: bad email %r" % (nid, v))
    if typ == "URL":
        host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0].lower()
        if host not in DOMAINS and host not in ["www." + d for d in DOMAINS]:
            err("%s: bad url host %r" % (nid, v))
    if typ == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("%s: public IP %r" % (nid, v))
            a = ipaddress.ip_address(v)
            if not any(a in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
                err("%s: IP outside RFC1918 %r" % (nid, v))
        except ValueError:
            err("%s: bad IP %r" % (nid, v))
    if typ == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            err("%s: SSN-like number not starting 9/000: %r" % (nid, v))


def check_free_text(nid, txt, spans):
    """Contacts anywhere in the text must be fictional and annotated."""
    covered = [False] * len(txt)
    for s in spans:
        for i in range(s["start"], s["end"]):
            covered[i] = True
    for m in re.finditer(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}", txt):
        if not all(covered[m.start():m.end()]):
            err("%s: unannotated e-mail %r" % (nid, m.group()))
        dom = m.group().split("@")[1].lower()
        if dom not in DOMAINS:
            err("%s: e-mail domain not allowed %r" % (nid, m.group()))
    for m in re.finditer(r"(https?://|www\.)[^\s)]+", txt, re.I):
        if not all(covered[m.start():m.end()]):
            err("%s: unannotated URL %r" % (nid, m.group()))
    for m in re.finditer(r"(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])", txt):
        if not all(covered[m.start():m.end()]):
            err("%s: unannotated IP %r" % (nid, m.group()))
    for m in re.finditer(r"\b\d{3}-\d{2}-\d{4}\b", txt):
        if not all(covered[m.start():m.end()]):
            err("%s: unannotated SSN-like %r" % (nid, m.group()))
    for m in re.finditer(r"(?<![\w/])\(?\d{2,5}\)?[ .-]\d{3,4}[ .-]\d{3,4}\b", txt):
        if not any(covered[m.start():m.end()]):
            g = m.group()
            if "555" not in g:
                err("%s: phone-like number without 555 outside spans %r" % (nid, g))


def main():
    rebuild = None
    if "--rebuild" in sys.argv:
        i = sys.argv.index("--rebuild")
        if i + 1 >= len(sys.argv):
            print("FAIL: --rebuild needs a directory")
            return 1
        rebuild = sys.argv[i + 1]

    # ---------------------------------------------------------------- files
    for fn in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, fn)
        if fn.endswith(".py") and os.path.getsize(p) >= 30 * 1024:
            err("module %s is %d bytes (>= 30 KB)" % (fn, os.path.getsize(p)))
    if not os.path.exists(NOTES):
        print("FAIL: notes.jsonl missing")
        return 1

    # ---------------------------------------------------------------- records
    recs = []
    with open(NOTES, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError:
                err("line %d is not JSON" % ln)
    ids_seen = set()
    type_c = collections.Counter()
    label_c = collections.Counter()
    genre_c = collections.Counter()
    country_c = collections.Counter()
    n_lower = 0
    total_len = 0
    for i, r in enumerate(recs, 1):
        if set(r) != {"id", "text", "spans", "meta"}:
            err("record %d keys %s" % (i, sorted(r)))
            continue
        nid = r["id"]
        if nid != "dev425-%04d" % i:
            err("record %d has id %s" % (i, nid))
        if nid in ids_seen:
            err("duplicate id " + nid)
        ids_seen.add(nid)
        m = r["meta"]
        if set(m) != {"source", "genre", "lowercase", "country"}:
            err("%s: meta keys %s" % (nid, sorted(m)))
            continue
        if m["source"] != "dev425-en":
            err("%s: source %r" % (nid, m["source"]))
        if not isinstance(m["lowercase"], bool):
            err("%s: lowercase not bool" % nid)
        if m["country"] not in COUNTRIES:
            err("%s: country %r" % (nid, m["country"]))
        txt = r["text"]
        if not isinstance(txt, str) or not txt.strip():
            err("%s: empty text" % nid)
            continue
        total_len += len(txt)
        if m["lowercase"]:
            n_lower += 1
            if txt != txt.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        genre_c[m["genre"]] += 1
        country_c[m["country"]] += 1
        prev_end = -1
        prev_start = -1
        for s in r["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (nid, sorted(s)))
                continue
            if not (0 <= s["start"] < s["end"] <= len(txt)):
                err("%s: bad offsets %s" % (nid, s))
                continue
            if s["start"] < prev_start:
                err("%s: spans not sorted" % nid)
            if s["start"] < prev_end:
                err("%s: overlapping spans at %d" % (nid, s["start"]))
            prev_start, prev_end = s["start"], s["end"]
            if txt[s["start"]:s["end"]] != s["text"]:
                err("%s: span text mismatch %r" % (nid, s["text"]))
            if s["type"] not in LABEL_OF:
                err("%s: unknown type %r" % (nid, s["type"]))
                continue
            if LABEL_OF[s["type"]] != s["label"]:
                err("%s: label %r wrong for type %r" % (nid, s["label"], s["type"]))
            check_span_edges(nid, s, txt)
            check_contact(nid, s["type"], s["text"])
            if s["type"] == "AGE" and not re.fullmatch(r"\d{1,3}|[a-z]+(-[a-z]+)?( and [a-z-]+)?", s["text"].lower()):
                err("%s: odd AGE span %r" % (nid, s["text"]))
            type_c[s["type"]] += 1
            label_c[s["label"]] += 1
        check_free_text(nid, txt, r["spans"])

    n = len(recs)
    n_spans = sum(type_c.values())
    mean_len = total_len / float(n) if n else 0
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case: %d (%.1f%%)" % (
        n, n_spans, mean_len, n_lower, 100.0 * n_lower / max(1, n)))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(country_c.items())))
    print("genres:")
    for g, c in sorted(genre_c.items()):
        print("  %-30s %d" % (g, c))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(label_c.items())))
    print("types:")
    for t in sorted(LABEL_OF):
        print("  %-15s %d" % (t, type_c[t]))

    # ---------------------------------------------------------------- size rules
    need = 600 if mean_len < 1200 else 330
    if n < need:
        err("only %d notes (need %d)" % (n, need))
    if n_spans < 8000:
        err("only %d spans (need 8000)" % n_spans)
    for t in sorted(LABEL_OF):
        if type_c[t] < 15:
            err("type %s only %d times" % (t, type_c[t]))
    big = [g for g, c in genre_c.items() if c >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    share = n_lower / float(max(1, n))
    if not (0.13 <= share <= 0.20):
        err("lower-case share %.3f not about one in six" % share)

    # ---------------------------------------------------------------- README
    if not os.path.exists(README):
        err("README.md missing")
    else:
        lines = open(README, encoding="utf-8").read().split("\n")
        if lines[0] != "# dev425_en: independent English clinical PHI evaluation set":
            err("README line 1 wrong")
        if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
            err("README line 2 wrong")
        body = "\n".join(lines)
        if "Conventions chosen where the guideline leaves room:" not in lines:
            err("README lacks the conventions line")
        else:
            j = lines.index("Conventions chosen where the guideline leaves room:")
            if not any(x.startswith("- ") for x in lines[j + 1:]):
                err("README conventions have no bullets")
        for num in (n, n_spans):
            if ("{:,}".format(num) not in body) and (str(num) not in body):
                err("README does not state %d" % num)

    # ---------------------------------------------------------------- rebuild
    if rebuild:
        os.makedirs(rebuild, exist_ok=True)
        ref = open(NOTES, "rb").read()
        for seed in ("1", "2"):
            out = os.path.join(rebuild, "notes_hashseed%s.jsonl" % seed)
            env = dict(os.environ)
            env["PYTHONHASHSEED"] = seed
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if res.returncode != 0:
                err("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, res.stderr.decode()[-400:]))
                continue
            if open(out, "rb").read() != ref:
                err("rebuild (PYTHONHASHSEED=%s) differs from notes.jsonl" % seed)
            else:
                print("rebuild PYTHONHASHSEED=%s: identical" % seed)

    if errors:
        print("FAIL: %d problem(s)" % len(errors))
        return 1
    print("OK: %d notes, %d spans, %d genres, all checks passed" % (n, n_spans, len(genre_c)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
