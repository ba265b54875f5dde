"""Composition engine: PHI values are wrapped in control-character markers while a note is
composed; finalize() strips the markers and records gold offsets."""
import datetime as dt
from pools import (FIRST_F, FIRST_M, NICK, LAST, LOCALES, STREET_NAMES, STREET_SUF, COUNTRIES,
                   EMPLOYERS, SCHOOLS, AGENCIES, COURTS, HOSTELS, LANDMARKS, PROF_PT, PROF_REL)

TYPES = ["PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE", "STREET", "CITY", "STATE", "ZIP",
         "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER", "MRN", "SSN", "HEALTHPLAN", "ACCOUNT",
         "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX", "EMAIL", "URL", "IPADDR",
         "PROFESSION"]
LABEL = {}
for _t in ["PATIENT", "DOCTOR", "FAMILY", "USERNAME"]:
    LABEL[_t] = "NAME"
LABEL["AGE"] = "AGE"
LABEL["DATE"] = "DATE"
for _t in ["STREET", "CITY", "STATE", "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER"]:
    LABEL[_t] = "LOCATION"
for _t in ["MRN", "SSN", "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM"]:
    LABEL[_t] = "ID"
for _t in ["PHONE", "FAX", "EMAIL", "URL", "IPADDR"]:
    LABEL[_t] = "CONTACT"
LABEL["PROFESSION"] = "PROFESSION"
TIDX = {t: i for i, t in enumerate(TYPES)}
S, M, E = "\x01", "\x02", "\x03"


def P(t, v):
    v = str(v)
    assert v and v == v.strip(), (t, v)
    return f"{S}{TIDX[t]:02d}{M}{v}{E}"


def finalize(raw):
    out, spans, i = [], [], 0
    pos = 0
    while i < len(raw):
        ch = raw[i]
        if ch == S:
            t = TYPES[int(raw[i + 1:i + 3])]
            assert raw[i + 3] == M
            j = raw.index(E, i + 4)
            val = raw[i + 4:j]
            assert S not in val and M not in val
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[t], "type": t, "text": val})
            out.append(val)
            pos += len(val)
            i = j + 1
        else:
            assert ch not in (M, E)
            out.append(ch)
            pos += 1
            i += 1
    return "".join(out), spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
HOLIDAYS = {"US": ["Thanksgiving", "Fourth of July", "Christmas", "New Year's Eve", "Labor Day"],
            "UK": ["Christmas", "Boxing Day", "New Year's Eve", "Easter Monday", "Bonfire Night"],
            "IE": ["Christmas", "St Stephen's Day", "St Patrick's Day", "Easter Monday", "New Year's Day"],
            "NZ": ["Christmas", "Waitangi Day", "Anzac Day", "Boxing Day", "Matariki"]}
NUMW = {21: "twenty-one", 34: "thirty-four", 47: "forty-seven", 58: "fifty-eight", 63: "sixty-three",
        72: "seventy-two", 81: "eighty-one", 90: "ninety", 92: "ninety-two", 93: "ninety-three",
        96: "ninety-six", 101: "one hundred and one", 16: "sixteen", 19: "nineteen", 45: "forty-five"}


class Person:
    def __init__(self, rng, sex=None, last=None):
        self.sex = sex or rng.choice("MF")
        self.first = rng.choice(FIRST_F if self.sex == "F" else FIRST_M)
        self.last = last or rng.choice(LAST)
        self.mid = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.5 else None
        self.nick = NICK.get(self.first)
        self.rng = rng

    def title(self, loc, dr=False, dot=False):
        if dr:
            t = self.rng.choice(["Dr", "Dr", "Dr", "Prof"])
        elif self.sex == "M":
            t = "Mr"
        else:
            t = self.rng.choice(["Mrs", "Ms", "Miss", "Ms"])
        if (dot or loc == "US") and self.rng.random() < 0.7:
            t += "."
        return t

    def form(self, t, f, loc="UK", dr=False):
        """Return marked text for name form f of type t (title stays outside the span)."""
        r = self.rng
        if f == "full":
            return P(t, f"{self.first} {self.last}")
        if f == "fullmid":
            m = self.mid or "J"
            return P(t, f"{self.first} {m}. {self.last}")
        if f == "first":
            return P(t, self.first)
        if f == "last":
            return P(t, self.last)
        if f == "title":
            return f"{self.title(loc, dr)} {P(t, self.last)}"
        if f == "titlefull":
            return f"{self.title(loc, dr)} {P(t, self.first + ' ' + self.last)}"
        if f == "LASTFIRST":
            v = f"{self.last.upper()}, {self.first.upper()}" + (f" {self.mid}" if self.mid else "")
            return P(t, v)
        if f == "lastfirst":
            return P(t, f"{self.last}, {self.first}")
        if f == "initials":
            fi, li = self.first[0], self.last.replace("O'", "O").replace("Mac", "M")[0]
            return P(t, r.choice([f"{fi}.{li}.", f"{fi}{li}", f"{fi}. {li}."]))
        if f == "firstinit":
            return P(t, f"{self.first} {self.last[0]}.")
        if f == "nick":
            return P(t, self.nick or self.first)
        raise ValueError(f)


