"""Genres: rescue pack issue record, community respiratory nurse visit, telephone review log, home oxygen hand-off."""
import core
import blocks as B
from core import N, S, age_phrase

LF = core.LF
CONC = ["Philips EverFlo", "Invacare Platinum 9", "Inogen One G5", "DeVilbiss 525", "Inogen At Home", "SimplyGo Mini", "Caire Companion 5"]


def rescue_pack(c):
    nb = core.NB(c)
    r = c.rng
    k = c.k
    idate = c.dd(r.randint(0, 200))
    at_pharm = r.random() < 0.45
    issuer = c.staff["pharmacist"] if at_pharm else c.staff["nurse"]
    nb.t(r.choice(["COPD RESCUE PACK - ISSUE RECORD", "Rescue Pack Supply Record", "COPD Standby Medication (Rescue Pack) Issue",
                   "EXACERBATION RESCUE PACK"]) + "\n")
    nb.s(c.pharm if at_pharm else c.gp_prac, "HOSPITAL")
    if r.random() < 0.5:
        nb.t(", ")
        nb.addr(c.gp_addr)
    nb.t("\n\n")
    B.pt_header(nb, c, full=r.random() < 0.5)
    nb.w("\nDate issued: {d|DATE} {t}\n", d=c.loc.date(idate), t=B.tm(c))
    nb.w("Issued by: {n}, {ro}", n=N(issuer, "DOCTOR", "full"), ro=issuer.role_title)
    if r.random() < 0.6:
        nb.w("  ({l} {v|LICENSE})", l=issuer.lic[0], v=issuer.lic[1])
    nb.t("\n")
    nb.w("Prescriber: {g}", g=N(c.gp, "DOCTOR", r.choice(["drf", "dr"])))
    if c.country == "US":
        nb.w("  DEA {v|LICENSE}", v=LF.letters(r, 2) + LF.digits(r, 7))
    elif r.random() < 0.5:
        nb.w("  {l} {v|LICENSE}", l=c.gp.lic[0], v=c.gp.lic[1])
    nb.w("\nRx no: {x|IDNUM}\n\n", x=c.loc.idnum("rx"))
    nb.t("Eligibility checklist:\n")
    nb.w("  [x] COPD confirmed on spirometry ({y|DATE})\n", y=str(c.d0.year - r.randint(1, 9)))
    nb.t("  [x] %d exacerbations in the last 12 months\n" % max(2, k["exac"]))
    nb.t("  [x] Written self-management plan given and understood\n")
    nb.t("  [%s] Not currently taking oral steroids or antibiotics\n" % r.choice(["x", "x", " "]))
    pen = r.random() < 0.2
    nb.t("  [x] Allergies checked: %s\n" % ("PENICILLIN (rash)" if pen else r.choice(["NKDA", "none known", "codeine - nausea"])))
    nb.t("\nItems supplied:\n")
    dose = r.choice([30, 30, 40])
    nb.t("  1. Prednisolone 5mg tablets x %d - take %d tablets (%dmg) once daily in the morning with food for 5 days\n" % (dose // 5 * 5, dose // 5, dose))
    if pen:
        nb.t("  2. Doxycycline 100mg capsules x 6 - two on day 1 then one daily for 4 days\n")
    else:
        nb.t("  2. %s\n" % r.choice(["Amoxicillin 500mg capsules x 15 - one three times a day for 5 days",
                                      "Doxycycline 100mg capsules x 6 - two on day 1 then one daily for 4 days",
                                      "Clarithromycin 500mg tablets x 10 - one twice daily for 5 days"]))
    if r.random() < 0.4:
        nb.w("  3. Sputum pot + lab request (specimen no. {x|IDNUM}) - return to surgery before starting antibiotics\n", x=c.loc.idnum("lab"))
    nb.t("\nPacks issued in last 12 months: ")
    prev = r.randint(0, 3)
    if prev == 0:
        nb.t("none\n")
    else:
        nb.t("%d (" % prev)
        ds = sorted(r.sample(range(30, 330), prev))
        for i, x in enumerate(ds):
            if i:
                nb.t(", ")
            nb.s(c.loc.date(LF.add_days(idate, -x)), "DATE")
        nb.t(")\n")
    nb.t("\nCounselling given: start only if 2 of 3 symptoms (breathlessness, sputum volume, purulence); ")
    nb.t(r.choice(["contact practice within 48h of starting; ", "phone the respiratory team on day 1; "]))
    if "T2DM" in k["comorb"]:
        nb.t("check blood glucose BD while on steroids (T2DM); ")
    nb.t("seek urgent help if not improving after 48h.\n")
    coll = r.random()
    if coll < 0.3:
        nb.w("Collected by: {rel} {n}", rel=c.nok_rel, n=N(c.nok, "FAMILY", "full"))
        if r.random() < 0.5:
            nb.w(" (ID checked - driving licence {v|LICENSE})", v=LF.letters(r, 5) + LF.digits(r, 6) + LF.letters(r, 2) + LF.digits(r, 1) + LF.letters(r, 2) if c.country == "UK" else LF.letters(r, 1) + LF.digits(r, 8))
        nb.t("\n")
    elif coll < 0.5:
        nb.t("Delivered to home address by pharmacy driver.\n")
    else:
        nb.t("Collected by patient.\n")
    if r.random() < 0.5:
        nb.w("GP practice notified via {m} on {d|DATE}.\n", m=r.choice(["task", "secure email", "fax", "PharmOutcomes"]), d=c.loc.date(idate))
    B.signoff(nb, c, issuer, variant=r.choice([1, 4]), d=idate)
    if r.random() < 0.3:
        B.audit_footer(nb, c, issuer, d=idate)
    return nb


def crn_visit(c):
    nb = core.NB(c)
    r = c.rng
    k = c.k
    vd = c.dd(r.randint(0, 300))
    nurse = c.staff["nurse"]
    scen = r.randint(0, 2)
    vtype = r.choice([["post-discharge (day 2)", "post-discharge review"], ["urgent - exacerbation", "same-day (triage)", "joint visit with GP"],
                      ["routine review", "post-PR follow-up", "annual COPD review"]][scen])
    nb.t(r.choice(["COMMUNITY RESPIRATORY NURSE - HOME VISIT", "Community Respiratory Team: Home Visit Record", "CRT home visit",
                   "Respiratory Nurse Domiciliary Visit"]) + "\n")
    nb.w("Date: {d|DATE}  Time: {t}   Visit: {vt}\n", d=c.loc.date(vd), t=B.tm(c), vt=vtype)
    B.pt_header(nb, c, full=False)
    care_home = r.random() < 0.18
    if care_home:
        ch = r.choice(core.PP.STEMS) + r.choice([" Care Home", " Nursing Home", " Lodge Residential Home", " House"])
        nb.w("Seen at: {h|HOSPITAL}, room {rm|LOCATION_OTHER}\n", h=ch, rm=str(r.randint(1, 48)) + r.choice(["", "", "A", "B"]))
    else:
        nb.t("Seen at: home, ")
        nb.addr(c.addr, with_region=False)
        nb.t("\n")
    nb.w("Present: patient{x}\n\n", x=(lambda b: (b.t(", " + c.nok_rel + " "), c.nok.write(b, "FAMILY", "f"))) if r.random() < 0.55 else "")
    nb.t("S: ")
    nb.t(r.choice([["Feels 'a bit better' since discharge. ", "Home 2/7 after admission, tired but eating. "],
                   ["3/7 hx of increased SOB and green sputum. ", "Started rescue pack %s days ago, still wheezy. " % r.randint(1, 3), "Worse since weekend, sputum ++ yellow. "],
                   ["Managing at home, breathless on stairs. ", "No exacerbations since last review. ", "Finished PR %d weeks ago, walking daily. " % r.randint(2, 10)]][scen]))
    if r.random() < 0.5:
        nb.w("{rel} {n} reports {x}. ", rel=c.nok_rel.capitalize(), n=N(c.nok, "FAMILY", "f"), x=r.choice(["poor appetite", "more confused at night", "not sleeping", "coping well"]))
    nb.t(r.choice(["No chest pain. ", "Denies haemoptysis. ", "Ankle swelling ++. ", "Night sweats denied. "]))
    if k["smoke"] == "current":
        nb.t("Still smoking ~%d/day. " % k["cigs"])
    nb.t("\nO: RR %d, SpO2 %d%% %s, HR %d %s, BP %s, T %.1f. NEWS2 %d.\n" % (k["rr"], k["spo2"], "on %s L" % k["o2_flow"] if k["ltot"] else "RA", k["hr"],
                                                                   r.choice(["reg", "irreg", "reg"]), k["bp"], r.uniform(36.1, 38.2), r.randint(0, 6)))
    nb.t("   Chest: %s. %s\n" % (r.choice(["scattered wheeze", "coarse creps R base", "reduced AE bilaterally", "quiet chest", "clear"]),
                                 r.choice(["No pedal oedema.", "Pitting oedema to mid-shin.", "Using accessory muscles.", "Speaking full sentences."])))
    if r.random() < 0.4:
        nb.t("   POC CRP %d mg/L.\n" % r.randint(3, 90))
    if k["ltot"] or r.random() < 0.25:
        nb.w("   O2: {m} SN {s|DEVICE}, set {f} L/min, usage {h} h/day per meter. Backup cylinder in date.\n", m=r.choice(CONC), s=c.loc.device_serial("conc"),
             f=k["o2_flow"], h=r.randint(8, 22))
    if r.random() < 0.2:
        nb.w("   Home NIV: ResMed Lumis 150 SN {s|DEVICE}, IPAP 20 / EPAP 5, compliance {h} h/night.\n", s=c.loc.device_serial("niv"), h="%.1f" % r.uniform(2, 9))
    nb.t("   Inhaler technique: %s\n" % r.choice(["good", "poor coordination with pMDI - switched to spacer", "not priming Respimat - re-taught", "good"]))
    nb.t("A: %s\n" % r.choice([["Resolving exacerbation of COPD.", "Recovering post AECOPD, SpO2 at baseline."],
                                ["Acute exacerbation, not meeting admission criteria.", "Possible LRTI on background COPD."],
                                ["Stable COPD, deconditioned.", "Anxiety contributing to breathlessness.", "Stable; MRC unchanged."]][scen]))
    nb.t("P: ")
    plans = ["Rescue pack started today.", "Sputum sample sent (lab no. {lab|IDNUM}).", "Discussed with {g}, agrees with plan.",
             "Referred to pulmonary rehab at {h|HOSPITAL}.", "OT referral for perching stool and rails.", "Bloods taken - FBC, U&E, CRP.",
             "Admission avoided; daily phone calls x3.", "Next visit {nd|DATE}.", "Smoking cessation advice; referred to stop smoking service.",
             "Hospital transport booked for clinic {cl|DATE}."]
    for p in r.sample(plans, r.randint(2, 4)):
        nb.w(p + " ", lab=c.loc.idnum("lab"), g=N(c.gp, "DOCTOR", "dr"), h=c.hosp, nd=c.loc.date_wd(LF.add_days(vd, r.randint(2, 14)), with_year=False),
             cl=c.loc.date(LF.add_days(vd, r.randint(7, 40))))
    nb.t("\n")
    if r.random() < 0.35:
        nb.w("Parking: {v|VEHICLE} (staff pool car).\n", v=c.loc.vehicle())
    B.signoff(nb, c, nurse, d=vd)
    return nb


def telephone(c):
    nb = core.NB(c)
    r = c.rng
    k = c.k
    nurse = c.staff["nurse"]
    others = [c.staff["physio"], c.staff["admin"], nurse]
    nb.t(r.choice(["TELEPHONE REVIEW LOG", "Telephone Contact Record - Respiratory", "Phone Log (Pulmonary Rehab waiting list)",
                   "Telephone review / triage log"]) + "\n")
    nb.w("Service: {h|HOSPITAL}\n", h=c.hosp)
    nb.w("Patient: {n}   DOB {d|DATE}   ", n=N(c.pt, "PATIENT", r.choice(["LF", "full", "LFM"])), d=c.loc.date(c.dob))
    B.id_line(nb, c)
    nb.w("\nContact numbers: {a|PHONE} (home), {b|PHONE} (mob)\n", a=c.ph_home, b=c.ph_mob)
    if r.random() < 0.5:
        nb.w("Preferred contact: {rel} {n} {p|PHONE}\n", rel=c.nok_rel, n=N(c.nok, "FAMILY", "full"), p=c.nok_ph)
    nb.t("\n")
    d = c.dd(r.randint(0, 60))
    sty = r.choice(["ini", "fi", "il"])
    kinds = r.sample(range(10), r.randint(3, 7))
    for v in kinds:
        d = LF.add_days(d, r.randint(1, 12))
        nb.w("{d|DATE} {t}  ", d=c.loc.date(d), t=B.tm(c))
        who = r.choice(others)
        if v == 0:
            nb.w("Outgoing call to {p|PHONE} - no answer, voicemail left asking to call back.", p=c.ph_mob)
        elif v == 1:
            nb.w("Spoke to pt. CAT by phone {cat}. Breathing '{x}'. Using reliever {n}x/day. No change to plan.", cat=k["cat"] + r.randint(-4, 4),
                 x=r.choice(["about the same", "worse in the mornings", "better than last week"]), n=r.randint(1, 6))
        elif v == 2:
            nb.w("Incoming from {rel} {n}: pt started rescue pack {d2|DATE}. Advised to let {gw} know; sputum pot to {sw}.", rel=c.nok_rel, gw=core.gp_word(c), sw=core.surgery_word(c),
                 n=N(c.nok, "FAMILY", "f"), d2=c.loc.date_short(LF.add_days(d, -1)))
        elif v == 3:
            nb.w("Call from {ph|HOSPITAL} re: Trelegy out of stock - alternative discussed with {g}.", ph=c.pharm, g=N(c.gp, "DOCTOR", "dr"))
        elif v == 4:
            nb.w("PR waiting list check: still keen. Offered {dd|DATE} cohort at {v|LOCATION_OTHER}; accepted.", dd=c.loc.date_wd(LF.add_days(d, r.randint(14, 50))), v=c.venue)
        elif v == 5:
            nb.t("Day 3 post-discharge call. SpO2 on own oximeter %d%%. Eating and drinking. Wheeze improving. Pred day 3/5." % k["spo2"])
        elif v == 6:
            nb.w("Pt rang: can't attend {d2|DATE} - hospital appt at {h|HOSPITAL}. Rebooked.", d2=c.loc.date_short(LF.add_days(d, 2)), h=c.hosp2)
        elif v == 7:
            nb.w("Text reminder sent to {p|PHONE} for class tomorrow.", p=c.ph_mob)
        elif v == 8:
            nb.w("Spoke to {n}. Increased breathlessness x2 days, sputum now green. Advised start rescue pack; RN visit booked.", n=N(c.pt, "PATIENT", "tl"))
        else:
            nb.w("Spoke with pt's {gw} {g} ({p|PHONE}) re: escalation - agrees to same-day appt.", gw=core.gp_word(c), g=N(c.gp, "DOCTOR", "dr"), p=c.gp_ph)
        nb.t(" ")
        nb.name(who, "DOCTOR", sty)
        nb.t("\n")
    if r.random() < 0.4:
        B.audit_footer(nb, c, d=d)
    return nb


def oxygen_handoff(c):
    nb = core.NB(c)
    r = c.rng
    k = c.k
    ad = c.dd(r.randint(0, 200))
    frm = c.staff["physio"] if r.random() < 0.4 else c.staff["nurse"]
    to = core.make_staff(r, c.country, "nurse", c.loc)
    sup = r.choice(core.PP.OXY_SUPPLIERS)
    us = c.country in ("US", "CA")
    nb.t(r.choice(["HOME OXYGEN REVIEW - HANDOVER TO COMMUNITY TEAM", "Home Oxygen Assessment & Review Service: Hand-off",
                   "HOME O2 HANDOVER", "Oxygen review hand-over note"]) + "\n")
    nb.w("From: {f} ({ro}), {h|HOSPITAL}\nTo: {t}, community respiratory team\n", f=N(frm, "DOCTOR", "full"), ro=frm.role_title, h=c.hosp, t=N(to, "DOCTOR", "full"))
    nb.w("Date: {d|DATE}\n\n", d=c.loc.date(ad))
    B.pt_header(nb, c)
    nb.t("\n")
    if us:
        nb.w("Qualifying test ({d|DATE}): SpO2 {s}% on RA at rest; {s2}% on exertion, corrected to {s3}% on {f} L/min.\n",
             d=c.loc.date(LF.add_days(ad, -r.randint(1, 20))), s=r.randint(84, 88), s2=r.randint(80, 87), s3=r.randint(90, 94), f=k["o2_amb"])
        nb.t("ABG on RA: pH %.2f, PaO2 %d mmHg, PaCO2 %d mmHg, HCO3 %d\n" % (r.uniform(7.35, 7.44), r.randint(48, 58), r.randint(38, 55), r.randint(23, 32)))
    else:
        nb.t("ABG on air (stable, >8/52 post exacerbation): pH %.2f, PaO2 %.1f kPa, PaCO2 %.1f kPa, HCO3 %d\n" % (
            r.uniform(7.35, 7.44), r.uniform(6.2, 7.9), r.uniform(4.8, 7.2), r.randint(23, 32)))
        nb.t("On %s L/min: PaO2 %.1f kPa, PaCO2 %.1f kPa - no significant rise.\n" % (k["o2_flow"], r.uniform(8.0, 9.6), r.uniform(5.0, 7.3)))
    nb.t("Indication: %s\n" % r.choice(["LTOT - PaO2 < 7.3 kPa", "LTOT - PaO2 7.3-8.0 with peripheral oedema", "ambulatory O2 only - exertional desaturation",
                                         "palliative O2 (breathlessness)", "LTOT - polycythaemia (Hct 0.56)"]) if not us else "Indication: %s\n" % r.choice(["resting hypoxemia", "exertional desaturation", "nocturnal hypoxemia"]))
    nb.t("Prescription: %s L/min via nasal cannula, %s h/day; ambulatory %s L/min on exertion.\n" % (k["o2_flow"], r.choice(["15", "16", "24"]), k["o2_amb"]))
    nb.w("\nSupplier: {s|ORGANIZATION}   Customer acct: {a|ACCOUNT}\n", s=sup, a=LF.letters(r, 2) + LF.digits(r, 7))
    if c.country == "UK":
        nb.w("HOOF ref: {h|IDNUM}   IHORM completed: {y}\n", h=c.loc.idnum("hoof"), y=r.choice(["Yes", "Y", "yes - low risk"]))
    else:
        nb.w("Order ref: {h|IDNUM}\n", h=c.loc.idnum("hoof"))
    nb.w("Equipment: {m} SN {s|DEVICE}", m=r.choice(CONC[:4]), s=c.loc.device_serial("conc"))
    if r.random() < 0.7:
        nb.w("; portable {m2} SN {s2|DEVICE}", m2=r.choice(["Inogen One G5", "SimplyGo Mini", "Caire FreeStyle Comfort"]), s2=c.loc.device_serial("conc"))
    if r.random() < 0.4:
        nb.w("; backup cylinder {s3|DEVICE}", s3=c.loc.device_serial("cyl"))
    nb.t("\n\nHome safety:\n")
    nb.t("  - Smoke alarms: %s\n" % r.choice(["fitted and tested", "one working - Fire & Rescue home safety visit requested", "fitted"]))
    hh = r.random()
    if hh < 0.3:
        nb.w("  - {rel} {n} smokes - agreed to smoke outside only; warned re: fire risk\n", rel=c.nok_rel.capitalize(), n=N(c.nok, "FAMILY", "f"))
    else:
        nb.t("  - No smokers in household. No open fires. Cooking: %s\n" % r.choice(["induction hob", "gas hob - advised O2 off when cooking", "electric cooker"]))
    nb.t("  - Trip hazards: %s\n" % r.choice(["15 m tubing, advised to keep clear of stairs", "none", "rugs - advised removal"]))
    if r.random() < 0.4:
        nb.w("  - Drives: car reg {v|VEHICLE}; cylinder to be secured in footwell; insurer informed\n", v=c.loc.vehicle())
    nb.t("\nActions for community team:\n")
    nb.w("  1. Review at 4 weeks - due {d|DATE} (SpO2 on air and on O2, adherence, smoking status)\n", d=c.loc.date(LF.add_days(ad, 28)))
    nb.t("  2. %s\n" % r.choice(["Overnight oximetry on prescribed flow", "Repeat ABG at 3 months in clinic", "Check concentrator usage meter hours",
                                  "Consider PR referral once settled"]))
    if r.random() < 0.5:
        nb.w("  3. Electricity rebate form sent to supplier; pt's {rel} {n} ({p|PHONE}) is main contact for deliveries\n", rel=c.nok_rel, n=N(c.nok, "FAMILY", "f"), p=c.nok_ph)
    nb.w("\nHandover given by phone {t} to {n}.\n", t=B.tm(c), n=N(to, "DOCTOR", "f"))
    B.signoff(nb, c, frm, variant=r.choice([0, 2]), d=ad)
    return nb
