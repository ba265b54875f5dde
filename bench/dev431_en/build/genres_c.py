"""Genres: end-of-life care plan, syringe driver record, equipment request."""
import clinical as C
import common as K
import names as N
import places as P


SYMPTOMS = {
    "Pain": ["Abbey pain scale every visit", "PRN opioid as below, review if >2 doses/24h", "fentanyl patch - do not remove"],
    "Breathlessness": ["fan, open window, positioning", "PRN morphine as below", "O2 for comfort only"],
    "Nausea/vomiting": ["levomepromazine PRN", "small sips, mouth care", "haloperidol PRN as below"],
    "Agitation/delirium": ["calm environment, family present", "midazolam PRN as below", "check bladder/bowels first"],
    "Respiratory secretions": ["reposition, explain to family", "glycopyrronium PRN as below"],
    "Mouth care": ["2-hourly mouth care - Biotene, lip balm", "moist swabs, family shown"],
    "Skin": ["reposition 4-hourly, air mattress", "barrier cream, pads checked"],
}
REASON_BY_CODE = {
    "MAT": ["Waterlow 20+", "pressure ulcer Cat 3", "EOL - PPD home", "bedbound"],
    "CUSH": ["Waterlow 20+", "sits out 6h+/day", "pressure ulcer Cat 2 sacrum"],
    "HEEL": ["heel DTI", "Waterlow 20+"], "BED": ["EOL - PPD home", "bedbound", "carers' safety"],
    "HOIST": ["hoist transfers", "carers' safety"], "SLING": ["hoist transfers"], "SLIDE": ["carers' safety", "repositioning in bed"],
    "STAND": ["transfers with 1 carer", "carers' safety"], "TURN": ["transfers with 1 carer"],
}


