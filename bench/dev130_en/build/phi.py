"""PHI value generators and marker helpers for dev130_en.

Every PHI value is wrapped with w(type, value): U+E000 TYPE U+E001 value U+E002.
make.py strips the markers in a single left-to-right pass and records offsets.
"""
import datetime as dt
import re

import pools as P
from ids import *  # noqa: F401,F403  (helpers, contact values, identifiers)

S, MID, E = "\ue000", "\ue001", "\ue002"

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

_B555 = re.compile(r"(?<!\d)555(?!\d)")


def w(t, v):
    v = str(v)
    if t not in TYPE_LABEL:
        raise ValueError(t)
    if not v or v != v.strip() or S in v or E in v:
        raise ValueError("bad value %r" % v)
    if t not in ("PHONE", "FAX") and _B555.search(v):
        raise ValueError("555 block outside phone: %r" % v)
    return S + t + MID + v + E


# ---------------------------------------------------------------- people
class Person:
    def __init__(self, first, last, sex, middle=None):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle

    @property
    def full(self):
        return self.first + " " + self.last


def person(r, country, sex=None, origin=None):
    sex = sex or r.choice("fm")
    origin = origin or pick_w(r, P.ORIGIN_MIX[country])
    first = r.choice(P.GIVEN[origin + "_" + sex])
    last = r.choice(P.SURNAMES[origin])
    if origin == "irish" and sex == "f":
        last = last.replace("Ó ", "Ní ").replace("Mac ", "Nic ")
    if r.random() < 0.05:
        second = r.choice(P.SURNAMES[pick_w(r, P.ORIGIN_MIX[country])])
        if second != last and "-" not in last + second and " " not in last + second:
            last = last + "-" + second
    middle = None
    if r.random() < 0.35:
        middle = r.choice(P.GIVEN[origin + "_" + sex] + P.GIVEN["anglo_" + sex])
        if middle == first:
            middle = None
    p = Person(first, last, sex, middle)
    p.title = None
    p.title = title_for(r, p)
    return p


def title_for(r, p):
    if getattr(p, "title", None) and r.random() < 0.85:
        return p.title
    if p.sex == "m":
        return r.choice(["Mr", "Mr", "Mr."])
    return r.choice(["Mrs", "Ms", "Miss", "Mrs.", "Ms."])


def initials(p, dots=True, mid=False):
    parts = [p.first] + ([p.middle] if mid and p.middle else []) + [p.last]
    ini = [re.sub(r"[^A-Za-zÀ-ÿ]", "", x)[:1].upper() or x[:1] for x in parts]
    return ".".join(ini) + "." if dots else "".join(ini)


def name_form(r, p, t, form=None, title=True):
    """Patient / family surface forms, title kept outside the span."""
    forms = ["full", "full", "title_last", "title_last", "fml", "last_first", "caps_last_first", "init_last",
             "first_init", "initials", "first", "title_full", "caps"]
    form = form or r.choice(forms)
    mi = (p.middle[0] + ".") if p.middle else None
    if form == "full":
        return w(t, p.full)
    if form == "fml":
        if not mi:
            return w(t, p.full)
        return w(t, "%s %s %s" % (p.first, r.choice([mi, mi[0]]), p.last))
    if form == "title_last":
        return (title_for(r, p) + " " if title else "") + w(t, p.last)
    if form == "title_full":
        return (title_for(r, p) + " " if title else "") + w(t, p.full)
    if form == "last_first":
        return w(t, "%s, %s" % (p.last, p.first + (" " + mi if mi and r.random() < 0.5 else "")))
    if form == "caps_last_first":
        return w(t, "%s, %s" % (p.last.upper(), p.first.upper() + (" " + mi[0] if mi else "")))
    if form == "init_last":
        return w(t, r.choice(["%s. %s", "%s %s"]) % (p.first[0], p.last))
    if form == "first_init":
        return w(t, r.choice(["%s %s.", "%s %s"]) % (p.first, p.last[0]))
    if form == "initials":
        return w(t, initials(p, dots=r.random() < 0.5))
    if form == "first":
        return w(t, p.first)
    if form == "last":
        return w(t, p.last)
    if form == "caps":
        return w(t, p.full.upper())
    raise ValueError(form)


