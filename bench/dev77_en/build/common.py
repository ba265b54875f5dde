"""Shared machinery for dev77_en: span markers, value generators, people, note context.

Offsets are recorded while composing: every PHI value is wrapped as
    \x02TYPE\x1fvalue\x03
by P(); finalize() strips the markers left to right and records (start, end, type)
in the output string. Nothing is ever searched for in the finished text.
"""
import datetime as dt
import re

import pools

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

MS, MSEP, ME = "\x02", "\x1f", "\x03"


def P(t, v):
    """Wrap one PHI value in private markers."""
    if t not in TYPES:
        raise ValueError("unknown type " + t)
    v = str(v)
    if any(c in v for c in (MS, MSEP, ME)):
        raise ValueError("nested marker in value %r" % v)
    if v != v.strip() or not v:
        raise ValueError("value with outer whitespace %r" % v)
    return MS + t + MSEP + v + ME


_TRAIL_WS = re.compile(r"[ \t]+(?=\n)")
_MANY_NL = re.compile(r"\n{3,}")


def cap(s):
    """Upper-case the first visible character of a marked string (never touches markers)."""
    if not s or s[0] == MS:
        return s
    return s[0].upper() + s[1:]


def finalize(marked, lower=False):
    """Strip markers, return (text, spans). Whitespace tidying happens on the marked
    string first, so it can never move a recorded offset."""
    marked = _TRAIL_WS.sub("", marked)
    marked = _MANY_NL.sub("\n\n", marked).strip("\n") + "\n"
    out, spans = [], []
    pos = 0
    i = 0
    while True:
        j = marked.find(MS, i)
        if j < 0:
            out.append(marked[i:])
            break
        out.append(marked[i:j])
        pos += j - i
        k = marked.index(MSEP, j)
        e = marked.index(ME, k)
        t = marked[j + 1:k]
        v = marked[k + 1:e]
        spans.append((pos, pos + len(v), t))
        out.append(v)
        pos += len(v)
        i = e + 1
    text = "".join(out)
    if lower:
        text = text.lower()
    assert MS not in text and MSEP not in text and ME not in text
    res = []
    for s, e, t in spans:
        res.append({"start": s, "end": e, "label": TYPES[t], "type": t, "text": text[s:e]})
    return text, res


# ---------------------------------------------------------------- numbers to words
_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return _TENS[t] + ("" if o == 0 else "-" + _ONES[o])
    h, rest = divmod(n, 100)
    return _ONES[h] + " hundred" + ("" if rest == 0 else " and " + num_words(rest))


# ---------------------------------------------------------------- dates
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


DATE_FORMATS_US = ["mdy", "mdy", "mdy_np", "mdy2", "long", "abbr", "dmy_abbr", "iso", "wd_md", "long_wd",
                   "md", "mon_day", "dmy_dash"]
DATE_FORMATS_CA = ["iso", "iso", "long", "abbr", "dmy_abbr", "dmy_dash", "long_wd", "mon_day", "dmonthy"]


def fmt_date(d, f):
    if f == "mdy":
        return "%02d/%02d/%04d" % (d.month, d.day, d.year)
    if f == "mdy_np":
        return "%d/%d/%04d" % (d.month, d.day, d.year)
    if f == "mdy2":
        return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
    if f == "long":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if f == "abbr":
        return "%s %d, %d" % (MON3[d.month - 1], d.day, d.year)
    if f == "dmy_abbr":
        return "%d %s %d" % (d.day, MON3[d.month - 1], d.year)
    if f == "dmy_dash":
        return "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
    if f == "dmonthy":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if f == "iso":
        return d.isoformat()
    if f == "wd_md":
        return "%s %d/%d" % (WD3[d.weekday()], d.month, d.day)
    if f == "long_wd":
        return "%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
    if f == "md":
        return "%d/%d" % (d.month, d.day)
    if f == "mon_day":
        return "%s %d" % (MONTHS[d.month - 1], d.day)
    if f == "mon_ord":
        return "%s %s" % (MON3[d.month - 1], ordinal(d.day))
    if f == "month_year":
        return "%s %d" % (MONTHS[d.month - 1], d.year)
    if f == "mon_year":
        return "%s %d" % (MON3[d.month - 1], d.year)
    if f == "mm_yyyy":
        return "%02d/%d" % (d.month, d.year)
    if f == "year":
        return str(d.year)
    if f == "weekday":
        return WDAYS[d.weekday()]
    if f == "wd3":
        return WD3[d.weekday()]
    if f == "compact":
        return "%04d%02d%02d" % (d.year, d.month, d.day)
    raise ValueError(f)


