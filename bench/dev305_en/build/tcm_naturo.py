"""TCM and naturopathy pools (hard negatives: patterns, points, herbs, doses, labs)."""

# --------------------------------------------------------------- TCM
TCM_PAT = ["Liver Qi stagnation", "Spleen Qi deficiency with Damp", "Kidney Yin deficiency", "Qi and Blood stagnation in the channels",
           "Heart and Spleen deficiency", "Liver Yang rising", "Wind-Cold-Damp Bi syndrome", "Blood deficiency",
           "Kidney Yang deficiency", "Phlegm-Damp obstruction"]
TONGUE = ["pale, thin white coat", "red sides, thin yellow coat", "swollen with teeth marks", "purple, sublingual veins distended",
          "red, peeled tip", "pale, moist"]
PULSE = ["wiry", "thready and weak", "slippery", "wiry and rapid", "deep and slow", "choppy", "floating and tight"]
POINTS = ["LI4", "LI11", "ST36", "SP6", "SP9", "LR3", "GB20", "GB21", "GB34", "GB30", "BL23", "BL25", "BL40", "BL60",
          "PC6", "HT7", "KI3", "KI6", "REN4", "REN6", "REN12", "DU20", "Yintang", "Anmian", "SI3", "TE5", "SJ5", "ST25",
          "Huatuojiaji L4-5", "Ashi points", "LU7", "SP10", "ST40"]
NEEDLES = ["0.20 x 30 mm", "0.25 x 40 mm", "0.25 x 25 mm", "0.30 x 50 mm", "0.16 x 15 mm (face)", "0.18 x 13 mm"]

# ---------------------------------------------------------- naturopathy
HERBS = ["Withania somnifera 1:2", "Rhodiola rosea 2:1", "Passiflora incarnata 1:2", "Valeriana officinalis 1:2",
         "Vitex agnus-castus 1:2", "Cimicifuga racemosa 1:2", "Curcuma longa 1:1", "Zingiber officinale 1:2",
         "Glycyrrhiza glabra 1:1", "Scutellaria lateriflora 1:2", "Matricaria recutita 1:2", "Mentha x piperita 1:2",
         "Silybum marianum 1:1", "Hypericum perforatum 1:2", "Paeonia lactiflora 1:2", "Angelica sinensis 1:2"]
SUPPS = ["magnesium glycinate 300 mg nocte", "vitamin D3 2000 IU daily with food", "iron bisglycinate 24 mg alternate days",
         "zinc 30 mg daily", "fish oil (EPA 1 g / DHA 0.5 g) daily", "B-complex 1 tab mane", "Lactobacillus rhamnosus GG 10 bn CFU daily",
         "psyllium husk 5 g BD", "methylcobalamin 1000 mcg SL daily", "CoQ10 150 mg daily", "L-theanine 200 mg PRN",
         "saccharomyces boulardii 250 mg BD", "melatonin 2 mg (as prescribed by GP)"]
LABS = [("Ferritin", "%d µg/L", 8, 140), ("Hb", "%d g/L", 112, 158), ("TSH", "%.1f mIU/L", 0.6, 4.8), ("25-OH vitamin D", "%d nmol/L", 28, 110),
        ("HbA1c", "%.1f%%", 4.9, 6.6), ("CRP", "%d mg/L", 1, 14), ("Active B12", "%d pmol/L", 22, 120), ("fT4", "%d pmol/L", 10, 21),
        ("Fasting glucose", "%.1f mmol/L", 4.2, 6.8), ("eGFR", ">%d mL/min/1.73m²", 60, 90), ("ESR", "%d mm/h", 2, 30)]
INTERACT = ["Hypericum avoided: patient on sertraline (serotonergic interaction).", "Glycyrrhiza avoided given hypertension.",
            "Curcuma dose kept low: patient on apixaban - GP informed.", "No herb-drug interactions identified (checked against current medicines).",
            "Withania avoided: hyperthyroid history.", "Vitex not used with COCP."]


def lab_line(rng):
    out = []
    for name, fmt, lo, hi in rng.sample(LABS, rng.randint(3, 6)):
        v = rng.uniform(lo, hi)
        out.append("%s %s" % (name, fmt % (v if "." in fmt else int(v))))
    return out


