"""Clinical content without PHI: results, drugs, histology, scores, products.

These strings are the hard negatives of the set: eponyms, drug and product
names, scores, units, codes, HLA types, guideline names and years.
"""

GF_BRANDS = ["Glutenza", "Panfree", "Celiva", "Mill & Oat GF", "Pure Crust",
             "Vitabake", "Grainless Co.", "Freedough"]
GF_ITEMS = [
    ("white sliced loaf", "400 g", 1), ("brown sliced loaf", "400 g", 1),
    ("fibre bread mix", "500 g", 2), ("white bread mix", "500 g", 2),
    ("multipurpose flour mix", "1 kg", 2), ("penne pasta", "500 g", 2),
    ("fusilli", "500 g", 2), ("spaghetti", "500 g", 2),
    ("bread rolls (4)", "300 g", 1), ("pizza bases (2)", "300 g", 1),
    ("crackers", "200 g", 1), ("baguettes (2)", "350 g", 1),
]
UNIT_TABLE = [
    ("Child 1-3 years", 10), ("Child 4-6 years", 11), ("Child 7-10 years", 13),
    ("Child 11-14 years", 15), ("Child 15-18 years", 18),
    ("Male 19-59 years", 18), ("Male 60-74 years", 16), ("Male 75+ years", 12),
    ("Female 19-74 years", 14), ("Female 75+ years", 12),
]

SYMPTOMS = ["bloating", "loose stools", "abdominal pain", "fatigue", "mouth ulcers",
            "reflux", "constipation", "wind", "nausea", "itchy blistering rash on elbows",
            "brain fog", "joint aches", "weight loss", "iron deficiency", "headaches",
            "steatorrhoea", "early satiety", "poor growth", "irritability", "tingling in feet"]

COMORB = ["Type 1 diabetes mellitus", "Hashimoto's thyroiditis", "Graves' disease",
          "Down syndrome", "Turner syndrome", "IgA deficiency", "Addison's disease",
          "Sjögren's syndrome", "dermatitis herpetiformis", "microscopic colitis",
          "osteopenia", "iron deficiency anaemia", "irritable bowel syndrome",
          "primary biliary cholangitis", "autoimmune hepatitis", "migraine",
          "lactose intolerance", "hyposplenism", "GORD", "asthma", "Raynaud's phenomenon",
          "Williams syndrome", "vitiligo", "alopecia areata"]

MEDS = ["ferrous fumarate 210 mg BD", "ferrous sulfate 200 mg OD", "colecalciferol 800 IU OD",
        "colecalciferol 20,000 IU weekly", "Adcal-D3 one tablet BD", "calcium carbonate 1.25 g OD",
        "folic acid 5 mg OD", "levothyroxine 75 micrograms OD", "levothyroxine 100 micrograms OD",
        "insulin aspart (NovoRapid) via pump", "insulin glargine 18 units nocte",
        "alendronic acid 70 mg once weekly", "dapsone 50 mg OD", "budesonide 9 mg OD",
        "omeprazole 20 mg OD", "mebeverine 135 mg TDS", "hydroxocobalamin 1 mg IM every 3 months",
        "Lactase drops PRN", "cetirizine 10 mg OD", "salbutamol 100 micrograms PRN",
        "combined oral contraceptive", "sertraline 50 mg OD", "Movicol 1 sachet OD",
        "Fybogel 1 sachet BD", "prednisolone 20 mg OD (weaning)", "mesalazine 2.4 g OD"]

ALLERGIES = ["NKDA", "Penicillin (rash)", "No known drug allergies", "Latex",
             "Codeine (vomiting)", "Nil known", "Trimethoprim (urticaria)"]

GUIDELINES = ["NICE NG20 (2015)", "BSG guidelines (2014)", "ESPGHAN 2020 criteria",
              "ACG 2023 guideline", "ESsCD 2019 guideline", "AGA Clinical Practice Update (2019)",
              "BSPGHAN/Coeliac guidance 2013", "PCSG 2023 recommendations"]

CODES = ["ICD-10 K90.0", "SNOMED CT 396331005", "Read J690.", "ICD-10-CM K90.0",
         "K90.41", "ICD-10 D50.9", "ICD-10 M81.0", "CPT 43239", "ICD-10 L13.0"]


def unit_names(x):
    us = x.c in ("US", "CA")
    return {"tt": "U/mL" if x.pr(0.7) else "CU", "vitd": "ng/mL" if us else "nmol/L",
            "hb": "g/dL" if us else "g/L", "ferr": "ng/mL" if us else "ug/L"}


def ttg(x, positive=None):
    if positive is None:
        positive = x.pr(0.65)
    ref = x.ch([7, 10, 15, 20, 4])
    if positive:
        v = x.ch([">128", ">200", str(x.ri(ref + 3, 128)), "%.1f" % (ref * x.ri(2, 14) + x.r.random()), ">100"])
        flag = "H"
    else:
        v = x.ch(["<0.8", "<1.0", "%.1f" % (x.r.random() * ref * 0.8), "0.%d" % x.ri(1, 9), "<2"])
        flag = ""
    return v, "<%d" % ref, flag, positive


def ema(x, positive):
    if positive:
        return x.ch(["POSITIVE", "Positive (titre 1:%d)" % x.ch([10, 20, 40, 80, 160, 320]),
                     "Positive 1:%d" % x.ch([40, 80, 160]), "Detected"])
    return x.ch(["NEGATIVE", "Negative", "Not detected", "Negative (<1:5)"])


