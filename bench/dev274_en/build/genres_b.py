"""Genres: self-testing enrolment forms, bridging plans, missed-appointment letters."""
import datetime as dt

import blocks as B
import clinical as C
import phi_fmt as F
import pools_places as L
from core import P


def _box(rng, on=None):
    if on is None:
        on = rng.random() < 0.8
    return rng.choice(["[x]", "[X]", "(x)"]) if on else rng.choice(["[ ]", "( )"])


def g_selftest_enrol(n, k, rng):
    pt = k.pt
    us = k.c == "US"
    n.t(rng.choice(["PATIENT SELF-TESTING (PST) ENROLMENT FORM", "INR SELF-TESTING PROGRAMME - REGISTRATION",
                    "Home INR Monitoring Enrollment", "Self-Management of Oral Anticoagulation - Enrolment"]))
    n.t("        Form AC-PST-%02d v%d.%d\n" % (rng.randint(1, 12), rng.randint(1, 4), rng.randint(0, 9)))
    n.add(["Service: ", P(k.clinic, "HOSPITAL"), " / ", P(k.hospital, "HOSPITAL"), "\n"])
    n.add(["Referral received: ", k.ago(rng.randint(20, 80)), "   Ref: ", P(F.idnum(rng, "referral"), "IDNUM"), "\n\n"])
    n.t("SECTION 1 - PATIENT DETAILS\n")
    n.add(["Surname: ", P(pt.last.upper() if rng.random() < 0.5 else pt.last, "PATIENT"), "    Forename(s): ",
           P(pt.first + ((" " + pt.mid) if pt.mid else ""), "PATIENT"), "\n"])
    n.add(["DOB: ", k.dob_p(), "   Age: ", P(str(k.age), "AGE"), "   Sex: ", pt.sex, "\n"])
    for lab in k.id_block(rng, 3, ssn=False):
        n.add([lab, "\n"])
    if rng.random() < 0.6:
        n.add([{"US": "SSN: ", "UK": "NI No: ", "CA": "SIN: ", "IE": "PPSN: "}.get(k.c, "DVA file no: "),
               P(F.ssn(rng, k.c), "SSN") if k.c != "AU" else P(F.dva(rng), "HEALTHPLAN"), "\n"])
    n.add(["Address: ", k.addr_lines(sep=", "), "\n"])
    n.add(["Home tel: ", P(k.phone, "PHONE"), "   Mobile: ", P(k.mobile, "PHONE"), "\n"])
    n.add(["Email: ", pt.email(rng), "\n"])
    n.add(["Occupation: ", P(k.job, "PROFESSION"), (" (retired)" if k.retired else ""), "\n"])
    n.add(["Next of kin: ", k.fam.full(), " (", k.fam_rel, ")  tel ", P(F.phone(rng, k.c), "PHONE"), "\n"])
    n.add(["GP: ", k.gp.sig(rng), ", ", P(k.practice, "HOSPITAL"), "   Fax ", P(F.phone(rng, k.c, False), "FAX"), "\n\n"])
    n.t("SECTION 2 - CLINICAL ELIGIBILITY\n")
    start = k.today - dt.timedelta(days=rng.randint(120, 3000))
    n.add([_box(rng, True), " On warfarin >= 3 months (started ", k.d(start, rng.choice(["month_year", "num", "text"])), ")\n"])
    n.add(["    Indication: ", k.ind, "    Target INR ", k.target, "\n"])
    n.add(["    TTR last 6 months: ", str(rng.randint(45, 90)), "%   INRs in range: ", str(rng.randint(5, 14)), "/", str(rng.randint(14, 18)), "\n"])
    n.add([_box(rng), " Adequate eyesight and manual dexterity (observed)\n"])
    n.add([_box(rng), " Understands dosing / can follow written schedule\n"])
    carer = rng.random() < 0.35
    n.add([_box(rng, carer), " Carer to perform testing", ([": ", k.fam.full(), " (", k.fam_rel, ")"] if carer else ""), "\n"])
    n.add([_box(rng, False), " Exclusion: cognitive impairment / APS with lupus anticoagulant interference\n\n"])
    n.t("SECTION 3 - DEVICE & TRAINING\n")
    n.add(["Meter: ", k.meter, "    Serial no.: ", P(k.meter_sn, "DEVICE"), "\n"])
    n.add(["Supplied by: ", rng.choice([[P(rng.choice(L.HOME_TEST_COS), "ORGANIZATION")], ["clinic loan pool"], ["patient purchased"]]), "\n"])
    n.add(["Strips: ", rng.choice(["24 x test strips", "48 x test strips", "PT/INR strips"]), ", lot ", F.digits(rng, 8),
           " (stock lot - not patient specific)\n"])
    td = k.today - dt.timedelta(days=rng.randint(1, 21))
    n.add(["Training session: ", k.d(td, rng.choice(["text", "num", "wd_text"])), "  ",
           rng.choice(["10:00-11:30", "14:00-15:00", "09:30-11:00"]), "  Trainer: ", k.nurse.sig(rng), "\n"])
    n.t("Paired tests (meter vs venous lab INR, acceptable if within +/-0.5):\n")
    d = td
    for i in range(3):
        a = round(rng.uniform(1.6, 3.8), 1)
        b = a + rng.choice([-0.3, -0.2, -0.1, 0.0, 0.1, 0.2, 0.4])
        n.add(["  ", P(F.table_date(d, k.c), "DATE"), "   meter %.1f   lab %.1f   %s\n" % (a, b, "pass" if abs(a - b) <= 0.5 else "repeat")])
        d = d + dt.timedelta(days=rng.choice([7, 14]))
    n.add(["Competency: ", rng.choice(["passed", "passed - observed x2", "passed on 2nd attempt"]), "\n\n"])
    n.t("SECTION 4 - RESULT REPORTING\n")
    mode = rng.choice(["portal", "email", "phone"])
    n.add([_box(rng, mode == "portal"), " Online: ", P(F.url(rng, k.hosp_abbr), "URL"), "  username ", pt.username(rng), "\n"])
    n.add([_box(rng, mode == "email"), " Email results to ", P(F.email_service(rng, k.hosp_abbr), "EMAIL"), "\n"])
    n.add([_box(rng, mode == "phone"), " Results line ", P(k.clinic_phone, "PHONE"), rng.choice([" (answerphone, 24h)", "", " option 2"]), "\n"])
    if rng.random() < 0.6:
        lab, kind = rng.choice([("voice biometric enrolled, voiceprint ID ", "voice"), ("fingerprint login enabled, template ID ", "finger"),
                                ("palm-vein ID (kiosk) ", "palm"), ("app face-unlock template ", "face")])
        n.add(["Caller/app verification: ", lab, P(F.bioid(rng, kind), "BIOID"), "\n"])
    n.add(["Testing frequency: ", rng.choice(["weekly", "every 2 weeks", "weekly for 4 weeks then fortnightly"]),
           ". First self-test due ", k.ahead(rng.choice([3, 7, 10]), rng.choice(["wd_text", "text", "num"])), ".\n"])
    if us:
        ins = P(rng.choice(["Bluegate Mutual Health", "Pinecrest Health Plans", "Keystone Benefit Alliance"]), "ORGANIZATION")
        n.add(["\nBilling: ", ins, "  Member ID ", P(F.healthplan(rng, "US"), "HEALTHPLAN"), "  Group ",
               P("GRP-" + F.digits(rng, 5), "HEALTHPLAN"), "\nHCPCS G0248/G0249/G0250; ICD-10 Z79.01, ", rng.choice(["I48.91", "Z95.2", "I26.99"]), "\n"])
    elif rng.random() < 0.5:
        n.add(["\nFunding: ", {"UK": "ICB prescribing (strips on FP10)", "AU": "PBS - strips not subsidised; patient self-funds",
                               "CA": "provincial program; strips via extended health benefits",
                               "IE": "Long Term Illness scheme"}[k.c], "\n"])
    n.t("\nSECTION 5 - AGREEMENT\n")
    n.add(["I agree to test as advised, report every result and attend an annual review and EQA (NEQAS) check.\n"])
    n.add(["Patient signature: ", P(pt.first[0] + ". " + pt.last, "PATIENT"), " (signed)   Date: ", k.today_p("num"), "\n"])
    n.add(["Clinician: ", k.nurse.full(), ", ", k.nurse.cred or k.nurse.role, "   "])
    lab, val = k.nurse.lic
    n.add([lab, " ", P(val, "LICENSE"), "   Date: ", k.today_p("num"), "\n"])