def eol_plan(c):
    r, cc, d = c.rng, c.cc, c.doc
    us = cc == "US"
    dn, cns = c.staff[0], K.make_staff(r, cc, role=r.choice(["Palliative Care CNS", "Hospice Nurse Specialist"]))
    d.ln(r.choice(["END OF LIFE CARE PLAN", "Individualised Care Plan for the Last Days of Life",
                   "Hospice Home Plan of Care" if us else "Care in the Last Days of Life - Community",
                   "Palliative Care Plan (Home)"]))
    d.ln(("HOSPITAL", c.team), [" / ", ("HOSPITAL", c.hospice)] if r.random() < .5 else None)
    K.patient_block(d, c, ("health", "mrn"))
    d.ln("")
    d.ln("Diagnosis: ", r.choice(["metastatic prostate ca", "pancreatic ca", "end-stage COPD", "end-stage heart failure",
                                 "MND", "advanced dementia", "lung ca with brain mets", "ovarian ca", "glioblastoma"]),
         ".  ", r.choice(["GSF register: RED", "Gold Standards Framework - amber", "on palliative care register",
                          "PPS 30%", "AKPS 30"]), " since ", c.D(c.day(-r.randint(10, 200))))
    d.ln("Key worker: ", ("DOCTOR", dn.full()), " (", dn.role, ") ", ("PHONE", c.team_phone))
    d.ln(c.gpword, ": ", c.gpname(), ", ", ("HOSPITAL", c.practice), " ", ("PHONE", c.gp_phone))
    d.ln("Specialist palliative care: ", ("DOCTOR", cns.full()), ", ", ("HOSPITAL", c.hospice), " ",
         ("PHONE", P.phone(r, cc, c.town)), r.choice([" (24h advice line)", "", " - advice line 24/7"]))
    d.ln("")
    d.ln("DECISIONS")
    dnr = r.choice({"UK": ["ReSPECT form", "DNACPR", "TEP"], "IE": ["DNAR order", "Advance Healthcare Directive"],
                    "AU": ["Advance Care Directive", "Goals of Care form", "NFR order"], "NZ": ["Advance Care Plan", "DNACPR"],
                    "CA": ["DNR Confirmation Form", "Goals of Care (level C)"], "US": ["POLST", "Out-of-hospital DNR", "MOLST"]}[cc])
    d.ln("- ", dnr, " completed ", c.D(c.day(-r.randint(1, 60))), " by ", c.gpname(), "; original ",
         r.choice(["in yellow folder on dresser", "in purple folder by bed", "on fridge", "in house"]), ".")
    d.ln("- Preferred place of care / death: ", r.choice(["home", "home (own bed downstairs)", "hospice if symptoms uncontrolled", "home"]), ".")
    if r.random() < .7:
        d.ln("- ", {"UK": "LPA health & welfare", "IE": "Enduring Power of Attorney", "AU": "Enduring Guardian",
                    "NZ": "EPOA personal care & welfare", "CA": "Substitute decision-maker (POA personal care)",
                    "US": "Healthcare POA"}[cc], ": ", c.nok.rel, " ", ("FAMILY", c.nok.full()), " (registered ", c.D(c.day(-r.randint(200, 3000)), "y"), ").")
    if r.random() < .4:
        d.ln("- Advance decision to refuse treatment: ", r.choice(["no IV antibiotics", "no artificial hydration", "no hospital admission"]), ".")
    d.ln("")
    d.ln("FAMILY / CONTACTS (in order)")
    for p, ph in ((c.nok, c.nok_phone), (c.nok2, P.phone(r, cc, c.town, "mob"))):
        d.ln(" ", ("FAMILY", p.full()), " - ", p.rel, " - ", ("PHONE", ph), r.choice(["  (call any time, even at night)", "", "  not before 07:00"]))
    if r.random() < .4:
        d.ln(" Grandson ", ("FAMILY", N.make_person(r, "M").first), " (", ("AGE", str(r.randint(14, 30))),
             ") lives in ", r.choice(["", "annexe"]) or ("COUNTRY", r.choice(["Canada", "Australia", "Spain", "Ireland"])), " - wishes to be told.")
    d.ln("")
    d.ln("SPIRITUAL / CULTURAL")
    faith = r.randint(0, 3)
    if faith == 0:
        d.ln("Roman Catholic - ", ("ORGANIZATION", K.org_name(r, "church")), "; Fr ", ("FAMILY", N.make_person(r, "M").last),
             " to be called for anointing: ", ("PHONE", P.phone(r, cc, c.town)))
    elif faith == 1:
        d.ln("Muslim - imam from ", ("ORGANIZATION", K.org_name(r, "church")), " informed; family wish burial within 24h - ",
             "GP aware for prompt certification.")
    elif faith == 2:
        d.ln("No religious faith. Wishes to have music (", r.choice(["Elgar", "Johnny Cash", "Vera Lynn", "Bob Marley"]), ") and dog on bed.")
    else:
        d.ln("Attends ", ("ORGANIZATION", K.org_name(r, "church")), ". Minister ", ("FAMILY", N.make_person(r).full()), " visits weekly.")
    d.ln("")
    d.ln("SYMPTOM PLAN")
    for sym in r.sample(sorted(SYMPTOMS), 4):
        d.ln("* ", sym, ": ", r.choice(SYMPTOMS[sym]))
    d.ln("")
    d.ln("ANTICIPATORY MEDICINES (prescribed ", c.D(c.day(-r.randint(0, 14))), " by ", c.gpname(), ")")
    for m in r.sample(C.EOL_MEDS, r.randint(3, 6)):
        d.ln("  ", m)
    d.ln("Kept in: ", r.choice(["Just in Case box - kitchen top cupboard", "locked tin, bedroom", "JIC bag on sideboard"]),
         ". Dispensed by ", ("HOSPITAL", c.pharmacy), ".")
    d.ln("")
    d.ln("CARE & EQUIPMENT")
    d.ln("Carers ", r.choice(["QDS", "TDS", "double-up QDS"]), " (", ("ORGANIZATION", c.agency), "); night sits via ",
         ("ORGANIZATION", r.choice(P.ADJ) + " Night Sitting Service"), r.choice([" Mon/Wed/Fri", " x3 nights", ""]), ".")
    d.ln("Air mattress serial ", ("DEVICE", "%s%s" % (r.choice(["NB4-", "AA", "DYN", "S"]), P.rdig(r, 7))), " from ",
         ("ORGANIZATION", c.equip), "; profiling bed in ", r.choice(["front room", "dining room", "bedroom"]), ".")
    d.ln("")
    d.ln("AFTER DEATH")
    d.ln("Verification of expected death by ", r.choice(["RN/DN", "registered nurse", "hospice RN"]), " per ",
         r.choice(["RCN guidance 2021", "trust policy"] if cc == "UK" else ["agency protocol", "local policy"]), ". Funeral director: ",
         ("ORGANIZATION", K.org_name(r, "funeral")), " ", ("PHONE", P.phone(r, cc, c.town)), ".")
    d.ln("Notify: ", c.gpword, r.choice([", hospice, ", ", OOH, ", ", "]), "equipment service for collection.")
    d.ln("")
    d.ln("Reviewed:")
    offs = sorted(r.sample(range(0, 12), r.randint(2, 4)))
    for off in offs:
        st = r.choice(c.staff)
        d.ln("  ", c.D(c.day(off), r.choice(["num", "wd", "short"])), " ", K.time(r), "  ",
             ("DOCTOR", st.full()), " - ", r.choice(["plan discussed with family", "no changes", "syringe driver started",
                                                    "family updated, " + c.nok.rel + " staying over", "PRN midazolam x1 effective"]))
    return "end_of_life_care_plan"


