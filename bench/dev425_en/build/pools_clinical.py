"""Clinical vocabulary: drugs, brands, devices, scores, guidelines, labs.
Everything here is a hard negative (never PHI)."""

BIOLOGICS = [
    {"g": "infliximab", "b": ["Remicade", "Remsima", "Inflectra", "Flixabi", "Zessly"], "route": "IV",
     "ind": "5 mg/kg IV at weeks 0, 2 and 6", "mnt": ["5 mg/kg IV q8w", "10 mg/kg IV q8w", "5 mg/kg IV q6w", "10 mg/kg IV q4w"],
     "sc": "Remsima SC 120 mg every 2 weeks", "tgt": "3-7", "unit": "mg/L", "ab": "anti-infliximab antibodies"},
    {"g": "adalimumab", "b": ["Humira", "Amgevita", "Imraldi", "Hyrimoz", "Idacio", "Yuflyma", "Hulio"], "route": "SC",
     "ind": "160 mg SC wk 0, 80 mg wk 2", "mnt": ["40 mg SC EOW", "40 mg SC weekly", "80 mg SC EOW"],
     "sc": "40 mg pen fortnightly", "tgt": "5-10", "unit": "mg/L", "ab": "anti-adalimumab antibodies"},
    {"g": "vedolizumab", "b": ["Entyvio"], "route": "IV",
     "ind": "300 mg IV at weeks 0, 2 and 6", "mnt": ["300 mg IV q8w", "300 mg IV q4w", "108 mg SC q2w"],
     "sc": "Entyvio 108 mg SC pen every 2 weeks", "tgt": ">12", "unit": "mg/L", "ab": "anti-vedolizumab antibodies"},
    {"g": "ustekinumab", "b": ["Stelara", "Wezenla", "Uzpruvo", "Pyzchiva"], "route": "IV/SC",
     "ind": "~6 mg/kg IV single weight-based induction (390 mg)", "mnt": ["90 mg SC q8w", "90 mg SC q12w", "90 mg SC q4w"],
     "sc": "90 mg SC every 8 weeks", "tgt": ">1", "unit": "mg/L", "ab": "anti-ustekinumab antibodies"},
    {"g": "risankizumab", "b": ["Skyrizi"], "route": "IV/OBI",
     "ind": "600 mg IV at weeks 0, 4 and 8", "mnt": ["360 mg SC on-body injector q8w", "180 mg SC q8w"],
     "sc": "360 mg OBI every 8 weeks", "tgt": "n/a", "unit": "", "ab": ""},
    {"g": "mirikizumab", "b": ["Omvoh"], "route": "IV/SC",
     "ind": "300 mg IV q4w x3", "mnt": ["200 mg SC q4w"], "sc": "200 mg SC 4-weekly", "tgt": "n/a", "unit": "", "ab": ""},
    {"g": "guselkumab", "b": ["Tremfya"], "route": "IV/SC",
     "ind": "200 mg IV wk 0, 4, 8", "mnt": ["100 mg SC q8w", "200 mg SC q4w"], "sc": "100 mg SC q8w", "tgt": "n/a", "unit": "", "ab": ""},
    {"g": "golimumab", "b": ["Simponi"], "route": "SC",
     "ind": "200 mg SC wk 0 then 100 mg wk 2", "mnt": ["50 mg SC q4w", "100 mg SC q4w"], "sc": "100 mg SC monthly",
     "tgt": ">2.5", "unit": "mg/L", "ab": "anti-golimumab antibodies"},
]
SMALL_MOLECULES = [
    ("tofacitinib", "Xeljanz", "10 mg BD for 8 weeks then 5 mg BD"),
    ("upadacitinib", "Rinvoq", "45 mg OD induction then 15 mg OD"),
    ("filgotinib", "Jyseleca", "200 mg OD"),
    ("ozanimod", "Zeposia", "titration pack then 0.92 mg OD"),
    ("etrasimod", "Velsipity", "2 mg OD"),
]
IMMUNOMOD = [
    ("azathioprine", "2-2.5 mg/kg OD", ["Imuran"]), ("mercaptopurine", "1-1.5 mg/kg OD", ["Puri-Nethol", "Xaluprine"]),
    ("methotrexate", "25 mg SC weekly (Metoject pen) + folic acid 5 mg weekly", ["Metoject", "Zlatal"]),
    ("thioguanine", "20 mg OD", ["Lanvis"]), ("ciclosporin", "2 mg/kg/day IV infusion", ["Sandimmun", "Neoral"]),
    ("tacrolimus", "0.05 mg/kg BD", ["Adoport", "Prograf"]),
]
ASA = [("mesalazine", ["Octasa", "Pentasa", "Asacol", "Mezavant XL", "Salofalk", "Zintasa"]),
       ("sulfasalazine", ["Salazopyrin"]), ("balsalazide", ["Colazide"]), ("olsalazine", ["Dipentum"])]
