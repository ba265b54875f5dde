"""Composition helpers: PHI markers, value formatters, personas and non-PHI (hard negative) blocks.

A PHI value is wrapped as  \\x01TYPE\\x02value\\x03  while a note is composed; `strip` removes the markers in
one left-to-right pass and records the offsets, so offsets are never found by searching the finished text.
"""
import datetime as dt
import string

import pools

M1, M2, M3 = "\x01", "\x02", "\x03"

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


def P(t, v):
    assert t in LABEL, t
    v = str(v)
    assert v and v == v.strip() and not any(m in v for m in (M1, M2, M3)), repr(v)
    return f"{M1}{t}{M2}{v}{M3}"


def strip(marked, lower=False):
    out, spans, i, n, pos = [], [], 0, len(marked), 0
    while i < n:
        ch = marked[i]
        if ch == M1:
            j = marked.index(M2, i)
            k = marked.index(M3, j)
            t, v = marked[i + 1:j], marked[j + 1:k]
            spans.append({"start": pos, "end": pos + len(v), "label": LABEL[t], "type": t})
            out.append(v)
            pos += len(v)
            i = k + 1
        else:
            out.append(ch)
            pos += 1
            i += 1
    text = "".join(out)
    if lower:
        text = text.lower()  # ASCII only: lengths unchanged
    for s in spans:
        s["text"] = text[s["start"]:s["end"]]
    return text, spans


WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
MON3 = [m[:3] for m in MON]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "one hundred"]


def age_words(a):
    if a < 20:
        return NUMWORDS[a]
    if a == 100:
        return "one hundred"
    if a > 100:
        return "one hundred and " + NUMWORDS[a - 100]
    t, u = divmod(a, 10)
    return TENS[t] + ("-" + NUMWORDS[u] if u else "")


DATE_STYLES = ["iso", "iso", "dmy", "mdy", "long", "long", "dmon", "dmony", "caps", "dot", "wd_long", "wd3_dmon"]


def fdate(d, style):
    if style == "iso":
        return d.strftime("%Y-%m-%d")
    if style == "dmy":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "mdy":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "long":
        return f"{MON[d.month - 1]} {d.day}, {d.year}"
    if style == "dmon":
        return f"{d.day} {MON3[d.month - 1]} {d.year}"
    if style == "dmony":
        return f"{d.day:02d}-{MON3[d.month - 1]}-{d.year}"
    if style == "caps":
        return f"{d.day:02d}{MON3[d.month - 1].upper()}{d.year}"
    if style == "dot":
        return f"{d.year}.{d.month:02d}.{d.day:02d}"
    if style == "wd_long":
        return f"{WD[d.weekday()]}, {MON[d.month - 1]} {d.day}, {d.year}"
    if style == "wd3_dmon":
        return f"{WD3[d.weekday()]} {d.day} {MON3[d.month - 1]} {d.year}"
    if style == "md":
        return f"{d.month}/{d.day}"
    if style == "wd_md":
        return f"{WD3[d.weekday()]} {d.month}/{d.day}"
    if style == "mon_d":
        return f"{MON3[d.month - 1]} {d.day}"
    if style == "d_month":
        return f"{d.day} {MON[d.month - 1]}"
    if style == "month_year":
        return f"{MON[d.month - 1]} {d.year}"
    if style == "year":
        return str(d.year)
    if style == "weekday":
        return WD[d.weekday()]
    if style == "dmy_dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    raise ValueError(style)


