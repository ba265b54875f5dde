"""Genres: occupational return-to-work letters, GP update letters,
benefits / insurance support letters."""
import clinical as CL
import measures as M
import phi
from case import Address, doc, name
from common import cc_block, letterhead, signature, typist, bullets


def _date_line(n, rng, c, d):
    if rng.random() < 0.5:
        n.line("Date: {d}", d=c.date(rng, d))
    else:
        n.line("{d}", d=c.date(rng, d))
    n.t("\n")


def _re_line(n, rng, c, extra_ids=True):
    n.f("Re: {nm}", nm=name(c.pt, "PATIENT", rng, rng.choice(["title_full", "full", "upper", "full_mid", "title_init_last"])))
    n.f(rng.choice(["  DOB: {d}", ", DOB {d}", " (DOB {d})", " - D.O.B. {d}"]), d=c.date(rng, c.dob))
    n.t("\n")
    if extra_ids:
        if rng.random() < 0.75:
            n.add(c.hp())
            n.t("  ")
        n.f("Hospital no. {m}\n", m=("MRN", c.mrn))
        if rng.random() < 0.5:
            n.add(c.addr.pieces(rng, oneline=True))
            n.t("\n")
    n.t("\n")


# ------------------------------------------------------------------ return to work
def rtw_letter(n, rng, c):
    author = c.cl[rng.choice(["ot", "consultant", "ohp", "ohp", "ohn"])]
    if author in (c.cl["ohp"], c.cl["ohn"]) and rng.random() < 0.7:
        n.line("Occupational Health Service - {e}", e=("ORGANIZATION", c.employer))
        n.line("Tel {p}  |  {e}", p=("PHONE", c.employer_phone), e=("EMAIL", phi.email_team(rng, "ohservice")))
        n.t("\n")
    else:
        letterhead(n, rng, c)
    _date_line(n, rng, c, c.after(rng.randint(1, 14)))
    n.line(rng.choice(["PRIVATE AND CONFIDENTIAL", "STRICTLY CONFIDENTIAL - ADDRESSEE ONLY", "Confidential"]))
    n.add(name(c.manager, "FAMILY", rng, rng.choice(["title_full", "full", "title_init_last"])))
    n.t("\n" + rng.choice(["Line Manager", "HR Business Partner", "People Services", "Head of Department", "Operations Manager"]) + "\n")
    n.line("{e}", e=("ORGANIZATION", c.employer))
    ea = Address(rng, c.country)
    n.add(ea.pieces(rng, oneline=False))
    n.t("\n\n")
    n.f("Dear {nm},\n\n", nm=name(c.manager, "FAMILY", rng, rng.choice(["title_last", "first", "title_last"])))
    n.f("Re: {nm}", nm=name(c.pt, "PATIENT", rng, rng.choice(["title_full", "full"])))
    n.f(" - {r}", r=("PROFESSION", c.profession))
    if rng.random() < 0.7:
        n.f(rng.choice([", Employee No. {s}", " (staff number {s})", ", Payroll {s}", ", Employee ID {s}"]),
            s=("IDNUM", phi.idnum(rng, "staff")))
    n.t("\n")
    if c.country == "CA" and rng.random() < 0.5:
        n.f("WSIB/WCB claim {cl}\n", cl=("IDNUM", phi.idnum(rng, "claim")))
    n.t("\n")
    n.f("I am writing with {nm}'s written consent (signed {d}) following {his} review ",
        nm=name(c.pt, "PATIENT", rng, rng.choice(["first", "title_last"])), d=c.date(rng, c.clinic_date), his=c.his)
    n.f("in the {svc} on {d}. ", svc=("HOSPITAL", c.service), d=c.date(rng, c.clinic_date))
    n.t("%s has post-COVID-19 syndrome with %s. The condition fluctuates and is likely to be covered by %s.\n\n" % (
        c.he.capitalize(), rng.choice(["significant fatigue and post-exertional symptom exacerbation",
                                        "orthostatic intolerance (PoTS) and cognitive fatigue",
                                        "features of ME/CFS including post-exertional malaise"]),
        {"UK": "the disability provisions of the Equality Act 2010", "US": "the ADA as amended",
         "CA": "provincial human rights legislation (duty to accommodate)", "IE": "the Employment Equality Acts"}[c.country]))
    n.f("{He} works as {a_prof} {prof}", He=c.he.capitalize(), prof=("PROFESSION", c.profession))
    n.t(rng.choice([" and has been absent since ", " and has been off work since ", "; sickness absence began "]))
    n.add(c.date(rng, phi.add_days(c.infection, rng.randint(7, 90))))
    n.t(". Current capacity: approximately %d hours per week of %s work.\n\n" % (
        rng.choice([4, 6, 8, 10, 12, 16]), rng.choice(["sedentary", "light", "home-based", "non-safety-critical"])))
    n.t("Recommended adjustments:\n")
    bullets(n, CL.rtw_adjustments(rng, rng.randint(4, 7), c.country), rng.choice(["- ", "* ", "1. "]))
    if any(w in c.profession for w in ("driver", "trucker")) or rng.random() < 0.3:
        n.f("\nDriving: {he} should not drive the company vehicle (reg. {v}) until reviewed. ",
            he=c.he.capitalize(), v=("VEHICLE", phi.vehicle(rng, c.country)))
        n.t(rng.choice(["There is no need to notify the DVLA at present.", "Commercial licence holders must meet Group 2 standards.",
                        "Please reassign to non-driving duties.", "This is a safety recommendation, not a licensing decision."]) + "\n")
    n.t("\nPrognosis is uncertain; many people improve over 12-24 months but relapses occur, especially if the return is rushed. "
        "We suggest a review meeting on ")
    n.add(c.date(rng, c.after(rng.randint(28, 70))))
    n.t(".\n\n")
    if rng.random() < 0.5:
        n.f("Please contact {p} on {ph} if you have any questions.\n\n", p=doc(author, rng, "first" if rng.random() < 0.5 else "full", creds=False),
            ph=("PHONE", author.phone))
    signature(n, rng, author, c.country)
    n.t("\n")
    if rng.random() < 0.6:
        cc_block(n, rng, c, patient=True, employer=False)


