#!/usr/bin/env python3
"""Validate dev392_en/notes.jsonl and its reproducibility.

usage: python3 build/check.py [--rebuild [DIR]] [--no-rebuild]

--rebuild DIR  rebuild the set under PYTHONHASHSEED=1 and =2 into DIR (default
               /tmp/dev392_tmp, removed afterwards if this script created it)
               and require both rebuilds to be byte-identical to notes.jsonl.
               The rebuild check runs by default; --no-rebuild skips it.
Prints counts per label, type, genre and country and ends with OK or FAIL.
"""
import ast
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
COUNTRIES = {"AU", "CA", "GB", "IE", "NZ", "US"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)\]>,;]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.example\.(?:com|org|net)/[^\s)\]>,;]*")
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_RANGE = (0.12, 0.22)
README_L1 = "# dev392_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."

errors = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def domain_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def check_edges(nid, text, sp):
    s, e, v = sp["start"], sp["end"], sp["text"]
    if v != v.strip():
        err("%s span %r has edge whitespace" % (nid, v))
    first, last = v[0], v[-1]
    if not (first.isalnum() or first in "(+#"):
        err("%s span %r starts with punctuation" % (nid, v))
    if first == "(" and ")" not in v:
        err("%s span %r takes in an opening bracket" % (nid, v))
    if not last.isalnum():
        if not (last == "." and re.search(r"(^|[\s.])\w\.$", v)):
            err("%s span %r ends with punctuation" % (nid, v))
    # spans must not cut through a word (digit/letter transitions like 45M are fine)
    if s > 0:
        a, b = text[s - 1], v[0]
        if a.isalnum() and b.isalnum() and a.isdigit() == b.isdigit():
            err("%s span %r starts inside a word" % (nid, v))
    if e < len(text):
        a, b = v[-1], text[e]
        if a.isalnum() and b.isalnum() and a.isdigit() == b.isdigit():
            err("%s span %r ends inside a word" % (nid, v))


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        err("%s %s %r lacks 555" % (nid, t, v))
    elif t == "EMAIL":
        if not EMAIL_RE.fullmatch(v) or not domain_ok(v.split("@", 1)[1]):
            err("%s EMAIL %r not on example domains" % (nid, v))
    elif t == "URL":
        host = re.sub(r"^https?://", "", v).split("/", 1)[0]
        if not domain_ok(host):
            err("%s URL %r not on example domains" % (nid, v))
    elif t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private or v.startswith("127."):
                err("%s IP %r not private" % (nid, v))
        except ValueError:
            err("%s IP %r invalid" % (nid, v))
    elif t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            err("%s SSN %r must start with 9 or 000" % (nid, v))


def covered(spans, s, e, types):
    return any(sp["start"] <= s and e <= sp["end"] and sp["type"] in types for sp in spans)


def check_note(i, line, stats):
    try:
        rec = json.loads(line)
    except ValueError as ex:
        err("line %d not JSON: %s" % (i + 1, ex))
        return
    if list(rec.keys()) != ["id", "text", "spans", "meta"]:
        err("line %d fields %r" % (i + 1, list(rec.keys())))
        return
    nid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
    if nid != "dev392-%04d" % (i + 1):
        err("line %d id %r out of sequence" % (i + 1, nid))
    if not isinstance(text, str) or not text:
        err("%s empty text" % nid)
        return
    if set(meta) != {"source", "genre", "lowercase", "country"}:
        err("%s meta fields %r" % (nid, sorted(meta)))
        return
    if meta["source"] != "dev392-en":
        err("%s meta.source %r" % (nid, meta["source"]))
    if meta["lowercase"] is not (text == text.lower()):
        err("%s meta.lowercase wrong" % nid)
    if meta["country"] not in COUNTRIES:
        err("%s country %r" % (nid, meta["country"]))
    prev_end = -1
    prev_start = -1
    for sp in spans:
        if set(sp) != {"start", "end", "label", "type", "text"}:
            err("%s span fields %r" % (nid, sorted(sp)))
            continue
        s, e = sp["start"], sp["end"]
        if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
            err("%s bad offsets %r" % (nid, sp))
            continue
        if text[s:e] != sp["text"]:
            err("%s span text mismatch %r vs %r" % (nid, sp["text"], text[s:e]))
        if TYPE_LABEL.get(sp["type"]) != sp["label"]:
            err("%s bad label/type %s/%s" % (nid, sp["label"], sp["type"]))
        if s < prev_start:
            err("%s spans not sorted" % nid)
        if s < prev_end:
            err("%s overlapping spans at %d" % (nid, s))
        prev_start, prev_end = s, max(prev_end, e)
        check_edges(nid, text, sp)
        check_contact(nid, sp)
        stats["label"][sp["label"]] += 1
        stats["type"][sp["type"]] += 1
    # contacts in the text must all be annotated
    for m in EMAIL_RE.finditer(text):
        if not covered(spans, m.start(), m.end(), {"EMAIL"}):
            err("%s unannotated e-mail %r" % (nid, m.group()))
    for m in URL_RE.finditer(text):
        if "@" in text[max(0, m.start() - 1):m.start() + 1]:
            continue
        u = m.group().rstrip(".,:;!?'\"")
        if not covered(spans, m.start(), m.start() + len(u), {"URL"}):
            err("%s unannotated URL %r" % (nid, u))
    for m in IP_RE.finditer(text):
        if not covered(spans, m.start(), m.end(), {"IPADDR"}):
            err("%s unannotated IP-like %r" % (nid, m.group()))
    for m in re.finditer("555", text):
        if not any(sp["start"] <= m.start() and m.end() <= sp["end"] for sp in spans):
            err("%s '555' outside any span at %d: %r" % (nid, m.start(), text[max(0, m.start() - 20):m.end() + 10]))
    stats["genre"][meta["genre"]] += 1
    stats["country"][meta["country"]] += 1
    stats["chars"] += len(text)
    stats["notes"] += 1
    stats["lower"] += int(meta["lowercase"])


