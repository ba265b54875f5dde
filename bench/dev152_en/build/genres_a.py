"""Genres: unit census, bed board export, charge nurse shift report, assignment sheet."""
import datetime as dt

import pools as P
from common import (patient, staff, doc, sname, drname, ptname, pt_titled, family, famname, unit_parts,
                    room_parts, lookalike, phone_parts, header)
from core import Doc


def census(c):
    r = c.r
    d = Doc()
    charge = staff(c, "RN")
    header(d, c, r.choice(["Unit Census", "Midnight Census", "Inpatient Census Report", "Daily Census"]),
           by=charge if r.random() < 0.5 else None, ipaddr=r.random() < 0.3)
    n = r.randint(6, 12)
    pts = [patient(c) for _ in range(n)]
    docs = [doc(c) for _ in range(3)]
    piped = r.random() < 0.5
    facesheet = r.random() < 0.25
    cols = ["Rm", "Patient", "MRN", "Age/Sex", "Admit", "Attending", "Dx", "LOC", "Code"]
    if piped:
        d.ln("| " + " | ".join(cols) + " |")
        d.ln("|" + "---|" * len(cols))
    else:
        d.ln("RM       PATIENT                    MRN          AGE/SX  ADMIT         ATTENDING      DX / LOC / CODE")
    for p in pts:
        a = [(str(p["age"]), "AGE"), "/" + p["sex"]] if r.random() < 0.7 else [p["sex"], " ", (str(p["age"]), "AGE")]
        att = drname(c, r.choice(docs))
        code = r.choice(["Full", "DNR", "DNR/DNI", "Full", "Limited", "MOLST on file", "DNAR"])
        name = ptname(c, p, r.choice(["LAST, First M", "LAST, FIRST", "Last, First", "LAST, F"]))
        if piped:
            d.ln("| ", (p["room"], "LOCATION_OTHER"), " | ", name, " | ", (p["mrn"], "MRN"), " | ", a, " | ",
                 c.D(p["admit"]), " | ", att, " | ", p["dx"], " | ", p["level"], " | ", code, " |")
        else:
            d.pad([(p["room"], "LOCATION_OTHER")], 9)
            d.pad([name], 27)
            d.pad([(p["mrn"], "MRN")], 13)
            d.pad(a, 8)
            d.pad([c.D(p["admit"], "mm/dd/Y" if c.country == "US" else "Y-m-d")], 14)
            d.pad(att, 15)
            d.ln(p["dx"], " / ", p["level"], " / ", code)
        if facesheet and r.random() < 0.4:
            d.ln("    DOB ", c.D(p["dob"]), "  SSN ", (c.ssn(), "SSN"), "  Ins ", (c.healthplan(), "HEALTHPLAN"))
    empty = r.randint(0, 4)
    for _ in range(empty):
        d.ln(("| " if piped else ""), (c.room(), "LOCATION_OTHER"), r.choice(["  -- vacant, clean", "  -- blocked (maint)",
                                                                             "  -- dirty, EVS called", "  -- held for PACU"]))
    d.ln()
    total = n + empty + r.randint(0, 6)
    d.ln("Occupied ", str(n), "/", str(total), "   Acuity avg ", "%.1f" % (r.uniform(2, 4)), "   Isolation rooms ", str(r.randint(0, 5)))
    pa = patient(c)
    d.ln("Pending admit: ", ptname(c, pa, "LAST, F"), " ", [(str(pa["age"]), "AGE"), pa["sex"]], " from ED ",
         r.choice(["bed ", "hall ", "rm "]), (c.room(), "LOCATION_OTHER"), ", ", pa["dx"], ", assigned ", (c.room(), "LOCATION_OTHER"))
    if r.random() < 0.5:
        dc = r.choice(pts)
        d.ln("Pending DC: ", (dc["room"], "LOCATION_OTHER"), " ", ptname(c, dc, "Last"), " to ", (r.choice(P.SNFS), "HOSPITAL"),
             " ", c.D(dc["edd"]))
    d.ln("Charge RN: ", sname(c, charge), "  ", phone_parts(c, r.choice(["ext ", "Vocera/phone ", "ph "])))
    if r.random() < 0.4:
        d.ln("Census questions: ", (c.generic_email(), "EMAIL"), " or ", (c.url(), "URL"))
    return d


