"""Marker-based composition: every PHI value is wrapped in control characters while a
note is composed; finish() strips the markers and records the gold offsets."""
import datetime as dt
import re

from pools import (FEMALE, MALE, SURNAMES, NICKNAMES, MIDDLE_INITIALS, PROFESSIONS, STREET_NAMES,
                   STREET_SUFFIX, TOWNS, STATES, AREA_CODES, CLINIC_SUFFIX, PHARM_NAMES,
                   PHARM_SUFFIX, HOSP_FORMS, EMPLOYERS, SCHOOLS, CHURCHES, CLUBS, COUNTRIES,
                   BUILDINGS, LANDMARKS, EMAIL_DOMAINS)

CATEGORY = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

O, M, C = "\x01", "\x02", "\x03"


def m(t, v):
    assert t in CATEGORY, t
    assert O not in v and C not in v and M not in v
    return O + t + M + v + C


_MARK = re.compile("\x01([A-Za-z_]+)\x02([^\x01\x02\x03]*)\x03")


def finish(marked):
    out, spans, pos, last = [], [], 0, 0
    for mo in _MARK.finditer(marked):
        out.append(marked[last:mo.start()])
        pos += mo.start() - last
        t = mo.group(1).upper()
        v = mo.group(2)
        spans.append({"start": pos, "end": pos + len(v), "label": CATEGORY[t], "type": t, "text": v})
        out.append(v)
        pos += len(v)
        last = mo.end()
    out.append(marked[last:])
    text = "".join(out)
    assert O not in text and C not in text and M not in text
    return text, spans


WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]


def ordinal(n):
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def fmt_date(d, style, us):
    D, Mo, Y = d.day, d.month, d.year
    if style == "num":
        return f"{Mo}/{D}/{Y}" if us else f"{D:02d}/{Mo:02d}/{Y}"
    if style == "num0":
        return f"{Mo:02d}/{D:02d}/{Y}" if us else f"{D}/{Mo}/{Y}"
    if style == "num2":
        return f"{Mo}/{D}/{Y % 100:02d}" if us else f"{D}/{Mo}/{Y % 100:02d}"
    if style == "iso":
        return d.isoformat()
    if style == "long":
        return f"{MON[Mo-1]} {D}, {Y}" if us else f"{D} {MON[Mo-1]} {Y}"
    if style == "short":
        return f"{MON[Mo-1][:3]} {D}, {Y}" if us else f"{D} {MON[Mo-1][:3]} {Y}"
    if style == "dash":
        return f"{D:02d}-{MON[Mo-1][:3]}-{Y}"
    if style == "dot":
        return f"{D:02d}.{Mo:02d}.{Y % 100:02d}"
    if style == "dm":
        return f"{Mo}/{D}" if us else f"{D}/{Mo}"
    if style == "wd_dm":
        return f"{WD[d.weekday()][:3]} {Mo}/{D}" if us else f"{WD[d.weekday()][:3]} {D}/{Mo}"
    if style == "wd":
        return WD[d.weekday()]
    if style == "wd3":
        return WD[d.weekday()][:3]
    if style == "mon_yr":
        return f"{MON[Mo-1][:3]} '{Y % 100:02d}"
    if style == "month_year":
        return f"{MON[Mo-1]} {Y}"
    if style == "year":
        return str(Y)
    if style == "wd_long":
        return (f"{WD[d.weekday()]}, {MON[Mo-1]} {D}, {Y}" if us
                else f"{WD[d.weekday()]} {D} {MON[Mo-1]} {Y}")
    if style == "day_mon":
        return f"{MON[Mo-1][:3]} {D}" if us else f"{D} {MON[Mo-1][:3]}"
    if style == "ord":
        return f"{MON[Mo-1]} {ordinal(D)}" if us else f"{ordinal(D)} {MON[Mo-1]}"
    if style == "wd_ord":
        return f"{WD[d.weekday()]} the {ordinal(D)}"
    raise ValueError(style)


