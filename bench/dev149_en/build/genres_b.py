"""Genres: rheumatology follow-up, endocrine consult with glucose log, GI endoscopy report,
prior-authorization request, tumor board summary."""
import datetime as dt
import values as V
import common as C
from doc import Doc
from pools import RHEUM_DRUGS, ENDO_DRUGS, GI_FINDINGS, INSURERS, ONC_REGIMENS, DEVICE_MODELS


def rheum_followup(rng):
    ctx = V.Ctx(rng, (22, 86))
    d = Doc()
    d.p(rng.choice(["Bluestem Rheumatology Associates", ctx.hosp]), "HOSPITAL").t(" - Rheumatology Follow-up\n")
    C.id_header(d, rng, ctx, layout=rng.choice(["kv", "inline", "upper"]))
    d.t("Visit: ")
    C.date(d, rng, ctx.visit, rng.choice(["mdy_slash", "wd_long", "long"]))
    d.t("   Provider: ")
    C.doc_name(d, rng, ctx.docs[0], cred="MD", style=rng.choice(["dr_last", "full_cred"]))
    d.t("\n\nS: ")
    C.pt_ref(d, rng, ctx)
    d.t(" is a ")
    V.emit_age(d, rng, ctx.age, ctx.pt.sex)
    dx = rng.choice(["seropositive RA", "SLE with class III nephritis", "psoriatic arthritis", "tophaceous gout",
                     "polymyalgia rheumatica", "ankylosing spondylitis", "limited cutaneous systemic sclerosis"])
    d.t(" with " + dx + " (dx ")
    C.date(d, rng, ctx.days(-rng.randint(400, 4000)), rng.choice(["year", "month_year", "mm_yy"]))
    d.t(") here for 3-month follow-up. Morning stiffness ~45 min. ")
    d.t("Also followed for " + C.eponym(rng) + ". ")
    if rng.random() < 0.6:
        d.t("Missed work at ").p(ctx.employer, "ORGANIZATION").t(" for 4 days around ")
        C.date(d, rng, ctx.days(-rng.randint(20, 70)), rng.choice(["month_year", "mon_day"]))
        d.t(". ")
    d.t("Has been unable to work as a ").p(ctx.job, "PROFESSION").t(" since the flare.\n")
    C.meds(d, rng, RHEUM_DRUGS, rng.randint(3, 5))
    d.t("\nO: BP 128/78, HR 72. 28-joint count: tender %d, swollen %d. DAS28-CRP %.2f. CDAI %d.\n" % (
        rng.randint(0, 10), rng.randint(0, 8), rng.uniform(1.8, 5.5), rng.randint(2, 30)))
    d.t("\nLABS (drawn ")
    C.date(d, rng, ctx.days(-rng.randint(1, 10)), rng.choice(["mdy_nopad", "md", "iso"]))
    d.t(", accession ").p(V.accession(rng, "L"), "IDNUM").t(")\n")
    labs = [("WBC", "%.1f" % rng.uniform(3.5, 11), "K/uL", "4.0-11.0"), ("Hgb", "%.1f" % rng.uniform(9.5, 15), "g/dL", "12.0-16.0"),
            ("Plt", str(rng.randint(150, 420)), "K/uL", "150-400"), ("Creatinine", "%.2f" % rng.uniform(0.6, 1.6), "mg/dL", "0.6-1.2"),
            ("AST", str(rng.randint(14, 60)), "U/L", "10-40"), ("ALT", str(rng.randint(10, 70)), "U/L", "7-56"),
            ("ESR", str(rng.randint(5, 80)), "mm/hr", "0-20"), ("CRP", "%.1f" % rng.uniform(0.2, 40), "mg/L", "<5.0"),
            ("RF", str(rng.randint(8, 300)), "IU/mL", "<14"), ("anti-CCP", str(rng.randint(3, 250)), "U/mL", "<20"),
            ("C3", str(rng.randint(60, 160)), "mg/dL", "90-180"), ("Uric acid", "%.1f" % rng.uniform(3, 11), "mg/dL", "3.5-7.2")]
    if rng.random() < 0.5:
        d.t("| Test | Result | Units | Ref |\n|---|---|---|---|\n")
        for r in rng.sample(labs, 8):
            d.t("| %s | %s | %s | %s |\n" % r)
    else:
        for r in rng.sample(labs, 8):
            d.t("  %-12s %-7s %-7s %s\n" % r)
    d.t("\nQuantiFERON negative ")
    C.date(d, rng, ctx.days(-rng.randint(100, 400)), rng.choice(["month_year", "mdy_slash"]))
    d.t(". Hep B sAg negative.\n")
    d.t("\nA/P: Disease activity moderate. Increase methotrexate to 25 mg weekly; DXA scan due. ")
    d.t("Specialty pharmacy: ").p(rng.choice(["Foxglove Specialty Pharmacy", "Cobblestone Home Infusion"]), "HOSPITAL")
    d.t(", ").p(V.phone(rng), "PHONE").t(". Next visit ")
    C.date(d, rng, ctx.days(rng.randint(60, 100)), rng.choice(["mdy_slash", "month_year", "abbr_mdy"]))
    d.t(".\n")
    if rng.random() < 0.5:
        d.t("Patient portal message sent via ").p(V.url(rng), "URL").t("; patient email ").p(V.email(rng, ctx.pt), "EMAIL").t(".\n")
    C.signature(d, rng, ctx)
    return d


