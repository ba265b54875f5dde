"""Clinical content (not PHI): disorders, products, lab panels. Everything here is a hard negative."""

MET = [
    {"k": "PKU", "name": "Phenylketonuria", "abbr": "PKU", "gene": "PAH", "marker": "Phe", "unit": "µmol/L",
     "lo": 60, "hi": 980, "target": "120-360 µmol/L",
     "var": ["c.1222C>T (p.Arg408Trp)", "c.1066-11G>A", "c.782G>A (p.Arg261Gln)", "c.842C>T (p.Pro281Leu)",
             "c.1315+1G>A", "c.473G>A (p.Arg158Gln)", "c.728G>A (p.Arg243Gln)"],
     "meds": ["sapropterin 20 mg/kg once daily", "Phe-free protein substitute", "multivitamin/mineral supplement",
              "LNAA tablets 0.5 g/kg/day"], "nbs": "Phe {v} µmol/L, Phe:Tyr ratio {r}", "er": False},
    {"k": "MSUD", "name": "Maple syrup urine disease", "abbr": "MSUD", "gene": "BCKDHB", "marker": "leucine",
     "unit": "µmol/L", "lo": 80, "hi": 1400, "target": "100-300 µmol/L",
     "var": ["c.853C>T (p.Arg285Ter)", "c.548G>C (p.Arg183Pro)", "c.1312T>A"],
     "meds": ["BCAA-free amino acid mix", "valine 50 mg/mL solution", "isoleucine 50 mg/mL solution", "thiamine 100 mg od"],
     "nbs": "Leu/Ile {v} µmol/L, alloisoleucine present", "er": True},
    {"k": "HT1", "name": "Tyrosinaemia type 1", "abbr": "HT1", "gene": "FAH", "marker": "tyrosine", "unit": "µmol/L",
     "lo": 150, "hi": 720, "target": "200-400 µmol/L",
     "var": ["c.1062+5G>A", "c.554-1G>T", "c.192G>T (p.Gln64His)"],
     "meds": ["nitisinone 1 mg/kg/day in two divided doses", "Tyr/Phe-free protein substitute"],
     "nbs": "succinylacetone {v} µmol/L (cut-off 5)", "er": False},
    {"k": "HCU", "name": "Classical homocystinuria", "abbr": "HCU", "gene": "CBS", "marker": "total homocysteine",
     "unit": "µmol/L", "lo": 18, "hi": 160, "target": "<100 µmol/L",
     "var": ["c.833T>C (p.Ile278Thr)", "c.919G>A (p.Gly307Ser)", "c.1105C>T (p.Arg369Cys)"],
     "meds": ["betaine 3 g twice daily", "pyridoxine 50 mg daily", "folic acid 5 mg daily", "hydroxocobalamin 1 mg IM monthly",
              "methionine-free amino acid supplement"], "nbs": "methionine {v} µmol/L", "er": False},
    {"k": "OTC", "name": "Ornithine transcarbamylase deficiency", "abbr": "OTCD", "gene": "OTC", "marker": "ammonia",
     "unit": "µmol/L", "lo": 18, "hi": 240, "target": "<50 µmol/L",
     "var": ["c.422G>A (p.Arg141Gln)", "c.674C>T (p.Pro225Leu)", "c.119G>A (p.Arg40His)"],
     "meds": ["sodium benzoate 250 mg/kg/day in 4 doses", "sodium phenylbutyrate 250 mg/kg/day",
              "glycerol phenylbutyrate 4.5 mL tds", "citrulline 100 mg/kg/day", "essential amino acid supplement"],
     "nbs": "citrulline {v} µmol/L (low)", "er": True},
    {"k": "ASS", "name": "Citrullinaemia type 1", "abbr": "ASS1 deficiency", "gene": "ASS1", "marker": "ammonia",
     "unit": "µmol/L", "lo": 20, "hi": 210, "target": "<50 µmol/L",
     "var": ["c.1168G>A (p.Gly390Arg)", "c.836G>A (p.Arg279Gln)"],
     "meds": ["arginine 300 mg/kg/day", "sodium benzoate 250 mg/kg/day", "sodium phenylbutyrate 250 mg/kg/day"],
     "nbs": "citrulline {v} µmol/L", "er": True},
    {"k": "MMA", "name": "Methylmalonic acidaemia (mut0)", "abbr": "MMA", "gene": "MMUT", "marker": "plasma MMA",
     "unit": "µmol/L", "lo": 90, "hi": 2600, "target": "as low as achievable, eGFR monitored",
     "var": ["c.655A>T (p.Asn219Tyr)", "c.1106G>A (p.Arg369His)", "c.322C>T (p.Arg108Cys)"],
     "meds": ["L-carnitine 100 mg/kg/day", "hydroxocobalamin 1 mg IM weekly", "metronidazole 7.5 mg/kg tds 10 days/month",
              "carglumic acid 50 mg/kg/day", "sodium bicarbonate 1 mmol/kg bd"], "nbs": "C3 {v} µmol/L, C3/C2 {r}",
     "er": True},
    {"k": "PA", "name": "Propionic acidaemia", "abbr": "PA", "gene": "PCCB", "marker": "ammonia", "unit": "µmol/L",
     "lo": 25, "hi": 180, "target": "<80 µmol/L",
     "var": ["c.1218_1231del14ins12", "c.1606A>G (p.Asn536Asp)", "c.337C>T (p.Arg113Ter)"],
     "meds": ["L-carnitine 100 mg/kg/day", "carglumic acid 50 mg/kg/day", "biotin 10 mg od",
              "metronidazole 7.5 mg/kg tds 10 days per month"], "nbs": "C3 {v} µmol/L", "er": True},
    {"k": "GA1", "name": "Glutaric aciduria type 1", "abbr": "GA1", "gene": "GCDH", "marker": "C5DC",
     "unit": "µmol/L", "lo": 0.2, "hi": 2.8, "target": "lysine-restricted diet to age 6",
     "var": ["c.1204C>T (p.Arg402Trp)", "c.1093G>A (p.Glu365Lys)", "c.877G>A (p.Ala293Thr)"],
     "meds": ["L-carnitine 100 mg/kg/day", "lysine-free, tryptophan-reduced amino acid mix", "riboflavin 100 mg od"],
     "nbs": "C5DC {v} µmol/L", "er": True},
    {"k": "MCADD", "name": "Medium-chain acyl-CoA dehydrogenase deficiency", "abbr": "MCADD", "gene": "ACADM",
     "marker": "C8", "unit": "µmol/L", "lo": 0.1, "hi": 8.5, "target": "avoid fasting; no dietary restriction",
     "var": ["c.985A>G (p.Lys329Glu) homozygous", "c.199T>C (p.Tyr67His)", "c.985A>G / c.199T>C"],
     "meds": ["none regular", "glucose polymer for emergency regimen"], "nbs": "C8 {v} µmol/L, C8/C10 {r}",
     "er": True},
    {"k": "VLCADD", "name": "Very long-chain acyl-CoA dehydrogenase deficiency", "abbr": "VLCADD", "gene": "ACADVL",
     "marker": "CK", "unit": "U/L", "lo": 60, "hi": 21000, "target": "CK <1000 U/L when well",
     "var": ["c.848T>C (p.Val283Ala)", "c.1097G>A (p.Arg366His)"],
     "meds": ["MCT-based formula", "walnut oil 5 mL/day for essential fatty acids", "triheptanoin 1 g/kg/day"],
     "nbs": "C14:1 {v} µmol/L", "er": True},
    {"k": "GSD1A", "name": "Glycogen storage disease type Ia", "abbr": "GSD Ia", "gene": "G6PC1", "marker": "lactate",
     "unit": "mmol/L", "lo": 0.8, "hi": 6.4, "target": "pre-feed glucose >4 mmol/L, lactate <2 mmol/L",
     "var": ["c.247C>T (p.Arg83Cys)", "c.648G>T", "c.979_981del (p.Phe327del)"],
     "meds": ["uncooked cornstarch 1.6 g/kg 4-hourly", "modified starch (Glycosade) 60 g at 22:00",
              "allopurinol 100 mg od", "potassium citrate 10 mmol bd", "enalapril 5 mg od"],
     "nbs": "not on screen", "er": True},
    {"k": "GAL", "name": "Classical galactosaemia", "abbr": "galactosaemia", "gene": "GALT", "marker": "Gal-1-P",
     "unit": "mg/dL", "lo": 0.5, "hi": 6.0, "target": "<1.0 mg/dL on diet",
     "var": ["c.563A>G (p.Gln188Arg) homozygous", "c.855G>T (p.Lys285Asn)", "c.404C>T (p.Ser135Leu)"],
     "meds": ["soya-based formula", "calcium 500 mg + vitamin D 400 IU od"], "nbs": "GALT activity {v} U/gHb (low)",
     "er": False},
]

