"""Genres: anaesthesia incident report, theatre list, pain MDT case conference (own), medico-legal /
insurer pain report (own), post-operative telephone follow-up (own)."""
import core as C
import clin as CL
import common as M
import pools as P
from core import S

INCIDENTS = [
    ("Medication error - syringe swap",
     "rocuronium 50 mg was drawn into a syringe labelled ondansetron; error recognised at the check before administration, syringe discarded"),
    ("Suspected anaphylaxis",
     "within 5 min of cefazolin 2 g the patient developed widespread erythema, BP 62/30 and bronchospasm; adrenaline 50 mcg IV x3 and infusion commenced"),
    ("Dental injury",
     "during laryngoscopy with a Mac 3 blade the upper left central incisor (UL1) was avulsed; tooth retrieved and placed in saline"),
    ("Equipment failure - infusion pump",
     "the epidural pump alarmed 'occlusion' repeatedly and then displayed a system error; infusion stopped for about 40 min"),
    ("Near miss - wrong-side block",
     "the block was about to be performed on the left side when the STOP moment revealed the consented side was right"),
    ("Accidental dural puncture",
     "during labour epidural insertion CSF flowed freely from the Tuohy needle at 4 cm; catheter resited at L2/3"),
    ("Unplanned ICU admission",
     "prolonged hypoxia in PACU (SpO2 84% on 15 L NRB) requiring reintubation at 1415"),
    ("Opioid over-sedation on ward",
     "the patient was found with RR 6 and sedation score 3 while on PCA; naloxone 100 mcg IV given with good response"),
    ("Accidental awareness under GA",
     "the patient reported recall of voices and inability to move; TIVA line found disconnected at the cannula"),
    ("Controlled drug discrepancy",
     "the S8 count at shift change was one fentanyl ampoule short; the register and cabinet log were reviewed"),
]


ACTIONS = {
    "Medication error": "Syringe discarded, drugs redrawn and relabelled; no drug given in error. Pre-filled syringe use reviewed.",
    "Suspected anaphylaxis": "Anaphylaxis protocol followed; surgery postponed; patient transferred to ICU for observation.",
    "Dental injury": "Tooth stored in saline, maxillofacial registrar reviewed in PACU; dental follow-up arranged.",
    "Equipment failure": "Pump replaced; epidural re-established with bolus; patient comfortable.",
    "Near miss": "Block performed on the correct side after re-marking; team debrief held.",
    "Accidental dural puncture": "Catheter resited; obstetric team and APS informed; PDPH follow-up plan.",
    "Unplanned ICU admission": "Reintubated in PACU, CXR obtained, transferred to ICU.",
    "Opioid over-sedation on ward": "PCA paused, MET call, naloxone infusion started; APS review.",
    "Accidental awareness under GA": "Line reconnected, depth confirmed with BIS; patient debriefed next day.",
    "Controlled drug discrepancy": "Area searched, count repeated by two RNs; pharmacy and NUM informed.",
}


