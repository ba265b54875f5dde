"""Genre: anticoagulation clinic (INR records, dosing letters, DOAC reviews,
telephone / self-testing notes, bridging plans)."""
import datetime as dt

import locale_fmt as LF
import pools as P
import clin
import chrome as CH
import prose as PR
from doc import Doc, Phi


def indication(c):
    r = c.r
    ind = r.choice(clin.AC_REASONS)
    if "%d" in ind:
        ind = ind % r.randint(2, 7)
    target = "2.5-3.5" if "mechanical mitral" in ind or "antiphospholipid" in ind else "2.0-3.0"
    return ind, target


def clinic_name(c):
    r = c.r
    k = r.randint(0, 2)
    if k == 0:
        return c.hosp.N()
    if k == 1:
        return Phi("%s %s" % (c.hosp.addr.city, r.choice(["Anticoagulation Service", "Anticoagulation Clinic", "INR Clinic"])), "HOSPITAL")
    return c.gpprac.N()


def inr_record(c):
    r = c.r
    d = Doc()
    e = c.env()
    ind, target = indication(c)
    clin_ = clinic_name(c)
    staff = [c.staff(x) for x in ("Anticoagulation Nurse", "Pharmacist", "Anticoagulation Nurse")]
    d.add(clin_, " - ", r.choice(["Warfarin Record", "INR Monitoring Record", "Anticoagulant Therapy Record"]), "\n\n")
    CH.demographics(d, c)
    d.add("Referred by: Dr", c.dot, " ", c.doctor("Referrer").full(), r.choice([" (cardiology)", " (" + c.sp("haematology") + ")", " (GP)", " (stroke team)"]), "\n")
    d.add("Counselled and yellow book issued ", c.Dh(c.past(60, 3000)), " by ", r.choice(staff).full(), "\n\n")
    dur = r.choice(["long term", "6 months", "lifelong", "3 months"]) if "DVT" in ind or "embolism" in ind else r.choice(["long term", "lifelong"])
    d.add("Indication: ", ind, "   Target INR: ", target, "   Duration: ", dur, "\n")
    d.add("Started: ", c.D(c.ago(r.randint(100, 160)) if "month" in dur else c.past(200, 3000)), " (", r.choice([c.hosp.N(), c.hospital().N()]), ")   Tablet strengths: ", r.choice(["1 mg, 3 mg", "1 mg, 3 mg, 5 mg", "0.5 mg, 1 mg"]), "\n")
    d.add("Interacting meds: ", r.choice(["amiodarone", "none", "clarithromycin course (finished)", "fluconazole", "nil of note"]), "\n\n")
    d.add("Date        INR   Dose (mg/day)           Next test    By\n")
    day = c.ago(r.randint(70, 140))
    dose = r.choice([3, 4, 5, 6, 7])
    rows = r.randint(6, 11)
    for i in range(rows):
        inr = r.uniform(1.4, 4.2)
        if inr > 3.3:
            dose_s = "omit 1 day, then %s" % (dose - 1 if dose > 1 else 0.5)
            dose -= 1
        elif inr < 1.9:
            dose_s = "%d (+10%%)" % (dose + 1)
            dose += 1
        else:
            dose_s = "%s" % dose if c.chance(0.6) else "%s/%s alt days" % (dose, dose + 1)
        gap = r.choice([7, 7, 14, 21, 28]) if 1.9 <= inr <= 3.3 else r.choice([3, 5, 7])
        nxt = day + dt.timedelta(days=gap)
        d.add(c.Dt(day), "   %.1f   %-22s  " % (inr, dose_s), c.Dt(nxt), "   ", r.choice(staff).initials(dots=False), "\n")
        day = nxt
        if day > c.visit:
            break
    d.add("\nTime in therapeutic range (Rosendaal, last 6 months): %d%%\n" % r.randint(42, 88))
    d.add("\nComments:\n")
    cdates = sorted(c.ago(r.randint(3, 60)) for _ in range(r.randint(2, 4)))
    for dd in cdates:
        d.add(c.Dt(dd), " - ", r.choice([
            ["Bruising on forearms; no bleeding. Dose unchanged."],
            ["Started amiodarone ", c.D(dd - dt.timedelta(days=r.randint(2, 10))), " - expect INR rise, tested early."],
            ["Going to ", Phi(r.choice(P.COUNTRIES), "COUNTRY"), " for 3 weeks from ", c.D(c.later(r.randint(10, 40))), "; INR arranged at local clinic."],
            ["Missed 2 doses (", e["his"], " ", c.relative().rel, " ", c.fam[-1].first(), " in hospital)."],
            ["Alcohol over ", Phi(r.choice(["Christmas", "New Year", "Easter"]), "DATE"), "."],
            ["Antibiotics from GP for chest infection."],
        ]), " ", r.choice(staff).initials(dots=False), "\n")
    return d


