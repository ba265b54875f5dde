"""Composition helpers: PHI values are wrapped in private marker characters while a
note is written; finalize() strips the markers and records offsets in one pass."""
import datetime as dt

import pools as P

M_OPEN, M_SEP, M_CLOSE = "\x01", "\x02", "\x03"

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


def m(typ, val):
    """Mark a PHI value."""
    assert typ in LABEL, typ
    return f"{M_OPEN}{typ}{M_SEP}{val}{M_CLOSE}"


def finalize(marked, lower=False):
    if lower:
        marked = marked.lower()
    out, spans = [], []
    pos = 0
    i, n = 0, len(marked)
    while i < n:
        c = marked[i]
        if c == M_OPEN:
            j = marked.index(M_SEP, i)
            k = marked.index(M_CLOSE, j)
            typ = marked[i + 1:j].upper()
            val = marked[j + 1:k]
            assert M_OPEN not in val, val
            out.append(val)
            spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
            pos += len(val)
            i = k + 1
        else:
            out.append(c)
            pos += 1
            i += 1
    return "".join(out), spans


WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
       "November", "December"]
MON3 = [x[:3] for x in MON]


def fmt_date(d, style):
    y, mo, da = d.year, d.month, d.day
    return {
        "us": f"{mo:02d}/{da:02d}/{y}",
        "us_short": f"{mo}/{da}/{y % 100:02d}",
        "us_nopad": f"{mo}/{da}/{y}",
        "iso": f"{y}-{mo:02d}-{da:02d}",
        "long": f"{MON[mo - 1]} {da}, {y}",
        "dmy": f"{da} {MON3[mo - 1]} {y}",
        "dmy_long": f"{da} {MON[mo - 1]} {y}",
        "mon_d": f"{MON3[mo - 1]} {da}",
        "month_d": f"{MON[mo - 1]} {da}",
        "md": f"{mo}/{da}",
        "wd_md": f"{WD3[d.weekday()]} {mo}/{da}",
        "wd_long": f"{WEEKDAY[d.weekday()]}, {MON[mo - 1]} {da}, {y}",
        "wd_plain": WEEKDAY[d.weekday()],
        "dash": f"{da:02d}-{MON3[mo - 1]}-{y}",
        "dot": f"{mo:02d}.{da:02d}.{y}",
        "month_year": f"{MON[mo - 1]} {y}",
        "mon_year": f"{MON3[mo - 1]} {y}",
        "my": f"{mo}/{y}",
        "year": f"{y}",
        "ordinal": f"the {da}{'th' if 11 <= da <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(da % 10, 'th')} of {MON[mo - 1]}",
    }[style]


FULL_STYLES = ["us", "us_short", "us_nopad", "iso", "long", "dmy", "dmy_long", "dash", "dot"]
SHORT_STYLES = ["md", "mon_d", "month_d", "wd_md"]

ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(a):
    if a < 20:
        return ONES[a]
    if a >= 100:
        return "one hundred" + ("" if a == 100 else "-" + ONES[a - 100])
    t, o = divmod(a, 10)
    return TENS[t] + ("" if o == 0 else "-" + ONES[o])


class Person:
    def __init__(self, rng, sex=None, surname=None):
        self.sex = sex or rng.choice("FM")
        self.first = rng.choice(P.FIRST_F if self.sex == "F" else P.FIRST_M)
        self.last = surname or rng.choice(P.SURNAMES)
        self.mi = rng.choice("ABCDEFGHJKLMNPRSTW")
        self.cred = rng.choice(["md", "md", "md", "do", "np", "pac", "mbbs", "rn"])

    @property
    def full(self):
        return f"{self.first} {self.last}"

    def initials(self, dots=False):
        parts = [self.first[0]] + [w[0] for w in self.last.replace("-", " ").split() if w[0].isalpha()][:1]
        return ".".join(parts) + "." if dots else "".join(parts)


