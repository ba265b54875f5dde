"""Per-note context: draws PHI surface forms for one note (UK / IE / AU)."""
import datetime as dt

import pools as PL
from nb import P

MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
MON3 = [m[:3] for m in MON]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAY]
COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia"}
COUNTRY_META = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia"}
UPC = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person:
    def __init__(self, ctx, typ, sex=None, title=None):
        r = ctx.r
        self.r = r
        self.typ = typ
        self.sex = sex or r.choice("MF")
        self.first = r.choice(PL.MALE if self.sex == "M" else PL.FEMALE)
        self.last = r.choice(PL.SURNAMES)
        self.mid = r.choice(PL.MIDDLE_INITIALS) if r.random() < 0.3 else None
        if title is None:
            if self.sex == "M":
                title = "Mr"
            else:
                title = r.choice(["Mrs", "Ms", "Miss", "Mrs"])
        self.title = title

    # --- surface forms; each returns a P or a list of pieces ---
    def full(self):
        return P("%s %s" % (self.first, self.last), self.typ)

    def fullm(self):
        if self.mid:
            return P("%s %s. %s" % (self.first, self.mid, self.last), self.typ)
        return self.full()

    def lf(self, upper=None):
        if upper is None:
            upper = self.r.random() < 0.6
        if upper:
            s = "%s, %s" % (self.last.upper(), self.first.upper())
            if self.mid and self.r.random() < 0.5:
                s += " " + self.mid
        else:
            s = "%s, %s" % (self.last, self.first)
        return P(s, self.typ)

    def fi(self):
        return P(self.first, self.typ)

    def la(self):
        return P(self.last, self.typ)

    def t(self):
        return [self.title + " ", P(self.last, self.typ)]

    def tf(self):
        return [self.title + " ", P("%s %s" % (self.first, self.last), self.typ)]

    def sl(self):
        dot = self.r.choice([". ", " ", ". "])
        return P("%s%s%s" % (self.first[0], dot, self.last), self.typ)

    def ini(self):
        a, b = self.first[0], self.last[0]
        return P(self.r.choice(["%s.%s." % (a, b), "%s%s" % (a, b), "%s%s" % (a, b)]), self.typ)

    def typist(self):
        return P((self.first[0] + self.last[0]).lower(), self.typ)

    def any(self):
        k = self.r.random()
        if k < 0.3:
            return self.t()
        if k < 0.55:
            return self.full()
        if k < 0.7:
            return self.tf()
        if k < 0.8:
            return self.fi()
        if k < 0.9:
            return self.sl()
        return self.la()

    def user(self):
        if getattr(self, "_user", None) is None:
            self._user = self._mkuser()
        return P(self._user, "USERNAME")

    def _mkuser(self):
        r = self.r
        f, l = self.first.lower(), self.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        k = r.randrange(5)
        if k == 0:
            s = f[0] + l + str(r.randint(1, 9))
        elif k == 1:
            s = "%s.%s" % (f, l)
        elif k == 2:
            s = (f[0] + l[:5]).upper() + "%02d" % r.randint(1, 40)
        elif k == 3:
            s = "%s%s%d" % (l[:6], f[0], r.randint(10, 99))
        else:
            s = "%s_%s" % (f[:3], l[:4])
        return s

    def email(self, dom):
        if getattr(self, "_email", None) is not None:
            return P(self._email, "EMAIL")
        f, l = self.first.lower(), self.last.lower().replace("'", "").replace(" ", "")
        self._email = "%s.%s@%s" % (f, l, dom)
        return P(self._email, "EMAIL")


