"""Composition helpers: span markers, people, places, identifiers, dates and clinical filler.

PHI values are wrapped in private-use marker characters while a note is composed; finalize() strips
the markers and records offsets in one left-to-right pass. Offsets are never searched for.
"""
import datetime as dt

import pools as P

R = None  # the single random.Random(87), installed by make.py


def set_rng(rng):
    global R
    R = rng


def ch(seq):
    return R.choice(seq)


def ri(a, b):
    return R.randint(a, b)


def rf():
    return R.random()


def chance(p):
    return R.random() < p


def wch(d):
    keys = list(d.keys())
    return R.choices(keys, weights=[d[k] for k in keys])[0]


def digits(n):
    return "".join(str(R.randint(0, 9)) for _ in range(n))


def letters(n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(R.choice(alphabet) for _ in range(n))


def an(word):
    return "an" if word[0].lower() in "aeiou" else "a"


# ---------------------------------------------------------------- markers
OPEN, SEP, CLOSE = "\ue000", "\ue001", "\ue002"

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID",
    "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
    "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}


def M(typ, value):
    assert typ in LABEL, typ
    value = str(value)
    assert value and value == value.strip(), repr(value)
    assert OPEN not in value and CLOSE not in value
    return f"{OPEN}{typ}{SEP}{value}{CLOSE}"


def finalize(marked, lower=False):
    out = []
    spans = []
    n = 0
    i = 0
    L = len(marked)
    while i < L:
        j = marked.find(OPEN, i)
        if j < 0:
            out.append(marked[i:])
            n += L - i
            break
        out.append(marked[i:j])
        n += j - i
        k = marked.index(SEP, j)
        typ = marked[j + 1:k]
        e = marked.index(CLOSE, k)
        val = marked[k + 1:e]
        assert OPEN not in val, "nested marker"
        spans.append([n, n + len(val), typ, val])
        out.append(val)
        n += len(val)
        i = e + 1
    text = "".join(out)
    if lower:
        text = text.lower()
    res = []
    for s, e, typ, val in spans:
        res.append({"start": s, "end": e, "label": LABEL[typ], "type": typ, "text": text[s:e]})
    return text, res


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, role, region, sex=None, origin=None):
        self.role = role
        self.sex = sex or ch("MF")
        self.origin = origin or wch(P.REGION_ORIGINS[region])
        male, female, surnames = P.NAMES[self.origin]
        self.given = ch(male if self.sex == "M" else female)
        self.surname = ch(surnames)
        self.middle = ch("ABCDEFGHJKLMNPRSTW") if chance(0.35) else None

    # values (unmarked)
    def v(self, style):
        g, s, m = self.given, self.surname, self.middle
        ini_s = s.replace("ap ", "").replace("Ni ", "").replace("de ", "").replace("dela ", "")
        ini_s = ini_s.replace("Te ", "").replace("De ", "")
        gi, si = g[0].upper(), ini_s[0].upper()
        if style == "full":
            return f"{g} {s}"
        if style == "fullmid":
            return f"{g} {m + '. ' if m else ''}{s}"
        if style == "sur":
            return s
        if style == "giv":
            return g
        if style == "sc":
            return f"{s}, {g}"
        if style == "SC":
            return f"{s.upper()}, {g.upper()}" + (f" {m}" if m else "")
        if style == "caps":
            return f"{g.upper()} {s.upper()}"
        if style == "capsur":
            return s.upper()
        if style == "gi":
            return f"{g} {si}."
        if style == "ig":
            return f"{gi}. {s}"
        if style == "ig2":
            return f"{gi} {s}"
        if style == "ini":
            return gi + si
        if style == "inidot":
            return f"{gi}.{si}."
        if style == "inilow":
            return (gi + si).lower()
        raise ValueError(style)

    def n(self, style="full", title=None, dot=None):
        """Marked name; a title (Dr, Mrs, Prof...) stays outside the span."""
        val = M(self.role, self.v(style))
        if title:
            if dot is None:
                dot = chance(0.3)
            t = title + ("." if dot and not title.endswith(".") and title in ("Dr", "Mr", "Mrs", "Ms", "Prof") else "")
            return f"{t} {val}"
        return val

    def title(self):
        if self.sex == "M":
            return "Mr"
        return ch(["Mrs", "Ms", "Ms", "Miss"])

    def pron(self):
        return ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")

    def any(self, narrative=True):
        """Random reference form for a patient mention in running text."""
        st = ch(["title", "title", "giv", "full", "sur_title", "gi"])
        if st == "title" or st == "sur_title":
            return self.n("sur", self.title())
        return self.n(st)

    def username(self):
        g, s = self.given.lower().replace(" ", "").replace("-", ""), self.surname.lower()
        s = s.replace(" ", "").replace("'", "").replace("-", "")
        f = ch(["{g0}{s}", "{g}.{s}", "{s}{g0}{d}", "{g0}{s}{d}", "{s}_{g0}", "{g}{s0}{d}"])
        return f.format(g=g, s=s, g0=g[0], s0=s[0], d=ri(1, 99))


