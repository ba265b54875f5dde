"""The eight genres of dev59_en.  Each function returns one marked note."""
import datetime as dt

import clinical as K
import pools as P
from common import (header, signature, audit, cc_block, social, family_history, med_list, labs_block,
                    pmh_list, demographics, hosp_name, tm, shorthand, an)
from markup import m, low

CHILD_OK = {"pna", "uti", "dka", "cellulitis", "syncope"}


def scenario(c):
    xs = [s for s in K.SCENARIOS if (s["key"] in CHILD_OK or not c.child)]
    return c.r.choice(xs)


def sec(c, title, body):
    L = c.layout
    if not body:
        return ""
    if L == "templated":
        return "%s:\n%s" % (title.upper(), body)
    if L == "polished":
        return "%s\n%s" % (title, body) if "\n" in body or len(body) > 90 else "%s: %s" % (title, body)
    if L == "terse":
        return "%s: %s" % (title.lower(), body)
    if len(body) < 70:
        return "%s: %s" % (title.upper(), body)
    return body if c.r.random() < 0.6 else "%s: %s" % (title.upper(), body)


def join(*blocks):
    return "\n\n".join(b for b in blocks if b)


def finish(c, body, role="attending", extra=()):
    """Terse notes get shorthand; all notes get signature and optional cc/audit lines."""
    if c.layout == "terse":
        body = shorthand(body, lower=c.r.random() < 0.8)
    tail = [signature(c, role)]
    tail.extend(extra)
    if c.r.random() < 0.45:
        tail.append(audit(c))
    return join(body, *tail)


def intro(c, pmh):
    r = c.r
    return "%s is %s with a history of %s" % (
        c.P(), c.AM(art=True), ", ".join(pmh[:-1]) + " and " + pmh[-1] if len(pmh) > 1 else pmh[0])


def arrival(c, d):
    r = c.r
    if r.random() < 0.35:
        oh = r.choice(P.OUTSIDE_HOSPITALS)
        return "was transferred from %s in %s, %s on %s" % (
            m("HOSPITAL", oh), m("CITY", r.choice(P.US_CITIES)), m("STATE", c.center["state"][1]), c.dt(d))
    return "presented to the %s Emergency Department on %s" % (hosp_name(c, short=r.random() < 0.5), c.dt(d))


def dur(r):
    return r.choice(["3 days", "one week", "2 weeks", "48 hours", "several days", "5 days", "about 10 days"])


def family_meeting(c, d):
    r = c.r
    a, b = c.kin2(["wife", "husband", "daughter", "son", "sister", "brother", "niece", "nephew"])
    return "A family meeting was held on %s with %s %s %s and %s %s; goals of care reviewed, %s remains %s." % (
        c.dt(d), c.his, a, c.F(a), b, c.F(b), c.he, r.choice(["full code", "DNR/DNI", "DNR, OK to intubate"]))


def follow_up(c):
    r = c.r
    pcp = c.staff("pcp")
    d1 = c.today + dt.timedelta(days=r.randint(3, 14))
    lines = ["%s at %s, %s; %s on %s at %s." % (
        pcp.n("dr") if pcp.title else pcp.n("cred"), m("HOSPITAL", c.pcp_clinic),
        m("STREET", "%d %s %s" % (r.randint(10, 990), r.choice(P.STREET_NAMES), r.choice(["Ave", "Street", "Road"]))) + ", " +
        m("CITY", r.choice(P.US_CITIES)), "phone " + m("PHONE", c.us_phone()), c.dt(d1, r.choice(["wmd", "AwBd", "mdY"])),
        r.choice(["9:15 AM", "10:40", "1:30 PM", "14:00", "3:45 PM"]))]
    if r.random() < 0.7:
        sp = c.staff("consult")
        d2 = c.today + dt.timedelta(days=r.randint(10, 45))
        lines.append("%s with %s, %s, on %s (clinic %s)." % (
            r.choice(["Cardiology", "Nephrology", "GI", "Pulmonary", "Neurology", "Endocrinology"]),
            sp.n(r.choice(["dr", "drfull"])), m("HOSPITAL", c.clinic), c.dt(d2), m("PHONE", c.center_phone(ext=r.random() < 0.4))))
    if r.random() < 0.4:
        lines.append("Lab draw (BMP, CBC) on %s at %s." % (c.dt(c.today + dt.timedelta(days=r.randint(2, 7))),
                                                           m("HOSPITAL", r.choice(c.center["clinics"] + P.CLINICS))))
    if c.layout == "templated":
        return "\n".join("%d) %s" % (i + 1, x) for i, x in enumerate(lines))
    return " ".join(lines)


def disposition(c):
    r = c.r
    x = r.random()
    if x < 0.35:
        snf = r.choice(P.CARE_HOMES)
        return "Discharged to %s (%s, %s) for short-term rehab; report called to %s, fax %s." % (
            m("HOSPITAL", snf), m("CITY", r.choice(P.US_CITIES)), m("STATE", c.center["state"][1]),
            m("DOCTOR", c.staff("charge").raw("full")) + ", RN", m("FAX", c.us_phone()))
    if x < 0.7:
        ag = r.choice(P.AGENCIES[:2] + P.AGENCIES[3:])
        return "Home with services from %s (intake %s); %s %s to assist at home, %s." % (
            m("ORGANIZATION", ag), m("PHONE", c.us_phone()), c.his, c.kin(["daughter", "son", "wife", "husband"]),
            "address confirmed as " + c.address_line())
    return "Home with self-care. Transportation by %s %s (%s)." % (
        c.his, "friend", c.F("friend", "full") + ", " + m("PHONE", c.family("friend").phone))


def device_line(c, d):
    r = c.r
    model = r.choice(K.DEVICE_MODELS)
    kind = "pump" if ("Tandem" in model or "MiniMed" in model or "Omnipod" in model) else (
        "cgm" if ("Dexcom" in model or "Libre" in model) else "pm")
    return "%s placed/interrogated %s; serial number %s." % (model, c.dt(d), m("DEVICE", c.serial(kind)))


def pending_line(c):
    r = c.r
    d = c.today - dt.timedelta(days=r.randint(0, 3))
    return "%s from %s (accession %s) pending at discharge; %s will follow up." % (
        r.choice(["Blood cultures", "Urine culture", "Surgical pathology", "Quantiferon", "Hepatitis panel"]),
        c.dt(d), m("IDNUM", c.accession(r.choice(["specimen", "path"]))), c.D("resident", "dr") if r.random() < 0.5 else "the PCP")


# =============================================================================================
def discharge(c):
    r = c.r
    s = scenario(c)
    pmh = pmh_list(c)
    fields = [("Admission Date", c.dt(c.admit, "mdY")), ("Discharge Date", c.dt(c.today, "mdY")),
              ("Attending", c.D("attending", "lf_cred" if c.layout == "templated" else "drfull")),
              ("PCP", c.D("pcp", "cred") + " (" + m("HOSPITAL", c.pcp_clinic) + ")")]
    if c.layout in ("templated", "narrative"):
        fields.append(("Unit/Room", m("HOSPITAL", c.unit) + " / " + m("LOCATION_OTHER", c.room)))
    h = header(c, "Discharge Summary", fields)
    hd2 = c.admit + dt.timedelta(days=1)
    hpi = "%s who %s with %s. %s %s" % (intro(c, pmh), arrival(c, c.admit), s["cc"], c.He, s["hpi"].format(dur=dur(r)))
    course = [s["course"]]
    cons = c.staff("consult")
    course.append("%s was consulted on %s and %s." % (
        r.choice(["Cardiology", "Nephrology", "Infectious Disease", "Palliative Care", "Geriatrics", "Endocrinology"]) +
        " (" + cons.n(r.choice(["dr", "drfull"])) + ")", c.dt(hd2, r.choice(["wmd", "md", "Bd", "mdY"])),
        r.choice(["agreed with the plan", "recommended the changes above", "will see the patient in clinic"])))
    if r.random() < 0.5:
        course.append(family_meeting(c, c.admit + dt.timedelta(days=r.randint(1, max(1, c.los - 1)))))
    if r.random() < 0.35:
        course.append(device_line(c, c.admit + dt.timedelta(days=1)))
    if r.random() < 0.4:
        course.append("%s was seen by PT (%s) and OT; recommended %s." % (
            c.P("title") if not c.child else c.P("first"), c.D("pt", "cred"), r.choice(["home with 24-h supervision", "SNF", "home PT", "no PT needs"])))
    if r.random() < 0.3:
        course.append("Hospital stay %s-%s complicated by %s." % (
            c.dt(c.admit, "md"), c.dt(c.admit + dt.timedelta(days=2), "md"),
            r.choice(["hospital-acquired delirium", "hypokalemia", "a fall without injury", "C. difficile colitis"])))
    body = join(
        sec(c, "Principal Diagnosis", "%s (ICD-10 %s)" % (s["dx"], s["icd"])),
        sec(c, "Secondary Diagnoses", "; ".join(pmh)),
        sec(c, "History of Present Illness", hpi),
        sec(c, "Hospital Course", " ".join(course)),
        sec(c, "Procedures", "%s on %s (CPT %s). %s" % (
            s["imaging"], c.dt(c.admit, "mdY"), r.choice(K.CPT), r.choice(["", "Lines: PICC placed " + c.dt(hd2, "md") + ", removed prior to discharge."]))),
        sec(c, "Discharge Exam", K.vitals(r) + " " + s["exam"].capitalize() + ", improved."),
        sec(c, "Discharge Medications", med_list(c, s)),
        sec(c, "Allergies", ", ".join(r.sample(K.ALLERGIES, r.randint(1, 2)))),
        sec(c, "Pending Results", pending_line(c)) if r.random() < 0.6 else "",
        sec(c, "Disposition", disposition(c)),
        sec(c, "Follow-up", follow_up(c)),
        sec(c, "Instructions", "Return for fever, chest pain or worsening symptoms. Questions: call %s or message via %s." % (
            m("PHONE", c.center_phone(ext=r.random() < 0.5)), m("URL", c.portal_url()))),
    )
    return finish(c, join(h, body), extra=[cc_block(c)] if r.random() < 0.6 else [])


