"""Markers, offset pass, per-note context and value renderers for dev104_en."""
import datetime as dt
import string

import pools as P

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

OPEN, CLOSE = "\uE000", "\uE001"
TBASE = 0xE100


def M(t, v):
    """Wrap a PHI value in private marker characters (type encoded as one private-use char)."""
    v = str(v)
    assert t in TYPES, t
    assert v and v == v.strip(), repr(v)
    assert OPEN not in v and CLOSE not in v
    return OPEN + chr(TBASE + TYPES.index(t)) + v + CLOSE


def vis_len(s):
    """Visible length of a marked string (markers removed)."""
    return len(s) - 2 * s.count(OPEN) - s.count(CLOSE)


def assemble(marked):
    """One left-to-right pass: strip markers, return (text, spans)."""
    out = []
    spans = []
    n = 0
    cur = None
    i = 0
    L = len(marked)
    while i < L:
        c = marked[i]
        if c == OPEN:
            assert cur is None, "nested marker"
            cur = (TYPES[ord(marked[i + 1]) - TBASE], n)
            i += 2
            continue
        if c == CLOSE:
            assert cur is not None, "stray close"
            t, st = cur
            spans.append((st, n, t))
            cur = None
            i += 1
            continue
        out.append(c)
        n += len(c)
        i += 1
    assert cur is None, "unclosed marker"
    return "".join(out), spans


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


class Person:
    def __init__(self, first, last, mid, sex, nick=None):
        self.first, self.last, self.mid, self.sex, self.nick = first, last, mid, sex, nick


