"""Genres: WD / steriliser cycle record, look-back letter, count sheet, supplier correspondence."""
import clinical as C
import pools_places as PP
from common import Ctx, table_row
from core import Note, pick, chance, sample


# ------------------------------------------------------------------ cycle record
def cycle_record(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("cycle_record", c)
    washer = chance(r, 0.5)
    model = pick(r, C.WASHERS if washer else C.STERILISERS)
    op = x.tech
    n.line("*" * 34)
    n.line(model.upper())
    n.line("S/N ", (L.serial("machine"), "DEVICE"), "   SW ", C.sw_version(r))
    n.line((x.ssd, "HOSPITAL"))
    if chance(r, 0.5):
        n.line(x.hosp_piece(True))
    n.line("Machine: ", pick(r, ["WD1", "WD2", "WD3", "WD-4", "TWD A"] if washer else ["AC1", "AC2", "AC3", "STE-2", "LT1"]),
           "  Asset ", (L.serial("asset"), "DEVICE"))
    n.line("*" * 34)
    n.line("CYCLE NO.  ", C.cycle_no(r))
    if washer:
        n.line("PROGRAM    ", pick(r, ["P1 INSTRUMENTS", "P3 INSTR A0 3000", "P5 MIS/LUMEN", "P7 ANAES GOODS", "P2 BOWLS"]))
    else:
        n.line("PROGRAM    ", pick(r, ["134C POROUS", "134 INSTR WRAPPED", "134 3MIN UNWRAPPED", "PRION 134 18MIN", "P2 WRAPPED"]))
    day = x.plus(x.pdate, -r.randint(0, 3))
    n.line("DATE       ", L.date(day, pick(r, ["ISO", "dmY", "mdY" if c == "US" else "dmy", "DMY"])))
    m0 = r.randint(5 * 60, 21 * 60)
    m1 = m0 + r.randint(38, 75)
    t0, t1 = "%02d:%02d" % (m0 // 60, m0 % 60), "%02d:%02d" % (m1 // 60 % 24, m1 % 60)
    n.line("START      ", t0, ":%02d" % r.randint(0, 59))
    login = r.randint(0, 2)
    if login == 0:
        n.line("OPERATOR   ", (L.username(op), "USERNAME"), "  (badge+fingerprint ", (L.bioid(), "BIOID"), ")")
    elif login == 1:
        n.line("OPERATOR   ", L.name(op, "DOCTOR", pick(r, ["last_init", "LAST_FIRST", "initials"])))
    else:
        n.line("USER ID    ", (L.username(op), "USERNAME"))
    n.line("-" * 34)
    if washer:
        a0, ph = C.wd_phases(r, c)
        for p in ph:
            n.line(p)
        n.line("Spray arm rotation monitored: OK   Dosing verified: OK")
    else:
        for p in C.st_phases(r):
            n.line(p)
        n.line("Chamber temp sensor T1/T2 delta ", "%.1f" % (r.random() * 0.9), " C")
    n.line("-" * 34)
    n.line("END        ", t1, ":%02d" % r.randint(0, 59))
    res = pick(r, ["CYCLE PASSED", "CYCLE PASSED", "CYCLE PASSED", "CYCLE FAILED - F14 LOW TEMP", "ABORTED BY OPERATOR"])
    n.line("RESULT     ", res)
    n.blank()
    n.line("Load contents (scanned at ", pick(r, ["loading", "unload", "basket build"]), "):")
    for i in range(r.randint(2, 6)):
        s = x.setinfo if i == 0 else pick(r, C.SETS)
        n.line("  ", (x.tray if i == 0 else L.tray_id(s[1]), "DEVICE"), "  ", s[0])
    if chance(r, 0.6):
        n.line("  LOAN  ", (L.serial("loanset"), "DEVICE"), "  ", pick(r, ["spinal instruments", "revision hip tray 2/3",
                                                                     "TriLock nail set"]),
               " - pt ", L.name(x.pt, "PATIENT", pick(r, ["initials", "last_init", "LAST_FIRST"])), " ",
               x.mrn_label(), " ", (x.mrn, "MRN"), ", list ", L.date_short(x.pdate))
    if not washer:
        n.line("Process challenge device: ", pick(r, C.BI), " lot ", C.lot(r), " exp ",
               L.date_short(x.plus(day, r.randint(90, 500))))
        n.line("BI read ", pick(r, ["24 h", "48 h", "1 h (rapid)"]), " by ", L.name(x.tech2, "DOCTOR", pick(r, ["initials", "init_last", "full"])),
               " on ", L.date_short(x.plus(day, r.randint(0, 2))), ": ", pick(r, ["NEG", "negative", "no growth", "POS - see NCR"]))
    n.blank()
    if "FAIL" in res or "ABORT" in res:
        n.line("Load rejected. Trays re-processed in cycle ", C.cycle_no(r), ". Engineer ",
               L.name(L.person(), "FAMILY", pick(r, ["full", "init_last"])), " (", (pick(r, PP.SERVICE_COS), "ORGANIZATION"), ") called, job ",
               (L.idnum("wo"), "IDNUM"), ", tel ", (L.phone(), "PHONE"))
    n.line("Parametric release: ", "NO - load rejected" if ("FAIL" in res or "ABORT" in res) else pick(r, ["YES", "NO (BI)", "YES"]),
           "   Released by: " if "PASS" in res else "   Reviewed by: ",
           L.name(x.manager, "DOCTOR", pick(r, ["full", "init_last", "initials", "last_init"])), "  ", L.date_short(day), " ",
           L.time())
    if chance(r, 0.4):
        n.blank()
        n.line("DAILY TEST SUMMARY (week commencing ", L.date(x.plus(day, -day.weekday())), ")")
        wst = "wd_md" if c in ("US", "CA") else "wd_dm"
        for k in range(r.randint(3, 5)):
            dd = x.plus(day, -day.weekday() + k)
            n.line("  ", L.date(dd, wst), "  ",
                   pick(r, ["Bowie-Dick PASS", "ALT 0.4 mbar/min PASS", "Auto-control PASS", "BD PASS, ALT PASS"]),
                   "  ", L.name(L.staff(), "DOCTOR", "initials"))
    n.line(pick(r, C.hn_block(r, c, 1)))
    return n


# ------------------------------------------------------------------ look-back letter
def lookback_letter(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("lookback_letter", c)
    to_gp = chance(r, 0.3)
    lines, haddr = x.letterhead(pick(r, ["Infection Prevention and Control", "Office of the Medical Director",
                                         "Patient Safety Team", "Decontamination Governance Group"]))
    for ln in lines:
        n.line(ln)
    n.blank()
    ref = L.idnum("lookback")
    n.line("Our ref: ", (ref, "IDNUM"), [pick(r, ["   ", "  /  ", "    "]), "Your ref: ", (L.idnum("letter"), "IDNUM")] if chance(r, 0.3) else "")
    sent = x.plus(x.pdate, r.randint(20, 200))
    n.line("Date: ", L.date(sent, pick(r, ["dBY", "Bd,Y", "ordB", "dmY"]) if c != "US" else pick(r, ["Bd,Y", "mdY"])))
    n.blank()
    pa = L.address()
    if to_gp:
        gp = L.staff("doctor")
        gp.title = "Dr"
        practice = pick(r, ["%s Surgery", "%s Medical Practice", "%s Family Health Team", "%s Medical Centre"]) % L.topo()
        n.line(L.name(gp, "DOCTOR", "title_full"))
        n.line((practice, "HOSPITAL"))
        for ln in L.addr_block(L.address()):
            n.line(ln)
        n.blank()
        n.line("Dear ", L.name(gp, "DOCTOR", "title_last"), ",")
        n.blank()
        n.line("Re: ", L.name(x.pt, "PATIENT", pick(r, ["full", "title_full", "fullmi"])), ", DOB ", L.date_short(x.dob),
               ", ", x.pt_ids(", "))
        for ln in L.addr_block(pa):
            n.line("    ", ln)
        n.blank()
        n.line("I am writing to let you know that your patient has been included in a look-back exercise following ",
               pick(r, ["an instrument decontamination failure", "a steriliser validation failure",
                        "a reprocessing deviation affecting a flexible endoscope"]),
               " at ", x.hosp_piece(), ". ", "He" if x.pt.sex == "M" else "She",
               " underwent ", x.procedure, " on ", L.date(x.pdate), ".")
    else:
        n.line(pick(r, ["PRIVATE AND CONFIDENTIAL", "Private & Confidential - Addressee only", "CONFIDENTIAL"]))
        n.line(L.name(x.pt, "PATIENT", pick(r, ["title_full", "title_full", "full"])))
        for ln in L.addr_block(pa):
            n.line(ln)
        n.blank()
        n.line(x.pt_ids())
        n.blank()
        n.line("Dear ", L.name(x.pt, "PATIENT", pick(r, ["title_last", "title_last", "full"])), ",")
        n.blank()
        n.line("Our records show that you had ", x.procedure, " at ", x.hosp_piece(), " on ",
               L.date(x.pdate, pick(r, ["WD_full", "dBY", "Bd,Y"]) if c != "US" else pick(r, ["WD_full", "Bd,Y"])), ".")
        n.line("We have recently found that ", pick(r, [
            "one of the sets of surgical instruments used during your operation may not have been fully cleaned before it was sterilised",
            "a " + C.w(c, "steriliser") + " used to process instruments did not record its cycle correctly on a small number of days",
            "some instruments used in your procedure were washed in a machine whose detergent dose was below the required level",
            "a cleaning step recommended by the manufacturer was missed for a type of instrument used in your procedure"]), ".")
    n.blank()
    n.line("The risk of infection from this is considered to be ", pick(r, ["very low", "extremely low", "low"]),
           ". An expert review led by ", L.name(x.ipc, "DOCTOR", pick(r, ["title_full", "full", "cred"])),
           pick(r, [" and our microbiologists", " with " + pick(r, C.REGULATOR[c]), ""]),
           " estimated it as ", pick(r, ["less than 1 in a million", "less than 1 in 100,000", "too small to measure"]),
           ". However, as a precaution we are offering a simple blood test for hepatitis B, hepatitis C and HIV.")
    n.blank()
    op = pick(r, [" (", " - ", ", "])
    n.line("Please telephone our dedicated helpline on ", (L.phone("free"), "PHONE"), op,
           pick(r, ["Mon-Fri 9am-5pm", "08:30 to 16:30 weekdays", "open 7 days"]), ")" if op == " (" else ",",
           " or e-mail ", (L.email(org=x.hosp, local=pick(r, ["lookback", "patient.helpline", "recall.team"])), "EMAIL"),
           " quoting reference ", (ref, "IDNUM"), ".")
    if chance(r, 0.6):
        n.line("More information, including answers to common questions, is available at ",
               (L.url(x.hosp, pick(r, ["lookback", "patients/lookback-faq", "news/instrument-review", "lookback/faq"])), "URL"), ".")
    if chance(r, 0.35):
        n.line("An appointment has been provisionally arranged for ", L.date_wd(x.plus(sent, r.randint(7, 21))), " at ",
               L.time(), " in the ", ((pick(r, PP.WARD_NAMED) + " Clinic"), "HOSPITAL"), ", ",
               pick(r, ["Outpatients Level ", "Block ", "Wing "]), (str(r.randint(1, 5)), "LOCATION_OTHER"), ".")
    n.line(pick(r, [
        "We are very sorry for any worry this letter may cause.",
        "I would like to apologise sincerely for the concern this may cause you and your family.",
        "Please be assured that the issue has been fully investigated and corrected."]))
    n.blank()
    n.line(pick(r, ["Yours sincerely,", "Yours faithfully,", "Sincerely,", "Kind regards,"]))
    n.blank()
    signer = L.staff("doctor")
    n.line(L.name(signer, "DOCTOR", pick(r, ["title_full", "full", "cred"])))
    n.line(pick(r, ["Medical Director", "Director of Infection Prevention and Control", "Chief Nursing Officer",
                    "Consultant Microbiologist", "Associate Medical Director for Patient Safety"]))
    if chance(r, 0.5):
        n.line("GMC " if c == "UK" else ("NPI " if c == "US" else ("AHPRA " if c == "AU" else "CPSO #")),
               (L.license({"UK": "GMC", "US": "NPI", "AU": "AHPRA", "CA": "CPSO"}[c]), "LICENSE"))
    n.blank()
    cc = L.staff("doctor")
    n.line("cc: ", L.name(cc, "DOCTOR", pick(r, ["title_full", "title_last"])), pick(r, [", GP", ", family physician", ", Consultant"]),
           [", ", ((pick(r, ["%s Surgery", "%s Family Practice", "%s Medical Centre"]) % L.topo()), "HOSPITAL")] if chance(r, 0.6) else "")
    if chance(r, 0.5):
        n.line("cc: ", L.name(x.surgeon, "DOCTOR", "title_last"), ", ", x.setinfo[2])
    return n


# ------------------------------------------------------------------ count sheet
def count_sheet(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("count_sheet", c)
    n.line(x.hosp_piece(chance(r, 0.5)), "  -  ", pick(r, ["Theatres", "Perioperative Services", "Operating Suite", "Day Surgery Unit"]))
    n.line(pick(r, ["SWAB, INSTRUMENT AND SHARPS COUNT RECORD", "Surgical Count Sheet", "INSTRUMENT / ACCOUNTABLE ITEMS COUNT"]))
    n.blank()
    for ln in x.pt_label():
        n.line("| ", ln)
    n.line("Date: ", L.date(x.pdate), "   ", x.room[0], (x.room[1], "LOCATION_OTHER"), "   Procedure: ", x.procedure)
    n.line("Surgeon: ", L.name(x.surgeon, "DOCTOR", pick(r, ["title_last", "init_last", "full"])),
           "   Scrub: ", L.name(x.scrub, "DOCTOR", pick(r, ["full", "init_last"])), "   Circ: ",
           L.name(x.circ, "DOCTOR", pick(r, ["full", "first", "init_last"])))
    trays = [x.tray] + [L.tray_id(pick(r, C.SETS)[1]) for _ in range(r.randint(0, 2))]
    n.line("Trays: ", [[(t, "DEVICE"), ", "] for t in trays[:-1]], (trays[-1], "DEVICE"))
    n.blank()
    wd = [34, 8, 7, 8, 8]
    n.line(table_row(["Item", "Initial", "Added", "1st cl", "Final"], wd))
    items = C.count_list(r, r.randint(7, 14))
    disc = r.randint(0, len(items) - 1) if chance(r, 0.3) else -1
    for i, (it, q) in enumerate(items):
        add = pick(r, [0, 0, 0, 1, 2])
        tot = q + add
        n.line(table_row([it, str(q), str(add) if add else "-", str(tot if i != disc else tot - 1), str(tot)], wd))
    n.line(table_row(["Swabs 45x45 (x5 packs)", str(5 * r.randint(1, 4)), "5", "ok", "ok"], wd))
    n.line(table_row(["Needles (3/0, 2/0 Vicryl)", str(r.randint(1, 6)), "-", "ok", "ok"], wd))
    n.line(table_row(["Blades #10 / #15", "2", "-", "2", "2"], wd))
    if chance(r, 0.4):
        n.line(pick(r, ["Local: lidocaine 1% 10 mL + adrenaline 1:200,000", "Wound infiltration levobupivacaine 0.25% 20 mL",
                        "Tourniquet 250 mmHg on 09:10 off 10:02 (52 min)", "Irrigation: 0.9% saline 3 L, Betadine 10%",
                        "Diathermy: monopolar cut 30 / coag 30, return plate L thigh"]))
    n.blank()
    sc, ci = x.scrub, x.circ
    tms = x.times(5)
    for k, stage in enumerate(["Initial count", "First closure", "Final count"]):
        n.line(stage, ": ", L.name(sc, "DOCTOR", "initials"), " / ", L.name(ci, "DOCTOR", "initials"), "  ", tms[k * 2])
    if disc >= 0:
        n.line("DISCREPANCY at first closure: ", items[disc][0], " x1 unaccounted. Surgeon ",
               L.name(x.surgeon, "DOCTOR", "title_last"), " informed at ", tms[3], ". ",
               pick(r, ["Found in drapes - count correct.", "Located on floor under table; count reconciled.",
                        "Intra-op X-ray requested - negative; item later found in linen skip."]),
               " Datix ", (L.idnum("incident"), "IDNUM"))
    else:
        n.line("All counts correct and surgeon informed. ", pick(r, ["Tray checklist signed and returned with set to ",
                                                                   "Instruments returned in closed case to "]),
               C.w(c, "SSD") if chance(r, 0.5) else (x.ssd, "HOSPITAL"), ".")
    if chance(r, 0.3):
        n.line("Apgar 9 at 1 min, 10 at 5 min (baby). " if "LSCS" in x.setinfo[1] else "",
               "Instrument fault: ", pick(r, C.COUNT_ITEMS), " ", pick(r, ["jaw misaligned", "blunt", "ratchet not holding"]),
               " - tagged, serial ", (L.serial("instrument"), "DEVICE"))
    n.line("Scrub signature: ", x.sig(sc, None, pick(r, ["full", "cred", "init_last"])),
           "   Circulator: ", L.name(ci, "DOCTOR", pick(r, ["full", "init_last"])),
           pick(r, [" (student ODP)", "", " RN", " (bank)"]))
    if chance(r, 0.3):
        n.line("Relief scrub from ", L.time(), ": ", L.name(L.staff("nurse"), "DOCTOR", pick(r, ["full", "init_last"])),
               " - handover count correct")
    return n


# ------------------------------------------------------------------ supplier correspondence
def supplier_corr(r, c):
    x = Ctx(r, c)
    L = x.L
    n = Note("supplier_corr", c)
    rep = L.person()
    sup = x.supplier
    foreign = chance(r, 0.35)
    sent = x.plus(x.pdate, r.randint(1, 20))
    topic = r.randint(0, 3)
    mgr = x.manager
    subj = ["Damaged instruments in loan kit ", "Missing item - loan set ", "Repair return ",
            "Field Safety Notice - action required, "][topic]
    kitsn = L.serial("loanset")
    n.line("From: ", L.name(rep, "FAMILY", "full"), " <", (L.email(rep, sup), "EMAIL"), ">")
    n.line("To: ", L.name(mgr, "DOCTOR", pick(r, ["full", "last_first"])), " <", (L.email(mgr, x.hosp), "EMAIL"), ">")
    if chance(r, 0.5):
        n.line("Cc: ", (L.email(org=sup, local=pick(r, ["loans", "customer.service", "quality", "complaints"])), "EMAIL"),
               "; ", (L.email(x.tech, x.hosp), "EMAIL"))
    n.line("Date: ", L.date_wd(sent), " ", L.time())
    n.line("Subject: RE: ", subj, (kitsn, "DEVICE"), " / ", (L.idnum(pick(r, ["loan", "rma", "complaint"])), "IDNUM"))
    n.blank()
    n.line("Hi ", L.name(mgr, "DOCTOR", "first"), ",")
    n.blank()
    if topic == 0:
        n.line("Thank you for returning kit ", (kitsn, "DEVICE"), " following the case on ", L.date(x.pdate),
               ". On inspection at our ", pick(r, ["distribution centre", "warehouse", "service centre"]), " in ",
               (L.town()["city"], "CITY"), " we found ", pick(r, ["a fractured 3.5 mm drill guide", "two bent K-wire guides",
                                                               "a reamer head with a chipped cutting edge",
                                                               "residual bone cement on the impactor"]),
               ". Under our loan agreement this would normally be chargeable (quote ", C.ref_no(r), ", ",
               {"UK": "GBP", "US": "USD", "AU": "AUD", "CA": "CAD"}[c], " ", "%d.00" % r.randint(120, 1900), ").")
        n.line("Could you confirm whether the damage was noted at receipt? Your checklist signed by ",
               L.name(x.tech, "DOCTOR", pick(r, ["init_last", "full"])), " shows all items present and intact.")
    elif topic == 1:
        n.line("Our ", pick(r, ["returns team", "warehouse", "loan coordinator"]), " reports that the ",
               pick(r, ["T25 torque driver", "trial head 32 mm +4", "depth gauge", "ratchet handle (AO)"]),
               " from set ", (kitsn, "DEVICE"), " was not in the tray when it arrived back on ", L.date(sent), ".")
        n.line("The kit was used for your patient ", L.name(x.pt, "PATIENT", pick(r, ["initials", "last_init"])),
               " (", x.mrn_label(), " ", (x.mrn, "MRN"), ") on ", L.date_short(x.pdate),
               ". Please could your theatre team check ", x.room[0], (x.room[1], "LOCATION_OTHER"), " and the SSD.")
    elif topic == 2:
        sc_ = pick(r, C.SCOPES)
        n.line("Your ", sc_[0], " ", pick(r, sc_[1]), " serial ", (L.serial("scope"), "DEVICE"),
               " has been assessed under RMA ", (L.idnum("rma"), "IDNUM"), ". Findings: ",
               pick(r, ["insertion tube crush damage", "bending section rubber perforated - leak", "air/water channel blockage",
                        "light guide fibres broken (approx. 20%)"]), ". Estimated turnaround ",
               pick(r, ["10 working days", "3 weeks", "6/52"]), "; a loan scope serial ", (L.serial("scope"), "DEVICE"),
               " has been dispatched via ", (pick(r, PP.COURIERS), "ORGANIZATION"), ", consignment ", (L.idnum("consign"), "IDNUM"), ".")
        n.line("The last patient use recorded by your tracking printout was ", L.date(x.pdate),
               " - please retain the decontamination record in case it is needed.")
    else:
        n.line("Please find attached Field Safety Notice ", pick(r, ["FSN-2023-114", "FSCA 2024-07", "URGENT FSN 0412"]),
               " regarding ", pick(r, ["the Corvane reamer handle (REF ", "the AirLumen 16 drying cabinet firmware (REF ",
                                      "Velora ED-34 elevator recess cleaning (REF "]), C.ref_no(r),
               "). Our records show your site holds set ", (kitsn, "DEVICE"), ". Please complete the acknowledgement form within ",
               pick(r, ["10 days", "14 days", "30 days"]), " and return to ", (L.email(org=sup, local="fsca"), "EMAIL"), ".")
        n.line("This notice has also been shared with the ", pick(r, C.REGULATOR[c]),
               ". No patient harm has been reported to date.")
    n.blank()
    n.line(pick(r, ["Kind regards,", "Best regards,", "Many thanks,", "Regards"]))
    n.line(L.name(rep, "FAMILY", pick(r, ["full", "fullmi"])))
    n.line(pick(r, ["Customer Service Coordinator", "Loan Kit Coordinator", "Territory Manager", "Quality & Regulatory Specialist",
                    "Service Centre Manager"]))
    n.line((sup, "ORGANIZATION"))
    sa = L.address()
    if foreign:
        n.line(("%s%d, %sstrasse %d" % (pick(r, ["Unit ", "Building ", "Halle "]), r.randint(1, 30), pick(r, PP.STREET_A),
                                          r.randint(1, 90)), "STREET"), ", ", (L.topo(), "CITY"), ", ", (pick(r, PP.FOREIGN_COUNTRIES), "COUNTRY"))
    else:
        n.line(L.addr_line(sa, chance(r, 0.5)))
    if foreign:
        cc = pick(r, [49, 41, 353, 31, 33, 32, 46, 45, 81, 60, 92, 420, 48, 64, 39, 972, 43, 358, 82, 351])
        n.line("T ", ("+%d %d 555 %04d" % (cc, r.randint(2, 89), r.randint(0, 9999)), "PHONE"),
               ["  F ", ("+%d %d 555 %04d" % (cc, r.randint(2, 89), r.randint(0, 9999)), "FAX")] if chance(r, 0.5) else "")
    else:
        n.line("T ", (L.phone(ext=chance(r, 0.4)), "PHONE"), pick(r, ["  |  M ", "  Mob: "]), (L.phone("mobile"), "PHONE"),
               ["  F ", (L.phone(), "FAX")] if chance(r, 0.5) else "")
    n.line((L.url(sup, pick(r, ["", "loans", "support", "customer-portal"]) or "home"), "URL"))
    n.blank()
    n.line("-----Original Message-----")
    n.line("From: ", L.name(mgr, "DOCTOR", "full"), pick(r, [", ", " | "]), pick(r, ["Sterile Services Manager", "SPD Manager",
                                                                                   "Reprocessing Coordinator", "CSSD Manager"]))
    n.line("Sent: ", L.date(x.plus(sent, -r.randint(1, 6))))
    k = r.randint(0, 3)
    if k == 0:
        n.line("Please see attached photos. Set was received with the lid clip broken on ", L.date(x.plus(sent, -r.randint(1, 6))), ".")
    elif k == 1:
        n.line("Can you send the updated tray list and IFU? Our copy is rev C (", pick(r, ["2019", "2021", "2022"]), " edition?).")
    elif k == 2:
        n.line("We still have not received the replacement. Theatre list is on ", L.date_wd(x.plus(sent, r.randint(2, 10))), ".")
    else:
        n.line("Invoice disputed - please contact me on ", (L.phone(ext=True), "PHONE"), " before raising a credit note.")
    n.line(L.name(mgr, "DOCTOR", pick(r, ["first", "full"])), " | ", x.hosp_piece(), " | ",
           pick(r, ["Tel ", "Direct line "]), (L.phone(), "PHONE"))
    return n
