"""Clinical (non-PHI) phrases: symptoms, drugs, devices, scores, findings.
Many are deliberate hard negatives (eponyms, brand names, place-like words)."""
from core import pick, chance


def some(rng, seq, lo, hi):
    n = rng.randint(lo, min(hi, len(seq)))
    idx = sorted(rng.sample(range(len(seq)), n))
    return [seq[i] for i in idx]


ENDO_SX = ["severe dysmenorrhoea (NRS 9/10)", "dysmenorrhoea not controlled by NSAIDs",
           "deep dyspareunia", "cyclical dyschezia", "non-cyclical pelvic pain most days",
           "cyclical rectal bleeding", "cyclical dysuria", "heavy menstrual bleeding with clots",
           "bloating ('endo belly')", "right shoulder-tip pain with menses",
           "fatigue affecting work", "subfertility (trying 2 years)", "left-sided sciatica-type pain with menses",
           "pain on defecation and tenesmus around menses", "post-coital ache lasting hours"]

ENDO_MEDS = ["combined pill (Microgynon 30) taken continuously", "norethisterone 5 mg TDS",
             "dienogest 2 mg OD (Visanne)", "LNG-IUS (Mirena)", "desogestrel 75 mcg (Cerazette)",
             "medroxyprogesterone acetate depot (Depo-Provera)",
             "goserelin 3.6 mg monthly (Zoladex) with tibolone add-back",
             "relugolix combination therapy (Ryeqo)", "mefenamic acid 500 mg TDS",
             "naproxen 500 mg BD", "amitriptyline 10 mg nocte", "gabapentin 300 mg TDS",
             "co-codamol 30/500 PRN", "tranexamic acid 1 g TDS during menses",
             "leuprorelin depot (Prostap)", "elagolix 150 mg OD", "drospirenone 4 mg (Slynd)"]

ENDO_US = ["2.8 cm left ovarian endometrioma with ground-glass echogenicity",
           "bilateral endometriomas (R 3.4 cm, L 2.1 cm), 'kissing ovaries'",
           "negative sliding sign posteriorly, suggesting POD obliteration",
           "hypoechoic nodule 1.6 x 1.1 cm at the left uterosacral ligament",
           "rectosigmoid nodule 2.2 cm, approx. 11 cm from the anal verge",
           "features of adenomyosis (asymmetric myometrial thickening, fan-shaped shadowing; MUSA)",
           "normal uterus and ovaries, positive sliding sign (normal TVUS does not exclude superficial disease)",
           "bladder nodule 1.4 cm at the posterior bladder wall/dome",
           "left hydrosalpinx 1.9 cm", "thickened right USL with tender point"]

MRI = ["T1 fat-sat hyperintense foci in the right ovary consistent with endometrioma",
       "spiculated nodule at the torus uterinus extending to the anterior rectal wall",
       "left ureter mildly dilated to the level of the uterosacral ligament (query extrinsic compression)",
       "no bowel wall involvement; posterior cul-de-sac partially obliterated",
       "junctional zone 14 mm (adenomyosis)", "retrocervical nodule 1.8 cm, no parametrial extension",
       "bladder dome nodule 1.3 cm, ureteric orifices clear"]

UROSX_SUI = ["leakage on coughing, sneezing and lifting", "leakage when running or on the trampoline",
             "stress leakage worse since menopause", "use of 3-4 pads/day"]
UROSX_OAB = ["frequency (12-14 voids/day)", "nocturia x3", "urgency with urge incontinence",
             "'key-in-the-door' urgency", "urgency after caffeine", "small-volume voids"]
UROSX_POP = ["vaginal bulge sensation, worse at end of day", "dragging sensation",
             "digitation to empty bowels", "splinting to void", "a feeling of incomplete emptying",
             "spotting from an ulcerated area at the cervix"]

