"""Validate bench/dev424_en.

    python3 build/check.py [--rebuild DIR]

Checks format, offsets, boundaries, labels, sizes, contact rules, a few
leak heuristics, the README and module sizes.  With --rebuild DIR the set
is rebuilt under PYTHONHASHSEED=1 and =2 into DIR and both outputs must be
byte-identical to notes.jsonl.  The last line printed starts with OK or FAIL.
"""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
sys.path.insert(0, HERE)
from doc import LABEL  # noqa: E402

ERR = []
WARN = []


def err(msg):
    if len(ERR) < 60:
        print("ERROR:", msg)
    ERR.append(msg)


BAD_EDGE = set(" \t\n,;:!?\"'()[]{}<>")
ALLOWED_DOMAINS = ("example.com", "example.org", "example.net")
SHARED_WORDS = {"hope", "faith", "grace", "rose", "holly", "ivy", "summer", "willow", "jade", "amber", "ruby",
                "daisy", "joy", "april", "may", "june", "dawn", "mercy", "harmony", "destiny", "autumn", "skye",
                "storm", "river", "hunter", "chase", "reed", "rowan", "frank", "will", "mark", "guy", "dean",
                "lee", "max", "brown", "green", "white", "black", "young", "hill", "wood", "stone", "bird", "fox",
                "lamb", "page", "bishop", "mason", "baker", "cook", "fisher", "knight", "king", "little", "moody",
                "hardy", "strong", "sharp", "winter", "frost", "day", "bright", "long", "love", "marsh", "field",
                "ford", "cross", "church", "grant", "price", "cash", "bond", "swift", "walker", "turner", "forbes",
                "le", "li", "ng", "can", "ana", "sina", "mele", "kai", "mai", "anh", "bao", "ari", "tia", "moana",
                "wing", "will", "joy", "precious", "favour", "comfort", "blessing", "elizabeth", "victoria",
                "hastings", "ipswich", "nelson", "stuart", "sam", "alex", "charlie", "jordan", "taylor", "riley",
                "paige", "leo", "toby", "bobby", "jamie", "rhea", "laura", "mike", "paul", "roy", "cruz", "silva",
                "costa", "campbell", "fraser", "francis", "bailey", "clarke", "richards", "thompson", "gill", "nair",
                "dale", "spring", "crown", "castle", "manor", "mill", "orchard", "meadow", "station", "railway",
                "mac", "lam", "chan", "can", "van", "wren", "joy"}


def check_record(i, line, stats):
    try:
        r = json.loads(line)
    except ValueError as e:
        err("line %d: bad JSON %s" % (i + 1, e))
        return None
    if list(r.keys()) != ["id", "text", "spans", "meta"]:
        err("line %d: keys %s" % (i + 1, list(r.keys())))
    nid = "dev424-%04d" % (i + 1)
    if r.get("id") != nid:
        err("line %d: id %r != %r" % (i + 1, r.get("id"), nid))
    t = r["text"]
    m = r["meta"]
    if set(m.keys()) != {"source", "genre", "lowercase", "country"} or m["source"] != "dev424-en":
        err("%s: bad meta %r" % (nid, m))
    if not isinstance(m.get("lowercase"), bool):
        err("%s: lowercase not bool" % nid)
    if m.get("lowercase") and t != t.lower():
        err("%s: lowercase note has upper-case characters" % nid)
    prev_end = -1
    prev_start = -1
    covered = [False] * len(t)
    for s in r["spans"]:
        if list(s.keys()) != ["start", "end", "label", "type", "text"]:
            err("%s: span keys %s" % (nid, list(s.keys())))
            continue
        a, b, typ, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
        if typ not in LABEL or LABEL[typ] != lab:
            err("%s: bad label/type %s/%s" % (nid, lab, typ))
        if not (0 <= a < b <= len(t)):
            err("%s: bad offsets %d-%d" % (nid, a, b))
            continue
        if t[a:b] != st:
            err("%s: span text mismatch %r vs %r" % (nid, t[a:b], st))
        if a < prev_start:
            err("%s: spans not sorted at %d" % (nid, a))
        if a < prev_end:
            err("%s: overlapping spans at %d" % (nid, a))
        prev_start, prev_end = a, b
        if st != st.strip():
            err("%s: whitespace at span edge %r" % (nid, st))
        if st[0] in BAD_EDGE and not (st[0] == "(" and typ in ("PHONE", "FAX") and ")" in st):
            err("%s: punctuation at span start %r" % (nid, st))
        if st[-1] in BAD_EDGE and not (st[-1] == "'" and typ not in ("PATIENT", "DOCTOR", "FAMILY")):
            err("%s: punctuation at span end %r" % (nid, st))
        if st[-1] == "." and not re.search(r"(^|[\s.])[A-Za-z]\.$", st):
            err("%s: full stop at span end %r" % (nid, st))
        if a > 0 and (t[a - 1].isalnum()) and typ not in ("AGE",):
            err("%s: span starts inside a word %r" % (nid, t[max(0, a - 5):b]))
        if b < len(t) and t[b].isalnum() and typ not in ("AGE",):
            err("%s: span ends inside a word %r" % (nid, t[a:b + 5]))
        for k in range(a, b):
            covered[k] = True
        check_value(nid, typ, st)
        stats["types"][typ] += 1
        stats["labels"][lab] += 1
    check_leaks(nid, r, covered)
    return r