STEROIDS = ["prednisolone 40 mg OD reducing by 5 mg/week", "IV hydrocortisone 100 mg QDS", "IV methylprednisolone 60 mg OD",
            "budesonide MMX (Cortiment) 9 mg OD for 8 weeks", "Entocort CR 9 mg OD", "Budenofalk 3 mg TDS",
            "Predfoam 20 mg PR nocte", "prednisolone 20 mg OD, taper 2.5 mg/week", "Clipper (beclometasone) 5 mg OD"]

MED_LINES = [
    "Octasa MR 1.6 g TDS", "Pentasa 2 g BD", "Mezavant XL 4.8 g OD with food", "Salofalk 1 g suppository nocte",
    "Pentasa 1 g PR enema nocte", "Asacol 800 mg MR 2 tabs TDS", "azathioprine 150 mg OD", "azathioprine 100 mg OD",
    "mercaptopurine 75 mg OD", "allopurinol 100 mg OD", "methotrexate 25 mg SC once weekly", "folic acid 5 mg weekly",
    "prednisolone 30 mg OD (weaning 5 mg/wk)", "budesonide 9 mg OD", "Adcal-D3 1 tab BD", "Accrete D3 one BD",
    "omeprazole 20 mg OD", "lansoprazole 30 mg OD", "loperamide 2 mg PRN up to 8/day", "Imodium 2 mg QDS",
    "colestyramine 4 g sachet OD", "Questran Light 4 g BD", "ferrous fumarate 210 mg BD", "ferrous sulfate 200 mg OD",
    "vitamin B12 (hydroxocobalamin) 1 mg IM 3-monthly", "Fortisip compact 2/day", "Ensure Plus 1 bottle BD",
    "Modulen IBD (exclusive enteral nutrition) 6 x 50 g/day", "paracetamol 1 g QDS PRN", "codeine phosphate 30 mg QDS PRN",
    "Buscopan 10 mg TDS PRN", "mebeverine 135 mg TDS", "amitriptyline 10 mg nocte", "sertraline 50 mg OD",
    "citalopram 20 mg OD", "levothyroxine 75 mcg OD", "Microgynon 30 OD", "Cerazette 75 mcg OD",
    "metronidazole 400 mg TDS", "ciprofloxacin 500 mg BD", "Dioralyte sachets PRN", "Fybogel 1 sachet BD",
    "Movicol 1 sachet OD", "cetirizine 10 mg OD", "salbutamol 100 mcg inh PRN", "Symbicort 200/6 2 puffs BD",
    "ramipril 5 mg OD", "amlodipine 5 mg OD", "atorvastatin 20 mg OD", "metformin 500 mg BD",
    "calcichew D3 forte 1 BD", "alendronic acid 70 mg weekly", "VSL#3 1 sachet BD", "Vivomixx 2 caps BD",
    "Salofalk granules 3 g OD", "Zintasa 400 mg 3 tabs TDS", "colecalciferol 800 units OD", "Ferinject 1000 mg IV (given)",
]

SCOPES = ["Olympus CF-HQ190L", "Olympus PCF-H190DL", "Olympus CF-HQ290I", "Pentax EC-3890Li", "Pentax EC38-i10L",
          "Fujifilm EC-760R-V/I", "Fujifilm EC-760ZP-V/L", "Olympus CF-EZ1500DL"]
PUMPS = ["B. Braun Infusomat Space", "BD Alaris GP", "Fresenius Volumat Agilia", "Baxter Sigma Spectrum",
         "Eitan Sapphire", "B. Braun Perfusor Space", "BD Alaris 8100"]
MRI = ["Siemens Magnetom Aera 1.5 T", "Siemens Magnetom Vida 3 T", "Philips Ingenia 1.5 T", "Philips Ingenia Elition 3 T",
       "GE Signa Artist 1.5 T", "GE Signa Premier 3 T", "Canon Vantage Orian 1.5 T"]
STOMA = ["Coloplast SenSura Mio Convex", "Coloplast SenSura Mio Click", "ConvaTec Esteem+ Flex Convex", "ConvaTec Natura+",
         "Salts Confidence BE", "Dansac NovaLife TRE", "Hollister CeraPlus", "Welland Aurum Convex", "Pelican Select"]
