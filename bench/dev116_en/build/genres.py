"""Genre templates. Each takes a Case and returns the marked note text."""
import hardneg as H
from common import m, num_words


def header_block(c, style=None):
    """Patient header: pipe table, key/value lines, fixed width or one-liner."""
    r = c.r
    style = style or c.pick(["kv", "pipe", "fixed", "line", "csv"])
    dob = c.Dt(c.dob, c.pick(["us", "us_nopad", "iso", "long", "dash"]))
    if style == "kv":
        return "\n".join([
            "Patient: %s" % c.P(c.pick(["full", "LAST_FIRST", "last_first", "full_mi"])),
            "MRN: %s" % m("MRN", c.mrn),
            "DOB: %s (%s)" % (dob, c.A(style=c.pick(["yo", "y/o", "sex"]))),
            "Acct #: %s" % m("ACCOUNT", c.acct),
            "Location: %s, Rm %s, Bed %s" % (m("HOSPITAL", c.ward), m("LOCATION_OTHER", c.room), m("LOCATION_OTHER", c.bed)),
        ])
    if style == "pipe":
        return "\n".join([
            "| Field | Value |", "|---|---|",
            "| Name | %s |" % c.P(c.pick(["full", "LAST_FIRST"])),
            "| MRN | %s |" % m("MRN", c.mrn),
            "| DOB | %s |" % dob,
            "| Age/Sex | %s |" % c.A(style="slash"),
            "| Encounter | %s |" % m("ACCOUNT", c.enc),
            "| Facility | %s |" % m("HOSPITAL", c.hosp),
        ])
    if style == "fixed":
        return "\n".join([
            "NAME: %-28s MRN: %s" % (c.P("LAST_FIRST"), m("MRN", c.mrn)),
            "DOB:  %-28s ACCT: %s" % (dob, m("ACCOUNT", c.acct)),
            "ROOM: %-28s ATTN: %s" % (m("LOCATION_OTHER", c.room), c.D("att", "last_first_cred")),
        ])
    if style == "csv":
        return "name,mrn,dob,sex,account\n%s,%s,%s,%s,%s" % (
            c.P(c.pick(["full", "initials", "first_init"])), m("MRN", c.mrn), dob, c.pt.sex, m("ACCOUNT", c.acct))
    return "%s | MRN %s | DOB %s | %s | %s" % (c.P("LAST_FIRST"), m("MRN", c.mrn), dob, c.A(style="sex"), m("HOSPITAL", c.hosp))


def social(c):
    r = c.r
    parts = []
    k = c.pick(["works as a %s at %s", "retired %s, formerly with %s", "employed as a %s by %s",
                "%s at %s, currently on leave"])
    prof = m("PROFESSION", c.profession)
    org = m("ORGANIZATION", c.employer)
    parts.append(c.He + " " + (k % (prof, org)) if not k.startswith("%s") else "Occupation: %s" % (k % (prof, org)))
    parts.append("Lives with %s at home in %s." % (c.FR(0), m("CITY", c.city)))
    if c.chance(0.6):
        parts.append("%s %s is a %s." % (c.His, c.fam[1].rel, m("PROFESSION", c.fam_prof)))
    if c.chance(0.6):
        parts.append("Born in %s; moved to %s in %s." % (m("COUNTRY", c.country), m("STATE", c.state[0]), c.Dt(c.prior, "year")))
    parts.append(c.pick(["Former smoker, 20 pack-years, quit 10 years ago.", "Never smoker. Drinks 2 beers on weekends.",
                         "Denies tobacco, alcohol or drug use.", "Smokes 1/2 ppd. Occasional cannabis."]))
    return " ".join(p if p.endswith(".") else p + "." for p in parts)


def family_hx(c):
    r = c.r
    return "FHx: mother with %s, died at %s; father living, %s, with %s." % (
        c.pick(["breast cancer", "CHF", "stroke", "COPD"]), m("AGE", r.randint(48, 96)), m("AGE", r.randint(70, 99)),
        c.pick(["DM2", "CAD", "prostate cancer", "no major illness"]))


def sig_block(c, role="att", when=None):
    r = c.r
    d = when or c.visit
    lines = ["Electronically signed by %s on %s at %s" % (c.D(role, c.pick(["full_cred", "last_first_cred", "mi"])), c.Dt(d, "us"), H.clock(r))]
    if c.chance(0.5):
        lines.append("NPI: %s | Pager %s" % (m("LICENSE", c.npi), c.pager()))
    if c.chance(0.4):
        lines.append("Dictated by: %s  DD: %s  DT: %s" % (c.D(role, "full"), c.Dt(d, "us_short"), c.Dt(c.days(d, 1), "us_short")))
        lines.append("%s/%s" % (m("DOCTOR", (c.staff[role].first[0] + c.staff[role].last[0]).upper()), c.D("clerk", "initials")))
    if c.chance(0.4):
        lines.append("cc: %s; %s" % (c.D("pcp", c.pick(["dr_full", "full_cred"])), m("HOSPITAL", c.clinic)))
    return "\n".join(lines)


