"""Genres: virtual clinic decision log, drug reconciliation and batch log, nurse injector audit."""
import datetime as dt

import clin
import hdr
from core import P

OUTCOMES = ["continue T&E", "extend interval", "book injection", "F2F review", "discharge to optom",
            "switch to faricimab", "observe 4/12", "urgent F2F - ? new CNV", "PRN, review 3/12",
            "list for laser", "refer to glaucoma", "no change"]


def _mini_pt(ctx):
    p = ctx.patient()
    return p


def vc_log(ctx):
    site = ctx.site("hosp")
    rev = ctx.staff(ctx.ch(["cons", "cons", "reg", "optom", "nurse"]))
    grader = ctx.staff("tech")
    ab = clin.eyes(ctx)
    w = ctx.w
    w(ctx.ch(["MEDICAL RETINA VIRTUAL CLINIC - DECISION LOG", "Virtual Macular Clinic: outcomes",
              "MR virtual review list", "Image-review clinic - decisions"]) + "\n")
    w(f"Site: {site()}   Session: {ctx.D(ctx.today, ctx.ch(['wd', 'num', 'wdlong']))} "
      f"{ctx.time(8, 10)}-{ctx.time(11, 13)}\n")
    w(f"Reviewer: {ctx.sig(rev, 'fl')} (login {P(ctx.user(rev), 'USERNAME')})\n")
    if ctx.maybe(0.5):
        w(f"Imaging/grading: {grader(ctx.ch(['fl', 'il']))}\n")
    w("\n")
    sep = ctx.ch([" | ", " ; ", "\t"])
    w(sep.join(["Case", "ID", "Patient", "Age/Sex", "Eye", "CST", "Finding", "Outcome", "Next"]) + "\n")
    actions = []
    for i in range(ctx.ri(5, 10)):
        p = _mini_pt(ctx)
        wet = ctx.maybe(0.45)
        wk, iv = clin.interval(ctx)
        row = [P(ctx.idnum("case"), "IDNUM"), P(p.mrn, "MRN"),
               p(ctx.ch(["Li", "LF", "ini", "fl", "Lf"])), ctx.A(p.age, "sex", p.sex),
               clin.eye_of(ctx, p, ab), str(clin.cst(ctx, wet)), clin.fluid(ctx, wet, p.dx)[0],
               ctx.ch(OUTCOMES), iv]
        w(sep.join(row) + "\n")
        if ctx.maybe(0.35):
            actions.append(p)
    if actions:
        w("\nActions for booking team:\n")
        for p in actions:
            x = ctx.r.random()
            if x < 0.4:
                w(f"- phone {p.t(ctx.ch(['l', 'fl']))} on {P(ctx.ch([p.phone, p.mob]), 'PHONE')} re F2F slot "
                  + ctx.D(ctx.days(ctx.ri(3, 20))) + "\n")
            elif x < 0.7:
                w(f"- letter to GP for {p('fl')} ({P(p.mrn, 'MRN')}), copy to pt at "
                  + ctx.addr_lines(p.addr, sep=", ") + "\n")
            else:
                w(f"- {p('Li')}: needs interpreter ({ctx.ch(clin.PL.LANGS)}); "
                  + ctx.ch(["transport booked", "son to bring", "email sent to " + P(p.email, "EMAIL")]) + "\n")
    w("\nAudit trail:\n")
    for i in range(ctx.ri(2, 4)):
        w(f"{ctx.D(ctx.today, 'iso')} {ctx.time(8, 13)}:{ctx.ri(10, 59)} "
          f"{ctx.ch(['SIGNED', 'VIEWED', 'AMENDED', 'LOCKED'])} user={P(ctx.user(rev), 'USERNAME')} "
          f"host={P(ctx.ip(), 'IPADDR')}\n")
    hdr.footer(ctx, site, None, 0.4)


