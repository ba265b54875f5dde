"""Core pieces: the span-recording Doc, people, note context, shared blocks."""
import datetime

import pools as P
import phi as X

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID",
    "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
TYPES = list(TYPE2LABEL)


class Doc:
    """Text built piece by piece; PHI pieces are recorded as spans when appended."""

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def t(self, *parts):
        for p in parts:
            if p is None:
                continue
            if isinstance(p, list):
                self.t(*p)
            elif isinstance(p, tuple):
                self._phi(p[0], p[1])
            else:
                self.buf.append(p)
                self.n += len(p)
        return self

    def _phi(self, value, typ):
        if typ not in TYPE2LABEL:
            raise ValueError(typ)
        if not value or value != value.strip():
            raise ValueError("bad PHI value %r" % value)
        self.spans.append({"start": self.n, "end": self.n + len(value),
                           "label": TYPE2LABEL[typ], "type": typ, "text": value})
        self.buf.append(value)
        self.n += len(value)

    def cell(self, part, width, sep=""):
        """Append part (str, tuple or list) and pad with spaces to width."""
        self.t(part)
        self.t(" " * max(1, width - plen(part)) + sep)

    def text(self):
        return "".join(self.buf)


def plen(part):
    if part is None:
        return 0
    if isinstance(part, list):
        return sum(plen(x) for x in part)
    if isinstance(part, tuple):
        return len(part[0])
    return len(part)


def ptext(part):
    if part is None:
        return ""
    if isinstance(part, list):
        return "".join(ptext(x) for x in part)
    if isinstance(part, tuple):
        return part[0]
    return part


# ---------------------------------------------------------------- people

class Person:
    def __init__(self, first, last, sex, mi=""):
        self.first, self.last, self.sex, self.mi = first, last, sex, mi

    @property
    def full(self):
        return "%s %s" % (self.first, self.last)

    @property
    def full_mi(self):
        return "%s %s. %s" % (self.first, self.mi, self.last) if self.mi else self.full

    @property
    def initials(self):
        return self.first[0] + self.last[0]


def new_person(rng, sex=None, last=None):
    sex = sex or rng.choice("MF")
    first = rng.choice(P.MALE_FIRST if sex == "M" else P.FEMALE_FIRST)
    last = last or rng.choice(P.SURNAMES)
    mi = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.5 else ""
    return Person(first, last, sex, mi)


ROLE_CREDS = {"md": P.CREDS_MD, "fellow": ["MD", "DO"], "np": P.CREDS_NP, "pa": P.CREDS_PA,
              "rn": P.CREDS_RN, "tech": P.CREDS_TECH, "sono": P.CREDS_SONO, "ep": P.CREDS_EP,
              "ex": P.CREDS_EX, "pharm": P.CREDS_PHARM, "surg": ["MD", "MD, FACS", "DO"],
              "anes": ["MD", "DO", "CRNA"], "sw": ["LCSW", "MSW"], "rd": ["RD", "RDN, LD"],
              "clerk": [""], "scribe": [""], "pt": ["PT, DPT", "PT"]}


def new_staff(rng, role):
    s = new_person(rng)
    s.role = role
    s.cred = rng.choice(ROLE_CREDS[role])
    s.user = X.username(rng, s.first, s.last)
    s.pager = X.pager(rng)
    s.npi = X.npi(rng)
    return s


def new_patient(rng, ctx, sex=None, age=None):
    p = new_person(rng, sex)
    if age is None:
        age = rng.choice([rng.randint(28, 59), rng.randint(50, 79), rng.randint(55, 89),
                          rng.randint(60, 84), rng.randint(88, 101)])
    p.age = age
    bday = datetime.date(ctx.date.year - age, rng.randint(1, 12), rng.randint(1, 28))
    if bday > datetime.date(ctx.date.year - age, ctx.date.month, min(ctx.date.day, 28)):
        bday = datetime.date(bday.year - 1, bday.month, bday.day)
    p.dob = bday
    p.mrn = X.mrn(rng, ctx.mrn_style)
    p.acct = X.account(rng)
    p.street = street(rng)
    p.city = rng.choice(ctx.cities)
    p.state = ctx.state if rng.random() < 0.85 else rng.choice(P.STATES)
    p.zip = X.zipcode(rng)
    p.phone = X.phone(rng, ctx.area)
    p.cell = X.phone(rng, ctx.area)
    p.email = X.email(rng, p.first, p.last)
    p.ssn = X.ssn(rng)
    p.insurer = rng.choice(P.INSURERS)
    p.member = X.healthplan(rng)
    p.group = X.group_no(rng)
    p.prof = rng.choice(P.PROFESSIONS)
    p.employer = rng.choice(P.EMPLOYERS)
    p.retired = age >= 66 and rng.random() < 0.7
    if (p.retired or age > 30) and "student" in p.prof:
        p.prof = rng.choice(["accountant", "bookkeeper", "electrician", "nurse's aide", "bus driver"])
    p.country = rng.choice(P.COUNTRIES)
    p.nick = P.NICK.get(p.first)
    p.pcp = new_staff(rng, "md")
    p.pharmacy = rng.choice(P.PHARMACIES)
    p.fam = []
    for _ in range(rng.randint(1, 3)):
        p.fam.append(new_family(rng, p))
    return p


