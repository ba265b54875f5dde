"""PHI value generators and the marker scheme.

A PHI value is wrapped as  \\ue000TYPE\\ue001value\\ue002  while a note is
assembled.  make.py strips the markers in one left-to-right pass and records
offsets; nothing ever searches the finished text for a value.
"""
import datetime as dt

from pools import (CULTURES, COUNTRY_CULTURES, TITLES, DOC_TITLES, CREDENTIALS, PLACES, VILLAGES, STREET_WORDS,
                   HOSP_WORDS, WARD_NAMES, ORG_WORDS, INSURERS, TPAS, NGOS, PROFESSIONS, HOLIDAYS, FOREIGN_COUNTRIES,
                   LANDMARK_HEADS)

S, M, E = "\ue000", "\ue001", "\ue002"

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def T(typ, val):
    assert typ in TYPES, typ
    val = str(val)
    assert val and val == val.strip(), repr(val)
    assert S not in val and M not in val and E not in val
    return f"{S}{typ}{M}{val}{E}"


def strip_markers(marked):
    """One left-to-right pass: returns (text, spans)."""
    out = []
    n_out = 0
    spans = []
    i = 0
    L = len(marked)
    while i < L:
        c = marked[i]
        if c == S:
            j = i + 1
            typ = []
            while marked[j] != M:
                typ.append(marked[j])
                j += 1
            j += 1
            start = n_out
            val = []
            while marked[j] != E:
                assert marked[j] not in (S, M), "nested marker"
                val.append(marked[j])
                j += 1
            v = "".join(val)
            out.append(v)
            n_out += len(v)
            t = "".join(typ).upper()
            spans.append({"start": start, "end": n_out, "label": TYPES[t], "type": t, "text": v})
            i = j + 1
        else:
            assert c not in (M, E)
            out.append(c)
            n_out += 1
            i += 1
    return "".join(out), spans