STAFF_TITLES = {
    "doctor": ["Dr", "Dr", "Dr.", "Dr"],
    "surgeon": ["Mr", "Ms", "Dr", "Prof", "Miss"],
    "nurse": ["Sister", "Sr", "SN", "Staff Nurse", "Nurse", "Charge Nurse", "CNM", "RN", "Matron"],
    "pharm": ["pharmacist", "Pharmacist", "clinical pharmacist"],
    "ahp": ["physio", "OT", "SLT", "dietitian", "SALT", "clinical officer"],
}
CREDS = {"doctor": {"UK": ["MRCP", "MB ChB", "MBBS", "FRCP"], "IE": ["MRCPI", "MB BCh BAO", "FRCPI"], "CA": ["MD", "FRCPC", "CCFP"],
                    "KE": ["MBChB", "MMed", "MBChB, MMed"], "GH": ["MBChB", "FWACP", "MGCP"]},
         "surgeon": {"UK": ["FRCS", "FRCS (Tr&Orth)"], "IE": ["FRCSI"], "CA": ["FRCSC", "MD"], "KE": ["MMed (Surg)", "FCS (ECSA)"],
                     "GH": ["FWACS", "FGCS"]},
         "nurse": {"UK": ["RN", "RGN", "RM"], "IE": ["RGN", "RPN", "RM"], "CA": ["RN", "BScN", "RPN"], "KE": ["KRCHN", "KRN", "BScN"],
                   "GH": ["RGN", "RM", "SRN"]},
         "pharm": {"UK": ["MRPharmS"], "IE": ["MPSI"], "CA": ["RPh", "BScPhm", "PharmD"], "KE": ["BPharm"], "GH": ["BPharm", "PharmD"]},
         "ahp": {"UK": ["BSc", "MCSP", "HCPC reg."], "IE": ["BSc", "CORU reg."], "CA": ["BSc", "CCT"], "KE": ["BSc", "Dip."], "GH": ["BSc", "Dip."]}}


def staff(r, country, kind="doctor"):
    p = person(r, country)
    p.kind = kind
    p.country = country
    return p


def doc_form(r, p, form=None):
    """Clinician surface form; titles/credentials outside the span."""
    kind = getattr(p, "kind", "doctor")
    t = "DOCTOR"
    forms = ["title_last", "title_last", "title_full", "title_init_last", "full_cred", "full", "first",
             "title_first", "init_last", "caps_cred"]
    form = form or r.choice(forms)
    ttl = r.choice(STAFF_TITLES[kind])
    if kind == "surgeon" and ttl in ("Mr", "Ms", "Miss"):
        ttl = "Mr" if p.sex == "m" else r.choice(["Ms", "Miss"])
    if form == "title_last":
        return ttl + " " + w(t, p.last)
    if form == "title_full":
        return ttl + " " + w(t, p.full)
    if form == "title_init_last":
        return ttl + " " + w(t, r.choice(["%s. %s", "%s %s"]) % (p.first[0], p.last))
    if form == "full_cred":
        return w(t, p.full) + r.choice([", ", " "]) + r.choice(CREDS[kind][getattr(p, "country", "UK")])
    if form == "caps_cred":
        return w(t, p.full.upper()) + " " + r.choice(CREDS[kind][getattr(p, "country", "UK")])
    if form == "full":
        return w(t, p.full)
    if form == "first":
        return w(t, p.first)
    if form == "title_first":
        return ttl + " " + w(t, p.first)
    if form == "init_last":
        return w(t, "%s. %s" % (p.first[0], p.last))
    if form == "initials":
        return w(t, initials(p, dots=False).lower() if r.random() < 0.5 else initials(p, dots=False))
    raise ValueError(form)


