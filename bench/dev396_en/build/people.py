"""People, staff and the per-child case record every genre draws from."""
import datetime

import places as PL
import pools as PO
from common import P, wpick

ASCII = str.maketrans({"'": "", " ": "", "-": ""})


class Person:
    def __init__(self, first, last, sex, origin, mid=""):
        self.first, self.last, self.sex, self.origin, self.mid = first, last, sex, origin, mid

    def full(self):
        return "%s %s" % (self.first, self.last)

    def full_mid(self):
        return "%s %s. %s" % (self.first, self.mid, self.last) if self.mid else self.full()

    def rev(self):
        return "%s, %s" % (self.last, self.first)

    def upper_rev(self):
        return "%s, %s" % (self.last.upper(), self.first.upper())

    def initials(self, dots=False):
        a, b = self.first[0], self.last[0]
        return "%s.%s." % (a, b) if dots else a + b

    def fi_last(self):
        return "%s. %s" % (self.first[0], self.last)

    def email(self, rng, dom=None):
        dom = dom or rng.choice(["example.com", "example.org", "example.net"])
        f = self.first.lower().translate(ASCII)
        l = self.last.lower().translate(ASCII)
        form = rng.choice(["%s.%s", "%s%s", "%s_%s", "%s.%s%d"])
        if "%d" in form:
            s = form % (f, l, rng.randint(1, 99))
        else:
            s = form % (f, l)
        return s + "@" + dom

    def username(self, rng):
        f = self.first.lower().translate(ASCII)
        l = self.last.lower().translate(ASCII)
        form = rng.choice(["%s%s%02d", "%s.%s", "%s%s", "%s_%s%d"])
        if form == "%s%s%02d":
            return f[0] + l[:7] + "%02d" % rng.randint(1, 30)
        if form == "%s.%s":
            return "%s.%s" % (f, l[0])
        if form == "%s%s":
            return (l[:6] + f[:2]).upper()
        return "%s_%s%d" % (f[:4], l[:4], rng.randint(1, 9))


def new_person(rng, c, sex=None, adult=False, origin=None):
    origin = origin or wpick(rng, PO.COUNTRY_ORIGINS[c])
    girls, boys, women, men, surnames = PO.ORIGINS[origin]
    sex = sex or rng.choice("FM")
    if adult:
        first = rng.choice(women if sex == "F" else men)
    else:
        first = rng.choice(girls if sex == "F" else boys)
    mid = rng.choice("ABCDEFGJKLMNRST") if rng.random() < 0.25 else ""
    return Person(first, rng.choice(surnames), sex, origin, mid)


class Staff(Person):
    pass


NURSE_CRED = {"UK": ["RN", "SCPHN", "RGN", "RSCN", "RN (Child)", "BSc SCPHN"],
              "IE": ["RGN", "RPHN", "RCN", "RM"], "US": ["RN", "BSN, RN", "NCSN", "MSN, RN"],
              "CA": ["RN", "BScN, RN", "PHN"], "AU": ["RN", "CNS", "RN, Grad Dip CFH"],
              "NZ": ["RN", "PHN"]}


def licence(rng, c):
    """(label, value) of a clinician's registration number."""
    if c == "UK":
        return "NMC PIN", PL.nmc_pin(rng)
    if c == "IE":
        return "NMBI PIN", "%06d" % rng.randint(100000, 199999)
    if c == "US":
        return rng.choice([("NPI", PL.npi(rng)), ("RN Lic.", "RN%07d" % rng.randint(1000000, 2999999))])
    if c == "CA":
        return rng.choice(["CNO Reg #", "BCCNM Reg", "CRNA Reg #"]), "%07d" % rng.randint(1000000, 9999999)
    if c == "AU":
        return "AHPRA", "NMW%010d" % rng.randint(1000000, 9999999999)
    return "NCNZ APC", "%d-%05d" % (rng.randint(10, 99), rng.randint(10000, 99999))


def doctor_licence(rng, c):
    if c == "UK":
        return "GMC", "%07d" % rng.randint(2000000, 7999999)
    if c == "IE":
        return "MCRN", "%06d" % rng.randint(100000, 499999)
    if c == "US":
        return "NPI", PL.npi(rng)
    if c == "CA":
        return "CPSO #", "%06d" % rng.randint(10000, 999999)
    if c == "AU":
        return "AHPRA", "MED%010d" % rng.randint(1000000, 9999999999)
    return "MCNZ", "%05d" % rng.randint(10000, 99999)


def staff(rng, c, sex=None):
    p = new_person(rng, c, sex=sex or ("F" if rng.random() < 0.8 else "M"), adult=True)
    s = Staff(p.first, p.last, p.sex, p.origin, p.mid)
    s.cred = rng.choice(NURSE_CRED[c])
    s.lic = licence(rng, c)
    return s