def dosing_letter(c):
    r = c.r
    d = Doc()
    e = c.env()
    ind, target = indication(c)
    clin_ = clinic_name(c)
    nurse = c.staff(r.choice(["Anticoagulation Nurse Specialist", "Anticoagulation Pharmacist", "INR Clinic Nurse"]))
    d.add(clin_, "\n")
    d.add(c.addr_inline(c.hosp.addr if clin_.text != c.gpprac.name else c.gpprac.addr), "\n")
    d.add("Helpline: ", Phi(c.phone("land"), "PHONE"), r.choice(["  (weekdays 9am-4pm)", "  (answerphone checked twice daily)", ""]), "\n")
    if c.chance(0.5):
        d.add("Email: ", c.inst_email(c.hosp, r.choice(["anticoag", "inr.clinic", "anticoagulation"])), "\n")
    d.add("\n", c.D(c.visit), "\n\n")
    d.add(c.pt.title, c.dot, " ", c.pt.full(), "\n", c.addr_block(c.paddr), "\n")
    d.add(c.mrn_label(), ": ", Phi(c.mrn, "MRN"), "\n\n")
    d.add("Dear ", c.pt.title, c.dot, " ", c.pt.sur(), ",\n\n")
    inr = r.uniform(1.5, 4.5)
    d.add("Your INR blood test on ", c.Dw(c.ago(r.randint(0, 2))), " was %.1f. Your target range is %s.\n\n" % (inr, target))
    d.add("Your recent results:\n")
    for i in range(r.randint(3, 5), 0, -1):
        d.add("  ", c.Dt(c.ago(i * r.randint(7, 14))), "   INR %.1f\n" % r.uniform(1.6, 3.6))
    d.add("\n")
    dose = r.choice([2, 3, 4, 5, 6, 7, 8])
    if inr > 3.5:
        d.add("Please DO NOT take warfarin tonight. From tomorrow take ", str(dose - 1), " mg each day.\n")
    elif inr < 2.0:
        d.add("Please take ", str(dose + 1), " mg tonight and then ", str(dose), " mg each day.\n")
    else:
        d.add("Please continue to take ", str(dose), " mg each day.\n")
    d.add("\nYour next blood test is on ", c.Dw(c.next_weekday(5, 28)), " at ", r.choice([c.gpprac.N(), c.hosp.N(), Phi(r.choice(P.PHARM_NAMES), "HOSPITAL")]),
          ". ", r.choice(["Please bring your yellow anticoagulant book.", "Please bring this letter with you.", "Remember to have the test in the morning."]), "\n\n")
    d.add("Your dose chart: ", r.choice(["1 mg tablets are brown, 3 mg tablets are blue and 5 mg tablets are pink.",
                                         "please use the tablet strengths shown in your yellow book.",
                                         "take your warfarin at the same time each evening (around 6pm)."]), "\n")
    d.add("Please tell us about any new medicines, including antibiotics or herbal remedies, and about any planned dental work or operations.\n\n")
    d.add("About your warfarin\n", "Warfarin is taken once a day, in the evening. If you forget a dose, take it the same evening if you remember; do not take a double dose the next day. "
          "Try to keep the amount of green leafy vegetables and alcohol you have fairly steady from week to week, as large changes affect your INR.\n\n")
    d.add("If you notice any unusual bleeding or bruising, black stools, or a severe headache, please seek medical advice urgently", r.choice([
        " or call " + ("911" if c.us else "999" if c.L in ("UK",) else "112" if c.L == "IE" else "000" if c.L == "AU" else "111" if c.L == "NZ" else "911") + ".",
        "."]), "\n\n")
    if c.chance(0.5):
        d.add("You can view your results in the patient portal at ", c.web(c.hosp, r.choice(["myresults", "patientportal", "anticoagulation/results"])), ".\n\n")
    if c.chance(0.5):
        d.add("This letter was discussed with your ", c.relative().rel, ", ", c.fam[-1].first(), ", by telephone with your permission.\n\n")
    d.add("Yours sincerely,\n\n", nurse.full(), "\n", nurse.role, "\n")
    if c.chance(0.4):
        lab, val = c.licence_for(nurse)
        d.add(lab, " ", Phi(val, "LICENSE"), "\n")
    d.add("\ncc: Dr", c.dot, " ", c.gp.full(), ", ", c.gpprac.N(), "\n")
    return d


