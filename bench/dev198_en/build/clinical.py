"""Non-PHI clinical content: vitals, labs, organisms, drugs (author 198)."""


def r1(rng, lo, hi):
    return "%.1f" % (lo + (hi - lo) * rng.random())


def r2(rng, lo, hi):
    return "%.2f" % (lo + (hi - lo) * rng.random())


def ri(rng, lo, hi):
    return str(rng.randint(lo, hi))


def vitals(rng, country="US", febrile=None, compact=None):
    if febrile is None:
        febrile = rng.random() < 0.5
    tc = 38.1 + 1.6 * rng.random() if febrile else 36.3 + 0.9 * rng.random()
    if country == "US" and rng.random() < 0.5:
        t = "T %.1f F" % (tc * 9 / 5 + 32)
    else:
        t = "T %.1f C" % tc
    hr = rng.randint(96, 128) if febrile else rng.randint(62, 94)
    sbp = rng.randint(92, 148)
    dbp = rng.randint(54, 92)
    rr = rng.randint(14, 26)
    sat = rng.randint(90, 100)
    o2 = rng.choice(["RA", "RA", "2L NC", "RA", "4L NC"])
    if compact is None:
        compact = rng.random() < 0.5
    if compact:
        return "%s | HR %d | BP %d/%d | RR %d | SpO2 %d%% %s" % (t, hr, sbp, dbp, rr, sat, o2)
    return ("%s, HR %d, BP %d/%d, RR %d, SpO2 %d%% on %s, wt %s kg"
            % (t, hr, sbp, dbp, rr, sat, o2, r1(rng, 41, 112)))


def basic_labs(rng, country="US"):
    if country == "ZA":
        return ("WBC %s, Hb %s g/dL, Plt %s; Na %s, K %s, urea %s mmol/L, creat %s umol/L, "
                "glucose %s mmol/L" % (r1(rng, 2.1, 21.5), r1(rng, 6.2, 15.1),
                                       ri(rng, 48, 510), ri(rng, 126, 144), r1(rng, 3.1, 5.4),
                                       r1(rng, 2.1, 24), ri(rng, 48, 260), r1(rng, 3.9, 17)))
    return ("WBC %s, Hgb %s, Plt %s; Na %s, K %s, HCO3 %s, BUN %s, Cr %s, glucose %s"
            % (r1(rng, 2.1, 21.5), r1(rng, 7.2, 15.1), ri(rng, 48, 510),
               ri(rng, 126, 144), r1(rng, 3.1, 5.4), ri(rng, 16, 29),
               ri(rng, 6, 48), r2(rng, 0.5, 2.9), ri(rng, 72, 310)))


def lft(rng):
    return ("AST %s, ALT %s, ALP %s, T bili %s, albumin %s"
            % (ri(rng, 14, 190), ri(rng, 9, 210), ri(rng, 48, 420),
               r1(rng, 0.2, 3.4), r1(rng, 1.9, 4.6)))


def inflam(rng):
    return "CRP %s mg/L, ESR %s mm/h, procalcitonin %s ng/mL" % (
        ri(rng, 3, 310), ri(rng, 8, 120), r2(rng, 0.04, 18.0))


ABX_IV = ["cefazolin 2 g IV q8h", "vancomycin IV per pharmacy dosing (AUC 400-600)",
          "ceftriaxone 2 g IV q24h", "piperacillin-tazobactam 4.5 g IV q6h",
          "meropenem 1 g IV q8h", "cefepime 2 g IV q8h", "daptomycin 8 mg/kg IV q24h",
          "ertapenem 1 g IV q24h", "nafcillin 2 g IV q4h", "ampicillin 2 g IV q4h",
          "ceftazidime-avibactam 2.5 g IV q8h", "micafungin 100 mg IV daily",
          "liposomal amphotericin B 3 mg/kg IV daily", "oxacillin 2 g IV q4h",
          "penicillin G 4 million units IV q4h", "ampicillin-sulbactam 3 g IV q6h"]
