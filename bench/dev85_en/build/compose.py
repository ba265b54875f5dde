"""Composition helpers: PHI values are wrapped in private markers while a note is
written; strip_markers() removes them and returns the exact offsets."""
import datetime
import re

import pools as PO

M0, M1, M2 = "\x02", "\x1f", "\x03"

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


def P(typ, val):
    val = str(val)
    if typ not in LABEL:
        raise ValueError(typ)
    if not val or val != val.strip() or any(c in val for c in (M0, M1, M2, "\n")):
        raise ValueError(f"bad value {val!r}")
    return f"{M0}{typ}{M1}{val}{M2}"


def strip_markers(s):
    out, spans, pos, i = [], [], 0, 0
    n = len(s)
    while i < n:
        c = s[i]
        if c == M0:
            j = s.index(M1, i)
            k = s.index(M2, j)
            typ, val = s[i + 1:j], s[j + 1:k]
            spans.append((pos, pos + len(val), typ))
            out.append(val)
            pos += len(val)
            i = k + 1
        else:
            if c in (M1, M2):
                raise ValueError("stray marker")
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " and " + words(n - 100))


def ordinal(n):
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def fmt_date(d, style, mdy=False):
    m3 = MON[d.month - 1][:3]
    if style == "dmy-":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "dmy/":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dmy/yy":
        return f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}"
    if style == "dmy.":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "ord":
        return f"{ordinal(d.day)} {MON[d.month - 1]} {d.year}"
    if style == "dMonY":
        return f"{d.day} {m3} {d.year}"
    if style == "d-Mon-Y":
        return f"{d.day:02d}-{m3}-{d.year}"
    if style == "MonDY":
        return f"{MON[d.month - 1]} {d.day}, {d.year}"
    if style == "mdy/":
        return f"{d.month:02d}/{d.day:02d}/{d.year}"
    if style == "iso":
        return f"{d.year}-{d.month:02d}-{d.day:02d}"
    if style == "wk":
        dm = f"{d.month}/{d.day}" if mdy else f"{d.day}/{d.month}"
        return f"{WD[d.weekday()][:3]} {dm}"
    if style == "wkfull":
        return f"{WD[d.weekday()]}, {d.day} {MON[d.month - 1]} {d.year}"
    if style == "my":
        return f"{MON[d.month - 1]} {d.year}"
    if style == "my3":
        return f"{m3}-{d.year}"
    if style == "y":
        return str(d.year)
    if style == "dm":
        return f"{d.month:02d}/{d.day:02d}" if mdy else f"{d.day:02d}/{d.month:02d}"
    if style == "weekday":
        return WD[d.weekday()]
    if style == "dMon":
        return f"{d.day} {MON[d.month - 1]}"
    raise ValueError(style)


CONNECT = {"bin", "binti", "s/o", "d/o", "a/l", "a/p", "dela", "van", "der", "du", "le", "de", "janse"}


def slug(s):
    return re.sub(r"[^a-z]", "", s.lower())


class Person:
    def __init__(self, sex, full, addr, formal, given, sur=None, nick=None, init_sur=None):
        self.sex, self.full, self.addr, self.formal, self.given = sex, full, addr, formal, given
        self.sur = sur or addr
        self.nick = nick
        ws = [w for w in full.replace(".", " ").split() if w.lower() not in CONNECT and w[0].isalpha()]
        self.initials = "".join(w[0].upper() + "." for w in ws[:3])
        self.init_sur = init_sur


