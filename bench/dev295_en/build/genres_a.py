"""Genres: pain clinic consultation, discharge letter to GP, referral letter."""
import clinical as K
import common as C
import phi as H
import pools as P


def _past(r, ctx, lo, hi):
    return H.d_add(ctx.visit, -r.randint(lo, hi))


def consult(r, ctx):
    n = H.Note()
    c = ctx.c
    dx = r.choice(K.DX)
    meds, ome = K.med_list(r, ctx)
    style = r.choice(["letter", "structured", "hp"])
    if style == "letter":
        C.letterhead(n, r, ctx, site=ctx.clinic if r.random() < 0.5 else ctx.hosp)
        n.t("\n")
        C.visit_line(n, r, ctx, "Clinic date: ", time=False)
        n.t("Dictated: ").p(ctx.d(r, H.d_add(ctx.visit, r.randint(0, 3)), "num"), "DATE")
        n.t("   Typed: ").p(ctx.d(r, H.d_add(ctx.visit, r.randint(3, 9)), "num"), "DATE").t("\n\n")
        C.banner(n, r, ctx, r.choice(["lines", "inline"]))
        n.t("\n")
        H.dr(n, r, ctx.gp, "titlefull")
        n.t("\n").p(ctx.practice, "HOSPITAL").t("\n")
        H.address(n, r, ctx, oneline=False, who=H.make_addr(r, c))
        n.t("\n\nDear ")
        H.dr(n, r, ctx.gp, "title")
        n.t(",\n\nDiagnosis:\n1. " + dx["dx"] + "\n2. " + r.choice(K.PMH) + "\n3. Long-term opioid therapy, OME approx " + str(ome) + " mg/day\n\n")
        n.t("Thank you for referring ")
        H.name(n, r, ctx.pt, "PATIENT", r.choice(["title", "titlefull"]))
        n.t(", a ")
        H.age_form(n, r, ctx, r.choice(["year-old", "ageword"]))
        n.t(", whom I saw in the " + r.choice(["new patient", "follow-up", "joint physio/medical"]) + " clinic today")
        if r.random() < 0.6:
            n.t(" accompanied by " + ctx.his + " ")
            rel, f = ctx.fam[0]
            n.t(rel + ", ")
            H.name(n, r, f, "FAMILY", r.choice(["first", "full"]))
        n.t(". " + ctx.he.capitalize() + " reports pain affecting the " + dx["site"] + ". ")
        n.t(" ".join(K.history(r, ctx, 4)) + "\n\n")
        st = r.choice(["long", "num", "my"])
        n.t("Relevant history: " + r.choice(["a road traffic collision ", "an injury at work ", "surgery ", "a fall "]) + ("in " if st == "my" else "on "))
        n.p(ctx.d(r, _past(r, ctx, 400, 3000), st), "DATE")
        n.t(", subsequently managed at ").p(r.choice(P.HOSPITALS[c]), "HOSPITAL").t(". " + dx["img"].split(":")[0] + " dated ")
        n.p(ctx.d(r, _past(r, ctx, 30, 300), r.choice(["num", "short"])), "DATE")
        n.t(" reports:" + dx["img"].split(":", 1)[-1] + "\n\n")
        n.t("Social: ")
        C.job_mention(n, r, ctx)
        n.t(" Lives in ").p(ctx.addr["city"], "CITY").t(r.choice([" with ", " near "]) + ctx.his + " ")
        rel, f = ctx.fam[1]
        n.t(rel + " ")
        H.name(n, r, f, "FAMILY", "first")
        n.t(". " + r.choice(["Drives.", "Does not drive at present.", "Holds a bus pass.", "Uses a mobility scooter outdoors."]))
        if r.random() < 0.4:
            n.t(" " + r.choice(["Originally from ", "Grew up in ", "Emigrated from "])).p(r.choice(P.ABROAD), "COUNTRY").t(".")
        n.t("\n\n")
        n.t("Current medication: " + "; ".join(meds) + ".\n\n")
        n.t("On examination: " + " ".join(r.sample(K.EXAM, 3)) + "\n")
        n.t("Questionnaires: " + ", ".join(K.score_line(r, 4)) + ".\n\n")
        n.t("Plan:\n")
        C.bullets(n, K.plan(r, ctx, 4, r.choice(list(K.PROC.values()))[0] if dx["proc"] else None, ome), "* ")
        n.t("\nI have given " + ctx.him + " our leaflet and the address of our online resources, ")
        n.p(H.url(r), "URL").t(". Our nurse specialist, ")
        H.name(n, r, ctx.nurse, "DOCTOR", r.choice(["full", "titlefull"]))
        n.t(", can be reached on ").p(H.phone_ext(r, c), "PHONE").t(".\n\n")
        C.signature(n, r, ctx)
        n.t("\ncc: ")
        H.name(n, r, ctx.pt, "PATIENT", "titlefull")
        n.t(", ")
        H.address(n, r, ctx)
        n.t("\n")
        if r.random() < 0.5:
            n.t("DD/").p(ctx.consultant.first[0].lower() + ctx.consultant.last[0].lower(), "DOCTOR").t("/")
            n.p("".join(x[0] for x in [H.Person(r, c).first, H.Person(r, c).last]).lower(), "DOCTOR").t("\n")
    elif style == "structured":
        n.t("PAIN CLINIC - " + r.choice(["NEW PATIENT", "FOLLOW UP", "REVIEW"]) + "\n")
        n.p(ctx.clinic, "HOSPITAL").t(", ").p(site := C.site_addr(r, ctx)["city"], "CITY").t("\n")
        C.visit_line(n, r, ctx)
        C.banner(n, r, ctx, r.choice(["sticker", "table"]))
        n.t("Seen by: ")
        H.dr(n, r, ctx.consultant)
        n.t(r.choice([" with ", " and "]) + "registrar ")
        reg = H.Person(r, c)
        H.dr(n, r, reg, r.choice(["title", "full"]))
        n.t("\nReferred by: ")
        H.dr(n, r, ctx.gp, r.choice(["title", "finit", "titlefull"]))
        n.t(" (").p(ctx.practice, "HOSPITAL").t(")  Ref ").p(H.idnum(r, "ref"), "IDNUM").t("\n\n")
        n.t("PC: " + dx["short"] + " (" + K.icd(dx) + ")\n\nHPC:\n")
        H.age_form(n, r, ctx, r.choice(["yo", "yo2", "sexage"]))
        n.t(", pain affecting the " + dx["site"] + ". " + " ".join(K.history(r, ctx, 5)) + "\n\n")
        n.t("Procedures to date:\n")
        for _ in range(r.randint(1, 3)):
            pr = K.PROC[r.choice(list(K.PROC))]
            n.t("- ").p(ctx.d(r, _past(r, ctx, 60, 1500), r.choice(["num", "my", "short"])), "DATE").t(": " + pr[1] + " - " + r.choice(["60% relief for 3 months", "no benefit", "50% relief, 6 weeks", "good relief, 8 months"]) + "\n")
        n.t("\nPMH: " + ", ".join(K.pmh(r)) + "\nAllergies: " + r.choice(K.ALLERGIES) + "\n")
        n.t("DH:\n")
        C.bullets(n, meds, "  ")
        n.t("SH: ")
        C.job_mention(n, r, ctx)
        n.t(" " + r.choice(["Originally from ", "Moved from ", "Born in "])).p(r.choice(P.ABROAD), "COUNTRY").t(" in ").p(str(r.randint(1980, 2015)), "DATE").t(".\n\n")
        n.t("O/E: " + K.vitals(r) + ". " + " ".join(r.sample(K.EXAM, 3)) + "\n")
        n.t("Scores: " + "; ".join(K.score_line(r, 5)) + "\n\n")
        n.t("Imp: " + dx["dx"] + ".\n\nPlan:\n")
        C.bullets(n, K.plan(r, ctx, 5, None, ome), "  ")
        n.t("\n")
        H.name(n, r, ctx.consultant, "DOCTOR", r.choice(["finit", "full"]))
        n.t(" / ")
        H.name(n, r, reg, "DOCTOR", "init")
        n.t("\n")
    else:
        n.t("OUTPATIENT PAIN MEDICINE CONSULTATION\n")
        n.p(ctx.clinic, "HOSPITAL").t("\n")
        n.t("Encounter #: ").p(ctx.acct, "ACCOUNT").t("   DOS: ").p(ctx.d(r, style="num"), "DATE").t("\n")
        n.t("Patient: ")
        H.name(n, r, ctx.pt, "PATIENT", r.choice(["lastfirst", "UPPER"]))
        n.t("   ").p(str(ctx.age), "AGE").t(" " + ctx.pt.sex + "   " + H.MRN_LABEL[c] + ": ").p(ctx.mrn, "MRN").t("\n")
        n.t(r.choice(["Insurance: ", "Payer: "])).p(r.choice(P.INSURERS), "ORGANIZATION").t("  " + H.HP_LABEL[c] + " ").p(ctx.hp, "HEALTHPLAN")
        if c == "US":
            n.t("  Group ").p(f"GRP-{H.digits(r, 5)}", "HEALTHPLAN")
        n.t("\nReferring: ")
        H.dr(n, r, ctx.gp, "titlefull")
        n.t(", ").p(ctx.practice, "HOSPITAL").t("\n\nCHIEF COMPLAINT: pain, " + dx["site"] + ".\n\n")
        n.t("HISTORY OF PRESENT ILLNESS: ")
        H.name(n, r, ctx.pt, "PATIENT", "title")
        n.t(" is a ")
        H.age_form(n, r, ctx, "year-old")
        n.t(" with " + dx["dx"] + ". " + " ".join(K.history(r, ctx, 5)) + " Last seen in our clinic on ")
        n.p(ctx.d(r, _past(r, ctx, 40, 200), "wk"), "DATE").t(".\n\n")
        n.t("CURRENT MEDICATIONS:\n")
        C.bullets(n, meds, "  - ")
        n.t("\nPAST MEDICAL HISTORY: " + "; ".join(K.pmh(r, 4)) + ".\n")
        n.t("SOCIAL HISTORY: ")
        C.job_mention(n, r, ctx)
        n.t(" Emergency contact: ")
        rel, f = ctx.fam[0]
        H.name(n, r, f, "FAMILY", "full")
        n.t(" (" + rel + ") ").p(H.phone(r, c, "mob"), "PHONE").t(".\n")
        n.t("REVIEW OF SYSTEMS: negative except as in HPI.\n\nPHYSICAL EXAM:\nVitals: " + K.vitals(r) + "\n" + " ".join(r.sample(K.EXAM, 4)) + "\n\n")
        n.t("DATA: " + dx["img"] + "\nUDS (").p(H.idnum(r, "uds"), "IDNUM").t(") collected ").p(ctx.d(r, _past(r, ctx, 20, 90), "dm"), "DATE")
        n.t(": " + r.choice(["consistent with prescribed oxycodone; no unexpected substances.", "positive for THC, otherwise consistent.", "negative for prescribed opioid - discussed."]) + "\n")
        n.t("Scores: " + ", ".join(K.score_line(r, 4)) + "\n\nASSESSMENT AND PLAN:\nDx: " + dx["dx"] + " (ICD-10 " + K.icd(dx) + ")\n")
        for i, p in enumerate(K.plan(r, ctx, 5, None, ome), 1):
            n.t(f"{i}. {p}\n")
        n.t("\nTotal time " + r.choice(["45", "40", "60"]) + " minutes, >50% counselling and coordination of care.\n")
        if r.random() < 0.5:
            sc = H.Person(r, c)
            n.t(r.choice(["Scribed by ", "Documentation assisted by scribe "]))
            H.name(n, r, sc, "DOCTOR", "full")
            n.t(" in the presence of the attending.\n")
        else:
            pa = H.Person(r, c)
            n.t("Patient also seen by ")
            H.name(n, r, pa, "DOCTOR", r.choice(["full", "finit"]))
            n.t(", PA-C; I have reviewed and agree with the findings.\n")
        C.signature(n, r, ctx, sign_word=False)
        if c == "US":
            n.t("DEA ").p(H.licence(r, c, "DEA")[1], "LICENSE").t("   NPI ").p(H.licence(r, c, "NPI")[1], "LICENSE").t("\n")
    return n


