"""Genres: IPC review note, outbreak meeting minutes, screening result letter,
ward closure log."""
import fmt as F
import pools_places as PP
import pools_terms as PT
import common as C


# ====================================================================== IPC review note
def ipc_review(c, d):
    rng = c.rng
    key = c.pick(["MRSA", "CPE", "CDI", "CDI", "NORO", "VRE", "ESBL", "CAURIS", "CPE", "MRSA",
                  "FLU", "COVID", "IGAS", "ACINETO"])
    pt = c.person("PATIENT", lo=38, hi=99)
    ipcn = c.staff(c.pick(["IPC Nurse Specialist", "Infection Preventionist",
                           "Clinical Nurse Consultant (IPC)", "Lead IPC Nurse"]), nurse=True)
    cons = c.staff("Consultant")
    micro = c.staff("Consultant Microbiologist")
    adm = F.add(c.base, -rng.randrange(2, 25))
    samp = F.add(c.base, -rng.randrange(1, 3))
    room = str(rng.randrange(1, 24))
    org = C.org_name(c, key)
    fam = c.kin(pt)
    rel = c.rel(fam)
    lab = c.acc(samp)
    if c.chance(0.5):
        d.t(c.pick(["INFECTION PREVENTION & CONTROL - PATIENT REVIEW\n",
                    "IPC Review Note\n", "Infection Prevention and Control Team: Inpatient Review\n",
                    "INFECTION CONTROL CONSULT NOTE\n"]))
        d.w((c.hosp, "HOSPITAL"), "\n")
        C.hdr_patient(c, d, pt, compact=c.chance(0.5))
        d.w("Location: ", (c.ward, "HOSPITAL"), ", side room ", (room, "LOCATION_OTHER"), "\n")
        d.w("Admitted: ", c.D(adm), "   Consultant: Dr ", (cons["last"], "DOCTOR"))
        if c.chance(0.4):
            d.w("   Encounter: ", (pt["acct"], "ACCOUNT"))
        d.t("\n")
        d.w("Date of review: ", c.D(c.base), " ", F.tm(rng), "   Reviewer: ", c.N(ipcn), "\n\n")
    else:
        d.w(c.D(c.base), " ", F.tm(rng), " ", c.pick(["IPC review", "IPCT review", "IP&C note",
                                                     "Infection control entry"]), " - ",
            c.N(ipcn, "fil"), ", ", ipcn["role"], "\n")
        d.w("Pt: ", c.N(pt, "LF"), ", ", c.ID(pt), ", ", (c.ward, "HOSPITAL"), " bed ",
            (room, "LOCATION_OTHER"), "\n\n")
    d.t(c.pick(["Reason for review: ", "Asked to see re: ", "Indication: ", "Referral: "]))
    d.w("new ", PT.ALERT_LABEL[key], " result - ", org, " from ", C.site(c, key),
        ", sampled ", c.D(samp), " (lab no. ", lab, ").\n\n")
    d.t("Background:\n")
    d.w(c.sexage(pt), " admitted ", c.D(adm), " with ", c.pick(C.REASONS),
        ". PMH: ", ", ".join(sorted(set(rng.sample(C.PMH, 3)))), ".\n")
    if c.chance(0.45):
        home = c.pick(PP.CARE_HOMES)
        d.w("Admitted from ", (home, "HOSPITAL"), " in ", (pt["city"], "CITY"),
            "; home informed of result by phone (", c.phone(), ").\n")
    else:
        d.w("Lives ", c.pick(["with ", "near "]), rel, " ", c.N(fam, "f"),
            " in ", (pt["city"], "CITY"), ". Works as ", c.pick(["", "an " if pt["prof"][0] in "aeiou" else "a "]), (pt["prof"], "PROFESSION"))
        if c.chance(0.5):
            d.w(" at ", (c.pick(PP.EMPLOYERS), "ORGANIZATION"))
        d.t(".\n")
    if (key in ("CPE", "CAURIS", "ACINETO", "MRSA") and c.chance(0.7)) or c.chance(0.2):
        d.w("Travel/healthcare abroad: inpatient in ", C.country_phrase(c), " ",
            c.D(F.add(c.base, -rng.randrange(60, 300)), c.pick(["d/m/Y", "Month d, Y", "Y-m-d"]
                                                             if c.country != "United States" else ["Month d, Y", "m/d/Y"])),
            " (dialysis x", str(rng.randrange(2, 9)), ").\n")
    if c.chance(0.5):
        d.w("Previous alert: ", c.pick(["MRSA", "ESBL E. coli", "VRE", "nil"]), " ",
            (str(c.base.year - rng.randrange(1, 6)), "DATE"), " at ", (c.hosp2, "HOSPITAL"), ".\n")
    d.t("\nAssessment:\n")
    if key in ("CDI", "NORO"):
        d.t("- Bristol type %d x%d in 24 h, %s; abdo soft, mildly tender.\n" % (rng.randrange(5, 8), rng.randrange(2, 7), c.pick(["apyrexial", "T 37.9", "T 38.4"])))
        d.t("- WCC %.1f, CRP %d, creat %d (baseline %d). NEWS2 %d.\n" % (rng.uniform(6, 28), rng.randrange(5, 240), rng.randrange(60, 240), rng.randrange(55, 120), rng.randrange(0, 7)))
    else:
        d.t("- %s; obs stable, NEWS2 %d. %s in situ since admission.\n" % (c.pick(["Colonised, no clinical signs of infection", "Clinically infected (wound)", "Asymptomatic carrier", "Febrile 38.3, ?line source"]), rng.randrange(0, 6), c.pick(PT.DEVICE_MODELS)))
    d.w("- Abx: ", c.pick(PT.ANTIBIOTICS), " since ", c.D(F.add(adm, rng.randrange(0, 3))), "; ",
        c.pick(["discussed with micro, Dr ", "d/w duty microbiologist Dr ", "per ID consult, Dr "]),
        (micro["last"], "DOCTOR"), ".\n")
    if c.chance(0.35):
        sn = F.device_sn(rng)
        d.w("- Shared equipment: ", c.pick(["glucometer", "commode", "bladder scanner", "hoist sling", "ECG machine"]),
            " asset/SN ", (sn, "DEVICE"), " removed for decontamination.\n")
    d.t("\nPlan:\n")
    for i, ln in enumerate(C.plan_lines(c, key)):
        d.t("%d. %s\n" % (i + 1, ln))
    if c.chance(0.3):
        d.w("Pt states \"", c.pick(["my ", "me "]), rel, " ", c.N(fam, "f"), c.pick([" had the same bug last week", " visits every day",
                                                                                " works at the care home"]),
            "\" - ", c.pick(["noted", "advised re hand hygiene for visitors", "visitor advice given"]), ".\n")
    d.w(str(len(C.PT_PLAN(key)) + 1), ". ", c.pick(["Discussed with ", "Result explained to pt and "]),
        rel, " ", c.N(fam, c.pick(["fl", "f", "fl"])), c.pick([" by phone", " at bedside", " on ward"]),
        "; leaflet given.\n")
    if c.chance(0.5):
        d.w(str(len(C.PT_PLAN(key)) + 2), ". IPC to review again ", c.DS(F.add(c.base, rng.randrange(2, 5))), ".\n")
    d.t("\n")
    if c.chance(0.5):
        C.signature(c, d, ipcn)
    else:
        C.sig_short(c, d, ipcn)
    if c.chance(0.3):
        d.w("cc: ", (c.ipc_email, "EMAIL"), "; Dr ", (cons["last"], "DOCTOR"), " (", cons["role"], ")\n")