HAEM = [
    {"k": "sHA", "name": "severe haemophilia A", "f": "FVIII", "base": "<1 IU/dL", "gene": "F8",
     "var": ["intron 22 inversion", "intron 1 inversion", "c.6046C>T (p.Arg2016Trp)", "c.1834C>T (p.Arg612Ter)",
             "c.5953C>T (p.Arg1985Ter)"]},
    {"k": "mHA", "name": "moderate haemophilia A", "f": "FVIII", "base": "3 IU/dL", "gene": "F8",
     "var": ["c.6506G>A (p.Arg2169His)", "c.2179G>A (p.Val727Ile)"]},
    {"k": "milHA", "name": "mild haemophilia A", "f": "FVIII", "base": "18 IU/dL", "gene": "F8",
     "var": ["c.6089G>A (p.Ser2030Asn)", "c.5096A>T (p.Tyr1699Phe)", "c.1172G>A (p.Arg391His)"]},
    {"k": "sHB", "name": "severe haemophilia B", "f": "FIX", "base": "<1 IU/dL", "gene": "F9",
     "var": ["c.1025C>T (p.Thr342Met)", "c.316G>A (p.Gly106Ser)", "c.880C>T (p.Arg294Ter)"]},
    {"k": "mHB", "name": "moderate haemophilia B", "f": "FIX", "base": "2 IU/dL", "gene": "F9",
     "var": ["c.1136G>A (p.Arg379Gln)", "c.835G>A (p.Ala279Thr)"]},
    {"k": "VWD1", "name": "type 1 von Willebrand disease", "f": "VWF", "base": "VWF:Ag 28 IU/dL", "gene": "VWF",
     "var": ["c.3614G>A (p.Arg1205His) (Vicenza)", "c.4751A>G (p.Tyr1584Cys)"]},
    {"k": "VWD2A", "name": "type 2A von Willebrand disease", "f": "VWF", "base": "VWF:GPIbM 9 IU/dL", "gene": "VWF",
     "var": ["c.4517C>T (p.Ser1506Leu)", "c.4883T>G (p.Ile1628Ser)"]},
    {"k": "VWD3", "name": "type 3 von Willebrand disease", "f": "VWF", "base": "VWF:Ag <3 IU/dL", "gene": "VWF",
     "var": ["c.2435delC", "c.7674-? homozygous deletion"]},
    {"k": "FXI", "name": "factor XI deficiency", "f": "FXI", "base": "FXI 14 IU/dL", "gene": "F11",
     "var": ["c.403G>T (p.Glu135Ter)", "c.901T>C (p.Phe301Leu)"]},
]

