"""Genres: rescue medication care plan (school / care home / day service); SUDEP risk discussion note."""
import datetime as dt

import clin as C
import parts as T
import pools as P
from common import pick, chance


def rescue_plan(n, ctx, k):
    r = ctx.r
    p = k.p
    made = ctx.days_ago(0, 20)
    setting = "school" if p.age < 19 else pick(r, ["care", "care", "day"])
    drug = pick(r, C.RESCUE[:6] + C.RESCUE[8:])
    n.ln(pick(r, ["EMERGENCY RESCUE MEDICATION CARE PLAN", "Individual Seizure Management & Rescue Medication Plan",
                  "SEIZURE ACTION PLAN - RESCUE MEDICATION", "Epilepsy Emergency Care Plan"]))
    n.ln("(", drug.split(" (")[0], ")")
    n.w("\n")
    if chance(r, .6):
        n.ln("Plan ref: ", ("IDNUM", ctx.idnum("plan")), "     Issued by: ", ("HOSPITAL", k.hosp), " Epilepsy Service")
        n.w("\n")
    if setting == "school":
        site = ctx.school()
        n.ln("For use at: ", ("ORGANIZATION", site), ", ", ("STREET", ctx.street()), ", ", ("CITY", k.addr["town"]))
        yr = max(1, min(12, p.age - 5))
        n.ln("Class/Year: ", {"UK": "Year %d" % (yr + 1), "IE": "%s class" % ("2nd" if yr < 4 else "5th") if yr < 7 else "%s year" % ("1st" if yr < 9 else "5th"),
                              "US": "Grade %d" % yr, "CA": "Grade %d" % yr, "AU": "Year %d" % yr}[ctx.c])
        staff_role = "teacher"
    elif setting == "care":
        site = pick(r, P.CARE_HOMES)
        n.ln("For use at: ", ("HOSPITAL", site), ", ", ctx.addr_items(ctx.addr()))
        n.ln("Room: ", ("LOCATION_OTHER", "%d" % r.randint(1, 40)), pick(r, ["", " (ground floor)", ", first floor"]))
        staff_role = "carer"
    else:
        site = pick(r, P.CARE_AGENCIES)
        n.ln("For use by: ", ("ORGANIZATION", site), " (day service and respite)")
        staff_role = "support worker"
    n.w("\n")
    n.ln("1. PERSON")
    n.w("Name: ", ctx.nm(p, "PATIENT", pick(r, ["full", "fml"])))
    if p.first in P.NICK and chance(r, .6):
        n.w("   Known as: ", ("PATIENT", P.NICK[p.first]))
    n.ln()
    n.ln("Date of birth: ", ("DATE", ctx.d(p.dob)), "   Age: ", ("AGE", str(p.age)))
    if setting != "school":
        n.ln("Home address: ", ctx.addr_items(k.addr))
    n.ln(k.mrn_lab, ": ", ("MRN", k.mrn), "   ", k.hp_lab, ": ", ("HEALTHPLAN", k.hp))
    n.ln("Weight: %d kg (%s)" % (r.randint(8, 12) + 3 * p.age if p.age < 16 else r.randint(45, 98), pick(r, ["measured in clinic", "school nurse" if setting == "school" else "per carer"])), "   Photograph attached: yes")
    n.ln("Diagnosis: ", k.dx)
    n.w("\n")
    n.ln("2. CONTACTS")
    n.ln("  ", k.rel_word.capitalize(), ": ", ctx.nm(k.rel, "FAMILY", "full"), "   ", ("PHONE", ctx.phone("mobile")), pick(r, ["  (mobile)", ""]))
    if chance(r, .6):
        o = ctx.person(lo=25, hi=70)
        n.ln("  ", pick(r, ["Second contact", "Grandparent", "Neighbour", "Family friend"]), ": ", ctx.nm(o, "FAMILY", pick(r, ["full", "title_full"])), "   ", ("PHONE", ctx.phone()))
    n.ln("  PCP: " if ctx.us else "  GP: ", ctx.doc(k.gp, "title_full"), ", ", ("HOSPITAL", k.practice), "  ", ("PHONE", ctx.phone()))
    n.ln("  Consultant: ", ctx.doc(k.cons, "title_full"), ", ", ("HOSPITAL", k.hosp))
    n.ln("  Epilepsy nurse: ", ctx.nm(k.nurse, "DOCTOR", "full"), "  ", ("PHONE", ctx.phone(ext=chance(r, .4))), pick(r, ["", "  (Mon-Fri 09:00-17:00)"]))
    if chance(r, .4):
        n.ln("  Epilepsy team email: ", ("EMAIL", ctx.email()))
    n.w("\n")
    n.ln("3. USUAL SEIZURES")
    n.ln("  Type: ", pick(r, C.SEIZ_TYPES), ".")
    n.ln("  What it looks like: ", pick(r, C.WITNESS_DESC), ".")
    n.ln("  Usual duration: %d-%d minutes. Usual frequency: %s." % (r.randint(1, 2), r.randint(3, 4), pick(r, ["weekly", "2-3 per month", "clusters every 4-6 weeks", "mainly at night"])))
    n.ln("  Known triggers: ", ", ".join(r.sample(C.TRIGGERS, 2)), ".")
    n.ln("  Warning signs: ", pick(r, ["becomes quiet and pale", "says 'funny tummy'", "none", "repetitive blinking beforehand"]), ".")
    n.w("\n")
    n.ln("4. WHEN TO GIVE RESCUE MEDICATION")
    n.ln("  Give ", drug, pick(r, [" if a convulsive seizure lasts 5 minutes", " if a tonic-clonic seizure has not stopped after 5 minutes", " after 3 seizures within 1 hour or a seizure lasting 5 min"]), ".")
    how = ("one spray into one nostril" if "nasal" in drug else "insert the tube fully into the rectum and squeeze" if "rectal" in drug
           else pick(r, ["full syringe between gum and cheek", "half into each side of the mouth between gum and cheek"]))
    n.ln("  Dose: ", how,
         ". Maximum ONE dose in 24 hours unless advised by a doctor.")
    n.ln("  Note time of onset. Time given: write on the seizure record (e.g. 14:05).")
    n.w("\n")
    n.ln("5. CALL AN AMBULANCE (", pick(r, {"UK": ["999"], "US": ["911"], "AU": ["000"], "CA": ["911"], "IE": ["112 or 999"]}[ctx.c]), ") IF:")
    for s in r.sample(["seizure continues 10 minutes after rescue medication", "breathing difficulties or blue lips persist",
                       "injury, especially to the head", "it is the first time rescue medication has been used", "the person does not recover as usual"], 3):
        n.ln("  - ", s)
    n.w("\n")
    n.ln("6. AFTERCARE")
    n.ln("  Recovery position, stay with the person, check breathing every 5 minutes. Expect drowsiness for up to 4 hours afterwards.")
    n.ln("  Inform ", ctx.nm(k.rel, "FAMILY", pick(r, ["first", "title_last"])), " on the number above. Complete the seizure record and MAR.")
    n.w("\n")
    n.ln("7. STORAGE AND TRAINING")
    store = pick(r, ["school office, top drawer of locked cabinet", "grab bag which travels with the pupil", "first-aid room"] if setting == "school"
                 else ["medication room", "locked CD cabinet, nurses' station", "grab bag which travels with the person"])
    n.w("  Stored in: ", store)
    if chance(r, .4):
        n.w(", ", ("LOCATION_OTHER", pick(r, P.BUILDINGS)))
    n.ln(". Expiry checked monthly.")
    if setting == "care" and chance(r, .7):
        n.ln("  CD cabinet biometric access: staff fingerprint IDs ", ("BIOID", ctx.bioid("fp")), ", ", ("BIOID", ctx.bioid("fp")), ".")
    n.w("  Trained ", staff_role, "s: ")
    names = [ctx.person(lo=22, hi=60) for _ in range(r.randint(2, 4))]
    typ = "FAMILY" if setting == "school" else "DOCTOR"
    for i, s in enumerate(names):
        if i:
            n.w(", ")
        n.w(ctx.nm(s, typ, pick(r, ["full", "title_last", "full"]), dr=False))
    n.ln(" (training ", ("DATE", ctx.d(ctx.days_ago(30, 300), pick(r, ["my", None]))), ")")
    if setting == "school" and chance(r, .6):
        n.ln("  School nurse: ", ctx.nm(ctx.clin(sex="F"), "DOCTOR", "full"), ", ", ("EMAIL", ctx.email()))
    n.w("\n")
    n.ln("8. AGREEMENT")
    n.ln("  Completed by: ", ctx.nm(k.nurse, "DOCTOR", "full"), pick(r, [", Epilepsy Nurse Specialist", ", CNS", " (ESN)"]), "   Date: ", ("DATE", ctx.d(made)))
    n.ln("  ", k.rel_word.capitalize() if p.age < 18 else pick(r, ["Person/representative", "Next of kin"]), ": ", ctx.nm(k.rel, "FAMILY", "full"), "   Date: ", ("DATE", ctx.d(made + dt.timedelta(days=r.randint(0, 5)))))
    lead = ctx.person(lo=35, hi=62)
    n.ln("  ", pick(r, ["Head teacher", "Principal"]) if setting == "school" else "Manager", ": ", ctx.nm(lead, "FAMILY" if setting == "school" else "DOCTOR", "title_full", dr=False))
    n.ln("  Review due: ", ("DATE", ctx.d(made + dt.timedelta(days=365), pick(r, ["my", None]))), " or sooner if medication changes.")
    if chance(r, .35):
        n.ln("  Online copy: ", ("URL", ctx.url()))


