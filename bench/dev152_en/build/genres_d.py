"""Own genres: patient belongings & security log, telemetry/equipment tracking log, staffing & call-out log."""
import datetime as dt

import pools as P
from common import (patient, staff, doc, sname, drname, ptname, pt_titled, family, famname, unit_parts,
                    room_parts, lookalike, phone_parts, header)
from core import Doc


def art(word):
    return "an " if word[0].lower() in "aeiou" else "a "


def belongings(c):
    r = c.r
    d = Doc()
    d.ln(r.choice(["PATIENT BELONGINGS & VALUABLES LOG", "Valuables Envelope / Security Log", "Belongings Inventory - Ward Copy"]))
    d.ln((c.hospital, "HOSPITAL"), " - ", unit_parts(c), " - Security desk ", (c.phone(), "PHONE"))
    d.ln()
    for _ in range(r.randint(2, 4)):
        p = patient(c)
        w1, w2 = staff(c, "RN"), staff(c, "Security")
        d.ln("Envelope ", (c.idnum("VE"), "IDNUM"), "  ", c.D(c.near(-5, 0)), " ", c.time())
        d.ln("  Patient: ", ptname(c, p, r.choice(["LAST, First M", "Last, First", "First M. Last"])), "  MRN ", (p["mrn"], "MRN"),
             "  ", room_parts(c, p["room"]))
        items = r.sample(["wallet", "cell phone (cracked)", "wedding band, yellow metal", "hearing aids x2", "upper denture",
                          "$43.25 cash", "glasses", "car keys", "rosary", "walker (own)", "CPAP machine (own)", "laptop"], 4)
        d.ln("  Items: ", "; ".join(items))
        if r.random() < 0.5:
            d.ln("  Wallet contents: driver's licence ", (c.license("dl"), "LICENSE"), ", health card ", (c.healthplan(), "HEALTHPLAN"),
                 r.choice(["", ", bank cards x2"]))
        if r.random() < 0.45:
            d.w("  Vehicle left in ", r.choice(["P2 visitor garage", "ED lot", "Lot C"]), ": plate ", (c.plate(), "VEHICLE"))
            if r.random() < 0.4:
                d.w(", VIN ", (c.vin(), "VEHICLE"))
            d.w("\n")
        if r.random() < 0.35:
            d.ln("  VIN on tow form: ", (c.vin(), "VEHICLE"), ", tow by ", (r.choice(["Ridgeline Towing", "Metro Impound Services"]), "ORGANIZATION"))
        if r.random() < 0.4:
            d.ln("  CPAP serial ", (c.device(), "DEVICE"), " labelled and kept at bedside.")
        if r.random() < 0.4:
            prof = r.choice(P.WORKING)
            d.ln("  Work ID badge from ", (r.choice(P.ORGS_EMPLOYER), "ORGANIZATION"), " (pt is ", art(prof), (prof, "PROFESSION"), ").")
        f = family(c, p)
        k = r.random()
        if k < 0.5:
            d.ln("  Released to ", f["rel"], " ", famname(c, f), " on ", c.D(c.near(0, 3)), ", ID checked; ", phone_parts(c, "ph "))
        else:
            d.ln("  Sent to safe; receipt to pt. ", f["rel"].capitalize(), " ", famname(c, f), " aware.")
        d.ln("  Witnesses: ", sname(c, w1), " / ", (c.name(w2, r.choice(["First Last", "F. Last", "Last"])), "DOCTOR"), " (security",
             [", fingerprint ID ", (c.bioid(), "BIOID")] if r.random() < 0.5 else [", badge #", ("S" + c.digits(4), "IDNUM")], ")")
        d.ln()
    d.ln("Lost property: ", (c.generic_email(), "EMAIL"), ". Unclaimed items disposed after 30 days.")
    return d


