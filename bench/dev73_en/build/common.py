"""Composition helpers: every PHI value is wrapped in control-character markers while a note
is written; finalize() strips them and records gold offsets."""
import datetime as dt
import re

import pools as P

LABEL = {
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

OPEN, MID, CLOSE = "\x01", "\x02", "\x03"
_MARK = re.compile("\x01([A-Z_]+)\x02([^\x01\x02\x03]*)\x03")


def m(typ, value):
    assert typ in LABEL, typ
    value = str(value)
    assert value and value == value.strip(), repr(value)
    return f"{OPEN}{typ}{MID}{value}{CLOSE}"


def finalize(raw, lower=False):
    out, spans, pos, last = [], [], 0, 0
    for mo in _MARK.finditer(raw):
        out.append(raw[last:mo.start()])
        pos += mo.start() - last
        val = mo.group(2)
        spans.append([pos, pos + len(val), mo.group(1)])
        out.append(val)
        pos += len(val)
        last = mo.end()
    out.append(raw[last:])
    text = "".join(out)
    assert not any(ch in text for ch in (OPEN, MID, CLOSE)), "stray marker"
    if lower:
        text = text.lower()
    res = [{"start": s, "end": e, "label": LABEL[t], "type": t, "text": text[s:e]}
           for s, e, t in spans]
    return text, res


WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


class Person:
    def __init__(self, rng, sex=None, first=None, last=None):
        self.sex = sex or rng.choice("FM")
        self.first = first or rng.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.last = last or rng.choice(P.LAST)
        self.mi = rng.choice("ABCDEFGHJKLMNPRSTW")
        self.nick = P.NICK.get(self.first)
        self.title = rng.choice(P.TITLES_F if self.sex == "F" else P.TITLES_M)
        self.rel = None
        self.role = None
        self.phone = None


class Ctx:
    """One note's world: locale, patient, staff, dates and the marked-value helpers."""

    def __init__(self, rng, locale):
        self.r = rng
        self.loc = locale  # US UK CA NZ
        r = rng
        self.today = dt.date(2023, 1, 1) + dt.timedelta(days=r.randrange(0, 1000))
        self.pt = Person(r)
        self.pt.last = self.uniq_last()
        age = r.choice([r.randint(19, 88), r.randint(50, 88), r.randint(65, 89),
                        r.randint(90, 104)] + [r.randint(60, 95)] * 2)
        self.age = age
        bday = dt.date(self.today.year - age, r.randint(1, 12), r.randint(1, 28))
        if bday > self.today.replace(year=self.today.year - age):
            bday = bday.replace(year=bday.year - 1)
        self.dob = bday
        self.used_last = {self.pt.last}
        self.city = self.town()
        self.he = "she" if self.pt.sex == "F" else "he"
        self.his = "her" if self.pt.sex == "F" else "his"
        self.him = "her" if self.pt.sex == "F" else "him"
        self.prof = r.choice(P.PROFESSIONS)
        self.area = r.choice(P.US_AREA if locale == "US" else P.CA_AREA)
        if locale == "US":
            self.state = r.choice(P.US_STATES)
        elif locale == "CA":
            self.state = r.choice(P.CA_PROV)
        elif locale == "NZ":
            self.state = (r.choice(P.NZ_REG), None)
        else:
            self.state = None
        self.hosp = self.hospital()
        self.admit = self.today - dt.timedelta(days=r.randint(3, 21))

    # ---------- people ----------
    def uniq_last(self):
        return self.r.choice(P.LAST)

    def person(self, sex=None, same_last=False):
        p = Person(self.r, sex=sex)
        if same_last:
            p.last = self.pt.last
        return p

    def name(self, p, typ, form=None):
        r = self.r
        forms = ["full", "full", "full_mi", "LAST_FIRST", "last_first", "title", "first",
                 "first_init", "initials", "initials_dot"]
        if p.nick:
            forms.append("nick")
        form = form or r.choice(forms)
        if form == "full":
            return m(typ, f"{p.first} {p.last}")
        if form == "full_mi":
            return m(typ, f"{p.first} {p.mi}. {p.last}")
        if form == "LAST_FIRST":
            return m(typ, f"{p.last.upper()}, {p.first.upper()} {p.mi}")
        if form == "last_first":
            return m(typ, f"{p.last}, {p.first}")
        if form == "title":
            return f"{p.title} " + m(typ, p.last)
        if form == "last":
            return m(typ, p.last)
        if form == "first":
            return m(typ, p.first)
        if form == "first_init":
            return m(typ, f"{p.first} {p.last[0].upper()}.")
        if form == "initials":
            return m(typ, f"{p.first[0]}{p.last[0].upper()}")
        if form == "initials_dot":
            return m(typ, f"{p.first[0]}.{p.last[0].upper()}.")
        if form == "nick":
            return m(typ, p.nick or p.first)
        raise ValueError(form)

    def P(self, form=None):
        return self.name(self.pt, "PATIENT", form)

    def staff(self, role="dr"):
        p = self.person()
        p.role = role
        return p

    def S(self, p, form=None):
        """Staff name with role-appropriate decoration (titles/credentials outside)."""
        r = self.r
        role = p.role
        if role == "dr":
            form = form or r.choice(["dr_last", "dr_full", "full_md", "drnodot", "first_init_dr",
                                     "full", "LAST_FIRST"])
            if form == "dr_last":
                return "Dr. " + m("DOCTOR", p.last)
            if form == "drnodot":
                return "Dr " + m("DOCTOR", f"{p.first} {p.last}")
            if form == "dr_full":
                return "Dr. " + m("DOCTOR", f"{p.first} {p.mi}. {p.last}")
            if form == "full_md":
                cred = {"US": "MD", "CA": "MD", "UK": "MBChB", "NZ": "FRACP"}[self.loc]
                return m("DOCTOR", f"{p.first} {p.last}") + ", " + cred
            if form == "first_init_dr":
                return "Dr. " + m("DOCTOR", f"{p.first} {p.last[0]}.")
            if form == "LAST_FIRST":
                return m("DOCTOR", f"{p.last.upper()}, {p.first.upper()}") + " (MD)"
            return m("DOCTOR", f"{p.first} {p.last}")
        cred = {"rn": ["RN", "RN", "RGN"], "sw": ["MSW", "LCSW", "RSW"], "pharm": ["PharmD", "RPh", "MPharm"],
                "ot": ["OTR/L", "OT"], "pt": ["DPT", "PT", "physiotherapist"],
                "chap": ["BCC", "chaplain"], "interp": ["CHI"], "cm": ["RN CM", "BSN"],
                "clerk": ["ward clerk"], "np": ["NP", "APRN", "NP-C"]}.get(role, [""])
        form = form or r.choice(["full_cred", "full", "first", "first_init", "title"])
        if form == "full_cred":
            return m("DOCTOR", f"{p.first} {p.last}") + ", " + r.choice(cred)
        if form == "first":
            return m("DOCTOR", p.first)
        if form == "first_init":
            return m("DOCTOR", f"{p.first} {p.last[0]}.")
        if form == "title":
            return f"{p.title} " + m("DOCTOR", p.last)
        return m("DOCTOR", f"{p.first} {p.last}")

    def F(self, p, form=None):
        return self.name(p, "FAMILY", form or self.r.choice(["full", "first", "first", "title", "full"]))

    # ---------- dates ----------
    def D(self, d, fmt=None):
        r = self.r
        us = self.loc == "US"
        fmt = fmt or r.choice(["num", "num", "long", "iso", "short_mon", "wk_long", "wk_short",
                               "num2", "long"])
        mon, mabbr = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
        wk = WEEKDAYS[d.weekday()]
        if fmt == "num":
            s = f"{d.month}/{d.day}/{d.year}" if us else f"{d.day:02d}/{d.month:02d}/{d.year}"
            if us and r.random() < 0.5:
                s = f"{d.month:02d}/{d.day:02d}/{d.year}"
        elif fmt == "num2":
            s = f"{d.month:02d}/{d.day:02d}/{d.year % 100:02d}" if us else f"{d.day}.{d.month}.{d.year % 100:02d}"
        elif fmt == "iso":
            s = d.isoformat()
        elif fmt == "long":
            s = f"{mon} {d.day}, {d.year}" if us or self.loc == "CA" else f"{d.day} {mon} {d.year}"
        elif fmt == "short_mon":
            s = f"{d.day:02d}-{mabbr}-{d.year}" if r.random() < 0.6 else f"{d.day} {mabbr} {d.year}"
        elif fmt == "wk_long":
            s = f"{wk}, {mon} {d.day}, {d.year}" if us else f"{wk} {d.day} {mon} {d.year}"
        elif fmt == "wk_short":
            s = f"{wk[:3]} {d.month}/{d.day}" if us else f"{wk[:3]} {d.day}/{d.month}"
        elif fmt == "md":
            s = f"{d.month}/{d.day}" if us else f"{d.day}/{d.month}"
        elif fmt == "mon_yr":
            s = f"{mon} {d.year}"
        elif fmt == "mon_apos":
            s = f"{mabbr} '{d.year % 100:02d}"
        elif fmt == "year":
            s = str(d.year)
        elif fmt == "day_mon":
            s = f"{mabbr} {d.day}" if us else f"{d.day} {mabbr}"
        elif fmt == "wk":
            s = wk
        else:
            raise ValueError(fmt)
        return m("DATE", s)

    def rng_date(self, lo, hi):
        return self.today + dt.timedelta(days=self.r.randint(lo, hi))

    def DOB(self):
        return self.D(self.dob, self.r.choice(["num", "num", "long", "iso", "short_mon"]))

    # ---------- ages ----------
    def A(self, style=None, age=None):
        a = self.age if age is None else age
        s = "F" if self.pt.sex == "F" else "M"
        style = style or self.r.choice(["yo", "yo", "year_old", "sexcomp", "y/o", "aged",
                                        "yrs", "words"])
        if style == "yo":
            return m("AGE", a) + " yo"
        if style == "year_old":
            return m("AGE", a) + "-year-old"
        if style == "sexcomp":
            return m("AGE", a) + s
        if style == "y/o":
            return m("AGE", a) + " y/o"
        if style == "aged":
            return "aged " + m("AGE", a)
        if style == "yrs":
            return m("AGE", a) + " yrs"
        if style == "words":
            return m("AGE", num_words(a)) + "-year-old"
        raise ValueError(style)

    def aA(self, style=None):
        """Age phrase with its article: 'an 81-year-old', 'a 64 yo'."""
        a = self.age
        s = self.A(style)
        first = num_words(a) if style == "words" else str(a)
        vowel = first[0] in "aeiou" or (style != "words" and (first.startswith("8") or first in ("11", "18")))
        return ("an " if vowel else "a ") + s

    # ---------- places ----------
    def town(self):
        r = self.r
        if self.loc == "NZ" and r.random() < 0.6:
            return r.choice(P.TOWN_NZ)
        return r.choice(P.TOWN_PREFIX) + r.choice(P.TOWN_A) + r.choice(P.TOWN_B)

    def street(self):
        r = self.r
        kinds = P.STREET_B_US if self.loc in ("US", "CA") else P.STREET_B_UK
        s = f"{r.randint(2, 2999)} {r.choice(P.STREET_A)} {r.choice(kinds)}"
        if self.loc in ("UK", "NZ") and r.random() < 0.3:
            s = f"Flat {r.randint(1, 24)}, {r.randint(2, 240)} {r.choice(P.STREET_A)} {r.choice(kinds)}"
        elif r.random() < 0.25:
            s += r.choice([f", Apt {r.randint(1, 40)}", f", Unit {r.randint(1, 12)}{r.choice('ABC')}",
                           f" #{r.randint(100, 950)}"])
        return s

    def postcode(self):
        r = self.r
        L = "ABCEGHJKLMNPRSTVWXY"
        if self.loc == "US":
            z = f"{r.randint(10000, 99899)}"
            return z + (f"-{r.randint(1000, 9999)}" if r.random() < 0.2 else "")
        if self.loc == "CA":
            return f"{r.choice(L)}{r.randint(0, 9)}{r.choice(L)} {r.randint(0, 9)}{r.choice(L)}{r.randint(0, 9)}"
        if self.loc == "UK":
            return f"{r.choice(['XB', 'QW', 'ZT', 'JV', 'KX'])}{r.randint(1, 29)} {r.randint(1, 9)}{r.choice(L)}{r.choice(L)}"
        return f"{r.randint(1000, 9899)}"

    def addr_lines(self, city=None):
        """Returns list of marked address lines."""
        r = self.r
        city = city or self.town()
        lines = [m("STREET", self.street())]
        pc = m("ZIP", self.postcode())
        if self.loc == "US":
            st = self.state if r.random() < 0.7 else r.choice(P.US_STATES)
            lines.append(f"{m('CITY', city)}, {m('STATE', st[1])} {pc}")
        elif self.loc == "CA":
            st = self.state
            lines.append(f"{m('CITY', city)}, {m('STATE', st[1] if r.random() < 0.7 else st[0])}  {pc}")
        elif self.loc == "UK":
            lines.append(m("CITY", city))
            lines.append(pc)
        else:
            lines.append(f"{m('CITY', city)} {pc}")
        if r.random() < 0.15:
            lines.append(m("COUNTRY", {"US": "USA", "CA": "Canada", "UK": "United Kingdom",
                                       "NZ": "New Zealand"}[self.loc]))
        return lines

    def addr_inline(self, city=None):
        return ", ".join(self.addr_lines(city))

    def hospital(self, kind="hosp"):
        r = self.r
        t = self.town() if r.random() < 0.6 else self.city if hasattr(self, "city") else self.town()
        if kind == "hosp":
            opts = {"US": [f"{t} General Hospital", f"St. {r.choice(P.SAINTS)}'s Medical Center",
                           f"{t} Memorial Hospital", f"{t} Community Hospital"],
                    "UK": [f"{t} Royal Infirmary", f"{t} District General Hospital",
                           f"St {r.choice(P.SAINTS)}'s Hospital", f"{t} Community Hospital"],
                    "CA": [f"{t} Health Centre", f"{t} Regional Hospital", f"St. {r.choice(P.SAINTS)}'s Hospital"],
                    "NZ": [f"{t} Hospital", f"{t} Base Hospital", f"{r.choice(P.TREES)} Private Hospital"]}[self.loc]
        elif kind == "care":
            opts = [f"{r.choice(P.TREES)} Lodge Care Home", f"{r.choice(P.TREES)} Gardens Skilled Nursing Facility",
                    f"{r.choice(P.TREES)} House Rest Home", f"{t} Manor Nursing Home",
                    f"{r.choice(P.TREES)} Court Long-Term Care"]
        elif kind == "rehab":
            opts = [f"{t} Rehabilitation Centre", f"{r.choice(P.TREES)} Rehab Hospital",
                    f"{t} Inpatient Rehabilitation Unit"]
        elif kind == "gp":
            opts = {"US": [f"{t} Family Medicine", f"{r.choice(P.TREES)} Primary Care"],
                    "UK": [f"{r.choice(P.STREET_A)} Road Surgery", f"{t} Medical Practice"],
                    "CA": [f"{t} Family Health Team", f"{r.choice(P.TREES)} Medical Clinic"],
                    "NZ": [f"{t} Medical Centre", f"{r.choice(P.TREES)} Health Centre"]}[self.loc]
        elif kind == "pharm":
            opts = [f"{r.choice(P.TREES)} Pharmacy", f"{t} Chemist", f"Corner {r.choice(P.STREET_A)} Pharmacy",
                    f"{t} Discount Drug"]
        elif kind == "ward":
            opts = [f"{r.choice(P.BIRDS)} Ward", f"{r.choice(P.BIRDS)} Unit"]
        elif kind == "hospice":
            opts = [f"{t} Hospice", f"{r.choice(P.TREES)} Hospice", f"St {r.choice(P.SAINTS)}'s Hospice"]
        else:
            raise ValueError(kind)
        return r.choice(opts)

    def H(self, kind="hosp"):
        if kind == "main":
            return m("HOSPITAL", self.hosp)
        if kind in ("gp", "pharm"):
            cache = self.__dict__.setdefault("_fixed", {})
            if kind not in cache:
                cache[kind] = self.hospital(kind)
            if self.r.random() < 0.85:
                return m("HOSPITAL", cache[kind])
        return m("HOSPITAL", self.hospital(kind))

    def ORG(self, kind):
        return m("ORGANIZATION", self.r.choice({"emp": P.EMPLOYERS, "school": P.SCHOOLS,
                                                 "church": P.CHURCHES, "agency": P.AGENCIES,
                                                 "other": P.OTHER_ORGS}[kind]))

    def room(self):
        r = self.r
        rm = str(r.randint(100, 640)) + r.choice(["", "A", "B"])
        return r.choice([f"room {m('LOCATION_OTHER', rm)}",
                         f"bed {m('LOCATION_OTHER', r.randint(1, 32))}",
                         f"Rm {m('LOCATION_OTHER', r.randint(2, 480))}"])

    # ---------- contact ----------
    def phone_str(self, mobile=None):
        r = self.r
        x = f"{r.randint(0, 99):02d}"
        if self.loc in ("US", "CA"):
            a = self.area if r.random() < 0.7 else r.choice(P.US_AREA if self.loc == "US" else P.CA_AREA)
            f = r.choice([f"({a}) 555-01{x}", f"{a}-555-01{x}", f"{a}.555.01{x}", f"+1 {a} 555 01{x}"])
        elif self.loc == "UK":
            f = r.choice([f"020 7946 0{r.randint(0, 999):03d}", f"07700 900{r.randint(0, 999):03d}",
                          f"0113 496 0{r.randint(0, 999):03d}", f"0161 496 0{r.randint(0, 999):03d}",
                          f"+44 7700 900{r.randint(0, 999):03d}"])
        else:
            f = r.choice([f"021 555 {r.randint(1000, 9999)}", f"(09) 555 0{r.randint(100, 999)}",
                          f"+64 21 555 {r.randint(1000, 9999)}", f"027 555 {r.randint(1000, 9999)}",
                          f"(04) 555 0{r.randint(100, 999)}"])
        return f

    def PH(self, ext=None):
        s = self.phone_str()
        if ext or (ext is None and self.r.random() < 0.12):
            s += self.r.choice([f" ext. {self.r.randint(10, 999)}", f" x{self.r.randint(1000, 9999)}",
                                f" ext {self.r.randint(2000, 7999)}"])
        return m("PHONE", s)

    def FX(self):
        return m("FAX", self.phone_str())

    def pager(self):
        r = self.r
        return m("PHONE", r.choice([f"{r.randint(2, 9)}-{r.randint(1000, 9999)}", f"{r.randint(20000, 89999)}"]))

    def email_for(self, p):
        r = self.r
        dom = r.choice(["example.com", "example.org", "example.net", "mail.example.com",
                        "health.example.org", "example.co.uk" if False else "example.net"])
        first = re.sub(r"[^a-z]", "", p.first.lower())
        last = re.sub(r"[^a-z]", "", p.last.lower())
        local = r.choice([f"{first}.{last}", f"{first[0]}{last}", f"{first}{r.randint(1, 99)}",
                          f"{last}.{first[0]}{r.randint(40, 99)}", f"{first}_{last}"])
        return m("EMAIL", f"{local}@{dom}")

    def org_email(self, role):
        dom = self.r.choice(["example.org", "example.net", "example.com"])
        return m("EMAIL", f"{role}@{self.r.choice(['lakeside', 'northcare', 'carelink', 'clinic', 'hsp'])}.{dom}")

    def URL(self):
        r = self.r
        host = r.choice(["portal.example.org", "www.example.com", "myhealth.example.net",
                         "results.example.org", "www.example.net", "booking.example.com"])
        path = r.choice(["/login", "/appointments", "/results/view", f"/msg/{r.randint(10000, 99999)}",
                         "/patients/forms", f"/r/{r.randint(100000, 999999)}", "", "/acp/my-wishes"])
        pre = r.choice(["https://", "https://", "http://", ""])
        if not pre and not host.startswith("www."):
            pre = "https://"
        return m("URL", pre + host + path)

    def IP(self):
        r = self.r
        return m("IPADDR", r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}",
                                     f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}"]))

    def USER(self, p):
        r = self.r
        first = re.sub(r"[^a-z]", "", p.first.lower())
        last = re.sub(r"[^a-z]", "", p.last.lower())
        return m("USERNAME", r.choice([f"{first[0]}{last}{r.randint(1, 9)}", f"{first}.{last[:4]}",
                                       f"{last}{first[0]}", f"{first}{r.randint(10, 99)}",
                                       f"{first[0]}{last[0]}{r.randint(1000, 9999)}"]))

    # ---------- identifiers ----------
    def MRN(self):
        r = self.r
        f = r.choice([f"{r.randint(0, 99999999):08d}", f"{r.randint(1000000, 9999999)}",
                      f"MR-{r.randint(100000, 999999)}", f"{r.choice('KLNT')}{r.randint(1000000, 9999999)}",
                      f"{r.randint(100, 999)}-{r.randint(100, 999)}-{r.randint(100, 999)}"])
        return m("MRN", f)

    def SSN(self):
        r = self.r
        return m("SSN", f"9{r.randint(0, 99):02d}-{r.randint(10, 99)}-{r.randint(1000, 9999)}")

    def HP(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if self.loc == "UK":
            f = f"999 {r.randint(100, 999)} {r.randint(1000, 9999)}"
        elif self.loc == "NZ":
            f = f"Z{r.choice(L)}{r.choice(L)}{r.randint(1000, 9999)}"
        elif self.loc == "CA":
            f = f"{r.randint(1000, 9999)}-{r.randint(100, 999)}-{r.randint(100, 999)}-{r.choice(L)}{r.choice(L)}"
        else:
            f = r.choice([f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100000, 999999)}",
                          f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(10, 99)}",
                          f"W{r.randint(100000000, 999999999)}"])
        return m("HEALTHPLAN", f)

    def HP_label(self):
        return {"UK": "NHS No.", "NZ": "NHI", "CA": self.r.choice(["OHIP", "Health card", "PHN"]),
                "US": self.r.choice(["Member ID", "Medicare ID", "Policy #", "Insurance ID"])}[self.loc]

    def GROUP(self):
        r = self.r
        return m("HEALTHPLAN", f"GRP-{r.randint(10000, 99999)}")

    def ACCT(self):
        r = self.r
        return m("ACCOUNT", r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                                      f"E{r.randint(10000000, 99999999)}", f"V{r.randint(100000, 999999)}",
                                      f"{r.randint(100000000, 999999999)}"]))

    def LIC(self, kind=None):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        kind = kind or r.choice(["dea", "npi", "lic", "dl"])
        if kind == "dea":
            return "DEA " + m("LICENSE", f"{r.choice('ABFM')}{r.choice(L)}{r.randint(1000000, 9999999)}")
        if kind == "npi":
            return "NPI " + m("LICENSE", f"{r.randint(1000000000, 1999999999)}")
        if kind == "gmc":
            return "GMC " + m("LICENSE", f"{r.randint(1000000, 7999999)}")
        if kind == "lic":
            return "Lic. # " + m("LICENSE", f"{r.choice(['MD', 'RN', 'CPSO ', 'MCNZ '])}{r.randint(10000, 99999)}")
        return "driver's licence " + m("LICENSE", f"{r.choice(L)}{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(10, 99)}")

    def DEV(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return m("DEVICE", r.choice([f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100000, 999999)}",
                                     f"SN{r.randint(10000000, 99999999)}",
                                     f"{r.randint(10, 99)}-{r.randint(10000, 99999)}-{r.choice(L)}"]))

    def PLATE(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        if self.loc == "UK":
            return m("VEHICLE", f"{r.choice(L)}{r.choice(L)}{r.randint(10, 73)} {r.choice(L)}{r.choice(L)}{r.choice(L)}")
        if self.loc == "NZ":
            return m("VEHICLE", f"{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}")
        return m("VEHICLE", f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.choice(L)}{r.randint(100, 999)}")

    def VIN(self):
        r = self.r
        C = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return m("VEHICLE", "".join(r.choice(C) for _ in range(17)))

    def BIO(self):
        r = self.r
        return m("BIOID", r.choice([f"FP-{r.randint(10000, 99999)}", f"BIO{r.randint(100000, 999999)}",
                                    f"PV-{r.randint(1000, 9999)}-{r.randint(10, 99)}",
                                    f"VP{r.randint(10000, 99999)}"]))

    def IDN(self, kind=None):
        r = self.r
        kind = kind or r.choice(["acc", "spec", "order", "ref", "case", "req"])
        yr = self.today.year % 100
        f = {"acc": f"S{yr}-{r.randint(1000, 99999)}", "spec": f"SP-{r.randint(100000, 999999)}",
             "order": f"ORD{r.randint(1000000, 9999999)}", "ref": f"REF-{self.today.year}-{r.randint(1000, 9999)}",
             "case": f"C{r.randint(10000, 99999)}", "req": f"RQ{r.randint(100000, 999999)}",
             "ubrn": f"{r.randint(1000, 9999)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"}[kind]
        return m("IDNUM", f)

    def PROF(self, p=None):
        return m("PROFESSION", p or self.prof)

    def COUNTRY(self):
        return m("COUNTRY", self.r.choice(P.COUNTRIES))

    def meds(self, n):
        return self.r.sample(P.MEDS, n)


NUMW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return NUMW[n]
    if n < 100:
        return TENS[n // 10] + ("-" + NUMW[n % 10] if n % 10 else "")
    return "one hundred" + (" and " + num_words(n - 100) if n > 100 else "")
