"""Validate bench/dev422_en. Last line printed starts with OK or FAIL.

usage: python3 build/check.py [--rebuild DIR]
  --rebuild DIR  also rebuild the set under PYTHONHASHSEED=1 and 2 into DIR and require byte-identical output.
"""
import ipaddress
import json
import os
import re
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
OK_DOMAINS = ("example.com", "example.org", "example.net")
INITIAL_END = re.compile(r"(^|[\s.])[^\W\d_]\.$")
EMAIL_RX = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
URL_RX = re.compile(r"(https?://|www\.)\S+")
IP_RX = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
PHONE_RX = re.compile(r"\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b")
TITLE = "# dev422_en: independent English clinical PHI evaluation set"
STATUS = "> **Status:** written for a decision; not yet scored. Never trained on."

errors = []
warnings = []


def err(msg):
    if len(errors) < 60:
        print("ERROR:", msg)
    errors.append(msg)


def covered(spans, a, b, types=None):
    for s in spans:
        if s["start"] <= a and b <= s["end"] and (types is None or s["type"] in types):
            return True
    return False


def check_span_shape(nid, text, s):
    t = s["text"]
    typ = s["type"]
    if not t:
        err("%s empty span" % nid)
        return
    if t != t.strip() or "\n" in t:
        err("%s span with blank/newline %r" % (nid, t))
    first, last = t[0], t[-1]
    if not first.isalnum() and not (typ in ("PHONE", "FAX") and first in "(+"):
        err("%s span starts with punctuation %r (%s)" % (nid, t, typ))
    if not last.isalnum():
        if not (last == "." and s["label"] == "NAME" and INITIAL_END.search(t)):
            err("%s span ends with punctuation %r (%s)" % (nid, t, typ))
    a, b = s["start"], s["end"]
    if a > 0 and b < len(text) and text[a - 1].isalnum() and first.isalnum():
        err("%s span starts inside a word %r" % (nid, t))
    if b < len(text) and text[b].isalnum() and last.isalnum() and not (typ == "AGE" and text[b].isalpha()):
        err("%s span ends inside a word %r" % (nid, t))


def check_contact(nid, s):
    t, typ = s["text"], s["type"]
    if typ in ("PHONE", "FAX"):
        if "555" not in re.sub(r"\D", "", t):
            err("%s %s without 555: %r" % (nid, typ, t))
    elif typ == "EMAIL":
        dom = t.rsplit("@", 1)[-1].lower()
        if "@" not in t or dom not in OK_DOMAINS:
            err("%s bad e-mail %r" % (nid, t))
    elif typ == "URL":
        host = re.sub(r"^https?://", "", t.lower()).split("/")[0]
        if not any(host == d or host.endswith("." + d) for d in OK_DOMAINS):
            err("%s bad URL %r" % (nid, t))
    elif typ == "IPADDR":
        try:
            ip = ipaddress.ip_address(t)
            nets = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]
            if not any(ip in n for n in nets):
                err("%s public IP %r" % (nid, t))
        except ValueError:
            err("%s invalid IP %r" % (nid, t))
    elif typ == "SSN":
        dg = re.sub(r"\D", "", t)
        if not (dg.startswith("9") or dg.startswith("000")):
            err("%s SSN not starting with 9/000 %r" % (nid, t))