def endo_consult(rng):
    ctx = V.Ctx(rng, (16, 84))
    d = Doc()
    d.t("ENDOCRINOLOGY CONSULTATION\n").p(rng.choice(["Copper Basin Endocrine Clinic", ctx.hosp]), "HOSPITAL").t("\n")
    C.id_header(d, rng, ctx)
    d.t("Date of service: ")
    C.date(d, rng, ctx.visit)
    d.t("\nRequesting: ")
    C.doc_name(d, rng, ctx.docs[1], style=rng.choice(["dr_full", "full_cred"]))
    d.t("   Consultant: ")
    C.doc_name(d, rng, ctx.docs[0], cred="MD", style="dr_last")
    d.t("\n\nREASON: " + rng.choice(["uncontrolled type 2 diabetes", "type 1 diabetes, recurrent hypoglycemia",
                                     "new hyperthyroidism", "adrenal incidentaloma", "steroid-induced hyperglycemia"]) + "\n\nHPI: ")
    he, his = ctx.pron()
    d.p(ctx.pt.form(rng, rng.choice(["full", "first_li"])), "PATIENT").t(" is ")
    if rng.random() < 0.5:
        d.t("a ").p(ctx.age, "AGE").t(" y/o ")
    else:
        d.t("a ").p(V.age_words(ctx.age), "AGE").t(" year old ")
    d.t(rng.choice(["Hispanic", "Samoan", "Punjabi", "Navajo", "white", "Ghanaian", "Vietnamese"]) + " " + ctx.sex_word() + ". ")
    d.t("Diagnosed in ")
    C.date(d, rng, ctx.days(-rng.randint(700, 7000)), "year")
    d.t(" while living in ")
    V.emit_country(d, ctx.country)
    d.t(". HbA1c %.1f%% on " % rng.uniform(7.5, 12.5))
    C.date(d, rng, ctx.days(-rng.randint(5, 40)), rng.choice(["mdy_slash", "md"]))
    d.t(", up from 8.1% in ")
    C.date(d, rng, ctx.days(-rng.randint(120, 300)), "month_year")
    d.t(". Uses " + rng.choice(DEVICE_MODELS[3:6] + DEVICE_MODELS[10:]) + " (serial ").p(V.device_sn(rng), "DEVICE").t("). ")
    d.t("Works night shifts as a ").p(ctx.job, "PROFESSION").t(", eats one main meal. " + his.capitalize() + " " + ctx.rel + " ")
    d.p(ctx.fam.form(rng, "first"), "FAMILY").t(" helps with injections.\n")
    C.meds(d, rng, ENDO_DRUGS, rng.randint(2, 5))
    d.t("\nGLUCOSE LOG (mg/dL), uploaded from meter:\n")
    d.t("Date        Fasting  Pre-lunch  Pre-dinner  Bedtime\n")
    start = ctx.days(-rng.randint(8, 15))
    for i in range(rng.randint(5, 8)):
        dd = start + dt.timedelta(days=i)
        v = V.fmt_date(rng, dd, rng.choice(["wd_short", "md"]) if i % 2 else "mdy_slash")
        d.p(v, "DATE").t(" " * max(1, 12 - len(v)))
        d.t("%-8s %-10s %-11s %s\n" % (rng.randint(90, 260), rng.choice(["--", str(rng.randint(80, 300))]),
                                         rng.randint(100, 320), rng.choice(["--", str(rng.randint(120, 280)), "54 (hypo)"])))
    d.t("CGM: time in range 48%, below range 3%, GMI 7.9%, CV 38%.\n")
    d.t("\nLabs: TSH 0.02 mIU/L, free T4 2.4 ng/dL, TRAb 6.1 IU/L, creatinine 0.9, K 4.3, UACR 46 mg/g.\n")
    d.t("Exam: BMI 34.6, acanthosis nigricans, no " + rng.choice(["Chvostek sign", "exophthalmos", "Cushingoid habitus"]) + ".\n")
    d.t("\nASSESSMENT/PLAN:\n1. Titrate glargine by 2 units every 3 days to fasting 90-130.\n")
    d.t("2. Diabetes education with ").p(ctx.docs[2].form(rng, "full"), "DOCTOR").t(", RD, CDCES on ")
    C.date(d, rng, ctx.days(rng.randint(5, 20)), rng.choice(["wd_long", "abbr_mdy", "wd_short"]))
    d.t(".\n3. Share CGM data: clinic code ").p(V.digits(rng, 6), "IDNUM").t(" via ").p(V.url(rng), "URL").t(".\n")
    d.t("4. Driving safety discussed; DMV license ").p(V.letters(rng, 1) + V.digits(rng, 7), "LICENSE").t(" on file for hypoglycemia form.\n")
    C.signature(d, rng, ctx)
    return d


