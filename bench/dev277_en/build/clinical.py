"""Clinical / decontamination content blocks (no PHI). Brand and model names are
invented; they are hard negatives (product model names are not PHI)."""
from core import pick, chance, sample

# (set name, tray code prefix, specialty, procedures)
SETS = [
    ("Major Laparotomy Set", "LAPMAJ", "General Surgery",
     ["laparotomy and small bowel resection", "Hartmann's procedure", "open right hemicolectomy", "division of adhesions"]),
    ("Minor Ops Set", "MINOR", "General Surgery",
     ["excision of sebaceous cyst", "incision and drainage of abscess", "excision of lipoma back"]),
    ("Laparoscopic Cholecystectomy Set", "LAPCHOL", "General Surgery",
     ["laparoscopic cholecystectomy", "lap chole + on-table cholangiogram", "diagnostic laparoscopy"]),
    ("Hernia Set", "HERN", "General Surgery",
     ["open inguinal hernia repair (mesh)", "umbilical hernia repair", "Lichtenstein repair L inguinal hernia"]),
    ("Basic Orthopaedic Set", "ORTHB", "Orthopaedics",
     ["ORIF distal radius", "ORIF ankle (Weber B)", "removal of metalwork", "MUA and K-wiring"]),
    ("Hip Primary Instruments", "HIPPR", "Orthopaedics",
     ["right total hip replacement", "left THR (cemented)", "hemiarthroplasty NOF"]),
    ("Knee Primary Instruments", "KNEE", "Orthopaedics",
     ["left total knee replacement", "right TKR", "unicompartmental knee replacement"]),
    ("Small Fragment Set", "SMFRAG", "Orthopaedics",
     ["ORIF clavicle", "ORIF olecranon", "fixation of fifth metatarsal"]),
    ("Arthroscopy Set", "ARTHRO", "Orthopaedics",
     ["knee arthroscopy + partial medial meniscectomy", "ACL reconstruction (hamstring graft)", "shoulder arthroscopy and SAD"]),
    ("Hand Surgery Set", "HAND", "Plastics",
     ["carpal tunnel release", "trigger finger release", "Dupuytren's fasciectomy"]),
    ("Spinal Fusion Set", "SPINE", "Spinal",
     ["L4/5 posterior lumbar interbody fusion", "L5/S1 decompression", "ACDF C5/6"]),
    ("Craniotomy Set", "CRANI", "Neurosurgery",
     ["craniotomy for meningioma", "burr hole drainage of chronic SDH", "VP shunt insertion"]),
    ("Vascular Set", "VASC", "Vascular",
     ["femoral endarterectomy", "fem-pop bypass", "AV fistula formation"]),
    ("Thyroid Set", "THYR", "ENT",
     ["total thyroidectomy", "hemithyroidectomy", "parathyroidectomy"]),
    ("Tonsillectomy Set", "TONS", "ENT",
     ["tonsillectomy", "adenotonsillectomy", "tonsillectomy (coblation)"]),
    ("Caesarean Section Set", "LSCS", "Obstetrics",
     ["elective LSCS", "emergency caesarean section (Cat 2)", "LSCS + tubal ligation"]),
    ("D&C / Hysteroscopy Set", "DNC", "Gynaecology",
     ["hysteroscopy and D&C", "ERPC", "hysteroscopic polypectomy"]),
    ("Cataract Set", "CATAR", "Ophthalmology",
     ["phaco + IOL right eye", "phacoemulsification L eye", "trabeculectomy"]),
    ("Cystoscopy Set", "CYSTO", "Urology",
     ["rigid cystoscopy + TURBT", "TURP", "ureteroscopy and laser lithotripsy"]),
    ("Sternotomy Set", "STERN", "Cardiothoracic",
     ["CABG x3", "aortic valve replacement", "re-sternotomy for bleeding"]),
    ("Breast Set", "BREAST", "Breast Surgery",
     ["wide local excision + SLNB", "simple mastectomy", "axillary node clearance"]),
    ("Dental Extraction Set", "DENT", "Maxillofacial",
     ["surgical removal of impacted 38/48", "dental clearance under GA", "ORIF mandible"]),
    ("Paediatric General Set", "PAED", "Paediatric Surgery",
     ["paediatric orchidopexy", "pyloromyotomy", "circumcision"]),
]

