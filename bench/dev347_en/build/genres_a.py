"""Genres: IR request and vetting form, procedure report, consent record, sedation and safety checklist."""
import blocks as B
import procs as PR


def referrer_line(n, c):
    p = c.proc
    n.f("Referrer: ", c.Dr("referrer"), " (", p["ref"], ")")
    if c.pr(0.5):
        n.f(", ", c.H(2) if c.pr(0.6) else ("HOSPITAL", c.practice))
    n.f(c.ch(["  bleep ", "  pager ", "  ext "]), ("PHONE", c.phone("int")))
    n.f("\n")
    if c.pr(0.5):
        n.l("Responsible consultant: ", c.Dr("surgeon"), c.ch(["", " (on call)", " / team 2"]))
    if c.pr(0.35):
        n.l("Referrer email: ", c.semail("referrer"))


def g_request(n, c):
    p, r = c.proc, c.r
    req_d = c.days(-r.randint(1, 21))
    v = c.ch(["form", "erequest", "fax"])
    if v == "fax":
        n.l("FACSIMILE - URGENT IR REFERRAL")
        n.l("To: Interventional Radiology, ", c.H(1), "   Fax: ", c.FX())
        n.l("From: ", c.Dr("referrer"), ", ", c.H(2), "   Tel: ", c.PH("ext"))
        n.l("Date: ", c.D(req_d), "   Pages: ", str(r.randint(2, 4)), " (incl. cover)")
        n.l("CONFIDENTIAL: intended for the addressee only. If received in error call the sender.")
        n.l("")
    n.l(c.ch(["INTERVENTIONAL RADIOLOGY REQUEST", "IR REFERRAL / VETTING FORM", "Request for IR Procedure",
              "RADIOLOGY (IR) ORDER"]))
    if v != "fax":
        n.l(c.H(1), " - ", c.ch(["Radiology", "Medical Imaging", "Diagnostic & Interventional Radiology"]))
    n.l("Request ID: ", c.idnum("req"), "   Received: ", c.D(req_d), " ", c.tm(), "   Priority: ",
        c.ch({"UK": ["Routine", "Urgent", "2WW cancer pathway", "Emergency", "Soon"],
              "US": ["Routine", "Urgent", "STAT", "ASAP"], "CA": ["Routine", "Urgent", "P2", "STAT"],
              "AU": ["Category 1", "Category 2", "Urgent", "Routine"], "NZ": ["Acute", "Urgent", "Routine", "FCT cancer pathway"],
              "IE": ["Routine", "Urgent", "Emergency", "Rapid access"]}[c.cc]))
    n.l("")
    if v == "erequest":
        B.banner(n, c)
        n.l("Current location: ", ("HOSPITAL", c.ward), ", bed ", ("LOCATION_OTHER", c.bed))
    else:
        n.l("PATIENT DETAILS")
        B.demographics(n, c, nok=c.pr(0.6))
        if c.us and c.pr(0.5):
            n.l("SSN (billing): ", c.ssn())
        if c.pr(0.6):
            n.l("Location: ", ("HOSPITAL", c.ward), " bed ", ("LOCATION_OTHER", c.bed),
                c.ch(["", "  (side room)", "  (isolation)"]))
        else:
            n.l("Location: Outpatient / day case. GP: ", c.Dr("gp"), ", ", ("HOSPITAL", c.practice))
    n.l("")
    n.l("REFERRER")
    referrer_line(n, c)
    n.l("")
    n.l("CLINICAL DETAILS")
    n.f(c.agesex(), ". ", c.ch(["PMH: ", "Background: ", "Hx "]), "; ".join(r.sample(PR.HX, 2)), ".\n")
    n.f(c.ch(["Indication: ", "Reason for request: ", "Clinical question: "]), PR.indication(c), ".\n")
    img_d = c.days(-r.randint(1, 14))
    n.l("Imaging: ", c.ch(["CT AP", "CT CAP", "US abdo", "CTA", "MRI", "PET-CT"]), " ", c.D(img_d),
        " (Acc ", c.idnum("acc"), ") - ", c.ch(["see report", "reviewed with IR on call", "findings as above"]), ".")
    n.l("Requested: ", p["name"], ". ", c.ch(["?suitable", "Please advise", "Please vet", "Thank you"]))
    n.l("")
    n.l("Anticoagulation/antiplatelets: ", c.ch(PR.ANTICOAG))
    if c.pr(0.6):
        n.l("Last dose: ", c.D(c.days(-r.randint(1, 3)), c.ch(["short", c.ds, "wdshort"])), " ", c.tm(6, 22))
    B.bloods(n, c)
    n.l("Allergies: ", c.ch(PR.ALLERGIES), "   Weight: ", str(r.randint(42, 148)), " kg   Height: ", str(r.randint(148, 196)), " cm")
    B.travel_screen(n, c)
    if c.sex == "F" and c.age < 55:
        n.l("Pregnancy status: LMP ", c.D(c.days(-r.randint(3, 25)), c.ch(["short", c.ds])), "; urine hCG to be done on arrival")
    if c.pr(0.4):
        n.l("Interpreter: ", c.lang, " required. Capacity: ", c.ch(["has capacity", "lacks capacity - see capacity assessment" if c.cc != "UK" else "lacks capacity - see MCA form",
                                                           "fluctuating"]))
    if c.pr(0.3):
        n.l("Occupation: ", ("PROFESSION", c.prof), c.ch(["", " (needs fit note)", ", self-employed"]))
    if c.pr(0.3):
        n.l("Transport: ", c.ch(["hospital transport (stretcher)", "own - family driving", "taxi"]),
            *([" - vehicle reg ", c.plate(), " for drop-off bay"] if c.pr(0.4) else []))
    n.l("")
    n.l("---- IR VETTING ----")
    vet_d = req_d + __import__("datetime").timedelta(days=r.randint(0, 2))
    n.l("Vetted by: ", c.Dr("ir_cons"), c.ch([" (IR consultant)", "", " (IR attending)"]), " on ", c.D(vet_d), " ", c.tm())
    dec = c.ch(["Accepted", "Accepted - modified", "Accepted pending bloods", "Declined - discuss at MDT", "Accepted"])
    n.l("Decision: ", dec)
    if dec.startswith("Declined"):
        n.l("Reason: ", c.ch(["no safe window on current imaging", "benefit unclear - needs MDT discussion first",
                              "coagulopathy to be corrected, re-refer", "alternative (surgical/endoscopic) option preferred"]),
            ". Discussed with ", c.Dr("referrer"), " by phone.")
    n.l("Procedure: ", p["name"], ". Modality: ", c.ch(["US", "CT", "Fluoroscopy", "Angio suite", "US + fluoro"]),
        ". Sedation: ", p["sed"], ".")
    n.l("Pre-procedure: ", c.ch(["hold apixaban 48 h", "INR <1.5 on the day", "platelets >50", "G&S", "IV access, NBM 6 h",
                                  "hold metformin 48 h post contrast", "pre-hydrate per CIN protocol"]),
        "; ", c.ch(["consent by IR team on the day", "consent in clinic", "IR nurse to pre-assess by phone"]), ".")
    if c.brit and c.pr(0.6):
        n.l("IR(ME)R justification: ", c.Dr("ir_cons", "INI"), " / authorised by ", c.S("radiographer", "FL"))
    bk = c.days(0)
    n.l("Booked: ", c.D(bk, c.ch(["wd", "wdlong", c.ds])), " ", c.ch(["AM list", "PM list", "slot 2", "first on list"]),
        ", IR room ", ("LOCATION_OTHER", c.room), c.ch(["", " (angio)", " (CT)"]))
    if c.pr(0.6):
        n.l("Status log: booked by ", c.S("clerk", c.ch(["FL", "IL"])), " (user ", ("USERNAME", c.uname("clerk")), ") ",
            c.D(vet_d, "iso"), " ", c.tm())
    if c.pr(0.3):
        n.l(B.hard_neg(c, "mdt"))


