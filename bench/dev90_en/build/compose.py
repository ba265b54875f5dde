"""Composition helpers: PHI values are wrapped in private-use marker characters while a note is written;
`finish` strips the markers in one pass and records offsets. Offsets are never found by searching text."""
import datetime as dt

import pools as P

TYPES = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TYPE_LIST = list(TYPES)
NEG_KINDS = ["lab", "vital", "drug", "score", "eponym", "icd", "cpt", "credential", "time", "measure",
             "wordlike", "dept", "number", "condition", "relative_date"]

S, E = "\ue000", "\ue001"      # PHI span open / close; the char after S encodes the type
NS, NE = "\ue002", "\ue003"    # hard-negative open / close; the char after NS encodes the kind


def ph(typ, val):
    assert typ in TYPES, typ
    assert val and not any(ch in val for ch in (S, E, NS, NE)), val
    return S + chr(0xE100 + TYPE_LIST.index(typ)) + val + E


def ng(val, kind):
    assert not any(ch in val for ch in (S, E, NS, NE)), val
    return NS + chr(0xE200 + NEG_KINDS.index(kind)) + val + NE


def finish(marked):
    """Strip markers in one pass; return (text, spans, negatives)."""
    out, spans, negs = [], [], []
    n = 0
    cur = None  # (kind, code, start)
    i = 0
    L = len(marked)
    while i < L:
        ch = marked[i]
        if ch == S or ch == NS:
            assert cur is None, "nested marker"
            cur = ("S" if ch == S else "N", ord(marked[i + 1]), n)
            i += 2
            continue
        if ch == E or ch == NE:
            assert cur is not None and (cur[0] == "S") == (ch == E), "unbalanced marker"
            kind, code, start = cur
            seg = "".join(out[start:n])
            if kind == "S":
                typ = TYPE_LIST[code - 0xE100]
                spans.append({"start": start, "end": n, "label": TYPES[typ], "type": typ, "text": seg})
            else:
                negs.append({"start": start, "end": n, "kind": NEG_KINDS[code - 0xE200], "text": seg})
            cur = None
            i += 1
            continue
        out.append(ch)
        n += 1
        i += 1
    assert cur is None
    return "".join(out), spans, negs


WD_FULL = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_ABBR = [["Mon"], ["Tue", "Tues"], ["Wed"], ["Thu", "Thur", "Thurs"], ["Fri"], ["Sat"], ["Sun"]]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
NUMWORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty",
        90: "ninety"}


def numword(n):
    if n < 20:
        return NUMWORDS[n]
    t, u = n - n % 10, n % 10
    return TENS[t] + ("" if u == 0 else "-" + NUMWORDS[u])


def ordinal(d):
    if 10 <= d % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suf}"


class Person:
    def __init__(self, rng, sex=None, origin=None):
        self.sex = sex or rng.choice("MF")
        if origin is None:
            origin = rng.choices(list(P.ORIGIN_WEIGHTS), weights=list(P.ORIGIN_WEIGHTS.values()))[0]
        m, f, s = P.ORIGINS[origin]
        self.first = rng.choice(m if self.sex == "M" else f)
        # surnames mostly from the same origin, sometimes mixed
        if rng.random() < 0.75:
            self.last = rng.choice(s)
        else:
            o2 = rng.choice(list(P.ORIGINS))
            self.last = rng.choice(P.ORIGINS[o2][2])
        self.mi = rng.choice("ABCDEFGHJKLMNPRSTW")
        self.origin = origin


