"""Per-note case context and clinical content (indications, labs, hard negatives)."""
import datetime

import phi
import pools
from phi import pick

INDICATIONS = [
    # proc, diagnosis, short, ASFA category/grade, replacement fluid, usual course, labs, meds
    ("TPE", "immune thrombotic thrombocytopenic purpura (iTTP)", "iTTP", "I (1A)", "Octaplas",
     "daily until platelets >150 x10^9/L for 2 days",
     ["Plt 14 x10^9/L", "Hb 78 g/L", "LDH 1840 U/L", "ADAMTS13 activity <5%", "retics 9.2%", "schistocytes 4%"],
     ["caplacizumab 10 mg SC daily", "methylprednisolone 1 g IV", "rituximab 375 mg/m2 weekly", "folic acid 5 mg"]),
    ("TPE", "Guillain-Barre syndrome", "GBS", "I (1A)", "4.5% human albumin solution",
     "5 exchanges over 10 days", ["FVC 1.9 L", "Hughes grade 4", "CSF protein 1.8 g/L", "Na 134 mmol/L"],
     ["enoxaparin 40 mg SC", "gabapentin 300 mg TDS", "senna 15 mg nocte"]),
    ("TPE", "myasthenia gravis with bulbar crisis", "MG crisis", "I (1B)", "5% albumin",
     "5 exchanges alternate days", ["AChR antibody 48 nmol/L", "FVC 1.6 L", "NIF -22 cmH2O"],
     ["pyridostigmine 60 mg QID", "prednisolone 20 mg daily", "azathioprine 100 mg daily"]),
    ("TPE", "chronic inflammatory demyelinating polyneuropathy", "CIDP", "I (1B)", "5% albumin",
     "maintenance every 2-3 weeks", ["INCAT disability score 4", "MRC sum score 46/60", "IgG 9.1 g/L"],
     ["IVIG (held)", "prednisolone 10 mg", "omeprazole 20 mg"]),
    ("TPE", "MPO-ANCA vasculitis with diffuse alveolar haemorrhage", "AAV/DAH", "I (1C)", "5% albumin with 2 units FFP at the end",
     "7 exchanges over 14 days", ["creatinine 412 umol/L", "MPO-ANCA >134 IU/mL", "Hb 81 g/L", "fibrinogen 3.1 g/L"],
     ["cyclophosphamide 15 mg/kg", "methylprednisolone 500 mg", "co-trimoxazole 480 mg"]),
    ("TPE", "anti-GBM disease (Goodpasture syndrome)", "anti-GBM", "I (1C)", "5% albumin",
     "daily for 14 days or until titre negative", ["anti-GBM 188 U/mL", "creatinine 365 umol/L", "urine PCR 220 mg/mmol"],
     ["cyclophosphamide 2 mg/kg PO", "prednisolone 60 mg", "PJP prophylaxis"]),
    ("TPE", "symptomatic hyperviscosity in Waldenstrom macroglobulinaemia", "hyperviscosity", "I (1B)", "5% albumin",
     "1-2 exchanges then review", ["IgM 64 g/L", "serum viscosity 5.8 cP", "Hb 92 g/L", "Plt 131 x10^9/L"],
     ["bendamustine (planned)", "rituximab (deferred)", "allopurinol 300 mg"]),
    ("TPE", "neuromyelitis optica spectrum disorder relapse", "NMOSD", "II (1B)", "5% albumin",
     "5-7 exchanges alternate days", ["AQP4-IgG positive", "EDSS 6.5", "MRI LETM T2-T7"],
     ["methylprednisolone 1 g", "eculizumab (planned)", "lansoprazole 30 mg"]),
    ("TPE", "antibody-mediated rejection of renal transplant", "AMR", "I (1B)", "5% albumin / FFP",
     "alternate days x6 with IVIG 100 mg/kg", ["DSA DQ7 MFI 11,400", "creatinine 248 umol/L", "tacrolimus 7.8 ug/L"],
     ["tacrolimus 4 mg BD", "mycophenolate 1 g BD", "prednisolone 5 mg"]),
    ("TPE", "hypertriglyceridaemia-induced acute pancreatitis", "HTG pancreatitis", "III (1C)", "5% albumin",
     "1-2 exchanges", ["triglycerides 48.2 mmol/L", "lipase 2140 U/L", "glucose 14.1 mmol/L", "Ca 1.96 mmol/L"],
     ["insulin infusion", "fenofibrate 145 mg (on recovery)", "paracetamol 1 g QID"]),
    ("TPE", "anti-NMDA receptor encephalitis", "NMDAR encephalitis", "I (1C)", "5% albumin",
     "5-7 exchanges alternate days", ["CSF NMDAR-IgG positive", "mRS 4", "EEG extreme delta brush"],
     ["methylprednisolone 1 g", "levetiracetam 750 mg BD", "quetiapine 25 mg nocte"]),
    ("ECP", "steroid-refractory chronic GVHD (skin, oral)", "cGVHD", "II (1B)", "n/a",
     "2 consecutive days every 2 weeks", ["NIH global severity: moderate", "Hb 112 g/L", "WBC 5.1 x10^9/L", "Plt 148 x10^9/L"],
     ["ruxolitinib 10 mg BD", "prednisolone 15 mg", "posaconazole 300 mg", "aciclovir 400 mg BD"]),
    ("ECP", "steroid-refractory acute GVHD (skin stage 3, gut stage 1)", "aGVHD", "II (1C)", "n/a",
     "3 treatments per week", ["bilirubin 18 umol/L", "stool volume 900 mL/day", "WBC 3.4 x10^9/L"],
     ["ruxolitinib 5 mg BD", "methylprednisolone 2 mg/kg", "ciclosporin"]),
    ("ECP", "erythrodermic cutaneous T-cell lymphoma (Sezary syndrome)", "Sezary syndrome", "I (1B)", "n/a",
     "2 consecutive days every 4 weeks", ["Sezary count 1.4 x10^9/L", "CD4:CD8 ratio 14", "LDH 310 U/L", "mSWAT 62"],
     ["bexarotene 300 mg/m2", "interferon alfa", "emollients"]),
    ("ECP", "bronchiolitis obliterans syndrome after lung transplant", "BOS", "II (1C)", "n/a",
     "fortnightly", ["FEV1 1.42 L (58% of baseline)", "CLAD stage 2"], ["azithromycin 250 mg MWF", "tacrolimus", "montelukast 10 mg"]),
    ("RCE", "sickle cell disease (HbSS) with acute chest syndrome", "SCD/ACS", "II (1C)", "HbS-negative, Rh/K-matched red cells",
     "single exchange, target HbS <30%", ["HbS 82%", "Hb 71 g/L", "SpO2 89% on air", "WCC 19.2 x10^9/L"],
     ["hydroxycarbamide 1 g", "morphine PCA", "cefuroxime", "clarithromycin 500 mg BD"]),
    ("RCE", "sickle cell disease (HbSS), primary stroke prevention", "SCD stroke prophylaxis", "I (1C)", "HbS-negative, extended-matched red cells",
     "every 4-6 weeks, pre-HbS target <30%", ["TCD velocity 214 cm/s", "ferritin 1120 ug/L", "HbS 38%", "Hb 94 g/L"],
     ["deferasirox 14 mg/kg", "folic acid 5 mg", "penicillin V 250 mg BD"]),
    ("RCE", "sickle cell disease (HbSC), pre-operative exchange", "SCD pre-op", "III (2A)", "HbS-negative red cells",
     "single exchange before surgery", ["HbS 51%", "HbC 44%", "Hb 108 g/L"], ["paracetamol", "folic acid 5 mg"]),
    ("PBSC", "multiple myeloma (IgG kappa), autologous stem cell collection before melphalan 200", "myeloma", "n/a", "n/a",
     "daily collection until 4.0 x10^6 CD34+/kg", ["peripheral CD34+ 18 /uL", "WBC 32.4 x10^9/L", "Plt 162 x10^9/L"],
     ["filgrastim 10 ug/kg daily", "plerixafor 0.24 mg/kg (rescue)", "lenalidomide (stopped)"]),
    ("PBSC", "relapsed diffuse large B-cell lymphoma, autologous collection", "DLBCL", "n/a", "n/a",
     "target 2.0-5.0 x10^6 CD34+/kg", ["peripheral CD34+ 9 /uL", "WBC 21.0 x10^9/L", "Plt 98 x10^9/L"],
     ["filgrastim 5 ug/kg BD", "plerixafor 24 mg SC", "cyclophosphamide priming"]),
    ("PBSC", "allogeneic sibling donor collection", "sibling donor", "n/a", "n/a",
     "G-CSF day 5 collection, target 5.0 x10^6 CD34+/kg recipient weight", ["peripheral CD34+ 62 /uL", "WBC 48.3 x10^9/L"],
     ["filgrastim 10 ug/kg daily", "paracetamol PRN"]),
    ("PBSC", "unrelated donor collection for registry", "unrelated donor", "n/a", "n/a",
     "day 5 collection, second day if required", ["peripheral CD34+ 41 /uL", "WBC 52.6 x10^9/L", "Plt 201 x10^9/L"],
     ["filgrastim 10 ug/kg daily", "loratadine 10 mg"]),
    ("MNC", "relapsed B-ALL, non-mobilised MNC collection for CAR-T manufacture", "CAR-T MNC", "n/a", "n/a",
     "single collection, target 2.0 x10^9 CD3+ cells", ["ALC 0.62 x10^9/L", "CD3+ 410 /uL", "Hb 96 g/L", "Plt 74 x10^9/L"],
     ["bridging dexamethasone (held 72 h)", "aciclovir 400 mg BD", "co-trimoxazole 960 mg MWF"]),
    ("MNC", "relapsed DLBCL, lymphocyte collection for autologous CAR-T", "CAR-T MNC", "n/a", "n/a",
     "single collection, 12-15 L processed", ["ALC 0.88 x10^9/L", "CD3+ 590 /uL", "LDH 402 U/L"],
     ["aciclovir 400 mg BD", "allopurinol 300 mg"]),
    ("LEUKO", "AML with hyperleukocytosis and leukostasis", "hyperleukocytosis", "III (2B)", "n/a",
     "1-2 procedures pending cytoreduction", ["WBC 218 x10^9/L", "blasts 91%", "Plt 34 x10^9/L", "K 5.4 mmol/L"],
     ["hydroxycarbamide 2 g BD", "rasburicase 0.2 mg/kg", "allopurinol"]),
    ("LDL", "homozygous familial hypercholesterolaemia", "HoFH", "I (1A)", "n/a",
     "weekly lipoprotein apheresis", ["LDL-C pre 9.8 mmol/L", "Lp(a) 148 nmol/L", "CK 112 U/L"],
     ["rosuvastatin 40 mg", "ezetimibe 10 mg", "evolocumab 420 mg monthly"]),
]
ICD10 = {"iTTP": "M31.1", "GBS": "G61.0", "MG crisis": "G70.0", "CIDP": "G61.8", "AAV/DAH": "M31.7", "anti-GBM": "M31.0",
         "hyperviscosity": "C88.0", "NMOSD": "G36.0", "AMR": "T86.1", "HTG pancreatitis": "K85.8", "cGVHD": "D89.81",
         "aGVHD": "D89.81", "Sezary syndrome": "C84.1", "SCD/ACS": "D57.01", "SCD stroke prophylaxis": "D57.1", "SCD pre-op": "D57.2",
         "myeloma": "C90.0", "DLBCL": "C83.3", "hyperleukocytosis": "C92.0", "HoFH": "E78.0", "CAR-T MNC": "C91.0"}
