"""Genres: community nursing referral, initial home assessment, letter to GP."""
import datetime as dt

import clinical as C
import common as K
import places as P

FOCI = ["wound", "catheter", "insulin", "eol", "frailty"]


def focus_reason(d, c, focus):
    r = c.rng
    if focus == "wound":
        wt, site = C.wound_pick(r)
        d.ln("- ", wt, " ", site, ", ", r.choice(["dressings", "dsg"]), " ", r.choice(C.PRIMARY), " + ",
             r.choice(C.SECONDARY), " ", r.choice(["every 48h", "3x weekly", "alt days", "twice weekly", "daily"]))
        if r.random() < .5:
            d.ln("- ", r.choice(C.COMPRESSION), " compression - ABPI ", "%.2f" % r.uniform(0.6, 1.2),
                 " (Doppler done on ", r.choice(["ward", "clinic"]), " ", c.D(c.day(-r.randint(2, 20))), ")")
    elif focus == "catheter":
        d.ln("- new ", C.cath_pick(r, c.pt.sex, r.random() < .25), " inserted ", c.D(c.day(-r.randint(1, 9))), " for ",
             r.choice(C.CATH_REASON))
        d.ln("- please arrange TWOC / 12-weekly change; ", r.choice(C.CATH_SUNDRY), " supplied x5")
    elif focus == "insulin":
        ins = r.choice(C.INSULINS)[0]
        d.ln("- new to insulin: ", ins, " ", str(r.randint(6, 44)), " units ", r.choice(["OM", "ON", "at 08:00", "with breakfast"]),
             " - pt unable to self-administer (", r.choice(["poor vision", "tremor", "cognitive impairment", "dexterity"]), ")")
        d.ln("- BM monitoring ", r.choice(["OD", "BD pre-breakfast and pre-tea", "daily"]), ", ", r.choice(C.METERS),
             " supplied; target ", "6-12 mmol/L" if c.cc != "US" else "110-216 mg/dL")
    elif focus == "eol":
        d.ln("- end of life care at home, ", r.choice(["prognosis short weeks", "days to short weeks", "last weeks of life"]),
             "; ", r.choice(["DNACPR in place", "ReSPECT form completed", "DNAR order signed", "TEP completed"]))
        d.ln("- anticipatory meds ", r.choice(["prescribed, to be collected from ", "dispensed by "]),
             ("HOSPITAL", c.pharmacy), "; please set up syringe driver if needed")
    else:
        d.ln("- housebound, ", r.choice(["falls x3 in 2/12", "reduced mobility", "deconditioned post admission"]),
             "; needs ", r.choice(["B12 injections 3-monthly", "bloods (U&E, FBC, LFT)", "pressure area review",
                                   "medication prompting review", "weekly weight and obs (HF)"]))


