"""Genres: ICC clinic letter, family screening invitation, genetic test result letter."""
import clinical as CL
import pools_places as PL
import common as C
from common import t


def clinic_letter(n, ctx):
    pt, ref = C.new_patient(ctx, 14, 72)
    if ctx.p(0.25):
        m, f, _ = C.PP.pool(pt.origin)
        cands = [x for x in (m if pt.sex == "M" else f) if x in C.PP.NICKNAMES]
        if cands:
            pt.first = ctx.ch(cands)
    cond = CL.pick_cond(ctx)
    dr = C.doctor(ctx)
    gp = ctx.person("DOCTOR")
    hosp = C.letterhead(n, ctx)
    if ctx.p(0.5):
        n("\nOur ref: ", dr.ini(dots=False), "/", ("DOCTOR", ctx.letters(2).lower()), "/ICC")
        if ctx.p(0.5):
            n("   Encounter: ", ctx.account())
        n("\n")
    n("\nDate dictated: " if ctx.p(0.3) else "\n", ctx.date(ctx.shift(ref, 1, 12), ctx.ch(["long", "num", "abbr"])), "\n")
    n("Clinic date: ", ctx.date(ref), ctx.ch(["", "  (", "  Location: "]))
    if n.parts[-1] == "  (":
        n(("DATE", C.WEEKDAY3[ref.weekday()]), ctx.ch([" PM", " AM", ""]), " ICC clinic)")
    if n.parts[-1].endswith("Location: "):
        n(ctx.ch(["Outpatients Department, ", "Cardiac Outpatients, ", "Heart Centre clinic, "]), hosp)
    n("\n\n", t(ctx, "Dr"), " ", gp.fn(), "\n", ctx.practice(), "\n", ctx.address(), "\n\n")
    n("Dear ", t(ctx, "Dr"), " ", gp.ln(), ",\n\n")
    n(C.id_line(ctx, pt))
    sl, sv = ctx.ssn()
    if sl and ctx.c in ("US", "CA") and ctx.p(0.25):
        n(sl, ": ", sv, "\n")
    if ctx.p(0.6):
        C.pt_address(n, ctx, pt)
    n("\n")
    feats = CL.feature(ctx, cond, 2)
    # diagnosis list
    n(ctx.ch(["Diagnoses:", "Diagnosis:", "Problem list:", "DIAGNOSIS"]), "\n")
    n("1. ", cond["name"][0].upper() + cond["name"][1:])
    if ctx.p(0.7):
        n(" - ", cond["gene"], " ", cond["variant"], " (", cond["cls"].split(" (")[0], ")")
    n("\n   - ", feats[0], "\n")
    k = 2
    if ctx.p(0.5):
        n("%d. " % k, ctx.ch(["Family history of sudden cardiac death", "Previous out-of-hospital cardiac arrest",
                               "Paroxysmal atrial fibrillation (CHA2DS2-VASc 1)", "Hypertension",
                               "Asthma", "Migraine"]), "\n")
        k += 1
    has_icd = False
    if ctx.p(0.4):
        kind = ctx.ch(["ICD in situ (", "Implantable loop recorder (", "ICD in situ ("])
        has_icd = kind.startswith("ICD")
        mdl = ctx.ch(CL.ILR_MODELS if kind.startswith("Impl") else CL.ICD_MODELS)
        n("%d. " % k, kind, mdl, ", implanted ", ctx.date(ctx.rdate(max(2012, pt.dob.year + 12), ref.year - 1), "monyr"), ")\n")
    mlist = []
    for m in CL.meds(ctx, cond, 2):
        if m.split()[0] not in [x.split()[0] for x in mlist]:
            mlist.append(m)
    n("\n", ctx.ch(["Medication:", "Current medications:", "Meds:"]), " ", "; ".join(mlist), "\n\n")
    # narrative
    role = ctx.p(0.55)
    n("I ", ctx.ch(["saw", "reviewed", "had the pleasure of seeing", "met"]), " ", C.patient_ref(ctx, pt))
    if pt.first in C.PP.NICKNAMES and ctx.p(0.8):
        n(" (", ctx.ch(["known as ", "prefers "]), ("PATIENT", C.PP.NICKNAMES[pt.first]), ")")
    n(" in the ", ctx.ch(["inherited cardiac conditions clinic", "ICC clinic", "cardiomyopathy clinic",
                          "channelopathy clinic", "family heart clinic"]), " today")
    if ctx.p(0.5):
        rel = ctx.relative(pt, sex=ctx.ch("MF"), same_name=ctx.p(0.5))
        n(", accompanied by ", pt.his(), " ", ctx.ch(["partner", "wife" if rel.sex == "F" else "husband",
                                                       "mother" if rel.sex == "F" else "father"]), " ", rel.gn())
    n(". ", pt.he().capitalize(), " is ", CL.an(pt.age), " ")
    n(ctx.age(pt.age, ctx.ch(["yearold", "bare"])))
    if n.parts[-1] == str(pt.age):
        n(" year old")
    if pt.age < 18:
        n(" ", "boy" if pt.sex == "M" else "girl")
        if ctx.p(0.6):
            n(" at ", ctx.school())
    elif role and pt.age >= 20:
        n(" ", ctx.ch(["", "", "retired "]) if pt.age > 60 else "", ctx.profession())
        if ctx.p(0.5) and pt.age <= 60:
            n(" with ", ctx.employer())
    else:
        n(" ", "man" if pt.sex == "M" else "woman")
    n(" who ", ctx.ch(["was referred following " + ctx.ch(["an abnormal screening ECG", "the sudden death of a relative",
                                                            "an episode of " + ctx.ch(CL.SYMPTOMS[:4] + CL.SYMPTOMS[5:])]),
                       "attends for follow-up of " + cond["name"], "was found on family screening to have " + cond["name"],
                       "presented with " + ctx.ch(["an unexplained syncope at rest", "exertional presyncope", "palpitations",
                                                   "a cardiac arrest (VF, successfully defibrillated)"])]), ".")
    n(" Since ", pt.his(), " last review in ", ctx.date(ctx.rdate(ref.year - 2, ref.year - 1), "monyr"), " ",
      pt.he(), C.typo(ctx, " reports ", " repots "), ctx.ch(CL.SYMPTOMS), ".")
    if ctx.p(0.5):
        n(" ", pt.he().capitalize(), " had a ", ctx.ch(["syncopal episode", "brief palpitation episode",
                                                        "presyncopal episode", "visit to the emergency department"]),
          " on ", ctx.date(ctx.shift(ref, -200, -20), ctx.ch(["long", "num", "wk"])),
          ctx.ch([" while at work", " while running", " on waking", " during a football match", ""]), ".")
    n("\n\n")
    # family history
    rels = C.relatives(ctx, pt, ctx.r.randint(2, 4))
    n("Family history: ")
    for i, rl in enumerate(rels):
        if i:
            n(" ")
        n(pt.his().capitalize(), " ", rl.rel, " ", rl.fn() if ctx.p(0.6) else rl.gn())
        k = ctx.r.randrange(4)
        if k == 0:
            n(" died suddenly aged ", ("AGE", str(max(14, rl.age - ctx.r.randint(5, 30)))), ctx.ch(["", " in " ]))
            if n.parts[-1] == " in ":
                n(ctx.date(ctx.rdate(1985, 2020), "year"))
            n(" (", ctx.ch(CL.COD_SCD), ").")
        elif k == 1:
            n(" (", ("AGE", str(rl.age)), ") has ", ctx.ch(["been screened and is unaffected", "a pacemaker",
                                                           "the same variant", "not yet been screened",
                                                           "mild LVH on echo"]), ".")
        elif k == 2:
            n(", ", ("AGE", str(rl.age)), ", lives in ", ctx.abroad(), " and has not been assessed.")
        else:
            n(" is ", ("AGE", str(rl.age)), " and well; last screened ", ctx.date(ctx.rdate(2017, 2023), "monyr"), ".")
    n("\n\n")
    e = CL.ecg(ctx, cond)
    n("Examination: BP ", CL.bp(ctx), " mmHg, HR %d bpm, " % e["hr"],
      ctx.ch(["ejection systolic murmur louder on Valsalva", "heart sounds normal, no murmurs",
              "soft pansystolic murmur at apex", "JVP not raised, chest clear"]), ". BMI %.1f.\n" % (ctx.r.randint(190, 340) / 10.0))
    if ctx.p(0.3):
        n(t(ctx, pt.title), " ", pt.ln(), "'s ")
    n("ECG: sinus rhythm %d bpm, PR %d ms, QRS %d ms, QTc %d ms, axis %d. " % (e["hr"], e["pr"], e["qrs"], e["qtc"], e["axis"]),
      ctx.ch(["Voltage criteria for LVH (Sokolow-Lyon).", "Inferolateral T-wave inversion.", "No change from previous.",
              "Partial RBBB.", "Within normal limits."]), "\n")
    n(ctx.ch(["Echo", "TTE", "Echocardiogram"]), " (", ctx.date(ctx.shift(ref, -90, 0), "num"), "): ", CL.echo_find(ctx, cond), ".\n")
    if ctx.p(0.5):
        n("CMR ", ctx.date(ctx.shift(ref, -300, -30), "abbr"), " at ", ctx.hospital(), ": ", CL.cmr_find(ctx, cond), ".\n")
    if ctx.p(0.6):
        n("Holter (", ctx.ch(CL.HOLTER_MODELS), ", 7 days): ", ctx.ch(["%d PVCs (burden %.1f%%)" % (ctx.r.randint(40, 9000), ctx.r.randint(1, 90) / 10.0),
                                                                      "one 6-beat run of NSVT at 168 bpm", "no sustained arrhythmia",
                                                                      "paroxysmal AF, longest 4 h 12 min"]), ".\n")
    n("\nRisk: ", CL.fill(ctx, cond["risk"]), ". ")
    if has_icd:
        n(ctx.ch(["ICD in situ; no therapies at last device check.", "ICD in situ; one appropriate ATP episode, no shocks.",
                  "ICD in situ and functioning normally (device clinic report seen)."]), "\n\n")
    else:
        n(ctx.ch(["On current evidence a primary prevention ICD is not indicated.",
                  "We discussed a primary prevention ICD and will present at the device MDT.",
                  "An ICD is recommended; " + pt.he() + " would like time to consider this.",
                  "ICD not recommended at present; reassess after repeat imaging."]), "\n\n")
    n("Plan:\n")
    plans = ["Continue " + mlist[0] + ".",
             "Repeat echo and Holter in 12 months.",
             "Cascade screening letters for first-degree relatives (we will send these).",
             {"LQTS": "Avoid QT-prolonging drugs (list given; see " + ctx.ch(CL.QT_DRUGS) + " etc.).",
              "BrS": "Fever to be treated promptly with paracetamol; avoid drugs on the Brugada list (e.g. " + ctx.ch(CL.BRUGADA_AVOID) + ").",
              "CPVT": "Continue nadolol; avoid sympathomimetics; flecainide if breakthrough ectopy.",
              "ATTR": "Continue tafamidis; NT-proBNP and troponin every 6 months.",
              "Fabry": "Continue enzyme replacement; renal function and eGFR 6-monthly."}.get(
                  cond["key"], {"HCM": "Avoid dehydration and vasodilators given LVOT obstruction risk.",
                               "ARVC": "Avoid endurance and competitive exercise.",
                               "LVNC": "Consider anticoagulation if LVEF falls below 40%."}.get(
                      cond["key"], "Optimise heart failure therapy; U&E in 2 weeks after dose change.")),
             "Genetic counselling appointment with " + ctx.ch(["our genetic counsellor", "the ICC nurse"]) + ".",
             "Exercise advice given as below."]
    for i, pl in enumerate(ctx.r.sample(plans, ctx.r.randint(2, 4))):
        n("%d. %s\n" % (i + 1, pl))
    if ctx.p(0.5):
        n(ctx.ch(CL.SPORT).replace("He/she", pt.he().capitalize()), "\n")
    if ctx.p(0.35):
        n("Driving: ", ctx.ch(["no restriction for Group 1 licence", "must not drive for 6 months after the syncope; " + pt.he() + " has been told to inform the licensing authority",
                               "Group 2 (" + ctx.ch(["bus", "HGV"]) + ") entitlement affected - see separate letter"]), ".\n")
    n("\nI will see ", pt.him(), " again in ", ctx.ch(["6 months", "12 months", "one year", "3 months"]),
      " in clinic", ctx.ch([".", ", sooner if symptoms change.", " with repeat imaging."]), "\n")
    C.signoff(n, ctx, dr)
    C.cc_block(n, ctx, pt, gp=None if ctx.p(0.5) else gp,
               extra=[["ICC nurse team, ", ctx.email()]] if ctx.p(0.3) else ())
    if ctx.p(0.5):
        C.typist(n, ctx, dr, ref)


