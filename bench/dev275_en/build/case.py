"""A 'case' bundles the people, places and identifiers of one feeding dyad."""
import datetime

import names
import orgs
import phi
import places
from doc import P


class Person:
    def __init__(self, first, last, typ, middle=None, sex="F", nick=None):
        self.first = first
        self.last = last
        self.typ = typ
        self.middle = middle
        self.sex = sex
        self.nick = nick
        # staff extras
        self.creds = ""
        self.role = ""
        self.lic_kind = ""
        self.lic = ""

    def full(self):
        return "%s %s" % (self.first, self.last)

    def form(self, rng, style=None):
        f, la = self.first, self.last
        if style is None:
            style = rng.choice(["full", "full", "full", "first", "last", "lf", "init", "fml", "LF"])
        if style == "full":
            return "%s %s" % (f, la)
        if style == "fml":
            return "%s %s. %s" % (f, self.middle, la) if self.middle else "%s %s" % (f, la)
        if style == "fmlnodot":
            return "%s %s %s" % (f, self.middle, la) if self.middle else "%s %s" % (f, la)
        if style == "lf":
            return "%s, %s" % (la, f)
        if style == "lfm":
            return "%s, %s %s" % (la, f, self.middle) if self.middle else "%s, %s" % (la, f)
        if style == "LF":
            return rng.choice(["%s, %s" % (la.upper(), f), "%s, %s" % (la.upper(), f.upper()),
                               "%s %s" % (la.upper(), f)])
        if style == "FULLCAPS":
            return "%s %s" % (f.upper(), la.upper())
        if style == "first":
            return f
        if style == "nick":
            return self.nick or f
        if style == "last":
            return la
        if style == "init":
            return rng.choice(["%s. %s" % (f[0], la), "%s %s" % (f[0], la), "%s.%s" % (f[0], la)])
        if style == "initials":
            a, b = f[0].upper(), la.replace("'", "")[0].upper()
            return rng.choice(["%s.%s." % (a, b), "%s%s" % (a, b), "%s.%s" % (a, b)])
        if style == "lowinit":
            return (f[0] + la.replace("'", "").replace(" ", "")[0]).lower()
        if style == "firstl":
            return "%s %s." % (f, la[0])
        raise ValueError(style)

    def nm(self, rng, style=None):
        return P(self.form(rng, style), self.typ)


def _pick_date(rng, y0=2019, y1=2025):
    start = datetime.date(y0, 1, 1).toordinal()
    end = datetime.date(y1, 6, 30).toordinal()
    return datetime.date.fromordinal(rng.randint(start, end))


LC_CREDS = {"UK": ["IBCLC", "RM, IBCLC", "RGN RM IBCLC", "RM", "IBCLC, Infant Feeding Lead"],
            "US": ["IBCLC", "RN, IBCLC", "RN, BSN, IBCLC", "CLC", "IBCLC, RLC", "MS, IBCLC"],
            "AU": ["IBCLC", "RM, IBCLC", "RN RM IBCLC", "MCHN, IBCLC"],
            "NZ": ["IBCLC", "RM, IBCLC", "RN IBCLC"],
            "CA": ["IBCLC", "RN, IBCLC", "BScN, IBCLC", "RM, IBCLC"]}
MW_CREDS = {"UK": ["RM", "RM BSc", "RM, RN"], "US": ["CNM", "CNM, MSN", "CPM"], "AU": ["RM", "RN RM"],
            "NZ": ["RM", "LMC midwife"], "CA": ["RM", "RM, BHSc"]}
GP_CREDS = {"UK": ["MBChB MRCGP", "MBBS MRCGP", "MRCGP"], "US": ["MD", "DO", "MD, FAAFP"],
            "AU": ["MBBS FRACGP", "FRACGP"], "NZ": ["MBChB FRNZCGP", "FRNZCGP"], "CA": ["MD CCFP", "MD, CCFP"]}