def g_report(n, c):
    p, r = c.proc, c.r
    hdr = c.ch(["long", "structured", "terse"])
    if hdr != "terse":
        B.hosp_header(n, c, dept=c.ch(["Interventional Radiology", "Department of Radiology - IR Service",
                                        "Vascular & Interventional Radiology"]))
        n.l("")
    n.l(c.ch(["PROCEDURE REPORT", "IR PROCEDURE NOTE", "Interventional Radiology Report", "OPERATIVE REPORT - IR"]))
    B.banner(n, c, full=c.pr(0.6))
    n.l("Date of procedure: ", c.D(c.proc_date, c.ch([c.ds, "wdlong", "long"])), "   Start ", c.tm(8, 16),
        "   Accession: ", c.idnum("acc"))
    if c.pr(0.5):
        n.l("Encounter: ", ("ACCOUNT", c.acct), "   Location: IR room ", ("LOCATION_OTHER", c.room),
            *([", ", ("LOCATION_OTHER", c.building())] if c.pr(0.3) else []))
    n.l("")
    n.l("Operator: ", c.Dr("ir_cons"), c.ch(["", " (consultant)", ", attending"]),
        *(["; assistant ", c.Dr(c.ch(["ir_fellow", "ir_reg"]))] if c.pr(0.7) else []))
    n.l("Team: ", c.ch(["radiographer ", "RT "]), c.S("radiographer", c.ch(["FL", "IL"])), "; ",
        c.ch(["scrub nurse ", "IR nurse "]), c.S("ir_nurse", c.ch(["FL", "IL", "F"])),
        *(["; anaesthetist ", c.Dr("anaes")] if p["sed"] == "GA" or c.pr(0.2) else []))
    n.l("Referrer: ", c.Dr("referrer"), ", ", p["ref"], *([", ", c.H(2)] if c.pr(0.4) else []))
    n.l("")
    n.l("PROCEDURE: ", p["name"])
    n.f("INDICATION: ")
    if c.pr(0.6):
        n.f(c.agesex(), " with ")
    n.l(PR.indication(c), ".")
    n.l("CONSENT: ", c.ch(["Written", "Written informed", "Verbal and written"]), " consent obtained by ",
        c.Dr(c.ch(["ir_reg", "ir_cons", "ir_fellow"])), " on ", c.D(c.days(-r.choice([0, 0, 1, 7, 14])), c.ch([c.ds, "short"])),
        c.ch(["", "; risks as per form", "; interpreter used (" + c.lang + ")"]), ".")
    n.l("SEDATION/ANALGESIA: ", p["sed"], "; " + " and ".join(r.sample(PR.SEDATION_DRUGS[:5], 2)) if c.pr(0.6) else "",
        ". Monitored by ", c.S("ir_nurse", c.ch(["FL", "IL"])), c.ch([" RN", ""]), ".")
    n.l("")
    n.l("TECHNIQUE:")
    n.l(c.ch(p["tech"]))
    if p.get("implant"):
        n.l("Device: ", p["implant"], ", SN ", c.device_sn(), c.ch([", lot ", ", LOT: "]), c.device_lot(),
            c.ch(["", " (sticker in notes)", " - recorded on implant register"]))
    if p.get("drain"):
        n.l("Drain: ", p["drain"], ", sutured and secured; ", c.ch(["free drainage", "bag to gravity", "3-way tap"]), ".")
    n.l("")
    n.l("FINDINGS:")
    n.l(c.ch(p["find"]))
    if p.get("spec"):
        n.l("Specimens: ", p["spec"], " x", str(r.randint(2, 4)), " to histopathology, specimen no. ",
            c.idnum("spec"), ".")
    n.l(B.hard_neg(c, "proc"))
    n.l("COMPLICATIONS: ", c.ch(["None immediate.", "Nil.", "Minor access site ooze, manual pressure 10 min.",
                                  "Vasovagal episode, resolved with fluids.", "None; SIR grade A."]))
    n.l("")
    n.l("PLAN:")
    for a in r.sample(p["after"], min(len(p["after"]), r.randint(1, 3))):
        n.l("- ", a)
    if c.pr(0.6):
        n.l("- return to ", ("HOSPITAL", c.ward), *([" bed ", ("LOCATION_OTHER", c.bed)] if c.pr(0.5) else []),
            c.ch(["", " with handover to ward nurse"]))
    else:
        n.l("- return to day unit; discharge if criteria met")
    if c.pr(0.4):
        n.l("- IR clinic review ", c.D(c.days(r.choice([14, 28, 42])), c.ch(["short", c.ds, "dm"])),
            "; IR nurse to phone ", c.ch(["tomorrow", "day 1", "in 48 h"]), " on ", ("PHONE", c.ph_mob))
    n.l("")
    st = c.ch(["dict", "esign", "plain"])
    if st == "dict":
        n.l("Dictated by: ", c.Dr("ir_cons"), "  ", c.D(c.proc_date, "num"), " ", c.tm(12, 19))
        n.l("Transcribed by: ", c.S("typist", c.ch(["FL", "IL"])), "  DT: ", c.D(c.days(r.choice([0, 1])), "num"))
        n.l(c.S("ir_cons", "INI"), "/", c.S("typist", "ini"))
    elif st == "esign":
        n.l("Electronically signed: ", c.Dr("ir_cons", "FL"), " (", ("USERNAME", c.uname("ir_cons")), ") ",
            c.D(c.days(r.choice([0, 0, 1])), "iso"), " ", c.tm(12, 20))
        if c.pr(0.5):
            n.l(c.LIC("ir_cons"))
    else:
        B.sig(n, c, "ir_cons", when=c.proc_date)
    if c.pr(0.35):
        n.l("cc: ", c.Dr("gp"), ", ", ("HOSPITAL", c.practice), c.ch(["", "; patient"]))


