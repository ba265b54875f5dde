"""Note builder, people, cases and clinical values shared by all genres.

Offsets are recorded in one pass: every piece of text is appended in order and
a span's start is the running length at the moment its value is appended.
"""
import datetime as dt
import re

import locale_fmt as LF
import pools_names as PN
import pools_places as PP

TYPE2LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}
TOK = re.compile(r"\{([A-Za-z_0-9]+)(?:\|([A-Z_]+))?\}")


class NB:
    """Append-only note builder."""

    def __init__(self, case):
        self.parts = []
        self.spans = []
        self.pos = 0
        self.c = case

    def t(self, s):
        if s:
            self.parts.append(s)
            self.pos += len(s)

    def s(self, val, typ):
        val = str(val)
        if not val or val != val.strip():
            raise ValueError("bad span value %r" % val)
        if self.spans and self.spans[-1][1] > self.pos:
            raise ValueError("overlap")
        self.spans.append((self.pos, self.pos + len(val), TYPE2LABEL[typ], typ))
        self.t(val)

    def w(self, tpl, **kw):
        i = 0
        for m in TOK.finditer(tpl):
            self.t(tpl[i:m.start()])
            v = kw[m.group(1)]
            if callable(v):
                v(self)
            elif m.group(2):
                self.s(v, m.group(2))
            else:
                self.t(str(v))
            i = m.end()
        self.t(tpl[i:])

    def text(self):
        return "".join(self.parts)

    # ------------- helpers writing common things
    def name(self, p, typ, style="full"):
        p.write(self, typ, style)

    def date(self, d, style=None):
        self.s(self.c.loc.date(d, style), "DATE")

    def addr(self, a, sep=", ", with_region=True):
        cc = self.c.country
        self.s(a["street"], "STREET")
        if cc == "SG":
            self.t(sep)
            self.s("Singapore", "COUNTRY")
            self.t(" ")
            self.s(a["postcode"], "ZIP")
            return
        self.t(sep)
        self.s(a["city"], "CITY")
        reg = a["region"] if (with_region or cc in ("US", "CA", "AU")) else None
        if cc in ("US", "CA"):
            if reg:
                self.t(", ")
                self.s(reg, a["region_type"])
            self.t(" " if cc == "US" else "  ")
            self.s(a["postcode"], "ZIP")
        elif cc == "AU":
            self.t(" ")
            self.s(reg, a["region_type"])
            self.t(" ")
            self.s(a["postcode"], "ZIP")
        elif cc in ("NZ", "ZA"):
            if reg:
                self.t(sep)
                self.s(reg, a["region_type"])
                self.t(sep)
            else:
                self.t(" ")
            self.s(a["postcode"], "ZIP")
        else:
            if reg:
                self.t(sep + ("Co. " if cc == "IE" else ""))
                self.s(reg, "CITY")
            self.t(sep)
            self.s(a["postcode"], "ZIP")


def N(p, typ, style="full"):
    """Deferred name writer for templates."""
    return lambda nb: p.write(nb, typ, style)


def S(val, typ):
    return lambda nb: nb.s(val, typ)


