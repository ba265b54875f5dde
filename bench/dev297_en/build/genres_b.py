"""Genres: police liaison / information-sharing request, CCTV review
request, car park and vehicle incident report."""
import pools as P
from doc import V
from phi import Person
import common as C

STATUTE = {
    "UK": "Schedule 2, Part 1, Paragraph 2 of the Data Protection Act 2018",
    "US": "45 CFR 164.512(f) (HIPAA law enforcement purposes)",
    "AU": "HPP 2.2(h) of the Health Records Act 2001",
    "CA": "s. 43(1)(g) of PHIPA and the hospital's privacy policy",
    "IE": "Section 41(b) of the Data Protection Act 2018",
}

OFFENCE = ["assault occasioning actual bodily harm", "common assault on an emergency worker",
           "criminal damage to a hospital vehicle", "theft of a mobile phone from a ward",
           "threats to kill made by telephone", "sexual assault (historical)",
           "dangerous driving causing injury", "breach of a protection order",
           "robbery outside the hospital grounds", "possession of a bladed article on hospital premises"]


def the_country(name):
    return ("the " + name) if name in ("UK", "USA", "United States", "United Kingdom", "Republic of Ireland") else name


def police_request(ctx, d):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    pol, insp = ctx.police(), ctx.police()
    insp.rank = {"UK": "Insp", "US": "Lt.", "AU": "Inspector", "CA": "S/Sgt.", "IE": "Inspector"}[c]
    ig, ed = ctx.staff("ig"), ctx.staff("dr")
    org = V(ctx.police_org, "ORGANIZATION")
    pref = ctx.police_ref()
    sus = C.family(ctx, r.choice(["ex-partner", "partner", "friend", "neighbour", "brother"]))
    sus_age = r.randint(18, 58)
    pa = ctx.address()
    inc_date = ctx.plus(-r.randint(1, 20))
    if r.random() < 0.55:
        # police -> hospital
        d.ln(org)
        d.ln(r.choice(["Criminal Investigation Department", "Public Protection Unit", "Response and Patrol",
                       "Domestic Abuse Investigation Team", "General Investigation Section"]))
        d.ln(ctx.addr_inline(pa))
        d.ln("Tel: ", V(ctx.phone("land"), "PHONE"), "   Email: ", V(ctx.email(pol, host="police.example.net"), "EMAIL"))
        d.blank()
        d.ln(r.choice(["REQUEST FOR DISCLOSURE OF PERSONAL DATA", "LAW ENFORCEMENT REQUEST FOR INFORMATION",
                       "Information Sharing Request - Police to Health"]))
        d.ln("Our ref: ", V(pref, "IDNUM"), " (", ctx.police_ref_label(), ")   Date: ", ctx.D(ctx.plus(r.randint(0, 3)), styles=["num", "long"]))
        d.ln("To: Information Governance / Privacy Office, ", ctx.H(False), ", ", ctx.addr_inline(ctx.hosp["addr"], county=False))
        d.ln("Requesting officer: ", pol.ref(r, True))
        d.ln("Authorising officer: ", insp.ref(r, False))
        d.ln("Made under: ", STATUTE[c])
        d.blank()
        d.ln("1. DATA SUBJECT")
        d.ln("Name: ", p.v(r.choice(["full", "fullm", "LF"]), "PATIENT"), "   DOB: ", ctx.D(ctx.dob, styles=["num", "abbr"]))
        d.ln("Address: ", ctx.addr_inline(ctx.addr))
        if ctx.ssn_label() and r.random() < 0.7:
            d.ln(ctx.ssn_label(), ": ", V(ctx.ssn(), "SSN"), "   Phone: ", V(ctx.phone("mob"), "PHONE"))
        if r.random() < 0.3:
            d.ln("Nationality/origin: born in ", C.pl(r.choice(P.COUNTRIES_ABROAD), "COUNTRY"), ", resident in ",
                 C.pl(the_country(r.choice(P.HOME_COUNTRY[c])), "COUNTRY"), " since ", ctx.D(ctx.plus(-r.randint(400, 5000)), style="y"))
        d.ln("Status in enquiry: ", r.choice(["victim", "suspect", "witness", "missing person (now located)"]))
        d.blank()
        d.ln("2. CIRCUMSTANCES")
        d.ln("At approximately ", ctx.T(r.randint(0, 23), r.randint(0, 59)), " on ", ctx.D(inc_date, styles=["wdlong", "long", "num"]),
             " police were called to ", V(ctx.street(), "STREET"), ", ", V(r.choice(P.TOWNS[c]), "CITY"),
             " following reports of ", r.choice(OFFENCE), ". The data subject, a ", ctx.A(form="yo"), " ",
             "man" if p.sex == "M" else "woman", " who works as a ", V(r.choice(P.PROFESSIONS), "PROFESSION"),
             ", was taken by ambulance to the Emergency Department at ", ctx.H(True), ". A second person, ", sus.v("full", "FAMILY"), " (", ctx.A(sus_age, "aged"), "), has been arrested and ",
             r.choice(["released under investigation", "bailed with conditions", "charged and remanded", "interviewed under caution"]), ".")
        d.blank()
        d.ln("3. INFORMATION REQUESTED")
        ih = r.randint(0, 23)
        reqs = [["Time of arrival and discharge from ED on ", ctx.D(inc_date, styles=["short", "dm", "num"])],
                ["Description of injuries as documented (photographs if taken), incl. any X-ray/CT findings"],
                ["Name of treating clinician (a statement may be requested later)"],
                ["CCTV of the ED entrance and waiting area between ", ctx.T(ih, 0), " and ", ctx.T((ih + 2) % 24, 30)],
                ["Whether the data subject was accompanied, and by whom"],
                ["Property handed to security, incl. mobile phone IMEI ", V(ctx.device_serial("imei"), "DEVICE")]]
        r.shuffle(reqs)
        for i, q in enumerate(reqs[:r.randint(3, 5)]):
            d.ln("  (", "abcde"[i], ") ", q)
        d.ln("4. WHY NECESSARY: the information is required for the prevention or detection of crime and the apprehension "
             "or prosecution of offenders; not requesting it would be likely to prejudice the investigation. "
             "Consent has ", r.choice(["been given verbally by the data subject", "not been sought as it may alert the suspect",
                                       "been refused"]), ".")
        d.ln("Signed: ", pol.rank, " ", pol.v("full", "FAMILY"))
        d.blank()
        d.ln("---- FOR HOSPITAL USE ----")
        d.ln("Received ", ctx.D(ctx.plus(r.randint(1, 4)), styles=["num", "num2"]), " by ", ig.ref(r, "full_role"), "; logged as ",
             V("DR-" + str(r.randint(1000, 9999)), "IDNUM"), ".")
        d.ln("Records checked: ED attendance ", V(ctx.acct(), "ACCOUNT"), ", treating clinician ", ed.ref(r, "pre_last"), ".")
        d.ln("Decision: ", r.choice(["Disclose in part - attendance times and injury summary only.",
                                     "Disclose - proportionate; approved by the Caldicott Guardian.",
                                     "Decline pending court order; officer advised.",
                                     "Disclose with consent of data subject (signed form on file)."]),
             " Approved by ", ctx.staff("secmgr" if r.random() < 0.3 else "ig").ref(r, "full"), ".")
        d.ln("Sent by secure e-mail to ", V(ctx.email(pol, host="police.example.net"), "EMAIL"), " on ",
             ctx.D(ctx.plus(r.randint(3, 8)), styles=["num", "abbr"]), ".")
    else:
        # hospital -> police
        so, nic, victim = ctx.staff("so"), ctx.staff("nic"), ctx.staff(r.choice(["hca", "rn", "recep", "porter"]))
        C.letterhead(d, ctx, r.choice(["Security and Violence Reduction Team", "Office of the Security Manager",
                                       "Workplace Violence Prevention Program"]))
        d.ln(r.choice(["INFORMATION SHARING FORM - REPORT OF CRIME ON HOSPITAL PREMISES",
                       "Police Liaison: Assault on Staff - Information Pack", "REPORT TO POLICE - INCIDENT INFORMATION"]))
        d.ln("Hospital ref: ", V(ctx.incident_ref(), "IDNUM"), "   Police ref: ", V(pref, "IDNUM"))
        d.ln("To: ", pol.ref(r, True), ", ", org)
        d.ln("Date sent: ", ctx.D(ctx.plus(r.randint(1, 3)), styles=["num", "long", "abbr"]))
        d.blank()
        d.ln("Alleged offender (patient): ", p.v("LF", "PATIENT"), ", DOB ", ctx.D(ctx.dob, styles=["num"]), ", ",
             {"AU": "UR", "UK": "hospital no.", "US": "MRN", "CA": "MRN", "IE": "MRN"}[c], " ", V(ctx.mrn, "MRN"))
        d.ln("Last known address: ", ctx.addr_inline(ctx.addr))
        d.ln("Victim (staff): ", victim.ref(r, "full"), ", ", victim.role, ", ", ctx.ward(0))
        d.ln("Witnesses: ", nic.ref(r, "full_role"), "; ", so.ref(r, "full_role"), "; visitor ",
             sus.v("full", "FAMILY"), " (tel ", V(ctx.phone("mob"), "PHONE"), ")")
        d.blank()
        d.ln("Summary: On ", ctx.D(inc_date, styles=["wdlong", "long", "num"]), " at ", ctx.T(r.randint(0, 23), r.randint(0, 59)),
             " ", ctx.pt_ref("tl"), " ", r.choice(["punched", "spat at", "bit", "kicked", "threatened with a fork"]), " ",
             victim.ref(r, "first"), " while being ", r.choice(["asked to return to bed", "refused a discharge letter",
                                                                 "assisted to the toilet", "told that visiting had ended"]),
             ". Clinical review found ", p.he, " had capacity at the time (", C.vitals(ctx), "; no acute delirium). ",
             "The hospital supports a prosecution. ", victim.ref(r, "first"), " is willing to provide a statement.")
        d.ln("Evidence available: BWV footage from unit ", V(ctx.bwv_serial(), "DEVICE"), "; CCTV export ref ",
             V("CCTV-%02d-%04d" % (ctx.date.year % 100, r.randint(1, 9999)), "IDNUM"), "; injury photographs.")
        if r.random() < 0.7:
            d.ln("Police update: custody fingerprints taken, ref ", V(ctx.bioid("fp"), "BIOID"), ".")
        if r.random() < 0.5:
            d.ln("Forensic: DNA swab of the wound submitted, lab ref ", V(ctx.bioid("dna"), "BIOID"), ".")
        d.ln("Disclosed under ", STATUTE[c], "; minimum necessary. Patient informed of the report: ",
             r.choice(["yes", "no - risk of escalation", "yes, verbally by the consultant"]), ".")
        C.signature(d, ctx, ctx.staff("vrl"), label="Sent by")
        d.ln("Phone ", V(ctx.phone("land"), "PHONE"), "  Email ", V(ctx.email(), "EMAIL"))