HOLIDAYS_US = ["Christmas", "Christmas Eve", "Thanksgiving", "New Year's Day", "New Year's Eve", "Easter",
               "Labor Day", "Memorial Day", "the Fourth of July", "Halloween", "Mother's Day", "Father's Day"]
HOLIDAYS_CA = ["Christmas", "Boxing Day", "Canada Day", "Victoria Day", "Thanksgiving", "New Year's Day",
               "Easter Monday", "Family Day", "Remembrance Day"]


def holiday_marked(name):
    # an article stays outside the span
    if name.startswith("the "):
        return "the " + P("DATE", name[4:])
    return P("DATE", name)


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, origin, middle=None, nick=None):
        self.first, self.last, self.sex, self.origin = first, last, sex, origin
        self.middle = middle
        self.nick = nick

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)

    @property
    def mi(self):
        return self.middle[0] if self.middle else None

    def initials(self, dots=True):
        f = self.first[0]
        l = self.last.replace("O'", "O").replace("Mc", "M").replace("Mac", "M")[0]
        if self.last.startswith(("de la ", "Te ", "Ni ")):
            l = self.last.split()[-1][0]
        return ("%s.%s." % (f, l)) if dots else (f + l)

    def username(self, r):
        base = re.sub(r"[^a-z]", "", self.last.lower())
        f = re.sub(r"[^a-z]", "", self.first.lower())
        c = r.randint(0, 5)
        if c == 0:
            return f[0] + base[:8]
        if c == 1:
            return f[0] + base[:7] + str(r.randint(1, 9))
        if c == 2:
            return base[:6] + f[:2]
        if c == 3:
            return f + "." + base[:10]
        if c == 4:
            return f[0] + (self.mi or "x").lower() + base[:6] + str(r.randint(10, 99))
        return base[:7] + f[0] + "0" + str(r.randint(1, 9))


def pick_origin(r):
    tot = sum(w for _, w in pools.ORIGIN_WEIGHTS)
    x = r.uniform(0, tot)
    for o, w in pools.ORIGIN_WEIGHTS:
        x -= w
        if x <= 0:
            return o
    return pools.ORIGIN_WEIGHTS[-1][0]


def make_person(r, sex=None, origin=None, last=None):
    origin = origin or pick_origin(r)
    sex = sex or r.choice("FM")
    m, f, s = pools.NAMES[origin]
    first = r.choice(f if sex == "F" else m)
    if last is None:
        last = r.choice(s)
    # middle name from any pool so that middle initials vary
    mo = pick_origin(r)
    mm, mf, _ = pools.NAMES[mo]
    middle = r.choice(mf if sex == "F" else mm) if r.random() < 0.7 else None
    if middle == first:
        middle = None
    nick = None
    if first in pools.NICKNAMES and r.random() < 0.8:
        nick = r.choice(pools.NICKNAMES[first])
    return Person(first, last, sex, origin, middle, nick)


