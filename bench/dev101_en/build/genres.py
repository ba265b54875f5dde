"""Genre templates. Each returns a marked string (PHI wrapped by compose.ph)."""
import pools as P
from compose import (ph, D, doc, name, fam, phone, email, url, ip, digits, letters, vin, plate, age_phrase,
                     address_line, lab_table, vitals_trend, bmp_fishbone, vitals, meds, drip, score, time, time_h, ordinary,
                     problem_list, header, signature, cc_block, audit, fmt_date, words, SHORT_STYLES, lab_lookup,
                     labval)

J = "\n".join
CC = ["shortness of breath", "chest pain", "fever and confusion", "abdominal pain", "fall at home",
      "weakness", "melena", "leg swelling", "syncope", "cough and fever", "vomiting", "right leg redness"]


def sex_words(c):
    return ("He", "His") if c.pt.sex == "M" else ("She", "Her")


def social(r, c, tele):
    f = c.hcp
    He, His = sex_words(c)
    parts = []
    if tele:
        parts.append(f"SH: lives w/ {f.role} {fam(r, f)} in {ph('CITY', c.city)}, {ph('STATE', c.state_abbr)}.")
        parts.append(r.choice([f"Works as {ph('PROFESSION', c.profession)} at {ph('ORGANIZATION', c.employer)}.",
                               f"Retired {ph('PROFESSION', c.profession)}.",
                               f"Occupation: {ph('PROFESSION', c.profession)} ({ph('ORGANIZATION', c.employer)})."]))
        parts.append(r.choice(["Tob: 30 pk-yr, quit.", "Tob: denies. EtOH: 2-3 beers/day.", "Never smoker, no EtOH/IVDU.",
                               "Former smoker, quit 10 yrs ago; rare EtOH."]))
        if r.random() < 0.5:
            parts.append(f"Born in {ph('COUNTRY', c.country)}; in US since {D(r, c.day(-r.randint(2000, 9000)), ['year'])}.")
    else:
        parts.append(f"{He} lives with {c.hisher} {f.role}, {fam(r, f, 'full')}, at {address_line(r, c)}.")
        parts.append(r.choice([f"{He} works as a {ph('PROFESSION', c.profession)} for {ph('ORGANIZATION', c.employer)}.",
                               f"{He} is a retired {ph('PROFESSION', c.profession)} and previously worked at {ph('ORGANIZATION', c.employer)}.",
                               f"{He} has worked as a {ph('PROFESSION', c.profession)} for many years."]))
        if r.random() < 0.6:
            parts.append(f"{He} was born in {ph('COUNTRY', c.country)} and attends {ph('ORGANIZATION', c.org)}.")
        parts.append(r.choice(["No tobacco, alcohol or drug use.", "Smoked one pack per day for 20 years, quit.",
                               "Drinks wine on weekends; denies other substances."]))
    return " ".join(parts)


def family_hx(r, c):
    return r.choice([f"FHx: mother died at {ph('AGE', r.randint(55, 95))} (MI); father w/ DM2, alive at {ph('AGE', r.randint(70, 99))}.",
                     f"Family history: father deceased at age {ph('AGE', r.randint(48, 90))} from colon cancer; sister ({ph('AGE', r.randint(30, 80))}) with lupus.",
                     f"FH: brother, {ph('AGE', r.randint(30, 80))}, s/p CABG. No family hx of VTE.",
                     "Family history noncontributory."])


def exam(r, tele):
    eps = r.sample(["Babinski sign absent bilaterally", "negative Murphy's sign", "no Kernig or Brudzinski sign",
                    "Chvostek sign negative", "Romberg negative", "no Homans sign", "Kussmaul respirations absent",
                    "Tinel sign negative at wrist", "Hoffmann sign absent", "Trousseau sign negative"], 2)
    if tele:
        return J(["PE:", "Gen: NAD, A&Ox3", "HEENT: MMM, EOMI", "CV: RRR, no m/r/g", "Pulm: crackles at bases b/l",
                  "Abd: soft, NT/ND, +BS", "Ext: 1+ pitting edema to mid-shin", f"Neuro: {eps[0]}; {eps[1]}",
                  f"{score(r)}; {score(r)}"])
    return (f"On examination the patient is alert and oriented. Heart sounds are regular without murmur. "
            f"There are bibasilar crackles. The abdomen is soft and nontender. Neurologic exam: {eps[0]}, and "
            f"{eps[1]}. {score(r)}.")


def plan(r, c, tele):
    out = []
    for i, (p, icd) in enumerate(c.problems[:4]):
        act = r.choice(["continue " + r.choice(P.DRUGS), "trend labs, " + score(r), "check " + r.choice(["BMP", "CBC", "lactate", "troponin"]) + " in AM",
                        "consult " + r.choice(["cardiology", "nephrology", "GI", "ID", "neurology"]), "hold " + r.choice(P.DRUGS).split(" ")[0],
                        "PT/OT; fall precautions", "monitor on telemetry"])
        out.append(f"# {p} ({icd}): {act}" if tele else f"{i + 1}. {p} ({icd}). Plan: {act}.")
    return out


# ============================================================================ 1 admission H&P
def admission_hp(r, c):
    tele = r.random() < 0.5
    He, His = sex_words(c)
    L = [header(r, c, "Admission History and Physical", D(r, c.admit),
                extra=[("Attending", doc(r, c.attending, "cred")), ("PCP", doc(r, c.pcp))]), ""]
    L.append("CHIEF COMPLAINT: " + r.choice(CC))
    ppx = ", ".join(p for p, _ in c.problems[1:3])
    if tele:
        L.append(f"HPI: {c.pt_name(r, 'title')} is a {age_phrase(r, c)} w/ PMH {ppx} p/w {r.choice(CC)} x{r.randint(2, 9)}d. "
                 f"Sx began {D(r, c.day(-r.randint(2, 9)), SHORT_STYLES)}. Seen at {ph('HOSPITAL', r.choice(P.CLINICS))} "
                 f"{D(r, c.day(-1), ['wd', 'wd_md'])}, sent to ED. {f'{c.hcp.role.capitalize()} {fam(r, c.hcp)} at bedside, gives hx.'} "
                 f"{ordinary(r, 1)}")
    else:
        L.append(f"HISTORY OF PRESENT ILLNESS: {c.pt_name(r, r.choice(['full', 'fmi']))} is a {age_phrase(r, c)} with a history of "
                 f"{ppx} who presented to the {ph('HOSPITAL', c.hosp)} emergency department on {D(r, c.admit, ['wd_long', 'long'])} "
                 f"with {r.choice(CC)}. {He} was last at baseline on {D(r, c.day(-r.randint(2, 6)), ['wd', 'mon_d', 'md'])}. "
                 f"{His} {c.hcp.role}, {fam(r, c.hcp, 'full')}, reports that {c.heshe} has been more tired since "
                 f"{r.choice([ph('DATE', r.choice(P.HOLIDAYS_SPAN)), D(r, c.day(-r.randint(10, 40)), ['mon_d', 'long'])])}. "
                 f"{ordinary(r, 2)}")
    L += ["", "PAST MEDICAL HISTORY:"] + problem_list(r, c)
    L.append("PAST SURGICAL HISTORY: " + r.choice([f"s/p cholecystectomy ({D(r, c.day(-r.randint(800, 6000)), ['year'])})",
                                                  f"s/p Whipple procedure {D(r, c.day(-r.randint(800, 6000)), ['month_year', 'year'])}",
                                                  f"R TKA {D(r, c.day(-r.randint(800, 6000)), ['year'])}, appendectomy as a child",
                                                  "none"]))
    L += ["", "HOME MEDICATIONS:", meds(r, style=r.choice(["list", "num"])),
          f"Pharmacy: {ph('HOSPITAL', c.pharmacy)}, {phone(r)}", "", "ALLERGIES: " + r.choice(P.ALLERGIES), ""]
    L.append("SOCIAL HISTORY: " + social(r, c, tele))
    L.append(family_hx(r, c))
    L += ["", "VITALS: " + vitals(r, tele), exam(r, tele), "", "LABS:",
          lab_table(r, c, [0]) if r.random() < 0.6 else bmp_fishbone(r)]
    L += ["", "ASSESSMENT AND PLAN:",
          f"{age_phrase(r, c, r.choice(['yo', 'slash', 'sexF']))} admitted for {c.problems[0][0].lower()}."]
    L += plan(r, c, tele)
    L.append(f"VTE ppx: {r.choice(['heparin 5000 units SC q8h', 'enoxaparin 40 mg SC daily', 'SCDs'])}. Code: full. "
             f"HCP: {fam(r, c.hcp, 'full')} ({c.hcp.role}) {phone(r)}")
    if r.random() < 0.35:
        L.append(f"Registration: SSN {ph('SSN', c.ssn)}; {ph('ORGANIZATION', c.insurer)} member {ph('HEALTHPLAN', c.member)}")
    if r.random() < 0.2:
        L.append(f"Patient identity verified by palm-vein scan, template ID {ph('BIOID', 'PV-' + digits(r, 6))}.")
    L += ["", signature(r, c, c.attending if r.random() < 0.5 else c.resident, c.admit)]
    if r.random() < 0.5:
        L.append(audit(r, c))
    return J(L)