class Person:
    def __init__(self, first, last, sex, middle=None, country="UK"):
        self.first, self.last, self.sex, self.middle, self.country = first, last, sex, middle, country
        self.nick = PN.NICKNAMES.get(first)
        self.role = None
        self.title_word = None

    def title(self):
        dot = "." if self.country in ("US", "CA") else ""
        if self.title_word:
            return self.title_word + (dot if self.title_word == "Dr" else "")
        if self.sex == "m":
            return "Mr" + dot
        return ("Mrs" if hash_free_pick(self.last, 3) else "Ms") + dot

    def full(self):
        return "%s %s" % (self.first, self.last)

    def initials(self, dots=False):
        f = self.first[0]
        l = [w[0] for w in self.last.replace("-", " ").split() if w[0].isupper()] or [self.last[0].upper()]
        if dots:
            return f + "." + ".".join(l) + "."
        return f + "".join(l)

    def write(self, nb, typ, style):
        st = style
        if st in ("tl", "tf"):
            nb.t(self.title() + " ")
            nb.s(self.last if st == "tl" else self.full(), typ)
            return
        if st == "dr":
            nb.t("Dr" + ("." if self.country in ("US", "CA") and nb.c.rng.random() < 0.6 else "") + " ")
            nb.s(self.last, typ)
            return
        if st == "drf":
            nb.t("Dr" + ("." if self.country in ("US", "CA") else "") + " ")
            nb.s(self.full(), typ)
            return
        nb.s(self.render(st), typ)

    def render(self, st):
        m = self.middle
        if st == "full":
            return self.full()
        if st == "fml":
            return "%s %s. %s" % (self.first, m, self.last) if m else self.full()
        if st == "lf":
            return "%s, %s" % (self.last, self.first)
        if st == "LF":
            return "%s, %s" % (self.last.upper(), self.first)
        if st == "LFM":
            return "%s, %s%s" % (self.last.upper(), self.first.upper(), " " + m if m else "")
        if st == "f":
            return self.first
        if st == "l":
            return self.last
        if st == "il":
            return "%s. %s" % (self.first[0], self.last)
        if st == "ini":
            return self.initials()
        if st == "inid":
            return self.initials(True)
        if st == "nick":
            return self.nick or self.first
        if st == "fi":
            return "%s %s." % (self.first, self.last[0].upper())
        raise ValueError(st)


def hash_free_pick(s, mod):
    """Deterministic pick from a string without hash(): sum of code points."""
    return sum(ord(ch) for ch in s) % mod != 0


def make_person(rng, country, sex=None, groups=None):
    mix = PN.COUNTRY_MIX[country]
    g = LF.wpick(rng, mix) if groups is None else rng.choice(groups)
    grp = PN.GROUPS[g]
    sex = sex or rng.choice("mf")
    first = rng.choice(grp[sex])
    last = rng.choice(grp["s"])
    if rng.random() < 0.05:
        last = last + "-" + rng.choice(PN.GROUPS[LF.wpick(rng, mix)]["s"]).split(" ")[-1]
    middle = rng.choice("ABCDEFGHJKLMNPRSTW") if rng.random() < 0.35 else None
    return Person(first, last, sex, middle, country)


