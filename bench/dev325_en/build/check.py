"""Validate bench/dev325_en/notes.jsonl.

Usage: python3 build/check.py [--notes PATH] [--rebuild DIR] [--stats]
  --rebuild DIR  rebuilds the set twice (PYTHONHASHSEED=1 and 2) into DIR and compares byte-for-byte.
"""
import collections
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))

TYPES = {
    "NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"],
    "AGE": ["AGE"],
    "DATE": ["DATE"],
    "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
    "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
    "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
    "PROFESSION": ["PROFESSION"],
}
TYPE2LABEL = {t: lab for lab in sorted(TYPES) for t in TYPES[lab]}
MIN_NOTES, MIN_NOTES_SHORT, MIN_SPANS, MIN_PER_TYPE = 330, 600, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
NOTE_KEYS = {"id", "text", "spans", "meta"}
SPAN_KEYS = {"start", "end", "label", "type", "text"}
META_KEYS = {"source", "genre", "lowercase", "country"}
EXAMPLE_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$")
EMAIL_LIKE = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")
URL_LIKE = re.compile(r"(https?://|www\.)[^\s)]+")
IP_LIKE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")


def private_ip(s):
    try:
        parts = [int(x) for x in s.split(".")]
    except ValueError:
        return False
    if len(parts) != 4 or any(p < 0 or p > 255 for p in parts):
        return False
    a, b = parts[0], parts[1]
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_host(u):
    u = re.sub(r"^https?://", "", u)
    return u.split("/")[0].split("?")[0].split(":")[0].lower()