def drug_log(ctx):
    unit = ctx.site("unit")
    site = ctx.site("hosp")
    pharm = ctx.site("pharm") if ctx.maybe(0.4) else None
    n1, n2 = ctx.staff("nurse"), ctx.staff(ctx.ch(["pharm", "nurse", "pharm"]))
    ab = clin.eyes(ctx)
    w = ctx.w
    w(ctx.ch(["ANTI-VEGF DRUG RECONCILIATION & BATCH LOG", "Intravitreal drug stock reconciliation",
              "IVT fridge stock / batch traceability log", "Controlled stock record - intravitreal agents"]) + "\n")
    w(f"Unit: {unit()}, {site()}   Date: {ctx.D(ctx.today, ctx.ch(['num', 'wd', 'long']))}\n")
    w(f"Fridge asset {P(ctx.device(), 'DEVICE')}  data logger {P(ctx.device(), 'DEVICE')}: "
      f"min {ctx.ri(20, 39) / 10:.1f} max {ctx.ri(50, 79) / 10:.1f} °C (2-8 °C) - "
      + ctx.ch(["in range", "in range", "excursion 8.4 °C 03:10-03:40, pharmacy advised, stock quarantined"]) + "\n")
    if ctx.maybe(0.7):
        w(f"Cabinet opened by {n1('fl')} (biometric ID {P(ctx.bio(), 'BIOID')}) at {ctx.time(7, 9)}\n")
    w("\nSTOCK\n")
    sep = ctx.ch([" | ", "  "])
    w(sep.join(["Drug", "Batch", "Exp", "Open", "Recd", "Used", "Waste", "Close"]) + "\n")
    drugs = sorted({clin.drug(ctx)[1] for _ in range(ctx.ri(2, 4))})
    used_b = {}
    for dn in drugs:
        b = clin.batch(ctx)
        used_b[dn] = b
        o, rc, u, wa = ctx.ri(4, 30), ctx.ch([0, 0, 10, 20]), ctx.ri(2, 16), ctx.ch([0, 0, 0, 1])
        w(sep.join([dn, b, clin.expiry(ctx), str(o), str(rc), str(u), str(wa), str(o + rc - u - wa)]) + "\n")
    w("\nADMINISTRATION\n")
    w(sep.join(["Time", "Pt ID", "Name", "Eye", "Drug", "Batch", "Inj"]) + "\n")
    injs = [n1, ctx.staff(ctx.ch(["nurse", "cons", "reg"]))]
    times = sorted(ctx.time(8, 17) for _ in range(ctx.ri(5, 11)))
    for tm in times:
        p = ctx.patient()
        dn = ctx.ch(drugs)
        w(sep.join([tm, P(p.mrn, "MRN"), p(ctx.ch(["Li", "ini", "L", "LF"])),
                    clin.eye_of(ctx, p, ab), dn, used_b[dn], ctx.ch(injs)("INI")]) + "\n")
    w("\n")
    if pharm or ctx.maybe(0.5):
        src = pharm() if pharm else "Pharmacy Aseptic Unit"
        w(f"Delivery received from {src}, order {P(ctx.idnum('ord'), 'IDNUM')}"
          + (f", courier {P(ctx.fill(ctx.ch(['{b} Couriers', '{b} Logistics', '{s} Medical Couriers'])), 'ORGANIZATION')}"
             if ctx.maybe(0.5) else "") + ".\n")
    w(ctx.ch(["Discrepancy: nil.", "Discrepancy: 1 vial unaccounted - incident raised " + P(ctx.idnum("inc"), "IDNUM") + ".",
              "1 PFS dropped (non-sterile), wasted and witnessed.", "Discrepancy: none. Returns: nil."]) + "\n")
    w(f"Checked: {n1(ctx.ch(['fl', 'il']))} / {n2(ctx.ch(['fl', 'il']))} {n2.cred}"
      + (f"  ({ctx.lic_label(n2)} {P(n2.lic, 'LICENSE')})" if ctx.maybe(0.5) else "") + "\n")
    if ctx.maybe(0.5):
        w(f"Entered in pharmacy system by {P(ctx.user(n2), 'USERNAME')} {ctx.D(ctx.today, 'iso')} {ctx.time(16, 18)}\n")
    if ctx.maybe(0.3):
        w(f"Queries: {P(ctx.email(n2, site), 'EMAIL')} / {'pager' if ctx.c != 'UK' and ctx.c != 'IE' else 'bleep'} {P(ctx.phone('bleep'), 'PHONE')}\n")
    hdr.footer(ctx, site, None, 0.5)


