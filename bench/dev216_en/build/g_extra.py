"""Own genres: OT driver assessment report; telehealth session record; assistive technology prescription."""
import pools as P
from common import (NB, make_ctx, letterhead, signature, footer, nm, title, fdate, shift, rtime, person,
                    phone, digits, serial, asset_tag, bio_id, plate, vin, drv_licence, username, ipaddr,
                    addr_args, email_for, ac, UP, ndis_no, pt_ref, dva_no)
from blocks import (pt_header, gp_ref, age_phrase, family_line, review_line, dstyle, dob_age, occupation, school_for)

CARS = ["Toyota Corolla", "Mazda 3", "Hyundai i30", "Toyota Camry", "Kia Sportage", "Ford Ranger", "Honda CR-V",
        "Volkswagen Golf", "Skoda Octavia", "Nissan Qashqai", "Toyota Yaris", "Subaru Forester", "Ford Focus"]
DRV_REASON = ["R hemiparesis following CVA", "mild cognitive impairment (licensing authority medical review)",
              "L below-knee amputation", "multiple sclerosis with R leg weakness", "Parkinson's disease",
              "slowed reaction time and reduced neck rotation", "a traumatic brain injury, now seeking to return to driving",
              "T8 paraplegia following spinal cord injury", "epilepsy, seizure-free for 12 months"]
SKILLS = ["Observation / mirrors", "Speed management", "Lane position", "Gap selection", "Roundabouts", "Intersections (give way)",
          "Merging / lane change", "Reverse parallel park", "Hazard perception", "Following distance"]


def _street(rng, cc):
    if cc == "AU":
        return rng.choice(P.AU_STREET_NAMES) + " " + rng.choice(["Road", "Street", "Highway", "Parade", "Drive"])
    return rng.choice(P.IE_STREET_NAMES) + " " + rng.choice(["Road", "Street", "Avenue"])