def doc_title(p):
    return ch(["Dr", "Dr", "Dr", "Prof"]) if chance(0.9) else p.title()


def relation_word(sex):
    return ch(["wife", "daughter", "sister", "mother", "partner", "niece", "granddaughter", "friend",
               "neighbour", "carer"] if sex == "F" else
              ["husband", "son", "brother", "father", "partner", "nephew", "grandson", "friend",
               "neighbour", "carer"])


# ---------------------------------------------------------------- places
def town(region):
    if region == "UK":
        return ch(P.TOWN_ROOTS_UK) + ch(P.TOWN_SUFFIX_UK)
    if region == "IE":
        return ch(P.TOWN_ROOTS_IE) + ch(P.TOWN_SUFFIX_IE)
    return ch(P.TOWN_FIRST_AUNZ) + " " + ch(P.TOWN_SECOND_AUNZ)


def county(region):
    if region == "UK":
        return ch(P.COUNTIES_UK)
    if region == "IE":
        return ch(P.COUNTIES_IE)
    if region == "AU":
        return ch(P.STATES_AU)
    return ch(P.REGIONS_NZ)


def street(region):
    if region == "IE" and chance(0.3):
        return f"{ch(P.HOUSE_NAMES)}, {ch(P.STREET_ROOTS)} {ch(['Road', 'Lane', 'Avenue'])}"
    st = ch(P.STREET_TYPES)
    if chance(0.25) and st in P.STREET_ABBR:
        st = P.STREET_ABBR[st]
    base = f"{ri(1, 240)} {ch(P.STREET_ROOTS)} {st}"
    if chance(0.15):
        return f"Flat {ri(1, 24)}, {base}"
    if region in ("AU", "NZ") and chance(0.2):
        return f"Unit {ri(1, 18)}/{base}" if region == "AU" else f"{ri(1, 9)}/{base}"
    return base


def postcode(region):
    if region == "UK":
        # first letters Q/V/X are never used first in real UK postcodes: invented by construction
        a = ch("QVX") + ch("ABDEHKLMNRSTWY")
        return f"{a}{ri(1, 29)} {ri(0, 9)}{ch('ABDEFGHJLNPQRSTUWXYZ')}{ch('ABDEFGHJLNPQRSTUWXYZ')}"
    if region == "IE":
        # routing keys starting B/G/J/L/M/Q/S/U/Z are outside the real Eircode scheme
        return f"{ch('BGJLMQSUZ')}{ri(10, 99)} {ch('BGJLMQSUZ')}{ri(0, 9)}{letters(1)}{letters(1)}"
    return f"{ri(0, 9)}{ri(0, 9)}{ri(0, 9)}{ri(0, 9)}"


class Address:
    def __init__(self, region):
        self.region = region
        self.street = street(region)
        self.town = town(region)
        self.county = county(region)
        self.postcode = postcode(region)
        self.suburb = town(region) if region in ("AU", "NZ") else None

    def lines(self, style="block"):
        """Marked address. County of UK/IE is CITY; AU state / NZ region is STATE."""
        cty = "CITY" if self.region in ("UK", "IE") else "STATE"
        st = M("STREET", self.street)
        tw = M("CITY", self.town)
        co = M(cty, self.county)
        pc = M("ZIP", self.postcode)
        coq = f"Co. {co}" if self.region == "IE" and chance(0.6) else co
        if self.region == "AU":
            if style == "block":
                return f"{st}\n{tw} {co} {pc}"
            return f"{st}, {tw} {co} {pc}"
        if self.region == "NZ":
            if style == "block":
                return f"{st}\n{tw}\n{co} {pc}"
            return f"{st}, {tw}, {co} {pc}"
        if style == "block":
            return f"{st}\n{tw}\n{coq}\n{pc}"
        if chance(0.5):
            return f"{st}, {tw}, {coq} {pc}"
        return f"{st}, {tw} {pc}"


def country():
    return M("COUNTRY", ch(P.COUNTRIES).replace("the ", ""))


# ---------------------------------------------------------------- facilities & organisations
def hospital_name(region, t=None):
    t = t or town(region)
    opts = {
        "UK": [f"{t} General Hospital", f"{t} Royal Infirmary", f"Royal {t} Hospital",
               f"St {ch(P.SAINTS)}'s Hospital", f"{t} Community Hospital", f"{t} District General Hospital"],
        "IE": [f"University Hospital {t}", f"{t} Regional Hospital", f"St {ch(P.SAINTS)}'s Hospital",
               f"{t} General Hospital", f"Mercy University Hospital {t}"],
        "AU": [f"{t} Base Hospital", f"{t} Hospital", f"{t} District Hospital", f"Royal {t} Hospital",
               f"St {ch(P.SAINTS)}'s Private Hospital"],
        "NZ": [f"{t} Hospital", f"{t} Base Hospital", f"{t} Public Hospital", f"St {ch(P.SAINTS)}'s Hospital"],
    }[region]
    return ch(opts)