class Ctx:
    """Per-note state: rng, the note date, and the people and places in the note."""

    def __init__(self, rng, genre):
        self.r = rng
        self.genre = genre
        self.date = dt.date(2019, 1, 1) + dt.timedelta(days=rng.randrange(0, 2370))
        self.dstyle = rng.choice(DATE_STYLES)

    # --- small helpers -------------------------------------------------------
    def ch(self, seq):
        return self.r.choice(seq)

    def rnd(self, a, b):
        return self.r.randint(a, b)

    def digits(self, n):
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def letters(self, n, alphabet=string.ascii_uppercase):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def d(self, delta=0, style=None):
        """A marked DATE delta days from the note date."""
        return P("DATE", fdate(self.date + dt.timedelta(days=delta), style or self.dstyle))

    def dd(self, delta=0):
        return self.date + dt.timedelta(days=delta)

    def time(self):
        return f"{self.rnd(0, 23):02d}:{self.rnd(0, 59):02d}"

    # --- contact & identifiers ------------------------------------------------
    def phone(self, area=None, style=None):
        a = area or self.ch(pools.AREA_CODES)
        last = f"01{self.rnd(0, 99):02d}"
        st = style or self.ch(["paren", "dash", "dash", "dot", "one", "plus", "paren"])
        if st == "paren":
            s = f"({a}) 555-{last}"
        elif st == "dash":
            s = f"{a}-555-{last}"
        elif st == "dot":
            s = f"{a}.555.{last}"
        elif st == "one":
            s = f"1-{a}-555-{last}"
        else:
            s = f"+1 {a} 555 {last}"
        return s

    def phone_ext(self):
        return self.phone(style=self.ch(["paren", "dash"])) + self.ch([" ext. ", " x", " ext "]) + str(self.rnd(100, 8999))

    def pager(self):
        return self.ch([f"{self.rnd(2, 8)}-{self.rnd(1000, 9999)}", f"{self.rnd(1000, 9999)}", f"{self.rnd(100, 999)}"])

    def email(self, first, last):
        f, l = first.lower().replace(" ", "").replace("'", ""), last.lower().replace(" ", "").replace("'", "")
        user = self.ch([f"{f}.{l}", f"{f[0]}{l}{self.rnd(1, 99)}", f"{l}.{f[0]}", f"{f}{self.rnd(60, 99)}"])
        return f"{user}@" + self.ch(["example.com", "example.org", "example.net", "mail.example.com"])

    def username(self, first, last):
        f, l = first.lower().replace(" ", "").replace("'", "").replace("-", ""), last.lower().replace(" ", "").replace("'", "").replace("-", "")
        return self.ch([f"{f[0]}{l}", f"{f[0]}{l}{self.rnd(1, 9)}", f"{f}.{l}", f"{l}{f[0]}", f"{f[:3]}{l[:3]}{self.rnd(10, 99)}"])

    def ip(self):
        k = self.rnd(0, 2)
        if k == 0:
            return f"10.{self.rnd(0, 255)}.{self.rnd(0, 255)}.{self.rnd(1, 254)}"
        if k == 1:
            return f"172.{self.rnd(16, 31)}.{self.rnd(0, 255)}.{self.rnd(1, 254)}"
        return f"192.168.{self.rnd(0, 255)}.{self.rnd(1, 254)}"

    def url(self, slug):
        host = self.ch(["www.example.org", "portal.example.net", "example.com", "care.example.org", "www.example.com"])
        s = self.ch([f"{host}/{slug}", f"https://{host}/{slug}", f"https://{host}/{slug}/login",
                     f"{host}/{slug}?ref={self.rnd(100, 999)}"])
        return s

    def postal(self):
        L, D = pools.POSTAL_LETTERS, string.digits
        a = self.ch(pools.POSTAL_FIRST)
        b = self.ch(pools.POSTAL_ODD + L)
        c = self.ch(L + pools.POSTAL_ODD)
        return f"{a}{self.ch(D)}{b} {self.ch(D)}{c}{self.ch(D)}" if self.r.random() < 0.85 else f"{a}{self.ch(D)}{b}{self.ch(D)}{c}{self.ch(D)}"

    def healthcard(self, prov):
        if prov == "ON":
            return f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}"
        if prov == "QC":
            return f"{self.letters(4)} {self.digits(4)} {self.digits(4)}"
        if prov in ("BC", "AB"):
            return f"{self.digits(5)}-{self.digits(4)}"
        if prov in ("MB", "SK"):
            return f"{self.digits(3)} {self.digits(3)} {self.digits(3)}"
        return f"{self.digits(4)} {self.digits(3)} {self.digits(3)}"

    def mrn(self):
        return self.ch([f"M{self.digits(7)}", f"CH-{self.digits(7)}", self.digits(8), f"{self.ch(['RH', 'KF', 'GC', 'PD', 'TG', 'SB'])} {self.digits(3)} {self.digits(3)}",
                        f"{self.digits(2)}-{self.digits(2)}-{self.digits(3)}"])

    def account(self):
        return self.ch([f"ENC-{self.digits(2)}-{self.digits(7)}", f"V{self.digits(7)}", f"{self.digits(2)}-{self.digits(3)}-{self.digits(4)}",
                        f"A{self.digits(9)}"])

    def idnum(self, kind):
        y = str(self.date.year)[2:]
        return {
            "acc": f"{self.ch(['LAB', 'CH', 'MB', 'H'])}{y}-{self.digits(6)}",
            "req": f"REQ-{self.digits(7)}",
            "spec": f"SP-{y}-{self.digits(5)}",
            "pcr": f"{self.date.year}-{self.digits(6)}",
            "case": f"PH-{self.ch(['TB', 'IMM', 'CD'])}-{y}-{self.digits(4)}",
            "rx": f"{self.digits(7)}",
            "tbcase": f"PH-TB-{y}-{self.digits(4)}",
            "order": f"ORD{self.digits(8)}",
            "lot_free": f"{self.digits(6)}",
            "ref": f"R{self.digits(6)}",
        }[kind]

    def license(self, kind):
        return {
            "md": f"{self.digits(5)}",
            "dl": f"{self.letters(1)}{self.digits(4)}-{self.digits(5)}-{self.digits(5)}",
            "rph": f"{self.digits(6)}",
            "rn": f"RN-{self.digits(6)}",
            "pcp": f"P{self.digits(5)}",
        }[kind]

    def device(self):
        return self.ch([f"{self.letters(3)}{self.digits(6)}", f"{self.digits(1)}{self.letters(2)}-{self.digits(6)}",
                        f"SN{self.digits(9)}", f"{self.letters(1)}-{self.digits(3)}-{self.digits(4)}", self.digits(11)])

    def plate(self):
        return self.ch([f"{self.letters(4)} {self.digits(3)}", f"{self.letters(2)}{self.digits(1)} {self.digits(2)}{self.letters(1)}",
                        f"{self.digits(3)} {self.letters(3)}", f"{self.letters(3)}-{self.digits(4)}"])

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.ch(al) for _ in range(17))

    def bioid(self):
        return self.ch([f"FP-{self.digits(5)}", f"PV-{self.digits(6)}", f"RS-{self.digits(5)}", f"VP-{self.digits(4)}-{self.letters(2)}"])

    def sin(self):
        return self.ch([f"000 {self.digits(3)} {self.digits(3)}", f"000-{self.digits(3)}-{self.digits(3)}"])

    def ssn_us(self):
        return f"9{self.digits(2)}-{self.digits(2)}-{self.digits(4)}"

    def room(self):
        return self.ch([f"{self.rnd(1, 6)}{self.rnd(0, 3)}{self.rnd(0, 9)}", f"{self.rnd(1, 4)}{self.rnd(10, 49)}{self.ch('ABCD')}",
                        f"{self.rnd(1, 40)}"])

    # --- people ----------------------------------------------------------------
    def person(self, sex=None, age_range=(19, 95)):
        sex = sex or self.ch("FM")
        first = self.ch(pools.FIRST_F if sex == "F" else pools.FIRST_M)
        last = self.ch(pools.SURNAMES)
        mid = self.ch("ABCDEFGHJKLMNPRSTVW") if self.r.random() < 0.4 else None
        return Person(first, last, mid, sex, self.rnd(*age_range))


