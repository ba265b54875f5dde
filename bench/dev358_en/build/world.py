"""Invented world (facilities with fixed addresses) and per-note context (patient, staff, formatters)."""
import datetime as dt

import pools as PL
from core import pat, fmt_date, fmt_time, phone, slug, add_days, wchoice, words_num

UNIT = "ABDEFGHJLNPQRSTUWXYZ"
EIR = "0123456789ACDEFHKNPRTVWXY"


def make_zip(rng, cc, key):
    if cc == "UK":
        return "%s%d %d%s%s" % (key, rng.randrange(1, 21), rng.randrange(10), rng.choice(UNIT), rng.choice(UNIT))
    if cc == "IE":
        return key + " " + rng.choice("ACDEFHKNPRTVWXY") + "".join(rng.choice(EIR) for _ in range(3))
    if cc == "US":
        z = key + "%02d" % rng.randrange(100)
        return z + ("-%04d" % rng.randrange(10000) if rng.random() < 0.15 else "")
    if cc == "CA":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (key, rng.randrange(10), rng.choice(L), rng.randrange(10), rng.choice(L), rng.randrange(10))
    return key


def make_street(rng, cc, unit_p=0.2):
    stems = PL.STREET_STEMS + (PL.STREET_STEMS_AUNZ if cc in ("AU", "NZ") else [])
    name = "%s %s" % (rng.choice(stems), rng.choice(PL.SUFFIX[cc]))
    num = rng.randrange(1, 240) if cc != "US" else rng.randrange(100, 9900)
    if rng.random() >= unit_p:
        return "%d %s" % (num, name)
    u = rng.randrange(1, 40)
    if cc == "UK":
        return rng.choice(["Flat %d, %d %s" % (u, num, name), "Flat %d, %s, %d %s" % (u, rng.choice(PL.BUILDINGS), num, name)])
    if cc == "IE":
        return "Apt %d, %d %s" % (u, num, name)
    if cc == "US":
        return rng.choice(["%d %s, Apt %d%s" % (num, name, u, rng.choice("ABCD")), "%d %s #%d" % (num, name, u)])
    if cc == "CA":
        return rng.choice(["%d-%d %s" % (u, num, name), "Unit %d, %d %s" % (u, num, name)])
    return rng.choice(["%d/%d %s" % (u, num, name), "Unit %d, %d %s" % (u, num, name)])


def place(rng, cc):
    town, reg, key = rng.choice(PL.TOWNS[cc])
    st_ab, st_full = (reg.split("|") + [""])[:2] if "|" in reg else (reg, reg)
    return {"town": town, "reg": st_ab, "reg_full": st_full, "zip": make_zip(rng, cc, key)}


HOSP_FMT = {
    "UK": ["{s} General Hospital", "{s} Royal Infirmary", "{s} District Hospital", "{s} University Hospital", "{s} Community Hospital"],
    "IE": ["{s} University Hospital", "{s} General Hospital", "Regional Hospital {s}"],
    "US": ["{s} Medical Center", "{s} Regional Hospital", "{s} Memorial Hospital", "{s} University Hospital"],
    "CA": ["{s} General Hospital", "{s} Health Sciences Centre", "{s} Regional Hospital"],
    "AU": ["{s} Hospital", "{s} Base Hospital", "{s} Health Service"],
    "NZ": ["{s} Hospital", "{s} Public Hospital"],
}
PAED_FMT = {"UK": ["{s} Children's Hospital", "Royal {s} Hospital for Children"], "IE": ["{s} Children's Hospital"],
            "US": ["Children's Hospital of {s}", "{s} Children's Medical Center"], "CA": ["{s} Children's Hospital"],
            "AU": ["{s} Children's Hospital", "Royal {s} Children's Hospital"], "NZ": ["{s} Children's Hospital"]}
