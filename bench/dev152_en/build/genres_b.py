"""Genres: patient flow huddle, transfer request log, rapid response log, fall and restraint log."""
import datetime as dt

import pools as P
from common import (patient, staff, doc, sname, drname, ptname, pt_titled, family, famname, unit_parts,
                    room_parts, lookalike, phone_parts, header)
from core import Doc


def flow_huddle(c):
    r = c.r
    d = Doc()
    d.ln(r.choice(["Patient Flow Huddle", "Bed Management Huddle - Minutes", "Capacity Huddle Notes", "0830 Flow Huddle"]))
    d.ln((c.hospital, "HOSPITAL"), ", ", c.D(c.day), r.choice([" @ 0830", " 1400", " (PM huddle)", ""]))
    att = [staff(c, r.choice(["RN", "Bed Mgr", "House Sup", "CM", "MSW"])) for _ in range(r.randint(3, 6))]
    d.w("Attendees: ")
    for i, a in enumerate(att):
        if i:
            d.w(", ")
        d.w((c.name(a, r.choice(["First Last", "F. Last", "First L.", "Last"])), "DOCTOR"), " (", a["cred"], ")")
    d.w("\n")
    if r.random() < 0.4:
        d.ln("Dial-in: ", (c.phone(), "PHONE"), " | board ", (c.url(), "URL"))
    d.ln()
    d.ln("Capacity: ", str(r.randint(88, 112)), "% | ED boarders ", str(r.randint(2, 19)), " | ICU beds avail ", str(r.randint(0, 3)),
         " | step-down ", str(r.randint(0, 4)), " | PACU holds ", str(r.randint(0, 3)))
    d.ln()
    d.ln("ED BOARDERS")
    for _ in range(r.randint(2, 5)):
        p = patient(c)
        d.ln(" - ", ptname(c, p, r.choice(["Last, First", "LAST, F", "First L.", "F.L."])), " ", c.age_parts(p["age"], p["sex"], r.choice(["sexF", "yo", "sex_sp"])),
             ", ED ", (c.room(), "LOCATION_OTHER"), ", needs ", p["level"], ", ", p["dx"], " -> ", unit_parts(c, r.choice(P.UNIT_NAMES)),
             " ", (c.room(), "LOCATION_OTHER"), r.choice([" once cleaned", " after 1100 DC", " (pending EVS)", ""]))
    d.ln()
    d.ln("DISCHARGES / BARRIERS")
    for _ in range(r.randint(2, 5)):
        p = patient(c)
        k = r.randint(0, 4)
        d.w(" - ", (p["room"], "LOCATION_OTHER"), " ", pt_titled(c, p), ": ")
        if k == 0:
            d.w("SNF bed offered at ", (r.choice(P.SNFS), "HOSPITAL"), ", auth pending with ", (r.choice(P.ORGS_INSURER), "ORGANIZATION"),
                ", member ", (c.healthplan(), "HEALTHPLAN"), ".")
        elif k == 1:
            f = family(c, p)
            d.w("ride with ", f["rel"], " ", famname(c, f), " not until ", c.time(), "; ", phone_parts(c, ""), ".")
        elif k == 2:
            d.w("needs home O2 set up, DME order ", (c.idnum("REQ"), "IDNUM"), "; EDD ", c.D(p["edd"]), ".")
        elif k == 3:
            d.w("awaiting ", r.choice(["echo", "MRI", "PT eval", "GI scope", "repeat " + r.choice(P.LABS)]), ", then home ",
                c.D(p["edd"]), ".")
        else:
            d.w("lives at ", c.address_parts(), "; needs wheelchair van via ", (r.choice(P.ORGS_TRANSPORT), "ORGANIZATION"), ".")
        d.w("\n")
    d.ln()
    if r.random() < 0.6:
        p = patient(c)
        d.ln("OUTSIDE TRANSFERS: ", ptname(c, p, "First Last"), ", ", c.age_parts(p["age"], p["sex"], "yo"), " at ",
             (r.choice(P.HOSPITALS_US if c.country == "US" else P.HOSPITALS_CA), "HOSPITAL"), " in ", (c.other_place()[0], "CITY"),
             ", accepted by ", drname(c, doc(c)), "; ETA ", c.time(), ". Transfer # ", (c.idnum("TR"), "IDNUM"), ".")
    d.ln("Surge plan level ", str(r.randint(0, 3)), ". Next huddle ", c.D(c.day + dt.timedelta(days=1), r.choice(["wd m/d", "Wday", "Mon d"])),
         " 0830.")
    d.ln("Minutes: ", (c.name(att[0], "First Last"), "DOCTOR"))
    return d


