"""Clinical text blocks without PHI: hard negatives (drugs, eponyms, scores,
units, codes, durations written like dates, model names, lab values)."""

DX_MALE = [
    ("testicular germ cell tumour (seminoma), post R radical orchidectomy", "BEP x3 cycles"),
    ("non-seminomatous GCT, L testis, AFP 412 kU/L, bHCG 88 IU/L", "BEP x4"),
    ("Hodgkin lymphoma, nodular sclerosis, stage IIB", "ABVD x6 (?escalated BEACOPP if PET+)"),
    ("classical Hodgkin lymphoma stage IIIA", "escalated BEACOPDac"),
    ("DLBCL, stage IV", "R-CHOP x6 + IT methotrexate"),
    ("Burkitt lymphoma", "R-CODOX-M/R-IVAC"),
    ("B-ALL (Ph negative)", "UKALL-style induction; TBI 12 Gy pre-allograft"),
    ("AML (NPM1 mutated)", "DA 3+10 then consolidation, possible allo-SCT"),
    ("Ewing sarcoma, L femur", "VIDE induction, ifosfamide-based"),
    ("osteosarcoma, proximal tibia", "MAP (methotrexate, doxorubicin, cisplatin)"),
    ("rectal adenocarcinoma T3N1", "long-course chemoradiotherapy 50.4 Gy/28# with capecitabine"),
    ("medulloblastoma (childhood) now in remission, planned craniospinal RT", "craniospinal RT 36 Gy"),
    ("severe sickle cell disease, pre-HSCT", "busulfan conditioning"),
    ("ANCA vasculitis", "IV cyclophosphamide (CYCLOPS regimen)"),
    ("relapsing-remitting MS, pre-AHSCT", "BEAM-ATG conditioning"),
    ("nasopharyngeal carcinoma", "cisplatin + IMRT 70 Gy/35#"),
    ("gender-affirming care, planned estradiol + cyproterone", "feminising hormone therapy"),
    ("Klinefelter syndrome 47,XXY, adolescent", "pre-testosterone; possible micro-TESE"),
]
DX_FEMALE = [
    ("breast cancer, L, grade 3 IDC, ER+/PR+/HER2-", "neoadjuvant AC-T (doxorubicin/cyclophosphamide -> paclitaxel)"),
    ("triple-negative breast cancer, BRCA1 pathogenic variant", "KEYNOTE-522 style chemo-immunotherapy"),
    ("breast cancer, HER2+, T2N1", "TCHP x6"),
    ("Hodgkin lymphoma stage IIA", "ABVD x4 +/- ISRT"),
    ("cervical cancer FIGO IB2", "radical hysterectomy vs chemoradiation; ovarian transposition discussed"),
    ("borderline ovarian tumour, fertility-sparing surgery", "unilateral salpingo-oophorectomy"),
    ("AML", "FLAG-Ida then allo-SCT (TBI-based)"),
    ("colorectal cancer (Lynch syndrome, MLH1)", "FOLFOX x12"),
    ("endometrial atypical hyperplasia", "LNG-IUS + progestogen"),
    ("osteosarcoma", "MAP chemotherapy"),
    ("SLE with lupus nephritis class IV", "Euro-Lupus IV cyclophosphamide"),
    ("Turner mosaicism 45,X/46,XX", "elective oocyte cryopreservation advised"),
    ("BRCA2 carrier, planned risk-reducing BSO", "RRBSO once family complete"),
    ("endometriosis with bilateral endometriomas (7 cm L)", "planned cystectomy"),
    ("premature ovarian insufficiency family history, AMH falling", "elective egg freezing"),
]
ICD = ["C62.91", "C81.12", "C83.30", "C91.00", "C92.00", "C50.912", "C40.22", "C20", "Z31.84", "Z31.62",
       "N97.9", "E28.3", "Q98.0", "Z15.01", "Z80.3", "Z31.83"]
