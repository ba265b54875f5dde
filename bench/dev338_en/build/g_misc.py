"""Own genres: airway incident report; telehealth (video) review note."""
import datetime as dt

import ids
import clin as K
from core import (NB, PAT, DOC, FAM, AGE, DATE, CITY, HOSP, ORG, LOC, MRN, HP, ACC, LIC, DEV, BIO,
                  IDN, PH, EML, URL, IP, USR, PROF, CTRY)
from case import clin, pt_name, pt_ref, dr_name, age_sex, hn_items, social, sign

INCIDENTS = [
    ("Accidental decannulation", "Tube found displaced out of stoma during repositioning in bed"),
    ("Blocked tracheostomy tube", "Inner cannula occluded with dried secretions; patient desaturated to 78%"),
    ("Speaking valve used with cuff inflated", "PMV found in place with cuff inflated; patient distressed, RR 34"),
    ("Missing emergency equipment", "Bedside check found no spare tube one size smaller and no tracheal dilators"),
    ("HME and speaking valve in series", "Valve found on top of HME, increased work of breathing"),
    ("Cuff over-inflation", "Cuff pressure measured at 60 cmH2O after transfer from theatre"),
    ("Voice prosthesis dislodged", "VP dislodged during stoma cleaning, possibly aspirated; CXR arranged"),
    ("Laryngectomy patient given O2 by face mask", "Oxygen applied to face instead of stoma during MET call"),
    ("Wrong size spare tube at bedside", "Spare tube at bedside was size 9.0 for patient with size 7.0 in situ"),
    ("Partial displacement on transfer", "Tube partially displaced during transfer to CT; flange 2 cm from neck"),
]


def _d(c, a, b):
    return c.d0 + dt.timedelta(days=c.r.randint(a, b))


