"""Clinical incident scenarios, part B (identification, discharge, transport, IG, never events...)."""
import datetime

from phi import device_id, idnum, vehicle, ipaddr, digits
from clin_a import tm, S, PT, D, SCEN_A
import pools_places as PP


def scen_misid(rng, c):
    spec = idnum(rng, "specimen", c.year)
    order = idnum(rng, "order", c.year)
    narr = ["Blood sample (specimen ", (spec, "IDNUM"), ", order ", (order, "IDNUM"), ") labelled with ", PT(c, "LAST_first"),
            "'s details was found to contain blood from the patient in the adjacent bed (bed ", (str(int(c.bed) + 1), "LOCATION_OTHER"),
            "). Group and save showed a different ABO group from the historical record (WBIT - wrong blood in tube). ",
            "The sample was taken by ", S(c, "junior", "full"), " at ", tm(rng), " on ", D(c, c.d_inc),
            "; labels were pre-printed at the nurses' station and taken to the bedside for two patients at once. Positive patient ID (name, DOB, hospital number against wristband) was not performed. ",
            "Transfusion lab (BMS on duty) rejected the sample per BSH guidelines; no transfusion took place."]
    imm = ["Both patients re-bled with correct ID; both informed; transfusion practitioner notified."]
    cf = ["Pre-printing of labels away from the bedside.", "Interrupted task - the doctor was bleeped twice during phlebotomy.",
          "Wristband of the adjacent patient was illegible after repeated hand-gel exposure."]
    recs = ["Introduce bedside label printers (PDA-based positive patient identification) on all adult wards.",
            "Transfusion practitioner to deliver sampling competency updates to resident doctors at induction."]
    return {"key": "misid", "cat": "Patient identification", "sub": "Wrong blood in tube",
            "title": "Wrong blood in tube (WBIT) - sample mislabelling", "harm": "No harm",
            "short": "the mix-up with %s blood test" % c.his, "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["how %s blood test got mixed up with another patient" % c.his, "whether any treatment was given in error"]}


def scen_discharge(rng, c):
    what = rng.choice(["with a peripheral cannula still in situ", "without the prescribed enoxaparin",
                       "without a care package restart being arranged", "with another patient's discharge letter",
                       "at 23:40 by taxi without informing the family"])
    narr = [PT(c, "title_full"), " was discharged from ", (c.ward, "HOSPITAL"), " on ", D(c, c.d_dis), " ", what, ". ",
            "The discharge checklist was signed by ", S(c, "nurse2", "full"), " but sections 4 (lines/devices) and 7 (TTOs) were blank. ",
            "The ", c.fam[0].rel, ", ", c.fam[0].n("full"), ", contacted the ward the following day. District nurses from ",
            (c.gp, "HOSPITAL"), " were asked to visit; ", c.he, " was seen on ", D(c, c.d_dis + datetime.timedelta(days=2)),
            ". Social care agency (", (c.agency, "ORGANIZATION"), ") had not been notified of the discharge date."]
    imm = ["Discharge lounge procedure reviewed; apology given by the ward manager by telephone."]
    cf = ["Bed pressures: the hospital was at OPEL 4 and the site team asked for 6 discharges before 12:00.",
          "Discharge checklist not reviewed by a second person.", "Electronic discharge summary (EDS) completed after the patient had left."]
    recs = ["Discharge checklist to be completed and reviewed at the bedside with the patient or carer.",
            "Site team to stop late-evening discharges for patients over 75 without family agreement.",
            "EDS must be completed before TTOs are dispensed."]
    return {"key": "discharge", "cat": "Transfer/discharge", "sub": "Unsafe discharge",
            "title": "Unsafe discharge - %s" % what, "harm": rng.choice(["Low harm", "Moderate harm", "No harm"]),
            "short": "the way %s was discharged" % c.he, "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["why %s was sent home %s" % (c.he, what), "why the family were not told about the discharge"]}


def scen_ambulance(rng, c):
    reg = vehicle(rng, c.country)
    fleet = rng.choice([vehicle(rng, c.country), vehicle(rng, c.country, vin=True)])
    hrs = rng.choice(["4 hours 35 minutes", "6 hours 10 minutes", "9 hours", "3 hours 50 minutes"])
    narr = ["On ", D(c, c.d_inc), " ", PT(c, "full"), " was conveyed to ", (c.hosp, "HOSPITAL"), " by ambulance (registration ", (reg, "VEHICLE"),
            ") arriving at ", tm(rng), ". Handover was delayed by ", hrs, " due to ED crowding (27 patients waiting for beds). ",
            "While on the vehicle ", c.he, " was observed by the crew only; a NEWS2 of 3 rose to 7 without escalation to ED staff. ",
            "A second vehicle (", rng.choice(["VIN ", "reg. "]), (fleet, "VEHICLE"), ") was also held in the cohort area. Once in ED, ",
            c.he, " was diagnosed with ", rng.choice(["a STEMI", "an ischaemic stroke outside the thrombolysis window", "a ruptured AAA", "neutropenic sepsis"]), "."]
    imm = ["Escalated to the regional duty manager; joint review with the ambulance service agreed."]
    cf = ["Exit block: no inpatient beds; 41 patients with no criteria to reside.",
          "No ED clinician allocated to the ambulance cohort area.", "Crew unaware of the 'rapid release' protocol."]
    recs = ["Implement a 45-minute maximum handover with a 'release to respond' trigger.",
            "Allocate an ED nurse to the cohort area whenever more than 3 ambulances are waiting.",
            "Joint learning review with the ambulance service."]
    return {"key": "ambulance", "cat": "Access, admission, transfer", "sub": "Ambulance handover delay",
            "title": "Prolonged ambulance handover delay with deterioration", "harm": rng.choice(["Moderate harm", "Severe harm"]),
            "short": "the long wait in the ambulance", "narr": narr, "imm": imm, "cf": cf, "recs": recs, "veh": reg,
            "concern": ["why %s was left in the ambulance for %s" % (c.he, hrs), "who was responsible for %s care while outside" % c.his]}


def scen_carpark(rng, c):
    reg = vehicle(rng, c.country)
    reg2 = vehicle(rng, c.country)
    f = c.fam[0]
    narr = ["At ", tm(rng), " on ", D(c, c.d_inc), " security were called to the visitor car park outside the ", (c.building, "LOCATION_OTHER"),
            ". ", f.n("full"), " (", f.rel, " of patient ", PT(c, "full"), ") reported that a vehicle, registration ", (reg, "VEHICLE"),
            ", had reversed into ", f.n("first"), " while ", "they" if f.sex is None else ("she" if f.sex == "F" else "he"),
            " was helping the patient from a wheelchair into their own car (reg. ", (reg2, "VEHICLE"), "). The patient was knocked to the ground. ",
            "Security officer ", c.extra_staff[3].n("full"), " attended and retrieved CCTV. Patient assessed in ED: abrasions to both forearms, no fracture. Police informed (ref ",
            (idnum(rng, "police", c.year), "IDNUM"), ")."]
    imm = ["CCTV preserved; area cordoned off; estates asked to review the drop-off bay layout."]
    cf = ["Drop-off bay shared with through-traffic to the staff car park.", "No porter support available for discharge to car."]
    recs = ["Re-design the drop-off area with a pedestrian-only zone.", "Porter escort for wheelchair discharges to the car park."]
    return {"key": "carpark", "cat": "Security/Environment", "sub": "Vehicle incident on hospital grounds",
            "title": "Patient struck by reversing vehicle in the visitor car park", "harm": "Low harm",
            "short": "what happened in the car park", "narr": narr, "imm": imm, "cf": cf, "recs": recs, "veh": reg,
            "concern": ["why there was no porter to help", "why cars are allowed to drive through the drop-off area"]}


def scen_ig(rng, c):
    ip1, ip2 = ipaddr(rng), ipaddr(rng)
    u = c.extra_staff[0].user
    kind = rng.choice(["access", "letter", "email"])
    if kind == "access":
        narr = ["Privacy monitoring (FairWarning-style audit) flagged that user ", (u, "USERNAME"), " (", c.extra_staff[0].n("full"),
                ", ", c.extra_staff[0].role, ") accessed the electronic record of ", PT(c, "full"), " (", (c.mrn, "MRN"),
                ") 14 times between ", D(c, c.d_inc), " and ", D(c, c.d_rep), " from workstation ", (ip1, "IPADDR"),
                " and remotely from ", (ip2, "IPADDR"), ". The member of staff had no clinical involvement. The patient is a neighbour of the staff member."]
        sub = "Inappropriate access to records"
        title = "Inappropriate access to an electronic health record"
    elif kind == "letter":
        narr = ["A clinic letter concerning ", PT(c, "full"), " (", (c.mrn, "MRN"), ") was posted to ", c.addr(", "),
                " - an old address - on ", D(c, c.d_inc), ". The current occupant returned it unopened. The PAS had been updated but the letter template pulled the GP-registered address. Audit log shows the letter generated by ",
                (u, "USERNAME"), " from ", (ip1, "IPADDR"), "."]
        sub = "Disclosure in error - post"
        title = "Clinic letter sent to previous address"
    else:
        narr = ["An e-mail containing a discharge summary for ", PT(c, "full"), " was sent in error to ", (c.fam[0].email, "EMAIL"),
                " rather than the GP practice NHSmail account. The sender (", (u, "USERNAME"), ") used the autocomplete function. Message trace: sent from ",
                (ip1, "IPADDR"), " at ", tm(rng), " on ", D(c, c.d_inc), "."]
        sub = "Disclosure in error - e-mail"
        title = "Discharge summary e-mailed to the wrong recipient"
    imm = ["Caldicott Guardian and DPO informed; 72-hour ICO reportability assessment commenced (score 1 / 2 - not reportable / reportable to be confirmed)."]
    cf = ["Role-based access allows all clinical staff to open any record.", "Autocomplete enabled in the mail client.",
          "Annual IG training 11 months overdue for the staff member."]
    recs = ["Introduce 'break the glass' prompts for records of staff and VIP patients.", "Disable autocomplete for external domains.",
            "Remind staff of the IG policy via the weekly bulletin."]
    return {"key": "ig", "cat": "Information governance", "sub": sub, "title": title, "harm": "No harm",
            "short": "the data breach", "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["who else has seen %s records" % c.his, "what disciplinary action will be taken"]}


def scen_swab(rng, c):
    op = rng.choice(["laparoscopic-assisted anterior resection", "total abdominal hysterectomy", "emergency laparotomy",
                     "caesarean section", "Hartmann's procedure", "right hemicolectomy"])
    narr = [PT(c, "title_last"), " underwent ", op, " on ", D(c, c.d_adm), " in theatre ", (str(rng.randint(1, 14)), "LOCATION_OTHER"),
            " under ", S(c, "cons", "title_last"), ". The swab count at closure was recorded as correct. ", c.he.capitalize(),
            " re-presented on ", D(c, c.d_inc), " with pain and fever; CT showed a retained radio-opaque swab (RFO). Removed at re-laparotomy. ",
            "This meets the Never Events criteria (retained foreign object post-procedure)."]
    imm = ["Reported as a Never Event within 2 working days; theatre team interviewed; WHO checklist records secured."]
    cf = ["Count was performed during a staff handover (scrub nurse changed at 13:00).", "Swabs used to pack the pelvis were not recorded on the whiteboard.",
          "Sign-out was conducted while the consultant was leaving the theatre."]
    recs = ["No scrub handover during closure except in emergencies.", "Use of X-ray detectable swabs with RFID counting in main theatres.",
            "Observational audit of WHO sign-out, 20 cases per month."]
    return {"key": "swab", "cat": "Surgical", "sub": "Never Event - retained foreign object", "title": "Retained surgical swab following %s" % op,
            "harm": "Severe harm", "short": "the swab left inside %s" % c.him, "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["how a swab could be left behind", "whether the count was actually done"]}


def scen_abscond(rng, c):
    lm = rng.choice(PP.LANDMARKS)
    narr = [PT(c, "first"), " (detained under Section 3 MHA 1983, section 17 leave suspended) left ", (c.ward, "HOSPITAL"), " at approx. ", tm(rng),
            " on ", D(c, c.d_inc), " by following a visitor through the airlock. Absence noticed at the ", tm(rng), " intermittent observations (level 2, every 15 mins). ",
            "Police notified (ref ", (idnum(rng, "police", c.year), "IDNUM"), "); ", c.he, " was found by police near ", (lm, "LOCATION_OTHER"),
            " at ", tm(rng), " and returned unharmed. ", c.fam[0].n("title_last"), " (", c.fam[0].rel, ") had phoned the ward at ", tm(rng),
            " after receiving a text from ", c.him, "."]
    imm = ["Observation level increased to 1:1 (level 3) for 24 hrs; MDT review; family informed."]
    cf = ["Airlock door second release operated before the first door closed (fault reported twice).",
          "Observation round delayed by an incident elsewhere on the ward."]
    recs = ["Estates to repair and test the airlock interlock weekly.", "Review observation policy for patients with recent suicidal ideation."]
    return {"key": "abscond", "cat": "Mental health", "sub": "Absent without leave (AWOL)", "title": "Detained patient absent without leave",
            "harm": "No harm", "short": "the AWOL episode", "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["how %s got out of a locked ward" % c.he, "why the family had to tell the ward %s was missing" % c.he]}


def scen_dnacpr(rng, c):
    narr = ["A DNACPR decision (ReSPECT form) was made for ", PT(c, "full"), " on ", D(c, c.d_inc), " by ", S(c, "junior", "title_full"),
            " at 03:00 without discussion with the patient or ", c.his, " ", c.fam[0].rel, " (", c.fam[0].n("full"),
            "), who holds Lasting Power of Attorney for health and welfare. The form recorded 'family not contactable', although the ", c.fam[0].rel,
            "'s mobile (", (c.fam[0].phone, "PHONE"), ") was on the front sheet. The family discovered the form on ", D(c, c.d_dis),
            " when the patient was transferred to ", (c.care_home, "HOSPITAL"), "."]
    imm = ["Consultant ", S(c, "cons", "title_last"), " reviewed the decision with the family on the same day; decision upheld but communication failures acknowledged."]
    cf = ["Overnight decisions were not reviewed on the post-take ward round.", "NOK contact details not transferred to the EPR."]
    recs = ["Audit of DNACPR/ReSPECT documentation against the Resuscitation Council standards.",
            "Overnight DNACPR decisions to be reviewed by the consultant within 24 hours."]
    return {"key": "dnacpr", "cat": "Communication", "sub": "DNACPR - failure to involve", "title": "DNACPR decision without discussion with LPA",
            "harm": "No harm", "short": "the resuscitation decision", "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["why the family were not consulted about the DNACPR", "why the LPA was ignored"]}


def scen_ngt(rng, c):
    narr = ["A nasogastric tube was inserted for ", PT(c, "title_last"), " on ", D(c, c.d_inc), " at ", tm(rng),
            " by ", S(c, "nurse1", "full"), ". Aspirate pH was 6.5 and a chest X-ray was requested; the X-ray was interpreted by ",
            S(c, "junior", "title_last"), " as 'tube in stomach' although the tip was in the right lower lobe bronchus. Feed (Nutrison 1.0) was started at 30 mL/h. ",
            "The patient developed desaturation (SpO2 84%) 3 hours later. Feeding stopped; CXR reviewed by the radiologist; aspiration pneumonia treated with co-amoxiclav."]
    imm = ["Feed stopped; tube removed; Never Event reported; resident doctor supported and competency re-assessment arranged."]
    cf = ["CXR interpretation by a doctor without NG placement competency sign-off.", "The four criteria for tube position were not documented."]
    recs = ["Only clinicians with a signed competency may confirm NG placement on CXR.", "Add the 4 criteria to the EPR NG placement form."]
    return {"key": "ngt", "cat": "Nutrition/Feeding", "sub": "Never Event - misplaced NG tube", "title": "Misplaced nasogastric tube used for feeding",
            "harm": "Severe harm", "short": "the feeding tube", "narr": narr, "imm": imm, "cf": cf, "recs": recs,
            "concern": ["why the X-ray was misread", "why feeding was started"]}


SCEN_B = [scen_misid, scen_discharge, scen_ambulance, scen_carpark, scen_ig, scen_swab, scen_abscond, scen_dnacpr, scen_ngt]
ALL = SCEN_A + SCEN_B


def pick(rng, c, only=None):
    pool = [f for f in ALL if only is None or f.__name__ in only]
    ok = []
    for f in pool:
        if f.__name__ == "scen_maternity" and not (c.pt.sex == "F" and 18 <= c.age <= 44):
            continue
        if f.__name__ == "scen_swab" and c.age < 18:
            continue
        ok.append(f)
    if not ok:
        ok = [f for f in ALL if f.__name__ in ("scen_fall", "scen_discharge", "scen_ig")]
    return rng.choice(ok)(rng, c)
