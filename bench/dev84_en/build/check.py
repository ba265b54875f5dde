"""Validate bench/dev84_en/notes.jsonl. Exits non-zero on any problem; prints counts."""
import collections
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # write notes.jsonl only, no __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pools import WORD_LIKE  # noqa: E402

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(HERE, "notes.jsonl")

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
GENRES = {"forum", "pharmacist", "telehealth", "nurse_line", "carers_family", "feedback", "booking_chat",
          "postop_checkin", "referral_email", "pager_handover"}
LOCALES = {"US", "UK", "IE", "CA", "AU", "SG", "KE", "JM"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 320, 8000, 15

problems = []


def bad(nid, msg):
    problems.append(f"{nid}: {msg}")


def phone_ok(v):
    v = re.sub(r"\s*(ext\.?|x)\s*\d+$", "", v.strip(), flags=re.I)
    d = re.sub(r"\D", "", v)
    if len(d) <= 5:  # internal bleep / extension
        return True
    if len(d) in (7, 10, 11) and d[-7:].startswith("55501") and (len(d) != 11 or d[0] == "1"):
        return True
    if d.startswith("44"):
        d = "0" + d[2:]
    if len(d) == 11 and d.startswith(("02079460", "01614960", "07700900")):
        return True
    a = "0" + d[2:] if d.startswith("61") else d
    if len(a) == 10 and a.startswith("0491570"):
        return True
    ie = "0" + d[3:] if d.startswith("353") else d
    if re.fullmatch(r"0\d{1,2}5550\d{3}", ie):
        return True
    sg = d[2:] if d.startswith("65") else d
    if re.fullmatch(r"5550\d{4}", sg):
        return True
    ke = "0" + d[3:] if d.startswith("254") else d
    if re.fullmatch(r"0555010\d{3}", ke):
        return True
    return False


def host_ok(h):
    h = h.lower()
    return any(h == d or h.endswith("." + d) for d in ("example.com", "example.org", "example.net"))


def ip_ok(v):
    p = v.split(".")
    if len(p) != 4 or not all(x.isdigit() and 0 <= int(x) <= 255 for x in p):
        return False
    a, b = int(p[0]), int(p[1])
    return a == 10 or (a == 172 and 16 <= b <= 31) or (a == 192 and b == 168)


def value_ok(t, v):
    if t in ("PHONE", "FAX"):
        return phone_ok(v)
    if t == "EMAIL":
        return bool(re.fullmatch(r"[a-z0-9._+-]+@([a-z0-9.-]+)", v.lower())) and host_ok(v.split("@")[1])
    if t == "URL":
        h = re.sub(r"^https?://", "", v.lower()).split("/")[0].split("?")[0]
        return host_ok(h)
    if t == "IPADDR":
        return ip_ok(v)
    if t == "SSN":
        return bool(re.fullmatch(r"9\d\d[- ]\d\d[- ]\d{4}", v) or re.fullmatch(r"qq ?\d\d ?\d\d ?\d\d ?[a-d]", v.lower()))
    return True


INITIAL_END = re.compile(r"(^|[\s.])[A-Za-z]\.$")

NEG_PATTERNS = {
    "lab_or_dose_unit": r"\b\d+(\.\d+)?\s?(mg|mcg|ml|g/l|mmol/l|mmol/mol|umol/l|nmol/l|units|kg|%)",
    "vital_sign": r"\b(bp \d+/\d+|sats \d+|temp \d|hr \d+|pulse \d+|resp rate \d+|o2 sats)",
    "lab_name_value": r"\b(hba1c|potassium|egfr|inr|crp|hb|ferritin|tsh|platelets|creatinine|sodium|wcc|lactate|troponin|bmi|ketones|bilirubin|glucose|psa|ldl|cholesterol|peak flow) ",
    "drug": r"\b(metformin|amoxicillin|paracetamol|ibuprofen|oxycodone|apixaban|sertraline|calpol|salbutamol|prednisolone|omeprazole|levothyroxine|insulin|enoxaparin|co-codamol|cetirizine|amlodipine|furosemide|movicol|oramorph|flucloxacillin|methotrexate|ondansetron|melatonin|tylenol|nurofen|warfarin|lisinopril|atorvastatin|gabapentin|cefalexin|hydrocortisone)\b",
    "score_scale": r"\b(gcs|news2|wells|phq-9|mmse|apgar|braden|curb-65|waterlow|asa|gad-7|amt|epds|feverpain|rockwood|bristol|pain \d+/10|pain \d out of)",
    "eponym": r"\b(parkinson|crohn|hashimoto|bell's|foley|down syndrome|graves|addison|cushing|guillain|baker's|osgood|kawasaki|meniere|raynaud|hirschsprung|perthes|barrett|colles|sjogren|tourette|epley|whipple|murphy|hodgkin|alzheimer|hickman|stevens-johnson|wilms|tinel)",
    "role_no_name": r"\bthe (night nurse|registrar|on-call gp|pharmacist|surgeon|receptionist|physio|consultant|midwife|health visitor|district nurse|anaesthetist|ot|triage nurse|locum|ward clerk|hca|attending|charge nurse|dietitian)\b",
    "time_of_day": r"(\b\d{1,2}:\d{2}\b|\b\d{1,2}(\.\d\d)?(am|pm)\b|\bhalf 7\b|\bmidnight\b|\blunchtime\b)",
    "duration": r"\b(for|every|over the last|since about|twice in) (\d+|two|a|about \d+|the last \d+) ?(days?|weeks?|hours?|minutes?|fortnight|month)",
    "name_word_as_word": r"\b(hope|will|rose|best|page|small|church|wise|grace|joy|may|frank|mark|bill|sandy|dawn|long|hill|young|price|stone|moss|bell|sharp|fair|little|rich|swift)\b",
}


def main():
    if not os.path.exists(PATH):
        print("missing notes.jsonl")
        return 1
    rows = []
    with open(PATH, "rb") as f:
        raw = f.read()
    try:
        raw.decode("ascii")
    except UnicodeDecodeError:
        bad("file", "notes.jsonl is not ASCII")
    for ln, line in enumerate(raw.decode("ascii", "replace").splitlines(), 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as e:
            bad(f"line {ln}", f"bad JSON {e}")
    type_counts = collections.Counter()
    label_counts = collections.Counter()
    genre_counts = collections.Counter()
    locale_counts = collections.Counter()
    layout_counts = collections.Counter()
    neg_counts = collections.Counter()
    lower_notes = 0
    total = 0
    for i, r in enumerate(rows, 1):
        nid = r.get("id")
        if nid != f"dev84-en-{i:04d}":
            bad(nid, f"id out of sequence, expected dev84-en-{i:04d}")
        if set(r) != {"id", "text", "spans", "meta"}:
            bad(nid, f"keys {sorted(r)}")
        meta = r.get("meta", {})
        if meta.get("language") != "en" or meta.get("source") != "dev84-en":
            bad(nid, f"meta language/source {meta}")
        for k in ("genre", "locale", "layout"):
            if not meta.get(k):
                bad(nid, f"meta.{k} missing")
        if meta.get("genre") not in GENRES:
            bad(nid, f"unknown genre {meta.get('genre')}")
        if meta.get("locale") not in LOCALES:
            bad(nid, f"unknown locale {meta.get('locale')}")
        genre_counts[meta.get("genre")] += 1
        locale_counts[meta.get("locale")] += 1
        layout_counts[meta.get("layout")] += 1
        text = r.get("text", "")
        if not isinstance(text, str) or not text.strip():
            bad(nid, "empty text")
            continue
        if any(ord(ch) > 126 or (ord(ch) < 32 and ch != "\n") for ch in text):
            bad(nid, "text not plain printable ASCII")
        if text == text.lower():
            lower_notes += 1
        prev_end = -1
        covered = []
        for s in r.get("spans", []):
            total += 1
            st, en, t, lab = s.get("start"), s.get("end"), s.get("type"), s.get("label")
            if set(s) != {"start", "end", "label", "type", "text"}:
                bad(nid, f"span keys {sorted(s)}")
            if t not in LABEL:
                bad(nid, f"unknown type {t}")
                continue
            if LABEL[t] != lab:
                bad(nid, f"label {lab} wrong for {t}")
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                bad(nid, f"bad offsets {st},{en}")
                continue
            v = text[st:en]
            if v != s.get("text"):
                bad(nid, f"span text mismatch {v!r} vs {s.get('text')!r}")
            if st < prev_end:
                bad(nid, f"overlap/unsorted at {st}")
            prev_end = en
            if v != v.strip() or "\n" in v:
                bad(nid, f"whitespace in span {v!r}")
            first_ok = v[0].isalnum() or (t in ("PHONE", "FAX") and v[0] in "(+" and (v[0] != "(" or ")" in v))
            last_ok = v[-1].isalnum() or (v[-1] == "." and INITIAL_END.search(v))
            if not first_ok or not last_ok:
                bad(nid, f"punctuation at span edge {v!r}")
            for a, b in ((text[st - 1] if st > 0 else "", v[0]), (v[-1], text[en] if en < len(text) else "")):
                if a and b and a.isalnum() and b.isalnum() and a.isdigit() == b.isdigit():
                    bad(nid, f"span cuts a word/number {v!r} [{text[max(0, st - 5):en + 5]!r}]")
            if not value_ok(t, v):
                bad(nid, f"non-fictional or malformed {t} value {v!r}")
            type_counts[t] += 1
            label_counts[lab] += 1
            covered.append((st, en))
        # leak check: every occurrence of an annotated value must be covered by some span
        seen = set()
        for s in r.get("spans", []):
            v = s.get("text", "")
            # occupation words also occur as generic roles ("the nurse"), which are not PHI
            if len(v) < 4 or v.lower() in WORD_LIKE or v in seen or s.get("type") == "PROFESSION":
                continue
            seen.add(v)
            for mo in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
                if re.search(r"(pain|amt|mmse|score|bp) $", text[max(0, mo.start() - 8):mo.start()].lower()):
                    continue  # a score such as "pain 7/10" that happens to look like a date value
                if not any(a <= mo.start() and mo.end() <= b for a, b in covered):
                    bad(nid, f"unannotated occurrence of {s['type']} value {v!r} at {mo.start()}")
        # hard negatives present outside spans
        low = text.lower()
        for name, pat in NEG_PATTERNS.items():
            for mo in re.finditer(pat, low):
                if not any(a < mo.end() and mo.start() < b for a, b in covered):
                    neg_counts[name] += 1

    if len(rows) < MIN_NOTES:
        bad("set", f"only {len(rows)} notes (< {MIN_NOTES})")
    if total < MIN_SPANS:
        bad("set", f"only {total} spans (< {MIN_SPANS})")
    for t in LABEL:
        if type_counts[t] < MIN_PER_TYPE:
            bad("set", f"type {t} has {type_counts[t]} spans (< {MIN_PER_TYPE})")
    if set(genre_counts) != GENRES:
        bad("set", f"genres {sorted(genre_counts)}")
    for g, n in genre_counts.items():
        if not 32 <= n <= 40:
            bad("set", f"genre {g} has {n} notes (want 32-40)")
    if set(locale_counts) != LOCALES:
        bad("set", f"locales {sorted(locale_counts)}")
    share = lower_notes / max(1, len(rows))
    if not 0.25 <= share <= 0.45:
        bad("set", f"lower-case share {share:.2f} not about one third")
    if sum(neg_counts.values()) < 1000 or min(neg_counts.get(k, 0) for k in NEG_PATTERNS) < 50:
        bad("set", f"too few hard negatives {dict(neg_counts)}")

    print(f"notes: {len(rows)}")
    print(f"spans: {total}")
    print(f"lower-case notes: {lower_notes} ({share:.0%})")
    print("per label: " + ", ".join(f"{k} {v}" for k, v in sorted(label_counts.items())))
    print("per type:")
    for t in LABEL:
        print(f"  {t:15s} {type_counts[t]}")
    print("genres: " + ", ".join(f"{k} {v}" for k, v in sorted(genre_counts.items())))
    print("locales: " + ", ".join(f"{k} {v}" for k, v in sorted(locale_counts.items())))
    print(f"layouts: {len(layout_counts)} distinct")
    print("hard negatives outside spans: " + ", ".join(f"{k} {v}" for k, v in neg_counts.items())
          + f" (total {sum(neg_counts.values())})")
    if problems:
        print(f"\n{len(problems)} PROBLEM(S):")
        for p in problems[:80]:
            print("  " + p)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