# ================================================================ 1 admission H&P
def admission_hp(c):
    r = c.r
    L = ["ADMISSION HISTORY AND PHYSICAL",
         m("HOSPITAL", c.hosp), header_block(c), "Admit date: %s %s" % (c.Dt(c.adm), H.clock(r)),
         "Attending: %s   Resident: %s" % (c.D("att", "dr_full"), c.D("res", "full_cred")),
         "PCP: %s, %s, ph %s" % (c.D("pcp", "dr_last"), m("HOSPITAL", c.clinic), c.Ph()), ""]
    dx = H.ICD[r.randrange(len(H.ICD))][1]
    L.append("CC: %s" % c.pick(["chest pain", "shortness of breath", "fever and cough", "fall at home", "abdominal pain", "confusion"]))
    L.append("")
    L.append("HPI: %s is a %s %s with a history of %s who presents with %s since %s. %s was brought in by %s after %s found %s %s near %s. %s"
             % (c.P(c.pick(["title", "title_full", "full"])), c.A(style=c.pick(["year_old", "words"])), c.sex_word, dx,
                c.pick(["worsening dyspnea", "pleuritic chest pain", "vomiting", "weakness"]),
                c.Dt(c.days(c.adm, -r.randint(1, 6)), c.pick(["wd", "wd_md", "md", "mon_day"])), c.He,
                c.FR(0), c.pick(["the " + c.friend.rel, c.his + " " + c.fam[1].rel]), "him" if c.pt.sex == "M" else "her",
                c.pick(["on the floor", "confused", "short of breath"]), m("LOCATION_OTHER", c.landmark), H.hn_sentences(r, 2)))
    L.append("Was last seen at %s on %s by %s." % (m("HOSPITAL", c.clinic2), c.Dt(c.prior), c.D("cons", "dr_last")))
    L.append("")
    L.append("PMH:\n" + H.icd_lines(r, style=c.pick(["num", "dash"])))
    L.append("Home meds:\n" + H.med_list(r))
    L.append("Allergies: " + c.pick(["NKDA", "penicillin (rash)", "sulfa - hives", "codeine (nausea)"]))
    L.append("SH: " + social(c))
    L.append(family_hx(c))
    L.append("")
    L.append("PE: " + H.vitals(r))
    L.append("Gen: " + c.pick(["NAD", "ill-appearing", "alert, oriented x3"]) + ". " + H.hn_sentences(r, 2))
    L.append("")
    L.append(H.lab_table(r))
    L.append("")
    L.append("A/P: %s %s admitted to %s for %s. %s" % (c.A(style=c.pick(["yo", "yo_nospace", "y/o"])), c.sex_word if c.chance(0.5) else "pt",
                                                  m("HOSPITAL", c.ward), dx, H.hn_sentences(r, 2)))
    L.append("- " + H.med_line(r))
    L.append("- DVT ppx: " + H.med_line(r))
    L.append("- Code status: %s, confirmed with %s (HCP) at %s" % (c.pick(["Full code", "DNR/DNI"]), c.F(0, "full"), c.Ph()))
    L.append("Anticipated discharge %s to %s." % (c.Dt(c.dis, c.pick(["wd", "md", "wd_md"])), c.pick(["home", m("HOSPITAL", c.carehome)])))
    L.append("")
    L.append(sig_block(c, "res"))
    L.append("Attending attestation: I saw and examined the patient with %s and agree with the plan. %s" % (c.D("res", "dr_last"), c.D("att", "full_cred")))
    return "\n".join(L)


# ================================================================ 2 discharge summary
def discharge_summary(c):
    r = c.r
    L = ["DISCHARGE SUMMARY", m("HOSPITAL", c.hosp) + " - " + m("HOSPITAL", c.ward), header_block(c, c.pick(["kv", "fixed", "pipe"])),
         "Admission: %s    Discharge: %s" % (c.Dt(c.adm), c.Dt(c.dis)),
         "Dates of stay: %s-%s" % (c.Dt(c.adm, "md"), c.Dt(c.dis, "md")),
         "Attending: %s" % c.D("att", c.pick(["full_cred", "dr_full"])), ""]
    dx = r.sample(H.ICD, 3)
    L.append("Principal diagnosis: %s (%s)" % (dx[0][1], dx[0][0]))
    L.append("Secondary: %s; %s" % (dx[1][1] + " " + dx[1][0], dx[2][1] + " " + dx[2][0]))
    L.append("")
    L.append("Hospital course: %s, a %s, was admitted via the ED on %s. %s On %s %s was seen by %s (%s). %s Discussed with %s by phone %s on %s."
             % (c.P(c.pick(["full", "title", "full_mi"])), c.A(style=c.pick(["year_old", "words", "years_old"])) + " " + c.sex_word,
                c.Dt(c.adm, c.pick(["wd_long", "long", "us"])), H.hn_sentences(r, 3), c.Dt(c.days(c.adm, 2), c.pick(["wd_md", "md", "wd"])),
                c.he, c.D("cons", c.pick(["dr_full", "full_cred"])), c.pick(["cardiology", "nephrology", "ID", "GI"]), H.hn_sentences(r, 2),
                c.FR(0), c.Ph(), c.Dt(c.days(c.dis, -1), "wd")))
    if c.chance(0.5):
        L.append("Device: %s placed %s, serial number %s." % (c.pick(["dual-chamber pacemaker", "PICC line", "insulin pump", "ICD"]),
                                                            c.Dt(c.days(c.adm, 1), "md"), m("DEVICE", c.device_sn)))
    L.append("")
    L.append("Discharge labs:")
    L.append(H.lab_table(r, n=r.randint(4, 7)))
    L.append("")
    L.append("Discharge medications:")
    L.append(H.med_list(r, bullet=c.pick(["- ", "* ", "  "])))
    L.append("Send to: %s, %s, tel %s" % (m("HOSPITAL", c.pharmacy), m("CITY", c.city), c.Ph()))
    L.append("")
    L.append("Disposition: %s" % c.pick(["home with %s" % c.FR(1), "%s, %s" % (m("HOSPITAL", c.carehome), c.addr(which=2)), "home with VNA services"]))
    L.append("Follow-up: %s at %s on %s at %s; %s in %s." % (c.D("pcp", "dr_last"), m("HOSPITAL", c.clinic),
                                                              c.Dt(c.next, c.pick(["wd_long", "us", "long"])), H.clock(r),
                                                              c.D("cons", "dr_last"), c.pick(["2 weeks", "1 month", "6 weeks"])))
    L.append("Patient instructions: %s Return to ED or %s for chest pain or trouble breathing." % (H.hn_sentences(r, 2), H.PUBLIC_NUMS[c.r.randrange(2)]))
    L.append("")
    L.append(sig_block(c, "att", c.dis))
    return "\n".join(L)


