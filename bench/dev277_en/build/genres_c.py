"""Genres: decontamination audit report, telephone encounter."""
import clinical as C
import pools_places as PP
from common import Ctx, table_row
from core import Note, pick, chance, sample


# ------------------------------------------------------------------ audit report
def audit_report(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("audit_report", c)
    kind = pick(r, ["Internal quality audit", "Annual audit by Authorising Engineer (Decontamination)",
                    "ISO 13485 surveillance audit (notified body)", "Accreditation tracer - reprocessing",
                    "Endoscopy decontamination audit (JAG)" if c == "UK" else "Endoscope reprocessing audit",
                    "Peer review audit"])
    d1 = x.plus(x.pdate, r.randint(5, 60))
    d2 = x.plus(d1, r.randint(0, 2))
    lead = L.staff("decon")
    co = L.staff("nurse")
    n.line((x.hosp.upper() if chance(r, 0.5) else x.hosp, "HOSPITAL"), ["  |  ", (L.provider(), "HOSPITAL")] if chance(r, 0.5) else "")
    n.line(pick(r, ["DECONTAMINATION AUDIT REPORT", "Audit Report - Sterile Services", "REPROCESSING COMPLIANCE AUDIT"]),
           "    Ref: ", (L.idnum("audit"), "IDNUM"))
    n.line("=" * 60)
    n.line("Audit type : ", kind)
    if d1 == d2:
        n.line("Date       : ", L.date(d1))
    else:
        st = pick(r, ["dmY", "ISO", "dBY"]) if c != "US" else pick(r, ["mdY", "Bd,Y"])
        n.line("Dates      : ", L.date(d1, st), " - ", L.date(d2, st))
    sa = L.address()
    n.line("Site       : ", (x.ssd, "HOSPITAL"), ", ", L.addr_line(sa))
    n.line("Lead auditor: ", L.name(lead, "DOCTOR", pick(r, ["full", "cred", "fullmi"])),
           pick(r, [" (AE(D))", ", Quality Lead", " - External assessor", ""]))
    n.line("Co-auditor : ", L.name(co, "DOCTOR", pick(r, ["full", "cred", "init_last"])), ", ",
           pick(r, ["IPC Nurse Specialist", "Theatre Practice Educator", "Endoscopy Lead Nurse"]))
    n.line("Auditee    : ", L.name(x.manager, "DOCTOR", pick(r, ["full", "cred"])), "   Tel ", (L.phone(ext=chance(r, 0.3)), "PHONE"),
           "   ", (L.email(x.manager, x.hosp), "EMAIL"))
    n.line("Standards  : ", ", ".join(sample(r, C.STANDARDS[c], 2)))
    n.blank()
    prev = x.plus(d1, -r.randint(150, 400))
    score = r.randint(68, 99)
    n.line("1. SUMMARY")
    n.line("Overall compliance ", str(score), "% (previous audit ", L.date(prev, pick(r, ["BY", "bY", "dBY", "ISO"])), ": ",
           str(min(100, max(50, score - r.randint(-8, 15)))), "%). ", pick(r, [
               "No major non-conformities.", "One major non-conformity raised (traceability).",
               "Two minor findings carried over from last year.", "Improvement noted in IAP area."]))
    n.blank()
    n.line("2. FINDINGS")
    wd = [40, 10, 44]
    n.line(table_row(["Area", "Result", "Comment"], wd))
    areas = sample(r, C.AUDIT_AREAS, r.randint(4, 7))
    cms = sample(r, ["records complete for sample of 20", "2 of 15 trays missing packer ID",
                     "daily tests signed; weekly ATP trend reviewed", "water TVC exceeded 100 cfu once",
                     "competency sign-off overdue for 3 staff", "IFUs not version controlled",
                     "humidity log gaps on weekends", "loan kits received < 48 h notice x4",
                     "drying cabinet storage limit exceeded once", "no issues identified", "good practice observed",
                     "BD test sheets filed 2 days late", "sharps bin > 3/4 full", "tray lids cracked (x3)"], len(areas))
    for area, cm in zip(areas, cms):
        res = pick(r, ["Compliant", "Compliant", "Partial", "Non-comp", "Compliant"])
        n.line(table_row([area[:38], res, cm], wd))
    n.blank()
    n.line("3. TRACEABILITY TEST")
    tm = r.randint(3, 25)
    n.line("Random patient record selected from theatre system: ", L.name(x.pt, "PATIENT", pick(r, ["initials", "last_init", "LAST_FIRST"])),
           ", ", x.pt_ids(), ", ", x.procedure, " on ", L.date(x.pdate), ", ", x.room[0], (x.room[1], "LOCATION_OTHER"), ".")
    n.line("Tray ", (x.tray, "DEVICE"), " traced forward and back: WD cycle ", C.cycle_no(r), ", ", C.w(c, "steriliser"),
           " load ", C.load_no(r), ", packed by ", L.name(x.tech, "DOCTOR", pick(r, ["initials", "init_last"])),
           ", released by ", L.name(x.tech2, "DOCTOR", pick(r, ["initials", "init_last"])), ". Time taken ", str(tm),
           " min. Result: ", "PASS" if tm < 20 else "PASS (slow - paper records)", ".")
    if chance(r, 0.5):
        p2 = L.patient()
        n.line("Second trace (endoscope): ", L.name(p2, "PATIENT", pick(r, ["initials", "last_init"])), " ", x.mrn_label(), " ",
               (L.mrn(), "MRN"), ", scope S/N ", (L.serial("scope"), "DEVICE"), " - ",
               pick(r, ["full chain evidenced", "AER printout missing; cycle log on PC used", "PASS"]), ".")
    n.blank()
    n.line("4. STAFF INTERVIEWED")
    staff = [L.staff() for _ in range(r.randint(2, 5))]
    n.line([[L.name(s, "DOCTOR", pick(r, ["full", "init_last"])), " (", pick(r, ["technician", "supervisor", "team leader",
                                                                               "porter", "IAP tech", "washroom tech"]), "); "]
            for s in staff[:-1]], L.name(staff[-1], "DOCTOR", "full"), " (", pick(r, ["trainee", "technician"]), ").")
    n.blank()
    n.line("5. ACTION PLAN")
    wd = [4, 48, 22, 14]
    n.line(table_row(["No", "Action", "Owner", "Due"], wd))
    acts = ["Complete overdue competency sign-off", "Introduce version control for IFUs", "Repair humidity logger in clean room",
            "Escalate late loan kits to theatre manager", "Re-audit traceability in 3/12", "Replace damaged tray lids (x12)",
            "Review water treatment with Estates", "Update SOP SSD-07 (loan kits)"]
    for i, a in enumerate(sample(r, acts, r.randint(3, 5))):
        own = pick(r, [x.manager, x.tech, lead, co])
        n.line(table_row([str(i + 1), a, [L.name(own, "DOCTOR", pick(r, ["initials", "init_last", "first"]))],
                          [L.date_short(x.plus(d2, r.randint(14, 120)))]], wd))
    n.blank()
    n.line("Next audit due: ", L.date(x.plus(d1, 365), pick(r, ["BY", "bY"])))
    n.line("Distribution: ", L.name(x.manager, "DOCTOR", "full"), ", ", L.name(x.ipc, "DOCTOR", "full"),
           " <", (L.email(x.ipc, x.hosp), "EMAIL"), ">, ", pick(r, ["Decontamination Group", "Quality Committee", "Theatre Board"]))
    n.line(pick(r, C.hn_block(r, c, 1)))
    return n


# ------------------------------------------------------------------ telephone encounter
def phone_encounter(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("phone_encounter", c)
    pt = x.pt
    he = "he" if pt.sex == "M" else "she"
    his = "his" if pt.sex == "M" else "her"
    caller_is_pt = chance(r, 0.6)
    rel = pick(r, ["daughter", "son", "wife", "husband", "partner", "carer", "neighbour", "brother", "niece"])
    fam = L.person("F" if rel in ("daughter", "wife", "niece") else ("M" if rel in ("son", "husband", "brother") else None))
    call = x.plus(x.pdate, r.randint(30, 220))
    letter = x.plus(call, -r.randint(2, 14))
    nurse = x.ipc
    n.line(pick(r, ["TELEPHONE ENCOUNTER", "Telephone Encounter Note", "PHONE CALL - LOOK-BACK HELPLINE", "Tel. contact record"]))
    n.line(x.hosp_piece(), " - ", pick(r, ["Infection Prevention", "Patient Safety / Look-back Helpline", "Pre-op Assessment",
                                          "Surgical Outpatients"]))
    n.line("Date: ", L.date(call), "   Time: ", L.time(), "   ", pick(r, ["Incoming", "Outgoing", "Incoming call", "Returned call"]))
    if caller_is_pt:
        n.line("Caller: patient   Call-back no: ", (L.phone(pick(r, ["main", "mobile"])), "PHONE"))
    else:
        n.line("Caller: ", L.name(fam, "FAMILY", pick(r, ["full", "first", "title_full"] if fam.title else ["full", "first"])),
               " (", rel, ")   Tel: ", (L.phone("mobile"), "PHONE"))
    n.line("Patient: ", L.name(pt, "PATIENT", pick(r, ["LAST_FIRST", "full", "last_first"])), "   DOB ", L.date_short(x.dob),
           "   ", L.age(x.age, pick(r, ["y", "yo", "sex", "Age:"])), "   ", x.pt_ids())
    if c == "US":
        n.line("SSN: ", (L.ssn(), "SSN"), "   Ins: ", (pick(r, PP.INSURERS["US"]), "ORGANIZATION"), " Member ID ", (L.healthplan(), "HEALTHPLAN"))
    elif c == "CA" and chance(r, 0.7):
        n.line(pick(r, ["Health card: ", "OHIP#: ", "PHN: "]), (L.healthplan(), "HEALTHPLAN"),
               ["   SIN on file: ", (L.ssn(), "SSN")] if chance(r, 0.3) else "")
    elif c == "AU" and chance(r, 0.7):
        n.line("Medicare: ", (L.healthplan(), "HEALTHPLAN"), "  ", pick(r, ["ref 1", "IRN 2", "(exp 08/27)"]))
    a = L.address()
    n.line("ID verified: DOB + address (", L.addr_line(a), ")", pick(r, ["", " + MRN", " - confirmed"]))
    n.line("Re: look-back letter ref ", (L.idnum("lookback"), "IDNUM"), " dated ", L.date(letter))
    n.blank()
    prof = pick(r, PP.PROFESSIONS)
    jk = r.randint(0, 3)
    art = "an " if prof[0] in "aeiou" else "a "
    job = [["works as " + art, (prof, "PROFESSION")], ["retired ", (prof, "PROFESSION")],
           ["employed as " + art, (prof, "PROFESSION"), " at ", (pick(r, PP.EMPLOYERS), "ORGANIZATION")],
           ["occupation: ", (prof, "PROFESSION")]][jk]
    n.line("S: ", L.age(x.age, pick(r, ["yo", "year-old", "y"])), " ", pick(r, ["man", "male"]) if pt.sex == "M" else pick(r, ["woman", "female"]),
           ", ", job, ". ", pick(r, [
               he.capitalize() + " received our letter and is anxious about the risk of infection.",
               "Calling because " + he + " has not received the letter that " + his + " friend got.",
               ["Had " + x.procedure + " on ", L.date(x.pdate), ", letter arrived today."],
               "Confused by letter - thought " + he + " had an infection."]),
           pick(r, [" Feels well.", " No fever, wound healed.", " Some wound redness at 2/52, treated by GP.", ""]))
    if jk != 1 and chance(r, 0.5):
        n.line("Asks whether " + he + " can continue to work as " + art, (prof, "PROFESSION"),
               " / donate blood / have ", pick(r, ["dental treatment", "a tattoo", "IVF", "further surgery"]), ".")
    if chance(r, 0.35):
        n.line(pick(r, ["Travelling to ", "Currently visiting family in ", "Plans to move to "]),
               (pick(r, PP.TRAVEL_COUNTRIES), "COUNTRY"),
               pick(r, [" next month", [" until ", L.date(x.plus(call, r.randint(10, 60)))], " in the spring",
                        [" from ", L.date(x.plus(call, r.randint(10, 60)))]]), ".")
    if not caller_is_pt:
        n.line(rel.capitalize(), " ", L.name(fam, "FAMILY", "first"), " has ", pick(r, ["LPA for health", "consent to discuss (verbal, pt present)",
                                                                                    "no consent on file - general info only"]), ".")
    if chance(r, 0.6):
        pmh = sample(r, ["T2DM", "HTN", "Parkinson's disease", "Crohn's disease", "AF on apixaban 5 mg BD", "COPD",
                         "Hashimoto's thyroiditis", "CKD stage 3 (eGFR 48)", "asthma", "OA knees", "Graves' disease",
                         "previous hep B vaccination (3 doses)"], r.randint(1, 3))
        meds = sample(r, ["metformin 500 mg BD", "ramipril 5 mg OD", "co-careldopa 25/100 TDS", "levothyroxine 100 mcg",
                          "atorvastatin 20 mg nocte", "salbutamol 100 mcg PRN", "paracetamol 1 g QDS PRN"], r.randint(1, 3))
        n.line("PMH: ", ", ".join(pmh), ". Meds: ", ", ".join(meds), ".")
    n.line("O: Records checked - ", x.procedure, " at ", x.hosp_piece(), ", ", x.room[0], (x.room[1], "LOCATION_OTHER"),
           "; tray ", (x.tray, "DEVICE"), " in affected cohort.")
    n.line("A: Low-risk exposure (", pick(r, ["cohort B", "Group 2", "category: low"]), "). ", pick(r, C.hn_block(r, c, 1)))
    n.line("P: ")
    bl = x.plus(call, r.randint(3, 21))
    n.line(" - Explained risk (",
           pick(r, ["< 1 in a million", "very low", "extremely low"]), "); offered BBV screen: HBsAg, anti-HCV, HIV Ag/Ab.")
    n.line(" - Bloods booked ", L.date_wd(bl), " ", L.time(), " at ", pick(r, ["Phlebotomy, ", "Pathology Collection, ", ""]),
           (L.hospital(True), "HOSPITAL"), "; requisition ", (L.idnum("specimen"), "IDNUM"))
    if chance(r, 0.4):
        n.line(" - Copy of letter re-sent to ", L.addr_line(a), pick(r, [" (address updated)", ""]))
    if chance(r, 0.4):
        n.line(" - Email info sheet to ", (L.email(pt), "EMAIL"), " with link ", (L.url(x.hosp, "lookback/faq"), "URL"))
    if chance(r, 0.3):
        n.line(" - GP ", L.name(L.staff("doctor"), "DOCTOR", "title_last"), " informed by fax ", (L.phone(), "FAX"))
    n.line(" - Call back with results in ", pick(r, ["2/52", "10 days", "3-4 weeks", "6/52"]), "; helpline ", (L.phone("free"), "PHONE"), " given.")
    n.blank()
    n.line("Call duration ", str(r.randint(4, 35)), " min. ",
           ["Interpreter used: ", L.name(L.staff(), "DOCTOR", "full"), " (", pick(r, ["Polish", "Urdu", "Punjabi", "Vietnamese", "Arabic",
                                                                                  "Tagalog", "Cantonese"]), ", in-house)"]
           if chance(r, 0.15) else pick(r, ["Language: English", "", "No interpreter required."]))
    n.line("Documented by: ", x.sig(nurse, pick(r, ["IPC Nurse", "Look-back Nurse Lead", "Clinical Nurse Specialist", "Patient Safety Nurse"]),
                                    pick(r, ["cred", "full", "init_last"])))
    n.line("Ext ", (L.extension(), "PHONE"), ["   pager ", ("555 %d" % r.randint(100, 999), "PHONE")] if chance(r, 0.4) else "")
    return n
