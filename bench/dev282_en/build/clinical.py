"""Clinical content for aseptic/chemotherapy pharmacy notes (no PHI here).

Drugs, regimens, dose calculations, labs, equipment, consumables and
hard-negative phrases (eponyms, scores, codes, units) -- author 282.
"""
import math

# name: basis, typical doses, conc mg/mL, vial (mg, mL) list, diluent, final vols, container, admin, band step
DRUGS = {
    "Oxaliplatin": ("mg/m2", [85, 130], 5, [(50, 10), (100, 20), (200, 40)], "Glucose 5%", [250, 500], "bag", "IV over 2 h", 10),
    "Calcium folinate": ("mg/m2", [350, 400], 10, [(300, 30), (350, 35)], "Glucose 5%", [250], "bag", "IV over 2 h", 25),
    "Fluorouracil bolus": ("mg/m2", [400], 50, [(2500, 50), (5000, 100)], None, [None], "syringe", "IV bolus", 50),
    "Fluorouracil infusor": ("mg/m2", [2400, 2800], 50, [(5000, 100), (2500, 50)], "Sodium chloride 0.9%", [230, 240], "elastomeric pump", "CIV over 46 h", 100),
    "Irinotecan": ("mg/m2", [180, 150], 20, [(100, 5), (300, 15), (500, 25)], "Sodium chloride 0.9%", [250, 500], "bag", "IV over 90 min", 10),
    "Carboplatin": ("AUC", [5, 6, 2], 10, [(150, 15), (450, 45), (600, 60)], "Glucose 5%", [250, 500], "bag", "IV over 60 min", 25),
    "Cisplatin": ("mg/m2", [75, 80, 25, 20], 1, [(50, 50), (100, 100)], "Sodium chloride 0.9%", [1000, 500], "bag", "IV over 2 h", 5),
    "Paclitaxel": ("mg/m2", [175, 80], 6, [(100, 16.7), (300, 50)], "Sodium chloride 0.9%", [250, 500], "bag (non-PVC)", "IV over 3 h via 0.22 micron filter", 10),
    "Docetaxel": ("mg/m2", [75, 100, 60], 20, [(20, 1), (80, 4), (160, 8)], "Sodium chloride 0.9%", [250], "bag (non-PVC)", "IV over 60 min", 10),
    "Doxorubicin": ("mg/m2", [50, 60, 25], 2, [(10, 5), (50, 25), (200, 100)], None, [None], "syringe", "slow IV push into fast-running drip", 5),
    "Epirubicin": ("mg/m2", [90, 100], 2, [(50, 25), (200, 100)], None, [None], "syringe", "IV push via side arm", 5),
    "Cyclophosphamide": ("mg/m2", [600, 750, 500], 20, [(500, 25), (1000, 50)], "Sodium chloride 0.9%", [250], "bag", "IV over 30 min", 25),
    "Vincristine": ("mg/m2", [1.4], 1, [(1, 1), (2, 2)], "Sodium chloride 0.9%", [50], "mini-bag", "IV infusion over 10 min - FOR INTRAVENOUS USE ONLY - FATAL IF GIVEN BY OTHER ROUTES", 0.1),
    "Etoposide": ("mg/m2", [100, 120], 20, [(100, 5), (500, 25)], "Sodium chloride 0.9%", [500, 1000], "bag", "IV over 60 min", 10),
    "Gemcitabine": ("mg/m2", [1000, 1250], 38, [(200, 5.26), (1000, 26.3), (2000, 52.6)], "Sodium chloride 0.9%", [250], "bag", "IV over 30 min", 50),
    "Pemetrexed": ("mg/m2", [500], 25, [(100, 4), (500, 20)], "Sodium chloride 0.9%", [100], "bag", "IV over 10 min", 25),
    "Rituximab": ("mg/m2", [375], 10, [(100, 10), (500, 50)], "Sodium chloride 0.9%", [250, 500], "bag", "IV per rapid-infusion schedule", 100),
    "Trastuzumab": ("mg/kg", [8, 6], 21, [(150, 7.2), (420, 20)], "Sodium chloride 0.9%", [250], "bag", "IV over 30-90 min", 10),
    "Pembrolizumab": ("flat", [200, 400], 25, [(100, 4)], "Sodium chloride 0.9%", [100], "bag", "IV over 30 min via 0.2 micron in-line filter", 0),
    "Nivolumab": ("flat", [240, 480], 10, [(40, 4), (100, 10), (240, 24)], "Sodium chloride 0.9%", [100], "bag", "IV over 30 min", 0),
    "Bortezomib": ("mg/m2", [1.3], 2.5, [(3.5, 1.4)], None, [None], "syringe (SC)", "subcutaneous", 0.1),
    "Azacitidine": ("mg/m2", [75], 25, [(100, 4)], None, [None], "syringe (SC, split x2)", "subcutaneous", 5),
    "Bendamustine": ("mg/m2", [90, 70], 2.5, [(25, 10), (100, 40)], "Sodium chloride 0.9%", [500], "bag", "IV over 30-60 min", 5),
    "Vinorelbine": ("mg/m2", [25, 30], 10, [(10, 1), (50, 5)], "Sodium chloride 0.9%", [50], "mini-bag", "IV over 10 min then flush", 1),
    "Methotrexate": ("mg/m2", [3000, 1000, 50], 25, [(50, 2), (1000, 40), (5000, 200)], "Glucose 5%", [500, 1000], "bag", "IV over 4 h", 50),
    "Cytarabine": ("mg/m2", [100, 1000, 3000], 100, [(100, 1), (1000, 10), (2000, 20)], "Sodium chloride 0.9%", [100, 500], "bag", "IV over 3 h", 25),
    "Bleomycin": ("units", [30000], 1000, [(15000, 15)], "Sodium chloride 0.9%", [100], "bag", "IV over 30 min", 0),
    "Daratumumab SC": ("flat", [1800], 120, [(1800, 15)], None, [None], "syringe (SC)", "SC over 3-5 min", 0),
    "Carfilzomib": ("mg/m2", [56, 20, 27], 2, [(60, 30), (10, 5)], "Glucose 5%", [50, 100], "bag", "IV over 30 min", 2),
    "Zoledronic acid": ("flat", [4], 0.8, [(4, 5)], "Sodium chloride 0.9%", [100], "bag", "IV over 15 min", 0),
    "Ganciclovir": ("mg/kg", [5], 50, [(500, 10)], "Sodium chloride 0.9%", [100], "bag", "IV over 60 min", 25),
}