def gen_driver(rng, lower, cc):
    c = make_ctx(rng, cc, "ot", 24, 91)
    pt = c["pt"]
    nb = NB(lower)
    letterhead(nb, rng, c)
    nb.w(rng.choice(["OCCUPATIONAL THERAPY DRIVER ASSESSMENT REPORT", "Driver Assessment – Occupational Therapy",
                     "FITNESS TO DRIVE: OT OFF-ROAD AND ON-ROAD ASSESSMENT"]), "\n\n")
    nb.w(pt_header(rng, c))
    lic = drv_licence(rng, cc)
    exp = shift(c["date"], rng.randint(100, 2500))
    nb.w("Driver licence no.: ", ("LICENSE", lic), "   Class: ", "C" if cc == "AU" else "B", "   Expiry: ",
         ("DATE", fdate(exp, rng.choice(["dmy", "mon_y", "d_mon_y"]))), "\n")
    nb.w("Current conditions: ", rng.choice(["S (corrective lenses)", "nil", "A (automatic only)", "S, A"]), "\n")
    nb.w("Assessment date: ", ("DATE", fdate(c["date"], dstyle(rng))), "   Assessor: ", ("DOCTOR", nm(c["clin"]["p"], "full")),
         ", Driver Trained OT\n")
    nb.w("Referred by: ", gp_ref(rng, c), "\n\n")
    nb.w("BACKGROUND\n", pt_ref(rng, pt), " is ", age_phrase(rng, c), " with ", rng.choice(DRV_REASON), ". ")
    if rng.random() < 0.5:
        nb.w(occupation(rng, c), " ")
    nb.w("Drives ", rng.choice(["daily for shopping and appointments", "short local trips only"] +
                               (["grandchildren to school", "to church and the shops"] if c["age"] > 60 else ["to work 40 km each way", "children to sport"])), ". Has held a licence since ", ("DATE", str(max(c["dob"].year + 17, 1950) + rng.randint(0, 4))),
         "; ", rng.choice(["no crashes or infringements in 5 years", "one minor crash in a car park last year", "no crashes reported"]), ".\n")
    nb.w(family_line(rng, c), "\n\n")
    car = rng.choice(CARS)
    yr = rng.randint(2006, 2023)
    nb.w("VEHICLE\nClient's vehicle: ", str(yr), " ", car, ", automatic, registration ", ("VEHICLE", plate(rng, cc)))
    mods = rng.random() < 0.45
    if mods:
        nb.w(", VIN ", ("VEHICLE", vin(rng)))
    nb.w("\n\nOFF-ROAD ASSESSMENT\n")
    rows = [("Visual acuity (binocular)", rng.choice(["6/6", "6/9", "6/12", "6/7.5"])), ("Visual fields", rng.choice(["full to confrontation", "Esterman pass (ophthalmologist)", "L homonymous quadrantanopia reported"])),
            ("MoCA", "%d/30" % rng.randint(17, 30)), ("Trail Making A", "%d s" % rng.randint(25, 90)), ("Trail Making B", "%d s" % rng.randint(55, 300)),
            ("UFOV", "risk category %d" % rng.randint(1, 4)), ("Brake reaction time", "%.2f s" % rng.uniform(0.45, 1.1)),
            ("Neck rotation", rng.choice(["full", "60° R / 70° L", "limited bilat"])), ("Grip (Jamar)", "%d kg R / %d kg L" % (rng.randint(10, 45), rng.randint(10, 45)))]
    for a, b in rows:
        nb.cell(30, a); nb.w(b, "\n")
    nb.w("\nON-ROAD ASSESSMENT\n")
    inst = person(rng, cc)
    school = rng.choice(P.DRIVING_SCHOOLS[cc])
    nb.w("Date/time: ", ("DATE", fdate(shift(c["date"], rng.choice([0, 0, 7, 14])), "wd_full")), " ", rtime(rng), ", duration ",
         rng.choice(["45", "50", "60"]), " min\n")
    nb.w("Driving instructor: ", ("DOCTOR", nm(inst, rng.choice(["full", "il"]))), ", ", ("ORGANIZATION", school),
         "; dual-control ", rng.choice(CARS), " (reg. ", ("VEHICLE", plate(rng, cc)), ")\n")
    s1, s2, s3 = _street(rng, cc), _street(rng, cc), _street(rng, cc)
    nb.w("Route: commenced at clinic in ", ("CITY", c["prac_addr"]["city"]), "; residential streets, ", ("STREET", s1), ", ", ("STREET", s2),
         " (", rng.choice(["60", "70", "80", "50"]), " km/h arterial), multi-lane roundabout at ", ("STREET", s3), ", ",
         rng.choice(["freeway merge", "dual carriageway", "school zone", "shopping centre car park"]), ".\n")
    nb.cell(30, "Skill"); nb.cell(14, "Rating"); nb.w("Comments\n")
    for sk in rng.sample(SKILLS, rng.randint(5, 8)):
        nb.cell(30, sk); nb.cell(14, rng.choice(["Safe", "Safe", "Minor errors", "Unsafe", "Instructor intervention"]))
        nb.w(rng.choice(["", "", "late mirror checks", "drifted L on bends", "hesitant at give way", "good", "verbal prompt x1",
                         "speed 10 km/h over in 40 zone", "dual-brake used once"]), "\n")
    nb.w("Instructor interventions: ", str(rng.randint(0, 4)), " verbal, ", str(rng.randint(0, 2)), " physical (brake).\n\n")
    out = rng.choice(["SAFE TO DRIVE – no additional conditions.", "SAFE TO DRIVE with conditions: automatic only; daylight; 30 km radius of home.",
                      "REQUIRES LESSONS (6 x 1 h) then reassessment.", "NOT CURRENTLY SAFE TO DRIVE – recommend licence suspension."])
    nb.w("OUTCOME\n", out, "\n\nRECOMMENDATIONS\n")
    if mods:
        nb.w("- Vehicle modifications: ", rng.choice(["left-foot accelerator", "spinner knob on steering wheel", "hand controls (push-pull)",
                                                    "extended mirrors"]), " to be fitted by ", ("ORGANIZATION", rng.choice(P.SUPPLIERS[cc])),
             " to the vehicle above (VIN as listed).\n")
    nb.w("- Report forwarded to licensing authority and ", gp_ref(rng, c, short=True), ".\n")
    nb.w("- ", review_line(rng, c, rng.choice([12, 26, 52])), "\n")
    if rng.random() < 0.4:
        nb.w("- Alternative transport discussed; ", c["kid_rel"], " ", ("FAMILY", nm(c["kid"], "first")), " (", ("PHONE", c["kid_ph"]),
             ") able to assist.\n")
    nb.w("\n")
    signature(nb, rng, c)
    footer(nb, rng, c)
    return nb


