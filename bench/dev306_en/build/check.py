"""Validate bench/dev306_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]

--rebuild DIR  runs make.py twice (PYTHONHASHSEED=1 and =2) into DIR and
               compares both outputs byte for byte with notes.jsonl.
"""
import argparse
import collections
import ipaddress
import json
import os
import re
import string
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"UK", "US", "AU", "CA", "NZ"}
FICT_DOMAINS = ("example.com", "example.org", "example.net")
PUNCT = set(string.punctuation) | set("\u2018\u2019\u201c\u201d\u2013\u2014")
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)

errors = []


def err(msg):
    errors.append(msg)


def fict_host(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in FICT_DOMAINS)


def edge_ok(sp):
    t, typ = sp["text"], sp["type"]
    first, last = t[0], t[-1]
    if first.isspace() or last.isspace():
        return False
    if first in PUNCT:
        if not (typ in ("PHONE", "FAX") and first in "(+"):
            return False
    if last in PUNCT:
        # an initial's full stop belongs to the value: "J.S.", "Maria K.", "U.S.A."
        if not (last == "." and len(t) >= 2 and t[-2].isalpha() and (len(t) == 2 or not t[-3].isalpha())):
            return False
    return True


def check_contact(nid, sp):
    t, typ = sp["text"], sp["type"]
    if typ in ("PHONE", "FAX") and "555" not in t:
        err(f"{nid}: {typ} without 555: {t!r}")
    elif typ == "EMAIL":
        if t.count("@") != 1 or not fict_host(t.split("@")[1]):
            err(f"{nid}: e-mail not on example domains: {t!r}")
    elif typ == "URL":
        host = re.sub(r"^[a-z]+://", "", t.lower()).split("/")[0]
        if not fict_host(host):
            err(f"{nid}: URL not on example domains: {t!r}")
    elif typ == "IPADDR":
        try:
            ok = ipaddress.ip_address(t) in ipaddress.ip_network("10.0.0.0/8") or \
                ipaddress.ip_address(t) in ipaddress.ip_network("172.16.0.0/12") or \
                ipaddress.ip_address(t) in ipaddress.ip_network("192.168.0.0/16")
        except ValueError:
            ok = False
        if not ok:
            err(f"{nid}: IP not private: {t!r}")
    elif typ == "SSN":
        if not (t.startswith("9") or t.startswith("000")):
            err(f"{nid}: SSN-like number must start with 9 or 000: {t!r}")


