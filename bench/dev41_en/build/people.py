"""People, staff and per-note context (all invented)."""
import datetime as dt
import unicodedata

import pools
from locales import fmt_date, WEEKDAYS, MONTHS
from markup import M

WORDS_0_19 = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
              "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    if n < 20:
        return WORDS_0_19[n]
    if n >= 100:
        rest = n - 100
        return "one hundred" + ("" if rest == 0 else " and " + age_words(rest))
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + WORDS_0_19[u])


CLIN_ABBR = {"AF", "MI", "PE", "GI", "CT", "ED", "OT", "PT", "RN", "MD", "DM", "AS", "IV", "HR", "BP", "RR", "OD",
             "ON", "OM", "BD", "PR", "DH", "SH", "FH", "PC", "CM", "EN", "HO", "SP", "ST", "SR", "TB", "UR", "VW", "WR",
             "NG", "MR", "MS", "RA", "LA", "RV", "LV", "DO", "PA", "IN", "ID", "CO", "NB", "AM", "PM", "HD", "HS", "GP",
             "IE", "UK", "US", "CA", "AU", "NZ", "ME", "OR", "OH", "AD", "AT", "TO", "BE", "IT", "IP", "TV", "OK", "NP",
             "SN", "BST", "SLT"}


class Person:
    def __init__(self, rng, typ, sex=None, given=None, surname=None, loc=None):
        self.rng = rng
        self.typ = typ
        self.sex = sex or rng.choice("MF")
        self.given = given or rng.choice(pools.MALE if self.sex == "M" else pools.FEMALE)
        self.surname = surname or rng.choice(pools.SURNAMES)
        mids = pools.MALE if self.sex == "M" else pools.FEMALE
        self.middle = rng.choice(mids) if rng.random() < 0.45 else None
        if self.middle == self.given:
            self.middle = None
        self.nickname = pools.NICKNAMES.get(self.given) if rng.random() < 0.6 else None
        dot = loc is not None and loc.code in ("US", "CA")
        if self.sex == "M":
            self.title = "Mr." if dot else "Mr"
        else:
            self.title = rng.choice(["Mrs.", "Ms.", "Mrs.", "Miss"] if dot else ["Mrs", "Ms", "Mrs", "Miss"])
        self.he = "he" if self.sex == "M" else "she"
        self.He = self.he.capitalize()
        self.his = "his" if self.sex == "M" else "her"
        self.His = self.his.capitalize()
        self.him = "him" if self.sex == "M" else "her"

    # --- renderings (all return marked strings) ---
    def m(self, v):
        return M(self.typ, v)

    def full(self):
        return self.m("%s %s" % (self.given, self.surname))

    def full_mid(self):
        if self.middle:
            if self.rng.random() < 0.6:
                return self.m("%s %s. %s" % (self.given, self.middle[0], self.surname))
            return self.m("%s %s %s" % (self.given, self.middle, self.surname))
        return self.full()

    def formal(self):
        return "%s %s" % (self.title, self.m(self.surname))

    def first(self):
        return self.m(self.given)

    def last(self):
        return self.m(self.surname)

    def caps(self):
        mid = (" " + self.middle[0]) if self.middle else ""
        if self.rng.random() < 0.5:
            return self.m("%s, %s%s" % (self.surname.upper(), self.given.upper(), mid.upper()))
        return self.m("%s, %s%s" % (self.surname.upper(), self.given, mid))

    def last_first(self):
        return self.m("%s, %s" % (self.surname, self.given))

    def initials(self, dots=True):
        g = self.given[0]
        s = self.surname.replace("'", " ").split()[-1][0] if self.surname[0].islower() else self.surname[0]
        if (g + s) in CLIN_ABBR:
            dots = True
        return self.m("%s.%s." % (g, s) if dots else "%s%s" % (g, s))

    def short(self):
        return self.m("%s. %s" % (self.given[0], self.surname))

    def given_initial(self):
        return self.m("%s %s." % (self.given, self.surname[0]))

    def any_ref(self):
        r = self.rng.random()
        if r < 0.45:
            return self.formal()
        if r < 0.7:
            return self.full()
        if r < 0.85:
            return self.first()
        return self.last()


class Staff(Person):
    def __init__(self, rng, loc, kind, role, cred=None, sex=None):
        super().__init__(rng, "DOCTOR", sex=sex, loc=loc)
        self.loc = loc
        self.kind = kind  # doctor / nurse / slt / diet / ahp / other
        self.role = role
        self.cred = cred
        self.lic = loc.staff_license(kind, self.surname)
        self.bleep = loc.pager()
        base = "".join(c for c in fold(self.given[0] + self.surname).lower() if c.isalpha())
        self.username = rng.choice([base + str(rng.randint(1, 99)), base[:8], fold(self.given + "." + self.surname).lower()
                                    .replace(" ", "").replace("'", ""), base[:6] + "%02d" % rng.randint(1, 99)])
        if not self.username.isascii():
            self.username = base + str(rng.randint(1, 9))
        self.dot = loc.code in ("US", "CA")

    def dr(self):
        if self.kind == "doctor":
            return ("Dr. " if self.dot else "Dr ") + self.m(self.surname)
        return self.full()

    def dr_full(self):
        if self.kind == "doctor":
            return ("Dr. " if self.dot else "Dr ") + self.full()
        return self.full()

    def name_cred(self):
        if self.cred:
            return "%s, %s" % (self.full(), self.cred)
        return self.dr_full()

    def initials_lower(self):
        return self.m((self.given[0] + self.surname[0]).lower() if self.surname[0].isalpha() else self.given[:2].lower())


def fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode("ascii")


def email_for(rng, given, surname, domain):
    g = "".join(c for c in fold(given).lower() if c.isalpha()) or "x"
    s = "".join(c for c in fold(surname).lower() if c.isalpha()) or "y"
    local = rng.choice(["%s.%s" % (g, s), "%s%s" % (g[0], s), "%s.%s%d" % (g, s, rng.randint(1, 99)),
                        "%s_%s" % (s, g[0]), "%s%s%02d" % (g, s[0], rng.randint(0, 99))])
    return "%s@%s" % (local, domain)


PERSONAL_DOMAINS = ["example.com", "example.net", "example.org", "mail.example", "inbox.example",
                    "post.example", "homemail.example"]


def slug(s):
    return "".join(c for c in fold(s).lower() if c.isalnum())


class Ctx:
    """Everything one note needs."""

    def __init__(self, rng, loc, genre, age_range=(40, 99)):
        self.rng = rng
        self.loc = loc
        self.V = loc.vocab
        self.genre = genre
        r = rng
        self.styles = loc.pick_styles()
        start = dt.date(2024, 1, 8)
        self.today = start + dt.timedelta(days=r.randint(0, 1000))
        self.time = "%02d:%02d" % (r.randint(7, 21), r.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]))
        lo, hi = age_range
        self.age = r.randint(lo, hi)
        if r.random() < 0.12 and hi >= 90:
            self.age = r.randint(90, 103)
        self.dob = self.today - dt.timedelta(days=int(self.age * 365.25) + r.randint(5, 350))
        self.age = self.today.year - self.dob.year - ((self.today.month, self.today.day) < (self.dob.month, self.dob.day))
        self.pt = Person(r, "PATIENT", loc=loc)
        self.addr = loc.address()
        self.home_tel = loc.phone("home")
        self.mobile = loc.phone("mobile")
        self.pt_email = email_for(r, self.pt.given, self.pt.surname, r.choice(PERSONAL_DOMAINS))
        self.mrn = loc.mrn()
        self.mrn_label = loc.mrn_label()
        self.natid = loc.natid()
        prov = self.addr.get("prov", "ON")
        self.hp = loc.healthplan(prov) if loc.code == "CA" else loc.healthplan()
        while loc.code == "US" and self.age < 65 and self.hp[0].startswith("Medicare"):
            self.hp = loc.healthplan()
        self.ssn = loc.ssn()
        self.acct = loc.account()
        self.prof = r.choice(pools.PROFESSIONS)
        # hospital
        self.site_town = self.addr["city"] if r.random() < 0.5 else loc.town()
        self.hosp = loc.hosp_name(self.site_town)
        if loc.code in ("US", "CA"):
            self.ward = r.choice(["%d %s" % (r.randint(2, 9), r.choice(["West", "East", "North", "South"])),
                                  "%d%s %s" % (r.randint(2, 9), r.choice("ABCD"), r.choice(["Telemetry", "Med-Surg", "Step-Down"])),
                                  "%s Pavilion %d" % (r.choice(pools.US_WARDS), r.randint(2, 8)),
                                  "%s Unit" % r.choice(pools.US_WARDS)])
        else:
            self.ward = "%s %s" % (r.choice(pools.WARD_NAMES), r.choice(["Ward", "Ward", "Unit", "Ward"]))
        self.bed = str(r.randint(1, 32))
        self.bay = str(r.randint(1, 6))
        self.room = r.choice([str(r.randint(101, 640)), "%d%s" % (r.randint(2, 9) * 100 + r.randint(1, 40), r.choice("AB"))])
        # GP
        gp_town = self.addr["city"] if r.random() < 0.7 else loc.town()
        self.gp = Staff(r, loc, "doctor", "GP")
        self.practice = loc.practice_name(gp_town, self.gp.surname)
        self.practice_addr = loc.address()
        self.practice_addr["city"] = gp_town
        for k in ("county", "state", "state_full", "prov", "region"):
            if k in self.addr and k in self.practice_addr:
                self.practice_addr[k] = self.addr[k]
        if loc.code == "IE":
            self.practice_addr["county"] = self.addr["county"]
        self.practice_tel = loc.phone("home")
        self.practice_fax = loc.phone("home")
        # next of kin
        self.nok = Person(r, "FAMILY", loc=loc)
        if r.random() < 0.6:
            self.nok.surname = self.pt.surname
        self.nok_rel = self.pick_rel()
        self.nok_tel = loc.phone("mobile" if r.random() < 0.7 else "home")
        # staff
        self.staff = []
        self.domain = self.make_domain()

    def pick_rel(self):
        r = self.rng
        nb = "neighbour" if self.loc.code != "US" else "neighbor"
        if self.age < 18:
            return "mother" if self.nok.sex == "F" else "father"
        if self.age < 40:
            if self.nok.sex == "F":
                return r.choice(["wife", "partner", "mother", "mother", "sister", "friend"])
            return r.choice(["husband", "partner", "father", "brother", "friend"])
        if self.age < 62:
            if self.nok.sex == "F":
                return r.choice(["wife", "partner", "daughter", "sister", "mother", "friend"])
            return r.choice(["husband", "partner", "son", "brother", "friend"])
        if self.nok.sex == "F":
            return r.choice(["wife", "daughter", "daughter", "sister", "niece", "partner", "daughter-in-law",
                             "granddaughter", "friend", nb])
        return r.choice(["husband", "son", "son", "brother", "nephew", "partner", "son-in-law", "grandson", "friend"])

    def make_domain(self):
        r = self.rng
        s = slug(self.site_town)
        if len(s) > 14:
            s = slug(self.site_town.split()[0].split("-")[0])
        return r.choice(["%s-health.example" % s, "%shospital.example" % s, "%s.health.example" % s,
                         "%s-hosp.example.org" % s, "%scare.example.net" % s])

    def new_staff(self, kind, role, cred=None):
        s = Staff(self.rng, self.loc, kind, role, cred)
        self.staff.append(s)
        s.email = email_for(self.rng, s.given, s.surname, self.domain)
        return s

    # ---------------- dates ----------------
    def ago(self, days):
        return self.today - dt.timedelta(days=days)

    def later(self, days):
        return self.today + dt.timedelta(days=days)

    def d(self, date, kind="num"):
        if kind in ("num", "long", "short"):
            s = fmt_date(date, self.styles[kind])
        elif kind == "wd":
            s = self.loc.weekday_date(date, self.rng.randint(0, 4))
        elif kind == "weekday":
            s = WEEKDAYS[date.weekday()]
        else:
            s = fmt_date(date, kind)
        return M("DATE", s)

    HOLIDAYS = {
        "UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Christmas Day"],
        "IE": ["St Patrick's Day", "Christmas", "Easter Monday", "St Stephen's Day", "New Year's Eve"],
        "AU": ["Anzac Day", "Australia Day", "Christmas", "Boxing Day", "Easter"],
        "NZ": ["Waitangi Day", "Anzac Day", "Christmas", "Matariki", "Labour Weekend"],
        "US": ["Thanksgiving", "the Fourth of July", "Memorial Day", "Labor Day", "Christmas", "New Year's Eve"],
        "CA": ["Canada Day", "Thanksgiving", "Victoria Day", "Christmas", "Boxing Day"],
    }

    def holiday(self):
        h = self.rng.choice(self.HOLIDAYS[self.loc.code])
        if h.startswith("the "):
            return "the " + M("DATE", h[4:])
        return M("DATE", h)

    def date_range(self, d1, d2):
        r = self.rng
        if self.loc.dmy:
            a = fmt_date(d1, "dm") if d1.year == d2.year else fmt_date(d1, "dmy_nopad")
            b = fmt_date(d2, r.choice(["dmy_nopad", "dmy_slash"]))
        else:
            a = fmt_date(d1, "md") if d1.year == d2.year else fmt_date(d1, "us_nopad")
            b = fmt_date(d2, "us_nopad")
        return "%s-%s" % (M("DATE", a), M("DATE", b))

    def dob_str(self):
        return self.d(self.dob, "num")

    def age_m(self):
        return M("AGE", str(self.age))

    def age_phrase(self, narrative=False):
        """e.g. '78-year-old', '78 yo', '78yo', 'aged 78'."""
        r = self.rng
        a = M("AGE", str(self.age))
        sexw = {"M": ["man", "male", "gentleman"], "F": ["woman", "female", "lady"]}[self.pt.sex]
        if self.age < 18:
            sexw = ["boy"] if self.pt.sex == "M" else ["girl"]
        if narrative:
            opts = ["%s-year-old %s" % (a, r.choice(sexw)), "%s year old %s" % (a, r.choice(sexw)),
                    "%s-year-old %s" % (M("AGE", age_words(self.age)), r.choice(sexw)) if self.age < 100 else "%s-year-old %s" % (a, sexw[0])]
            return r.choice(opts)
        opts = ["%s-year-old %s" % (a, r.choice(sexw)), "%s yo %s" % (a, "M" if self.pt.sex == "M" else "F"),
                "%syo %s" % (a, r.choice(sexw)), "%s %s" % (a, self.pt.sex), "%s%s" % (a, self.pt.sex),
                "%s y/o %s" % (a, r.choice(sexw)), "%s year old %s" % (a, r.choice(sexw))]
        if self.age < 100 and r.random() < 0.12:
            opts = ["%s-year-old %s" % (M("AGE", age_words(self.age)), r.choice(sexw))]
        return r.choice(opts)

    def tel(self, kind="home"):
        return self.loc.phone(kind)