# =============================================================================================
def hp(c):
    r = c.r
    c.today = c.admit + dt.timedelta(days=r.choice([0, 0, 1]))
    s = scenario(c)
    pmh = pmh_list(c)
    fields = [("Date of Admission", c.dt(c.admit, "mdY") + " " + tm(c)), ("Attending", c.D("attending", "cred")),
              ("Admitting resident", c.D("resident", "cred")), ("Source", r.choice(["patient", "patient and " + c.kin(["wife", "son", "daughter"]), "chart review"]))]
    if c.layout != "polished":
        fields.append(("Location", m("HOSPITAL", c.unit) + " rm " + m("LOCATION_OTHER", c.room) + "-" + m("LOCATION_OTHER", c.bed)))
    h = header(c, "History and Physical", fields)
    onset = c.admit - dt.timedelta(days=r.randint(2, 9))
    hpi = ("%s who %s with %s. %s %s Symptoms began on %s. %s" % (
        intro(c, pmh), arrival(c, c.admit), s["cc"], c.He, s["hpi"].format(dur=dur(r)), c.dt(onset),
        r.choice(["%s %s %s, who accompanies %s, adds that %s has been more fatigued since %s." % (
            c.His, c.kin(["daughter"]), c.F(c.kin(["daughter"])), c.him, c.he, m("DATE", r.choice(P.HOLIDAYS))),
            "%s was last seen by %s at %s on %s." % (c.He, c.D("pcp", "dr") if c.staff("pcp").title else c.D("pcp", "cred"),
                                                      m("HOSPITAL", c.pcp_clinic), c.dt(c.day(-r.randint(20, 200)), r.choice(["mdY", "BY", "bY"]))),
            "Of note, %s was hospitalized at %s in %s for a similar episode." % (
                c.he, m("HOSPITAL", r.choice(P.OUTSIDE_HOSPITALS)), c.dt(c.day(-r.randint(60, 700)), r.choice(["BY", "mY", "Y"])))])))
    psh = r.sample([x for x in K.PSH if not ((c.sx == "M" and x in ("C-section", "hysterectomy")) or (c.sx == "F" and x == "TURP")
                                             or (c.child and x not in ("appendectomy", "tonsillectomy")))], 2 if not c.child else 1)
    psh_txt = "; ".join("%s (%s)" % (x, c.dt(c.day(-r.randint(200, max(300, int(c.age * 365 * 0.8)))), "Y")) for x in psh)
    ros = "Positive as in HPI. Negative for headache, vision change, hematuria, rash. All other systems reviewed and negative."
    exam = "%s\nGeneral: %s\nHEENT: anicteric, MMM\nCV/Resp/Abd: %s\nNeuro: A&Ox3, %s" % (
        K.vitals(r, "table" if c.layout == "templated" else "full"), r.choice(["NAD", "uncomfortable-appearing", "ill-appearing"]),
        s["exam"], r.choice(K.EXAM_EXTRA))
    ap = ["1. %s (%s): %s" % (s["dx"], s["icd"], "admit to " + m("HOSPITAL", c.unit) + ", " + s["course"].split(".")[0].lower() + ".")]
    ap.append("2. %s: continue home regimen." % pmh[0])
    rel1 = c.kin(["son", "wife", "husband"])
    ap.append("3. VTE ppx: enoxaparin. Code: %s (confirmed with patient%s)." % (
        r.choice(["Full", "DNR/DNI"]), " and " + rel1 + " " + c.F(rel1) if r.random() < 0.5 else ""))
    rel2 = c.kin(["daughter", "son", "sister", "niece"])
    ap.append("4. Dispo: anticipate %d-%d days; HCP is %s, %s." % (
        r.randint(2, 3), r.randint(4, 6), c.F(rel2, "full"), m("PHONE", c.family(rel2).phone)))
    body = join(
        sec(c, "Chief Complaint", '"%s"' % s["cc"] if c.layout != "terse" else s["cc_t"]),
        sec(c, "History of Present Illness", hpi),
        sec(c, "Past Medical History", "; ".join(pmh)),
        sec(c, "Past Surgical History", psh_txt),
        sec(c, "Home Medications", med_list(c, s, n=r.randint(3, 6))),
        sec(c, "Allergies", ", ".join(r.sample(K.ALLERGIES, r.randint(1, 2)))),
        sec(c, "Social History", social(c)),
        sec(c, "Family History", family_history(c)),
        sec(c, "Review of Systems", ros),
        sec(c, "Physical Exam", exam),
        sec(c, "Data", labs_block(c) + "\n" + s["imaging"]),
        sec(c, "Registration", demographics(c)) if c.layout in ("templated", "narrative") and r.random() < 0.7 else "",
        sec(c, "Assessment and Plan", "\n".join(ap)),
    )
    extra = []
    if r.random() < 0.5:
        extra.append("I saw and examined the patient with %s and agree with the findings and plan above. -- %s" % (
            c.D("resident", "drfull"), c.D("attending", "cred")))
    if r.random() < 0.3:
        extra.append("Scribed by %s for %s on %s." % (c.D("scribe", "full"), c.D("attending", "dr"), c.dt(c.admit, "mdY")))
    return finish(c, join(h, body), role="resident", extra=extra)


# =============================================================================================
def progress(c):
    r = c.r
    s = scenario(c)
    hd = r.randint(2, 8)
    d = c.today
    fields = [("Date of Service", c.dt(d, "mdY")), ("Hospital Day", str(hd)), ("Attending", c.D("attending", "cred")),
              ("Room", m("LOCATION_OTHER", c.room) + "-" + m("LOCATION_OTHER", c.bed))]
    h = header(c, r.choice(["Progress Note", "Hospital Medicine Progress Note", "Daily Progress Note"]), fields)
    nurse = c.staff("nurse")
    subj = ["%s reports %s." % (c.P(), r.choice(["feeling better, breathing easier", "poor sleep, mild nausea", "pain 4/10, improved",
                                                  "no acute complaints", "some dizziness when standing"]))]
    subj.append("Overnight: %s per %s." % (r.choice(["no events", "one episode of HR 130s, self-resolved", "required 1 dose of PRN oxycodone",
                                                     "agitated around 02:00, redirected"]), nurse.n(r.choice(["cred", "first", "full"]))))
    if r.random() < 0.7:
        rel = c.kin(["daughter", "son", "wife", "husband", "sister"])
        subj.append("Updated %s %s %s by telephone (%s) on %s." % (c.his, rel, c.F(rel), m("PHONE", c.family(rel).phone),
                                                               c.dt(d, r.choice(["wmd", "md", "W"]))))
    lines_ = "Lines: %s placed %s; %s. Diet: %s." % (
        r.choice(["PICC R basilic", "PIV x2", "R IJ CVC", "midline L arm"]), c.dt(c.admit + dt.timedelta(days=1), r.choice(["md", "wmd"])),
        r.choice(["Foley removed " + c.dt(c.day(-1), "md"), "no Foley", "tele in place"]), r.choice(["cardiac", "regular", "renal", "NPO"]))
    meds_ = "Scheduled: " + "; ".join(x.split(" PO")[0] for x in r.sample(s["meds"] + K.INPATIENT_MEDS, 5))
    vit = K.vitals(r, "terse" if c.layout == "terse" else "table")
    io = "I/O: %d/%d mL, net %+d" % (r.randint(800, 2400), r.randint(900, 3800), r.randint(-2500, 800))
    prior = c.day(-1)
    lab_trend = "Cr %.1f (%s) -> %.1f (%s); Hgb %.1f -> %.1f; K %.1f" % (
        r.uniform(0.8, 3), c.dt(prior, "md"), r.uniform(0.7, 2), c.dt(d, "md"), r.uniform(7, 13), r.uniform(7, 13), r.uniform(3.2, 5.2))
    micro = "Micro: blood cx %s (acc %s) NGTD x%d; urine cx %s %s." % (
        c.dt(c.admit, "md"), m("IDNUM", c.accession("specimen")), hd, c.dt(c.admit, "md"), r.choice(["negative", ">100K E. coli", "mixed flora"]))
    obj = "%s\n%s\n%s\n%s\n%s\n%s\n%s\nExam: %s; %s." % (vit, io, lines_, meds_, labs_block(c), lab_trend, micro, s["exam"], r.choice(K.EXAM_EXTRA))
    probs = ["#%s (%s): %s" % (s["dx"], s["icd"], r.choice(["improving, continue current plan", "day %d of antibiotics" % hd,
                                                            "transition to PO today", "repeat labs in AM"]))]
    for p in r.sample(K.PMH, 2):
        probs.append("#%s: %s" % (p, r.choice(["stable, continue home meds", "hold today", "monitor", "titrate as tolerated"])))
    probs.append("#FEN/PPx: %s; SQ heparin; %s" % (r.choice(["regular diet", "cardiac diet", "NPO after midnight", "2 g Na diet"]),
                                                    r.choice(K.SCORES)))
    cm = c.staff("cm")
    probs.append("#Dispo: %s. Discussed with CM %s; %s." % (
        r.choice(["home in 1-2 days", "SNF when bed available", "pending PT eval", "likely tomorrow"]), cm.n(r.choice(["full", "first", "cred"])),
        r.choice(["referral faxed to " + m("HOSPITAL", r.choice(P.CARE_HOMES)) + " at " + m("FAX", c.us_phone()),
                  "insurance auth pending with " + m("ORGANIZATION", c.insurer) + ", ref # " + m("IDNUM", "%09d" % r.randint(0, 999999999)),
                  "home O2 ordered through " + m("ORGANIZATION", "Summit DME Supply")])))
    probs.append("Code: %s. HCP: %s." % (r.choice(["Full", "DNR/DNI", "DNR"]), c.F(c.kin(["wife", "husband", "daughter", "son"]), "full")))
    body = join(sec(c, "S", " ".join(subj)), sec(c, "O", obj), sec(c, "A/P", "%s, HD %d, %s.\n%s" % (
        c.AM(cap=True), hd, s["dx"], "\n".join(probs))))
    if c.layout == "narrative":
        body = join("%s is %s on hospital day %d for %s. %s" % (c.P(), c.AM(art=True), hd, s["dx"], " ".join(subj)), obj,
                    "Assessment and plan:\n" + "\n".join(probs))
    extra = []
    if r.random() < 0.5:
        extra.append("Pager: %s (%s, %s)" % (m("PHONE", c.staff("resident").pager), c.D("resident", "full"), r.choice(["PGY-1", "PGY-2", "PGY-3"])))
    return finish(c, join(h, body), role=r.choice(["attending", "resident", "np"]), extra=extra)


