"""Composition helpers: PHI values are wrapped in private markers while a note is built, and
`finalize` strips the markers and records span offsets in one pass (offsets are never found by
searching the finished text). Hard negatives get their own markers and are recorded in meta."""
import datetime as dt

import pools

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

NEGK = ["LAB", "VITAL", "DRUG", "SCORE", "EPONYM", "CRED", "ICD", "TIME", "MEAS", "WORD", "ROLE",
        "PUBLIC", "CODE"]

S0, SM, S1, N0, N1 = "\x01", "\x02", "\x03", "\x04", "\x05"


def P(t, v):
    v = str(v)
    assert t in LABEL, t
    assert v and v == v.strip(), repr(v)
    return f"{S0}{TYPES.index(t)}{SM}{v}{S1}"


def N(v, k):
    v = str(v)
    assert k in NEGK
    return f"{N0}{NEGK.index(k)}{SM}{v}{N1}"


def visible(s):
    out, skip = [], False
    for ch in s:
        if ch in (S0, N0):
            skip = True
        elif ch == SM:
            skip = False
        elif ch in (S1, N1):
            pass
        elif not skip:
            out.append(ch)
    return "".join(out)


def pad(s, w):
    return s + " " * max(1, w - len(visible(s)))


def finalize(marked):
    text, spans, negs = [], [], []
    i, n, pos = 0, len(marked), 0
    while i < n:
        ch = marked[i]
        if ch in (S0, N0):
            j = marked.index(SM, i)
            idx = int(marked[i + 1:j])
            end_mark = S1 if ch == S0 else N1
            k = marked.index(end_mark, j)
            val = marked[j + 1:k]
            assert S0 not in val and N0 not in val, "nested marker"
            start = pos
            text.append(val)
            pos += len(val)
            if ch == S0:
                t = TYPES[idx]
                spans.append({"start": start, "end": pos, "label": LABEL[t], "type": t, "text": val})
            else:
                negs.append([start, pos, NEGK[idx]])
            i = k + 1
        else:
            assert ch not in (SM, S1, N1), "stray marker"
            text.append(ch)
            pos += 1
            i += 1
    return "".join(text), spans, negs


# ---------------------------------------------------------------- number words / dates
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
       "sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return "one hundred" + ("" if n == 100 else " " + words(n - 100))


MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
       "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def fdate(d, style):
    m, dd, y = d.month, d.day, d.year
    if style == "mdy":
        return f"{m:02d}/{dd:02d}/{y}"
    if style == "mdy_short":
        return f"{m}/{dd}/{y % 100:02d}"
    if style == "mdy_nz":
        return f"{m}/{dd}/{y}"
    if style == "long":
        return f"{MON[m - 1]} {dd}, {y}"
    if style == "dmy_abbr":
        return f"{dd} {MON[m - 1][:3]} {y}"
    if style == "iso":
        return d.isoformat()
    if style == "md":
        return f"{m}/{dd}"
    if style == "mon_d":
        return f"{MON[m - 1][:3]} {dd}"
    if style == "wd_md":
        return f"{WD[d.weekday()][:3]} {m}/{dd}"
    if style == "wd_long":
        return f"{WD[d.weekday()]}, {MON[m - 1]} {dd}, {y}"
    if style == "month_year":
        return f"{MON[m - 1]} {y}"
    if style == "year":
        return str(y)
    if style == "oracle":
        return f"{dd:02d}-{MON[m - 1][:3].upper()}-{y}"
    if style == "dots":
        return f"{m:02d}.{dd:02d}.{y}"
    if style == "weekday":
        return WD[d.weekday()]
    if style == "mdy_dash":
        return f"{m:02d}-{dd:02d}-{y}"
    raise ValueError(style)


FULL_STYLES = ["mdy", "mdy_short", "mdy_nz", "long", "dmy_abbr", "iso", "oracle", "dots", "mdy_dash", "wd_long"]
ANY_STYLES = FULL_STYLES + ["md", "mon_d", "wd_md"]