def practice(rng, c):
    return "%s %s" % (rng.choice(PO.PRACTICE_PREFIX), rng.choice(PO.PRACTICE_KIND[c]))


def school_name(rng, c, age):
    kinds = PO.SCHOOL_KIND[c]
    pre = rng.choice(PO.SCHOOL_PREFIX[c]).replace("-", " ")
    if pre.startswith("St "):
        pre = pre.replace("St ", rng.choice(["St ", "St. ", "Saint "]), 1)
    if c == "UK":
        prim = ["Primary School", "C of E Primary School", "Community Primary",
                "Infant School" if age <= 6 else "Junior School"]
        sec = ["Academy", "High School", "Secondary School", "Free School", "Catholic High School"]
        kind = rng.choice(prim if age <= 10 else sec)
    elif c == "IE":
        kind = rng.choice(["National School", "Educate Together NS"] if age <= 11 else
                          ["Community School", "Community College", "Secondary School", "College"])
    elif c in ("US", "CA"):
        if age <= 10:
            kind = rng.choice(["Elementary School", "Elementary", "Public School"])
        elif age <= 13:
            kind = rng.choice(["Middle School", "Intermediate School", "Public School"])
        else:
            kind = rng.choice(["High School", "Secondary School", "Collegiate Institute"]
                              if c == "CA" else ["High School", "Charter Academy"])
    elif c == "AU":
        kind = rng.choice(["Public School", "Primary School", "State School"] if age <= 11 else
                          ["High School", "Secondary College", "College"])
    else:
        kind = rng.choice(["School", "Primary School"] if age <= 10 else
                          ["Intermediate"] if age <= 12 else ["College", "High School"])
    return "%s %s" % (pre, kind)


def street(rng, c):
    core = rng.choice(PO.STREET_CORES)
    num = rng.randint(1, 240)
    if c == "US":
        s = "%d %s %s" % (num, core, rng.choice(PO.US_SUFFIX))
        if rng.random() < 0.25:
            s += rng.choice([", Apt %d%s" % (rng.randint(1, 9), rng.choice("ABCD")),
                             " Unit %d" % rng.randint(1, 40), ", #%d" % rng.randint(2, 40)])
        return s
    if c == "CA":
        s = "%d %s %s" % (num, core, rng.choice(PO.US_SUFFIX))
        if rng.random() < 0.2:
            s = "%d-%s" % (rng.randint(101, 1204), s)
        return s
    if c in ("AU", "NZ"):
        s = "%d %s %s" % (num, core, rng.choice(PO.AU_SUFFIX))
        if rng.random() < 0.2:
            s = "%d/%s" % (rng.randint(1, 12), s)
        return s
    s = "%d %s %s" % (num, core, rng.choice(PO.UK_SUFFIX))
    if rng.random() < 0.2:
        s = rng.choice(["Flat %d, " % rng.randint(1, 30), "Apartment %d, " % rng.randint(1, 30)]) + s
    return s


def state_full(c, abbr):
    if c == "AU" and abbr == "WA":
        return "Western Australia"
    if c == "AU" and abbr == "SA":
        return "South Australia"
    return PL.STATE_FULL.get(abbr, abbr)


class Case:
    """Everything known about one child for one note."""


def make_case(rng, c, age_lo, age_hi, when=None):
    k = Case()
    k.c = c
    k.v = PL.VOCAB[c]
    k.town = rng.choice(PL.TOWNS[c])
    k.nation = k.town[2] if c == "UK" else None
    k.note_date = when or PL.school_day(rng, datetime.date(2019, 1, 7), datetime.date(2025, 6, 27), c)
    age = rng.randint(age_lo, age_hi)
    dob = k.note_date - datetime.timedelta(days=int(age * 365.25) + rng.randint(20, 340))
    k.dob = dob
    k.age = (k.note_date - dob).days * 4 // 1461
    k.age_m = ((k.note_date.year - dob.year) * 12 + k.note_date.month - dob.month
               - (1 if k.note_date.day < dob.day else 0)) % 12
    k.child = new_person(rng, c)
    k.origin = k.child.origin
    k.nick = None
    k.yg = PL.year_group(c, k.nation, k.age)
    k.school = school_name(rng, c, k.age)
    k.school_phone = PL.phone(rng, c, k.town)
    k.street = street(rng, c)
    k.postcode = PL.postcode(rng, c, k.town)
    # family
    mum = new_person(rng, c, sex="F", adult=True, origin=k.origin)
    mum.last = k.child.last if rng.random() < 0.7 else mum.last
    dad = new_person(rng, c, sex="M", adult=True, origin=k.origin)
    dad.last = k.child.last if rng.random() < 0.75 else dad.last
    k.mum, k.dad = mum, dad
    for par in (mum, dad):
        par.job = rng.choice(PO.OCCUPATIONS)
        par.employer = rng.choice(PO.EMPLOYERS)
        par.mobile = PL.phone(rng, c, k.town, mobile=True)
        par.home = PL.phone(rng, c, k.town)
        par.mail = par.email(rng)
        par.age = rng.randint(24, 52)
    k.sibs = []
    for _ in range(rng.choice([0, 1, 1, 2, 2, 3])):
        s = new_person(rng, c, origin=k.origin)
        s.last = k.child.last
        s.age = rng.randint(0, 17)
        s.rel = "sister" if s.sex == "F" else "brother"
        if s.first != k.child.first:
            k.sibs.append(s)
    oldest = max([k.age] + [s.age for s in k.sibs])
    for par in (mum, dad):
        if par.age < oldest + 18:
            par.age = oldest + rng.randint(18, 30)
    k.gp_practice = practice(rng, c)
    k.gp = new_person(rng, c, adult=True)
    k.gp_phone = PL.phone(rng, c, k.town)
    k.gp_fax = PL.phone(rng, c, k.town)
    k.hospital = rng.choice(PO.HOSPITAL_NAMES[c])
    k.nurse = staff(rng, c)
    k.ids = national_ids(rng, k)
    return k


