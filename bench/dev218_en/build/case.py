"""Case (patient, family, staff, site, identifiers) and shared header/signature blocks (dev218)."""
import datetime

import clin
import pools as P
from note import (Person, nm, staff_ref, fd, dt, add_days, age_on, us_phone, uk_phone, uk_postcode, us_zip,
                  ssn, ni_number, nhs_number, dig, letters, username, email_for, private_ip,
                  DATE_FMTS_US, DATE_FMTS_UK, short_fmt)

US_ROLES = [("attending", "MD", "Dr"), ("fellow", "MD", "Dr"), ("resident", "MD", "Dr"), ("np", "ACNP-BC", ""),
            ("rn", "RN", ""), ("rn2", "RN", ""), ("rn3", "BSN, RN", ""), ("rt", "RRT", ""), ("pharm", "PharmD, BCCCP", ""),
            ("sw", "LCSW", ""), ("chap", "MDiv", ""), ("diet", "RD, LD", ""), ("physio", "PT, DPT", ""),
            ("surgeon", "MD, FACS", "Dr"), ("neuro", "MD", "Dr"), ("outreach", "RN, CCRN", ""),
            ("coord", "CPTC", ""), ("pcp", "MD", "Dr"), ("pa", "PA-C", ""), ("rad", "MD", "Dr")]
UK_ROLES = [("consultant", "FRCA FFICM", "Dr"), ("registrar", "ST6 ICM", "Dr"), ("sho", "CT2", "Dr"),
            ("accp", "ACCP", ""), ("rn", "RN", ""), ("rn2", "Staff Nurse", ""), ("rn3", "Sister", ""),
            ("physio", "MCSP", ""), ("pharm", "MPharm, IP", ""), ("sw", "Social Worker", ""), ("chap", "Chaplain", ""),
            ("diet", "RD", ""), ("surgeon", "FRCS", "Mr"), ("neuro", "MRCP", "Dr"), ("outreach", "CCOT", ""),
            ("coord", "SNOD", ""), ("pcp", "MRCGP", "Dr"), ("rt", "Clinical Scientist", ""),
            ("rad", "FRCR", "Dr")]

DOCROLES = {"attending": "attending", "fellow": "fellow", "resident": "resident", "surgeon": "surgeon",
            "neuro": "neurologist", "pcp": "resident", "consultant": "consultant", "registrar": "registrar",
            "sho": "sho", "rad": "radiologist"}


def mk_person(rng, country, sex=None, fam=None):
    sex = sex or rng.choice("MF")
    if country == "US":
        pool = P.US_MALE if sex == "M" else P.US_FEMALE
    else:
        pool = P.UK_MALE if sex == "M" else P.UK_FEMALE
    if rng.random() < 0.2:
        pool = (P.UK_MALE + P.US_MALE) if sex == "M" else (P.UK_FEMALE + P.US_FEMALE)
    g = rng.choice(pool)
    f = fam or rng.choice(P.SURNAMES)
    mid = rng.choice(P.MIDDLE_INITIALS) if rng.random() < 0.55 else ""
    nick = P.NICKNAMES.get(g, "")
    if sex == "M":
        t = "Mr"
    else:
        t = rng.choice(["Mrs", "Ms", "Mrs", "Miss"] if country == "UK" else ["Mrs", "Ms", "Ms"])
    return Person(g, f, sex, mid, nick, t)


