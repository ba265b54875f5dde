"""Note builder with single-pass span recording, people and case profiles."""
import datetime as dt
import re

import locales as L
import pools

TYPE_LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
    "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
    "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
    "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
    "IPADDR": "CONTACT", "PROFESSION": "PROFESSION",
}
SHORT = {"PT": "PATIENT", "DR": "DOCTOR", "FAM": "FAMILY", "USER": "USERNAME", "ORG": "ORGANIZATION",
         "HOSP": "HOSPITAL", "LOC": "LOCATION_OTHER", "PROF": "PROFESSION", "HP": "HEALTHPLAN", "ACCT": "ACCOUNT",
         "LIC": "LICENSE", "DEV": "DEVICE", "VEH": "VEHICLE", "IP": "IPADDR", "ID": "IDNUM"}
TMPL = re.compile(r"\{([A-Z_]+):([a-z0-9_]+)\}|\{([a-z0-9_]+)(?::([^{}]+))?\}")


class Doc:
    """Accumulates text pieces; each PHI piece records its offsets when appended."""

    def __init__(self, us=False):
        self.parts = []
        self.spans = []
        self.n = 0
        self.us = us

    def _spell(self, s):
        if self.us:
            for a, b in L.SPELL_US:
                s = s.replace(a, b)
        return s

    def t(self, s):
        s = self._spell(s)
        self.parts.append(s)
        self.n += len(s)
        return self

    def p(self, typ, s):
        typ = SHORT.get(typ, typ)
        assert typ in TYPE_LABEL, typ
        s = str(s)
        if typ == "COUNTRY" and s.startswith("the "):
            self.t("the ")
            s = s[4:]
        assert s and s == s.strip(), repr(s)
        if self.spans:
            assert self.spans[-1][1] <= self.n
        self.spans.append((self.n, self.n + len(s), typ))
        self.parts.append(s)
        self.n += len(s)
        return self

    def f(self, tmpl, **kw):
        pos = 0
        for m in TMPL.finditer(tmpl):
            if m.start() > pos:
                self.t(tmpl[pos:m.start()])
            if m.group(1):
                self.p(m.group(1), kw[m.group(2)])
            elif m.group(4):
                self.t(format(kw[m.group(3)], m.group(4)))
            else:
                self.t(str(kw[m.group(3)]))
            pos = m.end()
        if pos < len(tmpl):
            self.t(tmpl[pos:])
        return self

    def finish(self, lower=False):
        text = "".join(self.parts)
        if lower:
            low = text.lower()
            assert len(low) == len(text)
            text = low
        spans = [{"start": a, "end": b, "label": TYPE_LABEL[t], "type": t, "text": text[a:b]}
                 for a, b, t in self.spans]
        return text, spans


class Person:
    def __init__(self, first, last, sex, middle="", title=""):
        self.first, self.last, self.sex, self.middle, self.title = first, last, sex, middle, title

    def fmt(self, style):
        f, l, m = self.first, self.last, self.middle
        mi = (m[0] + ".") if m else ""
        if style == "full":
            return "%s %s" % (f, l)
        if style == "fml":
            return "%s %s %s" % (f, mi, l) if m else "%s %s" % (f, l)
        if style == "fmfull":
            return "%s %s %s" % (f, m, l) if m else "%s %s" % (f, l)
        if style == "lf":
            return "%s, %s" % (l, f)
        if style == "LF":
            return "%s, %s" % (l.upper(), f.upper())
        if style == "LFM":
            return ("%s, %s %s" % (l.upper(), f.upper(), m[0])) if m else "%s, %s" % (l.upper(), f.upper())
        if style == "fi_l":
            return "%s. %s" % (f[0], l)
        if style == "fil":
            return "%s %s" % (f[0], l)
        if style == "f":
            return f
        if style == "l":
            return l
        if style == "L":
            return l.upper()
        if style == "init":
            return "%s.%s." % (f[0], l[0])
        if style == "initc":
            return "%s%s" % (f[0], l[0])
        if style == "initlow":
            return ("%s%s" % (f[0], l[0])).lower()
        if style == "nick":
            return pools.NICK.get(f, f)
        if style == "f_li":
            return "%s %s." % (f, l[0])
        raise ValueError(style)


_POOL_CACHE = {}