def check_value(nid, typ, st):
    low = st.lower()
    if typ in ("PHONE", "FAX") and "555" not in st:
        err("%s: %s without 555: %r" % (nid, typ, st))
    if typ == "EMAIL":
        if "@" not in st or not st.split("@")[1].lower().endswith(ALLOWED_DOMAINS):
            err("%s: e-mail domain %r" % (nid, st))
    if typ == "URL":
        host = re.sub(r"^https?://", "", low).split("/")[0]
        if not any(host == dmn or host.endswith("." + dmn) for dmn in ALLOWED_DOMAINS):
            err("%s: URL host %r" % (nid, st))
    if typ == "IPADDR":
        try:
            if not ipaddress.ip_address(st).is_private or not (
                    st.startswith("10.") or st.startswith("192.168.") or
                    ipaddress.ip_address(st) in ipaddress.ip_network("172.16.0.0/12")):
                err("%s: IP not private %r" % (nid, st))
        except ValueError:
            err("%s: bad IP %r" % (nid, st))
    if typ == "SSN":
        dg = re.sub(r"\D", "", st)
        if not (dg.startswith("9") or dg.startswith("000")):
            err("%s: SSN-like number must start with 9 or 000: %r" % (nid, st))
    if typ == "AGE" and not (st.isdigit() or re.match(r"^[a-z]+(-[a-z]+)?$", low)):
        err("%s: odd AGE %r" % (nid, st))