def referral(c):
    r, cc, d = c.rng, c.cc, c.doc
    focus = r.choice(FOCI)
    us = cc == "US"
    d.ln(("HOSPITAL", c.team))
    d.ln(r.choice(["HOME HEALTH REFERRAL / ORDER", "Home Health Intake"]) if us else
         r.choice(["COMMUNITY NURSING REFERRAL", "Referral to District Nursing", "DISTRICT NURSING REFERRAL FORM",
                   "Community Nursing - New Referral"]))
    d.ln("Referral ID: ", ("IDNUM", "%s-%d-%05d" % (r.choice(["R", "REF", "CN", "DN"]), c.date.year, r.randint(1, 99999))),
         "     Received: ", c.D(c.date), " ", K.time(r), " via ",
         r.choice({"UK": ["fax", "e-mail", "e-RS", "phone", "SystmOne task", "EMIS task"], "US": ["fax", "Epic referral", "eFax", "phone", "portal"]}.get(cc, ["fax", "e-mail", "phone", "e-referral"])))
    d.ln("Urgency: ", r.choice(["Routine (within 72h)", "Urgent - same day", "Next day", "Routine"]))
    d.ln("")
    d.ln("PATIENT DETAILS")
    K.patient_block(d, c, ("health", "mrn", "ssn") if us or r.random() < .5 else ("health", "mrn"))
    if r.random() < .4:
        d.ln("Preferred name: ", ("PATIENT", c.pt.nick or c.pt.first), "   Language: ",
             r.choice(["English", "Polish - son interprets", "Punjabi", "Cantonese", "Welsh", "Tagalog", "Somali"]))
    d.ln(c.gpword, ": ", c.gpname(), ", ", ("HOSPITAL", c.practice), "  Tel ", ("PHONE", c.gp_phone),
         "  Fax ", ("FAX", c.gp_fax))
    d.ln("NOK: ", ("FAMILY", c.nok.full()), " (", c.nok.rel, ")  ", ("PHONE", c.nok_phone))
    if r.random() < .5:
        d.ln("Access: ", "lockbox" if us else "key safe", ", code ", ("IDNUM", c.keysafe), r.choice(["", " - please keep confidential", " (lock box by back door)"]))
    else:
        d.ln("Access: ", r.choice(["wife lets in", "door on latch", "ring bell and wait - slow to answer", "carers present 08:00-08:45"]),
             "; parking ", r.choice(["behind the ", "opposite the ", "next to the "]), ("LOCATION_OTHER", r.choice(P.LANDMARKS)))
    if us:
        d.ln("Primary payer: Medicare Part A  MBI: ", ("HEALTHPLAN", c.hid("health")[1]))
        p2 = c.hid("plan2")
        d.ln("Secondary: ", ("ORGANIZATION", K.org_name(r, "insurer")), "  ID: ", ("HEALTHPLAN", p2[1]))
        d.ln("Face-to-face encounter: ", c.D(c.day(-r.randint(1, 25))), " with ", c.gpname(), "  NPI ",
             ("LICENSE", c.gp.lic[1]))
        d.ln("Homebound status: ", r.choice(["requires assist of 1 and walker to leave home",
                                              "leaving home requires considerable and taxing effort", "bedbound"]))
    d.ln("")
    d.ln("REFERRER")
    src = r.randint(0, 2)
    s = c.staff[0]
    if src == 0:
        d.ln("Name: ", ("DOCTOR", s.full()), " (", r.choice(["Staff Nurse", "Discharge Coordinator", "Ward Sister", "Case Manager"]),
             ")  ", ("HOSPITAL", c.ward), ", ", ("HOSPITAL", c.hospital))
        d.ln("Contact: ", ("PHONE", P.phone(r, cc, c.town) + " " + P.ext(r, cc)), "   bleep ", ("PHONE", "555%d" % r.randint(0, 9)))
        d.ln("Admitted ", c.D(c.day(-r.randint(5, 30))), r.choice([" - discharged ", ", d/c "]), c.D(c.day(-r.randint(0, 2))),
             r.choice([" by hospital transport", " via family", " (Patient Transport Service)"]))
    elif src == 1:
        d.ln("Name: ", c.gpname(), " (", c.gpword, ")  ", ("HOSPITAL", c.practice))
        d.ln("Email: ", ("EMAIL", c.gp_email))
    else:
        d.ln("Name: ", ("FAMILY", c.nok.full()), " - ", c.nok.rel, " (self/family referral)  ", ("PHONE", c.nok_phone))
    d.ln("")
    d.ln("REASON FOR REFERRAL")
    focus_reason(d, c, focus)
    if r.random() < .5:
        focus_reason(d, c, r.choice(FOCI))
    d.ln("")
    K.pmh_block(d, c, r.choice(["PMH:", "Past medical history:", "Hx:"]))
    K.meds_block(d, c, r.choice(["Medication on discharge:", "Current meds:", "Medications:"]))
    d.ln("Allergies: ", c.allergy)
    d.ln("")
    d.ln("Social: ", r.choice(["lives alone", "lives with " + c.nok.rel, "lives with wife", "lives with husband"]),
         r.choice([" in bungalow", " - upstairs flat, no lift", " in 2-storey house, sleeps downstairs", ""]),
         ". Former ", ("PROFESSION", c.pt_job), ".", " Care package ", r.choice(["QDS", "BD", "TDS"]), " via ",
         ("ORGANIZATION", c.agency), " (", ("PHONE", P.phone(r, cc, c.town)), ").")
    if r.random() < .5:
        d.ln("Equipment: ", r.choice(C.EQUIPMENT)[0], " ", r.choice(["in situ", "ordered", "requested"]), " from ",
             ("ORGANIZATION", c.equip))
    d.ln("Patient aware of referral and consents: ", r.choice(["Yes", "Y", "yes (verbal)", "Yes - LPA informed"]))
    if r.random() < .4:
        d.ln("Scores on discharge: ", ", ".join(r.sample(C.scores(r), 3)))
    d.ln("")
    if src == 0:
        K.signature(d, c, s, with_lic=r.random() < .5)
    d.ln("Triaged by ", ("DOCTOR", c.staff[1].full()), " ", c.D(c.date), " - allocated to ",
         ("DOCTOR", c.staff[2].initial_last()), ", first visit ", c.D(c.day(r.randint(0, 3)), "wd"))
    return "community_nursing_referral"


