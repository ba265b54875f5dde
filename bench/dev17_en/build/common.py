"""Span-tracking text builder and a per-note context of invented PHI."""
import datetime as dt
import unicodedata
import pools as P
import locales as LC

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}


class B:
    def __init__(self):
        self.buf, self.pos, self.spans = [], 0, []

    def add(self, *parts):
        for p in parts:
            if p is None or p == "":
                continue
            if isinstance(p, list):
                self.add(*p)
            elif isinstance(p, tuple):
                txt, typ = p
                assert typ in LABEL, typ
                assert txt == txt.strip() and txt, repr(txt)
                self.spans.append({"start": self.pos, "end": self.pos + len(txt), "label": LABEL[typ],
                                   "type": typ, "text": txt})
                self.buf.append(txt)
                self.pos += len(txt)
            else:
                self.buf.append(p)
                self.pos += len(p)
        return self

    def text(self):
        return "".join(self.buf)


def ascii_fold(s):
    s = unicodedata.normalize("NFKD", s)
    return "".join(ch for ch in s if ord(ch) < 128 and (ch.isalnum() or ch in ".-_")).lower()


class Person:
    def __init__(self, r, sex=None, sur=None):
        self.sex = sex or r.choice("MF")
        self.given = r.choice(P.FEMALE if self.sex == "F" else P.MALE)
        self.sur = sur or r.choice(P.SURNAMES)
        self.mid = r.choice("ABCDEFGHJKLMNPRSTW") if r.random() < 0.45 else None
        self.nick = P.NICK.get(self.given)

    def full(self):
        return f"{self.given} {self.sur}"

    def fullm(self):
        return f"{self.given} {self.mid}. {self.sur}" if self.mid else self.full()

    def inits(self, dots=True):
        g, s = self.given[0].upper(), self.sur[0].upper()
        return f"{g}.{s}." if dots else g + s


CRED = {
    "US": {"doc": ["MD", "DO", "MD, FACP"], "nurse": ["RN", "RN, BSN", "LPN"], "np": ["NP", "PA-C", "FNP-C"],
           "pt": ["PT, DPT", "PT", "OTR/L"], "pharm": ["PharmD", "RPh"], "sw": ["LCSW", "MSW"], "mh": ["RN", "LPC", "PMHNP-BC"]},
    "UK": {"doc": ["MBChB, MRCP", "MBBS, MRCGP", "FRCP", "MBBS"], "nurse": ["RGN", "RN"], "np": ["ANP", "ACP"],
           "pt": ["MCSP", "BSc Physio"], "pharm": ["MRPharmS"], "sw": ["SW"], "mh": ["RMN", "CPN"]},
    "CA": {"doc": ["MD, FRCPC", "MD, CCFP", "MD"], "nurse": ["RN", "RPN"], "np": ["NP"], "pt": ["PT", "MScPT"],
           "pharm": ["RPh", "BScPharm"], "sw": ["MSW, RSW"], "mh": ["RN", "RSW"]},
    "AU": {"doc": ["MBBS, FRACP", "MBBS, FRACGP", "MBBS"], "nurse": ["RN", "EN", "CNS"], "np": ["NP"],
           "pt": ["APAM", "BPhty"], "pharm": ["BPharm"], "sw": ["AASW"], "mh": ["RN, MHN", "CMHN"]},
    "IE": {"doc": ["MB BCh BAO, MRCPI", "MICGP", "MB, FRCPI"], "nurse": ["RGN", "CNM2", "RNP"], "np": ["RANP"],
           "pt": ["MISCP"], "pharm": ["MPSI"], "sw": ["CORU reg."], "mh": ["RPN", "CNS"]},
    "NZ": {"doc": ["MBChB, FRACP", "MBChB, FRNZCGP", "MBChB"], "nurse": ["RN", "EN"], "np": ["NP"],
           "pt": ["NZRP"], "pharm": ["BPharm"], "sw": ["RSW"], "mh": ["RN", "CNS"]},
    "ZA": {"doc": ["MBChB, FCP(SA)", "MBChB", "MBBCh, FCFP"], "nurse": ["RN", "RN (PN)"], "np": ["CNP"],
           "pt": ["BSc Physio"], "pharm": ["BPharm"], "sw": ["SW"], "mh": ["RN (Psych)", "RPN"]},
}