REGIMENS = [
    ("FOLFOX", 14, ["Oxaliplatin", "Calcium folinate", "Fluorouracil bolus", "Fluorouracil infusor"], "colorectal"),
    ("Modified de Gramont", 14, ["Calcium folinate", "Fluorouracil bolus", "Fluorouracil infusor"], "colorectal"),
    ("FOLFIRI", 14, ["Irinotecan", "Calcium folinate", "Fluorouracil bolus", "Fluorouracil infusor"], "colorectal"),
    ("Carboplatin/Paclitaxel", 21, ["Paclitaxel", "Carboplatin"], "ovarian"),
    ("Carboplatin AUC5", 21, ["Carboplatin"], "ovarian"),
    ("Docetaxel 75", 21, ["Docetaxel"], "prostate"),
    ("Weekly Paclitaxel", 7, ["Paclitaxel"], "breast"),
    ("EC90", 21, ["Epirubicin", "Cyclophosphamide"], "breast"),
    ("AC", 21, ["Doxorubicin", "Cyclophosphamide"], "breast"),
    ("R-CHOP 21", 21, ["Rituximab", "Cyclophosphamide", "Doxorubicin", "Vincristine"], "DLBCL"),
    ("Gem/Cis", 21, ["Gemcitabine", "Cisplatin"], "biliary"),
    ("Gemcitabine monotherapy", 28, ["Gemcitabine"], "pancreatic"),
    ("Pemetrexed/Carboplatin", 21, ["Pemetrexed", "Carboplatin"], "NSCLC"),
    ("Pembrolizumab", 21, ["Pembrolizumab"], "melanoma"),
    ("Nivolumab 4-weekly", 28, ["Nivolumab"], "RCC"),
    ("Trastuzumab IV", 21, ["Trastuzumab"], "HER2+ breast"),
    ("VMP", 35, ["Bortezomib"], "myeloma"),
    ("Azacitidine", 28, ["Azacitidine"], "MDS"),
    ("BR", 28, ["Bendamustine", "Rituximab"], "follicular lymphoma"),
    ("Vinorelbine weekly", 7, ["Vinorelbine"], "NSCLC"),
    ("HD-MTX", 21, ["Methotrexate"], "CNS lymphoma"),
    ("HiDAC", 28, ["Cytarabine"], "AML consolidation"),
    ("BEP", 21, ["Bleomycin", "Etoposide", "Cisplatin"], "germ cell"),
    ("Dara-Rd", 28, ["Daratumumab SC"], "myeloma"),
    ("KRd", 28, ["Carfilzomib"], "myeloma"),
    ("EP", 21, ["Etoposide", "Cisplatin"], "SCLC"),
]