class Person:
    def __init__(self, first, last, mid, sex, age):
        self.first, self.last, self.mid, self.sex, self.age = first, last, mid, sex, age

    @property
    def full(self):
        return f"{self.first} {self.last}"

    def initials(self):
        fi = "".join(w[0].upper() for w in self.first.replace("-", " ").split())
        li = "".join(w[0] for w in self.last.replace("-", " ").split() if w[0].isupper())
        return fi + li


TITLES = {"F": ["Mrs", "Ms", "Mrs.", "Ms.", "Ms"], "M": ["Mr", "Mr."]}


def name(p, t, style, r):
    """Marked name of person p as type t in the given surface style (titles and credentials outside)."""
    f, l, m = p.first, p.last, p.mid
    if style == "full":
        return P(t, f"{f} {l}")
    if style == "full_mid":
        return P(t, f"{f} {m + '. ' if m else ''}{l}")
    if style == "last_first":
        return P(t, f"{l}, {f}")
    if style == "caps":
        return P(t, f"{l.upper()}, {f.upper()}{' ' + m if m else ''}")
    if style == "caps_full":
        return P(t, f"{f.upper()} {l.upper()}")
    if style == "first":
        return P(t, f)
    if style == "last":
        return P(t, l)
    if style == "title":
        return f"{r.choice(TITLES[p.sex])} " + P(t, l)
    if style == "title_full":
        return f"{r.choice(TITLES[p.sex])} " + P(t, f"{f} {l}")
    if style == "first_init":
        return P(t, f"{f} {l[0]}.")
    if style == "init":
        return P(t, p.initials())
    if style == "init_dot":
        return P(t, ".".join(p.initials()) + ".")
    if style == "init_low":
        return P(t, p.initials().lower())
    if style == "dr":
        return r.choice(["Dr. ", "Dr ", "Dr. ", "Prof ", "Prof. ", "Dr "]) + P(t, l)
    if style == "dr_full":
        return r.choice(["Dr. ", "Dr "]) + P(t, f"{f} {l}")
    if style == "nick":
        return P(t, pools.NICKNAMES.get(f, f))
    raise ValueError(style)


