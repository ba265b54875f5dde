"""A case: one patient with carers, clinicians, places and identifiers,
plus surface-form helpers that return segment lists for nb.Note.w()."""
import datetime as dt

import phi
import pools_names as PN
import pools_places as PP
from nb import P

STAFF_CREDS = {
    "UK": ["RN", "CNS", "RGN", "Band 7 CNS", "Clinical Physiologist", "Resp. Physiologist", "BSc RN", "MCSP"],
    "US": ["RN", "RRT", "CRT", "NP", "APRN", "BSN, RN", "RRT-NPS"],
    "AU": ["RN", "CNC", "CNS", "Resp Scientist", "NP"],
    "CA": ["RRT", "RN", "NP", "inh.", "RT"],
    "IE": ["RGN", "CNS", "ANP", "Clinical Measurement Scientist", "RANP"],
}
DOC_CREDS = {"UK": ["MRCP", "FRCP", "MBChB", "MB BS FRCP", "PhD FRCP"],
             "US": ["MD", "DO", "MD, FCCP", "MD MPH"],
             "AU": ["MBBS FRACP", "FRACP", "MBBS"],
             "CA": ["MD FRCPC", "MD", "MD CCFP"],
             "IE": ["MRCPI", "FRCPI", "MB BCh BAO"]}


class Person:
    def __init__(self, rng, sex=None, staff=False, country="UK"):
        self.sex = sex or rng.choice("FM")
        pool = PN.FEMALE_FIRST if self.sex == "F" else PN.MALE_FIRST
        self.first = rng.choice(pool)
        self.last = rng.choice(PN.SURNAME_LIST)
        self.mi = rng.choice(PN.MIDDLE_INITIALS) if rng.random() < 0.45 else None
        self.nick = PN.NICKNAMES.get(self.first)
        self.country = country
        self.staff = staff
        self.cred = None
        dotted = country in ("US", "CA") and rng.random() < 0.7
        if self.sex == "F":
            t = rng.choice(["Mrs", "Mrs", "Ms", "Miss"])
        else:
            t = "Mr"
        self.title = t + ("." if (dotted and t != "Miss") else "")
        self.dr = "Dr." if (country in ("US", "CA") and rng.random() < 0.6) else "Dr"

    def initials(self, dots=True):
        parts = [self.first.split()[0][0], (self.mi or ""), self.last[0]]
        parts = [p for p in parts if p]
        return (".".join(parts) + ".") if dots else "".join(parts)

    def full(self):
        return "%s %s" % (self.first, self.last)


def name(rng, p, typ, style=None):
    """Segments for a name with titles outside the span."""
    if style is None:
        style = rng.choice(["full", "full", "full", "title", "title", "lf", "LF",
                            "init", "fml", "first", "tfull", "LFU"])
    f, l = p.first, p.last
    if style == "full":
        return [P("%s %s" % (f, l), typ)]
    if style == "fml":
        mi = p.mi or "J"
        return [P("%s %s. %s" % (f, mi, l), typ)]
    if style == "lf":
        return [P("%s, %s" % (l, f), typ)]
    if style == "LF":
        return [P("%s, %s" % (l.upper(), f), typ)]
    if style == "LFU":
        s = "%s, %s" % (l.upper(), f.upper())
        if p.mi:
            s += " " + p.mi
        return [P(s, typ)]
    if style == "title":
        return [p.title + " ", P(l, typ)]
    if style == "tfull":
        return [p.title + " ", P("%s %s" % (f, l), typ)]
    if style == "init":
        return [P("%s. %s" % (f[0], l), typ)]
    if style == "initnodot":
        return [P("%s %s" % (f[0], l), typ)]
    if style == "first":
        return [P(f, typ)]
    if style == "nick":
        return [P(p.nick or f, typ)]
    if style == "last":
        return [P(l, typ)]
    if style == "initials":
        return [P(p.initials(rng.random() < 0.5), typ)]
    if style == "dr":
        return [p.dr + " ", P(l, typ)]
    if style == "drfull":
        return [p.dr + " ", P("%s %s" % (f, l), typ)]
    if style == "drinit":
        return [p.dr + " ", P("%s %s" % (f[0], l), typ)]
    raise ValueError(style)


def staff_sig(rng, p, role_creds):
    """'Jane Doe, RN' style: name span then credential outside."""
    style = rng.choice(["full", "full", "fml", "init"])
    segs = name(rng, p, "DOCTOR", style)
    if p.cred:
        segs = segs + [rng.choice([", ", " ", " - "]) + p.cred]
    return segs


def doc_ref(rng, p):
    return name(rng, p, "DOCTOR", rng.choice(["dr", "dr", "drfull", "drinit", "full"]))


