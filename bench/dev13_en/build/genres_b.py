"""Genres 7-12: medication administration record, referral letter, telephone
encounter, medication reconciliation, outpatient clinic letter with cc list,
MDT meeting minutes."""

import datetime as dt

import clinical as C
import pools as P
from common import m, Hospital
from parts import (art, cap, cc_entry, esign, lab_inline, letterhead, med_line, med_list, pad,
                   patient_id_lines, profession_phrase, role_title, staff_legend, vitals_line, ward_ref,
                   mrn_ref)
from genres_a import SPECIALTIES

TIMES = {"daily": ["0800"], "BID": ["0800", "2000"], "TID": ["0800", "1400", "2000"], "QID": ["0600", "1200", "1800", "2200"],
         "nocte": ["2200"], "q8h": ["0600", "1400", "2200"], "q12h": ["0900", "2100"], "q6h": ["0600", "1200", "1800", "0000"],
         "weekly": ["0800"], "over 8 h": ["0800", "1600"], "over 6 h": ["1000"], "once": ["1000"]}


def _pro(p):
    return ("he", "his", "him") if p.sex == "M" else ("she", "her", "her")


# ---------------------------------------------------------------------------
def mar(ctx):
    r = ctx.r
    p = ctx.patient()
    hosp = Hospital(ctx)
    nurses = [ctx.staff("nurse") for _ in range(r.randint(3, 4))]
    ph = ctx.staff("pharmacist")
    pres = ctx.staff("resident")
    start = ctx.today - dt.timedelta(days=2)
    dates = [start + dt.timedelta(days=i) for i in range(3)]
    o = []
    o.append("%s\n%s" % (hosp.nm(), ctx.pick(["MEDICATION ADMINISTRATION RECORD", "Medication Administration Record (MAR)",
                                              "INPATIENT MEDICATION CHART - ADMINISTRATION", "eMAR print"])))
    o.append(patient_id_lines(ctx, p, ["name", "mrn", "dob"]))
    o.append("%s    Weight: %d kg    Allergies: %s" % (ward_ref(ctx), r.randint(44, 128), ctx.pick(C.ALLERGIES)))
    o.append("Diagnosis: %s" % ctx.clin("dx", C.PROBLEMS))
    o.append("Chart period: %s - %s" % (ctx.D(dates[0]), ctx.D(dates[2])))
    if ctx.chance(0.4):
        lab, val = ctx.doc_license()
        o.append("Prescriber: %s (%s %s)" % (pres.titled_full(), lab, m("LICENSE", val)))
    else:
        o.append("Prescriber: %s" % pres.titled_full())
    o.append("")
    dstyle = r.choice(["partial", "wk", "num", "partial"])
    heads = [ctx.D(d, dstyle) for d in dates]
    W = 34
    o.append("REGULAR MEDICATIONS")
    o.append("%s| Time | %s" % ("Medication".ljust(W), " | ".join(pad(h, 8) for h in heads)))
    regs = [d for d in C.DRUGS if d[3] in TIMES and "PRN" not in d[3]]
    chosen = r.sample(regs, r.randint(5, 8))
    now_h = r.randint(10, 21)

    def shift_nurse(di, t):
        h = int(t[:2])
        return nurses[(di * 2 + (0 if 7 <= h < 19 else 1)) % len(nurses)]

    for drug in chosen:
        ml = med_line(ctx, drug)
        for k, t in enumerate(TIMES[drug[3]]):
            cells = []
            for di, d in enumerate(dates):
                if di == 2 and int(t[:2]) > now_h:
                    cells.append(pad("", 8))
                    continue
                if drug[3] == "weekly" and di != 1:
                    cells.append(pad("-", 8))
                    continue
                nz = shift_nurse(di, t)
                x = r.random()
                if x < 0.06:
                    cell = "H " + nz.ini()
                elif x < 0.1:
                    cell = "R " + nz.ini()
                elif x < 0.12:
                    cell = "NBM"
                else:
                    cell = nz.ini(lower=ctx.chance(0.05))
                cells.append(pad(cell, 8))
            name = ml if k == 0 else ""
            o.append("%s| %s | %s" % (name[:W].ljust(W), t, " | ".join(cells).rstrip()))
    o.append("Codes: H = held, R = refused, NBM = nil by mouth, A = absent from ward")
    o.append("")
    o.append("PRN / AS REQUIRED")
    prns = [d for d in C.DRUGS if "PRN" in d[3]]
    for drug in r.sample(prns, r.randint(1, 3)):
        o.append(med_line(ctx, drug))
        for _ in range(r.randint(1, 3)):
            di = r.randint(0, 2)
            nz = shift_nurse(di, "%02d00" % r.randint(0, 23))
            o.append("   %s %s  %s  for %s  -- %s; reassessed: %s -- %s" % (
                ctx.D(dates[di], dstyle), ctx.tm(), ctx.pick(drug[1]), ctx.pick(["pain 7/10", "pain 6/10", "nausea", "SOB", "agitation", "wheeze"]),
                nz.ini(), ctx.pick(["good effect", "partial relief", "settled", "no effect, dr informed"]), nz.ini()))
    o.append("")
    if ctx.chance(0.7):
        a, b = r.sample(nurses, 2)
        o.append("ONCE ONLY / CONTROLLED DRUGS")
        o.append("%s %s: %s given by %s, witnessed by %s" % (
            ctx.D(dates[r.randint(0, 2)], dstyle), ctx.tm(), ctx.pick(["morphine 5 mg SC stat", "oxycodone 10 mg PO stat",
                                                                     "furosemide 40 mg IV stat", "midazolam 2.5 mg SC stat"]),
            a.ini(), b.ini()))
    if ctx.chance(0.35):
        a, b = r.sample(nurses, 2)
        lab, val = ctx.bioid()
        o.append("Dispensing cabinet override %s %s: %s removed by %s (%s %s); witness %s." % (
            ctx.D(dates[2], dstyle), ctx.tm(), ctx.pick(["ondansetron 4 mg", "metoclopramide 10 mg", "salbutamol neb 5 mg"]),
            a.full(), lab, m("BIOID", val), b.gi()))
    if ctx.chance(0.3):
        o.append("IV infusion via pump asset no. %s; barcode scanned at terminal %s." % (
            m("DEVICE", "BME-" + ctx._d(6)), m("IPADDR", ctx.ip())))
    o.append("")
    o.append("Pharmacist review: %s, %s - %s %s" % (ph.full(), ph.cred, ctx.D(dates[1], r.choice(["num", "partial"])),
                                                   ctx.pick(["chart reviewed, no issues", "vancomycin level requested",
                                                             "apixaban dose checked for CrCl", "suggest switch IV to PO paracetamol"])))
    o.append("")
    o.append("SIGNATURE LOG")
    o.append("Init  | Name | Designation")
    o.append(staff_legend(ctx, nurses, cols=True))
    return "\n".join(o)


