"""Per-note context: the invented people, places, dates and identifiers of
one note, and the surface forms they are written in."""

import datetime as dt

import pools as PL
from core import P, pick, chance

COUNTRY_NAME = {"UK": "United Kingdom", "IE": "Ireland", "AU": "Australia",
                "NZ": "New Zealand", "CA": "Canada"}

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
UNITS_W = ["zero", "one", "two", "three", "four", "five", "six", "seven",
           "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
           "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS_W = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
          "eighty", "ninety"]
LET = "ABCDEFGHJKLMNPRSTUVWXYZ"


def words(n):
    if n < 20:
        return UNITS_W[n]
    t, u = divmod(n, 10)
    return TENS_W[t] + ("-" + UNITS_W[u] if u else "")


def th(n):
    if 11 <= n % 100 <= 13:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def fmt_date(d, s):
    m, mo = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
    wd, w3 = WEEKDAYS[d.weekday()], WEEKDAYS[d.weekday()][:3]
    return {
        "dmy": "%02d/%02d/%d" % (d.day, d.month, d.year),
        "dmy2": "%d/%d/%02d" % (d.day, d.month, d.year % 100),
        "dmyd": "%02d.%02d.%d" % (d.day, d.month, d.year),
        "dmyd2": "%02d.%02d.%02d" % (d.day, d.month, d.year % 100),
        "dmy_dash": "%02d-%02d-%d" % (d.day, d.month, d.year),
        "long": "%d %s %d" % (d.day, m, d.year),
        "long_th": "%s %s %d" % (th(d.day), m, d.year),
        "mon": "%d %s %d" % (d.day, mo, d.year),
        "mon_dash": "%02d-%s-%d" % (d.day, mo, d.year),
        "wk_long": "%s %d %s %d" % (wd, d.day, m, d.year),
        "wk_dm": "%s %d %s" % (wd, d.day, m),
        "wk_short": "%s %02d/%02d" % (w3, d.day, d.month),
        "wk_th": "%s %s" % (wd, th(d.day)),
        "wk": wd,
        "dm": "%02d/%02d" % (d.day, d.month),
        "dm1": "%d/%d" % (d.day, d.month),
        "d_month": "%d %s" % (d.day, m),
        "d_mon": "%d %s" % (d.day, mo),
        "d_month_th": "%s %s" % (th(d.day), m),
        "month_year": "%s %d" % (m, d.year),
        "mon_year": "%s %d" % (mo, d.year),
        "month": m,
        "year": "%d" % d.year,
        "iso": d.isoformat(),
        "mdy_long": "%s %d, %d" % (m, d.day, d.year),
        "mdy_mon": "%s %d, %d" % (mo, d.day, d.year),
        "wk_mdy": "%s, %s %d" % (wd, m, d.day),
        "wk_mdy_short": "%s %s %d" % (w3, mo, d.day),
        "md": "%s %d" % (m, d.day),
        "mdy_mon_dot": "%s. %d, %d" % (mo, d.day, d.year),
    }[s]


FULL = {"x": ["dmy", "dmy", "dmy", "long", "mon", "dmyd", "mon_dash",
              "long_th", "dmy2", "dmy_dash"],
        "CA": ["iso", "iso", "mdy_long", "mdy_mon", "mon_dash", "mdy_mon_dot"]}
NARR = {"x": ["long", "d_month", "d_month_th", "wk_dm", "dmy", "wk_short",
              "dm", "wk_th", "d_mon", "dm1", "wk_long"],
        "CA": ["mdy_long", "md", "wk_mdy", "wk_mdy_short", "iso", "mdy_mon"]}


