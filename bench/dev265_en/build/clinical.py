"""Clinical text blocks for hepatology notes. Mostly non-PHI content full of
hard negatives (eponyms, scores, drug names, doses, codes, durations); blocks
that need dates write into the Note directly."""
import phi

AETS = ["HCV", "HBV", "ALD", "MASLD", "PBC", "AIH", "HCV+ALD", "HH", "MetALD"]
AET_TEXT = {
    "HCV": ["Chronic hepatitis C", "HCV infection", "Hepatitis C (genotype {gt})"],
    "HBV": ["Chronic hepatitis B (HBeAg-negative)", "Chronic HBV infection", "Hepatitis B, e-antigen negative chronic infection"],
    "ALD": ["Alcohol-related liver disease", "ArLD", "Alcohol-related cirrhosis"],
    "MASLD": ["MASLD (formerly NAFLD)", "Metabolic dysfunction-associated steatotic liver disease", "MASH with fibrosis"],
    "PBC": ["Primary biliary cholangitis", "PBC (AMA positive)"],
    "AIH": ["Autoimmune hepatitis type 1", "AIH (anti-SMA positive)"],
    "HCV+ALD": ["Hepatitis C with harmful alcohol use", "HCV and ArLD (dual aetiology)"],
    "HH": ["HFE haemochromatosis (C282Y homozygous)", "Hereditary haemochromatosis"],
    "MetALD": ["MetALD (MASLD with increased alcohol intake)", "Steatotic liver disease - MetALD"],
}
GENOTYPES = ["1a", "1b", "2", "3a", "3", "4", "1a", "3a", "6"]


def stage_for(rng):
    return rng.choice(["F0-F1", "F2", "F3", "cACLD", "compensated", "compensated", "decompensated",
                       "decompensated"])


def aet_text(rng, aet, gt=None):
    s = rng.choice(AET_TEXT[aet])
    return s.replace("{gt}", gt or rng.choice(GENOTYPES))


def labs(rng, stage):
    bad = stage == "decompensated"
    mid = stage in ("compensated", "cACLD")
    v = {
        "Hb": rng.randint(86, 118) if bad else rng.randint(112, 158),
        "WCC": round(rng.uniform(2.4, 9.8), 1),
        "Plt": rng.randint(38, 96) if bad else rng.randint(88, 149) if mid else rng.randint(150, 330),
        "Na": rng.randint(124, 136) if bad else rng.randint(134, 143),
        "K": round(rng.uniform(3.2, 5.4), 1),
        "Creat": rng.randint(68, 182) if bad else rng.randint(52, 104),
        "Urea": round(rng.uniform(2.1, 14.8), 1),
        "Bili": rng.randint(32, 210) if bad else rng.randint(8, 38),
        "ALT": rng.randint(18, 240),
        "AST": rng.randint(24, 260),
        "ALP": rng.randint(70, 420),
        "GGT": rng.randint(30, 1450),
        "Alb": rng.randint(22, 31) if bad else rng.randint(32, 46),
        "INR": round(rng.uniform(1.4, 2.6), 1) if bad else round(rng.uniform(0.9, 1.3), 1),
        "AFP": round(rng.uniform(1.2, 14.0), 1),
        "CRP": rng.randint(1, 88),
    }
    return v


LAB_ORDER = ["Hb", "WCC", "Plt", "Na", "K", "Urea", "Creat", "Bili", "ALT", "AST", "ALP", "GGT", "Alb",
             "INR", "AFP", "CRP"]
LAB_UNITS = {"Hb": "g/L", "WCC": "x10^9/L", "Plt": "x10^9/L", "Na": "mmol/L", "K": "mmol/L",
             "Urea": "mmol/L", "Creat": "umol/L", "Bili": "umol/L", "ALT": "U/L", "AST": "U/L",
             "ALP": "U/L", "GGT": "U/L", "Alb": "g/L", "INR": "", "AFP": "kU/L", "CRP": "mg/L"}


def labs_inline(rng, stage, keys=None):
    v = labs(rng, stage)
    keys = keys or rng.sample(LAB_ORDER, rng.randint(6, 11))
    keys = [k for k in LAB_ORDER if k in keys]
    sep = rng.choice([", ", " / ", "; ", "  "])
    return sep.join("%s %s" % (k if rng.random() < 0.8 else k.lower(), v[k]) for k in keys)


