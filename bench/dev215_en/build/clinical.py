"""Non-PHI clinical genetics content pools (genes, variants, conditions)."""

# gene, transcript, c., p., class, condition, inheritance, area
VARIANTS = [
    ("BRCA1", "NM_007294.4", "c.68_69del", "p.(Glu23Valfs*17)", "Pathogenic",
     "hereditary breast and ovarian cancer", "AD", "cancer"),
    ("BRCA1", "NM_007294.4", "c.5266dup", "p.(Gln1756Profs*74)", "Pathogenic",
     "hereditary breast and ovarian cancer", "AD", "cancer"),
    ("BRCA1", "NM_007294.4", "c.4327C>T", "p.(Arg1443*)", "Pathogenic",
     "hereditary breast and ovarian cancer", "AD", "cancer"),
    ("BRCA2", "NM_000059.4", "c.5946del", "p.(Ser1982Argfs*22)", "Pathogenic",
     "hereditary breast and ovarian cancer", "AD", "cancer"),
    ("BRCA2", "NM_000059.4", "c.9097dup", "p.(Thr3033Asnfs*11)", "Pathogenic",
     "hereditary breast and ovarian cancer", "AD", "cancer"),
    ("BRCA2", "NM_000059.4", "c.7976G>A", "p.(Arg2659Lys)", "Likely pathogenic",
     "hereditary breast and ovarian cancer", "AD", "cancer"),
    ("PALB2", "NM_024675.4", "c.3113G>A", "p.(Trp1038*)", "Pathogenic",
     "PALB2-related breast cancer predisposition", "AD", "cancer"),
    ("CHEK2", "NM_007194.4", "c.1100del", "p.(Thr367Metfs*15)", "Pathogenic",
     "moderate-risk breast cancer predisposition", "AD", "cancer"),
    ("ATM", "NM_000051.4", "c.7271T>G", "p.(Val2424Gly)", "Pathogenic",
     "ATM-related cancer predisposition", "AD", "cancer"),
    ("MLH1", "NM_000249.4", "c.1852_1854del", "p.(Lys618del)", "Likely pathogenic",
     "Lynch syndrome", "AD", "cancer"),
    ("MSH2", "NM_000251.3", "c.942+3A>T", "p.?", "Pathogenic", "Lynch syndrome",
     "AD", "cancer"),
    ("MSH6", "NM_000179.3", "c.3261dup", "p.(Phe1088Leufs*5)", "Pathogenic",
     "Lynch syndrome", "AD", "cancer"),
    ("PMS2", "NM_000535.7", "c.137G>T", "p.(Ser46Ile)", "Pathogenic",
     "Lynch syndrome", "AD", "cancer"),
    ("TP53", "NM_000546.6", "c.844C>T", "p.(Arg282Trp)", "Pathogenic",
     "Li-Fraumeni syndrome", "AD", "cancer"),
    ("CDH1", "NM_004360.5", "c.1003C>T", "p.(Arg335*)", "Pathogenic",
     "hereditary diffuse gastric cancer", "AD", "cancer"),
    ("APC", "NM_000038.6", "c.3927_3931del", "p.(Glu1309Aspfs*4)", "Pathogenic",
     "familial adenomatous polyposis", "AD", "cancer"),
    ("BRCA2", "NM_000059.4", "c.8187G>T", "p.(Lys2729Asn)",
     "Uncertain significance", "hereditary breast and ovarian cancer", "AD",
     "cancer"),
    ("MSH6", "NM_000179.3", "c.1421C>T", "p.(Pro474Leu)", "Uncertain significance",
     "Lynch syndrome", "AD", "cancer"),
    ("MYBPC3", "NM_000256.3", "c.1504C>T", "p.(Arg502Trp)", "Pathogenic",
     "hypertrophic cardiomyopathy", "AD", "cardiac"),
    ("MYH7", "NM_000257.4", "c.1208G>A", "p.(Arg403Gln)", "Pathogenic",
     "hypertrophic cardiomyopathy", "AD", "cardiac"),
    ("KCNQ1", "NM_000218.3", "c.569G>A", "p.(Arg190Gln)", "Likely pathogenic",
     "long QT syndrome type 1", "AD", "cardiac"),
    ("KCNH2", "NM_000238.4", "c.1714G>A", "p.(Gly572Ser)", "Pathogenic",
     "long QT syndrome type 2", "AD", "cardiac"),
    ("SCN5A", "NM_198056.3", "c.3578G>A", "p.(Arg1193Gln)",
     "Uncertain significance", "Brugada syndrome", "AD", "cardiac"),
    ("LDLR", "NM_000527.5", "c.681C>G", "p.(Asp227Glu)", "Pathogenic",
     "familial hypercholesterolaemia", "AD", "cardiac"),
    ("FBN1", "NM_000138.5", "c.6388G>A", "p.(Glu2130Lys)", "Likely pathogenic",
     "Marfan syndrome", "AD", "cardiac"),
    ("TTN", "NM_001267550.2", "c.59926+1G>A", "p.?", "Likely pathogenic",
     "dilated cardiomyopathy", "AD", "cardiac"),
    ("CFTR", "NM_000492.4", "c.1521_1523del", "p.(Phe508del)", "Pathogenic",
     "cystic fibrosis", "AR", "paeds"),
    ("CFTR", "NM_000492.4", "c.1624G>T", "p.(Gly542*)", "Pathogenic",
     "cystic fibrosis", "AR", "paeds"),
    ("HBB", "NM_000518.5", "c.20A>T", "p.(Glu7Val)", "Pathogenic",
     "sickle cell disease", "AR", "paeds"),
    ("GJB2", "NM_004004.6", "c.35del", "p.(Gly12Valfs*2)", "Pathogenic",
     "non-syndromic hearing loss", "AR", "paeds"),
    ("ACADM", "NM_000016.6", "c.985A>G", "p.(Lys329Glu)", "Pathogenic",
     "MCAD deficiency", "AR", "paeds"),
    ("PAH", "NM_000277.3", "c.1222C>T", "p.(Arg408Trp)", "Pathogenic",
     "phenylketonuria", "AR", "paeds"),
    ("SMN1", "NM_000344.4", "exon 7 deletion", "p.?", "Pathogenic",
     "spinal muscular atrophy", "AR", "paeds"),
    ("HEXA", "NM_000520.6", "c.1274_1277dup", "p.(Tyr427Ilefs*5)", "Pathogenic",
     "Tay-Sachs disease", "AR", "paeds"),
    ("DMD", "NM_004006.3", "exons 45-50 deletion", "p.?", "Pathogenic",
     "Duchenne muscular dystrophy", "XL", "paeds"),
    ("MECP2", "NM_004992.4", "c.473C>T", "p.(Thr158Met)", "Pathogenic",
     "Rett syndrome", "XL", "paeds"),
    ("SCN1A", "NM_001165963.4", "c.2836C>T", "p.(Arg946Cys)", "Likely pathogenic",
     "Dravet syndrome", "AD", "paeds"),
    ("PKD1", "NM_001009944.3", "c.11537C>T", "p.(Thr3846Met)",
     "Uncertain significance", "autosomal dominant polycystic kidney disease",
     "AD", "adult"),
    ("HFE", "NM_000410.4", "c.845G>A", "p.(Cys282Tyr)", "Pathogenic",
     "HFE haemochromatosis", "AR", "adult"),
    ("COL3A1", "NM_000090.4", "c.1662+1G>A", "p.?", "Pathogenic",
     "vascular Ehlers-Danlos syndrome", "AD", "adult"),
]