def bed_board(c):
    r = c.r
    d = Doc()
    user = staff(c, "Bed Mgr")
    d.ln("# bed board export")
    d.ln("# source: ", (c.url(), "URL"))
    d.ln("# facility: ", (c.hospital, "HOSPITAL"), "; unit: ", unit_parts(c))
    d.ln("# exported ", c.D(c.day, "Y-m-d"), " ", c.time(), " by ", (c.username(user), "USERNAME"), " from ", (c.ip(), "IPADDR"))
    sep = r.choice([",", ";", "\t", "|"])
    cols = ["bed", "status", "patient", "mrn", "fin", "age", "sex", "admit", "edd", "rn", "bed_req", "iso"]
    d.ln(sep.join(cols))
    nurses = [staff(c, "RN") for _ in range(4)]
    for _ in range(r.randint(8, 16)):
        bed = c.room()
        status = r.choice(["OCC", "OCC", "OCC", "DIRTY", "CLEAN", "BLOCKED", "PEND-DC", "PEND-ADM"])
        row = [[(bed, "LOCATION_OTHER")], [status]]
        if status in ("OCC", "PEND-DC", "PEND-ADM"):
            p = patient(c)
            nm = ptname(c, p, r.choice(["LAST, FIRST", "Last, First", "LAST, First M"]))
            if sep == ",":
                nm = (c.name(p, r.choice(["First Last", "F. Last", "First M. Last"])), "PATIENT")
            rn = r.choice(nurses)
            row += [[nm], [(p["mrn"], "MRN")], [(p["acct"], "ACCOUNT")], [(str(p["age"]), "AGE")], [p["sex"]],
                    [c.D(p["admit"], "Y-m-d"), " ", c.time()], [c.D(p["edd"], r.choice(["Y-m-d", "m/d/Y"]))],
                    [(c.name(rn, r.choice(["F. Last", "Last F", "First L"])), "DOCTOR")],
                    [(c.idnum("BR"), "IDNUM")] if r.random() < 0.5 else [""],
                    [r.choice(["", "", "CONTACT", "DROPLET", "AIRBORNE", "C+"])]]
        else:
            row += [[""]] * 10
        for i, cell in enumerate(row):
            if i:
                d.w(sep)
            d.w(*cell)
        d.w("\n")
    d.ln("# rows flagged PEND-DC count toward DBN target 40%; LOS index 1.12; capacity ", str(r.randint(80, 110)), "%")
    return d


def charge_report(c):
    r = c.r
    d = Doc()
    off = staff(c, "RN")
    on = staff(c, "RN")
    shift = r.choice(["Days", "Nights", "0700-1900", "1900-0700", "Evenings 1500-2330"])
    d.ln(r.choice(["CHARGE NURSE SHIFT REPORT", "Charge RN Handoff", "Shift Summary - Charge Nurse"]))
    d.ln(unit_parts(c), " | ", (c.hospital, "HOSPITAL"), " | ", c.D(c.day), " | ", shift)
    d.ln("Off-going: ", sname(c, off), "   On-coming: ", sname(c, on))
    d.ln()
    d.ln("STAFFING: ", str(r.randint(5, 9)), " RNs, ", str(r.randint(1, 3)), " CNAs, sitter x", str(r.randint(0, 2)),
         ". Ratio 1:", str(r.randint(3, 5)), ".")
    k = r.randint(0, 2)
    if k == 0:
        d.ln("Short one RN until 1100.")
    elif k == 1:
        d.ln("Float RN from ", unit_parts(c, r.choice(P.UNIT_NAMES)), " until 1500.")
    else:
        d.ln("Fully staffed.")
    if r.random() < 0.5:
        ag = staff(c, "RN")
        d.ln("Agency RN ", (c.name(ag, "First Last"), "DOCTOR"), " from ", (r.choice(P.ORGS_AGENCY), "ORGANIZATION"),
             " on until ", c.time(), ".")
    d.ln()
    d.ln("PATIENTS OF CONCERN")
    for _ in range(r.randint(3, 6)):
        p = patient(c)
        d.w("- ", room_parts(c, p["room"]), ": ", pt_titled(c, p), ", ", c.age_parts(p["age"], p["sex"]), ", ", p["dx"], ". ")
        k = r.randint(0, 5)
        if k == 0:
            f = family(c, p)
            d.w(f["rel"].capitalize(), " ", famname(c, f), " at bedside, very anxious; wants update from ",
                drname(c, doc(c)), ". ", phone_parts(c), ".")
        elif k == 1:
            d.w(lookalike(c, 3), ". RRT called at ", c.time(), ", stayed on unit.")
        elif k == 2:
            d.w("Admitted ", c.D(p["admit"]), ", EDD ", c.D(p["edd"]), ". Awaiting bed at ",
                (r.choice(P.SNFS), "HOSPITAL"), "; CM ", (c.name(staff(c), "First Last"), "DOCTOR"), " following.")
        elif k == 3:
            prof = r.choice(P.WORKING)
            d.w("Pt is ", "an " if prof[0] in "aeiou" else "a ", (prof, "PROFESSION"), ", wants to leave AMA to get back to work at ",
                (r.choice(P.ORGS_EMPLOYER), "ORGANIZATION"), ". ", r.choice(P.SCORES), ".")
        elif k == 4:
            d.w("Fall risk, ", r.choice(P.SCORES), ", bed alarm on. ", r.choice(P.LINES), " in place. ", r.choice(P.DRUGS), ".")
        else:
            d.w("Transfer to ", r.choice(["ICU", "step-down", "tele"]), " requested ", c.time(), "; bed assigned ",
                (c.room(), "LOCATION_OTHER"), " on ", unit_parts(c, r.choice(P.UNIT_NAMES)), ".")
        d.w("\n")
    d.ln()
    d.ln("ADMITS/DCs: ", str(r.randint(0, 6)), " admits, ", str(r.randint(0, 7)), " discharges, ", str(r.randint(0, 2)),
         " transfers out. ", "Next DC planned ", c.D(c.near(0, 2)), ".")
    d.ln("EQUIPMENT: ", r.choice(["Bladder scanner down, biomed ticket ", "Glucometer missing, ticket ", "Vein finder back, ticket "]),
         (c.idnum("SR"), "IDNUM"), ".")
    if r.random() < 0.5:
        sup = staff(c, "RN")
        d.ln("House supervisor ", (c.name(sup, r.choice(["First Last", "First"])), "DOCTOR"), " aware; pager ",
             (c.pager(), "PHONE"), ".")
    d.ln("Signed: ", sname(c, off), " ", c.D(c.day, r.choice(["m/d/Y", "Y-m-d", "m/d"])), " ", c.time())
    return d


