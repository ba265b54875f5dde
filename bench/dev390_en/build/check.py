"""Validate dev390_en/notes.jsonl and its reproducibility.

usage: python3 build/check.py [--rebuild [DIR]] [--notes PATH]

Always rebuilds the set twice (PYTHONHASHSEED=1 and =2) into DIR
(default /tmp/dev390_tmp; DIR is removed afterwards if this script created it)
and requires both rebuilds to be byte-identical to notes.jsonl.
Prints counts per label, type, genre and country; the last line is OK or FAIL."""
import argparse
import collections
import ipaddress
import json
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SETDIR = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
SPAN_KEYS = ["start", "end", "label", "type", "text"]
BAD_FIRST = set(",.;:!?\"')]}")
BAD_LAST = set(",.;:!?\"'([{")
EX_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
URL_RE = re.compile(r"(?:https?://|www\.)[^\s|;,)]+|(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net)\b(?:/[^\s|;,)]*)?",
                    re.I)

HARD_NEG = [
    "Fagerstrom", "Russell Standard", "Buerger", "Raynaud", "Crohn", "Graves'", "Barrett", "Reinke",
    "Dupuytren", "Parkinson", "Glasgow Coma Scale", "Edinburgh Postnatal", "Saving Babies' Lives",
    "varenicline", "Champix", "Chantix", "cytisine", "cytisinicline", "bupropion", "Zyban", "nortriptyline",
    "clozapine", "olanzapine", "theophylline", "warfarin", "salbutamol", "Trimbow", "Fostair", "Clenil",
    "Nicorette", "NiQuitin", "Nicotinell", "Nicabate", "Habitrol", "Nicoderm", "QuitX",
    "Smokerlyzer", "babyCO", "piCObaby", "CO Check Pro", "Vaporesso", "Aspire", "Innokin", "Uwell", "Voopoo",
    "SMOK", "Geekvape", "Lost Vape", "QuitTrack", "Mozilla",
    "FTND", "HSI", "MPSS", "PHQ-9", "GAD-7", "AUDIT-C", "EPDS", "FEV1", "FVC", "SpO2", "BMI", "COHb", "ppm",
    "SNOMED", "ICD-10", "F17.2", "Z72.0", "O99.33", "Z87.891", "CPT", "99406", "99407", "Read",
    "NHS", "NICE", "NCSCT", "MHRA", "OHID", "ASH", "HSE", "TGA", "FDA", "CDC", "USPSTF", "Medicaid", "Medicare",
    "Health Canada", "Smokers' Helpline", "Quitline", "Pharmac", "Te Whatu Ora", "Ministry of Health",
    "Stoptober", "Swap to Stop", "Very Brief Advice", "Fire and Rescue", "EPMA", "TTO", "SDEC",
    "Respiratory", "Maternity", "Cardiology", "AMU", "CCU", "Vascular", "Acute Medicine", "Orthopaedics",
    "Health Visiting", "Mental Health", "Psychiatry", "Gastroenterology", "Care of the Elderly",
    "Ford", "Toyota", "Vauxhall", "Holden", "Hyundai", "Buster", "Tyson", "GP", "PCP", "RN", "RGN", "TTS",
]


def fail(errs, msg):
    if len(errs) < 60:
        print("ERROR:", msg)
    errs.append(msg)


