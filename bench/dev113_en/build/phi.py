"""PHI value generators. Every PHI value is wrapped in private-use marker characters as it is
written into a note; render() strips them in one left-to-right pass and records the offsets."""
import datetime as dt

import pools as P

TYPES = ["PATIENT", "DOCTOR", "FAMILY", "USERNAME", "AGE", "DATE", "STREET", "CITY", "STATE",
         "ZIP", "COUNTRY", "HOSPITAL", "ORGANIZATION", "LOCATION_OTHER", "MRN", "SSN",
         "HEALTHPLAN", "ACCOUNT", "LICENSE", "DEVICE", "VEHICLE", "BIOID", "IDNUM", "PHONE", "FAX",
         "EMAIL", "URL", "IPADDR", "PROFESSION"]
CATEGORY = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
            "AGE": "AGE", "DATE": "DATE", "STREET": "LOCATION", "CITY": "LOCATION",
            "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION",
            "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
            "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID",
            "BIOID": "ID", "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT",
            "URL": "CONTACT", "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}
OPEN, CLOSE, TBASE = "\ue000", "\ue001", 0xE100


def mk(t, v):
    v = str(v)
    assert v and v == v.strip() and OPEN not in v and CLOSE not in v, (t, v)
    return OPEN + chr(TBASE + TYPES.index(t)) + v + CLOSE


