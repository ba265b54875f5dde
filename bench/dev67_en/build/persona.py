"""Per-note cast and rendering helpers.  Every PHI value goes out through M()."""
import datetime as dt

import values as V
from marks import M


class Person:
    def __init__(self, first, middle, last, sex, role=None, cred="", rel=None):
        self.first, self.middle, self.last, self.sex = first, middle, last, sex
        self.role, self.cred, self.rel = role, cred, rel
        self.pager = None
        self.user = None
        self.phone = None


def _pick_name(r, sex, word_p=0.15):
    if r.random() < word_p:
        first = r.choice(V.WORD_FIRST_F if sex == "F" else V.WORD_FIRST_M)
    else:
        first = r.choice(V.FIRST_F if sex == "F" else V.FIRST_M)
    last = r.choice(V.WORD_SURNAMES) if r.random() < 0.22 else r.choice(V.SURNAMES)
    middle = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.5 else ""
    return first, middle, last


class Ctx:
    def __init__(self, r, genre, loc):
        self.r = r
        self.genre = genre
        self.loc = loc
        self.sex = r.choice("MF")
        self.first, self.middle, self.last = _pick_name(r, self.sex)
        self.nick = None
        if r.random() < 0.12:
            self.nick = r.choice(["Bud", "Sissy", "Red", "Tiny", "Lulu", "Dee", "Smitty", "Boots", "Coco", "Sonny"])
        self.age = r.randrange(19, 97)
        y = r.randrange(2017, 2027)
        self.enc = dt.date(y, 1, 1) + dt.timedelta(days=r.randrange(0, 360))
        self.dob = dt.date(self.enc.year - self.age, 1, 1) + dt.timedelta(days=r.randrange(0, 360))
        if self.dob > V.add_days(self.enc, -365 * self.age):
            self.dob = V.add_days(self.dob, -365)
        # home
        if loc == "US":
            self.city, self.state = r.choice(V.US_CITIES)
            self.country = "USA"
        elif loc == "UK":
            self.city, self.state = r.choice(V.UK_TOWNS)
            self.country = r.choice(V.UK_COUNTRIES)
        else:
            self.city, self.state = r.choice(V.AU_TOWNS)
            self.country = r.choice(V.AU_COUNTRIES)
        self.street = V.street(r, loc)
        self.zip = V.zipcode(r, loc)
        self.hosp = r.choice(V.HOSPITALS)
        self.hcity, self.hstate = r.choice(V.US_CITIES)
        pool = [o for o in V.OUTSIDE if o[0] in V.OUTSIDE_BY_GENRE.get(genre, [o[0]])]
        self.outside = r.choice(pool or V.OUTSIDE)
        self.gp = r.choice(V.UK_GP if loc == "UK" else V.AU_GP) if loc != "US" else None
        self.ward = r.choice(V.WARDS)
        self.mrn = V.mrn(r)
        self.acct = V.acct(r)
        self.plan = V.healthplan(r)
        self.ssn = V.ssn(r) if loc == "US" else (V.ni_number(r) if loc == "UK" else None)
        self.insurer = r.choice(V.INSURERS)
        self.room = r.choice(["%d%s" % (r.randrange(2, 9), "%02d" % r.randrange(1, 40)),
                              "%d%02d%s" % (r.randrange(2, 9), r.randrange(1, 40), r.choice("AB")),
                              "%d-%d" % (r.randrange(2, 9), r.randrange(1, 40))])
        self.bed = str(r.randrange(1, 30))
        self.prof = r.choice(V.PROFESSIONS if loc == "US" or r.random() < 0.6 else
                             (V.UK_PROFESSIONS if loc == "UK" else V.AU_PROFESSIONS))
        emp_pool = V.EMPLOYERS if loc == "US" else (V.UK_EMPLOYERS if loc == "UK" else V.AU_EMPLOYERS)
        self.employer = r.choice(emp_pool)
        self.pphone = V.phone(r, loc)
        self.pemail = V.email(r, self.first, self.last)
        self.staff = {}
        self.family = []
        self.cw = loc != "US" and r.random() < 0.45  # visiting UK/AU author writes d/m/y
        self.used_staff_names = set()

    # ------------------------------------------------------------ patient
    def title(self):
        r = self.r
        if self.sex == "M":
            t = r.choice(["Mr.", "Mr.", "Mr"])
        else:
            t = r.choice(["Ms.", "Mrs.", "Ms", "Mrs", "Miss"])
        return t

    def P(self, form=None):
        r = self.r
        f, m, l = self.first, self.middle, self.last
        if form is None:
            form = r.choice(["full", "full", "fml", "lf", "first", "title_last", "title_last", "init"])
        if form == "full":
            v = "%s %s" % (f, l)
        elif form == "fml":
            v = "%s %s. %s" % (f, m, l) if m else "%s %s" % (f, l)
        elif form == "lf":
            v = "%s, %s" % (l, f)
        elif form == "LF":
            v = ("%s, %s %s" % (l, f, m) if m else "%s, %s" % (l, f)).upper()
        elif form == "LFc":  # LAST,FIRST no space
            v = ("%s,%s" % (l, f)).upper()
        elif form == "first":
            v = f
        elif form == "last":
            v = l
        elif form == "LAST":
            v = l.upper()
        elif form == "title_last":
            return "%s %s" % (self.title(), M("PATIENT", l))
        elif form == "init":
            v = "%s.%s." % (f[0], l[0])
        elif form == "init2":
            v = "%s%s" % (f[0], l[0])
        elif form == "firstinit":
            v = "%s %s." % (f, l[0])
        elif form == "lower":
            v = ("%s %s" % (f, l)).lower()
        elif form == "nick":
            v = self.nick or f
        elif form == "FULLUP":
            v = ("%s %s" % (f, l)).upper()
        else:
            raise ValueError(form)
        return M("PATIENT", v)

    def ref(self):
        """A narrative reference to the patient: name or generic."""
        r = self.r
        x = r.random()
        if x < 0.35:
            return self.P("title_last")
        if x < 0.5:
            return self.P("first")
        if x < 0.6 and self.nick:
            return '"%s"' % self.P("nick")
        return r.choice(["the patient", "pt", "the patient", "patient"])

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"

    def mf(self):
        return self.sex

    def man(self):
        return self.r.choice(["man", "male", "gentleman"]) if self.sex == "M" else self.r.choice(["woman", "female", "lady"])

    # ------------------------------------------------------------ age
    def A(self, style=None, age=None):
        r = self.r
        a = self.age if age is None else age
        if style is None:
            style = r.choice(["yo", "yo", "-year-old", "-year-old", "y/o", "yoS", "years old", "-yo", "y", "yrs"])
        n = M("AGE", str(a))
        sx = self.sex
        return {
            "yo": "%s yo" % n, "yoS": "%syo" % n, "-year-old": "%s-year-old" % n,
            "y/o": "%s y/o" % n, "sex": "%s %s" % (n, sx), "sexS": "%s%s" % (n, sx),
            "years old": "%s years old" % n, "-yo": "%s-yo" % n, "y": "%sy" % n,
            "yrs": "%s yrs" % n, "YO": "%s YO" % n, "words": M("AGE", V.num_words(a)),
            "wordsyo": "%s-year-old" % M("AGE", V.num_words(a)),
            "bare": n, "age": "age %s" % n, "aged": "aged %s" % n,
        }[style]

    # ------------------------------------------------------------ dates
    def day(self, offset=0):
        return V.add_days(self.enc, offset)

    def D(self, d=None, kind="full", style=None):
        r = self.r
        if d is None:
            d = self.enc
        elif isinstance(d, int):
            d = self.day(d)
        if style is None:
            if kind == "full":
                style = r.choice(V.CW_FULL if self.cw else V.US_FULL)
            elif kind == "short":
                style = r.choice(V.CW_SHORT if self.cw else V.US_SHORT)
            elif kind == "any":
                style = r.choice((V.CW_FULL + V.CW_SHORT) if self.cw else (V.US_FULL + V.US_SHORT))
            elif kind == "partial":
                style = r.choice(V.PARTIAL)
            elif kind == "numeric":
                style = r.choice(["dmY", "dmy"] if self.cw else ["mdY", "mdy", "mdY1"])
        return M("DATE", V.fmt_date(d, style))

    def dob_s(self):
        return self.D(self.dob, "full", style=self.r.choice(["dmY", "dBY", "iso"] if self.cw else ["mdY", "mdY", "mdY1", "iso", "dbY", "bdy"]))

    def rng_(self, a, b, kind="short"):
        r = self.r
        sep = r.choice(["-", " - ", " to ", " through ", " thru "])
        return "%s%s%s" % (self.D(a, kind), sep, self.D(b, kind))

    def holiday(self):
        return M("DATE", self.r.choice(V.HOLIDAYS_US if self.loc == "US" else V.HOLIDAYS_COMMONWEALTH))

    def time(self):
        r = self.r
        h, m = r.randrange(24), r.randrange(60)
        return r.choice(["%02d:%02d" % (h, m), "%02d%02d" % (h, m), "%d:%02d %s" % ((h % 12) or 12, m, "AM" if h < 12 else "PM"),
                         "%02d%02d hrs" % (h, m)])

    # ------------------------------------------------------------ staff
    def S(self, key, role=None):
        if key in self.staff:
            return self.staff[key]
        r = self.r
        role = role or key.rstrip("0123456789")
        sex = r.choice("MF")
        for _ in range(20):
            first, middle, last = _pick_name(r, sex, 0.08)
            if last not in self.used_staff_names and last != self.last:
                break
        self.used_staff_names.add(last)
        cred = r.choice(V.CRED.get(role, ["MD"]))
        p = Person(first, middle, last, sex, role, cred)
        p.pager = V.pager(r)
        p.user = V.username(r, first, last)
        p.phone = V.us_phone(r)
        self.staff[key] = p
        return p

    def N(self, p, form=None, ftype="DOCTOR"):
        """Render a staff member or other person; titles and credentials stay outside."""
        r = self.r
        f, m, l, cred = p.first, p.middle, p.last, p.cred
        if form is None:
            if p.role in ("attending", "resident", "surgeon", "rad", "path", "psych", "peds", "ob", "anes") and cred in ("MD", "DO", "MD, FACS", "MD FACS", "MD, FACEP", "MD, PhD", "MD, FCAP", "MD, FAAP", "MD, FACOG", "MD, PGY-2", "MD PGY-3", "MBBS"):
                form = r.choice(["dr_last", "dr_last", "full_cred", "dr_full", "init_cred", "full_cred_nc", "LAST"])
            else:
                form = r.choice(["full_cred", "full_cred", "first", "full_cred_nc", "init_cred", "full"])
        c = cred
        if form == "dr_last":
            return "%s %s" % (r.choice(["Dr.", "Dr", "Dr."]), M(ftype, l))
        if form == "dr_full":
            return "%s %s" % (r.choice(["Dr.", "Dr"]), M(ftype, "%s %s" % (f, l)))
        if form == "full_cred":
            return "%s, %s" % (M(ftype, "%s %s" % (f, l)), c) if c else M(ftype, "%s %s" % (f, l))
        if form == "full_cred_nc":
            return "%s %s" % (M(ftype, "%s %s" % (f, l)), c) if c else M(ftype, "%s %s" % (f, l))
        if form == "fml_cred":
            v = "%s %s. %s" % (f, m, l) if m else "%s %s" % (f, l)
            return "%s, %s" % (M(ftype, v), c) if c else M(ftype, v)
        if form == "init_cred":
            return "%s, %s" % (M(ftype, "%s. %s" % (f[0], l)), c) if c else M(ftype, "%s. %s" % (f[0], l))
        if form == "full":
            return M(ftype, "%s %s" % (f, l))
        if form == "first":
            return M(ftype, f)
        if form == "last":
            return M(ftype, l)
        if form == "LAST":
            return M(ftype, l.upper())
        if form == "LF":
            return M(ftype, ("%s, %s" % (l, f)).upper())
        if form == "lf":
            return M(ftype, "%s, %s" % (l, f))
        if form == "lower":
            return M(ftype, ("%s %s" % (f, l)).lower())
        if form == "initials":
            return M(ftype, (f[0] + (m or "") + l[0]).upper())
        if form == "initials_lc":
            return M(ftype, (f[0] + l[0]).lower())
        raise ValueError(form)

    def sign(self, p, d=None, tm=True, extras=("pager", "user")):
        """A sign-off line block for staff member p."""
        r = self.r
        d = self.enc if d is None else d
        lines = []
        lead = r.choice(["Electronically signed by", "Signed:", "E-signed by", "Authenticated by", "Signed by", "--", "Note by"])
        when = self.D(d, "full") + ((" " + self.time()) if tm else "")
        lines.append("%s %s %s" % (lead, self.N(p, r.choice(["full_cred", "fml_cred", "full_cred_nc", "LF"])),
                                   r.choice(["on " + when, when, "(" + when + ")"])))
        ex = []
        if "pager" in extras and r.random() < 0.75:
            ex.append("%s %s" % (r.choice(["Pager", "pgr", "Pager #", "p.", "Beeper"]), M("PHONE", p.pager)))
        if "user" in extras and r.random() < 0.7:
            ex.append("%s %s" % (r.choice(["User:", "user ID", "Login:", "EHR user", "userid="]), M("USERNAME", p.user)))
        if r.random() < 0.25:
            ex.append("%s %s" % (r.choice(["Email:", "e-mail"]), M("EMAIL", V.email(r, p.first, p.last, "staff"))))
        if r.random() < 0.2:
            ex.append("Tel %s" % M("PHONE", V.with_ext(r, p.phone)))
        if ex:
            lines.append(r.choice([" | ", "  ", "; ", "\n"]).join(ex))
        return "\n".join(lines)

    # ------------------------------------------------------------ family & others
    def F(self, rel=None, sex=None):
        r = self.r
        if rel in V.RELATIONS["F"] and rel not in V.RELATIONS["M"]:
            sex = "F"
        elif rel in V.RELATIONS["M"] and rel not in V.RELATIONS["F"]:
            sex = "M"
        if sex is None:
            sex = r.choice("MF")
        if rel is None:
            pool = V.RELATIONS[sex]
            if self.age > 55:
                pool = [x for x in pool if x not in ("mother", "father", "aunt", "uncle", "girlfriend", "boyfriend")]
            elif self.age < 35:
                pool = [x for x in pool if x not in ("granddaughter", "grandson", "daughter-in-law", "son-in-law")]
            rel = r.choice(pool)
        first, middle, last = _pick_name(r, sex, 0.2)
        if rel in ("wife", "husband", "daughter", "son", "mother", "father", "sister", "brother",
                   "granddaughter", "grandson") and r.random() < 0.6:
            last = self.last
        p = Person(first, middle, last, sex, rel=rel)
        p.phone = V.phone(r, self.loc)
        self.family.append(p)
        return p

    def FN(self, p, form=None):
        r = self.r
        if form is None:
            form = r.choice(["first", "first", "full", "full", "title_last"])
        if form == "first":
            return M("FAMILY", p.first)
        if form == "full":
            return M("FAMILY", "%s %s" % (p.first, p.last))
        if form == "title_last":
            return "%s %s" % ("Mr." if p.sex == "M" else r.choice(["Mrs.", "Ms."]), M("FAMILY", p.last))
        if form == "lower":
            return M("FAMILY", p.first.lower())
        if form == "LAST":
            return M("FAMILY", ("%s %s" % (p.first, p.last)).upper())
        raise ValueError(form)

    def rel_word(self, p, short_ok=True):
        if short_ok and self.r.random() < 0.3 and p.rel in V.REL_SHORT:
            return V.REL_SHORT[p.rel]
        return p.rel

    def relname(self, p=None, form=None):
        """'his wife Ana' / 'dtr Beth Lowe' / 'Ana (wife)'."""
        r = self.r
        p = p or self.F()
        x = r.random()
        rw = self.rel_word(p)
        if x < 0.55:
            lead = (self.his() + " " + rw) if (r.random() < 0.5 and not rw.endswith("/")) else rw
            return "%s %s" % (lead, self.FN(p, form))
        if x < 0.8:
            return "%s (%s)" % (self.FN(p, form), p.rel)
        return "%s, the patient's %s" % (self.FN(p, "full"), p.rel)

    # ------------------------------------------------------------ places
    def H(self, form=None):
        r = self.r
        full, acr, short = self.hosp
        if form is None:
            form = r.choice(["full", "full", "acr", "short", "lower", "acr"])
        v = {"full": full, "acr": acr, "short": short, "lower": full.lower(), "upper": full.upper(),
             "acrl": acr.lower()}[form]
        return M("HOSPITAL", v)

    def O(self, form=None):
        r = self.r
        full, acr = self.outside
        if form is None:
            form = r.choice(["full", "full", "acr", "lower"])
        return M("HOSPITAL", {"full": full, "acr": acr, "lower": full.lower()}[form])

    def other_hosp(self):
        r = self.r
        full, acr, short = r.choice([h for h in V.HOSPITALS if h != self.hosp])
        return M("HOSPITAL", r.choice([full, acr, short]))

    def city_state(self, with_zip=False):
        r = self.r
        if self.loc == "US":
            st = self.state if r.random() < 0.85 else V.STATE_NAMES[self.state]
            s = "%s, %s" % (M("CITY", self.city), M("STATE", st))
            if with_zip:
                s += " " + M("ZIP", self.zip)
            return s
        if self.loc == "UK":
            s = M("CITY", self.city)
            if r.random() < 0.5:
                s += ", " + M("CITY", self.state)
            if with_zip:
                s += " " + M("ZIP", self.zip)
            return s
        st = self.state if r.random() < 0.8 else V.AU_STATE_NAMES[self.state]
        s = "%s %s" % (M("CITY", self.city), M("STATE", st))
        if with_zip:
            s += " " + M("ZIP", self.zip)
        return s

    def address(self, oneline=True):
        sep = ", " if oneline else "\n"
        s = M("STREET", self.street) + sep + self.city_state(True)
        if self.loc != "US":
            s += sep + M("COUNTRY", self.country)
        return s

    def hosp_loc(self):
        return "%s, %s" % (M("CITY", self.hcity), M("STATE", self.hstate))

    def RM(self):
        r = self.r
        x = r.random()
        if x < 0.5:
            return "%s %s" % (r.choice(["Room", "Rm", "room", "rm"]), M("LOCATION_OTHER", self.room))
        if x < 0.8:
            return "%s %s" % (r.choice(["Bed", "bed", "Bay", "bay"]), M("LOCATION_OTHER", self.bed))
        return "%s %s, %s %s" % (r.choice(["Rm", "Room"]), M("LOCATION_OTHER", self.room), r.choice(["bed", "Bed"]), M("LOCATION_OTHER", r.choice("AB12")))

    def WARD(self):
        r = self.r
        if r.random() < 0.7:
            return M("HOSPITAL", self.ward)
        return M("HOSPITAL", r.choice(V.NUM_UNITS))

    def EMP(self):
        return M("ORGANIZATION", self.employer)

    def PROF(self, prof=None):
        return M("PROFESSION", prof or self.prof)

    def job_phrase(self):
        r = self.r
        x = r.random()
        if x < 0.3:
            return "works as a%s %s at %s" % ("n" if self.prof[0] in "aeiou" else "", self.PROF(), self.EMP())
        if x < 0.5 and self.age > 55:
            return "retired %s" % self.PROF()
        if x < 0.5:
            return "currently a%s %s" % ("n" if self.prof[0] in "aeiou" else "", self.PROF())
        if x < 0.7:
            return "employed by %s as a%s %s" % (self.EMP(), "n" if self.prof[0] in "aeiou" else "", self.PROF())
        if x < 0.85:
            return "%s by trade, currently at %s" % (self.PROF(), self.EMP())
        return "works at %s (%s)" % (self.EMP(), self.PROF())

    # ------------------------------------------------------------ ids / contacts
    def ID(self, kind):
        r = self.r
        return {
            "MRN": lambda: M("MRN", self.mrn),
            "ACCOUNT": lambda: M("ACCOUNT", self.acct),
            "HEALTHPLAN": lambda: M("HEALTHPLAN", self.plan),
            "SSN": lambda: M("SSN", self.ssn or V.ssn(r)),
        }[kind]()

    def ph(self, p=None):
        return M("PHONE", p or self.pphone)


