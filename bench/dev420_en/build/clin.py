"""Clinical content pools: diseases, products, regimens, medications with sigs,
lab panels, vitals and hard-negative phrases (drug/brand names, devices and
makers, eponyms, scores named after places or people, guideline years)."""

CART = [
    dict(gen="axicabtagene ciloleucel", brand="Yescarta", maker="Kite", short="axi-cel",
         dis="relapsed large B-cell lymphoma", dabbr="DLBCL", target="CD19", dose="2 x 10^6 CAR+ T cells/kg",
         lines=["R-CHOP x6", "R-ICE x2", "Pola-R-CHP x6", "R-GemOx x2", "glofitamab (4 cycles)"],
         bridge=["R-GemOx x1", "Pola-BR x1", "ISRT 20 Gy in 5# to the mediastinal mass", "dexamethasone pulse"],
         conditioning="Flu 30 mg/m2 + Cy 500 mg/m2 D-5 to D-3", myeloma=False),
    dict(gen="tisagenlecleucel", brand="Kymriah", maker="Novartis", short="tisa-cel",
         dis="relapsed follicular lymphoma", dabbr="FL", target="CD19", dose="0.6-6.0 x 10^8 CAR+ T cells",
         lines=["BR x6 then rituximab maintenance", "R-CHOP x6", "obinutuzumab-lenalidomide", "R-CVP x8"],
         bridge=["rituximab x1", "low-dose ISRT 4 Gy", "none required"],
         conditioning="Flu 25 mg/m2 + Cy 250 mg/m2 D-5 to D-3", myeloma=False),
    dict(gen="tisagenlecleucel", brand="Kymriah", maker="Novartis", short="tisa-cel",
         dis="relapsed B-cell acute lymphoblastic leukaemia", dabbr="B-ALL", target="CD19",
         dose="0.2-5.0 x 10^6 CAR+ T cells/kg",
         lines=["UKALL-style induction", "blinatumomab x2 cycles", "inotuzumab ozogamicin x2", "FLAG-Ida"],
         bridge=["vincristine/dexamethasone", "inotuzumab x1", "6-MP/MTX maintenance-style bridge"],
         conditioning="Flu 30 mg/m2 x4 + Cy 500 mg/m2 x2", myeloma=False),
    dict(gen="lisocabtagene maraleucel", brand="Breyanzi", maker="Bristol Myers Squibb", short="liso-cel",
         dis="relapsed DLBCL (transformed from FL)", dabbr="tFL", target="CD19",
         dose="100 x 10^6 CAR+ T cells (CD8:CD4 1:1)",
         lines=["R-CHOP x6", "R-DHAP x2", "tafasitamab-lenalidomide", "epcoritamab"],
         bridge=["R-GemOx x1", "polatuzumab-rituximab", "ISRT 30 Gy"],
         conditioning="Flu 30 mg/m2 + Cy 300 mg/m2 D-5 to D-3", myeloma=False),
    dict(gen="brexucabtagene autoleucel", brand="Tecartus", maker="Kite", short="brexu-cel",
         dis="relapsed mantle cell lymphoma", dabbr="MCL", target="CD19", dose="2 x 10^6 CAR+ T cells/kg",
         lines=["R-BAC x4", "BR x6 + rituximab maintenance", "ibrutinib", "acalabrutinib", "pirtobrutinib"],
         bridge=["ibrutinib continued to D-3", "R-BAC x1", "ISRT 24 Gy"],
         conditioning="Flu 30 mg/m2 + Cy 500 mg/m2 D-5 to D-3", myeloma=False),
    dict(gen="idecabtagene vicleucel", brand="Abecma", maker="Bristol Myers Squibb", short="ide-cel",
         dis="relapsed/refractory multiple myeloma", dabbr="RRMM", target="BCMA",
         dose="300-460 x 10^6 CAR+ T cells",
         lines=["VRd x4 then ASCT (Mel200)", "lenalidomide maintenance", "Dara-Pd", "KCd", "Isa-Kd"],
         bridge=["carfilzomib-dexamethasone", "cyclophosphamide-dexamethasone", "Pd x1 cycle"],
         conditioning="Flu 30 mg/m2 + Cy 300 mg/m2 D-5 to D-3", myeloma=True),
    dict(gen="ciltacabtagene autoleucel", brand="Carvykti", maker="Janssen", short="cilta-cel",
         dis="relapsed/refractory multiple myeloma", dabbr="RRMM", target="BCMA",
         dose="0.5-1.0 x 10^6 CAR+ T cells/kg",
         lines=["Dara-VTd x4 then ASCT", "lenalidomide maintenance", "KPd", "elranatamab", "teclistamab"],
         bridge=["Pd x1", "DPd", "carfilzomib-dexamethasone"],
         conditioning="Flu 30 mg/m2 + Cy 300 mg/m2 D-5 to D-3", myeloma=True),
]