# =============================================================================================
def consult(c):
    r = c.r
    s = scenario(c)
    pmh = pmh_list(c)
    service = r.choice(["Cardiology", "Nephrology", "Infectious Diseases", "Gastroenterology", "Neurology", "Endocrinology",
                        "Palliative Care", "Geriatric Medicine", "Psychiatry", "Hematology"])
    req = c.staff("referring")
    fields = [("Date of Consult", c.dt(c.today, "mdY")), ("Consulting Service", service),
              ("Requesting Physician", req.n("cred")), ("Location", m("HOSPITAL", c.unit) + ", room " + m("LOCATION_OTHER", c.room))]
    h = header(c, "%s Consultation" % service, fields, dept="Division of " + service)
    reason = "Asked by %s (%s) to evaluate %s for %s." % (
        req.n(r.choice(["dr", "drfull"])), r.choice(["Hospital Medicine", "General Surgery", "Orthopaedics", "MICU", "ED"]),
        c.P(), r.choice(["management of " + s["dx"], "recommendations regarding anticoagulation", "AKI", "goals of care", "delirium", "glycemic control"]))
    hpi = "%s who %s with %s. %s %s" % (intro(c, pmh), arrival(c, c.admit), s["cc"], c.He, s["hpi"].format(dur=dur(r)))
    if r.random() < 0.5:
        hpi += " Outside records from %s (%s) reviewed, including an echo dated %s." % (
            m("HOSPITAL", r.choice(P.OUTSIDE_HOSPITALS)), m("FAX", c.us_phone()) + " fax",
            c.dt(c.day(-r.randint(100, 900)), r.choice(["mdY", "BY", "mY"])))
    if c.child:
        hpi += " History obtained from %s mother %s." % (c.his, c.F("mother", "full"))
    recs = ["1. %s" % r.choice(["Agree with current antibiotic course; narrow per sensitivities.", "Start apixaban 5 mg BID once Hgb stable x24 h.",
                                "Check TTE, lipid panel, HbA1c.", "Avoid nephrotoxins; renally dose medications.",
                                "Continue basal-bolus insulin; glargine 18 units qHS.", "Haloperidol 0.5 mg PRN severe agitation only."]),
            "2. %s" % r.choice(["Repeat BMP in AM.", "Trend troponin q6h x2.", "Consider EGD if Hgb drops >1 g/dL.", "MRI brain without contrast."]),
            "3. %s" % r.choice(["We will follow along daily.", "Will sign off; call with questions.", "Outpatient follow-up in " + m("HOSPITAL", c.clinic) + "."])]
    body = join(
        sec(c, "Reason for Consultation", reason),
        sec(c, "History of Present Illness", hpi),
        sec(c, "Past Medical History", "; ".join(pmh)),
        sec(c, "Medications", med_list(c, s, n=r.randint(3, 5))),
        sec(c, "Allergies", r.choice(K.ALLERGIES)),
        sec(c, "Social History", social(c, detail=1)),
        sec(c, "Family History", family_history(c)),
        sec(c, "Examination", "%s. %s; %s. %s" % (K.vitals(r, "terse"), s["exam"], r.choice(K.EXAM_EXTRA), r.choice(K.SCORES))),
        sec(c, "Data Reviewed", labs_block(c) + "\n" + s["imaging"]),
        sec(c, "Impression", "%s with %s. %s" % (c.AM(cap=True), s["dx"], r.choice(["Likely multifactorial.", "Risk of decompensation is moderate.",
                                                                              "No contraindication to the proposed plan."]))),
        sec(c, "Recommendations", "\n".join(recs)),
    )
    fel = c.staff("fellow")
    extra = ["Patient seen and discussed with %s. Thank you for this consult; please page %s with questions (fellow %s)." % (
        c.D("consult", "drfull"), m("PHONE", fel.pager), fel.n(r.choice(["full", "dr"])))]
    if r.random() < 0.4:
        extra.append("Time spent: 70 minutes, >50%% counseling. CPT %s." % r.choice(["99254", "99255", "99223"]))
    return finish(c, join(h, body), role="consult", extra=extra)