COUNT_ITEMS = [
    "Bard-Parker handle No.3", "Bard-Parker handle No.4", "Mayo scissors curved", "Mayo scissors straight",
    "Metzenbaum scissors", "McIndoe scissors", "Spencer Wells forceps straight", "Spencer Wells forceps curved",
    "Kocher forceps", "Allis tissue forceps", "Babcock forceps", "Lane's tissue forceps",
    "Gillies toothed forceps", "DeBakey forceps", "McIndoe dissecting forceps", "Bonney's forceps",
    "Rampley sponge holders", "Mayo-Hegar needle holder", "Kilner needle holder", "Langenbeck retractor",
    "Morris retractor", "Deaver retractor", "Doyen retractor", "Balfour self-retaining retractor",
    "Gelpi retractor", "West retractor", "Volkmann spoon", "Hohmann retractor", "Poole suction",
    "Yankauer sucker", "Towel clips (Backhaus)", "Dressing forceps", "Kidney dish", "Gallipot",
    "Mosquito forceps", "Crile forceps", "Lahey swab holder", "Debakey vascular clamp",
    "Satinsky clamp", "Bulldog clamps", "Adson forceps", "Senn retractor", "Czerny retractor",
    "Jolls retractor", "Tilley's forceps", "Luer bone nibbler", "Cobb elevator", "Freer elevator",
    "Howarth's elevator", "Bristow elevator", "Ferris Smith rongeur", "Kerrison rongeur 3mm",
]

SCOPES = [
    ("gastroscope", ["Kestrel GX-290", "Norvane GIF-H770", "Velora EG-29i", "Kestrel GX-190N"],
     ["OGD", "OGD + biopsy", "OGD + banding", "PEG insertion"]),
    ("colonoscope", ["Norvane CF-760L", "Kestrel CX-290I", "Velora EC-38i", "Norvane PCF-H7"],
     ["colonoscopy", "colonoscopy + polypectomy", "flexible sigmoidoscopy", "colonoscopy + EMR"]),
    ("duodenoscope", ["Velora ED-34", "Kestrel TJ-190V", "Norvane DX-580D"],
     ["ERCP", "ERCP + sphincterotomy", "ERCP + stent"]),
    ("bronchoscope", ["Pellion BF-1T", "Kestrel BX-190", "Velora EB-15"],
     ["bronchoscopy + BAL", "EBUS-TBNA", "bronchoscopy + washings"]),
    ("cystoscope", ["Kestrel CYF-5", "Pellion CY-2A"], ["flexible cystoscopy", "stent removal", "check cystoscopy"]),
    ("nasendoscope", ["Pellion ENF-V4", "Kestrel NX-3"], ["nasendoscopy", "FEES", "laryngoscopy"]),
    ("EUS scope", ["Norvane UCT-260", "Velora EG-38UT"], ["EUS + FNA", "EUS staging"]),
]

WASHERS = ["Thermavex WD-8000", "Thermavex WD-6600 Plus", "Aquadyne AW-440", "Lumen-Pro LP-9",
           "Aquadyne TunnelMax 5", "Orbital W-3200"]
STERILISERS = ["Steraxis V-600", "Steraxis V-800", "Autoclava HS-66", "Pressura 4410 Porous Load",
               "Vapora LT-90 (H2O2 low temp)", "Autoclava MidiStar 9"]
AERS = ["Aquaris AER-2", "Endovia ETD-4", "Aquaris Duo", "Scopeline SL-300", "Endovia Compact"]
CABINETS = ["DryTrak DSC-8", "Scopevault SV-10", "AirLumen 16"]
DETERGENTS = ["Enzymax 3", "Neodet Alka", "Rinsol N", "Proteclean MF", "Alkazyme Plus"]
DISINFECTANTS = ["peracetic acid (Peraxis 1100 ppm)", "chlorine dioxide (Clorox-D 2-part)",
                 "OPA 0.55%", "peracetic acid 0.2%", "Peraxis SL"]
BI = ["Geobacillus stearothermophilus spore strip", "SporeCheck self-contained BI",
      "rapid readout BI (24 min)", "Bacillus atrophaeus BI"]

STANDARDS = {
    "UK": ["HTM 01-01 Part C", "HTM 01-06 Part E", "BS EN ISO 15883-1:2009", "BS EN ISO 17665-1:2006", "HTM 01-01 (2016)",
           "BS EN 285", "JAG decontamination standards", "MHRA DB 2002(06)", "ISO 13485:2016"],
    "US": ["ANSI/AAMI ST79:2017", "ANSI/AAMI ST91:2021", "ANSI/AAMI ST58", "AORN Guidelines 2023",
           "SGNA Standards", "CMS Conditions of Participation", "ISO 13485:2016"],
    "AU": ["AS 5369:2023", "AS/NZS 4187:2014", "GENCA/GESA Infection Control in Endoscopy",
           "NSQHS Standard 3", "ISO 13485:2016"],
    "CA": ["CSA Z314:23", "CSA Z314.8-14", "CSA Z314:18", "Accreditation Canada ROP", "PIDAC Best Practices (2013)",
           "ISO 13485:2016"],
}
REGULATOR = {"UK": ["MHRA", "UKHSA", "CQC", "HSE"], "US": ["FDA", "CDC", "The Joint Commission", "OSHA"],
             "AU": ["TGA", "ACSQHC", "NSW Health"], "CA": ["Health Canada", "PHAC", "Accreditation Canada"]}