def practice_name(region):
    root = ch(P.FACILITY_ROOTS)
    opts = {
        "UK": [f"{root} Surgery", f"{root} Medical Practice", f"{root} Health Centre", f"{root} Medical Centre",
               f"{root} Group Practice"],
        "IE": [f"{root} Medical Centre", f"{root} Family Practice", f"{root} Clinic", f"{root} Surgery"],
        "AU": [f"{root} Medical Centre", f"{root} Family Medical Practice", f"{root} GP Clinic",
               f"{root} Medical Clinic"],
        "NZ": [f"{root} Medical Centre", f"{root} Health Centre", f"{root} Family Doctors"],
    }[region]
    return ch(opts)


def ward_name():
    return ch([f"{ch(P.WARD_ROOTS)} Ward", f"{ch(P.WARD_ROOTS)} Ward", f"Ward {ri(1, 32)}{ch(['', 'A', 'B', 'C'])}",
               f"{ch(P.WARD_ROOTS)} Unit"])


def mh_unit():
    return ch([f"{ch(P.WARD_ROOTS)} Unit", f"{ch(P.WARD_ROOTS)} House", f"{ch(P.FACILITY_ROOTS)} Centre",
               f"{ch(P.WARD_ROOTS)} Ward"])


def care_home():
    return ch([f"{ch(P.FACILITY_ROOTS)} Lodge", f"{ch(P.WARD_ROOTS)} House Nursing Home",
               f"{ch(P.FACILITY_ROOTS)} Court Care Home", f"{ch(P.WARD_ROOTS)} View Residential Home"])


def pharmacy(region):
    return ch([f"{ch(P.FACILITY_ROOTS)} Pharmacy", f"{town(region)} Chemist", f"{ch(P.STREET_ROOTS)} Pharmacy"])


def employer(region):
    r = rf()
    if r < 0.6:
        return f"{ch(P.EMPLOYER_ROOTS)} {ch(P.EMPLOYER_SUFFIX)}"
    if r < 0.72:
        return ch([f"St {ch(P.SAINTS)}'s Primary School", f"{town(region)} Grammar School",
                   f"{town(region)} Community College", f"{town(region)} High School"])
    if r < 0.82:
        return f"{town(region)} {ch(['District Council', 'Borough Council', 'Shire Council', 'City Council'])}"
    if r < 0.9:
        return f"{town(region)} {ch(['Rugby Club', 'Rovers FC', 'Bowls Club', 'Golf Club', 'Surf Life Saving Club'])}"
    return ch(P.CHARITIES)


def landmark(region):
    return ch([f"{ch(P.FACILITY_ROOTS)} Shopping Centre", f"{town(region)} Railway Station",
               f"{ch(P.WARD_ROOTS)} Park", f"{ch(P.FACILITY_ROOTS)} Leisure Centre", f"{ch(P.STREET_ROOTS)} Arms",
               f"{ch(P.STREET_ROOTS)} Bridge", f"{town(region)} Marina", f"{ch(P.WARD_ROOTS)} Reserve",
               f"{ch(P.FACILITY_ROOTS)} Bus Station"])


# ---------------------------------------------------------------- contact (all in fictional blocks)
def phone(region, kind="land"):
    x = ri(0, 99)
    if region == "UK":
        if kind == "mob":
            return f"07{ri(100, 999)} 555 01{ri(0, 9)}"
        return ch([f"(01{ri(100, 999)}) 555 01{x:02d}", f"0{ch(['113', '161', '117', '131', '141'])} 555 01{x:02d}",
                   f"+44 20 5550 1{ri(0, 999):03d}", f"020 5550 1{ri(0, 999):03d}"])
    if region == "IE":
        if kind == "mob":
            return f"08{ch('35679')} 555 01{x:02d}"
        return ch([f"(01) 555 01{x:02d}", f"+353 {ch(['21', '61', '91', '51'])} 555 01{x:02d}",
                   f"0{ch(['21', '61', '91', '51', '66'])} 555 01{x:02d}"])
    if region == "AU":
        if kind == "mob":
            return f"04{ri(10, 99)} 555 01{ri(0, 9)}"
        return ch([f"(0{ch('2378')}) 5550 1{ri(0, 999):03d}", f"+61 {ch('2378')} 5550 1{ri(0, 999):03d}",
                   f"0{ch('2378')} 5550 1{ri(0, 999):03d}"])
    if kind == "mob":
        return f"02{ch('127')} 555 01{x:02d}"
    return ch([f"(0{ch('34679')}) 555 01{x:02d}", f"+64 {ch('34679')} 555 01{x:02d}", f"0{ch('34679')} 555 01{x:02d}"])


def ext():
    return ch([f" ext. {ri(2000, 7999)}", f" ext {ri(20, 99)}", f" x{ri(1000, 9999)}"])


def bleep():
    return ch([str(ri(1000, 9999)), f"{ri(1, 9)}-{ri(1000, 9999)}", str(ri(100, 999))])


