"""Genres: ambulance handover, discharge instructions, admission request,
inter-facility transfer note."""
import pools as P
import neg as N
from phi import Doc
from blocks import (relative, nm, dr, age, header, demo, pmh, meds, problems, lab_panel,
                    signature, cc, audit, social, allergies, vitals_block, mrn_label)


def _rel(x, *a, **k):
    return relative(x)


def _hm(x, t):
    return x.time(t // 60 % 24, t % 60, x.tstyle)


# ------------------------------------------------------------------ ambulance
def ambulance_handover(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    c = x.c
    if r.random() < 0.9:
        x.adult(16)
    medic = x.staff("para")
    medic2 = x.staff("para")
    call = r.randint(0, 22 * 60)
    fmt = r.choice(["epcr", "atmist", "sbar"])
    svc = {"US": "EMS", "CA": "Paramedic Services", "AU": "Ambulance Service", "UK": "Ambulance Service"}[c]
    d.w(r.choice(["PATIENT CARE RECORD", "Ambulance Handover", "ePCR SUMMARY", "Paramedic Handover to ED",
                  "EMS RUN REPORT"]), " (", svc, ")\n")
    d.w(r.choice(["Incident #", "Case No", "ePCR #", "CAD"]), ": ", (x.idnum("epcr"), "IDNUM"), "   Date: ",
        (x.date(style=r.choice(["num", "iso", "mon", "abbr"])), "DATE"), "\n")
    d.w("Call rec'd ", _hm(x, call), "  On scene ", _hm(x, call + r.randint(6, 30)), "  Depart ",
        _hm(x, call + r.randint(35, 60)), "  At hospital ", _hm(x, call + r.randint(61, 95)), "\n")
    d.w("Destination: ", (x.hosp, "HOSPITAL"), " ED\n")
    scene = r.random()
    d.w("Scene: ")
    if scene < 0.45:
        d.w("patient's home, ", x.address(unit=None))
    elif scene < 0.65:
        d.w((x.carehome(), "HOSPITAL"), ", ", (x.street(unit=False), "STREET"), ", ", (x.city(), "CITY"))
    elif scene < 0.85:
        d.w("public place - ", (r.choice(P.LANDMARKS), "LOCATION_OTHER"), ", ", (x.city(), "CITY"))
    else:
        d.w("workplace - ", (x.org(), "ORGANIZATION"), ", ", (x.street(unit=False), "STREET"))
    d.w("\n\n")
    if fmt == "atmist":
        d.w("A: ", age(x, style=r.choice(["yo", "yo_tight", " years old"])), " ", x.sex_word(style="word"),
            " - ", nm(p, "PATIENT", ["full", "fml"], r), ", DOB ", (x.dob_str(), "DATE"), "\n")
        d.w("T: time of onset ", _hm(x, call - r.randint(10, 240)), "\n")
        d.w("M: ", r.choice([m[0] for m in N.COMPLAINTS]), "\n")
        d.w("I: ", r.choice(["nil obvious", "laceration occiput", "deformed L wrist", "#NOF R shortened + ext rotated"]), "\n")
        d.w("S: ", N.vitals(r), ", GCS ", str(r.randint(9, 15)), "\n")
        d.w("T: ", ", ".join(r.sample(["IV access 18G", "fentanyl 50 mcg IN", "methoxyflurane", "aspirin 300 mg",
                                       "GTN 400 mcg SL", "salbutamol 5 mg neb", "ondansetron 4 mg IV",
                                       "naloxone 400 mcg IM", "12-lead transmitted", "splinted"], 3)), "\n")
    else:
        if fmt == "sbar":
            d.w("S: ")
        d.w("Pt ", nm(p, "PATIENT", ["full", "LF", "first"], r), ", ", age(x), " ", x.sex_word(style="MF"), ". ")
        em = {"US": "911", "CA": "911", "AU": "000", "UK": "999"}[c]
        d.w(r.choice(["Called by ", em + " call from ", em + " call by ", "Activated by "]))
        k, rel = _rel(x)
        d.w(rel, " ", nm(k, "FAMILY", ["first", "full"], r), " who found pt ", r.choice(["on bathroom floor", "confused in bed",
                                                                                           "short of breath on couch", "unresponsive in car",
                                                                                           "at bottom of stairs"]), ". ")
        if fmt == "sbar":
            d.w("\nB: ")
        d.w("Hx ", ", ".join(r.sample(["HTN", "T2DM", "COPD", "AF", "dementia", "CCF", "epilepsy", "IHD"], 2)), ". ")
        if r.random() < 0.45:
            d.w("Lives at ", (x.carehome(), "HOSPITAL"), "; staff nurse ", nm(x.staff("rn"), "DOCTOR", ["full", "first"], r),
                " ", (x.phone(mobile=False), "PHONE"), ". ")
        if r.random() < 0.3:
            d.w("Webster pack from ", (x.pharmacy(), "HOSPITAL"), " brought in. ")
        if r.random() < 0.3:
            d.w("Has ", r.choice(["pacemaker", "ICD", "insulin pump", "VP shunt", "Dexcom G6 sensor", "Medtronic Azure pacemaker"]),
                " - card shows SN ", (x.device(), "DEVICE"), ". ")
        if fmt == "sbar":
            d.w("\nA: ")
        d.w(N.vitals(r), ". ", r.choice(N.EPONYM_FINDINGS), ". ", N.ecg(r), ". ", r.choice(N.NEG_SENT), "\n")
        if fmt == "sbar":
            d.w("R: ", r.choice(["needs CT head", "for resus bed", "suitable for fit-to-sit", "requests senior review"]), "\n")
    if r.random() < 0.4:
        d.w("Pt's car ", (x.plate(), "VEHICLE"), " left at scene, keys with ", r.choice(["police", "neighbour", "son"]), ".\n")
    if r.random() < 0.35:
        d.w("Pt ID from ", r.choice(["driver's licence", "Medicare card", "health card", "wallet"]), ": ")
        if x.c in ("AU",) :
            d.w("Medicare ", (x.healthplan(), "HEALTHPLAN"), "\n")
        elif x.c == "CA":
            d.w("HCN ", (x.healthplan(), "HEALTHPLAN"), "\n")
        else:
            d.w("DL ", (x.license("dl"), "LICENSE"), "\n")
    d.w("\nHandover given to ", nm(x.staff("rn"), "DOCTOR", ["full", "first"], r), r.choice([" (triage RN)", " RN", ", CN"]),
        " at ", _hm(x, call + r.randint(96, 130)), r.choice([" - offload delayed", "", " - ramped in corridor"]), "\n")
    d.w("Crew: ", nm(medic, "DOCTOR", ["full", "fi_last"], r), " (", medic.cred, ")")
    if r.random() < 0.6:
        lk = {"US": "state cert #", "CA": "AIN", "AU": "AHPRA", "UK": "HCPC"}[c]
        lic = {"US": x.license("state"), "CA": x.digits(6), "AU": x.license("ahpra"), "UK": x.license("hcpc")}[c]
        d.w(" ", lk, " ", (lic, "LICENSE"))
    d.w(" / ", nm(medic2, "DOCTOR", ["full", "fi_last"], r), " (", medic2.cred, ")\n")
    if r.random() < 0.3:
        d.w("Tablet: ePCR device ", (x.device(), "DEVICE"), " synced ", (x.date(style="iso"), "DATE"), " ", x.time(), "\n")
    return d


# ------------------------------------------------------------------ discharge
ADVICE = {
    "head injury": ["Someone should stay with you for the next 24 hours.", "Return if you have repeated vomiting, worsening headache, drowsiness or a seizure."],
    "ankle sprain": ["RICE: rest, ice, compression, elevation.", "Ottawa ankle rules were negative, so no X-ray was needed."],
    "chest pain": ["Your heart tests (troponin and ECG) were normal.", "Call 911/000/999 if the pain returns and lasts more than 10 minutes."],
    "gastroenteritis": ["Drink small amounts often.", "Return if you cannot keep fluids down or see blood in your stool."],
    "renal colic": ["Drink 2-3 L of water a day and strain your urine.", "Return with fever, rigors or uncontrolled pain."],
    "laceration": ["Keep the wound dry for 48 hours.", "Sutures out in 7-10 days with your GP/practice nurse."],
    "UTI": ["Finish the full course of antibiotics.", "Return if you develop fever, back pain or vomiting."],
    "asthma": ["Use your blue reliever inhaler as needed.", "Follow your asthma action plan; return if you need it more than every 4 hours."],
    "concussion": ["Avoid screens, alcohol and sport for 48 hours.", "Graduated return to play per the concussion protocol."],
}


DC_DRUGS = ["cephalexin 500 mg four times a day for 7 days", "paracetamol 1 g every 6 hours if needed (max 4 g/day)",
            "ibuprofen 400 mg three times a day with food for 5 days", "nitrofurantoin 100 mg twice a day for 5 days",
            "prednisolone 40 mg once a day for 5 days", "amoxicillin 500 mg three times a day for 5 days",
            "oxycodone 5 mg every 4 hours if needed (12 tablets only)", "tamsulosin 400 mcg once daily for 2 weeks",
            "ondansetron 4 mg ODT every 8 hours as needed", "acetaminophen 650 mg every 6 hours as needed"]


def discharge_instructions(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    doc = x.staff(r.choice(["md", "res", "app"]))
    dx = r.choice(list(ADVICE))
    header(d, x, r.choice(["DISCHARGE INSTRUCTIONS", "Emergency Department Discharge Information",
                           "After Visit Summary", "Patient Discharge Advice"]), contact=True)
    demo(d, x, ["name", "dob", "mrn"] + (["acct"] if r.random() < 0.6 else []))
    d.w("Visit date: ", (x.date(style=r.choice(["long", "wklong", "num", "abbr"])), "DATE"), "\n\n")
    greet = r.choice(["Dear ", "Hello ", ""])
    if greet:
        d.w(greet, nm(p, "PATIENT", ["first", "full"], r) if r.random() < 0.6 else [p.title(r), " ", (p.last, "PATIENT")], ",\n")
    if x.age < 16:
        k = x.person(sex=r.choice("FM"), last=p.last)
        d.w("Your child ", nm(p, "PATIENT", "first"), " (", age(x, style=r.choice(["yo", " years old"])), ") was seen today by ",
            dr(x, doc), " for ", dx, ". Parent/guardian: ", nm(k, "FAMILY", "full"), ".\n")
    else:
        d.w("You were seen in the Emergency Department at ", (x.hosp, "HOSPITAL"), " by ", dr(x, doc), " for ", dx, ".\n")
    d.w("\nWHAT TO DO AT HOME\n")
    for line in ADVICE[dx]:
        d.w("* ", line, "\n")
    d.w("\nMEDICATIONS\n")
    if r.random() < 0.6:
        d.w("New: ", r.choice(DC_DRUGS), "\n")
    d.w("Continue your usual medicines", r.choice([".", " except " + r.choice(["ibuprofen", "metformin", "warfarin"]) + " until reviewed."]), "\n")
    if r.random() < 0.5:
        d.w("Prescription sent to ", (x.pharmacy(), "HOSPITAL"), ", ", (x.street(unit=False), "STREET"), ", ph ", (x.phone(mobile=False), "PHONE"), "\n")
    d.w("\nFOLLOW-UP\n")
    fu = x.staff("md")
    d.w("See ", dr(x, fu, r.choice(["full", "last"])), " at ", (x.clinic(), "HOSPITAL"), " ",
        r.choice(["within 2-3 days", "on " , "next week"]))
    if d.parts[-1].endswith("on "):
        d.w((x.date(x.rel(2, 12), r.choice(["wk", "wklong", "abbr_ny", "long"])), "DATE"), " at ",
            x.time(r.randint(8, 16), r.choice([0, 15, 30, 45])))
    d.w(".\n")
    if r.random() < 0.5:
        d.w(r.choice(["Fracture clinic", "Virtual fracture clinic", "Hand clinic", "Chest pain clinic", "Early pregnancy unit"]),
            " will call you on ", (x.phone(mobile=True), "PHONE"), r.choice([". If not contacted by ", ". If no call by "]),
            (x.date(x.rel(2, 5), r.choice(["wkday", "wk", "abbr_ny"])), "DATE"), ", phone ", (x.phone(mobile=False), "PHONE"), ".\n")
    if r.random() < 0.55:
        d.w("View your results and letters online at ", (x.url(), "URL"))
        if r.random() < 0.6:
            d.w(" (username: ", (x.username(p), "USERNAME"), ")")
        d.w(".\n")
    if r.random() < 0.35:
        d.w("Questions? E-mail ", (x.email(x.person(), domain=r.choice(["health.example.org", "example.net"])), "EMAIL"),
            " or call the nurse line ", (x.phone(mobile=False), "PHONE"), ".\n")
    if r.random() < 0.3:
        d.w("Leaflet: ", (x.url(), "URL"), "\n")
    if x.age >= 18 and r.random() < 0.5:
        prof = r.choice(P.PROFESSIONS)
        d.w("\nWORK NOTE: Please excuse ", nm(p, "PATIENT", ["full", "fml"], r), " (", (prof, "PROFESSION"), ", ",
            (x.org(), "ORGANIZATION"), ") from work from ", (x.date(style="short"), "DATE"), " to ",
            (x.date(x.rel(2, 7), "short"), "DATE"), " inclusive.\n")
    d.w("\nCOME BACK TO THE ED OR CALL ", {"US": "911", "CA": "911", "AU": "000", "UK": "999"}[x.c],
        " IF: you feel worse, have trouble breathing, chest pain, fainting or confusion.\n")
    if r.random() < 0.3:
        d.w("Interpreter used: ", r.choice(P.LANGUAGES), ", ", nm(x.person(), "FAMILY", ["full", "first"], r), " (ID ", (x.digits(5), "IDNUM"), ").\n")
    d.w("\nDischarged by: ", nm(x.staff("rn"), "DOCTOR", ["full", "first_li"], r), " RN   ", x.time(), "\n")
    d.w("Patient/guardian signature: ______   Copy given to: ", r.choice(["patient", "daughter", "carer", "care home staff"]), "\n")
    if r.random() < 0.4:
        audit(d, x)
    return d


# ------------------------------------------------------------------ admission request
def admission_request(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    x.adult()
    ed = x.staff(r.choice(["md", "res"]))
    acc = x.staff("md")
    team = r.choice(["General Medicine", "Hospitalist", "Cardiology", "General Surgery", "Orthopaedics", "Geriatrics",
                     "Respiratory", "Neurology", "Acute Medicine", "Internal Medicine"])
    d.w(r.choice(["ADMISSION REQUEST", "Bed Request Form", "REQUEST FOR ADMISSION", "Referral to Inpatient Team"]), "\n")
    d.w((x.hosp, "HOSPITAL"), " | ", r.choice(["Patient Flow", "Bed Management", "ED"]), "\n")
    d.w("Request #: ", (x.idnum("order"), "IDNUM"), "   Date: ", (x.date(style=r.choice(["num", "abbr", "iso"])), "DATE"), " ", x.time(), "\n\n")
    demo(d, x, ["name", "dob", "agesex", "mrn", "acct"] + (["plan"] if x.c in ("US", "AU") and r.random() < 0.5 else [])
         + (["ssn"] if (x.c in ("US", "CA") and r.random() < 0.5) or (x.c == "UK" and r.random() < 0.2) else [])
         + (["bio"] if r.random() < 0.15 else []))
    d.w("\nAdmitting service: ", team, "\n")
    d.w("Referring ED clinician: ", dr(x, ed), "  ", r.choice(["pager", "ext", "Vocera"]), " ", (x.pager(), "PHONE"), "\n")
    d.w("Accepting physician: ", dr(x, acc, "full"), "\n")
    dx, code = r.choice(N.DIAGNOSES)
    d.w("Working diagnosis: ", dx, " (", code, ")\n")
    d.w("Bed type: ", r.choice(["Med/Surg", "Telemetry", "Step-down", "Ward", "HDU", "Side room (isolation)", "Monitored"]), "\n")
    d.w("Isolation: ", r.choice(["none", "contact - MRSA", "droplet - flu A", "airborne - r/o TB", "enteric - C. diff"]), "\n")
    d.w("Code status: ", r.choice(["Full code", "DNR/DNI", "DNACPR", "Not for intubation", "Full"]), "\n")
    d.w("Preferred ward: ", (x.ward(), "HOSPITAL"), "\n\n")
    d.w("Summary: ", age(x), " ", x.sex_word(style="word"), " with ", ", ".join(r.sample(["HTN", "T2DM", "COPD", "CKD", "AF", "dementia"], 2)),
        ". ", N.vitals(r), ". ", r.choice(N.EPONYM_FINDINGS), ". ")
    d.w(N.imaging(r), ". Treated with ", N.drug_line(r), ".\n")
    if r.random() < 0.5:
        k, rel = _rel(x)
        d.w("Family: ", rel, " ", nm(k, "FAMILY", ["full", "first"], r), " aware, ", (x.phone(), "PHONE"), "\n")
    if r.random() < 0.4:
        d.w("Usual residence: ", (x.carehome(), "HOSPITAL"), ", ", (x.city(), "CITY"), "\n")
    d.w("\nCALL LOG\n")
    times = x.timeline(r.randint(2, 5), step=(4, 50))
    people = [x.staff(r.choice(["md", "res"])) for _ in range(len(times))]
    for i, (tm, who) in enumerate(zip(times, people)):
        last = i == len(times) - 1
        d.w("  ", tm, " ", r.choice(["paged", "called", "spoke to"]), " ", dr(x, who if not last else acc, "fi_last"))
        if not last:
            d.w(" ", r.choice(["- no answer", "- in theatre, will call back", "- referred on to registrar", "- requested CT first"]))
        else:
            d.w(" - ACCEPTED")
        d.w("\n")
    bm = x.staff("rn")
    d.w("Bed manager: ", nm(bm, "DOCTOR", ["full", "first"], r), " ", (x.phone(mobile=False), "PHONE"), " - bed ",
        (x.room(), "LOCATION_OTHER"), " allocated at ", x.time(), "\n")
    if r.random() < 0.35:
        d.w("Insurance pre-auth ", (x.idnum("order"), "IDNUM"), " via ", (x.insurer(), "ORGANIZATION"), "\n")
    if r.random() < 0.4:
        audit(d, x, ed)
    return d


# ------------------------------------------------------------------ transfer
def transfer_note(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    x.adult(16, 95)
    send = x.staff("md")
    accept = x.staff("md")
    rec_hosp = x.hospital()
    while rec_hosp == x.hosp:
        rec_hosp = x.hospital()
    header(d, x, r.choice(["INTER-HOSPITAL TRANSFER NOTE", "Transfer Summary", "PATIENT TRANSFER FORM",
                           "Interfacility Transfer Record"]))
    demo(d, x, None)
    d.w("\nFrom: ", (x.hosp, "HOSPITAL"), " ED, ", (x.town, "CITY"), "\n")
    d.w("To: ", (rec_hosp, "HOSPITAL"), ", ", r.choice(["ICU", "Cath lab", "Neurosurgery", "Burns unit", "PICU", "Major Trauma"]), "\n")
    d.w("Transfer centre ref: ", (x.idnum("incident"), "IDNUM"), "\n")
    d.w("Accepting: ", dr(x, accept, "full"), " - ", (x.phone(mobile=False, ext=True), "PHONE"), " at ", x.time(), " on ",
        (x.date(style=r.choice(["num", "abbr", "wk"])), "DATE"), "\n")
    d.w("Sending: ", dr(x, send, "full"), "\n")
    d.w("Reason: ", r.choice(["needs PCI", "neurosurgical input - SDH with midline shift", "ECMO assessment", "burns 25% TBSA",
                              "no ICU bed locally", "paediatric ICU", "vascular surgery - ruptured AAA"]), "\n")
    d.w("Mode: ", r.choice(["critical care transport", "ALS ambulance", "retrieval team", "fixed wing", "helicopter"]), "\n\n")
    d.w("Clinical summary:\n")
    d.w(nm(p, "PATIENT", ["full", "fml"], r), ", ", age(x), ", presented ", (x.date(style=r.choice(["short", "abbr_ny", "wkday"])), "DATE"),
        " at ", x.time(), " with ", r.choice(N.COMPLAINTS)[0], ". ", N.ecg(r), ". ", N.imaging(r), ".\n")
    vitals_block(d, x)
    lab_panel(d, x, when=r.random() < 0.5)
    d.w("\nLines/devices:\n")
    d.w("  - ", r.choice(["2 x PIV (18G L ACF, 20G R hand)", "R IJ CVC", "L radial art line"]), "\n")
    if r.random() < 0.6:
        d.w("  - Ventilator ", r.choice(["Hamilton T1", "Oxylog 3000", "LTV 1200"]), " SN ", (x.device(), "DEVICE"),
            ", settings ", r.choice(["VC 450/14/PEEP 8/FiO2 0.5", "SIMV 500 x 16, PEEP 5", "PC 20/PEEP 10"]), "\n")
    if r.random() < 0.5:
        d.w("  - Infusions: ", r.choice(["noradrenaline 8 mcg/min", "propofol 150 mg/h", "heparin per protocol", "GTN 20 mcg/min"]),
            " via pump ", (x.asset(), "DEVICE"), "\n")
    if r.random() < 0.3:
        d.w("  - ", r.choice(["Medtronic Azure pacemaker", "Boston Scientific ICD", "HeartMate 3 LVAD", "Omnipod insulin pump",
                              "Tandem t:slim pump", "Abbott Assurity pacemaker"]), r.choice([" serial ", " SN ", ", S/N "]),
            (x.device(), "DEVICE"), "\n")
    d.w("\nMeds given: ", "; ".join(N.drug_line(r) for _ in range(r.randint(2, 4))), "\n")
    allergies(d, x)
    d.w("\nSent with: ", r.choice(["copy of notes, imaging on CD", "imaging pushed via PACS", "images shared to " ]))
    if d.parts[-1].endswith("to "):
        d.w((x.ip(), "IPADDR"), " (PACS gateway)")
    d.w(", MAR, ", r.choice(["blood bank sample", "crossmatch 4 units", "consent form"]), "\n")
    k, rel = _rel(x)
    d.w("Family: ", rel, " ", nm(k, "FAMILY", ["full", "first"], r), " informed at ", x.time(), ", ",
        r.choice(["will drive to receiving hospital", "travelling from " , "requests update call"]))
    if d.parts[-1].endswith("from "):
        d.w((x.city(), "CITY"))
    d.w(". Contact ", (x.phone(mobile=True), "PHONE"), ".\n")
    if x.c == "US" and r.random() < 0.6:
        d.w("\nEMTALA: Physician certification completed. Benefits of transfer outweigh risks. Receiving facility has accepted.\n")
    d.w("\n")
    signature(d, x, send, lic=True if x.c == "US" else None)
    if r.random() < 0.4:
        cc(d, x, 1)
    return d
