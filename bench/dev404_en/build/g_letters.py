"""Genres: rheumatology clinic letter, GP shared-care letter, annual review summary."""
import sys

sys.dont_write_bytecode = True

import clinical as K
import ids
from blocks import (addr, age_phrase, audit, cc_block, dt, fam_phrase, letterhead, pt_name, pt_ref,
                    re_block, signature, staff_name, typist, work_phrase, id_line)
from note import AGE, DATE, DOC, EMAIL, FAM, FAX, HOSP, PAT, PHONE, PROF, URL, CTRY, ORG


def _gp_address_block(rng, cs):
    return ["Dr ", DOC(cs.gp.p.name(rng, rng.choice(["full", "fi_last", "fml"]))), "\n", HOSP(cs.practice), "\n"] + \
        addr(rng, cs.c, cs.paddr, multiline=True) + ["\n\n"]


def clinic_letter(rng, cs, n):
    follow = rng.random() < 0.5
    to_patient = rng.random() < 0.25
    seen_by = cs.cons if rng.random() < 0.6 else cs.reg
    n.add(*letterhead(rng, cs))
    n.add("\n", rng.choice(["Consultant: ", "Consultant Rheumatologist: "]), "Dr ", staff_name(rng, cs.cons), "\n")
    clinic = rng.choice(["Early Inflammatory Arthritis Clinic", "RA Follow-up Clinic", "Rheumatology Outpatients",
                         "EIA Clinic (fast track)", "Combined Rheumatology/Hand Clinic"])
    n.add("Clinic: ", clinic, ", ", DATE(ids.fmt_weekday(rng, cs.visit, cs.c)), "\n")
    n.add("Date typed: ", dt(rng, cs, rng.randint(2, 12)), "\n\n")
    if to_patient:
        n.add(cs.ptitle, " ", PAT(cs.pt.name(rng, "full")), "\n", *addr(rng, cs.c, cs.addr, multiline=True), "\n\n")
        n.add("Dear ", cs.ptitle, " ", PAT(cs.pt.last), ",\n\n")
    else:
        n.add(*_gp_address_block(rng, cs))
        n.add("Dear Dr ", DOC(cs.gp.p.last), ",\n\n")
    n.add(*re_block(rng, cs, with_addr=not to_patient))
    act = rng.choice([0, 1, 2, 2, 3]) if not follow else rng.choice([0, 1, 1, 2, 3])
    tend, swol = K.joint_exam(rng, act)
    crp, esr = K.inflam(rng, act)
    pga = rng.randint(10, 40) + 15 * act
    e, c = K.das28(len(tend), len(swol), esr, crp, pga)
    sero = rng.random() < 0.7
    n.add("\nDiagnoses:\n1. ", "Seropositive" if sero else "Seronegative", " rheumatoid arthritis",
          rng.choice([" (RF %d IU/mL, anti-CCP %s U/mL)" % (rng.randint(30, 300), rng.choice([">340", "128", "61", "212"]))
                      if sero else " (RF and anti-CCP negative)"]), ", diagnosed ")
    n.add(DATE(ids.month_year(rng, cs.dx)) if rng.random() < 0.7 else DATE(str(cs.dx.year)), "\n")
    for i, cm in enumerate(K.comorbid(rng, rng.randint(1, 3))):
        n.add("%d. %s\n" % (i + 2, cm[0].upper() + cm[1:]))
    dm = K.pick_dmard(rng)
    n.add("\nCurrent medication:\n")
    if follow:
        n.add("- %s %s %s\n" % (dm[0].capitalize(), dm[1], dm[2]))
    for m in K.meds_list(rng, rng.randint(2, 4)):
        n.add("- " + m + "\n")
    n.add("\n")
    # narrative
    if to_patient:
        n.say("It was good to see you ", rng.choice(["today", "in clinic"]), rng.choice(
            [" with your ", " together with your "]), *fam_phrase(rng, cs), ". As we discussed, ")
        n.say("your blood tests from ", dt(rng, cs, -rng.randint(7, 30)), " showed a CRP of %s mg/L and ESR of %d mm/hr. " % (crp, esr))
    else:
        n.say("I ", "reviewed " if follow else "saw ", *pt_ref(rng, cs), " today in the ", clinic, ". ")
        if rng.random() < 0.6:
            n.say(cs.pt.pron[0].capitalize(), " attended with ", cs.pt.pron[1], " ", *fam_phrase(rng, cs, 0.4), ". ")
        ap = age_phrase(rng, cs.age)
        v = ap[0][0]
        art = "an " if v[0] in "8aeiou" or v in ("11", "18") else "a "
        n.say(*(["As you know, "] if follow else [""]), PAT(cs.pt.first), " is ", art, *ap, " ",
              "who ", *work_phrase(rng, cs), ". ")
        if not follow:
            n.say("Symptoms began in ", DATE(ids.month_year(rng, ids.add_days(cs.visit, -rng.randint(60, 300)))),
                  " with pain and swelling of the small joints of the hands, and ", cs.pt.pron[0],
                  " was referred by your colleague Dr ", DOC(make_other(rng, cs)), " on ", dt(rng, cs, -rng.randint(14, 45)), ". ")
        n.say(K.symptom_line(rng, cs.pt.pron), ". ")
        if rng.random() < 0.5:
            mum_age = rng.randint(cs.age + 18, cs.age + 34) if cs.age < 60 else None
            if mum_age and mum_age < 99:
                n.say("Family history: mother (", AGE(str(mum_age)), ") has ", rng.choice(["RA", "psoriasis", "hypothyroidism", "OA"]), ". ")
            else:
                n.say("Family history of ", rng.choice(["RA in a sister", "psoriasis", "thyroid disease"]), ". ")
        n.say("Smoking: ", rng.choice([["never"], ["ex-smoker (quit ", DATE(str(rng.randint(1995, 2020))), ")"],
                                       ["current, 10/day"], ["ex, 20 pack-years"]]), ". ", K.wordy_negs(rng), "\n\n")
    n.add("On examination: ")
    n.say("%d tender and %d swollen joints (28-joint count)" % (len(tend), len(swol)))
    if swol:
        n.add(", synovitis at ", ", ".join(swol[:5]))
    n.say(". ", K.cap(rng.choice(K.EXAM_NEG)), "; ", rng.choice(K.EXAM_NEG), ". PtGA %d/100.\n" % pga)
    n.say("DAS28-ESR %.2f, DAS28-CRP %.2f (%s).\n" % (e, c, K.das_cat(c)))
    if rng.random() < 0.6:
        n.say("X-rays of hands and feet (", dt(rng, cs, -rng.randint(10, 60)), rng.choice(
            ["): no erosions.", "): periarticular osteopenia, early erosion R MCP2.", "): erosions at L MTP5."]), " ")
        n.say("Ultrasound ", dt(rng, cs, -rng.randint(3, 40)), ": ", rng.choice(
            ["grade 2 synovitis with power Doppler signal at R wrist", "GS 1 PD 0 at MCP2-3 bilaterally",
             "tenosynovitis of ECU tendon, PD grade 1"]), ".\n\n")
    if not follow:
        n.say("Meets the 2010 ACR/EULAR classification criteria for RA (score %d/10). " % (rng.randint(7, 10) if sero else rng.randint(6, 8)))
    n.say("Treat-to-target approach as per the ", rng.choice(["EULAR 2022 recommendations", "NICE NG100 guideline",
                                                             "ACR 2021 RA guideline", "BSR 2017 DMARD guideline"]), ".\n")
    n.add("Impression and plan:\n")
    plan = []
    if not follow:
        plan.append("Start methotrexate %s weekly, increasing by 5 mg every 4 weeks to 20-25 mg as tolerated, with folic acid 5 mg weekly." % rng.choice(["10 mg", "15 mg"]))
        plan.append("Depo-Medrone 120 mg IM given today to bridge.")
    else:
        if c < 2.6:
            opts = ["Continue current DMARDs; no change.", "In sustained remission - discussed tapering %s; %s prefers to wait." % (dm[0], cs.pt.pron[0])]
        elif c <= 3.2:
            opts = ["Continue %s; low disease activity, treat-to-target reviewed." % dm[0], "Continue current DMARDs; no change."]
        else:
            opts = ["Optimise %s (dose increase as tolerated)." % dm[0], "Add hydroxychloroquine 200 mg daily (triple therapy).",
                    "Meets criteria for advanced therapy - pre-biologic screening requested.",
                    "IM Depo-Medrone 120 mg today; switch to subcutaneous methotrexate."]
        plan.append(rng.choice(opts))
    plan.append("Bloods (FBC, U&E, LFT, CRP) every 2 weeks for 6 weeks, then monthly for 3 months, per the BSR 2017 guideline.")
    plan.append("Leaflets given; advice line %s." % rng.choice(["explained", "number provided", "details below"]))
    for i, p in enumerate(plan):
        n.say("%d. %s\n" % (i + 1, p))
    o, c2 = rng.choice([(" (provisionally ", ")"), (" - booked for ", ""), (", ", "")])
    n.add("%d. Review in " % (len(plan) + 1), rng.choice(["6 weeks", "3 months", "4 months", "8 weeks"]), o,
          dt(rng, cs, rng.randint(40, 120)), c2, ".\n\n")
    n.add("Rheumatology advice line: ", PHONE(cs.advice_phone), rng.choice([" (Mon-Fri 9-4)", "", " - answerphone"]),
          rng.choice([", or email ", " / "]), EMAIL(cs.advice_email), "\n")
    if rng.random() < 0.35:
        n.add("Results and letters are also available on the patient portal: ", URL(cs.portal), "\n")
    n.add("\nYours sincerely\n\n\n")
    n.add(*signature(rng, cs, seen_by))
    if seen_by is cs.reg and rng.random() < 0.5:
        n.add("pp Dr ", DOC(cs.cons.p.name(rng, "fi_last")), ", ", cs.cons.title, "\n")
    n.add(*typist(rng, cs, seen_by, cs.visit, ids.add_days(cs.visit, rng.randint(1, 9))))
    if not to_patient:
        n.add("cc: ", PAT(cs.pt.name(rng, "full")), ", ", *addr(rng, cs.c, cs.addr), "\n")
    else:
        n.add(*cc_block(rng, cs))