def slug(s):
    return "".join(c for c in s.lower() if c.isalnum())


def email_for(person=None, org=None):
    dom = ch(["example.org", "example.com", "example.net"])
    if org and chance(0.6):
        dom = f"{slug(org)[:14]}.{dom}"
    if person is None:
        user = ch(["reception", "admin", "referrals", "enquiries", "secretaries", "outpatients", "bookings"])
    else:
        g, s = slug(person.given), slug(person.surname)
        user = ch([f"{g}.{s}", f"{g[0]}.{s}", f"{g}{s[0]}{ri(1, 99)}", f"{s}.{g[0]}", f"{g}_{s}"])
    return f"{user}@{dom}"


def url_for(org):
    dom = ch(["example.org", "example.com", "example.net"])
    s = slug(org)[:16]
    return ch([f"www.{s}.{dom}", f"https://{s}.{dom}", f"www.{dom}/{s}", f"https://portal.{dom}/{s}/login",
               f"http://{dom}/clinics/{s}"])


def ipaddr():
    r = rf()
    if r < 0.4:
        return f"10.{ri(0, 255)}.{ri(0, 255)}.{ri(1, 254)}"
    if r < 0.7:
        return f"172.{ri(16, 31)}.{ri(0, 255)}.{ri(1, 254)}"
    return f"192.168.{ri(0, 255)}.{ri(1, 254)}"


# ---------------------------------------------------------------- identifiers (invented formats)
def nhs_number():
    """Ten digits whose mod-11 check digit is deliberately wrong (never a valid NHS number)."""
    while True:
        d = [ri(0, 9) for _ in range(9)]
        tot = sum(x * w for x, w in zip(d, range(10, 1, -1)))
        chk = 11 - tot % 11
        chk = 0 if chk == 11 else chk
        bad = [c for c in range(10) if c != chk]
        d.append(ch(bad))
        s = "".join(map(str, d))
        return ch([f"{s[:3]} {s[3:6]} {s[6:]}", s, f"{s[:3]}-{s[3:6]}-{s[6:]}"])


def ni_number():
    """UK National Insurance style; first letter D/F/I/Q/U/V is never issued."""
    return ch([f"{ch('DFIQUV')}{ch('ABCEHJKLMNPRSTWXYZ')} {digits(2)} {digits(2)} {digits(2)} {ch('ABCD')}",
               f"{ch('DFIQUV')}{ch('ABCEHJKLMNPRSTWXYZ')}{digits(6)}{ch('ABCD')}"])


def ppsn():
    """Irish PPS style with a deliberately wrong check letter."""
    d = [ri(0, 9) for _ in range(7)]
    tot = sum(x * w for x, w in zip(d, range(8, 1, -1)))
    good = "WABCDEFGHIJKLMNOPQRSTUV"[tot % 23]
    bad = ch([c for c in "ABCDEFGHIJKLMNOPQRSTUVW" if c != good])
    return "".join(map(str, d)) + bad


def crn():
    """Australian social-security customer reference style, 000-prefixed (never issued)."""
    return f"000 {digits(3)} {digits(3)}{ch('ABCHJKLX')}"


def us_ssn():
    return ch([f"9{digits(2)}-{digits(2)}-{digits(4)}", f"000-{digits(2)}-{digits(4)}"])


def ssn(region):
    if region == "UK":
        return ni_number()
    if region == "IE":
        return ppsn()
    if region == "AU":
        return crn()
    return f"000-{digits(3)}-{digits(3)}"


def ssn_label(region):
    return ch({"UK": ["NI No", "NI number", "NINo"], "IE": ["PPSN", "PPS No"], "AU": ["CRN", "Centrelink CRN"],
               "NZ": ["MSD client no.", "Work and Income client no."]}[region])


def healthplan(region):
    """National scheme numbers and private cover (invented forms)."""
    if region == "UK":
        return nhs_number(), "NHS No"
    if region == "IE":
        return ch([(f"{digits(7)}{ch('ABKLMNPT')}", "Medical card no."), (f"{digits(4)} {digits(4)} {digits(4)}", "IHI"),
                   (f"LH{digits(8)}", "Laurel Health member no.")])
    if region == "AU":
        return ch([(f"9{digits(3)} {digits(5)} {ri(1, 5)}", "Medicare"), (f"9{digits(3)} {digits(5)} {ri(1, 5)}", "Medicare No"),
                   (f"8099 {digits(4)} {digits(4)} {digits(4)}", "IHI"), (f"{ch('NVQW')}X{digits(6)}", "DVA file no."),
                   (f"GW{digits(7)}", "Gumtree Health Fund member")])
    # NZ: NHI-style with I/O letters, which real NHIs never contain
    return ch([(f"{ch('IO')}{letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}{ch('IO')}{digits(4)}", "NHI"),
               (f"{letters(1, 'ABCDEFGH')}{ch('IO')}{letters(1)}{digits(4)}", "NHI No"),
               (f"SP-{digits(8)}", "Southern Cross-style policy no.".replace("Southern Cross-style", "Tussock Health"))])


