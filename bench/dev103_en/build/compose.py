"""Marker-based composition and the per-note case (the invented people, places and numbers)."""
import datetime as dt
from pools import *  # noqa: F401,F403
import pools

M0, M1, M2 = "\ue000", "\ue001", "\ue002"

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def P(t, v):
    """Wrap a PHI value in private marker characters."""
    assert t in LABEL, t
    v = str(v)
    assert v and v == v.strip(), repr(v)
    assert not any(m in v for m in (M0, M1, M2))
    return f"{M0}{t}{M1}{v}{M2}"


def finalize(marked, lower):
    """One left-to-right pass: strip markers, record spans at output offsets."""
    if lower:
        marked = marked.lower()  # markers and type names survive (type is upper-cased below)
    out, spans, pos, i, n = [], [], 0, 0, len(marked)
    while i < n:
        c = marked[i]
        if c == M0:
            j = marked.index(M1, i)
            k = marked.index(M2, j)
            t = marked[i + 1:j].upper()
            v = marked[j + 1:k]
            spans.append({"start": pos, "end": pos + len(v), "label": LABEL[t], "type": t, "text": v})
            out.append(v)
            pos += len(v)
            i = k + 1
        else:
            assert c not in (M1, M2)
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fmt_date(d, f):
    m, day, y = d.month, d.day, d.year
    mon, mo3 = MONTHS[m - 1], MONTHS[m - 1][:3]
    wd, wd3 = WDAYS[d.weekday()], WDAYS[d.weekday()][:3]
    return {
        "mdY": f"{m:02d}/{day:02d}/{y}", "mdy": f"{m}/{day}/{y % 100:02d}", "md": f"{m}/{day}",
        "long_us": f"{mon} {day}, {y}", "short_us": f"{mo3} {day}", "wd_md": f"{wd3} {m}/{day}",
        "wdl_us": f"{wd}, {mon} {day}, {y}",
        "dmY": f"{day:02d}/{m:02d}/{y}", "dmy": f"{day}/{m}/{y % 100:02d}", "dm": f"{day}/{m}",
        "dmYdot": f"{day:02d}.{m:02d}.{y % 100:02d}", "long_uk": f"{day} {mon} {y}", "short_uk": f"{day} {mo3}",
        "wd_dm": f"{wd3} {day}/{m}", "wdl_uk": f"{wd} {day} {mon}", "dbY": f"{day:02d}-{mo3}-{y}",
        "iso": f"{y}-{m:02d}-{day:02d}", "wd": wd, "wd3": wd3, "monY": f"{mon} {y}", "Y": str(y),
        "mon": mon,
    }[f]


DATE_FMTS = {
    "US": ["mdY", "mdY", "mdy", "md", "long_us", "short_us", "wd_md", "wdl_us"],
    "UK": ["dmY", "dmY", "dmy", "dm", "dmYdot", "long_uk", "short_uk", "wd_dm", "wdl_uk", "dbY"],
    "CA": ["iso", "iso", "long_us", "mdY", "short_us", "dmY", "wd_md"],
    "AU": ["dmY", "dmY", "dm", "long_uk", "short_uk", "wd_dm", "dmy", "dbY"],
}
FULL_FMT = {"US": "mdY", "UK": "dmY", "CA": "iso", "AU": "dmY"}
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "Memorial Day", "New Year's Day", "Labor Day", "Easter"],
            "UK": ["Christmas", "Boxing Day", "Easter", "Christmas Eve", "New Year's Eve"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Victoria Day", "Boxing Day"],
            "AU": ["Christmas", "Boxing Day", "Anzac Day", "Australia Day", "Easter"]}


