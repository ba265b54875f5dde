"""Genre plan_extract: extracts from event medical plans (UK Purple Guide
style, US ICS 206 medical plan, AU event health & medical plan)."""

import phi
import people as PE
import pools_places as PP
import common as C
import clinical as CL
from notelib import Note

GENRE = "plan_extract"
KINDS = ["festival", "stadium", "marathon", "motorsport", "public", "festival"]

def _doc_control(rng, c, n, author, reviewer):
    n.w("DOCUMENT CONTROL\n")
    n.w("Version | Date       | Author | Change\n")
    d = C.plus(c.d0, -rng.randint(40, 120))
    for v in ["0.1", "0.3", "1.0", "1.1"][:rng.randint(2, 4)]:
        who = rng.choice([author, reviewer])
        n.w(v + "     | ", C.D(rng, c, d, "num"), " | ", PE.nm(rng, who, "DOCTOR", rng.choice(["init", "fi_last"])), " | " +
            rng.choice(["first draft", {"UK": "SAG comments", "US": "EMS agency comments", "AU": "council comments"}[c.country],
                        "hospital details updated", "issued", "CD section added", "staffing matrix"]) + "\n")
        d = C.plus(d, rng.randint(5, 25))
    if rng.random() < 0.5:
        n.w("Held on document system as ", ("USERNAME", author.user), "/plans/" + c.kind + "_medical_v1.docx\n")
    n.w("\n")

def _overview(rng, c, n):
    n.w("1. EVENT OVERVIEW\n")
    n.w("Event: ", ("ORGANIZATION", c.event), "\n")
    n.w("Organiser: ", ("ORGANIZATION", c.organiser), "\n")
    n.w("Venue: ", ("LOCATION_OTHER", c.venue), ", ", PE.addr_inline(c.venue_addr), "\n")
    days = rng.randint(1, 4)
    n.w("Live dates: ", C.D(rng, c, c.d0, rng.choice(["wd_dmy", "wd_mdy", "wd_num", "dmy_long"]) if c.country != "US" else rng.choice(["wd_mdy", "wd_num", "mdy_long"])))
    if days > 1:
        n.w(" to ", C.D(rng, c, C.plus(c.d0, days - 1), rng.choice(["wd_num", "num", "dmy_short"]) if c.country != "US" else "num"))
    n.w("   Build from ", C.DP(rng, c, C.plus(c.d0, -rng.randint(3, 9)), rng.choice(["dm", "dm_long", "wd_dm"])), "\n")
    cap = rng.randint(5, 95) * 1000
    n.w("Capacity: {:,} per day; expected profile ".format(cap) + rng.choice(["18-30, high alcohol/drug use", "families, mixed ages",
        "club runners + mass participation", "mixed, high alcohol consumption", "older spectators, camping"]) + ".\n")
    ra = {"UK": ["Purple Guide ch. 5 resource matrix score 48 (medium-high)", "historic PPR 1.8/1,000, TTHR 0.08/1,000", "Maurer score 41.2"],
          "US": ["NFPA 1600 hazard review; historic PPR 1.2/1,000", "Maurer score 38.5", "historic TTHR 0.1/1,000"],
          "AU": ["Arbon model predicts 120-160 presentations/day", "historic PPR 1.8/1,000, TTHR 0.08/1,000"]}[c.country]
    n.w("Risk assessment: " + rng.choice(ra) + ".\n\n")

def _resources(rng, c, n):
    n.w("2. MEDICAL RESOURCES\n")
    n.w("Resource        | Callsign | Staffing                 | Lead\n")
    rows = [("Medical Centre", "Med Ctr", "1 Dr, 2 RN, 2 Para, 4 ECA"), ("Rover teams x4", "Rover 1-4", "2 x first aider each"),
            ("MIV", "MIV 1", "Dr + Para"), ("Event ambulance", "Event 1", "Para + Tech"), ("Welfare", "Welfare", "6 volunteers"),
            ("Bike response", "Bike 1-2", "Para on cycle")]
    for res, cs, st in rng.sample(rows, rng.randint(3, 6)):
        s = PE.make_staff(rng, c.country, rng.choice(["paramedic", "staff nurse", "event doctor", "first aider", "welfare lead", "EMT"]))
        n.w("%-15s | %-8s | %-24s | " % (res, cs, st), PE.nm(rng, s, "DOCTOR", rng.choice(["full", "fi_last"])), "\n")
    if rng.random() < 0.7:
        n.w("Event ambulances: reg ", ("VEHICLE", phi.plate(rng, c.country)), " and ", ("VEHICLE", phi.plate(rng, c.country)), "\n")
    n.w("Kit per team: " + ", ".join(rng.sample(CL.EQUIP, 3)) + ".\n")
    n.w("AEDs: " + str(rng.randint(4, 20)) + " (" + rng.choice(["Zoll AED Plus", "Philips FRx", "Cardiac Science G5"]) + ") - serials ")
    for i in range(rng.randint(2, 4)):
        n.w(", " if i else "", ("DEVICE", phi.device_serial(rng, "aed")))
    n.w(" and others per asset register\n\n")

