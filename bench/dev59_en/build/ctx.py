"""Per-note context: invented people, places, identifiers and their surface formats.

Every PHI value leaves this module already wrapped by markup.m().
"""
import datetime as dt
import re

import pools as P
from markup import m

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("-" + ONES[o] if o else "")
    return "one hundred" + (" " + words(n - 100) if n > 100 else "")


WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]
MON3 = [x[:3] for x in MONTH]


def fmt_date(d, style):
    M, D, Y = d.month, d.day, d.year
    w = d.weekday()
    table = {
        "mdY": "%02d/%02d/%d" % (M, D, Y),
        "mdY1": "%d/%d/%d" % (M, D, Y),
        "mdy": "%d/%d/%02d" % (M, D, Y % 100),
        "md": "%d/%d" % (M, D),
        "wmd": "%s %d/%d" % (WD3[w], M, D),
        "wmdY": "%s %02d/%02d/%d" % (WD3[w], M, D, Y),
        "BdY": "%s %d, %d" % (MONTH[M - 1], D, Y),
        "bdY": "%s %d, %d" % (MON3[M - 1], D, Y),
        "dbY": "%d %s %d" % (D, MON3[M - 1], Y),
        "dbY-": "%02d-%s-%d" % (D, MON3[M - 1].upper(), Y),
        "iso": "%d-%02d-%02d" % (Y, M, D),
        "AwBdY": "%s, %s %d, %d" % (WEEKDAY[w], MONTH[M - 1], D, Y),
        "AwBd": "%s, %s %d" % (WEEKDAY[w], MONTH[M - 1], D),
        "BY": "%s %d" % (MONTH[M - 1], Y),
        "bY": "%s %d" % (MON3[M - 1], Y),
        "Y": "%d" % Y,
        "mY": "%02d/%d" % (M, Y),
        "Bd": "%s %d" % (MONTH[M - 1], D),
        "Bdth": "%s %d%s" % (MONTH[M - 1], D, "th" if 10 < D < 14 else {1: "st", 2: "nd", 3: "rd"}.get(D % 10, "th")),
        "W": WEEKDAY[w],
        "mdYdash": "%02d-%02d-%d" % (M, D, Y),
    }
    return table[style]


TITLES = {"F": ["Ms.", "Mrs.", "Ms", "Mrs"], "M": ["Mr.", "Mr"]}


class Person:
    def __init__(self, first, middle, last, sex, origin, typ):
        self.first, self.middle, self.last, self.sex, self.origin, self.typ = first, middle, last, sex, origin, typ
        self.cred = ""
        self.user = ""
        self.pager = ""
        self.npi = ""
        self.dea = ""
        self.email = ""
        self.title = ""

    @property
    def mi(self):
        return self.middle[:1] if self.middle else ""

    def raw(self, style):
        f, l, mi = self.first, self.last, self.mi
        if style == "full":
            return f + " " + l
        if style == "full_mi":
            return "%s %s. %s" % (f, mi, l) if mi else f + " " + l
        if style == "full_mid":
            return "%s %s %s" % (f, self.middle, l) if self.middle else f + " " + l
        if style == "LFM":
            return ("%s, %s %s" % (l, f, mi) if mi else "%s, %s" % (l, f)).upper()
        if style == "LF":
            return ("%s, %s" % (l, f)).upper()
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "lf_mi":
            return "%s, %s %s." % (l, f, mi) if mi else "%s, %s" % (l, f)
        if style == "first":
            return f
        if style == "nick":
            return P.NICKNAMES.get(f, f)
        if style == "last":
            return l
        if style == "LAST":
            return l.upper()
        if style == "init":
            return "%s.%s." % (f[0], l[0])
        if style == "init3":
            return "%s.%s.%s." % (f[0], mi, l[0]) if mi else "%s.%s." % (f[0], l[0])
        if style == "INIT":
            return f[0] + (mi or "") + l[0]
        if style == "init_low":
            return (f[0] + l[0]).lower()
        if style == "fl":
            return "%s %s." % (f, l[0])
        if style == "f_last":
            return "%s. %s" % (f[0], l)
        if style == "lower":
            return (f + " " + l).lower()
        if style == "lower_last":
            return l.lower()
        if style == "lower_first":
            return f.lower()
        raise KeyError(style)

    def n(self, style):
        """Marked name; titles stay outside the span."""
        if style == "title":
            t = self.title or "Mr."
            return t + " " + m(self.typ, self.last)
        if style == "dr":
            return "Dr. " + m(self.typ, self.last)
        if style == "dr_nodot":
            return "Dr " + m(self.typ, self.last)
        if style == "drfull":
            return "Dr. " + m(self.typ, self.first + " " + self.last)
        if style == "cred":
            return m(self.typ, self.first + " " + self.last) + (", " + self.cred if self.cred else "")
        if style == "cred_mi":
            return m(self.typ, self.raw("full_mi")) + (", " + self.cred if self.cred else "")
        if style == "cred_nc":
            return m(self.typ, self.first + " " + self.last) + (" " + self.cred if self.cred else "")
        if style == "lf_cred":
            return m(self.typ, self.raw("lf")) + (" " + self.cred if self.cred else "")
        return m(self.typ, self.raw(style))