STOMA_ACC = ["Brava protective seal", "Eakin Cohesive seal", "Appeel medical adhesive remover", "Cavilon No Sting barrier film",
             "Silesse barrier wipes", "Brava elastic tape", "Adapt barrier rings", "Orabase paste", "Stomahesive powder"]
SURG_DEVICES = ["Ethicon Echelon Flex 60 mm stapler (blue)", "Covidien Endo GIA 60 mm purple reload", "Medtronic LigaSure Maryland",
                "Ethicon Harmonic ACE+7", "Alexis O wound protector (Applied Medical)", "CDH 29 mm circular stapler",
                "Contour curved cutter stapler", "Thunderbeat (Olympus)", "Vicryl 3-0", "PDS II loop 1", "Prolene 2-0",
                "Monocryl 4-0 subcuticular", "Seprafilm", "Blake drain 19 Fr", "Robinson drain 20 Fr"]
ENDO_ACC = ["Endocuff Vision", "Resolution 360 clip (Boston Scientific)", "ERBE VIO 3 diathermy", "Radial Jaw 4 forceps",
            "ScopeGuide magnetic imaging", "CO2 insufflation (UCR)", "Spybite", "Captivator II snare", "Spot Ex tattoo",
            "indigo carmine 0.2% chromoendoscopy", "methylene blue 0.1% dye spray", "NBI", "i-scan", "BLI/LCI"]
ASSAYS = ["Promonitor (Grifols) ELISA", "IDKmonitor (Immundiagnostik) ELISA", "LISA-TRACKER (Theradiag)",
          "RIDASCREEN ELISA (R-Biopharm)", "Buhlmann Quantum Blue rapid assay", "i-Tracker chemiluminescence (Theradiag)",
          "homogeneous mobility shift assay (HMSA)", "drug-tolerant ELISA"]
FCP_ASSAYS = ["Buhlmann fCAL turbo", "Phadia EliA Calprotectin 2", "Liaison Calprotectin (DiaSorin)", "IBDoc home test"]

GUIDELINES = ["BSG 2019 IBD guideline", "BSG 2025 guideline update", "ECCO 2022 UC guideline", "ECCO 2024 CD guideline",
              "ECCO-ESGAR 2019 imaging guideline", "ACG 2019 UC guideline", "ACG 2025 Crohn's guideline",
              "AGA 2020 clinical practice guideline", "AGA 2017 TDM guideline", "NICE NG129 (2019)", "NICE NG130 (2019)",
              "NICE TA342", "NICE TA633", "NICE TA547", "STRIDE-II (2021)", "BSG 2017 TDM position statement",
              "ECCO 2021 infections guideline", "BSG/ACPGBI 2024 surveillance guideline", "ESPGHAN/ECCO 2020",
              "IBD UK Standards 2019", "Toronto consensus 2015", "Montreal classification (2005)", "ECCO 2023 pouchitis consensus"]

SCORES_UC = ["Mayo endoscopic subscore", "UCEIS", "partial Mayo score", "SCCAI", "Lichtiger index",
             "Truelove and Witts criteria", "Oxford criteria", "Travis criteria", "Ho index", "Seo index"]
SCORES_CD = ["Harvey-Bradshaw Index", "CDAI", "SES-CD", "Rutgeerts score", "Lewis score", "MaRIA", "Clermont score",
             "Lemann index", "Van Assche index", "MaRIAs"]
HISTO_SCORES = ["Nancy histological index", "Geboes score", "Robarts histopathology index", "Riley score"]

BRISTOL = ["Bristol type 6", "Bristol type 7", "Bristol type 5-6", "BSC 7", "BSFS 6"]

VACCINES = ["Shingrix", "Pneumovax 23", "Prevenar 13", "influenza (inactivated)", "COVID-19 booster", "hepatitis B (Engerix-B)",
            "HPV (Gardasil 9)", "Tdap (Boostrix)"]
LIVE_VACCINES = ["Zostavax", "yellow fever", "MMR", "BCG", "oral typhoid (Vivotif)", "live intranasal flu (Fluenz)"]

SCREEN = ["QuantiFERON-TB Gold Plus negative", "T-SPOT.TB negative", "HBsAg negative", "anti-HBc negative", "HCV Ab negative",
          "HIV 1/2 Ag/Ab negative", "VZV IgG positive", "EBV IgG positive", "CXR clear", "TPMT 38 mU/L (normal)",
          "NUDT15 wild type", "TPMT heterozygous (intermediate)"]