def D(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def D1(rng, n):  # no leading zero
    return rng.choice("123456789") + D(rng, n - 1)


def L(rng, n):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def fill(rng, pat):
    return "".join(rng.choice("0123456789") if ch == "#" else (rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") if ch == "@" else ch) for ch in pat)


# ---------------------------------------------------------------------------
# People
# ---------------------------------------------------------------------------
class Person:
    def __init__(self, rng, country, sex=None, culture=None, surname=None):
        self.country = country
        self.culture = culture or rng.choice(COUNTRY_CULTURES[country])
        self.sex = sex or rng.choice("MF")
        males, females, surnames = CULTURES[self.culture]
        self.given = rng.choice(males if self.sex == "M" else females)
        self.surname = surname or rng.choice(surnames)
        self.middle = None
        c = self.culture
        if c in ("kenyan",) and rng.random() < 0.5:
            self.middle = rng.choice(females if self.sex == "F" else males)
            if self.middle == self.given:
                self.middle = None
        if c == "filipino":
            self.middle = rng.choice("ABCDEGLMPRSTV") + "."
        if c in ("yoruba", "igbo") and rng.random() < 0.35:
            self.middle = rng.choice(males if self.sex == "M" else females)
            if self.middle == self.given:
                self.middle = None
        if c == "south_indian" and rng.random() < 0.5:
            self.kind = "initial_first"  # R. Lakshmi
        else:
            self.kind = "plain"
        self.father = None

    # full natural form
    def full(self):
        c = self.culture
        if c == "chinese_sea":
            return f"{self.surname} {self.given}"
        if c == "malay":
            link = "bin" if self.sex == "M" else "binti"
            return f"{self.given} {link} {self.surname}"
        if c == "tamil_sea":
            link = "a/l" if self.sex == "M" else "a/p"
            return f"{self.given} {link} {self.surname}"
        if self.kind == "initial_first":
            return f"{self.surname[0]}. {self.given}"
        if self.middle:
            return f"{self.given} {self.middle} {self.surname}"
        return f"{self.given} {self.surname}"

    def short(self):
        """form used after a title"""
        c = self.culture
        if c == "malay":
            return self.given
        if c == "tamil_sea":
            return self.given
        if self.kind == "initial_first":
            return self.given
        return self.surname

    def form(self, rng, allow_initials=True):
        c = self.culture
        opts = ["full", "full", "full", "upper", "comma", "init_sur", "given_init", "short", "given"]
        if allow_initials:
            opts += ["initials", "initials_dot"]
        f = rng.choice(opts)
        g, s = self.given, self.surname
        if c in ("chinese_sea",):
            if f == "comma":
                return f"{s.upper()} {g.upper()}"
            if f == "init_sur":
                return f"{s} " + "".join(p[0] for p in g.split()) if rng.random() < 0.5 else f"{s} {g.split()[0]}"
        if c in ("malay", "tamil_sea") and f in ("comma", "init_sur"):
            return self.full().upper() if f == "comma" else self.full()
        if f == "full":
            return self.full()
        if f == "upper":
            return self.full().upper()
        if f == "comma":
            base = f"{s.upper()}, {g.upper()}"
            if self.middle and rng.random() < 0.5:
                base += " " + self.middle[0].upper()
            return base
        if f == "init_sur":
            return f"{g[0]}{rng.choice(['. ', ' ', '.'])}{s}" if f else None
        if f == "given_init":
            return f"{g} {s[0]}."
        if f == "short":
            return self.short()
        if f == "given":
            return g
        if f in ("initials", "initials_dot") and (g[0] + s[0]).upper() in ("MD", "MS", "DM", "DO", "PA", "RN", "RM", "CO", "PT"):
            f = "full"
        if f == "initials":
            return (g[0] + s[0]).upper()
        if f == "initials_dot":
            return f"{g[0]}.{s[0].upper()}."
        return self.full()


def titled(rng, p, role_titles=None):
    """returns (prefix, value) e.g. ('Mrs ', 'Okafor')"""
    if role_titles is None:
        tm, tf = TITLES[p.country]
        role_titles = tm if p.sex == "M" else tf
    t = rng.choice(role_titles)
    v = p.short() if rng.random() < 0.6 else p.full()
    if p.culture == "chinese_sea" and v == p.short():
        v = p.surname
    return t + " ", v


# ---------------------------------------------------------------------------
# Dates
# ---------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }".replace(" ", "")


def fmt_date(rng, d, style=None, mdy=False):
    styles = ["dmy/", "dmy/", "dmy-", "dmy.", "dmy/yy", "d Mon Y", "d-Mon-Y", "d Month Y", "ord Month Y", "Month d, Y",
              "Mon d Y", "iso", "dd/mm", "Mon Y", "Month Y", "wk d/m", "Weekday, d Month Y", "dmy/yy-nopad", "d.m.Y"]
    st = style or rng.choice(styles)
    dd, mm, yy = d.day, d.month, d.year
    mon, month = MONTHS[mm - 1][:3], MONTHS[mm - 1]
    if st in ("dmy/", "dmy-", "dmy.") and mdy:
        sep = st[-1]
        return f"{mm:02d}{sep}{dd:02d}{sep}{yy}"
    if st == "dmy/":
        return f"{dd:02d}/{mm:02d}/{yy}"
    if st == "dmy-":
        return f"{dd:02d}-{mm:02d}-{yy}"
    if st == "dmy.":
        return f"{dd:02d}.{mm:02d}.{yy}"
    if st == "d.m.Y":
        return f"{dd}.{mm}.{yy}"
    if st == "dmy/yy":
        return f"{dd:02d}/{mm:02d}/{yy % 100:02d}"
    if st == "dmy/yy-nopad":
        return f"{dd}/{mm}/{yy % 100:02d}"
    if st == "d Mon Y":
        return f"{dd} {mon} {yy}"
    if st == "d-Mon-Y":
        return f"{dd:02d}-{mon}-{yy}"
    if st == "d Month Y":
        return f"{dd} {month} {yy}"
    if st == "ord Month Y":
        return f"{ordinal(dd)} {month} {yy}"
    if st == "Month d, Y":
        return f"{month} {dd}, {yy}"
    if st == "Mon d Y":
        return f"{mon} {dd} {yy}"
    if st == "iso":
        return f"{yy}-{mm:02d}-{dd:02d}"
    if st == "dd/mm":
        return f"{dd}/{mm}"
    if st == "Mon Y":
        return f"{mon} {yy}"
    if st == "Month Y":
        return f"{month} {yy}"
    if st == "Y":
        return f"{yy}"
    if st == "wk d/m":
        return f"{WEEKDAYS[d.weekday()][:3]} {dd}/{mm}"
    if st == "Weekday, d Month Y":
        return f"{WEEKDAYS[d.weekday()]}, {dd} {month} {yy}"
    if st == "weekday":
        return WEEKDAYS[d.weekday()]
    if st == "d Mon":
        return f"{dd} {mon}"
    if st == "dd-Mon-yy":
        return f"{dd:02d}-{mon}-{yy % 100:02d}"
    raise ValueError(st)


def rand_date(rng, start=dt.date(2019, 1, 1), end=dt.date(2025, 6, 30)):
    return start + dt.timedelta(days=rng.randrange((end - start).days))


AGE_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
             "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return AGE_WORDS[n - 1]
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + AGE_WORDS[u - 1])


def age_phrase(rng, age, sex):
    """returns marked age expression"""
    a = T("AGE", str(age))
    sx = sex
    return rng.choice([
        f"{a} yo", f"{a}yo", f"{a} y/o", f"{a}-year-old", f"{a} year old", f"aged {a}", f"{a} yrs", f"{a}y",
        f"{a} {sx}", f"{a}/{sx}", f"{sx}/{a}", f"{a} years", f"age {a}", f"{a}-yr-old",
        f"aged {T('AGE', age_words(age))}" if age < 100 else f"aged {a}",
        f"{T('AGE', age_words(age))}-year-old" if age < 100 else f"{a}-year-old",
    ])


# ---------------------------------------------------------------------------
# Country-specific identifiers and contacts (all invented formats; contact
# numbers always carry a 555 block)
# ---------------------------------------------------------------------------
def phone(rng, country, kind="mobile"):
    k4 = D(rng, 3)
    c = country
    if c == "India":
        return rng.choice([f"98555 0{k4}1"[:11], f"+91 90555 {D(rng,5)}", f"0{D1(rng,2)}-2555 0{k4}", f"+91-77555-{D(rng,5)}", f"9555 0{k4}{D(rng,2)}"])
    if c == "Pakistan":
        return rng.choice([f"0300-5550{k4}", f"+92 321 555 {D(rng,4)}", f"042-3555 0{k4}", f"0333 555{D(rng,4)}", f"(051) 555-{D(rng,4)}"])
    if c == "Nigeria":
        return rng.choice([f"0803 555 0{k4}", f"+234 806 555 {D(rng,4)}", f"0812-555-{D(rng,4)}", f"+234 (0) 703 555 0{k4}", f"0909 5550 {k4}"])
    if c == "Kenya":
        return rng.choice([f"0722 555 0{k4[:2]}", f"+254 712 555 {D(rng,3)}", f"0733-555-{D(rng,3)}", f"+254 (0)20 555 {D(rng,4)}", f"0110 555 {D(rng,3)}"])
    if c == "Ghana":
        return rng.choice([f"024 555 0{k4}", f"+233 20 555 {D(rng,4)}", f"0302-555-{D(rng,3)}", f"055 555 {D(rng,4)}", f"+233 (0)26 555 0{k4}"])
    if c == "South Africa":
        return rng.choice([f"082 555 0{k4}", f"(011) 555-{D(rng,4)}", f"+27 31 555 {D(rng,4)}", f"073 555 {D(rng,4)}", f"021 555 0{k4}"])
    if c == "Jamaica":
        return rng.choice([f"(876) 555-0{k4}", f"876-555-{D(rng,4)}", f"1-876-555-0{k4}", f"876 555 {D(rng,4)}", f"(876) 555 {D(rng,4)}"])
    if c == "Malaysia":
        return rng.choice([f"012-555 0{k4}", f"+60 12-555 {D(rng,4)}", f"03-5550 {D(rng,4)}", f"019 555 {D(rng,4)}", f"+603-5555 {D(rng,4)}"])
    if c == "Singapore":
        return rng.choice([f"6555 0{k4}", f"+65 9555 {D(rng,4)}", f"+65 6555-{D(rng,4)}", f"8555 {D(rng,4)}", f"(65) 6555 0{k4}"])
    if c == "Philippines":
        return rng.choice([f"0917 555 0{k4}", f"(02) 8555-{D(rng,4)}", f"+63 918 555 {D(rng,4)}", f"0928-555-{D(rng,4)}", f"(032) 555 {D(rng,4)}"])
    raise ValueError(c)


def with_ext(rng, num):
    return rng.choice([f"{num} ext. {D1(rng,3)}", f"{num} ext {D1(rng,4)}", f"{num} x{D1(rng,3)}", f"{num} Extn {D1(rng,3)}"])


def pager(rng):
    return rng.choice([f"{D1(rng,1)}-{D(rng,4)}", D1(rng, 4), f"#{D1(rng,3)}"[1:], f"{D1(rng,3)}"])


def mrn(rng, c, year):
    y = str(year)
    return rng.choice({
        "India": [f"UHID {y}{D(rng,6)}", f"{y}/{D(rng,6)}", f"CR{D(rng,9)}", f"MH{D(rng,8)}", f"{D(rng,2)}-{D(rng,5)}"],
        "Pakistan": [f"MR-{D(rng,7)}", f"{D(rng,2)}-{D(rng,6)}", f"LHR{D(rng,8)}", f"{y}-{D(rng,5)}"],
        "Nigeria": [f"LUTH/{D(rng,6)}", f"HN{D(rng,7)}", f"{D(rng,2)}/{D(rng,5)}", f"EKO-{D(rng,6)}"],
        "Kenya": [f"IP{D(rng,7)}", f"{D(rng,6)}/{y[2:]}", f"OP-{D(rng,7)}", f"KCH{D(rng,6)}"],
        "Ghana": [f"KB{D(rng,6)}", f"{D(rng,4)}/{y[2:]}", f"KATH-{D(rng,7)}", f"AC{D(rng,8)}"],
        "South Africa": [f"{D(rng,8)}", f"F{D(rng,7)}", f"GS{D(rng,6)}", f"{D(rng,3)} {D(rng,3)} {D(rng,3)}"],
        "Jamaica": [f"KPH-{D(rng,6)}", f"{D(rng,7)}", f"MB{D(rng,6)}", f"{D(rng,2)}-{D(rng,5)}-{D(rng,1)}"],
        "Malaysia": [f"RN{D(rng,8)}", f"PJ{D(rng,6)}", f"{D(rng,3)}-{D(rng,5)}", f"M{D(rng,7)}"],
        "Singapore": [f"{D(rng,8)}{L(rng,1)}", f"H{D(rng,7)}", f"SG{D(rng,7)}", f"P{D(rng,7)}"],
        "Philippines": [f"{y}-{D(rng,6)}", f"HRN-{D(rng,7)}", f"{D(rng,2)}-{D(rng,2)}-{D(rng,2)}", f"PGH{D(rng,7)}"],
    }[c]).replace("UHID ", "")


def natid(rng, c):
    """national identity numbers, all starting with 9 or 000"""
    return {
        "India": (rng.choice(["Aadhaar", "Aadhaar No.", "UID"]), f"9{D(rng,3)} {D(rng,4)} {D(rng,4)}"),
        "Pakistan": (rng.choice(["CNIC", "CNIC No", "NIC"]), f"9{D(rng,4)}-{D(rng,7)}-{D(rng,1)}"),
        "Nigeria": (rng.choice(["NIN", "National ID"]), f"9{D(rng,10)}"),
        "Kenya": (rng.choice(["ID No.", "National ID", "ID"]), f"9{D(rng,7)}"),
        "Ghana": (rng.choice(["Ghana Card PIN", "National ID"]), f"000{D(rng,6)}-{D(rng,1)}"),
        "South Africa": (rng.choice(["ID no", "SA ID", "RSA ID No."]), f"9{D(rng,12)}"),
        "Jamaica": (rng.choice(["TRN", "TRN#", "NIS No."]), f"9{D(rng,2)}-{D(rng,3)}-{D(rng,3)}"),
        "Malaysia": (rng.choice(["IC No", "MyKad", "NRIC"]), f"9{D(rng,5)}-{D(rng,2)}-{D(rng,4)}"),
        "Singapore": (rng.choice(["NRIC/FIN", "CPF A/C"]), f"000{D(rng,5)}"),
        "Philippines": (rng.choice(["SSS No.", "UMID", "PhilSys No."]), f"9{D(rng,1)}-{D(rng,7)}-{D(rng,1)}"),
    }[c]


def healthplan(rng, c):
    return {
        "India": (rng.choice(["Policy No.", "PM-JAY ID", "Card No.", "Member ID", "ESIC IP No."]), rng.choice([f"P/{D(rng,6)}/01/{D(rng,4)}/{D(rng,6)}", f"PMJ{L(rng,2)}{D(rng,7)}", f"{D(rng,10)}", f"SSH-{D(rng,8)}"])),
        "Pakistan": (rng.choice(["Sehat Card No.", "Policy #", "Member ID"]), rng.choice([f"SC-{D(rng,9)}", f"{L(rng,3)}-{D(rng,6)}", f"POL{D(rng,8)}"])),
        "Nigeria": (rng.choice(["NHIA No.", "HMO ID", "Enrollee ID", "Policy No"]), rng.choice([f"NHIA/{D(rng,4)}/{D(rng,5)}", f"UCH/{D(rng,6)}/A", f"LHM-{D(rng,7)}"])),
        "Kenya": (rng.choice(["SHA No.", "NHIF No.", "Member No.", "Scheme No"]), rng.choice([f"CR{D(rng,9)}", f"{D(rng,8)}", f"AMI/{D(rng,5)}/{D(rng,2)}"])),
        "Ghana": (rng.choice(["NHIS No.", "NHIS card", "Policy No."]), rng.choice([f"{D(rng,8)}", f"NHIS-{D(rng,8)}", f"GHA{D(rng,7)}"])),
        "South Africa": (rng.choice(["Medical aid no.", "Member no", "Scheme no.", "Dependant code"]), rng.choice([f"{D(rng,9)}", f"HMA{D(rng,7)}", f"{D(rng,8)}-0{D(rng,1)}"])),
        "Jamaica": (rng.choice(["NHF card no.", "JADEP No", "Policy #", "Member ID"]), rng.choice([f"NHF{D(rng,8)}", f"JD-{D(rng,6)}", f"SG{D(rng,7)}"])),
        "Malaysia": (rng.choice(["Policy No.", "Member ID", "Panel card no."]), rng.choice([f"TL{D(rng,8)}", f"{L(rng,2)}-{D(rng,7)}", f"KHP{D(rng,6)}"])),
        "Singapore": (rng.choice(["MediShield ref", "Policy No", "Member ID", "CHAS card no."]), rng.choice([f"MS{D(rng,8)}", f"{L(rng,3)}{D(rng,6)}", f"CH-{D(rng,7)}"])),
        "Philippines": (rng.choice(["PhilHealth PIN", "PIN", "HMO card no.", "PhilHealth No."]), rng.choice([f"{D(rng,2)}-{D(rng,9)}-{D(rng,1)}", f"HMO-{D(rng,8)}", f"{D(rng,12)}"])),
    }[c]


def license_pair(rng, c):
    """(label, value) for a clinician's registration / licence; the label stays outside the span"""
    y = str(rng.randrange(1995, 2022))
    lab, vals = {
        "India": (["Reg. No.", "MMC Reg. No.", "KMC No.", "TNMC Regn", "DMC Reg."], [f"{y}/{D(rng,5)}", D1(rng, 5), f"R-{D(rng,5)}"]),
        "Pakistan": (["PMDC", "PMC No.", "PMDC Reg#"], [f"{D(rng,5)}-P", f"{D(rng,6)}-N", f"{D(rng,5)}-S"]),
        "Nigeria": (["MDCN Folio", "Folio No.", "NMCN Lic.", "PCN Reg."], [f"MDCN/R/{D(rng,5)}", D1(rng, 5), f"RN/{D(rng,6)}"]),
        "Kenya": (["KMPDC Reg.", "Reg No.", "NCK Lic."], [f"A{D(rng,4)}", f"B{D(rng,4)}", D1(rng, 5)]),
        "Ghana": (["MDC Reg.", "MDC PIN", "NMC PIN"], [f"MDC/RN/{D(rng,5)}", D1(rng, 4), f"RGN/{D(rng,6)}"]),
        "South Africa": (["HPCSA", "HPCSA No.", "SANC No.", "Practice no."], [f"MP{D(rng,7)}", D1(rng, 8), f"PR{D(rng,7)}"]),
        "Jamaica": (["MCJ Reg.", "Reg. No.", "NCJ No."], [D1(rng, 4), f"NCJ/{D(rng,5)}", f"MCJ-{D(rng,4)}"]),
        "Malaysia": (["MMC No.", "APC No.", "MMC Reg"], [D1(rng, 5), f"{D1(rng,5)}/{y}"]),
        "Singapore": (["MCR", "MCR No.", "SNB Reg."], [f"M{D(rng,5)}{L(rng,1)}", f"{D1(rng,5)}{L(rng,1)}", f"R{D(rng,6)}"]),
        "Philippines": (["PRC Lic.", "PRC No.", "PTR No.", "S2 Lic.", "Lic. No."], [D1(rng, 7), f"0{D(rng,6)}"]),
    }[c]
    return rng.choice(lab), rng.choice(vals)


def license_(rng, c):
    return license_pair(rng, c)[1]


def driving_licence(rng, c):
    return {
        "India": f"MH{D(rng,2)} {D(rng,4)}{D(rng,7)}", "Pakistan": f"{L(rng,3)}-{D(rng,6)}", "Nigeria": f"{L(rng,3)}{D(rng,5)}{L(rng,2)}{D(rng,2)}",
        "Kenya": f"DL-{D(rng,7)}", "Ghana": f"{L(rng,3)}-{D(rng,8)}-{D(rng,5)}", "South Africa": f"{D(rng,4)}{D(rng,4)}{L(rng,2)}{D(rng,2)}",
        "Jamaica": f"DL {D(rng,9)}", "Malaysia": f"D{D(rng,7)}", "Singapore": f"DL{D(rng,7)}{L(rng,1)}", "Philippines": f"N{D(rng,2)}-{D(rng,2)}-{D(rng,6)}",
    }[c]


def plate(rng, c):
    return {
        "India": rng.choice([f"MH 12 {L(rng,2)} {D(rng,4)}", f"KA{D(rng,2)}{L(rng,2)}{D(rng,4)}", f"TN-{D(rng,2)}-{L(rng,1)}-{D(rng,4)}"]),
        "Pakistan": rng.choice([f"LEA-{D(rng,4)}", f"{L(rng,3)} {D(rng,3)}", f"BKA-{D(rng,3)}"]),
        "Nigeria": rng.choice([f"LSR {D(rng,3)} {L(rng,2)}", f"KJA-{D(rng,3)}{L(rng,2)}", f"ABC {D(rng,3)} {L(rng,2)}"]),
        "Kenya": rng.choice([f"KB{L(rng,1)} {D(rng,3)}{L(rng,1)}", f"KMD{L(rng,1)} {D(rng,3)}{L(rng,1)}", f"KC{L(rng,1)}{D(rng,3)}{L(rng,1)}"]),
        "Ghana": rng.choice([f"GR {D(rng,4)}-{D(rng,2)}", f"AS {D(rng,4)}-{D(rng,2)}", f"GT-{D(rng,4)}-{D(rng,2)}"]),
        "South Africa": rng.choice([f"ND {D(rng,3)}-{D(rng,3)}", f"{L(rng,2)} {D(rng,2)} {L(rng,2)} GP", f"CA {D(rng,3)}-{D(rng,3)}"]),
        "Jamaica": rng.choice([f"{D(rng,4)} {L(rng,2)}", f"PP {D(rng,4)}", f"{L(rng,2)} {D(rng,4)}"]),
        "Malaysia": rng.choice([f"W{L(rng,2)} {D(rng,4)}", f"B{L(rng,2)}{D(rng,4)}", f"J{L(rng,2)} {D(rng,3)}"]),
        "Singapore": rng.choice([f"SG{L(rng,1)}{D(rng,4)}{L(rng,1)}", f"SH{D(rng,4)}{L(rng,1)}", f"S{L(rng,2)} {D(rng,4)} {L(rng,1)}"]),
        "Philippines": rng.choice([f"{L(rng,3)} {D(rng,4)}", f"{L(rng,3)}-{D(rng,3)}", f"{D(rng,3)} {L(rng,3)}"]),
    }[c]


def device_sn(rng):
    return rng.choice([f"PJN{D(rng,6)}", f"{L(rng,2)}{D(rng,7)}", f"{L(rng,3)}-{D(rng,5)}-{L(rng,1)}", f"GLU{D(rng,8)}", f"CP{D(rng,2)}{L(rng,2)}{D(rng,5)}",
                       f"{D(rng,4)}-{L(rng,4)}-{D(rng,4)}", f"IP{D(rng,6)}{L(rng,1)}", f"BT{D(rng,7)}"])


def bioid(rng):
    return rng.choice([f"FP-{D(rng,5)}", f"BIO{D(rng,7)}", f"IRIS-{L(rng,2)}{D(rng,5)}", f"THM/{D(rng,6)}", f"FPR{D(rng,4)}-{L(rng,2)}",
                       f"BM-{D(rng,3)}-{D(rng,4)}", f"RET{D(rng,6)}", f"VP-{D(rng,6)}"])


def idnum(rng, kind):
    return {
        "lab": rng.choice([f"LAB/{D(rng,2)}/{D(rng,6)}", f"S{D(rng,2)}-{D(rng,5)}", f"{D(rng,2)}{L(rng,1)}{D(rng,6)}", f"ACC{D(rng,7)}", f"H{D(rng,2)}-{D(rng,4)}"]),
        "specimen": rng.choice([f"SP-{D(rng,6)}", f"{L(rng,2)}{D(rng,6)}", f"BX/{D(rng,2)}/{D(rng,4)}", f"CY-{D(rng,5)}"]),
        "mlc": rng.choice([f"MLC/{D(rng,4)}/{D(rng,4)}", f"{D(rng,3)}/{D(rng,4)}"]),
        "fir": rng.choice([f"{D(rng,3)}/{D(rng,4)}", f"OB/{D(rng,2)}/{D(rng,4)}", f"CR-{D(rng,4)}-{D(rng,2)}"]),
        "ref": rng.choice([f"REF-{D(rng,6)}", f"RF/{D(rng,4)}/{D(rng,3)}", f"{L(rng,3)}{D(rng,5)}"]),
        "cert": rng.choice([f"MC/{D(rng,4)}/{D(rng,4)}", f"No. {D(rng,5)}"[4:], f"CERT-{D(rng,6)}", f"{D(rng,6)}"]),
        "rx": rng.choice([f"RX{D(rng,7)}", f"Rx/{D(rng,5)}", f"{D(rng,3)}-{D(rng,4)}"]),
        "order": rng.choice([f"ORD-{D(rng,7)}", f"{D(rng,8)}", f"RQ{D(rng,6)}"]),
        "case": rng.choice([f"CASE/{D(rng,2)}/{D(rng,4)}", f"C-{D(rng,6)}", f"ANC/{D(rng,3)}/{D(rng,2)}"]),
        "preauth": rng.choice([f"PA{D(rng,9)}", f"PRE/{D(rng,6)}/{D(rng,2)}", f"AL-{D(rng,8)}"]),
        "passport": f"{L(rng,1)}{D(rng,7)}",
        "camp": rng.choice([f"CMP-{D(rng,4)}", f"HC/{D(rng,3)}/{D(rng,3)}", f"{L(rng,2)}{D(rng,4)}"]),
        "radiology": rng.choice([f"RAD{D(rng,7)}", f"CT-{D(rng,5)}", f"XR/{D(rng,6)}"]),
    }[kind]


def account(rng, kind="ip"):
    return {
        "ip": rng.choice([f"IP{D(rng,6)}", f"IP/{D(rng,2)}/{D(rng,5)}", f"{D(rng,7)}", f"ADM-{D(rng,6)}"]),
        "bill": rng.choice([f"BL{D(rng,8)}", f"INV-{D(rng,6)}", f"{D(rng,4)}-{D(rng,4)}", f"B/{D(rng,2)}/{D(rng,6)}"]),
        "visit": rng.choice([f"V{D(rng,8)}", f"OPD/{D(rng,2)}/{D(rng,5)}", f"ENC{D(rng,7)}", f"{D(rng,6)}"]),
        "claim": rng.choice([f"CLM{D(rng,9)}", f"CL/{D(rng,4)}/{D(rng,6)}", f"{D(rng,3)}-{D(rng,7)}"]),
        "receipt": rng.choice([f"RCT-{D(rng,6)}", f"R-{D(rng,7)}", f"{D(rng,5)}"]),
    }[kind]


def email(rng, p, role="pt"):
    g = p.given.lower().replace(" ", "").replace(".", "").replace("-", "")
    s = p.surname.lower().replace(" ", "").replace("-", "")
    dom = rng.choice(["example.com", "example.org", "example.net"])
    local = rng.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}{D(rng,2)}", f"{g}_{s}{D(rng,2)}", f"dr.{s}", f"{g}{D(rng,3)}"])
    if role == "org":
        local = rng.choice(["opd", "records", "lab.reports", "claims", "admin", "referrals", "tpa.desk", "pharmacy"])
    return f"{local}@{dom}"


def url(rng):
    return rng.choice([f"www.example.org/portal/{D(rng,5)}", f"https://results.example.com/r/{L(rng,3)}{D(rng,5)}", f"http://example.net/claims",
                       f"www.example.com/clinic", f"https://telehealth.example.org/room/{D(rng,4)}", f"example.net/lab?id={D(rng,6)}",
                       f"https://www.example.org/verify/{L(rng,2)}{D(rng,6)}", f"portal.example.com/patient"])


def ipaddr(rng):
    return rng.choice([f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1,255)}",
                       f"172.{rng.randrange(16,32)}.{rng.randrange(256)}.{rng.randrange(1,255)}",
                       f"192.168.{rng.randrange(256)}.{rng.randrange(1,255)}"])