ACMG = ["PVS1", "PS1", "PS3_Moderate", "PS4", "PM1", "PM2_Supporting", "PM3",
        "PM5", "PP1", "PP3", "PP4", "PP5", "BS1", "BP4", "BP6", "PS4_Moderate",
        "PP1_Strong", "PM6", "PS2", "BS3_Supporting"]

PANELS_UK = [
    ("R208", "Inherited breast and ovarian cancer", "cancer"),
    ("R210", "Inherited MMR deficiency (Lynch syndrome)", "cancer"),
    ("R211", "Inherited polyposis and early onset colorectal cancer", "cancer"),
    ("R216", "Li-Fraumeni syndrome", "cancer"),
    ("R240", "Diagnostic testing for known variant(s)", "any"),
    ("R242", "Predictive testing for known familial variant(s)", "any"),
    ("R135", "Paediatric or syndromic cardiomyopathy", "cardiac"),
    ("R130", "Short QT syndrome", "cardiac"),
    ("R134", "Familial hypercholesterolaemia", "cardiac"),
    ("R184", "Cystic fibrosis diagnostic test", "paeds"),
    ("R21", "Fetal anomalies with a likely genetic cause", "prenatal"),
    ("R14", "Acutely unwell children with a likely monogenic disorder", "paeds"),
    ("R27", "Paediatric disorders", "paeds"),
    ("R67", "Monogenic hearing loss", "paeds"),
]

