"""Validate dev115_en/notes.jsonl. Exits non-zero on any problem. Standard library only."""
import collections
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from core import CATEGORY  # noqa: E402

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 330, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_SHARE = (0.12, 0.22)

# unannotated hard negatives: category -> (regex, minimum count outside spans)
HARD = {
    "legal": (r"\b(?:claimant|defendant|court|coroner|tribunal|part 35|civil procedure rules|practice direction|"
              r"statement of truth|paragraphs?|act (?:19|20)\d\d|regulations (?:19|20)\d\d|inquest|liability|quantum|"
              r"causation|breach of duty|solicitors?|article \d+|section \d+|s\.\d+|cpr 35\.\d+|bolam|bolitho)\b", 1800),
    "clinical_term": (r"\b(?:lumbar|cervical|whiplash|fracture|analgesia|physiotherapy|depressi(?:on|ve)|anxiety|mri|ct|"
                      r"x-ray|hypertension|diabetes|tenderness|range of movement|laceration|contusion|haematoma|sepsis|"
                      r"pneumonia|cognitive behavioural therapy|dementia|delirium|ecg|troponin|hba1c|egfr|"
                      r"osteoarthritis|prognosis|diagnosis)\b", 1500),
    "drug_dose": (r"\b\d+(?:\.\d+)?(?:/\d+)?\s?(?:mg|micrograms|mcg|units)\b", 600),
    "score": (r"\b(?:gcs|phq-9|gad-7|mmse|moca|barthel index|news2|vas pain|epworth|audit|hads-[ad]|ies-r|oswestry|"
              r"quickdash|ace-iii|waterlow)\b(?: score)?(?: of)? \d+", 500),
    "eponym": (r"\b(?:parkinson's|babinski|spurling's|tinel's|phalen's|hoffmann's|romberg's|alzheimer(?:'s|-type)|crohn's|"
               r"colles'|hawkins'|lachman's|mcmurray's|waddell's|finkelstein's|bell's|hodgkin's|cushing's|guillain-barré|"
               r"foley|hartmann's|addison's|raynaud's|dupuytren's|meniere's|osgood-schlatter|korsakoff's|horner's|"
               r"kernig's|trendelenburg|lewy)\b", 400),
    "credential": (r"\b(?:frcs|frcp|frcpi|frcpsych|mrcpsych|mrcgp|micgp|mrcp|ffom|mfom|frcem|frca|frcr|fcarcsi|mbchb|"
                   r"mb bch bao|mb bch|mb bs|rgn|rmn|rnld|rn|dipsw|bsc|msc|phd|md|doccmed|fflm)\b", 750),
    "icd10": (r"\b[a-z]\d\d\.\d\b", 250),
    "clock_time": (r"\b(?:[01]?\d|2[0-3])[:.][0-5]\d\s?(?:hrs|am|pm)\b|\b(?:[01]\d|2[0-3]):[0-5]\d\b|\b[0-2]\d[0-5]\d hrs\b", 850),
    "ordinary_word": (r"\b(?:will|hope|grace|faith|joy|rose|mark|frank|king's|baker|bell|page|hill|wood|stone|green|"
                      r"young|long|little|best|frost|sharp|wise|summer|patience|bill|worst)\b", 1100),
    "plain_number": (r"(?<![\w.])\d{1,3}(?:\.\d{1,2})?(?![\w.])", 5000),
}

EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
URL_RE = re.compile(r"\b(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|ie|uk)\b(?:/\S*)?")
IP_RE = re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])")
ALLOWED_HOST = re.compile(r"^(?:https?://)?(?:[\w-]+\.)*example\.(?:com|org|net)(?:/[\w./?=&%-]*)?$")
ALLOWED_EMAIL = re.compile(r"^[\w.+-]+@(?:[\w-]+\.)*example\.(?:com|org|net)$")


def ip_ok(v):
    parts = v.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def edge_problem(text, s):
    v = text[s["start"]:s["end"]]
    if not v or v != v.strip():
        return "whitespace at edge"
    if s["start"] > 0 and text[s["start"] - 1].isalnum():
        return "starts inside a word/number"
    if s["end"] < len(text) and text[s["end"]].isalnum():
        return "ends inside a word/number"
    first, last = v[0], v[-1]
    if not (first.isalnum() or (first in "(+" and s["type"] in ("PHONE", "FAX"))):
        return f"bad first char {first!r}"
    if last.isalnum():
        return None
    if last == ".":
        # only an initial's full stop (J.S. / Maria K.) may end a span
        if len(v) >= 2 and v[-2].isalpha() and (len(v) == 2 or not v[-3].isalnum()):
            return None
        return "ends with a full stop that is not an initial's"
    return f"bad last char {last!r}"


