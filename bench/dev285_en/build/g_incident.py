"""Genre: smoking and fire-risk incident reports."""
import phi
import clinical as CL
import common as CM
from case import name, doc_ref
from nb import Note, P

GENRE = "fire_incident"

EVENTS = [
    "lit a cigarette while wearing nasal cannula at {F} L/min; flash fire at the cannula",
    "was smoking in the kitchen with oxygen running; tubing caught alight and melted to the lino",
    "used a gas hob while wearing cannula; fringe and eyebrows singed",
    "was found by the delivery driver smoking on the doorstep with the POC running",
    "charged an e-cigarette next to the concentrator; device overheated, smoke but no flame",
    "was sitting close to an open coal fire with oxygen on; spark ignited blanket",
    "lit birthday candles with cannula in situ; minor burn to upper lip",
    "had tealights burning in the bedroom; cylinder regulator left open, no ignition",
]

HARM = ["No harm (near miss)", "Low harm", "Moderate harm", "Severe harm", "Death"]


def datix(rng, cs, n):
    fl = CL.flow(rng)
    inc_day = CM.later(cs.visit, -rng.randint(0, 3))
    harm = rng.choice(HARM[:4] + [HARM[rng.randint(0, 4)]])
    n.ln(rng.choice(["INCIDENT REPORT", "Patient Safety Incident Report (web form)", "ADVERSE EVENT / INCIDENT NOTIFICATION",
                     "Incident Reporting System - Report"]))
    n.ln("Ref: ", P(phi.incident_no(rng), "IDNUM"), "   Status: ", rng.choice(["Being reviewed", "Awaiting final approval", "Open", "Closed"]))
    n.ln("Reported: ", cs.d(rng), " ", CM.clock(rng), "   by ", name(rng, cs.nurse, "DOCTOR", rng.choice(["full", "LF"])), ", ",
         rng.choice(["Home Oxygen Service", "Community Respiratory Team", "Oxygen supplier liaison", "District Nursing"]))
    n.ln("Incident date: ", cs.d(rng, inc_day, rng.choice(["num", "wk", "long"])), "   Time: ", CM.clock(rng, 0, 23))
    n.ln("Location: ", rng.choice(["Patient's own home", "Patient home - kitchen", "Residential/nursing home", "Patient's garden"]), " - ",
         P(cs.street, "STREET"), ", ", P(cs.town, "CITY"), (", " if rng.random() < 0.5 else " "), P(cs.postcode, "ZIP"))
    n.ln("Category: Fire / burns > Home oxygen > ", rng.choice(["Smoking-related", "Naked flame", "E-cigarette", "Other heat source"]))
    n.ln("Harm: ", harm)
    n.ln("")
    n.ln("Person affected: ", cs.pt_name(rng, rng.choice(["LFU", "full", "LF"])), "  DOB ", cs.dob_s(rng), "  ",
         *((rng.choice(["NHS No ", "NHS "]), P(cs.nhs, "MRN")) if cs.c == "UK" else (rng.choice(["MRN ", "ID ", "UR "]), P(cs.mrn, "MRN"))))
    n.ln("Age: ", P(str(cs.age), "AGE"), "   O2 Rx: ", fl, " L/min ", CL.hours(rng), " h/day, ", rng.choice(CL.CONCENTRATORS))
    n.ln("")
    n.ln("Description (facts only):")
    ev = rng.choice(EVENTS).replace("{F}", fl)
    n.w("At approx ", CM.clock(rng, 0, 23), " ", cs.pt_name(rng, rng.choice(["title", "first", "full"])), " ", ev, ". ")
    k = rng.randint(0, 3)
    if k == 0:
        n.w("Their ", cs.rel, " ", cs.fam_name(rng, "first"), " turned the concentrator off and called ", CM.emerg(cs), ". ")
    elif k == 1:
        n.w("Neighbour ", name(rng, cs.fam2, "FAMILY", rng.choice(["full", "title"])), " heard the smoke alarm and attended. ")
    elif k == 2:
        n.w("Patient extinguished it themselves and reported it to the engineer at the next visit. ")
    else:
        n.w("Carer from ", P(rng.choice(["Helping Hands Care", "Bluebell Homecare", "CareFirst Community", "Kindly Care Agency"]), "ORGANIZATION"),
            " found scorched tubing on the morning call. ")
    if rng.random() < 0.6:
        n.w("Fire and rescue attended; ", rng.choice(["no further spread", "room smoke-damaged", "crew advised removal of oxygen"]), ". ")
    if harm in ("Moderate harm", "Severe harm"):
        n.w("Conveyed by ambulance to ", P(cs.hosp2, "HOSPITAL"), rng.choice([" ED", " burns unit", " Emergency Dept"]))
        n.w(rng.choice(["; ", ". "]), rng.choice(["partial-thickness burns to nose/cheeks (4% TBSA)", "superficial burns to lips and nares",
                                                 "singed nasal hair, carboxyHb 6%", "burns to R hand, dressed"]), ". ")
        if rng.random() < 0.5:
            n.w("Admitted to ", P(cs.ward, "HOSPITAL"), ", bed ", P(str(rng.randint(1, 28)), "LOCATION_OTHER"), ". ")
    if harm == "Death":
        n.w("Sadly pronounced dead at scene on ", cs.d(rng, inc_day, "long"), "; coroner informed. ")
    n.ln("")
    n.ln("")
    n.ln("Immediate actions:")
    acts = ["Supplier (" + "%s" + ") asked to isolate equipment", "HOS consultant informed",
            "GP informed", "Safeguarding referral considered", "Fire service home safety visit requested",
            "Risk assessment repeated", "Oxygen temporarily withdrawn pending review", "Firebreaks checked - both activated"]
    for a in CL.pick(rng, acts, rng.randint(3, 5)):
        if "%s" in a:
            n.ln("- Supplier (", P(cs.supplier, "ORGANIZATION"), ") asked to isolate equipment; concentrator S/N ",
                 P(phi.serial(rng, "EverFlo"), "DEVICE"), " collected ", cs.d(rng, inc_day, "dmon", offset=1))
        else:
            n.ln("- ", a)
    n.ln("Consultant: ", doc_ref(rng, cs.cons), "   GP: ", doc_ref(rng, cs.gp), " (", P(cs.practice, "HOSPITAL"), ")")
    if rng.random() < 0.6:
        n.ln("Duty of candour / family contact: spoke with ", cs.rel, " ", cs.fam_name(rng, "full"), " on ",
             cs.d(rng, inc_day, rng.choice(["num", "short"]), offset=rng.randint(1, 5)), " tel ", P(cs.fam_phone, "PHONE"))
    n.ln("Handler: ", name(rng, cs.nurse2, "DOCTOR", "full"), ", Patient Safety Team   ext ", P(phi.phone(rng, cs.c, "pager"), "PHONE"))