def bloods_table(n, ctx, dates, stage):
    """Results grid: dates as column headers (DATE spans)."""
    rng = ctx.rng
    keys = [k for k in LAB_ORDER if rng.random() < 0.75]
    n.t("Bloods".ljust(10) if rng.random() < 0.5 else "Date".ljust(10))
    for d in dates:
        s = phi.fdate(d, rng.choice(["dmy", "dmY", "D-B-Y"]) if ctx.country != "US" else rng.choice(["mdy", "mdY"]))
        n.t((s, "DATE"), " " * max(2, 12 - len(s)))
    n.nl()
    cols = [labs(rng, stage) for _ in dates]
    for k in keys:
        n.t(("%s (%s)" % (k, LAB_UNITS[k]) if LAB_UNITS[k] and rng.random() < 0.3 else k).ljust(9) + " ")
        for c in cols:
            val = str(c[k])
            flag = ""
            if k == "Plt" and c[k] < 150:
                flag = " L"
            if k == "Bili" and c[k] > 21:
                flag = " H"
            n.t((val + flag).ljust(12))
        n.nl()


MEDS_BASE = {
    "HCV": ["methadone 60 mg OD (supervised)", "buprenorphine 16 mg SL daily", "omeprazole 20 mg OD",
            "sertraline 50 mg OD", "paracetamol 1 g QDS PRN (max 2 g/day)"],
    "HBV": ["tenofovir disoproxil 245 mg OD", "entecavir 0.5 mg OD", "tenofovir alafenamide (Vemlidy) 25 mg OD",
            "amlodipine 5 mg OD"],
    "ALD": ["thiamine 100 mg TDS", "vitamin B compound strong 2 tabs TDS", "acamprosate 666 mg TDS",
            "baclofen 10 mg TDS", "folic acid 5 mg OD", "naltrexone 50 mg OD"],
    "MASLD": ["metformin 1 g BD", "atorvastatin 20 mg ON", "semaglutide 1 mg once weekly SC",
              "ramipril 5 mg OD", "empagliflozin 10 mg OD", "vitamin E 800 IU daily", "pioglitazone 30 mg OD"],
    "PBC": ["ursodeoxycholic acid 750 mg BD", "obeticholic acid 5 mg OD", "colestyramine 4 g sachet BD",
            "bezafibrate 400 mg MR OD", "alendronic acid 70 mg weekly", "Adcal-D3 1 tab BD"],
    "AIH": ["azathioprine 100 mg OD", "prednisolone 5 mg OD", "budesonide 3 mg TDS", "mycophenolate 1 g BD",
            "calcichew D3 forte BD"],
    "HH": ["venesection 450 mL (target ferritin 50-100)", "no iron supplements"],
}
MEDS_CIRR = ["carvedilol 6.25 mg BD", "propranolol 40 mg BD", "spironolactone 100 mg OD",
             "furosemide 40 mg OM", "lactulose 20 mL BD titrate to 2-3 soft stools/day",
             "rifaximin 550 mg BD", "co-trimoxazole 960 mg OD (SBP prophylaxis)",
             "ciprofloxacin 500 mg OD (SBP prophylaxis)", "Fortisip compact 1 OD", "zinc sulphate 220 mg OD",
             "Ensure Plus TDS", "vitamin D 1000 units OD"]


def meds_list(rng, aet, stage, k=None):
    pool = []
    for a in aet.replace("MetALD", "MASLD+ALD").split("+"):
        base = MEDS_BASE.get(a, [])
        if a == "HBV":
            base = base[3:]
        pool += base
    if stage in ("compensated", "decompensated", "cACLD"):
        pool += MEDS_CIRR[:3] if stage != "decompensated" else MEDS_CIRR
    pool += ["levothyroxine 75 mcg OD", "insulin glargine (Lantus) 18 units ON", "amlodipine 10 mg OD",
             "salbutamol 100 mcg inh PRN", "mirtazapine 15 mg ON", "gabapentin 300 mg TDS",
             "zopiclone 7.5 mg ON", "tamsulosin 400 mcg OD", "lansoprazole 30 mg OD"]
    k = k or rng.randint(3, 7)
    seen, names = [], []
    first = []
    for a in aet.replace("MetALD", "MASLD+ALD").split("+"):
        if MEDS_BASE.get(a):
            first.append(rng.choice(MEDS_BASE[a][:3]))
    for m in first + rng.sample(pool, min(k, len(pool))):
        nm = m.split()[0]
        if nm not in names and len(seen) < max(k, len(first)):
            seen.append(m)
            names.append(nm)
    return seen


