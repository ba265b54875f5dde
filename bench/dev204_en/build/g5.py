"""Genres: COPD exacerbation admission note, respiratory discharge summary."""
import blocks as K
import clin as X
import core as C
import pools as P


def his(pt, cap=False):
    s = "his" if pt.sex == "M" else "her"
    return s.capitalize() if cap else s


def he(pt, cap=False):
    s = "he" if pt.sex == "M" else "she"
    return s.capitalize() if cap else s


def copd_admission(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 50, 94)
    s = C.site(ctx)
    clerk = C.clinician(ctx)
    cons = C.clinician(ctx)
    gp = C.GP(ctx, near=pt.addr)
    if uk:
        b(r.choice(["ACUTE MEDICAL ADMISSION - CLERKING", "Medical Admission Proforma", "AMU Clerking"]), "\n")
        b((s["name"], "HOSPITAL"), "   ", r.choice(["AMU", "ED majors", "Respiratory Assessment Unit"]), " bay ",
          (str(r.randint(1, 6)), "LOCATION_OTHER"), ", bed ", (str(r.randint(1, 8)), "LOCATION_OTHER"), "\n")
    else:
        b(r.choice(["HISTORY AND PHYSICAL - ADMISSION", "Admission H&P (Hospitalist)", "MICU Admission Note"]), "\n")
        b((s["name"], "HOSPITAL"), "   Room ", ("%d%02d%s" % (r.randint(2, 8), r.randint(1, 40), r.choice(["", "-A", "-B"])),
                                                "LOCATION_OTHER"), "\n")
    b("Date of admission: ", ctx.D(ctx.date), "  Time: %02d:%02d\n" % (r.randint(0, 23), r.randint(0, 59)))
    b("Patient: ", pt.n(r.choice(["LF", "LFc", "fml"])), "   DOB: ", ctx.D(pt.dob), "   ", (str(pt.age), "AGE"),
      r.choice([pt.sex, " " + pt.sex, "yo " + pt.sex]), "\n")
    if uk:
        b("NHS: ", (pt.nhs, "MRN"), "   MRN: ", (pt.mrn, "MRN"), "\n")
        b("GP: ", C.dr(ctx), (C.nm(gp.p, "il0"), "DOCTOR"), ", ", (gp.practice, "HOSPITAL"), "\n")
    else:
        b("MRN: ", (pt.mrn, "MRN"), "   Acct: ", (C.digits(r, 9), "ACCOUNT"), "\n")
        b("PCP: ", (C.nm(gp.p, "fl"), "DOCTOR"), ", MD (", (gp.practice, "HOSPITAL"), ")\n")
        b("Insurance: ", (pt.ins["name"], "ORGANIZATION"), " #", (pt.ins["member"], "HEALTHPLAN"), "\n")
        if r.random() < 0.5:
            b("SSN: ", (pt.ssn, "SSN"), "   Emergency contact: ", pt.kn("fl"), " (", pt.kin_rel, ") ",
              (pt.kin_phone, "PHONE"), "\n")
    b("\n", "PC: " if uk else "CC: ", r.choice(["Increasing breathlessness", "SOB and wheeze x%d days" % r.randint(2, 7),
                                                "Productive cough, green sputum", "Confusion and drowsiness"]), "\n\n")
    b("HPC:" if uk else "HPI:", " ", (str(pt.age), "AGE"), r.choice(["yo ", " y/o ", "-year-old "]),
      "man" if pt.sex == "M" else "woman", " with COPD (FEV1 %d%% pred, " % r.randint(20, 60),
      r.choice(["on LTOT 2 L" if uk else "on home O2 2L", "not on home oxygen", "previous NIV"]), "). ")
    b("Unwell since ", ctx.D(ctx.ago(2, 6), r.choice(["wuk3" if uk else "wus3", ctx.ds])), " with increased sputum volume and purulence. ")
    k = r.randint(0, 2)
    if k == 0:
        b(his(pt, True), " ", pt.kin_rel, " ", pt.kn(r.choice(["f", "fl"])), " called ",
          "999" if uk else "911", " after finding ", "him" if pt.sex == "M" else "her", " unable to complete sentences. ")
    elif k == 1:
        b("Self-started rescue pack ", ctx.D(ctx.ago(3, 8), "dm" if uk else "md"), " with little effect. ")
    else:
        b("Seen by GP " if uk else "Seen at urgent care ", ctx.D(ctx.ago(1, 4)), " and given amoxicillin. ")
    b(r.choice(["No chest pain. ", "Pleuritic R chest pain. ", "No haemoptysis. " if uk else "No hemoptysis. "]),
      r.choice(["1 admission", "2 admissions", "3 admissions", "Several admissions"]) + " in past 12 months, last to ",
      (r.choice(P.UK_WARDS) if uk else r.choice(P.US_HOSPITALS), "HOSPITAL"), " in ",
      ctx.D(ctx.ago(60, 300), r.choice(["My", "Mony"])), ".\n\n")
    b("PMH: ", "; ".join(X.comorbid(r, r.randint(2, 5), ctx.uk)), "\n")
    b("DH: ", "; ".join(X.med_list(r, r.randint(2, 4), r.randint(2, 4), ctx.uk)), "\n")
    b("Allergies: ", r.choice(["NKDA", "penicillin (rash)", "clarithromycin (GI upset)", "NKDA"]), "\n")
    b("SH: ", r.choice(["Ex-smoker", "Current smoker", "Ex-smoker"]), ", %d pack-years, started aged " % r.randint(20, 90),
      (str(r.randint(11, 18)), "AGE"), ". ", C.job_prefix(ctx, pt, True) or "Works as %s " % C.art(pt.prof), (pt.prof, "PROFESSION"), ". ")
    if r.random() < 0.5:
        b("Lives at ", (r.choice(P.UK_COMMUNITY[5:] if uk else P.US_CLINICS[10:12]), "HOSPITAL"), ". ")
    else:
        b("Lives with ", pt.kin_rel, " in ", (pt.addr["city"], "CITY"), "; independent with ADLs", r.choice(["", ", uses a stick"]), ". ")
    if r.random() < 0.25:
        b(K.origin(ctx, pt))
    b(r.choice(["Alcohol 10 units/week.", "No alcohol.", "Alcohol 2 beers/day."]), "\n\n")
    b("O/E: ", X.vitals(r, uk, True), ". NEWS2 %d. " % r.randint(4, 11) if uk else ". ",
      r.choice(["Tripoding, using accessory muscles. ", "Drowsy but rousable, flap present. ", "Speaking in short phrases. "]),
      r.choice(["Widespread wheeze.", "Quiet chest.", "Coarse crackles R base.", "Poor air entry bilaterally."]), "\n")
    b("ABG: ", X.abg(r, uk), "\n")
    b("Bloods: ", X.bloods(r, uk), "\n")
    b("CXR: ", r.choice(["hyperexpanded, no consolidation", "RLL consolidation", "no pneumothorax; bullae R apex",
                         "cardiomegaly with upper-lobe diversion"]), ". ECG: ",
      r.choice(["sinus tachycardia", "AF 118", "P pulmonale, no acute ST change"]), ".\n\n")
    b("Impression: ", r.choice(["Infective exacerbation of COPD", "AECOPD with type 2 respiratory failure",
                                "AECOPD, possible CAP (CURB-65 %d)" % r.randint(1, 3)]),
      ". DECAF %d.\n" % r.randint(0, 5))
    b("Plan:\n1. Controlled O2, target SpO2 88-92%.\n2. Nebulised salbutamol 5 mg and ipratropium 500 mcg.\n"
      "3. Prednisolone 30 mg OD x5 days" if uk else
      "Plan:\n1. O2 titrated to SpO2 88-92%.\n2. DuoNeb q4h + albuterol q2h PRN.\n3. Prednisone 40 mg daily x5 days")
    b(", ", r.choice(["doxycycline", "amoxicillin", "clarithromycin", "azithromycin", "ceftriaxone"]), ".\n")
    b("4. Repeat ABG in 1 h; if pH < 7.35 and pCO2 raised, start NIV.\n")
    if r.random() < 0.55:
        b("5. ", "TEP" if uk else "Code status", " discussed with patient and ", pt.kin_rel, " ", pt.kn("fl"),
          " (", (pt.kin_phone, "PHONE"), "): ", r.choice(["for full escalation", "not for intubation; NIV ceiling",
                                                          "DNACPR agreed" if uk else "DNR/DNI confirmed"]), ".\n")
    b("\n")
    if uk:
        b("Clerked by: Dr ", (C.nm(clerk, r.choice(["fl", "il0"])), "DOCTOR"), " (", r.choice(["FY2", "CT1", "IMT2", "ST3"]),
          "), bleep ", ("555%d" % r.randint(0, 9), "PHONE"), "\n")
        b("Post-take: Dr ", (C.nm(cons, r.choice(["l", "il0"])), "DOCTOR"), " - agree with above. ", ctx.D(ctx.ahead(0, 1)), "\n")
        if r.random() < 0.4:
            b("GMC ", (C.gmc(r), "LICENSE"), "\n")
    else:
        K.esign(b, ctx, clerk, r.choice(["MD", "DO"]))
        b("Attending: Dr. ", (C.nm(cons, r.choice(["fl", "l"])), "DOCTOR"), "  pager ", (C.phone(ctx, s["row"], ext=False), "PHONE"), "\n")