def pool(origin, key):
    k = (origin, key)
    if k not in _POOL_CACHE:
        _POOL_CACHE[k] = pools.split_pool(pools.ORIGINS[origin][key])
    return _POOL_CACHE[k]


def wchoice(rng, weights):
    keys = sorted(weights)
    tot = sum(weights[k] for k in keys)
    r = rng.random() * tot
    for k in keys:
        r -= weights[k]
        if r < 0:
            return k
    return keys[-1]


def make_person(rng, country, sex=None, origin=None, last=None):
    origin = origin or wchoice(rng, pools.COUNTRY_ORIGINS[country])
    sex = sex or rng.choice("MF")
    first = rng.choice(pool(origin, "m" if sex == "M" else "f"))
    if last is None:
        lo = origin if rng.random() < 0.85 else wchoice(rng, pools.COUNTRY_ORIGINS[country])
        last = rng.choice(pool(lo, "l"))
    middle = ""
    if rng.random() < 0.45:
        middle = rng.choice(pool(origin, "m" if sex == "M" else "f"))
        if middle == first:
            middle = ""
    p = Person(first, last, sex, middle)
    p.origin = origin
    return p


ROLE_INFO = {
    # role: (title GB-style, title US-style, credential pool)
    "surgeon": ("Consultant Orthopaedic Oncology Surgeon", "Orthopaedic Oncology Attending",
                ["FRCS (Tr&Orth)", "MD", "FRACS", "FRCSC", "MBChB FRCS", "FCS(SA)Orth"]),
    "oncologist": ("Consultant Medical Oncologist", "Attending, Sarcoma Medical Oncology",
                   ["FRCP", "MD", "FRACP", "MRCP", "MBBS FRCPC", "FCP(SA)"]),
    "paed_onc": ("Consultant Paediatric Oncologist", "Pediatric Hematology/Oncology Attending",
                 ["MRCPCH", "MD", "FRACP", "FRCPC"]),
    "radiologist": ("Consultant Musculoskeletal Radiologist", "MSK Radiologist", ["FRCR", "MD", "FRANZCR"]),
    "pathologist": ("Consultant Histopathologist", "Attending Pathologist", ["FRCPath", "MD", "FRCPA"]),
    "keyworker": ("Sarcoma Clinical Nurse Specialist", "Oncology Nurse Navigator", ["RN", "RGN", "BSN RN"]),
    "physio": ("Clinical Specialist Physiotherapist", "Physical Therapist", ["MCSP", "DPT", "PT"]),
    "prosthetist": ("Senior Prosthetist", "Certified Prosthetist", ["BSc PO", "CPO", "MSc"]),
    "referrer": ("Consultant Orthopaedic Surgeon", "Orthopedic Surgeon", ["FRCS", "MD", "FRACS", "FRCSI"]),
    "registrar": ("Specialty Registrar (T&O)", "Orthopaedic Oncology Fellow", ["MRCS", "MD", "MBBS"]),
    "anaesthetist": ("Consultant Anaesthetist", "Anesthesiology Attending", ["FRCA", "MD", "FANZCA"]),
    "nurse": ("Staff Nurse", "RN", ["RN", "RGN"]),
    "pharmacist": ("Oncology Pharmacist", "Oncology Pharmacist", ["MPharm", "PharmD", "BPharm"]),
    "research": ("Research Nurse", "Clinical Research Coordinator", ["RN", "BSc", "CCRP"]),
    "coordinator": ("MDT Coordinator", "Tumor Board Coordinator", [""]),
    "gp": ("General Practitioner", "Primary Care Physician", ["MRCGP", "MD", "FRACGP", "MICGP", "CCFP"]),
    "late": ("Consultant in Late Effects", "Survivorship Clinic Attending", ["FRCP", "MD", "MRCPCH"]),
    "psych": ("Clinical Psychologist", "Psychologist", ["DClinPsy", "PhD", "PsyD"]),
    "ot": ("Occupational Therapist", "Occupational Therapist", ["BSc OT", "OTR/L"]),
    "social": ("Social Worker", "Social Worker", ["BA", "MSW", "LCSW"]),
    "clerk": ("Ward Clerk", "Unit Secretary", [""]),
    "secretary": ("Medical Secretary", "Medical Secretary", [""]),
}
DOCTOR_ROLES = {"referrer", "surgeon", "oncologist", "paed_onc", "radiologist", "pathologist", "registrar",
                "anaesthetist", "gp", "late"}


