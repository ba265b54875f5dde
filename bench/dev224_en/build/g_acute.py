"""Acute genres: hyperacute/thrombolysis proforma, stroke unit progress note, neuroradiology report."""
import fake as F
import clin as C
from common import ORIGIN, HOLIDAY, H, DT, PT, AGE_SEX, ID_BLOCK, BED, SIGN, FOOTER, NOK, JOB, FAMREF, bullets, TIME


def _tm(h, m):
    h += m // 60
    return "%02d:%02d" % (h % 24, m % 60)


def hyperacute(d, rng, c, st, a):
    title = rng.choice(["HYPERACUTE STROKE / THROMBOLYSIS PROFORMA", "Code Stroke - Acute Assessment Record",
                        "STROKE THROMBOLYSIS PATHWAY (ED)", "Acute Stroke Call - Stroke Team Assessment",
                        "FAST +ve pre-alert: hyperacute stroke proforma"])
    d.line(title)
    d.put((c.hosp, "HOSPITAL"))
    d.line(rng.choice([" - Emergency Department", " ED Resus", " - Hyperacute Stroke Unit", " (ED)"]))
    if st.rule:
        d.line(st.rule)
    ID_BLOCK(d, rng, c, st, addr=rng.random() < 0.6)
    if rng.random() < 0.22:
        d.w("Identity confirmed: wristband x2 + {k} {b}", k=rng.choice(["fingerprint ID", "palm-vein scan ref", "biometric ID"]),
            b=(F.bioid(rng), "BIOID"))
        d.nl()
    h0, m0 = rng.randrange(0, 23), rng.randrange(60)
    d.w("Date: {dt}   Stroke call: {t1}   Arrival: {t2}", dt=DT(rng, st, c.adm), t1=_tm(h0, m0), t2=_tm(h0, m0 + rng.randrange(2, 12)))
    d.nl()
    if rng.random() < 0.5:
        d.w("Ambulance pre-alert, {k} {n}. ", k=rng.choice(["CAD no.", "incident no.", "NAS ref", "call ref"]),
            n=(F.digits(rng, rng.choice([6, 8])), "IDNUM"))
    d.t(rng.choice(["FAST positive on scene. ", "ROSIER +%d. " % rng.randrange(1, 5), "BE-FAST: face/arm/speech. ", ""]))
    d.nl()
    H(d, st, "Onset", nl=False)
    wake = rng.random() < 0.2
    lkw_m = m0 - rng.randrange(25, 230)
    if wake:
        d.w("Wake-up stroke. LKW 23:{mm} on {dt} (went to bed well per {f}).", mm="%02d" % rng.randrange(60),
            dt=DT(rng, st, F.plus(c.adm, -1)), f=[c.nok.rel + " "] + FAMREF(rng, c.nok))
    else:
        d.w("LKW {t} {dt}, {how}", t=_tm(h0 - 1, lkw_m + 60), dt=DT(rng, st, c.adm, short=rng.random() < 0.5),
            how=rng.choice([["witnessed by ", c.nok.rel, " "] + FAMREF(rng, c.nok) + [" - sudden onset."],
                            "found by neighbour on kitchen floor.", "symptoms noticed at work by colleagues.",
                            ["collateral from ", c.nok.rel, " (", (c.nok.phone, "PHONE"), ")."]]))
    d.nl(2)
    H(d, st, "HPC")
    d.put(PT(rng, c, st, ["full", "title_last", "title_last", "initials"]))
    d.t(", ")
    d.put(AGE_SEX(rng, c))
    d.t(", " + rng.choice(["", "R-handed, ", "L-handed, "]))
    if c.subtype == "ICH":
        sym = "sudden %s-sided weakness and headache, vomited x2" % c.contra
    elif c.aphasia:
        sym = "sudden %s arm/leg weakness + speech disturbance (word-finding, muddled)" % c.contra
    elif c.territory in ("posterior",):
        sym = "acute vertigo, vomiting, slurred speech and unsteadiness"
    else:
        sym = "acute onset %s %s weakness%s" % (c.contra, rng.choice(["arm and leg", "face/arm", "hemibody"]),
                                                 ", dysarthria" if c.dysarthria else "")
    d.t("presenting with " + sym + ". ")
    d.t(rng.choice(["Pre-morbid mRS %d. " % c.mrs_pre, "Independent pre-morbidly (mRS %d), lives %s. " % (c.mrs_pre, c.lives)]))
    if rng.random() < 0.5:
        d.t("SHx: ")
        d.put(JOB(rng, c))
        d.t(", " + rng.choice(["drives", "non-driver", "ex-smoker", "lives " + c.lives]) + ". ")
    d.nl()
    d.t("PMH: " + ", ".join(C.pmh(rng)) + ".")
    d.nl()
    anticoag = c.af and rng.random() < 0.4
    d.t("DHx: " + ("; ".join(C.meds(rng, c, rng.randrange(3, 6))[1:]) or "nil regular") + ".")
    if anticoag:
        d.t(" On apixaban - last dose 08:00 today.")
    d.t(" Allergies: " + rng.choice(C.ALLERGY) + ".")
    d.nl(2)
    H(d, st, "Examination")
    d.t(rng.choice(["", "Manchester Triage category %d. " % rng.randrange(1, 3), "Triage (Manchester): very urgent. "]))
    d.t(rng.choice(["GCS ", "Glasgow Coma Scale ", "GCS "]))
    d.t("%d (E%d V%d M%d). " % (15, 4, 5, 6) if c.nihss < 10 else "%d (E3 V%d M6). " % (13 if c.aphasia else 14, 4))
    d.t(C.vitals(rng, rng.choice(["inline", "news"]), c.af))
    d.nl()
    d.t(C.exam(rng, c))
    d.nl()
    if rng.random() < 0.55:
        d.line("NIHSS:")
        d.line(C.nihss_block(rng, c, c.nihss, "table"))
    else:
        d.line(C.nihss_block(rng, c, c.nihss, "inline"))
    d.t("Weight: %d kg (%s)" % (c.weight, rng.choice(["estimated", "weighed on trolley", "per pt"])))
    d.nl(2)
    H(d, st, "Imaging")
    ct_t = _tm(h0, m0 + rng.randrange(12, 30))
    d.w("NCCT brain {t} (acc {acc}): ", t=ct_t, acc=(c.acc, "IDNUM"))
    d.t(C.ct_head(rng, c))
    d.nl()
    if c.subtype != "ICH":
        d.line(C.cta(rng, c))
        if rng.random() < 0.3:
            d.line("CTP: core %d mL, penumbra %d mL, mismatch ratio %.1f." % (rng.randrange(5, 40), rng.randrange(40, 160), rng.uniform(1.8, 7.5)))
    d.nl()
    if c.subtype == "ischaemic":
        H(d, st, "Thrombolysis checklist")
        items = ["Onset <4.5h", "BP <185/110 prior to bolus", "No ICH on CT", "No recent surgery/GI bleed (3/12)",
                 "Glucose 2.7-22", "Not on DOAC/warfarin (or INR <1.7)", "Plt >100", "No previous ICH"]
        rng.shuffle(items)
        for it in items[:rng.randrange(4, 8)]:
            d.line("[%s] %s" % (rng.choice(["Y", "x", "✓", "Y"]) if c.lysis else rng.choice(["Y", "N", "Y"]), it))
        d.nl()
    H(d, st, "Decision / treatment")
    if c.subtype == "ICH":
        d.t("Primary ICH - not for thrombolysis. Intensive BP lowering to SBP 130-140 (GTN infusion/labetalol). ")
        if anticoag:
            d.t("Apixaban reversal with andexanet alfa per protocol. ")
        d.t("Discussed with neurosurgery at ")
        d.put((c.neuro, "HOSPITAL"))
        d.t(" (")
        d.put(F.N(c.nsurg, "dr" if c.nsurg.title == "Dr" else "title_last"))
        d.t(") - " + rng.choice(["not for surgical intervention, repeat CT if GCS drops by 2.",
                                 "advise conservative mx, EVD if hydrocephalus develops."]))
        d.nl()
    elif c.lysis:
        t_bol = _tm(h0, m0 + rng.randrange(22, 58))
        if c.agent == "tenecteplase":
            dose = min(25, round(c.weight * 0.25 / 2.5) * 2.5)
            d.t("IV tenecteplase 0.25 mg/kg = %s mg single bolus at %s. " % (("%.1f" % dose).rstrip("0").rstrip("."), t_bol))
        else:
            tot = min(90, round(c.weight * 0.9, 1))
            d.t("IV alteplase 0.9 mg/kg = %.1f mg: %.1f mg bolus at %s, %.1f mg over 60 min. " % (tot, tot / 10, t_bol, tot * 0.9))
        d.t("DTN %d min. " % rng.randrange(18, 75))
        d.nl()
        d.t("Consent: risks/benefits (sICH ~%d%%) explained to pt " % rng.choice([2, 4, 6]))
        if rng.random() < 0.6:
            d.t("and ")
            d.t(c.nok.rel + " ")
            d.put(FAMREF(rng, c.nok))
            d.t(" (by phone, ")
            d.put((c.nok.phone, "PHONE"))
            d.t(")")
        d.line(" - agreeable.")
    else:
        d.line("No lysis: on DOAC within 48h." if anticoag else rng.choice(
            ["Not for thrombolysis: outside window / mild non-disabling deficit.",
             "Not lysed - rapidly improving symptoms (NIHSS 2 at 30 min).",
             "Not a candidate - pre-morbid dependency, family agree.", "Not lysed - BP refractory >185/110 despite labetalol x2."]))
        d.line("Aspirin 300mg PO/PR once swallow screen done.")
    if c.thrombectomy:
        d.t("LVO - referred for mechanical thrombectomy to ")
        d.put((c.neuro, "HOSPITAL"))
        d.t(", accepted by ")
        d.put(F.N(c.cons if rng.random() < 0.2 else F.clinician(rng, c.country, "radiologist"), "dr_full"))
        d.w(" (INR) at {t}. Transfer via {v}; ", t=_tm(h0 + 1, m0), v=rng.choice(["emergency ambulance", "NAS critical care", "999 ambulance"]))
        d.w("receiving unit tel {p}.", p=(F.phone(rng, c.country), "PHONE"))
        d.nl()
    if rng.random() < 0.4:
        tele = F.clinician(rng, c.country, "consultant")
        d.t("Telestroke consult: ")
        d.put(F.N(tele, rng.choice(["dr_full", "dr"])))
        d.t(" (remote, ")
        d.put((c.neuro, "HOSPITAL"))
        d.w(") via video cart, session {s}, endpoint {ip}.", s=(F.digits(rng, 7), "IDNUM"), ip=(F.ip(rng), "IPADDR"))
        d.nl()
    d.nl()
    H(d, st, "Plan")
    plan = ["Admit to ", "Neuro obs q15min x2h, then q30 x6h, then hourly", "BP target <180/105 x24h" if c.lysis else "BP mgmt as above",
            "NBM until swallow screen", "Repeat CT at 24h" if c.lysis else "Stroke bloods incl. HbA1c, lipids",
            "No antiplatelets/LMWH for 24h post lysis" if c.lysis else "VTE: IPC stockings",
            "ECG + telemetry 24-72h", "Angio-oedema watch (ACEi)" if rng.random() < 0.3 else "Glucose 4-11"]
    d.t(st.bullet + "Admit to ")
    d.put((c.ward, "HOSPITAL"))
    if rng.random() < 0.6:
        d.t(", ")
        d.put(BED(rng, c))
    d.nl()
    bullets(d, st, plan[1:])
    SIGN(d, rng, a, st, when=c.adm)
    FOOTER(d, rng, c, a, st, c.adm, 0.35)


