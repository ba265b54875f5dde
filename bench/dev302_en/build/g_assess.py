"""Genres: fitness to detain assessment, fitness to interview note,
booking-in health screen (own genre)."""
import clin as K
import common as C
import phi as H
import pools as P
from doc import Doc

OFFENCES = {
    "UK": ["suspicion of drink driving", "assault on an emergency worker", "shoplifting", "possession with intent to supply",
           "criminal damage", "s4 public order", "burglary dwelling", "common assault (domestic)", "drunk and disorderly",
           "breach of bail", "recall to prison", "theft of motor vehicle", "affray"],
    "IE": ["drink driving (s4 RTA)", "assault causing harm", "theft", "possession for sale or supply", "criminal damage",
           "public order (intoxication in a public place)", "burglary", "breach of barring order", "bench warrant"],
    "AU": ["drink driving (high range)", "assault occasioning bodily harm", "stealing", "supply dangerous drug",
           "wilful damage", "public nuisance", "breach of DVO", "unlawful use of motor vehicle", "obstruct police"],
    "CA": ["impaired operation (80+)", "assault", "theft under $5000", "possession for the purpose of trafficking",
           "mischief", "cause disturbance", "breach of release order", "intimate partner assault", "warrant"],
    "US": ["DUI", "simple assault", "retail theft", "possession of a controlled substance", "criminal mischief",
           "disorderly conduct", "violation of protective order", "probation violation", "public intoxication", "FTA warrant"],
}


def tm(c):
    r = c.rng
    return c.ft(r.randint(0, 23), r.randint(0, 59))


def arrest_story(d, c):
    r = c.rng
    off = r.choice(OFFENCES[c.cc])
    d.w("Arrested {DATE} at approx. {_} by ", c.fn(), tm(c))
    c.officer_ref(d)
    d.w(" for " + off + ". Located at the {LOCATION_OTHER}, {CITY}", r.choice(P.LANDMARKS), c.station_town)
    if "drink" in off or "DUI" in off or "impaired" in off:
        d.w("; driving vehicle reg {VEHICLE} which has been recovered", c.plate)
    d.t(". ")
    d.t(r.choice([
        "Officers report %s was %s at scene." % (c.he(), r.choice(["unsteady on feet", "verbally aggressive", "compliant",
                                                                   "crying", "drowsy", "shouting incoherently"])),
        "Taser not discharged. Handcuffed to rear for approx. 20 min.",
        "Restrained on the ground (prone < 2 min) by two officers.",
        "BWV footage reviewed by custody sergeant.",
        "Reports falling from bicycle before arrest.",
    ]))
    d.nl()


def history(d, c, heading=True):
    r = c.rng
    if heading:
        d.t(r.choice(["PMH: ", "Past medical history: ", "Medical history - "]))
    d.t("; ".join(K.pmh(r, r.randint(1, 4))) + ".\n")
    d.t(r.choice(["Current meds: ", "Medication: ", "Regular medication (DP report): "]))
    d.t("; ".join(K.meds(r, r.randint(1, 3))) + ".\n")
    d.t("Allergies: " + r.choice(K.ALLERGY) + ".\n")
    d.t("Substances: " + ", ".join(K.pick(r, K.SUBST, 2)) + ".\n")
    k = r.random()
    if k < 0.35:
        d.w("Prescribed OST via {HOSPITAL}; key worker ", c.drugsvc)
        d.p(c.ldw.name(r.choice(["full", "first", "fil"])), "DOCTOR")
        d.w(". Last supervised dose at {HOSPITAL} on {DATE}, confirmed by pharmacist ", c.pharm, c.fn())
        d.w("{DOCTOR} (tel {PHONE}).\n", c.nurse2.name(r.choice(["full", "last"])), H.phone(r, c.cc, "land"))
    elif k < 0.65:
        d.w("Known to {HOSPITAL}, care coordinator ", c.mhteam)
        d.p(c.ldw.name(r.choice(["full", "fil"])), "DOCTOR")
        d.w("; last seen {DATE}. Most recent admission {HOSPITAL}, {HOSPITAL}, {DATE}.\n", c.fn(),
            c.ward, c.hosp, H.fdate(c.ago(60, 900), r.choice(["Month y", "Mon y", "dMony"])))
    else:
        d.w(c.T["gp"] + ": {HOSPITAL} ({PHONE}). " + ("Summary care record viewed" if c.cc == "UK" else "Practice records checked by phone")
            + " - consistent with above.\n", c.gp, c.gp_phone)
    if r.random() < 0.45:
        c.last_drink(d)
        d.nl()


