"""Genres: first seizure clinic letter; fitness-to-drive letter/report."""
import datetime as dt

import clin as C
import parts as T
import pools as P
from common import pick, chance

DRIVING_RULE = {
    "UK": "the DVLA guidance: after a first unprovoked seizure a Group 1 licence holder must not drive for 6 months (12 months if further risk factors), and for Group 2 (HGV/PCV) 5 years",
    "IE": "the RSA Slainte agus Tiomaint medical fitness guidelines (generally 6 months seizure free after a first unprovoked seizure for Group 1)",
    "US": "state law (most states require a seizure-free interval of 3 to 6 months; the physician is not the reporting party in this state)",
    "CA": "the CCMTA medical standards and provincial reporting requirements",
    "AU": "the Austroads Assessing Fitness to Drive standards (a first seizure generally requires a 6-month non-driving period for private vehicles)",
}
AUTH = {"UK": "the DVLA", "IE": "the NDLS", "US": "the state DMV", "CA": "the Ministry of Transportation",
        "AU": "the state driver licensing authority"}


def _event(n, ctx, k, day):
    r = ctx.r
    p = k.p
    where = pick(r, ["at home", "at work", "in a supermarket", "while out running", "in bed", "at the bus stop", "landmark"])
    n.w("On ", ("DATE", ctx.d(day, pick(r, ["wd_long", "long", "ord", None]))), " at around %02d:%02d " % (r.randint(5, 22), pick(r, [0, 10, 15, 30, 45])))
    if where == "at work":
        n.w(T.he(k), " was at work at ", ("ORGANIZATION", k.employer))
    elif where == "landmark":
        n.w(T.he(k), " was near ", ("LOCATION_OTHER", pick(r, P.LANDMARKS)))
    else:
        n.w(T.he(k), " was ", where)
    n.w(" when ", T.he(k), " was seen by ", T.his(k), " ", k.rel_word, " ", ctx.nm(k.rel, "FAMILY", pick(r, ["first", "full"])),
        " to have ", pick(r, C.WITNESS_DESC), ". Afterwards ", T.he(k), " ", pick(r, C.POSTICTAL), ". ")
    n.w(pick(r, ["An ambulance was called and " + T.he(k) + " was taken to", "Paramedics attended and " + T.he(k) + " was conveyed to",
                 T.his(k, True) + " family drove " + T.him(k) + " to", T.he(k, True) + " self-presented to"]), " the Emergency Department at ",
        ("HOSPITAL", ctx.hospital()), ". ")
    n.w(pick(r, ["GCS was 13/15 on arrival, improving to 15/15 within the hour. ", "Capillary glucose was 6.1 mmol/L. ",
                 "CT head was reported as normal. ", "Bloods including CK were taken. "]))
    n.ln()