def exam(rng, stage):
    bits = []
    bits.append(rng.choice(["Alert and orientated.", "GCS 15/15.", "Well in self, mildly jaundiced.",
                            "Looks well.", "Thin, muscle wasting (temporal).", "BMI %.1f." % rng.uniform(19, 44)]))
    if stage == "decompensated":
        bits.append(rng.choice(["Tense ascites, shifting dullness +.", "Moderate ascites.",
                                "Gross ascites with umbilical hernia.", "Ascites ++, peripheral oedema to knees."]))
        bits.append(rng.choice(["Asterixis present.", "No flap.", "Flap +/-.", "West Haven grade 1 HE."]))
    else:
        bits.append(rng.choice(["No ascites clinically.", "Abdomen soft, non-tender.", "No hepatosplenomegaly.",
                                "Liver edge palpable 2 cm below costal margin."]))
    bits.append(rng.choice(["Spider naevi x4 on chest.", "Palmar erythema.", "No stigmata of CLD.",
                            "Dupuytren's contracture R hand.", "Terry's nails.", "Caput medusae noted.",
                            "Gynaecomastia.", "No Kayser-Fleischer rings on slit lamp (ophth 2/12 ago).",
                            "Murphy's sign negative."]))
    bits.append("BP %d/%d, HR %d, SpO2 %d%% RA, T %.1f." % (rng.randint(88, 152), rng.randint(48, 94),
                                                          rng.randint(54, 112), rng.randint(93, 100),
                                                          rng.uniform(36.0, 37.9)))
    return " ".join(bits)


def scores(rng, stage):
    if stage == "decompensated":
        cp = rng.choice(["B8", "B9", "C10", "C11", "C12", "B7"])
        meld = rng.randint(15, 31)
    elif stage in ("compensated", "cACLD"):
        cp = rng.choice(["A5", "A6", "A5", "B7"])
        meld = rng.randint(7, 14)
    else:
        return rng.choice(["FIB-4 %.2f, ELF %.1f." % (rng.uniform(0.6, 3.4), rng.uniform(7.8, 10.9)),
                           "FIB-4 %.2f (indeterminate); NAFLD fibrosis score %.2f." % (rng.uniform(1.3, 2.67), rng.uniform(-2.5, 0.7)),
                           "APRI %.2f." % rng.uniform(0.3, 1.8)])
    parts = ["Child-Pugh %s" % cp, "MELD %d" % meld]
    if rng.random() < 0.5:
        parts.append("MELD-Na %d" % (meld + rng.randint(0, 5)))
    if rng.random() < 0.4:
        parts.append("UKELD %d" % rng.randint(46, 62))
    return ", ".join(parts) + "."


def alcohol_hx(rng, ctx):
    units = rng.choice([0, 14, 28, 42, 56, 70, 84, 112, 140, 168, 210])
    drink = rng.choice(["3-4 cans of 9% lager daily", "1 L of vodka a day", "2 bottles of wine per night",
                        "8 pints at weekends", "strong cider, 3 x 2 L bottles/day", "half a bottle of whisky/day",
                        "6-8 stubbies of full strength beer daily", "a 26 of rye every 2 days"])
    s = "Alcohol: %s (approx %d units/wk). " % (drink, units)
    s += rng.choice(["Longest period of abstinence 3/12. ", "Abstinent x 6 weeks per pt. ",
                     "Never abstinent > 2/52. ", "AUDIT-C %d/12. " % rng.randint(3, 12),
                     "AUDIT %d/40. " % rng.randint(8, 38), "SADQ %d. " % rng.randint(10, 45)])
    s += rng.choice(["Hx of withdrawal seizures x2.", "No hx of DTs or seizures.", "Previous DTs on one admission.",
                     "Smokes 20/day (40 pack-years).", "Ex-smoker. Cannabis occasionally.", "No IVDU."])
    return s