def make_person(r, code, sex=None):
    L = PO.LOC[code]
    sex = sex or r.choice("MF")
    nick = r.choice(L["nick"]) if r.random() < 0.3 else None
    roll = r.random()
    if roll < 0.05:
        g = r.choice(PO.INVENTED_GIVEN_M if sex == "M" else PO.INVENTED_GIVEN_F)
        s = r.choice(PO.INVENTED_SUR)
        return Person(sex, f"{g} {s}", s, f"{s.upper()}, {g}", g, nick=nick, init_sur=f"{g[0]}. {s}")
    if roll < 0.11 and code not in ("SG", "MY"):
        g = r.choice(PO.ENGLISH_WORD_GIVEN_M if sex == "M" else PO.ENGLISH_WORD_GIVEN_F)
        s = r.choice(L["sur"] + PO.ENGLISH_WORD_SUR[:2])
        return Person(sex, f"{g} {s}", s, f"{s.upper()}, {g}", g, nick=nick, init_sur=f"{g[0]}. {s}")
    style = L["style"]
    if style in ("sg", "my"):
        eth = r.random()
        if eth < 0.45:
            g = r.choice(L["male"] if sex == "M" else L["female"])
            s = r.choice(L["sur"])
            if r.random() < 0.3:
                w = r.choice(L["western_m"] if sex == "M" else L["western_f"])
                return Person(sex, f"{w} {s} {g}", s, f"{s.upper()} {g.upper()}, {w.upper()}", w, nick=nick,
                              init_sur=f"{w[0]}. {s}")
            return Person(sex, f"{s} {g}", s, f"{s.upper()} {g.upper()}", g, nick=nick)
        if eth < 0.8:
            g = r.choice(L["malay_m"] if sex == "M" else L["malay_f"])
            f = r.choice(L["malay_father"])
            link = "bin" if sex == "M" else "binti"
            if r.random() < 0.15:
                link = "bt" if sex == "F" else "b."
            full = f"{g} {link} {f}"
            first = g.split()[-1] if g.startswith(("Mohd", "Wan", "Nur ")) else g.split()[0]
            return Person(sex, full, first, full.upper(), g, sur=f, nick=nick)
        g = r.choice(L["tamil_m"] if sex == "M" else L["tamil_f"])
        f = r.choice(L["tamil_father"])
        if style == "sg":
            link = "s/o" if sex == "M" else "d/o"
        else:
            link = "a/l" if sex == "M" else "a/p"
        full = f"{g} {link} {f}"
        return Person(sex, full, g, full.upper(), g, sur=f, nick=nick)
    g = r.choice(L["male"] if sex == "M" else L["female"])
    s = r.choice(L["sur"])
    if code == "PK" and sex == "F" and r.random() < 0.3:
        s = "Bibi"
    if style == "ph":
        mid = r.choice([x for x in L["sur"] if x != s])
        k = r.random()
        if k < 0.4:
            full = f"{g} {mid[0].upper()}. {s}"
        elif k < 0.7:
            full = f"{g} {mid} {s}"
        else:
            full = f"{g} {s}"
        formal = f"{s.upper()}, {g} {mid[0].upper()}."
        return Person(sex, full, s, formal, g, nick=nick, init_sur=f"{g[0]}. {s}")
    if code == "IN":
        k = r.random()
        if k < 0.1:
            return Person(sex, g.split()[0], g.split()[0], g.split()[0].upper(), g.split()[0], nick=nick)
        if k < 0.2:
            ini = r.choice("RSKMVPNT")
            return Person(sex, f"{ini}. {g}", g, f"{g.upper()} {ini}", g, nick=nick)
    mi = ""
    if code in ("CB", "ZA", "NG", "KE", "GH") and r.random() < 0.2:
        mi = f" {r.choice('ABCDEJKMOST')}."
    full = f"{g}{mi} {s}"
    return Person(sex, full, s, f"{s.upper()}, {g}{mi}", g, nick=nick, init_sur=f"{g[0]}. {s}")


def kind_of(p):
    f = " " + p.full + " "
    if any(x in f for x in (" bin ", " binti ", " bt ", " b. ")):
        return "malay"
    if any(x in f for x in (" s/o ", " d/o ", " a/l ", " a/p ")):
        return "tamil"
    return "plain"