ROLE_TITLES = {
    "physio": {"UK": ["Physiotherapist", "Specialist Physiotherapist", "Clinical Specialist Physiotherapist", "Band 6 Physiotherapist"],
               "US": ["Physical Therapist", "Exercise Physiologist", "PT, DPT"],
               "IE": ["Senior Physiotherapist", "Clinical Specialist Physiotherapist", "Staff Grade Physiotherapist"],
               "CA": ["Physiotherapist", "Registered Kinesiologist", "Physiotherapist"],
               "AU": ["Physiotherapist", "Accredited Exercise Physiologist", "Senior Physiotherapist"],
               "NZ": ["Physiotherapist", "Senior Physiotherapist"],
               "ZA": ["Physiotherapist", "Biokineticist"], "SG": ["Senior Physiotherapist", "Physiotherapist"]},
    "nurse": {"UK": ["Respiratory Nurse Specialist", "Community Respiratory Nurse", "COPD Nurse", "Clinical Nurse Specialist"],
              "US": ["RN, Pulmonary Rehab", "Nurse Navigator", "NP, Pulmonary"],
              "IE": ["CNS Respiratory", "Respiratory ANP", "Public Health Nurse"],
              "CA": ["RN, Community Respiratory", "Respiratory Educator"],
              "AU": ["Respiratory CNC", "Clinical Nurse Consultant", "Community Nurse"],
              "NZ": ["Respiratory CNS", "District Nurse"], "ZA": ["Professional Nurse"], "SG": ["Advanced Practice Nurse", "Staff Nurse"]},
    "rt": {"US": ["RRT", "Respiratory Therapist"], "CA": ["Registered Respiratory Therapist"]},
    "assistant": {"UK": ["Rehabilitation Assistant", "Technical Instructor", "Healthcare Assistant"],
                  "US": ["Rehab Aide", "Exercise Specialist"], "IE": ["Therapy Assistant"],
                  "CA": ["Rehab Assistant"], "AU": ["Allied Health Assistant"], "NZ": ["Rehab Assistant"],
                  "ZA": ["Rehab Assistant"], "SG": ["Therapy Assistant"]},
    "consultant": {"UK": ["Consultant Respiratory Physician"], "US": ["Pulmonologist", "Medical Director, Pulmonary Rehab"],
                   "IE": ["Consultant Respiratory Physician"], "CA": ["Respirologist"], "AU": ["Respiratory Physician"],
                   "NZ": ["Respiratory Physician"], "ZA": ["Pulmonologist"], "SG": ["Senior Consultant, Respiratory Medicine"]},
    "ot": {"*": ["Occupational Therapist", "Senior OT"]},
    "dietitian": {"*": ["Dietitian", "Specialist Dietitian"]},
    "pharmacist": {"*": ["Pharmacist", "Community Pharmacist", "Respiratory Pharmacist"]},
    "admin": {"UK": ["Admin", "Team Administrator", "Booking Clerk"], "US": ["Scheduler", "Front Desk"],
              "*": ["Administrator", "Clerical Officer", "Booking Clerk"]},
    "psych": {"*": ["Clinical Psychologist", "Psychological Wellbeing Practitioner"]},
    "gp": {"US": ["PCP"], "CA": ["Family Physician"], "*": ["GP"]},
}
CREDS = {
    "physio": ["MCSP", "BSc (Hons)", "MSc", "DPT", "BPhty", "PT", ""],
    "nurse": ["RGN", "RN", "BSc", "NMP", "RN, CNS", "RN MSc", ""],
    "rt": ["RRT", "RRT-ACCS", "RRT, AE-C"],
    "assistant": ["", ""],
    "consultant": ["MD", "FRCP", "MRCP", "FRACP", "FCCP", "MB BCh BAO", "FRCPC"],
    "ot": ["BSc OT", "HCPC", ""],
    "dietitian": ["RD", "APD", ""],
    "pharmacist": ["MPharm", "BPharm", "PharmD", ""],
    "admin": [""],
    "psych": ["DClinPsy", "PhD", ""],
    "gp": ["MRCGP", "MD", "FRACGP", "MICGP", "CCFP", "MB ChB"],
}


def role_title(rng, role, country):
    d = ROLE_TITLES[role]
    return rng.choice(d.get(country) or d.get("*") or d["UK"])


def make_staff(rng, country, role, loc):
    p = make_person(rng, country)
    p.role = role
    p.role_title = role_title(rng, role, country)
    p.cred = rng.choice(CREDS[role])
    if country in ("US", "CA") and role in ("physio", "nurse"):
        p.cred = rng.choice(["DPT", "PT", "MPT", ""] if role == "physio" else ["RN", "RN, BSN", "NP-C", "RN, CCRN", ""])
    if role in ("consultant", "gp"):
        p.cred = rng.choice({"US": ["MD", "DO", "MD, FCCP"], "CA": ["MD, FRCPC", "MD, CCFP", "MD"], "AU": ["FRACP", "FRACGP", "MBBS"],
                             "NZ": ["FRACP", "FRNZCGP", "MBChB"], "IE": ["MB BCh BAO", "FRCPI", "MICGP"], "ZA": ["MB ChB", "FCP(SA)"],
                             "SG": ["MBBS", "MRCP (UK)"]}.get(country, ["FRCP", "MRCP", "MRCGP", "MB ChB"]))
    if role in ("consultant", "gp") or (role == "nurse" and "NP" in p.role_title) or (role == "psych" and p.cred in ("DClinPsy", "PhD")):
        p.title_word = "Dr"
    p.lic = loc.license({"gp": "gp", "consultant": "consultant"}.get(role, role))
    sep = rng.choice([".", "_", ""])
    p.email = "%s%s%s@%s" % (p.first.lower().replace(" ", "").replace("-", "").replace("'", ""), sep,
                             p.last.lower().replace(" ", "").replace("-", "").replace("'", ""),
                             rng.choice(["example.org", "example.net", "example.com"]))
    uname = rng.choice([p.first[0] + p.last.split(" ")[-1], p.last.split(" ")[-1] + p.first[0], p.first + "." + p.last.split(" ")[-1]])
    p.username = re.sub(r"[^a-z.]", "", uname.lower()) + (str(rng.randint(1, 9)) if rng.random() < 0.4 else "")
    p.phone = loc.phone()
    p.mobile = loc.phone("mobile")
    return p


