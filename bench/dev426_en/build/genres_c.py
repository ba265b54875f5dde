"""Genres: antimicrobial stewardship review, handover sheet, morbidity
review summary."""
import phi
from common import banner, signature, footer, times, allergy, GUIDE_REF
from pools_places import WARD_NAMES, US_UNITS


def ams_review(r, c, d):
    ep = c.ep
    day = r.randint(2, 8)
    d.f("{h} - Antimicrobial Stewardship\n", h=c.H())
    d.t(r.choice(["AMS WARD ROUND REVIEW", "ANTIMICROBIAL STEWARDSHIP REVIEW", "ASP prospective audit & feedback note",
                  "Start Smart then Focus - 72h antimicrobial review"]) + "\n")
    banner(d, c)
    d.f("Ward: {w} ", w=c.W()).add(c.bedloc())
    d.f("   Date: {dt}\n", dt=c.d(0))
    d.f("Reviewed by: {p} ({pr}) and {m} ({mr})\n", p=c.dr("pharm", "full"), pr=c.staff("pharm").role,
        m=c.dr("micro", "t_full"), mr=c.staff("micro").role)
    wt = r.randint(48, 132)
    d.t("\nIndication: %s.  Weight %d kg.  Allergy: %s\n" % (ep.dx, wt, allergy(c)))
    d.t("\nCURRENT ANTIMICROBIALS\n")
    d.f("  1. {a}   start {dt}  (day {n})\n", a=ep.abx, dt=c.d(-day), n=str(day))
    if r.random() < 0.6:
        d.f("  2. {a}   start {dt}\n", a=r.choice(["gentamicin stat (single dose)", "clarithromycin 500mg PO BD",
                                                   "fluconazole 400mg OD", "vancomycin per levels", "metronidazole 500mg IV TDS"]),
            dt=c.d(-day + r.randint(0, 2)))
    d.t("\nMICROBIOLOGY\n")
    d.f("  Blood cultures {dt} (lab {n}): {o}\n      {s}\n", dt=c.d(-day), n=(phi.idnum(r, "blood", c.ev.year), "IDNUM"),
        o=ep.bc_org, s=ep.sens)
    d.f("  {sp} {dt} (lab {n}): {res}\n", sp=r.choice(["Urine MC&S", "Sputum", "Wound swab", "Line tip", "Pus aspirate"]),
        dt=c.d(-day + 1), n=(phi.idnum(r, "lab", c.ev.year), "IDNUM"),
        res=r.choice(["no significant growth", "mixed growth x3 organisms", "as blood culture", "scanty Candida albicans",
                      ">10^5 cfu/mL " + ep.org.split(" (")[0]]))
    d.t("  MRSA screen: %s.  C. diff toxin: %s.\n" % (r.choice(["negative", "positive (nose)", "not done"]),
                                                       r.choice(["negative", "not sent", "GDH +ve / toxin -ve"])))
    crp = [ep.crp, int(ep.crp * r.uniform(0.4, 0.8)), int(ep.crp * r.uniform(0.1, 0.4))]
    d.t("\nMARKERS: CRP %d -> %d -> %d; PCT %.1f -> %.1f; WCC %.1f -> %.1f; afebrile %dh\n" % (
        crp[0], crp[1], crp[2], ep.pct, ep.pct * r.uniform(0.05, 0.4), ep.wcc, ep.wcc * r.uniform(0.4, 0.8), r.choice([24, 36, 48, 72])))
    crcl = int((140 - c.age) * wt * (1.0 if c.sex == "M" else 0.85) / (0.815 * ep.creat))
    d.t("Renal: creat %d umol/L, CrCl (Cockcroft-Gault) ~%d mL/min. " % (ep.creat, crcl))
    if "vanc" in ep.abx.lower() or r.random() < 0.3:
        d.t("Vanc trough %.1f mg/L (target 10-20 / AUC 400-600) - dose %s.\n" % (r.uniform(6, 28), r.choice(["unchanged", "reduced to 1g BD", "increased, level 2nd dose"])))
    else:
        d.t("Gent level <1 mg/L pre-dose.\n")
    d.t("\nDECISION (%s): " % r.choice(["Start Smart then Focus", "IDSA/SHEA 'time-out'", "72h review", "AMS bundle"]))
    k = r.randint(0, 4)
    plan = ["STOP - not bacterial infection, alternative dx (%s)" % r.choice(["PE", "drug fever", "pancreatitis"]),
            "IV to ORAL SWITCH (IVOS criteria met: afebrile 48h, HR <90, tolerating oral, no high-risk source) -> %s" %
            r.choice(["co-amoxiclav 625mg TDS", "amoxicillin 1g TDS", "doxycycline 100mg BD", "ciprofloxacin 500mg BD",
                      "cefalexin 500mg QDS", "Augmentin 875/125 BID"]),
            "CHANGE - de-escalate to narrow spectrum per sensitivities",
            "CONTINUE - source control pending (%s)" % r.choice(["ERCP", "IR drain", "washout in theatre", "line removal"]),
            "OPAT referral for IV %s via PICC" % r.choice(["ceftriaxone", "teicoplanin", "ertapenem", "daptomycin"])][k]
    d.t(plan + "\n")
    dur = r.choice([5, 7, 10, 14, 28, 42])
    d.f("Total duration {n} days; stop date {dt}. Documented on EPMA with review date.\n", n=str(dur), dt=c.d(dur - day))
    d.f("Discussed with {j} ({ro}) {how}", j=c.dr(r.choice(["jr", "reg"]), "t_full"), ro=r.choice(["ward team", "parent team"]),
        how=r.choice(["on ward round.", "by phone, agreed.", "- to discuss with consultant.", "via Teams message."]))
    if c.us and r.random() < 0.8:
        d.f(" Oral Rx to be e-prescribed by {n} (NPI {npi}, DEA {dea}).", n=c.dr("reg"), npi=("1" + phi.digits(r, 9), "LICENSE"),
            dea=(phi.dea(r, c.staff("reg").last), "LICENSE"))
    d.t("\n")
    if r.random() < 0.4:
        d.t("AMS intervention category: %s.  Accepted: %s\n" % (r.choice(["de-escalation", "IVOS", "dose optimisation", "stop"]),
                                                              r.choice(["Y", "Y", "N - team preference", "partial"])))
    signature(d, c, "pharm", lic=True, bleep=True)
    if r.random() < 0.4:
        d.f("AMS team: {e}  |  guideline app {u}\n", e=c.email(), u=c.url("antimicrobial-guidelines"))


