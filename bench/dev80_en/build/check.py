"""Validate bench/dev80_en/notes.jsonl. Exits non-zero on any problem; prints counts.

    cd bench/dev80_en && python3.11 build/check.py
"""
import collections
import ipaddress
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")

# the guideline's table, typed again here so the checker does not trust the generator
TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 320, 8000, 15
MIN_GENRES, GENRE_MIN, GENRE_MAX = 10, 30, 42
README_L1 = "# dev80_en: independent English clinical PHI evaluation set"
README_L2 = "> **Status (2026-11-26):** unscored; never trained on."

errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ contact patterns (fictional ranges only)
RE_NANP = re.compile(r"^(?:\+1 |1-)?(?:\(\d{3}\) |\d{3}[-. ])?555[-. ]01\d\d(?: (?:ext\.? \d{1,5}|x\d{1,5}))?$")
RE_UK = re.compile(r"^(?:020 7946 0\d{3}|0161 496 0\d{3}|07700 900\d{3}|\+44 7700 900\d{3}|\+44 20 7946 0\d{3})$")
RE_AU = re.compile(r"^(?:0491 570 \d{3}|\+61 491 570 \d{3})$")
RE_INTL = re.compile(r"^\+\d{1,3} \d{1,2} 555 01\d\d$")
RE_PAGER = re.compile(r"^(?:\d-\d{4}|\d{4,5})$")
RE_EMAIL = re.compile(r"^[a-z0-9._+-]+@(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$")
RE_URL = re.compile(r"^(?:https?://)?((?:[a-z0-9-]+\.)*example\.(?:com|org|net))(?:/[A-Za-z0-9._/-]*[A-Za-z0-9])?$")
RE_SSN = re.compile(r"^9\d\d[- ]\d\d[- ]\d{4}$")
RE_NI = re.compile(r"^QQ ?\d\d ?\d\d ?\d\d ?[A-D]$")
RE_334 = re.compile(r"^\d{3} \d{3} \d{4}$")


def check_contact(nid, sp):
    t, v = sp["type"], sp["text"]
    vu = v if not v.islower() else v  # lower-case notes keep digits; e-mails/URLs are lower-case anyway
    if t in ("PHONE", "FAX"):
        ok = RE_NANP.match(vu) or RE_UK.match(vu) or RE_AU.match(vu) or RE_INTL.match(vu)
        if t == "PHONE" and RE_PAGER.match(vu):
            ok = True
        if not ok:
            err(f"{nid}: {t} not in a fictional range: {v!r}")
    elif t == "EMAIL":
        if not RE_EMAIL.match(v.lower()):
            err(f"{nid}: e-mail not on example.com/org/net: {v!r}")
    elif t == "URL":
        if not RE_URL.match(v.lower()):
            err(f"{nid}: URL not on example.com/org/net: {v!r}")
    elif t == "IPADDR":
        try:
            ip = ipaddress.ip_address(v)
        except ValueError:
            err(f"{nid}: bad IP {v!r}")
            return
        if not any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")):
            err(f"{nid}: IP not private: {v!r}")
    elif t == "SSN":
        if not (RE_SSN.match(v) or RE_NI.match(v.upper())):
            err(f"{nid}: SSN/NI not in a never-issued range: {v!r}")
    elif t == "HEALTHPLAN":
        if RE_334.match(v) and not v.startswith("999"):
            err(f"{nid}: NHS-style number not starting 999: {v!r}")


# ------------------------------------------------------------------ span boundaries
RE_INITIAL_END = re.compile(r"(?:^|[\s.])[A-Za-z]\.$")