def make_other(rng, cs):
    from people import make_person
    return make_person(rng, cs.c).name(rng, rng.choice(["full", "fi_last", "last"]))


def shared_care(rng, cs, n):
    drug = rng.choice(["METHOTREXATE", "LEFLUNOMIDE", "SULFASALAZINE", "HYDROXYCHLOROQUINE", "METHOTREXATE (SUBCUTANEOUS)"])
    n.add(*letterhead(rng, cs))
    n.add("\n", dt(rng, cs, rng.randint(0, 6)), "\n\n", *_gp_address_block(rng, cs))
    n.add("Dear Dr ", DOC(cs.gp.p.last), ",\n\n")
    n.add("REQUEST FOR CO-MANAGEMENT (SHARED CARE) - " if cs.c in ("US", "CA") else "REQUEST FOR SHARED CARE - ", drug, "\n")
    n.add("Patient: ", pt_name(rng, cs, rng.choice(["full", "LF", "fml"])), "\n", *id_line(rng, cs, sep="\n"), "\n")
    n.add("Address: ", *addr(rng, cs.c, cs.addr), "\n")
    n.add("Tel: ", PHONE(cs.mobile if rng.random() < 0.6 else cs.phone), "\n\n")
    n.say(rng.choice(["I would be grateful if you would take over prescribing and monitoring of ",
                      "We would like to ask you to share the care of "]), drug.lower().split(" (")[0],
          " for ", *pt_ref(rng, cs), ", who has ", rng.choice(["seropositive", "seronegative", "early"]),
          " rheumatoid arthritis diagnosed in ", DATE(str(cs.dx.year)), ". ")
    dose = {"METHOTREXATE": rng.choice(["20 mg once weekly", "15 mg once weekly", "25 mg once weekly"]),
            "LEFLUNOMIDE": rng.choice(["20 mg daily", "10 mg daily"]), "SULFASALAZINE": rng.choice(["1 g twice daily", "1.5 g twice daily"]),
            "HYDROXYCHLOROQUINE": rng.choice(["200 mg daily", "300 mg daily"]),
            "METHOTREXATE (SUBCUTANEOUS)": rng.choice(["20 mg s/c weekly", "25 mg s/c weekly"])}[drug]
    na = cs.c in ("US", "CA")
    n.say("Treatment was started in clinic on ", dt(rng, cs, -rng.randint(42, 120)), " and the dose is now stable at ", dose, ". ")
    n.say("Baseline bloods on ", dt(rng, cs, -rng.randint(120, 150)), " (CBC, CMP, CRP)" if na else " (FBC, U&E, LFT, CRP)",
          " were satisfactory", rng.choice(["; chest X-ray ", " and the CXR on "]), dt(rng, cs, -rng.randint(120, 160)),
          " was clear. Hepatitis B sAg, hepatitis C and HIV serology negative.\n\n")
    if na:
        n.add("Monitoring (ACR recommendations for csDMARD laboratory monitoring):\n")
        n.add("- CBC with differential, creatinine and AST/ALT every 2-4 weeks for the first 3 months\n"
              "- then every 8-12 weeks for months 3-6, thereafter every 12 weeks\n"
              "- extra checks after each dose increase\n\n")
    else:
        n.add("Monitoring (BSR 2017 guideline for the prescription and monitoring of non-biologic DMARDs):\n")
    n.add(*([] if na else ["- FBC, creatinine/eGFR, ALT and albumin every 2 weeks until on a stable dose for 6 weeks\n"
          "- then monthly for 3 months, thereafter at least every 12 weeks\n"
          "- extra checks after each dose increase\n\n"]))
    n.add("Action thresholds - withhold and discuss with the rheumatology team if:\n"
          "  WCC < 3.5 x10^9/L | neutrophils < 1.6 x10^9/L | platelets < 140 x10^9/L\n"
          "  ALT/AST > 100 U/L | unexplained fall in albumin < 30 g/L | MCV > 105 fL\n"
          "  creatinine rise > 30% over 12 months, or eGFR < 30\n"
          "  new rash, oral ulceration, unexplained breathlessness or dry cough\n\n")
    n.say("Responsibilities: the hospital team will provide the first 3 months' supply, patient education and dose "
          "titration; the ", cs.gpw(), " will prescribe and arrange monitoring bloods; the patient has agreed to attend "
          "for blood tests and to report symptoms of infection. ", *pt_ref(rng, cs), " has been given a monitoring booklet.")
    if rng.random() < 0.5:
        n.say(" ", cs.pt.pron[0].capitalize(), " prefers blood tests at ", HOSP(cs.practice), " and collects prescriptions from ",
              HOSP(cs.pharmacy), ".")
    n.add("\n\nContacts:\n")
    n.add("  Rheumatology nurse advice line: ", PHONE(cs.advice_phone), "\n")
    n.add("  Email: ", EMAIL(cs.advice_email), "\n")
    n.add("  Consultant's secretary (", DOC(cs.sec.name(rng, "full")), "): ", PHONE(ids.with_ext(rng, cs.hphone)), "\n")
    if rng.random() < 0.4:
        n.add("  Out of hours: on-call medical registrar via switchboard, ", PHONE(ids.phone(rng, cs.c)), "\n")
    n.add("\nPlease confirm acceptance by signing below and returning by fax to ", FAX(cs.hfax), " or by email to ",
          EMAIL(cs.sec_email), " within 14 days.\n\n")
    n.add("Yours sincerely\n\n", *signature(rng, cs, cs.cons, lic=True))
    if rng.random() < 0.5:
        n.add("on behalf of the rheumatology team incl. ", DOC(cs.cns.p.name(rng, "full")), ", ", cs.cns.title, "\n")
    n.add("\n---- GP ACCEPTANCE ----\nI agree to share care as above.\nGP name: ____________  Signature: ____________  "
          "Date: ____/____/______\nPractice stamp:\n")