# ------------------------------------------------------------------ GP update letter
def gp_letter(n, rng, c):
    author = c.cl[rng.choice(["consultant", "consultant", "registrar", "nurse"])]
    letterhead(n, rng, c)
    if rng.random() < 0.5:
        n.line("Our ref: {r}   Your ref: {r2}", r=("IDNUM", phi.idnum(rng, "ref")), r2=("IDNUM", phi.idnum(rng, "other")))
    n.line("Clinic date: {d}", d=c.date(rng, c.clinic_date))
    n.line("Date typed: {d}", d=c.date(rng, c.after(rng.randint(2, 12))))
    n.t("\n")
    gp = c.cl["gp"]
    n.add(doc(gp, rng, rng.choice(["dr_full", "dr_init"]), creds=False))
    n.t("\n")
    n.line("{p}", p=("HOSPITAL", c.gp_practice))
    n.add(c.gp_addr.pieces(rng, oneline=False))
    n.t("\n")
    if rng.random() < 0.4:
        n.line("Fax: {f}", f=("FAX", c.gp_fax))
    n.t("\n")
    n.f("Dear {d},\n\n", d=rng.choice([["Dr ", ("DOCTOR", gp.last)], "Colleague", "Doctor", ["Dr ", ("DOCTOR", gp.full)]]))
    _re_line(n, rng, c)
    n.t("Diagnoses:\n")
    for i, x in enumerate(CL.impressions(rng)):
        n.t("%d. %s\n" % (i + 1, x))
    n.t("\nMedication changes: " + rng.choice(["none", "started ivabradine 2.5 mg BD", "increase fludrocortisone to 200 micrograms",
                                              "stop propranolol; start ivabradine", "trial of cetirizine 10 mg BD + famotidine 20 mg BD"]) + "\n")
    n.t("\nActions for GP:\n")
    acts = ["Please repeat ferritin and vitamin D in 3 months.", "Please continue fit notes (amended duties) for 8 weeks.",
            "Please prescribe ivabradine 2.5 mg BD (unlicensed indication, shared care not required).",
            "Please check lying/standing BP at next review.", "No actions - for information.",
            "Please refer to local community ME/CFS team (we do not hold a caseload)."]
    bullets(n, CL.pick(rng, acts, rng.randint(1, 3)))
    n.t("\n")
    n.f("I reviewed {nm} ", nm=name(c.pt, "PATIENT", rng, rng.choice(["title_last", "first", "title_last"])))
    n.t(rng.choice(["in clinic today", "by telephone today", "by video today", "face to face"]))
    if rng.random() < 0.5:
        n.f(", accompanied by {his} {rel} {p}", his=c.his, rel=c.partner_rel, p=name(c.partner, "FAMILY", rng, "first"))
    n.t(". ")
    n.f("Since we last met on {d}, ", d=c.date(rng, phi.add_days(c.clinic_date, -rng.randint(40, 120))))
    n.t(rng.choice(["there has been modest improvement with pacing. ", "things have been difficult with two significant crashes. ",
                    "%s has returned to work on reduced hours. " % c.he, "the palpitations have settled on ivabradine. "]))
    n.t("%s reports %s. " % (c.he.capitalize(), "; ".join(CL.symptom_list(rng, rng.randint(2, 4)))))
    n.t("Scores today: " + ", ".join(M.scores(rng, rng.randint(2, 4))) + ". ")
    n.t("On examination: " + M.obs(rng) + ".\n\n")
    if rng.random() < 0.5:
        n.f("{He} is keen to return to {his} job as {a_prof} {prof} at {e}", He=c.he.capitalize(), his=c.his,
            prof=("PROFESSION", c.profession), e=("ORGANIZATION", c.employer))
        n.t(" and I have written to occupational health separately.\n\n")
    if rng.random() < 0.4:
        n.f("{He} asked about {trial}; I explained it is only available in research settings.\n\n", He=c.he.capitalize(),
            trial=rng.choice(["HELP apheresis", "hyperbaric oxygen", "Paxlovid for long COVID", "stellate ganglion block"]))
    n.t("Plan:\n")
    bullets(n, CL.plan_items(rng, rng.randint(3, 5)))
    n.f("\nWe will see {him} again in {m}.\n\n", him=c.him, m=c.monyear(rng, c.after(rng.randint(50, 150))))
    signature(n, rng, author, c.country)
    n.t("\n")
    if rng.random() < 0.6:
        typist(n, rng, author, c.cl["admin"], c)
    cc_block(n, rng, c, patient=True)