def discharge(r, ctx):
    n = H.Note()
    c = ctx.c
    dx = r.choice(K.DX)
    meds, ome = K.med_list(r, ctx)
    adm = H.d_add(ctx.visit, -r.randint(2, 12))
    C.letterhead(n, r, ctx)
    n.t("\n" + r.choice(["DISCHARGE SUMMARY - PAIN SERVICE", "Discharge letter to " + ctx.gp_word, "Inpatient discharge summary"]) + "\n\n")
    n.t("To: ")
    H.dr(n, r, ctx.gp, "titlefull")
    n.t(", ").p(ctx.practice, "HOSPITAL").t("\n")
    if r.random() < 0.5:
        n.t("Fax: ").p(H.phone(r, c), "FAX").t("\n")
    n.t("\n")
    C.banner(n, r, ctx, r.choice(["lines", "inline", "table"]), phone=r.random() < 0.4)
    n.t("\nAdmitted: ").p(ctx.d(r, adm), "DATE").t("   Discharged: ").p(ctx.d(r), "DATE").t("\n")
    n.t("Ward: ").p(ctx.ward, "HOSPITAL").t(", bed ").p(str(r.randint(1, 28)), "LOCATION_OTHER").t("\n")
    n.t("Consultant: ")
    H.dr(n, r, ctx.consultant, "titlefull")
    n.t("   Visit no: ").p(ctx.acct, "ACCOUNT").t("\n\n")
    reason = r.choice(["acute exacerbation of " + dx["dx"], "uncontrolled pain after " + r.choice(["laparotomy", "total knee replacement", "spinal fusion L4-S1", "rib fractures (right 5-8)"]),
                       "planned ketamine infusion for " + dx["dx"], "opioid rotation under supervision"])
    n.t("Reason for admission: " + reason + ".\n\nSummary:\n")
    H.name(n, r, ctx.pt, "PATIENT", r.choice(["title", "first", "titlefull"]))
    n.t(" (")
    H.age_form(n, r, ctx, r.choice(["y", "yo2", "sexage"]))
    n.t(") was admitted via " + ctx.ed + " on ").p(ctx.d(r, adm, "wk"), "DATE")
    n.t(" with " + reason + ". The acute pain team reviewed daily. " + r.choice([
        "Ketamine 0.1 mg/kg/h for 72 h with IV lidocaine was well tolerated; no dysphoria.",
        "PCA morphine 1 mg bolus, 5 min lockout, no background, was stepped down to oral oxycodone on day 3.",
        "Epidural (T10/11, levobupivacaine 0.125% with fentanyl 2 microgram/mL at 8-12 mL/h) removed on day 4 after 2 platelet checks.",
        "Converted from morphine MR to oxycodone MR at 1.5:1 with 25% dose reduction for cross-tolerance."]) + "\n")
    n.t("Pain scores fell from 9/10 to 4/10 on movement. Sedation score 0-1 throughout, RR > 12.\n")
    if r.random() < 0.25:
        n.t("Note: had returned from a holiday in ").p(r.choice(P.ABROAD), "COUNTRY").t(" two weeks before admission; travel history otherwise unremarkable.\n")
    if r.random() < 0.6:
        n.t("Collateral history obtained from " + ctx.his + " ")
        C.fam_mention(n, r, ctx, 0)
        n.t(" (").p(H.phone(r, c, "mob"), "PHONE").t(").\n")
    n.t("\nInvestigations: Hb " + str(r.randint(96, 150)) + " g/L, eGFR " + str(r.randint(35, 90)) + ", CRP " + str(r.randint(1, 140)) + ", ALT " + str(r.randint(12, 60)) + ". ")
    n.t("ECG QTc " + str(r.randint(400, 470)) + " ms. Specimen ").p(H.idnum(r, "acc"), "IDNUM").t(" sent.\n\n")
    n.t("Medications on discharge:\n")
    C.bullets(n, meds, "  * ")
    n.t("Supply: 7 days from hospital pharmacy; further prescriptions from " + ctx.gp_word + ". Total OME " + str(ome) + " mg/day.\n\n")
    n.t("Actions for " + ctx.gp_word + ":\n")
    C.bullets(n, [r.choice(["Please reduce oxycodone IR as pain settles; stop within 2 weeks.", "Please do not issue early repeats.",
                           "Please check U&E in 1 week (started NSAID).", "Continue weaning plan attached."])], "  - ")
    n.t("  - Review in pain clinic on ").p(ctx.d(r, H.d_add(ctx.visit, r.randint(20, 80)), r.choice(["wk", "long", "num"])), "DATE")
    n.t(" at ").p(ctx.clinic, "HOSPITAL").t(".\n")
    n.t("\nFollow-up phone call by acute pain nurse ")
    H.name(n, r, ctx.nurse, "DOCTOR", r.choice(["full", "first"]))
    n.t(" (bleep ").p(H.pager(r, c), "PHONE").t(") within 48 h.\n\n")
    C.signature(n, r, ctx, role=r.choice(["Acute Pain Team", "Pain Medicine Registrar", C.CONS_ROLE[c]]), sign_word=False)
    n.t("Copy to patient: ")
    H.address(n, r, ctx)
    n.t("\n")
    return n