# =============================================================================================
def ed(c):
    r = c.r
    kind = r.choice(["mvc", "mvc", "fall", "medical", "medical", "assault"] if not c.child else ["medical", "fall", "mvc"])
    s = scenario(c)
    bed = str(r.randint(1, 38))
    arr = c.today
    fields = [("Arrival", c.dt(arr, "mdY") + " " + tm(c)), ("ED Bed", m("LOCATION_OTHER", bed)),
              ("ED Attending", c.D("edmd", "cred")), ("Triage RN", c.D("triage", "cred")), ("Mode", r.choice(["EMS", "walk-in", "private vehicle"]))]
    h = header(c, "Emergency Department Provider Note", fields, dept="Department of Emergency Medicine")
    parts = []
    if kind == "mvc":
        plate, vin = c.plate(), c.vin()
        st = c.addr["state"] if c.home == "US" else c.center["state"][1]
        parts.append(sec(c, "HPI", "%s presents via EMS after a motor vehicle collision at about %s near %s in %s. Restrained %s of a sedan "
                         "struck on the driver side at ~40 mph; + airbag deployment, self-extricated. C/o %s. Denies LOC. "
                         "Police on scene; report # %s. Vehicle %s plate %s (%s), VIN %s per EMS run sheet." % (
                             c.AM(cap=True), tm(c), m("LOCATION_OTHER", r.choice(P.BUILDINGS_OTHER)), m("CITY", r.choice(P.US_CITIES)),
                             r.choice(["driver", "front-seat passenger"]), r.choice(["neck and left chest wall pain", "left hip pain", "headache and neck pain"]),
                             m("IDNUM", c.accession("police")), r.choice(["registered to patient,", "owned by " + c.his + " " + "father " + c.F("father", "full") + ","]),
                             m("VEHICLE", plate), m("STATE", st), m("VEHICLE", vin))))
        if not c.child:
            parts.append("ID: driver's license %s (%s) scanned at registration; identity confirmed." % (m("LICENSE", c.dl()), m("STATE", st)))
        parts.append(sec(c, "Trauma Survey", "Primary survey intact; GCS 15 (E4V5M6). FAST negative. Seatbelt sign absent. "
                                              "Canadian C-spine rule applied; NEXUS criteria not met for imaging clearance."))
    elif kind == "fall":
        parts.append(sec(c, "HPI", "%s with %s who fell at %s %s this morning (%s) %s. %s" % (
            c.AM(cap=True), ", ".join(pmh_list(c, 2)), r.choice(["home", "work", "church", "the grocery store"]),
            "at " + m("STREET", c.addr["street"]) if r.random() < 0.5 else "", c.dt(arr, "wmd"),
            "after slipping on ice" if r.random() < 0.5 else "while getting out of bed",
            r.choice(["Brought in by " + c.his + " son " + c.F("son") + ".", "Found by neighbor " + c.F("neighbor", "full") + ".",
                      "Lives at " + m("HOSPITAL", r.choice(P.CARE_HOMES)) + "; staff called EMS."]))))
    elif kind == "assault":
        parts.append(sec(c, "HPI", "%s reports being assaulted outside %s at around %s. Struck with fists to the face; denies LOC. "
                                   "%s police notified, case # %s. Patient works as %s %s and needs a note for %s." % (
                                       c.AM(cap=True), m("LOCATION_OTHER", r.choice(P.BUILDINGS_OTHER)), tm(c), r.choice(["Campus", "Local"]),
                                       m("IDNUM", c.accession("case")), an(c.profession.replace("retired ", "")), m("PROFESSION", c.profession.replace("retired ", "")), m("ORGANIZATION", c.employer))))
    else:
        parts.append(sec(c, "HPI", "%s is %s who %s %s %s %s" % (
            c.P(), c.AM(art=True), r.choice(["presents with", "comes in with", "was sent from " + m("HOSPITAL", r.choice(P.CLINICS)) + " for"]),
            s["cc"] + ".", c.He, s["hpi"].format(dur=dur(r)))))
        if c.child:
            parts.append("Accompanied by %s mother %s (%s), who gives the history." % (c.his, c.F("mother", "full"), m("PHONE", c.family("mother").phone)))
    parts.append(sec(c, "PMH/Meds/Allergies", "%s. Meds: %s. Allergies: %s." % (
        ", ".join(pmh_list(c, 3)), ", ".join(x.split(" PO")[0] for x in r.sample(K.INPATIENT_MEDS, 3)), r.choice(K.ALLERGIES))))
    parts.append(sec(c, "Exam", "%s\n%s. %s." % (K.vitals(r, "terse"), s["exam"] if kind == "medical" else
                                                 "Tender L chest wall, no crepitus; abd soft; FROM all extremities; no midline C-spine tenderness",
                                                 r.choice(K.EXAM_EXTRA))))
    ctimes = sorted(tm(c) for _ in range(3))
    course = ["%s: %s" % (ctimes[0], r.choice(["CT head/C-spine without contrast: no acute findings.", "CXR: no pneumothorax.",
                                            "ECG: NSR 88, no ST changes.", "Labs: " + K.cbc(r)]))]
    course.append("%s: %s" % (ctimes[1], r.choice(["Given morphine 4 mg IV, ondansetron 4 mg IV.", "Ketorolac 15 mg IV x1.",
                                                "1 L NS bolus.", "Tdap given; lac irrigated and repaired with 4-0 nylon x5."])))
    if r.random() < 0.6:
        course.append("%s: Discussed with %s (%s), who %s." % (
            ctimes[2], c.D("consult", r.choice(["dr", "drfull"])), r.choice(["trauma surgery", "orthopaedics", "cardiology", "neurology"]),
            r.choice(["will see in ED", "agrees with admission", "recommends outpatient follow-up"])))
    parts.append(sec(c, "ED Course", "\n".join(course)))
    if r.random() < 0.5:
        adm = "Admit to %s, %s, bed %s, under %s. Report given to %s." % (
            m("HOSPITAL", c.unit), m("LOCATION_OTHER", c.building), m("LOCATION_OTHER", c.room), c.D("attending", "dr"), c.D("nurse", "cred"))
    else:
        ph = r.choice(P.PHARMACIES)
        adm = ("Discharged home. Rx: %s sent to %s (%s). Prescriber DEA %s. %s note for %s provided. Follow up with %s within %d days." % (
            r.choice(["amoxicillin 45 mg/kg/day divided BID x10d", "ibuprofen 10 mg/kg q6h PRN"] if c.child else
                     ["oxycodone 5 mg #8", "cyclobenzaprine 5 mg TID #15", "amoxicillin-clavulanate 875 mg BID x7d", "naproxen 500 mg BID #20"]),
            m("HOSPITAL", ph), m("PHONE", c.us_phone()), m("LICENSE", c.staff("edmd").dea), "School" if c.child else "Work",
            m("ORGANIZATION", r.choice(P.SCHOOLS) if c.child else c.employer), m("HOSPITAL", c.pcp_clinic), r.randint(2, 7)))
    parts.append(sec(c, "Disposition", adm))
    parts.append(sec(c, "Diagnoses", "%s; ICD-10 %s" % (s["dx"] if kind == "medical" else r.choice(["chest wall contusion", "cervical strain", "closed head injury"]),
                                                         s["icd"] if kind == "medical" else r.choice(["S20.212A", "S13.4XXA", "S09.90XA"]))))
    if r.random() < 0.5:
        sib = c.kin(["sister", "brother"])
        parts.append("Contact on file: %s; %s %s %s." % (m("PHONE", c.cell), c.his, sib, c.F(sib, "full")))
    if r.random() < 0.3:
        parts.append("Quick registration: identity confirmed by %s (biometric ID %s); wristband printed." % (
            r.choice(["palm-vein scan", "fingerprint", "facial recognition kiosk"]), m("BIOID", c.bioid())))
    if c.layout == "templated":
        parts.append(sec(c, "Registration", demographics(c)))
    return finish(c, join(h, *parts), role="edmd", extra=["MDM: high complexity. CPT 99285. Critical care time: none."] if r.random() < 0.5 else [])


# =============================================================================================
OPS = [
    ("Laparoscopic cholecystectomy", "47562", "acute calculous cholecystitis", "gallbladder", None),
    ("Laparoscopic appendectomy", "44970", "acute appendicitis", "appendix", None),
    ("Cephalomedullary nailing, left intertrochanteric femur fracture", "27245", "left hip fracture", None, "nail"),
    ("Dual-chamber permanent pacemaker implantation", "33208", "complete heart block", None, "pm"),
    ("Esophagogastroduodenoscopy with biopsy", "43239", "upper GI bleed", "gastric antrum biopsies", None),
    ("Colonoscopy with snare polypectomy", "45385", "screening, history of adenomas", "ascending colon polyp", None),
    ("Open right inguinal hernia repair with mesh (Lichtenstein)", "49505", "right inguinal hernia", None, "mesh"),
    ("Ultrasound-guided right internal jugular central venous catheter", "36556", "need for central access", None, None),
    ("Left heart catheterization with PCI to mid-LAD", "92928", "NSTEMI", None, "stent"),
    ("Tunneled port placement, right chest", "36561", "chemotherapy access", None, "port"),
    ("Right total knee arthroplasty", "27447", "right knee osteoarthritis", None, "knee"),
    ("Bronchoscopy with bronchoalveolar lavage", "31624", "RLL infiltrate, immunocompromised", "BAL fluid", None),
]

OP_FINDINGS = {
    "47562": "Inflamed, distended gallbladder with dense omental adhesions; critical view of safety obtained.",
    "44970": "Perforated appendix with localized purulence in the right lower quadrant; base healthy.",
    "27245": "Unstable intertrochanteric fracture; anatomic reduction obtained on fluoroscopy, tip-apex distance 18 mm.",
    "33208": "Good capture thresholds; R-wave 9.8 mV, impedance 540 ohms; atrial lead P-wave 3.1 mV.",
    "43239": "1.5 cm clean-based antral ulcer, no visible vessel (Forrest III); biopsies taken.",
    "45385": "Two 6 mm sessile polyps in the ascending colon removed by cold snare; Boston Bowel Preparation Scale 8.",
    "49505": "Indirect hernia sac (Nyhus type II), cord structures preserved, ilioinguinal nerve identified.",
    "36556": "Patent, compressible right IJ; guidewire position confirmed; tip at the cavoatrial junction on CXR.",
    "92928": "90% mid-LAD stenosis; TIMI 3 flow post-stent; right radial access, TR band applied.",
    "36561": "Port placed via right IJ; catheter tip at the cavoatrial junction; flushes and draws well.",
    "27447": "Tricompartmental osteoarthritis, varus deformity 8 degrees; well-balanced in flexion and extension.",
    "31624": "Mild erythema of the RLL bronchi; BAL 120 mL instilled, 55 mL returned.",
}

OP_PLAN = {
    "47562": "Regular diet as tolerated; ambulate tonight; home POD 1 if tolerating PO.",
    "44970": "Continue piperacillin-tazobactam x4 days; advance diet as tolerated.",
    "27245": "WBAT left lower extremity, PT/OT, enoxaparin x28 days.",
    "33208": "Arm sling 24 hours, no left arm above shoulder x4 weeks; device check in 7-10 days; CXR in AM.",
    "43239": "PPI BID x8 weeks; follow up biopsy results; avoid NSAIDs.",
    "45385": "Resume diet; repeat colonoscopy in 5-7 years pending pathology.",
    "49505": "No lifting >10 lb x6 weeks; discharge from PACU.",
    "36556": "Line ready for use; CXR confirmed position, no pneumothorax.",
    "92928": "DAPT uninterrupted for 12 months; radial band removal per protocol.",
    "36561": "Port may be accessed immediately; dressing change in 7 days.",
    "27447": "WBAT, CPM not required, aspirin 81 mg BID x35 days for VTE prophylaxis.",
    "31624": "Follow BAL cultures, PJP PCR and galactomannan.",
}