class Ctx:
    """Per-note context: people, places and identifiers, rendered as marked strings."""

    def __init__(self, rng):
        self.r = rng
        r = rng
        self.pt = Person(r)
        self.rel = Person(r, origin=self.pt.origin if r.random() < 0.6 else None)
        self.rel.relation = r.choice(P.RELATIONS_M if self.rel.sex == "M" else P.RELATIONS_F)
        if r.random() < 0.7:
            self.rel.last = self.pt.last
        self.rel2 = Person(r, origin=self.pt.origin)
        self.rel2.relation = r.choice(P.RELATIONS_M if self.rel2.sex == "M" else P.RELATIONS_F)
        self.doc = Person(r)
        self.doc2 = Person(r)
        self.nurse = Person(r)
        self.staff = Person(r)
        self.pharm = Person(r)
        self.base = dt.date(2023, 1, 1) + dt.timedelta(days=r.randrange(0, 900))
        self.age_v = r.choice([r.randint(19, 45), r.randint(46, 79), r.randint(80, 99), r.randint(20, 90)])
        self.child_age = r.randint(1, 17)
        self.hosp_name = self._hosp()
        self.clinic_name = self._clinic()
        self.pharmacy_name = r.choice(P.PHARMACIES)
        if r.random() < 0.3:
            self.pharmacy_name += f" #{r.randint(100, 999)}"
        self.city_v = r.choice(P.CITIES)
        self.state_v = r.choice(P.STATES)
        self._ck24 = r.random() < 0.5
        self.area = r.choice(["212", "312", "503", "614", "206", "808", "319", "702", "505", "859", "617",
                              "414", "720", "207", "802", "416", "604", "902", "785"])

    # ---------------- places ----------------
    def _hosp(self):
        r = self.r
        if r.random() < 0.3:
            return r.choice(P.SAINT_HOSP)
        return r.choice(P.PLACE_WORDS) + " " + r.choice(["General Hospital", "Medical Center",
                                                          "Community Hospital", "Regional Hospital",
                                                          "Children's Hospital", "Memorial Hospital"])

    def _clinic(self):
        r = self.r
        return r.choice(P.PLACE_WORDS) + " " + r.choice(P.HOSP_KINDS)

    def hosp(self):
        return ph("HOSPITAL", self.hosp_name)

    def clinic(self):
        return ph("HOSPITAL", self.clinic_name)

    def pharmacy(self):
        return ph("HOSPITAL", self.pharmacy_name)

    def ward(self):
        return ph("HOSPITAL", self.r.choice(P.WARDS))

    def city(self):
        return ph("CITY", self.city_v)

    def state(self, abbr=None):
        if abbr is None:
            abbr = self.r.random() < 0.6
        return ph("STATE", self.state_v[1] if abbr else self.state_v[0])

    def zip(self):
        r = self.r
        ab = self.state_v[1]
        if ab in ("ON", "BC", "NS"):
            L = "ABCEGHJKLMNPRSTVXY"
            return ph("ZIP", f"{r.choice(L)}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}")
        return ph("ZIP", f"{r.randint(10000, 99950):05d}")

    def street(self, unit=None):
        r = self.r
        s = f"{r.randint(2, 9800)} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX)}"
        if unit or (unit is None and r.random() < 0.3):
            s += r.choice([", ", " "]) + r.choice(P.UNITS)
        return ph("STREET", s)

    def address(self):
        r = self.r
        if r.random() < 0.5:
            return f"{self.street()}, {self.city()}, {self.state(True)} {self.zip()}"
        return f"{self.street()}, {self.city()} {self.state()} {self.zip()}"

    def uk_address(self):
        r = self.r
        L = "ABDEFGHJLNPQRSTUWXYZ"
        pc = f"{r.choice(['LS', 'EX', 'TR', 'KY', 'NR', 'CA', 'LL', 'ME'])}{r.randint(1, 28)} {r.randint(1, 9)}{r.choice(L)}{r.choice(L)}"
        return f"{self.street(False)}, {ph('CITY', r.choice(P.CITIES))}, {ph('STATE', r.choice(P.UK_REGIONS))} {ph('ZIP', pc)}"

    def country(self):
        return ph("COUNTRY", self.r.choice(P.COUNTRIES))

    def room(self):
        r = self.r
        return ph("LOCATION_OTHER", r.choice([str(r.randint(100, 820)), f"{r.randint(2, 9)}{r.randint(10, 40)}{r.choice('AB')}", str(r.randint(1, 30))]))

    def bed(self):
        return ph("LOCATION_OTHER", str(self.r.randint(1, 24)) + self.r.choice(["", "", "A", "B"]))

    def building(self):
        return ph("LOCATION_OTHER", self.r.choice(P.BUILDINGS))

    def employer(self):
        return ph("ORGANIZATION", self.r.choice(P.EMPLOYERS))

    def school(self):
        return ph("ORGANIZATION", self.r.choice(P.SCHOOLS))

    def org(self):
        return ph("ORGANIZATION", self.r.choice(P.ORGS))

    def insurer(self):
        if not hasattr(self, "_ins"):
            self._ins = self.r.choice(P.INSURERS)
        return ph("ORGANIZATION", self._ins)

    def prof(self):
        return ph("PROFESSION", self.r.choice(P.PROFESSIONS))

    # ---------------- names ----------------
    def name(self, p, typ, form=None, titled=False):
        r = self.r
        forms = ["full", "first", "last_t", "first_init", "last_first", "LAST_FIRST", "full_mi", "caps",
                 "initials_dot", "initials", "first_last_init"]
        if form is None:
            form = r.choice(forms)
        first = p.first
        if form == "nick" and first in P.NICKNAMES:
            return ph(typ, P.NICKNAMES[first])
        if form == "nick":
            form = "first"
        if form == "full":
            return ph(typ, f"{first} {p.last}")
        if form == "first":
            return ph(typ, first)
        if form == "last":
            return ph(typ, p.last)
        if form == "last_t":
            return self.title(p) + ph(typ, p.last)
        if form == "full_t":
            return self.title(p) + ph(typ, f"{first} {p.last}")
        if form in ("first_init", "first_last_init"):
            return ph(typ, f"{first} {p.last[0].upper()}.")
        if form == "last_first":
            return ph(typ, f"{p.last}, {first}")
        if form == "LAST_FIRST":
            return ph(typ, f"{p.last.upper()}, {first.upper()}" + (f" {p.mi}" if r.random() < 0.5 else ""))
        if form == "full_mi":
            return ph(typ, f"{first} {p.mi}. {p.last}")
        if form == "caps":
            return ph(typ, f"{first.upper()} {p.last.upper()}")
        if form == "initials_dot":
            return ph(typ, f"{first[0]}.{p.last[0].upper()}.")
        if form == "initials":
            return ph(typ, f"{first[0]}{p.last[0].upper()}")
        if form == "initials_lc":
            return ph(typ, f"{first[0]}{p.last[0]}".lower())
        raise ValueError(form)

    def title(self, p, kind=None):
        r = self.r
        if kind == "dr":
            t = r.choice(["Dr. ", "Dr ", "Dr. ", "dr "])
        elif p.sex == "M":
            t = r.choice(["Mr. ", "Mr ", "Mr "])
        else:
            t = r.choice(["Mrs. ", "Mrs ", "Ms. ", "Ms ", "Ms ", "Miss "])
        return t

    def dr(self, p=None, form=None):
        """A physician with title/credential outside the span."""
        r = self.r
        p = p or self.doc
        form = form or r.choice(["dr_last", "dr_last", "dr_full", "full_cred", "last_cred", "prof_last",
                                 "dr_first_last_init"])
        if form == "dr_last":
            return self.title(p, "dr") + ph("DOCTOR", p.last)
        if form == "dr_full":
            return self.title(p, "dr") + ph("DOCTOR", f"{p.first} {p.last}")
        if form == "prof_last":
            return r.choice(["Prof. ", "Prof "]) + ph("DOCTOR", p.last)
        if form == "dr_first_last_init":
            return self.title(p, "dr") + ph("DOCTOR", f"{p.first[0]}. {p.last}")
        if form == "full_cred":
            return ph("DOCTOR", f"{p.first} {p.last}") + r.choice([", ", " "]) + ng(r.choice(["MD", "DO", "MBBS", "NP", "PA-C", "FNP-C"]), "credential")
        if form == "last_cred":
            return ph("DOCTOR", f"{p.first} {p.mi}. {p.last}") + ", " + ng(r.choice(["MD", "DO", "MBBS"]), "credential")
        raise ValueError(form)

    def staffname(self, p, role_cred=None, form=None):
        r = self.r
        form = form or r.choice(["first", "full", "full_cred", "first_init", "full_cred"])
        if form == "first":
            return ph("DOCTOR", p.first)
        if form == "full":
            return ph("DOCTOR", f"{p.first} {p.last}")
        if form == "first_init":
            return ph("DOCTOR", f"{p.first} {p.last[0]}.")
        if form == "full_cred":
            cred = role_cred or r.choice(["RN", "LPN", "BSN, RN", "CMA"])
            return ph("DOCTOR", f"{p.first} {p.last}") + r.choice([", ", " "]) + ng(cred, "credential")
        raise ValueError(form)

    # ---------------- dates & ages ----------------
    def d(self, offset=None):
        if offset is None:
            offset = self.r.randint(-40, 40)
        return self.base + dt.timedelta(days=offset)

    def date(self, fmt=None, offset=None, day=None):
        r = self.r
        x = day or self.d(offset)
        fmts = ["m/d", "m/d", "mm/dd/yyyy", "m/d/yy", "Month d", "Mon d", "Mon dth", "d Month yyyy",
                "yyyy-mm-dd", "wd m/d", "wd", "wdfull", "Wdfull, Month d", "wd the dth", "Month dth",
                "Month d, yyyy", "dd.mm.yyyy", "d/m/yyyy", "Mon d yyyy", "the dth"]
        fmt = fmt or r.choice(fmts)
        wi = x.weekday()
        wd = r.choice(WD_ABBR[wi])
        if fmt == "m/d":
            s = f"{x.month}/{x.day}"
        elif fmt == "mm/dd/yyyy":
            s = f"{x.month:02d}/{x.day:02d}/{x.year}"
        elif fmt == "m/d/yy":
            s = f"{x.month}/{x.day}/{x.year % 100:02d}"
        elif fmt == "Month d":
            s = f"{MONTHS[x.month - 1]} {x.day}"
        elif fmt == "Mon d":
            s = f"{MON_ABBR[x.month - 1]} {x.day}"
        elif fmt == "Mon dth":
            s = f"{MON_ABBR[x.month - 1]} {ordinal(x.day)}"
        elif fmt == "Month dth":
            s = f"{MONTHS[x.month - 1]} {ordinal(x.day)}"
        elif fmt == "d Month yyyy":
            s = f"{x.day} {MONTHS[x.month - 1]} {x.year}"
        elif fmt == "yyyy-mm-dd":
            s = x.isoformat()
        elif fmt == "wd m/d":
            s = f"{wd} {x.month}/{x.day}"
        elif fmt == "wd":
            s = wd
        elif fmt == "wdfull":
            s = WD_FULL[wi]
        elif fmt == "Wdfull, Month d":
            s = f"{WD_FULL[wi]}, {MONTHS[x.month - 1]} {x.day}"
        elif fmt == "wd the dth":
            s = f"{wd} the {ordinal(x.day)}"
        elif fmt == "the dth":
            return "the " + ph("DATE", ordinal(x.day))
        elif fmt == "Month d, yyyy":
            s = f"{MONTHS[x.month - 1]} {x.day}, {x.year}"
        elif fmt == "dd.mm.yyyy":
            s = f"{x.day:02d}.{x.month:02d}.{x.year}"
        elif fmt == "d/m/yyyy":
            s = f"{x.day}/{x.month}/{x.year}"
        elif fmt == "Mon d yyyy":
            s = f"{MON_ABBR[x.month - 1]} {x.day} {x.year}"
        elif fmt == "Month yyyy":
            s = f"{MONTHS[x.month - 1]} {x.year}"
        elif fmt == "yyyy":
            s = str(x.year)
        elif fmt == "Mon":
            s = MONTHS[x.month - 1]
        else:
            raise ValueError(fmt)
        return ph("DATE", s)

    def dob(self, age=None):
        r = self.r
        age = age if age is not None else self.age_v
        x = dt.date(self.base.year - age, r.randint(1, 12), r.randint(1, 28))
        fmt = r.choice(["mm/dd/yyyy", "m/d/yyyy", "yyyy-mm-dd", "d Month yyyy", "Month d, yyyy", "dd.mm.yyyy"])
        if fmt == "m/d/yyyy":
            return ph("DATE", f"{x.month}/{x.day}/{x.year}")
        return self.date(fmt, day=x)

    def date_range(self):
        r = self.r
        a = self.r.randint(-20, 10)
        b = a + r.randint(1, 6)
        x, y = self.d(a), self.d(b)
        if r.random() < 0.5:
            return ph("DATE", f"{x.month}/{x.day}") + r.choice(["-", " - ", " to "]) + ph("DATE", f"{y.month}/{y.day}")
        return ph("DATE", f"{MON_ABBR[x.month - 1]} {x.day}") + r.choice(["-", " to ", " thru "]) + ph("DATE", f"{MON_ABBR[y.month - 1]} {y.day}")

    def age(self, a=None, style=None, sex=None):
        r = self.r
        a = self.age_v if a is None else a
        sx = sex or self.pt.sex
        style = style or r.choice(["yo", "yo_nosp", "y/o", "year-old", "aged", "sexF", "sexF_nosp", "years old",
                                   "yo_sex", "word-year-old", "age_colon"])
        A = ph("AGE", str(a))
        if style == "yo":
            return A + " yo"
        if style == "yo_nosp":
            return A + "yo"
        if style == "y/o":
            return A + " y/o"
        if style == "year-old":
            return A + "-year-old"
        if style == "aged":
            return "aged " + A
        if style == "sexF":
            return A + " " + sx
        if style == "sexF_nosp":
            return A + sx
        if style == "years old":
            return A + " years old"
        if style == "yo_sex":
            return A + "yo " + sx
        if style == "word-year-old":
            return ph("AGE", numword(a)) + "-year-old"
        if style == "age_colon":
            return "age " + A
        raise ValueError(style)

    # ---------------- contacts & ids ----------------
    def phone_v(self, ext=None):
        r = self.r
        n = f"01{r.randint(0, 99):02d}"
        a = self.area if r.random() < 0.7 else r.choice(["213", "404", "971", "515", "651", "208"])
        style = r.choice(["paren", "dash", "dot", "paren", "local", "intl", "uk", "dash"])
        if style == "paren":
            s = f"({a}) 555-{n}"
        elif style == "dash":
            s = f"{a}-555-{n}"
        elif style == "dot":
            s = f"{a}.555.{n}"
        elif style == "local":
            s = f"555-{n}"
        elif style == "intl":
            s = f"+1 {a} 555 {n}"
        else:
            s = f"+44 20 5550 1{r.randint(0, 999):03d}"
        if ext or (ext is None and r.random() < 0.15):
            s += r.choice([" ext. ", " ext ", " x", " x."]) + str(r.randint(2, 4999))
        return s

    def phone(self, ext=None):
        return ph("PHONE", self.phone_v(ext))

    def pager(self):
        r = self.r
        return ph("PHONE", r.choice([f"{r.randint(2, 9)}-{r.randint(1000, 9999)}", f"{r.randint(10000, 99999)}",
                                     f"{r.randint(1000, 9999)}"]))

    def fax(self):
        return ph("FAX", self.phone_v(False))

    def email(self, p=None):
        r = self.r
        p = p or self.pt
        dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com", "clinic.example.org"])
        first = "".join(c for c in p.first.lower() if c.isalpha())
        last = "".join(c for c in p.last.lower() if c.isalpha())
        local = r.choice([f"{first}.{last}", f"{first}{last[0]}", f"{first[0]}{last}{r.randint(1, 99)}",
                          f"{first}_{last}", f"{last}.{first[0]}", f"{first}{r.randint(60, 99)}"])
        return ph("EMAIL", f"{local}@{dom}")

    def username(self, p=None):
        r = self.r
        p = p or self.pt
        first = "".join(c for c in p.first.lower() if c.isalpha())
        last = "".join(c for c in p.last.lower() if c.isalpha())
        return ph("USERNAME", r.choice([f"{first[0]}{last}{r.randint(1, 9)}", f"{first}.{last[0]}{r.randint(10, 99)}",
                                        f"{first}_{last}", f"{last}{first[0]}", f"{first}{r.randint(1970, 2012)}",
                                        f"{first[:3]}{last[:3]}"]))

    def url(self):
        r = self.r
        host = r.choice(["portal.example.org", "www.example.com", "example.net", "mychart.example.org",
                         "pay.example.com", "forms.example.net", "www.example.org"])
        path = r.choice(["/msg/", "/bill/", "/appt/", "/r/", "/forms/", "/pay?acct=", "/v/"]) + str(r.randint(1000, 999999))
        pre = r.choice(["https://", "http://", ""]) if not host.startswith("www") else r.choice(["https://", ""])
        return ph("URL", pre + host + path)

    def ip(self):
        r = self.r
        k = r.random()
        if k < 0.4:
            s = f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        elif k < 0.7:
            s = f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"
        else:
            s = f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        return ph("IPADDR", s)

    def mrn(self):
        r = self.r
        return ph("MRN", r.choice([f"{r.randint(0, 99999999):08d}", f"{r.randint(1000000, 9999999)}",
                                   f"E{r.randint(100000, 999999)}", f"MR-{r.randint(100000, 999999)}"]))

    def ssn(self):
        r = self.r
        k = r.random()
        if k < 0.6:
            return ph("SSN", f"9{r.randint(0, 99):02d}-{r.randint(10, 99)}-{r.randint(1000, 9999)}")
        if k < 0.8:
            return ph("SSN", f"000-{r.randint(10, 99)}-{r.randint(1000, 9999)}")
        return ph("SSN", f"QQ {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.choice('ABCD')}")

    def healthplan(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return ph("HEALTHPLAN", r.choice([f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100000, 999999)}",
                                          f"HPL-{r.randint(10000, 99999)}-{r.randint(1, 9):02d}",
                                          f"{r.randint(100000000, 999999999)}",
                                          f"W{r.randint(10000000, 99999999)}",
                                          f"{r.choice(L)}{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"]))

    def group(self):
        r = self.r
        return ph("HEALTHPLAN", r.choice([f"{r.randint(100, 99999):05d}", f"GRP-{r.randint(1000, 9999)}",
                                          f"{r.randint(100000, 999999)}A"]))

    def account(self):
        r = self.r
        return ph("ACCOUNT", r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                                       f"{r.randint(10000000, 99999999)}", f"V{r.randint(1000000, 9999999)}",
                                       f"A{r.randint(100000, 999999)}", f"ENC-{r.randint(100000, 999999)}"]))

    def claim(self):
        r = self.r
        return ph("ACCOUNT", r.choice([f"CLM-{self.base.year}-{r.randint(100000, 999999)}",
                                       f"{r.randint(10, 99)}{r.randint(10000000, 99999999)}"]))

    def license(self, kind=None):
        r = self.r
        L = "ABFGMPRX"
        kind = kind or r.choice(["dea", "npi", "dl", "med"])
        if kind == "dea":
            return "DEA " + r.choice(["", "# ", "#"]) + ph("LICENSE", f"{r.choice(L)}{r.choice('ABCDEFGHKLMNPRSTW')}{r.randint(1000000, 9999999)}")
        if kind == "npi":
            return "NPI " + ph("LICENSE", f"{r.choice('12')}{r.randint(100000000, 999999999)}")
        if kind == "dl":
            return r.choice(["DL# ", "driver's license ", "DL ", "drivers lic "]) + ph("LICENSE", r.choice([
                f"D{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                f"{r.choice('ABCDEFGHJKLMNPRSTWY')}{r.randint(1000000, 9999999)}",
                f"{r.randint(100000000, 999999999)}"]))
        return r.choice(["license # ", "lic. ", "state license "]) + ph("LICENSE", f"{r.choice(['MD', 'RN', 'PH', 'C'])}{r.randint(10000, 999999)}")

    def device(self):
        r = self.r
        dev = r.choice(["CPAP", "insulin pump", "pump", "CGM transmitter", "glucometer", "pacemaker",
                        "hearing aid", "nebulizer", "pulse ox", "TENS unit", "wheelchair", "O2 concentrator",
                        "BP cuff", "ICD"])
        val = r.choice([f"{r.choice(['PJN', 'SN', 'XR', 'MMT', 'RS'])}{r.randint(100000, 999999)}",
                        f"{r.randint(10, 99)}{r.choice('ABCDEFGHJK')}{r.randint(100, 999)}-{r.randint(10000, 99999)}",
                        f"{r.randint(10000000000, 99999999999)}",
                        f"{r.choice('ABCDEFGH')}{r.choice('KLMNPQRS')}-{r.randint(1000, 9999)}-{r.choice('ABCDEFGH')}{r.randint(100, 999)}"])
        lab = r.choice(["serial ", "SN ", "SN: ", "serial # ", "s/n ", "serial no. "])
        return dev, lab + ph("DEVICE", val)

    def vehicle(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        k = r.random()
        if k < 0.45:
            v = f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}"
            return r.choice(["plate ", "license plate ", "plate # ", "tag "]) + ph("VEHICLE", v)
        if k < 0.7:
            v = f"{r.choice(L)}{r.choice(L)}{r.randint(10, 79)} {r.choice(L)}{r.choice(L)}{r.choice(L)}"
            return r.choice(["reg ", "registration ", "plate "]) + ph("VEHICLE", v)
        if k < 0.85:
            v = f"{r.choice(L)}{r.choice(L)}{r.choice(L)}-{r.randint(1000, 9999)}"
            return r.choice(["plate ", "tag # "]) + ph("VEHICLE", v)
        chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        v = "".join(r.choice(chars) for _ in range(17))
        return "VIN " + ph("VEHICLE", v)

    def bioid(self):
        r = self.r
        kind = r.choice(["fingerprint ID ", "palm scan ID ", "voiceprint ID ", "biometric ID ", "face ID enrollment # ",
                         "iris scan ref "])
        val = r.choice([f"FP-{r.randint(10000, 99999)}", f"PV-{r.randint(1000, 9999)}-{r.randint(10, 99)}",
                        f"BIO{r.randint(100000, 999999)}", f"VP{r.randint(1000, 9999)}{r.choice('ABCXYZ')}",
                        f"IR-{r.randint(100, 999)}-{r.randint(1000, 9999)}"])
        return kind + ph("BIOID", val)

    def idnum(self, kind=None):
        r = self.r
        kind = kind or r.choice(["rx", "order", "acc", "spec", "case", "req", "ticket", "ref"])
        if kind == "rx":
            return r.choice(["Rx #", "Rx# ", "rx ", "prescription #"]) + ph("IDNUM", f"{r.randint(1000000, 9999999)}")
        if kind == "order":
            return r.choice(["order #", "order "]) + ph("IDNUM", f"ORD-{r.randint(10000, 99999)}")
        if kind == "acc":
            return r.choice(["accession ", "Accession # "]) + ph("IDNUM", f"S{self.base.year % 100}-{r.randint(1000, 9999)}")
        if kind == "spec":
            return "specimen ID " + ph("IDNUM", f"SP-{r.randint(10000, 99999)}")
        if kind == "case":
            return r.choice(["case #", "case "]) + ph("IDNUM", f"C-{self.base.year}-{r.randint(100, 9999)}")
        if kind == "req":
            return "requisition " + ph("IDNUM", f"R{r.randint(100000, 999999)}")
        if kind == "ticket":
            return r.choice(["ticket #", "ref #", "conversation ID "]) + ph("IDNUM", f"{r.choice(['TK', 'CH', 'Q'])}{r.randint(10000, 999999)}")
        return r.choice(["ref ", "reference # ", "auth # "]) + ph("IDNUM", f"{r.choice(['PA', 'REF', 'AU'])}{r.randint(100000, 9999999)}")

    def pron_obj(self):
        return "him" if self.doc.sex == "M" else "her"

    # ---------------- hard negatives ----------------
    def time(self):
        r = self.r
        h = r.randint(7, 19)
        m = r.choice([0, 10, 15, 20, 30, 40, 45, 50])
        s = r.choice([f"{h}:{m:02d}", f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}",
                      f"{(h - 1) % 12 + 1}:{m:02d}{'am' if h < 12 else 'pm'}", f"{h:02d}{m:02d}",
                      f"{(h - 1) % 12 + 1}{'am' if h < 12 else 'pm'}"])
        return ng(s, "time")

    def lab(self):
        return ng(self.r.choice(P.LABS), "lab")

    def panel(self):
        return ng(self.r.choice(P.LAB_PANELS), "lab")

    def vital(self):
        return ng(self.r.choice(P.VITALS), "vital")

    def vitals(self, k=2):
        return ", ".join(ng(v, "vital") for v in self.r.sample(P.VITALS, k))

    def drug(self):
        return ng(self.r.choice(P.DRUGS), "drug")

    def drug_s(self):
        return ng(self.r.choice(P.DRUG_SHORT), "drug")

    def score(self):
        return ng(self.r.choice(P.SCORES), "score")

    def epo(self):
        return ng(self.r.choice(P.EPONYMS), "eponym")

    def icd(self):
        return ng(self.r.choice(P.ICD), "icd")

    def cpt(self):
        return ng(self.r.choice(P.CPT), "cpt")

    def cond(self):
        return ng(self.r.choice(P.CONDITIONS), "condition")

    def dept(self):
        return ng(self.r.choice(P.DEPTS), "dept")

    def meas(self):
        return ng(self.r.choice(P.MEASURES), "measure")

    def cred(self, c=None):
        return ng(c or self.r.choice(P.CREDS), "credential")

    def word(self, w):
        return ng(w, "wordlike")

    def rdate(self):
        return ng(self.r.choice(["yesterday", "last night", "2 days ago", "last week", "this morning",
                                 "POD 2", "for 3 days", "x2 days", "since last night", "since the weekend",
                                 "x 4 days", "on and off for a month"]), "relative_date")

    def fdate(self):
        return ng(self.r.choice(["tomorrow", "in 2 weeks", "in 6 weeks", "next week", "in 3 months",
                                 "in 7-10 days"]), "relative_date")

    def size(self):
        return ng(self.r.choice(["3 cm", "2 x 3 cm", "5 mm", "1 inch", "2 inches", "4 cm", "10 cm",
                                 "half an inch"]), "measure")

    def money(self):
        r = self.r
        return ng(r.choice(["$25", "$148.20", "$1,240.00", "$0.00", "$40", "$312.75", "$2,018.44", "$75",
                            "$60 a month", "$95.10"]), "number")

    def clock(self):
        """A chat-style clock that moves forward."""
        r = self.r
        if not hasattr(self, "_clk"):
            self._clk = r.randint(8 * 60, 19 * 60)
        self._clk += r.randint(0, 3)
        h, m = divmod(self._clk, 60)
        return ng(f"{h}:{m:02d}" if self._ck24 else f"{(h - 1) % 12 + 1}:{m:02d} {'am' if h < 12 else 'pm'}", "time")

    def num(self):
        r = self.r
        return ng(r.choice(["qty 30", "qty 90", "#60", "2 refills", "0 refills", "5 mL", "1/2 tab", "1-2 tabs",
                            "3 x daily", "x10 days", "90-day supply", "28 tabs", "2 puffs", "7.5 mL",
                            "take 1 1/2 tabs", "$25 copay", "$148.20", "$1,240.00", "$0.00", "3 of 10",
                            "step 2 of 3", "$40"]), "number")
