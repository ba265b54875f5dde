"""Validate bench/dev137_en/notes.jsonl and print counts. Exit status 1 on any failure."""
import collections
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
PUNCT_EDGE = set(",;:\"'()[]{}")
DOMAINS = ("example.com", "example.org", "example.net")


def fictional_ok(sp):
    t, v = sp["type"], sp["text"].lower()
    if t in ("PHONE", "FAX"):
        return "555" in re.sub(r"\D", "", v)
    if t == "EMAIL":
        return v.split("@")[-1].endswith(DOMAINS)
    if t == "URL":
        host = re.sub(r"^https?://", "", v).split("/")[0]
        return host.endswith(DOMAINS)
    if t == "IPADDR":
        a = [int(x) for x in v.split(".")]
        return a[0] == 10 or (a[0] == 192 and a[1] == 168) or (a[0] == 172 and 16 <= a[1] <= 31)
    if t == "SSN":
        d = re.sub(r"\D", "", v)
        return d.startswith("9") or d.startswith("000")
    return True


def main():
    errs = []
    raw = open(PATH, "rb").read()
    rows = [json.loads(x) for x in raw.decode("utf-8").splitlines() if x.strip()]
    types, labels, genres = collections.Counter(), collections.Counter(), collections.Counter()
    nlow, nspans, chars, countries = 0, 0, 0, collections.Counter()
    for k, row in enumerate(rows, 1):
        rid = row.get("id")
        if rid != f"dev137-{k:04d}":
            errs.append(f"{rid}: id out of order (expected dev137-{k:04d})")
        if set(row) != {"id", "text", "spans", "meta"}:
            errs.append(f"{rid}: bad keys {sorted(row)}")
        text, meta = row["text"], row["meta"]
        if meta.get("source") != "dev137-en" or not isinstance(meta.get("lowercase"), bool) \
                or not meta.get("genre") or meta.get("country") not in ("US", "CA"):
            errs.append(f"{rid}: bad meta {meta}")
        if meta.get("lowercase"):
            nlow += 1
            if text != text.lower():
                errs.append(f"{rid}: lowercase note has upper case")
        genres[meta.get("genre")] += 1
        countries[meta.get("country")] += 1
        chars += len(text)
        prev_end = -1
        for sp in sorted(row["spans"], key=lambda s: (s["start"], s["end"])):
            s, e = sp["start"], sp["end"]
            if set(sp) != {"start", "end", "label", "type", "text"}:
                errs.append(f"{rid}: bad span keys {sorted(sp)}")
            if not (0 <= s < e <= len(text)):
                errs.append(f"{rid}: bad offsets {sp}")
                continue
            if text[s:e] != sp["text"]:
                errs.append(f"{rid}: text mismatch {sp} vs {text[s:e]!r}")
            if sp["type"] not in LABEL or LABEL[sp["type"]] != sp["label"]:
                errs.append(f"{rid}: bad label/type {sp}")
            if sp["text"] != sp["text"].strip():
                errs.append(f"{rid}: whitespace at span edge {sp}")
            v = sp["text"]
            bad = v[0] in PUNCT_EDGE or v[-1] in PUNCT_EDGE or v[-1] in ".!?"
            if v[0] == "(" and ")" in v[1:]:
                bad = v[-1] in PUNCT_EDGE or v[-1] in ".!?"
            if v[-1] == "." and re.search(r"(^|[\s.])[A-Za-z]\.$|\b(St|Co|Dr|Jr|Sr|Inc|Ltd)\.$", v, re.I):
                bad = v[0] in PUNCT_EDGE and not (v[0] == "(" and ")" in v)
            if v[-1] == ")" and "(" in v:
                bad = v[0] in PUNCT_EDGE and v[0] != "("
            if bad:
                errs.append(f"{rid}: punctuation at span edge {sp}")
            if s < prev_end:
                errs.append(f"{rid}: overlapping span {sp}")
            prev_end = max(prev_end, e)
            if not fictional_ok(sp):
                errs.append(f"{rid}: non-fictional contact/id {sp}")
            types[sp["type"]] += 1
            labels[sp["label"]] += 1
            nspans += 1
    n = len(rows)
    print(f"notes: {n}   spans: {nspans}   chars: {chars}   mean spans/note: {nspans / max(n, 1):.1f}")
    print(f"lowercase notes: {nlow} ({nlow / max(n, 1):.1%})   countries: {dict(countries)}")
    print("genres:")
    for g, v in sorted(genres.items()):
        print(f"  {g:<28}{v}")
    print("labels:", dict(sorted(labels.items())))
    print("fine types:")
    for t in LABEL:
        print(f"  {t:<16}{types[t]}")
    # size requirements
    if n < 330 or (chars / max(n, 1) < 800 and n < 600):
        errs.append(f"too few notes: {n}")
    if nspans < 8000:
        errs.append(f"too few spans: {nspans}")
    for t in LABEL:
        if types[t] < 15:
            errs.append(f"type {t} has only {types[t]} spans")
    big = [g for g, v in genres.items() if v >= 30]
    if len(big) < 10:
        errs.append(f"only {len(big)} genres with >= 30 notes")
    if not (0.13 <= nlow / max(n, 1) <= 0.20):
        errs.append(f"lowercase share {nlow / max(n, 1):.3f} not about 1/6")
    print("smallest fine type:", min((types[t], t) for t in LABEL))
    print("md5:", hashlib.md5(raw).hexdigest())
    if errs:
        print(f"FAILED: {len(errs)} problems")
        for x in errs[:60]:
            print("  ", x)
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