def near_miss(rng, cs, n):
    n.ln(P(cs.supplier, "ORGANIZATION"), " - ", rng.choice(["NEAR MISS / SAFETY CONCERN REPORT", "Driver/Engineer Safety Concern",
                                                          "Field Safety Observation"]))
    n.ln("Form no. ", P(phi.incident_no(rng), "IDNUM"), "   Date observed: ", cs.d(rng), "  ", CM.clock(rng))
    n.ln("Reported by: ", name(rng, cs.eng, "DOCTOR", rng.choice(["full", "LF", "init"])), " (", rng.choice(["driver", "field engineer", "install technician"]),
         ")  vehicle ", P(cs.van, "VEHICLE"))
    n.ln("Customer: ", cs.pt_name(rng, rng.choice(["LF", "tfull"])), "  acct ", P(cs.acct, "ACCOUNT"))
    n.ln("Address: ", cs.addr(rng))
    n.ln("")
    n.ln("What did you see?")
    obs = rng.choice(["Strong smell of cigarette smoke in lounge; full ashtray next to concentrator; customer admitted smoking 'with it off'.",
                      "Scorch marks on cannula tubing about 1 m from patient end; firebreak had activated.",
                      "Customer's son smoking in the same room while O2 running at 2 L/min.",
                      "Lit candles on windowsill directly above cylinder store.",
                      "Cylinder stored next to a portable gas heater in the conservatory.",
                      "Customer vaping while on POC in the car (" + "" + ")."])
    if obs.endswith("(" + "" + ")."):
        n.ln(obs[:-3], " (reg ", P(cs.vreg, "VEHICLE"), ").")
    else:
        n.ln(obs)
    n.ln("What did you do?")
    n.ln(rng.choice(["Explained risks, left leaflet, informed office.", "Turned off oxygen, moved cylinder, phoned HOS team.",
                     "Declined to install; left backup cylinder only and escalated."]))
    n.ln("Escalated to: ", rng.choice(["HOS nurse ", "clinical lead "]), name(rng, cs.nurse, "DOCTOR", "full"), " ",
         P(cs.hosp_phone, "PHONE"), " at ", CM.clock(rng))
    if rng.random() < 0.5:
        n.ln("HOS response: home visit booked ", cs.d(rng, offset=rng.randint(1, 5), style=rng.choice(["dm", "wkdm", "num"])),
             "; smoking cessation referral; consider removal of oxygen if continues.")
    n.ln("Manager sign-off: ", name(rng, cs.clerk, "DOCTOR", rng.choice(["init", "full"])), "  ", cs.d(rng, offset=rng.randint(0, 2), style="num"))