class Person:
    def __init__(self, r, first, last, type_, title=None, cred=None, role=None):
        self.r = r
        self.first, self.last, self.type = first, last, type_
        self.mi = pick(r, LET) if chance(r, 0.35) else None
        self.title, self.cred, self.role = title, cred, role

    def full(self):
        return "%s %s" % (self.first, self.last)

    def nm(self, form=None):
        r, T = self.r, self.type
        if form is None:
            form = pick(r, ["full", "full", "title_last", "first",
                            "title_full", "init_last"])
        f, l = self.first, self.last
        if form == "full":
            return P(f + " " + l, T)
        if form == "first":
            return P(f, T)
        if form == "last":
            return P(l, T)
        if form == "title_last":
            if not self.title:
                return P(f + " " + l, T)
            return [self.title + " ", P(l, T)]
        if form == "title_full":
            if not self.title:
                return P(f + " " + l, T)
            return [self.title + " ", P(f + " " + l, T)]
        if form == "full_cred":
            if not self.cred:
                return P(f + " " + l, T)
            return [P(f + " " + l, T), pick(r, [", ", " "]) + self.cred]
        if form == "init_last":
            return P(f[0] + pick(r, [". ", " ", "."]) + l, T)
        if form == "last_first":
            return P(pick(r, [l.upper(), l]) + ", " + f, T)
        if form == "last_first_mi":
            if self.mi:
                return P(l.upper() + ", " + f + " " + self.mi, T)
            return P(l.upper() + ", " + f, T)
        if form == "full_mi":
            if self.mi:
                return P("%s %s. %s" % (f, self.mi, l), T)
            return P(f + " " + l, T)
        if form == "initials":
            a, b = f[0], l.replace("O'", "")[0]
            return P(pick(r, [a + b, a + "." + b + ".", a + b]), T)
        if form == "lc_initials":
            return P((f[0] + l.replace("O'", "")[0]).lower(), T)
        if form == "caps":
            return P((f + " " + l).upper(), T)
        if form == "f_caps":
            return P(f + " " + l.upper(), T)
        if form == "first_init":
            return P(f + " " + l[0] + ".", T)
        raise ValueError(form)