# ---------------------------------------------------------------- contact numbers (fictional ranges only)
def us_phone(r, area=None, fmt=None):
    area = area or r.choice(pools.US_AREA)
    tail = "01%02d" % r.randint(0, 99)
    fmt = fmt or r.choice(["paren", "dash", "dash", "dot", "plus", "paren"])
    if fmt == "paren":
        s = "(%s) 555-%s" % (area, tail)
    elif fmt == "dash":
        s = "%s-555-%s" % (area, tail)
    elif fmt == "dot":
        s = "%s.555.%s" % (area, tail)
    elif fmt == "plus":
        s = "+1 %s 555 %s" % (area, tail)
    else:
        s = "1-%s-555-%s" % (area, tail)
    return s


def with_ext(r, s):
    return s + r.choice([" ext. %d" % r.randint(10, 899), " x%d" % r.randint(100, 4999), " ext %d" % r.randint(2, 99)])


def pager(r):
    return r.choice(["%d-%04d" % (r.randint(2, 8), r.randint(1000, 9999)),
                     "%05d" % r.randint(30000, 89999),
                     "x%d" % r.randint(2000, 7999)])


def uk_phone(r):
    c = r.randint(0, 2)
    if c == 0:
        return r.choice(["020 7946 0%03d", "+44 20 7946 0%03d"]) % r.randint(0, 999)
    if c == 1:
        return r.choice(["0161 496 0%03d", "+44 161 496 0%03d"]) % r.randint(0, 999)
    return r.choice(["07700 900%03d", "+44 7700 900%03d"]) % r.randint(0, 999)


def au_phone(r):
    return r.choice(["0491 570 %03d", "+61 491 570 %03d"]) % r.randint(0, 999)


OTHER_CC = {"Portugal": "351", "Ghana": "233", "Nigeria": "234", "Mexico": "52", "Guatemala": "502",
            "El Salvador": "503", "India": "91", "Pakistan": "92", "Vietnam": "84", "China": "86",
            "South Korea": "82", "Japan": "81", "Poland": "48", "Ukraine": "380", "Romania": "40",
            "Lebanon": "961", "Syria": "963", "Jordan": "962", "New Zealand": "64", "Samoa": "685",
            "Tonga": "676", "Ireland": "353", "Philippines": "63", "Senegal": "221", "Mali": "223",
            "Colombia": "57", "Peru": "51", "Hungary": "36", "Czech Republic": "420", "Egypt": "20",
            "Sierra Leone": "232"}


def intl_phone(r, country):
    if country in ("England", "Scotland"):
        return uk_phone(r)
    cc = OTHER_CC.get(country, "353")
    return "+%s 555 %04d" % (cc, r.randint(100, 9999))


def email_for(r, p, kind=None):
    f = re.sub(r"[^a-z]", "", p.first.lower())
    l = re.sub(r"[^a-z]", "", p.last.lower())
    dom = r.choice(["example.com", "example.org", "example.net"])
    c = r.randint(0, 5)
    if c == 0:
        u = f + "." + l
    elif c == 1:
        u = f[0] + l + str(r.randint(1, 99))
    elif c == 2:
        u = f + "_" + l[:4] + str(r.randint(1950, 2005))
    elif c == 3:
        u = l + "." + f[0]
    elif c == 4:
        u = f + str(r.randint(10, 999))
    else:
        u = f[:3] + l[:3] + "." + str(r.randint(1, 9))
    return u + "@" + dom


def private_ip(r):
    c = r.randint(0, 2)
    if c == 0:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    if c == 1:
        return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
    return "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))


LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def letters(r, n):
    return "".join(r.choice(LET) for _ in range(n))


def digits(r, n):
    return "".join(str(r.randint(0, 9)) for _ in range(n))


def us_ssn(r, fmt=None):
    a = "9%02d" % r.randint(0, 99)
    b, c = "%02d" % r.randint(1, 99), "%04d" % r.randint(1, 9999)
    return r.choice(["%s-%s-%s", "%s-%s-%s", "%s %s %s"]) % (a, b, c)