NCR_CATEGORIES = [
    ("wet pack", "Tray opened in theatre found to have visible moisture inside the wrap; tray quarantined and replaced"),
    ("missing instrument", "Tray checklist incomplete on opening; one item not present against the tray list"),
    ("residual soil", "Visible residual soil / bioburden noted on the jaw of an instrument at point of use"),
    ("damaged instrument", "Instrument found with broken tip / misaligned jaws at point of use"),
    ("hole in wrap", "Outer wrap torn at corner; sterility could not be assured; set returned unused"),
    ("failed BI", "Biological indicator from load returned positive at 48 h read; load recall initiated"),
    ("chemical indicator failure", "Internal Class 5 integrator not reaching accept zone"),
    ("traceability failure", "Tray not scanned to patient record at point of use; manual trace required"),
    ("wrong set", "Set supplied did not match the booked procedure / laterality"),
    ("foreign body", "Lint / hair found inside the tray on opening"),
    ("staining / corrosion", "Brown staining and pitting on box joints of several instruments"),
    ("expired tray", "Set with expired sterility date issued to theatre and opened"),
    ("loan kit late", "Loan set arrived less than 24 h before list; insufficient time for full reprocessing"),
    ("endoscope leak", "Leak test failed on scope after procedure; scope withdrawn from use"),
    ("AER cycle fault", "AER cycle aborted - low disinfectant concentration alarm; scope reprocessed"),
]

AUDIT_AREAS = [
    "inspection, assembly and packing (IAP)", "wash room / decontamination area",
    "clean room environmental monitoring", "steriliser daily and weekly testing",
    "washer-disinfector periodic tests", "tracking and traceability",
    "loan kit management", "endoscope reprocessing and storage", "staff competency records",
    "water quality (final rinse)", "sterile store and distribution", "point-of-use pre-cleaning in theatre",
]

def w(country, key):
    """country spelling for a few words"""
    us = country in ("US",)
    ca = country == "CA"
    table = {
        "steriliser": ("sterilizer", "sterilizer", "steriliser"),
        "sterilisation": ("sterilization", "sterilization", "sterilisation"),
        "theatre": ("OR", "OR", "theatre"),
        "SSD": ("SPD", "MDR", "SSD"),
        "decon": ("reprocessing", "reprocessing", "decontamination"),
        "colour": ("color", "colour", "colour"),
        "tray": ("tray", "tray", "tray"),
    }
    t = table[key]
    if us:
        return t[0]
    if ca:
        return t[1]
    if country == "AU" and key == "SSD":
        return "CSSD"
    return t[2]


# --------------------------------------------------------------- non-PHI codes
def load_no(r):
    return pick(r, ["L%04d" % r.randint(1, 9999), "%05d" % r.randint(1, 99999), "%d" % r.randint(100, 9999)])


def cycle_no(r):
    return pick(r, ["%05d" % r.randint(100, 99999), "%d" % r.randint(1000, 29999), "C%06d" % r.randint(1, 999999)])


def lot(r):
    return pick(r, ["%02d%02d%02d%s" % (r.randint(21, 25), r.randint(1, 12), r.randint(1, 28), pick(r, "ABCDK")),
                    "L%d" % r.randint(100000, 999999), "%d-%d" % (r.randint(2000, 9999), r.randint(10, 99)),
                    "B%s" % r.randint(1000, 9999)])


def ref_no(r):
    return pick(r, ["%02d.%03d.%03d" % (r.randint(1, 99), r.randint(0, 999), r.randint(0, 999)),
                    "%d-%d" % (r.randint(1000, 9999), r.randint(10, 9999)), "BM%03dR" % r.randint(1, 999),
                    "%d.%02d" % (r.randint(100, 999), r.randint(0, 99))])


def sw_version(r):
    return "v%d.%d.%d" % (r.randint(1, 9), r.randint(0, 20), r.randint(0, 99))


def count_list(r, k):
    items = sample(r, COUNT_ITEMS, k)
    return [(it, pick(r, [1, 1, 2, 2, 2, 4, 5, 6, 10])) for it in items]


