"""General practice consultations and telehealth reviews."""
import datetime as dt

import blocks as B
import core as C
import scen_gp as SG
from core import S, tl


def _time(r):
    return "%02d:%02d" % (r.randint(8, 18), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))


def _extras(n, ctx, k=2):
    r = ctx.rng
    opts = list(range(8))
    r.shuffle(opts)
    for o in opts[:k]:
        if o == 0:
            n.f("Recall: {what} due {DF}\n", what=r.choice(["CST", "skin check", "HbA1c", "BP review", "flu vaccine",
                                                         "bowel screening kit"]))
        elif o == 1:
            n.add("Reception note: patient updated contact details - mobile ", ctx.v["MOB"], ", email ", ctx.v["EMAIL"], ".\n")
        elif o == 2:
            nurse = ctx.clin("RN9", "RN")
            n.add("Nurse ", ctx.dname(nurse, "full"), " attended obs and ECG. ")
            n.add("Wt and BP entered by ", ctx.dname(nurse, "user"), ".\n")
        elif o == 3:
            n.add("Next appt: ", ctx.DN(ctx.future(7, 60)), " ", _time(r), " with ", ctx.dname(ctx.clin("GP"), "dr"), ".\n")
        elif o == 4:
            n.add("Allergies: ", r.choice(B.ALLERGIES), "\n")
        elif o == 5:
            if ctx.loc == "AU" and r.random() < 0.5:
                n.add("IHI: ", S("MRN", C.ihi(r)), "\n")
            elif ctx.loc == "NZ":
                n.add("Enrolled PHO patient. CSC holder (no. ", S("HEALTHPLAN", C.digits(r, 10)), ").\n")
            else:
                n.add("Private insurance: ", S("ORGANIZATION", r.choice(__import__("pools").INSURER[ctx.loc]).replace("_", " ")),
                      " member no. ", S("HEALTHPLAN", C.fund_member(r)), "\n")
        elif o == 6:
            n.add("Billing: ", r.choice(["item 23", "item 36", "level B", "A007", "K013", "standard consult"]),
                  ", invoice ", S("ACCOUNT", C.account_no(r)), "\n")
        else:
            if ctx.loc == "CA":
                n.add("Disability tax credit form (T2201) completed; SIN confirmed ", S("SSN", C.sin_ca(r)), ".\n")
            elif ctx.loc == "NZ":
                n.add("Work and Income medical certificate completed; client number ", S("SSN", C.digits(r, 9)), ".\n")
            else:
                n.add("Income protection claim form completed for insurer; TFN not recorded. Policy no. ",
                      S("HEALTHPLAN", C.fund_member(r)), ".\n")


def gp_emr(ctx):
    """Structured EMR progress note."""
    r = ctx.rng
    n = C.Note(ctx)
    prac = ctx.inst("PRAC0", "practice")
    gp = ctx.clin("GP")
    sc = SG.pick(ctx)(ctx)
    n.add(S("HOSPITAL", prac.name), " - Consultation record\n")
    n.add(ctx.addr_parts(prac.addr, style=0), "  Ph ", S("PHONE", prac.phone), "\n\n")
    B.pt_block(n, ctx)
    n.add("\nDate: ", ctx.D(ctx.visit), "  Time: ", _time(r), "   Provider: ", ctx.dname(gp, "drfull"), "\n")
    n.add("Reason for contact: ", sc["reason"], "\n\n")
    n.add("History:\n", sc["hx"])
    if r.random() < 0.6:
        n.add(B.ros(ctx))
    n.add("\n")
    B.pmhx(n, ctx)
    n.add("Current medications:\n", B.meds_list(ctx, 2, 7))
    n.add("Allergies: ", r.choice(B.ALLERGIES), "\n")
    if r.random() < 0.8:
        B.social_hx(n, ctx)
    if r.random() < 0.5:
        B.family_hx(n, ctx)
    n.add("\nExamination:\n", sc["exam"])
    if r.random() < 0.5:
        n.add(B.exam_sys(ctx, sc.get("skip", ())))
    if r.random() < 0.4:
        n.add(B.results_line(ctx))
    n.add("\nAssessment:\n", sc["imp"], "\nPlan:\n", sc["plan"], "\n")
    if r.random() < 0.5:
        B.immunisations(n, ctx)
    if ctx.age >= 30 and r.random() < 0.5:
        B.preventive(n, ctx)
    _extras(n, ctx, r.randint(1, 3))
    n.add("\n")
    if ctx.loc == "AU":
        n.add(ctx.dname(gp, "drfull"), "  Provider no. ", S("LICENSE", C.provider_au(r)), "\n")
    elif ctx.loc == "NZ":
        n.add(ctx.dname(gp, "drfull"), "  MCNZ ", S("LICENSE", C.mcnz(r)), "\n")
    else:
        n.add(ctx.dname(gp, "drfull"), r.choice(["  CPSO ", "  Billing no. ", "  Lic. "]), S("LICENSE", C.cpso(r)), "\n")
    B.emr_footer(n, ctx, gp, ip=r.random() < 0.15)
    return n