ABX_PO = ["amoxicillin-clavulanate 875/125 mg PO BID", "linezolid 600 mg PO BID",
          "doxycycline 100 mg PO BID", "levofloxacin 750 mg PO daily",
          "TMP-SMX DS 1 tab PO BID", "cephalexin 500 mg PO QID",
          "nitrofurantoin 100 mg PO BID", "metronidazole 500 mg PO TID",
          "fidaxomicin 200 mg PO BID", "vancomycin 125 mg PO QID",
          "fluconazole 400 mg PO daily", "cefpodoxime 200 mg PO BID",
          "rifampin 300 mg PO BID", "clindamycin 300 mg PO TID",
          "azithromycin 500 mg PO daily", "ciprofloxacin 500 mg PO BID"]

COMORBID = ["type 2 diabetes (HbA1c 9.4%)", "HTN", "CKD stage 3b", "ESRD on HD MWF",
            "HIV on ART", "cirrhosis (Child-Pugh B)", "COPD", "heart failure (EF 35%)",
            "opioid use disorder on buprenorphine", "active injection drug use",
            "alcohol use disorder", "prior MRSA skin infections", "hep C (treated)",
            "chronic hep B", "sickle cell disease", "s/p kidney transplant on tacrolimus",
            "rheumatoid arthritis on adalimumab", "morbid obesity (BMI 44)",
            "prosthetic aortic valve", "L TKA", "peripheral vascular disease",
            "prior pulmonary TB", "epilepsy on valproate"]

ALLERGIES = ["NKDA", "penicillin (rash as child)", "sulfa (hives)",
             "vancomycin (infusion reaction, tolerated with slow rate)",
             "cephalexin (GI upset)", "NKDA", "codeine (nausea)",
             "penicillin (anaphylaxis)", "NKDA", "ciprofloxacin (tendinopathy)"]

ART_US = ["bictegravir/emtricitabine/TAF (Biktarvy) 1 tab daily",
          "dolutegravir/lamivudine (Dovato) 1 tab daily",
          "darunavir/cobicistat/FTC/TAF (Symtuza) 1 tab daily",
          "dolutegravir 50 mg + FTC/TAF 200/25 mg daily",
          "cabotegravir/rilpivirine LA (Cabenuva) IM q2 months",
          "doravirine/3TC/TDF (Delstrigo) 1 tab daily",
          "raltegravir 1200 mg daily + FTC/TAF"]
ART_ZA = ["TLD (tenofovir/lamivudine/dolutegravir) 1 tab daily",
          "TLD 1 tab nocte", "TEE (TDF/FTC/EFV) 1 tab daily",
          "AZT/3TC + LPV/r 2nd line", "TLD + DTG 50 mg 12 hourly (on rifampicin)",
          "ABC/3TC + DTG", "TDF/3TC + ATV/r"]

