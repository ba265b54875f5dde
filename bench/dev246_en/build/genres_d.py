"""Genres: telephone / text follow-up, overdose response incident report (own), medical respite intake (own)."""
import phi as H
import clin as K
import blocks as B


# ------------------------------------------------------------------ telephone / text follow-up
def phone_text(c):
    s0 = c.staff[0]
    v = c.ri(0, 2)
    if v == 0:
        c.w(c.pk(["TELEPHONE ENCOUNTER", "Phone follow-up", "Telephone note", "PHONE CALL - outbound"]), "\n")
        c.w("Date: ", H.dt_full(c, c.date), "  ", K.tm(c, 8, 19), "\n")
        c.w("Patient: ", H.pt_head(c), "   DOB ", H.dt_full(c, c.pt.dob), "\n")
        who = c.ri(0, 3)
        if who == 0:
            c.w("Called pt on ", H.cell(c), c.pk([" - answered.", " - no answer x2, VM full.", " (borrowed phone) - answered."]), "\n")
        elif who == 1:
            f = B.fam_person(c, c.pk(["friend", "girlfriend", "sister", "tentmate", "partner"]))
            c.w("Pt called from ", f.rel, " ", H.fam(c, f), "'s phone ", H.cell(c), ".\n")
        elif who == 2:
            c.w("Call from ", H.shelter(c), " staff (", H.dr(c, c.staff[2], "given"), ") at ", H.phone(c), " re: pt.\n")
        else:
            c.w("Call from ", H.pharmacy(c), " (", H.phone(c), ") re: ", c.pk(["bupe dose missed x3 days", "early refill request",
                                                                               "prescription needs new prescriber signature"]), ".\n")
        c.w("\nReason: ", c.pk(["f/u after ED visit ", "result of labs drawn ", "check-in after discharge ", "missed appt "]),
            H.dt(c, c.days(-c.ri(1, 14))), ".\n")
        c.w("Discussion: ", c.pk(["Pt reports ", "States "]), K.complaint(c), ", ", c.pk(["improving", "no better", "much better since abx",
                                                                                        "worse overnight"]), ". ")
        if c.ch(0.6):
            c.w("Reviewed results: ", K.labs(c, c.ri(2, 4)), "; ", K.serology(c), ". ")
        c.w(K.cap(K.subst(c)), ".\n")
        c.w("Plan: ", c.pk(["refill sent to ", "new rx faxed to ", "bupe bridge script to "]), H.pharmacy(c), " (fax ", H.fax(c), "); ",
            c.pk(["appt ", "clinic visit ", "van visit "]), H.dt(c, c.days(c.ri(1, 10))), " ", K.tm(c, 8, 17), ".\n")
        if c.ch(0.6):
            c.w(B.pt_sentence(c))
        c.w("Call time ", str(c.ri(3, 25)), " min. ", c.pk(["Pt verbalised understanding.", "Teach-back done.", "Will text reminder."]), "\n")
        c.w(B.sig(c, s0))
    elif v == 1:
        org_ph = H.phone(c, False)
        c.w(c.pk(["SMS log", "Text message thread", "Outreach phone - texts"]), " (", c.pk(["team phone ", "work mobile "]), org_ph, ")\n")
        c.w("Client: ", H.pt(c, c.pk(["full", "given_init", "nick", "surfirst"])), "  ", H.cell(c), "\n")
        c.w("Exported by ", H.dr(c, s0, "full"), " on ", H.dt_full(c, c.days(1)), "\n\n")
        g = c.pt.nick if (c.pt.nick and c.ch(0.5)) else c.pt.given
        sg = s0.given
        d2 = c.days(c.ri(1, 5))
        ds = c.pk(["md", "mdy_short"] if c.country == "US" else ["dm", "dmy_short"] if c.country == "UK" else ["md", "iso"])
        lines = [
            ("s", ["hi ", ("PATIENT", g), " it's ", ("DOCTOR", sg), " from ", c.pk(["street med", "the van", "outreach", "the clinic"]),
                   ". ", c.pk(["how's the leg", "how r u feeling", "did u get the meds", "r u still by the bridge"]), "?"]),
            ("c", [c.pk(["ya ok", "hey", "who is this", "not great", "better thx"]), " ", c.pk(["im at ", "staying by ", "over at "]),
                   c.pk([[H.landmark(c)], [H.shelter(c)], [H.cross(c)]])]),
            ("s", ["can we come see u "] + (["on ", H.dt(c, d2, "weekday")] if c.ch(0.5) else [c.pk(["tmrw", "today", "later"])]) +
                  [" around ", K.tm(c, 9, 16), "?"]),
            ("c", [c.pk(["k", "sure", "ya", "maybe"]), " ", c.pk(["my phone is dying", "bring socks pls", "need more narcan",
                                                                   "my friend " + c.pk(["needs to see u too", "has a bad foot"])])]),
            ("s", [c.pk(["reminder: ", "dont forget "]), c.pk(["appt at ", "bloods at ", "housing interview at "]),
                   c.pk([[H.clinic(c)], [H.agency(c)], [H.street(c, False)]]), " ", H.dt(c, d2, ds), " ", K.tm(c, 9, 16)]),
            ("c", [c.pk(["thx", "ok got it", "wheres that again", "can u pick me up"])]),
        ]
        if c.ch(0.5):
            lines.append(("s", ["new number for ", c.pk(["housing worker ", "case mgr ", "the nurse "]), ("DOCTOR", c.staff[1].given),
                                ": ", H.phone(c, False)]))
        if c.ch(0.5):
            lines.append(("c", [c.pk(["lost my phone again, this is my new one", "ok", "my ig is "])] +
                               ([H.handle(c)] if c.ch(0.6) else [])))
        lines.append(("s", [c.pk(["see u then", "stay warm", "take care", "call 911 if it gets worse"])]))
        ts = K.tm_seq(c, len(lines), 8, 20)
        for i, (who, body) in enumerate(lines):
            c.w("[", H.dt(c, c.date, ds), " ", ts[i], "] ", c.pk(["staff", H.dr(c, s0, "inits")]) if who == "s" else "client", ": ", body, "\n")
        c.w("\n", c.pk(["Outcome: pt seen next day.", "No reply after last msg.", "Documented in chart.", "Pt attended appt."]), "\n")
    else:
        c.w(c.pk(["TELEHEALTH VIDEO VISIT", "Virtual visit (video)", "Telemedicine encounter"]), "\n")
        c.w("Date: ", H.dt_full(c, c.date), "   Start ", K.tm(c, 8, 17), "\n")
        c.w("Patient: ", H.pt_head(c), "   MRN ", H.mrn(c), "\n")
        c.w("Patient location: ", c.pk([[H.shelter(c), " (staff office tablet)"], ["library computer, ", H.landmark(c)],
                                         [H.van(c), " (kiosk)"]]), "\n")
        c.w("Provider: ", H.dr(c, s0), " (remote)\n")
        c.w("Platform room: ", H.url(c), "; session ", H.account(c), "\n")
        c.w("Connection: patient IP ", H.ip(c), ", audio ok", c.pk(["", ", video froze x2", ", switched to phone at 12 min"]), "\n")
        if c.ch(0.6):
            c.w("Logged in as ", H.username(c, c.staff[2]), " (", H.dr(c, c.staff[2], "full"), ", ", c.staff[2].job, ", assisting on-site)\n")
        c.w("Consent for virtual care obtained verbally.\n\n")
        c.w("S: ", B.intro(c), " ", K.complaint(c), ". ", K.cap(K.subst(c)), ".\n")
        c.w("O: observed via video: ", c.pk(["alert, no distress", "coughing, speaking full sentences", "dishevelled, tearful"]), "; ",
            "vitals taken by staff: ", K.vitals(c, True), ".\n")
        c.w("A/P: ", K.dx_line(c), ". ", K.med(c), " sent to ", H.pharmacy(c), ". ", K.score(c), ".\n")
        c.w("Next: in-person ", H.dt(c, c.days(c.ri(3, 14))), " at ", H.clinic(c), ".\n")
        c.w(B.sig(c, s0))