# ====================================================================== outbreak meeting minutes
def outbreak_minutes(c, d):
    rng = c.rng
    key = c.pick(["NORO", "NORO", "NORO", "CDI", "CPE", "FLU", "COVID", "VRE", "CAURIS", "MRSA"])
    wards = c.wards[:rng.randrange(1, 4)]
    n_att = rng.randrange(5, 10)
    chair = c.pick(["Director of Infection Prevention and Control", "Consultant Microbiologist",
                    "Consultant in Communicable Disease Control", "Infectious Diseases Physician"])
    roles = [chair] + rng.sample([r for r in PT.IPC_ROLES if r != chair], n_att - 1)
    att = [c.staff(r, nurse="Nurse" in r or r in ("Matron", "Ward Manager")) for r in roles]
    mdate = c.base
    onset = F.add(mdate, -rng.randrange(3, 12))
    ref = "OB-%d-%03d" % (mdate.year, rng.randrange(1, 90))
    d.t(c.pick(["OUTBREAK CONTROL TEAM MEETING - MINUTES\n", "Outbreak Control Group: Minutes\n",
                "Incident Management Team meeting notes\n", "OCT Meeting Minutes\n"]))
    d.w((c.hosp, "HOSPITAL"), " - ", PT.ALERT_LABEL[key], " outbreak, ")
    for i, w in enumerate(wards):
        d.w(", " if i else "", (w, "HOSPITAL"))
    d.w("\nOutbreak ref: ", (ref, "IDNUM"))
    if c.chance(0.6):
        d.w("   ", c.pick(["Datix", "Incident", "RL", "Riskman"]), " ref: ", ("W" + F.digits(rng, 6), "IDNUM"))
    d.w("\nMeeting ", c.pick(["no. ", "#"]), str(rng.randrange(1, 6)), " - ", c.DL(mdate) if c.chance(0.4) else c.D(mdate), " ",
        c.pick(["09:00", "10:30", "12:00", "13:30", "14:00", "15:30", "16:00"]), ", ", c.pick(["Boardroom, ", "Seminar Room, ", "MS Teams / ", "Education Centre, "]),
        (c.building, "LOCATION_OTHER"), "\n\n")
    d.t("Present:\n")
    for s in att:
        d.w("  ", c.N(s, c.pick(["fl", "fl", "fml"])), " - ", s["role"])
        if att.index(s) == 0:
            d.t(" (Chair)")
        d.t("\n")
    if c.chance(0.7):
        ext = c.person("DOCTOR")
        d.w("  ", c.N(ext), " - Health Protection, ", c.pick(c.pub), "\n")
    if c.chance(0.6):
        ap = c.staff(c.pick(["Associate Director of Nursing", "Patient Safety Lead", "Bed Manager"]))
        d.w("Apologies: ", c.N(ap), " (", ap["role"], ")\n")
    if c.chance(0.5):
        org, what = c.pick([("Atlas Cleaning Services", "contract cleaning"), ("CarePlus Staffing", "agency staff provider"),
                            ("Brightside Catering", "catering contractor"), ("Meridian Logistics", "linen and waste contractor")])
        d.w("In attendance: ", c.N(c.person("DOCTOR")), " (", (org, "ORGANIZATION"), ", ", what, ")\n")
    scribe = c.staff("Ward Clerk")
    d.w("Minutes: ", c.N(scribe, c.pick(["fl", "ini."])), "\n\n")
    d.t("1. Situation update\n")
    npt, nst = rng.randrange(3, 22), rng.randrange(0, 9)
    idx = c.person("PATIENT", lo=55, hi=99)
    d.w("Index case ", c.N(idx, c.pick(["ini.", "ini", "LF"])), " (", c.ID(idx), "), ",
        c.sexage(idx), ", ", (wards[0], "HOSPITAL"), " bay ", (str(rng.randrange(1, 6)), "LOCATION_OTHER"),
        " bed ", (str(rng.randrange(1, 7)), "LOCATION_OTHER"), ", onset ", c.D(onset), ".\n")
    d.t("Cumulative: %d patients, %d staff symptomatic. " % (npt, nst))
    d.w("Last new case ", c.DS(F.add(mdate, -rng.randrange(0, 3))), ".\n")
    if key == "NORO":
        d.t("%d/%d stools sent positive for %s (%s). Bays " % (rng.randrange(1, 5), rng.randrange(5, 9), C.org_name(c, key), C.method(c, key)))
        C.bay_list(c, d, rng.randrange(1, 4))
        d.t(" closed.\n")
    else:
        d.t("Typing: %s; %d isolates related (%s).\n" % (C.org_name(c, key), rng.randrange(2, 7), c.pick(["WGS, <5 SNPs", "same ribotype", "PFGE indistinguishable", "awaiting reference lab"])))
    for _ in range(rng.randrange(1, 3)):
        p = c.person("PATIENT", lo=60, hi=99)
        d.w("- ", c.TN(p), " (", c.ID(p), "): ")
        r = rng.randrange(3)
        if r == 0:
            d.w("deteriorated, NEWS2 %d, transferred to ICU on " % rng.randrange(5, 10), c.DS(F.add(mdate, -1)))
        elif r == 1:
            d.w("discharged home on ", c.DS(F.add(mdate, -1)), " - ", c.gp_label(), " informed")
        else:
            d.w("awaiting transfer to ", (c.pick(PP.CARE_HOMES), "HOSPITAL"), " - ",
                c.pick(["home aware", "home declined readmission until 72h symptom free"]))
        d.t("\n")
    d.t("\n2. Staff\n")
    if nst:
        st = c.staff(c.pick(["HCA", "Staff Nurse", "Domestic", "Student nurse", "Porter"]))
        d.w("%d staff off sick; " % nst, c.N(st, c.pick(["fl", "fil"])), " (", st["role"],
            ") returned ", c.DS(F.add(mdate, -1)), " after 48 h symptom free. ")
    d.t("Occupational Health aware. Bank/agency staff not to move between wards.\n\n")
    d.t("3. Control measures\n")
    for m in rng.sample(["Ward(s) closed to admissions and transfers.",
                         "Enhanced cleaning twice daily with %s." % c.pick(PT.DISINFECT),
                         "Visiting restricted to essential/end of life only.",
                         "Hand hygiene audit (WHO 5 Moments) daily on affected wards.",
                         "Signage at ward entrances; no alcohol gel for enteric - soap and water.",
                         "Dedicated staff for affected bays; no cross-cover.",
                         "Antimicrobial stewardship review of all pts on affected ward.",
                         "Environmental swabs of sluice and commodes.",
                         "Catering: no communal food; patients' own food to be labelled.",
                         "Terminal clean + HPV of side rooms on discharge."], rng.randrange(3, 7)):
        d.t("- " + m + "\n")
    d.t("\n4. Communications\n")
    d.w("Holding statement prepared by Communications (", c.N(att[-1], "fil"), "). ",
        "Relatives informed; ", c.pick(["no media interest", "one press enquiry"]), ". ",
        "Notified to ", c.pick(c.pub), " on ", c.DS(F.add(mdate, -rng.randrange(0, 3))), ".\n\n")
    d.t("5. Actions\n")
    d.t("Action | Owner | Due\n")
    for a in rng.sample(["Update line list", "Daily sitrep to exec", "Arrange HPV",
                         "Review reopening criteria", "Staff swabbing", "Check stock of PPE",
                         "Feedback to ward teams", "Audit commode cleaning"], 3):
        o = c.pick(att)
        d.w(a, " | ", c.N(o, c.pick(["ini", "fil", "fl"])), " | ", c.DS(F.add(mdate, rng.randrange(1, 4))), "\n")
    d.w("\nNext meeting: ", c.D(F.add(mdate, rng.randrange(1, 4))), " ", F.tm(rng), ". ")
    d.w("Circulation: OCT members; ", (c.ipc_email, "EMAIL"), "\n")