FVIII = ["octocog alfa (Advate)", "efmoroctocog alfa (Elocta)", "rurioctocog alfa pegol (Adynovi)",
         "damoctocog alfa pegol (Jivi)", "turoctocog alfa (NovoEight)", "simoctocog alfa (Nuwiq)",
         "efanesoctocog alfa (Altuvoct)", "lonoctocog alfa (Afstyla)", "moroctocog alfa (ReFacto AF)"]
FIX = ["nonacog alfa (BeneFIX)", "eftrenonacog alfa (Alprolix)", "albutrepenonacog alfa (Idelvion)",
       "nonacog beta pegol (Refixia)"]
VWFP = ["Wilate", "Voncento", "vonicog alfa (Veyvondi)", "desmopressin 0.3 mcg/kg IV", "Octostim nasal spray 150 mcg"]

LSD = [
    {"k": "Gaucher", "name": "Gaucher disease type 1", "drug": "imiglucerase", "dose": "60 U/kg every 2 weeks",
     "vial": "400 U vials", "bio": "lyso-Gb1 {v} ng/mL", "lab": "platelets {p} x10^9/L, Hb {h} g/L"},
    {"k": "Gaucher", "name": "Gaucher disease type 1", "drug": "velaglucerase alfa", "dose": "60 U/kg every 2 weeks",
     "vial": "400 U vials", "bio": "chitotriosidase {v} nmol/h/mL", "lab": "spleen volume 6.2 MN"},
    {"k": "Fabry", "name": "Fabry disease", "drug": "agalsidase beta", "dose": "1 mg/kg every 2 weeks", "vial": "35 mg vials",
     "bio": "plasma lyso-Gb3 {v} nmol/L", "lab": "eGFR {e} mL/min/1.73m2, UACR 4.1 mg/mmol"},
    {"k": "Fabry", "name": "Fabry disease", "drug": "agalsidase alfa", "dose": "0.2 mg/kg every 2 weeks",
     "vial": "3.5 mg vials", "bio": "plasma lyso-Gb3 {v} nmol/L", "lab": "eGFR {e} mL/min/1.73m2"},
    {"k": "Pompe", "name": "late-onset Pompe disease", "drug": "avalglucosidase alfa", "dose": "20 mg/kg every 2 weeks",
     "vial": "100 mg vials", "bio": "urinary Glc4 {v} mmol/mol creat", "lab": "CK {c} U/L, FVC 71% predicted"},
    {"k": "Pompe", "name": "infantile-onset Pompe disease", "drug": "alglucosidase alfa", "dose": "40 mg/kg every 2 weeks",
     "vial": "50 mg vials", "bio": "urinary Glc4 {v} mmol/mol creat", "lab": "CK {c} U/L, LVMI 88 g/m2"},
    {"k": "MPS I", "name": "MPS I (attenuated Hurler-Scheie)", "drug": "laronidase", "dose": "100 U/kg weekly",
     "vial": "500 U vials", "bio": "urinary GAG {v} mg/mmol creat", "lab": "DS:CS ratio 0.9"},
    {"k": "MPS II", "name": "MPS II (Hunter syndrome)", "drug": "idursulfase", "dose": "0.5 mg/kg weekly",
     "vial": "6 mg vials", "bio": "urinary GAG {v} mg/mmol creat", "lab": "6MWT 412 m"},
    {"k": "MPS IVA", "name": "MPS IVA (Morquio A)", "drug": "elosulfase alfa", "dose": "2 mg/kg weekly",
     "vial": "5 mg vials", "bio": "urinary KS {v} µg/mg creat", "lab": "3MSCT 38 steps/min"},
    {"k": "MPS VI", "name": "MPS VI (Maroteaux-Lamy)", "drug": "galsulfase", "dose": "1 mg/kg weekly", "vial": "5 mg vials",
     "bio": "urinary GAG {v} mg/mmol creat", "lab": "12MWT 390 m"},
    {"k": "AMAN", "name": "alpha-mannosidosis", "drug": "velmanase alfa", "dose": "1 mg/kg weekly", "vial": "10 mg vials",
     "bio": "serum oligosaccharides {v} µmol/L", "lab": "IgG 5.1 g/L"},
]

