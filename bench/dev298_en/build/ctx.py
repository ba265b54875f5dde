"""Per-note context (biobank, host site, staff) and shared fragments."""
import datetime as dt
from phi import Gen
import pools as P

SAMPLE_TYPES = ["EDTA plasma", "Serum", "Buffy coat", "Whole blood (EDTA)", "PAXgene RNA",
                "Urine", "Saliva (Oragene)", "FFPE block", "Fresh frozen tissue", "OCT block",
                "Streck cfDNA plasma", "PBMC (DMSO)", "Extracted DNA", "Stool (OMNIgene)",
                "Li-hep plasma", "CSF", "Citrate plasma", "Tumour core (RNAlater)"]
CONTAINERS = ["0.5 mL FluidX", "1.0 mL Matrix", "2 mL cryovial", "1.4 mL Micronic",
              "5 mL Nalgene", "cassette", "0.7 mL Matrix"]
COND = [
    ("Breast carcinoma", "ER 8/8, PR 6/8, HER2 1+ (IHC); Ki-67 18%."),
    ("Colorectal adenocarcinoma", "pT3 N1a (1/17) M0, LVI present, R0; MMR proficient."),
    ("Crohn's disease", "On adalimumab 40 mg SC every 2 weeks; Harvey-Bradshaw index 4."),
    ("Type 2 diabetes", "HbA1c 52 mmol/mol, eGFR 61 mL/min/1.73m2, BMI 31.2; metformin 500 mg BD."),
    ("Ulcerative colitis", "Mayo score 2; on mesalazine 2.4 g OD; faecal calprotectin 310 ug/g."),
    ("Parkinson's disease", "MoCA 24/30; UPDRS-III 22; on co-careldopa 25/100 TDS."),
    ("Healthy volunteer", "BP 128/78, HR 66, BMI 24.1; no regular medication."),
    ("NSCLC", "Adenocarcinoma, EGFR exon 19 del; PD-L1 TPS 40%; ECOG 1."),
    ("Prostate adenocarcinoma", "Gleason 3+4=7, ISUP grade group 2, PSA 8.4 ng/mL."),
    ("Hodgkin lymphoma", "Stage IIA, ABVD x 2 cycles; PET Deauville 2."),
    ("Barrett's oesophagus", "Prague C3M5, no dysplasia; on omeprazole 20 mg BD."),
    ("Rheumatoid arthritis", "DAS28-CRP 3.4; methotrexate 15 mg weekly with folic acid."),
    ("Multiple sclerosis", "RRMS, EDSS 2.5; on ocrelizumab 600 mg 6-monthly."),
    ("Sjogren's syndrome", "Anti-Ro positive; Schirmer test 3 mm/5 min."),
    ("CKD stage 3", "eGFR 41 mL/min/1.73m2, ACR 38 mg/mmol; ramipril 5 mg OD."),
    ("Hashimoto's thyroiditis", "TSH 6.2 mU/L, fT4 11 pmol/L; levothyroxine 75 mcg OD."),
    ("Alzheimer's disease", "MMSE 21/30; donepezil 10 mg ON; CSF p-tau 78 pg/mL."),
    ("Ovarian HGSC", "FIGO IIIC; CA-125 880 U/mL; BRCA testing pending."),
    ("Pancreatic PDAC", "CA 19-9 412 U/mL; Whipple planned; ECOG 0."),
    ("Melanoma", "Breslow 2.1 mm, Clark IV, BRAF V600E; pT3a."),
    ("COPD", "FEV1 1.9 L (64% predicted), FEV1/FVC 0.58; ex-smoker, 30 pack-years."),
    ("Atrial fibrillation", "CHA2DS2-VASc 3; apixaban 5 mg BD; INR not applicable."),
]
CONDITIONS = [c for c, _ in COND]
HN_PROCESS = [
    "Processed within 2 h of venepuncture; centrifuged at 2000 g for 10 min at 4 °C.",
    "Double-spun plasma (1600 g then 16000 g), aliquoted 6 x 0.5 mL, snap frozen.",
    "Haemolysis index 0.12; lipaemia not detected.",
    "Time to freezer 3 h 40 min (SOP target < 4 h).",
    "DNA yield 42 ug, A260/280 1.86, DIN 7.9.",
    "RNA RIN 8.4 on TapeStation; 28S/18S 1.9.",
    "Tissue snap frozen in isopentane cooled in LN2; cold ischaemia 18 min.",
    "Buffy coat stored in 2 x 1.0 mL Matrix tubes at -80 °C.",
    "PBMC viability 94% (trypan blue), 5 x 10^6 cells per vial in 10% DMSO.",
    "Urine dipstick: protein +, glucose negative; SG 1.020.",
    "Sample received at ambient temperature; inside stability window (Streck, 7 days).",
    "Serum clotted 30 min upright before spin; SST 8.5 mL.",
]
HN_CLIN = [
    "HbA1c 52 mmol/mol, eGFR 61 mL/min/1.73m2, BMI 31.2.",
    "BP 138/86, HR 72, SpO2 97% RA.",
    "ECOG 1; on metformin 500 mg BD and atorvastatin 20 mg ON.",
    "Gleason 3+4=7, ISUP grade group 2, PSA 8.4 ng/mL.",
    "ER 8/8, PR 6/8, HER2 1+ (IHC); Ki-67 18%.",
    "pT2 N0 (0/14) M0, LVI not seen, R0.",
    "CRP 12 mg/L, Hb 118 g/L, WCC 7.4 x 10^9/L.",
    "On adalimumab 40 mg SC every 2 weeks; Harvey-Bradshaw index 4.",
    "MoCA 24/30; UPDRS-III 22; on co-careldopa 25/100 TDS.",
    "Warfarin held 5 days pre-op; INR 1.1 on the day.",
    "Smoking: ex-smoker, 20 pack-years; alcohol 10 units/week.",
    "FEV1 1.9 L (64% predicted), FEV1/FVC 0.58.",
]
EQUIP = ["TSX-600 ULT freezer", "Kryovault KV-702 upright", "CryoPlus 7400 LN2 tank",
         "Polarion MDF-U76 -80 upright", "HEco 1500 vapour-phase dewar",
         "SmartStore A-80 automated store", "BioChest -20 chest", "Glacia 86C-500"]
