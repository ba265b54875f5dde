"""PHI value makers (fictional formats) and the per-note case for dev151_en."""
import datetime
import string

import pools
from core import Person

UP = string.ascii_uppercase
DG = string.digits


def pick_origin(rng, country):
    w = pools.ORIGIN_WEIGHTS[country]
    keys = sorted(w)
    return rng.choices(keys, weights=[w[k] for k in keys])[0]


def person(rng, country, sex=None, kind="patient"):
    o = pools.ORIGINS[pick_origin(rng, country)]
    if sex is None:
        sex = rng.choice("FM")
    given = rng.choice(o[0] if sex == "F" else o[1])
    fam = rng.choice(o[2])
    mid = rng.choice(pools.MIDDLES) if rng.random() < 0.35 else ""
    if kind == "patient" or kind == "family":
        title = "Mr" if sex == "M" else rng.choice(["Mrs", "Ms", "Miss", "Mrs"])
        if rng.random() < 0.08:
            title = "Mx"
    else:
        title = "Dr"
    return Person(given, fam, sex, mid, title)


def clinician(rng, country, role):
    p = person(rng, country, kind="staff")
    if role == "surgeon":
        if country in ("UK", "IE"):
            p.title = "Mr" if p.sex == "M" else rng.choice(["Ms", "Miss"])
            if rng.random() < 0.2:
                p.title = "Prof"
        else:
            p.title = rng.choice(["Dr", "Dr", "A/Prof", "Dr."])
        p.cred = rng.choice(["FRCS", "FRCS (Gen Surg)", "FRACS", "FRCSI", "MB ChB FRCS", "FRACS"])
    elif role == "anaes":
        p.title = rng.choice(["Dr", "Dr", "Dr."])
        p.cred = rng.choice(["FRCA", "FANZCA", "FCAI", "FRCA", "FANZCA"])
    elif role in ("nurse", "odp", "recovery"):
        p.title = rng.choice(["Sr", "Staff Nurse", "", "", "RN"]) if role != "odp" else ""
        p.cred = {"nurse": "RN", "odp": "ODP", "recovery": "RN"}[role]
    elif role == "path":
        p.title = "Dr"
        p.cred = rng.choice(["FRCPath", "FRCPA", "FFPath RCPI"])
    elif role == "gp":
        p.title = "Dr"
        p.cred = rng.choice(["MRCGP", "FRACGP", "FRNZCGP", "MICGP"])
    else:
        p.title = "Dr"
        p.cred = rng.choice(["MB BS", "MB BCh BAO", "MBChB", "FY2", "CT1", "SHO", "Reg"])
    if not p.title:
        p.title = "Dr" if role not in ("nurse", "odp", "recovery") else ""
    return p


def digits(rng, k):
    return "".join(rng.choice(DG) for _ in range(k))


def letters(rng, k):
    return "".join(rng.choice(UP) for _ in range(k))


# ---- identifiers ---------------------------------------------------------------
def mrn(rng, c):
    f = rng.choice([0, 1, 2, 3])
    if c == "UK":
        return [letters(rng, 1) + digits(rng, 6), digits(rng, 8), "RX" + digits(rng, 7),
                digits(rng, 3) + " " + digits(rng, 3) + " " + digits(rng, 4)][f]
    if c == "IE":
        return [digits(rng, 7), "MRN" + digits(rng, 6), digits(rng, 6), "H" + digits(rng, 7)][f]
    if c == "AU":
        return [digits(rng, 7), "UR" + digits(rng, 6), digits(rng, 8), "M" + digits(rng, 6)][f]
    return ["ZZ" + letters(rng, 1) + digits(rng, 4), "ZZ" + letters(rng, 1) + digits(rng, 4),
            digits(rng, 7), "ZZ" + letters(rng, 1) + digits(rng, 2) + letters(rng, 2)][f]


def natid(rng, c):
    """A national health/record number, treated as MRN (NHS, CHI, IHI, NHI)."""
    if c == "UK":
        return "999 " + digits(rng, 3) + " " + digits(rng, 4)
    if c == "IE":
        return digits(rng, 10)
    if c == "AU":
        return "8003 " + digits(rng, 4) + " " + digits(rng, 4) + " " + digits(rng, 4)
    return "ZZZ" + digits(rng, 4)


