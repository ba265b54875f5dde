#!/usr/bin/env python3
"""Validate bench/dev235_en/notes.jsonl (author 235).

Usage: python3 check.py [--notes PATH] [--rebuild]
  --rebuild  also rebuild with make.py under PYTHONHASHSEED=1 and =2 and require byte-identical output.
Exit status 0 when every check passes.
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

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
GENRES = ["autopsy_report", "me_case_intake", "scene_investigation", "toxicology_report", "sane_record",
          "custody_assessment", "injury_documentation", "chain_of_custody", "expert_report",
          "telephone_encounter", "identification_report", "death_certification_review"]
COUNTRIES = ["US", "UK", "AU"]
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
END_ABBR = ("Inc.", "Co.", "Corp.", "Ltd.", "St.", "Ave.", "Dr.", "Jr.", "Sr.", "Rd.", "Pty.", "Blvd.")
BAD_START = set(" \t\n\"'[{<,;:.!?)")
BAD_END = set(" \t\n\"'[{(<,;:!?")
NAME_TYPES = ("PATIENT", "DOCTOR", "FAMILY")
SCAN_TYPES = NAME_TYPES + ("CITY", "HOSPITAL", "ORGANIZATION", "STREET", "LOCATION_OTHER", "COUNTRY")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) <= 60:
        print("ERROR:", msg)


def check_span_shape(nid, text, s):
    t = s["text"]
    if t != t.strip():
        err("%s: span %r has outer whitespace" % (nid, t))
    if t and t[0] in BAD_START:
        err("%s: span %r starts with punctuation" % (nid, t))
    if t and t[-1] in BAD_END:
        err("%s: span %r ends with punctuation" % (nid, t))
    if t.startswith("(") and ")" not in t:
        err("%s: span %r has an unbalanced bracket" % (nid, t))
    if t.endswith(")") and "(" not in t:
        err("%s: span %r takes a closing bracket" % (nid, t))
    if t.endswith("."):
        ok = re.search(r"(?:^|[\s.])[A-Za-z]\.$", t) or t.lower().endswith(tuple(a.lower() for a in END_ABBR))
        if not ok:
            err("%s: span %r ends with a full stop" % (nid, t))


def check_contact(nid, s):
    t, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX") and "555" not in t:
        err("%s: %s %r lacks a 555 fictional number" % (nid, typ, t))
    if typ == "EMAIL" and not re.search(r"@([a-z0-9-]+\.)*example\.(com|org|net)$", t.lower()):
        err("%s: email %r not at example.*" % (nid, t))
    if typ == "URL" and not re.search(r"(^|//|\.)example\.(com|org|net)(/|$)", t.lower()):
        err("%s: url %r not at example.*" % (nid, t))
    if typ == "IPADDR":
        try:
            if not ipaddress.ip_address(t).is_private:
                err("%s: IP %r not private" % (nid, t))
        except ValueError:
            err("%s: IP %r invalid" % (nid, t))
    if typ == "SSN" and not (t.startswith("9") or t.startswith("000") or t.upper().startswith("QQ")):
        err("%s: SSN %r not in a fictional range (9xx, 000, QQ)" % (nid, t))


def scan_uncovered(nid, text, spans):
    """Every occurrence of an annotated name/place string must itself be inside some span."""
    cover = [False] * len(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            cover[i] = True
    seen = []
    probes = []
    for s in spans:
        if s["type"] in SCAN_TYPES:
            probes.append((s["text"], s["type"]))
        if s["type"] in NAME_TYPES:
            for tok in re.split(r"[\s,]+", s["text"]):
                tok = tok.strip(".")
                if len(tok) >= 4 and tok.isalpha():
                    probes.append((tok, s["type"]))
    for t, typ in probes:
        if len(t) < 4 or not re.search(r"[A-Za-z]", t) or t in seen:
            continue
        seen.append(t)
        for mt in re.finditer(r"(?<![\w'-])" + re.escape(t) + r"(?![\w-])", text):
            if not any(cover[mt.start():mt.end()]):
                err("%s: %r (%s) occurs unannotated at %d" % (nid, t, typ, mt.start()))


def check_sources():
    pat_bad = re.compile(r"\brandom\.(random|choice|choices|randint|shuffle|sample|uniform|randrange)\(|\bhash\(|"
                         r"for\s+\w+\s+in\s+set\(|for\s+\w+\s+in\s+\{[^}:]*\}")
    found_seed = False
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".py"):
            continue
        src = open(os.path.join(HERE, fn), encoding="utf-8").read()
        if os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            err("module %s is 30 KB or more" % fn)
        if fn == "check.py":
            continue
        for mt in pat_bad.finditer(src):
            err("determinism: %s uses %r" % (fn, mt.group(0)))
        if "random.Random(SEED)" in src and "SEED = 235" in src:
            found_seed = True
    if not found_seed:
        err("determinism: make.py does not seed random.Random(235)")


def rebuild_identical(path):
    want = open(path, "rb").read()
    for seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        got = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", "-"], env=env,
                             capture_output=True, check=True).stdout
        if got != want:
            err("determinism: rebuild under PYTHONHASHSEED=%s differs from %s" % (seed, path))
        else:
            print("rebuild PYTHONHASHSEED=%s identical (md5 %s)" % (seed, hashlib.md5(got).hexdigest()))


def main(argv):
    path = os.path.join(os.path.dirname(HERE), "notes.jsonl")
    if "--notes" in argv:
        path = argv[argv.index("--notes") + 1]
    raw = open(path, "rb").read()
    if not raw.endswith(b"\n"):
        err("file does not end with a newline")
    notes = []
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            notes.append(json.loads(line))
        except ValueError as e:
            err("line %d: invalid JSON (%s)" % (ln, e))
    types = collections.Counter()
    genres = collections.Counter()
    lengths = []
    n_lower = 0
    n_spans = 0
    for k, n in enumerate(notes, 1):
        nid = n.get("id")
        if list(n.keys()) != ["id", "text", "spans", "meta"]:
            err("%s: fields are %r" % (nid, list(n.keys())))
            continue
        if nid != "dev235-%04d" % k:
            err("note %d: id %r out of sequence" % (k, nid))
        text, meta = n["text"], n["meta"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % nid)
            continue
        if re.search(r"[\x00-\x08\x0b-\x1f]", text):
            err("%s: control characters in text" % nid)
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"]:
            err("%s: meta keys %r" % (nid, sorted(meta.keys())))
            continue
        if meta["source"] != "dev235-en":
            err("%s: meta.source %r" % (nid, meta["source"]))
        if meta["genre"] not in GENRES:
            err("%s: unknown genre %r" % (nid, meta["genre"]))
        if meta["country"] not in COUNTRIES:
            err("%s: unknown country %r" % (nid, meta["country"]))
        if not isinstance(meta["lowercase"], bool):
            err("%s: meta.lowercase not boolean" % nid)
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper-case characters" % nid)
        genres[meta["genre"]] += 1
        lengths.append(len(text))
        prev_end, prev_start = -1, -1
        for s in n["spans"]:
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                err("%s: span keys %r" % (nid, sorted(s.keys())))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != s["text"]:
                err("%s: text mismatch at %d: %r vs %r" % (nid, st, text[st:en], s["text"]))
            if s["type"] not in TYPE2LABEL:
                err("%s: unknown type %r" % (nid, s["type"]))
            elif TYPE2LABEL[s["type"]] != s["label"]:
                err("%s: label %r does not match type %r" % (nid, s["label"], s["type"]))
            if st < prev_start:
                err("%s: spans not sorted at %d" % (nid, st))
            if st < prev_end:
                err("%s: overlapping spans at %d" % (nid, st))
            prev_start, prev_end = st, en
            if meta["lowercase"] and s["text"] != s["text"].lower():
                err("%s: upper-case span text in lowercase note" % nid)
            check_span_shape(nid, text, s)
            check_contact(nid, s)
            types[s["type"]] += 1
            n_spans += 1
        scan_uncovered(nid, text, n["spans"])
    # size minimums
    mean_len = statistics.mean(lengths) if lengths else 0
    need = MIN_NOTES if mean_len >= 1200 else MIN_NOTES_SHORT
    if len(notes) < need:
        err("only %d notes (need %d at mean length %.0f)" % (len(notes), need, mean_len))
    if n_spans < MIN_SPANS:
        err("only %d spans (need %d)" % (n_spans, MIN_SPANS))
    for t in TYPE2LABEL:
        if types[t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, types[t], MIN_PER_TYPE))
    big = [g for g in GENRES if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = n_lower / max(1, len(notes))
    if not (1 / 7 <= frac <= 1 / 5):
        err("lower-cased fraction %.3f is not about one in six" % frac)
    check_sources()
    if "--rebuild" in argv:
        rebuild_identical(path)
    print("notes %d  spans %d  mean length %.0f  median %.0f  range %d-%d  lowercase %d" % (
        len(notes), n_spans, mean_len, statistics.median(lengths), min(lengths), max(lengths), n_lower))
    print("genres: " + ", ".join("%s %d" % (g, genres[g]) for g in GENRES))
    print("types: " + ", ".join("%s %d" % (t, types[t]) for t in TYPE2LABEL))
    print("md5 %s" % hashlib.md5(raw).hexdigest())
    if errors:
        print("FAILED: %d error(s)" % len(errors))
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