IMPLANT = {"nail": "Synthes TFN-ADVANCED nail 11 x 360 mm", "pm": "Medtronic Azure XT DR MRI SureScan generator",
           "mesh": "Bard polypropylene mesh 6 x 14 cm", "stent": "Xience Skypoint drug-eluting stent 3.0 x 18 mm",
           "port": "BardPort titanium implanted port", "knee": "Zimmer Persona cemented components"}


def operative(c):
    r = c.r
    op = r.choice(OPS if not c.child else [OPS[1], OPS[7]])
    d = c.today
    orn = str(r.randint(1, 22))
    fields = [("Date of Procedure", c.dt(d, "mdY")), ("Surgeon", c.D("surgeon", "cred")), ("Assistant", c.D("assist", "cred")),
              ("Anesthesia", c.D("anes", "cred") + " / " + c.D("crna", "cred")), ("Location", m("LOCATION_OTHER", c.building) + ", OR " + m("LOCATION_OTHER", orn))]
    h = header(c, r.choice(["Operative Report", "Procedure Note", "Brief Op Note and Operative Report"]), fields, dept="Department of Surgery")
    implant = ""
    if op[4]:
        implant = "%s, serial number %s%s." % (IMPLANT[op[4]], m("DEVICE", c.serial("pm" if op[4] in ("pm", "port") else "gen")),
                                              ", lead SN " + m("DEVICE", c.serial("pm")) if op[4] == "pm" else "")
    spec = ""
    if op[3]:
        spec = "%s to pathology, specimen ID %s, requisition %s." % (op[3], m("IDNUM", c.accession("path")), m("IDNUM", c.accession("order")))
    pos = r.choice(["supine", "supine with arms tucked", "lateral decubitus", "lithotomy", "supine in reverse Trendelenburg"])
    ident = "name, date of birth and MRN" if r.random() < 0.6 else "name, date of birth and palm-vein biometric ID " + m("BIOID", c.bioid())
    desc = ("%s was identified in the pre-operative holding area by %s, and consent was confirmed. "
            "%s was brought to operating room %s and placed %s. After induction of %s, the site was prepped with chlorhexidine "
            "and draped in the usual sterile fashion. A time-out was performed with %s (circulating RN) and %s (scrub). "
            "%s The %s was performed without difficulty. Hemostasis was confirmed. %s Instrument, sponge and needle counts were correct x2. "
            "The patient tolerated the procedure well and was taken to PACU in stable condition." % (
                c.P(r.choice(["title", "full"])), ident, c.He, m("LOCATION_OTHER", orn), pos,
                r.choice(["general endotracheal anesthesia", "monitored anesthesia care", "spinal anesthesia"]),
                c.D("circ", "full"), c.D("scrub", "full"),
                r.choice(["Preoperative cefazolin 2 g IV was given within 60 minutes of incision.", "SCDs were placed.",
                          "A Foley catheter was placed.", "Pneumoperitoneum was established via Hasson technique."]),
                op[0].lower(), "Implant: " + implant if implant else "Local anesthetic (bupivacaine 0.25%, 20 mL) infiltrated."))
    rel1 = c.kin(["wife", "husband", "daughter", "son"])
    rel2 = c.kin(["wife", "husband", "daughter", "son"])
    body = join(
        sec(c, "Preoperative Diagnosis", op[2]),
        sec(c, "Postoperative Diagnosis", "Same" if r.random() < 0.6 else op[2] + ", with findings below"),
        sec(c, "Procedure", "%s (CPT %s)" % (op[0], op[1])),
        sec(c, "Indications", "%s with %s. Risks, benefits and alternatives discussed with the patient%s; consent signed %s." % (
            c.AM(cap=True), op[2], " and " + c.his + " " + rel1 + " " + c.F(rel1) if r.random() < 0.6 else "", c.dt(d - dt.timedelta(days=r.randint(0, 20)), r.choice(["mdY", "md", "BdY"])))),
        sec(c, "Anesthesia", r.choice(["GETA", "MAC", "Spinal", "General LMA"]) + "; " + r.choice(K.SCORES[15:16] + ["ASA class II", "ASA class IV"])),
        sec(c, "EBL", "%d mL" % r.choice([5, 10, 25, 50, 150, 300])),
        sec(c, "Specimens", spec or "None"),
        sec(c, "Implants", implant or "None"),
        sec(c, "Drains", r.choice(["None", "19 Fr Blake drain", "Jackson-Pratt drain to bulb suction"]) if op[1] in ("47562", "44970", "27447") else "None"),
        sec(c, "Findings", OP_FINDINGS[op[1]]),
        sec(c, "Description of Procedure", desc),
        sec(c, "Post-op Plan", "%s Spoke with %s %s %s at %s after the case. Follow-up in %s on %s." % (
            OP_PLAN.get(op[1], "Routine post-procedure care; resume home medications."),
            c.his, rel2, c.F(rel2), m("PHONE", c.family(rel2).phone), m("HOSPITAL", c.clinic),
            c.dt(d + dt.timedelta(days=r.randint(10, 21)), r.choice(["wmd", "mdY", "BdY"])))),
    )
    extra = ["Attestation: I was present and scrubbed for the entire procedure. -- %s" % c.D("surgeon", "drfull")]
    if r.random() < 0.3:
        extra.append("Device registry entry submitted by %s (%s) on %s." % (c.D("circ", "full"), m("USERNAME", c.staff("circ").user), c.dt(d, "mdY")))
    return finish(c, join(h, body), role="surgeon", extra=extra)


# =============================================================================================
STUDIES = [
    ("CT ABDOMEN AND PELVIS WITH IV CONTRAST", "74177", "abdominal pain",
     "Liver, spleen and pancreas unremarkable. Gallbladder distended with a 1.8 cm stone. Appendix normal. No free air. Bilateral Bosniak I renal cysts. L4-L5 degenerative change.",
     "1. Cholelithiasis without CT evidence of acute cholecystitis.\n2. Bosniak I renal cysts, no follow-up needed."),
    ("CT HEAD WITHOUT CONTRAST", "70450", "fall, on anticoagulation",
     "No intracranial hemorrhage, mass effect or midline shift. Chronic small vessel ischemic changes. Mastoids clear. Calvarium intact.",
     "No acute intracranial abnormality."),
    ("CHEST RADIOGRAPH, 2 VIEWS", "71046", "cough, fever",
     "Right lower lobe airspace opacity. No pneumothorax. Heart size normal. Pacemaker leads terminate in the RA and RV.",
     "Right lower lobe pneumonia. Recommend follow-up radiograph in 6-8 weeks."),
    ("CT PULMONARY ANGIOGRAM", "71275", "dyspnea, tachycardia",
     "Filling defects in the right lower lobe segmental and left upper lobe subsegmental arteries. RV/LV ratio 1.1. No infarct.",
     "Bilateral pulmonary emboli with borderline right heart strain. CRITICAL RESULT."),
    ("MRI BRAIN WITHOUT AND WITH CONTRAST", "70553", "right arm weakness",
     "Restricted diffusion in the left frontal operculum and insula consistent with acute infarct. No hemorrhage. Flow voids preserved. Incidental Chiari I malformation, 4 mm tonsillar ectopia.",
     "Acute left MCA territory infarct. CRITICAL RESULT."),
    ("US RIGHT UPPER QUADRANT", "76705", "RUQ pain",
     "Gallbladder wall thickened to 5 mm with pericholecystic fluid. Positive sonographic Murphy sign. CBD 4 mm.",
     "Findings consistent with acute calculous cholecystitis."),
    ("XR LEFT HIP AND PELVIS", "73502", "fall, hip pain",
     "Displaced intertrochanteric fracture of the left femur with varus angulation. Shenton line disrupted. No dislocation.",
     "Left intertrochanteric femur fracture."),
]
RAD_EXTRA = [
    "Visualized lung bases are clear.", "Osseous structures demonstrate multilevel degenerative change without aggressive lesion.",
    "No lymphadenopathy by size criteria.", "Atherosclerotic calcification of the aorta and coronary arteries.",
    "Small hiatal hernia.", "Soft tissues unremarkable.", "Small fat-containing umbilical hernia.",
    "Degenerative change of the acromioclavicular joint.", "Stable 5 mm hypodensity in the left hepatic lobe, too small to characterize.",
    "No suspicious osseous lesion; Schmorl node at T12.", "Thyroid is unremarkable.", "Mild cardiomegaly. Aortic knob calcification."]
RAD_INCIDENTAL = ["6 mm left adrenal adenoma (washout consistent), no follow-up needed.", "simple hepatic cyst.",
                  "diverticulosis without diverticulitis.", "3 mm nonobstructing left renal calculus.",
                  "mild emphysema, upper-lobe predominant.", "Tornwaldt cyst."]
PATH_MICRO = ["Background mucosa shows mild chronic inflammation.", "No granulomas are identified.",
              "Deeper levels were examined; findings unchanged.", "Special stains (PAS-D, GMS) are negative for fungal organisms.",
              "Mitotic figures are rare.", "Immunostains show appropriate reactivity; controls stain appropriately.",
              "The surgical margins are inked and examined microscopically."]