# ---------------------------------------------------------------- dates and ages
def rand_date(r, y0=2021, y1=2025):
    start = dt.date(y0, 1, 1)
    return start + dt.timedelta(days=r.randrange((dt.date(y1, 12, 31) - start).days))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def date_str(r, d, country, style=None):
    wd, wd3 = P.WEEKDAYS[d.weekday()], P.WD3[d.weekday()]
    mo, m3 = P.MONTHS[d.month - 1], P.MON3[d.month - 1]
    if country == "CA":
        styles = ["iso", "iso", "mdy_long", "mdy_short", "ymd_slash", "dmy_long", "wd_mdy", "d_mon_y", "my", "y",
                  "md", "wd", "fr"]
    else:
        styles = ["dmy", "dmy", "dmy2", "dmy_dot", "dmy_dash", "dmy_long", "dmy_ord", "d_mon_y", "d_mon_yy",
                  "my", "m3y", "y", "dm", "wd_dm", "wd_full", "wd", "ord_month", "dmy_long"]
    style = style or r.choice(styles)
    if country == "CA" and style in ("mdy_long", "dmy_long") and r.random() < 0.2:
        style = "fr"  # French-language date in a Quebec / New Brunswick style note
    f = {
        "iso": lambda: d.isoformat(),
        "mdy_long": lambda: "%s %d, %d" % (mo, d.day, d.year),
        "mdy_short": lambda: "%s %d, %d" % (m3, d.day, d.year),
        "ymd_slash": lambda: "%d/%02d/%02d" % (d.year, d.month, d.day),
        "dmy_long": lambda: "%d %s %d" % (d.day, mo, d.year),
        "wd_mdy": lambda: "%s, %s %d, %d" % (wd, mo, d.day, d.year),
        "d_mon_y": lambda: "%02d-%s-%d" % (d.day, m3, d.year) if r.random() < 0.5 else "%d %s %d" % (d.day, m3, d.year),
        "d_mon_yy": lambda: "%d %s %02d" % (d.day, m3, d.year % 100),
        "my": lambda: "%s %d" % (mo, d.year),
        "m3y": lambda: "%s %d" % (m3, d.year) if r.random() < 0.6 else "%s-%02d" % (m3, d.year % 100),
        "y": lambda: "%d" % d.year,
        "md": lambda: "%s %d" % (m3, d.day),
        "wd": lambda: wd if r.random() < 0.7 else wd3,
        "fr": lambda: "%d %s %d" % (d.day, ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
                                           "septembre", "octobre", "novembre", "décembre"][d.month - 1], d.year),
        "dmy": lambda: "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy2": lambda: "%d/%d/%02d" % (d.day, d.month, d.year % 100),
        "dmy_dot": lambda: "%02d.%02d.%d" % (d.day, d.month, d.year) if r.random() < 0.6 else "%d.%d.%02d" % (d.day, d.month, d.year % 100),
        "dmy_dash": lambda: "%02d-%02d-%d" % (d.day, d.month, d.year),
        "dmy_ord": lambda: "%s %s %d" % (ordinal(d.day), mo, d.year),
        "dm": lambda: "%d/%d" % (d.day, d.month),
        "wd_dm": lambda: "%s %d/%d" % (wd3, d.day, d.month) if r.random() < 0.5 else "%s %02d/%02d" % (wd, d.day, d.month),
        "wd_full": lambda: "%s %s %s" % (wd, ordinal(d.day), mo) if r.random() < 0.5 else "%s, %d %s %d" % (wd, d.day, mo, d.year),
        "ord_month": lambda: "%s %s" % (ordinal(d.day), mo) if r.random() < 0.5 else "%d %s" % (d.day, m3),
    }[style]
    return f()


def D(r, d, country, style=None):
    return w("DATE", date_str(r, d, country, style))


