"""Genres: patient training checklist, theatre booking, equipment fault report."""

import clinical as K
import blocks as B
from case import Case

PUMPS = ["elastomeric infuser 240 mL (24 h)", "elastomeric 100 mL (12 h)",
         "ambulatory volumetric pump", "gravity bolus via syringe", "ambulatory PN pump"]
DEV_MODELS = {"portable ultrasound": ["Sonara LX-7", "Pellucid V30", "EchoPoint Mini"],
              "ECG tip confirmation system": ["TipTrack 3", "Veloxa Navigator"],
              "volumetric infusion pump": ["Tessaly VP-400", "Infusa Vol 2"],
              "ambulatory infusion pump": ["Tessaly Amb-2", "CADD-type ambulatory pump"],
              "syringe driver": ["Tessaly SD-30", "McKinley-type T34"],
              "vein finder (near-infrared)": ["VeinGlo NIR-2"],
              "procedure trolley lamp": ["Lumo PL-12"],
              "automated dispensing cabinet": ["MedVault 9", "Omnistore ADC-4"]}
REGULATOR = {"UK": "MHRA Yellow Card", "US": "FDA MedWatch", "IE": "HPRA", "CA": "Health Canada",
             "AU": "TGA IRIS", "NZ": "Medsafe", "SG": "HSA", "ZA": "SAHPRA"}


