"""Note builder and PHI value generators for dev145_en.

Doc builds a note in one pass: plain strings are appended as text, tuples
(type, value) are appended as PHI spans whose offsets are recorded at the
moment they are appended.  Nothing is ever searched for afterwards.
"""
import datetime as dt

import pools as P

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


class Doc:
    def __init__(self, lower=False):
        self.lower = lower
        self.parts = []
        self.spans = []
        self.n = 0

    def _txt(self, s):
        if self.lower:
            s2 = s.lower()
            assert len(s2) == len(s)
            s = s2
        self.parts.append(s)
        self.n += len(s)

    def _phi(self, typ, val):
        assert typ in LABEL, typ
        assert val and val == val.strip(), repr(val)
        start = self.n
        self._txt(val)
        self.spans.append({"start": start, "end": self.n, "label": LABEL[typ], "type": typ,
                           "text": self.parts[-1]})

    def t(self, *xs):
        for x in xs:
            if x is None:
                continue
            if isinstance(x, tuple):
                self._phi(x[0], x[1])
            elif isinstance(x, list):
                self.t(*x)
            else:
                self._txt(x)
        return self

    def nl(self, *xs):
        self.t(*xs)
        self._txt("\n")
        return self

    def text(self):
        return "".join(self.parts)


# --- small helpers ---------------------------------------------------------
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
       "sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