def ssn(rng, c):
    if c == "UK":
        return rng.choice(["QQ ", "QQ"]) + digits(rng, 2) + " " + digits(rng, 2) + " " + digits(rng, 2) + " " + rng.choice("ABCD")
    if c == "IE":
        return digits(rng, 7) + rng.choice(["TA", "WA", "FA", "W"])
    if c == "AU":
        return "9" + digits(rng, 2) + " " + digits(rng, 3) + " " + digits(rng, 3)
    return "9" + digits(rng, 2) + "-" + digits(rng, 3) + "-" + digits(rng, 3)


def us_ssn(rng):
    return "9" + digits(rng, 2) + "-" + digits(rng, 2) + "-" + digits(rng, 4)


def healthplan(rng, c):
    if c == "AU" and rng.random() < 0.6:
        return digits(rng, 4) + " " + digits(rng, 5) + " " + digits(rng, 1) + rng.choice(["", "-1", "-2", "/3"])
    return rng.choice([letters(rng, 3) + digits(rng, 6), digits(rng, 9), letters(rng, 2) + "-" + digits(rng, 7),
                       "M" + digits(rng, 8) + "-0" + digits(rng, 1)])


def account(rng):
    return rng.choice([digits(rng, 4) + "-" + digits(rng, 4), "EP" + digits(rng, 8), "ENC" + digits(rng, 7),
                       digits(rng, 9), "V" + digits(rng, 6), "INV-" + digits(rng, 6)])


def license_(rng, c, role="doc"):
    if role == "nurse":
        return {"UK": digits(rng, 2) + letters(rng, 1) + digits(rng, 4) + letters(rng, 1),
                "IE": digits(rng, 6), "AU": "NMW" + digits(rng, 10), "NZ": digits(rng, 6)}[c]
    return {"UK": digits(rng, 7), "IE": digits(rng, 6), "AU": "MED" + digits(rng, 10),
            "NZ": digits(rng, 5)}[c]


def device(rng):
    return rng.choice([letters(rng, 3) + digits(rng, 6), "SN" + digits(rng, 8), digits(rng, 10),
                       letters(rng, 2) + digits(rng, 4) + letters(rng, 1), "L" + digits(rng, 7),
                       letters(rng, 1) + digits(rng, 2) + "-" + digits(rng, 5)])


def vehicle(rng, c):
    if c == "UK":
        return letters(rng, 2) + digits(rng, 2) + " " + letters(rng, 3)
    if c == "IE":
        return digits(rng, 3) + "-" + rng.choice(["D", "C", "G", "KY", "L", "WD"]) + "-" + digits(rng, 4)
    if c == "AU":
        return digits(rng, 1) + letters(rng, 3) + digits(rng, 3)
    return letters(rng, 3) + digits(rng, 3)


def bioid(rng):
    return rng.choice(["FP-" + digits(rng, 6), "BIO" + digits(rng, 7), "PV-" + letters(rng, 2) + digits(rng, 5),
                       "FPT" + digits(rng, 5)])


def idnum(rng, kind="spec"):
    y = rng.choice(["23", "24", "25"])
    if kind == "spec":
        return rng.choice(["S" + y + "-" + digits(rng, 5), "H" + y + "/" + digits(rng, 5), y + "HS" + digits(rng, 6),
                           "CY" + y + "-" + digits(rng, 4)])
    if kind == "case":
        return rng.choice(["TC-" + digits(rng, 6), "OR" + digits(rng, 7), "C" + digits(rng, 6)])
    if kind == "order":
        return rng.choice(["ORD" + digits(rng, 7), "RQ-" + digits(rng, 6), digits(rng, 8)])
    if kind == "incident":
        return rng.choice(["W" + digits(rng, 6), "INC-" + digits(rng, 5), "DTX" + digits(rng, 6)])
    if kind == "booking":
        return rng.choice(["BK" + digits(rng, 6), "WL-" + digits(rng, 6), "REF" + digits(rng, 5)])
    return "X" + digits(rng, 6)