# ------------------------------------------------------------------ telehealth session record
PLATFORMS = ["Coviu", "Zoom for Healthcare", "Healthdirect Video Call", "Microsoft Teams", "Attend Anywhere", "Doxy.me", "Physitrack"]


def gen_telehealth(rng, lower, cc):
    disc = rng.choice(["podiatry", "dietetics", "speech", "ot", "psychology", "psychology"])
    c = make_ctx(rng, cc, disc, 8, 88)
    pt = c["pt"]
    nb = NB(lower)
    nb.w(("HOSPITAL", c["prac"]), " – ", rng.choice(["TELEHEALTH SESSION RECORD", "Telehealth Consult Log", "VIDEO CONSULTATION RECORD"]), "\n\n")
    d = c["date"]
    plat = rng.choice(PLATFORMS)
    sid = ac(rng, UP, 2) + "-" + digits(rng, 6)
    cu = username(rng, c["clin"]["p"])
    pu = username(rng, pt)
    nb.w("Platform: ", plat, "   Session ID: ", ("ACCOUNT", sid), "\n")
    nb.w("Join link: ", ("URL", rng.choice(["https://telehealth.example.net/room/", "https://video.example.com/join/",
                                             "https://example.org/waiting-room/"]) + digits(rng, 4) + "-" + ac(rng, "abcdefghkmnpqrstuvwxyz", 4)), "\n")
    h = rng.randint(8, 16)
    m = rng.choice([0, 15, 30])
    nb.w("Date: ", ("DATE", fdate(d, dstyle(rng))), "   Scheduled: ", "%02d:%02d" % (h, m), "\n\n")
    nb.w("PARTICIPANTS\n")
    nb.w("Clinician: ", ("DOCTOR", nm(c["clin"]["p"], "full")), ", ", c["clin"]["role"], " (user ", ("USERNAME", cu), ")\n")
    nb.w("Client: ", ("PATIENT", nm(pt, rng.choice(["full", "LF"]))), ", DOB ", ("DATE", fdate(c["dob"], "dmy")), " (portal user ",
         ("USERNAME", pu), ")\n")
    if c["age"] < 16:
        par = person(rng, cc)
        par["last"] = pt["last"]
        nb.w("Parent present: ", ("FAMILY", nm(par, "full")), "\n")
    elif rng.random() < 0.3:
        nb.w("Also present: ", c["spouse_rel"], " ", ("FAMILY", nm(c["spouse"], "first")), " (with client consent)\n")
    nb.w("\nIDENTITY & SAFETY CHECK\n")
    nb.w("3-point ID confirmed (name, DOB, address). ")
    vk = rng.choice(["face", "voice", "face"])
    nb.w(rng.choice(["Face match", "Face verification"]) if vk == "face" else "Voiceprint verification", " passed – biometric ref ",
         ("BIOID", bio_id(rng, vk)), ".\n")
    nb.w("Client location during session: ", addr_args(rng, c["addr"], "line"), "\n")
    nb.w("Best contact if disconnected: ", ("PHONE", c["mob"]), "\n")
    ec = c["kid"] if c["age"] >= 40 else c["spouse"]
    if c["age"] < 16:
        ec = person(rng, cc)
    nb.w("Emergency contact: ", ("FAMILY", nm(ec, "full")), " ", ("PHONE", phone(rng, cc, "mobile")), "\n")
    nb.w("Consent for telehealth: verbal consent on file (", ("DATE", fdate(shift(d, -rng.randint(7, 200)), "dmy")), ").\n\n")
    nb.w("CONNECTION LOG\n")
    nb.cell(10, "Time"); nb.cell(36, "Event"); nb.w("User / detail\n")
    m = max(0, m - rng.randint(0, 4))
    cip, pip = ipaddr(rng), ipaddr(rng)
    ev = [("Clinician joined", [("USERNAME", cu), " @ ", ("IPADDR", cip)]),
          ("Client in waiting room", [("USERNAME", pu)]),
          ("Client admitted", [("USERNAME", pu), " @ ", ("IPADDR", pip)])]
    if rng.random() < 0.5:
        ev.append(("Client reconnected (network drop)", [("IPADDR", pip)]))
    if rng.random() < 0.3:
        ev.append(("Screen share started", [("USERNAME", cu)]))
    ev.append(("Session ended", [("USERNAME", cu), " – duration ", str(rng.randint(25, 60)), " min"]))
    for e, det in ev:
        nb.cell(10, "%02d:%02d:%02d" % (h, m, rng.randint(0, 59)))
        nb.cell(36, e); nb.w(det, "\n")
        m = min(59, m + rng.randint(1, 12))
    nb.w("Quality: latency ", str(rng.randint(20, 180)), " ms, packet loss ", "%.1f" % rng.uniform(0, 3), "%, video ",
         rng.choice(["720p", "480p", "1080p"]), ". Client device: ", rng.choice(["iPad", "Android phone", "Windows laptop", "MacBook"]), ".\n\n")
    nb.w("CLINICAL SUMMARY\n")
    summ = {"podiatry": "Wound photos reviewed via upload; ulcer L hallux reducing (6 x 4 mm). Continue dressing plan, offloading boot.",
            "dietetics": "Reviewed food diary and CGM report; TIR improved to 64%. Discussed breakfast options and hypo management.",
            "speech": "Home practice reviewed with parent; /k/ in initial position 80% at word level. New target: /g/.",
            "ot": "Fatigue diary reviewed; pacing plan adjusted; discussed graded return to ",
            "psychology": "Reviewed thought records; K10 today 24 (prev 29). Practised paced breathing; safety plan unchanged."}[disc]
    nb.w(pt_ref(rng, pt), ": ", summ)
    if disc == "ot":
        if c["age"] < 18:
            nb.w(("ORGANIZATION", school_for(rng, cc, c["age"])), " (full days).")
        else:
            nb.w("part-time work at ", ("ORGANIZATION", c["employer"]), ".")
    nb.w("\n")
    if rng.random() < 0.5:
        nb.w("Resources emailed to ", ("EMAIL", c["email"]), ".\n")
    nb.w("Next telehealth: ", ("DATE", fdate(shift(d, rng.choice([7, 14, 28])), rng.choice(["wd_full", "dmy", "wd_short"]))), " ", rtime(rng), "\n")
    if cc == "AU" and rng.random() < 0.5:
        nb.w("Billing: telehealth (video) equivalent item; Medicare ", ("HEALTHPLAN", c["medicare"]), "\n")
    nb.w("\n")
    signature(nb, rng, c, closing="")
    footer(nb, rng, c, 0.3)
    return nb


