"""Validate bench/dev404_en (notes.jsonl, README.md, build/) and optionally
rebuild twice under different hash seeds.

Usage: python3 build/check.py [--rebuild [DIR]]   (DIR defaults to /tmp/dev404_tmp)
Prints counts; the last line is OK or FAIL."""
import argparse
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
sys.path.insert(0, HERE)

from note import LABEL_OF, TYPES  # noqa: E402
from pools_names import WORDLIKE  # noqa: E402

NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
LINE1 = "# dev404_en: independent English clinical PHI evaluation set"
LINE2 = "> **Status:** written for a decision; not yet scored. Never trained on."
COUNTRIES = {"UK", "IE", "AU", "NZ", "CA", "US"}
EX_DOMAIN = re.compile(r"^(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
# single tokens that are ordinary words, eponyms or places used in plain text here
COMMON = {w.lower() for w in WORDLIKE} | {
    "street", "bath", "reading", "hope", "march", "sale", "deal", "ware", "wells", "normal", "independence",
    "orange", "victoria", "nelson", "mold", "hull", "cambridge", "bouchard", "wellington", "lincoln", "madison",
    "jefferson", "franklin", "main", "park", "summit", "ridge", "sarah"}
HARD_NEG = [
    "methotrexate", "sulfasalazine", "hydroxychloroquine", "leflunomide", "adalimumab", "etanercept", "certolizumab",
    "golimumab", "infliximab", "tocilizumab", "sarilumab", "abatacept", "rituximab", "baricitinib", "tofacitinib",
    "upadacitinib", "filgotinib", "prednisolone", "depo-medrone", "kenalog", "triamcinolone", "lidocaine", "folic acid",
    "amgevita", "imraldi", "hulio", "humira", "benepali", "enbrel", "cimzia", "remsima", "truxima", "roactemra",
    "das28", "cdai", "sdai", "haq-di", "rapid3", "crp", "esr", "alt", "egfr", "mcv", "anti-ccp", "quantiferon",
    "hbsag", "frax", "qrisk3", "dexa", "eular", "acr", "nice", "bsr", "pbs", "pharmac", "omeract", "power doppler",
    "heberden", "bouchard", "tinel", "phalen", "finkelstein", "raynaud", "sjogren", "baker's cyst", "felty", "still's",
    "schober", "lachman", "trendelenburg", "romberg", "gottron", "jamar", "cochin", "sarah", "dycem", "futuro",
    "logiq", "aplio", "acuson", "epiq", "alaris", "microlance", "metoject", "shingrix", "zostavax", "ppv23",
    "rheumatology", "radiology", "pharmacy", "outpatients", "day unit", "mg/l", "mm/hr", "x10^9/l", "umol/l",
    "will review", "marked", "frank", "stone", "grace", "reading glasses", "bath board", "green"]


def fail(errs, msg):
    if len(errs) < 60:
        print("ERROR:", msg)
    errs.append(msg)


def covered(spans, a, b):
    for s in spans:
        if s["start"] <= a and b <= s["end"]:
            return True
    return False


def check_span_text(errs, nid, s):
    t = s["text"]
    if t != t.strip():
        fail(errs, "%s: span with edge whitespace %r" % (nid, t))
    pairs = {"(": ")", "[": "]", "{": "}"}
    bad_lead = t[:1] in "\"',;:." or (t[:1] in pairs and pairs[t[:1]] not in t[1:])
    bad_tail = t[-1:] in "\"'([{,;:" or (t[-1:] in ")]}" and {")": "(", "]": "[", "}": "{"}[t[-1]] not in t[:-1])
    if bad_lead or bad_tail:
        fail(errs, "%s: span with edge punctuation %r" % (nid, t))
    if t.endswith(".") and not re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", t):
        fail(errs, "%s: span ends with full stop %r" % (nid, t))


def check_contact(errs, nid, s):
    t, ty = s["text"], s["type"]
    if ty in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", t):
        fail(errs, "%s: %s without 555 %r" % (nid, ty, t))
    if ty == "EMAIL":
        m = re.fullmatch(r"[A-Za-z0-9._%+'-]+@([A-Za-z0-9.-]+)", t)
        if not m or not EX_DOMAIN.match(m.group(1)):
            fail(errs, "%s: e-mail not on example domain %r" % (nid, t))
    if ty == "URL":
        host = re.sub(r"^(?:https?://)?", "", t, flags=re.I).split("/")[0]
        host = re.sub(r"^www\.", "", host, flags=re.I)
        if not EX_DOMAIN.match(host):
            fail(errs, "%s: URL not on example domain %r" % (nid, t))
    if ty == "IPADDR":
        try:
            ok = ipaddress.ip_address(t).is_private and not ipaddress.ip_address(t).is_loopback
        except ValueError:
            ok = False
        ok = ok and (t.startswith("10.") or t.startswith("192.168.") or
                     (t.startswith("172.") and 16 <= int(t.split(".")[1]) <= 31))
        if not ok:
            fail(errs, "%s: IP not private %r" % (nid, t))
    if ty == "SSN":
        dg = re.sub(r"\D", "", t)
        if not (dg.startswith("9") or dg.startswith("000")):
            fail(errs, "%s: SSN not starting with 9/000 %r" % (nid, t))


def check_text(errs, rec):
    nid, text, spans = rec["id"], rec["text"], rec["spans"]
    for m in re.finditer(r"[^\s()<>,;]+@[^\s()<>,;]*[A-Za-z0-9]", text):
        if not covered(spans, m.start(), m.end()):
            fail(errs, "%s: unannotated e-mail %r" % (nid, m.group(0)))
    for m in re.finditer(r"(?:https?://|www\.)\S+", text, re.I):
        if not covered(spans, m.start(), m.end() - (1 if m.group(0)[-1] in ").," else 0)):
            fail(errs, "%s: unannotated URL %r" % (nid, m.group(0)))
    for m in re.finditer(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])", text):
        if not covered(spans, m.start(), m.end()):
            fail(errs, "%s: unannotated IP-like %r" % (nid, m.group(0)))
    for m in re.finditer(r"555", text):
        if not covered(spans, m.start(), m.end()):
            fail(errs, "%s: '555' outside any span at %d" % (nid, m.start()))
    # every other occurrence of an annotated value must be annotated too
    low = rec["meta"]["lowercase"]
    seen = set()
    for s in spans:
        v = s["text"]
        # occupations double as staff roles ("nurse", "pharmacist"), so they are not repeat-checked
        if v in seen or len(v) < 4 or (v.isdigit() and len(v) <= 4) or s["type"] == "PROFESSION":
            continue
        seen.add(v)
        if " " not in v and not re.search(r"\d", v) and v.lower() in COMMON:
            continue
        flags = re.I if low else 0
        for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text, flags):
            if not covered(spans, m.start(), m.end()):
                fail(errs, "%s: unannotated repeat of %s %r at %d" % (nid, s["type"], v, m.start()))