# ---- contact -------------------------------------------------------------------
def phone(rng, c, mobile=None):
    if mobile is None:
        mobile = rng.random() < 0.45
    d3 = "%03d" % rng.randint(0, 999)
    if c == "UK":
        if mobile:
            return rng.choice(["07700 900", "07700900", "+44 7700 900"]) + d3
        return rng.choice(["01632 960", "(01632) 960", "020 7946 0", "0113 496 0", "0161 496 0"]) + d3
    if c == "IE":
        if mobile:
            return rng.choice(["087 555 ", "086-555-", "+353 85 555 "]) + "%04d" % rng.randint(0, 9999)
        return rng.choice(["(01) 555 ", "021 555 ", "091-555-", "+353 1 555 "]) + "%04d" % rng.randint(0, 9999)
    if c == "AU":
        if mobile:
            return rng.choice(["0491 570 ", "0491570", "+61 491 570 "]) + d3
        return rng.choice(["(02) 5550 ", "(03) 5550 ", "07 5550 ", "(08) 5550 "]) + "%04d" % rng.randint(0, 9999)
    if mobile:
        return rng.choice(["021 555 ", "027-555-", "+64 21 555 "]) + "%04d" % rng.randint(0, 9999)
    return rng.choice(["(09) 555 ", "03 555 ", "(04) 555-", "07 555 "]) + "%04d" % rng.randint(0, 9999)


def ext_phone(rng, c):
    return phone(rng, c, mobile=False) + rng.choice([" ext. ", " ext ", " x"]) + digits(rng, 4)


def bleep(rng):
    return rng.choice([digits(rng, 4), digits(rng, 4), "4" + digits(rng, 3), digits(rng, 1) + "-" + digits(rng, 4)])


def email(rng, p=None, org=None):
    dom = rng.choice(["example.com", "example.org", "example.net", "mail.example.com",
                      "health.example.org", "nhs.example.net"])
    if p is None:
        local = rng.choice(["theatres", "dsu.bookings", "preop.clinic", "histopath", "recovery.unit",
                            "surgical.admin", "anaes.office"])
    else:
        g = p.given.lower().replace(" ", "").replace("'", "")
        f = p.family.lower().replace(" ", "").replace("'", "").replace("-", "")
        local = rng.choice([g + "." + f, g[0] + f, f + "." + g[0], g + f[0] + digits(rng, 2), g + "_" + f])
    return local + "@" + dom


def url(rng):
    host = rng.choice(["www.example.org", "www.example.com", "portal.example.net", "example.org",
                       "https://www.example.com", "https://patients.example.org", "http://example.net"])
    path = rng.choice(["/dsu", "/leaflets/hernia-repair", "/preop/questionnaire", "/portal", "",
                       "/anaesthesia/fasting", "/feedback?ref=" + digits(rng, 5), "/results"])
    return host + path


