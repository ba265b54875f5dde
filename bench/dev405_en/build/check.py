"""Validate bench/dev405_en/notes.jsonl and README.md.

Usage: python3 build/check.py [--rebuild [DIR]] [--notes PATH]

With --rebuild (default DIR /tmp/dev405_tmp) the set is rebuilt twice, under
PYTHONHASHSEED=1 and PYTHONHASHSEED=2, and both outputs must be byte-identical
to notes.jsonl.  DIR is removed afterwards if this script created it.
Prints counts and ends with a line OK or FAIL."""

import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

from doc import TYPE_LABEL  # noqa: E402
from pools_names import WORDLIKE  # noqa: E402

SOURCE = "dev405-en"
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOW_SHARE = (0.13, 0.20)
README_L1 = "# dev405_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status:** written for a decision; not yet scored. Never trained on."
CONV = "Conventions chosen where the guideline leaves room:"
ALLOWED_DOMAINS = ("example.com", "example.org", "example.net")
NAME_TYPES = ("PATIENT", "DOCTOR", "FAMILY")
REPEAT_TYPES = ("CITY", "HOSPITAL", "ORGANIZATION", "MRN", "IDNUM", "PHONE", "FAX", "EMAIL",
                "STREET", "ZIP", "LICENSE", "DEVICE", "VEHICLE", "USERNAME", "SSN", "HEALTHPLAN")
PARTICLES = {"van", "der", "den", "de", "dela", "del", "la", "le", "te", "al", "bin", "da", "dos"}
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s,;)\"']+")
IP_RE = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")
P555_RE = re.compile(r"(?<![\w-])\(?\d[\d ().-]{5,}\d(?![\w-])")


# non-PHI look-alikes counted (outside spans) to report hard negatives
HARD_NEG_RE = re.compile(
    r"Glasgow Coma Scale|Maastricht|Milan criteria|Banff|Berlin definition|Edmonton protocol|"
    r"Kell|Duffy|Kidd|Lewis|Cushing's|Swan-Ganz|Foley|Belzer|Custodiol|Marshall's|Hartmann's|Ringer's|"
    r"Luminex|LifePort|OrganOx|Organ Care System|XVIVO|SherpaPak|LUCAS|Medtronic|Boston Scientific|St Jude|"
    r"AlloSeq|LinkSeq|Addison's|Gilbert's|Crohn's|Raynaud's|Bell's|Graves'|Hashimoto's|Barrett's|Meniere's|"
    r"Christmas disease|Child-Pugh|MELD|UKELD|Remuzzi|Karpinski|King's College|Wilson's|Kidney Donor|"
    r"Church of England|Page \d|\bOR\b|Keppra|Ventolin|Staph|Candida|Klebsiella|Datix|RiskMan|SafeReport|"
    r"Duty Office|Hub|Organ Donor Register|Critical Care|Chaplaincy|H&I|HLA|GCS|DBD|DCD|SNOD|NORS|WLST|BSDT",
    re.IGNORECASE)


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, msg):
        if len(self.errors) < 60:
            print("ERROR:", msg)
        self.errors.append(msg)


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def check_note(ck, i, n):
    want_id = "dev405-%04d" % (i + 1)
    if sorted(n) != ["id", "meta", "spans", "text"]:
        ck.err("%s: bad keys %s" % (want_id, sorted(n)))
        return
    if n["id"] != want_id:
        ck.err("id %s, expected %s" % (n["id"], want_id))
    t = n["text"]
    m = n["meta"]
    if sorted(m) != ["country", "genre", "lowercase", "source"] or m["source"] != SOURCE:
        ck.err("%s: bad meta %r" % (n["id"], m))
    if not isinstance(m.get("lowercase"), bool):
        ck.err("%s: lowercase not bool" % n["id"])
    if m.get("lowercase") and t != t.lower():
        ck.err("%s: flagged lowercase but has capitals" % n["id"])
    if not m.get("lowercase") and t == t.lower():
        ck.err("%s: not flagged lowercase but is" % n["id"])
    prev_end = -1
    prev_start = -1
    for s in n["spans"]:
        if sorted(s) != ["end", "label", "start", "text", "type"]:
            ck.err("%s: bad span keys %r" % (n["id"], s))
            continue
        a, b = s["start"], s["end"]
        if not (0 <= a < b <= len(t)):
            ck.err("%s: offsets out of range %r" % (n["id"], s))
            continue
        if t[a:b] != s["text"]:
            ck.err("%s: text mismatch %r vs %r" % (n["id"], t[a:b], s["text"]))
        if a < prev_start:
            ck.err("%s: spans not sorted" % n["id"])
        if a < prev_end:
            ck.err("%s: overlapping spans at %d" % (n["id"], a))
        prev_start, prev_end = a, b
        if TYPE_LABEL.get(s["type"]) != s["label"]:
            ck.err("%s: bad label/type %s/%s" % (n["id"], s["label"], s["type"]))
        v = s["text"]
        if v != v.strip():
            ck.err("%s: whitespace edge %r" % (n["id"], v))
        if v[0] in ",;:.\"'[" or v[-1] in ",;:\"'[]":
            ck.err("%s: punctuation edge %r" % (n["id"], v))
        if v[-1] == "." and not re.fullmatch(r"(?:[A-Za-z]\.){2,}", v):
            ck.err("%s: trailing full stop %r" % (n["id"], v))
        if v[-1] == ")" and "(" not in v:
            ck.err("%s: unbalanced bracket %r" % (n["id"], v))
        check_value(ck, n["id"], s["type"], v)
    check_contacts_in_text(ck, n)
    check_repeats(ck, n)


