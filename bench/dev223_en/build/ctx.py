"""Per-note context: the fictional patient, staff, hospital, dates and
identifiers, plus helpers that return item lists for Note.add()."""
import datetime

import clin
import pools
from phi import (P, Person, Clin, make_hosp, make_addr, addr_items, fmt_date,
                 US_DSTYLES, UK_DSTYLES, HOLIDAYS_US, HOLIDAYS_UK, words, digits,
                 letters, phone_us, phone_uk, email, ip, serial, plate, vin)

CRED_US = {"surgeon": "MD", "vascular": "MD", "thoracic": "MD", "anaes": "MD",
           "perf": "CCP", "perf2": "CCP", "nurse": "RN", "nurse2": "RN", "resident": "MD",
           "fellow": "MD", "pa": "PA-C", "np": "ACNP-BC", "cardiologist": "MD",
           "gp": "MD", "pharm": "PharmD", "rt": "RRT", "radiologist": "MD",
           "pathologist": "MD", "oncologist": "MD", "physio": "PT", "coord": "RN",
           "intensivist": "MD", "scribe": "", "sec": "", "sw": "LCSW", "retrieval": "MD"}
CRED_UK = {"surgeon": "FRCS (CTh)", "vascular": "FRCS", "thoracic": "FRCS (CTh)",
           "anaes": "FRCA", "perf": "CCP", "perf2": "CCP", "nurse": "RN", "nurse2": "RN",
           "resident": "MRCS", "fellow": "FRCS", "pa": "PA-R", "np": "ACCP",
           "cardiologist": "MRCP", "gp": "MRCGP", "pharm": "MRPharmS", "rt": "",
           "radiologist": "FRCR", "pathologist": "FRCPath", "oncologist": "FRCR",
           "physio": "MCSP", "coord": "RN", "intensivist": "FFICM", "scribe": "",
           "sec": "", "sw": "", "retrieval": "FFICM"}
SURG_ROLES = ("surgeon", "vascular", "thoracic")