REL_M = ["husband", "son", "brother", "nephew", "partner", "grandson", "friend", "neighbor"]
REL_F = ["wife", "daughter", "sister", "niece", "partner", "granddaughter", "friend", "neighbor"]


def new_family(rng, p):
    sex = rng.choice("MF")
    rel = rng.choice(REL_M if sex == "M" else REL_F)
    if rel in ("husband", "wife") and p.sex == sex and rng.random() < 0.7:
        rel = "son" if sex == "M" else "daughter"
    same = rel in ("son", "daughter", "brother", "sister", "grandson", "granddaughter") and rng.random() < 0.6
    f = new_person(rng, sex, p.last if same else None)
    f.rel = rel
    f.phone = X.phone(rng)
    f.prof = rng.choice(P.PROFESSIONS)
    return f


def street(rng):
    num = rng.choice([rng.randint(2, 99), rng.randint(100, 999), rng.randint(1000, 19999)])
    s = "%d %s %s" % (num, rng.choice(P.STREET_NAMES), rng.choice(P.STREET_SUFFIX))
    if rng.random() < 0.3:
        s += rng.choice([", ", " "]) + rng.choice(P.STREET_UNIT).format(n=rng.randint(1, 40))
    return s


class Ctx:
    pass


def new_ctx(rng):
    c = Ctx()
    c.rng = rng
    c.hospital = rng.choice(P.HOSPITALS)
    c.hshort = P.HOSP_SHORT.get(c.hospital)
    c.state = rng.choice(P.STATES)
    c.area = rng.choice(P.AREA_CODES)
    c.cities = rng.sample(P.CITIES, 5) + [rng.choice(P.COUNTIES)]
    c.city = c.cities[0]
    c.date = X.rand_date(rng)
    c.mrn_style = rng.randint(0, 6)
    c.unit = unit_name(rng)
    return c


def unit_name(rng):
    n = rng.randint(2, 9)
    b = rng.choice(P.UNIT_BLDG)
    return rng.choice(["%s %d" % (b, n), "%d West" % n, "%d East" % n, "%d North" % n, "%d South" % n,
                       "%s %d West" % (b, n), "%s %dE" % (b, n), "%dW" % n, "%d%s" % (n, rng.choice("ABC")),
                       "%s Pavilion %d" % (b, n), "%s %d North" % (b, n)])


def hosp(rng, ctx):
    """Hospital name or its short form, as a span part."""
    if ctx.hshort and rng.random() < 0.3:
        return (ctx.hshort, "HOSPITAL")
    return (ctx.hospital, "HOSPITAL")


# ---------------------------------------------------------------- name formats

PT_STYLES = ["full", "full", "full_mi", "last_first", "LAST_FIRST", "LAST_FIRST_MI", "title",
             "title", "first", "initials"]


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def pname(rng, p, style=None):
    style = style or rng.choice(PT_STYLES)
    if style == "full":
        return [(p.full, "PATIENT")]
    if style == "full_mi":
        return [(p.full_mi, "PATIENT")]
    if style == "last_first":
        return [("%s, %s" % (p.last, p.first), "PATIENT")]
    if style == "LAST_FIRST":
        return [("%s, %s" % (p.last.upper(), p.first.upper()), "PATIENT")]
    if style == "LAST_FIRST_MI":
        v = "%s, %s" % (p.last.upper(), p.first.upper())
        if p.mi:
            v += " " + p.mi
        return [(v, "PATIENT")]
    if style == "title":
        t = rng.choice(["Mr. ", "Mr "] if p.sex == "M" else ["Mrs. ", "Ms. ", "Ms ", "Mrs "])
        return [t, (p.last, "PATIENT")]
    if style == "last":
        return [(p.last, "PATIENT")]
    if style == "first":
        if p.nick and rng.random() < 0.5:
            return [(p.nick, "PATIENT")]
        return [(p.first, "PATIENT")]
    if style == "initials":
        return [(rng.choice(["%s.%s." % (p.first[0], p.last[0]), "%s%s" % (p.first[0], p.last[0])]), "PATIENT")]
    if style == "first_li":
        return [("%s %s." % (p.first, p.last[0]), "PATIENT")]
    raise ValueError(style)