def screening_invite(n, ctx):
    pt, ref = C.new_patient(ctx, 18, 66)       # the invited relative
    cond = CL.pick_cond(ctx)
    proband = ctx.relative(pt, sex=ctx.ch("MF"), same_name=ctx.p(0.6))
    rel_word = ctx.ch(["brother", "sister", "father", "mother", "cousin", "son", "daughter", "uncle", "aunt"])
    coord = C.doctor(ctx, nurse=True)
    coord.role_title = ctx.ch(["Family Screening Coordinator", "ICC Clinical Nurse Specialist",
                               "Genetic Counsellor", "Cascade Screening Coordinator"])
    hosp = C.letterhead(n, ctx, url=ctx.p(0.3))
    n("\n", ctx.ch(["PRIVATE AND CONFIDENTIAL", "Private & Confidential", "CONFIDENTIAL - ADDRESSEE ONLY"]), "\n")
    n(t(ctx, pt.title), " ", pt.fn(), "\n", ctx.address(), "\n\n")
    n(ctx.date(ref, ctx.ch(["long", "num", "abbr"])), "\n")
    n(ctx.ch(["Family ref: ", "Our ref: ", "Family number: ", "Pedigree no. "]), ctx.idnum("fam"))
    if ctx.p(0.6):
        ml, mrn = ctx.mrn()
        n("   ", ml, " ", mrn)
    n("\n\n", "Dear ", t(ctx, pt.title), " ", pt.ln(), ",\n\n")
    n(ctx.ch(["Invitation to heart screening", "Re: Cardiac screening for relatives",
              "INVITATION: FAMILY HEART SCREENING APPOINTMENT"]), "\n\n")
    if ctx.p(0.55):
        n("I am writing because your ", rel_word, ", ", proband.fn(),
          ctx.ch([", has asked us to contact you", ", has given permission for us to write to you",
                  ", has recently been seen in our clinic"]), ". ")
    else:
        n("We are writing to you because one of your relatives has recently been diagnosed with an inherited heart condition "
          "and has given permission for us to contact family members. For reasons of confidentiality we have not included "
          "their details in this letter. ")
    n("The condition is called ", cond["name"], " (", cond["abbr"], "). ")
    n("It can run in families and often causes no symptoms, so the only way to know whether you are affected is to have some simple tests. ")
    if ctx.p(0.6):
        n("A genetic change (variant) in the ", cond["gene"], " gene has been identified in your family, which means a blood "
          "or saliva test can be offered to find out whether you carry it. ")
    n("Close (first-degree) relatives - parents, brothers, sisters and children - have up to a 1 in 2 (50%) chance of "
      "having inherited it.\n\n")
    n("What does screening involve?\n")
    n("- a consultation about your own health and family history\n- a 12-lead ECG (heart tracing), which takes about 10 minutes\n"
      "- an echocardiogram (ultrasound scan of the heart)\n")
    if cond["key"] in ("BrS", "LQTS", "CPVT"):
        n("- possibly an exercise test or 24-hour Holter monitor\n")
    n("\n")
    k = ctx.r.randrange(3)
    if k == 0:
        d = ctx.shift(ref, 14, 60)
        n("We have booked an appointment for you on ", ctx.date(d, "wk"), " at ", "%d:%s" % (ctx.r.randint(8, 15), ctx.ch(["00", "15", "30", "40", "45"])),
          " in ", ctx.ch(["the Outpatients Department", "the Cardiac Investigations Unit, ground floor",
                          "the Heart Centre reception", "Main Outpatients"]), ", ", hosp, ". ")
        n("If this is not convenient please telephone ", ctx.phone(ext=ctx.p(0.3)), " to rearrange.\n")
    elif k == 1:
        n("Please telephone ", ctx.phone(), " (", ctx.ch(["Monday to Friday 9am-4pm", "weekdays 08:30-16:30", "Mon-Thu 9-3"]),
          ") or email ", ctx.email(), " to arrange an appointment, quoting reference ", ctx.idnum("fam"), ".\n")
    else:
        n("You can choose an appointment online at ", ctx.url("book"), " using the code ", ("IDNUM", "FS-" + ctx.digits(6)),
          ", or call our booking line on ", ctx.phone(), ".\n")
    if ctx.p(0.45):
        other = ctx.hospital()
        while other[1] == hosp[1]:
            other = ctx.hospital()
        n("If you live a long way from ", hosp, ", screening can be arranged closer to home, for example at ", other, ".\n")
    n("\nChildren: ", ctx.ch(["we usually start screening children from the age of 10", "for this condition we recommend screening children from the age of 1",
                                "please let us know the names and dates of birth of any children so that we can arrange their assessment"]), ". ")
    if ctx.p(0.5):
        kid = ctx.relative(pt, sex=ctx.ch("MF"))
        kid_age = ctx.r.randint(2, 16)
        kid.dob = ctx.dob_for(kid_age, ref)
        n("We understand from your relative that you have a ", "son" if kid.sex == "M" else "daughter", ", ", kid.gn(),
          " (born ", ctx.date(kid.dob, "num"), "); ", kid.gn(), " can be seen at ", ctx.ch(["the same visit", "the paediatric ICC clinic"]),
          ctx.ch([" at " , ""]))
        if n.parts[-1] == " at ":
            n(ctx.hospital())
        n(". ")
    n("\n\nScreening is voluntary. Further information about ", cond["abbr"], " is available at ", ctx.url(), ".\n")
    n("\nYours sincerely,\n\n\n", coord.fn(), "\n", coord.role_title, "\n", ctx.ch(["Direct line: ", "Tel: ", "Phone "]),
      ctx.phone(kind=ctx.ch(["land", "mobile"])))
    if ctx.p(0.6):
        n("  |  ", ctx.email(coord))
    n("\n")
    if ctx.p(0.5):
        n("\nOn behalf of ", t(ctx, "Dr"), " ", ctx.person("DOCTOR").fn(), ", Consultant Cardiologist\n")
    n("Enc. ", ctx.ch(["Information leaflet: Inherited heart conditions and your family", "Family screening leaflet; map and parking information",
                       "Genetic testing leaflet"]), "\n")