def g_bridging(n, k, rng):
    pt = k.pt
    proc, risk = rng.choice(C.PROCEDURES)
    op = k.today + dt.timedelta(days=rng.randint(9, 30))
    wt, cr, ccl = C.crcl(rng, k.age, pt.sex)
    doac = rng.random() < 0.35
    if rng.random() < 0.5:
        B.letterhead(n, k, rng)
    n.t(rng.choice(["PERI-PROCEDURAL ANTICOAGULATION PLAN\n", "Bridging plan\n", "Anticoagulation management for elective procedure\n",
                    "PRE-OP ANTICOAGULATION INSTRUCTIONS\n"]))
    B.pt_header(n, k, rng)
    surgeon = k.staff[1]
    n.add(["\nProcedure: ", proc, " on ", k.d(op, rng.choice(["wd_text", "text", "num", "ord"])), " at ",
           P(k.hospital, "HOSPITAL"), rng.choice(["", " (Day Surgery Unit)", " (Endoscopy)"]), "\n"])
    n.add(["Operator: ", rng.choice(["Dr ", "Mr ", "Ms ", "Prof "]), surgeon.lastp(), "\n"])
    n.add(["Anticoagulant: ", (k.doac + " " + k.doac_dose) if doac else "warfarin (target " + k.target + ")",
           ".  Indication: ", k.ind, "\n"])
    n.add(["Procedural bleed risk: ", risk, ".  Thrombotic risk: ",
           ("high" if any(x in k.ind for x in ("mitral", "MVR", "recurrent", "Medtronic Hall", "LVAD")) else rng.choice(["low", "moderate"])),
           ".  Wt ", "%g" % wt, " kg, CrCl ", str(ccl), " mL/min.\n\n"])
    def day(off, txt, style=None):
        d = op + dt.timedelta(days=off)
        lab = ("Day %+d" % off) if off else "Day 0"
        n.add([lab.ljust(7), " (", k.d(d, style or dstyle), ")  ", txt, "\n"])
    dstyle = rng.choice(["wd_num", "short", "text", "num2", "wd_text"])
    if doac:
        hold = 2 if risk == "high" else 1
        if k.doac == "dabigatran" and ccl < 50:
            hold += 2
        day(-hold - 1, "Take LAST dose of %s (evening dose if BD)." % k.doac)
        day(-hold, "No %s." % k.doac)
        day(0, "Procedure. No bridging with LMWH required for DOACs.")
        day(1 if risk == "low" else 2, "Restart %s at usual dose if haemostasis secure (%s post-op)." % (k.doac, "24 h" if risk == "low" else "48-72 h"))
    else:
        lm, reg = rng.choice(C.LMWH)
        per_kg = float(reg.split()[0])
        if "mg" in reg:
            dose = int(5 * round(wt * per_kg / 5))
        else:
            dose = min(int(500 * round(wt * per_kg / 500)), 18000 if lm == "dalteparin" else 30000)
        day(-7, "INR check at " + rng.choice(["clinic", "GP surgery", "home (self-test)"]) + ".")
        day(-6, "Last warfarin dose (usual dose, evening).")
        day(-5, "STOP warfarin.")
        day(-3, "Start %s %s = %d %s SC (%s)." % (lm, reg, dose, "mg" if "mg" in reg else "units",
                                                    rng.choice(["self-administered", "district nurse", "practice nurse"])))
        day(-1, "Last LMWH dose by 08:00 (at least 24 h pre-op). INR check: if >1.5 give vitamin K 1 mg PO.")
        day(0, "Procedure. Restart warfarin usual dose evening if haemostasis ok.")
        day(1 if risk == "low" else 2, "Restart %s treatment dose (%s)." % (lm, "24 h post-op" if risk == "low" else "48-72 h post-op, surgeon to confirm"))
        n.t("Continue LMWH until INR >= 2.0 (or in target range) on one occasion, then stop.\n")
        n.add(["INR check ", k.d(op + dt.timedelta(days=rng.choice([5, 6, 7])), dstyle), " at ", P(k.clinic, "HOSPITAL"), ".\n"])
    n.t("\n" + " ".join(C.hard_neg(rng, 2)) + "\n")
    if rng.random() < 0.6:
        n.add(["Injections to be given by ", B.fam_phrase(k, rng), " - shown technique today; sharps bin supplied.\n"])
    n.add(["Queries before the procedure: ", P(k.clinic_phone, "PHONE"), rng.choice([" (Mon-Fri 9-5)", ""]),
           "; out of hours ", P(F.phone(rng, k.c, False), "PHONE"), rng.choice([" (switchboard, ask for haematology SpR on call)", " (on-call haematology)"]), ".\n"])
    n.add(["Plan discussed with ", k.haem.ref(rng), " (Haematology) and ", rng.choice(["Dr ", "Mr "]), surgeon.lastp(), "'s team on ",
           k.ago(rng.randint(0, 5)), ".\n"])
    n.add(["Copies: patient; ", k.gp.ref(rng), " (", P(k.practice, "HOSPITAL"), ", fax ", P(F.phone(rng, k.c, False), "FAX"), "); ",
           P(k.pharmacy, "HOSPITAL"), ".\n"])
    B.sign(n, k, rng, who=rng.choice([k.nurse, k.pharm, k.haem]))


