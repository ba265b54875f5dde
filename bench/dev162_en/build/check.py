"""Validate bench/dev162_en/notes.jsonl. Usage (from bench/dev162_en): python3 build/check.py"""
import hashlib
import json
import os
import re
import subprocess
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
NOTES = os.path.join(HERE, "..", "notes.jsonl")

# label/type table of docs/annotation_guideline.md
TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
REQUIRED_GENRES = (
    "dialysis chair schedule", "treatment run sheet", "vascular access log", "monthly labs review",
    "transport roster", "infusion appointment list", "chemotherapy day-unit handover",
    "missed treatment log", "patient communication log", "water treatment and machine maintenance log",
)
MIN_NOTES, MIN_NOTES_SHORT, SHORT_MEAN = 330, 600, 1200
MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 8000, 15, 12, 30

errors = []


def err(msg):
    errors.append(msg)


def fictional(t, s):
    v = s["text"]
    low = v.lower()
    if t in ("PHONE", "FAX"):
        if len(re.sub(r"\D", "", v.split("x")[0].split("ext")[0])) >= 7 and "555" not in v:
            return "phone/fax without 555 exchange"
    if t == "EMAIL" and not re.search(r"@example\.(com|org|net)$", low):
        return "email not on example domain"
    if t == "URL" and not re.search(r"(^|[/.])example\.(com|org|net)(/|$)", low):
        return "url not on example domain"
    if t == "IPADDR":
        p = [int(x) for x in v.split(".")]
        ok = p[0] == 10 or (p[0] == 192 and p[1] == 168) or (p[0] == 172 and 16 <= p[1] <= 31)
        if len(p) != 4 or not ok:
            return "ip not private"
    if t == "SSN":
        d = re.sub(r"[\s-]", "", low)
        if not (d.startswith("9") or d.startswith("000") or d.startswith("qq")):
            return "ssn not in fictional range"
    return None


def main():
    with open(NOTES, "rb") as f:
        raw = f.read()
    lines = raw.decode("utf-8").split("\n")
    if lines[-1] != "":
        err("file does not end with newline")
    lines = lines[:-1]
    ids = set()
    by_type, by_genre, by_label, by_country = Counter(), Counter(), Counter(), Counter()
    n_lower, total_len, n_spans = 0, 0, 0
    for ln, line in enumerate(lines, 1):
        try:
            d = json.loads(line)
        except ValueError as e:
            err("line %d: bad json %s" % (ln, e))
            continue
        if list(d.keys()) != ["id", "text", "spans", "meta"]:
            err("line %d: keys %s" % (ln, list(d.keys())))
        nid = d.get("id")
        if not re.fullmatch(r"dev162-\d{4}", nid or "") or nid in ids:
            err("line %d: bad or duplicate id %r" % (ln, nid))
        ids.add(nid)
        text = d["text"]
        meta = d["meta"]
        if meta.get("source") != "dev162-en":
            err("%s: meta.source" % nid)
        if meta.get("country") not in ("US", "UK"):
            err("%s: meta.country" % nid)
        if not isinstance(meta.get("lowercase"), bool):
            err("%s: meta.lowercase" % nid)
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err("%s: lowercase note has upper case" % nid)
        elif text == text.lower():
            err("%s: note not flagged lowercase but is all lower" % nid)
        by_genre[meta.get("genre")] += 1
        by_country[meta.get("country")] += 1
        total_len += len(text)
        prev_end = -1
        for s in d["spans"]:
            n_spans += 1
            st, en, lab, typ = s.get("start"), s.get("end"), s.get("label"), s.get("type")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (nid, s))
                continue
            seg = text[st:en]
            if seg != s.get("text"):
                err("%s: offset text mismatch %r vs %r" % (nid, seg, s.get("text")))
            if "\n" in seg or "\t" in seg:
                err("%s: span crosses a line or cell %r" % (nid, seg))
            if not seg.strip() or seg != seg.strip():
                err("%s: span with surrounding whitespace %r" % (nid, seg))
            if seg[-1] in ",;:" or seg[0] in ",;:.)]}" or seg[0] in "\"'" or seg[-1] in "\"'([{":
                err("%s: span takes in punctuation %r" % (nid, seg))
            if seg.count("(") != seg.count(")"):
                err("%s: unbalanced bracket in span %r" % (nid, seg))
            if TYPES.get(typ) != lab:
                err("%s: invalid label/type %s/%s" % (nid, lab, typ))
            if st < prev_end:
                err("%s: overlapping or unsorted spans at %d" % (nid, st))
            prev_end = en
            if st > 0 and (text[st - 1].isalnum()) and typ not in ("AGE",):
                err("%s: span starts inside a word %r" % (nid, text[max(0, st - 5):en]))
            if en < len(text) and text[en].isalnum() and typ not in ("AGE",):
                err("%s: span ends inside a word %r" % (nid, text[st:en + 5]))
            why = fictional(typ, s)
            if why:
                err("%s: %s %r" % (nid, why, seg))
            by_type[typ] += 1
            by_label[lab] += 1
    n = len(lines)
    mean = total_len / max(n, 1)
    need = MIN_NOTES if mean >= SHORT_MEAN else MIN_NOTES_SHORT
    if n < need:
        err("only %d notes (need %d at mean length %.0f)" % (n, need, mean))
    if n_spans < MIN_SPANS:
        err("only %d spans" % n_spans)
    for t in sorted(TYPES):
        if by_type[t] < MIN_PER_TYPE:
            err("type %s only %d" % (t, by_type[t]))
    big = [g for g in by_genre if by_genre[g] >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err("only %d genres with >= %d notes" % (len(big), MIN_PER_GENRE))
    for g in REQUIRED_GENRES:
        if by_genre[g] < MIN_PER_GENRE:
            err("required genre %r has %d notes" % (g, by_genre[g]))
    share = n_lower / max(n, 1)
    if not 0.12 <= share <= 0.22:
        err("lower-case share %.3f not about 1/6" % share)
    # determinism under different hash seeds
    for seed in ("0", "1", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        out = subprocess.run([sys.executable, os.path.join(HERE, "make.py"), "--stdout"], env=env,
                             stdout=subprocess.PIPE, check=True).stdout
        if out != raw:
            err("rebuild with PYTHONHASHSEED=%s differs from notes.jsonl" % seed)

    print("notes: %d   spans: %d   mean chars: %.0f   lower-case: %d (%.1f%%)" % (
        n, n_spans, mean, n_lower, 100 * share))
    print("countries: " + ", ".join("%s %d" % kv for kv in sorted(by_country.items())))
    print("\nper label:")
    for k in sorted(by_label):
        print("  %-12s %6d" % (k, by_label[k]))
    print("\nper type:")
    for k in sorted(TYPES):
        print("  %-15s %6d" % (k, by_type[k]))
    print("  (smallest: %s %d)" % min(((by_type[t], t) for t in TYPES))[::-1])
    print("\nper genre:")
    for k in sorted(by_genre):
        print("  %-45s %4d" % (k, by_genre[k]))
    print("\nmd5 %s" % hashlib.md5(raw).hexdigest())
    if errors:
        print("\n%d ERROR(S):" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
