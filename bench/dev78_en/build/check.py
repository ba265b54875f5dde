"""Validate bench/dev78_en/notes.jsonl.  Exits non-zero on any problem and prints counts.

    cd bench/dev78_en && python3.11 build/check.py
"""
import collections
import ipaddress
import json
import os
import re
import sys

sys.dont_write_bytecode = True          # write nothing but the outputs
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from core import TYPES, LABELS  # noqa: E402
from pools import ORIGINS, NICKNAMES  # noqa: E402
from places import LOCALES  # noqa: E402
from negs import ICD, STAFF_CLIN  # noqa: E402

ICD_CODES = sorted({code for _, code in ICD} | {"K57.30", "Z79.01", "J03.90"}, key=len, reverse=True)

PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 320, 8000, 15
MIN_GENRES, GENRE_LO, GENRE_HI = 10, 32, 40
LOCALES_REQ = {"US", "UK", "AU", "CA", "IE", "IN", "ZA"}
LOWER_LO, LOWER_HI = 0.28, 0.40
MIN_NEG = 100

errors = []


def err(msg):
    errors.append(msg)


# ---------------------------------------------------------------------------------------------
# hard-negative detectors (case-insensitive, counted only outside gold spans)
NEG = {
    "lab/vital values": r"\b(?:BP|HR|RR|SpO2|sats|T|temp|Hb|K|Na|CRP|WCC|INR|eGFR|troponin|HbA1c|TSH|lactate|Cr|BUN|ALT|BGL|BM|Ca|PSA|D-dimer|potassium|sugar|glucose|cholesterol|peak flow|heart rate|weight|BMI)\s*(?:was|is|of|:|=|at|running|down to)?\s*\d",
    "drugs with dose/sig": r"\b(?:metoprolol|apixaban|paracetamol|amoxicillin|co-amoxiclav|oxycodone|furosemide|ceftriaxone|enoxaparin|insulin|salbutamol|ondansetron|Movicol|levothyroxine|prednisolone|co-codamol|metformin|atorvastatin|amlodipine|sertraline|omeprazole|ramipril|gabapentin|Seretide|lisinopril|warfarin|Eliquis|ibuprofen|azathioprine|nitrofurantoin|Sinemet|Lasix|betahistine|hydrocortisone|carbimazole|mesalazine)\b[^.\n]{0,12}?\d",
    "scores/scales": r"\b(?:GCS|NEWS2?|PHQ-9|GAD-7|CURB-65|Wells|MMSE|Waterlow|Braden|Barthel|Rockwood|ECOG|NYHA|Glasgow-Blatchford|MUST|Bristol stool|4AT|Glasgow coma scale|pain \d+/10|\d+/10)\b",
    "ICD-10 codes": r"\b(?:" + "|".join(re.escape(code) for code in ICD_CODES) + r")(?![\w.])",
    "eponyms": r"\b(?:Parkinson's|Alzheimer's|Crohn's|Foley|Babinski|Bell's|Graves'|Hashimoto's|Down syndrome|Cushing's|Addison's|Meniere's|Guillain-Barre|Hodgkin|Murphy's|Kernig's|Trendelenburg|Dix-Hallpike|Epley|Whipple|Hartmann's|Dupuytren's|Barrett's|Cheyne-Stokes|Lyme|Wilson's|Kawasaki|Korsakoff|Osgood-Schlatter|Paget's|Valsalva|Sjogren's|Colles|Baker's cyst|Raynaud's|Tinel's|Zimmer)",
    "roles without names": r"\b(?:the (?:on-call reg|consultant|charge nurse|pharmacist|physio|GP|ward clerk|social worker|HCA|midwife|paramedics|surgeon|triage nurse|nurse|doctor|receptionist|registrar|SHO|attending|resident|district nurse|dietitian|ward manager|reg|tech)|night staff|OT|SALT|Reception|Patient services|Bookings|district nurse|Headteacher|Principal)\b",
    "times of day": r"\b(?:[01]?\d|2[0-3])[:.][0-5]\d\b|\b\d{1,2}\s?(?:am|pm)\b|\b0[0-9]00\b",
    "durations/relative": r"\b\d+\s?(?:days?|weeks?|wks?|months?|hours?|hrs?|h|mins?|minutes?|years?)\b|\b\d/(?:7|52|12)\b|\b(?:yesterday|last week|tomorrow|tonight|this morning|POD \d)\b",
    "name-words as words": r"\b(?:hope|will|rose|best|page|wise|small|church|grace|mark|frank|bill|brown|white|green|young|joy|dawn|patience|faith|little|long|king|fox|may)\b",
}
NEG_RE = {k: re.compile(v, re.I) for k, v in NEG.items()}