def DN(r, d, country):
    """Numeric full date only (for headers)."""
    return w("DATE", date_str(r, d, country, "iso" if country == "CA" else r.choice(["dmy", "dmy", "dmy2", "dmy_dot"])))


def age_form(r, age, sex):
    a = w("AGE", str(age))
    sx = "M" if sex == "m" else "F"
    forms = [a + "-year-old", a + " year old", a + "yo", a + " yo", a + " y/o", a + sx, a + " " + sx,
             a + "yrs", a + " yrs", "aged " + a, a + "-yr-old", a + "/" + sx, a + "y"]
    if age < 120 and r.random() < 0.12:
        ww = w("AGE", P.num_word(age))
        return r.choice([ww + "-year-old", "aged " + ww, ww + " years old"])
    return r.choice(forms)


# ---------------------------------------------------------------- places
def town(r, country):
    a, b = P.TOWN_PARTS[country]
    while True:
        x = r.choice(a)
        y = r.choice(b)
        if country == "CA":
            s = (x + y) if x.endswith(("-", " ")) else (x + "-" + y if r.random() < 0.5 else y + " " + r.choice(["Falls", "Harbour", "Mills", "Landing"]))
        else:
            s = x + y
            if country in ("KE", "GH", "IE"):
                s = s[0].upper() + s[1:].lower() if country != "IE" else s
        if s not in P.REAL_TOWN_BLOCK:
            return s


