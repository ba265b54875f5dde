"""Builder, per-note context and surface-form helpers for dev252_en."""
import datetime as dt
import pools as P

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE",
         "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
         "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
         "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
         "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
         "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}

MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
WK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class B:
    """Appends text pieces; PHI pieces are recorded as spans at their offset as they are appended."""

    def __init__(self, low):
        self.parts, self.spans, self.n, self.low = [], [], 0, low

    def w(self, *items):
        for it in items:
            if isinstance(it, tuple):
                typ, val = it
                val = str(val)
                if self.low:
                    val = val.lower()
                st = self.n
                self.parts.append(val)
                self.n += len(val)
                self.spans.append({"start": st, "end": self.n, "label": LABEL[typ], "type": typ, "text": val})
            else:
                s = str(it)
                if self.low:
                    s = s.lower()
                self.parts.append(s)
                self.n += len(s)
        return self

    def text(self):
        return "".join(self.parts)


def digits(r, n):
    return "".join(str(r.randrange(10)) for _ in range(n))


def letters(r, n):
    return "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


class Person:
    def __init__(self, r, sex=None):
        self.sex = sex or r.choice("MF")
        self.first = r.choice(P.FIRST_M if self.sex == "M" else P.FIRST_F)
        self.last = r.choice(P.SURNAMES)
        self.mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.4 else ""

    def title(self, r, uk_surgeon=False):
        if uk_surgeon:
            return r.choice(["Mr ", "Mr. ", "Miss ", "Ms "]) if self.sex == "F" and False else ("Mr " if self.sex == "M" else r.choice(["Ms ", "Miss "]))
        if self.sex == "M":
            return r.choice(["Mr ", "Mr. "])
        return r.choice(["Mrs ", "Ms ", "Mrs. ", "Ms. ", "Miss "])

    def initials(self):
        return self.first[0] + "." + self.last[0] + "."


def pt_forms(r, p, low=False):
    """Returns (prefix_text, name_value) pairs for the patient."""
    f = r.randrange(12)
    if f == 0:
        return "", p.first + " " + p.last
    if f == 1:
        return "", p.last.upper() + ", " + p.first.upper() + ((" " + p.mid) if p.mid else "")
    if f == 2:
        return "", p.last + ", " + p.first
    if f in (3, 4, 5):
        return p.title(r), p.last
    if f == 6:
        return "", p.first + " " + p.last[0] + "."
    if f == 7:
        return r.choice(["Pt ", "pt ", "Patient "]), p.initials()
    if f == 8:
        return "", p.first[0] + ". " + p.last
    if f == 9:
        return "", p.first
    if f == 10:
        return "", P.NICK.get(p.first, p.first)
    return "", p.first + (" " + p.mid + ". " if p.mid else " ") + p.last


