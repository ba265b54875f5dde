"""Genres: donor work-up medical, donor deferral letter, recruitment drive
record, donor adverse event report."""
import pools as P
import common as C
from gen import Doc


def _nok(ctx):
    rel = ctx.ch(["wife", "husband", "partner", "mother", "father", "sister", "brother", "flatmate"])
    sx = "F" if rel in ("wife", "mother", "sister") else ("M" if rel in ("husband", "father", "brother") else None)
    return rel, ctx.person("FAMILY", sex=sx)


def _occupation(ctx, d, who="Occupation"):
    job = ctx.ch(P.PROFESSIONS)
    d.add(who, ": ", (job, "PROFESSION"))
    if ctx.p(0.5) and job not in ("student", "university student"):
        d.add(" at ", (ctx.ch(P.EMPLOYERS), "ORGANIZATION"))
    elif job in ("student", "university student") and ctx.p(0.6):
        d.add(", ", (ctx.ch(P.SCHOOLS), "ORGANIZATION"))
    d.add("\n")
    return job


def workup(ctx):
    d = Doc()
    sex = ctx.ch("MMF")
    age = ctx.ri(18, 58)
    dn = ctx.person("PATIENT", sex=sex, age=age)
    hosp = ctx.hosp()
    doc = ctx.staff("physician")
    nurse = ctx.staff("nurse")
    ht = ctx.ri(158, 195) if sex == "M" else ctx.ri(150, 180)
    kg = int(round(ctx.ri(195, 335) / 10.0 * (ht / 100.0) ** 2))
    ra, rs = ctx.ri(1, 70), ctx.ch("MF")
    rkg = C.kg_for_age(ctx, ra)
    src = ctx.ch(["PBSC", "PBSC", "PBSC", "bone marrow"])
    did = ctx.idn("donor")
    rctry = ctx.country_other() if ctx.p(0.6) else None
    v = ctx.r.randint(0, 1)
    if v == 0:
        d.ln((hosp, "HOSPITAL"), " - ", ctx.ch(["Apheresis Unit", "Stem Cell Collection Facility",
                                               "Donor Assessment Clinic", "Cellular Therapy Unit"]))
        d.ln(ctx.ch(["UNRELATED DONOR WORK-UP MEDICAL ASSESSMENT", "DONOR MEDICAL EXAMINATION (WORK-UP)",
                     "Donor Work-up Medical - Clinic Record"]))
        d.ln("Date of assessment: ", ctx.D(0), "   Time: ", ctx.tm(), ctx.ch(["", ["   Room: ", ("%s%d" % (ctx.ch(["", "C", "2."]), ctx.ri(1, 24)), "LOCATION_OTHER")]]))
        d.ln("Donor ID: ", (did, "IDNUM"), "   Registry: ", (ctx.registry(), "ORGANIZATION"),
             "   Work-up ref: ", (ctx.idn("req"), "IDNUM"))
        d.ln("")
        d.ln("DONOR DETAILS")
        d.ln("Name: ", ctx.nm(dn, ctx.ch(["LF", "full", "fml", "lf"])), "    DOB: ", ctx.D(dn.dob),
             "    Age: ", (str(age), "AGE"), "    Sex: ", sex)
        d.ln("Address: ", ctx.addr(block=False, res=True))
        d.ln("Mobile: ", ctx.tel("mob"), ctx.ch(["", ["    Home: ", ctx.tel()]]), "    Email: ", ctx.email(dn))
        if ctx.c == "US" and ctx.p(0.8):
            d.ln(ctx.ch(["SSN: ", "Social Security No.: "]), ctx.ssn())
        elif ctx.c == "CA" and ctx.p(0.3):
            d.ln("SIN: ", ctx.ssn())
        elif ctx.c == "DE" and ctx.p(0.3):
            d.ln("Social insurance no.: ", ctx.ssn())
        if ctx.p(0.5):
            d.ln("Identity checked: ", ctx.ch(["photo driving licence", "driver's licence"]), " ", ctx.lic("drive"))
        _occupation(ctx, d)
        rel, nk = _nok(ctx)
        d.ln("Next of kin: ", ctx.nm(nk, ctx.ch(["full", "first"])), " (%s)  Tel: " % rel, ctx.tel("mob"))
        gp = ctx.staff("physician")
        d.ln(ctx.sp("GP: ", "Primary care: "), ctx.docref(gp), ", ", (ctx.ch(P.GP_PRACTICES[ctx.c]), "HOSPITAL"))
        d.ln("")
        d.ln("RECIPIENT / REQUEST")
        r = C.anon_recipient(ctx, d, ra, rs)[0]
        d.ln("Recipient: ", r, ", %s" % C.diag(ctx, ra)[1], [", ", (rctry, "COUNTRY")] if rctry else "",
             "; product requested: %s; recipient weight %d kg" % (src, rkg))
        d.ln("Target dose: ", ctx.ch(["CD34+ 4-5 x10^6/kg recipient weight", "TNC 3-4 x10^8/kg",
                                      "CD34+ >= 2 x10^6/kg (minimum), optimal 5 x10^6/kg"]))
        d.ln("")
        d.ln("HISTORY")
        d.ln("PMH: ", ctx.ch(["nil significant", "mild asthma (salbutamol PRN, no admissions)",
                             "Gilbert's syndrome", "hay fever",
                             "migraine without aura", "ACL reconstruction (sports injury)",
                             "childhood eczema", "Raynaud's phenomenon, mild"]))
        d.ln("Medications: ", ctx.ch(["none", "cetirizine 10 mg PRN", "combined oral contraceptive",
                                      "levothyroxine 50 mcg OD", "sertraline 50 mg OD", "vitamin D 1000 IU"]),
             "   Allergies: ", ctx.ch(["NKDA", "penicillin (rash)", "none known", "latex (contact dermatitis)"]))
        d.ln("Smoking: %s   Alcohol: %d units/wk" % (ctx.ch(["never", "ex-smoker (10 pack-years)", "vapes", "current, 5/day"]),
                                                      ctx.ri(0, 20)))
        if ctx.p(0.5):
            d.ln("Tattoos/piercings: last tattoo ", ctx.D(-ctx.ri(200, 1500), "my"),
                 ctx.ch([" (licensed studio)", "", " - right forearm"]))
        if ctx.p(0.55):
            d.ln("Travel: ", (ctx.country_other(), "COUNTRY"), " in ", ctx.D(-ctx.ri(60, 900), "my"),
                 ctx.ch(["; no malaria risk areas", "; malaria prophylaxis taken", ""]))
        if sex == "F":
            d.ln("Obstetric: G%dP%d%s" % (ctx.ri(0, 3), ctx.ri(0, 2), ctx.ch(["", "; not pregnant (urine hCG negative today)"])))
        d.ln("")
        d.ln("EXAMINATION")
        d.ln("Ht %d cm  Wt %d kg  BMI %.1f   %s" % (ht, kg, kg / (ht / 100.0) ** 2, C.vitals(ctx)))
        d.ln(ctx.ch(["Heart sounds normal, chest clear. Abdomen soft, no hepatosplenomegaly.",
                     "CVS/RS NAD. Spleen not palpable. No lymphadenopathy.",
                     "Systems exam unremarkable; spleen tip not felt; no lymphadenopathy."]))
        d.ln("Venous access: ", ctx.ch(["good antecubital veins bilaterally", "adequate L ACF, small R - may need CVC",
                                        "poor peripheral veins - femoral line discussed"]))
        d.ln("")
        d.ln("INVESTIGATIONS")
        d.ln(C.fbc(ctx, sex), "; ", ctx.ch(["U&E, LFT normal", "Cr 78 umol/L, ALT 22 U/L", "eGFR > 90, bili 24 (Gilbert's)"]))
        d.ln("ECG: ", ctx.ch(["sinus rhythm 64 bpm, normal axis", "SR, incomplete RBBB (benign)", "normal"]),
             "   CXR: ", ctx.ch(["clear", "not indicated", "NAD"]))
        d.ln("Infectious disease markers (drawn ", ctx.D(0, "short"), "):")
        C.idm_block(d, ctx)
        d.ln("")
        d.ln("ASSESSMENT & PLAN")
        if src == "PBSC":
            d.ln("Fit to donate PBSC. Mobilisation: " + C.gcsf(ctx, kg) + ".")
            d.ln("G-CSF to be given at home by ", ctx.ch(["community nurse", "donor (self-injection taught)",
                                                       "our nurse specialist"]), " starting ", ctx.D(ctx.ri(12, 30), "week"), ".")
        else:
            d.ln("Fit for bone marrow harvest under GA. Autologous unit not required. Anaesthetic review: ASA I.")
        d.ln("Collection planned ", ctx.D(ctx.ri(16, 35), "week"), "; backup day ", ctx.D(ctx.ri(36, 40), "short"), ".")
        d.ln("")
        d.ln("Examining physician: ", ctx.docref(doc), "    ", ctx.lic_label(), " ", ctx.lic())
        d.ln("Nurse: ", (nurse.form(ctx.ch(["full", "fi", "first"])), "DOCTOR"), "   Date/sign: ", ctx.D(0))
    else:
        C.letterhead(d, ctx, hosp, "HOSPITAL", lines=True, fax=0.5,
                     dept=["Apheresis Unit", "Department of " + ctx.sp("Haematology", "Hematology"), "Donor Clinic"])
        d.ln("")
        d.ln(ctx.D(0, ctx.ch(["full", "full", "week"])))
        d.ln("")
        coordp = ctx.staff("coordinator")
        d.ln(ctx.title(coordp) + " ", (coordp.form("full"), "DOCTOR"))
        d.ln((ctx.registry(), "ORGANIZATION"))
        d.ln(ctx.addr(block=True))
        d.ln("")
        d.ln("Dear ", ctx.title(coordp) + " ", (coordp.form("last"), "DOCTOR"), ",")
        d.ln("")
        d.ln("Re: Donor ", (did, "IDNUM"), " - ", ctx.nm(dn, ctx.ch(["full", "fml"])), ", DOB ", ctx.D(dn.dob))
        d.ln("")
        d.add("I saw ", ctx.title(dn), " ", (dn.form("last"), "PATIENT"), " today for ",
              ctx.ch(["his", "his"]) if sex == "M" else "her", " work-up medical. ", "He" if sex == "M" else "She",
              " is ", [C.art(age), (str(age), "AGE")],
              "-year-old ", ("single " if ctx.p(0.3) else "married ") if ctx.p(0.5) else "")
        job = ctx.ch(P.PROFESSIONS)
        d.add((job, "PROFESSION"), " who lives with ")
        rel, nk = _nok(ctx)
        d.add(["his " if sex == "M" else "her "] if rel != "flatmate" else "a ", rel, " ", (nk.form("first"), "FAMILY"),
              " in ", (ctx.town(), "CITY"), ". ")
        d.add("The request is for ", src, " for ", C.anon_recipient(ctx, d, ra, rs)[0])
        d.ln([" in ", (rctry, "COUNTRY")] if rctry else "", ".")
        d.ln("")
        k = ctx.r.randint(0, 2)
        d.ln(ctx.ch(["There is no significant past medical history. ", "Past history includes mild asthma, well controlled. ",
                     "He had an appendicectomy as a child. " if sex == "M" else "She had two uncomplicated pregnancies. "]),
             ctx.ch(["No regular medications. ", "Takes cetirizine during hay fever season. "]),
             ["Ex-smoker, stopped in ", ctx.D(-ctx.ri(400, 3000), "y"), "."] if k == 0 else
             ctx.ch(["Non-smoker, drinks socially.", "Drinks around 8 units per week."]))
        d.ln("On examination BMI %.1f, %s. No splenomegaly. Veins are %s." % (
            kg / (ht / 100.0) ** 2, C.vitals(ctx), ctx.ch(["excellent", "adequate", "small but visible"])))
        d.ln("Bloods today: ", C.fbc(ctx, sex), ". IDMs sent, results to follow by ", ctx.D(ctx.ri(3, 6), "week"), ".")
        d.ln("")
        d.add("In my opinion ", "he" if sex == "M" else "she", " is medically fit to donate. ")
        d.add("G-CSF will start on ", ctx.D(ctx.ri(14, 30), "week"), " with collection on Day 5. ")
        if ctx.p(0.5):
            d.ln("Please note the donor is unavailable over ", ctx.holiday(), " and would prefer collection before then.")
        if ctx.p(0.4):
            d.ln("A letter for ", "his" if sex == "M" else "her", " employer, ", (ctx.ch(P.EMPLOYERS), "ORGANIZATION"),
                 ", confirming time off has been provided.")
        d.ln("")
        C.signoff(d, ctx, doc, ctx.ch(["Consultant " + ctx.sp("Haematologist", "Hematologist"), "Apheresis Physician",
                                        "Donor Medical Officer"]), org=hosp, lic=ctx.ch([None, "med"]))
    return d


