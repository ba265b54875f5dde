"""Genres: anticoagulation clinic INR log, haemophilia clinic letter, sickle cell day unit note."""
import datetime as dt

import pools as PL
from common import age_phrase, fill
from parts import banner, staff_sig, registration, social_line, cc_line, dictation

INDIC = [("atrial fibrillation (CHA2DS2-VASc %d)", "2.0-3.0"), ("mechanical mitral valve (On-X)", "2.5-3.5"),
         ("mechanical AVR (St. Jude)", "2.0-3.0"), ("recurrent DVT", "2.0-3.0"), ("PE, unprovoked", "2.0-3.0"),
         ("LV thrombus post anterior MI", "2.0-3.0"), ("antiphospholipid syndrome", "2.0-3.0"),
         ("Budd-Chiari syndrome", "2.0-3.0")]
INR_COMMENTS = ["no missed doses", "missed 1 dose", "started amoxicillin x 7 d", "more leafy greens", "EtOH over weekend",
                "bruising on forearms", "gum bleeding when brushing", "on fluconazole", "stable, no changes",
                "recent diarrhea", "held 1 dose per clinic", "dental cleaning next week", "finished prednisone taper",
                "new amiodarone", "poor appetite", "pt reports nosebleed x2", "", "", ""]


def inr_log(ctx, n):
    r = ctx.rng
    ph, md, rn = ctx.staff("pharm"), ctx.staff("md"), ctx.staff("rn")
    n.ln((ctx.hosp, "HOSPITAL"), r.choice([" Anticoagulation Clinic", " - Pharmacist-led Anticoagulation Service",
                                           " Thrombosis Clinic"]))
    if r.random() < 0.6:
        n.ln("Clinic line ", ctx.phone(), "   Fax ", ctx.fax(), "   ", ctx.email(generic="anticoag"))
    n.ln(r.choice(["WARFARIN MANAGEMENT FLOW SHEET", "INR LOG", "ANTICOAGULATION FLOWSHEET - VKA"]))
    n.ln()
    banner(ctx, n, acct=False)
    ind, tgt = r.choice(INDIC)
    if "%d" in ind:
        ind = ind % r.randint(2, 7)
    n.ln("Indication: ", ind, "    Target INR: ", tgt)
    start = ctx.days(-r.randint(90, min(3000, 365 * max(1, ctx.age - 18))))
    n.ln("Warfarin start: ", ctx.d(start), "    Duration: ", r.choice(["indefinite", "6 months", "lifelong", "3 months then reassess"]))
    n.ln("Tablet strength: ", r.choice(["5 mg (peach)", "2.5 mg (green)", "1 mg (pink)", "3 mg (tan)", "4 mg (blue)"]))
    n.ln("Referring MD: Dr. ", (md.f(r.choice(["fl", "fil", "l"])), "DOCTOR"), ", ", (r.choice(PL.CLINICS), "HOSPITAL"))
    n.ln("Pharmacy: ", (r.choice(PL.PHARMACIES), "HOSPITAL"), "  ", ctx.phone(ext=False))
    home = r.random() < 0.4
    if home:
        n.ln("Home testing: CoaguChek INRange meter SN ", ctx.serial(), "; results uploaded via ", ctx.url("/anticoag/selftest"))
    else:
        n.ln("POC meter: CoaguChek XS Pro, SN ", ctx.serial(), "  (QC lot ", fill(r, "dddddddd"), ")")
    n.ln()
    n.ln("Date          INR    Wkly dose   Change            Next INR       By    Comments")
    d = ctx.days(-r.randint(60, 200))
    wk = r.choice([17.5, 20, 25, 27.5, 30, 35, 37.5, 40, 45, 52.5])
    rows = r.randint(7, 13)
    inis = [ph, rn, ctx.staff("pharm")]
    for i in range(rows):
        inr = round(r.gauss(2.5, 0.7), 1)
        inr = max(1.1, min(inr, 6.2))
        if inr < 1.8:
            ch, nwk, gap = "incr ~10%", round(wk * 1.1 / 2.5) * 2.5, 7
        elif inr > 3.4:
            ch, nwk, gap = r.choice(["hold x1, decr 10%", "hold x2, decr 15%", "decr 10%"]), round(wk * 0.9 / 2.5) * 2.5, 5
        else:
            ch, nwk, gap = "no change", wk, r.choice([14, 21, 28, 28])
        nx = d + dt.timedelta(days=gap)
        n.cell(ctx.d(d), 14)
        n.cell("%.1f" % inr, 7)
        n.cell("%g mg" % wk, 12)
        n.cell(ch, 18)
        n.cell(ctx.d(nx), 15)
        n.cell((r.choice(inis).f("INI"), "DOCTOR"), 6)
        n.ln(r.choice(INR_COMMENTS))
        wk = nwk
        d = nx + dt.timedelta(days=r.choice([0, 0, 0, 1, -1, 2]))
        if d > ctx.days(5):
            break
    n.ln()
    n.ln("CONTACT NOTES")
    k = r.randint(0, 3)
    if k == 0:
        n.ln(ctx.d(ctx.enc, r.choice(["md", "wd_md", None])), ": INR ", "%.1f" % r.uniform(3.6, 5.4),
             " on POC. Called pt ", (ctx.pt.f(r.choice(["ini", "INI", "fl"])), "PATIENT"), " at ", ctx.phone(ext=False),
             ", no answer; LM to hold tonight's dose and call back.")
        n.ln("   Pt returned call %02d:%02d; confirmed, no bleeding. -- " % (r.randint(9, 16), r.randint(0, 59)),
             (ph.f("INI"), "DOCTOR"))
    elif k == 1:
        rel, fam = ctx.rel(r.choice(["daughter", "son", "spouse"]), same_last=0.8)
        n.ln("Spoke with ", rel, " ", (fam.f(r.choice(["f", "fl"])), "FAMILY"), " (release of information on file, ",
             ctx.d(ctx.days(-r.randint(100, 900))), ") who manages pillbox. Dose schedule reviewed with teach-back.")
    elif k == 2:
        h = ctx.holiday()
        n.ln("Pt travelling over ", h, "; INR scheduled at ", (r.choice(PL.PHARMACIES), "HOSPITAL"),
             " in ", (r.choice(PL.US_CITIES if ctx.us else PL.CA_CITIES)[0], "CITY"), ". Fax results to ", ctx.fax(), ".")
    else:
        proc = r.choice(["colonoscopy", "dental extraction x2", "cataract surgery", "TURP", "hip arthroplasty"])
        n.ln("Procedure: ", proc, " with Dr. ", (ctx.staff("md").f("l"), "DOCTOR"), " on ", ctx.d(ctx.days(r.randint(7, 30))),
             ". Hold warfarin 5 days prior; ", r.choice(["no bridging needed (BRIDGE trial).",
                                                          "bridge with enoxaparin 1 mg/kg SC q12h.",
                                                          "continue warfarin - low bleeding risk."]))
    if r.random() < 0.3:
        n.ln("Drug interaction check: ", r.choice(["TMP-SMX", "metronidazole", "fluconazole", "amiodarone", "rifampin"]),
             " flagged; prescriber ", (ctx.staff("md").f("fil"), "DOCTOR"), " contacted, alternative chosen.")
    n.ln()
    staff_sig(ctx, n, ph, date=ctx.enc, lead=r.choice(["Anticoagulation pharmacist: ", "Reviewed by ", "Signed: "]))
    if r.random() < 0.3:
        n.ln("Next visit: ", ctx.d(ctx.days(r.choice([14, 21, 28])), r.choice(["wd_long", "wd_md", None])))