def patient_training_checklist(n, case):
    r, loc = case.r, case.loc
    trainer = case.clin(r.choice(["opat", "vat", "dn"]), "tr")
    rel, carer = case.fam[0]
    line = r.choice(["PICC", "PICC", "midline", "implanted port", "Hickman line"])
    pump = r.choice(PUMPS)
    ind, ther, dur = K.pick_ind(r, case.pt.sex, case.age)
    if r.random() < 0.6:
        B.hosp_header(n, case, r.choice(["OPAT Service", "Home IV Therapy Programme",
                                         "Vascular Access Team", "Hospital in the Home"]))
        n.line(r.choice(["PATIENT / CARER TRAINING CHECKLIST", "Home IV competency record",
                         "Self-administration training record"]), " - ", line, " care")
        n.blank()
        B.pid_lines(n, case, extras=["phone"] if r.random() < 0.5 else [])
        n.line("Carer: ", carer.full("FAMILY"), " (", rel, ")", r.choice([
            "", ["; ", ("PROFESSION", case.r.choice(["teacher", "shift worker at a meatworks",
                                                     "long-haul truck driver", "nurse", "retail manager",
                                                     "farmer", "student"])),
                 " - available ", r.choice(["evenings", "weekends only", "most days"])]]))
        n.line("Device: ", line, "    Delivery: ", pump)
        if "pump" in pump and r.random() < 0.7:
            n.line("Pump serial: ", ("DEVICE", loc.device_id("serial")), "   Asset: ",
                   ("DEVICE", loc.device_id("asset")))
        n.line("Therapy: ", ther, " for ", ind, " (", dur, ")")
        n.line("Trainer: ", trainer.full("DOCTOR"), ", ", trainer.role)
        n.blank()
        n.line("Competency".ljust(52), "| Date     | Trainer | Pt/Carer")
        n.line("-" * 80)
        d = 0
        for comp in r.sample(K.COMPETENCIES, r.randrange(7, 13)):
            if r.random() < 0.3:
                d += 1
            who = r.choice([case.pt.initials("PATIENT", dots=False), carer.initials("FAMILY", dots=False)])
            n.line(comp[:50].ljust(52), "| ", case.td(d), " | ", trainer.initials("DOCTOR", dots=False),
                   "      | ", who, r.choice(["", "", " *repeat"]))
        n.blank()
        if r.random() < 0.3:
            n.line("Parking concession for clinic visits: vehicle reg ", ("VEHICLE", loc.plate()),
                   r.choice(["", " - valid until end of therapy"]))
        n.line("Leaflet given: ", r.choice(["Living with your PICC", "Your port - a guide",
                                            "Home IV antibiotics - what to expect"]),
               "   Video: ", ("URL", B.url(case)))
        n.line("Outcome: ", r.choice(["Competent - independent", "Competent with carer support",
                                      ["Further session booked ", case.d(d + r.randrange(1, 4), "wk")],
                                      "Not suitable for self-admin - DN daily visits"]))
        B.vat_contacts(n, case, "24 h contacts given:")
        n.blank()
        n.line("Patient signature: ", case.pname("full"), "    Carer: ", carer.full("FAMILY"))
        B.sign(n, case, trainer, d, prefix="Trainer: ")
    else:
        n.line(r.choice(["Home IV teaching - session ", "OPAT education note - session "]),
               str(r.randrange(1, 4)), " of 3")
        n.line(case.d(0), "  ", K.time(r), "  ", case.pname("LF"), "  ", ("MRN", case.mrn))
        n.blank()
        n.fl("Seen with {c} ({rel}) in {where}. {P} will be self-administering {t} via {pump} "
             "through {his} {line}.", c=carer.full("FAMILY"), rel=rel,
             where=r.choice(["the OPAT clinic", ["the day unit, chair ", ("LOCATION_OTHER", str(r.randrange(1, 20)))],
                             ["the ward (", ("HOSPITAL", case.ward), ")"]]),
             P=case.pt.titled("PATIENT"), t=ther, pump=pump, his=case.his(), line=line)
        n.fl("Covered: {a}, {b} and {c}. {who} demonstrated the full procedure {k} with "
             "good technique; one prompt needed to let the CHG dry.",
             a=r.choice(K.COMPETENCIES).lower(), b=r.choice(K.COMPETENCIES).lower(),
             c=r.choice(K.COMPETENCIES).lower(), who=carer.first_only("FAMILY"),
             k=r.choice(["twice", "once", "three times"]))
        n.fl("{P} {job}. Agreed {h} will not lift heavy loads with the line arm and will "
             "use a shower sleeve.", P=case.pt.first_only("PATIENT"),
             job=["is a retired ", ("PROFESSION", case.prof)] if case.retired else
             ["works as " + case.an, ("PROFESSION", case.prof), " and hopes to return to work next week"],
             h=case.he())
        n.fl("Given 24 h number {p} and shown the video at {u}. Next session {d}.",
             p=("PHONE", loc.phone(r.choice(["land", "toll"]))), u=("URL", B.url(case)),
             d=case.d(r.randrange(1, 4), r.choice(["wk", "weekday", "dm"])))
        n.blank()
        n.line(trainer.sig(), ", ", trainer.role)


