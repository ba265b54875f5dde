"""Core: single-pass document builder and per-note context for dev164_en."""
import phi
import pools_places as PP

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


class Doc:
    """Append text pieces; PHI pieces are (value, TYPE) tuples and get their offsets recorded as appended."""

    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def add(self, *parts):
        for p in parts:
            if p is None or p == "":
                continue
            if isinstance(p, str):
                self.buf.append(p)
                self.n += len(p)
            else:
                self.phi(p[0], p[1])
        return self

    def phi(self, val, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        if val.startswith("the "):
            self.add(val[:4])
            val = val[4:]
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % val)
        self.spans.append({"start": self.n, "end": self.n + len(val), "label": LABEL[typ], "type": typ,
                           "text": val})
        self.buf.append(val)
        self.n += len(val)
        return self

    def text(self):
        return "".join(self.buf)


STAFF_ROLES = {
    "UK": [("Consultant Psychiatrist", "Dr", "doc"), ("ST5", "Dr", "doc"), ("CT2", "Dr", "doc"), ("SHO", "Dr", "doc"),
           ("Specialty Doctor", "Dr", "doc"), ("Staff Nurse", "", "nurse"), ("Charge Nurse", "", "nurse"),
           ("Ward Manager", "", "nurse"), ("OT", "", "ot"), ("Clinical Psychologist", "Dr", "psy"),
           ("Pharmacist", "", "ph"), ("HCA", "", "hca"), ("Support Worker", "", "hca"), ("CPN", "", "nurse"),
           ("AMHP", "", "sw"), ("Social Worker", "", "sw"), ("Peer Support Worker", "", "hca")],
    "IE": [("Consultant Psychiatrist", "Dr", "doc"), ("Registrar", "Dr", "doc"), ("SpR", "Dr", "doc"),
           ("NCHD", "Dr", "doc"), ("CNM2", "", "nurse"), ("CNM1", "", "nurse"), ("Staff Nurse", "", "nurse"),
           ("RPN", "", "nurse"), ("OT", "", "ot"), ("Social Worker", "", "sw"), ("Psychologist", "Dr", "psy"),
           ("HCA", "", "hca"), ("Clinical Nurse Specialist", "", "nurse"), ("Authorised Officer", "", "sw")],
    "AU": [("Consultant Psychiatrist", "Dr", "doc"), ("Psychiatry Registrar", "Dr", "doc"), ("RMO", "Dr", "doc"),
           ("CNC", "", "nurse"), ("RN", "", "nurse"), ("MHN", "", "nurse"), ("NUM", "", "nurse"),
           ("Clinical Psychologist", "Dr", "psy"), ("OT", "", "ot"), ("Social Worker", "", "sw"),
           ("Peer Worker", "", "hca"), ("AIN", "", "hca"), ("Case Manager", "", "nurse"),
           ("Aboriginal Mental Health Worker", "", "hca")],
}

RELS = ["mother", "father", "sister", "brother", "partner", "wife", "husband", "son", "daughter", "aunt",
        "grandmother", "friend", "neighbour", "flatmate", "ex-partner", "cousin", "uncle", "stepfather",
        "girlfriend", "boyfriend"]
REL_SEX = {"mother": "F", "father": "M", "sister": "F", "brother": "M", "wife": "F", "husband": "M", "son": "M",
           "daughter": "F", "aunt": "F", "grandmother": "F", "uncle": "M", "stepfather": "M", "girlfriend": "F",
           "boyfriend": "M"}


class Staff:
    def __init__(self, rng, country, role=None):
        roles = STAFF_ROLES[country]
        if role:
            cand = [r for r in roles if r[0] == role] or [(role, "", "nurse")]
            r = cand[0]
        else:
            r = rng.choice(roles)
        self.role, self.title, self.kind = r
        self.p = phi.staff(rng, country)
        self.country = country

    def lic(self, rng):
        k = {"doc": "doc", "nurse": "nurse", "sw": "sw", "psy": "psy"}.get(self.kind, "nurse")
        return phi.license_no(rng, self.country, k)


