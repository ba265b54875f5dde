"""Genres: liver clinic note (LFT table), transplant assessment, paracentesis day-unit note."""
from core import P, R, ch, chance, ri, rf, wchoice
import ents as E
import common as C
import pools as PL

DX = ["masld", "hbv", "hcv", "ald", "pbc", "aih", "hh", "psc"]
DX_NAME = {
    "masld": "Metabolic dysfunction-associated steatotic liver disease (MASLD)",
    "hbv": "Chronic hepatitis B, HBeAg-negative",
    "hcv": "Chronic hepatitis C, genotype %s, SVR12 achieved" % "1a",
    "ald": "Alcohol-related cirrhosis, Child-Pugh %s",
    "pbc": "Primary biliary cholangitis",
    "aih": "Autoimmune hepatitis type 1",
    "hh": "HFE haemochromatosis (C282Y homozygous)",
    "psc": "Primary sclerosing cholangitis with ulcerative colitis",
}

# row: name, unit, low, high, ref
ROWS = [("Bilirubin", "umol/L", 6, 60, "<21"), ("ALT", "U/L", 14, 260, "<40"),
        ("AST", "U/L", 15, 210, "<35"), ("ALP", "U/L", 50, 620, "40-130"),
        ("GGT", "U/L", 12, 900, "<60"), ("Albumin", "g/L", 24, 46, "35-50"),
        ("INR", "", 0.9, 2.2, "0.8-1.2"), ("Platelets", "x10^9/L", 55, 320, "150-400")]


def _lft_table(n, c, dx):
    k = ri(3, 4)
    offs = sorted([0] + [-ri(20, 800) for _ in range(k - 1)])
    hdr_style = ch(["slash_dmy", "iso", "abbr_dmy", "lab"] if not c.ca else ["iso", "abbr_dmy", "lab", "abbr_mdy"])
    ds = [c.d(o, hdr_style) for o in offs]
    w0 = 22
    colw = max(len(d.text) for d in ds) + 3
    n.add(ch(["Liver function tests:\n", "LFT TREND\n", "Results (LFTs):\n"]))
    n.add("Test (unit)".ljust(w0))
    for d in ds:
        n.add(d)
        n.add(" " * (colw - len(d.text)))
    n.add("Ref\n")
    rows = ROWS[:] if chance(0.7) else ROWS[:6]
    if chance(0.35):
        rows.append(("AFP", "ug/L", 1, 30, "<8"))
    improve = chance(0.6)
    for name, unit, lo, hi, ref in rows:
        lab = name + (" (" + unit + ")" if unit else "")
        n.add(lab.ljust(w0))
        base = R.uniform(lo, hi)
        for i in range(k):
            fac = 1.0 + (0.25 * (k - 1 - i) / (k - 1) if improve else -0.15 * (k - 1 - i) / (k - 1))
            v = base * fac * R.uniform(0.92, 1.08)
            sv = ("%.1f" % v) if name == "INR" else str(int(round(v)))
            n.add(sv.ljust(colw))
        n.add(ref + "\n")
    return ds