def theatre_booking(n, case):
    r, loc = case.r, case.loc
    if r.random() < 0.3:
        return _ir_list(n, case)
    surg = case.clin("surgeon", "s")
    clerk = case.clin("clerk", "c")
    ind, ther, dur = K.pick_ind(r, case.pt.sex, case.age)
    proc = r.choice(["Insertion of totally implantable venous access device (port)",
                     "Insertion of tunnelled central venous catheter (Hickman)",
                     "Removal of implanted port", "Exchange of tunnelled line over wire",
                     "PICC insertion under fluoroscopy (failed bedside x2)",
                     "Insertion of tunnelled dialysis catheter"])
    lst = r.randrange(3, 30)
    n.line(("HOSPITAL", case.hosp))
    n.line(r.choice(["THEATRE BOOKING FORM", "Interventional Radiology - Booking Request",
                     "Elective Procedure Booking", "DAY SURGERY BOOKING"]))
    n.line("Booking ref: ", ("IDNUM", loc.idnum("booking", case.base.year)), "    Date booked: ",
           case.d(0), "    Booked by: ", clerk.full("DOCTOR"), " ", B.ext_p(case))
    n.blank()
    n.line("PATIENT")
    B.pid_lines(n, case, extras=["addr", "phone"] + (["acct"] if r.random() < 0.5 else []))
    if case.c in ("US", "CA", "IE") and r.random() < 0.85:
        n.line(loc.ssn_label(), ": ", ("SSN", loc.ssn()))
    if case.c in ("US", "ZA", "IE", "AU") and r.random() < 0.6:
        n.line("Insurer: ", ("ORGANIZATION", case.insurer()), "   Policy/Member no: ",
               ("HEALTHPLAN", loc.insurance_no()))
    n.line("NOK: ", case.fam_ref(0, "full"), "  ", ("PHONE", loc.phone("mobile")))
    n.blank()
    n.line("PROCEDURE: ", proc)
    n.line("Indication: ", ind, " - for ", ther)
    title = "Dr "
    if case.c in ("UK", "IE") and "Surgeon" in surg.role:
        title = "Mr " if surg.sex == "M" else "Ms "
    lab, val = loc.license("doctor")
    n.line("Operator: ", title, surg.full("DOCTOR"), " (", surg.role, ")",
           r.choice(["", ["  ", lab, " ", ("LICENSE", val)]]))
    n.line("List: ", case.d(lst, r.choice(["wk", "wklong", None])), "  ", r.choice(["AM", "PM", "all day"]),
           "  ", r.choice(["Theatre ", "IR suite ", "Procedure room ", "Day theatre "]),
           ("LOCATION_OTHER", str(r.randrange(1, 12))), "  Order on list: ", str(r.randrange(1, 6)))
    n.line("Anaesthetic: ", r.choice(["LA", "LA + sedation (midazolam/fentanyl)", "GA", "LA + anaesthetist standby"]),
           "   ASA ", r.choice(["I", "II", "II", "III", "IV"]), "   BMI ", str(r.randrange(17, 46)),
           "   Wt ", str(r.randrange(44, 140)), " kg")
    n.line("Pre-op: FBC, coag, G&S ", case.d(lst - r.randrange(1, 8), "dm"), "; ", r.choice([
        "hold apixaban 48 h", "hold rivaroxaban 48 h", "warfarin - INR < 1.5 on day", "no anticoagulants",
        "clopidogrel continue (discussed with cardiology)"]))
    if "port" in proc or "tunnelled" in proc:
        n.line("Position: supine, ", r.choice(["head-down (Trendelenburg) for IJ puncture",
                                               "Trendelenburg 10-15 degrees", "arm abducted on board"]))
    n.line("Funding: ", r.choice(K.FUNDING[case.c]))
    n.line("Fasting: 6 h food / 2 h clear fluids.  Allergies: ", r.choice(["NKDA", "latex", "iodine contrast",
                                                                         "chlorhexidine", "penicillin"]))
    n.line("Special requirements: ", K.interpreter(r, case.pt.origin) or r.choice([
                                               "bariatric table", "MRSA +ve - last on list",
                                               "hearing impaired - use written notes", "nil"]))
    k = r.random()
    if k < 0.35:
        n.line("Transport: own - ", case.fam_ref(0, "first"), " driving; parking permit for vehicle ",
               ("VEHICLE", loc.plate()))
    elif k < 0.6:
        n.line("Transport: hospital transport booked (", ("IDNUM", loc.idnum("order", case.base.year)), ")")
    else:
        n.line("Transport: ", r.choice(["own", "taxi", ["ambulance transfer from ",
                                                         ("HOSPITAL", case.care_home())]]))
    n.line("Pre-assessment: ", case.d(lst - r.randrange(3, 14), r.choice(["dm", "wk", None])),
           " ", r.choice(["telephone", "face to face", "nurse-led clinic"]))
    if r.random() < 0.45:
        if case.retired:
            n.line("Occupation: retired ", ("PROFESSION", case.prof))
        else:
            n.line("Occupation: ", ("PROFESSION", case.prof), r.choice([
                "", [" at ", ("ORGANIZATION", case.employer())]]),
                r.choice(["", " - fit note for 1 week requested", " - needs letter for employer"]))
    n.blank()
    n.line("Comments: ", r.choice(["Port to be accessed in theatre for C1 on ",
                                   "Remove old line at same sitting. Start date ",
                                   "Needs to be done before cycle 1 due ",
                                   "Pt requests early slot - carer commitments. Surgery date "]),
           case.d(lst + r.randrange(0, 4), "dm"))
    n.line("Confirmed with patient by phone ", case.d(r.randrange(1, 3), "dm"), " - ",
           clerk.init_last("DOCTOR"))