# ---------------------------------------------------------------------------------------------
# leak detectors: PHI-looking text outside gold spans means a template forgot a marker
MONTHS_RE = re.compile(r"\b(?:January|February|March|April|June|July|August|September|October|November|December)\b", re.I)
MAY_RE = re.compile(r"\bMay\b(?=\s*\d)|(?<=\d )May\b")
WEEKDAY_RE = re.compile(r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|weds|thurs)\b", re.I)
WD_ABBR_RE = re.compile(r"\b(?:Mon|Tue|Wed|Thu|Thur|Fri)\b")
HOLIDAY_RE = re.compile(r"\b(?:christmas|easter|thanksgiving|diwali|boxing day|anzac|canada day|st\. patrick|halloween|new year's|pongal|onam|navratri|heritage day|freedom day|youth day|bonfire night|good friday|memorial day|labor day|victoria day|family day|remembrance day|republic day|independence day|women's day|king's birthday|day of goodwill|st\. stephen|veterans day|fourth of july|australia day|ganesh chaturthi|holi|eid)\b", re.I)
TITLE_RE = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Prof)\.? (?=\S)|\bMiss (?=[A-Z])", re.I)
CONTACT_RE = re.compile(r"example\.(?:com|org|net)|\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b|555|7946 ?0|496 ?0\d|7700 ?900|491 ?570|\bQQ ?\d", re.I)

AMBIGUOUS = {"will", "mark", "bill", "frank", "drew", "rich", "jack", "gene", "bud", "guy",
             "cliff", "rod", "pat", "sonny", "rusty", "dean", "grant", "chase", "art", "ray",
             "hope", "rose", "grace", "faith", "joy", "may", "june", "dawn", "ivy", "patience",
             "pearl", "ruby", "amber", "summer", "holly", "daisy", "honor", "penny", "carol",
             "sandy", "robin", "iris", "hazel", "violet", "park", "mere", "tan", "lee", "kim",
             "ong", "lim", "ho", "mo", "ali", "cat", "sam", "dot", "glad", "dor", "reg", "ted",
             "ed", "ash", "ale", "cal", "kit", "jo", "sue", "deb", "hal", "stan", "norm", "len",
             "bob", "rob", "dan", "max", "mags", "tui", "wi", "ying", "hoon", "nata", "vale",
             "orla", "tavi", "drav", "abby", "bev", "joe", "tom", "jim", "matt", "chris", "tony",
             "andy", "jess", "mick", "mike", "rick", "harry", "jen", "jenny", "kate", "liz",
             "beth", "betty", "peggy", "bex", "becky", "trish", "patsy", "dottie", "frankie",
             "cathy", "kitty", "debbie", "suzie", "josie", "reggie", "lenny", "billy", "bobby",
             "jimmy", "jamie", "tommy", "mikey", "danny", "eddie", "joey", "sammy", "alex",
             "steve", "ike", "sbu", "charo", "paco", "pepe", "lupe", "majo", "ibby", "shay",
             "shiv", "elsie", "fergie", "richie", "busi", "thuli", "thandi", "vuvu", "dima",
             "tanya", "kasia", "sasha", "aga", "abhi", "venki", "subbu", "padma", "seun",
             "jide", "dami", "funmi", "tope", "amaka", "paudie", "dermot", "day", "love",
             "long", "little", "king", "fox", "field", "wood", "hill", "stone", "moss", "snow",
             "frost", "winter", "rivers", "steel", "mills", "banks", "lamb", "knight", "sweet",
             "strong", "swift", "bell", "bright", "moody", "sharp", "cook", "baker", "bishop",
             "hall", "young", "green", "white", "brown", "church", "small", "wise", "page",
             "best", "cross", "marsh", "ama", "hine", "mele", "sina", "ana", "mei", "lan",
             "wen", "jun", "hao", "bao", "mai", "hoa", "ling", "noor", "leen", "amal", "hala",
             "tane", "manu", "pita", "gill", "joy", "nair", "tran", "chen", "wang", "liu",
             "zhou", "saleh", "eze", "yaw", "efua", "keoni"}


