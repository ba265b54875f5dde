"""PHI value generators and surface forms for dev245 (all fictional)."""
import datetime as dt

import places as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WD_ALT = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]
US_AREA = ["614", "717", "517", "309", "806", "478", "336", "509", "541", "218", "508", "520", "970", "865", "540",
           "920", "417", "260", "859", "505", "207", "559", "412", "937", "616", "254"]
UK_AREA = ["0113", "0114", "0117", "01603", "01473", "01392", "01752", "0116", "01332", "01782", "01772", "0161",
           "029", "01224", "01865", "0118", "01452", "01905", "01244", "01792", "01227", "01273"]
AU_AREA = ["02", "03", "07", "08"]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIGITS = "0123456789"


def ordinal(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Cx:
    """Per-note generation context: the shared rng plus the note's country and style habits."""

    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        self.us = country == "US"
        self.dot = "." if (self.us and rng.random() < 0.8) or rng.random() < 0.12 else ""
        self.dstyle = self.ch(self.date_styles())
        self.used = []
        self.yy = None  # two-digit year of the note, set by make.py

    # ---- basic randomness
    def ch(self, seq):
        return seq[self.r.randrange(len(seq))]

    def p(self, prob):
        return self.r.random() < prob

    def ri(self, a, b):
        return self.r.randint(a, b)

    def digits(self, n):
        return "".join(self.ch(DIGITS) for _ in range(n))

    def letters(self, n):
        return "".join(self.ch(LETTERS) for _ in range(n))

    def sample(self, seq, k):
        idx = list(range(len(seq)))
        self.r.shuffle(idx)
        return [seq[i] for i in sorted(idx[:k])]

    # ---- dates
    def date_styles(self):
        if self.us:
            return ["mdY", "mdY", "mdy", "mdYnz", "long", "abbr", "iso", "dMonY"]
        return ["dmY", "dmY", "dmy", "long", "abbr", "dMonY", "dot", "iso", "ord"]

    def dfmt(self, d, style=None):
        st = style or self.dstyle
        m, dd, y = d.month, d.day, d.year
        if st == "mdY":
            return "%02d/%02d/%d" % (m, dd, y)
        if st == "mdYnz":
            return "%d/%d/%d" % (m, dd, y)
        if st == "mdy":
            return "%d/%d/%02d" % (m, dd, y % 100)
        if st == "md":
            return "%d/%d" % (m, dd) if self.us else "%d/%d" % (dd, m)
        if st == "dmY":
            return "%02d/%02d/%d" % (dd, m, y)
        if st == "dmy":
            return "%d/%d/%02d" % (dd, m, y % 100)
        if st == "dot":
            return "%02d.%02d.%02d" % (dd, m, y % 100)
        if st == "iso":
            return "%d-%02d-%02d" % (y, m, dd)
        if st == "dMonY":
            return "%02d-%s-%d" % (dd, MONTHS[m - 1][:3], y)
        if st == "dMony":
            return "%02d-%s-%02d" % (dd, MONTHS[m - 1][:3].upper(), y % 100)
        if st == "long":
            return "%s %d, %d" % (MONTHS[m - 1], dd, y) if self.us else "%d %s %d" % (dd, MONTHS[m - 1], y)
        if st == "abbr":
            return "%s %d, %d" % (MONTHS[m - 1][:3], dd, y) if self.us else "%d %s %d" % (dd, MONTHS[m - 1][:3], y)
        if st == "ord":
            return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
        if st == "short":  # no year
            return "%s %d" % (MONTHS[m - 1][:3], dd) if self.us else "%d %s" % (dd, MONTHS[m - 1][:3])
        if st == "shortlong":
            return "%s %d" % (MONTHS[m - 1], dd) if self.us else "%d %s" % (dd, MONTHS[m - 1])
        if st == "ordshort":
            return "%s %s" % (ordinal(dd), MONTHS[m - 1]) if not self.us else "%s %s" % (MONTHS[m - 1], ordinal(dd))
        if st == "wk":
            return "%s %s" % (WD3[d.weekday()] if self.p(0.7) else WD_ALT[d.weekday()], self.dfmt(d, "md"))
        if st == "wkfull":
            return "%s %s" % (WDAYS[d.weekday()], self.dfmt(d, "shortlong"))
        if st == "wkcomma":
            return "%s, %s" % (WDAYS[d.weekday()], self.dfmt(d, "long"))
        if st == "my":
            return "%s %d" % (MONTHS[m - 1], y)
        if st == "mya":
            return "%s %d" % (MONTHS[m - 1][:3], y)
        if st == "mnum":
            return "%02d/%d" % (m, y)
        if st == "monyy":
            return "%s-%02d" % (MONTHS[m - 1][:3], y % 100)
        if st == "year":
            return str(y)
        raise ValueError(st)

    def D(self, d, style=None):
        return (self.dfmt(d, style), "DATE")

    def Dx(self, d):
        st = self.ch(["md", "md", "short", "shortlong", "ordshort", "wk", "wkfull", self.dstyle, self.dstyle,
                      "dMonY", "iso", "long"])
        return self.D(d, st)

    def Dp(self, d):  # partial: month/year, year
        return self.D(d, self.ch(["my", "mya", "mnum", "monyy", "year", "year", "my"]))

    def wday(self, d):
        return (WDAYS[d.weekday()] if self.p(0.6) else WD3[d.weekday()], "DATE")

    def time(self):
        h, m = self.ri(7, 19), self.ch([0, 5, 10, 15, 20, 30, 40, 45, 50, 12, 27, 38, 53])
        if self.us:
            return self.ch(["%02d:%02d" % (h, m), "%d:%02d %s" % ((h - 1) % 12 + 1, m, "AM" if h < 12 else "PM"),
                            "%02d%02d" % (h, m)])
        return self.ch(["%02d:%02d" % (h, m), "%02d%02d" % (h, m), "%02d%02dh" % (h, m), "%02d.%02d" % (h, m)])

    def times(self, k, lo=7, hi=20):
        """k ascending times of day in one style."""
        mins = sorted(self.ri(lo * 60, hi * 60) for _ in range(k))
        st = self.r.randrange(3)
        out = []
        for m in mins:
            h, mm = divmod(m, 60)
            if st == 0:
                out.append("%02d:%02d" % (h, mm))
            elif st == 1:
                out.append("%02d%02d" % (h, mm))
            else:
                out.append("%d:%02d %s" % ((h - 1) % 12 + 1, mm, "am" if h < 12 else "pm") if self.us else "%02d.%02d" % (h, mm))
        return out

    # ---- ages
    def age(self, a):
        """Fragment list with the age number as the AGE span."""
        A = (str(a), "AGE")
        f = self.r.randrange(11)
        if f == 0:
            return [A, " yo"]
        if f == 1:
            return [A, "-year-old"]
        if f == 2:
            return [A, "yo"]
        if f == 3:
            return [A, " y/o"]
        if f == 4:
            return ["aged ", A]
        if f == 5:
            return [A, " year old"]
        if f == 6:
            return [A, "y"]
        if f == 7:
            return [A, " yrs"]
        if f == 8:
            return ["age ", A]
        if f == 9:
            return [A, " years"]
        return [A, "-yr-old"]

    def agesex(self, a, sex):
        f = self.r.randrange(4)
        if f == 0:
            return [(str(a), "AGE"), sex]
        if f == 1:
            return [(str(a), "AGE"), " ", sex]
        if f == 2:
            return [(str(a), "AGE"), "/", sex]
        return [(str(a), "AGE"), "y ", sex]

    # ---- contact
    def phone(self, mobile=None):
        r = self.r
        tail = "01%02d" % r.randrange(100)
        if self.us:
            a = self.ch(US_AREA)
            return self.ch(["(%s) 555-%s" % (a, tail), "%s-555-%s" % (a, tail), "%s.555.%s" % (a, tail),
                            "+1 %s 555 %s" % (a, tail), "(%s)555-%s" % (a, tail), "%s 555 %s" % (a, tail)])
        if self.c == "UK":
            if mobile or (mobile is None and self.p(0.35)):
                return self.ch(["07700 555%s" % self.digits(3), "07700 555 %s" % self.digits(3),
                                "+44 7700 555%s" % self.digits(3)])
            a = self.ch(UK_AREA)
            return self.ch(["%s 555 %s" % (a, tail), "(%s) 555 %s" % (a, tail), "+44 %s 555 %s" % (a[1:], tail),
                            "%s 555%s" % (a, tail)])
        if mobile or (mobile is None and self.p(0.4)):
            return self.ch(["04%s 555 %s" % (self.digits(2), self.digits(3)), "+61 4%s 555 %s" % (self.digits(2), self.digits(3)),
                            "04%s555%s" % (self.digits(2), self.digits(3))])
        a = self.ch(AU_AREA)
        return self.ch(["(%s) 5550 %s" % (a, self.digits(4)), "%s 5550 %s" % (a, self.digits(4)),
                        "+61 %s 5550 %s" % (a[1], self.digits(4))])

    def phone_ext(self):
        return self.phone(False) + self.ch([" ext. %d" % self.ri(2, 99), " x%d" % self.ri(2000, 5999),
                                            " ext %d" % self.ri(100, 999), " ext 555%d" % self.ri(0, 9)])

    def pager(self):
        if self.c == "UK":
            return "555%02d" % self.ri(0, 99)
        return self.ch(["555-01%02d" % self.ri(0, 99), "555%02d" % self.ri(0, 99), "5-555%d" % self.ri(0, 9)])

    def email(self, person=None, team=None):
        dom = self.ch(["example.org", "example.net", "example.com"])
        if team:
            return "%s@%s" % (team, dom)
        g = person.given.lower().replace(" ", "").replace("'", "")
        s = person.surname.lower().replace(" ", "").replace("'", "")
        return self.ch(["%s.%s@%s" % (g, s, dom), "%s%s@%s" % (g[0], s, dom), "%s_%s%d@%s" % (g, s, self.ri(1, 99), dom),
                        "%s.%s@health.%s" % (g, s, dom), "%s%d@%s" % (s, self.ri(10, 89), dom)])

    def url(self):
        dom = self.ch(["example.org", "example.net", "example.com"])
        path = self.ch(["opat", "opat/referral", "homeinfusion", "patient-portal", "infusion/orders", "vascular-access",
                        "myhealth/login", "opat/patient-info", "picc-care", "refer"])
        return self.ch(["www.%s/%s" % (dom, path), "https://%s/%s" % (dom, path), "http://portal.%s/%s" % (dom, path),
                        "https://www.%s/%s" % (dom, path), "intranet.%s/%s" % (dom, path)])

    def ip(self):
        return self.ch(["10.%d.%d.%d" % (self.ri(0, 255), self.ri(0, 255), self.ri(1, 254)),
                        "192.168.%d.%d" % (self.ri(0, 255), self.ri(1, 254)),
                        "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 255), self.ri(1, 254))])

    # ---- identifiers
    def mrn(self):
        if self.us:
            return self.ch(["%08d" % self.ri(100000, 99999999), "%07d" % self.ri(1000000, 9999999),
                            "E%07d" % self.ri(0, 9999999), "%s-%s" % (self.digits(3), self.digits(5)),
                            "MR%s" % self.digits(7)])
        if self.c == "UK":
            return self.ch(["%s%s" % (self.ch("KHRSMTD"), self.digits(6)), "RX%s" % self.digits(7),
                            "%s%s" % (self.letters(3), self.digits(7)), "H%s" % self.digits(7), self.digits(8)])
        return self.ch(["%07d" % self.ri(0, 9999999), "%s%s" % (self.ch(["UR", "MR", ""]), self.digits(6)),
                        "%s-%s" % (self.digits(3), self.digits(4)), self.digits(8)])

    def nhs(self):
        x = "999" + self.digits(7)
        return self.ch([x[:3] + " " + x[3:6] + " " + x[6:], x, x[:3] + "-" + x[3:6] + "-" + x[6:]])

    def ssn(self):
        if self.c == "UK":
            return self.ch(["%s%s %s %s %s %s" % (self.ch("DFIQUV"), self.ch("ABCEGH"), self.digits(2), self.digits(2), self.digits(2), self.ch("ABCD")),
                            "%s%s%s%s" % (self.ch("DFIQUV"), self.ch("ABCEGH"), self.digits(6), self.ch("ABCD"))])
        pre = self.ch(["9%s" % self.digits(2), "000"])
        return self.ch(["%s-%s-%s" % (pre, self.digits(2), self.digits(4)), "%s %s %s" % (pre, self.digits(2), self.digits(4)),
                        "%s%s%s" % (pre, self.digits(2), self.digits(4))])

    def healthplan(self):
        if self.us:
            return self.ch(["%s%s" % (self.letters(3), self.digits(9)), "W%s" % self.digits(9),
                            "%d%s%s-%s%s%s-%s%s" % (self.ri(1, 9), self.letters(1), self.letters(1), self.digits(1), self.letters(2), self.digits(1), self.letters(2), self.digits(2)),
                            "%s-%s-%s" % (self.letters(2), self.digits(5), self.digits(2)), "M%s" % self.digits(8),
                            "%s%s01" % (self.letters(1), self.digits(8))])
        if self.c == "AU":
            return self.ch(["%s %s %s" % (self.ri(2, 6) * 1000 + self.ri(0, 999), self.digits(5), self.ri(1, 9)),
                            "%s%s%s" % (self.ri(2, 6), self.digits(8), self.ri(1, 5)),
                            "%s%s" % (self.ch(["N", "V", "Q", "W", "S"]) + self.ch(["X", "W"]), self.digits(6)),
                            self.digits(8)])
        return self.ch(["%s-%s-%s" % (self.letters(3), self.digits(4), self.digits(2)), "%s%s" % (self.letters(2), self.digits(8)),
                        self.digits(9)])

    def group(self):
        return self.ch(["%s" % self.digits(6), "GRP-%s" % self.digits(5), "%s%s" % (self.letters(2), self.digits(4))])

    def account(self):
        return self.ch(["%s-%s" % (self.digits(4), self.digits(4)), "%s" % self.digits(10), "V%s" % self.digits(7),
                        "FIN %s" % self.digits(9), "%s%s" % (self.letters(2), self.digits(8)), "E%s-%s" % (self.digits(6), self.digits(4)),
                        "%s" % self.digits(9)])

    def npi(self):
        return "1" + self.digits(9)

    def dea(self):
        return self.ch(["A", "B", "F", "M"]) + self.ch(LETTERS) + self.digits(7)

    def license(self, role="dr"):
        """Professional registration / licence number for a clinician of this role and country."""
        if self.us:
            if role == "dr":
                return self.ch([self.npi(), self.dea(), "MD-%s" % self.digits(6), "%s%s" % (self.letters(1), self.digits(5))])
            if role == "ph":
                return self.ch(["RPh %s" % self.digits(5), "PST.%s" % self.digits(6), self.npi()])
            if role == "np":
                return self.ch(["APRN%s" % self.digits(6), self.npi()])
            return self.ch(["RN%s" % self.digits(6), "RN.%s" % self.digits(7), self.digits(6)])
        if self.c == "UK":
            if role == "dr":
                return self.digits(7)
            if role == "ph":
                return "2" + self.digits(6)
            return "%s%s%s%s" % (self.digits(2), self.ch("ABCDEFGHIJ"), self.digits(4), self.ch("ABCDEFGHJK"))
        pre = {"dr": "MED", "ph": "PHA", "np": "NMW", "rn": "NMW", "tech": "PHA"}.get(role, "MED")
        return "%s000%s" % (pre, self.digits(7))

    def lic_label(self, role="dr"):
        if self.us:
            return {"dr": "NPI", "ph": "Lic", "np": "Lic", "rn": "RN Lic"}.get(role, "Lic")
        if self.c == "UK":
            return {"dr": "GMC", "ph": "GPhC", "np": "NMC", "rn": "NMC PIN"}.get(role, "Reg")
        return "AHPRA"

    def device(self, kind="pump"):
        if kind == "lot":
            return self.ch(["%s%s" % (self.letters(4), self.digits(4)), "%s%s%s" % (self.digits(2), self.letters(1), self.digits(3)),
                            "%s%s" % (self.letters(3), self.digits(5)), "%s-%s" % (self.digits(7), self.letters(2))])
        if kind == "asset":
            return self.ch(["HI-%s" % self.digits(5), "AST%s" % self.digits(6), "%s-%s" % (self.letters(2), self.digits(6))])
        return self.ch(["%s" % self.digits(8), "%s-%s" % (self.digits(5), self.digits(5)), "%s%s" % (self.letters(1), self.digits(6)),
                        "%s%s%s" % (self.letters(2), self.digits(2), self.digits(5)), "%s%s" % (self.digits(4), self.letters(4))])

    def plate(self):
        if self.c == "UK":
            return "%s%s %s" % (self.letters(2), self.digits(2), self.letters(3))
        if self.c == "AU":
            return self.ch(["%s-%s" % (self.letters(3), self.digits(3)), "%s%s%s" % (self.digits(1), self.letters(3), self.digits(3)),
                            "%s %s" % (self.letters(3), self.digits(3))])
        return self.ch(["%s%s%s" % (self.digits(1), self.letters(3), self.digits(3)), "%s %s" % (self.letters(3), self.digits(4)),
                        "%s-%s" % (self.letters(3), self.digits(4))])

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.ch(al) for _ in range(17))

    def bioid(self):
        return self.ch(["FP-%s" % self.digits(5), "PV-%s-%s" % (self.digits(4), self.digits(2)), "BIO-%s" % self.digits(7),
                        "%s-%s" % (self.digits(5), self.letters(1)), "FPT%s" % self.digits(6)])

    def idnum(self, kind):
        y = "%02d" % self.yy if self.yy else self.ch(["23", "24", "25"])
        if kind == "acc":
            return self.ch(["S%s-%s" % (y, self.digits(4)), "MB-%s-%s" % (y, self.digits(6)), "%s%s" % (self.letters(2), self.digits(8)),
                            "H%s/%s" % (y, self.digits(5)), "C%s.%s" % (y, self.digits(6))])
        if kind == "order":
            return self.ch(["ORD-%s" % self.digits(8), "%s" % self.digits(9), "OR%s" % self.digits(7), "#%s" % self.digits(6)])
        if kind == "rx":
            return self.ch(["%s" % self.digits(7), "RX-%s" % self.digits(6), "%s-%s" % (self.digits(3), self.digits(5))])
        if kind == "ref":
            return self.ch(["OPR-%s-%s" % (y, self.digits(4)), "RFL%s" % self.digits(7), "OP%s/%s" % (y, self.digits(4)),
                            "%s" % self.digits(8)])
        if kind == "batch":
            return self.ch(["CMP-%s%s-%02d" % (y, self.digits(4), self.ri(1, 40)), "B%s%s" % (y, self.digits(5)),
                            "WS-%s" % self.digits(6), "%s/%s" % (self.digits(4), self.digits(3))])
        if kind == "track":
            return self.ch(["TRK %s %s %s" % (self.digits(4), self.digits(4), self.digits(4)), "%s%s" % (self.letters(2), self.digits(9)),
                            "CN%s" % self.digits(8)])
        if kind == "incident":
            return self.ch(["IR-20%s-%s" % (y, self.digits(4)), "W%s" % self.digits(6), "%s" % self.digits(6),
                            "RL-%s" % self.digits(5)])
        if kind == "auth":
            return self.ch(["PA%s" % self.digits(8), "AUTH-%s" % self.digits(7), "%s%s" % (self.letters(3), self.digits(7))])
        return self.digits(8)


# people / places live in who.py; re-exported here for the genre modules
from who import (REL, STOP_INI, Addr, Patient, Person, Staff, art, courier, gp_practice, hospital, insurer,  # noqa: E402,F401
                 org, place_word, provider, street, ward)
