"""People, institutions and the per-note case context."""
import datetime as dt

import locales as LC
import places as PL
from doc import X
from pools import NAME_GROUPS, pick_origin, all_surnames

SURNAMES = all_surnames()

PROFESSIONS = """primary school teacher|secondary school teacher|electrician|plumber|welder|farmer|
accountant|bus driver|lorry driver|truck driver|carpenter|hairdresser|chef|cleaner|shop assistant|
software engineer|civil engineer|solicitor|lawyer|police officer|firefighter|postman|mail carrier|
mechanic|bricklayer|fisherman|librarian|architect|bank clerk|taxi driver|warehouse operative|
care worker|florist|baker|butcher|painter and decorator|joiner|coal miner|forklift operator|
IT consultant|receptionist|journalist|graphic designer|dairy farmer|sheep farmer|orchardist|
stockman|sheet metal worker|landscape gardener|cabinet maker|retail manager|barista|
real estate agent|factory worker|machinist|seamstress|tailor|lecturer|musician|photographer|
airline pilot|flight attendant|customs officer|roofer|scaffolder|HGV driver|courier|childminder|
cook|glazier|upholsterer|stonemason|plasterer|sales representative|insurance broker|
call-centre worker|store manager|bookkeeper|dental receptionist|school caretaker|
council gardener|boilermaker|shearer|vineyard worker|crane operator|train driver|
postal worker|estate agent|publican|dry cleaner|locksmith|tiler|veterinary nurse|
construction labourer|tram driver|kitchen porter|grocer|carpet fitter|fitness instructor|
yoga teacher|piano teacher|translator|bus mechanic|marine engineer|quantity surveyor|
land surveyor|payroll officer|tax adviser|chemistry teacher|kindergarten teacher|
cafe owner|restaurant manager|hotel receptionist|security guard|prison officer|
laboratory technician|printer|bakery assistant|nursery nurse|laundry worker""".replace("\n", "").split("|")

FAM_REL = {
    "spouse_f": ["wife"], "spouse_m": ["husband"], "partner": ["partner"],
    "child_f": ["daughter"], "child_m": ["son"], "sib_f": ["sister"], "sib_m": ["brother"],
    "other": ["friend", "neighbour", "niece", "nephew", "son-in-law", "daughter-in-law",
              "granddaughter", "grandson", "cousin"],
}


def _letters(s):
    return "".join(c for c in s if c.isalpha())


