"""Clinical (non-PHI) content: diagnoses, regimens, lab panels, vitals. US spelling; AU is localised later."""

DX = [
    dict(key="sr_all", cat="leuk", ages=(1, 9), name="precursor B-cell acute lymphoblastic leukemia, NCI standard risk",
         short="B-ALL (SR)", genetics=["ETV6::RUNX1 fusion detected", "high hyperdiploidy (54 chromosomes) with trisomies 4 and 10",
                                       "no BCR::ABL1, KMT2A rearrangement not detected", "ETV6::RUNX1 positive, iAMP21 negative"],
         pres=["3 weeks of pallor, lethargy and easy bruising", "limp and refusal to weight bear for 10 days, then fevers",
               "petechial rash and epistaxis, intermittent fevers", "bone pain waking overnight, pallor noted by daycare"],
         phases=["Induction", "Consolidation", "Interim Maintenance I", "Delayed Intensification", "Interim Maintenance II", "Maintenance"],
         drugs=["vincristine 1.5 mg/m2 IV", "dexamethasone 6 mg/m2/day PO divided BID", "PEG-asparaginase 2500 IU/m2 IM",
                "IT methotrexate (age-based dose)", "IT cytarabine", "mercaptopurine 75 mg/m2 PO nightly",
                "methotrexate 20 mg/m2 PO weekly", "Capizzi methotrexate IV escalating", "doxorubicin 25 mg/m2 IV",
                "cyclophosphamide 1000 mg/m2 IV", "thioguanine 60 mg/m2 PO"]),
    dict(key="hr_all", cat="leuk", ages=(10, 17), name="precursor B-cell acute lymphoblastic leukemia, NCI high risk",
         short="HR B-ALL", genetics=["iAMP21 detected on FISH", "KMT2A::AFF1 rearrangement", "Ph-like signature, CRLF2 overexpression by flow",
                                     "BCR::ABL1 negative (no Philadelphia chromosome)", "IKZF1 deletion on MLPA"],
         pres=["fatigue and weight loss over a month, hepatosplenomegaly", "WBC 86 at the outside ED, headaches",
               "back pain and fevers, pancytopenia on bloods", "bruising after soccer, gum bleeding"],
         phases=["Induction", "Consolidation", "Interim Maintenance I", "Delayed Intensification", "Interim Maintenance II", "Maintenance"],
         drugs=["vincristine 1.5 mg/m2 IV", "dexamethasone 10 mg/m2/day PO", "daunorubicin 25 mg/m2 IV", "PEG-asparaginase 2500 IU/m2 IV",
                "IT methotrexate", "high-dose methotrexate 5 g/m2 IV over 24 h", "leucovorin rescue", "cyclophosphamide 1000 mg/m2 IV",
                "cytarabine 75 mg/m2 IV/SC", "blinatumomab 28 mcg/day CIVI", "mercaptopurine 75 mg/m2 PO"]),
    dict(key="tall", cat="leuk", ages=(7, 17), name="T-cell acute lymphoblastic leukemia", short="T-ALL",
         genetics=["NOTCH1 mutation", "TAL1 deletion", "CDKN2A deletion, no ETP phenotype"],
         pres=["orthopnea and facial swelling, large anterior mediastinal mass", "cough for 2 weeks, WBC 212, mediastinal mass on CXR"],
         phases=["Induction", "Consolidation", "Interim Maintenance I", "Delayed Intensification", "Maintenance"],
         drugs=["vincristine 1.5 mg/m2 IV", "dexamethasone 10 mg/m2/day", "daunorubicin 25 mg/m2 IV", "PEG-asparaginase",
                "nelarabine 650 mg/m2 IV", "IT methotrexate", "cyclophosphamide 1000 mg/m2", "6-MP 75 mg/m2"]),
    dict(key="aml", cat="leuk", ages=(1, 17), name="acute myeloid leukemia", short="AML",
         genetics=["t(8;21)(q22;q22.1) RUNX1::RUNX1T1", "inv(16) CBFB::MYH11", "FLT3-ITD high allelic ratio", "NPM1 mutated, FLT3 negative",
                   "monosomy 7"],
         pres=["fevers, gum hypertrophy and pancytopenia", "chloroma of the orbit, then cytopenias", "pallor, fatigue, WBC 140 with blasts"],
         phases=["Induction I", "Induction II", "Intensification I", "Intensification II"],
         drugs=["cytarabine 100 mg/m2 IV q12h", "daunorubicin 50 mg/m2 IV", "etoposide 100 mg/m2 IV", "gemtuzumab ozogamicin 3 mg/m2",
                "IT cytarabine", "high-dose cytarabine 3 g/m2 q12h", "mitoxantrone 12 mg/m2", "dexrazoxane"]),
    dict(key="hl", cat="lymph", ages=(11, 17), name="classical Hodgkin lymphoma, nodular sclerosis", short="cHL",
         genetics=["Reed-Sternberg cells CD30+ CD15+", "EBER negative"],
         pres=["painless left supraclavicular node for 2 months, night sweats", "cough and pruritus, bulky mediastinal disease"],
         phases=["Cycle 1 ABVE-PC", "Cycle 2 ABVE-PC", "Cycle 3", "Cycle 4", "Response assessment"],
         drugs=["brentuximab vedotin 1.8 mg/kg IV", "doxorubicin 25 mg/m2 IV", "vincristine 1.4 mg/m2 IV", "etoposide 125 mg/m2 IV",
                "prednisone 20 mg/m2 BID", "cyclophosphamide 600 mg/m2 IV", "bleomycin 5 units/m2"]),
    dict(key="burkitt", cat="lymph", ages=(4, 14), name="Burkitt lymphoma, stage III", short="Burkitt",
         genetics=["MYC rearrangement t(8;14)", "Ki-67 near 100%"],
         pres=["abdominal distension and intussusception", "right iliac fossa mass and vomiting"],
         phases=["COP prephase", "COPADM 1", "COPADM 2", "CYM 1", "CYM 2"],
         drugs=["rituximab 375 mg/m2 IV", "cyclophosphamide", "vincristine 2 mg/m2", "prednisolone 60 mg/m2", "high-dose methotrexate 3 g/m2",
                "doxorubicin 60 mg/m2", "rasburicase 0.2 mg/kg", "cytarabine"]),
    dict(key="nbl", cat="solid", ages=(1, 5), name="high-risk neuroblastoma, MYCN amplified", short="HR-NBL",
         genetics=["MYCN amplification (>10-fold)", "1p deletion, 11q aberration", "ALK F1174L variant"],
         pres=["abdominal mass and periorbital bruising", "irritability, limp, raised urine HVA/VMA", "Horner syndrome and thoracic mass"],
         phases=["Induction cycle 1", "Induction cycle 3", "Stem cell harvest", "Tandem transplant", "Radiotherapy", "Immunotherapy cycle 2"],
         drugs=["cyclophosphamide 400 mg/m2 + topotecan 1.2 mg/m2", "cisplatin 50 mg/m2 + etoposide 200 mg/m2",
                "vincristine + doxorubicin + cyclophosphamide", "dinutuximab 17.5 mg/m2/day", "GM-CSF", "isotretinoin 160 mg/m2/day",
                "filgrastim 5 mcg/kg SC"]),
    dict(key="wilms", cat="solid", ages=(2, 6), name="Wilms tumor (favorable histology)", short="Wilms",
         genetics=["no anaplasia", "LOH 1p/16q not detected", "WT1 negative"],
         pres=["painless abdominal mass noticed in the bath", "macroscopic hematuria and hypertension"],
         phases=["Week 1", "Week 4", "Week 7", "Week 13", "Week 19"],
         drugs=["vincristine 0.05 mg/kg IV", "dactinomycin 0.045 mg/kg IV", "doxorubicin 1.5 mg/kg"]),
    dict(key="mb", cat="cns", ages=(3, 12), name="medulloblastoma, SHH-activated, TP53 wild type", short="medullo",
         genetics=["SHH subgroup on methylation array", "WNT-activated, CTNNB1 mutation", "Group 4, no MYC amplification"],
         pres=["morning vomiting and headaches for 6 weeks, ataxia", "head tilt, papilledema and posterior fossa mass"],
         phases=["Post-op", "Craniospinal RT", "Maintenance cycle A1", "Maintenance cycle B1", "Maintenance cycle A2"],
         drugs=["cisplatin 75 mg/m2 IV", "lomustine (CCNU) 75 mg/m2 PO", "vincristine 1.5 mg/m2 IV weekly", "cyclophosphamide 1 g/m2",
                "sodium thiosulfate"]),
    dict(key="ewing", cat="solid", ages=(9, 17), name="Ewing sarcoma of the pelvis", short="Ewing",
         genetics=["EWSR1::FLI1 fusion", "CD99 strongly positive"],
         pres=["hip pain for 3 months attributed to sport", "fever and a tender chest wall mass"],
         phases=["Cycle 1 VDC", "Cycle 2 IE", "Local control", "Cycle 8 IE", "Cycle 14"],
         drugs=["vincristine 2 mg/m2", "doxorubicin 75 mg/m2", "cyclophosphamide 1200 mg/m2", "ifosfamide 1800 mg/m2/day x5",
                "etoposide 100 mg/m2/day x5", "mesna"]),
    dict(key="osteo", cat="solid", ages=(10, 17), name="osteosarcoma of the distal femur", short="OS",
         genetics=["conventional osteoblastic type", "good response (>90% necrosis)"],
         pres=["knee pain and swelling after a fall", "night pain and a firm swelling above the knee"],
         phases=["MAP week 1", "MAP week 4", "Surgery", "MAP week 12", "MAP week 22"],
         drugs=["high-dose methotrexate 12 g/m2", "doxorubicin 37.5 mg/m2/day x2", "cisplatin 60 mg/m2/day x2", "glucarpidase"]),
    dict(key="rms", cat="solid", ages=(2, 12), name="embryonal rhabdomyosarcoma", short="ERMS",
         genetics=["FOXO1 fusion negative", "MYOD1 wild type"],
         pres=["proptosis of the left eye", "a painless enlarging cheek swelling", "a pelvic mass with urinary retention"],
         phases=["Week 1 VAC", "Week 4", "Week 13 VA", "Maintenance"],
         drugs=["vincristine 1.5 mg/m2", "dactinomycin 0.045 mg/kg", "cyclophosphamide 1.2 g/m2", "vinorelbine 25 mg/m2",
                "oral cyclophosphamide 25 mg/m2/day"]),
    dict(key="hb", cat="solid", ages=(0, 3), name="hepatoblastoma (PRETEXT III)", short="HB",
         genetics=["fetal histology", "CTNNB1 mutation"],
         pres=["abdominal distension, AFP 180,000", "right upper quadrant mass on ultrasound"],
         phases=["Cycle 1 cisplatin", "Cycle 3", "Resection", "Cycle 5"],
         drugs=["cisplatin 80 mg/m2 CIVI", "sodium thiosulfate 20 g/m2", "doxorubicin 30 mg/m2"]),
    dict(key="lch", cat="heme", ages=(1, 10), name="Langerhans cell histiocytosis, multisystem", short="LCH",
         genetics=["BRAF V600E detected", "CD1a and langerin positive"],
         pres=["scalp lesion and seborrheic rash", "lytic skull lesion and polyuria"],
         phases=["Induction 1", "Induction 2", "Continuation"],
         drugs=["vinblastine 6 mg/m2 IV", "prednisolone 40 mg/m2/day", "mercaptopurine 50 mg/m2"]),
    dict(key="saa", cat="heme", ages=(3, 17), name="severe aplastic anemia", short="SAA",
         genetics=["PNH clone 0.8%", "chromosome breakage studies normal (Fanconi anemia excluded)", "no telomere shortening"],
         pres=["petechiae and menorrhagia", "pancytopenia found on bloods for fatigue"],
         phases=["hATG", "Cyclosporine", "Eltrombopag", "Transplant work-up"],
         drugs=["horse ATG 40 mg/kg/day x4", "cyclosporine 5 mg/kg BID", "eltrombopag 75 mg daily", "methylprednisolone"]),
    dict(key="scd", cat="heme", ages=(2, 17), name="sickle cell disease (HbSS)", short="HbSS",
         genetics=["HbS 88%", "alpha-thalassemia trait"],
         pres=["abnormal TCD velocity 212 cm/s", "silent cerebral infarct on MRI", "recurrent acute chest syndrome"],
         phases=["Chronic transfusion", "Exchange transfusion"],
         drugs=["hydroxyurea 25 mg/kg daily", "folic acid 1 mg daily", "penicillin V 250 mg BID", "deferasirox 20 mg/kg"]),
    dict(key="thal", cat="heme", ages=(1, 17), name="beta-thalassemia major", short="TDT",
         genetics=["homozygous IVS1-110", "compound heterozygous HbE/beta-thal"],
         pres=["pallor and failure to thrive at 7 months", "Hb 61 on routine bloods"],
         phases=["Chronic transfusion"],
         drugs=["deferasirox 28 mg/kg daily", "deferoxamine SC 5 nights/week", "folic acid", "vitamin D"]),
    dict(key="itp", cat="heme", ages=(1, 15), name="immune thrombocytopenia", short="ITP",
         genetics=[], pres=["wet purpura and platelets 4", "petechiae after a viral illness"],
         phases=["IVIG", "Observation"], drugs=["IVIG 1 g/kg", "prednisolone 4 mg/kg/day", "romiplostim"]),
]
DX_BY = {d["key"]: d for d in DX}
MALIGNANT = [d["key"] for d in DX if d["cat"] in ("leuk", "lymph", "solid", "cns")]
LEUK = ["sr_all", "hr_all", "tall", "aml"]