# ====================================================================== screening result letter
def screening_letter(c, d):
    rng = c.rng
    key = c.pick(["MRSA", "MRSA", "CPE", "CPE", "VRE", "ESBL", "CAURIS"])
    pt = c.person("PATIENT", lo=18, hi=97)
    ipcn = c.staff(c.pick(["IPC Nurse Specialist", "Infection Preventionist", "Lead IPC Nurse"]), nurse=True)
    gp = c.person("DOCTOR")
    prac = c.pick(PP.PRACTICES)
    swab = F.add(c.base, -rng.randrange(5, 30))
    d.w((c.hosp, "HOSPITAL"), "\n", c.pick(["Infection Prevention and Control Team", "IPC Department",
                                            "Infection Prevention & Control"]), "\n")
    if c.chance(0.5):
        d.w((c.building, "LOCATION_OTHER"), "\n")
    d.w(c.hosp_addr("\n"), "\n")
    d.w("Tel: ", (c.hosp_phone, "PHONE"))
    if c.chance(0.7):
        d.w("   Fax: ", (c.hosp_fax, "FAX"))
    d.w("\nEmail: ", (c.ipc_email, "EMAIL"), "\n")
    if c.chance(0.4):
        d.w("Web: ", (F.url(rng, c.hosp, "/ipc/patient-information"), "URL"), "\n")
    d.w("\n", c.D(c.base, "d Month Y" if c.country in F.DMY else "Month d, Y"), "\n\n")
    if c.chance(0.3):
        d.t("PRIVATE AND CONFIDENTIAL\n")
    d.w(c.title(pt), c.N(pt, c.pick(["fl", "fml", "fil"])), "\n", c.addr(pt, "\n"), "\n\n")
    d.w("Our ref: ", ("IPC/" + F.digits(rng, 5), "IDNUM"), "   ", c.mrn_label, ": ", c.ID(pt))
    if pt.get("nat") and c.chance(0.7):
        d.w("   ", c.nat(pt))
    d.w("\nDate of birth: ", c.D(pt["dob"]), "\n\n")
    d.w("Dear ", c.TN(pt), ",\n\n")
    lab = PT.ALERT_LABEL[key]
    d.w("Re: ", lab, " screening result\n\n")
    d.w("When you were a patient on ", (c.ward, "HOSPITAL"), " at ", (c.hosp, "HOSPITAL"),
        ", a screening swab taken on ", c.D(swab), " (laboratory number ", c.acc(swab),
        ") showed that you carry ", C.org_name(c, key), ". ")
    if key in ("CPE", "CAURIS") and c.chance(0.7):
        d.w("We understand you were recently treated in hospital in ", C.country_phrase(c),
            ", which is a common way of picking up this germ. ")
    d.t(c.pick(["This is called colonisation and does not mean that you are unwell. ",
                "Many people carry this germ on their skin or in their bowel without any harm. ",
                "Carrying the organism is not the same as having an infection. "]))
    if key == "MRSA":
        d.t("A five-day course of %s and %s was started before you went home; please finish it as directed.\n\n" % (c.pick(PT.DECOLON), c.pick(["mupirocin nasal ointment", "Prontoderm nasal gel"])))
    elif key in ("CPE", "CAURIS"):
        d.t("There is no treatment to clear this from the bowel. It is important that any hospital or care home you attend in the future knows about it, so that they can keep other patients safe.\n\n")
    else:
        d.t("No treatment is needed unless you develop an infection, in which case the antibiotic choice may need to change.\n\n")
    d.t("What this means for you:\n")
    d.t("- Wash your hands well after using the toilet and before eating.\n- Do not share towels or razors.\n")
    d.t("- Tell staff at any future admission or appointment (an alert has been placed on your record).\n")
    if c.chance(0.5):
        d.w("- If you are admitted elsewhere (for example to ", (c.hosp2, "HOSPITAL"),
            "), please show them this letter.\n")
    d.w("\nWe have written to your ", {"United States": "primary care provider", "Canada": "family physician"}.get(c.country, "GP"), ", Dr ", c.N(gp, c.pick(["fl", "l", "fil"])), " at ",
        (prac, "HOSPITAL"), ". If you have any questions please call the team on ",
        (c.hosp_phone, "PHONE"), " (Monday to Friday, 08:30-16:30) or email ", (c.ipc_email, "EMAIL"), ".\n\n")
    d.t(c.pick(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "Sincerely,\n\n"]))
    d.w(c.N(ipcn, c.pick(["fl", "fml"])), "\n", ipcn["role"], "\n")
    if c.chance(0.5):
        d.w(c.lic(ipcn), "\n")
    d.w("\ncc: Dr ", c.N(gp, c.pick(["fil", "fl"])), ", ", (prac, "HOSPITAL"), ", ")
    gq = {"street": F.street(rng, c.country, PP.STREET_NAMES, PP.STREET_TYPES), "city": pt["city"],
          "state": pt["state"], "state_ab": pt["state_ab"], "zip": F.postcode(rng, c.country, pt["city"], pt["state_ab"]),
          "county": pt["county"]}
    d.w(c.addr(gq), "\n")
    if c.chance(0.5):
        d.w("    Fax ", (F.phone(rng, c.country), "FAX"), "\n")
    d.w("cc: Patient record (", c.pick(PT.SYSTEMS), ")")
    if c.chance(0.4):
        d.w("; ", c.pick(["typed by ", "dictated/typed: "]), c.N(c.person("DOCTOR"), c.pick(["lo", "ini", "fil"])))
    d.t("\n")
    if c.chance(0.4):
        d.w(c.N(ipcn, "ini"), "/", c.N(c.person("DOCTOR"), "lo"), "\n")