# ---------------------------------------------------------------------------
def referral_letter(ctx):
    r = ctx.r
    p = ctx.patient()
    gp = ctx.staff("gp")
    prac = Hospital(ctx, kind="practice")
    spec = ctx.staff("consultant", prof=ctx.chance(0.2))
    hosp = Hospital(ctx)
    fam = ctx.relative(p)
    he, his, him = _pro(p)
    d = ctx.today
    o = []
    o.append(letterhead(ctx, prac, email=ctx.email(gp, prac.domain) if ctx.chance(0.4) else None))
    o.append("")
    o.append(ctx.D(d, r.choice(["long", "long", "num", "abbr"])))
    o.append("")
    spec_dept = ctx.pick(SPECIALTIES)
    o.append("%s\n%s\n%s\n%s" % (spec.titled_full(), spec_dept, hosp.nm(), ctx.addr_block(hosp.addr)))
    o.append("")
    idl = "Re: %s, DOB %s" % (p.full() if ctx.chance(0.6) else p.caps(), ctx.D(p.dob))
    lab, val = ctx.mrn()
    idl += ", %s %s" % (lab, m("MRN", val))
    o.append(idl)
    o.append("    %s" % ctx.addr_line(p.addr))
    o.append("    Tel: %s%s" % (m("PHONE", p.home), "  Mobile: %s" % m("PHONE", p.mobile) if ctx.chance(0.5) else ""))
    if ctx.loc in ("ZA", "IN", "US") and ctx.chance(0.35) or ctx.chance(0.08):
        sl, sv = ctx.ssn(p)
        o.append("    %s: %s" % (sl, m("SSN", sv)))
    if ctx.loc == "UK" and ctx.chance(0.6):
        o.append("    e-Referral UBRN: %s" % m("IDNUM", "%s %s %s" % (ctx._d(4), ctx._d(4), ctx._d(4))))
    elif ctx.chance(0.4):
        o.append("    Referral no.: %s" % m("IDNUM", "REF-%s" % ctx._d(7)))
    if ctx.chance(0.5):
        hl, hv = ctx.healthplan()
        o.append("    %s: %s %s" % (m("ORGANIZATION", ctx.pick(P.INSURERS[ctx.loc])), hl, m("HEALTHPLAN", hv)))
    o.append("")
    o.append("Dear %s," % ctx.pick([spec.titled(), spec.titled(), "Colleague", "%s %s" % (ctx.dot("Dr"), spec.first())]))
    o.append("")
    age = ctx.age_phrase(p.age, p.sex, bare=True, words=ctx.chance(0.12))
    onset = d - dt.timedelta(days=r.randint(40, 400))
    o.append("Thank you for seeing %s, %s %s %s, with %s since %s. %s" % (
        p.titled(), art(age), age, profession_phrase(ctx, age=p.age), ctx.pick(C.SYMPTOMS), ctx.D(onset, r.choice(["my", "mon", "long"])),
        ctx.pick(["I would value your opinion regarding further investigation.", "I am concerned about %s." % ctx.pick(C.PROBLEMS),
                  "%s is keen to be seen privately if the wait is long." % cap(he)])))
    o.append("")
    ep1 = onset + dt.timedelta(days=r.randint(5, 30))
    ep2 = ep1 + dt.timedelta(days=r.randint(5, 30))
    o.append("%s had episodes on %s and %s, the second witnessed by %s %s %s, who %s. Examination today: %s; %s; %s." % (
        cap(he), ctx.D(ep1, r.choice(["partial", "long", "num"])), ctx.D(ep2, r.choice(["partial", "long", "num"])),
        his, fam.rel, fam.first(), ctx.pick(["described jerking of the arms for 30 seconds", "called an ambulance",
                                              "noted grey colour and sweating", "drove %s home" % him]),
        vitals_line(ctx), ctx.clin("sign", C.EXAM_SIGNS), ctx.pick(C.SCORES)))
    o.append("")
    o.append("Bloods (%s): %s." % (ctx.D(d - dt.timedelta(days=r.randint(2, 14)), r.choice(["num", "partial"])), lab_inline(ctx, 5)))
    if ctx.chance(0.5):
        o.append("%s report from %s enclosed (ref %s)." % (
            ctx.pick(["Ultrasound", "Echo", "CT", "MRI", "Holter monitor"]),
            m("HOSPITAL", ctx.pick(P.HOSPITALS[ctx.loc])), m("IDNUM", ctx.accession())))
    o.append("")
    hx = r.sample(C.HISTORY, r.randint(2, 4))
    hx[0] = ctx.clin("dx", [hx[0]])
    o.append("Past history: %s." % "; ".join(hx))
    meds, _ = med_list(ctx, r.randint(2, 6))
    o.append("Current medication: %s." % "; ".join(meds))
    o.append("Allergies: %s." % ctx.pick(C.ALLERGIES))
    o.append("")
    soc = ctx.pick([
        "%s lives with %s %s %s (%s) in %s." % (cap(he), his, fam.rel, fam.full(), m("PROFESSION", ctx.pick(P.PROFESSIONS)),
                                              m("CITY", p.addr.city or p.addr.suburb)),
        "%s %s %s is %s main carer; %s would like to attend appointments (%s)." % (
            cap(his), fam.rel, fam.first(), his, fam.first(), m("PHONE", ctx.phone("mobile"))),
        "%s was born in %s and moved here in %s. %s interpreter preferred." % (
            cap(he), m("COUNTRY", ctx.pick(P.COUNTRIES)), ctx.D(d - dt.timedelta(days=365 * r.randint(2, 30)), "y"),
            ctx.pick(["Tongan", "Punjabi", "Mandarin", "Portuguese", "isiZulu", "Arabic", "Tamil", "Polish"])),
    ])
    o.append(soc)
    if ctx.chance(0.4):
        o.append("%s is an active member of %s, who help with transport." % (cap(he), m("ORGANIZATION", ctx.pick(P.CHURCHES))))
    o.append("")
    o.append("Please do not hesitate to contact me on %s%s." % (
        m("PHONE", ctx.phone("land", place=prac.addr, ext=ctx.chance(0.3))),
        " or at %s" % m("EMAIL", ctx.email(gp, prac.domain)) if ctx.chance(0.5) else ""))
    o.append("")
    o.append(ctx.pick(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "With thanks,"]))
    o.append("")
    o.append("%s" % gp.titled_full())
    o.append("%s" % gp.cred)
    o.append(prac.nm())
    if ctx.chance(0.5):
        lab, val = ctx.doc_license()
        o.append("%s %s" % (lab, m("LICENSE", val)))
    if ctx.chance(0.4):
        o.append("")
        o.append("cc: %s (patient)" % p.titled_full())
    return "\n".join(o)