URO_MEDS = ["solifenacin 5 mg OD (Vesicare)", "mirabegron 50 mg OD (Betmiga)",
            "oxybutynin 2.5 mg BD", "tolterodine MR 4 mg OD", "trospium 20 mg BD",
            "vibegron 75 mg OD", "desmopressin 25 mcg nocte", "vaginal estradiol 10 mcg (Vagifem) twice weekly",
            "estriol 0.1% cream (Ovestin)", "duloxetine 40 mg BD (stopped - nausea)",
            "fesoterodine 4 mg OD", "darifenacin 7.5 mg"]

COMORB = [("asthma (salbutamol PRN, Clenil 100 2 puffs BD)", 0), ("type 2 diabetes, HbA1c 58 mmol/mol", 40),
          ("hypertension on amlodipine 5 mg", 40), ("hypothyroidism on levothyroxine 100 mcg", 0),
          ("irritable bowel syndrome (Rome IV criteria)", 0), ("migraine with aura (oestrogen contraindicated)", 0),
          ("anxiety and depression on sertraline 50 mg", 0), ("fibromyalgia", 25),
          ("obstructive sleep apnoea on CPAP", 45), ("atrial fibrillation on apixaban 5 mg BD", 60),
          ("COPD (FEV1 62%)", 55), ("osteoarthritis both knees", 55), ("previous DVT (post-partum)", 25),
          ("iron-deficiency anaemia (ferritin 6)", 0), ("coeliac disease", 0), ("polycystic ovary syndrome", 0),
          ("hypermobile Ehlers-Danlos syndrome", 0), ("chronic constipation (Movicol 1 sachet OD)", 0),
          ("BMI 36", 0), ("previous Caesarean section x2", 24), ("Crohn's disease in remission", 0),
          ("Raynaud's phenomenon", 0), ("Hashimoto's thyroiditis", 0), ("mild cognitive impairment", 75),
          ("heart failure (EF 40%) on bisoprolol", 65), ("osteoporosis on alendronic acid", 60),
          ("Parkinson's disease", 60), ("CKD stage 3a", 60), ("previous stroke, no residual weakness", 60),
          ("lichen sclerosus (Dermovate)", 40), ("postnatal depression (EPDS 16, Edinburgh scale)", 20)]

ALLERGY = ["NKDA", "penicillin (rash)", "codeine (vomiting)", "latex (contact dermatitis)",
           "trimethoprim (urticaria)", "elastoplast", "morphine (itch)", "nil known",
           "chlorhexidine (anaphylaxis - ALERT)", "sulfa drugs"]

EPONYMS = ["Pouch of Douglas", "Allen-Masters window", "Palmer's point", "Lloyd-Davies position",
           "Trendelenburg", "Clermont-Ferrand manipulator", "Veress needle", "Hasson entry",
           "Retzius space", "Cooper's ligament", "Foley catheter", "Pfannenstiel incision",
           "Babcock forceps", "Hulka clip", "Spackman cannula"]


def uro_sx(rng, age, lo, hi, kinds="sop"):
    pool = []
    if "s" in kinds:
        pool += [x for x in UROSX_SUI if age < 60 or "trampoline" not in x]
    if "o" in kinds:
        pool += UROSX_OAB
    if "p" in kinds:
        pool += UROSX_POP
    return some(rng, pool, lo, hi)


def comorb(rng, age, lo, hi):
    pool = [t for t, m in COMORB if age >= m]
    return some(rng, pool, lo, hi)


SCALES = ["Oswestry Disability Index 34%", "St Mark's (Vaizey) score 6/24", "Wexner score 4",
          "EHP-30 pain domain 61", "PHQ-9 11", "GAD-7 9", "PFDI-20 118", "PISQ-12 24", "ICIQ-FLUTS 17",
          "Brief Pain Inventory interference 6.1", "B-FLUTS 12", "Barthel index 95"]


def enzian(rng):
    return "#Enzian P%d O%d/%d T%d/%d A%d B%d/%d C%d" % (
        rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 2), rng.randint(0, 3),
        rng.randint(0, 2), rng.randint(0, 3), rng.randint(0, 2), rng.randint(0, 2), rng.randint(0, 3))


