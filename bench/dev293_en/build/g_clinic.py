"""Genres: collision follow-up note; driving-related telephone encounter."""

from core import Doc, P, add_days, cap, weekday_on_or_after
import entities as E
import clinical as CL
import render as R
import pools as PL

COLL_KEYS = ["first_seizure", "epilepsy", "syncope", "diabetes", "osa", "dementia", "alcohol", "tia", "icd", "vision"]
MECH = ["rear-ended a stationary vehicle at a junction", "left the road and struck a fence",
        "collided with a parked car while reversing", "drifted across the centre line and sideswiped an oncoming van",
        "ran a red light and was struck on the passenger side", "mounted the kerb and hit a lamp post",
        "failed to stop at a roundabout and hit the car in front", "drove into a ditch on a rural road"]
CAUSE = {"first_seizure": "witnessed jerking of all four limbs by passenger; amnesic for event; tongue bitten",
         "epilepsy": "possible breakthrough focal seizure - missed two doses of medication that week",
         "syncope": "felt lightheaded and 'greyed out' just before; no prodrome otherwise",
         "diabetes": "capillary glucose 2.4 mmol/L at scene per ambulance record; had skipped lunch",
         "osa": "admits to nodding off; had driven 5 hours after a night shift",
         "dementia": "became confused about the route and did not recognise the junction",
         "alcohol": "breath test positive at scene per police",
         "tia": "transient right arm weakness and word-finding difficulty for 20 minutes after the crash",
         "icd": "ICD shock while driving at low speed; device interrogation confirmed VT",
         "vision": "did not see the car approaching from the left; known field defect"}