def check_value(ck, nid, typ, v):
    lv = v.lower()
    if typ in ("PHONE", "FAX") and "555" not in v:
        ck.err("%s: %s without 555: %r" % (nid, typ, v))
    if typ == "EMAIL" and not lv.split("@")[-1] in ALLOWED_DOMAINS:
        ck.err("%s: e-mail domain %r" % (nid, v))
    if typ == "URL":
        host = re.sub(r"^https?://", "", lv).split("/")[0]
        if not any(host == d or host.endswith("." + d) for d in ALLOWED_DOMAINS):
            ck.err("%s: URL host %r" % (nid, v))
    if typ == "IPADDR":
        try:
            ok = ipaddress.ip_address(v).is_private and not ipaddress.ip_address(v).is_loopback
            ok = ok and (v.startswith("10.") or v.startswith("192.168.")
                         or ipaddress.ip_address(v) in ipaddress.ip_network("172.16.0.0/12"))
        except ValueError:
            ok = False
        if not ok:
            ck.err("%s: IP not private %r" % (nid, v))
    if typ == "SSN" and not (v.startswith("9") or v.startswith("000")):
        ck.err("%s: SSN-like value %r" % (nid, v))


def check_contacts_in_text(ck, n):
    t, spans = n["text"], n["spans"]
    for rx, what in ((EMAIL_RE, "e-mail"), (URL_RE, "URL"), (IP_RE, "IP")):
        for m in rx.finditer(t):
            if not covered(spans, m.start(), m.end()):
                ck.err("%s: unannotated %s %r" % (n["id"], what, m.group(0)))
    for m in P555_RE.finditer(t):
        if "555" in m.group(0) and not covered(spans, m.start() + (m.group(0).find("555")), m.start() + m.group(0).find("555") + 3):
            ck.err("%s: unannotated 555 number %r" % (n["id"], m.group(0)))


def check_repeats(ck, n):
    """Every other occurrence of an annotated value must be annotated too."""
    t, spans = n["text"], n["spans"]
    wordlike = set(w.lower() for w in WORDLIKE)
    probes = set()
    for s in spans:
        if s["type"] in NAME_TYPES:
            for part in re.findall(r"[A-Za-z][A-Za-z'-]+", s["text"]):
                if len(part) >= 3 and part.lower() not in wordlike and part not in PARTICLES:
                    probes.add(part)
        elif s["type"] in REPEAT_TYPES and len(s["text"]) >= 4 and s["text"].lower() not in wordlike:
            probes.add(s["text"])
    for p in sorted(probes):
        for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(p) + r"(?![A-Za-z0-9])", t):
            if not covered(spans, m.start(), m.end()):
                ck.err("%s: unannotated repeat %r at %d" % (n["id"], p, m.start()))


def check_readme(ck, n_notes, n_spans):
    path = os.path.join(ROOT, "README.md")
    if not os.path.exists(path):
        ck.err("README.md missing")
        return
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines[0] != README_L1:
        ck.err("README line 1 wrong")
    if len(lines) < 2 or lines[1] != README_L2:
        ck.err("README line 2 wrong")
    if CONV not in lines:
        ck.err("README lacks conventions line")
    else:
        k = lines.index(CONV)
        if not any(x.startswith("- ") for x in lines[k + 1:k + 3]):
            ck.err("README conventions not followed by bullets")
    body = "\n".join(lines)
    for num, what in ((n_notes, "notes"), (n_spans, "spans")):
        if ("%d %s" % (num, what)) not in body and ("{:,} {}".format(num, what)) not in body:
            ck.err("README does not state %d %s" % (num, what))


