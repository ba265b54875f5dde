"""PHI surface-form generators and the marker-stripping offset pass."""
import datetime as dt
import pools as P

S, M, E = "\ue000", "\ue001", "\ue002"

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}


def m(t, v):
    assert t in LABEL, t
    v = str(v)
    assert v and v == v.strip(), repr(v)
    return f"{S}{t}{M}{v}{E}"


def finalize(raw, lower):
    """One left-to-right pass: strip markers, record offsets."""
    if lower:
        raw = raw.lower()
    out, spans, pos, i, n = [], [], 0, 0, len(raw)
    while i < n:
        c = raw[i]
        if c == S:
            j = raw.index(M, i)
            k = raw.index(E, j)
            t = raw[i + 1:j].upper()
            v = raw[j + 1:k]
            assert S not in v and M not in v
            spans.append({"start": pos, "end": pos + len(v), "label": LABEL[t], "type": t, "text": v})
            out.append(v)
            pos += len(v)
            i = k + 1
        else:
            assert c not in (M, E)
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
AMPM_T = ["07:30", "08:00", "09:15", "10:40", "11:05", "12:30", "13:45", "14:20", "15:00", "16:10", "17:35",
          "19:30", "20:00", "21:15", "22:40", "23:55", "02:10", "03:30", "05:45", "0800", "1400", "2000", "0630"]


def ordn(d):
    return f"{d}{'th' if 11 <= d % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


class Person:
    def __init__(self, first, last, sex):
        self.first, self.last, self.sex = first, last, sex

    @property
    def full(self):
        return f"{self.first} {self.last}"