def visible(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == OPEN:
            i += 2
            continue
        if s[i] != CLOSE:
            out.append(s[i])
        i += 1
    return "".join(out)


def render(marked, lower=False):
    """One left-to-right pass: strip markers, record spans."""
    if lower:
        marked = marked.lower()  # markers and type codes are private-use chars: unaffected
    out, spans, pos, i, cur = [], [], 0, 0, None
    n = len(marked)
    while i < n:
        ch = marked[i]
        if ch == OPEN:
            assert cur is None, "nested marker"
            cur = (TYPES[ord(marked[i + 1]) - TBASE], pos, [])
            i += 2
            continue
        if ch == CLOSE:
            t, start, buf = cur
            spans.append({"start": start, "end": pos, "label": CATEGORY[t], "type": t,
                          "text": "".join(buf)})
            cur = None
            i += 1
            continue
        out.append(ch)
        if cur is not None:
            cur[2].append(ch)
        pos += 1
        i += 1
    assert cur is None
    return "".join(out), spans


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


class Person:
    def __init__(self, given, mid, sur, sex, role=None, cred=None, rel=None):
        self.given, self.mid, self.sur, self.sex = given, mid, sur, sex
        self.role, self.cred, self.rel = role, cred, rel

    @property
    def full(self):
        return f"{self.given} {self.sur}"


class Ctx:
    def __init__(self, rng):
        self.r = rng

    # ---------- basics ----------
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, x):
        return self.r.random() < x

    def digits(self, n):
        return "".join(self.ch("0123456789") for _ in range(n))

    def letters(self, n):
        return "".join(self.ch("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))

    # ---------- people ----------
    def person(self, sex=None, role=None):
        sex = sex or self.ch(["M", "F", "M", "F", "X"])
        pool = {"M": P.GIVEN_M, "F": P.GIVEN_F, "X": P.GIVEN_X}[sex]
        given = self.ch(pool)
        mid = self.ch("ABCDEFGHJKLMNPRSTW") if self.p(0.5) else ""
        sur = self.ch(P.SURNAMES)
        cred = self.ch(P.CREDS[role]) if role else None
        return Person(given, mid, sur, sex, role, cred)

    def title(self, p):
        t = {"M": "Mr", "F": self.ch(["Ms", "Mrs"]), "X": "Mx"}[p.sex]
        return t + ("." if self.p(0.55) else "")

    def pt_head(self, p=None):
        p = p or self.pt
        f = self.ch(["SUR, GIVEN M", "Sur, Given", "Given M. Sur", "Given Sur", "SUR, GIVEN"])
        mid = p.mid
        if f == "SUR, GIVEN M":
            v = f"{p.sur.upper()}, {p.given.upper()}" + (f" {mid}" if mid else "")
        elif f == "SUR, GIVEN":
            v = f"{p.sur.upper()}, {p.given.upper()}"
        elif f == "Sur, Given":
            v = f"{p.sur}, {p.given}"
        elif f == "Given M. Sur":
            v = f"{p.given} {mid}. {p.sur}" if mid else p.full
        else:
            v = p.full
        return mk("PATIENT", v)

    def pt_ref(self, form=None):
        """Patient in narrative. Titles stay outside the span."""
        p = self.pt
        form = form or self.ch(["title", "title", "title", "given", "full", "initials_dots",
                                "initials", "given_init", "pt_title", "nick", "sur_first"])
        if form == "title":
            return f"{self.title(p)} {mk('PATIENT', p.sur)}"
        if form == "pt_title":
            return f"Pt {mk('PATIENT', p.given[0] + '.' + p.sur[0] + '.')}"
        if form == "given":
            return mk("PATIENT", p.given)
        if form == "full":
            return mk("PATIENT", p.full)
        if form == "initials_dots":
            return mk("PATIENT", f"{p.given[0]}.{p.sur[0]}.")
        if form == "initials":
            return mk("PATIENT", f"{p.given[0]}{p.sur[0]}")
        if form == "given_init":
            return mk("PATIENT", f"{p.given} {p.sur[0]}.")
        if form == "nick":
            nick = P.NICKNAMES.get(p.given)
            return f'"{mk("PATIENT", nick)}"' if nick else mk("PATIENT", p.given)
        if form == "sur_first":
            return mk("PATIENT", f"{p.sur}, {p.given}")
        raise ValueError(form)

    def st(self, role):
        if role not in self.staff:
            self.staff[role] = self.person(role=role)
        return self.staff[role]

    def dref(self, role, form=None):
        """Clinician/staff reference with title or credential outside the span."""
        s = self.st(role)
        md = role in ("psychiatrist",)
        forms = ["full_cred", "full_cred_nocomma", "init_sur_cred", "role_full", "sur_first_cred"]
        if md:
            forms += ["dr_sur", "dr_sur", "dr_full"]
        if role == "psychologist":
            forms += ["dr_sur", "prof_sur"]
        if role in ("peer", "tech", "counselor", "nurse"):
            forms += ["given", "given_init"]
        form = form or self.ch(forms)
        dot = "." if self.p(0.5) else ""
        if form == "dr_sur":
            return f"Dr{dot} {mk('DOCTOR', s.sur)}"
        if form == "dr_full":
            return f"Dr{dot} {mk('DOCTOR', s.full)}"
        if form == "prof_sur":
            return f"Prof{dot} {mk('DOCTOR', s.sur)}"
        if form == "full_cred":
            return f"{mk('DOCTOR', s.full)}, {s.cred}"
        if form == "full_cred_nocomma":
            return f"{mk('DOCTOR', s.full)} {s.cred}"
        if form == "init_sur_cred":
            return f"{mk('DOCTOR', s.given[0] + '. ' + s.sur)}, {s.cred}"
        if form == "role_full":
            return f"{P.ROLE_WORDS[role]} {mk('DOCTOR', s.full)}"
        if form == "sur_first_cred":
            return f"{mk('DOCTOR', s.sur + ', ' + s.given)} {s.cred}"
        if form == "given":
            return mk("DOCTOR", s.given)
        if form == "given_init":
            return mk("DOCTOR", f"{s.given} {s.sur[0]}.")
        if form == "plain":
            return mk("DOCTOR", s.full)
        if form == "sur":
            return mk("DOCTOR", s.sur)
        raise ValueError(form)

    def sig(self, role, when=None):
        s = self.st(role)
        d = when or self.adm
        style = self.ch(["e", "slash", "block", "dash"])
        if style == "e":
            return (f"Electronically signed by {mk('DOCTOR', s.full)}, {s.cred} on "
                    f"{self.date(d, 'mdY')} at {self.clock()}")
        if style == "slash":
            return f"/s/ {mk('DOCTOR', s.full)}, {s.cred}  {self.date(d)} {self.clock()}"
        if style == "block":
            return (f"______________________________\n{mk('DOCTOR', s.full)}, {s.cred}\n"
                    f"{P.ROLE_WORDS[role].capitalize()}\nDate: {self.date(d, 'mdY')}  Time: {self.clock()}")
        return f"-- {mk('DOCTOR', s.given[0] + '. ' + s.sur)} {s.cred} ({self.date(d, 'md')} {self.clock()})"

    REL = {"M": ["husband", "brother", "father", "son", "uncle", "grandfather", "boyfriend",
                 "stepfather", "cousin", "friend", "roommate", "neighbor"],
           "F": ["wife", "sister", "mother", "daughter", "aunt", "grandmother", "girlfriend",
                 "stepmother", "cousin", "friend", "roommate", "neighbor"],
           "X": ["partner", "sibling", "friend", "roommate", "cousin", "child"]}

    def fam(self, i=0):
        while len(self.family) <= i:
            f = self.person()
            if self.p(0.5):
                f.sur = self.pt.sur
            f.rel = self.ch(self.REL[f.sex])
            self.family.append(f)
        return self.family[i]

    def fref(self, i=0, form=None):
        f = self.fam(i)
        form = form or self.ch(["rel_given", "rel_full", "given_paren", "title"])
        if form == "rel_given":
            return f"{f.rel} {mk('FAMILY', f.given)}"
        if form == "rel_full":
            return f"{f.rel} {mk('FAMILY', f.full)}"
        if form == "given_paren":
            return f"{mk('FAMILY', f.given)} ({f.rel})"
        if form == "rel_comma":
            return f"{f.rel}, {mk('FAMILY', f.full)},"
        if form == "title":
            return f"{f.rel} {self.title(f)} {mk('FAMILY', f.sur)}"
        if form == "given":
            return mk("FAMILY", f.given)
        raise ValueError(form)

    def other(self, what):
        """Non-clinical other person: judge, officer, attorney, employer, sponsor (FAMILY)."""
        o = self.person()
        t = {"judge": "Judge", "officer": self.ch(["Officer", "Ofc.", "Deputy", "Sgt."]),
             "attorney": "attorney", "po": "probation officer", "employer": "supervisor",
             "sponsor": "sponsor", "landlord": "landlord", "caseworker": "DCFS caseworker"}[what]
        if what in ("judge", "officer"):
            return f"{t} {mk('FAMILY', o.sur if self.p(0.5) else o.full)}"
        return f"{t} {mk('FAMILY', o.full if self.p(0.6) else o.given)}"

    def rel_age(self, f):
        a, rel = self.pt_age, f.rel
        if rel in ("mother", "father", "stepmother", "stepfather", "aunt", "uncle"):
            n = a + self.r.randrange(19, 36)
        elif rel in ("grandmother", "grandfather"):
            n = a + self.r.randrange(40, 56)
        elif rel in ("son", "daughter", "child"):
            n = max(1, a - self.r.randrange(18, 36))
        else:
            n = max(14, a + self.r.randrange(-8, 9))
        return min(n, 104)

    def fmt_time(self, t, style):
        if style == 0:
            return f"{t.hour:02d}:{t.minute:02d}"
        if style == 1:
            return f"{(t.hour % 12) or 12}:{t.minute:02d} {'AM' if t.hour < 12 else 'PM'}"
        return f"{t.hour:02d}{t.minute:02d}"

    def times(self, n, start_hour=None, step=(3, 25)):
        """n increasing clock times (same style), e.g. for timelines and start/end pairs."""
        h = self.r.randrange(0, 24) if start_hour is None else start_hour
        t = dt.datetime(2000, 1, 1, h, self.r.randrange(0, 60))
        style = self.r.randrange(3)
        out = []
        for _ in range(n):
            out.append(self.fmt_time(t, style))
            t += dt.timedelta(minutes=self.r.randrange(*step))
        return out

    def clinic_time(self):
        t = dt.datetime(2000, 1, 1, self.r.randrange(8, 17), self.ch([0, 15, 30, 45]))
        return self.fmt_time(t, self.r.randrange(3))

    # ---------- ages and dates ----------
    def age(self, style=None, n=None, sex=None):
        n = self.pt_age if n is None else n
        sex = sex or self.pt.sex
        sx = {"M": "M", "F": "F", "X": "NB"}[sex]
        style = style or self.ch(["yo", "yo_ns", "yo_sex", "sex", "slash", "yearold", "yearold",
                                  "words", "yr", "concat"])
        a = mk("AGE", str(n))
        if style == "yo":
            return f"{a} yo"
        if style == "yo_ns":
            return f"{a}yo"
        if style == "yo_sex":
            return f"{a} y/o {sx}"
        if style == "sex":
            return f"{a} {sx}"
        if style == "slash":
            return f"{a}/{sx}"
        if style == "concat":
            return f"{a}{sx}" if sx != "NB" else f"{a} yo"
        if style == "yearold":
            return f"{a}-year-old"
        if style == "words":
            return f"{mk('AGE', words(n))}-year-old"
        if style == "yr":
            return f"{a} yr old"
        if style == "bare":
            return a
        raise ValueError(style)

    def date(self, d, style=None):
        style = style or self.ch(["mdY", "mdY", "mdy", "md", "long", "dmy", "iso", "wd_md",
                                  "wd_long", "mon_d", "dMonY"])
        m, dd, y = d.month, d.day, d.year
        wd = d.weekday()
        if style == "mdY":
            v = f"{m:02d}/{dd:02d}/{y}"
        elif style == "mdy":
            v = f"{m}/{dd}/{y % 100:02d}"
        elif style == "md":
            v = f"{m}/{dd}"
        elif style == "long":
            v = f"{P.MONTHS[m-1]} {dd}, {y}"
        elif style == "dmy":
            v = f"{dd} {P.MON3[m-1]} {y}"
        elif style == "iso":
            v = f"{y}-{m:02d}-{dd:02d}"
        elif style == "wd_md":
            v = f"{P.WD3[wd]} {m}/{dd}"
        elif style == "wd_long":
            v = f"{P.WEEKDAYS[wd]}, {P.MONTHS[m-1]} {dd}, {y}"
        elif style == "mon_d":
            v = f"{P.MON3[m-1]} {dd}"
        elif style == "dMonY":
            v = f"{dd:02d}-{P.MON3[m-1]}-{y}"
        elif style == "my":
            v = f"{P.MONTHS[m-1]} {y}"
        elif style == "y":
            v = str(y)
        elif style == "wd":
            v = P.WEEKDAYS[wd]
        elif style == "month":
            v = P.MONTHS[m-1]
        else:
            raise ValueError(style)
        return mk("DATE", v)

    def drange(self, d1, d2):
        st = self.ch(["md", "mdY", "mon_d"])
        sep = self.ch(["-", " - ", " to ", " through ", "–"])
        return f"{self.date(d1, st)}{sep}{self.date(d2, st)}"

    def holiday(self):
        return mk("DATE", self.ch(P.HOLIDAYS))

    def plus(self, days):
        return self.adm + dt.timedelta(days=days)

    def clock(self):
        h, m = self.r.randrange(0, 24), self.ch([0, 5, 10, 15, 20, 30, 40, 45, 50, 55, 12, 37])
        if self.p(0.5):
            return f"{h:02d}:{m:02d}"
        if self.p(0.5):
            return f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"
        return f"{h:02d}{m:02d}"

    # ---------- places ----------
    def street(self):
        n = self.r.randrange(2, 9899)
        s = f"{n} {self.ch(P.STREET_NAMES)} {self.ch(P.STREET_TYPES)}"
        if self.p(0.45):
            s += ", " + self.ch(P.UNIT_FORMS).format(n=self.r.randrange(1, 40), l=self.ch("ABCD"))
        return mk("STREET", s)

    def zipc(self):
        z = self.digits(5)
        if self.p(0.2):
            z += "-" + self.digits(4)
        return mk("ZIP", z)

    def state(self, full=None):
        full = self.p(0.3) if full is None else full
        return mk("STATE", self.home_state[0] if full else self.home_state[1])

    def city(self):
        return mk("CITY", self.home_city)

    def address(self, oneline=True):
        sep = ", " if oneline else "\n"
        return f"{self.street()}{sep}{self.city()}, {self.state(False)} {self.zipc()}"

    def country(self):
        c = self.ch(P.COUNTRIES)
        if c.startswith("the "):
            return "the " + mk("COUNTRY", c[4:])
        return mk("COUNTRY", c)

    def hosp(self, which=None):
        return mk("HOSPITAL", which or self.facility)

    def unit(self):
        return mk("HOSPITAL", self.unit_name)

    def org(self, kind=None):
        pool = {"emp": P.EMPLOYERS, "school": P.SCHOOLS, "church": P.CHURCHES,
                "agency": P.AGENCIES}[kind or self.ch(["emp", "emp", "school", "church", "agency"])]
        return mk("ORGANIZATION", self.ch(pool))

    def landmark(self):
        l = self.ch(P.LANDMARKS)
        if l.startswith("the "):
            return "the " + mk("LOCATION_OTHER", l[4:])
        return mk("LOCATION_OTHER", l)

    def room(self):
        return mk("LOCATION_OTHER", self.ch([f"{self.r.randrange(1, 6)}{self.r.randrange(10, 40)}",
                                             f"{self.r.randrange(100, 450)}{self.ch('AB')}",
                                             f"{self.r.randrange(1, 4)}-{self.r.randrange(100, 140)}",
                                             str(self.r.randrange(2, 30))]))

    def bed(self):
        return mk("LOCATION_OTHER", self.ch(["A", "B", "1", "2", "3", "4", "C"]))

    def profession(self, which=None):
        return mk("PROFESSION", which or self.ch(P.PROFESSIONS))

    # ---------- identifiers ----------
    def mrn(self):
        return mk("MRN", self.mrn_v)

    def ssn(self):
        if self.p(0.7):
            v = f"9{self.digits(2)}-{self.digits(2)}-{self.digits(4)}"
        else:
            v = f"000-{self.digits(2)}-{self.digits(4)}"
        return mk("SSN", v)

    def healthplan(self):
        return mk("HEALTHPLAN", self.ch([f"{self.letters(3)}{self.digits(6)}",
                                         f"MCD-{self.digits(9)}", f"{self.letters(1)}{self.digits(8)}{self.letters(1)}",
                                         f"W{self.digits(10)}", f"{self.letters(2)}-{self.digits(5)}-{self.digits(2)}"]))

    def account(self):
        return mk("ACCOUNT", self.ch([f"{self.digits(4)}-{self.digits(4)}", f"ENC{self.digits(8)}",
                                      f"V{self.digits(9)}", f"{self.digits(10)}",
                                      f"BH-{self.digits(6)}"]))

    def dea(self):
        return mk("LICENSE", f"{self.letters(2)}{self.digits(7)}")

    def npi(self):
        return mk("LICENSE", "1" + self.digits(9))

    def license(self, kind=None):
        if kind == "med":
            return mk("LICENSE", self.ch([f"{self.letters(1)}{self.digits(6)}", f"MD.{self.digits(7)}",
                                          f"{self.digits(2)}-{self.digits(6)}"]))
        if kind == "x":
            return mk("LICENSE", f"X{self.letters(1)}{self.digits(7)}")
        return mk("LICENSE", self.ch([f"{self.letters(3)}.{self.digits(6)}",
                                      f"PSY {self.digits(5)}", f"{self.letters(1)}{self.digits(3)}-{self.digits(4)}-{self.digits(4)}",
                                      f"LADC-{self.digits(4)}", f"X{self.letters(1)}{self.digits(7)}"]))

    def device(self):
        return mk("DEVICE", self.ch([f"SC-{self.digits(6)}", f"AM{self.digits(7)}",
                                     f"{self.letters(2)}{self.digits(2)}-{self.digits(5)}",
                                     f"BT{self.digits(3)}-{self.letters(1)}{self.digits(4)}",
                                     f"SN{self.digits(8)}"]))

    def vehicle(self, kind=None):
        kind = kind or self.ch(["plate", "plate", "vin"])
        if kind == "plate":
            return mk("VEHICLE", self.ch([f"{self.digits(1)}{self.letters(3)}{self.digits(3)}",
                                          f"{self.letters(3)}-{self.digits(4)}",
                                          f"{self.letters(2)} {self.digits(5)}"]))
        vin = "".join(self.ch("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17))
        return mk("VEHICLE", vin)

    def bioid(self):
        return mk("BIOID", self.ch([f"FP-{self.digits(5)}", f"BIO-{self.digits(4)}-{self.digits(2)}",
                                    f"PV{self.digits(7)}", f"IRIS-{self.letters(2)}{self.digits(5)}"]))

    def idnum(self, kind):
        v = {"case": f"{self.adm.year % 100:02d}-MH-{self.digits(4)}",
             "crim": f"{self.adm.year % 100:02d}CR{self.digits(5)}",
             "specimen": f"U{self.adm.year % 100:02d}-{self.digits(5)}",
             "order": self.digits(7),
             "accession": f"S{self.adm.year % 100:02d}-{self.digits(4)}",
             "booking": f"B{self.digits(7)}",
             "hold": f"IH-{self.digits(6)}",
             "call": f"CL-{self.digits(7)}",
             "ticket": f"TKT{self.digits(6)}",
             "probation": f"PR{self.digits(6)}"}[kind]
        return mk("IDNUM", v)

    # ---------- contact (fictional by construction) ----------
    def _phone_value(self):
        a = self.ch(["217", "312", "414", "502", "608", "614", "701", "803", "919", "207", "860", "505"])
        line = f"01{self.digits(2)}"
        f = self.ch(["dash", "paren", "dot", "plus", "seven", "space"])
        if f == "dash":
            return f"{a}-555-{line}"
        if f == "paren":
            return f"({a}) 555-{line}"
        if f == "dot":
            return f"{a}.555.{line}"
        if f == "plus":
            return f"+1 {a} 555 {line}"
        if f == "space":
            return f"{a} 555 {line}"
        return f"555-{line}"

    def phone(self, ext=None):
        v = self._phone_value()
        if ext or (ext is None and self.p(0.2)):
            v += self.ch([" ext. ", " x", " ext ", " x."]) + self.digits(self.ch([3, 4]))
        return mk("PHONE", v)

    def pager(self):
        return mk("PHONE", self.ch([f"{self.digits(1)}-{self.digits(4)}", self.digits(4),
                                    self.digits(5)]))

    def ext(self):
        return mk("PHONE", self.digits(4))

    def fax(self):
        return mk("FAX", self._phone_value())

    def email(self, person=None):
        p = person or self.pt
        g, s = ascii_fold(p.given).lower().replace("-", ""), ascii_fold(p.sur).lower().replace(" ", "").replace("'", "")
        local = self.ch([f"{g}.{s}", f"{g[0]}{s}", f"{s}{self.digits(2)}", f"{g}_{s[0]}{self.digits(3)}"])
        return mk("EMAIL", f"{local}@{self.ch(['example.com', 'example.org', 'example.net'])}")

    def url(self):
        path = self.ch(["portal", "bh/intake", "aftercare/plan", "recovery/checkin", "telehealth/room-",
                        "groups/smart", "mat/refill", "crisis/chat"])
        if path.endswith("-"):
            path += self.digits(4)
        host = self.ch(["www.example.org", "www.example.com", "example.net", "www.example.net"])
        pre = self.ch(["", "https://", "http://"])
        return mk("URL", f"{pre}{host}/{path}")

    def ip(self):
        k = self.ch(["10", "172", "192"])
        if k == "10":
            v = f"10.{self.r.randrange(0, 256)}.{self.r.randrange(0, 256)}.{self.r.randrange(1, 255)}"
        elif k == "172":
            v = f"172.{self.r.randrange(16, 32)}.{self.r.randrange(0, 256)}.{self.r.randrange(1, 255)}"
        else:
            v = f"192.168.{self.r.randrange(0, 256)}.{self.r.randrange(1, 255)}"
        return mk("IPADDR", v)

    def username(self, person):
        g, s = ascii_fold(person.given).lower().replace("-", ""), ascii_fold(person.sur).lower().replace(" ", "").replace("'", "")
        return mk("USERNAME", self.ch([f"{g[0]}{s}{self.r.randrange(1, 9)}", f"{s}{g[0]}",
                                       f"{g}.{s[:3]}", f"{g[0]}{s[:5]}{self.digits(2)}"]))

    # ---------- hard negatives (never annotated) ----------
    def meds(self, n):
        return self.r.sample(P.MEDS, n)

    def vitals(self):
        bp = f"{self.r.randrange(98, 172)}/{self.r.randrange(58, 108)}"
        hr, rr = self.r.randrange(58, 128), self.r.randrange(12, 24)
        t = self.ch([f"{self.r.randrange(970, 1010) / 10:.1f}F", f"{self.r.randrange(361, 384) / 10:.1f} C"])
        sp = self.r.randrange(91, 100)
        f = self.ch(["a", "b", "c"])
        if f == "a":
            return f"BP {bp}, HR {hr}, RR {rr}, T {t}, SpO2 {sp}% RA, pain {self.r.randrange(0, 11)}/10"
        if f == "b":
            return f"VS: BP {bp} | HR {hr} | RR {rr} | Temp {t} | SpO2 {sp}%"
        return f"T {t} HR {hr} BP {bp} RR {rr} SpO2 {sp}% on room air, pain {self.r.randrange(0, 11)}/10, Wt {self.r.randrange(48, 130)}.{self.r.randrange(0, 10)} kg"

    def labs(self):
        pos = self.r.sample(["fentanyl", "norfentanyl", "buprenorphine", "methadone", "cocaine metabolite",
                             "amphetamine", "methamphetamine", "THC", "benzodiazepines", "oxycodone",
                             "xylazine", "EtG"], self.r.randrange(1, 4))
        parts = [f"UDS (+) {', '.join(pos)}"]
        parts.append(f"BAL {self.r.randrange(0, 320) / 1000:.3f} g/dL")
        parts.append(f"AST {self.r.randrange(18, 240)} U/L, ALT {self.r.randrange(15, 190)} U/L, GGT {self.r.randrange(20, 480)}")
        parts.append(f"Na {self.r.randrange(128, 146)}, K {self.r.randrange(30, 52) / 10:.1f}, Mg {self.r.randrange(14, 25) / 10:.1f}")
        if self.p(0.5):
            parts.append(f"lithium level {self.r.randrange(3, 14) / 10:.1f} mmol/L")
        if self.p(0.4):
            parts.append(f"TSH {self.r.randrange(4, 50) / 10:.1f}, WBC {self.r.randrange(40, 130) / 10:.1f}, Hgb {self.r.randrange(100, 170) / 10:.1f}, Plt {self.r.randrange(90, 400)}")
        if self.p(0.4):
            parts.append(f"QTc {self.r.randrange(400, 490)} ms")
        if self.p(0.3):
            parts.append("HCV Ab reactive, HCV RNA pending; HIV-1/2 Ag/Ab nonreactive")
        self.r.shuffle(parts)
        return "; ".join(parts)

    def score(self, name=None):
        name = name or self.ch(P.SCORES)
        rng = {"PHQ-9": 27, "GAD-7": 21, "CIWA-Ar": 40, "COWS": 36, "AUDIT": 40, "AUDIT-C": 12,
               "DAST-10": 10, "MoCA": 30, "BPRS": 80, "YMRS": 40, "AIMS": 12, "PCL-5": 80, "CAGE": 4}
        if name == "C-SSRS":
            return f"C-SSRS {self.ch(['screen positive (ideation with intent, no plan)', 'screen negative', 'low risk', 'moderate risk', 'high risk'])}"
        v = self.r.randrange(0, rng[name] + 1)
        if name in ("MoCA", "CAGE"):
            return f"{name} {v}/{rng[name]}"
        return f"{name} {v}"

    def code(self):
        c, d = self.ch(P.CODES)
        return f"{c} {d}"

    def eponym(self):
        return self.ch(P.EPONYM_PHRASES)


def ascii_fold(s):
    table = {"ś": "s", "ü": "u", "á": "a", "é": "e", "í": "i", "ó": "o", "è": "e", "ç": "c",
             "Ś": "S", "Ü": "U", "Á": "A", "É": "E", "Í": "I", "Ó": "O", "Ç": "C"}
    return "".join(table.get(ch, ch) for ch in s)
