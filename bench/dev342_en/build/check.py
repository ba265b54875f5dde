"""Validate bench/dev342_en/notes.jsonl.

usage: python3 build/check.py [--rebuild DIR] [NOTES]

--rebuild DIR rebuilds the set twice (PYTHONHASHSEED=1 and =2) into
DIR/hashseed1 and DIR/hashseed2 and compares both byte-for-byte with
notes.jsonl."""
import collections
import ipaddress
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
FIELDS = {"id", "text", "spans", "meta"}
SPAN_FIELDS = {"start", "end", "label", "type", "text"}
META_FIELDS = {"source", "genre", "lowercase", "country"}
DOMAINS = ("example.com", "example.org", "example.net")
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30

errors = []


def err(msg):
    errors.append(msg)


def host_ok(host):
    host = host.lower().rstrip(".")
    return any(host == d or host.endswith("." + d) for d in DOMAINS)


def url_ok(u):
    m = re.match(r"^(?:https?://)?([^/\s:]+)(?::\d+)?(?:/\S*)?$", u, re.I)
    return bool(m) and host_ok(m.group(1))


def ip_ok(s):
    try:
        a = ipaddress.IPv4Address(s)
    except ValueError:
        return False
    return any(a in ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


def check_note(i, line, ids):
    try:
        n = json.loads(line)
    except json.JSONDecodeError as e:
        err("line %d: invalid JSON (%s)" % (i, e))
        return None
    if not isinstance(n, dict) or set(n) != FIELDS:
        err("line %d: fields %r" % (i, sorted(n) if isinstance(n, dict) else n))
        return None
    nid = n["id"]
    if not isinstance(nid, str) or not re.fullmatch(r"dev342-\d{4}", nid):
        err("line %d: bad id %r" % (i, nid))
    if nid in ids:
        err("line %d: duplicate id %r" % (i, nid))
    ids.add(nid)
    text = n["text"]
    if not isinstance(text, str) or not text:
        err("%s: empty or non-string text" % nid)
        return None
    meta = n["meta"]
    if not isinstance(meta, dict) or set(meta) != META_FIELDS:
        err("%s: meta fields %r" % (nid, meta))
        return None
    if meta["source"] != "dev342-en":
        err("%s: meta.source %r" % (nid, meta["source"]))
    if not isinstance(meta["lowercase"], bool):
        err("%s: meta.lowercase not bool" % nid)
    if not isinstance(meta["genre"], str) or not meta["genre"]:
        err("%s: bad genre" % nid)
    if not isinstance(meta["country"], str) or not meta["country"]:
        err("%s: bad country" % nid)
    if meta["lowercase"] and text != text.lower():
        err("%s: lowercase note has upper-case characters" % nid)
    spans = n["spans"]
    if not isinstance(spans, list):
        err("%s: spans not a list" % nid)
        return None
    prev_start, prev_end = -1, 0
    for s in spans:
        if not isinstance(s, dict) or set(s) != SPAN_FIELDS:
            err("%s: span fields %r" % (nid, s))
            continue
        st, en, lab, typ, stext = s["start"], s["end"], s["label"], s["type"], s["text"]
        if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
            err("%s: bad offsets %r" % (nid, s))
            continue
        if text[st:en] != stext:
            err("%s: span text %r != slice %r" % (nid, stext, text[st:en]))
        if st < prev_start:
            err("%s: spans not sorted at %d" % (nid, st))
        if st < prev_end:
            err("%s: overlapping span at %d" % (nid, st))
        prev_start, prev_end = st, max(prev_end, en)
        if typ not in LABEL:
            err("%s: unknown type %r" % (nid, typ))
        elif LABEL[typ] != lab:
            err("%s: label %r does not match type %r" % (nid, lab, typ))
        if stext != stext.strip():
            err("%s: span with outer whitespace %r" % (nid, stext))
        if stext[:1] in ",;:)]}" or stext[-1:] in ",;:([{":
            err("%s: span takes in outer punctuation %r" % (nid, stext))
        if meta["lowercase"] and stext != stext.lower():
            err("%s: upper case in lowercase note span %r" % (nid, stext))
        if typ in ("PHONE", "FAX") and "555" not in stext:
            err("%s: %s without 555: %r" % (nid, typ, stext))
        if typ == "EMAIL":
            if stext.count("@") != 1 or not host_ok(stext.split("@")[1]):
                err("%s: non-fictional email %r" % (nid, stext))
        if typ == "URL" and not url_ok(stext):
            err("%s: non-fictional URL %r" % (nid, stext))
        if typ == "IPADDR" and not ip_ok(stext):
            err("%s: non-private IP %r" % (nid, stext))
        if typ == "SSN" and not (stext.startswith("9") or stext.startswith("000")):
            err("%s: SSN-like number not starting 9/000: %r" % (nid, stext))
    return n


def check_file(path):
    ids = set()
    notes = []
    with open(path, "rb") as f:
        raw = f.read()
    try:
        data = raw.decode("utf-8")
    except UnicodeDecodeError:
        err("file is not UTF-8")
        return []
    lines = data.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    else:
        err("file does not end with a newline")
    for i, line in enumerate(lines, 1):
        n = check_note(i, line, ids)
        if n is not None:
            notes.append(n)
    return notes


def stats(notes):
    n = len(notes)
    chars = sum(len(x["text"]) for x in notes)
    spans = [s for x in notes for s in x["spans"]]
    return {
        "notes": n,
        "mean_chars": chars / n if n else 0,
        "spans": len(spans),
        "lowercase": sum(1 for x in notes if x["meta"]["lowercase"]),
        "label": collections.Counter(s["label"] for s in spans),
        "type": collections.Counter(s["type"] for s in spans),
        "genre": collections.Counter(x["meta"]["genre"] for x in notes),
        "country": collections.Counter(x["meta"]["country"] for x in notes),
    }


def check_minimums(st):
    need = MIN_NOTES_SHORT if st["mean_chars"] < SHORT_MEAN else MIN_NOTES
    if st["notes"] < need:
        err("only %d notes (need %d at mean %.0f chars)" % (st["notes"], need, st["mean_chars"]))
    if st["spans"] < MIN_SPANS:
        err("only %d spans (need %d)" % (st["spans"], MIN_SPANS))
    for t in sorted(LABEL):
        if st["type"][t] < MIN_PER_TYPE:
            err("type %s has %d spans (need %d)" % (t, st["type"][t], MIN_PER_TYPE))
    big = [g for g in sorted(st["genre"]) if st["genre"][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    frac = st["lowercase"] / st["notes"] if st["notes"] else 0
    if not 0.12 <= frac <= 0.22:
        err("lower-case share %.3f is not about 1/6" % frac)


def rebuild(outdir, ref):
    with open(ref, "rb") as f:
        want = f.read()
    for seed in ("1", "2"):
        d = os.path.join(outdir, "hashseed" + seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        r = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), d], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if r.returncode != 0:
            err("rebuild with PYTHONHASHSEED=%s failed: %s" % (seed, r.stderr.strip()[-500:]))
            continue
        with open(os.path.join(d, "notes.jsonl"), "rb") as f:
            got = f.read()
        if got != want:
            err("rebuild with PYTHONHASHSEED=%s differs from %s" % (seed, ref))
        else:
            print("rebuild PYTHONHASHSEED=%s: identical (%d bytes)" % (seed, len(got)))


def main(argv):
    outdir = None
    args = list(argv)
    if "--rebuild" in args:
        i = args.index("--rebuild")
        if i + 1 >= len(args):
            print("--rebuild needs a directory")
            return 2
        outdir = args[i + 1]
        del args[i:i + 2]
    path = args[0] if args else os.path.join(ROOT, "notes.jsonl")
    notes = check_file(path)
    st = stats(notes)
    check_minimums(st)
    if outdir:
        rebuild(outdir, path)
    print("notes %d  mean chars %.1f  spans %d  lowercase %d" % (st["notes"], st["mean_chars"], st["spans"], st["lowercase"]))
    print("labels: " + ", ".join("%s %d" % (k, st["label"][k]) for k in sorted(st["label"])))
    print("types: " + ", ".join("%s %d" % (k, st["type"][k]) for k in sorted(st["type"])))
    print("genres: " + ", ".join("%s %d" % (k, st["genre"][k]) for k in sorted(st["genre"])))
    print("countries: " + ", ".join("%s %d" % (k, st["country"][k]) for k in sorted(st["country"])))
    if errors:
        for e in errors[:50]:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
