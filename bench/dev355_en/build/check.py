"""Validate dev355_en/notes.jsonl and (with --rebuild DIR) its byte-identical rebuild.

Usage: python3 build/check.py [--notes PATH] [--rebuild DIR]
"""
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 10, 30
LOWER_RANGE = (0.12, 0.22)
FICT_DOMAIN = re.compile(r"(^|\.)example\.(com|org|net)$", re.I)
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
URL_RE = re.compile(r"(?:https?://|www\.)([A-Za-z0-9.-]+)")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
BAD_LEAD = set(".,;:!?\"'`)]}>-/")
BAD_TRAIL = set(".,;:!?\"'`([{<-/")


def private_ip(a, b):
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_host(u):
    u = re.sub(r"^https?://", "", u, flags=re.I)
    return re.split(r"[/:?#]", u)[0]


def check_notes(notes, errs):
    stats = {"type": {}, "label": {}, "genre": {}, "country": {}, "lower": 0, "chars": 0, "spans": 0}
    for i, n in enumerate(notes):
        nid = n.get("id")
        if sorted(n.keys()) != ["id", "meta", "spans", "text"]:
            errs.append("%s: bad fields %s" % (nid, sorted(n.keys())))
            continue
        if nid != "dev355-%04d" % (i + 1):
            errs.append("%s: id out of sequence at line %d" % (nid, i + 1))
        t, meta = n["text"], n["meta"]
        if not isinstance(t, str) or not t:
            errs.append("%s: empty text" % nid)
            continue
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"] or meta["source"] != "dev355-en":
            errs.append("%s: bad meta" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            errs.append("%s: lowercase not bool" % nid)
        if meta.get("lowercase"):
            stats["lower"] += 1
            if t != t.lower():
                errs.append("%s: lowercase note has upper case" % nid)
        stats["genre"][meta["genre"]] = stats["genre"].get(meta["genre"], 0) + 1
        stats["country"][meta["country"]] = stats["country"].get(meta["country"], 0) + 1
        stats["chars"] += len(t)
        prev_end, prev_start = 0, -1
        for s in n["spans"]:
            if sorted(s.keys()) != ["end", "label", "start", "text", "type"]:
                errs.append("%s: bad span fields" % nid)
                continue
            a, b, lab, typ, st = s["start"], s["end"], s["label"], s["type"], s["text"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(t)):
                errs.append("%s: bad offsets %r" % (nid, s))
                continue
            if t[a:b] != st:
                errs.append("%s: span text mismatch %r vs %r" % (nid, t[a:b], st))
            if a < prev_start:
                errs.append("%s: spans not sorted at %d" % (nid, a))
            if a < prev_end:
                errs.append("%s: overlap at %d %r" % (nid, a, st))
            prev_start, prev_end = a, max(prev_end, b)
            if TYPE2LABEL.get(typ) != lab:
                errs.append("%s: bad label/type %s/%s" % (nid, lab, typ))
            if st != st.strip():
                errs.append("%s: whitespace at span edge %r" % (nid, st))
            if st[0] in BAD_LEAD or (st[0] == "(" and ")" not in st):
                errs.append("%s: punctuation at span start %r" % (nid, st))
            initials = re.fullmatch(r"(?:[^\W\d_]\.){2,}", st) is not None
            if (st[-1] in BAD_TRAIL and not initials) or (st[-1] == ")" and "(" not in st):
                errs.append("%s: punctuation at span end %r" % (nid, st))
            stats["type"][typ] = stats["type"].get(typ, 0) + 1
            stats["label"][lab] = stats["label"].get(lab, 0) + 1
            stats["spans"] += 1
            dg = re.sub(r"\D", "", st)
            if typ in ("PHONE", "FAX") and "555" not in dg:
                errs.append("%s: %s without 555 %r" % (nid, typ, st))
            if typ == "EMAIL" and not (EMAIL_RE.fullmatch(st) and FICT_DOMAIN.search(st.split("@")[1])):
                errs.append("%s: non-fictional e-mail %r" % (nid, st))
            if typ == "URL" and not FICT_DOMAIN.search(url_host(st)):
                errs.append("%s: non-fictional URL %r" % (nid, st))
            if typ == "IPADDR":
                m = IP_RE.fullmatch(st)
                if not m or not private_ip(int(m.group(1)), int(m.group(2))):
                    errs.append("%s: non-private IP %r" % (nid, st))
            if typ == "SSN" and not (dg.startswith("9") or dg.startswith("000")) or (typ == "SSN" and not st[0].isdigit()):
                errs.append("%s: SSN-like number not starting 9/000 %r" % (nid, st))
        cover = {}
        for s in n["spans"]:
            for k in range(s["start"], s["end"]):
                cover[k] = s["type"]
        for m in EMAIL_RE.finditer(t):
            if not FICT_DOMAIN.search(m.group(1)):
                errs.append("%s: e-mail in text with real-looking domain %r" % (nid, m.group(0)))
            if any(cover.get(k) != "EMAIL" for k in range(m.start(), m.end())):
                errs.append("%s: e-mail not annotated %r" % (nid, m.group(0)))
        for m in URL_RE.finditer(t):
            if not FICT_DOMAIN.search(m.group(1).rstrip(".")):
                errs.append("%s: URL in text with real-looking host %r" % (nid, m.group(0)))
            if cover.get(m.start()) != "URL":
                errs.append("%s: URL not annotated %r" % (nid, m.group(0)))
        for m in IP_RE.finditer(t):
            if not private_ip(int(m.group(1)), int(m.group(2))):
                errs.append("%s: public-looking IP in text %r" % (nid, m.group(0)))
            if any(cover.get(k) != "IPADDR" for k in range(m.start(), m.end())):
                errs.append("%s: IP address not annotated %r" % (nid, m.group(0)))
    return stats


def check_minimums(notes, stats, errs):
    n = len(notes)
    mean = stats["chars"] / float(n) if n else 0
    need = MIN_NOTES if mean >= SHORT_MEAN else MIN_NOTES_SHORT
    if n < need:
        errs.append("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if stats["spans"] < MIN_SPANS:
        errs.append("only %d spans" % stats["spans"])
    for typ in sorted(TYPE2LABEL):
        if stats["type"].get(typ, 0) < MIN_PER_TYPE:
            errs.append("type %s only %d" % (typ, stats["type"].get(typ, 0)))
    big = [g for g in sorted(stats["genre"]) if stats["genre"][g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        errs.append("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    share = stats["lower"] / float(n) if n else 0
    if not LOWER_RANGE[0] <= share <= LOWER_RANGE[1]:
        errs.append("lower-case share %.3f outside %r" % (share, LOWER_RANGE))
    return mean


def rebuild(outdir, notes_path, errs):
    os.makedirs(outdir, exist_ok=True)
    with open(notes_path, "rb") as f:
        ref = f.read()
    for seed in ("1", "2"):
        out = os.path.join(outdir, "rebuild_hashseed%s.jsonl" % seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], check=True, env=env,
                       stdout=subprocess.DEVNULL)
        with open(out, "rb") as f:
            same = f.read() == ref
        print("rebuild PYTHONHASHSEED=%s -> %s: %s" % (seed, out, "identical" if same else "DIFFERENT"))
        if not same:
            errs.append("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)


def main(argv):
    path = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        path = argv[argv.index("--notes") + 1]
    errs = []
    with open(path, encoding="utf-8") as f:
        notes = [json.loads(line) for line in f if line.strip()]
    stats = check_notes(notes, errs)
    mean = check_minimums(notes, stats, errs)
    print("notes: %d   mean length: %.0f chars   spans: %d   lower-case notes: %d (%.1f%%)" % (
        len(notes), mean, stats["spans"], stats["lower"], 100.0 * stats["lower"] / max(1, len(notes))))
    print("per label: " + ", ".join("%s %d" % (k, stats["label"][k]) for k in sorted(stats["label"])))
    print("per type: " + ", ".join("%s %d" % (k, stats["type"].get(k, 0)) for k in sorted(TYPE2LABEL)))
    print("per genre: " + ", ".join("%s %d" % (k, stats["genre"][k]) for k in sorted(stats["genre"])))
    print("countries: " + ", ".join("%s %d" % (k, stats["country"][k]) for k in sorted(stats["country"])))
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], path, errs)
    for e in errs[:40]:
        print("  - " + e)
    if len(errs) > 40:
        print("  ... %d more" % (len(errs) - 40))
    print("OK" if not errs else "FAIL (%d problems)" % len(errs))
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