def handover_row(d, c, r, p, ward, idx):
    ep = p.ep
    d.f("{i}. {w} {b} | {n} | {a}{sx} | {m} | ", i=str(idx), w=(ward, "HOSPITAL"), b=(p.bed, "LOCATION_OTHER"),
        n=r.choice([p.LF, p.Lf, p.lf, p.full])(), a=(p.age, "AGE"), sx=p.sex, m=(p.mrn, "MRN"))
    d.x("%s. %s %d. Lact %.1f. %s | " % (ep.dx, ep.ews_name(), ep.news, ep.lact, ep.abx.split(" + ")[0]))
    d.x(r.choice(["Watch BP - if SBP <90 give 250ml and call ICU reg", "for HFNO if O2 > 6L", "chase cultures",
                  "repeat VBG 22:00", "check UO 2h - if <30ml/h escalate", "check gent level", "NEWS 1-hourly, low threshold",
                  "awaiting CT AP", "ReSPECT: ward ceiling, not for ICU", "K 6.1 - recheck post insulin/dextrose"]))
    d.t("\n")


def handover(r, c, d):
    us = c.na
    t = times(r, 2, start=r.choice([8, 20]))
    title = "RRT / NIGHT FLOAT SIGN-OUT (I-PASS)" if c.na else r.choice(
        ["CCOT / HOSPITAL AT NIGHT HANDOVER", "OUTREACH HANDOVER SHEET", "Deteriorating patient handover - H@N"])
    d.f("{ti}\n{h}   {dt} {tm}\n", ti=title, h=c.H(), dt=c.dwk(0), tm=t[0])
    d.f("Outgoing: {a} ({ra})   Incoming: {b} ({rb})\n", a=c.dr("outreach", "full"), ra=c.staff("outreach").role,
        b=(c.staff("nurse").full()), rb=c.staff("outreach").role)
    d.f("{ro}: {n}, {bw} {b}   {ro2}: {n2}, {bw} {b2}\n", ro=c.staff("icu_reg").role, n=c.dr("icu_reg"), bw=c.bw,
        b=c.bleep("icu_reg"), ro2=c.staff("reg").role, n2=c.dr("reg"), b2=c.bleep("reg"))
    d.t("ICU beds: %d free (%d pending step-down)   Sepsis alerts last 12h: %d\n" % (r.randint(0, 3), r.randint(0, 3), r.randint(2, 11)))
    d.t("-" * 72 + "\n")
    d.t("# Ward Bed | Patient | Age | %s | Issue | Plan / to do\n" % ("MRN" if us else "Hosp no"))
    d.t("-" * 72 + "\n")
    pool = US_UNITS if us else [w + " Ward" for w in WARD_NAMES]
    main = c.pt
    main.age, main.mrn, main.bed, main.ep = str(c.age), c.mrn, c.bed, c.ep
    pts = [main] + [c.extra_patient() for _ in range(r.randint(3, 6))]
    order = list(range(len(pts)))
    r.shuffle(order)
    for i, k in enumerate(order):
        ward = c.ward if k == 0 else r.choice(pool)
        handover_row(d, c, r, pts[k], ward, i + 1)
    d.t("-" * 72 + "\n")
    d.t("Step-downs from ICU today (outreach f/u due): ")
    for j in range(r.randint(1, 2)):
        p = c.extra_patient()
        if j:
            d.t("; ")
        d.f("{n} ({w}", n=p.Lf(), w=(r.choice(pool), "HOSPITAL"))
        d.t(" bed ").add((p.bed, "LOCATION_OTHER")).t(")")
    d.t("\n")
    if r.random() < 0.25:
        p = c.extra_patient()
        d.f("Security: car {v} belonging to {n} ({rel}) blocking ambulance bay - switch aware.\n",
            v=(phi.vehicle(r, c.c), "VEHICLE"), n=(r.choice(["Delroy", "Tammy", "Ewa", "Hemi", "Niall"]) + " " + p.last, "FAMILY"),
            rel="visitor")
    d.t("Outstanding: %s\n" % r.choice(["2 x sepsis screens not completed on AMU", "portable CXR x2", "ABG for bed 14 pending",
                                        "ICU reg to review 2 referrals after current intubation"]))
    d.f("Taken by: {n}   {dt} {tm}\n", n=c.staff("nurse").inits(dots=False), dt=c.ds(0), tm=t[1])
    d.t("** Contains patient identifiable data - shred after use / do not remove from site **\n")