PT_STYLES = ["full", "title", "title", "first", "last_first", "first_init", "title_full", "full_mid"]


# --- hard negatives ---------------------------------------------------------------
LABS = [
    ("Na", 133, 146, "135-145 mmol/L", 0), ("K", 3.2, 5.6, "3.5-5.0 mmol/L", 1), ("Cl", 96, 110, "98-107 mmol/L", 0),
    ("HCO3", 18, 30, "22-29 mmol/L", 0), ("BUN", 3, 19, "2.5-8.0 mmol/L", 1), ("Cr", 55, 240, "50-110 umol/L", 0),
    ("eGFR", 22, 98, ">60 mL/min/1.73m2", 0), ("Glucose", 4.1, 14.8, "3.6-7.7 mmol/L", 1),
    ("Hgb", 82, 162, "120-160 g/L", 0), ("WBC", 3.1, 17.9, "4.0-11.0 x10^9/L", 1), ("Plt", 88, 460, "150-400 x10^9/L", 0),
    ("INR", 0.9, 3.4, "0.8-1.2", 1), ("HbA1c", 5.4, 10.9, "<6.0 %", 1), ("TSH", 0.3, 7.9, "0.32-5.04 mU/L", 2),
    ("ALT", 9, 140, "<40 U/L", 0), ("Trop-I", 2, 480, "<26 ng/L", 0), ("CRP", 1, 180, "<8 mg/L", 0),
    ("Mg", 0.6, 1.1, "0.70-1.00 mmol/L", 2), ("LDL", 1.2, 4.9, "<2.0 mmol/L", 1), ("Ferritin", 8, 410, "30-300 ug/L", 0),
    ("B12", 110, 690, "150-600 pmol/L", 0), ("Lactate", 0.6, 5.2, "0.5-2.2 mmol/L", 1),
]

MEDS = [
    ("metoprolol", "25 mg", "PO BID"), ("apixaban", "5 mg", "PO BID"), ("metformin", "1000 mg", "PO BID with meals"),
    ("atorvastatin", "40 mg", "PO qHS"), ("ramipril", "5 mg", "PO daily"), ("furosemide", "40 mg", "PO qAM"),
    ("levothyroxine", "88 mcg", "PO daily before breakfast"), ("hydromorphone", "1 mg", "PO q4h PRN pain"),
    ("acetaminophen", "650 mg", "PO q6h PRN"), ("sertraline", "50 mg", "PO daily"), ("quetiapine", "25 mg", "PO qHS PRN"),
    ("insulin glargine", "18 units", "subcut qHS"), ("salbutamol", "100 mcg", "2 puffs q4h PRN"),
    ("tiotropium", "18 mcg", "inhaled daily"), ("pantoprazole", "40 mg", "PO daily"), ("amlodipine", "10 mg", "PO daily"),
    ("donepezil", "10 mg", "PO qHS"), ("warfarin", "3 mg", "PO daily per INR"), ("gabapentin", "300 mg", "PO TID"),
    ("ceftriaxone", "2 g", "IV q24h"), ("enoxaparin", "40 mg", "subcut daily"), ("lorazepam", "0.5 mg", "SL q8h PRN"),
    ("polyethylene glycol", "17 g", "PO daily"), ("vitamin D3", "1000 IU", "PO daily"), ("bisoprolol", "2.5 mg", "PO daily"),
    ("empagliflozin", "10 mg", "PO daily"), ("nitroglycerin", "0.4 mg", "SL q5min x3 PRN"), ("ondansetron", "4 mg", "IV q8h PRN"),
    ("isoniazid", "300 mg", "PO daily"), ("rifampin", "600 mg", "PO daily"), ("pyridoxine", "25 mg", "PO daily"),
    ("lithium", "300 mg", "PO BID"), ("escitalopram", "10 mg", "PO daily"), ("prednisone", "40 mg", "PO daily x5 days"),
]

