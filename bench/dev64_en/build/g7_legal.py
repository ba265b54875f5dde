"""Genre 7: release-of-information requests, legal and disability paperwork."""
from marker import M
from vals import J, upper, lower, cap
import neg

GENRE = "roi_legal_disability"


def make_roi_auth(c):
    pt = c.patient(18, 95)
    rep = c.relative() if c.p(0.4) else None
    hosp = c.HOSP("hospital", "h")
    him = c.staff(c.L("RHIT", "HIM clerk", "records officer"))
    to_kind = c.ch(["law", "insurer", "clinic", "agency"])
    atty = c.other()
    d = c.today
    if to_kind == "clinic":
        to = "%s, attn %s" % (c.HOSP("clinic"), c.N(c.doctor(), "drfull"))
    elif to_kind == "law":
        to = "%s, attn %s, Esq." % (c.ORG("law", "law"), c.N(atty, "full")) if c.loc == "US" else "%s, attn %s" % (c.ORG("law", "law"), c.N(atty, "full"))
    else:
        to = "%s, attn %s" % (c.ORG(to_kind if to_kind != "agency" else "agency"), c.N(atty, "full"))
    lines = [
        hosp,
        "Health Information Management  |  %s  |  Tel %s  Fax %s" % (c.ADDR(c.addr(home=False), "line"), c.PH("work"), c.FAX()),
        c.L("AUTHORIZATION FOR RELEASE OF PROTECTED HEALTH INFORMATION", "CONSENT TO DISCLOSE PERSONAL HEALTH INFORMATION",
            "SUBJECT ACCESS REQUEST / CONSENT TO RELEASE HEALTH RECORDS"),
        "Request #: %s    Received: %s" % (c.IDN("request"), c.D(d, c.ch(["num", "iso", "long"]))),
        "",
        "Patient name: %s    Other names used: %s" % (c.N(pt, c.ch(["full", "fml", "LFM"])), M("PATIENT", pt.first + " " + c.ch(["Ortega", "Lindqvist", "Brennan-Hale", "Mackenzie"])) if c.p(0.3) else "none"),
        "DOB: %s    %s: %s    %s" % (c.dob_str(), c.L("MRN", "Chart #", "Hospital no."), c.MRN(),
                                   c.L("SSN: " + c.SSN(), "Health card: " + c.natid(), "NHS no: " + c.natid())),
        "Address: %s    Phone: %s    E-mail: %s" % (c.ADDR(style="line"), c.PH("mobile"), c.EM(pt)),
        "",
        "I authorize %s to release the records below to:" % hosp,
        "  %s" % to,
        "  %s   Fax %s   %s" % (c.ADDR(c.addr(home=False), "line"), c.FAX(), c.EM(atty) if c.p(0.6) else ""),
        "Records: %s" % ", ".join(c.r.sample(["discharge summary", "ED records", "imaging reports", "operative report", "lab results",
                                               "progress notes", "billing records", "HIV/STI results (specific consent initialed)",
                                               "mental health notes (psychotherapy notes excluded)", "itemized bill"], 3)),
        "Dates of service: %s through %s" % (c.D(c.day(-c.ri(200, 900)), c.ch(["num", "long", "mys"])), c.D(c.day(-c.ri(1, 199)), c.ch(["num", "long", "mys"]))),
        "Purpose: %s" % c.ch(["legal", "insurance claim", "continuity of care", "personal use", "disability application (SSA)", "life insurance underwriting"]),
        "This authorization expires on %s or one year from signature." % c.D(c.day(c.ri(90, 365)), c.ch(["num", "long"])),
        "",
        "Signature: ____________  Date %s" % c.D(c.day(-c.ri(0, 10)), "num"),
        ("Signed by %s, %s (%s); authority: %s" % (c.N(rep, "full"), rep.rel, "legal representative", c.ch(["POA dated " + c.D(c.day(-c.ri(100, 1500)), "num"), "guardianship order", "executor of estate"]))
         if rep else None),
        "Identity verified: %s %s" % (c.ch(["driver's license", "passport card", "provincial photo ID"]) if c.loc != "UK" else "driving licence", c.LIC("dl", pt)) if c.p(0.5) else None,
        "",
        "HIM use only: processed by %s (%s) on %s; %d pages; invoice acct %s; sent via %s." % (
            c.N(him, c.ch(["full", "sig"])), c.U(him), c.D(c.day(c.ri(1, 14)), c.ch(["num", "numd"])), c.ri(8, 412), c.ACCT(),
            c.ch(["secure e-mail", "encrypted CD", "fax", "release portal " + c.URL()])),
    ]
    txt = J(*lines)
    layout = "form"
    if c.p(0.15):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_attorney_letter(c):
    pt = c.patient(18, 80)
    atty = c.other()
    para = c.other()
    firm = c.ORG("law", "law")
    hosp = c.HOSP("hospital", "h")
    d = c.today
    doi = c.day(-c.ri(60, 700))
    lines = [
        firm,
        c.ADDR(c.addr(home=False), "block"),
        "T %s   F %s   %s" % (c.PH("work", False), c.FAX(), c.URL()),
        "",
        c.D(d, "long"),
        "",
        "VIA FAX %s AND FIRST-CLASS MAIL" % c.FAX(),
        "Custodian of Records, %s" % hosp,
        "",
        "Re: Our client: %s    DOB: %s    %s: %s" % (c.N(pt, c.ch(["full", "fml"])), c.dob_str(), c.L("SSN", "SIN", "NI no."), c.SSN()),
        "    Date of incident: %s    Our file: %s    %s" % (c.D(doi, c.ch(["num", "long"])), c.IDN("ref"),
                                                         "Claim # " + c.IDN("claim") if c.p(0.6) else "Docket " + c.IDN("docket")),
        "",
        "Dear Custodian:",
        "This office represents %s in connection with injuries sustained on %s, when %s was %s near %s in %s. "
        "At the time %s was employed as %s by %s. Enclosed is a signed authorization. Please forward complete "
        "certified copies of all records, including ED records from %s, radiology images on disc, and itemized bills "
        "(account %s), from %s to present." % (
            c.N(pt, c.ch(["title", "titlefull"])), c.D(doi, c.ch(["long", "num"])), "he" if pt.sex == "M" else "she",
            c.ch(["struck by a delivery van", "injured in a fall on an icy walkway", "rear-ended at a stop light", "injured by a falling shelf"]),
            c.LANDMARK(), c.CITY(), "he" if pt.sex == "M" else "she", c.APROF(), c.ORG("employer"), c.D(doi, c.ch(["num", "md"])),
            c.ACCT(), c.D(doi, c.ch(["num", "my"]))),
        "The other driver's vehicle, plate %s (%s), VIN %s, is insured by %s under policy %s; their adjuster %s can be reached at %s." % (
            c.VEH("plate"), c.STATE(full=False), c.VEH("vin"), c.ORG("insurer"), c.HP("policy"), c.N(c.other(), "full"), c.PH("work", True)) if c.p(0.5) else None,
        "",
        "If there is a fee, please contact our paralegal %s at %s or %s before %s." % (
            c.N(para, "full"), c.PH("work", True), c.EM(para), c.D(c.day(c.ri(14, 30)), c.ch(["long", "num"]))),
        "",
        "Very truly yours,",
        c.N(atty, "full"),
        "Attorney at Law" if c.loc == "US" else c.L("", "Barrister & Solicitor", "Solicitor"),
        "Enc.  cc: client",
    ]
    return J(*lines), "letter"