def gp_soap(ctx):
    """Terse shorthand SOAP entry."""
    r = ctx.rng
    n = C.Note(ctx)
    gp = ctx.clin("GP")
    sc = SG.pick(ctx)(ctx)
    n.add(ctx.pt_name("caps"), "  (", ctx.v["AGE"], ctx.pron("sex"), ")  ", ctx.v["MRNL"], " ", ctx.v["MRN"], "\n")
    if ctx.loc == "AU" and r.random() < 0.6:
        n.add("Medicare ", S("HEALTHPLAN", C.medicare_au(r)), "  ")
    if ctx.loc == "CA":
        n.add(ctx.v["HPL"], " ", ctx.v["HPV"], "  ")
    n.add("Ph ", ctx.v["MOB"], "\n")
    n.add(ctx.D(ctx.visit), " ", _time(r), " - ", ctx.dname(gp, r.choice(["dr", "drfull", "ginit"])), " @ ",
          S("HOSPITAL", ctx.inst("PRAC0", "practice").name), "\n")
    n.add("-" * 40, "\n")
    n.add("S: ", sc["hx"])
    if r.random() < 0.5:
        n.add("   ", B.ros(ctx))
    if r.random() < 0.7:
        n.add("   ")
        B.social_hx(n, ctx, style=1)
    n.add("   ")
    B.pmhx(n, ctx, style=1)
    n.add("   Allergies: ", r.choice(B.ALLERGIES), "\n")
    n.add("O: ", sc["exam"])
    if r.random() < 0.4:
        n.add("   ", B.results_line(ctx))
    n.add("A: ", sc["imp"], "P:\n", sc["plan"])
    n.add("Meds:\n", B.meds_list(ctx, 2, 6, style=0))
    _extras(n, ctx, r.randint(1, 3))
    n.add(ctx.dname(gp, "init"), "/", ctx.dname(gp, "user"), "\n")
    return n


def gp_narr(ctx):
    """Narrative consult note / dictated."""
    r = ctx.rng
    n = C.Note(ctx)
    gp = ctx.clin("GP")
    prac = ctx.inst("PRAC0", "practice")
    sc = SG.pick(ctx)(ctx)
    n.add("CONSULTATION NOTE\n", S("HOSPITAL", prac.name.upper() if r.random() < 0.5 else prac.name), "\n")
    n.add("Patient: ", ctx.pt_name("fullmid"), "   DOB ", ctx.v["DOB"], "   ")
    if ctx.loc == "NZ":
        n.add("NHI ", ctx.v["MRN"], "\n")
    else:
        n.add(ctx.v["MRNL"], " ", ctx.v["MRN"], "\n")
    n.add("Seen: ", ctx.D(ctx.visit, r.choice(["wd_d_month_y", "wd_dmy"]) if ctx.loc != "CA" else "wd_month_d_y"),
          " by ", ctx.dname(gp, "drfull"), "\n\n")
    n.f("{PTR} is a {AGE}-year-old {man} who ")
    n.add(r.choice(["presents with", "attends today regarding", "came in about", "booked a long appointment for"]), " ",
          sc["reason"][0].lower(), ". ")
    n.add(sc["hx"], "\n")
    B.pmhx(n, ctx, style=r.choice([1, 2]))
    B.social_hx(n, ctx, style=r.choice([0, 2]))
    if r.random() < 0.5:
        B.family_hx(n, ctx)
    n.add("\nMedications: ", B.meds_inline(ctx, 2, 5), "\n")
    n.add("\nOn examination: ", sc["exam"], B.exam_sys(ctx, sc.get("skip", ())), "\nImpression: ", sc["imp"], "\nManagement:\n", sc["plan"], "\n")
    if r.random() < 0.5:
        n.f("I have asked {PTT} to book a review with me on {DF}. ")
        n.add("Copy of this note sent to ", ctx.dname(ctx.clin("SPEC1", "SPEC"), "dr"), " at ", ctx.v["HOSP1_NAME"], ".\n")
    _extras(n, ctx, r.randint(1, 2))
    B.signoff(n, ctx, gp, style=r.choice([1, 2, 4, 5]))
    return n