ALLO = [
    dict(dis="acute myeloid leukaemia", abbr="AML", detail=["FLT3-ITD positive, NPM1 wild-type", "ELN 2022 adverse risk, complex karyotype",
         "NPM1 mutated, MRD persistent after C2", "TP53 mutated, monosomal karyotype", "inv(16), KIT D816V"],
         prior=["7+3 (DA 60) induction", "FLAG-Ida x2", "HiDAC consolidation x2", "azacitidine + venetoclax x4", "midostaurin with 7+3"]),
    dict(dis="myelodysplastic syndrome", abbr="MDS", detail=["IPSS-R high, excess blasts 12%", "IPSS-M very high, TP53 multi-hit",
         "MDS-EB2 with ASXL1 mutation"], prior=["azacitidine x6 cycles", "luspatercept", "decitabine x4"]),
    dict(dis="Philadelphia-positive acute lymphoblastic leukaemia", abbr="Ph+ ALL", detail=["BCR::ABL1 p190, MRD negative after ponatinib",
         "IKZF1-plus, T315I detected"], prior=["ponatinib + blinatumomab", "imatinib + hyper-CVAD x4", "dasatinib + prednisolone"]),
    dict(dis="primary myelofibrosis", abbr="PMF", detail=["DIPSS-plus intermediate-2, JAK2 V617F", "CALR type 1, ASXL1 co-mutation, MIPSS70 high"],
         prior=["ruxolitinib 20 mg BID", "fedratinib", "momelotinib"]),
    dict(dis="severe aplastic anaemia", abbr="SAA", detail=["PNH clone 4%, transfusion dependent", "failed hATG/ciclosporin"],
         prior=["hATG + ciclosporin + eltrombopag", "ciclosporin monotherapy"]),
    dict(dis="chronic myelomonocytic leukaemia", abbr="CMML", detail=["CPSS-Mol high risk", "CMML-2 with RUNX1"],
         prior=["azacitidine x5", "hydroxycarbamide"]),
    dict(dis="peripheral T-cell lymphoma", abbr="PTCL-NOS", detail=["relapsed after CHOEP", "CR2 after GDP"],
         prior=["CHOEP x6", "GDP x3", "brentuximab vedotin"]),
]
AUTO = [
    dict(dis="multiple myeloma", abbr="MM", regimen="Mel200", prior=["VRd x4", "Dara-VTd x4"], detail=["R-ISS II, t(4;14)", "IgG kappa, VGPR after induction"]),
    dict(dis="relapsed Hodgkin lymphoma", abbr="cHL", regimen="BEAM", prior=["ABVD x6", "ICE x2", "brentuximab-bendamustine x4"], detail=["Deauville 2 after salvage", "primary refractory"]),
    dict(dis="relapsed DLBCL", abbr="DLBCL", regimen="BEAM", prior=["R-CHOP x6", "R-ICE x3"], detail=["late relapse, chemosensitive", "PR after R-DHAP"]),
]