class Ctx:
    def __init__(self, r, country, low):
        self.r, self.c, self.low = r, country, low
        self.pt = Person(r)
        self.age = r.choice([r.randint(18, 45), r.randint(45, 80), r.randint(60, 96), r.randint(30, 75)] * 3 + [r.randint(1, 17)])
        self.d0 = dt.date(2015, 1, 1) + dt.timedelta(days=r.randrange(3650))
        self.dob = dt.date(self.d0.year - self.age, r.randint(1, 12), r.randint(1, 28))
        city, reg, ab = r.choice(P.CITIES[country])
        self.city, self.region, self.reg_ab = city, reg, ab
        h = P.HOSP[country][:]
        r.shuffle(h)
        self.hosp, self.hosp2 = h[0], h[1]
        self.docs = [Person(r) for _ in range(5)]
        self.rel = r.choice(["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother",
                             "partner", "niece", "neighbour" if country != "US" else "neighbor", "friend"])
        fs = {"wife": "F", "daughter": "F", "mother": "F", "sister": "F", "niece": "F",
              "husband": "M", "son": "M", "father": "M", "brother": "M"}.get(self.rel)
        self.fam = Person(r, fs)
        self.mrn = self.make_mrn()
        self.prof = r.choice(P.PROF)

    # ---------------- identifiers -----------------
    def make_mrn(self):
        r = self.r
        if self.c == "GB":
            return r.choice(["", "RX", "K", "H"]) + digits(r, 7)
        if self.c == "ZA":
            return r.choice(["", "KZ", "GP", "WC"]) + digits(r, 8)
        return r.choice(["", "00", "MR"]) + digits(r, 7)

    def nhs(self):
        d = "999" + digits(self.r, 7)
        return d[:3] + " " + d[3:6] + " " + d[6:] if self.r.random() < 0.7 else d

    def ssn(self):
        r = self.r
        if self.c == "US":
            return r.choice(["9" + digits(r, 2), "000"]) + "-" + digits(r, 2) + "-" + digits(r, 4)
        if self.c == "ZA":
            s = "9" + digits(r, 12)
            return s if r.random() < .6 else s[:6] + " " + s[6:10] + " " + s[10:]
        return "QQ" + digits(r, 6) + r.choice("ABCD") if r.random() < .5 else "QQ " + digits(r, 2) + " " + digits(r, 2) + " " + digits(r, 2) + " " + r.choice("ABCD")

    def acct(self):
        r = self.r
        return r.choice(["", "ENC-", "V", "FIN ", "A"]).replace("FIN ", "") + digits(r, r.randint(7, 10)) if r.random() < .7 else digits(r, 4) + "-" + digits(r, 4)

    def plan(self):
        r = self.r
        return r.choice([letters(r, 3) + digits(r, 6), "W" + digits(r, 8), digits(r, 9) + "-0" + str(r.randint(1, 4)),
                         letters(r, 2) + "-" + digits(r, 7)])

    def lic(self, kind=None):
        r = self.r
        kind = kind or {"US": r.choice(["NPI", "DEA"]), "GB": "GMC", "ZA": "HPCSA"}[self.c]
        if kind == "NPI":
            return kind, "1" + digits(r, 9)
        if kind == "DEA":
            return kind, letters(r, 2) + digits(r, 7)
        if kind == "GMC":
            return kind, digits(r, 7)
        return kind, "MP " + digits(r, 7) if r.random() < .5 else "MP" + digits(r, 7)

    def dev(self):
        r = self.r
        return r.choice([letters(r, 3) + digits(r, 6), "SN" + digits(r, 8), digits(r, 2) + letters(r, 1) + digits(r, 5),
                         "LOT " + digits(r, 6)[:0] + letters(r, 1) + digits(r, 7)]).replace("LOT ", "")

    def idnum(self, kind="acc"):
        r = self.r
        y = str(self.d0.year)[2:]
        if kind == "path":
            return r.choice(["S", "H", "NP"]) + y + "-" + digits(r, r.randint(4, 6))
        if kind == "mdt":
            return "MDT-" + digits(r, 5)
        if kind == "ref":
            return r.choice(["REF", "R", "eRS "]) + digits(r, 8)
        if kind == "ord":
            return digits(r, 9)
        return r.choice(["ACC", "RAD", "CT", "MR"]) + digits(r, 7)

    def phone(self, kind="land"):
        r = self.r
        if self.c == "US":
            a = r.choice(["217", "937", "253", "478", "806", "570", "559", "218", "508", "864"])
            n = "555-01" + digits(r, 2)
            return r.choice(["(" + a + ") " + n, a + "-" + n, a + "." + n.replace("-", "."), "+1 " + a + " " + n])
        if self.c == "GB":
            a = r.choice(["0113", "0114", "0117", "01603", "01772", "01792", "01382", "0161"])
            n = "555 0" + digits(r, 3)
            if kind == "mob":
                return r.choice(["07700 555", "07911 555"]) + digits(r, 3)
            return r.choice([a + " " + n, "+44 " + a[1:] + " " + n])
        a = r.choice(["031", "021", "012", "011", "033", "041"])
        if kind == "mob":
            return r.choice(["082 555 ", "072 555 ", "+27 83 555 "]) + digits(r, 4)
        return r.choice([a + " 555 " + digits(r, 4), "+27 " + a[1:] + " 555 " + digits(r, 4)])

    def bleep(self):
        r = self.r
        return r.choice(["555" + digits(r, 2), "555-01" + digits(r, 2)])

    def email(self, p):
        r = self.r
        loc = r.choice([p.first[0] + p.last, p.first + "." + p.last, p.last + digits(r, 2)])
        loc = loc.lower().replace(" ", "").replace("'", "")
        return loc + "@" + r.choice(["", "nhs.", "neuro.", "mail."]) + r.choice(P.DOMAINS)

    def url(self):
        r = self.r
        return r.choice(["www.", "https://", "http://portal."]) + r.choice(["neuro.", "shunt.", "patients.", "mdt.", ""]) + \
            r.choice(P.DOMAINS) + r.choice(["", "/portal", "/referrals", "/hydro/info", "/results?id=" + digits(r, 5)])

    def ip(self):
        r = self.r
        return r.choice(["10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randint(1, 254)),
                         "192.168.%d.%d" % (r.randrange(256), r.randint(1, 254)),
                         "172.%d.%d.%d" % (r.randint(16, 31), r.randrange(256), r.randint(1, 254))])

    def user(self, p):
        r = self.r
        return r.choice([p.first[0].lower() + p.last.lower().replace(" ", "").replace("'", "")[:7] + str(r.randint(1, 9)),
                         p.last.lower().replace(" ", "").replace("'", "")[:5] + p.first[0].lower(), "NEURO\\" + p.first[:1] + p.last.replace(" ", "").replace("'", "")[:4].upper()])

    def street(self):
        r = self.r
        s = str(r.randint(1, 420)) + " " + r.choice(P.STREET_W) + " " + r.choice(P.STREET_T[self.c])
        if r.random() < .2:
            s += r.choice([", Apt ", ", Unit ", ", Flat "]) + str(r.randint(1, 40))
        return s

    def zipc(self):
        r = self.r
        if self.c == "US":
            return digits(r, 5)
        if self.c == "ZA":
            return digits(r, 4)
        return r.choice(["LS", "S", "BS", "NR", "PR", "SA", "DD", "ST", "EX", "CA"]) + str(r.randint(1, 20)) + " " + \
            str(r.randint(1, 9)) + letters(r, 2)

    def vehicle(self):
        r = self.r
        if self.c == "GB":
            return letters(r, 2) + digits(r, 2) + " " + letters(r, 3)
        if self.c == "ZA":
            return letters(r, 2) + " " + digits(r, 2) + " " + letters(r, 2) + " GP" if r.random() < .5 else letters(r, 3) + " " + digits(r, 3) + " " + r.choice(["EC", "NW", "L"])
        return str(r.randint(1, 9)) + letters(r, 3) + digits(r, 3)

    # ---------------- dates -----------------
    def day(self, off=0):
        return self.d0 + dt.timedelta(days=off)

    def date(self, d, style=None):
        r = self.r
        us = self.c == "US"
        st = style or r.choice(["num", "num", "num", "num2", "long", "abbr", "iso" if self.c == "ZA" else "abbr",
                                "dash", "wk", "short", "ord"])
        m, dd, y = d.month, d.day, d.year
        if st == "num":
            return "%d/%d/%d" % ((m, dd, y) if us else (dd, m, y)) if r.random() < .5 else \
                "%02d/%02d/%d" % ((m, dd, y) if us else (dd, m, y))
        if st == "num2":
            return "%02d/%02d/%02d" % ((m, dd, y % 100) if us else (dd, m, y % 100))
        if st == "dash":
            return "%02d-%02d-%d" % ((m, dd, y) if us else (dd, m, y))
        if st == "iso":
            return d.isoformat()
        if st == "long":
            return ("%s %d, %d" % (MON[m - 1], dd, y)) if us else ("%d %s %d" % (dd, MON[m - 1], y))
        if st == "abbr":
            return r.choice(["%02d-%s-%d" % (dd, MON[m - 1][:3], y), "%d %s %02d" % (dd, MON[m - 1][:3], y % 100),
                             "%02d%s%d" % (dd, MON[m - 1][:3].upper(), y)])
        if st == "wk":
            w = WK[d.weekday()]
            return r.choice(["%s %d/%d" % (w[:3], m, dd) if us else "%s %d/%d" % (w[:3], dd, m),
                             "%s, %s %d, %d" % (w, MON[m - 1], dd, y) if us else "%s %d %s %d" % (w, dd, MON[m - 1], y)])
        if st == "short":
            return "%d/%d" % ((m, dd) if us else (dd, m))
        if st == "ord":
            suf = "th" if 10 <= dd % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(dd % 10, "th")
            return ("%s %d%s" % (MON[m - 1], dd, suf)) if us else ("%d%s %s" % (dd, suf, MON[m - 1]))
        if st == "month":
            return r.choice(["%s %d" % (MON[m - 1], y), "%s %d" % (MON[m - 1][:3], y), "%02d/%d" % (m, y)])
        if st == "year":
            return str(y)
        if st == "weekday":
            return WK[d.weekday()]
        raise ValueError(st)

    def tm(self):
        r = self.r
        h, mi = r.randrange(24), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55])
        return r.choice(["%02d:%02d" % (h, mi), "%02d%02d" % (h, mi), "%02d%02dh" % (h, mi)])