class Person:
    def __init__(self, rng, sex=None):
        self.sex = sex or rng.choice("FM")
        self.given = rng.choice(pools.GIVEN_F if self.sex == "F" else pools.GIVEN_M)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.45 else None
        self.surname = rng.choice(pools.SURNAMES)
        if self.sex == "F":
            self.title = rng.choice(["Mrs", "Ms", "Ms.", "Mrs.", "Miss"])
        else:
            self.title = rng.choice(["Mr", "Mr."])

    @property
    def full(self):
        return f"{self.given} {self.surname}"

    def initials(self, dots=False):
        parts = [self.given[0]] + ([self.mid] if self.mid and not dots else []) + [self.surname[0]]
        return ".".join(parts) + "." if dots else "".join(parts)


class Case:
    """All invented values for one note."""

    def __init__(self, rng, country=None):
        self.r = r = rng
        self.c = country or r.choice(["US", "US", "UK", "UK", "CA", "AU"])
        self.pt = Person(r)
        self.age = r.randint(18, 97)
        self.base = dt.date(2018, 1, 1) + dt.timedelta(days=r.randint(0, 365 * 7))
        self.dob = self.base - dt.timedelta(days=365 * self.age + r.randint(10, 350))
        self.city, self.region, self.abbr = r.choice(pools.PLACES[self.c])
        self.rel = []
        for rel in r.sample(["wife", "husband", "daughter", "son", "mother", "father", "brother", "sister",
                             "neighbour" if self.c != "US" else "neighbor", "friend", "partner", "niece",
                             "grandson", "granddaughter", "cousin", "landlord", "aunt"], 4):
            sex = "F" if rel in ("wife", "daughter", "mother", "sister", "niece", "granddaughter", "aunt") else \
                "M" if rel in ("husband", "son", "father", "brother", "grandson") else None
            p = Person(r, sex)
            if rel in ("wife", "husband", "daughter", "son", "mother", "father", "brother", "sister",
                       "grandson", "granddaughter") and r.random() < 0.6:
                p.surname = self.pt.surname
            p.relation = rel
            lo, hi = {"mother": (17, 40), "father": (17, 42), "aunt": (10, 30), "daughter": (-45, -16),
                      "son": (-45, -16), "niece": (-40, -15), "grandson": (-70, -40),
                      "granddaughter": (-70, -40)}.get(rel, (-12, 12))
            p.age = min(99, max(16, self.age + r.randint(lo, hi)))
            self.rel.append(p)
        self.staff = []
        for role, cred in r.sample(pools.STAFF_ROLES[self.c], 5):
            p = Person(r)
            p.role, p.cred = role, cred
            self.staff.append(p)
        drs = [x for x in pools.STAFF_ROLES[self.c] if x[0] == "Dr"]
        self.staff[1].role, self.staff[1].cred = r.choice(drs)
        self.hosp = r.choice([f"{r.choice(pools.HOSP_STEM)} {r.choice(pools.HOSP_KIND)}", r.choice(pools.SAINTS)])
        self.ward = r.choice(pools.WARDS)
        self.practice = r.choice(pools.PRACTICES)
        self.carehome = r.choice(pools.CARE_HOMES)
        self.pharmacy = r.choice(pools.PHARMACIES)
        self.employer = r.choice(pools.EMPLOYERS)
        self.prof = r.choice(pools.PROFESSIONS)
        self.abroad = r.choice(pools.COUNTRIES_ABROAD)
        self.scheme = r.choice(pools.HOUSING_SCHEMES)

    # ---------- names
    def ptn(self, form=None):
        p, r = self.pt, self.r
        form = form or r.choice(["full", "full", "title", "title", "given", "init", "sfirst", "given_init",
                                 "title_full", "mid"])
        if form == "full":
            return P("PATIENT", p.full)
        if form == "mid":
            return P("PATIENT", f"{p.given} {p.mid or 'J'}. {p.surname}")
        if form == "title":
            return f"{p.title} " + P("PATIENT", p.surname)
        if form == "title_full":
            return f"{p.title} " + P("PATIENT", p.full)
        if form == "given":
            return P("PATIENT", p.given)
        if form == "init":
            return P("PATIENT", r.choice([p.initials(), p.initials(dots=True)]))
        if form == "sfirst":
            return P("PATIENT", r.choice([f"{p.surname}, {p.given}", f"{p.surname.upper()}, {p.given.upper()}"
                                          + (f" {p.mid}" if p.mid else "")]))
        if form == "given_init":
            return P("PATIENT", f"{p.given} {p.surname[0]}.")
        raise ValueError(form)

    def stn(self, i=None, form=None):
        r = self.r
        s = self.staff[i if i is not None else r.randrange(len(self.staff))]
        form = form or r.choice(["dr", "cred", "role", "init", "given", "full", "gi", "cred"])
        if form == "dr":
            t = r.choice(["Dr", "Dr.", "Prof", "Prof."]) if s.role == "Dr" else None
            if t:
                return f"{t} " + P("DOCTOR", r.choice([s.surname, s.full]))
            form = "role"
        if form == "cred":
            return P("DOCTOR", s.full) + (f", {s.cred}" if s.cred else "")
        if form == "role":
            return f"{s.role} " + P("DOCTOR", r.choice([s.full, s.given, s.surname]))
        if form == "init":
            return P("DOCTOR", s.initials())
        if form == "given":
            return P("DOCTOR", s.given)
        if form == "gi":
            return P("DOCTOR", f"{s.given} {s.surname[0]}.") + (f" {s.cred}" if s.cred else "")
        return P("DOCTOR", s.full)

    def famn(self, i=None, form=None, with_rel=True):
        r = self.r
        p = self.rel[i if i is not None else r.randrange(len(self.rel))]
        form = form or r.choice(["given", "given", "full", "title"])
        if form == "given":
            v = P("FAMILY", p.given)
        elif form == "full":
            v = P("FAMILY", p.full)
        else:
            v = f"{p.title} " + P("FAMILY", p.surname)
        return f"{p.relation} {v}" if with_rel else v

    # ---------- dates and ages
    def d(self, off=0, f=None, full=False):
        day = self.base + dt.timedelta(days=off)
        f = FULL_FMT[self.c] if full else (f or self.r.choice(DATE_FMTS[self.c]))
        return P("DATE", fmt_date(day, f))

    def dob_s(self):
        return P("DATE", fmt_date(self.dob, FULL_FMT[self.c] if self.r.random() < 0.7 else
                                  {"US": "long_us", "CA": "long_us"}.get(self.c, "long_uk")))

    def holiday(self):
        return P("DATE", self.r.choice(HOLIDAYS[self.c]))

    def age_s(self, form=None):
        r, a = self.r, self.age
        sx = self.pt.sex
        form = form or r.choice(["yo", "yo_", "year", "sex", "slash", "sexjoin", "aged", "yrs"])
        A = P("AGE", a)
        return {"yo": f"{A} yo", "yo_": f"{A}yo", "year": f"{A}-year-old", "sex": f"{A} {sx}",
                "slash": f"{A}/{sx}", "sexjoin": f"{A}{sx}", "aged": f"aged {A}", "yrs": f"{A} yrs"}[form]

    # ---------- locations
    def street(self):
        r = self.r
        s = f"{r.randint(2, 420)} {r.choice(pools.STREET_NAMES)} {r.choice(pools.STREET_SUFFIX[self.c])}"
        if r.random() < 0.3:
            s = (f"Flat {r.randint(1, 24)}, " + s) if self.c == "UK" else (s + f", Apt {r.randint(1, 40)}") \
                if self.c == "US" else (f"Unit {r.randint(1, 30)}/" + s) if self.c == "AU" else (s + f", Unit {r.randint(100, 999)}")
        return s

    def zipc(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUWXYZ"
        if self.c == "US":
            return f"{r.randint(10000, 99950):05d}"
        if self.c == "AU":
            return str(r.randint(2000, 7999))
        if self.c == "CA":
            return f"{r.choice('KLMNPRSTV')}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        return f"{r.choice(['LS', 'HG', 'SK', 'NN', 'EX', 'LL', 'DD', 'LA', 'NE', 'HR', 'LU', 'PA'])}{r.randint(1, 29)} {r.randint(1, 9)}{r.choice(L)}{r.choice(L)}"

    def address(self, oneline=True):
        r = self.r
        parts = [P("STREET", self.street()), P("CITY", self.city)]
        if self.c == "UK":
            tail = P("ZIP", self.zipc())
            s = f"{parts[0]}, {parts[1]}, {tail}"
        else:
            st = P("STATE", self.abbr if r.random() < 0.7 else self.region)
            s = f"{parts[0]}, {parts[1]}, {st} {P('ZIP', self.zipc())}" if self.c != "AU" else \
                f"{parts[0]}, {parts[1]} {st} {P('ZIP', self.zipc())}"
        if not oneline:
            s = s.replace(M2 + ", ", M2 + "\n", 1)
        return s

    def country(self):
        return P("COUNTRY", self.r.choice(pools.COUNTRY_NAME[self.c]))

    def landmark(self):
        return P("LOCATION_OTHER", self.r.choice(pools.LANDMARKS))

    # ---------- contact
    def phone_raw(self, mobile=None):
        r = self.r
        x = r.randint(100, 199)
        if self.c in ("US", "CA"):
            a = r.choice([216, 267, 319, 207, 410, 503, 508, 612, 706, 248, 512, 720, 859, 585, 360, 807,
                          250, 506, 204, 403, 902, 705, 306])
            return r.choice([f"({a}) 555-0{x}", f"{a}-555-0{x}", f"{a}.555.0{x}", f"{a} 555 0{x}"])
        if self.c == "UK":
            if mobile or (mobile is None and r.random() < 0.4):
                return f"07{r.randint(100, 999)} 555 {r.randint(100, 999)}"
            a = r.choice(["0113", "0161", "01632", "0131", "0121", "01904", "01271", "01382"])
            return f"{a} 555 0{x}" if r.random() < 0.6 else f"({a}) 555 0{x}"
        if mobile or (mobile is None and r.random() < 0.4):
            return f"04{r.randint(10, 99)} 555 {r.randint(100, 999)}"
        return r.choice([f"(0{r.choice([2, 3, 7, 8])}) 5550 {r.randint(1000, 9999)}",
                         f"0{r.choice([2, 3, 7, 8])} 5550 {r.randint(1000, 9999)}"])

    def phone(self, ext=False, mobile=None):
        v = self.phone_raw(mobile)
        if ext or self.r.random() < 0.1:
            v += self.r.choice([f" ext. {self.r.randint(10, 899)}", f" x{self.r.randint(100, 4999)}",
                                f" ext {self.r.randint(2000, 7999)}"])
        return P("PHONE", v)

    def fax(self):
        return P("FAX", self.phone_raw(False))

    def pager(self):
        r = self.r
        return r.choice(["bleep ", "pager ", "pgr ", "ext ", "ext. "]) + P("PHONE", r.choice(
            [str(r.randint(2000, 8999)), f"{r.randint(2, 7)}-{r.randint(1000, 9999)}"]))

    def email(self, person=None, org=False):
        r = self.r
        p = person or self.pt
        dom = r.choice(["example.org", "example.com", "example.net"])
        sub = r.choice(["", "nhs.", "health.", "mail.", "care."]) if org else ""
        loc = r.choice([f"{p.given}.{p.surname}", f"{p.given[0]}{p.surname}", f"{p.given}{r.randint(1, 99)}",
                        f"{p.surname}.{p.given[0]}"])
        loc = "".join(ch for ch in loc.lower() if ch.isalnum() or ch == ".")
        return P("EMAIL", f"{loc}@{sub}{dom}")

    def url(self):
        r = self.r
        dom = r.choice(["example.org", "example.com", "example.net"])
        return P("URL", r.choice([
            f"https://telehealth.{dom}/room/{r.choice('abcdefghkmnpqrstuvwxyz')}{r.randint(1000, 99999)}",
            f"www.{dom}/portal", f"https://{dom}/referrals/{r.randint(100, 999)}",
            f"http://meet.{dom}/j/{r.randint(100000000, 999999999)}", f"{dom}/carers",
            f"https://portal.{dom}/login"]))

    def ip(self):
        r = self.r
        return P("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    def username(self, p=None):
        r = self.r
        p = p or r.choice(self.staff)
        return P("USERNAME", r.choice([f"{p.given[0]}{p.surname}".lower().replace("'", "").replace(" ", "").replace("-", ""),
                                       f"{p.surname[:5]}{p.given[0]}{r.randint(1, 9)}".lower().replace("'", "").replace(" ", ""),
                                       f"{p.given.lower()}.{p.surname[0].lower()}{r.randint(10, 99)}".replace("-", "")]))

    # ---------- identifiers
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    def mrn(self):
        r, c = self.r, self.c
        if c == "UK":
            v = r.choice([f"{self.digits(3)} {self.digits(3)} {self.digits(4)}", f"RX{self.letters(1)}{self.digits(7)}",
                          f"{self.letters(1)}{self.digits(6)}"])
        elif c == "AU":
            v = r.choice([self.digits(7), f"UR{self.digits(6)}"])
        elif c == "CA":
            v = r.choice([f"{self.digits(4)}-{self.digits(3)}", f"H{self.digits(7)}"])
        else:
            v = r.choice([self.digits(8), f"{self.digits(3)}-{self.digits(2)}-{self.digits(3)}", f"MR{self.digits(7)}"])
        return P("MRN", v)

    def mrn_label(self):
        return {"UK": self.r.choice(["NHS No", "NHS no.", "Hosp No", "RiO"]), "AU": self.r.choice(["UR", "URN", "MRN"]),
                "CA": self.r.choice(["MRN", "Chart #"]), "US": self.r.choice(["MRN", "MR#", "Med Rec No"])}[self.c]

    def ssn(self):
        r = self.r
        if self.c == "US":
            v = r.choice([f"9{self.digits(2)}-{self.digits(2)}-{self.digits(4)}", f"000-{self.digits(2)}-{self.digits(4)}"])
            lab = r.choice(["SSN", "Social Security #", "SS#"])
        elif self.c == "CA":
            v = f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}"
            lab = r.choice(["SIN", "Soc. Ins. No"])
        else:
            v = r.choice([f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}", f"9{self.digits(8)}{self.letters(1)}"])
            lab = r.choice(["TFN", "CRN", "Centrelink CRN"]) if self.c == "AU" else "Nat. Ins. (temp)"
        return lab, P("SSN", v)

    def healthplan(self):
        r, c = self.r, self.c
        if c == "US":
            return r.choice(["Medicaid ID", "Member ID", "Medicare MBI", "Policy #", "Group No"]), P(
                "HEALTHPLAN", r.choice([f"{self.letters(3)}{self.digits(6)}", f"W{self.digits(10)}",
                                        f"{self.digits(1)}{self.letters(2)}{self.digits(1)}-{self.letters(2)}{self.digits(1)}-{self.letters(2)}{self.digits(2)}"]))
        if c == "CA":
            return r.choice(["OHIP", "Health card", "PHN", "MSP #"]), P(
                "HEALTHPLAN", r.choice([f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}",
                                        f"9{self.digits(3)} {self.digits(3)} {self.digits(3)}"]))
        if c == "AU":
            return r.choice(["Medicare No", "Medicare", "DVA file no", "Health fund member no"]), P(
                "HEALTHPLAN", r.choice([f"{r.randint(2, 6)}{self.digits(3)} {self.digits(5)} {r.randint(1, 9)}",
                                        f"N{self.letters(1)}{self.digits(6)}"]))
        return r.choice(["Policy no", "Insurer ref", "Member no"]), P("HEALTHPLAN", f"{self.letters(3)}-{self.digits(6)}")

    def account(self):
        r = self.r
        return r.choice(["Acct", "Account no", "Encounter #", "Visit ID", "Billing ref", "CSN"]), P(
            "ACCOUNT", r.choice([f"{self.digits(4)}-{self.digits(4)}", f"E{self.digits(7)}", f"V-{self.digits(5)}",
                                 self.digits(9), f"BR{self.digits(6)}"]))

    def license(self, kind=None):
        r, c = self.r, self.c
        opts = {"US": [("NPI", lambda: self.digits(10)), ("DEA", lambda: self.letters(2) + self.digits(7)),
                       ("Lic #", lambda: f"RN{self.digits(6)}")],
                "UK": [("GMC", lambda: "7" + self.digits(6)), ("NMC PIN", lambda: f"{self.digits(2)}{self.letters(1)}{self.digits(4)}{self.letters(1)}"),
                       ("HCPC reg", lambda: f"{r.choice(['OT', 'PH', 'SL'])}{self.digits(5)}")],
                "CA": [("CPSO #", lambda: self.digits(5)), ("CNO reg", lambda: self.digits(7)),
                       ("Licence no", lambda: f"{self.letters(1)}{self.digits(6)}")],
                "AU": [("AHPRA", lambda: f"{r.choice(['MED', 'NMW', 'OCC', 'PHY'])}000{self.digits(7)}"),
                       ("Prescriber no", lambda: self.digits(7))]}[c]
        lab, f = r.choice(opts)
        return lab, P("LICENSE", f())

    def driver_licence(self):
        r = self.r
        lab = {"US": "DL", "UK": "driving licence", "CA": "driver's licence", "AU": "licence no"}[self.c]
        v = {"US": f"{self.letters(1)}{self.digits(3)}-{self.digits(4)}-{self.digits(4)}",
             "UK": f"{self.pt.surname[:5].upper().replace(' ', '').replace(chr(39), '')}{self.digits(6)}{self.letters(2)}{self.digits(1)}",
             "CA": f"{self.letters(1)}{self.digits(4)}-{self.digits(5)}-{self.digits(5)}",
             "AU": self.digits(9)}[self.c]
        return lab, P("LICENSE", v)

    def device(self):
        r = self.r
        return P("DEVICE", r.choice([f"SN{self.digits(8)}", f"{self.letters(3)}{self.digits(6)}", f"TD-{self.digits(5)}-{self.letters(1)}",
                                     f"{self.digits(2)}{self.letters(2)}{self.digits(6)}", f"PA-{self.digits(6)}"]))

    def vehicle(self):
        r = self.r
        v = {"US": f"{r.randint(1, 9)}{self.letters(3)}{self.digits(3)}", "UK": f"{self.letters(2)}{self.digits(2)} {self.letters(3)}",
             "CA": f"{self.letters(4)} {self.digits(3)}", "AU": f"{r.randint(1, 9)}{self.letters(3)} {self.digits(3)}"}[self.c]
        if r.random() < 0.2:
            v = f"{r.randint(1, 5)}{self.letters(4)}{self.digits(2)}{self.letters(1)}{self.digits(1)}{self.letters(1)}{self.digits(6)}"
        return P("VEHICLE", v)

    def bioid(self):
        r = self.r
        return P("BIOID", r.choice([f"FP-{self.digits(5)}", f"BT-{self.digits(6)}", f"IR{self.digits(5)}",
                                    f"PV-{self.digits(4)}-{self.letters(1)}", f"FT{self.digits(7)}"]))

    def idnum(self, kind=None):
        r = self.r
        y = self.base.year % 100
        kinds = {"referral": f"REF-{self.base.year}-{self.digits(4)}", "datix": f"DX{self.digits(6)}",
                 "crime": f"{r.choice(['CR', 'LOG'])}/{self.digits(5)}/{y:02d}", "cad": f"CAD{self.digits(4)}",
                 "sg": f"SG-{y:02d}-{self.digits(4)}", "rx": f"RX{self.digits(6)}", "spec": f"S{y:02d}-{self.digits(4)}",
                 "inc": f"INC-{self.digits(5)}", "case": f"{self.letters(2)}{self.digits(6)}", "order": f"ORD{self.digits(7)}"}
        return P("IDNUM", kinds[kind or r.choice(list(kinds))])
