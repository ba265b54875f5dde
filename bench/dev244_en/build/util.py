"""Note assembly, people and PHI surface forms for dev244_en.

A template string carries PHI as markers made by M(type, value).  NB.add walks the
template left to right, appends each raw piece and each PHI value to the note and
records the span offsets of the values as it goes (single pass, no searching of the
finished text).
"""
import datetime as dt
import re

import geo
import names
from markers import LABEL, M, clean_ascii  # noqa: F401
from ids import IdMixin, digits, letters

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


US_SPELL = [("Haem", "Hem"), ("haem", "hem"), ("aemi", "emi"), ("Paed", "Ped"), ("paed", "ped"), ("oedema", "edema"),
            ("oesophag", "esophag"), ("centre", "center"), ("Centre", "Center"), ("litre", "liter"), ("colour", "color"),
            ("programme", "program"), ("behaviour", "behavior"), ("fibre", "fiber"), ("paracetamol", "acetaminophen"),
            ("Paracetamol", "Acetaminophen"), ("chlorphenamine", "diphenhydramine"), ("Chlorphenamine", "Diphenhydramine"),
            ("randomis", "randomiz"), ("stabilis", "stabiliz"), ("haemarthros", "hemarthros"),
            ("favour", "favor"), ("counsell", "counsel"), ("Counsell", "Counsel"), ("anaesthe", "anesthe"),
            ("Anaesthe", "Anesthe"), ("theatre", "OR"), ("Theatre", "OR")]
MUM_RE = re.compile(r"\b(M|m)um(s?)\b")


def us_spell(s):
    for a, b in US_SPELL:
        s = s.replace(a, b)
    return MUM_RE.sub(lambda m: m.group(1) + "om" + m.group(2), s)


class NB:
    """Note builder: appends pieces and records span offsets while assembling."""

    def __init__(self, us=False):
        self.buf, self.n, self.spans, self.us = [], 0, [], us

    def _raw(self, s):
        if not s:
            return
        if self.us:
            s = us_spell(s)
        self.buf.append(s)
        self.n += len(s)

    def add(self, s):
        i = 0
        while True:
            j = s.find("\x01", i)
            if j < 0:
                self._raw(s[i:])
                return
            self._raw(s[i:j])
            k = s.index("\x02", j)
            e = s.index("\x03", k)
            typ, val = s[j + 1:k], s[k + 1:e]
            self.spans.append((self.n, self.n + len(val), typ))
            self.buf.append(val)
            self.n += len(val)
            i = e + 1

    def line(self, s=""):
        self.add(s + "\n")

    def lines(self, items):
        for s in items:
            self.line(s)

    def text(self):
        return "".join(self.buf)


def num_words(n):
    ones = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " \
           "seventeen eighteen nineteen".split()
    tens = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
    if n < 20:
        return ones[n]
    t, o = divmod(n, 10)
    return tens[t] + ("" if o == 0 else "-" + ones[o])


def ordinal(n):
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


