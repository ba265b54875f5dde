"""Note builder (single-pass span offsets), people and per-note case context."""
import pools as P
import locale_fmt as L

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


TYPO_P = 0.012


class Note:
    """Text is appended piece by piece; a span's offsets are taken at the moment it is appended.

    With an rng, a rare typo (two adjacent letters swapped inside a word) is put into long literal
    (non-PHI) pieces; this keeps lengths, so offsets stay exact."""

    def __init__(self, rng=None):
        self.parts = []
        self.pos = 0
        self.spans = []
        self.rng = rng

    def _typo(self, s):
        r = self.rng
        if r is None or len(s) < 40 or r.random() >= TYPO_P * len(s) / 60:
            return s
        i = r.randrange(1, len(s) - 2)
        if s[i].isalpha() and s[i + 1].isalpha() and s[i - 1].isalpha() and s[i].islower() and s[i + 1].islower() \
                and s[i] != s[i + 1]:
            return s[:i] + s[i + 1] + s[i] + s[i + 2:]
        return s

    def _lit(self, s):
        self.parts.append(s)
        self.pos += len(s)

    def add(self, *items):
        for it in items:
            if it is None:
                continue
            if isinstance(it, str):
                self._lit(self._typo(it))
            elif isinstance(it, tuple):
                if len(it) != 2 or not isinstance(it[0], str) or not isinstance(it[1], str):
                    raise TypeError("not a span: %r" % (it,))
                self._span(it[0], it[1])
            elif isinstance(it, list):
                self.add(*it)
            else:
                raise TypeError(repr(it))
        return self

    def _span(self, text, typ):
        if typ not in LABEL:
            raise ValueError(typ)
        if not text or text != text.strip():
            raise ValueError("bad span text %r" % text)
        start = self.pos
        self._lit(text)
        self.spans.append({"start": start, "end": self.pos, "label": LABEL[typ], "type": typ, "text": text})

    def line(self, *items):
        self.add(*items)
        self._lit("\n")
        return self

    def text(self):
        return "".join(self.parts)


def A(n):
    return (str(n), "AGE")


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def cap1(s):
    return s[:1].upper() + s[1:]


