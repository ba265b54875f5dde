"""Per-note context: the patient, relatives, staff, sites, dates and their renderings."""
import datetime
import unicodedata
import pools
import nb
from loc import Locale, dg, lt


def ascii_slug(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if ch.isalnum() and ord(ch) < 128)
    return s.lower()


class Person:
    def __init__(self, first, last, mid=None, title=None, role=None, cred=None, sex="F"):
        self.first, self.last, self.mid = first, last, mid
        self.title, self.role, self.cred, self.sex = title, role, cred, sex


ROLE_INFO = {
    # role key: (title, credential choices, job title choices, licence kind)
    "cons": ("Dr", ["MRCOG", "FRCOG", "FRANZCOG", "FRCSC", "MD", "FACOG"],
             ["Consultant Gynaecologist", "Consultant O&G", "Consultant Obstetrician"], "doc"),
    "reg": ("Dr", ["MRCOG", "MBChB", "MB BCh BAO", "MBBS"],
            ["ST5 O&G", "Registrar O&G", "SpR Gynae", "ST4", "O&G Registrar", "Senior Registrar"], "doc"),
    "sho": ("Dr", ["MBBS", "MBChB", "MB BCh BAO", "MD"],
            ["SHO", "FY2", "CT1 O&G", "RMO", "Resident", "PGY-2", "NCHD"], "doc"),
    "cns": (None, ["RN", "RGN", "RN, BSc", "RM"],
            ["EPAU Clinical Nurse Specialist", "Gynae Nurse Practitioner", "CNS Early Pregnancy",
             "Nurse Specialist", "Clinical Nurse Consultant"], "nurse"),
    "nurse": (None, ["RN", "RGN", "SRN", "RN"], ["Staff Nurse", "Registered Nurse", "Gynae Nurse",
                                                  "Day Unit Nurse"], "nurse"),
    "mw": (None, ["RM", "RM RN"], ["Midwife", "Bereavement Midwife", "Midwife Sonographer"], "midwife"),
    "sono": (None, ["DMU", "RDMS", "PgDip MUS", "BSc (Hons)", "AMS"],
             ["Sonographer", "Senior Sonographer", "Reporting Sonographer"], "sono"),
    "hca": (None, [None], ["HCA", "Healthcare Assistant", "Nursing Assistant"], None),
    "clerk": (None, [None], ["Ward Clerk", "Receptionist", "Booking Clerk", "Medical Secretary"], None),
    "pharm": (None, ["MRPharmS", "PharmD", "BPharm"], ["Pharmacist", "Oncology Pharmacist"], "pharm"),
    "path": ("Dr", ["FRCPath", "FRCPA", "FRCPC", "MD"], ["Consultant Histopathologist",
                                                       "Pathologist", "Perinatal Pathologist"], "doc"),
    "bms": (None, [None], ["Biomedical Scientist", "BMS", "Medical Scientist"], None),
    "chap": ("Rev", [None], ["Hospital Chaplain", "Chaplain"], None),
    "gp": ("Dr", ["MRCGP", "MICGP", "FRACGP", "FRNZCGP", "CCFP", "MD"], ["GP"], "doc"),
    "interp": (None, [None], ["Interpreter"], None),
}


CREDS_OK = {
    "UK": {"MRCOG", "FRCOG", "MBChB", "MBBS", "RN", "RGN", "RM", "RM RN", "RN, BSc", "SRN", "DMU",
           "PgDip MUS", "BSc (Hons)", "AMS", "MRPharmS", "FRCPath", "MRCGP"},
    "IE": {"MRCOG", "FRCOG", "MB BCh BAO", "RGN", "RM", "RN", "RM RN", "RN, BSc", "BSc (Hons)",
           "PgDip MUS", "FRCPath", "MICGP"},
    "AU": {"FRANZCOG", "MBBS", "RN", "RM", "RM RN", "RN, BSc", "DMU", "AMS", "BPharm", "FRCPA",
           "FRACGP"},
    "NZ": {"FRANZCOG", "MBChB", "RN", "RM", "RM RN", "RN, BSc", "DMU", "BPharm", "FRCPA", "FRNZCGP"},
    "CA": {"FRCSC", "MD", "RN", "RM", "RN, BSc", "RDMS", "BSc (Hons)", "PharmD", "FRCPC", "CCFP"},
    "US": {"MD", "FACOG", "RN", "RN, BSc", "RDMS", "PharmD", "CNM"},
}
JOBS_C = {
    "reg": {"UK": ["ST5 O&G", "ST4", "SpR Gynae", "O&G Registrar"],
            "IE": ["SpR O&G", "Registrar O&G", "NCHD (Registrar)"],
            "AU": ["O&G Registrar", "Senior Registrar", "Advanced Trainee"],
            "NZ": ["O&G Registrar", "Registrar"], "CA": ["PGY-4 OB/GYN", "Senior Resident"],
            "US": ["PGY-4 OB/GYN", "Chief Resident"]},
    "sho": {"UK": ["SHO", "FY2", "CT1 O&G"], "IE": ["SHO", "NCHD", "Intern"],
            "AU": ["RMO", "Resident", "SRMO"], "NZ": ["House Officer", "RMO"],
            "CA": ["PGY-1", "Resident"], "US": ["PGY-2", "Intern", "Resident"]},
    "cons": {"UK": ["Consultant Gynaecologist", "Consultant O&G"],
             "IE": ["Consultant Obstetrician & Gynaecologist", "Consultant O&G"],
             "AU": ["Staff Specialist O&G", "VMO Gynaecology"], "NZ": ["SMO O&G", "Consultant O&G"],
             "CA": ["Staff Obstetrician-Gynecologist"], "US": ["Attending OB/GYN", "Attending Physician"]},
    "cns": {"US": ["Nurse Practitioner", "RN Care Coordinator"], "CA": ["Nurse Practitioner", "Clinic Nurse"],
            "AU": ["Clinical Nurse Consultant", "CNC Early Pregnancy"], "NZ": ["Clinical Nurse Specialist"]},
}