EPONYM_SENTENCES = [
    "Foley catheter in situ, draining clear urine.", "Babinski downgoing bilaterally.",
    "No signs of Parkinson's disease; no cogwheeling.", "History of Crohn's disease, quiescent.",
    "Murphy's sign negative.", "Homans sign not elicited.", "Romberg negative.", "Glasgow Coma Scale 15.",
    "Hx of Hashimoto thyroiditis.", "Bell's palsy on the left in the past, resolved.", "Known Barrett's esophagus.",
    "Kernig and Brudzinski signs negative.", "Allen test normal prior to ABG.", "Phalen and Tinel positive at the right wrist.",
    "Trendelenburg gait noted.", "Known Alzheimer's dementia, moderate.", "Cushingoid features absent.",
    "Hx Graves disease treated with RAI.", "McMurray test negative.", "Lachman negative.",
    "Hep B surface antigen negative.", "Mantoux read as negative previously.",
]

ICD = [("I10", "essential hypertension"), ("E11.9", "type 2 diabetes"), ("J44.1", "COPD with exacerbation"),
       ("I48.91", "atrial fibrillation"), ("N18.3", "CKD stage 3"), ("F32.1", "major depressive episode, moderate"),
       ("A15.0", "pulmonary TB"), ("Z23", "encounter for immunization"), ("S72.001A", "hip fracture"),
       ("F41.1", "generalized anxiety disorder"), ("I50.9", "heart failure"), ("G30.9", "Alzheimer's disease"),
       ("R07.9", "chest pain, unspecified"), ("L89.153", "pressure injury sacrum stage 3"), ("Z79.01", "long-term anticoagulant use")]

ORDINARY_WILL_MAY_HOPE = [
    "Patient may shower once the dressing is dry.", "Will reassess in 48 hours.", "We hope to wean oxygen tomorrow.",
    "Family will bring in glasses and hearing aids.", "May resume usual diet.", "There is hope of discharge home with supports.",
    "Mark the site before the procedure.", "Grace period for the co-pay form was explained.",
    "Bill to the provincial plan.", "Rose from chair with one assist.", "Hunter's syndrome not suspected.",
    "Frost on the windshield this morning per crew, roads icy.", "Joy and appetite reported as improved.",
    "Dean's letter not required.", "Will need a ride to the next appointment.", "Patient may need a walker.",
]


def vitals(c, terse=False):
    r = c.r
    hr, rr, sp = r.randint(52, 128), r.randint(12, 30), r.randint(86, 100)
    t = round(r.uniform(35.8, 39.4), 1)
    sbp, dbp = r.randint(92, 188), r.randint(50, 104)
    if terse:
        return f"hr {hr} bp {sbp}/{dbp} rr {rr} spo2 {sp}% t {t}"
    return r.choice([
        f"Vitals: HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sp}% on RA, T {t} C.",
        f"HR {hr} bpm | BP {sbp}/{dbp} mmHg | RR {rr}/min | SpO2 {sp}% | Temp {t} C | Wt {r.randint(44, 131)} kg",
        f"T {t}  P {hr}  R {rr}  BP {sbp}/{dbp}  O2 sat {sp}% on {r.randint(1, 4)} L NP  Pain {r.randint(0, 10)}/10",
    ])


def lab_panel(c, n=None, table=True):
    r = c.r
    rows = r.sample(LABS, n or r.randint(5, 10))
    out = []
    for nm, lo, hi, ref, dp in rows:
        v = round(r.uniform(lo, hi), dp)
        v = int(v) if dp == 0 else v
        out.append((nm, str(v), ref))
    if table:
        w = max(len(x[0]) for x in out) + 2
        lines = ["Test".ljust(w) + "Result   Reference"]
        lines += [nm.ljust(w) + val.ljust(9) + ref for nm, val, ref in out]
        return "\n".join(lines)
    return ", ".join(f"{nm} {val}" for nm, val, _ in out)


def med_list(c, n=None, numbered=True):
    rows = c.r.sample(MEDS, n or c.r.randint(3, 7))
    if numbered:
        return "\n".join(f"{i + 1}. {m} {d} {s}" for i, (m, d, s) in enumerate(rows))
    return "; ".join(f"{m} {d} {s}" for m, d, s in rows)


def icd(c):
    code, desc = c.ch(ICD)
    return f"{desc} ({code})"


def eponym(c):
    return c.ch(EPONYM_SENTENCES)


def ordinary(c):
    return c.ch(ORDINARY_WILL_MAY_HOPE)