class Ctx:
    def __init__(self, r, country):
        self.r = r
        self.c = country
        self.base = dt.date(2019, 1, 1) + dt.timedelta(days=r.randrange(0, 6 * 365))
        self.dstyle = r.choice([0, 0, 0, 1, 2, 3, 4, 4, 5, 6, 7, 8, 9])
        self.age = r.randint(38, 89)
        self.dob = self.base - dt.timedelta(days=self.age * 365 + r.randrange(5, 360))
        hs = PL.HOSPITALS[country]
        self.hosp, self.hosp_city = r.choice(hs)
        others = [h for h in hs if h[0] != self.hosp]
        self.hosp2, self.hosp2_city = r.choice(others)
        self.domain = r.choice(["example.org", "example.net", "example.com"])

    # ---------------- people ----------------
    def patient(self, sex=None):
        return Person(self, "PATIENT", sex)

    def doc(self, surgeon=False, sex=None):
        r = self.r
        p = Person(self, "DOCTOR", sex)
        if surgeon and self.c in ("UK", "IE"):
            p.title = r.choice(["Mr", "Mr", "Ms", "Miss", "Prof"]) if p.sex == "F" else r.choice(["Mr", "Mr", "Prof"])
            if p.sex == "F" and p.title == "Mr":
                p.title = "Ms"
        elif surgeon:
            p.title = r.choice(["Dr", "Dr", "A/Prof", "Prof", "Mr"]) if p.sex == "M" else r.choice(["Dr", "A/Prof", "Dr"])
        else:
            p.title = "Dr"
        return p

    def staff(self, sex=None):
        p = Person(self, "DOCTOR", sex)
        return p

    def fam(self, sex=None):
        return Person(self, "FAMILY", sex)

    def rel(self, p):
        return self.r.choice(PL.RELATIONS_M if p.sex == "M" else PL.RELATIONS_F)

    # ---------------- dates ----------------
    def day(self, offset):
        return self.base + dt.timedelta(days=offset)

    def dfmt(self, d, style=None):
        s = self.dstyle if style is None else style
        if s == 0:
            v = "%02d/%02d/%d" % (d.day, d.month, d.year)
        elif s == 1:
            v = "%d/%d/%02d" % (d.day, d.month, d.year % 100)
        elif s == 2:
            v = "%02d.%02d.%d" % (d.day, d.month, d.year)
        elif s == 3:
            v = "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
        elif s == 4:
            v = "%d %s %d" % (d.day, MON3[d.month - 1], d.year)
        elif s == 5:
            v = "%d %s %d" % (d.day, MON[d.month - 1], d.year)
        elif s == 6:
            v = "%s %s %d" % (ordinal(d.day), MON[d.month - 1], d.year)
        elif s == 7:
            v = "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
        elif s == 8:
            v = "%02d%s%d" % (d.day, MON3[d.month - 1].upper(), d.year)
        else:
            v = "%d-%02d-%02d" % (d.year, d.month, d.day)
        return v

    def d(self, d, style=None):
        return P(self.dfmt(d, style), "DATE")

    def do(self, offset, style=None):
        return self.d(self.day(offset), style)

    def dshort(self, d):
        k = self.r.randrange(4)
        if k == 0:
            v = "%d/%d" % (d.day, d.month)
        elif k == 1:
            v = "%02d/%02d" % (d.day, d.month)
        elif k == 2:
            v = "%d %s" % (d.day, MON3[d.month - 1])
        else:
            v = "%s %d/%d" % (WD3[d.weekday()], d.day, d.month)
        return P(v, "DATE")

    def dwk(self, d):
        k = self.r.randrange(3)
        if k == 0:
            v = "%s %d %s %d" % (WDAY[d.weekday()], d.day, MON[d.month - 1], d.year)
        elif k == 1:
            v = "%s %s" % (WD3[d.weekday()], self.dfmt(d))
        else:
            v = "%s, %s %s" % (WDAY[d.weekday()], ordinal(d.day), MON[d.month - 1])
        return P(v, "DATE")

    def weekday(self, d):
        return P(self.r.choice([WDAY, WD3])[d.weekday()], "DATE")

    def my(self, d):
        k = self.r.randrange(3)
        if k == 0:
            v = "%s %d" % (MON[d.month - 1], d.year)
        elif k == 1:
            v = "%s %d" % (MON3[d.month - 1], d.year)
        else:
            v = "%02d/%d" % (d.month, d.year)
        return P(v, "DATE")

    def yr(self, years_ago):
        return P(str(self.base.year - years_ago), "DATE")

    def dob_p(self, style=None):
        return self.d(self.dob, style)

    def holiday(self):
        return P(self.r.choice(PL.HOLIDAYS[self.c]), "DATE")

    def agep(self, a=None):
        return P(str(self.age if a is None else a), "AGE")

    # ---------------- places ----------------
    def place(self, town=None):
        r = self.r
        pool = {"UK": PL.UK_PLACES, "IE": PL.IE_PLACES, "AU": PL.AU_PLACES}[self.c]
        match = [p for p in pool if p[0] == town]
        pick = match[0] if match else r.choice(pool)
        if self.c == "UK":
            town, county, pcs = pick
            pc = "%s %s%s%s" % (r.choice(pcs), r.choice(DIG[1:]), r.choice(UPC[:-3]), r.choice(UPC[:-3]))
            return {"town": town, "county": county, "pc": pc, "state": None}
        if self.c == "IE":
            town, county, pcs = pick
            tail = "".join(r.choice(UPC + DIG + DIG) for _ in range(4))
            pc = "%s %s" % (r.choice(pcs), tail)
            return {"town": town, "county": county, "pc": pc, "state": None}
        town, st, pc = pick
        return {"town": town, "county": None, "pc": pc, "state": st}

    def street(self):
        r = self.r
        n = r.randint(1, 214)
        if self.c == "UK":
            s = "%d %s %s" % (n, r.choice(PL.STREET_WORDS), r.choice(PL.UK_SUFFIX))
            if r.random() < 0.15:
                s = "Flat %d, %s" % (r.randint(1, 24), s)
        elif self.c == "IE":
            if r.random() < 0.15:
                s = "%s House, %s %s" % (r.choice(["Rose", "Ivy", "Hillcrest", "Tig na Mara", "Fernbank"]),
                                         r.choice(PL.IE_STREET_WORDS), r.choice(["Road", "Cross"]))
            else:
                s = "%d %s %s" % (n, r.choice(PL.IE_STREET_WORDS), r.choice(PL.IE_SUFFIX))
        else:
            s = "%d %s %s" % (n, r.choice(PL.AU_STREET_WORDS), r.choice(PL.AU_SUFFIX))
            if r.random() < 0.2:
                s = "%d/%s" % (r.randint(1, 12), s)
            elif r.random() < 0.1:
                s = "Unit %d, %s" % (r.randint(1, 30), s)
        return P(s, "STREET")

    def addr(self, lines=False, country=False, place=None):
        """Address pieces: street, town, (county|state) postcode, split into parts."""
        r = self.r
        pl = place or self.place()
        sep = "\n" if lines else ", "
        out = [self.street(), sep, P(pl["town"], "CITY")]
        if self.c == "UK":
            if pl["county"] and r.random() < 0.45:
                out += [sep, P(pl["county"], "CITY")]
            out += [sep if r.random() < 0.5 else " ", P(pl["pc"], "ZIP")]
        elif self.c == "IE":
            if pl["county"]:
                out += [sep, P(pl["county"], "CITY")]
            if r.random() < 0.8:
                out += [sep, P(pl["pc"], "ZIP")]
        else:
            st = pl["state"]
            if r.random() < 0.15:
                st = PL.AU_STATE_LONG[st]
            out += [" " if not lines else sep, P(st, "STATE"), " ", P(pl["pc"], "ZIP")]
        if country:
            out += [sep, P(COUNTRY_NAME[self.c], "COUNTRY")]
        return out

    def town(self):
        return P(self.place()["town"], "CITY")

    # ---------------- organisations ----------------
    def H(self, name=None):
        return P(name or self.hosp, "HOSPITAL")

    def H2(self):
        return P(self.hosp2, "HOSPITAL")

    def hcity(self):
        return P(self.hosp_city, "CITY")

    def practice(self):
        return P(self.r.choice(PL.PRACTICES[self.c]), "HOSPITAL")

    def ward(self):
        return P(self.r.choice(PL.WARDS[self.c]), "HOSPITAL")

    def carehome(self):
        return P(self.r.choice(PL.CARE_HOMES[self.c]), "HOSPITAL")

    def pharmacy(self):
        return P(self.r.choice(PL.PHARMACIES[self.c]), "HOSPITAL")

    def employer(self):
        return P(self.r.choice(PL.EMPLOYERS[self.c]), "ORGANIZATION")

    def insurer(self):
        return P(self.r.choice(PL.INSURERS[self.c]), "ORGANIZATION")

    def prof(self):
        return P(self.r.choice(PL.PROFESSIONS_PT), "PROFESSION")

    def relprof(self):
        return P(self.r.choice(PL.PROFESSIONS_REL), "PROFESSION")

    def abroad(self):
        return P(self.r.choice(PL.COUNTRIES_ABROAD), "COUNTRY")

    def home_country(self):
        return P(COUNTRY_NAME[self.c], "COUNTRY")

    # ---------------- contacts ----------------
    def _digits(self, n):
        return "".join(self.r.choice(DIG) for _ in range(n))

    def phone_s(self, mobile=False):
        r = self.r
        if self.c == "UK":
            if mobile:
                return r.choice(["07%s 555%s" % (self._digits(3), self._digits(3)),
                                 "07%s 555 %s" % (self._digits(3), self._digits(3)),
                                 "+44 7%s 555%s" % (self._digits(3), self._digits(3))])
            ac = r.choice(["0113", "0114", "0117", "0121", "0161", "0191", "0141", "0292", "01752", "01782",
                           "028 90", "01472", "020 7"])
            if ac.startswith("020"):
                return "020 7555 %s" % self._digits(4)
            if ac.startswith("028"):
                return "028 9555 %s" % self._digits(4)
            if len(ac) == 5:
                return r.choice(["%s 555%s", "(%s) 555%s"]) % (ac, self._digits(3))
            return r.choice(["%s 555 %s", "(%s) 555 %s", "+44 %s 555 %s"]) % (ac, self._digits(4))
        if self.c == "IE":
            if mobile:
                return r.choice(["08%s 555 %s", "08%s-555-%s", "+353 8%s 555 %s"]) % (
                    r.choice("35679"), self._digits(4))
            ac = r.choice(["01", "021", "061", "091", "051", "066", "090", "046", "041"])
            return r.choice(["(%s) 555 %s", "%s 555 %s", "+353 %s 555 %s"]) % (ac, self._digits(4))
        if mobile:
            return r.choice(["04%s 555 %s", "04%s555%s", "+61 4%s 555 %s"]) % (self._digits(2), self._digits(3))
        ac = r.choice(["02", "03", "07", "08"])
        return r.choice(["(%s) 5550 %s", "%s 5550 %s", "+61 %s 5550 %s"]) % (ac, self._digits(4))

    def _intl(self, s):
        if s.startswith("+"):
            a, b = s.split(" ", 1)
            if b.startswith("0"):
                s = a + " " + b[1:]
        return s

    def phone(self, mobile=False, ext=False):
        s = self._intl(self.phone_s(mobile))
        if ext:
            s += self.r.choice([" ext 5%s", " ext. 5%s", " x5%s"]) % self._digits(3)
        return P(s, "PHONE")

    def fax(self):
        return P(self._intl(self.phone_s(False)), "FAX")

    def bleep(self):
        return P(self.r.choice(["555%s" % self._digits(1), "555%s" % self._digits(2), "5-55%s" % self._digits(2)]),
                 "PHONE")

    def email(self, local=None):
        local = local or self.r.choice(["cardiothoracic.secretaries", "cts.referrals", "vascular.admin",
                                        "cardiacsurgery", "ctsurgery.bookings", "vascular.surveillance",
                                        "perfusion", "ctccu.nurses", "cardiac.rehab", "mdt.coordinator"])
        return P("%s@%s" % (local, self.domain), "EMAIL")

    def url(self):
        r = self.r
        path = r.choice(["cardiothoracic", "patients/heart-surgery", "vascular/leaflets", "referrals",
                         "services/cardiac-surgery", "rehab", "aaa-screening", "carotid-info", "portal/login"])
        host = r.choice(["www.", "https://www.", "https://", "", "http://"]) + r.choice(
            ["", "heart.", "patients.", "portal."]) + self.domain
        return P("%s/%s" % (host, path), "URL")

    def ip(self):
        r = self.r
        k = r.randrange(3)
        if k == 0:
            v = "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(2, 254))
        elif k == 1:
            v = "192.168.%d.%d" % (r.randint(0, 254), r.randint(2, 254))
        else:
            v = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(2, 254))
        return P(v, "IPADDR")

    # ---------------- identifiers ----------------
    def mrn(self):
        r = self.r
        if self.c == "UK":
            v = r.choice(["%s%s" % (r.choice("KHRMST"), self._digits(7)), "RX%s" % self._digits(6),
                          self._digits(8), "%s%s %s" % (r.choice("KHRMST"), self._digits(3), self._digits(4))])
        elif self.c == "IE":
            v = r.choice([self._digits(7), "0%s" % self._digits(6), "%s-%s" % (self._digits(3), self._digits(4))])
        else:
            v = r.choice([self._digits(7), "UR%s" % self._digits(6), self._digits(8), "%s-%s" % (
                self._digits(2), self._digits(5))])
        return P(v, "MRN")

    def nhs(self):
        return P("9%s %s %s" % (self._digits(2), self._digits(3), self._digits(4)), "MRN")

    def ssn(self):
        r = self.r
        if self.c == "UK":
            v = r.choice(["QQ %s %s %s %s" % (self._digits(2), self._digits(2), self._digits(2), r.choice("ABCD")),
                          "QQ%s%s" % (self._digits(6), r.choice("ABCD"))])
        elif self.c == "IE":
            v = "%s%s%s" % (r.choice("90"), self._digits(6), r.choice(["T", "W", "A", "TA", "WA", "H"]))
        else:
            v = "%s%s %s %s%s" % (r.choice("90"), self._digits(2), self._digits(3), self._digits(3), r.choice("ABKLX"))
        return P(v, "SSN")

    def us_ssn(self):
        return P("9%s-%s-%s" % (self._digits(2), self._digits(2), self._digits(4)), "SSN")

    def ssn_label(self):
        return {"UK": "NI No", "IE": "PPSN", "AU": "Centrelink CRN"}[self.c]

    def healthplan(self):
        r = self.r
        if self.c == "AU":
            v = r.choice(["%s%s %s %s" % (r.choice("2345"), self._digits(3), self._digits(5), self._digits(1)),
                          "%s%s%s/%d" % (r.choice("2345"), self._digits(3), self._digits(6), r.randint(1, 5))])
            return P(v, "HEALTHPLAN")
        if self.c == "IE":
            v = r.choice(["%s%s" % (self._digits(7), r.choice("ABCDT")), "GMS %s" % self._digits(6)])
            if v.startswith("GMS "):
                v = v[4:]
            return P(v, "HEALTHPLAN")
        v = r.choice(["%s %s %s" % (self._digits(4), self._digits(4), self._digits(2)),
                      "%s%s" % (r.choice(["HB", "AL", "PM"]), self._digits(8))])
        return P(v, "HEALTHPLAN")

    def hp_label(self):
        r = self.r
        if self.c == "AU":
            return r.choice(["Medicare No", "Medicare", "Medicare #"])
        if self.c == "IE":
            return r.choice(["Medical Card No", "GMS No", "Med card"])
        return r.choice(["Private membership No", "Insurance policy No", "Policy no."])

    def fund_no(self):
        r = self.r
        return P(r.choice(["%s%s" % (r.choice("CHSMB"), self._digits(8)), "%s-%s" % (self._digits(5), self._digits(3)),
                           self._digits(9)]), "HEALTHPLAN")

    def dva(self):
        return P("%s%s%s" % (self.r.choice(["N", "Q", "V", "W"]), self.r.choice(["X", "SM", ""]), self._digits(6)),
                 "HEALTHPLAN")

    def account(self):
        r = self.r
        return P(r.choice(["E%s" % self._digits(7), "%s%s" % (r.choice("123456789"), self._digits(7)),
                           "V%s-%s" % (self._digits(4), self._digits(3)), "ENC%s" % self._digits(6),
                           "%s/%s" % (self.base.year % 100, self._digits(6))]), "ACCOUNT")

    def acc_label(self):
        return self.r.choice(["Episode No", "Encounter", "Visit No", "Admission No", "Episode", "Acct No"])

    def license(self, kind=None):
        """Return (label, P) for a professional registration number."""
        r = self.r
        if kind is None:
            kind = r.choice(["doc", "doc", "nurse", "prescriber"])
        if self.c == "UK":
            if kind == "nurse":
                return "NMC PIN", P("%s%s%s%s" % (self._digits(2), r.choice("ABCDEFGHIJKLY"), self._digits(4),
                                                     r.choice("ABCDEO")), "LICENSE")
            if kind == "perf":
                return "CCPS reg", P("CP%s" % self._digits(4), "LICENSE")
            return "GMC", P("%s%s" % (r.choice("4567"), self._digits(6)), "LICENSE")
        if self.c == "IE":
            if kind == "nurse":
                return "NMBI PIN", P(self._digits(6), "LICENSE")
            if kind == "perf":
                return "CORU reg", P("PF%s" % self._digits(5), "LICENSE")
            return r.choice(["IMC", "MCRN", "IMC No"]), P(self._digits(6), "LICENSE")
        if kind == "nurse":
            return "AHPRA", P("NMW000%s" % self._digits(7), "LICENSE")
        if kind == "prescriber":
            return "Prescriber No", P(self._digits(7), "LICENSE")
        if kind == "perf":
            return "ANZCP cert", P("ACP-%s" % self._digits(4), "LICENSE")
        if r.random() < 0.5:
            return "Provider No", P("%s%s" % (self._digits(6), r.choice("ABCFHJKLTWXY")), "LICENSE")
        return "AHPRA", P("MED000%s" % self._digits(7), "LICENSE")

    def driving(self, p):
        r = self.r
        if self.c == "UK":
            l = (p.last.upper().replace("'", "").replace(" ", "") + "99999")[:5]
            d = self.dob
            v = "%s%d%02d%02d%d%s%s" % (l, d.year % 100 // 10, d.month + (50 if p.sex == "F" else 0), d.day,
                                        d.year % 10, p.first[0].upper() + (p.mid or "9"), "9" + r.choice(UPC) + r.choice(UPC))
            return "DVLA licence no.", P(v, "LICENSE")
        if self.c == "IE":
            return "Driving licence no.", P("%s%s" % (r.choice("90"), self._digits(8)), "LICENSE")
        return "Driver licence", P(self._digits(r.choice([8, 9])), "LICENSE")

    def device(self):
        r = self.r
        return P(r.choice(["%s%s" % (r.choice(["PJN", "RNB", "SDN", "BLZ", "HX"]), self._digits(6)),
                           self._digits(7), "%s%s%s" % (self._digits(2), r.choice(UPC), self._digits(5)),
                           "SN-%s-%s" % (self._digits(4), self._digits(4)), "%s%s" % (r.choice(UPC), self._digits(8))]),
                 "DEVICE")

    def vehicle(self):
        r = self.r
        L = lambda n: "".join(r.choice("ABCDEFGHJKLMNOPRSTUVWXYZ") for _ in range(n))
        if self.c == "UK":
            v = "%s%02d %s" % (L(2), r.choice([14, 15, 16, 17, 18, 19, 64, 65, 66, 67, 68, 69, 20, 70]), L(3))
        elif self.c == "IE":
            v = "%s-%s-%s" % (r.choice(["141", "152", "161", "172", "181", "191", "201", "08", "06", "11"]),
                              r.choice(["C", "D", "KY", "L", "G", "WX", "MH", "T"]), self._digits(r.randint(3, 5)))
        else:
            v = r.choice(["%s%s%s" % (self._digits(1), L(3), self._digits(3)), "%s%s %s" % (L(2), self._digits(2), L(2)),
                          "%s %s" % (self._digits(3), L(3))])
        if r.random() < 0.15:
            v = r.choice(["WDB", "SAL", "JTD", "KMH", "6T1"]) + "".join(r.choice(UPC + DIG) for _ in range(14))
        return P(v, "VEHICLE")

    def bioid(self):
        r = self.r
        return P(r.choice(["FP-%s" % self._digits(6), "PV%s" % self._digits(5), "BIO-%s-%s" % (L2(r), self._digits(4)),
                           "IRIS-%s" % self._digits(5), "VP%s" % self._digits(6)]), "BIOID")

    def idnum(self, kind="lab"):
        r = self.r
        y = self.base.year % 100
        if kind == "lab":
            v = r.choice(["%d%s%s" % (y, r.choice("HBCM"), self._digits(6)), "L%s" % self._digits(8),
                          "%s-%s" % (self._digits(2), self._digits(6))])
        elif kind == "histo":
            v = r.choice(["H%d/%s" % (y, self._digits(5)), "%s%d-%s" % (r.choice(["SP", "HS", "P"]), y, self._digits(5))])
        elif kind == "rad":
            v = r.choice(["RAD%s" % self._digits(7), "%s%s" % (r.choice(["CT", "US", "VL"]), self._digits(8)),
                          "ACC%s" % self._digits(6)])
        elif kind == "blood":
            v = "%s%s %s %s %s" % (r.choice("GPN"), self._digits(3), self._digits(2), self._digits(3), self._digits(3))
        elif kind == "mdt":
            v = r.choice(["MDT-%d-%s" % (self.base.year, self._digits(4)), "CT%s/%d" % (self._digits(3), y)])
        elif kind == "incident":
            v = r.choice(["DW%s" % self._digits(6), "IR-%s" % self._digits(5), "RL%s" % self._digits(7)])
        elif kind == "ref":
            v = r.choice(["%s %s %s" % (self._digits(4), self._digits(4), self._digits(4)), "REF%s" % self._digits(7),
                          "TR-%d-%s" % (self.base.year, self._digits(5))])
        else:
            v = r.choice(["TH%s" % self._digits(6), "CS%d-%s" % (y, self._digits(4)), "%s/%s" % (self._digits(4), y)])
        return P(v, "IDNUM")


def L2(r):
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