def equipment(c):
    r = c.r
    d = Doc()
    d.ln(r.choice(["TELEMETRY & EQUIPMENT TRACKING LOG", "Tele Box / Pump Assignment Log", "Biomed Device Tracking - Unit Log"]))
    d.ln(unit_parts(c), ", ", (c.hospital, "HOSPITAL"), " | ", c.D(c.day), " | central station ", (c.ip(), "IPADDR"))
    d.ln()
    d.ln("DEVICE        SERIAL          ROOM      PATIENT                 ON          BY")
    for _ in range(r.randint(5, 10)):
        p = patient(c)
        n = staff(c, "RN")
        kind = r.choice(["Tele pack", "IV pump", "PCA pump", "SCD unit", "Bed alarm", "Wound vac", "Feeding pump", "Pulse ox"])
        d.pad([kind], 14)
        d.pad([(c.device(), "DEVICE")], 16)
        d.pad([(p["room"], "LOCATION_OTHER")], 10)
        d.pad([ptname(c, p, r.choice(["LAST, F", "Last, First", "LAST, FIRST"]))], 24)
        d.pad([c.D(c.near(-5, 0), r.choice(["m/d", "Y-m-d", "dd-Mon"]))], 12)
        d.ln((c.name(n, r.choice(["FL", "F. Last", "First L"])), "DOCTOR"))
    d.ln()
    d.ln("Alarms / issues")
    for _ in range(r.randint(2, 4)):
        p = patient(c)
        k = r.randint(0, 3)
        if k == 0:
            d.ln("- ", c.time(), " ", room_parts(c, p["room"]), " leads-off x", str(r.randint(3, 20)), " for ", pt_titled(c, p),
                 "; pack ", (c.device(), "DEVICE"), " swapped; ", r.choice(P.VITALS))
        elif k == 1:
            d.ln("- Pump ", (c.device(), "DEVICE"), " occlusion alarm, ", r.choice(P.DRUGS), "; sent to biomed, work order ",
                 (c.idnum("WO"), "IDNUM"))
        elif k == 2:
            d.ln("- Monitor ", (c.ip(), "IPADDR"), " dropped from network ", c.time(), "-", c.time(), "; IT ticket ", (c.idnum("INC"), "IDNUM"),
                 " by ", (c.username(staff(c)), "USERNAME"))
        else:
            pm = c.person()
            d.ln("- ", room_parts(c, p["room"]), " ", ptname(c, p, "First L."), " ", c.age_parts(p["age"], p["sex"], "sexF"),
                 " has own pacemaker (", r.choice(["Medtronic Azure", "Boston Scientific Accolade", "Abbott Assurity"]), ") SN ",
                 (c.device(), "DEVICE"), "; interrogation ", c.D(c.near(-2, 0)))
    d.ln()
    bt = staff(c, "Biomed")
    d.ln("Biomed on call: ", (c.name(bt, "First Last"), "DOCTOR"), " ", (c.pager(), "PHONE"), "; portal ", (c.url(), "URL"))
    return d


def staffing(c):
    r = c.r
    d = Doc()
    d.ln(r.choice(["STAFFING & CALL-OUT LOG", "Staffing Office - Sick Calls and Agency Bookings", "Nursing Staffing Log"]))
    d.ln((c.hospital, "HOSPITAL"), " | ", c.D(c.day, r.choice(["Wday, Month d, Y", "wd m/d", "Y-m-d", "d Month Y"])), " | staffing office ",
         (c.phone(), "PHONE"), " fax ", (c.phone(), "FAX"))
    d.ln()
    d.ln("CALL-OUTS")
    for _ in range(r.randint(2, 5)):
        s = staff(c, r.choice(["RN", "RN", "LPN", "CNA", "RT"]))
        d.ln("  ", c.time(), " ", (c.name(s, r.choice(["First Last", "Last, First", "F. Last"])), "DOCTOR"), ", ", s["cred"], ", ",
             unit_parts(c, r.choice(P.UNIT_NAMES)), " - ", r.choice(["sick", "family emergency", "FMLA", "child sick", "no-show"]),
             "; shift ", c.D(c.near(0, 2), r.choice(["m/d", "Mon d", "wd m/d"])), " ", r.choice(["D", "N", "E"]))
    d.ln()
    d.ln("AGENCY / TRAVEL BOOKINGS")
    for _ in range(r.randint(2, 4)):
        s = staff(c, "RN")
        d.ln("  ", (c.name(s, "First M. Last"), "DOCTOR"), ", RN - ", (r.choice(P.ORGS_AGENCY), "ORGANIZATION"), " - licence ",
             (c.license("rn"), "LICENSE"), [" (verified)"] if r.random() < 0.5 else [" exp ", c.D(c.near(100, 700))])
        d.ln("    contract ", c.D(c.near(-30, 0)), " to ", c.D(c.near(30, 90)), "; login ", (c.username(s), "USERNAME"),
             "; Pyxis fingerprint ", (c.bioid(), "BIOID"))
        if r.random() < 0.5:
            d.ln("    contact ", (c.email(s), "EMAIL"), " / ", (c.phone(), "PHONE"))
    d.ln()
    d.ln("FLOATS")
    for _ in range(r.randint(1, 3)):
        s = staff(c, "RN")
        d.ln("  ", sname(c, s), " from ", unit_parts(c, r.choice(P.UNIT_NAMES)), " to ", unit_parts(c, r.choice(P.UNIT_NAMES)),
             " ", r.choice(["0700-1900", "1900-0700", "1100-2300"]), ", ratio 1:", str(r.randint(3, 5)))
    d.ln()
    if r.random() < 0.5:
        md = doc(c)
        d.ln("Hospitalist coverage: ", drname(c, md), " NPI ", (c.license("npi"), "LICENSE"), ", cell ", (c.phone(), "PHONE"))
    sup = staff(c, "RN")
    d.ln("Staffing coordinator: ", sname(c, sup), " - ", (c.email(sup), "EMAIL"), " - schedule ", (c.url(), "URL"))
    if r.random() < 0.3:
        d.ln("Holiday coverage for ", (c.holiday(), "DATE"), " posted; bids close ", c.D(c.near(5, 20)), ".")
    return d
