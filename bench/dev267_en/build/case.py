"""People and per-note case context (patient, staff, places, identifiers)."""

import datetime as dt
from doc import P
import phi
from phi import pick, digits
import pools_names as PN
import pools_places as PL


class Person:
    def __init__(self, rng, sex=None, last=None):
        self.sex = sex or pick(rng, "FM")
        pool = PN.FEMALE if self.sex == "F" else PN.MALE
        if rng.random() < 0.06:
            pool = PN.UNISEX
        self.first = pick(rng, pool)
        self.last = last or pick(rng, PN.SURNAMES)
        self.mi = pick(rng, PN.MIDDLE_INITIALS)
        self.middle = pick(rng, PN.FEMALE if self.sex == "F" else PN.MALE) if rng.random() < 0.3 else None
        self.nick = PN.NICKNAMES.get(self.first)
        if self.sex == "F":
            self.title = pick(rng, ["Mrs", "Ms", "Ms", "Miss"])
        else:
            self.title = "Mr"

    def full(self):
        return "%s %s" % (self.first, self.last)

    def initials(self):
        return self.first[0] + self.last[0]


def _t(title, country):
    return title + "." if country in ("US", "CA") and title in ("Mr", "Mrs", "Ms", "Dr") else title


def pt_name(rng, p, country, typ="PATIENT", style=None):
    """Patient or family-member name in a random surface form."""
    styles = ["full", "full", "title_last", "title_last", "LAST_First", "first", "init_last",
              "title_full", "full_mid", "Last_First", "last", "LAST_FIRST_M"]
    if typ == "PATIENT":
        styles += ["initials"]
    if p.nick:
        styles += ["nick"]
    s = style or pick(rng, styles)
    if s == "full":
        return P(p.full(), typ)
    if s == "full_mid":
        mid = p.middle if p.middle and rng.random() < 0.5 else p.mi + "."
        return P("%s %s %s" % (p.first, mid, p.last), typ)
    if s == "title_last":
        return [_t(p.title, country) + " ", P(p.last, typ)]
    if s == "title_full":
        return [_t(p.title, country) + " ", P(p.full(), typ)]
    if s == "LAST_First":
        return P("%s, %s" % (p.last.upper(), p.first), typ)
    if s == "LAST_FIRST_M":
        return P("%s, %s %s" % (p.last.upper(), p.first.upper(), p.mi), typ)
    if s == "Last_First":
        return P("%s, %s" % (p.last, p.first), typ)
    if s == "first":
        return P(p.first, typ)
    if s == "nick":
        return P(p.nick or p.first, typ)
    if s == "init_last":
        return P("%s%s %s" % (p.first[0], pick(rng, [".", ""]), p.last), typ)
    if s == "last":
        return P(p.last, typ)
    if s == "initials":
        return P(pick(rng, ["%s.%s." % (p.first[0], p.last[0]), "%s%s" % (p.first[0], p.last[0]),
                            "%s.%s.%s." % (p.first[0], p.mi, p.last[0])]), typ)
    raise ValueError(s)