PATH = [
    ("Gallbladder, cholecystectomy", "Chronic cholecystitis with cholelithiasis. Rokitansky-Aschoff sinuses present. Negative for dysplasia.",
     "Received fresh, a 7.8 x 3.1 x 2.4 cm gallbladder with a 0.3 cm wall and multiple yellow-green stones."),
    ("Appendix, appendectomy", "Acute suppurative appendicitis with periappendicitis. No neoplasm identified.",
     "Received in formalin, a 6.2 cm appendix with fibrinopurulent serosal exudate."),
    ("Stomach, antrum, biopsy", "Chronic active gastritis with Helicobacter pylori organisms (confirmed by IHC). No intestinal metaplasia.",
     "Received in formalin, three tan fragments, 0.2-0.4 cm, entirely submitted in cassette A1."),
    ("Colon, ascending, polypectomy", "Tubular adenoma, 0.6 cm, margins negative. No high-grade dysplasia.",
     "Received in formalin, a 0.6 cm polypoid fragment, inked and bisected, submitted in A1."),
    ("Prostate, needle biopsies (12 cores)", "Prostatic adenocarcinoma, Gleason score 3+4=7 (Grade Group 2), in 3 of 12 cores, 15% of tissue. Perineural invasion present.",
     "Received in formalin, twelve labeled containers each with a tan core 1.0-1.6 cm."),
    ("Skin, left forearm, shave biopsy", "Basal cell carcinoma, nodular type, extending to the deep margin.",
     "Received in formalin, a 0.7 x 0.5 cm shave of tan skin, inked, trisected."),
]


def radpath(c):
    r = c.r
    if r.random() < 0.55:
        return radiology(c)
    return pathology(c)


def radiology(c):
    r = c.r
    st = r.choice(STUDIES)
    d = c.today
    acc = c.accession("rad")
    fields = [("Accession", m("IDNUM", acc)), ("Exam Date", c.dt(d, "mdY") + " " + tm(c)),
              ("Ordering Provider", c.D("attending", "cred")), ("Order #", m("IDNUM", c.accession("order")))]
    if c.layout != "polished":
        fields.append(("Performing Site", m("HOSPITAL", c.center["short"] + " " + r.choice(["Main Campus", "Imaging"])) + ", " + m("LOCATION_OTHER", c.building)))
    h = header(c, "Radiology Report", fields, dept="Department of Radiology")
    prior_d = c.day(-r.randint(30, 900))
    comp = r.choice(["None available.", "%s %s (%s)." % (st[0].split(" WITH")[0].title(), c.dt(prior_d, r.choice(["mdY", "BdY", "mY"])),
                                                       m("HOSPITAL", r.choice(P.OUTSIDE_HOSPITALS)) + ", images imported via PACS"),
                     "Prior exam from %s." % c.dt(prior_d, "mdY")])
    hist = "%s with %s. %s" % (c.AM(r.choice(["yo", "year-old", "yof", "y/o"])), st[2],
                                  r.choice(["", "Eval for acute process.", "r/o fracture.", "Prior study at outside facility."]))
    findings = st[3]
    if "Pacemaker" in findings and r.random() < 0.7:
        findings += " Device: %s, SN %s per implant card." % (r.choice(K.DEVICE_MODELS[:3]), m("DEVICE", c.serial("pm")))
    findings += " " + r.choice(RAD_EXTRA)
    if r.random() < 0.5:
        findings += " " + r.choice(RAD_EXTRA)
    impression = st[4]
    if r.random() < 0.5:
        impression += "\n%s. Incidental: %s" % (len(impression.split("\n")) + 1, r.choice(RAD_INCIDENTAL))
    comm = ""
    if "CRITICAL" in impression or r.random() < 0.3:
        comm = "%s by %s to %s by telephone (%s) at %s on %s; read-back confirmed." % (
            "Critical result communicated" if "CRITICAL" in impression else "Findings discussed", c.D("rad", "dr"), c.D("attending", r.choice(["dr", "drfull"])), m("PHONE", c.staff("attending").pager), tm(c),
            c.dt(d, r.choice(["mdY", "md", "BdY"])))
    tech = "Technique: %s. %s. DLP %d mGy-cm.\nTechnologist: %s" % (
        st[0].lower(), r.choice(["Iohexol 350, 100 mL IV", "No contrast", "Gadobutrol 7.5 mL IV", "Standard protocol"]),
        r.randint(80, 1200), c.D("rt", r.choice(["full", "fl", "init"])))
    reason = "Reason for exam (from order): %s. Ordered by %s, %s (callback %s)." % (
        st[2], c.D("attending", "cred"), m("HOSPITAL", c.unit if r.random() < 0.5 else c.clinic), m("PHONE", c.center_phone(ext=True)))
    safety = r.choice(["Contrast screening: eGFR %d on %s; no prior reaction." % (r.randint(35, 110), c.dt(c.day(-1), "md")),
                       "Pregnancy screening: not applicable.", "MRI safety: screened by %s; no implanted devices." % c.D("rt", "full"),
                       "Patient received premedication for contrast allergy per protocol (prednisone 50 mg x3, diphenhydramine 50 mg)."])
    add = ""
    if r.random() < 0.35:
        add = "ADDENDUM %s %s: On review with %s, %s -- %s" % (
            c.dt(d + dt.timedelta(days=r.randint(0, 2)), "mdY"), tm(c), c.D("rad", "drfull"),
            r.choice(["a 4 mm right upper lobe nodule is also noted; per Fleischner Society guidelines no routine follow-up is needed.",
                      "impression unchanged; findings discussed at tumor board.", "the previously described fluid is simple."]),
            c.D("rad", "dr"))
    body = join(sec(c, "Exam", "%s (CPT %s)" % (st[0], st[1])), sec(c, "Clinical History", hist), reason, sec(c, "Comparison", comp),
                tech, safety, sec(c, "Findings", findings), sec(c, "Impression", impression), comm, add)
    extra = ["Interpreted by: %s; resident: %s.\nReport finalized %s %s from workstation %s (user %s)." % (
        c.D("rad", "cred"), c.D("resident", "cred"), c.dt(d, "mdY"), tm(c), m("IPADDR", c.new_ip()), m("USERNAME", c.staff("rad").user))]
    if r.random() < 0.5:
        extra.append("Patient identified: %s, MRN %s, DOB %s." % (c.P("LF"), m("MRN", c.mrn), c.dt(c.dob, "mdY")))
    return finish(c, join(h, body), role="rad", extra=extra)


def pathology(c):
    r = c.r
    sp = r.choice(PATH)
    d = c.today
    case = c.accession("path")
    coll = d - dt.timedelta(days=r.randint(1, 4))
    fields = [("Case #", m("IDNUM", case)), ("Collected", c.dt(coll, "mdY")), ("Received", c.dt(coll + dt.timedelta(days=1), "mdY")),
              ("Submitting Physician", c.D("surgeon", "cred")), ("Requisition", m("IDNUM", c.accession("order")))]
    h = header(c, "Surgical Pathology Report", fields, dept="Department of Pathology and Laboratory Medicine")
    label = "The specimen is received in one container labeled with the patient's name (%s), MRN (%s) and \"%s\"." % (
        c.P(r.choice(["LF", "full"])), m("MRN", c.mrn), sp[0].split(",")[0].lower())
    gross = "%s %s Dictated by %s." % (label, sp[2], c.D(r.choice(["pa", "resident"]), r.choice(["cred", "INIT", "full"])))
    micro = "Sections show %s" % sp[1][0].lower() + sp[1][1:] + " " + r.choice(PATH_MICRO)
    frozen = ""
    if r.random() < 0.45:
        frozen = "Intraoperative consultation: FSA1 frozen section, %s. Called to %s in operating room %s at %s on %s by %s." % (
            r.choice(["benign, no malignancy identified", "margins free of tumor", "adequate lesional tissue"]),
            c.D("surgeon", "dr"), m("LOCATION_OTHER", str(r.randint(1, 20))), tm(c), c.dt(coll, r.choice(["mdY", "md"])), c.D("path", "dr"))
    syn = ""
    if "carcinoma" in sp[1] or r.random() < 0.3:
        syn = "SYNOPTIC (CAP protocol):\n  Procedure: %s\n  Tumor size: %.1f cm\n  Margins: %s\n  Lymphovascular invasion: %s\n  pTNM: %s" % (
            sp[0].split(",")[-1].strip(), r.uniform(0.2, 3.5), r.choice(["negative (closest 2 mm)", "positive, deep", "not applicable"]),
            r.choice(["not identified", "present"]), r.choice(["pT1a", "pT2 pNX", "not applicable"]))
    body = join(sec(c, "Clinical History", "%s. %s" % (c.AM(cap=True), r.choice(["Pre-op dx: " + sp[0].split(",")[0].lower() + " lesion.", "r/o malignancy.", "See EMR."]))),
                sec(c, "Final Diagnosis", "%s:\n  %s" % (sp[0].upper(), sp[1])),
                sec(c, "Gross Description", gross),
                sec(c, "Microscopic Description", micro),
                frozen, syn,
                sec(c, "Clinical Information Provided", "%s %s; surgeon's office %s, fax %s." % (
                    r.choice(["Specimen obtained at", "Procedure at", "Submitted from"]), m("HOSPITAL", r.choice([c.clinic, c.center["short"] + " Endoscopy", c.center["short"] + " Surgery Center"])),
                    m("PHONE", c.center_phone()), m("FAX", c.center_phone()))),
                sec(c, "Comment", r.choice(["Intradepartmental consultation obtained (%s), who concurs." % c.D("path", "dr"),
                                            "Prior material (%s, %s) reviewed for comparison." % (m("IDNUM", c.accession("path")), c.dt(c.day(-r.randint(90, 1500)), "Y")),
                                            "Results called to %s on %s." % (c.D("surgeon", "dr"), c.dt(d, "md"))])),
                sec(c, "Ancillary", "Block A1 sent for %s; specimen bar code %s." % (
                    r.choice(["H. pylori IHC", "MMR IHC", "PD-L1 (22C3)", "Ki-67"]), m("IDNUM", c.accession("specimen")))))
    extra = ["Electronically signed out by %s, %s %s. Lab CLIA #%s. %s, %s." % (
        c.D("path", "cred"), c.dt(d, "mdY"), tm(c), m("LICENSE", "%02dD%07d" % (r.randint(10, 99), r.randint(0, 9999999))),
        hosp_name(c), c.center_address())]
    return finish(c, join(h, body), role="path", extra=extra)