PROTEIN_SUBS = ["PKU Anamix Junior", "PKU Lophlex LQ 20", "PKU sphere 20", "PKU GMPro", "XP Maxamum", "Phlexy-10",
                "PKU Air 20", "Phenex-2", "PhenylAde Essential", "Periflex Junior Plus", "MSUD Anamix Junior",
                "MSUD Maxamum", "Ketonex-2", "TYR Anamix Junior", "Tyrex-2", "HCU Lophlex LQ", "Hominex-2",
                "EAA Supplement", "Cyclinex-2", "Propimex-2", "GA1 Anamix Infant", "Glutarex-2", "Monogen",
                "Lipistart", "Basic-p"]

GLUCOSE_ER = [(1, "10%", "150 mL/kg/day"), (2, "15%", "95 mL/kg/day"), (6, "20%", "1200-1500 mL/day"),
              (10, "25%", "1500-2000 mL/day"), (99, "25%", "2000 mL/day")]

HARD_NEG = {
    "met": ["Tanner stage {n}.", "Bayley-III cognitive composite {b}.", "No Kussmaul breathing.", "Moro reflex present.",
            "Gilbert's syndrome noted incidentally (unconjugated bilirubin {g} µmol/L).", "eGFR (Schwartz) {e} mL/min/1.73m2.",
            "WISC-V FSIQ {b}.", "Vineland ABC {b}.", "Guthrie card repeat not required.", "PedsQL total {q}.",
            "Wilson's disease excluded (caeruloplasmin normal).", "Reye-like picture excluded (ammonia normal).",
            "Fanconi-type tubulopathy screen negative.", "Glasgow Coma Scale 15/15.", "DEXA L1-L4 Z-score -{z}."],
    "haem": ["Beighton score {n}/9.", "Pettersson score {n} (R ankle XR).", "HAL score {q}.", "Haem-A-QoL {q}.",
             "Glasgow Coma Scale 15/15.", "Bethesda assay (Nijmegen modification) used.", "Hickman line removed previously.",
             "No Gilbert's; bilirubin {g} µmol/L.", "Tanner stage {n}.", "Cockcroft-Gault CrCl {e} mL/min.",
             "Christmas disease (haemophilia B) excluded in sister: FIX 94 IU/dL.", "Epworth {n}/24.",
             "von Willebrand panel normal in mother."],
}

