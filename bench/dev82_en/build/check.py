"""Validate dev82_en/notes.jsonl.  Exits non-zero on any problem; prints counts.

Usage (from bench/dev82_en):  python3.11 build/check.py
"""

import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES = 320
MIN_SPANS = 8000
MIN_PER_TYPE = 15
LOCALES = {"en-GB", "en-IE", "en-AU", "en-NZ", "en-CA", "en-ZA"}

# Ordinary English words that are also names in the pools; a lower-case occurrence is not a missed name.
COMMON_WORDS = {
    "hope", "will", "rose", "best", "page", "wise", "small", "church", "hill", "moss", "bishop", "rich", "young",
    "long", "short", "strong", "little", "bird", "fox", "lamb", "wood", "stone", "brook", "field", "marsh", "bush",
    "baker", "cook", "mason", "potter", "carter", "hunter", "fisher", "shepherd", "ward", "brown", "white", "green",
    "black", "gray", "grey", "sharp", "hardy", "moody", "gentle", "chambers", "kind", "hale", "bright", "sweet",
    "grace", "faith", "joy", "dawn", "amber", "holly", "summer", "honor", "pearl", "ruby", "iris", "patience",
    "constance", "mercy", "violet", "blossom", "frank", "mark", "noble", "drew", "chase", "earnest", "sterling",
    "forrest", "sonny", "nurse", "councillor", "ash", "beech", "willow", "maple", "cedar", "poppy", "heather",
}

MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
HOLIDAY_WORDS = ["christmas", "boxing", "easter", "new year", "bonfire", "stephen", "patrick", "anzac", "australia day",
                 "waitangi", "matariki", "canada day", "thanksgiving", "victoria day", "heritage", "freedom", "youth day",
                 "goodwill", "women's day"]
NUMWORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
            "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "and"]

# Hard-negative cue patterns: they must occur, and never inside a gold span.
NEG_CUES = {
    "icd10_code": r"\b[A-TV-Z]\d{2}(?:\.\d{1,2})?\b(?=\))",
    "drug_dose": r"(?<![\w./-])\d+(?:\.\d+)? ?(?:mg|micrograms|units|mL|g)\b",
    "lab_value": r"\b(?:Hb|WCC|Na|K|urea|creatinine|eGFR|CRP|albumin|HbA1c|INR|TSH|ALT|ferritin|troponin|lactate|BNP|PSA) \d",
    "vital_sign": r"\b(?:BP \d{2,3}/\d{2,3}|HR \d{2,3}|RR \d{2}|SpO2 \d{2}%|NEWS2 \d+|GCS \d|BM \d)",
    "score_scale": r"\b(?:MMSE|ACE-III|MoCA|PHQ-9|GAD-7|AUDIT-C|MUST|CFS|ECOG|PPS|HADS-D|4AT|CHA2DS2-VASc|HAS-BLED|HoNOS|BPRS|Epworth|QRISK3|FRAX|Waterlow|Braden|Barthel|Karnofsky)\b",
    "eponym": r"\b(?:Parkinson's|Alzheimer's|Foley|Babinski|Crohn's|Graves'|Bell's|Colles|Dupuytren's|Barrett's|Raynaud's|Paget's|Huntington's|Lewy|Romberg's|Kernig's|Murphy's|Trendelenburg|Tinel's|Phalen's|Lachman|McMurray's|Stokes-Adams|Cheyne-Stokes|Hartmann's|Whipple's|Hickman|Nissen|Schober's|Glasgow Coma|Bristol stool|Edinburgh Postnatal|Manchester Triage|Canadian C-spine|Ottawa ankle|Meniere's|Addison's|Hashimoto's|Guillain-Barre|Sjogren's|Hodgkin|Wernicke's|Korsakoff|Virchow's|Hoffmann's|Korotkoff|Apley|Thompson's|Seldinger|Kirschner|Waddell)",
    "statute_or_rule": r"\b(?:Act(?:,)? (?:\d{1,3} of )?\d{4}|Regulations \d{4}|Rules \d{4}|CPR \d+|Part \d+|section \d+|s\.\s?\d+|R\.S\.O\. \d{4}|rule \d+(?:\.\d+)?|Schedule \d+|Form \w+)",
    "time_of_day": r"\b(?:at|around|after) (?:\d{1,2}[:.]\d{2}|\d{4} ?hrs?|\d{1,2} ?(?:am|pm)|noon|midnight)\b|\b\d{4}hrs\b",
    "duration": r"\b(?:for|over|within) (?:the (?:past|last) )?(?:\d+|a|two|three|four|six|several|about \d+) (?:days?|weeks?|months?|years?|hours?|minutes?|fortnight)\b|\b\d/(?:52|12|7)\b",
    "role_no_name": r"\bthe (?:consultant|on-call registrar|ward sister|GP|duty psychiatrist|nurse in charge|night staff|pharmacist|coroner's officer|occupational therapist|physiotherapist|district nurses|care coordinator|matron|dietitian|bed manager|falls team|palliative care team)\b",
    "name_word_as_word": r"\b(?:hope|will|rose|best|page|small|wise|frank|mark|grace|brown|green|white|stone|field|hill|rich|cook|wood|joy|long|hardy|faith|young|short|church|strong|dawn)\b",
}
MIN_NEG = 100