# --------------- writers that emit prefix text + span -----------------
def pt(b, c, allow_title=True):
    pre, val = pt_forms(c.r, c.pt)
    if pre and not allow_title:
        pre = ""
    b.w(pre, ("PATIENT", val))


def doc(b, c, i=None, role=True):
    r = c.r
    p = c.docs[r.randrange(len(c.docs))] if i is None else c.docs[i]
    f = r.randrange(9)
    if f == 0:
        b.w(r.choice(["Dr ", "Dr. "]), ("DOCTOR", p.last))
    elif f == 1:
        b.w(r.choice(["Dr ", "Dr. "]), ("DOCTOR", p.first[0] + ". " + p.last))
    elif f == 2:
        b.w(("DOCTOR", p.first + " " + p.last), r.choice([", MD", " MD", ", DO", ", RN", " (NP)", ", PA-C"]) if c.c == "US"
            else r.choice([" (SpR)", " (ST5)", " (Reg)", ", RN", " (CNS)", " (FY2)", " (Consultant)", ""]))
    elif f == 3 and c.c != "US":
        b.w(r.choice(["Mr ", "Mr. ", "Miss "]) if p.sex == "F" and False else ("Mr " if p.sex == "M" else "Ms "),
            ("DOCTOR", p.last))
    elif f == 4:
        b.w(("DOCTOR", p.first[0] + " " + p.last))
    elif f == 5:
        b.w(("DOCTOR", p.last.upper()))
    elif f == 6:
        b.w(("DOCTOR", p.first + " " + p.last[0]))
    else:
        b.w("Dr ", ("DOCTOR", p.first + " " + p.last))


