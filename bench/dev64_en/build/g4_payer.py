"""Genre 4: utilization review, prior authorization, payer correspondence."""
from marker import M
from vals import J, upper, lower, cap
import neg

GENRE = "utilization_payer"


def _service(c):
    return c.ch([("MRI lumbar spine w/o contrast", "72148"), ("total knee arthroplasty, right", "27447"),
                 ("power wheelchair, group 2", "K0823"), ("infliximab q8 weeks", "J1745"),
                 ("CPAP device and supplies", "E0601"), ("home health SN 2w4", "G0299"),
                 ("inpatient rehab admission", "IRF"), ("polysomnography", "95810"),
                 ("outpatient PT 12 visits", "97110"), ("denosumab 60 mg q6mo", "J0897"),
                 ("negative pressure wound therapy", "E2402"), ("skilled nursing facility stay", "SNF")])


def make_pa_request(c):
    pt = c.patient(3, 90)
    md = c.once("md", c.doctor)
    coord = c.staff(c.L("MA", "clerk", "secretary"))
    ins = c.ORG("insurer", "ins")
    svc, code = _service(c)
    d = c.today
    dxs = neg.dx(c, 2)
    lines = [
        "%s — %s" % (ins, c.L("PRIOR AUTHORIZATION REQUEST", "SPECIAL AUTHORIZATION REQUEST", "PRE-AUTHORISATION REQUEST")),
        "Fax completed form to %s or submit at %s" % (c.FAX(), c.URL()),
        "",
        "MEMBER INFORMATION",
        "Name: %s    DOB: %s    Sex: %s" % (c.N(pt, c.ch(["LF", "lf", "full", "LFM"])), c.dob_str(), pt.sex),
        "Member ID: %s    Group #: %s    %s" % (c.HP("member", "mem"), c.HP("group"), "Plan: " + c.ch(["PPO", "HMO", "EPO", "Gold 2000"])),
        "Subscriber: %s (%s)   Employer: %s" % (c.N(c.relative(rel="parent"), "full"), "parent", c.ORG("employer")) if pt.age < 19 else
        "Address: %s   Phone: %s" % (c.ADDR(style="line"), c.PH("mobile")),
        "",
        "PROVIDER INFORMATION",
        "Requesting: %s   NPI %s   %s %s" % (c.N(md, "sig"), c.LIC("npi") if c.loc == "US" else c.LIC("md"), c.L("Tax ID", "Billing #", "Provider no"), c.IDN("taxid")),
        "DEA %s   State license %s" % (c.LIC("dea", md), c.LIC("md")) if c.loc == "US" and c.p(0.6) else None,
        "Practice: %s, %s" % (c.HOSP("clinic", "prac"), c.ADDR(c.addr(home=False), "line")),
        "Contact: %s  Ph %s  Fax %s  %s" % (c.N(coord, c.ch(["full", "first"])), c.PH("work", True), c.FAX(), c.EM(coord)),
        "Servicing facility: %s" % c.HOSP("hospital"),
        "",
        "SERVICE REQUESTED",
        "%s  (CPT/HCPCS %s)  Units: %d   Start: %s   End: %s" % (svc, code, c.ri(1, 24), c.D(c.day(c.ri(3, 14)), "num"), c.D(c.day(c.ri(60, 180)), "num")),
        "ICD-10: %s" % ", ".join("%s (%s)" % x for x in dxs),
        "Clinical: %s, %s. Failed conservative tx since %s incl. %s. Pertinent labs: %s. %s" % (
            c.A(style=c.ch(["yrold", "yo", "sex2"])), c.ch(["BMI 34.2", "BMI 27", "Hgb 10.1", "AHI 31/hr"]),
            c.D(c.day(-c.ri(90, 500)), c.ch(["my", "y", "mys"])), c.ch(["PT x 8 wks, NSAIDs", "methotrexate 20 mg weekly", "mandibular device", "home exercise"]),
            neg.labs(c, 3), c.ch(["Works as " + c.APROF() + "; unable to perform job duties.", "Lives alone; high fall risk.", ""])),
        "",
        "Attestation: %s   Date %s" % (c.N(md, c.ch(["sig", "drfull"])), c.D(d, c.ch(["num", "long"]))),
        "For plan use: Ref # %s  received %s  reviewer %s" % (c.IDN("auth"), c.D(d, "numd"), c.U(c.staff("RN"))) if c.p(0.6) else None,
    ]
    txt = J(*lines)
    layout = "form"
    if c.p(0.2):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_letter(c):
    pt = c.patient(18, 92)
    med_dir = c.doctor()
    prov = c.doctor()
    ins = c.ORG("insurer", "ins")
    svc, code = _service(c)
    d = c.today
    decision = c.ch(["approved", "denied", "partially approved"])
    a_ins = c.addr(home=False)
    lines = [
        ins,
        "%s" % c.ADDR(a_ins, "block"),
        "Tel %s   TTY 711   %s" % (c.PH("toll"), c.URL()),
        "",
        c.D(d, c.ch(["long", "long", "abbr"])),
        "",
        "%s" % c.N(pt, c.ch(["titlefull", "full"])),
        c.ADDR(style="block"),
        "",
        "RE: %s   Member ID %s   Case/Ref: %s" % (c.L("Coverage determination", "Special authorization", "Pre-authorisation decision"), c.HP("member", "mem"), c.IDN("case")),
        "Claim #: %s   Date(s) of service: %s - %s" % (c.IDN("claim"), c.D(c.day(-c.ri(20, 40)), "num"), c.D(c.day(-c.ri(1, 19)), "num")) if c.p(0.5) else None,
        "",
        "Dear %s:" % c.N(pt, c.ch(["title", "titlefull"])),
        "We reviewed the request from %s of %s for %s (%s). The request was %s on %s. " % (
            c.N(prov, c.ch(["dr", "drfull"])), c.HOSP("clinic", "prac"), svc, code, decision, c.D(c.day(-c.ri(0, 3)), c.ch(["long", "num"]))),
        ("This decision was made by %s, %s, Medical Director, after review of records received %s. "
         "The information provided does not show %s, as required by our %s policy. " % (
             c.N(med_dir, "drfull"), med_dir.cred, c.D(c.day(-c.ri(4, 10)), c.ch(["md", "num", "long"])),
             c.ch(["a trial of 6 weeks of physical therapy", "an AHI of 15 or more", "failure of two DMARDs", "mobility limitation inside the home"]),
             c.ch(["clinical", "medical necessity", "durable medical equipment"]))) if decision != "approved" else
        "Authorization %s is valid from %s through %s for %d units at %s. " % (
            c.IDN("auth"), c.D(c.day(1), "num"), c.D(c.day(c.ri(60, 180)), "num"), c.ri(1, 24), c.HOSP("hospital")),
        "",
        "If you disagree, you or %s may appeal within 60 days of %s. Send your appeal to the address above, fax %s, "
        "or e-mail %s. Questions: call Member Services at %s, Monday-Friday 8 am-8 pm." % (
            c.ch(["your doctor", "your representative", "someone you name"]), c.D(d, c.ch(["long", "num"])), c.FAX(), c.EM(None), c.PH("toll")),
        "",
        "Sincerely,",
        "%s" % c.N(c.staff(c.L("RN, CCM", "RN", "RN")), c.ch(["sig", "full"])),
        "%s Department, %s" % (c.ch(["Utilization Management", "Appeals and Grievances", "Clinical Review"]), ins),
        "cc: %s, %s  Fax %s" % (c.N(prov, c.ch(["drfull", "sig"])), c.HOSP("clinic", "prac"), c.FAX()),
    ]
    return J(*lines), "letter"