def mm_review(r, c, d):
    ep = c.ep
    outcome_died = r.random() < 0.45
    meet = r.randint(20, 70)
    d.f("{h}\n", h=c.H())
    d.t(r.choice(["CRITICAL CARE MORBIDITY & MORTALITY REVIEW - CASE SUMMARY", "M&M Meeting: Sepsis case review",
                  "Structured Judgement Review (SJR) - Summary", "Deteriorating Patient Group - case review"]) + "\n")
    d.f("Meeting date: {dt}   Case ref: {i}\n", dt=c.d(meet), i=(phi.idnum(r, "case", c.ev.year), "IDNUM"))
    d.f("Presenter: {p} ({pr})   Chair: {ch}\n", p=c.dr("icu_reg", "t_full"), pr=c.staff("icu_reg").role, ch=c.dr("icu_cons", "t_full"))
    d.t("Attendees: ")
    for i, role in enumerate(["outreach", "micro", "nic", "reg", "pharm"]):
        if i:
            d.t(", ")
        d.add(c.dr(role, r.choice(["full", "il"])))
    d.t("\n\nPATIENT: ")
    k = r.randint(0, 2)
    if k == 0:
        d.f("{i}, {a}{sx}", i=c.pt.inits(), a=c.a(), sx=c.sex)
    elif k == 1:
        d.f("{n}, {a} y/o {sx}", n=c.pt.full(), a=c.a(), sx="male" if c.sex == "M" else "female")
    else:
        d.f("{n} ({a})", n=c.pt.LF(), a=c.a())
    d.f("   {ml}{m}\n", ml="MRN " if c.na else "Hosp no ", m=(c.mrn, "MRN"))
    d.f("Admission: {dt} to {w}; diagnosis {dx}.\n", dt=c.d(-3), w=c.W(), dx=ep.dx)
    d.t("Background: %s; CFS %d." % (r.choice(["T2DM, CKD 3", "COPD on home O2", "frail, dementia", "fit and well",
                                                "metastatic ca, on palliative chemo", "alcohol-related liver disease"]), ep.cfs))
    if r.random() < 0.5:
        d.f(" {w} {j}.", w=r.choice(["Retired", "Working", "Self-employed"]), j=(c.job, "PROFESSION"))
    d.t("\n")
    d.t("\nTIMELINE\n")
    tm = times(r, 6)
    d.f("  {dt} {tm}  {e} {n} recorded; ", dt=c.ds(-2), tm=tm[0], e=ep.ews_name(), n=str(max(5, ep.news - 2)))
    d.x("not escalated (obs late x2, night shift short-staffed).\n")
    d.f("  {dt} {tm}  sepsis screen positive; abx given at {t2} (>1h door-to-needle)\n", dt=c.ds(-2), tm=tm[2], t2=tm[4])
    d.f("  {dt} {tm}  outreach review, lactate {l}, {x}\n", dt=c.ds(-1), tm=tm[1], l="%.1f" % ep.lact,
        x=r.choice(["referred ICU", "ICU declined (ceiling)", "ICU reg delayed - in theatre"]))
    d.f("  {dt} {tm}  admitted ICU; {p}\n", dt=c.ds(-1), tm=tm[3], p=ep.pressor())
    if outcome_died:
        d.f("  {dt}        died in ICU (MODS). Coroner referral: {x}.\n", dt=c.ds(r.randint(1, 9)), x=r.choice(["no", "yes", "discussed, not required"]))
    else:
        d.f("  {dt}        stepped down; discharged home {d2}\n", dt=c.ds(ep.icu_days), d2=c.d(ep.icu_days + r.randint(4, 20)))
    d.t("\nANALYSIS\n")
    d.x("- Missed opportunity: NEWS2 trigger not escalated for %dh.\n" % r.randint(2, 9))
    d.x("- Antibiotics %d min after time zero (target 60).\n" % r.randint(65, 300))
    d.t("- Hogan avoidability score %d/6; SJR overall care %s.\n" % (r.randint(1, 5), r.choice(["poor", "adequate", "good", "excellent"])))
    d.t("- Human factors: %s.\n" % r.choice(["task saturation", "handover gap at 20:00", "normalisation of deviance (chronic tachycardia)",
                                           "EWS not recalculated after O2 change", "e-obs device not synced"]))
    d.t("- Standard used: %s.\n" % r.choice(GUIDE_REF[c.c]))
    d.t("\nLEARNING / ACTIONS\n")
    d.f("1. Re-launch Sepsis Six teaching on {w} - owner {o}, due {dt}\n", w=c.W(), o=c.dr("outreach", "full"), dt=c.d(meet + 60))
    d.f("2. Audit time-to-antibiotics (Q{q}) - owner {o}\n", q=str(r.randint(1, 4)), o=c.dr("pharm", "il"))
    d.t("3. Feedback to %s regarding %s\n" % (r.choice(["H@N team", "ED", "AMU", "ward manager"]), r.choice(
        ["escalation policy", "sepsis screening", "fluid balance", "ceiling of care conversations"])))
    if r.random() < 0.6:
        d.f("Linked incident: {x}. Duty of candour: {y}.\n", x=(phi.idnum(r, "datix", c.ev.year), "IDNUM"),
            y=r.choice(["letter sent to family", "not applicable", "met with " + c.rel]))
    if r.random() < 0.45:
        d.f("Family ({rel} {n}) raised concerns by email ({e}); {pals} ref {i}.\n", pals="PALS" if c.c == "GB" else "patient relations", rel=c.rel, n=c.nok.full(), e=c.email(c.nok),
            i=(phi.idnum(r, "ref", c.ev.year), "IDNUM"))
    d.t("\nCONFIDENTIAL - for quality improvement purposes only.\n")
    footer(d, c, "icu_reg", off=meet)