def sudep_note(n, ctx, k):
    r = ctx.r
    p = k.p
    day = ctx.days_ago(0, 3)
    n.ln(pick(r, ["SUDEP RISK DISCUSSION", "Epilepsy clinic - SUDEP and seizure safety discussion", "Clinic note: SUDEP counselling",
                  "SUDEP & Seizure Safety Checklist review"]))
    n.ln(("HOSPITAL", k.hosp), pick(r, [", Epilepsy Clinic", " Neurology Outpatients", ""]))
    n.w("\n")
    T.banner(n, ctx, k, pick(r, ["table", "line", "re"]))
    n.ln("Date: ", ("DATE", ctx.d(day, pick(r, [None, "wd_long"]))), "   Clinician: ", ctx.doc(k.cons, pick(r, ["title_full", "full_cred"])))
    n.w("Present: patient")
    if chance(r, .8):
        n.w(", ", T.his(k), " ", k.rel_word, " ", ctx.nm(k.rel, "FAMILY", pick(r, ["first", "full"])))
    if chance(r, .4):
        n.w(", epilepsy nurse ", ctx.nm(k.nurse, "DOCTOR", pick(r, ["full", "first"])))
    n.ln()
    n.w("\n")
    n.w(ctx.nm(p, "PATIENT", pick(r, ["title_last", "first"])), " is a ", T.age(ctx, p.age, pick(r, ["yo_hyph", "words"])), " ")
    n.w(T.job(k), " ") if p.age >= 18 and chance(r, .6) else None
    n.ln("with ", k.dx, ". ", pick(r, ["Seizures remain uncontrolled on ", "Seizures are partially controlled on ", "Has been seizure free for 8 months on "]),
         "; ".join(k.asms), ".")
    last = ctx.days_ago(5, 200)
    n.ln("Last convulsive seizure: ", ("DATE", ctx.d(last, pick(r, [None, "my", "long"]))), ". Nocturnal seizures: ", pick(r, ["yes, mainly between 03:00 and 06:00", "yes", "no", "unknown - lives alone"]), ".")
    n.w("\n")
    n.ln("Risk factors (SUDEP and Seizure Safety Checklist):")
    items = [("Convulsive seizures in past 12 months", pick(r, ["yes (%d)" % r.randint(1, 20), "no"])),
             ("Seizures from sleep", pick(r, ["yes", "no"])), ("Sleeps alone / unsupervised at night", pick(r, ["yes", "no", "sometimes (partner on night shifts)"])),
             ("ASM adherence concerns", pick(r, ["yes", "no"])), ("Recent ASM change", pick(r, ["yes", "no"])),
             ("Alcohol/recreational drug use", pick(r, ["no", "alcohol >14 u/wk", "cannabis"])),
             ("Mental health comorbidity", pick(r, ["depression (PHQ-9 %d)" % r.randint(3, 18), "none", "anxiety (GAD-7 %d)" % r.randint(3, 15)])),
             ("Learning disability", pick(r, ["no", "mild"])), ("Seizure alarm in use", pick(r, ["yes", "no"]))]
    for a, b in items:
        n.ln("  [", "x" if b not in ("no",) else " ", "] ", a, ": ", b)
    n.ln("Checklist score: %d/%d (previous %d, " % (r.randint(2, 9), 13, r.randint(2, 10)), ("DATE", ctx.d(ctx.days_ago(150, 700), pick(r, [None, "my"]))), ")")
    n.w("\n")
    n.ln("Discussion:")
    n.w("I explained that SUDEP (sudden unexpected death in epilepsy) occurs in roughly 1 in 1,000 adults with epilepsy per year, and that the risk is mainly linked to uncontrolled convulsive seizures, particularly from sleep. ")
    n.w(pick(r, ["We discussed that the single most effective step is improving seizure control. ",
                 "We talked about how taking medication consistently reduces the risk. ",
                 "The family asked whether a relative's sudden death was relevant. "]))
    if chance(r, .4):
        n.w(T.his(k, True), " ", pick(r, ["cousin", "uncle", "friend from school", "brother"]), " ", ctx.nm(ctx.person(), "FAMILY", "first"),
            " died suddenly at the age of ", ("AGE", str(r.randint(17, 45))), " in ", ("DATE", str(ctx.today.year - r.randint(1, 12))), ", which has understandably caused anxiety. ")
    n.ln(T.he(k, True), pick(r, [" asked good questions and did not wish for detailed statistics.", " was upset but wanted to know.", " had read about SUDEP online and had specific questions about night monitoring."]))
    n.w("\n")
    n.ln("Night-time safety:")
    if chance(r, .6):
        n.ln("- ", pick(r, C.ALARMS), " in use (serial ", ("DEVICE", ctx.device_sn("alarm")), "), alerts sent to ", ctx.nm(k.rel, "FAMILY", "first"), "'s phone ", ("PHONE", ctx.phone("mobile")), ".")
    else:
        n.ln("- No alarm currently. Information given about wearable and bed-sensor options; not funded locally.")
    n.ln("- ", pick(r, ["Anti-suffocation pillow discussed.", "Avoid sleeping prone.", "Baby monitor in room.", "Shares room with sibling."]))
    if chance(r, .5):
        n.ln("- Lives at ", ("STREET", k.addr["street"]), ", ", ("CITY", k.addr["town"]), "; ", pick(r, ["alone since ", "with partner until "]), ("DATE", ctx.d(ctx.days_ago(30, 700), "my")), ".")
    n.w("\n")
    n.ln("Support and information:")
    n.ln("- Signposted to ", ("ORGANIZATION", pick(r, P.SUPPORT_ORGS)), ", helpline ", ("PHONE", ctx.phone()), pick(r, ["", ", ", "; "]), ("URL", ctx.url()) if chance(r, .6) else "")
    if chance(r, .4):
        n.ln("- Bereavement and safety resources from ", ("ORGANIZATION", pick(r, P.SUPPORT_ORGS)), " emailed to ", ("EMAIL", ctx.email(p)))
    n.w("\n")
    n.ln("Plan:")
    for i, s in enumerate(r.sample(["Increase " + C.asm(r) + ".", "Refer for video-telemetry / surgical evaluation.", "Review adherence with pharmacy records.",
                                    "Repeat checklist at next visit.", "Rescue medication prescribed (" + pick(r, C.RESCUE) + ").",
                                    "Letter to GP re alarm funding.", "Consider VNS referral."], r.randint(2, 4))):
        n.ln("%d) %s" % (i + 1, s))
    n.ln("Follow-up: ", ("DATE", ctx.d(ctx.days_after(30, 120), pick(r, ["my", None, "long"]))), ".")
    n.ln("Discussion documented; patient given leaflet and time to ask questions. Duration 25 min.")
    n.w("\n")
    if chance(r, .5):
        T.signature(n, ctx, k.cons, pick(r, ["Consultant Neurologist", "Epilepsy Fellow", "Consultant Epileptologist"]), sincerely=False)
    else:
        T.audit(n, ctx, k.cons, day)