STOOL_TESTS = ["stool MC&S: no Salmonella, Shigella, Campylobacter or E. coli O157", "C. difficile GDH negative, toxin negative",
               "C. diff toxin PCR negative", "stool OCP: no ova, cysts or parasites seen", "GI PCR panel negative",
               "norovirus PCR not detected", "CMV PCR (blood) not detected"]

SIGN_OFFS_UK = ["Yours sincerely", "Kind regards", "With best wishes", "Yours faithfully", "Best wishes"]
SIGN_OFFS_US = ["Sincerely", "Best regards", "Thank you for allowing us to participate in the care of this patient.\n\nSincerely",
                "Regards"]

MONTREAL_CD = {"A": ["A1", "A2", "A3"], "L": ["L1", "L2", "L3", "L1+L4", "L3+L4"], "B": ["B1", "B2", "B3", "B1p", "B2p", "B3p"]}
MONTREAL_UC = {"E": ["E1", "E2", "E3"], "S": ["S0", "S1", "S2", "S3"]}

ICD_CD = ["K50.00", "K50.011", "K50.012", "K50.10", "K50.111", "K50.80", "K50.90", "K50.913", "K50.914"]
ICD_UC = ["K51.00", "K51.011", "K51.20", "K51.50", "K51.80", "K51.90", "K51.911", "K51.918"]
HCPCS = {"infliximab": "J1745", "Inflectra": "Q5103", "Renflexis": "Q5104", "Avsola": "Q5121", "vedolizumab": "J3380",
         "ustekinumab": "J3358", "risankizumab": "J2327", "mirikizumab": "J2267"}
CPT = ["96413", "96415", "96365", "45378", "45380", "45385", "74183", "99214", "99215", "88305", "80299"]
SNOMED = ["T67000 M40000", "T67100 M43000", "T68000 M40600", "T65000 M44000", "T67800 M69760", "T68700 M09450"]


def labs_uk(rng, sev):
    """A UK-style blood panel.  sev in 0..3 (remission..severe)."""
    hb = rng.choice([[138, 145, 151, 129], [121, 126, 133], [104, 112, 117], [86, 94, 99]][sev])
    wcc = round(rng.uniform(4.5, 9.0) + sev * rng.uniform(0.5, 2.5), 1)
    plt = rng.randrange(220, 320) + sev * rng.randrange(40, 110)
    crp = [rng.choice(["<1", "2", "3", "4"]), str(rng.randrange(6, 20)), str(rng.randrange(20, 60)), str(rng.randrange(60, 190))][sev]
    alb = [rng.randrange(40, 47), rng.randrange(36, 42), rng.randrange(31, 37), rng.randrange(22, 30)][sev]
    esr = [rng.randrange(2, 12), rng.randrange(12, 28), rng.randrange(25, 45), rng.randrange(40, 80)][sev]
    na = rng.randrange(133, 143)
    k = round(rng.uniform(3.2 if sev > 2 else 3.6, 4.8), 1)
    cr = rng.randrange(52, 96)
    egfr = ">90" if cr < 80 else str(rng.randrange(70, 90))
    alt = rng.randrange(12, 48)
    alp = rng.randrange(55, 130)
    bili = rng.randrange(4, 18)
    ferr = rng.choice([rng.randrange(6, 25), rng.randrange(30, 180)])
    return {"Hb": hb, "WCC": wcc, "Plt": plt, "CRP": crp, "Alb": alb, "ESR": esr, "Na": na, "K": k, "Cr": cr,
            "eGFR": egfr, "ALT": alt, "ALP": alp, "Bili": bili, "Ferritin": ferr,
            "Neut": round(wcc * rng.uniform(0.55, 0.75), 1), "Lymph": round(wcc * rng.uniform(0.12, 0.3), 1),
            "Urea": round(rng.uniform(2.5, 7.5), 1), "Mg": round(rng.uniform(0.62, 0.95), 2), "FCP": fcp(rng, sev)}


def fcp(rng, sev):
    return [rng.choice(["<20", "32", "45", "18", "<50", "61"]), str(rng.randrange(120, 400)), str(rng.randrange(400, 1200)),
            rng.choice([">1800", ">2000", str(rng.randrange(1200, 1800))])][sev]


