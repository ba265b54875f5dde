"""Marker-based composition: PHI values are wrapped in private markers while a note is written,
and finalize() strips the markers and records offsets in one left-to-right pass."""
import datetime as dt

from pools import (COUNTRIES, COUNTRY_NAME, GIVEN_F, GIVEN_M, SURNAMES, SURNAME_FIRST, PLACES, STREET_NAMES,
                   HOSPITALS, WARDS, ORGS, INSURERS, PROFESSIONS, DOC_TITLE, CREDS, HOLIDAYS, OTHER_COUNTRIES,
                   LANDMARKS)

S, M, E = "\x01", "\x02", "\x03"

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def p(typ, val):
    assert typ in LABEL, typ
    val = str(val)
    assert val and val == val.strip() and S not in val and M not in val and E not in val, (typ, val)
    return f"{S}{typ}{M}{val}{E}"


def finalize(raw):
    # a value ending in an initial's full stop absorbs the sentence full stop that follows it
    raw = raw.replace("." + E + ".", "." + E)
    out, spans = [], []
    i, n, pos = 0, len(raw), 0
    while i < n:
        c = raw[i]
        if c == S:
            j = raw.index(M, i)
            k = raw.index(E, j)
            typ = raw[i + 1:j].upper()
            val = raw[j + 1:k]
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
             "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return NUM_WORDS[n]
    t, u = divmod(n, 10)
    return TENS[t] + ("" if u == 0 else "-" + NUM_WORDS[u])


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def ordinal(d):
    if 10 <= d % 100 <= 20:
        return f"{d}th"
    return f"{d}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th') }".replace(" ", "")


class Person:
    def __init__(self, given, surname, sex, middle="", surname_first=False):
        self.given, self.surname, self.sex, self.middle = given, surname, sex, middle
        self.surname_first = surname_first

    def initials(self):
        g = "".join(w[0] for w in self.given.replace("-", " ").split())[:2]
        s = [w for w in self.surname.split() if w[0].isupper()] or self.surname.split()
        return (g + s[-1][0]).upper()