class Ctx:
    def __init__(self, rng):
        self.r = r = rng
        self.visit = dt.date(2019, 1, 1) + dt.timedelta(days=r.randrange(0, 6 * 365))
        self.sex = r.choice("MF")
        self.age = r.choice([r.randint(1, 17), r.randint(18, 40), r.randint(18, 64), r.randint(41, 88),
                             r.randint(65, 99)])
        self.dob = self.visit - dt.timedelta(days=365 * self.age + r.randint(10, 350))
        self.pt = self.person(self.sex)
        self.used_last = {self.pt.last}
        self.fam = []
        for _ in range(3):
            rel = r.choice(P.RELATIONS)
            fsex = P.REL_SEX.get(rel) or r.choice("MF")
            self.fam.append((rel, self.person(fsex, share_last=(rel in (
                "wife", "husband", "mother", "father", "daughter", "son", "sister", "brother") and r.random() < .5))))
        self.staff = [self.person(r.choice("MF")) for _ in range(8)]
        st = r.choice(P.STATES)
        self.state = st
        self.city = r.choice(P.CITIES)
        self.zip = "%05d" % r.randint(1000, 99950)
        self.street = self.street_addr()
        self.hosp = r.choice(P.HOSPITALS)
        self.hosp2 = r.choice([h for h in P.HOSPITALS if h != self.hosp])
        self.mrn = self.mk_mrn()
        self.acct = self.mk_acct()
        self.employer = r.choice(P.EMPLOYERS)
        self.prof = r.choice(P.PROFESSIONS)
        self.area = r.choice(P.AREA_CODES)

    # ---------- people ----------
    def person(self, sex, share_last=False):
        r = self.r
        if sex == "F":
            first = r.choice(P.WORD_FIRST_F) if r.random() < .15 else r.choice(P.FIRST_F)
        else:
            first = r.choice(P.WORD_FIRST_M) if r.random() < .15 else r.choice(P.FIRST_M)
        if share_last and hasattr(self, "pt"):
            last = self.pt.last
        else:
            last = r.choice(P.WORD_SURNAMES) if r.random() < .18 else r.choice(P.SURNAMES)
        mid = r.choice(string.ascii_uppercase.replace("I", "").replace("O", ""))
        return Person(first, last, mid, sex, P.NICKNAMES.get(first))

    def title(self, p):
        r = self.r
        if p.sex == "M":
            t = "Mr"
        else:
            t = r.choice(["Ms", "Mrs", "Miss", "Ms"])
        return t + r.choice([".", ""])

    def nm(self, p, t="PATIENT", form=None):
        """Render a person name. Forms ending in an initial are only used when form is given."""
        r = self.r
        if form is None:
            form = r.choice(["full", "full", "fml", "LF", "Lf", "title", "title", "first", "last_title"])
        if form == "full":
            return M(t, f"{p.first} {p.last}")
        if form == "fml":
            return M(t, f"{p.first} {p.mid}. {p.last}")
        if form == "fm_nodot":
            return M(t, f"{p.first} {p.mid} {p.last}")
        if form == "LF":
            return M(t, f"{p.last.upper()}, {p.first.upper()} {p.mid}")
        if form == "LF_caret":
            return M(t, f"{p.last.upper()}^{p.first.upper()}")
        if form == "Lf":
            return M(t, f"{p.last}, {p.first}")
        if form in ("title", "last_title"):
            return self.title(p) + " " + M(t, p.last)
        if form == "first":
            return M(t, p.nick if (p.nick and r.random() < .4) else p.first)
        if form == "last":
            return M(t, p.last)
        if form == "fi":       # Maria K.   (ends with '.', never at sentence end)
            return M(t, f"{p.first} {p.last[0]}.")
        if form == "init":     # J.S.
            return M(t, f"{p.first[0]}.{p.last[0]}.")
        if form == "init2":    # JS
            return M(t, f"{p.first[0]}{p.last[0]}")
        if form == "initlow":  # js
            return M(t, f"{p.first[0]}{p.last[0]}".lower())
        if form == "initial_last":
            return M(t, f"{p.first[0]}. {p.last}")
        raise ValueError(form)

    def ptn(self, form=None):
        return self.nm(self.pt, "PATIENT", form)

    def dr(self, i, form=None, cred=None):
        """Clinician/staff name with titles and credentials kept outside the span."""
        r = self.r
        p = self.staff[i % len(self.staff)]
        if form is None:
            form = r.choice(["dr", "dr_nodot", "dr_full", "cred", "cred", "cred_nocomma", "init_cred",
                             "sf_cred", "prof"])
        cred = cred or r.choice(["MD", "MD", "DO", "MD, FACEP"])
        if form == "dr":
            return "Dr. " + M("DOCTOR", p.last)
        if form == "dr_nodot":
            return "Dr " + M("DOCTOR", p.last)
        if form == "dr_full":
            return "Dr. " + M("DOCTOR", f"{p.first} {p.last}")
        if form == "prof":
            return "Prof " + M("DOCTOR", p.last)
        if form == "cred":
            return M("DOCTOR", f"{p.first} {p.last}") + ", " + cred
        if form == "cred_nocomma":
            return M("DOCTOR", f"{p.first} {p.last}") + " " + cred
        if form == "init_cred":
            return M("DOCTOR", f"{p.first[0]}. {p.last}") + ", " + cred
        if form == "sf_cred":
            return M("DOCTOR", f"{p.last}, {p.first}") + " " + cred
        if form == "full":
            return M("DOCTOR", f"{p.first} {p.last}")
        if form == "last":
            return M("DOCTOR", p.last)
        if form == "first":
            return M("DOCTOR", p.first)
        if form == "init2":
            return M("DOCTOR", f"{p.first[0]}{p.last[0]}")
        if form == "initlow":
            return M("DOCTOR", f"{p.first[0]}{p.last[0]}".lower())
        if form == "fml":
            return M("DOCTOR", f"{p.first} {p.mid}. {p.last}")
        raise ValueError(form)

    def rn(self, i, form=None):
        r = self.r
        cred = r.choice(["RN", "RN", "RN, BSN", "RN, CEN", "BSN, RN"])
        form = form or r.choice(["cred", "cred_nocomma", "init_cred", "sf_cred"])
        return self.dr(i, form, cred)

    def famn(self, k, form=None):
        rel, p = self.fam[k % len(self.fam)]
        r = self.r
        form = form or r.choice(["full", "first", "first", "title", "fml"])
        return self.nm(p, "FAMILY", form)

    def rel(self, k):
        return self.fam[k % len(self.fam)][0]

    def user(self, i):
        p = self.staff[i % len(self.staff)]
        r = self.r
        f = r.choice(["{f}{l}", "{f}{l}{n}", "{l}{f1}", "{f}.{l}", "{l}{n}", "{f1}{l}_{n}"])
        ln = "".join(ch for ch in p.last.lower() if ch.isalnum())[:8]
        v = f.format(f=p.first[0].lower(), l=ln, f1=p.first.lower()[:3], n=r.randint(1, 99))
        return M("USERNAME", v)

    # ---------- dates / ages ----------
    def d(self, date=None, style=None, off=0):
        r = self.r
        date = (date or self.visit) + dt.timedelta(days=off)
        style = style or r.choice(["mdY", "mdY", "mdy", "iso", "long", "dMonY", "MonD", "wd_md"])
        m, dd, y = date.month, date.day, date.year
        wd = WDAYS[date.weekday()]
        s = {
            "mdY": f"{m:02d}/{dd:02d}/{y}",
            "mdY1": f"{m}/{dd}/{y}",
            "mdy": f"{m}/{dd}/{y % 100:02d}",
            "iso": f"{y}-{m:02d}-{dd:02d}",
            "long": f"{MONTHS[m - 1]} {dd}, {y}",
            "dMonY": f"{dd} {MONTHS[m - 1][:3]} {y}",
            "DMONY": f"{dd:02d}{MONTHS[m - 1][:3].upper()}{y}",
            "MonD": f"{MONTHS[m - 1][:3]} {dd}",
            "wd_md": f"{wd[:3]} {m}/{dd}",
            "wd_long": f"{wd}, {MONTHS[m - 1]} {dd}, {y}",
            "md": f"{m}/{dd}",
            "my": f"{MONTHS[m - 1]} {y}",
            "y": f"{y}",
            "wd": wd,
            "mdY_dash": f"{m:02d}-{dd:02d}-{y}",
        }[style]
        return M("DATE", s)

    def dob_s(self, style=None):
        return self.d(self.dob, style or self.r.choice(["mdY", "mdY1", "iso", "long", "dMonY"]))

    def ag(self, form=None, age=None):
        r = self.r
        a = self.age if age is None else age
        sx = self.sex if age is None else r.choice("MF")
        form = form or r.choice(["yo", "yo_nos", "y/o", "year-old", "sexF", "slash", "glued", "words"])
        A = lambda v: M("AGE", v)
        if form == "yo":
            return A(a) + " yo"
        if form == "yo_nos":
            return A(a) + "yo"
        if form == "y/o":
            return A(a) + " y/o"
        if form == "year-old":
            return A(a) + "-year-old"
        if form == "sexF":
            return A(a) + " " + sx
        if form == "slash":
            return A(a) + "/" + sx
        if form == "glued":
            return A(a) + sx
        if form == "words":
            return A(num_words(a)) + "-year-old"
        if form == "bare":
            return A(a)
        raise ValueError(form)

    # ---------- places ----------
    def street_addr(self):
        r = self.r
        s = f"{r.randint(2, 9899)} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX)}"
        if r.random() < .3:
            s += r.choice([", Apt ", " Apt ", " Unit ", ", #"]) + r.choice([str(r.randint(1, 40)),
                                                                             f"{r.randint(1, 9)}{r.choice('ABCD')}"])
        return s

    def addr(self, one_line=True):
        r = self.r
        st = self.state[0] if r.random() < .25 else self.state[1]
        zp = self.zip if r.random() < .8 else self.zip + "-%04d" % r.randint(1, 9999)
        sep = ", " if one_line else "\n"
        return (M("STREET", self.street) + sep + M("CITY", self.city) + ", " + M("STATE", st) + " " + M("ZIP", zp))

    def st(self):
        return M("STATE", self.state[1] if self.r.random() < .6 else self.state[0])

    def room(self):
        r = self.r
        v = r.choice([str(r.randint(1, 48)), f"{r.randint(1, 30)}{r.choice('AB')}", f"H{r.randint(1, 12)}",
                      f"{r.randint(2, 9)}{r.randint(10, 40)}"])
        return M("LOCATION_OTHER", v)

    # ---------- contacts ----------
    def phone_raw(self, area=None):
        r = self.r
        a = area or r.choice(P.AREA_CODES)
        line = "01%02d" % r.randint(0, 99)
        f = r.choice(["({a}) 555-{l}", "{a}-555-{l}", "{a}.555.{l}", "+1 {a} 555 {l}", "{a}-555-{l}",
                      "1-{a}-555-{l}", "555-{l}"])
        return f.format(a=a, l=line)

    def ph(self, ext=False):
        v = self.phone_raw()
        if ext or self.r.random() < .12:
            v += self.r.choice([" ext. ", " x", " ext "]) + str(self.r.randint(10, 9999))
        return M("PHONE", v)

    def fax(self):
        return M("FAX", self.phone_raw())

    def pager(self):
        r = self.r
        return M("PHONE", r.choice([f"{r.randint(2, 8)}-{r.randint(1000, 9999)}", str(r.randint(10000, 99999))]))

    def ext(self):
        return M("PHONE", str(self.r.randint(2000, 7999)))

    def email(self, p=None):
        r = self.r
        p = p or self.pt
        loc = r.choice(["{f}.{l}", "{f}{l}", "{f1}{l}{n}", "{l}.{f1}"]).format(
            f=p.first.lower(), l=p.last.lower().replace("'", ""), f1=p.first[0].lower(), n=r.randint(1, 99))
        loc = "".join(ch for ch in loc if ch.isascii())
        return M("EMAIL", f"{loc}@example.{r.choice(['com', 'org', 'net'])}")

    def url(self):
        r = self.r
        host = r.choice(["www.example.org", "example.com", "www.example.net", "example.org",
                         "https://www.example.com", "https://example.org", "http://example.net"])
        path = r.choice(["/portal", "/mychart/login", "/ed/followup", "/results", "/patient-portal/signin",
                         "/uc/kettlecreek", "/billing/pay", "/discharge/" + str(r.randint(1000, 9999))])
        return M("URL", host + path)

    def ip(self):
        r = self.r
        v = r.choice([f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                      f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                      f"192.168.{r.randint(0, 255)}.{r.randint(1, 254)}"])
        return M("IPADDR", v)

    # ---------- identifiers ----------
    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def letters(self, n, alpha="ABCDEFGHJKLMNPRSTUVWXYZ"):
        return "".join(self.r.choice(alpha) for _ in range(n))

    def mk_mrn(self):
        r = self.r
        return r.choice(["E" + self.digits(7), "00" + self.digits(6), self.letters(3) + self.digits(6),
                         self.digits(3) + "-" + self.digits(2) + "-" + self.digits(3), self.digits(9)])

    def mk_acct(self):
        r = self.r
        return r.choice([self.digits(10), "V" + self.digits(8), self.digits(4) + "-" + self.digits(4),
                         f"ENC-{self.visit.year}-{self.digits(6)}", "HAR" + self.digits(9)])

    def MRN(self):
        return M("MRN", self.mrn)

    def ACCT(self):
        return M("ACCOUNT", self.acct)

    def ssn(self):
        r = self.r
        a = r.choice(["9" + self.digits(2), "000"])
        return M("SSN", f"{a}-{self.digits(2)}-{self.digits(4)}")

    def plan(self):
        r = self.r
        return M("HEALTHPLAN", r.choice([self.letters(3) + self.digits(6), "W" + self.digits(9),
                                         self.digits(3) + self.letters(2) + self.digits(5),
                                         "MCD" + self.digits(8)]))

    def group(self):
        return M("HEALTHPLAN", self.r.choice(["G" + self.digits(5), self.digits(6), "GRP-" + self.digits(4)]))

    def npi(self):
        return M("LICENSE", "1" + self.digits(9))

    def dea(self):
        return M("LICENSE", self.letters(2) + self.digits(7))

    def medlic(self):
        return M("LICENSE", self.r.choice(["MED." + self.digits(6), "RN" + self.digits(7),
                                           "LIC-" + self.digits(5), "P" + self.digits(6)]))

    def dl(self):
        return M("LICENSE", self.r.choice([self.letters(1) + self.digits(3) + "-" + self.digits(4) + "-" +
                                           self.digits(4), self.digits(9), self.letters(2) + self.digits(6)]))

    def device(self):
        r = self.r
        return M("DEVICE", r.choice([self.letters(3) + self.digits(6), "SN" + self.digits(8),
                                     self.letters(2) + self.digits(1) + "-" + self.digits(8),
                                     "TX-" + self.digits(4) + "-" + self.letters(1)]))

    def plate(self):
        r = self.r
        return M("VEHICLE", r.choice([self.digits(1) + self.letters(3) + self.digits(3),
                                      self.letters(3) + "-" + self.digits(4), self.letters(2) + self.digits(5)]))

    def vin(self):
        return M("VEHICLE", self.letters(1, "123459JKLSW") + self.letters(16, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"))

    def bio(self):
        r = self.r
        return M("BIOID", r.choice(["FP-" + self.digits(5), "PV-" + self.digits(8), "BIO-" + self.digits(2) +
                                    self.letters(1) + self.digits(4), "IRS" + self.digits(7)]))

    def idn(self, kind="acc"):
        r = self.r
        y = self.visit.year
        v = {
            "acc": r.choice([f"S{y % 100}-{self.digits(4)}", "RAD" + self.digits(8), f"CT{y % 100}{self.digits(6)}"]),
            "case": f"PC-{y % 100}-{self.digits(6)}",
            "incident": r.choice([f"I-{y}-{self.digits(7)}", f"{y % 100}-{self.digits(6)}", "RUN" + self.digits(7)]),
            "police": r.choice([f"RPT {y % 100}-{self.digits(6)}", f"{y % 100}-{self.digits(5)}"]),
            "kit": f"SAK-{y}-{self.digits(4)}",
            "blood": "W" + self.digits(4) + " " + self.digits(2) + " " + self.digits(6),
            "bedreq": "BR-" + self.digits(5),
            "transfer": f"TC-{self.digits(6)}-{self.digits(2)}",
            "spec": r.choice(["SP" + self.digits(7), f"M{y % 100}-{self.digits(5)}"]),
            "badge": r.choice(["#" + self.digits(4), self.digits(4)]),
            "interp": self.digits(5),
        }[kind]
        if kind == "badge" and v.startswith("#"):
            return "#" + M("IDNUM", v[1:])
        return M("IDNUM", v)

    # ---------- orgs ----------
    def hosp_m(self, which=1):
        return M("HOSPITAL", self.hosp if which == 1 else self.hosp2)

    def org(self, pool=None):
        return M("ORGANIZATION", self.r.choice(pool or P.EMPLOYERS))

    def job(self):
        return M("PROFESSION", self.prof)


def clock(r, colon=True):
    h, m = r.randint(0, 23), r.randint(0, 59)
    return f"{h:02d}:{m:02d}" if colon else f"{h:02d}{m:02d}"


def lab_val(r, lab):
    name, lo, hi, unit, rng_, dp = lab
    v = r.uniform(lo, hi)
    return f"{v:.{dp}f}" if dp else str(int(round(v)))


def labs_inline(r, n=None, ranges=False):
    sel = r.sample(LABS, n or r.randint(5, 10))
    parts = []
    for lab in sel:
        s = f"{lab[0]} {lab_val(r, lab)}"
        if ranges and r.random() < .5:
            s += f" ({lab[4]})"
        if lab[3] and r.random() < .4:
            s += f" {lab[3]}"
        parts.append(s)
    return r.choice([", ", "; ", "  "]).join(parts)


def labs_table(r, style="pipe", n=None):
    sel = r.sample(LABS, n or r.randint(6, 11))
    rows = [(lab[0], lab_val(r, lab), lab[3] or "-", lab[4]) for lab in sel]
    if style == "pipe":
        out = ["| Test | Result | Units | Ref range |", "|---|---|---|---|"]
        out += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows]
    elif style == "tab":
        out = ["Test\tResult\tUnits\tRef"] + ["\t".join(x) for x in rows]
    elif style == "csv":
        out = ["test,result,units,ref"] + [",".join(x) for x in rows]
    else:
        out = [f"{'TEST':<12}{'RESULT':>8}  {'UNITS':<8}{'REF':<10}"]
        out += [f"{a:<12}{b:>8}  {c:<8}{d:<10}" for a, b, c, d in rows]
    return "\n".join(out)


def vitals(r, style=None):
    hr, sbp, dbp, rr = r.randint(52, 148), r.randint(84, 196), r.randint(44, 112), r.randint(10, 32)
    sp, t = r.randint(84, 100), r.uniform(35.6, 40.1)
    style = style or r.choice(["a", "b", "c", "d"])
    if style == "a":
        return f"HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sp}% on RA, T {t:.1f} C"
    if style == "b":
        return f"T {t:.1f} HR {hr} BP {sbp}/{dbp} RR {rr} SpO2 {sp}%"
    if style == "c":
        return f"BP: {sbp}/{dbp} | HR: {hr} | RR: {rr} | SpO2: {sp}% | Temp: {t * 9 / 5 + 32:.1f} F"
    return f"Vitals: T {t:.1f}, HR {hr}, RR {rr}, BP {sbp}/{dbp}, SpO2 {sp}% 2L NC"


def med(r):
    d, sig = r.choice(DRUGS)
    return f"{d} {sig}"


def meds_list(r, n=None, bullet="- "):
    return "\n".join(bullet + med(r) for _ in range(n or r.randint(2, 5)))


def score(r):
    return r.choice(SCORES)


def epo(r):
    return r.choice(EPONYMS)


def icd(r, with_desc=True):
    c, d = r.choice(ICD)
    return f"{c} {d}" if with_desc else c


_ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
         "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def num_words(n):
    if n < 20:
        return _ONES[n]
    t, o = divmod(n, 10)
    return _TENS[t] + ("-" + _ONES[o] if o else "")


# ---------------- hard negatives (never annotated) ----------------
LABS = [("Na", 132, 146, "mmol/L", "135-145", 0), ("K", 3.1, 5.6, "mmol/L", "3.5-5.1", 1),
        ("Cl", 95, 110, "mmol/L", "98-107", 0), ("HCO3", 14, 29, "mmol/L", "22-29", 0),
        ("BUN", 6, 48, "mg/dL", "7-20", 0), ("Cr", 0.5, 2.9, "mg/dL", "0.6-1.2", 2),
        ("Glu", 62, 420, "mg/dL", "70-99", 0), ("WBC", 3.1, 21.5, "K/uL", "4.0-11.0", 1),
        ("Hgb", 7.2, 17.1, "g/dL", "12.0-16.0", 1), ("Hct", 22, 51, "%", "36-48", 0),
        ("Plt", 88, 460, "K/uL", "150-400", 0), ("INR", 0.9, 3.8, "", "0.8-1.2", 1),
        ("Lactate", 0.6, 6.4, "mmol/L", "0.5-2.0", 1), ("Lipase", 12, 640, "U/L", "10-60", 0),
        ("AST", 11, 190, "U/L", "10-40", 0), ("ALT", 9, 210, "U/L", "7-56", 0),
        ("Troponin I", 0.01, 2.4, "ng/mL", "<0.04", 2), ("Mg", 1.4, 2.6, "mg/dL", "1.7-2.2", 1),
        ("Ca", 7.9, 10.8, "mg/dL", "8.5-10.5", 1), ("CK", 60, 9800, "U/L", "30-200", 0),
        ("TSH", 0.2, 8.1, "mIU/L", "0.4-4.0", 2), ("BNP", 15, 1900, "pg/mL", "<100", 0),
        ("PTT", 24, 48, "s", "25-35", 0), ("EtOH", 0, 310, "mg/dL", "<10", 0)]

DRUGS = [("ondansetron", "4 mg IV q6h PRN nausea"), ("ibuprofen", "600 mg PO q6h PRN"),
         ("acetaminophen", "1000 mg PO x1"), ("ceftriaxone", "1 g IV daily"), ("lorazepam", "1 mg IV x1"),
         ("haloperidol", "5 mg IM x1"), ("naloxone", "0.4 mg IV"), ("aspirin", "324 mg PO chewed"),
         ("nitroglycerin", "0.4 mg SL q5min x3"), ("ketorolac", "15 mg IV x1"), ("morphine", "4 mg IV q4h PRN"),
         ("fentanyl", "50 mcg IV x1"), ("diphenhydramine", "25 mg IV"), ("methylprednisolone", "125 mg IV"),
         ("albuterol", "2.5 mg neb q20min x3"), ("metoprolol", "25 mg PO BID"), ("lisinopril", "10 mg PO daily"),
         ("metformin", "500 mg PO BID"), ("atorvastatin", "40 mg PO nightly"), ("heparin", "5000 units SC q8h"),
         ("olanzapine", "10 mg IM x1"), ("azithromycin", "500 mg PO x1"), ("cephalexin", "500 mg PO QID x7 days"),
         ("prednisone", "40 mg PO daily x5 days"), ("famotidine", "20 mg IV"), ("epinephrine", "0.3 mg IM"),
         ("tranexamic acid", "1 g IV over 10 min"), ("levetiracetam", "1500 mg IV"),
         ("potassium chloride", "40 mEq PO x1"), ("magnesium sulfate", "2 g IV over 1 h")]

SCORES = ["GCS 15 (E4V5M6)", "GCS 14", "GCS 9 (E2V3M4)", "NEWS2 3", "NEWS2 6", "Wells score 1.5", "Wells 4",
          "HEART score 3", "HEART score 6", "ESI 2", "ESI 3", "CIWA-Ar 12", "COWS 9", "NIHSS 4", "qSOFA 1",
          "PERC negative", "CURB-65 1", "Centor 3", "RASS -1", "PHQ-9 18", "APGAR 8/9", "ISS 17", "RTS 7.84",
          "Canadian CT Head Rule negative", "PECARN low risk", "ABCD2 score 2", "Revised Trauma Score 12"]

EPONYMS = ["Murphy's sign negative", "Babinski sign absent bilaterally", "Foley catheter placed",
           "no Kernig or Brudzinski sign", "Parkinson's disease", "Bell's palsy ruled out",
           "Baker's cyst on prior US", "King-Devick test abnormal", "Colles fracture", "Wernicke's encephalopathy",
           "McMurray test negative", "Tinel sign positive at wrist", "Kussmaul respirations", "Cushing's triad absent",
           "Beck's triad absent", "Rovsing sign negative", "Graves' disease", "Crohn's disease", "Down syndrome",
           "Lyme disease", "Battle sign absent", "no raccoon eyes, no Battle sign", "Homans sign negative",
           "Glasgow Coma Scale", "Rumack-Matthew nomogram", "Hodgkin lymphoma in remission", "Addison's disease",
           "Alzheimer's dementia", "Ottawa ankle rules", "Romberg negative", "Trendelenburg position",
           "Sellick maneuver", "Mallampati II", "Allen test normal", "Brown-Sequard pattern absent"]

ICD = [("R07.9", "Chest pain, unspecified"), ("R10.9", "Abdominal pain, unspecified"),
       ("S06.0X0A", "Concussion w/o LOC, initial"), ("T39.1X1A", "Poisoning by 4-aminophenol derivatives, accidental"),
       ("F32.9", "Major depressive disorder, single episode"), ("R45.851", "Suicidal ideations"),
       ("T74.21XA", "Adult sexual abuse, confirmed, initial"), ("Z04.41", "Exam following alleged adult rape"),
       ("S52.501A", "Fracture of lower end of right radius"), ("I21.4", "NSTEMI"), ("J45.901", "Asthma exacerbation"),
       ("R55", "Syncope and collapse"), ("S61.412A", "Laceration of left hand"), ("N39.0", "UTI, site not specified"),
       ("J02.0", "Streptococcal pharyngitis"), ("S93.401A", "Sprain of right ankle"), ("T78.40XA", "Allergy, unspecified"),
       ("F10.239", "Alcohol dependence with withdrawal"), ("R56.9", "Unspecified convulsions"),
       ("T40.2X1A", "Poisoning by other opioids, accidental"), ("F20.9", "Schizophrenia, unspecified"),
       ("S27.0XXA", "Traumatic pneumothorax"), ("R51.9", "Headache, unspecified")]
