"""Genres: incident/security report, mental health liaison assessment
(own genre), ED results callback log (own genre)."""
import datetime as dt
import pools as P
import neg as N
from phi import Doc
from blocks import (nm, dr, age, header, demo, pmh, meds, lab_panel, signature,
                    audit, social, allergies, vitals_block, mrn_label, relative)


def _hm(x, t):
    return x.time(t // 60 % 24, t % 60, x.tstyle)


# ------------------------------------------------------------------ incident
INCIDENTS = ["aggression", "abscond", "fall", "med_error", "privacy", "theft", "needlestick", "vehicle"]


def incident_security_report(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    x.adult(16, 95)
    kind = r.choice(INCIDENTS)
    rep = x.staff(r.choice(["rn", "rn", "md", "res"]))
    sec = x.person()
    t0 = r.randint(0, 23 * 60)
    d.w(r.choice(["INCIDENT REPORT", "Security Incident Report", "CLINICAL INCIDENT NOTIFICATION",
                  "Datix-style Incident Form", "Occurrence Report"]), "\n")
    d.w((x.hosp, "HOSPITAL"), " - ", r.choice(["Emergency Department", "ED", "Acute Medical Unit"]), "\n")
    d.w("Reference: ", (x.idnum("incident"), "IDNUM"), "\n")
    d.w("Date of incident: ", (x.date(style=r.choice(["num", "wklong", "abbr", "iso"])), "DATE"), "   Time: ", _hm(x, t0), "\n")
    d.w("Reported: ", (x.date(x.rel(0, 2), r.choice(["num", "short", "abbr"])), "DATE"), " by ", nm(rep, "DOCTOR", ["full", "fml"], r),
        " (", rep.cred, "), ext ", (x.pager(), "PHONE"), "\n")
    loc = r.random()
    if kind in ("med_error", "fall", "needlestick", "privacy") and 0.4 <= loc < 0.7:
        loc = 0.1
    if kind == "vehicle":
        loc = 0.5
    d.w("Location: ")
    if loc < 0.4:
        d.w(r.choice(N.ED_AREAS[x.c]), " ", r.choice(["cubicle ", "bed ", "room "]), (x.room(), "LOCATION_OTHER"), "\n")
    elif loc < 0.7:
        d.w(r.choice(["ambulance bay", "waiting room", "main entrance", "relatives' room", "staff car park"]), ", ",
            (r.choice(P.BUILDINGS), "LOCATION_OTHER"), "\n")
    else:
        d.w((x.ward(), "HOSPITAL"), " ", r.choice(["bay ", "side room "]), (x.room(), "LOCATION_OTHER"), "\n")
    d.w("Category: ", {"aggression": "Violence & aggression", "abscond": "Missing patient / absconded",
                       "fall": "Slip, trip or fall", "med_error": "Medication error", "privacy": "Information governance / privacy breach",
                       "theft": "Security - theft", "needlestick": "Sharps injury", "vehicle": "Security - vehicle"}[kind], "\n")
    d.w("Harm: ", r.choice(["none", "low", "moderate", "near miss"]), "\n\n")
    d.w("PERSONS INVOLVED\n")
    d.w("  Patient: ", nm(p, "PATIENT", ["LF", "full", "lf"], r), ", ", mrn_label(x), " ", (x.mrn(), "MRN"), ", DOB ", (x.dob_str(), "DATE"), "\n")
    k, rel = relative(x)
    if kind in ("aggression", "theft", "vehicle") or r.random() < 0.4:
        d.w("  Visitor: ", nm(k, "FAMILY", ["full", "lf"], r), " (", rel, " of patient), ", (x.phone(mobile=True), "PHONE"), "\n")
    d.w("  Security: ", nm(sec, "DOCTOR", ["full", "fi_last"], r), ", officer #", (x.idnum("badge"), "IDNUM"), "\n")
    d.w("\nDESCRIPTION\n")
    if kind == "aggression":
        d.w("At ", _hm(x, t0), " ", rel, " ", nm(k, "FAMILY", ["first", "full"], r), " became verbally aggressive towards ",
            nm(x.staff("rn"), "DOCTOR", ["full", "first"], r), " RN regarding wait time. Code grey called at ", _hm(x, t0 + 3),
            ". Security officer ", nm(sec, "DOCTOR", "last"), " attended. ", r.choice(["Visitor escorted off site", "De-escalated verbally",
                                                                                    "Police called"]), ". ")
        if r.random() < 0.6:
            d.w(r.choice(["Constable", "Officer", "PC", "Sgt"]), " ", nm(x.person(), "FAMILY", ["last", "full"], r), " attended, event no. ",
                (x.idnum("police"), "IDNUM"), ". ")
        if r.random() < 0.5:
            d.w("Visitor identified via ", r.choice(["driver's licence", "licence scan"]), " ", (x.license("dl"), "LICENSE"), ". ")
    elif kind == "abscond":
        d.w("Patient was last seen by ", nm(x.staff("rn"), "DOCTOR", ["full", "first"], r), " at ", _hm(x, t0), ". Found missing at ",
            _hm(x, t0 + 25), ". Patient was on ", r.choice(["Form 1", "s136", "Baker Act hold", "Mental Health Act s2", "no legal order"]),
            ". Description: ", r.choice(["tall, grey hoodie", "hospital gown, barefoot", "red jacket, backpack"]), ". CCTV reviewed - left via ",
            (r.choice(P.BUILDINGS), "LOCATION_OTHER"), " exit. ")
        d.w("Police notified, ref ", (x.idnum("police"), "IDNUM"), ". ", rel.capitalize(), " ", nm(k, "FAMILY", ["first", "full"], r),
            " contacted at ", _hm(x, t0 + 40), " - patient may go to ", r.choice(["home address ", "friend's flat at ", "the shelter at "]))
        d.w(x.address() if r.random() < 0.6 else [(x.org(), "ORGANIZATION")], ". ")
        if r.random() < 0.5:
            d.w("Located at ", (r.choice(P.LANDMARKS), "LOCATION_OTHER"), " at ", _hm(x, t0 + 150), " and returned. ")
    elif kind == "fall":
        d.w("Patient found on floor beside trolley at ", _hm(x, t0), ". ", r.choice(["Unwitnessed", "Witnessed by HCA"]), ". ",
            "Reviewed by ", dr(x, x.staff("res")), ": ", r.choice(["no injury", "small laceration forehead", "pain L hip - XR ordered"]),
            ". ", r.choice(["Morse 75", "Falls risk not documented at triage", "Bed rails were down"]), ". ", "NOK ", nm(k, "FAMILY", "full"),
            " informed by phone ", (x.phone(), "PHONE"), ". ")
    elif kind == "med_error":
        drug = N.drug_line(r)
        d.w(drug, " given to wrong patient at ", _hm(x, t0), "; intended for patient in ", r.choice(["bed ", "cubicle "]), (x.room(), "LOCATION_OTHER"),
            " (", nm(x.person(), "PATIENT", ["LF", "full", "fi_last"], r), "). Wristband not checked. Order ", (x.idnum("order"), "IDNUM"),
            ". Pharmacist ", nm(x.staff("rn"), "DOCTOR", ["full", "fi_last"], r), " informed. Patient and ", rel, " informed (duty of candour). ")
    elif kind == "privacy":
        u = x.person()
        d.w("Audit identified that user ", (x.username(u), "USERNAME"), " (", nm(u, "DOCTOR", "full"), ", ", r.choice(["ward clerk", "HCA", "RN", "scribe"]),
            ") accessed the patient's record ", str(r.randint(2, 9)), " times between ",
            (x.date(x.rel(-20, -10), r.choice(["num", "abbr_ny", "short"])), "DATE"), " and ", (x.date(x.rel(-9, -1), r.choice(["num", "abbr_ny", "short"])), "DATE"),
            " from workstation ", (x.ip(), "IPADDR"), " without clinical reason. ")
        if r.random() < 0.6:
            d.w("Discharge letter also e-mailed to ", (x.email(x.person()), "EMAIL"), " in error instead of ", (x.email(p), "EMAIL"), ". ")
        d.w("Privacy officer ", nm(x.staff("rn"), "DOCTOR", ["full", "fi_last"], r), " notified. ")
    elif kind == "theft":
        d.w("Patient reports ", r.choice(["wallet", "mobile phone", "wedding ring", "cash ~$200"]), " missing from belongings bag. ",
            "Property book checked by ", nm(x.staff("rn"), "DOCTOR", ["full", "first"], r), ". Phone IMEI ", (x.digits(15), "DEVICE"),
            " given to police. ")
        d.w("Staff door access log reviewed (biometric reader, template ", (x.bioid(), "BIOID"), " matched to contractor ",
            nm(x.person(), "FAMILY", "full"), " of ", (x.org(), "ORGANIZATION"), "). ")
    elif kind == "needlestick":
        st = x.staff(r.choice(["rn", "res"]))
        d.w(nm(st, "DOCTOR", ["full", "fml"], r), " sustained needlestick from ", r.choice(["22G cannula", "suture needle", "lancet"]),
            " while treating patient at ", _hm(x, t0), ". Source patient consented to BBV bloods, specimen ", (x.idnum("acc"), "IDNUM"),
            ". Staff member seen in ED, ", r.choice(["Hep B immune", "PEP commenced"]), ". Occupational health ", (x.phone(mobile=False), "PHONE"), ". ")
    else:
        d.w("Vehicle ", r.choice(["grey SUV", "white van", "red sedan"]), " plate ", (x.plate(), "VEHICLE"), " parked in ambulance bay for ",
            str(r.randint(20, 90)), " minutes, blocking 2 ambulances. Owner identified as ", nm(k, "FAMILY", "full"),
            ", ", rel, " of patient. ")
        if r.random() < 0.5:
            d.w("VIN ", (x.vin(), "VEHICLE"), " recorded for parking enforcement. ")
        d.w("Fingerprint check not required. ")
    d.w("\n\nIMMEDIATE ACTIONS: ", r.choice(["area made safe", "patient reviewed", "statements taken", "CCTV retained (ref " ]))
    if d.parts[-1].endswith("(ref "):
        d.w((x.idnum("incident"), "IDNUM"), ")")
    d.w(".\n")
    if r.random() < 0.5:
        d.w("Contributing factors: ", r.choice(["department at 160% capacity", "staffing 2 RN short", "no 1:1 available", "IT downtime"]), "\n")
    mgr = x.staff("rn")
    d.w("\nManager review: ", nm(mgr, "DOCTOR", ["full", "fml"], r), ", ", r.choice(["NUM", "Nurse Manager", "Clinical Lead", "Matron"]), ", ",
        (x.date(x.rel(1, 10), r.choice(["num", "abbr"])), "DATE"), "\n")
    if r.random() < 0.5:
        d.w("Contact: ", (x.email(mgr, domain="health.example.org"), "EMAIL"), "\n")
    if r.random() < 0.5:
        audit(d, x, rep)
    return d


# ------------------------------------------------------------------ mental health liaison
def mh_liaison_assessment(x):
    r = x.r
    d = Doc(x.lower)
    p = x.pt
    x.adult(14, 88)
    clin = x.staff(r.choice(["rn", "md", "res"]))
    cons = x.staff("md")
    header(d, x, r.choice(["MENTAL HEALTH LIAISON ASSESSMENT", "Psychiatric Consultation - ED", "Crisis Team Assessment",
                           "PLN Assessment (Psychiatric Liaison)"]), dept=r.choice(["Emergency Department", "Psychiatric Liaison Service", "ED"]), contact=False)
    demo(d, x, ["name", "dob", "mrn"] + (["nhs"] if x.c == "UK" else ["acct"]) + (["addr"] if r.random() < 0.5 else []) + ["phone"]
         + (["ssn"] if x.c in ("US", "CA") and r.random() < 0.3 else []))
    d.w("Seen: ", (x.date(style=r.choice(["num", "abbr", "wk", "long"])), "DATE"), " ", x.time(), " in ", r.choice(["MH assessment room", "cubicle", "Resus", "HOPE room"]),
        " ", (x.room(), "LOCATION_OTHER"), "\n")
    d.w("Assessor: ", nm(clin, "DOCTOR", ["full", "fml"], r), ", ", clin.cred, "\n")
    legal = {"US": ["voluntary", "involuntary hold (5150)", "Baker Act", "emergency petition"],
             "CA": ["voluntary", "Form 1", "Form 1 - expires in 72h", "informal"],
             "AU": ["voluntary", "s22 Mental Health Act", "ITO", "EEA (Emergency Examination Authority)"],
             "UK": ["informal", "s136", "s2 MHA assessment requested", "s5(2)"]}[x.c]
    d.w("Legal status: ", r.choice(legal), "\n\n")
    d.w("Reason for referral: ", r.choice(["intentional overdose", "suicidal ideation", "self-harm (lacerations L forearm)",
                                           "bizarre behaviour in public", "brought in by police", "low mood"]), "\n\n")
    d.w("History: ", nm(p, "PATIENT", ["first", "full"], r), " is a ", age(x, style=r.choice(["-year-old", "yo"])), " ", x.sex_word(style="long"), " ")
    if x.age >= 18:
        prof = r.choice(P.PROFESSIONS)
        d.w(r.choice(["who works as ", "employed as ", "recently made redundant from work as "]), "an " if prof[0] in "aeiou" else "a ",
            (prof, "PROFESSION"), r.choice([" at ", " with "]), (x.org(), "ORGANIZATION"), ". ")
    else:
        d.w("in year %d at " % r.randint(8, 12), (r.choice(P.STREET_STEMS) + r.choice([" High School", " Secondary College", " Academy", " Collegiate"]), "ORGANIZATION"), ". ")
    d.w("Stressors: ", r.choice(["relationship breakdown with ", "bereavement - ", "financial, eviction notice; ", "conflict with "]))
    k, rel = relative(x)
    d.w(rel, " ", nm(k, "FAMILY", ["full", "first"], r), ". ")
    if r.random() < 0.5:
        d.w("Anniversary of ", r.choice(["father's", "brother's", "son's"]), " death on ", (x.date(x.rel(-10, 10), r.choice(["abbr_ny", "ord", "short"])), "DATE"), ". ")
    if r.random() < 0.4:
        d.w("Previous admission to ", (x.hospital(), "HOSPITAL"), " ", (x.date(x.rel(-2000, -100), r.choice(["y", "my"])), "DATE"), ". ")
    d.w("Known to ", (r.choice(P.TOWNS[x.c]) + r.choice([" CMHT", " Community Mental Health", " Early Psychosis Team", " ACT Team"]), "HOSPITAL"),
        ", case manager ", nm(x.staff("rn"), "DOCTOR", ["full", "fi_last"], r), " ", (x.phone(mobile=False), "PHONE"), ".\n\n")
    d.w("Collateral: ")
    k2, rel2 = relative(x)
    d.w(rel2, " ", nm(k2, "FAMILY", ["full", "first"], r), " (", (x.phone(mobile=True), "PHONE"), ") ", r.choice(["reports 2 weeks of withdrawal and not sleeping",
                                                                                                              "found a note at home", "is willing to stay with pt",
                                                                                                              "cannot have pt home tonight"]), ".\n\n")
    d.w("MSE: ", r.choice(["Dishevelled, poor eye contact, psychomotor retardation.", "Guarded, irritable, pressured speech.",
                           "Calm, cooperative, good rapport."]), " Mood '", r.choice(["empty", "fine", "hopeless", "angry"]), "'. Affect ",
        r.choice(["flat", "reactive", "labile"]), ". ", r.choice(["No psychotic features.", "Persecutory delusions re neighbours.", "Denies AH/VH."]),
        " Insight ", r.choice(["partial", "poor", "good"]), ".\n")
    d.w("Risk: ", r.choice(["high", "moderate", "low"]), " to self; ", r.choice(["low", "moderate"]), " to others. ",
        r.choice(["SAD PERSONS 6.", "Columbia (C-SSRS) positive.", "No access to firearms.", "Weapons: none."]), "\n")
    d.w("Medically cleared by ", dr(x, x.staff(r.choice(["md", "res"])), "last"), " at ", x.time(), ". ", r.choice(["Paracetamol level <10 at 4h", "EtOH 0.12", "Tox screen neg"]), ".\n\n")
    d.w("Plan:\n")
    plan = r.sample(["Admit to " , "Home with crisis team follow-up", "Safety plan completed with pt and ", "Refer to ",
                     "Discussed with consultant psychiatrist "], 3)
    for item in plan:
        d.w("  - ", item)
        if item.startswith("Admit"):
            d.w((r.choice(P.WARD_NAMES), "HOSPITAL"), " (", r.choice(["voluntary", "Form 3", "s2"]), ")")
        elif item.startswith("Safety"):
            d.w(rel2)
        elif item.startswith("Refer"):
            d.w((x.clinic(), "HOSPITAL"), " for ", r.choice(["counselling", "AOD service", "housing support"]))
        elif item.startswith("Discussed"):
            d.w(dr(x, cons, "full"))
        else:
            d.w(", call ", (x.phone(mobile=False), "PHONE"), " (24h)")
        d.w("\n")
    if r.random() < 0.3:
        d.w("Lifeline / crisis info: ", (x.url(), "URL"), "\n")
    d.w("\n")
    signature(d, x, clin)
    return d


# ------------------------------------------------------------------ callback log
ORGS = ["E. coli >10^8 CFU/L, resistant to cephalexin", "Group A strep on throat swab", "blood culture 1/2 CoNS (likely contaminant)",
        "radiology overcall: undisplaced scaphoid # not reported in ED", "urine culture Klebsiella, sensitive to nitrofurantoin",
        "chlamydia NAAT positive", "positive flu A PCR", "wound swab MRSA", "CXR overcall: 12 mm RUL nodule - needs CT",
        "Trop result 2nd sample 54 ng/L (up from 12)", "stool culture Campylobacter", "troponin normal, no action"]


def ed_callback_log(x):
    r = x.r
    d = Doc(x.lower)
    rn = x.staff("rn")
    md = x.staff(r.choice(["md", "app"]))
    d.w(r.choice(["ED RESULTS CALLBACK LOG", "Post-Discharge Follow-up Calls", "ED Culture & Results Review", "ED Recall Register"]), "\n")
    d.w((x.hosp, "HOSPITAL"), "\n")
    d0 = x.d0
    d.w("Week of ", (x.date(d0, r.choice(["num", "abbr", "long"])), "DATE"), "   Reviewing clinician: ", dr(x, md), "\n")
    un = x.username(rn)
    d.w("Follow-up nurse: ", nm(rn, "DOCTOR", ["full", "fi_last"], r), "  (", (un, "USERNAME"), ")\n\n")
    n = r.randint(4, 8)
    for i in range(n):
        pp = x.person()
        a = x.pick_age()
        dd = x.rel(-10, 3)
        d.w("#%d  " % (i + 1), (x.date(dd, r.choice(["short", "num", "abbr_ny"])), "DATE"), "  ", nm(pp, "PATIENT", ["LF", "lf", "full"], r), "  ",
            mrn_label(x), " ", (x.mrn(), "MRN"), "  ")
        if a == 0:
            d.w((str(r.randint(1, 11)), "AGE"), "mo", "\n")
        else:
            d.w((str(a), "AGE"), pp.sex, "\n")
        d.w("    Result: ", r.choice(ORGS), " (", r.choice(["acc ", "lab no "]), (x.idnum("acc"), "IDNUM"), ")\n")
        d.w("    Visit: ", (x.date(dd - dt.timedelta(days=r.randint(2, 5)), r.choice(["short", "num"])), "DATE"),
            " seen by ", dr(x, x.staff(r.choice(["md", "res", "app"])), "fi_last"), "\n")
        d.w("    Action: ")
        c = r.random()
        if c < 0.3:
            d.w("Phoned ", (x.phone(mobile=True), "PHONE"), " - no answer, VM left. Letter sent to ", x.address(), ".")
        elif c < 0.55:
            k, rel = relative(x, last=pp.last)
            d.w("Spoke to ", rel, " ", nm(k, "FAMILY", ["first", "full"], r), " on ", (x.phone(), "PHONE"), ". ", r.choice([
                "New script: nitrofurantoin 100 mg BD x5d", "Advised return to ED", "Fracture clinic booked", "GP to follow"]), ".")
        elif c < 0.75:
            d.w("Script faxed to ", (x.pharmacy(), "HOSPITAL"), " fax ", (x.phone(mobile=False, ext=False), "FAX"), "; pt informed.")
        elif c < 0.9:
            g = x.staff("md")
            d.w("Letter to GP Dr ", nm(g, "DOCTOR", ["full", "last"], r), ", ", (x.clinic(), "HOSPITAL"), " via ",
                r.choice(["secure email ", "fax "]))
            if d.parts[-1].endswith("email "):
                d.w((x.email(g, domain="practice.example.net"), "EMAIL"))
            else:
                d.w((x.phone(mobile=False, ext=False), "FAX"))
            d.w(".")
        else:
            d.w("No action required; results released to portal ", (x.url(), "URL"), ".")
        d.w("  ", nm(rn, "DOCTOR", "inits0"), "\n\n")
    d.w("Log closed ", (x.date(x.rel(4, 7), r.choice(["num", "abbr"])), "DATE"), " ", x.time(), " by ", (un, "USERNAME"))
    if r.random() < 0.5:
        d.w(" @ ", (x.ip(), "IPADDR"))
    d.w("\n")
    return d