# ---------------------------------------------------------------------------
def telephone_encounter(ctx):
    r = ctx.r
    p = ctx.patient()
    site = Hospital(ctx, kind=ctx.pick(["practice", "hospital"]))
    nurse = ctx.staff("nurse")
    doc = ctx.staff(ctx.pick(["gp", "consultant", "np"]))
    fam = ctx.relative(p)
    pharm = Hospital(ctx, kind="pharmacy")
    he, his, him = _pro(p)
    d = ctx.today
    o = []
    o.append("%s\n%s" % (site.nm(), ctx.pick(["TELEPHONE ENCOUNTER", "Telephone Encounter", "Phone Call Note", "Telephone Triage Record"])))
    o.append("Date: %s  Time: %s" % (ctx.D(d, r.choice(["num", "wk", "dash", "abbr"])), ctx.tm(r.randint(8, 18))))
    tb = "Taken by: %s, %s" % (nurse.full(), nurse.cred)
    if ctx.chance(0.6):
        tb += "  (user %s)" % m("USERNAME", ctx.username(nurse))
    o.append(tb)
    o.append(patient_id_lines(ctx, p, ["name", "dob", "mrn"] + (["phone"] if ctx.chance(0.4) else [])))
    if ctx.chance(0.4) or (ctx.ep and ctx.ep[3] == "dx"):
        o.append("PMH: %s" % ctx.clin("dx", C.HISTORY))
    if ctx.chance(0.35):
        o.append("Summary: Pt %s %s." % (p.ini(dots=ctx.chance(0.6)), ctx.pick(["known to practice", "on warfarin clinic list",
                                                                           "recently discharged", "on the frailty register"])))
    who = r.random()
    if who < 0.5:
        o.append("Caller: %s %s (%s)    Call-back: %s" % (fam.rel, fam.full(), "on patient's consent list" if ctx.chance(0.5) else "NOK",
                                                        m("PHONE", ctx.phone("mobile"))))
        caller = fam
    elif who < 0.75:
        o.append("Caller: patient    Call-back: %s" % m("PHONE", ctx.phone("mobile")))
        caller = None
    else:
        pc = ctx.person("DOCTOR")
        o.append("Caller: %s from %s    Tel: %s    Fax: %s" % (pc.first(), pharm.nm(), m("PHONE", pharm.phone), m("FAX", pharm.fax)))
        caller = pc
    if ctx.chance(0.4):
        o.append("Identity confirmed with DOB and first line of address (%s)." % m("STREET", p.addr.street))
    o.append("")
    reason = ctx.pick(["medication query", "worsening symptoms", "test results", "repeat prescription", "appointment request",
                       "post-discharge follow-up call"])
    o.append("Reason: %s" % reason)
    sday = d - dt.timedelta(days=r.randint(1, 5))
    if caller is fam and ctx.chance(0.6):
        quote = "%s states \"%s has been %s since %s\"" % (
            fam.rel, p.first_lower() if ctx.chance(0.5) else p.first(), ctx.pick(["vomiting", "really breathless", "more confused", "not passing much urine", "dizzy on standing"]),
            m("DATE", ctx.fmt_date(sday, "weekday").lower()) if ctx.chance(0.5) else ctx.D(sday, "weekday"))
        o.append("Details: %s. %s" % (cap(quote), ctx.pick(["Denies chest pain.", "No fever.", "Still eating and drinking.", "Took an extra furosemide this morning."])))
    elif caller is not None and caller is not fam:
        o.append("Details: %s (pharmacist) queries %s - %s." % (
            caller.first(), med_line(ctx), ctx.pick(["interaction with clarithromycin", "dose exceeds renal max", "brand unavailable",
                                                   "prescription not signed"])))
    else:
        o.append("Details: %s reports %s since %s. %s" % (
            p.first() if ctx.chance(0.5) else "Pt", ctx.pick(C.SYMPTOMS), ctx.D(sday, r.choice(["weekday", "wk", "partial"])),
            ctx.pick(["Home BP readings 150s/90s.", "BSL 14-18 mmol/L.", "Weight up 2 kg in 3 days.", "Using reliever 4x/day."])))
    if ctx.chance(0.2):
        o.append("Note: practice closed over %s; caller advised to use after-hours service." % m("DATE", ctx.pick(P.HOLIDAYS[ctx.loc])))
    o.append("Advice: %s" % ctx.pick(["continue current meds, increase fluids, call back if worse", "attend ED if chest pain or SOB",
                                      "hold metformin until eating", "book same-day appointment", "safety-netting advice given"]))
    o.append("")
    rt = doc.titled() if doc.role.get("dr") else doc.full()
    o.append("Routed to %s for review." % rt)
    o.append("%s %s: %s -- %s" % (ctx.D(d, r.choice(["partial", "num"])), ctx.tm(), ctx.pick([
        "OK to increase furosemide to 80 mg mane for 3 days, recheck U&E %s." % ctx.D(d + dt.timedelta(days=3), r.choice(["weekday", "wk"])),
        "Please book telehealth review.", "Results normal - inform patient.", "Needs face-to-face review this week.",
        "Send Rx for amoxicillin 500 mg TDS x5 days."]), doc.ini()))
    if ctx.chance(0.6):
        o.append("Rx sent electronically to %s (%s), Rx no. %s." % (pharm.nm(), m("PHONE", pharm.phone), m("IDNUM", "RX" + ctx._d(7))))
    if ctx.chance(0.5):
        appt = d + dt.timedelta(days=r.randint(1, 10))
        url = "https://%s/%s/%s" % (ctx.pick(["meet." + site.domain, "telehealth." + site.domain, site.domain + "/video"]),
                                   ctx.pick(["r", "room", "v"]), ctx._d(6))
        o.append("Appointment booked %s %s with %s; video link %s sent by SMS." % (
            ctx.D(appt, r.choice(["wk", "wklong", "partial"])), ctx.tm(r.randint(8, 17)), rt, m("URL", url)))
    if ctx.chance(0.35):
        o.append("Portal message from patient account %s received %s %s (IP %s)." % (
            m("USERNAME", ctx.username(p)), ctx.D(d - dt.timedelta(days=1), r.choice(["num", "partial"])), ctx.tm(), m("IPADDR", ctx.ip(private=False))))
    if ctx.chance(0.3):
        o.append("Patient email for results: %s" % m("EMAIL", ctx.email(p)))
    o.append("")
    o.append("%s %s %s" % (nurse.gi(), ctx.D(d, "num"), ctx.tm()))
    return "\n".join(o)