def exam(d, c, impaired=False):
    r = c.rng
    d.t(K.obs(r, c) + "\n")
    d.t(K.neuro(r) + ".\n")
    if impaired:
        d.t("Smells strongly of alcohol. " + K.breath(r, c) + " at roadside. " + K.withdrawal(r) + ".\n")
    inj = K.injuries(r, r.randint(0, 2))
    if inj:
        d.t("Injuries: " + "; ".join("%s - %s" % x for x in inj) + " (see body map).\n")
    else:
        d.t("No visible injuries; body map completed.\n")


def fitness_to_detain(c):
    r = c.rng
    d = Doc()
    k = r.randint(0, 2)
    title = r.choice(["Fitness to Detain Assessment", "FTD Assessment", "Healthcare Assessment - Fitness to Detain",
                      "Forensic Medical Examination: Fitness to Detain"])
    if k < 2:
        C.header(d, c, title)
        C.pt_block(d, c, ["name", "alias", "dob", "sex", "addr", "hid", "gp", "kin", "job", "lang"])
        d.t("REASON FOR REFERRAL\n")
        d.t(r.choice(["Booking-in risk assessment flagged: ", "Requested by custody sergeant - ", "DP requested HCP: "]))
        d.t(r.choice(["intoxicated, head injury reported", "on methadone, requesting dose", "diabetic, insulin with DP",
                      "stated suicidal thoughts", "epileptic, last seizure 3 weeks ago", "complains of chest pain",
                      "withdrawing from alcohol", "mental health concerns raised by arresting officer"]) + ".\n")
        d.t("Referral by ")
        c.sgt_ref(d)
        d.w(" at {_}.\n\nCIRCUMSTANCES\n", tm(c))
        arrest_story(d, c)
        d.t("\nHISTORY\n")
        history(d, c)
        d.t("\nEXAMINATION\n")
        exam(d, c, impaired=r.random() < 0.5)
        if k == 1:
            d.t("\nMENTAL STATE\n" + K.mse(r, r.random() < 0.7) + "\n")
        d.t("\nOUTCOME\n")
        fit = r.random() < 0.85
        d.t(K.decision(r, fit) + "\n")
        if fit:
            d.t("Care plan for custody staff: " + r.choice([
                "rouse and obtain verbal response at each visit; if not rousable call ambulance",
                "offer fluids and food; thiamine 100 mg TDS; call HCP if vomiting or confusion",
                "insulin to be given at 22:00 with snack; BM pre-meal and pre-bed",
                "no cutlery, paper clothing NOT required, remove cord from hoodie",
                "methadone dose not to be given while intoxicated - review in 4 hrs"]) + ".\n")
            d.w("Plan discussed with ", )
            c.sgt_ref(d)
            d.w(" and recorded on custody record {IDNUM}.\n", c.custody_no)
        else:
            d.w("Transfer to {HOSPITAL} {_} by ambulance; escort ", c.hosp, r.choice(c.T["ed"]))
            c.officer_ref(d, 2)
            d.w(". ED nurse in charge informed on {PHONE}.\n", H.phone(r, c.cc, "land"))
        d.nl()
        C.sign(d, c, r.choice(["nurse", "doc"]))
    else:
        d.w("Forensic physician note - {LOCATION_OTHER}\n\n", c.station)
        d.w("Called {_} by ", tm(c))
        c.sgt_ref(d)
        d.t(" to assess ")
        d.p(c.pt.name(r.choice(["full", "fml", "LF"])), "PATIENT")
        d.t(", ")
        c.age_phrase(d)
        d.w(" (DOB {DATE}), custody no. {IDNUM}, cell {LOCATION_OTHER}.\n\n", c.fdob(), c.custody_no, c.cell)
        arrest_story(d, c)
        d.t("\nS: ")
        d.p(c.pt.first, "PATIENT")
        d.t(" reports " + r.choice(["headache after being punched", "feeling shaky, last drink 10 hrs ago",
                                      "needs inhaler", "low mood, not eaten for 2 days", "pain in right hand",
                                      "feeling 'rattly' - last heroin use this morning"]) + ". ")
        history(d, c, heading=True)
        d.t("\nO: ")
        exam(d, c, impaired=r.random() < 0.6)
        d.t("\nA: " + r.choice(["Acute alcohol intoxication, no evidence of head injury requiring imaging.",
                                 "Opioid withdrawal (mild).", "Soft tissue injury R hand - ?boxer's fracture, not urgent.",
                                 "Stable asthma.", "Low mood without active suicidal intent."]) + "\n")
        d.t("P: " + K.decision(r, True) + " ")
        d.t(r.choice(["X-ray at " + r.choice(c.T["ed"]) + " on release advised.", "PRN paracetamol 1 g.",
                      "Review in morning before court.", "Refer to L&D for assessment."]) + "\n")
        d.t("Discussed with ")
        c.sgt_ref(d)
        d.w(" and {_} ", c.T["nurse"][0])
        c.staff(d, c.nurse, c.nurse_cred)
        d.t(".\n\n")
        d.t("Dr ")
        d.w("{DOCTOR}, " + c.fme_cred + "\n" + c.fme_reg[0] + " {LICENSE}\n", c.fme.name("full"), c.fme_reg[1])
        d.w("{ORGANIZATION} | {EMAIL}\n", c.provider, H.email(r, c.fme))
    C.footer(d, c)
    return d


