"""Genres: respiratory clinic letter, respiratory nurse phone follow-up, driving-fitness letter."""
import datetime

import blocks as K
import clin as X
import core as C
import pools as P


def age_ph(ctx, pt, age=None, adj=False):
    a = str(pt.age if age is None else age)
    k = ctx.r.choice([0, 1, 2, 3, 5]) if adj else ctx.r.randint(0, 5)
    if k == 0:
        return [(a, "AGE"), "-year-old"]
    if k == 1:
        return [(a, "AGE"), " year old"]
    if k == 2:
        return [(a, "AGE"), " yo"]
    if k == 3:
        return [(a, "AGE"), "-yr-old"]
    if k == 4:
        return ["aged ", (a, "AGE"), ","]
    return [(a, "AGE"), " y/o"]


def he(pt, cap=False):
    s = "he" if pt.sex == "M" else "she"
    return s.capitalize() if cap else s


def his(pt, cap=False):
    s = "his" if pt.sex == "M" else "her"
    return s.capitalize() if cap else s


CONDS = {
    "copd": ["COPD (GOLD spirometric grade %d, group E)", "Frequent exacerbator phenotype",
             "Emphysema on CT"],
    "asthma": ["Severe eosinophilic asthma", "Allergic rhinitis", "Dysfunctional breathing"],
    "ild": ["Idiopathic pulmonary fibrosis (probable UIP pattern)", "Chronic cough", "Exertional desaturation"],
    "bronchiectasis": ["Non-CF bronchiectasis, middle lobe and lingula", "Pseudomonas aeruginosa colonisation",
                       "Chronic rhinosinusitis"],
    "nodule": ["Incidental pulmonary nodule, right upper lobe", "Ex-smoker, 40 pack-years",
               "Mild centrilobular emphysema"],
    "cough": ["Chronic cough, likely cough hypersensitivity", "GORD", "Post-nasal drip"],
    "sarcoid": ["Pulmonary sarcoidosis, Scadding stage II", "Uveitis (previous)", "Hypercalciuria"],
}


CT_BY = {
    "ild": "bibasal subpleural reticulation with traction bronchiectasis, no honeycombing (probable UIP)",
    "bronchiectasis": "cylindrical bronchiectasis in the middle lobe and lingula with mucus plugging",
    "sarcoid": "bilateral hilar and subcarinal lymphadenopathy with perilymphatic nodules",
    "cough": "no parenchymal abnormality",
    "asthma": "bronchial wall thickening, no bronchiectasis",
}