EPONYM_NOTES = [
    "Calvert formula used; GFR by Cockcroft-Gault (actual body weight), capped at 125 mL/min.",
    "BSA by Mosteller; DuBois cross-check within 2%.",
    "Known Gilbert's syndrome - isolated unconjugated bilirubin rise, no dose change per protocol.",
    "Hx Raynaud's - avoid cold cap per oncology team.",
    "Hickman line in situ, flushed with heparinised saline.",
    "Access via Port-a-Cath; Huber needle changed on unit.",
    "PICC (Groshong) - check patency before infusor connection.",
    "Hodgkin lymphoma in remission - prior anthracycline exposure noted, cumulative dose check done.",
    "Waldenstrom macroglobulinaemia - IgM 38 g/L, rituximab flare risk discussed.",
    "Burkitt protocol not applicable; standard R-CHOP.",
    "ECOG PS 1. Karnofsky 80%.",
    "CTCAE v5 grade 2 peripheral neuropathy - oxaliplatin reduced to 75%.",
    "Child-Pugh A. No hepatic adjustment required.",
    "Stevens-Johnson syndrome history with allopurinol - rasburicase used instead.",
    "Cushingoid on dex - BM monitoring per diabetes team.",
    "Bell's palsy, resolved; not relevant to regimen.",
    "Hx Addison's disease on hydrocortisone - stress dosing plan in place.",
    "Ewing sarcoma survivor - late-effects clinic.",
    "Wilms tumour as child (nephrectomy) - single kidney, CrCl monitored.",
    "Crohn's disease - on infliximab, not given same day.",
]

DOSE_MODS = ["100%", "100%", "100%", "90%", "85%", "80%", "75%", "100% (cycle 1 reduced, now re-escalated)"]

ISOLATORS = ["Isolator 1 (negative pressure, Envair)", "Isolator 2", "Isolator 3 - cytotoxic", "Isolator A",
             "BSC 2 (Class II Type B2)", "CACI #1", "CACI #2", "LAF cabinet 1", "Grade A isolator 4", "C-PEC 1"]
CSTD = ["BD PhaSeal", "Equashield II", "ChemoClave", "Tevadaptor", "PhaSeal Optima", "OnGuard 2"]
BAGS = ["Freeflex", "Viaflo", "Ecoflac", "Excel", "Macoflex", "non-PVC polyolefin bag"]
INFUSORS = ["Baxter LV5 Infusor", "Easypump II LT 270", "Homepump C-Series", "Accufuser 5 mL/h", "Folfusor LV2"]
AMB_PUMPS = ["CADD-Solis", "CADD-Prizm", "Sapphire Multi-Therapy", "BodyGuard 323"]
COMPOUNDERS = ["Baxa ExactaMix 2400", "ExactaMix 1200", "Apotheca Chemo robot", "KIRO Oncology", "Gri-fill 4.0"]
BALANCES = ["Sartorius Entris 2202", "Mettler PM4800", "Ohaus Explorer"]
SYSTEMS = ["ChemoCare", "ARIA", "MOSAIQ", "iQemo", "Beacon", "Cerner PowerChart", "Meditech", "JAC", "BD Cato",
           "Pharmacy Manufacturing System", "ProTrace", "PharmaSys", "Omnicell", "Pyxis"]
