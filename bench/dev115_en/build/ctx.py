"""Per-note context: invented people, places and identifiers, rendered with PHI markers."""
import datetime

from core import (P, MALE, FEMALE, SURNAMES, CITIES_UK, CITIES_IE, COUNTIES_UK, COUNTIES_IE,
                  REGIONS, COUNTRIES, STREET_NAMES, STREET_SUFFIX, HOSP_STEMS, SAINTS,
                  WARD_NAMES, COMPANY_STEMS, COMPANY_KIND, LAW_FIRMS, INSURERS, SCHOOLS,
                  COUNCILS, BUILDINGS, PRISONS, PROFESSIONS, fmt_date, rid, add_days,
                  num_words, ascii_fold, HOLIDAYS)

CREDS_DOC = ["MB BCh BAO, MRCPsych", "MBChB, FRCS (Tr & Orth)", "MB BS, FRCP", "MBChB, MRCGP",
             "MB BCh, FRCEM", "MBChB, FFOM", "MB BCh BAO, MICGP", "BSc, MBChB, FRCA",
             "MD, FRCPI", "MBChB, MRCP, PhD", "MB BS, DOccMed, MFOM", "MBChB, FRCR",
             "MB BCh BAO, FCARCSI", "MBChB, MSc, FRCPsych", "MBChB, FFLM"]
CREDS_NURSE = ["RGN", "RMN", "RN", "RGN, BSc (Hons)", "RNLD", "RGN, MSc", "RMN, DipSW"]
RELATIONS_M = ["husband", "son", "father", "brother", "partner", "stepfather", "grandson",
               "nephew", "uncle"]
RELATIONS_F = ["wife", "daughter", "mother", "sister", "partner", "stepmother", "granddaughter",
               "niece", "aunt"]


class Person:
    def __init__(self, c, typ, sex=None, surname=None, title=None):
        r = c.r
        self.c = c
        self.typ = typ
        self.sex = sex or r.choice("MF")
        pool = MALE if self.sex == "M" else FEMALE
        self.given = r.choice(pool)
        self.middle = r.choice(MALE if self.sex == "M" else FEMALE) if r.random() < 0.45 else None
        if self.middle == self.given:
            self.middle = None
        self.surname = surname or r.choice(SURNAMES)
        if title:
            self.title = title
        elif self.sex == "M":
            self.title = "Mr"
        else:
            self.title = r.choice(["Mrs", "Ms", "Miss", "Ms"])
        self.dot = r.random() < 0.3  # "Mr." style for this person
        self.nick = None

    def t(self, title=None):
        t = title or self.title
        if self.dot and t in ("Mr", "Mrs", "Ms", "Dr", "Prof"):
            t += "."
        return t

    def initials(self, dots=True, sep=""):
        parts = [self.given[0]] + ([self.middle[0]] if self.middle else [])
        return (sep.join(p + "." for p in parts)) if dots else sep.join(parts)

    def full(self, middle=None):
        r = self.c.r
        if middle is None:
            middle = r.random() < 0.35
        if middle and self.middle:
            m = self.middle if r.random() < 0.4 else self.middle[0] + r.choice([".", ""])
            return f"{self.given} {m} {self.surname}"
        return f"{self.given} {self.surname}"

    def n(self, form=None, title=None):
        """A marked mention of this person, the title (if any) outside the span."""
        r = self.c.r
        T = self.typ
        if form is None:
            form = r.choice(["full", "title_sur", "title_sur", "title_init", "title_full",
                             "sur_first", "given", "title_sur", "upper", "given_init"])
        t = self.t(title)
        if form == "full":
            return P(T, self.full())
        if form == "title_sur":
            return f"{t} " + P(T, self.surname)
        if form == "title_init":
            ini = r.choice([self.initials(True), self.initials(True, " "),
                            self.initials(False), self.given[0] + "."])
            return f"{t} " + P(T, f"{ini} {self.surname}")
        if form == "title_full":
            return f"{t} " + P(T, self.full())
        if form == "sur_first":
            if r.random() < 0.5:
                return P(T, f"{self.surname.upper()}, {self.given.upper()}")
            return P(T, f"{self.surname}, {self.given}" + (f" {self.middle[0]}" if self.middle else ""))
        if form == "given":
            return P(T, self.given)
        if form == "given_init":
            return P(T, f"{self.given} {self.surname[0]}.")
        if form == "upper":
            return P(T, self.full(False).upper())
        if form == "initials":
            if r.random() < 0.6:
                return P(T, self.initials(True) + self.surname[0] + ".")
            return P(T, self.initials(False) + self.surname[0])
        if form == "surname":
            return P(T, self.surname)
        raise ValueError(form)