# ================================================================ 3 clinic visit
def clinic_visit(c):
    r = c.r
    tele = c.chance(0.5)
    L = ["%s - %s" % (m("HOSPITAL", c.clinic), c.pick(["Office Visit", "Follow-up Visit", "Annual Wellness Visit", "New Patient Visit"])),
         "Date of service: %s" % c.Dt(c.visit, c.pick(["us", "wd_long", "long"])),
         "Pt: %s  DOB %s  MRN %s" % (c.P(c.pick(["full", "last_first", "LAST_FIRST"])), c.Dt(c.dob), m("MRN", c.mrn)),
         "Provider: %s    Scribe: %s" % (c.D("pcp", c.pick(["dr_full", "full_cred"])), c.D("scribe", "full")), ""]
    if tele:
        L.append("S: %s f/u %s. %s" % (c.A(style=c.pick(["yo", "yo_nospace", "sex", "slash"])),
                                            c.pick(["HTN", "DM2", "knee OA", "COPD", "anxiety"]), H.hn_sentences(r, 3)))
        L.append("Since last visit (%s) reports %s. Accompanied by %s." % (c.Dt(c.prior, c.pick(["md", "month_year", "us_short"])),
                                                                                         c.pick(["more fatigue", "better sugars", "knee pain 5/10", "no new complaints"]), c.FR(1)))
        L.append("O: " + H.vitals(r, c.pick(["tele", "f"])))
        L.append(H.lab_table(r, c.pick(["inline", "tab"]), n=5))
        L.append("A: " + H.icd_lines(r, style="inline"))
        L.append("P: " + H.med_line(r) + "; " + H.hn_sentences(r, 1))
    else:
        L.append("Subjective")
        L.append("%s returns for follow-up of %s. %s %s says %s %s, %s, %s." % (
            c.P(c.pick(["title", "title_full", "first"])), c.pick(["hypertension", "diabetes", "chronic low back pain", "hypothyroidism"]),
            H.hn_sentences(r, 2), c.He, c.his, c.fam[0].rel, c.F(0, c.pick(["first", "full"])),
            c.pick(["has been helping with medications", "drives " + ("him" if c.pt.sex == "M" else "her") + " to appointments", "worries about falls"])))
        L.append("%s works as a %s at %s and has missed work since %s." % (c.He, m("PROFESSION", c.profession), m("ORGANIZATION", c.employer),
                                                                          c.Dt(c.days(c.visit, -r.randint(3, 20)), c.pick(["wd", "md", "mon_day"]))))
        L.append("")
        L.append("Objective")
        L.append(H.vitals(r, c.pick(["full", "list"])))
        L.append(H.lab_table(r, c.pick(["pipe", "fixed", "csv"])))
        L.append("")
        L.append("Assessment and plan")
        L.append(H.icd_lines(r, style="num"))
        L.append(H.med_list(r, n=3))
    L.append("Next visit %s; labs at %s beforehand. Referral sent to %s (fax %s)." % (
        c.Dt(c.next, c.pick(["month_year", "us", "wd_md"])), m("HOSPITAL", c.clinic2 if c.chance(0.5) else c.hosp), c.D("cons", c.pick(["dr_last", "dr_full"])), c.Fx()))
    L.append("")
    L.append("I, %s, scribed for %s. %s" % (c.D("scribe", "full"), c.D("pcp", "dr_last"), c.D("pcp", "full_cred")))
    return "\n".join(L)


# ================================================================ 4 emergency note
def emergency_note(c):
    r = c.r
    L = ["%s EMERGENCY DEPARTMENT" % m("HOSPITAL", c.hosp),
         "ED PROVIDER NOTE", "Arrival: %s %s by %s" % (c.Dt(c.visit, c.pick(["us", "us_short", "iso"])), H.clock(r), c.pick(["EMS", "private vehicle", "walk-in"])),
         "Pt: %s | %s | MRN %s | Visit %s" % (c.P(c.pick(["LAST_FIRST", "full"])), c.A(style=c.pick(["slash", "sex"])), m("MRN", c.mrn), m("ACCOUNT", c.enc)),
         "Bed: %s %s" % (c.pick(["ED", "Pod B", "Hall"]), m("LOCATION_OTHER", c.bed)), ""]
    mech = c.chance(0.45)
    if mech:
        L.append("HPI: %s %s restrained driver in MVC near %s in %s, %s, at approx %s today. Vehicle plate %s, VIN %s per police report. "
                 "Airbags deployed. %s" % (c.A(style=c.pick(["yo", "yo_nospace"])), c.sex_word, m("LOCATION_OTHER", c.landmark), m("CITY", c.city),
                                          m("STATE", c.state[1]), H.clock(r), m("VEHICLE", c.plate), m("VEHICLE", c.vin), H.hn_sentences(r, 2)))
        L.append("Officer %s (badge on file) at bedside; %s notified via %s." % (m("FAMILY", c.friend.full()), c.FR(0, "full"), c.Ph()))
    else:
        L.append("HPI: %s is a %s who presents with %s x %s. %s %s called 911. %s" % (
            c.P(c.pick(["title", "full", "first"])), c.A(style="year_old") + " " + c.sex_word,
            c.pick(["chest pain", "syncope", "RLQ pain", "headache", "SOB", "fever"]), c.pick(["2 days", "6 hours", "1 week", "3 hours"]),
            c.His, c.fam[0].rel + " " + c.F(0, "first"), H.hn_sentences(r, 2)))
        L.append("Identity confirmed by palm-vein scan, biometric ID %s." % m("BIOID", c.bioid) if c.chance(0.4) else
                 "Identity confirmed with driver's license %s." % m("LICENSE", c.dl))
    L.append("Triage: " + H.vitals(r, c.pick(["tele", "full", "f"])) + ", " + c.pick(H.SCORES))
    L.append("")
    L.append("ROS: otherwise negative x10. " + H.hn_sentences(r, 1))
    L.append("PMH: " + H.icd_lines(r, style="inline"))
    L.append("Meds: " + "; ".join(H.med_line(r) for _ in range(3)))
    L.append("SH: lives in %s with %s; %s" % (m("CITY", c.city), c.FR(1), c.pick(["retired " + m("PROFESSION", c.profession), "works as " + m("PROFESSION", c.profession)])))
    L.append("")
    L.append("ED course:")
    t0 = H.clock(r)
    L.append("%s  %s" % (t0, H.med_line(r)))
    L.append("%s  reassessed, %s" % (H.clock(r), c.pick(H.EPONYMS)))
    L.append("%s  d/w %s (%s), pager %s" % (H.clock(r), c.D("cons", "dr_last"), c.pick(["surgery", "cardiology", "neurology"]), c.pager()))
    L.append(H.lab_table(r, c.pick(["fixed", "tab", "inline"]), n=6))
    L.append("")
    L.append("Dispo: %s. %s" % (c.pick(["admit to " + m("HOSPITAL", c.ward), "discharged home", "transfer to " + m("HOSPITAL", "Fenwick Heart Institute")]),
                                 "Return precautions given; " + c.pick(H.PUBLIC_NUMS) + "."))
    L.append("%s, ED attending, %s | RN primary: %s" % (c.D("att", "dr_full"), c.Dt(c.visit, "us"), c.D("rn", "full")))
    return "\n".join(L)


