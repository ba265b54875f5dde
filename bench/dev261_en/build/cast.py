"""Per-note cast: the patient, staff, institution and places that one note
talks about, generated once so a note stays internally consistent."""

import datetime as dt

import phi
import pools_places as PP

D0 = dt.date(2023, 1, 9)
D1 = dt.date(2025, 11, 28)


class Cast:
    def __init__(self, rng, country):
        self.rng = rng
        self.c = country
        self.uni = rng.choice(PP.UNIVERSITIES[country])
        self.uni_short = PP.UNI_SHORT[self.uni]
        base = rng.choice(PP.HEALTH_BASES)
        self.clinic = rng.choice(PP.HEALTH_FORMS[country]).format(b=base, u=self.uni_short)
        self.loc = phi.locale(rng, country)
        self.city, self.state_full, self.state, self.zip = self.loc
        self.sex = rng.choice(["F", "F", "F", "M", "M", "X"])
        self.pt = phi.make_person(rng, self.sex)
        r = rng.random()
        if r < 0.82:
            age = rng.randint(17, 24)
        elif r < 0.97:
            age = rng.randint(25, 34)
        else:
            age = rng.randint(35, 56)
        self.visit = phi.rand_date(rng, D0, D1)
        self.dob = dt.date(self.visit.year - age, rng.randint(1, 12), rng.randint(1, 28))
        self.age = phi.age_on(self.dob, self.visit)
        self.intl = rng.random() < 0.3
        self.home_country = rng.choice(PP.WORLD) if self.intl else None
        self._cache = {}

    # lazily created, then reused ------------------------------------
    def _get(self, key, fn):
        if key not in self._cache:
            self._cache[key] = fn()
        return self._cache[key]

    def staff(self, kind="md", k=0):
        return self._get(("staff", kind, k), lambda: phi.make_staff(self.rng, self.c, kind))

    def family(self, k=0, sex=None, same_surname=True):
        def mk():
            sur = self.pt.last if same_surname and self.rng.random() < 0.75 else None
            return phi.make_person(self.rng, sex, sur)
        return self._get(("fam", k), mk)

    def friend(self, k=0):
        return self._get(("friend", k), lambda: phi.make_person(self.rng))

    @property
    def sid(self):
        return self._get("sid", lambda: phi.student_id(self.rng, self.c))

    @property
    def mrn(self):
        return self._get("mrn", lambda: phi.mrn(self.rng))

    @property
    def plan(self):
        return self._get("plan", lambda: phi.healthplan(self.rng, self.c))

    @property
    def email(self):
        return self._get("email", lambda: phi.email_for(self.rng, self.pt))

    @property
    def phone(self):
        return self._get("phone", lambda: phi.phone(self.rng, self.c, mobile=True))

    @property
    def clinic_phone(self):
        return self._get("cphone", lambda: phi.phone(self.rng, self.c, mobile=False))

    @property
    def clinic_fax(self):
        return self._get("cfax", lambda: phi.phone(self.rng, self.c, mobile=False))

    @property
    def netid(self):
        return self._get("netid", lambda: phi.username(self.rng, self.pt))

    @property
    def hall(self):
        return self._get("hall", lambda: self.rng.choice(PP.HALLS))

    @property
    def room(self):
        def mk():
            r = self.rng.random()
            if r < 0.4:
                return "%d%02d" % (self.rng.randint(1, 9), self.rng.randint(1, 40))
            if r < 0.6:
                return "%d%02d%s" % (self.rng.randint(1, 6), self.rng.randint(1, 30), self.rng.choice("ABCD"))
            if r < 0.8:
                return "%d.%02d" % (self.rng.randint(0, 8), self.rng.randint(1, 30))
            return "%s%d" % (self.rng.choice("ABCDEFGH"), self.rng.randint(1, 60))
        return self._get("room", mk)

    @property
    def home(self):
        """Home (permanent) address locale: abroad students get a local one too."""
        return self._get("home", lambda: phi.locale(self.rng, self.c))

    @property
    def term_street(self):
        return self._get("tstreet", lambda: phi.street(self.rng, self.c))

    @property
    def employer(self):
        return self._get("emp", lambda: self.rng.choice(PP.EMPLOYERS))

    @property
    def job(self):
        return self._get("job", lambda: self.rng.choice(PP.PROFESSIONS))

    @property
    def major(self):
        return self._get("major", lambda: self.rng.choice(PP.MAJORS))

    @property
    def hospital(self):
        return self._get("hosp", lambda: self.rng.choice(PP.HOSPITALS[self.c]))

    @property
    def pharmacy(self):
        return self._get("pharm", lambda: self.rng.choice(PP.PHARMACIES[self.c]))

    # formatting helpers ---------------------------------------------
    def d(self, d=None, style=None):
        return phi.date_str(self.rng, d or self.visit, self.c, style)

    def day(self, offset, style=None):
        return phi.date_str(self.rng, phi.add_days(self.visit, offset), self.c, style)

    def pname(self, style=None):
        return phi.name(self.rng, self.pt, "PATIENT", style, self.c)

    def sname(self, kind="md", k=0, style=None):
        return phi.staff_name(self.rng, self.staff(kind, k), style)

    def fname(self, p, style=None):
        return phi.name(self.rng, p, "FAMILY", style, self.c)

    def pronoun(self):
        return {"F": "she", "M": "he", "X": "they"}[self.sex]

    def poss(self):
        return {"F": "her", "M": "his", "X": "their"}[self.sex]

    def sexchar(self):
        return {"F": "F", "M": "M", "X": "NB"}[self.sex]

    def age_seg(self, style=None):
        """Segments for an age expression, number annotated alone."""
        rng = self.rng
        a = str(self.age)
        style = style or rng.choice(["yo", "y/o", "-year-old", "yF", "year old", "age", "words"])
        if style == "yo":
            return [(a, "AGE"), rng.choice(["yo", " yo", " y.o."])]
        if style == "y/o":
            return [(a, "AGE"), " y/o"]
        if style == "-year-old":
            return [(a, "AGE"), "-year-old"]
        if style == "yF":
            return [(a, "AGE"), rng.choice(["", " "]) + self.sexchar()]
        if style == "year old":
            return [(a, "AGE"), " year old"]
        if style == "age":
            return ["aged ", (a, "AGE")]
        w = phi.age_words(self.age)
        if w:
            return [(w, "AGE"), "-year-old"]
        return [(a, "AGE"), "-year-old"]

    def addr(self, loc=None, oneline=None):
        return phi.address(self.rng, self.c, loc or self.home, oneline)

    def campus_loc_segs(self):
        """'City, ST' style segments for the campus locale."""
        if self.c == "UK":
            return [(self.city, "CITY")]
        return [(self.city, "CITY"), ", ", (self.state, "STATE")]

    def country_seg(self):
        if self.c == "UK":
            nat = PP.UK_NATIONS.get(self.city, "England")
            return (self.rng.choice(["United Kingdom", "UK", nat, nat]), "COUNTRY")
        return (self.rng.choice(PP.COUNTRY_NAME[self.c]), "COUNTRY")