EMAIL_DOM = {"US": ["lakemail.com", "outpost.net", "mailnest.com"], "UK": ["mailbox.co.uk", "postpigeon.co.uk"],
             "CA": ["northmail.ca", "loonpost.ca"], "AU": ["oz-inbox.com.au", "bluegum.net.au"], "IE": ["eirmail.ie"],
             "NZ": ["kiwimail.co.nz", "tuipost.co.nz"], "ZA": ["webpos.co.za", "veldmail.co.za"]}
TLD = {"US": ".org", "UK": ".nhs.uk", "CA": ".ca", "AU": ".org.au", "IE": ".ie", "NZ": ".co.nz", "ZA": ".co.za"}


class Ctx:
    def __init__(self, r, L, kid=False):
        self.r, self.L = r, L
        self.kid = kid
        self.pt = Person(r)
        if kid:
            self.age = r.choice([r.randint(1, 16), r.randint(1, 16), r.randint(2, 11)])
            self.age_months = r.randint(3, 23) if r.random() < 0.2 else None
        else:
            self.age = r.choice([r.randint(18, 64), r.randint(40, 89), r.randint(65, 99)])
            self.age_months = None
        self.d0 = dt.date(2016, 1, 1) + dt.timedelta(days=r.randint(0, 3200))
        days = self.age_months * 30 if self.age_months else self.age * 365
        self.dob = self.d0 - dt.timedelta(days=days + r.randint(10, 330))
        self.city, st_abbr, st_full = r.choice(LC.CITIES[L])
        self.st_abbr, self.st_full = st_abbr, st_full
        self.zip = LC.postcode(r, L, self.city, st_abbr)
        self.street = self.mkstreet()
        self.phone = LC.phone(r, L)
        self.mobile = LC.phone(r, L, mobile=True)
        self.email = f"{ascii_fold(self.pt.given)}.{ascii_fold(self.pt.sur).replace(' ', '')}{r.randint(1, 99)}@{r.choice(EMAIL_DOM[L])}"
        self.mrn = LC.mrn(r, L)
        self.acct = LC.account(r, L)
        self.plan = LC.plan(r, L)
        self.ssn = LC.ssn(r, L)
        self.hosp = self.mkhosp()
        self.hosp2 = self.mkhosp()
        self.clinic = self.mkclinic()
        self.ward = r.choice(P.WARDS)
        self.pharm = r.choice(P.PHARM)
        self.docs = [Person(r) for _ in range(4)]
        self.staff = [Person(r) for _ in range(4)]
        self.fam = [(self.rel(), Person(r, sur=self.pt.sur if r.random() < 0.6 else None)) for _ in range(3)]
        for i, (rel, p) in enumerate(self.fam):
            if rel in ("wife", "mother", "daughter", "sister", "grandmother", "aunt"):
                self.fam[i] = (rel, Person(r, sex="F", sur=p.sur))
            elif rel in ("husband", "father", "son", "brother", "grandfather", "uncle"):
                self.fam[i] = (rel, Person(r, sex="M", sur=p.sur))
        self.prof = r.choice(P.PROFESSIONS)
        self.employer = f"{r.choice(P.ORG_PRE)} {r.choice(P.ORG_SUF)}"
        self.school = f"{r.choice(P.HOSP_PRE)} {r.choice(P.SCHOOL_SUF)}"
        self.country = r.choice(P.COUNTRIES)
        self.room = r.choice([str(r.randint(100, 899)), f"{r.randint(1, 9)}{r.randint(10, 40)}{r.choice('AB')}", str(r.randint(1, 30))])
        self.bed = str(r.randint(1, 32))
        self.dom = ascii_fold(self.hosp.split()[0] if not self.hosp.startswith(("St", "Mt", "Our", "Holy", "Sacred", "Mount")) else self.hosp.split()[1]).strip(".'s") or "health"

    @property
    def his(self):
        return "her" if self.pt.sex == "F" else "his"

    @property
    def he(self):
        return "She" if self.pt.sex == "F" else "He"

    # ---- builders ----
    def rel(self):
        return self.r.choice(["wife", "husband", "daughter", "son", "mother", "father", "sister", "brother",
                              "partner", "neighbour" if self.L != "US" else "neighbor", "friend", "grandmother",
                              "uncle", "aunt", "carer" if self.L != "US" else "caregiver"])

    def mkstreet(self):
        r, L = self.r, self.L
        base = r.choice(P.STREET_BASE)
        suf = r.choice(P.STREET_SUF_US if L in ("US", "CA") else P.STREET_SUF_UK if L in ("UK", "IE") else P.STREET_SUF_OTHER)
        n = r.randint(1, 2999 if L == "US" else 240)
        s = f"{n} {base} {suf}"
        if L == "US" and r.random() < 0.3:
            s += r.choice([", Apt ", ", Unit ", " #"]) + str(r.randint(1, 40)) + r.choice(["", "B"])
        if L == "AU" and r.random() < 0.35:
            s = f"{r.randint(1, 20)}/{s}"
        if L == "CA" and r.random() < 0.25:
            s = f"{r.randint(101, 1900)}-{s}"
        if L in ("UK", "IE") and r.random() < 0.25:
            s = f"Flat {r.randint(1, 12)}, {s}"
        return s

    def mkhosp(self):
        r = self.r
        if r.random() < 0.25:
            return f"{r.choice(P.SAINTS)} {r.choice(P.HOSP_SUF[self.L])}"
        return f"{r.choice(P.HOSP_PRE)} {r.choice(P.HOSP_SUF[self.L])}"

    def mkclinic(self):
        r = self.r
        return f"{r.choice(P.HOSP_PRE + P.STREET_BASE)} {r.choice(P.CLINIC_SUF[self.L])}"

    # ---- surface forms ----
    def D(self, d, style=None):
        if style is None:
            style = self.r.choice(["num", "num", "long", "abbr", "short", "lab"] + (["iso"] if self.L in ("CA", "ZA") else []))
        return (LC.fdate(d, self.L, style), "DATE")

    def ago(self, days):
        return self.d0 - dt.timedelta(days=days)

    def after(self, days):
        return self.d0 + dt.timedelta(days=days)

    def title(self, p):
        r = self.r
        t = "Mr" if p.sex == "M" else r.choice(["Mrs", "Ms", "Miss", "Ms"])
        dot = r.random() < (0.8 if self.L in ("US", "CA") else 0.15)
        return t + ("." if dot and t != "Miss" else "")

    def name(self, p, typ, form=None):
        r = self.r
        forms = ["full", "fullm", "title", "title", "given", "sur", "lastfirst", "LASTFIRST", "init", "ginit", "titlefull"]
        if typ == "FAMILY":
            forms = ["full", "given", "given", "title", "titlefull"]
        form = form or r.choice(forms)
        if form == "full":
            return [(p.full(), typ)]
        if form == "fullm":
            return [(p.fullm(), typ)]
        if form == "title":
            return [self.title(p) + " ", (p.sur, typ)]
        if form == "titlefull":
            return [self.title(p) + " ", (p.full(), typ)]
        if form == "given":
            return [(p.given, typ)]
        if form == "sur":
            return [(p.sur, typ)]
        if form == "lastfirst":
            return [(f"{p.sur}, {p.given}", typ)]
        if form == "LASTFIRST":
            return [(f"{p.sur.upper()}, {p.given.upper()}" + (f" {p.mid}" if p.mid else ""), typ)]
        if form == "init":
            return [(p.inits(r.random() < 0.6), typ)]
        if form == "ginit":
            return [(f"{p.given[0]}. {p.sur}", typ)]
        if form == "givenK":
            return [(f"{p.given} {p.sur[0]}.", typ)]
        if form == "nick":
            return [((p.nick or p.given), typ)]
        raise ValueError(form)

    def ptn(self, form=None):
        return self.name(self.pt, "PATIENT", form)

    def doc(self, i=0, role="doc", form=None):
        r, p = self.r, (self.docs[i] if role in ("doc",) else self.staff[i % 4])
        cred = r.choice(CRED[self.L][role])
        form = form or r.choice(["dr", "dr", "drfull", "cred", "credfull", "ginitcred", "drnodot"])
        if role != "doc" and form in ("dr", "drfull", "drnodot"):
            form = r.choice(["cred", "credfull", "plain"])
        dr = "Dr." if (self.L in ("US", "CA") and form != "drnodot") else "Dr"
        if form == "dr":
            return [dr + " ", (p.sur, "DOCTOR")]
        if form == "drnodot":
            return ["Dr ", (p.sur, "DOCTOR")]
        if form == "drfull":
            return [dr + " ", (p.full(), "DOCTOR")]
        if form == "cred":
            return [(p.full(), "DOCTOR"), ", " + cred]
        if form == "credfull":
            return [(p.fullm(), "DOCTOR"), " " + cred]
        if form == "ginitcred":
            return [(f"{p.given[0]}. {p.sur}", "DOCTOR"), ", " + cred]
        if form == "plain":
            return [(p.full(), "DOCTOR")]
        if form == "prof":
            return [r.choice(["Prof ", "Prof. ", "Professor "]), (p.sur, "DOCTOR")]
        if form == "sur":
            return [(p.sur, "DOCTOR")]
        if form == "given":
            return [(p.given, "DOCTOR")]
        if form == "inits":
            return [(p.inits(False).lower(), "DOCTOR")]
        raise ValueError(form)

    def agep(self, noun=True):
        """Age phrase for an adult or child: number only is the span."""
        r, a, sx = self.r, self.age, self.pt.sex
        if self.age_months:
            return r.choice([[(str(self.age_months), "AGE"), "-month-old " + ("girl" if sx == "F" else "boy")],
                             [(str(self.age_months), "AGE"), " mo " + sx],
                             [(str(self.age_months), "AGE"), "/12 old " + ("girl" if sx == "F" else "boy")]])
        kidw = ("girl" if sx == "F" else "boy") if a < 16 else ("woman" if sx == "F" else "man")
        forms = [[(str(a), "AGE"), "-year-old " + kidw],
                 [(str(a), "AGE"), " yo " + sx],
                 [(str(a), "AGE"), "yo " + ("female" if sx == "F" else "male")],
                 [(str(a), "AGE"), sx],
                 [(str(a), "AGE"), " y/o " + ("F" if sx == "F" else "M")],
                 [(str(a), "AGE"), " " + sx],
                 [(P.num_words(a), "AGE"), "-year-old " + kidw],
                 [(str(a), "AGE"), "-yr-old " + kidw]]
        return r.choice(forms)

    def addr(self, oneline=True):
        L = self.L
        sep = ", " if oneline else "\n"
        out = [(self.street, "STREET"), sep, (self.city, "CITY")]
        if L == "US":
            out += [", ", ((self.st_abbr if self.r.random() < 0.8 else self.st_full), "STATE"), " ", (self.zip, "ZIP")]
        elif L == "CA":
            out += [", " if self.r.random() < 0.5 else " ", (self.st_abbr, "STATE"), "  " if self.r.random() < 0.2 else " ", (self.zip, "ZIP")]
        elif L == "AU":
            out += [" ", (self.st_abbr, "STATE"), " ", (self.zip, "ZIP")]
        elif L == "UK":
            if self.st_full and self.r.random() < 0.5:
                out += [sep, (self.st_full, "CITY")]
            out += [sep, (self.zip, "ZIP")]
        elif L == "IE":
            out += [sep, (self.st_full, "CITY"), sep, (self.zip, "ZIP")]
        elif L == "NZ":
            out += [" ", (self.zip, "ZIP")]
        else:
            out += [sep, (self.st_full, "STATE"), sep, (self.zip, "ZIP")]
        return out

    def lic(self):
        return LC.lic(self.r, self.L)

    def url(self, kind="portal"):
        r = self.r
        base = f"{self.dom}{TLD[self.L]}"
        if kind == "portal":
            return r.choice([f"www.{base}/portal", f"https://myhealth.{base}", f"https://{base}/patients/login",
                             f"portal.{base}"])
        if kind == "tele":
            return r.choice([f"https://telehealth.{base}/room/{LC.dig(r, 6)}", f"https://vc.{base}/join/{LC.dig(r, 8)}",
                             f"meet.{base}/clinic-{LC.dig(r, 4)}"])
        return f"www.{base}"

    def uname(self, p):
        r = self.r
        g, s = ascii_fold(p.given), ascii_fold(p.sur).replace(" ", "")
        return r.choice([f"{g[0]}{s}{r.randint(1, 9)}", f"{g}.{s}", f"{s}{g[0]}", f"{g[0]}{s[:5]}", f"{g}{r.randint(10, 99)}"])

    def staffemail(self, p):
        g, s = ascii_fold(p.given), ascii_fold(p.sur).replace(" ", "")
        return f"{g}.{s}@{self.dom}{TLD[self.L]}"