def mrn(region):
    return ch({"UK": [f"{ch('HKRTX')}{digits(7)}", f"RX{ch('ABQ')}{digits(6)}", digits(8)],
               "IE": [digits(7), f"MRN{digits(6)}", digits(6)],
               "AU": [digits(6), f"{digits(3)}-{digits(3)}", f"UR{digits(7)}"],
               "NZ": [digits(7), f"H{digits(6)}"]}[region])


def mrn_label(region):
    return ch({"UK": ["Hosp No", "Hospital No.", "MRN", "Unit No", "K No"], "IE": ["MRN", "Chart No", "Hospital No"],
               "AU": ["UR", "URN", "MRN", "UR No"], "NZ": ["MRN", "Hospital No", "HN"]}[region])


def account():
    return ch([f"{digits(4)}-{digits(4)}", f"ATT{digits(7)}", f"E{digits(8)}", f"{digits(10)}", f"V{digits(6)}/{ri(1, 9)}"])


def idnum(kind="lab"):
    if kind == "lab":
        return ch([f"{ch('HLMX')}{ri(21, 25)}.{digits(7)}", f"{ri(21, 25)}{ch('BCHM')}{digits(6)}", f"S{ri(21, 25)}-{digits(5)}"])
    if kind == "ubrn":
        return f"{digits(4)} {digits(4)} {digits(4)}"
    if kind == "case":
        return ch([f"{letters(2)}{digits(6)}", f"{digits(2)}-{digits(6)}", f"C{digits(9)}"])
    if kind == "tribunal":
        return f"{ch(['MP', 'MHT', 'RT', 'MHRT'])}/{ri(2021, 2025)}/{digits(5)}"
    if kind == "incident":
        return ch([f"{digits(6)}", f"CAD{digits(7)}", f"INC-{digits(8)}", f"{ri(1, 31):02d}{ri(1, 12):02d}-{digits(4)}"])
    if kind == "order":
        return ch([f"ORD{digits(7)}", f"RQ-{digits(6)}", f"{digits(9)}"])
    return digits(8)


def license_(kind):
    if kind == "gmc":
        return digits(7)
    if kind == "nmc":
        return f"{digits(2)}{letters(1)}{digits(4)}{letters(1, 'ABCDEO')}"
    if kind == "hcpc":
        return f"PA{digits(5)}"
    if kind == "imc":
        return digits(6)
    if kind == "ahpra":
        return f"{ch(['MED', 'NMW', 'PAR'])}000{digits(7)}"
    if kind == "prescriber":
        return f"{digits(6)}{letters(1)}"
    if kind == "mcnz":
        return digits(5)
    if kind == "dl":
        return ch([f"{letters(5)}{digits(6)}{letters(2)}9{letters(2)}", digits(8), f"{letters(1)}{digits(7)}"])
    return digits(7)


def device_serial():
    return ch([f"{letters(3)}{digits(6)}", f"SN{digits(8)}", f"{digits(4)}-{digits(4)}-{letters(2)}",
               f"{letters(2)}{digits(7)}{letters(1)}", f"{digits(10)}"])


def plate(region):
    if region == "UK":  # Z is never issued in the last three letters
        return f"{letters(2)}{ri(51, 74)} {letters(2)}Z"
    if region == "IE":
        return f"{ri(141, 252)}-{ch(['QK', 'ZB', 'XR'])}-{ri(100, 99999)}"
    if region == "AU":
        return f"{ri(1, 9)}{letters(2)} {ri(1, 9)}{letters(2)}"
    return f"{letters(3)}{ri(100, 999)}"


def bioid():
    return ch([f"FP-{digits(5)}", f"VP{digits(6)}", f"BIO-{letters(2)}{digits(5)}", f"PV{digits(7)}", f"IRIS-{digits(6)}"])


# ---------------------------------------------------------------- dates & ages
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def rand_date(y0=2021, y1=2025):
    start = dt.date(y0, 1, 1).toordinal()
    end = dt.date(y1, 12, 28).toordinal()
    return dt.date.fromordinal(ri(start, end))