def home_assessment(c):
    r, cc, d = c.rng, c.cc, c.doc
    us = cc == "US"
    s = c.staff[0]
    d.ln(r.choice(["START OF CARE VISIT - OASIS-E", "SOC Comprehensive Assessment"]) if us else
         r.choice({"UK": ["DISTRICT NURSING INITIAL HOLISTIC ASSESSMENT", "Holistic Needs Assessment (first contact)"],
                   "IE": ["Public Health Nursing - Initial Home Assessment", "PHN FIRST VISIT"],
                   "AU": ["Community Nursing Admission Assessment", "Initial Home Visit Assessment"],
                   "NZ": ["District Nursing Initial Assessment", "Initial Home Visit Assessment"],
                   "CA": ["Home Care Nursing - Initial Assessment", "COMMUNITY NURSING - FIRST VISIT"]}[cc]))
    d.ln(("HOSPITAL", c.team), "   Tel ", ("PHONE", c.team_phone))
    hh, mm = r.randint(8, 16), r.choice([0, 10, 15, 20, 30, 40, 45, 50])
    mins = hh * 60 + mm + r.randint(35, 95)
    d.ln("Date of visit: ", c.D(c.date, r.choice(["num", "wdlong", "text"])), "   Time in %02d:%02d  Time out %02d:%02d" % (hh, mm, mins // 60, mins % 60))
    d.ln("Visit no: ", ("ACCOUNT", "V" + P.rdig(r, 8)), "   Clinician: ", ("DOCTOR", s.full()), " ", s.cred)
    d.ln("")
    K.patient_block(d, c, ("health", "comm", "ssn") if not us else ("health", "mrn", "ssn"))
    d.ln("")
    extra = r.randint(0, 2)
    d.ln("Present at visit: patient", r.choice([", ", " and "]), c.nok.rel, " ", ("FAMILY", c.nok.first),
         [", carer from ", ("ORGANIZATION", c.agency)] if extra == 1 else None,
         [", neighbour ", ("FAMILY", c.nok2.full())] if extra == 2 else None)
    d.ln("")
    d.ln("SOCIAL HISTORY")
    born = r.choice(P.COUNTRIES)
    yr = c.date.year - r.randint(15, 60)
    d.t(r.choice(["Born in ", "Originally from ", "Came from "]), ("CITY" if born in P.NOT_COUNTRY else "COUNTRY", born),
        ", moved to ", ("CITY", c.city), " in ", ("DATE", str(yr)), ". ")
    d.t("Worked as a ", ("PROFESSION", c.pt_job), " at ", ("ORGANIZATION", c.employer), " for ",
        str(r.randint(8, 42)), " years", r.choice([" until retirement. ", ", retired. ", ". "]))
    if r.random() < .7:
        what = r.choice(["visits daily", "lives nearby", "works full time as a", "is main carer"])
        d.t(c.nok.rel.capitalize(), " ", ("FAMILY", c.nok.full()), " (", ("AGE", str(K.rel_age(r, c.nok.rel, c.age))),
            ") ", what, [" ", ("PROFESSION", c.nok_job)] if what.endswith(" as a") else None, ". ")
    if r.random() < .5:
        d.t("Other family: ", c.nok2.rel, " ", ("FAMILY", c.nok2.first), " in ",
            ("COUNTRY", r.choice(["Australia", "Canada", "Spain", "New Zealand", "Poland", "India", "Ireland", "Nigeria"])), ". ")
    if r.random() < .5:
        d.t("Attends ", ("ORGANIZATION", K.org_name(r, "church")), r.choice([" - would like visit from minister. ", ", faith important. ", " when able. "]))
    d.ln("")
    d.ln("Pets: ", r.choice(["none", "small dog (friendly)", "2 cats - please shut in kitchen", "dog - keep in garden", "budgie"]),
         ".  Smoking: ", r.choice(["never", "ex (30 pack yrs)", "current 10/day - O2 safety discussed", "no"]),
         ".  Alcohol: ", r.choice(["nil", "occ", "2-3 cans/day", "social"]), ".")
    d.ln("")
    d.ln("ENVIRONMENT")
    d.ln(r.choice(["Bungalow, level access", "Terraced house, 2 steps to front door, stairlift",
                   "Ground floor flat", "Farmhouse, long track - 4x4 in winter", "1st floor flat, lift often broken"]),
         "; ", r.choice(["smoke alarm tested", "no smoke alarm - fire service referral made", "heating adequate",
                         "house cold - discussed winter fuel support"]), ".")
    d.ln("")
    d.ln("OBSERVATIONS: ", C.vitals(r, cc))
    if r.random() < .6:
        d.ln("Weight ", "%.1f kg" % r.uniform(38, 140) if not us else "%d lb" % r.randint(85, 310),
             ", CBG ", C.glucose(r, cc))
    d.ln("RISK ASSESSMENTS: ", "; ".join(r.sample(C.scores(r), r.randint(3, 6))))
    d.ln("")
    K.pmh_block(d, c)
    K.meds_block(d, c, r.choice(["Medication (from blister pack / MAR):", "Meds:", "Medication reconciliation:"]))
    d.ln("Meds supplied by ", ("HOSPITAL", c.pharmacy), " ", r.choice(["in dosette", "blister packs weekly", "original packs"]),
         "; allergies: ", c.allergy)
    d.ln("")
    d.ln("SKIN: ", r.choice(["intact, heels blanching", "grade 2 PU sacrum - see wound chart", "skin tear R forearm, steri-strips",
                             "dry, flaky lower legs, haemosiderin staining", "MASD to groin"]), ". ",
         r.choice(C.EPONYM_SIGNS), ".")
    d.ln("CONTINENCE: ", r.choice(["continent", "urge incontinence - pads (TENA Flex)", "LTC - see catheter record",
                                   "double incontinence, pads", "uses urinal at night"]), ". ",
         r.choice(C.scores(r)[14:15]))
    d.ln("COGNITION/MOOD: ", r.choice(C.scores(r)[5:7]), ", ", r.choice(["orientated", "some confusion at times",
                                                                         "known dementia - LPA held by " + c.nok.rel, "low mood"]))
    d.ln("")
    d.ln("PLAN")
    for item in r.sample(["weekly pressure area check", "refer OT for bathing assessment", "refer dietitian (MUST 2)",
                              "request " + r.choice(C.EQUIPMENT)[0], "liaise with " + c.gpword + " re meds review",
                              "add to caseload - housebound", "falls referral", "review in 2/52",
                              "continence assessment next visit", "consider referral to Community Matron"], r.randint(2, 4)):
        d.ln("- ", item)
    d.ln("Next visit: ", c.D(c.day(r.randint(1, 14)), r.choice(["wd", "num", "dm"])))
    K.signature(d, c, s, with_lic=r.random() < .6)
    return "initial_home_assessment"


def letter_gp(c):
    r, cc, d = c.rng, c.cc, c.doc
    s = c.staff[0]
    focus = r.choice(FOCI)
    d.ln(("HOSPITAL", c.team))
    if r.random() < .5:
        d.ln(("ORGANIZATION", c.trust))
    d.ln(("STREET", c.base_street), ", ", ("CITY", c.city), " ", ("ZIP", P.postcode(r, cc, c.town)))
    d.ln("Tel: ", ("PHONE", c.team_phone), "  Fax: ", ("FAX", c.team_fax))
    web = ["  Web: ", ("URL", "www.example.%s/%s" % (r.choice(["org", "net"]), c.team.split()[0].lower()))]
    d.ln("Email: ", ("EMAIL", c.team_email), web if r.random() < .5 else None)
    d.ln("")
    d.ln(c.D(c.date, "long"))
    d.ln("")
    d.ln(c.gpname())
    d.ln(("HOSPITAL", c.practice))
    d.ln(("STREET", K.street_line(r, cc)))
    d.ln(("CITY", c.city), " ", ("ZIP", P.postcode(r, cc, c.town)))
    d.ln("")
    d.ln("Dear ", c.dr, ("DOCTOR", c.gp.last), ",")
    d.ln("")
    d.t("Re: ", ("PATIENT", c.pt.fullmid()), "   DOB ", c.D(c.dob, "num"))
    h = c.hid("health")
    d.ln("   ", h[0], " ", (h[2], h[1]))
    d.ln("     ", *c.address())
    d.ln("")
    who = [c.title + " ", ("PATIENT", c.pt.last)]
    if focus == "wound":
        wt, site = C.wound_pick(r)
        d.ln("I am writing to update you regarding ", who, "'s ", wt, " to the ", site,
             ", which we have been dressing since ", c.D(c.day(-r.randint(20, 120)), "long"), ". ",
             "Despite ", r.choice(C.PRIMARY), " and ", r.choice(C.SECONDARY), " the wound has ",
             r.choice(["increased in size (now %.1f x %.1f cm)" % (r.uniform(2, 8), r.uniform(1, 6)),
                       "become malodorous with increased exudate", "developed spreading erythema ~3cm",
                       "shown no improvement over 4 weeks"]), ".")
        d.ln("")
        d.ln("A wound swab was taken on ", c.D(c.day(-r.randint(1, 5))), " (lab no. ", ("IDNUM", "%s%s" % (r.choice(["M", "MB", "W"]), P.rdig(r, 8))),
             "), which grew ", r.choice(["Staph aureus (fluclox sensitive)", "Pseudomonas aeruginosa", "mixed skin flora",
                                         "MRSA - doxycycline sensitive", "beta-haemolytic strep group G"]), ". ",
             "We would be grateful if you could consider ", r.choice(["oral antibiotics", "a prescription for " + r.choice(C.PRIMARY),
                                                                      "referral to Vascular", "a Tissue Viability review"]), ".")
    elif focus == "catheter":
        d.ln(who[0], who[1], " has had ", r.choice(["three", "two", "four"]), " catheter blockages since ",
             c.D(c.day(-r.randint(20, 60)), "long"), ", requiring ", r.choice(["out-of-hours recatheterisation",
                                                                                "early changes", "bladder washouts"]), ". ",
             "Current catheter: ", C.cath_pick(r, c.pt.sex), ".")
        d.ln("")
        d.ln("A CSU was sent on ", c.D(c.day(-r.randint(1, 6))), " (specimen ", ("IDNUM", P.rdig(r, 2) + "-" + P.rdig(r, 7)), "). ",
             "We would be grateful for a prescription of ", r.choice(C.CATH_SUNDRY), " ", r.choice(["twice weekly", "weekly", "x10"]),
             " and a referral to Urology / the Continence Service.")
    elif focus == "insulin":
        d.ln("We visit ", who[0], who[1], " ", r.choice(["once", "twice"]), " daily to administer ",
             r.choice(C.INSULINS)[0], ". Over the last fortnight capillary glucose has ranged ", C.glucose(r, cc, 2.8, 5), " to ",
             C.glucose(r, cc, 15, 27), ", with ", r.choice(["two hypos", "one hypo requiring GlucoGel", "no hypos"]), ".")
        d.ln("")
        d.ln("Latest HbA1c ", "%d mmol/mol" % r.randint(48, 98) if cc != "US" else "%.1f%%" % r.uniform(6.5, 11),
             " on ", c.D(c.day(-r.randint(10, 80))), ". Please could you review the dose, or advise whether the Diabetes ",
             "Specialist Nurse should be involved. Meter serial no. ", ("DEVICE", "%s%s" % (r.choice(["GH", "JX", "CN", "78"]), P.rdig(r, 8))),
             " for remote download.")
    elif focus == "eol":
        d.ln(who[0], who[1], " is deteriorating and we believe is now in the last ", r.choice(["days", "weeks"]), " of life. ",
             "Preferred place of death is home; ", c.nok.rel, " ", ("FAMILY", c.nok.full()), " is aware and supportive.")
        d.ln("")
        d.ln("We would be grateful if you could prescribe anticipatory medicines and complete a ",
             r.choice(["ReSPECT form", "DNACPR", "community medication authorisation (MAR) chart"]), ":")
        for m in r.sample(C.EOL_MEDS, 4):
            d.ln("  - ", m)
        d.ln("Please also notify the Out of Hours service and ", ("HOSPITAL", c.hospice), ".")
    else:
        why = r.choice(["the wound has healed", "no longer housebound", "care is now managed by family", "admitted to "])
        d.ln("Following our assessment on ", c.D(c.day(-r.randint(1, 10)), "long"), ", ", who[0], who[1],
             " has been discharged from the district nursing caseload as ", why,
             ("HOSPITAL", K.carehome_name(r)) if why.endswith("to ") else None,
             ". Observations at discharge: ", C.vitals(r, cc), ".")
    d.ln("")
    d.ln(r.choice(["Please do not hesitate to contact us on ", "If you have any queries please ring the team on ",
                   "We can be reached on "]), ("PHONE", c.team_phone), r.choice([" (08:00-18:00).", ".", " or via the duty DN."]))
    d.ln("")
    d.ln(r.choice(["Yours sincerely", "Kind regards", "Yours sincerely,"]))
    d.ln("")
    d.ln(("DOCTOR", s.full()), " ", s.cred)
    d.ln(s.role, ", ", ("HOSPITAL", c.team))
    if r.random() < .6:
        d.ln(s.lic[0], ": ", ("LICENSE", s.lic[1]))
    d.ln("")
    d.ln("cc: ", ("PATIENT", c.pt.full()), r.choice([" (patient)", ""]))
    if r.random() < .6:
        con = K.make_staff(r, cc, True)
        d.ln("cc: ", r.choice(["Dr ", "Mr " if con.sex == "M" else "Ms "]), ("DOCTOR", con.full()), ", Consultant, ",
             ("HOSPITAL", c.hospital))
    if r.random() < .5:
        d.ln(("DOCTOR", s.initials()), "/", ("DOCTOR", "".join(x[0] for x in c.staff[3].full().split()).lower()))
    return "letter_to_gp"
