"""Validate bench/dev79_en/notes.jsonl.  Exits non-zero on any problem; prints counts.

Usage (from bench/dev79_en): python3.11 build/check.py
"""
import collections
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, ".."))
NOTES = os.path.join(ROOT, "notes.jsonl")
README = os.path.join(ROOT, "README.md")
sys.path.insert(0, HERE)
import pools  # noqa: E402  (only for the list of word-like names)

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
LOCALES = {"en-GB-ENG", "en-GB-SCT", "en-GB-WLS", "en-GB-NIR", "en-IE", "en-AU", "en-NZ", "en-CA"}
MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES = 320, 8000, 15, 10
GENRE_RANGE = (30, 42)
TERSE_SHARE = (0.12, 0.22)
MIN_OVER_89 = 100

errors = []
warnings = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ contact data must be fictional
def phone_ok(v):
    s = re.sub(r"\s*(ext\.?|x)\s*\d+$", "", v.strip())
    dg = re.sub(r"\D", "", s)
    if re.fullmatch(r"\d{3,4}|\d-\d{4}", s):          # internal bleep / pager / extension
        return True
    if s.startswith("+44"):
        dg = "0" + dg[2:]
    if s.startswith("+61"):
        dg = "0" + dg[2:]
    if s.startswith("+1"):
        dg = dg[1:]
    if s.startswith("+353") or s.startswith("+64"):
        return "5550" in dg
    if re.fullmatch(r"02079460\d{3}|01614960\d{3}|01134960\d{3}|07700900\d{3}", dg):
        return True
    if re.fullmatch(r"0491570\d{3}", dg):
        return True
    if len(dg) == 10 and dg[3:6] == "555" and dg[6:8] == "01":   # North American 555-01xx
        return True
    if dg.startswith("0") and "5550" in dg and len(dg) in (9, 10, 11):   # invented 555 block (IE, NZ)
        return True
    return False


def email_ok(v):
    return re.fullmatch(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+\.)*example\.(com|org|net)", v) is not None


def url_ok(v):
    m = re.match(r"(https?://)?([^/]+)", v)
    return bool(m) and re.fullmatch(r"([a-z0-9-]+\.)*example\.(com|org|net)", m.group(2)) is not None


def ip_ok(v):
    p = [int(x) for x in v.split(".")]
    if len(p) != 4 or any(x > 255 for x in p):
        return False
    return p[0] == 10 or (p[0] == 172 and 16 <= p[1] <= 31) or (p[0] == 192 and p[1] == 168)


SSN_RE = [
    r"9\d{2}-\d{2}-\d{4}",                     # US, never-issued 9xx area
    r"QQ ?\d{2} ?\d{2} ?\d{2} ?[A-D]",          # UK NI, QQ prefix
    r"\d{7}[A-Z][AWH]?",                        # Irish PPSN (invented)
    r"9\d{2} \d{3} \d{3}",                      # Canadian SIN, 9xx
    r"\d{3} \d{3} \d{3}[A-Z]",                  # Australian CRN (invented)
    r"\d{3}-\d{3}-\d{3}",                       # NZ IRD (invented)
]


def nhs_check(num):
    tot = sum(int(ch) * w for ch, w in zip(num[:9], range(10, 1, -1)))
    chk = 11 - tot % 11
    chk = 0 if chk == 11 else chk
    return chk != 10 and chk == int(num[9])


