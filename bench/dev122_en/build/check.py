"""Validate bench/dev122_en/notes.jsonl. Exits non-zero on any problem.
Run: cd bench/dev122_en && python3 build/check.py [--no-min]"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(os.path.dirname(HERE), "notes.jsonl")

# fine type -> coarse label, as in docs/annotation_guideline.md
FINE = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
assert len(FINE) == 29

MIN_NOTES, MIN_SPANS, MIN_PER_TYPE, MIN_GENRES, MIN_PER_GENRE = 330, 8000, 15, 10, 30
LOW_SHARE = (0.12, 0.22)

EX_DOMAIN = re.compile(r"^(?:[a-z0-9-]+\.)*example\.(?:com|org|net)$", re.I)
MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"

# strings that must never be left outside a span: (name, regex, mode) mode: contain = start offset inside a span
LEAKS = [
    ("email", re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"), "contain"),
    ("url", re.compile(r"(?:https?://|www\.)\S+|\b[\w.-]*example\.(?:com|org|net)\b", re.I), "contain"),
    ("ip", re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])"), "contain"),
    ("phone555", re.compile(r"(?<!\d)555[-. ]?\d{4}(?!\d)"), "contain"),
    ("date_mdy", re.compile(r"(?<![\d/])\d{1,2}/\d{1,2}/(?:\d{4}|\d{2})(?![\d/])"), "overlap"),
    ("date_iso", re.compile(r"(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d-])"), "overlap"),
    ("date_mdY-", re.compile(r"(?<![\d-])\d{1,2}-\d{1,2}-\d{4}(?![\d-])"), "overlap"),
    ("date_month", re.compile(rf"\b(?:{MONTHS})\.? \d{{1,2}}\b", re.I), "overlap"),
    ("date_dmonY", re.compile(rf"\b\d{{1,2}}[ -](?:{MONTHS})[ -]\d{{4}}\b", re.I), "overlap"),
    ("weekday", re.compile(rf"\b(?:{WEEKDAYS})\b", re.I), "overlap"),
    ("weekday_abbr", re.compile(r"\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.? \d{1,2}/\d{1,2}\b", re.I), "overlap"),
]

LABS = ("Na|K|Cl|CO2|BUN|Cr|glucose|Ca|Mg|Phos|WBC|Hgb|Hct|Plt|MCV|ANC|ALC|AST|ALT|alk phos|T bili|albumin|LDH|INR|PTT|"
        "fibrinogen|anti-Xa|troponin I|hs-troponin T|BNP|NT-proBNP|CK-MB|LDL|lactate|pH|PaCO2|PaO2|HCO3|procalcitonin|iCa|CRP|"
        "tacrolimus trough|cyclosporine trough|sirolimus level|CMV PCR|BK PCR|urine protein/Cr|CEA|CA 19-9|CA-125|PSA|uric acid|"
        "beta-2 microglobulin|FK level|tac level|Tmax|ammonia|A1c")
NEGS = {
    "lab_value": (re.compile(rf"\b(?:{LABS})\b:? ?[<>]?-?\d", re.I), 3000),
    "ref_range": (re.compile(r"\(\d+(?:\.\d+)?-\d+(?:\.\d+)?\)"), 300),
    "vital_sign": (re.compile(r"\b(?:BP|HR|RR|SpO2|MAP|Temp|T|CVP|Wt)\b:? ?\d", re.I), 1000),
    "drug_dose": (re.compile(r"\b\d+(?:\.\d+)? ?(?:mg|mcg|g|units|mEq|mL|mg/m2|mcg/kg/min)\b", re.I), 1500),
    "eponym": (re.compile(r"\b(?:Foley|Swan-Ganz|Glasgow|Babinski|Parkinson's|Hodgkin|Whipple|Cushing\w*|Bell's|Trendelenburg|Allen|"
                          r"Seldinger|Judkins|Amplatz|Doppler|Holter|Romberg|Broca's|Wernicke's|Barthel|Morse|Braden|Kussmaul|"
                          r"Cheyne-Stokes|Murphy's|McBurney's|Homan's|Kernig|Brudzinski|Graves|Hashimoto|Crohn's|Addison's|"
                          r"Guillain-Barre|Wolff-Parkinson-White|Mobitz|Brugada|Takotsubo|Kaplan-Meier|Ommaya|Hickman|Port-a-Cath|"
                          r"Jackson-Pratt|Dobhoff|Baker's|Osler|Janeway|Roth|Virchow|Hartmann|Child-Pugh|Fontan|Simpson's|Epley|"
                          r"Dix-Hallpike|Todd's|Lhermitte|Hoffmann|Richmond|Bishop|Levine|Kehr|Huber|Gleason|Breslow|Clark|Banff|"
                          r"Berlin|Spetzler-Martin|Hunt-Hess|Lund|Nottingham|Ann Arbor)\b", re.I), 400),
    "clinical_score": (re.compile(r"\b(?:NIHSS|GCS|mRS|CHA2DS2-VASc|HAS-BLED|ECOG|RASS|SOFA|APACHE II|MELD|Karnofsky|TIMI|LVEF|NYHA|"
                                  r"Wells score|CURB-65|ASPECTS|Killip|GRACE score|CPOT|CIWA|Morse fall|Braden)\b", re.I), 600),
    "icd10": (re.compile(r"\b[A-TV-Z]\d{2}\.\d{1,4}\b", re.I), 300),
    "clock_time": (re.compile(r"\b(?:[01]?\d|2[0-3]):[0-5]\d\b"), 500),
    "name_like_word": (re.compile(r"\b(?:will|hope|frank|stone|young|rose|mark|marked|major|long|best|grace|page|bill|sharp|brown|"
                                  r"green|white|black|strong|little|rich|king|baker|bishop|cook|hunter|price|frost|snow|summers|"
                                  r"guy|joy|faith|dawn|ward|bell|lane|hill|wood|fox|bird|love|day|winter|hardy|swift|noble|wise)\b", re.I), 400),
}
MIN_NEG_TOTAL = 8000


def edge_bad(a, b):
    return (a.isalpha() and b.isalpha()) or (a.isdigit() and b.isdigit())


def host_of(u):
    u = re.sub(r"^[a-z]+://", "", u, flags=re.I)
    return re.split(r"[/?#:]", u, maxsplit=1)[0]


def main():
    nomin = "--no-min" in sys.argv
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    path = args[0] if args else PATH
    errs = []

    def err(msg):
        if len(errs) < 200:
            errs.append(msg)
        else:
            errs.append(None)

    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except Exception as e:  # noqa: BLE001
                err(f"line {ln}: bad JSON {e}")
    type_n = collections.Counter()
    genre_n = collections.Counter()
    neg_n = collections.Counter()
    leak_n = collections.Counter()
    n_low = 0
    n_spans = 0
    for idx, row in enumerate(rows):
        rid = row.get("id")
        where = f"{rid}"
        if set(row) != {"id", "text", "spans", "meta"}:
            err(f"{where}: keys {sorted(row)}")
            continue
        if rid != f"dev122-{idx + 1:04d}":
            err(f"{where}: id not sequential (expected dev122-{idx + 1:04d})")
        text, spans, meta = row["text"], row["spans"], row["meta"]
        if not isinstance(text, str) or not text.strip():
            err(f"{where}: empty text")
            continue
        if re.search("[\ue000-\uf8ff]", text):
            err(f"{where}: private-use character left in text")
        if not isinstance(meta, dict) or set(meta) != {"source", "genre", "lowercase", "country"}:
            err(f"{where}: meta keys {meta if not isinstance(meta, dict) else sorted(meta)}")
            continue
        if meta["source"] != "dev122-en" or not isinstance(meta["genre"], str) or not meta["genre"] \
                or not isinstance(meta["lowercase"], bool) or meta["country"] != "US":
            err(f"{where}: meta values {meta}")
        genre_n[meta["genre"]] += 1
        if meta["lowercase"]:
            n_low += 1
            if text != text.lower():
                err(f"{where}: marked lowercase but has upper case")
        elif text == text.lower():
            err(f"{where}: all lower case but not marked")
        if not isinstance(spans, list):
            err(f"{where}: spans not a list")
            continue
        prev_end = 0
        cover = bytearray(len(text) + 1)
        for sp in spans:
            if not isinstance(sp, dict) or set(sp) != {"start", "end", "label", "type", "text"}:
                err(f"{where}: span keys {sp}")
                continue
            s, e, lab, typ, st = sp["start"], sp["end"], sp["label"], sp["type"], sp["text"]
            if not (isinstance(s, int) and isinstance(e, int) and 0 <= s < e <= len(text)):
                err(f"{where}: bad offsets {s},{e}")
                continue
            if FINE.get(typ) != lab:
                err(f"{where}: label/type mismatch {lab}/{typ}")
            if text[s:e] != st:
                err(f"{where}: span text mismatch at {s}")
            if s < prev_end:
                err(f"{where}: spans unsorted or overlapping at {s}")
            prev_end = e
            n_spans += 1
            type_n[typ] += 1
            for i in range(s, e):
                cover[i] = 1
            # boundaries
            if st[0].isspace() or st[-1].isspace():
                err(f"{where}: whitespace edge {st!r}")
            if not (st[0].isalnum() or (st[0] == "(" and typ in ("PHONE", "FAX") and ")" in st)):
                err(f"{where}: span starts with punctuation {st!r}")
            if not (st[-1].isalnum() or (st[-1] == "." and re.search(r"(?:^|[^\w])\w\.$", st))):
                err(f"{where}: span ends with punctuation {st!r}")
            if s > 0 and edge_bad(text[s - 1], text[s]):
                err(f"{where}: span start inside a word/number {text[max(0, s - 5):e]!r}")
            if e < len(text) and edge_bad(text[e - 1], text[e]):
                err(f"{where}: span end inside a word/number {text[s:e + 5]!r}")
            # fictional contact data and ID ranges
            if typ in ("PHONE", "FAX"):
                main_part = re.split(r"\s*(?:ext\.?|x)\s*\d+$", st, flags=re.I)[0]
                digits = re.sub(r"\D", "", main_part)
                if len(digits) >= 7 and not (re.search(r"(?<!\d)555(?!\d)", main_part) or digits[-7:-4] == "555"):
                    err(f"{where}: phone without 555 block {st!r}")
            elif typ == "EMAIL":
                if st.count("@") != 1 or not EX_DOMAIN.match(st.split("@")[1]):
                    err(f"{where}: e-mail outside example domains {st!r}")
            elif typ == "URL":
                if not EX_DOMAIN.match(host_of(st)):
                    err(f"{where}: URL outside example domains {st!r}")
            elif typ == "IPADDR":
                try:
                    ip = ipaddress.ip_address(st)
                    ok = any(ip in ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
                except ValueError:
                    ok = False
                if not ok:
                    err(f"{where}: IP outside private ranges {st!r}")
            elif typ == "SSN":
                d = re.sub(r"\D", "", st)
                if not (d.startswith("9") or d.startswith("000")):
                    err(f"{where}: SSN-like value not starting 9 or 000 {st!r}")
        # unannotated leaks
        for name, rx, mode in LEAKS:
            for m in rx.finditer(text):
                a, b = m.start(), m.end()
                if mode == "contain":
                    ok = all(cover[i] for i in range(a, b - 1)) if b - a > 1 else cover[a]
                    if name == "url":
                        ok = cover[a] == 1
                else:
                    ok = any(cover[i] for i in range(a, b))
                if not ok:
                    leak_n[name] += 1
                    err(f"{where}: unannotated {name}: {m.group(0)!r}")
        # hard negatives outside spans
        for name, (rx, _) in NEGS.items():
            for m in rx.finditer(text):
                if not any(cover[i] for i in range(m.start(), m.end())):
                    neg_n[name] += 1

    n = len(rows)
    if not nomin:
        if n < MIN_NOTES:
            err(f"only {n} notes (< {MIN_NOTES})")
        if n_spans < MIN_SPANS:
            err(f"only {n_spans} spans (< {MIN_SPANS})")
        for t in FINE:
            if type_n[t] < MIN_PER_TYPE:
                err(f"type {t}: {type_n[t]} spans (< {MIN_PER_TYPE})")
        big = [g for g, k in genre_n.items() if k >= MIN_PER_GENRE]
        if len(big) < MIN_GENRES:
            err(f"only {len(big)} genres with >= {MIN_PER_GENRE} notes")
        for name, (_, mn) in NEGS.items():
            if neg_n[name] < mn:
                err(f"hard negatives {name}: {neg_n[name]} (< {mn})")
        if sum(neg_n.values()) < MIN_NEG_TOTAL:
            err(f"hard negatives total {sum(neg_n.values())} (< {MIN_NEG_TOTAL})")
        share = n_low / n if n else 0
        if not (LOW_SHARE[0] <= share <= LOW_SHARE[1]):
            err(f"lower-case share {share:.3f} outside {LOW_SHARE}")

    print(f"notes {n}  spans {n_spans}  lower-case {n_low} ({(n_low / n if n else 0):.3f})  genres {len(genre_n)}")
    print("per genre: " + ", ".join(f"{g} {k}" for g, k in sorted(genre_n.items())))
    print("per type:  " + ", ".join(f"{t} {type_n[t]}" for t in FINE))
    print(f"min per type: {min(type_n[t] for t in FINE)}")
    print("hard negatives: " + ", ".join(f"{k} {v}" for k, v in neg_n.items()) + f"  (total {sum(neg_n.values())})")
    if errs:
        shown = [e for e in errs if e]
        print(f"\nFAILED: {len(errs)}{'+' if None in errs else ''} problem(s)")
        for e in shown[:200]:
            print("  " + e)
        sys.exit(1)
    print("\nOK: all checks passed")


if __name__ == "__main__":
    main()
