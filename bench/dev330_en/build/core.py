"""Core helpers: the span-recording note builder, country formats, people."""
import datetime as dt

import pools as P

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Doc:
    """Accumulates text pieces; spans are recorded at the moment they are appended."""

    def __init__(self):
        self.parts = []
        self.spans = []
        self.n = 0

    def t(self, s):
        self.parts.append(s)
        self.n += len(s)

    def p(self, typ, s):
        if typ not in TYPE2LABEL:
            raise ValueError(typ)
        if not s or s != s.strip():
            raise ValueError("bad span text %r" % s)
        self.spans.append({"start": self.n, "end": self.n + len(s), "label": TYPE2LABEL[typ], "type": typ,
                           "text": s})
        self.t(s)

    def w(self, *pieces):
        for x in pieces:
            if x is None:
                continue
            if isinstance(x, str):
                self.t(x)
            else:
                self.p(x[0], x[1])

    def text(self):
        return "".join(self.parts)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def wchoice(rng, weights):
    keys = sorted(weights)
    return rng.choices(keys, [weights[k] for k in keys])[0]


def dg(rng, n):
    return "".join(str(rng.randrange(10)) for _ in range(n))


def lt(rng, n, pool=UPPER):
    return "".join(rng.choice(pool) for _ in range(n))


DATE_STYLES = {
    "US": ["num", "num", "num", "nums", "long", "mon", "iso"],
    "UK": ["num", "num", "long", "mon", "mon2", "num"],
    "IE": ["num", "num", "long", "mon", "mon2"],
    "CA": ["iso", "iso", "long", "num", "mon"],
    "AU": ["num", "num", "long", "mon2", "nums"],
    "NZ": ["num", "num", "long", "mon2"],
    "SG": ["num", "mon2", "mon", "long"],
    "ZA": ["za", "num", "long", "iso", "mon2"],
}