# ============================================================================ 2 progress note
def progress_note(r, c):
    tele = r.random() < 0.6
    k = r.randint(1, c.los)
    d = c.day(k)
    hd = k + 1
    author = r.choice([c.intern, c.resident, c.attending])
    L = []
    if r.random() < 0.5:
        L.append(header(r, c, f"Progress Note - HD#{hd}", D(r, d)))
    else:
        L.append(f"{r.choice(['Medicine', 'Hospitalist', 'MICU', 'Cardiology'])} progress note {D(r, d, ['wd_md', 'md', 'mdy'])} {time(r)}\n"
                 f"{c.pt_name(r, r.choice(['upper', 'last_first', 'full']))}  {age_phrase(r, c, r.choice(['slash', 'sexF', 'yo_tight']))}  "
                 f"MRN {ph('MRN', c.mrn)}  Rm {ph('LOCATION_OTHER', c.room)}-{ph('LOCATION_OTHER', c.bed)}")
    L.append("")
    if tele:
        L.append(f"S: NAEO. {r.choice(['c/o mild nausea', 'pain controlled', 'slept poorly', 'denies CP/SOB'])}. "
                 f"{c.hcp.role.capitalize()} {fam(r, c.hcp)} called overnight. {ordinary(r, 1)}")
        L.append(f"O: {vitals(r, True)}")
        L.append(f"I/O: {r.randint(800, 2600)}/{r.randint(600, 3200)} mL; UOP {r.randint(20, 160)} mL/h")
        L.append(f"24h: {vitals_trend(r, 3)}. {score(r)}; {score(r)}.")
    else:
        L.append(f"Subjective: {c.pt_name(r, 'title')} reports feeling {r.choice(['better', 'about the same', 'more short of breath'])} today. "
                 f"{c.heshe.capitalize()} spoke with {c.hisher} {c.hcp.role} {fam(r, c.hcp)} this morning. {ordinary(r, 2)}")
        L.append(f"Objective: {vitals(r, False)}")
    L += ["", "Meds: " + meds(r, r.randint(4, 7), "semi"), ""]
    L.append("Labs:")
    days = sorted(set([max(0, k - 2), max(0, k - 1), k]))
    L.append(lab_table(r, c, days))
    if r.random() < 0.4:
        L.append(bmp_fishbone(r))
    if r.random() < 0.5:
        L.append(f"Micro: blood cx {D(r, c.admit, SHORT_STYLES)} NGTD; urine cx {D(r, c.day(max(0, k - 1)), SHORT_STYLES)} "
                 f">100K E. coli (specimen {ph('IDNUM', 'M' + digits(r, 2) + '-' + digits(r, 5))}).")
    L += ["", "A/P:" if tele else "Assessment and Plan:",
          f"{age_phrase(r, c)} HD#{hd} for {c.problems[0][0].lower()}."]
    L += plan(r, c, tele)
    L.append(f"Dispo: {r.choice(['home', 'SNF', 'acute rehab'])} when stable; anticipate {D(r, c.discharge, SHORT_STYLES)}. "
             f"Discussed with Dr. {ph('DOCTOR', c.attending.surname)}.")
    L += ["", signature(r, c, author, d)]
    if r.random() < 0.4:
        L.append(audit(r, c, author))
    return J(L)


# ============================================================================ 3 consult note
SERV = ["Cardiology", "Nephrology", "Infectious Disease", "Gastroenterology", "Neurology", "Palliative Care",
        "Endocrinology", "Pulmonology", "Psychiatry", "Hematology"]


def consult_note(r, c):
    tele = r.random() < 0.5
    svc = r.choice(SERV)
    k = r.randint(0, max(0, c.los - 1))
    d = c.day(k)
    L = [header(r, c, f"{svc} Consultation", D(r, d),
                extra=[("Requesting", doc(r, c.attending, r.choice(["dr", "cred", "drn"]))),
                       ("Consultant", doc(r, c.consultant, "cred"))]), ""]
    L.append(f"Reason for consult: {r.choice(['AKI', 'new AF', 'bacteremia', 'GI bleed', 'delirium', 'goals of care', 'hyponatremia', 'hypoxia'])}")
    if tele:
        L.append(f"HPI: {age_phrase(r, c, r.choice(['yo', 'yo_tight', 'slash', 'yslasho']))} adm {D(r, c.admit, SHORT_STYLES)} w/ "
                 f"{c.problems[0][0].lower()}. Seen & examined {D(r, d, ['wd_md', 'md'])} {time(r)}. "
                 f"Hx per pt and {c.hcp.role} {fam(r, c.hcp)} ({phone(r)}). Outside records from {ph('HOSPITAL', c.other_hosp)} reviewed.")
    else:
        L.append(f"Thank you for asking us to see {c.pt_name(r, r.choice(['title', 'full']))}, a {age_phrase(r, c)} admitted on "
                 f"{D(r, c.admit, ['long', 'mdy'])} with {c.problems[0][0].lower()}. Records from {ph('HOSPITAL', c.other_hosp)}, "
                 f"where {c.heshe} was treated in {D(r, c.day(-r.randint(60, 700)), ['month_year'])}, were reviewed. {ordinary(r, 2)}")
    L += ["", "PMH:"] + problem_list(r, c)
    L += ["Meds: " + meds(r, r.randint(3, 6), "semi"), "Allergies: " + r.choice(P.ALLERGIES),
          "Social: " + social(r, c, tele), "", "Exam: " + vitals(r, tele), exam(r, tele), ""]
    L.append("Data:")
    L.append(lab_table(r, c, sorted(set([0, k]))))
    if svc == "Cardiology":
        L.append(f"ECG {D(r, d, SHORT_STYLES)}: AF, rate 118, QTc 462 ms. {score(r)}. CHA2DS2-VASc {r.randint(2, 7)}, HAS-BLED {r.randint(1, 4)}.")
        if r.random() < 0.5:
            L.append(f"Device interrogation: dual-chamber pacemaker, serial {ph('DEVICE', letters(r, 3) + digits(r, 6))}, implanted "
                     f"{D(r, c.day(-r.randint(400, 3000)), ['year', 'month_year'])} at {ph('HOSPITAL', c.other_hosp)}; battery 8 yrs.")
    elif svc == "Palliative Care":
        L.append(f"Goals of care meeting held {D(r, d, ['wd', 'wd_md'])} with {c.hcp.role} {fam(r, c.hcp, 'full')} and "
                 f"{fam(r, c.family[-1])}. Surrogate: {fam(r, c.hcp, 'full')}, {phone(r)}.")
    else:
        L.append(f"Imaging {D(r, c.admit, SHORT_STYLES)}: reviewed. {score(r)}.")
    L += ["", "Impression and Recommendations:" if not tele else "Recs:"]
    for i in range(r.randint(3, 5)):
        L.append(f"{i + 1}. " + r.choice(["Start " + r.choice(P.DRUGS), "Check " + r.choice(["TSH", "A1c", "lipase", "BNP", "CK"]),
                                          "Renally dose all meds (CrCl ~" + str(r.randint(15, 60)) + " mL/min)",
                                          "Avoid nephrotoxins; hold lisinopril", "Repeat echo in 6 weeks",
                                          "Will follow; please page with questions", "Obtain TTE", "Foley catheter removal when able"]))
    L.append(f"Discussed with primary team ({doc(r, c.resident, r.choice(['dr', 'plain']))}).")
    L += ["", f"{doc(r, c.consultant, 'cred')} | {svc} | pager {ph('PHONE', c.consultant.pager)}"
          + (f" | {email(r, c.consultant.email)}" if r.random() < 0.3 else "")]
    if r.random() < 0.25:
        L.append(f"NPI {ph('LICENSE', c.consultant.npi)}")
    if r.random() < 0.4:
        L.append(audit(r, c, c.consultant))
    return J(L)