SERV_FMT = {"UK": ["{s} Home Ventilation Service", "{s} Long-Term Ventilation Unit", "{s} Sleep and Ventilation Centre", "{s} Regional NIV Service"],
            "IE": ["{s} Home Ventilation Service", "{s} Respiratory Sleep Lab"],
            "US": ["{s} Home Ventilator Program", "{s} Pulmonary & Sleep Clinic", "{s} Chronic Respiratory Failure Clinic"],
            "CA": ["{s} Home Ventilation Program", "{s} Long-Term Ventilation Clinic"],
            "AU": ["{s} Sleep and Ventilation Service", "{s} Home Ventilation Clinic"],
            "NZ": ["{s} Home Ventilation Service", "{s} Sleep and Ventilation Clinic"]}
GP_FMT = {"UK": ["{s} Surgery", "{t} Medical Practice", "{s} Health Centre", "{t} Lane Surgery"],
          "IE": ["{s} Medical Practice", "{t} Family Practice"], "US": ["{s} Family Medicine", "{s} Primary Care Associates"],
          "CA": ["{s} Family Health Team", "{t} Medical Clinic"], "AU": ["{s} Medical Centre", "{t} Street Family Practice"],
          "NZ": ["{s} Medical Centre", "{t} Street Health"]}
TRUST_FMT = {"UK": ["{s} Teaching Hospitals NHS Foundation Trust", "{s} and District NHS Trust"],
             "IE": ["{s} Hospital Group"], "US": ["{s} Health System", "{s} Healthcare Partners"],
             "CA": ["{s} Health Network"], "AU": ["{s} Health Partners"], "NZ": ["{s} Health Collective"]}


KIND_WORDS = ("Home", "General", "Royal", "University", "Children", "Childrens", "Hospital", "Medical", "Health", "Regional", "Sleep",
              "Long-Term", "Family", "Pharmacy", "Hospice", "Memorial", "Community", "District", "Teaching", "Base", "Public")


def build_world(rng):
    W = {}
    for cc in sorted(PL.TOWNS):
        stems = {"UK": PL.HOSP_STEMS + PL.SAINTS, "IE": PL.HOSP_STEMS_IE + PL.HOSP_STEMS, "US": PL.HOSP_STEMS_US + PL.HOSP_STEMS,
                 "CA": PL.HOSP_STEMS + PL.HOSP_STEMS_US, "AU": PL.HOSP_STEMS_AUNZ + PL.HOSP_STEMS,
                 "NZ": PL.HOSP_STEMS_AUNZ + PL.HOSP_STEMS}[cc]
        stems = rng.sample(stems, 16)
        fac = {}

        def mk(kind, name):
            p = place(rng, cc)
            words = name.replace("'s", "s").replace("&", "and").split()
            stem_n = 2 if len(words) > 3 and words[1][0].isupper() and words[1] not in KIND_WORDS else 1
            dom = slug(" ".join(words[:stem_n])) + "-" + "".join(x[0] for x in words[stem_n:] if x[0].isalpha()).lower()
            d = {"name": name, "street": make_street(rng, cc, 0.05), "dom": dom.strip("-")}
            d.update(p)
            d["tel"] = phone(rng, cc, "sw")
            d["fax"] = phone(rng, cc, "fax")
            fac.setdefault(kind, []).append(d)
            return d
        for i in range(5):
            s = stems[i]
            h = mk("acute", rng.choice(HOSP_FMT[cc]).format(s=s))
            sv = mk("service", rng.choice(SERV_FMT[cc]).format(s=s.replace("St ", "").replace("'s", "")))
            for k in ("street", "town", "reg", "reg_full", "zip"):
                sv[k] = h[k]
            sv["parent"] = h["name"]
        for i in range(5, 7):
            mk("paed", rng.choice(PAED_FMT[cc]).format(s=stems[i].replace("St ", "").replace("'s", "")))
        for i in range(7, 14):
            mk("gp", rng.choice(GP_FMT[cc]).format(s=stems[i].replace("St ", "").replace("'s", ""), t=rng.choice(PL.STREET_STEMS)))
        for i in range(14, 16):
            mk("trust", rng.choice(TRUST_FMT[cc]).format(s=stems[i].replace("St ", "").replace("'s", "")))
        for s in rng.sample(PL.STREET_STEMS, 3):
            mk("pharm", rng.choice(["%s Pharmacy", "%s Chemist", "%s Community Pharmacy"]) % s)
        for s in rng.sample(stems[:8], 2):
            mk("hospice", "%s Hospice" % s.replace("St ", "").replace("'s", ""))
        W[cc] = fac
    return W