class Case:
    def __init__(self, rng, code, genre, lower):
        self.rng = rng
        self.code = code
        self.L = Locale(code)
        self.genre = genre
        self.lower = lower
        r = rng
        self.pt = self.person("F", title=r.choice(["Ms", "Mrs", "Miss", "Ms", "Mrs", "Mx"]
                                                 if code != "US" else ["Ms.", "Mrs.", "Ms"]))
        self.age = r.choice([r.randint(17, 44), r.randint(24, 39), r.randint(24, 39)])
        self.d0 = datetime.date(2021, 1, 4) + datetime.timedelta(days=r.randint(0, 1720))
        dob = datetime.date(self.d0.year - self.age, 1, 1) + datetime.timedelta(days=r.randint(0, 364))
        if dob + datetime.timedelta(days=365 * self.age + self.age // 4) > self.d0:
            self.age -= 1
        self.dob = dob
        self.addr = self.L.address(r)
        self.home = self.L.phone(r, "land")
        self.mob = self.L.phone(r, "mobile")
        self.email = self.mk_email(self.pt)
        self.mrn = self.L.mrn(r)
        self.nat = self.L.natid(r)
        self.hp = self.L.healthplan(r)
        self.ssn = self.L.ssn(r)
        self.acct = self.L.account(r)
        self.job = r.choice(pools.PROFESSIONS)
        self.employer = self.org("employer")
        self.partner = self.person(r.choice("MMMMMMMMF"))
        if r.random() < 0.6:
            self.partner.last = self.pt.last
        self.partner_rel = r.choice(["partner", "husband", "partner", "boyfriend", "fiancé"]
                                    if self.partner.sex == "M" else ["partner", "wife"])
        self.partner_job = r.choice(pools.PARTNER_PROFESSIONS)
        self.mother = self.person("F")
        self.mother.last = self.pt.last if r.random() < 0.5 else self.mother.last
        stem = self.stem()
        self.hstem = stem
        self.hosp = r.choice(pools.HOSP_FORMS[code]).format(s=stem)
        self.hosp_short = stem
        self.hosp2 = r.choice(pools.HOSP_FORMS[code]).format(s=self.stem())
        self.trust = r.choice(pools.TRUST_FORMS[code]).format(s=r.choice([stem, self.stem()]))
        self.haddr = self.L.address(r)
        self.ward = r.choice(pools.WARDS)
        self.unit = r.choice(self.L.unit)
        self.ed = r.choice(self.L.ed)
        self.unit_phone = self.L.phone(r, "land")
        self.unit_fax = self.L.phone(r, "land")
        self.gp = self.staff_person("gp")
        self.practice = r.choice(pools.PRACTICE_FORMS[code]).format(s=self.stem())
        self.paddr = self.L.address(r)
        self.paddr["city"], self.paddr["state"] = self.addr["city"], self.addr["state"]
        self.paddr["zip"] = self.L.postcode(r, self.addr["state"], self.addr["city"])
        self.pphone = self.L.phone(r, "land")
        self.pfax = self.L.phone(r, "land")
        self.gest = r.randint(33, 95)
        self.lmp = self.d0 - datetime.timedelta(days=self.gest)
        self.grav = r.randint(1, max(1, min(6, (self.age - 14) // 3)))
        self.para = r.randint(0, self.grav - 1)
        self.rh = r.choice(["O Rh D positive", "A Rh D negative", "O neg", "A pos", "B positive",
                            "O RhD negative", "AB pos", "A RhD positive"])
        self.ds = r.choice(self.L.full_styles)
        self.ss = r.choice(self.L.short_styles[:2])
        self.cache = {}
        self.abroad = r.choice(pools.COUNTRIES_ABROAD)

    # ----- generators -----------------------------------------------------
    def stem(self):
        r = self.rng
        return r.choice(pools.STEMS) if r.random() < 0.85 else r.choice(pools.STEMS2)

    def surname(self):
        r = self.rng
        return r.choice(pools.MULTI_SURNAMES) if r.random() < 0.06 else r.choice(pools.SURNAMES)

    def person(self, sex, title=None):
        r = self.rng
        first = r.choice(pools.F_FIRST if sex == "F" else pools.M_FIRST)
        mid = r.choice("ABCDEFGHJKLMNPRST") if r.random() < 0.3 else None
        return Person(first, self.surname(), mid, title, sex=sex)

    def staff_person(self, role):
        r = self.rng
        title, creds, jobs, lic = ROLE_INFO[role]
        p = self.person(r.choice("FFFM" if role in ("cns", "nurse", "mw", "hca", "clerk") else "FM"))
        p.title = title
        if title == "Dr" and self.code == "US":
            p.title = "Dr."
        p.role = role
        ok = [x for x in creds + (["CNM"] if role == "mw" else []) if x in CREDS_OK[self.code]]
        p.cred = r.choice(ok) if ok else None
        p.job = r.choice(JOBS_C.get(role, {}).get(self.code) or jobs)
        p.lic = self.L.licence(r, lic) if lic else None
        p.bleep = self.L.phone(r, "bleep")
        p.user = self.username(p)
        return p

    def get(self, key, role):
        if key not in self.cache:
            self.cache[key] = self.staff_person(role)
        return self.cache[key]

    def username(self, p):
        r = self.rng
        f, l = ascii_slug(p.first), ascii_slug(p.last)
        return r.choice([f[0] + l, f + "." + l, l + f[0] + str(r.randint(1, 9)), f[:3] + l[:3],
                         (f[0] + l)[:8] + dg(r, 2), l[:6] + f[0]])

    def mk_email(self, p, dom=None):
        r = self.rng
        f, l = ascii_slug(p.first), ascii_slug(p.last)
        loc = r.choice([f + "." + l, f + l + dg(r, 2), f[0] + l, l + "." + f, f + "_" + l + dg(r, 1),
                        f + dg(r, 4)])
        dom = dom or r.choice(["example.com", "example.net", "example.org", "mail.example.com",
                               "inbox.example.net"])
        return loc + "@" + dom

    def org(self, kind):
        r = self.rng
        s = self.stem()
        if kind == "employer":
            return r.choice(pools.EMPLOYER_FORMS).format(s=s)
        if kind == "insurer":
            return r.choice(pools.INSURER_FORMS[self.code]).format(s=s)
        if kind == "charity":
            return r.choice(pools.CHARITY_FORMS[:1] + pools.CHARITY_FORMS[2:]).format(s=s)
        if kind == "hgcharity":
            return r.choice(["{s} HG Support Group", "{s} Hyperemesis Peer Support",
                             "{s} Sickness in Pregnancy Network"]).format(s=s)
        if kind == "funeral":
            return r.choice(pools.FUNERAL_FORMS).format(s=s, n=self.surname())
        if kind == "church":
            return r.choice(pools.CHURCHES).format(s=s)
        if kind == "crem":
            return r.choice(pools.CREMATORIA).format(s=s)
        if kind == "practice":
            return r.choice(pools.PRACTICE_FORMS[self.code]).format(s=s)
        if kind == "pharmacy":
            return r.choice(pools.PHARMACY_FORMS).format(s=s)
        if kind == "hospital":
            return r.choice(pools.HOSP_FORMS[self.code]).format(s=s)
        raise ValueError(kind)

    def unit_email(self):
        r = self.rng
        box = r.choice(["epau", "earlypregnancy", "epas", "gynae.triage", "hyperemesis.du",
                        "epu.admin", "womens.health"])
        dom = r.choice(["nhs.example.net", "example.org", "health.example.net", "example.com"])
        return "%s.%s@%s" % (box, ascii_slug(self.hstem), dom)

    def url(self, topic=None):
        r = self.rng
        s = ascii_slug(self.hstem)
        if topic == "hg":
            return r.choice(["www.example.net/hg-support", "https://%s.example.org/hyperemesis" % s,
                             "www.example.org/%s/day-unit/hg-leaflet.pdf" % s])
        if topic == "loss":
            return r.choice(["https://%s.example.net/patient-info/miscarriage" % s,
                             "www.example.org/pregnancy-loss-support", "https://support.example.com/loss",
                             "www.%s.example.org/bereavement" % s])
        if topic == "ectopic":
            return r.choice(["www.%s-hospital.example.org/leaflets/ectopic" % s,
                             "https://example.org/leaflets/methotrexate-ectopic.pdf",
                             "https://%s.example.net/mtx-aftercare" % s])
        return r.choice(["www.%s.example.org/early-pregnancy" % s,
                         "https://www.example.org/%s/epau" % s,
                         "https://%s.example.net/patient-info/miscarriage" % s,
                         "www.example.net/hg-support",
                         "https://portal.%s.example.com/results" % s,
                         "www.%s-hospital.example.org/leaflets/ectopic" % s,
                         "https://example.org/leaflets/methotrexate-ectopic.pdf"])

    # ----- renderings (lists of pieces) ------------------------------------
    def name(self, p, ty, style=None):
        r = self.rng
        if style is None:
            style = r.choice(["full", "full", "title_last", "last_first", "initial_last",
                              "full_mid", "title_full"])
        f, l = p.first, p.last
        if style == "full":
            return [(f + " " + l, ty)]
        if style == "full_mid":
            return [(f + " " + (p.mid or "A") + ". " + l, ty)]
        if style == "last_first":
            return [(l.upper() + ", " + f, ty)]
        if style == "LAST_FIRST":
            return [(l.upper() + ", " + f.upper() + ((" " + p.mid) if p.mid else ""), ty)]
        if style == "last_first_plain":
            return [(l + ", " + f, ty)]
        if style == "title_last":
            return ([p.title + " "] if p.title else []) + [(l, ty)]
        if style == "title_full":
            return ([p.title + " "] if p.title else []) + [(f + " " + l, ty)]
        if style == "title_init":
            return ([p.title + " "] if p.title else []) + [(f[0] + ". " + l, ty)]
        if style == "initial_last":
            return [(f[0] + (". " if r.random() < 0.6 else " ") + l, ty)]
        if style == "first":
            return [(f, ty)]
        if style == "last":
            return [(l, ty)]
        if style == "initials":
            return [(f[0] + l[0], ty)]
        if style == "initials_dot":
            return [(f[0] + "." + l[0] + ".", ty)]
        if style == "lower_initials":
            return [((f[0] + l[0]).lower(), ty)]
        raise ValueError(style)

    def P(self, style=None):
        return self.name(self.pt, "PATIENT", style)

    def S(self, p, style=None, cred=False):
        out = self.name(p, "DOCTOR", style)
        if cred and p.cred:
            out = out + [", " + p.cred if self.rng.random() < 0.5 else " " + p.cred]
        return out

    def D(self, d, style=None):
        return (nb.fmt_date(d, style or self.ds), "DATE")

    def Dany(self, d):
        return (nb.fmt_date(d, self.rng.choice(self.L.full_styles)), "DATE")

    def Dshort(self, d):
        st = self.ss if self.rng.random() < 0.8 else self.rng.choice(self.L.short_styles)
        return (nb.fmt_date(d, st), "DATE")

    def DOB(self):
        st = self.rng.choice([self.ds, self.ds, self.L.full_styles[0]])
        return (nb.fmt_date(self.dob, st), "DATE")

    def A(self, style=None):
        r = self.rng
        style = style or r.choice(["plain", "yo", "y/o", "F", "sF", "aged", "yrs", "yearold"])
        return nb.age_pieces(self.age, style)

    def addr_pieces(self, a, style=None, country=False):
        """Street, city, state, postcode as separate spans."""
        r = self.rng
        sep = "\n" if style == "lines" else ", "
        out = [(a["street"], "STREET"), sep, (a["city"], "CITY")]
        st = a["state"]
        c = self.code
        if c in ("UK", "IE"):
            if st and r.random() < 0.7:
                if st.startswith("Co. "):
                    out += [sep, "Co. ", (st[4:], "CITY")]
                else:
                    out += [sep, (st, "CITY")]
            out += [sep, (a["zip"], "ZIP")]
        elif c in ("AU", "CA", "US"):
            stv = st if r.random() < 0.8 else pools.STATE_FULL.get(st, st)
            if c == "CA" and style != "lines":
                out += [", ", (stv, "STATE"), "  ", (a["zip"], "ZIP")]
            else:
                out += [(" " if c == "AU" else ", "), (stv, "STATE"), " ", (a["zip"], "ZIP")]
        else:
            out += [" ", (a["zip"], "ZIP")]
        if country:
            out += [sep, (self.L.nation(a["city"]), "COUNTRY")]
        return out

    def phone(self, kind="land"):
        return self.L.phone(self.rng, kind)
