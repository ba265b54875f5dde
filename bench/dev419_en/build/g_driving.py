"""Genre: DVLA / driving advice letter (and licensing-authority medical reports)."""
from doc import P
import phi
from case import make_case, dr, addr_lines, addr_inline
from common import letterhead, sign, cc_block, age_phrase, dictation

GENRE = "driving_advice_letter"
COUNTRY_WEIGHTS = [("UK", 68), ("IE", 10), ("AU", 8), ("CA", 6), ("US", 8)]

SCEN = [
    ("PPM", "pacemaker implant", "You must not drive for 1 week after the implant. Group 2 (lorry/bus) licence holders must not drive for 6 weeks.",
     "You do not need to notify the DVLA provided you have no symptoms that could distract you from driving."),
    ("ICD", "primary prevention ICD implant", "Group 1: do not drive for 1 month after implant. Group 2 entitlement is permanently refused with an ICD.",
     "You must notify the DVLA of the ICD."),
    ("ICD", "secondary prevention ICD after cardiac arrest", "Group 1: do not drive for 6 months. If you receive an appropriate shock or symptomatic ATP, a further 6 months applies.",
     "You must notify the DVLA. Group 2 licence will be permanently refused."),
    ("ICD", "appropriate ICD shock", "Following an appropriate shock you must not drive for 6 months from the date of the shock.",
     "You must notify the DVLA."),
    ("ILR", "unexplained syncope", "With an unexplained blackout, Group 1: 6 months off driving (12 months if a further event). Group 2: 12 months.",
     "You must notify the DVLA."),
    ("ILR", "reflex (vasovagal) syncope", "Typical reflex syncope with a clear trigger while standing does not require you to stop driving or notify the DVLA (Group 1).",
     "Group 2: you may continue driving if the event had reliable prodrome and occurred while standing."),
    ("PPM", "catheter ablation", "Group 1: you may drive after 2 days provided no other disqualifying condition. Group 2: 2 weeks.",
     "You do not need to notify the DVLA."),
    ("ICD", "generator (box) change", "Group 1: do not drive for 1 week after an ICD box change.",
     "No need to notify the DVLA again unless your circumstances change."),
    ("PPM", "sustained VT without ICD", "You must not drive until the arrhythmia is controlled and an assessment has been completed.",
     "You must notify the DVLA."),
]


RESUME = {"pacemaker implant": 7, "primary prevention ICD implant": 30, "secondary prevention ICD after cardiac arrest": 183,
          "appropriate ICD shock": 183, "unexplained syncope": 183, "reflex (vasovagal) syncope": 0, "catheter ablation": 2,
          "generator (box) change": 7, "sustained VT without ICD": 90}


def localise(s):
    for a, b in (("Group 2 (lorry/bus) licence holders", "Commercial drivers"), ("Group 2 entitlement", "Commercial licence entitlement"),
                 ("Group 2 licence", "A commercial licence"), ("Group 2:", "Commercial licence:"), ("Group 1:", "Private licence:"),
                 ("(Group 1)", "(private licence)")):
        s = s.replace(a, b)
    return s