# ------------------------------------------------------------------ assistive technology prescription
AT_ITEMS = [
    ("ot", "Power wheelchair – mid-wheel drive with tilt-in-space", "Permobil M3 Corpus", 34500),
    ("ot", "Manual wheelchair – rigid, lightweight", "Küschall K-Series", 6900),
    ("ot", "Pressure care cushion (air cell)", "ROHO Quadtro Select", 890),
    ("ot", "Electric hospital bed with pressure mattress", "Multicare bed + Nimbus mattress", 7200),
    ("ot", "Mobile shower commode (tilt)", "Aspire Tilt Commode", 2600),
    ("ot", "Ceiling hoist (room-to-room)", "Molift Air 300", 11800),
    ("speech", "Speech-generating device with eye-gaze", "Tobii Dynavox TD I-13", 17900),
    ("speech", "Dedicated AAC tablet with keyguard", "Grid Pad 12", 9400),
    ("podiatry", "Custom foot orthoses (pair)", "EVA/polypropylene shell", 640),
    ("podiatry", "Custom medical-grade footwear", "extra-depth, rocker sole", 1450),
    ("dietetics", "Enteral feeding pump", "Kangaroo Joey", 2100),
]
AT_DX = {"ot": ["cerebral palsy (GMFCS IV)", "C6 tetraplegia", "advanced MS", "spinal muscular atrophy", "MND"],
         "speech": ["MND (bulbar onset)", "cerebral palsy with anarthria", "Rett syndrome", "brainstem stroke"],
         "podiatry": ["diabetic neuropathy with previous ulceration", "rheumatoid arthritis with forefoot deformity",
                      "Charcot foot (stable)"],
         "dietetics": ["dysphagia post-stroke requiring PEG feeds", "head and neck cancer with PEG", "cerebral palsy, PEG-fed"]}
