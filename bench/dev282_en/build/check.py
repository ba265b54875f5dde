"""Validate bench/dev282_en/notes.jsonl (author 282).

Usage (from bench/dev282_en):
    python3 build/check.py                 # validate notes.jsonl
    python3 build/check.py --rebuild DIR   # also rebuild twice (PYTHONHASHSEED=1/2) into DIR and compare bytes
"""
import sys

sys.dont_write_bytecode = True

import argparse  # noqa: E402
import collections  # noqa: E402
import ipaddress  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
import subprocess  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.normpath(os.path.join(HERE, "..", "notes.jsonl"))

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
ID_RE = re.compile(r"^dev282-\d{4}$")
COUNTRIES = {"US", "UK", "AU", "CA", "IE", "NZ"}
MAIL_HOST = re.compile(r"^(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$")
URL_RE = re.compile(r"^(?:https?://)?(?P<host>[^/?#:\s]+)(?:[/?#].*)?$", re.I)
END_PUNCT_OK = re.compile(r"(?:\b[A-Za-z]{1,3}\.)$")
FULL_DATE = re.compile(r"\b(?:\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}-\d{2}|\d{1,2} (?:January|February|March|April|May|June|July|"
                       r"August|September|October|November|December) (?:19|20)\d{2})\b", re.I)


class Report:
    def __init__(self):
        self.errors = []

    def err(self, where, msg):
        if len(self.errors) < 200:
            self.errors.append(f"{where}: {msg}")


def private_ip(s):
    try:
        ip = ipaddress.ip_address(s)
    except ValueError:
        return False
    return ip.version == 4 and (ip in ipaddress.ip_network("10.0.0.0/8") or ip in ipaddress.ip_network("192.168.0.0/16")
                                or ip in ipaddress.ip_network("172.16.0.0/12"))


def check_contact(rep, where, sp):
    t, v = sp["type"], sp["text"]
    if t in ("PHONE", "FAX") and "555" not in v:
        rep.err(where, f"{t} without 555: {v!r}")
    if t == "EMAIL":
        if v.count("@") != 1 or not MAIL_HOST.match(v.split("@")[1].lower()):
            rep.err(where, f"email host not example.*: {v!r}")
    if t == "URL":
        m = URL_RE.match(v)
        if not m or not MAIL_HOST.match(m.group("host").lower().removeprefix("www.")):
            rep.err(where, f"url host not example.*: {v!r}")
    if t == "IPADDR" and not private_ip(v):
        rep.err(where, f"IP not private: {v!r}")
    if t == "SSN":
        d = re.sub(r"\D", "", v)
        if not (d.startswith("9") or d.startswith("000")):
            rep.err(where, f"SSN-like value must start with 9 or 000: {v!r}")