class Person:
    def __init__(self, R, locale, kind, sex=None, origin=None, last=None, avoid_first=None):
        self.locale = locale
        self.kind = kind
        self.sex = sex or R.choice("MF")
        self.origin = origin or pick_origin(R, locale)
        g = NAME_GROUPS[self.origin]
        pool = g["m"] if self.sex == "M" else g["f"]
        self.first = R.choice(pool)
        if avoid_first:
            while self.first in avoid_first:
                self.first = R.choice(pool)
        self.middle = None
        pmid = 0.45 if locale == "US" else 0.2
        if R.random() < pmid:
            src = NAME_GROUPS[self.origin if R.random() < 0.7 else pick_origin(R, locale)]
            mp = src["m"] if self.sex == "M" else src["f"]
            m = R.choice(mp)
            if m != self.first:
                self.middle = m
        if last is not None:
            self.last = last
        else:
            o2 = self.origin if R.random() < 0.85 else pick_origin(R, locale)
            self.last = R.choice(NAME_GROUPS[o2]["s"])
        self.role = None
        self.creds = ""
        self._uname = None
        self.uname_style = R.choice(["flast", "first.last", "flastN", "FLASTNN", "firstl",
                                     "lastf", "f_last", "flast"])
        self.uname_n = R.randint(1, 9)
        self.nick = None

    # ------- rendering (each returns pieces) -------
    def mi(self):
        return self.middle[0] + "." if self.middle else ""

    def full(self):
        return X(self.kind, "%s %s" % (self.first, self.last))

    def fml(self):
        if self.middle:
            return X(self.kind, "%s %s. %s" % (self.first, self.middle[0], self.last))
        return self.full()

    def fmidl(self):
        if self.middle:
            return X(self.kind, "%s %s %s" % (self.first, self.middle, self.last))
        return self.full()

    def lcf(self):
        return X(self.kind, "%s, %s" % (self.last, self.first))

    def LCF(self):
        s = "%s, %s" % (self.last.upper(), self.first.upper())
        if self.middle:
            s += " " + self.middle[0].upper()
        return X(self.kind, s)

    def LCf(self):
        return X(self.kind, "%s, %s" % (self.last.upper(), self.first))

    def LF(self):
        return X(self.kind, "%s %s" % (self.last.upper(), self.first))

    def FL_upper(self):
        return X(self.kind, "%s %s" % (self.first, self.last.upper()))

    def il(self, dot=True):
        return X(self.kind, "%s%s %s" % (self.first[0], "." if dot else "", self.last))

    def lastname(self):
        return X(self.kind, self.last)

    def firstname(self):
        return X(self.kind, self.first)

    def initials(self, dots=False, lower=False):
        a, b = self.first[0], _letters(self.last)[0]
        if lower:
            a, b = a.lower(), b.lower()
        if dots:
            return X(self.kind, "%s.%s." % (a, b))
        return X(self.kind, a + b)

    def title(self, style_period=None):
        if self.kind == "DOCTOR":
            t = getattr(self, "dtitle", "Dr")
            if not t:
                return ""
            if t in ("Prof", "A/Prof", "Professor", "Sister") or (t in ("Mr", "Ms", "Miss", "Mrs") and not style_period):
                return t
        else:
            t = "Mr" if self.sex == "M" else self._ftitle
        if style_period is None:
            style_period = self.locale in ("US", "CA")
        return t + ("." if style_period else "")

    @property
    def _ftitle(self):
        # stable per person
        return getattr(self, "_ft", "Ms")

    def t_last(self, period=None, title=None):
        t = title or self.title(period)
        if not t:
            return self.full()
        return [t + " ", self.lastname()]

    def t_full(self, period=None, title=None):
        t = title or self.title(period)
        if not t:
            return self.full()
        return [t + " ", self.full()]

    def username(self):
        if self._uname:
            return X("USERNAME", self._uname)
        f = _letters(self.first).lower()
        l = _letters(self.last).lower()
        st = self.uname_style
        if st == "flast":
            u = f[0] + l
        elif st == "first.last":
            u = f + "." + l
        elif st == "flastN":
            u = f[0] + l + str(self.uname_n)
        elif st == "FLASTNN":
            u = (f[0] + l[:6]).upper() + "%02d" % self.uname_n
        elif st == "firstl":
            u = f + l[0]
        elif st == "lastf":
            u = l[:7] + f[0]
        else:
            u = f[0] + "_" + l
        self._uname = u
        return X("USERNAME", u)

    def email_local(self):
        f = _letters(self.first).lower()
        l = _letters(self.last).lower()
        return f + "." + l


class Inst:
    def __init__(self, name, kind, addr=None, phone=None, fax=None, domain=None, web=None):
        self.name = name
        self.kind = kind
        self.addr = addr
        self.phone = phone
        self.fax = fax
        self.domain = domain
        self.web = web

    def X(self):
        return X("HOSPITAL", self.name)


def _slug(name):
    stop = ("st", "of", "the", "and", "&", "royal", "mater", "mercy", "university", "hospital", "general", "medical",
            "regional", "memorial", "community", "district", "base", "public")
    words = [w.replace("'s", "").replace("'", "").replace(".", "") for w in name.split()]
    words = [w for w in words if w and w.lower() not in stop]
    if not words:
        words = [name.split()[-1]]
    s = "".join(c for c in words[0].lower() if c.isalpha())
    if len(s) < 5 and len(words) > 1:
        s += "".join(c for c in words[1].lower() if c.isalpha())
    return s


