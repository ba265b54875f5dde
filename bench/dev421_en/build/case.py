"""A case: one patient episode with every person, place, identifier and date the
genre writers need, plus shared writers (names, addresses, dates, headers,
signatures). All values come from the rng passed in."""
import datetime
import re

import ids
from pools_people import FEMALE, MALE, SURNAMES, PROFESSIONS, RELATIONS_F, RELATIONS_M
from pools_places import C, TERMS, ABROAD
from pools_clin import PATHWAYS

ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
         "seventeen", "eighteen", "nineteen"]


def age_words(n):
    if n >= 100:
        rest = n - 100
        return "one hundred" + ("" if rest == 0 else " and " + age_words(rest))
    if n < 10:
        return ONES[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])


class Person:
    def __init__(self, first, last, sex, middle=""):
        self.first, self.last, self.sex, self.middle = first, last, sex, middle
        self.role = ""
        self.lic = None
        self.cred = ""
        self.bleep = ""
        self.user = ""
        self.email = ""
        self.phone = ""
        self.title = ""

    def full(self):
        return self.first + " " + self.last

    def form(self, kind):
        f, l, m = self.first, self.last, self.middle
        if kind == "full":
            return f + " " + l
        if kind == "fml":
            return f + " " + (m + ". " if m else "") + l
        if kind == "last":
            return l
        if kind == "first":
            return f
        if kind == "LF":
            return l.upper() + ", " + f.upper() + (" " + m if m else "")
        if kind == "Lf":
            return l + ", " + f
        if kind == "il":
            return f[0] + ". " + l
        if kind == "il2":
            return f[0] + " " + l
        if kind == "ini":
            return f[0] + l[0] if l[0].isalpha() else f[0] + l[1]
        if kind == "inidot":
            return f[0] + "." + l[0] + "."
        if kind == "ini_lower":
            return (f[0] + l[0]).lower()
        if kind == "fi":
            return f + " " + l[0] + "."
        raise ValueError(kind)


def new_person(rng, sex=None):
    if sex is None:
        sex = rng.choice("FM")
    first = rng.choice(FEMALE if sex == "F" else MALE)
    last = rng.choice(SURNAMES)
    middle = rng.choice(ids.UPPER) if rng.random() < 0.3 else ""
    return Person(first, last, sex, middle)


def tm(rng, h0=7, h1=21):
    return "%02d:%02d" % (rng.randint(h0, h1), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 34,
                                                          40, 45, 48, 50, 55]))


AGE_RANGE = {"copd": (58, 89), "cap": (45, 92), "covid": (33, 81), "hf": (60, 93),
             "frailty_fall": (76, 101), "delirium": (74, 99), "cellulitis": (28, 86),
             "pyelo": (24, 78), "osteo": (41, 84)}