def fti_narrative(c):
    r = c.rng
    d = Doc()
    d.w("{DATE} {_} - Custody healthcare progress note - {LOCATION_OTHER}\n\n", c.fd(c.d2), tm(c), c.station)
    d.t("Asked by ")
    c.officer_ref(d, 2)
    d.t(" to assess fitness for interview of ")
    d.p(c.pt.name(r.choice(["full", "fml", "LF"])), "PATIENT")
    d.t(" (")
    c.age_phrase(d)
    d.w("), cell {LOCATION_OTHER}. Reviewed the custody record ({IDNUM}) and the earlier assessment by ", c.cell, c.custody_no)
    c.dr(d)
    d.w(" at {_}.\n", tm(c))
    d.t("Seen in the medical room with the door ajar, " + c.T["dso"] + " ")
    d.p(c.officer.name(r.choice(["last", "full"])), "FAMILY")
    d.t(" outside. ")
    d.t(c.he().capitalize() + " tells me " + c.he() + " slept 'a couple of hours', has eaten breakfast and feels " +
        r.choice(["'fine'", "'a bit rough'", "'shaky'", "'tired but OK'"]) + ". ")
    c.last_drink(d)
    d.t("\nO/E: " + K.obs(r, c, compact=True) + ". " + K.neuro(r) + ". " + K.withdrawal(r) + ".\n")
    d.t(c.he().capitalize() + " was able to explain the caution in " + c.his() +
        " own words (\"I don't have to say anything but it might go against me if I don't mention something\"). ")
    d.t("Orientated, follows conversation, no evidence of psychosis.\n")
    d.w("Solicitor {FAMILY} of {ORGANIZATION} attending at {_}.\n", c.solicitor.name(r.choice(["full", "last", "fil"])), c.firm,
        r.choice(["09:30", "10:00", "11:15", "14:00"]))
    if c.job and r.random() < 0.5:
        d.w("Works as a {PROFESSION}; worried " + c.his() + " employer ({ORGANIZATION}) will find out.\n", c.job, c.employer)
    d.t("\nOpinion: " + r.choice(["fit for interview. No appropriate adult required.", "fit for interview; offer a break every hour.",
                                   "not fit for interview at present - withdrawal symptoms; review after chlordiazepoxide in 2 h.",
                                   "fit for interview with an appropriate adult because of reported learning difficulty."]) + "\n")
    d.t("Advised OIC and ")
    c.sgt_ref(d)
    d.t("; recorded on custody record.\n\n")
    d.w("{DOCTOR}, " + c.nurse_cred + "\n", c.nurse.name(r.choice(["full", "fil"])))
    C.footer(d, c, prob=0.5)
    return d