CPT = [("89259", "Cryopreservation; sperm"), ("89258", "Cryopreservation; embryo(s)"),
       ("89337", "Cryopreservation, mature oocyte(s)"), ("89342", "Storage (per year); embryo(s)"),
       ("89343", "Storage (per year); sperm/semen"), ("89346", "Storage (per year); oocyte(s)"),
       ("89320", "Semen analysis; volume, count, motility, and differential"), ("89310", "Semen analysis; motility and count"),
       ("58970", "Follicle puncture for oocyte retrieval"), ("89254", "Oocyte identification from follicular fluid"),
       ("89352", "Thawing of cryopreserved; sperm/semen"), ("89353", "Thawing of cryopreserved; embryo")]
RULES = {
    "UK": ["HFEA Code of Practice", "Human Fertilisation and Embryology Act 1990 (as amended)",
           "HFE (Amendment) Regulations", "the 55-year statutory storage limit", "HFEA Opening the Register service"],
    "US": ["FDA 21 CFR Part 1271", "ASRM Practice Committee guidance", "SART reporting", "CDC NASS reporting", "state tissue bank licensure"],
    "AU": ["RTAC Code of Practice", "NHMRC ART Guidelines (2017, updated 2023)", "Assisted Reproductive Treatment Act 2008 (Vic)",
           "ART Act 2007 (NSW)"],
    "CA": ["Assisted Human Reproduction Act (2004)", "Safety of Sperm and Ova Regulations", "Health Canada requirements",
           "CFAS guidelines"],
    "IE": ["Health (Assisted Human Reproduction) Act 2024", "EU Tissues and Cells Directive 2004/23/EC", "HPRA requirements",
           "Medical Council guide"],
}
CONSENT_FORMS = {
    "UK": ["MT form (v5)", "WT form (v4)", "MSG form", "WSG form", "PBS form", "CD form", "HFEA ED form"],
    "US": ["Cryopreservation Agreement (Rev 3.2)", "Disposition of Embryos form", "Semen Storage Agreement v2"],
    "AU": ["Consent to Storage (Form CS-2)", "Storage Extension Application", "VARTA form 1"],
    "CA": ["Consent for Cryopreservation (F-114)", "Gamete Storage Agreement rev. 6"],
    "IE": ["Consent to Storage of Gametes v3", "Storage Renewal Form SR-1"],
}
MODELS = ["CryoSystem 6000 dewar", "Kryo 750 controlled-rate freezer", "GlacierVault 80 vapour-phase tank",
          "ArcticStore XC47/11 tank", "Cryoshipper CX100 dry shipper", "TempTrak T2 logger", "EmbryoView 12 time-lapse incubator",
          "MINC benchtop incubator", "Makler chamber", "CASA (SQA-style analyser)", "WitnessTrak RFID system",
          "Cryolock-type carriers", "CBS-style high-security straws", "0.5 mL straws", "1.8 mL cryovials"]
ABX = ["PR", "NP", "IM", "WHO 6th ed. ref.", "MAR test", "DFI", "HOS test", "SDF"]