def review72(rng, cs, n):
    n.ln(rng.choice(["72-HOUR REVIEW - HOME OXYGEN FIRE INCIDENT", "Rapid review: oxygen-related fire", "After Action Review (AAR)"]))
    n.ln("Incident ", P(phi.incident_no(rng), "IDNUM"), " | ", cs.pt_name(rng, rng.choice(["initials", "LF", "full"])), " | ",
         P(cs.mrn, "MRN"), " | incident ", cs.d(rng, style="num"))
    n.ln("Attendees: ", name(rng, cs.cons, "DOCTOR", "drfull"), " (chair); ", name(rng, cs.nurse, "DOCTOR", "full"), "; ",
         name(rng, cs.nurse2, "DOCTOR", "full"), "; supplier rep ", name(rng, cs.eng, "DOCTOR", "full"))
    n.ln("")
    n.ln("Background: ", cs.age_phrase(rng), " ", CL.dx(rng)[0], " on LTOT since ",
         cs.d(rng, offset=-rng.randint(200, 1500), style=rng.choice(["my", "year", "num"])), ". Smoking: ", CM.smoking(rng, cs), ".")
    n.ln("IHORM ", rng.choice(["completed at install", "not found on file", "completed, rated MEDIUM"]), ". Previous concerns: ",
         rng.choice([["none"], ["two prior near misses"], ["driver report of smoke smell ", cs.d(rng, offset=-rng.randint(20, 200), style="my")]]), ".")
    n.ln("What happened: ", rng.choice(EVENTS).replace("{F}", CL.flow(rng)), ".")
    n.ln("Contributory factors: ", "; ".join(CL.pick(rng, ["nicotine dependence", "living alone", "cognitive impairment",
                                                         "no smoke alarm", "visitor smoking", "low health literacy", "alcohol"], 3)), ".")
    n.ln("Decisions:")
    n.w(CM.bullets(CL.pick(rng, ["Oxygen withdrawn - benefit does not outweigh risk (documented capacity assessment)",
                                "Continue with enhanced monitoring; concentrator moved downstairs",
                                "Letter to patient explaining decision (copy GP)", "Smoking cessation referral accepted",
                                "Fire service joint visit", "Safeguarding adult referral submitted"], 3)))
    n.ln("Letter sent to ", doc_ref(rng, cs.gp), ", ", P(cs.practice, "HOSPITAL"), " fax ", P(cs.gp_fax, "FAX"))


def gen(rng, cs):
    n = Note()
    k = rng.random()
    if k < 0.5:
        datix(rng, cs, n)
    elif k < 0.78:
        near_miss(rng, cs, n)
    else:
        review72(rng, cs, n)
    if rng.random() < 0.3:
        n.w(CM.audit(rng, cs))
    return n