HOSP_PATTERNS = {
    "US": ["{t} General Hospital", "{t} Medical Center", "{t} Regional Cancer Center",
           "St. {saint} Medical Center", "{t} University Hospital", "{s} Cancer Institute",
           "{t} Memorial Hospital", "Mercy {t} Hospital", "{t} Community Hospital",
           "{s} Comprehensive Cancer Center"],
    "UK": ["{t} General Hospital", "{t} Royal Infirmary", "Royal {t} Hospital",
           "{t} University Hospital", "St {saint}'s Hospital", "{t} Cancer Centre",
           "{s} Cancer Centre", "{t} District General Hospital", "{t} Community Hospital"],
    "IE": ["University Hospital {t}", "{t} General Hospital", "St. {saint}'s University Hospital",
           "Mater {t} Hospital", "{t} Regional Hospital", "St {saint}'s Hospital",
           "{t} University Hospital"],
    "AU": ["{t} Hospital", "{t} Base Hospital", "{t} Cancer Care Centre",
           "St {saint}'s Private Hospital", "{t} Health Service", "{s} Cancer Centre",
           "{t} District Hospital"],
    "NZ": ["{t} Hospital", "{t} Regional Cancer Centre", "{t} Base Hospital",
           "{s} Cancer Centre", "{t} Public Hospital"],
    "CA": ["{t} General Hospital", "{t} Health Sciences Centre", "{t} Regional Cancer Centre",
           "{s} Cancer Centre", "{t} Memorial Hospital", "St. {saint}'s Hospital",
           "{t} District Hospital"],
}
PRACTICE_PATTERNS = {
    "US": ["{t} Family Medicine", "{w} Primary Care", "{s} Internal Medicine Associates",
           "{t} Community Health Center", "{w} Family Practice"],
    "UK": ["{w} Surgery", "{t} Medical Practice", "{w} Health Centre", "{w} Medical Group",
           "{w} Street Practice"],
    "IE": ["{w} Medical Centre", "{t} Family Practice", "{w} Medical Practice",
           "{t} Primary Care Centre"],
    "AU": ["{w} Medical Centre", "{t} Family Clinic", "{t} Medical Practice", "{w} General Practice"],
    "NZ": ["{w} Medical Centre", "{t} Health Centre", "{w} Family Doctors", "{t} Medical Practice"],
    "CA": ["{t} Family Health Team", "{w} Medical Clinic", "{t} Family Practice",
           "{w} Community Health Centre"],
}


def make_hospital(R, locale, surnames):
    pat = R.choice(HOSP_PATTERNS[locale])
    s = R.choice(surnames)
    while " " in s or "'" in s:
        s = R.choice(surnames)
    name = pat.format(t=PL.make_town(R, locale), s=s, saint=R.choice(PL.SAINTS))
    return name


def make_practice(R, locale):
    pat = R.choice(PRACTICE_PATTERNS[locale])
    s = R.choice(SURNAMES)
    while " " in s or "'" in s:
        s = R.choice(SURNAMES)
    return pat.format(t=PL.make_town(R, locale), w=R.choice(PL.STREET_WORDS), s=s)


def domain_for(locale, name):
    sl = _slug(name)
    return {"US": sl + "health.org", "UK": sl + ".nhs.uk", "IE": sl + "hospital.ie",
            "AU": sl + "health.org.au", "NZ": sl + "health.org.nz", "CA": sl + "health.ca"}[locale]


def make_org(R, locale, town=None, employer=False):
    pat = R.choice(PL.EMPLOYER_PATTERNS if employer else PL.ORG_PATTERNS)
    s = R.choice(SURNAMES)
    while " " in s or "'" in s:
        s = R.choice(SURNAMES)
    return pat.format(t=town or PL.make_town(R, locale), w=R.choice(PL.STREET_WORDS), s=s,
                      saint=R.choice(PL.SAINTS))


def make_ward(R):
    return "%s %s" % (R.choice(PL.WARD_WORDS), R.choice(PL.WARD_KIND))


def make_building(R):
    if R.random() < 0.5:
        s = R.choice(SURNAMES)
        while " " in s or "'" in s:
            s = R.choice(SURNAMES)
        return "%s %s" % (s, R.choice(PL.BUILDING_KIND))
    return "%s %s" % (R.choice(PL.STREET_WORDS), R.choice(PL.BUILDING_KIND))


