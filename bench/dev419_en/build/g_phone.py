"""Genre: nurse telephone follow-up (post-procedure and results calls)."""
from doc import P
import phi
import pools_clin as PC
from case import make_case, dr
from common import age_phrase

GENRE = "nurse_phone_followup"
REASONS = [("PPM", "48 h post pacemaker implant call"), ("ICD", "post ICD implant call, day 3"), ("PPM", "post AF ablation call, day 2"),
           ("ILR", "results call - loop recorder data"), ("PPM", "post DC cardioversion call, day 7"), ("CRT-D", "post CRT-D wound concern call"),
           ("ICD", "call after patient-reported shock"), ("PPM", "anticoagulation counselling call"), ("ILR", "post ILR insertion call")]
Q = [("Wound", ["clean and dry, dressing intact", "slight ooze on dressing day 1, now dry", "bruising +, no swelling, no heat",
                "some redness around the top edge - photo sent via secure email", "steri-strips coming off, skin healed"]),
     ("Pain", ["mild, paracetamol PRN", "nil", "sore with arm movement", "aching shoulder, taking co-codamol"]),
     ("Temp", ["no fevers", "felt shivery last night, 37.9 C", "apyrexial"]),
     ("Breathing", ["no SOB", "SOB on stairs as before", "no pleuritic pain"]),
     ("Palpitations", ["none", "a few ectopics", "brief fluttering x2 (expected in blanking period)", "ongoing irregular HB since yesterday"]),
     ("Groin", ["soft, small bruise", "no lump", "tender, no bleeding", "n/a"]),
     ("Dizziness", ["none", "once on standing", "no collapse"])]