def fibro_vals(rng, aet, stage):
    if stage == "F0-F1":
        lsm = round(rng.uniform(3.8, 7.4), 1)
    elif stage == "F2":
        lsm = round(rng.uniform(7.5, 9.9), 1)
    elif stage == "F3":
        lsm = round(rng.uniform(9.5, 14.0), 1)
    else:
        lsm = round(rng.uniform(12.5, 48.0), 1)
    iqr = rng.randint(4, 34)
    cap = rng.randint(190, 375)
    return lsm, iqr, cap


def fibro_interp(rng, lsm, cap):
    out = []
    if lsm < 8:
        out.append("LSM < 8 kPa: advanced fibrosis unlikely.")
    elif lsm < 10:
        out.append("LSM 8-10 kPa: indeterminate; interpret with FIB-4/ELF.")
    elif lsm < 15:
        out.append("LSM 10-15 kPa: suggestive of cACLD (Baveno VII).")
    else:
        out.append("LSM > 15 kPa: highly suggestive of cACLD (Baveno VII 'rule of five').")
    if lsm >= 25:
        out.append("LSM >= 25 kPa consistent with CSPH; consider NSBB (carvedilol) rather than surveillance OGD.")
    elif lsm < 20:
        out.append("If platelets > 150, variceal screening OGD can be avoided (Baveno VI/VII).")
    if cap >= 280:
        out.append("CAP %d dB/m: S3 steatosis likely." % cap)
    elif cap >= 248:
        out.append("CAP %d dB/m: steatosis present (S1-S2)." % cap)
    else:
        out.append("CAP %d dB/m: no significant steatosis." % cap)
    return " ".join(out)


ICD = {"HCV": "B18.2", "HBV": "B18.1", "ALD": "K70.30", "MASLD": "K76.0", "PBC": "K74.3",
       "AIH": "K75.4", "HCV+ALD": "B18.2 / K70.30", "HH": "E83.110", "MetALD": "K76.0 / F10.10"}


def icd(aet):
    return ICD[aet]


def us_liver_findings(rng, stage):
    lines = []
    cirr = stage in ("compensated", "decompensated", "cACLD")
    lines.append("LIVER: %s. Size %.1f cm (MCL). %s" % (
        rng.choice(["Coarse heterogeneous echotexture with nodular surface contour", "Nodular outline, coarsened parenchyma",
                    "Mildly coarse echotexture", "Diffusely increased echogenicity consistent with steatosis"]) if cirr else
        rng.choice(["Diffusely increased echogenicity with posterior attenuation", "Normal echotexture and contour",
                    "Bright liver, smooth outline"]),
        rng.uniform(11.0, 19.5),
        rng.choice(["Caudate lobe hypertrophy.", "", "Right lobe atrophic.", "Hepatic veins patent, triphasic flow."])))
    return lines


def lesion_text(rng, xs=False):
    seg = rng.choice(["II", "III", "IVa", "IVb", "V", "VI", "VII", "VIII"])
    size = rng.randint(6, 38)
    if xs:
        kind = rng.choice(["arterially enhancing with washout and capsule", "APHE without washout", "LR-4", "LR-5",
                           "LR-M (rim APHE)", "T2-hyperintense, diffusion-restricting"])
    else:
        kind = rng.choice(["hypoechoic", "hyperechoic", "isoechoic with hypoechoic halo", "heterogeneous"])
    return seg, size, "%d mm %s lesion in segment %s" % (size, kind, seg)


VARICES = ["Grade I oesophageal varices (<5 mm), no red signs", "Grade II oesophageal varices with red wale marks",
           "Grade III (large) oesophageal varices, cherry red spots", "Small varices in distal oesophagus, flatten with insufflation",
           "Three columns of grade II-III varices from 30 cm to GOJ", "GOV1 extending 2 cm below cardia",
           "Post-banding ulcers healing, residual grade I varices", "Large F3 varices with red colour signs"]