class Ctx:
    """Per-note identity and random surface forms."""

    def __init__(self, rng, country):
        self.r = rng
        self.country = country  # "UK" or "IE"
        r = rng
        sex = r.choice("FM")
        self.pt = self.person(sex)
        self.age = r.choice([r.randint(19, 64), r.randint(65, 89), r.randint(70, 99), r.randint(90, 103)])
        y = r.choice([2023, 2024, 2025])
        self.base = dt.date(y, r.randint(1, 12), r.randint(1, 28))
        self.dob = dt.date(self.base.year - self.age, r.randint(1, 12), r.randint(1, 28))
        self.hosp = r.choice(P.HOSPITALS)
        self.ward = r.choice(P.WARDS + P.UNITS)
        self.bed = str(r.randint(1, 32)) + r.choice(["", "", "", "A", "B"])
        self.bay = r.choice(["1", "2", "3", "4", "5", "6", "A", "B", "C", "D"])
        self.fam = [self.person(r.choice("FM")) for _ in range(3)]
        self.rel = [r.choice(P.REL_F if f.sex == "F" else P.REL_M) for f in self.fam]
        for f in self.fam[:1]:
            if r.random() < 0.5:
                f.last = self.pt.last
        self.staff = [self.person(r.choice("FM")) for _ in range(6)]
        self.town = r.choice(P.TOWNS)
        self.county = r.choice(P.COUNTIES)

    def person(self, sex):
        r = self.r
        first = r.choice(P.GIVEN_F if sex == "F" else P.GIVEN_M)
        last = r.choice(P.SURNAMES)
        if r.random() < 0.08:
            last = r.choice(P.SURNAMES) + "-" + r.choice(P.SURNAMES)
        return Person(first, last, sex)

    # ---------------- names ----------------
    def title(self, p):
        return self.r.choice(P.TITLES_F if p.sex == "F" else P.TITLES_M)

    def pname(self, form=None, p=None, t="PATIENT"):
        r = self.r
        p = p or self.pt
        form = form or r.choice(["full", "title", "title", "first", "first", "tfull", "initial", "sfirst", "inits", "comma"])
        if form == "full":
            return m(t, p.full)
        if form == "title":
            return f"{self.title(p)} {m(t, p.last)}"
        if form == "tfull":
            return f"{self.title(p)} {m(t, p.full)}"
        if form == "first":
            return m(t, p.first)
        if form == "initial":
            return m(t, f"{p.first} {p.last[0]}.")
        if form == "sfirst":
            return m(t, f"{p.last.upper()}, {p.first.upper()}")
        if form == "comma":
            return m(t, f"{p.last}, {p.first}")
        if form == "inits":
            return m(t, f"{p.first[0]}.{p.last[0]}.")
        if form == "nick":
            return m(t, P.NICK.get(p.first, p.first[:3]))
        if form == "last":
            return m(t, p.last)
        raise ValueError(form)

    def staff_name(self, i=None, role=None, form=None):
        r = self.r
        p = self.staff[r.randrange(6) if i is None else i]
        role = role if role is not None else r.choice(P.ROLES_NURSE + P.ROLES_AHP)
        form = form or r.choice(["full", "full", "last", "first", "initial", "fi"])
        if form == "full":
            v = p.full
        elif form == "last":
            v = p.last
        elif form == "first":
            v = p.first
        elif form == "fi":
            v = f"{p.first[0]}. {p.last}"
        else:
            v = f"{p.first} {p.last[0]}."
        return (f"{role} " if role else "") + m("DOCTOR", v)

    def doctor(self):
        r = self.r
        p = self.person(r.choice("FM"))
        return f"{r.choice(P.ROLES_DR)} {m('DOCTOR', r.choice([p.last, p.full, p.first[0] + '. ' + p.last]))}"

    def initials(self, i):
        p = self.staff[i]
        v = (p.first[0] + p.last[0]).upper()
        return m("DOCTOR", self.r.choice([v, v.lower(), p.first[0] + "." + p.last[0] + "."]))

    def fam_ref(self, k=0, form=None):
        r = self.r
        f = self.fam[k]
        rel = self.rel[k]
        form = form or r.choice(["rel_first", "rel_full", "title", "first", "full_rel"])
        if form == "rel_first":
            return f"{rel} {m('FAMILY', f.first)}"
        if form == "rel_full":
            return f"{rel} {m('FAMILY', f.full)}"
        if form == "title":
            return f"{rel} {self.title(f)} {m('FAMILY', f.last)}"
        if form == "first":
            return m("FAMILY", f.first)
        return f"{m('FAMILY', f.full)} ({rel})"

    def username(self, p=None):
        r = self.r
        p = p or r.choice(self.staff)
        f, l = p.first.lower(), p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        return m("USERNAME", r.choice([f[0] + l, f + "." + l, l + f[0] + str(r.randint(1, 9)), f[0] + l[:5] + str(r.randint(10, 99)),
                                       "ext_" + l[:6], l[:4] + f[:2]]))

    # ---------------- dates ----------------
    def day(self, off=None):
        r = self.r
        return self.base + dt.timedelta(days=r.randint(-20, 10) if off is None else off)

    def date(self, d=None, form=None):
        r = self.r
        d = d or self.day()
        form = form or r.choice(["dmy", "dmy", "dmy2", "long", "longo", "dm", "wd", "wdl", "dotted", "mon3", "iso",
                                 "wdshort", "dmo"])
        y2 = f"{d.year % 100:02d}"
        v = {
            "dmy": f"{d.day:02d}/{d.month:02d}/{d.year}",
            "dmy2": f"{d.day}/{d.month}/{y2}",
            "long": f"{d.day} {MONTHS[d.month - 1]} {d.year}",
            "longo": f"{ordn(d.day)} {MONTHS[d.month - 1]} {d.year}",
            "dm": f"{d.day}/{d.month}",
            "dmo": f"{ordn(d.day)} {MONTHS[d.month - 1]}",
            "wd": f"{WD[d.weekday()]} {d.day} {MONTHS[d.month - 1]}",
            "wdl": f"{WD[d.weekday()]}, {d.day} {MONTHS[d.month - 1]} {d.year}",
            "wdshort": f"{WD3[d.weekday()]} {d.day}/{d.month}",
            "dotted": f"{d.day:02d}.{d.month:02d}.{y2}",
            "mon3": f"{d.day:02d}-{MONTHS[d.month - 1][:3]}-{d.year}",
            "iso": f"{d.year}-{d.month:02d}-{d.day:02d}",
            "my": f"{MONTHS[d.month - 1]} {d.year}",
            "y": str(d.year),
            "wdonly": WD[d.weekday()],
            "month": MONTHS[d.month - 1],
        }[form]
        return m("DATE", v)

    def drange(self):
        r = self.r
        a = self.day()
        b = a + dt.timedelta(days=r.randint(2, 9))
        f = r.choice(["dm", "dmy", "long", "dmo"])
        sep = r.choice(["-", " - ", " to ", "\u2013"])
        if f == "long":
            return m("DATE", f"{a.day}") + sep + m("DATE", f"{b.day} {MONTHS[b.month - 1]} {b.year}") if a.month == b.month \
                else self.date(a, "dmo") + sep + self.date(b, "long")
        return self.date(a, f) + sep + self.date(b, f)

    def dob_s(self):
        return self.date(self.dob, self.r.choice(["dmy", "dmy", "long", "mon3", "dotted", "iso"]))

    def year(self, back=None):
        return m("DATE", str(self.base.year - (back if back is not None else self.r.randint(1, 30))))

    def holiday(self):
        return m("DATE", self.r.choice(["Christmas", "Christmas Day", "St Patrick's Day", "Easter Sunday",
                                        "New Year's Day", "Boxing Day", "Easter Monday", "Hogmanay", "St David's Day"]))

    # ---------------- ages ----------------
    def age_s(self, a=None, form=None):
        r = self.r
        a = self.age if a is None else a
        form = form or r.choice(["yo", "yearold", "aged", "yo2", "yrs", "sex", "words", "paren", "yof"])
        if form == "yo":
            return f"{m('AGE', a)} yo"
        if form == "yo2":
            return f"{m('AGE', a)}yo"
        if form == "yearold":
            return f"{m('AGE', a)}-year-old"
        if form == "aged":
            return f"aged {m('AGE', a)}"
        if form == "yrs":
            return f"{m('AGE', a)} yrs"
        if form == "sex":
            return f"{m('AGE', a)} {self.pt.sex}"
        if form == "yof":
            return f"{m('AGE', a)}{self.pt.sex}"
        if form == "paren":
            return f"({m('AGE', a)})"
        return f"aged {m('AGE', words(a))}"

    # ---------------- places ----------------
    def street(self):
        r = self.r
        s = f"{r.randint(1, 180)} {r.choice(P.STREET_NAMES)}"
        if r.random() < 0.2:
            s = r.choice(["Flat ", "Apt ", "Unit "]) + f"{r.randint(1, 24)}, " + s
        return m("STREET", s)

    def postcode(self):
        r = self.r
        L = "ABDEFGHJLNPQRSTUWXYZ"
        if self.country == "IE":
            return m("ZIP", f"Q{r.randint(10, 99)} {r.choice(L)}{r.randint(1, 9)}{r.choice(L)}{r.randint(1, 9)}")
        return m("ZIP", f"{r.choice(['QX', 'ZV', 'XJ', 'QZ', 'VX', 'ZQ'])}{r.randint(1, 19)} {r.randint(1, 9)}{r.choice(L)}{r.choice(L)}")

    def address(self, sep=", "):
        r = self.r
        parts = [self.street(), m("CITY", self.town)]
        if r.random() < 0.55:
            parts.append(m("CITY", self.county))
        if r.random() < 0.35:
            parts.append(m("STATE", r.choice(P.REGIONS).replace("the ", "")))
        parts.append(self.postcode())
        return sep.join(parts)

    def hospital(self):
        return m("HOSPITAL", self.hosp)

    def ward_s(self):
        return m("HOSPITAL", self.ward)

    def bed_s(self):
        r = self.r
        return r.choice([f"bed {m('LOCATION_OTHER', self.bed)}", f"Bed {m('LOCATION_OTHER', self.bed)}",
                         f"bay {m('LOCATION_OTHER', self.bay)} bed {m('LOCATION_OTHER', self.bed)}",
                         f"side room {m('LOCATION_OTHER', r.randint(1, 12))}",
                         f"Bay {m('LOCATION_OTHER', self.bay)}", f"room {m('LOCATION_OTHER', str(r.randint(1, 40)) + r.choice(['', 'a', 'B']))}"])

    # ---------------- identifiers ----------------
    def mrn(self):
        r = self.r
        return m("MRN", r.choice([f"{r.randint(10000000, 99999999)}", f"H{r.randint(100000, 999999)}",
                                  f"RX{r.randint(1000000, 9999999)}", f"{r.randint(100, 999)} {r.randint(100, 999)} {r.randint(1000, 9999)}",
                                  f"K{r.randint(10, 99)}-{r.randint(10000, 99999)}"]))

    def nhs(self):
        r = self.r
        return m("MRN", f"999 {r.randint(100, 999)} {r.randint(1000, 9999)}")

    def ssn(self):
        r = self.r
        return m("SSN", r.choice([f"QQ 9{r.randint(0, 9)} {r.randint(10, 99)} {r.randint(10, 99)} {r.choice('ABCD')}",
                                  f"ZZ9{r.randint(10000, 99999)}{r.choice('ABCD')}",
                                  f"9{r.randint(100000, 999999)}{r.choice('TWXK')}{r.choice(['', 'A', 'H'])}",
                                  f"9{r.randint(10, 99)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}",
                                  f"000-{r.randint(10, 99)}-{r.randint(1000, 9999)}"]))

    def healthplan(self):
        r = self.r
        return m("HEALTHPLAN", r.choice([f"BWH{r.randint(1000000, 9999999)}", f"{r.randint(100, 999)}-{r.randint(100000, 999999)}-{r.randint(10, 99)}",
                                         f"MC{r.randint(100000, 999999)}{r.choice('ABCDEF')}", f"LA/{r.randint(10000, 99999)}/{r.randint(1, 9)}",
                                         f"GMS {r.randint(1000000, 9999999)}"]))

    def account(self):
        r = self.r
        return m("ACCOUNT", r.choice([f"ENC{r.randint(1000000, 9999999)}", f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                                      f"SP{r.randint(100000, 999999)}", f"V{r.randint(10000000, 99999999)}", f"PP-{r.randint(10000, 99999)}"]))

    def license(self, kind=None):
        r = self.r
        kind = kind or r.choice(["nmc", "hcpc", "gmc", "nmbi", "drv"])
        v = {"nmc": f"{r.randint(10, 99)}{r.choice('ABCDEFGHIJ')}{r.randint(1000, 9999)}{r.choice('EOSWN')}",
             "hcpc": f"{r.choice(['PH', 'OT', 'SL', 'DT', 'SW'])}{r.randint(100000, 999999)}",
             "gmc": f"{r.randint(1000000, 9999999)}",
             "nmbi": f"{r.randint(100000, 999999)}",
             "drv": f"{r.choice(['KELLY', 'BYRNE', 'PATEL', 'JONES', 'WALSH'])}{r.randint(100000, 999999)}X{r.randint(1, 9)}Q"}[kind]
        return m("LICENSE", v)

    def device(self):
        r = self.r
        return m("DEVICE", r.choice([f"SN{r.randint(100000, 999999)}", f"AM-{r.randint(1000, 9999)}-{r.choice('ABCDEFGH')}{r.randint(10, 99)}",
                                     f"{r.choice('PJKTR')}{r.choice('XNQ')}{r.randint(10000, 99999)}{r.choice('HWK')}",
                                     f"EQ{r.randint(10000, 99999)}", f"HA-{r.randint(100000, 999999)}"]))

    def vehicle(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTVWXYZ"
        return m("VEHICLE", r.choice([f"{r.choice(L)}{r.choice(L)}{r.randint(10, 74)} {r.choice(L)}{r.choice(L)}{r.choice(L)}",
                                      f"{r.randint(10, 24)}-{r.choice(['KV', 'QY', 'ZR', 'LQ'])}-{r.randint(100, 9999)}",
                                      f"QXV{r.randint(100, 999)}{r.choice(L)}"]))

    def bioid(self):
        r = self.r
        return m("BIOID", r.choice([f"FP-{r.randint(10000, 99999)}", f"BIO{r.randint(100000, 999999)}",
                                    f"PV-{r.randint(1000, 9999)}-{r.choice('XYZ')}", f"IR{r.randint(10000, 99999)}"]))

    def idnum(self, kind=None):
        r = self.r
        kind = kind or r.choice(["inc", "ref", "spec", "case", "ord"])
        v = {"inc": f"INC-{self.base.year}-{r.randint(1000, 99999)}", "ref": f"REF{r.randint(100000, 999999)}",
             "spec": f"S{self.base.year % 100}-{r.randint(1000, 9999)}", "case": f"SW/{r.randint(1000, 9999)}/{self.base.year % 100}",
             "ord": f"ORD{r.randint(1000000, 9999999)}"}[kind]
        return m("IDNUM", v)

    # ---------------- contact ----------------
    def phone(self, t="PHONE", mobile=None):
        r = self.r
        if self.country == "IE":
            opts = [f"0{r.choice([1, 21, 41, 51, 61, 71, 91])} 555 {r.randint(1000, 9999)}",
                    f"08{r.choice([3, 5, 6, 7, 9])} 555 {r.randint(1000, 9999)}",
                    f"+353 {r.choice([1, 21, 87, 86])} 555 {r.randint(1000, 9999)}",
                    f"(0{r.choice([1, 61, 91])}) 555-{r.randint(1000, 9999)}"]
        else:
            opts = [f"0{r.choice([113, 118, 121, 131, 141, 151, 161, 191, 1632])} 555 {r.randint(1000, 9999)}",
                    f"07{r.randint(100, 999)} 555 {r.randint(100, 999)}",
                    f"+44 {r.choice([20, 29, 28, 7700, 161])} 555 {r.randint(1000, 9999)}",
                    f"(0{r.randint(1200, 1999)}) 555 {r.randint(100, 999)}",
                    f"0{r.randint(1200, 1999)}-555-{r.randint(100, 999)}"]
        v = r.choice(opts)
        if t == "PHONE" and r.random() < 0.15:
            v += r.choice([" ext. ", " ext ", " x", " extn "]) + str(r.randint(100, 9999))
        return m(t, v)

    def bleep(self):
        r = self.r
        return m("PHONE", r.choice([str(r.randint(1000, 9999)), f"{r.randint(1, 9)}-{r.randint(1000, 9999)}", str(r.randint(100, 999))]))

    def ext(self):
        return f"ext {m('PHONE', str(self.r.randint(2000, 7999)))}"

    def email(self, p=None):
        r = self.r
        p = p or r.choice(self.staff)
        f, l = p.first.lower(), p.last.lower().replace("'", "").replace(" ", "").replace("-", "")
        dom = r.choice(["example.com", "example.org", "example.net", "nhs.example.net", "hse.example.org",
                        "mail.example.com", "trust.example.org"])
        return m("EMAIL", r.choice([f"{f}.{l}@{dom}", f"{f[0]}{l}@{dom}", f"{l}.{f}{r.randint(1, 99)}@{dom}",
                                    f"{r.choice(['ward', 'therapy', 'discharge', 'socialwork', 'dietetics'])}.{r.choice(['admin', 'team', 'office'])}@{dom}"]))

    def url(self):
        r = self.r
        host = r.choice(["www.example.org", "www.example.com", "patients.example.net", "careinfo.example.org",
                         "example.com", "portal.example.net"])
        path = r.choice(["/leaflets/falls", "/slt/iddsi-levels", "/discharge", "/ot/equipment-return", "/carers",
                         "/portal", "/dietetics/nutrition-first", "/visiting", "/feedback?ref=" + str(r.randint(100, 999)), ""])
        pre = r.choice(["", "", "https://", "http://"])
        if not pre and not host.startswith("www."):
            pre = "https://"
        return m("URL", pre + host + path)

    def ip(self):
        r = self.r
        return m("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    def profession(self):
        return m("PROFESSION", self.r.choice(P.PROFESSIONS))

    def employer(self):
        return m("ORGANIZATION", self.r.choice(P.EMPLOYERS))

    def org(self):
        return m("ORGANIZATION", self.r.choice(P.CHARITIES))

    def country_s(self):
        return m("COUNTRY", self.r.choice(P.COUNTRIES))

    def time(self):
        return self.r.choice(AMPM_T)


UNITS_W = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
           "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS_W = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    n = int(n)
    if n >= 100:
        rest = n - 100
        return "one hundred" + (f" and {words(rest)}" if rest else "")
    if n < 20:
        return UNITS_W[n]
    t, u = divmod(n, 10)
    return TENS_W[t] + (f"-{UNITS_W[u]}" if u else "")