def uk_ni(r):
    d = [r.randint(0, 9) for _ in range(6)]
    suf = r.choice("ABCD")
    if r.random() < 0.5:
        return "QQ %d%d %d%d %d%d %s" % (*d, suf)
    return "QQ%d%d%d%d%d%d%s" % (*d, suf)


def nhs_number(r):
    return "999 %03d %04d" % (r.randint(0, 999), r.randint(0, 9999))


def vin(r):
    return "".join(r.choice(VINCH) for _ in range(17))


def plate(r, ca=False):
    if ca:
        return r.choice(["%s %s" % (letters(r, 4), digits(r, 3)), "%s%s %s" % (letters(r, 2), digits(r, 2), letters(r, 2))])
    return r.choice(["%d%s%s" % (r.randint(1, 9), letters(r, 3), digits(r, 3)),
                     "%s-%s" % (letters(r, 3), digits(r, 4)), "%s %s" % (letters(r, 3), digits(r, 3))])


def words_cap(s):
    return s


# ---------------------------------------------------------------- clinical hard-negative material
LABS = {
    "BMP": [("Sodium", "Na", (128, 146), "mmol/L", "135-145", 0), ("Potassium", "K", (3.1, 5.6), "mmol/L", "3.5-5.1", 1),
            ("Chloride", "Cl", (94, 110), "mmol/L", "98-107", 0), ("CO2", "CO2", (18, 31), "mmol/L", "22-29", 0),
            ("BUN", "BUN", (7, 58), "mg/dL", "7-20", 0), ("Creatinine", "Cr", (0.6, 3.4), "mg/dL", "0.6-1.2", 2),
            ("Glucose", "Glu", (72, 312), "mg/dL", "70-99", 0), ("Calcium", "Ca", (7.9, 10.6), "mg/dL", "8.6-10.3", 1)],
    "CBC": [("WBC", "WBC", (3.1, 19.8), "K/uL", "4.0-11.0", 1), ("Hemoglobin", "Hgb", (6.9, 16.1), "g/dL", "12.0-16.0", 1),
            ("Hematocrit", "Hct", (21.0, 48.0), "%", "36-46", 1), ("Platelets", "Plt", (62, 455), "K/uL", "150-400", 0),
            ("MCV", "MCV", (72, 104), "fL", "80-100", 0)],
    "LFT": [("AST", "AST", (12, 240), "U/L", "10-40", 0), ("ALT", "ALT", (9, 260), "U/L", "7-56", 0),
            ("Alk phos", "ALP", (40, 390), "U/L", "44-147", 0), ("Total bilirubin", "Tbili", (0.2, 4.8), "mg/dL", "0.1-1.2", 1),
            ("Albumin", "Alb", (2.1, 4.6), "g/dL", "3.5-5.0", 1)],
    "COAG": [("PT", "PT", (10.8, 24.0), "sec", "11-13.5", 1), ("INR", "INR", (0.9, 3.8), "", "0.8-1.1", 1),
             ("PTT", "PTT", (24, 58), "sec", "25-35", 0)],
    "OTHER": [("Magnesium", "Mg", (1.4, 2.6), "mg/dL", "1.7-2.2", 1), ("Phosphorus", "Phos", (2.0, 5.4), "mg/dL", "2.5-4.5", 1),
              ("Troponin I", "TnI", (0.0, 2.4), "ng/mL", "<0.04", 2), ("BNP", "BNP", (18, 1480), "pg/mL", "<100", 0),
              ("Lactate", "Lac", (0.6, 6.1), "mmol/L", "0.5-2.2", 1), ("TSH", "TSH", (0.1, 9.8), "mIU/L", "0.4-4.0", 2),
              ("HbA1c", "A1c", (5.1, 11.9), "%", "<5.7", 1), ("Lipase", "Lipase", (12, 880), "U/L", "13-60", 0),
              ("CRP", "CRP", (0.2, 18.0), "mg/dL", "<0.5", 1), ("Ferritin", "Ferritin", (8, 950), "ng/mL", "15-150", 0)],
}