def doac_review(c):
    r = c.r
    d = Doc()
    e = c.env()
    ph = c.staff(r.choice(["Clinical Pharmacist", "Anticoagulation Pharmacist", "Advanced Pharmacist Practitioner"]))
    ind, target = indication(c)
    wt = r.uniform(48, 118)
    scr = r.randint(60, 190)
    crcl = int((140 - c.age) * wt * (1.23 if c.sex == "M" else 1.04) / scr)
    d.add(clinic_name(c), "\n", r.choice(["DOAC REVIEW", "Anticoagulation review (DOAC)", "Annual DOAC monitoring"]), "\n\n")
    CH.demographics(d, c, compact=True)
    d.add("Review date: ", c.Dh(c.visit), "   ", r.choice(["Face to face", "Telephone", "Video"]), "\n\n")
    drug = r.choice(["Apixaban 5 mg bd", "Apixaban 2.5 mg bd", "Rivaroxaban 20 mg od", "Rivaroxaban 15 mg od", "Edoxaban 60 mg od", "Dabigatran 150 mg bd"])
    d.add("Indication: ", ind.replace("mechanical mitral valve replacement", "non-valvular AF").replace("mechanical aortic valve replacement", "non-valvular AF"), "\n")
    d.add("Current: ", drug, " since ", c.My(c.past(90, 2500)), "\n\n")
    d.add("Weight %.1f kg   Creatinine " % wt, (("%.2f mg/dL" % (scr / 88.4)) if c.us else "%d umol/L" % scr), " (", c.D(c.ago(r.randint(1, 20))), ")   CrCl (Cockcroft-Gault) %d mL/min\n" % crcl)
    d.add("Hb ", clin.hb(c), "; plt ", str(r.randint(110, 420)), "; LFTs ", r.choice(["normal", "ALT mildly raised"]), "\n")
    d.add("Bleeding: ", r.choice(["none", "occasional gum bleeding", "one nosebleed lasting 15 min", "haematuria - urology referral".replace("haemat", "hemat" if c.na else "haemat")]), "\n")
    d.add("Adherence: ", r.choice(["good - uses blister pack", "missed 2-3 doses/month", "good, ", "reminder app set up"]))
    if d.parts[-1] == "good, ":
        d.add(e["his"], " ", c.relative().rel, " ", c.fam[-1].first(), " supervises")
    d.add("\n")
    d.add("Interactions: ", r.choice(["nil", "NSAID use - advised to stop", "carbamazepine - discussed with neurology", "St John's wort stopped"]), "\n")
    d.add("CHA2DS2-VASc: ", str(r.randint(2, 7)), " (", r.choice(["age, HTN, DM", "age >75, CHF, HTN", "age, female, prior TIA", "HTN, vascular disease"]),
          ");  HAS-BLED: ", str(r.randint(1, 4)), "\n\n")
    d.add("Past history:\n", CH.pmh_block(c))
    others = [m for m in (clin.CARD_MEDS if not c.us else clin.US_CARD_MEDS) if clin.CLASS_OF.get(m.split()[0].lower()) != "oac"]
    d.add(CH.meds_block(c, others, 3, 6, "Other medicines:"))
    d.add("\nCounselling checklist: missed dose advice; signs of bleeding; avoid OTC NSAIDs; alert card ", r.choice(["issued", "already carried"]),
          "; inform dentist/surgeon before procedures; ", r.choice(["take with food (rivaroxaban)", "do not crush capsules (dabigatran)", "twice daily timing"]), ".\n")
    if c.chance(0.6):
        d.add("Lives with ", c.relative().rel, " ", c.fam[-1].first(), ", who helps with medicines. Pharmacy: ", Phi(r.choice(P.PHARM_NAMES), "HOSPITAL"), ".\n")
    d.add("\n")
    d.add(PR.para(c, e, "anticoag", 1, 3), PR.para(c, e, "discussion", 1, 3), "\n")
    d.add("Assessment: ", r.choice(["Dose appropriate for age, weight and renal function.", "Dose reduction criteria now met - reduce to 2.5 mg bd.",
                                    "CrCl <30 - discuss switch with cardiology.", "Off-label low dose - increase to licensed dose."]), "\n")
    d.add("Plan: repeat U&E/FBC ", r.choice(["in 6 months", "in 3 months", "annually"]), " (due ", c.D(c.next_weekday(80, 200)), "); letter to GP Dr", c.dot, " ",
          c.gp.sur(), ".\n\n")
    d.add(ph.full(), ", ", ph.role)
    if c.chance(0.6):
        lab, val = c.licence_for(ph)
        d.add("  ", lab, " ", Phi(val, "LICENSE"))
    d.add("\n")
    return d