MONTHS = "January February March April May June July August September October November December".split()
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    return "one hundred" + (" and " + words(n - 100) if n > 100 else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


class Person:
    def __init__(self, first, last, sex, mid="", dob=None):
        self.first, self.last, self.sex, self.mid, self.dob = first, last, sex, mid, dob
        self.street = self.city = self.state = self.zip = None
        self.phone = self.email = None


class Ctx:
    """Per-note context: country, anchor date, value generators."""

    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        y = rng.choice([2019, 2020, 2021, 2022, 2023, 2023, 2024, 2024, 2024, 2025])
        self.today = dt.date(y, 1, 1) + dt.timedelta(days=rng.randrange(0, 364))
        self.state_pair = rng.choice(P.US_STATES if country == "US" else P.CA_PROVINCES) \
            if country != "UK" else None
        self.town = rng.choice(P.TOWNS[country])
        self.area = self._area()
        self.site = None
        self.tstyle = rng.choice({"US": ["us", "us", "us2", "mon", "dmy_mon"], "CA": ["iso", "iso", "dmy_mon", "ca_slash"],
                                  "UK": ["uk", "uk", "uk2", "uk_mon", "uk_dot"]}[country])

    # ---- randomness shortcuts
    def ch(self, xs):
        return self.r.choice(xs)

    def p(self, x):
        return self.r.random() < x

    def dig(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def let(self, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    def days(self, a, b):
        return self.today + dt.timedelta(days=self.r.randint(a, b))

    # ---- people
    def person(self, sex=None, age=None, origin=None, mid_p=0.3):
        r = self.r
        sex = sex or r.choice("FM")
        o = P.ORIGINS[origin or r.choice(P.ORIGIN_KEYS)]
        first = r.choice(o[0] if sex == "F" else o[1])
        if r.random() < 0.15:
            o2 = P.ORIGINS[r.choice(P.ORIGIN_KEYS)]
            last = r.choice(o2[2])
        else:
            last = r.choice(o[2])
        mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < mid_p else ""
        if age is None:
            age = r.choice([r.randint(18, 45), r.randint(40, 70), r.randint(60, 97), r.randint(1, 17)])
        dob = self.today - dt.timedelta(days=int(age * 365.25) + r.randint(1, 360))
        p = Person(first, last, sex, mid, dob)
        p.age = age
        return p

    def age_of(self, p):
        t, b = self.today, p.dob
        return t.year - b.year - ((t.month, t.day) < (b.month, b.day))

    def address(self, p):
        p.street = self.street()
        p.city = self.town if self.p(0.5) else self.ch(P.TOWNS[self.c])
        p.state = self.state_pair
        if self.c != "UK" and self.p(0.1):
            p.city = self.ch(P.TOWNS[self.c])
            p.state = self.ch(P.US_STATES if self.c == "US" else P.CA_PROVINCES)
        p.zip = self.zipc(p.state)
        p.phone = self.phone()
        return p

    def staff(self, kind="pharm"):
        s = self.person(age=self.r.randint(24, 64), mid_p=0.15)
        s.kind = kind
        if kind == "pharm":
            s.cred = {"US": self.ch(["PharmD", "RPh", "PharmD, BCACP", "PharmD"]),
                      "CA": self.ch(["RPh", "BScPhm", "PharmD"]),
                      "UK": self.ch(["MRPharmS", "MPharm", "MRPharmS IP"])}[self.c]
            s.role = {"US": "Pharmacist", "CA": "Pharmacist", "UK": "Pharmacist"}[self.c]
        elif kind == "tech":
            s.cred = {"US": "CPhT", "CA": "RPhT", "UK": "PT"}[self.c]
            s.role = "Pharmacy Technician"
        elif kind == "nurse":
            s.cred = {"US": self.ch(["RN", "LPN", "RN, BSN"]), "CA": self.ch(["RN", "RPN"]),
                      "UK": self.ch(["RGN", "RN", "NIP"])}[self.c]
            s.role = "Nurse" if self.c != "UK" else self.ch(["Practice Nurse", "Immunisation Nurse", "Staff Nurse"])
        elif kind == "np":
            s.cred = {"US": "NP", "CA": "NP", "UK": "ANP"}[self.c]
            s.role = "Nurse Practitioner"
        elif kind == "clerk":
            s.cred = ""
            s.role = self.ch(["Clerk", "Admin", "Receptionist", "Dispenser", "Vaccinator Assistant"])
        else:
            s.cred = {"US": self.ch(["MD", "DO"]), "CA": self.ch(["MD", "MD, CCFP"]),
                      "UK": self.ch(["MBChB", "MRCGP", "MBBS"])}[self.c]
            s.role = "Physician" if self.c != "UK" else "GP"
        return s

    # ---- names -> pieces
    def name(self, p, typ, form=None):
        r = self.r
        f = form or r.choice(["full", "full", "full", "lf", "title", "init_last", "first", "fml"])
        if f == "full":
            return [(typ, p.first + " " + p.last)]
        if f == "fml":
            return [(typ, p.first + (" " + p.mid + ". " if p.mid else " ") + p.last)]
        if f == "lf":
            if r.random() < 0.4:
                return [(typ, (p.last + ", " + p.first).upper())]
            return [(typ, p.last + ", " + p.first + (" " + p.mid if p.mid else ""))]
        if f == "title":
            return [self.title(p), (typ, p.last)]
        if f == "init_last":
            return [(typ, p.first[0] + ". " + p.last)]
        if f == "first":
            return [(typ, p.first)]
        if f == "last":
            return [(typ, p.last)]
        if f == "initials":
            sep = r.choice([".", ""])
            return [(typ, p.first[0] + sep + p.last[0] + sep)] if sep else [(typ, p.first[0] + p.last[0])]
        if f == "first_init":
            return [(typ, p.first + " " + p.last[0] + ".")]
        raise ValueError(f)

    def title(self, p):
        if p.sex == "M":
            t = "Mr"
        else:
            t = self.ch(["Mrs", "Ms", "Miss", "Ms"])
        return t + ("." if self.c != "UK" and self.p(0.8) else "") + " "

    def dr(self, s, form=None):
        """Clinician name with credential or title outside the span."""
        f = form or self.ch(["full_cred", "full_cred", "title", "full", "init_last_cred"])
        if f == "full_cred":
            return [("DOCTOR", s.first + " " + s.last)] + ([", " + s.cred] if s.cred else [])
        if f == "init_last_cred":
            return [("DOCTOR", s.first[0] + ". " + s.last)] + ([" " + s.cred] if s.cred else [])
        if f == "title":
            if s.kind == "doc":
                return ["Dr" + ("." if self.c != "UK" else "") + " ", ("DOCTOR", s.last)]
            return [self.title(s), ("DOCTOR", s.last)]
        if f == "first":
            return [("DOCTOR", s.first)]
        return [("DOCTOR", s.first + " " + s.last)]

    # ---- ages
    def age(self, n, form=None):
        f = form or self.ch(["yo", "yo", "y/o", "year", "yrs", "F", "aged", "words", "yo_nospace", "age"])
        v = str(n)
        if f == "yo":
            return [("AGE", v), " yo"]
        if f == "yo_nospace":
            return [("AGE", v), "yo"]
        if f == "y/o":
            return [("AGE", v), " y/o"]
        if f == "year":
            return [("AGE", v), "-year-old"]
        if f == "yrs":
            return [("AGE", v), " yrs"]
        if f == "F":
            return [("AGE", v), " " + self.ch(["F", "M"])]
        if f == "aged":
            return ["aged ", ("AGE", v)]
        if f == "age":
            return ["age ", ("AGE", v)]
        if f == "words":
            return [("AGE", words(n) if n <= 110 else v), "-year-old"]
        if f == "words_old":
            return [("AGE", words(n) if n <= 110 else v), " years old"]
        raise ValueError(f)

    # ---- dates
    def date(self, d, style=None):
        c = self.c
        if style is None:
            style = self.ch({"US": ["us", "us", "us", "us2", "long", "mon", "iso", "dmy_mon"],
                             "CA": ["iso", "iso", "iso", "long", "mon", "dmy_mon", "ca_slash", "uk"],
                             "UK": ["uk", "uk", "uk", "uk_long", "uk_mon", "dmy_mon", "uk_dot", "uk2"]}[c])
        m, mo = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
        wd = WEEKDAYS[d.weekday()]
        v = {
            "us": "%02d/%02d/%d" % (d.month, d.day, d.year),
            "us2": "%d/%d/%02d" % (d.month, d.day, d.year % 100),
            "us_short": "%d/%d" % (d.month, d.day),
            "long": "%s %d, %d" % (m, d.day, d.year),
            "mon": "%s %d, %d" % (mo + ("." if c == "CA" and self.p(0.3) else ""), d.day, d.year),
            "iso": "%d-%02d-%02d" % (d.year, d.month, d.day),
            "ca_slash": "%d/%02d/%02d" % (d.year, d.month, d.day),
            "dmy_mon": "%02d-%s-%d" % (d.day, mo.upper() if self.p(0.4) else mo, d.year),
            "uk": "%02d/%02d/%d" % (d.day, d.month, d.year),
            "uk2": "%02d/%02d/%02d" % (d.day, d.month, d.year % 100),
            "uk_dot": "%02d.%02d.%02d" % (d.day, d.month, d.year % 100),
            "uk_long": "%d %s %d" % (d.day, m, d.year),
            "uk_mon": "%d %s %d" % (d.day, mo, d.year),
            "uk_ord": "%s %s %d" % (ordinal(d.day), m, d.year),
            "uk_short": "%02d/%02d" % (d.day, d.month),
            "wd_us": "%s %d/%d" % (wd[:3], d.month, d.day),
            "wd_uk": "%s %02d/%02d" % (wd[:3], d.day, d.month),
            "wd_long_us": "%s, %s %d, %d" % (wd, m, d.day, d.year),
            "wd_long_uk": "%s %s %s %d" % (wd, ordinal(d.day), m, d.year),
            "month_year": "%s %d" % (m, d.year),
            "mon_year": "%s-%02d" % (mo, d.year % 100),
            "mm_yyyy": "%02d/%d" % (d.month, d.year),
            "year": "%d" % d.year,
            "month": m,
            "weekday": wd,
            "md_long": "%s %d" % (m, d.day),
            "dm_long": "%d %s" % (d.day, m),
            "compact": "%d%02d%02d" % (d.year, d.month, d.day),
        }[style]
        return ("DATE", v)

    def tdate(self, d):
        """Date in the note's fixed table style (one style per note)."""
        return self.date(d, self.tstyle)

    def date_wd(self, d):
        st = {"US": ["wd_us", "wd_long_us"], "CA": ["wd_us", "wd_long_us"], "UK": ["wd_uk", "wd_long_uk"]}[self.c]
        return self.date(d, self.ch(st))

    def date_short(self, d):
        return self.date(d, {"US": "us_short", "CA": self.ch(["us_short", "md_long"]),
                             "UK": self.ch(["uk_short", "dm_long"])}[self.c])

    def date_partial(self, d):
        return self.date(d, self.ch(["month_year", "mon_year", "mm_yyyy", "year", "year"]))

    def dob(self, p):
        st = {"US": ["us", "us", "long", "iso"], "CA": ["iso", "iso", "dmy_mon", "long"],
              "UK": ["uk", "uk", "uk_long", "uk2"]}[self.c]
        return self.date(p.dob, self.ch(st))

    def holiday(self):
        return ("DATE", self.ch({"US": ["Thanksgiving", "Christmas", "July 4th", "Labor Day", "Memorial Day",
                                        "New Year's Day", "Easter"],
                                 "CA": ["Thanksgiving", "Christmas", "Canada Day", "Boxing Day",
                                        "Victoria Day", "Easter", "New Year's"],
                                 "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Bonfire Night",
                                        "August bank holiday", "Christmas Eve"]}[self.c]))

    # ---- places
    def street(self):
        r = self.r
        nm = r.choice(P.STREET_NAMES) + " " + r.choice(P.STREET_SUFFIX[self.c])
        num = str(r.choice([r.randint(1, 99), r.randint(100, 999), r.randint(1000, 29999)]))
        if self.c == "UK":
            f = r.random()
            if f < 0.2:
                return "Flat %d, %s %s" % (r.randint(1, 24), num if int(num) < 300 else num[:2], nm)
            if f < 0.3:
                return r.choice(P.UK_HOUSE_NAMES) + ", " + nm
            return (num if int(num) < 300 else num[:2]) + " " + nm
        if r.random() < 0.2:
            return "%s %s, %s %s" % (num, nm, r.choice(["Apt", "Unit", "Apt.", "#", "Suite"]),
                                     r.choice([str(r.randint(1, 40)), "%d%s" % (r.randint(1, 9), r.choice("ABCD"))]))
        if self.c == "CA" and r.random() < 0.15:
            return "%d-%s %s" % (r.randint(1, 30), num, nm)
        return num + " " + nm

    def zipc(self, state=None):
        if self.c == "US":
            z = self.dig(5)
            return z + ("-" + self.dig(4) if self.p(0.15) else "")
        if self.c == "CA":
            L = "ABCEGHJKLMNPRSTVWXYZ"
            first = {"ON": "KLMNP", "QC": "GHJ", "BC": "V", "AB": "T", "MB": "R", "NS": "B", "NB": "E", "SK": "S",
                     "NL": "A", "PE": "C"}[(state or self.state_pair)[1]]
            return "%s%d%s %d%s%d" % (self.ch(first), self.r.randrange(10), self.ch(L), self.r.randrange(10),
                                      self.ch(L), self.r.randrange(10))
        a = self.let(self.ch([1, 2]), "ABDEFGHKLMNPRSTWY")
        return "%s%d%s %d%s" % (a, self.r.randint(1, 29), "", self.r.randrange(10), self.let(2, "ABDEFGHJLNPQRSTUWXYZ"))

    def state(self, p=None, abbr=None):
        pair = (p.state if p is not None else None) or self.state_pair
        if abbr is None:
            abbr = self.p(0.7)
        return ("STATE", pair[1] if abbr else pair[0])

    def addr(self, p, oneline=True, lines_prefix=""):
        """Address pieces for a person with address fields."""
        out = [("STREET", p.street)]
        out.append(", " if oneline else "\n" + lines_prefix)
        out.append(("CITY", p.city))
        if self.c == "UK":
            if self.p(0.25):
                out += [", ", ("CITY", self.ch(P.COUNTIES["UK"]))]
            out += [", " if oneline or self.p(0.5) else "\n" + lines_prefix, ("ZIP", p.zip)]
        else:
            out += [", " if self.p(0.7) else " ", ("STATE", p.state[1] if self.p(0.8) else p.state[0]),
                    "  " if self.p(0.2) else " ", ("ZIP", p.zip)]
        return out

    # ---- facilities
    def pharmacy(self):
        r = self.r
        if r.random() < 0.25:
            return "%s Pharmacy #%d" % (r.choice(P.CHAIN_STEMS), r.randint(100, 9999))
        if r.random() < 0.3:
            return "%s %s" % (self.town, r.choice(P.PHARMACY_SUFFIX[self.c]))
        return "%s %s" % (r.choice(P.PHARMACY_STEMS), r.choice(P.PHARMACY_SUFFIX[self.c]))

    def clinic(self):
        return "%s %s" % (self.ch(P.CLINIC_STEMS), self.ch(P.CLINIC_SUFFIX[self.c]))

    def hospital(self):
        return self.ch(P.HOSPITAL_NAMES[self.c])

    # ---- contact
    def _area(self):
        if self.c == "UK":
            return self.ch(["01632", "0161", "0113", "01452", "0141", "029", "01865", "0191", "01223", "01792"])
        return str(self.r.choice([2, 3, 4, 5, 6, 7, 8, 9])) + self.dig(1) + str(self.r.randint(1, 9))

    def phone(self, ext=False, mobile=None):
        r = self.r
        if self.c == "UK":
            if mobile or (mobile is None and r.random() < 0.4):
                v = r.choice(["07700 555%s", "07911 555%s", "07%s" % self.dig(3) + " 555%s"]) % self.dig(3)
                if r.random() < 0.2:
                    v = "+44 " + v[1:]
                return v
            a = self.area if r.random() < 0.7 else self._area()
            v = r.choice(["%s 555 %s", "(%s) 555 %s", "%s 555%s"]) % (a, self.dig(4))
        else:
            a = self.area if r.random() < 0.6 else self._area()
            tail = "01" + self.dig(2) if r.random() < 0.7 else self.dig(4)
            v = r.choice(["(%s) 555-%s", "%s-555-%s", "%s.555.%s", "%s 555 %s", "+1 %s 555 %s", "1-%s-555-%s"]) % (a, tail)
        if ext:
            v += r.choice([" ext. %d", " x%d", " ext %d", " (ext %d)"]) % r.randint(2, 4999)
        return v

    def fax(self):
        return self.phone(mobile=False)

    def pager(self):
        return "555-" + self.dig(4) if self.c != "UK" else "555" + self.dig(1)

    # ---- identifiers
    def mrn(self):
        r = self.r
        if self.c == "UK":
            if r.random() < 0.6:
                return self.nhs()
            return r.choice(["%s%s" % (self.let(1), self.dig(7)), "RX%s" % self.dig(7), "%s%s" % (self.dig(3), self.let(1) + self.dig(4))])
        return r.choice([self.dig(8), "00" + self.dig(6), "E" + self.dig(7), "MR-%s-%s" % (self.dig(3), self.dig(4)),
                         self.dig(3) + "-" + self.dig(2) + "-" + self.dig(2), "H" + self.dig(7), self.dig(7)])

    def nhs(self):
        while True:
            ds = [9, 9, 9] + [self.r.randrange(10) for _ in range(6)]
            s = sum(d * w for d, w in zip(ds, range(10, 1, -1)))
            chk = 11 - s % 11
            if chk == 11:
                chk = 0
            if chk != 10:
                break
        x = "".join(map(str, ds + [chk]))
        return self.ch(["%s %s %s" % (x[:3], x[3:6], x[6:]), x, "%s-%s-%s" % (x[:3], x[3:6], x[6:])])

    def healthplan(self, kind=None):
        r = self.r
        if self.c == "US":
            k = kind or r.choice(["member", "member", "medicare", "medicaid", "group"])
            if k == "medicare":
                return "%d%s%s%d-%s%s%d-%s%d%d" % (r.randint(1, 9), self.let(1, "ACDEFGHJKMNPQRTUVWXY"),
                                                   self.let(1, "ACDEFGHJKMNPRTUVWXY0123456789"), r.randrange(10),
                                                   self.let(1, "ACDEFGHJKMNPQRTUVWXY"), self.let(1, "ACDEFGHJKMNPQRTUVWXY0123456789"),
                                                   r.randrange(10), self.let(2, "ACDEFGHJKMNPQRTUVWXY"), r.randrange(10), r.randrange(10))
            if k == "medicaid":
                return self.let(2) + self.dig(5) + self.let(1)
            if k == "group":
                return r.choice(["GRP-" + self.dig(5), self.dig(6), self.let(1) + self.dig(5) + "-" + self.dig(3)])
            return r.choice([self.let(3) + self.dig(9), "W" + self.dig(9), self.let(3) + self.dig(6) + "-0" + str(r.randint(1, 4)),
                             self.dig(11)])
        if self.c == "CA":
            prov = {"ON": "ohip", "QC": "ramq", "BC": "bc", "AB": "ab"}.get(self.state_pair[1], "ohip")
            k = kind or (prov if r.random() < 0.8 else "private")
            if k == "ohip":
                return "%s-%s-%s%s" % (self.dig(4), self.dig(3), self.dig(3), "-" + self.let(2) if r.random() < 0.7 else "")
            if k == "bc":
                return "9%s %s %s" % (self.dig(3), self.dig(3), self.dig(3))
            if k == "ab":
                return "%s-%s" % (self.dig(5), self.dig(4))
            if k == "ramq":
                return "%s %s %s" % (self.let(4), self.dig(4), self.dig(4))
            return r.choice(["%s" % self.dig(8), "C" + self.dig(9), self.dig(3) + "-" + self.dig(6)])
        return r.choice(["BPH-" + self.dig(6), self.let(2) + self.dig(7), self.dig(8) + "/" + self.dig(2)])

    def ssn(self):
        if self.c == "US":
            if self.p(0.85):
                return "9%s-%s-%s" % (self.dig(2), self.dig(2), self.dig(4))
            return "000-%s-%s" % (self.dig(2), self.dig(4))
        if self.c == "CA":
            return "9%s %s %s" % (self.dig(2), self.dig(3), self.dig(3))
        return "QQ %s %s %s %s" % (self.dig(2), self.dig(2), self.dig(2), self.ch("ABCD"))

    def account(self):
        r = self.r
        return r.choice(["%s-%s" % (self.dig(4), self.dig(4)), "A" + self.dig(9), "ENC" + self.dig(8),
                         self.dig(10), "V" + self.dig(7), "%s-%s-%s" % (self.dig(3), self.dig(3), self.dig(3)),
                         "BL" + self.dig(6), "CLM" + self.dig(9)])

    def dea(self, s):
        a = self.ch("ABFM")
        b = s.last[0].upper() if s.last[0].isalpha() else "X"
        ds = [self.r.randrange(10) for _ in range(6)]
        chk = (ds[0] + ds[2] + ds[4] + 2 * (ds[1] + ds[3] + ds[5])) % 10
        return a + b + "".join(map(str, ds)) + str(chk)

    def npi(self):
        ds = [1] + [self.r.randrange(10) for _ in range(8)]
        tot = 24
        for i, d in enumerate(reversed(ds)):
            if i % 2 == 0:
                d *= 2
                d = d - 9 if d > 9 else d
            tot += d
        return "".join(map(str, ds)) + str((10 - tot % 10) % 10)

    def reg(self, s):
        """Professional registration number of a staff member: (label, value)."""
        c, k = self.c, s.kind
        if c == "UK":
            if k in ("pharm", "tech"):
                return ("GPhC", "20" + self.dig(5) if k == "pharm" else "50" + self.dig(5))
            if k in ("nurse", "np"):
                return ("NMC PIN", "%s%s%s%s" % (self.dig(2), self.let(1), self.dig(4), self.let(1)))
            return ("GMC", "7" + self.dig(6))
        if c == "CA":
            if k in ("pharm", "tech"):
                return (self.ch(["OCP #", "Reg. #", "Lic #"]), self.dig(6))
            if k in ("nurse", "np"):
                return (self.ch(["CNO #", "Reg #"]), self.dig(8))
            return ("CPSO #", self.dig(5))
        if k == "doc" or k == "np":
            return ("NPI", self.npi()) if self.p(0.6) else ("DEA", self.dea(s))
        if k == "pharm":
            return ("NPI", self.npi()) if self.p(0.5) else ("Lic #", self.let(2) + self.dig(6))
        if k == "tech":
            return ("PTCB #", self.dig(6))
        return ("Lic #", "RN" + self.dig(6))

    def dl(self, p):
        if self.c == "UK":
            ln = (p.last.upper().replace(" ", "").replace("'", "").replace("-", "") + "99999")[:5]
            y = p.dob.year % 100
            m = p.dob.month + (50 if p.sex == "F" else 0)
            return "%s%d%02d%02d%d%s%s%s" % (ln, y // 10, m, p.dob.day, y % 10, p.first[0].upper(),
                                             (p.mid or "9")[0], "9" + self.let(2))
        if self.c == "CA":
            return "%s%s-%s-%s" % (p.last[0].upper(), self.dig(4), self.dig(5), self.dig(5))
        return self.ch([self.let(1) + self.dig(7), self.let(1) + self.dig(3) + "-" + self.dig(4) + "-" + self.dig(4),
                        self.dig(9), self.let(2) + self.dig(6)])

    def device(self, kind="gen"):
        pre = {"fridge": ["LBR-", "FR", "VF", "PR-"], "logger": ["TL-", "DL", "LOG-", "TTM"],
               "gluc": ["GLM", "SN", "MTR-"], "inr": ["UP0", "UQ", "CGX-"], "pump": ["MP-", "PMP", "OTP-"],
               "gen": ["SN-", "DEV", "AS-", "ASSET-"]}[kind]
        return self.ch(pre) + self.dig(self.ch([5, 6, 7, 8]))

    def plate(self):
        if self.c == "UK":
            return "%s%02d %s" % (self.let(2, "ABCDEFGHKLMNOPRSVWY"), self.r.randint(10, 24), self.let(3, "ABCDEFGHJKLMNPRSTUVWXYZ"))
        if self.c == "CA":
            return self.ch(["%s %s" % (self.let(4), self.dig(3)), "%s%s" % (self.let(3), self.dig(3)), "%s-%s" % (self.dig(3), self.let(3))])
        return self.ch(["%d%s%s" % (self.r.randint(1, 9), self.let(3), self.dig(3)), "%s-%s" % (self.let(3), self.dig(4)),
                        "%s %s" % (self.let(3), self.dig(3))])

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return self.ch(["1", "2", "3", "J", "W", "S"]) + "".join(self.r.choice(al) for _ in range(16))

    def bioid(self):
        return self.ch(["FP-%s" % self.dig(5), "BIO-%s-%s" % (self.dig(4), self.ch("ABC")), "PV%s" % self.dig(6),
                        "IR-%s" % self.dig(5), "FPT%s" % self.dig(7), "VP-%s" % self.dig(6)])

    def rxnum(self):
        return self.ch([self.dig(7), "%s-%s" % (self.dig(7), self.dig(2)), "RX" + self.dig(8), self.dig(6),
                        "%s%s" % (self.let(1), self.dig(6))])

    def idnum(self, pre=None):
        pre = pre if pre is not None else self.ch(["ORD-", "REQ", "ACC-", "S%02d-" % (self.today.year % 100), "CASE-", "INC"])
        return pre + self.dig(self.ch([4, 5, 6, 7]))

    def email(self, p, domain=None):
        f, l = p.first.lower().replace(" ", "").replace("'", ""), p.last.lower().replace(" ", "").replace("'", "")
        d = domain or self.ch(["example.com", "example.org", "example.net", "mail.example.com", "inbox.example.net"])
        u = self.ch(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s_%s%d" % (f, l[:3], self.r.randint(1, 99)),
                     "%s%d" % (l, self.r.randint(1, 999)), "%s.%s" % (f[0], l)])
        return u + "@" + d

    def org_domain(self, name):
        stem = "".join(ch for ch in name.lower().split()[0] if ch.isalnum())
        return stem + "." + self.ch(["example.com", "example.org", "example.net"])

    def url(self, name=None):
        stem = self.org_domain(name) if name else self.ch(["example.com", "example.org", "example.net"])
        path = self.ch(["", "/refills", "/book", "/portal/login", "/vaccines", "/travel-health", "/patient/%s" % self.dig(5),
                        "/rx?id=%s" % self.dig(6), "/clinic/%s" % self.let(3).lower()])
        return self.ch(["https://", "http://", "www.", "https://www.", ""]) + stem + path

    def ip(self):
        r = self.r
        return r.choice(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
                         "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254)),
                         "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))])

    def username(self, p):
        f, l = p.first.lower().replace(" ", "")[:8], p.last.lower().replace(" ", "").replace("'", "")[:8]
        return self.ch(["%s%s" % (f[0], l), "%s.%s" % (f, l), "%s%s%d" % (f[0], l, self.r.randint(1, 9)),
                        ("%s%s%02d" % (l[:5], f[0], self.r.randint(1, 99))).upper(), "%s_%s" % (f, l[0])])