def transfer_log(c):
    r = c.r
    d = Doc()
    d.ln(r.choice(["TRANSFER REQUEST LOG", "Transfer Centre Log", "Inter-facility Transfer Requests"]), " - ",
         (c.hospital, "HOSPITAL"))
    d.ln("Week of ", c.D(c.day), " to ", c.D(c.day + dt.timedelta(days=6)), "   Transfer centre ", (c.phone(), "PHONE"),
         "  fax ", (c.phone(), "FAX"))
    d.ln()
    for i in range(r.randint(3, 6)):
        p = patient(c)
        pl = c.other_place()
        src = r.choice(P.HOSPITALS_US if c.country == "US" else P.HOSPITALS_CA)
        refdoc = doc(c)
        acc = doc(c)
        day = c.near(0, 6)
        d.ln("Req # ", (c.idnum("TR"), "IDNUM"), "   ", c.D(day), " ", c.time())
        d.ln("  Patient: ", ptname(c, p, r.choice(["LAST, First M", "Last, First", "LAST, FIRST"])), "  DOB ", c.D(p["dob"]),
             "  (", (str(p["age"]), "AGE"), ")  MRN ", (p["mrn"], "MRN"))
        d.ln("  From: ", (src, "HOSPITAL"), ", ", (pl[0], "CITY"), ", ", (pl[1], "STATE"), " - ", r.choice(["ED", "ICU", "floor", "tele"]))
        d.w("  Referring: ", drname(c, refdoc), "  ph ", (c.phone(), "PHONE"))
        if r.random() < 0.5:
            d.w("  fax ", (c.phone(), "FAX"))
        d.w("\n")
        d.ln("  Reason: ", p["dx"], "; ", lookalike(c, 2), "; needs ", r.choice(["ICU", "step-down", "cath lab", "neurosurgery", "IR"]))
        k = r.random()
        if k < 0.35:
            d.ln("  Ins: ", (r.choice(P.ORGS_INSURER), "ORGANIZATION"), " ", (c.healthplan(), "HEALTHPLAN"), "  SSN on file ", (c.ssn(), "SSN"))
        elif k < 0.6:
            d.ln("  Ins: ", (c.healthplan(), "HEALTHPLAN"), "  Acct ", (p["acct"], "ACCOUNT"))
        dec = r.choice(["ACCEPTED", "ACCEPTED", "DECLINED - no ICU bed", "ON HOLD", "CANCELLED - pt improved"])
        d.w("  Decision: ", dec)
        if dec == "ACCEPTED":
            d.w(" by ", drname(c, acc), " -> ", unit_parts(c, r.choice(P.UNIT_NAMES)), " ", room_parts(c))
            d.w("; transport ", (r.choice(P.ORGS_TRANSPORT), "ORGANIZATION"))
            if r.random() < 0.4:
                d.w(" unit plate ", (c.plate(), "VEHICLE"))
        d.w("\n")
        tn = staff(c, "RN")
        d.ln("  Logged by ", (c.name(tn, r.choice(["First Last", "F. Last", "First L."])), "DOCTOR"),
             " / user ", (c.username(tn), "USERNAME"))
        d.ln()
    d.ln("Declines reviewed at flow huddle. Policy: ", (c.url(), "URL"))
    return d


def rrt_log(c):
    r = c.r
    d = Doc()
    d.ln(r.choice(["RAPID RESPONSE TEAM LOG", "RRT Event Record", "Rapid Response / MET Call Log"]))
    d.ln((c.hospital, "HOSPITAL"), " | period ", c.D(c.near(-30, -20), r.choice(["Mon d", "m/d", "d-Mon-Y"])), "-",
         c.D(c.near(-1, 0), r.choice(["Mon d", "m/d", "d-Mon-Y"])))
    d.ln()
    for _ in range(r.randint(2, 4)):
        p = patient(c)
        team = [staff(c, "RN"), staff(c, "RT"), doc(c)]
        d.ln("Event ", (c.idnum("RRT"), "IDNUM"), " | ", c.D(c.near(-20, 0)), " ", c.time(), " | ", unit_parts(c, r.choice(P.UNIT_NAMES)),
             " ", room_parts(c, p["room"]))
        d.ln("Pt: ", ptname(c, p, r.choice(["First Last", "LAST, First M", "Last, First"])), ", ", c.age_parts(p["age"], p["sex"]),
             ", MRN ", (p["mrn"], "MRN"), ", admitted for ", p["dx"])
        d.ln("Trigger: ", r.choice(P.VITALS), r.choice([", ", " and "]), r.choice(P.VITALS), r.choice(["", "; staff worried", "; new confusion"]))
        d.ln("Called by: ", sname(c, staff(c, "RN")), "  Team: ", sname(c, team[0], False), ", ", sname(c, team[1]), ", ",
             drname(c, team[2]))
        d.ln("Interventions: ", r.choice(P.DRUGS), "; ", r.choice(["NRB 15L", "BiPAP", "500 mL LR bolus", "stat ECG", "ABG", "CXR"]),
             "; ", r.choice(P.LABS))
        out = r.choice(["remained on unit", "to ICU", "to step-down", "code blue called", "comfort care"])
        d.w("Outcome: ", out)
        if out in ("to ICU", "to step-down"):
            d.w(", ", room_parts(c), " on ", unit_parts(c, r.choice(P.UNIT_NAMES)), " at ", c.time())
        d.w("\n")
        if r.random() < 0.6:
            f = family(c, p)
            d.ln("Family: ", f["rel"], " ", famname(c, f), " notified ", c.time(), " via ", (c.phone(), "PHONE"))
        if r.random() < 0.3:
            prof = r.choice(P.PROFESSIONS)
            d.ln("Note: pt is ", "an " if prof[0] in "aeiou" else "a ", (prof, "PROFESSION"), "; ", r.choice(["speaks little English", "hard of hearing",
                                                                                           "anxious about cost"]), ".")
        d.ln("Duration ", str(r.randint(12, 75)), " min. Debrief done: ", r.choice(["Y", "N"]))
        d.ln("-" * 40)
    return d