def _ir_list(n, case):
    r, loc = case.r, case.loc
    ir = case.clin("surgeon", "ir")
    n.line(("HOSPITAL", case.hosp), " - ", r.choice(["IR vascular access list", "Line list",
                                                      "Theatre list - vascular access"]))
    n.line(case.d(0, r.choice(["wklong", "long", None])), "  ", r.choice(["AM", "PM"]),
           "   ", r.choice(["IR room ", "Theatre ", "Angio suite "]), ("LOCATION_OTHER", str(r.randrange(1, 9))),
           "   Operator: Dr ", ir.full("DOCTOR"))
    n.line("Nurse: ", case.clin("ward_nurse", "nn").full("DOCTOR"), "   Radiographer: ",
           case.clin("radiographer", "rg").full("DOCTOR"))
    n.blank()
    n.line("#  | Patient                     | MRN        | Age | Procedure")
    pts = [case] + [Case(r, case.c, case.lower) for _ in range(r.randrange(2, 5))]
    for i, p in enumerate(pts):
        n.line(str(i + 1), "  | ", p.pname(r.choice(["LFU", "LF"])), " | ", ("MRN", p.mrn), " | ",
               ("AGE", str(p.age)), " | ", r.choice(["port insertion R IJ", "tunnelled Hickman",
                                                     "port removal", "PICC (fluoro)",
                                                     "tunnelled line exchange", "Permcath"]),
               r.choice(["", " - INR 1.4", " - latex allergy", " - MRSA +", " - needs interpreter"]))
    n.blank()
    n.line("Ward/clinic bookings: ", ("PHONE", loc.phone("land")), "   List coordinator: ",
           case.clin("clerk", "cc").full("DOCTOR"))