def annual_review(rng, cs, n):
    n.add(rng.choice(["ANNUAL RA REVIEW", "Rheumatoid Arthritis - Annual Review Summary", "ANNUAL REVIEW (RA) - nurse-led"]), "\n")
    n.add(HOSP(cs.hosp), " - ", rng.choice(["Rheumatology", "Rheumatology Nurse Clinic", "Arthritis Centre"]), "\n")
    n.add("=" * 48, "\n")
    n.add("Name: ", pt_name(rng, cs, rng.choice(["LF", "full", "LFM"])), "\n", *id_line(rng, cs, sep="\n"), "\n")
    n.add("Review date: ", dt(rng, cs, 0), "   Seen by: ", staff_name(rng, cs.cns), " (", cs.cns.title, ")\n")
    n.add("Consultant: Dr ", DOC(cs.cons.p.name(rng, "fi_last")), "   ", cs.gpw(), ": Dr ", DOC(cs.gp.p.name(rng, "fi_last")),
          ", ", HOSP(cs.practice), "\n\n")
    n.add("DISEASE\n")
    n.say("RA since ", DATE(str(cs.dx.year)), ", ", rng.choice(["RF+/ACPA+", "RF-/ACPA+", "seronegative"]), ", ",
          rng.choice(["erosive (MCPs, MTPs)", "non-erosive", "erosive R wrist"]), ". Extra-articular: ",
          rng.choice(["none", "nodules", "secondary Sjogren's", "ILD (stable on HRCT)"]), ".\n\n")
    n.add("DMARD HISTORY\n")
    n.add("%-22s %-12s %-12s %s\n" % ("Drug", "Start", "Stop", "Reason"))
    import datetime
    why = {"Methotrexate": ["nausea, raised ALT", "mouth ulcers", "-"], "Sulfasalazine": ["inefficacy", "rash"],
           "Hydroxychloroquine": ["-", "inefficacy"], "Leflunomide": ["hypertension", "diarrhoea", "-"]}
    t = ids.add_days(cs.dx, rng.randint(10, 60))
    rows = []
    for drug in rng.sample(sorted(why), rng.randint(1, 3)):
        stop = ids.add_days(t, rng.randint(90, 900))
        rows.append((drug, t, stop, rng.choice(why[drug])))
        t = ids.add_days(t, rng.randint(60, 500))
    if rng.random() < 0.6:
        b = K.pick_bio(rng)[0]
        t = max(t, datetime.date(2019 if b.endswith("citinib") or b.endswith("tinib") else 2006, rng.randint(1, 12), 1))
        rows.append((b.capitalize(), t, ids.add_days(t, rng.randint(200, 3000)), "secondary failure"))
    for drug, st, stop, reason in rows:
        if st >= cs.visit:
            break
        cur = stop >= cs.visit or reason == "-"
        n.add("%-22s " % drug, DATE(ids.month_year(rng, st)), "   ", "ongoing" if cur else "",
              *([] if cur else [DATE(ids.month_year(rng, stop))]), "   ", "" if cur else reason, "\n")
    n.add("\nDISEASE ACTIVITY TREND\n")
    for k in range(rng.randint(3, 5), 0, -1):
        off = -k * rng.randint(80, 130)
        a = rng.randint(0, 3)
        tj, sj = K.joint_exam(rng, a)
        cr, es = K.inflam(rng, a)
        n.add("  ", dt(rng, cs, off), "  DAS28-CRP %.2f  (TJC %d SJC %d CRP %s)\n" % (K.das28(len(tj), len(sj), es, cr, 20 + a * 15)[1], len(tj), len(sj), cr))
    a = rng.randint(0, 2)
    tj, sj = K.joint_exam(rng, a)
    cr, es = K.inflam(rng, a)
    n.add("  ", dt(rng, cs, 0), "  DAS28-CRP %.2f  today\n" % K.das28(len(tj), len(sj), es, cr, 20 + a * 15)[1])
    n.say("HAQ-DI %.3f   Pain VAS %d   Fatigue VAS %d   RAPID3 %.1f\n\n" % (rng.choice([0.125, 0.375, 0.75, 1.0, 1.25, 1.625, 2.0]),
                                                                         rng.randint(5, 80), rng.randint(10, 90), rng.uniform(2, 18)))
    n.add("COMORBIDITY SCREEN\n")
    n.add("BP %d/%d  BMI %.1f  Smoking: %s\n" % (rng.randint(112, 162), rng.randint(66, 96), rng.uniform(19, 38),
                                                  rng.choice(["never", "ex", "current - cessation referral"])))
    n.add("Lipids ", dt(rng, cs, -rng.randint(5, 60)), ": TC %.1f HDL %.1f; " % (rng.uniform(3.8, 7.2), rng.uniform(0.9, 2.1)), rng.choice(["QRISK3", "QRISK3", "CVD risk (NZ PREDICT)", "Framingham"]),
          " %.1f%% (x1.5 RA multiplier applied)\n" % rng.uniform(3, 24), )
    n.add("Bone health: FRAX 10-yr major %.0f%%; DEXA " % rng.uniform(4, 22), dt(rng, cs, -rng.randint(200, 900)),
          " T-score L1-L4 %.1f, hip %.1f\n" % (rng.uniform(-3.1, 0.5), rng.uniform(-2.8, 0.3)))
    n.add("Mood: PHQ-2 %d\n\n" % rng.randint(0, 4))
    n.add("VACCINATIONS (", {"UK": "Green Book chapter 25", "IE": "NIAC Immunisation Guidelines", "AU": "Australian Immunisation Handbook",
                             "NZ": "Immunisation Handbook 2020", "CA": "NACI / Canadian Immunization Guide",
                             "US": "CDC ACIP schedule"}[cs.c], ")\n")
    n.add("  Influenza: ", dt(rng, cs, -rng.randint(20, 200)), "\n")
    cov = ids.add_days(cs.visit, -rng.randint(30, 300))
    if cov.year >= 2022 or (cov.year == 2021 and cov.month >= 10):
        n.add("  COVID-19 booster: ", DATE(cs.d(rng, cov)), "\n")
    elif cov.year == 2021:
        n.add("  COVID-19: dose 2 ", DATE(cs.d(rng, cov)), "\n")
    else:
        n.add("  COVID-19: not yet offered\n")
    n.add("  Pneumococcal (PPV23): ", DATE(str(cs.visit.year - rng.randint(1, 5))), "\n")
    n.add("  Shingrix: ", rng.choice([["dose 1 ", dt(rng, cs, -rng.randint(150, 300)), ", dose 2 ", dt(rng, cs, -rng.randint(20, 140))],
                                     ["not yet - eligible, %s to arrange" % cs.gpw()]]), "\n\n")
    n.add("WORK / SOCIAL\n")
    n.say(PAT(cs.pt.first), " ", *work_phrase(rng, cs), ". ")
    if cs.rel in ("husband", "wife", "partner", "daughter", "son") and rng.random() < 0.7:
        n.say("Lives with ", cs.pt.pron[1], " ", *fam_phrase(rng, cs, 0.5), ".")
    else:
        n.say("Lives alone; ", cs.pt.pron[1], " ", *fam_phrase(rng, cs), " helps with shopping.")
    n.say(" Drives. ", K.wordy_negs(rng), "\n")
    if rng.random() < 0.3:
        n.say("Holiday planned to ", CTRY(rng.choice(("Spain", "Portugal", "Canada", "Greece", "Thailand", "Fiji", "Ireland"))),
              " in ", DATE(ids.month_year(rng, ids.add_days(cs.visit, rng.randint(30, 150)))), " - travel letter for injectables provided.\n")
    n.add("\nGOALS (patient-identified): ", rng.choice(["return to swimming", "manage a full shift", "walk the dog daily",
                                                          "play piano again", "lift grandchild"]), "\n")
    n.add("PLAN\n- ", rng.choice(["Continue current treatment", "Dose-reduce biologic (DAS28 remission > 12 months)",
                                   "Refer for OT hand assessment", "Refer to physiotherapy hydrotherapy group"]), "\n")
    n.add("- Annual bloods incl. HbA1c and lipids via ", cs.gpw(), "\n- Next annual review due ", dt(rng, cs, rng.randint(330, 380)), "\n\n")
    n.add(*signature(rng, cs, cs.cns, lic=rng.random() < 0.5))
    n.add(*audit(rng, cs, cs.cns, cs.visit))