EPONYMS = ["Guthrie card", "Hickman line", "Port-a-Cath", "Broviac line", "Tanner stage", "Bayley-III", "Beighton score",
           "Denver II", "Glasgow Coma Scale", "Kussmaul breathing", "Wilson's disease (excluded)", "Christmas disease",
           "von Willebrand", "Bethesda assay", "Nijmegen modification", "Gaucher cells", "Fabry nephropathy",
           "Hunter syndrome", "Hurler phenotype", "Pompe", "Cori", "McArdle", "Reye-like picture", "Fanconi",
           "Krabbe", "Niemann-Pick C", "Schwartz formula", "Pettersson score", "Gilbert's"]

FLUIDS = ["10% dextrose with 0.45% saline + 20 mmol/L KCl at 1.5 x maintenance",
          "D10 1/2NS at 150 mL/kg/day", "10% glucose at 8 mg/kg/min", "10% dextrose 2 mL/kg bolus then infusion",
          "Plasma-Lyte 148 with 10% glucose"]


RISK = {"PKU": "raised Phe with illness", "MSUD": "leucine encephalopathy", "HT1": "liver crisis if nitisinone missed",
        "HCU": "thrombosis with dehydration", "OTC": "hyperammonaemia", "ASS": "hyperammonaemia",
        "MMA": "metabolic acidosis and hyperammonaemia", "PA": "metabolic acidosis and hyperammonaemia",
        "GA1": "acute encephalopathic crisis (striatal injury)", "MCADD": "hypoketotic hypoglycaemia",
        "VLCADD": "rhabdomyolysis and hypoglycaemia", "GSD1A": "hypoglycaemia and lactic acidosis",
        "GAL": "E. coli sepsis in infancy"}


def glucose_er(age):
    for lim, conc, vol in GLUCOSE_ER:
        if age < lim:
            return conc, vol
    return GLUCOSE_ER[-1][1:]


def rnd_val(rng, lo, hi):
    v = rng.uniform(lo, hi)
    if hi <= 10:
        return f"{v:.1f}" if hi > 3 else f"{v:.2f}"
    return str(int(round(v)))


def bloods_line(rng, us):
    """A line of routine bloods (hard negatives)."""
    hb = rng.randint(98, 152)
    items = [f"Hb {hb/10:.1f} g/dL" if us else f"Hb {hb} g/L", f"WCC {rng.uniform(3.8, 11.5):.1f}",
             f"Plt {rng.randint(140, 420)}", f"ferritin {rng.randint(9, 210)} {'ng/mL' if us else 'µg/L'}",
             f"ALT {rng.randint(9, 64)} U/L", f"creat {rng.randint(24, 88)} µmol/L" if not us else
             f"Cr {rng.uniform(0.3, 1.1):.2f} mg/dL", f"25-OH vit D {rng.randint(28, 110)} nmol/L",
             f"B12 {rng.randint(180, 640)} ng/L", f"albumin {rng.randint(33, 48)} g/L", f"zinc {rng.uniform(9, 16):.1f} µmol/L",
             f"selenium {rng.uniform(0.6, 1.3):.2f} µmol/L", f"prealbumin {rng.randint(14, 32)} mg/dL",
             f"Na {rng.randint(134, 143)}", f"K {rng.uniform(3.5, 5.1):.1f}", f"bicarb {rng.randint(17, 27)}"]
    rng.shuffle(items)
    return ", ".join(items[:rng.randint(4, 8)])