class Case:
    def __init__(self, rng, country, when_start=dt.date(2021, 1, 4), when_end=dt.date(2025, 6, 27)):
        self.c = c = country
        phi.CA_DMY[0] = rng.random() < 0.35
        self.pt = Person(rng, country=c)
        self.visit = phi.rand_date(rng, when_start, when_end)
        self.age = rng.choice([rng.randint(44, 64), rng.randint(62, 79), rng.randint(66, 88),
                               rng.randint(70, 95), rng.randint(58, 84)])
        by = self.visit.year - self.age
        self.dob = dt.date(by, rng.randint(1, 12), rng.randint(1, 28))
        if self.dob > self.visit.replace(year=self.dob.year):
            self.age -= 1
        # address
        self.town = rng.choice(PP.towns(c))
        self.region = rng.choice(PP.REGIONS[c])
        self.street = street(rng, c)
        self.postcode = postcode(rng, c, self.region)
        self.country_name = rng.choice(PP.HOME_COUNTRY[c])
        self.home_phone = phi.phone(rng, c, "land")
        self.mobile = phi.phone(rng, c, "mobile")
        self.email = phi.email(rng, self.pt.first, self.pt.last)
        # family / carer
        self.fam = Person(rng, country=c)
        self.rel = rng.choice(PP.RELATIONS)
        if self.rel in ("wife", "daughter", "niece", "granddaughter", "sister", "daughter-in-law"):
            self.fam = Person(rng, sex="F", country=c)
        elif self.rel in ("husband", "son", "nephew", "grandson", "brother", "son-in-law"):
            self.fam = Person(rng, sex="M", country=c)
        if self.rel in ("wife", "husband", "daughter", "son", "sister", "brother", "granddaughter", "grandson") and rng.random() < 0.6:
            self.fam.last = self.pt.last
        self.fam_phone = phi.phone(rng, c, "mobile")
        self.fam2 = Person(rng, country=c)
        self.profession = rng.choice(PP.PROFESSIONS)
        self.fam_prof = rng.choice(PP.PROFESSIONS)
        self.employer = rng.choice(PP.EMPLOYERS)
        # clinicians
        self.gp = Person(rng, country=c, staff=True)
        self.gp.cred = None
        self.cons = Person(rng, country=c, staff=True)
        self.cons.cred = rng.choice(DOC_CREDS[c])
        self.nurse = Person(rng, country=c, staff=True)
        self.nurse.cred = rng.choice(STAFF_CREDS[c])
        self.nurse2 = Person(rng, country=c, staff=True)
        self.nurse2.cred = rng.choice(STAFF_CREDS[c])
        self.eng = Person(rng, country=c, staff=True)
        self.eng.cred = None
        self.clerk = Person(rng, country=c, staff=True)
        self.clerk.cred = None
        # places
        self.hosp = place(rng, c, PP.HOSP_PATTERNS[c])
        self.hosp2 = place(rng, c, PP.HOSP_PATTERNS[c])
        self.practice = place(rng, c, PP.PRACTICE_PATTERNS[c])
        self.carehome = place(rng, c, PP.CARE_HOMES)
        self.pharmacy = rng.choice(PP.PLACE_WORDS) + rng.choice([" Pharmacy", " Chemist", " Pharmacy & Surgical"])
        self.ward = rng.choice(PP.WARDS)
        self.supplier = rng.choice(PP.SUPPLIERS[c])
        self.slug = PP.SUPPLIER_SLUG[self.supplier]
        self.sup_phone = phi.phone(rng, c, "office")
        self.sup_fax = phi.phone(rng, c, "land")
        self.hosp_phone = phi.phone(rng, c, "office")
        self.hosp_fax = phi.phone(rng, c, "land")
        self.gp_phone = phi.phone(rng, c, "land")
        self.gp_fax = phi.phone(rng, c, "land")
        # identifiers
        self.mrn = phi.mrn(rng, c)
        self.nhs = phi.nhs_number(rng)
        self.ssn = phi.ssn(rng)
        self.mbi = phi.mbi(rng)
        self.member = phi.member_id(rng)
        self.group = phi.group_no(rng)
        self.medicare_au = phi.medicare_au(rng)
        self.ihi = phi.ihi_au(rng)
        self.dva = phi.dva_au(rng)
        self.crn = phi.crn_au(rng)
        prov = self.region[1] or "ON"
        self.hc_ca = phi.healthcard_ca(rng, prov)
        self.sin = phi.sin_ca(rng)
        self.ppsn = phi.ppsn(rng)
        self.gms = phi.gms_ie(rng)
        self.order = phi.order_no(rng)
        self.acct = phi.account(rng)
        self.vreg = phi.vehicle(rng, c)
        self.van = phi.vehicle(rng, c)

    # ---- helpers returning segments
    def pt_name(self, rng, style=None):
        return name(rng, self.pt, "PATIENT", style)

    def fam_name(self, rng, style=None):
        if style is None:
            style = rng.choice(["full", "first", "first", "title", "full"])
        return name(rng, self.fam, "FAMILY", style)

    def dob_s(self, rng):
        return P(phi.fmt_dob(rng, self.dob, self.c), "DATE")

    def d(self, rng, day=None, style=None, offset=0):
        day = day or self.visit
        if offset:
            day = day + dt.timedelta(days=offset)
        return P(phi.fmt_date(rng, day, self.c, style), "DATE")

    def age_s(self, rng):
        return P(str(self.age), "AGE")

    def age_phrase(self, rng):
        a = str(self.age)
        sx = self.pt.sex
        k = rng.randint(0, 7)
        if k == 0:
            return [P(a, "AGE"), "-year-old"]
        if k == 1:
            return [P(a, "AGE"), " yo"]
        if k == 2:
            return [P(a, "AGE"), "yo " + ("F" if sx == "F" else "M")]
        if k == 3:
            return [P(a, "AGE"), " y/o"]
        if k == 4:
            return [P(a, "AGE"), sx]
        if k == 5:
            return ["aged ", P(a, "AGE")]
        if k == 6:
            return [P(a, "AGE"), " year old"]
        return [P(a, "AGE"), " yrs"]

    def hc_id(self, rng):
        """(label, value, type) of the main national health identifier."""
        c = self.c
        if c == "UK":
            return (rng.choice(["NHS No", "NHS number", "NHS No.", "NHS#"]), self.nhs, "MRN")
        if c == "US":
            return (rng.choice(["Medicare MBI", "MBI", "Medicare ID", "HICN/MBI"]), self.mbi, "HEALTHPLAN")
        if c == "AU":
            return (rng.choice(["Medicare No", "Medicare", "Medicare card"]), self.medicare_au, "HEALTHPLAN")
        if c == "CA":
            return (rng.choice(["Health card", "HCN", "PHN", "Health Card #", "OHIP/HCN"]), self.hc_ca, "HEALTHPLAN")
        return (rng.choice(["Medical card", "GMS No", "Medical Card No."]), self.gms, "HEALTHPLAN")

    def addr(self, rng, sep=", ", with_region=None, with_country=False, street_too=True):
        c = self.c
        segs = []
        if street_too:
            segs += [P(self.street, "STREET"), sep]
        segs.append(P(self.town, "CITY"))
        reg_name, reg_abbr, reg_type = self.region
        if with_region is None:
            with_region = rng.random() < (0.9 if c in ("US", "AU", "CA") else 0.5)
        if with_region:
            if c == "IE":
                segs += [sep, P(rng.choice(["Co. ", "County ", "Co "]) + reg_name, reg_type)]
            else:
                r = reg_abbr if (reg_abbr and rng.random() < 0.75) else reg_name
                if c == "UK":
                    rs = sep
                elif "\n" in sep:
                    rs = ", "
                else:
                    rs = sep if rng.random() < 0.5 else " "
                segs += [rs, P(r, reg_type)]
        segs += [" " if c in ("US", "AU", "CA") and with_region else sep, P(self.postcode, "ZIP")]
        if with_country:
            segs += [sep, P(self.country_name, "COUNTRY")]
        return segs


