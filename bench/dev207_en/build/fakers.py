"""Per-note context: people, places, dates, identifiers and contact details (all fictional)."""
import datetime as dt

import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAYS]
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class Person:
    def __init__(self, first, middle, last, sex, nick=None):
        self.first, self.middle, self.last, self.sex, self.nick = first, middle, last, sex, nick

    def form(self, style):
        f, m, l = self.first, self.middle, self.last
        mi = m[0] if m else ""
        if style == "full":
            return f + " " + l
        if style == "fml":
            return f + " " + (mi + ". " if mi else "") + l
        if style == "fmidl":
            return f + " " + (m + " " if m else "") + l
        if style == "lf":
            return l + ", " + f
        if style == "lfm":
            return l + ", " + f + (" " + mi if mi else "")
        if style == "LF":
            return l.upper() + ", " + f
        if style == "LFM":
            return l.upper() + ", " + f.upper() + (" " + mi if mi else "")
        if style == "FL":
            return (f + " " + l).upper()
        if style == "last":
            return l
        if style == "first":
            return f
        if style == "nick":
            return self.nick or f
        if style == "init":
            return f[0] + "." + l[0] + "."
        if style == "init2":
            return f[0] + (mi or "") + l[0]
        if style == "low2":
            return (f[0] + l[0]).lower()
        if style == "fi":
            return f[0] + ". " + l
        if style == "fil":
            return f[0] + " " + l
        if style == "nickl":
            return (self.nick or f) + " " + l
        raise ValueError(style)