PHG = ["Mild portal hypertensive gastropathy (snakeskin mosaic)", "Severe PHG with cherry red spots",
       "No PHG", "Mild PHG in fundus", "GAVE in antrum - not treated today"]

SEDATION = ["Throat spray (lidocaine 10% x5) only", "Midazolam 2 mg + fentanyl 50 mcg IV",
            "Midazolam 3 mg IV", "Propofol (anaesthetist-led)", "Entonox + throat spray",
            "Midazolam 1 mg + pethidine 25 mg IV"]

DAA = [
    ("sofosbuvir/velpatasvir (Epclusa) 400/100 mg", "one tablet once daily", 12, "28 tablets"),
    ("glecaprevir/pibrentasvir (Maviret) 100/40 mg", "three tablets once daily with food", 8, "84 tablets"),
    ("ledipasvir/sofosbuvir (Harvoni) 90/400 mg", "one tablet once daily", 8, "28 tablets"),
    ("elbasvir/grazoprevir (Zepatier) 50/100 mg", "one tablet once daily", 12, "28 tablets"),
    ("sofosbuvir/velpatasvir/voxilaprevir (Vosevi) 400/100/100 mg", "one tablet once daily with food", 12, "28 tablets"),
    ("glecaprevir/pibrentasvir (Mavyret) 100/40 mg", "three tablets once daily with food", 8, "84 tablets"),
]

DDI = ["PPI: omeprazole max 20 mg, take 4 h after Epclusa", "Amiodarone - CONTRAINDICATED with sofosbuvir (bradycardia)",
       "Statins: atorvastatin max 10 mg with Maviret; rosuvastatin ok at 5 mg", "Carbamazepine / phenytoin - avoid (reduce DAA levels)",
       "St John's wort - stop", "Ethinylestradiol-containing COC - not with Maviret; switch to POP",
       "Antacids (Gaviscon) - separate by 4 hours", "Methadone - no dose change required",
       "Dabigatran - monitor with Maviret", "Rifampicin - contraindicated", "Ticagrelor - no significant interaction expected"]


def ddi_for(drug):
    out = []
    for x in DDI:
        if "Epclusa" in x and "Epclusa" not in drug:
            continue
        if "Maviret" in x and "glecaprevir" not in drug:
            continue
        if "sofosbuvir" in x and "sofosbuvir" not in drug:
            continue
        out.append(x)
    return out


def hcv_rna(rng):
    v = rng.choice([rng.randint(12000, 980000), rng.randint(1000000, 9800000)])
    fmt = rng.choice(["{:,} IU/mL", "{} IU/mL", "log {:.2f}"])
    if fmt.startswith("log"):
        import math
        return "%s IU/mL (%s)" % ("{:,}".format(v), "log %.2f" % math.log10(v))
    return fmt.format(v)


ASCITES_FLUID = ["clear straw-coloured", "turbid", "blood-stained", "straw", "cloudy yellow", "chylous (milky)"]


def ascitic_results(rng):
    pmn = rng.choice([rng.randint(10, 240), rng.randint(260, 1900)])
    s = "Ascitic fluid: WCC %d/mm3, PMN %d/mm3, protein %d g/L, albumin %d g/L (serum %d, SAAG %.1f)." % (
        pmn + rng.randint(50, 400), pmn, rng.randint(6, 24), rng.randint(3, 12), rng.randint(22, 33),
        rng.uniform(1.1, 2.6))
    if pmn >= 250:
        s += " PMN >= 250 - consistent with SBP: start IV ceftriaxone 1 g OD + albumin 1.5 g/kg D1, 1 g/kg D3."
    else:
        s += " No SBP."
    return s


