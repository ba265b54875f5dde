"""Validate /work/main/bench/dev76_en/notes.jsonl; exit non-zero on any problem."""
import json
import os
import re
import sys
from collections import Counter

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine import LABEL, TYPES  # noqa: E402

PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")
MIN_NOTES, MIN_SPANS = 320, 8000
PUNCT_EDGE = set("\"'`()[]{}<>,;:.!?-/\\|*#&%$@+=~^_")


def kind(ch):
    if ch.isalpha():
        return "a"
    if ch.isdigit():
        return "d"
    return None


def main():
    errs = []
    ids = set()
    labels, types, genres, locs, layouts = Counter(), Counter(), Counter(), Counter(), Counter()
    n_notes = n_spans = n_lower = 0
    lower_by_genre = Counter()
    with open(PATH, "rb") as fb:
        raw = fb.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError as e:
        errs.append(f"non-ASCII file: {e}")
    for ln, line in enumerate(raw.decode("ascii", "replace").splitlines(), 1):
        def err(msg):
            errs.append(f"line {ln}: {msg}")
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"bad JSON: {e}")
            continue
        if set(rec) != {"id", "text", "spans", "meta"}:
            err(f"keys {sorted(rec)}")
            continue
        rid, text, spans, meta = rec["id"], rec["text"], rec["spans"], rec["meta"]
        if not re.fullmatch(r"dev76-en-\d{4}", str(rid)):
            err(f"bad id {rid}")
        if rid in ids:
            err(f"duplicate id {rid}")
        ids.add(rid)
        if not isinstance(text, str) or not text.strip():
            err("empty text")
            continue
        if any(ord(ch) < 32 and ch not in "\n" for ch in text):
            err("control character in text")
        m_ok = (isinstance(meta, dict) and meta.get("language") == "en" and meta.get("source") == "dev76-en"
                and all(meta.get(k) for k in ("genre", "locale", "layout")))
        if not m_ok:
            err(f"bad meta {meta}")
            continue
        n_notes += 1
        genres[meta["genre"]] += 1
        locs[meta["locale"]] += 1
        layouts[meta["layout"]] += 1
        if text == text.lower():
            n_lower += 1
            lower_by_genre[meta["genre"]] += 1
        prev_end = -1
        for sp in spans:
            n_spans += 1
            if set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"span keys {sorted(sp)}")
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            tag = f"{rid} [{s}:{e}] {typ} {st!r}"
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"bad offsets {tag}")
                continue
            if text[s:e] != st:
                err(f"text mismatch {tag} vs {text[s:e]!r}")
            if typ not in LABEL:
                err(f"unknown type {tag}")
            elif LABEL[typ] != lab:
                err(f"label {lab} does not match type {tag}")
            if s < prev_end:
                err(f"overlap/unsorted {tag}")
            prev_end = e
            if st != st.strip():
                err(f"whitespace at edge {tag}")
            if "\n" in st:
                err(f"newline inside {tag}")
            first, last = st[0], st[-1]
            if first in PUNCT_EDGE and not (first == "(" and typ in ("PHONE", "FAX")) and not (
                    first == "+" and typ in ("PHONE", "FAX")):
                err(f"leading punctuation {tag}")
            if last in PUNCT_EDGE:
                ok = False
                if last == ".":
                    tok = re.split(r"[\s]", st)[-1]
                    letters = re.sub(r"[^A-Za-z]", "", tok)
                    ok = len(letters) <= 3 and re.fullmatch(r"([A-Za-z]{1,3}\.)+", tok) is not None
                if not ok:
                    err(f"trailing punctuation {tag}")
            if s > 0 and kind(text[s - 1]) and kind(text[s - 1]) == kind(text[s]):
                err(f"cuts a word/number at start {tag}")
            if e < len(text) and kind(text[e]) and kind(text[e]) == kind(text[e - 1]):
                err(f"cuts a word/number at end {tag}")
            labels[lab] += 1
            types[typ] += 1
    missing = [t for t in TYPES if types[t] == 0]
    if missing:
        errs.append(f"fine types never used: {missing}")
    if len(TYPES) != 29:
        errs.append("type inventory is not 29")
    if n_notes < MIN_NOTES:
        errs.append(f"only {n_notes} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        errs.append(f"only {n_spans} spans (< {MIN_SPANS})")
    for g, n in genres.items():
        if not (0.4 <= lower_by_genre[g] / n <= 0.6):
            errs.append(f"genre {g}: {lower_by_genre[g]}/{n} notes all lower case (want about half)")
    print(f"notes: {n_notes}  spans: {n_spans}  all-lower-case notes: {n_lower}")
    print("labels:", ", ".join(f"{k}={v}" for k, v in sorted(labels.items())))
    print("types:")
    for t in TYPES:
        print(f"  {t:15s} {types[t]}")
    print("genres:", ", ".join(f"{k}={v} (lc {lower_by_genre[k]})" for k, v in sorted(genres.items())))
    print("locales:", dict(sorted(locs.items())))
    print("layouts:", dict(sorted(layouts.items())))
    if errs:
        print(f"\n{len(errs)} PROBLEM(S):")
        for x in errs[:60]:
            print("  " + x)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
