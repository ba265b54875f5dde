"""Validate bench/dev113_en/notes.jsonl. Exits non-zero on any problem.
Run from bench/dev113_en: python3 build/check.py"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")

# Categories and fine types, as in docs/annotation_guideline.md
CATEGORY = {}
for lab, types in {"NAME": ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"], "AGE": ["AGE"], "DATE": ["DATE"],
                   "LOCATION": ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION",
                                "LOCATION_OTHER"],
                   "ID": ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID",
                          "IDNUM"],
                   "CONTACT": ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"],
                   "PROFESSION": ["PROFESSION"]}.items():
    for t in types:
        CATEGORY[t] = lab
assert len(CATEGORY) == 29

GENRES = ["psych_admission", "psych_progress", "sud_treatment", "detox_flowsheet", "court_evaluation",
          "group_therapy", "crisis_line_log", "peer_support", "mat_visit", "discharge_aftercare",
          "family_session", "involuntary_hold"]
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOWER_SHARE = (0.13, 0.21)

WORD_NAMES = ["Will", "Hope", "Grace", "Faith", "Joy", "Rose", "June", "Dawn", "Mark", "Bill", "Frank",
              "Hunter", "Chase", "Sterling", "Summer", "Baker", "King", "Young", "Price", "Hill", "Stone",
              "Bell", "Marsh", "Ward", "Page", "Carver", "Fox", "Strong", "Sharp", "Lane", "Frost", "Booker"]
CREDS = r"(?:MD|DO|RN|RN-BC|LPN|LCSW|MSW|LICSW|LADC|CADC|LPC|LMHC|LMFT|CPRS|CRSS|CPS|PhD|PsyD|PharmD|RPh|MHT|CNA|NP|APRN|PMHNP-BC|PA-C)"

# Hard negatives: (name, regex, minimum unannotated count). Matches must never fall inside a span.
I = re.I
HARD_NEG = [
    ("lab", re.compile(r"\b(?:AST|ALT|GGT|Na|K|Mg|TSH|WBC|Hgb|Plt|QTc|BAL|BAC|lithium level)[ \t]+\d+(?:\.\d+)?|\bUDS\b|\bEtG\b|\bHCV\b", I), 1500),
    ("vital", re.compile(r"\b(?:BP[ \t]+\d{2,3}/\d{2,3}\b|HR[ \t]+\d{2,3}\b|RR[ \t]+\d{1,2}\b|T(?:emp)?[ \t]+\d{2,3}\.\d ?[CF]?|SpO2[ \t]+\d{2,3}%|Wt[ \t]+\d+(?:\.\d)? ?kg)", I), 700),
    ("drug_dose", re.compile(r"\b\d+(?:\.\d+)?[ \t]?(?:mg|mcg|mL|g/dL|mmol/L|U/L|ms)\b", I), 1200),
    ("score", re.compile(r"\b(?:PHQ-9|GAD-7|CIWA-Ar|CIWA|COWS|AUDIT-C|AUDIT|DAST-10|C-SSRS|MoCA|BPRS|YMRS|AIMS|PCL-5|CAGE|ASAM)\b", I), 600),
    ("eponym", re.compile(r"\b(?:Wernicke|Korsakoff|Mallory-Weiss|Babinski|Romberg|Tarasoff|Baker Act|Marchman Act|Capgras|Cotard|Hoover|Tourette|Asperger|Munchausen|Ganser|Parkinsonism|Dupuytren)\b", I), 250),
    ("icd_code", re.compile(r"\b[FRTZ]\d{2}\.\d{1,3}[A-Z]?\b", I), 350),
    ("clock_time", re.compile(r"\b\d{1,2}:\d{2}(?: ?[AP]M)?\b", I), 800),
    ("rating_ratio", re.compile(r"\b(?:pain|cravings|MoCA|CAGE)[ \t]+\d{1,2}/(?:10|30|4)\b", I), 150),
    ("crisis_988", re.compile(r"\b(?:call or text|text|call|dial)[ \t]+988\b", I), 30),
]
EMAIL_RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
URL_RE = re.compile(r"\b(?:https?://\S+|www\.\S+|[\w-]+(?:\.[\w-]+)*\.(?:com|org|net)(?:/\S*)?)", I)
IP_RE = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
PHONE_LIKE = re.compile(r"(?:\(\d{3}\)\s?|\b\d{3}[-. ])\d{3}[-. ]\d{4}\b|\b555-01\d\d\b")
TITLE_RE = re.compile(r"^(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s", I)
CRED_END_RE = re.compile(r",?\s" + CREDS + r"$")

errors = []


def err(msg):
    errors.append(msg)
    if len(errors) < 60:
        print("ERROR:", msg)


def letter(ch):
    return ch.isalpha()


def check_edges(text, s, rid):
    a, b, v = s["start"], s["end"], s["text"]
    if v != v.strip():
        err(f"{rid} span has edge whitespace {v!r}")
    if a > 0:
        x, y = text[a - 1], text[a]
        if (letter(x) and letter(y)) or (x.isdigit() and y.isdigit()):
            err(f"{rid} span starts inside a word/number {v!r}")
    if b < len(text):
        x, y = text[b - 1], text[b]
        if (letter(x) and letter(y)) or (x.isdigit() and y.isdigit()):
            err(f"{rid} span ends inside a word/number {v!r}")
    if v[0] in ".,;:!?)]}\"'-/":
        err(f"{rid} span starts with punctuation {v!r}")
    if v[0] == "(" and ")" not in v:
        err(f"{rid} span starts with unbalanced bracket {v!r}")
    if v[-1] in ",;:!?([{\"'-/":
        err(f"{rid} span ends with punctuation {v!r}")
    if v[-1] == ")" and "(" not in v:
        err(f"{rid} span ends with unbalanced bracket {v!r}")
    if v[-1] == "." and not re.search(r"(?:^|[\s.\-])[A-Za-z]\.$", v):
        err(f"{rid} span ends with a full stop that is not an initial {v!r}")
    if s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
        if TITLE_RE.search(v):
            err(f"{rid} title inside name span {v!r}")
        if CRED_END_RE.search(v):
            err(f"{rid} credential inside name span {v!r}")
        if v.lower().endswith("'s"):
            err(f"{rid} possessive inside name span {v!r}")


def digits(s):
    return re.sub(r"\D", "", s)


def check_contact(s, rid):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX"):
        base = re.split(r"\s*(?:ext\.?|x\.?)\s*\d+$", v, flags=I)[0]
        d = digits(base)
        if len(d) == 11 and d[0] == "1":
            d = d[1:]
        if len(d) == 10:
            if d[3:6] != "555":
                err(f"{rid} {t} not in the 555 exchange {v!r}")
        elif len(d) == 7:
            if d[:3] != "555":
                err(f"{rid} {t} 7-digit not 555 {v!r}")
        elif len(d) > 7 and "5550" not in d:
            err(f"{rid} {t} long number without 555 block {v!r}")
        elif len(d) < 7 and t == "FAX":
            err(f"{rid} fax too short {v!r}")
    elif t == "EMAIL":
        if not re.fullmatch(r"[a-z0-9._+-]+@example\.(?:com|org|net)", v, I):
            err(f"{rid} e-mail not on example domains {v!r}")
    elif t == "URL":
        if not re.fullmatch(r"(?:https?://)?(?:www\.)?example\.(?:com|org|net)(?:/[\w./-]*)?", v, I):
            err(f"{rid} URL not on example domains {v!r}")
    elif t == "IPADDR":
        parts = [int(x) for x in v.split(".")]
        if len(parts) != 4 or any(p > 255 for p in parts):
            err(f"{rid} bad IP {v!r}")
        elif not (parts[0] == 10 or (parts[0] == 172 and 16 <= parts[1] <= 31) or parts[:2] == [192, 168]):
            err(f"{rid} IP outside private ranges {v!r}")
    elif t == "SSN":
        if not (v.startswith("9") or v.startswith("000")):
            err(f"{rid} SSN-like value not starting with 9 or 000 {v!r}")


def inside(spans, a, b, types=None):
    for s in spans:
        if s["start"] <= a and b <= s["end"] and (types is None or s["type"] in types):
            return True
    return False


def overlaps(spans, a, b):
    return any(s["start"] < b and a < s["end"] for s in spans)


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        return 1
    recs = []
    with open(PATH, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            try:
                recs.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    per_type = collections.Counter()
    per_genre = collections.Counter()
    hard = collections.Counter()
    word_free = word_named = 0
    creds_after = 0
    n_lower = 0
    total_spans = 0
    for n, r in enumerate(recs, 1):
        rid = r.get("id")
        if set(r) != {"id", "text", "spans", "meta"}:
            err(f"{rid} keys {sorted(r)}")
            continue
        if rid != f"dev113-en-{n:04d}":
            err(f"id {rid} out of sequence (expected dev113-en-{n:04d})")
        text, spans, meta = r["text"], r["spans"], r["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{rid} empty text")
            continue
        if any("\ue000" <= ch <= "\uf8ff" for ch in text):
            err(f"{rid} private-use character left in text")
        if not isinstance(meta, dict) or meta.get("source") != "dev113-en":
            err(f"{rid} meta.source")
            continue
        if meta.get("genre") not in GENRES:
            err(f"{rid} unknown genre {meta.get('genre')}")
        per_genre[meta.get("genre")] += 1
        if not isinstance(meta.get("lowercase"), bool):
            err(f"{rid} meta.lowercase not bool")
        if meta.get("lowercase"):
            n_lower += 1
            if text != text.lower():
                err(f"{rid} marked lowercase but has capitals")
        prev_end = -1
        for s in spans:
            if set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{rid} span keys {sorted(s)}")
                continue
            a, b = s["start"], s["end"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{rid} bad offsets {a},{b}")
                continue
            if s["type"] not in CATEGORY:
                err(f"{rid} unknown type {s['type']}")
                continue
            if s["label"] != CATEGORY[s["type"]]:
                err(f"{rid} label {s['label']} != category of {s['type']}")
            if text[a:b] != s["text"]:
                err(f"{rid} text mismatch {text[a:b]!r} != {s['text']!r}")
                continue
            if a < prev_end:
                err(f"{rid} spans unsorted or overlapping at {a}")
            prev_end = b
            per_type[s["type"]] += 1
            total_spans += 1
            check_edges(text, s, rid)
            check_contact(s, rid)
            if s["type"] == "DOCTOR":
                if re.match(r",?\s" + CREDS + r"\b", text[b:b + 12]):
                    creds_after += 1
        # contact-like strings must be annotated
        for m in EMAIL_RE.finditer(text):
            if not inside(spans, m.start(), m.end(), {"EMAIL"}):
                err(f"{rid} unannotated e-mail-like {m.group()!r}")
        for m in URL_RE.finditer(text):
            if "@" in text[max(0, m.start() - 1):m.end()]:
                continue
            v = m.group().rstrip(".,;)")
            if not inside(spans, m.start(), m.start() + len(v), {"URL", "EMAIL"}):
                err(f"{rid} unannotated URL-like {v!r}")
        for m in IP_RE.finditer(text):
            if not inside(spans, m.start(), m.end(), {"IPADDR"}):
                err(f"{rid} unannotated IP-like {m.group()!r}")
        for m in PHONE_LIKE.finditer(text):
            if not inside(spans, m.start(), m.end(), {"PHONE", "FAX"}):
                err(f"{rid} unannotated phone-like {m.group()!r}")
        # hard negatives: present, and never annotated
        for name, rx, _ in HARD_NEG:
            for m in rx.finditer(text):
                if overlaps(spans, m.start(), m.end()):
                    err(f"{rid} hard negative {name} {m.group()!r} overlaps a span")
                else:
                    hard[name] += 1
        for m in re.finditer(r"\b(?:" + "|".join(WORD_NAMES) + r")\b", text, I):
            if overlaps(spans, m.start(), m.end()):
                word_named += 1
            else:
                word_free += 1
    # totals
    if len(recs) < MIN_NOTES:
        err(f"only {len(recs)} notes (< {MIN_NOTES})")
    if total_spans < MIN_SPANS:
        err(f"only {total_spans} spans (< {MIN_SPANS})")
    for t in CATEGORY:
        if per_type[t] < MIN_PER_TYPE:
            err(f"type {t}: {per_type[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, k in per_genre.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    for name, _, lo in HARD_NEG:
        if hard[name] < lo:
            err(f"hard negative {name}: {hard[name]} unannotated (< {lo})")
    if creds_after < 500:
        err(f"credentials after clinician names: {creds_after} (< 500)")
    if word_free < 300:
        err(f"word-names used as ordinary words: {word_free} (< 300)")
    if word_named < 100:
        err(f"word-names annotated as names: {word_named} (< 100)")
    share = n_lower / max(1, len(recs))
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    print(f"notes {len(recs)}, spans {total_spans}, genres {len(per_genre)} "
          f"(min notes/genre {min(per_genre.values()) if per_genre else 0}), lower-case {n_lower} ({share:.3f})")
    print("per type:", ", ".join(f"{t} {per_type[t]}" for t in CATEGORY))
    print("unannotated hard negatives:", ", ".join(f"{k} {hard[k]}" for k, _, _ in HARD_NEG),
          f", credentials after names {creds_after}, word-names as words {word_free} (as names {word_named})")
    if errors:
        kinds = collections.Counter(re.sub(r"^dev113-en-\d+ ", "", e).split(" '")[0].split(" {")[0][:50] for e in errors)
        for k, v in kinds.most_common(20):
            print(f"  {v:5d}  {k}")
        print(f"FAIL: {len(errors)} problem(s)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