# ------------------------------------------------------------------ overdose response (own genre)
def overdose_response(c):
    st = c.staff
    c.w(c.pk(["OVERDOSE RESPONSE REPORT", "Critical Incident - Suspected Opioid Overdose", "Naloxone Administration Record",
              "OD RESPONSE / INCIDENT FORM"]), "\n")
    c.w("Incident #: ", H.idnum(c), "   Date: ", H.dt_full(c, c.date), "\n")
    where = c.ri(0, 3)
    c.w("Location: ")
    if where == 0:
        c.w(H.scs(c), c.pk([", booth ", ", room "]), H.room(c))
    elif where == 1:
        c.w(H.shelter(c), ", ", c.pk(["2nd floor washroom", "dorm B", "smoking area", "stairwell"]))
        if c.ch(0.4):
            c.w(" (bed ", H.bed(c), ")")
    elif where == 2:
        c.w(H.building(c), ", room ", H.room(c), ", ", H.street(c, False))
    else:
        c.w(B.loc_phrase(c))
    c.w("\n")
    c.w("Person: ", H.pt(c, c.pk(["full", "surfirst", "nick", "given_init"])))
    c.w(c.pk([", ", " - "]), H.age(c, style=c.pk(["sexletter", "yo", "yrs"])))
    if c.ch(0.5):
        c.w(", code ", H.participant_code(c))
    c.w("\n")
    f = B.fam_person(c, c.pk(["friend", "partner", "tentmate", "boyfriend", "girlfriend"]))
    c.w("Found by: ", c.pk([["staff (", H.dr(c, st[1], "given"), ")"], [f.rel, " ", H.fam(c, f)], ["security guard"]]), "\n")
    c.w("Responders: ", B.staff_line(c, c.ri(2, 3)), "\n\n")
    c.w("Timeline:\n")
    m0 = c.ri(0, 23 * 60)
    fmt = "%02d:%02d" if c.country != "US" or c.ch(0.7) else "%02d%02d"
    ts = []
    for _ in range(7):
        ts.append(fmt % divmod(m0 % 1440, 60))
        m0 += c.ri(1, 6)
    rows = ["found unresponsive, RR %d, cyanotic lips, pinpoint pupils" % c.ri(0, 6),
            "sternal rub - no response; airway opened, BVM rescue breaths, O2 %d L/min" % c.ri(10, 15),
            c.pk(["naloxone 0.4 mg IM", "naloxone 4 mg IN", "Narcan 4 mg nasal"]) + " #1 (lot " + H.let(c, 2) + H.dig(c, 4) + ")",
            c.pk(["no change, naloxone #2 given", "RR %d, groaning, naloxone #2 given" % c.ri(4, 8)]),
            c.pk(["911 called", "999 called", "EMS called"]) + ", " + c.pk(["SpO2 %d%%" % c.ri(70, 88), "HR %d" % c.ri(40, 130)]),
            "rousable to voice, RR %d, SpO2 %d%%, GCS %d" % (c.ri(10, 16), c.ri(90, 98), c.ri(11, 15)),
            "EMS on scene, handover given"]
    for t, r in zip(ts, rows):
        c.w("  ", t, "  ", r, "\n")
    c.w("\nSubstance: ", c.pk(["fentanyl (smoked)", "'down' injected", "pressed pill ('blue')", "unknown - shared with friend",
                               "heroin + alcohol"]), c.pk(["", "; benzo suspected (poor naloxone response)", "; xylazine suspected"]), "\n")
    if c.ch(0.5):
        c.w("Drug checking sample ", H.idnum(c), " sent.\n")
    out = c.ri(0, 2)
    c.w("Outcome: ")
    if out == 0:
        c.w("transported to ", H.hospital(c), c.pk([" ED", ""]), "; EMS run # ", H.idnum(c), "\n")
    elif out == 1:
        c.w("declined transport, observed x", str(c.ri(1, 3)), " h, ", c.pk(["left with friend", "returned to bed", "stayed in drop-in"]), "\n")
    else:
        c.w("admitted ", H.hospital(c), ", ", H.ward(c), "; ", c.pk(["aspiration pneumonia", "rhabdo (CK " + str(c.ri(2000, 30000)) + ")",
                                                                     "observation only"]), "\n")
    c.w("Post-incident: kit replaced (#", H.kit(c), "); debrief led by ", H.dr(c, st[0], c.pk(["full", "given"])), "; ",
        c.pk(["manager notified", "incident logged", "RCA not required"]))
    if c.ch(0.5):
        c.w("; on-call manager ", H.dr(c, st[3], "full"), " notified ", K.tm(c))
    c.w(".\n")
    if c.ch(0.5):
        c.w("Follow-up check: ", H.dt(c, c.days(1), c.pk(["weekday", None])), " - ", H.pt(c, "given"), c.pk([" seen at drop-in, ok.",
                                                                                                          " not located.",
                                                                                                          " still in hospital."]), "\n")
    if c.ch(0.5):
        c.w(B.pt_sentence(c))
    if c.ch(0.5):
        c.w("Previous ODs: ", H.dt_short(c, c.days(-c.ri(10, 90))), "; ", H.dt_partial(c, c.days(-c.ri(100, 700))), "\n")
    c.w("Report by ", H.dr(c, st[0], c.pk(["full_cred", "full", "init_cred"])), " ", H.dt_full(c, c.date), " ", K.tm(c), "\n")