def clinic_letter(ctx, b):
    r = ctx.r
    cond = r.choice(list(CONDS.keys()))
    pt = C.Patient(ctx, 24 if cond in ["asthma", "sarcoid", "cough"] else 45, 89)
    s = C.site(ctx)
    gp = C.GP(ctx, near=pt.addr)
    doc = C.clinician(ctx)
    K.letterhead(b, ctx, s, r.choice(["Department of Respiratory Medicine", "Chest Clinic", "Respiratory Medicine"] if ctx.uk
                                     else ["Division of Pulmonary, Critical Care & Sleep Medicine",
                                           "Department of Medicine - Pulmonary", "Pulmonary Associates"]))
    if ctx.uk:
        b(r.choice(["Clinic date: ", "Date of clinic: ", "Seen: "]), ctx.D(ctx.date), "\n")
        b(r.choice(["Date typed: ", "Letter date: "]), ctx.D(ctx.ahead(2, 9)), "\n\n")
        K.gp_block(b, ctx, gp)
        K.banner(b, ctx, pt, style=r.choice([0, 0, 2, 4]))
        b("\nDear ", C.dr(ctx), (C.nm(gp.p, "l"), "DOCTOR"), ",\n\n")
    else:
        b(ctx.D(ctx.date, r.choice(["MMdy", "MMdy", "mdy"])), "\n\n")
        b(C.dr(ctx), (C.nm(gp.p, "fl"), "DOCTOR"), "\n", (gp.practice, "HOSPITAL"), "\n",
          C.addr_items(ctx, gp.addr, style="lines"), "\n")
        if r.random() < 0.5:
            b("Fax: ", (gp.fax, "FAX"), "\n")
        b("\n")
        K.banner(b, ctx, pt, style=r.choice([0, 0, 3]), extra=False)
        b("\nDear ", C.dr(ctx), (C.nm(gp.p, "l"), "DOCTOR"), ":\n\n")
    diags = list(CONDS[cond])
    if "%d" in diags[0]:
        diags[0] = diags[0] % r.randint(2, 4)
    b("Diagnoses:\n")
    for i, d in enumerate(diags + X.comorbid(r, r.randint(1, 3), ctx.uk)):
        b("%d. %s\n" % (i + 1, d))
    if r.random() < 0.6:
        b("\nCurrent medication:\n")
        for m in X.med_list(r, r.randint(2, 3), r.randint(1, 4), ctx.uk):
            b("- ", m, "\n")
    b("\n")
    # opening paragraph
    opener = r.randint(0, 2)
    if opener == 0:
        b("I reviewed ", pt.title, " ", pt.n("l"), " in the ", {"ild": "ILD", "asthma": "severe asthma", "bronchiectasis": "bronchiectasis",
                                                 "sarcoid": "sarcoidosis"}.get(cond, r.choice(["respiratory", "chest"])),
          " clinic today. ")
    elif opener == 1:
        b("Thank you for referring this ", age_ph(ctx, pt, adj=True), " ", r.choice(["gentleman" if pt.sex == "M" else "lady", "patient"]), ", ",
          pt.title, " ", pt.n("fl"), ", whom I saw on ", ctx.D(ctx.date), ". ")
    else:
        b(pt.n("f"), " (", pt.title, " ", pt.n("l"), ") attended with ", his(pt), " ", pt.kin_rel, " ",
          pt.kn("f"), ". ")
    b(he(pt, True), " is ", C.art_num(pt.age), " ", age_ph(ctx, pt, adj=True), " ", C.job_prefix(ctx, pt), (pt.prof, "PROFESSION"))
    if r.random() < 0.55:
        emp = r.choice(P.EMPLOYERS_UK if ctx.uk else P.EMPLOYERS_US)
        if r.random() < 0.7:
            b(" who ", r.choice(["worked for ", "was employed by "]), (emp, "ORGANIZATION"), " from ",
              (str(ctx.date.year - r.randint(25, 45)), "DATE"), " to ", (str(ctx.date.year - r.randint(3, 20)), "DATE"))
        else:
            b(" ", r.choice(["with ", "employed by "]), (emp, "ORGANIZATION"))
    b(". ")
    sm = r.randint(0, 2)
    if sm == 0:
        b(he(pt, True), " started smoking aged ", (str(r.randint(12, 19)), "AGE"), " and stopped in ",
          ctx.D(ctx.ago(400, 5000), r.choice(["My", "Y", "Mony"])), " (%d pack-years). " % r.randint(15, 70))
    elif sm == 1:
        b(he(pt, True), " is a current smoker of %d cigarettes a day. " % r.choice([5, 10, 15, 20, 30]))
    else:
        b(he(pt, True), " has never smoked. ")
    if r.random() < 0.5:
        b(K.origin(ctx, pt))
    if r.random() < 0.4:
        pets = r.choice(["Keeps budgerigars", "Keeps racing pigeons", "Keeps a parrot", "Has two dogs",
                         "Keeps chickens", "No pets"])
        b(pets, "; ", r.choice(["feather duvet", "no feather bedding", "damp in the bathroom",
                                          "mould in the bedroom"]), ". ")
    b("\n\n")
    # history paragraph
    mrc = r.randint(1, 5)
    if r.random() < 0.5:
        b("Since I last saw ", pt.title, " ", pt.n("l"))
    else:
        b("Since the last review on ", ctx.D(ctx.ago(90, 400)))
    b(", ", he(pt), " reports ", "MRC dyspnoea" if ctx.uk else "mMRC dyspnea", " grade %d, " % (mrc if ctx.uk else mrc - 1),
      r.choice(["with a daily cough productive of white sputum", "with a dry cough", "with minimal sputum",
                "with green sputum most mornings"]), ". ")
    n_ex = r.randint(0, 4)
    b("%d exacerbation%s requiring oral steroids in the past year" % (n_ex, "" if n_ex == 1 else "s"))
    if n_ex:
        b(", the last around ", ctx.D(ctx.ago(20, 200), r.choice([ctx.ds, "dM" if ctx.uk else "Md", "My"])))
    b(". ")
    if r.random() < 0.5:
        a0 = ctx.ago(40, 300)
        b("One admission, to ", (s["name"] if r.random() < 0.6 else r.choice(P.UK_HOSPITALS if ctx.uk else P.US_HOSPITALS),
                                 "HOSPITAL"), " from ", ctx.D(a0, "dm" if ctx.uk else "md"), " to ",
          ctx.D(a0 + datetime.timedelta(days=r.randint(2, 12)), "dm" if ctx.uk else "md"), ". ")
    b(r.choice(["Inhaler technique was checked and is good. ", "Inhaler technique was poor with the MDI; switched to DPI. ",
                "Adherence is good by prescription records. "]))
    b("\n\nOn examination: ", X.vitals(r, ctx.uk), ". ",
      r.choice(["Scattered expiratory wheeze.", "Fine bibasal inspiratory crackles.", "Chest clear.",
                "Reduced air entry bilaterally, hyperexpanded chest.", "Coarse crackles right base."]), "\n\n")
    sp = X.spiro(r, "restrictive" if cond in ["ild", "sarcoid"] else ("normal" if cond == "cough" else None), pt.sex)
    b("Spirometry today: FEV1 %s L (%d%% predicted), FVC %s L (%d%%), ratio %s. " % (
        X.f2(sp["fev1"]), sp["fev1_pc"], X.f2(sp["fvc"]), sp["fvc_pc"], X.f2(sp["ratio"])))
    if r.random() < 0.5:
        b("Previous spirometry on ", ctx.D(ctx.ago(200, 900)), " showed FEV1 %s L. " % X.f2(sp["fev1"] + r.uniform(0, 0.3)))
    if r.random() < 0.45:
        b("FeNO %d ppb, blood eosinophils %.2f x10^9/L, total IgE %d kU/L. " % (r.randint(5, 90), r.uniform(0.05, 0.9),
                                                                             r.randint(8, 900)))
    if r.random() < 0.7:
        b("CT thorax on ", ctx.D(ctx.ago(14, 120)), " (", r.choice(["accession ", "ref ", "Acc# "]),
          (r.choice(["RAD", "CT", "XR"]) + C.digits(r, 7), "IDNUM"), ") showed ", CT_BY.get(cond) or X.ct_finding(r), ". ")
    b("\n\nPlan:\n")
    plans = [
        "1. Continue current inhalers; rescue pack issued.",
        "1. Refer for pulmonary rehabilitation.",
        "1. Start azithromycin after ECG (QTc) check.",
        "1. Repeat full lung function with gas transfer.",
        "1. Sputum for culture and AFB.",
    ]
    b(r.choice(plans), "\n")
    if r.random() < 0.5:
        rehab = r.choice(["Fenwick Community Hospital", "Hadley Lane Health Centre"] if ctx.uk else
                         ["Lakeside Pulmonary Rehab Center", "Hilltop Community Health Center"])
        b("2. Referred to the programme at ", (rehab, "HOSPITAL"), ".\n")
    else:
        b("2. Annual influenza and COVID-19 vaccination recommended.\n")
    b("3. Review in clinic in %d months" % r.choice([3, 4, 6, 12]))
    if r.random() < 0.5:
        b(", provisionally ", ctx.D(ctx.ahead(80, 200)))
    b(".\n\n")
    if r.random() < 0.3:
        b(he(pt, True), " can contact the team directly on ", (C.phone(ctx, s["row"], ext=True), "PHONE"),
          " or by email at ", (K.dept_email(ctx, s), "EMAIL"), ".\n\n")
    if ctx.uk:
        K.signature(b, ctx, doc)
        b("\n")
        K.typist(b, ctx, doc)
    else:
        K.signature(b, ctx, doc)
    K.cc_block(b, ctx, pt, None if ctx.uk else gp)