def _contacts(rng, c, n):
    n.w("3. KEY CONTACTS\n")
    roles = [("Medical Director", "medical director"), ("Clinical Lead", "clinical lead"), ("Medical Manager", "medical manager"),
             ("Welfare Lead", "welfare lead"), ("Medical Control", "control loggist"), ("Safeguarding Lead (DSL)", "medical manager"),
             ("Ambulance Liaison", "paramedic")]
    for lab, role in rng.sample(roles, rng.randint(3, 6)):
        s = PE.make_staff(rng, c.country, role)
        n.w("%-24s " % lab, PE.staff_ref(rng, s, rng.choice(["full", "title_full", "full_cred"])), "  ", ("PHONE", s.phone))
        if rng.random() < 0.6:
            n.w("  ", ("EMAIL", s.email))
        n.w("\n")
    o = PE.make_other(rng, c.country)
    n.w("%-24s " % "Event Safety Officer", PE.nm(rng, o, "FAMILY", "full"), " (", ("ORGANIZATION", c.organiser), ")  ", ("PHONE", o.phone), "\n")
    n.w("%-24s " % "Medical control line", ("PHONE", phi.phone(rng, c.country, "land")), " (24 h during live days)\n")
    if rng.random() < 0.5:
        n.w("%-24s " % "Shared inbox", ("EMAIL", phi.role_email(rng, rng.choice(["medical.control", "eventmedical", "medlead"]))), "\n")
    n.w("\n")

def _hospitals(rng, c, n):
    n.w("4. RECEIVING HOSPITALS\n")
    for h in [c.hosp, c.hosp2]:
        n.w("- ", ("HOSPITAL", h.name), ", ", PE.addr_inline(h.addr, with_state=rng.random() < 0.5), "\n")
        n.w("  " + c.ed + " " + rng.choice(["direct line", "nurse in charge", "switchboard"]) + ": ", ("PHONE", h.phone))
        if rng.random() < 0.5:
            n.w("   " + c.ed + " fax: ", ("FAX", h.fax))
        n.w("\n  " + "%.1f %s, approx %d min blue light. %s\n" % (rng.uniform(3, 38), "miles" if c.country != "AU" else "km", rng.randint(8, 45),
                                                                   rng.choice({"UK": ["Major Trauma Centre", "Trauma Unit", "no PCI - STEMI bypass to MTC", "Burns unit on site", "Helipad"],
                                                                            "US": ["Level II trauma center, PCI 24/7", "Level I trauma center", "Burn center", "Helipad"],
                                                                            "AU": ["Major trauma service", "Regional trauma service, PCI 24/7", "Helipad", "Burns unit on site"]}[c.country])) + "\n")
    n.w("\n")

def _comms(rng, c, n):
    n.w("5. COMMUNICATIONS & DATA\n")
    n.w("Radio: MED 1 ch " + str(rng.randint(1, 16)) + " (primary), MED 2 ch " + str(rng.randint(1, 16)) + ", Event Control ch 1. Call signs per section 2.\n")
    n.w("ePRF: ", rng.choice(["tablets", "iPads", "rugged tablets"]), " synced to ", ("URL", phi.url(rng)), rng.choice(["", " via site wifi gateway "]))
    if n._parts[-1] == " via site wifi gateway ":
        n.w(("IPADDR", phi.ipaddr(rng)))
    n.w(". Paper PRF fallback (pads numbered " + phi.digits(rng, 4) + "-" + phi.digits(rng, 4) + ").\n")
    n.w("Records retained " + rng.choice(["8 years", "7 years", "until age 25 for minors"]) + " by ", ("ORGANIZATION", c.provider), ".\n\n")

def _cds(rng, c, n):
    n.w("6. MEDICINES MANAGEMENT\n")
    holder = PE.make_staff(rng, c.country, rng.choice(["medical director", "clinical lead", "event doctor"]))
    n.w("CD licence holder: ", PE.staff_ref(rng, holder, "title_full"), " - " + {"UK": rng.choice(["Home Office licence", "CD licence"]), "US": "DEA registration", "AU": "S8 permit"}[c.country] + " ",
        ("LICENSE", phi.dea(rng, holder.last) if c.country == "US" else phi.letters(rng, 2) + phi.digits(rng, 6)), "\n")
    n.w("Stock: morphine 10 mg/1 ml x10, midazolam 10 mg/2 ml x6, ketamine 200 mg/20 ml x4, Penthrox x30, adrenaline 1:1000 x20.\n")
    if rng.random() < 0.7:
        n.w("CD safe: biometric (fingerprint) access. Enrolled: ")
        for i in range(rng.randint(2, 3)):
            s = PE.make_staff(rng, c.country, rng.choice(["paramedic", "event doctor", "staff nurse"]))
            n.w("; " if i else "", PE.nm(rng, s, "DOCTOR", "fi_last"), " (", ("BIOID", phi.bioid(rng, "fp")), ")")
        n.w(".\n")
    n.w("PGDs/standing orders: ondansetron, paracetamol, ibuprofen, salbutamol, chlorphenamine, prednisolone.\n\n")