def username(rng, p):
    g = p.given.lower().split()[0].replace(".", "")
    s = p.surname.lower().replace(" ", "")
    return rng.choice([f"{g[0]}{s}", f"{g}.{s[0]}", f"{s}{D(rng,2)}", f"{g}_{D(rng,3)}", f"nurse_{g}", f"{g[0]}{s[:4]}{D(rng,1)}", f"dr{s}"])


# ---------------------------------------------------------------------------
# Locations
# ---------------------------------------------------------------------------
def street(rng, c):
    w = rng.choice(STREET_WORDS[c])
    n = rng.randrange(1, 240)
    if c == "India":
        return rng.choice([f"{n}, {w} Road", f"Flat {rng.randrange(1,9)}0{rng.randrange(1,9)}, {w} Apartments, {w} Nagar", f"H.No. {rng.randrange(1,20)}-{rng.randrange(1,9)}-{n}, {w} Colony",
                           f"{n} {w} Marg", f"Plot {n}, Sector {rng.randrange(2,40)}", f"{n}/{rng.randrange(1,9)}, {w} Layout"])
    if c == "Pakistan":
        return rng.choice([f"House {n}, Street {rng.randrange(1,30)}, {w}", f"{n}-{L(rng,1)} {w} Road", f"Mohalla {w}, Gali {rng.randrange(1,15)}", f"Flat {n}, {w} Block"])
    if c == "Nigeria":
        return rng.choice([f"{n} {w} Street", f"Plot {n}, {w} Road", f"No. {n} {w} Close", f"{n}B {w} Avenue"])
    if c == "Kenya":
        return rng.choice([f"{w} Road, House {n}", f"P.O. Box {D1(rng,4)}", f"Plot {n}, {w} Avenue", f"Apartment {rng.randrange(1,9)}{L(rng,1)}, {w} Drive"])
    if c == "Ghana":
        return rng.choice([f"H/No. {n} {w} Street", f"P.O. Box {L(rng,2)} {D1(rng,4)}", f"Plot {n}, {w} Road", f"{n} {w} Lane"])
    if c == "South Africa":
        return rng.choice([f"{n} {w} Street", f"{D1(rng,4)} Section {L(rng,1)}", f"Unit {rng.randrange(1,40)}, {w} Gardens", f"{n} {w} Drive", f"Stand {D1(rng,4)}, Zone {rng.randrange(1,9)}"])
    if c == "Jamaica":
        return rng.choice([f"{n} {w} Road", f"Lot {n}, {w} Scheme", f"{n} {w} Avenue", f"Apt {rng.randrange(1,20)}, {n} {w} Drive"])
    if c == "Malaysia":
        return rng.choice([f"No. {n}, Jalan {w} {rng.randrange(1,9)}", f"Lot {D1(rng,4)}, Kampung {w}", f"{rng.randrange(1,20)}-{rng.randrange(1,9)}, Jalan {w}", f"Blok {L(rng,1)}-{rng.randrange(1,12)}-{rng.randrange(1,20)}, Pangsapuri {w}"])
    if c == "Singapore":
        return f"Blk {n} {w} Street {rng.randrange(11,90)}, #{rng.randrange(2,15):02d}-{rng.randrange(1,400)}"
    if c == "Philippines":
        return rng.choice([f"{n} {w} Street", f"Blk {rng.randrange(1,30)} Lot {rng.randrange(1,40)}, {w} Street", f"{n} {w} Avenue, Brgy. {rng.choice(VILLAGES[c])}", f"Purok {rng.randrange(1,9)}, {w} Road"])
    raise ValueError(c)


