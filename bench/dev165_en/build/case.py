"""A 'case': one fictional patient with household, care team and identifiers, for one note."""

import datetime

import phi
import pools

CREDS = {
    "US": {
        "rn": ["RN", "RN, BSN", "BSN, RN", "RN", "RN, CHPN"], "lpn": ["LPN"],
        "aide": ["HHA", "CNA", "HHA", "CHHA"], "pt": ["PT", "PT, DPT", "DPT"],
        "ot": ["OTR/L", "OT"], "slp": ["CCC-SLP", "SLP"], "msw": ["MSW", "LCSW", "LMSW"],
        "chap": ["MDiv", "BCC", "MDiv, BCC"], "md": ["MD", "DO", "MD"],
        "np": ["NP", "FNP-C", "AGNP-C", "APRN"], "woc": ["RN, CWOCN", "RN, CWCN", "BSN, RN, CWS"],
        "pharm": ["PharmD", "RPh"], "vol": [""], "bc": ["MA", "LPC", "MSW", "MDiv"],
        "sup": ["RN", "RN, BSN", "MSN, RN"], "sched": [""], "tech": [""], "oncall": ["RN", "RN, BSN"],
    },
    "CA": {
        "rn": ["RN", "RN, BScN", "BScN, RN", "RN, CHPCN(C)"], "lpn": ["RPN", "LPN"],
        "aide": ["PSW", "HCA", "PSW"], "pt": ["PT", "MScPT"], "ot": ["OT Reg.", "OT"],
        "slp": ["S-LP", "SLP"], "msw": ["MSW, RSW", "RSW"], "chap": ["MDiv", "SCP"],
        "md": ["MD", "MD, CCFP", "MD, CCFP(PC)"], "np": ["NP", "NP-PHC"],
        "woc": ["RN, NSWOC", "RN, WOCC(C)"], "pharm": ["RPh", "PharmD"], "vol": [""],
        "bc": ["MSW, RSW", "MA", "MDiv"], "sup": ["RN", "RN, BScN"], "sched": [""], "tech": [""],
        "oncall": ["RN", "RN, BScN"],
    },
}


class Clinician:
    def __init__(self, person, cred, role):
        self.p, self.cred, self.role = person, cred, role

    def name(self, form="full"):
        p = self.p
        return ("DOCTOR", {"full": p.full, "fml": p.fml, "lf": p.lf, "fi_last": p.fi_last,
                           "first": p.first, "last": p.last, "ini": p.ini,
                           "ini_low": p.ini.lower(), "LF": p.LF, "first_li": p.first_li}[form])

    def sig(self, rng, form=None):
        """Name with its credential outside the span."""
        form = form or rng.choice(["full", "full", "fi_last", "lf", "fml"])
        if self.role in ("md",) and rng.random() < 0.45:
            return ["Dr. ", self.name(rng.choice(["full", "last", "last"]))]
        nm = self.name(form)
        if not self.cred:
            return [nm]
        sep = rng.choice([", ", " ", ", "])
        return [nm, sep + self.cred]

    def dr(self, rng):
        return ["Dr. ", self.name(rng.choice(["last", "last", "full"]))]


def pick_rel(rng, pt_sex, age):
    opts = ["daughter", "son", "daughter", "niece", "granddaughter", "friend", "neighbor",
            "son-in-law", "daughter-in-law", "sister", "brother", "grandson", "nephew"]
    if age < 88:
        opts += ["wife" if pt_sex == "M" else "husband"] * 4
    if age < 55:
        opts += ["mother", "father"]
    return rng.choice(opts)


class Family:
    def __init__(self, rng, c, rel):
        self.rel = rel
        self.p = phi.relative(rng, c.pt, rel) if rel not in ("friend", "neighbor", "caregiver") \
            else phi.make_person(rng, with_middle=False)
        base = {"wife": c.age - rng.randrange(-3, 8), "husband": c.age + rng.randrange(-3, 8)}.get(rel)
        if base is None:
            base = {"daughter": c.age - rng.randrange(20, 38), "son": c.age - rng.randrange(20, 38),
                    "granddaughter": c.age - rng.randrange(45, 62), "grandson": c.age - rng.randrange(45, 62),
                    "mother": c.age + rng.randrange(20, 32), "father": c.age + rng.randrange(22, 34),
                    }.get(rel, c.age - rng.randrange(-8, 30))
        self.age = max(19, min(101, base))
        self.phone = phi.phone(rng, c.addr.area if rng.random() < 0.7 else rng.choice(pools.US_PLACES)[4], c.phs)
        self.email = self.p.email(rng)
        self.occupation = rng.choice(pools.OCCUPATIONS)
        self.lives_with = rel in ("wife", "husband") or rng.random() < 0.25
        self.addr = c.addr if self.lives_with else phi.Address(rng, c.country if rng.random() < 0.8 else rng.choice(["US", "CA"]))

    @property
    def abbr(self):
        return REL_ABBR.get(self.rel, self.rel)

    def name(self, form="full"):
        p = self.p
        return ("FAMILY", {"full": p.full, "first": p.first, "last": p.last, "lf": p.lf,
                           "fi_last": p.fi_last, "fml": p.fml}[form])