PAED_CREDS = {"UK": ["MBBS FRCPCH", "FRCPCH", "MRCPCH"], "US": ["MD, FAAP", "MD", "DO, FAAP"],
              "AU": ["MBBS FRACP", "FRACP"], "NZ": ["MBChB FRACP", "FRACP"], "CA": ["MD FRCPC", "MD, FRCPC"]}
NURSE_CREDS = {"UK": ["SCPHN", "RN SCPHN", "RGN"], "US": ["RN", "RN, BSN", "LPN"], "AU": ["RN", "MCHN", "RN RM"],
               "NZ": ["RN", "RN, Well Child nurse"], "CA": ["RN", "RPN", "PHN"]}
NURSE_LIC = {"UK": "nmc", "US": "npi", "AU": "ahpra", "NZ": "nznc", "CA": "cno"}
DOC_LIC = {"UK": "gmc", "US": "npi", "AU": "ahpra", "NZ": "mcnz", "CA": "cpso"}
LIC_LABEL = {"nmc": ["NMC PIN", "NMC"], "gmc": ["GMC", "GMC No."], "npi": ["NPI", "NPI#"],
             "ahpra": ["AHPRA", "AHPRA reg."], "nznc": ["NCNZ", "Nursing Council reg."],
             "mcnz": ["MCNZ", "MCNZ no."], "cpso": ["CPSO", "CPSO #"], "cno": ["CNO", "CNO Reg."],
             "ibclc": ["IBCLC #", "IBCLC cert. no.", "IBLCE ID"], "provider_au": ["Provider No.", "Prov no"]}


def staff(rng, country, kind):
    org = names.origin(rng, country)
    sex = "F" if kind in ("lc", "mw", "peer", "nurse", "hv", "coord") or rng.random() < 0.6 else "M"
    if kind in ("lc", "mw", "peer") and rng.random() < 0.04:
        sex = "M"
    first = names.female(rng, org) if sex == "F" else names.male(rng, org)
    p = Person(first, names.surname(rng, org), "DOCTOR", middle=names.initial(rng) if rng.random() < 0.3 else None, sex=sex)
    if kind == "lc":
        p.creds = rng.choice(LC_CREDS[country])
        p.role = rng.choice(["Lactation Consultant", "Infant Feeding Specialist", "IBCLC", "Breastfeeding Specialist",
                             "Infant Feeding Coordinator", "Lactation Consultant"])
        p.lic_kind = "ibclc" if rng.random() < 0.6 else NURSE_LIC[country]
    elif kind == "mw":
        p.creds = rng.choice(MW_CREDS[country])
        p.role = rng.choice(["Midwife", "Community Midwife", "Specialist Midwife (Infant Feeding)", "Midwife"])
        p.lic_kind = NURSE_LIC[country] if country != "US" else "npi"
    elif kind == "gp":
        p.creds = rng.choice(GP_CREDS[country])
        p.role = {"US": "Family Physician", "CA": "Family Physician"}.get(country, "General Practitioner")
        p.lic_kind = DOC_LIC[country]
    elif kind == "paed":
        p.creds = rng.choice(PAED_CREDS[country])
        p.role = rng.choice(["Consultant Paediatrician" if country != "US" else "Pediatrician", "Neonatologist",
                             "Paediatric Registrar" if country != "US" else "Pediatric Resident"])
        p.lic_kind = DOC_LIC[country]
    elif kind == "ward_nurse":
        p.creds = rng.choice({"UK": ["RN", "RGN", "RN (Child)", "RSCN"], "US": ["RN", "RN, BSN", "RNC-NIC"],
                              "AU": ["RN", "RN RM", "CNS"], "NZ": ["RN", "RN, PGDip"], "CA": ["RN", "RN, BScN"]}[country])
        p.role = rng.choice(["Staff Nurse", "Neonatal Nurse", "Registered Nurse", "Clinical Nurse"])
        p.lic_kind = NURSE_LIC[country]
    elif kind in ("nurse", "hv"):
        p.creds = rng.choice(NURSE_CREDS[country])
        p.role = {"UK": "Health Visitor", "US": "Public Health Nurse", "AU": "Maternal & Child Health Nurse",
                  "NZ": "Well Child Nurse", "CA": "Public Health Nurse"}[country]
        p.lic_kind = NURSE_LIC[country]
    elif kind == "peer":
        p.creds = ""
        p.role = rng.choice(["Peer Supporter", "Breastfeeding Peer Supporter", "Peer Counsellor" if country != "US" else "Peer Counselor",
                             "Volunteer Peer Supporter", "Breastfeeding Buddy"])
    elif kind == "coord":
        p.creds = rng.choice(["RN", "RM", "BSc", "", "RN, IBCLC"])
        p.role = rng.choice(["Milk Bank Coordinator", "Donor Coordinator", "Milk Bank Manager", "Donor Screening Nurse"])
        p.lic_kind = NURSE_LIC[country]
    else:  # admin / clerk / driver / scientist
        p.creds = ""
        p.role = kind
    if p.lic_kind:
        p.lic = phi.license(rng, p.lic_kind, country)
    return p