RISK_INTRO = ["Serious or frequently occurring risks:", "Risks discussed:", "Material risks explained:",
              "Possible complications (discussed):"]


def g_consent(n, c):
    p, r = c.proc, c.r
    cap = c.pr(0.2)
    form = c.ch(["uk", "us", "au"]) if c.cc in ("UK", "IE") else ("us" if c.cc in ("US", "CA") else c.ch(["au", "uk"]))
    cd = c.days(-r.choice([0, 0, 0, 1, 3, 7, 10, 14]))
    if form == "uk":
        n.l(c.H(1))
        n.l("CONSENT FORM ", "4" if cap else "1", " - ", "FORM FOR ADULTS WHO LACK THE CAPACITY TO CONSENT" if cap
            else "PATIENT AGREEMENT TO INVESTIGATION OR TREATMENT")
        B.sticker(n, c)
        n.l("Special requirements: ", c.ch(["none", "interpreter (" + c.lang + ")", "large print", "hearing loop",
                                            "BSL interpreter"]))
        n.l("Responsible health professional: ", c.Dr("ir_cons"), ", Consultant Interventional Radiologist")
        n.l("Job title of person obtaining consent: ", c.ch(["IR Registrar", "ST5 Radiology", "IR Fellow"]), " - ",
            c.Dr("ir_reg"))
    elif form == "us":
        n.l(c.H(1), " | ", c.ch(["Informed Consent for Procedure", "CONSENT TO INTERVENTIONAL PROCEDURE AND SEDATION"]))
        n.l("Patient: ", c.P(c.ch(["LFUU", "FML"])), "   MRN: ", ("MRN", c.mrn), "   DOB: ", c.D(c.dob), "   Acct: ", ("ACCOUNT", c.acct))
        n.l("Physician performing procedure: ", c.Dr("ir_cons", "FL"), c.ch([", MD", ", DO", ""]))
        if c.pr(0.5):
            n.l("Physician NPI/ID: ", ("LICENSE", "1" + c.digits(9)))
    else:
        n.l(c.ch(["Patient consent - procedure/treatment", "CONSENT: INTERVENTIONAL RADIOLOGY"]), " - ", c.H(1))
        B.banner(n, c)
        n.l("Doctor obtaining consent: ", c.Dr(c.ch(["ir_reg", "ir_fellow"])), "  Consultant: ", c.Dr("ir_cons"))
    n.l("")
    n.l("Proposed procedure (include side/site): ", p["name"], c.ch(["", " - LEFT", " - RIGHT", " (see request)"]))
    n.l("Intended benefits: ", PR.BENEFIT[p["cat"]], c.ch(["", "; symptom relief", "; avoid open surgery"]), ".")
    n.l(c.ch(RISK_INTRO))
    for k in r.sample(p["risks"], min(len(p["risks"]), r.randint(2, 4))):
        n.l("  - ", k)
    n.l("Alternatives: ", c.ch(["surgery", "conservative management", "endoscopic approach", "no treatment"]), "; ",
        c.ch(["discussed", "declined by patient", "not suitable (see MDT " + "outcome)"]))
    if c.pr(0.6):
        n.l("Patient questions: ", c.ch(["how long will the drain stay in", "whether sedation means being asleep",
                                         "when can I drive", "whether the procedure can be done as a day case",
                                         "whether my family can wait in recovery"]), " - ", c.ch(["answered", "explained", "discussed"]), ".")
    n.l("Sedation: ", p["sed"], "; blood products: ", c.ch(["accepts", "declines (Jehovah's Witness) - see advance decision", "accepts"]))
    if c.pr(0.5):
        n.l("Information leaflet given: ", c.ch(["yes", "yes - IR-", "emailed"]),
            *(["; online: ", c.url("info")] if c.pr(0.5) else []))
    n.l("")
    if cap:
        n.l("Capacity assessment: lacks capacity for this decision due to ", c.ch(["delirium", "advanced dementia",
                                                                                  "reduced GCS"]), ".")
        n.l("Consulted: ", c.F(), " (", c.rel, "), ", c.ch(["LPA for health and welfare", "next of kin", "IMCA not required"]),
            ", by phone ", ("PHONE", c.fam_ph), " on ", c.D(cd, c.ch([c.ds, "short"])), ".")
        n.l("Best-interests decision made by ", c.Dr("ir_cons"), " with ", c.Dr("referrer"), ".")
    else:
        n.l("Statement of patient: I agree to the procedure described on this form.")
        n.l("Patient signature: ", c.P(c.ch(["FL", "IL"])), c.ch(["  (signed)", "  [signature]", ""]), "   Date: ", c.D(cd))
        if c.pr(0.4):
            n.l("Witness / support person: ", c.F(), " (", c.rel, ")", c.ch(["", " - present for discussion"]))
        if c.pr(0.3) or "interpreter" in n.text():
            n.l("Interpreter: ", ("DOCTOR", c.fmt_name(c.staff["hca"], "FL")), ", ",
                ("ORGANIZATION", c.ch(__import__("pools").INTERP)), ", booking ref ", c.idnum("book"))
        if c.pr(0.35):
            n.l("e-signature captured on tablet; identity verified by ", c.ch(["fingerprint", "palm-vein scan"]),
                ", biometric ID ", c.bioid())
    hp = c.ch(["ir_reg", "ir_cons", "ir_fellow"])
    n.l("Statement of health professional: ", c.Dr(hp), ", ",
        {"ir_reg": "IR Registrar", "ir_cons": "Consultant", "ir_fellow": "IR Fellow"}[hp], "   Date: ", c.D(cd), " ", c.tm())
    n.l("I have explained the procedure, its intended benefits, serious and frequent risks, and any extra procedures "
        "which may become necessary (e.g. ", c.ch(["blood transfusion", "a second drain", "conversion to GA", "embolisation of a bleeding vessel"]),
        ").")
    if c.pr(0.5):
        n.l("Procedures which should not be carried out without further discussion: ", c.ch(["none", "hysterectomy",
            "nephrectomy", "surgical conversion", "none stated"]))
    n.l("")
    n.l("Questions before the day: IR nurses ", ("PHONE", c.phone(c.ch(["land", "ext"]))), c.ch(["", " (office hours)"]),
        *([" or ", c.semail()] if c.pr(0.3) else []))
    n.l("CONFIRMATION OF CONSENT (day of procedure): ", c.ch(["confirmed", "reconfirmed; no change"]), " - ",
        c.Dr("ir_cons", c.ch(["IL", "L", "INI"])), " ", c.D(c.proc_date, c.ch(["short", c.ds])), " ", c.tm(7, 12))
    if c.pr(0.3):
        n.l("Patient asked about returning to work as a ", ("PROFESSION", c.prof), "; ",
            c.ch(["answered", "referred to IR nurse", "advised 1 week off"]), ".")
    if c.pr(0.25):
        n.l("Copy of form given to patient. Scanned to record by ", c.S("clerk", "FL"), " (", ("USERNAME", c.uname("clerk")), ").")