CPT = {"TPE": "36514", "ECP": "36522", "RCE": "36512", "PBSC": "38206", "MNC": "36511", "LEUKO": "36511", "LDL": "36516"}
PROC_NAME = {"TPE": "therapeutic plasma exchange", "ECP": "extracorporeal photopheresis", "RCE": "automated red cell exchange",
             "PBSC": "peripheral blood stem cell collection", "MNC": "mononuclear cell collection (CAR-T starting material)", "LEUKO": "therapeutic leukocytapheresis",
             "LDL": "lipoprotein apheresis"}
PROC_ABBR = {"TPE": ["TPE", "PLEX", "PEX"], "ECP": ["ECP"], "RCE": ["RCE", "red cell exchange", "RBCx"],
             "PBSC": ["PBSC collection", "HPC-A collection", "stem cell harvest"], "MNC": ["MNC collection", "CAR-T apheresis"], "LEUKO": ["leukapheresis", "WBC depletion"],
             "LDL": ["LDL apheresis", "lipoprotein apheresis"]}
MACHINES = {"TPE": ["Spectra Optia", "COBE Spectra", "Amicus"], "ECP": ["Therakos CELLEX", "UVAR XTS", "Spectra Optia + UVA PIT"],
            "RCE": ["Spectra Optia"], "PBSC": ["Spectra Optia (CMNC)", "Spectra Optia (MNC)", "Amicus"], "MNC": ["Spectra Optia (CMNC)", "Spectra Optia (MNC)"],
            "LEUKO": ["Spectra Optia (WBC depletion)"], "LDL": ["Liposorber LA-15", "DALI system"]}