def g_liver_clinic(n, c):
    C.letterhead(n, c, ch(["Hepatology Clinic", "Liver Clinic - Outpatients", "Gastroenterology & Hepatology",
                           "Viral Hepatitis & Liver Clinic"]), email=chance(0.25))
    dx = ch(DX)
    doc = E.staff_name(c)
    gp = E.staff_name(c)
    gpc = c.clinic()
    new = chance(0.35)
    n.add(("LIVER CLINIC - NEW PATIENT ASSESSMENT" if new else ch(["LIVER CLINIC FOLLOW-UP", "Hepatology follow-up note"])) + "\n")
    n.add(["Clinic date: ", c.d(0), "   Clinician: "] + doc.dr(True) + ["\n"])
    if chance(0.2):
        n.add(["Consult type: video telehealth (patient at home; session IP ", c.ip(), ")\n"])
    C.pt_block(n, c, card=chance(0.7), phone=chance(0.3))
    n.add(["Referred by: "] + gp.dr(True) + [", ", gpc, "\n\n"])
    if chance(0.5):
        n.add(["Dear "] + gp.dr(False) + [",\n\nI reviewed "])
        n.add(c.pt.titled_full() if chance(0.5) else c.pt.titled())
        n.add(" in the liver clinic today. " + ("She" if c.pt.sex == "F" else "He") + " is " + E.art(c.age) + " ")
    else:
        n.add("HPI: ")
        n.add(c.pt.titled())
        n.add(" is " + E.art(c.age) + " ")
    n.add(E.age_phrase(c))
    n.add(" ")
    name = DX_NAME[dx]
    if "%s" in name:
        name = name % ch(["A", "B", "C"])
    n.add({"masld": "with MASLD, type 2 diabetes and BMI %.1f. " % rf(29, 44),
           "hbv": "with chronic hepatitis B diagnosed on antenatal/routine screening. ",
           "hcv": "with treated hepatitis C. ",
           "ald": "with alcohol-related cirrhosis. ",
           "pbc": "with primary biliary cholangitis, on ursodiol. ",
           "aih": "with autoimmune hepatitis on maintenance therapy. ",
           "hh": "with haemochromatosis on venesection. ",
           "psc": "with PSC and quiescent ulcerative colitis. "}[dx])
    if dx == "hbv" or chance(0.25):
        n.add(["Born in ", E.country_val(PL.BIRTH_COUNTRIES), ", moved to ",
               P(c.country, "COUNTRY"), " in ", c.year_ago(3, 35), ". "])
    if dx == "hcv":
        n.add(["Treated with sofosbuvir/velpatasvir for 12 weeks, completed ", P(c.fmt(c.day(-ri(200, 1500)), "my"), "DATE"),
               "; SVR12 confirmed. "])
    if dx == "ald":
        n.add(["Abstinent since ", c.holiday() if chance(0.4) else P(c.fmt(c.day(-ri(60, 900)), "my"), "DATE"),
               ", attending ", ch(["AA", "community alcohol and drug service", "counselling"]), ". "])
    if dx == "pbc":
        n.add("ALP response per Toronto/Paris II criteria %s. " % ch(["adequate", "inadequate - consider obeticholic acid or bezafibrate"]))
    if dx == "aih":
        n.add("IgG %.1f g/L, ANA 1:%d, SMA positive at diagnosis. " % (rf(12, 30), ch([80, 160, 320])))
    if dx == "hh":
        n.add("Ferritin %d ug/L, transferrin saturation %d%%. Venesection every %d weeks. " % (ri(60, 1800), ri(30, 90), ri(2, 12)))
    n.add(ch(["Reports fatigue but no jaundice, pruritus or confusion. ",
              "No episodes of GI bleeding, ascites or encephalopathy. ",
              "Mild right upper quadrant discomfort, otherwise well. ",
              "Weight stable. Appetite good. "]))
    if dx in ("hbv", "hh", "aih") or chance(0.2):
        rel = ch(["Father", "Mother", "Brother", "Uncle"])
        n.add([rel + " " + ch(["died of HCC aged ", "had cirrhosis, died at ", "diagnosed with liver disease at "]),
               E.age_val(ri(38, 80)), ". "])
    n.add("\n\n")
    n.add("Diagnoses:\n1. " + name + "\n")
    n.add(ch(["2. Type 2 diabetes mellitus\n", "2. Hypertension\n", "2. Obesity\n", "2. Osteopenia\n", ""]))
    C.social(n, c)
    if chance(0.5):
        C.med_list(n, ri(2, 5))
    n.add("\nExamination: weight %.1f kg, BMI %.1f. %s\n\n" % (
        rf(52, 130), rf(19, 42), ch(["No stigmata of chronic liver disease.", "Palmar erythema, few spider naevi.",
                                    "No ascites or asterixis. Liver edge 2 cm below costal margin.",
                                    "Mild scleral icterus. Splenomegaly."])))
    _lft_table(n, c, dx)
    n.add("\n")
    if chance(0.8):
        n.add(["FibroScan ", c.d(-ri(0, 90)), ": median LSM %.1f kPa (IQR/M %d%%), CAP %d dB/m" % (
            rf(4.2, 38.0), ri(6, 29), ri(180, 380))])
        if chance(0.3):
            n.add([", device SN ", c.serial("F")])
        n.add(".\n")
    n.add(["Ultrasound abdomen ", c.d(-ri(5, 160)), ": ",
           ch(["coarse echotexture, nodular contour, no focal lesion, spleen 14 cm",
               "diffuse fatty infiltration, no focal lesion", "normal liver, patent portal vein",
               "2 cm indeterminate lesion segment VI - for MRI"]), ".\n"])
    if dx == "hbv":
        n.add("HBsAg positive, HBeAg negative, anti-HBe positive. HBV DNA %s IU/mL. HDV Ab negative.\n" % ch(
            ["<10", "%d" % ri(20, 1900), "%d" % ri(2000, 90000)]))
    n.add("\nPlan:\n")
    n.add("- " + ch(["Continue current therapy.", "Lifestyle: 7-10% weight loss target, Mediterranean diet.",
                     "Start entecavir 0.5 mg daily.", "Continue ursodiol 15 mg/kg/day.",
                     "Taper azathioprine not recommended at present.", "Continue venesection to ferritin 50-100."]) + "\n")
    if chance(0.7):
        n.add(["- HCC surveillance ultrasound every 6 months; next due ", P(c.fmt(c.day(ri(150, 200)), "my"), "DATE"), ".\n"])
    if chance(0.4):
        n.add("- Gastroscopy for variceal screening.\n")
    n.add(["- Review in clinic in %d months" % ri(3, 12)])
    if chance(0.5):
        n.add([" (booked ", c.d(ri(80, 330), ch([None, "wk"])), ")"])
    n.add(".\n")
    if chance(0.3):
        n.add(["- Results available on the patient portal: ", c.url("portal"), "\n"])
    if chance(0.5):
        n.add("\nKind regards,\n")
        n.add(doc.dr(True))
        n.add("\n" + ch(["Consultant Hepatologist", "Gastroenterologist & Hepatologist", "Hepatology Fellow"]) + "\n")
        if chance(0.4):
            l, v = c.licence_no()
            n.add([l + " ", v, "\n"])
    else:
        C.signature(n, c, doc, ch(["MD, FRCPC", "FRACP", "MBChB, FRACP"]))
    if chance(0.4):
        C.dictation(n, c, doc)
    if chance(0.5):
        C.cc_block(n, c, gp, P(gpc.text, "HOSPITAL"))


