"""Genres: appraisal summary; supervised case log entries mentioning patients."""
import datetime as dt
import pools as P
import core as C
from core import name, plus
from common import (cap, D, Dv, phone_line, signature, art, art_num, kin, clin_line, patient_ref, PROCS, DIAGNOSES, DRUGS,
                    LABS, VITALS, SCORES, EPONYMS, EQUIPMENT, CODES)

CPD_COURSES = ["ALS recertification", "Advanced Airway Management course", "Difficult Conversations workshop",
               "Point-of-care ultrasound level 1", "Safeguarding adults level 3", "Educational supervisor training",
               "Leadership in clinical practice (2 days)", "Regional anaesthesia masterclass", "Sepsis update webinar",
               "Clinical coding for clinicians", "Human factors in simulation", "Medicolegal report writing"]
QI = ["re-audit of VTE prophylaxis prescribing", "audit of time to antibiotics in sepsis", "QI project on weekend handover",
      "audit of consent documentation", "NEWS2 escalation compliance audit", "discharge summary timeliness QIP",
      "audit of opioid prescribing on discharge", "hip fracture time-to-theatre audit"]
PDP = ["complete ultrasound accreditation", "develop teaching role for IMT trainees", "attend a leadership course",
       "reduce clinic DNA rate via text reminders", "obtain appraiser training", "complete MD thesis write-up",
       "update safeguarding training", "take part in national audit"]