class Country:
    def __init__(self, code, rng):
        self.code = code
        self.rng = rng
        self.name = P.COUNTRY_NAMES[code]
        self.us = code == "US"

    # ---------------- dates
    def date(self, d, style):
        us = self.us
        m, dd, y = d.month, d.day, d.year
        mn = MONTHS[m - 1]
        wd = WEEKDAYS[d.weekday()]
        if style == "num":
            return "%02d/%02d/%d" % ((m, dd, y) if us else (dd, m, y))
        if style == "nums":
            return "%d/%d/%02d" % ((m, dd, y % 100) if us else (dd, m, y % 100))
        if style == "long":
            return "%s %d, %d" % (mn, dd, y) if us or self.code == "CA" else "%d %s %d" % (dd, mn, y)
        if style == "mon":
            return "%s %d, %d" % (mn[:3], dd, y) if us or self.code == "CA" else "%02d-%s-%d" % (dd, mn[:3], y)
        if style == "mon2":
            return "%d %s %d" % (dd, mn[:3], y)
        if style == "iso":
            return "%d-%02d-%02d" % (y, m, dd)
        if style == "za":
            return "%d/%02d/%02d" % (y, m, dd)
        if style == "wd":
            return "%s %d/%d" % (wd[:3], m, dd) if us else "%s %d/%d" % (wd[:3], dd, m)
        if style == "wdlong":
            if us or self.code == "CA":
                return "%s, %s %d, %d" % (wd, mn, dd, y)
            return "%s %s %s %d" % (wd, ordinal(dd), mn, y)
        if style == "wdshort":
            return "%s %s %s" % (wd, ordinal(dd), mn) if not us else "%s, %s %d" % (wd, mn, dd)
        if style == "my":
            return "%s %d" % (mn, y)
        if style == "y":
            return str(y)
        if style == "dm":
            return "%d/%d" % ((m, dd) if us else (dd, m))
        if style == "dmon":
            return "%s %d" % (mn[:3], dd) if us else "%d %s" % (dd, mn[:3])
        if style == "wd_only":
            return wd
        raise ValueError(style)

    # ---------------- contacts
    def phone(self, kind="land", ext=False):
        r = self.rng
        c = self.code
        if c in ("US", "CA"):
            codes = ["617", "614", "312", "503", "704", "720", "801", "919", "206", "412", "615", "480"] if c == "US" \
                else ["416", "604", "403", "613", "902", "204", "306", "519", "778", "587"]
            a = r.choice(codes)
            last = "01" + dg(r, 2) if r.random() < 0.7 else dg(r, 4)
            f = r.randrange(4)
            s = ["(%s) 555-%s" % (a, last), "%s-555-%s" % (a, last), "%s.555.%s" % (a, last),
                 "+1 %s 555 %s" % (a, last)][f]
        elif c == "UK":
            if kind == "mobile":
                s = r.choice(["07700 555%s" % dg(r, 3), "07%s 555%s" % (dg(r, 3), dg(r, 3)),
                              "+44 7700 555%s" % dg(r, 3)])
            else:
                k = r.randrange(4)
                if k == 0:
                    s = "020 %s555 %s" % (r.choice("78"), dg(r, 4))
                elif k == 1:
                    s = "%s 555%s" % (r.choice(["01632", "01223", "01865", "01904", "01392", "01482"]), dg(r, 3))
                else:
                    s = "%s 555 %s" % (r.choice(["0113", "0114", "0115", "0116", "0117", "0121", "0131", "0141",
                                                 "0151", "0161", "0191"]), dg(r, 4))
        elif c == "IE":
            if kind == "mobile":
                s = "08%s 555 %s" % (r.choice("35679"), dg(r, 4))
            else:
                a = r.choice(["1", "21", "91", "61", "51", "71", "66", "74", "94", "65"])
                s = r.choice(["(0%s) 555 %s" % (a, dg(r, 4)), "0%s 555 %s" % (a, dg(r, 4)),
                              "+353 %s 555 %s" % (a, dg(r, 4))])
        elif c == "AU":
            if kind == "mobile":
                s = "04%s 555 %s" % (dg(r, 2), dg(r, 3))
            else:
                a = r.choice("2378")
                s = r.choice(["(0%s) 5550 %s" % (a, dg(r, 4)), "0%s 5550 %s" % (a, dg(r, 4)),
                              "+61 %s 5550 %s" % (a, dg(r, 4))])
        elif c == "NZ":
            if kind == "mobile":
                s = "02%s 555 %s" % (r.choice("127"), dg(r, 4))
            else:
                a = r.choice("94376")
                s = r.choice(["(0%s) 555 %s" % (a, dg(r, 4)), "0%s-555 %s" % (a, dg(r, 4)),
                              "+64 %s 555 %s" % (a, dg(r, 4))])
        elif c == "SG":
            if kind == "mobile":
                s = r.choice(["+65 9555 %s" % dg(r, 4), "8555 %s" % dg(r, 4)])
            else:
                s = r.choice(["+65 6555 %s" % dg(r, 4), "6555 %s" % dg(r, 4)])
        else:  # ZA
            if kind == "mobile":
                s = r.choice(["08%s 555 %s" % (r.choice("234"), dg(r, 4)), "+27 8%s 555 %s" % (r.choice("234"),
                                                                                             dg(r, 4))])
            else:
                a = r.choice(["21", "11", "31", "12", "41", "51"])
                s = r.choice(["0%s 555 %s" % (a, dg(r, 4)), "+27 %s 555 %s" % (a, dg(r, 4))])
        if ext:
            s += r.choice([" ext. ", " ext ", " x", " Ext "]) + dg(r, 4)
        return s

    def pager(self):
        r = self.rng
        if self.us:
            return r.choice(["555-01%s" % dg(r, 2), "(%s) 555-01%s" % (r.choice(["617", "614", "312"]), dg(r, 2))])
        return r.choice(["555%s" % dg(r, 1), "%s555" % dg(r, 1), "555%s" % dg(r, 2)])

    # ---------------- places
    def zip(self, state=None):
        r = self.rng
        c = self.code
        if c == "US":
            z = dg(r, 5)
            return z + ("-" + dg(r, 4) if r.random() < 0.15 else "")
        if c == "UK":
            out = r.choice([lt(r, 2) + str(r.randrange(1, 10)), lt(r, 1) + str(r.randrange(1, 10)),
                            lt(r, 2) + str(r.randrange(10, 30))])
            return out + " " + str(r.randrange(10)) + lt(r, 2, "ABDEFGHJLNPQRSTUWXYZ")
        if c == "IE":
            rk = r.choice(["D04", "D08", "D15", "T12", "T23", "H91", "H54", "V94", "V92", "A96", "F92", "R95", "W91",
                           "P81", "Y35"])
            return rk + " " + "".join(r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
        if c == "CA":
            L = "ABCEGHJKLMNPRSTVXY"
            return "%s%d%s %d%s%d" % (r.choice(L), r.randrange(10), r.choice(L), r.randrange(10), r.choice(L),
                                      r.randrange(10))
        if c == "AU":
            first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6", "TAS": "7"}.get(state, "2")
            return first + dg(r, 3)
        if c == "NZ":
            return str(r.randrange(1, 10)) + dg(r, 3)
        if c == "SG":
            return "%02d%s" % (r.randrange(1, 83), dg(r, 4))
        return str(r.randrange(1, 10)) + dg(r, 3)

    def street(self):
        r = self.rng
        c = self.code
        stem = r.choice(P.STREET_STEMS)
        typ = r.choice(P.STREET_TYPES[c])
        num = r.randrange(1, 400 if c == "US" else 140)
        if c == "US":
            if r.random() < 0.5:
                num = r.randrange(100, 9900)
            s = "%d %s %s" % (num, stem, typ)
            if r.random() < 0.3:
                s += r.choice([", Apt %d%s" % (r.randrange(1, 30), r.choice("ABCD")), " Unit %d" % r.randrange(1, 40),
                               ", Apt %d" % r.randrange(100, 600)])
            return s
        if c == "SG":
            return "Blk %d %s %s %d, #%02d-%d" % (r.randrange(100, 900), r.choice(P.SG_ESTATES), typ,
                                                   r.randrange(11, 80), r.randrange(2, 25), r.randrange(10, 400))
        s = "%d %s %s" % (num, stem, typ)
        x = r.random()
        if x < 0.2:
            if c in ("AU", "NZ"):
                s = "%d/%s" % (r.randrange(1, 12), s)
            elif c == "CA":
                s = "%d-%s" % (r.randrange(101, 1900), s)
            elif c in ("UK", "IE"):
                s = "%s %d, %s" % (r.choice(["Flat", "Apt", "Apartment"]), r.randrange(1, 20), s)
        return s

    def address(self):
        r = self.rng
        c = self.code
        a = {"street": self.street(), "city": r.choice(P.TOWNS[c]), "country": self.name}
        if c in P.STATES:
            ab, nm = r.choice(P.STATES[c])
            a["state"] = ab if c in ("US", "CA", "AU") else nm
            a["state_abbr"] = ab
        a["zip"] = self.zip(a.get("state_abbr"))
        if c == "IE" and r.random() < 0.75:
            a["county"] = r.choice(P.IE_COUNTIES)
        return a

    # ---------------- identifiers
    def mrn(self):
        r = self.rng
        c = self.code
        if c == "US":
            return r.choice([dg(r, 8), "00" + dg(r, 6), "MR" + dg(r, 7)])
        if c == "UK":
            return r.choice([r.choice("KRDMW") + dg(r, 7), "RX" + dg(r, 6), dg(r, 2) + lt(r, 1) + dg(r, 5)])
        if c == "IE":
            return dg(r, 7)
        if c == "CA":
            return r.choice([dg(r, 7), "C" + dg(r, 8)])
        if c == "AU":
            return dg(r, r.choice([6, 7]))
        if c == "NZ":
            return lt(r, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ") + dg(r, 4)
        if c == "SG":
            return "M" + dg(r, 7) + lt(r, 1)
        return dg(r, 8)

    def nhs(self):
        r = self.rng
        while True:
            d = [r.randrange(10) for _ in range(9)]
            d[0] = r.choice([4, 6, 9])
            tot = sum(x * (10 - i) for i, x in enumerate(d))
            chk = 11 - tot % 11
            if chk == 11:
                chk = 0
            if chk != 10:
                s = "".join(map(str, d)) + str(chk)
                return "%s %s %s" % (s[:3], s[3:6], s[6:])

    def ssn(self):
        r = self.rng
        c = self.code
        if c == "US":
            return r.choice(["9%s-%s-%s" % (dg(r, 2), dg(r, 2), dg(r, 4))] * 4 + ["000-%s-%s" % (dg(r, 2), dg(r, 4))])
        if c == "UK":
            return "%s 9%s %s %s %s" % (r.choice(["QQ", "JT", "NP", "AB", "WK", "SR"]), dg(r, 1), dg(r, 2), dg(r, 2),
                                        r.choice("ABCD"))
        if c == "IE":
            return "9%s%s%s" % (dg(r, 6), r.choice("ABCDEFHKTW"), r.choice(["", "A", "W", ""]))
        if c in ("CA", "AU"):
            return "9%s %s %s" % (dg(r, 2), dg(r, 3), dg(r, 3))
        if c == "NZ":
            return "9%s-%s-%s" % (dg(r, 1), dg(r, 3), dg(r, 3))
        if c == "SG":
            return "S9%s%s" % (dg(r, 6), lt(r, 1, "ABCDEFGHIJZ"))
        return "9" + dg(r, 12)

    def healthplan(self):
        r = self.rng
        c = self.code
        if c == "US":
            return r.choice([lt(r, 3) + dg(r, 6), "W" + dg(r, 9), lt(r, 2) + dg(r, 8) + "-0" + dg(r, 1)])
        if c == "UK":
            return lt(r, 2) + dg(r, 7)
        if c == "IE":
            return r.choice([dg(r, 7) + lt(r, 1), dg(r, 8)])
        if c == "CA":
            return r.choice(["%s-%s-%s-%s" % (dg(r, 4), dg(r, 3), dg(r, 3), lt(r, 2)), "9%s %s %s" % (dg(r, 3),
                             dg(r, 3), dg(r, 3)), "%s-%s" % (dg(r, 5), dg(r, 4))])
        if c == "AU":
            return "%d%s %s %d" % (r.randrange(2, 7), dg(r, 3), dg(r, 5), r.randrange(1, 10))
        if c == "NZ":
            return dg(r, 8)
        if c == "SG":
            return lt(r, 2) + "-" + dg(r, 7)
        return r.choice([dg(r, 9), lt(r, 2) + dg(r, 7)])

    def account(self):
        r = self.rng
        return r.choice(["V" + dg(r, 8), dg(r, 4) + "-" + dg(r, 4), "E" + dg(r, 7), dg(r, 9), "ENC-" + dg(r, 7),
                         "A" + dg(r, 2) + "-" + dg(r, 6)])

    def license(self, nurse=False, kind=None):
        r = self.rng
        c = self.code
        if c == "US":
            k = kind or r.choice(["npi", "npi", "dea", "state"])
            if k == "npi":
                return "NPI", "1" + dg(r, 9)
            if k == "dea":
                return "DEA", r.choice("ABFM") + lt(r, 1) + dg(r, 7)
            return "Lic", r.choice(["ME", "RN", "LN"]) + dg(r, 6)
        if c == "UK":
            if nurse:
                return "NMC PIN", dg(r, 2) + lt(r, 1) + dg(r, 4) + lt(r, 1)
            return "GMC", dg(r, 7)
        if c == "IE":
            return ("NMBI", dg(r, 6)) if nurse else ("IMC", dg(r, 6))
        if c == "CA":
            return ("CNO", dg(r, 7)) if nurse else ("CPSO", dg(r, 5))
        if c == "AU":
            return "AHPRA", (("NMW" if nurse else "MED") + "000" + dg(r, 7))
        if c == "NZ":
            return ("NCNZ", dg(r, 6)) if nurse else ("MCNZ", dg(r, 5))
        if c == "SG":
            return ("SNB", "R" + dg(r, 6) + lt(r, 1)) if nurse else ("MCR", "M" + dg(r, 5) + lt(r, 1))
        return "HPCSA", (("NU " if nurse else "MP ") + dg(r, 7))

    def plate(self):
        r = self.rng
        c = self.code
        if c == "US":
            return r.choice([str(r.randrange(1, 10)) + lt(r, 3) + dg(r, 3), lt(r, 3) + "-" + dg(r, 4)])
        if c == "UK":
            return lt(r, 2) + "%02d" % r.choice([15, 16, 18, 19, 20, 21, 22, 23, 24, 65, 66, 68, 69, 70, 71, 72, 73]) \
                + " " + lt(r, 3)
        if c == "IE":
            return "%s-%s-%s" % (r.choice(["151", "162", "182", "191", "211", "222", "231", "241"]),
                                 r.choice(["D", "G", "C", "MO", "KY", "L", "T", "WX"]), dg(r, r.choice([4, 5])))
        if c == "CA":
            return lt(r, 4) + " " + dg(r, 3)
        if c == "AU":
            return r.choice([lt(r, 3) + "-" + dg(r, 3), dg(r, 1) + lt(r, 2) + dg(r, 1) + lt(r, 2)])
        if c == "NZ":
            return lt(r, 3) + dg(r, 3)
        if c == "SG":
            return "S" + lt(r, 2) + dg(r, 4) + lt(r, 1)
        return "%s %s-%s" % (r.choice(["CA", "ND", "GP", "CY"]), dg(r, 3), dg(r, 3))

    def bioid(self, kind="fp"):
        r = self.rng
        if kind == "palm":
            return r.choice(["PV-%s-%s" % (dg(r, 4), dg(r, 4)), "PV%s" % dg(r, 8), "PALM-%s" % dg(r, 6)])
        if kind == "voice":
            return r.choice(["VP-%s-%s" % (dg(r, 4), dg(r, 2)), "VX%s" % dg(r, 7), "VOICE-%s" % dg(r, 5)])
        return r.choice(["FP-%s" % dg(r, 5), "BIO%s" % dg(r, 7), "FPR-%s-%s" % (dg(r, 3), dg(r, 3))])

    def serial(self):
        r = self.rng
        return r.choice([lt(r, 1) + dg(r, 1) + "-" + dg(r, 5), lt(r, 2) + dg(r, 7), dg(r, 8), "SN" + dg(r, 6),
                         lt(r, 3) + "-" + dg(r, 4) + "-" + lt(r, 1) + dg(r, 2)])

    def lot(self):
        r = self.rng
        return r.choice([dg(r, 2) + lt(r, 1) + dg(r, 4), dg(r, 8), lt(r, 1) + dg(r, 7), "L" + dg(r, 6) + "-" + dg(r, 2)])

    def ip(self):
        r = self.rng
        k = r.randrange(3)
        if k == 0:
            return "10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255))
        if k == 1:
            return "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))
        return "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255))


def ascii_slug(s):
    out = []
    for ch in s.lower():
        if "a" <= ch <= "z" or "0" <= ch <= "9":
            out.append(ch)
    return "".join(out)


class Person:
    def __init__(self, ctx, sex=None, age=None, group=None, amin=18, amax=88):
        r = ctx.rng
        self.sex = sex or r.choice(["F", "M"])
        self.group = group or wchoice(r, P.COUNTRY_GROUPS[ctx.code])
        males, females, surnames = P.NAME_GROUPS[self.group]
        self.first = r.choice(males if self.sex == "M" else females)
        if self.group == "malay":
            surnames = [x for x in surnames if x.startswith("binti ") == (self.sex == "F")]
        self.last = r.choice(surnames)
        tries = 0
        while self.last in ctx.used and tries < 25:
            self.last = r.choice(surnames)
            tries += 1
        ctx.used.add(self.last)
        self.code = ctx.code
        self._uname = None
        self.mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.4 else None
        if age is None:
            age = r.randrange(amin, amax + 1)
        base = dt.date(ctx.today.year - age, ctx.today.month, min(ctx.today.day, 28))
        start = base - dt.timedelta(days=r.randrange(1, 360))
        self.dob = start
        self.age = ctx.today.year - start.year - ((ctx.today.month, ctx.today.day) < (start.month, start.day))
        if self.sex == "M":
            self.title = "Mr"
        else:
            self.title = r.choice(["Mrs", "Ms", "Ms", "Miss"])
        self.formal = self.first if self.group == "malay" else self.last

    def full(self):
        return "%s %s" % (self.first, self.last)

    def fml(self):
        return "%s %s. %s" % (self.first, self.mid, self.last) if self.mid else self.full()

    def lf(self):
        return "%s, %s" % (self.last, self.first)

    def LF(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        return s + (" " + self.mid if self.mid else "")

    def LFm(self):
        return "%s, %s" % (self.last.upper(), self.first)

    def fi(self):
        return "%s. %s" % (self.first[0], self.last)

    def initials(self, dots=True):
        a, b = self.first[0].upper(), self.last[0].upper()
        return "%s.%s." % (a, b) if dots else a + b

    def pick(self, r, styles=("full", "full", "fml", "lf", "LF", "LFm")):
        return getattr(self, r.choice(list(styles)))()

    def hon(self, r):
        if self.code in ("US", "CA", "SG"):
            return r.choice(["Dr ", "Dr ", "Dr. "])
        mx = "Mr " if self.sex == "M" else r.choice(["Ms ", "Ms ", "Miss "])
        return r.choice(["Dr ", mx, mx, "Prof " if r.random() < 0.3 else mx])

    def username(self, r):
        if self._uname is None:
            self._uname = self._mkuser(r)
        return self._uname

    def _mkuser(self, r):
        f = ascii_slug(self.first)
        l_ = ascii_slug(self.last)
        return r.choice([f[0] + l_ + (str(r.randrange(1, 9)) if r.random() < 0.5 else ""), l_ + "." + f[0],
                         f + "." + l_, (f[0] + l_)[:7] + dg(r, 2), l_[:5] + f[:2]])

    def email(self, r):
        f = ascii_slug(self.first)
        l_ = ascii_slug(self.last)
        local = r.choice([f + "." + l_, f[0] + l_, f + l_[:3] + dg(r, 2), l_ + "." + f[0], f + "_" + l_ + dg(r, 2)])
        return local + "@" + r.choice(P.GENERIC_DOMAINS)


class Ctx:
    """Per-note context: rng, country formats, note date style, note-level places."""

    def __init__(self, rng, code):
        self.rng = rng
        self.code = code
        self.c = Country(code, rng)
        self.today = dt.date(2021, 1, 1) + dt.timedelta(days=rng.randrange(1640))
        self.ds = rng.choice(DATE_STYLES[code])
        self.hosp = rng.choice(P.HOSPITALS[code])
        self.us = code == "US"
        self.si = code != "US"
        self.used = set()

    def D(self, d, style=None):
        return self.c.date(d, style or self.ds)

    def days(self, d, n):
        return d + dt.timedelta(days=n)

    def person(self, **kw):
        return Person(self, **kw)

    def staff(self, role=None, **kw):
        p = Person(self, amin=25, amax=64, **kw)
        p.role = role or self.rng.choice(P.DOCTOR_ROLES)
        return p

    def pick(self, seq):
        return self.rng.choice(seq)

    def other_hosp(self):
        choices = [h for h in P.HOSPITALS[self.code] if h != self.hosp]
        return self.rng.choice(choices)

    def practice(self):
        return self.rng.choice(P.PRACTICES[self.code])

    def insurer(self):
        return self.rng.choice(P.INSURERS[self.code])

    def write_addr(self, d, a, sep="\n", country=False, state_full=False):
        """Write an address with one span per part."""
        c = self.code
        d.w(("STREET", a["street"]), sep)
        if c == "US" or c == "CA":
            d.w(("CITY", a["city"]), ", ", ("STATE", a["state"]), "  " if c == "CA" and sep == "\n" else " ",
                ("ZIP", a["zip"]))
        elif c == "AU":
            d.w(("CITY", a["city"]), " ", ("STATE", a["state"]), " ", ("ZIP", a["zip"]))
        elif c == "UK":
            d.w(("CITY", a["city"]), sep, ("ZIP", a["zip"]))
        elif c == "IE":
            d.w(("CITY", a["city"]), sep)
            if "county" in a:
                d.w(("CITY", a["county"]), sep)
            d.w(("ZIP", a["zip"]))
        elif c == "NZ":
            d.w(("CITY", a["city"]), " ", ("ZIP", a["zip"]))
            if state_full:
                d.w(sep, ("STATE", a["state"]))
        elif c == "SG":
            d.w(("CITY", "Singapore"), " ", ("ZIP", a["zip"]))
        else:
            d.w(("CITY", a["city"]), sep, ("ZIP", a["zip"]), sep, ("STATE", a["state"]))
        if country:
            d.w(sep, ("COUNTRY", a["country"]))

    def age_phrase(self, d, p, forms=None):
        r = self.rng
        man = "man" if p.sex == "M" else "woman"
        f = r.choice(forms or ["yo", "yearold", "short", "aged", "yof", "words", "y"])
        a = str(p.age)
        if f == "yo":
            d.w(("AGE", a), " yo ", p.sex)
        elif f == "yearold":
            d.w(("AGE", a), "-year-old ", man)
        elif f == "short":
            d.w(("AGE", a), p.sex)
        elif f == "aged":
            d.w(man, " aged ", ("AGE", a))
        elif f == "yof":
            d.w(("AGE", a), "yo ", "male" if p.sex == "M" else "female")
        elif f == "words":
            d.w(("AGE", words(p.age)), "-year-old ", man)
        else:
            d.w(("AGE", a), "y ", p.sex)

    def sign(self, d, s, role=None, lic=True, creds=None):
        """A signature line for staff s."""
        r = self.rng
        role = role or s.role
        nurse = any(k in role for k in ("Nurse", "Radiographer", "Dietitian", "Scientist", "Clerk", "Secretary",
                                        "Pharmacist"))
        if r.random() < 0.5 and not nurse:
            d.w("Dr ", ("DOCTOR", s.full()))
        else:
            d.w(("DOCTOR", s.fml() if r.random() < 0.5 else s.full()))
        if creds:
            d.t(", " + creds)
        d.t("\n" + role)
        if lic:
            lab, val = self.c.license(nurse=nurse)
            d.w("\n", lab, r.choice([": ", " ", " no. "]), ("LICENSE", val))