def name_sets():
    single, multi = set(), set()
    for origin, (f, m, s) in ORIGINS.items():
        if origin == "wordname":
            continue
        for n in f + m + s:
            (multi if " " in n else single).add(n.lower())
    for v in NICKNAMES.values():
        for n in v:
            single.add(n.lower())
    for L in LOCALES.values():
        for key in ("towns", "hospitals", "clinics", "pharmacies", "carehomes", "employers",
                    "schools", "gyms", "churches", "agencies"):
            for n in L[key]:
                multi.add(n.lower())
    single -= AMBIGUOUS
    return single, multi


SINGLE_NAMES, MULTI_NAMES = name_sets()
TOKEN_RE = re.compile(r"[A-Za-z][A-Za-z'\-]*[A-Za-z]|[A-Za-z]")


def outside_text(text, spans):
    """Text with gold spans blanked out (same length, so offsets still line up)."""
    chars = list(text)
    for s in spans:
        for i in range(s["start"], s["end"]):
            chars[i] = "\x00"
    return "".join(chars)


def ok_trailing_period(val):
    if re.search(r"(?:^|[^A-Za-z])[A-Za-z]\.$", val):
        return True
    return bool(re.search(r"\b(?:Jr|Sr|Ltd|Inc|Co|St|No)\.$", val, re.I))


def phone_ok(val, loc):
    core = re.split(r"\s*(?:ext\.?|x)\s*\d+$", val)[0]
    digits = re.sub(r"\D", "", core)
    if len(digits) <= 5:
        return True                                      # pager / internal extension
    if loc in ("US", "CA"):
        return bool(re.search(r"555\D?01\d\d$", core))
    if loc == "UK":
        return bool(re.search(r"(?:20 ?7946 ?0\d{3}|161\)? ?496 ?0\d{3}|7700 ?900\d{3})$", core))
    if loc == "AU":
        return bool(re.search(r"491 ?570 ?\d{3}$", core))
    return "555" in digits


def check_values(s, loc, text):
    t, v = s["type"], s["text"]
    if t in ("PHONE", "FAX") and not phone_ok(v, loc):
        err("%s non-fictional %s %r" % (loc, t, v))
    if t == "EMAIL":
        if not re.fullmatch(r"[a-z0-9._]+@(?:[a-z]+\.)?example\.(?:com|org|net)", v, re.I):
            err("email outside example domains %r" % v)
    if t == "URL":
        host = re.sub(r"^https?://", "", v, flags=re.I).split("/")[0].lower()
        if not re.fullmatch(r"(?:[a-z0-9-]+\.)*example\.(?:com|org|net)", host):
            err("url outside example domains %r" % v)
    if t == "IPADDR":
        try:
            if not ipaddress.ip_address(v).is_private:
                err("public ip %r" % v)
        except ValueError:
            err("bad ip %r" % v)
    if t == "SSN":
        if not (re.fullmatch(r"9\d\d-\d\d-\d{4}", v) or re.fullmatch(r"QQ ?\d\d ?\d\d ?\d\d ?[A-D]", v, re.I)
                or re.fullmatch(r"0\d\d \d{3} \d{3}", v)):
            err("SSN outside fictional ranges %r" % v)
    if t == "MRN":
        before = text[max(0, s["start"] - 12):s["start"]].lower()
        if "nhs" in before and not re.sub(r"\D", "", v).startswith("999"):
            err("NHS number not starting 999 %r" % v)