# ================================================================ 5 operative report
def operative_report(c):
    r = c.r
    proc = c.pick(["Laparoscopic cholecystectomy", "Right total knee arthroplasty", "Left hip hemiarthroplasty",
                   "Dual-chamber pacemaker implantation", "Open inguinal hernia repair with mesh", "Lumbar L4-L5 decompression"])
    L = ["OPERATIVE REPORT", "%s  |  %s" % (m("HOSPITAL", c.hosp), c.pick(["Main OR", "OR 7", "Ambulatory Surgery"])),
         "Patient: %s   MRN: %s   DOB: %s" % (c.P(c.pick(["LAST_FIRST", "full_mi"])), m("MRN", c.mrn), c.Dt(c.dob)),
         "Date of surgery: %s" % c.Dt(c.visit, c.pick(["long", "us", "wd_long"])),
         "Surgeon: %s" % c.D("surg", c.pick(["dr_full", "full_cred", "mi"])),
         "Assistant: %s" % c.D("res", "full_cred"),
         "Anesthesia: general, %s" % c.D("anes", c.pick(["dr_last", "full_cred"])),
         "Circulating RN: %s   Scrub: %s" % (c.D("rn", c.pick(["full_cred", "full_cred_nocomma"])), c.D("rn2", "full")), "",
         "Preoperative diagnosis: " + H.icd_lines(r, 1, "inline"), "Procedure: " + proc, "ASA class %s. EBL %d mL. Fluids %d mL LR." % (c.pick(["II", "III"]), r.randint(10, 450), r.randint(500, 2200)), "",
         "Indications: %s is a %s %s %s. Risks, benefits and alternatives were discussed with the patient and %s %s, who agreed. Consent signed %s."
         % (c.P(c.pick(["title", "title_full"])), c.A(style=c.pick(["year_old", "words"])), c.sex_word, c.pick(["with symptomatic disease", "with failed conservative therapy", "after a fall at home"]),
            c.his + " " + c.fam[0].rel, c.F(0, c.pick(["full", "first"])), c.Dt(c.days(c.visit, -r.randint(1, 14)), c.pick(["md", "us", "wd_md"]))), "",
         "Description: The patient was identified in the holding area by name and date of birth, taken to the OR at %s. Time-out performed. %s"
         % (H.clock(r), H.hn_sentences(r, 2))]
    L.append("Implants:")
    L.append("| Item | Lot | Serial |")
    L.append("|---|---|---|")
    for _ in range(r.randint(1, 3)):
        sn = "%s%06d" % (c.pick(["KX", "TR", "PJN", "AZ"]), r.randint(0, 999999))
        L.append("| %s | LOT %d | %s |" % (c.pick(["Femoral component size 5", "Tibial tray 4", "Polyethylene insert 10 mm", "Pulse generator (Medtronic Azure)", "RA lead 52 cm", "Mesh 10x15 cm"]),
                                        r.randint(10000, 99999), m("DEVICE", sn)))
    L.append("Specimen: %s, accession %s, sent to pathology." % (c.pick(["gallbladder", "femoral head", "hernia sac", "bone fragments"]), m("IDNUM", c.accession)))
    L.append("Complications: none. Disposition: PACU, then %s, room %s. Aldrete 9." % (m("HOSPITAL", c.ward), m("LOCATION_OTHER", c.room)))
    L.append("Post-op update given to %s in the family lounge and by phone at %s." % (c.FR(0, "full"), c.Ph()))
    L.append("")
    L.append("%s\nDictated %s %s; transcribed by %s. Job #%s" % (c.D("surg", "full_cred"), c.Dt(c.visit, "us"), H.clock(r), c.D("clerk", "full"), m("IDNUM", "%07d" % r.randint(0, 9999999))))
    return "\n".join(L)


# ================================================================ 6 radiology report
def radiology_report(c):
    r = c.r
    exam = c.pick(["CT CHEST WITH CONTRAST", "MRI LUMBAR SPINE WITHOUT CONTRAST", "XR CHEST 2 VIEWS", "US ABDOMEN COMPLETE",
                   "CT HEAD WITHOUT CONTRAST", "MRI BRAIN WITH AND WITHOUT CONTRAST", "CTA PULMONARY"])
    L = ["%s  DEPARTMENT OF RADIOLOGY" % m("HOSPITAL", c.hosp),
         "EXAM: %s" % exam,
         "Patient: %s  MRN: %s  DOB: %s  %s" % (c.P(c.pick(["LAST_FIRST", "full"])), m("MRN", c.mrn), c.Dt(c.dob, c.pick(["us", "iso"])), c.A(style=c.pick(["slash", "sex", "yo"]))),
         "Accession: %s   Order: %s" % (m("IDNUM", c.accession), m("IDNUM", c.order)),
         "Exam date: %s %s" % (c.Dt(c.visit, c.pick(["us", "iso", "dash"])), H.clock(r)),
         "Ordering: %s   Location: %s, %s" % (c.D("att", c.pick(["last_first_cred", "full_cred", "dr_full"])), m("HOSPITAL", c.ward), m("LOCATION_OTHER", c.room)), "",
         "CLINICAL HISTORY: %s %s with %s. %s" % (c.A(style=c.pick(["yo", "y/o", "yo_nospace"])), c.sex_word, c.pick(["cough", "back pain radiating to left leg", "RUQ pain", "fall, headache", "dyspnea"]), c.pick(["r/o PE", "r/o cholecystitis", "eval for stenosis", ""])),
         "COMPARISON: %s from %s." % (c.pick(["CT", "Radiographs", "MRI"]), c.Dt(c.prior, c.pick(["us", "month_year", "long"]))) if c.chance(0.7) else "COMPARISON: None.",
         "TECHNIQUE: %s %s mL iohexol 350 IV. DLP %d mGy-cm." % (c.pick(["Axial images were obtained.", "Helical acquisition."]), r.randint(60, 100), r.randint(200, 1200)), ""]
    L.append("FINDINGS:")
    fnd = ["Lungs: %s" % c.pick(["clear", "4 mm nodule in the RUL, series 3 image 42", "bibasilar atelectasis"]),
           "Heart: %s" % c.pick(["normal size", "mild cardiomegaly", "small pericardial effusion"]),
           "Bones: %s" % c.pick(["no acute fracture", "degenerative change at L4-L5 with grade 1 anterolisthesis", "old healed rib fractures"])]
    if c.chance(0.4):
        fnd.append("Lines/devices: left chest pacemaker (device ID %s per chart) with leads in RA and RV." % m("DEVICE", c.device_sn))
    if c.chance(0.3):
        fnd.append("Baker's cyst measuring %.1f x %.1f cm." % (r.uniform(1, 5), r.uniform(1, 3)))
    L.extend(fnd)
    L.append("")
    L.append("IMPRESSION:")
    L.append("1. %s" % c.pick(["No pulmonary embolism.", "No acute intracranial abnormality.", "Cholelithiasis without cholecystitis.", "Moderate central canal stenosis at L4-L5."]))
    L.append("2. %s Fleischner follow-up in 12 months." % c.pick(["Indeterminate nodule.", "Incidental finding.", "Pulmonary nodule, 4 mm."]))
    L.append("")
    L.append("Critical result called to %s by %s at %s on %s; read back confirmed." % (
        c.D("att", c.pick(["dr_last", "dr_full"])), c.D("rad", "dr_last"), H.clock(r), c.Dt(c.visit, c.pick(["md", "us"]))))
    L.append("Reading radiologist: %s  Workstation %s  user %s" % (c.D("rad", c.pick(["full_cred", "last_first_cred"])), m("IPADDR", c.ip),
                                                                   m("USERNAME", "".join(ch for ch in (c.staff["rad"].first[0] + c.staff["rad"].last).lower() if ch.isascii() and ch.isalnum()))))
    L.append("Signed %s %s" % (c.Dt(c.visit, "us"), H.clock(r)))
    return "\n".join(L)