def make_ur(c):
    pt = c.patient(20, 95)
    rev = c.staff(c.L("RN", "RN", "RN"))
    cm = c.staff(c.L("RN, CCM", "RN", "discharge coordinator"))
    md = c.once("md", c.doctor)
    hosp = c.HOSP("hospital", "h")
    ins = c.ORG("insurer", "ins")
    adm = c.day(-c.ri(2, 9))
    reviews = []
    for k in range(c.ri(2, 4)):
        dd = c.day(-c.ri(0, 2) - 2 * (3 - k))
        reviews.append("%s %s  %s:  %s. %s. %s criteria %s. Next review %s." % (
            c.D(dd, c.ch(["num", "nums", "numd"])), c.time(), c.U(rev),
            c.ch(["HD %d, remains on IV vanc, WBC trending down" % c.ri(2, 8), "on 4L O2, weaning", "PT recs SNF, awaiting bed",
                  "pain controlled on PO meds, ambulating 150 ft", "NPO for EGD tomorrow"]),
            neg.vitals(c, temp=False) if c.p(0.5) else neg.labs(c, 3),
            c.ch(["InterQual", "MCG", "acute"]), c.ch(["met for continued stay", "not met — sent to physician advisor", "met"]),
            c.D(c.day(c.ri(1, 3)), c.ch(["numd", "wkd"]))))
    lines = [
        "%s — %s" % (c.L("Concurrent Review", "Utilization Review", "Bed Management Review"), ins if c.loc != "UK" else hosp),
        "Case # %s   Auth # %s" % (c.IDN("case"), c.IDN("auth")),
        "Member: %s   DOB %s   ID %s" % (c.N(pt, c.ch(["LF", "lf", "full"])), c.dob_str(), c.natid()),
        "Facility: %s   Acct %s   MRN %s" % (hosp, c.ACCT(), c.MRN()),
        "Admit %s (%s), attending %s, Dx: %s. Pt is %s." % (c.D(adm, "num"), c.ch(["inpatient", "observation", "IP from obs"]), c.N(md, c.ch(["dr", "drfull"])),
                                                   "; ".join(b for a, b in neg.dx(c, 1)), c.A(style=c.ch(["decade", "yrs", "agedw", "yoa"]))),
        "Facility UR/CM contact: %s  %s  fax %s" % (c.N(cm, "sig"), c.PH("work", True), c.FAX()),
        "",
    ] + reviews + [
        "",
        "D/C plan: %s. %s aware; %s prefers %s." % (
            c.ch(["home with HH", "SNF", "acute rehab", "home with hospice"]), c.N(pt, c.ch(["title", "first"])),
            c.N(c.relative(), "full") + " (%s)" % c.ch(["family", "POA", "spouse"]), c.HOSP(c.ch(["care_home", "home_health"]))),
        "Peer-to-peer scheduled %s %s with %s." % (c.D(c.day(1), c.ch(["wkd", "numd"])), c.time(), c.N(c.doctor(), "drfull")) if c.p(0.4) else None,
    ]
    txt = J(*lines)
    layout = "review_log"
    if c.p(0.2):
        txt, layout = upper(txt), layout + "_allcaps"
    return txt, layout