SCHOOL_COUNTRY = {"Lakeview Collegiate Institute": "CA", "Tamarind Bay State High School": "AU",
                  "Te Kura o Waiharoa": "NZ", "Hillcrest Hoërskool": "ZA", "Kilcarra Community College": "IE",
                  "Ashdown Sixth Form College": "GB", "Westmere Grammar School": "GB"}


ORG_COUNTRY = {"Kauri Coast Timber": "NZ", "Karoo Line Transport": "ZA", "Hudsons Bay Plumbing Co": "CA",
               "Bluegum Landscaping": "AU", "Glenrowan Orchards": "AU", "Carrowmore GAA Club": "IE",
               "Ōrakei Waka Ama Club": "NZ", "Kingsburn Netball Club": "GB AU NZ ZA",
               "Westfield Rugby Club": "GB IE AU NZ ZA", "Kelso Road Cricket Club": "GB AU NZ ZA",
               "Bramley Harriers": "GB IE", "Limb Forward Trust": "GB", "Bone Tumour Support Network of Wessex": "GB",
               "Sarcoma Friends Cork": "IE", "Ironbark Youth Cancer Fund": "AU",
               "Northern Lights Sarcoma Circle": "CA US", "Kōtuku Cancer Whānau Trust": "NZ",
               "Protea Childhood Cancer Circle": "ZA", "Corriemore Hotel": "GB IE",
               "Harlan Creek Swim Club": "US CA"}


def org_for(rng, country, names):
    ok = [n for n in names if country in ORG_COUNTRY.get(n, country)]
    return rng.choice(ok or names)


