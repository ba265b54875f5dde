"""Validate bench/dev260_en/notes.jsonl.

Usage (from bench/dev260_en):
    python3 build/check.py                 # validate notes.jsonl
    python3 build/check.py --rebuild DIR   # also rebuild under PYTHONHASHSEED=1 and 2 into DIR, compare bytes
"""
import collections
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NOTES = os.path.join(ROOT, "notes.jsonl")

LABEL_OF = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
SAFE_HOSTS = ("example.com", "example.org", "example.net")
ID_RE = re.compile(r"^dev260-\d{4}$")
EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$")
EMAIL_IN_TEXT = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
URL_IN_TEXT = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)", re.I)


def safe_host(h):
    h = h.lower().rstrip(".")
    return any(h == s or h.endswith("." + s) for s in SAFE_HOSTS)


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 192 and b == 168) or (a == 172 and 16 <= b <= 31)


def url_host(u):
    v = re.sub(r"^[a-z]+://", "", u.strip(), flags=re.I)
    return re.split(r"[/?#:]", v, maxsplit=1)[0]


def contact_problem(typ, text):
    low = text.lower()
    digits = re.sub(r"\D", "", text)
    if typ in ("PHONE", "FAX") and "555" not in digits:
        return "phone/fax without 555"
    if typ == "EMAIL":
        if not EMAIL_RE.match(text) or not safe_host(low.split("@", 1)[1]):
            return "e-mail not on example domain"
    if typ == "URL" and not safe_host(url_host(low)):
        return "URL not on example domain"
    if typ == "IPADDR" and not private_ip(text):
        return "IP not private"
    if typ == "SSN" and not (digits.startswith("9") or digits.startswith("000")):
        return "SSN-like number not starting with 9/000"
    return None


def validate(path):
    errs = []
    notes = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                errs.append("line %d: invalid JSON (%s)" % (ln, e))
    ids = set()
    span_types = collections.Counter()
    span_labels = collections.Counter()
    genres = collections.Counter()
    lower_n = 0
    total_len = 0
    for i, r in enumerate(notes, 1):
        nid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            errs.append("%s: unexpected fields %s" % (nid, sorted(r)))
        if not isinstance(nid, str) or not ID_RE.match(nid) or nid != "dev260-%04d" % i:
            errs.append("bad/out-of-order id %r at record %d" % (nid, i))
        if nid in ids:
            errs.append("duplicate id %s" % nid)
        ids.add(nid)
        text = r.get("text", "")
        total_len += len(text)
        meta = r.get("meta", {})
        if meta.get("source") != "dev260-en":
            errs.append("%s: bad meta.source" % nid)
        if not isinstance(meta.get("genre"), str) or not meta.get("genre"):
            errs.append("%s: missing genre" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            errs.append("%s: meta.lowercase not bool" % nid)
        if meta.get("country") not in ("US", "UK", "AU", "CA", "NZ"):
            errs.append("%s: bad country %r" % (nid, meta.get("country")))
        genres[meta.get("genre")] += 1
        if meta.get("lowercase"):
            lower_n += 1
            if text != text.lower():
                errs.append("%s: lowercase note has capitals" % nid)
        last_end = -1
        last_start = -1
        for s in r.get("spans", []):
            if set(s) != {"start", "end", "label", "type", "text"}:
                errs.append("%s: span fields %s" % (nid, sorted(s)))
                continue
            st, en, lab, typ, stx = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                errs.append("%s: bad offsets %r" % (nid, s))
                continue
            if text[st:en] != stx:
                errs.append("%s: span text mismatch %r vs %r" % (nid, text[st:en], stx))
            if stx != stx.strip():
                errs.append("%s: span with outer whitespace %r" % (nid, stx))
            if typ not in LABEL_OF:
                errs.append("%s: unknown type %s" % (nid, typ))
            elif LABEL_OF[typ] != lab:
                errs.append("%s: label %s does not match type %s" % (nid, lab, typ))
            if st < last_start:
                errs.append("%s: spans not sorted" % nid)
            if st < last_end:
                errs.append("%s: overlapping spans at %d" % (nid, st))
            last_start, last_end = st, en
            prob = contact_problem(typ, stx)
            if prob:
                errs.append("%s: %s: %r" % (nid, prob, stx))
            span_types[typ] += 1
            span_labels[lab] += 1
        # contacts anywhere in the text must be fictional too
        for m in EMAIL_IN_TEXT.finditer(text):
            if not safe_host(m.group(1)):
                errs.append("%s: non-example e-mail in text %r" % (nid, m.group(0)))
        for m in URL_IN_TEXT.finditer(text):
            if not safe_host(m.group(1).rstrip(".")):
                errs.append("%s: non-example URL in text %r" % (nid, m.group(0)))
    n = len(notes)
    nspans = sum(span_types.values())
    mean_len = total_len / n if n else 0
    need_notes = 600 if mean_len < 1200 else 330
    if n < need_notes:
        errs.append("size: %d notes < %d (mean length %.0f)" % (n, need_notes, mean_len))
    if nspans < 8000:
        errs.append("size: %d spans < 8000" % nspans)
    rich_types = [t for t, c in span_types.items() if c >= 15]
    if len(rich_types) < 29:
        errs.append("size: only %d fine types with >=15 spans: %s" % (len(rich_types), dict(span_types)))
    rich_genres = [g for g, c in genres.items() if c >= 30]
    if len(rich_genres) < 10:
        errs.append("size: only %d genres with >=30 notes" % len(rich_genres))
    share = lower_n / n if n else 0
    if not (0.13 <= share <= 0.21):
        errs.append("lowercase share %.3f not about 1/6" % share)
    stats = dict(notes=n, spans=nspans, mean_len=round(mean_len, 1), lowercase=lower_n,
                 labels=dict(sorted(span_labels.items())), types=dict(sorted(span_types.items())),
                 genres=dict(sorted(genres.items())))
    return errs, stats


def rebuild(outdir):
    os.makedirs(outdir, exist_ok=True)
    ref = open(NOTES, "rb").read()
    errs = []
    for seed in ("1", "2"):
        out = os.path.join(outdir, "notes_hashseed%s.jsonl" % seed)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONDONTWRITEBYTECODE="1")
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env, cwd=ROOT,
                       stdout=subprocess.DEVNULL)
        if open(out, "rb").read() != ref:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)
    return errs


def main(argv):
    errs, stats = validate(NOTES)
    if "--rebuild" in argv:
        errs += rebuild(argv[argv.index("--rebuild") + 1])
    print(json.dumps(stats, indent=1, ensure_ascii=False))
    if errs:
        for e in errs[:60]:
            print("ERROR:", e)
        print("%d error(s)" % len(errs))
        return 1
    print("OK: all checks passed" + (" (rebuild byte-identical under PYTHONHASHSEED=1 and 2)" if "--rebuild" in argv else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