SUPPORTIVE = ["ondansetron 0.15 mg/kg IV/PO q8h PRN", "co-trimoxazole (Bactrim) 5 mg/kg/day TMP BID Sat/Sun",
              "fluconazole 6 mg/kg daily", "posaconazole 200 mg TDS", "omeprazole 20 mg daily", "lactulose 5 mL BID",
              "MiraLAX 1 sachet daily", "allopurinol 100 mg/m2 TDS", "acyclovir 250 mg/m2 BID", "aprepitant",
              "EMLA cream before port access", "acetaminophen 15 mg/kg q6h PRN", "ibuprofen avoided (plt)",
              "oxycodone 0.1 mg/kg q4h PRN", "filgrastim (G-CSF) 5 mcg/kg SC daily", "nystatin 1 mL QID",
              "chlorhexidine mouthwash", "granisetron", "dronabinol", "melatonin 3 mg nocte", "vitamin D 1000 IU daily",
              "levetiracetam 20 mg/kg BID", "senna 7.5 mg nocte", "ursodiol 10 mg/kg BID", "pentamidine IV monthly"]
ABX = ["cefepime 50 mg/kg IV q8h", "piperacillin-tazobactam 100 mg/kg IV q6h", "meropenem 20 mg/kg IV q8h",
       "vancomycin 15 mg/kg IV q6h", "gentamicin 7.5 mg/kg IV daily", "amikacin 22.5 mg/kg IV daily", "teicoplanin"]