def wd_phases(r, country):
    """washer-disinfector phase lines (no PHI)"""
    a0 = pick(r, [600, 3000, 3000, 12000])
    temp = {600: "80", 3000: "90", 12000: "93"}[a0]
    hold = {600: "10 min", 3000: "5 min", 12000: "10 min"}[a0]
    if a0 == 3000 and chance(r, 0.5):
        temp, hold = "90", "5 min"
    return a0, [
        "Pre-wash (cold)      %d s   max %d C" % (r.randint(90, 180), r.randint(28, 44)),
        "Main wash            %d s   %d C   detergent %s %.1f ml/L" % (r.randint(240, 600), r.randint(50, 60), pick(r, DETERGENTS), r.choice([2.0, 3.0, 4.0, 5.0])),
        "Neutralise           %d s   %d C" % (r.randint(60, 120), r.randint(35, 45)),
        "Rinse                %d s" % r.randint(60, 120),
        "Thermal disinfection %s   %s C  A0 %d achieved %d" % (hold, temp, a0, a0 + r.randint(10, 900)),
        "Drying               %d min  %d C" % (r.randint(10, 25), r.randint(95, 120)),
    ]


def st_phases(r):
    p = "%.2f" % (2.04 + r.random() * 0.2)
    return [
        "Air removal: 3 pulses, lowest %d mbar" % r.randint(60, 90),
        "Plateau: 134.%d-%d.%d C  %s bar   holding %s" % (r.randint(1, 9), 135 + r.randint(0, 2), r.randint(0, 9), p,
                                                       pick(r, ["3 min 00 s", "3:04", "3 min 10 s", "3 min"])),
        "Drying: %d min vacuum" % r.randint(8, 20),
        "Total cycle time %d min" % r.randint(38, 62),
    ]


HN_SENTENCES = [
    "Instruments were processed in accordance with {std}.",
    "No evidence of prion-risk (CJD/vCJD) patient in the look-back cohort.",
    "Bowie-Dick test PASS at start of day; air leakage test {leak} mbar/min (limit 1.3).",
    "Protein residue test (ninhydrin) < 6.4 ug per side.",
    "ATP swab {atp} RLU - pass (threshold 200 RLU).",
    "Final rinse water TVC < 10 cfu/100 mL; endotoxin < 0.25 EU/mL.",
    "Spaulding classification: critical. Single-use items discarded in sharps bin.",
    "TOSI soil test placed in chamber - fully removed.",
    "Loan sets require a minimum of 48 h notice (2/7) prior to the list.",
    "Scope storage time in drying cabinet max 72 h before reprocessing required.",
    "Leak test PASS; channels brushed x3 with single-use brush; flushed 3 x 20 mL.",
    "Kocher and Spencer Wells jaws inspected under x5 illuminated magnification.",
    "Ensure the Yankauer and Poole suction tips are disassembled for washing.",
    "A0 value 3000 achieved on all cycles; holding time 5 min at 90 C.",
    "BI incubated 24 h at 56 C - no growth, control positive.",
    "Class 6 emulating indicator used in PCD; result accepted.",
    "Periodic test (quarterly) due; thermometric test completed by the AE(D).",
    "Peracetic acid concentration check {ppm} ppm - above MEC.",
    "TSE risk assessment completed - patient not in an at-risk group.",
    "Pt consented for HBV, HCV and HIV testing at 6/52 and 6/12.",
    "Follow-up bloods: HBsAg, anti-HCV, HIV Ag/Ab combo.",
    "Hep B immunity checked - anti-HBs > 100 mIU/mL.",
    "Risk of transmission estimated at less than 1 in 1,000,000.",
    "Instrument tray weight {kg} kg (limit 8 kg).",
    "Drill battery cycled 3/7 ago; charge 98%.",
    "Humidity 45% RH, temp 21 C, 20 air changes/h in clean room.",
    "Pack contained 1 x Class 5 integrator and 1 x Class 1 process indicator tape.",
    "CJD risk questions (dura mater graft before 1992, pituitary hormone before 1985) answered No.",
    "Patient on rivaroxaban 20 mg OD and co-careldopa 25/100 TDS for Parkinson's disease - no bearing on risk.",
    "Instruments from a patient with Creutzfeldt-Jakob disease risk are quarantined, not reprocessed.",
    "Hb 128 g/L, WCC 7.2, CRP 4 - no evidence of infection.",
    "Moist heat 134-137 C for 3 min; 18 min hold no longer required for prion inactivation.",
    "Thermometric test: 8 sensors, equilibration 12 s, band 0/+3 C.",
    "Ultrasonic bath 40 kHz for 10 min, degassed; foil test pass.",
    "Scope age 6 years, 1,412 procedures since last full service.",
]


def hn_sentence(r, country):
    s = pick(r, HN_SENTENCES)
    return s.format(std=pick(r, STANDARDS[country]), leak="%.1f" % (r.random() * 1.1),
                    atp=r.randint(8, 150), ppm=r.randint(900, 1500), kg=pick(r, ["6.2", "7.4", "7.9", "5.8"]))


def hn_block(r, country, k):
    return sample(r, [hn_sentence(r, country) for _ in range(k + 3)], k)


REVIEW_WORDS = ["Reviewed", "Checked", "Verified", "Signed off"]
RESULTS = ["PASS", "Pass", "pass", "Satisfactory", "OK"]