def lab_value(r, lo_hi, dec):
    lo, hi = lo_hi
    v = r.uniform(lo, hi)
    if dec == 0:
        return str(int(round(v)))
    return ("%." + str(dec) + "f") % v


MEDS = [
    ("metoprolol succinate", "25 mg", "PO daily"), ("metoprolol tartrate", "12.5 mg", "PO BID"),
    ("apixaban", "5 mg", "PO BID"), ("atorvastatin", "40 mg", "PO qHS"), ("insulin glargine", "18 units", "subcut qHS"),
    ("insulin lispro", "4 units", "subcut TID with meals plus sliding scale"), ("furosemide", "40 mg", "IV BID"),
    ("acetaminophen", "650 mg", "PO q6h PRN pain"), ("ondansetron", "4 mg", "IV q8h PRN nausea"),
    ("heparin", "5,000 units", "subcut q8h"), ("lisinopril", "10 mg", "PO daily"), ("sertraline", "50 mg", "PO daily"),
    ("levothyroxine", "75 mcg", "PO daily before breakfast"), ("tamsulosin", "0.4 mg", "PO qHS"),
    ("pantoprazole", "40 mg", "PO daily"), ("albuterol HFA", "2 puffs", "inh q4h PRN wheeze"),
    ("gabapentin", "300 mg", "PO TID"), ("prednisone", "40 mg", "PO daily x 5 days"),
    ("ceftriaxone", "1 g", "IV q24h"), ("vancomycin", "1,250 mg", "IV q12h"), ("enoxaparin", "40 mg", "subcut daily"),
    ("docusate", "100 mg", "PO BID"), ("senna", "8.6 mg", "PO qHS"), ("amlodipine", "5 mg", "PO daily"),
    ("metformin", "1,000 mg", "PO BID with meals"), ("donepezil", "10 mg", "PO qHS"),
    ("carbidopa-levodopa", "25-100 mg", "PO TID"), ("warfarin", "5 mg", "PO daily, dose per INR"),
    ("oxycodone", "5 mg", "PO q4h PRN severe pain"), ("hydralazine", "10 mg", "IV q6h PRN SBP > 170"),
    ("potassium chloride", "20 mEq", "PO once"), ("magnesium sulfate", "2 g", "IV once"),
    ("spironolactone", "25 mg", "PO daily"), ("empagliflozin", "10 mg", "PO daily"),
    ("tiotropium", "18 mcg", "inh daily"), ("fluticasone-salmeterol", "250/50 mcg", "1 puff inh BID"),
    ("clopidogrel", "75 mg", "PO daily"), ("aspirin", "81 mg", "PO daily"), ("melatonin", "3 mg", "PO qHS PRN sleep"),
    ("quetiapine", "25 mg", "PO qHS PRN agitation"), ("cephalexin", "500 mg", "PO QID x 7 days"),
    ("nitroglycerin", "0.4 mg", "SL q5min PRN chest pain, max 3 doses"), ("allopurinol", "100 mg", "PO daily"),
    ("vitamin D3", "2,000 IU", "PO daily"), ("cyanocobalamin", "1,000 mcg", "IM monthly"),
]