LINES = ["double-lumen Hickman", "single-lumen implanted port (Port-a-Cath)", "PICC, right basilic 4Fr",
         "Broviac 6.6Fr", "implantable port, left chest", "tunnelled CVC, double lumen"]
EPONYM_NOISE = ["Lansky play-performance 80", "Karnofsky 90", "Glasgow Coma Scale 15", "Bristol stool type 6",
                "Tanner stage 2", "Murphy sign negative", "Kernig negative", "no Cushingoid features",
                "Babinski downgoing", "Romberg negative", "no Horner syndrome", "Brodsky hearing grade 1",
                "Chang grade 2a hearing loss", "Wong-Baker FACES 4/10", "FLACC 2", "Lund and Browder not needed",
                "Denver developmental screen normal", "Beery VMI low average", "Broselow tape purple"]


def num(rng, lo, hi, dp=1):
    v = rng.uniform(lo, hi)
    return ("%." + str(dp) + "f") % v if dp else str(int(round(v)))


def cbc(rng, country, state="neutropenic", style=0):
    """state: neutropenic, presentation, recovering, normal, low_hb"""
    if state == "neutropenic":
        wbc, anc, hb, plt = num(rng, 0.1, 0.9), num(rng, 0.0, 0.3, 2), rng.uniform(6.8, 9.5), int(rng.uniform(5, 60))
    elif state == "presentation":
        wbc, anc, hb, plt = num(rng, 1.2, 95), num(rng, 0.1, 1.2, 2), rng.uniform(5.1, 8.9), int(rng.uniform(9, 80))
    elif state == "recovering":
        wbc, anc, hb, plt = num(rng, 1.5, 4.0), num(rng, 0.5, 2.0), rng.uniform(8.5, 10.9), int(rng.uniform(60, 180))
    elif state == "low_hb":
        wbc, anc, hb, plt = num(rng, 3.0, 8.0), num(rng, 1.0, 4.0), rng.uniform(6.1, 7.6), int(rng.uniform(90, 300))
    else:
        wbc, anc, hb, plt = num(rng, 4.5, 9.0), num(rng, 1.8, 5.5), rng.uniform(10.8, 13.5), int(rng.uniform(160, 420))
    if country == "AU":
        hbs = "Hb %d" % int(hb * 10)
        if style == 0:
            return "WCC %s, neut %s, %s, plt %d" % (wbc, anc, hbs, plt)
        if style == 1:
            return "%s / WCC %s / Plt %d / Neut %s" % (hbs, wbc, plt, anc)
        return "FBC: Hb %d g/L, WCC %s x10^9/L, neutrophils %s x10^9/L, platelets %d x10^9/L" % (int(hb * 10), wbc, anc, plt)
    if style == 0:
        return "WBC %s, ANC %d, Hgb %.1f, Plt %d" % (wbc, int(float(anc) * 1000), hb, plt)
    if style == 1:
        return "CBC: WBC %s K/uL | Hgb %.1f g/dL | Hct %.0f%% | Plt %dK | ANC %d" % (wbc, hb, hb * 3, plt, int(float(anc) * 1000))
    return "%s > %.1f / %.0f < %d (ANC %d)" % (wbc, hb, hb * 3, plt, int(float(anc) * 1000))


