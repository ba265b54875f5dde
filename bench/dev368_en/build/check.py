"""Validate bench/dev368_en/notes.jsonl.

usage: python3 build/check.py [--notes PATH] [--rebuild DIR]
With --rebuild, make.py is run twice (PYTHONHASHSEED=1 and 2) into DIR/hs1 and DIR/hs2 and both
outputs must be byte-identical to notes.jsonl. Prints counts and a final OK or FAIL line.
"""
import json
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True
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
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
LEAD_BAD = set(".,;:!?'\")]}>-/\\*|")
TRAIL_BAD = set(",;:!?'\"([{<-/\\*|")
EMAIL_RX = re.compile(r"^[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+\.)*example\.(com|org|net)$", re.I)
HOST_RX = re.compile(r"^([a-z0-9-]+\.)*example\.(com|org|net)$", re.I)


def private_ip(s):
    parts = s.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def url_ok(s):
    u = re.sub(r"^[a-z]+://", "", s, flags=re.I)
    host = u.split("/", 1)[0].split(":", 1)[0]
    return bool(HOST_RX.match(host))


def check_notes(path, errors):
    recs = []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except ValueError as e:
                errors.append("line %d: bad JSON (%s)" % (ln, e))
    stats = {"labels": {}, "types": {}, "genres": {}, "countries": {}, "lower": 0, "chars": 0, "spans": 0}
    for i, r in enumerate(recs, 1):
        rid = r.get("id")
        if sorted(r.keys()) != ["id", "meta", "spans", "text"]:
            errors.append("%s: fields %s" % (rid, sorted(r.keys())))
            continue
        if rid != "dev368-%04d" % i:
            errors.append("record %d: id %r" % (i, rid))
        text = r["text"]
        meta = r["meta"]
        if not isinstance(text, str) or not text:
            errors.append("%s: empty text" % rid)
            continue
        if sorted(meta.keys()) != ["country", "genre", "lowercase", "source"] or meta.get("source") != "dev368-en" \
                or not isinstance(meta.get("lowercase"), bool) or not meta.get("genre") or not meta.get("country"):
            errors.append("%s: bad meta %r" % (rid, meta))
            continue
        if meta["lowercase"]:
            stats["lower"] += 1
            if text != text.lower():
                errors.append("%s: lowercase note has upper case" % rid)
        stats["genres"][meta["genre"]] = stats["genres"].get(meta["genre"], 0) + 1
        stats["countries"][meta["country"]] = stats["countries"].get(meta["country"], 0) + 1
        stats["chars"] += len(text)
        prev_end = -1
        prev_start = -1
        for sp in r["spans"]:
            if sorted(sp.keys()) != ["end", "label", "start", "text", "type"]:
                errors.append("%s: span fields %s" % (rid, sorted(sp.keys())))
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                errors.append("%s: bad offsets %r" % (rid, sp))
                continue
            if text[s:e] != st:
                errors.append("%s: span text mismatch %r vs %r" % (rid, st, text[s:e]))
            if s < prev_start:
                errors.append("%s: spans not sorted at %d" % (rid, s))
            if s < prev_end:
                errors.append("%s: overlap at %d" % (rid, s))
            prev_start, prev_end = s, e
            if typ not in LABEL or LABEL[typ] != lab:
                errors.append("%s: bad label/type %s/%s" % (rid, lab, typ))
            if st != st.strip():
                errors.append("%s: whitespace at span edge %r" % (rid, st))
            if st[0] in LEAD_BAD:
                errors.append("%s: leading punctuation %r" % (rid, st))
            if st[-1] in TRAIL_BAD:
                errors.append("%s: trailing punctuation %r" % (rid, st))
            if st[-1] == "." and not re.search(r"(^|[\s.])[A-Za-z]\.$", st):
                errors.append("%s: trailing full stop %r" % (rid, st))
            if st[-1] == ")" and "(" not in st:
                errors.append("%s: trailing bracket %r" % (rid, st))
            digits = re.sub(r"\D", "", st)
            if typ in ("PHONE", "FAX") and "555" not in digits:
                errors.append("%s: %s without 555 %r" % (rid, typ, st))
            if typ == "EMAIL" and not EMAIL_RX.match(st):
                errors.append("%s: e-mail not on example domains %r" % (rid, st))
            if typ == "URL" and not url_ok(st):
                errors.append("%s: URL not on example domains %r" % (rid, st))
            if typ == "IPADDR" and not private_ip(st):
                errors.append("%s: non-private IP %r" % (rid, st))
            if typ == "SSN" and not (digits.startswith("9") or digits.startswith("000")) :
                errors.append("%s: SSN-like number not starting 9/000 %r" % (rid, st))
            if typ == "SSN" and not (st[0] == "9" or st.startswith("000")):
                errors.append("%s: SSN-like number not starting 9/000 %r" % (rid, st))
            stats["spans"] += 1
            stats["labels"][lab] = stats["labels"].get(lab, 0) + 1
            stats["types"][typ] = stats["types"].get(typ, 0) + 1
    return recs, stats