def g_transplant(n, c):
    C.letterhead(n, c, ch(["Liver Transplant Programme", "Multi-Organ Transplant Program - Liver",
                           "Liver Transplant Unit"]), email=chance(0.5))
    n.add(ch(["LIVER TRANSPLANT ASSESSMENT - MDT SUMMARY", "Transplant Assessment Summary (Liver)",
              "LIVER TRANSPLANT EVALUATION"]) + "\n\n")
    C.pt_block(n, c, card=True, addr=chance(0.6), phone=chance(0.5), acct=chance(0.4))
    n.add(["Transplant case no.: ", P("TX-%02d-%s" % (c.D0.year % 100, E.digits(4)), "IDNUM"), "\n"])
    if chance(0.5):
        n.add([c.ssn_label(), " (for benefits application): ", c.ssn(), "\n"])
    ref = E.staff_name(c)
    n.add(["Referring centre: ", c.other_hospital(), " ("] + ref.dr(True) + [")\n"])
    n.add(["Assessment admission: ", c.d(-3, ch([None, "dm"])), " to ", c.d(0), "\n"])
    n.add(["MDT meeting: ", c.d(ri(2, 9), "wk"), "\n\n"])
    ae = ch(["alcohol-related cirrhosis", "MASH cirrhosis", "HBV cirrhosis with HCC", "PSC",
             "HCV cirrhosis (SVR) with HCC", "PBC", "autoimmune hepatitis cirrhosis", "cryptogenic cirrhosis"])
    n.add("INDICATION\n")
    n.add(c.pt.titled())
    n.add([" is " + E.art(c.age) + " ", E.age_val(c.age), "-year-old with decompensated " + ae + ". "])
    n.add(["First decompensation (%s) in " % ch(["ascites", "variceal bleed", "HE"]),
           P(c.fmt(c.day(-ri(120, 1200)), "my"), "DATE"), ". "])
    meld = ri(14, 34)
    n.add("MELD-Na %d, Child-Pugh %s%d.\n" % (meld, ch("BC"), ri(7, 13)))
    if "HCC" in ae:
        n.add(["HCC: %d lesion(s), largest %.1f cm (LI-RADS 5) on MRI " % (ri(1, 3), rf(1.2, 4.8)), c.d(-ri(10, 60)),
               "; within Milan criteria; TACE ", c.d(-ri(20, 200)), ". AFP %d ug/L.\n" % ri(2, 400)])
    n.add("Complications: " + ", ".join(R.sample(["refractory ascites (LVP every 2-3 weeks)", "SBP x1",
                                                   "grade 2 HE on lactulose/rifaximin", "variceal bleed, banded",
                                                   "hepatorenal syndrome-AKI", "sarcopenia", "hepatic hydrothorax"], ri(2, 4))) + ".\n\n")
    n.add("WORK-UP\n")
    for t, res in R.sample([("Echocardiogram", "LVEF %d%%, RVSP %d mmHg, bubble study negative" % (ri(52, 68), ri(22, 45))),
                            ("Stress echo", "no inducible ischaemia"), ("CT coronary angiogram", "CAC score %d" % ri(0, 400)),
                            ("PFTs", "FEV1 %d%% predicted, DLCO %d%%" % (ri(60, 110), ri(45, 95))),
                            ("CT chest/abdomen", "no extrahepatic malignancy; patent portal vein"),
                            ("Dental review", "extractions x%d completed" % ri(1, 4)), ("DEXA", "T-score -%.1f" % rf(0.5, 3.2)),
                            ("Colonoscopy", "no neoplasia")], ri(4, 6)):
        n.add(["- " + t + " (", c.d(-ri(1, 60), ch([None, "dm"])), "): " + res + "\n"])
    n.add("Blood group: %s. CMV IgG %s, EBV IgG positive, HIV/HCV-Ab negative. Vaccinations: %s.\n\n" % (
        ch(["O pos", "A pos", "B neg", "O neg", "AB pos"]), ch(["positive", "negative"]),
        ch(["HAV/HBV complete, pneumococcal given", "Shingrix dose 1 given", "up to date"])))
    n.add("SOCIAL WORK\n")
    f1, f2 = E.family(c), E.family(c)
    n.add(["Primary support: " + E.rel_word(f1) + " ", f1.full(), " (", c.phone(mobile=True), "); secondary: " +
           E.rel_word(f2) + " ", f2.full(), ".\n"])
    n.add("Employment: ")
    if chance(0.5):
        n.add(["previously ", E.profession(), " with ", c.employer(), ", on medical leave since ",
               P(c.fmt(c.day(-ri(60, 700)), "my"), "DATE"), ".\n"])
    else:
        n.add([E.profession(), ", not working since diagnosis.\n"])
    k = R.random()
    if k < 0.35:
        n.add("Income: disability benefit application in progress.\n")
    elif k < 0.65:
        n.add("Income: partner's wage and savings.\n")
    else:
        n.add(["Income: long-term disability through ", c.insurer(), ".\n"])
    if c.ca and chance(0.4):
        n.add(["Drug coverage: ", c.insurer(), ", policy ", c.policy(), ".\n"])
    home_km = ri(20, 900)
    n.add("Lives %d km from the transplant centre. " % home_km)
    if home_km > 200:
        n.add(["Will relocate to ", P(ch(["Maple Leaf Family House", "Hope Lodge North", "Prairie Hearth House"] if c.ca else
                                         ["Kaitiaki Whanau Lodge", "Harbour Family Lodge", "Te Whare Manaaki"]), "LOCATION_OTHER"),
               " when listed. "])
    if chance(0.5):
        n.add(["Transport: " + E.rel_word(f1) + " drives (", ch(["vehicle", "plate", "car rego"]) + " ", c.plate(), ").\n"])
    else:
        n.add("Transport: relies on family and hospital shuttle.\n")
    n.add("Substance use: %s. PEth %s. AUDIT-C %d.\n" % (
        ch(["no alcohol since diagnosis", "abstinent %d months, relapse prevention plan in place" % ri(6, 30),
            "never drank alcohol"]), ch(["<20 ng/mL", "undetectable", "not done"]), ri(0, 6)))
    n.add("Psychology: " + ch(["no contraindication identified.", "low mood, referred to transplant psychiatry.",
                               "good insight and adherence."]) + "\n")
    n.add("Dietitian: grip strength %d kg, MUAC %d cm, %s.\n\n" % (ri(12, 45), ri(19, 33),
                                                               ch(["sarcopenic", "adequate muscle mass", "at risk of malnutrition"])))
    if chance(0.6):
        n.add("Identity verification: ")
        if chance(0.6):
            n.add(["driver's licence ", c.drivers(), " sighted"])
        else:
            n.add("photo ID sighted")
        if chance(0.6):
            n.add(["; biometric enrolment ", c.bioid(ch(["PV", "FP", "IR"]))])
        n.add(".\n")
    n.add("DECISION\n")
    dec = ch(["Accepted for listing for deceased donor liver transplant. ",
              "Deferred - repeat assessment after 3 months' documented abstinence. ",
              "Accepted; living donor assessment of family member to proceed. ",
              "Not a candidate at present (frailty); palliative care involvement. "])
    n.add(dec)
    if dec.startswith("Accepted"):
        n.add(["Listing date: ", c.d(ri(3, 14)), ".\n" if chance(0.6) else ". Pager for organ offers issued.\n"])
    elif dec.startswith("Deferred"):
        n.add(["Re-assessment clinic: ", c.d(ri(90, 110), ch(["my", None])), ".\n"])
    else:
        n.add("\n")
    hep, surg = E.staff_name(c), E.staff_name(c)
    coord = E.staff_name(c, "F" if chance(0.7) else "M")
    n.add(["\nTransplant hepatologist: "] + hep.dr(True) + ["\nTransplant surgeon: "] + surg.dr(True) + ["\n"])
    n.add(["Coordinator: ", coord.full(), ", RN - ", c.phone(ext=chance(0.5)), ", ", coord.email(), "\n"])
    if chance(0.5):
        n.add(["24 h transplant line: ", c.phone(tollfree=chance(0.5)), "\n"])
    if chance(0.35):
        n.add(["Record accessed by user ", coord.username(), " from workstation ", c.ip(), "\n"])
    C.signature(n, c, hep, ch(["MD, FRCPC", "FRACP"]), user=chance(0.3))