class Ctx:
    def __init__(self, rng, country=None, age_lo=18, age_hi=80):
        self.rng = rng
        self.country = country or phi.wpick(rng, [("UK", 50), ("IE", 22), ("AU", 28)])
        c = self.country
        self.ref = phi.rand_date(rng)
        self.age = rng.randint(age_lo, age_hi)
        self.dob = phi.dob_for_age(rng, self.ref, self.age)
        self.pt = phi.person(rng, c)
        self.sex = self.pt.sex
        self.he = "he" if self.sex == "M" else "she"
        self.his = "his" if self.sex == "M" else "her"
        self.him = "him" if self.sex == "M" else "her"
        self.street = phi.street(rng, c)
        self.town = phi.town(rng, c)
        self.county = phi.county(rng, c)
        self.state = phi.state(rng, c) if c == "AU" else ""
        self.pc = phi.postcode(rng, c)
        self.mrn = phi.mrn(rng, c)
        self.hp = phi.healthplan(rng, c)
        self.ssn = phi.ssn(rng, c)
        self.phone = phi.phone(rng, c, "mob")
        self.prof = rng.choice(PP.PROFESSIONS)
        self.hosp = rng.choice(PP.HOSPITALS[c])
        self.ward = rng.choice(PP.WARDS[c])
        self.team = rng.choice(PP.TEAMS[c]).format(t=rng.choice(PP.TOWNS[c]))
        self.rc = Staff(rng, c, "Consultant Psychiatrist")
        self.gp = phi.person(rng, c)
        self.practice = rng.choice(PP.PRACTICES)
        self.gp_phone = phi.phone(rng, c, "land")
        self.gp_fax = phi.phone(rng, c, "land")
        rels = RELS
        if self.age > 55:
            rels = [r for r in RELS if r not in ("mother", "father", "grandmother", "stepfather", "uncle", "aunt")]
        elif self.age < 26:
            rels = [r for r in RELS if r not in ("son", "daughter", "wife", "husband")]
        self.nok_rel = rng.choice(rels)
        blood = self.nok_rel in ("mother", "father", "sister", "brother", "son", "daughter", "aunt", "uncle",
                                 "grandmother", "cousin")
        self.nok = phi.person(rng, c, REL_SEX.get(self.nok_rel),
                              origin=self.pt.origin if blood and rng.random() < 0.85 else None)
        if blood and self.nok_rel != "cousin" and rng.random() < 0.7:
            self.nok.last = self.pt.last
        self.nok_phone = phi.phone(rng, c)
        self.dstyle = rng.choice(phi.DATE_STYLES)
        self.lower = False

    # convenience ------------------------------------------------------
    def staff(self, role=None):
        return Staff(self.rng, self.country, role)

    def fam(self, rel=None):
        rel = rel or self.rng.choice(RELS)
        p = phi.person(self.rng, self.country, REL_SEX.get(rel))
        return rel, p

    def d(self, days=0):
        return phi.shift(self.ref, days)


# ---------------------------------------------------------------- emit helpers
def nm(doc, rng, p, typ, style=None):
    pre, val = p.variant(rng, style)
    doc.add(pre, (val, typ))


def dr(doc, rng, s, style=None):
    """A clinician with title kept outside the span."""
    p = s.p if isinstance(s, Staff) else s
    title = s.title if isinstance(s, Staff) else "Dr"
    style = style or rng.choice(["t_last", "t_full", "full", "t_init", "full", "t_last"])
    if style == "t_last" and title:
        doc.add(title + " ", (p.last, "DOCTOR"))
    elif style == "t_full" and title:
        doc.add(title + " ", (p.full(), "DOCTOR"))
    elif style == "t_init" and title:
        doc.add(title + " ", (p.first[0] + ". " + p.last, "DOCTOR"))
    elif style == "inits":
        doc.add((p.inits(False), "DOCTOR"))
    elif style == "first":
        doc.add((p.first, "DOCTOR"))
    else:
        doc.add((p.full(), "DOCTOR"))


def dt(doc, ctx, date, style=None):
    doc.add((phi.fdate(date, style or ctx.dstyle), "DATE"))


def addr(doc, ctx, sep=", ", street=None, town=None, pc=None, with_region=None):
    c = ctx.country
    st = street or ctx.street
    tw = town or ctx.town
    pcd = pc or ctx.pc
    doc.add((st, "STREET"), sep, (tw, "CITY"))
    rng = ctx.rng
    if c == "UK":
        if with_region if with_region is not None else rng.random() < 0.25:
            doc.add(sep, (ctx.county or phi.county(rng, c), "CITY"))
        doc.add(sep if rng.random() < 0.5 else " ", (pcd, "ZIP"))
    elif c == "IE":
        if with_region if with_region is not None else rng.random() < 0.6:
            doc.add(sep, (ctx.county or phi.county(rng, c), "CITY"))
        if rng.random() < 0.8:
            doc.add(sep if rng.random() < 0.5 else " ", (pcd, "ZIP"))
    else:
        st_ = ctx.state or phi.state(rng, c)
        doc.add(" " if sep == ", " and rng.random() < 0.5 else sep, (st_, "STATE"), " ", (pcd, "ZIP"))


def tel(doc, val, typ="PHONE"):
    doc.add((val, typ))


def lowercase(text, spans):
    t = text.lower()
    if len(t) != len(text):
        raise ValueError("lower-casing changed length")
    out = []
    for s in spans:
        s2 = dict(s)
        s2["text"] = s["text"].lower()
        out.append(s2)
    return t, out


def pick(rng, seq, k):
    seq = list(seq)
    rng.shuffle(seq)
    return seq[:k]


def age_str(rng, age, allow_words=True, sex=None):
    """Return list of pieces for an age with its context, e.g. ['', ('34','AGE'), '-year-old']."""
    f = rng.choice(["yo", "year", "aged", "yrs", "y/o", "words", "bracket", "sexcode"])
    a = str(age)
    if f == "words" and allow_words:
        return ["aged ", (phi.age_words(age) if age < 100 else a, "AGE")]
    if f == "yo":
        return [(a, "AGE"), "yo"]
    if f == "year":
        return [(a, "AGE"), "-year-old"]
    if f == "aged":
        return ["aged ", (a, "AGE")]
    if f == "yrs":
        return [(a, "AGE"), " yrs"]
    if f == "y/o":
        return [(a, "AGE"), " y/o"]
    if f == "bracket":
        return ["(", (a, "AGE"), ")"]
    sx = sex or rng.choice("MF")
    return [(a, "AGE"), rng.choice(["", " "]) + sx]


def cap(s):
    return s[:1].upper() + s[1:]