CREDS = {
    ("UK", "consultant"): ["FRCP", "MRCP", "FRCS", "PhD FRCP", ""],
    ("US", "consultant"): ["MD", "DO", "MD, FACG", "MD, PhD", "MD"],
    ("AU", "consultant"): ["FRACP", "MBBS FRACP", "FRACS", ""],
    ("CA", "consultant"): ["MD, FRCPC", "MD", "MD, FRCSC"],
    ("UK", "dietitian"): ["RD", "RD", "MSc RD", ""],
    ("US", "dietitian"): ["RDN, CNSC", "MS, RD, LD", "RD, LDN", "RDN"],
    ("AU", "dietitian"): ["APD", "APD", "AdvAPD"],
    ("CA", "dietitian"): ["RD", "P.Dt.", "RD, CNSC"],
    ("UK", "nurse"): ["RGN", "RN", "CNS", "RN(A)"],
    ("US", "nurse"): ["RN, BSN", "RN, CNSC", "APRN", "RN", "LPN"],
    ("AU", "nurse"): ["RN", "CNC", "CNS", "EN"],
    ("CA", "nurse"): ["RN", "RN, BScN", "inf.", "RPN"],
    ("UK", "pharmacist"): ["MRPharmS", "MPharm", ""],
    ("US", "pharmacist"): ["PharmD, BCNSP", "PharmD", "RPh"],
    ("AU", "pharmacist"): ["BPharm", "MClinPharm", ""],
    ("CA", "pharmacist"): ["RPh", "PharmD", "pht"],
    ("UK", "gp"): ["MRCGP", "MBChB", ""],
    ("US", "gp"): ["MD", "DO", "NP"],
    ("AU", "gp"): ["FRACGP", "MBBS"],
    ("CA", "gp"): ["MD, CCFP", "MD"],
    ("UK", "slt"): ["SLT", "Specialist SLT"],
    ("US", "slt"): ["MS, CCC-SLP", "SLP"],
    ("AU", "slt"): ["Speech Pathologist", "CPSP"],
    ("CA", "slt"): ["S-LP(C)", "SLP"],
}


class Staff(Person):
    def __init__(self, rng, role, country):
        Person.__init__(self, rng)
        self.role = role
        self.country = country
        key = (country, role if role in ("consultant", "dietitian", "nurse", "pharmacist", "gp", "slt")
               else ("consultant" if role in ("registrar", "radiologist", "endoscopist", "surgeon", "microbiologist")
                     else "nurse"))
        self.cred = pick(rng, CREDS[key]) if role not in ("driver", "clerk", "technician", "coordinator",
                                                          "agent") else ""
        self.doctorish = role in ("consultant", "gp", "registrar", "radiologist", "endoscopist",
                                  "surgeon", "microbiologist")


def dr(country):
    return "Dr." if country in ("US", "CA") and True else "Dr"


def staff_name(rng, s, style=None, typ="DOCTOR"):
    """Staff/clinician name with titles and credentials kept outside the span."""
    c = s.country
    styles = ["full_cred", "full", "init_last", "first_last_only"]
    if s.doctorish:
        styles += ["dr_last", "dr_full", "dr_init", "dr_last"]
    else:
        styles += ["full_cred", "first"]
    st = style or pick(rng, styles)
    if st in ("dr_last", "dr_full", "dr_init") and not s.doctorish:
        st = "full_cred"
    d = pick(rng, ["Dr ", "Dr. "]) if c in ("US", "CA") else pick(rng, ["Dr ", "Dr ", "Dr. "])
    if st == "dr_last":
        return [d, P(s.last, typ)]
    if st == "dr_full":
        return [d, P(s.full(), typ)]
    if st == "dr_init":
        return [d, P("%s%s %s" % (s.first[0], pick(rng, [".", ""]), s.last), typ)]
    if st == "full_cred":
        if s.cred:
            return [P(s.full(), typ), pick(rng, [", ", " "]) + s.cred]
        return P(s.full(), typ)
    if st in ("full", "first_last_only"):
        return P(s.full(), typ)
    if st == "init_last":
        return P("%s%s %s" % (s.first[0], pick(rng, [".", ""]), s.last), typ)
    if st == "first":
        return P(s.first, typ)
    if st == "initials":
        return P(s.initials().upper() if rng.random() < 0.7 else s.initials().lower(), typ)
    if st == "last_first":
        return P("%s, %s" % (s.last, s.first), typ)
    if st == "LAST":
        return P(s.last.upper(), typ)
    raise ValueError(st)