DEFER = [
    ("a new tattoo", "told our team that you had a new tattoo", "4 months after the tattoo", True),
    ("pregnancy", "let us know that you are pregnant - congratulations", "6 months after delivery", True),
    ("recent travel", "mentioned recent travel to a malaria risk area in", "until 6 months after your return", True),
    ("BMI", "told us your current height and weight, which gives a BMI above 40", "until your BMI is below 40", True),
    ("medical history", "told us about a new diagnosis of Crohn's disease requiring infliximab", None, False),
    ("medical history", "told us you had a cardiac ablation for SVT", "for 12 months", True),
    ("medical history", "told us about a diagnosis of multiple sclerosis", None, False),
    ("medication", "started methotrexate for psoriatic arthritis", None, False),
    ("age", "let us know that you have now turned", None, False),
]


def deferral(ctx):
    d = Doc()
    reg = ctx.registry()
    C.letterhead(d, ctx, reg, "ORGANIZATION", lines=ctx.p(0.6), fax=0.2, email=0.8, url=0.6,
                 dept=["Donor Services", "Donor Medical Team", "Donor Care"], mail=ctx.ch(["donor.services", "donorcare"]))
    d.ln("")
    sex = ctx.ch("MF")
    age = ctx.ri(19, 60)
    dn = ctx.person("PATIENT", sex=sex, age=age)
    d.ln(ctx.D(0, ctx.ch(["full", "full", "dthM"])))
    d.ln("")
    d.ln(ctx.title(dn) + " ", (dn.form(ctx.ch(["full", "fml", "fi"])), "PATIENT"))
    d.ln(ctx.addr(block=True, res=True, country=ctx.p(0.2)))
    d.ln("")
    d.ln(ctx.ch(["Donor ID: ", "Our ref: ", "Registry number: "]), (ctx.idn("donor"), "IDNUM"))
    d.ln("")
    d.ln("Dear ", ctx.ch([[ctx.title(dn) + " ", (dn.form("last"), "PATIENT")], [(dn.form("first"), "PATIENT")]]), ",")
    d.ln("")
    reason, told, until, temp = ctx.ch(DEFER)
    coord = ctx.staff("coordinator")
    d.ln(ctx.ch(["Re: Your status on the stem cell register", "Re: Temporary deferral from the register",
                 "RE: CHANGE TO YOUR DONOR STATUS"]) if temp else "Re: Your status on the stem cell register")
    d.ln("")
    d.add("Thank you for ", ctx.ch(["keeping your details up to date", "taking the time to call us",
                                    "returning your health questionnaire"]), ". On ", ctx.D(-ctx.ri(2, 20), ctx.ch(["full", "week"])),
          " you ")
    if reason == "age":
        d.add(told, " ", (str(ctx.ri(56, 61)), "AGE"), ". ")
    elif reason == "recent travel":
        d.add(told, " ", (ctx.ch(["Ghana", "India", "Brazil", "Kenya", "Papua New Guinea", "Indonesia"]), "COUNTRY"),
              " (returned ", ctx.D(-ctx.ri(20, 60), "short"), "). ")
    else:
        d.add(told, ". ")
    d.add("You spoke with ", (coord.form(ctx.ch(["first", "full"])), "DOCTOR"), ctx.ch([", one of our donor coordinators", " from our team", ""]), ".")
    d.ln("")
    d.ln("")
    if temp:
        d.add("To protect both you and any patient, we have placed your record on temporary hold (%s). " % until)
        d.add("Your record will be reactivated ", ctx.ch(["automatically", "after a short health check"]), " on or after ",
              ctx.D(ctx.ri(90, 300), ctx.ch(["full", "my"])), ". ")
        d.ln("You do not need to do anything else; you remain a valued member of the register.")
    else:
        d.add("After review by our medical team, ")
        d.add("we are sorry to tell you that you can no longer be a stem cell donor, and your record has been "
              "permanently removed from search as of ", ctx.D(0), ". ")
        d.ln("This is for your own safety and does not reflect anything you have done.")
    d.ln("")
    if ctx.p(0.4):
        d.ln("If you are registered as a blood donor, please also tell them about this change. ",
             ctx.ch(["Your GP does not need to take any action.", "Please keep this letter for your records."]))
        d.ln("")
    d.ln("If you have any questions, call us on ", ctx.tel(kind="free" if ctx.c in ("US", "CA", "AU") else "land"),
         " (", ctx.ch(["Mon-Fri 9am-5pm", "weekdays 08:30-17:00", "Monday to Friday"]), ") or email ", ctx.email(dept="donor.services"),
         ctx.ch(["", [". You can also update your details at ", ctx.url("donor-portal")]]), ".")
    d.ln("")
    md = ctx.staff("physician")
    d.ln(ctx.ch(["With thanks,", "Best wishes,", "Yours sincerely,"]))
    d.ln("")
    d.ln((coord.form("full"), "DOCTOR"))
    d.ln(ctx.ch(["Donor Services Coordinator", "Donor Care Coordinator", "Donor Coordinator"]))
    if ctx.p(0.5):
        d.ln("")
        d.ln("Reviewed by ", ctx.docref(md), ", ", ctx.ch(["Medical Director", "Donor Medical Officer"]))
    if ctx.p(0.3):
        d.ln("cc: ", ctx.docref(ctx.staff("physician")), ", ", (ctx.ch(P.GP_PRACTICES[ctx.c]), "HOSPITAL"))
    return d