def national_ids(rng, k):
    """label -> P for the identifiers this country's child health records carry."""
    c, ids = k.c, {}
    if c == "UK":
        if k.nation == "Scotland":
            ids["CHI"] = P(PL.chi_number(rng, k.dob, k.child.sex), "MRN")
        else:
            ids["NHS No"] = P(PL.nhs_number(rng), "MRN")
        ids["UPN"] = P("%s%012d" % (rng.choice("ABCDEFHJKLMNPRTUVWXYZ"), rng.randint(10 ** 10, 10 ** 12 - 1)), "IDNUM")
        ids["Local ID"] = P("%s%07d" % (rng.choice(["RX", "SN", "", "CH"]), rng.randint(100000, 9999999)), "MRN")
    elif c == "IE":
        ids["PPSN"] = P(PL.ppsn(rng), "SSN")
        ids["MRN"] = P("%07d" % rng.randint(100000, 9999999), "MRN")
        ids["Medical card"] = P("%08d%s" % (rng.randint(1000000, 99999999), rng.choice("ABCDEFGHKLMN")), "HEALTHPLAN")
    elif c == "US":
        ids["MRN"] = P(rng.choice(["%08d", "MR%07d", "%09d"]) % rng.randint(1000000, 99999999), "MRN")
        ids["Student ID"] = P("%d" % rng.randint(1000000, 99999999), "IDNUM")
        ids["Medicaid ID"] = P(rng.choice(["%s%08d", "%s-%08d"]) % (rng.choice(["MA", "CH", "HP", "MC", "KB"]),
                                                                   rng.randint(0, 99999999)), "HEALTHPLAN")
    elif c == "CA":
        prov = k.town[2]
        if prov == "ON":
            hc = "%04d-%03d-%03d-%s%s" % (rng.randint(1000, 9999), rng.randint(0, 999),
                                          rng.randint(0, 999), rng.choice("ABCDEFGHJKLMNPRSTVWXYZ"),
                                          rng.choice("ABCDEFGHJKLMNPRSTVWXYZ"))
        elif prov == "BC":
            hc = "9%03d %03d %03d" % (rng.randint(0, 999), rng.randint(0, 999), rng.randint(0, 999))
        else:
            hc = "%05d-%04d" % (rng.randint(10000, 99999), rng.randint(0, 9999))
        ids["Health card"] = P(hc, "HEALTHPLAN")
        ids["Chart #"] = P("%07d" % rng.randint(100000, 9999999), "MRN")
        ids["Student #"] = P("%03d-%03d-%03d" % (rng.randint(100, 999), rng.randint(0, 999), rng.randint(0, 999)), "IDNUM")
    elif c == "AU":
        ids["Medicare"] = P("%d%03d %05d %d/%d" % (rng.randint(2, 6), rng.randint(0, 999), rng.randint(0, 99999),
                                                   rng.randint(1, 9), rng.randint(1, 5)), "HEALTHPLAN")
        ids["URN"] = P("%07d" % rng.randint(100000, 9999999), "MRN")
        ids["Student no."] = P("%s%06d" % (rng.choice(["", "STU", "S"]), rng.randint(0, 999999)), "IDNUM")
    else:
        ids["NHI"] = P(PL.nhi(rng), "MRN")
        ids["NSN"] = P("%d" % rng.randint(100000000, 2999999999), "IDNUM")
    return ids


def primary_id(k):
    """The record identifier most headers carry: (label, P)."""
    for lab in ("NHS No", "CHI", "NHI", "MRN", "URN", "Chart #"):
        if lab in k.ids:
            return lab, k.ids[lab]
    raise KeyError