def gp_cpp(ctx):
    """Canadian-style CPP + SOAP encounter (used for all locales, with local labels)."""
    r = ctx.rng
    n = C.Note(ctx)
    gp = ctx.clin("GP")
    prac = ctx.inst("PRAC0", "practice")
    sc = SG.pick(ctx)(ctx)
    B.letterhead(n, ctx, prac, style=r.choice([0, 2]))
    n.add("ENCOUNTER NOTE   Encounter #", S("ACCOUNT", C.account_no(r)), "\n")
    B.pt_block(n, ctx, style=r.choice([0, 3, 4]))
    n.add("\n--- Cumulative Patient Profile ---\nProblem list: ", r.choice([
        "HTN; T2DM; OA knees", "Asthma; anxiety", "GORD; hypothyroid", "Depression; chronic LBP",
        "Hyperlipidaemia; ex-smoker", "Migraine; IBS", "CKD 3a; gout; AF"]), "\n")
    n.add("Past surgical: ", r.choice(["appendicectomy", "lap chole", "TKR", "C-section", "tonsillectomy"]), " (",
          ctx.v["YPAST"], ")\n")
    n.add("Medications:\n", B.meds_list(ctx, 2, 6, style=2))
    n.add("Allergies: ", r.choice(B.ALLERGIES), "\n")
    B.social_hx(n, ctx, style=3)
    B.family_hx(n, ctx)
    B.immunisations(n, ctx)
    n.add("\n--- Visit ", ctx.D(ctx.visit), " ---\nCC: ", sc["reason"], "\nS: ", sc["hx"], B.ros(ctx), "O: ", sc["exam"],
          B.exam_sys(ctx, sc.get("skip", ())), "A: ", sc["imp"], "P: ", sc["plan"])
    _extras(n, ctx, r.randint(1, 2))
    B.signoff(n, ctx, gp, style=1)
    return n


def gp(ctx):
    r = ctx.rng
    return ctx.pick("gp_layout", [gp_emr, gp_soap, gp_narr, gp_cpp])(ctx)


# ------------------------------------------------------------------ telehealth
PLATFORMS = ["video (secure platform)", "video via practice platform", "video", "phone", "phone (video failed)",
             "video (clinic portal)"]


def _connection(n, ctx, prac):
    r = ctx.rng
    meeting = S("IDNUM", "%s-%s-%s" % (C.digits(r, 3), C.digits(r, 3), C.digits(r, 4)) if r.random() < 0.5
                else C.digits(r, 10))
    link = S("URL", "https://%s/%s/%s" % (r.choice(["telehealth." + prac.domain, "video." + prac.domain,
                                                    "meet." + prac.domain]),
                                           r.choice(["room", "visit", "join", "waiting-room"]),
                                           C.letters(r, 3, "abcdefghjkmnpqrstuvwxyz") + C.digits(r, 4)))
    st = r.randrange(3)
    if st == 0:
        n.add("Connection: link ", link, " sent by SMS to ", ctx.v["MOB"], "; meeting ID ", meeting, ".\n")
        n.add("Session log: patient device IP ", S("IPADDR", C.ip_addr(r)), ", clinician workstation ",
              S("IPADDR", C.ip_addr(r)), ". Audio/video quality adequate.\n")
    elif st == 1:
        n.add("Platform: video. Invitation emailed to ", ctx.v["EMAIL"], " (", link, ").\n")
        n.add("Meeting ID ", meeting, ". Connected at ", _time(r), " from IP ", S("IPADDR", C.ip_addr(r)),
              "; dropped once, reconnected by phone on ", ctx.v["MOB"], ".\n")
    else:
        n.add("Virtual visit via patient portal (", S("URL", prac.url(r) if r.random() < 0.5 else "https://portal.%s/visits" % prac.domain),
              "), session ", meeting, ".\n")
        if r.random() < 0.6:
            n.add("Portal username ", S("USERNAME", C.username(r, ctx.pt)), "; login IP ", S("IPADDR", C.ip_addr(r)), ".\n")


