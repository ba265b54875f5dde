"""Validate bench/dev125_en/notes.jsonl. Exits non-zero on any problem. Standard library only.

Run from bench/dev125_en: python3 build/check.py
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(HERE), "notes.jsonl")

# label/type table of docs/annotation_guideline.md
TYPES = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
         "PROFESSION": "PROFESSION"}
assert len(TYPES) == 29

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE = 330, 8000, 15
MIN_GENRES, MIN_PER_GENRE = 10, 30
LOWER_SHARE = (0.12, 0.22)

EXAMPLE_HOST = re.compile(r"^(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
PRIVATE_NETS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]

# strings that must never be left unannotated
LEAK = {
    "email": (re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"), 0),
    "url": (re.compile(r"\b(?:https?://|www\.)[^\s<>\"]*[^\s<>\".,;:)]|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|ca|edu|gov|io)(?:/[^\s]*)?\b", re.I), 0),
    "ip": (re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])"), 0),
    "numeric_date": (re.compile(r"(?<![\d/.-])(?:\d{1,2}[/-]\d{1,2}[/-](?:\d{4}|\d{2})|\d{4}-\d{1,2}-\d{1,2}|\d{4}\.\d{2}\.\d{2}|"
                                r"(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])(?!\d|/))(?![\d/])"), 0),
    "phone555": (re.compile(r"(?<!\d)555[-. ]?\d{4}(?!\d)"), 0),
    "weekday": (re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.I), 0),
}
WEEKDAY_ABBR = re.compile(r"\b(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\b")
# short m/d fractions that are scores in these genres, not dates (pain x/10, strength x/5)
SCORE_FRACTION = re.compile(r"^\d{1,2}/(?:10|5)$")

# hard negatives, counted outside spans (case-insensitive)
DRUGS = ("acetaminophen ibuprofen ketorolac morphine hydromorphone fentanyl ondansetron metoclopramide prochlorperazine "
         "diphenhydramine lorazepam midazolam haloperidol olanzapine ketamine propofol etomidate rocuronium succinylcholine "
         "naloxone N-acetylcysteine charcoal bicarbonate calcium insulin D50 potassium magnesium ceftriaxone vancomycin "
         "piperacillin-tazobactam azithromycin cephalexin amoxicillin-clavulanate doxycycline nitrofurantoin Tdap aspirin "
         "clopidogrel heparin enoxaparin alteplase tenecteplase nitroglycerin metoprolol diltiazem amiodarone adenosine "
         "epinephrine norepinephrine albuterol salbutamol ipratropium methylprednisolone prednisone dexamethasone famotidine "
         "pantoprazole lidocaine bupivacaine fomepizole atropine glucagon octreotide cyproheptadine physostigmine "
         "levetiracetam fosphenytoin phenobarbital thiamine apixaban rivaroxaban warfarin metformin lisinopril amlodipine "
         "atorvastatin sertraline fluoxetine quetiapine lithium bupropion trazodone buprenorphine-naloxone methadone "
         "gabapentin oxycodone levothyroxine furosemide hydrochlorothiazide amitriptyline digoxin salicylate").split()
EPONYMS = ["Foley", "Babinski", "Murphy's", "McBurney's", "Kernig", "Brudzinski", "Battle sign", "Cullen's", "Grey Turner",
           "Homans", "Kussmaul", "Cheyne-Stokes", "Trendelenburg", "Bell's palsy", "Colles", "boxer's fracture", "Jones fracture",
           "Salter-Harris", "Le Fort", "Mallory-Weiss", "Brugada", "Wolff-Parkinson-White", "Tinel", "Phalen", "Lachman",
           "McMurray", "Thompson test", "Romberg", "Dix-Hallpike", "Epley", "Rovsing", "Beck's triad", "Cushing's triad",
           "Broselow", "Parkland", "Wernicke", "Korsakoff", "Parkinson's", "Graves", "Addison's", "Crohn's", "Hodgkin",
           "Sellick", "Heimlich", "Chvostek", "Trousseau", "Levine", "Monteggia", "Guillain-Barre", "Stevens-Johnson",
           "Tourette", "Alzheimer's", "Down syndrome", "Osborn", "Kehr", "Waddell", "Glasgow", "Rule of Nines", "Barlow",
           "Rumack-Matthew", "Baker's cyst", "Reed-Sternberg", "Fisher grade", "Wells"]
NAMELIKE = ["will", "mark", "bill", "grant", "hope", "joy", "rose", "young", "brown", "black", "white", "green", "long",
            "short", "stone", "frost", "hill", "wells", "reed", "bell", "cross", "field", "page", "price", "fisher", "hunter",
            "mason", "cook", "baker", "walker", "dawn", "summer", "may", "frank", "rich", "little", "strong", "sharp", "love",
            "bird", "king", "day", "hardy", "noble", "swift", "banks", "parks", "marsh", "church", "grace", "faith", "sunny",
            "pearl", "black", "nurse"]


def _words_re(words):
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True)) + r")(?![\w-])", re.I)


NEG = {
    "clock_time": (re.compile(r"(?<![\d:])(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:])"), 1400),
    "lab_or_dose_value": (re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s?(?:mmol/L|mg/dL|g/dL|U/L|ng/L|mcg/mL|mg/L|pg/mL|mmHg|mOsm/kg|"
                                     r"mIU/mL|mIU/L|umol/L|ng/mL(?: FEU)?|x10\^9/L|mg/kg|mcg/kg|mg|mcg|mEq|g|mL|kg|units|%|ms|Fr|cm|mm|min)(?![\w/])", re.I), 2400),
    "vital_sign": (re.compile(r"\b(?:BP \d{2,3}/\d{2,3}|HR \d{2,3}|RR \d{1,2}|SpO2 \d{2,3}%|T \d{2,3}\.\d [CF])", re.I), 1450),
    "drug": (_words_re(DRUGS), 1000),
    "score_scale": (re.compile(r"\b(?:GCS|NIHSS|CTAS|ESI|HEART score|qSOFA|CIWA-Ar|COWS|CURB-65|TIMI|RASS|PHQ-9|C-SSRS|ASPECTS|"
                               r"Apgar|HAS-BLED|AUDIT-C|PERC|PECARN|NEXUS|Revised Trauma Score|shock index)\b|\bpain \d{1,2}/10\b|"
                               r"\bstrength \d/5\b", re.I), 600),
    "eponym": (_words_re(EPONYMS), 200),
    "code": (re.compile(r"\b[A-Z]\d{2}(?:\.[0-9A-Z]{1,4})?\b(?=[\s).,;]|$)|\b(?:5150|911|988|811)\b", re.I), 150),
    "namelike_word": (_words_re(NAMELIKE), 380),
}
MIN_NEG_TOTAL = 7500


def main():
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)
        else:
            errs.append(None)

    notes = []
    with open(PATH, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                notes.append(json.loads(line))
            except json.JSONDecodeError as e:
                err(f"line {ln}: bad JSON {e}")
    type_counts = collections.Counter()
    genre_counts = collections.Counter()
    neg_counts = collections.Counter()
    leaks = collections.Counter()
    n_lower = 0
    n_spans = 0
    for i, nt in enumerate(notes, 1):
        nid = f"dev125-{i:04d}"
        if not isinstance(nt, dict) or set(nt) != {"id", "text", "spans", "meta"}:
            err(f"{nid}: keys {sorted(nt) if isinstance(nt, dict) else type(nt)}")
            continue
        if nt["id"] != nid:
            err(f"{nid}: id {nt['id']!r} not sequential")
        text, spans, meta = nt["text"], nt["spans"], nt["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{nid}: empty text")
            continue
        if re.search("[\ue000-\ue002]", text):
            err(f"{nid}: marker character left in text")
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            err(f"{nid}: meta keys")
            continue
        if meta["source"] != "dev125-en":
            err(f"{nid}: source")
        if not isinstance(meta["genre"], str) or not meta["genre"]:
            err(f"{nid}: genre")
        if not isinstance(meta["lowercase"], bool):
            err(f"{nid}: lowercase not bool")
        if meta["country"] not in ("US", "CA"):
            err(f"{nid}: country {meta['country']!r}")
        genre_counts[meta["genre"]] += 1
        if meta["lowercase"]:
            n_lower += 1
            if text != text.lower():
                err(f"{nid}: lowercase note has upper-case characters")
        elif text == text.lower():
            err(f"{nid}: note is lower case but meta says not")
        if not isinstance(spans, list):
            err(f"{nid}: spans not a list")
            continue
        cover = bytearray(len(text))
        prev_end = -1
        for s in spans:
            if not isinstance(s, dict) or set(s) != {"start", "end", "label", "type", "text"}:
                err(f"{nid}: span keys {s}")
                continue
            a, b, t = s["start"], s["end"], s["type"]
            if not (isinstance(a, int) and isinstance(b, int) and 0 <= a < b <= len(text)):
                err(f"{nid}: bad offsets {a},{b}")
                continue
            if t not in TYPES:
                err(f"{nid}: unknown type {t}")
                continue
            if s["label"] != TYPES[t]:
                err(f"{nid}: label {s['label']} for type {t}")
            v = text[a:b]
            if v != s["text"]:
                err(f"{nid}: span text mismatch at {a}: {s['text']!r} vs {v!r}")
            if a < prev_end:
                err(f"{nid}: spans unsorted or overlapping at {a}")
            prev_end = b
            n_spans += 1
            type_counts[t] += 1
            for k in range(a, b):
                cover[k] = 1
            # edges
            f0, l0 = v[0], v[-1]
            if not (f0.isalnum() or (t in ("PHONE", "FAX") and f0 in "(+")):
                err(f"{nid}: span starts with {f0!r}: {v!r}")
            if not l0.isalnum():
                ok = (l0 == "." and TYPES[t] == "NAME" and len(v) >= 2 and v[-2].isalpha()
                      and (len(v) == 2 or not v[-3].isalnum()))
                if not ok:
                    err(f"{nid}: span ends with {l0!r}: {v!r}")
            if a > 0 and _same_class(text[a - 1], text[a]):
                err(f"{nid}: span starts inside a word/number: {text[max(0, a - 5):b]!r}")
            if b < len(text) and _same_class(text[b - 1], text[b]):
                err(f"{nid}: span ends inside a word/number: {text[a:b + 5]!r}")
            # fictional contact ranges
            if t in ("PHONE", "FAX"):
                if sum(ch.isdigit() for ch in v) >= 7 and not re.search(r"(?<!\d)555(?!\d)", v):
                    err(f"{nid}: {t} without a 555 block: {v!r}")
            elif t == "EMAIL":
                mm = re.fullmatch(r"[^@\s]+@([^@\s]+)", v)
                if not mm or not EXAMPLE_HOST.match(mm.group(1)):
                    err(f"{nid}: e-mail outside example domains: {v!r}")
            elif t == "URL":
                host = re.sub(r"^[a-z]+://", "", v, flags=re.I).split("/")[0].split(":")[0]
                if not EXAMPLE_HOST.match(host):
                    err(f"{nid}: URL outside example domains: {v!r}")
            elif t == "IPADDR":
                try:
                    addr = ipaddress.ip_address(v)
                    if not any(addr in n for n in PRIVATE_NETS):
                        err(f"{nid}: IP not private: {v!r}")
                except ValueError:
                    err(f"{nid}: bad IP {v!r}")
            elif t == "SSN":
                if not (v.startswith("9") or v.startswith("000")):
                    err(f"{nid}: SSN-like number not starting with 9 or 000: {v!r}")
        # unannotated look-alikes
        pats = list(LEAK.items())
        if not meta["lowercase"]:
            pats.append(("weekday_abbr", (WEEKDAY_ABBR, 0)))
        for name, (rx, _) in pats:
            for mt in rx.finditer(text):
                if name == "numeric_date" and SCORE_FRACTION.match(mt.group(0)):
                    continue
                # covered when every letter/digit of the look-alike lies inside spans (a range "3/4-3/8" is two spans)
                if not all(cover[k] for k in range(mt.start(), mt.end()) if text[k].isalnum()):
                    leaks[name] += 1
                    err(f"{nid}: unannotated {name}: {mt.group(0)!r}")
        for name, (rx, _) in NEG.items():
            for mt in rx.finditer(text):
                if not any(cover[k] for k in range(mt.start(), mt.end())):
                    neg_counts[name] += 1

    n = len(notes)
    if n < MIN_NOTES:
        err(f"only {n} notes (< {MIN_NOTES})")
    if n_spans < MIN_SPANS:
        err(f"only {n_spans} spans (< {MIN_SPANS})")
    for t in TYPES:
        if type_counts[t] < MIN_PER_TYPE:
            err(f"type {t}: {type_counts[t]} spans (< {MIN_PER_TYPE})")
    big = [g for g, k in genre_counts.items() if k >= MIN_PER_GENRE]
    if len(big) < MIN_GENRES:
        err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
    share = n_lower / n if n else 0
    if not (LOWER_SHARE[0] <= share <= LOWER_SHARE[1]):
        err(f"lower-case share {share:.3f} outside {LOWER_SHARE}")
    for name, (_, lo) in NEG.items():
        if neg_counts[name] < lo:
            err(f"hard negatives {name}: {neg_counts[name]} (< {lo})")
    if sum(neg_counts.values()) < MIN_NEG_TOTAL:
        err(f"hard negatives total {sum(neg_counts.values())} (< {MIN_NEG_TOTAL})")

    print(f"notes {n}, spans {n_spans}, genres {len(genre_counts)} (min {min(genre_counts.values()) if genre_counts else 0} each), "
          f"lower-case {n_lower} ({share:.3f})")
    print("per type: " + ", ".join(f"{t} {type_counts[t]}" for t in sorted(TYPES, key=lambda x: type_counts[x])))
    print("hard negatives: " + ", ".join(f"{k} {v}" for k, v in neg_counts.items()) + f"; total {sum(neg_counts.values())}")
    if errs:
        shown = [e for e in errs if e]
        for e in shown[:100]:
            print("ERROR:", e)
        print(f"FAILED: {len(errs)} problem(s)")
        sys.exit(1)
    print("OK: all checks passed")


def _same_class(x, y):
    return (x.isalpha() and y.isalpha()) or (x.isdigit() and y.isdigit())


if __name__ == "__main__":
    main()