def syringe_driver(c):
    r, cc, d = c.rng, c.cc, c.doc
    pump = r.choice(C.PUMPS)
    d.ln(r.choice(["SYRINGE PUMP PRESCRIPTION AND MONITORING CHART", "CSCI Monitoring Record", "Syringe Driver Chart - Community",
                   "Continuous Subcutaneous Infusion Record"]))
    d.ln(("HOSPITAL", c.team))
    K.patient_block(d, c, ("health", "mrn"))
    d.ln("Weight ", "%d kg" % r.randint(35, 110), "   eGFR ", str(r.randint(12, 90)), "   Allergies: ", c.allergy)
    d.ln("")
    d.ln("Pump: ", pump, "   Serial no: ", ("DEVICE", "%s-%s" % (r.choice(["200", "T34", "BDT", "100"]), P.rdig(r, 5))),
         "   Asset: ", ("DEVICE", "%s%s" % (r.choice(["MEP", "AST", "EQ"]), P.rdig(r, 6))), "   Lockbox: yes")
    pres = K.make_staff(r, cc, True)
    d.ln("Prescriber: ", c.dr, ("DOCTOR", pres.full()), "   ", pres.lic[0], " ", ("LICENSE", pres.lic[1]), "   Date: ", c.D(c.day(-r.randint(0, 3))))
    drugs = r.sample(C.CSCI, r.randint(1, 3))
    d.ln("Drugs over 24h: ", " + ".join(drugs), " in water for injection to ", r.choice(["17ml", "20ml", "22ml"]), " (",
         r.choice(["BD Plastipak", "Luer-lock"]), " ", r.choice(["20ml", "30ml"]), " syringe)")
    rate = r.choice(["0.71", "0.83", "0.92"])
    d.ln("Rate: ", rate, " ml/h   Line: ", r.choice(["BD Saf-T-Intima 24G", "Neria soft 90", "winged infusion set"]),
         "   Compatibility checked: ", r.choice(["Palliative Care Formulary (PCF8)", "Syringe Driver (Dickman) 4th ed", "local guidance"]))
    d.ln("")
    day0 = c.day(-r.randint(0, 5))
    a, b = r.sample(c.staff, 2)
    setup = r.choice(["08:40", "09:15", "09:55", "10:05", "11:20", "11:45"])
    d.ln("Set up ", c.D(day0, "wdlong"), " at ", setup, " by ", ("DOCTOR", a.full()), ", checked by ", ("DOCTOR", b.full()),
         ".  Site: ", r.choice(["L upper chest", "R upper arm", "abdomen L", "R scapula (agitated)", "R upper chest"]))
    d.ln("")
    d.ln("MONITORING  (check 4-hourly when visiting; carers/family to ring if alarm)")
    d.ln("Date      Time   Vol left  Rate  Site        Battery  Light  Sig")
    times = ["08:10", "09:35", "12:05", "13:40", "16:20", "17:55", "20:30", "22:15"]
    pool = [(o, t) for o in range(3) for t in times if o or t > setup]
    slots = sorted(r.sample(pool, r.randint(4, 9)))
    vol = 17.0
    for off, tm in slots:
        day = day0 + K.dt.timedelta(days=off)
        vol = max(0.5, vol - r.uniform(1.5, 4.5)) if vol > 3 else 17.0
        st = r.choice(c.staff)
        d.ln(c.D(day, "short"), "  ", tm, "  ", "%.1f ml" % vol, "   ", rate, "  ",
             r.choice(["NAD", "pink", "NAD", "hard - resited", "NAD"]).ljust(11), " ", "%d%%" % r.randint(20, 100), "     ",
             r.choice(["green", "green", "amber"]), "  ", ("DOCTOR", st.initials()))
    d.ln("")
    if r.random() < .8:
        d.ln("PRN / breakthrough given:")
        for _ in range(r.randint(1, 3)):
            st = r.choice(c.staff)
            d.ln("  ", c.D(c.day(r.randint(-2, 0)), "dm"), " ", K.time(r), "  ", r.choice([m for m in C.EOL_MEDS if " SC" in m]).split(" SC")[0], " SC - ",
                 r.choice(["effective", "settled within 20 min", "partial effect", "repeated after 1h"]), "  ", ("DOCTOR", st.full()))
    if r.random() < .6:
        d.ln("Alarm call from ", c.nok.rel, " ", ("FAMILY", c.nok.first), " ", ("PHONE", c.nok_phone), " - ",
             r.choice(["occlusion - line kinked, resolved", "end of infusion", "low battery - 9V PP3 replaced"]), ".")
    if r.random() < .5:
        why = r.choice(["patient died peacefully", "admitted to ", "symptoms controlled - switched to patch"])
        d.ln("Discontinued ", c.D(c.day(r.randint(0, 4))), ": ", why, ("HOSPITAL", c.hospice) if why.endswith("to ") else None,
             "; remaining drugs destroyed using DOOP kit, witnessed by ", ("FAMILY", c.nok.full()), ".")
    K.signature(d, c, a, with_lic=True)
    return "syringe_driver_record"