class Ctx:
    def __init__(self, r, code, genre, layout):
        self.r, self.code, self.genre, self.layout = r, code, genre, layout
        self.L = PO.LOC[code]
        self.terse = layout == "terse"
        self.d0 = datetime.date(2018, 1, 1) + datetime.timedelta(days=r.randint(0, 365 * 7))
        self.dstyle = r.choice(self.L["dstyles"])
        self.mdy = self.dstyle in ("mdy/", "MonDY")
        self.country = r.choice(self.L["countries"]) if code == "CB" else self.L["country"]

    # ------------------------------------------------------------ people
    def person(self, sex=None):
        return make_person(self.r, self.code, sex)

    def kin(self, pt, sex=None):
        """A relative: same community, usually the same family name."""
        r = self.r
        for _ in range(12):
            q = make_person(r, self.code, sex)
            if kind_of(q) == kind_of(pt):
                break
        if self.L["style"] in ("given_sur", "ph") and kind_of(q) == "plain" and r.random() < 0.6 and " " in q.full \
                and pt.sur == pt.addr and q.sur == q.addr and q.full.endswith(q.sur) and pt.sur != "Bibi":
            base = q.full[: -len(q.sur)]
            q = Person(q.sex, base + pt.sur, pt.sur, f"{pt.sur.upper()}, {q.given}", q.given, nick=q.nick,
                       init_sur=f"{q.given[0]}. {pt.sur}")
        return q

    def title(self, p):
        if self.code == "NG" and self.r.random() < 0.5:
            return self.r.choice(["Alhaji", "Chief", "Pastor", "Elder"] if p.sex == "M" else ["Hajiya", "Deaconess", "Madam"])
        if self.code == "IN" and self.r.random() < 0.4:
            return "Shri" if p.sex == "M" else self.r.choice(["Smt", "Smt."])
        return self.r.choice(self.L["titles_m"] if p.sex == "M" else self.L["titles_f"])

    def nm(self, p, role, form=None, title=None):
        r = self.r
        if form is None:
            form = r.choices(["full", "formal", "taddr", "given", "init", "init_sur", "tfull", "nick"],
                             [34, 13, 20, 10, 4, 6, 9, 4])[0]
        if form == "nick" and not p.nick:
            form = "full"
        if form == "init_sur" and not p.init_sur:
            form = "taddr"
        if form == "init" and role == "FAMILY":
            form = "given"
        if form == "full":
            return P(role, p.full)
        if form == "formal":
            return P(role, p.formal)
        if form == "given":
            return P(role, p.given)
        if form == "init":
            return P(role, p.initials)
        if form == "init_sur":
            return P(role, p.init_sur)
        if form == "nick":
            return f'{P(role, p.full)} (known as "{P(role, p.nick)}")' if r.random() < 0.5 else P(role, p.nick)
        t = title or self.title(p)
        if form == "taddr":
            return f"{t} {P(role, p.addr)}"
        return f"{t} {P(role, p.full)}"

    def staff(self, kind="dr", form=None):
        """kind: dr, prof, nurse, pharm, co, lab, mw, chw"""
        r = self.r
        p = self.person()
        if form is None:
            form = r.choices(["full", "addr", "init_sur", "formal"], [50, 30, 15, 5])[0]
        if form == "init_sur" and not p.init_sur:
            form = "addr"
        val = {"full": p.full, "addr": p.addr, "init_sur": p.init_sur, "formal": p.formal}[form]
        t = {"dr": ["Dr", "Dr.", "Dr.", "Dr"], "prof": ["Prof.", "Prof", "Dr"],
             "nurse": ["Sister", "Sr.", "SN", "Nurse", "Staff Nurse", "Matron", "Sr"],
             "pharm": ["Pharm.", "", "", "Pharmacist"], "co": ["CO", "Clinical Officer", "Dr"],
             "lab": ["", "", "Mr" if p.sex == "M" else "Ms"], "mw": ["Midwife", "Sister", "Sr.", "RM"],
             "chw": ["CHW", "", "ASHA" if self.code == "IN" else "Community health worker"]}[kind]
        tt = r.choice(t)
        s = P("DOCTOR", val)
        return (f"{tt} {s}" if tt else s), p

    # ------------------------------------------------------------ dates / ages
    def dt(self, d=None, style=None):
        d = d or self.d0
        return P("DATE", fmt_date(d, style or self.dstyle, self.mdy))

    def days(self, n):
        return self.d0 + datetime.timedelta(days=n)

    def age(self, a, sex, form=None):
        r = self.r
        S = sex
        form = form or r.choice(["yrs", "YS", "slash", "aged", "yo", "years", "yo2", "Y", "words", "yrs", "yr"])
        A = P("AGE", a)
        if form == "yrs":
            return f"{A} yrs"
        if form == "yr":
            return f"{A} yr"
        if form == "YS":
            return f"{A}Y/{S}"
        if form == "slash":
            return f"{A}/{S}"
        if form == "aged":
            return f"aged {A}"
        if form == "yo":
            return f"{A}-year-old"
        if form == "years":
            return f"{A} years"
        if form == "yo2":
            return f"{A}yo"
        if form == "Y":
            return f"{A} Y"
        if form == "words":
            return f"aged {P('AGE', words(a))}"
        raise ValueError(form)

    def pick_age(self, lo=0, hi=89, old=0.3):
        if self.r.random() < old:
            return self.r.randint(90, 107)
        return self.r.randint(lo, hi)

    # ------------------------------------------------------------ places
    def town(self):
        return P("CITY", self.r.choice(self.L["towns"]))

    def addr(self, country=None, landmark=None):
        r, c, L = self.r, self.code, self.L
        st = PO.street(r, c)
        z = PO.zipc(r, c)
        town = r.choice(L["towns"])
        parts = []
        if c == "KE" and st.startswith("P.O. Box"):
            parts.append(f"{P('STREET', st)}-{P('ZIP', z)}, {P('CITY', town)}")
            if r.random() < 0.5:
                parts.append(P("CITY", r.choice(L["counties"])))
        elif c == "SG":
            parts.append(f"{P('STREET', st)}, {P('COUNTRY', 'Singapore')} {P('ZIP', z)}")
            country = False
        elif c == "CB":
            s = f"{P('STREET', st)}, {P('CITY', town)}, {P('STATE', r.choice(L['states']))}"
            if r.random() < 0.5:
                s += f" {P('ZIP', z)}"
            parts.append(s)
        elif c == "KE":
            parts.append(f"{P('STREET', st)}, {P('CITY', town)}, {P('CITY', r.choice(L['counties']))}")
        else:
            zsep = " - " if c == "IN" and r.random() < 0.4 else " "
            parts.append(f"{P('STREET', st)}, {P('CITY', town)}, {P('STATE', r.choice(L['states']))}{zsep}{P('ZIP', z)}")
        if landmark or (landmark is None and r.random() < 0.25):
            lm = r.choice(L["landmarks"])
            pre = r.choice(["near", "opp.", "behind", "next to"])
            if lm.startswith("the "):
                parts[0] = f"{parts[0]} ({pre} the {P('LOCATION_OTHER', lm[4:])})"
            else:
                parts[0] = f"{parts[0]} ({pre} {P('LOCATION_OTHER', lm)})"
        if country or (country is None and r.random() < 0.3):
            parts.append(P("COUNTRY", self.country))
        return ", ".join(parts)

    def hosp(self, kind="hospitals"):
        return P("HOSPITAL", self.r.choice(self.L[kind]))

    def ward(self):
        r = self.r
        if r.random() < 0.45:
            w = r.choice(self.L["wards"])
            if w.startswith("Ward ") and w[5:6].isdigit():
                return f"Ward {P('LOCATION_OTHER', w[5:])}"
            return P("HOSPITAL", w)
        return f"Ward {P('LOCATION_OTHER', r.choice([str(r.randint(1, 24)), str(r.randint(1, 12)) + r.choice('ABC'), 'FMW-' + str(r.randint(1, 4))]))}"

    def bed(self):
        r = self.r
        return f"{r.choice(['Bed', 'Bed No.', 'Bed no', 'B/No'])} {P('LOCATION_OTHER', str(r.randint(1, 40)) + r.choice(['', '', '', 'A', 'B']))}"

    # ------------------------------------------------------------ ids / contacts
    def lab(self, key):
        return self.r.choice(self.L[key])

    def ph(self):
        v = PO.phone(self.r, self.code)
        if self.r.random() < 0.12:
            v += self.r.choice([f" ext. {self.r.randint(100, 999)}", f" ext {self.r.randint(10, 99)}", f" x{self.r.randint(100, 999)}"])
        return P("PHONE", v)

    def fx(self):
        return P("FAX", PO.phone(self.r, self.code))

    def em(self, p=None, hospname=None):
        r = self.r
        dom = r.choice(PO.DOMAINS)
        if p is not None:
            a = slug(p.given.split()[0]) or "pt"
            b = slug(p.sur) or "x"
            local = r.choice([f"{a}.{b}", f"{a}{b}{r.randint(1, 99)}", f"{a[0]}{b}", f"{b}.{a}"])
        else:
            h = slug((hospname or r.choice(self.L["hospitals"])).split()[0]) or "clinic"
            local = r.choice([f"records.{h}", f"opd.{h}", f"{h}.lab", f"info.{h}", f"referrals.{h}"])
        return P("EMAIL", f"{local}@{dom}")

    def url(self, hospname=None):
        r = self.r
        h = "-".join(slug(w) for w in (hospname or r.choice(self.L["hospitals"])).split()[:2] if slug(w))
        dom = r.choice(PO.DOMAINS)
        return P("URL", r.choice([f"www.{dom}/{h}", f"https://portal.{dom}/{h}/results", f"{dom}/{h}",
                                  f"http://reports.{dom}/{h}?id={r.randint(1000, 99999)}", f"https://www.{dom}/{h}/e-referral"]))

    def ip(self):
        return P("IPADDR", PO.private_ip(self.r))

    def user(self, p):
        r = self.r
        a = slug(p.given.split()[0]) or "u"
        b = slug(p.sur) or "x"
        return P("USERNAME", r.choice([f"{a[0]}{b}", f"{a}.{b[:2]}", f"{a}{b[0]}{r.randint(1, 99)}", f"{b}_{a[0]}",
                                       f"{a[0]}{b}{r.randint(1, 9)}"]))

    def mrn(self):
        return f"{self.lab('mrn')}: {P('MRN', PO.mrn(self.r, self.code))}"

    def ssn(self):
        return f"{self.lab('ssn')}: {P('SSN', PO.natid(self.r, self.code))}"

    def hpl(self):
        return f"{self.lab('hplan')}: {P('HEALTHPLAN', PO.hplan(self.r, self.code))}"

    def acct(self, label=None):
        r = self.r
        label = label or r.choice(["OPD No.", "IPD No.", "Adm. No.", "Bill No.", "Visit No.", "Encounter No.", "Receipt No."])
        v = r.choice([f"{r.randint(2018, 2025)}/{PO.nz(r, 5)}", PO.nz(r, 7), f"{PO.lt(r, 2)}-{PO.nz(r, 6)}"])
        return f"{label} {P('ACCOUNT', v)}" if label.endswith(":") else f"{label}: {P('ACCOUNT', v)}"

    def lic(self, label=None):
        return f"{label or self.lab('lic')}: {P('LICENSE', PO.license_no(self.r, self.code))}"

    def idn(self, label=None):
        r = self.r
        label = label or self.lab("idlab")
        v = r.choice([f"{PO.lt(r, 1)}{r.randint(18, 25)}-{PO.nz(r, 5)}", f"{PO.nz(r, 4)}/{r.randint(2018, 2025)}",
                      f"{PO.lt(r, 3)}-{PO.nz(r, 6)}", PO.nz(r, 8)])
        return f"{label}: {P('IDNUM', v)}"

    def veh(self):
        return P("VEHICLE", PO.plate(self.r, self.code))

    def dev(self):
        return P("DEVICE", PO.device_sn(self.r))

    def bio(self):
        return P("BIOID", PO.bio_id(self.r))

    def prof(self):
        return P("PROFESSION", self.r.choice(self.L["profs"]))

    def emp(self):
        return P("ORGANIZATION", self.r.choice(self.L["employers"]))

    def org(self):
        return P("ORGANIZATION", self.r.choice(self.L["orgs"]))

    def world(self):
        return P("COUNTRY", self.r.choice([c for c in PO.WORLD if c != self.country]))

    # ------------------------------------------------------------ layout
    def fields(self, pairs, per_line=3):
        r = self.r
        pairs = [(k, v) for k, v in pairs if v is not None]
        lay = self.layout
        if lay == "form" or lay == "narrative" or lay == "letter":
            w = max(len(k) for k, _ in pairs) + 1
            return "\n".join(f"{(k + ':').ljust(w + 1)}{v}" if lay == "form" else f"{k}: {v}" for k, v in pairs)
        if lay == "inline":
            rows = [pairs[i:i + per_line] for i in range(0, len(pairs), per_line)]
            return "\n".join(" | ".join(f"{k}: {v}" for k, v in row) for row in rows)
        if lay == "table":
            return "\n".join(f"| {k} | {v} |" for k, v in pairs)
        # terse
        return "; ".join(f"{k} {v}" for k, v in pairs)

    # ------------------------------------------------------------ hard negatives
    def drug(self):
        r = self.r
        if r.random() < 0.35:
            b = r.choice(PO.BRAND_DRUGS)
            return f"{r.choice(PO.FORMS)} {b} {r.choice(['1-0-1', '1-1-1', '0-0-1', 'BD', 'OD', 'TDS'])} x {r.randint(3, 30)} days"
        n, doses, sigs = r.choice(PO.GENERIC_DRUGS)
        sig = r.choice(sigs)
        if "IV" in sig or "IM" in sig or n.startswith(("Insulin", "Oxytocin", "Ceftriaxone")):
            form = r.choice(["Inj.", "Inj"])
        elif "puff" in sig:
            form = "MDI"
        else:
            form = r.choice(["Tab.", "Tab", "T.", "Cap."])
        return f"{form} {n} {r.choice(doses)} {sig}" + r.choice(["", f" x {r.randint(3, 14)} days", " to continue", f" x {r.randint(1, 6)}/12"])

    def drugs(self, k):
        return [self.drug() for _ in range(k)]

    def vitals(self):
        r = self.r
        t = r.choice([f"Temp {r.randint(97, 103)}.{r.randint(0, 9)} F", f"T {r.randint(36, 39)}.{r.randint(0, 9)} C"])
        return (f"BP {r.randint(90, 190)}/{r.randint(50, 110)} mmHg, PR {r.randint(58, 138)}/min, RR {r.randint(12, 34)}/min, "
                f"{t}, SpO2 {r.randint(84, 100)}% on {r.choice(['RA', 'room air', '2 L O2'])}")

    def labs(self, k=4):
        r = self.r
        pool = [f"Hb {r.randint(6, 15)}.{r.randint(0, 9)} g/dL", f"TLC {r.randint(3, 22)},{r.randint(1, 9)}00/cumm",
                f"Platelets {r.randint(1, 4)}.{r.randint(0, 9)} lakh/cumm", f"RBS {r.randint(70, 420)} mg/dL",
                f"Na {r.randint(122, 148)} mmol/L", f"K {r.randint(2, 6)}.{r.randint(0, 9)} mmol/L",
                f"Creatinine {r.randint(0, 6)}.{r.randint(1, 9)} mg/dL", f"HbA1c {r.randint(5, 13)}.{r.randint(0, 9)}%",
                f"CD4 {r.randint(30, 900)} cells/mm3", f"Viral load {r.choice(['<50 copies/mL', 'TND', str(r.randint(200, 90000)) + ' copies/mL'])}",
                f"MPS {r.choice(['negative', 'P. falciparum +', 'P. vivax seen'])}", f"Urea {r.randint(12, 180)} mg/dL",
                f"Bilirubin {r.randint(0, 9)}.{r.randint(1, 9)} mg/dL", f"ESR {r.randint(5, 110)} mm/hr",
                f"GeneXpert MTB {r.choice(['detected, RR not detected', 'not detected', 'detected (low)'])}",
                f"INR {r.randint(1, 3)}.{r.randint(0, 9)}", f"Troponin I {r.randint(0, 9)}.{r.randint(1, 99)} ng/mL",
                f"WBC {r.randint(3, 25)}.{r.randint(0, 9)} x10^9/L", f"Hct {r.randint(20, 50)}%",
                f"Sputum AFB {r.choice(['1+', '2+', 'scanty', 'negative'])}", f"HIV {r.choice(['reactive', 'non-reactive'])}",
                f"VDRL {r.choice(['non-reactive', 'reactive 1:8'])}", f"HBsAg {r.choice(['negative', 'positive'])}"]
        return ", ".join(r.sample(pool, k))

    def misc_neg(self, k=2):
        r = self.r
        out = []
        while len(out) < k:
            x = r.random()
            if x < 0.3:
                out.append(r.choice(PO.NAMEWORD_SENTENCES))
            elif x < 0.5:
                out.append(r.choice(PO.EPONYMS).capitalize() + ".")
            elif x < 0.65:
                out.append(f"Discussed with {r.choice(PO.ROLES)} at {r.randint(0, 23):02d}:{r.choice(['00', '15', '30', '45'])} hrs.")
            elif x < 0.8:
                out.append(f"{r.choice(['Enrolled under', 'Counselled on', 'Linked to', 'Continues on'])} {r.choice(PO.PROGRAMMES)}; {r.choice(['adherence good', 'no missed doses', 'pill count correct', 'counselling done'])}.")
            else:
                out.append(f"ICD-10 {r.choice(PO.ICD)}; {r.choice(['GCS 15/15', 'pain score 6/10', 'MUAC 21 cm', 'BMI 17.9', 'NYHA II', 'ECOG 2', 'Braden 14', 'MEWS 3', 'qSOFA 2'])}.")
        return " ".join(out)

    def pprof(self, p):
        if getattr(p, "age", 99) < 18:
            return self.r.choice(["schoolchild", "student"]) if getattr(p, "age", 99) >= 5 else "child"
        if getattr(p, "prof", None) is None:
            p.prof = self.r.choice(self.L["profs"])
        return P("PROFESSION", p.prof)

    def relw(self, pt, relp):
        if getattr(relp, "relword", None) is None:
            if getattr(pt, "age", 40) < 18:
                relp.relword = self.r.choice(["father", "uncle", "grandfather"] if relp.sex == "M" else ["mother", "aunt", "grandmother"])
            else:
                relp.relword = self.rel(pt.sex, relp.sex)
        return relp.relword

    def sexw(self, p):
        return "M" if p.sex == "M" else "F"

    def rel(self, p_sex, rel_sex):
        r = self.r
        if rel_sex == "M":
            return r.choice(["husband" if p_sex == "F" else "brother", "son", "father", "brother", "nephew", "grandson"])
        return r.choice(["wife" if p_sex == "M" else "sister", "daughter", "mother", "sister", "niece", "daughter-in-law"])

    def relslash(self, pt, relp):
        """Indian/Pakistani S/o D/o W/o line."""
        if pt.sex == "M":
            return "S/o"
        return "W/o" if relp.sex == "M" and self.r.random() < 0.6 else "D/o"