ROLE = {
    "cons": {"*": ("Consultant Respiratory Physician", "MRCP"), "US": ("Pulmonologist", "MD"), "CA": ("Respirologist", "MD, FRCPC"),
             "AU": ("Respiratory and Sleep Physician", "FRACP"), "NZ": ("Respiratory Physician", "FRACP"), "IE": ("Consultant Respiratory Physician", "FRCPI")},
    "reg": {"*": ("Specialty Registrar", "MRCP"), "US": ("Pulmonary Fellow", "MD"), "CA": ("Respirology Resident", "MD"),
            "AU": ("Advanced Trainee", "MBBS"), "NZ": ("Registrar", "MBChB"), "IE": ("Specialist Registrar", "MRCPI")},
    "physiol": {"*": ("Clinical Physiologist (Respiratory & Sleep)", "BSc"), "US": ("Respiratory Therapist", "RRT"),
                "CA": ("Registered Respiratory Therapist", "RRT"), "AU": ("Senior Sleep Scientist", "BSc"),
                "NZ": ("Respiratory Physiologist", "BSc"), "IE": ("Senior Respiratory Physiologist", "MSc")},
    "cns": {"*": ("LTV Clinical Nurse Specialist", "RN"), "US": ("Home Ventilation Nurse Coordinator", "RN, BSN"),
            "CA": ("Nurse Clinician", "RN"), "AU": ("Clinical Nurse Consultant", "RN"), "NZ": ("Clinical Nurse Specialist", "RN"),
            "IE": ("Clinical Nurse Specialist", "RGN")},
    "physio": {"*": ("Specialist Respiratory Physiotherapist", "MCSP"), "US": ("Physical Therapist", "PT, DPT"),
               "CA": ("Physiotherapist", "PT"), "AU": ("Senior Physiotherapist", "BPhty"), "NZ": ("Physiotherapist", "BPhty"), "IE": ("Senior Physiotherapist", "MISCP")},
    "ot": {"*": ("Occupational Therapist", "BSc OT"), "US": ("Occupational Therapist", "OTR/L")},
    "slt": {"*": ("Speech and Language Therapist", "MRCSLT"), "US": ("Speech-Language Pathologist", "CCC-SLP"),
            "CA": ("Speech-Language Pathologist", "MHSc"), "AU": ("Speech Pathologist", "CPSP")},
    "sw": {"*": ("Social Worker", "BA"), "US": ("Social Worker", "LCSW"), "CA": ("Social Worker", "MSW")},
    "diet": {"*": ("Dietitian", "RD"), "US": ("Registered Dietitian", "RDN")},
    "tech": {"*": ("Ventilation Technician", ""), "US": ("DME Respiratory Therapist", "RRT"), "CA": ("Home Care RT", "RRT")},
    "eng": {"*": ("Field Service Engineer", "")},
    "coord": {"*": ("Home Ventilation Coordinator", ""), "US": ("Care Coordinator", ""), "CA": ("Care Coordinator", "")},
    "sec": {"*": ("Medical Secretary", ""), "US": ("Medical Office Assistant", ""), "CA": ("Unit Clerk", "")},
    "gp": {"*": ("General Practitioner", "MRCGP"), "US": ("Primary Care Physician", "MD"), "CA": ("Family Physician", "MD, CCFP"),
           "AU": ("General Practitioner", "FRACGP"), "NZ": ("General Practitioner", "FRNZCGP"), "IE": ("General Practitioner", "MICGP")},
    "paed": {"*": ("Consultant in Paediatric Respiratory Medicine", "FRCPCH"), "US": ("Pediatric Pulmonologist", "MD"),
             "CA": ("Pediatric Respirologist", "MD, FRCPC"), "AU": ("Paediatric Respiratory Physician", "FRACP"),
             "NZ": ("Paediatric Respiratory Physician", "FRACP"), "IE": ("Consultant Paediatrician", "FRCPI")},
    "pall": {"*": ("Palliative Care Consultant", "FRCP"), "US": ("Palliative Medicine Physician", "MD")},
    "np": {"*": ("Advanced Nurse Practitioner", "RN"), "US": ("Nurse Practitioner", "APRN"), "CA": ("Nurse Practitioner", "NP")},
    "trainer": {"*": ("Clinical Educator, Complex Care", "RN"), "US": ("Clinical Educator", "RN")},
    "case": {"*": ("Continuing Care Case Manager", "RN"), "US": ("RN Case Manager", "RN"), "AU": ("NDIS Support Coordinator", "")},
}
DOCROLES = ("cons", "reg", "gp", "paed", "pall")
REL_SEX = {"mother": "F", "mom": "F", "wife": "F", "daughter": "F", "sister": "F", "niece": "F", "father": "M", "dad": "M",
           "stepfather": "M", "husband": "M", "son": "M", "brother": "M", "nephew": "M"}