# ============================================================================ 4 operative / procedure note
OPS = [("Laparoscopic cholecystectomy", "Acute calculous cholecystitis", "K80.00"),
       ("Open reduction internal fixation, right hip", "Closed fracture of right femoral neck", "S72.001A"),
       ("Exploratory laparotomy, small bowel resection", "Small bowel obstruction", "K56.609"),
       ("Dual-chamber pacemaker implantation", "Complete heart block", "I44.2"),
       ("Right total knee arthroplasty", "Primary osteoarthritis, right knee", "M17.11"),
       ("Incision and drainage, left thigh abscess", "Cutaneous abscess of left thigh", "L02.416"),
       ("Ventriculoperitoneal shunt placement", "Normal pressure hydrocephalus", "G91.2")]
PROCS = ["Right internal jugular central venous catheter placement", "Ultrasound-guided thoracentesis, left",
         "Diagnostic and therapeutic paracentesis", "Lumbar puncture", "Endotracheal intubation",
         "Flexible bronchoscopy with BAL", "Arterial line placement, left radial", "Upper endoscopy (EGD)"]


def operative_procedure_note(r, c):
    k = r.randint(0, max(0, c.los - 1))
    d = c.day(k)
    if r.random() < 0.55:
        op, dx, icd = r.choice(OPS)
        L = [header(r, c, "Operative Report", D(r, d)), ""]
        L.append(f"Date of surgery: {D(r, d, ['mdy', 'long', 'wd_long'])}")
        L.append(f"Surgeon: {doc(r, c.surgeon, r.choice(['cred', 'dr_full']))}")
        L.append(f"Assistant: {doc(r, c.pa, 'cred')}")
        L.append(f"Anesthesia: general; {doc(r, c.anesth, 'cred')} / {doc(r, c.crna, 'cred')}")
        L.append(f"Circulator: {ph('DOCTOR', c.nurses[0].full())}, RN   Scrub: {ph('DOCTOR', c.nurses[1].given + ' ' + c.nurses[1].surname[0] + '.')}")
        L.append(f"Location: OR suite {ph('LOCATION_OTHER', str(r.randint(1, 18)))}, {ph('LOCATION_OTHER', c.building)}")
        L.append(f"Preoperative diagnosis: {dx} ({icd})\nPostoperative diagnosis: same\nProcedure: {op}")
        L.append(f"ASA class {r.choice(['II', 'III', 'IV'])}; Mallampati {r.choice(['I', 'II', 'III'])}. EBL {r.randint(10, 650)} mL. "
                 f"Fluids {r.randint(600, 3200)} mL LR. UOP {r.randint(80, 900)} mL via Foley catheter.")
        L.append("")
        L.append(f"Indications: {c.pt_name(r, 'title')} is a {age_phrase(r, c)} with {dx.lower()}. Risks, benefits and alternatives were "
                 f"discussed with the patient and {c.hisher} {c.hcp.role}, {fam(r, c.hcp, 'full')}, on {D(r, c.day(k - 1) if k else d, ['wd', 'md', 'long'])}, "
                 f"and consent was signed.")
        L.append(f"Description: Patient identified in holding ({ph('HOSPITAL', c.ward)} bay {ph('LOCATION_OTHER', str(r.randint(1, 20)))}) "
                 f"by name and DOB {D(r, c.dob, ['mdy'])}. Time-out at {time(r)}. Positioned supine, then reverse Trendelenburg position. "
                 f"Cefazolin 2 g IV given at {time(r)}. {ordinary(r, 1)} Incision at {time(r)}; closure at {time(r)}.")
        if "pacemaker" in op or "arthroplasty" in op or "shunt" in op or "fixation" in op or r.random() < 0.5:
            L.append("Implants:")
            L.append("| # | Item | Qty | Serial |")
            L.append("|---|---|---|---|")
            for i in range(r.randint(1, 3)):
                L.append(f"| {i + 1} | {r.choice(['Femoral stem size 12', 'Tibial tray 4', 'Pacing lead 58 cm', 'Pulse generator', 'Shunt valve 110 mm', 'Locking plate 8-hole'])} "
                         f"| {r.randint(1, 2)} | {ph('DEVICE', letters(r, 2) + digits(r, 7))} |")
        L.append(f"Specimens: {r.choice(['gallbladder', 'bowel segment', 'abscess wall', 'none'])} to pathology, requisition "
                 f"{ph('IDNUM', 'REQ-' + digits(r, 7))}.")
        L.append(f"Disposition: PACU in stable condition. Dictated by {doc(r, c.surgeon, 'dr')}; "
                 f"transcribed {ph('DOCTOR', c.scribe.initials.lower())}.")
        L.append(signature(r, c, c.surgeon, d, r.choice(["esig", "short"])))
        if r.random() < 0.3:
            L.append(f"Surgeon NPI {ph('LICENSE', c.surgeon.npi)}; DEA {ph('LICENSE', c.surgeon.dea)}")
    else:
        proc = r.choice(PROCS)
        tele = r.random() < 0.5
        L = [f"PROCEDURE NOTE - {proc}", f"{c.pt_name(r, r.choice(['upper', 'full']))} | MRN {ph('MRN', c.mrn)} | "
             f"{D(r, d, ['mdy', 'mdy_s', 'iso'])} {time(r)} | {ph('HOSPITAL', c.ward)} Rm {ph('LOCATION_OTHER', c.room)}", ""]
        L.append(f"Operator: {doc(r, r.choice([c.resident, c.intern]), 'cred')}; supervised by {doc(r, c.attending, r.choice(['dr', 'drn']))}")
        if tele:
            L.append(f"Indication: {r.choice(['access for pressors', 'pleural effusion', 'ascites', 'r/o meningitis', 'airway protection', 'hemoptysis'])}. "
                     f"Consent: {r.choice(['pt', f'{c.hcp.role} {fam(r, c.hcp)} via phone {phone(r)}'])}. Time-out {time(r)}.")
            L.append(f"Prep: chlorhexidine, full barrier. US guidance. Seldinger technique. 1% lidocaine 5 mL. EBL <5 mL. "
                     f"Complications: none. {score(r)}.")
        else:
            who = r.choice(["the patient", f"the patient's {c.hcp.role}, " + fam(r, c.hcp, "full") + ","])
            L.append(f"Informed consent was obtained from {who} "
                     f"after discussing risks and benefits. A time-out was performed at {time(r)}. The site was prepped with chlorhexidine "
                     f"and draped in sterile fashion. Using the Seldinger technique under ultrasound guidance the procedure was completed "
                     f"without complication. {ordinary(r, 1)}")
        if "thora" in proc or "para" in proc or "Lumbar" in proc or "BAL" in proc:
            L.append(f"Fluid sent: cell count, Gram stain, culture, protein, LDH, glucose. Specimen {ph('IDNUM', 'SP' + digits(r, 8))}.")
            L.append(f"Removed {r.randint(400, 4200)} mL; albumin 25 g IV given.")
        if "catheter" in proc or "line" in proc:
            L.append(f"CXR {time(r)}: tip at cavoatrial junction, no PTX. Ultrasound probe SN {ph('DEVICE', 'US' + digits(r, 8))}.")
        if "intubation" in proc:
            L.append(f"RSI: etomidate 20 mg, rocuronium 100 mg. Grade 1 view, 7.5 ETT 23 cm at lip. Vent SN {ph('DEVICE', letters(r, 3) + '-' + digits(r, 5))}. "
                     f"Post-intubation ABG 7.31/48/92.")
        L += ["", signature(r, c, r.choice([c.resident, c.intern]), d, r.choice(["esig", "short", "dash"]))]
    if r.random() < 0.35:
        L.append(audit(r, c, c.surgeon))
    return J(L)