PANELS_US = [
    "Comprehensive Hereditary Cancer Panel (84 genes)",
    "BRCA1/BRCA2 Sequencing and Deletion/Duplication",
    "Lynch Syndrome Panel (MLH1, MSH2, MSH6, PMS2, EPCAM)",
    "Cardiomyopathy Comprehensive Panel (121 genes)",
    "Arrhythmia Panel (Long QT/Brugada/CPVT)",
    "Expanded Carrier Screen (274 conditions)",
    "Single-site familial variant testing",
    "Exome Sequencing - Trio",
    "Epilepsy and Seizure Disorders Panel",
    "Hearing Loss Panel (178 genes)",
    "Familial Hypercholesterolemia Panel",
]

CANCERS = [
    "breast cancer", "ovarian cancer", "bilateral breast cancer",
    "triple-negative breast cancer", "colorectal cancer", "endometrial cancer",
    "prostate cancer", "pancreatic cancer", "gastric cancer", "melanoma",
    "male breast cancer", "bowel cancer", "lung cancer", "kidney cancer",
    "DCIS", "sarcoma", "brain tumour", "leukaemia", "lymphoma",
]

NON_CANCER = [
    "heart attack", "stroke", "type 2 diabetes", "dementia", "COPD",
    "sudden death (cause unknown)", "hypertension", "Alzheimer's disease",
    "Parkinson's disease", "rheumatoid arthritis", "no significant history",
    "alive and well", "hypothyroidism", "osteoporosis",
]

# condition, analyte, unit, value range, cutoff, uk_name
NBS = [
    ("phenylketonuria (PKU)", "Phe", "umol/L", (480, 1650), "240", "PKU"),
    ("MCAD deficiency", "C8", "umol/L", (0.8, 6.5), "0.4", "MCADD"),
    ("congenital hypothyroidism", "TSH", "mU/L", (22, 180), "10", "CHT"),
    ("cystic fibrosis", "IRT", "ng/mL", (95, 260), "70", "CF"),
    ("sickle cell disease", "Hb pattern", "", None, "", "SCD"),
    ("maple syrup urine disease", "Leu/Ile", "umol/L", (650, 1900), "400", "MSUD"),
    ("homocystinuria", "Met", "umol/L", (90, 310), "60", "HCU"),
    ("glutaric aciduria type 1", "C5DC", "umol/L", (0.4, 2.6), "0.3", "GA1"),
    ("isovaleric acidaemia", "C5", "umol/L", (2.4, 11.0), "2.0", "IVA"),
    ("severe combined immunodeficiency", "TREC", "copies/uL", (0, 12), "20", "SCID"),
    ("spinal muscular atrophy", "SMN1 exon 7", "", None, "", "SMA"),
    ("classic galactosaemia", "Total galactose", "mg/dL", (28, 65), "20", "GAL"),
    ("biotinidase deficiency", "Biotinidase activity", "% of mean", (3, 15), "30", "BIOT"),
]