def check_modules(ck):
    for f in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, f)
        if f.endswith(".py") and os.path.getsize(p) >= 30 * 1024:
            ck.err("module %s is %d bytes (>= 30 KB)" % (f, os.path.getsize(p)))


def rebuild(ck, notes_path, d):
    created = not os.path.exists(d)
    os.makedirs(d, exist_ok=True)
    ref = open(notes_path, "rb").read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(d, "rebuild_%s.jsonl" % seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], env=env,
                               capture_output=True, text=True)
            if r.returncode != 0:
                ck.err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-500:]))
                continue
            same = open(out, "rb").read() == ref
            print("rebuild PYTHONHASHSEED=%s: %s" % (seed, "identical" if same else "DIFFERENT"))
            if not same:
                ck.err("rebuild with PYTHONHASHSEED=%s differs" % seed)
            os.remove(out)
    finally:
        if created:
            shutil.rmtree(d, ignore_errors=True)


def main(argv):
    notes_path = os.path.join(ROOT, "notes.jsonl")
    rb = None
    i = 1
    while i < len(argv):
        if argv[i] == "--rebuild":
            rb = "/tmp/dev405_tmp"
            if i + 1 < len(argv) and not argv[i + 1].startswith("--"):
                rb = argv[i + 1]
                i += 1
        elif argv[i] == "--notes":
            notes_path = argv[i + 1]
            i += 1
        i += 1
    ck = Checker()
    notes = []
    for ln, line in enumerate(open(notes_path, encoding="utf-8")):
        try:
            notes.append(json.loads(line))
        except ValueError:
            ck.err("line %d not JSON" % (ln + 1))
    for i, n in enumerate(notes):
        check_note(ck, i, n)
    n_notes = len(notes)
    n_spans = sum(len(n["spans"]) for n in notes)
    mean = sum(len(n["text"]) for n in notes) / max(1, n_notes)
    low = sum(1 for n in notes if n["meta"]["lowercase"])
    by_type = collections.Counter(s["type"] for n in notes for s in n["spans"])
    by_label = collections.Counter(s["label"] for n in notes for s in n["spans"])
    by_genre = collections.Counter(n["meta"]["genre"] for n in notes)
    by_country = collections.Counter(n["meta"]["country"] for n in notes)
    print("notes %d | spans %d | mean length %.0f chars | lower-case %d (%.1f%%)"
          % (n_notes, n_spans, mean, low, 100.0 * low / max(1, n_notes)))
    print("genres:", ", ".join("%s %d" % kv for kv in sorted(by_genre.items())))
    print("countries:", ", ".join("%s %d" % kv for kv in sorted(by_country.items())))
    print("labels:", ", ".join("%s %d" % kv for kv in sorted(by_label.items())))
    print("types:", ", ".join("%s %d" % (t, by_type.get(t, 0)) for t in sorted(TYPE_LABEL)))
    need = MIN_NOTES_SHORT if mean < 1200 else MIN_NOTES
    if n_notes < need:
        ck.err("only %d notes (need %d)" % (n_notes, need))
    if n_spans < MIN_SPANS:
        ck.err("only %d spans" % n_spans)
    for t in sorted(TYPE_LABEL):
        if by_type.get(t, 0) < MIN_TYPE:
            ck.err("type %s only %d" % (t, by_type.get(t, 0)))
    big = [g for g, c in sorted(by_genre.items()) if c >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        ck.err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = low / max(1, n_notes)
    if not LOW_SHARE[0] <= share <= LOW_SHARE[1]:
        ck.err("lower-case share %.3f" % share)
    hn = 0
    for n in notes:
        for m in HARD_NEG_RE.finditer(n["text"]):
            if not covered(n["spans"], m.start(), m.end()):
                hn += 1
    print("hard-negative look-alikes outside spans: %d" % hn)
    check_modules(ck)
    check_readme(ck, n_notes, n_spans)
    if rb:
        rebuild(ck, notes_path, rb)
    print("errors: %d" % len(ck.errors))
    print("OK" if not ck.errors else "FAIL")
    return 0 if not ck.errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