def drive(ctx):
    d = Doc()
    reg = ctx.registry()
    lead = ctx.staff("coordinator")
    vols = [ctx.staff("volunteer") for _ in range(ctx.ri(1, 3))]
    d.ln((reg, "ORGANIZATION"), " - ", ctx.ch(["DONOR RECRUITMENT DRIVE - EVENT RECORD", "Recruitment Event Report",
                                             "SWAB DRIVE RECORD"]))
    d.ln("Date: ", ctx.D(0, ctx.ch(["week", "full"])), "   Hours: ", ctx.ch(["10:00-16:00", "9am-3pm", "11:30-19:00", "08:00-14:00"]))
    venue = ctx.ch(P.VENUES)
    d.ln("Venue: ", (venue, "LOCATION_OTHER"), ", ", ctx.addr(block=False))
    partner = ctx.ch(P.SCHOOLS + P.FAITH_CLUBS + P.EMPLOYERS)
    d.ln("Partner organisation: ", (partner, "ORGANIZATION"))
    d.ln("Event lead: ", (lead.form(ctx.ch(["full", "fml"])), "DOCTOR"), "   Mobile on the day: ", ctx.tel("mob"))
    d.ln("Volunteers: ", [[(v.form(ctx.ch(["full", "fl.", "first"])), "DOCTOR"), ", " if i < len(vols) - 1 else ""]
                          for i, v in enumerate(vols)])
    appeal = ctx.p(0.55)
    if appeal:
        pa = ctx.ri(2, 45)
        pt = ctx.person("PATIENT", age=pa)
        frel = ctx.ch(["mother", "father", "aunt", "husband", "wife", "cousin", "brother"])
        fam = ctx.person("FAMILY", sex="M" if frel in ("father", "husband", "brother") else
                         ("F" if frel in ("mother", "aunt", "wife") else None))
        d.ln("")
        d.ln("Linked appeal: ", ctx.ch(["Appeal for ", "Swab for ", "Help find a match for "]),
             (pt.form("first"), "PATIENT"), " (", (pt.form("full"), "PATIENT"), ", ", (str(pa), "AGE"),
             ", %s)" % C.diag(ctx, pa)[1])
        d.add("Family present: ", frel, " ",
              (fam.form("full"), "FAMILY"), ctx.ch([" spoke at 12:00", " ran the social media stream", ""]), ". ")
        d.ln("Appeal page: ", ctx.url("appeal/" + pt.first.lower().replace("-", "")), ".")
    d.ln("")
    iss = ctx.ri(60, 260)
    comp = iss - ctx.ri(5, 40)
    d.ln("KITS")
    d.ln("Swab kits issued: %d   Completed: %d   Spoiled/void: %d   Online registrations via QR: %d" % (
        iss, comp, ctx.ri(0, 6), ctx.ri(5, 80)))
    d.ln("Kit lot %s%s (exp. on box)   Consent form version 7.2" % (ctx.let(2), ctx.dig(4)))
    d.ln("Age mix: 18-24 %d%%, 25-34 %d%%, 35+ %d%%   Male %d%%" % (ctx.ri(30, 60), ctx.ri(20, 40), ctx.ri(5, 20), ctx.ri(25, 55)))
    d.ln("")
    d.ln("REGISTRANTS NEEDING FOLLOW-UP")
    d.ln("Kit ID        | Name                    | Age | Sex | Town / postcode          | Occupation            | Issue")
    for _ in range(ctx.ri(3, 7)):
        sx = ctx.ch("MF")
        a = ctx.ri(17, 44)
        rp = ctx.person("PATIENT", sex=sx, age=a)
        job = ctx.ch(P.PROFESSIONS)
        issue = ctx.ch(["consent unsigned", "DOB illegible", "swab not labelled", "asked for call back",
                        "under 18 - not registered" if a < 18 else "email bounced", "possible duplicate registration",
                        "mentioned past hepatitis B"])
        d.ln(("%s" % ctx.idn("kit"), "IDNUM"), " | ", (rp.form(ctx.ch(["full", "lf", "fl."])), "PATIENT"), " | ",
             (str(a), "AGE"), " | ", sx, " | ", (ctx.town(), "CITY"), " ", (ctx.zipc(), "ZIP"), " | ", (job, "PROFESSION"),
             " | ", issue)
    d.ln("")
    d.ln("NOTES")
    d.ln(ctx.ch(["Busy lunchtime; queue of about 20 at 12:30. ", "Quiet morning, picked up after the 1pm talk. ",
                 "Rain - moved indoors to the foyer at 11:00. "]),
         ctx.ch(["Two registrants asked about the difference between PBSC and marrow donation - leaflet given. ",
                 "Several questions about G-CSF side effects. ", "One registrant fainted while queuing (not swab related); first aider attended. "]),
         ctx.ch(["Next event pencilled for ", "Follow-up drive proposed for "]), ctx.D(ctx.ri(30, 120), "my"), ".")
    if ctx.p(0.4):
        d.ln("Photos taken with consent; shared by ", ctx.user(lead), " on the registry account.")
    d.ln("")
    d.ln("Completed by: ", (lead.form(ctx.ch(["full", "fi", "INI"])), "DOCTOR"), "   ", ctx.D(ctx.ri(0, 2)))
    return d