def assignment(c):
    r = c.r
    d = Doc()
    d.ln(r.choice(["NURSE-PATIENT ASSIGNMENT", "Assignment Sheet", "RN/CNA Assignments"]), " - ", unit_parts(c))
    d.ln("Date: ", c.D(c.day), "   Shift: ", r.choice(["D", "N", "0700-1930", "1900-0730"]), "   Facility: ", (c.hospital, "HOSPITAL"))
    charge = staff(c, "RN")
    d.ln("Charge: ", sname(c, charge), "  Phone ", (c.phone(), "PHONE"), "  Pager ", (c.pager(), "PHONE"))
    d.ln()
    rooms_used = []
    table = r.random() < 0.5
    if table:
        d.ln("Nurse                 Phone              Rooms                        Break/Buddy")
    for i in range(r.randint(4, 7)):
        n = staff(c, "RN")
        buddy = staff(c, "RN")
        rooms = [c.room() for _ in range(r.randint(3, 5))]
        rooms_used += rooms
        ph = (r.choice([c.ext(), c.phone()]), "PHONE")
        if table:
            d.pad([(c.name(n, r.choice(["First Last", "F. Last", "First L."])), "DOCTOR")], 22)
            d.pad([ph], 19)
            parts = []
            for j, rm in enumerate(rooms):
                if j:
                    parts.append(", ")
                parts.append((rm, "LOCATION_OTHER"))
            d.pad(parts, 29)
            d.ln(r.choice(["1100", "1130", "1230", "0200", "0300"]), " w/ ", (c.name(buddy, "First"), "DOCTOR"))
        else:
            d.w("Team ", str(i + 1), ": ", sname(c, n), " (", ph, ") - ")
            for j, rm in enumerate(rooms):
                if j:
                    d.w(" / ")
                d.w((rm, "LOCATION_OTHER"))
            d.w(r.choice(["", " [heavy: 2 tele, 1 CIWA]", " [incl. new admit]", " [2 isolation]", " [precepting]"]))
            d.w("\n")
    d.ln()
    d.ln("CNAs / PCAs:")
    for _ in range(r.randint(1, 3)):
        a = staff(c, r.choice(["CNA", "PCA", "PSW"]))
        d.ln("  ", (c.name(a, r.choice(["First Last", "First L."])), "DOCTOR"), " ", a["cred"], " - rooms ",
             (r.choice(rooms_used), "LOCATION_OTHER"), " to ", (r.choice(rooms_used), "LOCATION_OTHER"))
    d.ln()
    d.ln("Special notes:")
    p = patient(c)
    d.ln("* ", (p["room"], "LOCATION_OTHER"), " ", pt_titled(c, p), " - 1:1 sitter, ", r.choice(P.SCORES), "; do NOT assign float.")
    p2 = patient(c)
    d.ln("* ", (p2["room"], "LOCATION_OTHER"), " ", ptname(c, p2, r.choice(["F.L.", "FL", "First L."])), " ", c.age_parts(p2["age"], p2["sex"], "sexF"),
         " going to OR ", c.time(), ", ", r.choice(P.DRUGS), " held.")
    if r.random() < 0.5:
        fl = staff(c, "RN")
        d.ln("* Float: ", (c.name(fl, "First Last"), "DOCTOR"), " from ", unit_parts(c, r.choice(P.UNIT_NAMES)),
             ", competencies verified, licence ", (c.license("rn"), "LICENSE"), ".")
    d.ln("* Huddle 0715 and 1500. Questions: ", (c.email(charge), "EMAIL"))
    return d