class Ctx:
    def __init__(self, r, country, lower=False):
        self.r = r
        self.country = country
        self.us = country == "US"
        self.lower = lower
        self._surnames = []
        start = dt.date(2019, 1, 7)
        self.visit = self.wkday(start + dt.timedelta(days=r.randint(0, 2330)))
        self.dstyle = r.choice(["num", "num", "num", "long", "med", "iso", "dmy_dash"] if self.us
                               else ["num", "num", "num", "long", "med", "dmy_dash", "dot"])
        if self.us:
            self.hosp = r.choice(P.US_HOSPITALS)
            self.clinic = r.choice(P.US_CLINICS[:6])
            self.gp_practice = r.choice(P.US_CLINICS[6:])
            self.lab = r.choice(P.US_LABS[:4])
            self.pharm = r.choice(P.US_PHARM)
            self.ward = r.choice(P.US_WARDS)
            self.insurer = r.choice(P.US_INSURERS)
        else:
            self.hosp = r.choice(P.AU_HOSPITALS)
            self.clinic = r.choice(P.AU_CLINICS[:3] + P.AU_CLINICS[8:])
            self.gp_practice = r.choice(P.AU_CLINICS[3:8])
            self.lab = r.choice(P.AU_LABS[:2] + P.AU_LABS[3:])
            self.pharm = r.choice(P.AU_PHARM)
            self.ward = r.choice(P.AU_WARDS)
            self.insurer = r.choice(P.AU_FUNDS)
        self.home = self.addr()
        self.site = self.addr(near=self.home)
        self.drt = "Dr." if (self.us and r.random() < 0.7) else "Dr"

    # ---------------- people
    def person(self, sex=None, mid=0.5):
        r = self.r
        if sex is None:
            sex = r.choice("MF")
        first = r.choice(P.MALE if sex == "M" else P.FEMALE)
        while True:
            last = r.choice(P.SURNAMES)
            if last not in self._surnames:
                break
        self._surnames.append(last)
        middle = None
        if r.random() < mid:
            middle = r.choice(P.MALE if sex == "M" else P.FEMALE)
            if middle == first:
                middle = None
        nick = None
        if first in P.NICK:
            nick = r.choice(P.NICK[first])
        return Person(first, middle, last, sex, nick)

    def relative(self, pt, rel=None):
        """A family member; spouses often share the surname."""
        r = self.r
        if rel is None:
            rel = r.choice(["wife", "partner", "son", "daughter", "brother", "sister"] if pt.sex == "M"
                           else ["husband", "partner", "son", "daughter", "sister", "niece"])
        sex = {"wife": "F", "husband": "M", "son": "M", "daughter": "F", "brother": "M",
               "sister": "F", "niece": "F", "nephew": "M"}.get(rel, r.choice("MF"))
        p = self.person(sex, mid=0.2)
        if rel in ("wife", "husband", "son", "daughter", "brother") and r.random() < 0.6:
            p.last = pt.last
        return rel, p

    def ptitle(self, p):
        if p.sex == "M":
            return "Mr." if (self.us and self.r.random() < 0.7) else "Mr"
        return self.r.choice(["Mrs.", "Ms."] if self.us else ["Mrs", "Ms", "Mrs"])

    def cred(self, role, p=None):
        if p is not None:
            if getattr(p, "cred", None) is None:
                p.cred = self._cred(role)
            return p.cred
        return self._cred(role)

    def _cred(self, role):
        r = self.r
        if self.us:
            return r.choice({
                "uro": ["MD", "MD, FACS", "DO", "MD"], "reg": ["MD", "MD", "DO"],
                "gp": ["MD", "DO", "MD", "FNP-C"], "path": ["MD", "MD, FCAP"],
                "rn": ["RN", "BSN, RN", "RN, CWOCN", "LPN"], "sci": ["MS", "BS, CLS", "PhD"],
                "anaes": ["MD", "CRNA"], "np": ["NP", "APRN", "PA-C"], "rad": ["MD"],
                "onc": ["MD"]}[role])
        return r.choice({
            "uro": ["MBBS FRACS (Urol)", "FRACS", "MBBS (Hons) FRACS", "MBBS, FRACS (Urology)"],
            "reg": ["MBBS", "MD", "BMed"], "gp": ["MBBS FRACGP", "FRACGP", "MBBS"],
            "path": ["FRCPA", "MBBS FRCPA"], "rn": ["RN", "CNC", "RN, CNS", "EEN"],
            "sci": ["BSc", "BSc(Hons)", "MSc"], "anaes": ["FANZCA"], "np": ["NP", "RN NP"],
            "rad": ["FRANZCR"], "onc": ["FRACP"]}[role])

    # ---------------- dates
    def dstr(self, d, style=None):
        s = style or self.dstyle
        if s == "num":
            return ("%02d/%02d/%d" % (d.month, d.day, d.year)) if self.us else \
                ("%02d/%02d/%d" % (d.day, d.month, d.year))
        if s == "num2":
            return ("%d/%d/%02d" % (d.month, d.day, d.year % 100)) if self.us else \
                ("%d/%d/%02d" % (d.day, d.month, d.year % 100))
        if s == "nolead":
            return ("%d/%d/%d" % (d.month, d.day, d.year)) if self.us else \
                ("%d/%d/%d" % (d.day, d.month, d.year))
        if s == "iso":
            return d.isoformat()
        if s == "long":
            return ("%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)) if self.us else \
                ("%d %s %d" % (d.day, MONTHS[d.month - 1], d.year))
        if s == "med":
            return ("%s %d, %d" % (MON3[d.month - 1], d.day, d.year)) if self.us else \
                ("%d %s %d" % (d.day, MON3[d.month - 1], d.year))
        if s == "dmy_dash":
            return "%02d-%s-%d" % (d.day, MON3[d.month - 1], d.year)
        if s == "upper":
            return "%02d-%s-%d" % (d.day, MON3[d.month - 1].upper(), d.year)
        if s == "dot":
            return "%02d.%02d.%d" % (d.day, d.month, d.year)
        if s == "short":  # no year
            return ("%d/%d" % (d.month, d.day)) if self.us else ("%d/%d" % (d.day, d.month))
        if s == "wd":
            if self.us:
                return self.r.choice(["%s, %s %d, %d" % (WDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year),
                                      "%s %d/%d" % (WD3[d.weekday()], d.month, d.day),
                                      "%s %02d/%02d/%d" % (WD3[d.weekday()], d.month, d.day, d.year)])
            return self.r.choice(["%s %d %s %d" % (WDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year),
                                  "%s %d/%d" % (WD3[d.weekday()], d.day, d.month),
                                  "%s, %d %s" % (WDAYS[d.weekday()], d.day, MON3[d.month - 1])])
        if s == "my":
            return self.r.choice(["%s %d" % (MONTHS[d.month - 1], d.year), "%s %d" % (MON3[d.month - 1], d.year),
                                  "%02d/%d" % (d.month, d.year)])
        if s == "year":
            return str(d.year)
        raise ValueError(s)

    def D(self, d, style=None):
        return (self.dstr(d, style), "DATE")

    def ago(self, lo, hi, base=None):
        return (base or self.visit) - dt.timedelta(days=self.r.randint(lo, hi))

    def ahead(self, lo, hi, base=None):
        return self.wkday((base or self.visit) + dt.timedelta(days=self.r.randint(lo, hi)))

    @staticmethod
    def wkday(d):
        while d.weekday() >= 5:
            d = d + dt.timedelta(days=1)
        return d

    def dob(self, age):
        v = self.visit
        y = v.year - age
        d = dt.date(y, 1, 1) + dt.timedelta(days=self.r.randint(0, 364))
        if (d.month, d.day) > (v.month, v.day):
            d = dt.date(y - 1, d.month, min(d.day, 28))
        return d

    def tm(self, lo=7, hi=18):
        return "%02d:%02d" % (self.r.randint(lo, hi), self.r.choice([0, 5, 10, 15, 20, 30, 35, 40, 45, 50, 55]))

    # ---------------- places
    def addr(self, near=None):
        r = self.r
        if near is not None and r.random() < 0.6:
            city, st, stf, z = near["city"], near["state"], near["state_full"], near["zip"]
        elif self.us:
            city, st, stf, zp = r.choice(P.US_CITIES)
            z = zp + "%02d" % r.randint(1, 99)
        else:
            city, st, stf, z = r.choice(P.AU_CITIES)
        types = P.US_STREET_TYPES if self.us else P.AU_STREET_TYPES
        street = "%d %s %s" % (r.randint(2, 9800) if self.us else r.randint(1, 420),
                               r.choice(P.STREET_NAMES), r.choice(types))
        x = r.random()
        if x < 0.12:
            street += (", Apt %d" % r.randint(1, 40)) if self.us else ""
            if not self.us:
                street = "Unit %d/%s" % (r.randint(1, 24), street)
        elif x < 0.18:
            street = ("%d/" % r.randint(1, 12) + street) if not self.us else (street + " Unit %d" % r.randint(1, 30))
        return {"street": street, "city": city, "state": st, "state_full": stf, "zip": z}

    def addr_pc(self, a, sep=", ", full_state=False, country=False):
        st = a["state_full"] if full_state else a["state"]
        out = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
        if self.us:
            out += [", ", (st, "STATE"), " ", (a["zip"], "ZIP")]
        else:
            out += [" " if self.r.random() < 0.6 else ", ", (st, "STATE"), " ", (a["zip"], "ZIP")]
        if country:
            out += [sep, ("USA" if self.us else "Australia", "COUNTRY")]
        return out

    # ---------------- contact
    def _area(self):
        return self.r.choice(["217", "937", "520", "208", "518", "541", "253", "508", "978", "919",
                              "912", "608", "402", "806", "559", "218", "865", "775", "801", "251",
                              "225", "570", "207", "802", "316", "515", "918", "505", "307", "406"])

    def phone(self, kind="land", ext=None):
        r = self.r
        n4 = "%04d" % r.randint(100, 199) if r.random() < 0.7 else "%04d" % r.randint(0, 9999)
        if self.us:
            if kind == "pager":
                return r.choice(["555-%s" % n4[1:], "555-0%s" % n4[1:], "(%s) 555-%s" % (self._area(), n4)])
            a = self._area()
            s = r.choice(["(%s) 555-%s" % (a, n4), "%s-555-%s" % (a, n4), "%s.555.%s" % (a, n4),
                          "+1 %s 555 %s" % (a, n4), "(%s) 555-%s" % (a, n4)])
        else:
            if kind == "mob":
                s = r.choice(["04%02d 555 %03d" % (r.randint(0, 99), r.randint(0, 999)),
                              "+61 4%02d 555 %03d" % (r.randint(0, 99), r.randint(0, 999))])
            elif kind == "pager":
                s = "555%d" % r.randint(0, 9)
            else:
                a = r.choice(["02", "03", "07", "08"])
                s = r.choice(["(%s) 5550 %s" % (a, n4), "%s 5550 %s" % (a, n4),
                              "+61 %s 5550 %s" % (a[1], n4)] + (["1800 555 %03d" % r.randint(0, 999)] if ext is not False or kind != "fax" else []))
        if ext or (ext is None and kind == "land" and r.random() < 0.12):
            s += r.choice([" ext. %d", " x%d", " ext %d"]) % r.randint(2, 499)
        return s

    def P(self, kind="land", ext=None):
        return (self.phone(kind, ext), "PHONE")

    def F(self):
        return (self.phone("fax", ext=False), "FAX")

    def email(self, p=None, local=None):
        r = self.r
        if local is None:
            f = p.first.lower().replace("'", "")
            l = p.last.lower().replace("'", "").replace("-", "")
            local = r.choice([f + "." + l, f[0] + l, f + l[0] + str(r.randint(1, 99)), l + "." + f[0]])
        return (local + "@" + r.choice(["example.com", "example.org", "example.net"]), "EMAIL")

    def url(self, path=None):
        r = self.r
        host = r.choice(["www.example.org", "www.example.com", "portal.example.net", "example.org",
                         "telehealth.example.net", "https://www.example.com", "https://portal.example.org"])
        return (host + "/" + (path or r.choice(["urology", "patient-portal", "book", "continence",
                                                 "mens-health/results", "referrals"])), "URL")

    def ip(self):
        r = self.r
        k = r.randint(0, 2)
        if k == 0:
            s = "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        elif k == 1:
            s = "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        else:
            s = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))
        return (s, "IPADDR")

    def user(self, p):
        r = self.r
        f, l = p.first.lower(), p.last.lower().replace("'", "").replace("-", "")
        return (r.choice([f[0] + l, f[0] + l + str(r.randint(1, 9)), l[:6] + f[0], f + "." + l,
                          (f[0] + l[:5]).upper()]), "USERNAME")

    # ---------------- identifiers
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def mrn(self):
        r = self.r
        if self.us:
            return (r.choice(["%08d" % r.randint(1, 99999999), "MR%07d" % r.randint(0, 9999999),
                              "E%07d" % r.randint(0, 9999999), "%03d-%02d-%02d" % (r.randint(0, 999), r.randint(0, 99), r.randint(0, 99))]), "MRN")
        return (r.choice(["%07d" % r.randint(0, 9999999), "%06d" % r.randint(0, 999999),
                          "MRN%07d" % r.randint(0, 9999999)]), "MRN")

    def acct(self):
        r = self.r
        return (r.choice(["%04d-%04d" % (r.randint(0, 9999), r.randint(0, 9999)), "V%09d" % r.randint(0, 10 ** 9 - 1),
                          "%010d" % r.randint(0, 10 ** 10 - 1), "ENC-%07d" % r.randint(0, 9999999),
                          "%d%06d" % (self.visit.year % 100, r.randint(0, 999999))]), "ACCOUNT")

    def hp(self):
        r = self.r
        if self.us:
            return (r.choice(["%s%s%s%06d" % (r.choice(LET), r.choice(LET), r.choice(LET), r.randint(0, 999999)),
                              "W%09d" % r.randint(0, 10 ** 9 - 1), "%d%s%s%d-%s%s%d-%s%s%d%d" % (
                                  r.randint(1, 9), r.choice(LET), r.choice(LET), r.randint(0, 9), r.choice(LET),
                                  r.choice(LET), r.randint(0, 9), r.choice(LET), r.choice(LET), r.randint(0, 9), r.randint(0, 9)),
                              "H%08d" % r.randint(0, 10 ** 8 - 1)]), "HEALTHPLAN")
        return (r.choice(["%d%03d %05d %d" % (r.randint(2, 6), r.randint(0, 999), r.randint(0, 99999), r.randint(1, 9)),
                          "%d%09d" % (r.randint(2, 6), r.randint(0, 10 ** 9 - 1))]), "HEALTHPLAN")

    def hp_fund(self):
        r = self.r
        return ("%08d" % r.randint(0, 10 ** 8 - 1) if r.random() < 0.5 else
                "%s%07d" % (r.choice(LET), r.randint(0, 9999999)), "HEALTHPLAN")

    def dva(self):
        r = self.r
        return ("%s%s%s%05d" % (r.choice("NVQWST"), r.choice("XKM"), r.choice(LET), r.randint(0, 99999)), "HEALTHPLAN")

    def group(self):
        return ("%05d" % self.r.randint(0, 99999) if self.r.random() < 0.5 else
                "GRP-%04d" % self.r.randint(0, 9999), "HEALTHPLAN")

    def ssn(self):
        r = self.r
        if self.us:
            a = r.choice(["9%02d" % r.randint(0, 99), "000"])
            return (r.choice(["%s-%02d-%04d", "%s %02d %04d"]) % (a, r.randint(1, 99), r.randint(1, 9999)), "SSN")
        return ("9%02d %03d %03d%s" % (r.randint(0, 99), r.randint(0, 999), r.randint(0, 999), r.choice("ABCHJKLX")), "SSN")

    def npi(self):
        return ("1" + self.digits(9), "LICENSE")

    def dea(self):
        r = self.r
        return (r.choice("ABFM") + r.choice(LET) + self.digits(7), "LICENSE")

    def lic(self):
        """A clinician licence/registration number."""
        r = self.r
        if self.us:
            return r.choice([self.npi(), self.dea(), ("%s%06d" % (r.choice(["MD", "G", "A", "L"]), r.randint(0, 999999)), "LICENSE")])
        return r.choice([("MED000%07d" % r.randint(0, 9999999), "LICENSE"),
                         ("NMW000%07d" % r.randint(0, 9999999), "LICENSE"),
                         ("%06d%s%s" % (r.randint(0, 999999), r.choice("0123456789"), r.choice("ABCDFHJKLTWXY")), "LICENSE")])

    def prov(self):
        r = self.r
        return ("%06d%s%s" % (r.randint(0, 999999), r.choice("0123456789"), r.choice("ABCDFHJKLTWXY")), "LICENSE")

    def ahpra(self, pre="MED"):
        return ("%s000%07d" % (pre, self.r.randint(0, 9999999)), "LICENSE")

    def lab_lic(self):
        r = self.r
        if self.us:
            return ("%02dD%07d" % (r.randint(1, 52), r.randint(0, 9999999)), "LICENSE")
        return ("%d" % r.randint(1000, 19999), "LICENSE")

    def acc(self, kind="path", year=None):
        r = self.r
        y = (year or self.visit.year) % 100
        if kind == "path":
            s = r.choice(["S%02d-%05d" % (y, r.randint(1, 99999)), "SP-%02d-%06d" % (y, r.randint(1, 999999)),
                          "UP%02d/%05d" % (y, r.randint(1, 99999)), "%02d-%07d" % (y, r.randint(1, 9999999))])
        elif kind == "lab":
            s = r.choice(["%02d-%07d" % (y, r.randint(1, 9999999)), "L%09d" % r.randint(1, 10 ** 9 - 1),
                          "C%02d%06d" % (y, r.randint(1, 999999))])
        elif kind == "order":
            s = r.choice(["ORD-%07d" % r.randint(1, 9999999), "%08d" % r.randint(1, 99999999),
                          "RQ%06d" % r.randint(1, 999999)])
        else:
            s = "%s-%02d-%04d" % (kind, y, r.randint(1, 9999))
        return (s, "IDNUM")

    def serial(self, prefix=None):
        r = self.r
        pre = prefix if prefix is not None else r.choice(["", "SN", "A", "NJP", "DL", "K"])
        s = pre + r.choice(["%07d" % r.randint(0, 9999999), "%d-%05d" % (r.randint(10, 99), r.randint(0, 99999)),
                            "%06d%s" % (r.randint(0, 999999), r.choice(LET))])
        return (s, "DEVICE")

    def plate(self):
        r = self.r
        L = lambda n: "".join(r.choice(LET) for _ in range(n))
        if self.us:
            s = r.choice(["%d%s%03d" % (r.randint(1, 9), L(3), r.randint(0, 999)), "%s-%04d" % (L(3), r.randint(0, 9999)),
                          "%s %03d" % (L(3), r.randint(0, 999))])
        else:
            s = r.choice(["%s%02d%s" % (L(2), r.randint(0, 99), L(2)), "%03d%s" % (r.randint(0, 999), L(3)),
                          "%d%s %d%s" % (r.randint(1, 9), L(2), r.randint(1, 9), L(2)), "%s-%03d" % (L(3), r.randint(0, 999))])
        return (s, "VEHICLE")

    def vin(self):
        return ("".join(self.r.choice(VINCH) for _ in range(17)), "VEHICLE")

    def bio(self):
        r = self.r
        return (r.choice(["FP-%05d" % r.randint(0, 99999), "PV-%08d" % r.randint(0, 10 ** 8 - 1),
                          "BIO-%04d-%03d" % (r.randint(0, 9999), r.randint(0, 999)),
                          "IRS%06d" % r.randint(0, 999999)]), "BIOID")

    def age_str(self, n):
        return str(n)