def nurse_phone(ctx, b):
    r = ctx.r
    pt = C.Patient(ctx, 48, 91)
    s = C.site(ctx)
    nurse = C.clinician(ctx)
    cons = C.clinician(ctx)
    uk = ctx.uk
    b(r.choice(["TELEPHONE CONSULTATION - RESPIRATORY NURSE", "Respiratory Nurse Specialist - Telephone Review",
                "RN Telephone Encounter - Pulmonary", "COPD Team Phone Follow-up"]), "\n")
    b((s["name"], "HOSPITAL"), "\n")
    b("Date: ", ctx.D(ctx.date), "   Time: %02d:%02d\n" % (r.randint(8, 17), r.randint(0, 59)))
    b("Patient: ", pt.n(r.choice(["LFc", "fl", "LF"])), "   DOB: ", ctx.D(pt.dob))
    if uk:
        b("   NHS: ", (pt.nhs, "MRN"), "\n")
    else:
        b("   MRN: ", (pt.mrn, "MRN"), "   CSN: ", (C.digits(r, 10), "ACCOUNT"), "\n")
    b("Number called: ", (pt.mobile if r.random() < 0.5 else pt.phone, "PHONE"), "\n")
    b(r.choice(["Consultant: ", "Named consultant: "] if uk else ["Attending: ", "Pulmonologist: "]), C.dr(ctx),
      (C.nm(cons, r.choice(["l", "il0"])), "DOCTOR"), "\n\n")
    k = r.randint(0, 2)
    if k == 0:
        b("Spoke with patient. Identity confirmed with full name, DOB and first line of address (",
          (pt.addr["street"], "STREET"), ").\n")
    elif k == 1:
        b("No answer on first attempt; ", pt.kin_rel, " ", pt.kn("fl"), " answered on second call and passed phone to ",
          pt.title, " ", pt.n("l"), ". Verbal consent for ", pt.kn("f"), " to remain on speaker.\n")
    else:
        b("Patient (", pt.n(r.choice(["n", "f"])), ") called back on the ", r.choice(["COPD helpline", "nurse advice line"]),
          " after message left ", ctx.D(ctx.ago(1, 3)), ".\n")
    b("\nReason: follow-up after ", r.choice(["discharge", "exacerbation", "rescue pack use", "new triple therapy",
                                                 "home oxygen installation"]), " on ", ctx.D(ctx.ago(3, 16)), ".\n\n")
    b("S: ", he(pt, True), " reports ", r.choice(["breathlessness improving", "ongoing breathlessness on stairs",
                                                 "cough settling, sputum now clear", "some ankle swelling",
                                                 "poor sleep due to cough"]), ". ")
    b("Completed prednisolone course. " if uk else "Completed prednisone burst. ",
      r.choice(["Using salbutamol 2-3 times/day." if uk else "Using albuterol 2-3 times/day.", "Reliever use back to baseline.",
                                                     "Still needing nebulisers QDS."]), " ")
    b("CAT score by phone %d/40. " % r.randint(8, 34))
    if r.random() < 0.3:
        b("Interpreter used (", r.choice(["Urdu", "Polish", "Punjabi", "Spanish", "Vietnamese", "Somali"]), "). ",
          K.origin(ctx, pt))
    if r.random() < 0.5:
        b("Home pulse oximeter reading %d%% at rest. " % r.randint(86, 97))
    if r.random() < 0.4:
        b(he(pt, True), " lives alone in ", r.choice(["a flat in ", "sheltered housing in ", "a bungalow in "]),
          (pt.addr["city"], "CITY"), "; ", pt.kin_rel, " ", pt.kn("fl"), " visits daily. ")
    if r.random() < 0.35:
        b("Usually works as ", C.art(pt.prof), " ", (pt.prof, "PROFESSION"), ", currently off sick. ")
    b("\n\nSymptom check:\n  Breathlessness vs baseline: %s\n  Sputum colour: %s\n  Fever: %s\n"
      "  Ankle swelling: %s\n  Sleep: %s\n" % (r.choice(["better", "same", "worse"]), r.choice(["clear", "white",
                                                                                          "yellow", "green"]),
                                              r.choice(["no", "no", "yes, 37.9"]), r.choice(["no", "mild", "yes"]),
                                              r.choice(["disturbed", "ok", "propped on 3 pillows"])))
    b("\nMedications reviewed:\n")
    for m in X.med_list(r, r.randint(2, 3), r.randint(0, 2), ctx.uk):
        b("  - ", m, "\n")
    b("\nA: ", r.choice(["Recovering exacerbation, no red flags.", "Slow recovery; no features of pneumonia reported.",
                           "Stable; technique issues with Ellipta device."]), "\n")
    b("P:\n- Inhaler technique reviewed verbally; video link sent to ",
      (pt.email, "EMAIL") if r.random() < 0.5 else (pt.mobile, "PHONE"), ".\n")
    if r.random() < 0.45:
        link = r.choice(["https://www.example.org/copd/inhaler-videos", "https://videos.example.net/ellipta",
                         "www.example.com/breathe/selfcare"])
        b("- Self-management plan available at ", (link, "URL"), ".\n")
    b("- Repeat rescue pack prescription sent to ",
      (r.choice(P.PHARMACIES_UK if uk else P.PHARMACIES_US), "HOSPITAL"), ".\n")
    b("- Next call booked for ", ctx.D(ctx.ahead(5, 21), r.choice([ctx.ds, "wuk" if uk else "wus"])), ".\n")
    if r.random() < 0.35:
        b("- Video review scheduled; patient connected previously from IP ", (C.private_ip(r), "IPADDR"),
          " with poor audio - advised to use home wifi.\n")
    if r.random() < 0.3:
        b("- Discussed with ", C.dr(ctx), (C.nm(cons, "l"), "DOCTOR"), " who agrees with plan.\n")
    b("- Advised to call 999 if acutely unwell.\n" if uk else "- Advised to call 911 or go to ED if worse.\n")
    if r.random() < 0.4:
        b("- GP (" if uk else "- PCP (", C.dr(ctx), (C.nm(C.person(ctx), r.choice(["il0", "l"])), "DOCTOR"), ", ",
          (r.choice(P.UK_GP if uk else P.US_PCP), "HOSPITAL"), ") updated by ", r.choice(["task", "letter", "fax"]), ".\n")
    b("\n", (C.nm(nurse, r.choice(["fl", "fil"])), "DOCTOR"), ", ",
      r.choice(["Respiratory Nurse Specialist", "COPD CNS", "Band 7 Respiratory Nurse"] if uk else ["RN", "RN, BSN", "RN, AE-C"]))
    b("\n", r.choice(["Direct line ", "Tel ", "Office: "]), (C.phone(ctx, s["row"], ext=r.random() < 0.5), "PHONE"))
    if r.random() < 0.4:
        b("  ", r.choice(["Email ", "e: "]), (C.email_for(ctx, nurse, "staff"), "EMAIL"))
    b("\n")
    if r.random() < 0.4:
        b("Entered by user ", (C.username(ctx, nurse), "USERNAME"), " ", ctx.D(ctx.date), "\n")