# ================================================================ 7 pathology report
def pathology_report(c):
    r = c.r
    L = ["SURGICAL PATHOLOGY REPORT", m("HOSPITAL", c.hosp) + " Laboratory, " + c.addr(which=2),
         "Case: %s" % m("IDNUM", c.accession),
         "Patient: %s   Sex: %s   Age: %s" % (c.P(c.pick(["LAST_FIRST", "last_first"])), c.pt.sex, m("AGE", c.age)),
         "MRN: %s   DOB: %s" % (m("MRN", c.mrn), c.Dt(c.dob)),
         "Collected: %s %s   Received: %s %s" % (c.Dt(c.visit, c.pick(["us", "us_nopad"])), H.clock(r), c.Dt(c.days(c.visit, 1), c.pick(["us", "us_nopad"])), H.clock(r)),
         "Submitting physician: %s (%s)" % (c.D("surg", c.pick(["dr_full", "last_first_cred"])), m("HOSPITAL", c.clinic)),
         "Requisition: %s" % m("IDNUM", "REQ-%06d" % r.randint(0, 999999)), ""]
    site = c.pick(["Colon, sigmoid, biopsy", "Skin, left forearm, shave", "Breast, right, core biopsy", "Prostate, 12-core biopsy",
                   "Duodenum, biopsy", "Gallbladder, cholecystectomy"])
    L.append("SPECIMEN: A. %s" % site)
    L.append("GROSS: Received in formalin labeled with the patient's name (%s) and MRN, consisting of %d tan fragments, %.1f x %.1f x %.1f cm. "
             "Entirely submitted in cassettes A1-A%d." % (c.P(c.pick(["LAST_FIRST", "initials"])), r.randint(1, 8), r.uniform(0.1, 2.5), r.uniform(0.1, 2), r.uniform(0.1, 1), r.randint(1, 6)))
    L.append("MICROSCOPIC: " + c.pick(["Marsh 3a villous atrophy with intraepithelial lymphocytosis.", "Invasive ductal carcinoma, Nottingham grade 2 (3+2+1).",
                                         "Adenocarcinoma, Gleason 3+4=7 (grade group 2), 3 of 12 cores.", "Tubular adenoma, no high-grade dysplasia.",
                                         "Chronic cholecystitis with cholelithiasis.", "Basal cell carcinoma, nodular type; margins clear by 2 mm."]))
    L.append("Ki-67 %d%%. ER %d%%, PR %d%%, HER2 %s." % (r.randint(2, 60), r.randint(0, 100), r.randint(0, 100), c.pick(["1+", "2+ (FISH sent)", "0"])) if c.chance(0.4) else H.hn_sentences(r, 1))
    L.append("")
    L.append("DIAGNOSIS: " + c.pick(["See microscopic.", "As above.", "Benign."]))
    L.append("ICD-10: " + H.icd_lines(r, 1, "inline"))
    L.append("")
    L.append("Intradepartmental consult: %s agrees." % c.D("cons", c.pick(["dr_last", "prof"])))
    L.append("Results phoned to %s's office (%s) on %s at %s; spoke with %s." % (m("DOCTOR", c.staff["surg"].last), c.Ph(ext=c.chance(0.5)),
                                                                             c.Dt(c.days(c.visit, 2), c.pick(["wd_md", "md", "us"])), H.clock(r), c.D("clerk", "full")))
    L.append("Pathologist: %s  License %s" % (c.D("path", c.pick(["full_cred", "mi", "last_first_cred"])), m("LICENSE", c.medlic)))
    L.append("Electronically signed %s" % c.Dt(c.days(c.visit, 2), c.pick(["us", "long"])))
    L.append("Copy to: %s, %s; fax %s" % (c.D("pcp", "dr_full"), m("HOSPITAL", c.clinic), c.Fx()))
    return "\n".join(L)


# ================================================================ 8 nursing note
def nursing_note(c):
    r = c.r
    shift = c.pick(["0700-1900", "1900-0700", "day shift", "night shift"])
    L = ["NURSING PROGRESS NOTE - %s, room %s bed %s" % (m("HOSPITAL", c.ward), m("LOCATION_OTHER", c.room), m("LOCATION_OTHER", c.bed)),
         "%s  %s  MRN %s  Shift %s %s" % (c.P(c.pick(["LAST_FIRST", "full", "first_init"])), c.A(style=c.pick(["slash", "sex", "yo_nospace"])), m("MRN", c.mrn),
                                          c.Dt(c.visit, c.pick(["us", "md", "wd_md"])), shift), ""]
    tfmt = c.pick(["%02d:%02d", "%02d%02d"])
    times = [tfmt % hm for hm in sorted((r.randint(0, 23), r.choice([0, 10, 15, 20, 30, 40, 45, 50])) for _ in range(r.randint(5, 9)))]
    ev = [lambda: "Assessed. A&Ox%d, %s" % (r.randint(2, 4), H.vitals(r, "tele")),
          lambda: "Given " + H.med_line(r) + " per MAR.",
          lambda: "%s at bedside, updated on plan." % c.FR(r.randrange(2), c.pick(["first", "full"])),
          lambda: "Call light within reach, bed low and locked. Morse %d." % r.randint(15, 75),
          lambda: "Foley draining clear yellow urine, %d mL." % r.randint(100, 900),
          lambda: "%s called from %s, message taken." % (c.F(2, "full"), c.Ph()),
          lambda: "Pt states \"%s\"." % c.pick(["I hope to go home tomorrow", "will you call my family", "the pain is a 6 now"]),
          lambda: "Paged %s (pager %s) re: %s; orders received." % (c.D("res", "dr_last"), c.pager(), c.pick(["BP 88/50", "HR 128", "glucose 48 mg/dL", "K 5.9 mmol/L"])),
          lambda: "Repositioned q2h. Braden %d. Skin intact." % r.randint(10, 20),
          lambda: "Sitter %s at bedside per fall protocol." % c.D("rn2", "full"),
          lambda: "Pyxis override documented; fingerprint ID %s." % m("BIOID", c.bioid),
          lambda: "Patient's car (plate %s) in visitor lot per security." % m("VEHICLE", c.plate),
          lambda: "IV pump %s replaced; new pump serial %s." % (c.pick(["Alaris", "Sigma"]), m("DEVICE", "%s%06d" % (c.pick(["AL", "SG", "IVP"]), r.randint(0, 999999)))),
          lambda: "Glucose %d mg/dL at fingerstick; %s given per sliding scale." % (r.randint(60, 320), c.pick(["insulin lispro 2 units SC", "insulin lispro 4 units SC", "no insulin"])),
          lambda: "Daughter-in-law %s asked for update; HIPAA release on file, verified password." % m("FAMILY", c.fam[2].full())]
    for t, ev_fn in zip(times, r.sample(ev, len(times))):
        L.append("%s %s" % (t, ev_fn()))
    L.append("")
    L.append("Plan: " + H.hn_sentences(r, 2))
    if c.chance(0.5):
        L.append("SBAR given to %s at %s." % (c.D("rn2", c.pick(["full_cred", "full_cred_nocomma", "first"])), times[-1]))
    L.append("Documented by %s (user %s) on %s, %s ext %s" % (c.D("rn", c.pick(["full_cred", "full_cred_nocomma"])), m("USERNAME", c.staff_user),
                                                            c.Dt(c.visit, "us"), m("HOSPITAL", c.ward), c.ext()))
    return "\n".join(L)