class Person:
    def __init__(self, r, typ, sex=None, last=None, first=None):
        self.r = r
        self.typ = typ
        self.sex = sex or r.choice("FM")
        self.first = first or r.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.last = last or r.choice(P.SURNAMES)
        self.mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.35 else None
        self.nickname = P.NICK.get(self.first)

    # span producers
    def full(self):
        return (self.first + " " + self.last, self.typ)

    def fml(self):
        if self.mid:
            return ("%s %s. %s" % (self.first, self.mid, self.last), self.typ)
        return self.full()

    def lastn(self):
        return (self.last, self.typ)

    def firstn(self):
        return (self.first, self.typ)

    def call(self):
        """Name used in running text: nickname sometimes."""
        if self.nickname and self.r.random() < 0.35:
            return (self.nickname, self.typ)
        return (self.first, self.typ)

    def caps(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.mid and self.r.random() < 0.5:
            s += " " + self.mid
        return (s, self.typ)

    def lf(self):
        return ("%s, %s" % (self.last, self.first), self.typ)

    def init(self):
        a, b = L.ascii_fold(self.first)[0], L.ascii_fold(self.last)[0]
        return (self.r.choice(["%s.%s.", "%s%s", "%s%s"]) % (a.upper(), b.upper()), self.typ)

    def init_lc(self):
        return ((L.ascii_fold(self.first)[0] + L.ascii_fold(self.last)[0]).lower(), self.typ)

    def fi(self):
        return ("%s. %s" % (self.first[0], self.last), self.typ)

    def any(self):
        x = self.r.random()
        if x < 0.45:
            return self.full()
        if x < 0.6:
            return self.fml()
        if x < 0.8:
            return self.lastn()
        return self.fi()

    @property
    def he(self):
        return "she" if self.sex == "F" else "he"

    @property
    def He(self):
        return "She" if self.sex == "F" else "He"

    @property
    def his(self):
        return "her" if self.sex == "F" else "his"

    @property
    def His(self):
        return "Her" if self.sex == "F" else "His"

    @property
    def him(self):
        return "her" if self.sex == "F" else "him"


SURG_TITLE = {"UK": ["Mr", "Mr", "Miss", "Ms", "Prof", "Mr"], "IE": ["Mr", "Ms", "Prof", "Mr"],
              "US": ["Dr."], "CA": ["Dr."], "AU": ["Dr", "A/Prof", "Dr"], "NZ": ["Mr", "Dr", "Ms"],
              "ZA": ["Dr", "Prof", "Dr"]}
SURG_CRED = {"UK": ["FRCS (Tr & Orth)", "FRCS(Orth)", "MBBS FRCS (Tr & Orth)"], "IE": ["FRCSI (Tr & Orth)", "MCh FRCSI"],
             "US": ["MD", "MD, FAAOS", "DO"], "CA": ["MD, FRCSC", "MD FRCSC"], "AU": ["FRACS (Orth)", "MBBS FRACS"],
             "NZ": ["FRACS", "MBChB FRACS (Orth)"], "ZA": ["MBChB, FC Orth (SA)", "MMed (Orth)"]}


class Case:
    """Everything one note knows about its patient and care team."""

    COHORT_AGE = {"AIS": (10, 17), "EOS": (2, 10), "NM": (8, 19), "ADULT": (38, 86), "SK": (13, 19),
                  "CONG": (2, 14), "SYND": (6, 17)}

    def __init__(self, r, c, cohort, visit=None):
        self.r = r
        self.c = c
        self.cohort = cohort
        self.f = L.DateFmt(r, c)
        self.visit = visit or L.rand_date(r)
        lo, hi = self.COHORT_AGE[cohort]
        self.age = r.randint(lo, hi)
        self.dob = L.dob_for(r, self.visit, self.age)
        self.age = L.age_on(self.dob, self.visit)
        pf = {"AIS": 0.8, "EOS": 0.55, "NM": 0.5, "ADULT": 0.72, "SK": 0.3, "CONG": 0.5, "SYND": 0.7}[cohort]
        sex = "F" if r.random() < pf else "M"
        self.pt = Person(r, "PATIENT", sex)
        self.adult = self.age >= 18
        self.addr = L.Address(r, c)
        self.home = L.phone(r, c)
        self.mobile = L.phone(r, c, "mobile")
        # family
        same = r.random() < 0.75
        self.mum = Person(r, "FAMILY", "F", last=self.pt.last if same else None)
        self.dad = Person(r, "FAMILY", "M", last=self.pt.last)
        self.parent = self.mum if r.random() < 0.68 else self.dad
        self.parent_word = "mother" if self.parent is self.mum else "father"
        self.parent_mob = L.phone(r, c, "mobile")
        if self.adult:
            sp = Person(r, "FAMILY", "M" if sex == "F" else "F", last=self.pt.last if r.random() < 0.6 else None)
            self.nok = sp
            self.nok_rel = r.choice(["husband" if sex == "F" else "wife", "partner", "son", "daughter"])
            if self.nok_rel in ("son", "daughter"):
                self.nok = Person(r, "FAMILY", "M" if self.nok_rel == "son" else "F",
                                  last=self.pt.last if r.random() < 0.5 else None)
        else:
            self.nok = self.parent
            self.nok_rel = self.parent_word
        self.job = r.choice(P.ADULT_JOBS if self.adult and self.age > 60 else P.PROFESSIONS)
        self.parent_job = r.choice(P.PROFESSIONS)
        # care team
        self.hosp = L.hospital(r, c, self.adult)
        self.hosp_addr = L.Address(r, c, org=True)
        if r.random() < 0.3:
            self.hosp_addr.same_area(self.addr)
        self.dept_tel = L.phone(r, c)
        self.dept_fax = L.phone(r, c)
        self.surgeon = Person(r, "DOCTOR")
        self.s_title = r.choice(SURG_TITLE[c])
        if self.s_title in ("Miss", "Ms"):
            self.surgeon = Person(r, "DOCTOR", "F")
        elif self.s_title == "Mr":
            self.surgeon = Person(r, "DOCTOR", "M")
        self.s_cred = r.choice(SURG_CRED[c])
        self.gp = Person(r, "DOCTOR")
        self.gp_prac = L.gp_practice(r, c)
        self.gp_addr = L.Address(r, c, org=True)
        if r.random() < 0.6:
            self.gp_addr.same_area(self.addr)
        self.mrn = L.mrn(r, c)
        self.natid = L.natid(r, c)
        self.hp = L.healthplan(r, c)
        self.ssn = L.ssn(r, c)
        self.acct = L.account(r, c)
        self.school = L.school(r, c)
        self.insurer = L.insurer(r, c)

    # ---- shortcuts producing span tuples
    def d(self, d):
        return (self.f.num(d), "DATE")

    def dl(self, d):
        return (self.f.long(d), "DATE")

    def ds(self, d):
        return (self.f.short(d), "DATE")

    def da(self, d):
        return (self.f.any(d), "DATE")

    def dw(self, d):
        return (self.f.dow(d), "DATE")

    def dm(self, d):
        return (self.f.daymonth(d), "DATE")

    def my(self, d):
        return (self.f.monthyear(d), "DATE")

    def yr(self, d):
        return (str(d.year), "DATE")

    def days(self, n, wd=True):
        d = L.add_days(self.visit, n)
        while wd and d.weekday() >= 5:
            d = L.add_days(d, 1 if n >= 0 else -1)
        return d

    def staff(self, sex=None):
        return Person(self.r, "DOCTOR", sex)

    def phone(self, kind="land"):
        return (L.phone(self.r, self.c, kind), "PHONE")

    def fax(self):
        return (L.phone(self.r, self.c), "FAX")

    def email(self, p=None, generic=None):
        if generic:
            return (L.email(self.r, generic=generic), "EMAIL")
        return (L.email(self.r, p.first, p.last), "EMAIL")

    def url(self, path=None):
        return (L.url(self.r, path), "URL")

    def lic(self, role="doctor"):
        lab, v = L.license_(self.r, self.c, role)
        return [lab + " ", (v, "LICENSE")]

    def idl(self, pair, typ, sep=": "):
        lab, v = pair
        return [lab + sep, (v, typ)]

    def mrn_block(self, sep=": ", joiner="   "):
        out = self.idl(self.mrn, "MRN", sep)
        if self.natid:
            out += [joiner] + self.idl(self.natid, "MRN", sep)
        return out

    def pt_title(self):
        if getattr(self, "_title", None):
            return self._title
        self._title = self._pt_title()
        return self._title

    def _pt_title(self):
        if self.adult:
            return "Mr" if self.pt.sex == "M" else self.r.choice(["Mrs", "Ms"])
        return "Master" if self.pt.sex == "M" and self.age < 13 and self.c in ("UK", "IE") else \
            ("Mr" if self.pt.sex == "M" else "Miss")

    def surg_ref(self):
        """'Mr [Hartigan]' style reference."""
        return [self.s_title + " ", self.surgeon.lastn()]

    def surg_sig(self):
        return [self.surgeon.full(), " " + self.s_cred]

    def sex_letter(self):
        return self.pt.sex

    def job_phrase(self):
        """'works as a [welder]' or 'is a [retired teacher]'."""
        j = self.job
        if j.startswith("retired"):
            return ["is ", art(j), " ", (j, "PROFESSION")]
        return ["works as ", art(j), " ", (j, "PROFESSION")]
