"""Front-of-ward genres: visitor/escort log, transport booking, property register."""
import clin
import pools as P
import records as R
from core import aligned_table, pipe_table, delim_table


# ---------------------------------------------------------------- visitor and escort log
def visitor_log(g, d):
    ward = g.ward()
    d.ln(g.c(["VISITOR & ESCORT LOG", "Visitor sign-in / escort register", "AFTER-HOURS VISITOR LOG"]), " - ",
         (ward, "HOSPITAL"), " - ", (g.hosp_ref(), "HOSPITAL"))
    d.ln("Date: ", g.d(g.day(0)), "   Visiting hours 1000-2000; after hours via ",
         (g.loc(P.BUILDINGS), "LOCATION_OTHER"), " security desk ext ", (g.ext(), "PHONE"))
    d.ln("Screening: no visitors with resp symptoms; masks in " + g.c(["bays 1-4", "isolation rooms", "all areas"]) +
         "; max 2 per bed.")
    d.t("\n")
    rows = []
    for _ in range(g.ri(5, 10)):
        pt = R.patient(g, ward=ward)
        v = pt.nok
        tin, tout = clin.time_pair(g, 10, 20)
        row = [tin, g.pname(v, g.c(["FL", "LFcap", "FL"]), "FAMILY"), pt.rel,
               [g.pname(pt.n, g.c(["tL", "L", "INI"])), " / ", (pt.bed, "LOCATION_OTHER")],
               (pt.nok_phone, "PHONE"),
               g.c([["DL ", (g.dl(), "LICENSE")], "known", "-", ["pass ", (g.idnum("pass"), "IDNUM")]]),
               g.c([[(g.plate(), "VEHICLE")], "", "bus", ""]), g.c([tout, tout, ""]),
               g.staff(None, None, g.c(["ini", "INI"]))]
        rows.append(row)
    hdr = ["In", "Visitor", "Rel", "Pt / bed", "Contact", "ID", "Rego", "Out", "Staff"]
    lay = g.c(["pipe", "aligned", "csv"])
    if lay == "pipe":
        pipe_table(d, hdr, rows)
    elif lay == "aligned":
        aligned_table(d, hdr, rows)
    else:
        delim_table(d, hdr, rows, ",")
    d.t("\n")
    d.ln("AFTER-HOURS ENTRY (kiosk)")
    for _ in range(g.ri(1, 3)):
        pt = R.patient(g, ward=ward)
        d.ln(clin.time(g, 20, 23) + "  ", g.pname(pt.nok, "FL", "FAMILY"), " for ", g.pname(pt.n, "tL"),
             " (palliative) - face-match ID ", (g.bioid(), "BIOID"), ", approved by ",
             g.staff(None, "CN", g.c(["Fc", "FLc"])))
    d.t("\n")
    d.ln("PATIENT ESCORTS")
    for _ in range(g.ri(2, 4)):
        pt = R.patient(g, ward=ward)
        dest = g.c(["CT", "MRI", "Nuclear Med", "fracture clinic", "dialysis", "endoscopy", "X-ray"])
        t1, t2 = clin.time_pair(g, 8, 16)
        d.ln(t1 + "  ", g.pname(pt.n, g.c(["tL", "LFcap"])), " (bed ", (pt.bed, "LOCATION_OTHER"),
             ") to " + dest + " - escort: wardsperson ", g.staff(None, None, g.c(["FL", "F"])),
             g.c(["", [" + RN ", g.staff(None, None, "F")]]), g.c(["; O2 2L", "; w/chair", "; bed", "; telemetry"]),
             "; returned " + t2)
    if g.chance(0.5):
        v = g.name()
        d.ln("Security escort: officer ", g.staff(None, None, "FL"), " walked ", g.pname(v, "FL", "FAMILY"),
             " to car park (vehicle ", (g.plate(), "VEHICLE"), ") at " + clin.time(g, 20, 23) + " - visitor distressed.")
    if g.chance(0.5):
        pt = R.patient(g, ward=ward)
        d.ln("Overnight stay approved: ", pt.rel + " ", g.pname(pt.nok, "FL", "FAMILY"), " with ",
             g.pname(pt.n, "tL"), " (room ", (str(g.ri(1, 30)), "LOCATION_OTHER"), "), recliner provided; "
             "visitor pass ", (g.idnum("pass"), "IDNUM"))
    d.ln("Log checked by NUM ", g.staff(None, None, "FL"), " ", g.ds(g.day(1)))