class Ctx:
    """Everything one note knows about its patient and its people."""

    def __init__(self, rng, genre):
        self.r = r = rng
        self.genre = genre
        self.pt = Person(r)
        self.age = r.choice([r.randint(19, 88), r.randint(40, 79), r.randint(60, 97), r.randint(20, 60)])
        self.sex = self.pt.sex
        year = r.randint(2016, 2025)
        self.today = dt.date(year, 1, 1) + dt.timedelta(days=r.randint(0, 364))
        self.dob = dt.date(self.today.year - self.age, r.randint(1, 12), r.randint(1, 28))
        self.admit = self.today - dt.timedelta(days=r.randint(0, 6))
        self.docs = [Person(r) for _ in range(5)]
        self.rel = [r.choice(P.RELATIONS) for _ in range(3)]
        fem = {"wife", "daughter", "sister", "niece", "mother", "granddaughter", "fiancee", "aunt"}
        mal = {"husband", "son", "brother", "nephew", "father", "grandson", "stepson"}
        self.fams = [Person(r, sex="F" if rl in fem else "M" if rl in mal else None,
                           surname=self.pt.last if r.random() < 0.5 else None) for rl in self.rel]
        self.fam_age = r.randint(8, 90)
        st = r.choice(P.STATES)
        self.state_name, self.state_abbr = st
        self.city = r.choice(P.CITIES)
        self.city2 = r.choice(P.CITIES)
        self.zip = f"{r.randint(10, 99)}{r.randint(0, 999):03d}"
        self.street = f"{r.randint(2, 9899)} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX)}"
        self.unit = r.choice(P.UNITS) if r.random() < 0.35 else None
        self.hosp = self.make_hosp()
        self.hosp2 = self.make_hosp()
        self.clinic = r.choice(P.CLINICS)
        self.pharmacy = r.choice(P.PHARMACIES)
        self.ward = r.choice(P.UNIT_NAMES)
        self.room = r.choice([f"{r.randint(2, 9)}{r.randint(1, 40):02d}", f"{r.randint(2, 9)}{r.randint(1, 40):02d}{r.choice('ABCD')}",
                              f"{r.choice(['W', 'E', 'N', 'S'])}-{r.randint(100, 699)}"])
        self.bed = str(r.randint(1, 4)) if r.random() < 0.6 else r.choice("AB")
        self.employer = r.choice(P.EMPLOYERS)
        self.insurer = r.choice(P.INSURERS)
        self.prof = r.choice(P.PROFESSIONS)
        self.fam_prof = r.choice(P.PROFESSIONS)
        self.country = r.choice(P.COUNTRIES)
        self.country2 = r.choice(P.COUNTRIES)
        self.mrn = r.choice([f"{r.randint(0, 99999999):08d}", f"{r.randint(1000000, 9999999)}",
                             f"MR{r.randint(100000, 999999)}", f"{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(10, 99)}"])
        self.acct = r.choice([f"{r.randint(1000, 9999)}-{r.randint(1000, 9999)}", f"ENC{r.randint(10000000, 99999999)}",
                              f"V{r.randint(100000000, 999999999)}", f"{r.randint(40000000000, 49999999999)}"])
        L = "ABCDEFGHJKLMNPRSTUVWXYZ"
        self.member = r.choice([f"{''.join(r.choice(L) for _ in range(3))}{r.randint(100000, 999999)}",
                                f"{r.randint(100000000, 999999999)}{r.choice(L)}",
                                f"W{r.randint(10000000, 99999999)}-0{r.randint(1, 4)}"])
        self.group = f"GRP-{r.randint(10000, 99999)}"
        self.ssn = f"{r.choice(['9', '000'])}" + ""
        if self.ssn == "9":
            self.ssn = f"9{r.randint(0, 99):02d}-{r.randint(10, 99)}-{r.randint(1000, 9999)}"
        else:
            self.ssn = f"000-{r.randint(10, 99)}-{r.randint(1000, 9999)}"
        self.phone = self.make_phone()
        self.phone2 = self.make_phone()
        self.hphone = self.make_phone()
        self.fax = self.make_phone()
        self.pager = r.choice([f"{r.randint(2, 9)}-{r.randint(1000, 9999)}", f"{r.randint(10000, 99999)}",
                               f"#{r.randint(1000, 9999)}"]).lstrip("#")
        d = self.docs[0]
        self.email = f"{self.pt.first[0].lower()}{self.pt.last.lower().replace(' ', '').replace(chr(39), '')}{r.randint(1, 99)}@{r.choice(['example.com', 'example.net', 'example.org'])}"
        self.demail = f"{d.first.lower()}.{d.last.lower().replace(' ', '').replace(chr(39), '')}@{r.choice(['example.org', 'example.com'])}"
        self.user = r.choice([f"{d.first[0].lower()}{d.last.lower().replace(' ', '').replace(chr(39), '')[:7]}{r.randint(1, 9)}",
                              f"{d.last.lower().replace(' ', '').replace(chr(39), '')[:6]}_{d.first[0].lower()}",
                              f"u{r.randint(10000, 99999)}", f"{d.first.lower()[:3]}{d.last.lower()[:3]}".replace(" ", "").replace("'", "")])
        self.ip = r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                            f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                            f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"])
        self.url = r.choice([f"https://portal.example.org/{r.choice(['mychart', 'patients', 'pt'])}/{r.randint(10000, 99999)}",
                             f"www.example.com/{self.hosp.split()[0].lower().replace('.', '')}-clinic",
                             f"http://records.example.net/view?id={r.randint(100000, 999999)}",
                             f"https://telehealth.example.com/room/{r.choice(['dr', 'clinic', 'visit'])}-{r.randint(100, 9999)}"])
        self.npi = f"{r.randint(1, 1)}{r.randint(100000000, 999999999)}"
        self.dea = f"{r.choice('ABFM')}{d.last[0].upper() if d.last[0].isalpha() else 'X'}{r.randint(1000000, 9999999)}"
        self.dl = r.choice([f"D{r.randint(100, 999)}-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                            f"{r.choice(L)}{r.randint(10000000, 99999999)}", f"DL {r.randint(100000000, 999999999)}"]).replace("DL ", "")
        self.medlic = f"{r.choice(['MD', 'RN', 'PT', 'LCSW', 'DO'])}{r.randint(10000, 99999)}"
        self.serial = r.choice([f"{''.join(r.choice(L) for _ in range(3))}{r.randint(100000, 999999)}",
                                f"SN{r.randint(1000000, 9999999)}", f"{r.randint(10, 99)}{r.choice(L)}{r.randint(10000, 99999)}{r.choice(L)}",
                                f"G7{''.join(r.choice(L) for _ in range(2))}{r.randint(1000, 9999)}"])
        self.plate = r.choice([f"{r.randint(1, 9)}{''.join(r.choice(L) for _ in range(3))}{r.randint(100, 999)}",
                               f"{''.join(r.choice(L) for _ in range(3))}-{r.randint(1000, 9999)}",
                               f"{''.join(r.choice(L) for _ in range(2))} {r.randint(10000, 99999)}"])
        VL = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        self.vin = "".join(r.choice(VL) for _ in range(17))
        self.bio = r.choice([f"FP-{r.randint(10000, 99999)}", f"IRIS-{r.randint(100000, 999999)}",
                             f"PV{r.randint(1000000, 9999999)}", f"BIO-{r.randint(1000, 9999)}-{r.choice(L)}"])
        self.accession = r.choice([f"S{self.today.year % 100}-{r.randint(1000, 99999)}", f"ACC{r.randint(1000000, 9999999)}",
                                   f"M{self.today.year % 100}-{r.randint(100, 9999)}", f"{r.randint(100000000, 999999999)}"])
        self.order = f"{r.randint(1000000, 9999999)}"
        self.job = f"{r.randint(100000, 999999)}"

    # ---- value factories ---------------------------------------------------
    def make_hosp(self):
        r = self.r
        x = r.random()
        if x < 0.5:
            return f"{r.choice(P.HOSP_PLACE)} {r.choice(P.HOSP_KIND)}"
        if x < 0.75:
            return r.choice(P.SAINTS)
        return r.choice(P.CLINICS)

    def make_phone(self):
        r = self.r
        a = r.choice([212, 312, 614, 503, 404, 207, 317, 602, 859, 804, 612, 303, 205, 702, 412, 919, 206, 816, 515, 802])
        x = f"01{r.randint(0, 99):02d}"
        return r.choice([f"({a}) 555-{x}", f"{a}-555-{x}", f"{a}.555.{x}", f"({a})555-{x}", f"1-{a}-555-{x}",
                         f"+1 {a} 555 {x}", f"555-{x}"])

    # ---- surface forms -----------------------------------------------------
    def title(self, p):
        r = self.r
        t = {"F": ["Mrs", "Ms", "Ms."], "M": ["Mr", "Mr."]}[p.sex]
        return r.choice(t + ["Mrs."] * (p.sex == "F"))

    def ptn(self, style=None):
        """Patient name in a random or given surface form (title kept outside)."""
        r, p = self.r, self.pt
        style = style or r.choice(["full", "full", "title", "title", "first", "last_first", "caps", "init_first",
                                   "mid", "initials_dot", "initials", "title_full", "nick"])
        if style == "full":
            return m("PATIENT", p.full)
        if style == "title":
            return f"{self.title(p)} {m('PATIENT', p.last)}"
        if style == "title_full":
            return f"{self.title(p)} {m('PATIENT', p.full)}"
        if style == "first":
            return m("PATIENT", p.first)
        if style == "last_first":
            return m("PATIENT", f"{p.last}, {p.first}")
        if style == "caps":
            return m("PATIENT", f"{p.last.upper()}, {p.first.upper()}" + (f" {p.mi}" if r.random() < 0.5 else ""))
        if style == "init_first":
            return m("PATIENT", f"{p.first} {p.last[0]}.")
        if style == "mid":
            return m("PATIENT", f"{p.first} {p.mi}. {p.last}")
        if style == "initials_dot":
            return m("PATIENT", p.initials(True))
        if style == "initials":
            return m("PATIENT", p.initials())
        if style == "nick":
            return m("PATIENT", P.NICKNAMES.get(p.first, p.first))
        raise ValueError(style)

    def dr(self, i=0, style=None):
        r, d = self.r, self.docs[i]
        style = style or r.choice(["dr", "dr_dot", "dr_full", "md", "rn", "np", "pac", "mbbs", "do", "prof",
                                   "plain", "init_md"])
        if style == "dr":
            return f"Dr {m('DOCTOR', d.last)}"
        if style == "dr_dot":
            return f"Dr. {m('DOCTOR', d.last)}"
        if style == "dr_full":
            return f"Dr. {m('DOCTOR', d.full)}"
        if style == "prof":
            return f"Prof {m('DOCTOR', d.last)}"
        if style == "plain":
            return m("DOCTOR", d.full)
        if style == "init_md":
            return f"{m('DOCTOR', d.first[0] + '. ' + d.last)}, MD"
        if i == 0 or self.r.random() < 0.7:
            style = d.cred
        cred = {"md": ", MD", "rn": ", RN", "np": ", NP", "pac": ", PA-C", "mbbs": " MBBS", "do": ", DO"}[style]
        return f"{m('DOCTOR', d.full)}{cred}"

    def staff_role(self, i):
        """Staff named by role without a title."""
        r, d = self.r, self.docs[i]
        role = r.choice(["nurse", "RN", "charge nurse", "pharmacist", "PT", "OT", "scribe:", "interpreter",
                         "SW", "dietitian", "unit clerk", "tech", "CNA", "RT"])
        nm = r.choice([d.first, d.full, d.first])
        return f"{role} {m('DOCTOR', nm)}"

    def fam(self, i=0, style=None):
        r, f = self.r, self.fams[i]
        style = style or r.choice(["first", "full", "full", "title"])
        if style == "first":
            return f"{self.rel[i]} {m('FAMILY', f.first)}"
        if style == "title":
            return f"{self.rel[i]} {self.title(f)} {m('FAMILY', f.last)}"
        return f"{self.rel[i]} {m('FAMILY', f.full)}"

    def date(self, d, style=None, kind="full"):
        r = self.r
        if style is None:
            style = r.choice(FULL_STYLES if kind == "full" else SHORT_STYLES)
        return m("DATE", fmt_date(d, style))

    def day(self, offset, style=None):
        return self.date(self.admit + dt.timedelta(days=offset), style, kind="short")

    def age_s(self, style=None):
        r, a = self.r, self.age
        s = "male" if self.sex == "M" else "female"
        sx = self.sex
        style = style or r.choice(["yo", "yo_nospace", "yof", "sex", "yearold", "words", "aged", "age", "yr"])
        if style == "yo":
            return f"{m('AGE', a)} yo {s}"
        if style == "yo_nospace":
            return f"{m('AGE', a)}yo {sx}"
        if style == "yof":
            return f"{m('AGE', a)} y/o {s}"
        if style == "sex":
            return f"{m('AGE', a)} {sx}"
        if style == "yearold":
            return f"{m('AGE', a)}-year-old {s}"
        if style == "words":
            return f"{m('AGE', age_words(a))}-year-old {s}"
        if style == "aged":
            return f"{s} aged {m('AGE', a)}"
        if style == "age":
            return f"{s}, age {m('AGE', a)}"
        if style == "yr":
            return f"{m('AGE', a)} yr old {'M' if sx == 'M' else 'F'}"
        raise ValueError(style)

    def address(self, sep=", "):
        parts = m("STREET", self.street + (", " + self.unit if self.unit else ""))
        return f"{parts}{sep}{m('CITY', self.city)}, {m('STATE', self.r.choice([self.state_abbr, self.state_abbr, self.state_name]))} {m('ZIP', self.zip + (('-' + str(self.r.randint(1000, 9999))) if self.r.random() < 0.15 else ''))}"

    def hosp_m(self, which=1):
        return m("HOSPITAL", self.hosp if which == 1 else self.hosp2)
