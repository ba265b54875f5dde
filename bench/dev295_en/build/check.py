"""Validate bench/dev295_en/notes.jsonl.

Usage: python3 build/check.py [--notes PATH] [--rebuild DIR]
--rebuild DIR rebuilds the set twice into DIR (PYTHONHASHSEED=1 and 2) and
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

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
COUNTRIES = {"United Kingdom", "United States", "Australia", "Canada", "New Zealand"}
PUNCT = set(string.punctuation)
INITIALS = re.compile(r"^(?:[A-Za-z]\.){1,3}$|^.* [A-Za-z]\.$")
EX_DOMAIN = re.compile(r"(?:^|[.@/])example\.(?:com|org|net)(?:$|[/:?#])")
EMAIL_ANY = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
URL_ANY = re.compile(r"(?:https?://|www\.)[^\s|)]+")
IP_ANY = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")


class Errors:
    def __init__(self):
        self.items = []

    def __call__(self, msg):
        self.items.append(msg)


def edge_ok(sp):
    t = sp["text"]
    first, last = t[0], t[-1]
    if first.isspace() or last.isspace():
        return False
    if first in PUNCT and not (sp["type"] in ("PHONE", "FAX") and first in "(+"):
        return False
    if last in PUNCT and not (sp["label"] == "NAME" and last == "." and INITIALS.match(t)):
        return False
    return True


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check_rows(path, err):
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: invalid JSON ({e})")
    for i, row in enumerate(rows, 1):
        rid = row.get("id")
        where = f"{rid or i}"
        if set(row) != {"id", "text", "spans", "meta"}:
            err(f"{where}: fields {sorted(row)}")
            continue
        if rid != f"dev295-{i:04d}":
            err(f"{where}: id not sequential (expected dev295-{i:04d})")
        text, spans, meta = row["text"], row["spans"], row["meta"]
        if not isinstance(text, str) or not text:
            err(f"{where}: empty text")
            continue
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta.get("source") != "dev295-en":
            err(f"{where}: bad meta {meta}")
        if not isinstance(meta.get("lowercase"), bool) or not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            err(f"{where}: bad meta values")
        if meta.get("country") not in COUNTRIES:
            err(f"{where}: bad country {meta.get('country')}")
        if meta.get("lowercase") and text != text.lower():
            err(f"{where}: lowercase note contains upper-case characters")
        prev_end, prev_start = -1, -1
        for sp in spans:
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{where}: span fields {sorted(sp)}")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{where}: bad offsets {s}-{e}")
                continue
            if text[s:e] != sp["text"]:
                err(f"{where}: span text mismatch at {s}: {text[s:e]!r} vs {sp['text']!r}")
            if s < prev_start:
                err(f"{where}: spans not sorted at {s}")
            if s < prev_end:
                err(f"{where}: overlapping span at {s}")
            prev_start, prev_end = s, e
            if sp["type"] not in TYPES or TYPES[sp["type"]] != sp["label"]:
                err(f"{where}: bad label/type {sp['label']}/{sp['type']}")
                continue
            if not edge_ok(sp):
                err(f"{where}: whitespace/punctuation at span edge {sp['text']!r} ({sp['type']})")
            check_contact(where, sp, err)
        check_text_contacts(where, text, err)
    return rows


def check_contact(where, sp, err):
    t, ty = sp["text"], sp["type"]
    if ty in ("PHONE", "FAX") and "555" not in t:
        err(f"{where}: {ty} without 555: {t!r}")
    if ty == "EMAIL" and not re.search(r"@(?:[\w-]+\.)*example\.(?:com|org|net)$", t):
        err(f"{where}: non-example e-mail {t!r}")
    if ty == "URL" and not EX_DOMAIN.search(t.replace("https://", "/").replace("http://", "/")):
        err(f"{where}: non-example URL {t!r}")
    if ty == "IPADDR" and not private_ip(t):
        err(f"{where}: non-private IP {t!r}")
    if ty == "SSN" and not (t.startswith("9") or t.startswith("000")):
        err(f"{where}: SSN-like number must start with 9 or 000: {t!r}")


def check_text_contacts(where, text, err):
    """Contacts anywhere in the text (labelled or not) must be fictional too."""
    for m in EMAIL_ANY.finditer(text):
        if not re.fullmatch(r"(?:[\w-]+\.)*example\.(?:com|org|net)", m.group(1)):
            err(f"{where}: non-example e-mail in text {m.group(0)!r}")
    for m in URL_ANY.finditer(text):
        u = m.group(0).rstrip(".,;")
        if not EX_DOMAIN.search(u.replace("https://", "/").replace("http://", "/")):
            err(f"{where}: non-example URL in text {u!r}")
    for m in IP_ANY.finditer(text):
        if all(0 <= int(x) <= 255 for x in m.group(1).split(".")) and not private_ip(m.group(1)):
            err(f"{where}: public IP in text {m.group(1)!r}")


def check_size(rows, err):
    n = len(rows)
    chars = sum(len(r["text"]) for r in rows)
    mean = chars / n if n else 0
    spans = [s for r in rows for s in r["spans"]]
    need = 600 if mean < 1200 else 330
    if n < need:
        err(f"size: {n} notes < {need} (mean {mean:.0f} chars)")
    if len(spans) < 8000:
        err(f"size: {len(spans)} spans < 8000")
    tc = collections.Counter(s["type"] for s in spans)
    for t in sorted(TYPES):
        if tc[t] < 15:
            err(f"size: type {t} has {tc[t]} spans < 15")
    gc = collections.Counter(r["meta"]["genre"] for r in rows)
    big = [g for g in sorted(gc) if gc[g] >= 30]
    if len(big) < 10:
        err(f"size: only {len(big)} genres with >= 30 notes")
    low = sum(1 for r in rows if r["meta"]["lowercase"])
    if n and not (0.12 <= low / n <= 0.22):
        err(f"size: lower-case share {low}/{n} not about one in six")
    return {"notes": n, "mean_chars": round(mean), "spans": len(spans), "types": tc, "genres": gc, "lowercase": low,
            "labels": collections.Counter(s["label"] for s in spans),
            "countries": collections.Counter(r["meta"]["country"] for r in rows)}


def rebuild(dirpath, notes, err):
    os.makedirs(dirpath, exist_ok=True)
    with open(notes, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, f"notes_hashseed{seed}.jsonl")
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            got = f.read()
        if got != ref:
            err(f"rebuild: PYTHONHASHSEED={seed} output differs from notes.jsonl")
        else:
            print(f"rebuild PYTHONHASHSEED={seed}: identical ({len(got)} bytes)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", default=os.path.join(ROOT, "notes.jsonl"))
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    err = Errors()
    rows = check_rows(a.notes, err)
    st = check_size(rows, err)
    if a.rebuild:
        rebuild(a.rebuild, a.notes, err)
    print(f"notes {st['notes']}, mean chars {st['mean_chars']}, spans {st['spans']}, lower-case {st['lowercase']}")
    if a.stats:
        print("labels:", dict(sorted(st["labels"].items())))
        print("types:", dict(sorted(st["types"].items())))
        print("genres:", dict(sorted(st["genres"].items())))
        print("countries:", dict(sorted(st["countries"].items())))
    for m in err.items[:50]:
        print("ERROR", m)
    if err.items:
        print(f"{len(err.items)} error(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