ACCESS = ["right IJ Vascath (12Fr, 15 cm)", "left IJ tunnelled apheresis catheter", "bilateral antecubital peripheral cannulae (17G/18G)",
          "right femoral Quinton-Mahurkar catheter", "Vortex apheresis port (left chest)", "AV fistula (left forearm)",
          "right IJ Trialysis line", "peripheral 16G R ACF draw / 20G L forearm return"]
NEG_PHRASES = [
    "Trousseau and Chvostek signs negative.", "Allen test normal bilaterally.", "Seldinger technique, ultrasound guided.",
    "Raynaud phenomenon noted in both hands.", "No Homans sign; Wells score 0.", "Glasgow Coma Scale 15/15.",
    "Followed ASFA 2023 guidance.", "PLASMIC score 6 (high risk).", "Modified Rankin Scale 3.", "Bristol stool type 6.",
    "No signs of Cushing syndrome.", "Karnofsky 70%.", "ECOG 1.", "NEWS2 score 2.", "Waterlow 12, Braden 18.",
    "Hickman line removed 2 years ago.", "No Kernig or Brudzinski sign.", "Mallampati II.", "Known Gilbert syndrome.",
    "Child-Pugh A.", "Duke criteria not met.", "Fitzpatrick skin type II.", "Sokal score low.",
]
REACTIONS = [
    ("citrate toxicity", "perioral tingling and paraesthesia of fingertips", "calcium gluconate 10% 10 mL IV over 10 min, inlet reduced"),
    ("vasovagal reaction", "pallor, sweating, HR 48, BP 78/40", "procedure paused, legs elevated, 250 mL saline bolus"),
    ("hypotension", "BP fell from 118/72 to 84/50, lightheaded", "return rate reduced, 500 mL 0.9% saline, resumed after 10 min"),
    ("allergic reaction to plasma", "urticarial rash on chest and arms, itch, no wheeze", "chlorphenamine 10 mg IV, hydrocortisone 100 mg IV"),
    ("anaphylactoid reaction", "flushing, wheeze, BP 76/44, SpO2 91%", "procedure stopped, adrenaline 0.5 mg IM, oxygen, MET called"),
    ("line occlusion / access failure", "high inlet pressure alarms, poor draw from arterial lumen", "lumens reversed, alteplase 2 mg dwell"),
    ("ACE inhibitor-associated bradykinin reaction", "flushing and hypotension within 5 min of albumin", "procedure stopped; ramipril had not been held"),
    ("hypocalcaemia with tetany", "carpopedal spasm, iCa 0.82 mmol/L", "calcium gluconate infusion 1 g/h, AC ratio increased to 15:1"),
    ("chills and rigors", "temp 38.4 C, rigors 40 min into run", "stopped, blood cultures from line and periphery, paracetamol 1 g"),
    ("haematoma at cannula site", "swelling at right antecubital fossa after return needle tissued", "needle removed, pressure, resited"),
]
SPECIALTIES = ["Haematology", "Neurology", "Nephrology", "Renal Medicine", "Rheumatology", "Dermatology", "Bone Marrow Transplant",
               "Respiratory Medicine", "Transplant Medicine", "Intensive Care", "Gastroenterology", "Lipid Clinic"]