class Ctx:
    """Per-note state and generators of marked PHI values."""

    def __init__(self, rng, loc, lc, ages=((16, 45), (30, 70), (60, 88), (90, 103))):
        self.r, self.loc, self.lc = rng, loc, lc
        self.L = LOCALES[loc]
        r = rng
        self.pt = Person(r)
        lo, hi = r.choice(ages)
        self.age = r.randint(lo, hi)
        self.date = dt.date(r.randint(2019, 2026), r.randint(1, 12), r.randint(1, 28))
        self.dob = dt.date(self.date.year - self.age, r.randint(1, 12), r.randint(1, 28))
        self.city = r.choice(self.L["cities"])
        self.staff = [Person(r) for _ in range(4)]
        self.rel = [Person(r, last=self.pt.last if r.random() < 0.6 else None) for _ in range(3)]
        self.hosp = r.choice(self.L["hospitals"])
        self.acute = r.choice([h for h in self.L["hospitals"] if not any(
            w in h for w in ("Psychiatric", "Mental", "Rehab", "Behavioral", "Community Nursing"))])
        self.kins = [self._kin(p) for p in self.rel]
        self.clock = r.randint(0, 22 * 60)
        self.unit = r.choice(self.L["units"])
        self.gp = r.choice(self.L["gp"])

    # ---- names
    def ptn(self, forms=None):
        forms = forms or ["full", "first", "title", "last", "initials", "firstinit", "nick", "fullmid"]
        f = self.r.choice(forms)
        if f == "nick" and not self.pt.nick:
            f = "first"
        return self.pt.form("PATIENT", f, self.loc)

    def stf(self, i, forms=None):
        forms = forms or ["full", "title", "first", "firstinit", "fullmid", "initials"]
        f = self.r.choice(forms)
        p = self.staff[i]
        if f == "title":
            return p.form("DOCTOR", "title", self.loc, dr=self.r.random() < 0.6)
        return p.form("DOCTOR", f, self.loc)

    def fam(self, i, forms=None):
        forms = forms or ["full", "first", "first", "title", "nick"]
        f = self.r.choice(forms)
        p = self.rel[i]
        if f == "nick" and not p.nick:
            f = "first"
        return p.form("FAMILY", f, self.loc)

    def kin(self, i):
        return self.kins[i]

    def tick(self):
        """Next time of day in a running sequence (times of day are not PHI)."""
        self.clock = (self.clock + self.r.randint(4, 55)) % (24 * 60)
        h, m = divmod(self.clock, 60)
        return f"{h:02d}{self.r.choice([':', '', ':'])}{m:02d}"

    def _kin(self, p):
        return self.r.choice({"M": ["son", "brother", "father", "partner", "husband", "nephew", "friend",
                                    "neighbour", "uncle", "grandson", "flatmate"],
                              "F": ["daughter", "sister", "mother", "partner", "wife", "niece", "friend",
                                    "neighbour", "aunt", "granddaughter", "cousin"]}[p.sex])

    # ---- dates
    def fmt_date(self, d, kind=None):
        r = self.r
        us = self.loc == "US"
        kind = kind or r.choice(["num", "num", "num2", "long", "long", "mon", "dash", "iso", "part", "wdpart",
                                 "wdlong"])
        m, dd, y = d.month, d.day, d.year
        if kind == "num":
            v = f"{m:02d}/{dd:02d}/{y}" if us else f"{dd:02d}/{m:02d}/{y}"
            if r.random() < 0.4:
                v = f"{m}/{dd}/{y}" if us else f"{dd}/{m}/{y}"
        elif kind == "num2":
            v = f"{m}/{dd}/{y % 100:02d}" if us else r.choice([f"{dd}/{m}/{y % 100:02d}", f"{dd:02d}.{m:02d}.{y % 100:02d}"])
        elif kind == "long":
            v = f"{MONTHS[m - 1]} {dd}, {y}" if us else f"{dd} {MONTHS[m - 1]} {y}"
        elif kind == "mon":
            v = f"{MONTHS[m - 1][:3]} {dd}, {y}" if us else f"{dd} {MONTHS[m - 1][:3]} {y}"
        elif kind == "dash":
            v = f"{dd:02d}-{MONTHS[m - 1][:3]}-{y}"
        elif kind == "iso":
            v = f"{y}-{m:02d}-{dd:02d}"
        elif kind == "part":
            v = f"{m}/{dd}" if us else f"{dd}/{m}"
        elif kind == "wdpart":
            v = f"{WD[d.weekday()][:3]} {m}/{dd}" if us else f"{WD[d.weekday()][:3]} {dd}/{m}"
        elif kind == "wdlong":
            v = (f"{WD[d.weekday()]}, {MONTHS[m - 1]} {dd}, {y}" if us
                 else f"{WD[d.weekday()]} {dd} {MONTHS[m - 1]} {y}")
        elif kind == "monyear":
            v = r.choice([f"{MONTHS[m - 1]} {y}", f"{MONTHS[m - 1][:3]} {y}"])
        elif kind == "year":
            v = str(y)
        elif kind == "month":
            v = MONTHS[m - 1]
        elif kind == "wd":
            v = WD[d.weekday()]
        elif kind == "daymon":
            v = f"{dd} {MONTHS[m - 1][:3]}" if not us else f"{MONTHS[m - 1][:3]} {dd}"
        else:
            raise ValueError(kind)
        return v

    def D(self, kind=None, delta=None):
        d = self.date if delta is None else self.date + dt.timedelta(days=delta)
        return P("DATE", self.fmt_date(d, kind))

    def DOB(self, kind=None):
        return P("DATE", self.fmt_date(self.dob, kind or self.r.choice(["num", "num", "long", "dash", "iso", "mon"])))

    def past_year(self, back=None):
        return P("DATE", str(self.date.year - (back if back is not None else self.r.randint(1, 15))))

    def holiday(self):
        return P("DATE", self.r.choice(HOLIDAYS[self.loc]))

    # ---- ages
    def A(self, style=None, age=None):
        a = self.age if age is None else age
        r = self.r
        style = style or r.choice(["yo", "yo2", "sex", "sexsp", "yearold", "aged", "age", "words"])
        sx = self.pt.sex if age is None else r.choice("MF")
        if style == "words" and a in NUMW:
            return "aged " + P("AGE", NUMW[a])
        if style == "yo":
            return P("AGE", a) + " yo"
        if style == "yo2":
            return P("AGE", a) + r.choice(["yo", "y/o", " y.o."])
        if style == "sex":
            return P("AGE", a) + sx
        if style == "sexsp":
            return P("AGE", a) + " " + sx
        if style == "yearold":
            return P("AGE", a) + "-year-old"
        if style == "aged":
            return "aged " + P("AGE", a)
        return "age " + P("AGE", a)

    # ---- places
    def street(self):
        r = self.r
        s = f"{r.randint(1, 240)} {r.choice(STREET_NAMES)} {r.choice(STREET_SUF[self.loc])}"
        x = r.random()
        if x < 0.15:
            s = f"Flat {r.randint(1, 24)}, " + s
        elif x < 0.25 and self.loc == "US":
            s += f", Apt {r.randint(1, 30)}{r.choice('ABCD')}"
        elif x < 0.3 and self.loc == "NZ":
            s = f"{r.randint(1, 9)}/" + s
        return P("STREET", s)

    def zipc(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTWXY"
        if self.loc == "US":
            z = f"{r.randint(10000, 99950):05d}"
            if r.random() < 0.2:
                z += f"-{r.randint(1000, 9999)}"
        elif self.loc == "UK":
            z = f"{r.choice(L)}{r.choice(L)}{r.randint(1, 29)} {r.randint(1, 9)}{r.choice(L)}{r.choice(L)}"
        elif self.loc == "IE":
            z = f"{r.choice(L)}{r.randint(10, 99)} {r.choice(L)}{r.randint(1, 9)}{r.choice(L)}{r.randint(1, 9)}"
        else:
            z = f"{r.randint(100, 9899):04d}"
        return P("ZIP", z)

    def cityp(self, c=None):
        return P("CITY", c or self.r.choice(self.L["cities"]))

    def county(self):
        c = self.r.choice(self.L["counties"])
        if self.loc == "IE":
            return "Co. " + P("CITY", c)
        return P("CITY", c)

    def state(self):
        full, ab = self.r.choice(self.L["states"])
        if ab and self.r.random() < 0.6:
            return P("STATE", ab)
        return P("STATE", full)

    def address(self, one_line=True):
        r = self.r
        parts = [self.street(), self.cityp(self.city)]
        if self.loc == "US":
            tail = self.state() + " " + self.zipc()
        elif self.loc == "UK":
            tail = (self.county() + ", " if r.random() < 0.4 else "") + self.zipc()
        elif self.loc == "IE":
            tail = self.county() + (" " + self.zipc() if r.random() < 0.7 else "")
        else:
            tail = self.zipc()
            if r.random() < 0.5:
                parts[-1] = parts[-1] + " " + tail
                tail = self.state()
            else:
                parts[-1] = parts[-1] + " " + tail
                tail = ""
        parts = [p for p in parts + [tail] if p]
        return ", ".join(parts) if one_line else "\n".join(parts)

    def country(self):
        return P("COUNTRY", self.r.choice(COUNTRIES))

    def H(self, kind="hosp"):
        v = {"hosp": self.hosp, "unit": self.unit, "gp": self.gp, "acute": self.acute}.get(kind)
        if v is None:
            v = self.r.choice(self.L[kind])
        return P("HOSPITAL", v)

    def org(self, kind="emp"):
        pool = {"emp": EMPLOYERS, "school": SCHOOLS, "agency": AGENCIES, "court": COURTS}[kind]
        return P("ORGANIZATION", self.r.choice(pool))

    def hostel(self):
        return P("LOCATION_OTHER", self.r.choice(HOSTELS))

    def landmark(self):
        return P("LOCATION_OTHER", self.r.choice(LANDMARKS))

    def room(self):
        r = self.r
        return r.choice(["room ", "rm ", "bed ", "side room ", "Bed "]) + P(
            "LOCATION_OTHER", r.choice([str(r.randint(1, 32)), f"{r.randint(1, 6)}{r.choice('ABCD')}",
                                        f"{r.randint(100, 420)}{r.choice(['', 'B', 'A'])}"]))

    def prof(self, rel=False):
        return P("PROFESSION", self.r.choice(PROF_REL if rel else PROF_PT))

    # ---- contacts
    def phone_val(self, mobile=None):
        r = self.r
        n3 = r.randint(0, 999)
        n2 = r.randint(0, 99)
        if self.loc == "US":
            a = r.choice([216, 503, 612, 404, 505, 802, 502, 480, 313, 412, 614, 971])
            v = r.choice([f"({a}) 555-01{n2:02d}", f"{a}-555-01{n2:02d}", f"{a}.555.01{n2:02d}",
                          f"+1 {a} 555 01{n2:02d}"])
        elif self.loc == "UK":
            mob = r.random() < 0.5 if mobile is None else mobile
            if mob:
                v = r.choice([f"07700 900{n3:03d}", f"07700900{n3:03d}", f"+44 7700 900{n3:03d}"])
            else:
                v = r.choice([f"020 7946 0{n3:03d}", f"0113 496 0{n3:03d}", f"0161 496 0{n3:03d}",
                              f"0118 496 0{n3:03d}", f"(0121) 496 0{n3:03d}"])
        elif self.loc == "IE":
            v = r.choice([f"087 555 0{n3:03d}", f"086 555 0{n3:03d}", f"(021) 555 0{n3:03d}",
                          f"01 555 0{n3:03d}", f"+353 87 555 0{n3:03d}"])
        else:
            v = r.choice([f"021 555 0{n3:03d}", f"027 555 0{n3:03d}", f"(09) 555 0{n3:03d}",
                          f"07 555 0{n3:03d}", f"+64 21 555 0{n3:03d}"])
        if r.random() < 0.1:
            v += r.choice([f" ext. {r.randint(10, 99)}", f" x{r.randint(200, 899)}", f" ext {r.randint(1000, 4999)}"])
        return v

    def ph(self):
        return P("PHONE", self.phone_val())

    def fax(self):
        return P("FAX", self.phone_val(mobile=False).split(" ext")[0].split(" x")[0])

    def pager(self):
        r = self.r
        return r.choice(["pager ", "bleep ", "ext "]) + P("PHONE", r.choice([f"{r.randint(1, 9)}-{r.randint(1000, 9999)}",
                                                                          str(r.randint(2000, 8999))]))

    def email(self, p=None):
        r = self.r
        p = p or self.pt
        lst = p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        u = r.choice([f"{p.first.lower().split()[0]}.{lst}", f"{p.first[0].lower()}{lst}{r.randint(1, 99)}",
                      f"{lst}.{p.first[0].lower()}", f"{p.first.lower().split()[0]}{r.randint(70, 99)}"])
        return P("EMAIL", f"{u}@{r.choice(['example.com', 'example.org', 'example.net', 'mail.example.com', 'health.example.org'])}")

    def url(self):
        r = self.r
        return P("URL", r.choice([f"www.example.org/{r.choice(['recovery', 'peer-support', 'carers', 'groups'])}",
                                  f"https://portal.example.net/u/{r.randint(10000, 99999)}",
                                  f"http://example.com/profile/{r.choice(['nightowl', 'kiwi_rider', 'tidewalker'])}{r.randint(1, 99)}",
                                  f"https://www.example.com/referrals/{r.randint(100, 999)}",
                                  f"example.net/blog/{self.pt.first.lower().split()[0]}{r.randint(1, 9)}"]))

    def ip(self):
        r = self.r
        return P("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    def user(self, p=None):
        r = self.r
        p = p or self.r.choice(self.staff)
        lst = p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        return P("USERNAME", r.choice([f"{p.first[0].lower()}{lst}{r.randint(1, 9)}", f"{lst[:5]}{p.first[0].lower()}01",
                                       f"{p.first.lower().split()[0]}.{lst}", f"{lst}{r.randint(10, 99)}"]))

    def handle(self):
        r = self.r
        return P("USERNAME", r.choice(["darkmoon_77", "kiwi_rider", "lilbandit09", "xXsavageXx", "tidewalker",
                                       "nightowl_k", "skatergrl_14", "blaze.runner", "m0thra", "gremlin_king"]) +
                 str(r.randint(1, 9)))

    # ---- identifiers
    def _L(self, n):
        return "".join(self.r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    def _D(self, n):
        return "".join(self.r.choice("0123456789") for _ in range(n))

    def mrn(self):
        r, loc = self.r, self.loc
        v = {"US": lambda: r.choice([self._D(8), "MR" + self._D(7), self._D(3) + "-" + self._D(5)]),
             "UK": lambda: r.choice(["H" + self._D(7), self._D(2) + self._L(1) + self._D(5), "RX" + self._D(6)]),
             "IE": lambda: r.choice([self._D(7), "0" + self._D(6), self._D(6) + self._L(1)]),
             "NZ": lambda: r.choice(["M" + self._D(7), self._D(7)])}[loc]()
        return P("MRN", v)

    def hp(self):
        r, loc = self.r, self.loc
        if loc == "US":
            v = r.choice([self._L(3) + self._D(6), "W" + self._D(9), self._D(8) + "A", "GRP-" + self._D(5)])
        elif loc == "UK":
            v = r.choice([f"999 {self._D(3)} {self._D(4)}", "999" + self._D(7), f"999-{self._D(3)}-{self._D(4)}"])
        elif loc == "IE":
            v = r.choice([self._D(7) + self._L(1), "MC" + self._D(6), self._D(8)])
        else:
            v = r.choice(["Z" + self._L(2) + self._D(4), "Z" + self._L(2) + self._D(2) + self._L(2)])
        return P("HEALTHPLAN", v)

    def hp_label(self):
        return {"US": self.r.choice(["Member ID", "Medicaid ID", "Policy #", "Ins ID"]),
                "UK": self.r.choice(["NHS No", "NHS number", "NHS no."]),
                "IE": self.r.choice(["Medical card no.", "GMS no", "Medical card"]),
                "NZ": self.r.choice(["NHI", "NHI no.", "NHI number"])}[self.loc]

    def ssn(self):
        r, loc = self.r, self.loc
        if loc == "US":
            v = f"9{self._D(2)}-{self._D(2)}-{self._D(4)}"
        elif loc == "UK":
            v = r.choice([f"QQ {self._D(2)} {self._D(2)} {self._D(2)} {r.choice('ABCD')}", f"QQ{self._D(6)}{r.choice('ABCD')}"])
        elif loc == "IE":
            v = self._D(7) + r.choice(["A", "W", "T", "WA", "TA"])
        else:
            v = f"{self._D(3)}-{self._D(3)}-{self._D(3)}"
        return P("SSN", v)

    def ssn_label(self):
        return {"US": "SSN", "UK": self.r.choice(["NI No", "NINo", "NI number"]),
                "IE": self.r.choice(["PPSN", "PPS no"]), "NZ": self.r.choice(["IRD", "IRD no."])}[self.loc]

    def acct(self):
        r = self.r
        return P("ACCOUNT", r.choice([f"{self._D(4)}-{self._D(4)}", "E" + self._D(9), f"AE{self._D(2)}/{self._D(6)}",
                                      "V" + self._D(7), self._D(10), f"ENC-{self._D(7)}"]))

    def lic(self, kind=None):
        r, loc = self.r, self.loc
        kind = kind or r.choice(["dl", "prof"])
        if kind == "dl":
            v = {"US": f"{self._L(1)}{self._D(3)}-{self._D(4)}-{self._D(4)}",
                 "UK": f"{self.pt.last.upper().replace(' ', '').replace(chr(39), '')[:5]:9<5}{self._D(6)}{self._L(2)}9{self._L(2)}",
                 "IE": self._D(9), "NZ": f"{self._L(2)}{self._D(6)}"}[loc]
        elif kind == "dea":
            v = self._L(2) + self._D(7)
        elif kind == "npi":
            v = "1" + self._D(9)
        else:
            v = {"US": r.choice(["MD" + self._D(6), "RN" + self._D(7), "PT" + self._D(6), "P" + self._D(5)]),
                 "UK": r.choice([self._D(7), "PA" + self._D(5), "OT" + self._D(5), "PH" + self._D(5),
                                 f"{self._D(2)}{self._L(1)}{self._D(4)}{self._L(1)}", "SW" + self._D(5)]),
                 "IE": r.choice([self._D(6), "SW0" + self._D(5), "PT0" + self._D(5)]),
                 "NZ": r.choice([self._D(5), self._D(6)])}[loc]
        return P("LICENSE", v)

    def dev(self):
        r = self.r
        return P("DEVICE", r.choice([f"EMT-{self._D(5)}-{self._L(1)}", f"PA-{self._D(5)}", f"HA{self._D(7)}",
                                     f"WC-{self._D(4)}-{self._D(5)}", f"SN{self._L(3)}{self._D(6)}",
                                     f"{self._L(2)}{self._D(2)}-{self._D(6)}", f"T{self._D(8)}"]))

    def plate(self):
        r, loc = self.r, self.loc
        v = {"US": r.choice([f"{r.randint(1, 9)}{self._L(3)}{self._D(3)}", f"{self._L(3)}-{self._D(4)}"]),
             "UK": f"{self._L(2)}{self._D(2)} {self._L(3)}",
             "IE": f"{self._D(3)}-{r.choice(['D', 'C', 'G', 'KK', 'MO', 'WX'])}-{self._D(r.choice([4, 5]))}",
             "NZ": f"{self._L(3)}{self._D(3)}"}[loc]
        return P("VEHICLE", v)

    def vin(self):
        a = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return P("VEHICLE", "".join(self.r.choice(a) for _ in range(17)))

    def bio(self):
        r = self.r
        return P("BIOID", r.choice([f"FP-{self._D(5)}", f"BIO-{self._D(4)}-{self._D(2)}", f"IR{self._D(7)}",
                                    f"PV-{self._D(5)}", f"VP{self._D(4)}{self._L(1)}"]))

    def idn(self, pre=None):
        r = self.r
        pre = pre or r.choice(["SG", "REF", "INC", "CP", "DL", "HR", "CR", "S", "TX", "CAD", "MARAC"])
        y = r.randint(19, 26)
        v = r.choice([f"{pre}-{self._D(6)}", f"{pre}{y}-{self._D(5)}", f"{pre}/{self._D(4)}/{y}",
                      f"{pre}-20{y}-{self._D(5)}"])
        return P("IDNUM", v)