def referral(r, ctx):
    """GP / PCP referral into the pain service, with triage outcome."""
    n = H.Note()
    c = ctx.c
    dx = r.choice(K.DX)
    meds, ome = K.med_list(r, ctx)
    n.p(ctx.practice, "HOSPITAL").t("\n")
    a = H.make_addr(r, c)
    H.address(n, r, ctx, oneline=True, who=a)
    n.t("\nTel ").p(H.phone(r, c), "PHONE").t("  Fax ").p(H.phone(r, c), "FAX").t("\n\n")
    n.t(r.choice(["REFERRAL: Pain Management", "e-Referral - Pain Clinic", "Request for specialist pain opinion"]) + "\n")
    n.t(r.choice(["UBRN: ", "Referral ID: ", "Ref #: "])).p(H.idnum(r, "ref"), "IDNUM").t("   Date: ").p(ctx.d(r, H.d_add(ctx.visit, -r.randint(30, 180))), "DATE").t("\n")
    n.t("Priority: " + r.choice(["Routine", "Urgent", "Soon"]) + "\n\nTo: ")
    n.p(ctx.clinic, "HOSPITAL").t(", ").p(ctx.hosp, "HOSPITAL").t("\n\n")
    C.banner(n, r, ctx, r.choice(["lines", "table"]), phone=True)
    if c in ("US", "CA") and r.random() < 0.7:
        n.t(("SSN: " if c == "US" else "SIN: ")).p(ctx.ssn, "SSN").t("\n")
    n.t("Email: ").p(ctx.email, "EMAIL").t("\n")
    if r.random() < 0.4:
        n.t("Next of kin: ")
        rel, f = ctx.fam[0]
        H.name(n, r, f, "FAMILY", "full")
        n.t(" (" + rel + "), ").p(H.phone(r, c, "mob"), "PHONE").t("\n")
    n.t("\nDear colleague,\n\nI would be grateful if you could see this ")
    n.p(str(ctx.age), "AGE").t(r.choice(["-year-old ", " year old ", " yo "]) + r.choice(["", "retired ", "self-employed "]))
    n.p(ctx.job, "PROFESSION")
    n.t(" with " + dx["dx"] + ". " + " ".join(K.history(r, ctx, 3)) + "\n\n")
    n.t("Seen previously by ")
    o = H.Person(r, c)
    H.dr(n, r, o, "title")
    n.t(" (orthopaedics, ").p(r.choice(P.HOSPITALS[c]), "HOSPITAL").t(") on ").p(ctx.d(r, H.d_add(ctx.visit, -r.randint(200, 900)), r.choice(["long", "my"])), "DATE")
    n.t(" - not a surgical candidate.\n")
    n.t(dx["img"] + "\n\nCurrent analgesia: " + ", ".join(meds) + " (OME about " + str(ome) + " mg).\n")
    n.t("Past history: " + ", ".join(K.pmh(r, 3)) + ". Allergies: " + r.choice(K.ALLERGIES) + ".\n")
    n.t("Interpreter needed: " + r.choice(["no", "yes - Polish", "yes - Tongan", "no", "yes - Portuguese"]) + ".")
    if r.random() < 0.5:
        n.t(" Born in ").p(r.choice(P.ABROAD), "COUNTRY").t(".")
    n.t("\n\n")
    n.t("Many thanks,\n\n")
    H.dr(n, r, ctx.gp, r.choice(["titlefull", "mid"]))
    n.t("\n" + {"UK": "General Practitioner", "US": "Family Medicine", "AU": "General Practitioner", "CA": "Family Physician", "NZ": "General Practitioner"}[c] + "\n")
    lab, val = H.licence(r, c, "presc" if c == "AU" else None)
    n.t(lab + ": ").p(val, "LICENSE").t("\n\n")
    n.t("---- TRIAGE (pain service use) ----\nTriaged by: ")
    H.dr(n, r, ctx.consultant, r.choice(["title", "finit"]))
    n.t(" on ").p(ctx.d(r, H.d_add(ctx.visit, -r.randint(5, 25)), "dm"), "DATE").t("\nOutcome: " + r.choice([
        "accept - consultant new patient clinic", "accept - group education session first", "accept - direct to procedure list",
        "redirect to physiotherapy-led spinal service"]) + ". Category " + r.choice(["P2", "P3", "Routine"]) + ".\n")
    n.t("Booked by ")
    clerk = H.Person(r, c)
    H.name(n, r, clerk, "DOCTOR", r.choice(["first", "full"]))
    n.t(" (user ").p(H.username(r, clerk.first, clerk.last), "USERNAME").t(") for ").p(ctx.d(r, style="wk"), "DATE").t(".\n")
    return n