def gen_collision(rng, country):
    key = rng.choice(COLL_KEYS)
    c = E.mk_ctx(rng, country, age_range=(68, 94) if key in ("dementia", "vision") else (18, 86))
    d = Doc()
    D = c.D
    cond = CL.CONDITIONS[key]
    crash = add_days(c.visit, -rng.randint(2, 40))
    soap = country in ("US", "CA") or rng.random() < 0.3
    site = rng.random() < 0.5
    clinic = c.practice if site else E.Clinic(rng, country, c.hosp, region=c.addr.region_key)
    # header
    d.line(P(clinic.name, "HOSPITAL"), " - ", rng.choice(["Outpatient Clinic Note", "Follow-up Visit", "Consultation",
                                                          "Progress Note", "Fracture and Trauma Follow-up"]))
    if rng.random() < 0.5:
        d.line(P(c.pt.upper_lf(), "PATIENT"), "   ", R.dob_label(c), " ", P(D(c.dob), "DATE"), "   ",
               P(str(c.age), "AGE"), " ", c.pt.sex)
    else:
        d.line("Patient: ", R.pt_name(c, rng.choice(["full", "lf"])), " (", R.age(c), ")   ", R.dob_label(c), ": ",
               P(D(c.dob), "DATE"))
    lab, val, typ = R.id_fields(c, 1)[0]
    d.line(lab, ": ", P(val, typ), "   Encounter #: ", P(c.acct, "ACCOUNT"))
    d.fl("Date of service: {dt}  {tm}", dt=P(D(c.visit), "DATE"), tm="%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)))
    d.line("Provider: ", R.dr(c, c.gp if site else c.cons, rng.choice(["dr_full", "full_cred"])))
    d.nl()
    d.line("SUBJECTIVE" if soap else rng.choice(["History", "HISTORY OF PRESENTING COMPLAINT"]))
    street = E.stem(rng) + " " + rng.choice(PL.STREET_TYPES[country])
    lm = E.named(rng, PL.LANDMARKS, country)
    d.fl("{pt} presents for follow-up after a motor vehicle collision on {dt} at approximately {tm}. {pr} was the "
         "driver, {belt}, and {mech} on {st} near {lm} in {city}.",
         pt=[R.pt_name(c, rng.choice(["title_last", "full", "first"]))] if rng.random() < 0.6 else R.age(c) + [" ", c.pt.sex],
         dt=P(D(crash) if rng.random() < 0.6 else D.wk(crash), "DATE"),
         tm="%02d:%02d" % (rng.randint(6, 22), rng.randint(0, 59)), pr="He" if c.pt.sex == "M" else "She",
         belt=rng.choice(["restrained", "wearing a seatbelt", "restrained, airbags deployed"]),
         mech=rng.choice(MECH), st=P(street, "STREET"), lm=P(lm, "LOCATION_OTHER"), city=P(c.addr.town, "CITY"))
    d.line("Relevant to driving: ", CAUSE[key], ".")
    if rng.random() < 0.6:
        d.fl("Passenger: {rel} {f}{j}, who {w}.", rel=c.rel, f=R.fam(c, "full"),
             j=[", a ", P(rng.choice(PL.RELATIVE_JOBS), "PROFESSION")] if rng.random() < 0.35 else "",
             w=rng.choice(["was uninjured", "gave the history", "called emergency services",
                           "sustained a wrist fracture"]))
    if rng.random() < 0.55:
        other = E.mk_person(rng)
        d.fl("Other driver ({od}) {w}.", od=P(other.full(), "FAMILY"),
             w=rng.choice(["was not injured", "was taken to hospital with neck pain", "has made an insurance claim"]))
    d.fl("Seen in the emergency department at {h} on {dt}: {inv}. Discharged {x}.", h=P(c.hosp, "HOSPITAL"),
         dt=P(D.alt(crash), "DATE"),
         inv="glucose 2.9 on arrival, treated with IV dextrose" if key == "diabetes" else
         rng.choice(["CT head and C-spine - no acute injury", "CT head normal, X-ray R wrist - undisplaced distal radius fracture",
                     "ECG sinus rhythm, troponin negative", "CT C-spine: no fracture; soft collar not required"]),
         x=rng.choice(["same day", "after overnight observation", "the next morning"]))
    if rng.random() < 0.6:
        d.fl("Police attended; incident reference {ir}.{car}", ir=P(rng.choice(["", "CAD ", "RTC/"]) + E.digits(rng, 6) + rng.choice(["", "/" + str(crash.year % 100)]), "IDNUM"),
             car=rng.choice(["", [" Vehicle (", c.car, ", ", P(c.plate, "VEHICLE"), ") written off."],
                              [" Vehicle towed; VIN ", P(c.vin, "VEHICLE"), " noted on tow report."]]))
    if rng.random() < 0.5:
        ins = E.named(rng, PL.INSURER_FORMS, country)
        d.fl("Motor insurer {i}, policy {p}, claim {cl}.", i=P(ins, "ORGANIZATION"),
             p=P("%s%s" % (E.letters(rng, 3), E.digits(rng, 7)), "HEALTHPLAN"),
             cl=P("CLM-%s" % E.digits(rng, 7), "IDNUM"))
    sym = rng.choice(["neck stiffness and headache", "chest wall bruising from the seatbelt", "low back pain",
                      "no pain; anxious about driving", "poor sleep and flashbacks"])
    if c.profession.startswith("retired"):
        d.fl("Currently reports {s}. {job}; lives with {rel}.", s=sym, job=R.job(c.profession, True),
             rel=rng.choice(["wife", "husband", "partner", "daughter", "alone"]) if rng.random() < 0.8 else "family")
    else:
        d.fl("Currently reports {s}. Works as {job}{emp}; {w}.", s=sym,
             job=R.job(c.profession, art=True), emp=rng.choice(["", [" for ", P(c.employer, "ORGANIZATION")]]),
             w=rng.choice(["off work since the collision", "on light duties", "has not returned to work", "back at work"]))
    d.line("PMH: ", rng.choice(cond["names"]), "; ", rng.choice(["hypertension", "asthma", "none other", "GORD", "OA knees"]))
    d.line("Meds: ", "; ".join([rng.choice(cond["meds"])] + rng.sample(CL.OTHER_DRUGS, rng.randint(0, 3))))
    d.line("Allergies: ", rng.choice(["NKDA", "penicillin (rash)", "NKA", "codeine - nausea"]))
    d.nl()
    d.line("OBJECTIVE" if soap else rng.choice(["Examination", "O/E"]))
    d.line(CL.vital_line(rng))
    d.line(rng.choice(["Neck: tender paraspinals, ROM reduced 25% rotation bilaterally; no midline tenderness",
                       "Seatbelt bruising across L chest wall; chest clear", "Neuro: " + CL.neuro_line(rng),
                       "Spurling negative; upper limb neuro intact", "R wrist in cast, fingers NV intact"]))
    if key == "diabetes":
        d.line("HbA1c ", rng.choice(["58 mmol/mol", "8.1%", "64 mmol/mol"]), "; CGM download reviewed - ",
               str(rng.randint(3, 14)), " episodes <3.0 mmol/L in 14 days")
    d.nl()
    d.line("ASSESSMENT" if soap else "Impression")
    d.line("1. MVC - ", rng.choice(["whiplash-associated disorder grade II (WAD II)", "soft tissue injury", "chest wall contusion",
                                     "minor head injury, GCS 15"]),
           rng.choice(["", " (V43.52XD)" if country == "US" else ""]))
    d.line("2. ", cap(rng.choice(cond["names"])), " - probable contributor to the collision")
    d.nl()
    d.line("PLAN" if soap else "Plan")
    d.line("- Advised NOT to drive: ", CL.advice_text(c, key, 1), ".")
    d.line("- ", rng.choice(["Patient agrees to notify the licensing authority", "Physician report to licensing authority completed",
                              "Mandatory report submitted to the Ministry", "Patient will self-report to DVLA" if country == "UK" else
                              "Patient will self-report to the licensing authority"]), ".")
    d.line("- Referral: ", {"first_seizure": "neurology (first seizure clinic)", "epilepsy": "epilepsy nurse specialist",
                            "syncope": "cardiology, ambulatory ECG", "diabetes": "diabetes team (urgent)",
                            "osa": "sleep clinic", "dementia": "memory clinic", "alcohol": "community alcohol service",
                            "tia": "TIA clinic (same week)", "icd": "device clinic", "vision": "eye clinic"}[key],
           rng.choice(["", "; physiotherapy for neck", "; psychology for driving anxiety"]), ".")
    d.fl("- Follow up {dt} or sooner if needed.", dt=P(D(add_days(c.visit, rng.choice([14, 21, 28, 42]))), "DATE"))
    d.nl()
    who = c.gp if site else c.cons
    d.fl("Electronically signed by {n} on {dt} {tm}", n=R.dr(c, who, rng.choice(["full_cred", "dr_full"])),
         dt=P(D.alt(c.visit), "DATE"), tm="%02d:%02d" % (rng.randint(12, 20), rng.randint(0, 59)))
    if rng.random() < 0.3:
        d.line("Scribe: ", P(E.mk_person(rng).full(), "DOCTOR"))
    return d, c, {"genre": "collision_follow_up_note", "country": country}


TEL_REASONS = [
    ("asks whether {pr} can drive after the {ev}", ["first_seizure", "stroke", "tia", "syncope", "icd"]),
    ("reports a hypo while driving home from work", ["diabetes"]),
    ("has received a letter from the licensing authority asking for medical information", ["epilepsy", "osa", "vision"]),
    ("is worried that {pr} keeps getting lost when driving", ["dementia"]),
    ("wants a form completed for the taxi licence renewal", ["hypertension", "diabetes"]),
    ("asks if the new medication is safe to drive on", ["epilepsy", "parkinsons", "osa"]),
    ("reports licence has been revoked and wants to appeal", ["epilepsy", "alcohol", "dementia"]),
    ("says the employer has asked for a fitness-to-drive letter", ["osa", "diabetes", "tia"]),
]


def gen_phone(rng, country):
    reason, keys = rng.choice(TEL_REASONS)
    key = rng.choice(keys)
    c = E.mk_ctx(rng, country, age_range=(70, 93) if key == "dementia" else (19, 88))
    d = Doc()
    D = c.D
    pr = "he" if c.pt.sex == "M" else "she"
    caller_is_pt = rng.random() < 0.45 and key != "dementia"
    h0 = rng.randint(8, 16)
    t0 = "%02d:%02d" % (h0, rng.randint(0, 59))
    taker = c.nurse
    role = rng.choice(["RN", "receptionist", "practice nurse", "MA", "triage nurse", "care navigator"])
    emr = rng.random() < 0.75
    if emr:
        d.line(rng.choice(["TELEPHONE ENCOUNTER", "Telephone Encounter", "Phone Note", "TELEPHONE CONSULTATION"]))
        d.line("Patient: ", R.pt_name(c, rng.choice(["lf", "upper_lf", "full"])), "   ", R.dob_label(c), ": ",
               P(D(c.dob), "DATE"), "   ", rng.choice(["MRN", "Chart", "NHS"] if country == "UK" else ["MRN", "Chart"]), ": ",
               P(c.nhs if country == "UK" and rng.random() < 0.5 else c.mrn, "MRN"))
        d.fl("Date/Time: {dt} {tm}", dt=P(D(c.visit), "DATE"), tm=t0)
        if caller_is_pt:
            d.line("Caller: patient   Callback: ", P(c.mobile, "PHONE"))
        else:
            d.line("Caller: ", R.fam(c, "full"), " (", c.rel, ")   Callback: ", P(c.fam_phone, "PHONE"))
            if rng.random() < 0.25:
                d.line("Caller occupation: ", P(rng.choice(PL.RELATIVE_JOBS), "PROFESSION"), " - calling from work")
        d.line("Taken by: ", P(taker.full(), "DOCTOR"), ", ", role)
        d.nl()
        d.line("Reason for call:")
    else:
        d.fl("{dt} {tm} tel call - {n} ({dob})", dt=P(D(c.visit) if rng.random() < 0.6 else D.wk(c.visit), "DATE"), tm=t0,
             n=R.pt_name(c, rng.choice(["full", "lf", "initials"])), dob=P(D(c.dob), "DATE"))
        if not caller_is_pt:
            d.fl("Caller: {rel} {f} on {ph}", rel=c.rel, f=R.fam(c), ph=P(c.fam_phone, "PHONE"))
    who = ["Pt"] if caller_is_pt else [cap(c.rel), " (", R.fam(c, "first")[0], ")"]
    r = reason.replace("{pr}", pr).replace("{ev}", {"first_seizure": "seizure", "stroke": "stroke", "tia": "TIA",
                                                      "syncope": "faint", "icd": "ICD shock"}.get(key, "event"))
    d.line(who, " ", r, ".")
    ev = add_days(c.visit, -rng.randint(3, 120))
    lines = []
    if key in ("first_seizure", "syncope", "stroke", "tia", "icd"):
        lines.append(["Event was on ", P(D.any(ev), "DATE"), ", seen at ", P(c.hosp, "HOSPITAL"),
                      "; discharge letter ", rng.choice(["received", "not yet received", "on system"]), "."])
    if key == "diabetes":
        lines.append(["Glucose ", "%d.%d" % (rng.randint(2, 3), rng.randint(0, 9)), " mmol/L on ",
                      rng.choice(["Dexcom G7", "FreeStyle Libre 2", "FreeStyle Libre 3", "meter"]), " at the time; pulled over, took glucose tablets, ",
                      "rechecked 5.8 after 15 min. No loss of consciousness."])
    if key == "dementia":
        lines.append([rng.choice(["Drove to ", "Was found at "]), P(E.named(rng, PL.LANDMARKS, country), "LOCATION_OTHER"),
                      " instead of the shops last ", rng.choice(["week", "weekend"]), ". Police brought ", "him" if c.pt.sex == "M" else "her", " home."])
    if key in ("epilepsy", "osa", "vision"):
        lines.append(["Letter ref ", P(c.ref, "IDNUM"), " dated ", P(D(add_days(c.visit, -rng.randint(3, 30))), "DATE"),
                      "; asks for the ", rng.choice(["GP report", "specialist details", "date of last review"]), "."])
    if key == "alcohol":
        lines.append(["Licence revoked ", P(D.my(ev), "DATE"), " after ", rng.choice(["drink-drive conviction", "high risk offender assessment"]),
                      ". Wants copy of ", rng.choice(["LFTs", "CDT results", "alcohol service letter"]), " for the appeal."])
    if key == "hypertension":
        lines.append(["Renewal due ", P(D.my(add_days(c.visit, rng.randint(20, 60))), "DATE"), ". Last BP ",
                      "%d/%d" % (rng.randint(128, 156), rng.randint(78, 96)), " on ", P(D.alt(ev), "DATE"), "."])
    if key == "parkinsons":
        lines.append(["Started ", rng.choice(["ropinirole", "pramipexole", "rotigotine patch"]), " ",
                      P(D.alt(ev), "DATE"), "; some daytime sleepiness, Epworth not done."])
    if key in ("osa", "diabetes", "tia") and rng.random() < 0.6 and not c.profession.startswith("retired"):
        lines.append(["Works as ", R.job(E.working(c), art=True), " for ", P(c.employer, "ORGANIZATION"),
                      "; manager ", P(E.mk_person(rng).full(), "FAMILY"), " asking for clearance by ",
                      P(D.wk(add_days(c.visit, rng.randint(2, 10))), "DATE"), "."])
    for ln in lines:
        d.line(ln)
    d.nl()
    d.line(rng.choice(["Advice given:", "Action:", "Plan:"]))
    d.line("- ", rng.choice(["Advised not to drive until reviewed (guidance: ", "Reinforced no driving (",
                              "Advice per guidance ("]), CL.advice_text(c, key, 1), ").")
    if rng.random() < 0.4:
        d.line("- Previous note ", P(D.alt(add_days(c.visit, -rng.randint(30, 400))), "DATE"), " by ",
               R.dr(c, E.mk_person(rng), "dr_last"), " reviewed; ", rng.choice(["same advice documented", "no driving advice recorded",
                                                                              "specialist letter scanned"]), ".")
    d.line("- ", rng.choice(["Routed to ", "Message sent to ", "Tasked to "]),
           R.dr(c, c.gp, rng.choice(["dr_last", "dr_full"])), rng.choice([" for review.", " - please call back.", " (urgent)."]))
    if rng.random() < 0.5:
        d.fl("- Appointment booked {dt} at {tm} with {doc}.", dt=P(D.wk(weekday_on_or_after(add_days(c.visit, rng.randint(1, 14)))), "DATE"),
             tm="%02d:%02d" % (rng.randint(8, 17), rng.choice([0, 10, 20, 30, 40, 50])),
             doc=R.dr(c, c.gp, "dr_last"))
    if rng.random() < 0.5:
        d.line("- Caller verbalised understanding", rng.choice(["", "; advised to call 999 if further event" if country == "UK"
                                                                 else "; advised to call emergency services if further event"]), ".")
    d.nl()
    if rng.random() < 0.7:
        t1 = "%02d:%02d" % (rng.randint(h0 + 1, 19), rng.randint(0, 59))
        d.fl("{tm} {doc}: {msg}", tm=t1, doc=R.dr(c, c.gp, rng.choice(["dr_last", "dr_init"])),
             msg=rng.choice(["Spoke to patient. Confirmed no driving. Form to be completed once specialist letter received.",
                             "Called back - no answer, left voicemail to ring surgery.",
                             "Discussed with patient; will need to notify the authority. Documented.",
                             "Agree with advice. Please book double appointment for driving medical.",
                             ["Called ", R.fam(c, "first")[0], " back on ", P(c.fam_phone, "PHONE"), "; explained rules."]
                             if not caller_is_pt else ["Called patient back on ", P(c.mobile, "PHONE"), "; explained rules."]]))
    if rng.random() < 0.55:
        u = (taker.first[0] + taker.last).lower().replace("'", "")[:8] + str(rng.randint(1, 99))
        d.line(rng.choice(["Entered by: ", "Created by user ", "Author: "]), P(u, "USERNAME"),
               rng.choice(["", [" @ ", P(E.private_ip(rng), "IPADDR")], [" (workstation ", P(E.private_ip(rng), "IPADDR"), ")"]]),
               " ", P(D.alt(c.visit), "DATE"), " ", t0)
    return d, c, {"genre": "driving_telephone_encounter", "country": country}