def discharge_summary(ctx, b):
    r = ctx.r
    uk = ctx.uk
    pt = C.Patient(ctx, 40, 95)
    s = C.site(ctx)
    doc = C.clinician(ctx)
    cons = C.clinician(ctx)
    gp = C.GP(ctx, near=pt.addr)
    adm = ctx.ago(3, 19)
    b(r.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "Electronic Discharge Notification",
                "Discharge Summary - Respiratory Medicine"]), "\n")
    K.letterhead(b, ctx, s, r.choice(["Department of Respiratory Medicine", "Respiratory Medicine"] if uk else
                                     ["Department of Medicine - Pulmonary", "Hospital Medicine Service"]))
    if uk:
        b("To: ", C.dr(ctx), (C.nm(gp.p, r.choice(["il0", "fl"])), "DOCTOR"), ", ", (gp.practice, "HOSPITAL"), ", ",
          C.addr_items(ctx, gp.addr, style="line"), "\n\n")
    else:
        b("PCP: ", (C.nm(gp.p, "fl"), "DOCTOR"), ", MD  Fax ", (gp.fax, "FAX"), "\n\n")
    K.banner(b, ctx, pt, style=r.choice([1, 3]) if uk else r.choice([1, 2, 4]))
    ward = r.choice(P.UK_WARDS) if uk else None
    b("Admitted: ", ctx.D(adm), "   Discharged: ", ctx.D(ctx.date), "   LOS: %d days\n" % (ctx.date - adm).days)
    if uk:
        b("Ward: ", (ward, "HOSPITAL"), "   Consultant: Dr ", (C.nm(cons, r.choice(["fl", "il0"])), "DOCTOR"), "\n")
    else:
        b("Attending: ", (C.nm(cons, "fl"), "DOCTOR"), ", MD   Unit: ", r.choice(["Pulmonary step-down", "Medicine",
                                                                               "MICU then medicine floor"]), "\n")
        b("Encounter #: ", (C.digits(r, 10), "ACCOUNT"), "\n")
    b("\nPrincipal diagnosis: ", r.choice(["Infective exacerbation of COPD", "Community-acquired pneumonia, CURB-65 2",
                                           "Acute asthma attack (life-threatening features)", "Spontaneous pneumothorax (secondary)",
                                           "Pulmonary embolism, submassive", "Type 2 respiratory failure secondary to OHS",
                                           "Acute exacerbation of IPF"]), "\n")
    b("Secondary: ", "; ".join(X.comorbid(r, r.randint(1, 3), ctx.uk)), "\n\n")
    b("Clinical summary:\n")
    b(pt.title, " ", pt.n("l"), ", ", (str(pt.age), "AGE"), ", presented on ", ctx.D(adm, r.choice([ctx.ds, "dM" if uk else "Md"])),
      " with ", r.choice(["3 days of increasing breathlessness", "sudden pleuritic chest pain", "fever and rigors",
                          "drowsiness noted by family"]), ". ")
    b(r.choice(["Required NIV for %d days (max IPAP %d). " % (r.randint(1, 4), r.randint(18, 26)),
                "Managed on the ward with controlled oxygen. ", ""]))
    if r.random() < 0.5:
        b("Chest drain inserted on ", ctx.D(adm + (ctx.date - adm) // 3), " and removed ", ctx.D(ctx.ago(1, 2)), ". ")
    b("Sputum culture ", ("%s%s" % (C.letters(r, 1), C.digits(r, 8)), "IDNUM"), ": ",
      r.choice(["Haemophilus influenzae, sensitive to doxycycline", "normal flora", "Pseudomonas aeruginosa",
                "Streptococcus pneumoniae"]), ". ")
    b("Stepped down to room air on ", ctx.D(ctx.ago(1, 3), "dm" if uk else "md"), ". ",
      r.choice(["Seen by the respiratory nurse team prior to discharge. ", "Inhaler technique checked. ",
                "Smoking cessation referral made. "]), "\n")
    if r.random() < 0.4:
        b("Discussed with ", his(pt), " ", pt.kin_rel, " ", pt.kn("fl"), " on ", ctx.D(ctx.ago(1, 3)), ".\n")
    b("\nMedication on discharge:\n")
    meds = X.med_list(r, r.randint(2, 4), r.randint(1, 4), ctx.uk)
    for m in meds:
        b("  ", m, r.choice(["", "", "  (new)", "  (changed)"]), "\n")
    b("\nFollow-up:\n")
    b("- Respiratory clinic, ", (s["name"], "HOSPITAL"), ", on ", ctx.D(ctx.ahead(21, 70)), ".\n")
    if r.random() < 0.5:
        b("- Repeat CXR in 6 weeks (", ctx.D(ctx.ahead(40, 46), r.choice([ctx.ds, "My"])), ").\n")
    if r.random() < 0.5:
        b("- Nurse phone call within 72 hours on ", (pt.phone, "PHONE"), ".\n")
    disch = r.randint(0, 2)
    b("\nDischarged to: ")
    if disch == 0:
        b("usual residence, ", C.addr_items(ctx, pt.addr, style="line"), ".\n")
    elif disch == 1:
        home = r.choice(P.UK_COMMUNITY[5:] if uk else P.US_CLINICS[10:12])
        b((home, "HOSPITAL"), " (", (C.phone(ctx, pt.addr["row"]), "PHONE"), ").\n")
    else:
        b("home with ", pt.kin_rel, " (", pt.kn("f"), ") via ", "hospital transport" if uk else "private car", ".\n")
    b("\nActions for GP:" if uk else "\nActions for PCP:", " ", r.choice(["please check U&E in 1 week." if uk else "please check BMP in 1 week.",
                                                                          "review steroid weaning.",
                                                                          "none.", "please refer to community COPD team." if uk
                                                                          else "please arrange outpatient PFTs."]), "\n\n")
    b("Completed by: ", "Dr " if uk else "", (C.nm(doc, r.choice(["fl", "fil", "il0"])), "DOCTOR"),
      r.choice([" (FY1)", " (CT2)", " (ST4)"]) if uk else r.choice([", MD", ", PA-C", ", NP"]), "  ", ctx.D(ctx.date), "\n")
    if r.random() < 0.35:
        b("Sent electronically via ", r.choice(["Docman", "MESH", "EDT"] if uk else ["Direct messaging", "HIE"]),
          " by user ", (C.username(ctx, doc), "USERNAME"), "\n")