DAC_DATASETS = ["genotype array data (GSA v3)", "30x WGS CRAMs", "baseline questionnaire",
                "linked hospital episode data", "plasma proteomics (Olink Explore 3072)",
                "NMR metabolomics", "accelerometry summaries", "histopathology whole-slide images"]


class Ctx:
    def __init__(self, rng, country, genre):
        self.r = rng
        self.c = country
        self.genre = genre
        g = self.g = Gen(rng, country)
        self.bank = g.biobank()
        words = self.bank.split()
        self.pre = (words[0][:2] + words[-1][0]).upper() if len(words) > 1 else words[0][:3].upper()
        if self.pre in ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"):
            self.pre = self.pre[:2] + "X"
        self.host = g.hospital()
        self.addr = g.addr()
        self.tel = g.phone(ext=g.chance(0.3))
        self.faxno = g.phone()
        self.mail = g.email(generic=g.pick(["biobank", "tissuebank", "biorepository", "bb.enquiries",
                                            "sample.release", "consent.team"]))
        self.today = g.rdate(2017, 2024)
        if g.chance(0.9):
            self.today = g.wd(self.today)
        self.manager = g.staff(role="Biobank Manager")
        self.pi = g.staff(role=g.pick(["Scientific Director", "Principal Investigator",
                                        "Clinical Lead", "Academic Lead"]), doctor=True)
        self.team = [g.staff() for _ in range(4)]

    # ------- shared fragments
    def letterhead(self, n, web=True, fax=None):
        g = self.g
        n.line(("ORGANIZATION", self.bank))
        if g.chance(0.6):
            n.line(g.pick(["Hosted by ", "at ", "c/o Pathology, "]), ("HOSPITAL", self.host))
        n.add(g.addr_pieces(self.addr), "\n")
        n.line("Tel: ", ("PHONE", self.tel), "   Email: ", ("EMAIL", self.mail))
        if fax if fax is not None else g.chance(0.4):
            n.line("Fax: ", ("FAX", self.faxno))
        if web and g.chance(0.45):
            n.line("Web: ", ("URL", g.url(self.bank.split()[0].lower() + "-biobank")))
        if self.c == "UK" and g.chance(0.5):
            n.line("HTA licence no. ", ("LICENSE", g.license("HTA")))
        if self.c == "US" and g.chance(0.4):
            n.line("CLIA # ", ("LICENSE", g.license("CLIA")), "   CAP # ", ("LICENSE", g.license("CAP")))
        n.blank()

    def sign(self, n, who, d=None, label="Signed", lic=False):
        g = self.g
        n.add(label, ": ", g.doc(who, g.pick(["full", "full_cred", "dr_full", "full"])))
        if d is not None:
            n.add("   Date: ", g.D(d))
            if g.chance(0.4):
                n.add("  Time: " + g.time())
        n.add("\n")
        if who.role:
            n.line(who.role)
        if lic:
            lab, val = g.clin_license(nurse="Nurse" in (who.role or ""))
            n.line(lab, " ", ("LICENSE", val))

    def pid(self):
        return self.g.pid(self.pre)

    def hn(self, k=1, pool=None):
        pool = pool or (HN_PROCESS + HN_CLIN)
        return " ".join(self.g.pick(pool) for _ in range(k))

    def cond(self):
        return self.g.pick(COND)

    def acc_range(self, d):
        g = self.g
        y = d.year % 100
        base = g.rint(1000, 89000)
        pre = g.pick(["S", "A", "BB"])
        k = g.rint(2, 5)
        return "%s%02d-%05d" % (pre, y, base), "%s%02d-%05d" % (pre, y, base + k)

    def sample_id(self, pid_val=None, d=None):
        g = self.g
        if pid_val and g.chance(0.5):
            return pid_val.replace("-", "") + "-" + "%02d" % g.rint(1, 12)
        return g.accession(d)


def amount(g, st):
    if "FFPE" in st or "OCT" in st:
        return g.pick(["5 x 5 um", "10 x 10 um", "1 core", "2 scrolls"])
    if "DNA" in st and "cfDNA" not in st:
        return g.pick(["200 ng", "1 ug", "50 uL", "500 ng"])
    if "tissue" in st or "Tumour" in st:
        return g.pick(["20 mg", "1 core", "30 mg"])
    if "PBMC" in st:
        return g.pick(["1 vial", "5 x 10^6 cells"])
    return g.pick(["0.5 mL", "250 uL", "1.0 mL", "0.7 mL", "2 x 0.5 mL"])


def prof(g, lead):
    """'<lead> a|an <profession>' with the profession as a PHI piece."""
    p = g.profession()
    art = "an " if p[0] in "aeiouAEIOU" else "a "
    return [lead + art, ("PROFESSION", p)]


def genders(p):
    return "Female" if p.sex == "F" else "Male"


def he(p):
    return "she" if p.sex == "F" else "he"


def his(p):
    return "her" if p.sex == "F" else "his"


def plus_days(d, k):
    return d + dt.timedelta(days=k)