def progress(d, rng, c, st, a):
    sparse = rng.random() < 0.25
    if not sparse:
        d.line(rng.choice(["STROKE UNIT - MEDICAL NOTES", "Stroke Unit Progress Notes", "Continuation sheet",
                           "ASU daily review", "Integrated care record - stroke"]))
        ID_BLOCK(d, rng, c, st, addr=False, ward=rng.random() < 0.7)
        d.nl()
    n = 1 if sparse else rng.randrange(2, 5)
    day = rng.randrange(1, 5)
    date = F.plus(c.adm, day)
    nihss = c.nihss
    for i in range(n):
        who = a if i == 0 else rng.choice([c.reg, c.sho, c.cns, c.nurse, c.cons])
        if sparse:
            d.put(DT(rng, st, date))
            d.t(" " + TIME(rng, 8, 20) + " ")
            d.put(F.N(who, "init_last"))
            d.t(" - ")
            d.put(PT(rng, c, st, ["initials", "first", "title_last"]))
            d.t(" " + rng.choice(["day %d post %s %s stroke. " % (day, c.side[0].upper(), c.territory or ""),
                                  "settled overnight. ", "reviewed on WR. "]))
            d.t(rng.choice(["Obs stable. ", C.vitals(rng, "news", c.af) + " "]))
            d.t(C.swallow(rng, c) + " ")
            d.t(rng.choice(["Mobilising w/ physio, 1 assist.", "Hoist for transfers.", "Walking to toilet with frame + supervision."]))
            d.nl()
            d.t(rng.choice(["Plan: cont. same. ", "Plan: bloods in am, ", "Plan: for MDT on "]))
            d.put(DT(rng, st, F.plus(date, rng.randrange(1, 4)), short=True))
            d.line(".")
            break
        d.put(DT(rng, st, date))
        d.t(" " + TIME(rng, 8, 18) + "  ")
        if who is c.cons or rng.random() < 0.4:
            op = rng.choice(["Consultant WR (", "WR - ", "Ward round ("])
            d.t(op)
            d.put(F.N(c.cons, "dr"))
            d.line(")" if op.endswith("(") else "")
        else:
            d.line(rng.choice(["Medical review", "Registrar review", "Nursing entry", "SHO review"]))
        d.t("Day %d post %s %s %s. " % (day, c.side, c.territory or "", "ICH" if c.subtype == "ICH" else "infarct"))
        if c.lysis and day <= 2:
            d.t("Post-%s; 24h CT %s. " % (c.agent, rng.choice(["no haemorrhagic transformation", "small petechial HT (HI1) - asymptomatic"])))
        d.nl()
        if st.terse:
            d.t("S: " + rng.choice(["c/o headache, mild", "no complaints", "feels low, tearful at times", "slept poorly, noisy bay",
                                    "'my arm feels heavy'", "confused overnight per night staff"]) + "\n")
            nihss = max(0, nihss - rng.randrange(0, 3))
            d.t("O: " + C.vitals(rng, "inline", c.af) + "\n   NIHSS %d. " % nihss)
            d.t(rng.choice(["Chest clear. Calves SNT.", "Catheter in situ, draining.", "BNO x3 days.", "Sacrum intact.", "Mild pyrexia 37.9."]) + "\n")
            d.t("   " + C.bloods(rng, "inline") + "\n")
            d.t("A: " + rng.choice(["Stable, slow improvement.", "Possible aspiration pneumonia.", "Post-stroke low mood.",
                                    "Hyponatraemia - likely SIADH.", "Progressing well with therapy."]) + "\n")
            d.line("P:")
        else:
            d.put(PT(rng, c, st))
            d.t(rng.choice([" reviewed at the bedside. ", " seen with nursing staff. ", " seen on the ward round. "]))
            d.put(["Accompanied by ", c.nok.rel, " "] + FAMREF(rng, c.nok) + [". "] if rng.random() < 0.45 else "")
            if rng.random() < 0.15:
                d.t("Family asking whether home for ")
                d.put((HOLIDAY(rng), "DATE"))
                d.t(". ")
            d.t(rng.choice(["Reports mild headache overnight, settled with paracetamol. ",
                            "Speech improving per nursing staff. ", "Appetite poor; dietitian aware. ",
                            "Had a fall attempting to mobilise unaided at 03:00 - no injury, Datix completed. "]))
            nihss = max(0, nihss - rng.randrange(0, 3))
            d.t("Today NIHSS %d. " % nihss)
            d.t(C.vitals(rng, "news", c.af) + " ")
            d.t(C.swallow(rng, c) + "\n")
            d.line("Bloods: " + C.bloods(rng, "inline"))
            d.line("Plan:")
        plan = rng.sample(["Continue clopidogrel/statin", "Check lying/standing BP", "Repeat U&E tomorrow",
                           "72h Holter requested", "Carotid Doppler - booked", "Echo (TTE) pending",
                           "Refer to ESD when appropriate", "OT cognitive screen (OCS)", "Start apixaban day %d" % rng.randrange(3, 14),
                           "Fluid balance chart", "Bladder scan post void", "Mood screen (HADS/SADQ-10)",
                           "Family meeting", "Check MUST score", "For MRI brain (DWI)"], rng.randrange(3, 7))
        if c.subtype == "ICH":
            plan = [p if not p.startswith(("Continue clop", "Start apix", "72h Holter", "Carotid")) else
                    rng.choice(["Repeat CT if GCS drops", "SBP target <140", "Hold antithrombotics"]) for p in plan]
        for p in plan:
            d.t(st.bullet)
            if p == "Family meeting":
                d.t("Family meeting with ")
                d.put(FAMREF(rng, c.nok))
                d.t(" on ")
                d.put(DT(rng, st, F.plus(date, rng.randrange(1, 5)), short=True))
                d.t(rng.choice([" @ 14:00", " pm", " at 11:30", ""]))
            else:
                d.t(p)
            d.nl()
        if rng.random() < 0.3:
            d.t("Swallow: SLT reviewed, IDDSI level %d / mildly thick (level 2) fluids. " % rng.choice([4, 5, 6]))
            d.nl()
        d.put(F.N(who, rng.choice(["init_last", "full", "dr"])) if who.title == "Dr" else F.N(who, "full"))
        d.t({"registrar": " SpR", "sho": " SHO", "nurse": " RGN", "cns": " CNS", "consultant": " Cons"}.get(who.role, "")
            if rng.random() < 0.7 else "")
        if rng.random() < 0.35:
            d.w(" bleep {b}", b=(who.bleep, "PHONE"))
        d.nl(2)
        date = F.plus(date, rng.randrange(1, 3))
        day = (date - c.adm).days
    FOOTER(d, rng, c, a, st, date, 0.3)