# ---------------------------------------------------------------------------
def med_rec(ctx):
    r = ctx.r
    p = ctx.patient(age=r.randint(55, 95))
    hosp = Hospital(ctx)
    ph = ctx.staff("pharmacist")
    res = ctx.staff("resident")
    gp = ctx.staff("gp")
    prac = Hospital(ctx, kind="practice")
    pharm = Hospital(ctx, kind="pharmacy")
    fam = ctx.relative(p)
    spec = ctx.staff("consultant")
    d = ctx.today
    o = []
    o.append("%s\n%s" % (hosp.nm(), ctx.pick(["MEDICATION RECONCILIATION", "Admission Medication Reconciliation",
                                              "Best Possible Medication History (BPMH)", "Medicines Reconciliation - Pharmacy"])))
    o.append(patient_id_lines(ctx, p, ["name", "dob", "mrn"] + (["agesex"] if ctx.chance(0.4) else [])
                              + (["hp"] if ctx.chance(0.3) else [])))
    o.append("Admitted: %s    %s" % (ctx.D(d - dt.timedelta(days=r.randint(0, 2))), ward_ref(ctx)))
    o.append("Active problems: %s" % "; ".join([ctx.clin("dx", C.PROBLEMS)] + r.sample(C.HISTORY, 2)))
    o.append("")
    srcs = ["patient", "%s %s (brought %s)" % (fam.rel, fam.first(), ctx.pick(["blister pack", "dosette box", "all medicines in a bag", "a written list"])),
            "%s dispensing history (%s)" % (pharm.nm(), m("PHONE", pharm.phone)),
            "GP summary from %s (faxed to %s)" % (prac.nm(), m("FAX", hosp.fax))]
    if ctx.chance(0.4):
        srcs.append(ctx.pick(["Summary Care Record", "My Health Record", "provincial drug profile (PharmaNet)", "discharge letter from %s dated %s" % (
            m("HOSPITAL", ctx.pick(P.HOSPITALS[ctx.loc])), ctx.D(d - dt.timedelta(days=r.randint(30, 300)), r.choice(["num", "my"])))]))
    o.append("Sources: %s." % "; ".join(srcs))
    o.append("")
    o.append("Medication                              | Prescriber       | Last filled  | Action")
    _, drugs = med_list(ctx, r.randint(5, 9))
    for drug in drugs:
        who = ctx.pick([gp, gp, gp, spec])
        wn = ctx.pick([who.titled, who.gi])()
        lf = ctx.D(d - dt.timedelta(days=r.randint(3, 120)), r.choice(["num", "partial", "short"]))
        act = ctx.pick(["Continue", "Continue", "Withhold", "Stop", "Dose change", "Continue - chart as PRN"])
        o.append("%s| %s| %s| %s" % (med_line(ctx, drug).ljust(40), pad(wn, 17), pad(lf, 13), act))
    o.append("OTC/herbal: %s" % ctx.pick(["none", "turmeric capsules", "St John's wort (stopped)", "fish oil 1 g daily",
                                          "ashwagandha", "glucosamine", "rooibos tea only"]))
    o.append("Allergies: %s (confirmed with %s)" % (ctx.pick(C.ALLERGIES), fam.first() if ctx.chance(0.5) else "patient"))
    o.append("")
    o.append("Discrepancies:")
    disc = [
        "1. Omeprazole on GP list; patient stopped it in %s - confirmed with %s." % (
            ctx.D(d - dt.timedelta(days=r.randint(30, 200)), r.choice(["mon", "my"])), fam.first()),
        "2. Apixaban dose 2.5 mg BID per %s but %s (Cr %d) - d/w %s." % (
            pharm.nm(), ctx.pick(["weight 58 kg", "age >80", "CrCl 28 mL/min"]), r.randint(90, 220), res.titled()),
        "3. Insulin glargine units differ: 18 (pt) vs 24 (%s letter %s) - %s to clarify." % (
            spec.titled(), ctx.D(d - dt.timedelta(days=r.randint(10, 90)), r.choice(["num", "partial"])), ph.first()),
        "4. Blister pack packed weekly by %s; last pack %s." % (pharm.nm(), ctx.D(d - dt.timedelta(days=r.randint(1, 7)), r.choice(["weekday", "wk"]))),
    ]
    for k, x in enumerate(sorted(r.sample(disc, r.randint(2, 4)), key=disc.index)):
        o.append("%d.%s" % (k + 1, x.split(".", 1)[1]))
    o.append("")
    o.append("Adherence: %s" % ctx.pick([
        "%s %s manages medicines; pt occasionally misses evening doses." % (cap(fam.rel), fam.first()),
        "Independent with dosette box; good understanding.",
        "Carer from %s prompts morning medicines." % m("ORGANIZATION", ctx.pick(P.AGENCIES))]))
    o.append("")
    o.append("Completed by: %s, %s  %s %s  (%s %s)" % (ph.full(), ph.cred, ctx.D(d, r.choice(["num", "iso"])), ctx.tm(),
                                                     ctx.pick(["bleep", "ext", "pager"]), m("PHONE", ph.pager)))
    if ctx.chance(0.4):
        lab, val = ctx.pharm_license()
        o.append("%s %s" % (lab, m("LICENSE", val)))
    o.append("Reviewed and agreed: %s %s" % (res.titled_full(), ctx.pick(["", "(" + res.cred + ")"])))
    return "\n".join(o).rstrip()