def dob_for(age, ref):
    return dt.date.fromordinal(ref.toordinal() - age * 365 - ri(1, 360))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def fd(d, style=None):
    """Format a date (unmarked). Day-first styles, as in the UK, Ireland, Australia and NZ."""
    style = style or ch(["dmy", "dmy", "dmy2", "dmon", "dmonth", "dmy_dot", "dmon_dash", "iso", "dmy_dash", "wdfull"])
    m = MONTHS[d.month - 1]
    if style == "dmy":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy_nz":
        return f"{d.day}/{d.month}/{d.year}"
    if style == "dmy2":
        return f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"
    if style == "dmon":
        return f"{d.day} {m[:3]} {d.year}"
    if style == "dmonth":
        return f"{d.day} {m} {d.year}"
    if style == "dthmonth":
        return f"{ordinal(d.day)} {m}"
    if style == "dthmonthy":
        return f"{ordinal(d.day)} {m} {d.year}"
    if style == "dmy_dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}"
    if style == "dmon_dash":
        return f"{d.day:02d}-{m[:3]}-{d.year}"
    if style == "dmon_dash2":
        return f"{d.day:02d}-{m[:3].upper()}-{d.year % 100:02d}"
    if style == "iso":
        return d.isoformat()
    if style == "dmy_dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "monthy":
        return f"{m} {d.year}"
    if style == "mony":
        return f"{m[:3]} {d.year}"
    if style == "y":
        return str(d.year)
    if style == "dm":
        return f"{d.day}/{d.month}"
    if style == "dm0":
        return f"{d.day:02d}/{d.month:02d}"
    if style == "wddm":
        return f"{WD[d.weekday()][:3]} {d.day}/{d.month}"
    if style == "wdfull":
        return f"{WD[d.weekday()]} {d.day} {m} {d.year}"
    if style == "wdcomma":
        return f"{WD[d.weekday()]}, {ordinal(d.day)} {m}"
    if style == "wd":
        return WD[d.weekday()]
    if style == "wd3":
        return WD[d.weekday()][:3]
    if style == "dmonth_short":
        return f"{d.day} {m}"
    if style == "dmon_short":
        return f"{d.day} {m[:3]}"
    raise ValueError(style)


def D(d, style=None):
    return M("DATE", fd(d, style))


def plus(d, n):
    return d + dt.timedelta(days=n)


def holiday(region):
    base = ["Christmas", "Christmas Day", "Boxing Day", "New Year's Eve", "New Year's Day", "Easter", "Easter Monday"]
    extra = {"UK": ["Bonfire Night", "the August bank holiday".replace("the ", "")],
             "IE": ["St Patrick's Day", "St Stephen's Day"],
             "AU": ["Anzac Day", "Australia Day", "Melbourne Cup Day"],
             "NZ": ["Anzac Day", "Waitangi Day", "Matariki"]}[region]
    return ch(base + extra)


NUMWORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
            10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen", 15: "fifteen", 16: "sixteen",
            17: "seventeen", 18: "eighteen", 19: "nineteen", 20: "twenty", 30: "thirty", 40: "forty", 50: "fifty",
            60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety"}


def age_words(n):
    if n in NUMWORDS:
        return NUMWORDS[n]
    if n < 100:
        return f"{NUMWORDS[n - n % 10]}-{NUMWORDS[n % 10]}"
    return f"one hundred and {age_words(n - 100)}" if n > 100 else "one hundred"


def age_phrase(age, sex):
    """Marked age mention; only the number is the span."""
    a = M("AGE", age)
    sx = sex
    return ch([f"{a} yo", f"{a}yo {sx}", f"{a} {sx}", f"aged {a}", f"{a}-year-old", f"{a} year old",
               f"{a}y", f"{a} y/o", f"a {M('AGE', age_words(age))}-year-old", f"{a}yo"])


# ---------------------------------------------------------------- clinical filler (hard negatives)
DRUGS = [("Ramipril", "5 mg", "OD"), ("Amlodipine", "10 mg", "OD"), ("Atorvastatin", "40 mg", "ON"),
         ("Metformin", "500 mg", "BD"), ("Bisoprolol", "2.5 mg", "OD"), ("Apixaban", "5 mg", "BD"),
         ("Furosemide", "40 mg", "OM"), ("Paracetamol", "1 g", "QDS PRN"), ("Omeprazole", "20 mg", "OD"),
         ("Lansoprazole", "30 mg", "OD"), ("Levothyroxine", "75 micrograms", "OD"), ("Sertraline", "50 mg", "OD"),
         ("Mirtazapine", "15 mg", "ON"), ("Gliclazide", "80 mg", "BD"), ("Codeine phosphate", "30 mg", "QDS PRN"),
         ("Salbutamol", "100 micrograms 2 puffs", "PRN"), ("Clopidogrel", "75 mg", "OD"), ("Aspirin", "75 mg", "OD"),
         ("Enoxaparin", "40 mg SC", "OD"), ("Co-amoxiclav", "625 mg", "TDS"), ("Amoxicillin", "500 mg", "TDS"),
         ("Doxycycline", "100 mg", "OD"), ("Prednisolone", "30 mg", "OM"), ("Olanzapine", "10 mg", "ON"),
         ("Quetiapine", "100 mg", "BD"), ("Lithium carbonate", "400 mg", "ON"), ("Clozapine", "200 mg", "BD"),
         ("Aripiprazole", "15 mg", "OD"), ("Zopiclone", "3.75 mg", "ON PRN"), ("Morphine sulfate MR", "10 mg", "BD"),
         ("Oramorph", "2.5-5 mg", "2-hourly PRN"), ("Ondansetron", "4 mg", "TDS PRN"), ("Cyclizine", "50 mg", "TDS PRN"),
         ("Tramadol", "50 mg", "QDS PRN"), ("Allopurinol", "100 mg", "OD"), ("Tamsulosin", "400 micrograms", "ON"),
         ("Ferrous fumarate", "210 mg", "BD"), ("Folic acid", "5 mg", "OD"), ("Warfarin", "as per INR", "ON"),
         ("Digoxin", "62.5 micrograms", "OD"), ("Spironolactone", "25 mg", "OD"), ("Insulin glargine", "18 units SC", "ON"),
         ("Labetalol", "200 mg", "BD"), ("Nifedipine MR", "20 mg", "BD"), ("Senna", "15 mg", "ON"),
         ("Lactulose", "10 mL", "BD"), ("Macrogol", "1 sachet", "OD"), ("Donepezil", "10 mg", "ON"),
         ("Levodopa/carbidopa", "100/25 mg", "TDS"), ("Gabapentin", "300 mg", "TDS"), ("Pregabalin", "75 mg", "BD"),
         ("Cefalexin", "500 mg", "BD"), ("Nitrofurantoin MR", "100 mg", "BD"), ("Fluoxetine", "20 mg", "OD")]

