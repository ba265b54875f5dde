"""Core: single-pass note builder, people and per-note context."""
import phi
from pools_names import (FIRST_F, FIRST_M, SURNAMES, USER_STYLES, TITLES_US_F, TITLES_US_M,
                         TITLES_UK_F, TITLES_UK_M, NICKNAMES, SAINTS)
from pools_places import (PLACE_WORDS, US_UNIT_PAT, UK_UNIT_PAT, US_HOSP_PAT, UK_HOSP_PAT,
                          INFUSION_PAT, UK_CHEMO_PAT, CAREHOME_PAT, PHARM_PAT, PRACTICE_PAT,
                          UK_PRACTICE_PAT,
                          ACCESS_CTR_PAT, TRANSPORT_PAT, WATER_VENDOR_PAT, LAB_PAT, INSURER_PAT,
                          UK_TRANSPORT_PAT, UK_INSURER_PAT,
                          EMPLOYER_PAT, ORG_WORDS, US_CITIES, UK_TOWNS)

LABEL = {
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


REL_WORDS = ("wife", "husband", "son", "daughter", "dtr", "niece", "nephew", "sister", "brother",
             "carer", "friend", "neighbour", "partner", "granddaughter", "grandson", "mother",
             "father", "son-in-law", "daughter-in-law")
REL_SEX = {"wife": "F", "husband": "M", "son": "M", "daughter": "F", "dtr": "F", "niece": "F",
           "nephew": "M", "sister": "F", "brother": "M", "granddaughter": "F", "grandson": "M",
           "mother": "F", "father": "M", "son-in-law": "M", "daughter-in-law": "F", "mum": "F",
           "dad": "M", "stepson": "M", "stepdaughter": "F", "aunt": "F", "uncle": "M"}


class Note:
    """Text is appended piece by piece; PHI offsets are recorded as pieces are appended."""

    def __init__(self, genre, country):
        self.genre = genre
        self.country = country
        self.parts = []
        self.spans = []
        self.pos = 0

    def t(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def p(self, value, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        if not value or value != value.strip():
            raise ValueError("bad span value %r" % value)
        start = self.pos
        self.t(value)
        self.spans.append((start, self.pos, typ, value))

    def add(self, *items):
        for it in items:
            if isinstance(it, str):
                self.t(it)
            elif isinstance(it, (list, tuple)) and len(it) == 2 and isinstance(it[1], str) \
                    and it[1] in LABEL and isinstance(it[0], str):
                self.p(it[0], it[1])
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise ValueError(repr(it))

    def line(self, *items):
        self.add(*items)
        self.t("\n")

    def finish(self, nid, lowercase):
        text = "".join(self.parts)
        if lowercase:
            low = text.lower()
            if len(low) != len(text):
                raise ValueError("lower() changed length")
            text = low
        spans = []
        for s, e, typ, val in self.spans:
            seg = text[s:e]
            assert seg == (val.lower() if lowercase else val)
            spans.append({"start": s, "end": e, "label": LABEL[typ], "type": typ, "text": seg})
        return {"id": nid, "text": text, "spans": spans,
                "meta": {"source": "dev162-en", "genre": self.genre, "lowercase": lowercase,
                         "country": self.country}}


class Person:
    def __init__(self, r, sex=None):
        self.sex = sex or r.choice("FM")
        self.first = r.choice(FIRST_F if self.sex == "F" else FIRST_M)
        self.last = r.choice(SURNAMES)
        self.mi = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.55 else ""
        self.nick = ""
        for full, nk in NICKNAMES:
            if full == self.first and r.random() < 0.7:
                self.nick = nk

    def name(self, r, style=None):
        f, l, m = self.first, self.last, self.mi
        style = style or r.choice(("full", "full", "full", "lf", "LF", "fml", "fi_l", "l_fi",
                                   "last"))
        if style == "full":
            return "%s %s" % (f, l)
        if style == "fml":
            return "%s %s. %s" % (f, m, l) if m else "%s %s" % (f, l)
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "LF":
            return ("%s, %s %s" % (l, f, m) if m else "%s, %s" % (l, f)).upper()
        if style == "LFc":
            return "%s,%s" % (l.upper(), f.upper())
        if style == "fi_l":
            return "%s. %s" % (f[0], l)
        if style == "fil":
            return "%s %s" % (f[0], l)
        if style == "l_fi":
            return "%s, %s." % (l, f[0])
        if style == "lfi":
            return "%s %s" % (l.upper(), f[0])
        if style == "last":
            return l
        if style == "first":
            return f
        if style == "nick":
            return self.nick or f
        if style == "f_li":
            return "%s %s." % (f, l[0])
        if style == "init":
            return "%s.%s." % (f[0], l[0])
        if style == "init2":
            return "%s%s" % (f[0], l[0])
        if style == "init3":
            return "%s%s%s" % (f[0], m or "", l[0])
        if style == "lower_init":
            return ("%s%s" % (f[0], l[0])).lower()
        raise ValueError(style)

    def title(self, r, us):
        if not hasattr(self, "_title"):
            if self.sex == "F":
                self._title = r.choice(TITLES_US_F if us else TITLES_UK_F)
            else:
                self._title = r.choice(TITLES_US_M if us else TITLES_UK_M)
        return self._title

    def username(self, r):
        f = phi.strip_accents(self.first.lower()).replace("'", "").replace("-", "")
        l = phi.strip_accents(self.last.lower()).replace("'", "").replace("-", "").replace(" ", "")
        if hasattr(self, "_user"):
            return self._user
        pat = r.choice(USER_STYLES)
        self._user = pat.format(f=f, l=l[:8], fi=f[0], mi=(self.mi or "x").lower(),
                          n=phi.digits(r, r.choice((1, 2))))
        return self._user


# staff roles: (role key, US credential options, UK credential options)
ROLES = {
    "neph": (("MD", "DO", "MD, FASN"), ("MRCP", "FRCP", "")),
    "rn": (("RN", "RN, CNN", "BSN, RN"), ("RN", "Staff Nurse", "Sister", "Charge Nurse")),
    "onc_rn": (("RN, OCN", "BSN, RN", "RN", "RN, CRNI"), ("Chemotherapy Nurse", "Staff Nurse", "Sister",
                                                          "RN", "Charge Nurse")),
    "pct": (("PCT", "CCHT", "CHT"), ("HCA", "Renal Assistant", "RDA")),
    "tech": (("CHBT", "Biomed", "CBET"), ("Renal Technician", "EBME", "Clinical Engineer")),
    "sw": (("MSW", "LCSW", "LMSW"), ("Renal Social Worker", "SW")),
    "rd": (("RD", "RDN", "RD, CSR"), ("Renal Dietitian", "RD")),
    "np": (("NP", "APRN", "PA-C"), ("ANP", "Nurse Practitioner", "CNS")),
    "clerk": (("Unit Secretary", "Scheduler", "Admin"), ("Ward Clerk", "Unit Administrator", "Receptionist")),
    "surg": (("MD", "MD, FACS", "DO"), ("FRCS", "Consultant Vascular Surgeon", "MS FRCS")),
    "onc": (("MD", "DO", "MD, PhD"), ("FRCP", "Consultant Oncologist", "MRCP")),
    "pharm": (("PharmD", "RPh", "PharmD, BCOP"), ("Pharmacist", "MRPharmS")),
    "driver": (("Driver", "Dispatcher"), ("PTS Crew", "Driver")),
}


class Staff(Person):
    def __init__(self, r, role, us):
        Person.__init__(self, r)
        self.role = role
        self.cred = r.choice(ROLES[role][0 if us else 1])
        if self.cred == "Sister" and self.sex == "M":
            self.cred = "Charge Nurse"
        self.us = us

    def items(self, r, style=None):
        """Items rendering this staff member, title/credential outside the span."""
        doc = self.role in ("neph", "surg", "onc")
        opts = ("dr_last", "dr_full", "full_cred", "fi_l_cred", "full") if doc else \
            ("full_cred", "full", "fi_l_cred", "first", "full_cred2", "title_last")
        style = style or r.choice(opts)
        if style == "dr_last":
            return [r.choice(("Dr. ", "Dr ", "Dr. ")), (self.last, "DOCTOR")]
        if style == "dr_full":
            return [r.choice(("Dr. ", "Dr ")), (self.name(r, r.choice(("full", "fi_l", "fml"))),
                                                "DOCTOR")]
        if style == "full_cred":
            if self.cred:
                return [(self.name(r, r.choice(("full", "fml", "full"))), "DOCTOR"),
                        ", " + self.cred]
            return [(self.name(r, "full"), "DOCTOR")]
        if style == "full_cred2":
            if self.cred:
                return [(self.name(r, "full"), "DOCTOR"), " (" + self.cred + ")"]
            return [(self.name(r, "full"), "DOCTOR")]
        if style == "fi_l_cred":
            if self.cred and len(self.cred) < 10:
                return [(self.name(r, "fi_l"), "DOCTOR"), " " + self.cred]
            return [(self.name(r, "fi_l"), "DOCTOR")]
        if style == "first":
            return [(self.first, "DOCTOR")]
        if style == "title_last":
            if not self.us and self.cred in ("Sister", "Charge Nurse", "Staff Nurse"):
                return [self.cred + " ", (self.last, "DOCTOR")]
            return [self.title(r, self.us) + " ", (self.last, "DOCTOR")]
        if style == "init":
            return [(self.name(r, r.choice(("init2", "lower_init", "init3"))), "DOCTOR")]
        if style in ("plain", "full"):
            return [(self.name(r, "full"), "DOCTOR")]
        raise ValueError(style)

    def initials(self, r):
        if not hasattr(self, "_ini"):
            self._ini = self.name(r, r.choice(("init2", "lower_init", "init2", "init3")))
        return self._ini


def fill(r, pat, city=None):
    return pat.format(p=r.choice(PLACE_WORDS), c=city or r.choice(PLACE_WORDS),
                      s=r.choice(SAINTS), w=r.choice(ORG_WORDS))


class Ctx:
    """Per-note context: country, dates, the unit and its staff."""

    def __init__(self, r, us):
        self.r = r
        self.us = us
        self.country = "US" if us else "UK"
        self.today = phi.rand_date(r)
        if self.today.weekday() == 6:  # units are closed on Sundays
            self.today = phi.add_days(self.today, -1)
        self.addr = phi.address(r, us)
        self.unit = fill(r, r.choice(US_UNIT_PAT if us else UK_UNIT_PAT), self.addr["city"])
        self.addr = self.facility_addr(self.addr)
        self.parent = fill(r, r.choice(US_HOSP_PAT if us else UK_HOSP_PAT), self.addr["city"])
        self.areas = tuple(r.sample(phi.US_AREA if us else phi.UK_AREA, 2))
        self._staff = {}

    def facility_addr(self, a=None):
        """A facility address: no flat/apartment; sometimes a suite or unit."""
        r, us = self.r, self.us
        a = dict(a or phi.address(r, us))
        st = a["street"]
        st = st.split(",")[0] if us else st.split(", ")[-1]
        if r.random() < 0.3:
            st = (st + ", Suite %d" % r.randint(100, 450)) if us else ("Unit %d, " % r.randint(1, 12) + st)
        a["street"] = st
        return a

    # -- people
    def staff(self, role, k=0):
        key = (role, k)
        if key not in self._staff:
            self._staff[key] = Staff(self.r, role, self.us)
        return self._staff[key]

    def patient(self, age_lo=24, age_hi=93):
        r = self.r
        p = Person(r)
        p.age = r.randint(age_lo, age_hi)
        if r.random() < 0.04:
            p.age = r.randint(90, 101)
        p.dob = phi.dob_for_age(r, self.today, p.age)
        p.mrn = phi.mrn(r, self.us)
        p.nhs = phi.nhs(r)
        p.addr = phi.address(r, self.us, near=self.addr)
        return p

    def family(self, sex=None):
        return Person(self.r, sex)

    def relative(self, words=None):
        """(relation word, Person) with a matching sex."""
        r = self.r
        w = r.choice(words or REL_WORDS)
        sex = REL_SEX.get(w.strip().lower(), None)
        return w, Person(r, sex)

    # -- formatting shortcuts
    def d(self, day, style=None):
        return (phi.fmt_date(self.r, day, self.us, style), "DATE")

    def days(self, n):
        return phi.add_days(self.today, n)

    def _area(self):
        return self.areas[0] if self.r.random() < 0.6 else (
            self.areas[1] if self.r.random() < 0.6 else None)

    def tel(self, **kw):
        return (phi.phone(self.r, self.us, area=self._area(), **kw), "PHONE")

    def fax(self):
        return (phi.phone(self.r, self.us, style=None if self.us else "land", area=self._area()), "FAX")

    def hosp(self, kind="hosp"):
        r = self.r
        pat = {"hosp": US_HOSP_PAT if self.us else UK_HOSP_PAT,
               "unit": US_UNIT_PAT if self.us else UK_UNIT_PAT,
               "infusion": INFUSION_PAT if self.us else INFUSION_PAT + UK_CHEMO_PAT,
               "chemo": INFUSION_PAT if self.us else UK_CHEMO_PAT,
               "carehome": CAREHOME_PAT, "pharm": PHARM_PAT,
               "practice": PRACTICE_PAT if self.us else UK_PRACTICE_PAT,
               "access": ACCESS_CTR_PAT}[kind]
        city = r.choice(US_CITIES)[0] if self.us else r.choice(UK_TOWNS)[0]
        return (fill(r, r.choice(pat), city), "HOSPITAL")

    def org(self, kind):
        r = self.r
        pat = {"transport": TRANSPORT_PAT if self.us else UK_TRANSPORT_PAT, "water": WATER_VENDOR_PAT,
               "lab": LAB_PAT, "insurer": INSURER_PAT if self.us else UK_INSURER_PAT,
               "employer": EMPLOYER_PAT}[kind]
        return (fill(r, r.choice(pat)), "ORGANIZATION")

    def pname(self, p, style=None):
        return (p.name(self.r, style), "PATIENT")

    def fname(self, p, style=None):
        return (p.name(self.r, style), "FAMILY")

    def mrn_items(self, p, label=True):
        """Record number: US MRN, UK hospital number and/or NHS number (both MRN)."""
        r = self.r
        if self.us:
            return [r.choice(("MRN: ", "MRN ", "MR#: ", "Pt ID: ")) if label else "", (p.mrn, "MRN")]
        k = r.random()
        if k < 0.4:
            return [r.choice(("NHS No: ", "NHS no. ", "NHS: ")) if label else "", (p.nhs, "MRN")]
        if k < 0.7:
            return [r.choice(("Hosp No: ", "Hospital no. ", "Rec No: ", "Unit No: ")) if label else "",
                    (p.mrn, "MRN")]
        return [r.choice(("Hosp No ", "Hosp no: ")), (p.mrn, "MRN"), r.choice(("  NHS ", " / NHS No ")),
                (p.nhs, "MRN")]