EM_TERMS = ["settle plates (90 mm, 4 h) 0 CFU", "finger dabs L 0 / R 0 CFU", "contact plates 0 CFU",
            "particle count 0.5um 2 per m3 (Grade A limit 3520)", "glove integrity test pass",
            "pressure differential +15 Pa", "isolator leak test pass", "sessional broth fill - pending read"]

DILUENT_VOLS = ["50 mL", "100 mL", "250 mL", "500 mL", "1000 mL"]
ROUTES = ["IV", "SC", "IT", "CIV", "IVI"]


def bsa(h, w):
    return round(math.sqrt(h * w / 3600.0), 2)


def crcl(age, w, scr_umol, sex):
    v = (140 - age) * w * (1.23 if sex == "M" else 1.04) / scr_umol
    return round(min(v, 125))


def dose_for(drug, pt, rng, b, cc):
    basis, doses, conc, vials, dil, vols, cont, admin, step = DRUGS[drug]
    per = rng.choice(doses)
    if basis == "mg/m2":
        calc = per * b
        unit = "mg"
        if drug == "Vincristine":
            calc = min(calc, 2.0)
    elif basis == "mg/kg":
        calc = per * pt.weight
        unit = "mg"
    elif basis == "AUC":
        calc = per * (cc + 25)
        unit = "mg"
    elif basis == "units":
        calc = per
        unit = "units"
    else:
        calc = per
        unit = "mg"
    if step and step >= 1:
        band = round(calc / step) * step
    elif step:
        band = round(calc, 1)
    else:
        band = calc
    if calc < 10:
        calc_s, band_s = f"{calc:.2f}", f"{band:.2f}".rstrip("0").rstrip(".")
    else:
        calc_s, band_s = f"{calc:.0f}", f"{band:.0f}"
    var = 0.0 if calc == 0 else (band - calc) / calc * 100
    vol = band / conc
    return {
        "drug": drug.replace(" bolus", "").replace(" infusor", ""), "label": drug, "basis": basis, "per": per,
        "calc": calc_s, "band": band_s, "var": f"{var:+.1f}%", "unit": unit, "vol": f"{vol:.1f}",
        "dil": dil, "final": rng.choice(vols), "cont": cont, "admin": admin, "vials": vials, "conc": conc,
    }


def per_str(d):
    b = d["basis"]
    if b == "AUC":
        return f"AUC {d['per']}"
    if b == "flat":
        return f"{d['per']} mg flat"
    if b == "units":
        return f"{d['per']:,} units"
    return f"{d['per']} {b}"


def regimen(rng, pt, scr=None):
    name, cyc, drugs, tumour = rng.choice(REGIMENS)
    b = bsa(pt.height, pt.weight)
    scr = scr or rng.randrange(48, 140)
    cc = crcl(max(pt.age, 18), pt.weight, scr, pt.p.sex)
    lines = [dose_for(d, pt, rng, b, cc) for d in drugs]
    return {"name": name, "cycle_len": cyc, "tumour": tumour, "bsa": b, "scr": scr, "crcl": cc,
            "cycle": rng.randrange(1, 13), "day": rng.choice([1, 1, 1, 8, 15]), "lines": lines}


def labs(rng, country):
    us = country == "US"
    neut = round(rng.uniform(0.6, 6.5), 1)
    plt = rng.randrange(55, 420)
    hb = rng.randrange(82, 152)
    scr = rng.randrange(48, 140)
    bili = rng.randrange(4, 38)
    alt = rng.randrange(9, 140)
    if us:
        return ({"ANC": f"{int(neut * 1000)}/uL", "Plt": f"{plt}K", "Hgb": f"{hb / 10:.1f} g/dL",
                 "SCr": f"{scr / 88.4:.2f} mg/dL", "T bili": f"{bili / 17.1:.1f} mg/dL", "ALT": f"{alt} U/L"}, neut, plt, scr)
    return ({"Neut": f"{neut} x10^9/L", "Plt": f"{plt} x10^9/L", "Hb": f"{hb} g/L", "Cr": f"{scr} umol/L",
             "Bili": f"{bili} umol/L", "ALT": f"{alt} IU/L"}, neut, plt, scr)