# ====================================================================== ward closure log
def ward_closure_log(c, d):
    rng = c.rng
    key = c.pick(["NORO", "NORO", "NORO", "NORO", "FLU", "COVID", "CDI"])
    ward = c.ward
    start = c.base
    ndays = rng.randrange(3, 9)
    mgr = c.staff(c.pick(["Ward Manager", "Nurse Unit Manager", "Charge Nurse"]), nurse=True)
    ipcn = c.staff("IPC Nurse Specialist", nurse=True)
    bm = c.staff("Bed Manager")
    d.t(c.pick(["WARD / BAY CLOSURE LOG\n", "Ward Closure Record\n", "Closure log - restricted admissions\n",
                "BAY CLOSURE & REOPENING LOG\n"]))
    d.w("Site: ", (c.hosp, "HOSPITAL"), "   Ward: ", (ward, "HOSPITAL"), "   ",
        (c.building, "LOCATION_OTHER"), "\n")
    d.w("Organism: ", PT.ALERT_LABEL[key], " (", C.org_name(c, key), ")   Outbreak ref: ",
        ("OB%d/%02d" % (start.year % 100, rng.randrange(1, 60)), "IDNUM"), "\n")
    d.w("Closure opened: ", c.D(start), " ", F.tm(rng), " by ", c.N(mgr, c.pick(["fl", "fil"])),
        " (", mgr["role"], "), agreed with ", c.N(ipcn, "fil"), " (IPC)\n")
    if c.chance(0.6):
        d.w("Logged in bed system by user ", (bm["user"], "USERNAME"), " from workstation ",
            (F.private_ip(rng), "IPADDR"), "\n")
    nbeds = rng.randrange(18, 32)
    d.t("Beds: %d   Bays affected at opening: " % nbeds)
    if c.chance(0.2):
        d.t("whole ward")
    else:
        C.bay_list(c, d, rng.randrange(1, 3), word=True)
    d.t("\n\n")
    d.t("Date | Day | New pt cases | New staff cases | Bays closed | Comments\n")
    tot = 0
    for i in range(ndays):
        dt = F.add(start, i)
        n = rng.randrange(0, 4) if i < ndays - 2 else 0
        tot += n
        s_n = rng.randrange(0, 2) if i < ndays - 2 else 0
        d.w(c.D(dt) if c.chance(0.6) else c.DS(dt, True), " | ", str(i + 1), " | ", str(n), " | ", str(s_n), " | ",
            )
        if i < ndays - 2:
            C.bay_list(c, d, rng.randrange(1, 4), sep=",")
        else:
            d.t("-")
        d.t(" | ")
        if n:
            p = c.person("PATIENT", lo=50, hi=99)
            d.w("bed ", (str(rng.randrange(1, nbeds)), "LOCATION_OTHER"), " ", c.N(p, c.pick(["ini.", "LF", "l"])),
                " (", c.ID(p), ") ", c.pick(["D&V", "vomiting x2", "type 7 x3", "loose stools", "pyrexial + cough"]))
            if c.chance(0.3):
                d.w(", stool ", c.acc(dt), " sent")
        elif i >= ndays - 2:
            d.t(c.pick(["no new cases", "48h no new cases", "symptom free"]))
        else:
            r = c.pick(["no new pt cases", "deep clean bay ", "HPV booked", "visiting restricted"])
            d.t(r)
            if r.endswith(" "):
                d.p(str(rng.randrange(1, 7)), "LOCATION_OTHER")
        if s_n:
            st = c.person("DOCTOR")
            d.w("; staff ", c.N(st, c.pick(["ini", "fil"])), " (", c.pick(["HCA", "RN", "domestic"]), ") sent home")
        d.t("\n")
    d.t("\nTotal patient cases: %d. " % tot)
    d.t("Reopening criteria: 48 h (72 h if %s) with no new cases, terminal clean complete (%s), curtains changed.\n" % (c.pick(["frail/elderly", "influenza"]), c.pick(PT.DISINFECT)))
    end = F.add(start, ndays)
    d.w("Terminal clean completed ", c.D(end), " by ", c.pick(["Domestic Services", "Facilities", "the HPV team"]),
        "; signed off by ", c.N(c.staff("Domestic Supervisor"), c.pick(["fl", "fil"])), ".\n")
    d.w("Ward reopened: ", c.D(F.add(end, rng.randrange(0, 2))), " ", F.tm(rng), ". Authorised: ",
        c.N(ipcn, "fl"), ", ", ipcn["role"], " (", c.bw(), " ", c.bleep(ipcn), ").\n")
    if c.chance(0.3):
        d.w("Note: staffing reduced over ", (c.pick(F.HOLIDAYS[c.country]), "DATE"),
            "; closure reviewed by on-call IPC (", c.N(c.staff("IPC Nurse Specialist"), c.pick(["fl", "fil"])), ").\n")
    if c.chance(0.4):
        d.w("Comments: ", c.pick(["May", "Will", "Consider"]), " need to re-close bay ",
            (str(rng.randrange(1, 6)), "LOCATION_OTHER"), " if further cases; ",
            c.pick(["Green", "Amber"]), " status on the site sitrep.\n")
