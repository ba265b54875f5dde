"""Clinical content without PHI: medicines, results, findings, scores, codes (hard negatives)."""
from common import ch, rn, pr, sample, R


def f1(a, b, nd=1):
    s = ("%." + str(nd) + "f") % (a + (b - a) * R.random())
    return s[1:] if s.startswith("-") and not s.strip("-0.") else s


def meds(c, n=None):
    us = c.us
    pool = [
        "Aciclovir 400 mg BD" if not us else "Acyclovir 800 mg BID",
        "Co-trimoxazole 480 mg BD Mon/Wed/Fri" if not us else "TMP-SMX DS 1 tab PO MWF",
        "Phenoxymethylpenicillin 250 mg BD" if not us else "Penicillin VK 250 mg PO BID",
        "Posaconazole 300 mg OD", "Ruxolitinib %d mg BD" % ch([5, 10]),
        ("Prednisolone %d mg OD" if not us else "Prednisone %d mg daily") % ch([2, 5, 7, 10]),
        "Tacrolimus %s mg BD" % ch(["0.5", "1", "1.5", "2"]),
        ("Ciclosporin" if not us else "Cyclosporine") + " %d mg BD" % ch([25, 50, 75, 100]),
        "Levothyroxine %d micrograms OD" % ch([25, 50, 75, 100, 125]),
        "Calcium carbonate/colecalciferol 1 tab BD", "Alendronic acid 70 mg weekly",
        "Omeprazole 20 mg OD", "Hypromellose 0.3%% eye drops QDS", "Ciclosporin 0.1%% eye drops",
        "Budesonide 3 mg in water as mouthwash TDS", "Clobetasol mouthwash PRN",
        "Belumosudil 200 mg OD", "Ursodeoxycholic acid 300 mg BD", "Estradiol gel 2 pumps OD",
        "Testosterone gel 50 mg OD", "Sertraline 50 mg OD", "Letermovir 480 mg OD",
        "Valaciclovir 500 mg BD", "Ibrutinib 420 mg OD", "IVIG 0.4 g/kg every 4 weeks",
        "Magnesium glycerophosphate 8 mmol BD", "Amlodipine 5 mg OD", "Atorvastatin 20 mg ON",
        "Pilocarpine 5 mg TDS", "Emollient (50/50 WSP) topically", "Tacrolimus 0.1% ointment BD",
        "Hydrocortisone 10 mg mane / 5 mg midday", "Metformin 500 mg BD",
        "Colecalciferol 20,000 units weekly", "Folic acid 5 mg OD", "Salbutamol inhaler PRN",
        "Fluticasone/azithromycin/montelukast (FAM)", "Nystatin 1 ml QDS",
    ]
    if us:
        pool = [p.replace(" OD", " daily").replace(" BD", " BID").replace(" TDS", " TID")
                .replace(" QDS", " QID").replace(" ON", " QHS") for p in pool]
    pool = [p.replace("%%", "%") for p in pool]
    drop = "Testosterone" if c.sex == "F" else "Estradiol"
    pool = [p for p in pool if not p.startswith(drop)]
    if c.child:
        pool = [p for p in pool if not p.startswith(("Estradiol", "Testosterone", "Alendronic",
                                                     "Atorvastatin", "Metformin"))]
    return sample(pool, n or rn(4, 9))


def labs(c):
    us = c.us
    rows = [
        ("Hb", f1(98, 152, 0) + " g/L" if not us else f1(9.8, 15.2) + " g/dL"),
        ("WBC" if us else "WCC", f1(2.8, 9.5) + " x10^9/L"),
        ("Plt", f1(88, 340, 0) + " x10^9/L"),
        ("Neut", f1(1.1, 6.8) + " x10^9/L"),
        ("Lymph", f1(0.4, 2.9) + " x10^9/L"),
        ("CD4", f1(0.12, 0.95, 2) + " x10^9/L"),
        ("CD19", f1(0.02, 0.45, 2) + " x10^9/L"),
        ("IgG", f1(3.9, 13.5) + " g/L"),
        ("IgA", f1(0.2, 2.8) + " g/L"),
        ("Creat", f1(55, 140, 0) + " umol/L" if not us else f1(0.6, 1.6) + " mg/dL"),
        ("eGFR", f1(48, 110, 0) + " mL/min/1.73m2"),
        ("ALT", f1(12, 96, 0) + " U/L"), ("ALP", f1(60, 240, 0) + " U/L"),
        ("Bili", f1(4, 28, 0) + " umol/L" if not us else f1(0.3, 1.8) + " mg/dL"),
        ("Ferritin", f1(40, 2400, 0) + " ug/L"),
        ("TSH", f1(0.4, 8.9) + " mU/L"), ("fT4", f1(8, 21) + " pmol/L"),
        ("HbA1c", f1(34, 58, 0) + " mmol/mol" if c.country == "UK" else f1(4.9, 7.6) + "%"),
        ("Chol", f1(3.6, 7.2) + " mmol/L" if not us else f1(140, 280, 0) + " mg/dL"),
        ("TG", f1(0.8, 4.4) + " mmol/L" if not us else f1(70, 390, 0) + " mg/dL"),
        ("25-OH vit D", f1(22, 110, 0) + " nmol/L" if not us else f1(12, 48, 0) + " ng/mL"),
        ("Mg", f1(0.55, 0.95, 2) + " mmol/L"),
        ("Tacrolimus trough", f1(2.5, 11) + " ug/L"),
    ]
    return sample(rows, rn(6, 12))