LEAK_RES = [
    ("date", re.compile(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b")),
    ("date", re.compile(r"\b(January|February|March|April|June|July|August|September|October|November|December)"
                        r" (19|20)\d\d\b", re.I)),
    ("age", re.compile(r"\b\d{1,2}(?=[- ]?(year|yr)s?[- ]old\b)", re.I)),
    ("age", re.compile(r"(?<=\baged )\d{1,2}\b|(?<=\bage )\d{1,2}\b", re.I)),
    ("email", re.compile(r"\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b")),
    ("url", re.compile(r"\b(https?://|www\.)\S+", re.I)),
    ("ip", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("phone", re.compile(r"\b\d{2,5}[ -.]?555[ -.]?\d{3,4}\b")),
]


def check_leaks(nid, r, covered):
    t = r["text"]
    for kind, rx in LEAK_RES:
        for m in rx.finditer(t):
            if not any(covered[m.start():m.end()]):
                err("%s: unannotated %s %r" % (nid, kind, m.group(0)))
    # any name value of this note appearing elsewhere without a span
    names = set()
    for s in r["spans"]:
        if s["type"] in ("PATIENT", "FAMILY", "DOCTOR"):
            for part in re.split(r"[ ,.]+", s["text"]):
                if len(part) >= 3 and part.lower() not in SHARED_WORDS:
                    names.add(part)
    flags = 0 if not r["meta"]["lowercase"] else re.I
    for nm in sorted(names):
        for m in re.finditer(r"(?<![\w'])" + re.escape(nm) + r"(?![\w])", t, flags):
            if not any(covered[m.start():m.end()]):
                err("%s: name %r appears without a span at %d: %r" % (
                    nid, nm, m.start(), t[max(0, m.start() - 20):m.end() + 20]))


def check_readme(stats, n, nspans):
    if not os.path.exists(README):
        err("README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != "# dev424_en: independent English clinical PHI evaluation set":
        err("README line 1 wrong")
    if len(lines) < 2 or lines[1] != "> **Status:** written for a decision; not yet scored. Never trained on.":
        err("README line 2 wrong")
    body = "\n".join(lines)
    if "Conventions chosen where the guideline leaves room:" not in lines:
        err("README conventions line missing")
    else:
        k = lines.index("Conventions chosen where the guideline leaves room:")
        if not any(l.startswith("- ") for l in lines[k + 1:]):
            err("README has no convention bullets")
    for num in ("%d notes" % n, "%d spans" % nspans):
        if num not in body.replace(",", ""):
            err("README does not state %r" % num)
    for typ, cnt in sorted(stats["types"].items()):
        if "%s %d" % (typ, cnt) not in body:
            err("README count for %s (%d) missing or stale" % (typ, cnt))


def rebuild(outdir):
    os.makedirs(outdir, exist_ok=True)
    ref = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        p = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode != 0:
            err("rebuild under PYTHONHASHSEED=%s failed: %s" % (seed, p.stderr.decode()[-500:]))
            continue
        if open(out, "rb").read() != ref:
            err("rebuild under PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical" % seed)


def main(argv):
    stats = {"types": collections.Counter(), "labels": collections.Counter()}
    if not os.path.exists(NOTES):
        print("FAIL: notes.jsonl missing")
        return 1
    recs = []
    with open(NOTES, encoding="utf-8") as f:
        for i, line in enumerate(f):
            r = check_record(i, line, stats)
            if r:
                recs.append(r)
    n = len(recs)
    nspans = sum(len(r["spans"]) for r in recs)
    mean = sum(len(r["text"]) for r in recs) / float(max(n, 1))
    nlow = sum(1 for r in recs if r["meta"]["lowercase"])
    genres = collections.Counter(r["meta"]["genre"] for r in recs)
    countries = collections.Counter(r["meta"]["country"] for r in recs)
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d)" % (n, need))
    if nspans < 8000:
        err("only %d spans" % nspans)
    for typ in sorted(LABEL):
        if stats["types"][typ] < 15:
            err("type %s only %d times" % (typ, stats["types"][typ]))
    big = [g for g, k in genres.items() if k >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    share = nlow / float(max(n, 1))
    if not 0.13 <= share <= 0.20:
        err("lower-case share %.3f not about one in six" % share)
    for fn in sorted(os.listdir(HERE)):
        if fn.endswith(".py") and os.path.getsize(os.path.join(HERE, fn)) >= 30 * 1024:
            err("module %s is 30 KB or more" % fn)
    check_readme(stats, n, nspans)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1])
    print("notes %d, spans %d, mean length %.0f, lower-case %d (%.1f%%)" % (n, nspans, mean, nlow, 100 * share))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genres.items())))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(countries.items())))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(stats["labels"].items())))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(stats["types"].items())))
    if ERR:
        print("FAIL: %d problem(s)" % len(ERR))
        return 1
    print("OK: %d notes, %d spans, %d types, %d genres" % (n, nspans, len(stats["types"]), len(genres)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