def lic_for(rng, role, country):
    if country == "US":
        if role in ("attending", "fellow", "resident", "surgeon", "neuro", "pcp", "np", "pa"):
            out = [("NPI", "1" + dig(rng, 9))]
            if role in ("attending", "surgeon", "np", "pcp") and rng.random() < 0.7:
                out.append(("DEA", letters(rng, 1, "ABFM") + letters(rng, 1) + dig(rng, 7)))
            if rng.random() < 0.5:
                out.append(("Lic", rng.choice(["MD", "ME", "DO", "A"]) + dig(rng, 6)))
            return out
        if role.startswith("rn") or role == "outreach":
            return [("RN Lic", "RN" + dig(rng, 7))]
        if role == "pharm":
            return [("RPh Lic", "RPH-" + dig(rng, 6)), ("NPI", "1" + dig(rng, 9))]
        if role == "rt":
            return [("RCP Lic", dig(rng, 5))]
        return []
    if role in ("consultant", "registrar", "sho", "surgeon", "neuro", "pcp"):
        return [("GMC", str(rng.randrange(3, 8)) + dig(rng, 6))]
    if role.startswith("rn") or role in ("outreach", "accp", "coord"):
        return [("NMC PIN", dig(rng, 2) + letters(rng, 1, "ABCDEFGHIJKLMNOPRSTUVWXY") + dig(rng, 4) +
                 letters(rng, 1, "ABCDE"))]
    if role == "pharm":
        return [("GPhC", "20" + dig(rng, 5))]
    if role == "physio":
        return [("HCPC", "PH" + dig(rng, 6))]
    if role == "diet":
        return [("HCPC", "DT" + dig(rng, 6))]
    return []