def g_dna_letter(n, k, rng):
    pt = k.pt
    missed = k.today - dt.timedelta(days=rng.randint(1, 6))
    B.letterhead(n, k, rng)
    if rng.random() < 0.6:
        ref = P(F.idnum(rng, "case"), "IDNUM") if rng.random() < 0.5 else P(k.mrn, "MRN")
        n.add(["Our ref: ", ref, "/", k.nurse.initials(), "\n"])
    n.add([k.today_p(rng.choice(["text_long", "ord", "text", "num"])), "\n\n"])
    n.t(rng.choice(["PRIVATE AND CONFIDENTIAL\n", "Private & Confidential - Addressee only\n", ""]))
    n.add([pt.form(rng.choice(["title_full", "title_full", "full"])), "\n", k.addr_lines(), "\n\n"])
    if k.c == "US":
        n.add(["Dear ", pt.title + ("" if pt.title == "Miss" else "."), " ", pt.lastp(), ":\n\n"])
    else:
        n.add(["Dear ", pt.form(rng.choice(["title_last", "title_full"])), ",\n\n"])
    ids = k.id_block(rng, 1)[0]
    n.add(["Re: Missed anticoagulation appointment - ", k.d(missed, rng.choice(["text", "num", "ord"])), "   ", ids, "\n\n"])
    n.add(["Our records show that you did not attend your ", rng.choice(["INR", "warfarin clinic", "anticoagulation", "Coumadin clinic"]),
           " appointment on ", k.d(missed, rng.choice(["wd_text", "wd_num", "text_long"])), " at ",
           rng.choice(["09:20", "10:40", "11:15", "14:30", "3:20 pm"]), " at ",
           rng.choice([[P(k.clinic, "HOSPITAL")], [P(k.practice, "HOSPITAL")], [P(k.building, "LOCATION_OTHER"), ", ", P(k.hospital, "HOSPITAL")]]), ".\n\n"])
    nth = rng.choice(["first", "second", "third"])
    n.add(["Because warfarin can cause serious bleeding if your INR is too high, or clots if it is too low, it is very important "
           "that your blood is checked regularly. Your last INR was ", C.inr_value(rng, k.target), " on ",
           k.d(missed - dt.timedelta(days=rng.choice([14, 21, 28, 42])), rng.choice(["text", "num"])),
           " and your target range is ", k.target, ".\n\n"])
    if nth != "first":
        n.add(["This is the ", nth, " appointment you have missed since ", k.ago(rng.randint(60, 200), "month_year"), ". "])
        n.t(rng.choice(["Under our policy, patients who miss three consecutive appointments may be discharged back to their GP's care. ",
                        "Please note we are unable to authorise further warfarin supplies until your INR has been checked. ",
                        ""]))
    n.add(["Please telephone ", P(k.clinic_phone, "PHONE"), rng.choice([" between 9am and 12 noon", " (Monday to Friday, 8.30am-4pm)", ""]),
           " within the next ", rng.choice(["2 working days", "48 hours", "week"]), " to rearrange"])
    if rng.random() < 0.5:
        n.add([", or email ", P(F.email_service(rng, k.hosp_abbr), "EMAIL")])
    n.t(". ")
    if rng.random() < 0.5:
        n.add(["We have provisionally booked you for ", k.ahead(rng.randint(3, 10), rng.choice(["wd_text", "text_long"])), " at ",
               rng.choice(["10:00", "11:20", "2.40pm"]), ". "])
    n.t("If you have stopped warfarin or moved to another clinic, please let us know so we can update our records.\n")
    if rng.random() < 0.4:
        n.add(["\nIf you need transport, the ", P(rng.choice(["%s Community Transport", "%s Volunteer Drivers",
                                                              "%s Rural Lift Scheme"]) % k.town, "ORGANIZATION"),
               " volunteer car scheme can be booked on ", P(F.phone(rng, k.c), "PHONE"), ".\n"])
    if rng.random() < 0.3:
        n.add(["\nYou can also view and change appointments online at ", P(F.url(rng, k.hosp_abbr), "URL"), ".\n"])
    B.sign(n, k, rng, who=rng.choice([k.nurse, k.clerk, k.pharm]))
    n.add(["\ncc: ", k.gp.sig(rng), ", ", P(k.practice, "HOSPITAL"), "\n"])
    if rng.random() < 0.5:
        n.add(["\n[Clinic note] Phoned ", P(k.phone, "PHONE"), " x", str(rng.randint(1, 3)), " - no answer, voicemail left. ",
               rng.choice(["Tried NOK ", "Also tried "]), B.fam_phrase(k, rng), " on ", P(k.mobile, "PHONE"), ". ",
               k.clerk.initials(), " ", k.today_p("short"), "\n"])