def gi_endoscopy(rng):
    ctx = V.Ctx(rng, (30, 85))
    d = Doc()
    colo = rng.random() < 0.55
    d.p(rng.choice(["Saddleback Digestive Health", "Heron Pond Ambulatory Surgery Center", ctx.hosp]), "HOSPITAL")
    d.t("\n" + ("COLONOSCOPY" if colo else "ESOPHAGOGASTRODUODENOSCOPY (EGD)") + " PROCEDURE REPORT\n\n")
    C.id_header(d, rng, ctx, layout=rng.choice(["upper", "kv", "pipe"]))
    d.t("Procedure date: ")
    C.date(d, rng, ctx.visit, rng.choice(["mdy_slash", "dmy_upper", "long"]))
    d.t("   Room: ").p("Endo " + str(rng.randint(1, 6)), "LOCATION_OTHER").t("\n")
    d.t("Endoscopist: ")
    C.doc_name(d, rng, ctx.docs[0], cred="MD", style=rng.choice(["full_cred", "upper_cred"]))
    d.t("\nAnesthesia: ")
    C.doc_name(d, rng, ctx.docs[1], cred="CRNA", style="full_cred")
    d.t(" (MAC, propofol 280 mg total)\nAssistant: ").p(ctx.docs[2].form(rng, "first_li"), "DOCTOR").t(", GI tech\n")
    d.t("Scope: Olympus " + ("CF-HQ190L" if colo else "GIF-H190") + ", serial ").p(V.device_sn(rng), "DEVICE").t("\n")
    d.t("Referring: ")
    C.doc_name(d, rng, ctx.docs[3], style="dr_last")
    d.t(", ").p(ctx.hosp2, "HOSPITAL").t("\n\nIndication: ")
    if colo:
        d.t(rng.choice(["screening; family history - ", "surveillance, positive family history - "]))
        if rng.random() < 0.5:
            d.t("mother diagnosed at ").p(rng.randint(41, 78), "AGE")
        else:
            d.t("brother ").p(V.Person(rng, "M").form(rng, "first"), "FAMILY").t(" diagnosed at ").p(rng.randint(38, 70), "AGE")
        d.t(".\nPrep: Boston Bowel Prep Score 8 (3/3/2). Cecal intubation " + V.time_of_day(rng) + ", withdrawal time 11 min.\n")
    else:
        d.t(rng.choice(["dysphagia to solids", "iron deficiency anemia, Hgb 8.9", "melena x2 days", "refractory GERD"]) + ".\n")
    d.t("\nFindings:\n")
    for f in rng.sample(GI_FINDINGS, 3):
        d.t("- " + f + "\n")
    d.t("\nSpecimens: jar A, jar B to pathology, requisition ").p(V.accession(rng, "GI"), "IDNUM").t("\n")
    d.t("EBL minimal. No immediate complications. Pt tolerated well.\n")
    d.t("\nRecommendations: await pathology; repeat " + ("colonoscopy in 3 years" if colo else "EGD in 8 weeks on PPI BID") + ". ")
    d.t("Discharge to " + ctx.rel + " ").p(ctx.fam.form(rng, rng.choice(["full", "first"])), "FAMILY")
    d.t(" who will drive; no driving until tomorrow.\n")
    if rng.random() < 0.5:
        d.t("Pathology results will be posted to ").p(V.url(rng), "URL").t(". Questions: ").p(V.phone(rng), "PHONE").t(".\n")
    d.t("\nPost-procedure call scheduled ")
    C.date(d, rng, ctx.days(1), rng.choice(["wd_short", "mdy_slash", "md"]))
    d.t(".\n")
    C.signature(d, rng, ctx, person=ctx.docs[0])
    return d