def phone_ok(v):
    s = re.split(r"\s*(?:ext\.?|extn|x)\s*\d+$", v.strip())[0]
    d = re.sub(r"\D", "", s)
    if len(d) <= 6:
        return True  # internal bleep/extension
    if s.startswith("+44"):
        d = d[2:]
        d = d if d.startswith("0") else "0" + d
        d = d.replace("00", "0", 1) if d.startswith("00") else d
    elif s.startswith("+61"):
        d = "0" + d[2:]
    elif s.startswith("+1") or (len(d) == 11 and d.startswith("1")):
        d = d[1:]
    if d.startswith(("02079460", "01614960", "01134960", "07700900")) and len(d) == 11:
        return True
    if d.startswith("0491570") and len(d) == 10:
        return True
    if len(d) == 10 and d[3:8] == "55501":
        return True
    if "5550" in d:
        return True
    return False


def private_ip(v):
    parts = v.split(".")
    if len(parts) != 4 or not all(p.isdigit() and 0 <= int(p) <= 255 for p in parts):
        return False
    a, b = int(parts[0]), int(parts[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def host_ok(host):
    host = host.lower()
    return any(host == d or host.endswith("." + d) for d in ("example.com", "example.org", "example.net"))


def main():
    errors = []

    def err(msg):
        errors.append(msg)

    if not os.path.exists(PATH):
        print("missing notes.jsonl")
        sys.exit(1)
    notes = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad json {e}")
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    locale_counts = collections.Counter()
    layout_counts = collections.Counter()
    neg_counts = collections.Counter()
    terse = 0
    total_spans = 0
    for idx, n in enumerate(notes, 1):
        nid = n.get("id")
        if nid != f"dev82-en-{idx:04d}":
            err(f"note {idx}: id {nid!r} not sequential")
        if set(n) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(n)}")
            continue
        text = n["text"]
        meta = n["meta"]
        for k in ("language", "source", "genre", "locale", "layout"):
            if k not in meta:
                err(f"{nid}: meta lacks {k}")
        if meta.get("source") != "dev82-en":
            err(f"{nid}: meta.source {meta.get('source')!r}")
        if meta.get("language") != "en":
            err(f"{nid}: meta.language")
        if meta.get("locale") not in LOCALES:
            err(f"{nid}: locale {meta.get('locale')}")
        genre_counts[meta.get("genre")] += 1
        locale_counts[meta.get("locale")] += 1
        layout_counts[meta.get("layout")] += 1
        if not text.isascii():
            err(f"{nid}: non-ASCII text")
        if any(ch in text for ch in "\x02\x1f\x03"):
            err(f"{nid}: marker characters left in text")
        if meta.get("layout") == "terse_lowercase":
            terse += 1
            if text != text.lower():
                err(f"{nid}: terse note has upper-case letters")
        spans = n["spans"]
        total_spans += len(spans)
        prev_end = -1
        prev_start = -1
        covered = [False] * len(text)
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {sorted(s)}")
                continue
            a, b, typ, lab, st = s["start"], s["end"], s["type"], s["label"], s["text"]
            if typ not in LABEL:
                err(f"{nid}: unknown type {typ}")
                continue
            if LABEL[typ] != lab:
                err(f"{nid}: label {lab} for {typ}")
            if not (0 <= a < b <= len(text)):
                err(f"{nid}: bad offsets {a}-{b}")
                continue
            if text[a:b] != st:
                err(f"{nid}: text mismatch {text[a:b]!r} != {st!r}")
            if a < prev_end:
                err(f"{nid}: overlap at {a}")
            if a < prev_start:
                err(f"{nid}: spans not sorted at {a}")
            prev_end, prev_start = b, a
            for i in range(a, b):
                covered[i] = True
            type_counts[typ] += 1
            if st != st.strip() or "\n" in st:
                err(f"{nid}: whitespace in span {st!r}")
            first, last = st[0], st[-1]
            if not (first.isalnum() or (first in "(+" and (first == "+" or ")" in st))):
                err(f"{nid}: span starts with punctuation {st!r}")
            if not last.isalnum():
                ok = (last == "." and re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", st)) or (last == ")" and "(" in st)
                if not ok:
                    err(f"{nid}: span ends with punctuation {st!r}")
            before = text[a - 1] if a > 0 else " "
            after = text[b] if b < len(text) else " "
            for x, y in ((before, first), (last, after)):
                if (x.isalpha() and y.isalpha()) or (x.isdigit() and y.isdigit()):
                    err(f"{nid}: span cuts a word/number {text[max(0, a - 8):b + 8]!r}")
                elif x.isalnum() and y.isalnum() and typ != "AGE":
                    err(f"{nid}: span glued to neighbouring token {text[max(0, a - 8):b + 8]!r}")
            # value checks
            low = st.lower()
            if typ in ("PHONE", "FAX") and not phone_ok(st):
                err(f"{nid}: non-fictional phone {st!r}")
            if typ == "EMAIL":
                m = re.fullmatch(r"[a-z0-9._%+-]+@([a-z0-9.-]+)", low)
                if not m or not host_ok(m.group(1)):
                    err(f"{nid}: e-mail outside example domains {st!r}")
            if typ == "URL":
                m = re.match(r"^(?:https?://)?([^/\s]+)", low)
                if not m or not host_ok(m.group(1)):
                    err(f"{nid}: URL outside example domains {st!r}")
            if typ == "IPADDR" and not private_ip(st):
                err(f"{nid}: IP not private {st!r}")
            if typ == "SSN":
                us = re.fullmatch(r"9\d{2}[- ]\d{2}[- ]\d{4}", st)
                ni = re.fullmatch(r"qq ?\d{2} ?\d{2} ?\d{2} ?[a-d]", low)
                if not (us or ni):
                    err(f"{nid}: SSN not in 9xx / QQ ranges {st!r}")
            if typ == "MRN":
                dd = re.sub(r"[ -]", "", st)
                if re.fullmatch(r"\d{10}", dd) and not dd.startswith("999"):
                    err(f"{nid}: NHS-style number not starting 999 {st!r}")
            if typ == "AGE":
                if not (st.isdigit() or all(w in NUMWORDS for w in re.split(r"[- ]", low))):
                    err(f"{nid}: odd age {st!r}")
            if typ == "DATE":
                if not (any(ch.isdigit() for ch in st) or any(m in low for m in MONTHS + WEEKDAYS + HOLIDAY_WORDS)):
                    err(f"{nid}: odd date {st!r}")
            if typ == "ZIP" and not any(ch.isdigit() for ch in st):
                err(f"{nid}: odd postcode {st!r}")
        # missed occurrences of annotated names / places in the same note
        seen = set()
        for s in spans:
            if s["label"] != "NAME" and s["type"] not in ("CITY", "HOSPITAL", "ORGANIZATION"):
                continue
            if s["type"] == "USERNAME":
                continue
            st = s["text"]
            if st in seen or len(st) < 3 or (st.isupper() and len(st) <= 4) or (st.islower() and len(st) <= 3):
                continue
            seen.add(st)
            for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(st) + r"(?![A-Za-z0-9])", text):
                if any(covered[m.start():m.end()]):
                    continue
                if st.lower() in COMMON_WORDS and m.group(0).islower():
                    continue
                if st.lower() in COMMON_WORDS and re.search(r"(?:^|\n|[.!?:] )$", text[max(0, m.start() - 2):m.start()]):
                    continue  # sentence-initial ordinary word ("Kind regards", "Hope ...")
                err(f"{nid}: unannotated occurrence of {s['type']} {st!r} at {m.start()}")
        # hard negatives: present, and never inside a span
        for cue, pat in NEG_CUES.items():
            for m in re.finditer(pat, text, flags=0 if cue != "name_word_as_word" else 0):
                if any(covered[m.start():m.end()]):
                    if cue in ("duration", "statute_or_rule", "name_word_as_word"):
                        continue  # short generic patterns can legitimately touch a span
                    err(f"{nid}: hard negative {cue} {m.group(0)!r} inside a span")
                    continue
                neg_counts[cue] += 1

    # ------------------------------------------------------------ global requirements
    if len(notes) < MIN_NOTES:
        err(f"only {len(notes)} notes (< {MIN_NOTES})")
    if total_spans < MIN_SPANS:
        err(f"only {total_spans} spans (< {MIN_SPANS})")
    for typ in LABEL:
        if type_counts[typ] < MIN_PER_TYPE:
            err(f"type {typ}: {type_counts[typ]} spans (< {MIN_PER_TYPE})")
    if len(genre_counts) < 10:
        err(f"only {len(genre_counts)} genres")
    for g, k in genre_counts.items():
        if not 32 <= k <= 40:
            err(f"genre {g}: {k} notes (want 32-40)")
    if notes and not (0.12 <= terse / len(notes) <= 0.22):
        err(f"terse lower-case share {terse}/{len(notes)} not about one in six")
    for cue in NEG_CUES:
        if neg_counts[cue] < MIN_NEG:
            err(f"hard negative {cue}: only {neg_counts[cue]} (< {MIN_NEG})")

    print(f"notes: {len(notes)}")
    print(f"spans: {total_spans}")
    print("spans per type:")
    for typ in LABEL:
        print(f"  {typ:<15}{type_counts[typ]:>6}")
    lab_counts = collections.Counter()
    for typ, k in type_counts.items():
        lab_counts[LABEL[typ]] += k
    print("spans per label: " + ", ".join(f"{k}={v}" for k, v in sorted(lab_counts.items())))
    print("notes per genre: " + ", ".join(f"{k}={v}" for k, v in sorted(genre_counts.items())))
    print("notes per locale: " + ", ".join(f"{k}={v}" for k, v in sorted(locale_counts.items())))
    print("notes per layout: " + ", ".join(f"{k}={v}" for k, v in sorted(layout_counts.items())))
    print(f"terse lower-case notes: {terse}")
    print("hard-negative cues (unannotated): " + ", ".join(f"{k}={v}" for k, v in neg_counts.items()))
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors[:200]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