def chem(rng, country):
    na, k = int(rng.uniform(132, 143)), rng.uniform(3.1, 5.2)
    if country == "AU":
        return ("Na %d, K %.1f, Cl %d, HCO3 %d, urea %.1f, creat %d, Ca %.2f, PO4 %.2f, Mg %.2f, urate %.2f, LDH %d"
                % (na, k, int(rng.uniform(98, 108)), int(rng.uniform(19, 27)), rng.uniform(2.0, 7.5), int(rng.uniform(22, 70)),
                   rng.uniform(2.1, 2.5), rng.uniform(0.9, 2.1), rng.uniform(0.6, 0.95), rng.uniform(0.15, 0.6), int(rng.uniform(220, 1900))))
    return ("Na %d, K %.1f, Cl %d, CO2 %d, BUN %d, Cr %.2f, Ca %.1f, Phos %.1f, Mg %.1f, uric acid %.1f, LDH %d"
            % (na, k, int(rng.uniform(98, 108)), int(rng.uniform(19, 27)), int(rng.uniform(5, 22)), rng.uniform(0.2, 0.8),
               rng.uniform(8.4, 10.1), rng.uniform(3.0, 6.4), rng.uniform(1.6, 2.3), rng.uniform(2.5, 9.5), int(rng.uniform(220, 1900))))