CONTACT_PATTERNS = [
    ("EMAIL", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")),
    ("URL", re.compile(r"(?:https?://|www\.)\S+|\bexample\.(?:com|org|net)/\S*")),
    ("IPADDR", re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")),
    ("PHONE", re.compile(r"\d*\(?\d*\)?[ .-]?555[ .-]?\d{3,4}")),
]


def covered(spans, a, b):
    return any(s["start"] <= a and b <= s["end"] for s in spans)


def check_unlabelled(nid, text, spans):
    """Contacts and names that occur in the text outside every span."""
    for typ, rx in CONTACT_PATTERNS:
        for m in rx.finditer(text):
            a, b = m.start(), m.end()
            while b > a and text[b - 1] in ".,;)":
                b -= 1
            if not any(s["start"] < b and a < s["end"] for s in spans):
                err(f"{nid}: unlabelled {typ}-like text {text[a:b]!r}")
    words = sorted({w for s in spans if s["type"] in ("PATIENT", "DOCTOR", "FAMILY")
                    for w in re.findall(r"[A-Za-z][A-Za-z'-]{3,}", s["text"])})
    for w in words:
        for m in re.finditer(r"(?<![A-Za-z])" + re.escape(w) + r"(?![A-Za-z])", text):
            if not covered(spans, m.start(), m.end()):
                err(f"{nid}: name part {w!r} at {m.start()} not inside any span")


def check_file(path):
    raw = open(path, "rb").read()
    try:
        lines = raw.decode("utf-8").split("\n")
    except UnicodeDecodeError as e:
        err(f"not UTF-8: {e}")
        return None
    if lines and lines[-1] == "":
        lines.pop()
    else:
        err("file must end with a newline")
    notes = []
    for i, line in enumerate(lines, 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"line {i}: invalid JSON ({e})")
            continue
        notes.append(rec)
    for i, rec in enumerate(notes, 1):
        nid = rec.get("id")
        if set(rec) != {"id", "text", "spans", "meta"}:
            err(f"line {i}: fields {sorted(rec)}")
            continue
        if nid != "dev306-%04d" % i:
            err(f"line {i}: id {nid!r} not sequential (expected dev306-{i:04d})")
        text, spans, meta = rec["text"], rec["spans"], rec["meta"]
        if not isinstance(text, str) or not text:
            err(f"{nid}: empty text")
            continue
        if set(meta) != {"source", "genre", "lowercase", "country"}:
            err(f"{nid}: meta fields {sorted(meta)}")
            continue
        if meta["source"] != "dev306-en":
            err(f"{nid}: meta.source {meta['source']!r}")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err(f"{nid}: meta.genre missing")
        if meta["country"] not in COUNTRIES:
            err(f"{nid}: meta.country {meta['country']!r}")
        if not isinstance(meta["lowercase"], bool):
            err(f"{nid}: meta.lowercase not boolean")
        elif meta["lowercase"] and text != text.lower():
            err(f"{nid}: lowercase note has upper-case characters")
        prev_end = -1
        prev_start = -1
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span fields {sorted(sp)}")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{nid}: bad offsets {s}-{e}")
                continue
            if text[s:e] != sp["text"]:
                err(f"{nid}: span text mismatch at {s}: {text[s:e]!r} != {sp['text']!r}")
            if sp["type"] not in LABEL_OF:
                err(f"{nid}: unknown type {sp['type']!r}")
            elif LABEL_OF[sp["type"]] != sp["label"]:
                err(f"{nid}: label {sp['label']} wrong for type {sp['type']}")
            if s < prev_start:
                err(f"{nid}: spans not sorted at {s}")
            if s < prev_end:
                err(f"{nid}: overlapping spans at {s}")
            prev_start, prev_end = s, max(prev_end, e)
            if not edge_ok(sp):
                err(f"{nid}: whitespace/punctuation at span edge: {sp['text']!r} ({sp['type']})")
            check_contact(nid, sp)
        check_unlabelled(nid, text, spans)
    return notes


def check_sizes(notes):
    n = len(notes)
    mean = sum(len(r["text"]) for r in notes) / max(n, 1)
    need = MIN_NOTES_SHORT if mean < SHORT_MEAN else MIN_NOTES
    if n < need:
        err(f"only {n} notes (need {need} at mean length {mean:.0f})")
    types = collections.Counter(s["type"] for r in notes for s in r["spans"])
    total = sum(types.values())
    if total < MIN_SPANS:
        err(f"only {total} spans (need {MIN_SPANS})")
    for t in sorted(LABEL_OF):
        if types[t] < MIN_PER_TYPE:
            err(f"type {t}: {types[t]} spans (need {MIN_PER_TYPE})")
    genres = collections.Counter(r["meta"]["genre"] for r in notes)
    big = [g for g in sorted(genres) if genres[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    low = sum(1 for r in notes if r["meta"]["lowercase"])
    frac = low / max(n, 1)
    if not (LOWER_RANGE[0] <= frac <= LOWER_RANGE[1]):
        err(f"lower-case share {frac:.3f} outside {LOWER_RANGE}")
    return n, mean, total, types, genres, low


def rebuild(dirpath, notes_path):
    os.makedirs(dirpath, exist_ok=True)
    ref = open(notes_path, "rb").read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, f"notes_seed{seed}.jsonl")
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        if open(out, "rb").read() != ref:
            err(f"rebuild with PYTHONHASHSEED={seed} differs from {notes_path}")
        else:
            print(f"rebuild PYTHONHASHSEED={seed}: identical")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    args = ap.parse_args()
    notes = check_file(args.notes)
    if notes is not None:
        n, mean, total, types, genres, low = check_sizes(notes)
        print(f"notes {n}, mean chars {mean:.0f}, spans {total}, lower-case notes {low}")
        labels = collections.Counter()
        for t in sorted(types):
            labels[LABEL_OF[t]] += types[t]
        print("labels: " + ", ".join(f"{k} {labels[k]}" for k in sorted(labels)))
        print("types: " + ", ".join(f"{k} {types[k]}" for k in sorted(types)))
        print("genres: " + "; ".join(f"{k} {genres[k]}" for k in sorted(genres)))
        countries = collections.Counter(r["meta"]["country"] for r in notes)
        print("countries: " + ", ".join(f"{k} {countries[k]}" for k in sorted(countries)))
    if args.rebuild:
        rebuild(args.rebuild, args.notes)
    if errors:
        for e in errors[:200]:
            print("ERROR", e)
        print(f"{len(errors)} error(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