def first_seizure_letter(n, ctx, k):
    r = ctx.r
    p = k.p
    clinic = ctx.days_ago(0, 3)
    ev = ctx.days_ago(10, 80)
    if ctx.c in ("US", "CA") and chance(r, .6):
        return _first_seizure_us(n, ctx, k, clinic, ev)
    T.letterhead(n, ctx, k, pick(r, ["Department of Neurology - First Seizure Clinic", "Rapid Access First Seizure Service",
                                     "Neurosciences Directorate\nFirst Fit Clinic", "Epilepsy Service - First Seizure Clinic"]))
    n.ln("Date dictated: ", ("DATE", ctx.d(clinic)))
    n.ln("Clinic date: ", ("DATE", ctx.d(clinic, pick(r, ["wd_long", None, "long"]))))
    if chance(r, .5):
        n.ln("Our ref: ", ("IDNUM", ctx.idnum("ref")))
    n.w("\n")
    T.gp_address(n, ctx, k)
    n.ln("Dear ", ctx.nm(k.gp, "DOCTOR", "title_last"), ",")
    n.w("\n")
    T.banner(n, ctx, k, pick(r, ["re", "re", "caps"]))
    n.ln("Diagnosis:")
    dx = pick(r, ["First unprovoked generalised tonic-clonic seizure", "Probable first focal to bilateral tonic-clonic seizure",
                  "Two unprovoked seizures - meets criteria for epilepsy", "Convulsive syncope (not epileptic)",
                  "First seizure, provoked by sleep deprivation and alcohol"])
    n.ln("1. ", dx, " on ", ("DATE", ctx.d(ev)))
    if chance(r, .5):
        n.ln("2. Possible earlier ", pick(r, ["myoclonic jerks", "focal aware seizures (deja vu)", "nocturnal events"]), " since ", ("DATE", ctx.d(ctx.days_ago(200, 900), "my")))
    n.w("\n")
    n.ln("Plan:")
    plans = ["EEG (sleep-deprived) - requested", "MRI brain epilepsy protocol - requested",
             "No anti-seizure medication at present; discussed recurrence risk (approximately 40% at 2 years)",
             "Commence " + C.asm(r) + ", titrating over 4 weeks", "Driving advice given (see below)",
             "Seizure safety leaflet given; avoid bathing alone, swimming unsupervised and working at heights",
             "Review in the first seizure clinic in 3 months"]
    for i, s in enumerate(r.sample(plans, r.randint(3, 6))):
        n.ln("%d. %s" % (i + 1, s))
    n.w("\n")
    n.w("Thank you for referring this ", T.age(ctx, p.age, pick(r, ["yo_hyph", "words", "yo_hyph"])), " ")
    n.w(T.job(k), " ", pick(r, ["whom I saw", "who attended", "who was seen"]), " in the first seizure clinic today")
    if chance(r, .6):
        n.w(", accompanied by ", T.his(k), " ", k.rel_word, " ", ctx.nm(k.rel, "FAMILY", pick(r, ["first", "title_last", "full"])))
    n.ln(".")
    n.w("\n")
    _event(n, ctx, k, ev)
    n.w("\n")
    if chance(r, .6):
        n.w("On direct questioning ", T.he(k), " describes ", pick(r, ["brief jerks of the arms in the morning", "episodes of deja vu with a rising feeling", "no previous events"]),
            pick(r, [" going back to ", " since around "]), ("DATE", ctx.d(ctx.days_ago(365, 2500), pick(r, ["y", "my"]))), ". ")
    n.w("There is a history of ", pick(r, ["febrile convulsions aged ", "a head injury with brief loss of consciousness aged ", "meningitis aged "]),
        ("AGE", str(r.randint(1, 14))), ". ")
    if chance(r, .5):
        n.w("A ", pick(r, ["maternal cousin", "paternal uncle", "younger brother", "sister"]), " has epilepsy. ")
    else:
        n.w("There is no family history of epilepsy. ")
    n.ln("Triggers identified include ", ", ".join(r.sample(C.TRIGGERS, 2)), ".")
    n.w("\n")
    n.ln("Past medical history: ", ", ".join(r.sample(C.COMORB, r.randint(1, 3))), ".")
    meds = r.sample(C.other_meds(p.sex), r.randint(0, 2))
    n.ln("Medication: ", "; ".join(meds) if meds else "nil regular", ". Allergies: ", pick(r, ["NKDA", "penicillin (rash)", "none known"]), ".")
    n.w("Social: ", T.he(k, True), " ", T.works(k))
    if not k.retired and chance(r, .5):
        n.w(" for ", ("ORGANIZATION", k.employer))
    n.w(" and lives in ", pick(r, ["a flat in ", "a house in ", ""]), ("CITY", k.addr["town"]))
    n.w(" with ", T.his(k), " ", k.rel_word, ". ")
    n.ln("Alcohol %d units/week, %s. %s." % (r.randint(0, 30), pick(r, ["non-smoker", "smokes 10/day", "ex-smoker"]),
                                                pick(r, ["Holds a Group 1 licence", "Drives daily", "Does not drive", "Holds a Group 2 licence"])))
    if chance(r, .3):
        n.ln(T.he(k, True), " was born in ", ("COUNTRY", pick(r, P.ABROAD)), " and moved here in ", ("DATE", str(ctx.today.year - r.randint(2, 20))), ".")
    n.w("\n")
    n.ln("Examination: ", C.vitals(r), ". ", pick(r, C.EXAM))
    n.ln("Investigations: ", C.ecg(r), " Bloods (", ("DATE", ctx.d(ev, "dm_num")), "): ", C.bloods(r), ".")
    n.w("\n")
    n.ln(pick(r, ["Impression: ", "Opinion: ", ""]), "I think the history is typical of ", pick(r, ["an unprovoked generalised tonic-clonic seizure", "a focal onset seizure with bilateral spread", "convulsive syncope rather than an epileptic seizure"]),
         ". ", pick(r, ["I have arranged an EEG and MRI and will see ", "We will review "]), T.him(k), " with the results.")
    n.w("\n")
    n.ln("Driving: I explained ", DRIVING_RULE[ctx.c], " and that it is ", T.his(k), " legal responsibility to inform ", AUTH[ctx.c], ". This was documented.")
    if chance(r, .5):
        n.ln("Information: ", ("URL", ctx.url()), pick(r, ["", " (first seizure leaflet)"]))
    n.ln("Our epilepsy nurse specialists ", ctx.nm(k.nurse, "DOCTOR", "full"), pick(r, [" and ", " / "]),
         ctx.nm(ctx.clin(), "DOCTOR", "full"), " can be contacted on ", ("PHONE", ctx.phone(ext=chance(r, .3))), ".")
    if chance(r, .5):
        n.ln("Follow-up: ", ("DATE", ctx.d(ctx.days_after(60, 110), pick(r, ["my", None, "long"]))), pick(r, ["", " (with EEG result)", " - telephone clinic"]))
    n.w("\n")
    T.signature(n, ctx, k.cons, pick(r, ["Consultant Neurologist", "Consultant Neurologist and Epileptologist", "Specialty Registrar in Neurology"]))
    if chance(r, .6):
        T.dictation(n, ctx, k.cons, ctx.clin(sex="F"), clinic, ctx.days_after(1, 5))
    T.cc(n, ctx, k)


