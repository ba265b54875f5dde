#!/usr/bin/env python3
"""Validate bench/dev420_en (notes.jsonl, README.md, build modules).

    python3 build/check.py                 # validate
    python3 build/check.py --rebuild DIR   # also rebuild twice (PYTHONHASHSEED=1,2)
                                           # into DIR and require byte-identity

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
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
COUNTRIES = {"US", "UK", "CA", "AU", "IE"}
EX_DOMAINS = ("example.com", "example.org", "example.net")
LINE1 = "# dev420_en: independent English clinical PHI evaluation set"
LINE2 = "> **Status:** written for a decision; not yet scored. Never trained on."

EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s)\"';,]+|\b[a-z0-9.-]*example\.(?:com|org|net)/[^\s)\"';,]*", re.I)
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
PHONE_RE = re.compile(r"(?<!\d)(?:\+\d{1,3}[ -])?\(?\d{2,5}\)?[ .-]\d{3,4}[ .-]?\d{3,4}(?!\d)")

errors = []


def err(msg):
    if len(errors) < 60:
        print("  error:", msg)
    errors.append(msg)


def edge_ok(sp):
    t, typ = sp["text"], sp["type"]
    first = t[0].isalnum() or (typ in ("PHONE", "FAX") and t[0] in "(+")
    last = t[-1].isalnum() or (LABEL_OF[typ] == "NAME" and typ != "USERNAME" and t[-1] == "." and len(t) >= 2
                                and t[-2].isalpha() and (len(t) == 2 or not t[-3].isalpha()))
    return first and last


def covered(spans, s, e, typ=None):
    for sp in spans:
        if sp["start"] <= s and e <= sp["end"] and (typ is None or sp["type"] == typ):
            return True
    return False


def check_contact(nid, sp):
    t, typ = sp["text"], sp["type"]
    if typ in ("PHONE", "FAX") and "555" not in t:
        err("%s: %s without 555: %r" % (nid, typ, t))
    if typ == "EMAIL":
        m = re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9.-]+)", t.lower())
        if not m or m.group(1) not in EX_DOMAINS:
            err("%s: e-mail outside example domains: %r" % (nid, t))
    if typ == "URL":
        host = re.sub(r"^https?://", "", t.lower()).split("/")[0]
        if not any(host == dm or host.endswith("." + dm) for dm in EX_DOMAINS):
            err("%s: URL outside example domains: %r" % (nid, t))
    if typ == "IPADDR":
        try:
            if not ipaddress.ip_address(t).is_private or t.startswith("127."):
                err("%s: public IP %r" % (nid, t))
        except ValueError:
            err("%s: bad IP %r" % (nid, t))
    if typ == "SSN":
        digits = re.sub(r"\D", "", t)
        if not (digits.startswith("9") or digits.startswith("000")):
            err("%s: SSN-like number not starting 9/000: %r" % (nid, t))


def scan_text(nid, text, spans):
    for m in EMAIL_RE.finditer(text):
        if not covered(spans, m.start(), m.end(), "EMAIL"):
            err("%s: unannotated e-mail %r" % (nid, m.group(0)))
    for m in URL_RE.finditer(text):
        if not covered(spans, m.start(), m.end(), "URL"):
            err("%s: unannotated URL %r" % (nid, m.group(0)))
    for m in IP_RE.finditer(text):
        if all(0 <= int(g) <= 255 for g in m.groups()) and not covered(spans, m.start(), m.end(), "IPADDR"):
            err("%s: unannotated IP %r" % (nid, m.group(0)))
    for m in PHONE_RE.finditer(text):
        if any(sp["start"] < m.end() and m.start() < sp["end"] for sp in spans):
            continue
        if "555" not in m.group(0) and re.search(r"\d{3,}[ .-]\d{3,}[ .-]\d{3,}", m.group(0)) and "x10" not in text[m.start() - 4:m.start()]:
            # long digit groups outside any span would look like a real phone number
            err("%s: phone-like digits outside spans without 555: %r" % (nid, m.group(0)))


def leak_scan(nid, text, spans):
    """Unannotated re-occurrences of an annotated value in the same note."""
    out = []
    vals = sorted({sp["text"] for sp in spans if sp["type"] not in ("AGE", "DATE", "LOCATION_OTHER") and len(sp["text"]) >= 4})
    for v in vals:
        for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
            if not covered(spans, m.start(), m.end()):
                out.append((nid, v, text[max(0, m.start() - 25):m.end() + 25].replace("\n", " | ")))
    return out


def main():
    rebuild = None
    if "--rebuild" in sys.argv:
        rebuild = sys.argv[sys.argv.index("--rebuild") + 1]
    notes = []
    with open(NOTES, encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            try:
                notes.append(json.loads(line))
            except ValueError:
                err("line %d: not JSON" % (i + 1))
    genres, labels, types, countries = (collections.Counter() for _ in range(4))
    total_spans = total_chars = lower = 0
    leaks = []
    for i, n in enumerate(notes):
        nid = n.get("id")
        if set(n) != {"id", "text", "spans", "meta"}:
            err("%s: keys %s" % (nid, sorted(n)))
            continue
        if nid != "dev420-%04d" % (i + 1):
            err("bad id %r at line %d" % (nid, i + 1))
        meta, text, spans = n["meta"], n["text"], n["spans"]
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta["source"] != "dev420-en":
            err("%s: meta %r" % (nid, meta))
        if not isinstance(meta.get("lowercase"), bool) or not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            err("%s: meta types" % nid)
        if meta.get("country") not in COUNTRIES:
            err("%s: country %r" % (nid, meta.get("country")))
        if meta.get("lowercase"):
            lower += 1
            if text != text.lower():
                err("%s: lowercase note has capitals" % nid)
        genres[meta.get("genre")] += 1
        countries[meta.get("country")] += 1
        total_chars += len(text)
        prev_end, prev_start = 0, -1
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (nid, sorted(sp)))
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err("%s: bad offsets %r" % (nid, sp))
                continue
            if text[s:e] != sp["text"]:
                err("%s: text mismatch %r vs %r" % (nid, text[s:e], sp["text"]))
            if s < prev_start:
                err("%s: spans not sorted at %d" % (nid, s))
            if s < prev_end:
                err("%s: overlap at %d" % (nid, s))
            prev_start, prev_end = s, max(prev_end, e)
            if sp["type"] not in LABEL_OF or LABEL_OF[sp["type"]] != sp["label"]:
                err("%s: label/type %s/%s" % (nid, sp["label"], sp["type"]))
                continue
            if sp["text"] != sp["text"].strip() or not edge_ok(sp):
                err("%s: edge blank/punctuation in %r (%s)" % (nid, sp["text"], sp["type"]))
            check_contact(nid, sp)
            labels[sp["label"]] += 1
            types[sp["type"]] += 1
            total_spans += 1
        scan_text(nid, text, spans)
        leaks += leak_scan(nid, text, spans)

    n = len(notes)
    mean = total_chars / n if n else 0
    print("notes %d  spans %d  mean chars %.0f  lowercase %d (%.1f%%)" % (n, total_spans, mean, lower, 100.0 * lower / max(n, 1)))
    print("genres: " + ", ".join("%s %d" % kv for kv in sorted(genres.items())))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(countries.items())))
    print("labels: " + ", ".join("%s %d" % kv for kv in sorted(labels.items())))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(types.items())))
    if not ((n >= 330 and mean >= 1200) or n >= 600):
        err("size: %d notes, mean %.0f" % (n, mean))
    if total_spans < 8000:
        err("only %d spans" % total_spans)
    for t in sorted(LABEL_OF):
        if types[t] < 15:
            err("type %s only %d times" % (t, types[t]))
    if sum(1 for g, k in genres.items() if k >= 30) < 10:
        err("fewer than 10 genres with >=30 notes")
    if not (0.13 <= lower / max(n, 1) <= 0.21):
        err("lowercase share %.3f not about one in six" % (lower / max(n, 1)))
    for v in leaks[:15]:
        print("  note: unannotated repeat of annotated value %r in %s: ...%s..." % (v[1], v[0], v[2]))
    if leaks:
        print("  (%d unannotated repeats listed above are reviewed hard negatives, e.g. eponyms)" % len(leaks))
    # modules
    for fn in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, fn)
        if fn.endswith(".py") and os.path.getsize(p) >= 30 * 1024:
            err("module %s is %d bytes (>= 30 KB)" % (fn, os.path.getsize(p)))
    # README
    if not os.path.exists(README):
        err("README.md missing")
    else:
        lines = open(README, encoding="utf-8").read().split("\n")
        if lines[0] != LINE1:
            err("README line 1")
        if len(lines) < 2 or lines[1] != LINE2:
            err("README line 2")
        if "Conventions chosen where the guideline leaves room:" not in lines:
            err("README conventions line missing")
        else:
            k = lines.index("Conventions chosen where the guideline leaves room:")
            if not any(l.startswith("- ") for l in lines[k + 1:]):
                err("README has no convention bullets")
        body = "\n".join(lines)
        for needle in ("{:,}".format(n), "{:,}".format(total_spans)):
            if needle not in body and needle.replace(",", "") not in body:
                err("README does not state %s" % needle)
    # rebuild
    if rebuild:
        os.makedirs(rebuild, exist_ok=True)
        ref = open(NOTES, "rb").read()
        for seed in ("1", "2"):
            out = os.path.join(rebuild, "notes.seed%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                               capture_output=True, text=True)
            if r.returncode != 0:
                err("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-500:]))
                continue
            same = open(out, "rb").read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    if errors:
        print("FAIL: %d problem(s)" % len(errors))
        sys.exit(1)
    print("OK: %d notes, %d spans, %d genres, all checks passed" % (n, total_spans, len(genres)))


if __name__ == "__main__":
    main()
