"""PHI generators for dev169_en. A Ctx holds one note's country, random source and
note-level choices (date style, home town, main hospital). Generators return either a
plain string (the caller decides the type) or a list of pieces (text or (text, type))."""

import datetime as dt
import unicodedata

from pools_names import ORIGINS, COUNTRY_MIX, USERNAME_STYLES
import pools_places as PL

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [w[:3] for w in WEEKDAYS]
BAD_INI = ("RN", "MD", "DO", "PA", "NP", "RM", "SM", "CS", "GP", "HV", "OD", "BP", "HR", "PR", "ST", "MO",
           "NO", "OK", "ED", "IV", "IM", "PO", "CT", "US", "UK", "VE", "BD", "OT", "SW", "MW", "SB", "AN", "IN", "AS",
           "IT", "IS", "AT", "OR", "ME", "WE", "HE", "BE", "TO", "SO", "GO", "AM", "PM", "CO", "MS", "NA", "CF",
           "LB", "FH", "CX", "SR", "OA", "OP", "LA")
EARLY_WORDS = ("Preschool", "Nursery", "Childminding", "Creche", "Playschool", "Head Start", "Daycare", "Montessori")
THE_COUNTRIES = ("Philippines", "United States", "UK", "USA")

UK_AREA = ["0113", "0161", "0114", "0117", "0121", "0151", "01632", "01482", "01904", "029",
           "028", "0131", "0141", "01224", "01792", "01274", "01524", "01872", "01603"]
IE_AREA = ["021", "061", "091", "01", "051", "066", "071", "074", "094", "056", "053", "045",
           "046", "065", "090"]
US_AREA = ["617", "508", "614", "216", "512", "713", "415", "619", "404", "312", "215", "313",
           "919", "206", "602", "615", "612", "303", "503", "504", "502", "718", "804", "414",
           "314", "205", "505", "515", "410", "978", "470"]
PC_OUT = ["LS", "M", "S", "BS", "B", "L", "HU", "YO", "CF", "BT", "EH", "G", "AB", "SA", "BD",
          "LA", "TR", "NR", "PR", "BB", "HX", "DN", "WF", "OL", "SK", "CW", "TS", "NE", "DH"]
EIR_KEYS = ["T12", "T23", "P31", "V94", "H91", "D08", "D24", "A63", "R93", "X91", "Y35", "F91",
            "V92", "P72", "E41", "N39", "W23", "A92", "H65", "F23"]
PC_IN = "ABDEFGHJLNPQRSTUWXYZ"
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


def asc(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return "".join(ch for ch in s if ch.isalnum())


class Person:
    def __init__(self, first, last, sex, origin, middle=None):
        self.first = first
        self.last = last
        self.sex = sex
        self.origin = origin
        self.middle = middle
        self.title = "Mrs" if sex == "F" else "Mr"
        self.role = ""

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)