REGIMENS = {
    "Flu/Bu4": [("Fludarabine", "40 mg/m2 IV", [-6, -5, -4, -3]), ("Busulfan (Busulfex)", "3.2 mg/kg IV, PK-guided to AUC 90 mg.h/L", [-5, -4, -3, -2])],
    "Flu/Bu2": [("Fludarabine", "30 mg/m2 IV", [-6, -5, -4, -3, -2]), ("Busulfan", "3.2 mg/kg IV", [-3, -2])],
    "Flu/Mel": [("Fludarabine", "30 mg/m2 IV", [-6, -5, -4, -3, -2]), ("Melphalan", "140 mg/m2 IV", [-2])],
    "Cy/TBI": [("Cyclophosphamide", "60 mg/kg IV with mesna", [-6, -5]), ("TBI", "12 Gy in 6 fractions BID", [-3, -2, -1])],
    "Flu/Cy/TBI + PTCy": [("Fludarabine", "30 mg/m2 IV", [-6, -5, -4, -3, -2]), ("Cyclophosphamide", "14.5 mg/kg IV", [-6, -5]),
                          ("TBI", "2 Gy single fraction", [-1]), ("Cyclophosphamide (PTCy)", "50 mg/kg IV with mesna", [3, 4])],
    "FluTreo": [("Fludarabine", "30 mg/m2 IV", [-6, -5, -4, -3, -2]), ("Treosulfan", "14 g/m2 IV", [-6, -5, -4])],
    "BEAM": [("Carmustine (BiCNU)", "300 mg/m2 IV", [-6]), ("Etoposide", "200 mg/m2 IV", [-5, -4, -3, -2]),
             ("Cytarabine", "200 mg/m2 IV BID", [-5, -4, -3, -2]), ("Melphalan", "140 mg/m2 IV", [-1])],
    "Mel200": [("Melphalan", "200 mg/m2 IV", [-1])],
    "Flu/Cy (lymphodepletion)": [("Fludarabine", "30 mg/m2 IV", [-5, -4, -3]), ("Cyclophosphamide", "500 mg/m2 IV", [-5, -4, -3])],
}
GVHD_PROPH = ["tacrolimus + mini-methotrexate (D+1, +3, +6, +11)", "PTCy + tacrolimus + MMF",
              "ciclosporin + MMF", "ATG (Thymoglobulin 4.5 mg/kg total) + tacrolimus + MTX",
              "alemtuzumab 30 mg + ciclosporin", "ATG-Grafalon + ciclosporin + MTX", "abatacept + tacrolimus + MTX"]
DONORS = ["10/10 matched unrelated donor", "HLA-identical sibling", "haploidentical son", "haploidentical daughter",
          "9/10 MMUD (DQB1 mismatch)", "haploidentical brother", "double cord blood units (4/6, 5/6)",
          "9/10 MMUD (A antigen mismatch)", "HLA-identical sister"]

MEDS_CART = ["levetiracetam 500 mg PO BID (ICANS prophylaxis, D0 to D+30)", "aciclovir 400 mg PO BID",
             "acyclovir 800 mg PO BID", "fluconazole 400 mg PO daily", "posaconazole DR 300 mg PO daily",
             "co-trimoxazole 960 mg PO Mon/Wed/Fri", "TMP-SMX DS 1 tab PO MWF (start D+21)",
             "allopurinol 300 mg PO daily", "ondansetron 8 mg PO/IV q8h PRN", "pantoprazole 40 mg PO daily",
             "paracetamol 1 g PO q6h PRN temp >38", "acetaminophen 650 mg PO q6h PRN",
             "filgrastim 5 mcg/kg SC daily from D+14 if ANC <0.5", "entecavir 0.5 mg PO daily (anti-HBc+)",
             "letermovir 480 mg PO daily", "loperamide 2 mg PO PRN", "senna 15 mg PO nocte", "IVIG 0.4 g/kg if IgG <4",
             "omeprazole 20 mg PO daily", "chlorhexidine 0.2% mouthwash QID", "metoclopramide 10 mg PO TID PRN"]