ICD10 = [
    ("I10", "Essential (primary) hypertension"), ("E11.9", "Type 2 diabetes mellitus without complications"),
    ("E11.65", "Type 2 diabetes mellitus with hyperglycemia"), ("E78.5", "Hyperlipidemia, unspecified"),
    ("I48.91", "Unspecified atrial fibrillation"), ("J44.1", "COPD with (acute) exacerbation"),
    ("N18.31", "Chronic kidney disease, stage 3a"), ("I50.22", "Chronic systolic (congestive) heart failure"),
    ("F32.9", "Major depressive disorder, single episode, unspecified"), ("G20", "Parkinson's disease"),
    ("G30.9", "Alzheimer's disease, unspecified"), ("K50.90", "Crohn's disease, unspecified, without complications"),
    ("E03.9", "Hypothyroidism, unspecified"), ("M17.11", "Unilateral primary osteoarthritis, right knee"),
    ("J18.9", "Pneumonia, unspecified organism"), ("N39.0", "Urinary tract infection, site not specified"),
    ("E66.9", "Obesity, unspecified"), ("Z79.01", "Long term (current) use of anticoagulants"),
    ("K21.9", "Gastro-esophageal reflux disease without esophagitis"), ("F41.1", "Generalized anxiety disorder"),
    ("G47.33", "Obstructive sleep apnea"), ("I25.10", "Atherosclerotic heart disease of native coronary artery"),
    ("M81.0", "Age-related osteoporosis without current pathological fracture"), ("D64.9", "Anemia, unspecified"),
    ("R55", "Syncope and collapse"), ("E87.1", "Hypo-osmolality and hyponatremia"),
    ("Z87.891", "Personal history of nicotine dependence"), ("G51.0", "Bell's palsy"),
    ("K22.70", "Barrett's esophagus without dysplasia"), ("E06.3", "Autoimmune thyroiditis (Hashimoto's)"),
    ("I73.00", "Raynaud's syndrome without gangrene"), ("C81.90", "Hodgkin lymphoma, unspecified"),
    ("E05.00", "Thyrotoxicosis with diffuse goiter (Graves' disease)"), ("H81.09", "Meniere's disease, unspecified ear"),
    ("M35.00", "Sjogren syndrome, unspecified"), ("G61.0", "Guillain-Barre syndrome"), ("E27.1", "Primary adrenocortical insufficiency (Addison's)"),
    ("Z95.0", "Presence of cardiac pacemaker"), ("Z96.651", "Presence of right artificial knee joint"),
    ("F10.20", "Alcohol dependence, uncomplicated"), ("R26.81", "Unsteadiness on feet"), ("W19.XXXA", "Unspecified fall, initial encounter"),
    ("L89.152", "Pressure ulcer of sacral region, stage 2"), ("Z74.09", "Other reduced mobility"),
]

CPT = [("99223", "initial hospital care, high complexity"), ("99233", "subsequent hospital care"),
       ("99285", "ED visit, high severity"), ("93306", "TTE complete with Doppler"), ("71046", "chest X-ray, 2 views"),
       ("74177", "CT abdomen/pelvis with contrast"), ("70450", "CT head without contrast"),
       ("47562", "laparoscopic cholecystectomy"), ("27447", "total knee arthroplasty"), ("44970", "laparoscopic appendectomy"),
       ("88305", "surgical pathology, level IV"), ("93000", "ECG with interpretation"), ("99214", "office visit, established"),
       ("99442", "telephone E/M, 11-20 minutes"), ("36556", "central venous catheter insertion"), ("49505", "inguinal hernia repair"),
       ("45378", "diagnostic colonoscopy"), ("88307", "surgical pathology, level V"), ("99239", "discharge day management, >30 min"),
       ("93880", "duplex scan extracranial arteries"), ("97161", "PT evaluation, low complexity")]

EPONYM_SIGNS = ["Babinski sign absent bilaterally", "negative Murphy's sign", "Homans sign negative",
                "Kernig and Brudzinski signs negative", "Romberg negative", "Phalen's and Tinel's negative at the wrist",
                "McMurray test negative", "Lachman stable", "no Trendelenburg gait", "Chvostek sign absent",
                "no Janeway lesions or Osler nodes", "Kussmaul breathing absent", "no Virchow's node",
                "Rovsing sign negative", "Hoffmann sign negative", "no Cullen or Grey Turner sign"]
EPONYM_DEVICES = ["Foley catheter", "Jackson-Pratt drain", "Swan-Ganz catheter", "Penrose drain",
                  "Hickman line", "Blake drain", "Yankauer suction", "Mayo stand", "Bovie electrocautery", "Kelly clamp",
                  "Sengstaken tube", "Doppler probe", "Ace wrap", "Steri-Strips"]