def iga(x):
    if x.pr(0.06):
        return "<0.07", "IgA deficient - interpret tTG-IgA with caution; DGP-IgG/tTG-IgG sent"
    return "%.2f" % (0.8 + x.r.random() * 2.6), ""


def hla(x):
    return x.ch(["HLA-DQ2.5 (DQA1*05:01/DQB1*02:01) positive", "HLA-DQ8 (DQA1*03/DQB1*03:02) positive",
                 "HLA-DQ2.2 positive, DQ2.5 and DQ8 negative", "HLA-DQ2 and DQ8 negative - coeliac disease very unlikely",
                 "DQ2.5 homozygous", "HLA-DQ2.5 heterozygous, DQ8 negative"])


def marsh(x, atrophy=True):
    if atrophy:
        return x.ch(["Marsh 3a", "Marsh 3b", "Marsh 3c", "Marsh-Oberhuber 3a", "Marsh-Oberhuber 3b",
                     "Marsh-Oberhuber type 3c", "Marsh 3 (Corazza-Villanacci grade B1)",
                     "Corazza-Villanacci grade B2 (Marsh 3c)"])
    return x.ch(["Marsh 0", "Marsh 1", "Marsh 2", "Marsh 1 (raised IELs only)", "Corazza-Villanacci grade A"])


def bloods(x):
    """list of (test, value, unit, ref) rows"""
    u = unit_names(x)
    us = x.c in ("US", "CA")
    hb = ("%.1f" % (9.5 + x.r.random() * 6)) if us else str(x.ri(92, 158))
    rows = [("Hb", hb, u["hb"], "12.0-16.0" if us else "120-160"),
            ("MCV", str(x.ri(68, 98)), "fL", "80-100"),
            ("Ferritin", str(x.ri(3, 140)), u["ferr"], "15-150"),
            ("Folate", "%.1f" % (1.5 + x.r.random() * 14), "ug/L", "3.0-20.0"),
            ("B12", str(x.ri(120, 700)), "ng/L" if not us else "pg/mL", "180-900"),
            ("Vit D (25-OH)", str(x.ri(14, 110) if not us else x.ri(6, 44)), u["vitd"], "50-125" if not us else "20-50"),
            ("Adj Ca", "%.2f" % (2.05 + x.r.random() * 0.5), "mmol/L", "2.20-2.60"),
            ("ALT", str(x.ri(9, 88)), "U/L", "<40"),
            ("TSH", "%.2f" % (0.3 + x.r.random() * 6), "mU/L", "0.27-4.20"),
            ("Albumin", str(x.ri(31, 47)), "g/L", "35-50")]
    x.r.shuffle(rows)
    return rows[:x.ri(4, 8)]


def dexa(x):
    sites = ["L1-L4", "Left femoral neck", "Total hip", "Right femoral neck", "Distal radius (33%)"]
    out = []
    for s in sites[:x.ri(2, 4)]:
        bmd = "%.3f" % (0.6 + x.r.random() * 0.5)
        t = "%.1f" % (-3.4 + x.r.random() * 4.2)
        z = "%.1f" % (-2.6 + x.r.random() * 3.2)
        out.append((s, bmd, t, z))
    return out


def frax(x):
    return "FRAX 10-year probability: major osteoporotic fracture %.1f%%, hip %.1f%%" % (2 + x.r.random() * 18, x.r.random() * 6)


def scores(x):
    return x.ch(["CDAT score %d/35" % x.ri(7, 22), "Biagi score %d" % x.ri(0, 4),
                 "CSI %d" % x.ri(16, 60), "GSRS total %d" % x.ri(15, 60),
                 "Bristol stool type %d" % x.ri(1, 7), "HADS-A %d" % x.ri(2, 15),
                 "Gluten Immunogenic Peptide (GIP) stool test negative",
                 "CD-QOL %d/100" % x.ri(30, 95)])


def histology_micro(x, atrophy):
    if atrophy:
        return x.ch([
            "Sections show small bowel mucosa with subtotal villous atrophy, crypt hyperplasia and increased intraepithelial lymphocytes (approximately %d per 100 enterocytes, CD3 immunostain). Lamina propria shows a moderate chronic inflammatory infiltrate. No Giardia seen. No granulomas." % x.ri(35, 90),
            "Duodenal mucosa with partial villous atrophy (villus:crypt ratio approx 1:%d) and a marked intraepithelial lymphocytosis (IEL >%d/100 EC). Brunner's glands are unremarkable. No dysplasia." % (x.ri(1, 3), x.ri(30, 60)),
            "Total villous atrophy with flat mucosa, crypt hyperplasia and IELs in excess of 40/100 enterocytes with tip predominance. Paneth cells present. No parasites identified.",
        ])
    return x.ch([
        "Normal villous architecture (villus:crypt ratio >3:1). IELs not increased (<25/100 enterocytes on CD3). No Giardia. Brunner's glands within normal limits.",
        "Preserved villous architecture with mildly increased intraepithelial lymphocytes (approx %d/100 EC). Appearances are non-specific; differential includes NSAID effect, H. pylori, infection and early/treated coeliac disease." % x.ri(26, 38),
    ])