REL_ABBR = {"daughter": "dtr", "son": "son", "wife": "wife", "husband": "husb", "niece": "niece",
            "granddaughter": "gdtr", "grandson": "gson", "friend": "friend", "neighbor": "nbr",
            "son-in-law": "SIL", "daughter-in-law": "DIL", "sister": "sis", "brother": "bro",
            "nephew": "nephew", "mother": "mother", "father": "father"}


def faith_title(rng, org):
    if org.startswith("Congregation"):
        return "Rabbi"
    if org.startswith("Masjid"):
        return "Imam"
    if "Gurdwara" in org:
        return "Granthi"
    if "Parish" in org or "Orthodox" in org:
        return "Father"
    if "Kingdom Hall" in org:
        return "Elder"
    if "Buddhist" in org:
        return "Ven."
    return rng.choice(["Pastor", "Rev.", "Pastor"])


class Case:
    def __init__(self, rng, country=None, age_range=(58, 101), nd=None, like=None):
        self.rng = rng
        if like is not None:
            country, nd = like.country, like.nd
        self.country = country or ("CA" if rng.random() < 0.3 else "US")
        if like is not None:
            places = pools.CA_PLACES if self.country == "CA" else pools.US_PLACES
            near = [pl for pl in places if pl[1] == like.addr.st]
            self.addr = phi.Address(rng, self.country, rng.choice(near))
        else:
            self.addr = phi.Address(rng, self.country)
        self.pt = phi.make_person(rng)
        self.ttl = "Mr." if self.pt.sex == "M" else rng.choice(["Mrs.", "Ms.", "Mrs", "Ms"])
        if rng.random() < 0.3:
            self.ttl = self.ttl.rstrip(".")
        lo, hi = age_range
        self.age = rng.randrange(lo, hi + 1) if rng.random() < 0.93 else rng.randrange(34, lo + 1)
        if nd is None:
            nd = datetime.date(2022, 1, 3) + datetime.timedelta(days=rng.randrange(0, 1270))
        self.nd = nd
        self.dob = datetime.date(nd.year - self.age, 1, 1) + datetime.timedelta(days=rng.randrange(0, 365))
        if self.dob > datetime.date(nd.year - self.age, nd.month, min(nd.day, 28)):
            self.dob = self.dob.replace(year=self.dob.year - 1)
        if like is not None:
            self.ds, self.phs, self.mrn_fmt = like.ds, like.phs, like.mrn_fmt
            self.acct_fmt, self.rx_fmt, self.mcd_fmt = like.acct_fmt, like.rx_fmt, like.mcd_fmt
        else:
            self.ds = rng.choice(phi.CA_DATE_STYLES if self.country == "CA" else phi.US_DATE_STYLES)
            self.phs = rng.randrange(8)
            self.mrn_fmt = rng.randrange(6)
            self.acct_fmt = rng.randrange(5)
            self.rx_fmt = rng.randrange(3)
            self.mcd_fmt = rng.randrange(3)
        self.phone = phi.phone(rng, self.addr.area, self.phs)
        self.cell = phi.phone(rng, self.addr.area, self.phs)
        self.mrn = phi.mrn(rng, self.mrn_fmt)
        self.occupation = rng.choice(pools.OCCUPATIONS)
        self.lang = pools.LANGUAGES.get(self.pt.origin, "English") if rng.random() < 0.55 else "English"
        self.birth_country = rng.choice(pools.ORIGIN_COUNTRY.get(self.pt.origin, pools.COUNTRIES)) \
            if rng.random() < 0.75 else rng.choice(pools.COUNTRIES)
        self.fam = []
        rels = []
        for _ in range(rng.randrange(1, 4)):
            rel = pick_rel(rng, self.pt.sex, self.age)
            if rel in ("wife", "husband") and rel in rels:
                rel = "daughter"
            rels.append(rel)
            taken = [self.pt.first] + [f.p.first for f in self.fam]
            for _ in range(6):
                fm = Family(rng, self, rel)
                if fm.p.first not in taken:
                    break
            self.fam.append(fm)
        self._staff = {}
        self._orgs = {}
        self.email = self.pt.email(rng)

    # -- names
    def pn(self, form="full"):
        p = self.pt
        val = {"full": p.full, "fml": p.fml, "lf": p.lf, "lfm": p.lfm, "LF": p.LF, "first": p.first,
               "last": p.last, "ini": p.ini, "ini_dots": p.ini_dots, "fi_last": p.fi_last,
               "first_li": p.first_li, "nick": p.nick or p.first, "LAST": p.last.upper()}[form]
        return ("PATIENT", val)

    def pref(self, rng=None):
        """A narrative reference to the patient."""
        rng = rng or self.rng
        k = rng.randrange(6)
        if k < 3:
            return [self.ttl + " ", self.pn("last")]
        if k == 3:
            return [self.pn("first")]
        if k == 4:
            return [self.pn("full")]
        return ["pt ", self.pn("ini")] if rng.random() < 0.5 else [self.pn("nick")]

    def staff(self, role):
        if role not in self._staff:
            rng = self.rng
            cred = rng.choice(CREDS[self.country][role])
            p = phi.make_person(rng, with_middle=rng.random() < 0.25)
            self._staff[role] = Clinician(p, cred, role)
        return self._staff[role]

    def new_staff(self, role):
        rng = self.rng
        return Clinician(phi.make_person(rng, with_middle=rng.random() < 0.2),
                         rng.choice(CREDS[self.country][role]), role)

    def org(self, kind):
        if kind not in self._orgs:
            self._orgs[kind] = phi.org_name(self.rng, kind, self.country)
        return self._orgs[kind]

    # -- dates, contacts
    def d(self, date, st=None):
        return ("DATE", phi.fmt_date(date, st or self.ds))

    def days(self, n):
        return self.nd + datetime.timedelta(days=n)

    def ph(self, ext=False, area=None, style=None):
        return phi.phone(self.rng, area or self.addr.area, self.phs if style is None else style, ext)

    def college(self):
        return {"ON": "CPSO #", "BC": "CPSBC #", "AB": "CPSA #", "QC": "CMQ #", "NS": "CPSNS #", "SK": "CPSS #",
                "MB": "CPSM #", "NB": "CPSNB #", "NL": "CPSNL #", "PE": "CPSPEI #"}.get(self.addr.st, "College reg #")

    @property
    def pager(self):
        if "_pager" not in self.__dict__:
            self._pager = phi.pager(self.rng)
        return self._pager

    def age_p(self, style=None):
        return phi.age_pieces(self.rng, self.age, style, self.pt.sex)

    def acct(self, d=None):
        return ("ACCOUNT", phi.account(self.rng, d or self.nd, self.acct_fmt))

    def rx(self):
        return ("IDNUM", phi.rx_no(self.rng, self.rx_fmt))

    def mcd(self):
        return ("HEALTHPLAN", phi.medicaid(self.rng, self.mcd_fmt))

    def hp_lines(self):
        """[(label, piece)] for insurance identifiers."""
        rng = self.rng
        out = []
        if self.country == "CA":
            lab = {"ON": "OHIP #", "BC": "PHN", "AB": "AHCIP #", "QC": "RAMQ", "NS": "MSI #",
                   "SK": "HSN", "MB": "PHIN"}.get(self.addr.st, "Health card #")
            out.append((lab, ("HEALTHPLAN", phi.health_card(rng, self.addr.st, self.pt))))
            if rng.random() < 0.3:
                out.append(("Blue Cross ID", ("HEALTHPLAN", phi.member_id(rng))))
            return out
        out.append((rng.choice(["Medicare #", "MBI", "Medicare ID", "HIC/MBI"]), ("HEALTHPLAN", phi.mbi(rng))))
        if rng.random() < 0.35:
            out.append(("Medicaid #", self.mcd()))
        if rng.random() < 0.3:
            out.append(("Secondary member ID", ("HEALTHPLAN", phi.member_id(rng))))
            if rng.random() < 0.5:
                out.append(("Group #", ("HEALTHPLAN", phi.group_no(rng))))
        return out

    def caregiver(self):
        return self.fam[0]