# --------------------------------------------------------------- places
def street_line(rng, country):
    root = pick(rng, PL.STREET_ROOTS)
    suf = pick(rng, PL.STREET_SUFFIX[country])
    n = rng.randrange(1, 240)
    if country == "UK":
        r = rng.random()
        if r < 0.15:
            return "Flat %d, %d %s %s" % (rng.randrange(1, 30), n, root, suf)
        if r < 0.25:
            return "%s, %d %s %s" % (pick(rng, PL.UK_HOUSE_NAMES), n, root, suf)
        return "%d %s %s" % (n, root, suf)
    if country == "US":
        r = rng.random()
        if r < 0.2:
            return "%d %s %s, Apt %s" % (rng.randrange(10, 9999), root, suf, pick(rng, ["2B", "4", "11C", "305", "1A"]))
        if r < 0.3:
            return "%d %s %s %s" % (rng.randrange(10, 9999), pick(rng, ["N", "S", "E", "W"]), root, suf)
        return "%d %s %s" % (rng.randrange(10, 9999), root, suf)
    if country == "AU":
        if rng.random() < 0.25:
            return "Unit %d/%d %s %s" % (rng.randrange(1, 20), n, root, suf) if rng.random() < 0.5 else \
                "%d/%d %s %s" % (rng.randrange(1, 20), n, root, suf)
        return "%d %s %s" % (n, root, suf)
    if rng.random() < 0.15:
        return "%d, %s" % (n, pick(rng, PL.CA_FRENCH_STREETS))
    if rng.random() < 0.2:
        return "%d-%d %s %s" % (rng.randrange(100, 2000), n, root, suf)
    return "%d %s %s" % (n, root, suf)