# ============================================================================ 5 discharge summary
def discharge_summary(r, c):
    tele = r.random() < 0.4
    He, His = sex_words(c)
    L = [header(r, c, "Discharge Summary", D(r, c.discharge),
                extra=[("Admitted", D(r, c.admit)), ("Discharged", D(r, c.discharge)),
                       ("Attending", doc(r, c.attending, "cred"))]), ""]
    L.append(f"Admission date: {D(r, c.admit)}    Discharge date: {D(r, c.discharge)}")
    L.append(f"Length of stay: {c.los} days")
    L += ["", "DIAGNOSES:"] + problem_list(r, c, "num")
    L += ["", "HOSPITAL COURSE:"]
    if tele:
        L.append(f"{age_phrase(r, c, r.choice(['yo', 'slash', 'yo_tight', 'sexF']))} adm {D(r, c.admit, SHORT_STYLES)} w/ {c.problems[0][0].lower()}. "
                 f"Tx {r.choice(P.DRUGS)}. {D(r, c.day(1), SHORT_STYLES)}-{D(r, c.day(min(3, c.los)), SHORT_STYLES)} on {r.choice(['BiPAP', 'HFNC', 'tele', 'insulin gtt'])}. "
                 f"Seen by {r.choice(SERV)} ({doc(r, c.consultant, 'dr')}). {ordinary(r, 1)}")
    else:
        L.append(f"{c.pt_name(r, r.choice(['title', 'full']))} is a {age_phrase(r, c)} admitted on {D(r, c.admit, ['long', 'wd_long'])} with "
                 f"{c.problems[0][0].lower()}. {He} was treated with {r.choice(P.DRUGS)} and improved. From "
                 f"{D(r, c.day(1), ['mon_d', 'md'])} to {D(r, c.day(min(3, c.los)), ['mon_d', 'md'])} {c.heshe} required "
                 f"{r.choice(['supplemental oxygen', 'an insulin infusion', 'telemetry monitoring'])}. {r.choice(SERV)} "
                 f"({doc(r, c.consultant, 'dr')}) followed. {ordinary(r, 2)}")
        L.append(f"{His} {c.hcp.role} {fam(r, c.hcp)} was updated daily. On {D(r, c.day(c.los - 1), ['wd', 'wd_md'])} {c.heshe} was "
                 f"cleared by PT for discharge {r.choice(['home', 'to ' + ph('HOSPITAL', c.snf)])}.")
    L += ["", "Discharge labs:", lab_table(r, c, [0, c.los], r.choice(["pipe", "tab", "fixed", "csv"]))]
    L += ["", "DISCHARGE MEDICATIONS:", meds(r, style="num"), "STOPPED: " + r.choice(P.DRUGS).split(" ")[0]]
    if r.random() < 0.3:
        L.append(f"Controlled-substance Rx by {doc(r, c.attending, 'cred')}, DEA {ph('LICENSE', c.attending.dea)}.")
    L += ["", "FOLLOW-UP:"]
    L.append(f"- PCP {doc(r, c.pcp, r.choice(['dr', 'cred', 'drn']))}, {ph('HOSPITAL', c.clinic)}, on "
             f"{D(r, c.day(c.los + r.randint(5, 14)), ['wd_md', 'wd_long', 'mdy', 'mon_d'])} at {time(r)}. Tel {phone(r)}")
    L.append(f"- {r.choice(SERV)} clinic ({doc(r, c.consultant, 'dr')}) in 2-4 weeks; {ph('STREET', str(r.randint(10, 990)) + ' ' + r.choice(P.STREET_NAMES) + ' ' + r.choice(P.STREET_SUFFIX))}, "
             f"{ph('CITY', r.choice(P.CITIES))}")
    L.append(f"- Labs (BMP) on {D(r, c.day(c.los + 3), SHORT_STYLES)} at {ph('HOSPITAL', c.pharmacy if r.random() < 0.3 else c.clinic)}")
    L.append(f"Discharged to: {r.choice(['home with ' + c.hcp.role + ' ' + fam(r, c.hcp), ph('HOSPITAL', c.snf), 'home with home PT'])}")
    L.append(f"Discharge address: {address_line(r, c)}; phone {ph('PHONE', c.home_phone)}")
    if r.random() < 0.5:
        L.append(f"Patient portal: {url(r, c.hosp_short)} (username {ph('USERNAME', c.pt.username)})")
    if r.random() < 0.3:
        L.append(f"Questions: {email(r, 'discharge.' + c.hosp_short.split()[0].lower().replace(chr(39), ''))}")
    L.append(f"Code status: {r.choice(['Full code', 'DNR/DNI', 'DNR, OK to intubate'])}. Condition: stable.")
    L += ["", signature(r, c, c.attending, c.discharge), cc_block(r, c)]
    if r.random() < 0.3:
        L.append(audit(r, c))
    return J(L)


# ============================================================================ 6 ICU flowsheet CSV export
def icu_flowsheet_csv(r, c):
    k = r.randint(0, max(0, c.los - 2))
    d = c.day(k)
    nurse = r.choice(c.nurses)
    nurse2 = r.choice(c.nurses)
    L = [f"# flowsheet export; unit={ph('HOSPITAL', c.ward)}; facility={ph('HOSPITAL', c.hosp_short)}",
         f"# patient={c.pt_name(r, r.choice(['upper', 'last_first']))}; mrn={ph('MRN', c.mrn)}; enc={ph('ACCOUNT', c.acct)}; "
         f"bed={ph('LOCATION_OTHER', c.room + '-' + c.bed)}",
         f"# exported_by={ph('USERNAME', nurse.username)} host={ip(r)} at {D(r, d, ['iso'])} {time(r)}"]
    if r.random() < 0.5:
        L.append(f"# devices: vent SN {ph('DEVICE', letters(r, 2) + digits(r, 6))}; infusion pump SN {ph('DEVICE', digits(r, 4) + '-' + letters(r, 1) + digits(r, 4))}")
    if r.random() < 0.3:
        L.append(f"# cosign via fingerprint ID {ph('BIOID', nurse2.bioid)}")
    style = r.choice(["full", "resp", "drips"])
    dst = r.choice(["mdy", "iso", "mdy_s"])
    if style == "full":
        L.append("row,datetime,HR,SBP,DBP,MAP,RR,SpO2,Temp_C,GCS,RASS,UOP_mL,initials")
    elif style == "resp":
        L.append("row,datetime,mode,FiO2,PEEP,Vt_mL,RR_set,RR_total,Ppeak,SpO2,ETCO2,initials")
    else:
        L.append("row,datetime,drip,rate,units,MAP,HR,initials")
    n = r.randint(10, 20)
    h0 = r.choice([0, 4, 7, 19])
    for i in range(n):
        hh = (h0 + i) % 24
        day = d if h0 + i < 24 else c.day(k + 1)
        dt_ = f"{ph('DATE', fmt_date(day, dst))} {hh:02d}:00"
        who = nurse if (h0 + i) % 24 < 19 and (h0 + i) % 24 >= 7 else nurse2
        ini = ph("DOCTOR", who.initials) if r.random() < 0.85 else ph("USERNAME", who.username)
        if style == "full":
            sbp, dbp = r.randint(78, 170), r.randint(40, 95)
            L.append(f"{i + 1},{dt_},{r.randint(55, 135)},{sbp},{dbp},{(sbp + 2 * dbp) // 3},{r.randint(10, 32)},{r.randint(86, 100)},"
                     f"{r.uniform(35.8, 39.6):.1f},{r.randint(6, 15)},{r.choice(['-3', '-2', '-1', '0', '1'])},{r.choice([0, 15, 30, 45, 60, 120])},{ini}")
        elif style == "resp":
            L.append(f"{i + 1},{dt_},{r.choice(['AC/VC', 'PRVC', 'PSV', 'SIMV'])},{r.choice([30, 40, 50, 60, 80, 100])},{r.choice([5, 8, 10, 12, 14])},"
                     f"{r.choice([380, 420, 450, 480])},{r.choice([14, 16, 18, 20])},{r.randint(14, 32)},{r.randint(18, 36)},{r.randint(86, 100)},{r.randint(30, 52)},{ini}")
        else:
            dn = drip(r)
            parts = dn.split(" ", 1)
            L.append(f"{i + 1},{dt_},{parts[0]},\"{parts[1]}\",,{r.randint(55, 90)},{r.randint(60, 130)},{ini}")
    L.append(f"# events: {time(r)} {r.choice(['bolus LR 500 mL', 'CAM-ICU positive', 'suctioned, thick secretions', 'turned q2h'])}; "
             f"{time(r)} {r.choice(['family at bedside', 'MD notified of MAP < 65', 'RASS -2', 'Foley catheter care done'])}")
    if r.random() < 0.5:
        L.append(f"# note: {c.hcp.role} {fam(r, c.hcp)} called {time(r)}, updated; callback {phone(r)}")
    if r.random() < 0.4:
        L.append(f"# verified by {doc(r, nurse2, 'cred')} {D(r, d, ['md'])} {time(r)}")
    return J(L)