# ---------------------------------------------------------------------------
def clinic_letter(ctx):
    r = ctx.r
    p = ctx.patient()
    hosp = Hospital(ctx)
    cons = ctx.staff(ctx.pick(["consultant", "surgeon", "psych", "oncologist"]), prof=ctx.chance(0.2))
    typist = ctx.staff("typist")
    gp = ctx.staff("gp")
    prac = Hospital(ctx, kind="practice")
    other = ctx.staff("consultant")
    hosp2 = Hospital(ctx)
    cns = ctx.staff("coordinator")
    fam = ctx.relative(p)
    he, his, him = _pro(p)
    d = ctx.today
    spec = ctx.pick(SPECIALTIES)
    o = []
    o.append(letterhead(ctx, hosp, email=ctx.email(cons, hosp.domain) if ctx.chance(0.3) else None))
    o.append("Department of %s" % spec)
    o.append("")
    o.append("Clinic date: %s    Dictated: %s    Typed: %s" % (
        ctx.D(d, r.choice(["num", "long"])), ctx.D(d, "num"), ctx.D(d + dt.timedelta(days=r.randint(1, 6)), "num")))
    o.append("Our ref: %s/%s/%s" % (cons.ini(), typist.ini(lower=True), m("MRN", ctx.mrn()[1])))
    o.append("")
    o.append(gp.titled_full())
    o.append(prac.nm())
    o.append(ctx.addr_block(prac.addr))
    o.append("")
    o.append("Dear %s," % gp.titled())
    o.append("")
    o.append("Re: %s  DOB %s  %s" % (p.full(), ctx.D(p.dob), mrn_ref(ctx, p)))
    o.append("    %s" % ctx.addr_line(p.addr))
    o.append("")
    o.append("Diagnoses:")
    dxs = r.sample(C.PROBLEMS, r.randint(2, 4))
    dxs[0] = ctx.clin("dx", [dxs[0]])
    for i, x in enumerate(dxs):
        o.append("%d. %s" % (i + 1, x))
    meds, _ = med_list(ctx, r.randint(2, 5))
    o.append("Medication: %s" % "; ".join(meds))
    o.append("")
    age = ctx.age_phrase(p.age, p.sex, bare=True, words=ctx.chance(0.12))
    last = d - dt.timedelta(days=r.randint(60, 200))
    o.append("I reviewed %s, %s %s %s, in the %s clinic today%s. I last saw %s on %s. %s" % (
        p.titled(), art(age), age, profession_phrase(ctx, age=p.age), spec, ctx.pick([
            " with %s %s %s" % (his, fam.rel, fam.first()), "", " with %s %s %s, who interpreted" % (his, fam.rel, fam.full())]),
        him, ctx.D(last, r.choice(["long", "num", "daymon"])),
        ctx.pick(["Since then %s has been admitted to %s with %s." % (he, m("HOSPITAL", ctx.pick(P.HOSPITALS[ctx.loc])), ctx.pick(C.PROBLEMS)),
                  "%s reports %s." % (cap(he), ctx.pick(C.SYMPTOMS)), "%s has been well overall." % cap(he),
                  "%s was unable to work at %s for 6 weeks over %s." % (cap(he), m("ORGANIZATION", ctx.pick(P.EMPLOYERS[ctx.loc])),
                                                                      m("DATE", ctx.pick(P.HOLIDAYS[ctx.loc])))])))
    o.append("")
    o.append("On examination: %s. %s. %s." % (vitals_line(ctx), ctx.clin("sign", C.EXAM_SIGNS), ctx.pick(C.SCORES)))
    inv, res_ = ctx.pick([("MRI", "stable appearances."), ("CT", "no acute change."), ("Echo", "LVEF 45%, mild MR."),
                          ("Holter monitor", "paroxysmal AF, 4% burden."), ("Nerve conduction studies", "moderate carpal tunnel syndrome."),
                          ("DEXA", "T-score -2.8 at the femoral neck."), ("Spirometry", "FEV1/FVC 0.62, FEV1 58% predicted.")])
    o.append("Results: %s (%s). %s on %s: %s" % (
        lab_inline(ctx, 4), ctx.D(d - dt.timedelta(days=r.randint(3, 20)), r.choice(["num", "partial"])), inv,
        ctx.D(d - dt.timedelta(days=r.randint(10, 40)), r.choice(["num", "long", "abbr"])), res_))
    if ctx.chance(0.4):
        o.append("Family history: %s %s died at %s of %s." % (his, ctx.pick(["father", "mother", "brother", "sister"]),
                                                          m("AGE", str(r.randint(40, 95))), ctx.pick(["MI", "stroke", "bowel cancer", "dementia"])))
    o.append("")
    nxt = d + dt.timedelta(days=r.randint(60, 200))
    o.append("Plan: %s. I have written to %s at %s regarding %s. %s will contact %s on %s. I will see %s again in %s." % (
        ctx.pick(["increase bisoprolol to 5 mg daily", "start alendronate 70 mg weekly", "refer for MRI spine",
                  "continue current treatment", "trial of levodopa/carbidopa 100/25 mg TDS"]),
        other.titled(), hosp2.nm(), ctx.pick(["a second opinion", "joint care", "surgical options", "genetic testing"]),
        cns.full() if ctx.chance(0.5) else "Our nurse specialist %s" % cns.first(), him, m("PHONE", p.mobile), him,
        ctx.D(nxt, r.choice(["my", "mon", "long"]))))
    o.append("")
    o.append("Yours sincerely,")
    o.append("")
    o.append("")
    o.append("%s %s" % (cons.titled_full(), cons.cred))
    o.append(role_title(ctx, cons.role["name"]))
    if ctx.chance(0.4):
        lab, val = ctx.doc_license()
        o.append("%s %s" % (lab, m("LICENSE", val)))
    o.append("")
    o.append("cc:")
    ccs = ["%s, %s" % (p.titled_full(), ctx.addr_line(p.addr)) if ctx.chance(0.7) else "Patient",
           cc_entry(ctx, other, hosp2, with_addr=ctx.chance(0.5)),
           "%s, %s (%s)" % (cns.full(), role_title(ctx, "coordinator"), m("EMAIL", ctx.email(cns, hosp.domain)))]
    if ctx.chance(0.4):
        ccs.append("%s %s (%s)" % (fam.rel.capitalize(), fam.full(), "with patient's consent"))
    for c in ccs:
        o.append("  %s" % c)
    return "\n".join(o)