def fitness_to_interview(c):
    r = c.rng
    if r.random() < 0.35:
        return fti_narrative(c)
    d = Doc()
    C.header(d, c, r.choice(["Fitness to Interview Assessment", "Fitness for Interview", "FTI Assessment"]))
    C.pt_block(d, c, ["name", "dob", "custody", "pnc", "lang"], style=r.choice(["lines", "inline", "pipe"]))
    d.t("Request: ")
    c.officer_ref(d, 2)
    d.w(" (OIC) requests assessment; interview planned {_} in interview room {LOCATION_OTHER}", tm(c), c.room)
    d.w(" on {DATE}.\n", c.fn())
    d.t("Time in custody at assessment: %d h %d min. Time since last alcohol: %s.\n" % (
        r.randint(3, 20), r.randint(0, 59), r.choice(["~12 h", "15 hours", "unknown", "> 24 h", "9 h"])))
    if c.age < 18 or r.random() < 0.3:
        d.t("Vulnerability: " + ("juvenile (age " if c.age < 18 else "adult, ") )
        if c.age < 18:
            d.w("{AGE}). ", c.age)
        d.t(c.T["aa"].capitalize() + " required - ")
        d.w("{FAMILY}", c.aa.name(r.choice(["full", "fil"])))
        if c.age < 18:
            d.t(" (" + c.kin_rel.replace("wife", "mother").replace("husband", "father") + ")")
        else:
            d.w(" from {ORGANIZATION}", r.choice(P.CHARITIES))
        d.w(", contacted {_} on {PHONE}.\n", tm(c), H.phone(r, c.cc))
    if c.abroad and c.lang != "English":
        d.w("Interpreter: {FAMILY} (" + c.lang + ") booked via telephone line. DP born in {COUNTRY}; in {COUNTRY} since {DATE}.\n",
            c.interp.name(r.choice(["full", "fil"])), c.abroad, c.country if r.random() < 0.5 else c.home_country(),
            str(c.date.year - r.randint(1, 12)))
    d.w("Legal rep: {FAMILY}, {ORGANIZATION} (tel {PHONE}).\n\n", c.solicitor.name(r.choice(["full", "fil"])), c.firm,
        H.phone(r, c.cc, "land"))
    d.t("ASSESSMENT\n")
    items = [
        ("Physical state", r.choice(["Obs: " + K.obs(r, c, compact=True), "Alert, no withdrawal features.",
                                     "Mild tremor; " + K.withdrawal(r) + "."])),
        ("Intoxication", r.choice(["No evidence of intoxication. " + K.breath(r, c) + " on arrest.", "Sober.",
                                   "Residual effects only, speech clear."])),
        ("Mental state", K.mse(r, r.random() < 0.8)),
        ("Understanding of caution", r.choice(["Able to explain caution in own words.", "Needed caution broken down; understood with explanation.",
                                               "Could not explain the caution; poor retention."])),
        ("Capacity/communication", r.choice(["Reads and writes; no hearing impairment.", "Reported dyslexia - read documents aloud.",
                                             "Hearing aid L ear - ensure working.", "Mild LD per GP summary."])),
    ]
    for lab, txt in items:
        d.t("- %s: %s\n" % (lab, txt))
    if c.job and r.random() < 0.6:
        d.w("- Social: works as a {PROFESSION}", c.job)
        if r.random() < 0.5:
            d.w(" at {ORGANIZATION}", c.employer)
        d.t("; worried about losing job.\n")
    d.t("\nOUTCOME: " + r.choice([
        "FIT FOR INTERVIEW.", "Fit for interview with " + c.T["aa"] + " present.",
        "Fit for interview; breaks every 60 min, and ensure food offered beforehand.",
        "NOT currently fit for interview - reassess at %s." % tm(c),
        "Fit for interview once methadone administered and 1 hour elapsed."]) + "\n")
    d.t("Risk considered under " + (c.T["law"] + (" Annex G" if c.cc == "UK" else "")) + ".\n")
    d.t("Outcome communicated to OIC and ")
    c.sgt_ref(d)
    d.t(".\n\n")
    C.sign(d, c, r.choice(["nurse", "doc", "doc"]))
    C.footer(d, c)
    return d


Q_SCREEN = [
    ("Do you have any illness or injury?", ["No", "Yes - {pmh}", "Yes - sore ribs from arrest"]),
    ("Are you taking any medication?", ["Yes - {med}", "No", "Yes - {med}; tablets at home"]),
    ("Have you ever tried to harm yourself?", ["No", "Yes - overdose in {year}", "Yes - cuts, last {mon}"]),
    ("Do you feel like harming yourself now?", ["No", "No", "Says 'maybe' - HCP informed"]),
    ("Have you seen a doctor or mental health worker in the last month?", ["No", "Yes - CMHT", "Yes - GP for sleep"]),
    ("Have you used drugs or alcohol in the last 24 hours?", ["Alcohol", "No", "Heroin and crack", "Cannabis"]),
    ("Do you have any learning difficulty or problem reading?", ["No", "Dyslexia", "Went to special school"]),
    ("Are you pregnant?", ["N/A", "No", "Not sure - LMP {lmp}"]),
    ("Do you need glasses / hearing aid / mobility aid?", ["No", "Glasses (with DP)", "Walking stick"]),
]