class Case:
    def __init__(self, rng, country):
        self.rng = rng
        self.country = c = country
        us = c == "US"
        self.scen = rng.choice(clin.SCEN)
        self.pt = mk_person(rng, c)
        self.sex = self.pt.sex
        base = datetime.date(2021, 1, 1)
        self.adm = add_days(base, rng.randrange(0, 1600))
        self.hadm = add_days(self.adm, -rng.choice([0, 0, 0, 1, 2, 3, 5]))
        a = rng.randrange(19, 96)
        if self.scen["key"] in ("dka", "asthma", "od", "se", "trauma", "gbs") and a > 70:
            a = rng.randrange(19, 60)
        self.dob = add_days(self.adm, -(a * 365 + rng.randrange(0, 360) + a // 4))
        self.age = age_on(self.dob, self.adm)
        self.dfmt = rng.choice(DATE_FMTS_US[:7] if us else DATE_FMTS_UK[:7] + ["uk1", "uk1", "uk9"])
        self.sfmt = short_fmt(self.dfmt)
        # location
        if us:
            self.loc = rng.choice(P.US_CITIES)
            self.city, self.state, self.statename, z3, self.area = self.loc
            self.zip = us_zip(rng, z3)
            d = rng.choice(P.US_DIRS)
            st = "%d %s%s %s" % (rng.randrange(3, 9800), (d + " ") if d else "", rng.choice(P.US_STREET_NAMES),
                                 rng.choice(P.US_STREET_SUF))
            if rng.random() < 0.25:
                st += rng.choice([", Apt %d%s" % (rng.randrange(1, 40), rng.choice("ABCD")), " #%d" % rng.randrange(2, 300),
                                  ", Unit %d" % rng.randrange(1, 90)])
            self.street = st
            self.district = ""
            self.hosp = rng.choice(P.US_HOSPITALS)
            self.hosp_short = P.US_HOSP_SHORT[self.hosp]
            self.unit = rng.choice(P.US_UNITS)
            self.ward = rng.choice([u for u in P.US_UNITS if u != self.unit])
            self.hosp_zip = self.loc[3] + dig(rng, 2)
            self.hosp_street = "%d %s %s" % (rng.randrange(100, 4000), rng.choice(P.US_STREET_NAMES),
                                             rng.choice(["Avenue", "Boulevard", "Parkway", "Drive"]))
            self.hosp_phone = us_phone(rng, self.area, 0)
            self.hosp_fax = us_phone(rng, self.area, rng.choice([0, 1]))
            self.mrn = rng.choice([dig(rng, 8), "M" + dig(rng, 7), dig(rng, 3) + "-" + dig(rng, 2) + "-" + dig(rng, 2),
                                   "E" + dig(rng, 9)])
            self.acct = rng.choice(["FIN " + dig(rng, 9), dig(rng, 4) + "-" + dig(rng, 4), "V" + dig(rng, 8),
                                    dig(rng, 10)])
            if self.acct.startswith("FIN "):
                self.acct = self.acct[4:]
            self.ssn = ssn(rng)
            self.insurer = rng.choice(P.INSURERS_US)
            self.member = rng.choice([letters(rng, 3) + dig(rng, 6), "W" + dig(rng, 9), dig(rng, 1) + letters(rng, 2)
                                      + dig(rng, 1) + "-" + letters(rng, 2) + dig(rng, 1) + "-" + letters(rng, 2) + dig(rng, 2)])
            self.group = rng.choice(["GRP-" + dig(rng, 5), dig(rng, 6), letters(rng, 2) + dig(rng, 4)])
            self.nhs = ""
        else:
            self.loc = rng.choice(P.UK_TOWNS)
            self.city, self.state, area, self.stem = self.loc
            self.statename = self.state
            self.zip = uk_postcode(rng, area)
            self.district = rng.choice(P.UK_DISTRICTS) if rng.random() < 0.35 else ""
            st = "%d %s %s" % (rng.randrange(1, 240), rng.choice(P.UK_STREET_NAMES), rng.choice(P.UK_STREET_SUF))
            r = rng.random()
            if r < 0.15:
                st = "Flat %d, %s" % (rng.randrange(1, 30), st)
            elif r < 0.25:
                st = "%s, %s %s" % (rng.choice(P.UK_HOUSE_NAMES), rng.choice(P.UK_STREET_NAMES), rng.choice(P.UK_STREET_SUF))
            self.street = st
            self.hosp = rng.choice(P.UK_HOSPITALS)
            self.hosp_short = P.UK_HOSP_SHORT[self.hosp]
            self.unit = rng.choice(P.UK_CCU_NAMES) if rng.random() < 0.4 else ""
            self.ward = rng.choice(P.UK_WARDS)
            self.hosp_zip = uk_postcode(rng, area)
            self.hosp_street = rng.choice(["Beckett Street", "Infirmary Road", "Lodge Lane", "Great George Street",
                                           "Hospital Lane", "Thornton Road", "Dean Street", "Herries Road"])
            self.hosp_phone = uk_phone(rng, self.stem, 0)
            self.hosp_fax = uk_phone(rng, self.stem, 0)
            self.mrn = rng.choice([letters(rng, 1) + dig(rng, 6), "RX" + letters(rng, 1) + dig(rng, 7), dig(rng, 7),
                                   letters(rng, 2) + dig(rng, 6)])
            self.nhs = nhs_number(rng)
            self.acct = rng.choice(["SP" + dig(rng, 8), dig(rng, 9), "EP-" + dig(rng, 7)])
            self.ssn = ni_number(rng)
            self.insurer = rng.choice(P.INSURERS_UK)
            self.member = dig(rng, 8)
            self.group = "SCH-" + dig(rng, 4)
        self.bed = str(rng.randrange(1, 28)) + (rng.choice("AB") if rng.random() < 0.15 else "")
        self.bay = str(rng.randrange(1, 6))
        self.room = str(rng.randrange(2, 9)) + dig(rng, 2) + (rng.choice(["", "", "A", "B"]))
        self.prof = rng.choice(P.PROFESSIONS)
        if self.age >= 70 and not self.prof.startswith("retired"):
            self.prof = rng.choice(["retired ", "former "]) + self.prof
        self.employer = rng.choice(P.EMPLOYERS)
        self.country_from = rng.choice(P.COUNTRIES)
        # family
        self.kin = []
        rels = []
        if self.age > 30 and rng.random() < 0.75:
            rels.append("husband" if self.sex == "F" else "wife")
        elif rng.random() < 0.5:
            rels.append("partner")
        if self.age > 45:
            rels += rng.sample(["son", "daughter", "daughter", "son", "granddaughter"], rng.randrange(1, 3))
        else:
            rels += [rng.choice(["mother", "father", "sister", "brother"])]
        if rng.random() < 0.3:
            rels.append(rng.choice(["friend", "neighbour" if c == "UK" else "neighbor", "niece", "brother-in-law"]))
        for rel in rels:
            sx = "F" if rel in ("wife", "daughter", "mother", "sister", "niece", "granddaughter") else (
                "M" if rel in ("husband", "son", "father", "brother", "brother-in-law") else None)
            same = rel in ("son", "daughter", "mother", "father", "sister", "brother", "wife", "husband", "granddaughter")
            k = mk_person(rng, c, sx, fam=self.pt.family if same and rng.random() < 0.75 else None)
            k.rel = rel
            k.phone = us_phone(rng, self.area, rng.choice([0, 1, 1, 2, 5])) if us else uk_phone(rng, self.stem,
                                                                                                rng.choice([0, 2, 2, 4]))
            k.email = email_for(rng, k, rng.choice(P.EMAIL_DOMAINS))
            base_age = {"wife": self.age, "husband": self.age, "partner": self.age, "son": self.age - 28,
                        "daughter": self.age - 27, "mother": self.age + 26, "father": self.age + 29,
                        "granddaughter": self.age - 50}.get(rel, self.age + rng.randrange(-10, 10))
            k.age = max(16, base_age + rng.randrange(-4, 5))
            k.prof = rng.choice(P.PROFESSIONS)
            self.kin.append(k)
        self.nok = self.kin[0]
        if self.pt.title == "Miss" and self.nok.rel == "husband":
            self.pt.title = "Mrs"
        # staff
        self.staff = {}
        for role, cred, ttl in (US_ROLES if us else UK_ROLES):
            p = mk_person(rng, c)
            p.role = DOCROLES.get(role, role)
            p.cred = "Charge Nurse" if (cred == "Sister" and p.sex == "M") else cred
            if ttl:
                p.title = ttl
                if ttl == "Mr" and rng.random() < 0.35:
                    p.sex, p.title = "F", "Ms"
                    p.given = rng.choice(P.UK_FEMALE)
            p.lic = lic_for(rng, role, c)
            p.user = username(rng, p)
            if us:
                opts = [("pager ", "%d-%s" % (rng.randrange(2, 9), dig(rng, 4))), ("pgr ", dig(rng, 5)),
                        ("x", dig(rng, 4)), ("cell ", us_phone(rng, self.area, 1)), ("Vocera ", us_phone(rng, self.area, 3)),
                        ("pager #", dig(rng, 5)), ("ph ", us_phone(rng, self.area, 0))]
            else:
                opts = [("bleep ", dig(rng, 4)), ("bleep ", dig(rng, 4)), ("ext ", dig(rng, 5)),
                        ("mobile ", "07700 900" + dig(rng, 3)), ("tel ", uk_phone(rng, self.stem, 0)), ("blp ", dig(rng, 4))]
            lab, num = rng.choice(opts)
            p.phone = lab + "|" + num
            dom = self.hosp_short.lower().replace(" ", "").replace("'", "").replace(".", "").replace("-", "")
            p.email = email_for(rng, p, dom + "." + rng.choice(["example.org", "example.net", "test"]))
            self.staff[role] = p
        self.lead = self.staff["attending" if us else "consultant"]
        self.junior = self.staff["fellow" if us else "registrar"]
        self.gp = self.staff["pcp"]
        self.gp_site = rng.choice(P.US_CARE_SITES[5:8] if us else P.UK_CARE_SITES[:4] + P.UK_CARE_SITES[7:8] +
                                  P.UK_CARE_SITES[11:])
        self.ip = private_ip(rng)

    # ---------------------------------------------------------- helpers
    def set_age(self, a, rng):
        self.dob = add_days(self.adm, -(a * 365 + rng.randrange(0, 360) + a // 4))
        self.age = age_on(self.dob, self.adm)
        for k in self.kin:
            if k.rel in ("wife", "husband", "partner"):
                k.age = max(18, a + rng.randrange(-5, 6))

    def d(self, k=0):
        return add_days(self.adm, k)

    def dd(self, k=0, fmt=None):
        return dt(self.d(k), fmt or self.dfmt)

    def ds(self, k=0):
        return dt(self.d(k), self.sfmt)

    def age_at(self, k=0):
        return age_on(self.dob, self.d(k))

    def ptref(self, rng, formal=False, caps_ok=True):
        p = self.pt
        us = self.country == "US"
        r = rng.random()
        if r < 0.35:
            return nm(p, "PATIENT", "title", self.country)
        if r < 0.45 and not formal:
            return nm(p, "PATIENT", "first", self.country)
        if r < 0.55:
            return nm(p, "PATIENT", "full", self.country)
        if r < 0.6 and p.nick and not formal:
            return nm(p, "PATIENT", "nick", self.country)
        if r < 0.65:
            return nm(p, "PATIENT", "last", self.country)
        if r < 0.7 and not us:
            return nm(p, "PATIENT", "ukcaps", self.country)
        if r < 0.75:
            return ["pt "] + nm(p, "PATIENT", "init", self.country)
        return [rng.choice(["the patient", "pt", "patient", "the pt"])]

    def kinref(self, rng, k, formal=False):
        r = rng.random()
        if r < 0.3:
            return [k.rel + " "] + nm(k, "FAMILY", "first", self.country)
        if r < 0.55:
            return [k.rel + " "] + nm(k, "FAMILY", "full", self.country)
        if r < 0.7:
            return nm(k, "FAMILY", "title", self.country) + [" (" + k.rel + ")"]
        if r < 0.85:
            return nm(k, "FAMILY", "full", self.country) + [" (" + k.rel + ")"]
        return ["his " if self.sex == "M" else "her "] + [k.rel + " "] + nm(k, "FAMILY", "first", self.country)

    def addr(self, rng, who="pt", sep=", "):
        us = self.country == "US"
        if who == "hosp":
            st, zp = self.hosp_street, self.hosp_zip
        else:
            st, zp = self.street, self.zip
        out = [(st, "STREET"), sep]
        if not us and self.district and who != "hosp":
            out += [(self.district, "CITY"), sep]
        out += [(self.city, "CITY")]
        if us:
            out += [", ", (self.state if rng.random() < 0.8 else self.statename, "STATE"), " ", (zp, "ZIP")]
        else:
            if rng.random() < 0.4:
                out += [sep, (self.state, "CITY")]
            out += [sep if sep != ", " or rng.random() < 0.5 else " ", (zp, "ZIP")]
        return out

    def phone_pieces(self, p):
        lab, num = p.phone.split("|", 1)
        return [lab, (num, "PHONE")]

    def lic_pieces(self, rng, p, k=1):
        out = []
        for lab, val in p.lic[:k]:
            out += [lab + (" " if rng.random() < 0.5 else ": "), (val, "LICENSE")]
            out.append(" ")
        return out[:-1]


# ------------------------------------------------------------------ shared blocks
def header(n, c, rng, title, k=0, style=None, time=True):
    us = c.country == "US"
    st = rng.randrange(5) if style is None else style
    tm = " %02d:%02d" % (rng.randrange(24), rng.randrange(0, 60, 1)) if time else ""
    hosp = [(c.hosp, "HOSPITAL")] if rng.random() < 0.7 else [(c.hosp_short, "HOSPITAL")]
    if st == 0:
        n.w(hosp, "\n")
        n.t(title + "\n")
        n.w("Patient: ", nm(c.pt, "PATIENT", "caps" if us else "ukcaps", c.country), "    MRN: ", (c.mrn, "MRN"))
        if not us:
            n.w("    NHS No: ", (c.nhs, "MRN"))
        n.w("\nDOB: ", dt(c.dob, c.dfmt if c.dfmt not in ("md", "uk8") else ("us1" if us else "uk1")),
            " (", (str(c.age_at(k)), "AGE"), " y)", "    Sex: ", c.sex)
        if rng.random() < 0.25:
            n.w("    SSN: " if us else "    NI: ", (c.ssn, "SSN"))
        n.t("\n")
        if us:
            n.w(rng.choice(["FIN: ", "Encounter #: ", "Acct: "]), (c.acct, "ACCOUNT"), "    Loc: ",
                (c.unit, "HOSPITAL"), " Rm ", (c.room, "LOCATION_OTHER"), "\n")
        else:
            n.w("Bed ", (c.bed, "LOCATION_OTHER"), "    Consultant: ", nm(c.lead, "DOCTOR", "drinit", "UK"), "\n")
        n.w("Date of service: ", c.dd(k), tm, "\n\n")
    elif st == 1:
        n.w(title, " -- ", c.dd(k), tm, "\n")
        n.w(nm(c.pt, "PATIENT", "full", c.country), ", ", (str(c.age_at(k)), "AGE"), c.sex, ", ",
            "MRN " if us else "Hosp No ", (c.mrn, "MRN"), "\n\n")
    elif st == 2:
        n.w(title.upper(), "\n", "Name: ", nm(c.pt, "PATIENT", "rev", c.country), "  |  DOB ",
            dt(c.dob, "us1" if us else "uk1"), "  |  ", "MRN " if us else "Unit No. ", (c.mrn, "MRN"), "\n")
        n.w("Date: ", c.dd(k), tm, "  |  ", "Location: " if us else "Ward/bed: ")
        if us:
            n.w((c.hosp_short, "HOSPITAL"), " ", (c.unit, "HOSPITAL"), " bed ", (c.bed, "LOCATION_OTHER"))
        else:
            n.w((c.unit, "HOSPITAL") if c.unit else "ICU", " / bed ", (c.bed, "LOCATION_OTHER"))
        n.t("\n" + "-" * rng.choice([30, 40, 48]) + "\n")
    elif st == 3:
        n.w(title, "\n", c.dd(k), tm, "\n\n")
    else:
        n.w("[", (c.mrn, "MRN"), "] ", nm(c.pt, "PATIENT", "capsfirst", c.country), " ",
            (str(c.age_at(k)), "AGE"), "y ", c.sex, "\n", title, " ", c.dd(k), "\n\n")


def sign(n, c, rng, p, k=0, style=None, role_text=None):
    us = c.country == "US"
    st = rng.randrange(6) if style is None else style
    tm = "%02d:%02d" % (rng.randrange(24), rng.randrange(60))
    rt = role_text or ""
    if st == 0:
        n.w("\nElectronically signed by ", nm(p, "DOCTOR", "cred", c.country), " on ", c.dd(k), " at ", tm, "\n")
        if p.lic and rng.random() < 0.7:
            n.w(c.lic_pieces(rng, p, 2), "\n")
    elif st == 1:
        n.w("\n", nm(p, "DOCTOR", "cred", c.country))
        if rt:
            n.t(" (" + rt + ")")
        n.w("\n", c.phone_pieces(p), "\n")
    elif st == 2:
        n.w("\n-- ", nm(p, "DOCTOR", "ilast", c.country), (", " + p.cred) if p.cred else "", " ", c.ds(k), " ", tm, "\n")
    elif st == 3:
        n.w("\nSigned: ", staff_ref(p, c.country, rng), "\n")
        if p.lic:
            n.w(c.lic_pieces(rng, p, 1), "  ")
        n.w(c.phone_pieces(p), "\n")
    elif st == 4:
        n.w("\n", nm(p, "DOCTOR", "full", c.country), "\n", rt or p.cred, "\n")
        if rng.random() < 0.5:
            n.w(rng.choice(["Email: ", "e: ", ""]), (p.email, "EMAIL"), "\n")
        else:
            n.w(c.phone_pieces(p), "\n")
    else:
        n.w("\n", nm(p, "DOCTOR", "init2", c.country), "/", nm(c.staff["rn2"], "DOCTOR", "lowinit", c.country), "\n")
    if rng.random() < 0.45:
        audit(n, c, rng, p, k)


def audit(n, c, rng, p, k=0):
    r = rng.randrange(4)
    tm = "%02d:%02d" % (rng.randrange(24), rng.randrange(60))
    if r == 0:
        n.w("Last modified by: ", (p.user, "USERNAME"), " ", c.ds(k), " ", tm, "\n")
    elif r == 1:
        n.w("[audit] user=", (p.user, "USERNAME"), " ws=", (private_ip(rng), "IPADDR"), " ", c.dd(k), " ", tm, "\n")
    elif r == 2:
        n.w("Entered by ", (p.user, "USERNAME"), " from workstation ", (c.ip, "IPADDR"), "\n")
    else:
        n.w("Cosign pending (", (c.lead.user, "USERNAME"), "). Note ID ", (dig(rng, 9), "IDNUM"), "\n")