def lic_label(rng, kind):
    return rng.choice(LIC_LABEL[kind])


class Case:
    def __init__(self, rng, country):
        c = country
        self.c = c
        self.uk_style = c in ("UK", "AU", "NZ")
        org = names.origin(rng, c)
        self.origin = org
        mfirst = names.female(rng, org)
        self.mum = Person(mfirst, names.surname(rng, org), "PATIENT",
                          middle=names.initial(rng) if rng.random() < 0.45 else None,
                          nick=names.NICK.get(mfirst))
        self.mum_age = rng.choice([rng.randint(17, 44), rng.randint(24, 37), rng.randint(26, 35)])
        self.birth = _pick_date(rng)
        self.mum_dob = self.birth - datetime.timedelta(days=365 * self.mum_age + rng.randint(1, 360))
        # partner / father
        self.partner = None
        r = rng.random()
        if r < 0.78:
            porg = org if rng.random() < 0.72 else names.origin(rng, c)
            if r < 0.72:
                pf = names.male(rng, porg)
                psex = "M"
            else:
                pf = names.female(rng, porg)
                psex = "F"
            plast = self.mum.last if rng.random() < 0.45 else names.surname(rng, porg)
            self.partner = Person(pf, plast, "FAMILY", sex=psex)
            self.partner_origin = porg
        bsex = rng.choice("MF")
        borg = org if (self.partner is None or rng.random() < 0.6) else self.partner_origin
        bfirst = names.male(rng, borg) if bsex == "M" else names.female(rng, borg)
        while bfirst == mfirst or (self.partner is not None and bfirst == self.partner.first):
            bfirst = names.male(rng, borg) if bsex == "M" else names.female(rng, borg)
        if self.partner is None or self.partner.last == self.mum.last:
            blast = self.mum.last
        else:
            blast = rng.choice([self.mum.last, self.partner.last, self.partner.last,
                                "%s-%s" % (self.mum.last, self.partner.last)])
        self.baby = Person(bfirst, blast, "PATIENT", sex=bsex, middle=names.initial(rng) if rng.random() < 0.2 else None)
        self.twin = None
        if rng.random() < 0.04:
            tsex = rng.choice("MF")
            tf = names.male(rng, borg) if tsex == "M" else names.female(rng, borg)
            if tf != bfirst:
                self.twin = Person(tf, blast, "PATIENT", sex=tsex)
        gorg = org if rng.random() < 0.8 else names.origin(rng, c)
        self.gran = Person(names.female(rng, gorg), self.mum.last if rng.random() < 0.5 else names.surname(rng, gorg), "FAMILY")
        self.sibling = Person(rng.choice([names.female, names.male])(rng, borg), blast, "FAMILY")
        self.friend = Person(names.female(rng, names.origin(rng, c)), names.surname(rng, names.origin(rng, c)), "FAMILY")
        self.parity = rng.choice([1, 1, 1, 2, 2, 3, 4])
        # places
        self.addr = places.Address(rng, c)
        self.mobile = phi.phone(rng, c, "mobile")
        self.home = phi.phone(rng, c, "land")
        self.email = phi.email_person(rng, self.mum.first, self.mum.last)
        self.hosp = rng.choice(orgs.HOSPITALS[c])
        self.hosp2 = rng.choice(orgs.HOSPITALS[c])
        self.ward = rng.choice(orgs.WARDS[c])
        self.clinic = rng.choice(orgs.feeding_clinics(c) + [self.hosp])
        self.gp_practice = rng.choice(orgs.practices(c))
        self.milkbank = rng.choice(orgs.MILK_BANKS[c])
        self.bed = rng.choice([str(rng.randint(1, 36)), str(rng.randint(1, 24)) + rng.choice("ABCD"),
                               "%d" % rng.randint(401, 699)])
        self.hosp_addr = places.Address(rng, c)
        if rng.random() < 0.6:
            self.hosp_addr = places.Address(rng, c, row=self.addr.row)
        self.gp_addr = places.Address(rng, c)
        self.hosp_phone = phi.phone(rng, c, "land")
        self.hosp_fax = phi.phone(rng, c, "land")
        # staff
        self.lc = staff(rng, c, "lc")
        self.lc2 = staff(rng, c, "lc")
        self.mw = staff(rng, c, "mw")
        self.gp = staff(rng, c, "gp")
        self.paed = staff(rng, c, "paed")
        self.hv = staff(rng, c, "hv")
        self.peer = staff(rng, c, "peer")
        self.coord = staff(rng, c, "coord")
        self.clerk = staff(rng, c, "clerk")
        self.interp = staff(rng, c, "interpreter")
        # identifiers
        self.mum_mrn = phi.mrn(rng, c)
        self.baby_mrn = phi.mrn(rng, c)
        if c == "UK":
            self.nat_label = rng.choice(["NHS No", "NHS number", "NHS No.", "NHS#"])
            self.mum_nat, self.baby_nat = phi.nhs_number(rng), phi.nhs_number(rng)
            self.nat_type = "MRN"
        elif c == "NZ":
            self.nat_label = rng.choice(["NHI", "NHI no.", "NHI#"])
            self.mum_nat, self.baby_nat = phi.nhi(rng), phi.nhi(rng)
            self.nat_type = "MRN"
        elif c == "AU":
            self.nat_label = rng.choice(["Medicare", "Medicare No", "Medicare #"])
            base = phi.healthplan(rng, "AU")
            self.mum_nat = base
            self.baby_nat = base
            self.nat_type = "HEALTHPLAN"
        elif c == "CA":
            self.nat_label = rng.choice(["Health Card", "HCN", "OHIP", "PHN", "Health card #"])
            self.mum_nat, self.baby_nat = phi.healthplan(rng, "CA"), phi.healthplan(rng, "CA")
            self.nat_type = "HEALTHPLAN"
        else:
            self.nat_label = rng.choice(["Member ID", "Ins ID", "Subscriber #", "Policy #", "Medicaid ID"])
            self.mum_nat, self.baby_nat = phi.healthplan(rng, "US"), phi.healthplan(rng, "US")
            self.nat_type = "HEALTHPLAN"
        self.insurer = rng.choice(orgs.INSURERS[c])
        self.ssn = phi.ssn(rng, c)
        self.acct = phi.account(rng)
        # obstetric / infant details
        self.gest_w = rng.choice([34, 35, 36, 37, 37, 38, 38, 39, 39, 39, 40, 40, 40, 41, 41, 42])
        self.gest_d = rng.randint(0, 6)
        self.bw = rng.randint(2150, 4550) if self.gest_w >= 37 else rng.randint(1750, 3050)
        if c in ("US", "CA"):
            self.mode = rng.choice(["SVD", "NSVD", "vaginal delivery", "primary C-section", "repeat C/S", "vacuum-assisted",
                                    "forceps-assisted", "VBAC", "unplanned C-section"])
        else:
            self.mode = rng.choice(["SVD", "SVD", "SVD", "NVB", "LSCS (em)", "elective CS", "Ventouse",
                                    "forceps (Neville-Barnes)", "Kiwi-assisted", "emergency C-section", "VBAC", "water birth"])
        # social
        self.mum_job = rng.choice(orgs.PROFESSIONS)
        self.partner_job = rng.choice(orgs.PROFESSIONS)
        self.employer = rng.choice(orgs.EMPLOYERS)
        self.lang = rng.choice(["English"] * 8 + ["Punjabi", "Arabic", "Polish", "Mandarin", "Somali", "Tigrinya",
                                                  "Vietnamese", "Spanish", "Tongan", "Portuguese", "Farsi"])

    # --- helpers ----------------------------------------------------------
    def days_after(self, rng, lo, hi):
        return self.birth + datetime.timedelta(days=rng.randint(lo, hi))

    def gest(self):
        return "%d+%d" % (self.gest_w, self.gest_d)

    def word(self, key):
        us = self.c in ("US", "CA")
        table = {
            "nappies": ("diapers", "nappies"), "nappy": ("diaper", "nappy"),
            "paed": ("pediatric", "paediatric"), "paediatrician": ("pediatrician", "paediatrician"),
            "gp": ("PCP" if self.c == "US" else "family doctor", "GP"),
            "mum": ("mom", "mum"), "Mum": ("Mom", "Mum"), "colour": ("color", "colour"),
            "programme": ("program", "programme"), "counselling": ("counseling", "counselling"),
            "labelled": ("labeled", "labelled"), "haem": ("hem", "haem"),
            "bleep": ("pager", "bleep"), "postcode": ("ZIP" if self.c == "US" else "Postal code", "Postcode"),
        }
        a, b = table[key]
        return a if us else b


