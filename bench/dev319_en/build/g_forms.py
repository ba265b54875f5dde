"""Genres: CGRP prior-authorisation form, fitness-for-work note."""
from core import Note, P, typo
from case import nm, url_for, new_person, dept_email
from locale_fmt import add_days
import clin as C
import frames as F
import pools_people as PP

NDC = {"erenumab": "55513-0841-01", "fremanezumab": "51759-0204-10", "galcanezumab": "0002-2377-11",
       "eptinezumab": "67386-0130-51", "atogepant": "0074-7094-30", "rimegepant": "72618-3000-02"}

PA_TITLE = {
    "US": ["PRIOR AUTHORIZATION REQUEST - CGRP ANTAGONISTS FOR MIGRAINE PREVENTION",
           "Pharmacy Prior Authorization Form: Calcitonin Gene-Related Peptide (CGRP) Inhibitors",
           "MEDICATION PRIOR AUTHORIZATION - MIGRAINE PROPHYLAXIS (CGRP mAb / gepant)"],
    "UK": ["High Cost Drugs Approval Request - Anti-CGRP monoclonal antibody (NICE TA659 / TA764 / TA871)",
           "Blueteq initiation form - CGRP mAb for migraine prevention"],
    "IE": ["Managed Access Protocol - CGRP mAb application (Medicines Management Programme)",
           "Application for reimbursement approval - anti-CGRP therapy"],
    "CA": ["Special Authority Request - CGRP Inhibitor (Migraine Prophylaxis)",
           "Exceptional Access Program (EAP) Request - CGRP monoclonal antibody",
           "Drug Prior Authorization Form - CGRP antagonists"],
    "AU": ["PBS Authority Application - Initial treatment: CGRP mAb for chronic migraine",
           "Written Authority Required (PBS) - Chronic Migraine - Continuing treatment"],
    "NZ": ["PHARMAC Special Authority Application - CGRP monoclonal antibody", "Prior approval request - migraine prevention"],
    "ZA": ["Chronic Medicine Application - CGRP monoclonal antibody", "Pre-authorisation request: anti-CGRP therapy"],
    "SG": ["Pre-authorisation Request - Migraine Preventive (anti-CGRP)", "Drug Subsidy Application - CGRP mAb"],
}


def yn(r, yes_prob=0.85):
    return "[X] Yes  [ ] No" if r.p(yes_prob) else "[ ] Yes  [X] No"