# ================================================================ 9 portal message
def portal_message(c):
    r = c.r
    L = ["From: %s <%s>" % (c.P("full"), c.email()),
         "To: %s Care Team (%s)" % (m("HOSPITAL", c.clinic), c.D("pcp", "dr_last")),
         "Sent: %s %s" % (c.Dt(c.visit, c.pick(["wd_long", "us", "abbr"])), H.clock(r)),
         "Portal user: %s   Login IP: %s" % (m("USERNAME", c.username), m("IPADDR", c.ip)),
         "Subject: %s" % c.pick(["refill request", "question about my labs", "side effects", "forms for work", "appointment"]), ""]
    body = [
        "Hi %s, this is %s. %s" % (c.D("pcp", c.pick(["dr_last", "first"])), c.P(c.pick(["first", "full", "nick" if c.nick else "first"])),
                                    c.pick(["I hope you are well.", "Sorry to bother you again.", "Quick question."])),
        "I have been taking the %s like you said since %s but I still feel %s." % (H.med_line(r).split(" ")[0], c.Dt(c.days(c.visit, -r.randint(2, 12)), c.pick(["wd", "mon_day", "md"])),
                                                                               c.pick(["dizzy", "tired", "swollen", "short of breath on the stairs"])),
        "My %s %s says I should ask. %s is a %s so %s knows a bit." % (c.fam[0].rel, c.F(0, "first"), c.F(0, "first"), m("PROFESSION", c.fam_prof), "she" if c.fam[0].sex == "F" else "he"),
        "Also my employer %s needs a note for my absence from %s to %s. Fax is %s, attention %s in HR." % (
            m("ORGANIZATION", c.employer), c.Dt(c.days(c.visit, -5), "md"), c.Dt(c.visit, "md"), c.Fx(), m("FAMILY", c.friend.full())),
        "We will be away for %s visiting family in %s." % (m("DATE", c.pick(["Thanksgiving", "Christmas", "Easter", "the Fourth of July"])), m("COUNTRY", c.country)),
        "You can call me at %s or my cell %s. Thank you! %s" % (c.Ph(), c.Ph(), c.P(c.pick(["first", "initials", "full"])))]
    L.extend(body)
    L.append("")
    L.append("----- Reply -----")
    L.append("From: %s, %s | %s %s" % (c.D("np", "full"), c.staff["np"].cred, c.Dt(c.days(c.visit, 1), c.pick(["us", "wd_md"])), H.clock(r)))
    L.append("Hello %s, thanks for your message. %s Please keep taking %s. We will fax the work note to %s today. If you have chest pain, %s. Crisis support: %s. "
             "You can also view results at %s. %s" % (c.P(c.pick(["title", "first"])), H.hn_sentences(r, 1), H.med_line(r), m("ORGANIZATION", c.employer),
                                                      c.pick(["call 911", "dial 911", "call 911 right away"]), c.pick(["the 988 Suicide & Crisis Lifeline", "call or text 988", "TTY 711"]), c.url(), c.D("np", "first")))
    L.append("Routing: %s; reviewed by user %s" % (c.D("pcp", "full_cred"), m("USERNAME", c.staff_user)))
    return "\n".join(L)


# ================================================================ 10 referral letter
def referral_letter(c):
    r = c.r
    L = [m("HOSPITAL", c.clinic), c.addr(which=2), "Tel %s  Fax %s" % (c.Ph(), c.Fx()), "",
         c.Dt(c.visit, c.pick(["long", "abbr", "us"])), "",
         "%s" % c.D("cons", "dr_full"), m("HOSPITAL", c.clinic2), "",
         "Re: %s, DOB %s, MRN %s" % (c.P(c.pick(["full", "full_mi", "title_full"])), c.Dt(c.dob), m("MRN", c.mrn)),
         "Insurance: %s, member ID %s, group %s" % (m("ORGANIZATION", c.insurer), m("HEALTHPLAN", c.member), m("HEALTHPLAN", c.group)), "",
         "Dear %s," % c.D("cons", c.pick(["dr_last", "prof"])), "",
         "Thank you for seeing %s, a %s %s, for %s. %s first noticed symptoms around %s. %s" % (
             c.P(c.pick(["title", "title_full", "full"])), c.A(style=c.pick(["year_old", "words"])), c.sex_word,
             c.pick(["evaluation of atrial fibrillation", "a thyroid nodule", "progressive memory loss", "refractory GERD", "suspected sleep apnea"]),
             c.He, c.Dt(c.prior, c.pick(["month_year", "year", "mon_day"])), H.hn_sentences(r, 2)),
         "", "Relevant history: " + H.icd_lines(r, style="inline") + ".",
         "Current medications:\n" + H.med_list(r, n=4),
         "Recent results:\n" + H.lab_table(r, c.pick(["pipe", "fixed", "csv", "tab"]), n=5), "",
         "%s is a %s and lives in %s with %s. %s is %s primary contact (%s)." % (c.P(c.pick(["first", "title"])), m("PROFESSION", c.profession), m("CITY", c.city),
                                                                             c.FR(0, "full"), c.F(0, "first"), c.his, c.Ph()),
         "%s %s" % (c.pick(["Please note the patient prefers morning appointments.", "An interpreter is needed.", "The patient will bring prior imaging on CD."]),
                    c.pick(["We hope to hear from you soon.", "Will be glad to discuss by phone.", "Kind regards."])), "",
         "Sincerely,", "", c.D("pcp", c.pick(["full_cred", "mi"])), "NPI %s" % m("LICENSE", c.npi),
         "%s" % c.email(c.staff["pcp"]), "",
         "cc: %s; patient" % c.D("att", "dr_full")]
    return "\n".join(L)