def result_letter(n, ctx):
    pt, ref = C.new_patient(ctx, 10, 78)
    cond = CL.pick_cond(ctx)
    sci = C.doctor(ctx, nurse=True)
    auth = C.doctor(ctx, nurse=True)
    refdr = C.doctor(ctx)
    recd = ctx.shift(ref, -120, -40)
    if ctx.p(0.6):
        # laboratory report layout
        lab = ctx.lab() if ctx.p(0.8) else ("ORGANIZATION", ctx.ch(PL.COMPANIES))
        n(lab, "\n", ctx.address(sep=", "), "\nTel ", ctx.phone(), ctx.ch(["   Fax ", "  Fax: "]), ctx.fax(), "\n")
        n("\n", ctx.ch(["CARDIAC GENETIC TEST REPORT", "MOLECULAR GENETICS REPORT - INHERITED CARDIAC CONDITIONS",
                        "Genomic Test Report"]), "\n", "=" * 44, "\n")
        ml, mrn = ctx.mrn()
        hl, hn = ctx.healthno()
        n("Name:            ", pt.cap(), "\n", "Date of birth:   ", ctx.date(pt.dob, "num"), "   Sex: ", ctx.sex_word(pt), "\n")
        n((hl + " ").ljust(17), hn, "\n", (ml + " ").ljust(17), mrn, "\n")
        n("Lab number:      ", ctx.idnum("lab"), "\n", "Specimen:        ", ctx.ch(["EDTA blood", "Saliva (Oragene)", "DNA extracted from stored tissue",
                                                                               "EDTA blood x2"]),
          "  Specimen ID ", ctx.idnum("specimen"), "\n")
        n("Received:        ", ctx.date(recd, "num"), "   Reported: ", ctx.date(ref, "num"), "\n")
        n("Referrer:        ", C.drname(ctx, refdr, "title_full"), ", ", ctx.hospital(), "\n")
        n("Family no.:      ", ctx.idnum("fam"), "\n\n")
        n("Reason for referral: ", ctx.ch(["Diagnostic testing, clinical diagnosis of ", "Proband with ", "Affected individual: "]),
          cond["name"], "; ", ctx.ch(["family history of SCD", "no family history", "father affected", "sibling died suddenly aged " ]))
        if n.parts[-1].endswith("aged "):
            n(("AGE", str(ctx.r.randint(15, 38))))
        n(".\n")
        n("Test: ", ctx.ch([cond["name"][0].upper() + cond["name"][1:] + " gene panel (%d genes)" % ctx.r.randint(12, 60),
                             "Cardiomyopathy and channelopathy NGS panel, 174 genes",
                             cond["abbr"] + " virtual panel (exome backbone, v%d.%d)" % (ctx.r.randint(1, 4), ctx.r.randint(0, 9))]),
          "; NGS with CNV analysis (ExomeDepth). Coverage >99% at 20x.\n\n")
        n("RESULT\n", "Gene      Transcript        Variant                               Zygosity       Classification\n")
        n(cond["gene"].ljust(10), cond["tx"].ljust(18), cond["variant"].ljust(38), "heterozygous   ", cond["cls"].split(" (")[0], "\n\n")
        n("Interpretation: This individual is heterozygous for the ", cond["gene"], " ", cond["variant"].split(" ")[0],
          " variant, classified as ", cond["cls"], " using ACMG/AMP criteria (", ctx.ch(["PS4, PM2_sup, PP1_str", "PVS1, PM2_sup", "PS3, PM1, PP3",
                                                                                           "PM2_sup, PP3"]), "). ")
        if "uncertain" in cond["cls"]:
            n("This result should not be used for predictive testing of relatives. Segregation studies may help; please contact the laboratory.\n")
        else:
            n("This result is consistent with the clinical diagnosis. Predictive testing is available for at-risk relatives; "
              "please quote the family number above.\n")
        n("\nReported by: ", sci.fn(), ", ", ctx.ch(["Clinical Scientist", "Principal Clinical Scientist", "Genomic Scientist"]))
        if ctx.c == "GB" and ctx.p(0.7):
            n(" (HCPC ", ("LICENSE", "CS" + ctx.digits(5)), ")")
        elif ctx.c in ("US", "CA") and ctx.p(0.5):
            n(", ", ctx.ch(["FACMG", "PhD, FCCMG", "PhD, FACMG"]), " (Lic. ", ("LICENSE", "CG" + ctx.digits(6)), ")")
        n("  ", ctx.date(ref, "num"), "\nAuthorised by: ", auth.fn(), ", Consultant Clinical Scientist  ", ctx.date(ctx.shift(ref, 0, 2), "num"), "\n")
        if ctx.p(0.4):
            n("Report queries: ", ctx.email(generic="genetics.lab"), "\n")
        return
    # clinician letter to the patient explaining the result
    hosp = C.letterhead(n, ctx)
    n("\n", ctx.date(ref, ctx.ch(["long", "num"])), "\n\n", t(ctx, pt.title), " ", pt.fn(), "\n", ctx.address(), "\n\n")
    n(C.id_line(ctx, pt, "re"), "\n")
    n("Dear ", t(ctx, pt.title), " ", pt.ln(), ",\n\n")
    n("Your genetic test result\n\n")
    n("Thank you for coming to see us on ", ctx.date(ctx.shift(ref, -30, -5), ctx.ch(["long", "num"])),
      " to talk about your result. As promised, I am writing to summarise our conversation.\n\n")
    n("You gave a blood sample on ", ctx.date(recd, ctx.ch(["long", "num"])), " which was tested by ",
      ctx.lab() if ctx.p(0.7) else ("ORGANIZATION", ctx.ch(PL.COMPANIES)),
      " (laboratory number ", ctx.idnum("lab"), "). ")
    if "uncertain" in cond["cls"]:
        n("The test found a change called ", cond["gene"], " ", cond["variant"], ". At the moment we do not know whether this change "
          "causes ", cond["name"], " - it is called a variant of uncertain significance (VUS). We will not use it to test relatives, "
          "but we may ask some relatives for samples to help clarify it.\n\n")
    else:
        n("The test found a disease-causing change (", cond["cls"].split(" (")[0], " variant) in the ", cond["gene"], " gene: ",
          cond["variant"], ". This explains the ", cond["name"], " we found on your scans.\n\n")
    n("What this means for your family\nEach of your " + C.typo(ctx, "children", "childern", 0.05) + ", brothers and sisters has a 50% chance of carrying the same variant. ")
    rels = C.relatives(ctx, pt, ctx.r.randint(1, 3))
    n("You mentioned that ")
    for i, rl in enumerate(rels):
        if i:
            n(" and " if i == len(rels) - 1 else ", ")
        n("your ", rl.rel, " ", rl.gn(), " (", ("AGE", str(rl.age)), ")")
    n(" would like to be tested; we have enclosed family letters for you to pass on. ")
    if ctx.p(0.4):
        n("Relatives living in ", ctx.abroad(), " can ask their local doctor to contact us.")
    n("\n\nWe discussed: ", "; ".join(ctx.r.sample(CL.COUNSEL, 3)), ".\n\n")
    n("If you have any questions please contact me on ", ctx.phone(ext=ctx.p(0.4)), " or at ", ctx.email(sci), ".\n")
    sci.role_title = ctx.ch(["Genetic Counsellor", "Cardiac Genetic Counsellor", "Principal Genetic Counsellor"])
    C.signoff(n, ctx, sci, close="Best wishes,")
    C.cc_block(n, ctx, pt, gp=ctx.person("DOCTOR"), extra=[[C.drname(ctx, refdr), ", ", hosp]])