# ------------------------------------------------------------------ benefits / insurance
def benefits_letter(n, rng, c):
    author = c.cl[rng.choice(["consultant", "consultant", "ot", "gp", "nurse"])]
    letterhead(n, rng, c)
    _date_line(n, rng, c, c.after(rng.randint(3, 30)))
    ctry = c.country
    kind = rng.random()
    if ctry == "UK":
        scheme = rng.choice(["Personal Independence Payment (PIP)", "Universal Credit - Work Capability Assessment",
                             "Employment and Support Allowance", "Blue Badge application", "income protection claim"])
    elif ctry == "US":
        scheme = rng.choice(["Social Security Disability Insurance (SSDI)", "long-term disability claim",
                             "short-term disability claim", "disability parking placard", "FMLA certification"])
    elif ctry == "CA":
        scheme = rng.choice(["CPP Disability benefit", "long-term disability claim", "Disability Tax Credit (T2201)",
                             "accessible parking permit", "ODSP application"])
    else:
        scheme = rng.choice(["Illness Benefit", "Disability Allowance", "income protection claim", "Disabled Parking Permit",
                             "Invalidity Pension"])
    insurer = "claim" in scheme or "disability claim" in scheme or "income protection" in scheme
    if insurer:
        n.line("{i}", i=("ORGANIZATION", c.insurer))
        n.line("Claims Department")
        n.add(Address(rng, ctry).pieces(rng, oneline=rng.random() < 0.5))
        n.t("\n\n")
        n.line("Claim number: {cl}", cl=("IDNUM", phi.idnum(rng, "claim")))
        n.line("Policy number: {p}", p=("HEALTHPLAN", phi.policy_no(rng)))
        if rng.random() < 0.5:
            n.line("Employer / plan sponsor: {e}", e=("ORGANIZATION", c.employer))
        n.t("\nDear Claims Assessor,\n\n")
    else:
        n.line("TO WHOM IT MAY CONCERN")
        n.t("\n")
    n.f("Re: {nm}, DOB {d}\n", nm=name(c.pt, "PATIENT", rng, rng.choice(["full", "title_full", "upper", "full_mid"])),
        d=c.date(rng, c.dob))
    n.t("Address: ").add(c.addr.pieces(rng, oneline=True, with_country=rng.random() < 0.3)).t("\n")
    if c.ssn and rng.random() < 0.85:
        n.line("{l}: {v}", l=c.ssn_label, v=("SSN", c.ssn))
    if ctry == "UK" and rng.random() < 0.5:
        n.line("Benefit reference: {r}", r=("IDNUM", phi.idnum(rng, "benefit")))
    if "arking" in scheme or "Badge" in scheme or "placard" in scheme:
        n.line("Vehicle registration: {v}", v=("VEHICLE", phi.vehicle(rng, ctry)))
        if rng.random() < 0.5:
            n.line("Previous badge/permit no.: {b}", b=("IDNUM", phi.idnum(rng, "badge")))
    n.t("Re: %s\n\n" % scheme)
    n.f("I am writing in support of the above application. I have been involved in {his} care at the {svc} since {d}. ",
        his=c.his, svc=("HOSPITAL", c.service), d=c.monyear(rng, c.referral))
    n.f("{nm} developed {dx} following COVID-19 in {d2}.\n\n", nm=name(c.pt, "PATIENT", rng, rng.choice(["title_last", "first", "title_last"])),
        dx=rng.choice(["post-COVID-19 syndrome", "ME/CFS", "post-COVID-19 syndrome with PoTS", "long COVID"]),
        d2=c.monyear(rng, c.infection))
    n.t("Objective findings include: ")
    objs = ["a positive tilt-table test (HR increment %d bpm)" % rng.randint(31, 55),
            "reduced VO2 at VT1 on day 2 of a 2-day CPET",
            "COMPASS-31 of %d/100" % rng.randint(30, 70), "FSS %d/63" % rng.randint(45, 63),
            "1-min sit-to-stand test: %d repetitions with desaturation to %d%%" % (rng.randint(8, 20), rng.randint(88, 94)),
            "cognitive screening (MoCA %d/30)" % rng.randint(22, 27)]
    n.t("; ".join(CL.pick(rng, objs, rng.randint(2, 4))) + ".\n\n")
    n.t("In terms of function, %s:\n" % c.he)
    bullets(n, CL.benefit_lines(rng, rng.randint(3, 5)))
    n.t("\nThese limitations apply on the majority of days and have persisted for more than %d months. " % rng.randint(6, 30))
    n.t("The condition is expected to last at least 12 months from onset. ")
    k = rng.randint(0, 2)
    if k == 0:
        n.t("A face-to-face assessment would be likely to cause significant post-exertional deterioration; "
            "a paper-based or home assessment is recommended. ")
    elif k == 1:
        n.t("Please take the fluctuating nature of the condition into account. ")
    else:
        n.f("Please note {he} previously worked full time as {a_p} {p} until {d}. ", he=c.he,
            p=("PROFESSION", c.profession), d=c.monyear(rng, phi.add_days(c.infection, 30)))
    n.t("\n\n")
    if rng.random() < 0.45:
        n.f("{His} {rel}, {p}, now provides around {h} hours of care per week.\n\n", His=c.his.capitalize(), rel=c.partner_rel,
            p=name(c.partner, "FAMILY", rng, rng.choice(["full", "first"])), h=rng.choice(["20", "25", "35", "40+"]))
    n.f("I can be contacted on {ph} or at {e}.\n\n", ph=("PHONE", author.phone), e=("EMAIL", author.email))
    signature(n, rng, author, c.country, lic=rng.random() < 0.8)