def incident(r, country, lower):
    c = C.make_case(r, country)
    d = C.Doc(lower)
    ds = c.ds
    typ, desc = r.choice(INCIDENTS)
    rep = C.person(r)
    inc_date = c.date
    if "dural" in typ:
        c = C.make_case(r, country, (19, 43), "F")
        ds = c.ds
        inc_date = c.date
    if "ward" in typ:
        where = 2
    elif "ICU" in typ:
        where = 1
    elif "dural" in typ:
        where = 3
    else:
        where = 0
    d.w(r.choice(["CLINICAL INCIDENT REPORT", "Patient Safety Incident Report", "ANAESTHESIA INCIDENT REPORT (webAIRS submission copy)",
                  "Safety Learning System - Incident Form"]), "\n")
    d.w("Incident no.: ", S("IDNUM", C.idnum(r, "incident")), "\nFacility: ", S("HOSPITAL", c.hospital), "\n")
    d.w("Location: ")
    if where == 0:
        d.w(r.choice(["Theatre ", "OR "]), S("LOCATION_OTHER", str(r.randint(1, 14))), "\n")
    elif where == 1:
        d.w("PACU bay ", S("LOCATION_OTHER", str(r.randint(1, 16))), "\n")
    elif where == 3:
        d.w("Birth Suite, room ", S("LOCATION_OTHER", str(r.randint(1, 14))), "\n")
    else:
        d.w(S("HOSPITAL", c.ward), ", bed ", S("LOCATION_OTHER", M.loc_bed(r)), "\n")
    d.w("Date of incident: ", S("DATE", C.fd(inc_date, r.choice([ds, "wd_long" if country == "AU" else "wd_long_ca"]))), "  approx ",
        C.hm(r), "\n")
    d.w("Reported: ", S("DATE", C.fd(C.plus(inc_date, r.randint(0, 2)), ds)), " ", C.hm(r), "\n")
    d.w("Category: ", typ, "\n\n")
    d.w("Person affected: ", S("PATIENT", C.nm(c.pt, r.choice(["full", "LASTfirst", "fullmid"]))), ", ", M.mrn_label(c, r), S("MRN", c.mrn),
        ", ", M.age_phrase(c, r, r.choice([2, 5, 7])), "\n")
    if "dural" in typ:
        proc = "Labour epidural analgesia"
    elif "block" in typ:
        proc = CL.pick_proc(r, c, pool=[p for p in CL.PROCS if "block" in p[2]])[0]
    elif "ward" in typ:
        proc = CL.pick_proc(r, c, inpatient=True)[0]
    else:
        proc = CL.pick_proc(r, c)[0]
    d.w("Procedure: ", proc, "\n\n")
    an = C.person(r)
    rn = C.person(r)
    d.w("Description\n")
    d.w("Under the care of ", C.dr(country, r), S("DOCTOR", C.nm(an, r.choice(["full", "last"]))), " (anaesthetist) with ",
        S("DOCTOR", C.nm(rn, "full")), r.choice([" (anaesthetic nurse)", " RN", " (AT)"]), ": ", desc, ".\n")
    if "pump" in typ or "awareness" in typ.lower():
        d.w("Device: ", r.choice(["CADD-Solis", "Sapphire epidural pump", "B. Braun Perfusor Space", "Alaris GP"]), " serial ",
            S("DEVICE", C.device(r)), ", asset tag ", S("DEVICE", C.device(r)), " - quarantined and sent to Biomedical Engineering.\n")
    if "anaphylaxis" in typ.lower():
        d.w("Tryptase at 1 h and 4 h, accession ", S("IDNUM", C.idnum(r, "acc")), " and ", S("IDNUM", C.idnum(r, "acc")), ". ")
        d.w("Referred to anaesthetic allergy clinic, ", S("HOSPITAL", r.choice(P.AU_HOSPITALS if country == "AU" else P.CA_HOSPITALS)), ".\n")
    if "discrepancy" in typ.lower() or r.random() < 0.3:
        p_ = r.choice([an, rn])
        d.w("Cabinet access: user ", S("USERNAME", C.username(r, p_)), ", biometric ", S("BIOID", C.bioid(r)), " at ",
            C.hm(r), ".\n")
    d.w("\nImmediate actions\n", ACTIONS.get(typ.split(" -")[0], "Area made safe; consultant informed."), "\n")
    d.w("Harm: ", r.choice(["none - near miss", "minor", "moderate", "major"]), "   SAC: ", str(r.randint(1, 4)), "\n\n")
    d.w("Open disclosure\n")
    od = r.randint(0, 2)
    if od == 0:
        d.w("Discussed with the patient and ", C.his(c.pt), " ", c.nok_rel, " ", S("FAMILY", C.nm(c.nok, "full")), " on ",
            S("DATE", C.fd(C.plus(inc_date, 1), ds)), " by ", C.dr(country, r), S("DOCTOR", an.last), ". Contact ",
            S("PHONE", c.nok_phone), ".\n")
    elif od == 1:
        d.w("Patient informed in PACU by ", C.dr(country, r), S("DOCTOR", C.nm(an, "ilast")), "; follow-up call booked for ",
            S("DATE", C.fd(C.plus(inc_date, 2), r.choice(["weekday", C.short_style(country)]))), ".\n")
    else:
        d.w("Not yet undertaken - patient sedated in ICU. ", c.nok_rel.capitalize(), " ", S("FAMILY", C.nm(c.nok, "first")),
            " notified by phone (", S("PHONE", c.nok_phone), ").\n")
    d.w("\nNotified: NUM ", S("DOCTOR", C.nm(C.person(r), "full")), "; Director of Anaesthesia ", C.dr(country, r),
        S("DOCTOR", C.nm(C.person(r), r.choice(["last", "full"]))), "; Pharmacy.\n\n")
    d.w("Reported by: ", S("DOCTOR", C.nm(rep, "full")), ", ", r.choice(["Anaesthetic Registrar", "RN", "CNC Perioperative",
                                                                          "Anaesthetic Technician", "Pharmacist"]), "\n")
    d.w("User ID: ", S("USERNAME", C.username(r, rep)), "   Ext ", S("PHONE", C.internal(r)))
    if r.random() < 0.6:
        d.w("   Submitted from ", S("IPADDR", C.ip(r)))
    d.w("\n")
    return d, "anaesthesia_incident_report"