class Ctx:
    def __init__(self, r, country):
        self.r = r
        self.c = country
        self.cname = COUNTRY_NAME[country]
        self.ca = country == "CA"
        self.fs = pick(r, FULL["CA" if self.ca else "x"])
        self._memo = {}
        self._staff = {}
        towns = list(PL.TOWNS[country])
        r.shuffle(towns)
        self.towns = towns
        self.home_town = towns[0]
        self.hosp_town = towns[1] if chance(r, 0.6) else towns[0]
        self.hospital = pick(r, PL.HOSPITALS[country]).replace("{T}", self.hosp_town)
        self.hospital2 = pick(r, PL.HOSPITALS[country]).replace("{T}", towns[2])
        if self.hospital2 == self.hospital:
            self.hospital2 = "%s General Hospital" % towns[3]
        self.unit = pick(r, PL.UNITS)
        self.gp_practice = pick(r, PL.GP_PRACTICES[country]).replace("{T}", self.home_town)
        self.state = None
        if country in ("AU", "CA"):
            self.state = pick(r, PL.STATES[country])
        elif country == "NZ":
            self.state = pick(r, PL.STATES["NZ"])
        elif country == "IE":
            self.state = pick(r, PL.IE_COUNTIES)
        # people
        self.mother = Person(r, pick(r, PL.FEMALE), pick(r, PL.SURNAMES), "PATIENT",
                             title=pick(r, ["Mrs", "Ms", "Ms.", "Mrs.", "Miss"]))
        self.partner = None
        if chance(r, 0.88):
            if chance(r, 0.1):
                pf, pt = pick(r, PL.FEMALE), pick(r, ["Ms", "Mrs"])
                self.partner_word = pick(r, ["partner", "wife"])
            else:
                pf, pt = pick(r, PL.MALE), pick(r, ["Mr", "Mr."])
                self.partner_word = pick(r, ["partner", "husband", "partner"])
            pl = self.mother.last if chance(r, 0.45) else pick(r, PL.SURNAMES)
            self.partner = Person(r, pf, pl, "FAMILY", title=pt)
        sur = self.mother.last
        if self.partner and chance(r, 0.5):
            sur = self.partner.last
        self.baby_sex = pick(r, ["girl", "boy"])
        self.baby = Person(r, pick(r, PL.BABY), sur, "PATIENT", title="Baby")
        self.baby_named = chance(r, 0.8)
        if self.baby.first in PL.BABY_BOYS:
            self.baby_sex = "boy"
        elif self.baby.first not in PL.BABY_EITHER:
            self.baby_sex = "girl"
        # dates
        start = dt.date(2019, 1, 7)
        self.loss = start + dt.timedelta(days=r.randrange(0, 2350))
        age = r.randrange(19, 45)
        self.dob = dt.date(self.loss.year - age, r.randrange(1, 13), r.randrange(1, 29))
        self.age = self.age_at(self.loss)
        self.gw = r.randrange(24, 41)
        self.gd = r.randrange(0, 7)
        self.grav = r.randrange(1, 6)
        self.para = r.randrange(0, self.grav)
        self.siblings = []
        for _ in range(min(self.para, r.randrange(0, 3))):
            self.siblings.append((pick(r, PL.BABY), r.randrange(1, 12)))
        self.prof = pick(r, PL.PROFESSIONS)
        self.pprof = pick(r, PL.PROFESSIONS)

    # ---- helpers -------------------------------------------------------
    def memo(self, key, fn):
        if key not in self._memo:
            self._memo[key] = fn()
        return self._memo[key]

    def age_at(self, d):
        a = d.year - self.dob.year
        if (d.month, d.day) < (self.dob.month, self.dob.day):
            a -= 1
        return a

    def days(self, base, lo, hi):
        return base + dt.timedelta(days=self.r.randrange(lo, hi + 1))

    def d(self, date, style=None):
        if style is None:
            style = self.fs
        elif style == "n":
            style = pick(self.r, NARR["CA" if self.ca else "x"])
        elif style == "f":
            style = pick(self.r, FULL["CA" if self.ca else "x"])
        if self.ca and style in ("dmy", "dmy2", "dmyd", "dmyd2", "dmy_dash",
                                 "wk_short", "dm", "dm1"):
            style = "iso"
        return P(fmt_date(date, style), "DATE")

    def dn(self, date):
        return self.d(date, "n")

    def tm(self, day=False):
        r = self.r
        h = r.randrange(9, 17) if day else r.randrange(7, 22)
        m = pick(r, [0, 5, 10, 15, 20, 30, 40, 45, 50])
        s = pick(r, ["24", "24", "hrs", "ampm"])
        if s == "24":
            return "%02d:%02d" % (h, m)
        if s == "hrs":
            return "%02d%02d" % (h, m)
        hh = h % 12 or 12
        return ("%d.%02d%s" if chance(r, 0.5) else "%d:%02d %s") % (
            hh, m, "pm" if h >= 12 else "am")

    def age_p(self, a=None, style=None):
        a = self.age if a is None else a
        r = self.r
        st = style or pick(r, ["yo", "year", "aged", "y", "yrs", "F", "words",
                               "paren", "y/o"])
        if st == "yo":
            return [P(str(a), "AGE"), pick(r, [" yo", "yo", " y.o."])]
        if st == "year":
            return [P(str(a), "AGE"), "-year-old"]
        if st == "aged":
            return ["aged ", P(str(a), "AGE")]
        if st == "y":
            return [P(str(a), "AGE"), "y"]
        if st == "yrs":
            return [P(str(a), "AGE"), " yrs"]
        if st == "F":
            return [P(str(a), "AGE"), "F"]
        if st == "words":
            return ["aged ", P(words(a), "AGE")]
        if st == "paren":
            return ["(", P(str(a), "AGE"), ")"]
        return [P(str(a), "AGE"), " y/o"]

    # ---- staff and other persons ----------------------------------------
    def staff(self, key, role=None, kind="mw"):
        if key not in self._staff:
            r = self.r
            if kind == "dr":
                title = pick(r, ["Dr", "Dr", "Dr."])
                cred = pick(r, {"UK": ["MRCOG", "FRCOG", "MRCPCH", "MB ChB"],
                                "IE": ["MRCOG", "MRCPI", "MB BCh BAO"],
                                "AU": ["FRANZCOG", "FRACP", "MBBS"],
                                "NZ": ["FRANZCOG", "FRACP", "MBChB"],
                                "CA": ["MD, FRCSC", "MD", "MD, FRCPC"]}[self.c])
            elif kind == "mw":
                title, cred = None, pick(r, ["RM", "RM", "RGN RM", "BMid", "RN RM"])
            elif kind == "chap":
                title, cred = pick(r, ["Rev", "Rev.", "Fr", "Sr", None, "Rev"]), None
            else:
                title, cred = None, None
            if kind == "dr" and self.c == "UK" and chance(r, 0.15):
                title = "Mr" if chance(r, 0.5) else "Miss"
            fem = chance(r, 0.7)
            if title in ("Fr", "Mr", "Mr."):
                fem = False
            elif title in ("Sr", "Miss"):
                fem = True
            first = pick(r, PL.FEMALE if fem else PL.MALE)
            self._staff[key] = Person(r, first, pick(r, PL.SURNAMES), "DOCTOR",
                                      title=title, cred=cred, role=role)
        return self._staff[key]

    def other(self, key, type_="FAMILY", female=None):
        k = "o:" + key
        if k not in self._staff:
            r = self.r
            if female is None:
                female = chance(r, 0.55)
            first = pick(r, PL.FEMALE if female else PL.MALE)
            last = self.mother.last if key.startswith("rel_") and chance(r, 0.5) else pick(r, PL.SURNAMES)
            self._staff[k] = Person(r, first, last, type_,
                                    title=pick(r, ["Mrs", "Ms"] if female else ["Mr", "Mr."]))
        return self._staff[k]

    # ---- places ----------------------------------------------------------
    def street(self):
        r = self.r
        num = r.randrange(1, 240)
        base = "%d %s %s" % (num, pick(r, PL.STREET_STEMS), pick(r, PL.SUFFIX[self.c]))
        x = r.random()
        if self.c == "AU" and x < 0.25:
            base = "%d/%s" % (r.randrange(1, 20), base)
        elif self.c == "UK" and x < 0.2:
            base = "Flat %d, %s" % (r.randrange(1, 30), base)
        elif self.c == "CA" and x < 0.25:
            base = "%s, Unit %d" % (base, r.randrange(1, 400))
        elif self.c == "IE" and x < 0.15:
            base = "Apt %d, %s" % (r.randrange(1, 60), base)
        return base

    def postcode(self, state=None):
        r, c = self.r, self.c
        D = "0123456789"
        if c == "UK":
            a = pick(r, ["KB", "FH", "CW", "RX", "LM", "WS", "TN", "HD", "DN", "BX", "YO", "GL"])
            return "%s%d %d%s%s" % (a, r.randrange(1, 30), r.randrange(1, 10),
                                    pick(r, "ABDEFGHJLNPQRSTUWXYZ"), pick(r, "ABDEFGHJLNPQRSTUWXYZ"))
        if c == "IE":
            rk = pick(r, ["A65", "D15", "H91", "T12", "V94", "F91", "P31", "X35", "R95", "E41"])
            return rk + " " + "".join(pick(r, "0123456789ACDEFHKNPRTVWXY") for _ in range(4))
        if c == "AU":
            first = {"NSW": "2", "VIC": "3", "QLD": "4", "SA": "5", "WA": "6",
                     "TAS": "7", "ACT": "26", "NT": "08"}.get(state or self.state, "2")
            return first + "".join(pick(r, D) for _ in range(4 - len(first)))
        if c == "NZ":
            return "%d%03d" % (r.randrange(1, 10), r.randrange(0, 1000))
        lead = {"ON": "KLMNP", "BC": "V", "AB": "T", "NS": "B", "MB": "R",
                "SK": "S", "NB": "E", "NL": "A"}.get(state or self.state, "K")
        L = "ABCEGHJKLMNPRSTVWXYZ"
        return "%s%d%s %d%s%d" % (pick(r, lead), r.randrange(10), pick(r, L),
                                  r.randrange(10), pick(r, L), r.randrange(10))

    def addr(self, town=None, sep=", ", street=None, with_country=False):
        """Address pieces split into STREET, CITY, STATE, ZIP (and COUNTRY)."""
        r, c = self.r, self.c
        town = town or self.home_town
        st = P(street or self.street(), "STREET")
        out = [st, sep, P(town, "CITY")]
        if c == "UK":
            out += [sep, P(self.postcode(), "ZIP")]
        elif c == "IE":
            out += [sep, "Co. ", P(self.state, "CITY")]
            if chance(r, 0.8):
                out += [sep, P(self.postcode(), "ZIP")]
        elif c == "AU":
            out += [" ", P(self.state, "STATE"), " ", P(self.postcode(), "ZIP")]
        elif c == "NZ":
            out += [" ", P(self.postcode(), "ZIP")]
        else:
            out += [", " if sep == ", " else sep, P(self.state, "STATE"),
                    pick(r, ["  ", " "]), P(self.postcode(), "ZIP")]
        if with_country:
            out += [sep, P(self.cname if c != "UK" else pick(r, ["United Kingdom", "UK"]), "COUNTRY")]
        return out

    def home(self, sep=", "):
        return self.memo("home:" + sep, lambda: self.addr(sep=sep, street=self.memo("hstreet", self.street)))

    def org(self, pool, key=None, type_="ORGANIZATION", town=None):
        def mk():
            return P(pick(self.r, pool).replace("{T}", town or self.home_town), type_)
        return self.memo("org:" + (key or str(id(pool))), mk) if key else mk()

    # ---- contacts --------------------------------------------------------
    def phone(self, kind=None):
        r, c = self.r, self.c

        def dd(n):
            return "".join(str(r.randrange(10)) for _ in range(n))
        kind = kind or pick(r, ["land", "mob", "mob", "land", "intl"])
        if c == "UK":
            if kind == "land":
                return pick(r, ["01%s 555 %s" % (dd(3), dd(3)), "01%s 555%s" % (dd(3), dd(3)),
                                "0%s 555 %s" % (pick(r, ["113", "114", "117", "191", "161", "151"]), dd(4))])
            if kind == "intl":
                return "+44 7%s 555%s" % (dd(3), dd(3))
            return pick(r, ["07%s 555%s" % (dd(3), dd(3)), "07%s 555 %s" % (dd(3), dd(3))])
        if c == "IE":
            if kind == "land":
                return "(0%s) 555 %s" % (pick(r, ["91", "21", "61", "94", "66", "71", "1"]), dd(4))
            if kind == "intl":
                return "+353 8%s 555 %s" % (pick(r, "35679"), dd(4))
            return "08%s 555 %s" % (pick(r, "35679"), dd(4))
        if c == "AU":
            if kind == "land":
                return pick(r, ["(0%s) 5550 %s" % (pick(r, "2378"), dd(4)), "0%s 5550 %s" % (pick(r, "2378"), dd(4))])
            if kind == "intl":
                return "+61 4%s 555 %s" % (dd(2), dd(3))
            return "04%s 555 %s" % (dd(2), dd(3))
        if c == "NZ":
            if kind == "land":
                return pick(r, ["(0%s) 555 %s" % (pick(r, "34679"), dd(4)), "0%s 555 %s" % (pick(r, "34679"), dd(4))])
            if kind == "intl":
                return "+64 2%s 555 %s" % (pick(r, "127"), dd(4))
            return "02%s 555 %s" % (pick(r, "127"), dd(4))
        ac = pick(r, ["613", "416", "604", "403", "902", "204", "306", "506", "709", "519"])
        if kind == "intl":
            return "+1 %s 555 %s" % (ac, dd(4))
        return pick(r, ["(%s) 555-%s" % (ac, dd(4)), "%s-555-%s" % (ac, dd(4)),
                        "%s.555.%s" % (ac, dd(4))])

    def phone_ext(self):
        base = self.phone("land")
        r = self.r
        return "%s %s%d" % (base, pick(r, ["ext ", "ext. ", "x", "extn "]), r.randrange(2000, 8999))

    def bleep(self):
        r = self.r
        return pick(r, ["555%d" % r.randrange(10), "555%02d" % r.randrange(100),
                        "4-555%d" % r.randrange(10)])

    def slug(self, name=None):
        name = name or self.hospital
        s = "".join(ch for ch in name.lower() if ch.isalnum() or ch == " ")
        parts = [p for p in s.split() if p not in ("st", "of", "the", "and", "s")]
        return "-".join(parts[:2])

    def email(self, person=None, team=None):
        r = self.r
        if team:
            return P("%s@%s.example.%s" % (team, self.slug(), pick(r, ["org", "net"])), "EMAIL")
        if person is None:
            person = self.mother
        f = "".join(ch for ch in person.first.lower() if ch.isalpha())
        l = "".join(ch for ch in person.last.lower() if ch.isalpha())
        if person.type == "DOCTOR":
            return P(pick(r, ["%s.%s@%s.example.org" % (f, l, self.slug()),
                              "%s%s@example.org" % (f[0], l),
                              "%s.%s@health.example.net" % (f, l)]), "EMAIL")
        return P(pick(r, ["%s%s%d@example.com" % (f, l[:4], r.randrange(70, 99)),
                          "%s.%s@example.com" % (f, l),
                          "%s_%s@example.net" % (l, f[0])]), "EMAIL")

    def url(self, path=None, org=None):
        r = self.r
        slug = self.slug(org) if org else self.slug()
        path = path or pick(r, ["bereavement", "support", "maternity/loss", "resources/after-loss"])
        return P(pick(r, ["www.%s.example.org/%s" % (slug, path),
                          "https://%s.example.net/%s" % (slug, path),
                          "https://www.%s.example.org/%s" % (slug, path)]), "URL")

    def ip(self):
        r = self.r
        return P(pick(r, ["10.%d.%d.%d" % (r.randrange(256), r.randrange(256), r.randrange(1, 255)),
                          "192.168.%d.%d" % (r.randrange(256), r.randrange(1, 255)),
                          "172.%d.%d.%d" % (r.randrange(16, 32), r.randrange(256), r.randrange(1, 255))]), "IPADDR")

    def username(self, person):
        r = self.r
        f = "".join(ch for ch in person.first.lower() if ch.isalpha())
        l = "".join(ch for ch in person.last.lower() if ch.isalpha())
        return P(pick(r, [f[0] + l, l + f[0], f + "." + l, f[0] + l + str(r.randrange(1, 9)),
                          l[:6] + f[:2], "%s%s%02d" % (f[:3], l[:3], r.randrange(100))]), "USERNAME")

    # ---- identifiers -----------------------------------------------------
    def _d(self, n):
        return "".join(str(self.r.randrange(10)) for _ in range(n))

    def mrn(self, who="mother"):
        def mk():
            r, c, d = self.r, self.c, self._d
            if c == "UK":
                return pick(r, ["H" + d(7), "RX" + d(6), d(8), "K" + d(6) + pick(r, LET)])
            if c == "IE":
                return pick(r, [d(7), "MN" + d(6), d(6)])
            if c == "AU":
                return pick(r, [d(7), "UR" + d(6), d(6)])
            if c == "NZ":
                return pick(r, ["NW" + d(7), d(8), "TA" + d(6)])
            return pick(r, [d(8), "M" + d(7), d(3) + "-" + d(4)])
        return P(self.memo("mrn:" + who, mk), "MRN")

    def natid(self, who="mother"):
        """National health identifier (NHS no., NHI, IHI) - labelled MRN."""
        def mk():
            r, c, d = self.r, self.c, self._d
            if c == "UK":
                return "%s %s %s" % (d(3), d(3), d(4))
            if c == "NZ":
                return "".join(pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3)) + d(4)
            if c == "AU":
                return "8003 60%s %s %s" % (d(2), d(4), d(4))
            return None
        v = self.memo("nat:" + who, mk)
        return P(v, "MRN") if v else None

    def natid_label(self):
        return {"UK": "NHS No", "NZ": "NHI", "AU": "IHI"}.get(self.c)

    def healthplan(self):
        def mk():
            r, c, d = self.r, self.c, self._d
            if c == "AU":
                return ("Medicare", "%s%s %s %s" % (pick(r, "23456"), d(3), d(5), d(1)) + pick(r, ["", "/1", "/2"]))
            if c == "CA":
                st = self.state
                if st == "ON":
                    return ("OHIP", "%s-%s-%s-%s%s" % (d(4), d(3), d(3), pick(r, LET), pick(r, LET)))
                if st == "BC":
                    return ("PHN", "9%s %s %s" % (d(3), d(3), d(3)))
                if st == "AB":
                    return ("AHCIP", "%s-%s" % (d(5), d(4)))
                return ("Health card", "%s %s %s" % (d(4), d(3), d(3)))
            if c == "IE":
                return pick(r, [("Medical card no.", d(6) + pick(r, LET)),
                                ("GP visit card no.", d(7) + pick(r, LET))])
            ins = pick(r, PL.INSURERS[c])
            return (ins + " membership no.", pick(r, LET) + pick(r, LET) + d(7))
        lab, v = self.memo("hp", mk)
        return lab, P(v, "HEALTHPLAN")

    def private_fund(self):
        def mk():
            r = self.r
            return (pick(r, PL.INSURERS[self.c]), self._d(8) if chance(r, 0.5) else pick(r, LET) + self._d(7))
        ins, v = self.memo("pf", mk)
        return ins, P(v, "HEALTHPLAN")

    def ssn(self, who="mother"):
        def mk():
            r, c, d = self.r, self.c, self._d
            if c == "IE":
                return ("PPSN", "9%s%s%s" % (d(6), pick(r, "ABCDEFGHKLMNPRTW"), pick(r, ["", "A", "W"])))
            if c == "CA":
                return ("SIN", pick(r, ["9%s %s %s" % (d(2), d(3), d(3)), "9%s-%s-%s" % (d(2), d(3), d(3))]))
            if c == "NZ":
                return ("IRD no.", "9%s-%s-%s" % (d(2), d(3), d(3)))
            if c == "AU":
                return ("Centrelink CRN", "9%s %s %s%s" % (d(2), d(3), d(3), pick(r, "ABCHJKLPT")))
            return ("NI no.", "000 %s %s" % (d(3), d(3)))
        lab, v = self.memo("ssn:" + who, mk)
        return lab, P(v, "SSN")

    def account(self, key="enc"):
        def mk():
            r, d = self.r, self._d
            return pick(r, ["E" + d(9), d(4) + "-" + d(5), "V" + d(8), "EP" + d(7), d(10)])
        return P(self.memo("acct:" + key, mk), "ACCOUNT")

    def license(self, person):
        def mk():
            r, c, d = self.r, self.c, self._d
            dr = person.title in ("Dr", "Dr.", "Mr", "Miss") or (person.cred or "").startswith(("M", "F"))
            if c == "UK":
                return ("GMC", d(7)) if dr else ("NMC PIN", "%s%s%s%s" % (d(2), pick(r, "ABCDEFGHIJKLY"), d(4), pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")))
            if c == "IE":
                return ("IMC No.", d(6)) if dr else ("NMBI PIN", d(6))
            if c == "AU":
                return ("AHPRA", ("MED000" if dr else pick(r, ["MID000", "NMW000"])) + d(7))
            if c == "NZ":
                return ("MCNZ", d(5)) if dr else ("Midwifery Council reg.", d(5))
            return ("CPSO #", d(5)) if dr else ("CMO reg.", d(4))
        lab, v = self.memo("lic:" + person.full(), mk)
        return lab, P(v, "LICENSE")

    def idnum(self, prefix, digits=5):
        r = self.r
        yy = "%02d" % (self.loss.year % 100)
        return P(pick(r, ["%s%s-%s" % (prefix, yy, self._d(digits)),
                          "%s-%s%s" % (prefix, self.loss.year, self._d(digits - 1)),
                          "%s%s/%s" % (prefix, yy, self._d(digits))]), "IDNUM")

    def plate(self):
        r, c, d = self.r, self.c, self._d
        L = "ABCDEFGHJKLMNPRSTVWXYZ"

        def ll(n):
            return "".join(pick(r, L) for _ in range(n))
        if c == "UK":
            v = "%s%s %s" % (ll(2), d(2), ll(3))
        elif c == "IE":
            v = "%s%s-%s-%s" % (pick(r, ["19", "21", "22", "23", "15", "17"]), pick(r, "12"),
                                pick(r, ["G", "C", "D", "MO", "KY", "WX", "L", "TS"]), d(r.randrange(3, 6)))
        elif c == "AU":
            v = pick(r, ["%s%s%s" % (ll(3), d(2), ll(1)), "%s%s %s" % (d(1), ll(2), d(1) + ll(2)), "%s %s" % (d(3), ll(3))])
        elif c == "NZ":
            v = ll(3) + d(3)
        else:
            v = pick(r, ["%s %s" % (ll(4), d(3)), "%s-%s" % (ll(3), d(4)), "%s%s %s%s" % (ll(2), d(1), d(2), ll(1))])
        return P(v, "VEHICLE")