def make_disability(c):
    pt = c.patient(22, 66)
    md = c.once("md", c.doctor)
    emp = c.ORG("employer", "emp")
    tpa = c.ORG(c.ch(["insurer", "agency"]), "tpa")
    sup = c.other()
    d = c.today
    onset = c.day(-c.ri(10, 120))
    rtw = c.day(c.ri(10, 90))
    dxs = neg.dx(c, 2)
    title = c.L(c.ch(["CERTIFICATION OF HEALTH CARE PROVIDER FOR EMPLOYEE'S SERIOUS HEALTH CONDITION (FMLA)",
                      "ATTENDING PHYSICIAN STATEMENT — SHORT-TERM DISABILITY",
                      "WORKERS' COMPENSATION — PHYSICIAN'S REPORT OF WORK ABILITY"]),
                c.ch(["ATTENDING PHYSICIAN'S STATEMENT — DISABILITY CLAIM", "FUNCTIONAL ABILITIES FORM", "MEDICAL CERTIFICATE FOR RETURN TO WORK"]),
                c.ch(["STATEMENT OF FITNESS FOR WORK (FIT NOTE) — SUPPORTING LETTER", "OCCUPATIONAL HEALTH REPORT", "INCOME PROTECTION CLAIM — MEDICAL REPORT"]))
    lines = [
        title,
        "Claim #: %s    Claims examiner: %s  %s  Fax %s" % (c.IDN("claim"), c.N(c.other(), "full"), c.PH("toll" if c.loc != "UK" else "land"), c.FAX()),
        "Administered by %s" % tpa,
        "",
        "EMPLOYEE: %s   DOB %s   Employee ID %s" % (c.N(pt, c.ch(["full", "LF", "LFM"])), c.dob_str(), c.IDN("employee")),
        "Employer: %s   Job title: %s   Supervisor: %s  %s" % (emp, c.PROF(), c.N(sup, c.ch(["full", "title"])), c.EM(sup)),
        "Address: %s" % c.ADDR(style="line") if c.p(0.6) else None,
        "Essential functions: %s" % c.ch(["lifting up to 50 lb, standing 8 h", "driving a commercial vehicle", "keyboarding, prolonged sitting", "climbing ladders, overhead work"]),
        "",
        "PROVIDER: %s   Specialty: %s   %s" % (c.N(md, "sig"), c.ch(["family medicine", "orthopaedics", "psychiatry", "oncology", "neurology"]), c.HOSP("clinic")),
        "%s   License %s   Phone %s   Fax %s" % (c.L("NPI " + c.LIC("npi"), "CPSO " + c.LIC("md"), "GMC " + c.LIC("md")), c.LIC("md"), c.PH("work", True), c.FAX()),
        "",
        "Diagnosis: %s" % "; ".join("%s %s" % x for x in dxs),
        "Date condition began: %s   First visit: %s   Last visit: %s" % (c.D(onset, "num"), c.D(onset + (c.day(c.ri(0, 5)) - c.today), "num"), c.D(c.day(-c.ri(0, 7)), "num")),
        "Hospitalized: %s" % c.ch(["no", "yes — %s, %s to %s" % (c.HOSP("hospital"), c.D(onset, "num"), c.D(onset + (c.day(3) - c.today), "num"))]),
        "Restrictions: %s. Patient is unable to work from %s through %s; estimated RTW %s with %s." % (
            c.ch(["no lifting > 10 lb, no driving on opioids", "sedentary only", "no work", "4-hour shifts"]),
            c.D(onset, c.ch(["num", "long"])), c.D(rtw, c.ch(["num", "long"])), c.D(rtw, c.ch(["numd", "md", "wkd"])), c.ch(["no restrictions", "modified duty"])),
        "Episodic flare-ups: %s per month, %s each; follow-up visits %s." % (c.ri(1, 4), c.ch(["1-2 days", "4-6 hours"]), c.ch(["every 4 weeks", "biweekly"])),
        "Treatment: %s." % "; ".join(neg.meds(c, 2)),
        "",
        "Signature: %s   Date: %s" % (c.N(md, c.ch(["sig", "drfull"])), c.D(d, c.ch(["num", "long"]))),
        "Return to %s by fax %s or upload at %s. Questions %s." % (tpa, c.FAX(), c.URL(), c.EM(None)),
    ]
    txt = J(*lines)
    layout = "form"
    if c.p(0.2):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_subpoena_log(c):
    pt = c.patient(18, 85)
    him = c.staff("HIM")
    counsel = c.staff(c.L("compliance", "privacy officer", "IG lead"))
    atty = c.other()
    hosp = c.HOSP("hospital", "h")
    d = c.today
    rows = []
    for k in range(c.ri(3, 5)):
        dd = c.day(-c.ri(0, 30))
        rows.append("%s  %s  %s" % (c.D(dd, c.ch(["num", "iso", "nums"])), c.U(c.ch([him, counsel])),
                                    c.ch(["request logged; validity review pending", "called requesting office at " + c.PH("work", True),
                                          "patient notified by letter to " + c.ADDR(style="line"), "records pulled, %d pp" % c.ri(20, 300),
                                          "sent certified copies + declaration of custodian", "fee invoice sent, acct " + c.ACCT()])))
    lines = [
        "%s — Release of Information Log" % hosp,
        "Case: %s v. %s   %s   %s" % (c.N(pt, c.ch(["last", "full"])), c.ORG("employer"), c.ch(["Subpoena duces tecum", "Court order", "Records request (attorney)"]), c.IDN("docket")),
        "Patient: %s   MRN %s   DOB %s" % (c.N(pt, c.ch(["LF", "full"])), c.MRN(), c.dob_str()),
        "Requesting party: %s, %s  %s" % (c.N(atty, "full"), c.ORG("law", "law"), c.PH("work", True)),
        "Due: %s   ROI #: %s" % (c.D(c.day(c.ri(7, 21)), c.ch(["num", "long"])), c.IDN("request")),
        "",
    ] + rows + [
        "",
        "Note: behavioral health and substance use records (42 CFR Part 2) withheld pending specific consent. Reviewed with %s." % c.N(counsel, "sig"),
    ]
    txt = J(*lines)
    layout = "log"
    if c.p(0.2):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_roi_status(c):
    """Short ROI status / denial letter."""
    pt = c.patient(18, 90)
    him = c.staff(c.L("RHIA", "HIM", "records officer"))
    txt = J(
        "%s — Release of Information" % c.HOSP("hospital"),
        "%s" % c.D(None, c.ch(["long", "num"])),
        "%s" % c.N(pt, c.ch(["titlefull", "full"])),
        "%s" % c.ADDR(style="block"),
        "Re: request %s for records of %s (DOB %s)" % (c.IDN("request"), c.N(pt, c.ch(["full", "LF"])), c.dob_str()),
        "We cannot process your request because %s. Please resubmit at %s or fax %s. Questions: %s, %s." % (
            c.ch(["the authorization was not signed", "the dates of service were missing", "proof of guardianship is required",
                  "the authorization expired on " + c.D(c.day(-c.ri(5, 60)), "num")]),
            c.URL(), c.FAX(), c.N(him, "sig"), c.PH("work", True)))
    return txt, "letter"


MAKERS = [(make_roi_auth, 3), (make_attorney_letter, 2), (make_disability, 3), (make_subpoena_log, 1), (make_roi_status, 1)]