def booking_screen(c):
    r = c.rng
    d = Doc()
    us = c.cc == "US"
    title = "Arrestee Intake Medical Screening" if us else r.choice(["Booking-in Health Screen", "Custody Risk Assessment - Health Questions",
                                                                       "Reception Health Screening"])
    C.header(d, c, title)
    C.pt_block(d, c, ["name", "alias", "dob", "sex", "addr", "phone", "hid", "ssn", "kin", "job", "lang"])
    if us or r.random() < 0.25:
        d.w("ID verified: driver's " + ("license" if c.cc in ("US", "CA") else "licence") + " {LICENSE}", H.driving_licence(r, c.cc, c.pt))
        if us:
            d.w(" ({STATE})", c.addr["rabbr"])
        d.t(". ")
        d.w("Livescan fingerprints {BIOID}; booking photo {BIOID}.\n", H.bioid(r, "fp", c.yy), H.bioid(r, "photo", c.yy))
    if us and r.random() < 0.6:
        d.w("Insurance: {ORGANIZATION} Member ID {HEALTHPLAN} Group {HEALTHPLAN}\n",
            r.choice(["Buckhorn Mutual Health", "Tri-Marrow Health Plan", "Keelwater Medicaid Managed Care"]),
            H.dg(r, 3) + H.lt(r, 3) + H.dg(r, 5), "GRP-" + H.dg(r, 6))
    d.w("Booked by ", )
    c.sgt_ref(d)
    d.w(" at {_}; BWV camera {DEVICE} running.\n\n", tm(c), H.serial(r, "bwv"))
    d.t("HEALTH QUESTIONS (answers in own words)\n")
    qn = 0
    for q, answers in Q_SCREEN:
        if q.startswith("Are you pregnant") and c.pt.sex == "M":
            continue
        a = r.choice(answers)
        qn += 1
        d.t("%d. %s  " % (qn, q))
        if "{year}" in a:
            pre, post = a.split("{year}")
            d.w(pre + "{DATE}" + post + "\n", str(c.date.year - r.randint(1, 6)))
        elif "{mon}" in a:
            pre, post = a.split("{mon}")
            d.w(pre + "{DATE}" + post + "\n", H.fdate(c.date.replace(day=1), r.choice(["Month y", "Mon y"])))
        elif "{lmp}" in a:
            pre, post = a.split("{lmp}")
            d.w(pre + "{DATE}" + post + "\n", c.fd(c.ago(10, 60)))
        else:
            d.t(a.replace("{pmh}", r.choice(K.PMH)).replace("{med}", K.med_line(r)) + "\n")
    d.t("\nObservations at booking: " + K.obs(r, c, compact=True) + "\n")
    if r.random() < 0.35:
        d.w("Diabetic - own meter {DEVICE} (Glucoread G2) retained in property; insulin pump serial {DEVICE} left in situ.\n",
            H.serial(r, "gluco"), H.serial(r, "pump"))
    elif r.random() < 0.3:
        d.w("Electronic monitoring tag fitted L ankle, tag no. {DEVICE} - monitoring company informed.\n", H.serial(r, "tag"))
    if c.abroad:
        d.w("Arrived from {COUNTRY} {DATE}; ", c.abroad, str(c.date.year - r.randint(1, 15)))
        d.t("TB screen: no cough, no night sweats, no weight loss.\n")
    d.t("\nRisk level: " + r.choice(["LOW", "MEDIUM", "HIGH"]) + ". Referred to HCP: " + r.choice(["Yes", "No", "Yes - urgent"]) + ".\n")
    d.t("Previous custody episodes: ")
    nprev = r.randint(1, 3)
    for j in range(nprev):
        d.w("{DATE}" + (", " if j < nprev - 1 else ""), c.fd(c.ago(40 + 300 * j, 300 + 300 * j)))
    d.t(" - " + r.choice(["warning markers: self-harm", "no markers", "marker: violent", "marker: drugs, epilepsy"]) + ".\n\n")
    d.t("HCP review: ")
    c.staff(d, c.nurse, c.nurse_cred)
    d.w(" reviewed at {_}. ", tm(c))
    d.t(K.decision(r, True) + "\n")
    C.footer(d, c, prob=0.8)
    return d


GENRES = {"fitness_to_detain": fitness_to_detain, "fitness_to_interview": fitness_to_interview,
          "booking_in_health_screen": booking_screen}