def driving_letter(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 26, 72, sex=r.choice(["M", "M", "M", "F"]))
    s = C.site(ctx)
    doc = C.clinician(ctx)
    v = X.psg_values(r, r.uniform(18, 85))
    prof = r.choice(["HGV driver", "bus driver", "taxi driver", "delivery driver", "lorry driver", "coach driver"]
                    if uk else ["long-haul truck driver", "school bus driver", "delivery driver", "tractor-trailer driver"])
    emp = r.choice(P.EMPLOYERS_UK if uk else P.EMPLOYERS_US)
    K.letterhead(b, ctx, s, "Sleep and Ventilation Service" if uk else "Sleep Disorders Center")
    b(ctx.D(ctx.date), "\n\n")
    b("PRIVATE AND CONFIDENTIAL\n" if uk else "")
    b(pt.title, " ", pt.n(r.choice(["fl", "il0", "fml"])), "\n", C.addr_items(ctx, pt.addr, style="lines"), "\n\n")
    if uk:
        b("Driving licence no: ", (C.uk_driving_licence(ctx, pt.p, pt.dob), "LICENSE"), "\n")
        b("NHS number: ", (pt.nhs, "MRN"), "   DOB: ", ctx.D(pt.dob), "\n")
    else:
        b("CDL #: ", (r.choice(["%s%s" % (C.letters(r, 1), C.digits(r, 8)), "%s-%s-%s" % (C.digits(r, 3),
                                C.digits(r, 3), C.digits(r, 3))]), "LICENSE"), " (", (pt.addr["state"], "STATE"), ")\n")
        b("MRN: ", (pt.mrn, "MRN"), "   DOB: ", ctx.D(pt.dob), "\n")
    b("\nDear ", pt.title, " ", pt.n("l"), ",\n\n")
    b("Re: Obstructive sleep apnoea and driving\n\n" if uk else "Re: Obstructive sleep apnea and commercial driving\n\n")
    b("Thank you for attending the sleep clinic on ", ctx.D(ctx.date), ". Your sleep study on ",
      ctx.D(ctx.ago(20, 70)), " showed an apnoea-hypopnoea index (AHI) of %.1f events per hour, " % v["ahi"],
      "which is %s obstructive sleep apnoea, with an oxygen desaturation index of %.1f. " % (X.ahi_sev(v["ahi"]), v["odi"]))
    b("Your Epworth Sleepiness Scale score was %d/24" % v["ess"], r.choice([
        ", and you described nodding off at traffic lights", ", and you reported a near-miss on the motorway" if uk else
        ", and you reported a near-miss on the interstate", "", ", and your partner has noticed you dozing as a passenger"]),
      ". Your oxygen level dipped to a lowest value of %d%% and spent %.1f%% of the night below 90%%.\n\n" % (
          v["nadir"], v["t90"]))
    b("You told me that you work as ", C.art(prof), " ", (prof, "PROFESSION"), " for ", (emp, "ORGANIZATION"))
    if r.random() < 0.6:
        if uk:
            b(" and that your usual vehicle is registration ", (C.uk_plate(r), "VEHICLE"))
        else:
            b(" and that you drive truck plate ", (C.us_plate(r), "VEHICLE"), " (VIN ", (C.vin(r), "VEHICLE"), ")")
    b(". ")
    if uk:
        b("Because you have excessive sleepiness while driving, you must not drive until your symptoms are "
          "controlled and you must inform the DVLA. As a Group 2 licence holder you will need to show "
          "adherence to CPAP of at least 4 hours per night on 70% of nights before relicensing.\n\n")
    else:
        b("Per FMCSA guidance, you should not operate a commercial motor vehicle until treatment is established. "
          "Your medical examiner will require a compliance download showing at least 4 hours per night on 70% of "
          "nights.\n\n")
    b("Summary of findings\n")
    b("  Study type:      ", r.choice(X.HSAT) + " home study" if r.random() < 0.6 else "in-lab polysomnography", "\n")
    b("  AHI / ODI:       %.1f / %.1f per hour\n  Nadir SpO2:      %d%%\n  ESS:             %d/24\n"
      "  BMI:             %.1f kg/m2   Neck: %d cm\n\n" % (v["ahi"], v["odi"], v["nadir"], v["ess"], r.uniform(24, 44),
                                                         r.randint(37, 50)))
    b("We have arranged CPAP set-up on ", ctx.D(ctx.ahead(3, 20), r.choice([ctx.ds, "wuk" if uk else "wus"])),
      " at %02d:%02d with " % (r.randint(8, 15), r.choice([0, 15, 30, 45])),
      (C.nm(C.clinician(ctx), "fl"), "DOCTOR"), r.choice([", Sleep Physiologist", ", Clinical Physiologist"] if uk else
                                                         [", RPSGT", ", RRT"]), ". ")
    b("If you need to rearrange please call ", (C.phone(ctx, s["row"], ext=r.random() < 0.4), "PHONE"))
    if r.random() < 0.5:
        b(" or email ", (K.dept_email(ctx, s), "EMAIL"))
    b(".\n\n")
    b("Please bring your ", "photocard driving licence" if uk else "CDL and DOT medical card",
      " and a list of your medicines to the appointment. Once you have used CPAP for a month we will download "
      "the machine data and write to you and to ", "the DVLA" if uk else "your medical examiner",
      " if you wish.\n\n")
    if r.random() < 0.5:
        b("Your employer's occupational health contact, ", (C.nm(C.person(ctx), "fl"), "FAMILY"),
          ", may ask for a copy of this letter; please let us know if you consent.\n\n")
    K.signature(b, ctx, doc, role="Consultant in Sleep Medicine" if uk else "Sleep Medicine",
                creds=None if uk else "MD, DABSM")
    gp = C.GP(ctx, near=pt.addr)
    K.cc_block(b, ctx, pt, gp)
