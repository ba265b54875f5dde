"""PHI value generation with private-use markers.

m(type, value) wraps a value as U+E000 type U+E001 value U+E002. Everything a
note says about a person, place, date or identifier goes through Ctx so that it
is marked at the moment it is written."""
import datetime as dt

import pools as P
from ids import IdMixin

from marks import S, T, E, m, ascii_fold  # noqa: F401


WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDA = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
MONA = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


class Person:
    def __init__(self, given, surname, sex, middle=None, nick=None):
        self.given, self.surname, self.sex, self.middle, self.nick = given, surname, sex, middle, nick
        self.user = None


class Ctx(IdMixin):
    def __init__(self, rng, country):
        self.r = rng
        self.c = country
        self.us = country == "US"
        self.cache = {}
        self.base = dt.date(2022, 1, 3) + dt.timedelta(days=rng.randrange(0, 1270))
        self.pt = self.person(nick=rng.random() < 0.35)
        self.age_n = rng.choice([rng.randint(18, 65), rng.randint(18, 65), rng.randint(16, 91)])
        self.dob = self.base - dt.timedelta(days=365 * self.age_n + rng.randrange(1, 360))
        self.staff = []
        self.fam = []
        self.last = None

    # ---------- basic picks ----------
    def ch(self, seq):
        return self.r.choice(seq)

    def origin(self):
        items = P.ORIGINS[self.c]
        tot = sum(w for _, w in items)
        x = self.r.uniform(0, tot)
        for o, w in items:
            x -= w
            if x <= 0:
                return o
        return items[-1][0]

    def person(self, sex=None, nick=False, surname=None):
        o = self.origin()
        if sex is None:
            sex = self.ch("mf")
        given = self.ch(P.GIVEN[o if o in P.GIVEN else "english"][0 if sex == "m" else 1])
        so = o if o in P.SURNAMES else "english"
        if self.r.random() < 0.15:
            so = self.origin()
        sur = surname or self.ch(P.SURNAMES[so])
        mid = None
        if self.r.random() < 0.3:
            mo = self.origin()
            mid = self.ch(P.GIVEN[mo if mo in P.GIVEN else "english"][0 if sex == "m" else 1])
        return Person(given, sur, sex, mid, self.ch(P.NICKNAMES) if nick else None)

    # ---------- names ----------
    def title(self, p):
        dot = "." if (self.us and self.r.random() < 0.7) or self.r.random() < 0.1 else ""
        if p.sex == "m":
            t = "Mr"
        else:
            t = self.ch(["Ms", "Ms", "Mrs", "Miss"])
        if self.r.random() < 0.04:
            t = "Mx"
        return t + dot

    def nm(self, typ, p, form=None):
        f = form or self.ch(["full", "full", "title_sur", "title_sur", "given", "given", "sur_first",
                             "given_init", "initials", "full_mid", "caps", "title_full", "sur"])
        g, s = p.given, p.surname
        if f == "full":
            return m(typ, f"{g} {s}")
        if f == "full_mid":
            mid = p.middle or self.ch("ABCDEJKLMNRST")
            return m(typ, f"{g} {mid[0]}. {s}")
        if f == "title_sur":
            return f"{self.title(p)} {m(typ, s)}"
        if f == "title_full":
            return f"{self.title(p)} {m(typ, g + ' ' + s)}"
        if f == "sur_first":
            return m(typ, f"{s}, {g}")
        if f == "caps":
            mid = (" " + p.middle[0]) if p.middle else ""
            return m(typ, f"{s.upper()}, {g.upper()}{mid}")
        if f == "given_init":
            return m(typ, f"{g} {s[0].upper()}.")
        if f == "initials":
            a, b = g[0], [w for w in s.split() if w[0].isupper()] or [s]
            b = b[-1][0].upper()
            return m(typ, self.ch([f"{a}.{b}.", f"{a}{b}", f"{a}. {b}."]))
        if f == "given":
            return m(typ, g)
        if f == "sur":
            return m(typ, s)
        if f == "nick":
            if p.nick:
                return m(typ, p.nick)
            return m(typ, g)
        raise ValueError(f)

    def pn(self, form=None):
        return self.nm("PATIENT", self.pt, form)

    def pfull(self):
        return self.nm("PATIENT", self.pt, self.ch(["full", "full", "caps", "sur_first", "full_mid"]))

    def nick_phrase(self):
        p = self.pt
        if not p.nick:
            return ""
        q = self.ch(['"', "'", ""])
        return self.ch([f" (known as {q}{m('PATIENT', p.nick)}{q})", f", aka {q}{m('PATIENT', p.nick)}{q},",
                        f" ({q}{m('PATIENT', p.nick)}{q})", f", prefers {q}{m('PATIENT', p.nick)}{q},"])

    def add_staff(self, role):
        p = self.person()
        p.role = role
        self.staff.append(p)
        return p

    def st(self, role, new=False):
        """A staff member with the given role (reused unless new)."""
        if not new:
            for p in self.staff:
                if p.role == role:
                    return p
        return self.add_staff(role)

    def dr(self, role="psychiatrist", form=None, new=False):
        p = self.st(role, new)
        cat = P.ROLE_CAT.get(role)
        cred = self.ch(P.CREDENTIALS[self.c][cat]) if cat else None
        if cred is None and form in ("full_cred", "full_cred2"):
            form = "full"
        if cat not in ("med", "psy") and form in ("dr_sur", "dr_full"):
            form = "full"
        f = form or self.ch(["dr_sur", "dr_full", "full_cred", "full_cred2", "full", "init_sur", "dr_sur",
                             "given", "sur_first"] if cat in ("med", "psy") else
                            ["full", "full_cred", "full_cred2", "init_sur", "given", "full"] if cred else
                            ["full", "init_sur", "given"])
        g, s = p.given, p.surname
        dot = "." if (self.us and self.r.random() < 0.6) or self.r.random() < 0.1 else ""
        if f == "dr_sur":
            return f"Dr{dot} {m('DOCTOR', s)}"
        if f == "dr_full":
            return f"Dr{dot} {m('DOCTOR', g + ' ' + s)}"
        if f == "full_cred":
            return f"{m('DOCTOR', g + ' ' + s)}, {cred}"
        if f == "full_cred2":
            return f"{m('DOCTOR', g + ' ' + s)} ({cred})"
        if f == "full":
            return m("DOCTOR", f"{g} {s}")
        if f == "init_sur":
            return m("DOCTOR", f"{g[0]}. {s}")
        if f == "given":
            return m("DOCTOR", g)
        if f == "sur_first":
            return m("DOCTOR", f"{s}, {g}")
        if f == "initials_lc":
            return m("DOCTOR", (g[0] + s.split()[-1][0]).lower())
        if f == "nurse_given":
            return f"{self.ch(['Nurse', 'Sister', 'Charge Nurse'])} {m('DOCTOR', g)}"
        raise ValueError(f)

    def rel(self, kind=None, form=None, new=False):
        """(relation word, marked name) for a relative or other contact."""
        kinds = ["mother", "father", "sister", "brother", "partner", "wife", "husband", "son", "daughter",
                 "aunt", "uncle", "grandmother", "cousin", "friend", "flatmate", "neighbour", "ex-partner",
                 "girlfriend", "boyfriend", "stepfather", "landlord"]
        kinds += {"US": ["grandma", "mom"], "UK": ["nan", "mum"], "NZ": ["koro", "kuia", "mum"],
                  "ZA": ["gogo", "mama", "uncle"]}[self.c]
        if self.us:
            kinds = [k.replace("neighbour", "neighbor").replace("flatmate", "roommate") for k in kinds]
        k = kind or self.ch(kinds)
        if not new:
            for kk, p in self.fam:
                if kk == k:
                    self.last = p
                    return k, self.nm("FAMILY", p, form or self.ch(["given", "given", "full", "title_sur"]))
        sex = "f" if k in ("mother", "sister", "wife", "daughter", "aunt", "grandmother", "girlfriend", "nan",
                           "kuia", "gogo", "mum", "mom", "mama", "grandma") else "m" if k in ("father", "brother", "husband", "son", "uncle",
                                                             "boyfriend", "koro", "stepfather") else None
        same = k in ("mother", "father", "sister", "brother", "son", "daughter", "koro", "kuia", "gogo")
        p = self.person(sex=sex, surname=self.pt.surname if same and self.r.random() < 0.7 else None)
        self.fam.append((k, p))
        self.last = p
        return k, self.nm("FAMILY", p, form or self.ch(["given", "given", "full", "full", "title_sur"]))

    def user(self, p=None):
        p = p or self.pt
        if p.user is None:
            g, s = ascii_fold(p.given).lower(), ascii_fold(p.surname).lower()
            p.user = self.ch([f"{g[0]}{s}", f"{g}.{s}", f"{g[0]}{s}{self.r.randint(1, 99)}",
                              f"{s}{g[0]}", f"{g}{self.r.randint(10, 99)}", f"{g[:3]}{s[:3]}"])
        return m("USERNAME", p.user)

    # ---------- dates ----------
    def day(self, lo=-30, hi=0):
        return self.base + dt.timedelta(days=self.r.randint(lo, hi))

    def date(self, d=None, form=None):
        d = d or self.base
        y, mo, da, w = d.year, d.month, d.day, d.weekday()
        if self.us:
            forms = [f"{mo:02d}/{da:02d}/{y}", f"{mo}/{da}/{y % 100:02d}", f"{mo}/{da}/{y}",
                     f"{MON[mo - 1]} {da}, {y}", f"{MONA[mo - 1]} {da}, {y}", f"{da:02d}-{MONA[mo - 1]}-{y}",
                     f"{y}-{mo:02d}-{da:02d}", f"{WDA[w]} {mo}/{da}", f"{WD[w]}, {MON[mo - 1]} {da}, {y}",
                     f"{mo}/{da}", f"{mo:02d}/{da:02d}/{y}", f"{mo}/{da}/{y}"]
        else:
            forms = [f"{da:02d}/{mo:02d}/{y}", f"{da}/{mo}/{y % 100:02d}", f"{da:02d}.{mo:02d}.{y}",
                     f"{da} {MON[mo - 1]} {y}", f"{ordinal(da)} {MON[mo - 1]} {y}", f"{da} {MONA[mo - 1]} {y}",
                     f"{y}-{mo:02d}-{da:02d}", f"{WDA[w]} {da}/{mo}", f"{WD[w]} {da} {MON[mo - 1]} {y}",
                     f"{da}/{mo}", f"{da:02d}/{mo:02d}/{y}", f"{da}-{MONA[mo - 1]}-{y}"]
        if form == "num":
            v = forms[0]
        elif form == "short":
            v = forms[9]
        elif form == "long":
            v = forms[3]
        elif form == "wd":
            v = self.ch([forms[7], forms[8]])
        elif form == "iso":
            v = forms[6]
        else:
            v = self.ch(forms)
        return m("DATE", v)

    def weekday(self, d=None):
        d = d or self.base
        return m("DATE", WD[d.weekday()])

    def monthyear(self, d=None):
        d = d or self.base
        return m("DATE", self.ch([f"{MON[d.month - 1]} {d.year}", f"{MONA[d.month - 1]} {d.year}",
                                  f"{MON[d.month - 1]}"]))

    def year(self, back=None):
        y = self.base.year - (back if back is not None else self.r.randint(1, 15))
        return m("DATE", str(y))

    def dobs(self, form=None):
        return self.date(self.dob, form or self.ch([None, "num", "num", "long"]))

    def holiday(self):
        h = {"US": ["Thanksgiving", "Christmas", "Christmas Eve", "New Year's Eve", "the Fourth of July",
                    "Labor Day", "Memorial Day", "Easter"],
             "UK": ["Christmas", "Boxing Day", "Easter", "Bonfire Night", "New Year's Day", "Christmas Eve"],
             "NZ": ["Christmas", "Matariki", "Waitangi Day", "Anzac Day", "Easter", "Boxing Day",
                    "Labour Weekend"],
             "ZA": ["Christmas", "Heritage Day", "Freedom Day", "Youth Day", "the Day of Goodwill",
                    "New Year's Day", "Easter"]}[self.c]
        v = self.ch(h)
        if v.startswith("the "):
            return "the " + m("DATE", v[4:])
        return m("DATE", v)

    # ---------- ages ----------
    def age(self, n=None, form=None):
        n = self.age_n if n is None else n
        a = m("AGE", str(n))
        sx = "M" if self.pt.sex == "m" else "F"
        forms = {
            "yo_dash": f"{a}-year-old", "yo_sp": f"{a} year old", "yo": f"{a} yo", "yo_tight": f"{a}yo",
            "y/o": f"{a} y/o", "sex": self.ch([f"{a}{sx}", f"{a} {sx}", f"{a}/{sx}"]), "aged": f"aged {a}",
            "age": f"age {a}", "years": f"{a} years old", "yrs": f"{a} yrs",
            "words": f"{m('AGE', words(n))}-year-old", "aged_words": f"aged {m('AGE', words(n))}"}
        return forms[form or self.ch(list(forms))]

    # ---------- places ----------
    def town(self, key=None):
        if key and key in self.cache:
            return self.cache[key]
        r = self.r
        if self.c == "US":
            v = f"{r.choice(P.US_TOWN_A)} {r.choice(P.US_TOWN_B)}" if r.random() < 0.6 else \
                r.choice(P.US_TOWN_A) + r.choice(["ville", "ton", "burg", "field", "port"])
        elif self.c == "UK":
            v = r.choice(P.UK_TOWN_A) + r.choice(P.UK_TOWN_B)
            v = v[0].upper() + v[1:]
            if r.random() < 0.15:
                v = r.choice(["Upper ", "Lower ", "Great ", "Little ", "North "]) + v
        elif self.c == "NZ":
            v = r.choice(P.NZ_TOWN_A) + r.choice(P.NZ_TOWN_B) if r.random() < 0.65 else r.choice(P.NZ_ENG_TOWN)
        else:
            v = r.choice(P.ZA_TOWN_A) + r.choice(P.ZA_TOWN_B) if r.random() < 0.6 else r.choice(P.ZA_TOWNSHIP)
        v = m("CITY", v)
        if key:
            self.cache[key] = v
        return v

    def state(self, abbr=None):
        if self.c == "US":
            s = self.cache.setdefault("state", self.ch(P.US_STATES))
            return m("STATE", s[1] if (abbr if abbr is not None else self.r.random() < 0.6) else s[0])
        if self.c == "NZ":
            return m("STATE", self.cache.setdefault("region", self.ch(P.NZ_REGIONS)))
        if self.c == "ZA":
            s = self.cache.setdefault("prov", self.ch(P.ZA_PROVINCES))
            return m("STATE", s[1] if (abbr if abbr is not None else self.r.random() < 0.2) else s[0])
        return None

    def zipc(self):
        r = self.r
        if self.c == "US":
            z = f"{r.randint(10000, 99899):05d}"
            if r.random() < 0.2:
                z += f"-{r.randint(1000, 9999)}"
        elif self.c == "UK":
            L = "ABCDEFGHJKLMNPRSTUWYZ"
            z = f"{r.choice(L)}{r.choice(L)}{r.randint(1, 29)} {r.randint(1, 9)}{r.choice(L)}{r.choice(L)}"
        else:
            z = f"{r.randint(100, 9899):04d}"
        return m("ZIP", z)

    def street(self):
        r = self.r
        base = r.choice(P.STREET_BASE[self.c]) + " " + r.choice(P.STREET_SUF[self.c])
        n = r.randint(1, 2999) if self.c != "UK" else r.randint(1, 240)
        if self.c == "US":
            v = f"{n} {base}" + r.choice(["", "", "", f", Apt {r.randint(1, 40)}{r.choice('ABCD')}",
                                           f", Unit {r.randint(1, 90)}", f" #{r.randint(2, 30)}"])
        elif self.c == "UK":
            v = r.choice([f"{n} {base}", f"Flat {r.randint(1, 12)}, {n} {base}", f"{n}{r.choice('ab')} {base}"])
        elif self.c == "NZ":
            v = r.choice([f"{n} {base}", f"{r.randint(1, 6)}/{n} {base}", f"{n}{r.choice('ABC')} {base}",
                          f"Flat {r.randint(1, 9)}, {n} {base}"])
        else:
            v = r.choice([f"{n} {base}", f"{n} {base}, Zone {r.randint(1, 9)}", f"Unit {r.randint(1, 40)}, {n} {base}",
                          f"Erf {r.randint(1000, 9999)}, {base}"])
        return m("STREET", v)

    def addr(self, multiline=False):
        """Full address; cached for the patient."""
        if "addr" not in self.cache:
            self.cache["addr"] = (self.street(), self.town("home"), self.state(), self.zipc())
        st, tw, sa, z = self.cache["addr"]
        sep = "\n" if multiline else ", "
        if self.c == "US":
            return f"{st}{sep}{tw}, {sa} {z}"
        if self.c == "UK":
            return f"{st}{sep}{tw}{sep}{z}" if multiline else f"{st}, {tw} {z}"
        if self.c == "NZ":
            return f"{st}{sep}{tw} {z}" if self.r.random() < 0.7 else f"{st}{sep}{tw}, {sa} {z}"
        return f"{st}{sep}{tw}{sep}{sa}{sep}{z}" if self.r.random() < 0.6 else f"{st}{sep}{tw} {z}"

    def country(self, home=False):
        return m("COUNTRY", self.ch(P.HOME_COUNTRY[self.c] if home else P.COUNTRIES_ABROAD[self.c]))

    def abroad(self):
        v = self.ch(P.COUNTRIES_ABROAD[self.c])
        if v.startswith("the "):
            return "the " + m("COUNTRY", v[4:])
        return m("COUNTRY", v)

    def room(self):
        r = self.r
        return self.ch([f"room {m('LOCATION_OTHER', str(r.randint(1, 40)) + r.choice(['', '', 'A', 'B']))}",
                        f"bed {m('LOCATION_OTHER', str(r.randint(1, 24)))}",
                        f"Room {m('LOCATION_OTHER', str(r.randint(100, 460)))}",
                        f"bay {m('LOCATION_OTHER', str(r.randint(1, 6)))}, bed {m('LOCATION_OTHER', str(r.randint(1, 6)))}",
                        f"Bed {m('LOCATION_OTHER', r.choice('ABCDEF') + str(r.randint(1, 12)))}"])

    def landmark(self):
        r = self.r
        stem = r.choice(P.HOSP_STEM + P.US_TOWN_A + P.SAINTS)
        k = {"US": ["Park", "Mall", "Bus Depot", "Overpass", "Rail Yard", "Plaza"],
             "UK": ["Park", "Shopping Centre", "Bus Station", "Recreation Ground", "Viaduct", "Arcade"],
             "NZ": ["Domain", "Reserve", "Mall", "Bus Interchange", "Skatepark", "Wharf"],
             "ZA": ["Taxi Rank", "Mall", "Park", "Station", "Sports Ground", "Bridge"]}[self.c]
        return m("LOCATION_OTHER", f"{stem} {r.choice(k)}")

    # ---------- services and organisations ----------
    def h(self, kind, alt=""):
        key = "h_" + kind + alt
        if key in self.cache:
            return self.cache[key]
        r, c = self.r, self.c
        stem = r.choice(P.HOSP_STEM)
        town = r.choice(P.US_TOWN_A + P.HOSP_STEM)
        svc = r.choice(P.SERVICE_STEM)
        tb = r.choice(P.TREES_BIRDS[c])
        if kind == "hospital":
            v = r.choice([f"{stem} Psychiatric Hospital", f"{stem} Hospital", f"{stem} General Hospital",
                          f"St {r.choice(P.SAINTS)}'s Hospital", f"St. {r.choice(P.SAINTS)}'s Hospital",
                          f"{stem} Regional Medical Center" if c == "US" else f"{stem} Mental Health Unit",
                          f"{stem} Behavioral Health" if c == "US" else f"{stem} Psychiatric Unit"])
        elif kind == "ward":
            v = r.choice([f"{tb} Ward", f"{tb} Unit", f"{tb} House", f"{tb} Ward", f"{tb} PICU"])
        elif kind == "cmht":
            v = {"US": f"{town} Community Mental Health Center", "UK": f"{town} CMHT",
                 "NZ": f"{town} Community Mental Health", "ZA": f"{town} Community Mental Health Clinic"}[c]
            if r.random() < 0.3:
                v = f"{stem} Community Mental Health Team"
        elif kind == "crisis":
            v = r.choice([f"{stem} Crisis Team", f"{stem} Crisis Resolution Team", f"{stem} Acute Care Team",
                          f"{town} Mobile Crisis Unit", f"{stem} Crisis House"])
        elif kind == "sud":
            v = r.choice([f"{svc} Recovery Centre" if c != "US" else f"{svc} Recovery Center",
                          f"{svc} Addiction Services", f"{stem} Drug and Alcohol Service",
                          f"{svc} Treatment Center" if c == "US" else f"{svc} Alcohol and Drug Service",
                          f"{svc} Substance Use Clinic"])
        elif kind == "otp":
            v = r.choice([f"{svc} Opioid Treatment Program" if c == "US" else f"{svc} Opioid Substitution Service",
                          f"{stem} Methadone Clinic", f"{svc} OST Clinic" if c != "US" else f"{svc} OTP",
                          f"{stem} Medication-Assisted Treatment Clinic"])
        elif kind == "pharmacy":
            v = r.choice([f"{r.choice(P.PHARM_STEM)} Pharmacy", f"{stem} Chemist", f"{town} Drug Store" if c == "US" else f"{stem} Pharmacy",
                          f"{r.choice(P.PHARM_STEM)} Pharmacy"])
        elif kind == "gp":
            v = {"US": r.choice([f"{stem} Family Medicine", f"{town} Primary Care", f"{stem} Health Center"]),
                 "UK": r.choice([f"{stem} Surgery", f"{stem} Medical Practice", f"{town} Health Centre"]),
                 "NZ": r.choice([f"{stem} Medical Centre", f"{town} Health", f"{svc} Hauora"]),
                 "ZA": r.choice([f"{stem} Clinic", f"{town} Community Health Centre", f"{stem} Day Hospital"])}[c]
        elif kind == "rehab":
            v = r.choice([f"{svc} Lodge", f"{svc} House", f"{stem} Residential Rehab",
                          f"{svc} Therapeutic Community", f"{stem} Detox Unit"])
        elif kind == "carehome":
            v = r.choice([f"{stem} Care Home", f"{stem} Rest Home", f"{svc} Supported Living",
                          f"{tb} Lodge"])
        elif kind == "ed":
            v = r.choice([f"{stem} Hospital", f"{stem} Medical Center" if c == "US" else f"{stem} Hospital",
                          f"St {r.choice(P.SAINTS)}'s" if c != "US" else f"{stem} Memorial",
                          f"{r.choice(P.US_TOWN_A)} {'Regional' if c == 'US' else 'Base'} Hospital"])
        else:
            raise ValueError(kind)
        v = m("HOSPITAL", v)
        self.cache[key] = v
        return v

    def o(self, kind, alt=""):
        key = "o_" + kind + alt
        if key in self.cache:
            return self.cache[key]
        r, c = self.r, self.c
        if kind == "employer":
            v = f"{r.choice(P.EMPLOYER_A)} {r.choice(P.EMPLOYER_B)}" + \
                (" " + r.choice(P.EMPLOYER_C[c]) if r.random() < 0.6 else "")
        elif kind == "school":
            v = f"{r.choice(P.HOSP_STEM + P.US_TOWN_A)} {r.choice(P.SCHOOL_KIND)}"
        elif kind == "insurer":
            v = r.choice(P.INSURERS[c])
        else:
            v = f"{r.choice(P.SERVICE_STEM + P.HOSP_STEM)} {r.choice(P.ORG_KIND[c])}"
        v = m("ORGANIZATION", v)
        self.cache[key] = v
        return v

    def prof(self):
        return m("PROFESSION", self.ch(P.PROFESSIONS))

    # ---------- contact ----------
    def phone(self, kind="PHONE", ext=None):
        r, c = self.r, self.c
        d4 = f"{r.randint(100, 9999):04d}"
        if c == "US":
            a = r.choice([x for x in range(201, 990) if x != 555 and x % 100 != 11])
            v = r.choice([f"({a}) 555-{d4}", f"{a}-555-{d4}", f"{a}.555.{d4}", f"+1 {a} 555 {d4}",
                          f"555-{d4}", f"({a}) 555-{d4}", f"{a}-555-{d4}"])
        elif c == "UK":
            v = r.choice([f"0{r.randint(113, 191)} 555 {d4}", f"07{r.randint(700, 999)} 555 {r.randint(100, 999)}",
                          f"+44 {r.randint(113, 191)} 555 {d4}", f"01{r.randint(200, 999)} 555{r.randint(100, 999)}",
                          f"07{r.randint(700, 999)} 555{r.randint(100, 999)}"])
        elif c == "NZ":
            v = r.choice([f"0{r.choice([3, 4, 6, 7, 9])} 555 {d4}", f"02{r.choice([0, 1, 2, 7])} 555 {d4}",
                          f"+64 2{r.choice([1, 2, 7])} 555 {d4}", f"(0{r.choice([3, 6, 7, 9])}) 555 {d4}",
                          f"02{r.choice([1, 2])}-555-{d4}"])
        else:
            v = r.choice([f"0{r.choice([11, 21, 31, 41, 51, 12, 13])} 555 {d4}", f"0{r.randint(60, 84)} 555 {d4}",
                          f"+27 {r.randint(60, 84)} 555 {d4}", f"0{r.choice([11, 21, 31])}-555-{d4}",
                          f"(0{r.choice([11, 21, 31])}) 555 {d4}"])
        if ext or (ext is None and kind == "PHONE" and r.random() < 0.12):
            v += r.choice([f" ext. {r.randint(10, 4999)}", f" x{r.randint(100, 4999)}", f" ext {r.randint(10, 999)}"])
        return m(kind, v)

    def pager(self):
        r = self.r
        while True:
            v = r.choice([f"{r.randint(2, 8)}-{r.randint(1000, 9999)}", f"{r.randint(1000, 9999)}",
                          f"#{r.randint(200, 899)}"[1:]])
            if "555" not in v:
                break
        lab = {"US": "pager", "UK": "bleep", "NZ": "pager", "ZA": "pager"}[self.c]
        return f"{lab} {m('PHONE', v)}"

    def email(self, p=None, org=False):
        p = p or self.pt
        g, s = ascii_fold(p.given).lower(), ascii_fold(p.surname).lower()
        u = self.ch([f"{g}.{s}", f"{g[0]}{s}", f"{g}{s[0]}{self.r.randint(1, 99)}", f"{s}.{g[0]}", f"{g}_{s}"])
        if org:
            u = self.ch([u, self.ch(["referrals", "intake", "crisis", "duty", "admin", "otp.dosing",
                                     "safeguarding", "housing.support", "outreach"])])
            dom = self.ch(["example.org", "example.net", "mh.example.org", "health.example.net",
                           "council.example.org", "trust.example.org", "services.example.com"])
        else:
            dom = self.ch(["example.com", "example.net", "example.org", "mail.example.com", "inbox.example.net"])
        return m("EMAIL", f"{u}@{dom}")

    def url(self):
        r = self.r
        host = r.choice(["www.example.org", "www.example.com", "portal.example.net", "telehealth.example.org",
                         "example.net", "booking.example.com", "https://www.example.org",
                         "https://video.example.net", "https://recovery.example.com", "http://www.example.net"])
        path = r.choice(["", "/referrals", "/otp/dosing", f"/room/{ascii_fold(self.pt.surname).lower()[:4]}{r.randint(10, 99)}",
                         "/crisis", f"/patient/{r.randint(1000, 99999)}", "/housing/apply",
                         f"/s/{r.choice('abcdefghk')}{r.randint(100, 999)}x", "/peer-support/groups"])
        return m("URL", host + path)

    def ip(self):
        r = self.r
        v = r.choice([f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(1, 254)}",
                      f"172.{r.randint(16, 31)}.{r.randint(0, 254)}.{r.randint(1, 254)}",
                      f"192.168.{r.randint(0, 254)}.{r.randint(1, 254)}"])
        return m("IPADDR", v)
