"""PHI value makers: people, ages, dates, addresses, identifiers and contacts (all fictional)."""
import datetime as dt
import string

import pools as P

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = [m[:3] for m in MONTHS]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = [d[:3] for d in WDAY]
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
       "seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("" if o == 0 else "-" + ONES[o])
    h, r = divmod(n, 100)
    return ONES[h] + " hundred" + ("" if r == 0 else " and " + words(r))


class Ctx:
    """Per-note context: country, home place, hospital, unit, base date."""

    def __init__(self, rng, country):
        self.r = rng
        self.country = country
        if country == "US":
            self.place = rng.choice(P.US_PLACES)
            self.hospital = rng.choice(P.HOSPITALS_US)
        else:
            self.place = rng.choice(P.CA_PLACES)
            self.hospital = rng.choice(P.HOSPITALS_CA)
        self.unit = rng.choice(P.UNIT_NAMES)
        self.day = dt.date(2023, 1, 1) + dt.timedelta(days=rng.randrange(0, 900))
        self.area = rng.choice(["614", "319", "517", "570", "402", "207", "859", "661", "864", "612"]) if country == "US" \
            else rng.choice(["416", "613", "519", "204", "306", "403", "604", "902", "506", "709"])
        self.used_names = set()

    # ---------- people ----------
    def person(self, sex=None, origin=None):
        r = self.r
        for _ in range(50):
            o = origin or r.choice(list(P.ORIGINS))
            gf, gm, sur = P.ORIGINS[o]
            sx = sex or r.choice("FM")
            first = r.choice(gf if sx == "F" else gm)
            last = r.choice(sur)
            if r.random() < 0.12:
                last = last + "-" + r.choice(P.ORIGINS[r.choice(list(P.ORIGINS))][2])
            if (first, last) not in self.used_names:
                break
        self.used_names.add((first, last))
        mi = r.choice(string.ascii_uppercase.replace("X", ""))
        return {"first": first, "last": last, "mi": mi, "sex": sx}

    def name(self, p, style=None):
        r = self.r
        f, l, m = p["first"], p["last"], p["mi"]
        styles = ["First Last", "Last, First", "LAST, FIRST", "LAST, First M", "F. Last", "First M. Last", "Last",
                  "First", "First L.", "FL", "F.L.", "Last, First M.", "LAST, F"]
        st = style or r.choice(styles)
        if st == "First Last":
            return f + " " + l
        if st == "Last, First":
            return l + ", " + f
        if st == "LAST, FIRST":
            return l.upper() + ", " + f.upper()
        if st == "LAST, First M":
            return l.upper() + ", " + f + " " + m
        if st == "Last, First M.":
            return l + ", " + f + " " + m + "."
        if st == "LAST, F":
            return l.upper() + ", " + f[0]
        if st == "F. Last":
            return f[0] + ". " + l
        if st == "First M. Last":
            return f + " " + m + ". " + l
        if st == "Last":
            return l
        if st == "First":
            return f
        if st == "First L.":
            return f + " " + l[0] + "."
        if st == "First L":
            return f + " " + l[0]
        if st == "FL":
            return f[0] + l[0]
        if st == "F.L.":
            return f[0] + "." + l[0] + "."
        if st == "FLl":
            return (f[0] + l[0]).lower()
        if st == "Last F":
            return l + " " + f[0]
        raise ValueError(st)

    def staff_name(self, p):
        return self.name(p, self.r.choice(["First Last", "First Last", "F. Last", "First L.", "Last", "First",
                                            "First M. Last", "Last, First", "First L"]))

    def title(self, p):
        if p["sex"] == "F":
            return self.r.choice(["Mrs ", "Ms ", "Ms. ", "Mrs. ", "Miss "])
        return self.r.choice(["Mr ", "Mr. "])

    # ---------- ages ----------
    def age(self, lo=19, hi=99):
        r = self.r
        if r.random() < 0.08:
            return r.randint(90, 104)
        return r.randint(lo, hi)

    def age_parts(self, a, sex, style=None):
        r = self.r
        sx = sex
        st = style or r.choice(["yo", "y/o", "-year-old", "sexF", "sex_sp", "aged", "y", "yrs", "word", "age:", "yo_sex",
                                "(a)", "sex/"])
        A = (str(a), "AGE")
        if st == "yo":
            return [A, r.choice(["yo", " yo", "yo ", " y.o."]).rstrip() + " " + sx]
        if st == "y/o":
            return [A, " y/o " + ("female" if sx == "F" else "male")]
        if st == "-year-old":
            return [A, "-year-old " + ("woman" if sx == "F" else "man")]
        if st == "sexF":
            return [A, sx]
        if st == "sex_sp":
            return [A, " " + sx]
        if st == "aged":
            return ["aged ", A]
        if st == "y":
            return [A, "y " + sx]
        if st == "yrs":
            return [A, " yrs, " + sx]
        if st == "word":
            return [(words(a), "AGE"), "-year-old " + ("female" if sx == "F" else "male")]
        if st == "age:":
            return ["age ", A]
        if st == "yo_sex":
            return [A, "yo" + sx]
        if st == "(a)":
            return ["(", A, sx, ")"]
        if st == "sex/":
            return [sx, "/", A]
        raise ValueError(st)

    # ---------- dates ----------
    def near(self, lo=-10, hi=10):
        return self.day + dt.timedelta(days=self.r.randint(lo, hi))

    def dob(self, age):
        d = self.day
        anchor = dt.date(d.year - age, d.month, 28 if (d.month == 2 and d.day == 29) else d.day)
        return anchor - dt.timedelta(days=self.r.randrange(0, 360))

    def date(self, d, style=None):
        r = self.r
        if style is None:
            if self.country == "US":
                style = r.choice(["m/d/Y", "m/d/Y", "mm/dd/Y", "m/d/y", "m/d", "Mon d", "Month d, Y", "wd m/d", "Wday, Month d, Y",
                                  "d-Mon-Y", "Y-m-d", "Mon d, Y", "wd Mon d", "m-d-Y"])
            else:
                style = r.choice(["Y-m-d", "Y-m-d", "d-Mon-Y", "d Mon Y", "d Month Y", "Mon d", "d/m/Y", "wd d-Mon", "Y/m/d",
                                  "Month d, Y", "Wday d Month Y", "dd-Mon", "m/d/Y"])
        y, m, dd = d.year, d.month, d.day
        wd = d.weekday()
        F = {
            "m/d/Y": "%d/%d/%d" % (m, dd, y), "mm/dd/Y": "%02d/%02d/%d" % (m, dd, y), "m/d/y": "%d/%d/%02d" % (m, dd, y % 100),
            "m/d": "%d/%d" % (m, dd), "Mon d": "%s %d" % (MON[m - 1], dd), "Month d, Y": "%s %d, %d" % (MONTHS[m - 1], dd, y),
            "wd m/d": "%s %d/%d" % (WD3[wd], m, dd), "Wday, Month d, Y": "%s, %s %d, %d" % (WDAY[wd], MONTHS[m - 1], dd, y),
            "d-Mon-Y": "%02d-%s-%d" % (dd, MON[m - 1], y), "Y-m-d": "%d-%02d-%02d" % (y, m, dd),
            "Mon d, Y": "%s %d, %d" % (MON[m - 1], dd, y), "wd Mon d": "%s %s %d" % (WD3[wd], MON[m - 1], dd),
            "m-d-Y": "%02d-%02d-%d" % (m, dd, y), "d Mon Y": "%d %s %d" % (dd, MON[m - 1], y),
            "d Month Y": "%d %s %d" % (dd, MONTHS[m - 1], y), "d/m/Y": "%02d/%02d/%d" % (dd, m, y),
            "wd d-Mon": "%s %02d-%s" % (WD3[wd], dd, MON[m - 1]), "Y/m/d": "%d/%02d/%02d" % (y, m, dd),
            "Wday d Month Y": "%s %d %s %d" % (WDAY[wd], dd, MONTHS[m - 1], y), "dd-Mon": "%02d-%s" % (dd, MON[m - 1]),
            "DDMONYYYY": "%02d%s%d" % (dd, MON[m - 1].upper(), y), "Month Y": "%s %d" % (MONTHS[m - 1], y),
            "Mon Y": "%s %d" % (MON[m - 1], y), "Y": "%d" % y, "Wday": WDAY[wd], "mmdd": "%02d/%02d" % (m, dd),
        }
        return F[style]

    def D(self, d, style=None):
        return (self.date(d, style), "DATE")

    def holiday(self):
        if self.country == "US":
            return self.r.choice(["Christmas", "Thanksgiving", "New Year's Day", "Labor Day", "Memorial Day", "Christmas Eve",
                                  "the Fourth of July"[4:], "Easter"])
        return self.r.choice(["Christmas", "Boxing Day", "Canada Day", "Thanksgiving", "Victoria Day", "Labour Day",
                              "New Year's Eve", "Easter Monday"])

    def time(self):
        r = self.r
        h, m = r.randint(0, 23), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, 55, 12, 37])
        st = r.choice(["hhmm", "hh:mm", "ampm", "hhmmh"])
        if st == "hhmm":
            return "%02d%02d" % (h, m)
        if st == "hh:mm":
            return "%02d:%02d" % (h, m)
        if st == "hhmmh":
            return "%02d%02dh" % (h, m)
        return "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM")

    # ---------- places ----------
    def street(self):
        r = self.r
        s = "%d %s %s" % (r.randint(2, 9880), r.choice(P.STREET_NAMES), r.choice(P.STREET_TYPES))
        if r.random() < 0.3:
            s += r.choice([", Apt %d" % r.randint(1, 40), " Unit %d" % r.randint(1, 300), ", #%d" % r.randint(1, 20),
                           " Apt %d%s" % (r.randint(1, 9), r.choice("ABCD"))])
        return s

    def zipc(self, place=None):
        r = self.r
        pl = place or self.place
        if self.country == "US":
            z = pl[3] + "%03d" % r.randint(0, 999)
            if r.random() < 0.15:
                z += "-%04d" % r.randint(0, 9999)
            return z
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (pl[3], r.randint(0, 9), r.choice(L), r.randint(0, 9), r.choice(L), r.randint(0, 9))

    def other_place(self):
        return self.r.choice(P.US_PLACES if self.country == "US" else P.CA_PLACES)

    def address_parts(self, oneline=True, place=None):
        r = self.r
        pl = place or (self.place if r.random() < 0.6 else self.other_place())
        st_name = pl[1] if r.random() < 0.8 else pl[2]
        sep = ", " if oneline else "\n"
        parts = [(self.street(), "STREET"), sep, (pl[0], "CITY"), ", ", (st_name, "STATE"), r.choice(["  ", " "]),
                 (self.zipc(pl), "ZIP")]
        if r.random() < 0.12:
            parts += [", ", ("USA" if self.country == "US" else "Canada", "COUNTRY")]
        return parts

    def room(self):
        r = self.r
        st = r.choice(["412A", "412-A", "12-2", "0612", "B7", "H3", "1204", "5108-1", "27"])
        fl = r.randint(2, 9)
        if st == "412A":
            return "%d%02d%s" % (fl, r.randint(1, 40), r.choice("AB"))
        if st == "412-A":
            return "%d%02d-%s" % (fl, r.randint(1, 40), r.choice("AB"))
        if st == "12-2":
            return "%d-%d" % (r.randint(1, 32), r.randint(1, 4))
        if st == "0612":
            return "%02d%02d" % (fl, r.randint(1, 40))
        if st == "B7":
            return "%s%d" % (r.choice("ABCDEFG"), r.randint(1, 24))
        if st == "H3":
            return "H%d" % r.randint(1, 12)
        if st == "5108-1":
            return "%d%03d-%d" % (fl, r.randint(1, 140), r.randint(1, 2))
        return str(r.randint(1, 36))

    # ---------- identifiers ----------
    def digits(self, n):
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    def mrn(self):
        r = self.r
        return r.choice([self.digits(8), "00" + self.digits(6), "E" + self.digits(7), self.digits(3) + "-" + self.digits(4),
                         "M" + self.digits(9), self.letters(1) + self.digits(7), self.digits(10)])

    def acct(self):
        r = self.r
        return r.choice([self.digits(10), self.digits(4) + "-" + self.digits(4), "V" + self.digits(9), "FIN" + self.digits(8),
                         self.digits(12), "ENC-" + self.digits(7)])

    def healthplan(self):
        r = self.r
        if self.country == "CA":
            return r.choice(["%s-%s-%s-%s" % (self.digits(4), self.digits(3), self.digits(3), self.letters(2)),
                             "9 %s %s %s" % (self.digits(3), self.digits(3), self.digits(3)), self.digits(10),
                             "%s %s" % (self.letters(3), self.digits(9))])
        return r.choice([self.letters(3) + self.digits(6), "%s%s-%s%s-%s%s" % (self.digits(1), self.letters(2), self.letters(1),
                         self.digits(1), self.letters(2), self.digits(2)), "W" + self.digits(9), self.digits(9) + "-01",
                         "GRP " + self.digits(6)][0:4] + [self.letters(2) + self.digits(8)])

    def ssn(self):
        r = self.r
        if self.country == "CA":
            return r.choice(["9%s %s %s", "9%s-%s-%s"]) % (self.digits(2), self.digits(3), self.digits(3))
        if r.random() < 0.7:
            return "9%s-%s-%s" % (self.digits(2), self.digits(2), self.digits(4))
        return r.choice(["000-%s-%s" % (self.digits(2), self.digits(4)), "9%s%s%s" % (self.digits(2), self.digits(2), self.digits(4))])

    def license(self, kind=None):
        r = self.r
        k = kind or r.choice(["npi", "dea", "rn", "dl", "cpso"])
        if k == "npi":
            return "1" + self.digits(9)
        if k == "dea":
            return self.letters(2) + self.digits(7)
        if k == "rn":
            return r.choice(["RN" + self.digits(6), self.digits(7), "R" + self.digits(6), "NCL-" + self.digits(5)])
        if k == "dl":
            return r.choice([self.letters(1) + self.digits(3) + "-" + self.digits(4) + "-" + self.digits(4),
                             self.letters(1) + self.digits(8), self.digits(9)])
        return self.digits(5) + r.choice(["", "-" + self.letters(1)])

    def device(self):
        r = self.r
        return r.choice([self.letters(3) + self.digits(6), "SN" + self.digits(8), self.digits(8), "TX-" + self.digits(5),
                         self.letters(2) + "-" + self.digits(4) + "-" + self.letters(1), "%s%s%s" % (self.digits(2), self.letters(1), self.digits(7))])

    def plate(self):
        r = self.r
        if self.country == "CA":
            return r.choice(["%s %s" % (self.letters(4), self.digits(3)), "%s%s %s" % (self.letters(2), self.digits(1), self.letters(3)),
                             "%s-%s" % (self.letters(3), self.digits(4))])
        return r.choice(["%d%s%s" % (r.randint(1, 9), self.letters(3), self.digits(3)), "%s-%s" % (self.letters(3), self.digits(4)),
                         "%s %s" % (self.letters(3), self.digits(4)), self.digits(3) + self.letters(3)])

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(self.r.choice(al) for _ in range(17))

    def bioid(self):
        r = self.r
        return r.choice(["FP-" + self.digits(5), "PV" + self.digits(6), "BIO-" + self.letters(2) + self.digits(4),
                         "IR-" + self.digits(6), "FPT" + self.digits(7)])

    def idnum(self, pre=None):
        r = self.r
        y = self.day.year
        p = pre or r.choice(["TR", "RRT", "IR", "BR", "REQ", "SR", "EVT", "CS", "PL"])
        return r.choice(["%s-%d-%s" % (p, y % 100, self.digits(5)), "%s%d-%s" % (p, y, self.digits(4)),
                         "%s-%s" % (p, self.digits(6)), "%s%s" % (p, self.digits(7))])

    def accession(self):
        r = self.r
        return r.choice(["%s%d-%s" % (r.choice(["M", "MB", "S", "C"]), self.day.year % 100, self.digits(6)),
                         "%d%s%s" % (self.day.year % 100, self.digits(3), self.digits(5)), "ACC" + self.digits(8)])

    # ---------- contacts ----------
    def phone(self, area=None):
        r = self.r
        a = area or (self.area if r.random() < 0.8 else r.choice(["312", "905", "289", "780", "250", "541", "816", "603"]))
        n = "%02d" % r.randint(0, 99)
        last = "01" + n
        st = r.choice(["a-555-l", "(a) 555-l", "a.555.l", "a 555 l", "555-l", "1-a-555-l", "+1 a 555 l"])
        s = st.replace("a", a).replace("l", last)
        if r.random() < 0.12:
            s += r.choice([" ext. %d" % r.randint(10, 9999), " x%d" % r.randint(100, 9999), " ext %d" % r.randint(10, 999)])
        return s

    def pager(self):
        r = self.r
        return r.choice(["%d-%04d" % (r.randint(1, 9), r.randint(0, 9999)), "%05d" % r.randint(0, 99999),
                         "x%d" % r.randint(2000, 7999), "%d%04d" % (r.randint(4, 7), r.randint(0, 9999))])

    def ext(self):
        return "x%d" % self.r.randint(2000, 7999)

    def email(self, p, kind="staff"):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net", "mail.example.org", "health.example.net"])
        f, l = p["first"].lower().replace("'", "").replace(" ", ""), p["last"].lower().replace("'", "").replace(" ", "")
        local = r.choice([f + "." + l, f[0] + l, l + "." + f[0], f + l[0] + str(r.randint(1, 99)), f + "_" + l])
        return local + "@" + dom

    def generic_email(self):
        return self.r.choice(["bedmgmt", "patientflow", "transfer.centre", "ipac", "staffing", "rrt.team", "unit4w",
                              "biomed", "security.desk", "casemgmt"]) + "@" + self.r.choice(["example.org", "example.com", "example.net"])

    def url(self):
        r = self.r
        host = r.choice(["bedboard.example.org", "flow.example.net", "www.example.org", "intranet.example.com",
                         "portal.example.org", "transfers.example.net", "staffing.example.com"])
        path = r.choice(["/unit/%s" % self.digits(2), "/census?u=%s" % self.digits(3), "/rrt/log", "/huddle/%d" % self.day.year,
                         "/ipac/isolation", "/sitter-roster", "", "/dbn/board", "/transfer/req"])
        return r.choice(["https://", "http://", ""]) + host + path

    def ip(self):
        r = self.r
        return r.choice(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
                         "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254)),
                         "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))])

    def username(self, p):
        r = self.r
        f, l = p["first"].lower(), p["last"].lower().replace("'", "").replace("-", "").replace(" ", "")
        return r.choice([f[0] + l[:7], f[0] + l[:6] + str(r.randint(1, 9)), l[:5] + f[:2], f + "." + l[:6],
                         (f[0] + p["mi"] + l[:5]).lower() + str(r.randint(10, 99))])