def check_file(path):
    errs = []
    notes = []
    with open(path, "rb") as fh:
        raw = fh.read()
    if not raw.endswith(b"\n"):
        errs.append("file does not end with newline")
    for ln, line in enumerate(raw.decode("utf-8").split("\n")[:-1], 1):
        try:
            nt = json.loads(line)
        except json.JSONDecodeError as e:
            errs.append("line %d: invalid JSON (%s)" % (ln, e))
            continue
        notes.append(nt)
    ids = set()
    for idx, nt in enumerate(notes, 1):
        where = nt.get("id", "line %d" % idx) if isinstance(nt, dict) else "line %d" % idx
        if not isinstance(nt, dict) or set(nt) != NOTE_KEYS:
            errs.append("%s: note fields %r" % (where, sorted(nt) if isinstance(nt, dict) else nt))
            continue
        if not re.fullmatch(r"dev325-\d{4}", str(nt["id"])):
            errs.append("%s: bad id format" % where)
        if nt["id"] != "dev325-%04d" % idx:
            errs.append("%s: id out of sequence (expected dev325-%04d)" % (where, idx))
        if nt["id"] in ids:
            errs.append("%s: duplicate id" % where)
        ids.add(nt["id"])
        text = nt["text"]
        if not isinstance(text, str) or not text:
            errs.append("%s: empty text" % where)
            continue
        meta = nt["meta"]
        if not isinstance(meta, dict) or set(meta) != META_KEYS:
            errs.append("%s: meta fields %r" % (where, meta))
            continue
        if meta["source"] != "dev325-en":
            errs.append("%s: meta.source" % where)
        if not isinstance(meta["lowercase"], bool):
            errs.append("%s: meta.lowercase not bool" % where)
        if not isinstance(meta["genre"], str) or not isinstance(meta["country"], str):
            errs.append("%s: meta genre/country" % where)
        if meta["lowercase"] and text != text.lower():
            errs.append("%s: lowercase note has upper-case characters" % where)
        if not isinstance(nt["spans"], list):
            errs.append("%s: spans not a list" % where)
            continue
        prev_end = -1
        prev_start = -1
        covered = []
        for s in nt["spans"]:
            if not isinstance(s, dict) or set(s) != SPAN_KEYS:
                errs.append("%s: span fields %r" % (where, s))
                continue
            st, en = s["start"], s["end"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append("%s: bad offsets %r" % (where, s))
                continue
            if text[st:en] != s["text"]:
                errs.append("%s: span text mismatch at %d" % (where, st))
            if s["text"] != s["text"].strip():
                errs.append("%s: span with outer whitespace %r" % (where, s["text"]))
            if s["type"] not in TYPE2LABEL or TYPE2LABEL[s["type"]] != s["label"]:
                errs.append("%s: invalid label/type %s/%s" % (where, s["label"], s["type"]))
            if st < prev_start:
                errs.append("%s: spans not sorted at %d" % (where, st))
            if st < prev_end:
                errs.append("%s: overlapping spans at %d" % (where, st))
            prev_start, prev_end = st, max(prev_end, en)
            if meta["lowercase"] and s["text"] != s["text"].lower():
                errs.append("%s: lowercase note has upper-case span" % where)
            v, t = s["text"], s["type"]
            if t in ("PHONE", "FAX") and "555" not in v:
                errs.append("%s: %s without 555: %r" % (where, t, v))
            if t == "EMAIL":
                if v.count("@") != 1 or not EXAMPLE_DOMAIN.search(v.split("@")[1].lower()):
                    errs.append("%s: non-example email %r" % (where, v))
            if t == "URL" and not EXAMPLE_DOMAIN.search(url_host(v)):
                errs.append("%s: non-example URL %r" % (where, v))
            if t == "IPADDR" and not private_ip(v):
                errs.append("%s: non-private IP %r" % (where, v))
            if t == "SSN":
                d = re.sub(r"[^0-9A-Za-z]", "", v)
                if not (d.startswith("9") or d.startswith("000")):
                    errs.append("%s: SSN-like number not starting with 9/000: %r" % (where, v))
            covered.append((st, en))
        # contacts in the text must all be annotated and fictional
        for rx, what in ((EMAIL_LIKE, "email"), (URL_LIKE, "url"), (IP_LIKE, "ip")):
            for m in rx.finditer(text):
                if not any(a <= m.start() < b for a, b in covered):
                    errs.append("%s: unannotated %s %r" % (where, what, m.group(0)))
    return notes, errs


def stats(notes):
    st = collections.OrderedDict()
    st["notes"] = len(notes)
    st["chars"] = sum(len(n["text"]) for n in notes)
    st["mean_chars"] = st["chars"] / max(1, len(notes))
    st["spans"] = sum(len(n["spans"]) for n in notes)
    st["lowercase"] = sum(1 for n in notes if n["meta"]["lowercase"])
    st["label"] = collections.Counter(s["label"] for n in notes for s in n["spans"])
    st["type"] = collections.Counter(s["type"] for n in notes for s in n["spans"])
    st["genre"] = collections.Counter(n["meta"]["genre"] for n in notes)
    st["country"] = collections.Counter(n["meta"]["country"] for n in notes)
    return st


def check_counts(st):
    errs = []
    need = MIN_NOTES_SHORT if st["mean_chars"] < 1200 else MIN_NOTES
    if st["notes"] < need:
        errs.append("only %d notes (need %d)" % (st["notes"], need))
    if st["spans"] < MIN_SPANS:
        errs.append("only %d spans (need %d)" % (st["spans"], MIN_SPANS))
    for t in sorted(TYPE2LABEL):
        if st["type"][t] < MIN_PER_TYPE:
            errs.append("type %s has %d spans (need %d)" % (t, st["type"][t], MIN_PER_TYPE))
    big = [g for g in sorted(st["genre"]) if st["genre"][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = st["lowercase"] / max(1, st["notes"])
    if not 0.12 <= frac <= 0.22:
        errs.append("lower-case fraction %.3f not about 1/6" % frac)
    return errs


def rebuild(dirpath, notes_path):
    errs = []
    os.makedirs(dirpath, exist_ok=True)
    with open(notes_path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, "-B", os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as fh:
            got = fh.read()
        if got != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, notes_path))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))
    return errs


def main(argv):
    notes_path = os.path.normpath(os.path.join(HERE, "..", "notes.jsonl"))
    if "--notes" in argv:
        notes_path = argv[argv.index("--notes") + 1]
    notes, errs = check_file(notes_path)
    st = stats(notes)
    errs += check_counts(st)
    if "--rebuild" in argv:
        errs += rebuild(argv[argv.index("--rebuild") + 1], notes_path)
    print("notes %d  mean chars %.0f  spans %d  lower-case %d" % (st["notes"], st["mean_chars"], st["spans"], st["lowercase"]))
    if "--stats" in argv:
        for key in ("label", "type", "genre", "country"):
            print(key + ": " + ", ".join("%s %d" % (k, st[key][k]) for k in sorted(st[key])))
    if errs:
        for e in errs[:200]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