def postcode(rng, country, state_extra=""):
    if country == "UK":
        A = "ABCDEFGHJKLMNOPRSTUWYZ"
        out = pick(rng, ["%s%s%d", "%s%d", "%s%s%d%d"])
        if out == "%s%s%d":
            o = "%s%s%d" % (pick(rng, A), pick(rng, A), rng.randrange(1, 10))
        elif out == "%s%d":
            o = "%s%d" % (pick(rng, A), rng.randrange(1, 10))
        else:
            o = "%s%s%d%d" % (pick(rng, A), pick(rng, A), rng.randrange(1, 3), rng.randrange(10))
        return "%s %d%s" % (o, rng.randrange(10), phi.letters(rng, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if country == "US":
        z = digits(rng, 5)
        return z if rng.random() < 0.8 else z + "-" + digits(rng, 4)
    if country == "AU":
        p = state_extra
        return p + digits(rng, 4 - len(p))
    L = "ABCEGHJKLMNPRSTVXY"
    return "%s%d%s %d%s%d" % (pick(rng, state_extra), rng.randrange(10), pick(rng, L), rng.randrange(10),
                              pick(rng, L), rng.randrange(10))


class Address:
    def __init__(self, rng, country):
        self.country = country
        self.street = street_line(rng, country)
        if country == "US":
            self.city = pick(rng, PL.US_CITIES)
            self.state, self.st = pick(rng, PL.US_STATES)
            self.zip = postcode(rng, "US")
        elif country == "UK":
            self.city = pick(rng, PL.UK_TOWNS)
            self.state = self.st = pick(rng, PL.UK_COUNTIES)
            self.zip = postcode(rng, "UK")
        elif country == "AU":
            self.city = pick(rng, PL.AU_TOWNS)
            self.state, self.st, pre = pick(rng, PL.AU_STATES)
            self.zip = postcode(rng, "AU", pre)
        else:
            self.city = pick(rng, PL.CA_TOWNS)
            self.state, self.st, pre = pick(rng, PL.CA_PROVINCES)
            self.zip = postcode(rng, "CA", pre)

    def seg(self, rng, sep=", ", with_street=True, one_line=True):
        """Address split into typed parts. UK county is typed CITY."""
        out = []
        if with_street:
            out += [P(self.street, "STREET"), sep if one_line else "\n"]
        out.append(P(self.city, "CITY"))
        if self.country == "UK":
            if rng.random() < 0.4:
                out += [sep if one_line else "\n", P(self.state, "CITY")]
            out += [sep if one_line else "\n", P(self.zip, "ZIP")]
        else:
            stv = self.st if rng.random() < 0.8 else self.state
            out += [pick(rng, [", ", " "]) if one_line else ", ", P(stv, "STATE"),
                    pick(rng, [" ", "  ", " "]), P(self.zip, "ZIP")]
        return out


# --------------------------------------------------------------- case
HEN_DX = ["motor neurone disease (bulbar onset)", "left MCA ischaemic stroke with persistent dysphagia",
          "oropharyngeal SCC post chemoradiotherapy", "Parkinson's disease with unsafe swallow",
          "cerebral palsy (GMFCS V)", "Duchenne muscular dystrophy", "cystic fibrosis, CFRD, low BMI",
          "hypoxic brain injury", "oesophageal cancer (palliative stent failure)",
          "multiple sclerosis, progressive dysphagia", "Huntington's disease", "laryngectomy, pharyngeal stricture",
          "learning disability with recurrent aspiration pneumonia", "gastroparesis (diabetic)", "Rett syndrome",
          "severe ME/CFS with weight loss", "post-traumatic brain injury, PEG-dependent",
          "myotonic dystrophy type 1", "tongue base carcinoma, T3N1", "anorexia nervosa (NG, community step-down)"]
HPN_DX = ["short bowel syndrome after mesenteric infarction (~60 cm small bowel, end jejunostomy)",
          "Crohn's disease, multiple resections, type 2 intestinal failure",
          "chronic intestinal pseudo-obstruction (CIPO)", "radiation enteritis with subacute obstruction",
          "high-output enterocutaneous fistula", "malignant bowel obstruction (ovarian ca), palliative HPN",
          "systemic sclerosis with GI dysmotility", "hypermobile Ehlers-Danlos syndrome with GI dysmotility",
          "short bowel after volvulus, jejuno-colic anastomosis", "Hirschsprung's disease (paediatric SBS)",
          "gastroschisis with short gut (paediatric)", "post-Whipple's anastomotic leak, prolonged IF",
          "ultra-short bowel, 35 cm jejunum to stoma", "Roux-en-Y bypass complications, intestinal failure"]


class Case:
    def __init__(self, rng, country, ref_date, route="HEN", paeds=None):
        c = self.country = country
        self.route = route
        self.date = ref_date
        self.pt = Person(rng)
        if paeds is None:
            paeds = rng.random() < (0.12 if route == "HEN" else 0.08)
        self.paeds = paeds
        if paeds:
            self.age = rng.randrange(0, 17)
        elif route == "HEN":
            self.age = min(97, max(19, int(rng.gauss(68, 14))))
        else:
            self.age = min(88, max(19, int(rng.gauss(52, 15))))
        self.age_months = rng.randrange(3, 24) if self.age < 2 else None
        if self.age_months:
            self.age = self.age_months // 12
        self.dob = ref_date - dt.timedelta(days=int(self.age * 365.25) + rng.randrange(1, 360)) \
            if not self.age_months else ref_date - dt.timedelta(days=int(self.age_months * 30.4) + rng.randrange(1, 25))
        self.addr = Address(rng, c)
        self.home_phone = phi.phone_str(rng, c, "land")
        self.mob_phone = phi.phone_str(rng, c, "mob")
        self.mrn = phi.mrn_value(rng, c)
        self.nhs = phi.nhs_number(rng) if c == "UK" else None
        self.ssn = phi.ssn_us(rng) if c == "US" else (phi.sin_ca(rng) if c == "CA" else None)
        self.medicare = phi.au_medicare(rng) if c == "AU" else None
        self.ihi = phi.au_ihi(rng) if c == "AU" else None
        self.dva = phi.au_dva(rng) if c == "AU" and rng.random() < 0.25 else None
        self.ndis = phi.au_ndis(rng) if c == "AU" and (paeds or rng.random() < 0.3) else None
        self.health_card = phi.ca_health(rng, self.addr.st) if c == "CA" else None
        self.insurer = pick(rng, PL.INSURERS[c])
        self.member = phi.mbi(rng) if (c == "US" and self.age >= 65 and rng.random() < 0.6) else phi.us_member(rng)
        self.group = phi.us_group(rng)
        self.hc_acct = phi.account(rng, "homecare").text
        self.encounter = phi.account(rng, "encounter").text
        self.hospital = pick(rng, PL.HOSPITALS[c])
        self.hospital2 = pick(rng, PL.HOSPITALS[c])
        self.trust = pick(rng, PL.TRUSTS[c])
        self.ward = pick(rng, PL.WARDS[c])
        self.hosp_addr = Address(rng, c)
        self.practice = pick(rng, PL.PRACTICES[c])
        self.practice_addr = Address(rng, c)
        self.care_home = pick(rng, PL.CARE_HOMES[c]) if rng.random() < 0.15 and not paeds else None
        self.pharmacy = pick(rng, PL.PHARMACIES[c])
        self.homecare = pick(rng, PL.HOMECARE[c])
        self.consultant = Staff(rng, "consultant", c)
        self.dietitian = Staff(rng, "dietitian", c)
        self.nurse = Staff(rng, "nurse", c)
        self.pharmacist = Staff(rng, "pharmacist", c)
        self.gp = Staff(rng, "gp", c)
        self.hc_nurse = Staff(rng, "homecare_nurse", c)
        self.slt = Staff(rng, "slt", c)
        self.registrar = Staff(rng, "registrar", c)
        self.clerk = Staff(rng, "clerk", c)
        self.driver = Staff(rng, "driver", c)
        rel_pool = (["mother", "father", "mum", "dad", "grandmother", "foster carer"] if paeds else
                    ["wife", "husband", "daughter", "son", "partner", "sister", "brother", "niece",
                     "neighbour", "friend", "carer", "son-in-law", "daughter-in-law"])
        self.rel = pick(rng, rel_pool)
        fsex = "F" if self.rel in ("wife", "daughter", "mother", "mum", "grandmother", "sister", "niece",
                                   "daughter-in-law") else ("M" if self.rel in ("husband", "son", "father",
                                                                                  "dad", "brother", "son-in-law") else None)
        same_last = self.rel in ("wife", "husband", "daughter", "son", "mother", "father", "mum", "dad") and rng.random() < 0.7
        self.family = Person(rng, fsex, self.pt.last if same_last else None)
        self.family_age = (rng.randrange(25, 55) if paeds else rng.randrange(30, 90))
        self.family_prof = pick(rng, PL.PROFESSIONS)
        self.family2 = Person(rng)
        self.profession = pick(rng, PL.PROFESSIONS) if not paeds else None
        self.retired = (not paeds) and self.age >= 66
        self.employer = pick(rng, PL.EMPLOYERS)
        self.school = pick(rng, PL.SCHOOLS)
        self.dx = pick(rng, HEN_DX if route == "HEN" else HPN_DX)
        if paeds and route == "HEN":
            self.dx = pick(rng, ["cerebral palsy (GMFCS V)", "Duchenne muscular dystrophy",
                                 "cystic fibrosis with faltering growth", "faltering growth, complex neurodisability",
                                 "Rett syndrome", "oesophageal atresia repair, oral aversion",
                                 "congenital heart disease, faltering growth"])
        if paeds and route == "HPN":
            self.dx = pick(rng, ["gastroschisis with short gut (paediatric)", "Hirschsprung's disease (paediatric SBS)",
                                 "microvillus inclusion disease", "NEC with extensive resection",
                                 "midgut volvulus, short bowel"])
        self.weight = round(rng.uniform(38, 96), 1) if not paeds else round(max(3.5, self.age * 2.6 + 6 + rng.uniform(-2, 3)), 1)
        self.height = rng.randrange(148, 192) if not paeds else int(60 + self.age * 6 + rng.uniform(-4, 4))

    # -------------------------------------------------------- helpers
    def name(self, rng, style=None):
        return pt_name(rng, self.pt, self.country, "PATIENT", style)

    def fam(self, rng, style=None):
        styles = ["full", "first", "first", "title_last", "full"]
        return pt_name(rng, self.family, self.country, "FAMILY", style or pick(rng, styles))

    def d(self, rng, offset=0, kind="any"):
        return phi.date(rng, self.date + dt.timedelta(days=offset), self.country, kind)

    def dob_seg(self, rng):
        return phi.dob(rng, self.dob, self.country)

    def age_seg(self, rng):
        """Age expression; number only is the span."""
        if self.age_months:
            return pick(rng, [[P(str(self.age_months), "AGE"), "-month-old"],
                              [P(str(self.age_months), "AGE"), " months"], [P(str(self.age_months), "AGE"), "/12"]])
        a = str(self.age)
        sx = self.pt.sex
        if rng.random() < 0.08:
            return pick(rng, [["aged ", P(phi.words(self.age), "AGE")], [P(phi.words(self.age), "AGE"), "-year-old"]])
        return pick(rng, [[P(a, "AGE"), "-year-old"], [P(a, "AGE"), " yo"], [P(a, "AGE"), "yo"],
                          [P(a, "AGE"), " y/o"], [P(a, "AGE"), sx], [P(a, "AGE"), " " + sx],
                          ["aged ", P(a, "AGE")], [P(a, "AGE"), " yr old"], [P(a, "AGE"), "y"]])

    def mrn_seg(self, rng):
        return P(self.mrn, "MRN")

    def nhs_seg(self, rng):
        return P(phi.fmt_nhs(rng, self.nhs), "MRN")

    def main_id(self, rng):
        """Locale-typical identifier block: list of (label, segment)."""
        c = self.country
        out = []
        if c == "UK":
            out.append((pick(rng, ["NHS No", "NHS number", "NHS no."]), self.nhs_seg(rng)))
            out.append((pick(rng, ["Hosp No", "MRN", "Unit No", "Hospital number", "K-No"]), self.mrn_seg(rng)))
        elif c == "US":
            out.append((pick(rng, ["MRN", "MR#", "Med Rec #"]), self.mrn_seg(rng)))
            if rng.random() < 0.5:
                out.append((pick(rng, ["Member ID", "Ins ID", "Policy #"]), P(self.member, "HEALTHPLAN")))
        elif c == "AU":
            out.append((pick(rng, ["UR", "UR No", "MRN"]), self.mrn_seg(rng)))
            if rng.random() < 0.5:
                out.append(("Medicare", P(self.medicare, "HEALTHPLAN")))
            elif rng.random() < 0.5:
                out.append(("IHI", P(self.ihi, "MRN")))
        else:
            out.append((pick(rng, ["MRN", "Chart #", "Dossier"]), self.mrn_seg(rng)))
            if rng.random() < 0.6:
                out.append((pick(rng, ["Health card", "HCN", "PHN", "RAMQ"]) if self.addr.st != "ON" else
                            pick(rng, ["OHIP", "Health card"]), P(self.health_card, "HEALTHPLAN")))
        return out

    def gp_term(self):
        return {"UK": "GP", "US": "PCP", "AU": "GP", "CA": "family physician"}[self.country]

    def diet_reg(self, rng):
        c = self.country
        kind = {"UK": "hcpc", "US": "state_rd", "AU": "apd", "CA": "cdo"}[c]
        lab = {"UK": "HCPC", "US": "Lic #", "AU": "APD no.", "CA": "CDO reg."}[c]
        return lab, phi.license_val(rng, kind)

    def doc_reg(self, rng):
        c = self.country
        kind = {"UK": "gmc", "US": "npi", "AU": "ahpra_med", "CA": "cpso"}[c]
        lab = {"UK": "GMC", "US": "NPI", "AU": "AHPRA", "CA": "CPSO #"}[c]
        return lab, phi.license_val(rng, kind)

    def pharm_reg(self, rng):
        c = self.country
        kind = {"UK": "gphc", "US": "npi", "AU": "ahpra_pharm", "CA": "ocp"}[c]
        lab = {"UK": "GPhC", "US": "NPI", "AU": "AHPRA", "CA": "OCP #"}[c]
        return lab, phi.license_val(rng, kind)