PMH = ["T2DM", "HTN", "AF on apixaban", "IHD, NSTEMI", "COPD", "asthma", "CKD stage 3b", "hypothyroidism",
       "Parkinson's disease", "Crohn's disease", "Alzheimer's dementia", "Bell's palsy (resolved)",
       "previous Colles fracture", "Hartmann's procedure", "Addison's disease", "Graves' disease",
       "Raynaud's phenomenon", "osteoarthritis both knees", "gout", "depression", "bipolar affective disorder",
       "paranoid schizophrenia", "OSA on CPAP", "heart failure (EF 35%)", "GORD", "BPH", "hypercholesterolaemia",
       "previous Pfannenstiel section", "Cushing's syndrome (treated)", "Hodgkin lymphoma in remission",
       "Down syndrome", "Wolff-Parkinson-White (ablated)", "Barrett's oesophagus", "Meniere's disease",
       "Dupuytren's contracture", "Paget's disease of bone", "Sjogren's syndrome"]

ICD = [("I21.4", "NSTEMI"), ("E11.9", "type 2 diabetes"), ("J18.9", "pneumonia, unspecified"),
       ("F20.0", "paranoid schizophrenia"), ("N39.0", "urinary tract infection"), ("K80.20", "gallstones"),
       ("I48.91", "atrial fibrillation"), ("J44.1", "COPD with exacerbation"), ("S72.00", "fractured neck of femur"),
       ("O24.4", "gestational diabetes"), ("F31.2", "bipolar, manic with psychosis"), ("L89.1", "pressure ulcer grade 2"),
       ("I50.9", "heart failure"), ("G20", "Parkinson's disease"), ("K50.9", "Crohn's disease"), ("R07.4", "chest pain")]

ALLERGIES = ["NKDA", "penicillin (rash)", "codeine (vomiting)", "trimethoprim", "latex", "elastoplast",
             "NKDA", "sulfonamides", "morphine (itch)"]


def drug_line(style="list"):
    name, dose, freq = ch(DRUGS)
    route = ch(["PO", "PO", "oral", ""])
    if style == "tto":
        return f"{name} {dose} {route} {freq}".replace("  ", " ") + f" - {ch(['14', '28', '7', '5', '56'])} {ch(['tabs', 'days', 'caps'])}"
    return f"{name} {dose} {freq}"


def vitals(style=None):
    hr, sys_, dia, rr, sat, t = ri(52, 128), ri(92, 178), ri(48, 98), ri(12, 28), ri(88, 100), round(R.uniform(35.8, 39.4), 1)
    style = style or ch(["inline", "inline", "slash"])
    if style == "inline":
        return (f"HR {hr} BP {sys_}/{dia} RR {rr} SpO2 {sat}% {ch(['RA', 'on 2L', 'on air', 'on 28% venturi'])} "
                f"T {t} NEWS2 {ri(0, 9)}")
    return f"P {hr} reg, BP {sys_}/{dia}, RR {rr}, sats {sat}%, temp {t}C, CBG {round(R.uniform(3.9, 18.5), 1)}"


def obs_table(times):
    rows = ["Time   HR   BP       RR  SpO2  T     GCS  Pain"]
    for tm in times:
        rows.append(f"{tm}  {ri(60, 130):<4} {ri(95, 170)}/{ri(50, 95):<4} {ri(12, 30):<3} {ri(88, 100)}%   "
                    f"{round(R.uniform(35.9, 39.2), 1):<5} {ch(['15', '15', '14', '13', 'E3V4M6'])}  {ri(0, 10)}/10")
    return "\n".join(rows)


def times(n):
    h = ri(0, 22)
    m = ri(0, 59)
    out = []
    for _ in range(n):
        out.append(f"{h % 24:02d}:{m:02d}")
        m += ri(10, 55)
        h += m // 60
        m %= 60
    return out