def tel_inr(c):
    """Self-testing / telephone INR log."""
    r = c.r
    d = Doc()
    e = c.env()
    nurses = [c.staff("Anticoag nurse"), c.staff("Anticoag pharmacist")]
    ind, target = indication(c)
    d.add(clinic_name(c), " - ", r.choice(["INR self-testing record", "Telephone INR log", "Patient self-management (PSM) record"]), "\n")
    d.add(c.pt.caps(0), " (", c.mrn_label(), " ", Phi(c.mrn, "MRN"), ")  DOB ", c.Dh(c.dob), "\n")
    d.add("Indication: ", ind, ", target ", target, "; warfarin since ", c.My(c.past(100, 4000)), "\n")
    d.add("Meter: ", r.choice(["CoaguChek INRange", "CoaguChek XS", "microINR"]), " SN ", Phi(LF.digits(r, 8) if c.chance(0.5) else "UU" + LF.digits(r, 7), "DEVICE"),
          "; trained ", c.Dh(c.past(60, 900)), "\n")
    d.add("Other meds: ", "; ".join(clin.card_meds(c, r.randint(3, 5))), "\n")
    d.add("Approved for self-management by Dr", c.dot, " ", c.doctor("Haematology").full(), " (", c.Dh(c.past(90, 900)), ")\n")
    k = r.randint(0, 2)
    if k == 0:
        d.add("Caller verification: voice biometrics enrolled (voiceprint ID ", Phi("VP-" + LF.digits(r, 6), "BIOID"), ") plus DOB.\n")
    elif k == 1:
        f = c.relative()
        d.add("Authorised caller: ", f.rel, " ", f.full(), " on ", Phi(f.phone, "PHONE"), ", consent on file.\n")
    else:
        d.add("Registered numbers: ", Phi(c.ptel, "PHONE"), " / ", Phi(c.pmob, "PHONE"), "\n")
    d.add("\n")
    n = r.randint(3, 6)
    whens = sorted(c.ago(r.randint(3, 80)) for _ in range(n - 1)) + [c.visit]
    for w in whens:
        nurse = r.choice(nurses)
        inr = r.uniform(1.6, 4.0)
        d.add(c.Dh(w), " ", c.time(), "  INR %.1f. " % inr)
        d.add(r.choice(["No bleeding, no missed doses.", "Reports heavier period.", "Started doxycycline 2 days ago.",
                        "Diet unchanged.", "Has had a few drinks at a wedding on ", "QC strip check passed.", "Nosebleed x1, settled."]))
        if d.parts[-1].endswith("on "):
            d.add(c.Dw(w - dt.timedelta(days=r.randint(2, 5))), ".")
        d.add(" Advice: ", r.choice(["continue same dose", "reduce weekly dose by 10%", "extra 1 mg tonight then same", "omit tonight, retest in 3 days"]),
              ". Next self-test ", c.Dw(w + dt.timedelta(days=r.choice([3, 7, 14, 21]))), ". ", nurse.initials(dots=False), "\n")
    if c.chance(0.5):
        d.add("\nResults uploaded to ", r.choice(["INRstar", "DAWN AC", "the portal"]), " by user ", c.username(r.choice(nurses)), ".\n")
    d.add(nurses[0].init_sur() if c.chance(0.5) else nurses[0].full(), ", ", r.choice(["RN", "Anticoag CNS", "Pharmacist"]), "\n")
    return d