# ---------------------------------------------------------------- transport booking
def transport(g, d):
    pt = R.patient(g)
    booker = g.name()
    bk = g.idnum("transport")
    prov = g.loc(P.ORGS_TRANSPORT)
    d.ln(g.c(["PATIENT TRANSPORT BOOKING", "NON-EMERGENCY PATIENT TRANSPORT REQUEST",
              "Transport booking confirmation"]))
    d.ln("Booking no.: ", (bk, "IDNUM"), "    Provider: ", (prov, "ORGANIZATION"),
         "    Priority: " + g.c(["P3", "P4", "time-critical (dialysis)", "routine"]))
    d.ln("Booked: ", g.d(g.day(0)), " " + clin.time_colon(g, 7, 16) + " by ", g.staff(booker, None, "FL"),
         " (" + g.c(["ward clerk", "NUM", "discharge coordinator", "RN"]) + ") ph ", (g.phone("land"), "PHONE"))
    t1, t2 = clin.time_pair(g, 9, 16)
    d.ln("Ready time: " + t1 + "   Appointment/arrival by: " + t2)
    d.t("\n")
    d.ln("PATIENT")
    d.ln("  Name: ", g.pname(pt.n, g.c(["LFcap", "FL"])), "   DOB: ", g.d(pt.dob), "   Age: ", (str(pt.age), "AGE"))
    d.ln("  ", R.mrn_pieces(g, pt), "   Weight: %d kg   Height: %d cm" % (g.ri(42, 168), g.ri(148, 192)))
    if g.cc == "AU" and g.chance(0.6):
        d.ln("  Medicare: ", (g.medicare(), "HEALTHPLAN"), g.c(["", ["   DVA: ", (g.dva(), "HEALTHPLAN")]]))
    d.t("\n")
    d.ln("PICK-UP")
    d.ln("  ", (g.hosp, "HOSPITAL"), ", ", (pt.ward, "HOSPITAL"), ", bed ", (pt.bed, "LOCATION_OTHER"),
         g.c(["", [", ", (g.loc(P.BUILDINGS), "LOCATION_OTHER")]]))
    d.ln("DESTINATION")
    dest = g.c(["home", "home", "racf", "hosp"])
    if dest == "home":
        d.ln("  Home: ", g.addr(pt.addr, g.c(["line", "upper", "full"])))
        if g.chance(0.5):
            d.ln("  Access: " + g.c(["3 steps, no rail", "lift to level 4", "side gate - key under mat",
                                     "gravel drive, dogs contained"]))
    elif dest == "racf":
        d.ln("  ", (pt.racf, "HOSPITAL"), ", ", g.addr(g.address(), "line"))
        d.ln("  Contact: ", g.staff(None, None, "FL"), " (RN in charge) ", (g.phone("land"), "PHONE"))
    else:
        d.ln("  ", (g.other_hosp(), "HOSPITAL"), " - " + g.c(["AT&R", "Rehab", "Renal", "Oncology"]) + " ward, bed ",
             (g.bed(), "LOCATION_OTHER"), "; accepting ", g.doctor())
    d.t("\n")
    d.ln("CLINICAL")
    d.ln("  Mode: " + g.c(["stretcher", "seated", "wheelchair", "stretcher - bariatric"]) + "; mobility " + pt.mob)
    d.ln("  O2: " + g.c(["nil", "2 L NP - portable cylinder", "4 L HM", "home concentrator at destination"]))
    d.ln("  Infection: " + g.c(["nil", "MRSA - contact", "VRE", "COVID +ve day 9 - cleared"]) +
         "   Cognition: " + g.c(["intact", "dementia - may wander", "delirium resolving"]))
    d.ln("  Resus: " + g.c(["for CPR", "NFR - form travels with pt", "ACD in envelope"]))
    if g.chance(0.6):
        d.ln("  Escort: ", pt.rel + " ", g.pname(pt.nok, "FL", "FAMILY"), " travelling, ph ", (pt.nok_phone, "PHONE"))
    else:
        d.ln("  Escort: nil. NOK ", g.pname(pt.nok, "FL", "FAMILY"), " to meet at destination, ",
             (pt.nok_phone, "PHONE"))
    d.t("\n")
    d.ln("CONFIRMATION (provider)")
    d.ln("  Vehicle: ", (g.plate(), "VEHICLE"), g.c(["", ["  VIN ", (g.vin(), "VEHICLE")]]), "   Crew: ",
         g.staff(None, "PTO", "FL"), ", ", g.staff(None, "PTO", "FL"))
    d.ln("  Confirmed to ", (g.email(booker), "EMAIL"), " on ", g.d(g.day(0)))
    if g.chance(0.4):
        d.ln("  Track: ", (g.url("portal"), "URL"))
    d.ln("  Cancellation: ring provider on ", (g.phone("land"), "PHONE"), " quoting ", (bk, "IDNUM"))