MEDS_ALLO = ["tacrolimus 1.5 mg PO BID (trough target 5-10)", "ciclosporin 125 mg PO BID (level 150-250)",
             "mycophenolate mofetil 1 g PO BID", "ursodeoxycholic acid 300 mg PO TID (VOD prophylaxis)",
             "ursodiol 300 mg PO TID", "letermovir 480 mg PO daily (to D+100)", "posaconazole 300 mg PO daily",
             "aciclovir 400 mg PO BID", "co-trimoxazole 480 mg PO daily", "magnesium glycerophosphate 4 mmol PO TID",
             "magnesium oxide 400 mg PO BID", "amlodipine 5 mg PO daily", "pantoprazole 40 mg IV daily",
             "defibrotide 6.25 mg/kg IV q6h", "ondansetron 8 mg IV q8h", "morphine PCA (mucositis)",
             "piperacillin-tazobactam 4.5 g IV q6h", "meropenem 1 g IV q8h", "vancomycin IV per levels",
             "caspofungin 50 mg IV daily", "G-CSF 5 mcg/kg SC daily from D+5", "phytomenadione 10 mg IV weekly",
             "nystatin 1 mL QID", "lorazepam 0.5 mg PO q6h PRN", "hydrocortisone 50 mg IV q6h",
             "methylprednisolone 2 mg/kg/day IV", "budesonide 3 mg PO TID", "beclomethasone 1 mg PO QID"]
MEDS_GVHD = ["ruxolitinib (Jakafi/Jakavi) 10 mg PO BID", "belumosudil (Rezurock) 200 mg PO daily",
             "prednisolone 20 mg PO daily, tapering", "ibrutinib 420 mg PO daily",
             "tacrolimus 0.5 mg PO BID", "sirolimus 1 mg PO daily (level 5-10)", "clobetasol 0.05% ointment BID to plaques",
             "dexamethasone 0.5 mg/5 mL mouthwash swish and spit QID", "tacrolimus 0.1% ointment BID",
             "ciclosporin 0.05% eye drops BID", "preservative-free artificial tears hourly", "calcium + vitamin D 1 tab daily",
             "alendronate 70 mg PO weekly", "penicillin V 250 mg PO BID (functional hyposplenism)",
             "azithromycin 250 mg PO MWF (BOS)", "montelukast 10 mg PO nightly", "fluticasone/formoterol 250/10 2 puffs BID",
             "pilocarpine 5 mg PO TID", "valganciclovir 900 mg PO BID", "extracorporeal photopheresis (ECP) fortnightly"]

SCALES = ["Karnofsky 80%", "Karnofsky 70%", "KPS 90", "ECOG 1", "ECOG 0", "Lansky 80", "HCT-CI (Sorror) 3",
          "HCT-CI 1", "EBMT risk score 4", "DRI intermediate", "CAR-HEMATOTOX low (score 1)", "CAR-HEMATOTOX high (score 3)",
          "EASIX 2.1", "R-ISS II", "IPI 3", "Ann Arbor stage IVB", "Ann Arbor stage IIIA", "Deauville 4", "Deauville 3",
          "Lugano 2014 PR", "Lugano 2014 CR", "Glasgow Coma Scale 15", "NYHA class I", "Edmonton Symptom Assessment score 22",
          "Bristol stool type 6", "Waterlow 14", "Braden 17", "MUST score 2", "Wells score 1", "Geneva score low",
          "Richmond Agitation-Sedation Scale 0", "CKD-EPI eGFR 84", "Cockcroft-Gault CrCl 71 mL/min", "Clinical Frailty Scale 3",
          "Charlson comorbidity index 4", "Minnesota standard-risk aGVHD", "Minnesota high-risk aGVHD"]