def appraisal(n, ctx):
    rng, c = n.rng, n.c
    doc = ctx.person()
    apr = ctx.person()
    ro = ctx.person()
    d = ctx.d0
    if c == "US" or (c == "CA" and rng.random() < 0.5):
        return _oppe(n, ctx, doc, apr, ro, d)
    title = {"UK": "MEDICAL APPRAISAL - SUMMARY AND PDP", "IE": "ANNUAL APPRAISAL / PCS REVIEW SUMMARY",
             "AU": "SENIOR MEDICAL STAFF ANNUAL PERFORMANCE REVIEW", "CA": "ANNUAL PROFESSIONAL REVIEW (Medical Staff)"}[c]
    n.ln(title)
    n.ln((ctx.body, "HOSPITAL"), rng.choice(["", " - Revalidation Support Team", " - Medical Directorate"]))
    n.ln("")
    n.w("Doctor: ")
    name(n, doc, rng.choice(["tfull", "full"]))
    lbl, num = C.reg_number(rng, c)
    n.ln("    ", lbl, " no: ", (num, "LICENSE"))
    n.w("Appraiser: ")
    name(n, apr, rng.choice(["tfull", "tinit"]))
    if rng.random() < 0.5:
        n.w(" (appraiser ID ", (C.code(rng, "APR", 4), "IDNUM"), ")")
    n.ln("")
    if c == "UK":
        n.w("Responsible Officer: ")
        name(n, ro, rng.choice(["tfull", "tinit"]))
        n.w("    Revalidation due: ")
        D(n, plus(d, rng.randint(90, 1400)), rng.choice(["num", "long", "monyear"]))
        n.ln("")
    n.w("Appraisal meeting: ")
    D(n, d, rng.choice(["wdlong", "long", "num"]))
    n.w(" at ", (ctx.building, "LOCATION_OTHER") if rng.random() < 0.6 else "via MS Teams")
    n.ln("")
    n.w("Appraisal period: ")
    D(n, dt.date(d.year - 1, 4, 1), rng.choice(["num", "long"]))
    n.w(" to ")
    D(n, dt.date(d.year, 3, 31), rng.choice(["num", "long"]))
    n.ln("")
    n.ln("")
    n.ln("1. SCOPE OF WORK")
    n.ln("  - ", rng.choice(["Consultant", "Specialty Doctor", "Associate Specialist", "Staff Specialist", "Consultant (0.8 WTE)"]),
         " in ", ctx.spec, ", ", (ctx.hosp, "HOSPITAL"), " - ", str(rng.choice([6, 8, 10, 11])), " PAs")
    if rng.random() < 0.6:
        n.ln("  - Private practice: ", (ctx.hosp2, "HOSPITAL"), ", ", rng.choice(["1 session/week", "occasional Saturday lists", "outpatients only"]))
    if rng.random() < 0.5:
        kk = rng.randrange(3)
        if kk == 0:
            n.ln("  - Examiner for postgraduate membership exams (2 diets per year)")
        elif kk == 1:
            n.ln("  - Honorary senior lecturer, ", (rng.choice(P.SCHOOLS[c]), "ORGANIZATION"))
        else:
            n.ln("  - ", rng.choice(["Medical adviser to ", "Trustee of "]), (rng.choice(["Saltmarsh Hospice Trust", "Kelverton Stroke Club",
                                                                                      "Harbourlight Homeless Health", "Riverbend Carers Network"]), "ORGANIZATION"))
    if rng.random() < 0.4:
        n.ln("  - Team doctor (voluntary), ", (rng.choice(["Harbourside Rovers FC", "Kelverton Rugby Club", "Glenmullan GAA Club",
                                                          "Wattle Creek Cricket Club", "Port Rainier Rowing Club"]), "ORGANIZATION"))
    n.ln("")
    n.ln("2. CPD")
    n.ln("  ", str(rng.randint(35, 78)), " credits/hours recorded (", {"UK": "RCP CPD diary", "AU": "RACP MyCPD", "IE": "RCPI PCS ePortfolio", "CA": "MAINPORT", "US": "CME tracker"}[c], ").")
    for cd in rng.sample(CPD_COURSES, rng.randint(2, 4)):
        n.w("  - ", cd, ", ")
        if rng.random() < 0.4:
            n.w((rng.choice(P.TOWNS[c] + P.TOWNS["UK"]), "CITY"), ", ")
        D(n, plus(d, -rng.randint(20, 330)), rng.choice(["monyear", "num", "mon3year", "short"]))
        n.ln("")
    n.ln("")
    n.ln("3. QUALITY IMPROVEMENT")
    n.w("  ", cap(rng.choice(QI)), "; presented at the departmental meeting ")
    D(n, plus(d, -rng.randint(20, 300)), rng.choice(["monyear", "num", "long"]))
    n.ln(".")
    n.ln("")
    n.ln("4. SIGNIFICANT EVENTS / SERIOUS INCIDENTS")
    k = rng.randint(0, 2)
    if k == 0:
        n.ln("  None in the period (confirmed against the incident system).")
    for i in range(k):
        n.w("  Incident ", (C.code(rng, rng.choice(["W", "INC", "DX"]), 6, ""), "IDNUM"), " (")
        D(n, plus(d, -rng.randint(30, 300)), rng.choice(["num", "short"]))
        n.w("): ")
        n.w(rng.choice(["delayed recognition of deterioration in ", "medication error involving ", "missed fracture on X-ray in ",
                        "fall with head injury of "]))
        patient_ref(n, ctx)
        n.w(" on ", (ctx.ward, "HOSPITAL"), ". ")
        n.ln(rng.choice(["Reflection completed; learning shared at M&M.", "Low harm; duty of candour letter sent.",
                         "No harm; systems learning about handover."]))
    n.ln("")
    n.ln("5. FEEDBACK")
    n.w("  Colleague MSF: ")
    D(n, plus(d, -rng.randint(30, 250)), rng.choice(["monyear", "mon3year"]))
    n.ln(", ", str(rng.randint(12, 22)), " responses; all domains at or above benchmark.")
    n.ln("  Patient feedback: ", str(rng.randint(25, 45)), " responses (CFEP/Qualtrics).")
    if rng.random() < 0.5:
        n.w("  Complaint ref ", (C.code(rng, "CMP", 5), "IDNUM"), " from the ", rng.choice(["daughter", "son", "wife", "husband"]), " of ")
        patient_ref(n, ctx)
        n.ln(" about communication; resolved locally.")
    n.ln("")
    n.ln("6. PROBITY AND HEALTH")
    n.ln("  Statements signed. No conflicts of interest declared", rng.choice([".", " other than private practice above."]),
         " Registered with a GP. ", rng.choice(["", "Occupational health referral in the period (back pain) - now resolved."]))
    n.ln("")
    n.ln("7. REVIEW OF LAST YEAR'S PDP")
    n.ln("  ", cap(rng.choice(PDP)), " - ", rng.choice(["achieved", "partly achieved", "carried forward"]), ".")
    n.ln("")
    n.ln("8. AGREED PDP")
    for p in rng.sample(PDP, rng.randint(2, 3)):
        n.w("  - ", cap(p), " by ")
        D(n, plus(d, rng.randint(90, 360)), rng.choice(["monyear", "num"]))
        n.ln("")
    n.ln("")
    n.ln("APPRAISER'S SUMMARY")
    n.w("  ")
    name(n, doc, "tlast")
    n.w(" brought a comprehensive portfolio. ", rng.choice(["There are no concerns about fitness to practise.",
                                                              "The workload and rota gaps were discussed at length.",
                                                              "A well-reflected year with strong teaching feedback."]), " ")
    n.ln("Outputs signed by both parties.")
    n.w("Signed: ")
    name(n, apr, "full")
    n.w(" (appraiser) ")
    D(n, plus(d, rng.randint(3, 14)), "num")
    n.w("; ")
    name(n, doc, "full")
    n.w(" (doctor) ")
    D(n, plus(d, rng.randint(14, 20)), "num")
    n.ln("")