def cgrp_pa_form(r, c):
    n = Note()
    cc = c.cc
    us = cc == "US"
    g, b, dose = C.cgrp_pick(r)
    renewal = r.p(0.3)
    n.line(r.c(PA_TITLE[cc]))
    if cc in ("US", "CA", "ZA", "SG") or r.p(0.2):
        n.line("{i}{what}", i=P(c.insurer, "ORGANIZATION"),
               what=r.c([" - Pharmacy Services", " Clinical Review Unit", "", " Prior Authorization Dept."]))
        if us and r.p(0.4):
            n.line("Administered by {p}", p=P(r.c(PP.PBMS), "ORGANIZATION"))
        n.line("Fax completed form to: {f}   Phone: {p}", f=P(c.loc.phone(), "FAX"), p=P(c.loc.phone() + (c.loc.ext() if r.p(0.3) else ""), "PHONE"))
        if r.p(0.5):
            n.line("Or submit electronically: {u}", u=P(url_for(r, "portal"), "URL"))
    n.line("Request type: {t}   Date of request: {d}", t="Renewal / continuation" if renewal else "Initial",
           d=c.visit_p())
    if r.p(0.6):
        n.line("{lab}: {v}", lab=r.c(["Case reference", "Reference No.", "Blueteq ref" if cc == "UK" else "Request ID",
                                      "Authority approval no." if cc == "AU" else "Tracking #"]),
               v=P(r.c(["PA-", "REF", "CGRP-", ""]) + r.digits(r.c([6, 8, 10])), "IDNUM"))
    n.add("\n")
    n.line("SECTION 1 - {x} INFORMATION", x="MEMBER" if us else "PATIENT")
    n.line("Name: {p}", p=c.pt_name(r.c(["full", "lf", "fml"]), r.p(0.5)))
    n.line("Date of birth: {d}   Sex: {s}", d=c.dob_p(), s=c.pt.sex)
    if c.plan:
        l1, v1, l2, v2 = c.plan
        n.line("{l}: {v}{g}", l=l1, v=P(v1, "HEALTHPLAN"),
               g=["   ", l2, ": ", P(v2, "HEALTHPLAN")] if v2 else "")
    if us and r.p(0.5):
        n.line("RxBIN: {b}   RxPCN: {p}", b=str(r.c([610014, 4336, 3858, 610502, 15581])), p=r.c(["ADV", "MEDDPRIME", "CN", "A4"]))
    if c.nhs:
        n.line("NHS number: {v}", v=P(c.nhs, "MRN"))
    n.line("{l}: {v}", l=r.c(["Hospital/clinic record no.", "MRN", "Patient account", "Clinic ID"]),
           v=P(c.mrn, "MRN"))
    if c.natid and r.p(0.45):
        n.line("{l}: {v}", l=c.natid[0], v=P(c.natid[1], "SSN"))
    n.line("Address: {a}", a=c.addr_il)
    n.line("Phone: {p}", p=P(c.mobile if r.p(0.5) else c.phone, "PHONE"))
    if r.p(0.3):
        n.line("Email: {e}", e=P(c.email, "EMAIL"))
    n.add("\n")
    n.line("SECTION 2 - PRESCRIBER")
    n.line("Prescriber: {p}", p=nm(r, c.cons, "DOCTOR", r.c(["full", "title_full", "lf"])))
    n.line("Specialty: {s}", s=r.c(["Neurology", "Neurology - Headache Medicine", "Neurologist", "Pain medicine"]))
    if us:
        n.line("NPI: {a}   DEA: {b}", a=P("1" + r.digits(9), "LICENSE"),
               b=P(r.c("ABFM") + (c.cons.last[0].upper() if c.cons.last[0].isalpha() else "X") + r.digits(7), "LICENSE"))
    else:
        lab, val = c.loc.doc_license(c.cons.last)
        n.line("{l}: {v}", l=lab, v=P(val, "LICENSE"))
    n.line("Clinic: {h}", h=P(c.hosp, "HOSPITAL"))
    n.line("Address: {a}", a=c.hosp_addr_il)
    n.line("Phone: {p}   Fax: {f}", p=P(c.hosp_phone, "PHONE"), f=P(c.hosp_fax, "FAX"))
    if r.p(0.5):
        n.line("Office contact: {o}{e}", o=nm(r, c.sec, "DOCTOR", r.c(["full", "first"])),
               e=[" - ", P(F_email(c), "EMAIL")] if r.p(0.5) else "")
    n.add("\n")
    n.line("SECTION 3 - MEDICATION REQUESTED")
    n.line("Drug: {b} ({g}) {d}", b=b, g=g, d=dose)
    if us:
        n.line("NDC: {x}   Quantity: {q}   Days supply: {ds}   Refills: {rf}", x=NDC[g], q=r.c(["1", "1 pen", "3", "30 tablets"]),
               ds=r.c(["28", "30", "84", "90"]), rf=str(r.i(0, 11)))
    dx = r.c(C.DX[:6])
    n.line("Diagnosis: {d} ({i}{icd})", d=dx[0], i=dx[2] if us or cc in ("CA", "AU", "ZA", "SG") else dx[1],
           icd="" if us else "")
    n.add("\n")
    n.line("SECTION 4 - CLINICAL CRITERIA")
    hd = r.i(8, 28)
    md = min(hd, r.i(6, 22))
    n.line("Baseline monthly headache days: {h}   Migraine days: {m}   (headache diary, 12 weeks)", h=str(hd), m=str(md))
    n.line("MIDAS score: {m}   HIT-6: {h}", m=str(r.i(21, 120)), h=str(r.i(56, 76)))
    n.line("Medication overuse addressed? {x}", x=yn(r, 0.75))
    n.line("Contraindications (pregnancy, breastfeeding, severe CV disease)? {x}", x=yn(r, 0.03))
    n.line("Previous preventive treatments (at least {k} classes, each >= 8 weeks at adequate dose or not tolerated):",
           k=r.c(["2", "3", "three"]))
    mys = r.c(["long", "mon", "num", "num", "mon_yy"])
    w = 8 if mys in ("num", "mon", "mon_yy") else 15
    n.line("{a}{s}{e}Outcome", a="Drug / dose".ljust(28), s="Start".ljust(w + 2), e="Stop".ljust(w + 2))
    for name, dd, cls, why in C.preventive_trials(r, r.i(2, 4)):
        s = add_days(c.visit, -r.i(200, 2000))
        e = add_days(s, r.i(56, 400))
        sv, ev = c.loc.month_year(s, mys), c.loc.month_year(e, mys)
        n.line("{a}{s}{p1}{e}{p2}{o}", a=("%s %s" % (name, dd)).ljust(28),
               s=P(sv, "DATE"), p1=" " * (w + 2 - len(sv)), e=P(ev, "DATE"), p2=" " * (w + 2 - len(ev)), o=why)
    if r.p(0.4):
        n.line("Onabotulinumtoxin A: {x}", x=r.c(["not tried", ["2 cycles, last ", c.d(add_days(c.visit, -r.i(60, 400))), ", <30% response"],
                                                   "not tolerated (neck weakness)"]))
    if renewal:
        start = add_days(c.visit, -r.i(84, 400))
        red = r.i(max(1, md // 3), md)
        n.line("Continuation: therapy started {d}. Current migraine days/month: {m} ({p}% reduction from baseline).",
               d=c.d(start), m=str(md - red), p=str(round(100 * red / md)))
    n.add("\n")
    n.line("Attestation: I certify that the information provided is accurate and supported by the medical record.")
    n.line("Prescriber signature: {s}   Date: {d}", s=nm(r, c.cons, "DOCTOR", r.c(["full", "init_last"])), d=c.visit_p())
    if r.p(0.4):
        n.add("\n")
        n.line("FOR {x} USE ONLY: {st} by {u} on {d}", x="PLAN" if us else "OFFICE",
               st=r.c(["Approved", "Pended for clinical review", "Approved 12 months", "Denied - step therapy not met"]),
               u=P(new_person(r, None, "lay", c.cc).username(r), "USERNAME"), d=c.d(add_days(c.visit, r.i(1, 10))))
    return n


def F_email(c):
    return dept_email(c.r, "neuro")


# ---------------------------------------------------------------------------
CONDS = [("chronic migraine", "mig"), ("chronic migraine with medication overuse", "moh"),
         ("idiopathic intracranial hypertension", "iih"), ("cluster headache (active bout)", "cluster"),
         ("post-lumbar puncture headache", "plp"), ("new daily persistent headache", "mig"),
         ("vestibular migraine", "vm"), ("migraine - adjustment of preventive treatment", "mig")]

SUMMARY = {
    "mig": ["Attacks last 4-72 hours with vomiting and severe light sensitivity.",
            "Preventive treatment was changed on this visit; benefit is expected over 8-12 weeks.",
            "Sedation from amitriptyline in the mornings limits early starts.",
            "Examination today was normal apart from pericranial tenderness."],
    "moh": ["Currently withdrawing from overused analgesics, which temporarily worsens symptoms.",
            "Rebound headache is expected to settle within 2-4 weeks of stopping codeine.",
            "Started candesartan as a preventive; benefit expected over 8-12 weeks."],
    "iih": ["Visual fields are being monitored by the eye clinic; acuity is currently normal.",
            "Acetazolamide causes fatigue and tingling while the dose is being increased.",
            "Daily headache with transient visual obscurations; lumbar puncture performed this week."],
    "cluster": ["Up to 3 attacks a day of severe one-sided pain lasting 45-90 minutes, often at night.",
                "On verapamil with ECG monitoring and a short course of prednisolone.",
                "Uses high-flow oxygen at home; night-time attacks cause marked sleep loss."],
    "plp": ["Severe positional headache since lumbar puncture; unable to stay upright for more than 20 minutes.",
            "Epidural blood patch performed; symptoms expected to resolve within days."],
    "vm": ["Episodes of vertigo lasting minutes to hours with headache and motion sensitivity.",
           "Vestibular rehabilitation exercises started with physiotherapy."],
}
RESTRICT = {
    "any": ["screen breaks of 10 minutes every hour; anti-glare filter", "flexible start time on days after a severe attack",
            "access to a quiet, dark room for up to 2 hours during an attack",
            "intermittent leave: estimated %d-%d flare-ups per month, each lasting 1-2 days",
            "may work from home when symptomatic if role allows", "avoid night shifts and rotating rosters (sleep disruption is a trigger)"],
    "mig": ["time off every 12 weeks for hospital treatment (injections)", "no work at heights or with dangerous machinery during an attack"],
    "moh": ["reduced hours for the first 2 weeks of withdrawal"],
    "iih": ["time off for eye clinic and neurology appointments (approx. monthly)", "no work at heights until visual fields reassessed"],
    "cluster": ["no night shifts during the bout", "access to oxygen cylinder at work is not required; attacks mainly nocturnal"],
    "plp": ["no lifting over 10 kg for 48 h after lumbar puncture or blood patch"],
    "vm": ["no work at heights, ladders or with moving machinery until vertigo resolved"],
}
DRIVE = {
    "iih": ["must not drive commercial vehicles until visual fields are reassessed (IIH).",
            "may continue to drive; no visual field defect on Humphrey testing."],
    "vm": ["must not drive while vertigo episodes are occurring."],
    "cluster": ["should not drive during an attack; attacks are too brief and severe to drive safely."],
    "mig": ["advised not to drive during attacks or for 24 h after a severe attack with aura.",
            "no restriction; attacks have warning and are not disabling at onset."],
}


def driving_bits(n, c, tag="mig"):
    r = c.r
    drv = c.prof in PP.DRIVING_PROFESSIONS if c.prof else False
    if not (drv or r.p(0.45)):
        return
    lic = c.loc.driving_licence(c.pt.last, c.pt.first, c.dob)
    lab = {"US": "CDL no.", "UK": "Driving licence no.", "IE": "Driving licence no.", "CA": "Driver's licence #",
           "AU": "Driver licence no.", "NZ": "Driver licence", "ZA": "Driving licence no.", "SG": "Driving licence"}[c.cc]
    n.line("{l}: {v}", l=lab, v=P(lic, "LICENSE"))
    if drv or r.p(0.5):
        n.line("{l}: {v}", l=r.c(["Assigned vehicle reg", "Company vehicle", "Fleet vehicle plate", "Vehicle registration"]),
               v=P(c.loc.plate(), "VEHICLE"))
    n.line("Driving: {x}", x=r.c(DRIVE.get(tag, DRIVE["mig"])))


def fitness_for_work_note(r, c):
    n = Note()
    cc = c.cc
    cond, tag = r.c(CONDS)
    weeks = r.c([1, 2, 2, 3, 4, 6, 8])
    start = c.visit
    end = add_days(start, weeks * 7 - 1)
    if cc == "UK" and r.p(0.75):
        n.line("Statement of Fitness for Work")
        n.line("For social security or Statutory Sick Pay")
        n.add("\n")
        n.line("Patient's name: {p}", p=c.pt_name(r.c(["title_full", "full", "fml"])))
        n.line("I assessed your case on: {d}", d=c.visit_p())
        n.line("by: {x}", x=r.c(["face to face consultation", "telephone consultation", "video consultation"]))
        n.line("and, because of the following condition(s): {x}", x=cond)
        fit = r.p(0.55)
        n.line("I advise you that: {a} you are not fit for work", a="[ ]" if fit else "[X]")
        n.line("                   {a} you may be fit for work taking account of the following advice:", a="[X]" if fit else "[ ]")
        if fit:
            for opt in ["a phased return to work", "altered hours", "amended duties", "workplace adaptations"]:
                n.line("  [{x}] {o}", x="X" if r.p(0.5) else " ", o=opt)
        n.line("Comments, including functional effects of your condition(s):")
        n.line("{x}", x=typo(r, {
            "mig": "Frequent disabling headaches with light sensitivity. Would benefit from reduced screen time, regular breaks and access to a quiet darkened room during attacks.",
            "moh": "Undergoing withdrawal of overused painkillers; headaches expected to worsen for 2-4 weeks before improving.",
            "iih": "Visual symptoms under investigation. Should not drive or operate machinery until reviewed by eye clinic.",
            "cluster": "Night-time attacks during the current bout cause severe sleep loss; recommend day shifts only until the bout settles.",
            "plp": "Unable to remain upright for long since lumbar puncture; expected to recover within 1-2 weeks.",
            "vm": "Vertigo and headache make work at heights or driving unsafe at present."}[tag]))
        n.line("This will be the case for {w} weeks", w=str(weeks)) if r.p(0.5) else \
            n.line("or from {a} to {b}", a=c.d(start), b=c.d(end))
        n.line("I {x} need to assess your fitness for work again at the end of this period.", x=r.c(["will", "will not"]))
        n.add("\n")
        n.line("Doctor's signature: {d}", d=nm(r, c.gp, "DOCTOR", r.c(["full", "title_full"])))
        n.line("Date of statement: {d}", d=c.visit_p())
        n.line("Doctor's address: {p}, {a}", p=P(c.practice, "HOSPITAL"), a=c.loc.address(False, c.town))
        if r.p(0.5):
            n.line("GMC No. {g}", g=P(c.loc.doc_license(c.gp.last)[1], "LICENSE"))
        return n
    title = {"US": ["WORK STATUS REPORT", "Return to Work / Work Restrictions", "Certification of Health Care Provider (FMLA) - Summary"],
             "CA": ["Functional Abilities Form", "Medical Note - Work Accommodation"],
             "IE": ["Certificate of Incapacity for Work", "Medical Certificate - Fitness to Work"],
             "AU": ["Certificate of Capacity", "Medical Certificate - Fitness for Work"],
             "NZ": ["Medical Certificate - Work Capacity", "Fitness for Work Certificate"],
             "ZA": ["Medical Certificate of Incapacity", "Sick Note"],
             "SG": ["Medical Certificate", "Memo to Employer - Fitness for Duty"],
             "UK": ["Occupational Health Report - Fitness for Work", "Fitness for Work Assessment"]}[cc]
    n.line(r.c(title))
    src = r.c(["gp", "hosp"])
    if src == "gp":
        n.line("{p}", p=P(c.practice, "HOSPITAL"))
        n.add(c.practice_addr, "\n")
        n.line("Tel {p}", p=P(c.practice_phone, "PHONE"))
        doc = c.gp
    else:
        n.line("{h} - {d}", h=P(c.hosp, "HOSPITAL"), d=r.c(["Headache Clinic", "Neurology", "Occupational Health"]))
        n.line("Tel {p}  Fax {f}", p=P(c.hosp_phone, "PHONE"), f=P(c.hosp_fax, "FAX"))
        doc = c.cons
    if cc == "SG" or r.p(0.3):
        n.line("Cert no.: {x}", x=P(r.c(["MC", "WC", "C"]) + r.digits(8), "IDNUM"))
    n.add("\n")
    n.line("{lab}: {p}", lab=r.c(["Employee", "Patient", "Name", "Worker"]), p=c.pt_name(r.c(["full", "fml", "lf"])))
    n.line("Date of birth: {d}", d=c.dob_p())
    if r.p(0.5):
        n.line("Address: {a}", a=c.addr_il)
    if c.natid and r.p(0.6):
        n.line("{l}: {v}", l=c.natid[0], v=P(c.natid[1], "SSN"))
    if cc == "AU" and r.p(0.6):
        n.line("Claim number: {x}   Medicare: {m}", x=P(r.digits(10), "IDNUM"), m=P(c.plan[1], "HEALTHPLAN"))
    if cc == "NZ" and r.p(0.5):
        n.line("Client number: {x}", x=P(r.digits(3) + "-" + r.digits(3) + "-" + r.digits(3), "IDNUM"))
    if c.prof:
        n.line("Occupation: {o}", o=P(c.prof, "PROFESSION"))
    emp = c.employer or (F_org(c) if r.p(0.7) else None)
    if emp:
        n.line("Employer: {e}", e=P(emp, "ORGANIZATION"))
    if r.p(0.5):
        mgr = new_person(r, None, "lay", cc)
        ph = ""
        if r.p(0.5):
            ph = ["  Tel ", P(c.loc.phone(), "PHONE")] if r.p(0.5) else ["  ", P(F_hr_email(c, mgr), "EMAIL")]
        n.line("{l}: {m}{ph}", l=r.c(["Supervisor", "Line manager", "HR contact", "Manager"]),
               m=nm(r, mgr, "FAMILY", r.c(["full", "title_last"])), ph=ph)
    n.add("\n")
    n.line("Date of assessment: {d}", d=c.visit_p())
    n.line("Diagnosis: {x}", x=cond)
    if r.p(0.75):
        pool = SUMMARY[tag] + (["Headache on %d days in the last month, %d of them disabling (unable to work)." % (r.i(10, 28), r.i(3, 10)),
                                "Diary confirms %d headache days per month (HIT-6 %d)." % (r.i(8, 25), r.i(56, 74))]
                               if tag in ("mig", "moh") else [])
        n.line("Clinical summary: {x}", x=typo(r, " ".join(r.sample(pool, min(len(pool), r.i(2, 3))))))
        if r.p(0.4):
            n.line("Treating specialist: {d}, {h}", d=nm(r, c.cons, "DOCTOR", r.c(["title_full", "title_last"])),
                   h=P(c.hosp, "HOSPITAL"))
    n.line("{l}: {a} to {b} inclusive", l=r.c(["Unfit for work", "Off work", "Incapacity period", "Excused from duty"]),
           a=c.d(start), b=c.d(end))
    if r.p(0.6):
        n.line("Return to work: {x}", x=r.c([["modified duties from ", c.d(add_days(end, 1))],
                                             ["full duties expected by ", c.d(add_days(end, r.i(7, 28)))],
                                             "to be reviewed at next appointment"]))
    n.line("Restrictions / recommendations:")
    picks = r.sample(RESTRICT[tag], min(len(RESTRICT[tag]), r.i(1, 2))) + r.sample(RESTRICT["any"], r.i(1, 2))
    for x in picks:
        n.line("- {x}", x=x % (r.i(1, 2), r.i(3, 5)) if "%d" in x else x)
    driving_bits(n, c, tag)
    n.add("\n")
    n.line("{lab} {d}", lab=r.c(["Signed:", "Certifying practitioner:", "Medical practitioner:"]),
           d=nm(r, doc, "DOCTOR", r.c(["title_full", "full"])))
    if r.p(0.7):
        lab, val = c.loc.doc_license(doc.last)
        n.line("{l}: {v}", l=lab, v=P(val, "LICENSE"))
    n.line("Date: {d}", d=c.visit_p())
    return n


def F_org(c):
    from case import org_name
    return org_name(c.r)


def F_hr_email(c, p):
    from case import email_for
    return email_for(c.r, p, "staff")