def fall_restraint(c):
    r = c.r
    d = Doc()
    d.ln(r.choice(["Fall & Restraint Log", "FALLS / RESTRAINT MONITORING LOG", "Unit Safety Log: Falls and Restraints"]))
    d.ln(unit_parts(c), " - ", (c.hospital, "HOSPITAL"), " - month of ", c.D(c.day, r.choice(["Month Y", "Mon Y"])))
    d.ln()
    d.ln("FALLS")
    for _ in range(r.randint(1, 3)):
        p = patient(c, 55, 99)
        wit = staff(c)
        d.ln("* ", c.D(c.near(-25, 0)), " ", c.time(), " ", room_parts(c, p["room"]), " - ", ptname(c, p, r.choice(["LAST, First M", "First Last", "Last, First M."])),
             ", ", c.age_parts(p["age"], p["sex"]), ". ", r.choice(["Unwitnessed", "Witnessed", "Assisted"]), " fall ",
             r.choice(["in bathroom", "from bed", "walking to chair", "while reaching for phone"]), ".")
        d.ln("  ", r.choice(P.SCORES), " prior; bed alarm ", r.choice(["on", "off", "not set"]), "; ", r.choice(["no injury", "skin tear R forearm",
                                                                                                             "hematoma L hip, CT head neg", "lac to scalp, 3 staples"]), ".")
        d.ln("  Found by ", sname(c, wit), "; MD ", drname(c, doc(c)), " notified. Incident report ", (c.idnum("IR"), "IDNUM"), ".")
        if r.random() < 0.6:
            f = family(c, p)
            d.ln("  ", f["rel"].capitalize(), " ", famname(c, f), " informed by phone ", (c.phone(), "PHONE"), ".")
    d.ln()
    d.ln("RESTRAINTS")
    for _ in range(r.randint(1, 3)):
        p = patient(c)
        start = c.near(-6, -1)
        stop = start + dt.timedelta(days=r.randint(1, 3))
        md = doc(c)
        d.ln("* ", room_parts(c, p["room"]), " ", ptname(c, p, r.choice(["LAST, F", "Last", "FL", "First L."])), " ",
             c.age_parts(p["age"], p["sex"], r.choice(["sexF", "(a)", "y/o"])), " - ", r.choice(["bilateral soft wrist", "mitts", "4-point", "vest (legacy)"]),
             " restraints for ", r.choice(["pulling at ETT", "pulling NG", "violent behaviour, code white", "removing " + r.choice(P.LINES)]))
        d.ln("  Order ", c.D(start), " ", c.time(), " by ", drname(c, md), ", renewed q24h; removed ", c.D(stop))
        d.ln("  Checks (q2h): ", ", ".join([c.time() for _ in range(3)]), " - ", (c.name(staff(c), r.choice(["FL", "F.L.", "First L."])), "DOCTOR"),
             "; ", r.choice(P.SCORES))
        d.ln("  Dates in restraint: ", c.D(start, "m/d" if c.country == "US" else "dd-Mon"), "-", c.D(stop, "m/d" if c.country == "US" else "dd-Mon"))
    d.ln()
    rv = staff(c, "RN")
    d.ln("Reviewed by ", sname(c, rv), ", nurse manager, ", c.D(c.day), ". ", (c.email(rv), "EMAIL"))
    return d
