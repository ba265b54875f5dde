"""PHI value generators. Every method returns plain strings or piece lists
(tuples mark PHI) for core.Note.add."""
import datetime as dt
import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UP = "ABCDEFGHJKLMNPRSTUVWXYZ"
BAD_INITIALS = {"GP", "MD", "PA", "RN", "DR", "MS", "MR", "ED", "ID", "OK", "NO", "PT",
                "ST", "DO", "UK", "US", "CT", "MI", "HR", "BP", "QC", "QA", "IT", "NA",
                "AM", "PM", "GA", "HB", "IV", "ER", "OR", "IN", "ON", "AS", "AT", "BE"}


class Person:
    def __init__(self, first, middle, last, sex, dob):
        self.first, self.middle, self.last, self.sex, self.dob = first, middle, last, sex, dob
        self.role = None
        self.cred = None
        self.dr = False

    def initials(self, dots=False, middle=False):
        parts = [self.first[0]]
        if middle and self.middle:
            parts.append(self.middle[0])
        parts.append(self.last[0])
        return (".".join(parts) + ".") if dots else "".join(parts)


class Gen:
    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        self.dot = country in ("US", "CA")

    # ---------- basics
    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def chance(self, p):
        return self.r.random() < p

    def digits(self, n, first=None):
        s = "".join(str(self.r.randrange(10)) for _ in range(n))
        if first is not None:
            s = first + s[1:]
        return s

    def letters(self, n):
        return "".join(self.pick(UP) for _ in range(n))

    def rint(self, a, b):
        return self.r.randint(a, b)

    # ---------- people
    def person(self, sex=None, age=None, ref=None):
        sex = sex or self.pick(["F", "M"])
        first = self.pick(P.FEMALE if sex == "F" else P.MALE)
        middle = self.pick(P.FEMALE if sex == "F" else P.MALE) if self.chance(0.45) else None
        last = self.pick(P.SURNAMES)
        ref = ref or dt.date(2022, 6, 1)
        age = age if age is not None else self.rint(19, 93)
        dob = ref - dt.timedelta(days=age * 365 + self.rint(10, 350))
        return Person(first, middle, last, sex, dob)

    def staff(self, role=None, doctor=False):
        p = self.person(age=self.rint(26, 64))
        p.role = role or self.pick(P.STAFF_ROLES)
        p.dr = doctor
        if doctor:
            p.cred = self.pick({"UK": ["MBChB", "FRCPath", "MRCP", "MB BS"],
                                "US": ["MD", "MD, PhD", "DO"],
                                "CA": ["MD", "FRCPC", "MD, FRCPC"],
                                "AU": ["MBBS", "FRACP", "FRCPA"],
                                "IE": ["MB BCh BAO", "MRCPI", "FRCPath"]}[self.c])
        elif "Nurse" in p.role:
            p.cred = {"UK": "RGN", "IE": "RGN", "US": "RN", "CA": "RN", "AU": "RN"}[self.c]
        elif "Scientist" in p.role:
            p.cred = self.pick(["PhD", "BSc", "MSc", "CSci"])
        return p

    @staticmethod
    def age_at(p, ref):
        a = ref.year - p.dob.year - ((ref.month, ref.day) < (p.dob.month, p.dob.day))
        return a

    def title(self, p):
        if getattr(p, "ttl", None):
            return p.ttl
        p.ttl = self._title(p)
        return p.ttl

    def appt(self):
        h, m = self.pick([9, 9, 10, 10, 11, 13, 14, 14, 15, 16]), self.pick([0, 0, 15, 30, 30, 45])
        if self.chance(0.5):
            return "%d:%02d" % (h, m)
        return "%d%s%s" % (h if h <= 12 else h - 12, "" if m == 0 else (".%02d" % m), "am" if h < 12 else "pm")

    def _title(self, p):
        t = self.pick(["Mrs", "Ms", "Miss", "Ms"]) if p.sex == "F" else "Mr"
        if self.dot and self.chance(0.8):
            t += "."
        return t

    def drt(self):
        return "Dr." if (self.dot and self.chance(0.8)) or self.chance(0.12) else "Dr"

    def pat(self, p, style=None, typ="PATIENT"):
        """Patient (or family) name pieces; titles stay outside the span."""
        style = style or self.pick(["full", "full", "full_mid", "last_first", "caps",
                                    "title", "title", "title_full", "first_init", "f_last"])
        mid = p.middle[0] if p.middle else None
        if style == "full":
            return [(typ, p.first + " " + p.last)]
        if style == "full_mid":
            if not mid:
                return [(typ, p.first + " " + p.last)]
            return [(typ, p.first + " " + mid + ("." if self.chance(0.6) else "") + " " + p.last)]
        if style == "last_first":
            return [(typ, p.last + ", " + p.first)]
        if style == "caps":
            s = p.last.upper() + ", " + (p.first.upper() if self.chance(0.5) else p.first)
            if mid and self.chance(0.5):
                s += " " + mid
            return [(typ, s)]
        if style == "title":
            return [self.title(p) + " ", (typ, p.last)]
        if style == "title_full":
            return [self.title(p) + " ", (typ, p.first + " " + p.last)]
        if style == "first_init":
            return [(typ, p.first + " " + p.last[0] + ".")]
        if style == "f_last":
            return [(typ, p.first[0] + ("." if self.chance(0.5) else "") + " " + p.last)]
        if style == "first":
            return [(typ, p.first)]
        if style == "last":
            return [(typ, p.last)]
        if style == "initials":
            return [(typ, p.initials(dots=self.chance(0.5), middle=self.chance(0.3)))]
        raise ValueError(style)

    def doc(self, p, style=None):
        """Staff / clinician name pieces; titles and credentials stay outside."""
        style = style or self.pick(["dr_full", "dr_last", "full_cred", "full", "f_last",
                                    "last_init", "full_role"])
        if style in ("dr_full", "dr_last") and not p.dr:
            style = "full_role" if self.chance(0.5) else "full"
        if style == "dr_full":
            return [self.drt() + " ", ("DOCTOR", p.first + " " + p.last)]
        if style == "dr_last":
            return [self.drt() + " ", ("DOCTOR", p.last)]
        if style == "full_cred":
            if p.cred:
                return [("DOCTOR", p.first + " " + p.last), ", " + p.cred]
            return [("DOCTOR", p.first + " " + p.last)]
        if style == "full":
            return [("DOCTOR", p.first + " " + p.last)]
        if style == "f_last":
            return [("DOCTOR", p.first[0] + ". " + p.last)]
        if style == "last_init":
            return [("DOCTOR", p.last + " " + p.first[0])]
        if style == "full_role":
            return [("DOCTOR", p.first + " " + p.last), " (" + p.role + ")"]
        if style == "first":
            return [("DOCTOR", p.first)]
        if style == "initials":
            ini = p.initials()
            if ini in BAD_INITIALS:
                ini = p.first[:2].upper() + p.last[0]
            return [("DOCTOR", ini)]
        raise ValueError(style)

    def username(self, p):
        if getattr(p, "user", None):
            return p.user
        p.user = self._username(p)
        return p.user

    def _username(self, p):
        base = (p.first[0] + p.last).lower().replace("'", "").replace("-", "")
        form = self.rint(0, 3)
        if form == 0:
            return base[:8]
        if form == 1:
            return base[:7] + str(self.rint(1, 9))
        if form == 2:
            return (p.first + "." + p.last).lower().replace("'", "").replace("-", "")
        return p.last.lower().replace("'", "").replace("-", "")[:6] + p.first[0].lower() + "01"

    # ---------- dates
    def rdate(self, y0=2016, y1=2024):
        y0 = min(y0, y1)
        a = dt.date(y0, 1, 1).toordinal()
        b = dt.date(y1, 12, 31).toordinal()
        return dt.date.fromordinal(self.rint(a, b))

    @staticmethod
    def wd(d):
        """Move a weekend date to the following Monday."""
        return d + dt.timedelta(days=(7 - d.weekday()) % 7) if d.weekday() >= 5 else d

    def before(self, d, lo, hi):
        return d - dt.timedelta(days=self.rint(lo, hi))

    def after(self, d, lo, hi):
        return d + dt.timedelta(days=self.rint(lo, hi))

    def dfmt(self, d, style=None):
        c = self.c
        if style is None:
            style = self.pick(["num", "num", "num", "text", "abbr", "lims", "iso"])
        us = c == "US" or (c == "CA" and style in ("text", "abbr", "ord", "wk", "dm"))
        if style == "num":
            if c == "US":
                return ("%02d/%02d/%d" if self.chance(0.6) else "%d/%d/%d") % (d.month, d.day, d.year)
            if c == "CA":
                return d.isoformat()
            return "%02d/%02d/%d" % (d.day, d.month, d.year)
        if style == "num2":
            if c in ("US", "CA"):
                return "%d/%d/%02d" % (d.month, d.day, d.year % 100)
            return "%02d/%02d/%02d" % (d.day, d.month, d.year % 100)
        if style == "dotted":
            return "%02d.%02d.%02d" % (d.day, d.month, d.year % 100)
        if style == "iso":
            return d.isoformat()
        if style == "lims":
            return "%02d-%s-%d" % (d.day, MONTHS[d.month - 1][:3].upper(), d.year)
        if style == "text":
            if us:
                return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
            return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
        if style == "abbr":
            if us:
                return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
            return "%d %s %d" % (d.day, MONTHS[d.month - 1][:3], d.year)
        if style == "ord":
            suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
            if us:
                return "%s %d%s, %d" % (MONTHS[d.month - 1], d.day, suf, d.year)
            return "%d%s %s %d" % (d.day, suf, MONTHS[d.month - 1], d.year)
        if style == "wk":
            w = WEEKDAYS[d.weekday()]
            if self.chance(0.5):
                if us:
                    return "%s %d/%d" % (w[:3], d.month, d.day)
                return "%s %02d/%02d" % (w[:3], d.day, d.month)
            if us:
                return "%s, %s %d, %d" % (w, MONTHS[d.month - 1], d.day, d.year)
            return "%s %d %s %d" % (w, d.day, MONTHS[d.month - 1], d.year)
        if style == "my":
            return "%s %d" % (MONTHS[d.month - 1][:3] if self.chance(0.4) else MONTHS[d.month - 1], d.year)
        if style == "y":
            return str(d.year)
        if style == "dm":
            if us:
                return "%d/%d" % (d.month, d.day)
            return "%d/%d" % (d.day, d.month)
        if style == "dmon":
            if us:
                return "%s %d" % (MONTHS[d.month - 1][:3], d.day)
            return "%d %s" % (d.day, MONTHS[d.month - 1][:3])
        raise ValueError(style)

    def D(self, d, style=None):
        return ("DATE", self.dfmt(d, style))

    def tfmt(self, mins):
        h, m = (mins // 60) % 24, mins % 60
        f = self.rint(0, 2)
        if f == 0:
            return "%02d:%02d" % (h, m)
        if f == 1:
            return "%02d%02d" % (h, m)
        return "%d.%02d" % (h, m)

    def time(self):
        h, m = self.rint(7, 18), self.rint(0, 59)
        f = self.rint(0, 3)
        if f == 0:
            return "%02d:%02d" % (h, m)
        if f == 1:
            return "%02d%02d" % (h, m)
        if f == 2:
            return "%d.%02d" % (h, m)
        return "%d:%02d %s" % (h if h <= 12 else h - 12, m, "am" if h < 12 else "pm")

    # ---------- contacts
    def phone(self, mobile=False, ext=False, intl=False):
        c = self.c
        if c in ("US", "CA"):
            ac = self.pick({"US": ["617", "503", "612", "404", "512", "303", "215", "410",
                                   "608", "919", "734", "602", "206", "716", "312"],
                            "CA": ["416", "604", "403", "902", "204", "306", "506", "709",
                                   "613", "905"]}[c])
            last = "01" + self.digits(2)
            f = self.rint(0, 3) if not intl else 3
            s = ["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s"][f] % (ac, last)
        elif c == "UK":
            if mobile:
                s = "07700 555 " + self.digits(3)
            else:
                ac = self.pick(["0113", "0114", "0115", "0116", "0117", "0121", "0131",
                                "0141", "0151", "0161", "0191", "01632", "01904"])
                s = ac + " 555 0" + self.digits(3)
            if intl:
                s = "+44 " + s[1:]
        elif c == "AU":
            if mobile:
                s = "04" + self.digits(2) + " 555 " + self.digits(3)
            else:
                s = "(0" + self.pick("2378") + ") 5550 " + self.digits(4)
            if intl:
                s = s.replace("(0", "").replace(")", "")
                s = "+61 " + (s[1:] if s.startswith("0") else s)
        else:
            if mobile:
                s = "08" + self.pick("35679") + " 555 " + self.digits(4)
            else:
                s = self.pick(["(01) 555 ", "021 555 ", "091 555 ", "061 555 ", "(056) 555 "]) + self.digits(4)
            if intl:
                s = "+353 " + s.replace("(0", "").replace(")", "").lstrip("0")
        if ext:
            s += self.pick([" ext. ", " ext ", " x", " Ext. "]) + self.digits(self.rint(3, 4))
        return s

    def bleep(self):
        if self.c in ("US", "CA"):
            return "555-0" + self.digits(3)
        return "555" + self.digits(1)

    def email(self, p=None, generic=None):
        dom = self.pick(["example.org", "example.com", "example.net"])
        if generic:
            sub = self.pick(["", "mail.", "nhs.", "health.", "uni."]) if self.c != "US" else ""
            return generic + "@" + sub + dom
        f = p.first.lower().replace("'", "")
        l = p.last.lower().replace("'", "").replace("-", "")
        form = self.rint(0, 4)
        user = [f + "." + l, f[0] + l, f + l[:3] + self.digits(2), l + "." + f[0], f + "_" + l][form]
        return user + "@" + dom

    def url(self, slug):
        host = self.pick(["www.example.org", "example.org", "www.example.net",
                          "portal.example.com", "biobank.example.org"])
        pre = self.pick(["https://", "", "http://"])
        return pre + host + "/" + slug

    def ip(self):
        f = self.rint(0, 2)
        if f == 0:
            return "10.%d.%d.%d" % (self.rint(0, 254), self.rint(0, 254), self.rint(2, 254))
        if f == 1:
            return "172.%d.%d.%d" % (self.rint(16, 31), self.rint(0, 254), self.rint(2, 254))
        return "192.168.%d.%d" % (self.rint(0, 254), self.rint(2, 254))

    # ---------- identifiers
    def mrn(self):
        c = self.c
        if c == "UK":
            return self.pick(["K", "M", "RX", "H"]) + self.digits(self.rint(6, 7))
        if c == "US":
            return self.digits(8)
        if c == "CA":
            return self.pick(["", "H", "00"]) + self.digits(7)
        if c == "AU":
            return self.digits(self.rint(6, 7), first=self.pick("1234"))
        return self.digits(7)

    def nhs(self):
        return "999 %s %s" % (self.digits(3), self.digits(4))

    def ssn(self):
        if self.c == "CA":
            return "9%s %s %s" % (self.digits(2), self.digits(3), self.digits(3))
        if self.c == "IE":
            return "9" + self.digits(6) + self.pick(["A", "T", "W", "K", "P"]) + self.pick(["", "A", "W"])
        if self.chance(0.12):
            return "000-%s-%s" % (self.digits(2), self.digits(4))
        return "9%s-%s-%s" % (self.digits(2), self.digits(2), self.digits(4))

    def healthplan(self):
        c = self.c
        if c == "US":
            return self.pick([self.letters(3) + self.digits(6), "W" + self.digits(9),
                              self.letters(2) + self.digits(7) + "-01"])
        if c == "CA":
            return self.pick(["%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3), self.letters(2)),
                              "9 %s %s %s" % (self.digits(3), self.digits(3), self.digits(3))])
        if c == "AU":
            return "%s %s %s" % (self.digits(4, first=self.pick("23456")), self.digits(5), self.digits(1))
        if c == "IE":
            return self.pick([self.digits(8) + self.pick(["A", "B", "M"]), "GMS" + self.digits(7)])
        return "APH-" + self.digits(7)

    def account(self):
        return self.pick(["%s-%s" % (self.digits(4), self.digits(4)), "E" + self.digits(9),
                          "V" + self.digits(7), "INV-%d-%s" % (self.rint(2018, 2024), self.digits(5)),
                          "CR" + self.digits(6), "%s%s" % (self.letters(2), self.digits(8))])

    def license(self, kind):
        if kind == "GMC":
            return self.digits(7, first=self.pick("4567"))
        if kind == "NMC":
            return self.digits(2) + self.pick("ABCDEFGHIJ") + self.digits(4) + self.pick("ENSW")
        if kind == "HTA":
            return self.digits(5, first="1")
        if kind == "NPI":
            return self.digits(10, first="1")
        if kind == "CLIA":
            return self.digits(2) + "D" + self.digits(7)
        if kind == "DEA":
            return self.letters(2) + self.digits(7)
        if kind == "AHPRA":
            return self.pick(["MED000", "NMW000"]) + self.digits(7)
        if kind == "CPSO":
            return self.digits(5)
        if kind == "IMC":
            return self.digits(6, first=self.pick("234"))
        if kind == "NMBI":
            return self.digits(6, first="1")
        if kind == "CAP":
            return self.digits(7)
        if kind == "DRV":
            return self.letters(1) + self.digits(4) + "-" + self.digits(5) + "-" + self.digits(5)
        raise ValueError(kind)

    def clin_license(self, nurse=False):
        c = self.c
        kind = {"UK": "NMC" if nurse else "GMC", "US": "NPI", "CA": "CPSO",
                "AU": "AHPRA", "IE": "NMBI" if nurse else "IMC"}[c]
        label = {"GMC": "GMC No.", "NMC": "NMC PIN", "NPI": "NPI", "CPSO": "CPSO #",
                 "AHPRA": "AHPRA Reg.", "IMC": "IMC No.", "NMBI": "NMBI PIN"}[kind]
        return label, self.license(kind)

    def device(self, kind=None):
        kind = kind or self.pick(["freezer", "logger", "accel", "cgm", "pacer", "dewar"])
        if kind == "freezer":
            return self.pick(["%s-%s" % (self.digits(4), self.digits(5)),
                              "U%s%s" % (self.digits(5), self.letters(1)),
                              "FZ%s-%s" % (self.digits(2), self.digits(6))])
        if kind == "logger":
            return self.pick(["TL2-" + self.digits(6), "DL" + self.digits(7), "LGR-%s" % self.digits(5)])
        if kind == "accel":
            return "AX3-" + self.digits(5)
        if kind == "cgm":
            return self.letters(2) + self.digits(1) + self.letters(3) + self.digits(2)
        if kind == "pacer":
            return self.letters(3) + self.digits(6)
        return "LN" + self.digits(4) + "-" + self.digits(3)

    def vehicle(self):
        c = self.c
        if self.chance(0.2):
            alph = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
            return "".join(self.pick(alph) for _ in range(17))
        if c == "UK":
            return self.letters(2) + self.digits(2) + " " + self.letters(3)
        if c == "US":
            return self.digits(1) + self.letters(3) + self.digits(3)
        if c == "CA":
            return self.letters(4) + " " + self.digits(3)
        if c == "AU":
            return self.digits(1) + self.letters(2) + self.digits(1) + self.letters(2)
        return "%d-%s-%s" % (self.rint(12, 23), self.pick(["D", "C", "G", "KE", "L", "MO"]), self.digits(self.rint(4, 5)))

    def bioid(self):
        return self.pick(["FP-" + self.digits(5), "FPT-" + self.digits(7),
                          "PV-" + self.digits(5), "IRIS-" + self.digits(4),
                          "BIO-" + self.letters(2) + self.digits(5)])

    def pid(self, pre):
        return pre + "-" + self.digits(6)

    def accession(self, d=None):
        y = (d.year if d else self.rint(2016, 2024)) % 100
        return self.pick(["S%02d-%s" % (y, self.digits(5)), "%s%02d%s" % (self.pick(["BB", "TB", "AC"]), y, self.digits(6)),
                          "A%02d-%s" % (y, self.digits(4))])

    def ref(self, pre, d=None):
        y = d.year if d else self.rint(2018, 2024)
        return self.pick(["%s-%d-%s" % (pre, y, self.digits(3)), "%s/%d/%s" % (pre, y, self.digits(3)),
                          "%s%s" % (pre, self.digits(5))])

    # ---------- places
    def addr(self):
        c = self.c
        a = {"country": c}
        num = str(self.rint(1, 240))
        street = num + " " + self.pick(P.STREET_WORDS) + " " + self.pick(P.STREET_SUFFIX[c])
        if self.chance(0.15):
            unit = self.pick({"UK": ["Flat 2", "Flat 7", "Flat 3B"], "IE": ["Apt 4", "Apt 12"],
                              "US": ["Apt 3", "Unit 12", "Apt 4B"], "CA": ["Unit 6", "Apt 210"],
                              "AU": ["Unit 5", "Unit 11"]}[c])
            street = (unit + ", " + street) if c in ("UK", "IE") else (street + ", " + unit)
        a["street"] = street
        a["town"] = self.pick(P.TOWNS[c]).replace("-", " ")
        if c in ("US", "CA", "AU"):
            a["region"] = self.pick(P.REGIONS[c])
        if c == "US":
            a["zip"] = self.digits(5, first=self.pick("0123456789"))
        elif c == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            a["zip"] = "%s%d%s %d%s%d" % (self.pick(L), self.rint(0, 9), self.pick(L), self.rint(0, 9), self.pick(L), self.rint(0, 9))
        elif c == "AU":
            pre = P.AU_POST[a["region"][1]]
            a["zip"] = pre + self.digits(4 - len(pre))
        elif c == "UK":
            a["county"] = self.pick(P.COUNTIES["UK"]) if self.chance(0.35) else None
            a["zip"] = "%s%d %d%s" % (self.letters(self.rint(1, 2)), self.rint(1, 29), self.rint(1, 9), self.letters(2))
        else:
            a["county"] = self.pick(P.COUNTIES["IE"])
            a["zip"] = "%s%d%d %s" % (self.pick("ACDEFHKNPRTVWXY"), self.rint(1, 9), self.rint(0, 9),
                                       "".join(self.pick(UP + "0123456789") for _ in range(4)))
        return a

    def addr_pieces(self, a, oneline=False, country=False, indent=""):
        c = a["country"]
        sep = ", " if oneline else "\n" + indent
        out = [indent if not oneline else "", ("STREET", a["street"]), sep, ("CITY", a["town"])]
        if c in ("US", "CA", "AU"):
            name, ab = a["region"]
            reg = ab if self.chance(0.8) else name
            out += [", " if c != "AU" else " ", ("STATE", reg), "  " if c == "CA" and not oneline else " ", ("ZIP", a["zip"])]
        elif c == "UK":
            if a.get("county"):
                out += [sep, ("CITY", a["county"])]
            out += [sep, ("ZIP", a["zip"])]
        else:
            out += [sep, "Co. ", ("CITY", a["county"]), sep, ("ZIP", a["zip"])]
        if country:
            out += [sep, ("COUNTRY", self.pick(P.COUNTRY_NAMES[c]))]
        return out

    def hospital(self):
        c = self.c
        if self.chance(0.3):
            return self.pick(P.SAINTS) + " " + self.pick(["Hospital", "University Hospital", "General Hospital"])
        return self.pick(P.TOWNS[c]).replace("-", " ") + " " + self.pick(P.HOSP_SUFFIX[c])

    def practice(self):
        base = self.pick(P.STREET_WORDS) if self.chance(0.5) else self.pick(P.TOWNS[self.c]).replace("-", " ")
        return base + " " + self.pick(P.PRACTICE_SUFFIX[self.c])

    def ward(self):
        return self.pick(P.WARDS) + " " + self.pick(P.WARD_SUFFIX)

    def biobank(self):
        return self.pick(P.BIOBANK_CORE) + " " + self.pick(P.BIOBANK_SUFFIX)

    def university(self, c=None):
        town = self.pick(P.TOWNS[c or self.c]).replace("-", " ")
        return self.pick(["University of " + town, town + " Institute for Medical Research",
                          town + " Cancer Research Centre", town + " University"])

    def company(self):
        return self.pick(P.COMPANIES) + " " + P.COMPANY_SUFFIX[self.c]

    def room(self):
        return self.pick(["%s%d.%02d" % (self.pick("ABCDLG"), self.rint(0, 4), self.rint(1, 40)),
                          str(self.rint(101, 640)), "LG." + "%02d" % self.rint(1, 30),
                          "%d%s" % (self.rint(100, 499), self.pick("ABC"))])

    def profession(self):
        if self.c in ("US", "CA") and self.chance(0.4):
            return self.pick(P.PROFESSIONS_US)
        return self.pick(P.PROFESSIONS)

    def family(self, rel=None):
        rel = rel or self.pick(P.RELATIONS)
        p = self.person(sex=P.REL_SEX.get(rel), age=self.rint(25, 85))
        return rel, p
