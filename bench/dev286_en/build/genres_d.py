"""Genres: telephone encounters, video remote interpreting (VRI) session logs,
consent forms with interpreter declarations."""
import case as C
import clinical as K
import common as M
import phi_format as F
from notebuild import Note

_PLATFORMS = ["InterpreNow Connect v4.2", "LinguaLink VRI 3.8", "ClearView Remote Interp (build 2291)",
              "SignStream Pro 5.1", "TeleLingo Cart OS 2.4.7", "Vocalis VRI Gateway 7"]
_ENDPOINTS = ["iPad Air (5th gen) on floor stand", "Samsung Galaxy Tab S8 on IV-pole mount", "Polycom RealPresence Group 310 cart",
              "Dell Latitude 5440 laptop", "Cisco Webex Desk Pro", "Surface Pro 9 on wall bracket"]


# ------------------------------------------------------- telephone_encounter

def telephone_encounter(rng, country, lower):
    sc = K.pick_scenario(rng)
    c = M.case_for(rng, country, sc, sign=False)
    n = Note(lower)
    k = rng.randrange(3)
    n.t(rng.choice(["TELEPHONE ENCOUNTER", "Telephone consultation", "Phone Note", "TELEPHONE TRIAGE", "Tel/ Encounter"]) + "\n")
    n.t("Pt: ").seq(M.pt_name(rng, c, rng.choice(["caps_lf", "full", "lf"]))).t("   ")
    M.dob_line(n, rng, c)
    n.t("   ")
    n.f("{lab} {MRN:m}\n", lab="NHS No" if c.get("nhs") else M.mrn_label(rng, c), m=c["nhs"] if c.get("nhs") else c["mrn"])
    n.f("Date/Time: {DATE:d} {t}   Call: {dir}\n", d=M.D(rng, c), t=F.fmt_time(rng), dir=rng.choice(["outgoing", "incoming", "return call", "scheduled telephone appt"]))
    if rng.random() < 0.5:
        n.t("Spoke to: ").f("{r} ", r=c["fam"]["rel"]).seq(M.fam_name(rng, c, "full")).f(" on {PHONE:p} (pt consent on file)\n", p=c["fam"]["phone"])
    else:
        n.f("Spoke to: patient on {PHONE:p}\n", p=rng.choice([c["pt_mobile"], c["pt_phone"]]))
    n.f("Interpreter: {l} via {ORGANIZATION:a} OPI, ID {IDNUM:i}", l=c["lang"], a=c["agency"], i=c["interp_id"])
    n.t(rng.choice([" (3-way call)", " - conference", " on speaker", ""])).nl()
    if k == 0:
        n.f("Reason: results - {l}\n", l=sc["labs"].split(",")[0])
        n.f("S: Called with results. {h}\n", h=sc["hpi"].split(".")[0] + ".")
        n.f("Results discussed: {l}\n", l=sc["labs"])
        n.f("A/P: {p}\n", p=sc["plan"])
    elif k == 1:
        n.f("Reason: medication query ({m})\n", m=rng.choice([m for m in sc["meds"] if not m.startswith("nil")] or ["paracetamol 1 g QDS PRN"]))
        n.t("S: " + rng.choice(["Pt unsure how to take new tablets - had been taking both in the morning.",
                                "Pharmacy gave different brand, pt thought it was a different medicine.",
                                "Ran out 3/7 ago, asking for repeat.",
                                "Side effects - nausea since starting, wants to stop."]) + "\n")
        n.f("Current meds:\n{m}", m=K.med_block(rng, sc, "  * "))
        n.t("A/P: Instructions repeated via interpreter; pt repeated back correctly. ")
        n.t(rng.choice(["Repeat sent to pharmacy.", "Dosette box arranged with community pharmacy.", "Review in clinic as planned.", "Advised to continue and call if worse."])).nl()
    else:
        n.f("Reason: triage - {pc}\n", pc=sc["pc"])
        n.f("S: {h}\n", h=sc["hpi"])
        n.t("Red flags asked via interpreter: " + rng.choice(["chest pain - no; SOB - no; fever - yes (38.2 at home)", "bleeding - no; severe pain - no", "confusion - no; fall - no; vomiting - once"]) + "\n")
        n.t("Disposition: " + rng.choice(["same-day appt booked with interpreter", "advised ED if worsens", "routine appt", "home care advice, safety-net given"]))
        nd = F.workday(F.shift(c["enc"], rng.randrange(0, 5)))
        n.f(" - {DATE:d} {t}\n", d=M.D(rng, c, nd), t=F.fmt_time(rng))
    if rng.random() < 0.6:
        ph = rng.choice(["Pharmacy", "Chemist", "Drug Mart", "Apothecary", "Pharmacy & Wellness"])
        town = rng.choice(__import__("pools_places").TOWNS[c["country"]])
        n.f("Pharmacy: {HOSPITAL:ph}  Tel {PHONE:p}", ph=rng.choice(["%s %s" % (town, ph), "%s Street %s" % (rng.choice(__import__("pools_places").STREET_BASES), ph)]), p=F.phone(rng, c["country"], "land"))
        if rng.random() < 0.5:
            n.f("  Fax {FAX:fx}", fx=F.phone(rng, c["country"], "land"))
        n.nl()
    if rng.random() < 0.6:
        nd = F.workday(F.shift(c["enc"], rng.randrange(7, 60)))
        n.f("Next appt: {DATE:d} with ", d=M.D(rng, c, nd)).seq(M.staff_name(rng, c, "doc", "dr_last"))
        n.f(" at {HOSPITAL:h} - {l} interpreter booked (ref {IDNUM:b})\n", h=c["hosp"], l=c["lang"], b=c["booking"])
    if rng.random() < 0.5:
        n.t("Previous attempt: ").f("{DATE:d}", d=M.D(rng, c, F.shift(c["enc"], -rng.randrange(1, 4)))).t(" - no answer; no voicemail left (no interpreter for VM).\n")
    n.f("Callback no. verified: {PHONE:p}\n", p=c["pt_mobile"])
    if rng.random() < 0.3:
        n.f("Billing: {cd}\n", cd=rng.choice(["CPT 99442 (11-20 min telephone E/M)", "MBS item 91891 (phone, >6 min)", "no charge - nurse call", "Read code 9N31. telephone encounter", "OHIP K082 n/a"]))
    n.f("Time: {a} min (interpreter connect {b} min)\n", a=str(rng.randrange(6, 30)), b=str(rng.randrange(1, 6)))
    if rng.random() < 0.4:
        n.f("{hn}\n", hn=K.hard_neg(rng, 1, c["sign"]))
    n.t("Signed: ").seq(M.staff_name(rng, c, "nurse", rng.choice(["full_cred", "init_last_cred", "full"]), c["nurse_cred"]))
    n.f("  {DATE:d} {t}\n", d=M.D(rng, c), t=F.fmt_time(rng))
    if rng.random() < 0.4:
        n.t("Routed to: ").seq(M.staff_name(rng, c, "doc", "dr_full")).t(" for review\n")
    return n