# ============================================================================ 7 nursing shift note
def nursing_shift_note(r, c):
    tele = r.random() < 0.6
    k = r.randint(0, c.los)
    d = c.day(k)
    n1, n2 = r.sample(c.nurses, 2)
    shift = r.choice(["0700-1900", "1900-0700", "days", "nights", "0700-1530"])
    L = []
    if tele:
        L.append(f"RN shift note {D(r, d, ['md', 'mdy', 'wd_md'])} {shift} - {ph('HOSPITAL', c.ward)} {ph('LOCATION_OTHER', c.room)}/{ph('LOCATION_OTHER', c.bed)}")
        L.append(f"Pt: {c.pt_name(r, r.choice(['upper', 'init_last', 'initials', 'title']))}, {age_phrase(r, c, r.choice(['slash', 'sexF', 'yo_tight']))}, "
                 f"MRN {ph('MRN', c.mrn)}")
        L.append(f"Report rec'd from {ph('DOCTOR', n2.given + ' ' + n2.surname[0] + '.')} RN at {time_h(r)}.")
        L.append("Neuro: A&Ox" + str(r.randint(1, 4)) + f", {score(r)}. CAM-ICU neg.")
        L.append("CV: " + vitals(r, True))
        L.append("VS trend: " + vitals_trend(r, r.randint(3, 5)))
        L.append(f"Resp: {r.choice(['RA', '2 L NC', 'BiPAP overnight'])}, lungs coarse, IS 750 mL.")
        L.append(f"GU: {r.choice(['Foley catheter draining clear yellow urine', 'voiding', 'external catheter'])}, UOP {r.randint(300, 2400)} mL/shift.")
        L.append(f"Skin: Braden {r.randint(10, 22)}; sacral pressure injury stage {r.randint(1, 2)}, foam dsg. Morse Fall Scale {r.choice([25, 45, 55, 75])}.")
        L.append(f"Meds: {meds(r, 3, 'semi')} given per MAR. {r.choice(['PRN', 'no PRNs'])} at {time(r)}.")
        L.append(f"Family: {c.hcp.role} {fam(r, c.hcp)} visited {time(r)}-{time(r)}; cell {ph('PHONE', c.hcp.phone)}.")
        L.append(ordinary(r, 2))
    else:
        L.append(f"Nursing Shift Summary - {D(r, d, ['wd_long', 'long', 'mdy'])} ({shift})")
        L.append(f"{ph('HOSPITAL', c.hosp)}, {ph('HOSPITAL', c.ward)}, room {ph('LOCATION_OTHER', c.room)}, bed {ph('LOCATION_OTHER', c.bed)}")
        L.append("")
        L.append(f"Received report on {c.pt_name(r, r.choice(['title', 'full']))} from {ph('DOCTOR', n2.full())}, RN at the start of shift. "
                 f"The patient is a {age_phrase(r, c)} admitted for {c.problems[0][0].lower()}. Vital signs: {vitals(r, False)} "
                 f"{score(r)}. {ordinary(r, 2)} The patient's {c.hcp.role}, {fam(r, c.hcp, 'full')}, visited this afternoon and asked "
                 f"to be called at {ph('PHONE', c.hcp.phone)} with any change.")
        L.append(f"Pain 4/10 treated with {r.choice(P.DRUGS)} at {time(r)} with relief. Fall precautions in place. "
                 f"Foley catheter care completed.")
    if r.random() < 0.35:
        L.append(f"Med cabinet override for {r.choice(['hydromorphone', 'lorazepam', 'oxycodone'])} at {time(r)} witnessed by "
                 f"{ph('DOCTOR', n2.full())} RN (fingerprint ID {ph('BIOID', n2.bioid)}).")
    if r.random() < 0.25:
        L.append(f"Pt's insulin pump (SN {ph('DEVICE', letters(r, 2) + digits(r, 7))}) suspended per protocol; basal via SC insulin glargine.")
    if r.random() < 0.25:
        L.append(f"Belongings: wallet, phone, car keys (vehicle plate {ph('VEHICLE', plate(r))} in garage level {r.randint(1, 5)}) "
                 f"sent home with {fam(r, c.family[-1])}.")
    if r.random() < 0.3:
        L.append(f"Handoff to {doc(r, n1, r.choice(['cred', 'plain']))} at {time_h(r)}. Charge RN {ph('DOCTOR', r.choice(c.nurses).surname)} aware; ext {ph('PHONE', n1.ext)}.")
    L.append(f"-- {ph('DOCTOR', n1.given + ' ' + n1.surname)}, RN" if r.random() < 0.5 else f"{ph('DOCTOR', n1.initials)} RN {time_h(r)}")
    if r.random() < 0.4:
        L.append(audit(r, c, n1))
    return J(L)


# ============================================================================ 8 case management
def case_management_note(r, c):
    tele = r.random() < 0.5
    k = r.randint(1, c.los)
    d = c.day(k)
    cm = c.cm
    L = [f"CASE MANAGEMENT / UTILIZATION REVIEW - {D(r, d, ['mdy', 'long', 'dash_mon'])}",
         f"Patient: {c.pt_name(r, r.choice(['upper', 'full', 'last_first']))}   MRN: {ph('MRN', c.mrn)}   Acct: {ph('ACCOUNT', c.acct)}",
         f"Admit: {D(r, c.admit)}   Unit: {ph('HOSPITAL', c.ward)}   Attending: {doc(r, c.attending, 'dr')}", ""]
    L.append("Payer information:")
    L.append(r.choice([
        f"| Payer | Member ID | Group | Phone |\n|---|---|---|---|\n| {ph('ORGANIZATION', c.insurer)} | {ph('HEALTHPLAN', c.member)} | {ph('HEALTHPLAN', c.group)} | {phone(r)} |",
        f"Primary: {ph('ORGANIZATION', c.insurer)}, member {ph('HEALTHPLAN', c.member)}, group {ph('HEALTHPLAN', c.group)}\nSecondary: Medicaid, ID {ph('HEALTHPLAN', digits(r, 2) + letters(r, 1) + digits(r, 7))}",
        f"Insurance: Medicare A/B, MBI {ph('HEALTHPLAN', c.member)}; supplement {ph('ORGANIZATION', c.insurer)} policy {ph('HEALTHPLAN', 'POL' + digits(r, 8))}"]))
    L.append(f"Auth # {ph('IDNUM', 'AUTH-' + digits(r, 8))} obtained {D(r, d, SHORT_STYLES)}; reviewer {ph('FAMILY', r.choice(P.GIVEN_F))} at the plan, "
             f"fax {phone(r, t='FAX')}.")
    L.append("")
    if tele:
        L.append(f"Assessment: {age_phrase(r, c, r.choice(['yo', 'slash', 'sexF']))}, lives {r.choice(['alone', 'w/ ' + c.hcp.role])} at "
                 f"{address_line(r, c)}. PLOF indep w/ cane. PT recs {r.choice(['SNF', 'acute rehab', 'home w/ HH'])}. {score(r)}.")
        L.append(f"Contacts: {c.hcp.role} {fam(r, c.hcp, 'full')} {ph('PHONE', c.hcp.phone)}; pt cell {ph('PHONE', c.cell)}; "
                 f"email {email(r, c.email)}")
    else:
        L.append(f"Met with {c.pt_name(r, 'title')} and {c.hisher} {c.hcp.role}, {fam(r, c.hcp, 'full')}, at bedside. The patient lives "
                 f"{r.choice(['alone', 'with family'])} in a two-story home at {address_line(r, c)}. {ordinary(r, 2)}")
        L.append(f"{c.hcp.role.capitalize()} can be reached at {ph('PHONE', c.hcp.phone)}; patient cell {ph('PHONE', c.cell)}.")
    L.append("")
    L.append("Referrals sent:")
    for i, f in enumerate(r.sample(P.REHAB_SNF, r.randint(2, 4))):
        st = r.choice(["pending", "accepted", "declined - no bed", "reviewing"])
        L.append(f"{i + 1}. {ph('HOSPITAL', f)} - {st}; fax {phone(r, t='FAX')}; liaison {ph('DOCTOR', r.choice(P.GIVEN_M + P.GIVEN_F) + ' ' + r.choice(P.SURNAMES))}"
                 + (f" ({email(r, letters(r, 1).lower() + r.choice(P.SURNAMES).lower().replace(' ', '').replace(chr(39), ''))})" if r.random() < 0.4 else ""))
    if r.random() < 0.5:
        L.append(f"Transport: {ph('ORGANIZATION', r.choice(P.TRANSPORT))} wheelchair van booked for {D(r, c.discharge, ['wd_md', 'md', 'wd'])} "
                 f"{time(r)}, confirmation {ph('IDNUM', letters(r, 2) + digits(r, 6))}; van plate {ph('VEHICLE', plate(r))}.")
    if r.random() < 0.3:
        L.append(f"Application for county assistance: SSN {ph('SSN', c.ssn)} verified with patient.")
    if r.random() < 0.35:
        L.append(f"DME: rolling walker and hospital bed via {ph('ORGANIZATION', r.choice(['Quarrystone Medical Supply', 'Vesper Home Equipment', 'Kestrel DME Partners']))}; "
                 f"order portal {url(r, 'dme')}")
    L.append(f"Estimated discharge: {D(r, c.discharge, SHORT_STYLES + ['mdy'])}. GMLOS {r.randint(3, 7)}.{r.randint(0, 9)} days. InterQual criteria met.")
    L.append("")
    L.append(f"{doc(r, cm, 'cred')}, Case Manager | ext {ph('PHONE', cm.ext)} | fax {phone(r, t='FAX')}"
             + (f" | {email(r, cm.email)}" if r.random() < 0.5 else ""))
    if r.random() < 0.4:
        L.append(audit(r, c, cm))
    return J(L)