def check_notes():
    if not os.path.exists(NOTES):
        err("notes.jsonl missing")
        return None
    notes = []
    with open(NOTES, encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            try:
                nt = json.loads(line)
            except ValueError:
                err("line %d is not JSON" % (i + 1))
                continue
            notes.append(nt)
    for i, nt in enumerate(notes):
        if list(nt.keys()) != ["id", "text", "spans", "meta"]:
            err("note %d keys %s" % (i, list(nt.keys())))
            continue
        nid = nt["id"]
        if nid != "dev422-%04d" % (i + 1):
            err("bad id %s at %d" % (nid, i))
        m = nt["meta"]
        if sorted(m.keys()) != ["country", "genre", "lowercase", "source"] or m["source"] != "dev422-en" \
                or not isinstance(m["lowercase"], bool) or not m["genre"] or not m["country"]:
            err("%s bad meta %r" % (nid, m))
        text = nt["text"]
        if m.get("lowercase") and text != text.lower():
            err("%s flagged lower case but is not" % nid)
        if not m.get("lowercase") and text == text.lower():
            err("%s not flagged lower case but is" % nid)
        prev_end = -1
        prev_start = -1
        for s in nt["spans"]:
            if list(s.keys()) != ["start", "end", "label", "type", "text"]:
                err("%s span keys %s" % (nid, list(s.keys())))
                continue
            if s["type"] not in TYPES or TYPES[s["type"]] != s["label"]:
                err("%s bad label/type %s/%s" % (nid, s["label"], s["type"]))
            if not (0 <= s["start"] < s["end"] <= len(text)) or text[s["start"]:s["end"]] != s["text"]:
                err("%s offsets do not match %r" % (nid, s["text"]))
                continue
            if s["start"] < prev_start:
                err("%s spans not sorted" % nid)
            if s["start"] < prev_end:
                err("%s overlapping spans at %d" % (nid, s["start"]))
            prev_end = max(prev_end, s["end"])
            prev_start = s["start"]
            check_span_shape(nid, text, s)
            check_contact(nid, s)
        # leak scan: contact-shaped strings outside spans
        sp = nt["spans"]
        for rx, types, what in ((EMAIL_RX, {"EMAIL"}, "e-mail"), (URL_RX, {"URL"}, "URL"), (IP_RX, {"IPADDR"}, "IP"),
                                (PHONE_RX, None, "phone-shaped number")):
            for mt in rx.finditer(text):
                a, b = mt.start(), mt.end()
                while b > a and text[b - 1] in ".,;)":
                    b -= 1
                if not covered(sp, a, b, types):
                    err("%s unannotated %s %r" % (nid, what, text[a:b]))
        # every occurrence of a patient's full name should be annotated
        for s in sp:
            if s["type"] == "PATIENT" and " " in s["text"] and "," not in s["text"]:
                for mt in re.finditer(re.escape(s["text"]), text):
                    if not covered(sp, mt.start(), mt.end()):
                        warnings.append("%s unannotated repeat of %r" % (nid, s["text"]))
    return notes


def check_stats(notes):
    n = len(notes)
    spans = [s for nt in notes for s in nt["spans"]]
    mean = sum(len(nt["text"]) for nt in notes) / max(1, n)
    need = 600 if mean < 1200 else 330
    if n < need:
        err("only %d notes (need %d)" % (n, need))
    if len(spans) < 8000:
        err("only %d spans" % len(spans))
    tc = Counter(s["type"] for s in spans)
    for t in sorted(TYPES):
        if tc[t] < 15:
            err("type %s only %d times" % (t, tc[t]))
    gc = Counter(nt["meta"]["genre"] for nt in notes)
    big = [g for g in sorted(gc) if gc[g] >= 30]
    if len(big) < 10:
        err("only %d genres with >= 30 notes" % len(big))
    low = sum(1 for nt in notes if nt["meta"]["lowercase"])
    share = low / max(1, n)
    if not (0.13 <= share <= 0.21):
        err("lower-case share %.3f not about one in six" % share)
    print("notes %d, spans %d, mean length %.0f, lower case %d (%.1f%%)" % (n, len(spans), mean, low, 100 * share))
    print("genres: " + ", ".join("%s %d" % (g, gc[g]) for g in sorted(gc)))
    print("types: " + ", ".join("%s %d" % (t, tc[t]) for t in sorted(tc)))
    return n, len(spans)


def check_files(n, nspans):
    for f in ("make.py", "check.py"):
        if not os.path.exists(os.path.join(HERE, f)):
            err("build/%s missing" % f)
    for f in sorted(os.listdir(HERE)):
        if f.endswith(".py") and os.path.getsize(os.path.join(HERE, f)) >= 30 * 1024:
            err("module %s is 30 KB or more" % f)
    if not os.path.exists(README):
        err("README.md missing")
        return
    lines = open(README, encoding="utf-8").read().split("\n")
    if lines[0] != TITLE:
        err("README line 1 wrong")
    if len(lines) < 2 or lines[1] != STATUS:
        err("README line 2 wrong")
    body = [ln for ln in lines[2:] if ln.strip()]
    if not body or body[0].startswith("-") or body[0].startswith("#"):
        err("README paragraph missing")
    try:
        k = lines.index("Conventions chosen where the guideline leaves room:")
        if not any(ln.startswith("- ") for ln in lines[k + 1:]):
            err("README conventions have no bullets")
    except ValueError:
        err("README conventions line missing")
    if body and ("%d notes" % n not in body[0] or "%d spans" % nspans not in body[0]):
        err("README counts do not match notes.jsonl")


def rebuild(dirpath):
    os.makedirs(dirpath, exist_ok=True)
    ref = open(NOTES, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), out], env=env, capture_output=True, text=True)
        if r.returncode != 0:
            err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr[-400:]))
            continue
        if open(out, "rb").read() != ref:
            err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
        else:
            print("rebuild PYTHONHASHSEED=%s: identical" % seed)


def main():
    args = sys.argv[1:]
    notes = check_notes()
    if notes:
        n, ns = check_stats(notes)
        check_files(n, ns)
    if "--rebuild" in args:
        i = args.index("--rebuild")
        if i + 1 >= len(args):
            err("--rebuild needs a directory")
        else:
            rebuild(args[i + 1])
    if warnings:
        print("warnings: %d (first: %s)" % (len(warnings), warnings[0]))
    if errors:
        print("FAIL: %d problem(s)" % len(errors))
        sys.exit(1)
    print("OK: %d notes, %d spans, all checks passed" % (len(notes), sum(len(x["spans"]) for x in notes)))


if __name__ == "__main__":
    main()