def site_name(rng, country, kind, loc):
    stem = rng.choice(PP.STEMS)
    town = loc.town() or rng.choice(PP.STEMS)
    sur = rng.choice(PN.GROUPS[LF.wpick(rng, PN.COUNTRY_MIX[country])]["s"])
    if kind == "hosp":
        pat = rng.choice(PP.HOSP_PATTERNS[country])
    elif kind == "gp":
        pat = rng.choice(PP.GP_PATTERNS[country])
    elif kind == "pharm":
        pat = rng.choice(PP.PHARM_PATTERNS)
    elif kind == "venue":
        pat = rng.choice(PP.VENUE_PATTERNS[country])
    elif kind == "employer":
        pat = rng.choice(PP.EMPLOYER_PATTERNS)
    elif kind == "transport":
        pat = rng.choice(PP.TRANSPORT_ORGS)
    elif kind == "support":
        pat = rng.choice(PP.SUPPORT_GROUPS)
    elif kind == "church":
        pat = rng.choice(PP.CHURCHES)
    elif kind == "school":
        pat = rng.choice(PP.SCHOOLS)
    elif kind == "ward":
        return "%s %s" % (rng.choice(PP.WARD_WORDS), rng.choice(["Ward", "Ward", "Unit", "Suite"]))
    else:
        raise ValueError(kind)
    return pat.format(stem=stem, town=town, saint=rng.choice(PP.SAINTS), sur=sur)


INHALERS = {
    "UK": ["Trelegy Ellipta 92/55/22 one puff OD", "Trimbow 87/5/9 two puffs BD", "Spiriva Respimat 2.5mcg two puffs OD",
           "Anoro Ellipta 55/22 one puff OD", "Fostair 100/6 two puffs BD", "Symbicort 200/6 Turbohaler two puffs BD",
           "Seretide 500 Accuhaler one puff BD", "Incruse Ellipta 55mcg OD", "Spiolto Respimat two puffs OD",
           "Relvar Ellipta 92/22 OD", "Braltus Zonda 10mcg OD"],
    "US": ["Trelegy Ellipta 100/62.5/25 mcg 1 inh daily", "Breztri Aerosphere 2 puffs BID", "Stiolto Respimat 2 puffs daily",
           "Spiriva HandiHaler 18 mcg daily", "Advair Diskus 250/50 1 inh BID", "Anoro Ellipta 1 inh daily",
           "Symbicort 160/4.5 2 puffs BID", "Incruse Ellipta 62.5 mcg daily", "Yupelri 175 mcg neb daily"],
    "AU": ["Trelegy Ellipta 100/62.5/25 one inhalation daily", "Breztri Aerosphere two puffs bd", "Spiriva Respimat two puffs mane",
           "Ultibro Breezhaler one cap daily", "Breo Ellipta 100/25 daily", "Bretaris Genuair bd", "Symbicort Rapihaler 200/6 two puffs bd"],
}
RELIEVERS = {"UK": "salbutamol 100mcg MDI 2 puffs PRN via spacer", "US": "albuterol HFA 90 mcg 2 puffs q4-6h PRN",
             "AU": "Ventolin 100mcg 2-4 puffs prn via spacer", "CA": "salbutamol 100 mcg 2 puffs q4h PRN",
             "IE": "salbutamol (Ventolin Evohaler) 2 puffs PRN", "NZ": "salbutamol 100mcg 2 puffs PRN (Respigen)",
             "ZA": "Asthavent 200mcg PRN", "SG": "salbutamol MDI 2 puffs PRN"}