def make(rng, d, country, dates):
    kind, reason = rng.choice(REASONS)
    c = make_case(rng, country, dates, kind)
    D = c["D"]
    day = c["index"]
    ch = rng.choice
    pt = c["pt"]
    nurse = c["nurse"]
    proc_day = phi.add(day, -rng.randint(2, 9))
    call_ref = P("TEL-%s" % phi.digits(rng, 7) if rng.random() < 0.5 else phi.digits(rng, 9), "IDNUM")
    k = rng.randrange(3)
    if k == 0:
        d.f("TELEPHONE CONSULTATION - Arrhythmia Nurse Service, {h}\n\n", h=c["hosp"])
    elif k == 1:
        d.f("Nursing telephone note | {h}\n", h=c["hosp"])
    else:
        d.t("TELEPHONE ENCOUNTER\n")
    d.f("Date/time: {dd} {tm}   Call ref: {cr}\n", dd=D.d(day), tm=phi.clock(rng, 9, 17), cr=call_ref)
    d.f("Patient: {n}   DOB: {dob}   {ml}: {m}\n", n=pt.LF() if rng.random() < 0.5 else pt.full(), dob=c["dob"], ml=c["mrn_label"], m=c["mrn"])
    d.t("Reason: %s (procedure " % reason).put(D.d(proc_day)).t(")\n")
    called = c["mobile"] if rng.random() < 0.6 else c["phone"]
    d.t("Number called: ").p(called).t(" (%s)\n" % ch(["mobile", "home", "preferred"]))
    who = rng.random()
    if who < 0.7:
        d.t("Spoke to: patient\n")
    else:
        d.t("Spoke to: %s " % c["nok_rel"]).put(c["nok"].full()).t(" (consent on file), ").p(c["nok_phone"]).nl()
    d.t("ID check: name, DOB and first line of address (").put(c["addr"]["street"]).t(")")
    if rng.random() < 0.5:
        bl, bv = phi.bioid(rng)
        if rng.random() < 0.6:
            bl, bv = "voiceprint ID", "VP-" + phi.digits(rng, 6)
        d.t(" + %s " % bl).p(P(bv, "BIOID")).t(" matched")
    d.t(" - confirmed.\n\n")
    # narrative
    if rng.random() < 0.5:
        d.t("S: ").put([c["title"] + " ", pt.last_()] if rng.random() < 0.6 else [pt.first_()])
        d.t(" %s. " % ch(["says feeling 'much better than before'", "reports feeling tired but ok", "a bit anxious about the device",
                          "rang us back after missed call", "reports the wound is itchy"]))
        d.t("%s\n" % ch(["Has been resting at home.", "Went back to work yesterday.", "Daughter staying with them this week.", "Has not driven."]))
    if rng.random() < 0.45:
        nm = P(c["nok"].first.lower(), "FAMILY")
        d.t("Pt quote: \"").t(ch(["my %s " % c["nok_rel"], "", "our "]))
        d.p(nm).t(" %s\"\n" % ch(["has been doing the shopping so i can rest", "says i look a better colour already",
                                    "made me ring you because the dressing was wet", "drove me to the follow up, i haven't driven"]))
    d.t("Checklist:\n")
    for name, opts in Q:
        if name == "Groin" and "ablation" not in reason and "cardioversion" not in reason:
            continue
        if name == "Wound" and ("ablation" in reason or "cardioversion" in reason or "anticoag" in reason):
            continue
        d.t("  %-13s %s\n" % (name + ":", ch(opts)))
    if rng.random() < 0.5:
        d.t("  Meds:         taking %s as prescribed; %s\n" % (ch(["apixaban", "rivaroxaban", "edoxaban", "warfarin"]),
                                                             ch(["no missed doses", "missed 1 dose", "knows not to stop"])))
    d.t("\nA: %s\n" % ch(["Recovering as expected.", "Possible superficial wound infection - needs review today.", "Likely AF recurrence in blanking period - no action.",
                          "Appropriate shock for VT per remote data.", "Low-risk, reassured."]))
    d.t("P:\n")
    plan = rng.sample([
        "Advised on arm restrictions (no lifting above shoulder for 4 weeks).",
        "Remind: no driving as per DVLA advice given on discharge." if country == "UK" else "Remind: no driving as advised on discharge.",
        "Booked wound review in Device Clinic tomorrow 10:00.",
        "Advised to contact GP / 111 if fever or discharge.",
        "Remote monitor set-up talked through; first transmission received.",
        "Posted information leaflet on anticoagulation and bleeding.",
        "Advised attend ED if further shocks or chest pain.",
        "To send wound photo to secure inbox.",
        "Follow-up call in 1 week.",
    ], rng.randint(2, 4))
    for x in plan:
        d.t("- %s\n" % x)
    if rng.random() < 0.5:
        d.t("- Wound photo to ").p(c["dept_email"]).t(" (secure).\n")
    if rng.random() < 0.5:
        d.t("- Next appointment: ").put(D.d(phi.add(day, rng.choice([7, 14, 28, 42])))).t(" with ").put(dr(c["cons"] if rng.random() < 0.5 else c["phys"], rng)).t(".\n")
    if rng.random() < 0.4:
        d.t("- Discussed with ").put(dr(c["reg"], rng)).t(" (on call, bleep ").p(P(phi.bleep(rng), "PHONE")).t(") who agreed plan.\n")
    d.t("Patient given direct line ")
    if rng.random() < 0.4:
        d.p(P(c["dept_phone"].v + " " + phi.ext(rng), "PHONE"))
    else:
        d.p(c["dept_phone"])
    d.t(" (%s) and out-of-hours number " % ch(["Mon-Fri 08:00-16:00", "answerphone checked twice daily", "09:00-17:00"]))
    d.p(P(phi.phone(rng, country), "PHONE")).t(".\n")
    if rng.random() < 0.3:
        d.t("Portal: ").p(phi.url(rng, "patients")).t(" - login ").p(P(pt.username(rng).v, "USERNAME")).t(" set up.\n")
    if rng.random() < 0.2:
        d.t("Blue badge / parking: drop-off permit logged for car ").p(P(phi.plate(rng, country), "VEHICLE")).t(".\n")
    d.t("Call duration %d min.\n\n" % rng.randint(4, 22))
    d.put(nurse.full()).t(", %s" % nurse.cred)
    if rng.random() < 0.5:
        d.t(" (%s " % nurse.lic[0]).p(P(nurse.lic[1], "LICENSE")).t(")")
    d.nl()
    if rng.random() < 0.5:
        d.t("Logged by ").p(nurse.username(rng)).t(" at ").put(D.d(day)).t(" %s\n" % phi.clock(rng, 9, 18))
    return c