def make_license(rng, cc, role):
    doc = role in DOCROLES
    nurse = role in ("cns", "np", "trainer", "case")
    if cc == "UK":
        if doc:
            return "GMC", pat(rng, "#######")
        if nurse:
            return "NMC PIN", pat(rng, "##@####@")
        return "HCPC", pat(rng, {"physio": "PH######", "ot": "OT#####", "slt": "SL#####", "diet": "DT#####", "sw": "SW######"}.get(role, "CS#####"))
    if cc == "IE":
        return ("IMC No.", pat(rng, "######")) if doc else ("NMBI PIN", pat(rng, "######")) if nurse else ("CORU Reg.", pat(rng, "@@######"))
    if cc == "US":
        if doc or role == "np":
            return "NPI", "1" + pat(rng, "#########")
        if role in ("physiol", "tech"):
            return rng.choice(["RCP License #", "State RT Lic."]), pat(rng, rng.choice(["#####", "RT.#######", "RCP######"]))
        return "License #", pat(rng, "RN#######")
    if cc == "CA":
        if doc:
            return rng.choice(["CPSO #", "CPSBC #", "CPSA #"]), pat(rng, "#####")
        return ("CRTO Reg. #", pat(rng, "#####")) if role in ("physiol", "tech") else ("Reg. #", pat(rng, "#######"))
    if cc == "AU":
        pre = "MED" if doc else "NMW" if nurse else "PHY"
        return "AHPRA", pre + pat(rng, "000#######")
    return ("MCNZ", pat(rng, "#####")) if doc else ("NCNZ", pat(rng, "######")) if nurse else ("Reg.", pat(rng, "######"))


def person(rng, sex=None):
    if sex is None:
        sex = rng.choice("FM")
    first = rng.choice(PL.FIRST_F if sex == "F" else PL.FIRST_M)
    return sex, first, rng.choice(PL.SURNAMES)


def staff(rng, cc, role):
    sex, first, last = person(rng)
    title, cred = ROLE[role].get(cc, ROLE[role]["*"])
    lab, lic = make_license(rng, cc, role)
    return {"role": role, "first": first, "last": last, "sex": sex, "job": title, "cred": cred,
            "dr": role in DOCROLES or (role == "physiol" and rng.random() < 0.1), "lic_label": lab, "lic": lic}


AGE_RANGE = {"MND": (38, 86), "DMD": (16, 36), "SMA2": (14, 42), "OHS": (34, 78), "COPD": (52, 88), "KS": (40, 93),
             "PPS": (66, 94), "DM1": (22, 62), "CCHS": (6, 34), "SCI": (18, 72), "Pompe": (28, 70), "LGMD": (20, 62),
             "CMT": (30, 76), "DP": (40, 82), "CP": (14, 46)}
PAED_DX = ("DMD", "SMA2", "CCHS", "CP", "LGMD", "DM1")