def equipment_request(c):
    r, cc, d = c.rng, c.cc, c.doc
    us = cc == "US"
    s = c.staff[0]
    d.ln(("ORGANIZATION", c.equip), " - ", r.choice(["EQUIPMENT REQUEST", "Order Form", "Equipment Prescription / Order",
                                                    "DME ORDER" if us else "Loan Equipment Request"]))
    d.ln("Order ref: ", ("IDNUM", "%s%s" % (r.choice(["ORD-", "EQ", "CES/", "W"]), P.rdig(r, 7))), "   Date: ", c.D(c.date),
         "   Priority: ", r.choice(["Same day (EOL)", "Next working day", "Standard 5 days", "Urgent 24h"]))
    d.ln("Prescriber: ", ("DOCTOR", s.full()), ", ", s.role, ", ", ("HOSPITAL", c.team), "   Login: ", ("USERNAME", s.user))
    d.ln("Contact: ", ("PHONE", c.team_phone), "   Email: ", ("EMAIL", c.team_email))
    d.ln("")
    d.ln("Patient: ", c.pname(r.choice(["full", "inv"])), "   DOB ", c.D(c.dob, "num"), "   ",
         *K.id_line(c, ("health",) if not us else ("health", "mrn")))
    d.ln("Delivery address: ", *c.address())
    d.ln("Tel: ", ("PHONE", c.pt_phone), "   Alt contact: ", ("FAMILY", c.nok.full()), " (", c.nok.rel, ") ", ("PHONE", c.nok_phone))
    acc = r.randint(0, 3)
    if acc == 0:
        d.ln("Access: narrow stairs, bed to go in front room. Please phone 30 min before - ", ("HOSPITAL", c.team), " nurse on site.")
    elif acc == 1:
        d.ln("Access: key safe ", ("IDNUM", c.keysafe), ". Parking: permit holders only - use visitor bay opposite the ",
             ("LOCATION_OTHER", r.choice(P.LANDMARKS)), ".")
    elif acc == 2:
        d.ln("Access: ", ("LOCATION_OTHER", r.choice(P.BUILDINGS)), ", ", r.choice(["3rd", "2nd", "4th"]), " floor; lift ",
             r.choice(["85cm wide", "small - check bed fits", "out of order till Friday"]), ".")
    else:
        badge = {"UK": "Blue Badge", "US": "disability placard", "AU": "disability parking permit"}.get(cc, "accessible parking permit")
        d.ln("Access: farm track, ", r.choice(["ask for ", "contact "]), c.nok.rel, " ", ("FAMILY", c.nok.first), ". ",
             "Car with ", badge, ", reg ", ("VEHICLE", P.vehicle_plate(r, cc)), ", parked in drive - will move for van.")
    d.ln("")
    d.ln("Qty  Item                                              Code        Reason")
    n = r.randint(2, 5)
    for item, code in r.sample(C.EQUIPMENT, n):
        d.ln(str(r.choice([1, 1, 1, 2])), "    ", item.ljust(48), "  ", code + "-" + "%03d" % r.randint(1, 400) if not us else
             r.choice(["E0260", "E0277", "E0630", "E0165", "E0143", "K0001"]), "    ",
             r.choice(REASON_BY_CODE.get(code, ["falls risk", "EOL - PPD home", "bedbound", "independence with ADLs"])).replace(
                 "Waterlow 20+", "Braden 12" if us else "Waterlow 20+"))
    d.ln("")
    d.ln("Clinical justification: ", " ".join(C.wound_pick(r)), "; ",
         ", ".join(r.sample(C.scores(r)[:4], 2)), "; weight ", "%d kg" % r.randint(40, 180), " (SWL checked).")
    if us:
        d.ln("Dx: ", r.choice(["L89.153", "L97.212", "G12.21", "C61", "I50.32", "J44.1"]), " ; ordering physician ", c.gpname(),
             " NPI ", ("LICENSE", c.gp.lic[1]), "; payer Medicare Part B, MBI ", ("HEALTHPLAN", c.hid("health")[1]))
    if r.random() < .6:
        d.ln("Collect: ", r.choice(["static foam mattress", "old commode", "standard bed", "Zimmer frame"]), " asset no. ",
             ("DEVICE", "%s%s" % (r.choice(["A", "CES", "EQ-"]), P.rdig(r, 6))))
    d.ln("")
    d.ln("DELIVERY CONFIRMATION")
    tech = N.make_person(r)
    d.ln("Delivered ", c.D(c.day(r.randint(0, 5))), " ", K.time(r), " by technician ", ("DOCTOR", tech.full()),
         ", van ", ("VEHICLE", P.vehicle_plate(r, cc)))
    for item, code in r.sample(C.EQUIPMENT, r.randint(1, 2)):
        d.ln("  ", item.split(" (")[0], " - serial ", ("DEVICE", "%s%s" % (code[:2], P.rdig(r, 7))), " - fitted & demonstrated")
    d.ln("Received by: ", ("FAMILY", c.nok.full()) if r.random() < .6 else c.pname("full"), r.choice(["", " (signed on PDA)"]))
    if r.random() < .5:
        d.ln("Track / report faults: ", ("URL", "https://%s.example.com/track/%s" % (r.choice(["equip", "loans", "ces"]), P.rdig(r, 6))),
             " or ", ("PHONE", P.phone(r, cc, c.town)))
    if r.random() < .4:
        d.ln("Submitted from terminal ", ("IPADDR", "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))),
             " at ", K.time(r))
    return "equipment_request"