def pref(rng, p):
    """Short in-text reference: Mr./Ms. Last, or first name, or 'the patient'."""
    r = rng.random()
    if r < 0.55:
        return pname(rng, p, "title")
    if r < 0.7:
        return pname(rng, p, "first")
    if r < 0.8:
        return pname(rng, p, "full")
    return ["the patient" if rng.random() < 0.5 else "pt"]


DR_STYLES = ["dr_last", "dr_last", "dr_full", "full_cred", "full_cred", "init_cred", "last",
             "LAST_FIRST", "full"]


def dname(rng, s, style=None):
    style = style or rng.choice(DR_STYLES)
    cred = s.cred
    is_dr = s.role in ("md", "fellow", "surg") or (s.role == "anes" and cred != "CRNA")
    if style.startswith("dr_") and not is_dr:
        style = "full_cred"
    if style == "dr_last":
        return [rng.choice(["Dr. ", "Dr ", "Dr. "]), (s.last, "DOCTOR")]
    if style == "dr_full":
        return [rng.choice(["Dr. ", "Dr "]), (s.full, "DOCTOR")]
    if style == "full_cred":
        return [(s.full, "DOCTOR"), (", " + cred) if cred else ""]
    if style == "init_cred":
        return [("%s. %s" % (s.first[0], s.last), "DOCTOR"), (" " + cred) if cred else ""]
    if style == "last":
        return [(s.last, "DOCTOR")]
    if style == "LAST_FIRST":
        return [("%s, %s" % (s.last.upper(), s.first.upper()), "DOCTOR")]
    if style == "full":
        return [(s.full, "DOCTOR")]
    if style == "first":
        return [(s.first, "DOCTOR")]
    if style == "first_li":
        return [("%s %s." % (s.first, s.last[0]), "DOCTOR")]
    if style == "initials":
        return [(s.first[0] + s.last[0], "DOCTOR")]
    raise ValueError(style)


def fname(rng, f, style=None):
    style = style or rng.choice(["first", "first", "full", "full"])
    if style == "first":
        return [(f.first, "FAMILY")]
    return [(f.full, "FAMILY")]


SEXW = {"M": ["M", "M", "male", "man", "gentleman", "m"], "F": ["F", "F", "female", "woman", "lady", "f"]}


def age_expr(rng, p, style=None):
    a = str(p.age)
    style = style or rng.choice(["yo", "yo_word", "yof", "year_old", "yo_slash", "compact", "age"])
    sx = p.sex
    if style == "yo":
        return [(a, "AGE"), " yo " + rng.choice(SEXW[sx][:3])]
    if style == "yo_word":
        return [(a, "AGE"), rng.choice(["yo ", " y.o. ", " yo "]) + SEXW[sx][2]]
    if style == "yof":
        return [(a, "AGE"), "yo" + sx]
    if style == "year_old":
        return [(a, "AGE"), "-year-old " + rng.choice(SEXW[sx][2:5])]
    if style == "yo_slash":
        return [(a, "AGE"), " y/o " + SEXW[sx][0]]
    if style == "compact":
        return [(a, "AGE"), sx]
    if style == "age":
        return ["age ", (a, "AGE")]
    if style == "slash":
        return [(a, "AGE"), "/" + sx]
    if style == "bare":
        return [(a, "AGE")]
    raise ValueError(style)


def address(rng, p, style=None, country=False):
    style = style or rng.choice(["line", "line", "multi"])
    st_part = (p.state[1], "STATE") if rng.random() < 0.8 else (p.state[0], "STATE")
    tail = [(p.city, "CITY"), ", ", st_part, " ", (p.zip, "ZIP")]
    if country:
        tail += [rng.choice([", ", " "]), (rng.choice(["USA", "United States", "U.S.A"]), "COUNTRY")]
    if style == "line":
        return [(p.street, "STREET"), ", "] + tail
    return [(p.street, "STREET"), "\n"] + tail


# ---------------------------------------------------------------- shared blocks

def dt(rng, d, style=None):
    return (X.fdate(rng, d, style), "DATE")