def _ics206(rng, c, n):
    md = PE.make_staff(rng, "US", "medical director")
    mul = PE.make_staff(rng, "US", rng.choice(["paramedic", "RN"]))
    n.w("MEDICAL PLAN (ICS 206)\n")
    n.w("1. Incident Name: ", ("ORGANIZATION", c.event), "   2. Operational Period: ", C.D(rng, c, c.d0, "num"), " 0600 to ", C.D(rng, c, C.plus(c.d0, 1), "num"), " 0200\n")
    n.w("3. Medical Aid Stations\n")
    n.w("   Name          Location                          Contact             Paramedics on site?\n")
    for nm_ in ["Aid Station 1", "Aid Station 2", "Main First Aid"][:rng.randint(2, 3)]:
        n.w("   %-13s " % nm_, ("LOCATION_OTHER", rng.choice(PP.STAGES)), " area            ", ("PHONE", phi.phone(rng, "US")), "      " + rng.choice(["Yes", "No"]) + "\n")
    n.w("4. Transportation\n")
    n.w("   Ambulance Service: ", ("ORGANIZATION", c.ambulance), "   Contact: ", ("PHONE", phi.phone(rng, "US", "land")), "   Level: ALS\n")
    n.w("5. Hospitals\n")
    for h in [c.hosp, c.hosp2]:
        n.w("   ", ("HOSPITAL", h.name), " | ", PE.addr_inline(h.addr), " | ", ("PHONE", h.phone), " | travel " + str(rng.randint(8, 40)) +
            " min | trauma " + rng.choice(["Level I", "Level II", "Level III", "No"]) + " | burn " + rng.choice(["Yes", "No"]) + " | helipad " + rng.choice(["Yes", "No"]) + "\n")
    n.w("6. Special Medical Emergency Procedures: Call Medical Unit on Command Ch 2; for MCI declare via IC; heat index > 103 F activates cooling stations.\n")
    n.w("7. Prepared by (Medical Unit Leader): ", PE.nm(rng, mul, "DOCTOR", "full"), "   Signature: ____   Date/Time: ", C.D(rng, c, C.plus(c.d0, -rng.randint(3, 20)), "num"), " 1430\n")
    n.w("8. Approved by (Safety Officer): ", PE.nm(rng, PE.make_other(rng, "US"), "FAMILY", "full"), "\n")
    n.w("Medical Director: ", PE.staff_ref(rng, md, rng.choice(["full_reg", "full_cred"])), "\n")
    n.w("ICS 206 IAP Page " + str(rng.randint(6, 14)) + "\n")

def gen(rng, country):
    kind = rng.choice(KINDS)
    c = PE.make_ctx(rng, country, kind)
    author = PE.make_staff(rng, country, rng.choice(["medical director", "clinical lead", "medical manager", "senior medical officer"]))
    reviewer = PE.make_staff(rng, country, rng.choice(["clinical lead", "medical manager", "medical coordinator"]))
    n = Note()
    if country == "US" and rng.random() < 0.6:
        _ics206(rng, c, n)
        if rng.random() < 0.5:
            n.w("\n")
            _cds(rng, c, n)
        return n
    title = {"UK": "EVENT MEDICAL PLAN", "AU": "EVENT HEALTH & MEDICAL PLAN", "US": "EVENT MEDICAL OPERATIONS PLAN"}[country]
    n.w(("ORGANIZATION", c.provider), " - ", title, " (extract)\n")
    n.w(("ORGANIZATION", c.event), " | v1." + str(rng.randint(0, 4)) + " | " + rng.choice(["OFFICIAL-SENSITIVE", "Commercial in confidence", "Not for public circulation"]) + "\n\n")
    secs = [_overview, _resources, _contacts, _hospitals, _comms, _cds]
    if rng.random() < 0.6:
        _doc_control(rng, c, n, author, reviewer)
    chosen = [s for s in secs if rng.random() < 0.75] or [_contacts, _hospitals]
    for s in chosen:
        s(rng, c, n)
    n.w("Approved: ", PE.staff_ref(rng, author, rng.choice(["full_reg", "title_full", "full_cred"])), ", " + author.role + "   ",
        C.D(rng, c, C.plus(c.d0, -rng.randint(7, 30))), "\n")
    if rng.random() < 0.5:
        n.w("Submitted to " + {"UK": "SAG", "AU": "local council", "US": "county EMS agency"}[country] + " via ", ("URL", phi.url(rng)), "\n")
    return n