class Ctx:
    """Per-note random context holding the cast and the identifiers."""

    def __init__(self, rng, genre, min_age=18, max_age=99):
        self.r = r = rng
        self.genre = genre
        self.sex = r.choice("FM")
        pool = pools.GIVEN_F if self.sex == "F" else pools.GIVEN_M
        if r.random() < 0.08:
            self.first = r.choice(pools.GIVEN_FORMAL[self.sex])
            self.nick = pools.NICK[self.first]
        else:
            self.first = r.choice(pool)
            self.nick = pools.NICK.get(self.first)
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW")
        self.last = r.choice(pools.SURNAMES)
        self.age = r.randint(min_age, max_age)
        self.visit = dt.date(2021, 1, 1) + dt.timedelta(days=r.randint(0, 1600))
        self.dob = self.visit - dt.timedelta(days=self.age * 365 + r.randint(0, 360))
        self.age = (self.visit.year - self.dob.year) - ((self.visit.month, self.visit.day) < (self.dob.month, self.dob.day))
        self.he = "she" if self.sex == "F" else "he"
        self.his = "her" if self.sex == "F" else "his"
        self.him = "her" if self.sex == "F" else "him"
        self.title = r.choice(["Mrs", "Ms", "Ms.", "Mrs."]) if self.sex == "F" else r.choice(["Mr", "Mr."])
        self.sexw = "female" if self.sex == "F" else "male"
        self.man = "woman" if self.sex == "F" else "man"
        self.state, self.st = r.choice(pools.STATES)
        self.area = r.choice(pools.AREA)
        self.city = r.choice(pools.CITIES)
        self.county = r.choice(pools.COUNTIES)
        self.zip = f"{r.randint(50000, 99950):05d}"
        self.street = self.mk_street()
        self.phone_digits = self.new_phone_digits()
        self.cell_digits = self.new_phone_digits()
        self.mrn = self.mk_mrn()
        self.acct = self.mk_acct()
        self.member = self.mk_member()
        self.group = r.choice([f"{r.randint(10000, 99999)}", f"GRP-{r.randint(1000, 9999)}",
                               f"{r.choice('ABCHKMW')}{r.randint(100000, 999999)}"])
        self.ssn = self.mk_ssn()
        self.prof = r.choice(pools.PROFESSIONS)
        self.docs = [self.mk_person(doc=True) for _ in range(5)]
        self.fam = [self.mk_person() for _ in range(4)]
        for f in self.fam:
            f["rel"] = r.choice(pools.RELATIONS)
        self.used_fac = set()
        if self.age < 16:
            self.fam[0]["rel"] = r.choice(["mother", "father", "grandmother", "aunt", "foster mother", "stepfather"])
            self.fam[1]["rel"] = r.choice(["brother", "sister", "cousin"])
            self.title = "Ms" if self.sex == "F" else "Mr"
        for f in self.fam:
            if f["rel"] in pools.FEMALE_REL:
                f["first"] = r.choice(pools.GIVEN_F)
            elif f["rel"] in pools.MALE_REL:
                f["first"] = r.choice(pools.GIVEN_M)

    # ------------------------------------------------------------ makers
    def mk_person(self, doc=False):
        r = self.r
        if doc:
            first = r.choice(pools.DOC_GIVEN + pools.GIVEN_F[:40] + pools.GIVEN_M[:40])
            last = r.choice(pools.DOC_SURNAMES + pools.SURNAMES[:60])
        else:
            first = r.choice(pools.GIVEN_F + pools.GIVEN_M)
            last = r.choice(pools.SURNAMES) if r.random() < 0.6 else self.last
        return {"first": first, "last": last, "mi": r.choice("ABCDEFGHJKLMNPRSTW"),
                "cred": r.choice(["MD", "MD", "DO", "NP", "PA-C", "MBBS", "FNP-C", "MD"])}

    def mk_street(self):
        r = self.r
        k = r.random()
        if k < 0.12:
            return f"RR {r.randint(1, 6)} Box {r.randint(10, 480)}"
        if k < 0.2:
            return f"PO Box {r.randint(10, 2999)}"
        if k < 0.3:
            return f"{r.randint(100, 39999)} County Road {r.randint(1, 90)}"
        if k < 0.36:
            return f"HC {r.randint(30, 89)} Box {r.randint(2, 400)}"
        s = f"{r.randint(2, 9999)} {r.choice(pools.STREET_WORDS)} {r.choice(pools.STREET_KINDS)}"
        if r.random() < 0.15:
            s += r.choice([f", Apt {r.randint(1, 30)}", f" Unit {r.randint(1, 12)}{r.choice('ABC')}", f", Lot {r.randint(1, 60)}"])
        return s

    def new_phone_digits(self):
        return (self.r.choice([self.area, self.area, self.r.choice(pools.AREA)]), f"01{self.r.randint(0, 99):02d}")

    def mk_mrn(self):
        r = self.r
        return r.choice([f"{r.randint(0, 99999999):08d}", f"RH-{r.randint(0, 999999):06d}",
                         f"M{r.randint(1000000, 9999999)}", f"{r.randint(100000, 999999)}",
                         f"{r.choice('ABCKT')}{r.randint(10, 99)}-{r.randint(10000, 99999)}"])

    def mk_acct(self):
        r = self.r
        return r.choice([f"ENC-{self.visit.year}-{r.randint(100000, 999999)}", f"V{r.randint(10000000, 99999999)}",
                         f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}", f"{r.randint(1000000000, 9999999999)}",
                         f"A{r.randint(100000, 999999)}"])

    def mk_member(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRTUVWXY"
        return r.choice(["".join(r.choice(L) for _ in range(3)) + f"{r.randint(100000, 999999)}",
                         f"{r.randint(1, 9)}{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(1, 9)}-{r.choice(L)}{r.choice(L)}{r.randint(10, 99)}",
                         f"{r.randint(100000000, 999999999)}{r.choice(['01', '02', 'A'])}",
                         f"W{r.randint(1000000, 9999999)}-{r.randint(10, 99)}"])

    def mk_ssn(self):
        r = self.r
        a = r.choice([f"{r.randint(900, 999)}", "000"])
        return r.choice([f"{a}-{r.randint(10, 99)}-{r.randint(1000, 9999)}", f"{a}{r.randint(10, 99)}{r.randint(1000, 9999)}",
                         f"{a} {r.randint(10, 99)} {r.randint(1000, 9999)}"])

    def npi(self):
        return f"{self.r.choice('12')}{self.r.randint(100000000, 999999999)}"

    def dea(self, last=None):
        r = self.r
        l2 = (last or r.choice(pools.DOC_SURNAMES))[0].upper()
        return f"{r.choice('ABFM')}{l2}{r.randint(1000000, 9999999)}"

    def idnum(self, kind=None):
        r = self.r
        y = self.visit.year % 100
        k = kind or r.choice(["acc", "order", "spec", "req", "case", "job"])
        return {"acc": f"S{y}-{r.randint(1000, 99999)}", "order": f"ORD{r.randint(1000000, 9999999)}",
                "spec": f"{r.choice('CHMU')}{y}{r.randint(100000, 999999)}",
                "req": f"RQ-{r.randint(100000, 999999)}", "case": f"{y}-{r.randint(1000, 9999)}-{r.choice('ABKW')}",
                "job": f"{r.randint(100000, 999999)}", "rad": f"RAD-{r.randint(1000000, 9999999)}"}[k]

    def device_sn(self):
        r = self.r
        return r.choice([f"PJN{r.randint(100000, 999999)}", f"{r.randint(20, 24)}{r.randint(100, 999)}K{r.randint(1000, 9999)}",
                         f"GX-{r.randint(1000000, 9999999)}", f"SN{r.randint(10000000, 99999999)}",
                         f"RNA{r.randint(100000, 999999)}H", f"{r.choice('ABCDE')}{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"])

    def plate(self):
        r = self.r
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        return r.choice([f"{r.randint(1, 9)}{''.join(r.choice(L) for _ in range(3))}{r.randint(100, 999)}",
                         f"{r.randint(1, 99)}-{r.randint(1000, 9999)}{r.choice(L)}",
                         f"{''.join(r.choice(L) for _ in range(3))} {r.randint(100, 999)}",
                         f"{''.join(r.choice(L) for _ in range(2))}{r.randint(10000, 99999)}"])

    def vin(self):
        r = self.r
        A = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        return "".join(r.choice(A) for _ in range(11)) + f"{r.randint(100000, 999999)}"

    def bioid(self):
        r = self.r
        return r.choice([f"FP-{r.randint(10000, 99999)}", f"PV-{r.randint(1000000, 9999999)}",
                         f"IR{r.randint(100000, 999999)}", f"BIO-{r.randint(1000, 9999)}-{r.randint(100, 999)}",
                         f"VP{r.randint(10000, 99999)}"])

    def username(self, first, last):
        r = self.r
        base = r.choice([first[0] + last, first + "." + last, last + first[0], first[0] + first[-1] + last[:4]])
        base = "".join(ch for ch in base.lower() if ch.isalnum() or ch == ".")
        return base + r.choice(pools.USER_SUFFIX)

    def email(self, first, last, dom=None):
        r = self.r
        f = "".join(ch for ch in first.lower() if ch.isalpha())
        l = "".join(ch for ch in last.lower() if ch.isalpha())
        local = r.choice([f"{f}.{l}", f"{f[0]}{l}", f"{f}{l}{r.randint(1, 99)}", f"{l}.{f[0]}", f"{f}_{l}"])
        return f"{local}@{dom or r.choice(['example.com', 'example.org', 'example.net', 'mail.example.com', 'clinic.example.org'])}"

    def url(self, slug=None):
        r = self.r
        host = r.choice(["www.example.org", "portal.example.net", "example.com", "www.example.com",
                         "records.example.org", "auth.example.net"])
        path = slug or r.choice(["portal", "patient/login", "referrals/upload", "pa/submit", "telehealth/room",
                                 "forms/wc-first-report", "visit"])
        pre = r.choice(["", "https://", "http://", "https://"])
        tail = r.choice(["", f"?ref={r.randint(1000, 99999)}", f"/{r.randint(100, 9999)}", ""])
        return f"{pre}{host}/{path}{tail}"

    def ip(self):
        r = self.r
        return r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                         f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"])

    def fac(self, patterns):
        r = self.r
        for _ in range(20):
            pat = r.choice(patterns)
            name = pat.format(T=r.choice(pools.CITIES), W=r.choice(pools.FAC_WORDS), S=r.choice(pools.SAINTS),
                              C=r.choice(pools.COUNTIES), L=r.choice(pools.SURNAMES + pools.DOC_SURNAMES))
            if name not in self.used_fac:
                self.used_fac.add(name)
                return name
        return name

    def room(self):
        r = self.r
        return r.choice([f"{r.randint(100, 450)}{r.choice(['', 'A', 'B'])}", f"{r.randint(1, 40)}", f"{r.randint(1, 3)}-{r.randint(10, 40)}"])

    def date_after(self, lo, hi):
        return self.visit + dt.timedelta(days=self.r.randint(lo, hi))

    # ------------------------------------------------------------ rendered (marked) pieces
    def phone(self, digits=None, t="PHONE", style=None):
        r = self.r
        a, b = digits or self.new_phone_digits()
        style = style or r.choice(["paren", "dash", "dash", "dot", "plus", "paren", "local", "ext"])
        s = {"paren": f"({a}) 555-{b}", "dash": f"{a}-555-{b}", "dot": f"{a}.555.{b}",
             "plus": f"+1 {a} 555 {b}", "local": f"555-{b}", "ext": f"({a}) 555-{b} ext. {r.randint(2, 499)}",
             "x": f"{a}-555-{b} x{r.randint(10, 99)}", "one": f"1-{a}-555-{b}"}[style]
        return P(t, s)

    def pager(self):
        r = self.r
        return P("PHONE", r.choice([f"{r.randint(2, 8)}-{r.randint(1000, 9999)}", f"{r.randint(2000, 9999)}",
                                    f"{r.randint(10000, 99999)}"]))

    def pt(self, style=None):
        """The patient's name in one of many surface forms (title outside the span)."""
        r = self.r
        f, l, m = self.first, self.last, self.mi
        style = style or r.choice(["full", "full", "fml", "lf", "LF", "title", "title", "first", "fi", "caps",
                                   "init", "initdot"])
        if style == "full":
            return P("PATIENT", f"{f} {l}")
        if style == "fml":
            return P("PATIENT", f"{f} {m}. {l}")
        if style == "lf":
            return P("PATIENT", f"{l}, {f}")
        if style == "LF":
            return P("PATIENT", f"{l.upper()}, {f.upper()} {m}")
        if style == "caps":
            return P("PATIENT", f"{f.upper()} {l.upper()}")
        if style == "title":
            return f"{self.title} {P('PATIENT', l)}"
        if style == "first":
            return P("PATIENT", self.nick if self.nick and r.random() < 0.5 else f)
        if style == "fi":
            return P("PATIENT", f"{f} {l[0]}.")
        if style == "init":
            return P("PATIENT", f"{f[0]}{l[0]}")
        if style == "initdot":
            return P("PATIENT", f"{f[0]}.{l[0]}.")
        if style == "last":
            return P("PATIENT", l)
        if style == "nick":
            return P("PATIENT", self.nick or f)
        raise ValueError(style)

    def doc(self, i=0, style=None, cred=True):
        r = self.r
        d = self.docs[i]
        f, l, c = d["first"], d["last"], d["cred"]
        style = style or r.choice(["dr", "drdot", "fullcred", "fullcred", "icred", "last", "full"])
        if style == "dr":
            return f"Dr {P('DOCTOR', l)}"
        if style == "drdot":
            return f"Dr. {P('DOCTOR', l)}"
        if style == "drfull":
            return f"Dr. {P('DOCTOR', f + ' ' + l)}"
        if style == "fullcred":
            return P("DOCTOR", f"{f} {l}") + (f", {N(c, 'CRED')}" if cred else "")
        if style == "fmlcred":
            return P("DOCTOR", f"{f} {d['mi']}. {l}") + (f", {N(c, 'CRED')}" if cred else "")
        if style == "icred":
            return P("DOCTOR", f"{f[0]}. {l}") + (f" {N(c, 'CRED')}" if cred else "")
        if style == "last":
            return P("DOCTOR", l)
        if style == "full":
            return P("DOCTOR", f"{f} {l}")
        if style == "lf":
            return P("DOCTOR", f"{l}, {f}")
        if style == "caps":
            return P("DOCTOR", f"{l.upper()}, {f.upper()}")
        if style == "first":
            return P("DOCTOR", f)
        if style == "init":
            return P("DOCTOR", f"{f[0]}{l[0]}".lower())
        if style == "INIT":
            return P("DOCTOR", f"{f[0]}{d['mi']}{l[0]}")
        raise ValueError(style)

    def staff(self, i, role):
        """Staff by role with or without a name (role words stay outside)."""
        d = self.docs[i]
        r = self.r
        k = r.random()
        if k < 0.35:
            return f"{role} {P('DOCTOR', d['first'])}"
        if k < 0.7:
            return f"{role} {P('DOCTOR', d['first'] + ' ' + d['last'])}"
        return f"{role}: {P('DOCTOR', d['first'] + ' ' + d['last'][0] + '.')}"

    def famname(self, i=0, style=None):
        fm = self.fam[i]
        style = style or self.r.choice(["first", "full", "full", "first"])
        if style == "first":
            return P("FAMILY", fm["first"])
        return P("FAMILY", f"{fm['first']} {fm['last']}")

    def agep(self, style=None, age=None):
        """Age with its context words (only the number is PHI)."""
        r = self.r
        a = self.age if age is None else age
        sx = self.sex
        style = style or r.choice(["yo", "yo_s", "yof", "sp", "dash", "aged", "words", "yr", "age"])
        if style == "yo":
            return f"{P('AGE', a)} yo"
        if style == "yo_s":
            return f"{P('AGE', a)}yo"
        if style == "yof":
            return f"{P('AGE', a)}yo {sx}"
        if style == "sp":
            return f"{P('AGE', a)} {sx}"
        if style == "dash":
            return f"{P('AGE', a)}-year-old"
        if style == "aged":
            return f"aged {P('AGE', a)}"
        if style == "words":
            return f"{P('AGE', words(a))}-year-old"
        if style == "yr":
            return f"{P('AGE', a)} y/o"
        if style == "age":
            return f"age {P('AGE', a)}"
        raise ValueError(style)

    def D(self, d=None, styles=None):
        d = d or self.visit
        return P("DATE", fdate(d, self.r.choice(styles or FULL_STYLES)))

    def addr_line(self, sep=", "):
        st = P("STATE", self.st if (self.st and self.r.random() < 0.7) else self.state)
        return f"{P('STREET', self.street)}{sep}{P('CITY', self.city)}, {st} {P('ZIP', self.zip)}"

    def other_addr(self):
        """A fresh address (for a facility or employer)."""
        r = self.r
        state, st = r.choice(pools.STATES)
        street = f"{r.randint(2, 9999)} {r.choice(pools.STREET_WORDS)} {r.choice(pools.STREET_KINDS)}"
        zp = f"{r.randint(50000, 99950):05d}"
        if r.random() < 0.3:
            zp += f"-{r.randint(1000, 9999)}"
        return (f"{P('STREET', street)}, {P('CITY', r.choice(pools.CITIES))}, "
                f"{P('STATE', st if st and r.random() < 0.75 else state)} {P('ZIP', zp)}")


# ---------------------------------------------------------------- hard negatives
LABS = [("Na", 133, 146, "135-145", "mmol/L", 0), ("K", 3.2, 5.4, "3.5-5.1", "mmol/L", 1),
        ("Cl", 96, 110, "98-107", "mmol/L", 0), ("CO2", 19, 31, "22-29", "mmol/L", 0),
        ("BUN", 8, 48, "7-20", "mg/dL", 0), ("Cr", 0.6, 2.4, "0.6-1.2", "mg/dL", 2),
        ("Glucose", 72, 310, "70-99", "mg/dL", 0), ("Ca", 8.1, 10.6, "8.5-10.2", "mg/dL", 1),
        ("WBC", 3.8, 16.5, "4.0-11.0", "K/uL", 1), ("Hgb", 8.2, 16.1, "12.0-16.0", "g/dL", 1),
        ("Hct", 26, 48, "36-46", "%", 0), ("Plt", 98, 420, "150-400", "K/uL", 0),
        ("INR", 0.9, 3.4, "0.8-1.2", "", 1), ("HbA1c", 5.2, 11.8, "4.0-5.6", "%", 1),
        ("TSH", 0.3, 8.9, "0.4-4.0", "mIU/L", 2), ("ALT", 12, 88, "7-56", "U/L", 0),
        ("AST", 10, 92, "10-40", "U/L", 0), ("Alk phos", 40, 180, "44-147", "U/L", 0),
        ("Mg", 1.5, 2.6, "1.7-2.2", "mg/dL", 1), ("eGFR", 22, 98, ">60", "mL/min/1.73m2", 0),
        ("LDL", 60, 190, "<100", "mg/dL", 0), ("BNP", 40, 1400, "<100", "pg/mL", 0),
        ("Troponin I", 0.0, 0.09, "<0.04", "ng/mL", 2), ("Lactate", 0.8, 4.1, "0.5-2.2", "mmol/L", 1),
        ("CRP", 0.3, 12.0, "<1.0", "mg/dL", 1), ("PT", 10.5, 22.0, "11-13.5", "sec", 1)]


def lab_vals(r, n):
    out = []
    for name, lo, hi, rng_, unit, dp in r.sample(LABS, n):
        v = r.uniform(lo, hi)
        vs = f"{v:.{dp}f}" if dp else str(int(round(v)))
        out.append((name, vs, rng_, unit))
    return out


def labs_inline(r, n=6):
    return ", ".join(f"{N(a, 'LAB')} {b}" for a, b, _, _ in lab_vals(r, n))


def labs_table(r, n, date_marked, pipe=True):
    rows = lab_vals(r, n)
    if pipe:
        lines = [f"| Test | Result | Ref range | Units | Date |", "|---|---|---|---|---|"]
        for a, b, c, u in rows:
            lines.append(f"| {N(a, 'LAB')} | {b} | {c} | {u} | {date_marked} |")
        return "\n".join(lines)
    lines = [pad("TEST", 14) + pad("RESULT", 9) + pad("REF", 12) + "UNITS"]
    for a, b, c, u in rows:
        lines.append(pad(N(a, "LAB"), 14) + pad(b, 9) + pad(c, 12) + u)
    lines.append(f"Collected {date_marked} {N(f'{r.randint(5, 11):02d}:{r.randint(0, 59):02d}', 'TIME')}")
    return "\n".join(lines)


def vitals(r, sep=", ", temp_f=True):
    sbp = r.randint(96, 178)
    parts = [f"BP {sbp}/{r.randint(54, 102)}", f"HR {r.randint(52, 128)}", f"RR {r.randint(12, 28)}",
             (f"T {r.uniform(97.0, 102.4):.1f} F" if temp_f else f"Temp {r.uniform(36.2, 39.1):.1f} C"),
             f"SpO2 {r.randint(86, 100)}% {r.choice(['on RA', 'on 2L NC', 'RA', 'on room air'])}"]
    if r.random() < 0.5:
        parts.append(f"Wt {r.randint(48, 141)} kg")
    return sep.join(N(p, "VITAL") for p in parts)


MEDS = ["metoprolol succinate 25 mg PO daily", "lisinopril 10 mg PO daily", "metformin 500 mg PO BID",
        "atorvastatin 40 mg PO qHS", "furosemide 40 mg PO daily", "apixaban 5 mg PO BID",
        "levothyroxine 75 mcg PO daily", "amlodipine 5 mg PO daily", "sertraline 50 mg PO daily",
        "gabapentin 300 mg PO TID", "insulin glargine 22 units SC qHS", "tamsulosin 0.4 mg PO qHS",
        "omeprazole 20 mg PO daily", "albuterol HFA 2 puffs q4h PRN", "tiotropium 18 mcg inhaled daily",
        "acetaminophen 650 mg PO q6h PRN", "ibuprofen 600 mg PO q6h PRN x 5 days", "prednisone 40 mg PO daily x 5 days",
        "amoxicillin 875 mg PO BID x 10 days", "cephalexin 500 mg PO QID x 7 days", "warfarin 5 mg PO daily",
        "donepezil 10 mg PO qHS", "carbidopa-levodopa 25/100 1 tab PO TID", "buprenorphine-naloxone 8/2 mg SL daily",
        "quetiapine 50 mg PO qHS", "trazodone 50 mg PO qHS PRN", "cyclobenzaprine 10 mg PO TID PRN",
        "potassium chloride 20 mEq PO daily", "aspirin 81 mg PO daily", "clopidogrel 75 mg PO daily",
        "spironolactone 25 mg PO daily", "hydrochlorothiazide 25 mg PO daily", "naproxen 500 mg PO BID with food",
        "ondansetron 4 mg ODT q8h PRN", "fluoxetine 20 mg PO daily", "bupropion XL 150 mg PO daily",
        "lorazepam 0.5 mg PO BID PRN", "oxycodone 5 mg PO q6h PRN, #12", "semaglutide 0.5 mg SC weekly",
        "empagliflozin 10 mg PO daily", "enoxaparin 40 mg SC daily", "vitamin D3 2000 units PO daily"]


def meds(r, n):
    return [N(m, "DRUG") for m in r.sample(MEDS, n)]


ICD = [("E11.9", "type 2 diabetes mellitus without complications"), ("I10", "essential hypertension"),
       ("J44.1", "COPD with acute exacerbation"), ("I50.22", "chronic systolic heart failure"),
       ("N18.3", "chronic kidney disease, stage 3"), ("F32.1", "major depressive disorder, single episode, moderate"),
       ("F41.1", "generalized anxiety disorder"), ("M54.5", "low back pain"), ("S61.411A", "laceration of right hand, initial"),
       ("M17.11", "primary osteoarthritis, right knee"), ("G20", "Parkinson's disease"), ("K50.90", "Crohn's disease, unspecified"),
       ("E03.9", "hypothyroidism"), ("I48.91", "atrial fibrillation"), ("G47.33", "obstructive sleep apnea"),
       ("F11.20", "opioid use disorder, moderate"), ("K02.52", "dental caries on pit and fissure surface"),
       ("S93.401A", "sprain of right ankle, initial"), ("L03.115", "cellulitis of right lower limb"),
       ("J06.9", "acute upper respiratory infection"), ("G56.01", "carpal tunnel syndrome, right"),
       ("S83.511A", "ACL sprain, right knee, initial"), ("F43.10", "post-traumatic stress disorder"),
       ("G30.9", "Alzheimer's disease, unspecified"), ("E66.01", "morbid obesity due to excess calories")]


def icd(r, n):
    return [(N(c, "ICD"), d) for c, d in r.sample(ICD, n)]


EPONYMS = ["Foley catheter", "Babinski sign", "Parkinson's disease", "Crohn's disease", "Hashimoto thyroiditis",
           "Bell's palsy", "Alzheimer dementia", "Murphy's sign", "Romberg", "Trendelenburg gait",
           "Glasgow Coma Scale", "Wells score", "Tinel sign", "Phalen test", "McMurray test", "Lachman test",
           "Spurling test", "Epley maneuver", "Homans sign", "Down syndrome", "Graves disease", "Cushing syndrome",
           "Addison disease", "Barrett esophagus", "Hodgkin lymphoma", "Raynaud phenomenon", "Kernig sign",
           "Brudzinski sign", "Osgood-Schlatter", "Lyme disease", "Addison's crisis", "Guillain-Barre syndrome"]


EP_DISEASE = ["Parkinson's disease", "Crohn's disease", "Hashimoto thyroiditis", "Bell's palsy", "Alzheimer dementia",
              "Graves disease", "Cushing syndrome", "Addison disease", "Barrett esophagus", "Hodgkin lymphoma",
              "Raynaud phenomenon", "Lyme disease", "Guillain-Barre syndrome", "Down syndrome", "Meniere disease",
              "Paget disease of bone", "Dupuytren contracture", "Sjogren syndrome", "Wilson disease"]


def epd(r):
    return N(r.choice(EP_DISEASE), "EPONYM")


def ep(r, choices=None):
    return N(r.choice(choices or EPONYMS), "EPONYM")


def hhmm(r, base=None, add=0):
    if base is None:
        base = r.randint(0, 23 * 60)
    t = (base + add) % (24 * 60)
    return N(f"{t // 60:02d}{t % 60:02d}", "TIME")


def tm(r):
    return N(r.choice([f"{r.randint(0, 23):02d}{r.choice(['00', '15', '30', '45', '10', '52'])}",
                       f"{r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(['AM', 'PM', 'am', 'pm'])}",
                       f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"]), "TIME")


WORD_SENTS = ["{Will} recheck in 2 weeks.", "{May} need home O2 if sats drop.", "{Hope} is to taper off steroids.",
              "{Frank} blood noted on the pad.", "{Bill} to secondary payer.", "{Page} on-call with questions.",
              "{Mark} site prior to procedure.", "{Pat} dry, apply dressing.", "{Will} need repeat BMP.",
              "{May} return to light duty when cleared.", "{Rusty} discharge from the drain noted.",
              "{Sterling} effort in PT today.", "{Grace} period on the authorization ends soon.",
              "{Hunter} orange vest noted on clothing."]


def wordneg(r):
    s = r.choice(WORD_SENTS)
    w = s[s.index("{") + 1:s.index("}")]
    return s.replace("{" + w + "}", N(w, "WORD"))