STAFF_CREDS = {
    "US": {"medonc": ["MD", "MD", "DO", "MD, PhD", "MD, FACP"], "radonc": ["MD", "MD, PhD", "DO"],
           "surgeon": ["MD, FACS", "MD"], "haem": ["MD", "MD, PhD"], "fellow": ["MD", "DO"],
           "nurse": ["RN", "BSN, RN", "RN, OCN", "MSN, RN"], "np": ["NP", "APRN, NP-C", "PA-C"],
           "gp": ["MD", "DO"], "pharm": ["PharmD", "PharmD, BCOP"], "therapist": ["PT, CLT", "OTR/L, CLT", "CLT-LANA"],
           "rt": ["RT(T)", "RTT"], "physicist": ["PhD, DABR", "MS, DABR"], "dosimetrist": ["CMD"],
           "research": ["RN, CCRP", "CCRC", "BSN, CCRP"]},
    "UK": {"medonc": ["MBBS FRCP", "MBChB MRCP PhD", "BM BCh FRCP"], "radonc": ["MBBS FRCR", "MBChB FRCR", "BM FRCR MD"],
           "surgeon": ["MBBS FRCS", "MBChB FRCS (Gen Surg)"], "haem": ["MBBS FRCP FRCPath", "MBChB MRCP FRCPath"],
           "fellow": ["MBChB MRCP", "MBBS MRCP", "BM BS"], "nurse": ["RGN", "RN", "BSc RN"],
           "np": ["ANP", "RN, ACP"], "gp": ["MBChB MRCGP", "MBBS MRCGP", "BM BS DRCOG"],
           "pharm": ["MPharm", "MRPharmS"], "therapist": ["MCSP", "BSc OT", "Dip Lymphology"],
           "rt": ["BSc (Hons) TR", "DCR(T)"], "physicist": ["MIPEM", "PhD MIPEM"], "dosimetrist": ["BSc"],
           "research": ["RN", "BSc"]},
    "IE": {"medonc": ["MB BCh BAO FRCPI", "MB FRCPI PhD"], "radonc": ["MB BCh BAO FFRRCSI", "MB FFR RCSI"],
           "surgeon": ["MB FRCSI", "MCh FRCSI"], "haem": ["MB FRCPI FRCPath"], "fellow": ["MB MRCPI", "MB BCh BAO"],
           "nurse": ["RGN", "RANP", "RGN, BSc"], "np": ["RANP", "cANP"], "gp": ["MICGP", "MB MICGP"],
           "pharm": ["MPharm MPSI"], "therapist": ["MISCP", "Dip Lymphology"], "rt": ["BSc RT"],
           "physicist": ["PhD"], "dosimetrist": ["BSc"], "research": ["RGN", "BSc"]},
    "AU": {"medonc": ["MBBS FRACP", "MBBS (Hons) FRACP PhD"], "radonc": ["MBBS FRANZCR", "MBBS FRANZCR"],
           "surgeon": ["MBBS FRACS", "MBBS FRACS"], "haem": ["MBBS FRACP FRCPA"], "fellow": ["MBBS", "MD"],
           "nurse": ["RN", "CNC", "RN, CNS"], "np": ["NP", "CNC"], "gp": ["MBBS FRACGP", "FRACGP"],
           "pharm": ["BPharm"], "therapist": ["BPhysio", "ALA accredited"], "rt": ["BRadTher"],
           "physicist": ["PhD ACPSEM"], "dosimetrist": ["BAppSc"], "research": ["RN", "BSc"]},
    "NZ": {"medonc": ["MBChB FRACP"], "radonc": ["MBChB FRANZCR"], "surgeon": ["MBChB FRACS"],
           "haem": ["MBChB FRACP FRCPA"], "fellow": ["MBChB"], "nurse": ["RN", "RN, CNS"], "np": ["NP"],
           "gp": ["MBChB FRNZCGP"], "pharm": ["BPharm"], "therapist": ["NZRP", "BPhty"], "rt": ["MRT"],
           "physicist": ["PhD"], "dosimetrist": ["MRT"], "research": ["RN"]},
    "CA": {"medonc": ["MD, FRCPC", "MD FRCPC", "MDCM, FRCPC"], "radonc": ["MD, FRCPC"],
           "surgeon": ["MD, FRCSC"], "haem": ["MD, FRCPC"], "fellow": ["MD"], "nurse": ["RN", "RN, BScN", "RN, CON(C)"],
           "np": ["NP-PHC", "RN(EC)"], "gp": ["MD, CCFP", "MD CCFP"], "pharm": ["BScPhm", "RPh"],
           "therapist": ["PT, CDT", "OT Reg. (Ont.)"], "rt": ["MRT(T)"], "physicist": ["PhD, FCCPM"],
           "dosimetrist": ["MRT(T)"], "research": ["RN, CCRP"]},
}


def _weekday(d):
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