def equipment_fault_report(n, case):
    r, loc = case.r, case.loc
    yr = case.base.year
    kind, fault = r.choice(K.FAULTS)
    model = r.choice(DEV_MODELS[kind])
    rep = case.clin(r.choice(["vat", "ward_nurse", "dn"]), "rep")
    eng = case.clin("eng", "eng")
    maker = case.maker()
    B.hosp_header(n, case, r.choice(["Clinical Engineering", "Medical Equipment Management",
                                     "EBME Department", "Biomedical Engineering"]))
    n.line(r.choice(["EQUIPMENT FAULT REPORT", "Medical Device Fault / Incident Report",
                     "Faulty equipment notification"]))
    n.line("Job no: ", ("IDNUM", loc.idnum("workorder", yr)), r.choice(
        ["", ["    Incident ref: ", ("IDNUM", loc.idnum("incident", yr))]]))
    n.line("Date of fault: ", case.d(0), "   Time: ", K.time(r))
    n.line("Reported by: ", rep.full("DOCTOR"), ", ", rep.role, "   ", B.ext_p(case),
           r.choice(["", ["   ", ("EMAIL", B.email_person(case, rep))]]))
    n.line("Location: ", r.choice(["Vascular Access procedure room", "Day Unit",
                                   ["", ("HOSPITAL", case.ward)], "Pharmacy satellite",
                                   ["procedure room ", ("LOCATION_OTHER", "%d.%02d" % (r.randrange(1, 5), r.randrange(1, 40)))]]))
    n.blank()
    n.line("EQUIPMENT")
    n.line("  Type: ", kind, "   Model: ", model)
    n.line("  Asset tag: ", ("DEVICE", loc.device_id("asset")), "   Serial no: ",
           ("DEVICE", loc.device_id("serial")))
    n.line("  Software: ", r.choice(K.SOFTWARE), r.choice(["", ["   Network: ", ("IPADDR", loc.ip())],
                                                           ["   IP ", ("IPADDR", loc.ip()), " (DHCP reserved)"]]))
    n.line("  Last PPM: ", case.d(-r.randrange(30, 400), r.choice(["monyr", None])),
           "   Manufacturer: ", ("ORGANIZATION", maker))
    n.blank()
    n.line("DESCRIPTION OF FAULT")
    n.line(fault[0].upper() + fault[1:], ". ", r.choice([
        "Reproduced by second user. Power-cycled x2 with no change.",
        "Intermittent - occurred 3 times during the session.",
        "Error code photographed and attached.", K.typo(r, "Error code photographed and attached.",
                                                       "Eror code photographed and atached.", 0.3), "Unit dropped from trolley last week per staff."]))
    if "fingerprint" in fault:
        u = case.clin("ward_nurse", "u2")
        n.line("Users affected: ", u.full("DOCTOR"), " (template ", ("BIOID", loc.bioid()), "), ",
               rep.init_last("DOCTOR"), " (template ", ("BIOID", loc.bioid()), "). Override code used x",
               str(r.randrange(2, 9)), "; witnessed.")
    n.blank()
    n.line("PATIENT INVOLVEMENT")
    if r.random() < 0.65:
        n.fl("Yes - {proc} in progress for {pt} ({id}). {what}", proc=r.choice(
            ["PICC insertion", "USS-guided cannulation", "midline insertion", "infusion"]),
            pt=case.pname(r.choice(["initials", "full", "LF"])), id=("MRN", case.mrn),
            what=r.choice([["Procedure abandoned, rebooked for ", case.d(r.randrange(1, 4), "dm"), "."],
                           ["Completed with back-up unit from procedure room ",
                            ("LOCATION_OTHER", str(r.randrange(1, 6))), ". No harm."],
                           ["Infusion delayed 2 h; ", case.fam_ref(0, "first"), " informed."],
                           "Patient informed; no harm."]))
        if r.random() < 0.5:
            n.line("Logged into device as ", ("USERNAME", rep.username()), " at time of fault.")
    else:
        n.line("No - fault found on pre-use check.")
    n.blank()
    n.line("IMMEDIATE ACTION: ", r.choice(["removed from use, labelled DO NOT USE",
                                          "quarantined in equipment store", "battery removed and tagged"]),
           "; ", r.choice(["loan unit requested", "spare unit in use", "ward manager informed"]))
    if r.random() < 0.6:
        rp = case.newclin("eng")
        n.line("Supplier contact: ", rp.full("FAMILY"), " (", ("ORGANIZATION", maker), " field engineer) ",
               ("PHONE", loc.phone("mobile")), r.choice(["", ["  ", ("EMAIL", B.email_person(case, rp))]]))
    if r.random() < 0.4:
        n.line("External report: ", REGULATOR[case.c], " ", ("IDNUM", loc.idnum("regulator", yr)))
    n.blank()
    n.line("ENGINEERING FINDINGS (", eng.full("DOCTOR"), ", ", eng.role, ", ", case.d(r.randrange(1, 10)), ")")
    n.line(r.choice(["Cable fractured at strain relief - probe replaced under warranty.",
                     "Firmware updated to " + r.choice(K.SOFTWARE) + "; functional test passed.",
                     "No fault found after 4 h soak test; returned to service with user advice.",
                     "Latch assembly replaced. Flow accuracy within +/-5%.",
                     "Battery pack replaced (part BP-220). Electrical safety test passed.",
                     "Beyond economic repair - condemned. Replacement order raised."]))
    n.line("Closed: ", case.d(r.randrange(3, 20)), "  ", eng.init_last("DOCTOR"))