# ================================================================ 11 prior authorization
def prior_authorization(c):
    r = c.r
    svc = c.pick([("MRI lumbar spine", "72148"), ("CPAP device", "E0601"), ("adalimumab 40 mg SC q2w", "J0135"),
                  ("total knee arthroplasty", "27447"), ("continuous glucose monitor", "K0554"), ("CT coronary angiography", "75574")])
    L = ["PRIOR AUTHORIZATION REQUEST", "To: %s Utilization Management  Fax %s" % (m("ORGANIZATION", c.insurer), c.Fx()),
         "From: %s  Phone %s  Fax %s" % (m("HOSPITAL", c.clinic), c.Ph(ext=True), c.Fx()),
         "Date submitted: %s" % c.Dt(c.visit, c.pick(["us", "iso"])), "",
         "MEMBER INFORMATION",
         "%-18s%s" % ("Name:", c.P(c.pick(["LAST_FIRST", "full"]))),
         "%-18s%s" % ("DOB:", c.Dt(c.dob, c.pick(["us", "us_nopad"]))),
         "%-18s%s" % ("Member ID:", m("HEALTHPLAN", c.member)),
         "%-18s%s" % ("Group #:", m("HEALTHPLAN", c.group)),
         "%-18s%s" % ("Address:", c.addr()),
         "%-18s%s" % ("Phone:", c.Ph()), "",
         "PROVIDER INFORMATION",
         "Requesting: %s  NPI %s  DEA %s" % (c.D("att", c.pick(["full_cred", "last_first_cred"])), m("LICENSE", c.npi), m("LICENSE", c.dea)),
         "Contact: %s, prior auth coordinator, %s" % (c.D("clerk", "full"), c.org_email("priorauth")), "",
         "SERVICE REQUESTED: %s, CPT/HCPCS %s, units 1" % (svc[0], svc[1]),
         "Diagnosis codes: " + H.icd_lines(r, 2, "inline"),
         "Place of service: %s" % m("HOSPITAL", c.hosp), ""]
    if "CPAP" in svc[0] or "glucose" in svc[0]:
        L.append("Current device serial %s to be replaced (out of warranty)." % m("DEVICE", c.device_sn))
    L.append("CLINICAL SUMMARY: %s %s with %s. Tried %s since %s without relief; %s. %s" % (
        c.A(style=c.pick(["yo", "y/o", "yo_nospace", "sex"])), c.sex_word, c.pick(["chronic radicular pain", "severe OSA, AHI 38", "moderate plaque psoriasis", "end-stage OA"]),
        H.med_line(r), c.Dt(c.prior, c.pick(["month_year", "us", "year"])), c.pick(H.SCORES), H.hn_sentences(r, 1)))
    L.append("Patient works as a %s; condition limits duties at %s." % (m("PROFESSION", c.profession), m("ORGANIZATION", c.employer)))
    L.append("Per the No Surprises Act and plan terms, please respond within 72 hours (urgent) or 15 days (standard).")
    L.append("")
    L.append("DETERMINATION (payer use)")
    L.append("Reference #: %s  Auth #: %s" % (m("IDNUM", c.claim_ref), m("IDNUM", c.auth)))
    L.append("Status: %s  Valid %s through %s" % (c.pick(["Approved", "Pended - info requested", "Denied - not medically necessary"]),
                                                 c.Dt(c.visit, "us"), c.Dt(c.days(c.visit, 90), "us")))
    L.append("Reviewer: %s, medical director; nurse reviewer %s" % (c.D("cons", "full_cred"), c.D("cm", "full_cred")))
    L.append("Appeals: %s or %s" % (c.url("appeals"), c.Ph()))
    return "\n".join(L)