def theatre_list(r, country, lower):
    base = C.make_case(r, country)
    d = C.Doc(lower)
    day = base.date
    while day.weekday() >= 5:
        day = C.plus(day, 1)
    daycentre = r.random() < 0.3
    surg = C.person(r)
    an = C.person(r)
    reg = C.person(r)
    spec = r.choice(["Orthopaedics", "General Surgery", "Urology", "Gynaecology", "ENT", "Colorectal", "Plastics", "Ophthalmology"])
    procs = [p for p in CL.PROCS if p[1].startswith(spec[:5]) and (p[3] or not daycentre)] or [p for p in CL.PROCS if p[3] or not daycentre]
    d.w(S("HOSPITAL", base.daycentre if daycentre else base.hospital), "\n")
    d.w("OPERATING THEATRE LIST - ", r.choice(["Theatre ", "OR ", "Room "]), S("LOCATION_OTHER", str(r.randint(1, 18))), "\n")
    d.w(S("DATE", C.fd(day, r.choice(["wd_long", "d_month_y", base.ds] if country == "AU" else ["wd_long_ca", "month_d_y", base.ds]))),
        "   Session: ", r.choice(["AM 0800-1230", "PM 1300-1730", "All day 0800-1730", "Emergency"]), "\n")
    d.w("Specialty: ", spec, "\nSurgeon: ", M.doc_name(r, surg, country), "\n")
    d.w("Anaesthetist: " if country == "AU" else "Anesthesiologist: ", M.doc_name(r, an, country))
    if r.random() < 0.6:
        d.w("   Registrar: " if country == "AU" else "   Resident: ", S("DOCTOR", C.nm(reg, r.choice(["full", "ilast"]))))
    d.w("\nNursing: scrub ", S("DOCTOR", C.nm(C.person(r), r.choice(["full", "first"]))), ", scout ",
        S("DOCTOR", C.nm(C.person(r), r.choice(["full", "first"]))), ", anaes ", S("DOCTOR", C.nm(C.person(r), r.choice(["full", "first"]))), "\n\n")
    d.w("#  Time  Patient                  " + ("UR" if country == "AU" else "MRN") + "        Age/Sex  Procedure                              Ward      Notes\n")
    t = 8 * 60
    n = r.randint(4, 8)
    cases = []
    for i in range(n):
        c = C.make_case(r, country)
        cases.append(c)
        proc = CL.pick_proc(r, c, pool=procs)
        ward = r.choice(["DSU", "DSU", "Stage 2"]) if daycentre or proc[3] else r.choice(["DOSA", S("HOSPITAL", c.ward), S("HOSPITAL", c.ward), "ICU"])
        d.w(str(i + 1), "  ", C.hmc(t // 60, t % 60), "  ", S("PATIENT", C.nm(c.pt, r.choice(["LASTfirst", "LASTFIRST", "lastfirst"]))), "  ",
            S("MRN", c.mrn), "  ", S("AGE", str(c.age)), C.sex_word(c.pt), "  ", proc[0], "  ", ward, "  ")
        note = r.choice(["", "", "DM - first", "latex allergy", "OSA, CPAP", "interpreter", "anticoag held", "ASA 4", "MRSA +ve - last",
                         "B/O", "NOK contact", "pacemaker"])
        if note == "interpreter" and c.born and c.born in P.LANG:
            d.w(P.LANG[c.born], " interpreter booked")
        elif note == "interpreter" and c.born:
            d.w("interpreter (b. ", S("COUNTRY", c.born), ")")
        elif note == "B/O":
            d.w("Booking ", S("IDNUM", C.idnum(r, "booking")))
        elif note == "NOK contact":
            d.w(c.nok_rel, " ", S("FAMILY", C.nm(c.nok, "first")), " ", S("PHONE", c.nok_phone))
        else:
            d.w(note)
        d.w("\n")
        t += r.choice([30, 45, 60, 90, 120, 150])
    d.w("\nList notes\n")
    k = r.randrange(n)
    ck = cases[k]
    d.w("- Case ", str(k + 1), " (", S("PATIENT", C.nm(ck.pt, "last")), "): ", r.choice(["consent to be completed by surgeon on the day",
                                                                                          "INR on admission, last warfarin ",
                                                                                          "pre-anaesthetic review done ",
                                                                                          "requires bariatric table"]))
    if d.parts[-1].endswith(" "):
        d.w(S("DATE", C.fd(C.plus(day, -r.randint(2, 10)), r.choice(["dm", C.short_style(country), base.ds]))))
    d.w("\n")
    if r.random() < 0.5:
        k2 = r.randrange(n)
        c2 = cases[k2]
        d.w("- Case ", str(k2 + 1), " cancelled ", C.hm(r, 7, 9), ": ", r.choice(["URTI", "not fasted", "BP 212/118", "patient did not attend"]),
            ". Rebooked ", S("DATE", C.fd(C.plus(day, r.randint(7, 40)), base.ds)), "; ", r.choice(["patient", "wife", "husband", "daughter"]),
            " informed on ", S("PHONE", c2.phone), ".\n")
    if r.random() < 0.4:
        d.w("- Equipment: image intensifier booked; ", r.choice(["Sonosite X-Porte", "C-MAC", "cell saver"]), " unit ",
            S("DEVICE", C.device(r)), " in bay.\n")
    d.w("- Theatre coordinator ", S("DOCTOR", C.nm(C.person(r), "full")), ", ext ", S("PHONE", C.internal(r)), "\n")
    d.w("\nPrinted ", S("DATE", C.fd(C.plus(day, -1), base.ds)), " ", C.hm(r, 14, 18), " by ", S("USERNAME", C.username(r, C.person(r))), "\n")
    return d, "theatre_list"


STAFF_ROLES = ["clinical psychologist", "physiotherapist", "occupational therapist", "pain pharmacist", "pain CNC",
               "psychiatrist", "addiction medicine physician", "social worker", "exercise physiologist"]


def mdt(r, country, lower):
    base = C.make_case(r, country)
    d = C.Doc(lower)
    ds = base.ds
    d.w(S("HOSPITAL", base.painclinic), "\n", r.choice(["Interdisciplinary Pain Program - Case Conference Minutes",
                                                          "PAIN MDT MEETING - MINUTES", "Multidisciplinary Pain Review Meeting"]), "\n")
    d.w("Date: ", S("DATE", C.fd(base.date, ds)), "   ", C.hm(r, 12, 16), "   Venue: ", r.choice(["Meeting room ", "Seminar room ", "Room "]),
        S("LOCATION_OTHER", str(r.randint(1, 9)) + r.choice(["", ".02", "A"])))
    if r.random() < 0.4:
        d.w(", ", S("LOCATION_OTHER", r.choice(C.BUILDINGS)))
    if r.random() < 0.4:
        d.w(" and video ", S("URL", C.url(r)))
    d.w("\n\nAttendees: ")
    chair = C.person(r)
    d.w(C.dr(country, r), S("DOCTOR", C.nm(chair, "full")), " (pain specialist, chair)")
    for role in r.sample(STAFF_ROLES, r.randint(3, 5)):
        d.w(", ", S("DOCTOR", C.nm(C.person(r), r.choice(["full", "full", "firstl"]))), " (", role, ")")
    d.w("\nApologies: ", C.dr(country, r), S("DOCTOR", C.nm(C.person(r), "ilast")), "\n\n")
    n = r.randint(2, 3)
    for i in range(n):
        c = base if i == 0 else C.make_case(r, country, (20, 80))
        c.date = base.date
        dx = r.choice(CL.PAIN_DX)
        d.w(str(i + 1), ". ", S("PATIENT", C.nm(c.pt, r.choice(["full", "LASTfirst", "lastfirst"]))), " (", M.mrn_label(c, r).strip(), " ",
            S("MRN", c.mrn), ", ", S("AGE", str(c.age)), C.sex_word(c.pt), ")\n")
        d.w("   Dx: ", dx, ".\n")
        if c.born and r.random() < 0.5:
            d.w("   Background: born in ", S("COUNTRY", c.born), "; ", r.choice(["refugee pathway, trauma history", "family overseas",
                                                                          "uses interpreter for group sessions"]), ".\n")
        d.w("   Progress: week ", str(r.randint(1, 8)), " of program. ", r.choice(["Walking tolerance 12 -> 25 min.",
                                                                                 "Sit-to-stand 8 -> 14 reps/30 s.",
                                                                                 "Attendance poor (missed 3 sessions).",
                                                                                 "PCS reduced from 38 to 21."]), " ")
        d.w(r.choice(["Opioid taper on track (OME 90 -> 60 mg).", "Declined taper at this stage.", "Off all opioids since ",
                      "Using pacing diary consistently."]))
        if d.parts[-1].endswith("since "):
            d.w(S("DATE", C.fd(C.plus(c.date, -r.randint(10, 60)), r.choice([ds, C.short_style(country)]))), ".")
        d.w("\n")
        if r.random() < 0.7:
            d.w("   Work: ", r.choice(["previously employed as a ", "works part-time as a ", "former "]), S("PROFESSION", c.prof),
                " with ", S("ORGANIZATION", c.employer), "; ")
            if r.random() < 0.6:
                cm = C.person(r)
                d.w("case manager ", S("FAMILY", C.nm(cm, r.choice(["full", "firstl"]))), " (", S("ORGANIZATION", c.insurer), ") ",
                    r.choice(["supports graded RTW", "requested capacity report", "to arrange worksite assessment"]), ".\n")
            else:
                d.w("RTW plan: ", r.choice(["4 h x 3 days", "suitable duties", "not yet"]), ".\n")
        if r.random() < 0.4:
            d.w("   Family: ", c.nok_rel, " ", S("FAMILY", C.nm(c.nok, "first")), " ", r.choice(["attending partner session", "concerned re mood", "now main carer"]), ".\n")
        d.w("   Actions: ", r.choice(["psychology x4 sessions", "pharmacist to write taper schedule", "OT home visit",
                                      "GP letter", "consider SCS trial"]), " - ", S("DOCTOR", C.nm(C.person(r), r.choice(["first", "initials_nodot"]))),
            ", by ", S("DATE", C.fd(C.plus(c.date, r.randint(7, 28)), r.choice([ds, C.short_style(country)]))), "\n\n")
    d.w("Next meeting: ", S("DATE", C.fd(C.plus(base.date, 14), r.choice([ds, "wd_long" if country == "AU" else "wd_long_ca"]))), "\n")
    d.w("Minutes: ", S("DOCTOR", C.nm(C.person(r), "full")), " (administration officer), ", S("EMAIL", C.email(r, C.person(r))), "\n")
    return d, "pain_mdt_case_conference"


def medicolegal(r, country, lower):
    c = C.make_case(r, country, (19, 70))
    d = C.Doc(lower)
    ds = c.ds
    M.letterhead(d, r, c, c.painclinic, country)
    d.w(r.choice(["INDEPENDENT MEDICAL EXAMINATION - PAIN MEDICINE", "Medico-legal Report (Pain Medicine)",
                  "Specialist Report for Insurer"]), "\n\n")
    off = C.person(r)
    d.w("Prepared for: ", S("ORGANIZATION", c.insurer), ", attention ", S("FAMILY", C.nm(off, r.choice(["full", "ilast"]))),
        ", ", r.choice(["Claims Officer", "Injury Management Advisor", "Adjuster"]), "\n")
    d.w("Email: ", S("EMAIL", C.email(r, off)), "\n")
    d.w("Claim no.: ", S("HEALTHPLAN", C.idnum(r, "claim_au" if country == "AU" else "claim")), "    Your ref: ", S("IDNUM", C.idnum(r, "ref")), "\n")
    d.w("Claimant: ", S("PATIENT", C.nm(c.pt, r.choice(["fullmid", "LASTFIRST", "full"]))), "   DOB: ", S("DATE", C.fd(c.dob, ds)), "\n")
    d.w("Address: ", C.addr(c, r, full_state=r.random() < 0.3, country_name=r.random() < 0.4), "\n")
    if country == "CA":
        d.w("SIN: ", S("SSN", C.sin(r)), "\n")
    else:
        d.w(r.choice(["Centrelink CRN: ", "CRN "]), S("SSN", C.crn(r)) if r.random() < 0.5 else S("SSN", C.sin(r)), "\n")
    inj = C.plus(c.date, -r.randint(200, 1400))
    d.w("Date of injury: ", S("DATE", C.fd(inj, ds)), "    Date of examination: ", S("DATE", C.fd(c.date, ds)), "\n")
    d.w("Occupation: ", S("PROFESSION", c.prof), ", ", S("ORGANIZATION", c.employer), "\n")
    if c.born:
        d.w("Country of birth: ", S("COUNTRY", c.born), "   Interpreter: ", "yes (" + P.LANG[c.born] + ")" if c.born in P.LANG else "no", "\n")
    d.w("\n")
    mva = r.random() < 0.65
    d.w("Circumstances\n")
    if mva:
        d.w(C.title(c.pt, country), " ", S("PATIENT", c.pt.last), " was the ", r.choice(["driver", "restrained front passenger"]),
            " of a ", r.choice(["silver Toyota Corolla", "white Mazda CX-5", "grey Ford Ranger", "blue Honda Civic", "red Hyundai i30"]),
            " (registration ", S("VEHICLE", C.plate(r, c)), ", VIN ", S("VEHICLE", C.vin(r)), ") struck from behind at about 60 km/h on ",
            S("DATE", C.fd(inj, r.choice(["wd_long" if country == "AU" else "wd_long_ca", ds]))), ". ")
        d.w("The other vehicle (", S("VEHICLE", C.plate(r, c)), ") was driven by ", S("FAMILY", C.nm(C.person(r), "full")), ". ")
        d.w("Police event no. ", S("IDNUM", "E" + str(r.randint(10000000, 99999999))), ". Driver licence ", S("LICENSE", C.license_(r, country, "drv")),
            ".\n")
    else:
        d.w("While working as ", C.art(c.prof), S("PROFESSION", c.prof), " ", C.he(c.pt), " ", r.choice(["slipped from a ladder", "lifted a 30 kg box",
                                                                                         "was struck by a reversing forklift", "twisted while carrying a patient"]),
            " at the ", S("ORGANIZATION", c.employer), " site in ", S("CITY", c.city), ". Supervisor ", S("FAMILY", C.nm(C.person(r), "full")), " witnessed.\n")
    d.w("\nTreatment to date\n")
    h1 = r.choice(P.AU_HOSPITALS if country == "AU" else P.CA_HOSPITALS)
    d.w("- ED at ", S("HOSPITAL", h1), " on the day; CT ", r.choice(["cervical spine - no fracture", "lumbar spine - L1 wedge fracture, stable", "chest - no rib fractures", "cervical spine - normal"]), ".\n")
    d.w("- ", r.choice(["Physiotherapy x24 sessions", "Hydrotherapy", "Psychology x10 (PTSD symptoms)", "Chiropractic x6"]), ".\n")
    d.w("- ", r.choice(["Cervical medial branch blocks", "Lumbar transforaminal epidural steroid injection", "Pulsed RF DRG", "Trigger point injections"]),
        " by ", C.dr(country, r), S("DOCTOR", C.nm(C.person(r), "ilast")), " on ", S("DATE", C.fd(C.plus(inj, r.randint(60, 180)), ds)),
        " - ", r.choice(["short-term benefit only", "no benefit", "50% relief for 8 weeks"]), ".\n")
    d.w("- Current medications: ", ", ".join(r.sample(["pregabalin 75 mg BD", "tapentadol SR 50 mg BD", "paracetamol 1 g QID",
                                                       "duloxetine 30 mg daily", "meloxicam 15 mg daily", "amitriptyline 10 mg nocte"], 3)), ".\n\n")
    d.w("Examination\n", r.choice(["Cervical rotation 45 deg R, 50 deg L; no neurological deficit.",
                                   "Lumbar flexion fingertips to knees; SLR negative; reflexes symmetrical.",
                                   "Widespread tenderness; normal power and sensation."]), " Waddell signs ", str(r.randint(0, 3)), "/5.\n\n")
    d.w("Opinion\n1. Diagnosis: ", r.choice(CL.INJURY_DX), ".\n")
    d.w("2. Causation: the injury of ", S("DATE", C.fd(inj, ds)), " is ", r.choice(["the substantial cause", "a material contributing cause",
                                                                                       "not the sole cause, given pre-existing degeneration"]), ".\n")
    d.w("3. Whole person impairment ", str(r.randint(2, 18)), "% (", r.choice(["AMA4", "AMA5", "AMA Guides 6th ed"]), ").\n")
    d.w("4. Capacity: fit for ", r.choice(["suitable duties 20 h/week", "pre-injury duties with restrictions", "no work at present"]),
        "; review in ", r.choice(["3 months", "6 months"]), ".\n\n")
    d.w("I declare that I have read the expert witness code of conduct and agree to be bound by it.\n\n")
    M.signature(d, r, country, role=r.choice(["Specialist Pain Medicine Physician", "Pain Medicine Consultant"]), license_p=1.0, pager_p=0.0,
                date=C.plus(c.date, r.randint(3, 14)), ds=ds, prov=c.state)
    return d, "medicolegal_pain_report"


def phone_followup(r, country, lower):
    c = C.make_case(r, country)
    d = C.Doc(lower)
    ds = c.ds
    proc, spec, tech, day = CL.pick_proc(r, c, day=True)
    rn = C.person(r)
    site = c.daycentre if r.random() < 0.6 else c.hospital
    d.w(S("HOSPITAL", site), " - ", r.choice(["Day 1 post-op phone call", "POST-DISCHARGE TELEPHONE FOLLOW-UP",
                                                                                      "Next-day call record"]), "\n")
    d.w(S("PATIENT", C.nm(c.pt, r.choice(["LASTfirst", "full", "LASTFIRST"]))), "  ", M.mrn_label(c, r), S("MRN", c.mrn), "\n")
    d.w("Surgery ", S("DATE", C.fd(c.date, ds)), ": ", proc, " (", tech, ")\n")
    call = C.plus(c.date, 1)
    d.w("Call ", S("DATE", C.fd(call, ds)), " ", C.hm(r, 9, 12), " to ", S("PHONE", c.phone), "\n\n")
    who = r.random() < 0.35
    if who:
        d.w("1st attempt - no answer, voicemail left. 2nd attempt ", C.hm(r, 12, 14), ": answered by ", c.nok_rel, " ",
            S("FAMILY", C.nm(c.nok, r.choice(["first", "full"]))), "; patient resting, consented to ", C.his(c.nok), " speaking on the patient's behalf.\n")
    d.w("ID confirmed (name, DOB ", S("DATE", C.fd(c.dob, r.choice([ds, "d_month_y" if country == "AU" else "month_d_y"]))), ")")
    if r.random() < 0.5:
        d.w(" and address ", S("STREET", c.street))
    d.w(".\n\n")
    nurse_n = C.nm(rn, "first")
    ptn = C.nm(c.pt, "first") if not who else C.nm(c.nok, "first")
    d.w("RN: hi, it's ", S("DOCTOR", nurse_n), " from day surgery at ", S("HOSPITAL", site),
        ", just checking in after yesterday. how's the pain?\n")
    d.w("Pt: " if not who else "Relative: ", r.choice(["not too bad, about a 3 out of 10. took two of the oxycodone overnight.",
                                                        "the block wore off about 2 am and it was pretty bad, maybe 8.",
                                                        "sore but ok, the panadol is helping.",
                                                        "bit of a sore throat but otherwise fine."]), "\n")
    if c.pt.nick and not who and r.random() < 0.7:
        d.w("RN: is it ok if I call you ", S("PATIENT", c.pt.nick), "?\nPt: everyone does, yes.\n")
    d.w("RN: any nausea or vomiting?\n")
    d.w("Pt: " if not who else "Relative: ", r.choice(["vomited once last night, fine since.", "no, eating toast this morning.",
                                                        "a little queasy.", "nope."]), "\n")
    d.w("RN: are you passing urine ok and is the dressing dry?\n")
    d.w("Pt: " if not who else "Relative: ", r.choice(["yep all good.", "yes, a little bit of ooze on the edge.", "yes."]))
    if r.random() < 0.5:
        rel2 = r.choice(["daughter", "son", "sister", "brother", "neighbour"])
        d.w(" ", C.his(c.pt) if who else "my", " ", rel2, " ", S("FAMILY", C.nm(C.rel_person(r, rel2, c.pt), "first")), " is staying till ",
            S("DATE", C.fd(C.plus(call, r.randint(1, 4)), "weekday")), ".")
    d.w("\n")
    if r.random() < 0.5 and not who:
        d.w("Pt: when can i go back to work? i'm ", C.art(c.prof), S("PROFESSION", c.prof))
        if r.random() < 0.5:
            d.w(" at ", S("ORGANIZATION", c.employer))
        d.w(".\nRN: your surgeon will advise at the review, usually ", r.choice(["1-2 weeks", "2 weeks", "a few days for desk work"]), ".\n")
    if r.random() < 0.3:
        d.w("Pt: " if not who else "Relative: ", "we're meant to be flying to ", S("COUNTRY", r.choice(P.COUNTRIES)), " on ",
            S("DATE", C.fd(C.plus(call, r.randint(3, 12)), r.choice(["weekday", C.short_style(country)]))), ", is that ok?\n")
        d.w("RN: I'll check with the surgeon and ring you back - usually fine after a week for this procedure.\n")
    d.w("\nAssessment: pain ", str(r.randint(0, 8)), "/10, PONV ", r.choice(["nil", "mild", "resolved"]), ", sore throat ", r.choice(["nil", "mild"]),
        ", headache ", r.choice(["nil", "mild, not postural", "postural - escalated"]), ", wound ", r.choice(["clean", "minor ooze"]), ".\n")
    esc = r.random() < 0.3
    if esc:
        an = C.person(r)
        d.w("Escalated to anaesthetist on call ", C.dr(country, r), S("DOCTOR", C.nm(an, r.choice(["full", "last"]))), " (pager ",
            S("PHONE", C.pager(r)), ") - ", r.choice(["advised regular analgesia and call back", "patient to attend ED for review",
                                                      "possible PDPH, review in clinic tomorrow"]), ".\n")
    d.w("Advice: ", r.choice(["regular paracetamol, ice, elevation", "simple analgesia, fluids", "call back if fever > 38 C"]), ". Resources at ",
        S("URL", C.url(r)) if r.random() < 0.4 else "the discharge leaflet", ".\n")
    if r.random() < 0.35:
        d.w("Patient survey link sent to ", S("EMAIL", C.email(r, c.pt)), ".\n")
    d.w("\n")
    M.nurse_sig(d, r, country, rn)
    d.w("\n")
    return d, "postop_telephone_followup"