def rasrm(rng, lo=3, hi=96):
    s = rng.randint(lo, hi)
    st = "I" if s <= 5 else "II" if s <= 15 else "III" if s <= 40 else "IV"
    return "rASRM stage %s (score %d)" % (st, s)


def popq(rng):
    aa = rng.randint(-3, 3)
    ba = aa + rng.randint(0, 3)
    cc = rng.randint(-8, 2)
    ap = rng.randint(-3, 2)
    tvl = rng.randint(7, 10)
    stage = max(ba, cc, ap)
    st = "I" if stage < -1 else "II" if stage <= 1 else "III"
    return ("POP-Q: Aa %+d, Ba %+d, C %+d, gh %d, pb %d, tvl %d, Ap %+d, Bp %+d, D %+d"
            % (aa, ba, cc, rng.randint(2, 6), rng.randint(2, 4), tvl, ap, ap + rng.randint(0, 1), cc - rng.randint(1, 3)),
            st)


def oxford(rng):
    return "Modified Oxford Scale %d/5" % rng.randint(0, 4)


def perfect(rng):
    return "PERFECT: P%d E%d R%d F%d" % (rng.randint(1, 4), rng.randint(2, 10), rng.randint(2, 10), rng.randint(3, 10))


def obs(rng, us=False):
    bp = "%d/%d" % (rng.randint(104, 162), rng.randint(62, 94))
    t = "%.1f" % (36.0 + rng.randint(1, 9) / 10.0)
    return "BP %s mmHg, HR %d, RR %d, SpO2 %d%% on air, T %s C" % (bp, rng.randint(58, 98), rng.randint(12, 18), rng.randint(95, 100), t)


def anthropo(rng):
    ht = rng.randint(150, 180)
    wt = rng.randint(48, 118)
    return "Ht %d cm, Wt %d kg, BMI %.1f" % (ht, wt, wt / (ht / 100.0) ** 2)


def bloods_table(rng):
    rows = [("Hb", "%d g/L" % rng.randint(96, 148), "115-165"),
            ("WCC", "%.1f x10^9/L" % (rng.randint(40, 110) / 10.0), "4.0-11.0"),
            ("Plt", "%d x10^9/L" % rng.randint(160, 420), "150-400"),
            ("Na", "%d mmol/L" % rng.randint(134, 144), "133-146"),
            ("K", "%.1f mmol/L" % (rng.randint(35, 50) / 10.0), "3.5-5.3"),
            ("Creat", "%d umol/L" % rng.randint(48, 96), "45-84"),
            ("eGFR", ">90" if chance(rng, 0.6) else "%d mL/min/1.73m2" % rng.randint(55, 89), ">60")]
    if chance(rng, 0.5):
        rows.append(("CA-125", "%d U/mL" % rng.randint(8, 140), "<35"))
    if chance(rng, 0.3):
        rows.append(("HbA1c", "%d mmol/mol" % rng.randint(34, 70), "<48"))
    if chance(rng, 0.3):
        rows.append(("Ferritin", "%d ug/L" % rng.randint(5, 120), "15-150"))
    out = "Test      Result            Ref range\n"
    for a, b, r in rows:
        out += "%-9s %-17s %s\n" % (a, b, r)
    return out


def guideline(rng, focus):
    if focus == "endo":
        return pick(rng, ["NICE NG73 (2017, updated 2024)", "ESHRE 2022 endometriosis guideline",
                          "the RCOG Green-top guidance", "ACOG Practice Bulletin 114",
                          "the RANZCOG endometriosis statement", "SOGC guideline No. 449 (2024)"])
    return pick(rng, ["NICE NG123 (2019)", "the ICS 2002 standardisation report",
                      "IUGA/ICS 2010 terminology", "AUA/SUFU 2024 OAB guideline",
                      "the 2018 UK mesh pause", "the Cumberlege review (2020)",
                      "BSUG audit database requirements"])