def incident(c):
    r = c.r
    n = NB()
    cat, desc = r.choice(INCIDENTS)
    rep = clin(c, r.choice(["nurse", "outreach", "cns"]))
    n.ln(r.choice(["INCIDENT REPORT", "Patient Safety Incident Report", "Clinical Incident Notification",
                   "Adverse Event Report - Airway"]))
    n.ln("Ref: ", IDN(ids.idnum(c, "incident")), "   Status: ", r.choice(["Open", "Under review", "Closed - learning shared",
                                                                         "Awaiting investigation"]))
    n.add("Organisation: ", HOSP(c.hosp["name"]), "   Area: ", HOSP(c.ward_name))
    if r.random() < 0.3:
        n.add(" (side room ", LOC(str(r.randint(1, 12))), ")")
    n.ln("")
    n.ln("")
    n.ln("Incident date: ", DATE(c.fd(c.d0)), "   Time: ", c.time(), "   Reported: ",
         DATE(c.fd(c.d0 + dt.timedelta(days=r.randint(0, 2)))))
    n.ln("Reporter: ", DOC(rep.p.f("full")), ", ", rep.title, "   Login: ", USR(ids.username(c, rep.p)))
    n.ln("Location detail: ", r.choice(["bed ", "room ", "bay 2 bed "]), LOC(c.bed))
    n.ln("")
    n.ln("Patient: ", pt_name(c), "   ", r.choice(["MRN", "Hosp no", "UR"]), ": ", MRN(c.mrn), "   Age: ", AGE(str(c.age)))
    n.ln("Category: Airway / tracheostomy - ", cat)
    n.ln("")
    n.ln("Description")
    if r.random() < 0.4:
        n.add("Pt ", PAT(c.pt.f(r.choice(["init", "INIT"]))), ": ")
    n.add(K.typo(c, desc), ". ")
    nurse2 = c.person()
    n.add("Found by ", DOC(nurse2.f(r.choice(["full", "first"]))), r.choice([" (HCA)", " (RN)", " (student nurse)", ""]),
          " at ", c.time(), ". ")
    n.add("Emergency called (", r.choice(["2222", "MET", "Code Blue", "rapid response"]), "); ",
          r.choice(["on-call ", ""]), c.sp("anaesthetist"), " ", DOC(clin(c, "anaes").p.f("fi")), " and ",
          "ENT ", c.sp("registrar"), " ", DOC(clin(c, "ent_reg").p.f(r.choice(["full", "last"]))),
          " attended. ")
    n.ln(r.choice(["New tube inserted via stoma, SpO2 recovered to 95% within 5 minutes.",
                   "Inner cannula changed, suctioned, SpO2 98%.", "Cuff deflated, valve removed, settled.",
                   "Equipment replaced from trolley, no patient harm.", "Stoma oxygenation, recovered."]))
    n.ln("")
    n.ln("Harm: ", r.choice(["No harm", "Low harm", "Moderate harm", "Near miss"]), "   ",
         r.choice(["SAC 3", "Severity 2", "Grade: minor", "Level 3"]))
    n.ln("Equipment: ", K.tube(c), "; LOT ", DEV(ids.serial(c, "lot")),
         *(["; suction unit asset ", DEV(ids.serial(c, "asset"))] if r.random() < 0.5 else []))
    if r.random() < 0.5:
        n.ln("Controlled-drug cabinet accessed by ", DOC(rep.p.f("fi")), " via ",
             r.choice(["fingerprint ID ", "biometric login ", "finger scan "]), BIO(ids.bioid(c)), " at ", c.time(),
             r.choice([" (midazolam)", " (morphine 2.5 mg)", ""]))
    if r.random() < 0.6:
        n.ln("Open disclosure / duty of candour: discussed with ", c.nok_rel, " ", FAM(c.nok.f("full")), " on ",
             DATE(c.fd(_d(c, 0, 3))), " by ", dr_name(c, clin(c, r.choice(["icu_cons", "ent_cons"])), "full"), ".")
    n.ln("")
    n.ln("Immediate actions / learning")
    for a in r.sample(["Bedside emergency equipment audit on all trach patients",
                       "Staff reminded: cuff must be fully deflated before valve",
                       "Green/red bedhead sign re-laminated", "Tube ties checked 2-person at repositioning",
                       "Teaching session booked with trach CNS", "Added to %s safety huddle" % "ward",
                       "Supplier notified - device retained"], r.randint(2, 4)):
        n.ln("- ", a)
    n.ln("")
    han = clin(c, "cns")
    n.ln("Handler: ", DOC(han.p.f("full")), " (", han.title, ")   Reviewed ", DATE(c.fd(_d(c, 2, 14))))
    if r.random() < 0.4:
        n.ln("Escalated to ", r.choice(["the coroner", "the regulator", "Patient Safety Team"]), " - ",
             r.choice(["not required", "for SI panel"]), "; witness ", DOC(c.person().f("full")))
    n.ln("Submitted from ", IP(ids.ipaddr(c)), " by ", USR(ids.username(c, rep.p)) if r.random() < 0.5 else
         USR(ids.username(c, c.person())))
    return n


