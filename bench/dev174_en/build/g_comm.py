"""Genres: family communication log; discharge / transfer to hospital form."""
import clinical as CL
import people as PE
import pools as PL
from core import (P, DR, FA, US, AG, DT, STR, CI, SA, ZP, CO, HO, OR, LO, MR, SSN_, HP, AC, LI,
                  DV, VH, IDN, PH, FX, EM, UR, IP, PR, fd, add_days, hhmm, ampm, chance, digits, letters, with_ext)


def famlog(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    fam = r["fam"]
    f0 = fam[0]
    his = "her" if r["sex"] == "F" else "his"
    variant = rng.choice([0, 0, 1])
    if variant == 0:
        note.line(rng.choice(["FAMILY / RESPONSIBLE PARTY COMMUNICATION LOG", "Family Contact Log", "RP COMMUNICATION RECORD"]))
        note.line("Resident: ", PE.pn(rng, r, rng.choice(["LF", "lf", "LFM"])), "   Rm ", LO(r["room"]), "   MR# ", MR(r["mrn"]),
                  "   Admit ", DT(fd(r["admit"], ds)))
        note.line("Primary RP: ", PE.famn(rng, f0, "lf"), " (", f0["rel"], ")  cell ", PH(f0["phone"]), "  alt ",
                  PH(f0["phone2"]))
        note.line("   email ", EM(f0["email"]), "   mail to: ", PE.addr_line(rng, PE.street_addr(rng), r["city"], r["st"], r["zip"]))
        if len(fam) > 1:
            f1 = fam[1]
            note.line("Secondary: ", PE.famn(rng, f1, "full"), " (", f1["rel"], ") ", PH(f1["phone"]),
                      rng.choice(["  - do not give medical info per RP", "", "  - OK to share info"]))
        note.line("")
        note.line("Date       Time   Staff                 Contact / method       Summary")
        note.line("-" * 92)
        dd = add_days(d, -rng.randint(20, 60))
        topics = list(range(12))
        rng.shuffle(topics)
        for k in topics[:rng.randint(5, 8)]:
            dd = add_days(dd, rng.randint(1, 9))
            who = rng.choice(st["nurse"] + st["sw"] + st["unitmgr"] + st["don"])
            f = rng.choice(fam)
            meth = rng.choice(["phone", "phone", "in person", "email", "VM", "text"])
            note.add(DT(fd(dd, rng.choice(["mdyz", "md", "mdy"]))), "  ", hhmm(rng, 7, 20, True), "  ",
                     PE.sn(rng, who, rng.choice(["initc", "lastc", "fullnc"])), "  ", PE.famn(rng, f, "first"),
                     " (", f["rel"], ") ", meth, "  ")
            if k == 0:
                note.line("Updated on fall w/o injury ", DT(fd(add_days(dd, -1), "md")), "; new interventions explained. ",
                          rng.choice(["No questions.", "Upset - asked why bed alarm was off.", "Thanked staff."]))
            elif k == 1:
                note.line("Asked about ", his, " bill - gave BOM # ", PH(with_ext(rng, fac["phone"])),
                          "; acct # ", AC(r["acct"]), ".")
            elif k == 2:
                hol = CL.holiday_for(add_days(dd, 10))
                if hol:
                    note.line("Plans to take resident out for ", DT(hol), " - LOA form + meds to be prepped.")
                else:
                    note.line("Plans to take resident to lunch ", DT(fd(add_days(dd, 4), "wdmd")), " - LOA form + meds to be prepped.")
            elif k == 3:
                note.line(f["rel"].capitalize(), " works as a ", PR(f["prof"]), ", asked detailed ?s re: ",
                          rng.choice(["warfarin dosing", "wound measurements", "why abx were started", "PT minutes"]),
                          "; referred to ", PE.sn(rng, rng.choice([r["md"], r["np"]]), "fullc"), ".")
            elif k == 4:
                note.line("Family portal access set up. Username ", US((f["first"][0] + f["last"] + str(rng.randint(1, 99))).lower()
                                                                         .replace("'", "")),
                          "; link ", UR(fac["url"]), ".")
            elif k == 5:
                note.line("Invited to care conference ", DT(fd(add_days(dd, rng.randint(3, 14)), "md")), " at ",
                          ampm(rng, 9, 15), "; ", rng.choice(["will call in", "will attend", "unable - send summary"]), ".")
            elif k == 6:
                note.line("Reports missing ", rng.choice(["upper denture", "R hearing aid", "blue cardigan", "reading glasses"]),
                          ". Grievance # ", IDN("G-" + digits(rng, 5)), " filed w/ ", PE.sn(rng, st["sw"][0], "full"), ".")
            elif k == 7:
                note.line("Med change: ", rng.choice(CL.MEDS)[0], " ", rng.choice(["started", "dc'd", "dose reduced"]),
                          " per ", PE.sn(rng, r["md"], "dr"), ". Verbalized understanding.")
            elif k == 8:
                note.line("Called re: ", his, " ", rng.choice(["husband", "wife", "sister"]), " ",
                          FA(rng.choice(PL.FIRST_F + PL.FIRST_M) + " " + r["last"]),
                          " in hospital at ", HO(rng.choice(fac["hosp"])), " - will keep resident updated gently.")
            elif k == 9:
                note.line("Requested copy of records; ROI sent to ", EM(f["email"]), " (encrypted). ROI # ",
                          IDN(digits(rng, 6)), ".")
            elif k == 10:
                note.line("Visit from ", rng.choice(["pastor", "deacon", "friends"]), " of ", OR(r["church"] or rng.choice(PL.CHURCHES)),
                          " arranged for ", DT(fd(add_days(dd, rng.randint(1, 6)), "wdmd")), ".")
            else:
                note.line("Discussed hospice eval w/ ", HO(fac["hospice"]), "; ", rng.choice(["agrees", "wants to wait",
                          "will discuss w/ siblings"]), ". Hospice intake ph ", PH(PE.phone(rng, fac["area"])), ".")
        note.line("")
        note.add(PE.print_footer(rng, fac, rng.choice(st["sw"]), add_days(dd, rng.randint(0, 5)), ds))
    else:
        sw = st["sw"][0]
        note.line("Social Services Progress Note - Family Contact")
        note.line(DT(fd(d, rng.choice([ds, "wdlong"]))), "  ", hhmm(rng, 8, 17, True), "   Re: ", PE.pn(rng, r, "full"),
                  ", Rm ", LO(r["room"]))
        note.line("")
        note.add("SW returned call from ", f0["rel"], " ", PE.famn(rng, f0, "full"), " at ", PH(f0["phone"]), ". ")
        note.add(PE.famn(rng, f0, "first"), " is ", rng.choice(["concerned", "frustrated", "pleased overall but worried"]),
                 " about ", rng.choice(["mom's" if r["sex"] == "F" else "dad's", "the resident's"]), " ",
                 rng.choice(["weight loss", "recent fall", "roommate situation", "sleeping all day", "missing laundry"]), ". ")
        note.add("Explained IDT plan; ", rng.choice(["RD following, supplements added", "PT screen ordered",
                 "room change offered to Rm " + LO(str(rng.randint(100, 340)) + rng.choice(["A", "B", ""])),
                 "psych NP referral placed"]), ". ")
        if chance(rng, 0.6):
            note.add(PE.famn(rng, f0, "first"), " (a ", PR(f0["prof"]), ") ", rng.choice(["asked for vitals trend",
                     "requested a copy of the MAR", "wants weekly updates"]), ". ")
        if len(fam) > 1:
            f1 = fam[1]
            note.add("Also spoke with ", f1["rel"], " ", PE.famn(rng, f1, "full"), rng.choice([" who lives in ", " calling from "]),
                     CI(rng.choice(PL.CITIES)[0]), " and plans to visit ")
            hol = CL.holiday_for(add_days(d, 12))
            if hol and chance(rng, 0.6):
                note.add("over ", DT(hol), ". ")
            else:
                note.add(DT(fd(add_days(d, rng.randint(2, 20)), rng.choice(["md", "long", "wdmd"]))), ". ")
        note.add("Family prefers email updates to ", EM(f0["email"]), ".\n")
        note.line("Plan: SW f/u ", DT(fd(add_days(d, 7), "md")), "; care conf ", DT(fd(add_days(d, rng.randint(8, 30)), ds)), ".")
        note.add(PE.esign(rng, sw, d, ds))
    return "family_communication_log"


def transfer(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    nurse = rng.choice(st["nurse"])
    hosp = rng.choice(fac["hosp"])
    f0 = r["fam"][0]
    t = hhmm(rng, 0, 23, True)
    variant = rng.choice([0, 0, 1])
    note.line(rng.choice(["NURSING HOME TO HOSPITAL TRANSFER FORM", "INTER-FACILITY TRANSFER / DISCHARGE FORM",
                          "Transfer to Acute Care - Data Sheet"]))
    note.line("Date: ", DT(fd(d, ds)), "   Time left facility: ", t, "   ",
              rng.choice(["Emergent", "Urgent", "Scheduled (direct admit)", "Discharge - return not anticipated"]))
    note.line("")
    note.line("SENDING: ", HO(fac["name"]), ", ", HO(r["unit"]))
    note.line("   ", STR(fac["street"]), ", ", CI(fac["city"]), ", ", SA(fac["st"]), " ", ZP(fac["zip"]))
    note.line("   Nurse station ", PH(fac["phone"]), "   Fax ", FX(fac["fax"]))
    note.line("RECEIVING: ", HO(hosp), " ", rng.choice(["Emergency Dept", "ED", "- Direct admit 4th floor", "ED"]),
              "   Ph ", PH(fac["ed_phone"]))
    note.line("")
    note.line("RESIDENT")
    if variant == 0:
        note.line("   Name: ", PE.pn(rng, r, "LFM"), rng.choice(["", "   (goes by \"" + P(r["nick"]) + "\")"]) if r.get("nick") else "")
        note.line("   DOB: ", DT(fd(r["dob"], "mdy")), "   Age: ", AG(r["age"]), "   Sex: ", r["sex"], "   MRN: ", MR(r["mrn"]))
    else:
        note.line("   ", PE.pn(rng, r, "lf"), ", ", PE.age_txt(rng, r["age"], rng.choice(["yo", "y/o"])), " ", r["sex"],
                  ", DOB ", DT(fd(r["dob"], ds)), ", Rm ", LO(r["room"]))
    note.line("   Language: ", (PL.LANGS[r["country"]] if r["country"] else "English"),
              "   Hearing: ", rng.choice(["adequate", "HOH - speak to L ear", "hearing aids"]),
              "   Vision: ", rng.choice(["glasses", "legally blind", "adequate"]))
    note.line("   Code status: ", rng.choice(CL.CODES), "   POLST/MOLST: ", rng.choice(["attached", "copy sent w/ EMS", "none"]))
    note.line("   Health care agent: ", PE.famn(rng, f0, "full"), " (", f0["rel"], ")  ", PH(f0["phone"]))
    note.line("   Insurance: Medicare ", HP(r["mbi"]), rng.choice(["", "   Medicaid " + HP(r["mcd"])]),
              rng.choice(["", "   Suppl " + HP(r["supp"])]))
    if chance(rng, 0.4):
        note.line("   SSN: ", SSN_(r["ssn"]), "   Acct: ", AC(r["acct"]))
    note.line("")
    note.line("REASON FOR TRANSFER (SBAR)")
    reason = rng.choice(["acute change in mental status", "fall w/ suspected R hip fx", "SpO2 84% on 4L, RR 32",
                         "hematemesis x1", "unresponsive to sternal rub, BS 41", "chest pain 8/10, diaphoretic",
                         "fever 102.1, hypotension 82/48", "dislodged G-tube", "uncontrolled pain", "Foley not draining, distended"])
    note.line("S: ", reason, ".")
    note.line("B: ", ", ".join(x[2] for x in rng.sample(CL.DX, 5)), ". Baseline: ", rng.choice(["A&O x3, ambulates w/ walker",
              "A&O x1, w/c, feeds self", "nonverbal, total care", "confused at baseline, pleasant"]), ".")
    note.line("A: ", CL.vitals(rng, rng.choice([0, 1])), ". ", rng.choice(["Lungs coarse bilat.", "R leg shortened/ext rotated.",
              "Abd distended, tender.", "Pupils sluggish."]))
    note.line("R: transfer for eval per ", PE.sn(rng, rng.choice([r["md"], r["np"]]), rng.choice(["dr", "fullc"])), ".")
    note.line("")
    note.line("Last meds given: ", "; ".join("%s %s @ %s" % (m[0], m[1], hhmm(rng, 6, 22, True)) for m in rng.sample(CL.MEDS, 3)),
              ". MAR + med list sent.")
    note.line("Allergies: ", CL.allergies(rng, 2), ".   Isolation: ", rng.choice(["none", "contact (MRSA wound)",
              "C. diff - enteric precautions", "droplet (COVID +)"]))
    devs = []
    if chance(rng, 0.6):
        dv = rng.choice(CL.DEVICES)
        devs.append(dv[0] + " (" + dv[1] + " " + DV(r["sn"]) + ")")
    devs.append(rng.choice(["Foley 16 Fr", "PICC R arm", "G-tube", "no lines", "O2 2L NC", "suprapubic cath"]))
    note.line("Devices/lines: ", "; ".join(devs))
    note.line("Belongings sent: ", rng.choice(["glasses", "dentures (upper)", "hearing aids bilat", "none"]), ", ",
              rng.choice(["cell phone", "wallet left at facility", "rosary", "walker"]))
    note.line("")
    crew = [DR(rng.choice(PL.STAFF_F + PL.STAFF_M) + " " + rng.choice(PL.LAST)) for _ in range(2)]
    note.line("Transport: ", OR(fac["amb"]), rng.choice([" ALS", " BLS", ""]),
              rng.choice(["", "", "  plate " + VH(letters(rng, 3) + digits(rng, 4)), "  VIN " + VH("1FD" + letters(rng, 4) + digits(rng, 10))]),
              "; crew ", crew[0], ", EMT-P / ", crew[1], ", EMT-B")
    note.line("Report called to ", HO(hosp), " ED RN ", DR(rng.choice(PL.STAFF_F + PL.STAFF_M) + rng.choice([" " + rng.choice(PL.LAST), ""])), " at ", hhmm(rng, 0, 23, True), "; callback ", PH(fac["ed_phone"]))
    note.line("Family notified: ", PE.famn(rng, f0, rng.choice(["full", "title", "first"])), " at ", hhmm(rng, 0, 23, True), " - ",
              rng.choice(["will meet at ED", "requests call w/ update", "VM left x2"]), ".")
    note.line("Bed hold notice: ", rng.choice(["given to RP", "mailed to RP at " + STR(PE.street_addr(rng)) + ", " + CI(r["city"]),
              "N/A - private pay, bed held", "faxed to RP"]), ".")
    note.line("Transfer ID ", IDN(rng.choice(["TR", "T"]) + digits(rng, 7)), "   Completed by ", PE.sn(rng, nurse, "fullc"))
    if chance(rng, 0.5):
        note.line("Unit manager: ", PE.sn(rng, rng.choice(st["unitmgr"]), "full"), "  ext ", PH(with_ext(rng, fac["phone"])))
    return "transfer_to_hospital"