def main():
    errs = []

    def err(msg):
        errs.append(msg)

    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_counts = collections.Counter()
    genre_notes = collections.Counter()
    hard_counts = collections.Counter()
    hard_res = {k: re.compile(v[0], re.I) for k, v in HARD.items()}
    n_spans = 0
    n_lower = 0
    for i, row in enumerate(rows, 1):
        rid = row.get("id")
        if set(row) != {"id", "text", "spans", "meta"}:
            err(f"{rid}: keys {sorted(row)}")
            continue
        if rid != f"dev115-en-{i:04d}":
            err(f"line {i}: id {rid} not sequential")
        meta = row["meta"]
        if set(meta) != {"source", "genre", "lowercase"} or meta["source"] != "dev115-en" \
                or not isinstance(meta["genre"], str) or not meta["genre"] or not isinstance(meta["lowercase"], bool):
            err(f"{rid}: bad meta {meta}")
            continue
        text = row["text"]
        if not isinstance(text, str) or not text:
            err(f"{rid}: empty text")
            continue
        if any(0xE000 <= ord(ch) <= 0xF8FF for ch in text):
            err(f"{rid}: private-use marker left in text")
        genre_notes[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{rid}: lowercase note has upper-case characters")
        prev_end = -1
        covered = bytearray(len(text))
        for s in row["spans"]:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid}: span keys {sorted(s)}")
                continue
            t = s["type"]
            if t not in CATEGORY:
                err(f"{rid}: unknown type {t}")
                continue
            if s["label"] != CATEGORY[t]:
                err(f"{rid}: label {s['label']} != category of {t}")
            if not (0 <= s["start"] < s["end"] <= len(text)):
                err(f"{rid}: bad offsets {s}")
                continue
            if text[s["start"]:s["end"]] != s["text"]:
                err(f"{rid}: span text mismatch {s}")
            if s["start"] < prev_end:
                err(f"{rid}: spans unsorted or overlapping at {s['start']}")
            prev_end = s["end"]
            p = edge_problem(text, s)
            if p:
                err(f"{rid}: {t} {s['text']!r}: {p}")
            v = s["text"]
            digits = re.sub(r"\D", "", v)
            if t in ("PHONE", "FAX") and len(digits) >= 7 and "555" not in digits:
                err(f"{rid}: non-fictional phone/fax {v!r}")
            if t == "EMAIL" and not ALLOWED_EMAIL.match(v):
                err(f"{rid}: e-mail outside example domains {v!r}")
            if t == "URL" and not ALLOWED_HOST.match(v):
                err(f"{rid}: URL outside example domains {v!r}")
            if t == "IPADDR" and not ip_ok(v):
                err(f"{rid}: IP outside private ranges {v!r}")
            if t == "SSN" and not (v.startswith("9") or v.startswith("000")):
                err(f"{rid}: SSN-like value not starting 9/000 {v!r}")
            for k in range(s["start"], s["end"]):
                covered[k] = 1
            type_counts[t] += 1
            n_spans += 1
        # unannotated contact-like strings
        for rx, what in ((EMAIL_RE, "e-mail"), (URL_RE, "URL"), (IP_RE, "IP")):
            for m in rx.finditer(text):
                if not any(covered[m.start():m.end()]):
                    err(f"{rid}: unannotated {what}-like string {m.group()!r}")
        # every occurrence of an identifier / contact / full-name value must be annotated
        for s in row["spans"]:
            if CATEGORY.get(s["type"]) in ("ID", "CONTACT") or (s["type"] == "PATIENT" and " " in s["text"]):
                v = s["text"]
                if len(v) < 5:
                    continue
                start = 0
                while True:
                    k = text.find(v, start)
                    if k < 0:
                        break
                    before_ok = k == 0 or not text[k - 1].isalnum()
                    after_ok = k + len(v) >= len(text) or not text[k + len(v)].isalnum()
                    if before_ok and after_ok and not all(covered[k:k + len(v)]):
                        err(f"{rid}: value {v!r} also occurs unannotated at {k}")
                    start = k + 1
        # hard negatives outside spans
        for k, rx in hard_res.items():
            for m in rx.finditer(text):
                if any(covered[m.start():m.end()]):
                    if k in ("score", "icd10", "clock_time"):
                        err(f"{rid}: hard negative {k} {m.group()!r} overlaps a span")
                    continue
                hard_counts[k] += 1
    # minimums
    if len(rows) < MIN_NOTES:
        err(f"only {len(rows)} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if type_counts[t] < MIN_PER_TYPE:
            err(f"type {t}: only {type_counts[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, n in genre_notes.items() if n >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for g, n in genre_notes.items():
        if n < MIN_PER_GENRE:
            err(f"genre {g}: only {n} notes")
    share = n_lower / max(1, len(rows))
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for k, (_, mn) in HARD.items():
        if hard_counts[k] < mn:
            err(f"hard negatives {k}: only {hard_counts[k]} (< {mn})")

    print(f"notes {len(rows)}, spans {n_spans}, genres {len(genre_notes)}, lower-case {n_lower} ({share:.3f})")
    print("per type: " + ", ".join(f"{t}={type_counts[t]}" for t in CATEGORY))
    print("per genre: " + ", ".join(f"{g}={n}" for g, n in sorted(genre_notes.items())))
    print("unannotated hard negatives: " + ", ".join(f"{k}={hard_counts[k]}" for k in HARD))
    if errs:
        for e in errs[:60]:
            print("ERROR", e)
        print(f"FAILED: {len(errs)} problem(s)")
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