ORGANS = ["skin", "mouth", "eyes", "GI tract", "liver", "lungs", "joints/fascia",
          "genital tract"]

FINDINGS = [
    "lichen planus-like changes of the buccal mucosa", "poikiloderma over the upper back",
    "sclerotic plaques on both forearms, skin pinchable", "dry eyes, Schirmer 4 mm right / 6 mm "
    "left", "mild oral sensitivity to spicy food", "nail dystrophy", "fasciitis with reduced "
    "P-ROM at the wrists", "vulvovaginal dryness, no stenosis", "FEV1 down to 71% predicted, "
    "no air trapping on CT", "ALT twice upper limit of normal", "depigmentation on the dorsum of "
    "both hands", "oesophageal web on barium swallow", "keratoconjunctivitis sicca",
    "morphea-like patch on left thigh", "mouth ulcers healing with clobetasol",
]

def hardneg():
    return ch([
    "Karnofsky performance status %d%%" % ch([70, 80, 90, 100]),
    "ECOG %d" % rn(0, 2), "HCT-CI score %d" % rn(0, 5), "Lee Symptom Scale summary %d" % rn(4, 40),
    "PHQ-9 score %d" % rn(1, 14), "GAD-7 %d" % rn(0, 12), "FACT-BMT %d" % rn(80, 140),
    "D+%d" % ch([100, 180, 365, 730]), "Day +%d" % ch([100, 180, 365]),
    "Tanner stage %d" % rn(2, 5), "Schirmer test", "Epstein-Barr virus PCR negative",
    "Hickman line removed", "Pneumocystis jirovecii prophylaxis", "Cockcroft-Gault CrCl",
    "Coombs test negative", "Cushingoid features", "Raynaud phenomenon", "Hodgkin",
    "2-1-8 rule", "ICD-10 D89.811", "ICD-10 Z94.84", "T86.09", "HLA-A*02:01",
    ])

VACCINES = [
    ("Pneumococcal conjugate (PCV13)", [3, 4, 5]), ("PCV20", [3, 4, 5]),
    ("Pneumococcal polysaccharide (PPSV23)", [12]), ("Influenza (inactivated)", [6]),
    ("COVID-19 mRNA", [3, 4, 5]), ("DTaP/IPV/Hib/HepB (hexavalent)", [6, 8, 12]),
    ("Tdap", [6, 8, 12]), ("IPV", [6, 8, 12]), ("Hib", [6, 8, 12]),
    ("Hepatitis B (Engerix-B)", [6, 8, 12]), ("MenACWY", [6, 8]), ("MenB", [6, 8]),
    ("Recombinant zoster (RZV, Shingrix)", [12, 14]), ("HPV 9-valent", [6, 8, 12]),
    ("MMR (live)", [24]), ("Varicella (live)", [24]),
]

DX_CODES = ["D89.811 chronic GVHD", "Z94.84 stem cell transplant status", "Z92.850",
            "E03.9 hypothyroidism", "E28.310 premature ovarian insufficiency",
            "H04.123 dry eye syndrome", "M81.0 osteoporosis", "E78.5 hyperlipidaemia",
            "Z23 encounter for immunization", "J44.9", "D84.9 immunodeficiency"]


def batch():
    return ch(["%s%d%s" % (ch(["AB", "FK", "EW", "X", "TR"]), rn(1000, 99999), ch(["", "A", "C"])),
               "%d%s" % (rn(100000, 999999), ch(["", "-2", "B"]))])


def severity():
    return ch(["mild", "moderate", "severe"])


def scores():
    return [(o, rn(0, 3) if pr(0.6) else 0) for o in ORGANS]


def trend():
    return ch(["improving", "stable", "slowly improving", "worse", "unchanged", "resolved"])