def validate(errs):
    if not os.path.exists(README):
        fail(errs, "README.md missing")
    else:
        lines = open(README, encoding="utf-8").read().split("\n")
        if lines[0] != LINE1:
            fail(errs, "README line 1 wrong")
        if len(lines) < 2 or lines[1] != LINE2:
            fail(errs, "README line 2 wrong")
        if "Conventions chosen where the guideline leaves room:" not in lines:
            fail(errs, "README conventions line missing")
        else:
            i = lines.index("Conventions chosen where the guideline leaves room:")
            if not [l for l in lines[i + 1:] if l.startswith("- ")]:
                fail(errs, "README has no convention bullets")
    for fn in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, fn)
        if os.path.isfile(p) and os.path.getsize(p) >= 30 * 1024:
            fail(errs, "module over 30 KB: %s" % fn)
    recs = []
    with open(NOTES, encoding="utf-8") as f:
        for i, line in enumerate(f):
            rec = json.loads(line)
            recs.append(rec)
            nid = rec.get("id")
            if list(rec) != ["id", "text", "spans", "meta"]:
                fail(errs, "line %d: bad keys %s" % (i + 1, list(rec)))
            if nid != "dev404-%04d" % (i + 1):
                fail(errs, "line %d: bad id %r" % (i + 1, nid))
            meta = rec["meta"]
            if sorted(meta) != ["country", "genre", "lowercase", "source"] or meta["source"] != "dev404-en":
                fail(errs, "%s: bad meta" % nid)
            if meta.get("country") not in COUNTRIES or not isinstance(meta.get("lowercase"), bool):
                fail(errs, "%s: bad meta values" % nid)
            text = rec["text"]
            if meta["lowercase"] != (text == text.lower()):
                fail(errs, "%s: lowercase flag does not match text" % nid)
            prev_end = -1
            prev_start = -1
            for s in rec["spans"]:
                if list(s) != ["start", "end", "label", "type", "text"]:
                    fail(errs, "%s: bad span keys" % nid)
                    continue
                a, b = s["start"], s["end"]
                if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                    fail(errs, "%s: bad offsets %r" % (nid, s))
                    continue
                if text[a:b] != s["text"]:
                    fail(errs, "%s: text mismatch %r" % (nid, s))
                if s["type"] not in LABEL_OF or LABEL_OF[s["type"]] != s["label"]:
                    fail(errs, "%s: bad label/type %r" % (nid, s))
                if a < prev_start:
                    fail(errs, "%s: spans not sorted" % nid)
                if a < prev_end:
                    fail(errs, "%s: overlapping spans at %d" % (nid, a))
                prev_start, prev_end = a, b
                check_span_text(errs, nid, s)
                check_contact(errs, nid, s)
            check_text(errs, rec)
    return recs