class Person:
    def __init__(self, rng, country, typ, sex=None, origin=None, surname=None):
        self.rng, self.typ = rng, typ
        w = names.ORIGIN_WEIGHTS[country]
        keys = sorted(w)
        if origin is None:
            origin = rng.choices(keys, weights=[w[k] for k in keys])[0]
        self.origin = origin
        males, females, surs = (names.split_pool(x) for x in names.ORIGINS[origin])
        self.sex = sex or rng.choice("MF")
        self.given = rng.choice(males if self.sex == "M" else females)
        self.surname = surname or rng.choice(surs)
        pool = males if self.sex == "M" else females
        self.mid = rng.choice(pool)[0] if rng.random() < 0.45 else ""
        if self.mid == self.given[0]:
            self.mid = ""

    # --- surface forms (each returns a template piece with the marker) ---
    def full(self):
        return M(self.typ, f"{self.given} {self.surname}")

    def full_mid(self):
        if self.mid:
            return M(self.typ, f"{self.given} {self.mid}. {self.surname}")
        return self.full()

    def first(self):
        return M(self.typ, self.given)

    def last(self):
        return M(self.typ, self.surname)

    def last_first(self, upper=None):
        upper = self.rng.random() < 0.5 if upper is None else upper
        mid = (" " + self.mid) if self.mid and self.rng.random() < 0.6 else ""
        s = f"{self.surname}, {self.given}{mid}"
        return M(self.typ, s.upper() if upper else s)

    def initials(self):
        g, s = self.given[0], self.surname.replace("'", " ").split()[-1][0]
        if self.surname.startswith("O'"):
            s = "O"
        form = self.rng.choice(["{g}.{s}.", "{g}{s}", "{g}.{s}", "{g}{m}{s}"])
        return M(self.typ, form.format(g=g.upper(), s=s.upper(), m=(self.mid or "")))

    def given_init(self):
        return M(self.typ, f"{self.given} {self.surname[0]}.")

    def init_last(self):
        return M(self.typ, f"{self.given[0]}. {self.surname}")

    def nick(self):
        return M(self.typ, names.NICKNAMES.get(self.given, self.given))

    def title(self, adult=True):
        if self.typ == "DOCTOR":
            t = self.rng.choice(["Dr ", "Dr. ", "Dr ", "Dr. ", "Prof ", "Dr "])
            return t + self.last()
        if self.sex == "M":
            t = self.rng.choice(["Mr ", "Mr. ", "Mr "])
        else:
            t = self.rng.choice(["Ms ", "Mrs ", "Ms. ", "Mrs. ", "Miss "])
        return t + self.last()

    def any(self):
        r = self.rng.random()
        if r < 0.35:
            return self.full()
        if r < 0.6:
            return self.first()
        if r < 0.8:
            return self.title()
        if r < 0.9:
            return self.given_init()
        return self.full_mid()


CRED = {
    "consultant": ["MD", "MBBS, FRCPCH", "MB BCh, MRCPI", "FRCPath", "MD, PhD", "DO", "MRCP", "MBChB"],
    "nurse": ["RN", "RN, BSN", "CNS", "RGN", "RSCN", "NP", "CPNP", "ANP"],
    "dietitian": ["RD", "RD, LDN", "MINDI", "RD (metabolic)", "BSc RD"],
    "pharmacist": ["PharmD", "MPharm", "RPh", "PharmD, BCPS", "MPSI"],
    "counsellor": ["MS, CGC", "MSc GC", "CGC", "RGC"],
    "physio": ["PT, DPT", "MCSP", "MISCP", "PT"],
    "social": ["LCSW", "MSW", "CQSW", "BSW"],
    "psych": ["PhD", "DClinPsy", "PsyD"],
}


def doc_forms(p, role, rng):
    """A clinician reference; credentials and titles are left outside the span."""
    r = rng.random()
    if role == "consultant":
        if r < 0.45:
            return p.title()
        if r < 0.6:
            return rng.choice(["Dr ", "Dr. "]) + p.full()
        if r < 0.8:
            return p.full() + rng.choice([", ", " "]) + rng.choice(CRED["consultant"])
        if r < 0.9:
            return rng.choice(["Dr ", "Dr. "]) + p.init_last()
        return p.full()
    if r < 0.4:
        return p.full() + rng.choice([", ", " "]) + rng.choice(CRED.get(role, ["RN"]))
    if r < 0.65:
        return p.full()
    if r < 0.8:
        return p.first()
    if r < 0.9:
        return p.init_last()
    return p.full_mid()