def postcode(r, country):
    if country == "UK":
        out = letters(r, r.choice([1, 2]), "BCDFGHJKLMNPRSTWXYZ") + digits(r, 1, True) + (r.choice(["", digits(r, 1), "A", "X"]))
        return out + " " + digits(r, 1) + letters(r, 2, "ABDEFGHJLNPQRSTUWXYZ")
    if country == "IE":
        return r.choice("ACDEFHKNPRTVWXY") + digits(r, 2) + " " + "".join(r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
    if country == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return r.choice(L) + digits(r, 1) + r.choice(L) + " " + digits(r, 1) + r.choice(L) + digits(r, 1)
    if country == "KE":
        return r.choice(["00", "10", "20", "30", "40", "50", "60", "80"]) + digits(r, 1) + "00"
    if country == "GH":
        return r.choice(["AK", "GA", "GE", "VR", "UE", "UW", "BE", "AH", "OT"]) + "-" + digits(r, 3) + "-" + digits(r, 4)


def street(r, country):
    n = str(r.randint(1, 240))
    if country == "KE":
        return r.choice(["House %s, %s, %s" % (r.randint(1, 90), r.choice(P.ESTATES_KE), r.choice(P.KE_STREET)),
                         "Plot %s, %s" % (r.randint(10, 999), r.choice(P.KE_STREET)),
                         "%s %s" % (n, r.choice(P.KE_STREET))])
    if country == "GH":
        return r.choice(["House No. %s/%s %s" % (r.choice("ABCDEF"), r.randint(1, 60), r.choice(P.GH_STREET)),
                         "Plot %s, %s" % (r.randint(1, 300), r.choice(P.ESTATES_GH)),
                         "%s %s" % (n, r.choice(P.GH_STREET))])
    if country == "CA":
        s = "%s %s" % (r.randint(10, 4999), r.choice(P.CA_STREET))
        if r.random() < 0.3:
            s += r.choice([", app. %d" % r.randint(1, 30), ", Unit %d" % r.randint(1, 30), ", Apt %d" % r.randint(1, 300)])
        return s
    s = "%s %s %s" % (n, r.choice(P.STREET_BASE), r.choice(P.STREET_SUFFIX))
    if r.random() < 0.2:
        s = r.choice(["Flat %d, " % r.randint(1, 40), "Apt %d, " % r.randint(1, 12)]) + s
    return s


def county(r, country):
    return r.choice(P.COUNTY_PARTS[country])


def region(r, country):
    v = r.choice(P.REGIONS[country])
    if isinstance(v, tuple):
        return v[1] if r.random() < 0.6 else v[0]
    return v


def hospital(r, country, t=None):
    t = t or town(r, country)
    s = r.choice(P.SAINTS)
    opts = {
        "UK": ["Royal %s Infirmary" % t, "%s General Hospital" % t, "St %s's Hospital" % s, "%s Community Hospital" % t,
               "%s District General" % t, "Royal %s Hospital" % t, "%s Hospital" % t],
        "IE": ["University Hospital %s" % t, "%s Regional Hospital" % t, "St %s's Hospital" % s,
               "%s General Hospital" % t, "Our Lady of %s Hospital" % t, "%s Community Nursing Unit" % t],
        "CA": ["%s General Hospital" % t, "Hôpital Saint-%s" % s, "Centre hospitalier de %s" % t,
               "%s Health Sciences Centre" % t, "%s Memorial Hospital" % t, "%s District Health Centre" % t],
        "KE": ["%s County Referral Hospital" % t, "%s Level 5 Hospital" % t, "%s Sub-County Hospital" % t,
               "St %s Mission Hospital" % s, "%s Nursing Home" % t, "%s Medical Centre" % t],
        "GH": ["%s Municipal Hospital" % t, "%s Government Hospital" % t, "%s Regional Hospital" % t,
               "%s Teaching Hospital" % t, "St %s Catholic Hospital" % s, "%s Polyclinic" % t],
    }[country]
    return r.choice(opts)


def practice(r, country, t=None):
    t = t or town(r, country)
    return r.choice({
        "UK": ["%s Surgery" % r.choice(P.STREET_BASE), "%s Medical Centre" % t, "%s Health Centre" % t,
               "The %s Practice" % r.choice(P.STREET_BASE)],
        "IE": ["%s Medical Centre" % t, "%s Family Practice" % t, "%s Primary Care Centre" % t],
        "CA": ["%s Family Health Team" % t, "CLSC %s" % t, "Clinique médicale %s" % t, "%s Community Health Centre" % t],
        "KE": ["%s Health Centre" % t, "%s Dispensary" % t, "%s Medical Clinic" % t],
        "GH": ["%s Health Centre" % t, "%s CHPS Compound" % t, "%s Maternity Home" % t, "%s Clinic" % t],
    }[country])


def ward(r):
    x = r.random()
    if x < 0.55:
        return r.choice(P.WARD_NAMES) + " Ward"
    if x < 0.75:
        return r.choice(P.UNIT_NAMES)
    return "Ward %d%s" % (r.randint(1, 40), r.choice(["", "", "A", "B", "C"]))


def employer(r, country, t=None):
    t = t or town(r, country)
    c = r.choice(P.COMPANY_WORDS)
    x = r.random()
    if x < 0.45:
        return "%s %s" % (c, r.choice(P.COMPANY_KIND))
    pool = {"UK": P.ORG_UK, "IE": P.ORG_IE, "CA": P.ORG_CA, "KE": P.ORG_KE, "GH": P.ORG_GH}[country]
    return r.choice(pool).format(t=t, c=c, s=r.choice(P.SAINTS))


def profession(r, country):
    if r.random() < 0.4:
        return r.choice(P.PROFESSIONS[country])
    return r.choice(P.PROFESSIONS["any"])


# ---------------------------------------------------------------- note context
class Ctx:
    """All PHI for one note, invented up front."""

    def __init__(self, r, country):
        self.r, self.c = r, country
        self.pt = person(r, country)
        self.age = r.choice([r.randint(18, 95), r.randint(40, 90), r.randint(55, 99), r.randint(16, 105)])
        self.dob = None
        self.adm = rand_date(r)
        self.dob = self.adm - dt.timedelta(days=int(self.age * 365.25) + r.randint(1, 360))
        self.dis = self.adm + dt.timedelta(days=r.randint(1, 21))
        self.town = town(r, country)
        self.hosp = hospital(r, country)
        self.hosp2 = hospital(r, country)
        self.gp_practice = practice(r, country, self.town)
        self.ward = ward(r)
        self.ward2 = ward(r)
        self.street = street(r, country)
        self.county = county(r, country)
        self.region = region(r, country)
        self.postcode = postcode(r, country)
        self.nok_rel = r.choice(P.RELATIONS)
        sx = P.RELATION_SEX.get(self.nok_rel)
        self.nok = person(r, country, sex=sx)
        if self.nok_rel in ("wife", "husband", "daughter", "son", "mother", "father", "sister", "brother") and r.random() < 0.6:
            self.nok.last = self.pt.last
        self.rel2 = r.choice(P.RELATIONS)
        self.fam2 = person(r, country, sex=P.RELATION_SEX.get(self.rel2))
        self.cons = staff(r, country, "doctor")
        self.reg = staff(r, country, "doctor")
        self.sho = staff(r, country, "doctor")
        self.surg = staff(r, country, "surgeon")
        self.nurse = staff(r, country, "nurse")
        self.nurse2 = staff(r, country, "nurse")
        self.pharm = staff(r, country, "pharm")
        self.ahp = staff(r, country, "ahp")
        self.gp = staff(r, country, "doctor")
        self.mrn = mrn(r, country)
        self.prof = profession(r, country)
        self.nok_prof = profession(r, country)
        self.employer = employer(r, country, self.town)
        self.bed = str(r.randint(1, 32)) + r.choice(["", "", "", "A", "B"])
        self.bay = str(r.randint(1, 8)) if r.random() < 0.7 else r.choice("ABCDEF")
        self.room = r.choice(["%d" % r.randint(1, 30), "%d%s" % (r.randint(100, 699), r.choice(["", "A", "B"])), "SR%d" % r.randint(1, 9)])

    # convenience surface forms
    def P(self, form=None):
        return name_form(self.r, self.pt, "PATIENT", form)

    def Dt(self, d, style=None):
        return D(self.r, d, self.c, style)

    def dnum(self, d):
        return DN(self.r, d, self.c)

    def Age(self):
        return age_form(self.r, self.age, self.pt.sex)

    def Doc(self, p, form=None):
        return doc_form(self.r, p, form)

    def day(self, k):
        return self.adm + dt.timedelta(days=k)

    def address_line(self, sep=", "):
        r, c = self.r, self.c
        parts = [w("STREET", self.street), w("CITY", self.town)]
        if c == "UK":
            if r.random() < 0.4:
                parts.append(w("CITY", self.county))
            if r.random() < 0.5:
                parts[-1] = parts[-1] + " " + w("ZIP", self.postcode)
            else:
                parts.append(w("ZIP", self.postcode))
        elif c == "IE":
            parts.append("Co. " + w("CITY", self.county) if r.random() < 0.7 else "County " + w("CITY", self.county))
            parts.append(w("ZIP", self.postcode))
        elif c == "CA":
            parts[-1] = parts[-1] + (" (" + w("STATE", self.region) + ") " if r.random() < 0.3 else ", " + w("STATE", self.region) + " ") + w("ZIP", self.postcode)
        elif c == "KE":
            if r.random() < 0.5:
                parts = [w("STREET", "P.O. Box %d" % r.randint(10, 9999)) + "-" + w("ZIP", self.postcode), w("CITY", self.town)]
            else:
                parts.append(w("CITY", self.county) + " County")
        else:
            if r.random() < 0.4:
                parts = [w("STREET", "P. O. Box %s %d" % (r.choice(["KS", "AN", "CT", "TD", "HP", "UP"]), r.randint(10, 9999))), w("CITY", self.town)]
            parts.append(w("STATE", self.region) + " Region")
            if r.random() < 0.6:
                parts.append("GPS: " + w("ZIP", self.postcode))
        return sep.join(parts)