NUMWORDS = {90: "ninety", 91: "ninety-one", 92: "ninety-two", 93: "ninety-three", 94: "ninety-four",
            95: "ninety-five", 96: "ninety-six", 97: "ninety-seven", 98: "ninety-eight",
            99: "ninety-nine", 100: "one hundred", 101: "one hundred and one", 64: "sixty-four",
            70: "seventy", 75: "seventy-five", 80: "eighty", 82: "eighty-two", 45: "forty-five",
            38: "thirty-eight", 52: "fifty-two", 67: "sixty-seven", 88: "eighty-eight"}

CONS = "BCDFGHJKLMNPRSTVWXZ"
VINCH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


class Person:
    def __init__(self, first, last, sex, mi=None, nick=None):
        self.first, self.last, self.sex, self.mi, self.nick = first, last, sex, mi, nick

    @property
    def full(self):
        return f"{self.first} {self.last}"

    @property
    def initials(self):
        return f"{self.first[0]}.{self.last[0]}."


class Ctx:
    """All invented values for one note."""

    def __init__(self, rng, locale, lower):
        self.r = rng
        self.loc = locale
        self.lower = lower
        self.us = locale == "US"
        r = rng
        self.sex = r.choice("FM")
        self.pt = self.person(self.sex, mi=r.random() < 0.5, nick=r.random() < 0.25)
        self.age = r.choice([r.randint(18, 89), r.randint(18, 89), r.randint(30, 80), r.randint(90, 102)])
        self.visit = dt.date(2023, 1, 1) + dt.timedelta(days=r.randint(0, 1000))
        self.dob = self.visit - dt.timedelta(days=self.age * 365 + r.randint(1, 360))
        self.town = r.choice(TOWNS[locale])
        self.town2 = r.choice([t for t in TOWNS[locale] if t != self.town])
        self.state_full, self.state_abbr = r.choice(STATES[locale])
        self.street = self.mk_street()
        self.zip = self.mk_zip()
        self.doc = self.person(r.choice("FM"))
        self.doc2 = self.person(r.choice("FM"))
        self.nurse = self.person(r.choice("FFM"))
        self.pharm = self.person(r.choice("FM"))
        self.recep = self.person(r.choice("FFM"))
        rels = ["wife", "husband", "daughter", "son", "partner", "carer", "neighbour", "mum",
                "brother", "sister", "granddaughter", "nephew", "friend", "dad"]
        if self.age > 68:
            rels = [x for x in rels if x not in ("mum", "dad")]
        if self.age < 40:
            rels.remove("granddaughter")
        if self.sex == "F":
            rels.remove("wife")
        else:
            rels.remove("husband")
        self.rel = r.choice(rels)
        rsex = "F" if self.rel in ("wife", "daughter", "mum", "sister", "granddaughter") else (
            "M" if self.rel in ("husband", "son", "brother", "nephew", "dad") else r.choice("FM"))
        same_last = self.rel in ("wife", "husband", "son", "daughter", "brother", "sister", "mum", "dad")
        self.fam = self.person(rsex, last=self.pt.last if same_last and r.random() < 0.7 else None)
        self.rel2 = r.choice(["son", "daughter", "carer", "neighbour", "niece", "friend"])
        self.fam2 = self.person({"son": "M", "daughter": "F", "niece": "F"}.get(self.rel2, r.choice("FM")))
        self.prof = r.choice(PROFESSIONS)
        self.fam_prof = r.choice(PROFESSIONS)
        self.clinic = self.mk_clinic()
        self.clinic2 = self.mk_clinic()
        self.pharmacy = f"{r.choice(PHARM_NAMES)} {r.choice(PHARM_SUFFIX[locale])}"
        self.hospital = r.choice(HOSP_FORMS).format(town=r.choice(TOWNS[locale]))
        self.employer = r.choice(EMPLOYERS)
        self.school = r.choice(SCHOOLS)
        self.church = r.choice(CHURCHES)
        self.club = r.choice(CLUBS)
        self.country = r.choice(COUNTRIES)
        self.building = r.choice(BUILDINGS)
        self.landmark = r.choice(LANDMARKS)
        self.pt_phone = self.phone()
        self.fam_phone = self.phone(mobile=True)
        self.clinic_phone = self.phone(landline=True)
        self.clinic_fax = self.phone(landline=True)
        self.username = self.mk_username(self.pt)
        self.email = self.mk_email(self.pt)

    # ---------- people ----------
    def person(self, sex, mi=False, nick=False, last=None):
        r = self.r
        first = r.choice(FEMALE if sex == "F" else MALE)
        return Person(first, last or r.choice(SURNAMES), sex,
                      r.choice(MIDDLE_INITIALS) if mi else None, r.choice(NICKNAMES) if nick else None)

    @property
    def title(self):
        if self.sex == "M":
            return "Mr"
        return self.r.choice(["Mrs", "Ms", "Miss", "Ms"])

    @property
    def he(self):
        return "he" if self.sex == "M" else "she"

    @property
    def his(self):
        return "his" if self.sex == "M" else "her"

    def P(self, form=None):
        """Patient name, marked, in one of many surface forms."""
        p = self.pt
        r = self.r
        forms = ["full", "full", "first", "title", "title", "lastfirst", "fi", "initials", "last_caps"]
        if p.mi:
            forms += ["fml"]
        if p.nick:
            forms += ["nick"]
        f = form or r.choice(forms)
        if f == "full":
            return m("PATIENT", p.full)
        if f == "fml":
            return m("PATIENT", f"{p.first} {p.mi}. {p.last}")
        if f == "first":
            return m("PATIENT", p.first)
        if f == "last":
            return m("PATIENT", p.last)
        if f == "title":
            return f"{self.title} " + m("PATIENT", p.last)
        if f == "lastfirst":
            return m("PATIENT", f"{p.last.upper()}, {p.first.upper()}" + (f" {p.mi}" if p.mi else ""))
        if f == "lastfirst_plain":
            return m("PATIENT", f"{p.last}, {p.first}")
        if f == "fi":
            return m("PATIENT", f"{p.first} {p.last[0]}.")
        if f == "initials":
            return m("PATIENT", p.initials)
        if f == "initials_plain":
            return m("PATIENT", (p.first[0] + p.last[0]).upper())
        if f == "last_caps":
            return m("PATIENT", p.last.upper())
        if f == "nick":
            return m("PATIENT", p.nick or p.first)
        raise ValueError(f)

    def N(self, who, t="DOCTOR", form=None):
        r = self.r
        f = form or r.choice(["full", "full", "last", "first", "fi", "lf"])
        if f == "full":
            return m(t, who.full)
        if f == "last":
            return m(t, who.last)
        if f == "first":
            return m(t, who.first)
        if f == "fi":
            return m(t, f"{who.first[0]}. {who.last}")
        if f == "lf":
            return m(t, f"{who.last}, {who.first}")
        if f == "init":
            return m(t, (who.first[0] + who.last[0]).lower())
        if f == "initcap":
            return m(t, (who.first[0] + who.last[0]).upper())
        raise ValueError(f)

    def Dr(self, who=None, form=None):
        who = who or self.doc
        r = self.r
        f = form or r.choice(["dr", "drdot", "dr", "cred", "full"])
        if f == "dr":
            return "Dr " + m("DOCTOR", r.choice([who.last, who.full]))
        if f == "drdot":
            return "Dr. " + m("DOCTOR", r.choice([who.last, who.full]))
        if f == "cred":
            cred = {"US": ["MD", "DO"], "CA": ["MD", "CCFP"], "UK": ["MBBS", "MRCGP"], "AU": ["MBBS", "FRACGP"]}[self.loc]
            return m("DOCTOR", who.full) + ", " + r.choice(cred)
        return m("DOCTOR", who.full)

    def F(self, who=None, form=None):
        who = who or self.fam
        return self.N(who, "FAMILY", form or self.r.choice(["first", "first", "full", "full"]))

    # ---------- dates / ages ----------
    def D(self, d=None, style=None, styles=None):
        d = d or self.visit
        style = style or self.r.choice(styles or ["num", "num0", "iso", "long", "short", "dash", "num2", "dot"])
        return m("DATE", fmt_date(d, style, self.us))

    def after(self, lo, hi):
        return self.visit + dt.timedelta(days=self.r.randint(lo, hi))

    def before(self, lo, hi):
        return self.visit - dt.timedelta(days=self.r.randint(lo, hi))

    def A(self, form=None):
        """Age phrase; only the number (or number words) is marked."""
        a = self.age
        r = self.r
        s = self.sex
        f = form or r.choice(["yo", "yo_tight", "yearold", "sexage", "agesex", "aged", "words", "y"])
        if f == "words" and a not in NUMWORDS:
            f = "aged"
        if f == "yo":
            return m("AGE", str(a)) + " yo"
        if f == "yo_tight":
            return m("AGE", str(a)) + "yo"
        if f == "yearold":
            return m("AGE", str(a)) + "-year-old"
        if f == "sexage":
            return s + " " + m("AGE", str(a))
        if f == "agesex":
            return m("AGE", str(a)) + r.choice(["", " "]) + s
        if f == "aged":
            return "aged " + m("AGE", str(a))
        if f == "words":
            return "aged " + m("AGE", NUMWORDS[a])
        if f == "y":
            return m("AGE", str(a)) + "y"
        raise ValueError(f)

    # ---------- places ----------
    def mk_street(self):
        r = self.r
        num = r.randint(1, 2400)
        base = f"{num} {r.choice(STREET_NAMES)} {r.choice(STREET_SUFFIX[self.loc])}"
        x = r.random()
        if x < 0.25:
            if self.loc == "UK":
                return f"Flat {r.randint(1, 12)}, {base}"
            if self.loc == "AU":
                return f"{r.randint(1, 20)}/{base}"
            return f"{base}, {r.choice(['Apt', 'Unit', 'Suite'])} {r.randint(1, 40)}{r.choice(['', 'B', 'A'])}"
        return base

    def mk_zip(self):
        r = self.r
        L = "ABCEGHJKLMNPRSTVWXY"
        if self.loc == "US":
            z = f"{r.randint(10000, 99899)}"
            return z + (f"-{r.randint(1000, 9999)}" if r.random() < 0.2 else "")
        if self.loc == "CA":
            return f"{r.choice(L)}{r.randint(0,9)}{r.choice(L)} {r.randint(0,9)}{r.choice(L)}{r.randint(0,9)}"
        if self.loc == "UK":
            out = r.choice(["LS", "BD", "NR", "CA", "EX", "PR", "LL", "KY", "ME", "CT"]) + str(r.randint(1, 29))
            return f"{out} {r.randint(0,9)}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}{r.choice('ABDEFGHJLNPQRSTUWXYZ')}"
        return str(r.randint(2000, 7999))

    def mk_clinic(self):
        r = self.r
        base = r.choice([r.choice(TOWNS[self.loc]), r.choice(STREET_NAMES) + r.choice([" Road", " Lane", " Park", ""]),
                         r.choice(STREET_NAMES)])
        return f"{base} {r.choice(CLINIC_SUFFIX[self.loc])}"

    def addr_line(self, sep=", "):
        st = self.state_abbr if self.r.random() < 0.6 else self.state_full
        if self.loc in ("US", "CA", "AU"):
            return (m("STREET", self.street) + sep + m("CITY", self.town) + (", " if self.loc != "AU" else " ")
                    + m("STATE", st) + " " + m("ZIP", self.zip))
        return (m("STREET", self.street) + sep + m("CITY", self.town) + sep + m("STATE", self.state_full)
                + sep + m("ZIP", self.zip))

    # ---------- contacts ----------
    def phone(self, mobile=False, landline=False, ext=False):
        r = self.r
        if self.loc in ("US", "CA"):
            a = r.choice(AREA_CODES[self.loc])
            n = f"01{r.randint(0, 99):02d}"
            f = r.choice(["paren", "dash", "dash", "dot", "intl", "space"])
            s = {"paren": f"({a}) 555-{n}", "dash": f"{a}-555-{n}", "dot": f"{a}.555.{n}",
                 "intl": f"+1 {a} 555 {n}", "space": f"{a} 555 {n}"}[f]
        elif self.loc == "UK":
            k = r.randint(0, 999)
            if mobile or (not landline and r.random() < 0.4):
                s = r.choice([f"07700 900{k:03d}", f"07700 900 {k:03d}", f"+44 7700 900{k:03d}"])
            else:
                s = r.choice([f"020 7946 0{k:03d}", f"0113 496 0{k:03d}", f"0161 496 0{k:03d}",
                              f"0117 496 0{k:03d}", f"+44 20 7946 0{k:03d}"])
        else:
            k = r.randint(0, 999)
            if mobile or (not landline and r.random() < 0.5):
                s = r.choice([f"0491 570 {k:03d}", f"+61 491 570 {k:03d}", f"0491570{k:03d}"])
            else:
                s = r.choice([f"(02) 5550 {r.randint(0, 9999):04d}", f"(03) 7010 {r.randint(0, 9999):04d}",
                              f"03 7010 {r.randint(0, 9999):04d}"])
        if ext:
            s += r.choice([" ext. ", " ext ", " x"]) + str(r.randint(10, 4999))
        return s

    def mk_username(self, p):
        r = self.r
        f = p.first.lower().replace("-", "").replace("'", "")
        l = p.last.lower().replace(" ", "").replace("-", "").replace("'", "")
        return r.choice([f"{f[0]}{l}{r.randint(1, 99)}", f"{f}.{l}", f"{l}_{f[:3]}", f"{f}{r.randint(1950, 2005)}",
                         f"{f[:2]}{l[:4]}", f"{f}_{l[0]}{r.randint(10, 99)}"])

    def mk_email(self, p):
        r = self.r
        u = self.mk_username(p)
        return f"{u}@{r.choice(EMAIL_DOMAINS)}"

    def staff_email(self, p):
        f = p.first.lower().replace("-", "").replace("'", "")
        l = p.last.lower().replace(" ", "").replace("-", "").replace("'", "")
        return f"{f}.{l}@{self.r.choice(['clinic.example.org', 'health.example.net', 'example.org'])}"

    def url(self):
        r = self.r
        host = r.choice(["portal.example.com", "www.example.org", "myhealth.example.net",
                         "patients.example.org", "www.example-clinic.org", "book.example.com"])
        path = r.choice(["", "/portal", "/login", "/booking", f"/msg/{r.randint(10000, 99999)}",
                         "/results", f"/appt?id={r.randint(100000, 999999)}"])
        return r.choice(["https://", "", "http://"]) + host + path

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0,255)}.{r.randint(0,255)}.{r.randint(1,254)}",
                         f"192.168.{r.randint(0,255)}.{r.randint(1,254)}",
                         f"172.{r.randint(16,31)}.{r.randint(0,255)}.{r.randint(1,254)}"])

    # ---------- identifiers ----------
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, pool="ABCDEFGHJKLMNPQRSTUVWXYZ"):
        return "".join(self.r.choice(pool) for _ in range(n))

    def mrn(self):
        r = self.r
        return r.choice([self.digits(8), self.digits(7), "RX" + self.digits(7), f"{self.letters(1)}{self.digits(6)}",
                         f"{self.digits(3)}-{self.digits(3)}-{self.digits(2)}"])

    def ssn(self):
        r = self.r
        if self.loc == "UK":
            return f"QQ {self.digits(2)} {self.digits(2)} {self.digits(2)} {r.choice('ABCD')}"
        if self.loc == "CA":
            return f"9{self.digits(2)} {self.digits(3)} {self.digits(3)}"
        return f"9{self.digits(2)}-{r.randint(10, 99)}-{r.randint(1000, 9999)}"

    def health_no(self):
        """Provincial / NHS / Medicare style number and its label."""
        r = self.r
        if self.loc == "UK":
            return "NHS no", f"999 {self.digits(3)} {self.digits(4)}"
        if self.loc == "CA":
            return r.choice(["OHIP", "Health card", "PHN", "MSP no"]), f"{self.digits(4)}-{self.digits(3)}-{self.digits(3)}-{self.letters(2)}"
        if self.loc == "AU":
            return "Medicare", f"{r.randint(2,6)}{self.digits(3)} {self.digits(5)} {r.randint(1,9)}"
        return r.choice(["Member ID", "Medicaid ID", "Policy #", "Subscriber ID"]), r.choice(
            [f"{self.letters(3)}{self.digits(6)}", f"W{self.digits(9)}", f"{self.digits(3)}-{self.digits(4)}-{self.letters(2)}"])

    def acct(self):
        r = self.r
        return r.choice([f"{self.digits(4)}-{self.digits(4)}", f"A{self.digits(8)}", f"ENC-{self.digits(7)}", self.digits(9)])

    def license(self, kind="doc"):
        r = self.r
        if kind == "pharm":
            return {"US": ("Lic #", f"RPH-{self.digits(6)}"), "CA": ("Licence no", f"P{self.digits(5)}"),
                    "UK": ("GPhC", "20" + self.digits(5)), "AU": ("AHPRA", "PHA000" + self.digits(7))}[self.loc]
        if kind == "nurse":
            return {"US": ("RN Lic #", f"RN{self.digits(7)}"), "CA": ("CNO #", self.digits(8)),
                    "UK": ("NMC PIN", f"{self.digits(2)}{self.letters(1)}{self.digits(4)}{self.letters(1)}"),
                    "AU": ("AHPRA", "NMW000" + self.digits(7))}[self.loc]
        if self.loc == "US":
            return r.choice([("NPI", "1" + self.digits(9)), ("DEA", self.letters(2) + self.digits(7)),
                             ("Lic #", f"{self.letters(2)}-{self.digits(6)}")])
        if self.loc == "CA":
            return r.choice([("CPSO #", self.digits(5)), ("Licence no", f"{self.letters(1)}{self.digits(5)}")])
        if self.loc == "UK":
            return r.choice([("GMC", "7" + self.digits(6)), ("GMC no", "6" + self.digits(6))])
        return r.choice([("AHPRA", "MED000" + self.digits(7)), ("Prescriber no", self.digits(7))])

    def lic_str(self, kind="doc"):
        lab, val = self.license(kind)
        return f"{lab} " + m("LICENSE", val)

    def driver_lic(self):
        r = self.r
        if self.loc == "UK":
            p = self.pt
            return f"{p.last.upper().replace(' ', '').replace('-', '').replace(chr(39), '')[:5]:9<5}{self.digits(6)}{p.first[0]}{self.letters(1)}9{self.letters(2)}"
        if self.loc == "AU":
            return self.digits(8)
        if self.loc == "CA":
            return f"{self.letters(1)}{self.digits(4)}-{self.digits(5)}-{self.digits(5)}"
        return f"{self.letters(1)}{self.digits(3)}-{self.digits(3)}-{self.digits(2)}-{self.digits(3)}"

    def device(self):
        r = self.r
        return r.choice([f"SN{self.digits(8)}", f"{self.letters(3)}{self.digits(6)}", f"{self.digits(2)}-{self.letters(2)}{self.digits(5)}",
                          f"G7-{self.letters(4)}{self.digits(2)}", f"{self.letters(1)}{self.digits(10)}"])

    def plate(self):
        r = self.r
        if self.loc == "UK":
            return f"{self.letters(2, CONS)}{r.randint(10, 24)} {self.letters(3, CONS)}"
        if self.loc == "AU":
            return r.choice([f"{r.randint(1, 9)}{self.letters(3, CONS)}-{self.digits(3)}", f"{self.letters(3, CONS)}{self.digits(3)}"])
        if self.loc == "CA":
            return f"{self.letters(4, CONS)} {self.digits(3)}"
        return r.choice([f"{r.randint(1, 9)}{self.letters(3, CONS)}{self.digits(3)}", f"{self.letters(3, CONS)}-{self.digits(4)}"])

    def vin(self):
        return "".join(self.r.choice(VINCH) for _ in range(17))

    def bioid(self):
        r = self.r
        return r.choice([f"FP-{self.digits(5)}", f"VP-{self.digits(6)}", f"BIO{self.digits(7)}", f"PV-{self.letters(2)}{self.digits(4)}",
                         f"IRS-{self.digits(4)}-{self.letters(1)}"])

    def specimen(self):
        r = self.r
        return r.choice([f"S{r.randint(23, 25)}-{self.digits(5)}", f"LAB{self.digits(7)}", f"{self.letters(2)}{self.digits(6)}",
                         f"{self.digits(2)}-{self.letters(1)}-{self.digits(5)}"])

    def rxno(self):
        r = self.r
        return r.choice([f"Rx{self.digits(7)}", self.digits(7), f"{self.digits(3)}-{self.digits(5)}"])

    def ubrn(self):
        return f"{self.digits(4)} {self.digits(4)} {self.digits(4)}"

    def room(self):
        r = self.r
        return r.choice([str(r.randint(1, 12)), f"{r.randint(1, 4)}{r.randint(0, 2)}{r.randint(1, 9)}{r.choice(['', 'A', 'B'])}"])