# ============================================================================ 9 social work
def social_work_note(r, c):
    tele = r.random() < 0.4
    k = r.randint(0, c.los)
    d = c.day(k)
    sw = c.sw
    He, His = sex_words(c)
    L = [f"Social Work {r.choice(['Initial Assessment', 'Follow-up Note', 'Psychosocial Assessment'])}",
         f"{ph('HOSPITAL', c.hosp)} - {D(r, d, ['mdy', 'long', 'wd_long'])}",
         f"Pt: {c.pt_name(r, r.choice(['full', 'upper', 'fmi']))} (MRN {ph('MRN', c.mrn)}), {ph('HOSPITAL', c.ward)} Rm {ph('LOCATION_OTHER', c.room)}", ""]
    f = c.hcp
    if tele:
        L.append(f"Referral: {r.choice(['housing insecurity', 'caregiver strain', 'APS concern', 'financial', 'substance use', 'advance directive'])} "
                 f"per {doc(r, c.resident, r.choice(['dr', 'drn']))}.")
        L.append(f"Demo: {age_phrase(r, c)}, born {ph('COUNTRY', c.country)}, primary lang {r.choice(['Spanish', 'Vietnamese', 'Somali', 'Portuguese', 'English', 'Amharic', 'Tagalog'])}; "
                 f"interpreter used.")
        L.append(f"Living: {address_line(r, c)} w/ {f.role} {fam(r, f)} ({ph('AGE', f.age)}). Ph {ph('PHONE', c.home_phone)}.")
        L.append(f"Work: {ph('PROFESSION', c.profession)} at {ph('ORGANIZATION', c.employer)}; supervisor {ph('FAMILY', r.choice(P.GIVEN_M + P.GIVEN_F) + ' ' + r.choice(P.SURNAMES))} "
                 f"aware of absence since {D(r, c.admit, SHORT_STYLES)}.")
    else:
        L.append(f"Met with {c.pt_name(r, 'title')} at the request of {doc(r, c.attending, 'dr')}. {He} is a {age_phrase(r, c)} who "
                 f"immigrated from {ph('COUNTRY', c.country)} in {D(r, c.day(-r.randint(1500, 12000)), ['year'])} and lives at "
                 f"{address_line(r, c)} with {c.hisher} {f.role}, {fam(r, f, 'full')}, who is {ph('AGE', f.age)}.")
        L.append(f"{He} has worked as a {ph('PROFESSION', c.profession)} at {ph('ORGANIZATION', c.employer)} and is worried about losing "
                 f"{c.hisher} job. {His} {f.role} works as a {ph('PROFESSION', r.choice(P.PROFESSIONS))}. {ordinary(r, 2)}")
        L.append(f"Support: {ph('ORGANIZATION', c.org)} provides meals; contact {ph('FAMILY', r.choice(P.GIVEN_F) + ' ' + r.choice(P.SURNAMES))}, "
                 f"{phone(r)}.")
    if len(c.family) > 1:
        g = c.family[1]
        L.append(f"Other family: {g.role} {fam(r, g, r.choice(['full', 'first', 'title']))}, age {ph('AGE', g.age)}, "
                 f"in {ph('CITY', r.choice(P.CITIES))}, {ph('STATE', r.choice(P.STATES)[r.choice([0, 1])])}; {ph('PHONE', g.phone)}.")
    if r.random() < 0.4:
        L.append(f"Benefits: SSI application started, SSN {ph('SSN', c.ssn)}; Medicaid pending, case {ph('IDNUM', 'MC-' + digits(r, 7))}.")
    if r.random() < 0.35:
        L.append(f"Patient's car ({r.choice(['2009 sedan', 'pickup', 'minivan'])}, plate {ph('VEHICLE', plate(r))}, VIN {ph('VEHICLE', vin(r))}) "
                 f"was towed from the ED lot; {f.role} will retrieve it.")
    if r.random() < 0.3:
        L.append(f"APS report filed {D(r, d, SHORT_STYLES)} {time(r)}, report # {ph('IDNUM', digits(r, 4) + '-' + digits(r, 6))}; "
                 f"intake worker {ph('FAMILY', r.choice(P.GIVEN_M + P.GIVEN_F) + ' ' + r.choice(P.SURNAMES))}.")
    if r.random() < 0.3:
        L.append(f"Screening: PHQ-9 {r.randint(0, 22)}, AUDIT-C {r.randint(0, 12)}. {ordinary(r, 1)}")
    L.append(f"Plan: SW to follow; {r.choice(['advance directive packet given', 'HCP form completed naming ' + fam(r, f, 'full'), 'bus passes provided', 'shelter list given'])}.")
    L.append("")
    L.append(f"{doc(r, sw, r.choice(['cred', 'cred_init']))}\nClinical Social Worker, x{ph('PHONE', sw.ext)}"
             + (f"\n{email(r, sw.email)}" if r.random() < 0.5 else ""))
    if r.random() < 0.3:
        L.append(f"License {ph('LICENSE', 'LCSW-' + digits(r, 6))}")
    if r.random() < 0.4:
        L.append(audit(r, c, sw))
    return J(L)


# ============================================================================ 10 pathology report
SPECS = [("Gallbladder, cholecystectomy", "Acute and chronic cholecystitis with cholelithiasis. Negative for dysplasia."),
         ("Colon, sigmoid, biopsy", "Tubular adenoma. Negative for high-grade dysplasia."),
         ("Skin, left thigh, excision", "Abscess with acute inflammation; no malignancy."),
         ("Lymph node, right axillary, core biopsy", "Classic Hodgkin lymphoma, nodular sclerosis type."),
         ("Esophagus, distal, biopsy", "Barrett's esophagus, negative for dysplasia."),
         ("Small bowel, resection", "Ischemic necrosis; margins viable."),
         ("Pleural fluid, cytology", "Negative for malignant cells. Reactive mesothelial cells."),
         ("Bone marrow, aspirate and biopsy", "Normocellular marrow (40%) with trilineage hematopoiesis.")]


