"""PHI value generators and the per-note context. Every PHI value is wrapped in private-use markers."""
import datetime as dt
import pools as P

S, M, E = "\ue000", "\ue001", "\ue002"
LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
FEM_REL = {"wife", "mother", "mum", "mom", "daughter", "sister", "grandmother", "nana", "aunt", "niece", "stepmother",
           "foster mother", "fiancee", "girlfriend", "granddaughter"}
MALE_REL = {"husband", "father", "dad", "son", "brother", "grandfather", "koro", "uncle", "nephew", "stepfather",
            "boyfriend", "grandson"}
BLOOD_REL = {"mother", "mum", "mom", "father", "dad", "daughter", "son", "sister", "brother", "grandmother", "grandfather",
             "nana", "koro", "granddaughter", "grandson"}
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def m(t, v):
    assert t in LABEL and v and v == v.strip() and S not in v, (t, v)
    return f"{S}{t}{M}{v}{E}"


def words(n):
    if n < 20:
        return NUMW[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + NUMW[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def render(marked):
    """One left-to-right pass: strip markers, emit text and spans."""
    out, spans, pos, i, n = [], [], 0, 0, len(marked)
    while i < n:
        c = marked[i]
        if c == S:
            j = marked.index(M, i)
            k = marked.index(E, j)
            t = marked[i + 1:j].upper()
            v = marked[j + 1:k]
            spans.append({"start": pos, "end": pos + len(v), "label": LABEL[t], "type": t, "text": v})
            out.append(v)
            pos += len(v)
            i = k + 1
        else:
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


class Person:
    def __init__(self, rng, sex=None, surname=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.last = surname or rng.choice(P.SURNAMES)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.5 else None
        self.rng = rng

    def form(self, kind=None):
        r = self.rng
        kind = kind or r.choice(["full", "full", "last", "first", "lastfirst", "caps", "fi_last", "first_li",
                                 "mid", "initials", "full"])
        f, l, mi = self.first, self.last, self.mid or r.choice("ABCDEFGHJKLMNPRSTW")
        if kind == "full": return f"{f} {l}"
        if kind == "last": return l
        if kind == "first": return f
        if kind == "lastfirst": return f"{l}, {f}"
        if kind == "caps": return f"{l.upper()}, {f.upper()}" + (f" {mi}" if r.random() < 0.5 else "")
        if kind == "fi_last": return f"{f[0]}. {l}" if r.random() < 0.6 else f"{f[0]} {l}"
        if kind == "first_li": return f"{f} {l[0]}."
        if kind == "mid": return f"{f} {mi}. {l}"
        if kind == "initials": return f"{f[0]}.{l[0]}." if r.random() < 0.5 else f"{f[0]}{l[0]}"
        raise ValueError(kind)

    def title(self):
        return self.rng.choice({"F": ["Ms", "Mrs", "Ms.", "Mrs.", "Miss"], "M": ["Mr", "Mr."]}[self.sex])


class Ctx:
    """Per-note state: country, patient, clinicians, address, dates."""

    def __init__(self, rng, country, kind="adult", sex=None):
        self.r = r = rng
        self.kin_people = {}
        self.country = country
        self.us = country == "US"
        self.pt = Person(r, sex=sex)
        self.docs = [Person(r) for _ in range(4)]
        self.fam = [Person(r, surname=self.pt.last if r.random() < 0.6 else None) for _ in range(3)]
        self.others = [Person(r) for _ in range(3)]
        lo, hi = {"child": (0, 12), "teen": (11, 18), "adult": (19, 88), "old": (65, 97), "any": (0, 95),
                  "women": (16, 62), "sport": (12, 58), "work": (18, 66), "young": (0, 17)}[kind]
        self.age = r.randint(lo, hi)
        self.visit = dt.date(r.randint(2016, 2025), r.randint(1, 12), r.randint(1, 28))
        self.dob = self.visit - dt.timedelta(days=self.age * 365 + r.randint(10, 350))
        self.town = self.town_name()
        self.region = self.region_pair()
        self.practice = self.practice_name()

    # ---------- locations ----------
    def town_name(self):
        r = self.r
        a, b = r.choice(P.TOWN_A), r.choice(P.TOWN_B)
        return a + b if not b.startswith(" ") else a + b

    def region_pair(self):
        return self.r.choice({"US": P.US_STATES, "Canada": P.CA_PROV, "Australia": P.AU_STATES,
                              "New Zealand": P.NZ_REGIONS}[self.country])

    def state(self, abbrev=None):
        name, ab = self.region
        if ab and (abbrev or (abbrev is None and self.r.random() < 0.6)):
            return m("STATE", ab)
        return m("STATE", name)

    def zipcode(self):
        r = self.r
        if self.us:
            z = f"{r.randint(10000, 99950):05d}"
            return z + (f"-{r.randint(1000, 9999)}" if r.random() < 0.15 else "")
        if self.country == "Canada":
            L = "ABCEGHJKLMNPRSTVXY"
            return f"{r.choice(L)}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        return f"{r.randint(800, 9999):04d}" if self.country == "Australia" else f"{r.randint(110, 9899):04d}"

    def street(self, unit=None):
        r = self.r
        s = f"{r.randint(1, 9899)} {r.choice(P.STREET_A)} {r.choice(P.STREET_B)}"
        if unit or (unit is None and r.random() < 0.2):
            u = r.choice(P.UNITS).format(r.choice([str(r.randint(1, 40)), f"{r.randint(1, 12)}{r.choice('ABCD')}"]))
            s = (u + "/" + s if self.country in ("Australia", "New Zealand") and r.random() < 0.4
                 else s + ", " + u)
            if "/" in s and "#" in s: s = s.replace("#", "")
        return s

    def address(self, multiline=False, country=False):
        r = self.r
        st = m("STREET", self.street())
        city = m("CITY", self.town if r.random() < 0.6 else self.town_name())
        if self.country == "New Zealand":
            tail = f"{city} {m('ZIP', self.zipcode())}"
            if r.random() < 0.4: tail = f"{city}, {self.state()} {m('ZIP', self.zipcode())}"
        elif self.country == "Australia":
            tail = f"{city} {self.state(True)} {m('ZIP', self.zipcode())}"
        else:
            tail = f"{city}, {self.state()} {m('ZIP', self.zipcode())}"
        if country: tail += (", " if not multiline else "\n") + m("COUNTRY", self.country if self.country != "US" else r.choice(["USA", "United States"]))
        return st + ("\n" if multiline else ", ") + tail

    def practice_name(self):
        r = self.r
        return r.choice(P.PRACTICE_PAT).format(t=self.town_name(), s=r.choice(P.STREET_A), m=r.choice(P.MAORI))

    def hospital(self):
        r = self.r
        x = r.random()
        if x < 0.6: return m("HOSPITAL", r.choice(P.HOSPITAL_PAT).format(t=self.town_name(), saint=r.choice(P.SAINTS)))
        if x < 0.8: return m("HOSPITAL", r.choice(P.PHARMACY_PAT).format(t=self.town_name(), s=r.choice(P.STREET_A)))
        return m("HOSPITAL", self.practice_name())

    def prac(self): return m("HOSPITAL", self.practice)

    def pharmacy(self):
        return m("HOSPITAL", self.r.choice(P.PHARMACY_PAT).format(t=self.town_name(), s=self.r.choice(P.STREET_A)))

    def ward(self):
        r = self.r
        return m("HOSPITAL", r.choice(P.WARD_PAT).format(w=r.choice(P.WARDS), n=r.randint(1, 9), l=r.choice("ABC")))

    def school(self, age=None):
        r = self.r
        age = self.age if age is None else age
        pats = P.SCHOOL_PAT
        if age < 11: pats = [p for p in pats if any(k in p for k in ("Elementary", "Primary", "Public", "St.", "Area", "Kura"))]
        elif age < 14: pats = [p for p in pats if any(k in p for k in ("Middle", "Intermediate", "Junior", "Public", "St.", "Area"))]
        else: pats = [p for p in pats if any(k in p for k in ("High", "College", "Secondary", "St.", "Area"))]
        return m("ORGANIZATION", r.choice(pats).format(t=self.town_name(), saint2=r.choice(P.SAINTS2)))

    def employer(self):
        return m("ORGANIZATION", f"{self.r.choice(P.EMP_A)} {self.r.choice(P.EMP_B)}")

    def insurer(self): return m("ORGANIZATION", self.r.choice(P.INSURER))

    def club(self, sport=None):
        pats = P.OTHER_ORG
        if sport: pats = [p for p in pats if any(k in p for k in ("Club", "Association", "Academy", "League"))]
        return m("ORGANIZATION", self.r.choice(pats).format(t=self.town_name()))

    def room(self):
        r = self.r
        return m("LOCATION_OTHER", r.choice([str(r.randint(1, 14)), f"{r.randint(1, 4)}{r.randint(0, 2)}{r.randint(1, 9)}",
                                             f"{r.randint(100, 420)}{r.choice('ABC')}", r.choice("ABCDEFG") + str(r.randint(1, 9))]))

    def other_country(self): return m("COUNTRY", self.r.choice(P.OTHER_COUNTRIES))

    # ---------- names ----------
    def P(self, kind=None): return m("PATIENT", self.pt.form(kind))
    def D(self, i=0, kind=None): return m("DOCTOR", self.docs[i].form(kind))
    def F(self, i=0, kind=None): return m("FAMILY", self.fam[i].form(kind or self.r.choice(["first", "full", "first"])))

    def O(self, i=0, kind=None):
        return m("FAMILY", self.others[i].form(kind or self.r.choice(["full", "fi_last", "last", "full"])))

    def dr(self, i=0):
        r = self.r
        d = self.docs[i]
        x = r.random()
        if x < 0.35: return f"{r.choice(['Dr.', 'Dr', 'Doctor'])} {m('DOCTOR', d.form(r.choice(['last', 'full', 'fi_last'])))}"
        if x < 0.6: return f"{m('DOCTOR', d.form(r.choice(['full', 'mid', 'fi_last'])))}, {r.choice(['MD', 'DO', 'MBChB', 'FRACGP', 'MBBS', 'CCFP', 'FRNZCGP'])}"
        if x < 0.8: return f"{r.choice(['RN', 'NP', 'PA-C', 'LPN', 'CNS', 'Nurse'])} {m('DOCTOR', d.form(r.choice(['full', 'first', 'last'])))}"
        return f"{m('DOCTOR', d.form(r.choice(['full', 'first_li'])))} {r.choice(['RN', 'NP', 'EN', 'PT', 'RPh', 'OT', 'CNM'])}"

    def pt_ref(self):
        r = self.r
        x = r.random()
        if x < 0.3: return f"{self.pt.title()} {m('PATIENT', self.pt.last)}"
        if x < 0.5: return m("PATIENT", self.pt.first)
        if x < 0.65: return m("PATIENT", self.pt.form("full"))
        return r.choice(["the patient", "pt", "she" if self.pt.sex == "F" else "he", "patient"])

    def rel(self, i=0):
        return self.kin()

    def kin(self, rel=None, kind=None, cap=False):
        """relation word + marked name of a relative whose sex fits the relation."""
        r = self.r
        rel = rel or r.choice(P.RELATIONS)
        if rel not in self.kin_people:
            fem = rel in FEM_REL
            male = rel in MALE_REL
            sx = "F" if fem else "M" if male else None
            same = rel in BLOOD_REL and r.random() < 0.75
            self.kin_people[rel] = Person(r, sex=sx, surname=self.pt.last if same else None)
        p = self.kin_people[rel]
        v = m("FAMILY", p.form(kind or r.choice(["first", "first", "full", "full", "first_li"])))
        return f"{rel.capitalize() if cap else rel} {v}"

    def kin_name(self, rel, kind=None):
        self.kin(rel)
        return m("FAMILY", self.kin_people[rel].form(kind or "first"))

    def aprof(self):
        v = self.r.choice(P.PROFESSIONS)
        return ("an " if v[0] in "aeiou" else "a ") + m("PROFESSION", v)

    def lic_pair(self, kind=None):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        c = self.country
        opts = {"US": [("NPI", lambda: "1" + self.digits(9)), ("DEA", lambda: r.choice("ABFM") + r.choice(L) + self.digits(7)),
                       ("State lic #", lambda: r.choice(L) + self.digits(6)), ("NPI:", lambda: "1" + self.digits(9))],
                "Canada": [("CPSO #", lambda: self.digits(5)), ("CPSBC No.", lambda: self.digits(5)),
                           ("CNO reg.", lambda: self.digits(7)), ("Licence", lambda: r.choice(L) + "-" + self.digits(5))],
                "Australia": [("Prescriber No.", lambda: self.digits(7)), ("AHPRA", lambda: r.choice(["MED", "NMW"]) + self.digits(10)),
                              ("Provider No.", lambda: self.digits(6) + r.choice("0123456789") + r.choice("ABFHJKLTWY"))],
                "New Zealand": [("MCNZ", lambda: self.digits(5)), ("NCNZ", lambda: self.digits(6)),
                                ("APC no.", lambda: self.digits(5))]}[c]
        lab, f = r.choice(opts)
        return lab, m("LICENSE", f())

    def dl_pair(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        v = {"US": lambda: r.choice(L) + self.digits(7), "Canada": lambda: r.choice(L) + self.digits(4) + "-" + self.digits(5) + "-" + self.digits(5),
             "Australia": lambda: self.digits(8), "New Zealand": lambda: r.choice(L) + r.choice(L) + self.digits(6)}[self.country]()
        return r.choice(["driver's licence", "driver licence", "DL", "driver's license", "licence no."]), m("LICENSE", v)

    def user(self, p=None):
        r = self.r
        p = p or r.choice(self.docs + [self.pt])
        return m("USERNAME", r.choice(P.USER_PAT).format(f=p.first.lower().replace("-", ""), l=p.last.lower().replace(" ", "").replace("'", ""),
                                                         fi=p.first[0].lower(), n=r.randint(1, 99)))

    # ---------- dates / ages ----------
    def rand_date(self, back=0, fwd=0):
        return self.visit + dt.timedelta(days=self.r.randint(-back, fwd))

    def dnum(self, d, year=True):
        r = self.r
        if self.us:
            s = f"{d.month}/{d.day}" if r.random() < 0.5 else f"{d.month:02d}/{d.day:02d}"
        else:
            s = f"{d.day}/{d.month}" if r.random() < 0.5 else f"{d.day:02d}/{d.month:02d}"
        if year: s += "/" + (str(d.year) if r.random() < 0.8 else f"{d.year % 100:02d}")
        return s

    def fmt_date(self, d, style=None):
        r = self.r
        style = style or r.choice(["num", "num", "num", "long", "long", "iso", "dmy_abbr", "wd_short", "wd_long",
                                   "month_year", "num_dots"])
        mon = MONTHS[d.month - 1]
        if style == "num": return self.dnum(d)
        if style == "num_dots": return f"{d.day:02d}.{d.month:02d}.{d.year}" if not self.us else f"{d.month:02d}-{d.day:02d}-{d.year}"
        if style == "long": return f"{mon} {d.day}, {d.year}" if self.us or r.random() < 0.3 else f"{d.day} {mon} {d.year}"
        if style == "iso": return d.isoformat()
        if style == "dmy_abbr": return f"{d.day:02d}-{mon[:3]}-{d.year}" if r.random() < 0.5 else f"{d.day} {mon[:3]} {d.year}"
        if style == "wd_short": return f"{WD[d.weekday()][:3]} {self.dnum(d, year=False)}"
        if style == "wd_long": return (f"{WD[d.weekday()]}, {mon} {d.day}, {d.year}" if self.us
                                       else f"{WD[d.weekday()]} {d.day} {mon} {d.year}")
        if style == "month_year": return f"{mon} {d.year}" if r.random() < 0.7 else f"{mon[:3]} {d.year}"
        if style == "year": return str(d.year)
        if style == "daymon": return f"{mon} {d.day}" if self.us else f"{d.day} {mon}"
        if style == "weekday": return WD[d.weekday()]
        raise ValueError(style)

    def D_(self, d=None, style=None):
        return m("DATE", self.fmt_date(d or self.visit, style))

    def date(self, back=0, fwd=0, style=None):
        return m("DATE", self.fmt_date(self.rand_date(back, fwd), style))

    def holiday(self): return m("DATE", self.r.choice(P.HOLIDAYS[self.country]))

    def dob_(self): return m("DATE", self.fmt_date(self.dob, self.r.choice(["num", "num", "long", "iso", "dmy_abbr"])))

    def age_(self, a=None):
        r = self.r
        a = self.age if a is None else a
        sx = self.pt.sex
        forms = [f"{m('AGE', str(a))}-year-old", f"{m('AGE', str(a))} yo", f"{m('AGE', str(a))}yo", f"{m('AGE', str(a))} y/o",
                 f"{m('AGE', str(a))} {sx}", f"{m('AGE', str(a))}{sx}", f"aged {m('AGE', str(a))}", f"age {m('AGE', str(a))}",
                 f"{m('AGE', str(a))} years old", f"{m('AGE', str(a))}-yr-old"]
        if a < 100: forms.append(f"{m('AGE', words(a))}-year-old")
        if a >= 60 and a < 100: forms.append(f"aged {m('AGE', words(a))}")
        return r.choice(forms)

    def age_adj(self, a=None):
        r = self.r
        a = self.age if a is None else a
        A = m("AGE", str(a))
        forms = [f"{A}-year-old", f"{A} yo", f"{A}yo", f"{A} y/o", f"{A}-yr-old", f"{A} year old"]
        if a < 100: forms.append(f"{m('AGE', words(a))}-year-old")
        return r.choice(forms)

    def child_age(self):
        r = self.r
        a = self.age
        if a == 0 or r.random() < 0.3:
            mo = r.choice([2, 4, 6, 9, 12, 15, 18, 24, 30]) if a < 3 else a * 12 + r.randint(0, 11)
            return r.choice([f"{m('AGE', str(mo))}-month-old", f"{m('AGE', str(mo))} months old", f"{m('AGE', str(mo))} mo"])
        return self.age_()

    # ---------- identifiers / contact ----------
    def digits(self, n): return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def mrn_labels(self):
        return {"US": ["MRN", "Chart #", "MR#", "File No."], "Canada": ["MRN", "Chart #", "Chart No.", "File No."],
                "Australia": ["MRN", "UR", "UR No.", "File No."], "New Zealand": ["NHI", "NHI", "MRN", "File No."]}[self.country]

    def mrn(self):
        r = self.r
        if self.country == "New Zealand" and r.random() < 0.6:
            L = "ABCDEFGHJKLMNPRSTUVWXYZ"
            return m("MRN", "".join(r.choice(L) for _ in range(3)) + self.digits(4))
        return m("MRN", r.choice([self.digits(8), self.digits(7), "MR" + self.digits(6), self.digits(3) + "-" + self.digits(4),
                                  "E" + self.digits(7), self.digits(2) + "-" + self.digits(2) + "-" + self.digits(2)]))

    def ssn(self):
        r = self.r
        if self.us:
            return m("SSN", r.choice(["9" + self.digits(2) + "-" + self.digits(2) + "-" + self.digits(4),
                                      "000-" + self.digits(2) + "-" + self.digits(4), "9" + self.digits(8)]))
        if self.country == "Canada": return m("SSN", "9" + self.digits(2) + " " + self.digits(3) + " " + self.digits(3))
        if self.country == "Australia": return m("SSN", "9" + self.digits(2) + " " + self.digits(3) + " " + self.digits(3))
        return m("SSN", "9" + self.digits(2) + "-" + self.digits(3) + "-" + self.digits(3))

    def healthplan(self):
        r = self.r
        if self.country == "Australia": return m("HEALTHPLAN", f"{self.digits(4)} {self.digits(5)} {r.randint(1, 9)}")
        if self.country == "Canada": return m("HEALTHPLAN", f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}-{r.choice(['AB', 'KT', 'MX', 'ZP'])}")
        return m("HEALTHPLAN", r.choice(["".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3)) + self.digits(6),
                                         "W" + self.digits(9), self.digits(3) + "-" + self.digits(2) + "-" + self.digits(4) + "-A",
                                         "GRP-" + self.digits(5), "HPN" + self.digits(7)]))

    def account(self):
        r = self.r
        return m("ACCOUNT", r.choice([self.digits(4) + "-" + self.digits(4), "ENC" + self.digits(8), "V" + self.digits(7),
                                      self.digits(10), "AC-" + self.digits(6), "INV" + self.digits(6)]))

    def license(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return m("LICENSE", r.choice([r.choice(L) + r.choice(L) + self.digits(7), "1" + self.digits(9),
                                      "MED" + self.digits(10), "CPSO " + self.digits(5), self.digits(5),
                                      r.choice(L) + self.digits(7), "DL " + r.choice(L) + self.digits(6),
                                      "NUR" + self.digits(10), self.digits(2) + "-" + self.digits(5)]))

    def device(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return m("DEVICE", r.choice(["".join(r.choice(L) for _ in range(3)) + self.digits(6), "SN" + self.digits(8),
                                     self.digits(4) + "-" + r.choice(L) + self.digits(5), "G" + self.digits(2) + r.choice(L) + self.digits(5),
                                     r.choice(L) + r.choice(L) + "-" + self.digits(4) + "-" + self.digits(4)]))

    def vehicle(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if r.random() < 0.35:
            return m("VEHICLE", "".join(r.choice(L + "0123456789") for _ in range(17)))
        return m("VEHICLE", r.choice([self.digits(1) + "".join(r.choice(L) for _ in range(3)) + self.digits(3),
                                      "".join(r.choice(L) for _ in range(3)) + "-" + self.digits(3),
                                      "".join(r.choice(L) for _ in range(3)) + self.digits(3),
                                      "".join(r.choice(L) for _ in range(2)) + self.digits(2) + r.choice(L) + r.choice(L)]))

    def bioid(self):
        r = self.r
        return m("BIOID", r.choice(["FP-" + self.digits(5), "BIO" + self.digits(7), "PV-" + self.digits(4) + "-" + self.digits(2),
                                    "IRIS" + self.digits(6), "VX-" + self.digits(6), "RET-" + self.digits(5)]))

    def idnum(self):
        r = self.r
        return m("IDNUM", r.choice(["S" + self.digits(2) + "-" + self.digits(4), "ACC" + self.digits(7), "ORD-" + self.digits(6),
                                    "REQ" + self.digits(6), self.digits(2) + "-" + r.choice(["CH", "HM", "MB"]) + "-" + self.digits(5),
                                    "CASE " + self.digits(5), "REF" + self.digits(6), "WC-" + self.digits(7), "CLM" + self.digits(8)]))

    def phone_val(self):
        r = self.r
        c = self.country
        if c in ("US", "Canada"):
            a = r.randint(201, 989)
            x = self.digits(4)
            s = r.choice([f"({a}) 555-{x}", f"{a}-555-{x}", f"{a}.555.{x}", f"+1 {a} 555 {x}", f"555-{x}", f"1-{a}-555-{x}"])
        elif c == "Australia":
            s = r.choice([f"(0{r.choice('2378')}) 5550 {self.digits(4)}", f"04{self.digits(2)} 555 {self.digits(3)}",
                          f"+61 {r.choice('2378')} 5550 {self.digits(4)}", f"0{r.choice('2378')} 5550 {self.digits(4)}"])
        else:
            s = r.choice([f"(0{r.choice('34679')}) 555 {self.digits(4)}", f"02{r.randint(0, 9)} 555 {self.digits(4)}",
                          f"+64 {r.choice('34679')} 555 {self.digits(4)}", f"0{r.choice('34679')} 555 {self.digits(4)}"])
        if r.random() < 0.1: s += r.choice([" ext. ", " x", " ext ", " extn "]) + str(r.randint(10, 4999))
        return s

    def phone(self): return m("PHONE", self.phone_val())
    def fax(self): return m("FAX", self.phone_val().split(" ext")[0].split(" x")[0])

    def pager(self):
        r = self.r
        return m("PHONE", r.choice([f"{r.randint(1, 9)}-{self.digits(4)}", self.digits(4), self.digits(5), f"#{self.digits(4)}"[1:]]))

    def email(self, p=None):
        r = self.r
        p = p or self.pt
        dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "health.example.org",
                        "clinic.example.net", "student.example.org"])
        loc = r.choice([f"{p.first}.{p.last}", f"{p.first[0]}{p.last}", f"{p.first}{r.randint(1, 99)}", f"{p.last}.{p.first[0]}",
                        f"{p.first}_{p.last}"]).lower().replace(" ", "").replace("'", "")
        return m("EMAIL", f"{loc}@{dom}")

    def org_email(self):
        r = self.r
        return m("EMAIL", f"{r.choice(['reception', 'referrals', 'admin', 'nurses', 'bookings', 'schoolnurse', 'immunisation'])}@{r.choice(['example.org', 'example.com', 'example.net', 'practice.example.org'])}")

    def url(self):
        r = self.r
        host = r.choice(["www.example.org", "www.example.com", "portal.example.net", "telehealth.example.com",
                         "example.org", "myhealth.example.net", "booking.example.org"])
        path = r.choice(["", "/portal", "/patient/login", "/visit/" + self.digits(6), "/book", "/room/" + self.digits(5),
                         "/clinic/" + r.choice(["kids", "immunise", "forms"]), "/join?id=" + self.digits(7)])
        pre = r.choice(["https://", "http://", "", ""])
        return m("URL", pre + host + path)

    def ip(self):
        r = self.r
        x = r.random()
        if x < 0.4: s = f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        elif x < 0.7: s = f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        else: s = f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return m("IPADDR", s)

    def prof(self): return m("PROFESSION", self.r.choice(P.PROFESSIONS))

    # ---------- structured blocks ----------
    def letterhead(self):
        r = self.r
        lines = [self.prac(), self.address(multiline=r.random() < 0.5)]
        tel = f"{r.choice(['Ph', 'Tel', 'Phone', 'T'])}: {self.phone()}"
        if r.random() < 0.8: tel += f"  {r.choice(['Fax', 'F', 'Fax:'])}{'' if r.random() < 0.5 else ''} {self.fax()}".replace("Fax: ", "Fax: ")
        lines.append(tel)
        if r.random() < 0.6: lines.append(f"{r.choice(['Email', 'E'])}: {self.org_email()}")
        if r.random() < 0.4: lines.append(self.url())
        return "\n".join(lines)

    def pt_header(self, extra=True):
        r = self.r
        name = self.P(r.choice(["caps", "lastfirst", "full", "mid"]))
        parts = [f"{r.choice(['Patient', 'Name', 'PATIENT', 'Pt'])}: {name}", f"DOB: {self.dob_()}"]
        if r.random() < 0.6: parts.append(f"{r.choice(self.mrn_labels())}: {self.mrn()}")
        if extra and r.random() < 0.4: parts.append(f"{r.choice(['Age', 'Age/Sex'])}: {m('AGE', str(self.age))}{'' if r.random() < 0.5 else '/' + self.pt.sex}")
        if extra and r.random() < 0.35: parts.append(f"Acct: {self.account()}")
        sep = r.choice(["\n", "   ", " | "])
        return sep.join(parts)