# ---------------------------------------------------------------- property register
def property_register(g, d):
    pt = R.patient(g)
    rc = g.idnum("property")
    w1, w2 = g.name(), g.name()
    d.ln(g.c(["PATIENT PROPERTY & VALUABLES REGISTER", "Patient Property Record", "VALUABLES RECEIPT"]))
    d.ln((g.hosp, "HOSPITAL"), " - ", (pt.ward, "HOSPITAL"), "    Receipt no. ", (rc, "IDNUM"))
    d.ln("Patient: ", g.pname(pt.n, g.c(["LFcap", "FL", "LFm"])), "   ", R.mrn_pieces(g, pt), "   DOB ", g.d(pt.dob),
         "   Bed ", (pt.bed, "LOCATION_OTHER"))
    d.ln("Date/time listed: ", g.d(g.day(0)), " " + clin.time(g) + "   Listed on: " +
         g.c(["admission", "transfer from ED", "transfer to ICU", "discharge"]))
    d.t("\n")
    rows = []
    rows.append(["Mobile phone", [g.c(["Samsung", "iPhone", "Oppo", "Nokia flip"]) + ", " +
                                  g.c(["black", "blue case", "cracked screen"]) + ", IMEI ", (g.device_sn("imei"), "DEVICE")],
                 "1", "with pt"])
    if g.chance(0.6):
        rows.append(["Hearing aid", ["L) behind-ear, SN ", (g.device_sn("ha"), "DEVICE")], "1", "with pt - labelled"])
    wallet = ["brown wallet: driver licence ", (g.dl(), "LICENSE")]
    if g.cc == "AU":
        wallet += [", Medicare card ", (g.medicare(), "HEALTHPLAN")]
        if g.chance(0.6):
            wallet += [", pension card CRN ", (g.ssn("crn"), "SSN")]
    else:
        wallet += [", CSC ", (g.csc(), "HEALTHPLAN")]
    wallet += [", bank card ending ", (g.digits(4), "ACCOUNT"), ", cash $%d.%02d" % (g.ri(0, 240), g.ri(0, 19) * 5)]
    rows.append(["Wallet", wallet, "1", "ward safe"])
    if g.chance(0.5):
        rows.append(["Car keys", ["Toyota key; car (rego ", (g.plate(), "VEHICLE"), ") in " +
                                  g.c(["ED car park", "multi-deck level 2", "street"])], "1", "ward safe"])
    rows.append(["Dentures", g.c(["upper + lower", "upper plate", "partial lower"]), "1", "named pot, bedside"])
    rows.append(["Glasses", g.c(["reading", "bifocals", "sunglasses"]), "1", "with pt"])
    if g.chance(0.5):
        rows.append(["Jewellery", g.c(["gold wedding band", "watch + 2 rings", "pounamu pendant",
                                       "gold chain with cross"]), "1", g.c(["with pt (won't remove)", "safe"])])
    if g.chance(0.4):
        rows.append(["Walking aid", ["own 4WW, labelled ", g.pname(pt.n, "L")], "1", "bedside"])
    hdr = ["Item", "Description", "Qty", "Location"]
    (pipe_table if g.chance(0.5) else aligned_table)(d, hdr, rows)
    d.t("\n")
    d.ln("Valuables envelope ", (g.idnum("property"), "IDNUM"), " placed in ward safe (access: fingerprint ",
         (g.bioid(), "BIOID"), ") / sent to cashier " + g.c(["0900", "next business day", "n/a"]))
    d.ln("Listed by: ", g.staff(w1, None, "FL"), " (" + g.c(["RN", "EN", "AIN"]) + ")   Witness: ",
         g.staff(w2, None, "FL"), " (" + g.c(["RN", "CN", "ward clerk", "security"]) + ")")
    d.ln("Patient signature: " + g.c(["signed", "unable - delirium", "declined", "signed (shaky)"]))
    d.t("\n")
    if g.chance(0.65):
        d.ln("RETURN OF PROPERTY")
        d.ln("Returned to ", g.c(["patient", [pt.rel + " ", g.pname(pt.nok, "FL", "FAMILY")]]), " on ",
             g.d(g.day(g.ri(1, 9))), ". ID sighted: ",
             g.c([["DL ", (g.dl(), "LICENSE")], "passport", ["Medicare card"]]), ". Contact ", (pt.nok_phone, "PHONE"))
        d.ln("Released by ", g.staff(None, None, "FL"), "; all items accounted for" +
             g.c([".", " except reading glasses - lost property form done."]))
    else:
        d.ln("NOK informed of items held: ", g.pname(pt.nok, "FL", "FAMILY"), " (" + pt.rel + ") ",
             (pt.nok_phone, "PHONE"), ", ", g.addr(pt.addr, "line"))