def nurse_audit(ctx):
    site = ctx.site("hosp")
    nurse, sup = ctx.staff("nurse"), ctx.staff("cons")
    lead = ctx.staff(ctx.ch(["nurse", "cons"]))
    ab = clin.eyes(ctx)
    w = ctx.w
    y = ctx.today.year
    start = dt.date(y - 1, ctx.ri(1, 12), 1)
    end = start + dt.timedelta(days=ctx.ri(180, 364))
    w(ctx.ch(["NURSE INJECTOR AUDIT", "Annual audit - nurse-delivered intravitreal injections",
              "Non-medical injector competency & outcomes audit", "IVT NURSE PRACTITIONER AUDIT"]) + "\n")
    w(f"{site()} - {ctx.ch(hdr.DEPTS)}\n")
    w(f"Audit period: {ctx.D(start)} to {ctx.D(end)}\n")
    w(f"Injector: {ctx.sig(nurse, 'fl')}, {ctx.ch(['Band 7', 'Band 6', 'CNS', 'ANP', 'Clinical Nurse Consultant'])}; "
      f"{ctx.lic_label(nurse)} {P(nurse.lic, 'LICENSE')}\n")
    w(f"Supervising consultant: {sup.t(ctx.ch(['fl', 'l']))}" + (f" ({ctx.lic_label(sup)} {P(sup.lic, 'LICENSE')})" if ctx.maybe(0.4) else "") + "\n")
    if ctx.maybe(0.4):
        w(f"Trained: {ctx.D(start - dt.timedelta(days=ctx.ri(400, 2500)), ctx.ch(['my', 'y']))}; "
          f"signed off after {ctx.ri(40, 100)} supervised injections.\n")
    tot = ctx.ri(350, 2400)
    w("\nSUMMARY\n")
    rows = [("Total injections", str(tot)), ("Aflibercept / ranibizumab / faricimab",
                                             f"{tot // 2} / {tot // 4} / {tot - tot // 2 - tot // 4}"),
            ("IOP >30 mmHg at 30 min", f"{ctx.ri(2, 20)}"), ("Subconj haemorrhage", f"{ctx.ri(20, 90)}"),
            ("Corneal abrasion", f"{ctx.ri(0, 4)}"), ("Endophthalmitis", ctx.ch(["0", "0", "1 (0.04%)"])),
            ("Wrong eye / wrong drug", "0 / 0"), ("Pt satisfaction (n=" + str(ctx.ri(30, 80)) + ")",
                                                  f"{ctx.ri(88, 99)}% good/excellent")]
    for k, v in rows:
        w(f"  {k:<40}{v}\n")
    w("\nCase-note sample\n")
    sep = ctx.ch([" | ", "  "])
    w(sep.join(["Date", "Hosp No", "Pt", "Eye", "Drug", "Notes"]) + "\n")
    for i in range(ctx.ri(5, 10)):
        p = ctx.patient()
        dd = start + dt.timedelta(days=ctx.ri(0, (end - start).days))
        w(sep.join([ctx.D(dd, ctx.ch(["num", "short", "iso"])), P(p.mrn, "MRN"), p(ctx.ch(["ini", "INI", "Li"])),
                    clin.eye_of(ctx, p, ab), clin.drug(ctx)[1],
                    ctx.ch(["documentation complete", "batch no missing", "consent >12 m - re-consented",
                            "IOP not rechecked", "uneventful", "SCH", "time-out not recorded",
                            "age " + ctx.A(p.age, "bare") + ", anticoagulated - ok"])]) + "\n")
    w("\nObserved practice: " + ctx.ch(["DOPS completed", "two observed sessions", "peer observation"])
      + f" by {lead(ctx.ch(['fl', 'il']))} on {ctx.D(end - dt.timedelta(days=ctx.ri(5, 60)))}.\n")
    if ctx.maybe(0.3):
        w(f"Cabinet access audit: {nurse('iL')} biometric {P(ctx.bio(), 'BIOID')} - {ctx.ri(200, 900)} accesses, 0 overrides.\n")
    w(ctx.ch(["Outcome: competent, continue independent practice.", "Outcome: competent; action - batch documentation.",
              "Outcome: meets standard. Re-audit in 12 months."]) + "\n")
    hdr.sign(ctx, lead, date=True)
    hdr.footer(ctx, site, None, 0.5)