def bridging(c):
    r = c.r
    d = Doc()
    e = c.env()
    ind, target = indication(c)
    proc_day = c.next_weekday(10, 30)
    proc = r.choice(["colonoscopy with polypectomy", "total knee replacement", "dental extractions (x4)", "TURP", "cataract surgery",
                     "hernia repair", "pacemaker generator change"])
    hosp2 = c.hospital()
    ph = c.staff(r.choice(["Anticoagulation Pharmacist", "Pre-op Anticoagulation Nurse"]))
    CH.letterhead(d, c, r.choice(["Anticoagulation Service", "Thrombosis & Anticoagulation Clinic", "Pre-operative Assessment"]), email=c.chance(0.3))
    d.add("\n", c.D(c.visit), "\n\n")
    d.add("Re: ", c.pt.tf(), "  DOB ", c.Dh(c.dob), "  ", c.mrn_label(), " ", Phi(c.mrn, "MRN"), "\n\n")
    d.add("PERI-PROCEDURAL ANTICOAGULATION PLAN\n")
    d.add("Procedure: ", proc, " at ", hosp2.N(), " on ", c.Dw(proc_day), "\n")
    d.add("Indication for anticoagulation: ", ind, " (target INR ", target, ")\n")
    wt = r.uniform(52, 120)
    bridge = "mechanical" in ind or c.chance(0.3)
    d.add("Weight %.1f kg; CrCl %d mL/min; most recent INR %.1f (" % (wt, r.randint(35, 110), r.uniform(2.0, 3.2)), c.D(c.ago(r.randint(1, 14))), ")\n")
    d.add("Thrombotic risk: ", "high" if bridge else r.choice(["low", "moderate"]), "; bleeding risk of procedure: ", r.choice(["low", "moderate", "high"]), "\n\n")
    d.add("Dear ", c.pt.title, c.dot, " ", c.pt.sur(), ",\n\n")
    d.add("You are due to have a ", proc, " at ", hosp2.N(), ". Because you take warfarin, it needs to be stopped for a few days beforehand so that ",
          "your blood can clot normally during the procedure. ", "As your risk of a clot is higher, we will give you short-term injections of enoxaparin "
          "to protect you while the warfarin is stopped. " if bridge else "You do not need injections while the warfarin is stopped. ",
          "Please follow the timetable below carefully and keep this letter with you.\n\n")
    steps = [(-5, "Last dose of warfarin (evening)"), (-3, "Start enoxaparin %d mg SC once daily" % (int(wt * 1.5 / 10) * 10) if bridge else None),
             (-1, "INR check; last enoxaparin dose 24 h before procedure" if bridge else "INR check at pre-op clinic"),
             (0, "Procedure - restart warfarin at usual dose in the evening if haemostasis secure".replace("haemo", "hemo" if c.na else "haemo")),
             (1, "Restart enoxaparin (if bleeding risk acceptable) until INR in range" if bridge else None), (7, "INR check at " )]
    for off, txt in steps:
        if not txt:
            continue
        day = proc_day + dt.timedelta(days=off)
        d.add("  ", c.Dw(day), r.choice(["  ", " - "]), "Day %+d: " % off if off else "Day 0: ", txt)
        if txt.endswith("at "):
            d.add(c.gpprac.N())
        d.add("\n")
    d.add("\nIf you have any questions, please call ", ph.full(), " on ", Phi(c.phone("land") + r.choice(["", " " + LF.extension(r, c.L)]), "PHONE"), ".\n\n")
    if bridge:
        d.add("Enoxaparin injections: your ", c.relative().rel, " ", c.fam[-1].first(), " has been shown how to give these. Sharps bin supplied.\n\n")
    d.add(ph.full(), "\n", ph.role, "\n")
    d.add("cc: ", r.choice(["Mr", "Dr", "Ms"]), c.dot, " ", c.doctor("Surgeon").full(), ", ", hosp2.N(), "; Dr", c.dot, " ", c.gp.full(), "\n")
    return d