def fam(b, c, with_rel=True):
    r = c.r
    p = c.fam
    if with_rel:
        b.w(r.choice(["", "his " if c.pt.sex == "M" else "her "]) + c.rel + " ")
    b.w(("FAMILY", r.choice([p.first, p.first + " " + p.last, p.first + " " + c.pt.last if c.rel not in ("friend", "neighbour", "neighbor") else p.first])))


def age(b, c, mode=None):
    r = c.r
    a = c.age
    words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
    tens = {2: "twenty", 3: "thirty", 4: "forty", 5: "fifty", 6: "sixty", 7: "seventy", 8: "eighty", 9: "ninety"}
    f = mode if mode is not None else r.randrange(9)
    sx = c.pt.sex
    if f == 0:
        b.w(("AGE", a), "-year-old ")
    elif f == 1:
        b.w(("AGE", a), " yo ")
    elif f == 2:
        b.w(("AGE", a), sx if r.random() < .5 else ("yo " + ("M" if sx == "M" else "F")), " ")
    elif f == 3:
        b.w(("AGE", a), " y/o ")
    elif f == 4:
        b.w("aged ", ("AGE", a), " ")
    elif f == 5 and a >= 20:
        wd = tens[a // 10] + ("-" + words[a % 10 - 1] if a % 10 else "")
        b.w(("AGE", wd if r.random() < .5 else wd.capitalize()), "-year-old ")
    elif f == 6:
        b.w(("AGE", a), " " + sx + " ")
    elif f == 7:
        b.w(("AGE", a), "yr old ")
    else:
        b.w(("AGE", a), " years old, ")


def addr(b, c):
    r = c.r
    b.w(("STREET", c.street()), ", ", ("CITY", c.city), ", ")
    if c.c == "US":
        b.w(("STATE", c.reg_ab if r.random() < .7 else c.region), " ", ("ZIP", c.zipc()))
    elif c.c == "GB":
        if r.random() < .5:
            b.w(("CITY", c.region), ", ")
        b.w(("ZIP", c.zipc()))
    else:
        b.w(("STATE", c.region), ", ", ("ZIP", c.zipc()))
