"""Genres (own choice): staff-involved incident report; leave request (study, annual, compassionate, parental)."""
import pools as P
import core as C
from core import name, plus
from common import (D, Dv, phone_line, email_header, signature, art, art_num, kin, cap, clin_line, patient_ref,
                    DRUGS, EQUIPMENT, VITALS, LABS)

INC_TYPES = ["sharps", "violence", "staffing", "device", "ig", "carpark"]
REG = {"UK": "RIDDOR reportable", "IE": "HSA reportable", "AU": "WorkSafe notifiable", "US": "OSHA 300 recordable",
       "CA": "WCB reportable"}


def incident(n, ctx):
    rng, c = n.rng, n.c
    typ = rng.choice(INC_TYPES)
    rep = ctx.person()
    staff = ctx.person()
    handler = ctx.staff()
    d = plus(ctx.d0, -rng.randint(0, 3))
    sysname = {"UK": "Datix", "IE": "NIMS", "AU": "ims+", "US": "RL6", "CA": "SafetyNet"}[c]
    n.ln((ctx.body, "HOSPITAL"), " - ", rng.choice(["Incident Report", "INCIDENT REPORTING FORM", "Staff Safety Event Report"]),
         " (", sysname, ")")
    n.ln("Reference: ", (C.code(rng, rng.choice(["W", "INC", "SE"]), 6, ""), "IDNUM"))
    n.w("Date of incident: ")
    D(n, d, rng.choice(["num", "wdlong", "long"]))
    t0 = rng.randint(0, 23) * 60 + rng.randint(0, 59)
    n.ln("    Time: %02d:%02d" % (t0 // 60, t0 % 60))
    n.w("Reported: ")
    D(n, plus(d, rng.randint(0, 1)), "num")
    n.w(" by ")
    name(n, rep, rng.choice(["tfull", "full"]))
    n.ln(" (", ctx.grade(), "), ", (rep.email(rng, ctx.dom), "EMAIL"))
    n.w("Location: ", (ctx.hosp, "HOSPITAL"), ", ", (ctx.ward, "HOSPITAL"))
    if typ != "carpark":
        n.w(", ", rng.choice(["bay ", "room ", "bed ", "side room "]), (str(rng.randint(1, 30)), "LOCATION_OTHER"))
    n.ln("")
    n.ln("Category: ", {"sharps": "Staff injury - sharps/needlestick", "violence": "Violence and aggression towards staff",
                        "staffing": "Unsafe staffing / rota gap", "device": "Medical device failure",
                        "ig": "Information governance breach", "carpark": "Staff personal safety - car park"}[typ])
    n.ln("")
    n.w("Staff member affected: ")
    name(n, staff, rng.choice(["tfull", "full", "LASTFIRST"]))
    n.ln(", ", ctx.grade(), ", employee no. ", (C.digits(rng, 8), "IDNUM"))
    n.ln("")
    n.ln("Description:")
    if typ == "sharps":
        n.w("While taking blood from ")
        p = patient_ref(n, ctx, rich=True)
        n.w(" the doctor sustained a needlestick injury to the left index finger with a ", rng.choice(["21G hollow-bore needle", "BD Vacutainer needle", "23G butterfly"]),
            ". Wound bled freely and was washed. ")
        n.w("Source patient consented to BBV testing; specimen ", (C.code(rng, "BBV" + str(d.year % 100), 6), "IDNUM"), ". ")
        n.ln("Risk assessed as ", rng.choice(["low", "moderate"]), " by the ED consultant; PEP ", rng.choice(["not indicated", "started (Truvada/raltegravir)"]), ".")
        n.w("OH contacted on ")
        phone_line(n, "")
        n.w("; follow-up at ", (ctx.building, "LOCATION_OTHER"), " on ")
        D(n, plus(d, rng.randint(1, 7)), rng.choice(["wdshort", "num", "wdlong"]))
        n.ln(".")
    elif typ == "violence":
        n.w("During review of ")
        p = patient_ref(n, ctx, rich=True)
        n.w(", ", rng.choice(["the patient", "a visitor"]), " became verbally aggressive and ", rng.choice(["pushed", "spat at", "threw a jug at", "grabbed the lanyard of"]),
            " the doctor. ")
        if rng.random() < 0.6:
            rw, rel = kin(ctx)
            n.w("The patient's ", rw, ", ")
            name(n, rel, rng.choice(["full", "tfull"]), "FAMILY")
            n.w(", was present and ", rng.choice(["tried to calm the situation", "joined in the verbal abuse", "left before security arrived"]), ". ")
        n.w("Security attended; ", rng.choice(["police called", "police not called", "police attended"]), ". ")
        if rng.random() < 0.7:
            n.w("Police reference ", (C.code(rng, rng.choice(["CAD", "CR", "PR"]), 7), "IDNUM"), ". ")
        n.ln(clin_line(rng))
        n.w("Staff member ", rng.choice(["uninjured but shaken", "has a bruise to the forearm", "declined OH referral"]), "; debrief held with ")
        name(n, ctx.person(), rng.choice(["tfull", "tlast"]))
        n.ln(".")
    elif typ == "staffing":
        n.w("Night shift started with ", rng.choice(["1 of 3", "2 of 4", "1 of 2"]), " medical staff on the rota. Locum booked via ")
        n.w((ctx.agency, "ORGANIZATION"), " (booking ", (C.code(rng, "BK", 6), "IDNUM"), ") cancelled at ")
        n.ln("%02d:%02d." % (rng.randint(17, 21), rng.choice([0, 15, 30, 45])))
        n.w("Delays: ")
        patient_ref(n, ctx)
        n.w(" waited ", str(rng.randint(3, 9)), " hours for clerking; ")
        patient_ref(n, ctx)
        n.ln(" had a delayed review of ", rng.choice(LABS), ".")
        n.w("Escalated to ")
        name(n, ctx.person(), rng.choice(["tfull", "tinit"]))
        n.ln(" (consultant on call) and the site manager. Exception reports submitted.")
    elif typ == "device":
        eq, ev = rng.choice([("Alaris GP volumetric pump", "stopped mid-infusion (occlusion alarm) while running %s" % rng.choice(["amiodarone", "heparin", "insulin sliding scale", "noradrenaline"])),
                             ("BD Alaris CC syringe driver", "under-delivered a morphine infusion"),
                             ("T34 syringe driver", "ran 2 hours early during a midazolam infusion"),
                             ("Zoll X Series defibrillator", "failed its daily self-test and would not charge during a peri-arrest call"),
                             ("Philips IntelliVue monitor", "lost the SpO2 trace and did not alarm")])
        n.w(eq, " serial ", (C.alnum(rng, 2) + C.digits(rng, 8), "DEVICE"), " ", ev, " for ")
        patient_ref(n, ctx)
        n.w(". ")
        n.ln("Device quarantined and labelled; Medical Engineering job ", (C.code(rng, "ME", 6), "IDNUM"), " raised. ", rng.choice(VITALS), " - no harm.")
    elif typ == "ig":
        n.w("A handover list containing details of ", str(rng.randint(8, 30)), " patients, including ")
        p = ctx.person("PATIENT")
        name(n, p, rng.choice(["full", "lastfirst"]), "PATIENT")
        n.w(" (", (C.mrn(rng, c), "MRN"), ")")
        n.w(", was e-mailed in error to ", (ctx.person("FAMILY").email(rng, C.email_domain(rng, c, True)), "EMAIL"),
            " instead of the rota mailbox. ")
        n.w("Recipient contacted by phone on ")
        D(n, d, rng.choice(["weekday", "num"]))
        n.ln(" and confirmed deletion. ", rng.choice(["Reported to the DPO.", "Caldicott Guardian informed.", "Privacy Officer informed."]))
    else:
        n.w("On leaving a night shift the doctor found ", rng.choice(["the tyres of", "a window smashed on", "graffiti on"]), " ",
            "her" if staff.sex == "F" else "his", " car (reg. ", (C.plate(rng, c), "VEHICLE"), ") in car park ", (rng.choice(["B", "C", "4", "D2"]), "LOCATION_OTHER"), ". ")
        n.w("A man was seen near a vehicle reg. ", (C.plate(rng, c), "VEHICLE"), ". CCTV requested from security; camera ")
        n.ln((rng.choice(["CP-07", "CAM 12", "P3-04"]), "DEVICE"), ".")
        n.w("Police report ", (C.code(rng, "CR", 8), "IDNUM"), ". Staff member lives at ")
        C.address(n, c)
        n.ln(" and was offered a taxi home.")
    n.ln("")
    if rng.random() < 0.65:
        n.ln("Timeline:")
        tm = t0
        evs = ["first concern raised by nursing staff", "doctor attended", "nurse in charge informed",
               "security / site manager called", "consultant on call updated by phone", "patient reviewed again; observations stable",
               "incident form started", "handover to day team"]
        pick = sorted(rng.sample(range(len(evs)), rng.randint(3, 5)))
        for ev in [evs[i] for i in pick]:
            n.ln("  %02d:%02d  %s" % ((tm // 60) % 24, tm % 60, ev))
            tm += rng.randint(3, 40)
        n.ln("")
    if rng.random() < 0.5:
        n.ln("Contributory factors: ", ", ".join(rng.sample(["workload", "staffing levels", "equipment", "communication",
                                                               "patient factors", "environment", "training", "task design"], 3)))
    n.ln("Immediate actions:")
    for a in rng.sample(["Area made safe", "Nurse in charge informed", "Consultant on call informed", "Staff member offered OH and wellbeing support",
                         "Patient reviewed and observations repeated", "Rota gap escalated to the medical workforce manager",
                         "Security incident log completed", "Equipment withdrawn from use"], rng.randint(2, 4)):
        n.ln("  - ", a)
    n.ln("")
    n.ln("Harm: ", rng.choice(["No harm", "Low harm", "Near miss", "Moderate harm"]), "    ", REG[c], ": ", rng.choice(["No", "No", "Yes"]))
    if rng.random() < 0.6:
        n.w("Witness: ")
        name(n, ctx.person(title=""), rng.choice(["full", "full"]), "DOCTOR")
        n.ln(", ", rng.choice(["Staff Nurse", "HCA", "Ward Clerk", "Security Officer", "Porter", "RN"]))
    n.w("Handler: ")
    name(n, handler, "full")
    n.w(", ", rng.choice(["Patient Safety Lead", "Health & Safety Advisor", "Risk Manager", "Quality Coordinator"]), "; ")
    n.w("review due ")
    D(n, plus(d, rng.randint(7, 28)), rng.choice(["num", "short"]))
    n.ln("")
    if rng.random() < 0.6:
        n.ln("")
        n.w("Handler's note (")
        D(n, plus(d, rng.randint(3, 14)), rng.choice(["num", "short"]))
        n.w("): ", rng.choice(["Discussed with the Clinical Director; themed review of out-of-hours medical cover requested. ",
                               "Staff member contacted; no further concerns. ",
                               "Linked to previous incidents on the same ward. "]))
        n.w("Feedback sent to reporter; case closed by ", (handler.user(rng), "USERNAME"), ".")
        n.ln("")


# =================================================================== leave request
COURSES = ["ATLS provider course", "APLS provider course", "ALS instructor course", "Advanced Trauma Operative Management",
           "FRCA primary revision course", "MRCP PACES preparation course", "European Congress of Cardiology",
           "national trainees' conference", "ultrasound-guided regional anaesthesia workshop", "MRCS Part B OSCE course",
           "Difficult Airway Society annual meeting", "leadership and management course (2 days)"]


def leave_request(n, ctx):
    rng, c = n.rng, n.c
    dr = ctx.person()
    coord = ctx.staff()
    es = ctx.person()
    kind = rng.choice(["study", "study", "annual", "compassionate", "parental"])
    d1 = plus(ctx.d0, rng.randint(14, 90) if kind != "compassionate" else rng.randint(0, 2))
    days = rng.randint(1, 10)
    if kind == "parental":
        days = rng.choice([10, 30, 60, 130])
    d2 = plus(d1, days - 1 if kind != "parental" else days * 7 // 5)
    title = {"study": "STUDY LEAVE APPLICATION", "annual": "ANNUAL LEAVE REQUEST", "compassionate": "COMPASSIONATE / SPECIAL LEAVE REQUEST",
             "parental": "PARENTAL LEAVE NOTIFICATION"}[kind]
    if rng.random() < 0.35:
        email_header(n, ctx, dr, "%s@%s" % (rng.choice(["leave.requests", "medicalrota", "studyleave"]), ctx.dom), cap(kind) + " leave request")
    n.ln(title)
    n.ln((ctx.body, "HOSPITAL"), " - ", rng.choice(["Medical Workforce", "Postgraduate Medical Education", "Rota Office"]))
    n.ln("")
    n.w("Name: ")
    name(n, dr, rng.choice(["tfull", "full", "LASTFIRST"]))
    n.ln("    Grade: ", ctx.grade(), "    Rota: ", ctx.spec)
    n.ln("Employee no.: ", (C.code(rng, "", 8), "IDNUM"), "    Contact: ", (C.phone(rng, c, "mob"), "PHONE"))
    n.w("Dates requested: ")
    D(n, d1, rng.choice(["wdlong", "num", "long", "wdshort"]))
    if days > 1:
        n.w(" to ")
        D(n, d2, rng.choice(["wdlong", "num", "long", "wdshort"]))
    n.ln("  (", str(days), " working day" + ("s" if days > 1 else ""), ")")
    if rng.random() < 0.5:
        n.w("Leave already taken this year: ")
        for i in range(rng.randint(1, 3)):
            if i:
                n.w("; ")
            a = plus(ctx.d0, -rng.randint(20, 200))
            D(n, a, rng.choice(["num", "daymon3", "short"]))
            n.w("-")
            D(n, plus(a, rng.randint(1, 5)), rng.choice(["num", "daymon3", "short"]))
        n.ln("")
    n.ln("")
    if kind == "study":
        n.ln("Course/event: ", rng.choice(COURSES))
        n.ln("Organiser: ", (rng.choice(P.TRAINING_BODIES[c] + ["Harbourlight Medical Education Ltd", "Clinical Skills Partners", "Aegis Simulation Centre"]), "ORGANIZATION"))
        cty = rng.random() < 0.25
        n.w("Venue: ")
        if cty:
            n.ln("congress centre, ", (rng.choice(["Portugal", "Austria", "Spain", "Denmark", "Netherlands", "United Kingdom", "Ireland",
                                                   "Singapore", "New Zealand"]), "COUNTRY"), " (online option declined)")
        else:
            n.ln((rng.choice(P.BUILDINGS), "LOCATION_OTHER"), ", ", (rng.choice(P.TOWNS[c]), "CITY"))
        n.ln("Costs: course fee ", C.money(c, rng.choice([250, 480, 895, 1200])), "; travel ", C.money(c, rng.choice([40, 120, 310])),
             "; accommodation ", C.money(c, rng.choice([0, 160, 420])), "    Budget code: SL-", str(rng.randint(100, 999)))
        n.ln("Curriculum relevance: ", rng.choice(["mandatory for CCT", "ARCP requirement", "PDP objective", "exam preparation"]))
    elif kind == "annual":
        n.ln("Entitlement: ", str(rng.choice([27, 32, 25, 20])), " days; taken to date: ", str(rng.randint(3, 18)))
        if rng.random() < 0.6:
            n.w("Reason (optional): ")
            if rng.random() < 0.5:
                n.w("travelling to ", (rng.choice(P.PMQ_COUNTRIES), "COUNTRY"), " for ")
                rw, rel = kin(ctx)
                n.w("my ", rw, " ")
                name(n, rel, "first", "FAMILY")
                n.ln("'s ", rng.choice(["wedding", "60th birthday", "graduation"]), ".")
            else:
                hol = rng.choice(C.HOLIDAYS[c])
                n.ln("leave over ", (hol, "DATE"), "; I worked it last year.")
    elif kind == "compassionate":
        rel = ctx.person("FAMILY")
        rw = rng.choice(["mother", "grandmother", "aunt"] if rel.sex == "F" else ["father", "grandfather", "uncle"])
        n.w("Reason: bereavement - my ", rw, " ")
        name(n, rel, rng.choice(["full", "first"]), "FAMILY")
        n.w(" died on ")
        D(n, plus(d1, -rng.randint(1, 4)), rng.choice(["weekday", "long", "num", "ord"]))
        if rng.random() < 0.5:
            n.w(" in ", (rng.choice(P.TOWNS[c]), "CITY"))
        else:
            n.w(" at home in ", (rng.choice(P.PMQ_COUNTRIES), "COUNTRY"))
        n.w(", aged ", (str(rng.randint(58, 97)), "AGE"), ". ")
        job = rng.choice(P.PROFESSIONS)
        n.w(rng.choice(["She" if rel.sex == "F" else "He"]), " had worked as ", art(job), " ", (job, "PROFESSION"), " for most of ",
            "her" if rel.sex == "F" else "his", " life. ")
        n.w("The funeral is on ")
        D(n, plus(d1, rng.randint(1, 4)), rng.choice(["wdlong", "daymon", "wdshort"]))
        n.ln(".")
    else:
        rel = ctx.person("FAMILY")
        n.w("Expected date of delivery: ")
        D(n, plus(d1, rng.randint(-10, 10)), rng.choice(["num", "long"]))
        n.w("; partner ")
        name(n, rel, "full", "FAMILY")
        n.w(" (", (C.phone(rng, c, "mob"), "PHONE"), ")")
        n.ln(". MATB1/medical certificate attached. KIT days requested: ", str(rng.randint(0, 10)), ".")
    n.ln("")
    n.ln("Cover arrangements:")
    for i in range(rng.randint(1, 3)):
        col = ctx.person()
        n.w("  - ")
        D(n, plus(d1, i), rng.choice(["wd", "wdshort", "num"]))
        n.w(" ", rng.choice(["on-call", "long day", "night", "clinic", "theatre list"]), " covered by ")
        name(n, col, rng.choice(["tfull", "tinit", "full"]))
        n.ln(rng.choice(["", " (swap)", " (locum requested)", " - agreed by e-mail"]))
    n.ln("")
    n.w("Rota coordinator: ")
    name(n, coord, "full")
    n.w(" - ", rng.choice(["approved", "approved", "approved with conditions", "declined: fewer than 6 weeks' notice"]), " ")
    D(n, plus(ctx.d0, rng.randint(1, 5)), "num")
    n.ln("")
    n.w(rng.choice(["Educational supervisor: ", "Clinical director: ", "Supervisor of training: "]))
    name(n, es, rng.choice(["tfull", "tinit", "tlast"]))
    n.w(" - ", rng.choice(["supported", "approved", "noted"]), " ")
    D(n, plus(ctx.d0, rng.randint(2, 8)), rng.choice(["num", "short"]))
    n.ln("")
    if rng.random() < 0.5:
        n.w("Entered on e-rostering by ", (coord.user(rng), "USERNAME"))
        n.ln(rng.choice(["; leave balance updated.", "; payroll notified.", "."]))
    n.ln("")
    if kind == "study":
        n.w("Study leave used this year: ", str(rng.randint(0, 20)), " of 30 days; budget remaining ", C.money(c, rng.choice([310, 640, 1150, 2200])), ". ")
        n.ln("Claims must be submitted with receipts within 3 months of the course.")
    n.ln(rng.choice(["Note: leave is not approved until confirmed in writing by the rota coordinator.",
                     "Requests with less than 6 weeks' notice may be declined unless a swap is arranged.",
                     "Doctors must not arrange their own locum cover; contact the medical staffing bank.",
                     "Annual leave must be spread across the rotation in proportion to its length."]))
    if rng.random() < 0.6:
        n.ln("")
        n.w("-- Reply from ")
        name(n, coord, "full")
        n.w(", ")
        D(n, plus(ctx.d0, rng.randint(1, 6)), rng.choice(["wdlong", "num", "short"]))
        n.ln(" --")
        n.w("Hi ")
        name(n, dr, "first")
        n.w(", ", rng.choice(["this is approved and on the rota", "approved; please make sure the swap shows on HealthRoster",
                              "I can approve the first day only, the second is a rota gap", "approved in principle pending budget sign-off"]),
            ". ")
        if rng.random() < 0.5:
            n.w("Please let ")
            cov = ctx.person()
            name(n, cov, rng.choice(["tlast", "tfull"]))
            n.w(" know as ", "she" if cov.sex == "F" else "he", " is covering the ", rng.choice(["clinic", "ward round", "on-call"]), " on ")
            D(n, d1, rng.choice(["weekday", "daymon", "wdshort"]))
            n.w(". ")
        n.ln("Any questions call me on ", (C.extnum(rng), "PHONE") if rng.random() < 0.5 else (C.phone(rng, c), "PHONE"), ".")
