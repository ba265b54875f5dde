"""Fictional value generators driven by one random.Random instance."""
import datetime as dt

import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WDAY]
AREA = ["215", "212", "319", "423", "970", "978", "503", "269", "662", "575", "920", "337", "480",
        "509", "478", "270", "605", "203", "479", "432", "512", "352", "209", "707", "801", "218",
        "330", "937", "812", "309", "815", "316", "406", "307", "802", "207", "603", "302", "301",
        "540", "864", "828", "256", "580", "775", "208", "808", "907", "304", "402", "417", "401"]
DOMAINS = ["example.com", "example.org", "example.net"]
NUM_WORDS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy",
             80: "eighty", 90: "ninety"}
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]


def age_words(n):
    if n < 10:
        return ONES[n]
    if n < 20:
        return TEENS[n - 10]
    if n >= 100:
        return "one hundred" + ("" if n == 100 else " " + age_words(n - 100))
    t = NUM_WORDS[n - n % 10]
    return t if n % 10 == 0 else t + "-" + ONES[n % 10]


class Faker:
    def __init__(self, rng):
        self.r = rng

    # ---------- basics ----------
    def ch(self, seq):
        return self.r.choice(seq)

    def digits(self, k):
        return "".join(self.ch("0123456789") for _ in range(k))

    def letters(self, k):
        return "".join(self.ch("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(k))

    def chance(self, p):
        return self.r.random() < p

    # ---------- dates ----------
    def date_between(self, y0, y1):
        a = dt.date(y0, 1, 1).toordinal()
        b = dt.date(y1, 12, 31).toordinal()
        return dt.date.fromordinal(self.r.randint(a, b))

    def fdate(self, d, style=None):
        if style is None:
            style = self.ch(["mdy", "mdy", "mdy", "mdy2", "iso", "long", "abbr", "dmy", "mdy0"])
        m, day, y = d.month, d.day, d.year
        if style == "mdy":
            return "%02d/%02d/%d" % (m, day, y)
        if style == "mdy0":
            return "%d/%d/%d" % (m, day, y)
        if style == "mdy2":
            return "%d/%d/%02d" % (m, day, y % 100)
        if style == "iso":
            return "%d-%02d-%02d" % (y, m, day)
        if style == "long":
            return "%s %d, %d" % (MONTHS[m - 1], day, y)
        if style == "abbr":
            return "%s %d, %d" % (MON3[m - 1], day, y)
        if style == "abbr_noyr":
            return "%s %d" % (MON3[m - 1], day)
        if style == "long_noyr":
            return "%s %d" % (MONTHS[m - 1], day)
        if style == "dmy":
            return "%02d-%s-%d" % (day, MON3[m - 1], y)
        if style == "dmy_up":
            return "%02d-%s-%d" % (day, MON3[m - 1].upper(), y)
        if style == "md":
            return "%d/%d" % (m, day)
        if style == "wd_md":
            return "%s %d/%d" % (WD3[d.weekday()], m, day)
        if style == "wd_mdy":
            return "%s %02d/%02d/%d" % (WD3[d.weekday()], m, day, y)
        if style == "wd_long":
            return "%s, %s %d, %d" % (WDAY[d.weekday()], MONTHS[m - 1], day, y)
        if style == "wd_noyr":
            return "%s, %s %d" % (WDAY[d.weekday()], MONTHS[m - 1], day)
        if style == "weekday":
            return WDAY[d.weekday()]
        if style == "month_year":
            return "%s %d" % (MONTHS[m - 1], y)
        if style == "mon_year":
            return "%s %d" % (MON3[m - 1], y)
        if style == "my":
            return "%02d/%d" % (m, y)
        if style == "year":
            return str(y)
        if style == "compact":
            return "%d%02d%02d" % (y, m, day)
        raise ValueError(style)

    def time(self, h0=0, h1=23, style=None):
        h = self.r.randint(h0, h1)
        mi = self.r.randint(0, 59)
        if style is None:
            style = self.ch(["24", "24", "12"])
        if style == "24":
            return "%02d:%02d" % (h, mi)
        ap = "AM" if h < 12 else "PM"
        hh = h % 12 or 12
        return "%d:%02d %s" % (hh, mi, ap)

    # ---------- people ----------
    def person(self, sex=None):
        if sex is None:
            sex = self.ch("FM")
        first = self.ch(pools.FIRST_F if sex == "F" else pools.FIRST_M)
        return {"first": first, "last": self.ch(pools.LAST), "mi": self.ch("ABCDEFGHJKLMNPRSTW"),
                "sex": sex, "nick": pools.NICK.get(first)}

    def clinician(self, kind="prov"):
        first = self.ch(pools.DOC_FIRST)
        last = self.ch(pools.DOC_LAST)
        cred = self.ch(pools.PROV_CRED if kind == "prov" else pools.NURSE_CRED)
        return {"first": first, "last": last, "cred": cred, "mi": self.ch("ABCDEFGHJKLMNPRSTW")}

    def pname(self, p, style=None):
        """A rendering of a person's name (title never included)."""
        if style is None:
            style = self.ch(["full", "full", "full", "mi", "lf", "LF", "LFM", "fi"])
        f, l, mi = p["first"], p["last"], p["mi"]
        if style == "full":
            return "%s %s" % (f, l)
        if style == "mi":
            return "%s %s. %s" % (f, mi, l)
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "LF":
            return "%s, %s" % (l.upper(), f.upper())
        if style == "LFM":
            return "%s, %s %s" % (l.upper(), f.upper(), mi)
        if style == "fi":
            return "%s. %s" % (f[0], l)
        if style == "first":
            return f
        if style == "last":
            return l
        if style == "init":
            return "%s.%s." % (f[0], l[0])
        if style == "init2":
            ini = "%s%s" % (f[0], l[0])
            if ini in ("AM", "BP", "CT", "DM", "DO", "ED", "ER", "GI", "HI", "HR", "ID", "IN", "IV", "MA", "MD", "ME",
                       "MS", "NO", "NP", "OK", "OR", "OT", "PA", "PE", "PM", "PO", "PT", "RN", "US"):
                ini = "%s%s%s" % (f[0], mi, l[0])
            return ini
        if style == "nick":
            return p.get("nick") or f
        if style == "fli":
            return "%s %s." % (f, l[0])
        raise ValueError(style)

    def username(self, p):
        f, l = p["first"].lower(), p["last"].lower().replace("'", "").replace(" ", "").replace(".", "")
        return self.ch(["%s%s%s" % (f[0], l, self.digits(self.r.randint(0, 2))),
                        "%s.%s" % (f, l), "%s_%s%s" % (f, l[:3], self.digits(2)),
                        "%s%s" % (l, self.digits(3)), "%s%s" % (f, self.digits(4))])

    def email(self, p):
        u = self.username(p).replace("_", ".")
        return "%s@%s" % (u, self.ch(DOMAINS))

    def staff_email(self, p, org="example.org"):
        l = p["last"].lower().replace("'", "").replace(" ", "").replace(".", "")
        return "%s.%s@%s" % (p["first"].lower(), l, self.ch(DOMAINS))

    # ---------- contact ----------
    def phone(self, style=None, ext=None):
        a = self.ch(AREA)
        x = "555-01%02d" % self.r.randint(0, 99)
        if style is None:
            style = self.ch(["paren", "paren", "dash", "dash", "dot", "plus", "paren_nosp"])
        if style == "paren":
            s = "(%s) %s" % (a, x)
        elif style == "paren_nosp":
            s = "(%s)%s" % (a, x)
        elif style == "dash":
            s = "%s-%s" % (a, x)
        elif style == "dot":
            s = "%s.%s" % (a, x.replace("-", "."))
        elif style == "plus":
            s = "+1 %s %s" % (a, x.replace("-", " "))
        elif style == "tollfree":
            s = "1-%s-%s" % (self.ch(["800", "888", "877", "866"]), x)
        elif style == "short":
            s = x
        else:
            raise ValueError(style)
        if ext is None:
            ext = self.chance(0.12)
        if ext:
            s += self.ch([" ext. ", " x", " ext ", " x."]) + self.digits(self.r.randint(3, 4))
        return s

    def url(self, kind="portal"):
        d = self.ch(DOMAINS)
        host = self.ch(["mychart", "portal", "myhealth", "connect", "patients", "telehealth", "visit"])
        org = self.ch(["lakeside", "stbrendans", "riverside-health", "cedarridge", "summithealth",
                       "northgate-im", "bayview-med", "prairieview"])
        if kind == "video":
            return "https://%s.%s.%s/join/%s%s" % (self.ch(["video", "meet", "vv"]), org, d,
                                                   self.letters(3).lower(), self.digits(6))
        if kind == "plain":
            return "www.%s.%s" % (org, d)
        path = self.ch(["", "/login", "/results", "/messages", "/proxy", "/billing/pay", "/help"])
        pre = self.ch(["https://", "https://", "http://", ""])
        return "%s%s.%s.%s%s" % (pre, host, org, d, path)

    def ip(self):
        k = self.r.randint(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (self.r.randint(0, 255), self.r.randint(0, 255), self.r.randint(1, 254))
        if k == 1:
            return "192.168.%d.%d" % (self.r.randint(0, 255), self.r.randint(1, 254))
        return "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randint(0, 255), self.r.randint(1, 254))

    # ---------- ids ----------
    def ssn(self):
        a = self.ch(["9%s" % self.digits(2), "000"])
        sep = self.ch(["-", "-", "-", " "])
        return "%s%s%s%s%s" % (a, sep, self.digits(2), sep, self.digits(4))

    def mrn(self):
        k = self.r.randint(0, 5)
        if k == 0:
            return self.digits(8)
        if k == 1:
            return "%s%s" % (self.ch("EMH"), self.digits(7))
        if k == 2:
            return "%s-%s" % (self.ch(["LH", "SB", "RR", "CR", "PV"]), self.digits(7))
        if k == 3:
            return "%s-%s-%s" % (self.digits(3), self.digits(2), self.digits(3))
        if k == 4:
            return "00%s" % self.digits(7)
        return self.digits(9)

    def member(self):
        k = self.r.randint(0, 4)
        if k == 0:
            return "%s%s" % (self.letters(3), self.digits(6))
        if k == 1:
            return "W%s" % self.digits(9)
        if k == 2:  # Medicare-like beneficiary identifier
            L = "ACDEFGHJKMNPQRTUVWXY"
            c = lambda: self.ch(L)
            n = lambda: self.ch("0123456789")
            return "%s%s%s%s-%s%s%s-%s%s%s%s" % (self.ch("123456789"), c(), self.ch(L + "0123456789"), n(),
                                                 c(), self.ch(L + "0123456789"), n(), c(), c(), n(), n())
        if k == 3:
            return "%s%s" % (self.letters(2), self.digits(10))
        return "%s-%s-%s" % (self.letters(3), self.digits(4), self.digits(4))

    def group(self):
        return self.ch(["GRP-%s" % self.digits(6), self.digits(7), "%s%s" % (self.letters(2), self.digits(5))])

    def account(self, kind="acct"):
        if kind == "enc":
            return self.ch(["ENC-%s-%s" % (self.r.randint(2023, 2025), self.digits(7)), "E%s" % self.digits(9),
                            self.digits(10)])
        if kind == "claim":
            return self.ch(["CLM-%s" % self.digits(8), "%s%s" % (self.digits(4), self.letters(1) + self.digits(6)),
                            "C%s" % self.digits(10)])
        if kind == "visit":
            return self.ch(["V%s" % self.digits(8), "VV-%s" % self.digits(7), "TH%s" % self.digits(7)])
        return self.ch(["%s-%s" % (self.digits(4), self.digits(4)), "A%s" % self.digits(8), self.digits(9),
                        "%s-%s-%s" % (self.digits(3), self.digits(3), self.digits(4))])

    def npi(self):
        return "1" + self.digits(9)

    def dea(self, last="X"):
        return "%s%s%s" % (self.ch("ABFM"), last[0].upper(), self.digits(7))

    def state_license(self, st):
        return self.ch(["%s%s" % (self.ch(["MD", "DO", "RN", "NP"]), self.digits(6)),
                        "%s-%s" % (st, self.digits(6)), "%s.%s" % (self.digits(2), self.digits(6)),
                        self.digits(7)])

    def drivers_license(self, st):
        return self.ch(["%s%s" % (self.letters(1), self.digits(7)), "%s%s" % (self.letters(1), self.digits(12)),
                        self.digits(9), "%s-%s-%s" % (self.letters(1) + self.digits(3), self.digits(4), self.digits(4))])

    def device(self, kind=None):
        if kind is None:
            kind = self.ch(["bp", "gluc", "scale", "spo2", "cgm", "hub", "tablet", "pm"])
        if kind == "bp":
            return "BPM-%s%s" % (self.letters(1), self.digits(7))
        if kind == "gluc":
            return "%s%s%s" % (self.letters(2), self.digits(6), self.letters(1))
        if kind == "scale":
            return "SC%s" % self.digits(9)
        if kind == "spo2":
            return "OX-%s-%s" % (self.digits(4), self.digits(4))
        if kind == "cgm":
            return "%s%s%s%s%s%s" % (self.digits(1), self.letters(1), self.digits(1), self.letters(2),
                                     self.digits(1), self.letters(0))
        if kind == "hub":
            return "HUB%s" % self.digits(8)
        if kind == "tablet":
            return "%s-%s-%s-%s" % (self.digits(2), self.digits(6), self.digits(6), self.digits(1))
        if kind == "pm":
            return "%s%s" % (self.letters(3), self.digits(6))
        raise ValueError(kind)

    def plate(self):
        return self.ch(["%s%s%s" % (self.digits(1), self.letters(3), self.digits(3)),
                        "%s-%s" % (self.letters(3), self.digits(4)), "%s %s" % (self.letters(3), self.digits(3)),
                        "%s%s" % (self.digits(3), self.letters(3))])

    def vin(self):
        return "".join(self.ch(pools.VIN_CHARS) for _ in range(17))

    def bioid(self, kind=None):
        if kind is None:
            kind = self.ch(["voice", "face", "finger", "palm"])
        pre = {"voice": "VP", "face": "FT", "finger": "FP", "palm": "PV"}[kind]
        return self.ch(["%s-%s" % (pre, self.digits(5)), "%s-%s-%s" % (pre, self.digits(4), self.letters(1)),
                        "%s%s" % (pre, self.digits(8))])

    def idnum(self, kind="acc"):
        if kind == "acc":
            return self.ch(["S%s-%s" % (self.digits(2), self.digits(5)), "%s%s" % (self.letters(2), self.digits(8)),
                            "ACC-%s" % self.digits(7), "24-%s-%s" % (self.letters(2), self.digits(6))])
        if kind == "rx":
            return self.ch([self.digits(7), "%s-%s" % (self.digits(3), self.digits(5)), "RX%s" % self.digits(8)])
        if kind == "order":
            return self.ch(["ORD-%s" % self.digits(7), self.digits(9), "O%s" % self.digits(8)])
        if kind == "ticket":
            return self.ch(["INC%s" % self.digits(7), "TKT-%s" % self.digits(6), "SR%s" % self.digits(8)])
        if kind == "call":
            return self.ch(["CR-%s-%s" % (self.digits(6), self.digits(4)), "%s%s" % (self.letters(1), self.digits(9)),
                            "REF %s" % self.digits(8)][:2])
        if kind == "auth":
            return self.ch(["PA-%s" % self.digits(8), "AUTH%s" % self.digits(7), "%s%s" % (self.letters(3), self.digits(9))])
        if kind == "msg":
            return self.ch(["MSG-%s" % self.digits(8), "%s" % self.digits(10)])
        if kind == "page":
            return self.ch(["PG%s" % self.digits(6), "%s-%s" % (self.digits(4), self.digits(4))])
        if kind == "case":
            return self.ch(["CASE-%s" % self.digits(6), "C%s" % self.digits(7)])
        raise ValueError(kind)

    # ---------- places ----------
    def city(self):
        return self.ch(pools.CITIES)

    def zipc(self, c):
        z = c[3] + self.digits(2)
        if self.chance(0.15):
            z += "-" + self.digits(4)
        return z

    def street(self, unit=None):
        s = "%d %s %s" % (self.r.randint(2, 9899), self.ch(pools.STREET_NAMES), self.ch(pools.STREET_SUF))
        if unit is None:
            unit = self.chance(0.3)
        if unit:
            s += self.ch([", ", " "]) + self.ch(pools.UNITS)
        return s

    def address(self):
        c = self.city()
        return {"street": self.street(), "city": c[0], "st": c[1], "state": c[2], "zip": self.zipc(c)}

    def country(self):
        return self.ch(pools.COUNTRIES)