def check_sources():
    local = {f[:-3] for f in os.listdir(HERE) if f.endswith(".py")}
    stdlib = set(getattr(sys, "stdlib_module_names", ())) | {"__future__"}
    for f in sorted(os.listdir(HERE)):
        if not f.endswith(".py"):
            continue
        path = os.path.join(HERE, f)
        size = os.path.getsize(path)
        if size >= 30 * 1024:
            err("module %s is %d bytes (limit 30 KB)" % (f, size))
        tree = ast.parse(open(path, encoding="utf-8").read())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module.split(".")[0]]
            for nm in names:
                if nm not in local and stdlib and nm not in stdlib:
                    err("%s imports non-stdlib module %s" % (f, nm))
    rd = os.path.join(ROOT, "README.md")
    if not os.path.exists(rd):
        err("README.md missing")
    else:
        lines = open(rd, encoding="utf-8").read().split("\n")
        if len(lines) < 2 or lines[0] != README_L1 or lines[1] != README_L2:
            err("README.md first two lines are not as required")


def rebuild(dirpath):
    created = not os.path.exists(dirpath)
    os.makedirs(dirpath, exist_ok=True)
    try:
        ref = open(NOTES, "rb").read()
        for seed in ("1", "2"):
            out = os.path.join(dirpath, "rebuild_hashseed%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out],
                                 env=env, capture_output=True, text=True)
            if res.returncode != 0:
                err("rebuild (PYTHONHASHSEED=%s) failed: %s" % (seed, res.stderr[-500:]))
                continue
            same = open(out, "rb").read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                err("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    finally:
        if created:
            shutil.rmtree(dirpath, ignore_errors=True)


def main(argv):
    do_rebuild, rdir = True, "/tmp/dev392_tmp"
    if "--no-rebuild" in argv:
        do_rebuild = False
    if "--rebuild" in argv:
        k = argv.index("--rebuild")
        if k + 1 < len(argv) and not argv[k + 1].startswith("--"):
            rdir = argv[k + 1]
    stats = {"label": Counter(), "type": Counter(), "genre": Counter(), "country": Counter(),
             "chars": 0, "notes": 0, "lower": 0}
    if not os.path.exists(NOTES):
        err("notes.jsonl missing")
    else:
        with open(NOTES, encoding="utf-8") as fh:
            for i, line in enumerate(fh):
                check_note(i, line.rstrip("\n"), stats)
    check_sources()
    nn = stats["notes"] or 1
    nspans = sum(stats["type"].values())
    mean = stats["chars"] / nn
    print("notes: %d  spans: %d  mean chars: %.0f  lower-case: %d (%.1f%%)" %
          (stats["notes"], nspans, mean, stats["lower"], 100.0 * stats["lower"] / nn))
    print("per label:", ", ".join("%s %d" % (k, stats["label"][k]) for k in sorted(stats["label"])))
    print("per type:")
    for t in sorted(TYPE_LABEL):
        print("  %-15s %5d" % (t, stats["type"][t]))
    print("per genre:")
    for g in sorted(stats["genre"]):
        print("  %-32s %4d" % (g, stats["genre"][g]))
    print("per country:", ", ".join("%s %d" % (k, stats["country"][k]) for k in sorted(stats["country"])))
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if stats["notes"] < need:
        err("only %d notes (need %d)" % (stats["notes"], need))
    if nspans < MIN_SPANS:
        err("only %d spans (need %d)" % (nspans, MIN_SPANS))
    for t in sorted(TYPE_LABEL):
        if stats["type"][t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, stats["type"][t], MIN_PER_TYPE))
    big = [g for g in stats["genre"] if stats["genre"][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = stats["lower"] / nn
    if not (LOWER_RANGE[0] <= share <= LOWER_RANGE[1]):
        err("lower-case share %.3f outside %r" % (share, LOWER_RANGE))
    if do_rebuild and not errors:
        rebuild(rdir)
    print("errors: %d" % len(errors))
    print("OK" if not errors else "FAIL")
    return 0 if not errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
