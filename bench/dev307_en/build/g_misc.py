"""Inpatient discharge summary and psychosocial / social work review."""
import phi as H
import clin as CL
from doc import pad
from ctx import ROLE_TITLE
from common import (days, he, his, him, ds, dsn, dob, pname, pt_head_name, age_short, id_lines,
                    sig, audit, aprof, typist)
from phi import UK, US, CA, AU, IE, pick, chance


def discharge(C, d):
    rng = C.rng
    cl = C.cl
    us = C.country in (US, CA)
    adm = C.d0 - days(rng.randint(8, 16))
    dis = C.d0
    d.line(pick(rng, ["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "DISCHARGE LETTER - CYSTIC FIBROSIS"]))
    d.line("{h}   {w}", h=(C.centre, "HOSPITAL"), w=(C.ward, "HOSPITAL"))
    d.t("\n")
    id_lines(C, d)
    d.line(pick(rng, ["Encounter no", "Account #", "Spell no", "Visit ID"]) + ": {a}", a=(C.acct, "ACCOUNT"))
    if C.country == US:
        d.line("SSN: {s}" + pick(rng, ["", "   Guarantor: self", "   Guarantor: {g}"]), s=(C.ssn, "SSN"),
               g=C.carer.full() if C.paed else C.partner.full())
        if chance(rng, 0.6):
            d.line("Identity verified at registration by palm-vein scan, ID {b}", b=H.bioid(rng, "palm"))
    elif C.country == IE and chance(rng, 0.5):
        d.line("PPSN: {s}", s=(C.ssn, "SSN"))
    elif C.country == CA and chance(rng, 0.3):
        d.line("SIN (for disability forms): {s}", s=(C.ssn, "SSN"))
    elif chance(rng, 0.2):
        d.line("Identity band scanned; biometric ref {b}", b=H.bioid(rng, "generic"))
    d.t("\n")
    d.line("Admitted: {a} %02d:%02d    Discharged: {b}    Length of stay: %d days" % (rng.randint(0, 23), rng.randint(0, 59), (dis - adm).days),
           a=ds(C, adm), b=ds(C, dis))
    d.line("Bed: {w}, %s {r}" % pick(rng, ["side room", "room", "cubicle"]), w=(C.ward, "HOSPITAL"), r=H.room(rng))
    d.line("Consultant: {c}    Discharging doctor: {r}", c=H.titled_full(rng, C.cons, C.country), r=[C.reg.full(), ", ", C.reg.cred or "MD"])
    d.t("\n")
    d.line("Diagnosis: %s" % pick(rng, ["Infective pulmonary exacerbation of cystic fibrosis", "Pulmonary exacerbation with %s" % cl.orgs[0][1],
                                       "Distal intestinal obstruction syndrome", "Haemoptysis (moderate) in CF" if not us else "Hemoptysis in CF",
                                       "Exacerbation of CF with new CFRD"]))
    d.line("Secondary: %s" % "; ".join(CL.diagnoses(rng, cl, C.paed, us)[:rng.randint(2, 4)]))
    d.t("\n")
    d.line("History and course:")
    sy = CL.exac(rng)
    d.f("{n} ({a}) was admitted via %s with %s. " % (pick(rng, ["clinic", "the ED", "direct admission from home", "the day unit"]),
                                                      ", ".join(sy)), n=pname(C, ["full", "first", "title"]), a=age_short(C))
    reg, adult_dose, kid_dose = pick(rng, CL.IV_REGIMES)
    sec, sec_dose = pick(rng, CL.IV_SECOND)
    d.f("IV %s %s and %s %s were started on {a} via %s. " % (reg, kid_dose if C.paed else adult_dose, sec, sec_dose, pick(rng, CL.LINES)),
        a=ds(C, adm + days(rng.randint(0, 1)), ["num", "dm", "wd", "short"]))
    if sec in ("tobramycin", "amikacin"):
        d.f("%s trough on day 2 was %s mg/L. " % (sec.capitalize(), pick(rng, ["<0.5", "0.7", "1.3 (dose interval extended)"])))
    d.f("Physiotherapy (seen by {p}) %s. " % pick(rng, ["increased to three times daily", "introduced Aerobika", "added exercise sessions on the ward bike"]),
        p=C.physio.fn() if chance(rng, 0.5) else C.physio.full())
    d.f("%s\n\n" % pick(rng, ["Weight fell initially; overnight NG feeds were not required.", "Blood glucose monitoring showed post-prandial hyperglycaemia - insulin started.",
                            "Developed a PICC-associated thrombophlebitis on day 6; line resited.", "Creatinine peaked at 104 umol/L on day 5, settled with fluids.",
                            "Small-volume haemoptysis on day 3 settled with tranexamic acid."]))
    if cl.spiro:
        d.line("FEV1: admission %d%%, discharge %d%% (best in last 12 months %d%%)." % (max(15, cl.fev1p - rng.randint(5, 20)), cl.fev1p,
                                                                                     min(130, cl.fev1p + rng.randint(0, 12))))
    d.line("Weight: admission %.1f kg, discharge %.1f kg. CRP %d -> %d mg/L." % (cl.wt - rng.uniform(0, 1.5), cl.wt, rng.randint(20, 140), rng.randint(1, 15)))
    d.line("Sputum ({x}, lab no {l}): %s." % "; ".join(o[1] for o in cl.orgs), x=ds(C, adm, ["num", "short"]), l=H.specimen(rng, adm.year))
    d.t("\n")
    d.line("Discharge medications (changes marked *):")
    for x in CL.meds(rng, cl, C.age, us):
        d.line("  " + ("* " if chance(rng, 0.15) else "") + x)
    if chance(rng, 0.5):
        d.line("  * IV %s to complete 14 days at home, last dose {x} (homecare: {hc})" % reg, x=ds(C, adm + days(13), ["num", "dm", "short"]),
               hc=(C.homecare, "ORGANIZATION"))
    d.t("\n")
    d.line("Follow-up:")
    d.line("  CF clinic {x} with {c}", x=ds(C, dis + days(rng.randint(14, 42)), ["num", "wdlong", "long", "dm"]),
           c=H.titled(rng, C.cons, C.country))
    d.line("  %s" % pick(rng, ["CF nurse telephone review in 1 week.", "Repeat LFTs in 2 weeks at GP.", "Home spirometry to continue.",
                               "Diabetes team review in 4 weeks."]))
    d.line(("PCP actions: %s" if C.country in (US, CA) else "GP actions: %s") % pick(rng, ["none", "please repeat U&E in 1 week", "please add insulin to repeat prescription",
                                         "please note new allergy: piperacillin (rash)"]))
    d.t("\n")
    d.line("Completed by:")
    d.line("{n}, %s" % pick(rng, ["Specialty Registrar", "Resident Physician", "CF Fellow", "Senior House Officer"] if not us else
                               ["Pulmonary Fellow", "Resident Physician", "Hospitalist"]), n=C.reg.full())
    if chance(rng, 0.6):
        d.line("Bleep {b}" if C.country in (UK, IE) else "Pager {b}", b=(H.bleep(rng), "PHONE"))
    if chance(rng, 0.5):
        lab, val = C.lic(C.reg, "reg")
        d.line("{l} {v}", l=lab, v=(val, "LICENSE"))
    if chance(rng, 0.5):
        audit(C, d, C.reg)


BENEFITS = {UK: ["Personal Independence Payment (standard daily living)", "Disability Living Allowance (middle rate care)",
                 "Carer's Allowance", "Universal Credit (LCWRA)", "free prescriptions (medical exemption)"],
            US: ["SSI application", "Medicaid waiver", "SSDI", "copay assistance programme", "FMLA paperwork"],
            CA: ["Disability Tax Credit", "provincial drug plan (Trillium)", "CPP Disability", "Child Disability Benefit"],
            AU: ["Carer Allowance", "Disability Support Pension", "Health Care Card", "NDIS access request", "PBS Safety Net"],
            IE: ["Domiciliary Care Allowance", "Long-Term Illness scheme", "Carer's Allowance", "Disability Allowance"]}
HOUSING = ["Millstream Housing Association", "Riverside Shared Homes", "Oakvale Housing Trust", "Greystone Lettings"]


def psychosocial(C, d):
    rng = C.rng
    cl = C.cl
    d.line(pick(rng, ["PSYCHOSOCIAL REVIEW - CF", "CF Social Work Assessment", "Psychology / Social Work Joint Review"]))
    d.line("{h} - {u}", h=(C.centre, "HOSPITAL"), u=C.unit())
    d.line("Date: {x}   Setting: %s" % pick(rng, ["clinic", "home visit", "ward", "telephone", "video call"]), x=ds(C, C.d0))
    id_lines(C, d, compact=chance(rng, 0.5))
    d.t("\n")
    d.line("FAMILY AND HOME")
    if C.paed:
        d.f("{n} lives with mum {m} ({ma}, {mp}) and dad {f} ({fa}, {fp})", n=pname(C, ["first"]), m=C.mum.fn(),
            ma=(str(C.age + rng.randint(22, 38)), "AGE"), mp=(C.mum_prof, "PROFESSION"), f=C.dad.full() if chance(rng, 0.4) else C.dad.fn(),
            fa=(str(C.age + rng.randint(23, 42)), "AGE"), fp=(C.dad_prof, "PROFESSION"))
        d.f(" and sibling {s} (%s) at {a}, {c}.\n" % pick(rng, ["{sa}", "aged {sa}", "{sa} yrs"]), s=C.sib.fn(), sa=(str(C.sib_age), "AGE"),
            a=(C.addr.street, "STREET"), c=(C.addr.city, "CITY"))
        if C.age <= 1:
            d.line("Mother's Edinburgh Postnatal Depression Scale score %d; health visitor {hv} aware." % rng.randint(3, 16), hv=H.person(rng, "DOCTOR").full())
    else:
        d.f("{n} lives %s at {a}, {c}. " % pick(rng, ["with partner {p}", "alone", "with parents", "with partner {p} and their {k} children"]),
            n=pname(C, ["first", "title"]), p=C.partner.fn() if chance(rng, 0.6) else C.partner.full(), k=str(rng.randint(1, 3)),
            a=(C.addr.street, "STREET"), c=(C.addr.city, "CITY"))
        if chance(rng, 0.5):
            d.f("Partner works as {pp}. ", pp=aprof(C.partner_prof))
        if chance(rng, 0.4):
            d.f("Family moved from {c} in {y}. ", c=(pick(rng, H.P.COUNTRIES_ORIGIN), "COUNTRY"), y=(str(rng.randint(1995, 2018)), "DATE"))
        d.t("\n")
    if chance(rng, 0.5):
        d.line("Housing: %s; letter of support sent to {ho} on {x}." % pick(rng, ["damp and black mould in bedroom (Aspergillus risk)",
                                                                             "overcrowding - shares bedroom with sibling", "stairs limiting when unwell"]),
               ho=(pick(rng, HOUSING), "ORGANIZATION"), x=ds(C, C.d0 - days(rng.randint(0, 30)), ["num", "dm", "long"]))
    d.t("\n")
    d.line("EDUCATION / EMPLOYMENT")
    if C.paed and C.age >= 4:
        d.f("Attends {s}; attendance %d%% this term. Individual healthcare plan agreed with school nurse {sn}.\n" % rng.randint(72, 98),
            s=(C.school, "ORGANIZATION"), sn=H.person(rng, "DOCTOR").full())
    elif not C.paed:
        d.f("Employed as {p} at {e}; %s.\n" % pick(rng, ["reasonable adjustments requested (home working during IVs)",
                                                                  "occupational health letter provided", "considering reducing hours",
                                                                  "manager {m} supportive"]),
            p=aprof(C.prof), e=(C.employer, "ORGANIZATION"), m=H.person(rng, "FAMILY").full())
    else:
        d.f("Attends {s} %d days a week; staff trained in Creon administration.\n" % rng.randint(2, 5), s=(C.school, "ORGANIZATION"))
    d.t("\n")
    d.line("FINANCES / BENEFITS")
    d.line("  " + "; ".join(rng.sample(BENEFITS[C.country], 2)) + ".")
    if C.country in (US, CA, IE) and chance(rng, 0.5):
        d.line("  %s {s} (copied for the application)." % {US: "SSN", CA: "SIN", IE: "PPSN"}[C.country], s=(C.ssn, "SSN"))
    if chance(rng, 0.6):
        d.line("  %s for vehicle {v} (%s)." % (pick(rng, ["Blue Badge application supported" if C.country == UK else "Disabled parking permit supported",
                                                          "Hospital parking concession issued"]), pick(rng, ["grey Skoda Octavia", "blue Toyota Yaris",
                                                                                                             "white Ford Transit", "red Kia Picanto", "silver Honda CR-V"])),
               v=H.plate(rng, C.country))
    if chance(rng, 0.3):
        d.line("  Grant from {c} for a replacement nebuliser; ref {r}.", c=(pick(rng, H.P.CHARITIES), "ORGANIZATION"), r=H.idnum(rng, "ref"))
    d.t("\n")
    d.line("EMOTIONAL WELLBEING")
    d.line("  PHQ-9 %d, GAD-7 %d. %s" % (rng.randint(0, 18), rng.randint(0, 16), pick(rng, [
        "Describes treatment burden as the main stressor.", "Worried about cross-infection since sibling's new isolate.",
        "Low mood since friend with CF died last year.", "Needle phobia - graded exposure planned with psychology.",
        "Coping well; good peer support online."])))
    if not C.paed and chance(rng, 0.3):
        d.line("  Contact with %s via {u}." % pick(rng, ["online peer group", "CF support forum"]), u=H.url(rng, "portal"))
    if 14 <= C.age <= 18:
        d.line("  Transition: moving to {h} adult CF service in {x}; joint clinic arranged.", h=(C.adult_centre, "HOSPITAL"),
               x=ds(C, C.d0 + days(rng.randint(60, 400)), ["my", "y", "my3"]))
    d.t("\n")
    d.line("PLAN")
    for x in rng.sample(["Follow up in 6 weeks.", "Refer to community mental health team.", "Support benefit review form.",
                         "Liaise with school re: attendance.", "Psychology sessions x6 (CBT).", "Provide travel costs reimbursement form.",
                         "Discuss fertility and family planning at next clinic."], 3):
        d.line("  - " + x)
    d.t("\n")
    who = C.sw if chance(rng, 0.6) else C.psych
    sig(C, d, who, ROLE_TITLE["sw" if who is C.sw else "psych"][C.country])
    if chance(rng, 0.4):
        audit(C, d, who)
