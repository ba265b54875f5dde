"""Locale conventions and invented entities (people, places, identifiers).

Everything is drawn from one random.Random passed in by make.py.
"""
import datetime as dt

from phi import P, F
import pools

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON = [m[:3] for m in MONTHS]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WK = [w[:3] for w in WEEKDAYS]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return "%dth" % n
    return "%d%s" % (n, {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


DATE_STYLES = {
    "US": ["mdy", "mdy", "mdy_np", "mdy_short", "month_d_y", "mon_d_y"],
    "UK": ["dmy", "dmy", "dmy2", "d_mon_y", "d_month_y", "dth_month_y", "d-mon-y"],
    "IE": ["dmy", "dmy", "d_month_y", "dth_month_y", "d-mon-y", "dmy2"],
    "CA": ["iso", "iso", "month_d_y", "D-MON-Y", "dmy", "d_mon_y"],
    "AU": ["dmy", "dmy", "dmy2", "d_mon_y", "d-mon-y", "dmy_dot", "d_month_y", "dmy_np"],
    "NZ": ["dmy", "dmy", "d_month_y", "d_mon_y", "dmy2", "d-mon-y", "dmy_np"],
}
US_STYLE_DATES = {"mdy", "mdy_np", "mdy_short", "month_d_y", "mon_d_y"}


def fmt_date(d, style):
    y, m, dd = d.year, d.month, d.day
    if style == "dmy":
        return "%02d/%02d/%d" % (dd, m, y)
    if style == "dmy_np":
        return "%d/%d/%d" % (dd, m, y)
    if style == "dmy2":
        return "%02d/%02d/%02d" % (dd, m, y % 100)
    if style == "dmy_dot":
        return "%02d.%02d.%d" % (dd, m, y)
    if style == "mdy":
        return "%02d/%02d/%d" % (m, dd, y)
    if style == "mdy_np":
        return "%d/%d/%d" % (m, dd, y)
    if style == "mdy_short":
        return "%d/%d/%02d" % (m, dd, y % 100)
    if style == "iso":
        return "%d-%02d-%02d" % (y, m, dd)
    if style == "month_d_y":
        return "%s %d, %d" % (MONTHS[m - 1], dd, y)
    if style == "mon_d_y":
        return "%s %d, %d" % (MON[m - 1], dd, y)
    if style == "d_month_y":
        return "%d %s %d" % (dd, MONTHS[m - 1], y)
    if style == "d_mon_y":
        return "%d %s %d" % (dd, MON[m - 1], y)
    if style == "dth_month_y":
        return "%s %s %d" % (ordinal(dd), MONTHS[m - 1], y)
    if style == "d-mon-y":
        return "%02d-%s-%d" % (dd, MON[m - 1], y)
    if style == "D-MON-Y":
        return "%02d-%s-%d" % (dd, MON[m - 1].upper(), y)
    if style == "d-mon-yy":
        return "%02d-%s-%02d" % (dd, MON[m - 1], y % 100)
    raise ValueError(style)


class Person:
    def __init__(self, given, family, sex, kind, middle=None, origin="anglo", title=None):
        self.given, self.family, self.sex, self.kind = given, family, sex, kind
        self.middle, self.origin, self.title = middle, origin, title
        self.role = None
        self.cred = None
        self.lic = None  # (label, value)
        self.user = None

    # --- surface forms, each returns a P
    def _p(self, s):
        return P(s, self.kind)

    def full(self):
        return self._p("%s %s" % (self.given, self.family))

    def full_mid(self):
        if self.middle:
            return self._p("%s %s. %s" % (self.given, self.middle[0], self.family))
        return self.full()

    def fam(self):
        return self._p(self.family)

    def giv(self):
        return self._p(self.given)

    def nick(self):
        return self._p(pools.NICKNAMES.get(self.given, self.given))

    def lf(self):
        return self._p("%s, %s" % (self.family, self.given))

    def LF(self):
        s = "%s, %s" % (self.family.upper(), self.given.upper())
        if self.middle:
            s += " " + self.middle[0].upper()
        return self._p(s)

    def FAMg(self):
        return self._p("%s %s" % (self.family.upper(), self.given))

    def init_fam(self, dot=True):
        return self._p("%s%s %s" % (self.given[0], "." if dot else "", self.family))

    def initials(self, dot=True):
        parts = [self.given[0]]
        if self.middle:
            parts.append(self.middle[0])
        parts.append(self.family.replace("'", "")[0])
        if dot:
            return self._p(".".join(parts) + ".")
        v = "".join(parts).upper()
        if v.lower() in ("md", "rn", "np", "pa", "dr", "ms", "mr", "gp", "ed", "er", "ct", "do", "no", "us", "or", "ot",
                         "pt", "rt", "mri", "ecg", "ent", "icu", "bms", "pcp", "dob", "hdu", "ivf", "im", "iv", "sc", "po", "pr"):
            v = (self.given[0] + self.family.replace("'", "").replace(" ", "")[:2]).upper()
        return self._p(v)

    def giv_finit(self):
        return self._p("%s %s." % (self.given, self.family[0]))

    def lower_giv(self):
        return self._p(self.given.lower())

    def titled(self):
        """['Mrs ', P(family)] etc."""
        if self.title:
            return [self.title + " ", self.fam()]
        return [self.fam()]

    def titled_full(self):
        if self.title:
            return [self.title + " ", self.full()]
        return [self.full()]


class World:
    """Pools built once per run (towns, hospitals, practices) for each locale."""

    def __init__(self, rng):
        self.rng = rng
        self.towns = {}
        self.regions = {
            "US": rng.sample([s[1] for s in pools.US_STATES], 6),
            "UK": rng.sample(pools.UK_COUNTIES, 8),
            "IE": rng.sample(pools.IE_COUNTIES, 9),
            "CA": rng.sample([p[1] for p in pools.CA_PROVINCES], 4),
            "AU": rng.sample([s[1] for s in pools.AU_STATES], 4),
            "NZ": rng.sample(pools.NZ_REGIONS, 6),
        }
        for loc in ["US", "UK", "IE", "CA", "AU", "NZ"]:
            self.towns[loc] = self._make_towns(loc, 48)
        self.hospitals = {}
        self.practices = {}
        self.services = {}
        for loc in ["US", "UK", "IE", "CA", "AU", "NZ"]:
            self.hospitals[loc] = [self._make_hospital(loc) for _ in range(22)]
            self.practices[loc] = [self._make_practice(loc) for _ in range(30)]

    # ---------------- towns
    def _make_towns(self, loc, n):
        rng = self.rng
        pre, suf = pools.TOWN_PARTS[loc]
        seen = []
        towns = []
        tries = 0
        while len(towns) < n and tries < 5000:
            tries += 1
            a, b = rng.choice(pre), rng.choice(suf)
            if a.lower().endswith(b.strip()[:1].lower()) and not b.startswith(" "):
                continue
            name = a + b
            if loc == "CA" and rng.random() < 0.08:
                name = rng.choice(pools.CA_FRENCH_TOWNS)
            if loc == "UK" and rng.random() < 0.06:
                name = rng.choice(["Upper ", "Lower ", "Great ", "Little ", "Market "]) + name
            if name in seen:
                continue
            seen.append(name)
            towns.append(self._town_meta(loc, name))
        return towns

    def _town_meta(self, loc, name):
        rng = self.rng
        t = {"name": name, "loc": loc}
        reg = rng.choice(self.regions[loc])
        t["reg"] = reg
        if loc == "US":
            st = [x for x in pools.US_STATES if x[1] == reg][0]
            t["state"], t["abbr"] = st
            t["zip3"] = "%03d" % rng.randint(100, 989)
        elif loc == "UK":
            t["county"] = reg
            letters = "ABCDEFGHJKLMNPRSTWY"
            t["outward"] = rng.choice(letters) + rng.choice(letters + "  ").strip() + str(rng.randint(1, 29))
        elif loc == "IE":
            t["county"] = reg
            t["routing"] = rng.choice("ACDEFHKNPRTVWXY") + "%02d" % rng.randint(11, 98)
        elif loc == "CA":
            pv = [x for x in pools.CA_PROVINCES if x[1] == reg][0]
            t["state"], t["abbr"], first = pv
            t["fsa"] = rng.choice(first) + str(rng.randint(0, 9)) + rng.choice("ABCEGHJKLMNPRSTVWXYZ")
        elif loc == "AU":
            st = [x for x in pools.AU_STATES if x[1] == reg][0]
            t["state"], t["abbr"], pre = st
            t["pc"] = pre + "".join(str(rng.randint(0, 9)) for _ in range(4 - len(pre)))
        elif loc == "NZ":
            t["region"] = reg
            t["pc"] = "%04d" % rng.randint(110, 9893)
        return t

    # ---------------- institutions
    def _street(self, loc, number=True):
        rng = self.rng
        base = rng.choice(pools.STREET_BASES)
        suf = rng.choice(pools.STREET_SUFFIX[loc])
        if number:
            return "%d %s %s" % (rng.randint(1, 480), base, suf)
        return "%s %s" % (base, suf)

    def _make_hospital(self, loc):
        rng = self.rng
        town = rng.choice(self.towns[loc])
        tn = town["name"]
        saint = rng.choice(pools.SAINTS)
        sur = rng.choice(pools.NAMES["anglo"][2] + pools.NAMES["scottish"][2] + pools.NAMES["irish"][2])
        pats = {
            "US": ["{t} General Hospital", "{t} Regional Medical Center", "St. {s}'s Medical Center",
                   "{u} Memorial Hospital", "{t} Community Hospital", "University Hospital of {t}",
                   "Mercy {t} Medical Center", "{t} Medical Center"],
            "UK": ["{t} General Hospital", "Royal {t} Infirmary", "{t} District General Hospital",
                   "St {s}'s Hospital", "{t} University Hospital", "{t} Community Hospital",
                   "Queen Adelaide Hospital {t}", "{t} Royal Hospital"],
            "IE": ["University Hospital {t}", "St {s}'s Hospital", "{t} General Hospital",
                   "{t} Regional Hospital", "St {s}'s University Hospital", "Our Lady's Hospital {t}"],
            "CA": ["{t} General Hospital", "{t} Health Sciences Centre", "St. {s}'s Hospital",
                   "{t} Regional Health Centre", "{u} Memorial Hospital", "{t} District Hospital"],
            "AU": ["{t} Base Hospital", "{t} Hospital", "{t} District Hospital",
                   "St {s}'s Private Hospital", "Royal {t} Hospital", "{t} Health Service"],
            "NZ": ["{t} Hospital", "{t} Base Hospital", "St {s}'s Private Hospital",
                   "{t} Regional Hospital", "{t} Surgical Centre"],
        }[loc]
        name = rng.choice(pats).format(t=tn, s=saint, u=sur)
        slug = "".join(c for c in name.lower() if c.isalnum())[:18]
        tld = {"US": ".org", "UK": ".nhs.uk", "IE": ".ie", "CA": ".ca", "AU": ".org.au", "NZ": ".co.nz"}[loc]
        return {"name": name, "town": town, "street": self._street(loc), "domain": slug + tld,
                "ward": None}

    def _make_practice(self, loc):
        rng = self.rng
        town = rng.choice(self.towns[loc])
        tn = town["name"]
        base = rng.choice(pools.STREET_BASES)
        sur = rng.choice(pools.NAMES["anglo"][2] + pools.NAMES["irish"][2])
        pats = {
            "US": ["{t} Family Medicine", "{u} Primary Care", "{t} Internal Medicine Associates",
                   "{b} Family Practice", "{t} Community Health Center"],
            "UK": ["{b} Road Surgery", "{t} Medical Practice", "The {b} Health Centre",
                   "{b} House Surgery", "{t} Group Practice"],
            "IE": ["{t} Medical Centre", "{b} Surgery", "{t} Family Practice", "The {b} Clinic"],
            "CA": ["{t} Family Health Team", "{b} Medical Clinic", "{t} Community Health Centre",
                   "{b} Family Practice"],
            "AU": ["{t} Medical Centre", "{b} Street Family Practice", "{t} Family Doctors",
                   "{b} Medical Clinic"],
            "NZ": ["{t} Medical Centre", "{b} Health", "{t} Family Doctors", "{b} Medical Centre"],
        }[loc]
        name = rng.choice(pats).format(t=tn, b=base, u=sur)
        slug = "".join(c for c in name.lower() if c.isalnum())[:16]
        tld = {"US": ".com", "UK": ".nhs.uk", "IE": ".ie", "CA": ".ca", "AU": ".com.au", "NZ": ".co.nz"}[loc]
        return {"name": name, "town": town, "street": self._street(loc), "domain": slug + tld}


class Ctx:
    """Per-note context: locale, randomness, and factories returning P values."""

    def __init__(self, rng, world, loc):
        self.rng = rng
        self.world = world
        self.loc = loc
        self.dstyle = rng.choice(DATE_STYLES[loc])
        y = rng.randint(2019, 2025)
        self.today = dt.date(y, rng.randint(1, 12), 1) + dt.timedelta(days=rng.randint(0, 27))
        self.used_names = []
        self.home = rng.choice(world.regions[loc])

    # ---------------- randomness helpers
    def ch(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    def ri(self, a, b):
        return self.rng.randint(a, b)

    def digits(self, n):
        return "".join(str(self.rng.randint(0, 9)) for _ in range(n))

    def letters(self, n, alphabet="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def sample(self, seq, k):
        return self.rng.sample(seq, k)

    # ---------------- people
    def origin(self):
        w = pools.ORIGIN_WEIGHTS[self.loc]
        keys = list(w.keys())
        return self.rng.choices(keys, weights=[w[k] for k in keys])[0]

    def person(self, kind, sex=None, origin=None, family=None, title=True):
        rng = self.rng
        for _ in range(50):
            o = origin or self.origin()
            fem, mal, surs = pools.NAMES[o]
            s = sex or rng.choice("FM")
            given = rng.choice(fem if s == "F" else mal)
            if family is None:
                so = o if rng.random() < 0.9 else self.origin()
                fam = rng.choice(pools.NAMES[so][2])
            else:
                fam = family
            if given in self.used_names or (fam in self.used_names and family is None):
                continue
            break
        self.used_names.extend([given, fam])
        middle = None
        if rng.random() < 0.35:
            middle = rng.choice(pools.NAMES[o][0] if s == "F" else pools.NAMES[o][1])
            if middle == given:
                middle = None
        p = Person(given, fam, s, kind, middle=middle, origin=o)
        if title:
            if s == "M":
                p.title = "Mr"
            else:
                p.title = rng.choice(["Mrs", "Ms", "Ms", "Miss"])
            if self.loc == "US" and rng.random() < 0.5:
                p.title += "."
        return p

    def staff(self, role, sex=None, title=None, cred=None):
        p = self.person("DOCTOR", sex=sex, title=False)
        p.role = role
        p.title = title
        p.cred = cred
        return p

    def username(self, p):
        rng = self.rng
        g = p.given.split()[0].replace("-", "").replace("'", "").lower()
        f = p.family.replace(" ", "").replace("'", "").replace("-", "").lower()
        f = f.encode("ascii", "ignore").decode()
        g = g.encode("ascii", "ignore").decode()
        form = rng.choice(["{g0}{f}", "{g0}{f}{n}", "{f}{g0}", "{g}.{f}", "{g0}{f}", "{f}{n}"])
        u = form.format(g0=g[0], g=g, f=f[:10], n=rng.randint(1, 9))
        if rng.random() < 0.2:
            u = u.upper()
        return P(u, "USERNAME")

    # ---------------- dates
    def D(self, d, style=None):
        return P(fmt_date(d, style or self.dstyle), "DATE")

    def days(self, n, base=None):
        return (base or self.today) + dt.timedelta(days=n)

    def us_style(self):
        return self.dstyle in US_STYLE_DATES

    def Dwk(self, d, long=True):
        """Weekday with date, one span."""
        us = self.us_style()
        if long:
            if us:
                s = "%s, %s %d, %d" % (WEEKDAYS[d.weekday()], MONTHS[d.month - 1], d.day, d.year)
            elif self.dstyle == "iso":
                s = "%s %s" % (WEEKDAYS[d.weekday()], fmt_date(d, "iso"))
            else:
                s = "%s %d %s %d" % (WEEKDAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year)
        else:
            if us:
                s = "%s %d/%d" % (WK[d.weekday()], d.month, d.day)
            else:
                s = "%s %d/%d" % (WK[d.weekday()], d.day, d.month)
        return P(s, "DATE")

    def Dmy(self, d, short=False):
        """Month + year."""
        if short:
            return P("%s %d" % (MON[d.month - 1], d.year), "DATE")
        if self.chance(0.15):
            return P("%02d/%d" % (d.month, d.year), "DATE")
        return P("%s %d" % (MONTHS[d.month - 1], d.year), "DATE")

    def Dy(self, d):
        return P(str(d.year if isinstance(d, dt.date) else d), "DATE")

    def Ddm(self, d):
        """Day and month without year."""
        if self.us_style():
            return P(self.ch(["%d/%d" % (d.month, d.day), "%s %d" % (MONTHS[d.month - 1], d.day)]), "DATE")
        return P(self.ch(["%02d/%02d" % (d.day, d.month), "%d %s" % (d.day, MONTHS[d.month - 1]),
                          "%s %s" % (ordinal(d.day), MONTHS[d.month - 1])]), "DATE")

    def Dwkday(self, d):
        return P(WEEKDAYS[d.weekday()], "DATE")

    def holiday(self):
        hs = {"US": ["Thanksgiving", "Christmas", "Easter", "New Year's Day", "the Fourth of July",
                     "Labor Day", "Memorial Day"],
              "UK": ["Christmas", "Easter", "Boxing Day", "New Year's Eve", "the August bank holiday"],
              "IE": ["Christmas", "Easter", "St Patrick's Day", "St Stephen's Day", "the June bank holiday"],
              "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day", "Easter", "Labour Day"],
              "AU": ["Christmas", "Easter", "Anzac Day", "Australia Day", "Boxing Day", "the Queen's Birthday long weekend"],
              "NZ": ["Christmas", "Easter", "Waitangi Day", "Anzac Day", "Labour Weekend", "Boxing Day"]}[self.loc]
        h = self.ch(hs)
        if h.startswith("the "):
            return ["the ", P(h[4:], "DATE")]
        return [P(h, "DATE")]

    # ---------------- ages
    def age_p(self, a, words=False):
        return P(num_words(a) if words else str(a), "AGE")

    def dob_for(self, age):
        d = self.today - dt.timedelta(days=int(age * 365.25) + self.ri(1, 360))
        return d

    # ---------------- places
    def _local(self, items, key):
        if self.chance(0.85):
            near = [x for x in items if key(x) == self.home]
            if near:
                return self.ch(near)
        return self.ch(items)

    def town(self):
        return self._local(self.world.towns[self.loc], lambda t: t["reg"])

    def city_p(self, town):
        return P(town["name"], "CITY")

    def address(self, town=None):
        """A dict with parts as P values and a preferred layout."""
        rng = self.rng
        loc = self.loc
        town = town or self.town()
        num = rng.randint(1, 420)
        base = rng.choice(pools.STREET_BASES)
        suf = rng.choice(pools.STREET_SUFFIX[loc])
        street = "%d %s %s" % (num, base, suf)
        a = {"town": town}
        if loc == "US":
            if rng.random() < 0.3:
                street += rng.choice([", Apt %d%s" % (rng.randint(1, 12), rng.choice("ABCD")),
                                      " Apt %d" % rng.randint(101, 420), ", Unit %d" % rng.randint(1, 30),
                                      " #%d" % rng.randint(2, 40)])
            z = town["zip3"] + "%02d" % rng.randint(1, 99)
            if rng.random() < 0.2:
                z += "-%04d" % rng.randint(1, 9999)
            a.update(street=street, city=town["name"], state=town["abbr"], zip=z, state_full=town["state"])
        elif loc == "UK":
            r = rng.random()
            if r < 0.15:
                street = "Flat %d, %s" % (rng.randint(1, 24), street)
            elif r < 0.22:
                street = "%s, %s %s" % (rng.choice(pools.HOUSE_NAMES), base, suf)
            inward = str(rng.randint(1, 9)) + "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2))
            a.update(street=street, city=town["name"], county=town["county"],
                     zip=town["outward"] + " " + inward)
        elif loc == "IE":
            if rng.random() < 0.25:
                street = "%d %s" % (num, rng.choice(["Ashgrove Park", "Cluain Ard", "Radharc na Mara",
                                                      "Woodlawn Heights", "Castle View", "Ard Aoibhinn",
                                                      "Gleann Rua", "The Paddocks"]))
            uid = "".join(rng.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4))
            a.update(street=street, city=town["name"], county=town["county"],
                     zip=town["routing"] + " " + uid)
        elif loc == "CA":
            if rng.random() < 0.3:
                street = rng.choice(["%d-%s" % (rng.randint(101, 1808), street),
                                     "%s, Unit %d" % (street, rng.randint(1, 40))])
            ldu = str(rng.randint(0, 9)) + rng.choice("ABCEGHJKLMNPRSTVWXYZ") + str(rng.randint(0, 9))
            a.update(street=street, city=town["name"], state=town["abbr"], zip=town["fsa"] + " " + ldu,
                     state_full=town["state"])
        elif loc == "AU":
            if rng.random() < 0.3:
                street = "%s/%s" % (rng.randint(1, 24), street) if rng.random() < 0.6 else "Unit %d, %s" % (rng.randint(1, 24), street)
            a.update(street=street, city=town["name"], state=town["abbr"], zip=town["pc"],
                     state_full=town["state"])
        elif loc == "NZ":
            if rng.random() < 0.25:
                street = "%d%s %s %s" % (num, rng.choice("ABC"), base, suf)
            if rng.random() < 0.15:
                street = "Flat %d, %s" % (rng.randint(1, 9), street)
            suburb = self.town()["name"]
            if suburb == town["name"]:
                suburb = None
            a.update(street=street, city=town["name"], suburb=suburb, zip=town["pc"], region=town["region"])
        return a

    def addr_lines(self, a, sep="\n", with_country=False, county=None):
        """Address as parts (street line, town, region, code) separated by sep."""
        loc = self.loc
        st = P(a["street"], "STREET")
        city = P(a["city"], "CITY")
        z = P(a["zip"], "ZIP")
        out = [st, sep]
        if loc == "US":
            out += [city, ", ", P(a["state"], "STATE"), " ", z]
        elif loc == "CA":
            out += [city, " ", P(a["state"], "STATE"), "  ", z] if self.chance(0.5) else [city, ", ", P(a["state"], "STATE"), " ", z]
        elif loc == "UK":
            use_county = self.chance(0.35) if county is None else county
            out += [city]
            if use_county:
                out += [sep, P(a["county"], "CITY")]
            out += [sep, z]
        elif loc == "IE":
            out += [city, sep, "Co. ", P(a["county"], "CITY"), sep, z]
        elif loc == "AU":
            out += [P(a["city"].upper() if self.chance(0.4) else a["city"], "CITY"), " ",
                    P(a["state"], "STATE"), " ", z]
        elif loc == "NZ":
            if a.get("suburb"):
                out += [P(a["suburb"], "CITY"), sep]
            out += [city, " ", z]
        if with_country:
            out += [sep, P({"US": "USA", "UK": "United Kingdom", "IE": "Ireland", "CA": "Canada",
                            "AU": "Australia", "NZ": "New Zealand"}[loc], "COUNTRY")]
        return out

    def addr_inline(self, a):
        return self.addr_lines(a, sep=", ", county=False)

    def country(self, origin=None):
        if origin and origin in pools.ORIGIN_COUNTRY:
            c = self.ch(pools.ORIGIN_COUNTRY[origin])
        else:
            c = self.ch(pools.COUNTRIES)
        if c.startswith("the "):
            return ["the ", P(c[4:], "COUNTRY")]
        return [P(c, "COUNTRY")]

    def hospital(self, exclude=None):
        for _ in range(20):
            h = self._local(self.world.hospitals[self.loc], lambda x: x["town"]["reg"])
            if exclude is None or h["name"] not in exclude:
                return h
        return h

    def H(self, h):
        return P(h["name"], "HOSPITAL")

    def practice(self):
        return self._local(self.world.practices[self.loc], lambda x: x["town"]["reg"])

    def hosp_addr(self, h, sep="\n"):
        a = self.address(town=h["town"])
        a["street"] = h["street"]
        return self.addr_lines(a, sep=sep, county=False)

    def ward(self):
        if self.loc == "US":
            return P(self.ch(pools.US_UNITS), "HOSPITAL")
        if self.loc in ("AU", "NZ") and self.chance(0.5):
            return P(self.ch(pools.NZ_AU_WARDS), "HOSPITAL")
        return P(self.ch(pools.WARDS), "HOSPITAL")

    def org(self):
        t = self.town()["name"]
        sur = self.ch(pools.NAMES["anglo"][2])
        return P(self.ch(pools.ORG_KINDS).format(town=t, sur=sur, saint=self.ch(pools.SAINTS)), "ORGANIZATION")

    def profession(self):
        return P(self.ch(pools.PROFESSIONS), "PROFESSION")

    def bed(self):
        return P(str(self.ri(1, 32)), "LOCATION_OTHER")

    def bay_bed(self):
        """parts like 'Bay 3, Bed 4' / 'Rm 412B' / 'Bed 12'"""
        if self.loc == "US":
            r = self.ri(300, 899)
            return ["Room ", P("%d%s" % (r, self.ch(["A", "B", ""])), "LOCATION_OTHER")]
        if self.loc == "CA":
            return ["Room ", P("%d" % self.ri(201, 788), "LOCATION_OTHER"), ", Bed ", P(self.ch("ABCD"), "LOCATION_OTHER")]
        if self.chance(0.5):
            return ["Bay ", P(str(self.ri(1, 6)), "LOCATION_OTHER"), ", Bed ", P(str(self.ri(1, 6)), "LOCATION_OTHER")]
        if self.chance(0.5):
            return ["Side room ", P(str(self.ri(1, 12)), "LOCATION_OTHER")]
        return ["Bed ", P(str(self.ri(1, 30)), "LOCATION_OTHER")]

    # ---------------- contact
    def phone(self, kind="land", fax=False):
        rng = self.rng
        loc = self.loc
        t = "FAX" if fax else "PHONE"
        n2 = "%02d" % rng.randint(0, 99)
        if loc in ("US", "CA"):
            ac = rng.choice(["614", "412", "617", "312", "313", "414", "612", "503", "206", "512",
                             "303", "919", "804", "615", "314", "515", "502", "716", "410", "860"]
                            if loc == "US" else ["416", "647", "613", "604", "250", "403", "780",
                                                 "902", "204", "306", "506", "709", "519", "905"])
            num = "555-01" + n2
            s = rng.choice(["(%s) %s" % (ac, num), "%s-%s" % (ac, num), "%s.555.01%s" % (ac, n2),
                            "(%s) %s" % (ac, num)])
            if kind == "mobile" and rng.random() < 0.2:
                s = "+1 %s %s" % (ac, num.replace("-", " "))
        elif loc == "UK":
            n3 = "%03d" % rng.randint(0, 999)
            if kind == "mobile":
                s = rng.choice(["07700 900" + n3, "07700 900 " + n3, "+44 7700 900" + n3])
            else:
                s = rng.choice(["01632 960" + n3, "01632 960" + n3, "020 7946 0" + n3,
                                "0113 496 0" + n3, "0161 496 0" + n3, "0121 496 0" + n3,
                                "0117 496 0" + n3, "0115 496 0" + n3, "029 2018 0" + n3])
        elif loc == "IE":
            if kind == "mobile":
                s = rng.choice(["087 555 01" + n2, "085 555 01" + n2, "086 555 01" + n2,
                                "+353 87 555 01" + n2])
            else:
                s = rng.choice(["(01) 555 01" + n2, "01 555 01" + n2, "021 555 01" + n2,
                                "091 555 01" + n2, "061 555 01" + n2, "(051) 555 01" + n2])
        elif loc == "AU":
            if kind == "mobile":
                n3 = "%03d" % rng.randint(0, 999)
                s = rng.choice(["0491 570 " + n3, "0491 570 " + n3, "+61 491 570 " + n3])
            else:
                s = "%s 5550 %04d" % (rng.choice(["(02)", "(03)", "(07)", "(08)", "02", "03"]), rng.randint(0, 9999))
        else:  # NZ
            if kind == "mobile":
                s = rng.choice(["021 555 01" + n2, "027 555 01" + n2, "022 555 01" + n2,
                                "+64 21 555 01" + n2])
            else:
                s = rng.choice(["(09) 555 01" + n2, "09 555 01" + n2, "(07) 555 01" + n2,
                                "(04) 555 01" + n2, "(03) 555 01" + n2, "06 555 01" + n2])
        if kind == "ext":
            s += rng.choice([" ext. %d" % rng.randint(2000, 7999), " ext %d" % rng.randint(200, 799),
                             " x%d" % rng.randint(2000, 7999)])
        return P(s, t)

    def fax(self):
        return self.phone(fax=True)

    def pager(self):
        """parts: label + number"""
        loc = self.loc
        if loc == "US":
            return self.ch([["pager ", P("%d-%04d" % (self.ri(2, 8), self.ri(0, 9999)), "PHONE")],
                            ["pgr ", P("%05d" % self.ri(10000, 99999), "PHONE")],
                            ["pager #", P("%04d" % self.ri(1000, 9999), "PHONE")]])
        if loc in ("UK", "IE"):
            return [self.ch(["bleep ", "Bleep ", "bleep "]), P(str(self.ri(1000, 8999)), "PHONE")]
        if loc == "CA":
            return self.ch([["pager ", P("%d-%04d" % (self.ri(2, 8), self.ri(0, 9999)), "PHONE")],
                            ["locating ", P(str(self.ri(2000, 7999)), "PHONE")]])
        return [self.ch(["pager ", "page ", "pager "]), P(str(self.ri(1000, 8999)), "PHONE")]

    def ext(self):
        return [self.ch(["ext ", "ext. ", "extension "]), P(str(self.ri(2000, 7999)), "PHONE")]

    def email_for(self, p, domain=None):
        g = p.given.split()[0].lower().replace("'", "").replace("-", "")
        f = p.family.lower().replace(" ", "").replace("'", "")
        g = g.encode("ascii", "ignore").decode()
        f = f.encode("ascii", "ignore").decode()
        if domain is None:
            form = self.ch(["{g}.{f}{n}", "{g}{f}", "{g0}{f}{n}", "{f}.{g}", "{g}_{f}"])
            user = form.format(g=g, f=f, g0=g[0], n=self.ri(1, 99))
            domain = self.ch(pools.EMAIL_DOMAINS)
        else:
            user = self.ch(["{g}.{f}", "{g0}.{f}", "{g}.{f}"]).format(g=g, f=f, g0=g[0])
        return P(user + "@" + domain, "EMAIL")

    def email_dept(self, dept, domain):
        return P("%s@%s" % (dept, domain), "EMAIL")

    def url(self, domain, path=None):
        s = self.ch(["www.", "https://www.", "www."]) + domain
        if path:
            s += "/" + path
        return P(s, "URL")

    def ip(self):
        r = self.rng.random()
        if r < 0.5:
            s = "10.%d.%d.%d" % (self.ri(0, 250), self.ri(0, 250), self.ri(2, 250))
        elif r < 0.8:
            s = "172.%d.%d.%d" % (self.ri(16, 31), self.ri(0, 250), self.ri(2, 250))
        else:
            s = "192.168.%d.%d" % (self.ri(0, 250), self.ri(2, 250))
        return P(s, "IPADDR")

    # ---------------- identifiers
    def nhs_number(self):
        # 999 range is reserved for testing; valid mod-11 check digit
        while True:
            body = [9, 9, 9] + [self.ri(0, 9) for _ in range(6)]
            tot = sum(d * (10 - i) for i, d in enumerate(body))
            chk = 11 - tot % 11
            if chk == 11:
                chk = 0
            if chk == 10:
                continue
            s = "".join(map(str, body)) + str(chk)
            return s[:3] + " " + s[3:6] + " " + s[6:]

    def nhi(self):
        return "Z" + self.letters(2, "ABCDEFGHJKLMNPQRSTUVWXY") + self.digits(4)

    def mrn(self):
        loc = self.loc
        rng = self.rng
        if loc == "US":
            s = rng.choice(["%08d" % rng.randint(100000, 99999999), "E%07d" % rng.randint(0, 9999999),
                            "%07d" % rng.randint(1000000, 9999999), "MR%06d" % rng.randint(0, 999999)])
        elif loc == "UK":
            s = rng.choice(["%s%07d" % (self.letters(3), rng.randint(0, 9999999)),
                            "%s%06d" % (self.letters(1), rng.randint(0, 999999)),
                            "%s%08d" % (self.letters(1), rng.randint(0, 99999999))])
        elif loc == "IE":
            s = rng.choice(["%07d" % rng.randint(0, 9999999), "%s%06d" % (self.letters(1), rng.randint(0, 999999))])
        elif loc == "CA":
            s = rng.choice(["%07d" % rng.randint(0, 9999999), "H%07d" % rng.randint(0, 9999999),
                            "%s%06d" % (self.letters(2), rng.randint(0, 999999))])
        elif loc == "AU":
            s = rng.choice(["%07d" % rng.randint(0, 9999999), "%06d" % rng.randint(0, 999999),
                            "%s%06d" % (self.letters(2), rng.randint(0, 999999))])
        else:
            s = "%07d" % rng.randint(0, 9999999)
        return P(s, "MRN")

    def ssn(self):
        loc = self.loc
        rng = self.rng
        if loc == "US":
            s = "9%02d-%02d-%04d" % (rng.randint(0, 99), rng.randint(1, 99), rng.randint(1, 9999))
        elif loc == "UK":
            s = "%s %02d %02d %02d %s" % (self.letters(2, "ABCEGHJKLMNPRSTWXYZ"), rng.randint(0, 99),
                                         rng.randint(0, 99), rng.randint(0, 99), rng.choice("ABCD"))
        elif loc == "IE":
            s = "%07d%s" % (rng.randint(0, 9999999), rng.choice(["T", "W", "TA", "WA", "H", "FA", "K"]))
        elif loc == "CA":
            s = rng.choice(["9%02d %03d %03d", "9%02d-%03d-%03d"]) % (rng.randint(0, 99), rng.randint(0, 999), rng.randint(0, 999))
        elif loc == "AU":
            s = "%03d %03d %03d%s" % (rng.randint(100, 999), rng.randint(0, 999), rng.randint(0, 999), rng.choice("ABCHJKLSTX"))
        else:
            s = "%03d-%03d-%03d" % (rng.randint(10, 150), rng.randint(0, 999), rng.randint(0, 999))
        return P(s, "SSN")

    def ssn_label(self):
        return {"US": "SSN", "UK": "NI No", "IE": "PPSN", "CA": "SIN", "AU": "Centrelink CRN",
                "NZ": "MSD client no."}[self.loc]

    def healthplan(self):
        """(label, P) national / insurance coverage number"""
        loc = self.loc
        rng = self.rng
        if loc == "US":
            kind = rng.choice(["member", "member", "medicare", "medicaid"])
            if kind == "member":
                return ("Member ID", P("%s%09d" % (self.letters(3), rng.randint(0, 999999999)), "HEALTHPLAN"))
            if kind == "medicare":
                a = "%d%s%s%d-%s%s%d-%s%s%d%d" % (rng.randint(1, 9), self.letters(1, "ACDEFGHJKMNPQRTUVWXY"),
                                                  self.letters(1, "ACDEFGHJKMNPQRTUVWXY0123456789"), rng.randint(0, 9),
                                                  self.letters(1, "ACDEFGHJKMNPQRTUVWXY"),
                                                  self.letters(1, "ACDEFGHJKMNPQRTUVWXY0123456789"), rng.randint(0, 9),
                                                  self.letters(1, "ACDEFGHJKMNPQRTUVWXY"), self.letters(1, "ACDEFGHJKMNPQRTUVWXY"),
                                                  rng.randint(0, 9), rng.randint(0, 9))
                return ("Medicare MBI", P(a, "HEALTHPLAN"))
            return ("Medicaid ID", P("%s%08d" % (self.letters(2), rng.randint(0, 99999999)), "HEALTHPLAN"))
        if loc == "UK":
            return ("Policy no.", P("%s%08d" % (self.letters(2), rng.randint(0, 99999999)), "HEALTHPLAN"))
        if loc == "IE":
            if rng.random() < 0.5:
                return ("Medical card no.", P("%07d%s" % (rng.randint(0, 9999999), rng.choice("ABCDEFGHJK")), "HEALTHPLAN"))
            return ("Policy no.", P("%s-%08d" % (self.letters(2), rng.randint(0, 99999999)), "HEALTHPLAN"))
        if loc == "CA":
            pv = self.home
            if pv == "ON":
                return ("OHIP", P("%04d-%03d-%03d-%s" % (rng.randint(0, 9999), rng.randint(0, 999), rng.randint(0, 999), self.letters(2)), "HEALTHPLAN"))
            if pv == "BC":
                return ("PHN", P("9%03d %03d %03d" % (rng.randint(0, 999), rng.randint(0, 999), rng.randint(0, 999)), "HEALTHPLAN"))
            if pv == "AB":
                return ("AHCIP", P("%05d-%04d" % (rng.randint(0, 99999), rng.randint(0, 9999)), "HEALTHPLAN"))
            if pv == "NS":
                return ("MSI", P("%04d %03d %03d" % (rng.randint(0, 9999), rng.randint(0, 999), rng.randint(0, 999)), "HEALTHPLAN"))
            return ("PHIN" if pv == "MB" else "HSN", P("%09d" % rng.randint(0, 999999999), "HEALTHPLAN"))
        if loc == "AU":
            return ("Medicare", P("%d%03d %05d %d" % (rng.randint(2, 6), rng.randint(0, 999), rng.randint(0, 99999), rng.randint(1, 9)), "HEALTHPLAN"))
        return ("ACC claim no.", P("%011d" % rng.randint(10000000000, 99999999999), "HEALTHPLAN"))

    def national_id(self):
        """(label, P): national patient index number where the locale has one."""
        if self.loc == "UK":
            return ("NHS No", P(self.nhs_number(), "MRN"))
        if self.loc == "NZ":
            return ("NHI", P(self.nhi(), "MRN"))
        lab, p = self.healthplan()
        return (lab, p)

    def account(self):
        loc = self.loc
        rng = self.rng
        if loc == "US":
            return self.ch([("FIN", "%d%08d" % (rng.randint(1, 9), rng.randint(0, 99999999))),
                            ("Acct #", "%04d-%04d" % (rng.randint(0, 9999), rng.randint(0, 9999))),
                            ("CSN", "%010d" % rng.randint(0, 9999999999)),
                            ("Encounter #", "V%09d" % rng.randint(0, 999999999))])
        if loc == "UK":
            return self.ch([("Episode no.", "%s%07d" % (self.letters(2), rng.randint(0, 9999999))),
                            ("Spell ID", "%08d" % rng.randint(0, 99999999)),
                            ("Attendance no.", "%d/%06d" % (rng.randint(19, 25), rng.randint(0, 999999)))])
        if loc == "IE":
            return self.ch([("Episode no.", "%07d" % rng.randint(0, 9999999)),
                            ("Visit no.", "V%07d" % rng.randint(0, 9999999))])
        if loc == "CA":
            return self.ch([("Visit #", "V%09d" % rng.randint(0, 999999999)),
                            ("Encounter #", "%d-%07d" % (rng.randint(19, 25), rng.randint(0, 9999999))),
                            ("Acct", "%010d" % rng.randint(0, 9999999999))])
        if loc == "AU":
            return self.ch([("Episode", "%011d" % rng.randint(0, 99999999999)),
                            ("Visit No", "V%08d" % rng.randint(0, 99999999))])
        return self.ch([("Event no.", "%d%s%07d" % (rng.randint(19, 25), self.letters(1), rng.randint(0, 9999999))),
                        ("Encounter", "%09d" % rng.randint(0, 999999999))])

    def account_p(self):
        lab, v = self.account()
        return lab, P(v, "ACCOUNT")

    def license(self, p, kind=None):
        """(label, P) a professional licence/registration number fitting locale and role."""
        loc = self.loc
        rng = self.rng
        nurse = p.role in ("nurse",)
        if loc == "US":
            if nurse:
                return ("RN Lic", P("RN%07d" % rng.randint(0, 9999999), "LICENSE"))
            k = kind or rng.choice(["NPI", "NPI", "DEA", "Lic"])
            if k == "NPI":
                return ("NPI", P("1%09d" % rng.randint(0, 999999999), "LICENSE"))
            if k == "DEA":
                fam0 = p.family.replace("'", "")[0].upper()
                return ("DEA", P("%s%s%07d" % (rng.choice("ABFM"), fam0 if fam0.isalpha() else "X", rng.randint(0, 9999999)), "LICENSE"))
            return ("Lic #", P("%02d-%06d" % (rng.randint(10, 99), rng.randint(0, 999999)), "LICENSE"))
        if loc == "UK":
            if nurse:
                return ("NMC PIN", P("%02d%s%04d%s" % (rng.randint(0, 24), rng.choice("ACEIY"), rng.randint(0, 9999), rng.choice("ACEOSNW")), "LICENSE"))
            if p.role == "radiographer":
                return ("HCPC", P("RA%06d" % rng.randint(0, 999999), "LICENSE"))
            return ("GMC", P("%07d" % rng.randint(2000000, 7999999), "LICENSE"))
        if loc == "IE":
            if nurse:
                return ("NMBI PIN", P("%06d" % rng.randint(0, 999999), "LICENSE"))
            return ("MCRN", P("%06d" % rng.randint(0, 999999), "LICENSE"))
        if loc == "CA":
            if nurse:
                return ({"ON": "CNO #", "BC": "BCCNM #"}.get(self.home, "RN reg #"), P("%07d" % rng.randint(0, 9999999), "LICENSE"))
            col = {"ON": "CPSO", "BC": "CPSBC", "AB": "CPSA", "MB": "CPSM", "SK": "CPSS", "NS": "CPSNS", "NB": "CPSNB",
                   "NL": "CPSNL", "PE": "CPSPEI"}.get(self.home, "Lic.")
            return (rng.choice([col + " #", col, "Lic."]), P("%05d" % rng.randint(10000, 99999), "LICENSE"))
        if loc == "AU":
            pre = "NMW" if nurse else "MED"
            return ("AHPRA", P("%s%010d" % (pre, rng.randint(0, 9999999999)), "LICENSE"))
        return (("NCNZ" if nurse else "MCNZ"), P("%05d" % rng.randint(10000, 99999), "LICENSE"))

    def vehicle(self):
        loc = self.loc
        rng = self.rng
        if loc == "US":
            s = rng.choice(["%d%s%03d" % (rng.randint(1, 9), self.letters(3), rng.randint(0, 999)),
                            "%s-%04d" % (self.letters(3), rng.randint(0, 9999))])
        elif loc == "UK":
            s = "%s%02d %s" % (self.letters(2), rng.choice([19, 69, 20, 70, 21, 71, 22, 72, 23, 73, 15, 65, 17, 67]), self.letters(3))
        elif loc == "IE":
            s = "%d%s-%s-%d" % (rng.randint(10, 24), rng.choice(["1", "2", ""]), rng.choice(["D", "C", "G", "KY", "L", "MO", "W", "WX", "KK", "MH"]), rng.randint(1, 39999))
        elif loc == "CA":
            s = "%s %03d" % (self.letters(4), rng.randint(0, 999))
        elif loc == "AU":
            s = rng.choice(["%s-%03d" % (self.letters(3), rng.randint(0, 999)),
                            "%d%s%s" % (rng.randint(1, 9), self.letters(2), "%02d%s" % (rng.randint(0, 99), self.letters(1)))])
        else:
            s = "%s%03d" % (self.letters(3), rng.randint(0, 999))
        return P(s, "VEHICLE")

    def vin(self):
        al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return P("".join(self.rng.choice(al) for _ in range(17)), "VEHICLE")

    def device_sn(self, kind="generic"):
        rng = self.rng
        if kind == "ppm":
            s = rng.choice(["%s%06d" % (self.letters(3), rng.randint(0, 999999)),
                            "%s%06d%s" % (self.letters(3), rng.randint(0, 999999), self.letters(1))])
        elif kind == "pump":
            s = "NG%07d%s" % (rng.randint(0, 9999999), self.letters(1))
        elif kind == "cpap":
            s = "%011d" % rng.randint(0, 99999999999)
        elif kind == "asset":
            s = "%s-%05d" % (rng.choice(["BME", "ASSET", "EQ", "MED"]), rng.randint(0, 99999))
        elif kind == "lot":
            s = "%s%d%s%d" % (self.letters(2), rng.randint(0, 99), self.letters(2), rng.randint(0, 9))
        elif kind == "implant":
            s = "%08d-%03d" % (rng.randint(0, 99999999), rng.randint(0, 999))
        else:
            s = "%s%07d" % (self.letters(2), rng.randint(0, 9999999))
        return P(s, "DEVICE")

    def bioid(self):
        rng = self.rng
        s = rng.choice(["FPT-%06d" % rng.randint(0, 999999), "PV-%07d" % rng.randint(0, 9999999),
                        "BIO-%05d-%s" % (rng.randint(0, 99999), self.letters(1)),
                        "FP%08d" % rng.randint(0, 99999999)])
        return P(s, "BIOID")

    def accession(self, kind, year=None):
        rng = self.rng
        y = (year or self.today.year) % 100
        loc = self.loc
        if kind == "rad":
            s = self.ch(["%d%s%07d" % (y, rng.choice(["CT", "MR", "US", "XR", "NM"]), rng.randint(0, 9999999)),
                         "A%d-%07d" % (self.today.year, rng.randint(0, 9999999)),
                         "%s%d%06d" % (self.letters(3), y, rng.randint(0, 999999)),
                         "RAD-%02d%02d-%05d" % (y, self.today.month, rng.randint(0, 99999))])
        elif kind == "histo":
            if loc == "US":
                s = "S%d-%05d" % (y, rng.randint(0, 99999))
            elif loc in ("UK", "IE"):
                s = self.ch(["H%d/%05d" % (y, rng.randint(0, 99999)), "%dH%06d" % (y, rng.randint(0, 999999)),
                             "SP-%d-%05d" % (y, rng.randint(0, 99999))])
            elif loc == "CA":
                s = "SP%d-%05d" % (y, rng.randint(0, 99999))
            else:
                s = self.ch(["%d-%06d-HIS" % (y, rng.randint(0, 999999)), "%s%d-%05d" % (self.letters(2), y, rng.randint(0, 99999))])
        elif kind == "cyto":
            s = "C%d-%05d" % (y, rng.randint(0, 99999))
        elif kind == "gen":
            s = self.ch(["GEN/%d/%05d" % (y, rng.randint(0, 99999)), "%dGEN-%05d" % (y, rng.randint(0, 99999)),
                         "G%d%06d" % (y, rng.randint(0, 999999))])
        elif kind == "lab":
            s = "%d%s%06d" % (y, self.letters(1), rng.randint(0, 999999))
        elif kind == "order":
            s = "%09d" % rng.randint(0, 999999999)
        elif kind == "family":
            s = "F%05d" % rng.randint(0, 99999)
        elif kind == "cycle":
            s = "%s-%d-%04d" % (self.letters(2), self.today.year, rng.randint(0, 9999))
        elif kind == "donor":
            s = self.ch(["D-%04d" % rng.randint(0, 9999), "%s%d" % (self.letters(3), rng.randint(100, 9999))])
        elif kind == "consent":
            s = "CF-%06d" % rng.randint(0, 999999)
        elif kind == "ref":
            s = "%s/%s/%d" % (self.letters(2), self.letters(2), rng.randint(100, 9999))
        else:
            s = "%08d" % rng.randint(0, 99999999)
        return P(s, "IDNUM")