# ------------------------------------------------------------------ hard negatives (must stay unannotated)
NEG = {
    "lab": r"\b(Hb|WCC|Plt|Na|K|Urea|Creat|eGFR|CRP|HbA1c|INR|TSH|Albumin|ALT|Bili|Ferritin|Lactate|Troponin T|B12|Vit D|Mg|Adj Ca|BNP|Lithium)\s+\d+(\.\d+)?",
    "vital": r"\b(BP \d{2,3}/\d{2,3}|HR \d+|RR \d+|SpO2 \d+%|temp \d\d\.\d|bp \d+/\d+|sats \d+%)",
    "drug_dose": r"\b[a-zA-Z][a-zA-Z-]+ \d+(\.\d+)?(/\d+)? ?(mg|micrograms|g|units|mL|micrograms/hour)\b",
    "score": r"\b(MMSE|ACE-III|MoCA|PHQ-9|GAD-7|Waterlow|MUST|Braden|Barthel|CFS|Wells|CURB-65|NEWS2|GCS|AUDIT-C|Epworth|CHA2DS2-VASc|HAS-BLED|4AT|QRISK3|FRAX|ABCD2|Morse|CIWA-Ar|HoNOS|K10|6CIT|IPSS|GDS-15)\b",
    "icd10": r"[\[(][A-Z]\d{2}(\.\d{1,2})?[\])]",
    "eponym": r"\b(Parkinson's|Foley|Babinski|Alzheimer's|Crohn's|Bell's|Raynaud's|Dupuytren's|Hartmann's|Murphy's|Tinel's|Phalen's|Romberg's|Kernig's|Korsakoff|Wernicke|Hashimoto's|Barrett's|Paget's|Addison's|Cushing's|Meniere's|Colles'|Hodgkin lymphoma|Trendelenburg|Glasgow|Lewy|Guillain-Barre|Graves'|Homans'|Hickman|Swan-Ganz|Guedel|Bristol|McMurray's|Lachman|Hoffmann's|Brudzinski's|Virchow's|Horner's|Kussmaul|Pfannenstiel|Nissen|Whipple's|Cheyne-Stokes|Rockwood|Addenbrooke's|Huntington's)",
    "role": r"\b[Tt]he (ward sister|on-call registrar|district nurse|care coordinator|AMHP|GP|paramedic crew|duty social worker|night nurse|consultant|pharmacist|physiotherapist|occupational therapist|dietitian|SALT team|tissue viability nurse|practice nurse|receptionist|senior carer|registered manager|home manager|IMHA|responsible clinician|FY1|nurse in charge|bed manager|out-of-hours GP|clinical advisor|health visitor|school nurse|coroner's officer|safeguarding lead|crisis team|palliative care team|falls team|registrar)\b",
    "time": r"(?<![\d/.:])(\d{1,2}:\d{2}|\d{4}h|\d{1,2}\.\d{2}(am|pm)|\d{1,2}(am|pm)|midday)(?![\d/])",
    "duration": r"(\b(for|over|since) (\d+|a|about|the past|the last|two|three|four|five|six|ten) ?(\S+ )?(days?|weeks?|months?|years?|hours?|fortnight|/52|/7|/12)\b|(?<![\d/])\d/(52|7|12)\b)(?![/\d])",
    "statute": r"\b(Act( \([A-Za-z ]+\))? \d{4}|Act, \d{4}|[Ss]ection \d+[A-Z]?(\(\d\))?|s\.\d+(\(\d\))?|Article \d+|Regulation \d+|Schedule \d|Form \d+|Part \d+[A-Z]?|DoLS|Deprivation of Liberty Safeguards)",
    "nameword": r"\b(hope|hopes|will|rose|best|page|wise|small|church|faith|grace|mark|marked|bill|green|brown|cross|short|long|bell)\b",
    "public_body": r"\b(DVLA|CQC|NICE|GMC|NMC|DWP|HMRC|NHS England|Office of the Public Guardian|Court of Protection|MHRA|UKHSA|HCPC|Mental Welfare Commission|Care Inspectorate|Procurator Fiscal|RQIA|HSE|HIQA|Tusla|AHPRA|TGA|Centrelink|NDIS|ACC|Healthline|Pharmac|Oranga Tamariki|OHIP|CPSO|Health Canada|WSIB|NHS Pathways|NHS 111|NHS 24)\b",
}
NEG_MIN = {"lab": 300, "vital": 300, "drug_dose": 300, "score": 200, "icd10": 200, "eponym": 200, "role": 100,
           "time": 300, "duration": 200, "statute": 200, "nameword": 200, "public_body": 50}