class Case:
    def __init__(self, rng, cc, pw):
        self.rng, self.cc, self.pw = rng, cc, pw
        self.P = C[cc]
        self.T = TERMS[cc]
        self.path = PATHWAYS[pw]
        self.us = cc in ("US", "CA")
        self.dstyle = rng.choice(["num", "num", "text", "dash", "short"] if cc != "US"
                                 else ["num", "num", "short", "text"])
        # dates
        self.d0 = ids.rand_date(rng, 2022, 2025)
        self.hosp_adm = self.d0 - datetime.timedelta(days=rng.randint(1, 9))
        self.los = rng.randint(3, 14)
        # patient
        self.pt = new_person(rng)
        a0, a1 = AGE_RANGE[pw]
        age = rng.randint(a0, a1)
        dob = self.d0 - datetime.timedelta(days=int(age * 365.25) + rng.randint(1, 360))
        self.dob = dob
        self.age = self.d0.year - dob.year - ((self.d0.month, self.d0.day) < (dob.month, dob.day))
        self.sex = self.pt.sex
        if self.us:
            self.title = "Mr." if self.sex == "M" else rng.choice(["Mrs.", "Ms."])
        else:
            self.title = "Mr" if self.sex == "M" else rng.choice(["Mrs", "Mrs", "Ms", "Miss"])
        self.prof = rng.choice(PROFESSIONS)
        self.retired = self.age >= 66 or rng.random() < 0.2
        self.addr = self.make_addr()
        self.home_phone = ids.phone(rng, cc, "land")
        self.mob = ids.mobile(rng, cc)
        self.pt_email = ids.email_person(rng, self.pt.first, self.pt.last)
        self.pt_user = ids.username(rng, self.pt.first, self.pt.last)
        # identifiers
        self.mrn = ids.mrn(rng, cc)
        self.nid = ids.national_id(rng, cc)
        self.ssn = ids.ssn(rng, cc)
        self.hp = ids.healthplan(rng, cc)
        self.acct = ids.account(rng, cc)
        self.insurer = rng.choice(self.P["insurers"]) if "insurers" in self.P else None
        # family
        nsex = rng.choice("FM")
        self.nok = new_person(rng, nsex)
        if rng.random() < 0.6:
            self.nok.last = self.pt.last
        self.nok_rel = rng.choice(RELATIONS_F if nsex == "F" else RELATIONS_M)
        if self.age > 80 and self.nok_rel in ("mother", "father"):
            self.nok_rel = "daughter" if nsex == "F" else "son"
        self.nok_phone = ids.mobile(rng, cc)
        self.nok_email = ids.email_person(rng, self.nok.first, self.nok.last)
        self.nok_prof = rng.choice(PROFESSIONS)
        off = {"daughter": (-38, -22), "son": (-38, -22), "wife": (-8, 3), "husband": (-3, 8),
               "partner": (-9, 9), "sister": (-10, 10), "brother": (-10, 10),
               "niece": (-40, -20), "nephew": (-40, -20), "granddaughter": (-65, -45),
               "grandson": (-65, -45), "daughter-in-law": (-38, -20),
               "son-in-law": (-38, -20), "mother": (18, 34), "father": (20, 38),
               "neighbour": (-40, 10), "friend": (-10, 10)}[self.nok_rel]
        self.nok_age = max(19, min(99, self.age + rng.randint(off[0], off[1])))
        fsex = rng.choice("FM")
        self.fam2 = new_person(rng, fsex)
        self.fam2_rel = rng.choice(RELATIONS_F if fsex == "F" else RELATIONS_M)
        self.carer = new_person(rng, "F" if rng.random() < 0.8 else "M")
        self.agency = rng.choice(self.P["agencies"])
        self.employer = rng.choice(self.P["employers"])
        self.community = rng.choice(self.P["community"])
        self.abroad = rng.choice(ABROAD)
        # sites and services
        self.hosp = rng.choice(self.P["hospitals"])
        self.ward = rng.choice(self.P["wards"])
        self.bed = str(rng.randint(1, 32))
        self.bay = str(rng.randint(1, 8))
        self.trust = rng.choice(self.P["trusts"])
        self.vw = rng.choice(self.P["vw"])
        self.vw_phone = ids.phone(rng, cc, "land")
        self.vw_fax = ids.phone(rng, cc, "land")
        self.vw_email = ids.email_team(rng, rng.choice(["virtualward", "vw.team", "hah.referrals",
                                                        "remote.monitoring", "hith.admin",
                                                        "opat.team"]))
        self.site_addr = self.make_addr(site=True)
        self.practice = rng.choice(self.P["practices"])
        self.prac_addr = self.make_addr(site=True)
        self.prac_phone = ids.phone(rng, cc, "land")
        self.prac_fax = ids.phone(rng, cc, "land")
        self.prac_email = ids.email_team(rng, "reception." + ids.ascii_name(self.practice)[:10])
        self.pharmacy = rng.choice(self.P["pharmacies"])
        self.carehome = rng.choice(self.P["carehomes"])
        self.courier = rng.choice(self.P["couriers"])
        self.landmark = rng.choice(self.P["landmarks"])
        # staff
        self.gp = self.staff("gp", "Dr")
        self.cons = self.staff("Consultant", "Dr", "doctor")
        self.reg = self.staff("Registrar", "Dr", "doctor")
        self.anp = self.staff("Advanced Nurse Practitioner", "", "nurse")
        self.rn = self.staff("Virtual Ward Nurse", "", "nurse")
        self.rn2 = self.staff("Community Staff Nurse", "", "nurse")
        self.hca = self.staff("Healthcare Assistant", "", None)
        self.pharm = self.staff("Clinical Pharmacist", "", "pharm")
        self.physio = self.staff("Physiotherapist", "", "ahp")
        self.ot = self.staff("Occupational Therapist", "", "ahp")
        self.clerk = self.staff("Care Coordinator", "", None)
        self.ward_dr = self.staff("Ward FY2", "Dr", "doctor")

    # ------------------------------------------------------------ builders
    def staff(self, role, title, lic_kind="doctor"):
        rng = self.rng
        s = new_person(rng)
        s.role, s.title = role, title
        if self.us and title == "Dr":
            s.title = "Dr."
        if lic_kind:
            s.lic = ids.license(rng, self.cc, lic_kind)
        s.cred = {"doctor": rng.choice(["MBBS", "MRCP", "MB BCh", "MD", "FRCP", "FRACP"] if not self.us
                                       else ["MD", "DO"]),
                  "nurse": rng.choice(["RN", "RGN", "ANP", "NP", "BSc RN"]),
                  "pharm": rng.choice(["MPharm", "PharmD", "IP"]),
                  "ahp": rng.choice(["BSc", "MCSP", "HCPC reg"])}.get(lic_kind or "", "")
        s.bleep = ids.bleep(rng)
        s.phone = ids.phone(rng, self.cc, "land")
        s.user = ids.username(rng, s.first, s.last)
        s.email = ids.email_person(rng, s.first, s.last)
        return s

    def make_addr(self, site=False):
        rng, P = self.rng, self.P
        town = rng.choice(P["towns"])
        num = rng.randint(1, 240)
        st = rng.choice(P["streets"])
        street = "%d %s" % (num, st)
        if not site and rng.random() < 0.3:
            u = rng.choice(P["units"])
            b = rng.choice(P["buildings"])
            n = rng.randint(1, 40)
            if self.cc in ("AU", "NZ") and "Flat" not in u:
                street = "%d/%d %s" % (n, num, st)
            elif self.cc == "CA" and u == "{n}-":
                street = "%d-%d %s" % (n, num, st)
            elif self.cc in ("US", "CA"):
                street = street + ", " + u.format(n=n, b=b)
            elif "{b}" in u and "{n}" not in u:
                street = b + ", " + street
            else:
                street = u.format(n=n, b=b) + ", " + street
        return {"street": street, "town": town[0], "region": town[1],
                "abbr": town[2] if len(town) > 2 else "", "zip": ids.postcode(rng, self.cc)}

    # ------------------------------------------------------------ writers
    def fd(self, date, style=None):
        return ids.fmt_date(self.cc, date, style or self.dstyle)

    def day(self, k):
        return self.d0 + datetime.timedelta(days=k)

    def w_d(self, d, date, style=None):
        d.p(self.fd(date, style), "DATE")

    def w_pt(self, d, kind=None):
        rng = self.rng
        if kind is None:
            kind = rng.choice(["full", "title", "title", "first", "LF", "title", "full"])
        if kind == "title":
            d.t(self.title + " ")
            d.p(self.pt.last, "PATIENT")
        elif kind == "titlefull":
            d.t(self.title + " ")
            d.p(self.pt.full(), "PATIENT")
        else:
            d.p(self.pt.form(kind), "PATIENT")

    def w_st(self, d, s, kind=None):
        rng = self.rng
        if kind is None:
            kind = rng.choice(["full", "title", "full", "il"] if s.title else ["full", "first", "full"])
        if kind == "title":
            if s.title:
                d.t(s.title + " ")
                d.p(s.last, "DOCTOR")
            else:
                d.p(s.full(), "DOCTOR")
        elif kind == "il" and s.title:
            d.t(s.title + " ")
            d.p(s.form("il"), "DOCTOR")
        else:
            d.p(s.form(kind), "DOCTOR")

    def w_fam(self, d, p, kind=None):
        kind = kind or self.rng.choice(["first", "full", "full"])
        d.p(p.form(kind), "FAMILY")

    def w_addr(self, d, a=None, sep=", ", country=False):
        a = a or self.addr
        cc = self.cc
        d.p(a["street"], "STREET")
        d.t(sep)
        d.p(a["town"], "CITY")
        if cc == "GB":
            if self.rng.random() < 0.35:
                d.t(sep)
                d.p(a["region"], "CITY")
            d.t(sep if self.rng.random() < 0.5 else " ")
            d.p(a["zip"], "ZIP")
        elif cc == "US":
            d.t(", ")
            d.p(a["abbr"], "STATE")
            d.t(" ")
            d.p(a["zip"], "ZIP")
        elif cc == "AU":
            d.t(" ")
            d.p(a["abbr"], "STATE")
            d.t(" ")
            d.p(a["zip"], "ZIP")
        elif cc == "IE":
            d.t(sep)
            d.p(a["region"], "CITY")
            d.t(sep)
            d.p(a["zip"], "ZIP")
        elif cc == "CA":
            d.t(", ")
            d.p(a["abbr"] if self.rng.random() < 0.7 else a["region"], "STATE")
            d.t("  ")
            d.p(a["zip"], "ZIP")
        else:
            if self.rng.random() < 0.4:
                d.t(sep)
                d.p(a["region"], "STATE")
            d.t(" ")
            d.p(a["zip"], "ZIP")
        if country:
            d.t(sep)
            d.p(self.rng.choice(self.P["name"]), "COUNTRY")

    def w_tpl(self, d, s):
        """pool strings may carry {Y} (a patient-tied year -> DATE) and {k}"""
        parts = re.split(r"(\{Y\}|\{k\})", s)
        for part in parts:
            if part == "{Y}":
                d.p(str(self.rng.randint(max(self.dob.year + 20, 1985), self.d0.year - 1)), "DATE")
            elif part == "{k}":
                d.t(str(self.rng.randint(2, 4)))
            else:
                d.t(part)

    def w_age(self, d, form=None):
        rng = self.rng
        form = form or rng.choice(["yo", "-year-old", "y", "sexed", "aged", "yo"])
        if form == "yo":
            d.p(str(self.age), "AGE")
            d.t(rng.choice([" yo", "yo", " y/o", " yrs"]))
        elif form == "-year-old":
            d.p(str(self.age), "AGE")
            d.t("-year-old")
        elif form == "y":
            d.p(str(self.age), "AGE")
            d.t("y")
        elif form == "sexed":
            d.p(str(self.age), "AGE")
            d.t(self.sex if rng.random() < 0.5 else " " + self.sex)
        elif form == "words":
            d.p(age_words(self.age), "AGE")
            d.t(" years old")
        else:
            d.t("aged ")
            d.p(str(self.age) if rng.random() < 0.8 else age_words(self.age), "AGE")

    def w_ids(self, d, sep="   "):
        """the identifier line(s) usual for the country"""
        cc = self.cc
        if cc == "GB":
            d.fl("NHS No: {}" + sep + "Hosp No: {}", (self.nid, "MRN"), (self.mrn, "MRN"))
        elif cc == "US":
            d.f("MRN: {}" + sep + "Enc #: {}", (self.mrn, "MRN"), (self.acct, "ACCOUNT"))
            if self.rng.random() < 0.8:
                d.f(sep + "SSN: {}", (self.ssn, "SSN"))
            d.ln()
            d.fl("Payer: {}" + sep + "Member ID: {}", (self.insurer, "ORGANIZATION"),
                 (self.hp, "HEALTHPLAN"))
        elif cc == "AU":
            d.fl("URN: {}" + sep + "Medicare: {}" + sep + "IHI: {}", (self.mrn, "MRN"),
                 (self.hp, "HEALTHPLAN"), (self.nid, "MRN"))
        elif cc == "IE":
            d.f("MRN: {}" + sep + "IHI: {}", (self.mrn, "MRN"), (self.nid, "MRN"))
            if self.rng.random() < 0.7:
                d.f(sep + "PPSN: {}", (self.ssn, "SSN"))
            d.ln()
            if self.rng.random() < 0.6:
                d.fl("Medical card no: {}", (self.hp, "HEALTHPLAN"))
        elif cc == "CA":
            d.f("Chart #: {}" + sep + "Health card: {}", (self.mrn, "MRN"), (self.hp, "HEALTHPLAN"))
            if self.rng.random() < 0.6:
                d.f(sep + "SIN: {}", (self.ssn, "SSN"))
            d.ln()
        else:
            d.fl("NHI: {}" + sep + "Encounter: {}", (self.nid, "MRN"), (self.acct, "ACCOUNT"))

    def header(self, d, title):
        rng = self.rng
        style = rng.randrange(3)
        if style == 0:
            d.p(self.vw, "HOSPITAL")
            d.t("  |  ")
            d.p(self.trust, "ORGANIZATION")
            d.ln()
            d.ln(title.upper())
            d.ln("-" * min(60, len(title) + 10))
            d.t("Patient: ")
            self.w_pt(d, "LF")
            d.t("    DOB: ")
            self.w_d(d, self.dob, "num")
            d.t(" (")
            d.p(str(self.age), "AGE")
            d.fl("y)    Sex: {}", "F" if self.sex == "F" else "M")
            self.w_ids(d)
            d.t("Address: ")
            self.w_addr(d)
            d.ln()
        elif style == 1:
            d.ln(title)
            d.f("| Name | {} |\n| DOB | {} (", (self.pt.form("full"), "PATIENT"),
                (self.fd(self.dob, "num"), "DATE"))
            d.p(str(self.age), "AGE")
            d.ln(") |")
            d.f("| Hospital no | {} |\n", (self.mrn, "MRN"))
            if self.nid:
                d.f("| {} | {} |\n", {"GB": "NHS no", "AU": "IHI", "IE": "IHI", "NZ": "NHI"}[self.cc],
                    (self.nid, "MRN"))
            d.t("| Address | ")
            self.w_addr(d)
            d.ln(" |")
            d.f("| Service | {} |\n", (self.vw, "HOSPITAL"))
        else:
            d.f("{} -- {}\n", (self.vw, "HOSPITAL"), title)
            d.t("Pt: ")
            self.w_pt(d, rng.choice(["full", "LF", "Lf"]))
            d.t(", ")
            self.w_age(d, "sexed")
            d.t(", DOB ")
            self.w_d(d, self.dob, "num")
            d.ln()
            self.w_ids(d, sep=" / ")
        if rng.random() < 0.7:
            d.f("{}: ", self.T["gp"])
            self.w_st(d, self.gp, "il" if rng.random() < 0.5 else "title")
            d.fl(", {}  Tel {}", (self.practice, "HOSPITAL"), (self.prac_phone, "PHONE"))

    def sign(self, d, s, date=None, when=True):
        rng = self.rng
        style = rng.randrange(4)
        date = date or self.d0
        if style == 0:
            d.t("Signed: ")
            d.p(s.full(), "DOCTOR")
            if s.cred:
                d.t(", " + s.cred)
            d.t(" (" + s.role + ")")
            if s.lic:
                d.f("  {} {}", s.lic[0], (s.lic[1], "LICENSE"))
            d.ln()
        elif style == 1:
            d.t("-- ")
            d.p(s.form("full"), "DOCTOR")
            d.t(", " + s.role + " | bleep ")
            d.p(s.bleep, "PHONE")
            d.ln()
        elif style == 2:
            d.t("Electronically signed by ")
            d.p(s.form("fml"), "DOCTOR")
            d.t((" " + s.cred if s.cred else "") + " on ")
            self.w_d(d, date)
            d.t(" at " + tm(rng))
            if s.lic:
                d.f(" [{} {}]", s.lic[0], (s.lic[1], "LICENSE"))
            d.ln()
        else:
            d.p(s.form("full"), "DOCTOR")
            d.ln()
            d.ln(s.role + ", " + self.T["svcU"])
            d.f("Tel {} | {}\n", (s.phone, "PHONE"), (s.email, "EMAIL"))
        if when and style != 2 and rng.random() < 0.5:
            d.t("Date/time: ")
            self.w_d(d, date)
            d.ln(" " + tm(rng))