OTHER_MEDS = ["carbocisteine 375mg 2 caps TDS", "azithromycin 250mg three times weekly", "roflumilast 500mcg OD",
              "atorvastatin 40mg ON", "amlodipine 5mg OD", "metformin 500mg BD", "apixaban 5mg BD", "bisoprolol 2.5mg OD",
              "ramipril 5mg OD", "furosemide 40mg mane", "sertraline 50mg OD", "omeprazole 20mg OD", "Adcal-D3 one BD",
              "alendronic acid 70mg weekly", "paracetamol 1g QDS PRN", "levothyroxine 75mcg OD", "mirtazapine 15mg ON",
              "prednisolone 5mg OD (maintenance)", "montelukast 10mg ON", "lansoprazole 30mg OD", "tamsulosin 400mcg OD"]
COMORB = ["IHD", "T2DM", "HTN", "AF on anticoagulation", "OA both knees", "anxiety", "depression", "GORD",
          "osteoporosis (# L1)", "CKD 3a", "HFrEF (EF 35-40%)", "OSA on CPAP", "obesity", "previous CVA",
          "peripheral vascular disease", "lumbar spondylosis", "hypothyroidism", "BPH", "cor pulmonale",
          "anaemia (Hb 104)", "hx of lung cancer (lobectomy)", "alcohol excess", "bronchiectasis", "pulmonary hypertension"]
DIAG = [("COPD", 70), ("COPD with emphysema", 10), ("bronchiectasis", 6), ("IPF", 4), ("COPD/asthma overlap", 5),
        ("chronic bronchitis", 3), ("post-COVID breathlessness", 2)]