EPONYMS = ["Hickman line", "Groshong catheter", "Foley catheter", "Port-a-Cath", "Philadelphia chromosome",
           "Epstein-Barr virus", "Burkitt lymphoma (excluded)", "Hodgkin lymphoma", "Waldenstrom macroglobulinaemia",
           "Richter transformation", "Coombs test negative", "Gilbert's syndrome", "Kaposi sarcoma (none)",
           "Seattle criteria", "modified Seattle criteria", "Baltimore criteria", "Glucksberg grade II",
           "Schirmer test", "Cairo-Bishop criteria", "Bearman toxicity grade 1", "Sjogren-like sicca",
           "Raynaud phenomenon", "Cushingoid features", "Bell's palsy (no)", "Baker's cyst", "Parkinsonism (nil)",
           "Guillain-Barre (excluded)", "Addison crisis risk", "Wernicke (nil)", "Hashimoto thyroiditis",
           "Crohn's (no)", "Romberg negative", "Babinski downgoing"]
DEVICES = ["Spectra Optia (Terumo BCT)", "Amicus (Fresenius Kabi)", "CliniMACS Prodigy (Miltenyi)",
           "Alaris pump (BD)", "Sapphire infusion pump", "Bard PowerPICC", "Vascath (Bard)", "Hickman 10 Fr double-lumen",
           "MVE Vapor Shipper", "Cryoport dry shipper", "Sysmex XN analyser", "BacT/ALERT", "Plasmatherm thawer",
           "ThermoGenesis thaw bath", "Welch Allyn Connex monitor", "Philips IntelliVue", "Omnicell cabinet",
           "Nexus programmable freezer", "Abbott FreeStyle Libre", "Dexcom G7"]
GUIDELINE_REFS = ["ASTCT 2019 consensus grading", "CTCAE v5.0", "NCCN 2024 guidance", "EBMT 2022 handbook",
                  "NIH 2014 consensus criteria", "MAGIC criteria", "ELN 2022", "IMWG 2016 response criteria",
                  "Lugano 2014", "EBMT/JACIE standards", "FACT-JACIE 8th edition", "CIBMTR forms", "NMDP search protocol",
                  "BSBMTCT 2023 recommendations", "ASCO 2021 guideline", "Lee 2014 CRS criteria", "CARTOX-10",
                  "EBMT 2024 vaccination schedule", "IDSA 2023 neutropenic fever guidance"]


def pick(rng, pool, k):
    k = min(k, len(pool))
    return rng.sample(pool, k)


def vitals(rng, febrile=False, style=0):
    t = round(rng.uniform(38.1, 39.8) if febrile else rng.uniform(36.2, 37.6), 1)
    hr = rng.randint(95, 132) if febrile else rng.randint(62, 98)
    sbp = rng.randint(86, 112) if febrile and rng.random() < 0.4 else rng.randint(100, 148)
    dbp = rng.randint(48, 88)
    rr = rng.randint(14, 24)
    sat = rng.randint(91, 100)
    o2 = rng.choice(["RA", "RA", "RA", "2L NC", "room air"]) if not febrile else rng.choice(["RA", "2 L NP", "4L NC", "RA"])
    if style == 0:
        return "T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%% %s" % (t, hr, sbp, dbp, rr, sat, o2)
    if style == 1:
        return "Temp %.1fC, P %d, BP %d/%d, RR %d, sats %d%% on %s" % (t, hr, sbp, dbp, rr, sat, o2)
    return "obs: %.1f / %d / %d/%d / %d / %d%% %s" % (t, hr, sbp, dbp, rr, sat, o2)


PHASE = {
    "nadir": dict(wbc=(0.0, 0.4), anc=(0.0, 0.1), hb=(72, 92), plt=(6, 35), alc=(0.0, 0.2)),
    "engraft": dict(wbc=(0.8, 3.2), anc=(0.5, 2.1), hb=(78, 100), plt=(14, 60), alc=(0.1, 0.6)),
    "recovered": dict(wbc=(3.0, 8.5), anc=(1.8, 5.9), hb=(98, 138), plt=(90, 260), alc=(0.6, 2.4)),
    "baseline": dict(wbc=(3.5, 9.8), anc=(2.0, 6.5), hb=(105, 150), plt=(140, 380), alc=(0.7, 2.2)),
}