def blood_table(dates):
    """Bloods table; the column dates are marked (partial dates are PHI)."""
    hdr = "            " + "  ".join(D(d, "dm0") + "  " for d in dates).rstrip()
    rows = [hdr]
    panels = [("Na", 128, 146, 0), ("K", 3.1, 5.9, 1), ("Urea", 2.5, 24.0, 1), ("Creat", 55, 310, 0), ("eGFR", 14, 90, 0),
              ("Hb", 78, 160, 0), ("WCC", 3.2, 22.0, 1), ("Plt", 90, 520, 0), ("Neut", 1.1, 18.0, 1),
              ("Bili", 4, 60, 0), ("ALT", 8, 240, 0), ("ALP", 40, 420, 0), ("Alb", 22, 44, 0), ("CRP", 1, 310, 0)]
    if chance(0.5):
        panels += [("Mg", 0.5, 1.1, 2), ("Adj Ca", 2.0, 2.8, 2), ("INR", 0.9, 3.8, 1)]
    for name, lo, hi, nd in panels:
        vals = []
        for _ in dates:
            v = R.uniform(lo, hi)
            vals.append(f"{round(v, nd) if nd else int(v):<7}")
        rows.append(f"{name:<12}" + "  ".join(vals))
    return "\n".join(rows)


def labs_inline():
    return ch([f"Na {ri(130, 145)} K {round(R.uniform(3.2, 5.6), 1)} Cl {ri(96, 110)} Urea {round(R.uniform(3, 15), 1)} Cr {ri(55, 180)}",
               f"Hb {ri(85, 155)} (130-170) WCC {round(R.uniform(4, 19), 1)} Plt {ri(120, 480)} CRP {ri(1, 250)}",
               f"BUN {ri(4, 30)} Cr {ri(60, 200)} umol/L, Hgb {ri(80, 150)} g/L, INR {round(R.uniform(0.9, 3.2), 1)}",
               f"HbA1c {ri(38, 98)} mmol/mol, TSH {round(R.uniform(0.3, 6.0), 2)}, ferritin {ri(9, 1400)}, B12 {ri(120, 900)}",
               f"Troponin {ri(3, 2300)} ng/L, D-dimer {ri(200, 4000)}, lactate {round(R.uniform(0.6, 6.0), 1)}"])


def scores():
    return ch([f"GCS {ch(['15/15', '14/15', 'E4 V4 M6', '13'])}", f"NYHA class {ch(['I', 'II', 'III', 'IV'])}",
               f"CURB-65 {ri(0, 4)}", f"Wells score {ri(0, 7)}", f"Rockwood CFS {ri(2, 8)}", f"Waterlow {ri(8, 26)}",
               f"MUST {ri(0, 3)}", f"Barthel {ri(20, 100)}/100", f"4AT {ri(0, 8)}", f"ABCD2 {ri(1, 7)}",
               f"Glasgow-Blatchford {ri(0, 12)}", f"Braden {ri(9, 22)}", f"CHA2DS2-VASc {ri(1, 7)}", f"qSOFA {ri(0, 3)}"])


def exam_neg():
    return ch(["Babinski negative bilaterally", "Murphy's sign positive", "Murphy's sign negative",
               "Romberg negative", "Kernig's sign negative", "Trendelenburg test positive on the left",
               "no Homan's sign", "Rovsing's sign negative", "Cullen's and Grey Turner's signs absent",
               "Chvostek negative", "Phalen's test positive", "Lachman test equivocal"])


PUBLIC = {"UK": ["DVLA informed by patient as advised.", "Managed per NICE NG136.", "Yellow Card report submitted to the MHRA.",
                  "Notified to UKHSA.", "CQC notification not required."],
          "IE": ["Advised to inform the RSA (NDLS) re driving.", "Reported to HIQA as per policy.", "HSE National Consent Policy followed.",
                 "Managed per HSE sepsis guideline."],
          "AU": ["Advised re Austroads fitness-to-drive standards.", "PBS authority obtained.", "Adverse event reported to the TGA.",
                 "Coroner notified as a reportable death was considered and excluded."],
          "NZ": ["NZTA medical certificate discussed.", "PHARMAC special authority approved.", "Reaction reported to Medsafe.",
                 "Coroner referral not required."]}

WORDY = ["Will review in clinic.", "May need repeat bloods.", "Hope to discharge tomorrow.",
         "Will discuss at MDT.", "May benefit from OT input.", "Will chase results.",
         "Patient says she would like to go home, and will ring if worse.", "Grace period for bloods not needed.",
         "Mark on left shin - bruise, not new.", "Rose from chair unaided.", "Will re-site cannula.",
         "May consider Foley catheter if retains again.", "Hope is that mobility improves with physio.",
         "Joy and relief expressed at the result.", "Bill for private room declined.", "Frank haematuria on dipstick.",
         "Sandy stools reported.", "Olive oil drops for ear wax.", "Amber flag on sepsis screen.",
         "Summer holidays planned abroad, advised re insurance."]