def clinical(rng, age, sex, country):
    k = {}
    k["dx"] = LF.wpick(rng, DIAG)
    pred = (3.3 if sex == "m" else 2.55) - max(0, age - 50) * 0.027
    pct = rng.randint(19, 79)
    k["fev1pct"] = pct
    k["fev1"] = "%.2f" % max(0.35, pred * pct / 100.0)
    k["ratio"] = "%.2f" % rng.uniform(0.31, 0.68)
    k["fvc"] = "%.2f" % (float(k["fev1"]) / float(k["ratio"]))
    k["gold"] = 1 if pct >= 80 else 2 if pct >= 50 else 3 if pct >= 30 else 4
    k["mrc"] = LF.wpick(rng, [(2, 2), (3, 5), (4, 5), (5, 2)])
    k["cat"] = rng.randint(9, 35)
    k["iswt"] = rng.randint(3, 42) * 10
    k["iswt_levels"] = max(1, k["iswt"] // 30)
    k["6mwt"] = rng.randint(110, 470)
    k["spo2"] = rng.randint(88, 98)
    k["spo2_min"] = k["spo2"] - rng.randint(1, 10)
    k["hr"] = rng.randint(64, 104)
    k["hr_max"] = k["hr"] + rng.randint(12, 38)
    k["bp"] = "%d/%d" % (rng.randint(108, 168), rng.randint(58, 96))
    k["rr"] = rng.randint(14, 26)
    k["borg_d"] = rng.choice(["2", "3", "4", "5", "5", "6", "7"])
    k["borg_f"] = rng.choice(["1", "2", "3", "3", "4", "5"])
    k["py"] = rng.choice([15, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80])
    k["smoke"] = LF.wpick(rng, [("ex", 70), ("current", 24), ("never", 6)])
    k["cigs"] = rng.choice([5, 10, 15, 20, 30])
    k["exac"] = rng.choice([0, 1, 1, 2, 2, 3, 4, 5])
    k["adm"] = min(k["exac"], rng.choice([0, 0, 1, 1, 2, 3]))
    bmi = rng.uniform(16.4, 38.5)
    ht = rng.uniform(1.58, 1.86) if sex == "m" else rng.uniform(1.47, 1.72)
    k["bmi"] = "%.1f" % bmi
    k["wt"] = "%.1f" % (bmi * ht * ht)
    k["ltot"] = rng.random() < 0.22
    k["o2_flow"] = rng.choice(["1", "1.5", "2", "2", "3"])
    k["o2_amb"] = rng.choice(["2", "3", "4"])
    k["hads_a"] = rng.randint(2, 17)
    k["hads_d"] = rng.randint(1, 16)
    k["crq"] = ["%.1f" % rng.uniform(1.5, 5.5) for _ in range(4)]
    k["sts"] = rng.randint(5, 24)
    k["tug"] = "%.1f" % rng.uniform(7.5, 24.0)
    k["grip"] = rng.randint(12, 44)
    k["eos"] = "%.2f" % rng.uniform(0.05, 0.6)
    inh = INHALERS.get(country, INHALERS["UK"])
    k["meds"] = [rng.choice(inh), RELIEVERS[country]] + rng.sample(OTHER_MEDS, rng.randint(1, 5))
    k["comorb"] = rng.sample(COMORB, rng.randint(1, 4))
    k["d_iswt"] = rng.randint(-2, 14) * 10
    k["d_6mwt"] = rng.randint(-15, 110)
    k["d_cat"] = rng.randint(-9, 2)
    k["d_sts"] = rng.randint(-1, 7)
    k["sessions"] = rng.choice([12, 16, 16, 16, 12, 24, 36])
    k["attended"] = max(1, k["sessions"] - rng.choice([0, 0, 1, 2, 3, 4, 6, 9]))
    return k


class Case:
    """All facts about one invented patient and the people and sites around them."""

    def __init__(self, rng, country):
        self.rng = rng
        self.country = country
        loc = self.loc = LF.Locale(country, rng)
        self.tstyle = LF.wpick(rng, [(0, 6), (1, 2), (2, 2)])
        self.d0 = dt.date(2022, 1, 3) + dt.timedelta(days=rng.randint(0, 1270))
        self.pt = make_person(rng, country)
        age = self.age = LF.wpick(rng, [(rng.randint(45, 59), 2), (rng.randint(60, 74), 5), (rng.randint(75, 89), 3), (rng.randint(90, 97), 1)])
        self.dob = self.d0 - dt.timedelta(days=age * 365 + rng.randint(2, 360) + age // 4)
        self.age = (self.d0 - self.dob).days * 100 // 36525
        self.addr = loc.address()
        self.ph_home = loc.phone()
        self.ph_mob = loc.phone("mobile")
        self.mrn = loc.mrn()
        self.nat = loc.national(self.dob)
        self.hp = loc.healthplan()
        self.ssn = loc.ssn()
        self.acct = loc.account()
        rel = rng.choice(PP.RELATIONS)
        if rel[0] in ("wife", "husband") and rng.random() < 0.92:
            rel = ("wife", "f") if self.pt.sex == "m" else ("husband", "m")
        self.nok_rel = rel[0]
        self.nok = make_person(rng, country, sex=rel[1])
        if rel[0] in ("wife", "husband", "son", "daughter", "brother", "granddaughter", "grandson") and rng.random() < 0.7:
            self.nok.last = self.pt.last
        self.nok_ph = loc.phone("mobile")
        self.gp = make_staff(rng, country, "gp", loc)
        self.gp.title_word = "Dr"
        self.gp_prac = site_name(rng, country, "gp", loc)
        self.gp_addr = loc.address()
        self.gp_ph = loc.phone()
        self.gp_fax = loc.phone()
        self.hosp = site_name(rng, country, "hosp", loc)
        self.hosp2 = site_name(rng, country, "hosp", loc)
        self.ward = site_name(rng, country, "ward", loc)
        self.venue = site_name(rng, country, "venue", loc)
        self.pharm = site_name(rng, country, "pharm", loc)
        self.svc_addr = loc.address()
        self.svc_ph = loc.phone()
        self.svc_fax = loc.phone()
        slug = re.sub(r"[^a-z]", "", self.hosp.lower().replace("st ", "st").split(" ")[0])
        self.svc_email = "%s.%s@%s" % (slug, rng.choice(["pulmrehab", "resp", "copdteam", "pr.referrals", "crt"]),
                                       rng.choice(["example.org", "example.net", "example.com"]))
        self.svc_url = "%s%s/%s" % (rng.choice(["www.", "https://www.", "https://"]), rng.choice(["example.org", "example.net", "example.com"]),
                                    rng.choice(["pulmonary-rehab", "copd", "respiratory/pr", "services/lung-health", "breathe"]))
        self.staff = {}
        for role in ("physio", "nurse", "assistant", "consultant", "ot", "dietitian", "pharmacist", "admin", "psych"):
            self.staff[role] = make_staff(rng, country, role, loc)
        if country in ("US", "CA"):
            self.staff["rt"] = make_staff(rng, country, "rt", loc)
        self.prof = rng.choice(PP.PROFESSIONS)
        self.employer = site_name(rng, country, "employer", loc)
        self.nok_prof = rng.choice(PP.PROFESSIONS)
        self.k = clinical(rng, self.age, self.pt.sex, country)
        self.abroad = rng.choice(PP.COUNTRIES_ABROAD)
        self.lang = rng.choice(PP.LANGUAGES)

    # convenient value formatters
    def d(self, days=0, style=None):
        return self.loc.date(self.d0 + dt.timedelta(days=days), style)

    def dd(self, days=0):
        return self.d0 + dt.timedelta(days=days)

    def he_she(self):
        return "he" if self.pt.sex == "m" else "she"

    def his_her(self):
        return "his" if self.pt.sex == "m" else "her"

    def sex_letter(self):
        return "M" if self.pt.sex == "m" else "F"


UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(n):
    return TENS[n // 10] + ("-" + UNITS[n % 10] if n % 10 else "")


def age_phrase(nb, age, rng, sex=None):
    """Write an age expression; only the number is a span."""
    r = rng.random()
    if r < 0.06 and 20 <= age < 100:
        nb.t("aged ")
        nb.s(age_words(age), "AGE")
    elif r < 0.3:
        nb.s(str(age), "AGE")
        nb.t("-year-old")
    elif r < 0.45:
        nb.s(str(age), "AGE")
        nb.t(" yo")
    elif r < 0.55:
        nb.s(str(age), "AGE")
        nb.t("yo")
    elif r < 0.7:
        nb.t("aged ")
        nb.s(str(age), "AGE")
    elif r < 0.8:
        nb.s(str(age), "AGE")
        nb.t(" y/o")
    elif r < 0.9 and sex:
        nb.s(str(age), "AGE")
        nb.t(" " + sex if rng.random() < 0.5 else sex)
    else:
        nb.s(str(age), "AGE")
        nb.t(" yr old")


def phone_lbl(rng, country):
    return rng.choice({"US": ["Ph:", "Phone:", "Home:"], "CA": ["Ph:", "Tel:", "Home:"]}.get(country, ["Tel:", "Tel", "Ph:", "Phone:", "Home tel:"]))


def nat_label(c):
    return c.nat[0] + (" No:" if c.nat[0] == "NHS" else ":") if c.nat else "MRN:"


def gp_word(c):
    return {"US": "PCP", "CA": "family doctor"}.get(c.country, "GP")


def surgery_word(c):
    return "surgery" if c.country in ("UK", "IE") else "the clinic"