def prior_auth(rng):
    ctx = V.Ctx(rng, (19, 80))
    d = Doc()
    ins = rng.choice(INSURERS)
    d.t("PRIOR AUTHORIZATION REQUEST\nTo: ").p(ins, "ORGANIZATION").t(" - Pharmacy Utilization Management\n")
    d.t("Fax: ").p(V.phone(rng), "FAX").t("   Phone: ").p(V.phone(rng), "PHONE").t("\n")
    d.t("Submitted: ")
    C.date(d, rng, ctx.visit, rng.choice(["mdy_slash", "iso"]))
    d.t(" " + V.time_of_day(rng) + "   Request # ").p(V.order_no(rng), "IDNUM").t("\n\n")
    d.t("MEMBER INFORMATION\n")
    d.t("Name:            ").p(ctx.pt.form(rng, rng.choice(["last_first", "upper", "full"])), "PATIENT").t("\n")
    d.t("DOB:             ")
    C.date(d, rng, ctx.dob, "mdy_slash")
    d.t("\nMember ID:       ").p(ctx.plan, "HEALTHPLAN").t("\nGroup #:         ").p("GRP-" + V.digits(rng, 6), "HEALTHPLAN").t("\n")
    if rng.random() < 0.4:
        d.t("SSN (last resort ID): ").p(V.ssn(rng), "SSN").t("\n")
    d.t("Address:         ")
    V.emit_address(d, rng, ctx.addr, oneline=True)
    d.t("\nPhone:           ").p(ctx.phone, "PHONE").t("\n\nPRESCRIBER\n")
    d.t("Name:            ")
    C.doc_name(d, rng, ctx.docs[0], cred="MD", style="full_cred")
    d.t("\nNPI:             ").p(V.npi(rng), "LICENSE").t("\nDEA:             ").p(V.dea(rng), "LICENSE")
    d.t("\nPractice:        ").p(ctx.hosp, "HOSPITAL").t("\n")
    d.t("Contact:         ").p(ctx.docs[2].form(rng, "full"), "DOCTOR").t(" (PA coordinator), ").p(V.email(rng, ctx.docs[2]), "EMAIL").t("\n\n")
    drug = rng.choice(["adalimumab 40 mg SC every 2 weeks", "evolocumab 140 mg SC every 2 weeks", "tirzepatide 5 mg weekly",
                       "vedolizumab 300 mg IV q8wk", "tafamidis 61 mg daily", "osimertinib 80 mg daily",
                       "ustekinumab 90 mg SC q8wk", "romosozumab 210 mg monthly"])
    d.t("MEDICATION REQUESTED: " + drug + "\nHCPCS/NDC: J0135 / 0074-0554-02\nDiagnosis: ICD-10 " +
        rng.choice(["M05.79", "E78.01", "E11.65", "K50.90", "E85.82", "C34.90"]) + "\n\n")
    d.t("CLINICAL JUSTIFICATION\n")
    d.p(ctx.pt.form(rng, "full"), "PATIENT").t(" (")
    d.p(ctx.age, "AGE").t(ctx.pt.sex + ") has failed the following formulary agents:\n")
    t0 = ctx.days(-rng.randint(300, 900))
    for drg in rng.sample(["methotrexate", "atorvastatin 80 mg", "metformin", "mesalamine", "sulfasalazine",
                           "ezetimibe", "prednisone taper", "hydroxychloroquine"], 3):
        t1 = t0 + dt.timedelta(days=rng.randint(60, 200))
        d.t("  - " + drg + ": ")
        C.date(d, rng, t0, rng.choice(["mdy_slash", "mm_yy", "month_year"]))
        d.t(" to ")
        C.date(d, rng, t1, rng.choice(["mdy_slash", "mm_yy", "month_year"]))
        d.t(", " + rng.choice(["inadequate response", "transaminitis (ALT 3x ULN)", "GI intolerance", "myalgias, CK 890"]) + "\n")
        t0 = t1 + dt.timedelta(days=rng.randint(10, 40))
    d.t("Most recent LDL-C 162 mg/dL / CRP 18 mg/L / DAS28 5.1 on ")
    C.date(d, rng, ctx.days(-rng.randint(3, 30)), rng.choice(["long", "mdy_nopad"]))
    d.t(".\nPrevious denial reference ").p(V.order_no(rng), "IDNUM").t(" dated ")
    C.date(d, rng, ctx.days(-rng.randint(20, 90)), "mdy_slash")
    d.t(" (appeal enclosed).\n\nUrgency: standard.  Attachments: clinic note, labs, imaging.\n")
    d.t("Portal submission from ").p(V.url(rng), "URL").t(" (client IP ").p(V.ipaddr(rng), "IPADDR").t(")\n")
    d.t("\nAttestation: I certify the above is accurate.\n")
    C.doc_name(d, rng, ctx.docs[0], cred="MD", style="fmi_cred")
    d.t("   Date: ")
    C.date(d, rng, ctx.visit, "mdy_slash")
    d.t("\n")
    return d