def rebuild(dirpath, notes_path, errors):
    with open(notes_path, "rb") as fh:
        ref = fh.read()
    for seed in ("1", "2"):
        out = os.path.join(dirpath, "hs" + seed)
        env = dict(os.environ)
        env["PYTHONHASHSEED"] = seed
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--out", out], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if res.returncode != 0:
            errors.append("rebuild PYTHONHASHSEED=%s failed: %s" % (seed, res.stderr.decode()[-400:]))
            continue
        with open(os.path.join(out, "notes.jsonl"), "rb") as fh:
            got = fh.read()
        same = got == ref
        print("rebuild PYTHONHASHSEED=%s -> %s: %s" % (seed, out, "identical" if same else "DIFFERENT"))
        if not same:
            errors.append("rebuild PYTHONHASHSEED=%s differs" % seed)


def main(argv):
    notes = os.path.join(ROOT, "notes.jsonl")
    if "--notes" in argv:
        notes = argv[argv.index("--notes") + 1]
    errors = []
    recs, st = check_notes(notes, errors)
    nn = len(recs)
    mean = st["chars"] / nn if nn else 0
    print("notes: %d" % nn)
    print("mean length: %.1f chars" % mean)
    print("spans: %d" % st["spans"])
    print("lowercase notes: %d (%.1f%%)" % (st["lower"], 100.0 * st["lower"] / max(1, nn)))
    print("per label:")
    for k in sorted(st["labels"]):
        print("  %-12s %6d" % (k, st["labels"][k]))
    print("per type:")
    for k in sorted(LABEL):
        print("  %-15s %6d" % (k, st["types"].get(k, 0)))
    print("per genre:")
    for k in sorted(st["genres"]):
        print("  %-32s %4d" % (k, st["genres"][k]))
    print("countries: " + ", ".join("%s %d" % (k, st["countries"][k]) for k in sorted(st["countries"])))
    need = 600 if mean < 1200 else 330
    if nn < need:
        errors.append("only %d notes (need %d)" % (nn, need))
    if st["spans"] < 8000:
        errors.append("only %d spans" % st["spans"])
    for k in sorted(LABEL):
        if st["types"].get(k, 0) < 15:
            errors.append("type %s only %d" % (k, st["types"].get(k, 0)))
    big = [g for g in sorted(st["genres"]) if st["genres"][g] >= 30]
    if len(big) < 10:
        errors.append("only %d genres with >=30 notes" % len(big))
    frac = st["lower"] / max(1, nn)
    if not 0.12 <= frac <= 0.22:
        errors.append("lowercase share %.3f not about one in six" % frac)
    if "--rebuild" in argv:
        rebuild(argv[argv.index("--rebuild") + 1], notes, errors)
    for e in errors[:60]:
        print("ERROR " + e)
    if len(errors) > 60:
        print("... %d more errors" % (len(errors) - 60))
    print("FAIL (%d errors)" % len(errors) if errors else "OK: %d notes, %d spans, all checks passed" % (nn, st["spans"]))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