def lab_line(rng, L, style):
    if style == 0:
        return ("Hb %d g/L, WCC %.1f, Plt %d, CRP %s mg/L, Alb %d g/L, Na %d, K %.1f, Cr %d, ALT %d, ALP %d"
                % (L["Hb"], L["WCC"], L["Plt"], L["CRP"], L["Alb"], L["Na"], L["K"], L["Cr"], L["ALT"], L["ALP"]))
    if style == 1:
        return ("Hb %d / WCC %.1f / plt %d / CRP %s / alb %d / ferritin %d"
                % (L["Hb"], L["WCC"], L["Plt"], L["CRP"], L["Alb"], L["Ferritin"]))
    return ("FBC: Hb %d, WCC %.1f (neut %.1f, lymph %.1f), plt %d. U&E: Na %d, K %.1f, urea %.1f, creat %d (eGFR %s). "
            "LFT: bili %d, ALT %d, ALP %d, alb %d. CRP %s, ESR %d."
            % (L["Hb"], L["WCC"], L["Neut"], L["Lymph"], L["Plt"], L["Na"], L["K"], L["Urea"], L["Cr"], L["eGFR"],
               L["Bili"], L["ALT"], L["ALP"], L["Alb"], L["CRP"], L["ESR"]))


def lab_table(rng, L, us=False):
    rows = [("Haemoglobin" if not us else "Hemoglobin", "Hb", "%d" % L["Hb"], "g/L", "130-180" if not us else "135-175"),
            ("White cell count", "WCC", "%.1f" % L["WCC"], "x10^9/L", "4.0-11.0"),
            ("Platelets", "Plt", "%d" % L["Plt"], "x10^9/L", "150-400"),
            ("Neutrophils", "Neut", "%.1f" % L["Neut"], "x10^9/L", "2.0-7.5"),
            ("Lymphocytes", "Lymph", "%.1f" % L["Lymph"], "x10^9/L", "1.0-4.0"),
            ("Sodium", "Na", "%d" % L["Na"], "mmol/L", "133-146"),
            ("Potassium", "K", "%.1f" % L["K"], "mmol/L", "3.5-5.3"),
            ("Urea", "Urea", "%.1f" % L["Urea"], "mmol/L", "2.5-7.8"),
            ("Creatinine", "Creat", "%d" % L["Cr"], "umol/L", "59-104"),
            ("eGFR", "eGFR", L["eGFR"], "mL/min/1.73m2", ">90"),
            ("Albumin", "Alb", "%d" % L["Alb"], "g/L", "35-50"),
            ("ALT", "ALT", "%d" % L["ALT"], "U/L", "0-41"),
            ("Alk phos", "ALP", "%d" % L["ALP"], "U/L", "30-130"),
            ("Bilirubin", "Bili", "%d" % L["Bili"], "umol/L", "0-21"),
            ("CRP", "CRP", L["CRP"], "mg/L", "0-5"),
            ("Magnesium", "Mg", "%.2f" % L["Mg"], "mmol/L", "0.70-1.00"),
            ("Ferritin", "Ferr", "%d" % L["Ferritin"], "ug/L", "30-400")]
    k = rng.randrange(9, len(rows) + 1)
    out = []
    for full, ab, v, u, rr in rows[:k]:
        flag = ""
        try:
            lo, hi = rr.split("-")
            fv = float(v.replace("<", "").replace(">", ""))
            if fv < float(lo):
                flag = " L"
            elif fv > float(hi):
                flag = " H"
        except ValueError:
            pass
        out.append("%-18s %-8s %-6s%-3s %-14s (%s)" % (full, ab, v, flag, u, rr))
    return out


def vitals(rng, sev):
    hr = rng.randrange(62, 88) + sev * rng.randrange(4, 14)
    sbp = rng.randrange(104, 138)
    dbp = rng.randrange(60, 86)
    t = round(rng.uniform(36.2, 37.2) + (rng.uniform(0.2, 1.4) if sev >= 3 else 0), 1)
    rr = rng.randrange(12, 20) + (2 if sev >= 3 else 0)
    sat = rng.randrange(95, 100)
    return {"HR": hr, "BP": "%d/%d" % (sbp, dbp), "T": t, "RR": rr, "SpO2": sat, "NEWS2": max(0, sev - 1 + rng.randrange(0, 2))}


def vit_line(V, style):
    if style == 0:
        return "HR %d, BP %s, T %.1f, RR %d, SpO2 %d%% RA, NEWS2 %d" % (V["HR"], V["BP"], V["T"], V["RR"], V["SpO2"], V["NEWS2"])
    if style == 1:
        return "Obs: P %d  BP %s  T %.1f  RR %d  sats %d%% on air" % (V["HR"], V["BP"], V["T"], V["RR"], V["SpO2"])
    return "T %.1fC | HR %d bpm | BP %s mmHg | RR %d | O2 sat %d%%" % (V["T"], V["HR"], V["BP"], V["RR"], V["SpO2"])