def pathology_report(r, c):
    k = r.randint(0, max(0, c.los - 1))
    d = c.day(k)
    acc = r.choice([f"S{d.year % 100:02d}-{r.randint(1000, 99999)}", f"SP-{d.year % 100:02d}-{digits(r, 6)}",
                    f"C{d.year % 100:02d}-{digits(r, 4)}"])
    parts = r.sample(SPECS, r.randint(1, 3))
    L = [f"{ph('HOSPITAL', c.hosp)} - Department of Pathology", "SURGICAL PATHOLOGY REPORT", ""]
    rows = [("Accession", ph("IDNUM", acc)), ("Patient", c.pt_name(r, r.choice(["upper", "last_first"]))),
            ("MRN", ph("MRN", c.mrn)), ("DOB/Age", f"{D(r, c.dob, ['mdy'])} ({ph('AGE', c.age)})"), ("Sex", c.pt.sex),
            ("Collected", f"{D(r, d, ['mdy', 'mdy_s'])} {time(r)}"), ("Received", f"{D(r, d, ['mdy', 'mdy_s'])} {time(r)}"),
            ("Reported", D(r, c.day(k + r.randint(1, 3)), ["mdy", "mdy_s"])),
            ("Submitting", doc(r, r.choice([c.surgeon, c.consultant]), r.choice(["cred", "dr_full", "last_first_cred"]))),
            ("Copy to", doc(r, c.pcp, "cred"))]
    st = r.choice(["kv", "fixed", "pipe"])
    for kk, v in rows:
        if st == "kv":
            L.append(f"{kk}: {v}")
        elif st == "fixed":
            L.append(f"{kk.upper():<14}{v}")
        else:
            L.append(f"| {kk} | {v} |")
    L += ["", "FINAL DIAGNOSIS:"]
    for i, (s, dx) in enumerate(parts):
        L.append(f"{chr(65 + i)}. {s}:\n   - {dx}")
    L += ["", "GROSS DESCRIPTION:"]
    for i, (s, dx) in enumerate(parts):
        L.append(f"{chr(65 + i)}. Received in formalin labeled \"{c.pt_name(r, 'upper')}\" and \"{s.split(',')[0].lower()}\" is a "
                 f"{r.randint(1, 12)}.{r.randint(0, 9)} x {r.randint(1, 9)}.{r.randint(0, 9)} x {r.randint(1, 6)}.{r.randint(0, 9)} cm "
                 f"tan-pink tissue. Representative sections in cassettes {chr(65 + i)}1-{chr(65 + i)}{r.randint(2, 8)}. "
                 f"Grossed by {ph('DOCTOR', r.choice(P.GIVEN_M + P.GIVEN_F)[0] + r.choice(P.SURNAMES)[0])}/{ph('DOCTOR', c.pathologist.initials.lower())}.")
    if r.random() < 0.6:
        L += ["", "IMMUNOHISTOCHEMISTRY:", "Marker\tResult\tControl"]
        for m in r.sample(["CD15", "CD30", "CD20", "CD3", "Ki-67", "p53", "CK7", "CK20", "TTF-1", "PAX5"], 4):
            L.append(f"{m}\t{r.choice(['positive', 'negative', 'focal', str(r.randint(5, 90)) + '%'])}\tappropriate")
    L.append(f"\nMICROSCOPIC: {r.choice(['Sections show', 'Examination reveals'])} features as above. {score(r) if r.random() < 0.3 else 'Margins negative.'}")
    if r.random() < 0.3:
        L.append(f"Intraoperative consult called to Dr. {ph('DOCTOR', c.surgeon.surname)} in OR {ph('LOCATION_OTHER', str(r.randint(1, 18)))} at {time(r)} "
                 f"on {D(r, d, SHORT_STYLES)}.")
    if r.random() < 0.35:
        L.append(f"Outside consult slides from {ph('HOSPITAL', c.other_hosp)} ({ph('IDNUM', 'OS-' + digits(r, 6))}) reviewed.")
    if r.random() < 0.25:
        L.append(f"Digital slides: {url(r, 'path-' + acc.lower())}")
    L += ["", f"Electronically signed out by {doc(r, c.pathologist, 'cred')} on {D(r, c.day(k + 2), ['mdy'])} {time(r)}"]
    if r.random() < 0.35:
        L.append(f"CLIA {ph('LICENSE', digits(r, 2) + 'D' + digits(r, 7))}; lab director {doc(r, Pseudo(r), 'cred')}; tel {phone(r)}")
    if r.random() < 0.3:
        L.append(audit(r, c, c.pathologist))
    return J(L)


def Pseudo(r):
    from compose import Person
    return Person(r, cred="MD", role="lab director")


# ============================================================================ 11 radiology report
EXAMS = [("CT chest with contrast", "No pulmonary embolism. Small bilateral effusions. Wells score not provided."),
         ("Chest radiograph, portable AP", "Right IJ catheter tip at the cavoatrial junction. No pneumothorax."),
         ("CT head without contrast", "No acute intracranial hemorrhage. Chronic small vessel ischemic change."),
         ("MRI brain with and without contrast", "Acute infarct in the left MCA territory."),
         ("Ultrasound abdomen, RUQ", "Cholelithiasis with gallbladder wall thickening; sonographic Murphy's sign positive."),
         ("CT abdomen/pelvis with contrast", "Dilated small bowel loops with transition point in the RLQ."),
         ("Duplex venous ultrasound, left lower extremity", "Occlusive DVT of the left popliteal vein. Baker's cyst 3.1 cm."),
         ("Fluoroscopic swallow study", "Mild penetration with thin liquids.")]


def lab_value(r, a):
    return labval(r, lab_lookup(a))


def radiology_report(r, c):
    k = r.randint(0, max(0, c.los - 1))
    d = c.day(k)
    ex, imp = r.choice(EXAMS)
    acc = r.choice([f"RAD{digits(r, 8)}", f"{d.year}-{digits(r, 6)}", f"CT{digits(r, 7)}", f"A{digits(r, 9)}"])
    L = [f"{ph('HOSPITAL', c.hosp)} Imaging Services", f"EXAM: {ex}"]
    L.append(r.choice([
        f"Patient: {c.pt_name(r, 'upper')}   MRN: {ph('MRN', c.mrn)}   DOB: {D(r, c.dob, ['mdy'])}   Accession: {ph('IDNUM', acc)}",
        f"{c.pt_name(r, 'last_first')} | {age_phrase(r, c, r.choice(['sexF', 'slash', 'yo']))} | MRN {ph('MRN', c.mrn)} | Acc# {ph('IDNUM', acc)}"]))
    L.append(f"Exam date: {D(r, d, ['mdy', 'mdy_s', 'long', 'dash_mon'])} {time(r)}   Location: {ph('HOSPITAL', c.ward)}, bed {ph('LOCATION_OTHER', c.bed)}")
    L.append(f"Ordering: {doc(r, r.choice([c.resident, c.attending, c.intern]), r.choice(['cred', 'last_first_cred', 'dr']))}   "
             f"Technologist: {ph('DOCTOR', c.tech.initials)}")
    L.append("")
    L.append(f"CLINICAL HISTORY: {age_phrase(r, c, r.choice(['yo', 'yearold', 'slash', 'yslasho']))} with {c.problems[0][0].lower()}; "
             f"{r.choice(['r/o PE', 'line placement', 'AMS', 'RUQ pain', 'abdominal distension', 'leg swelling', 'dysphagia'])}.")
    outside = ph("HOSPITAL", c.other_hosp)
    cmp1 = D(r, c.day(-r.randint(30, 900)), FULL_STYLES_SHORT)
    cmp2 = D(r, c.day(-r.randint(1, 20)), SHORT_STYLES)
    L.append("COMPARISON: " + r.choice(["None.", f"{cmp1} (outside, {outside}).", f"CT {cmp2}."]))
    if r.random() < 0.6:
        L.append(f"Contrast check: Cr {lab_value(r, 'Cr')} mg/dL, eGFR {r.randint(25, 95)}; iohexol 100 mL at {time(r)}; "
                 f"premedicated with prednisone 50 mg PO at {time(r)}.")
    L.append(f"TECHNIQUE: {r.choice(['Axial images with IV contrast (iohexol 100 mL).', 'Single portable view.', 'Standard protocol; DLP 812 mGy-cm.', 'Grayscale and Doppler images.'])}")
    L.append("")
    L.append(f"FINDINGS: {imp} {r.choice(['No focal consolidation.', 'Heart size normal.', 'Osseous structures intact.', 'Degenerative changes L4-L5.'])}")
    if r.random() < 0.3:
        L.append(f"MR safety: cardiac device identified, generator SN {ph('DEVICE', letters(r, 3) + digits(r, 6))}; MR-conditional per vendor, "
                 f"programmed by {ph('FAMILY', r.choice(P.GIVEN_M + P.GIVEN_F) + ' ' + r.choice(P.SURNAMES))} (device rep).")
    L.append("")
    L.append(f"IMPRESSION:\n1. {imp}\n2. {r.choice(['No acute osseous abnormality.', 'Recommend follow-up CT in 3 months.', 'Findings discussed as below.'])}")
    if r.random() < 0.55:
        L.append(f"Critical result communicated to {doc(r, c.resident, r.choice(['dr', 'drn', 'cred']))} by phone "
                 f"({ph('PHONE', c.resident.pager)}) at {time(r)} on {D(r, d, SHORT_STYLES + ['mdy'])}; read-back confirmed.")
    L.append("")
    L.append(f"Dictated by: {doc(r, c.radiologist, r.choice(['cred', 'last_first_cred']))}   Dictated: {D(r, d, ['mdy', 'mdy2'])} {time(r)}   "
             f"Signed: {D(r, d, ['mdy', 'mdy2'])} {time(r)}")
    if r.random() < 0.45:
        L.append(f"Images: {url(r, 'pacs')}  (workstation {ip(r)}, user {ph('USERNAME', c.radiologist.username)})")
    return J(L)


FULL_STYLES_SHORT = ["mdy", "mdy_s", "long", "dmy_mon"]