ORGS = {
    "MSSA": ("Staphylococcus aureus (MSSA)", [
        ("Oxacillin", ["0.5", "<=0.25"], "S"), ("Cefazolin", ["<=1", "<=2"], "S"),
        ("Vancomycin", ["1", "<=0.5"], "S"), ("Clindamycin", ["<=0.25", ">=4"], "SR"),
        ("Erythromycin", [">=8", "<=0.25"], "RS"), ("TMP-SMX", ["<=10", "<=10"], "S"),
        ("Doxycycline", ["<=0.5", "1"], "S"), ("Daptomycin", ["0.5", "0.25"], "S"),
        ("Linezolid", ["2", "1"], "S"), ("Rifampin", ["<=0.5", "<=0.5"], "S")]),
    "MRSA": ("Staphylococcus aureus (MRSA)", [
        ("Oxacillin", [">=4"], "R"), ("Cefazolin", [">=8"], "R"),
        ("Vancomycin", ["1", "2", "<=0.5"], "S"), ("Clindamycin", [">=4", "<=0.25"], "RS"),
        ("TMP-SMX", ["<=10", ">=320"], "SR"), ("Doxycycline", ["<=0.5", "2"], "S"),
        ("Daptomycin", ["0.5", "1"], "S"), ("Linezolid", ["2", "1"], "S"),
        ("Ceftaroline", ["0.5", "1"], "S")]),
    "ECOLI": ("Escherichia coli", [
        ("Ampicillin", [">=32", "4"], "RS"), ("Amoxicillin-clavulanate", ["8", "16/8"], "SI"),
        ("Ceftriaxone", ["<=1", "<=0.25"], "S"), ("Cefepime", ["<=1"], "S"),
        ("Piperacillin-tazobactam", ["<=4", "8"], "S"), ("Meropenem", ["<=0.25"], "S"),
        ("Ciprofloxacin", [">=4", "<=0.25"], "RS"), ("Gentamicin", ["<=1"], "S"),
        ("TMP-SMX", [">=320", "<=20"], "RS"), ("Nitrofurantoin", ["<=16", "32"], "S")]),
    "ESBL": ("Escherichia coli (ESBL-producing)", [
        ("Ampicillin", [">=32"], "R"), ("Ceftriaxone", [">=64", "32"], "R"),
        ("Cefepime", [">=32", "16"], "R"), ("Piperacillin-tazobactam", ["16", ">=128"], "IR"),
        ("Ertapenem", ["<=0.5"], "S"), ("Meropenem", ["<=0.25"], "S"),
        ("Ciprofloxacin", [">=4"], "R"), ("Gentamicin", ["<=1", ">=16"], "SR"),
        ("Amikacin", ["<=2", "4"], "S"), ("TMP-SMX", [">=320"], "R"),
        ("Nitrofurantoin", ["<=16"], "S")]),
    "KPC": ("Klebsiella pneumoniae (carbapenem-resistant, KPC detected)", [
        ("Ceftriaxone", [">=64"], "R"), ("Cefepime", [">=32"], "R"),
        ("Ertapenem", [">=8"], "R"), ("Meropenem", [">=16", "8"], "R"),
        ("Ceftazidime-avibactam", ["2", "1"], "S"), ("Meropenem-vaborbactam", ["<=1"], "S"),
        ("Amikacin", ["4", "<=2"], "S"), ("Gentamicin", [">=16"], "R"),
        ("Tigecycline", ["2", "1"], "S"), ("Colistin", ["<=0.5"], "I")]),
    "KPNEU": ("Klebsiella pneumoniae", [
        ("Ampicillin", [">=32"], "R"), ("Cefazolin", ["<=4", "8"], "S"),
        ("Ceftriaxone", ["<=1"], "S"), ("Cefepime", ["<=1"], "S"),
        ("Meropenem", ["<=0.25"], "S"), ("Ciprofloxacin", ["<=0.25"], "S"),
        ("TMP-SMX", ["<=20", ">=320"], "SR"), ("Gentamicin", ["<=1"], "S")]),
    "PSA": ("Pseudomonas aeruginosa", [
        ("Piperacillin-tazobactam", ["8", "64"], "SR"), ("Cefepime", ["4", "16"], "SI"),
        ("Ceftazidime", ["4", "32"], "SR"), ("Meropenem", ["1", "8"], "SR"),
        ("Ciprofloxacin", ["0.5", "2"], "SI"), ("Tobramycin", ["<=1"], "S"),
        ("Ceftolozane-tazobactam", ["1", "2"], "S")]),
    "EFAE": ("Enterococcus faecalis", [
        ("Ampicillin", ["<=2", "1"], "S"), ("Vancomycin", ["1", "2"], "S"),
        ("Gentamicin synergy", ["SYN-S", "SYN-R"], "SR"), ("Linezolid", ["2"], "S"),
        ("Daptomycin", ["1", "2"], "S"), ("Nitrofurantoin", ["<=16"], "S")]),
    "VRE": ("Enterococcus faecium (VRE)", [
        ("Ampicillin", [">=32"], "R"), ("Vancomycin", [">=32"], "R"),
        ("Linezolid", ["2", "1"], "S"), ("Daptomycin", ["2", "4"], "S"),
        ("Tetracycline", [">=16", "<=1"], "RS")]),
    "ACB": ("Acinetobacter baumannii complex", [
        ("Ampicillin-sulbactam", ["16", ">=32"], "IR"), ("Meropenem", [">=16"], "R"),
        ("Cefepime", [">=64"], "R"), ("Amikacin", ["8", ">=64"], "SR"),
        ("Minocycline", ["<=1", "4"], "S"), ("Colistin", ["<=0.5", "1"], "I"),
        ("Cefiderocol", ["0.5"], "S")]),
    "SPN": ("Streptococcus pneumoniae", [
        ("Penicillin (non-meningitis)", ["<=0.06", "0.12"], "S"),
        ("Ceftriaxone (non-meningitis)", ["<=0.12", "0.5"], "S"),
        ("Levofloxacin", ["1"], "S"), ("Erythromycin", [">=1", "<=0.12"], "RS"),
        ("Vancomycin", ["0.25", "0.5"], "S")]),
}
ORG_KEYS = ["MSSA", "MRSA", "ECOLI", "ESBL", "KPC", "KPNEU", "PSA", "EFAE", "VRE",
            "ACB", "SPN"]


