"""Note builder (single-pass offsets) and PHI value makers for dev157_en."""
import datetime as dt
import string

import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Note:
    """Append text and PHI pieces in one pass; spans are recorded as pieces are appended."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.pos = 0

    def _t(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def _p(self, typ, val):
        assert typ in LABEL, typ
        assert val and val == val.strip(), repr(val)
        self.spans.append({"start": self.pos, "end": self.pos + len(val), "label": LABEL[typ], "type": typ})
        self._t(val)

    def __call__(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._t(it)
            elif isinstance(it, list):
                self(*it)
            else:
                self._p(it[0], it[1])
        return self

    def text(self):
        return "".join(self.parts)


ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


class Person:
    def __init__(self, first, last, middle, sex):
        self.first, self.last, self.middle, self.sex = first, last, middle, sex


class Ctx:
    """Per-note context: rng, country, and consistent PHI makers."""

    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        self.dstyle = rng.choice(["num", "num", "iso", "dmy_txt", "mdy_txt", "dmon"])
        self.base = dt.date(2020, 1, 1) + dt.timedelta(days=rng.randint(0, 1700))

    # ---------- people ----------
    def person(self, sex=None):
        r = self.r
        o = r.choice(list(P.FIRST))
        o2 = o if r.random() < 0.75 else r.choice(list(P.LAST))
        sex = sex or r.choice("MF")
        mid = r.choice(string.ascii_uppercase) if r.random() < 0.4 else ""
        return Person(r.choice(P.FIRST[o]), r.choice(P.LAST[o2]), mid, sex)

    def title(self, p):
        t = {"M": ["Mr", "Mr."], "F": ["Ms", "Mrs", "Ms.", "Miss"]}[p.sex]
        return self.r.choice(t)

    def nm(self, p, typ="PATIENT", form=None):
        """Return items for a name in one of many surface forms (titles outside)."""
        r = self.r
        forms = ["full", "full", "lf", "title", "fml", "init_last", "first", "UPPER", "first_init"]
        if typ == "PATIENT":
            forms += ["initials", "title", "LF"]
        form = form or r.choice(forms)
        m = p.middle
        if form == "full":
            return [(typ, p.first + " " + p.last)]
        if form == "fml":
            return [(typ, p.first + " " + (m or "J") + ". " + p.last)]
        if form == "lf":
            return [(typ, p.last + ", " + p.first)]
        if form == "LF":
            return [(typ, p.last + ", " + p.first + (" " + m if m else ""))]
        if form == "UPPER":
            return [(typ, (p.last + ", " + p.first + (" " + m if m else "")).upper())]
        if form == "init_last":
            return [(typ, p.first[0] + ". " + p.last)]
        if form == "first":
            return [(typ, p.first)]
        if form == "first_init":
            return [(typ, p.first + " " + p.last[0] + ".")]
        if form == "initials":
            return [(typ, p.first[0] + "." + p.last[0] + ".")]
        if form == "last":
            return [(typ, p.last)]
        # title
        return [self.title(p) + " ", (typ, p.last)]

    def doc(self, p, form=None):
        """Clinician name forms, credentials outside the span."""
        r = self.r
        form = form or r.choice(["dr", "dr", "cred", "cred", "plain", "init", "drfull", "lf"])
        cred = r.choice(["MD", "RN", "NP", "PA-C", "DO", "MBBS", "FRACP", "CNS", "MRCP", "RGN", "FNP-BC", "PharmD"])
        if form == "dr":
            return [r.choice(["Dr ", "Dr. "]), ("DOCTOR", p.last)]
        if form == "drfull":
            return [r.choice(["Dr ", "Dr. "]), ("DOCTOR", p.first + " " + p.last)]
        if form == "cred":
            return [("DOCTOR", p.first + " " + p.last), r.choice([", ", " "]) + cred]
        if form == "init":
            return [("DOCTOR", p.first[0] + ". " + p.last), ", " + cred]
        if form == "lf":
            return [("DOCTOR", p.last + ", " + p.first), " (" + cred + ")"]
        return [("DOCTOR", p.first + " " + p.last)]

    # ---------- dates ----------
    def day(self, lo=-30, hi=30):
        return self.base + dt.timedelta(days=self.r.randint(lo, hi))

    def dob(self, age):
        return self.base - dt.timedelta(days=age * 365 + self.r.randint(1, 360))

    def dfmt(self, d, style=None):
        r = self.r
        style = style or (self.dstyle if r.random() < 0.7 else r.choice(
            ["num", "iso", "dmy_txt", "mdy_txt", "dmon", "short", "wk", "wkfull", "ord"]))
        us = self.c == "US"
        mon, mons = d.strftime("%B"), d.strftime("%b")
        if style == "num":
            if us:
                return r.choice(["%02d/%02d/%d" % (d.month, d.day, d.year), "%d/%d/%d" % (d.month, d.day, d.year),
                                 "%d-%d-%02d" % (d.month, d.day, d.year % 100)])
            return r.choice(["%02d/%02d/%d" % (d.day, d.month, d.year), "%d/%d/%d" % (d.day, d.month, d.year),
                             "%02d.%02d.%d" % (d.day, d.month, d.year)])
        if style == "iso":
            return d.isoformat()
        if style == "dmy_txt":
            return "%d %s %d" % (d.day, r.choice([mon, mons]), d.year)
        if style == "mdy_txt":
            return "%s %d, %d" % (r.choice([mon, mons]), d.day, d.year)
        if style == "dmon":
            return "%02d-%s-%d" % (d.day, mons.upper() if r.random() < 0.5 else mons, d.year)
        if style == "short":
            return ("%d/%d" % (d.month, d.day)) if us else ("%d/%d" % (d.day, d.month))
        if style == "wk":
            wd = d.strftime("%a")
            return wd + " " + (("%d/%d" % (d.month, d.day)) if us else ("%d/%d" % (d.day, d.month)))
        if style == "wkfull":
            wd = d.strftime("%A")
            return (wd + ", %s %d, %d" % (mon, d.day, d.year)) if us else (wd + " %d %s %d" % (d.day, mon, d.year))
        if style == "ord":
            suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
            return "%d%s %s" % (d.day, suf, mon) if not us else "%s %d%s" % (mon, d.day, suf)
        if style == "month":
            return "%s %d" % (r.choice([mon, mons]), d.year)
        if style == "year":
            return str(d.year)
        if style == "weekday":
            return d.strftime("%A")
        if style == "mmyy":
            return "%02d/%d" % (d.month, d.year)
        raise ValueError(style)

    def D(self, d=None, style=None, full=False):
        if full and style is None:
            style = self.dstyle if self.r.random() < 0.7 else self.r.choice(["num", "iso", "dmy_txt", "mdy_txt", "dmon"])
        return ("DATE", self.dfmt(d or self.day(), style))

    def holiday(self):
        return ("DATE", self.r.choice(P.HOLIDAYS[self.c]))

    # ---------- ages ----------
    def age_items(self, age, sex=None, form=None):
        r = self.r
        sx = sex or r.choice("MF")
        form = form or r.choice(["yo", "y/o", "yo_tight", "year", "aged", "sexage", "age_colon", "years", "words",
                                 "yr", "agesex"])
        a = str(age)
        if form == "yo":
            return [("AGE", a), " yo"]
        if form == "yo_tight":
            return [("AGE", a), "yo"]
        if form == "y/o":
            return [("AGE", a), " y/o"]
        if form == "year":
            return [("AGE", a), "-year-old"]
        if form == "aged":
            return ["aged ", ("AGE", a)]
        if form == "sexage":
            return [("AGE", a), sx]
        if form == "agesex":
            return [sx + "/", ("AGE", a)]
        if form == "age_colon":
            return ["age: ", ("AGE", a)]
        if form == "years":
            return [("AGE", a), " years"]
        if form == "yr":
            return [("AGE", a), " yr old"]
        return [("AGE", words(age)), "-year-old"]

    # ---------- places ----------
    def place(self):
        r = self.r
        if self.c == "US":
            city, st, stfull, zp = r.choice(P.US_PLACES)
            return {"city": city, "st": st, "stfull": stfull, "zip": zp + "%02d" % r.randint(0, 99)}
        if self.c == "UK":
            city, county, outs = r.choice(P.UK_PLACES)
            pc = r.choice(outs) + " %d%s" % (r.randint(1, 9), "".join(r.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in "ab"))
            return {"city": city, "st": county, "stfull": county, "zip": pc}
        city, st, stfull, pc = r.choice(P.AU_PLACES)
        return {"city": city, "st": st, "stfull": stfull, "zip": pc}

    def street(self):
        r = self.r
        s = "%d %s %s" % (r.randint(2, 2999), r.choice(P.STREET_NAMES), r.choice(P.STREET_SUFFIX[self.c]))
        x = r.random()
        if x < 0.15:
            s += r.choice([", Apt ", ", Unit ", " #", ", Flat "]) + str(r.randint(1, 40))
        elif x < 0.25 and self.c == "AU":
            s = "%d/%s" % (r.randint(1, 12), s)
        return s

    def addr_items(self, pl=None, multiline=False, full_state=False):
        pl = pl or self.place()
        st = pl["stfull"] if full_state else pl["st"]
        sep = "\n" if multiline else ", "
        if self.c == "US":
            return [("STREET", self.street()), sep, ("CITY", pl["city"]), ", ", ("STATE", st), " ", ("ZIP", pl["zip"])]
        if self.c == "UK":
            if self.r.random() < 0.5:
                return [("STREET", self.street()), sep, ("CITY", pl["city"]), sep, ("ZIP", pl["zip"])]
            return [("STREET", self.street()), sep, ("CITY", pl["city"]), sep, ("STATE", st), sep, ("ZIP", pl["zip"])]
        return [("STREET", self.street()), sep, ("CITY", pl["city"]), " ", ("STATE", st), " ", ("ZIP", pl["zip"])]

    def hosp(self):
        return ("HOSPITAL", self.r.choice(P.HOSPITALS[self.c]))

    def ward(self):
        return ("HOSPITAL", self.r.choice(P.WARDS))

    def employer(self):
        return ("ORGANIZATION", self.r.choice(P.EMPLOYERS[self.c]))

    def prof(self):
        return ("PROFESSION", self.r.choice(P.PROFESSIONS))

    def travel(self):
        c, cities = self.r.choice(P.TRAVEL)
        return c, self.r.choice(cities)

    # ---------- contact ----------
    def phone(self, ext=None):
        r = self.r
        if self.c == "US":
            a = r.choice(["617", "312", "503", "404", "918", "505", "563", "719"])
            n = "%04d" % r.randint(100, 199)
            s = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "+1 %s 555 %s"])
            v = s % (a, n)
        elif self.c == "UK":
            v = r.choice(["01632 960%03d" % r.randint(0, 999), "07700 900%03d" % r.randint(0, 999),
                          "+44 7700 900%03d" % r.randint(0, 999), "0161 496 0%03d" % r.randint(0, 999)])
        else:
            v = r.choice(["0491 570 %03d" % r.randint(0, 999), "04 9%02d %03d %03d" % (r.randint(0, 99),
                          r.randint(0, 999), r.randint(0, 999)), "(02) 5550 %04d" % r.randint(0, 9999),
                          "(03) 7010 %04d" % r.randint(0, 9999)])
        if ext or (ext is None and r.random() < 0.1):
            v += r.choice([" ext. ", " x", " ext "]) + str(r.randint(10, 4999))
        return ("PHONE", v)

    def fax(self):
        return ("FAX", self.phone(ext=False)[1])

    def pager(self):
        return ("PHONE", "%d-%04d" % (self.r.randint(1, 9), self.r.randint(0, 9999)))

    def email(self, p=None):
        r = self.r
        p = p or self.person()
        local = r.choice([p.first[0] + "." + p.last, p.first + "_" + p.last, p.last + str(r.randint(1, 99)),
                          p.first + "." + p.last]).lower().replace(" ", "").replace("'", "")
        return ("EMAIL", local + "@" + r.choice(["example.com", "example.org", "example.net", "mail.example.com",
                                                   "health.example.org"]))

    def url(self):
        r = self.r
        host = r.choice(["www.example.org", "portal.example.com", "example.net", "intranet.example.org",
                         "www.example.com", "notify.example.net"])
        path = r.choice(["/portal", "/results/" + str(r.randint(1000, 9999)), "/tb/dot", "/referrals/id",
                         "/case?id=" + str(r.randint(10000, 99999)), "/ipc/incidents", "", "/prep/booking"])
        return ("URL", (r.choice(["https://", "http://", ""]) + host + path))

    def ip(self):
        r = self.r
        v = r.choice(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
                      "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254)),
                      "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))])
        return ("IPADDR", v)

    def user(self, p=None):
        r = self.r
        p = p or self.person()
        v = r.choice([p.first[0] + p.last, p.last + p.first[0] + str(r.randint(1, 9)), p.first + "." + p.last,
                      "u" + str(r.randint(10000, 99999)), p.last[:5] + "_" + p.first[:2]]).lower()
        return ("USERNAME", v.replace(" ", "").replace("'", "").replace("-", ""))

    # ---------- identifiers ----------
    def dig(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def let(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    def mrn(self):
        r = self.r
        if self.c == "UK" and r.random() < 0.5:
            return ("MRN", "%s %s %s" % (self.dig(3), self.dig(3), self.dig(4)))
        if self.c == "AU" and r.random() < 0.5:
            return ("MRN", r.choice(["", "0", "3"]) + self.dig(7))
        return ("MRN", r.choice([self.dig(8), self.dig(2) + "-" + self.dig(6), self.let(1) + self.dig(7), self.dig(3) + "-" +
                                 self.dig(2) + "-" + self.dig(3), "E" + self.dig(6)]))

    def ssn(self):
        if self.c == "UK":
            return ("SSN", "QQ %s %s %s %s" % (self.dig(2), self.dig(2), self.dig(2), self.r.choice("ABCD")))
        return ("SSN", self.r.choice(["9%s-%s-%s" % (self.dig(2), self.dig(2), self.dig(4)),
                                      "%s-00-%s" % ("9" + self.dig(2), self.dig(4)), "000-" + self.dig(2) + "-" +
                                      self.dig(4)]))

    def plan(self):
        r = self.r
        if self.c == "AU":
            return ("HEALTHPLAN", r.choice(["%s %s %s" % (self.dig(4), self.dig(5), self.dig(1)),
                                            "HCF" + self.dig(8), self.dig(10)]))
        if self.c == "UK":
            return ("HEALTHPLAN", r.choice(["BPA-" + self.dig(7), "AXA" + self.dig(6) + self.let(1),
                                            "TI-" + self.dig(6) + "-" + self.dig(2)]))
        return ("HEALTHPLAN", r.choice([self.let(3) + self.dig(6), "MCD" + self.dig(8), "W" + self.dig(9),
                                        "GRP-" + self.dig(5), self.dig(3) + "-" + self.dig(3) + "-" + self.dig(3)]))

    def acct(self):
        return ("ACCOUNT", self.r.choice([self.dig(4) + "-" + self.dig(4), "ENC" + self.dig(9), self.dig(10),
                                          "V" + self.dig(7), "%d-%s" % (self.base.year, self.dig(6))]))

    def lic(self, kind=None):
        r = self.r
        kind = kind or r.choice(["npi", "dea", "gmc", "nmc", "ahpra", "dl"])
        if kind == "npi":
            return ("LICENSE", "1" + self.dig(9))
        if kind == "dea":
            return ("LICENSE", self.let(2) + self.dig(7))
        if kind == "gmc":
            return ("LICENSE", self.dig(7))
        if kind == "nmc":
            return ("LICENSE", self.dig(2) + self.let(1) + self.dig(4) + self.let(1))
        if kind == "ahpra":
            return ("LICENSE", r.choice(["MED", "NMW", "PHA"]) + "000" + self.dig(7))
        if self.c == "UK":
            return ("LICENSE", self.let(5) + self.dig(6) + self.let(2) + self.dig(1) + self.let(2))
        if self.c == "AU":
            return ("LICENSE", self.dig(8))
        return ("LICENSE", self.let(1) + self.dig(3) + "-" + self.dig(4) + "-" + self.dig(4))

    def device(self):
        return ("DEVICE", self.r.choice(["SN" + self.dig(8), self.let(3) + self.dig(6), "IP-" + self.dig(2) + "-" +
                                         self.dig(5), self.dig(4) + "-" + self.let(2) + "-" + self.dig(4),
                                         "RF" + self.dig(6) + self.let(1)]))

    def vehicle(self):
        r = self.r
        if self.c == "UK":
            v = r.choice([self.let(2) + self.dig(2) + " " + self.let(3), self.let(2) + self.dig(2) + self.let(3)])
        elif self.c == "AU":
            v = r.choice([self.dig(1) + self.let(3) + " " + self.dig(3), self.let(3) + "-" + self.dig(3)])
        else:
            v = r.choice([self.dig(1) + self.let(3) + self.dig(3), self.let(3) + " " + self.dig(4),
                          "1" + self.let(4) + self.dig(2) + self.let(1) + self.dig(9)])
        return ("VEHICLE", v)

    def bio(self):
        return ("BIOID", self.r.choice(["FP-" + self.dig(5), "IRIS-" + self.dig(4) + self.let(2), "PV" + self.dig(7),
                                        "BIO-" + self.let(2) + "-" + self.dig(5), "FPR" + self.dig(6)]))

    def idn(self, pre=None):
        r = self.r
        pre = pre or r.choice(["S", "MB", "NDR", "CT", "ACC", "Q", "REQ", "LAB"])
        y = str(self.base.year % 100)
        return ("IDNUM", r.choice([pre + y + "-" + self.dig(5), pre + "-" + str(self.base.year) + "-" + self.dig(4),
                                   pre + self.dig(7), y + pre + self.dig(6)]))