def neurorad(d, rng, c, st, a):
    exam = rng.choice(["CT HEAD (NON-CONTRAST)", "CT ANGIOGRAM CAROTIDS & CIRCLE OF WILLIS", "MRI BRAIN WITH DWI/SWI",
                       "CT HEAD + CTA + CT PERFUSION", "MR ANGIOGRAM INTRACRANIAL", "CAROTID DUPLEX ULTRASOUND"])
    d.put((c.hosp, "HOSPITAL"))
    d.line(rng.choice([" - Department of Radiology", " Radiology", " | Neuroradiology"]))
    if st.rule:
        d.line(st.rule)
    ID_BLOCK(d, rng, c, st, addr=rng.random() < 0.3, extra=rng.random() < 0.5)
    if rng.random() < 0.15:
        d.w("Pt identity confirmed at scanner by {k} {b}.", k=rng.choice(["fingerprint ID", "palm-vein ID", "biometric wristband scan"]),
            b=(F.bioid(rng), "BIOID"))
        d.nl()
    d.w("Accession: {acc}   Exam: {ex}", acc=(c.acc2 if rng.random() < 0.5 else c.acc, "IDNUM"), ex=exam)
    d.nl()
    ed = F.plus(c.adm, rng.choice([0, 0, 1, 2]))
    d.w("Date of exam: {dt} {tm}   Location: {w}", dt=DT(rng, st, ed), tm=TIME(rng), w=rng.choice(
        ["ED", [(c.ward, "HOSPITAL")], "OPD", [(c.ward, "HOSPITAL"), " bed ", (c.bed, "LOCATION_OTHER")]]))
    d.nl()
    d.t("Referrer: ")
    d.put(F.N(c.reg, rng.choice(["dr", "dr_init", "dr_full"])))
    d.t(" for ")
    d.put(F.N(c.cons, rng.choice(["dr", "dr_init"])))
    d.nl(2)
    H(d, st, "Clinical details")
    d.put(AGE_SEX(rng, c))
    d.t(". " + rng.choice(["?stroke. ", "Acute %s hemiparesis. " % c.contra, "Code stroke, LKW 1h. ",
                           "Post-thrombolysis 24h scan. ", "Worsening drowsiness. ", "Sudden dysphasia. "] if c.subtype not in ("TIA", "TBI") else
                          ["TIA - %s amaurosis fugax. " % c.side, "Transient dysphasia, resolved. ", "Fall, on DOAC, GCS 14. ",
                           "Head injury, %s. " % c.mech]))
    d.nl(2)
    if rng.random() < 0.5:
        d.t("Comparison: ")
        d.put(rng.choice([["CT head ", DT(rng, st, F.plus(c.adm, -rng.randrange(200, 2000)))],
                          ["MRI ", DT(rng, st, c.adm)],
                          ["outside study from ", (rng.choice(["Ballinamore", "Pennine", "Lakeland"]) + " District Hospital", "HOSPITAL"),
                           " dated ", DT(rng, st, F.plus(c.adm, -1))],
                          "None available."]))
        d.nl(2)
    H(d, st, "Technique")
    if "DUPLEX" in exam:
        d.line("Duplex US both carotid and vertebral arteries (NASCET criteria).")
    elif "MRI" in exam or "MR " in exam:
        d.line(rng.choice(["MRI 1.5T: DWI, ADC, FLAIR, T2*, SWI, T1 sagittal.", "3T MRI brain, stroke protocol; TOF MRA."]))
    elif "ANGIO" in exam or "CTA" in exam:
        d.line(rng.choice(["Helical CTA from arch to vertex following 60ml Omnipaque 350.",
                           "Non-contrast CT then CTA (arch to vertex), bolus tracking. DLP %d mGy.cm." % rng.randrange(1200, 2400)]))
    else:
        d.line("Axial non-contrast CT brain. DLP %d mGy.cm." % rng.randrange(700, 1100))
    d.nl()
    H(d, st, "Findings")
    if "DUPLEX" in exam:
        lo = rng.choice([0, 50, 70])
        d.line("R ICA: %d-%d%% stenosis, PSV %d cm/s. L ICA: %s. Antegrade vertebral flow bilaterally." %
               (lo, {0: 49, 50: 69, 70: 99}[lo], rng.randrange(60, 260), rng.choice(["<50%", "occluded", "no significant stenosis"])))
        imp = "Carotid disease as above; %s." % ("consider vascular referral" if lo == 70 else "no surgically significant stenosis")
    elif "MRI" in exam or "MR " in exam:
        d.line(C.mri(rng, c))
        imp = "Acute infarct as described." if c.subtype != "TIA" else "No established infarct."
    else:
        d.line(C.ct_head(rng, c))
        if "ANGIO" in exam or "CTA" in exam:
            d.line(C.cta(rng, c))
        imp = {"ICH": "Acute haemorrhage as above - neurosurgical opinion advised.",
               "TIA": "No acute intracranial abnormality.", "TBI": "Traumatic injury as described; neurosurgical referral.",
               "SAH": "SAH - CTA to exclude aneurysm; neurosurgery informed."}.get(
            c.subtype, "1. Findings in keeping with acute %s %s ischaemia.\n2. No haemorrhage." % (c.side, c.territory or ""))
    d.line(rng.choice(["Ventricles and sulci appropriate for age.", "Generalised involutional change.",
                       "Incidental 8 mm right frontal meningioma, unchanged.", "Paranasal sinuses clear. Mastoids aerated.",
                       "No skull fracture.", "Old left occipital infarct (known)."]))
    d.nl()
    H(d, st, "Impression")
    d.line(imp)
    if rng.random() < 0.6:
        d.t("Urgent findings discussed by phone with ")
        d.put(F.N(c.reg, rng.choice(["dr", "dr_full"])))
        d.w(" ({b}) at {tm} on {dt}.", b=["bleep ", (c.reg.bleep, "PHONE")], tm=TIME(rng), dt=DT(rng, st, ed))
        d.nl()
    d.nl()
    d.t("Reported by: ")
    d.put(F.N(a, rng.choice(["dr_full", "dr_init", "dr_dot"])))
    d.line(", " + rng.choice(["FRCR", "Consultant Neuroradiologist", "FFR RCSI", "ST4 Radiology (provisional)"]))
    if rng.random() < 0.5:
        d.t("Verified: ")
        d.put(F.N(c.radiol, "dr_init"))
        d.t(" ")
        d.put(DT(rng, st, ed))
        d.nl()
    if rng.random() < 0.3:
        d.w("Reporting workstation {ip}, user {u}", ip=(F.ip(rng), "IPADDR"), u=(a.user, "USERNAME"))
        d.nl()
    FOOTER(d, rng, c, a, st, ed, 0.2)