def hemo_letter(ctx, n):
    r = ctx.rng
    uk = not ctx.us
    hae = "haemophilia" if uk else "hemophilia"
    md = ctx.staff("md")
    gp = ctx.staff("md")
    htc = r.choice(PL.HTC)
    n.ln((htc, "HOSPITAL"))
    n.ln((ctx.hosp, "HOSPITAL"))
    n.ln((ctx.hstreet, "STREET"), ", ", (ctx.city, "CITY"), ", ", (ctx.stname if r.random() < 0.4 else ctx.st, "STATE"),
         " ", (ctx.zip, "ZIP"))
    n.ln("Tel: ", ctx.phone(ext=r.random() < 0.5), "   Fax: ", ctx.fax(), "   Email: ", ctx.email(generic="htc"))
    n.ln()
    n.ln(ctx.d(ctx.days(r.randint(0, 6)), r.choice(["long", "dmy_long", None])))
    n.ln()
    clinic = r.choice(PL.CLINICS)
    n.ln("Dr. ", (gp.f(r.choice(["fl", "fml"])), "DOCTOR"))
    n.ln((clinic, "HOSPITAL"))
    n.ln((ctx.mk_street(), "STREET"))
    n.ln((ctx.city, "CITY"), ", ", (ctx.st, "STATE"), " ", (ctx.zip, "ZIP"))
    n.ln()
    lab, hp = ctx.healthplan()
    n.ln("Re: ", ctx.P(r.choice(["fl", "fml"])), "   DOB: ", ctx.dob_t(), "   MRN: ", ctx.mrn_t(), "   ", lab, ": ", hp)
    n.ln()
    n.ln("Dear Dr. ", (gp.f("l"), "DOCTOR"), ",")
    n.ln()
    child = ctx.age < 18
    typ = r.choice(["A", "A", "A", "B"])
    sev = r.choice(["severe", "severe", "moderate", "mild"])
    lvl = {"severe": "<1%", "moderate": "%d%%" % r.randint(1, 5), "mild": "%d%%" % r.randint(6, 35)}[sev]
    fac = "FVIII" if typ == "A" else "FIX"
    first = ctx.pt.f("f") if child or r.random() < 0.3 else None
    ref = (first, "PATIENT") if first else None
    if ref is None:
        n.add("I reviewed ", ctx.pt.title(), " ", ctx.P("l"), " in the ", "Haemophilia" if uk else "Hemophilia",
              " Clinic today. As you know, he is a ")
    else:
        par = ctx.person(sex="F", last=ctx.pt.last if r.random() < 0.7 else None)
        n.add("I saw ", ref, " in clinic today with ", r.choice(["his mother", "his mom", "his mother"]), " ",
              (par.f(r.choice(["fl", "f"])), "FAMILY"), ". As you know, ", ref, " is a ")
    age_phrase(ctx, n, sex="M")
    n.add(" with ", sev, " ", hae, " ", typ, " (baseline ", fac, " ", lvl, ")")
    n.ln(", diagnosed in ", (str(max(ctx.dob.year, ctx.enc.year - ctx.age + r.randint(0, 3))), "DATE"), ".")
    n.ln()
    inh = r.random() < 0.2
    if inh:
        n.ln("Inhibitor history: high-titre inhibitor (peak ", str(r.randint(6, 120)), " BU) in ",
             (fdate_year(ctx), "DATE"), ", ITI completed; last Bethesda ", "%.1f" % r.uniform(0, 0.6), " BU on ",
             ctx.d(ctx.days(-r.randint(60, 400))), ".")
    else:
        n.ln("No inhibitor history; Nijmegen-Bethesda assay negative (<0.6 BU) on ", ctx.d(ctx.days(-r.randint(30, 400))), ".")
    if typ == "A":
        tx = r.choice(["emicizumab (Hemlibra) 3 mg/kg SC every 2 weeks", "emicizumab 1.5 mg/kg SC weekly",
                       "Advate 40 IU/kg IV three times weekly", "Eloctate 50 IU/kg IV every 4 days",
                       "Jivi 45 IU/kg every 5 days"])
    else:
        tx = r.choice(["Alprolix 100 IU/kg IV every 10 days", "Idelvion 75 IU/kg IV every 14 days",
                       "BeneFIX 50 IU/kg twice weekly", "on-demand Rebinyn"])
    n.ln("Current treatment: ", tx, ". Product is delivered by ", (r.choice(PL.HOME_INFUSION), "ORGANIZATION"),
         "; current lot ", fill(r, r.choice(["LLdddd", "dddddLL", "LdddLddd"])), ".")
    nb = r.randint(0, 4)
    n.add("Bleeds since last review (", ctx.d(ctx.days(-r.randint(120, 200))), "): ", str(nb), ". ")
    if nb:
        site = r.choice(["right elbow haemarthrosis" if uk else "right elbow hemarthrosis", "left ankle bleed",
                         "iliopsoas bleed", "muscle bleed in the left thigh", "right knee bleed"])
        when = r.random() < 0.5
        n.add("Most significant was ", "an " if site[0] in "aeiou" else "a ", site, " on ", ctx.d(ctx.days(-r.randint(10, 110))))
        if child:
            n.add(" after gym class at ", (r.choice(PL.SCHOOLS), "ORGANIZATION"))
        elif when:
            n.add(" at work (", (r.choice(PL.PROFESSIONS), "PROFESSION"), " with ", (r.choice(PL.EMPLOYERS), "ORGANIZATION"), ")")
        n.add(", treated with ", str(r.randint(2, 6)), " extra doses.")
    n.ln(" Infusion log reviewed via ", ctx.url("/hemophilia/log"), ".")
    n.ln()
    n.ln("On examination: weight ", ctx.wt(r.uniform(18, 95) if child else r.uniform(55, 115)), ", HJHS ",
         str(r.randint(0, 24)), "/124. Target joints: ", r.choice(["none", "right ankle", "left elbow", "both knees"]), ".")
    n.ln("Labs: Hb ", ctx.hb(r.uniform(11.8, 16.2)), ", plt ", ctx.plt(r.randint(160, 390)), ", ferritin ",
         ctx.ferr(r.randint(15, 220)), ", ", fac, " trough ", "%d%%" % r.randint(1, 14) if "emicizumab" not in tx
         else "n/a (chromogenic bovine assay pending)", ", ALT ", str(r.randint(12, 64)), " U/L.")
    if not child and ctx.age > 45:
        n.ln("HCV antibody positive (exposure before ", (r.choice(["1987", "1990", "1991"]), "DATE"),
             "), RNA undetectable after SVR in ", (str(ctx.enc.year - r.randint(3, 9)), "DATE"), ".")
    n.ln()
    fam = r.randint(0, 2)
    if fam == 0:
        b = ctx.person(sex="M", last=ctx.pt.last)
        ba = r.randint(3, 40)
        n.ln("Family history: brother ", (b.f("f"), "FAMILY"), " (", (str(ba), "AGE"), ") is also affected and followed here; "
             "mother is an obligate carrier (", fac, " ", str(r.randint(38, 70)), "%).")
    elif fam == 1:
        n.ln("Family history: maternal grandfather had ", hae, " and died at ", (str(r.randint(34, 70)), "AGE"),
             " of intracranial haemorrhage." if uk else " of intracranial hemorrhage.")
    else:
        c = ctx.person(sex="F")
        n.ln("Carrier testing offered to sister ", (c.f("f") + " " + ctx.pt.last, "FAMILY"), "; genetic counselling booked.")
    if ctx.age >= 18 and r.random() < 0.4:
        if ctx.us:
            n.ln("SSDI paperwork completed at his request (SSN ", ctx.ssn(), ").")
        else:
            n.ln("Disability Tax Credit form (T2201) completed at his request (SIN ", ctx.ssn(), ").")
    plan = r.randint(0, 3)
    n.add("Plan: continue current prophylaxis. ")
    if plan == 0:
        n.add("Dental extractions are planned at ", (r.choice(PL.CLINICS), "HOSPITAL"), " on ",
              ctx.d(ctx.days(r.randint(10, 60))), "; we will provide a pre-procedure dose and tranexamic acid 25 mg/kg TID x 5 days. ")
    elif plan == 1:
        n.add("He is travelling to ", (r.choice(PL.COUNTRIES), "COUNTRY"), " over ", ctx.holiday(),
              " and a travel letter with emergency contacts has been provided. ")
    elif plan == 2:
        n.add("Referral to physiotherapy (", (ctx.staff("rn").f("fl"), "DOCTOR"), ", PT) for ankle strengthening. ")
    else:
        n.add("Annual MRI of the right ankle booked for ", ctx.d(ctx.days(r.randint(20, 90)), r.choice(["my", "mon_d", None])), ". ")
    n.ln("We will see him again in ", r.choice(["6 months", "3 months", "one year"]), ".")
    n.ln()
    n.ln("Yours sincerely," if uk else r.choice(["Sincerely,", "Best regards,"]))
    n.ln()
    n.ln((md.f(r.choice(["fl", "fml"])), "DOCTOR"), ", ", md.cred)
    n.ln("Hematologist, ", (htc, "HOSPITAL"))
    if r.random() < 0.4:
        n.ln("NPI " if ctx.us else ctx.lic_label() + " ", ctx.npi() if ctx.us else ctx.lic())
    n.ln()
    cc_line(ctx, n)
    if r.random() < 0.5:
        nurse = ctx.staff("rn")
        n.ln("cc: ", (nurse.f("fl"), "DOCTOR"), ", ", nurse.cred, ", ", "Haemophilia" if uk else "Hemophilia",
             " Nurse Coordinator (", ctx.phone(ext=True), ")")
    if r.random() < 0.5:
        dictation(ctx, n, md, ctx.enc)