def check_contact(errs, nid, s):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX") and "555" not in re.sub(r"\D", "", v):
        fail(errs, "%s: %s without 555: %r" % (nid, t, v))
    if t == "EMAIL":
        m = EMAIL_RE.fullmatch(v)
        if not m or not EX_DOMAIN.search(m.group(1)):
            fail(errs, "%s: e-mail not on example domain: %r" % (nid, v))
    if t == "URL":
        host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0]
        if not EX_DOMAIN.search(host):
            fail(errs, "%s: URL not on example domain: %r" % (nid, v))
    if t == "IPADDR":
        try:
            ok = ipaddress.ip_address(v).is_private and any(
                ipaddress.ip_address(v) in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
        except ValueError:
            ok = False
        if not ok:
            fail(errs, "%s: IP not private: %r" % (nid, v))
    if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
        fail(errs, "%s: SSN not starting with 9 or 000: %r" % (nid, v))


def check_edges(errs, nid, text, s):
    v = s["text"]
    a, b = s["start"], s["end"]
    if v != v.strip():
        fail(errs, "%s: span with outer whitespace %r" % (nid, v))
        return
    if v[0] in BAD_FIRST or v[-1] in BAD_LAST:
        fail(errs, "%s: span with outer punctuation %r" % (nid, v))
    for o, c in (("(", ")"), ("[", "]")):
        if v.count(o) != v.count(c):
            fail(errs, "%s: unbalanced brackets %r" % (nid, v))
    if a > 0:
        p = text[a - 1]
        if (p.isalpha() and v[0].isalpha()) or (p.isdigit() and v[0].isdigit()):
            fail(errs, "%s: span starts inside a word %r" % (nid, text[max(0, a - 5):b]))
    if b < len(text):
        n = text[b]
        if (n.isalpha() and v[-1].isalpha()) or (n.isdigit() and v[-1].isdigit()):
            fail(errs, "%s: span ends inside a word %r" % (nid, text[a:b + 5]))


def scan_text_contacts(errs, nid, text):
    for m in EMAIL_RE.finditer(text):
        if not EX_DOMAIN.search(m.group(1)):
            fail(errs, "%s: e-mail in text not on example domain: %r" % (nid, m.group(0)))
    for m in URL_RE.finditer(text):
        host = re.sub(r"^https?://", "", m.group(0), flags=re.I).split("/")[0].rstrip(".")
        if not EX_DOMAIN.search(host):
            fail(errs, "%s: web address in text not on example domain: %r" % (nid, m.group(0)))


def validate(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except ValueError:
                fail(errs, "line %d: not JSON" % ln)
    per_label = collections.Counter()
    per_type = collections.Counter()
    per_genre = collections.Counter()
    per_country = collections.Counter()
    nlow = 0
    total_len = 0
    hard = 0
    for i, n in enumerate(notes):
        nid = n.get("id")
        if sorted(n) != ["id", "meta", "spans", "text"]:
            fail(errs, "%s: wrong fields %s" % (nid, sorted(n)))
            continue
        if nid != "dev390-%04d" % (i + 1):
            fail(errs, "note %d: id %r out of sequence" % (i + 1, nid))
        text = n["text"]
        if not isinstance(text, str) or not text:
            fail(errs, "%s: empty text" % nid)
            continue
        total_len += len(text)
        meta = n["meta"]
        if sorted(meta) != ["country", "genre", "lowercase", "source"] or meta["source"] != "dev390-en":
            fail(errs, "%s: bad meta %r" % (nid, meta))
        if meta.get("lowercase") is not (text == text.lower()):
            fail(errs, "%s: meta.lowercase does not match the text" % nid)
        nlow += text == text.lower()
        per_genre[meta.get("genre")] += 1
        per_country[meta.get("country")] += 1
        scan_text_contacts(errs, nid, text)
        prev_end = -1
        prev_start = -1
        covered = []
        for s in n["spans"]:
            if list(s) != SPAN_KEYS:
                fail(errs, "%s: span keys %r" % (nid, list(s)))
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                fail(errs, "%s: bad offsets %r" % (nid, s))
                continue
            if text[a:b] != s["text"]:
                fail(errs, "%s: span text mismatch %r vs %r" % (nid, s["text"], text[a:b]))
            if a < prev_start:
                fail(errs, "%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                fail(errs, "%s: overlapping spans at %d" % (nid, a))
            prev_start, prev_end = a, b
            if TYPES.get(s["type"]) != s["label"]:
                fail(errs, "%s: bad label/type %s/%s" % (nid, s["label"], s["type"]))
            check_edges(errs, nid, text, s)
            check_contact(errs, nid, s)
            per_label[s["label"]] += 1
            per_type[s["type"]] += 1
            covered.append((a, b))
        low = text.lower()
        for term in HARD_NEG:
            for m in re.finditer(r"(?<![A-Za-z])" + re.escape(term.lower()) + r"(?![a-z])", low):
                if not any(a <= m.start() < b for a, b in covered):
                    hard += 1
    nn = len(notes)
    nspans = sum(per_type.values())
    mean = total_len / nn if nn else 0
    print("notes: %d   spans: %d   mean length: %.0f chars   lower-case notes: %d (%.1f%%)" % (
        nn, nspans, mean, nlow, 100.0 * nlow / max(1, nn)))
    print("hard-negative occurrences outside spans: %d" % hard)
    print("\nper label:")
    for k in sorted(per_label):
        print("  %-12s %6d" % (k, per_label[k]))
    print("\nper type:")
    for k in sorted(TYPES):
        print("  %-15s %6d" % (k, per_type[k]))
    print("\nper genre:")
    for k in sorted(per_genre):
        print("  %-26s %4d" % (k, per_genre[k]))
    print("\nper country:")
    for k in sorted(per_country):
        print("  %-16s %4d" % (k, per_country[k]))
    need = 600 if mean < 1200 else 330
    if nn < need:
        fail(errs, "only %d notes (need %d)" % (nn, need))
    if nspans < 8000:
        fail(errs, "only %d spans" % nspans)
    for k in sorted(TYPES):
        if per_type[k] < 15:
            fail(errs, "type %s has %d spans (<15)" % (k, per_type[k]))
    if sum(1 for g in per_genre if per_genre[g] >= 30) < 10:
        fail(errs, "fewer than 10 genres with 30+ notes")
    share = nlow / max(1, nn)
    if not 0.12 <= share <= 0.22:
        fail(errs, "lower-case share %.3f is not about one in six" % share)
    return errs


def module_sizes(errs):
    for f in sorted(os.listdir(HERE)):
        if f.endswith(".py") and os.path.getsize(os.path.join(HERE, f)) >= 30 * 1024:
            fail(errs, "module %s is 30 KB or more" % f)


def rebuild(errs, target, notes_path):
    created = not os.path.exists(target)
    ref = open(notes_path, "rb").read()
    try:
        for seed in ("1", "2"):
            out = os.path.join(target, "hashseed" + seed)
            env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
            subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), out], env=env, check=True,
                           stdout=subprocess.DEVNULL)
            got = open(os.path.join(out, "notes.jsonl"), "rb").read()
            if got != ref:
                fail(errs, "rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
            else:
                print("rebuild with PYTHONHASHSEED=%s: byte-identical" % seed)
            shutil.rmtree(out)
    finally:
        if created and os.path.exists(target):
            shutil.rmtree(target)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rebuild", nargs="?", const="/tmp/dev390_tmp", default="/tmp/dev390_tmp", metavar="DIR")
    ap.add_argument("--notes", default=os.path.join(SETDIR, "notes.jsonl"))
    args = ap.parse_args()
    errs = validate(args.notes)
    module_sizes(errs)
    rebuild(errs, args.rebuild, args.notes)
    print("\n%d problem(s)" % len(errs))
    print("OK" if not errs else "FAIL")
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main())