def lab_panel(rng, phase, si=True, style="table", extra=()):
    r = PHASE[phase]
    u = lambda k: rng.uniform(*r[k])
    wbc, anc, hb, plt, alc = u("wbc"), u("anc"), u("hb"), rng.randint(*r["plt"]), u("alc")
    anc = min(anc, wbc)
    sick = phase in ("nadir", "engraft")
    na, k = rng.randint(129 if sick else 135, 144), rng.uniform(3.1 if sick else 3.6, 5.2 if sick else 4.9)
    cr_si = rng.randint(48, 160 if sick else 118)
    bili = rng.randint(5, 48 if sick else 22)
    alt = rng.randint(9, 190 if sick else 58)
    alb = rng.randint(24 if sick else 34, 42 if sick else 46)
    mg = rng.uniform(0.52 if sick else 0.68, 0.95)
    crp = rng.choice([rng.uniform(0.5, 9), rng.uniform(12, 240)]) if sick else rng.uniform(0.4, 11)
    ferr = rng.randint(300, 18000) if sick else rng.randint(25, 2600)
    ldh = rng.randint(160, 900) if sick else rng.randint(130, 290)
    fib = rng.uniform(1.1, 6.5) if sick else rng.uniform(1.9, 4.6)
    rows = []
    if si:
        rows += [("WBC", "%.1f" % wbc, "x10^9/L", "4.0-11.0"), ("Hb", "%d" % hb, "g/L", "130-170"),
                 ("Plt", "%d" % plt, "x10^9/L", "150-400"), ("Neut", "%.2f" % anc, "x10^9/L", "2.0-7.5"),
                 ("Lymph", "%.2f" % alc, "x10^9/L", "1.0-4.0"), ("Na", "%d" % na, "mmol/L", "135-145"),
                 ("K", "%.1f" % k, "mmol/L", "3.5-5.3"), ("Creat", "%d" % cr_si, "umol/L", "59-104"),
                 ("Bili", "%d" % bili, "umol/L", "0-21"), ("ALT", "%d" % alt, "U/L", "0-41"),
                 ("Alb", "%d" % alb, "g/L", "35-50"), ("Mg", "%.2f" % mg, "mmol/L", "0.70-1.00"),
                 ("CRP", "%.0f" % crp, "mg/L", "<5"), ("Ferritin", "%d" % ferr, "ug/L", "30-400"),
                 ("LDH", "%d" % ldh, "U/L", "135-225"), ("Fibrinogen", "%.1f" % fib, "g/L", "1.5-4.0")]
    else:
        rows += [("WBC", "%.1f" % wbc, "K/uL", "4.0-11.0"), ("Hgb", "%.1f" % (hb / 10.0), "g/dL", "13.5-17.5"),
                 ("Plt", "%d" % plt, "K/uL", "150-400"), ("ANC", "%d" % int(anc * 1000), "/uL", "1500-7500"),
                 ("ALC", "%d" % int(alc * 1000), "/uL", "1000-4000"), ("Na", "%d" % na, "mEq/L", "135-145"),
                 ("K", "%.1f" % k, "mEq/L", "3.5-5.1"), ("Cr", "%.2f" % (cr_si / 88.4), "mg/dL", "0.7-1.3"),
                 ("T bili", "%.1f" % (bili / 17.1), "mg/dL", "0.2-1.2"), ("ALT", "%d" % alt, "U/L", "7-56"),
                 ("Albumin", "%.1f" % (alb / 10.0), "g/dL", "3.5-5.0"), ("Mg", "%.1f" % (mg * 2.43), "mg/dL", "1.7-2.2"),
                 ("CRP", "%.1f" % (crp / 10.0), "mg/dL", "<0.5"), ("Ferritin", "%d" % ferr, "ng/mL", "24-336"),
                 ("LDH", "%d" % ldh, "U/L", "140-280"), ("Fibrinogen", "%d" % int(fib * 100), "mg/dL", "200-400")]
    for e in extra:
        rows.append(e)
    keep = rows[:5] + rng.sample(rows[5:], rng.randint(4, len(rows) - 5))
    order = {r[0]: i for i, r in enumerate(rows)}
    keep.sort(key=lambda r: order[r[0]])
    if style == "inline":
        return ", ".join("%s %s" % (a, b) for a, b, _, _ in keep)
    if style == "slash":
        return " / ".join(b for _, b, _, _ in keep[:4]) + "  (WBC/Hb/Plt/ANC); " + ", ".join(
            "%s %s" % (a, b) for a, b, _, _ in keep[4:])
    out = []
    for a, b, unit, rng_ in keep:
        flag = ""
        try:
            lo, hi = rng_.split("-")
            v = float(b)
            flag = "L" if v < float(lo) else ("H" if v > float(hi) else "")
        except ValueError:
            flag = "H" if rng_.startswith("<") and float(b) > float(rng_[1:]) else ""
        out.append("  %-11s %8s %-2s %-8s (%s)" % (a, b, flag, unit, rng_))
    return "\n".join(out)