def fdate_year(ctx):
    return str(max(ctx.dob.year + 1, ctx.enc.year - ctx.rng.randint(1, max(2, ctx.age - 1))))


GENO = ["HbSS", "HbSS", "HbSS", "HbSC", "HbS/beta0-thalassemia", "HbS/beta+-thalassemia"]
SCD_MEDS = ["hydroxyurea 1,000 mg PO daily", "hydroxyurea 20 mg/kg/day", "voxelotor 1,500 mg daily",
            "crizanlizumab 5 mg/kg IV q4 weeks", "L-glutamine 10 g BID", "folic acid 1 mg daily",
            "penicillin V 250 mg BID"]


def scd_day(ctx, n):
    r = ctx.rng
    rn, md, rn2 = ctx.staff("rn"), ctx.staff("md"), ctx.staff("rn")
    n.ln((ctx.hosp, "HOSPITAL"), r.choice([" - Sickle Cell Day Unit", " | SCD Day Hospital", " Adult Sickle Cell Infusion Centre",
                                           " Pediatric Sickle Cell Day Unit"]))
    n.ln(r.choice(["SICKLE CELL DAY UNIT NOTE", "Day Unit Acute Pain Visit", "VOC DAY UNIT - PHYSICIAN/NURSING NOTE"]))
    n.ln()
    banner(ctx, n)
    arr = r.randint(7, 11)
    arm = r.randint(0, 59)
    n.ln("Visit date: ", ctx.d(ctx.enc, r.choice([None, "wd_long"])), "   Arrival %02d:%02d   " % (arr, arm),
         r.choice(["Bay ", "Chair ", "Recliner ", "Bed "]), (str(r.randint(1, 14)), "LOCATION_OTHER"))
    geno = r.choice(GENO)
    n.ln()
    n.add("S: ")
    age_phrase(ctx, n)
    n.add(" with ", geno, " presenting with typical VOC pain in ", r.choice(["lower back and both thighs", "chest and ribs",
                                                                         "both knees and ankles", "arms and lower back"]),
          " x ", str(r.randint(1, 4)), " days, ", str(r.randint(6, 10)), "/10. ")
    n.add("Took ", r.choice(["oxycodone 10 mg x 3 doses", "hydromorphone 4 mg PO x2", "ibuprofen and acetaminophen",
                             "morphine SR 30 mg + IR 10 mg"]), " at home without relief. ")
    trig = r.randint(0, 3)
    if trig == 0:
        n.add("Recently returned from ", (r.choice(PL.SCD_COUNTRIES), "COUNTRY"), " (long-haul flight). ")
    elif trig == 1:
        n.add("Thinks triggered by cold weather and working double shifts as a ", (r.choice(PL.PROFESSIONS), "PROFESSION"), ". ")
    elif trig == 2:
        n.add("Missed ", "school" if ctx.age < 23 else "work", " at ", (r.choice(PL.SCHOOLS if ctx.age < 23 else PL.EMPLOYERS), "ORGANIZATION"), " since ", ctx.d(ctx.days(-r.randint(1, 3)), "wd"), ". ")
    else:
        n.add("Pain started after ", ctx.holiday(), " gathering; poor fluid intake. ")
    n.ln("Denies fever, SOB, priapism, focal weakness.")
    if ctx.pt.nick and r.random() < 0.7:
        n.ln("Prefers to be called \"", (ctx.pt.nick, "PATIENT"), "\".")
    elif r.random() < 0.3:
        n.ln("Known to unit staff; ", (ctx.pt.f("flinit"), "PATIENT"), " has had ", str(r.randint(2, 14)), " day-unit visits this year.")
    n.ln("Individualized care plan on file (updated ", ctx.d(ctx.days(-r.randint(30, 400))), ", Dr. ",
         (md.f("l"), "DOCTOR"), ").")
    n.ln("Home meds: ", "; ".join(r.sample(SCD_MEDS, 3)), ".")
    n.ln()
    n.ln("O: T ", ctx.temp(r.uniform(36.5, 38.3)), "  HR ", str(r.randint(78, 124)), "  BP ",
         "%d/%d" % (r.randint(98, 138), r.randint(55, 85)), "  RR ", str(r.randint(14, 24)), "  SpO2 ",
         "%d%% RA" % r.randint(91, 100))
    base = r.uniform(6.8, 10.2)
    n.ln("Labs: Hb ", ctx.hb(base - r.uniform(0, 1.4)), " (baseline ", ctx.hb(base), "), retic ",
         "%.1f%%" % r.uniform(3, 18), ", WBC ", ctx.wbc(r.uniform(6, 19)), ", plt ", ctx.plt(r.randint(180, 520)),
         ", LDH ", str(r.randint(240, 980)), " U/L, T bili ", ctx.bili(r.uniform(1.2, 5.8)), ", creat ",
         ctx.creat(r.uniform(0.4, 0.9)), ".")
    if r.random() < 0.4:
        n.ln("HbS ", "%d%%" % r.randint(28, 85), " (last exchange ", ctx.d(ctx.days(-r.randint(20, 60))), ")")
    n.ln()
    n.ln("MEDICATION / PAIN TIMELINE")
    t = arr * 60 + arm + r.randint(10, 40)
    p = r.randint(7, 10)
    for i in range(r.randint(3, 5)):
        hh, mm = divmod(t, 60)
        drug = r.choice(["hydromorphone 1 mg IV", "hydromorphone 1.5 mg SC", "morphine 5 mg IV", "ketorolac 15 mg IV",
                         "fentanyl 50 mcg IN", "NS 1 L IV bolus", "D5 1/2NS @ 125 mL/h"])
        n.ln("  %02d:%02d  %-26s pain %d/10  " % (hh, mm, drug, p), (r.choice([rn, rn2]).f("INI"), "DOCTOR"))
        p = max(2, p - r.randint(0, 2))
        t += r.randint(25, 60)
    n.ln()
    n.add("A/P: uncomplicated VOC, ", r.choice(["no evidence of ACS", "CXR clear", "no fever, blood cultures not indicated"]),
          ". Pain now ", str(p), "/10. ")
    if p <= 4:
        rel, fam = ctx.rel(r.choice(["mother", "partner", "aunt", "father", "spouse", "sister"]))
        n.add("Discharged home with ", rel, " ", (fam.f(r.choice(["fl", "f"])), "FAMILY"), "; ")
        n.add("call-back number ", ctx.phone(ext=False), ". ")
    else:
        n.add("Admitted to ", (r.choice(PL.WARDS), "HOSPITAL"), " under Dr. ", (md.f("l"), "DOCTOR"), ". ")
    n.ln("Follow-up in clinic ", ctx.d(ctx.days(r.randint(5, 21))), ".")
    if r.random() < 0.35:
        n.ln("Social: born in ", (r.choice(PL.SCD_COUNTRIES), "COUNTRY"), ", moved to ", (ctx.city, "CITY"), " in ",
             (str(max(ctx.dob.year + 1, ctx.enc.year - r.randint(1, 15))), "DATE"), "; lives with ",
             r.choice(["parents", "partner", "grandmother", "roommate"]), ".")
    if r.random() < 0.35:
        sd = "md" if ctx.us else "mon_d"
        n.ln("Letter provided for ", (r.choice(PL.SCHOOLS if ctx.age < 19 else PL.EMPLOYERS), "ORGANIZATION"), " excusing absence ",
             ctx.d(ctx.days(-1), sd), "-", ctx.d(ctx.days(1), sd), ".")
    n.ln()
    staff_sig(ctx, n, rn, date=ctx.enc, lead="RN: ")
    staff_sig(ctx, n, md, lead="Physician: ")


GENRES = {
    "anticoagulation_inr_log": (inr_log, 22, 94),
    "haemophilia_clinic_letter": (hemo_letter, 3, 72, "M"),
    "sickle_cell_day_unit_note": (scd_day, 12, 58),
}