# =============================================================================================
def nursing(c):
    r = c.r
    k = r.random()
    if k < 0.4:
        return nursing_shift(c)
    if k < 0.7:
        return case_mgmt(c)
    return social_work(c)


def nursing_shift(c):
    r = c.r
    s = scenario(c)
    d = c.today
    nurse = c.staff("nurse")
    fields = [("Date", c.dt(d, "mdY")), ("Shift", r.choice(["0700-1900", "1900-0700", "Day", "Night"])),
              ("Unit", m("HOSPITAL", c.unit)), ("Room/Bed", m("LOCATION_OTHER", c.room) + "/" + m("LOCATION_OTHER", c.bed))]
    h = header(c, "Nursing Shift Note", fields, dept="Nursing")
    ents = []
    start = r.choice([7, 19])
    mins = sorted(r.sample(range(15, 11 * 60 + 30, 5), 12))
    times = ["%02d%02d" % (((start * 60 + x) // 60) % 24, x % 60) if c.layout == "terse" else
             "%02d:%02d" % (((start * 60 + x) // 60) % 24, x % 60) for x in mins]

    def tm(_c, _it=iter(times)):
        return next(_it)
    ents.append("%s Received report from %s. Pt identified with two identifiers (name, DOB %s) and %s." % (
        tm(c), c.D("nurse2", r.choice(["cred", "first", "full"])), c.dt(c.dob, "mdY"),
        r.choice(["wristband", "palm-vein biometric scan, ID " + m("BIOID", c.bioid()), "fingerprint ID " + m("BIOID", c.bioid())])))
    ents.append("%s Assessment: A&Ox%d. %s. %s Skin intact; Braden %d. Morse fall score %d, bed alarm on. %s" % (
        tm(c), r.randint(2, 4), K.vitals(r, "terse"), s["exam"].capitalize() + ".", r.randint(12, 22), r.choice([25, 45, 55, 70]),
        r.choice(["Foley to gravity, clear yellow urine.", "Voiding via urinal.", "PIV R forearm 20g, patent, no signs of infiltration.",
                  "Telemetry: NSR 70s-80s."])))
    ents.append("%s Meds given per MAR: %s. %s" % (
        tm(c), ", ".join(x.split(" PO")[0] for x in r.sample(s["meds"] + K.INPATIENT_MEDS, 3)),
        r.choice(["Pyxis override for first-dose antibiotic, witnessed by " + c.D("charge", "cred") + " (fingerprint ID " + m("BIOID", c.bioid()) + ").",
                  "Pain 6/10 -> 3/10 after PRN.", "Refused evening heparin; educated."])))
    rel = c.kin(["wife", "husband", "daughter", "son", "sister", "mother"])
    ents.append("%s %s %s at bedside%s; updated on plan of care. Contact # %s. %s" % (
        tm(c), c.His, rel, " (" + c.F(rel, "full") + ")", m("PHONE", c.family(rel).phone),
        r.choice(["Requests call from MD in AM.", "Asking about discharge to " + m("HOSPITAL", r.choice(P.CARE_HOMES)) + ".",
                  "Brought pt's CPAP (" + r.choice(K.DEVICE_MODELS[6:7]) + ", SN " + m("DEVICE", c.serial("gen")) + ") from home; biomed checked."])))
    ents.append("%s Belongings: %s. %s" % (
        tm(c), r.choice(["glasses, upper denture, cell phone", "wallet sent home with family", "hearing aids x2, walker"]),
        r.choice(["Valuables envelope #" + m("IDNUM", "%06d" % r.randint(0, 999999)) + " to security.", "Belongings list signed by pt."])))
    if r.random() < 0.5:
        ents.append("%s Paged %s (pager %s) re: %s; new orders received." % (
            tm(c), c.D("resident", r.choice(["dr", "drfull"])), m("PHONE", c.staff("resident").pager),
            r.choice(["SBP 88", "HR 124", "glucose 312", "temp 38.6", "UOP <30 mL/h x2h"])))
    ents.append("%s Education: reviewed %s with pt%s using teach-back; %s." % (
        tm(c), r.choice(["fall prevention", "incentive spirometry", "insulin self-injection", "new anticoagulant (apixaban) bleeding precautions",
                          "low-sodium diet and daily weights"]), " and " + rel if r.random() < 0.5 else "",
        r.choice(["verbalized understanding", "needs reinforcement", "interpreter (ID " + m("IDNUM", "%06d" % r.randint(0, 999999)) + ") used"])))
    ents.append("%s Pain reassessed %d/10. Turned q2h, heels floated. Intake %d mL, output %d mL. %s" % (
        tm(c), r.randint(0, 6), r.randint(300, 1600), r.randint(200, 1800),
        r.choice(["Glucose 184, 4 units lispro per correction scale.", "Incentive spirometer 1,250 mL.", "Ambulated 100 ft with walker and 1 assist.",
                  "CIWA 6; no PRN needed.", "Tolerating cardiac diet, 75% of tray."])))
    if r.random() < 0.5:
        ents.append("%s Telephone call from %s asking for an update; per HIPAA, verified passcode %s before release of information." % (
            tm(c), c.F(c.kin(["son", "daughter", "brother", "sister"]), "full"), m("IDNUM", "%04d" % r.randint(1000, 9999))))
    ents.append("%s Handoff to %s, RN at shift change using SBAR. %s" % (
        tm(c), m("DOCTOR", c.staff("charge").raw("full")), r.choice(["Fall precautions in place.", "Call light within reach.", "Pt resting comfortably."])))
    body = "\n".join(ents)
    if c.layout == "narrative":
        body = " ".join(e[6:] for e in ents)
    return finish(c, join(h, sec(c, "Notes", body)), role="nurse")


def case_mgmt(c):
    r = c.r
    d = c.today
    cm = c.staff("cm")
    fields = [("Date", c.dt(d, "mdY")), ("Case Manager", cm.n("cred")), ("Admit Date", c.dt(c.admit, "mdY")),
              ("Unit", m("HOSPITAL", c.unit)), ("Expected DC", c.dt(d + dt.timedelta(days=r.randint(1, 4)), "md"))]
    h = header(c, "Case Management Note", fields, dept="Care Coordination")
    ins = ("Medicare A/B, MBI %s; secondary %s, member ID %s, group %s." % (m("HEALTHPLAN", c.mbi), m("ORGANIZATION", c.insurer),
                                                                           m("HEALTHPLAN", c.member), m("HEALTHPLAN", c.group))
           if c.age >= 65 else "%s, member ID %s, group %s; auth # %s obtained by phone %s." % (
               m("ORGANIZATION", c.insurer), m("HEALTHPLAN", c.member), m("HEALTHPLAN", c.group), m("IDNUM", "A%08d" % r.randint(0, 99999999)),
               m("PHONE", c.us_phone(ext=True))))
    snfs = r.sample(P.CARE_HOMES, 2)
    ref = "Referrals sent via portal to %s (fax %s) and %s (fax %s, admissions liaison %s). %s accepted on %s." % (
        m("HOSPITAL", snfs[0]), m("FAX", c.us_phone()), m("HOSPITAL", snfs[1]), m("FAX", c.us_phone()), m("DOCTOR", c.person("DOCTOR").raw("full")),
        m("HOSPITAL", snfs[0]), c.dt(d, r.choice(["md", "wmd", "mdY"])))
    rel = c.kin(["daughter", "son", "wife", "husband", "niece"])
    fam = "Met with pt and %s %s (%s, %s). %s prefers %s. Pt lives at %s with %s." % (
        rel, c.F(rel, "full"), m("PHONE", c.family(rel).phone), m("EMAIL", c.email_of(c.family(rel))), rel.capitalize(),
        r.choice(["home with services", "short-term rehab close to home", "SNF near " + m("CITY", r.choice(P.US_CITIES))]),
        c.address_line(), r.choice(["spouse", "no one", "adult son", "roommate"]))
    dme = "DME: %s ordered through %s; %s serial %s delivered to bedside %s." % (
        r.choice(["home oxygen concentrator 2 L", "hospital bed and rolling walker", "CPAP"]), m("ORGANIZATION", r.choice(P.AGENCIES[1:2] + ["Summit DME Supply"])),
        r.choice(["concentrator", "device"]), m("DEVICE", c.serial("gen")), c.dt(d, "md"))
    hh = "Home health: %s accepted for RN/PT starting %s; agency line %s." % (
        m("ORGANIZATION", r.choice(["Coastline Home Health", "Lifeline Homecare Services"])), c.dt(d + dt.timedelta(days=2), r.choice(["wmd", "mdY"])),
        m("PHONE", c.us_phone()))
    work = ""
    if not c.child and not c.profession.startswith("retired") and r.random() < 0.7:
        work = "Pt employed as %s at %s; FMLA forms faxed to HR (%s, fax %s) on %s." % (
            m("PROFESSION", c.profession), m("ORGANIZATION", c.employer), m("FAMILY", c.person("FAMILY").raw("full")),
            m("FAX", c.us_phone()), c.dt(d, "md"))
    trans = "Transport: %s arranged for %s at %s; pickup address confirmed." % (
        r.choice(["wheelchair van", "ambulance (BLS)", "family car"]), c.dt(d + dt.timedelta(days=1), r.choice(["W", "wmd", "md"])),
        r.choice(["10:00", "13:30", "after 2 PM"]))
    pa = c.day(-r.randint(60, 300))
    util = "Readmission risk (LACE) %d. Prior admissions: %s %s-%s (%s); ED visit %s. PCP: %s, %s (%s)." % (
        r.randint(5, 16), m("HOSPITAL", r.choice(P.OUTSIDE_HOSPITALS)), c.dt(pa, "md"),
        c.dt(pa + dt.timedelta(days=r.randint(2, 8)), "mdy"), r.choice(["CHF", "fall", "pneumonia", "COPD"]), c.dt(c.day(-r.randint(10, 39)), r.choice(["mdY", "bY"])),
        c.D("pcp", "cred"), m("HOSPITAL", c.pcp_clinic), m("PHONE", c.us_phone()))
    pharm = "Outpatient pharmacy: %s, %s. %s" % (
        m("HOSPITAL", r.choice(P.PHARMACIES)), m("PHONE", c.us_phone()),
        r.choice(["Apixaban copay card enrolled (ID %s)." % m("HEALTHPLAN", "CC%09d" % r.randint(0, 999999999)),
                  "Meds-to-beds delivery requested.", "Financial counseling for Medicaid application started; SSN %s verified with pt." % m("SSN", c.ssn)]))
    body = join(sec(c, "Insurance", ins), sec(c, "Utilization", util), sec(c, "Pharmacy", pharm), sec(c, "Assessment", fam), sec(c, "Post-acute Referrals", ref), sec(c, "Services", hh + " " + dme),
                sec(c, "Employment", work), sec(c, "Transportation", trans),
                sec(c, "Barriers", r.choice(["Copay for SNF days 21+; financial counselor " + c.D("clerk", "full") + " notified.",
                                             "Pt uncertain about rehab; will revisit " + c.dt(d + dt.timedelta(days=1), "W") + ".",
                                             "None identified."])),
                "CM will continue to follow. Reach me at %s or %s." % (m("PHONE", c.center_phone(ext=True)), m("EMAIL", cm.email)))
    return finish(c, join(h, body), role="cm")


def social_work(c):
    r = c.r
    d = c.today
    sw = c.staff("sw")
    fields = [("Date", c.dt(d, "mdY")), ("Social Worker", sw.n("cred")), ("Referral Source", c.D("attending", "dr")),
              ("Location", m("HOSPITAL", c.unit) + " " + m("LOCATION_OTHER", c.room))]
    h = header(c, "Social Work Psychosocial Assessment", fields, dept="Social Work")
    concern = r.choice(["concern for self-neglect", "housing instability", "caregiver strain", "suspected elder financial exploitation",
                        "substance use and unsafe discharge"] if not c.child else ["pediatric safety concern", "caregiver strain"])
    rel = c.kin(["daughter", "son", "sister", "niece", "husband", "wife"])
    hist = ("SW consulted for %s. %s is %s who %s. %s %s %s (%s) is the primary support; %s." % (
        concern, c.P(), c.AM(art=True), r.choice(["was found at home on the floor by a neighbor, who called 911 from " + m("STREET", c.addr["street"]) + " in " + m("CITY", c.addr["city"]),
                                               "has been staying at " + m("ORGANIZATION", r.choice(P.SHELTERS)) + " since " + c.dt(c.day(-r.randint(20, 200)), r.choice(["BY", "bY", "md"])),
                                               "was brought in by EMS from " + m("LOCATION_OTHER", r.choice(P.BUILDINGS_OTHER)) + " in " + m("CITY", c.addr["city"]) + ", " + m("STATE", c.addr["state"])]),
        c.His, rel, c.F(rel, "full"), m("PHONE", c.family(rel).phone), r.choice(["reports feeling overwhelmed", "works nights and cannot provide 24-h care",
                                                                                 "lives out of state", "is engaged and supportive"])))
    hx = "%s %s" % (social(c), "Trauma history: declined to discuss. Legal: none reported.")
    risk = ""
    if "exploitation" in concern or "safety" in concern or "neglect" in concern:
        risk = "Report filed with %s by phone at %s; intake worker %s, case # %s. %s" % (
            "Adult Protective Services" if not c.child else "Child Protective Services", tm(c), m("FAMILY", c.person("FAMILY").raw("full")),
            m("IDNUM", c.accession("case")), r.choice(["Bank (" + m("ORGANIZATION", "Bluestem Credit Union") + ") fraud department also notified.",
                                                       "Security aware; visitor restrictions in place.", "Follow-up visit expected within 72 hours."]))
    res = "Resources provided: %s; %s; 988 crisis line. Written info at %s." % (
        r.choice(["Meals on Wheels", "SNAP application", "county transit paratransit"]),
        r.choice(["legal aid (" + m("PHONE", c.us_phone()) + ")", "caregiver support group at " + m("ORGANIZATION", r.choice(P.CHURCHES)),
                  "housing navigator " + m("FAMILY", c.person("FAMILY").raw("full")) + " at " + m("EMAIL", "housing.help@example.net")]),
        m("URL", r.choice(["www.example.org/community-resources", "https://example.com/caregiver-help", "example.net/%s/social-work" % c.center["short"].lower()])))
    guard = ""
    if r.random() < 0.4 and not c.child:
        g = c.person("FAMILY")
        guard = "Pt has a court-appointed guardian, %s (attorney at %s), %s; letters of guardianship dated %s on file." % (
            g.n("full"), m("ORGANIZATION", r.choice(["Hale & Ostrow LLP", "Merriam County Legal Services", "Vance Elder Law Group"])),
            m("PHONE", c.us_phone(ext=True)), c.dt(c.day(-r.randint(100, 1500)), r.choice(["mdY", "BdY"])))
    ms = "Pt %s, oriented x%d, affect %s. Coping: %s. Income: %s. %s" % (
        r.choice(["alert", "drowsy but arousable", "calm and cooperative"]), r.randint(2, 4), r.choice(["flat", "anxious", "euthymic", "tearful at times"]),
        r.choice(["relies on faith community", "limited supports", "strong family network"]),
        r.choice(["SSI; SSN %s on file for benefits review" % m("SSN", c.ssn), "part-time wages", "Social Security retirement", "none reported"]),
        r.choice(["Advance directive on file (%s); HCP is %s." % (c.dt(c.day(-r.randint(100, 2000)), "mdY"), c.F(c.kin(["daughter", "son", "wife", "husband"]), "full")),
                  "No advance directive; MOLST discussed.", "Pt declined to name an HCP today."]))
    body = join(sec(c, "Reason for Referral", hist), sec(c, "Mental Status/Coping", ms), sec(c, "Psychosocial History", hx), sec(c, "Guardianship/Decision-maker", guard),
                sec(c, "Safety", risk), sec(c, "Interventions", res),
                sec(c, "Plan", "SW to follow; next contact %s. %s" % (c.dt(d + dt.timedelta(days=r.randint(1, 3)), r.choice(["W", "wmd", "md"])),
                                                                    r.choice(["Family meeting with " + c.D("attending", "dr") + " planned.",
                                                                              "Will coordinate with CM " + c.D("cm", "full") + "."]))))
    return finish(c, join(h, body), role="sw")


GENRES = [
    ("discharge_summary", discharge),
    ("history_and_physical", hp),
    ("progress_note", progress),
    ("consult_note", consult),
    ("ed_provider_note", ed),
    ("operative_procedure_report", operative),
    ("radiology_pathology_report", radpath),
    ("nursing_cm_sw_note", nursing),
]