class Ctx:
    def __init__(self, r, country):
        self.r = r
        self.c = country
        self.us = country == "US"
        self.ie = country == "IE"
        self.today = dt.date(2022, 1, 3) + dt.timedelta(days=r.randrange(0, 1270))
        self.town = r.choice(PL.TOWNS[country])
        self.ds = self.wpick([("num", 5), ("num2", 2), ("dmy_mon", 2), ("d_mon_y", 2),
                              ("iso", 1), ("long", 1)])
        self._names = []
        self._firsts = []
        self._lasts = []
        self._rooms = []
        self.hosp = self.hospital()
        self.dot = "." if self.us and r.random() < 0.7 else ""

    # ---------------------------------------------------------------- basics
    def ch(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def wpick(self, pairs):
        tot = sum(w for _, w in pairs)
        x = self.r.random() * tot
        for v, w in pairs:
            x -= w
            if x < 0:
                return v
        return pairs[-1][0]

    def dig(self, k):
        return "".join(str(self.r.randrange(10)) for _ in range(k))

    def let(self, k, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(k))

    def ri(self, a, b):
        return self.r.randint(a, b)

    def days(self, a, b, base=None):
        return (base or self.today) + dt.timedelta(days=self.r.randint(a, b))

    # ---------------------------------------------------------------- names
    def origin(self):
        return self.wpick(COUNTRY_MIX[self.c])

    def person(self, sex="F", origin=None, last=None):
        for tries in range(60):
            o = origin or self.origin()
            pool = ORIGINS[o]
            first = self.r.choice(pool["f"] if sex == "F" else pool["m"])
            ln = last or self.r.choice(pool["s"])
            key = first + " " + ln
            if key in self._names:
                continue
            if tries < 40 and (first in self._firsts or (last is None and ln in self._lasts)):
                continue
            break
        self._names.append(key)
        self._firsts.append(first)
        self._lasts.append(ln)
        mid = None
        if self.chance(0.35):
            mp = ORIGINS[self.origin()]
            mid = self.r.choice(mp["f"] if sex == "F" else mp["m"])
        p = Person(first, ln, sex, o, mid)
        if sex == "F":
            p.title = self.ch(["Mrs", "Ms", "Miss", "Ms", "Mrs"])
        if self.us:
            p.title = p.title + "." if p.title != "Miss" else p.title
        return p

    def nm(self, p, typ, style=None):
        f, l = p.first, p.last
        mi = p.middle[0] if p.middle else None
        if style is None:
            style = self.ch(["full", "full", "LF", "lf", "fml", "LFU"])
        if style == "full":
            return [(f + " " + l, typ)]
        if style == "fml":
            return [(f + " " + (mi + ". " if mi else "") + l, typ)]
        if style == "lf":
            return [(l + ", " + f, typ)]
        if style == "LF":
            return [(l.upper() + ", " + f, typ)]
        if style == "LFU":
            return [(l.upper() + ", " + f.upper(), typ)]
        if style == "LFM":
            return [(l.upper() + ", " + f.upper() + (" " + mi if mi else ""), typ)]
        if style == "FU":
            return [((f + " " + l).upper(), typ)]
        if style == "title_last":
            return [p.title + " ", (l, typ)]
        if style == "title_full":
            return [p.title + " ", (f + " " + l, typ)]
        if style == "first":
            return [(f, typ)]
        if style == "last":
            return [(l, typ)]
        if style == "LAST":
            return [(l.upper(), typ)]
        if style == "il":
            return [(f[0] + self.ch([". ", " ", "."]) + l, typ)]
        if style == "ini":
            if (f[0] + l[0]).upper() in BAD_INI:
                return [(f[0] + "." + l, typ)]
            if self.chance(0.5):
                return [(f[0] + "." + l[0] + ".", typ)]
            return [(f[0] + l[0], typ)]
        if style == "lcini":
            if (f[0] + l[0]).upper() in BAD_INI:
                return [((f[0] + l).lower(), typ)]
            return [((f[0] + l[0]).lower(), typ)]
        raise ValueError(style)

    def staff(self, role="mw"):
        sex = "F" if (role in ("mw", "hca", "nn") and self.chance(0.9)) or self.chance(0.5) else "M"
        p = self.person(sex)
        p.role = role
        return p

    GRADES = {
        "UK": {"mw": ["RM", "RM", "Band 6 RM", "Band 7 RM", "RM (coordinator)", "RM, MSc"],
               "dr": ["ST3", "ST5", "ST7", "SHO", "FY2", "Reg", "Cons", "SpR", "CT1"],
               "an": ["ST6 Anaes", "CT2 Anaes", "Cons Anaesthetist", "Anaes Reg"],
               "neo": ["ANNP", "Neonatal Reg", "ST4 Paeds", "Cons Neonatologist", "SHO Paeds"],
               "hca": ["MCA", "HCA", "MSW"], "nn": ["NNU nurse", "QIS nurse", "Band 5 nurse"]},
        "IE": {"mw": ["RM", "RM", "CMM2", "CMM1", "Staff Midwife", "RGN RM"],
               "dr": ["SHO", "Registrar", "Reg", "Consultant", "NCHD", "SpR"],
               "an": ["Anaes Reg", "Consultant Anaesthetist", "SHO Anaes"],
               "neo": ["Neonatal Reg", "ANP Neonates", "Consultant Neonatologist", "SHO Paeds"],
               "hca": ["HCA", "MCA"], "nn": ["CNM2", "Staff Nurse", "RCN"]},
        "US": {"mw": ["CNM", "RN", "RNC-OB", "RN, BSN", "CNM, MSN", "L&D RN"],
               "dr": ["MD", "DO", "PGY-2", "PGY-3", "MD, FACOG", "MFM fellow", "PGY-4"],
               "an": ["MD", "CRNA", "Anesthesia PGY-3", "DO"],
               "neo": ["NNP", "MD", "NNP-BC", "Neonatology fellow", "PGY-2 Peds"],
               "hca": ["CNA", "PCT", "Tech"], "nn": ["RN", "RNC-NIC", "RN, IBCLC"]},
    }

    def grade(self, role):
        return self.ch(self.GRADES[self.c][role])

    def sig(self, p, style=None):
        """Staff name with title/credential outside the span."""
        D = "DOCTOR"
        g = self.grade(p.role)
        doc = p.role in ("dr", "an", "neo")
        if style is None:
            style = self.ch(["dr", "full_cred", "il_cred", "full_paren", "drf"] if doc else
                            ["full_cred", "il_cred", "full", "full_paren", "il"])
        if style == "dr":
            return ["Dr" + self.dot + " ", (p.last, D)]
        if style == "drf":
            return ["Dr" + self.dot + " ", (p.full, D)]
        if style == "dri":
            return ["Dr" + self.dot + " ", (p.first[0] + ". " + p.last, D)]
        if style == "full_cred":
            return [(p.full, D), self.ch([", ", " "]) + g]
        if style == "il_cred":
            return [(p.first[0] + ". " + p.last, D), " " + g]
        if style == "full_paren":
            return [(p.full, D), " (" + g + ")"]
        if style == "il":
            return [(p.first[0] + " " + p.last, D)]
        if style == "full":
            return [(p.full, D)]
        if style == "last":
            return [(p.last, D)]
        if style == "ini":
            return [(p.first[0] + p.last[0], D)]
        raise ValueError(style)

    def username(self, p):
        st = self.ch(USERNAME_STYLES)
        f = asc(p.first).lower()
        l = asc(p.last).lower()
        mi = asc(p.middle).lower()[:1] if p.middle else "x"
        u = st.format(f=f, l=l, fi=f[:1], mi=mi, n=str(self.ri(1, 99)))
        if self.chance(0.2):
            u = u.upper()
        return u

    # ---------------------------------------------------------------- dates
    def d(self, date, style=None):
        s = style or self.ds
        y, m, dd = date.year, date.month, date.day
        wd = date.weekday()
        if self.us:
            if s == "num":
                return "%02d/%02d/%d" % (m, dd, y) if self.chance(0.7) else "%d/%d/%d" % (m, dd, y)
            if s == "num2":
                return "%d/%d/%02d" % (m, dd, y % 100)
            if s == "d_mon_y":
                return "%s %d, %d" % (MON[m - 1], dd, y)
            if s == "long":
                return "%s %d, %d" % (MONTHS[m - 1], dd, y)
            if s == "dm":
                return "%d/%d" % (m, dd)
            if s == "wk":
                return "%s %d/%d" % (WD3[wd], m, dd)
            if s == "wk_long":
                return "%s, %s %d" % (WEEKDAYS[wd], MONTHS[m - 1], dd)
            if s == "md_text":
                return "%s %d" % (MON[m - 1], dd)
        else:
            if s == "num":
                return "%02d/%02d/%d" % (dd, m, y)
            if s == "num2":
                return "%02d/%02d/%02d" % (dd, m, y % 100)
            if s == "d_mon_y":
                return "%d %s %d" % (dd, MON[m - 1], y)
            if s == "long":
                return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
            if s == "dm":
                return "%02d/%02d" % (dd, m) if self.chance(0.6) else "%d/%d" % (dd, m)
            if s == "wk":
                return "%s %02d/%02d" % (WD3[wd], dd, m)
            if s == "wk_long":
                return "%s %s %s" % (WEEKDAYS[wd], ordinal(dd), MONTHS[m - 1])
            if s == "md_text":
                return "%d %s" % (dd, MON[m - 1])
            if s == "dot":
                return "%02d.%02d.%d" % (dd, m, y)
        if s == "dmy_mon":
            return "%02d-%s-%d" % (dd, MON[m - 1], y) if self.chance(0.7) else \
                "%02d-%s-%02d" % (dd, MON[m - 1].upper(), y % 100)
        if s == "iso":
            return "%d-%02d-%02d" % (y, m, dd)
        if s == "my":
            return "%s %d" % (self.ch([MONTHS[m - 1], MON[m - 1]]), y)
        if s == "y":
            return str(y)
        if s == "wday":
            return WEEKDAYS[wd]
        if s == "wd3":
            return WD3[wd]
        raise ValueError(s)

    def dob(self, age):
        start = self.today - dt.timedelta(days=int(365.25 * (age + 1)) - 1)
        return start + dt.timedelta(days=self.r.randrange(0, 364))

    # ---------------------------------------------------------------- contacts
    def phone(self, kind=None):
        kind = kind or self.ch(["land", "mob", "mob", "land", "intl"])
        r = self.r
        if self.c == "UK":
            if kind == "land":
                return "%s %s %s" % (r.choice(UK_AREA), "555", self.dig(4)) if self.chance(0.8) \
                    else "(%s) 555 %s" % (r.choice(UK_AREA), self.dig(4))
            if kind == "mob":
                return "07%s%s 555%s%s" % (r.choice("3456789"), self.dig(2),
                                            self.ch(["", " "]), self.dig(3))
            return self.ch(["+44 7%s 555 %s" % (self.dig(3), self.dig(3)),
                            "+44 (0)%s 555 %s" % (r.choice(UK_AREA)[1:], self.dig(4))])
        if self.c == "IE":
            if kind == "land":
                return self.ch(["%s 555 %s", "(%s) 555 %s", "%s-555%s"]) % (
                    r.choice(IE_AREA), self.dig(4))
            if kind == "mob":
                return "08%s %s555 %s" % (r.choice("35679"), "", self.dig(4))
            return self.ch(["+353 8%s 555 %s" % (r.choice("35679"), self.dig(4)),
                            "+353 (0)%s 555 %s" % (r.choice(IE_AREA)[1:], self.dig(4))])
        a = r.choice(US_AREA)
        if kind == "intl":
            return "+1 %s 555 %s" % (a, self.dig(4))
        return self.ch(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "(%s)555-%s"]) % (a, self.dig(4))

    def pager_word(self):
        return self.ch(["pager", "pgr", "pager #"]) if self.us else self.ch(["bleep", "bleep", "blp", "bleep no."])

    def ext(self):
        base = self.phone("land")
        return base + self.ch([" ext. ", " ext ", " x", " x."]) + self.dig(self.ri(3, 5))

    def fax(self):
        return self.phone("land")

    def bleep(self):
        return self.ch([self.dig(4), self.dig(4), "%s-%s" % (self.dig(1), self.dig(4)),
                        "#" + self.dig(4) if False else self.dig(3)])

    def email(self, p=None):
        dom = self.ch(["example.com", "example.org", "example.net"])
        if p is None:
            box = self.ch(["maternity.bookings", "labourward", "nicu.admissions", "cmw.team",
                           "antenatal.clinic", "newborn.screening", "safeguarding.midwives",
                           "fetal.medicine", "birth.centre", "obs.theatres"])
            if self.chance(0.5):
                dom = self.ch(["nhs.", "hse.", "health.", "trust.", "mail."]) + dom
            return box + "@" + dom
        f, l = asc(p.first).lower(), asc(p.last).lower()
        box = self.ch(["%s.%s", "%s%s", "%s_%s%s" % ("%s", "%s", self.dig(2)),
                       "%s.%s%s" % ("%s", "%s", self.dig(2))]) % (f, l)
        if self.chance(0.3):
            box = f[0] + l + self.dig(2)
        return box + "@" + dom

    def url(self):
        dom = self.ch(["example.com", "example.org", "example.net"])
        sub = self.ch(["www.", "", "portal.", "maternity.", "mychart.", "pacs."])
        path = self.ch(["/maternity/portal", "/patient/login", "/mybaby", "/booking?ref=%s" %
                        self.dig(6), "/antenatal/classes", "/nbs/results", "/viewer/study/%s" %
                        self.dig(8), "/refer", "/infant-feeding", "/mum-and-baby/app", ""])
        pre = self.ch(["https://", "http://", "", ""])
        if not pre and not sub:
            sub = "www."
        return pre + sub + dom + path

    def ip(self):
        k = self.ri(0, 2)
        if k == 0:
            return "10.%d.%d.%d" % (self.ri(0, 255), self.ri(0, 255), self.ri(1, 254))
        if k == 1:
            return "192.168.%d.%d" % (self.ri(0, 255), self.ri(1, 254))
        return "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 255), self.ri(1, 254))

    # ---------------------------------------------------------------- identifiers
    def nhs(self):
        d = self.dig(10)
        return self.ch(["%s %s %s" % (d[:3], d[3:6], d[6:]), d, "%s-%s-%s" % (d[:3], d[3:6], d[6:])])

    def hospno(self):
        if self.c == "UK":
            return self.ch(["%s%s" % (self.let(1), self.dig(7)), "RX%s" % self.dig(6),
                            "RTX%s" % self.dig(5), self.dig(8),
                            "M%s" % self.dig(6)])
        if self.c == "IE":
            return self.ch([self.dig(7), "H%s" % self.dig(7), "%s-%s" % (self.dig(2), self.dig(5)),
                            "MN%s" % self.dig(6)])
        return self.ch([self.dig(8), "E%s" % self.dig(7), self.dig(9), "%s-%s-%s" % (
            self.dig(3), self.dig(3), self.dig(3)), "MR%s" % self.dig(7)])

    def mrn(self):
        """The main hospital identifier. UK notes often use the NHS number (typed MRN)."""
        return self.hospno()

    def ssn(self):
        if self.c == "UK":
            return self.ch(["QQ %s %s %s %s" % (self.dig(2), self.dig(2), self.dig(2), self.ch("ABCD")),
                            "%s%s%s" % (self.let(2, "ABCEGHJKLMNPRSTWXYZ"), self.dig(6), self.ch("ABCD"))])
        if self.c == "IE":
            return self.dig(7) + self.ch(["A", "B", "C", "D", "E", "F", "G", "H", "K", "P", "T", "W"]) + \
                self.ch(["", "", "A", "H", "W"])
        a = self.ch(["9" + self.dig(2), "000"])
        return self.ch(["%s-%s-%s", "%s %s %s", "%s%s%s"]) % (a, self.dig(2), self.dig(4))

    def hp(self):
        if self.c == "US":
            return self.ch(["%s%s" % (self.let(3), self.dig(6)), "W%s" % self.dig(9),
                            "MA%s" % self.dig(8), "%s-%s-%s" % (self.let(2), self.dig(4), self.dig(4)),
                            "%s%s%s" % (self.let(1), self.dig(8), self.let(1))])
        if self.c == "IE":
            return self.ch(["%s%s" % (self.dig(6), self.let(1)), "GMS %s" % self.dig(7) if False
                            else self.dig(8), "LHC-%s" % self.dig(7)])
        return self.ch(["APH%s" % self.dig(7), "%s/%s" % (self.dig(6), self.dig(2)),
                        "TMC-%s-%s" % (self.dig(4), self.dig(4))])

    def group(self):
        return self.ch([self.dig(5), "GRP%s" % self.dig(4), "%s-%s" % (self.dig(3), self.dig(3))])

    def acct(self):
        if self.c == "US":
            return self.ch([self.dig(10), "%s-%s" % (self.dig(4), self.dig(4)), "FIN%s" % self.dig(8),
                            "V%s" % self.dig(9)])
        return self.ch(["%s" % self.dig(8), "SP%s" % self.dig(7), "%s/%s" % (self.dig(6), self.dig(3)),
                        "EP-%s" % self.dig(6)])

    def lic(self, kind="mw"):
        if self.c == "UK":
            if kind == "mw":
                return "%s%s%s%s" % (self.dig(2), self.let(1), self.dig(4), self.let(1))
            return self.dig(7)
        if self.c == "IE":
            return self.dig(6) if kind == "mw" else self.dig(6)
        if kind == "npi":
            return self.ch(["1", "2"]) + self.dig(9)
        if kind == "dea":
            return self.let(2) + self.dig(7)
        return self.ch(["RN%s", "MD%s", "CNM-%s", "%s"]) % self.dig(6)

    def cert(self):
        if self.c == "UK":
            return self.ch(["%s %s %s" % (self.dig(3), self.dig(3), self.dig(3)),
                            "MX%s" % self.dig(8)])
        if self.c == "IE":
            return "%s-%s" % (self.dig(4), self.dig(6))
        return "%s-%d-%s" % (self.dig(3), self.today.year, self.dig(6))

    def device(self, kind=None):
        kind = kind or self.ch(["sn", "asset", "tag", "serial"])
        if kind == "sn":
            return self.ch(["%s%s" % (self.let(2), self.dig(8)), "%s-%s" % (self.dig(4), self.dig(5)),
                            "SN%s" % self.dig(7)])
        if kind == "asset":
            return self.ch(["AST-%s" % self.dig(5), "MEB%s" % self.dig(5), "%s%s" % (self.let(3), self.dig(4))])
        if kind == "tag":
            return self.ch(["%s" % self.dig(6), "HT-%s" % self.dig(5), "%s%s" % (self.let(1), self.dig(5))])
        return "%s%s-%s" % (self.let(1), self.dig(3), self.dig(4))

    def plate(self):
        if self.c == "UK":
            return "%s%s %s" % (self.let(2, "ABCDEFGHKLMNOPRSVWY"), self.ch(["19", "20", "69", "70", "21",
                                                                                 "71", "22", "72", "23", "73", "15", "66"]),
                                  self.let(3, "ABCDEFGHJKLMNOPRSTUVWXYZ"))
        if self.c == "IE":
            return "%s-%s-%s" % (self.ch(["151", "161", "171", "181", "191", "201", "211", "221",
                                          "222", "231", "12", "09"]),
                                 self.ch(["D", "C", "G", "L", "KY", "WX", "MO", "TN", "KE", "LH"]),
                                 self.dig(self.ri(3, 5)))
        return self.ch(["%s%s%s" % (self.dig(1), self.let(3), self.dig(3)), "%s-%s" % (self.let(3), self.dig(4)),
                        "%s %s" % (self.let(3), self.dig(3))])

    def vin(self):
        return "".join(self.r.choice(VIN_CH) for _ in range(17))

    def bioid(self):
        return self.ch(["FP-%s" % self.dig(5), "FTP-%d-%s" % (self.today.year, self.dig(5)),
                        "PV%s%s" % (self.dig(6), self.let(2)), "BIO-%s-%s" % (self.let(2), self.dig(6)),
                        "PALM-%s" % self.dig(7), "IRS%s" % self.dig(6)])

    def acc(self, kind=None):
        yy = "%02d" % (self.today.year % 100)
        kind = kind or self.ch(["lab", "path", "order", "ref"])
        if kind == "lab":
            return self.ch(["%s%s-%s" % (self.ch("HSBCM"), yy, self.dig(5)), "%s%s" % (yy, self.dig(7)),
                            "L%s.%s" % (yy, self.dig(6))])
        if kind == "path":
            return self.ch(["P%s-%s" % (yy, self.dig(4)), "H%s.%s" % (yy, self.dig(5)),
                            "CYT-%s-%s" % (yy, self.dig(4))])
        if kind == "order":
            return self.ch(["ORD%s" % self.dig(7), "%s" % self.dig(9), "RQ-%s" % self.dig(6)])
        if kind == "card":
            return self.ch(["%s %s %s" % (self.dig(3), self.dig(3), self.dig(4)), "%s%s" % (self.let(1), self.dig(9)),
                            "NBS-%s-%s" % (self.dig(4), self.dig(5))])
        return self.ch(["REF-%s-%s" % (self.today.year, self.dig(4)), "%s/%s/%s" % (self.let(2), yy, self.dig(4)),
                        "DX%s" % self.dig(6), "W%s" % self.dig(6), "IR-%s" % self.dig(5)])

    # ---------------------------------------------------------------- places
    def postcode(self):
        if self.c == "UK":
            return "%s%d %d%s" % (self.ch(PC_OUT), self.ri(1, 29), self.ri(1, 9), self.let(2, PC_IN))
        if self.c == "IE":
            return "%s %s" % (self.ch(EIR_KEYS), self.ch(["", ""]) + "".join(
                self.r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
        z = "%d%s" % (self.ri(1, 9), self.dig(4))
        return z + "-" + self.dig(4) if self.chance(0.2) else z

    def street(self):
        nm = self.ch(PL.STREET_NAMES)
        ty = self.ch(PL.STREET_TYPES[self.c])
        if self.us:
            num = str(self.ri(10, 9899))
            pre = self.ch(["", "", "", "N ", "S ", "W ", "E "])
            s = "%s %s%s %s" % (num, pre, nm, ty)
            if self.chance(0.3):
                s += self.ch([", Apt ", " Apt ", ", Unit ", " #"]) + self.ch([self.dig(1), self.dig(2) + self.let(1), self.dig(3)])
            return s
        num = str(self.ri(1, 240))
        if self.chance(0.08):
            num += self.ch(["a", "b", "A"])
        s = "%s %s %s" % (num, nm, ty)
        if self.chance(0.2):
            s = self.ch(["Flat %d, " % self.ri(1, 40), "Apt %d, " % self.ri(1, 30), "Flat %d%s, " % (self.ri(1, 9), self.ch("ABC"))]) \
                + (self.ch(PL.BUILDINGS) + ", " if self.chance(0.4) else "") + s
        return s

    def region(self, full=None):
        """County (UK/IE, typed CITY) or state (US, typed STATE). Returns a piece."""
        if self.us:
            st = self.ch(PL.US_STATES)
            if full is None:
                full = self.chance(0.2)
            return (st[0] if full else st[1], "STATE")
        return (self.ch(PL.COUNTIES[self.c]), "CITY")

    def town_(self):
        return self.town if self.chance(0.6) else self.ch(PL.TOWNS[self.c])

    def addr(self, style="line", town=None):
        town = town or self.town_()
        st = (self.street(), "STREET")
        tw = (town, "CITY")
        pc = (self.postcode(), "ZIP")
        if self.us:
            rg = self.region()
            if style == "block":
                return [st, "\n", tw, ", ", rg, " ", pc]
            return [st, ", ", tw, ", ", rg, " ", pc]
        incl = self.ie or self.chance(0.4)
        if style == "block":
            out = [st, "\n", tw, "\n"]
            if incl:
                out += [self.region(), "\n"]
            return out + [pc]
        out = [st, ", ", tw, ", "]
        if incl:
            out += [self.region(), ", " if self.ie else " "]
        return out + [pc]

    def hospital(self, town=None):
        pat = self.ch(PL.HOSP_PATTERNS[self.c])
        return pat.format(T=town or self.ch(PL.TOWNS[self.c]), S=self.ch(PL.SAINTS), S2=self.ch(PL.S2))

    def ward(self, kind=None):
        d = PL.WARDS_KIND["US" if self.us else "UKIE"]
        kind = kind or self.ch(["lw", "pn", "an"])
        return self.ch(d[kind])

    def gp(self, adult=False):
        pats = PL.GP_PATTERNS[self.c]
        if adult:
            pats = [x for x in pats if "Pediatrics" not in x]
        pat = self.ch(pats)
        return pat.format(N=self.ch(PL.GP_NAMES), T=self.ch(PL.TOWNS[self.c]),
                          L=self.ch(ORIGINS["irish"]["s"]))

    def pharmacy(self):
        return self.ch(PL.PHARMACY).format(N=self.ch(PL.GP_NAMES), T=self.ch(PL.TOWNS[self.c]))

    def org(self):
        return self.ch(PL.ORGS_BY_COUNTRY[self.c])

    def school(self, age=6):
        lst = PL.SCHOOLS[self.c]
        early = [x for x in lst if any(k in x for k in EARLY_WORDS)]
        later = [x for x in lst if x not in early]
        return self.ch(early if age < 5 else later)

    def prof(self):
        return self.ch(PL.PROFESSIONS)

    def country_of(self, origin=None):
        lst = PL.COUNTRY_FOR_ORIGIN.get(origin)
        name = self.ch(lst) if lst else self.ch(PL.COUNTRIES)
        return self.cty(name)

    def cty(self, name):
        if name in THE_COUNTRIES and self.chance(0.6):
            return ["the ", (name, "COUNTRY")]
        return [(name, "COUNTRY")]

    def uroom(self, lo, hi):
        """A room/bed number not yet used in this note."""
        for _ in range(30):
            v = self.ri(lo, hi)
            if v not in self._rooms:
                break
        self._rooms.append(v)
        return str(v)

    def room(self):
        return self.ch([str(self.ri(1, 14)), str(self.ri(1, 14)), "%d%s" % (self.ri(1, 9), self.ch("AB")),
                        "LDR%d" % self.ri(1, 12) if False else str(self.ri(101, 460))])

    def insurer(self):
        return self.ch(PL.INSURERS[self.c])

    def landmark(self):
        return self.ch(PL.LANDMARKS)