class Ctx:
    def __init__(self, rng, country, genre):
        self.r, self.c, self.genre = rng, country, genre
        r = rng
        self.dmy = country != "US"
        sex = r.choice("FM")
        self.patient = self.person(sex)
        self.age = r.choice([r.randint(18, 45), r.randint(30, 70), r.randint(50, 97), r.randint(20, 40)])
        if genre.startswith("labour"):
            self.patient = self.person("F")
            self.age = r.randint(16, 44)
        self.sex = self.patient.sex
        self.docs = [self.person(r.choice("FM"), staff=True) for _ in range(6)]
        self.fam = [self.person(r.choice("FM"), same_surname=(r.random() < 0.5)) for _ in range(3)]
        self.place = r.choice(PLACES[country])
        self.hospitals = r.sample(HOSPITALS[country], 3)
        self.base = dt.date(2016, 1, 1) + dt.timedelta(days=r.randint(0, 3400))
        self.dob = self.base - dt.timedelta(days=365 * self.age + r.randint(0, 364))
        profs = [x for x in PROFESSIONS if self.age >= 55 or not x.startswith("retired")]
        self.prof = r.choice(profs)
        if self.age >= 65 and not self.prof.startswith("retired") and r.random() < 0.4:
            self.prof = "retired " + self.prof
        self._rel = {}
        self.org = r.choice(ORGS[country])

    # -------------------------------------------------------------------- people
    def person(self, sex, staff=False, same_surname=False):
        r, c = self.r, self.c
        src = c if r.random() < 0.8 else r.choice(COUNTRIES)
        given = r.choice(GIVEN_F[src] if sex == "F" else GIVEN_M[src])
        if same_surname and hasattr(self, "patient"):
            surname = self.patient.surname
        else:
            surname = r.choice(SURNAMES[src])
        sf = src == "SG" and surname in SURNAME_FIRST["SG_CHINESE"]
        middle = r.choice("ABCDEFGHJKLMNOPRSTW") if (r.random() < 0.3 and not sf) else ""
        return Person(given, surname, sex, middle, sf)

    def title(self, person):
        r = self.r
        if person.sex == "M":
            return r.choice(["Mr", "Mr.", "Mr"])
        opts = ["Mrs", "Ms", "Mrs.", "Ms.", "Miss"] + (["Mdm"] if self.c == "SG" else [])
        return r.choice(opts)

    def name(self, person, typ, form=None):
        """Return a string with the person's name marked; title (if any) stays outside."""
        r = self.r
        forms = ["full", "full", "title_sur", "title_sur", "sur_comma", "caps_comma", "given_init", "given",
                 "initials", "initials_dot", "caps_full", "title_full", "full_mid"]
        f = form or r.choice(forms)
        g, s, mi = person.given, person.surname, person.middle
        if person.surname_first:
            full = f"{s} {g}"
        else:
            full = f"{g} {s}"
        if f == "full":
            return p(typ, full)
        if f == "full_mid":
            return p(typ, f"{g} {mi or 'A'}. {s}" if not person.surname_first else full)
        if f == "title_sur":
            return f"{self.title(person)} {p(typ, s)}"
        if f == "title_full":
            return f"{self.title(person)} {p(typ, full)}"
        if f == "sur_comma":
            return p(typ, f"{s}, {g}")
        if f == "caps_comma":
            return p(typ, f"{s.upper()}, {g.upper()}" + (f" {mi}" if mi else ""))
        if f == "caps_full":
            return p(typ, full.upper())
        if f == "given_init":
            return p(typ, f"{g} {s.split()[-1][0].upper()}.")
        if f == "given":
            return p(typ, g)
        if f == "surname":
            return p(typ, s)
        if f == "initials":
            return p(typ, person.initials())
        if f == "initials_dot":
            return p(typ, ".".join(person.initials()) + ".")
        if f == "lower_initials":
            return p(typ, person.initials().lower())
        raise ValueError(f)

    def pt(self, form=None):
        return self.name(self.patient, "PATIENT", form)

    def doc(self, i=0, form=None, role="dr"):
        """Clinician reference. role: dr (title), cred (credential after), nurse (role word), bare."""
        r = self.r
        d = self.docs[i % len(self.docs)]
        if role == "dr":
            f = form or r.choice(["surname", "full", "surname", "full_mid"])
            return f"{r.choice(DOC_TITLE)} {self.name(d, 'DOCTOR', f)}"
        if role == "cred":
            f = form or r.choice(["full", "full_mid", "given_init", "full"])
            return f"{self.name(d, 'DOCTOR', f)}, {r.choice(CREDS[self.c])}"
        if role == "cred_nocomma":
            f = form or "full"
            return f"{self.name(d, 'DOCTOR', f)} {r.choice(['RN', 'MD', 'NP', 'RM', 'RPh'])}"
        if role == "nurse":
            f = form or r.choice(["given", "surname", "full"])
            return f"{r.choice(['nurse', 'Nurse', 'Sister', 'Sr', 'midwife', 'Staff Nurse'])} {self.name(d, 'DOCTOR', f)}"
        return self.name(d, "DOCTOR", form or r.choice(["full", "given", "initials"]))

    def fm(self, i=0, form=None, rel=True):
        r = self.r
        f = self.fam[i % len(self.fam)]
        nm = self.name(f, "FAMILY", form or r.choice(["given", "full", "given", "title_sur", "full"]))
        return nm

    def user(self, person=None):
        r = self.r
        d = person or r.choice(self.docs)
        base = (d.given.split()[0][0] + d.surname.replace(" ", "").replace("'", "")).lower()
        style = r.randint(0, 3)
        if style == 0:
            u = base + str(r.randint(1, 99))
        elif style == 1:
            u = f"{d.given.split()[0].lower()}.{d.surname.split()[-1].lower()}"
        elif style == 2:
            u = base[:7].upper()
        else:
            u = f"{d.surname.split()[-1].lower()}_{d.given[0].lower()}{r.randint(1, 9)}"
        return p("USERNAME", u)

    def rel(self, i=0, blood=False):
        key = (i % len(self.fam), blood)
        if key not in self._rel:
            self._rel[key] = self._pick_rel(i, blood)
        return self._rel[key]

    def _pick_rel(self, i=0, blood=False):
        f = self.fam[i % len(self.fam)]
        if blood:
            opts = ["mother", "sister", "aunt", "grandmother", "cousin"] if f.sex == "F" else ["father", "brother", "uncle", "grandfather", "cousin"]
        else:
            opts = (["wife", "daughter", "mother", "sister", "aunt", "niece", "neighbour", "friend", "landlady", "partner"]
                    if f.sex == "F" else ["husband", "son", "father", "brother", "uncle", "nephew", "neighbour", "friend", "grandson", "partner"])
        if not blood and f.surname == self.patient.surname:
            opts = [o for o in opts if o not in ("neighbour", "friend", "landlady")]
        if self.patient.sex == "F":
            opts = [o for o in opts if o != "wife"] or opts
        else:
            opts = [o for o in opts if o != "husband"] or opts
        return self.r.choice(opts)

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    # -------------------------------------------------------------------- ages and dates
    def age_s(self, style=None, age=None):
        r = self.r
        a = self.age if age is None else age
        sx = self.sex
        st = style or r.choice(["yo", "yo_sx", "yonospace", "sx", "aged", "yearold", "yslash", "words", "yrs"])
        if st == "yo":
            return f"{p('AGE', a)} yo"
        if st == "yo_sx":
            return f"{p('AGE', a)}yo {sx}"
        if st == "yonospace":
            return f"{p('AGE', a)}yo"
        if st == "sx":
            return f"{p('AGE', a)} {sx}"
        if st == "aged":
            return f"aged {p('AGE', a)}"
        if st == "yearold":
            return f"{p('AGE', a)}-year-old"
        if st == "yslash":
            return f"{p('AGE', a)} y/o"
        if st == "words":
            return f"{p('AGE', words(a))}-year-old" if a < 100 else f"{p('AGE', a)}-year-old"
        if st == "yrs":
            return f"{p('AGE', a)} yrs"
        raise ValueError(st)

    def day(self, offset=0):
        return self.base + dt.timedelta(days=offset)

    def date(self, d=None, fmt=None):
        r = self.r
        d = d or self.base
        us = not self.dmy
        opts = ["num", "num", "long", "short", "iso", "dash_mon", "num2"]
        f = fmt or r.choice(opts)
        if f == "num":
            s = f"{d.month:02d}/{d.day:02d}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}"
        elif f == "num2":
            s = f"{d.month}/{d.day}/{d.year % 100:02d}" if us else f"{d.day}.{d.month}.{d.year}"
        elif f == "long":
            s = f"{MONTHS[d.month - 1]} {d.day}, {d.year}" if us else r.choice(
                [f"{d.day} {MONTHS[d.month - 1]} {d.year}", f"{ordinal(d.day)} {MONTHS[d.month - 1]} {d.year}"])
        elif f == "short":
            s = f"{MONTHS[d.month - 1][:3]} {d.day}, {d.year}" if us else f"{d.day} {MONTHS[d.month - 1][:3]} {d.year}"
        elif f == "iso":
            s = d.isoformat()
        elif f == "dash_mon":
            s = f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year}"
        elif f == "md":
            s = f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
        elif f == "wd_md":
            s = f"{WD[d.weekday()][:3]} {d.month}/{d.day}" if us else f"{WD[d.weekday()][:3]} {d.day}/{d.month}"
        elif f == "wd_long":
            s = (f"{WD[d.weekday()]}, {MONTHS[d.month - 1]} {d.day}, {d.year}" if us
                 else f"{WD[d.weekday()]}, {d.day} {MONTHS[d.month - 1]} {d.year}")
        elif f == "wd":
            s = WD[d.weekday()]
        elif f == "month_year":
            s = r.choice([f"{MONTHS[d.month - 1]} {d.year}", f"{MONTHS[d.month - 1][:3]} {d.year}"])
        elif f == "year":
            s = str(d.year)
        elif f == "holiday":
            s = r.choice(HOLIDAYS[self.c])
        else:
            raise ValueError(f)
        return p("DATE", s)

    def dob_s(self):
        return self.date(self.dob, self.r.choice(["num", "long", "iso", "dash_mon", "num"]))

    # -------------------------------------------------------------------- places
    def street(self):
        r, c = self.r, self.c
        sn = r.choice(STREET_NAMES[c])
        if c == "SG":
            return p("STREET", f"Blk {r.randint(100, 899)} {sn}, #{r.randint(2, 19):02d}-{r.randint(10, 499)}")
        if c == "IN":
            return p("STREET", r.choice([f"No. {r.randint(1, 240)}, {sn}", f"Flat {r.randint(1, 12)}{r.choice('ABCD')}, {r.randint(1, 90)} {sn}"]))
        if c == "PH":
            return p("STREET", f"Blk {r.randint(1, 40)} Lot {r.randint(1, 30)}, {sn}")
        unit = r.choice(["", "", f", Apt {r.randint(1, 30)}{r.choice(['', 'B', 'C'])}", f", Unit {r.randint(1, 60)}"])
        return p("STREET", f"{r.randint(2, 9800)} {sn}{unit}")

    def city(self):
        return p("CITY", self.place[0])

    def state(self, abbr=None):
        st, ab = self.place[1], self.place[2]
        if st is None:
            return None
        if ab and (abbr or (abbr is None and self.r.random() < 0.5)):
            return p("STATE", ab)
        return p("STATE", st)

    def zipc(self):
        r, c = self.r, self.c
        z = {"US": lambda: f"{r.randint(10000, 99899):05d}", "IN": lambda: f"{r.randint(110001, 695999)}",
             "NG": lambda: f"{r.randint(100001, 950999)}", "PH": lambda: f"{r.randint(1000, 9800)}",
             "SG": lambda: f"{r.randint(100000, 829999)}", "ZA": lambda: f"{r.randint(1000, 9999):04d}",
             "JM": None}[c]
        return p("ZIP", z()) if z else None

    def country(self):
        return p("COUNTRY", self.r.choice(COUNTRY_NAME[self.c]))

    def address(self, with_country=False):
        parts = [self.street(), self.city()]
        st, z = self.state(), self.zipc()
        tail = " ".join(x for x in [st, z] if x)
        if tail:
            parts.append(tail)
        if with_country:
            parts.append(self.country())
        return ", ".join(parts)

    def hosp(self, i=0):
        return p("HOSPITAL", self.hospitals[i % 3])

    def ward(self):
        return p("HOSPITAL", self.r.choice(WARDS))

    def orgv(self):
        return p("ORGANIZATION", self.org)

    def insurer(self):
        return p("ORGANIZATION", self.r.choice(INSURERS[self.c]))

    def other_country(self):
        return p("COUNTRY", self.r.choice(OTHER_COUNTRIES))

    def landmark(self):
        return p("LOCATION_OTHER", self.r.choice(LANDMARKS))

    def room(self):
        r = self.r
        return r.choice([f"room {p('LOCATION_OTHER', str(r.randint(101, 920)) + r.choice(['', 'A', 'B']))}",
                         f"bed {p('LOCATION_OTHER', r.randint(1, 36))}",
                         f"Rm {p('LOCATION_OTHER', r.randint(2, 40))}, bed {p('LOCATION_OTHER', r.choice('ABCD'))}",
                         f"Bay {p('LOCATION_OTHER', r.randint(1, 8))} bed {p('LOCATION_OTHER', r.randint(1, 6))}",
                         f"cubicle {p('LOCATION_OTHER', r.randint(1, 14))}"])

    # -------------------------------------------------------------------- contacts
    def phone_raw(self, c=None):
        r = self.r
        c = c or self.c
        nn = r.randint(0, 99)
        if c in ("US", "JM"):
            area = "876" if c == "JM" else r.choice(["212", "614", "520", "559", "518", "912", "918", "509", "915"])
            return r.choice([f"({area}) 555-01{nn:02d}", f"{area}-555-01{nn:02d}", f"{area}.555.01{nn:02d}",
                             f"1-{area}-555-01{nn:02d}"])
        k = r.randint(0, 99)
        if c == "IN":
            return r.choice([f"+91 80 5550 1{k:03d}", f"044-5550-1{k:03d}", f"+91 5550 1{k:05d}"])
        if c == "NG":
            return r.choice([f"+234 1 5550 1{k:03d}", f"0805 550 1{k:03d}", f"+234 805 550 1{k:03d}"])
        if c == "PH":
            return r.choice([f"+63 2 5550 1{k:03d}", f"(02) 5550 1{k:03d}", f"0917 555 01{k:02d}"])
        if c == "SG":
            return r.choice([f"+65 5550 1{k:03d}", f"5550 1{k:03d}"])
        if c == "ZA":
            return r.choice([f"+27 21 5550 1{k:03d}", f"021 5550 1{k:03d}", f"011 555 01{k:02d}"])
        raise ValueError(c)

    def phone(self, ext=False):
        v = self.phone_raw()
        if ext:
            v += self.r.choice([f" ext. {self.r.randint(10, 999)}", f" x{self.r.randint(100, 4999)}",
                                f" ext {self.r.randint(10, 99)}"])
        return p("PHONE", v)

    def fax(self):
        return p("FAX", self.phone_raw())

    def pager(self):
        r = self.r
        return r.choice([f"pager {p('PHONE', f'{r.randint(1, 9)}-{r.randint(1000, 9999)}')}",
                         f"bleep {p('PHONE', r.randint(1000, 8999))}",
                         f"pgr {p('PHONE', r.randint(10000, 89999))}",
                         f"beeper #{p('PHONE', r.randint(200, 899))}"])

    def email(self, person=None, org=False):
        r = self.r
        dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "clinic.example.org"])
        if org or person is None:
            local = r.choice(["records", "referrals", "opd.desk", "pharmacy", "labreports", "admissions",
                              "billing", "maternity"])
        else:
            local = r.choice([f"{person.given.split()[0].lower()}.{person.surname.split()[-1].lower()}",
                              f"{person.given[0].lower()}{person.surname.split()[-1].lower()}{r.randint(1, 99)}",
                              f"{person.surname.split()[-1].lower()}.{person.given.split()[0].lower()}"])
        local = local.replace("'", "")
        return p("EMAIL", f"{local}@{dom}")

    def url(self):
        r = self.r
        host = r.choice(["www.example.org", "portal.example.com", "results.example.net", "www.example.com",
                         "telehealth.example.org"])
        path = r.choice(["", "/portal", "/results/login", "/patients", "/refer", "/lab/view", "/appointments"])
        pre = r.choice(["", "", "https://", "http://"])
        return p("URL", f"{pre}{host}{path}")

    def ip(self):
        r = self.r
        return p("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    # -------------------------------------------------------------------- identifiers
    def mrn(self):
        r, c = self.r, self.c
        v = r.choice([f"{r.randint(0, 99999999):08d}", f"{r.randint(100000, 999999)}",
                      {"US": f"MR{r.randint(1000000, 9999999)}", "IN": f"UH{r.randint(10, 99)}-{r.randint(100000, 999999)}",
                       "NG": f"LVM/{r.randint(15, 25)}/{r.randint(1000, 99999)}", "PH": f"{r.randint(2016, 2025)}-{r.randint(10000, 99999)}",
                       "SG": f"KR{r.randint(100000, 999999)}Z", "ZA": f"PV{r.randint(1000000, 9999999)}",
                       "JM": f"BMR-{r.randint(10000, 99999)}"}[c]])
        return p("MRN", v)

    def ssn(self):
        r, c = self.r, self.c
        v = {"US": f"9{r.randint(0, 99):02d}-{r.randint(10, 99)}-{r.randint(1000, 9999)}",
             "IN": f"0000 {r.randint(1000, 9999)} {r.randint(1000, 9999)}",
             "NG": f"000{r.randint(10000000, 99999999)}",
             "PH": f"00-0{r.randint(100000, 999999)}-{r.randint(0, 9)}",
             "SG": f"T000{r.randint(1000, 9999)}{r.choice('ABCDEFGHIJZ')}",
             "ZA": f"000{r.randint(1000000000, 9999999999)}",
             "JM": f"000-{r.randint(100, 999)}-{r.randint(100, 999)}"}[c]
        return p("SSN", v)

    def ssn_label(self):
        return {"US": "SSN", "IN": "Aadhaar", "NG": "NIN", "PH": "SSS No.", "SG": "NRIC", "ZA": "SA ID",
                "JM": "TRN"}[self.c]

    def plan(self):
        r, c = self.r, self.c
        v = {"US": f"{r.choice(['XKZ', 'PRS', 'LCH'])}{r.randint(100000, 999999)}",
             "IN": f"SHI/{r.randint(1000, 9999)}/{r.randint(100000, 999999)}",
             "NG": f"NHIS-{r.randint(1000000, 9999999)}", "PH": f"PH-{r.randint(10, 19)}-{r.randint(100000000, 999999999)}-{r.randint(0, 9)}",
             "SG": f"LS{r.randint(10000000, 99999999)}", "ZA": f"UMA{r.randint(1000000, 9999999)}",
             "JM": f"ICH {r.randint(100000, 999999)}"}[c]
        return p("HEALTHPLAN", v)

    def plan_label(self):
        return self.r.choice({"US": ["Member ID", "Policy #", "Group no."], "IN": ["Policy No.", "TPA card no."],
                              "NG": ["NHIS No.", "HMO ID"], "PH": ["PhilHealth PIN", "PhilHealth No."],
                              "SG": ["Policy No.", "MediShield ref"], "ZA": ["Medical aid no.", "Scheme member no."],
                              "JM": ["NHF card", "Health plan ID"]}[self.c])

    def acct(self):
        r = self.r
        return p("ACCOUNT", r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}", f"E{r.randint(1000000, 9999999)}",
                                      f"V-{r.randint(10000, 99999)}", f"{r.randint(100000000, 999999999)}",
                                      f"IP/{r.randint(2016, 2025)}/{r.randint(1000, 9999)}"]))

    def lic(self):
        r, c = self.r, self.c
        lab, v = r.choice({
            "US": [("DEA", f"{r.choice('ABFM')}{r.choice('BGKLRS')}{r.randint(1000000, 9999999)}"),
                   ("NPI", f"{r.randint(1000000000, 1999999999)}"), ("Lic #", f"MD{r.randint(10000, 99999)}")],
            "IN": [("Reg. No.", f"KMC {r.randint(10000, 99999)}"), ("MCI Reg.", f"{r.randint(10000, 99999)}")],
            "NG": [("MDCN No.", f"MDCN/R/{r.randint(10000, 99999)}"), ("PCN Reg.", f"PCN-{r.randint(1000, 9999)}")],
            "PH": [("PRC Lic. No.", f"0{r.randint(100000, 999999)}"), ("PTR No.", f"{r.randint(1000000, 9999999)}")],
            "SG": [("MCR", f"M{r.randint(10000, 99999)}{r.choice('ABCDHJ')}")],
            "ZA": [("HPCSA", f"MP {r.randint(100000, 999999):07d}"), ("SANC", f"{r.randint(10000000, 19999999)}")],
            "JM": [("MCJ Reg.", f"{r.randint(1000, 9999)}"), ("Lic. No.", f"JM-{r.randint(10000, 99999)}")],
        }[c])
        return f"{lab} {p('LICENSE', v)}"

    def dl(self):
        r = self.r
        return p("LICENSE", r.choice([f"D{r.randint(1000000, 9999999)}", f"DL-{r.randint(10, 99)}-{r.randint(2000000, 9999999)}",
                                      f"{r.choice('ABCKLM')}{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(10, 99)}"]))

    def device(self):
        r = self.r
        return p("DEVICE", r.choice([f"PJN{r.randint(100000, 999999)}", f"IP-{r.randint(10000, 99999)}-{r.choice('KLMX')}",
                                     f"GX{r.randint(1000000, 9999999)}", f"SN{r.randint(10000000, 99999999)}",
                                     f"{r.choice(['RNV', 'BTK', 'CPX'])}-{r.randint(100, 999)}-{r.randint(1000, 9999)}"]))

    def plate(self):
        r, c = self.r, self.c
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        v = {"US": f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}",
             "IN": f"{r.choice(['KA', 'TN', 'KL', 'MH'])} {r.randint(1, 60):02d} {r.choice(L)}{r.choice(L)} {r.randint(1000, 9999)}",
             "NG": f"{r.choice(['LSR', 'KJA', 'ABJ', 'EKY'])}-{r.randint(100, 999)}{r.choice(L)}{r.choice(L)}",
             "PH": f"{r.choice(L)}{r.choice(L)}{r.choice(L)} {r.randint(1000, 9999)}",
             "SG": f"S{r.choice(L)}{r.choice(L)} {r.randint(1000, 9999)}{r.choice(L)}",
             "ZA": f"{r.choice(['CA', 'ND', 'GP'])} {r.randint(100, 999)}-{r.randint(100, 999)}",
             "JM": f"{r.randint(1000, 9999)} {r.choice(L)}{r.choice(L)}"}[c]
        if r.random() < 0.2:
            v = "".join(r.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
            return f"VIN {p('VEHICLE', v)}"
        return f"{r.choice(['plate', 'reg. no.', 'number plate', 'registration'])} {p('VEHICLE', v)}"

    def bioid(self):
        r = self.r
        lab, v = r.choice([("fingerprint ID", f"FP-{r.randint(10000, 99999)}"), ("biometric ref", f"BIO{r.randint(100000, 999999)}"),
                           ("thumbprint no.", f"TP{r.randint(1000, 9999)}-{r.randint(10, 99)}"),
                           ("iris template", f"IRS-{r.randint(1000, 9999)}"), ("footprint ref", f"FT/{r.randint(100, 999)}/{r.randint(10, 99)}")])
        return f"{lab} {p('BIOID', v)}"

    def idnum(self, kind=None):
        r = self.r
        k = kind or r.choice(["acc", "spec", "order", "req", "case", "rx"])
        v = {"acc": f"S{r.randint(16, 25)}-{r.randint(1000, 99999)}", "spec": f"SP{r.randint(100000, 999999)}",
             "order": f"ORD-{r.randint(1000000, 9999999)}", "req": f"RQ{r.randint(10000, 99999)}",
             "case": f"CR {r.randint(100, 999)}/{r.randint(2016, 2025)}", "rx": f"RX{r.randint(100000, 999999)}"}[k]
        return p("IDNUM", v)