def same_class(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def check_span(nid, text, sp):
    s, e, v = sp["start"], sp["end"], sp["text"]
    if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
        err(f"{nid}: bad offsets {s}-{e}")
        return
    if text[s:e] != v:
        err(f"{nid}: span text mismatch at {s}: {text[s:e]!r} != {v!r}")
        return
    if sp.get("type") not in TYPE2LABEL:
        err(f"{nid}: unknown type {sp.get('type')!r}")
        return
    if sp.get("label") != TYPE2LABEL[sp["type"]]:
        err(f"{nid}: label {sp.get('label')} wrong for {sp['type']}")
    if v != v.strip() or "\n" in v or "\t" in v:
        err(f"{nid}: whitespace/newline at edge or inside span {v!r}")
    first, last = v[0], v[-1]
    if not (first.isalnum() or (first == "(" and ")" in v) or first == "+"):
        err(f"{nid}: span starts with punctuation {v!r}")
    if not (last.isalnum() or (last == ")" and "(" in v) or (last == "." and RE_INITIAL_END.search(v))):
        err(f"{nid}: span ends with punctuation {v!r}")
    if s > 0 and same_class(text[s - 1], text[s]):
        err(f"{nid}: span cuts a word/number at start {text[max(0, s - 5):e]!r}")
    if e < len(text) and same_class(text[e - 1], text[e]):
        err(f"{nid}: span cuts a word/number at end {text[s:e + 5]!r}")
    if TYPE2LABEL[sp["type"]] == "NAME" and (v.endswith("'s") or v.endswith("'S")):
        err(f"{nid}: possessive inside name span {v!r}")
    if sp["type"] != "HOSPITAL" and v.lower().endswith("'s"):
        err(f"{nid}: possessive inside span {v!r}")


# ------------------------------------------------------------------ hard negatives (counted outside spans)
EPONYM_WORDS = ["Foley", "Murphy", "Babinski", "Parkinson", "Hashimoto", "Crohn", "Barrett", "Bell's palsy", "Cushing",
                "Graves'", "Homans", "Romberg", "Trendelenburg", "Kernig", "Brudzinski", "Valsalva", "Swan-Ganz",
                "Whipple", "Nissen", "Roux-en-Y", "Kerley", "Epley", "Lachman", "McMurray", "Phalen", "Tinel",
                "Hodgkin", "Alzheimer", "Wernicke", "Raynaud", "Meniere", "Sjogren", "Addison", "Guillain-Barre",
                "Kussmaul", "Cheyne-Stokes", "Levine", "Chvostek", "Trousseau", "Hartmann", "Baker's cyst", "Bishop score",
                "Apgar", "Glasgow", "Leopold", "Ortolani", "Barlow", "Mallampati", "Seldinger", "Allen test", "Stemmer",
                "McBurney", "Wells score", "Huber", "Shiley", "Medtronic", "Fresenius", "Optiflux", "PowerPort"]
HN = {
    "lab values": r"\b(?:Na|K|Cl|CO2|HCO3|BUN|Cr|WBC|Hgb|Hct|Plt|INR|PTT|Mg|Phos|AST|ALT|lactate|troponin I|hs-troponin|BNP|HbA1c|TSH|albumin|lipase|CRP|ferritin|PTH|CK|LDL|ANC|glucose|T bili|alk phos|procalcitonin|iCa|ammonia|BMP|CEA|CA 15-3|CA 19-9|LDH|Lead) \d",
    "vital signs": r"\b(?:BP|Blood pressure) ?:? ?\d{2,3}/\d{2,3}|\b(?:HR|Pulse|heart rate) ?:? ?\d{2,3}\b|\b(?:SpO2|sat|oxygen saturation) ?:? ?\d{2,3}%",
    "drug doses": r"\b\d+(?:\.\d+)? ?(?:mg|mcg|g|units|mEq|mL|IU|mg/m2|mcg/kg/min|mg/kg/day|mg/kg|mcg/kg/h|units/h|mg/h|milliunits/min|million units)\b",
    "sigs": r"\b(?:PO|IV|SC|IM|BID|TID|qHS|q\d+h|PRN|daily|AC/HS|TIW|CIVI)\b",
    "scores and scales": r"\b(?:GCS|NIHSS|Wells score|CURB-65|HEART score|Braden|Morse fall score|PHQ-9|GAD-7|Apgars|Bishop score|ASA|Mallampati|RCRI|ECOG|KPS|CHA2DS2-VASc|HAS-BLED|RASS|CAM-ICU|Tinetti|Berg Balance|TUG|MoCA|MMSE|Kt/V|URR|M-CHAT-R|ASQ-3|EPDS|SOFA|APACHE II|Katz ADL|OASIS|LACE index|FIM motor|STOP-BANG|METs|pain \d+/10)\b",
    "ICD-10/CPT codes": None,  # filled below
    "eponyms": r"\b(?:" + "|".join(re.escape(w) for w in EPONYM_WORDS) + r")",
    "roles without names": r"\b(?:the charge nurse|the on-call resident|night float|the attending|pharmacy|case management|social work|the patient's PCP|rapid response|the surgical team|the bedside nurse|the covering provider|the interpreter line|the unit secretary|respiratory therapy|the dietitian|nephrology|the intensivist|the hospitalist team|the float RN|the chaplain|physical therapy|the oncology pharmacist|the dialysis tech|the OB resident|the scrub tech|cross-cover|Triage RN|Charge RN|Night RN|Day RN|hospitalist|radiology|cardiology|surgery|PCP|interpreter|caregiver|MA|PTA|CRNA|CNM|PharmD|RRT|CCHT|NP)\b",
    "times of day": r"\b\d{1,2}:\d{2}(?: ?[ap]m)?\b|(?:\bat |@ ?|^| )(?:[01]\d|2[0-3])[0-5]\d\b(?! ?(?:mg|mL|kg|g|units))",
    "durations": r"\b(?:x ?)?\d+ ?(?:days?|weeks?|months?|hours?|hrs?|h|min|minutes|wk|wks|d)\b",
    "name-words as ordinary words": r"\b(?:will|hope|hopeful|rose|best|page|paged|wise|small|church|frank|marked|marking|miles|stone|long|little|white|black|bell|fields|hazel|amber|ivy|law|short|sharp|strong|bright|post|rich|olive|iris|violet|grace|joy|may|dawn|hunter|moody|golden|granted|steel|rice|snow|cook|cross)\b",
}
HN_MIN = {"lab values": 1500, "vital signs": 800, "drug doses": 1500, "sigs": 1000, "scores and scales": 500,
          "ICD-10/CPT codes": 300, "eponyms": 300, "roles without names": 500, "times of day": 500,
          "durations": 200, "name-words as ordinary words": 500}
HN_STRICT = {"lab values", "drug doses", "ICD-10/CPT codes"}


def covered(spans, s, e):
    for sp in spans:
        if sp["start"] < e and s < sp["end"]:
            return True
    return False


def main():
    import clin
    import pools as PL
    codes = sorted(set(clin.ICD) | set(clin.CPT), key=len, reverse=True)
    HN["ICD-10/CPT codes"] = r"(?<![\w.])(?:" + "|".join(re.escape(k) for k in codes) + r")(?![\w])"
    hn_re = {k: re.compile(v, re.I | re.M) for k, v in HN.items()}

    if not os.path.exists(NOTES):
        print("notes.jsonl missing")
        sys.exit(1)
    raw = open(NOTES, encoding="utf-8").read()
    notes = []
    for ln, line in enumerate(raw.split("\n"), 1):
        if not line.strip():
            continue
        try:
            notes.append(json.loads(line))
        except json.JSONDecodeError as ex:
            err(f"line {ln}: bad JSON {ex}")

    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    layout_counts = collections.Counter()
    locale_counts = collections.Counter()
    hn_counts = collections.Counter()
    nonascii = 0
    n_lower = 0
    word_ok = set()
    for o in PL.FIRST["word"][0] + PL.FIRST["word"][1] + PL.LAST["word"]:
        word_ok.add(o.lower())
    word_ok |= {w.lower().split("'")[0].split(" ")[0] for w in EPONYM_WORDS}
    word_ok |= {"murphy", "wells", "bishop", "baker", "bell", "allen", "barrett", "graves", "addison", "levine",
                "hunter", "fisher", "parkinson", "huber", "may", "april", "june", "page", "frank", "grant",
                "chase", "mason", "cook", "miles", "dawn", "hazel", "amber", "ruby", "holly", "iris", "violet",
                "olive", "grace", "joy", "rose", "post", "cross", "long", "little", "short", "white", "black",
                "young", "hill", "field", "stone", "marsh", "moss", "rich", "sharp", "strong", "bright", "golden",
                "moody", "law", "snow", "frost", "winter", "summer", "steel", "rice", "lamb", "noble", "swift"}
    skeleton_upper = set()
    lower_notes = []

    for idx, n in enumerate(notes, 1):
        nid = n.get("id", f"#{idx}")
        for key in ("id", "text", "spans", "meta"):
            if key not in n:
                err(f"{nid}: missing key {key}")
        if n.get("id") != f"dev80-en-{idx:04d}":
            err(f"{nid}: id out of sequence (expected dev80-en-{idx:04d})")
        meta = n.get("meta", {})
        if meta.get("source") != "dev80-en":
            err(f"{nid}: meta.source must be dev80-en")
        if meta.get("language") != "en":
            err(f"{nid}: meta.language must be en")
        for k in ("genre", "locale", "layout"):
            if not meta.get(k):
                err(f"{nid}: meta.{k} missing")
        genre_counts[meta.get("genre")] += 1
        layout_counts[meta.get("layout")] += 1
        locale_counts[meta.get("locale")] += 1
        text = n.get("text", "")
        spans = n.get("spans", [])
        if any(ch in text for ch in "\x02\x03\x1f"):
            err(f"{nid}: marker characters left in text")
        for i, ch in enumerate(text):
            if ord(ch) > 127:
                nonascii += 1
                if not (ch.isalpha() and any(sp["start"] <= i < sp["end"] and TYPE2LABEL.get(sp["type"]) == "NAME"
                                             for sp in spans)):
                    err(f"{nid}: non-ASCII character {ch!r} outside a name")
        prev_end = -1
        for sp in spans:
            for k in ("start", "end", "label", "type", "text"):
                if k not in sp:
                    err(f"{nid}: span missing {k}")
            check_span(nid, text, sp)
            if sp["start"] < prev_end:
                err(f"{nid}: spans unsorted or overlapping at {sp['start']}")
            prev_end = max(prev_end, sp["end"])
            type_counts[sp["type"]] += 1
            check_contact(nid, sp)
        # lower-case notes
        is_lower = meta.get("layout") == "terse-lower"
        if is_lower:
            n_lower += 1
            if text != text.lower():
                err(f"{nid}: terse-lower note has upper-case letters")
        elif text == text.lower():
            err(f"{nid}: all lower-case but layout is {meta.get('layout')}")
        # skeletons (PHI replaced) to prove lower-case notes are not lower-cased copies
        sk, p = [], 0
        for sp in spans:
            sk.append(text[p:sp["start"]])
            sk.append("<>")
            p = sp["end"]
        sk.append(text[p:])
        lines = [ln.strip().lower() for ln in "".join(sk).split("\n") if len(ln.strip()) >= 25]
        if is_lower:
            lower_notes.append((nid, lines))
        else:
            skeleton_upper.update(lines)
        # hard negatives outside spans
        for k, rx in hn_re.items():
            for m in rx.finditer(text):
                a, b = m.start(), m.end()
                seg = m.group(0)
                a += len(seg) - len(seg.lstrip())
                if covered(spans, a, b):
                    if k in HN_STRICT:
                        err(f"{nid}: hard negative ({k}) inside a span: {text[a:b]!r}")
                    continue
                hn_counts[k] += 1
        # every annotated value is annotated everywhere it occurs in the same note
        seen = set()
        for sp in spans:
            v = sp["text"]
            if sp["type"] in ("AGE", "DATE", "PROFESSION", "STATE") or len(v) < 4 or v in seen:
                continue
            seen.add(v)
            if v.lower() in word_ok:
                continue
            for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
                if not covered(spans, m.start(), m.end()):
                    err(f"{nid}: {sp['type']} value {v!r} also occurs unannotated at {m.start()}")
                    break

    for nid, lines in lower_notes:
        if lines:
            shared = sum(1 for ln in lines if ln in skeleton_upper)
            if shared >= 3 and shared / len(lines) > 0.4:
                err(f"{nid}: lower-case note looks like a lower-cased copy ({shared}/{len(lines)} lines shared)")

    # ---------------------------------------------------------------- totals
    n_notes = len(notes)
    n_spans = sum(type_counts.values())
    if n_notes < MIN_NOTES:
        err(f"only {n_notes} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPE2LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_counts[t]} spans (< {MIN_PER_TYPE})")
    if len(genre_counts) < MIN_GENRES:
        err(f"only {len(genre_counts)} genres")
    for g, k in genre_counts.items():
        if not GENRE_MIN <= k <= GENRE_MAX:
            err(f"genre {g}: {k} notes (want {GENRE_MIN}-{GENRE_MAX})")
    share = n_lower / max(1, n_notes)
    if not 0.15 <= share <= 0.25:
        err(f"lower-case share {share:.2f} not about one in five")
    for k, lo in HN_MIN.items():
        if hn_counts[k] < lo:
            err(f"hard negatives '{k}': {hn_counts[k]} (< {lo})")

    # ---------------------------------------------------------------- surface forms
    forms = collections.Counter()
    for n in notes:
        text = n["text"]
        sps = n["spans"]
        for i, sp in enumerate(sps):
            v, s, e, t = sp["text"], sp["start"], sp["end"], sp["type"]
            after, before = text[e:e + 12], text[max(0, s - 12):s]
            if t == "AGE":
                if re.match(r" yo\b", after): forms["age '64 yo'"] += 1
                if re.match(r"yo\b", after): forms["age '64yo'"] += 1
                if re.match(r"[FMfm]\b", after): forms["age '58F'"] += 1
                if re.match(r" [FM]\b", after): forms["age '58 F'"] += 1
                if before.endswith("aged "): forms["age 'aged 92'"] += 1
                if v.replace("-", "").replace(" ", "").isalpha(): forms["age in words"] += 1
                if v.isdigit() and int(v) > 89: forms["age over 89 (digits)"] += 1
                if re.match(r"-(?:year|month)-old", after): forms["age '64-year-old'"] += 1
            elif t == "DATE":
                if re.fullmatch(r"\d{1,2}/\d{1,2}", v): forms["date partial '3/4'"] += 1
                if re.fullmatch(r"(?i)(mon|tue|wed|thu|fri|sat|sun) \d{1,2}/\d{1,2}", v): forms["date 'Tue 3/4'"] += 1
                if re.fullmatch(r"(?i)(monday|tuesday|wednesday|thursday|friday|saturday|sunday)", v): forms["date weekday only"] += 1
                if re.fullmatch(r"(?i)[a-z]+ \d{4}", v): forms["date month-year"] += 1
                if re.fullmatch(r"\d{4}", v): forms["date year-only"] += 1
                if i + 1 < len(sps) and sps[i + 1]["type"] == "DATE" and text[e:sps[i + 1]["start"]] == "-":
                    forms["date range '3/4-3/8'"] += 1
                if re.fullmatch(r"(?i)[a-z' ]+", v) and not re.fullmatch(r"(?i)(mon|tues|wednes|thurs|fri|satur|sun)day", v):
                    forms["date holiday"] += 1
            elif t in ("PATIENT", "DOCTOR", "FAMILY"):
                if re.fullmatch(r"[A-Z'\- ]+, [A-Z'\- ]+ [A-Z]", v): forms["name 'LAST, FIRST M'"] += 1
                if re.search(r"\b(?:Mr|Mrs|Ms|Dr|Prof)\s$", before): forms["title without full stop"] += 1
                if re.search(r"\b(?:Mr|Mrs|Ms|Dr|Prof)\.\s$", before): forms["title with full stop"] += 1
                if re.fullmatch(r"[A-Z][a-z\-]+ [A-Z]\.", v): forms["given name + initial"] += 1
                if re.fullmatch(r"[A-Za-z]\.?[A-Za-z]\.?[A-Za-z]?\.?", v): forms["initials"] += 1
                if t == "DOCTOR" and re.match(r",? (?:RN|PT|DPT|SW|PA-C|NP|CNM|CRNA|PTA|MA|PharmD|RRT|CCHT)\b", after):
                    forms["staff name + role word"] += 1
                if t == "DOCTOR" and re.search(r"(?i)(scribe|scribing for|scribed by|transcribed by)", text[max(0, s - 40):e + 40]):
                    forms["scribe/transcriptionist"] += 1
    FORM_MIN = 10
    for k in ["age '64 yo'", "age '64yo'", "age '58F'", "age '58 F'", "age 'aged 92'", "age in words",
              "age over 89 (digits)", "age '64-year-old'", "date partial '3/4'", "date 'Tue 3/4'", "date weekday only",
              "date month-year", "date year-only", "date range '3/4-3/8'", "date holiday", "name 'LAST, FIRST M'",
              "title without full stop", "title with full stop", "given name + initial", "initials",
              "staff name + role word", "scribe/transcriptionist"]:
        if forms[k] < FORM_MIN:
            err(f"surface form {k}: {forms[k]} (< {FORM_MIN})")

    # ---------------------------------------------------------------- determinism + README
    import make
    if make.serialise(make.build_notes()) != raw:
        err("notes.jsonl differs from a fresh in-memory build (not deterministic or stale)")
    if os.path.exists(README):
        rl = open(README, encoding="utf-8").read().split("\n")
        if len(rl) < 2 or rl[0] != README_L1 or rl[1] != README_L2:
            err("README.md lines 1-2 are not the required title and status line")
    else:
        err("README.md missing")

    # ---------------------------------------------------------------- report
    print(f"notes: {n_notes}   spans: {n_spans}   lower-case notes: {n_lower} ({share:.1%})   non-ASCII chars: {nonascii}")
    print("\nper type:")
    for t in TYPE2LABEL:
        print(f"  {TYPE2LABEL[t]:<10} {t:<15} {type_counts[t]:>6}")
    print("\nper genre:")
    for g, k in sorted(genre_counts.items()):
        print(f"  {g:<30} {k:>4}")
    print("\nlayouts:", dict(sorted(layout_counts.items())))
    print("locales:", dict(sorted(locale_counts.items())))
    print("\nhard negatives outside spans:")
    for k in HN:
        print(f"  {k:<32} {hn_counts[k]:>6}")
    print("\nsurface forms:")
    for k, v in sorted(forms.items()):
        print(f"  {k:<32} {v:>6}")
    if errors:
        print(f"\n{len(errors)} PROBLEM(S):")
        for e in errors[:80]:
            print("  " + e)
        if len(errors) > 80:
            print(f"  ... {len(errors) - 80} more")
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