# ============================================================================ 12 death summary
def death_summary(r, c):
    tele = r.random() < 0.4
    He, His = sex_words(c)
    td = c.discharge
    doc1 = r.choice([c.resident, c.intern])
    L = [header(r, c, "Death Summary", D(r, td), extra=[("Admitted", D(r, c.admit)),
                                                          ("Date of death", f"{D(r, td, ['mdy', 'long'])} {time(r)}")]), ""]
    cause = r.choice(["septic shock", "cardiac arrest", "hypoxic respiratory failure", "intracranial hemorrhage",
                      "multiorgan failure", "metastatic disease"])
    if tele:
        L.append(f"{age_phrase(r, c, r.choice(['yo', 'slash', 'sexF', 'yo_tight']))} adm {D(r, c.admit, SHORT_STYLES)} w/ {c.problems[0][0].lower()}. "
                 f"Course c/b {cause}. Transitioned to CMO {D(r, c.day(c.los - 1), SHORT_STYLES)} after GOC mtg w/ {c.hcp.role} {fam(r, c.hcp)}. "
                 f"Died {D(r, td, ['wd_md', 'md'])} {time(r)}, age {ph('AGE', c.age)}.")
    else:
        L.append(f"{c.pt_name(r, r.choice(['full', 'title', 'fmi']))} was a {age_phrase(r, c)} admitted on {D(r, c.admit, ['long', 'wd_long'])} "
                 f"with {c.problems[0][0].lower()}. Despite treatment {c.heshe} developed {cause}. After a family meeting on "
                 f"{D(r, c.day(c.los - 1), ['wd', 'long', 'mon_d'])} with {c.hisher} {c.hcp.role}, {fam(r, c.hcp, 'full')}, and "
                 f"{doc(r, c.attending, 'dr')}, care was transitioned to comfort measures. {He} died peacefully at {time(r)} on "
                 f"{D(r, td, ['wd_long', 'long'])} at the age of {ph('AGE', words(c.age) if r.random() < 0.3 else c.age)}. {ordinary(r, 1)}")
    L.append("")
    L.append(f"Pronounced by {doc(r, doc1, 'cred')} at {time(r)}: no heart sounds, no breath sounds, pupils fixed and dilated.")
    if r.random() < 0.4:
        L.append(f"Pronouncing physician license {ph('LICENSE', doc1.lic)}.")
    L.append(f"Family notified: {c.hcp.role} {fam(r, c.hcp, 'full')} by phone ({ph('PHONE', c.hcp.phone)}) at {time(r)}.")
    L.append(f"Medical examiner: {r.choice(['case accepted', 'declined jurisdiction'])}, ME case # {ph('IDNUM', 'ME-' + str(td.year) + '-' + digits(r, 4))}; "
             f"investigator {ph('FAMILY', r.choice(P.GIVEN_M + P.GIVEN_F) + ' ' + r.choice(P.SURNAMES))}.")
    L.append(f"Organ donation: referred to {ph('ORGANIZATION', r.choice(P.OPO))}, ref {ph('IDNUM', digits(r, 8))}; "
             f"{r.choice(['not a candidate', 'tissue only', 'family declined'])}.")
    L.append(f"Autopsy: {r.choice(['declined', 'requested', 'pending ME'])}. Funeral home: {ph('ORGANIZATION', r.choice(P.FUNERAL))}, "
             f"{ph('CITY', r.choice(P.CITIES))}, {phone(r)}.")
    if r.random() < 0.3:
        L.append(f"Decedent identified by fingerprint, record {ph('BIOID', 'FP-' + digits(r, 6))}; SSN {ph('SSN', c.ssn)} for death certificate.")
    L.append("")
    L.append("Cause of death (Part I):")
    L.append(f"a. {cause.capitalize()}\nb. {c.problems[0][0]} ({c.problems[0][1]})\nc. {c.problems[1][0]} ({c.problems[1][1]})")
    L.append(f"Contributing: {', '.join(p for p, _ in c.problems[2:])}")
    L.append("")
    L.append(signature(r, c, c.attending, td, r.choice(["esig", "short", "cosign"])))
    L.append(cc_block(r, c) if r.random() < 0.5 else "")
    if r.random() < 0.3:
        L.append(audit(r, c))
    return J(L).rstrip()


# ============================================================================ 13 transfer summary
def transfer_summary(r, c):
    tele = r.random() < 0.5
    He, His = sex_words(c)
    d = c.discharge
    recv = c.other_hosp
    acc = Pseudo(r)
    L = [r.choice([header(r, c, "Interfacility Transfer Summary", D(r, d)),
                   f"TRANSFER SUMMARY {D(r, d, ['mdy', 'wd_mdy'])}\n{c.pt_name(r, 'upper')} MRN {ph('MRN', c.mrn)} DOB {D(r, c.dob, ['mdy'])}"]), ""]
    L.append(f"Sending: {ph('HOSPITAL', c.hosp)}, {ph('HOSPITAL', c.ward)} ({doc(r, c.attending, 'cred')})")
    L.append(f"Receiving: {ph('HOSPITAL', recv)}, {ph('CITY', r.choice(P.CITIES))}, {ph('STATE', r.choice(P.STATES)[1])}; accepting "
             f"{doc(r, acc, r.choice(['dr', 'cred', 'dr_full']))}; bed {r.choice(['ICU-', 'CCU ', ''])}{ph('LOCATION_OTHER', str(r.randint(1, 40)))}")
    L.append(f"Transfer center ref # {ph('IDNUM', 'TC' + digits(r, 7))}; transfer line {phone(r)}; receiving fax {phone(r, t='FAX')}")
    L.append(f"Reason: {r.choice(['higher level of care', 'ECMO evaluation', 'neurosurgical intervention', 'interventional cardiology', 'liver transplant evaluation', 'closer to family'])}")
    L.append("")
    if tele:
        L.append(f"Summary: {age_phrase(r, c)} adm {D(r, c.admit, SHORT_STYLES)}; {', '.join(p for p, _ in c.problems[:3])}. "
                 f"{score(r)}; {score(r)}. On {drip(r)}. {ordinary(r, 1)}")
    else:
        L.append(f"{c.pt_name(r, r.choice(['title', 'full']))} is a {age_phrase(r, c)} admitted on {D(r, c.admit, ['long', 'mdy'])} with "
                 f"{c.problems[0][0].lower()}. {He} is currently on {drip(r)}. {ordinary(r, 2)}")
    L += ["", "Current vitals: " + vitals(r, tele), "Lines: R IJ CVC (" + D(r, c.day(1), SHORT_STYLES) + "), L radial art line, Foley catheter.",
          "Active meds: " + meds(r, 5, "semi"), "Allergies: " + r.choice(P.ALLERGIES), "", "Last labs:",
          lab_table(r, c, [max(0, c.los - 1), c.los], r.choice(["pipe", "csv", "tab", "fixed", "inline"]))]
    L.append("")
    L.append(f"Transport: {ph('ORGANIZATION', r.choice(P.TRANSPORT))} {r.choice(['critical care ground', 'rotor wing', 'ALS ground'])}, "
             f"ETA {time(r)}" + (f"; unit VIN {ph('VEHICLE', vin(r))}" if r.random() < 0.3 else ""))
    L.append(f"Family: {c.hcp.role} {fam(r, c.hcp, 'full')} aware and traveling from {ph('CITY', c.city)}, {ph('STATE', c.state)}; "
             f"{ph('PHONE', c.hcp.phone)}.")
    if r.random() < 0.4:
        L.append(f"Records sent via secure fax and portal {url(r, 'xfer')}; insurance {ph('ORGANIZATION', c.insurer)} {ph('HEALTHPLAN', c.member)}.")
    L.append(f"Code status: {r.choice(['Full code', 'DNR', 'DNR/DNI'])}. Belongings with patient.")
    L.append("")
    L.append(signature(r, c, r.choice([c.attending, c.resident]), d, r.choice(["esig", "dash", "full"])))
    if r.random() < 0.3:
        L.append(audit(r, c))
    return J(L)


GENRES = [
    ("admission_hp", admission_hp), ("progress_note", progress_note), ("consult_note", consult_note),
    ("operative_procedure_note", operative_procedure_note), ("discharge_summary", discharge_summary),
    ("icu_flowsheet_csv", icu_flowsheet_csv), ("nursing_shift_note", nursing_shift_note),
    ("case_management_note", case_management_note), ("social_work_note", social_work_note),
    ("pathology_report", pathology_report), ("radiology_report", radiology_report),
    ("death_summary", death_summary), ("transfer_summary", transfer_summary),
]