def place(rng, c):
    return rng.choice(PLACES[c])


def zipcode(rng, pat):
    return fill(rng, pat) if pat else None


def address(rng, c, multiline=False):
    """returns marked address string"""
    city, state, st_abbr, zpat = place(rng, c)
    parts = [T("STREET", street(rng, c))]
    sep = "\n" if multiline else ", "
    z = zipcode(rng, zpat)
    if c == "Singapore":
        return sep.join(parts) + sep + f"{T('COUNTRY', 'Singapore')} {T('ZIP', z)}"
    if c == "Kenya":
        tail = T("CITY", city)
        if z and rng.random() < 0.7:
            parts[0] = T("STREET", f"P.O. Box {D1(rng,4)}")
            return parts[0] + "-" + T("ZIP", z) + sep + tail
        return sep.join(parts + [tail])
    line = T("CITY", city)
    if state:
        st = st_abbr if (st_abbr and rng.random() < 0.35) else state
        line += ", " + T("STATE", st)
    if z:
        line += rng.choice([" ", " - ", " "]) + T("ZIP", z) if c not in ("Pakistan",) else " " + T("ZIP", z)
    s = sep.join(parts + [line])
    if rng.random() < 0.25:
        s += sep + T("COUNTRY", c)
    return s


def hospital(rng, c):
    a, b = HOSP_WORDS[c]
    x, y = rng.choice(a), rng.choice(b)
    while y and y.split()[0] in x:
        y = rng.choice(b)
    name = f"{x} {y}".strip()
    if c == "Malaysia" and x.split()[0] in ("Pusat", "Klinik", "Hospital"):
        name = x
    return name


def short_site(rng, c, suffix):
    words = phi_hosp = hospital(rng, c).split()
    head = words[0] if not words[0].endswith(".") else " ".join(words[:2])
    return f"{head} {suffix}"


def ward(rng):
    return rng.choice(WARD_NAMES)


def org(rng, c):
    return rng.choice(ORG_WORDS[c])


def insurer(rng):
    return rng.choice(INSURERS)


def tpa(rng):
    return rng.choice(TPAS)


def ngo(rng):
    return rng.choice(NGOS)


def profession(rng, c):
    return rng.choice(PROFESSIONS[c])


def holiday(rng, c):
    return rng.choice(HOLIDAYS[c])


def foreign(rng):
    return rng.choice(FOREIGN_COUNTRIES)


def landmark(rng):
    return rng.choice(LANDMARK_HEADS)


def village(rng, c):
    return rng.choice(VILLAGES[c])


def credential(rng, c):
    return rng.choice(CREDENTIALS[c])