def _verify(n, ctx):
    r = ctx.rng
    st = r.randrange(3)
    if st == 0:
        n.add("Identity confirmed with three identifiers: full name (", ctx.pt_name("fullmid"), "), DOB (",
              ctx.v["DOB"], ") and address (", ctx.addr_parts(ctx.addr, style=0), ").\n")
    elif st == 1:
        n.add("ID check: name + DOB verified. Patient located at: ", r.choice(["home", "workplace", "car (parked)",
                                                                             "a friend's house"]))
        if n.buf[-1] == "workplace":
            n.add(" (", ctx.v["EMP"], ")")
        elif n.buf[-1] == "a friend's house":
            a = C.make_address(r, ctx.loc, near=ctx.addr)
            n.add(", ", S("STREET", a.street()), ", ", S("CITY", a.suburb))
        n.add(". Callback number ", ctx.v["MOB"], ".\n")
    else:
        n.add("Verified: ", ctx.pt_name("full"), ", DOB ", ctx.v["DOB"], ". ")
        if r.random() < 0.4:
            n.add("Remote ID verified by facial biometric match (token ", S("BIOID", C.bioid(r)), "). ")
        n.add("Patient at home, ", ctx.addr_parts(ctx.addr, style=0), "; alone in a private room.\n")
    if r.random() < 0.4:
        f = ctx.fam("F1")
        n.add("Also present: ", f.rel, " ", ctx.fname(f, "full"), " (with patient's consent).\n")