HB_PATTERNS = ["FS", "FSC", "FS (no A)", "FC", "FSDPunjab", "FE"]

PRENATAL_FINDINGS = [
    "increased nuchal translucency (4.2 mm)", "cystic hygroma",
    "ventricular septal defect", "bilateral talipes", "echogenic bowel",
    "short long bones (<5th centile)", "absent nasal bone",
    "hypoplastic left heart", "exomphalos", "cleft lip",
    "ventriculomegaly (12 mm)", "duplex kidney", "no structural anomaly",
]

NIPT_RESULTS = [
    "high chance for trisomy 21", "high chance for trisomy 18",
    "high chance for trisomy 13", "low chance for trisomies 21, 18 and 13",
    "high chance for 22q11.2 deletion", "sex chromosome aneuploidy (45,X) flagged",
    "no call (low fetal fraction, 2.8%)",
]

MEDS = [
    "levothyroxine 50 micrograms OD", "metformin 500 mg BD",
    "atorvastatin 20 mg nocte", "tamoxifen 20 mg daily", "bisoprolol 2.5 mg OD",
    "sertraline 50 mg OD", "folic acid 5 mg OD", "ramipril 5 mg OD",
    "nadolol 40 mg BD", "aspirin 150 mg nocte", "omeprazole 20 mg OD",
    "letrozole 2.5 mg daily", "propranolol 40 mg BID", "hydroxyurea 500 mg daily",
    "lisinopril 10 mg daily", "prenatal vitamin daily", "ezetimibe 10 mg daily",
    "no regular medications",
]

SPECIMENS = ["EDTA whole blood (4 mL)", "EDTA blood 2 x 3 mL", "saliva (Oragene kit)",
             "buccal swab x2", "extracted DNA (lab-to-lab)", "CVS (15 mg)",
             "amniotic fluid (15 mL)", "dried blood spot card", "cord blood (EDTA)",
             "FFPE tumour block", "skin biopsy for fibroblast culture"]

METHODS = [
    "Targeted NGS (hybrid capture) with CNV analysis from read depth; "
    "confirmation of reportable variants by Sanger sequencing.",
    "Sequencing of coding regions and +/-15 bp intronic flanks; MLPA for "
    "exon-level deletions/duplications.",
    "Whole exome capture, 150 bp paired-end reads, mean depth 118x, 98.6% of "
    "targets at >=20x.",
    "Bidirectional Sanger sequencing of the familial variant only.",
    "Long-range PCR and MLPA (kit P045-C1) with fragment analysis.",
    "QF-PCR for common aneuploidies followed by SNP microarray (resolution ~200 kb).",
]

INSTRUMENTS = ["NovaSeq 6000", "NextSeq 550", "MiSeq Dx", "3500xL Genetic Analyzer",
               "QIAsymphony SP", "Chemagic 360", "Tecan Freedom EVO",
               "Xevo TQD tandem mass spectrometer", "QuantStudio 7 Flex",
               "Hamilton STARlet"]


def pick_variant(r, area=None, cls=None):
    pool = [v for v in VARIANTS
            if (area is None or v[7] == area or (area == "adult" and v[7] == "cardiac"))
            and (cls is None or v[4] == cls)]
    if not pool:
        pool = VARIANTS
    return r.choice(pool)


def zyg(r, v):
    if v[6] == "AR":
        return r.choice(["homozygous", "compound heterozygous", "heterozygous"])
    if v[6] == "XL":
        return r.choice(["hemizygous", "heterozygous"])
    return "heterozygous"


def gnomad(r):
    return r.choice(["absent", "0.000004", "0.00002", "0.00011", "0.0003",
                     "1/251,402 alleles", "not present", "0.0012"])