def _ya(self, n):
    d = self.enc
    try:
        return d.replace(year=d.year - n)
    except ValueError:
        return d.replace(year=d.year - n, day=28)


Ctx.ya = _ya


def _set_age(self, a):
    self.age = a
    self.dob = dt.date(self.enc.year - a, 1, 1) + dt.timedelta(days=self.r.randrange(0, 360))
    if self.dob > V.add_days(self.enc, -365 * a):
        self.dob = V.add_days(self.dob, -365)


Ctx.set_age = _set_age


def _the_split(ftype, value):
    """A leading article stays outside the span: 'the [Lantern Hotel]'."""
    if value.lower().startswith("the "):
        return value[:4] + M(ftype, value[4:])
    return M(ftype, value)


def _lm(self):
    return _the_split("LOCATION_OTHER", self.r.choice(V.LANDMARKS))


def _ctry(self):
    return _the_split("COUNTRY", self.r.choice(V.OTHER_COUNTRIES))


Ctx.LM = _lm
Ctx.CTRY = _ctry


def _school(self):
    adult = [x for x in V.SCHOOLS if any(w in x for w in ("College", "University", "Institute"))]
    return M("ORGANIZATION", self.r.choice(adult if self.age >= 19 else V.SCHOOLS))


Ctx.SCHOOL = _school