EPONYM_DISEASES = ["Parkinson's disease", "Alzheimer's dementia", "Crohn's disease", "Hashimoto's thyroiditis",
                   "Graves' disease", "Addison's disease", "Cushing's syndrome", "Bell's palsy", "Raynaud's phenomenon",
                   "Hodgkin lymphoma", "Barrett's esophagus", "Wernicke encephalopathy", "Guillain-Barre syndrome",
                   "Sjogren's syndrome", "Meniere's disease", "Wilson's disease", "Paget's disease of bone",
                   "Dupuytren's contracture", "Baker's cyst", "Charcot foot", "Lou Gehrig's disease (ALS)"]
SCORES = ["GCS 15", "NIHSS 0", "NIHSS 4", "Wells score 1.5", "CHA2DS2-VASc 4", "HAS-BLED 2", "PHQ-9 of 14",
          "GAD-7 of 9", "MoCA 21/30", "MMSE 24/30", "ECOG 1", "Karnofsky 70%", "Braden 14", "Morse fall score 55",
          "CURB-65 of 2", "TIMI 3", "Killip class II", "NYHA class III", "Child-Pugh B", "MELD 17",
          "Mallampati II", "ASA III", "pain 6/10", "RASS -1", "CIWA 8", "COWS 6", "Caprini 5", "qSOFA 1"]
# ordinary sentences using words that are also names in the pools
NAMEWORD_SENTENCES = [
    "Hemoglobin rose from 7.9 to 9.1 after one unit.",
    "Will page the covering team if he spikes again.",
    "Will follow up pending cultures.",
    "Best response was to the second bronchodilator.",
    "Small left pleural effusion, unchanged.",
    "Small amount of serosanguinous drainage.",
    "It would be wise to repeat the potassium in the morning.",
    "Patient and family hope to be home by the weekend.",
    "Faith in the plan expressed; questions answered.",
    "Mark the operative site in pre-op holding.",
    "Grant of medical power of attorney reviewed with SW.",
    "Young adult sibling present, not involved in decisions.",
    "Long discussion about goals of care.",
    "White count trending down.",
    "Brown sputum overnight, sent for culture.",
    "Green bilious output from the NG tube, 300 mL.",
    "Page sent to the night float at 02:10.",
    "Stone protocol CT ordered.",
    "Bell rung for assistance twice overnight.",
    "Hunter-style gloves recommended for cold exposure.",
    "Chase the AM magnesium.",
    "Miles walked in the hallway: two laps with walker.",
    "Swift improvement in work of breathing after BiPAP.",
    "Sharp pain, pleuritic, worse with inspiration.",
    "Moody and tearful per nursing, psych not yet consulted.",
    "Little appetite; ate about 25% of tray.",
    "Friend of the patient called, no information given without consent.",
    "Rich sources of potassium reviewed with the dietitian.",
    "Church attendance weekly is important to the patient.",
    "Dawn phenomenon suspected given fasting glucose pattern.",
    "Joy of eating limited by dysgeusia.",
    "Summer heat worsens her orthostasis.",
    "Pearl-like papule noted on left nasal ala.",
    "Ruby-colored urine after beets, not hematuria.",
    "Iris coloboma noted incidentally.",
    "Price of the inhaler is a barrier; SW to look at assistance programs.",
    "Strong cough, able to clear secretions.",
    "Gentle diuresis planned.",
    "Patience with the slow titration encouraged.",
    "Drew labs at 05:30.",
]
ROLE_NEGATIVES = ["the attending", "the charge nurse", "night RN", "the covering resident", "PT to evaluate",
                  "SW consulted", "case management", "the pharmacist", "the on-call cardiologist", "nursing staff",
                  "the surgical team", "the interpreter", "the rapid response team", "the chaplain",
                  "the bedside nurse", "the hospitalist", "respiratory therapy", "the dietitian"]