def semen_block(rng, style="table", post_thaw=False):
    vol = round(rng.uniform(0.8, 5.6), 1)
    ph = round(rng.uniform(7.1, 8.2), 1)
    conc = round(rng.choice([rng.uniform(0.1, 8), rng.uniform(8, 140)]), 1)
    tot = round(vol * conc, 1)
    pr = rng.randint(2, 62)
    np_ = rng.randint(1, 15)
    im = max(0, 100 - pr - np_)
    morph = rng.randint(1, 12)
    vit = rng.randint(30, 88)
    abst = rng.randint(2, 7)
    if style == "table":
        lines = ["Abstinence: %d days" % abst, "Volume: %.1f mL   (ref >=1.4)" % vol, "pH: %.1f" % ph,
                 "Concentration: %.1f x10^6/mL (ref >=16)" % conc, "Total count: %.1f x10^6" % tot,
                 "Motility: PR %d%% / NP %d%% / IM %d%%" % (pr, np_, im), "Normal forms: %d%% (strict criteria)" % morph,
                 "Vitality (eosin-nigrosin): %d%% live" % vit, "Round cells: %.1f x10^6/mL" % rng.uniform(0.1, 2.5)]
        if post_thaw:
            lines.append("Test thaw (1 straw): post-thaw PR %d%%, recovery %d%%" % (max(1, pr // 2), rng.randint(25, 70)))
        return "\n".join(lines)
    return ("vol %.1fml, conc %.1f M/ml, TMC %.1f M, PR %d%%, morph %d%%, abst %d/7" %
            (vol, conc, round(tot * (pr + np_) / 100, 1), pr, morph, abst))


def hormone_line(rng, sex):
    if sex == "M":
        return "FSH %.1f IU/L, LH %.1f IU/L, testosterone %.1f nmol/L, prolactin %d mIU/L, inhibin B %d ng/L" % (
            rng.uniform(1.5, 22), rng.uniform(1.2, 12), rng.uniform(4, 30), rng.randint(90, 420), rng.randint(20, 260))
    return "AMH %.1f pmol/L, AFC %d (R %d / L %d), FSH %.1f IU/L, E2 %d pmol/L, TSH %.2f mU/L" % (
        rng.uniform(2, 48), rng.randint(4, 32), rng.randint(2, 16), rng.randint(2, 16), rng.uniform(3, 14),
        rng.randint(80, 320), rng.uniform(0.6, 3.9))


def stim_plan(rng, er_pos=False):
    fsh = rng.choice(["Gonal-f 225 IU", "Gonal-f 300 IU", "Menopur 150 IU", "Rekovelle 12 mcg", "Bemfola 225 IU",
                      "Pergoveris 2 pens", "follitropin alfa 187.5 IU"])
    ant = rng.choice(["cetrorelix 0.25 mg SC daily from stim D5", "ganirelix 0.25 mg from lead follicle 14 mm",
                      "Cetrotide 0.25 mg flexible start", "medroxyprogesterone 10 mg daily (PPOS)"])
    trig = rng.choice(["triptorelin 0.2 mg (GnRHa trigger)", "Ovitrelle 250 mcg", "dual trigger: triptorelin 0.2 mg + hCG 1500 IU",
                       "hCG 10,000 IU", "buserelin 0.5 mg x2"])
    extra = "letrozole 5 mg daily during stim (ER+), continue 5/7 post-OPU" if er_pos else rng.choice(
        ["random-start protocol (luteal phase)", "conventional start CD2", "OCP pre-treatment 14/7", "no pre-treatment"])
    return "%s; %s; trigger %s; %s" % (fsh, ant, trig, extra)


def tracking_rows(rng, n=4):
    rows = []
    sd = rng.choice([5, 6, 7])
    for i in range(n):
        lead = 9 + i * 3 + rng.randint(0, 2)
        fol = sorted([max(6, lead - rng.randint(0, 8)) for _ in range(rng.randint(5, 14))], reverse=True)
        rows.append("S%-2d | E2 %5d pmol/L | LH %.1f | P4 %.1f | R: %s | L: %s" % (
            sd + i * 2, rng.randint(600, 9000) if i else rng.randint(300, 1200), rng.uniform(0.8, 6), rng.uniform(0.5, 2.9),
            ",".join(str(x) for x in fol[: len(fol) // 2 + 1]), ",".join(str(x) for x in fol[len(fol) // 2:])))
    return rows


def opu_result(rng):
    cocs = rng.randint(3, 24)
    mii = max(1, cocs - rng.randint(0, 6))
    mi = rng.randint(0, max(0, cocs - mii))
    gv = max(0, cocs - mii - mi)
    return cocs, mii, mi, gv


def serology(rng):
    items = ["HIV 1/2 Ag/Ab", "HBsAg", "anti-HBc", "HCV Ab", "HCV NAT", "syphilis (TPPA)", "HTLV-I/II",
             "CMV IgG", "CMV IgM", "Chlamydia NAAT", "N. gonorrhoeae NAAT", "Zika IgM", "HIV NAT"]
    out = []
    for it in rng.sample(items, rng.randint(6, 10)):
        res = "NEGATIVE" if "CMV IgG" not in it else rng.choice(["POSITIVE", "negative"])
        out.append("%-18s %s" % (it, res))
    return out


def genetics(rng, sex):
    kary = "46,XY" if sex == "M" else "46,XX"
    lines = ["Karyotype: %s (%d cells, G-banded)" % (kary, rng.choice([20, 30])),
             "CFTR panel (%d variants): %s" % (rng.choice([50, 139, 221]), rng.choice(["no variant detected", "carrier F508del"])),
             "SMN1 copy number: %d" % rng.choice([2, 2, 2, 3]),
             "Haemoglobinopathy screen: %s" % rng.choice(["normal HbA2 2.7%", "HbAS (sickle trait)", "beta-thal trait"]),
             "Expanded carrier screen (%d genes): %s" % (rng.choice([283, 302, 420]), rng.choice(["negative", "carrier: GJB2", "carrier: HEXA (Tay-Sachs)"]))]
    if sex == "F":
        lines.append("FMR1 CGG repeats: %d/%d" % (rng.randint(20, 32), rng.randint(29, 44)))
    else:
        lines.append("Y-chromosome microdeletion (AZFa/b/c): not detected")
    return lines


ABBR_M = {2, 3, 11, 12, 14, 15}
ABBR_F = {7, 8}


def abbrev_sentence(rng, sex=None):
    i = rng.randrange(len(_ABBR))
    while (sex == "F" and i in ABBR_M) or (sex == "M" and i in ABBR_F):
        i = rng.randrange(len(_ABBR))
    return _ABBR[i]


_ABBR = (
        "No hx of STI. Nil known drug allergies (NKDA). Non-smoker, ETOH ~6 u/wk.",
        "Bloods: FBC, U&E, LFT NAD. Hep B/C, HIV - sent. CMV IgG pending.",
        "Plan: 2 further samples, 2-3/7 abstinence between, then to store. Review 6/12.",
        "Obs: BP 122/76, HR 78, T 36.8, BMI 24.1. Testes 15 mL R / 12 mL L on Prader orchidometer.",
        "ECOG 0. Port-a-cath in situ. Neutrophils 1.4, plts 188.",
        "Pt aware chemo C1D1 due in 5/7 - all samples must be produced before then.",
        "PMH: asthma (salbutamol PRN), appendicectomy in childhood (records unavailable).",
        "Discussed risk of OHSS (low with GnRHa trigger). Wells score N/A. VTE prophylaxis not required.",
        "AFC done TV USS: uterus AV, endometrium 5 mm trilaminar, no free fluid.",
        "Glasgow Coma Scale not relevant; pt alert, GCS 15 on arrival post-sedation.",
        "Tanner stage 4. Bone age not assessed. Apgar scores (birth) noted in paeds letter only.",
        "Seen with CNS. Leaflet 'Freezing sperm before cancer treatment' (v7) given.",
        "Hx Crohn's disease on azathioprine 100 mg OD - no contraindication to banking.",
        "Pt has Hashimoto's thyroiditis, on levothyroxine 75 mcg; TSH 2.1.",
        "Retrograde ejaculation excluded (post-ejaculatory urine nil sperm).",
        "Electroejaculation / PVS considered but not needed.",
        "COVID swab not required per current IPC policy.",
        "Pt asked about 10 vs 55 yr storage - explained renewal every 10 years.",
    )


def storage_terms(rng, country):
    return rng.choice([
        "Your consent covers storage for a period of up to 10 years, renewable in further periods of up to 10 years to a maximum of 55 years.",
        "Storage fees are charged annually in advance. Samples remain in vapour-phase liquid nitrogen at approximately -190 degrees C.",
        "If we are unable to contact you, we may be required to allow the samples to perish once your consent expires.",
        "You may vary or withdraw consent at any time before the gametes or embryos are used.",
        "Where storage was for medical reasons (premature infertility), extension beyond the standard period may be possible.",
        "Please note the annual fee increased by 3.5% in line with CPI from the start of this financial year.",
    ])