def street(rng, c):
    w = rng.choice(PP.STREET_WORDS)
    suf = rng.choice(PP.STREET_SUFFIX[c])
    num = str(rng.choice([rng.randint(1, 99), rng.randint(1, 40), rng.randint(100, 9999) if c in ("US", "CA", "AU") else rng.randint(1, 220)]))
    base = "%s %s %s" % (num, w, suf)
    r = rng.random()
    if r < 0.12:
        if c == "UK":
            return "Flat %d, %s" % (rng.randint(1, 24), base)
        if c == "US":
            return "%s, Apt %d%s" % (base, rng.randint(1, 9), rng.choice("ABCD"))
        if c == "AU":
            return "Unit %d/%s" % (rng.randint(1, 12), base)
        if c == "CA":
            return "%d-%s" % (rng.randint(101, 1210), base)
        return "Apt %d, %s" % (rng.randint(1, 30), base)
    if r < 0.18 and c in ("UK", "IE"):
        return "%s, %s %s" % (rng.choice(PP.HOUSE_NAMES), w, suf)
    if r < 0.22 and c in ("US", "CA", "AU"):
        return "%s %s" % (rng.choice(["RR 2 Box", "PO Box"]), rng.randint(10, 999)) if c != "AU" else "Lot %d %s %s" % (rng.randint(1, 80), w, suf)
    return base


def postcode(rng, c, region):
    if c == "UK":
        a = rng.choice(PP.UK_POST_AREAS)
        return "%s%d %d%s" % (a, rng.randint(1, 19), rng.randint(1, 9), phi.letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if c == "US":
        z = phi.digits(rng, 5)
        return z if rng.random() < 0.8 else z + "-" + phi.digits(rng, 4)
    if c == "AU":
        return PP.AU_STATE_DIGIT.get(region[1], "2") + phi.digits(rng, 3)
    if c == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        first = rng.choice(PP.CA_POST_LETTER.get(region[1], "K"))
        return "%s%d%s %d%s%d" % (first, rng.randint(0, 9), rng.choice(L), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))
    return "%s %s" % (rng.choice(PP.IE_ROUTING), "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))


def place(rng, c, patterns):
    pat = rng.choice(patterns)
    return pat.replace("{T}", rng.choice(PP.towns(c))).replace("{P}", rng.choice(PP.PLACE_WORDS)).replace("{S}", rng.choice(PP.SAINTS))