def tumor_board(rng):
    d = Doc()
    ctx0 = V.Ctx(rng)
    d.p(ctx0.hosp, "HOSPITAL").t(" Multidisciplinary Tumor Board\n")
    C.date(d, rng, ctx0.visit, rng.choice(["wd_long", "long", "mdy_slash"]))
    d.t(", " + V.time_of_day(rng) + ", ").p(rng.choice(["Conference Room 4B", "Pavilion Auditorium", "Radiation Oncology Room 112"]), "LOCATION_OTHER")
    d.t("\nVirtual link: ").p(V.url(rng), "URL").t("\n\nPresent: ")
    staff = [V.Person(rng) for _ in range(rng.randint(4, 6))]
    roles = ["Med Onc", "Rad Onc", "Surg Onc", "Pathology", "Radiology", "Nurse Navigator", "Genetics"]
    for i, s in enumerate(staff):
        if i:
            d.t("; ")
        C.doc_name(d, rng, s, style=rng.choice(["dr_last", "full_cred", "drnodot"]))
        d.t(" (" + roles[i % len(roles)] + ")")
    d.t("\n\n")
    for k in range(rng.randint(2, 3)):
        ctx = V.Ctx(rng, (31, 88))
        ctx.visit = ctx0.visit
        d.t("CASE %d\n" % (k + 1))
        d.t("Patient: ").p(ctx.pt.form(rng, rng.choice(["last_first", "full", "upper"])), "PATIENT").t("  MRN ").p(ctx.mrn, "MRN")
        d.t("  Age ").p(ctx.age, "AGE").t("\nPresenter: ")
        C.doc_name(d, rng, rng.choice(staff), style="dr_last")
        d.t("\nHistory: " + rng.choice(["Biopsy-proven", "Newly diagnosed", "Recurrent"]) + " " +
            rng.choice(["rectal adenocarcinoma, MRI T3cN1", "NSCLC, EGFR exon 19 del, PD-L1 40%", "HCC, Child-Pugh A, LI-RADS 5",
                        "triple-negative breast cancer, BRCA1 carrier", "pancreatic head mass, borderline resectable",
                        "Gleason 4+3 prostate adenocarcinoma, PSA 14"]) + ". ")
        d.t("Biopsy ").p(V.accession(rng, "SP"), "IDNUM").t(" on ")
        C.date(d, rng, ctx.days(-rng.randint(7, 40)), rng.choice(["mdy_slash", "mon_day", "md"]))
        d.t(". Imaging: PET-CT ")
        C.date(d, rng, ctx.days(-rng.randint(3, 20)), rng.choice(["mdy_slash", "mon_day"]))
        d.t(" SUVmax 11.2.\n")
        if rng.random() < 0.6:
            d.t("Social: ").p(ctx.job, "PROFESSION").t("; lives in ").p(ctx.addr.city, "CITY").t(", ").p(ctx.addr.st, "STATE")
            d.t(" (2.5 h drive). ")
            if rng.random() < 0.5:
                d.t("Outside records from ").p(ctx.hosp2, "HOSPITAL").t(".")
            d.t("\n")
        d.t("Discussion: consensus for " + rng.choice(["total neoadjuvant therapy then TME", "osimertinib first line",
                                                      "TACE then transplant evaluation", "neoadjuvant " + rng.choice(ONC_REGIMENS),
                                                      "SBRT 50 Gy/5 fx", "clinical trial screening"]) + ".\n")
        d.t("Action: ")
        C.doc_name(d, rng, rng.choice(staff), style="dr_last")
        d.t(" to see pt on ")
        C.date(d, rng, ctx.days(rng.randint(2, 14)), rng.choice(["wd_short", "abbr_mdy"]))
        d.t("; genetics referral. Family contact: " + ctx.rel + " ").p(ctx.fam.form(rng, "full"), "FAMILY")
        d.t(", ").p(V.phone(rng), "PHONE").t(".\n\n")
    d.t("Minutes recorded by ").p(V.Person(rng).form(rng, "full"), "DOCTOR").t(", tumor registrar. Case IDs logged in registry under ")
    d.p("TB-" + V.digits(rng, 4) + "-" + V.digits(rng, 3), "IDNUM").t(".\n")
    return d