def report(errs, recs):
    n = len(recs)
    spans = [s for r in recs for s in r["spans"]]
    mean = sum(len(r["text"]) for r in recs) / max(n, 1)
    lowc = sum(r["meta"]["lowercase"] for r in recs)
    genres = collections.Counter(r["meta"]["genre"] for r in recs)
    countries = collections.Counter(r["meta"]["country"] for r in recs)
    labels = collections.Counter(s["label"] for s in spans)
    types = collections.Counter(s["type"] for s in spans)
    hn = 0
    for r in recs:
        t = r["text"].lower()
        mask = list(t)
        for s in r["spans"]:
            for k in range(s["start"], s["end"]):
                mask[k] = "\0"
        t = "".join(mask)
        for w in HARD_NEG:
            hn += len(re.findall(r"(?<![a-z0-9])" + re.escape(w) + r"(?![a-z0-9])", t))
    print("notes: %d" % n)
    print("spans: %d" % len(spans))
    print("mean note length: %.0f characters" % mean)
    print("lower-case notes: %d (%.1f%%)" % (lowc, 100.0 * lowc / max(n, 1)))
    print("hard-negative term occurrences outside spans: %d" % hn)
    print("genres:", ", ".join("%s %d" % (g, genres[g]) for g in sorted(genres)))
    print("countries:", ", ".join("%s %d" % (c, countries[c]) for c in sorted(countries)))
    print("labels:", ", ".join("%s %d" % (l, labels[l]) for l in sorted(labels)))
    print("types:", ", ".join("%s %d" % (t, types[t]) for t in TYPES))
    if n < 330 or (mean < 1200 and n < 600):
        fail(errs, "too few notes")
    if len(spans) < 8000:
        fail(errs, "too few spans")
    for t in TYPES:
        if types[t] < 15:
            fail(errs, "type %s only %d" % (t, types[t]))
    if sum(1 for g in genres if genres[g] >= 30) < 10:
        fail(errs, "fewer than 10 genres with 30 notes")
    if not 0.12 <= lowc / max(n, 1) <= 0.22:
        fail(errs, "lower-case share off")
    if len(countries) < 4:
        fail(errs, "too few countries")
    if hn < 1000:
        fail(errs, "too few hard negatives")
    if os.path.exists(README):
        rd = open(README, encoding="utf-8").read()
        want = ["%d notes" % n, "{:,} spans".format(len(spans)), "{:,} characters".format(round(mean)),
                "%d notes (%.1f%%)" % (lowc, 100.0 * lowc / max(n, 1))]
        want += ["%s %d" % (g, genres[g]) for g in sorted(genres)]
        want += ["%s %d" % (l, labels[l]) for l in sorted(labels)]
        want += ["%s %d" % (t, types[t]) for t in TYPES]
        for w in want:
            if not re.search(r"(?<![A-Z_])" + re.escape(w) + r"(?!\d)", rd):
                fail(errs, "README does not state %r" % w)


def rebuild(errs, d):
    created = not os.path.exists(d)
    os.makedirs(d, exist_ok=True)
    ref = open(NOTES, "rb").read()
    outs = []
    try:
        for seed in ("1", "2"):
            out = os.path.join(d, "rebuild_hashseed%s.jsonl" % seed)
            outs.append(out)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env, check=True,
                           stdout=subprocess.DEVNULL)
            same = open(out, "rb").read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                fail(errs, "rebuild with PYTHONHASHSEED=%s differs" % seed)
    finally:
        for o in outs:
            if os.path.exists(o):
                os.remove(o)
        if created:
            for root, dirs, files in os.walk(d, topdown=False):
                for f in files:
                    os.remove(os.path.join(root, f))
                for x in dirs:
                    os.rmdir(os.path.join(root, x))
            os.rmdir(d)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev404_tmp", default=None, metavar="DIR")
    args = ap.parse_args()
    errs = []
    recs = validate(errs)
    report(errs, recs)
    if args.rebuild:
        rebuild(errs, args.rebuild)
    print("OK" if not errs else "FAIL")
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main())