def ipaddr(rng):
    return rng.choice(["10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254)),
                       "192.168.%d.%d" % (rng.randint(0, 255), rng.randint(1, 254)),
                       "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))])


def username(rng, p):
    g = p.given.lower().replace(" ", "").replace("'", "")
    f = p.family.lower().replace(" ", "").replace("'", "").replace("-", "")
    return rng.choice([g[0] + f, g[0] + f + digits(rng, 1), f[:5] + g[:2], g + "." + f, f + g[0] + digits(rng, 2),
                       (g[0] + f[:6]).upper()])


# ---- addresses -----------------------------------------------------------------
def address(rng, c):
    loc, city, region, pc = rng.choice(pools.TOWNS[c])
    num = rng.randint(1, 240)
    street = "%d %s" % (num, rng.choice(pools.STREETS[c]))
    r = rng.random()
    if r < 0.15:
        street = rng.choice(["Flat %d, " % rng.randint(1, 30), "Unit %d/" % rng.randint(1, 12) if c in ("AU", "NZ") else "Apt %d, " % rng.randint(1, 20)]) + street
    elif r < 0.22 and c in ("UK", "IE"):
        street = rng.choice(["Rose Cottage, ", "The Old Rectory, ", "Ivy House, "]) + street
    a = {"street": street, "city": city, "zip": pc, "country": c,
         "country_name": rng.choice(pools.COUNTRY_NAME[c])}
    if loc != city:
        a["locality"] = loc
    if c == "AU":
        a["state"] = region
    elif c == "NZ":
        a["state"] = region
    else:
        a["county"] = region
    return a


# ---- the case ------------------------------------------------------------------
COUNTRIES = ["UK", "UK", "UK", "IE", "IE", "AU", "AU", "NZ", "NZ"]


class Case:
    def __init__(self, rng):
        c = self.country = rng.choice(COUNTRIES)
        self.rng = rng
        self.pt = person(rng, c)
        self.sex = self.pt.sex
        self.age = rng.choice([rng.randint(18, 45), rng.randint(45, 75), rng.randint(60, 90),
                               rng.randint(89, 103), rng.randint(16, 30)])
        base = datetime.date(2023, 1, 1) + datetime.timedelta(days=rng.randint(0, 900))
        self.op_date = base
        try:
            self.dob = datetime.date(base.year - self.age, rng.randint(1, 12), rng.randint(1, 28))
        except ValueError:
            self.dob = datetime.date(1950, 1, 1)
        if (base.month, base.day) < (self.dob.month, self.dob.day):
            self.dob = datetime.date(self.dob.year - 1, self.dob.month, self.dob.day)
        self.preop_date = base - datetime.timedelta(days=rng.randint(5, 40))
        self.ref_date = self.preop_date - datetime.timedelta(days=rng.randint(20, 120))
        self.dc_date = base + datetime.timedelta(days=rng.choice([0, 0, 1, 2, 3, 5]))
        self.fu_date = base + datetime.timedelta(days=rng.randint(1, 3))
        self.clinic_date = base + datetime.timedelta(days=rng.randint(14, 56))
        self.addr = address(rng, c)
        self.mrn = mrn(rng, c)
        self.natid = natid(rng, c)
        self.ssn = ssn(rng, c)
        self.hp = healthplan(rng, c)
        self.insurer = rng.choice(pools.INSURERS[c])
        self.acct = account(rng)
        self.hosp = rng.choice(pools.HOSPITALS[c])
        self.hosp2 = rng.choice([h for h in pools.HOSPITALS[c] if h != self.hosp])
        self.ward = rng.choice(pools.WARDS)
        self.gp_practice = rng.choice(pools.GP_PRACTICES)
        self.surgeon = clinician(rng, c, "surgeon")
        self.asst = clinician(rng, c, "junior")
        self.anaes = clinician(rng, c, "anaes")
        self.nurse = clinician(rng, c, "nurse")
        self.nurse2 = clinician(rng, c, "recovery")
        self.odp = clinician(rng, c, "odp")
        self.gp = clinician(rng, c, "gp")
        self.path = clinician(rng, c, "path")
        self.rel = person(rng, c, kind="family")
        self.rel_role = rng.choice(pools.RELATIONS[self.rel.sex])
        self.rel2 = person(rng, c, kind="family")
        self.rel2_role = rng.choice(pools.RELATIONS[self.rel2.sex])
        self.job = rng.choice(pools.PROFESSIONS)
        self.rel_job = rng.choice(pools.PROFESSIONS)
        self.employer = rng.choice(pools.EMPLOYERS)
        self.phone = phone(rng, c)
        self.mobile = phone(rng, c, mobile=True)
        self.rel_phone = phone(rng, c, mobile=True)
        self.theatre = str(rng.randint(1, 14)) + rng.choice(["", "", "", "A", "B"])
        self.bed = str(rng.randint(1, 32))
        self.bay_kind = rng.choice(["Bay ", "Bay ", "Side room ", "Cubicle "])
        self.bay = str(rng.randint(1, 8))
        self.case_id = idnum(rng, "case")
        self.abroad = rng.choice(pools.ABROAD)

    def hosp_phone(self):
        return phone(self.rng, self.country, mobile=False)