def coag_line(rng, h):
    items = [f"APTT {rng.uniform(28, 95):.0f} s (ref 26-36)", f"PT {rng.uniform(10.5, 13.5):.1f} s",
             f"fibrinogen {rng.uniform(1.8, 4.2):.1f} g/L", f"Plt {rng.randint(150, 390)} x10^9/L"]
    if h["f"] == "FVIII":
        items.append(f"FVIII:C {rng.choice(['<1', '1', '2', '4', '11', '17', '26', '38'])} IU/dL (one-stage)")
        items.append(f"FVIII chromogenic {rng.choice(['<1', '2', '9', '22'])} IU/dL")
    elif h["f"] == "FIX":
        items.append(f"FIX:C {rng.choice(['<1', '1', '3', '5', '14'])} IU/dL")
    elif h["f"] == "VWF":
        items += [f"VWF:Ag {rng.randint(3, 48)} IU/dL", f"VWF:GPIbM {rng.randint(2, 45)} IU/dL",
                  f"FVIII:C {rng.randint(4, 70)} IU/dL", "PFA-100 closure time >300 s"]
    else:
        items.append(f"FXI {rng.randint(4, 40)} IU/dL")
    items.append(f"inhibitor screen {rng.choice(['negative (<0.6 BU)', 'negative', '0.4 BU (Nijmegen)', '<0.3 BU/mL'])}")
    rng.shuffle(items)
    return "; ".join(items[:rng.randint(3, 6)])


def vitals_line(rng, child=True):
    hr = rng.randint(72, 128) if child else rng.randint(58, 96)
    sbp = rng.randint(92, 118) if child else rng.randint(106, 142)
    return (f"T {rng.uniform(36.1, 37.9):.1f} C, HR {hr}, BP {sbp}/{rng.randint(52, 86)}, RR {rng.randint(14, 30)}, "
            f"SpO2 {rng.randint(95, 100)}% RA")


def growth_line(rng, age, us):
    if age < 1:
        ht = rng.uniform(54, 74)
        wt = 3.1 + (ht - 50) * rng.uniform(0.24, 0.3)
    elif age < 18:
        ht = min(186, 76 + age * 6.0 + rng.uniform(-5, 5))
        wt = ((2 * age + 8) if age <= 10 else (3 * age + 7)) * rng.uniform(0.85, 1.2)
    else:
        ht, wt = rng.uniform(152, 190), rng.uniform(50, 104)
    bmi = wt / (ht / 100) ** 2
    if age >= 18:
        return f"Weight {wt:.1f} kg, height {ht:.0f} cm, BMI {bmi:.1f}" + (" kg/m2" if not us else "")
    c1, c2 = rng.choice(["2nd", "9th", "25th", "50th", "75th", "91st", "98th"]), \
        rng.choice(["9th", "25th", "50th", "75th", "91st"])
    if us:
        return f"Wt {wt:.1f} kg ({c1} %ile), Ht {ht:.1f} cm ({c2} %ile), BMI {bmi:.1f}"
    return f"Weight {wt:.1f} kg ({c1} centile), height {ht:.1f} cm ({c2} centile), BMI {bmi:.1f} kg/m2"


def hard_neg(rng, dom):
    pool = HARD_NEG["haem" if dom == "haem" else "met"]
    t = rng.choice(pool)
    return t.format(n=rng.randint(1, 5), b=rng.randint(70, 112), g=rng.randint(18, 45), e=rng.randint(60, 140),
                    q=rng.randint(40, 95), z=f"{rng.uniform(0.3, 2.4):.1f}")


HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "the Fourth of July", "Halloween", "Easter", "New Year's Eve", "Eid",
                   "Ramadan", "Labor Day"],
            "UK": ["Christmas", "Easter", "Boxing Day", "Bonfire Night", "New Year", "Eid", "Ramadan", "Diwali",
                   "the May bank holiday"],
            "IE": ["Christmas", "St Patrick's Day", "Easter", "Halloween", "New Year's Day", "St Stephen's Day", "Eid",
                   "the June bank holiday"]}


def holiday(rng, c):
    h = rng.choice(HOLIDAYS[c])
    if h.startswith("the "):
        return "the ", h[4:]
    return "", h