def baby_age_items(rng, days):
    """Items for an infant's chronological age (number is the AGE span)."""
    if days < 15:
        n = days
        return rng.choice([[P(str(n), "AGE"), " days old"], [P(str(n), "AGE"), "-day-old"], [P(str(n), "AGE"), " days"],
                           [P(str(n), "AGE"), "d old"], ["aged ", P(str(n), "AGE"), " days"]])
    if days < 90:
        n = days // 7
        return rng.choice([[P(str(n), "AGE"), " weeks old"], [P(str(n), "AGE"), "-week-old"], [P(str(n), "AGE"), " wks"],
                           [P(str(n), "AGE"), "wk old"], ["aged ", P(str(n), "AGE"), " weeks"],
                           [P(phi.words(n), "AGE"), " weeks old"]])
    n = days // 30
    return rng.choice([[P(str(n), "AGE"), " months old"], [P(str(n), "AGE"), "-month-old"], [P(str(n), "AGE"), " mo"],
                       [P(str(n), "AGE"), "/12 old"] if False else [P(str(n), "AGE"), " mths"],
                       ["aged ", P(str(n), "AGE"), " months"]])


def adult_age_items(rng, n):
    return rng.choice([[P(str(n), "AGE"), "yo"], [P(str(n), "AGE"), " yo"], [P(str(n), "AGE"), " y/o"],
                       [P(str(n), "AGE"), "-year-old"], ["aged ", P(str(n), "AGE")], [P(str(n), "AGE"), " yrs"],
                       [P(phi.words(n), "AGE"), "-year-old"], ["age ", P(str(n), "AGE")], [P(str(n), "AGE"), "F"]])
