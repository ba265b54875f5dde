"""Validate notes.jsonl against the dev74_en rules. Exits non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")
CAT = {"NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"], "AGE": ["AGE"], "DATE": ["DATE"],
       "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"],
       "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"],
       "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"], "PROFESSION": ["PROFESSION"]}
LABEL = {t: l for l, ts in CAT.items() for t in ts}
META_KEYS = {"language", "source", "genre", "locale", "layout"}
GENRES = {"admission_note", "progress_note", "nursing_shift_note", "handover_signout", "discharge_summary",
          "consult_note", "cross_cover_note", "case_management_note"}
FINAL_DOT_OK = re.compile(r"(?:^|[\s.])[A-Za-z]{1,3}\.$")  # initials / abbreviations only


def cut(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def problems_for(row):
    out = []
    text = row.get("text")
    if not isinstance(text, str) or not text:
        return ["text missing"]
    if not text.isascii():
        out.append("non-ASCII text")
    m = row.get("meta", {})
    if set(m) != META_KEYS or m.get("language") != "en" or m.get("source") != "dev74-en" or m.get("genre") not in GENRES:
        out.append(f"bad meta {m}")
    prev_end = -1
    for s in row.get("spans", []):
        st, en, lab, ty, tx = s.get("start"), s.get("end"), s.get("label"), s.get("type"), s.get("text")
        tag = f"{ty}@{st}:{tx!r}"
        if set(s) != {"start", "end", "label", "type", "text"}:
            out.append(f"span keys {tag}")
        if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
            out.append(f"bad offsets {tag}")
            continue
        if text[st:en] != tx:
            out.append(f"offset text mismatch {tag}")
        if LABEL.get(ty) != lab:
            out.append(f"label/type mismatch {tag} {lab}")
        if st < prev_end:
            out.append(f"overlap/unsorted {tag}")
        prev_end = en
        if tx != tx.strip() or "\n" in tx:
            out.append(f"whitespace edge/newline {tag}")
        if not (tx[0].isalnum() or (tx[0] == "(" and ty in ("PHONE", "FAX"))):
            out.append(f"bad first char {tag}")
        if not tx[-1].isalnum():
            if not (tx[-1] == "." and FINAL_DOT_OK.search(tx)):
                out.append(f"bad last char {tag}")
        if st > 0 and cut(text[st - 1], text[st]):
            out.append(f"cuts word at start {tag}")
        if en < len(text) and cut(text[en - 1], text[en]):
            out.append(f"cuts word at end {tag}")
        if ty == "SSN" and re.fullmatch(r"\d{3}-\d{2}-\d{4}", tx) and not tx.startswith("9"):
            out.append(f"SSN outside 9xx {tag}")
        if ty in ("EMAIL", "URL") and not re.search(r"example\.(com|org|net)", tx):
            out.append(f"non-example domain {tag}")
        if ty == "IPADDR" and not re.match(r"(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)", tx):
            out.append(f"public IP {tag}")
        if ty in ("PHONE", "FAX"):
            d = re.sub(r"\D", "", tx.split(" ext")[0].split(" x")[0])
            if len(d) >= 10 and not (re.search(r"55501\d\d$", d) or re.match(r"(02079460|01134960|01614960|01174960|07700900)", d)):
                out.append(f"phone outside fictional range {tag}")
    return out


def main():
    bad = 0
    ids, types, labels, genres = set(), Counter(), Counter(), Counter()
    lower_by_genre, n_notes, n_lower = Counter(), 0, 0
    with open(PATH, encoding="ascii") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                row = json.loads(line)
            except Exception as e:  # noqa: BLE001
                print(f"line {ln}: invalid JSON {e}")
                bad += 1
                continue
            n_notes += 1
            if row.get("id") in ids:
                print(f"line {ln}: duplicate id {row.get('id')}")
                bad += 1
            ids.add(row.get("id"))
            for p in problems_for(row):
                print(f"{row.get('id')}: {p}")
                bad += 1
            for s in row.get("spans", []):
                types[s.get("type")] += 1
                labels[s.get("label")] += 1
            g = row.get("meta", {}).get("genre")
            genres[g] += 1
            if row["text"] == row["text"].lower():
                n_lower += 1
                lower_by_genre[g] += 1
    missing = [t for t in LABEL if types[t] == 0]
    if missing:
        print("missing fine types:", missing)
        bad += 1
    total = sum(types.values())
    if n_notes < 320 or total < 8000:
        print(f"too small: {n_notes} notes, {total} spans")
        bad += 1
    for g in GENRES:
        if genres[g] and not (0.35 <= lower_by_genre[g] / genres[g] <= 0.65):
            print(f"genre {g}: lower-case share {lower_by_genre[g]}/{genres[g]} not about half")
            bad += 1
    print(f"notes {n_notes}  spans {total}  all-lower-case notes {n_lower}")
    print("by label:", ", ".join(f"{k} {v}" for k, v in sorted(labels.items())))
    print("by type:", ", ".join(f"{k} {v}" for k, v in sorted(types.items())))
    print("by genre (all / lower):", ", ".join(f"{g} {genres[g]}/{lower_by_genre[g]}" for g in sorted(genres)))
    if bad:
        print(f"FAILED: {bad} problem(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