# ------------------------------------------------------------ vri_session_log

def vri_session_log(rng, country, lower):
    c = C.make_case(rng, country)
    n = Note(lower)
    plat = rng.choice(_PLATFORMS)
    sid = F.idnum(rng, "session")
    n.f("VRI SESSION LOG - {p}\n", p=plat)
    n.f("Session ID: {IDNUM:s}\n", s=sid)
    n.f("Room link: {URL:u}\n", u=F.url(rng, c["agency"], "/join/%s" % sid.lower().replace(" ", "")))
    n.f("Endpoint: {e}  asset {DEVICE:a}", e=rng.choice(_ENDPOINTS), a=F.device_serial(rng, "asset"))
    if rng.random() < 0.6:
        n.f("  S/N {DEVICE:sn}", sn=F.device_serial(rng, "tablet"))
    n.f("\nMAC {DEVICE:m}  IP {IPADDR:ip}  GW {IPADDR:gw}\n", m=F.device_serial(rng, "mac"), ip=F.ipaddr(rng), gw=F.ipaddr(rng))
    n.f("Location: {HOSPITAL:h}, {HOSPITAL:w}, {r}\n", h=c["hosp"], w=c["ward"], r=c["room"])
    n.f("Initiated by: {USERNAME:u} (", u=c["user_doc"]).seq(M.staff_name(rng, c, "doc", rng.choice(["full", "dr_last"]))).f(")  {DATE:d}\n", d=M.D(rng, c))
    n.f("Language requested: {l}   Queue time: 00:{q}\n", l=c["lang"], q="%02d:%02d" % (rng.randrange(0, 12), rng.randrange(60)))
    n.t("Interpreter: ")
    if rng.random() < 0.5:
        n.f("#{IDNUM:i}", i=c["interp_id"].lstrip("#"))
    else:
        n.seq(M.interp_name(rng, c, rng.choice(["first", "first_init"]))).f(" (ID {IDNUM:i})", i=c["interp_id"])
    n.f(" - {ORGANIZATION:a}\n", a=c["agency"])
    n.t("Patient: ").seq(M.pt_name(rng, c, rng.choice(["initials", "caps_lf", "full"]))).f("  {lab} {MRN:m}\n", lab=M.mrn_label(rng, c), m=c["mrn"])
    n.t("\nEvents:\n")
    t = rng.randrange(8 * 3600, 19 * 3600)
    hms = lambda x: "%02d:%02d:%02d" % (x // 3600 % 24, x // 60 % 60, x % 60)
    evs = ["call placed", "interpreter connected", "video freeze - bandwidth %.1f Mbps" % (rng.randrange(2, 9) / 10.0),
           "audio-only fallback", "video restored", "interpreter requested camera reposition (hands out of frame)" if c["sign"] else "interpreter asked clinician to speak closer to mic",
           "third party added: ", "call ended by client", "survey: 4/5"]
    chosen = [evs[0], evs[1]] + rng.sample(evs[2:7], rng.randrange(1, 5)) + [evs[7]] + ([evs[8]] if rng.random() < 0.4 else [])
    for e in chosen:
        t += rng.randrange(20, 600)
        n.t("  %s  " % hms(t))
        if e == "third party added: ":
            n.t(e).f("{PHONE:p}", p=c["fam"]["phone"]).t(" (").f("{r}", r=c["fam"]["rel"]).t(")\n")
        else:
            n.t(e + "\n")
    n.f("\nDuration billed: {m} min   Quality flags: {q}\n", m=str(rng.randrange(6, 70)), q=rng.choice(["none", "A/V", "audio", "network", "user error"]))
    if rng.random() < 0.7:
        n.f("Ticket: {IDNUM:t} raised by {USERNAME:u}", t=F.idnum(rng, "ticket"), u=F.username(rng, c["nurse"].first, c["nurse"].last))
        n.f(" - {x}\n", x=rng.choice(["Wi-Fi dead spot in bay; cart moved to corridor AP (ch 36).", "tablet battery at 8% - charger missing from cart.",
                                       "firmware 14.2 update pending; restarted.", "headset left channel faulty; swapped.",
                                       "VLAN mismatch after network change - escalated to network team."]))
    if rng.random() < 0.5:
        n.t("Tech notes: ").seq(C.name(rng, C.make_person(rng), "DOCTOR", rng.choice(["full", "first", "initials"])))
        n.f(" (IT) checked AP {IPADDR:ap}; RSSI -71 dBm; jitter 48 ms.\n", ap=F.ipaddr(rng))
    return n


# --------------------------------------------------------- consent_declaration

# (procedure, benefit, risks, anaesthesia, min age, max age, sex)
_PROCS = [
    ("Colonoscopy +/- biopsy +/- polypectomy", "diagnosis of bowel symptoms; removal of polyps",
     "bleeding, perforation (approx 1 in 1,000), missed lesion, reaction to sedation", "sedation (midazolam/fentanyl)", 40, 85, None),
    ("Right phacoemulsification and intraocular lens implant", "improved vision",
     "PCR 1-2%, endophthalmitis approx 1/1000, raised IOP, CMO", "LA (topical + sub-Tenon's)", 55, 92, None),
    ("Elective lower segment caesarean section", "safe delivery of baby",
     "bleeding, infection, VTE, bladder/bowel injury (approx 1 in 1,000)", "spinal", 18, 42, "F"),
    ("Laparoscopic cholecystectomy", "relief of biliary colic; prevent complications",
     "bile leak (1%), bile duct injury (approx 1 in 500), conversion to open, DVT", "GA", 25, 80, None),
    ("Left total knee replacement", "relief of pain and improved mobility",
     "VTE, infection 1-2%, stiffness, persistent pain, revision", "spinal + sedation", 50, 88, None),
    ("OGD (gastroscopy)", "diagnosis of upper GI symptoms",
     "sore throat, perforation (approx 1 in 10,000), bleeding if biopsy", "throat spray / sedation", 18, 90, None),
    ("Adjuvant chemotherapy (EC x4 then paclitaxel x12)", "reduce risk of recurrence",
     "neutropenic sepsis, hair loss, cardiotoxicity, neuropathy, nausea", "none", 30, 75, "F"),
    ("Lumbar puncture", "diagnosis (CSF analysis)", "post-LP headache (up to 1 in 3), bleeding, infection", "LA (lidocaine 1%)", 18, 80, None),
    ("Blood transfusion", "treat symptomatic anaemia", "transfusion reaction, TACO, infection (very rare)", "none", 18, 95, None),
    ("Insertion of PICC line", "IV antibiotics / chemotherapy access", "infection, thrombosis, line malposition", "LA", 18, 90, None),
    ("Hysteroscopy and endometrial biopsy", "investigation of post-menopausal bleeding",
     "pain, bleeding, infection, uterine perforation (approx 1 in 1,000)", "LA / none", 45, 85, "F"),
    ("Flexible cystoscopy", "investigation of haematuria", "UTI (approx 1 in 20), bleeding, discomfort", "LA gel", 40, 90, None),
]


def consent_declaration(rng, country, lower):
    proc, ben, risk, anaes, amin, amax, sex = rng.choice(_PROCS)
    c = C.make_case(rng, country, ages=(amin, amax), sex=sex)
    n = Note(lower)
    uk = c["country"] in ("UK", "NZ", "AU")
    n.t(rng.choice(["CONSENT FORM 1", "Consent Form - Patient agreement to investigation or treatment", "INFORMED CONSENT FOR PROCEDURE", "Consent to Treatment"]) + "\n")
    n.f("{HOSPITAL:h}\n", h=c["hosp"])
    n.t("Patient: ").seq(M.pt_name(rng, c, rng.choice(["caps_lf", "full", "caps_full"]))).t("   ")
    M.dob_line(n, rng, c)
    n.nl()
    M.pt_ids(n, rng, c)
    n.f("Special requirements: {l} interpreter{x}\n", l=c["lang"], x=rng.choice(["", " (professional)", "; large print", "; hearing loop"]))
    n.f("\nProposed procedure: {p}\n", p=proc)
    n.f("Intended benefits: {b}\n", b=ben)
    n.f("Serious/frequent risks: {r}\n", r=risk)
    n.f("Anaesthesia: {a}\n\n", a=anaes)
    n.t("STATEMENT OF HEALTH PROFESSIONAL\n")
    n.t("Name: ").seq(M.staff_name(rng, c, "doc", rng.choice(["full", "dr_full"]))).f("   Job title: {j}   {body} {LICENSE:l}\n", j=rng.choice(["Consultant", "Specialty Registrar", "Attending Surgeon", "Fellow"]), body=c["staff_lic_body"], l=c["staff_lic"])
    sd = c["enc"]
    n.f("Signed ______   Date {DATE:d}\n\n", d=M.D(rng, c, sd))
    n.t("STATEMENT OF INTERPRETER\n")
    n.t("I have interpreted the information above to the patient to the best of my ability and in a way in which I believe ")
    n.t(C.pron(c["pt"])[0] + " can understand.\n")
    n.t("Interpreter name: ").seq(M.interp_name(rng, c, "full")).f("   Language: {l}   Mode: {m}\n", l=c["lang"], m=M.interp_mode(rng, c))
    k = rng.randrange(3)
    if k == 0:
        n.f("Booking ref: {IDNUM:b}   {body} {LICENSE:l}\n", b=c["booking"], body=c["lic_body"], l=c["lic"])
    elif k == 1:
        n.f("Interpreter ID: {IDNUM:i}   Agency: {ORGANIZATION:a}\n", i=c["interp_id"], a=c["agency"])
    else:
        n.f("Telephone interpreter ID {IDNUM:i} ({ORGANIZATION:a}) - no signature possible; details recorded by clinician\n", i=c["interp_id"], a=c["agency"])
    n.f("Signed ______   Date {DATE:d}\n", d=M.D(rng, c, sd))
    if rng.random() < 0.5:
        n.t("Sight translation of this form provided: yes (form not available in " + c["lang"].split(" (")[0] + ")\n")
    n.t("\nSTATEMENT OF PATIENT\n")
    n.t("I agree to the procedure described on this form. " + rng.choice(["I have been given a translated information leaflet.", "I understand that I can change my mind at any time.", "I have been told about additional procedures."]) + "\n")
    n.f("Patient signature ______   Date {DATE:d}\n", d=M.D(rng, c, F.shift(sd, rng.choice([0, 0, 7, 14]))))
    if rng.random() < 0.5:
        n.t("Witness (patient unable to write in English script): ").seq(M.fam_name(rng, c, "full")).f(" ({r})", r=c["fam"]["rel"]).f("  Tel {PHONE:p}\n", p=c["fam"]["phone"])
    if rng.random() < 0.4:
        n.t("\nNOTE: Patient's ").f("{r} ", r=c["fam"]["rel"]).seq(M.fam_name(rng, c, "first")).t(" offered to interpret; declined per policy. ")
        n.t("Copy of form given to patient" + (" (translated copy requested from " if uk else " (translation request sent to ")).f("{ORGANIZATION:a}", a=rng.choice(__import__("pools_places").SPOKEN_AGENCIES)).t(").\n")
    if rng.random() < 0.5:
        n.t("\nConfirmation of consent (on day of procedure): ").seq(M.staff_name(rng, c, "nurse", "full")).f(", {DATE:d} {t} - ", d=M.D(rng, c, F.shift(sd, rng.randrange(7, 40))), t=F.fmt_time(rng))
        n.t(rng.choice(["reconfirmed with telephone interpreter ", "reconfirmed via interpreter "])).f("#{IDNUM:i}\n", i=F.idnum(rng, "interp").lstrip("#"))
    n.t("\n" + rng.choice(["Top copy: notes  |  Copy 2: patient", "Form CF1 rev. 4 - retain in health record", "ROI code: CNS-CF1 v7"]) + "\n")
    return n