def check_file(path, rep):
    notes = []
    with open(path, encoding="utf-8") as fh:
        raw = fh.read()
    if not raw.endswith("\n"):
        rep.err(path, "file must end with newline")
    for ln, line in enumerate(raw.split("\n")[:-1], 1):
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            rep.err(f"line {ln}", f"invalid JSON: {e}")
            continue
        notes.append(rec)
        where = rec.get("id", f"line {ln}")
        if set(rec) != {"id", "text", "spans", "meta"}:
            rep.err(where, f"bad keys {sorted(rec)}")
            continue
        if not ID_RE.match(rec["id"]) or rec["id"] != f"dev282-{ln:04d}":
            rep.err(where, "id format/sequence")
        text = rec["text"]
        if not isinstance(text, str) or not text:
            rep.err(where, "empty text")
            continue
        meta = rec["meta"]
        if set(meta) != {"source", "genre", "lowercase", "country"} or meta.get("source") != "dev282-en":
            rep.err(where, f"bad meta {meta}")
        if not isinstance(meta.get("lowercase"), bool):
            rep.err(where, "meta.lowercase not bool")
        if meta.get("country") not in COUNTRIES:
            rep.err(where, f"bad country {meta.get('country')}")
        if meta.get("lowercase") and text != text.lower():
            rep.err(where, "lowercase note has upper-case characters")
        last_end = -1
        covered = []
        for k, sp in enumerate(rec["spans"]):
            w = f"{where} span {k}"
            if set(sp) != {"start", "end", "label", "type", "text"}:
                rep.err(w, f"bad span keys {sorted(sp)}")
                continue
            s, e = sp["start"], sp["end"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                rep.err(w, "bad offsets")
                continue
            if text[s:e] != sp["text"]:
                rep.err(w, f"text mismatch {text[s:e]!r} != {sp['text']!r}")
            if s < last_end:
                rep.err(w, "spans unsorted or overlapping")
            last_end = e
            if sp["type"] not in TYPE2LABEL or TYPE2LABEL[sp["type"]] != sp["label"]:
                rep.err(w, f"bad label/type {sp['label']}/{sp['type']}")
            v = sp["text"]
            if v != v.strip():
                rep.err(w, f"span starts/ends with whitespace {v!r}")
            if "\n" in v:
                rep.err(w, "span crosses a line break")
            if v[-1] in ",;:" or v[0] in "\"'([{<" or v[-1] in "\"')]}>":
                if not (sp["type"] in ("PHONE", "FAX") and v[0] == "(" and ")" in v):
                    rep.err(w, f"span takes in surrounding punctuation {v!r}")
            if v.endswith(".") and not END_PUNCT_OK.search(v):
                rep.err(w, f"span ends with full stop {v!r}")
            check_contact(rep, w, sp)
            covered.append((s, e))
        # contact-looking strings outside spans are errors; full dates outside spans are reported
        mask = bytearray(len(text))
        for s, e in covered:
            mask[s:e] = b"\x01" * (e - s)
        for m in re.finditer(r"[\w.+-]+@[\w.-]+|example\.(?:com|org|net)", text):
            if not all(mask[m.start():m.end()]):
                rep.err(where, f"contact-like string outside spans: {m.group()!r}")
        for m in FULL_DATE.finditer(text):
            if not all(mask[m.start():m.end()]):
                rep.err(where, f"full calendar date outside spans: {m.group()!r}")
    return notes


def check_sizes(notes, rep):
    n = len(notes)
    spans = [sp for r in notes for sp in r["spans"]]
    mean_len = sum(len(r["text"]) for r in notes) / max(1, n)
    need = 600 if mean_len < 1200 else 330
    if n < need:
        rep.err("size", f"{n} notes < {need} (mean length {mean_len:.0f})")
    if len(spans) < 8000:
        rep.err("size", f"{len(spans)} spans < 8000")
    types = collections.Counter(sp["type"] for sp in spans)
    rich = [t for t, c in types.items() if c >= 15]
    if len(rich) < 29:
        rep.err("size", f"only {len(rich)} fine types with >=15 spans: {sorted(types.items())}")
    genres = collections.Counter(r["meta"]["genre"] for r in notes)
    if sum(1 for c in genres.values() if c >= 30) < 10:
        rep.err("size", f"fewer than 10 genres with >=30 notes: {genres}")
    low = sum(1 for r in notes if r["meta"]["lowercase"])
    share = low / max(1, n)
    if not (0.12 <= share <= 0.22):
        rep.err("size", f"lowercase share {share:.3f} not about 1/6")
    return {"notes": n, "spans": len(spans), "mean_len": round(mean_len), "lowercase": low,
            "labels": dict(sorted(collections.Counter(sp["label"] for sp in spans).items())),
            "types": dict(sorted(types.items())), "genres": dict(sorted(genres.items())),
            "countries": dict(sorted(collections.Counter(r["meta"]["country"] for r in notes).items()))}


def rebuild(outdir, rep):
    os.makedirs(outdir, exist_ok=True)
    with open(NOTES, "rb") as fh:
        ref = fh.read()
    make = os.path.join(HERE, "make.py")
    for seed in ("1", "2"):
        out = os.path.join(outdir, f"notes_hashseed{seed}.jsonl")
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, make, "--out", out], check=True, env=env, stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            rep.err("rebuild", f"PYTHONHASHSEED={seed} output differs from notes.jsonl")
        else:
            print(f"rebuild PYTHONHASHSEED={seed}: byte-identical ({len(got)} bytes)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--file", default=NOTES)
    ap.add_argument("--rebuild", metavar="DIR")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    rep = Report()
    notes = check_file(a.file, rep)
    stats = check_sizes(notes, rep)
    if a.rebuild:
        rebuild(a.rebuild, rep)
    if a.stats or not rep.errors:
        print(json.dumps(stats, indent=1))
    if rep.errors:
        print(f"FAILED with {len(rep.errors)} error(s):")
        for e in rep.errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