AE = [
    ("left upper quadrant pain radiating to the left shoulder tip on Day 4 of G-CSF; ultrasound spleen %.1f cm, no free fluid",
     "suspected splenic enlargement", "G-CSF held; observed overnight; repeat scan stable"),
    ("perioral tingling and carpopedal spasm 95 min into apheresis", "citrate toxicity",
     "IV calcium gluconate 10% 10 mL; ACD-A inlet ratio reduced; procedure completed"),
    ("syncope with brief loss of consciousness after marrow harvest on standing", "vasovagal syncope / post-op hypotension",
     "IV crystalloid 1 L, autologous unit not available; monitored 6 h"),
    ("severe bone pain and headache not controlled by paracetamol", "G-CSF adverse reaction",
     "oral codeine; cetirizine; continued mobilisation"),
    ("platelet count %d x10^9/L after day-2 collection" , "apheresis-related thrombocytopenia",
     "second collection day cancelled; recheck 48 h"),
    ("pain and swelling at femoral CVC site, Doppler shows partial DVT", "catheter-related thrombosis",
     "line removed, LMWH started for 6 weeks"),
]


def adverse(ctx):
    d = Doc()
    rep = ctx.staff("physician")
    hosp = ctx.hosp()
    d.ln(ctx.ch(["SERIOUS ADVERSE EVENT / REACTION REPORT - UNRELATED DONOR",
                 "Donor Adverse Event Report (SEAR)", "DONOR SAE NOTIFICATION"]))
    d.ln("Report no.: ", (ctx.idn("case"), "IDNUM"), "    Date reported: ", ctx.D(0), "    Initial / follow-up: ",
         ctx.ch(["initial", "follow-up #1", "final"]))
    d.ln("")
    d.ln("Reporter: ", ctx.docref(rep), ", ", ctx.ch(["Apheresis Physician", "Collection Centre Medical Director",
                                                       "Consultant Anaesthetist"]))
    d.ln("Centre: ", (hosp, "HOSPITAL"), "    Tel: ", ctx.tel(ext=ctx.p(0.4)), "    Email: ", ctx.email(rep))
    d.ln("")
    sx = ctx.ch("MF")
    a = ctx.ri(18, 60)
    d.ln("Donor ID: ", (ctx.idn("donor"), "IDNUM"), "   Age: ", (str(a), "AGE"), "   Sex: ", sx,
         "   Weight: %d kg" % ctx.ri(52, 115), "   Registry: ", (ctx.registry(), "ORGANIZATION"))
    if ctx.p(0.3):
        dn = ctx.person("PATIENT", sex=sx, age=a)
        d.ln("Donor name (local record only): ", ctx.nm(dn, "LF"), "   MRN: ", ctx.mrn())
    ev = ctx.ch(AE)
    desc = ev[0]
    if "%.1f" in desc:
        desc = desc % (ctx.ri(120, 160) / 10.0)
    elif "%d" in desc:
        desc = desc % ctx.ri(38, 79)
    prod = "PBSC" if "harvest" not in desc else "bone marrow"
    c1 = ctx.ri(-3, 0)
    d.ln("Product: ", prod, "    Collection date(s): ", ctx.D(c1), [" and ", ctx.D(c1 + 1, "short")] if ctx.p(0.4) else "")
    d.ln("")
    d.ln("EVENT")
    d.ln("Onset: ", ctx.D(c1 - ctx.ri(0, 1)), " at ", ctx.tm())
    d.ln("Description: ", desc, ".")
    d.ln("Working diagnosis: ", ev[1], ".")
    d.ln("Management: ", ev[2], ".")
    if ctx.p(0.5):
        d.ln("Admitted to ", (ctx.ch(P.WARDS), "HOSPITAL"), ", ", ctx.ch(["bed ", "side room ", "bay "]),
             (str(ctx.ri(1, 28)), "LOCATION_OTHER"), " for observation; discharged ", ctx.D(c1 + ctx.ri(1, 3), "short"), ".")
    d.ln("Severity: ", ctx.ch(["Grade 2 (CTCAE v5.0)", "Grade 3 (CTCAE v5.0)", "serious - required hospitalisation",
                               "non-serious"]), "    Imputability: ", ctx.ch(["definite", "probable", "possible", "unlikely"]))
    d.ln("Outcome: ", ctx.ch([["resolved ", ctx.D(ctx.ri(2, 20))], ["resolving as of ", ctx.D(ctx.ri(1, 5))],
                              "resolved without sequelae"]))
    d.ln("Product released: ", ctx.ch(["yes", "yes (day 1 only)", "no - second donor activated"]))
    d.ln("")
    d.ln("NOTIFICATIONS")
    reg_body = {"UK": "HTA", "US": "FDA (MedWatch)", "CA": "Health Canada", "AU": "TGA", "DE": "PEI"}[ctx.c]
    d.ln("Registry notified: ", ctx.D(c1 + ctx.ri(0, 1)), " ", ctx.tm(), " by phone to ",
         (ctx.staff("coordinator").form(ctx.ch(["full", "fi"])), "DOCTOR"))
    d.ln("Regulator (%s): %s   WMDA S(P)EAR: %s" % (reg_body, ctx.ch(["reported", "not reportable", "pending"]),
                                                   ctx.ch(["submitted", "to be submitted by registry", "n/a"])))
    d.ln("Donor follow-up call scheduled ", ctx.D(ctx.ri(5, 14), "week"), ".")
    d.ln("")
    d.ln("Signature: ", (rep.form(ctx.ch(["full", "fi", "lf"])), "DOCTOR"), "    ", ctx.D(0))
    return d


GENRES = [("donor_workup_medical", workup), ("donor_deferral_letter", deferral),
          ("recruitment_drive_record", drive), ("donor_adverse_event_report", adverse)]