def telehealth(c):
    r = c.r
    n = NB()
    lary = c.kind == "lary"
    cl = clin(c, r.choice(["hn_cns", "slt", "cns"]))
    n.ln(r.choice(["Telehealth Review - Video Consultation", "VIRTUAL CLINIC NOTE", "Video Consult - Airway Follow-up",
                   "Telehealth Outreach Review"]))
    n.ln(HOSP(c.hosp["name"]), " - ", r.choice(["Head & Neck", "Tracheostomy Service", "Rural Outreach", "ENT"]))
    n.ln("")
    n.ln("Patient: ", pt_name(c), "   DOB ", DATE(c.fd(c.dob)), "   ", r.choice(["MRN ", "Hosp no ", "UR "]),
         MRN(c.mrn))
    n.ln("Date/time: ", DATE(c.fd(c.d0)), " ", c.time(day=True), "   Duration ", r.choice(["20 min", "35 min", "45 min", "15 min"]))
    n.ln("Session link: ", URL(ids.url(c, "video")), "   Session ID ", IDN(c.let(2) + c.dig(7)))
    n.ln("Patient location: home, ", CITY(c.addr["town"]), r.choice(["", " (rural, 190 km from base)"]),
         "; connection from ", IP(ids.ipaddr(c)), r.choice(["", " via home wifi"]))
    if r.random() < 0.6:
        n.add("Portal user: ", USR(ids.username(c, c.pt)))
        if r.random() < 0.4:
            n.add(" (verified by SMS code to ", PH(ids.phone(c, "mob")), ")")
        n.ln("")
    n.ln("Identity confirmed: name, DOB and ", r.choice(["address", "NHI" if c.cc == "NZ" else "postcode", "phone number"]),
         r.choice(["", "; voice biometric not possible (laryngectomee)" if lary else "", "; photo ID shown to camera"]))
    if r.random() < 0.35:
        n.ln("Biometric check: ", r.choice(["face match ref ", "palm-vein ID ", "biometric ID "]), BIO(ids.bioid(c)))
    n.ln("Present: patient, ", c.nok_rel, " ", FAM(c.nok.f(r.choice(["first", "full"]))), ", ",
         DOC(cl.p.f("full")), " (", cl.title, ")")
    n.ln("")
    n.ln("History")
    if lary:
        n.ln(age_sex(c), ", total laryngectomy ", DATE(c.fd(_d(c, -1800, -60), r.choice(["month_y", "y"]))), " for ",
             r.choice(K.LARY_DX), ". Uses ", K.vp(c), " with ", r.choice(K.HMES), ".")
        n.ln(r.choice(["Reports leak through VP with thin fluids x3 days.", "No leak. Voice good, using phone with text relay.",
                       "Stoma crusting worse with heating on.", "Skin irritation from base plates."]))
    else:
        n.ln(age_sex(c), ", long-term tracheostomy since ", DATE(c.fd(_d(c, -900, -40), r.choice(["month_y", "y", None]))),
             " (", r.choice(K.INDICATIONS), "). Tube: ", K.tube(c), ".")
        n.ln(r.choice(["Carer reports increased secretions, green, for 4 days.", "Tube change done by DN last week, no issues.",
                       "Using PMV most of the day.", "Overnight ventilation via Astral, compliance 9 h/night."]))
    n.ln("Social: ", social(c))
    n.ln("")
    n.ln("Observed on video: ", r.choice(["stoma clean, HME in place", "slight erythema around flange", "crusting at stoma",
                                          "patient speaking clearly"]), ". Photo uploaded to record (",
         r.choice(["image ref ", "media ID "]), IDN(c.dig(9)), ").")
    n.ln("Home SpO2 (patient's oximeter): ", str(r.randint(91, 99)), "%; PHQ-9 ", str(r.randint(0, 19)),
         "; weight ", str(r.randint(45, 110)), " kg")
    n.ln("")
    n.ln("Plan")
    plans = [["Sputum sample via ", HOSP(c.gp_practice), "; ", c.sp("GP"), " ", c.dr(), " ", DOC(c.gp.f("last")),
              " informed"],
             [("VP change appointment " if lary else "Tube change booked "), DATE(c.fd(_d(c, 3, 21)))],
             ["Next video review ", DATE(c.fd(_d(c, 14, 60)))],
             ["Summary emailed to patient at ", EML(ids.email(c, c.pt))],
             ["Supplies reordered from ", ORG(c.org("supplier"))],
             ["Community nurse ", DOC(clin(c, "dn").p.f("full")), " to visit ", DATE(c.fd_short(_d(c, 1, 5)))],
             ["Patient to call ", PH(ids.phone(c, "ward")), " if worse; emergency ",
              {"UK": "999", "IE": "112", "US": "911", "CA": "911", "AU": "000", "NZ": "111", "ZA": "10177"}[c.cc]]]
    for i, p in enumerate(r.sample(plans, r.randint(3, 5))):
        n.ln(str(i + 1), ". ", p)
    n.ln("")
    sign(n, c, cl, style=r.choice(["esig", "plain", "uk"]))
    return n