class Ctx:
    def __init__(self, rng, genre, layout, idx):
        self.r = rng
        self.genre, self.layout, self.idx = genre, layout, idx
        r = rng
        self.center = r.choice(P.CENTERS)
        self.used_names = set()
        # locale: mostly US residents; some visitors from CA/GB/AU
        x = r.random()
        self.home = "US" if x < 0.86 else ("CA" if x < 0.91 else ("GB" if x < 0.96 else "AU"))
        self.locale = "en-US" if self.home == "US" else "en-US/en-" + self.home
        # dates
        start = dt.date(2025, 1, 6)
        self.today = start + dt.timedelta(days=r.randrange(0, 640))
        self.los = r.randint(2, 9)
        self.admit = self.today - dt.timedelta(days=self.los)
        # patient
        self.pt_sex = r.choice("FM")
        self.pt = self.person("PATIENT", self.pt_sex)
        self.pt.title = r.choice(TITLES[self.pt_sex])
        a = r.random()
        if a < 0.06:
            self.age = r.randint(5, 16)
        elif a < 0.12:
            self.age = r.randint(90, 99)
        else:
            self.age = r.randint(19, 89)
        bday = self.today - dt.timedelta(days=int(self.age * 365.25) + r.randint(20, 340))
        self.dob = bday
        self.child = self.age < 17
        self.he = "she" if self.pt_sex == "F" else "he"
        self.his = "her" if self.pt_sex == "F" else "his"
        self.him = "her" if self.pt_sex == "F" else "him"
        self.He, self.His = self.he.capitalize(), self.his.capitalize()
        self.man = ("girl" if self.pt_sex == "F" else "boy") if self.child else ("woman" if self.pt_sex == "F" else "man")
        self.sx = self.pt_sex
        # ids
        self.mrn = self._mrn()
        self.acct = self._acct()
        self.csn = "".join(str(r.randint(0, 9)) for _ in range(10))
        self.ssn = "%d-%02d-%04d" % (r.randint(900, 999), r.randint(1, 49), r.randint(1, 9999))
        self.insurer = r.choice(P.INSURERS)
        self.member = self._member()
        self.group = r.choice(["GRP-%07d" % r.randint(0, 9999999), "%05d" % r.randint(10000, 99999),
                               "G%d-%03d" % (r.randint(100, 999), r.randint(0, 999))])
        self.mbi = self._mbi()
        # address & contact
        self.addr = self._address(self.home)
        self.phone = self.phone_for(self.home)
        self.cell = self.phone_for(self.home, mobile=True)
        self.email = self._email(self.pt)
        # social
        self.origin_country = r.choice(P.ORIGIN_COUNTRIES.get(self.pt.origin, P.COUNTRIES))
        self.profession = r.choice(P.PROFESSIONS)
        self.employer = r.choice(P.EMPLOYERS)
        self.fam = {}
        self.staff_ = {}
        # rooms
        self.room = r.choice(["%d%02d" % (r.randint(2, 9), r.randint(1, 40)),
                              "%d%02d%s" % (r.randint(2, 9), r.randint(1, 40), r.choice("AB")),
                              "%d-%02d" % (r.randint(4, 9), r.randint(1, 36))])
        self.bed = str(r.randint(1, 2)) if r.random() < 0.5 else r.choice("AB")
        self.unit = r.choice(self.center["units"])
        self.building = r.choice(self.center["buildings"])
        self.clinic = r.choice(self.center["clinics"])
        self.pcp_clinic = r.choice(P.CLINICS)
        self.ip = self._ip()

    # --- helpers ---------------------------------------------------------
    def choice(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    def person(self, typ, sex=None, origin=None, last=None):
        r = self.r
        for k in range(80):
            o = origin if (origin and k < 12) else r.choice(sorted(P.NAMES))
            fem, mal, sur = P.NAMES[o]
            s = sex or r.choice("FM")
            first = r.choice(fem if s == "F" else mal)
            middle = r.choice((fem + ["Ann", "Marie", "Louise"]) if s == "F" else (mal + ["Lee", "James", "Ray"])) if r.random() < 0.55 else ""
            if middle == first:
                middle = ""
            l = last or r.choice(sur)
            key = (first, l)
            if key in self.used_names or first in {p[0] for p in self.used_names}:
                continue
            self.used_names.add(key)
            return Person(first, middle, l, s, o, typ)
        raise RuntimeError("name pool exhausted")

    def staff(self, role):
        """Clinicians and staff, created once per role per note."""
        if role in self.staff_:
            return self.staff_[role]
        cred = {"attending": "MD", "resident": "MD", "intern": "MD", "nurse": "RN", "nurse2": "RN",
                "charge": "RN", "pcp": self.choice(["MD", "DO", "NP"]), "consult": "MD", "consult2": "MD",
                "np": "NP", "pa": "PA-C", "scribe": "", "transcriptionist": "", "pharmacist": "PharmD",
                "cm": "RN, CCM", "sw": "LCSW", "rad": "MD", "path": "MD", "surgeon": "MD", "assist": "MD",
                "anes": "MD", "crna": "CRNA", "scrub": "CST", "circ": "RN", "edmd": "MD", "triage": "RN",
                "pt": "PT, DPT", "rt": "RRT", "fellow": "MD", "ot": "OTR/L", "clerk": "", "dietitian": "RD",
                "chaplain": "MDiv", "referring": "MD", "outside": "MD"}.get(role, "MD")
        if role in ("attending", "consult", "rad", "path", "surgeon", "edmd") and self.chance(0.15):
            cred = "DO"
        p = self.person("DOCTOR")
        p.cred = cred
        p.title = "Dr." if cred in ("MD", "DO") else ""
        base = re.sub(r"[^a-z]", "", (p.first[0] + p.last).lower())
        p.user = self.choice([base, base + str(self.r.randint(1, 9)), re.sub(r"[^a-z]", "", p.last.lower())[:6] + p.first[0].lower(),
                              (p.first[0] + p.mi + p.last[:5]).lower().replace("-", "").replace("'", "")])
        p.user = re.sub(r"[^a-z0-9]", "", p.user)
        p.pager = self.choice(["%d-%04d" % (self.r.randint(2, 9), self.r.randint(0, 9999)),
                               "%05d" % self.r.randint(30000, 89999),
                               "%s-555-01%02d" % (self.center["area"], self.r.randint(0, 99))])
        p.npi = "1%09d" % self.r.randint(0, 999999999)
        p.dea = "%s%s%07d" % (self.choice("ABFM"), p.last[0].upper(), self.r.randint(0, 9999999))
        p.email = self.choice(["%s.%s@example.org", "%s%s@example.org", "%s_%s@example.net"]) % (
            re.sub(r"[^a-z]", "", p.first.lower()), re.sub(r"[^a-z]", "", p.last.lower()))
        self.staff_[role] = p
        return p

    def family(self, rel):
        if rel in self.fam:
            return self.fam[rel]
        sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M",
               "mother": "F", "father": "M", "niece": "F", "grandmother": "F", "nephew": "M", "granddaughter": "F",
               "grandson": "M", "aunt": "F", "uncle": "M"}.get(rel)
        same = rel in ("son", "daughter", "mother", "father", "brother", "sister", "grandson", "granddaughter") or (
            rel in ("wife", "husband") and self.chance(0.6))
        p = self.person("FAMILY", sex, origin=self.pt.origin if self.chance(0.8) else None,
                        last=self.pt.last if same and self.chance(0.75) else None)
        p.title = self.choice(TITLES[p.sex])
        p.phone = self.phone_for(self.home if self.chance(0.8) else self.choice(["US", "US", "GB", "CA", "AU"]),
                                 mobile=True)
        self.fam[rel] = p
        return p

    # --- names -------------------------------------------------------------
    def P(self, style=None):
        if style is None:
            style = self.choice({
                "templated": ["full", "full_mi", "title", "lf"],
                "polished": ["full", "title", "title", "full_mi"],
                "terse": ["lower_last", "init", "title", "lower", "last"],
                "narrative": ["first", "title", "full", "nick", "fl"],
            }[self.layout])
        if style == "nick" and self.pt.first not in P.NICKNAMES:
            style = "first"
        if self.child and style == "title":
            style = "first"
        return self.pt.n(style)

    def D(self, role, style=None):
        p = self.staff(role)
        if style is None:
            if p.cred in ("MD", "DO"):
                style = self.choice({
                    "templated": ["cred", "dr", "lf_cred"],
                    "polished": ["dr", "drfull", "cred"],
                    "terse": ["dr_nodot", "dr", "lower_last"],
                    "narrative": ["dr", "drfull", "dr"],
                }[self.layout])
            else:
                style = self.choice({
                    "templated": ["cred", "cred_nc"],
                    "polished": ["cred", "full"],
                    "terse": ["first", "lower_first", "cred_nc"],
                    "narrative": ["full", "first", "cred"],
                }[self.layout])
        return p.n(style)

    def F(self, rel, style=None):
        p = self.family(rel)
        if style is None:
            style = self.choice({
                "templated": ["full", "full", "first"],
                "polished": ["full", "first", "title"],
                "terse": ["lower_first", "first", "lower"],
                "narrative": ["first", "first", "full", "nick"],
            }[self.layout])
        if style == "nick" and p.first not in P.NICKNAMES:
            style = "first"
        return p.n(style)

    # --- dates / ages ----------------------------------------------------------
    def dt(self, d, style=None):
        if style is None:
            style = self.choice({
                "templated": ["mdY", "mdY", "mdY1", "iso", "dbY-"],
                "polished": ["BdY", "mdY", "bdY", "AwBdY"],
                "terse": ["md", "wmd", "mdy", "md"],
                "narrative": ["BdY", "Bd", "Bdth", "mdY", "AwBd"],
            }[self.layout])
        return m("DATE", fmt_date(d, style))

    def day(self, offset):
        return self.today + dt.timedelta(days=offset)

    def A(self, style=None, age=None, sex=None):
        """Age phrase (the number is the span)."""
        a = self.age if age is None else age
        sx = sex or self.sx
        if style is None:
            style = self.choice({
                "templated": ["yo", "year-old", "y/o", "yof"],
                "polished": ["year-old", "year-old", "words", "aged"],
                "terse": ["yo", "yo_ns", "yof", "y/o", "yof_ns"],
                "narrative": ["year-old", "words", "aged", "yrs"],
            }[self.layout])
        if style == "words":
            return m("AGE", words(a)) + "-year-old"
        if style == "Words":
            return m("AGE", words(a).capitalize()) + "-year-old"
        if style == "year-old":
            return m("AGE", str(a)) + "-year-old"
        if style == "yo":
            return m("AGE", str(a)) + " yo"
        if style == "yo_ns":
            return m("AGE", str(a)) + "yo"
        if style == "y/o":
            return m("AGE", str(a)) + " y/o"
        if style == "yof":
            return m("AGE", str(a)) + " " + ("yo " + sx if self.chance(0.5) else sx)
        if style == "yof_ns":
            return m("AGE", str(a)) + sx
        if style == "aged":
            return "aged " + m("AGE", str(a))
        if style == "yrs":
            return m("AGE", str(a)) + " years old"
        if style == "num":
            return m("AGE", str(a))
        raise KeyError(style)


    def kin(self, opts):
        """A relative appropriate to the patient's age."""
        if self.child:
            return self.r.choice(["mother", "father", "grandmother", "aunt"])
        x = self.r.choice(opts)
        if x in ("wife", "husband") and self.r.random() < 0.9:
            x = "husband" if self.sx == "F" else "wife"
        if self.age < 38 and x in ("daughter", "son", "niece", "nephew", "granddaughter", "grandson"):
            x = self.r.choice(["mother", "father", "sister", "brother"])
        return x

    def kin2(self, opts):
        if self.child:
            return self.r.sample(["mother", "father", "grandmother", "aunt", "uncle"], 2)
        if self.age < 38:
            opts = [o for o in opts if o not in ("daughter", "son", "niece", "nephew")] + ["mother", "father"]
        return self.r.sample(opts, 2)

    def AM(self, style=None, art=False, cap=False):
        """Age + person noun ('64-year-old woman', '64 yo F', '64F'); the number is the span."""
        a = self.age
        noun = self.man
        sexw = ("female" if self.sx == "F" else "male") if not self.child else noun
        if style is None:
            style = self.choice({
                "templated": ["year-old", "yo", "y/o", "yof"],
                "polished": ["year-old", "year-old", "words", "yr"],
                "terse": ["yo", "yo_ns", "yof", "y/o", "yof_ns"],
                "narrative": ["year-old", "words", "words", "yr"],
            }[self.layout])
        txt = words(a) if style == "words" else str(a)
        if cap and style == "words":
            txt = txt.capitalize()
        v = m("AGE", txt)
        if style in ("year-old", "words"):
            s = v + "-year-old " + noun
        elif style == "yr":
            s = v + " year old " + noun
        elif style == "yo":
            s = v + " yo " + self.choice([self.sx, sexw])
        elif style == "yo_ns":
            s = v + "yo " + self.sx
        elif style == "y/o":
            s = v + " y/o " + self.choice([sexw, noun])
        elif style == "yof":
            s = v + " " + self.sx
        elif style == "yof_ns":
            s = v + self.sx
        else:
            raise KeyError(style)
        if art:
            an = txt[0].lower() in "aeiou" or txt.startswith("8") or txt in ("11", "18")
            s = ("an " if an else "a ") + s
        return s

    # --- identifiers --------------------------------------------------------
    def _mrn(self):
        r = self.r
        k = P.CENTERS.index(self.center)
        return ["%08d" % r.randint(0, 99999999), "M%07d" % r.randint(0, 9999999),
                "%d-%03d-%03d" % (r.randint(10, 99), r.randint(0, 999), r.randint(0, 999)),
                "%09d" % r.randint(0, 999999999), "K%08d" % r.randint(0, 99999999),
                "%07d" % r.randint(1000000, 9999999)][k]

    def _acct(self):
        r = self.r
        return r.choice(["%010d" % r.randint(0, 9999999999), "%d-%07d" % (self.today.year, r.randint(0, 9999999)),
                         "V%09d" % r.randint(0, 999999999), "%04d-%04d" % (r.randint(1000, 9999), r.randint(0, 9999))])

    def _member(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return r.choice(["%s%s%s%09d" % (r.choice(L), r.choice(L), r.choice(L), r.randint(0, 999999999)),
                         "W%010d" % r.randint(0, 9999999999),
                         "%s%d-%05d-%02d" % (r.choice(L), r.randint(100, 999), r.randint(0, 99999), r.randint(0, 99)),
                         "%s%s%08d" % (r.choice(L), r.choice(L), r.randint(0, 99999999))])

    def _mbi(self):
        r = self.r
        A = "ACDEFGHJKMNPQRTUVWXY"
        N = "0123456789"
        AN = A + N
        pat = [N[1:], A, AN, N, A, AN, N, A, A, N, N]
        s = "".join(r.choice(x) for x in pat)
        return s if r.random() < 0.6 else "%s-%s-%s" % (s[:4], s[4:7], s[7:])

    def medicaid(self):
        return "%s%08d" % (self.choice(["MC", "MA", "MD", "CA"]), self.r.randint(0, 99999999))

    def accession(self, kind="rad"):
        r, y = self.r, self.today.year % 100
        if kind == "rad":
            return r.choice(["RAD%02d-%07d" % (y, r.randint(0, 9999999)), "CT%d%06d" % (y, r.randint(0, 999999)),
                             "%d%07d" % (self.today.year, r.randint(0, 9999999)), "A%08d" % r.randint(0, 99999999)])
        if kind == "path":
            return r.choice(["S%02d-%04d" % (y, r.randint(1, 9999)), "SP%02d-%05d" % (y, r.randint(1, 99999)),
                             "C%02d-%04d" % (y, r.randint(1, 9999)), "SH%02d-%05d" % (y, r.randint(1, 99999))])
        if kind == "order":
            return r.choice(["%08d" % r.randint(0, 99999999), "ORD-%07d" % r.randint(0, 9999999)])
        if kind == "job":
            return "%07d" % r.randint(0, 9999999)
        if kind == "specimen":
            return r.choice(["%02d%s%06d" % (y, r.choice("BCHM"), r.randint(0, 999999)), "L%09d" % r.randint(0, 999999999)])
        if kind == "police":
            return "%d-%06d" % (self.today.year, r.randint(0, 999999))
        if kind == "rx":
            return "%07d" % r.randint(0, 9999999)
        if kind == "case":
            return "%02d-%05d" % (y, r.randint(0, 99999))
        raise KeyError(kind)

    def serial(self, kind="pm"):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if kind == "pm":
            return r.choice(["%s%s%s%06d" % (r.choice(L), r.choice(L), r.choice(L), r.randint(0, 999999)),
                             "%s%s%s%06d%s" % (r.choice(L), r.choice(L), r.choice(L), r.randint(0, 999999), r.choice(L)),
                             "%08d" % r.randint(0, 99999999)])
        if kind == "pump":
            return "%s%s%07d%s" % (r.choice(L), r.choice(L), r.randint(0, 9999999), r.choice(L))
        if kind == "cgm":
            return "".join(r.choice(L + "0123456789") for _ in range(6))
        if kind == "gen":
            return "%s%d-%05d" % (r.choice(L), r.randint(10, 99), r.randint(0, 99999))
        raise KeyError(kind)

    def plate(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return r.choice(["%d%s%s%s%03d" % (r.randint(1, 9), r.choice(L), r.choice(L), r.choice(L), r.randint(0, 999)),
                         "%s%s%s-%04d" % (r.choice(L), r.choice(L), r.choice(L), r.randint(0, 9999)),
                         "%s%s%s %04d" % (r.choice(L), r.choice(L), r.choice(L), r.randint(0, 9999))])

    def vin(self):
        r = self.r
        C = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(r.choice(C) for _ in range(17))

    def dl(self):
        r = self.r
        return r.choice(["%s%03d-%04d-%04d" % (self.pt.last[0].upper(), r.randint(0, 999), r.randint(0, 9999), r.randint(0, 9999)),
                         "%s%08d" % (r.choice("ABDKLST"), r.randint(0, 99999999)),
                         "%09d" % r.randint(0, 999999999)])

    def statelic(self):
        r = self.r
        return r.choice(["MD%06d" % r.randint(0, 999999), "D-%07d" % r.randint(0, 9999999),
                         "%02d-%06d" % (r.randint(10, 99), r.randint(0, 999999)), "RN%07d" % r.randint(0, 9999999)])

    def bioid(self):
        r = self.r
        return r.choice(["FP-%05d" % r.randint(0, 99999), "PV-%04d-%04d" % (r.randint(0, 9999), r.randint(0, 9999)),
                         "IRS-%06d" % r.randint(0, 999999), "BIO%08d" % r.randint(0, 99999999)])

    def _ip(self):
        r = self.r
        return r.choice(["10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)),
                         "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254)),
                         "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))])

    def new_ip(self):
        return self._ip()

    # --- contact ---------------------------------------------------------
    def phone_for(self, loc="US", mobile=False, area=None, style=None):
        r = self.r
        if loc == "US" or loc == "CA":
            a = area or (r.choice(["416", "613", "902", "604", "250"]) if loc == "CA" else
                         r.choice(["614", "315", "717", "301", "541", "574", "330", "412", "240", "503", "765", "937", "607"]))
            x = "01%02d" % r.randint(0, 99)
            st = style or r.choice(["paren", "dash", "dash", "dot", "space", "plus"])
            return {"paren": "(%s) 555-%s" % (a, x), "dash": "%s-555-%s" % (a, x), "dot": "%s.555.%s" % (a, x),
                    "space": "%s 555 %s" % (a, x), "plus": "+1 %s-555-%s" % (a, x)}[st]
        if loc == "GB":
            if mobile:
                n = "07700 900%03d" % r.randint(0, 999)
            else:
                n = r.choice(["01632 960%03d" % r.randint(0, 999), "020 7946 0%03d" % r.randint(0, 999)])
            if r.random() < 0.4:
                n = "+44 " + n[1:]
            return n
        if loc == "AU":
            n = "0491 570 %03d" % r.randint(6, 159)
            if r.random() < 0.4:
                n = "+61 " + n[1:]
            return n
        raise KeyError(loc)

    def us_phone(self, area=None, ext=False, style=None):
        p = self.phone_for("US", area=area, style=style)
        if ext:
            p += self.choice([" ext. %d" % self.r.randint(2, 99), " x%d" % self.r.randint(1000, 9999),
                              " ext %d" % self.r.randint(100, 999)])
        return p

    def center_phone(self, ext=False):
        return self.us_phone(area=self.center["area"], ext=ext)

    def _email(self, p):
        r = self.r
        f = re.sub(r"[^a-z]", "", p.first.lower())
        l = re.sub(r"[^a-z]", "", p.last.lower())
        dom = r.choice(["example.com", "example.net", "example.org", "mail.example.com"])
        return r.choice(["%s.%s" % (f, l), "%s%s%d" % (f[0], l, r.randint(1, 99)), "%s_%s" % (l, f),
                         "%s%d" % (f, r.randint(50, 99))]) + "@" + dom

    def email_of(self, p):
        return self._email(p)

    def portal_url(self):
        r = self.r
        s = self.center["short"].lower()
        return r.choice(["https://mychart.example.org/%s" % s, "www.example.org/%s/portal" % s,
                         "https://portal.example.com/%s/login" % s, "example.net/%s-health/patients" % s,
                         "https://www.example.org/%s/telehealth/join/%d" % (s, r.randint(1000, 99999))])

    def _address(self, loc):
        r = self.r
        num = r.choice([str(r.randint(2, 99)), str(r.randint(100, 999)), str(r.randint(1000, 19999))])
        if loc == "US":
            street = "%s %s %s" % (num, r.choice(P.STREET_NAMES), r.choice(P.STREET_SUFFIX))
            if r.random() < 0.35:
                street += r.choice([", ", " "]) + r.choice(P.UNITS)
            st = r.choice(P.US_STATES + [self.center["state"]] * 4)
            city = r.choice(P.US_CITIES) if r.random() < 0.85 else r.choice(P.US_COUNTIES).replace(" County", "")
            return {"street": street, "city": city, "state": st[1], "state_full": st[0],
                    "zip": "%05d" % r.randint(1001, 99950) if r.random() < 0.85 else "%05d-%04d" % (r.randint(1001, 99950), r.randint(0, 9999)),
                    "country": "USA"}
        if loc == "CA":
            c = r.choice(P.CA_PLACES)
            L = "ABCEGHJKLMNPRSTVXY"
            z = "%s%d%s %d%s%d" % (r.choice(L), r.randint(0, 9), r.choice(L), r.randint(0, 9), r.choice(L), r.randint(0, 9))
            return {"street": "%s %s %s" % (num, r.choice(P.STREET_NAMES), r.choice(["Street", "Road", "Crescent"])),
                    "city": c[0], "state": c[1], "state_full": c[2], "zip": z, "country": "Canada"}
        if loc == "GB":
            c = r.choice(P.GB_PLACES)
            L = "ABDEFGHJLNPQRSTUWXYZ"
            z = "%s%s%d %d%s%s" % (r.choice("BDGHKLNPRSTW"), r.choice("ADEHLNRSTY"), r.randint(1, 29), r.randint(0, 9), r.choice(L), r.choice(L))
            return {"street": "%d %s %s" % (r.randint(1, 120), r.choice(P.STREET_NAMES), r.choice(["Road", "Lane", "Close", "Mews"])),
                    "city": c[0], "state": c[1], "state_full": c[1], "zip": z, "country": "United Kingdom"}
        if loc == "AU":
            c = r.choice(P.AU_PLACES)
            return {"street": "%d %s %s" % (r.randint(1, 220), r.choice(P.STREET_NAMES), r.choice(["Street", "Parade", "Road"])),
                    "city": c[0], "state": c[1], "state_full": c[2], "zip": "%04d" % r.randint(2000, 4999), "country": "Australia"}
        raise KeyError(loc)

    def address_line(self, a=None, sep=", ", country=None):
        a = a or self.addr
        s = m("STREET", a["street"]) + sep + m("CITY", a["city"]) + ", " + m("STATE", a["state"]) + " " + m("ZIP", a["zip"])
        if country or (country is None and a["country"] != "USA"):
            s += sep + m("COUNTRY", a["country"])
        return s

    def center_address(self):
        c = self.center
        return m("STREET", c["street"]) + ", " + m("CITY", c["city"]) + ", " + m("STATE", c["state"][1]) + " " + m("ZIP", c["zip"])

    def H(self, short=False):
        c = self.center
        return m("HOSPITAL", c["short"] if short else c["name"])