class Ctx:
    def __init__(self, rng, uk, lower=False):
        self.rng = rng
        self.uk = uk
        self.lower = lower
        r = rng
        self.pt = Person(r)
        self.sex = self.pt.sex
        self.he, self.his, self.him = ("he", "his", "him") if self.sex == "M" else ("she", "her", "her")
        self.He, self.His = self.he.capitalize(), self.his.capitalize()
        a = r.random()
        self.age = r.randint(34, 58) if a < 0.15 else (r.randint(59, 86) if a < 0.93 else r.randint(87, 97))
        y = r.randint(2016, 2024)
        self.adm = datetime.date(y, r.randint(1, 12), r.randint(1, 28))
        self.op = self.adm + datetime.timedelta(days=r.choice([0, 0, 1, 1, 2, 3, 5]))
        self.dis = self.op + datetime.timedelta(days=r.randint(4, 13))
        self.dob = datetime.date(self.adm.year - self.age - (1 if r.random() < 0.5 else 0),
                                 r.randint(1, 12), r.randint(1, 28))
        if (self.adm.month, self.adm.day) < (self.dob.month, self.dob.day):
            self.dob = self.dob.replace(year=self.adm.year - self.age - 1)
        else:
            self.dob = self.dob.replace(year=self.adm.year - self.age)
        self.hosp = make_hosp(r, uk)
        self.addr = make_addr(r, uk, self.hosp.city if r.random() < 0.5 else None)
        h2 = make_hosp(r, uk)
        while h2.name == self.hosp.name:
            h2 = make_hosp(r, uk)
        self.ref_hosp = h2
        self.practice = r.choice(pools.UK_CLINICS[:6] + pools.UK_CLINICS[9:11] if uk else pools.US_CLINICS[:5])
        self.care_site = r.choice(pools.UK_CLINICS if uk else pools.US_CLINICS)
        self.dstyle = r.choice(UK_DSTYLES if uk else US_DSTYLES)
        self.profession = r.choice(pools.PROFESSIONS)
        self.org = r.choice([o for o in (pools.ORGS_UK if uk else pools.ORGS_US) if o not in pools.INSURERS_UK + pools.INSURERS_US])
        self.country_origin = r.choice(pools.COUNTRIES)
        # identifiers
        if uk:
            self.mrn = r.choice([letters(r, 1) + digits(r, 7), digits(r, 8), "RX" + digits(r, 6),
                                 letters(r, 1) + digits(r, 6) + letters(r, 1)])
            nhs = "9" + digits(r, 9)
            self.nhs = r.choice([nhs[:3] + " " + nhs[3:6] + " " + nhs[6:], nhs,
                                 nhs[:3] + "-" + nhs[3:6] + "-" + nhs[6:]])
            self.ssn = "QQ " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2) + " " + r.choice("ABCD")
            if r.random() < 0.4:
                self.ssn = self.ssn.replace(" ", "")
            self.plan = r.choice(["AHA-", "MHC ", "WP"]) + digits(r, 7)
            self.acct = r.choice(["EP" + digits(r, 8), digits(r, 4) + "/" + digits(r, 5), "ADM-" + digits(r, 7)])
            self.phone = phone_uk(r, mobile=r.random() < 0.6)
        else:
            self.mrn = r.choice(["%08d" % r.randint(0, 99999999), "%07d" % r.randint(0, 9999999),
                                 "E" + digits(r, 7), "MR" + digits(r, 6), digits(r, 3) + "-" + digits(r, 3) + "-" + digits(r, 3)])
            self.nhs = None
            self.ssn = r.choice(["9%s-%s-%s" % (digits(r, 2), digits(r, 2), digits(r, 4)),
                                 "000-%s-%s" % (digits(r, 2), digits(r, 4)),
                                 "9" + digits(r, 8)])
            self.plan = r.choice([letters(r, 3) + digits(r, 9), "W" + digits(r, 9),
                                  "%s%s%s%s-%s%s%s-%s%s" % (r.randint(1, 9), letters(r, 1), letters(r, 1, "ABCDEFGHJKMNPQRTUVWXY0123456789"), r.randint(0, 9),
                                                          letters(r, 1), letters(r, 1), r.randint(0, 9), letters(r, 2), digits(r, 2)),
                                  digits(r, 3) + "-" + digits(r, 2) + "-" + digits(r, 4) + "A"])
            self.acct = r.choice(["FIN " + digits(r, 10), "V" + digits(r, 9), digits(r, 4) + "-" + digits(r, 4),
                                  "ENC" + digits(r, 8)])
            if self.acct.startswith("FIN "):
                self.acct = self.acct[4:]
            self.phone = phone_us(r)
        self.group = digits(r, 5) + "-" + letters(r, 1) if not uk else None
        self.insurer = r.choice(pools.INSURERS_UK if uk else pools.INSURERS_US)
        self._staff = {}
        self.case = clin.case(r)
        fam = []
        used = set()
        for _ in range(r.randint(1, 3)):
            rel = r.choice(pools.RELATIONS)
            if rel in used:
                continue
            used.add(rel)
            sex = "F" if rel in ("wife", "daughter", "sister", "niece", "daughter-in-law", "granddaughter") else \
                ("M" if rel in ("husband", "son", "brother", "nephew", "son-in-law", "grandson") else None)
            if rel == "wife" and self.sex == "F":
                rel = "husband" if r.random() < 0.7 else "wife"
                sex = "M" if rel == "husband" else "F"
            if rel == "husband" and self.sex == "M" and r.random() < 0.7:
                rel, sex = "wife", "F"
            same = rel in ("wife", "husband", "daughter", "son", "sister", "brother", "grandson")
            p = Person(r, sex=sex, last=self.pt.last if same and r.random() < 0.7 else None)
            fam.append((rel, p))
        self.fam = fam

    # ------------------------------------------------------------ words
    def sp(self, us, uk):
        return uk if self.uk else us

    # ------------------------------------------------------------ dates
    def days(self, base, n):
        return base + datetime.timedelta(days=n)

    def wk(self, d):
        """move a weekend date to the following Monday (clinics, meetings)"""
        while d.weekday() > 4:
            d = self.days(d, 1)
        return d

    def D(self, d, st=None):
        r = self.rng
        if st is None:
            st = self.dstyle if r.random() < 0.7 else r.choice(UK_DSTYLES if self.uk else US_DSTYLES)
        return P(fmt_date(d, st), "DATE")

    def DS(self, d):
        """short / weekday forms"""
        r = self.rng
        st = r.choice(["uk_dm", "uk_wd", "uk_dm_text", "uk_short"] if self.uk else
                      ["us_md", "us_wd_short", "us_md", "us_short"])
        return P(fmt_date(d, st), "DATE")

    def DP(self, d):
        st = self.rng.choice(["month_year", "mon_year", "year", "year", "mm_yyyy"])
        return P(fmt_date(d, st), "DATE")

    def Y(self, years_ago):
        return P(str(self.adm.year - years_ago), "DATE")

    def past(self, lo, hi):
        return self.days(self.adm, -self.rng.randint(lo, hi))

    def WD(self, d):
        return P(fmt_date(d, "weekday"), "DATE")

    def holiday(self):
        return P(self.rng.choice(HOLIDAYS_UK if self.uk else HOLIDAYS_US), "DATE")

    # ------------------------------------------------------------ patient
    def pn(self, mode=None):
        r = self.rng
        p = self.pt
        if mode is None:
            mode = r.choice(["title_last", "title_last", "title_last", "full", "first",
                             "title_full", "last"])
        if mode == "title_last":
            return [p.title + " ", P(p.last, "PATIENT")]
        if mode == "title_full":
            return [p.title + " ", P(p.first + " " + p.last, "PATIENT")]
        return [P(p.form(mode), "PATIENT")]

    def age_items(self, style=None):
        r = self.rng
        a = self.age
        s = self.sex
        st = style or r.choice(["yo", "year-old", "yo_nosp", "y/o", "sexshort", "aged",
                                "year-old", "yrs", "words"])
        if st == "yo":
            return [P(str(a), "AGE"), " yo"]
        if st == "yo_nosp":
            return [P(str(a), "AGE"), "yo"]
        if st == "year-old":
            return [P(str(a), "AGE"), "-year-old"]
        if st == "y/o":
            return [P(str(a), "AGE"), " y/o"]
        if st == "sexshort":
            return [P(str(a), "AGE"), s]
        if st == "aged":
            return ["aged ", P(str(a), "AGE")]
        if st == "yrs":
            return [P(str(a), "AGE"), " yrs"]
        if st == "words":
            return [P(words(a), "AGE"), "-year-old"]
        raise KeyError(st)

    def mf(self):
        return self.sp("male", "man") if self.sex == "M" else self.sp("female", "woman")

    # ------------------------------------------------------------ staff
    def st(self, role):
        if role not in self._staff:
            c = Clin(self.rng, self.uk, role, (CRED_UK if self.uk else CRED_US)[role])
            r = self.rng
            if self.uk:
                if role in ("nurse", "nurse2", "coord"):
                    c.lic = digits(r, 2) + letters(r, 1) + digits(r, 4) + letters(r, 1)
                else:
                    c.lic = digits(r, 7)
                c.bleep = r.choice([digits(r, 4), digits(r, 4), "8" + digits(r, 3)])
            else:
                c.lic = r.choice("12") + digits(r, 9)
                c.dea = letters(r, 1, "ABFM") + c.last[0].upper() + digits(r, 7)
                c.bleep = r.choice([str(r.randint(2, 9)) + "-" + digits(r, 4), digits(r, 5), "x" + digits(r, 4)])
            c.email = email(r, c.first, c.last, self.hosp.domain)
            if role in ("scribe", "sec", "nurse", "nurse2", "perf", "perf2", "rt", "physio", "coord", "sw"):
                if c.title in ("Dr", "Dr.") or role in ("nurse", "nurse2"):
                    c.title = ""
            self._staff[role] = c
        return self._staff[role]

    def dr(self, role, mode=None):
        c = self.st(role)
        r = self.rng
        if mode is None:
            mode = r.choice(["title", "title", "title_full", "cred", "full"]) if c.title else \
                r.choice(["full", "cred", "first", "full"])
        if mode in ("title", "title_full") and not c.title:
            mode = "full"
        if mode in ("cred", "cred_nocomma") and not c.cred:
            mode = "full"
        return c.ref(mode)

    # ------------------------------------------------------------ family
    def famref(self, i=0, mode=None):
        r = self.rng
        rel, p = self.fam[i % len(self.fam)]
        if mode is None:
            mode = r.choice(["first", "full", "first", "title_last"])
        if mode == "title_last":
            return [rel + " ", p.title + " ", P(p.last, "FAMILY")]
        return [rel + " ", P(p.form(mode), "FAMILY")]

    def famname(self, i=0, mode="first"):
        rel, p = self.fam[i % len(self.fam)]
        return P(p.form(mode), "FAMILY")

    def famrel(self, i=0):
        return self.fam[i % len(self.fam)][0]

    # ------------------------------------------------------------ misc ids
    def paddr(self, sep=", ", county=False):
        return addr_items(self.addr, self.uk, self.rng, sep, county)

    def hosp_addr(self, h=None, sep=", "):
        h = h or self.hosp
        if self.uk:
            return [P(h.street, "STREET"), sep, P(h.city, "CITY"), sep, P(h.zip, "ZIP")]
        return [P(h.street, "STREET"), sep, P(h.city, "CITY"), ", ", P(h.region, "STATE"), " ", P(h.zip, "ZIP")]

    def H(self, short=False, h=None):
        h = h or self.hosp
        return P(h.short if short else h.name, "HOSPITAL")

    def mrn_label(self):
        return self.rng.choice(["Hospital No", "Hosp no.", "Unit No", "MRN", "K number", "RX No"]) if self.uk \
            else self.rng.choice(["MRN", "MRN", "MR#", "Med Rec #", "Patient ID"])

    def ids_block(self, n, sep="\n"):
        """Common patient id header."""
        r = self.rng
        n.add(self.mrn_label(), ": ", P(self.mrn, "MRN"))
        if self.uk:
            if r.random() < 0.85:
                n.add(sep, "NHS No: ", P(self.nhs, "MRN"))
        else:
            if r.random() < 0.5:
                n.add(sep, r.choice(["FIN", "Acct #", "Encounter"]), ": ", P(self.acct, "ACCOUNT"))

    def serial(self):
        return P(serial(self.rng), "DEVICE")

    def ip(self):
        return P(ip(self.rng), "IPADDR")

    def tel(self, mobile=None):
        r = self.rng
        if self.uk:
            return P(phone_uk(r, mobile=r.random() < 0.5 if mobile is None else mobile), "PHONE")
        return P(phone_us(r), "PHONE")

    def plate(self):
        return P(plate(self.rng, self.uk), "VEHICLE")

    def vin(self):
        return P(vin(self.rng), "VEHICLE")

    def idnum(self, prefix):
        r = self.rng
        yy = "%02d" % (self.adm.year % 100)
        return P(prefix + yy + "-" + digits(r, r.choice([4, 5])), "IDNUM")

    def bioid(self):
        r = self.rng
        return P(r.choice(["FP-", "PV-", "PV", "BIO-", "IRS-"]) + digits(r, r.choice([5, 6, 7])), "BIOID")

    def user(self, role):
        return P(self.st(role).user, "USERNAME")