class Case:
    """Everything about one patient and their care team; staff are created on first use."""

    def __init__(self, rng, country, tumour, note_date, lower, extra_years=0, age_range=None):
        import clin
        self.rng = rng
        self.c = country
        self.us = country == "US"
        self.lower = lower
        self.tumour = tumour
        self.date = note_date
        lo, hi = tumour["age"]
        if age_range:
            lo, hi = age_range
        age = rng.randint(lo, hi) + extra_years
        self.extra_years = extra_years
        self.dob = note_date - dt.timedelta(days=age * 365 + rng.randint(5, 360) + age // 4)
        self.age = age_on(self.dob, note_date)
        sex = tumour.get("sex") or rng.choice("MF")
        self.sex = sex
        self.pt = make_person(rng, country, sex)
        self.addr = L.address(rng, country)
        self.phone_home = L.phone(rng, country, "home")
        self.phone_mob = L.phone(rng, country, "mobile")
        self.email = L.email_for(rng, self.pt.first, self.pt.last)
        self.mrn = L.mrn(rng, country)
        self.natnum = L.national_number(rng, country)
        self.hp = L.healthplan_for_age(rng, country, self.age)
        self.ssn = L.ssn(rng, country, self.dob)
        self.acct = L.account(rng, country)
        self.centre = rng.choice([h for h in pools.CENTRES[country] if (self.age < 19) or "Children" not in h])
        self.local_hosp = rng.choice(pools.HOSP_FORMS[country]).format(t=L.town(rng, country))
        self.gp_practice = rng.choice(pools.GP_FORMS[country]).format(
            b=rng.choice([L.town(rng, country), rng.choice(pools.STREET_BASE)]))
        self.gp_addr = L.address(rng, country)
        self.gp_phone = L.phone(rng, country)
        self.gp_fax = L.phone(rng, country)
        self.ward = rng.choice(pools.US_UNITS if country == "US" and rng.random() < 0.6 else pools.WARDS)
        self.bed = str(rng.randint(1, 32))
        self.child = self.age < 18
        if self.age < 16:
            self.prof = rng.choice(["student", "pupil", "school pupil"])
        elif self.age < 18:
            self.prof = rng.choice(["sixth-form student", "high school student", "student", "apprentice electrician"])
        elif self.age < 23:
            self.prof = rng.choice(["university student", "engineering student", "nursing student",
                                    "apprentice electrician", "student", "apprentice plumber"])
        elif self.age >= 67 and rng.random() < 0.6:
            self.prof = rng.choice([p for p in pools.PROFESSIONS if "student" not in p and "apprentice" not in p])
            self.retired = True
        else:
            self.prof = rng.choice(pools.PROFESSIONS)
        self.retired = getattr(self, "retired", False)
        if "apprentice" in self.prof or self.age >= 23:
            self.employer = org_for(rng, country, pools.ORG_EMPLOYERS)
        elif self.age < 18:
            self.employer = rng.choice([s for s in pools.ORG_SCHOOLS[:10] + pools.ORG_SCHOOLS[14:]
                                        if SCHOOL_COUNTRY.get(s, country) == country])
        else:
            self.employer = rng.choice(pools.ORG_SCHOOLS[10:14])
        self.birth_country = rng.choice(L.BIRTH_COUNTRIES[self.pt.origin])
        self.family = []
        if self.age < 25:
            rels = pools.RELATIONS_CHILD
        elif self.age < 50:
            rels = ["wife", "husband", "partner", "sister", "brother", "friend", "mother", "neighbour"]
        else:
            rels = pools.RELATIONS_ADULT
        pair = rng.sample(rels, 2)
        if self.age < 25:
            first_rel = rng.choice(["mother", "mum", "father", "dad"])
            other = [r for r in rels if r not in ("mother", "mum", "father", "dad")]
            opp = ["father", "dad"] if first_rel in ("mother", "mum") else ["mother", "mum"]
            pair = [first_rel, rng.choice(opp + other)]
        for rel in pair:
            fsex = "F" if rel in ("wife", "mother", "mum", "sister", "daughter", "niece", "grandmother",
                                   "aunt", "older sister", "daughter-in-law") else (
                "M" if rel in ("husband", "father", "dad", "brother", "son", "stepfather", "son-in-law") else None)
            same = rel not in ("friend", "neighbour", "partner", "stepfather", "son-in-law", "daughter-in-law",
                               "wife", "husband") or (rel in ("wife", "husband") and rng.random() < 0.6)
            fp = make_person(rng, country, fsex, self.pt.origin if (same or rng.random() < 0.7) else None,
                             self.pt.last if same else None)
            while fp.first == self.pt.first:
                fp.first = rng.choice(pool(fp.origin, "m" if fp.sex == "M" else "f"))
            fp.rel = rel
            fp.phone = L.phone(rng, country, "mobile")
            self.family.append(fp)
        self._staff = {}
        self.dmain = rng.choice([s for s in L.date_styles(country) if s != "dmy_short"])
        self.site = clin.pick_site(rng, tumour)
        self.side = rng.choice(["left", "right"])
        self.diag_date = note_date - dt.timedelta(days=rng.randint(20, 200))
        self.cycle = rng.randint(1, 5)

    def st(self, role):
        if role not in self._staff:
            rng = self.rng
            p = make_person(rng, self.c)
            while p.last == self.pt.last or p.first == self.pt.first:
                p = make_person(rng, self.c)
            p.role = role
            gb, us, creds = ROLE_INFO[role]
            p.job = us if self.c == "US" else gb
            p.cred = rng.choice([x for x in creds if cred_ok(x, self.c)] or [""])
            if role in DOCTOR_ROLES:
                if role == "surgeon" and self.c in ("GB", "IE", "AU", "NZ", "ZA") and rng.random() < 0.75:
                    p.title = "Mr" if p.sex == "M" else rng.choice(["Ms", "Miss", "Mrs"])
                else:
                    p.title = "Prof" if (role not in ("registrar", "gp", "referrer") and rng.random() < 0.12) else "Dr"
                if self.c == "US":
                    p.title = p.title.replace("Dr", "Dr.")
            else:
                p.title = ""
            p.lic = L.licence(rng, self.c, "doctor" if role in DOCTOR_ROLES else role)
            p.email = L.email_for(rng, p.first, p.last, "staff")
            p.user = username(rng, p)
            p.ext = L.extension(rng)
            self._staff[role] = p
        return self._staff[role]

    def fam(self, i=0):
        return self.family[i]

    def styles(self):
        return L.date_styles(self.c)

    def ds(self, d, style=None):
        if style is None:
            style = self.dmain if self.rng.random() < 0.8 else self.rng.choice(self.styles())
        return L.fmt_date(d, style)

    def dstyle(self):
        return self.rng.choice(self.styles())

    def pt_title(self):
        if self.child and self.age < 16:
            return ""
        t = {"M": "Mr", "F": self.rng.choice(["Ms", "Mrs", "Miss", "Ms"])}[self.sex]
        return t + "." if self.us and t != "Miss" else t

    def he(self):
        return "he" if self.sex == "M" else "she"

    def his(self):
        return "his" if self.sex == "M" else "her"

    def him(self):
        return "him" if self.sex == "M" else "her"

    def sx(self):
        return self.sex


CRED_COUNTRY = {"(SA)": "ZA", "FRACS": "AU NZ", "FRACP": "AU NZ", "FRANZCR": "AU NZ", "FRCPA": "AU NZ",
                "FANZCA": "AU NZ", "FRACGP": "AU", "FRCSC": "CA", "FRCPC": "CA", "CCFP": "CA", "MICGP": "IE",
                "FRCSI": "IE", "DPT": "US CA", "PharmD": "US CA", "CPO": "US", "OTR/L": "US", "LCSW": "US",
                "PsyD": "US", "BSN": "US", "CCRP": "US CA", "MRCGP": "GB", "RGN": "GB IE", "MCSP": "GB"}


def cred_ok(cred, c):
    for k in sorted(CRED_COUNTRY):
        if k in cred:
            return c in CRED_COUNTRY[k].split()
    if cred in ("MD",) and c in ("GB", "IE", "ZA", "AU", "NZ"):
        return False
    return True


def age_on(dob, d):
    a = d.year - dob.year
    if (d.month, d.day) < (dob.month, dob.day):
        a -= 1
    return a


def username(rng, p):
    f = L.strip_accents(p.first.lower()).replace("-", "").replace("'", "").replace(" ", "")
    l_ = L.strip_accents(p.last.lower()).replace("-", "").replace("'", "").replace(" ", "")
    return rng.choice(["%s%s" % (f[0], l_[:7]), "%s.%s" % (f, l_), "%s%s%d" % (f[0], l_[:6], rng.randint(1, 9)),
                       "%s%s" % (l_[:6], f[0]), "%s_%s" % (f[:3], l_[:3])])


# ------------------------------------------------------------ shared blocks
def addr_lines(d, case, a, sep="\n", with_country=False, region_full=None):
    """Write an address split into its parts, country-appropriately."""
    rng = case.rng
    c = a["country"]
    d.p("STREET", a["street"]).t(sep if sep == "\n" else ", ")
    if "suburb" in a:
        d.p("CITY", a["suburb"]).t(sep if sep == "\n" else ", ")
    code = [k for k in sorted(L.COUNTRY_NAME) if L.COUNTRY_NAME[k] == c][0]
    if code == "US" or code == "CA":
        reg = a["region"] if (region_full if region_full is not None else rng.random() < 0.2) else a["region_ab"]
        d.p("CITY", a["town"]).t(", ").p("STATE", reg).t(" " if code == "US" else "  ").p("ZIP", a["zip"])
    elif code == "AU":
        reg = a["region"] if (region_full if region_full is not None else rng.random() < 0.15) else a["region_ab"]
        d.p("CITY", a["town"].upper() if rng.random() < 0.3 else a["town"]).t(" ").p("STATE", reg).t(" ").p(
            "ZIP", a["zip"])
    elif code == "NZ":
        d.p("CITY", a["town"]).t(" ").p("ZIP", a["zip"])
        if rng.random() < 0.3:
            d.t(sep if sep == "\n" else ", ").p("STATE", a["region"])
    elif code == "ZA":
        d.p("CITY", a["town"]).t(sep if sep == "\n" else ", ").p("ZIP", a["zip"])
        if rng.random() < 0.5:
            d.t(sep if sep == "\n" else ", ").p("STATE", a["region"])
    elif code == "IE":
        d.p("CITY", a["town"]).t(sep if sep == "\n" else ", ").p("CITY", a["county"]).t(
            sep if sep == "\n" else ", ").p("ZIP", a["zip"])
    else:
        d.p("CITY", a["town"] if rng.random() < 0.7 else a["town"].upper())
        if rng.random() < 0.4:
            d.t(sep if sep == "\n" else ", ").p("CITY", a["county"])
        d.t(sep if sep == "\n" else ", ").p("ZIP", a["zip"])
    if with_country:
        d.t(sep if sep == "\n" else ", ").p("COUNTRY", rng.choice(L.COUNTRY_ALT[code]) if code != "GB" else
                                              rng.choice(["UK", "United Kingdom"]))
    return d


def ids_line(d, case, sep="   ", full=True):
    """MRN / national number / health plan / SSN in one or two lines."""
    rng = case.rng
    d.f("{lab}: {MRN:v}", lab=rng.choice(["MRN", "Hosp No", "Hospital no.", "UR", "RN"] if case.c != "US"
                                         else ["MRN", "MRN", "Med Rec #"]), v=case.mrn)
    if case.natnum:
        d.t(sep).f("{lab}: {MRN:v}", lab=case.natnum[0], v=case.natnum[1])
    if full and case.hp and (case.c != "GB" or rng.random() < 0.3):
        d.t(sep).f("{lab}: {HP:v}", lab=case.hp[0], v=case.hp[1])
    if full and case.ssn and rng.random() < 0.6:
        d.t(sep).f("{lab}: {SSN:v}", lab=case.ssn[0], v=case.ssn[1])
    return d


def sign(d, case, role, with_lic=None, style=None, with_contact=False):
    rng = case.rng
    s = case.st(role)
    style = style or rng.choice(["full", "fi_l", "full", "fml"])
    if s.title and rng.random() < 0.7:
        d.t(s.title + " ")
    d.p("DOCTOR", s.fmt(style))
    if s.cred and rng.random() < 0.6:
        d.t(", " + s.cred if rng.random() < 0.6 else " " + s.cred)
    d.t("\n" + s.job)
    if with_lic if with_lic is not None else rng.random() < 0.4:
        d.f("\n{lab} {LIC:v}", lab=s.lic[0], v=s.lic[1])
    if with_contact:
        if rng.random() < 0.5:
            d.f("\nTel {PHONE:v}", v=L.phone(rng, case.c))
        else:
            d.f("\n{PHONE:v}", v=s.ext)
        if rng.random() < 0.6:
            d.f(" | {EMAIL:v}", v=s.email)
    return d


def audit(d, case, role, when, ip=None, verb=None):
    rng = case.rng
    s = case.st(role)
    verb = verb or rng.choice(["Electronically signed by", "Authenticated by", "Signed", "Verified by",
                               "Last edited by"])
    d.f("{verb}: {DOCTOR:n} ({USER:u}) {DATE:dt} {tm}", verb=verb, n=s.fmt(rng.choice(["full", "lf", "fi_l"])),
        u=s.user, dt=case.ds(when), tm=hhmm(rng))
    if ip or (ip is None and rng.random() < 0.35):
        d.f(" from {IP:ip}", ip=L.ip(rng))
    d.t("\n")
    return d


def hhmm(rng, lo=7, hi=19):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 50, 55, 58]))


def pt_name(d, case, style=None, typ="PATIENT"):
    style = style or case.rng.choice(["full", "fml", "LF", "lf", "full"])
    d.p(typ, case.pt.fmt(style))
    return d


def age_phrase(d, case, style=None):
    rng = case.rng
    style = style or rng.choice(["yo", "year-old", "y", "sexage", "aged", "yrs"])
    a = str(case.age)
    sexw = {"M": rng.choice(["man", "male", "gentleman"]) if case.age >= 18 else rng.choice(["boy", "male"]),
            "F": rng.choice(["woman", "female", "lady"]) if case.age >= 18 else rng.choice(["girl", "female"])}
    if style == "yo":
        d.p("AGE", a).t(" yo " + ("M" if case.sex == "M" else "F"))
    elif style == "year-old":
        d.p("AGE", a).t("-year-old " + sexw[case.sex])
    elif style == "y":
        d.p("AGE", a).t("y " + ("M" if case.sex == "M" else "F"))
    elif style == "sexage":
        d.p("AGE", a).t(rng.choice([" ", ""]) + case.sex)
    elif style == "aged":
        d.t(sexw[case.sex] + " aged ").p("AGE", a)
    else:
        d.p("AGE", a).t(" yrs")
    return d