HCC_OUTCOMES = [
    "LI-RADS 5 lesion, BCLC A: for surgical opinion re resection vs ablation (MWA).",
    "LR-4 observation 18 mm: repeat multiphase MRI in 3 months.",
    "BCLC B multifocal HCC within up-to-seven: for TACE (DEB-TACE) - IR to book.",
    "Within Milan criteria (single 3.1 cm): refer for liver transplant assessment.",
    "BCLC C (portal vein tumour thrombus): for systemic therapy - atezolizumab + bevacizumab, OGD first to treat varices.",
    "LR-3: continue 3-monthly surveillance; no biopsy.",
    "Complete response post-MWA (mRECIST): back to 3-monthly CT for 2 years.",
    "Indeterminate arterial enhancement without washout: discuss at next MDT with contrast-enhanced US.",
    "Child-Pugh C, ECOG 3: BCLC D - best supportive care; palliative care referral.",
    "Beyond Milan but within UCSF criteria: downstaging with TACE then re-discuss.",
    "AFP rising (%d kU/L) but no lesion: repeat MRI with liver-specific contrast (Primovist).",
]


PLAN_ONLY = {
    "Stop ursodeoxycholic acid? No - continue; review ALP response at 12 months (Paris II).": ["PBC"],
    "HBV DNA and ALT 6-monthly; HBsAg quant annually.": ["HBV"],
    "Ferritin and transferrin saturation next visit.": ["HH", "MASLD", "MetALD", "ALD"],
    "Weight loss 7-10% target; Mediterranean diet advice given.": ["MASLD", "MetALD"],
    "Abstinence advised; referral to community alcohol team accepted.": ["ALD", "HCV+ALD", "MetALD"],
}
CIRR_ONLY = ["Continue 6-monthly HCC surveillance (US +/- AFP).", "Carvedilol 6.25 mg OD, increase to BD after 1 week if BP allows (SBP > 90).",
             "Sick-day rules for diuretics explained.", "Salt restriction < 5 g/day (no added salt).",
             "Refer dietitian - 35 kcal/kg/day, 1.2-1.5 g/kg protein, late evening snack."]


def plan_bits(rng, aet, stage, k=None):
    cirr = stage in ("compensated", "decompensated", "cACLD")
    ok = []
    for b in PLAN_BITS:
        if b in PLAN_ONLY and aet not in PLAN_ONLY[b]:
            continue
        if b in CIRR_ONLY and not cirr:
            continue
        ok.append(b)
    extra = {"HCV": "Treat with DAA - see separate HCV treatment record; SVR12 check planned.",
             "AIH": "Continue azathioprine; TPMT normal. IgG and ALT 3-monthly; aim for biochemical remission.",
             "HH": "Venesection fortnightly until ferritin < 100; then maintenance.",
             "PBC": "Check ALP/bili at 12 months for second-line therapy (obeticholic acid or fibrate).",
             "HBV": "Continue antiviral; check eGFR and phosphate (tenofovir) 6-monthly."}.get(aet.split("+")[0])
    bits = rng.sample(ok, min(len(ok), k or rng.randint(3, 5)))
    if extra and rng.random() < 0.7:
        bits.insert(0, extra)
    return bits


def mdt_outcome(rng):
    s = rng.choice(HCC_OUTCOMES)
    if "%d" in s:
        s = s % rng.randint(20, 900)
    return s


PLAN_BITS = [
    "Continue 6-monthly HCC surveillance (US +/- AFP).",
    "Repeat FibroScan in 12 months.",
    "Refer dietitian - 35 kcal/kg/day, 1.2-1.5 g/kg protein, late evening snack.",
    "Hepatitis A and B vaccination via GP (Twinrix 0, 7, 21 days).",
    "Annual influenza and pneumococcal vaccination.",
    "DEXA scan for bone health.",
    "Avoid NSAIDs; paracetamol up to 2 g/day is safe.",
    "Abstinence advised; referral to community alcohol team accepted.",
    "Weight loss 7-10% target; Mediterranean diet advice given.",
    "Carvedilol 6.25 mg OD, increase to BD after 1 week if BP allows (SBP > 90).",
    "Variceal screening OGD - Baveno VII criteria not met.",
    "Check HbA1c, lipid profile and TSH with next bloods.",
    "Sick-day rules for diuretics explained.",
    "Salt restriction < 5 g/day (no added salt).",
    "Ferritin and transferrin saturation next visit.",
    "HBV DNA and ALT 6-monthly; HBsAg quant annually.",
    "Stop ursodeoxycholic acid? No - continue; review ALP response at 12 months (Paris II).",
]
