"""PHI value generators (all invented) and rendering helpers."""
import datetime as dt

import pools as PL
from core import P
from ids import IdMixin

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
         "October", "November", "December"]
WD = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
WDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"
DIG = "0123456789"
US_AREA = ["212", "312", "415", "617", "713", "404", "503", "602", "614", "720", "813", "919", "973",
           "316", "405", "501", "502", "608", "701", "802", "207", "228", "252", "334", "361", "478",
           "505", "559", "580", "651", "706", "757", "803", "864", "906", "931", "985"]
UK_AREA4 = ["0113", "0114", "0115", "0116", "0117", "0118", "0121", "0131", "0141", "0151", "0161", "0191"]
UK_AREA5 = ["01632", "01752", "01904", "01223", "01865", "01482", "01274", "01392", "01603", "01244"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
MALE_REL = {"husband", "son", "father", "brother", "nephew", "grandson", "uncle", "stepfather", "grandfather"}
FEMALE_REL = {"wife", "daughter", "mother", "sister", "niece", "granddaughter", "aunt", "stepmother", "foster mother", "grandmother"}
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return "%d%s" % (n, suf)


class Obj(object):
    def __init__(self, **kw):
        self.__dict__.update(kw)


class Gen(IdMixin):
    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        self.uk = country == "UK"

    # ---------- basic random helpers ----------
    def ch(self, seq):
        return self.r.choice(seq)

    def digits(self, n):
        return "".join(self.r.choice(DIG) for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice(UPPER) for _ in range(n))

    def chance(self, p):
        return self.r.random() < p

    # ---------- dates and times ----------
    def visit_date(self):
        start = dt.date(2022, 1, 1)
        return start + dt.timedelta(days=self.r.randint(0, 1300))

    def dob_for(self, age, ref):
        d = ref - dt.timedelta(days=int(age * 365.25) + self.r.randint(1, 360))
        return d

    def fdate(self, d, style=None):
        """A date string in a country-typical format (or a given style)."""
        if style is None:
            if self.uk:
                style = self.ch(["dmY", "dmY", "dmy", "dotY", "dbY", "dBY", "ord", "dby-", "iso", "wd_dm"])
            else:
                style = self.ch(["mdY", "mdY", "mdy", "mdY_nz", "bdY", "BdY", "dbY", "iso", "wd_md", "md"])
        m, dd, y = d.month, d.day, d.year
        f = {
            "mdY": "%02d/%02d/%04d" % (m, dd, y),
            "mdy": "%d/%d/%02d" % (m, dd, y % 100),
            "mdY_nz": "%d/%d/%04d" % (m, dd, y),
            "md": "%d/%d" % (m, dd),
            "bdY": "%s %d, %d" % (MON[m - 1], dd, y),
            "BdY": "%s %d, %d" % (MONTH[m - 1], dd, y),
            "dbY": "%02d-%s-%04d" % (dd, MON[m - 1].upper(), y),
            "iso": "%04d-%02d-%02d" % (y, m, dd),
            "wd_md": "%s %d/%d" % (WD[d.weekday()], m, dd),
            "wd_full": ("%s %d %s %d" % (WDAY[d.weekday()], dd, MONTH[m - 1], y)) if self.uk
            else ("%s, %s %d, %d" % (WDAY[d.weekday()], MONTH[m - 1], dd, y)),
            "bd": "%s %d" % (MON[m - 1], dd),
            "dmY": "%02d/%02d/%04d" % (dd, m, y),
            "dmy": "%02d/%02d/%02d" % (dd, m, y % 100),
            "dotY": "%02d.%02d.%04d" % (dd, m, y),
            "dbY_uk": "%d %s %d" % (dd, MON[m - 1], y),
            "dBY": "%d %s %d" % (dd, MONTH[m - 1], y),
            "ord": "%s %s %d" % (ordinal(dd), MONTH[m - 1], y),
            "dby-": "%02d-%s-%02d" % (dd, MON[m - 1], y % 100),
            "wd_dm": "%s %02d/%02d" % (WD[d.weekday()], dd, m),
            "db": "%d %s" % (dd, MON[m - 1]),
            "dm": "%02d/%02d" % (dd, m),
            "my": "%s %d" % (MONTH[m - 1], y),
            "y": "%d" % y,
            "wd": WDAY[d.weekday()],
        }
        if style == "dbY" and self.uk:
            style = "dbY_uk"
        return f[style]

    def short_date(self, d):
        """Short date for dense tables."""
        return self.fdate(d, self.ch(["dm", "dmy"]) if self.uk else self.ch(["md", "mdy"]))

    def num_date(self, d):
        return self.fdate(d, "dmY" if self.uk else "mdY")

    def ftime(self, h, m, style=None):
        if style is None:
            style = self.ch(["hm", "hm", "hhmm"] + (["dot"] if self.uk else ["ampm"]))
        if style == "hm":
            return "%02d:%02d" % (h, m)
        if style == "hhmm":
            return "%02d%02d" % (h, m)
        if style == "dot":
            return "%02d.%02d" % (h, m)
        hh = h % 12 or 12
        return "%d:%02d %s" % (hh, m, "AM" if h < 12 else "PM")

    def rtime(self):
        return self.r.randint(0, 23), self.r.randint(0, 59)

    # ---------- names ----------
    def name(self, sex=None):
        if sex is None:
            sex = self.ch("MF")
        first = self.ch(PL.MALE if sex == "M" else PL.FEMALE)
        last = self.ch(PL.SURNAMES)
        if self.chance(0.08):
            last = last + "-" + self.ch(PL.SURNAMES)
        mid = self.ch(UPPER) if self.chance(0.35) else ""
        return first, mid, last, sex

    def patient(self, age_lo=1, age_hi=96, visit=None):
        first, mid, last, sex = self.name()
        age = self.r.randint(age_lo, age_hi)
        if self.chance(0.15):
            age = self.r.randint(18, 45)
        visit = visit or self.visit_date()
        p = Obj(first=first, mid=mid, last=last, sex=sex, age=age, visit=visit,
                dob=self.dob_for(age, visit), nick=PL.NICKNAMES.get(first))
        p.mrn = self.mrn()
        p.acct = self.account()
        p.phone = self.phone()
        p.mobile = self.mobile()
        p.email = self.email(first, last)
        p.street = self.street()
        if self.uk:
            p.city = self.ch(PL.UK_TOWNS)
            p.state = self.ch(PL.UK_COUNTIES)
            p.zip = self.postcode()
            p.nhs = self.nhs()
            p.ssn = self.ni()
        else:
            p.city = self.ch(PL.US_CITIES)
            st = self.ch(PL.US_STATES)
            p.state_name, p.state = st
            p.zip = self.zipcode()
            p.ssn = self.ssn()
            p.nhs = None
        p.retired = age >= 75 or (age >= 66 and self.chance(0.7))
        if age < 18:
            p.retired = False
            p.profession = "student"
            p.employer = self.ch(PL.SCHOOLS)
            p.nok = self.family(self.ch(["mother", "father", "mother", "guardian", "grandmother", "foster mother"]), last)
        else:
            p.profession = self.ch(PL.PROFESSIONS)
            while p.retired and "student" in p.profession:
                p.profession = self.ch(PL.PROFESSIONS)
            prof = p.profession
            if any(w in prof for w in ("student", "teacher", "lecturer", "caretaker", "lollipop", "librarian")):
                p.employer = self.ch(PL.SCHOOLS)
            else:
                p.employer = self.ch(PL.EMPLOYERS)
            p.nok = self.family(self.ch([r for r in PL.RELATIONS if r not in ("foster mother", "guardian")]), last=last)
        return p

    def family(self, rel=None, last=None):
        rel = rel or self.ch(PL.RELATIONS)
        if rel in MALE_REL:
            sex = "M"
        elif rel in FEMALE_REL:
            sex = "F"
        else:
            sex = None
        first, mid, l2, sex = self.name(sex)
        if last and self.chance(0.6):
            l2 = last
        return Obj(first=first, mid="", last=l2, sex=sex, rel=rel, phone=self.ch([self.phone(), self.mobile()]))

    def staff(self, role=None, cred=None):
        first, mid, last, sex = self.name()
        if role is None:
            role = self.ch(["doc", "doc", "nurse", "nurse", "app"])
        if self.uk:
            creds = {"doc": ["", "Consultant", "ST5", "ST3", "FY2", "CT2", "SpR", "MRCEM", "FRCEM"],
                     "nurse": ["RN", "RGN", "RMN", "ENP", "Sister", "Charge Nurse", "Staff Nurse", "HCA"],
                     "app": ["ANP", "ACP", "PA", "ENP"],
                     "para": ["Paramedic", "HCPC", "ECA", "Tech"],
                     "sec": ["Security", "Sec Off"],
                     "clerk": ["Receptionist", "Ward Clerk", "Admin"]}[role]
        else:
            creds = {"doc": ["MD", "DO", "MD", "MD, FACEP", "MD (resident)", "DO, PGY-2"],
                     "nurse": ["RN", "RN", "BSN, RN", "RN, CEN", "LPN", "CNA", "ED Tech"],
                     "app": ["PA-C", "NP", "FNP-C", "APRN"],
                     "para": ["EMT-P", "Paramedic", "EMT-B", "NRP", "AEMT"],
                     "sec": ["Security Officer", "PSO"],
                     "clerk": ["Unit Secretary", "Registration", "PAS"]}[role]
        cred = cred if cred is not None else self.ch(creds)
        s = Obj(first=first, mid=mid, last=last, sex=sex, role=role, cred=cred)
        s.user = self.username(first, last)
        s.ini = (first[0] + last[0]).upper()
        return s

    def username(self, first, last):
        f = first.lower().replace(" ", "").replace("-", "").replace("'", "")
        l_ = last.lower().replace(" ", "").replace("-", "").replace("'", "")
        style = self.r.randint(0, 5)
        if style == 0:
            return f[0] + l_[:7]
        if style == 1:
            return f[0] + l_[:6] + str(self.r.randint(1, 99))
        if style == 2:
            return f + "." + l_
        if style == 3:
            return l_[:5] + f[0] + str(self.r.randint(1, 9))
        if style == 4:
            return "%s%s%03d" % (f[0], l_[0], self.r.randint(1, 999))
        return f[:3] + l_[:3]

    def prof(self, p, ctx="works"):
        """Occupation pieces; 'retired' and other qualifiers stay outside the span."""
        v = P(p.profession, "PROFESSION")
        art = "an " if p.profession[0].lower() in "aeiou" else "a "
        if ctx in ("works", "Works"):
            if p.retired:
                out = [self.ch(["retired ", "formerly " + art, "retired " ]), v]
            elif p.profession in ("student", "graduate student"):
                out = [self.ch(["is " + art, "currently " + art]), v]
            else:
                out = [self.ch(["works as " + art, "employed as " + art, "works as " + art]), v]
            if ctx == "Works":
                out[0] = out[0][0].upper() + out[0][1:]
            return out
        if p.retired:
            return self.ch([["retired ", v], [v, " (retired)"], ["Retired ", v], ["ret. ", v]])
        return [v]

    # ---------- rendering of names (titles and credentials stay outside) ----------
    def title(self, who):
        if self.uk:
            if who.sex == "M":
                return "Mr"
            return self.ch(["Mrs", "Ms", "Miss"])
        if who.sex == "M":
            return "Mr."
        return self.ch(["Mrs.", "Ms."])

    def pname(self, who, typ="PATIENT", style=None):
        """Render a person's name as pieces. Style picks the layout."""
        if style is None:
            style = self.ch(["full", "full", "last_first", "title", "first", "initial_last"])
        f, m, l_ = who.first, who.mid, who.last
        if style == "full":
            v = "%s %s. %s" % (f, m, l_) if m and self.chance(0.4) else "%s %s" % (f, l_)
            return [P(v, typ)]
        if style == "last_first":
            return [P("%s, %s" % (l_, f), typ)]
        if style == "LAST_FIRST":
            v = "%s, %s" % (l_.upper(), f.upper())
            if m:
                v += " " + m
            return [P(v, typ)]
        if style == "board":
            return [P("%s, %s" % (l_.upper(), f[:2].upper()), typ)]
        if style == "title":
            return [self.title(who) + " ", P(l_, typ)]
        if style == "first":
            return [P(f, typ)]
        if style == "nick":
            return [P(who.nick or f, typ)]
        if style == "initial_last":
            return [P("%s. %s" % (f[0], l_), typ)]
        if style == "initials":
            return [P(self.ch(["%s.%s." % (f[0], l_[0]), "%s%s" % (f[0], l_[0])]), typ)]
        if style == "last":
            return [P(l_, typ)]
        if style == "first_initial":
            return [P("%s %s." % (f, l_[0]), typ)]
        raise ValueError(style)

    def sname(self, s, style=None):
        """Render a staff member with title / credential outside the span."""
        if style is None:
            style = self.ch(["dr_last", "full_cred", "full", "first_last_init", "ini", "dr_full", "last_cred"])
        is_doc = s.role == "doc"
        if style in ("dr_last", "dr_full") and not is_doc:
            style = "full_cred"
        if style == "dr_last":
            return [self.ch(["Dr. ", "Dr "]) if not self.uk else "Dr ", P(s.last, "DOCTOR")]
        if style == "dr_full":
            return ["Dr " if self.uk else self.ch(["Dr. ", "Dr "]), P("%s %s" % (s.first, s.last), "DOCTOR")]
        if style == "full_cred":
            c = s.cred
            if c in ("Sister", "Charge Nurse", "Staff Nurse", "Consultant", "Security", "Sec Off", "Receptionist",
                     "Ward Clerk", "Admin", "Tech", "Registration", "Unit Secretary", "PAS", "Security Officer"):
                return [c + " ", P("%s %s" % (s.first, s.last), "DOCTOR")]
            if c:
                return [P("%s %s" % (s.first, s.last), "DOCTOR"), ", " + c if self.chance(0.7) else " " + c]
            return [P("%s %s" % (s.first, s.last), "DOCTOR")]
        if style == "last_cred":
            c = s.cred if s.cred and " " not in s.cred else "RN"
            return [P(s.last, "DOCTOR"), " " + c]
        if style == "full":
            return [P("%s %s" % (s.first, s.last), "DOCTOR")]
        if style == "first_last_init":
            return [P("%s %s." % (s.first, s.last[0]), "DOCTOR")]
        if style == "ini":
            return [P(s.ini, "DOCTOR")]
        if style == "first":
            return [P(s.first, "DOCTOR")]
        if style == "last":
            return [P(s.last, "DOCTOR")]
        if style == "initial_last":
            return [P("%s. %s" % (s.first[0], s.last), "DOCTOR")]
        raise ValueError(style)

    def fname(self, fam, style=None):
        style = style or self.ch(["first", "full", "full", "title"])
        if style == "first":
            return [P(fam.first, "FAMILY")]
        if style == "full":
            return [P("%s %s" % (fam.first, fam.last), "FAMILY")]
        return [self.title(fam) + " ", P(fam.last, "FAMILY")]

    # ---------- ages ----------
    def age_sex(self, p, style=None):
        a = str(p.age)
        sx = p.sex
        if style is None:
            style = self.ch(["yoM", "ysp", "AM", "A_M", "yo_male", "year_old", "yrs"])
        if style == "yoM":
            return [P(a, "AGE"), self.ch(["yo ", " yo ", " y/o ", "yo"]) + sx]
        if style == "ysp":
            return [P(a, "AGE"), "y " + sx]
        if style == "AM":
            return [P(a, "AGE"), sx]
        if style == "A_M":
            return [P(a, "AGE"), " " + sx]
        if style == "yo_male":
            return [P(a, "AGE"), self.ch([" yo ", " y/o ", " year old "]) + ("male" if sx == "M" else "female")]
        if style == "year_old":
            who = ("man" if sx == "M" else "woman") if p.age >= 18 else ("boy" if sx == "M" else "girl")
            if self.chance(0.2) and p.age < 100:
                return [P(words(p.age), "AGE"), "-year-old " + who]
            return [P(a, "AGE"), "-year-old " + who]
        if style == "yrs":
            return [P(a, "AGE"), self.ch(["y", " yrs", "yrs"]) + " " + ("M" if sx == "M" else "F")]
        if style == "slash":
            return [P(a, "AGE"), "/" + sx]
        raise ValueError(style)

    # ---------- locations ----------
    def street(self):
        if self.uk:
            base = "%d %s %s" % (self.r.randint(1, 240), self.ch(PL.STREET_NAMES), self.ch(PL.UK_SUFFIX))
            k = self.r.random()
            if k < 0.15:
                return "Flat %d, %s" % (self.r.randint(1, 30), base)
            if k < 0.22:
                return "%d%s %s %s" % (self.r.randint(1, 99), self.ch("ab"), self.ch(PL.STREET_NAMES),
                                       self.ch(PL.UK_SUFFIX))
            return base
        pre = self.ch(["", "", "", "N ", "S ", "E ", "W "])
        base = "%d %s%s %s" % (self.r.randint(10, 9899), pre, self.ch(PL.STREET_NAMES), self.ch(PL.US_SUFFIX))
        k = self.r.random()
        if k < 0.15:
            base += self.ch([", Apt %d%s" % (self.r.randint(1, 30), self.ch("ABCD")), " Apt %d" % self.r.randint(1, 400),
                             " #%d" % self.r.randint(1, 40), ", Unit %d" % self.r.randint(1, 60)])
        return base

    def zipcode(self):
        z = "%05d" % self.r.randint(1000, 99899)
        if self.chance(0.15):
            z += "-" + self.digits(4)
        return z

    def postcode(self):
        area = self.ch(["KM", "AV", "TW", "HL", "NG", "LS", "BD", "YO", "EX", "PL", "GH", "RB", "CF", "LL", "KY", "PH"])
        return "%s%d %d%s" % (area, self.r.randint(1, 29), self.r.randint(1, 9), self.ch(UPPER) + self.ch(UPPER))

    def address(self, p, style=None):
        """Address of a person as pieces; parts are separate spans."""
        if style is None:
            style = self.ch(["one_line", "one_line", "two_line", "short"])
        if self.uk:
            parts = [P(p.street, "STREET"), ", "]
            if style == "short":
                return [P(p.street, "STREET"), ", ", P(p.city, "CITY")]
            parts += [P(p.city, "CITY")]
            if self.chance(0.35):
                parts += [", ", P(p.state, "CITY")]
            sep = "\n" if style == "two_line" else (", " if self.chance(0.5) else " ")
            parts += [sep, P(p.zip, "ZIP")]
            return parts
        if style == "short":
            return [P(p.street, "STREET"), ", ", P(p.city, "CITY")]
        st = p.state if self.chance(0.8) else p.state_name
        mid = "\n" if style == "two_line" else ", "
        return [P(p.street, "STREET"), mid, P(p.city, "CITY"), ", ", P(st, "STATE"), " ", P(p.zip, "ZIP")]

    def hospital(self, kind="ed"):
        if self.uk:
            pool = {"ed": PL.UK_HOSPITALS, "psych": PL.UK_PSYCH, "clinic": PL.UK_GP, "pharm": PL.UK_PHARM,
                    "care": PL.UK_CAREHOMES, "ward": PL.UK_WARDS, "unit": PL.UK_UNITS}[kind]
        else:
            pool = {"ed": PL.US_HOSPITALS, "psych": PL.US_PSYCH, "clinic": PL.US_CLINICS, "pharm": PL.US_PHARM,
                    "care": PL.US_CAREHOMES, "ward": PL.US_UNITS, "unit": PL.US_UNITS}[kind]
        return self.ch(pool)

    def landmark(self):
        return self.ch(PL.LANDMARKS_UK if self.uk else PL.LANDMARKS_US)

    def bed(self):
        k = self.r.random()
        if k < 0.5:
            return str(self.r.randint(1, 42))
        if k < 0.75:
            return "%s%d" % (self.ch(["H", "T", "C", "P", "A", "B"]), self.r.randint(1, 18))
        return "%d%s" % (self.r.randint(1, 30), self.ch("ABCD"))

    # ---------- contacts ----------
    def phone(self, ext=False):
        if self.uk:
            if self.chance(0.5):
                code = self.ch(UK_AREA4)
                tail = self.digits(4)
                v = self.ch(["%s 555 %s" % (code, tail), "%s-555-%s" % (code, tail), "(%s) 555 %s" % (code, tail),
                             "+44 %s 555 %s" % (code[1:], tail), "%s555%s" % (code, tail)])
            else:
                code = self.ch(UK_AREA5)
                tail = self.digits(3)
                v = self.ch(["%s 555%s" % (code, tail), "%s 555 %s" % (code, tail), "+44 %s 555%s" % (code[1:], tail)])
            if ext:
                v += self.ch([" ext %d" % self.r.randint(2000, 7999), " x%d" % self.r.randint(100, 9999)])
            return v
        a = self.ch(US_AREA)
        t = self.digits(4)
        v = self.ch(["(%s) 555-%s" % (a, t), "%s-555-%s" % (a, t), "%s.555.%s" % (a, t), "+1 %s 555 %s" % (a, t),
                     "1-%s-555-%s" % (a, t), "%s555%s" % (a, t), "(%s)555-%s" % (a, t)])
        if ext:
            v += self.ch([" ext. %d" % self.r.randint(2, 9999), " x%d" % self.r.randint(100, 9999),
                          " ext %d" % self.r.randint(100, 9999)])
        return v

    def mobile(self):
        if self.uk:
            pre = "07%d%02d" % (self.r.choice([4, 5, 7, 8, 9]), self.r.randint(0, 99))
            t = self.digits(3)
            return self.ch(["%s 555%s" % (pre, t), "%s 555 %s" % (pre, t), "+44 %s 555%s" % (pre[1:], t),
                            "%s555%s" % (pre, t)])
        return self.phone()

    def extension(self):
        return self.ch(["%d" % self.r.randint(2000, 7999), "4-%d" % self.r.randint(1000, 9999),
                        "%d-%d" % (self.r.randint(2, 8), self.r.randint(1000, 9999))])

    def pager(self):
        if self.uk:
            return "%d" % self.r.randint(1000, 8999)
        return self.ch(["%d-%04d" % (self.r.randint(2, 9), self.r.randint(0, 9999)), "%05d" % self.r.randint(10000, 99999),
                        self.phone()])

    def fax(self):
        return self.phone()

    def email(self, first, last, dept=False):
        f = first.lower().replace(" ", "").replace("'", "").replace("-", "")
        l_ = last.lower().replace(" ", "").replace("'", "").replace("-", "")
        dom = self.ch(["example.com", "example.org", "example.net", "mail.example.com", "nhs.example.net",
                       "health.example.org", "post.example.net"])
        if dept:
            local = self.ch(["ed.charge", "edflow", "obs.unit", "ed-callbacks", "bedbureau", "transfer.centre",
                             "ed.security", "mh.liaison", "site.manager", "edfollowup", "ed.navigator"])
            return "%s@%s" % (local, dom)
        local = self.ch(["%s.%s" % (f, l_), "%s%s" % (f[0], l_), "%s%s%d" % (f, l_[0], self.r.randint(1, 99)),
                         "%s_%s%d" % (f, l_, self.r.randint(60, 99)), "%s.%s%d" % (l_, f[0], self.r.randint(1, 9))])
        return "%s@%s" % (local, dom)

    def url(self, kind=None):
        host = self.ch(["www.example.org", "portal.example.com", "example.net", "myhealth.example.org",
                        "www.example.com", "care.example.net", "patient.example.org"])
        path = kind or self.ch(["/ed-aftercare", "/followup", "/results", "/mychart", "/discharge/instructions",
                                "/concussion-advice", "/wound-care", "/feedback", "/pay", "/mental-health-support",
                                "/obs-unit", "/callback"])
        pre = self.ch(["", "", "https://", "http://"])
        if pre == "" and not host.startswith("www."):
            pre = "https://"
        return pre + host + path

    def ip(self):
        k = self.r.random()
        if k < 0.5:
            return "10.%d.%d.%d" % (self.r.randint(0, 255), self.r.randint(0, 255), self.r.randint(1, 254))
        if k < 0.8:
            return "192.168.%d.%d" % (self.r.randint(0, 255), self.r.randint(1, 254))
        return "172.%d.%d.%d" % (self.r.randint(16, 31), self.r.randint(0, 255), self.r.randint(1, 254))