def us_ac_note(c):
    r = c.r
    d = Doc()
    e = c.env()
    ph = c.staff("PharmD")
    md = c.doctor("Supervising physician")
    ind, target = indication(c)
    d.add(c.hosp.N(), " ", r.choice(["Anticoagulation Clinic", "Pharmacist-Managed Anticoagulation Service"]), "\n")
    d.add("Patient: ", c.pt.caps(1), "   MRN ", Phi(c.mrn, "MRN"), "   DOB ", c.Dh(c.dob), "   ", r.choice(["CSN ", "Enc "]), Phi(c.acct, "ACCOUNT"), "\n")
    d.add("Visit: ", c.Dh(c.visit), "  ", r.choice(["POC INR", "phone visit", "clinic visit"]), "\n")
    d.add("Referring: ", md.full(), ", MD   Insurance: ", Phi(c.insurer, "ORGANIZATION"), " ", Phi(c.plans[0][1], "HEALTHPLAN"), "\n\n")
    inr = r.uniform(1.5, 4.1)
    d.add("Indication: ", ind, "  Goal INR ", target, "  Start date ", c.Dh(c.past(60, 3000)), "\n")
    d.add("PMH:\n", CH.pmh_block(c))
    d.add("Current meds: ", "; ".join(clin.card_meds(c, r.randint(3, 6))), "\n")
    d.add("POC INR: %.1f (" % inr, r.choice(["subtherapeutic", "therapeutic", "supratherapeutic"]), ")\n")
    d.add("Weekly dose: ", str(r.choice([17.5, 20, 25, 30, 35, 37.5, 45])), " mg/week\n")
    d.add("S: ", r.choice(["No bleeding/bruising. No med changes.", "Started Bactrim ", "Ate more leafy greens over the weekend.", "Missed one dose last week."]))
    if d.parts[-1].endswith("Bactrim "):
        d.add(c.D(c.ago(r.randint(2, 6))), " for UTI.")
    d.add("\n", PR.para(c, e, "anticoag", 1, 2), "\n")
    d.add("Dosing calendar: ", r.choice(["5 mg daily, 2.5 mg on two days a week", "alternate 5 mg and 7.5 mg", "4 mg daily", "6 mg daily except 3 mg once weekly"]), "\n")
    d.add("\nA/P: ", r.choice(["Continue current dose", "Decrease weekly dose by 10%", "Boost x1 then continue", "Hold x1 then resume at reduced dose"]),
          ". Recheck ", c.Dw(c.next_weekday(5, 28)), ".\n")
    d.add("Bleeding/bruising: ", r.choice(["denies", "minor gum bleeding", "bruise on shin after fall"]), ". Signs of clot: denies. ",
          "Missed doses: ", r.choice(["none", "1", "2"]), ". Diet: ", r.choice(["consistent vitamin K", "more salads lately", "poor appetite"]), ". ",
          "Alcohol: ", r.choice(["none", "1-2 drinks/week", "weekends"]), ". Upcoming procedures: ", r.choice(["none", "dental cleaning", "colonoscopy "]))
    if d.parts[-1] == "colonoscopy ":
        d.add(c.D(c.next_weekday(14, 40)), " - bridging plan to follow")
    d.add(".\n")
    d.add("INR history: ")
    for i in range(r.randint(3, 5)):
        d.add(", " if i else "", c.Dt(c.ago(r.randint(7, 90))), " %.1f" % r.uniform(1.6, 3.8))
    d.add("\n")
    d.add("Education provided; patient verbalized understanding. Pt uses ", Phi(r.choice(P.PHARM_NAMES), "HOSPITAL"), ".\n\n")
    d.add(ph.full(), ", PharmD, BCACP\n")
    d.add("Co-signed: ", md.full(), ", MD  ", c.Dh(c.later(r.randint(0, 2))), "\n")
    if c.chance(0.6):
        CH.ehr_footer(d, c, ph, ip=CH.rand_ip(c) if c.chance(0.5) else None, user=True, printed=c.chance(0.3))
    return d


def build(c):
    r = c.r
    if c.L == "US":
        f = r.choice([us_ac_note, us_ac_note, tel_inr, doac_review, bridging])
    else:
        f = r.choice([inr_record, dosing_letter, doac_review, tel_inr, bridging, inr_record])
    return f(c), f.__name__