def g_paracentesis(n, c):
    C.letterhead(n, c, ch(["Medical Day Unit", "Liver Day Unit", "Ambulatory Care - Gastroenterology"]), fax=chance(0.6))
    n.add(ch(["LARGE VOLUME PARACENTESIS - PROCEDURE NOTE", "Day Unit: Abdominal Paracentesis",
              "PARACENTESIS RECORD"]) + "\n\n")
    C.pt_block(n, c, card=chance(0.5), acct=chance(0.5))
    ts = C.tstyle()
    t0 = ri(8 * 60, 11 * 60)
    n.add(["Date: ", c.d(0, ch([None, "wk"])), "   Arrival: ", C.tf(t0, ts), "   ", ch(["Bay", "Chair", "Bed"]), " ",
           P(str(ri(1, 14)), "LOCATION_OTHER"), "\n"])
    op = E.staff_name(c)
    rn = E.staff_name(c, "F" if chance(0.8) else "M")
    n.add(["Operator: "] + (op.dr(True) if chance(0.7) else [op.full(), ", NP"]) + ["   Nurse: ", rn.full(), "\n"])
    n.add(["\nIndication: ", ch(["refractory ascites", "diuretic-intolerant ascites", "tense ascites, symptomatic",
                                 "malignant ascites"]), " secondary to ",
           ch(["alcohol-related cirrhosis", "MASH cirrhosis", "HCV cirrhosis", "peritoneal metastases"]), ".\n"])
    n.add(["Previous LVP: ", c.d(-ri(7, 28)), " (%.1f L drained).\n" % rf(3, 11)])
    n.add("Pre-procedure bloods: ")
    C.labs_line(n, c, ["Hb", "Plt", "INR", "Na", "Cr", "Alb"])
    C.vitals(n, "Pre obs: ")
    n.add("Consent: verbal/written consent obtained; risks of bleeding, infection, leak and hypotension discussed.\n")
    n.add("\nPROCEDURE\n")
    n.add("Site: %s, marked under ultrasound. Aseptic technique, 1%% lidocaine %d mL.\n" % (
        ch(["left iliac fossa", "right iliac fossa", "left flank"]), ri(5, 10)))
    n.add(["Drain: ", ch(["Safe-T-Centesis 8 Fr", "Bonanno catheter", "Rocket 8 Fr paracentesis catheter"]),
           ", lot ", c.lot(), ". ", ch(["Single pass.", "Two passes required.", "Uncomplicated insertion."]), "\n"])
    vol = rf(3.0, 12.0)
    n.add("Volume drained: %.1f L %s fluid over %d min. Drain removed at %s; site dressed.\n" % (
        vol, ch(["straw-coloured", "cloudy", "blood-stained"]), ri(90, 300), C.tf(t0 + ri(150, 330), ts)))
    alb = int(round(vol * 40 / 100.0)) * 100
    n.add("Albumin 20%% %d mL IV given (8 g per litre removed).\n" % max(alb, 100))
    n.add(["Samples sent: cell count, albumin, total protein, culture in blood culture bottles (specimen ",
           c.accession(), ").\n"])
    C.vitals(n, "Post obs: ")
    if chance(0.4):
        n.add(["Pt ", c.pt.initials(), " mobilised independently; ", ch(["tolerated sandwiches", "no dizziness", "site dry"]), ". "])
        C.nick_line(n, c)
        n.add("\n")
    n.add("\nOUTCOME\n")
    n.add(ch(["No complications. ", "Mild leak at site - stoma bag applied. ", "Transient hypotension, resolved with fluids. "]))
    n.add("Discharged home ")
    k = R.random()
    if k < 0.4:
        f = E.family(c)
        n.add(["with " + E.rel_word(f) + " ", f.full(), ". "])
    elif k < 0.65:
        n.add(["by taxi (", P(ch(["Bluebird Taxis", "Prairie Cabs", "Lakeside Taxi Co."] if c.ca else
                                 ["Kowhai Cabs", "Harbour City Taxis", "Southern Taxis Ltd"]), "ORGANIZATION"), "). "])
    else:
        n.add(["driving self (vehicle ", c.plate(), ") - advised against, patient declined. "])
    n.add("\n")
    n.add(["Next LVP booked: ", c.d(ri(10, 24), ch(["wk", None])), " at ", C.tf(ri(8, 11) * 60, ts), ".\n"])
    if chance(0.4):
        n.add(["Consider TIPS referral - discussed with "] + E.staff_name(c).dr(False) + [".\n"])
    C.signature(n, c, op, ch(["MD", "NP", "MD, FRCPC", "FRACP"]), lic=chance(0.3), user=chance(0.4))