def lab_line(rng, labs_d, sep=None):
    sep = sep or rng.choice(["  ", ", ", " | ", "; "])
    return sep.join(f"{k} {v}" for k, v in labs_d.items())


def comp_lines(rng, line, when, stock_lot, stock_exp):
    """Starting materials for one product: list of (item, lot, expiry) strings -- not PHI."""
    vial_mg, vial_ml = rng.choice(line["vials"])
    need = max(1, math.ceil((float(line["band"].replace(",", "")) / line["conc"]) / vial_ml)) if line["conc"] else 1
    out = [(f"{line['drug']} {vial_mg:g} {'units' if line['unit'] == 'units' else 'mg'}/{vial_ml:g} mL vial x{need}", stock_lot(rng), stock_exp(rng, when))]
    if line["dil"]:
        out.append((f"{line['dil']} {line['final']} mL {rng.choice(BAGS)}", stock_lot(rng), stock_exp(rng, when)))
    out.append((f"{rng.choice(CSTD)} adaptor x{rng.randrange(1, 4)}", stock_lot(rng), stock_exp(rng, when)))
    if rng.random() < 0.5:
        out.append((f"Luer-lock syringe {rng.choice([10, 20, 50, 60])} mL x{rng.randrange(1, 4)}", stock_lot(rng), stock_exp(rng, when)))
    return out


# --------------------------------------------------------------- parenteral nutrition
PN_BAGS = ["Kabiven 2053 mL", "SmofKabiven 1477 mL", "Olimel N9E 1500 mL", "Nutriflex Lipid Special", "bespoke 3-in-1",
           "bespoke 2-in-1 (lipid separate)", "Numeta G13E (neonatal)", "bespoke neonatal aqueous + SMOFlipid syringe"]
LIPIDS = ["SMOFlipid 20%", "Omegaven 10%", "ClinOleic 20%", "Intralipid 20%", "Lipidem 20%"]
VITS = ["Cernevit 1 vial", "Solivito N 1 vial", "Vitlipid N Adult 10 mL", "Vitlipid N Infant 4 mL/kg", "Infuvite Adult"]
TRACE = ["Additrace 10 mL", "Tracutil 10 mL", "Peditrace 1 mL/kg", "Addaven 10 mL", "Multrys 1 mL/kg"]
AMINO = ["Vamin 14", "Aminoven 15%", "Synthamin 17", "Primene 10%", "Vaminolact", "Travasol 10%", "Trophamine 10%"]