# ---------------------------------------------------------------- CCTV
def cctv_request(ctx, d):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    req = ctx.staff(r.choice(["nic", "mgr", "vrl", "sg"]))
    op, secmgr, ig = ctx.staff("so"), ctx.staff("secmgr"), ctx.staff("ig")
    pol = ctx.police()
    vis = C.family(ctx)
    yy = ctx.date.year % 100
    rtype = r.choice(["internal", "police", "sar", "insurer"])
    d.ln(ctx.H(False), " - Security Services")
    d.ln(r.choice(["CCTV REVIEW / EXPORT REQUEST", "Request to View or Release CCTV Images", "CCTV Footage Request Form"]))
    d.ln("Request ref: ", V("CCTV-%02d-%04d" % (yy, r.randint(1, 9999)), "IDNUM"), "   Received: ",
         ctx.D(ctx.plus(r.randint(0, 3)), styles=["num", "num2", "abbr"]))
    d.blank()
    d.ln("SECTION A - REQUESTER")
    if rtype == "police":
        d.ln("Requester: ", pol.ref(r, True), ", ", V(ctx.police_org, "ORGANIZATION"))
        d.ln(ctx.police_ref_label().capitalize() if c != "UK" else "Crime ref", ": ", V(ctx.police_ref(), "IDNUM"))
        d.ln("Email: ", V(ctx.email(pol, host="police.example.net"), "EMAIL"), "   Tel: ", V(ctx.phone("land"), "PHONE"))
    elif rtype == "sar":
        d.ln("Requester: the data subject, ", p.v("full", "PATIENT"), " (", V(ctx.mrn, "MRN"), "), subject access request received via ",
             V(ctx.url("privacy/access-request"), "URL"))
        d.ln("Postal address: ", ctx.addr_inline(ctx.addr))
        if r.random() < 0.6:
            d.ln("ID verified: driving licence ", V(ctx.dl(p), "LICENSE"))
        else:
            d.ln("ID verified: ", r.choice(["passport", "photo card", "bank statement"]), " (copy on file)")
    elif rtype == "insurer":
        d.ln("Requester: ", V(r.choice(["Carrick Mutual Insurance", "Sandpiper Claims Ltd", "Beacon Motor Assessors"]), "ORGANIZATION"),
             " on behalf of their client ", vis.v("full", "FAMILY"), ", claim ", V("CL" + str(r.randint(100000, 999999)), "IDNUM"))
        d.ln("Contact: ", V(ctx.email(None, host="claims.example.com"), "EMAIL"), ", fax ", V(ctx.phone("land"), "FAX"))
    else:
        C.contact_line(d, ctx, req)
        d.ln("Department: ", ctx.ward(0))
    d.blank()
    d.ln("SECTION B - INCIDENT")
    h1, m1 = r.randint(0, 22), r.randint(0, 40)
    d.ln("Date: ", ctx.D(styles=["wdlong", "num", "wdnum", "long"]), "   Time window: ", ctx.T(h1, m1), " to ", ctx.T(h1 + 1, m1 + r.randint(0, 19)))
    locs = [ctx.ward(r.randint(0, 3)), C.pl(ctx.hosp["building"]), C.pl(ctx.hosp["carpark"])]
    d.ln("Locations: ", locs[0], " corridor, ", locs[1], " lift lobby (Level ", str(r.randint(0, 6)), "), ", locs[2])
    d.ln("Cameras: CAM %02d (main entrance), CAM %02d (lift lobby), CAM %02d (ED ambulance bay)" %
         (r.randint(1, 20), r.randint(21, 60), r.randint(61, 99)))
    d.ln("Nature: ", r.choice(["alleged assault on a nurse by a patient", "patient left the ward and the site (absconsion)",
                               "theft of a handbag from a bedside locker", "damage to a staff vehicle",
                               "patient alleges rough handling during restraint", "aggressive visitor in the ward corridor",
                               "fall in the car park - possible claim"]))
    d.ln("Persons of interest: patient ", p.v(r.choice(["full", "LF", "ini"]), "PATIENT"), " (", ctx.A(form="sx"), ", bed ",
         V(str(r.randint(1, 30)), "LOCATION_OTHER"), "); ", vis.rel, " ", C.fam_ref(ctx, vis, "full"), ".")
    d.blank()
    d.ln("SECTION C - REVIEW (security use)")
    d.ln("Reviewed by ", op.ref(r, "full_role"), " on ", ctx.D(ctx.plus(r.randint(1, 5)), styles=["num", "short", "wdshort"]),
         " using ", C.system_name(ctx), ", recorder ", V(ctx.ip(), "IPADDR"), ", workstation ", V(ctx.ip(), "IPADDR"), ".")
    t = h1 * 3600 + m1 * 60
    for line in [["subject seen leaving ", ctx.ward(0), " via the stairwell, alone"],
                 ["subject and ", vis.v("first", "FAMILY"), " in lift lobby; raised voices, pushing"],
                 ["staff member ", req.ref(r, "first"), " enters frame, gestures to subject to stop"],
                 ["vehicle ", V(ctx.plate(), "VEHICLE"), " leaves ", locs[2], " at speed"],
                 ["no further activity of note; footage quality good (1080p, 15 fps)"]]:
            t += r.randint(20, 600)
            hh, rem = divmod(t, 3600)
            d.ln("  ", "%02d:%02d:%02d" % (hh % 24, rem // 60, rem % 60), "  ", line)
    d.ln("Export: ", r.choice(["MKV", "MP4 with player", "native format with viewer"]), ", %.1f GB, exported by user " % (r.randint(3, 60) / 10.0),
         V(op.s("user"), "USERNAME"), " to encrypted USB s/n ", V(ctx.device_serial("usb"), "DEVICE"), ". Master copy retained.")
    d.ln("Redaction: faces of other patients and staff pixelated: ", r.choice(["yes", "not required", "yes (3 persons)"]))
    d.blank()
    d.ln("SECTION D - APPROVAL AND RELEASE")
    d.ln("Approved: ", secmgr.ref(r, "full_role"), " / IG: ", ig.ref(r, "full"), " on ", ctx.D(ctx.plus(r.randint(2, 7)), styles=["num", "abbr"]))
    if rtype == "police":
        d.ln("Released to: ", pol.rank, " ", pol.v("full", "FAMILY"), " (", pol.badge_label, " ", V(pol.badge, "IDNUM"),
             ") at ", ctx.T(r.randint(8, 18), r.randint(0, 59)), "; signature obtained.")
    elif rtype == "sar":
        d.ln("Viewing appointment offered to ", ctx.pt_ref("tl"), " on ", ctx.D(ctx.plus(r.randint(10, 25)), styles=["wdlong", "long"]),
             "; copy to be sent once third parties redacted.")
    else:
        d.ln("Outcome: footage viewed by requester with ", op.ref(r, "pre_last"), "; not released externally.")
    d.ln("Retain until: ", ctx.D(ctx.plus(r.choice([31, 90, 180, 365])), styles=["num", "long"]),
         " (routine overwrite is 31 days)")


# ---------------------------------------------------------------- car park
def car_park(ctx, d):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    so, sup = ctx.staff("so"), ctx.staff("sup")
    staffv = ctx.staff(r.choice(["rn", "hca", "dr", "porter"]))
    drv = C.family(ctx)
    wit = Person(r)
    cp = C.pl(ctx.hosp["carpark"])
    kind = r.choice(["collision", "damage", "ambulance_bay", "dispute", "welfare", "theft", "abandoned"])
    d.ln(ctx.H(False), " - ", r.choice(["Car Parking and Security", "Estates & Facilities: Parking Services", "Security / Transport"]))
    d.ln(r.choice(["CAR PARK AND VEHICLE INCIDENT REPORT", "Vehicle Incident Report", "Parking Incident Form"]))
    ih, im = r.randint(0, 21), r.randint(0, 59)
    d.ln("Ref: ", V(ctx.incident_ref(), "IDNUM"), "   Date: ", ctx.D(styles=["num", "wdnum", "long", "abbr"]),
         "   Time: ", ctx.T(ih, im))
    d.ln("Location: ", cp, ", level ", str(r.randint(0, 5)), ", space ", V(str(r.randint(1, 480)), "LOCATION_OTHER"))
    d.ln("Type: ", {"collision": "low-speed collision between vehicles", "damage": "damage to parked vehicle",
                    "ambulance_bay": "vehicle obstructing ambulance bay", "dispute": "parking dispute / verbal abuse of staff",
                    "welfare": "welfare concern - patient found in vehicle", "theft": "theft from vehicle",
                    "abandoned": "abandoned vehicle"}[kind])
    d.blank()
    d.ln("VEHICLES")
    d.ln("No. | Make/model | Colour | Registration | Driver/keeper")
    v1 = (r.choice(P.CAR_MODELS), r.choice(P.COLOURS), ctx.plate())
    d.ln("1 | ", v1[0], " | ", v1[1], " | ", V(v1[2], "VEHICLE"), " | ", drv.v("full", "FAMILY"), " (visitor)")
    v2 = None
    if kind in ("collision", "damage", "dispute"):
        v2 = (r.choice(P.CAR_MODELS), r.choice(P.COLOURS), ctx.plate())
        d.ln("2 | ", v2[0], " | ", v2[1], " | ", V(v2[2], "VEHICLE"), " | ", staffv.ref(r, "full"), " (staff, permit account ",
             V("PK-" + str(r.randint(10000, 99999)), "ACCOUNT"), ")")
    if kind in ("welfare", "abandoned"):
        d.ln("VIN: ", V(ctx.vin(), "VEHICLE"), "   Last ANPR read: entry ", ctx.T(r.randint(0, 23), r.randint(0, 59)),
             " on ", ctx.D(ctx.plus(-r.randint(0, 9)), styles=["short", "wdshort", "num"]))
    d.ln("Driver licence: ", V(ctx.dl(drv), "LICENSE"), " (seen by officer)")
    d.blank()
    d.ln("NARRATIVE")
    if kind == "collision":
        d.ln(drv.v("first", "FAMILY"), " was reversing out of the space while ", staffv.ref(r, "first"), " drove past towards the barrier. ",
             "Contact at about 5 mph; dent to rear quarter panel of vehicle 2. No injuries. Drivers exchanged details. ",
             "ANPR and CAM %02d footage preserved." % r.randint(1, 70))
    elif kind == "damage":
        d.ln(staffv.ref(r, "full_role"), " returned from a night shift to find the wing mirror snapped and a scratch along the driver side. ",
             "CCTV shows a ", "man" if drv.sex == "M" else "woman", ", later identified as ", drv.v("full", "FAMILY"), ", the ", drv.rel, " of patient ",
             ctx.pt_ref("full"), ", kicking the vehicle at ", ctx.T(r.randint(0, 5), r.randint(0, 59)),
             ". ", C.cap(drv.he), " had been asked to leave ", ctx.ward(0), " earlier by ", so.ref(r, "pre_last"), ".")
    elif kind == "ambulance_bay":
        d.ln("Vehicle 1 left in the ED ambulance bay with hazards on. Two ambulances unable to offload for ", str(r.randint(6, 25)),
             " minutes. Keeper ", ctx.title(drv), " ", drv.v("last", "FAMILY"), " located in ED with ", drv.his, " ", r.choice(["son", "daughter", "father", "mother"]),
             " (", ctx.pt_ref("full"), ", ", ctx.A(form="yo2"), "). Explained policy; vehicle moved. Penalty notice ",
             V("PCN" + str(r.randint(100000, 999999)), "IDNUM"), " issued.")
    elif kind == "dispute":
        d.ln(drv.v("full", "FAMILY"), " became abusive at the pay station (tariff ", {"UK": "GBP 4.20", "IE": "EUR 3.50", "US": "$12",
                                                                                  "AU": "$14", "CA": "$9.75"}[c],
             " for 4 hours) and shouted at ", staffv.ref(r, "first"), ". Stated ", drv.he, " had been visiting ",
             drv.his, " ", r.choice(["wife", "husband", "mother", "father", "daughter"]), " ", ctx.pt_ref("full"), " on ", ctx.ward(1),
             " since ", ctx.D(ctx.plus(-r.randint(2, 30)), styles=["dm", "num", "wd"]), " and could not afford to keep paying. ",
             "Officers attended; ", drv.he, " was signposted to the concessions scheme (", V(ctx.url("parking/permits"), "URL"), ").")
    elif kind == "welfare":
        d.ln("Patrol found a ", ctx.A(form="yo"), " ", "man" if p.sex == "M" else "woman", " asleep in the driver's seat, engine running. ",
             "Identified as ", ctx.pt_ref("full"), ", discharged from ED at ", ctx.T(r.randint(0, 23), r.randint(0, 59)),
             " after treatment for ", r.choice(["alcohol intoxication", "a head injury", "an overdose of sertraline"]), ". ",
             "Keys taken for safety; ED re-review: ", C.vitals(ctx), ". Police attended (", ctx.police_ref_label(), " ",
             V(ctx.police_ref(), "IDNUM"), ") as ", p.he, " intended to drive.")
    elif kind == "theft":
        d.ln("Rear window smashed; laptop and a ", r.choice(["work bag", "child car seat", "set of tools", "handbag"]),
             " taken. Owner ", drv.v("full", "FAMILY"), " (a ", V(r.choice(P.PROFESSIONS), "PROFESSION"), ") was at an outpatient appointment with ",
             drv.his, " ", r.choice(["mother", "son", "father"]), " ", ctx.pt_ref("full"), ". Police informed, ",
             ctx.police_ref_label(), " ", V(ctx.police_ref(), "IDNUM"), ".")
    else:
        d.ln("Vehicle 1 has not moved for ", str(r.randint(9, 40)), " days; no tax displayed. Keeper traced to ",
             ctx.addr_inline(ctx.address()), ". Letter sent; removal by ", V(r.choice(P.TOWING), "ORGANIZATION"),
             " booked for ", ctx.D(ctx.plus(r.randint(7, 21)), styles=["wdlong", "num", "long"]), ".")
    d.blank()
    d.ln("ACTIONS")
    t0 = ih * 60 + im
    acts = [["Radio call from control room (", V(ctx.ext(), "PHONE"), ") - ", so.ref(r, "pre_last"), " dispatched."],
            ["Area coned off; ", str(r.randint(3, 9)), " photographs taken on BWV ", V(ctx.bwv_serial(), "DEVICE"), "."],
            ["ANPR check: vehicle 1 entered at ", ctx.T(r.randint(0, 23), r.randint(0, 59)), ", pay-on-foot ticket ",
             V("T" + str(r.randint(1000000, 9999999)), "IDNUM"), ", ", r.choice(["unpaid", "paid", "concession applied"]), "."],
            ["Estates helpdesk job ", V("EST-" + str(r.randint(10000, 99999)), "IDNUM"), " raised for ",
             r.choice(["barrier arm", "damaged bollard", "broken lighting column", "oil spill clean-up"]), "."],
            ["Supervisor ", sup.ref(r, "first"), " informed; ", C.incident_system(ctx), " entry completed by ",
             V(so.s("user"), "USERNAME"), "."]]
    for a_ in acts[:r.randint(3, 5)]:
        t0 += r.randint(2, 12)
        d.ln(ctx.T((t0 // 60) % 24, t0 % 60), "  ", a_)
    if r.random() < 0.6:
        d.ln("Statement from ", drv.v("first", "FAMILY"), ": \"", r.choice([
            ["i was only gone ten minutes, my ", r.choice(["mam", "mum", "dad", "nan"]), " was being seen in resus"],
            ["nobody told me i couldn't park there. i'll be writing to ", ctx.H(True)],
            ["i've been here since ", ctx.D(ctx.plus(-r.randint(1, 4)), styles=["wd"]), " and i'm not paying again"],
            ["call the police then, see if i care"]]), "\"")
    d.blank()
    d.ln("Witness: ", wit.v("full", "FAMILY"), ", tel ", V(ctx.phone(r.choice(["mob", "land"])), "PHONE"))
    d.ln("Injuries: ", r.choice(["none", "none reported", "minor whiplash - advised to attend ED", "graze to hand, first aid given"]))
    d.ln("Follow-up: ", r.choice(["CCTV preserved for 90 days", "insurer details exchanged", "warning letter to keeper",
                                  "permit suspended pending review", "no further action"]))
    d.blank()
    d.ln("Officer: ", so.ref(r, "full"), " (", ctx.sec_licence_label(), " ", V(ctx.sec_licence(), "LICENSE"), ")")
    d.ln("Supervisor: ", sup.ref(r, "full"), ", ", ctx.D(ctx.plus(r.randint(0, 2)), styles=["num", "num2"]))