# ---------------------------------------------------------------------------
MDT_TYPES = ["Lung Cancer MDT", "Colorectal MDT", "Breast MDT", "Stroke Rehabilitation MDT", "Complex Discharge MDT",
             "Heart Failure MDT", "Memory Clinic MDT", "Diabetic Foot MDT", "Upper GI MDT", "Neuro-oncology MDT"]


def mdt_minutes(ctx):
    r = ctx.r
    hosp = Hospital(ctx)
    chair = ctx.staff("consultant", prof=ctx.chance(0.3))
    roles = ["oncologist", "surgeon", "radiologist", "pathologist", "coordinator", "nurse", "physio", "ot", "sw", "pharmacist", "registrar", "dietitian"]
    att = [ctx.staff(x) for x in r.sample(roles, r.randint(5, 8))]
    coord = ctx.staff("clerk")
    apol = [ctx.staff(ctx.pick(["consultant", "psych", "dietitian"])) for _ in range(r.randint(1, 2))]
    while ctx.today.weekday() > 4:
        ctx.today += dt.timedelta(days=1)
    d = ctx.today
    kind = ctx.pick(MDT_TYPES)
    o = []
    o.append("%s - %s" % (hosp.nm(), kind))
    o.append("MEETING MINUTES")
    o.append("Date: %s    Time: 0800-0930" % ctx.D(d, r.choice(["wklong", "long", "num"])))
    venue = ctx.pick([
        "Seminar Room %s, %s" % (m("LOCATION_OTHER", str(r.randint(1, 9))), m("LOCATION_OTHER", ctx.pick(P.BUILDINGS))),
        "%s (hybrid, Teams)" % m("LOCATION_OTHER", ctx.pick(P.BUILDINGS)),
        "Room %s" % m("LOCATION_OTHER", "%d.%02d" % (r.randint(1, 6), r.randint(1, 40))),
        "Teams only"])
    o.append("Venue: %s" % venue)
    o.append("Chair: %s (%s)" % (chair.titled_full(), role_title(ctx, "consultant")))
    o.append("")
    o.append("Present:")
    for s in [chair] + att:
        nm = s.titled_full() if s.role.get("dr") else s.full()
        o.append("- %s, %s [%s]" % (nm, role_title(ctx, s.role["name"]), s.ini()))
    o.append("Apologies: %s" % "; ".join(a.titled() for a in apol))
    o.append("Minutes: %s, MDT Coordinator" % coord.full())
    o.append("")
    o.append("1. Actions from last meeting (%s): %s" % (
        ctx.D(d - dt.timedelta(days=7), r.choice(["partial", "num", "daymon"])),
        ctx.pick(["all complete", "audit data outstanding - %s to circulate" % att[0].ini(), "PET-CT slots escalated by %s" % chair.ini()])))
    o.append("")
    n_cases = r.randint(2, 4)
    for ci in range(n_cases):
        p = ctx.patient()
        gp = ctx.staff("gp")
        fam = ctx.relative(p)
        he, his, him = _pro(p)
        short = ctx.age_phrase(p.age, p.sex, kind="short")
        o.append("Case %d: %s  %s  %s" % (ci + 2, p.caps() if ctx.chance(0.6) else p.lastfirst(), mrn_ref(ctx, p), short))
        if ctx.chance(0.3):
            o.append("(Listed on the whiteboard as %s.)" % ctx.pick([p.ini(dots=True), p.gsi(), p.ini()]))
        o.append("Referred by %s (%s). %s" % (
            gp.titled(), m("HOSPITAL", ctx.pick(P.PRACTICES[ctx.loc])),
            ctx.pick(["Presented with %s." % ctx.pick(C.SYMPTOMS), "Incidental finding on CT %s." % ctx.D(d - dt.timedelta(days=r.randint(5, 40)), "partial"),
                      "Known %s." % ctx.pick(C.HISTORY)])))
        o.append("Background: %s." % ctx.clin("dx", C.HISTORY))
        o.append("Imaging: %s %s (accession %s) - %s" % (
            ctx.pick(["CT CAP", "MRI", "PET-CT", "CT brain", "US"]), ctx.D(d - dt.timedelta(days=r.randint(3, 30)), r.choice(["partial", "num"])),
            m("IDNUM", ctx.accession()), ctx.pick(["3.2 cm RUL mass, N1, no M disease.", "stable.", "new lesion L4.",
                                                   "large territory infarct, no haemorrhage.", "progression."])))
        if ctx.chance(0.6):
            o.append("Histology: %s - %s" % (m("IDNUM", ctx.specimen()), ctx.pick(
                ["adenocarcinoma, TTF-1 positive.", "moderately differentiated adenocarcinoma, MMR proficient.",
                 "invasive ductal carcinoma, ER 8/8, HER2 negative.", "no malignancy."])))
        pf = m("PROFESSION", ctx.pick(P.PROFESSIONS))
        o.append("Function: %s. Lives %s%s." % (ctx.clin("sign", ["ECOG 1", "ECOG 2", "Karnofsky 70%", "mRS 4", "CFS 6", "Barthel 12/20"]),
                                               ctx.pick(["with %s %s %s" % (his, fam.rel, fam.first()), "alone", "in residential care"]),
                                               "" if ctx.chance(0.5) else ", works as %s %s" % (art(pf), pf)))
        o.append("Discussion: %s" % ctx.pick([
            "%s felt lobectomy feasible; %s to confirm PFTs." % (att[0].titled() if att[0].role.get("dr") else att[0].full(), att[1].ini()),
            "Not for surgery given frailty; best supportive care discussed. %s %s aware." % (cap(fam.rel), fam.first()),
            "Rehab potential good; aim home with package of care.", "Radiology review: lesion unchanged from %s." % ctx.D(
                d - dt.timedelta(days=r.randint(90, 400)), r.choice(["my", "num"]))]))
        o.append("Outcome: %s" % ctx.pick(["Refer for surgery.", "Chemoradiotherapy.", "Surveillance imaging in 3 months.",
                                           "Refer to palliative care.", "Discharge home %s with 2 calls/day." % ctx.D(d + dt.timedelta(days=r.randint(2, 9)), r.choice(["weekday", "wk", "partial"]))]))
        o.append("Actions:")
        owners = r.sample([chair] + att, 3)
        due = d + dt.timedelta(days=r.randint(3, 21))
        acts = [
            "%s to request %s by %s." % (owners[0].ini(), ctx.pick(["PET-CT", "MRI spine", "EBUS", "echo", "home visit"]), ctx.D(due, r.choice(["partial", "num", "daymon"]))),
            "%s to phone patient on %s with outcome." % (owners[1].ini(), m("PHONE", p.mobile if ctx.chance(0.5) else p.home)),
            "%s to write to GP (%s)." % (owners[2].ini(), gp.titled()),
        ]
        if ctx.chance(0.3):
            acts.append("%s to contact %s %s re carer assessment." % (owners[1].ini(), fam.rel, fam.full()))
        for a in acts:
            o.append("  - " + a)
        o.append("")
    o.append("AOB: %s" % ctx.pick(["none", "%s leaving %s; farewell %s." % (att[-1].full(), ctx.D(d + dt.timedelta(days=r.randint(10, 60)), "mon"),
                                                                       ctx.D(d + dt.timedelta(days=r.randint(3, 9)), "weekday")),
                                    "Audit of waits to be presented by %s." % att[0].ini()]))
    o.append("Next meeting: %s" % ctx.D(d + dt.timedelta(days=7), r.choice(["wk", "wklong", "num", "long"])))
    o.append("Minutes circulated by %s (%s)." % (coord.gi(), m("EMAIL", ctx.email(coord, hosp.domain))))
    return "\n".join(o)