class Ctx:
    def __init__(self, r, genre, idx):
        self.r = r
        self.genre = genre
        self.idx = idx
        self.ie = r.random() < 0.35
        # dates
        self.event = datetime.date(2015, 1, 1) + datetime.timedelta(days=r.randint(0, 365 * 8))
        self.age = r.randint(19, 88)
        self.dob = datetime.date(self.event.year - self.age, r.randint(1, 12), r.randint(1, 28))
        if (self.dob.month, self.dob.day) > (self.event.month, self.event.day):
            self.age -= 1
        self.report = add_days(self.event, r.randint(90, 900))
        self.pt = Person(self, "PATIENT")
        if r.random() < 0.15:
            self.pt.nick = r.choice(["Jimmy", "Bex", "Dee", "Tommo", "Nell", "Sully", "Bobby", "Kit"])
        sex_rel = r.choice("MF")
        self.rel = Person(self, "FAMILY", sex=sex_rel,
                          surname=self.pt.surname if r.random() < 0.6 else None)
        self.rel_role = r.choice(RELATIONS_M if sex_rel == "M" else RELATIONS_F)
        self.author = self.doctor()
        self.gp = self.doctor(title="Dr")
        self.doc2 = self.doctor()
        self.nurse = Person(self, "DOCTOR")
        self.sol = Person(self, "FAMILY")
        self.cities = CITIES_IE if self.ie else CITIES_UK
        self.city = r.choice(self.cities)
        self.city2 = r.choice(self.cities)
        self.county = r.choice(COUNTIES_IE if self.ie else COUNTIES_UK)
        self.street = self.mk_street()
        self.zip = self.mk_zip()
        self.hosp = self.mk_hosp()
        self.hosp2 = self.mk_hosp()
        self.practice = self.mk_practice()
        self.ward = self.mk_ward()
        self.employer = self.mk_company()
        self.prof = r.choice(PROFESSIONS)
        self.rel_prof = r.choice(PROFESSIONS)
        self.firm = r.choice(LAW_FIRMS)
        self.insurer = r.choice(INSURERS)
        self.country = r.choice(COUNTRIES)
        self.region = r.choice(REGIONS)
        self.mrn = rid(r, r.choice(["N999999", "A9999999", "99999999", "AA99999", "MRN-9999999"]))
        self.nhs = rid(r, "9N9 999 9999") if r.random() < 0.6 else rid(r, "9N99999999")
        self.ssn = self.mk_ssn()
        self.ref_ours = self.mk_ref()
        self.ref_theirs = self.mk_ref()

    # --------------------------------------------------------------- people
    def doctor(self, title=None):
        r = self.r
        p = Person(self, "DOCTOR")
        p.title = title or r.choice(["Dr", "Dr", "Dr", "Mr" if p.sex == "M" else "Ms", "Prof"])
        p.creds = r.choice(CREDS_DOC)
        return p

    def person(self, typ="FAMILY", sex=None):
        return Person(self, typ, sex=sex)

    def ptn(self, form=None):
        r = self.r
        if form is None:
            form = r.choice(["title_sur"] * 5 + ["title_init", "full", "given", "title_full",
                                                  "upper", "sur_first", "given_init", "initials"])
        return self.pt.n(form)

    def relation(self):
        return f"{self.rel_role}, " + self.rel.n(self.r.choice(["full", "given", "title_sur", "title_full"]))

    # --------------------------------------------------------------- values
    def d(self, dt, style=None):
        return P("DATE", fmt_date(self.r, dt, style))

    def hol(self, year=None):
        h = self.r.choice(HOLIDAYS)
        if year and self.r.random() < 0.5:
            h = f"{h} {year}"
        return P("DATE", h)

    def agephr(self, a=None, form=None):
        a = self.age if a is None else a
        r = self.r
        form = form or r.choice(["yo", "aged", "years", "ageof", "words", "paren"])
        if form == "yo":
            return P("AGE", str(a)) + "-year-old"
        if form == "aged":
            return "aged " + P("AGE", str(a))
        if form == "years":
            return P("AGE", str(a)) + " years of age"
        if form == "ageof":
            return "at the age of " + P("AGE", str(a))
        if form == "words":
            return "aged " + P("AGE", num_words(a))
        return "(age " + P("AGE", str(a)) + ")"

    def mk_street(self):
        r = self.r
        base = f"{r.randint(1, 214)} {r.choice(STREET_NAMES)} {r.choice(STREET_SUFFIX)}"
        x = r.random()
        if x < 0.15:
            base = f"Flat {r.randint(1, 40)}, " + base
        elif x < 0.25:
            base = f"Apartment {r.randint(1, 90)}, " + base
        elif x < 0.32:
            base = f"{r.randint(1, 30)}{r.choice('ABC')} {r.choice(STREET_NAMES)} {r.choice(STREET_SUFFIX)}"
        return base

    def mk_zip(self):
        r = self.r
        if self.ie:
            return rid(r, r.choice(["A99 A9A9", "A99 AA99", "A99 A99A"]))
        return rid(r, r.choice(["AA9 9AA", "AA99 9AA", "A9 9AA", "A99 9AA", "AA9A 9AA"]))

    def mk_hosp(self):
        r = self.r
        s = r.choice(HOSP_STEMS)
        return r.choice([f"{s} General Hospital", f"St. {r.choice(SAINTS)} University Hospital",
                         f"{s} Royal Infirmary", f"St {r.choice(SAINTS)} Hospital",
                         f"{s} Community Hospital", f"{s} University Hospital",
                         f"{s} District General Hospital", f"Mercy Hospital {s}",
                         f"{s} Memorial Hospital"])

    def mk_practice(self):
        r = self.r
        return r.choice([f"{r.choice(STREET_NAMES)} Road Surgery", f"{r.choice(HOSP_STEMS)} Health Centre",
                         f"{r.choice(STREET_NAMES)} Medical Practice", f"The {r.choice(STREET_NAMES)} Surgery",
                         f"{r.choice(HOSP_STEMS)} Family Practice", f"{r.choice(STREET_NAMES)} Primary Care Centre"])

    def mk_ward(self):
        r = self.r
        return r.choice([f"{r.choice(WARD_NAMES)} Ward", f"Ward {r.randint(1, 30)}{r.choice('ABCD')}",
                         f"{r.choice(WARD_NAMES)} Unit", f"St {r.choice(SAINTS)} Ward"])

    def mk_company(self):
        r = self.r
        return f"{r.choice(COMPANY_STEMS)} {r.choice(COMPANY_KIND)}"

    def mk_care_home(self):
        r = self.r
        return r.choice([f"{r.choice(STREET_NAMES)} House Nursing Home", f"{r.choice(WARD_NAMES)} Lodge Care Home",
                         f"{r.choice(HOSP_STEMS)} Residential Home", f"{r.choice(STREET_NAMES)} Manor Care Centre"])

    def mk_ssn(self):
        r = self.r
        if self.ie:
            return "9" + rid(r, r.choice(["999999A", "999999AA", "999999A"]))
        return r.choice(["000 " + rid(r, "99 99 99 A"), "000" + rid(r, "999999A"), "000-" + rid(r, "99-9999")])

    def mk_ref(self):
        r = self.r
        return rid(r, r.choice(["AA/9999/99", "AAA-99999", "99/AA/9999", "A9999-AA", "AA9999999",
                                "AAA/99/999", "9999-AAA-99"]))

    def phone(self, ext=None):
        r = self.r
        if self.ie:
            v = r.choice([f"0{r.randint(1, 99)} 555 {rid(r, '9999')}", f"+353 {r.randint(1, 99)} 555 {rid(r, '9999')}",
                          f"08{r.choice('35679')} 555 {rid(r, '9999')}", f"(0{r.randint(21, 99)}) 555 {rid(r, '9999')}"])
        else:
            v = r.choice([f"0{r.randint(1100, 1999)} 555 {rid(r, '999')}", f"0{r.randint(20, 29)} 5550 {rid(r, '9999')}",
                          f"07{rid(r, '999')} 555 {rid(r, '999')}", f"+44 (0){r.randint(113, 199)} 555 {rid(r, '9999')}",
                          f"0{r.randint(113, 199)} 555 {rid(r, '9999')}", f"0{r.randint(113, 199)}-555-{rid(r, '9999')}"])
        if ext or (ext is None and r.random() < 0.12):
            v += r.choice([f" ext. {rid(r, 'N999')}", f" extn {rid(r, 'N99')}", f" x{rid(r, 'N99')}"])
        return v

    def email(self, p=None, domain=None):
        r = self.r
        dom = domain or r.choice(["example.com", "example.org", "example.net", "nhs.example.net",
                                  "legal.example.com", "hse.example.org", "mail.example.com"])
        if p is None:
            local = r.choice(["records", "sar.requests", "complaints", "ohs.referrals", "admin",
                              "medicolegal", "dpo", "safeguarding.hub", "claims"])
        else:
            g, s = ascii_fold(p.given), ascii_fold(p.surname)
            local = r.choice([f"{g}.{s}", f"{g[0]}{s}", f"{s}.{g[0]}", f"{g}{s}{r.randint(1, 99)}"])
        return f"{local}@{dom}"

    def url(self):
        r = self.r
        host = r.choice(["www.example.org", "www.example.com", "portal.example.net", "records.example.org",
                         "example.net", "www.example.net"])
        path = r.choice(["/sar", "/complaints", "/patient-portal", "/ohs/referral", "/medicolegal/upload",
                         "/secure/download", "/feedback", "/claims/evidence", "/dpo"])
        pre = r.choice(["", "https://", "http://", "https://"])
        return f"{pre}{host}{path}"

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"])

    def username(self, p):
        r = self.r
        g, s = ascii_fold(p.given), ascii_fold(p.surname)
        u = r.choice([f"{g[0]}{s}", f"{s}{g[0]}", f"{g}.{s}", f"{g[0]}{s}{r.randint(1, 99)}",
                      f"{s[:5]}{g[:2]}", f"{g}_{s[:3]}"])
        return u.upper() if r.random() < 0.3 else u

    def licence(self, kind=None):
        r = self.r
        kind = kind or ("imc" if self.ie else r.choice(["gmc", "nmc", "hcpc"]))
        return {"gmc": ("GMC No.", rid(r, "N999999")), "nmc": ("NMC PIN", rid(r, "99A9999A")),
                "hcpc": ("HCPC registration", rid(r, r.choice(["PA99999", "OT99999", "PH99999"]))),
                "imc": ("Medical Council Reg. No.", rid(r, "N99999")),
                "nmbi": ("NMBI PIN", rid(r, "N99999")),
                "drive": ("driving licence number", rid(r, "AAAAA999999AA9AA") if not self.ie else rid(r, "999999999"))}[kind]

    def vehicle(self):
        r = self.r
        if self.ie:
            return rid(r, r.choice(["N9N-AA-9999", "N9N-A-99999", "N9-AA-999"])).replace("AA-", r.choice(["KY-", "LH-", "WX-", "MO-", "DL-"]), 1)
        return rid(r, r.choice(["AA99 AAA", "AA9N AAA", "A999 AAA"]))

    def vin(self):
        return rid(self.r, "AAA9AAA99A9999999").replace("I", "J").replace("O", "P").replace("Q", "R")

    def addr_lines(self, who_street=None, sep=", "):
        """Marked address: street, city, county, postcode (+ optional country)."""
        r = self.r
        parts = [P("STREET", who_street or self.street), P("CITY", self.city)]
        if self.ie:
            parts.append("Co. " + P("CITY", self.county))
        elif r.random() < 0.4:
            parts.append(P("CITY", self.county))
        if r.random() < 0.15:
            parts.append(P("STATE", self.region))
        z = P("ZIP", self.zip)
        if sep == ", " and r.random() < 0.4:
            parts[-1] = parts[-1] + " " + z
        else:
            parts.append(z)
        return sep.join(parts)

    def org_addr(self, sep="\n"):
        r = self.r
        city = r.choice(self.cities)
        zp = self.mk_zip()
        return sep.join([P("STREET", self.mk_street()), P("CITY", city), P("ZIP", zp)])