def make(rng, d, country, dates):
    kind, topic, rule, notify = rng.choice(SCEN)
    c = make_case(rng, country, dates, kind)
    D = c["D"]
    day = c["index"]
    ch = rng.choice
    pt = c["pt"]
    auth = {"UK": "DVLA", "IE": "NDLS", "AU": "the state licensing authority", "CA": "the Ministry of Transportation", "US": "the state DMV"}[country]
    lic = P(phi.driver_licence(rng, country, pt, c["dob_dt"]), "LICENSE")
    veh = P(phi.plate(rng, country), "VEHICLE")
    ev_day = phi.add(day, -rng.randint(3, 40))
    if country != "UK":
        notify = localise(notify.replace("the DVLA", auth))
        rule = localise(rule.replace("the DVLA", auth))
    form = rng.random() < 0.35
    letterhead(d, c, rng)
    if form:
        # confidential medical report to licensing authority
        d.t("CONFIDENTIAL - MEDICAL REPORT ON FITNESS TO DRIVE\n")
        d.t("To: %s\n" % ("DVLA Drivers Medical Group" if country == "UK" else {"IE": "NDLS Medical Fitness Unit", "AU": "Medical Review Unit",
                                                                                 "CA": "Medical Review Section", "US": "DMV Driver Safety - Medical Review"}[country]))
        d.f("Your ref: {r}\n\n", r=P(ch(["D", "M", "DMG/"]) + phi.digits(rng, 7), "IDNUM"))
        d.f("Surname: {s}\nForenames: {f}\nDate of birth: {dob}\nAddress: ", s=P(pt.last.upper(), "PATIENT"),
            f=P(pt.first + (" " + pt.mid if pt.mid and len(pt.mid) > 1 else ""), "PATIENT"), dob=c["dob"])
        d.put(addr_inline(c["addr"], country)).nl()
        d.f("Driver number: {l}\n", l=lic)
        d.t("Licence held: %s\n" % ch(["Group 1 (B)", "Group 1 and 2 (B, C1, C, D1, D)", "Group 2 (C+E)", "B, BE, C1", "Class 5 / Class 1", "CDL Class A"]))
        if c["working"] and rng.random() < 0.6:
            d.f("Occupation: {j}, employed by {e}\n", j=c["job_only"], e=c["employer"])
        d.f("Vehicle registration (declared): {v}\n", v=veh)
        d.t("\n1. Condition: %s, event/procedure on " % topic)
        d.put(D.d(ev_day)).t(".\n")
        d.t("2. Device implanted: %s (%s %s)\n" % ("yes" if kind != "ILR" else "loop recorder only", c["dev"]["maker"], c["dev"]["model"]))
        d.t("   Serial number: ").p(c["dev"]["serial"]).nl()
        d.t("3. LVEF: %s. Exercise test: %s.\n" % (ch(["55%", "42%", "34%", "not assessed", "28%"]), ch(["not done", "9 min Bruce, no arrhythmia", "stopped - fatigue at 6 min"])))
        d.t("4. Any episodes of incapacity since: %s\n" % ch(["No", "No", "Yes - see letter", "Unknown"]))
        d.t("5. Is the patient compliant with follow-up? Yes (last device check ").put(D.d(phi.add(day, -rng.randint(5, 90)))).t(")\n")
        d.t("6. Opinion: %s\n" % rule)
        d.t("\nCompleted by: ").put(dr(c["cons"], rng, 1)).t(", %s   " % c["cons"].cred)
        d.f("{ll} {lv}\n", ll=c["cons"].lic[0], lv=P(c["cons"].lic[1], "LICENSE"))
        d.f("Date: {dd}   Tel: {p}\n", dd=D.d(day), p=c["dept_phone"])
        if rng.random() < 0.5:
            d.t("Patient consent for release of information signed ").put(D.d(phi.add(day, -rng.randint(0, 20)))).t(".\n")
        return c
    # advice letter to patient
    d.f("Date: {dd}\n\n", dd=D.d(day))
    d.f("PRIVATE AND CONFIDENTIAL\n{t} {n}\n", t=c["title"], n=pt.full() if rng.random() < 0.6 else pt.fml())
    d.put(addr_lines(c["addr"], country))
    d.t("\n")
    d.f("{ml}: {m}   DOB: {dob}\n\n", ml=c["mrn_label"], m=c["mrn"], dob=c["dob"])
    d.t("Dear ").put([c["title"] + " ", pt.last_()] if rng.random() < 0.8 else [pt.first_()]).t(",\n\n")
    d.t("Re: Driving following your %s\n\n" % topic)
    d.t("Thank you for attending %s on " % ch(["the device clinic", "the arrhythmia clinic", "the syncope clinic", "the Cardiac Day Unit"]))
    d.put(D.n(ev_day)).t(". I am writing to confirm the advice about driving that we discussed")
    if rng.random() < 0.5:
        d.t(" with you and your %s " % c["nok_rel"]).put(c["nok"].first_())
    d.t(".\n\n")
    d.t(rule + " " + notify + "\n\n")
    if country == "UK":
        d.t("Guidance is taken from the DVLA publication 'Assessing fitness to drive: a guide for medical professionals'. "
            "If you do not notify the DVLA when required you may be fined up to 1,000 pounds and your insurance may be invalid.\n\n")
    else:
        d.t("This advice follows national guidance (%s). It is your legal responsibility to inform %s and your insurer.\n\n" % (
            {"IE": "RSA Sláinte agus Tiomáint", "AU": "Assessing Fitness to Drive, Austroads", "CA": "CCS Assessment of the Cardiac Patient for Fitness to Drive",
             "US": "AHA/HRS scientific statement on driving"}.get(country, "national guidance"), auth))
    if c["working"] and rng.random() < 0.6:
        d.t("As you work as a ").p(c["job_only"]).t(" for ").p(c["employer"])
        d.t(", you should also discuss this with your employer's occupational health department")
        if rng.random() < 0.5:
            d.t(". Your company vehicle (registration ").p(veh)
            if rng.random() < 0.5:
                d.t(", VIN ").p(P(phi.vin(rng), "VEHICLE"))
            d.t(") should not be driven by you during this period")
        d.t(".\n\n")
    elif rng.random() < 0.5:
        d.t("For your records, the licence number you gave us is ").p(lic).t(" and your car registration ").p(veh).t(".\n\n")
    else:
        d.t("Your driver number as recorded: ").p(lic).t(".\n\n")
    d.t("You may resume driving from ")
    d.put(D.n(phi.add(ev_day, RESUME[topic] or 1))).t(" provided there have been no further events. ")
    d.t("If you have any questions please call the %s on " % ch(["arrhythmia nurses", "device clinic", "secretaries"])).p(c["dept_phone"])
    if rng.random() < 0.5:
        d.t(" (%s) " % ch(["Mon-Fri 9-5", "answerphone", "option 2"])).t("or email ").p(c["dept_email"])
    d.t(".\n")
    if rng.random() < 0.4:
        d.t("More information: ").p(phi.url(rng, "driving")).nl()
    sign(d, c, rng, "cons" if rng.random() < 0.7 else "nurse", dated=day, letter=True, esign=False)
    if rng.random() < 0.5:
        dictation(d, c, rng)
    cc_block(d, c, rng, patient=False)
    return c