def _first_seizure_us(n, ctx, k, clinic, ev):
    r = ctx.r
    p = k.p
    n.ln(("HOSPITAL", k.hosp), " - ", pick(r, ["First Seizure Clinic", "Epilepsy Center, New Patient Visit", "Neurology Outpatient Clinic"]))
    n.ln("NEW PATIENT CONSULTATION")
    n.ln("Patient: ", ctx.nm(p, "PATIENT", pick(r, ["caps", "lastfirst", "full"])), "   DOB: ", ("DATE", ctx.d(p.dob)), "   MRN: ", ("MRN", k.mrn))
    n.ln("Visit date: ", ("DATE", ctx.d(clinic)), "   Encounter #: ", ("ACCOUNT", ctx.account()))
    if chance(r, .6):
        n.w(k.hp_lab, ": ", ("HEALTHPLAN", k.hp))
        if chance(r, .5):
            n.w("   Group: ", ("HEALTHPLAN", ctx.digits(6)))
        n.ln()
    if k.ssn and chance(r, .5):
        n.ln(k.ssn_lab, ": ", ("SSN", k.ssn))
    n.ln("Referring provider: ", ctx.doc(k.gp, "full_cred"), ", ", ("HOSPITAL", k.practice))
    n.ln("Attending: ", ctx.doc(k.cons, "full_cred"))
    n.w("\n")
    n.ln("CHIEF COMPLAINT: ", pick(r, ["First-time seizure.", "\"Passed out and shook\".", "Possible seizure."]))
    n.w("\n")
    n.w("HPI: ", T.age(ctx, p.age, pick(r, ["yo", "y/o", "yo_hyph", "sex"]), sex=p.sex), " ", pick(r, ["right-handed", "left-handed"]), " ",
        T.job(k), " with a history of ", ", ".join(r.sample(C.COMORB, 2)), " presenting after a first event. ")
    _event(n, ctx, k, ev)
    n.ln("Denies prior staring spells, auras or nocturnal tongue biting. No recent illness. Slept %d hours the night before." % r.randint(3, 8))
    n.w("\n")
    n.ln("PMH: ", ", ".join(r.sample(C.COMORB, 2)), ".  PSH: ", pick(r, ["appendectomy", "none", "ACL repair"]), ".")
    n.ln("MEDS: ", "; ".join(r.sample(C.other_meds(p.sex), 2)), ".")
    n.ln("FHx: ", pick(r, ["Mother with migraine, no epilepsy.", "Brother had febrile seizures.", "Noncontributory."]))
    n.w("SHx: Lives in ", ("CITY", k.addr["town"]), ", ", ("STATE", k.addr["region"][1]), " with ", T.his(k), " ", k.rel_word, " ", ctx.nm(k.rel, "FAMILY", "first"),
        ". ", T.works(k, True), ". ")
    n.ln("%d drinks/week, no drugs. Drives." % r.randint(0, 14))
    n.w("\n")
    n.ln("EXAM: ", C.vitals(r))
    n.ln(pick(r, C.EXAM))
    n.w("\n")
    n.ln("DATA: ", C.ecg(r), " ", C.bloods(r), ". CT head ", ("DATE", ctx.d(ev, "dm_num")), ": no acute process.")
    n.w("\n")
    n.ln("ASSESSMENT/PLAN:")
    n.ln("# First unprovoked seizure (ICD-10 R56.9 vs G40.909)")
    n.ln("- Routine EEG with sleep, order ", ("IDNUM", ctx.idnum("order")))
    n.ln("- MRI brain with and without contrast, epilepsy protocol")
    n.ln("- ", pick(r, ["Hold ASM for now; risks/benefits reviewed.", "Start " + C.asm(r) + "."]))
    n.ln("- Driving: counseled per ", DRIVING_RULE[ctx.c], ".")
    n.ln("- Seizure precautions reviewed (no swimming alone, no heights, showers not baths).")
    n.ln("- RTC ", pick(r, ["6-8 weeks", "3 months", "after EEG"]), "; patient portal: ", ("URL", ctx.url()))
    n.w("\n")
    n.ln(ctx.doc(k.cons, "full_cred"), pick(r, [" - Epileptologist", " - Neurology", ""]))
    lab, val = ctx.doc_reg()
    n.ln(lab, " ", ("LICENSE", val))
    if chance(r, .7):
        T.audit(n, ctx, k.cons, clinic)