SPEC_BY_PROC = {"TPE": ["Neurology", "Nephrology", "Haematology", "Renal Medicine", "Intensive Care", "Rheumatology"],
                "ECP": ["Bone Marrow Transplant", "Dermatology", "Respiratory Medicine", "Haematology"],
                "RCE": ["Haematology", "Paediatric Haematology", "Intensive Care"],
                "PBSC": ["Haematology", "Bone Marrow Transplant", "Oncology"], "MNC": ["Cellular Therapy", "Haematology"],
                "LEUKO": ["Haematology"], "LDL": ["Lipid Clinic", "Cardiology"]}
COUNTRY_NAME = {"US": "USA", "GB": "United Kingdom", "CA": "Canada", "AU": "Australia", "IE": "Ireland", "NZ": "New Zealand"}
CONS_CRED = {"US": "MD", "GB": "MBChB FRCP FRCPath", "CA": "MD FRCPC", "AU": "MBBS FRACP FRCPA", "IE": "MB BCh FRCPI", "NZ": "MBChB FRACP FRCPA"}


class Case:
    def __init__(self, r, cc, lower, sites, procs=None):
        self.r, self.cc, self.lower = r, cc, lower
        self.us = cc == "US"
        self.ds = pick(r, phi.DATE_STYLES["US" if self.us else "other"])
        self.ind = pick(r, [i for i in INDICATIONS if procs is None or i[0] in procs])
        self.proc = self.ind[0]
        self.d0 = datetime.date(2021, 1, 4) + datetime.timedelta(days=r.randrange(0, 1640))
        lo, hi = (18, 88)
        if self.proc == "PBSC":
            lo, hi = (19, 61) if "donor" in self.ind[2] else (25, 74)
        if self.ind[2].startswith("SCD"):
            lo, hi = 12, 45
        self.age = r.randrange(lo, hi)
        self.dob = phi.add_days(self.d0, -(self.age * 365 + r.randrange(30, 330)))
        self.pt = phi.person(r)
        self.sex = self.pt["sex"]
        self.mrn = phi.mrn(r, cc, r.randrange(3))
        self.nhs = phi.nhs_number(r) if cc == "GB" else None
        self.hp = phi.healthplan(r, cc)
        self.insurer = pick(r, pools.INSURERS[cc])
        self.ssn = phi.ssn(r, cc) if cc in ("US", "CA", "IE") else None
        self.addr, self.town = phi.address(r, cc)
        self.phone = phi.phone(r, cc)
        self.mobile = phi.phone(r, cc, "mobile")
        self.email = phi.personal_email(r, self.pt)
        self.rel, nsex = phi.relation(r, self.age)
        self.nok = phi.person(r, nsex)
        if r.random() < 0.6 and self.rel not in ("friend", "neighbour", "carer", "flatmate"):
            self.nok["last"] = self.pt["last"]
        self.nok_phone = phi.phone(r, cc, "mobile")
        self.prof = pick(r, pools.PROFESSIONS)
        self.employer = pick(r, pools.EMPLOYERS)
        hs = sites[cc]
        i = r.randrange(len(hs))
        self.site = hs[i]
        self.ref_site = hs[(i + 1 + r.randrange(len(hs) - 1)) % len(hs)]
        self.dom = phi.domain(r, self.site[2])
        self.unit_phone = phi.phone(r, cc)
        self.unit_fax = phi.phone(r, cc)
        self.unit_addr, self.unit_town = phi.address(r, cc, country=r.random() < 0.25)
        self.birth = pick(r, pools.COUNTRIES) if r.random() < 0.35 else None
        self.ward = pick(r, pools.WARDS)
        self.named_unit = pick(r, pools.NAMED_UNITS)
        self.cons = phi.person(r)
        self.reg = phi.person(r)
        self.referrer = phi.person(r)
        self.gp = phi.person(r)
        self.practice = phi.practice(r, cc)
        self.nurses = [phi.person(r) for _ in range(4)]
        self.sci = phi.person(r)
        self.spec = pick(r, SPEC_BY_PROC[self.proc])
        if self.spec.startswith("Paediatric") and self.age >= 18:
            self.spec = "Haematology"
        self.machine = pick(r, MACHINES[self.proc])
        self.access = pick(r, ACCESS)
        self.weight = r.randrange(48, 121) if self.age > 15 else r.randrange(35, 60)
        self.height = r.randrange(150, 178) if self.sex == "F" else r.randrange(160, 194)
        self.clock = 7 * 60 + r.randrange(0, 90)
        self.tstyle = r.randrange(4)

    # value helpers --------------------------------------------------------
    def D(self, d, style=None):
        return (phi.fmt_date(d, style or self.ds), "DATE")

    def Dd(self, n, style=None):
        return self.D(phi.add_days(self.d0, n), style)

    def WD(self, d):
        return (phi.fmt_wday(self.r, d, self.us), "DATE")

    def T(self):
        """times advance through the note, as the events of a record do"""
        self.clock += self.r.randrange(3, 41)
        if self.clock > 21 * 60:
            self.clock = 7 * 60 + self.r.randrange(0, 60)
        style = self.tstyle if self.r.random() < 0.85 else None
        return phi.fmt_time(self.r, self.clock // 60, self.clock % 60, style)

    def P(self, style=None):
        return phi.nm(self.r, self.pt, "PATIENT", style)

    def Pt(self):
        """title + surname, title outside the span"""
        return [phi.title(self.r, self.pt, self.cc) + " ", (self.pt["last"], "PATIENT")]

    def N(self, p, typ="DOCTOR", style=None):
        return phi.nm(self.r, p, typ, style)

    def Dr(self, p, style=None):
        s = style or pick(self.r, ["last", "full", "fi"])
        return [pick(self.r, ["Dr ", "Dr "] if self.cc != "US" else ["Dr. ", "Dr "]), phi.nm(self.r, p, "DOCTOR", s)[0]]

    def A(self, words=False):
        return (phi.age_words(self.age) if words else str(self.age), "AGE")

    def H(self, site=None, abbr_ok=True):
        s = site or self.site
        if abbr_ok and self.r.random() < 0.2:
            return (s[1], "HOSPITAL")
        return (s[0], "HOSPITAL")

    def sexw(self):
        return "F" if self.sex == "F" else "M"

    def he(self):
        return "she" if self.sex == "F" else "he"

    def his(self):
        return "her" if self.sex == "F" else "his"

    def lic(self, role="doc"):
        x = phi.licence(self.r, self.cc, role)
        if x is None:
            return None
        return [x[0] + " ", (x[1], "LICENSE")]

    def mrn_line(self):
        out = [pick(self.r, ["MRN: ", "MRN ", "Hosp No: ", "Hospital no. ", "UR: ", "Chart #: "]) if self.cc != "NZ"
               else pick(self.r, ["NHI: ", "NHI ", "NHI no. "]), (self.mrn, "MRN")]
        if self.nhs and self.r.random() < 0.8:
            out += [pick(self.r, ["   NHS No: ", "  NHS no. ", " | NHS: "]), (self.nhs, "MRN")]
        return out

    def hp_line(self):
        r, cc = self.r, self.cc
        if cc == "US":
            return [(self.insurer, "ORGANIZATION"), " Member ID: ", (self.hp, "HEALTHPLAN"), "  Group: ",
                    (phi.letters(r, 2) + phi.digits(r, 5), "HEALTHPLAN")]
        if cc == "CA":
            return [pick(r, ["Health card: ", "OHIP/PHN: ", "Provincial health no. "]), (self.hp, "HEALTHPLAN")]
        if cc == "AU":
            return [pick(r, ["Medicare no: ", "Medicare: ", "DVA/Medicare: "]), (self.hp, "HEALTHPLAN")]
        if cc == "IE":
            if r.random() < 0.6:
                return [pick(r, ["Medical card no: ", "GMS/medical card: "]), (self.hp, "HEALTHPLAN")]
            return ["Private insurer: ", (self.insurer, "ORGANIZATION"), ", membership no. ", (self.hp, "HEALTHPLAN")]
        return [pick(r, ["Insurer: ", "Private cover: "]), (self.insurer, "ORGANIZATION"), " policy ", (self.hp, "HEALTHPLAN")]

    def ssn_line(self):
        lab = {"US": "SSN: ", "CA": "SIN: ", "IE": "PPSN: "}.get(self.cc)
        if not self.ssn:
            return None
        return [lab, (self.ssn, "SSN")]

    def neg(self, k=2):
        xs = list(NEG_PHRASES)
        self.r.shuffle(xs)
        return " ".join(xs[:k])