def vent_settings(rng, dx):
    mode = rng.choice(["ST", "S/T", "PAC", "iVAPS", "AVAPS-AE", "P(A)C", "PSV", "PCV", "T", "SIMV-PC"])
    ipap = rng.randrange(12, 29)
    epap = rng.randrange(4, 11)
    return {"mode": mode, "ipap": ipap, "epap": min(epap, ipap - 6), "rate": rng.randrange(10, 21),
            "ti": rng.choice([0.8, 0.9, 1.0, 1.1, 1.2, 1.3, 1.4, 1.5]), "rise": rng.randrange(1, 5),
            "trig": rng.choice(["med", "high", "low", "3", "4", "2 L/min"]), "cyc": rng.choice(["25%", "30%", "40%", "med", "15%"]),
            "o2": rng.choice([0, 0, 0, 1, 2, 3]), "vt": rng.randrange(6, 12) * 50, "valve": rng.choice(["leak", "leak", "active exhalation valve", "passive"])}


class Ctx:
    """Per-note context: rng, country, world, patient and helpers that return pieces."""

    def __init__(self, rng, W, cc, base, paed=False, dx=None):
        self.rng, self.W, self.cc, self.base = rng, W, cc, base
        r = rng
        self.us = cc in ("US", "CA")
        if dx is None:
            dx = r.choice(PAED_DX) if paed else r.choice(PL.DIAG)[0]
        self.dxkey = dx
        row = [d for d in PL.DIAG if d[0] == dx][0]
        self.dx = row[3] if cc == "US" else row[1]
        lo, hi = AGE_RANGE[dx]
        if paed:
            lo, hi = 15, 19
        self.age = r.randrange(lo, hi + 1)
        self.dob = add_days(base, -(self.age * 365 + r.randrange(1, 364)))
        self.sex, self.first, self.last = person(r)
        self.middle = r.choice([""] * 3 + [c for c in "ABCDEFGHJKLMRST"])
        self.title = {"F": r.choice(["Mrs", "Ms", "Miss", "Mrs", "Ms"]), "M": "Mr"}[self.sex] if self.age >= 16 else ""
        self.nick = PL.NICK.get(self.first)
        self.he, self.his, self.him = ("she", "her", "her") if self.sex == "F" else ("he", "his", "him")
        self.home = place(r, cc)
        self.home["street"] = make_street(r, cc, 0.25)
        self.tel = phone(r, cc, "land")
        self.mob = phone(r, cc, "mob")
        self.email = "%s.%s%d@%s" % (slug(self.first).replace("-", ""), slug(self.last).replace("-", ""), r.randrange(1, 99),
                                     r.choice(["example.com", "example.net", "mail.example.com", "example.org"]))
        self.mrn = pat(r, {"UK": r.choice(["@#######", "RX#######", "H######", "K#######"]), "IE": r.choice(["#######", "@######"]),
                           "US": r.choice(["########", "E#######", "MR-######"]), "CA": r.choice(["#######", "H#######"]),
                           "AU": r.choice(["UR######", "#######", "MRN######"]), "NZ": "@@@####"}[cc])
        self.natid = {"UK": ("NHS No", pat(r, "### ### ####")), "NZ": ("NHI", self.mrn)}.get(cc)
        if cc == "NZ":
            self.mrn = pat(r, "@@@####")
            self.natid = ("NHI", self.mrn)
        self.ssn = {"US": ("SSN", r.choice(["9##-##-####", "000-##-####"])), "UK": ("NI No", "@@ 9# ## ## @"),
                    "CA": ("SIN", "9## ### ###"), "IE": ("PPSN", "9######@"), "AU": ("Centrelink CRN", "9## ### ###@"),
                    "NZ": ("IRD No", "9#-###-###")}[cc]
        self.ssn = (self.ssn[0], pat(r, self.ssn[1]))
        ins = PL.ORG_INSURE[cc]
        self.plan = {"US": r.choice([("Medicaid ID", pat(r, "##########@"), None), ("Medicare MBI", pat(r, "#@%#-@%#-@%##"), None),
                                      ("Member ID", pat(r, "@@@#########"), r.choice(ins))]),
                     "CA": (r.choice(["OHIP", "PHN", "AHCIP", "MSP"]), pat(r, r.choice(["####-###-###-@@", "9### ### ###", "#########"])), None),
                     "AU": r.choice([("Medicare", pat(r, "#### ##### #"), None), ("Member no.", pat(r, "########"), r.choice(ins)),
                                     ("DVA file no.", pat(r, "@@######"), None)]),
                     "IE": r.choice([("Medical Card No.", pat(r, "#######@"), None), ("Policy no.", pat(r, "@@########"), r.choice(ins))]),
                     "UK": ("Policy no.", pat(r, "@@@-######"), r.choice(ins)), "NZ": ("Member no.", pat(r, "########"), r.choice(ins))}[cc]
        self.group = pat(r, r.choice(["#####", "GRP-####", "######-###"]))
        vm = r.choice(PL.VENTS)
        self.vent, self.vent_sn = vm[0], pat(r, vm[1])
        self.vent_batt = vm[2]
        self.vent2_sn = pat(r, vm[1])
        self.asset = pat(r, r.choice(["HV-#####", "EQ######", "BME ####", "A#####", "LTV-####"]))
        self.mask = r.choice(PL.MASKS_NIV)
        self.trach = r.choice(PL.TRACHS) if dx in ("DMD", "SMA2", "MND", "SCI", "CCHS", "Pompe") and r.random() < 0.35 else None
        self.cough, self.cough_sn = r.choice(PL.COUGH), pat(r, r.choice(["CA#######", "NC2-#####", "#########"]))
        self.oxi, self.oxi_sn = r.choice(PL.OXI), pat(r, r.choice(["50#######", "SN####-####", "1########"]))
        self.humid = r.choice(PL.HUMID)
        self.set = vent_settings(r, dx)
        self.hours = r.choice(["overnight only", "overnight + daytime naps", "16 h/day", "24 h/day", "overnight + 2-3 h daytime", "nocturnal"])
        self.prof = r.choice(PL.PROFESSIONS + (PL.PROFESSIONS_US if self.us else [])) if self.age >= 22 else None
        self.retired = self.prof is not None and self.age >= 66
        self.dx_date = add_days(base, -r.randrange(200, max(400, (self.age - 2) * 365)))
        self.niv_date = add_days(base, -r.randrange(30, 3000))
        F = self.W[cc]
        self.hosp = r.choice(F["acute"])
        self.serv = r.choice(F["service"])
        self.paedh = r.choice(F["paed"])
        self.gp_site = r.choice(F["gp"])
        self.pharm = r.choice(F["pharm"])
        self.trust = r.choice(F["trust"])
        self.gp = staff(r, cc, "gp")
        self.cons = staff(r, cc, "cons")
        self.phys = staff(r, cc, "physiol")
        self.cns = staff(r, cc, "cns")
        fam = []
        if self.age < 25:
            fam.append(self._fam("mother" if cc != "US" else "mom", "F", True))
            fam.append(self._fam(r.choice(["father", "dad", "stepfather"]), "M", r.random() < 0.6))
        else:
            if r.random() < 0.7:
                fam.append(self._fam("husband" if self.sex == "F" else "wife", "M" if self.sex == "F" else "F", r.random() < 0.6))
            fam.append(self._fam(r.choice(["daughter", "son", "sister", "brother", "niece", "partner"]), None, r.random() < 0.4))
        self.fam = fam
        self.nok = fam[0]
        self.agency = r.choice(PL.ORG_CARE + PL.ORG_CARE_CC[cc])
        self.power = r.choice(PL.ORG_POWER[cc])
        self.supplier = r.choice(PL.ORG_SUPPLY)
        self.carers = [self._fam("carer", None, False) for _ in range(r.randrange(2, 5))]
        self.langs = r.choice(PL.LANG)

    def _fam(self, rel, sex, same_last):
        r = self.rng
        sex = sex or REL_SEX.get(rel)
        sx, first, last = person(r, sex)
        if same_last:
            last = self.last
        prof = r.choice(PL.PROFESSIONS + (PL.PROFESSIONS_US if self.us else [])) if r.random() < 0.6 else None
        return {"rel": rel, "first": first, "last": last, "tel": phone(r, self.cc, r.choice(["mob", "mob", "land"])), "prof": prof}

    # ---- formatters returning pieces ----
    def D(self, d, style=None):
        return (fmt_date(self.rng, self.cc, d, style), "DATE")

    def T(self, h=None, m=None):
        return fmt_time(self.rng, self.cc, h, m)

    def day(self, n):
        return add_days(self.base, n)

    def ph(self, kind="land", typ="PHONE"):
        return (phone(self.rng, self.cc, kind), typ)

    def pn(self, style=None):
        r = self.rng
        if style is None:
            style = wchoice(r, [("full", 4), ("title", 4), ("LF", 2), ("first", 2), ("fml", 1), ("init", 1), ("nick", 1)])
        f, l, m = self.first, self.last, self.middle
        if style == "nick" and not self.nick:
            style = "first"
        if style == "title" and not self.title:
            style = "first"
        if style == "fml" and not m:
            style = "full"
        if style == "full":
            return (f + " " + l, "PATIENT")
        if style == "fml":
            return ("%s %s. %s" % (f, m, l) if r.random() < 0.6 else "%s %s %s" % (f, m, l), "PATIENT")
        if style == "title":
            return [self.title + " ", (l, "PATIENT")]
        if style == "LF":
            return (r.choice(["%s, %s" % (l.upper(), f.upper()), "%s, %s" % (l, f), "%s, %s%s" % (l.upper(), f, " " + m if m else "")]), "PATIENT")
        if style == "first":
            return (f, "PATIENT")
        if style == "nick":
            return (self.nick, "PATIENT")
        if style == "last":
            return (l, "PATIENT")
        if style == "upper":
            return ((f + " " + l).upper(), "PATIENT")
        if style == "init":
            a, b = f[0].upper(), l[0].upper()
            return (r.choice(["%s.%s." % (a, b), "%s%s" % (a, b), "%s.%s" % (a, b)]), "PATIENT")
        raise ValueError(style)

    def sn(self, s, style=None, typ="DOCTOR"):
        r = self.rng
        if style is None:
            style = r.choice(["tl", "full", "full", "il", "tfull"]) if s["dr"] else r.choice(["full", "full", "il", "first"])
        f, l = s["first"], s["last"]
        if style in ("tl", "tfull") and not s["dr"]:
            style = "full"
        if style == "tl":
            return ["Dr ", (l, typ)]
        if style == "tfull":
            return [r.choice(["Dr ", "Dr. "]) if self.us else "Dr ", (f + " " + l, typ)]
        if style == "full":
            return (f + " " + l, typ)
        if style == "il":
            return (r.choice(["%s. %s" % (f[0], l), "%s %s" % (f[0], l)]), typ)
        if style == "lf":
            return ("%s, %s" % (l, f), typ)
        if style == "first":
            return (f, typ)
        if style == "init":
            ll = "".join(ch for ch in l if ch.isalpha())
            return (r.choice([f[0] + ll[0], (f[0] + ll[0]).lower(), f[0] + ll[:2].upper()]), typ)
        raise ValueError(style)

    def fn(self, p, style=None):
        r = self.rng
        style = style or r.choice(["full", "first", "first"])
        if style == "full":
            return (p["first"] + " " + p["last"], "FAMILY")
        return (p["first"], "FAMILY")

    def sig(self, s, lic=None, contact=None):
        """Signature block lines for a staff member."""
        r = self.rng
        out = [self.sn(s, r.choice(["tfull", "full"]) if s["dr"] else "full")]
        if s["cred"] and r.random() < 0.6:
            out.append(", " + s["cred"])
        out.append("\n" + s["job"])
        if lic or (lic is None and r.random() < 0.45):
            out += ["\n", s["lic_label"], r.choice([" ", ": "]), (s["lic"], "LICENSE")]
        if contact or (contact is None and r.random() < 0.4):
            if r.random() < 0.5:
                out += ["\n", r.choice(["Tel: ", "Direct line ", "Ph "]), self.ph("sw")]
            else:
                out += ["\n", r.choice(["Email: ", "", "e: "]), (self.staff_email(s), "EMAIL")]
        return out

    def staff_email(self, s, site=None):
        site = site or self.serv
        return "%s.%s@%s.%s" % (slug(s["first"]).replace("-", ""), slug(s["last"]).replace("-", ""), site["dom"],
                               self.rng.choice(["example.org", "example.net", "example.com"]))

    def addr(self, a=None, multi=False, region=None):
        """Address pieces for a place dict a (default: patient's home)."""
        r = self.rng
        a = a or self.home
        cc = self.cc
        sep = "\n" if multi else ", "
        out = [(a["street"], "STREET"), sep, (a["town"], "CITY")]
        if region is None:
            region = r.random() < (0.85 if cc in ("US", "CA", "AU") else 0.4)
        if cc in ("UK", "IE", "NZ"):
            if region and a["reg"]:
                if cc == "IE":
                    out += [sep, "Co. ", (a["reg"], "CITY")]
                else:
                    out += [sep, (a["reg"], "CITY" if cc == "UK" else "STATE")]
            out += [sep if (multi or cc != "NZ") else " ", (a["zip"], "ZIP")]
        else:
            st = a["reg"] if r.random() < 0.8 else a["reg_full"]
            out += [", " if (cc != "AU" or multi) else " ", (st, "STATE"), "  " if r.random() < 0.1 else " ", (a["zip"], "ZIP")]
        return out

    def fac(self, a, typ="HOSPITAL"):
        return (a["name"], typ)

    def url(self, site=None, path=None):
        r = self.rng
        site = site or self.serv
        host = r.choice(["www.%s.example.org", "%s.example.org", "www.%s.example.net", "portal.%s.example.com"]) % site["dom"]
        s = r.choice(["https://", "http://", "", "https://"]) + host
        if path:
            s += "/" + path
        return (s, "URL")

    def age_p(self, style=None):
        r = self.rng
        a = self.age
        style = style or r.choice(["yo", "year-old", "aged", "sexa", "y", "years", "words"])
        if style == "words":
            return [r.choice(["aged ", "age "]), (words_num(a), "AGE")]
        sx = self.sex
        if style == "yo":
            return [(str(a), "AGE"), r.choice([" yo", "yo", " y/o"])]
        if style == "year-old":
            return [(str(a), "AGE"), "-year-old"]
        if style == "aged":
            return ["aged ", (str(a), "AGE")]
        if style == "sexa":
            return r.choice([[(str(a), "AGE"), sx], [(str(a), "AGE"), " " + sx], [sx + "/", (str(a), "AGE")]])
        if style == "y":
            return [(str(a), "AGE"), "y"]
        return [(str(a), "AGE"), " years"]

    def setting_lines(self, table=False):
        s = self.set
        r = self.rng
        rows = [("Mode", s["mode"]), ("IPAP" if s["mode"] not in ("PCV", "PAC", "P(A)C", "SIMV-PC") else "Pinsp", "%d cmH2O" % s["ipap"]),
                ("EPAP" if not self.trach else "PEEP", "%d cmH2O" % s["epap"]), ("Backup rate", "%d bpm" % s["rate"]),
                ("Ti", "%.1f s" % s["ti"] if "VAPS" not in s["mode"] else "%.1f-%.1f s" % (s["ti"] - 0.3, s["ti"] + 0.3)),
                ("Rise", str(s["rise"])), ("Trigger", s["trig"]), ("Cycle", s["cyc"])]
        if "VAPS" in s["mode"]:
            rows.append(("Target Vt" if s["mode"].startswith("AVAPS") else "Target Va", "%d mL" % s["vt"] if s["mode"].startswith("AVAPS") else "%.1f L/min" % (s["vt"] * 0.012)))
        rows.append(("O2 entrained", "%d L/min" % s["o2"] if s["o2"] else "nil"))
        rows.append(("Circuit", s["valve"]))
        if table:
            w = max(len(a) for a, _ in rows) + 2
            return "".join("  %s%s\n" % (a.ljust(w), b) for a, b in rows)
        return ", ".join("%s %s" % (a, b) for a, b in rows[:6 if r.random() < 0.5 else len(rows)])

    def country_p(self, name):
        if name.startswith("the "):
            return ["the ", (name[4:], "COUNTRY")]
        return (name, "COUNTRY")