def _oppe(n, ctx, doc, apr, chair, d):
    rng, c = n.rng, n.c
    n.ln((ctx.hosp, "HOSPITAL"), " - Department of ", rng.choice(P.SPECIALTIES_US))
    n.ln(rng.choice(["ONGOING PROFESSIONAL PRACTICE EVALUATION (OPPE) - SUMMARY", "ANNUAL PHYSICIAN PERFORMANCE REVIEW",
                     "Medical Staff Annual Evaluation"]))
    n.w("Practitioner: ")
    n.w((doc.fullmi(), "DOCTOR"), ", ", rng.choice(["MD", "DO", "MD, FACEP", "MD, FRCPC"]))
    if c == "US":
        n.ln("    NPI ", (C.npi(rng), "LICENSE"))
    else:
        lbl, num = C.reg_number(rng, c)
        n.ln("    ", lbl, " ", (num, "LICENSE"))
    n.w("Review period: ")
    D(n, plus(d, -183), rng.choice(["num", "long"]))
    n.w(" - ")
    D(n, d, rng.choice(["num", "long"]))
    n.ln("")
    n.w("Reviewer: ")
    n.ln((apr.full(), "DOCTOR"), ", ", rng.choice(["MD", "DO"]), ", ", rng.choice(["Section Chief", "Vice Chair, Quality", "Department Chair"]))
    n.ln("")
    n.ln("Indicators                          Practitioner   Dept benchmark")
    n.ln("  LOS index (O/E)                   %.2f           1.00" % rng.uniform(0.8, 1.3))
    n.ln("  30-day readmission                %.1f%%          12.4%%" % rng.uniform(7, 17))
    n.ln("  Mortality index (O/E)             %.2f           1.00" % rng.uniform(0.6, 1.4))
    n.ln("  H&P within 24 h                   %d%%            95%%" % rng.randint(86, 100))
    n.ln("  Core measures (SEP-1) compliance  %d%%            80%%" % rng.randint(62, 98))
    n.ln("  Medical record delinquencies      %d              0" % rng.randint(0, 6))
    n.ln("")
    n.ln("Focused case reviews:")
    for i in range(rng.randint(1, 3)):
        n.w("  ", "abc"[i], ") MRN ", (C.mrn(rng, c), "MRN"), ", encounter ", (C.code(rng, "", 10), "ACCOUNT"), ", admitted ")
        D(n, plus(d, -rng.randint(10, 170)), rng.choice(["num", "num2"]))
        n.w(": ")
        n.w(rng.choice(DIAGNOSES), "; ", rng.choice(["care appropriate", "documentation opportunity", "minor deviation from standard of care",
                                                    "system issue identified"]), " (", rng.choice(["level 1", "level 2", "level 0"]), ")")
        n.ln("")
    if rng.random() < 0.5:
        n.w("Patient grievance: ")
        patient_ref(n, ctx)
        n.w(" - ", rng.choice(["wait time", "bedside manner", "billing dispute"]), "; ")
        n.w("account ", (C.code(rng, "", 9), "ACCOUNT"), " reviewed by Patient Relations ")
        D(n, plus(d, -rng.randint(5, 90)), "num")
        n.ln(".")
    n.ln("")
    n.w("Conclusion: ", rng.choice(["Performance within expected range; continue privileges.",
                                    "Refer for FPPE (6 cases) re: documentation.",
                                    "Meets expectations; recommend reappointment."]), " ")
    n.ln("")
    n.w("Peer Review Committee chair: ")
    name(n, chair, rng.choice(["tfull", "full"]))
    n.w("    Date: ")
    D(n, plus(d, rng.randint(5, 30)), rng.choice(["num", "long"]))
    n.ln("")
    n.w("Prepared by Medical Staff Quality: ")
    prep = ctx.staff()
    name(n, prep, "full")
    n.ln(", ", (prep.email(rng, ctx.dom), "EMAIL"))