AT_WHY = {"ot": ["The requested item will enable independent mobility in the community and at ",
                 "This will reduce pressure injury risk and carer strain during personal care; carers attend from "],
          "speech": ["The device allows functional communication with family, carers and staff at "],
          "podiatry": ["Offloading will reduce plantar pressures and re-ulceration risk, allowing continued work at "],
          "dietetics": ["A pump allows overnight feeds at home and daytime attendance at "]}
AT_LOWER = {"ot": ["standard cushion", "attendant-propelled chair", "standard bed with rails"],
            "speech": ["low-tech communication board", "iPad with app (insufficient access)"],
            "podiatry": ["prefabricated orthoses", "off-the-shelf extra-depth shoes"],
            "dietetics": ["gravity feeding", "bolus syringe feeds"]}


def gen_at(rng, lower, cc):
    disc, item, model, cost = rng.choice(AT_ITEMS)
    c = make_ctx(rng, cc, disc, 5, 90)
    pt = c["pt"]
    nb = NB(lower)
    letterhead(nb, rng, c)
    if cc == "AU":
        fund = "NDIS" if c["age"] < 65 else rng.choice(["DVA Rehabilitation Appliances Program", "Home Care Package", "State equipment scheme"])
    else:
        fund = rng.choice(["HSE Aids & Appliances", "HSE Community Funding Scheme", "Private insurer"])
    nb.w(rng.choice(["ASSISTIVE TECHNOLOGY PRESCRIPTION", "Equipment Request & Justification", "AT ASSESSMENT AND PRESCRIPTION FORM"]),
         "\nFunding body: ", fund, "\n\n")
    nb.w("SECTION A – CLIENT\n")
    nb.w(pt_header(rng, c, ndis=ndis_no(rng) if fund == "NDIS" else None))
    if fund.startswith("DVA"):
        nb.w("DVA file no.: ", ("HEALTHPLAN", dva_no(rng)), " (Gold Card)\n")
    if c["age"] < 18 or rng.random() < 0.25:
        nom = person(rng, cc)
        nb.w("Nominee / guardian: ", ("FAMILY", nm(nom, "full")), ", ", ("PHONE", phone(rng, cc, "mobile")), "\n")
    nb.w("\nSECTION B – PRESCRIBER\n")
    nb.w("Name: ", ("DOCTOR", nm(c["clin"]["p"], "full")), "   Profession: ", c["clin"]["role"], "\n")
    nb.w(c["clin"]["reg_label"], " ", ("LICENSE", c["clin"]["reg"]), "\n")
    nb.w("Organisation: ", ("HOSPITAL", c["prac"]), "   Ph ", ("PHONE", c["prac_ph"]), "   Email ", ("EMAIL", c["clin_email"]), "\n\n")
    nb.w("SECTION C – ITEM REQUESTED\n")
    nb.w("Item: ", item, "\nModel: ", model, "\n")
    sup = rng.choice(P.SUPPLIERS[cc])
    nb.w("Supplier: ", ("ORGANIZATION", sup), "   Quote no.: ", ("IDNUM", "QT-" + digits(rng, 6)), "   Amount: ",
         "$" if cc == "AU" else "€", "{:,}".format(cost + rng.randint(-200, 900)), " (inc. fitting)\n")
    t0 = shift(c["date"], -rng.randint(14, 60))
    nb.w("Trial: ", ("DATE", fdate(t0, "dmy")), " to ", ("DATE", fdate(shift(t0, rng.randint(7, 21)), "dmy")), ", trial unit serial ",
         ("DEVICE", serial(rng)), "\n")
    if rng.random() < 0.6:
        nb.w("Existing equipment: ", rng.choice({"ot": ["manual wheelchair", "4WW", "shower chair", "standard bed"],
                                                  "speech": ["iPad (family-owned)", "earlier SGD", "light-tech voice output device"],
                                                  "podiatry": ["off-the-shelf orthoses", "CAM walker", "total contact cast shoe"],
                                                  "dietetics": ["loan feeding pump", "gravity set stand"]}[disc]), " (serial ", ("DEVICE", serial(rng)), ", issued ",
             ("DATE", fdate(shift(c["date"], -rng.randint(400, 3000)), rng.choice(["year", "mon_y", "month_y"]))), ") – ",
             rng.choice(["no longer meets needs", "beyond economical repair", "outgrown", "worn"]), ".\n")
    nb.w("\nSECTION D – MEASUREMENTS / SPECIFICATIONS\n")
    meas = {"ot": (("Seat width", 360, 500, "mm"), ("Seat depth", 380, 520, "mm"), ("Back height", 380, 560, "mm"),
                   ("Weight", 18, 140, "kg"), ("Height", 100, 195, "cm")),
            "speech": (("Screen distance (eye-gaze)", 500, 700, "mm"), ("Mount height", 600, 900, "mm"), ("Weight", 18, 140, "kg")),
            "podiatry": (("Foot length R", 220, 300, "mm"), ("Foot length L", 220, 300, "mm"), ("Width (ball)", 90, 115, "mm"),
                         ("Weight", 40, 140, "kg")),
            "dietetics": (("Weight", 18, 110, "kg"), ("Height", 100, 190, "cm"), ("Feed rate", 40, 120, "mL/h"))}[disc]
    for a, lo, hi, u in meas:
        if rng.random() < 0.7:
            nb.cell(24, a); nb.w(str(rng.randint(lo, hi)), " ", u, "\n")
    nb.w("\nSECTION E – JUSTIFICATION\n")
    nb.w(pt_ref(rng, pt), " is ", age_phrase(rng, c), " with ", rng.choice(AT_DX[disc]), ". ")
    why = rng.choice(AT_WHY[disc])
    nb.w(why)
    if "carers attend" in why:
        org = rng.choice(P.PLAN_MANAGERS[:3] + ["HomeAssist Care", "Bluewater Aged Care Services"])
    else:
        org = school_for(rng, cc, c["age"]) if c["age"] < 19 else rng.choice(P.EMPLOYERS[cc])
    nb.w(("ORGANIZATION", org), ". ")
    nb.w("Lower-cost options trialled (", rng.choice(AT_LOWER[disc]), ") did not meet needs.\n")
    if rng.random() < 0.35:
        nb.w("Transport: family vehicle ", rng.choice(["Toyota HiAce (WAV conversion)", "Kia Carnival with hoist", "VW Caddy Maxi (ramp)"]),
             ", rego ", ("VEHICLE", plate(rng, cc)), "; tie-down points compatible.\n")
    nb.w("Risks: ", rng.choice({"ot": ["tip risk on slopes – training provided", "charging safety discussed", "skin checks twice daily"],
                                "speech": ["device dependence if battery fails – backup board supplied", "none identified"],
                                "podiatry": ["skin checks twice daily", "falls risk with rocker sole – gait trained", "none identified"],
                                "dietetics": ["tube dislodgement – carers trained", "aspiration – feed upright 30°"]}[disc]), ".\n\n")
    nb.w("SECTION F – DECLARATION\nI declare the information is true and correct. The client/nominee has been involved in the choice of item.\n")
    nb.w("Prescriber signature: ", ("DOCTOR", nm(c["clin"]["p"], rng.choice(["il", "INITS", "full"]))), "   Date: ",
         ("DATE", fdate(c["date"], rng.choice(["dmy", "d_month_y"]))), "\n")
    nb.w("Client/nominee signature: ", ("PATIENT", nm(pt, "full")), "   Date: ", ("DATE", fdate(c["date"], "dmy")), "\n")
    footer(nb, rng, c)
    return nb