class Case:
    """Everything one note knows about its patient and setting."""

    def __init__(self, R, locale, genre):
        self.R = R
        self.L = locale
        self.genre = genre
        self.today = _weekday(LC.date_between(R, dt.date(2018, 3, 1), dt.date(2026, 10, 30)))
        self.ds = R.choice(LC.NUM_STYLES[locale])
        self.ls = R.choice(LC.LONG_STYLES[locale])
        self.region = LC.region_for(R, locale)
        self.period = locale in ("US", "CA") and R.random() < 0.8
        self._staff = {}
        self.used_users = []
        # hospital
        self.hosp = self.make_inst("hospital")
        self.pt = self.make_patient()

    # -------------------------------------------------------- factories ---
    def addr(self, same_region=True):
        reg = self.region if same_region else LC.region_for(self.R, self.L)
        return LC.address(self.R, self.L, SURNAMES, region=reg)

    def phone(self, kind="land"):
        return LC.phone(self.R, self.L, kind, LC.region_code(self.L, self.region))

    def make_inst(self, kind):
        R = self.R
        if kind == "hospital":
            name = make_hospital(R, self.L, SURNAMES)
        elif kind == "practice":
            name = make_practice(R, self.L)
        elif kind == "pharmacy":
            name = R.choice(["%s Pharmacy", "%s Chemist", "%s Community Pharmacy"]) % PL.make_town(R, self.L)
            if self.L == "US":
                name = R.choice(["%s Pharmacy", "%s Drug", "%s Apothecary"]) % PL.make_town(R, self.L)
        elif kind == "hospice":
            name = R.choice(["St %s's Hospice" % R.choice(PL.SAINTS), "%s Hospice" % PL.make_town(R, self.L),
                             "%s House Hospice" % R.choice(PL.STREET_WORDS)])
        else:
            raise ValueError(kind)
        a = self.addr()
        inst = Inst(name, kind, a, self.phone("land"), self.phone("land"), domain_for(self.L, name))
        inst.web = R.choice(["www.", "https://www.", ""]) + inst.domain + R.choice(
            ["", "/oncology", "/cancer-services", "/patients", "/haematology", "/referrals"])
        return inst

    def make_patient(self, force_sex=None):
        R, L = self.R, self.L
        sex = force_sex
        if sex:
            pass
        elif self.genre == "breast":
            sex = "F" if R.random() < 0.97 else "M"
        elif self.genre == "lymph":
            sex = "F" if R.random() < 0.8 else "M"
        p = Person(R, L, "PATIENT", sex=sex)
        p._ft = R.choice(["Mrs", "Ms", "Mrs", "Miss"] if L != "US" else ["Mrs", "Ms", "Ms"])
        low, high = {"bmt": (19, 72), "breast": (28, 88), "lymph": (30, 86)}.get(self.genre, (24, 93))
        p.age = R.randint(low, high)
        p.dob = self.today - dt.timedelta(days=int(p.age * 365.25) + R.randint(1, 360))
        # recompute exact age
        t, b = self.today, p.dob
        p.age = t.year - b.year - ((t.month, t.day) < (b.month, b.day))
        p.addr = self.addr()
        p.phone = self.phone("land")
        p.mobile = self.phone("mobile")
        p.email = self.patient_email(p)
        p.mrn = LC.mrn(R, L)
        p.mrn_label = {"US": R.choice(["MRN", "MRN", "Med Rec #", "MR#"]),
                       "UK": R.choice(["Hosp No", "Hospital No.", "MRN", "Unit No", "RXN"]),
                       "IE": R.choice(["MRN", "Hosp. No.", "Chart No"]),
                       "AU": R.choice(["URN", "UR", "MRN", "UR No."]),
                       "NZ": "NHI",
                       "CA": R.choice(["MRN", "Chart #", "Hosp #"])}[L]
        if p.mrn_label == "RXN":
            p.mrn_label = "Hosp No"
        p.natid = None      # national health id (MRN type)
        p.ssn = None
        p.plans = []        # (label, value)
        p.plan_org = None
        if L == "UK":
            p.natid = ("NHS No", LC.nhs_number(R))
            if R.random() < 0.2:
                p.ssn = ("NI No", LC.nino(R))
            if R.random() < 0.12:
                p.plan_org = R.choice(PL.INSURERS["UK"])
                p.plans.append(("Membership no", LC.insurer_member(R)))
        elif L == "US":
            if R.random() < 0.3:
                p.ssn = ("SSN", LC.ssn_us(R))
            if p.age >= 65 and R.random() < 0.6:
                p.plan_org = None
                p.plans.append(("Medicare MBI", LC.medicare_mbi(R)))
            else:
                p.plan_org = R.choice(PL.INSURERS["US"])
                p.plans.append(("Member ID", LC.insurer_member(R)))
                if R.random() < 0.6:
                    p.plans.append(("Group #", LC.group_no(R)))
        elif L == "CA":
            prov = self.region[1] if self.region else "ON"
            lab = {"ON": "OHIP", "BC": "PHN", "AB": "AHCIP", "QC": "RAMQ", "NS": "MSI"}.get(prov, "Health card")
            if prov == "BC":
                val = "9%03d %03d %03d" % (R.randint(0, 999), R.randint(0, 999), R.randint(0, 999))
            elif prov == "QC":
                val = "%s%s %02d%02d %02d%02d" % (p.last[:3].upper().ljust(3, "X"), p.first[0].upper(),
                                                  p.dob.year % 100, p.dob.month + (50 if p.sex == "F" else 0),
                                                  p.dob.day, R.randint(10, 99))
            else:
                val = LC.ohip(R)
            p.plans.append((lab, val))
            if R.random() < 0.15:
                p.ssn = ("SIN", LC.sin_ca(R))
            if R.random() < 0.2:
                p.plan_org = R.choice(PL.INSURERS["CA"])
                p.plans.append(("Policy #", LC.insurer_member(R)))
        elif L == "AU":
            p.plans.append(("Medicare No", LC.medicare_au(R)))
            if R.random() < 0.12:
                p.plans.append(("DVA No", "%s%s%05d" % (R.choice(["N", "V", "Q", "W"]), R.choice(["X", "SM", "KM"]),
                                                        R.randint(0, 99999))))
            if R.random() < 0.3:
                p.plan_org = R.choice(PL.INSURERS["AU"])
                p.plans.append(("Fund member no", "%08d" % R.randint(0, 99999999)))
        elif L == "IE":
            if R.random() < 0.3:
                p.ssn = ("PPSN", LC.ppsn(R))
            if R.random() < 0.45:
                p.plans.append(("Medical Card No", "%07d%s" % (R.randint(0, 9999999), R.choice("ABCDEFG"))))
            elif R.random() < 0.6:
                p.plan_org = R.choice(PL.INSURERS["IE"])
                p.plans.append(("Policy No", "%s%07d" % (R.choice(["VH", "LH", "IL", "AC"]), R.randint(0, 9999999))))
        elif L == "NZ":
            if R.random() < 0.25:
                p.plan_org = R.choice(PL.INSURERS["NZ"])
                p.plans.append(("Policy no", LC.insurer_member(R)))
        p.account = LC.account_no(R, L)
        p.profession = R.choice(PROFESSIONS)
        p.retired = p.age >= 66 and R.random() < 0.8
        p.employer = make_org(R, L, p.addr.city if R.random() < 0.4 else None, employer=True)
        p.birth_country = R.choice(PL.COUNTRIES) if R.random() < 0.35 else None
        # family
        p.family = []
        rel_sex = "M" if p.sex == "F" else "F"
        if R.random() < 0.7:
            same = R.random() < 0.6
            sp = Person(R, L, "FAMILY", sex=rel_sex if R.random() < 0.9 else p.sex,
                        origin=p.origin, last=p.last if same else None, avoid_first=[p.first])
            sp.rel = "husband" if sp.sex == "M" else "wife"
            if sp.sex == p.sex or R.random() < 0.15:
                sp.rel = "partner"
            sp.age = max(20, p.age + R.randint(-8, 8))
            p.family.append(sp)
        for _ in range(R.choice([0, 1, 1, 2, 2, 3])):
            s = R.choice("MF")
            ch = Person(R, L, "FAMILY", sex=s, origin=p.origin,
                        last=p.last if R.random() < 0.75 else None, avoid_first=[p.first] + [f.first for f in p.family])
            if p.age > 40:
                ch.rel = "son" if s == "M" else "daughter"
                ch.age = max(8, p.age - R.randint(22, 38))
            else:
                ch.rel = R.choice(["brother", "sister"]) if R.random() < 0.5 else ("mother" if s == "F" else "father")
                if ch.rel in ("brother", "sister"):
                    ch.rel = "brother" if s == "M" else "sister"
                    ch.age = max(16, p.age + R.randint(-10, 10))
                else:
                    ch.age = p.age + R.randint(20, 34)
            p.family.append(ch)
        for f in p.family:
            f.profession = R.choice(PROFESSIONS)
        return p

    def patient_email(self, p):
        R = self.R
        f = _letters(p.first).lower()
        l = _letters(p.last).lower()
        local = R.choice([f + "." + l, f + l + str(R.randint(1, 99)), f[0] + l, f + "_" + l[:4],
                          l + f[0] + str(p.dob.year % 100 if hasattr(p, "dob") else R.randint(10, 99))])
        dom = R.choice(["example.com", "example.net", "example.org", "mail.example.com",
                        "inbox.example.net", "post.example.org"])
        return local + "@" + dom

    def staff(self, role, key=None, sex=None):
        """A clinician of the given role; key makes repeat calls return the same person."""
        k = key or role
        if k in self._staff:
            return self._staff[k]
        p = Person(self.R, self.L, "DOCTOR", sex=sex)
        taken = [q.last for q in self._staff.values()]
        if hasattr(self, "pt"):
            taken += [self.pt.last] + [f.last for f in self.pt.family]
        while p.last in taken:
            p = Person(self.R, self.L, "DOCTOR", sex=sex)
        p.role = role
        cr = STAFF_CREDS[self.L]
        base = {"medonc": "medonc", "radonc": "radonc", "surgeon": "surgeon", "haem": "haem",
                "fellow": "fellow", "nurse": "nurse", "cns": "nurse", "np": "np", "gp": "gp",
                "pharm": "pharm", "therapist": "therapist", "rt": "rt", "physicist": "physicist",
                "dosimetrist": "dosimetrist", "research": "research"}.get(role)
        p.creds = self.R.choice(cr[base]) if base else ""
        R = self.R
        if role in ("medonc", "radonc", "haem", "surgeon") and R.random() < 0.1:
            p.dtitle = {"AU": "A/Prof"}.get(self.L, "Prof") if R.random() < 0.5 else "Prof"
        elif role == "surgeon" and self.L in ("UK", "IE", "AU", "NZ") and R.random() < 0.8:
            p.dtitle = "Mr" if p.sex == "M" else R.choice(["Ms", "Miss", "Ms"])
        elif role in ("nurse", "cns", "research", "pharm", "therapist", "rt", "dosimetrist", "secretary",
                      "clerk", "scribe", "coordinator", "dietitian", "physio"):
            p.dtitle = ""
        elif role == "physicist":
            p.dtitle = "Dr" if "PhD" in p.creds else ""
        self._staff[k] = p
        return p

    def other_patient(self, sex=None):
        save = self.pt
        p = self.make_patient(sex)
        self.pt = save
        return p

    # ---------------------------------------------------------- dates ---
    def days(self, n):
        """A working day about n days from today (weekends roll on to Monday)."""
        return _weekday(self.today + dt.timedelta(days=n))

    def D(self, d):
        return X("DATE", LC.fmt_date(d, self.ds))

    def DL(self, d):
        return X("DATE", LC.fmt_date(d, self.ls))

    def DS(self, d, style):
        return X("DATE", LC.fmt_date(d, style))

    def MY(self, d):
        return X("DATE", LC.month_year(self.R, d, self.L))

    def DM(self, d):
        return X("DATE", LC.day_month(self.R, d, self.L))

    def WD(self, d, year=None):
        return X("DATE", LC.weekday_date(self.R, d, self.L, year))

    def YR(self, d):
        return X("DATE", str(d.year))

    def Dany(self, d):
        r = self.R.random()
        if r < 0.55:
            return self.D(d)
        if r < 0.8:
            return self.DL(d)
        if r < 0.92:
            return self.DM(d)
        return self.MY(d)

    # ---------------------------------------------------------- misc ---
    @property
    def he(self):
        return "she" if self.pt.sex == "F" else "he"

    @property
    def He(self):
        return "She" if self.pt.sex == "F" else "He"

    @property
    def his(self):
        return "her" if self.pt.sex == "F" else "his"

    @property
    def His(self):
        return "Her" if self.pt.sex == "F" else "His"

    @property
    def him(self):
        return "her" if self.pt.sex == "F" else "him"

    def building(self):
        return make_building(self.R)

    def ward(self):
        return make_ward(self.R)

    def gp_and_practice(self):
        if "gp" not in self._staff:
            self.staff("gp", "gp")
            self.practice = self.make_inst("practice")
        return self._staff["gp"], self.practice

    def ptl(self, period=None):
        """Title + surname of the patient."""
        return self.pt.t_last(self.period if period is None else period)

    def age(self, a=None):
        return X("AGE", str(self.pt.age if a is None else a))