def make_rfi(c):
    pt = c.patient(18, 90)
    ins = c.ORG(c.ch(["insurer", "ur"]), "ins")
    prov = c.doctor()
    hosp = c.HOSP("hospital")
    clerk = c.staff("HIM")
    rvw = c.staff("RN")
    d = c.today
    lines = [
        "%s   %s" % (ins, c.D(d, c.ch(["num", "long"]))),
        c.L("REQUEST FOR ADDITIONAL INFORMATION / MEDICAL RECORDS", "REQUEST FOR SUPPORTING DOCUMENTATION", "REQUEST FOR CLINICAL INFORMATION"),
        "To: %s, Health Information Management  Fax %s" % (hosp, c.FAX()),
        "Attn: %s" % c.N(clerk, c.ch(["full", "title"])),
        "",
        "Patient: %s  DOB %s   Member # %s  Claim # %s   Provider acct %s" % (c.N(pt, c.ch(["LF", "full"])), c.dob_str(), c.HP("member"), c.IDN("claim"), c.ACCT()),
        "Dates of service: %s to %s   Billed: DRG %d; rev codes 0120, 0250, 0636" % (c.D(c.day(-c.ri(40, 70)), "num"), c.D(c.day(-c.ri(20, 39)), "num"), c.ri(190, 880)),
        "",
        "Please send: H&P, progress notes, MAR, operative report and discharge summary for the above stay. "
        "Our reviewer %s (%s) will complete the review within 30 days of receipt. Records may be uploaded at %s using "
        "request code %s." % (c.N(rvw, "sig"), c.U(rvw), c.URL(), c.IDN("ref")),
        "Questions: %s or %s." % (c.PH("toll", c.p(0.5)), c.EM(None)),
        "cc: %s" % c.N(prov, "drfull"),
    ]
    return J(*lines), "letter"


def make_fax_cover(c):
    """Fax cover sheet for a prior-auth packet."""
    pt = c.patient(5, 90)
    sender = c.staff(c.L("MA", "clerk", "secretary"))
    md = c.once("md", c.doctor)
    txt = J(
        "FAX COVER SHEET   %s" % c.HOSP("clinic"),
        "Date: %s   Pages: %d (incl. cover)" % (c.D(None, c.ch(["num", "long"])), c.ri(3, 22)),
        "To: %s Prior Authorization Dept   Fax: %s   Phone: %s" % (c.ORG("insurer"), c.FAX(), c.PH("toll")),
        "From: %s for %s   Fax: %s   Phone: %s" % (c.N(sender, c.ch(["full", "first"])), c.N(md, c.ch(["drfull", "dr"])), c.FAX(), c.PH("work", True)),
        "Re: %s  DOB %s  Member %s  Ref %s — %s, URGENT (expedited review requested)" % (
            c.N(pt, c.ch(["LF", "full"])), c.dob_str(), c.HP("member"), c.IDN("auth"), c.ch(["MRI L-spine 72148", "E0601 CPAP", "J1745 infliximab"])),
        "CONFIDENTIALITY: This fax contains protected health information. If received in error call %s and destroy." % c.PH("work", False))
    if c.p(0.3):
        return upper(txt), "fax_cover_allcaps"
    return txt, "fax_cover"


MAKERS = [(make_pa_request, 3), (make_letter, 3), (make_ur, 2), (make_rfi, 1), (make_fax_cover, 1)]