def lfts(rng, country):
    if country == "AU":
        return "ALT %d, AST %d, GGT %d, bili %d, albumin %d" % (int(rng.uniform(12, 190)), int(rng.uniform(15, 120)),
                                                            int(rng.uniform(10, 140)), int(rng.uniform(3, 30)), int(rng.uniform(28, 42)))
    return "ALT %d, AST %d, T bili %.1f, albumin %.1f" % (int(rng.uniform(12, 190)), int(rng.uniform(15, 120)),
                                                         rng.uniform(0.2, 1.8), rng.uniform(2.8, 4.2))


def crp(rng, country):
    return ("CRP %d mg/L" % int(rng.uniform(3, 140))) if country == "AU" else ("CRP %.1f mg/dL" % rng.uniform(0.3, 14))


def vitals(rng, age, febrile=False, country="US", style=0):
    t = rng.uniform(38.1, 39.9) if febrile else rng.uniform(36.2, 37.6)
    hr = int(rng.uniform(70, 120) + (40 if age < 3 else 0) + (20 if febrile else 0))
    rr = int(rng.uniform(16, 26) + (12 if age < 3 else 0))
    sbp = int(rng.uniform(88, 118) + age)
    dbp = int(sbp * rng.uniform(0.52, 0.66))
    sat = int(rng.uniform(95, 100))
    wt = max(4.0, age * rng.uniform(2.6, 3.6) + 8 if age else rng.uniform(5, 10))
    tf = t * 9 / 5 + 32
    if style == 0:
        tmp = ("T %.1f C" % t) if country == "AU" or rng.random() < 0.4 else ("T %.1f F" % tf)
        return "%s, HR %d, RR %d, BP %d/%d, SpO2 %d%% RA, wt %.1f kg" % (tmp, hr, rr, sbp, dbp, sat, wt)
    if style == 1:
        return "Temp %.1f | Pulse %d | Resp %d | BP %d/%d | Sat %d%% on room air | Weight %.1f kg" % (t, hr, rr, sbp, dbp, sat, wt)
    return "T%.1f HR%d RR%d BP%d/%d sats %d%% wt %.1fkg" % (t, hr, rr, sbp, dbp, sat, wt)


def bsa(rng, age):
    return "%.2f m2" % (0.3 + age * rng.uniform(0.055, 0.075))