def main():
    if not os.path.exists(NOTES):
        print("missing", NOTES)
        return 2
    rows = []
    with open(NOTES, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err("line %d: bad JSON (%s)" % (ln, e))
    # README header (read only)
    if os.path.exists(README):
        with open(README, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if lines[0] != "# dev79_en: independent English clinical PHI evaluation set":
            err("README line 1 wrong")
        if len(lines) < 2 or lines[1] != "> **Status (2026-11-26):** unscored; never trained on.":
            err("README line 2 wrong")
    else:
        err("README.md missing")

    per_type = collections.Counter()
    per_genre = collections.Counter()
    per_locale = collections.Counter()
    per_layout = collections.Counter()
    neg_counts = collections.Counter()
    over89 = 0
    terse = 0
    nonascii = collections.Counter()
    n_spans = 0
    wordlike = set(pools.WORDLIKE)
    for i, r in enumerate(rows, 1):
        rid = r.get("id")
        if rid != "dev79-en-%04d" % i:
            err("row %d: id %r out of sequence" % (i, rid))
        text = r.get("text")
        if not isinstance(text, str) or not text:
            err("%s: empty text" % rid)
            continue
        meta = r.get("meta", {})
        if meta.get("source") != "dev79-en":
            err("%s: meta.source %r" % (rid, meta.get("source")))
        if meta.get("language") != "en":
            err("%s: meta.language" % rid)
        if meta.get("locale") not in LOCALES:
            err("%s: locale %r" % (rid, meta.get("locale")))
        for k in ("genre", "layout"):
            if not meta.get(k):
                err("%s: meta.%s missing" % (rid, k))
        per_genre[meta.get("genre")] += 1
        per_locale[meta.get("locale")] += 1
        per_layout[meta.get("layout")] += 1
        if meta.get("layout") == "terse":
            terse += 1
            if text != text.lower():
                err("%s: terse note contains upper case" % rid)
        for ch in text:
            if ord(ch) > 127:
                if not ch.isalpha():
                    err("%s: non-ASCII non-letter %r" % (rid, ch))
                nonascii[ch] += 1
            elif ord(ch) < 32 and ch != "\n":
                err("%s: control character %r" % (rid, ch))
        spans = r.get("spans", [])
        covered = [False] * len(text)
        prev_end = -1
        for s in spans:
            n_spans += 1
            st, en, lab, typ, stext = s.get("start"), s.get("end"), s.get("label"), s.get("type"), s.get("text")
            if set(s.keys()) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %r" % (rid, sorted(s.keys())))
            if typ not in LABEL:
                err("%s: unknown type %r" % (rid, typ))
                continue
            if LABEL[typ] != lab:
                err("%s: label %r for type %s" % (rid, lab, typ))
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (rid, (st, en)))
                continue
            if text[st:en] != stext:
                err("%s: span text mismatch %r vs %r" % (rid, text[st:en], stext))
            if st < prev_end:
                err("%s: spans unsorted/overlapping at %d" % (rid, st))
            prev_end = en
            for k in range(st, en):
                covered[k] = True
            per_type[typ] += 1
            v = text[st:en]          # validate what the offsets actually select
            if v != v.strip() or "\n" in v or "\t" in v:
                err("%s: whitespace at edge or newline in span %r" % (rid, v))
            if v[0] in ".,;:!?)]}'\"-/" or (v[0] in "([{" and not (typ in ("PHONE", "FAX") and ")" in v)):
                err("%s: span starts with punctuation %r" % (rid, v))
            if v[-1] in ",;:!?([{'\"-/" or (v[-1] in ")]}" and "(" not in v):
                err("%s: span ends with punctuation %r" % (rid, v))
            if v[-1] == "." and not re.search(r"(^|[\s.])[A-Za-z]\.$", v):
                err("%s: span ends with full stop %r" % (rid, v))
            # word / number cut
            if st > 0:
                a, b = text[st - 1], text[st]
                if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
                    err("%s: span cuts a word/number at start %r" % (rid, text[max(0, st - 8):en]))
            if en < len(text):
                a, b = text[en - 1], text[en]
                if (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit()):
                    err("%s: span cuts a word/number at end %r" % (rid, text[st:en + 8]))
            # value checks
            if typ in ("PHONE", "FAX") and not phone_ok(v):
                err("%s: non-fictional %s %r" % (rid, typ, v))
            if typ == "EMAIL" and not email_ok(v):
                err("%s: e-mail outside example domains %r" % (rid, v))
            if typ == "URL" and not url_ok(v):
                err("%s: URL outside example domains %r" % (rid, v))
            if typ == "IPADDR" and not ip_ok(v):
                err("%s: non-private IP %r" % (rid, v))
            if typ == "SSN" and not any(re.fullmatch(p, v) for p in SSN_RE):
                err("%s: SSN/NI value outside the invented formats %r" % (rid, v))
            if typ == "MRN":
                dg = re.sub(r"[ -]", "", v)
                if re.fullmatch(r"\d{10}", dg):
                    if not dg.startswith("999"):
                        err("%s: NHS-style number not starting 999 %r" % (rid, v))
                    elif not nhs_check(dg):
                        err("%s: NHS-style number check digit %r" % (rid, v))
            if typ == "AGE":
                if not re.fullmatch(r"\d{1,3}|[a-z]+(-[a-z]+)?( hundred( and [a-z]+(-[a-z]+)?)?)?", v):
                    err("%s: odd AGE %r" % (rid, v))
                if v.isdigit() and int(v) > 89:
                    over89 += 1
                elif not v.isdigit() and (v.startswith("ninety") or "hundred" in v):
                    over89 += 1
        # hard negatives: count outside spans; they must never be inside one
        for cat, pat in NEG.items():
            for m in re.finditer(pat, text):
                inside = any(covered[k] for k in range(m.start(), m.end()))
                if inside:
                    if cat in ("lab", "vital", "icd10", "eponym", "statute", "score", "time", "role", "duration", "drug_dose"):
                        err("%s: hard negative %s %r overlaps a span" % (rid, cat, m.group(0)))
                    continue
                neg_counts[cat] += 1
        # every occurrence of an annotated value is annotated
        vals = set()
        for s in spans:
            if s["type"] in ("PATIENT", "DOCTOR", "FAMILY"):
                for tok in re.split(r"[\s,]+", s["text"]):
                    tok = tok.strip(".")
                    if len(tok) >= 4 and tok not in wordlike and tok[0].isupper() and not tok.isupper():
                        vals.add(tok)
            if s["type"] in ("CITY", "HOSPITAL", "ORGANIZATION", "STREET", "PATIENT", "FAMILY", "DOCTOR") and len(s["text"]) >= 5:
                if s["text"] not in wordlike:
                    vals.add(s["text"])
        epon = [False] * len(text)
        for m in re.finditer(NEG["eponym"], text):
            for k in range(m.start(), m.end()):
                epon[k] = True
        for v in vals:
            for m in re.finditer(r"(?<![A-Za-z0-9])" + re.escape(v) + r"(?![A-Za-z0-9])", text):
                if epon[m.start()]:
                    continue          # an eponym that happens to equal a name (Murphy's sign) is not PHI
                if not all(covered[k] for k in range(m.start(), m.end())):
                    err("%s: %r also occurs unannotated at %d" % (rid, v, m.start()))
    # totals
    if len(rows) < MIN_NOTES:
        err("only %d notes (< %d)" % (len(rows), MIN_NOTES))
    if n_spans < MIN_SPANS:
        err("only %d spans (< %d)" % (n_spans, MIN_SPANS))
    for t in LABEL:
        if per_type[t] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (t, per_type[t], MIN_PER_TYPE))
    if len(per_genre) < MIN_GENRES:
        err("only %d genres" % len(per_genre))
    for g, n in per_genre.items():
        if not GENRE_RANGE[0] <= n <= GENRE_RANGE[1]:
            err("genre %s has %d notes" % (g, n))
    if len(per_locale) < len(LOCALES):
        err("locales missing: %s" % sorted(LOCALES - set(per_locale)))
    share = terse / max(1, len(rows))
    if not TERSE_SHARE[0] <= share <= TERSE_SHARE[1]:
        err("terse share %.3f outside %s" % (share, TERSE_SHARE))
    if over89 < MIN_OVER_89:
        err("only %d ages over 89" % over89)
    for cat, mn in NEG_MIN.items():
        if neg_counts[cat] < mn:
            err("hard negatives %s: %d (< %d)" % (cat, neg_counts[cat], mn))
    if sum(nonascii.values()) > 50:
        err("too many non-ASCII letters: %d" % sum(nonascii.values()))

    # report
    print("notes: %d   spans: %d   genres: %d   terse notes: %d (%.1f%%)   ages > 89: %d" %
          (len(rows), n_spans, len(per_genre), terse, 100 * share, over89))
    print("\nper type:")
    for t in LABEL:
        print("  %-15s %-12s %5d" % (t, LABEL[t], per_type[t]))
    print("\nper label:")
    lab_c = collections.Counter()
    for t, n in per_type.items():
        lab_c[LABEL[t]] += n
    for l, n in sorted(lab_c.items()):
        print("  %-12s %5d" % (l, n))
    print("\nper genre:")
    for g, n in sorted(per_genre.items()):
        print("  %-36s %4d" % (g, n))
    print("\nper locale:")
    for g, n in sorted(per_locale.items()):
        print("  %-12s %4d" % (g, n))
    print("\nper layout:")
    for g, n in sorted(per_layout.items()):
        print("  %-28s %4d" % (g, n))
    print("\nhard negatives (unannotated matches):")
    for cat in NEG:
        print("  %-12s %5d" % (cat, neg_counts[cat]))
    if errors:
        print("\n%d PROBLEM(S):" % len(errors))
        for e in errors[:80]:
            print("  " + e)
        if len(errors) > 80:
            print("  ... %d more" % (len(errors) - 80))
        return 1
    print("\nOK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