def g_sedation(n, c):
    p, r = c.proc, c.r
    n.l(c.ch(["IR SAFETY CHECKLIST (adapted WHO)", "Sedation record & safety checklist - Interventional Radiology",
              "PROCEDURAL SEDATION RECORD", "IR Safe Procedure Checklist"]))
    n.l(c.H(1), c.ch(["", " - IR suite", " - angio"]), "   Room ", ("LOCATION_OTHER", c.room))
    B.banner(n, c, full=c.pr(0.5))
    n.l("Date: ", c.D(c.proc_date), "   Procedure: ", p["short"], "   Weight ", str(r.randint(40, 150)), " kg")
    n.l("")
    t0 = r.randint(8, 14) * 60 + r.randint(0, 40)
    n.l("SIGN IN  ", f"{t0 // 60:02d}:{t0 % 60:02d}")
    n.l("[x] Identity confirmed: name, DOB and ", mrn_or_label(c), " against wristband", c.ch(["", " and consent form"]))
    if c.pr(0.35):
        n.l("[x] Identity check by ", c.ch(["palm-vein scan", "biometric wristband scan"]), ", ID ", c.bioid())
    n.l("[x] Consent signed ", c.D(c.days(-r.choice([0, 0, 7])), c.ch(["short", c.ds])), "  [x] Site marked: ", c.ch(["N/A", "yes - L", "yes - R"]))
    n.l("[x] Allergies: ", c.ch(PR.ALLERGIES), "   [x] Fasted since ", c.tm(0, 7))
    n.l("[x] Anticoagulation: ", c.ch(PR.ANTICOAG), c.ch(["", " - held 48 h", " - held 5 days"]))
    n.l("[x] Coag: INR ", c.ch(["1.0", "1.1", "1.2", "1.3"]), "  Plt ", str(r.randint(60, 400)), "  eGFR ", str(r.randint(15, 90)))
    if c.sex == "F" and c.age < 55:
        n.l("[x] Pregnancy test: negative (age ", c.A(), ")")
    n.l("[x] ASA ", c.ch(["I", "II", "III", "IV"]), "  Mallampati ", str(r.randint(1, 4)), "  STOP-BANG ", str(r.randint(0, 7)))
    n.l("[x] IV access: ", c.ch(["20G L hand", "18G R ACF", "22G L forearm", "existing PICC"]))
    n.l("Sign-in by: ", c.S("ir_nurse", c.ch(["FL", "IL"])), c.ch([" RN", ", IR nurse", ""]))
    n.l("")
    t1 = t0 + r.randint(8, 25)
    n.l("TIME OUT  ", f"{t1 // 60:02d}:{t1 % 60:02d}")
    n.l("Team introduced: operator ", c.Dr("ir_cons", c.ch(["L", "IL"])), ", ", c.ch(["assistant ", "fellow "]),
        c.Dr(c.ch(["ir_reg", "ir_fellow"]), c.ch(["L", "FL"])), ", radiographer ", c.S("radiographer", c.ch(["F", "FL"])),
        ", nurse ", c.S("ir_nurse", c.ch(["F", "FL"])), *([", ODP ", c.S("odp", "FL")] if c.brit and c.pr(0.4) else []))
    n.l("Procedure/side confirmed; imaging displayed (", c.idnum("acc"), "); antibiotics: ",
        c.ch(["not required", "co-amoxiclav 1.2 g IV", "cefazolin 2 g IV", "gentamicin 3 mg/kg", "teicoplanin"]))
    n.l("Equipment/implant available: ", p.get("implant") or p.get("drain") or "n/a")
    n.l("")
    n.l("SEDATION LOG (", p["sed"], ")")
    n.l("Time  | HR  | BP      | SpO2 | RR | RASS | Drug")
    t = t1 + r.randint(2, 8)
    for i in range(r.randint(4, 8)):
        drug = c.ch(PR.SEDATION_DRUGS) if i < 3 and c.pr(0.7) else "-"
        n.l(f"{t // 60:02d}:{t % 60:02d} | {r.randint(56, 112):<3} | {r.randint(98, 170)}/{r.randint(52, 95):<3} | "
            f"{r.randint(92, 100)}%  | {r.randint(10, 22)} | {r.choice(['0', '-1', '-1', '-2', '0'])}   | {drug}")
        t += r.choice([5, 5, 10, 15])
    n.l("O2: ", c.ch(["2 L/min NP", "nil", "4 L/min Hudson mask"]), ". Capnography: ", c.ch(["yes", "yes", "n/a"]), ".")
    if c.pr(0.7):
        n.l("CD check: ", c.ch(["midazolam 10 mg/2 mL", "fentanyl 100 mcg/2 mL"]), " drawn by ", c.S("ir_nurse", "FL"),
            ", checked by ", c.S(c.ch(["ward_nurse", "odp", "ir_cns"]), "FL"),
            c.ch(["; cabinet access fingerprint ID ", "; biometric login ", "; cabinet opened with ID "]), c.bioid())
    if c.pr(0.35):
        n.l("Reversal: ", c.ch(["flumazenil 200 mcg", "naloxone 100 mcg", "not required"]))
    n.l("")
    n.l("SIGN OUT  ", f"{t // 60:02d}:{t % 60:02d}")
    n.l("Procedure recorded as: ", p["short"], "; specimens labelled: ", c.ch(["yes", "n/a"]),
        *([" (", c.idnum("spec"), ")"] if p.get("spec") else []))
    n.l("Instrument/sharps count correct; ", c.ch(["guidewire removed and confirmed", "no retained guidewire"]), ".")
    n.l("Handover to recovery bay ", ("LOCATION_OTHER", str(r.randint(1, 8))), " - ", c.S("ward_nurse", c.ch(["FL", "F"])),
        c.ch(["", " (recovery)"]), "; Aldrete score ", str(r.randint(8, 10)), "/10.")
    if c.pr(0.4):
        n.l("Escort home: ", c.F(c.ch(["FL", "F"])), " (", c.rel, ") ", ("PHONE", c.fam_ph), c.ch(["", " - will stay overnight"]))
    n.l("Checklist completed by: ", c.S("ir_nurse", "FL"), c.ch([", RN", ""]), "   Operator: ", c.Dr("ir_cons", "IL"))


def mrn_or_label(c):
    return B.mrn_label(c)
