"""Genres: pre-employment health assessment, workplace injury first report, return-to-work plan."""
import datetime as dt

import genres_e
import pools as P
from common import (pick, write_addr, idnum, license_no, email, plate, vin, fmt_date, words, digits, account, bioid)
from blocks import (letterhead, sign_doc, sign_other, pt_block, portal_footer, age_phrase, wt, NURSE_CRED, PT_CRED)


def country_span(n, name):
    if name.startswith("the "):
        n.t("the ")
        name = name[4:]
    n.s(name, "COUNTRY")


def vitals(rng, c):
    sbp, dbp = rng.randrange(106, 156), rng.randrange(64, 98)
    hr = rng.randrange(54, 98)
    h = rng.randrange(152, 196)
    w = rng.randrange(52, 128)
    bmi = w / (h / 100.0) ** 2
    if c.country == "US":
        inch = round(h / 2.54)
        return "BP %d/%d  HR %d  Ht %d'%d\"  Wt %d lb  BMI %.1f" % (sbp, dbp, hr, inch // 12, inch % 12, round(w * 2.2046), bmi)
    return "BP %d/%d  P %d  Ht %d cm  Wt %d kg  BMI %.1f" % (sbp, dbp, hr, h, w, bmi)


def vision(rng, c):
    if c.country == "US":
        return "Vision (Snellen) R 20/%s L 20/%s %s; Ishihara %d/14" % (
            pick(rng, ["20", "20", "25", "30"]), pick(rng, ["20", "25", "40"]), pick(rng, ["uncorrected", "corrected"]), rng.randrange(11, 15))
    return "Visual acuity R 6/%s L 6/%s %s; Ishihara %d/15" % (
        pick(rng, ["6", "6", "9", "12"]), pick(rng, ["6", "9"]), pick(rng, ["unaided", "with glasses"]), rng.randrange(12, 16))


def spiro(rng):
    fvc = rng.randrange(300, 560) / 100.0
    ratio = rng.randrange(68, 86) / 100.0
    return "FEV1 %.2f L (%d%% pred), FVC %.2f L (%d%% pred), FEV1/FVC %.2f" % (
        fvc * ratio, rng.randrange(78, 112), fvc, rng.randrange(80, 115), ratio)


# ------------------------------------------------------------------ pre-employment
def pre_employment(rng, c, n):
    doc, nurse, hr = c.person(), c.person(), c.person()
    d0 = c.base
    lay = rng.randrange(3)
    driver = c.job in P.DRIVING_JOBS or rng.random() < 0.25
    if lay == 0:
        letterhead(n, c, c.clinic)
        n.t("\n" + pick(rng, ["PRE-PLACEMENT HEALTH ASSESSMENT", "PRE-EMPLOYMENT MEDICAL EXAMINATION",
                              "Pre-Employment Health Assessment - Confidential"]) + "\n")
        n.t("=" * 44 + "\n")
        n.f("Candidate: {nm:PATIENT}    DOB: {dob:DATE}    Age: {age:AGE}    Sex: {sx}\n",
            nm=c.pt.form(rng, ("LF", "full", "lf")), dob=c.d(c.dob), age=c.age, sx=c.pt.sex)
        n.t("Address: ")
        write_addr(n, c.home, rng, oneline=True)
        n.f("\nMobile: {ph:PHONE}   Email: {em:EMAIL}\n", ph=c.phone(), em=email(rng, c.pt.first, c.pt.last))
        n.f("Position applied for: {job:PROFESSION}\nHiring company: {emp:ORGANIZATION} - contact {hr:FAMILY} (HR) {hp:PHONE}\n",
            job=c.job, emp=c.emp, hr=hr.full(), hp=c.phone(ext=rng.random() < 0.5))
        n.f("Requisition #: {rq:IDNUM}    Candidate ID: {cid:IDNUM}    Visit: {acc:ACCOUNT}\n",
            rq=idnum(rng, "req"), cid=idnum(rng, "emp"), acc=account(rng))
        if rng.random() < 0.6:
            n.f("Clinic chart no.: {mr:MRN}\n", mr=c.mrn)
        n.f("Date of assessment: {d:DATE}   Exam room {rm:LOCATION_OTHER}\n\n", d=c.d(d0), rm=str(rng.randrange(1, 12)))
        n.t("HEALTH QUESTIONNAIRE (self-report, reviewed with candidate)\n")
        yn = pick(rng, ["nil", "yes - ", "yes, "])
        n.t("- Prior WC claims: " + yn)
        if yn != "nil":
            n.f("{bp} {dx} in {yr:DATE} while employed by {pe:ORGANIZATION}, full recovery",
                bp=c.injury[0], dx=c.injury[2], yr=str(c.base.year - rng.randrange(2, 12)),
                pe=pick(rng, P.EMPLOYER_BASE) + " " + pick(rng, P.EMPLOYER_SUF[c.country]))
        n.f("\n- Medications: {m}\n- Allergies: {a}\n- Smoking: {sm}\n",
            m=pick(rng, ["nil regular", pick(rng, P.MEDS), pick(rng, P.MEDS) + ", " + pick(rng, P.MEDS)]),
            a=pick(rng, ["NKDA", "penicillin (rash)", "sulfa", "latex - contact dermatitis"]),
            sm=pick(rng, ["never", "ex-smoker, quit 6 yrs ago", "10/day", "vapes daily", "current, 15 pack-yr"]))
        n.f("- Born in ", )
        country_span(n, pick(rng, P.COUNTRIES_BORN))
        n.f(", moved here {yr:DATE}\n", yr=str(c.base.year - rng.randrange(1, 20)))
        n.f("- FHx: father {fx}, died at {fa:AGE}\n\n", fx=pick(rng, ["MI", "CVA", "colon ca", "T2DM/CKD"]), fa=rng.randrange(48, 88))
        n.t("EXAMINATION\n  " + vitals(rng, c) + "\n  " + vision(rng, c) + "\n")
        n.t("  Audiometry: " + pick(rng, ["all thresholds <=25 dB HL 500-8000 Hz bilat", "mild HF notch L 4 kHz 35 dB",
                                          "R 4k 40 dB, L 4k 30 dB - refer baseline"]) + "\n")
        n.t("  Spirometry: " + spiro(rng) + "\n  Urinalysis: " + pick(rng, ["NAD", "trace protein", "glucose neg, blood neg"]) + "\n")
        n.f("  Urine drug screen: specimen {sp:IDNUM} - {r}\n", sp=idnum(rng, "specimen"),
            r=pick(rng, ["negative", "negative (dilute) - recollect", "non-negative THC, sent for GC-MS"]))
        n.t("  MSK: full ROM spine/limbs, SLR 80/80, grip R %d kg L %d kg\n" % (rng.randrange(28, 56), rng.randrange(26, 52)))
        if driver:
            n.f("  Driver licence {dl:LICENSE} sighted, class {cl}, exp {ex:DATE}\n",
                dl=license_no(rng, "dl", c.country), cl=pick(rng, ["HR", "MR", "AZ", "CDL-A", "5", "DZ"]),
                ex=c.d(c.later(200, 1400)))
        n.f("\nOUTCOME: {o}\n\n", o=pick(rng, ["FIT for proposed role", "FIT WITH RESTRICTIONS - no work at heights pending BP review",
                                              "FIT - hearing baseline to be repeated in 12 mo", "TEMPORARILY UNFIT - awaiting GC-MS confirm"]))
        sign_doc(n, c, doc, date=d0)
        n.t("Assessment nurse: ")
        sign_other(n, c, nurse, NURSE_CRED)
    elif lay == 1:
        letterhead(n, c, c.clinic, emailaddr=email(rng, "intake", c.clinic.split()[0]))
        n.f("\n{d:DATE}\n\n", d=c.d(d0, pick(rng, [c.long(), c.style])))
        n.f("{hr:FAMILY}\nPeople & Culture\n{emp:ORGANIZATION}\n", hr=hr.full(), emp=c.emp)
        write_addr(n, c.emp_addr, rng, oneline=False)
        n.f("\n\nRe: Pre-employment medical - {nm:PATIENT} (DOB {dob:DATE})\nPosition: {job:PROFESSION}   Ref: {rq:IDNUM}   Our file: {mr:MRN}\n\n",
            nm=c.pt.full(), dob=c.d(c.dob), job=c.job, rq=idnum(rng, "req"), mr=c.mrn)
        n.f("Dear {hrf:FAMILY},\n\nThank you for referring {t} {ln:PATIENT}, a ", hrf=hr.first, t=c.pt.title(), ln=c.pt.last)
        age_phrase(n, c)
        n.f(" {g}, who attended {cl:HOSPITAL} on {d:DATE} for a pre-placement assessment against the inherent "
            "requirements of the {job:PROFESSION} role (medium-heavy physical demands, rotating 12 h shifts).\n\n",
            g=pick(rng, ["man", "woman", "applicant"]) if rng.random() < 0.5 else "applicant", cl=c.clinic, d=c.d(d0), job=c.job)
        n.t("Findings relevant to the role:\n")
        n.t(" * " + vitals(rng, c) + "\n * " + vision(rng, c) + "\n * Spirometry: " + spiro(rng) + "\n")
        n.t(" * Functional screen: floor-to-waist lift " + wt(c, rng.randrange(15, 35)) + " x5 with good mechanics; "
            "sustained squat 60 s; ladder climb satisfactory\n")
        n.f(" * Hep B sAb {hb} mIU/mL (course completed {yr:DATE}); tetanus booster {yr2:DATE}\n",
            hb=rng.randrange(12, 900), yr=str(c.base.year - rng.randrange(3, 15)), yr2=str(c.base.year - rng.randrange(1, 9)))
        n.t("\nOpinion: " + pick(rng, ["Fit for the position without restriction.",
                                       "Fit for the position. Recommend annual audiometry given baseline notch at 4 kHz.",
                                       "Fit with temporary restriction: no respirator-dependent tasks until fit-test completed.",
                                       "Fit subject to review of BP in 3 months by GP."]) + "\n")
        n.t("Consent for release of this outcome (not clinical detail) was signed by the candidate.\n\nRegards,\n\n")
        sign_doc(n, c, doc)
        if rng.random() < 0.5:
            n.f("cc: {nm:PATIENT} (candidate) via {em:EMAIL}\n", nm=c.pt.fi_last(), em=email(rng, c.pt.first, c.pt.last))
    else:
        n.f("{cl:HOSPITAL} - PEM nursing notes   {d:DATE} {tm}\n", cl=c.clinic, d=c.d(d0), tm=pick(rng, ["0815", "1340", "0930", "1510"]))
        n.f("pt: {nm:PATIENT}  dob {dob:DATE}  ", nm=c.pt.LF(), dob=c.d(c.dob))
        age_phrase(n, c)
        n.f(" {sx}\nco: {emp:ORGANIZATION}  role: {job:PROFESSION}\nchart {mr:MRN}  ph {ph:PHONE}\n",
            sx=c.pt.sex, emp=c.emp, job=c.job, mr=c.mrn, ph=c.phone())
        n.t("------\n")
        n.t("hx: " + pick(rng, ["nil sig", "asthma as child, no inhalers >5y", "L ACL recon, full RTS", "HTN on ramipril 5mg",
                                 "T2DM diet controlled, HbA1c 6.1%"]) + "\n")
        n.t(vitals(rng, c).lower() + "\n" + vision(rng, c) + "\n")
        n.t("audio: " + pick(rng, ["wnl", "HF notch bilat 4k", "L 6k 35dB"]) + " / spiro: " + spiro(rng) + "\n")
        n.f("UDS spec# {sp:IDNUM} sent, COC completed; bio-ID enrol {bi:BIOID} (site time clock)\n",
            sp=idnum(rng, "specimen"), bi=bioid(rng))
        if driver:
            n.f("lic {dl:LICENSE} sighted\n", dl=license_no(rng, "dl", c.country))
        n.f("bp repeat at 10 min {b}\nfwd to Dr {dr:DOCTOR} for sign-off\n- {ns:DOCTOR} {cr}\n",
            b="%d/%d" % (rng.randrange(110, 150), rng.randrange(68, 95)), dr=doc.last, ns=nurse.fi_last(), cr=pick(rng, NURSE_CRED[c.country]))
        n.f("\naddendum {d:DATE}: reviewed, fit for duties. {dr:DOCTOR}\n", d=c.d(c.later(1, 5)), dr=doc.initials(False))


# ------------------------------------------------------------------ injury first report
def injury_report(rng, c, n):
    if rng.random() < 0.3:
        return genres_e.injury_email(rng, c, n)
    sup, wit = c.person(), c.person()
    doi = c.doi
    rep = doi + dt.timedelta(days=rng.randrange(0, 4))
    title = {"US": ["EMPLOYER'S FIRST REPORT OF WORK INJURY OR ILLNESS", "FIRST REPORT OF INJURY (FROI)"],
             "CA": ["EMPLOYER'S REPORT OF INJURY/ILLNESS", "Form 7 - Employer's Report of Injury"],
             "AU": ["EMPLOYER INJURY NOTIFICATION", "WORKPLACE INJURY REGISTER - INITIAL NOTIFICATION"]}[c.country]
    n.t(pick(rng, title) + "\n")
    n.f("Incident ref: {ir:IDNUM}    Claim #: {cl:IDNUM}\n\n", ir=idnum(rng, "incident"), cl=c.claim)
    n.t("A. WORKER\n")
    n.f("Name: {nm:PATIENT}\n", nm=c.pt.form(rng, ("LF", "lf", "fml")))
    n.f("{lab} {ss:SSN}    DOB: {dob:DATE}    Sex: {sx}\n",
        lab={"US": "SSN:", "CA": "SIN:", "AU": "CRN:"}[c.country], ss=c.ssn, dob=c.d(c.dob), sx=c.pt.sex)
    n.t("Home address: ")
    write_addr(n, c.home, rng, oneline=True)
    n.f("\nPhone: {ph:PHONE}    Employee #: {en:IDNUM}\n", ph=c.phone(), en=idnum(rng, "emp"))
    n.f("Occupation: {job:PROFESSION}    Date hired: {dh:DATE}    Status: {st}\n",
        job=c.job, dh=c.d(c.doi - dt.timedelta(days=rng.randrange(60, 4000))), st=pick(rng, ["FT", "PT", "casual", "seasonal", "FT perm"]))
    n.t("Language: " + pick(rng, ["English", "Spanish (interpreter req)", "Punjabi", "Vietnamese", "Tagalog", "English"]) + "\n\n")
    n.t("B. EMPLOYER\n")
    n.f("{emp:ORGANIZATION}\n", emp=c.emp)
    write_addr(n, c.emp_addr, rng, oneline=rng.random() < 0.5)
    n.f("\nPh {ph:PHONE}   Fax {fx:FAX}\n", ph=c.phone(), fx=c.phone())
    n.f("Policy / account: {po:HEALTHPLAN}    Insurer: {ins:ORGANIZATION}\n", po=c.policy, ins=c.insurer)
    n.f("Supervisor: {sp:FAMILY}  {sph:PHONE}\n\n", sp=sup.full(), sph=c.phone(ext=rng.random() < 0.4))
    n.t("C. INCIDENT\n")
    n.f("Date of injury: {d:DATE}   Time: {tm}   Shift start: {ss}\n", d=c.d(doi), tm=pick(rng, ["10:40", "0215", "14:05", "3:30 pm", "06:50"]),
        ss=pick(rng, ["0600", "07:00", "1800", "22:00"]))
    loc = rng.randrange(3)
    if loc == 0:
        n.f("Where: Dock {dk:LOCATION_OTHER}, {b:LOCATION_OTHER}\n", dk=str(rng.randrange(1, 24)),
            b=pick(rng, P.NAMED_PLACES))
    elif loc == 1:
        n.f("Where: offsite - customer premises at {st:STREET}, {ci:CITY}\n", st=c.address()["street"], ci=c.address()["city"])
    else:
        n.f("Where: Bay {by:LOCATION_OTHER}, production floor (line {ln})\n", by=str(rng.randrange(1, 40)), ln=rng.randrange(1, 6))
    n.t("Describe what happened: " + pick(rng, ["Worker reports ", "EE states ", "Per worker, ", "Supervisor advises worker "])
        + c.mech + ". " + pick(rng, ["Immediate pain, unable to continue shift.", "Finished shift, pain worse next am.",
                                     "First aid given on site (ice, sling).", "Felt a pop, swelling within the hour."]) + "\n")
    n.t("Body part: " + c.injury[0] + "    Nature: " + c.injury[2] + "\n")
    n.f("Witness: {w:FAMILY} ({wr}) ph {wp:PHONE}\n", w=wit.full(), wr=pick(rng, ["co-worker", "leading hand", "lead hand", "contractor"]), wp=c.phone())
    if rng.random() < 0.55:
        n.f("Vehicle/plant involved: {yr} {mk}, rego/plate {pl:VEHICLE}, VIN {vn:VEHICLE}\n",
            yr=rng.randrange(2008, 2024), mk=pick(rng, ["Toyota 8FGU25 forklift", "Freightliner Cascadia", "Isuzu NPR", "Hino 500",
                                                       "Ford Transit", "Kenworth T610", "CAT 950 loader"]),
            pl=plate(rng, c.country), vn=vin(rng))
    n.t("\nD. TREATMENT\n")
    hosp = pick(rng, P.HOSPITALS)
    n.f("Taken to {h:HOSPITAL} by {how} on {d:DATE}; seen by Dr {dr:DOCTOR}. ", h=hosp,
        how=pick(rng, ["ambulance", "supervisor", "taxi", "own vehicle (driven by co-worker)"]), d=c.d(doi), dr=c.person().last)
    if rng.random() < 0.5:
        n.f("(hospital MRN {mr:MRN}) ", mr=c.mrn)
    n.f("Follow-up at {cl:HOSPITAL}.\n", cl=c.clinic)
    n.t("Lost time beyond day of injury: " + pick(rng, ["Yes", "No", "Unknown at time of report"]) + "\n")
    n.f("Employer first aware: {d:DATE}   Report completed: {d2:DATE}\n", d=c.d(doi), d2=c.d(rep))
    n.f("Completed by: {sp:FAMILY}, {ttl}\n", sp=sup.full() if rng.random() < 0.5 else sup.fi_last(),
        ttl=pick(rng, ["Shift Supervisor", "WHS Coordinator", "Safety Manager", "HR Generalist"]))
    if rng.random() < 0.75:
        portal_footer(n, c, sup, rep)
    if rng.random() < 0.4:
        n.f("Notified to {rb} {d:DATE}.\n", rb=c.reg_body, d=c.d(rep))


# ------------------------------------------------------------------ return-to-work plan
def rtw_plan(rng, c, n):
    sup, coord, gp, physio = c.person(), c.person(), c.person(), c.person()
    start = c.base
    n.t(pick(rng, ["RETURN TO WORK PLAN", "Graduated Return to Work Plan", "RECOVER AT WORK PLAN", "Modified Duties / RTW Program"]) + "\n")
    n.f("Plan no. {pn:IDNUM}  |  version {v}\n\n", pn=idnum(rng, "other"), v=rng.randrange(1, 4))
    pt_block(n, c, fields=("name", "claim", "doi", "emp", "job"))
    n.f("Worksite: {st:STREET}, {ci:CITY}\n", st=c.emp_addr["street"], ci=c.emp_addr["city"])
    n.f("Supervisor: {sp:FAMILY}    ph {sph:PHONE}\n", sp=sup.full(), sph=c.phone())
    n.f("RTW coordinator: {co:FAMILY}  {em:EMAIL}\n", co=coord.full(), em=email(rng, coord.first, coord.last))
    n.f("Treating practitioner: Dr {gp:DOCTOR}, {cl:HOSPITAL}\n", gp=gp.full(), cl=c.clinic)
    n.f("Physiotherapist: {ph:DOCTOR} ({rc:HOSPITAL})\n", ph=physio.full(), rc=pick(rng, P.REHAB_CLINICS))
    n.f("Plan period: {a:DATE} to {b:DATE}\n\n", a=c.d(start), b=c.d(start + dt.timedelta(days=rng.randrange(28, 70))))
    n.t("Diagnosis: " + c.injury[2] + " (" + c.injury[0] + ")\n")
    n.t("Goal: " + pick(rng, ["return to pre-injury duties, full hours", "RTW to pre-injury role with permanent modification",
                               "sustainable modified duties at 38 h/wk", "full duties by week 6"]) + "\n\n")
    n.t("Medical restrictions (per certificate dated ")
    n.s(c.d(start - dt.timedelta(days=rng.randrange(1, 6))), "DATE")
    n.t("):\n")
    kg = rng.randrange(5, 15)
    for r in rng.sample([
            "no lifting > %s" % wt(c, kg), "no overhead reaching with affected arm", "sit/stand alternation every 30 min",
            "no ladders or work at heights", "no operating mobile plant", "max 4 h/day week 1-2", "no repetitive gripping",
            "no night shift", "avoid prolonged kneeling/squatting", "may drive to and from work"], 4):
        n.t("  - " + r + "\n")
    n.t("\nSchedule\n")
    n.t(pick(rng, ["Wk | Dates | Hrs/day | Days | Duties\n", "Week  Dates              Hours  Duties\n"]))
    wk = start
    sst = pick(rng, ["md_us" if c.country == "US" else "md_au", c.style])
    for i in range(rng.randrange(3, 6)):
        end = wk + dt.timedelta(days=4)
        n.t("%d | " % (i + 1))
        n.s(c.d(wk, sst), "DATE")
        n.t("-")
        n.s(c.d(end, sst), "DATE")
        n.t(" | %d | %s | %s\n" % (min(4 + 2 * i, 8), pick(rng, ["M-F", "Mon/Wed/Fri", "5", "4"]), pick(rng, [
            "reception/admin, parts inventory", "toolbox talks, QA checks", "light assembly (seated)",
            "driver induction training", "pre-injury duties excl. heavy lifting", "normal duties, monitor"])))
        wk = wk + dt.timedelta(days=7)
    n.t("\nReview: weekly phone check-in; formal review ")
    n.s(c.d(wk), "DATE")
    n.t(" with Dr ")
    n.s(gp.last, "DOCTOR")
    n.t(".\n")
    if rng.random() < 0.4:
        n.f("Union rep: {u:FAMILY} ({un:ORGANIZATION}) consulted and agrees.\n", u=c.person().full(), un=pick(rng, P.UNIONS))
    if rng.random() < 0.35:
        hol = pick(rng, P.HOLIDAYS[c.country])
        if hol.startswith("the "):
            n.t("Note: site shutdown over the ")
            hol = hol[4:]
        else:
            n.t("Note: site shutdown over ")
        n.s(hol, "DATE")
        n.t(" - plan paused, resumes next working day.\n")
    n.t("If symptoms flare, worker to stop task, notify supervisor and contact treating practitioner.\n\nAgreed:\n")
    d1 = start - dt.timedelta(days=rng.randrange(1, 4))
    n.f("Worker  ____{nm:PATIENT}____  {d:DATE}\n", nm=c.pt.full(), d=c.d(d1))
    n.f("Supervisor  {sp:FAMILY}  {d:DATE}\n", sp=sup.fi_last(), d=c.d(d1))
    n.f("RTW Coordinator  {co:FAMILY}  {d:DATE}\n", co=coord.full(), d=c.d(d1))
    if rng.random() < 0.6:
        n.f("Approved by insurer case manager {cm:DOCTOR}, {cr} ({ins:ORGANIZATION}) {d:DATE}\n",
            cm=c.person().full(), cr=pick(rng, NURSE_CRED[c.country]), ins=c.insurer, d=c.d(d1 + dt.timedelta(days=1)))
