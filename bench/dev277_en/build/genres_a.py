"""Genres: tray traceability, endoscope decontamination log, loan kit form, NCR."""
import clinical as C
import pools_places as PP
from common import Ctx, table_row
from core import Note, pick, chance


# ------------------------------------------------------------------ tray trace
def tray_trace(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("tray_trace", c)
    v = r.randint(0, 2)
    nsets = r.randint(2, 5)
    sets = [x.setinfo] + x.related_sets(nsets - 1)
    ster = pick(r, C.STERILISERS)
    if v == 0:
        n.line(x.hosp_piece(True), " - ", (x.ssd, "HOSPITAL"))
        n.line(pick(r, ["INSTRUMENT TRACEABILITY REPORT (Patient -> Set)", "TRACK & TRACE: CASE SET HISTORY",
                        "Patient Set Usage Report"]))
        tech = x.tech
        n.line("Printed: ", L.date(x.plus(x.pdate, r.randint(1, 40)), "ISO"), " ", L.time(), "   User: ",
               (L.username(tech), "USERNAME"), "   Terminal: ", (L.ip(), "IPADDR"))
        n.line("-" * 66)
        n.line("Patient  : ", L.name(x.pt, "PATIENT", "LAST_FIRST"), "    ", x.pt_ids())
        n.line("DOB      : ", L.date_short(x.dob), " (", (str(x.age), "AGE"), "y)   Sex: ", x.pt.sex)
        if c == "US" and chance(r, 0.8):
            n.line("SSN      : ", (L.ssn(), "SSN"), "    ", x.hp_piece())
        elif c in ("AU", "CA") and chance(r, 0.6):
            n.line("           ", x.hp_piece())
        n.line("Episode  : ", (x.account, "ACCOUNT"), "    Ward: ", (x.ward, "HOSPITAL"))
        n.line("Procedure: ", x.procedure, " [", x.setinfo[2], "]")
        n.line("Date     : ", L.date_short(x.pdate), "  ", x.room[0], (x.room[1], "LOCATION_OTHER"),
               "  Session: ", pick(r, ["AM", "PM", "ALL DAY", "EVE"]))
        n.line("Surgeon  : ", L.name(x.surgeon, "DOCTOR", pick(r, ["title_last", "LAST_FIRST", "init_last"])),
               "   Scrub: ", L.name(x.scrub, "DOCTOR", pick(r, ["init_last", "initials", "full"])))
        n.blank()
        n.line("Sets issued to case:")
        wd = [4, 16, 36, 9, 8, 13, 7, 7]
        n.line(table_row(["#", "Tray ID", "Description", "Cycle", "Mach", "Processed", "Pack", "Chk"], wd))
        for i, s in enumerate(sets):
            tid = x.tray if i == 0 else L.tray_id(s[1])
            pk, ck = L.staff(), L.staff()
            pdt = x.plus(x.pdate, -r.randint(0, 6))
            n.line(table_row([str(i + 1), [(tid, "DEVICE")], s[0][:34], C.cycle_no(r),
                              pick(r, ["AC1", "AC2", "AC3", "STE4", "S-02"]), [L.date_short(pdt)],
                              [L.name(pk, "DOCTOR", "initials")], [L.name(ck, "DOCTOR", "initials")]], wd))
        n.blank()
        if chance(r, 0.6):
            n.line("Supplementary items: ", pick(r, ["single wrapped Gelpi x1", "Yankauer sucker (SU)", "diathermy lead x1 (reusable)",
                                                   "light lead", "spare Kocher x2"]),
                   " - barcode ", (L.serial("barcode"), "DEVICE"))
        n.line("Steriliser: ", ster, "  S/N ", (L.serial("machine"), "DEVICE"), "  parametric release: YES")
        n.line("Status: COMPLETE - all sets traced to validated cycles. ", C.hn_sentence(r, c))
        if chance(r, 0.5):
            n.line("Report requested by ", L.name(x.ipc, "DOCTOR", pick(r, ["full", "cred", "title_full"])),
                   " (", pick(r, ["IPC", "Infection Prevention", "Theatre Manager"]), ") ref ",
                   (L.idnum(pick(r, ["incident", "lookback", "complaint"])), "IDNUM"))
    elif v == 1:
        n.line(pick(r, ["THEATRE RECORD - INSTRUMENT TRACEABILITY", "Traceability label sheet", "OPERATING ROOM RECORD: STERILE SUPPLY LABELS"]))
        n.line("Hospital: ", x.hosp_piece(), "   ", x.room[0], (x.room[1], "LOCATION_OTHER"))
        for ln in x.pt_label():
            n.line("  ", ln)
        n.line("Date of operation: ", L.date_wd(x.pdate) if chance(r, 0.4) else L.date(x.pdate),
               "   Knife to skin ", L.time())
        n.line("Operation: ", x.procedure)
        n.line("Surgeon: ", L.name(x.surgeon, "DOCTOR", "title_last"), "   Assistant: ",
               L.name(L.staff("surgeon"), "DOCTOR", pick(r, ["title_last", "init_last"])),
               "   Anaesthetist: ", L.name(L.staff("doctor"), "DOCTOR", "title_last"))
        n.blank()
        n.line("Labels affixed:")
        for i, s in enumerate(sets):
            tid = x.tray if i == 0 else L.tray_id(s[1])
            n.line("[ ", (x.ssd, "HOSPITAL") if chance(r, 0.5) else C.w(c, "SSD"), " | ", s[0], " | ID ", (tid, "DEVICE"),
                   " | Cyc ", C.cycle_no(r), "/", pick(r, ["AC1", "AC2", "AC3", "M4"]),
                   " | Pkd ", L.name(L.staff(), "DOCTOR", "initials"),
                   " | Exp ", L.date_short(x.plus(x.pdate, r.randint(20, 180))), " ]")
        if chance(r, 0.6):
            n.line("[ IMPLANT | ", pick(r, ["Ostara cemented stem size 4", "Trident Ridge locking plate 7H",
                                          "Meridale PS insert 10 mm", "mesh 10x15 cm"]),
                   " | LOT ", C.lot(r), " | REF ", C.ref_no(r), " ]")
        n.blank()
        n.line("Scrub practitioner: ", x.sig(x.scrub, None, pick(r, ["cred", "full", "init_last"])))
        n.line("Circulating: ", L.name(x.circ, "DOCTOR", pick(r, ["full", "first", "init_last"])),
               "  ", pick(r, ["", "(agency)", "(bank)", "ODP"]))
        n.line("Comments: ", pick(r, ["nil", "All trays intact, CI changed.", "Gelpi from set 2 stiff - sent back tagged.",
                                     "Set 3 opened but not used - returned to " + C.w(c, "SSD") + " for reprocessing.",
                                     "Extra Langenbeck requested mid-case."]))
    else:
        n.line("From: ", L.name(x.ipc, "DOCTOR", "full"), " <", (L.email(x.ipc, x.hosp), "EMAIL"), ">")
        n.line("To: ", pick(r, ["Sterile Services", "SPD Supervisors", "Decon Lead"]), " <", (L.email(org=x.hosp), "EMAIL"), ">")
        n.line("Sent: ", L.date_wd(x.plus(x.pdate, r.randint(2, 30))), " ", L.time())
        n.line("Subject: Trace request - ", L.name(x.pt, "PATIENT", pick(r, ["initials", "last_init"])), " ",
               (x.mrn, "MRN"))
        n.blank()
        n.line("Hi ", L.name(x.manager, "DOCTOR", "first"), ",")
        n.line("Could you please trace all instrument sets used for the patient below. ",
               pick(r, ["Post-op SSI under investigation.", "Patient has developed a deep infection at 6/52.",
                        "Query raised through the complaints team.", "Needed for RCA."]))
        n.line("  Name: ", L.name(x.pt, "PATIENT", "full"), "   ", x.pt_ids())
        n.line("  DOB: ", L.date_short(x.dob), "   Procedure: ", x.procedure, " on ", L.date(x.pdate))
        n.line("  ", x.room[0], (x.room[1], "LOCATION_OTHER"), ", ", x.hosp_piece())
        n.line("Thanks, ", L.name(x.ipc, "DOCTOR", "first"), " ext ", (L.extension(), "PHONE"))
        n.blank()
        n.line("----- Reply -----")
        n.line("Traced via ", pick(r, ["TraySafe", "SteriLink", "InstruTrak", "DeconTrace"]), " system, user ",
               (L.username(x.manager), "USERNAME"), ":")
        for i, s in enumerate(sets):
            tid = x.tray if i == 0 else L.tray_id(s[1])
            n.line(" - ", s[0], " (", (tid, "DEVICE"), "): washer ", pick(r, C.WASHERS).split()[0], " cycle ",
                   C.cycle_no(r), ", ", C.w(c, "steriliser"), " load ", C.load_no(r), " on ",
                   L.date_short(x.plus(x.pdate, -r.randint(0, 4))), ", packed by ",
                   L.name(L.staff(), "DOCTOR", pick(r, ["init_last", "full", "initials"])))
        n.line("All cycles within parameters, BI negative, no NCRs logged against these sets.")
        n.line(x.sig(x.manager, pick(r, ["Sterile Services Manager", "SPD Manager", "Decontamination Lead", "MDR Supervisor"]),
                     pick(r, ["full", "cred"])))
    return n


# ------------------------------------------------------------------ endoscope log
def endoscope_log(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("endoscope_log", c)
    unit = L.endo_unit()
    aer = pick(r, C.AERS)
    if chance(r, 0.5):
        # daily multi-patient log
        n.line((unit, "HOSPITAL"), " - ", x.hosp_piece())
        n.line(pick(r, ["ENDOSCOPE DECONTAMINATION LOG", "Daily Scope Reprocessing Record", "AER / Scope Tracking Sheet"]),
               "   Date: ", L.date_wd(x.pdate))
        n.line("AER: ", aer, " (S/N ", (L.serial("machine"), "DEVICE"), ")   Disinfectant: ", pick(r, C.DISINFECTANTS),
               "   Lot ", C.lot(r))
        n.line("Daily checks: self-disinfect done ", L.time(), "; MEC strip ", pick(r, C.RESULTS), "; filters changed ",
               pick(r, ["n/a", "yes", "due Fri"]), ". Checked by ", L.name(x.tech, "DOCTOR", "initials"))
        n.blank()
        wd = [7, 22, 12, 22, 10, 6, 6, 9, 6]
        n.line(table_row(["Time", "Patient", "ID", "Scope / SN", "Proc", "Leak", "Man", "AER cyc", "Rel"], wd))
        nrow = r.randint(3, 7)
        rtimes = x.times(nrow, r.randint(8 * 60, 10 * 60))
        for i in range(nrow):
            p = x.pt if i == 0 else L.patient()
            typ, models, procs = pick(r, C.SCOPES)
            n.line(table_row([rtimes[i], [L.name(p, "PATIENT", pick(r, ["last_init", "init_last", "LAST_FIRST", "initials"]))],
                              [(x.mrn if i == 0 else L.mrn(), "MRN")],
                              [pick(r, models).split()[1], " ", (L.serial("scope"), "DEVICE")],
                              pick(r, procs)[:9], pick(r, ["P", "P", "PASS", "F"]),
                              [L.name(L.staff(), "DOCTOR", "initials")], C.cycle_no(r),
                              [L.name(L.staff(), "DOCTOR", "initials")]], wd))
        n.blank()
        n.line("Key: Leak P = pass, F = fail (scope quarantined, see NCR). Man = manual clean operator. Rel = released by.")
        n.line("Drying cabinet ", pick(r, C.CABINETS), " slots 1-", str(r.randint(8, 16)), "; max storage 72 h. ",
               pick(r, C.hn_block(r, c, 2)))
        n.line("Lead: ", x.sig(x.manager, pick(r, ["Decontamination Lead", "Endoscopy Charge Nurse", "Reprocessing Supervisor"]),
                              pick(r, ["full", "cred"])))
    else:
        typ, models, procs = pick(r, C.SCOPES)
        model = pick(r, models)
        sn = L.serial("scope")
        n.line(pick(r, ["ENDOSCOPE TRACEABILITY RECORD", "Flexible Endoscope Reprocessing Form", "SCOPE DECONTAMINATION - SINGLE PROCEDURE"]))
        n.line((unit, "HOSPITAL"), "  |  Room ", (str(r.randint(1, 6)), "LOCATION_OTHER"))
        n.blank()
        n.line("Patient: ", L.name(x.pt, "PATIENT", pick(r, ["LAST_FIRST", "full", "fullmi"])), "   ",
               L.age(x.age, pick(r, ["y", "sex", "Age:"])))
        n.line(x.pt_ids(), "   DOB ", L.date_short(x.dob))
        n.line("Procedure: ", pick(r, procs), "  Endoscopist: ",
               L.name(x.surgeon, "DOCTOR", pick(r, ["title_last", "init_last", "full"])))
        tms = x.times(4)
        n.line("Date: ", L.date(x.pdate), "   Start ", tms[0], "  End ", tms[1])
        n.line("Scope: ", typ, " ", model, "   Serial No: ", (sn, "DEVICE"), "   Asset: ", (L.serial("asset"), "DEVICE"))
        n.blank()
        n.line("1. Bedside pre-clean (suction detergent, air/water flush): ", pick(r, ["Yes", "Y", "done"]), "  by ",
               L.name(x.scrub, "DOCTOR", pick(r, ["initials", "first", "init_last"])))
        lk = pick(r, ["PASS", "PASS", "PASS", "FAIL"])
        n.line("2. Leak test: ", lk, "   time ", tms[2])
        n.line("3. Manual clean: ", pick(r, C.DETERGENTS), " ", pick(r, ["1:100", "5 mL/L", "0.5%"]),
               ", all channels brushed; brush single use. Operator: ", L.name(x.tech, "DOCTOR", pick(r, ["full", "init_last"])))
        n.line("4. AER: ", aer, " bay ", str(r.randint(1, 2)), "  cycle no. ", C.cycle_no(r), "  ",
               pick(r, C.DISINFECTANTS), "  result ", pick(r, C.RESULTS))
        n.line("5. Storage: ", pick(r, C.CABINETS), " slot ", str(r.randint(1, 16)), "  in ", tms[3], "  expires ",
               pick(r, ["+72 h", "+7 days", "+31 days (EDC)"]))
        n.line("Released by: ", x.sig(x.tech2, None, pick(r, ["full", "init_last", "cred"])), "  ",
               L.date_short(x.pdate), " ", L.time())
        if lk == "FAIL":
            n.line("Leak test failure - scope bagged and tagged, ", pick(r, ["repair", "loan scope"]), " requested from ",
                   (x.supplier, "ORGANIZATION"), " (RMA ", (L.idnum("rma"), "IDNUM"), "). Rep ",
                   L.name(L.person(), "FAMILY", "full"), " tel ", (L.phone("mobile"), "PHONE"), ".")
        if chance(r, 0.5):
            n.line("Notes: ", pick(r, ["Biopsy channel resistance noted", "Elevator recess brushed x3" if typ == "duodenoscope"
                                      else "Suction channel brushed x3", "Scope returned from repair", "Microbiology surveillance sample taken"]),
                   " - ", pick(r, ["specimen ", "ref "]), (L.idnum("specimen"), "IDNUM"))
    return n


# ------------------------------------------------------------------ loan kit
KIT_ITEMS = {
    "Orthopaedics": ["TriLock tibial nail instruments", "Revision hip extraction set", "Knee revision augments",
                     "Small fragment locking set 3.5", "Acetabular reamers 40-64", "Shoulder arthroplasty base set",
                     "Femoral trials 1-7", "Tibial cutting block set"],
    "Spinal": ["Pedicle screw instruments 5.5", "Cervical plate instruments", "Interbody cage trials", "Rod bender and cutters",
               "Posterior retractor system"],
    "Neurosurgery": ["Cranial fixation plates and drivers", "Shunt passer set", "Mayfield-type skull clamp pins",
                     "Neuro-endoscope sheath set"],
    "Maxillofacial": ["Mandible plating set 2.0", "Midface plating set 1.5", "Arch bar and wiring set"],
}
KIT_COMMON = ["Implant caddy (sterile, unopened)", "Power tool set + 2 batteries", "Screw caddy (non-sterile)"]

def loan_kit(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("loan_kit", c)
    x.setinfo = pick(r, [s for s in C.SETS if s[2] in ("Orthopaedics", "Spinal", "Neurosurgery", "Maxillofacial")])
    x.procedure = pick(r, x.setinfo[3])
    rep = L.person()
    driver = L.person()
    courier = pick(r, PP.COURIERS)
    arrive = x.plus(x.pdate, -r.randint(0, 3))
    ret = x.plus(x.pdate, r.randint(1, 5))
    n.line(x.hosp_piece(chance(r, 0.3)), " - ", pick(r, {"UK": ["Sterile Services", "SSD", "HSDU"], "US": ["SPD", "Sterile Processing"],
                                                        "AU": ["CSSD", "Sterilising Services"], "CA": ["MDR Department", "MDRD"]}[c]))
    n.line(pick(r, ["LOAN KIT RECEIPT AND RETURN FORM", "Loaned Medical Device - Receipt / Return Record",
                    "LOAN SET TRACKING FORM (complete all sections)"]))
    n.line("Form ref: ", (L.idnum("loan"), "IDNUM"), "    PO: ", (L.idnum("po"), "IDNUM"))
    n.blank()
    n.line("SECTION A - REQUEST")
    n.line("Supplier: ", (x.supplier, "ORGANIZATION"), "   Account no. ", (L.account(), "ACCOUNT"))
    n.line("Company rep: ", L.name(rep, "FAMILY", pick(r, ["full", "last_first", "title_full"])), "   Mobile: ",
           (L.phone("mobile"), "PHONE"), "   Email: ", (L.email(rep, x.supplier), "EMAIL"))
    n.line("Requested by: ", L.name(x.surgeon, "DOCTOR", pick(r, ["title_last", "init_last"])), " for ",
           L.name(x.pt, "PATIENT", pick(r, ["initials", "last_first", "LAST_FIRST"])), " (", x.mrn_label(), " ",
           (x.mrn, "MRN"), ")")
    n.line("Procedure: ", x.procedure, "   Date of surgery: ", L.date(x.pdate), "   ", x.room[0], (x.room[1], "LOCATION_OTHER"))
    n.blank()
    n.line("SECTION B - RECEIPT")
    n.line("Delivered by: ", (courier, "ORGANIZATION"), " driver ", L.name(driver, "FAMILY", pick(r, ["full", "first", "init_last"])),
           "   Vehicle reg: ", (L.vehicle(), "VEHICLE"))
    n.line("Date/time received: ", L.date_short(arrive), " ", L.time(), "   Consignment ", (L.idnum("consign"), "IDNUM"))
    kits = r.randint(2, 6)
    wd = [5, 40, 16, 8, 8]
    n.line(table_row(["No.", "Kit / tray description", "Set serial", "Trays", "Wt kg"], wd))
    for i in range(kits):
        n.line(table_row([str(i + 1), pick(r, KIT_ITEMS.get(x.setinfo[2], KIT_ITEMS["Orthopaedics"]) + KIT_COMMON),
                          [(L.serial("loanset"), "DEVICE")], str(r.randint(1, 4)), "%.1f" % (3 + r.random() * 5)], wd))
    n.line("Manufacturer IFU / decon instructions received: ",
           ["Yes - ", (L.url(x.supplier, pick(r, ["ifu", "decon/ifu", "loans/ifu-library"])), "URL")] if chance(r, 0.5)
           else pick(r, ["Yes", "Yes (paper copy)", "No - requested"]))
    n.line("Decontamination certificate from previous user: ",
           ["Yes (", (L.hospital(True), "HOSPITAL"), ")"] if chance(r, 0.4) else pick(r, ["Yes", "Not supplied", "Y"]))
    n.line("Checked in by: ", L.name(x.tech, "DOCTOR", pick(r, ["full", "init_last"])), " ",
           pick(r, {"UK": ["(Band 3)", "(Band 2)", "", "(tech)"], "US": ["(tech II)", "(CRCST)", ""], "AU": ["(Grade 2)", ""],
                    "CA": ["(MDRT)", ""]}[c]), "  Inventory count correct: ",
           pick(r, ["Y", "Y", "N - 1 x ratchet handle missing"]))
    n.line("Processed: washer cycle ", C.cycle_no(r), ", ", C.w(c, "steriliser"), " load ", C.load_no(r), " on ",
           L.date_short(arrive), " - ", C.hn_sentence(r, c))
    n.blank()
    n.line("SECTION C - RETURN")
    n.line("Used: ", pick(r, ["Yes", "Yes", "No (case cancelled)", "Partially"]), "   Implants used: ",
           pick(r, ["see implant record", "2", "4", "none"]))
    n.line("Decontaminated after use: washer cycle ", C.cycle_no(r), "  ", C.w(c, "steriliser"), " cycle ", C.cycle_no(r),
           "  date ", L.date_short(ret))
    n.line("Returned to: ", (x.supplier, "ORGANIZATION"), ", ", L.addr_line(L.address(), chance(r, 0.3)))
    n.line("Collected by: ", (pick(r, PP.COURIERS), "ORGANIZATION"), "  ",
           L.name(L.person(), "FAMILY", pick(r, ["full", "first"])), "  reg ", (L.vehicle(), "VEHICLE"),
           "  on ", L.date(ret), " ", L.time())
    n.line("Signed: ", x.sig(x.tech2, pick(r, ["Technician", "SSD Technician", "Sterile Processing Tech"]),
                             pick(r, ["full", "init_last", "cred"]), ret))
    if chance(r, 0.5):
        n.line("Note: ", pick(r, ["Kit arrived < 24 h before list - escalated to ",
                                  "Tray 3 overweight (>8 kg) - supplier informed via ",
                                  "Missing item logged on supplier portal - "]),
               L.name(x.manager, "DOCTOR", pick(r, ["full", "init_last"])), " tel ", (L.phone(ext=True), "PHONE"))
    return n


# ------------------------------------------------------------------ NCR
def ncr(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("ncr", c)
    cat, desc = pick(r, C.NCR_CATEGORIES)
    raised = x.plus(x.pdate, r.randint(0, 2))
    closed = x.plus(raised, r.randint(3, 40))
    n.line(pick(r, ["NON-CONFORMANCE REPORT", "Non Conformance / Customer Complaint Form", "QMS - NONCONFORMITY RECORD"]),
           "    ", pick(r, ["ISO 13485:2016 cl. 8.3", "QF-21 rev 4", "Form SSD-NC-02"]))
    n.line("NCR No: ", (L.idnum("ncr"), "IDNUM"), "    Date raised: ", L.date(raised), "   Category: ", cat)
    n.line("Raised by: ", L.name(x.circ, "DOCTOR", pick(r, ["full", "cred", "init_last", "title_full"])), ", ",
           pick(r, ["Theatres", "Day Surgery", "Endoscopy", "Maternity theatre", "Main OR"]), ", ", x.hosp_piece())
    n.line("Contact: ", [pick(r, ["ext ", "bleep "]), (L.extension(), "PHONE")] if chance(r, 0.5)
           else ["Tel ", (L.phone(), "PHONE")],
           "   Email ", (L.email(x.circ, x.hosp), "EMAIL"))
    n.blank()
    n.line("Product / set: ", x.setinfo[0], "   Tray ID: ", (x.tray, "DEVICE"), "   Cycle: ", C.cycle_no(r))
    n.line("Patient affected: ", pick(r, ["Yes", "No - identified pre-use", "Yes"]), "   ",
           L.name(x.pt, "PATIENT", pick(r, ["full", "LAST_FIRST", "initials", "last_init"])), "  ", x.pt_ids(),
           "   ", x.room[0], (x.room[1], "LOCATION_OTHER"))
    n.blank()
    n.line("Description of non-conformance:")
    n.line(desc, ". ", pick(r, [
        "Identified by scrub practitioner during set check at ",
        "Noted by surgeon during procedure at ",
        "Found at point of use, approx. ",
    ]), L.time(), " on ", L.date(x.pdate), ". ",
        pick(r, ["Surgeon ", "Consultant ", "Operating surgeon "]), L.name(x.surgeon, "DOCTOR", "title_last"),
        pick(r, [" informed.", " aware, case proceeded with replacement set.", " informed; delay of 20 min."]))
    n.line(pick(r, C.hn_block(r, c, 1)))
    n.blank()
    n.line("Immediate action: set quarantined and returned to ", (x.ssd, "HOSPITAL") if chance(r, 0.5) else C.w(c, "SSD"),
           "; replacement ", pick(r, ["set", "tray"]), " ", (L.tray_id(x.setinfo[1]), "DEVICE"), " issued.")
    n.line("Investigation (", C.w(c, "SSD"), "): reviewed by ", L.name(x.manager, "DOCTOR", pick(r, ["full", "cred"])),
           ". Packed by ", L.name(x.tech, "DOCTOR", pick(r, ["initials", "init_last"])), " on ",
           L.date_short(x.plus(x.pdate, -r.randint(1, 5))), ", checked by ",
           L.name(x.tech2, "DOCTOR", pick(r, ["initials", "init_last"])), ". ",
           pick(r, ["Tray list outdated (v3 vs v5).", "Load overloaded - 14 trays on 12-tray carriage.",
                    "Drying time reduced after service visit.", "Instrument not opened on rack, box joints uncleaned.",
                    "Scanner offline; manual entry missed.", "Root cause not established."]))
    capa = pick(r, ["staff briefing at huddle, competency re-assessed", "tray list updated and re-issued",
                    "service engineer called", "additional drying time 5 min added to cycle",
                    "IFU reviewed with manufacturer"])
    if capa == "service engineer called":
        n.line("Corrective / preventive action: ", capa, " (work order ", (L.idnum("wo"), "IDNUM"), ")")
    else:
        n.line("Corrective / preventive action: ", capa, ".")
    if chance(r, 0.4):
        n.line("Reported externally (", pick(r, C.REGULATOR[c]), "): ", pick(r, ["not required", "pending", "no"]),
               ". Incident system ref ", (L.idnum("incident"), "IDNUM"))
    n.line("Risk score: ", pick(r, ["3 (low)", "6 (moderate)", "2", "L2 x C3 = 6", "9 (moderate)"]),
           "   Patient harm: ", pick(r, ["none", "no harm", "low", "delay only"]))
    n.line("Closed by: ", x.sig(x.manager, None, pick(r, ["full", "cred", "init_last"])), "   Date closed: ", L.date(closed))
    return n