def main():
    if not os.path.exists(PATH):
        print("missing", PATH)
        sys.exit(1)
    rows = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                err("line %d: bad json %s" % (ln, e))
    type_count = collections.Counter()
    genre_count = collections.Counter()
    locale_count = collections.Counter()
    layout_count = collections.Counter()
    neg_count = collections.Counter()
    lower_notes = 0
    n_spans = 0
    for i, r in enumerate(rows, 1):
        rid = r.get("id")
        if rid != "dev78-en-%04d" % i:
            err("id out of sequence at row %d: %r" % (i, rid))
        if set(r) != {"id", "text", "spans", "meta"}:
            err("%s: keys %s" % (rid, sorted(r)))
            continue
        meta = r["meta"]
        if set(meta) != {"language", "source", "genre", "locale", "layout"}:
            err("%s: meta keys %s" % (rid, sorted(meta)))
        if meta.get("language") != "en" or meta.get("source") != "dev78-en":
            err("%s: bad meta %r" % (rid, meta))
        loc = meta.get("locale")
        genre_count[meta.get("genre")] += 1
        locale_count[loc] += 1
        layout_count[(meta.get("genre"), meta.get("layout"))] += 1
        text = r["text"]
        if not isinstance(text, str) or not text.strip():
            err("%s: empty text" % rid)
            continue
        if not text.isascii():
            err("%s: non-ASCII text" % rid)
        if re.search(r"[\x00-\x09\x0b-\x1f\x7f]", text):
            err("%s: control characters in text" % rid)
        if text == text.lower():
            lower_notes += 1
        prev_end = 0
        for s in r["spans"]:
            n_spans += 1
            if set(s) != {"start", "end", "label", "type", "text"}:
                err("%s: span keys %s" % (rid, sorted(s)))
                continue
            st, en, ty, lab, val = s["start"], s["end"], s["type"], s["label"], s["text"]
            if ty not in TYPES:
                err("%s: unknown type %r" % (rid, ty))
                continue
            type_count[ty] += 1
            if LABELS[ty] != lab:
                err("%s: label %s for type %s" % (rid, lab, ty))
            if not (isinstance(st, int) and isinstance(en, int) and 0 <= st < en <= len(text)):
                err("%s: bad offsets %r" % (rid, s))
                continue
            if text[st:en] != val:
                err("%s: span text mismatch %r vs %r" % (rid, text[st:en], val))
            if st < prev_end:
                err("%s: spans unsorted/overlapping at %d" % (rid, st))
            prev_end = en
            if val != val.strip() or "\n" in val:
                err("%s: whitespace in span %r" % (rid, val))
            first, last = val[0], val[-1]
            if not (first.isalnum() or (ty in ("PHONE", "FAX") and first in "(+")):
                err("%s: span starts with punctuation %r" % (rid, val))
            if not (last.isalnum() or (last == "." and ok_trailing_period(val))):
                err("%s: span ends with punctuation %r" % (rid, val))
            # no span cuts a word or number
            if st > 0:
                a, b = text[st - 1], text[st]
                if a.isalnum() and b.isalnum() and (a.isdigit() == b.isdigit() or ty != "AGE"):
                    err("%s: span cuts a token at start %r (%r)" % (rid, val, text[max(0, st - 8):en]))
            if en < len(text):
                a, b = text[en - 1], text[en]
                if a.isalnum() and b.isalnum() and (a.isdigit() == b.isdigit() or ty != "AGE"):
                    err("%s: span cuts a token at end %r (%r)" % (rid, val, text[st:en + 8]))
            check_values(s, loc, text)
        # ---- leaks and hard negatives outside spans
        out = outside_text(text, r["spans"])
        for rx, what in ((MONTHS_RE, "month"), (MAY_RE, "May date"), (WEEKDAY_RE, "weekday"),
                         (WD_ABBR_RE, "weekday abbr"), (HOLIDAY_RE, "holiday"),
                         (CONTACT_RE, "contact/ID-like")):
            for m in rx.finditer(out):
                err("%s: unannotated %s %r" % (rid, what, m.group(0)))
        for m in TITLE_RE.finditer(out):
            if text[max(0, m.start() - 2):m.start()] == ", ":
                continue                                 # credential after a name (MS, MD)
            nxt = m.end()
            if nxt < len(out) and out[nxt] != "\x00":
                ctx = text[m.start():m.end() + 12]
                err("%s: title not followed by a name span %r" % (rid, ctx))
        low = out.lower()
        for tok in TOKEN_RE.findall(out):
            if tok.lower() in SINGLE_NAMES:
                err("%s: unannotated name-like token %r" % (rid, tok))
        for nm in MULTI_NAMES:
            if nm in low:
                err("%s: unannotated place/org %r" % (rid, nm))
        for k, rx in NEG_RE.items():
            neg_count[k] += len(rx.findall(out))

    # ---- README header (written by hand, never by make.py)
    readme = os.path.join(os.path.dirname(HERE), "README.md")
    if os.path.exists(readme):
        head = open(readme, encoding="utf-8").read().split("\n")
        if head[0] != "# dev78_en: independent English clinical PHI evaluation set":
            err("README line 1 wrong")
        if len(head) < 2 or head[1] != "> **Status (2026-11-26):** unscored; never trained on.":
            err("README line 2 wrong")
    else:
        err("README.md missing")

    # ---- totals
    if len(rows) < MIN_NOTES:
        err("only %d notes (< %d)" % (len(rows), MIN_NOTES))
    if n_spans < MIN_SPANS:
        err("only %d spans (< %d)" % (n_spans, MIN_SPANS))
    for t in TYPES:
        if type_count[t] < MIN_PER_TYPE:
            err("type %s has %d spans (< %d)" % (t, type_count[t], MIN_PER_TYPE))
    if len(genre_count) < MIN_GENRES:
        err("only %d genres" % len(genre_count))
    for g, n in genre_count.items():
        if not GENRE_LO <= n <= GENRE_HI:
            err("genre %s has %d notes (want %d-%d)" % (g, n, GENRE_LO, GENRE_HI))
    missing = LOCALES_REQ - set(locale_count)
    if missing:
        err("locales missing: %s" % sorted(missing))
    frac = lower_notes / max(1, len(rows))
    if not LOWER_LO <= frac <= LOWER_HI:
        err("lower-case share %.2f outside %.2f-%.2f" % (frac, LOWER_LO, LOWER_HI))
    for k in NEG:
        if neg_count[k] < MIN_NEG:
            err("hard negatives '%s': only %d (< %d)" % (k, neg_count[k], MIN_NEG))

    print("notes: %d   spans: %d   entirely lower-case notes: %d (%.0f%%)"
          % (len(rows), n_spans, lower_notes, 100 * frac))
    print("\nspans per type:")
    for t in TYPES:
        print("  %-15s %-12s %5d" % (t, LABELS[t], type_count[t]))
    print("\nnotes per genre:")
    for g, n in sorted(genre_count.items()):
        lays = ", ".join("%s %d" % (l, c) for (gg, l), c in sorted(layout_count.items()) if gg == g)
        print("  %-22s %3d   (%s)" % (g, n, lays))
    print("\nnotes per locale: " + ", ".join("%s %d" % kv for kv in sorted(locale_count.items())))
    print("\nhard negatives outside gold spans (pattern matches):")
    for k in NEG:
        print("  %-22s %5d" % (k, neg_count[k]))
    if errors:
        print("\n%d PROBLEM(S):" % len(errors))
        for e in errors[:80]:
            print("  " + e)
        if len(errors) > 80:
            print("  ... %d more" % (len(errors) - 80))
        sys.exit(1)
    print("\nOK")


if __name__ == "__main__":
    main()