def driving_letter(n, ctx, k):
    r = ctx.r
    p = k.p
    today = ctx.today
    last = ctx.days_ago(30, 500)
    form = chance(r, .45)
    if form:
        n.ln(pick(r, ["MEDICAL REPORT - FITNESS TO DRIVE (EPILEPSY/SEIZURES)", "Confidential medical report: seizures and driving",
                      "Driver Medical Examination - Neurological"]))
        n.ln("Completed by the treating clinician at ", ("HOSPITAL", k.hosp))
        n.w("\n")
        n.ln("Section 1 - Applicant")
        n.ln("  Surname: ", ("PATIENT", p.last.upper() if chance(r, .5) else p.last), "    Forenames: ", ("PATIENT", p.first + ((" " + p.middle) if p.middle else "")))
        n.ln("  Date of birth: ", ("DATE", ctx.d(p.dob)), "    Age: ", ("AGE", str(p.age)))
        n.ln("  Address: ", ctx.addr_items(k.addr))
        n.ln("  Driver licence no.: ", ("LICENSE", ctx.driving_lic(p)), "    Licence class: ", pick(r, ["Group 1 (car)", "Group 2 (LGV)", "Class 5", "Class C", "Class A/B"]))
        if chance(r, .7):
            n.ln("  Vehicle registration: ", ("VEHICLE", ctx.vehicle()), pick(r, ["", "   VIN: "]), ("VEHICLE", ctx.vin()) if chance(r, .25) else "")
        n.ln("  Occupation: ", T.job(k))
        n.ln("  ", k.mrn_lab, ": ", ("MRN", k.mrn))
        if k.ssn and chance(r, .6):
            n.ln("  ", k.ssn_lab, ": ", ("SSN", k.ssn))
        n.w("\n")
        n.ln("Section 2 - Seizure history")
        n.ln("  Date of first seizure: ", ("DATE", ctx.d(ctx.days_ago(600, 4000), pick(r, [None, "my"]))))
        n.ln("  Date of most recent seizure: ", ("DATE", ctx.d(last)))
        n.ln("  Seizure type(s): ", pick(r, C.SEIZ_TYPES))
        n.ln("  Seizures only from sleep?  [", pick(r, ["X", " "]), "] yes   Seizures with retained awareness only? [ ] yes")
        n.ln("  Diagnosis: ", k.dx)
        n.ln("  Current treatment: ", "; ".join(k.asms))
        if chance(r, .6):
            n.ln("  Medication change in last 6 months: No")
        else:
            n.ln("  Medication change in last 6 months: Yes - ", C.dname(k.asms[0]), " dose reduced, completed ", ("DATE", ctx.d(ctx.days_ago(60, 170), "my")))
        n.ln("  Compliance: ", pick(r, ["good (pharmacy refill records checked)", "occasional missed evening doses", "good per patient and family"]))
        n.w("\n")
        n.ln("Section 3 - Opinion")
        n.ln("  ", pick(r, ["Meets the standard for a conditional licence.", "Does not currently meet the standard; recommend review in 6 months.",
                            "Meets the standard for private vehicle licence only.", "Should not drive commercially; private licence with annual review."]))
        n.w("\n")
        lab, val = ctx.doc_reg()
        n.ln("Clinician: ", ctx.doc(k.cons, "title_full"), "   ", lab, " ", ("LICENSE", val))
        n.ln("Telephone: ", ("PHONE", ctx.phone(ext=True)), "   Date: ", ("DATE", ctx.d(today)))
        if chance(r, .4):
            T.audit(n, ctx, k.cons, today, "Form submitted")
        return
    T.letterhead(n, ctx, k, pick(r, ["Epilepsy Service", "Department of Neurology", "Comprehensive Epilepsy Programme"]))
    n.ln(("DATE", ctx.d(today, pick(r, [None, "long", "ord"]))))
    n.w("\n")
    to_pt = chance(r, .5)
    if to_pt:
        n.ln(ctx.nm(p, "PATIENT", "title_full"))
        n.ln(ctx.addr_items(k.addr, lines=True))
        n.w("\n")
        n.ln("Dear ", ctx.nm(p, "PATIENT", pick(r, ["title_last", "first"])), ",")
    else:
        n.ln(pick(r, ["Medical Adviser", "Drivers Medical Group", "Medical Review Unit", "Medical Fitness to Drive Section"]))
        n.ln(AUTH[ctx.c][4:].upper() if chance(r, .5) else AUTH[ctx.c][4:])
        n.w("\n")
        n.ln("Dear Medical Adviser,")
    n.w("\n")
    n.ln("Re: ", ctx.nm(p, "PATIENT", pick(r, ["full", "caps"])), ", DOB ", ("DATE", ctx.d(p.dob)), ", licence no. ", ("LICENSE", ctx.driving_lic(p)))
    n.w("\n")
    n.w(pick(r, ["I am writing regarding ", "Following our appointment on ", "Further to the review of "]))
    if chance(r, .5):
        n.w(("DATE", ctx.d(ctx.days_ago(3, 20), pick(r, ["wd_ord", "long", None]))), ", I write about ")
    n.w("fitness to drive. ", T.he(k, True), " is a ", T.age(ctx, p.age, "yo_hyph"), " ", T.job(k),
        " with ", k.dx, ". ")
    st = pick(r, [None, "long", "my"])
    n.w("The last seizure was ", "in " if st == "my" else "on ", ("DATE", ctx.d(last, st)), " and ", T.he(k), " has remained seizure free since, taking ",
        "; ".join(k.asms), ". ")
    if chance(r, .5):
        n.w("There were ", pick(r, ["two", "three", "several"]), " seizures in ", ("DATE", ctx.d(ctx.days_ago(400, 1200), "y")),
            " in the context of ", pick(r, C.TRIGGERS), ". ")
    n.ln(pick(r, ["Recent EEG showed no epileptiform abnormality.", "Seizures have occurred exclusively from sleep for more than 3 years (sleep-only pattern).",
                  "A medication reduction is planned and I have advised not to drive during withdrawal and for 6 months afterwards."]))
    n.w("\n")
    if chance(r, .6):
        n.w("I understand ", T.he(k), " drives a ", pick(r, ["work van", "taxi", "car", "pickup", "company vehicle"]), " (registration ",
            ("VEHICLE", ctx.vehicle()), ") ")
        if chance(r, .5):
            n.w("for ", ("ORGANIZATION", k.employer), " ")
        n.ln("and I have advised that ", T.he(k), " should ", pick(r, ["not drive until reviewed", "inform the employer's occupational health team", "keep a seizure diary for the licensing authority"]), ".")
    n.ln(pick(r, ["In my opinion the applicant currently meets the medical standard for driving.",
                  "In my opinion the applicant does not currently meet the medical standard and should not drive.",
                  "I would support a short-period licence with review in 12 months."]))
    n.w("\n")
    n.ln("Please contact my secretary ", ctx.nm(ctx.clin(sex="F"), "DOCTOR", "full"), " on ", ("PHONE", ctx.phone(ext=chance(r, .4))),
         pick(r, [" or ", " / "]), ("EMAIL", ctx.email()), " if further information is needed.")
    n.w("\n")
    T.signature(n, ctx, k.cons, pick(r, ["Consultant Neurologist", "Epileptologist", "Consultant in Epilepsy"]))
    if not to_pt:
        n.w("\n")
        n.ln("cc: ", ctx.nm(p, "PATIENT", "title_full"), "; ", ctx.doc(k.gp, "title_full"), ", ", ("HOSPITAL", k.practice))
