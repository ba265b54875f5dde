"""PHI value makers. Every maker returns P (a PHI piece) or Seq (mixed pieces)."""
import datetime as dt
import string
from core import P, Seq
import pools as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UP = string.ascii_uppercase
DG = string.digits


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def rlen(v):
    if v is None:
        return 0
    if isinstance(v, P):
        return len(v[0])
    if isinstance(v, (Seq, list)):
        return sum(rlen(x) for x in v)
    return len(str(v))


def cell(v, width):
    """A table cell: value then spaces up to width (at least one space)."""
    return Seq([v, " " * max(1, width - rlen(v))])


def plain(v):
    if isinstance(v, P):
        return v[0]
    if isinstance(v, (Seq, list)):
        return "".join(plain(x) for x in v)
    return str(v)


class Ctx:
    def __init__(self, rng, country):
        self.r = rng
        self.country = country
        self.today = dt.date(2023, 1, 1) + dt.timedelta(days=rng.randrange(0, 900))
        self.hospital = rng.choice(PL.UK_HOSPITALS if country == "UK" else PL.IE_HOSPITALS)
        self.ward = rng.choice(PL.WARDS)

    # ---------------- dates ----------------
    def day(self, back=0, fwd=0):
        return self.today + dt.timedelta(days=self.r.randint(-back, fwd))

    def date(self, d=None, style=None):
        r = self.r
        d = d or self.today
        styles = ["dmy4", "dmy2", "dot", "dmon", "dmony", "ord", "ordm", "wd", "wdord", "iso",
                  "monyr", "dm", "wdshort", "dmy4", "dmony"]
        s = style or r.choice(styles)
        mon = MONTHS[d.month - 1]
        if s == "dmy4":
            t = "%02d/%02d/%d" % (d.day, d.month, d.year)
        elif s == "dmy2":
            t = "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
        elif s == "dot":
            t = "%02d.%02d.%d" % (d.day, d.month, d.year)
        elif s == "dmon":
            t = "%02d-%s-%d" % (d.day, mon[:3], d.year)
        elif s == "dmony":
            t = "%d %s %d" % (d.day, mon[:3], d.year)
        elif s == "ord":
            t = "%s %s %d" % (ordinal(d.day), mon, d.year)
        elif s == "ordm":
            t = "%s %s" % (ordinal(d.day), mon)
        elif s == "wd":
            t = "%s %d/%d" % (WDAYS[d.weekday()][:3], d.day, d.month)
        elif s == "wdord":
            t = "%s %s %s" % (WDAYS[d.weekday()], ordinal(d.day), mon)
        elif s == "iso":
            t = d.isoformat()
        elif s == "monyr":
            t = "%s %d" % (mon, d.year)
        elif s == "dm":
            t = "%d/%d" % (d.day, d.month)
        elif s == "wdshort":
            t = "%s %02d/%02d/%02d" % (WDAYS[d.weekday()][:3], d.day, d.month, d.year % 100)
        elif s == "weekday":
            t = WDAYS[d.weekday()]
        elif s == "year":
            t = str(d.year)
        else:
            raise ValueError(s)
        return P(t, "DATE")

    def dob(self, age):
        d = self.today - dt.timedelta(days=int(age * 365.25) + self.r.randint(5, 300))
        return self.date(d, self.r.choice(["dmy4", "dmy4", "dot", "dmony", "iso", "dmon"]))

    def time(self):
        return "%02d:%02d" % (self.r.randint(0, 23), self.r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))

    # ---------------- ages ----------------
    def age_val(self, lo=60, hi=99):
        return self.r.randint(lo, hi)

    def age(self, a, sex="F", style=None):
        words = {61: "sixty-one", 72: "seventy-two", 78: "seventy-eight", 84: "eighty-four",
                 88: "eighty-eight", 91: "ninety-one", 92: "ninety-two", 95: "ninety-five",
                 67: "sixty-seven", 99: "ninety-nine", 80: "eighty", 90: "ninety"}
        r = self.r
        s = style or r.choice(["yo", "y/o", "sexc", "aged", "yrs", "yearold", "paren", "yo_s",
                               "sexsp", "yoa", "words"])
        a_s = str(a)
        if s == "words" and a in words:
            return Seq(["aged ", P(words[a], "AGE")])
        if s == "yo":
            return Seq([P(a_s, "AGE"), "yo"])
        if s == "yo_s":
            return Seq([P(a_s, "AGE"), " yo"])
        if s == "y/o":
            return Seq([P(a_s, "AGE"), " y/o"])
        if s == "sexc":
            return Seq([P(a_s, "AGE"), sex])
        if s == "sexsp":
            return Seq([P(a_s, "AGE"), " " + sex])
        if s == "aged":
            return Seq(["aged ", P(a_s, "AGE")])
        if s == "yrs":
            return Seq([P(a_s, "AGE"), " yrs"])
        if s == "yearold":
            return Seq([P(a_s, "AGE"), "-year-old"])
        if s == "yoa":
            return Seq([P(a_s, "AGE"), " years of age"])
        return Seq(["(", P(a_s, "AGE"), ")"])

    # ---------------- places ----------------
    def town(self):
        return P(self.r.choice(PL.UK_TOWNS if self.country == "UK" else PL.IE_TOWNS), "CITY")

    def county(self):
        return P(self.r.choice(PL.UK_COUNTIES if self.country == "UK" else PL.IE_COUNTIES), "CITY")

    def region(self):
        return P(self.r.choice(PL.UK_REGIONS if self.country == "UK" else PL.IE_PROVINCES), "STATE")

    def postcode(self):
        r = self.r
        if self.country == "UK":
            return P("%s%s%d %d%s%s" % (r.choice("BCDHLMNPSTWY"), r.choice("ADEHLNRSTX"), r.randint(1, 29),
                                        r.randint(1, 9), r.choice("ABDEFGHJLNPQRSTUWXY"),
                                        r.choice("ABDEFGHJLNPQRSTUWXY")), "ZIP")
        return P("%s%02d %s%s%s%s" % (r.choice("ACDEFHKNPRTVWXY"), r.randint(10, 99), r.choice(UP),
                                      r.choice(DG), r.choice(UP), r.choice(DG)), "ZIP")

    def street(self):
        r = self.r
        k = r.random()
        if k < 0.15:
            return P("Flat %d, %d %s" % (r.randint(1, 30), r.randint(1, 140), r.choice(PL.STREET_NAMES)), "STREET")
        if k < 0.25:
            return P("%s, %s" % (r.choice(PL.HOUSE_NAMES), r.choice(PL.STREET_NAMES)), "STREET")
        if k < 0.32:
            return P("Apt %d%s, %d %s" % (r.randint(1, 9), r.choice("ABC"), r.randint(1, 90),
                                          r.choice(PL.STREET_NAMES)), "STREET")
        return P("%d %s" % (r.randint(1, 260), r.choice(PL.STREET_NAMES)), "STREET")

    def address(self, one_line=True):
        r = self.r
        parts = [self.street(), ", ", self.town(), ", "]
        if self.country == "IE":
            parts += ["Co. ", self.county(), ", ", self.postcode()]
        else:
            if r.random() < 0.4:
                parts += [self.county(), " "]
            parts += [self.postcode()]
        if not one_line:
            parts = [x if x != ", " else "\n" for x in parts]
        return Seq(parts)

    def hosp(self, which=None):
        r = self.r
        if which == "ward":
            return P(r.choice(PL.WARDS), "HOSPITAL")
        if which == "unit":
            return P(r.choice(PL.UNITS), "HOSPITAL")
        if which == "home":
            return P(r.choice(PL.CARE_HOMES), "HOSPITAL")
        if which == "gp":
            return P(r.choice(PL.GP_PRACTICES), "HOSPITAL")
        if which == "pharm":
            return P(r.choice(PL.PHARMACIES), "HOSPITAL")
        pool = PL.UK_HOSPITALS if self.country == "UK" else PL.IE_HOSPITALS
        return P(r.choice(pool), "HOSPITAL")

    def bed(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            return Seq(["Bay ", P(r.choice("ABCDEF"), "LOCATION_OTHER"), " bed ", P(str(r.randint(1, 6)), "LOCATION_OTHER")])
        if k < 0.6:
            return P("SR%d" % r.randint(1, 8), "LOCATION_OTHER") if r.random() < 0.3 else \
                Seq([r.choice(["side room ", "SR ", "Side Rm "]), P(str(r.randint(1, 8)), "LOCATION_OTHER")])
        if k < 0.8:
            return Seq(["bed ", P(str(r.randint(1, 32)), "LOCATION_OTHER")])
        return P("%s%d" % (r.choice("ABCDE"), r.randint(1, 6)), "LOCATION_OTHER")

    def bedcode(self):
        r = self.r
        return P(r.choice(["%s%d" % (r.choice("ABCDE"), r.randint(1, 6)), "SR%d" % r.randint(1, 8),
                           "%d" % r.randint(1, 30), "B%d-%d" % (r.randint(1, 5), r.randint(1, 6))]),
                 "LOCATION_OTHER")

    # ---------------- contact ----------------
    def phone(self, kind=None):
        r = self.r
        k = kind or r.choice(["land", "mob", "ext", "land", "mob", "intl"])
        if self.country == "UK":
            if k == "land":
                t = r.choice(["01632 960%03d", "0113 496 0%03d", "020 7946 0%03d", "(01632) 960%03d",
                              "0161 496 0%03d"]) % r.randint(0, 999)
            elif k == "mob":
                t = r.choice(["07700 900%03d", "07700900%03d", "07700 900 %03d"]) % r.randint(0, 999)
            elif k == "intl":
                t = "+44 7700 900%03d" % r.randint(0, 999)
            else:
                t = "01632 960%03d ext. %d" % (r.randint(0, 999), r.randint(2000, 7999))
        else:
            if k == "land":
                t = r.choice(["(01) 555 %04d", "091 555 %04d", "021-555-%04d", "(0%d) 555 %%04d" % r.randint(41, 99)]) % r.randint(0, 9999)
            elif k == "mob":
                t = r.choice(["087 555 %04d", "086-555-%04d", "085 5550%03d"]) % r.randint(0, 999)
            elif k == "intl":
                t = "+353 87 555 %04d" % r.randint(0, 9999)
            else:
                t = "(01) 555 %04d ext %d" % (r.randint(0, 9999), r.randint(200, 899))
        return P(t, "PHONE")

    def bleep(self):
        return P(self.r.choice(["%d", "%d", "#%d", "%d"]) % self.r.randint(1000, 8999), "PHONE")

    def ext(self):
        return P("%d" % self.r.randint(2000, 7999), "PHONE")

    def fax(self):
        if self.country == "UK":
            return P("01632 960%03d" % self.r.randint(0, 999), "FAX")
        return P("(01) 555 %04d" % self.r.randint(0, 9999), "FAX")

    def email(self, given=None, surname=None, kind=None):
        r = self.r
        dom = r.choice(["example.org", "example.net", "example.com", "nhs.example.org", "hse.example.net"])
        if given and surname:
            s = "".join(c for c in surname.lower() if c.isalpha())
            g = "".join(c for c in given.lower() if c.isalpha())
            local = r.choice([g + "." + s, g[0] + "." + s, s + g[0], g + s[:3] + str(r.randint(1, 99))])
        else:
            local = r.choice(["ward.sister", "bedmanager", "ipc.team", "safeguarding.adults",
                              "patientflow", "hospital.night", "dischargehub", "site.office"])
            local += "." + "".join(c for c in self.hospital.lower().split()[0] if c.isalpha())
        return P(local + "@" + dom, "EMAIL")

    def url(self):
        r = self.r
        path = r.choice(["safeguarding/refer", "bedstate/live", "ipc/alerts", "flow/escalation",
                         "referrals/social-work", "wards/handover", "portal/discharge", "eobs/login"])
        host = r.choice(["www.example.org", "intranet.example.net", "https://portal.example.com",
                         "http://trust.example.org", "www.example.net"])
        return P("%s/%s" % (host, path), "URL")

    def ip(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            t = "10.%d.%d.%d" % (r.randint(0, 254), r.randint(0, 254), r.randint(1, 254))
        elif k < 0.7:
            t = "192.168.%d.%d" % (r.randint(0, 254), r.randint(1, 254))
        else:
            t = "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 254), r.randint(1, 254))
        return P(t, "IPADDR")

    # ---------------- identifiers ----------------
    def mrn(self):
        r = self.r
        f = r.choice(["K%07d", "%08d", "RX%07d", "TVG-%06d", "H%06d", "%07d", "M%d%06d"])
        t = f % ((r.randint(1, 9), r.randint(0, 999999)) if f.count("%") == 2 else r.randint(0, 9999999))
        return P(t, "MRN")

    def nhs(self):
        r = self.r
        if self.country == "UK":
            t = "999 %03d %04d" % (r.randint(0, 999), r.randint(0, 9999))
            if r.random() < 0.3:
                t = t.replace(" ", "")
        else:
            t = "IHI %010d" % r.randint(0, 9999999999)
            t = t[4:]
        return P(t, "MRN")

    def ssn(self):
        r = self.r
        k = r.random()
        if self.country == "UK" and k < 0.7:
            t = "QQ %02d %02d %02d %s" % (r.randint(0, 99), r.randint(0, 99), r.randint(0, 99), r.choice("ABCD"))
            if r.random() < 0.4:
                t = t.replace(" ", "")
        elif self.country == "IE" and k < 0.7:
            t = "%07d%s%s" % (r.randint(0, 9999999), r.choice("ABCDEFGHW"), r.choice(["A", "", "W"]))
        else:
            t = "9%02d-%02d-%04d" % (r.randint(0, 99), r.randint(1, 99), r.randint(1, 9999))
        return P(t, "SSN")

    def healthplan(self):
        r = self.r
        f = r.choice(["GMS %07d%s", "%08d", "MBR-%06d", "BUP%07d", "EHIC 8%09d", "VH%07d", "%04d %04d"])
        n = f.count("%")
        if "%s" in f:
            t = f % (r.randint(0, 9999999), r.choice(UP))
        elif n == 2:
            t = f % (r.randint(0, 9999), r.randint(0, 9999))
        else:
            t = f % r.randint(0, 99999999)
        if t.startswith("GMS ") or t.startswith("EHIC "):
            t = t.split(" ", 1)[1]
        return P(t, "HEALTHPLAN")

    def account(self):
        r = self.r
        f = r.choice(["ENC%08d", "%d-%04d", "EP%07d", "A%07d", "ED24-%06d", "%09d", "V%06d"])
        t = f % ((r.randint(1000, 9999), r.randint(0, 9999)) if f.count("%") == 2 else r.randint(0, 99999999 if "%08d" in f else 999999))
        return P(t, "ACCOUNT")

    def license(self, kind=None):
        r = self.r
        k = kind or r.choice(["gmc", "nmc", "imc", "nmbi", "drive", "hcpc"])
        if k == "gmc":
            t = "%07d" % r.randint(1000000, 7999999)
        elif k == "nmc":
            t = "%02d%s%04d%s" % (r.randint(0, 99), r.choice(UP), r.randint(0, 9999), r.choice("EOSW"))
        elif k == "imc":
            t = "%06d" % r.randint(10000, 499999)
        elif k == "nmbi":
            t = "%06d" % r.randint(100000, 999999)
        elif k == "hcpc":
            t = "%s%06d" % (r.choice(["PH", "OT", "SL", "DT"]), r.randint(0, 999999))
        else:
            t = "%s%s%s%s9%02d%02d%s%s%s" % (r.choice(UP), r.choice(UP), r.choice(UP), r.choice(UP),
                                              r.randint(0, 99), r.randint(1, 28), r.choice(UP),
                                              r.choice(UP), r.choice(DG))
        return P(t, "LICENSE")

    def device(self):
        r = self.r
        f = r.choice(["SN %s%s%06d", "T34-%05d", "PJN%06d", "ASSET %06d", "VP-%s%04d", "%s%s-%05d-%s"])
        if f.startswith("SN "):
            t = "%s%s%06d" % (r.choice(UP), r.choice(UP), r.randint(0, 999999))
        elif f == "T34-%05d":
            t = f % r.randint(0, 99999)
        elif f == "PJN%06d":
            t = f % r.randint(0, 999999)
        elif f.startswith("ASSET"):
            t = "%06d" % r.randint(0, 999999)
        elif f.startswith("VP-"):
            t = "VP-%s%04d" % (r.choice(UP), r.randint(0, 9999))
        else:
            t = "%s%s-%05d-%s" % (r.choice(UP), r.choice(UP), r.randint(0, 99999), r.choice(UP))
        return P(t, "DEVICE")

    def vehicle(self):
        r = self.r
        if self.country == "UK" or r.random() < 0.2:
            t = "%s%s%02d %s%s%s" % (r.choice(UP), r.choice(UP), r.randint(10, 74), r.choice(UP),
                                     r.choice(UP), r.choice(UP))
        else:
            t = "%d%d-%s-%d" % (r.randint(10, 24), r.choice([1, 2]), r.choice(["G", "MO", "KY", "D", "C", "WX", "TS"]),
                                 r.randint(100, 99999))
        return P(t, "VEHICLE")

    def bioid(self):
        r = self.r
        return P(r.choice(["FP-%05d", "PV%06d", "BIO-%04d", "RET%05d"]) % r.randint(0, 9999), "BIOID")

    def foreign(self):
        """(state P, country P) of a place abroad."""
        r = self.r
        if r.random() < 0.4:
            st = r.choice(PL.US_STATES)
            return P(st[r.randint(0, 1)], "STATE"), P(r.choice(["USA", "the United States", "the US"]), "COUNTRY")
        st, co = r.choice(PL.FOREIGN)
        return P(st, "STATE"), P(co, "COUNTRY")

    def idnum(self, kind=None):
        r = self.r
        y = self.today.year % 100
        k = kind or r.choice(["datix", "sg", "spec", "req", "bedreq", "case", "order"])
        if k == "datix":
            t = "W%06d" % r.randint(0, 999999)
        elif k == "sg":
            t = "SG/%d/%04d" % (y, r.randint(0, 9999))
        elif k == "spec":
            t = "MC%d-%06d" % (y, r.randint(0, 999999))
        elif k == "req":
            t = "RQ%07d" % r.randint(0, 9999999)
        elif k == "bedreq":
            t = "BR-%05d" % r.randint(0, 99999)
        elif k == "case":
            t = "ASC-%d-%05d" % (self.today.year, r.randint(0, 99999))
        else:
            t = "ORD%08d" % r.randint(0, 99999999)
        return P(t, "IDNUM")

    def username(self, given=None, surname=None):
        r = self.r
        g = (given or r.choice(PL.STAFF_GIVEN)).lower()
        s = "".join(c for c in (surname or r.choice(PL.SURNAMES)).lower() if c.isalpha())
        t = r.choice([g[0] + s, s + g[0] + str(r.randint(1, 9)), g + "." + s, s.upper()[:6] + g[0].upper(),
                      g[0] + s[:5] + "%02d" % r.randint(0, 99)])
        return P(t, "USERNAME")

    def org(self):
        return P(self.r.choice(PL.ORGS), "ORGANIZATION")

    def prof(self):
        return P(self.r.choice(PL.PROFESSIONS), "PROFESSION")

    def country_(self):
        return P(self.r.choice(PL.COUNTRIES), "COUNTRY")