# ================================================================ 12 legal correspondence
def legal_records(c):
    r = c.r
    kind = c.pick(["subpoena", "request", "request"])
    L = []
    if kind == "subpoena":
        L += ["RESPONSE TO SUBPOENA DUCES TECUM",
              "IN THE CIRCUIT COURT OF %s, %s" % (m("CITY", c.county.upper()), m("STATE", c.state[0].upper())),
              "Case No. %s" % m("IDNUM", c.case_no),
              "%s v. %s" % (c.P("full"), m("ORGANIZATION", c.employer)), ""]
    else:
        L += ["AUTHORIZATION AND REQUEST FOR RELEASE OF PROTECTED HEALTH INFORMATION", "Pursuant to 45 CFR 164.508", ""]
    L.append(c.Dt(c.visit, c.pick(["long", "abbr"])))
    L.append("")
    L.append("%s\n%s\n%s" % (m("FAMILY", c.friend.full()) + ", Esq.", m("ORGANIZATION", c.lawfirm), c.addr(which=2)))
    L.append("")
    L.append("Re: Patient %s; DOB %s; SSN %s; MRN %s" % (c.P(c.pick(["full", "full_mi", "LAST_FIRST"])), c.Dt(c.dob), m("SSN", c.ssn), m("MRN", c.mrn)))
    L.append("Dates of service requested: %s to %s" % (c.Dt(c.prior), c.Dt(c.visit)))
    L.append("")
    L.append("Dear %s %s:" % ("Mr." if c.friend.sex == "M" else "Ms.", m("FAMILY", c.friend.last)))
    L.append("")
    L.append("%s (the \"Hospital\") is in receipt of your %s dated %s regarding %s. In accordance with HIPAA and %s, we enclose %d pages of records. "
             "The records custodian, %s, certifies that they are true copies kept in the regular course of business."
             % (m("HOSPITAL", c.hosp), "subpoena" if kind == "subpoena" else "request", c.Dt(c.days(c.visit, -r.randint(5, 30)), "us"),
                c.P(c.pick(["title", "title_full"])), c.pick(H.LAWS), r.randint(12, 480), c.D("clerk", "full")))
    if c.chance(0.6):
        L.append("The records relate to a motor vehicle collision on %s involving vehicle VIN %s, plate %s, near %s." % (
            c.Dt(c.prior, c.pick(["long", "us"])), m("VEHICLE", c.vin), m("VEHICLE", c.plate), m("LOCATION_OTHER", c.landmark)))
    L.append("Requester identity verified by driver's license %s and fingerprint ID %s." % (m("LICENSE", c.dl), m("BIOID", c.bioid)))
    L.append("Records substance-use treatment information is withheld under 42 CFR Part 2 absent specific consent.")
    L.append("")
    L.append("Access audit (EHR) for the requested period:")
    L.append("user,date,time,ip,action")
    for _ in range(r.randint(2, 5)):
        who = c.pick([m("USERNAME", c.staff_user), m("USERNAME", c.username),
                      m("USERNAME", "".join(ch for ch in (c.staff["att"].first[0] + c.staff["att"].last).lower() if ch.isascii() and ch.isalnum()))])
        ip = "%d.%d.%d.%d" % (10, r.randint(0, 255), r.randint(0, 255), r.randint(1, 254)) if c.chance(0.5) else "192.168.%d.%d" % (r.randint(0, 255), r.randint(1, 254))
        L.append("%s,%s,%s,%s,%s" % (who, c.Dt(c.days(c.prior, r.randint(0, 30)), "iso"), H.clock(r).replace(" ", ""), m("IPADDR", ip), c.pick(["view", "print", "edit", "release"])))
    L.append("")
    L.append("Invoice %s for copying fees (per state schedule) is enclosed; billing account %s." % (m("IDNUM", "INV-%05d" % r.randint(0, 99999)), m("ACCOUNT", c.acct)))
    L.append("Questions: Health Information Management, %s, %s, or %s." % (c.Ph(ext=True), c.Fx(), c.org_email("him.requests")))
    L.append("")
    L.append("Respectfully,\n%s\nRelease of Information Specialist, %s\ncc: %s; %s" % (c.D("clerk", "full"), m("HOSPITAL", c.hosp), c.P("full"), m("ORGANIZATION", c.lawfirm)))
    return "\n".join(L)


# ================================================================ 13 disability form
def disability_form(c):
    r = c.r
    L = ["ATTENDING PHYSICIAN STATEMENT OF DISABILITY", "%s  Claims: %s  %s" % (m("ORGANIZATION", c.insurer), c.Ph(), c.url("claims")),
         "Form for %s purposes" % c.pick(["FMLA", "short-term disability", "long-term disability", "Social Security disability"]), "",
         "PART A - EMPLOYEE",
         "1. Name: %s" % c.P(c.pick(["LAST_FIRST", "full", "full_mi"])),
         "2. SSN: %s    DOB: %s" % (m("SSN", c.ssn), c.Dt(c.dob)),
         "3. Address: %s" % c.addr(),
         "4. Employer: %s, %s, %s" % (m("ORGANIZATION", c.employer), m("CITY", c.city2), m("STATE", c.state[1])),
         "5. Job title: %s" % m("PROFESSION", c.profession),
         "6. Supervisor: %s  Tel %s" % (m("FAMILY", c.friend.full()), c.Ph(ext=True)),
         "7. Policy/member no.: %s" % m("HEALTHPLAN", c.member),
         "8. Claim account: %s" % m("ACCOUNT", c.acct), "",
         "PART B - PHYSICIAN",
         "Date of first visit for this condition: %s" % c.Dt(c.prior, c.pick(["us", "us_short"])),
         "Last visit: %s    Next visit: %s" % (c.Dt(c.visit, "us"), c.Dt(c.next, c.pick(["us", "month_year"]))),
         "Primary diagnosis: " + H.icd_lines(r, 1, "inline"),
         "Secondary: " + H.icd_lines(r, 2, "inline"),
         "Objective findings: " + H.vitals(r, c.pick(["tele", "full"])) + " " + c.pick(H.EPONYMS) + "; " + c.pick(H.SCORES) + ".",
         "Restrictions: no lifting > 10 lb; no prolonged standing > 30 min; sedentary work only.",
         "Unable to work from %s through %s (estimated). Hospitalized at %s %s-%s." % (
             c.Dt(c.days(c.visit, -r.randint(1, 20)), c.pick(["us", "md"])), c.Dt(c.days(c.visit, r.randint(14, 90)), c.pick(["us", "md"])),
             m("HOSPITAL", c.hosp), c.Dt(c.adm, "md"), c.Dt(c.dis, "md")), ""]
    fmt = c.pick(["tab", "fixed"])
    L.append("Treatment history:")
    rows = [(c.Dt(c.days(c.prior, 30 * i), "us"), c.pick(["office visit", "PT eval", "MRI", "injection", "surgery"]), c.D(c.pick(["pcp", "cons", "pt_ther", "surg"]), "full"))
            for i in range(r.randint(2, 4))]
    for d, v, who in rows:
        L.append(("%s\t%s\t%s" if fmt == "tab" else "%s  %-14s %s") % (d, v, who))
    L.append("")
    L.append("Patient is %s. Spouse %s assists with ADLs; %s is a %s." % (
        c.A(style=c.pick(["years_old", "yo"])), c.F(0, "full"), c.F(0, "first"), m("PROFESSION", c.fam_prof)))
    L.append("Accommodation under the Americans with Disabilities Act may be appropriate.")
    L.append("")
    L.append("Physician: %s  License %s  NPI %s" % (c.D("pcp", c.pick(["full_cred", "mi"])), m("LICENSE", c.medlic), m("LICENSE", c.npi)))
    L.append("Practice: %s, %s  Phone %s  Fax %s" % (m("HOSPITAL", c.clinic), c.addr(which=2), c.Ph(), c.Fx()))
    L.append("Signature on file  Date %s" % c.Dt(c.visit, "us_short"))
    L.append("Return to: claims intake %s" % c.org_email("claims.intake"))
    return "\n".join(L)


GENRES = {
    "admission_hp": admission_hp,
    "discharge_summary": discharge_summary,
    "clinic_visit": clinic_visit,
    "emergency_note": emergency_note,
    "operative_report": operative_report,
    "radiology_report": radiology_report,
    "pathology_report": pathology_report,
    "nursing_note": nursing_note,
    "portal_message": portal_message,
    "referral_letter": referral_letter,
    "prior_authorization": prior_authorization,
    "legal_records_request": legal_records,
    "disability_form": disability_form,
}