def drug_levels(rng):
    out = []
    if rng.random() < 0.6:
        out.append("tacrolimus trough %.1f ng/mL (target 5-10)" % rng.uniform(3.1, 16.0))
    if rng.random() < 0.5:
        out.append(rng.choice(["CMV PCR not detected", "CMV PCR 210 IU/mL (below treatment threshold)",
                               "CMV DNA 1,840 IU/mL - pre-emptive threshold reached", "CMV PCR <35 IU/mL"]))
    if rng.random() < 0.4:
        out.append(rng.choice(["EBV PCR not detected", "EBV 3,400 copies/mL", "adenovirus PCR neg", "HHV-6 PCR 1,200 copies/mL"]))
    if rng.random() < 0.3:
        out.append("IL-6 %d pg/mL" % rng.randint(8, 2400))
    return out


def exam(rng, gvhd=False, cart=False):
    parts = [rng.choice(["Alert, comfortable at rest.", "Looks tired but well.", "Sitting out in chair, NAD.",
                         "Drowsy but rousable, oriented x3.", "Pale, mildly dehydrated."]),
             rng.choice(["Chest clear bilat.", "Fine bibasal creps.", "Good AE, no wheeze.", "Reduced AE R base."]),
             rng.choice(["HS I+II+0.", "Tachycardic, regular, no murmur.", "CVS: NAD."]),
             rng.choice(["Abdo soft, mild RUQ tenderness, no hepatomegaly.", "Abdo SNT, BS present.",
                         "Abdomen soft, mildly distended, wt up 1.8 kg.", "Abdo soft; liver edge 2 cm."]),
             rng.choice(["Hickman site clean/dry, no erythema.", "PICC site clean.", "CVC exit site mild erythema, swabbed.",
                         "Line site clean; dressing changed."]),
             rng.choice(["Mucositis WHO grade 2.", "Mouth: white plaques buccal mucosa.", "Oral mucosa intact.",
                         "Mucositis grade 3, on PCA."]) if not cart else rng.choice([
                         "Neuro: no tremor, no dysgraphia, CN intact.", "Neuro: mild intention tremor, writing legible.",
                         "Neuro: oriented, follows commands, no focal deficit.", "Fundi not examined; no meningism."])]
    if gvhd:
        parts.append(rng.choice(["Maculopapular rash palms/soles ~25% BSA.", "Erythematous rash trunk ~40% BSA, no bullae.",
                                 "Lichenoid changes buccal mucosa.", "Skin: no rash."]))
    return " ".join(parts)