def pn_formula(rng, neonate=False, weight=None):
    if neonate:
        w = weight or round(rng.uniform(0.62, 3.9), 2)
        vol_kg = rng.choice([90, 120, 135, 150])
        return {"weight": w, "rows": [
            ("Total fluid", f"{vol_kg} mL/kg/day", f"{vol_kg * w:.0f} mL"),
            ("Amino acids (" + rng.choice(["Primene 10%", "Vaminolact"]) + ")", f"{rng.choice([2.5, 3, 3.5, 4])} g/kg/day", ""),
            ("Glucose", f"{rng.choice([8, 10, 12, 13, 14])} g/kg/day (GIR {rng.choice([6, 7, 8, 9])} mg/kg/min)", ""),
            ("Lipid (" + rng.choice(["SMOFlipid 20%", "ClinOleic 20%"]) + ")", f"{rng.choice([1, 2, 3])} g/kg/day", "syringe, separate"),
            ("Sodium", f"{rng.choice([2, 3, 4])} mmol/kg/day", ""),
            ("Potassium", f"{rng.choice([1, 2, 2.5])} mmol/kg/day", ""),
            ("Calcium", f"{rng.choice([1.5, 2, 2.5])} mmol/kg/day", ""),
            ("Phosphate", f"{rng.choice([1.5, 2, 2.2])} mmol/kg/day", "Ca:PO4 solubility checked"),
            ("Peditrace", "1 mL/kg/day", ""), ("Heparin", "0.5 units/mL", "")],
            "osm": rng.randrange(780, 1400), "rate": f"{vol_kg * w / 24:.1f} mL/h", "vol": f"{vol_kg * w:.0f} mL"}
    n = rng.choice([9, 11, 12, 13.5, 14, 16])
    vol = rng.choice([1500, 2000, 2250, 2500, 2800])
    return {"weight": weight, "rows": [
        ("Volume", f"{vol} mL", ""), ("Nitrogen", f"{n} g", rng.choice(AMINO)),
        ("Glucose", f"{rng.choice([150, 180, 200, 250, 300])} g", "50% glucose"),
        ("Lipid", f"{rng.choice([30, 40, 50, 60, 75])} g", rng.choice(LIPIDS)),
        ("Na", f"{rng.choice([40, 60, 80, 100, 120])} mmol", ""), ("K", f"{rng.choice([40, 60, 80])} mmol", ""),
        ("Ca", f"{rng.choice([5, 7.5, 10])} mmol", ""), ("Mg", f"{rng.choice([6, 8, 10])} mmol", ""),
        ("PO4", f"{rng.choice([15, 20, 25, 30])} mmol", "incl. lipid phosphate"),
        ("Trace elements", rng.choice(TRACE), ""), ("Vitamins", rng.choice(VITS), "protect from light")],
        "osm": rng.randrange(950, 1900), "rate": f"{vol / 24:.0f} mL/h x 24 h" if rng.random() < 0.5 else f"{vol / 16:.0f} mL/h x 16 h (cyclical)",
        "vol": f"{vol} mL"}


# --------------------------------------------------------------- hard-negative phrases
TRIAL_CODES = ["NCT0{d7}", "EudraCT 20{yy}-00{d4}-{d2}", "ISRCTN{d8}", "IRAS {d6}", "EU CT 20{yy}-50{d4}-{d2}-00",
               "ACTRN126{d11}", "Protocol {L3}-{d3}-{d3}", "Study {L2}{d4}"]
SOPS = ["SOP ASU-014 v6", "SOP CYT-022", "WI-PN-003 rev 4", "QA-SOP-117", "SOP 7.4.2", "POL-ONC-09 v3.1",
        "SOP TR-DISP-05", "SOP ASU-031 (spill management)"]
UNIT_PHRASES = [
    "stability 24 hours at 2-8 degC", "shelf life 7 days refrigerated", "protect from light",
    "do not refrigerate - room temp (below 25 degC)", "use within 12 hours of preparation",
    "filter 0.2 micron", "overage 3 mL", "vol 2.1 mL drawn, 0.1 mL overage discarded",
    "gravimetric tolerance +/-5%", "target osmolarity < 900 mOsm/L peripheral",
    "infusor nominal flow 5 mL/h (46 h)", "bag hung 2-8 degC, warm to room temp 30 min before use",
]
ABBREV = ["AUC", "BSA", "CrCl", "GFR", "FBC", "U&E", "LFT", "ANC", "CSTD", "PPE", "COSHH", "CD", "NPSA",
          "HEPA", "ISO 5", "Grade A", "Grade B", "LAF", "MHRA", "TGA", "FDA", "HPRA", "ISMP", "USP <797>", "USP <800>",
          "EU GMP Annex 1", "PIC/S PE 010", "QP", "QA", "OOS", "CAPA", "NCR", "BUD", "SmPC", "TPN", "PN", "IT", "NEWS2"]


def trial_code(rng):
    import phi
    pat = rng.choice(TRIAL_CODES)
    return pat.format(d7=phi.digits(rng, 7), yy=rng.choice(["19", "20", "21", "22", "23"]), d4=phi.digits(rng, 4),
                      d2=phi.digits(rng, 2), d8=phi.digits(rng, 8), d6=phi.digits(rng, 6), d11=phi.digits(rng, 11),
                      L3=phi.letters(rng, 3), L2=phi.letters(rng, 2), d3=phi.digits(rng, 3))