# ------------------------------------------------------------------ medical respite intake (own genre)
def respite_intake(c):
    st = c.staff
    uk = c.country == "UK"
    c.w(c.pk(["MEDICAL RESPITE ADMISSION", "Respite Intake Assessment", "Recuperative Care Intake", "Step-down bed admission" if uk else
              "MEDICAL RESPITE - INTAKE"]), "\n")
    c.w("Program: ", H.clinic(c, c.pk(["Medical Respite", "Respite Care Center"])), ", ", H.street(c, False), ", ", H.city(c), "\n")
    c.w("Admit date: ", H.dt_full(c, c.date), "   Room ", H.room(c), " / bed ", H.bed(c), "\n")
    c.w(B.id_block(c, ["name", "dob", "mrn", "plan"] + (["hmis"] if c.ch(0.5) else [])))
    c.w("Referred by: ", H.hospital(c), " - ", H.dr(c, st[1], c.pk(["full_cred", "full"])), " (", c.pk(["SW", "discharge planner", "hospitalist"]),
        ") ", H.phone(c), "\n")
    c.w("PCP: ", c.pk([[H.dr(c, st[2], "dr"), ", ", H.clinic(c)], ["none - to establish at ", H.clinic(c)]]))
    if c.ch(0.5):
        c.w(" (fax ", H.fax(c), ")")
    c.w("\n\nReason for respite: ", c.pk(["IV abx via PICC x4 wks (osteomyelitis L foot)", "post-op wound care after I&D",
                                         "NWB after ankle ORIF", "CHF diuresis follow-up", "chemo cycle 2 of 6", "post-amputation (R BKA) rehab",
                                         "recovering from pneumonia", "new insulin start, education"]), ".\n")
    c.w("HPI: ", B.intro(c), " admitted ", H.hospital(c), " ", H.dt_short(c, c.days(-c.ri(5, 30))), " - ", H.dt_short(c, c.date), ". ",
        K.cap(K.subst(c)), ".\n")
    c.w("PMH: ", "; ".join(K.dx_lines(c, 3)), "\n")
    c.w("Meds:\n", "\n".join(K.med_list(c, c.ri(3, 7))), "\n")
    c.w("Allergies: ", c.pk(["NKDA", "PCN", "vancomycin (red man)", "latex"]), "\n")
    c.w("Vitals: ", K.vitals(c), "\n")
    c.w("ADLs: ", c.pk(["independent", "needs help with lower body dressing", "indep with walker", "wheelchair transfers with 1 assist"]),
        ". Falls risk: ", c.pk(["low", "moderate", "high"]), ". ", K.score(c), ".\n")
    if c.ch(0.55):
        c.w("Devices: ", c.pk(["PICC R basilic (Power PICC, 4 Fr)", "insulin pump", "wound VAC", "CPAP", "cardiac monitor patch"]),
            ", SN ", H.device(c), "\n")
    c.w("\nSocial: ", B.social(c, c.ri(2, 3)), "\n")
    if c.ch(0.5):
        c.w("Employment hx: ", c.pk(["worked as a ", "formerly a ", "ex-"]), H.profession(c), c.pk(["", " for " + str(c.ri(2, 20)) + " yrs"]), ".\n")
    f = B.fam_person(c)
    c.w("Emergency contact: ", H.fam(c, f, "full"), " (", f.rel, "), ", H.phone(c, False), "\n")
    c.w("\nValuables logged: ", c.pk(["phone (IMEI ", "tablet (SN "]), H.device(c), "), ", c.pk(["wallet", "backpack", "$%d cash" % c.ri(3, 80)]))
    if c.ch(0.35):
        c.w("; car impounded, plate ", H.plate(c), c.pk(["", " - tow yard release needed"]))
    c.w("\n")
    if c.ch(0.4):
        c.w("Shelter biometric ID on file: ", H.bioid(c), "\n")
    c.w("Housing plan: ", c.pk(["CE assessment booked ", "on HF waitlist since ", "housing interview ", "PSH match expected "]),
        H.dt(c, c.days(c.ri(-200, 30))), "; ", c.pk(["housing navigator ", "keyworker ", "case manager "]), H.dr(c, st[3], "full"), ".\n")
    c.w(B.pt_sentence(c))
    c.w("House rules, visitor policy and harm reduction policy reviewed; signed ", H.dt_short(c, c.date), ".\n")
    c.w("Est. LOS: ", str(c.ri(7, 42)), " days. Review ", H.dt(c, c.days(7)), ".\n")
    c.w(B.sig(c, st[0]))