class Ctx(IdMixin):
    """Per-note context: country conventions and all PHI generators."""

    def __init__(self, rng, country):
        self.rng, self.c = rng, country
        self.us = country == "US"
        r = rng.random()
        if self.us:
            self.dnum = rng.choice(["%m/%d/%Y", "%m/%d/%Y", "%-m/%-d/%Y", "%m/%d/%y", "%-m/%-d/%y", "%Y-%m-%d"])
        else:
            self.dnum = rng.choice(["%d/%m/%Y", "%d/%m/%Y", "%d/%m/%y", "%d.%m.%Y", "%d-%b-%Y", "%d %b %Y", "%-d/%-m/%y",
                                    "%d-%m-%Y"])
        self.gp = "PCP" if self.us else "GP"
        self.mum = "mom" if self.us else "mum"
        self.tds = "TID" if self.us else rng.choice(["tds", "TDS"])
        self.bd = "BID" if self.us else rng.choice(["bd", "BD"])
        self.r = r
        self.place = self.pick_place()
        self.home = rng.choice(geo.HOSPITALS[country])
        self.age_hint = None
        self.org_cache = {}
        self.place_street = None

    def H(self):
        return M("HOSPITAL", self.home)

    def hosp_pool(self):
        pool = geo.HOSPITALS[self.c]
        if self.age_hint is None:
            return pool
        kid = self.age_hint < 16
        return [h for h in pool if ("Children" in h) == kid] or pool

    def set_home(self, age):
        self.age_hint = age
        self.home = self.rng.choice(self.hosp_pool())

    # ------------------------------------------------------------ people
    def person(self, typ="PATIENT", sex=None, origin=None, surname=None):
        return Person(self.rng, self.c, typ, sex, origin, surname)

    def doc(self, p, role):
        return doc_forms(p, role, self.rng)

    # ------------------------------------------------------------ dates
    def fmt(self, d, f):
        out, i = [], 0
        while i < len(f):
            ch = f[i]
            if ch != "%":
                out.append(ch)
                i += 1
                continue
            code = f[i + 1]
            strip = False
            if code == "-":
                strip, code = True, f[i + 2]
                i += 1
            i += 2
            if code == "d":
                v = f"{d.day:02d}"
            elif code == "m":
                v = f"{d.month:02d}"
            elif code == "Y":
                v = f"{d.year}"
            elif code == "y":
                v = f"{d.year % 100:02d}"
            elif code == "b":
                v = MONTHS[d.month - 1][:3]
            elif code == "B":
                v = MONTHS[d.month - 1]
            elif code == "a":
                v = WEEKDAYS[d.weekday()][:3]
            elif code == "A":
                v = WEEKDAYS[d.weekday()]
            elif code == "o":
                v = ordinal(d.day)
            else:
                raise ValueError(code)
            if strip:
                v = v.lstrip("0") or "0"
            out.append(v)
        return "".join(out)

    def dstr(self, d, kind="num"):
        rng = self.rng
        if kind == "num":
            return self.fmt(d, self.dnum)
        if kind == "any":
            kind = rng.choice(["num", "num", "num", "long", "abbr"])
            return self.dstr(d, kind)
        if kind == "long":
            if self.us:
                return self.fmt(d, rng.choice(["%B %-d, %Y", "%B %-d, %Y", "%b %-d, %Y", "%B %-d %Y"]))
            return self.fmt(d, rng.choice(["%-d %B %Y", "%-d %B %Y", "%o %B %Y", "%-d %b %Y"]))
        if kind == "abbr":
            if self.us:
                return self.fmt(d, rng.choice(["%d-%b-%Y", "%b %-d", "%-m/%-d/%y", "%Y-%m-%d"]))
            return self.fmt(d, rng.choice(["%d-%b-%y", "%d %b", "%-d/%-m", "%d.%m.%y", "%Y-%m-%d"]))
        if kind == "short":
            return self.fmt(d, "%-m/%-d" if self.us else rng.choice(["%-d/%-m", "%d/%m", "%-d %b", "%o %b"]))
        if kind == "my":
            return self.fmt(d, rng.choice(["%B %Y", "%b %Y", "%m/%Y", "%b-%y", "%B %Y"]))
        if kind == "y":
            return f"{d.year}"
        if kind == "wd":
            if self.us:
                return self.fmt(d, rng.choice(["%a %-m/%-d", "%A, %B %-d", "%a %-m/%-d/%y", "%A %-m/%-d"]))
            return self.fmt(d, rng.choice(["%a %-d/%-m", "%A %o %B", "%A %-d %B", "%a %d/%m/%y", "%A %-d/%-m"]))
        if kind == "month":
            return MONTHS[d.month - 1]
        if kind == "iso":
            return self.fmt(d, "%Y-%m-%d")
        raise ValueError(kind)

    def D(self, d, kind="num"):
        return M("DATE", self.dstr(d, kind))

    def rand_date(self, start_year=2016, end_year=2025):
        a = dt.date(start_year, 1, 1).toordinal()
        b = dt.date(end_year, 6, 30).toordinal()
        return dt.date.fromordinal(self.rng.randint(a, b))

    def dob_for(self, visit, years, extra_days=None):
        if extra_days is None:
            extra_days = self.rng.randint(0, 364)
        try:
            base = visit.replace(year=visit.year - years)
        except ValueError:
            base = visit.replace(year=visit.year - years, day=28)
        return base - dt.timedelta(days=extra_days)

    # ------------------------------------------------------------ ages
    def A(self, n, form=None):
        rng = self.rng
        forms = ["{a}-year-old", "{a} yo", "{a}yo", "{a} y/o", "{a}-yr-old", "aged {a}", "age {a}", "{a} years old",
                 "{a} yrs", "{a}y"]
        f = form or rng.choice(forms)
        wordy = f in ("{a}-year-old", "aged {a}", "{a} years old", "age {a}")
        val = num_words(n) if (wordy and n < 100 and rng.random() < 0.12) else str(n)
        return f.replace("{a}", M("AGE", val))

    def A_infant(self, n, unit):
        f = self.rng.choice(["{a}-{u}-old", "{a} {u}s old", "aged {a} {u}s", "{a}/{ux} old"] if unit != "day" else
                            ["{a}-day-old", "{a} days old", "aged {a} days", "{a}d old"])
        ux = {"week": "52", "month": "12"}.get(unit, "7")
        if "{ux}" in f and unit == "month" and n >= 12:
            f = "{a}-{u}-old"
        return f.replace("{u}", unit).replace("{ux}", ux).replace("{a}", M("AGE", str(n)))

    # ------------------------------------------------------------ places
    def pick_place(self):
        rng = self.rng
        if self.us:
            city, state, ab, z3 = rng.choice(geo.US_PLACES)
            return {"city": city, "state": state, "abbr": ab, "zip": z3 + digits(rng, 2)}
        if self.c == "UK":
            town, county, area = rng.choice(geo.UK_PLACES)
            pc = f"{area}{rng.randint(1, 29)} {rng.randint(1, 9)}{letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ')}"
            return {"city": town, "county": county, "zip": pc}
        town, county, key = rng.choice(geo.IE_PLACES)
        ec = key + " " + letters(rng, 1, "ACDEFHKNPRTVWXY") + digits(rng, 1) + letters(rng, 1, "ACDEFHKNPRTVWXY") + \
            digits(rng, 1)
        return {"city": town, "county": county, "zip": ec, "province": geo.IE_PROVINCE[county]}

    def street(self):
        rng = self.rng
        s = f"{rng.randint(1, 220) if not self.us else rng.randint(3, 9800)} {rng.choice(geo.STREET_NAMES)} " \
            f"{rng.choice(geo.STREET_SUFFIX[self.c])}"
        r = rng.random()
        if self.us and r < 0.25:
            s += rng.choice([", Apt ", " Apt ", " #", ", Unit "]) + f"{rng.randint(1, 40)}{rng.choice(['', 'B', 'A', 'C'])}"
        elif not self.us and r < 0.15:
            s = f"Flat {rng.randint(1, 30)}, " + s
        elif self.c == "IE" and r < 0.3:
            s = f"{rng.randint(1, 80)} {rng.choice(geo.STREET_NAMES)} {rng.choice(['Park', 'Lawns', 'Heights', 'Grove'])}"
        return s

    def county_str(self, pl):
        if self.c == "IE":
            return self.rng.choice(["Co. ", "Co. ", "Co ", "County "]) + pl["county"]
        return pl["county"]

    def addr_lines(self, pl=None):
        """Return address as list of template lines."""
        own = pl is self.place
        pl = pl or self.pick_place()
        rng = self.rng
        if own:
            if self.place_street is None:
                self.place_street = self.street()
            st = M("STREET", self.place_street)
        else:
            st = M("STREET", self.street())
        if self.us:
            ab = pl["abbr"] if rng.random() < 0.85 else pl["state"]
            return [st, f"{M('CITY', pl['city'])}, {M('STATE', ab)} {M('ZIP', pl['zip'])}"]
        if self.c == "UK":
            if rng.random() < 0.5:
                return [st, M("CITY", pl["city"]), M("CITY", pl["county"]), M("ZIP", pl["zip"])]
            return [st, M("CITY", pl["city"]), M("ZIP", pl["zip"])]
        out = [st, M("CITY", pl["city"])]
        if pl["city"] != pl["county"] or rng.random() < 0.5:
            out.append(M("CITY", self.county_str(pl)))
        if rng.random() < 0.8:
            out.append(M("ZIP", pl["zip"]))
        return out

    def addr_inline(self, pl=None):
        return ", ".join(self.addr_lines(pl))

    def hosp(self, kind="hospital"):
        if kind == "nbslab":
            pool = [x for x in geo.LABS[self.c] if "Screening" in x]
        elif kind == "lab":
            pool = [x for x in geo.LABS[self.c] if "Screening" not in x]
        else:
            pool = {"practice": geo.PRACTICES, "pharmacy": geo.PHARMACIES,
                    "ward": geo.WARDS}[kind][self.c] if kind != "hospital" else self.hosp_pool()
            if kind == "practice" and self.age_hint is not None and self.age_hint >= 18:
                pool = [x for x in pool if "Pediatric" not in x] or pool
        return M("HOSPITAL", self.rng.choice(pool))

    def org(self, kind="employer"):
        if kind in ("school", "preschool", "homecare", "insurer", "uni"):
            if kind not in self.org_cache:
                self.org_cache[kind] = self._org(kind)
            return self.org_cache[kind]
        return self._org(kind)

    def _org(self, kind):
        rng = self.rng
        if kind in ("school", "preschool"):
            pre = ("Creche", "Nursery", "Preschool", "Daycare", "Little")
            pool = [x for x in geo.SCHOOLS[self.c] if any(k in x for k in pre) == (kind == "preschool")]
            return M("ORGANIZATION", rng.choice(pool))
        if kind == "employer":
            return M("ORGANIZATION", rng.choice(geo.EMPLOYERS[self.c]))
        if kind == "homecare":
            return M("ORGANIZATION", rng.choice(geo.HOMECARE[self.c]))
        if kind == "insurer":
            return M("ORGANIZATION", rng.choice(geo.INSURERS_US))
        if kind == "club":
            return M("ORGANIZATION", rng.choice(geo.CLUBS))
        if kind == "uni":
            return M("ORGANIZATION", rng.choice(geo.UNIVERSITIES))
        raise ValueError(kind)

    def prof_a(self):
        p = self.rng.choice(geo.PROFESSIONS)
        an = p[0] in "aeiou" or p.split()[0] in ("HGV", "HR", "IT", "RN")
        return ("an " if an else "a ") + M("PROFESSION", p)

    def prof(self):
        return M("PROFESSION", self.rng.choice(geo.PROFESSIONS))

    def local(self, p):
        return p.origin in {"US": ("american_general", "african_american"), "UK": ("english", "scottish_welsh"),
                            "IE": ("irish",)}[self.c]

    @staticmethod
    def _cty(v):
        if v.startswith("the "):
            return "the " + M("COUNTRY", v[4:])
        return M("COUNTRY", v)

    def home_country(self, p):
        return self._cty(self.rng.choice(names.ORIGIN_COUNTRIES[p.origin]))

    def country(self):
        return self._cty(self.rng.choice(geo.COUNTRIES))

    def room(self):
        rng = self.rng
        return M("LOCATION_OTHER", rng.choice([str(rng.randint(2, 40)), f"{rng.randint(1, 9)}{rng.randint(10, 60)}",
                                               f"{rng.randint(1, 12)}{rng.choice('ABCD')}"]))

    def building(self):
        return M("LOCATION_OTHER", self.rng.choice(geo.BUILDINGS))