def tele_a(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("GP") if r.random() < 0.6 else ctx.clin("SPEC", "SPEC")
    prac = ctx.inst("PRAC0", "practice" if clin.role == "GP" else "hospital")
    sc = SG.pick(ctx, SG.TELE_OK)(ctx)
    n.add("TELEHEALTH CONSULTATION\n", S("HOSPITAL", prac.name), "\n")
    n.add("Date: ", ctx.D(ctx.visit), "   Start ", _time(r), "   Mode: ", r.choice(PLATFORMS), "\n")
    n.add("Clinician: ", ctx.dname(clin, "drfullcred"), "  (located at ", S("HOSPITAL", prac.name), ")\n")
    n.add("Patient: ", ctx.pt_name("caps"), "  DOB ", ctx.v["DOB"], "  ", ctx.v["MRNL"], " ", ctx.v["MRN"], "\n")
    if ctx.loc != "NZ":
        n.add(ctx.v["HPL"], " ", ctx.v["HPV"], "\n")
    n.add("\n")
    _verify(n, ctx)
    n.add("Consent for telehealth obtained verbally and documented.\n")
    _connection(n, ctx, prac)
    n.add("\nReason: ", sc["reason"], "\n\nHistory:\n", sc["hx"])
    if r.random() < 0.7:
        B.pmhx(n, ctx, style=r.choice([1, 2]))
    if r.random() < 0.7:
        n.add("Medications (reconciled with patient):\n", B.meds_list(ctx, 2, 6, style=r.choice([0, 3])))
    if r.random() < 0.5:
        B.social_hx(n, ctx, style=r.choice([0, 1]))
    n.add("\nObservations (patient-reported / home devices): ", r.choice([
        "home BP %d/%d, HR %d" % (r.randint(110, 165), r.randint(65, 98), r.randint(55, 100)),
        "weight %.1f kg on home scales" % r.uniform(55, 130), "sats %d%% on finger probe" % r.randint(92, 99),
        "not available"]), ". ", "Visual assessment: ", r.choice(["well, speaking full sentences",
                                                                   "tired-appearing, good eye contact",
                                                                   "comfortable, no distress"]), ".\n")
    n.add("\nAssessment: ", sc["imp"], "\nPlan:\n", sc["plan"])
    n.add("- eScript token sent to ", ctx.v["MOB"], r.choice([" and nominated pharmacy ", "; pharmacy: "]),
          ctx.v["PHARM1_NAME"], " (token ", S("IDNUM", C.letters(r, 4) + C.digits(r, 6) if ctx.loc != "CA" else "RX" + C.digits(r, 8)), ")\n")
    n.add("- In-person review booked ", ctx.DN(ctx.future(14, 90)), "\n")
    n.add("\nDuration ", str(r.randint(8, 40)), " min. ")
    if ctx.loc == "AU":
        n.add("MBS item ", r.choice(["91800", "91801", "91802", "91891"]), ". ")
    n.add("\n")
    B.signoff(n, ctx, clin, style=r.choice([1, 2, 4]))
    return n


def tele_b(ctx):
    """Phone review with clinician's brief dictation style and results discussion."""
    r = ctx.rng
    n = C.Note(ctx)
    clin = ctx.clin("CNS", "CNS") if r.random() < 0.4 else ctx.clin("GP")
    hosp = ctx.inst("HOSP0", "hospital")
    n.add(S("HOSPITAL", hosp.name), " - ", r.choice(["Virtual Care Service", "Telehealth Outreach", "Remote Clinic"]), "\n")
    n.add(r.choice(["Phone review", "Video review", "Virtual follow-up"]), " ", ctx.D(ctx.visit), "\n")
    n.add(ctx.v["MRNL"], ": ", ctx.v["MRN"], "   Visit no. ", S("ACCOUNT", C.account_no(r)), "\n")
    n.add("Pt: ", ctx.pt_name("fullmid"), " (", ctx.v["AGE"], " ", ctx.pron("sex"), ")\n\n")
    n.add("Called patient on ", ctx.v["MOB"] if r.random() < 0.6 else ctx.v["HOME"], " at ", _time(r), ". ")
    n.add(r.choice(["No answer first attempt; ", "", "Voicemail left, patient returned call; "]))
    _verify(n, ctx)
    B.pmhx(n, ctx, style=1)
    n.add("Meds: ", B.meds_inline(ctx, 2, 5), "\n")
    n.add("\nSince last review: ", r.choice(["feeling generally better, energy improving",
                                               "ongoing fatigue, appetite fair", "no new symptoms",
                                               "some breathlessness on stairs, no chest pain"]), "; ",
          r.choice(["taking medications as prescribed (blister pack)", "missed a few doses last week",
                    "ran out of one medication, new script needed"]), ". ",
          r.choice(["No falls.", "One near-fall, no injury.", "Mobilising with stick."]), "\n")
    topic = r.choice(["results", "post-discharge", "wound", "heart failure", "COPD"])
    if topic == "results":
        n.add("\nReviewed results from ", ctx.v["LAB1_NAME"], " collected ", ctx.v["DRECENT"], " (lab no. ",
              S("IDNUM", C.lab_no(r)), "): Hb %d, ferritin %d, TSH %.1f, eGFR %d.\n" % (
                  r.randint(98, 150), r.randint(8, 300), r.uniform(0.3, 8.5), r.randint(28, 95)))
        n.add("Explained iron deficiency; commence oral iron alternate days. Repeat FBC/ferritin 3/12.\n")
    elif topic == "post-discharge":
        d = ctx.past(3, 14)
        n.add("\nPost-discharge call. Admitted to ", S("HOSPITAL", hosp.name), " ", ctx.DN(d - dt.timedelta(days=r.randint(2, 8))),
              " - ", ctx.DN(d), " with ", r.choice(["pneumonia", "cellulitis L leg", "NSTEMI", "pyelonephritis"]),
              ". Completed antibiotics. Eating and mobilising. ", ctx.fname(ctx.fam("F1"), "given"), " (", ctx.fam("F1").rel,
              ") staying for the week.\n")
    elif topic == "wound":
        n.add("\nWound photos uploaded via portal by ", ctx.fam("F1").rel, " ", ctx.fname(ctx.fam("F1"), "given"),
              " (", ctx.v["EMAIL"], "). Healing well, no cellulitis. District nurse ", ctx.dname(ctx.clin("RN2", "RN"), "full"),
              " visiting ", ctx.v["WDAY"], " and ", ctx.v["WDAY"], ".\n")
    elif topic == "heart failure":
        n.add("\nHF nurse call. Weight %.1f kg (dry %.1f). Mild ankle oedema, 2 pillows. Furosemide increased to "
              "40 mg BD x 3 days then back to daily. Next call " % (r.uniform(60, 110), r.uniform(58, 105)),
              ctx.DN(ctx.future(2, 7)), ".\n")
    else:
        n.add("\nCOPD check-in. Sputum clearer, using rescue pack started ", ctx.v["DRECENT"], ". Walks to ",
              S("LOCATION_OTHER", r.choice(["Riverside Plaza", "Eastgate Shopping Centre", "Memorial Park",
                                             "Lakeview Community Hall"])), " daily.\n")
    n.add("\nAssessment: ", r.choice(["stable, improving", "progressing as expected", "needs closer monitoring"]), ".\n")
    n.add("Plan:\n- ", r.choice(["continue current management", "repeat bloods in 2 weeks", "GP to review medications"]),
          "\n- Red flags discussed; to present to ED or call an ambulance if worse\n- Plan discussed with ",
          ctx.dname(ctx.clin("SPEC1", "SPEC"), "dr"), "; follow-up ", ctx.DN(ctx.future(7, 60)), "\n")
    n.add("- Summary sent to ", ctx.dname(ctx.clin("GP"), "drfull"), ", ", ctx.v["PRAC0_NAME"], " (fax ", ctx.v["PRAC0_FAX"], ")\n\n")
    n.add(ctx.dname(clin, "fullcred"), "\n")
    B.emr_footer(n, ctx, clin, ip=r.random() < 0.5)
    return n


def telehealth(ctx):
    return ctx.pick("tele_layout", [tele_a, tele_b])(ctx)