# =================================================================== case log
SUP = ["direct", "indirect (on site)", "indirect (off site)", "observed", "performed independently", "Level 1", "Level 2", "Level 3"]
WPBA = ["DOPS", "CBD", "mini-CEX", "ACAT", "CEX", "ALMAT", "Mini-PAT", "EPA"]


def case_log(n, ctx):
    rng, c = n.rng, n.c
    tr = ctx.person()
    sup = [ctx.person() for _ in range(rng.randint(1, 3))]
    k = rng.randrange(3)
    mrn_lbl = {"UK": "Hosp no.", "IE": "MRN", "AU": "UR", "US": "MRN", "CA": "Chart #"}[c]
    n.ln(rng.choice(["SUPERVISED CASE LOG - EXTRACT", "Procedure Logbook (supervised)", "Clinical Supervision Log",
                     {"UK": "CASE LOG ENTRIES FOR ARCP", "US": "ACGME CASE LOG - RESIDENT ENTRIES", "CA": "CBD EPA OBSERVATION LOG",
                      "AU": "TERM SUPERVISION LOG - PREVOCATIONAL", "IE": "CASE LOG ENTRIES FOR ANNUAL REVIEW"}[c]]))
    n.w("Trainee: ")
    name(n, tr, rng.choice(["tfull", "full", "lastfirst"]))
    n.ln("    Grade: ", ctx.grade())
    n.ln("Programme: ", (rng.choice(P.TRAINING_BODIES[c]), "ORGANIZATION"), " - ", ctx.spec)
    n.w("Placement: ", (ctx.hosp, "HOSPITAL"))
    n.w("    Period: ")
    start = plus(ctx.d0, -rng.randint(60, 120))
    D(n, start, rng.choice(["num", "short", "monyear"]))
    n.w(" to ")
    D(n, ctx.d0, rng.choice(["num", "short", "monyear"]))
    n.ln("")
    n.ln("")
    d = start
    if k == 0:
        n.ln("| # | Date | Patient | ", mrn_lbl, " | Age/Sex | Procedure / case | Supervision | Supervisor |")
        n.ln("|---|---|---|---|---|---|---|---|")
        for i in range(rng.randint(5, 9)):
            d = plus(d, rng.randint(1, 12))
            p = ctx.person("PATIENT")
            s = rng.choice(sup)
            n.w("| ", str(i + 1), " | ")
            D(n, d, rng.choice(["num", "num2", "daymon3"]))
            n.w(" | ", (p.init(), "PATIENT"), " | ", (C.mrn(rng, c), "MRN"), " | ")
            n.w((str(rng.randint(17, 96)), "AGE"), p.sex, " | ", rng.choice(PROCS), " | ", rng.choice(SUP), " | ")
            name(n, s, rng.choice(["tinit", "tlast", "initials"]))
            n.ln(" |")
        n.ln("")
        n.ln("Notes on selected entries:")
        for i in range(rng.randint(1, 3)):
            n.w("  ", rng.choice(["#2", "#3", "#4", "#5"]), ": ")
            n.ln(clin_line(rng), " ", rng.choice(["Reflection uploaded.", "Linked to DOPS.", "Supervisor present throughout."]))
    elif k == 1:
        for i in range(rng.randint(3, 5)):
            d = plus(d, rng.randint(2, 20))
            s = rng.choice(sup)
            n.w("Entry ", str(i + 1), " - ")
            D(n, d, rng.choice(["wdlong", "long", "num", "wdshort"]))
            n.w(" - ", rng.choice(WPBA), "\n")
            n.w(rng.choice(["Seen: ", "Case subject: ", "Pt: "]))
            patient_ref(n, ctx, rich=True)
            n.ln("")
            n.w("Location: ", (rng.choice([ctx.ward] + P.WARDS), "HOSPITAL"))
            if rng.random() < 0.4:
                n.w(", bed ", (str(rng.randint(1, 28)), "LOCATION_OTHER"))
            n.ln("")
            n.ln("Case: ", rng.choice(DIAGNOSES), ". ", clin_line(rng))
            n.ln("Procedure: ", rng.choice(PROCS), " (", rng.choice(SUP), ")")
            n.w("Supervisor: ")
            name(n, s, rng.choice(["tfull", "tinit"]))
            n.ln(" - ", rng.choice(["competent to perform with indirect supervision", "meets expectations", "needs further practice",
                                     "above expected for stage of training"]))
            n.ln("")
    else:
        n.ln("Supervision sessions (clinical supervisor):")
        for i in range(rng.randint(2, 4)):
            d = plus(d, rng.randint(7, 21))
            s = rng.choice(sup)
            n.w("\n")
            D(n, d, rng.choice(["wdlong", "long", "num"]))
            n.w(" - with ")
            name(n, s, rng.choice(["tfull", "tlast"]))
            n.w(", ", rng.choice(["1 hour", "45 min", "30 minutes"]), "\n")
            p = ctx.person("PATIENT")
            age = rng.randint(18, 90)
            n.w("Discussed ")
            k2 = rng.randrange(3)
            if k2 == 0:
                n.w((p.first, "PATIENT"), " (", (str(age), "AGE"), ")")
            elif k2 == 1:
                n.w(p.t() + " ", (p.last, "PATIENT"), " (", (str(age), "AGE"), ")")
            else:
                n.w((p.init(), "PATIENT"), ", ", (str(age), "AGE"), p.sex.lower(), ", ", mrn_lbl, " ", (C.mrn(rng, c), "MRN"))
            job = rng.choice(P.PROFESSIONS)
            n.w(", ", rng.choice(["", "formerly ", "who works as "]) + art(job) + " ", (job, "PROFESSION"))
            if rng.random() < 0.4:
                n.w(" at ", (rng.choice(P.REL_EMPLOYERS), "ORGANIZATION"))
            n.w(", admitted with ", rng.choice(DIAGNOSES), ". ")
            if rng.random() < 0.5:
                rw, rel = kin(ctx)
                n.w("Collateral from ", rw, " ")
                name(n, rel, rng.choice(["first", "full"]), "FAMILY")
                n.w(" (", (C.phone(rng, c, "mob"), "PHONE"), "). ")
            n.ln(rng.choice(["Reviewed capacity assessment and the MHA/legal framework.", "Discussed risk formulation and safety plan.",
                             "Reflected on breaking bad news; plan to observe next family meeting.",
                             "Reviewed antibiotic choice and de-escalation.", "Discussed escalation plan and DNACPR decision."]))
    n.ln("")
    n.w("Signed off: ")
    name(n, sup[0], rng.choice(["tfull", "full"]))
    n.w(", ", rng.choice(["Clinical Supervisor", "Educational Supervisor", "Supervisor of Training", "Program Director"]), ", ")
    D(n, plus(ctx.d0, rng.randint(0, 10)), rng.choice(["num", "long"]))
    n.ln("")
    if rng.random() < 0.4:
        n.ln("Exported from ePortfolio by ", (tr.user(rng), "USERNAME"), "; patient identifiers to be removed before upload.")