def sign_block(doc, rng, ctx, s, d=None, kind=None):
    d = d or ctx.date
    kind = kind or rng.choice(["esig", "esig", "npi", "dash", "dict", "audit", "pager"])
    if kind == "esig":
        doc.t("Electronically signed by ", dname(rng, s, "full_cred"), " on ", dt(rng, d),
              " at ", X.ftime(rng), "\n")
    elif kind == "npi":
        doc.t("Signed: ", dname(rng, s, "full_cred"), " | NPI ", (s.npi, "LICENSE"), " | ",
              dt(rng, d), " ", X.ftime(rng, "colon"), "\n")
    elif kind == "dash":
        doc.t("-- ", dname(rng, s, rng.choice(["full_cred", "init_cred"])), ", pager ",
              (s.pager, "PHONE"), "\n")
    elif kind == "dict":
        tx = new_person(rng)
        doc.t(dname(rng, s, "full_cred"), "\n", (s.initials.upper(), "DOCTOR"), "/",
              (tx.initials.lower(), "DOCTOR"), "  D: ", dt(rng, d, "mdy2z"), "  T: ",
              dt(rng, X.shift(d, rng.randint(0, 2)), "mdy2z"), "\n")
    elif kind == "audit":
        doc.t("Signed by ", dname(rng, s, "full_cred"), " (user ", (s.user, "USERNAME"), ") ",
              dt(rng, d), " ", X.ftime(rng, "colon"), " from workstation ",
              (X.ipaddr(rng), "IPADDR"), "\n")
    elif kind == "pager":
        doc.t(dname(rng, s, "full_cred"), "\n", rng.choice(["Pager ", "Pgr: ", "Beeper "]),
              (s.pager, "PHONE"), rng.choice([" | Cell ", " / office "]),
              (X.phone(rng, ctx.area), "PHONE"), "\n")


def cc_block(doc, rng, ctx, people):
    doc.t("cc: ")
    for i, s in enumerate(people):
        if i:
            doc.t("; ")
        doc.t(dname(rng, s, rng.choice(["dr_last", "full_cred"])))
        if rng.random() < 0.5:
            doc.t(", ", (rng.choice(P.CLINICS), "HOSPITAL"))
        if rng.random() < 0.5:
            doc.t(" (fax ", (X.phone(rng, ctx.area), "FAX"), ")")
    doc.t("\n")


def header_block(doc, rng, ctx, p, fields, sep=None, width=None):
    """Generic key: value header. fields: list of keys among a known set."""
    sep = sep or rng.choice([": ", ": ", ":  ", " - "])
    for k in fields:
        label, val = header_field(rng, ctx, p, k)
        if val is None:
            continue
        if width:
            doc.t(label + ":" + " " * max(1, width - len(label) - 1))
        else:
            doc.t(label + sep)
        doc.t(val, "\n")


def header_field(rng, ctx, p, k):
    if k == "name":
        return rng.choice(["Patient", "Patient Name", "Name", "PT"]), pname(rng, p, rng.choice(
            ["full", "full_mi", "last_first", "LAST_FIRST", "LAST_FIRST_MI"]))
    if k == "dob":
        return rng.choice(["DOB", "Date of Birth", "D.O.B."]), [dt(rng, p.dob, rng.choice(["mdy", "mdy", "mdy_nz", "iso", "long", "dmy_abbr"]))]
    if k == "age":
        return "Age", [(str(p.age), "AGE"), rng.choice(["", " yrs", " y", " years"])]
    if k == "sex":
        return rng.choice(["Sex", "Gender"]), [rng.choice([p.sex, {"M": "Male", "F": "Female"}[p.sex]])]
    if k == "agesex":
        return rng.choice(["Age/Sex", "Age/Gender"]), [(str(p.age), "AGE"), rng.choice(["/", " / ", " "]), p.sex]
    if k == "mrn":
        return rng.choice(["MRN", "MR#", "Med Rec #", "MRN#"]), [(p.mrn, "MRN")]
    if k == "acct":
        return rng.choice(["Acct", "Account #", "FIN", "Encounter #", "CSN", "Visit #"]), [(p.acct, "ACCOUNT")]
    if k == "ssn":
        return rng.choice(["SSN", "SS#"]), [(p.ssn, "SSN")]
    if k == "phone":
        return rng.choice(["Phone", "Home", "Tel", "Contact #"]), [(p.phone, "PHONE")]
    if k == "email":
        return rng.choice(["Email", "E-mail", "Portal email"]), [(p.email, "EMAIL")]
    if k == "addr":
        return "Address", address(rng, p, "line")
    if k == "ins":
        return rng.choice(["Insurance", "Payer", "Primary Ins"]), [(p.insurer, "ORGANIZATION"),
                                                                   rng.choice([" #", " ID ", " Member ID: ", " / "]),
                                                                   (p.member, "HEALTHPLAN")]
    if k == "pcp":
        return rng.choice(["PCP", "Primary Care", "Referring"]), dname(rng, p.pcp, rng.choice(["dr_last", "full_cred", "dr_full"]))
    if k == "hosp":
        return rng.choice(["Facility", "Location", "Site"]), [hosp(rng, ctx)]
    if k == "date":
        return rng.choice(["Date", "Visit Date", "Date of Service", "DOS"]), [dt(rng, ctx.date)]
    raise ValueError(k)