def susc_rows(rng, key):
    name, rows = ORGS[key]
    out = []
    for drug, mics, interp in rows:
        i = rng.randrange(len(mics))
        it = interp[min(i, len(interp) - 1)] if len(interp) > 1 else interp
        out.append((drug, mics[i], it))
    return name, out


SPECIMENS = ["Blood culture, peripheral", "Blood culture, PICC line", "Urine, clean catch",
             "Urine, catheter", "Wound swab, L foot", "Tissue, R calcaneus bone",
             "Sputum, expectorated", "Bronchoalveolar lavage, RLL", "CSF",
             "Joint fluid, R knee", "Abscess aspirate, L thigh", "Pleural fluid",
             "Peritoneal fluid", "Wound, sternal"]

HIV_OI = ["cryptococcal meningitis", "PJP", "disseminated MAC", "CMV retinitis",
          "TB meningitis", "oesophageal candidiasis", "toxoplasma encephalitis",
          "Kaposi sarcoma", "PML", "histoplasmosis"]


def cd4_vl_rows(rng, n, suppressed_trend=True):
    """Returns list of (cd4, cd4pct, vl_text) oldest first."""
    rows = []
    cd4 = rng.randint(8, 380)
    vl = rng.choice([18400, 96500, 245000, 1120000, 51200, 7890])
    for i in range(n):
        if suppressed_trend:
            cd4 = min(1100, cd4 + rng.randint(-20, 160))
            if i == 0:
                vtxt = "{:,}".format(vl)
            elif i == 1 and rng.random() < 0.5:
                vtxt = "{:,}".format(rng.randint(60, 2400))
            else:
                vtxt = rng.choice(["<20", "<50", "TND", "<40", "32", "<20"])
        else:
            cd4 = max(3, cd4 + rng.randint(-90, 60))
            vtxt = "{:,}".format(rng.randint(1200, 480000))
        pct = max(1, min(45, int(cd4 / 24 + rng.randint(-2, 3))))
        rows.append((cd4, pct, vtxt))
    return rows


TB_REGIMENS = ["2HRZE/4HR (fixed-dose combination, 4 tabs daily, weight band 55-70 kg)",
               "2HRZE/4HR, RHZE 150/75/400/275 x 3 tabs",
               "BPaLM (bedaquiline, pretomanid, linezolid, moxifloxacin) x 6 months",
               "2HRZE/7HR (TB spine, extended continuation)",
               "RHZE 4 tabs daily; pyridoxine 25 mg daily",
               "short MDR regimen: Bdq-Lfx-Cfz-Eto-E-Hh-Z"]
