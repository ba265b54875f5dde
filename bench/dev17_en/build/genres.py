"""Ten note genres. Every PHI value goes in as a (text, type) tuple, so offsets are exact by construction."""
import locales as LC
import clinical as CL
import pools as P
from common import B, Ctx, Person

NL = "\n"


def id_block(c, b, with_plan=True):
    r, L = c.r, c.L
    lab = {"US": "MRN", "UK": "Hosp No", "CA": "Chart #", "AU": "URN", "IE": "MRN", "NZ": "NHI", "ZA": "Hosp no."}[L]
    b.add(f"{lab}: ", (c.mrn, "MRN"))
    if L == "UK" and r.random() < 0.8:
        b.add("   NHS No: ", (LC.national_health(r, L), "MRN"))
    if L == "IE" and r.random() < 0.5:
        b.add("   IHI: ", (LC.national_health(r, L), "MRN"))
    if r.random() < 0.3 and L != "NZ":
        sl = {"US": "SSN", "UK": "NI No", "CA": "SIN", "AU": "TFN", "IE": "PPSN", "ZA": "ID No"}[L]
        b.add(f"   {sl}: ", (c.ssn, "SSN"))
    if with_plan:
        pl = {"US": r.choice(["Member ID", "Ins. ID", "Medicare MBI", "Policy #"]), "UK": "Policy no.", "CA": "Health card",
              "AU": "Medicare No.", "IE": "GMS No.", "NZ": "Insurer member no.", "ZA": "Medical aid no."}[L]
        b.add(f"   {pl}: ", (c.plan, "HEALTHPLAN"))
    b.add(NL)


def sig(c, b, i=0, role="doc"):
    r = c.r
    lab, val = c.lic()
    b.add(r.choice(["Electronically signed: ", "Signed: ", "-- ", ""]), c.doc(i, role, form=r.choice(["cred", "credfull", "ginitcred"])),
          f"  {lab} ", (val, "LICENSE"), "  ", c.D(c.d0, r.choice(["num", "short", "iso"])), f" {r.randint(7, 22):02d}:{r.randint(0, 59):02d}", NL)


# 1 ---------------------------------------------------------------- primary care SOAP
def soap(r, L):
    c = Ctx(r, L)
    b = B()
    rel, f1 = c.fam[0]
    b.add((c.clinic, "HOSPITAL"), " - ", r.choice(["Primary Care Visit", "GP consultation", "Office visit (SOAP)"]), NL)
    b.add("Patient: ", c.ptn(r.choice(["LASTFIRST", "lastfirst", "fullm"])), "   DOB: ", c.D(c.dob, "num"), "   Age: ", (str(c.age), "AGE"), NL)
    id_block(c, b)
    b.add("Date of service: ", c.D(c.d0, r.choice(["num", "wdlong", "long"])), "   Clinician: ", c.doc(0), NL)
    b.add("Address on file: ", c.addr(), "   Tel: ", (c.phone, "PHONE"), NL, NL)
    b.add("S: ", c.ptn("title"), " is a ", c.agep(), " presenting with ",
          r.choice(["3 weeks of productive cough", "worsening knee pain", "fatigue and polyuria", "palpitations",
                    "low mood and poor sleep", "right upper quadrant pain after fatty meals", "headaches for 2 months"]),
          ". Symptoms began around ", c.D(c.ago(r.randint(10, 60)), r.choice(["ord", "md", "dm"])),
          f". Works as a ", (c.prof, "PROFESSION"), " at ", (c.employer, "ORGANIZATION"), " and lives with ", rel, " ",
          c.name(f1, "FAMILY"), f" in ", (c.city, "CITY"), ". ")
    b.add("Non-smoker since ", c.D(c.ago(r.randint(800, 6000)), "y"), r.choice([". Alcohol 6 units/week.", ". Drinks socially."]),
          " Travelled to ", (c.country, "COUNTRY"), " in ", c.D(c.ago(r.randint(40, 200)), "my"), ".", NL)
    b.add("PMH: ", r.choice(CL.PROBLEMS), " (dx ", c.D(c.ago(r.randint(400, 5000)), "y"), "), ", r.choice(CL.PROBLEMS),
          "; ", r.choice(CL.EPONYM_DX), ". Mother died at ", (str(r.randint(55, 92)), "AGE"), " of stroke.", NL)
    b.add("Meds: ", "; ".join(CL.meds(r, r.randint(2, 4))), ". Pharmacy: ", (c.pharm, "HOSPITAL"), ".", NL, NL)
    b.add("O: ", CL.vitals(r, L), ". BMI 31.2. ", r.choice(CL.EPONYM_FINDINGS), ". Chest clear, HS I+II+0.", NL)
    b.add("Labs (", c.D(c.ago(r.randint(2, 14)), "lab"), "): ", CL.labs(r, L), ".", NL, NL)
    b.add("A: ", r.choice(["Likely viral LRTI", "Poorly controlled DM2", "Biliary colic ?cholelithiasis", "Moderate depression, PHQ-9 15",
                           "Tension-type headache, no red flags", "Paroxysmal AF, CHA2DS2-VASc 3"]), ".", NL)
    b.add("P: 1) Bloods repeated, order no. ", (LC.idnum(r), "IDNUM"), ". 2) Referral to ", c.doc(1, form="dr"), " at ",
          (c.hosp, "HOSPITAL"), ". 3) Review ", c.D(c.after(r.randint(7, 28)), r.choice(["wd", "weekday", "ord", "num"])),
          " or sooner via portal ", (c.url(), "URL"), " (user ", (c.uname(c.pt), "USERNAME"), "). ")
    b.add("Discussed with ", c.ptn("given"), " and ", rel, "; both agree.", NL)
    if r.random() < 0.5:
        b.add("Fit note issued ", c.D(c.d0, "md"), "-", c.D(c.after(14), "md"), " for employer.", NL)
    b.add("Scribed by ", c.doc(1, "nurse", form="plain"), " for ", c.doc(0, form="dr"), ". ")
    sig(c, b)
    return b


# 2 ---------------------------------------------------------------- discharge summary
def discharge(r, L):
    c = Ctx(r, L)
    b = B()
    adm = c.ago(r.randint(3, 21))
    rel, f1 = c.fam[0]
    b.add((c.hosp, "HOSPITAL"), NL, r.choice(["DISCHARGE SUMMARY", "Discharge Summary", "Inpatient Discharge Letter"]), NL)
    b.add("Name: ", c.ptn("LASTFIRST"), "    Sex: ", c.pt.sex, "    DOB: ", c.D(c.dob, "num"), NL)
    id_block(c, b)
    b.add("Encounter/Acct: ", (c.acct, "ACCOUNT"), "    Ward: ", (c.ward, "HOSPITAL"), ", Room ", (c.room, "LOCATION_OTHER"),
          " Bed ", (c.bed, "LOCATION_OTHER"), NL)
    b.add("Admitted: ", c.D(adm, "num"), "    Discharged: ", c.D(c.d0, "num"), "    Consultant: ", c.doc(0, form="drfull"), NL)
    b.add("GP: ", c.doc(1, form="dr"), ", ", (c.clinic, "HOSPITAL"), ", fax ", (LC.phone(r, L), "FAX"), NL, NL)
    b.add("Diagnosis: ", r.choice(["Community-acquired pneumonia (CURB-65 2)", "NSTEMI", "Acute decompensated heart failure",
                                  "Diabetic ketoacidosis", "Cellulitis left leg", "Upper GI bleed, OGD: duodenal ulcer",
                                  "Acute kidney injury on CKD"]), NL)
    b.add("Comorbidities: ", ", ".join(r.sample(CL.PROBLEMS, 3)), ", ", r.choice(CL.EPONYM_DX), NL, NL)
    b.add("History: ", c.ptn(r.choice(["full", "titlefull"])), ", ", c.agep(), ", was brought in by ", rel, " ", c.name(f1, "FAMILY", "full"),
          " on ", c.D(adm, r.choice(["wdlong", "long", "wd"])), " after a fall at home (", c.addr(), "). ")
    b.add(c.ptn("title"), " is a retired ", (c.prof, "PROFESSION"), " who emigrated from ", (c.country, "COUNTRY"), " in ",
          c.D(c.ago(r.randint(4000, 15000)), "y"), ".", NL)
    b.add("Course: Treated with IV antibiotics ", c.D(adm, "md"), "-", c.D(c.ago(r.randint(0, 2)), "md"), ". ", CL.labs(r, L), ". ")
    b.add("CXR accession ", (LC.idnum(r), "IDNUM"), " showed RLL consolidation. Reviewed by ", c.doc(2, form="drnodot"),
          " (", r.choice(["respiratory", "cardiology", "renal", "gastro"]), ") on ", c.D(c.ago(r.randint(1, 3)), "weekday"), ". ")
    if r.random() < 0.5:
        b.add("Pacemaker check: ", r.choice(["Medtronic Azure", "Abbott Assurity", "Boston Scientific Accolade"]), " SN ",
              (LC.device(r), "DEVICE"), " functioning normally. ")
    b.add("Foley removed day 3. Mobilising with frame, Barthel 85/100.", NL, NL)
    b.add("Discharge medications:", NL)
    for m in CL.meds(r, r.randint(4, 7)):
        b.add(" - ", m, NL)
    b.add("Follow-up: ", c.doc(0, form="dr"), "'s clinic at ", (c.hosp2, "HOSPITAL"), " on ",
          c.D(c.after(r.randint(14, 50)), r.choice(["long", "num", "wdlong"])), "; district nurse ", c.doc(2, "nurse", "plain"),
          " (", (LC.phone(r, L, mobile=True), "PHONE"), ") to visit ", c.D(c.after(2), "weekday"), ".", NL)
    b.add("Next of kin: ", c.name(f1, "FAMILY", "full"), " (", rel, "), ", (c.mobile, "PHONE"), ", ", (c.email, "EMAIL"), NL)
    b.add("Dictated by ", c.doc(3, form="cred"), " / typed by ", c.doc(3, "nurse", form="inits"), NL)
    sig(c, b, 0)
    return b


# 3 ---------------------------------------------------------------- ED with triage table
def ed(r, L):
    c = Ctx(r, L)
    b = B()
    rel, f1 = c.fam[0]
    arr = c.d0
    b.add("EMERGENCY DEPARTMENT - ", (c.hosp, "HOSPITAL"), NL)
    b.add("Arrival: ", c.D(arr, r.choice(["num", "lab", "iso"])), f" {r.randint(0, 23):02d}:{r.randint(0, 59):02d}   Mode: ",
          r.choice(["ambulance", "walk-in", "private car", "police"]), "   Visit #: ", (c.acct, "ACCOUNT"), NL)
    b.add("Pt: ", c.ptn("LASTFIRST"), "  ", c.agep(), "  ", "MRN ", (c.mrn, "MRN"), NL, NL)
    b.add("TRIAGE", NL, "| Time  | BP      | HR  | RR | SpO2 | Temp | Pain | Cat | Triage nurse |", NL)
    h0 = r.randint(0, 20)
    for k in range(r.randint(2, 3)):
        nurse = c.staff[k % 2]
        b.add(f"| {h0 + k:02d}:{r.randint(0, 59):02d} | {r.randint(90, 180)}/{r.randint(50, 110)} | {r.randint(50, 140)} | "
              f"{r.randint(12, 32)} | {r.randint(86, 100)}% | {r.choice([36.6, 37.4, 38.2, 39.1])} | {r.randint(0, 10)}/10 | "
              f"{r.choice(['2', '3', 'ESI 2', 'ATS 3', 'MTS orange'])} | ", (r.choice([nurse.inits(False), nurse.sur, nurse.full()]), "DOCTOR"), " |", NL)
    b.add(NL, "HPI: ", c.ptn(r.choice(["title", "given", "full"])), " was ", r.choice(["the driver", "a restrained passenger", "a cyclist"]),
          " in a collision on ", c.D(arr, "weekday"), " evening near ", (r.choice(["the Old Mill Bridge", "Harbour Point Lookout", "Kingsgate Shopping Centre",
                                                                                 "the Riverside Stadium", "Clocktower Square"]), "LOCATION_OTHER"),
          ", ", (c.city, "CITY"), ". Vehicle registration ", (LC.vehicle(r, L), "VEHICLE"), " per police report ",
          (LC.idnum(r), "IDNUM"), ". ", rel.capitalize(), " ", c.name(f1, "FAMILY", "given"), " arrived later.", NL)
    b.add("GCS 15 on Glasgow Coma Scale, ", r.choice(CL.EPONYM_FINDINGS), ". ", CL.vitals(r, L), ". Canadian C-spine rule applied; PECARN n/a.", NL)
    b.add("PMH: ", ", ".join(r.sample(CL.PROBLEMS, 2)), ". Meds: ", "; ".join(CL.meds(r, 2)), ". NKDA.", NL)
    b.add("SHx: ", r.choice(["Employed as a ", "Works part-time as a ", "Former "]), (c.prof, "PROFESSION"), ", lives at ",
          c.addr(), ".", NL)
    b.add("Ix: ", CL.labs(r, L), ". CT head/C-spine requisition ", (LC.idnum(r), "IDNUM"), ": no acute findings. ",
          "Specimen ", (LC.idnum(r), "IDNUM"), " to lab.", NL)
    b.add("Seen by ", c.doc(0), r.choice([" (ED registrar)", " (attending)", ", ED consultant"]), " with ", c.doc(1, "np", "cred"), ". ")
    b.add("Discussed with ortho on-call ", c.doc(2, form="dr"), " pager ", (LC.pager(r, L), "PHONE"), ".", NL)
    b.add("Dispo: ", r.choice(["admitted to ", "transferred to "]), (c.ward, "HOSPITAL"), ", bed ", (c.bed, "LOCATION_OTHER"),
          " | ED bay ", (str(r.randint(1, 24)), "LOCATION_OTHER"), " cleared ", f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}.", NL)
    b.add("Contact: ", rel, " ", (c.mobile, "PHONE"), NL)
    sig(c, b, 0)
    return b


# 4 ---------------------------------------------------------------- specialist letter
LETTER_SPEC = {
    "endocrinology": ("Endocrinology", ["Graves' disease", "type 1 diabetes on pump", "Hashimoto's thyroiditis", "Addison's disease",
                                        "primary hyperparathyroidism", "Cushing's syndrome (suspected)"],
                      "Insulin pump ({dev}) serial {sn}; CGM sensor {sn2}."),
    "rheumatology": ("Rheumatology", ["seropositive rheumatoid arthritis, DAS28 4.6", "psoriatic arthritis", "gout", "SLE",
                                      "Sjögren's syndrome", "polymyalgia rheumatica", "adult-onset Still's disease"],
                     "Joint aspirate specimen {sn}."),
    "neurology": ("Neurology", ["relapsing-remitting MS, EDSS 3.0", "focal epilepsy", "Parkinson's disease, H&Y stage 2",
                                "chronic migraine", "myasthenia gravis", "Bell's palsy"],
                  "Vagus nerve stimulator serial {sn}; EEG ref {sn2}."),
}


def letter(r, L):
    c = Ctx(r, L)
    b = B()
    spec = r.choice(list(LETTER_SPEC))
    dept, dx, devline = LETTER_SPEC[spec]
    rel, f1 = c.fam[0]
    b.add("Department of ", dept, ", ", (c.hosp, "HOSPITAL"), NL)
    b.add("Tel ", (LC.phone(r, L, ext=True), "PHONE"), "  Fax ", (LC.phone(r, L), "FAX"),
          "  ", (c.staffemail(c.docs[0]), "EMAIL"), NL, NL)
    b.add(c.D(c.d0, r.choice(["long", "ord", "num"])), NL, NL)
    b.add(c.doc(1, form=r.choice(["drfull", "dr"])), NL, (c.clinic, "HOSPITAL"), NL)
    b.add("Dear ", c.doc(1, form=r.choice(["dr", "drnodot"])), ",", NL, NL)
    b.add("Re: ", c.ptn(r.choice(["fullm", "titlefull", "full"])), ", DOB ", c.D(c.dob, "num"), ", ", c.addr(), NL)
    b.add("    ")
    id_block(c, b, with_plan=r.random() < 0.6)
    b.add(NL, "Diagnosis: ", r.choice(dx), NL, NL)
    b.add("Thank you for referring this ", c.agep(), ", whom I saw in the ", dept.lower(), " clinic on ",
          c.D(c.d0, r.choice(["weekday", "wdlong", "ord"])), ", accompanied by ", c.his, " ", rel, " ",
          c.name(f1, "FAMILY", r.choice(["given", "full"])), ". ")
    b.add(c.ptn(r.choice(["title", "given"])), " first noticed symptoms in ", c.D(c.ago(r.randint(120, 900)), "my"),
          " and was seen by ", c.doc(2, form="prof"), " at ", (c.hosp2, "HOSPITAL"), " in ", c.D(c.ago(r.randint(60, 700)), "y"), ". ")
    b.add(c.he, " works as a ", (c.prof, "PROFESSION"), " for ", (c.employer, "ORGANIZATION"),
          " and is finding shifts difficult.", NL, NL)
    b.add("Examination: ", CL.vitals(r, L), ". ", r.choice(CL.EPONYM_FINDINGS), "; ", r.choice(CL.EPONYM_FINDINGS), ".", NL)
    b.add("Results: ", CL.labs(r, L), " (", c.D(c.ago(r.randint(3, 40)), r.choice(["num", "lab", "dm"])), ").", NL)
    d1, d2 = LC.device(r), LC.idnum(r)
    if spec == "endocrinology":
        b.add("Insulin pump (", r.choice(["Tandem t:slim X2", "Omnipod 5", "MiniMed 780G"]), ") serial ", (d1, "DEVICE"),
              "; CGM transmitter ", (LC.device(r), "DEVICE"), ".", NL)
    elif spec == "rheumatology":
        b.add("Joint aspirate specimen ", (d2, "IDNUM"), ": negatively birefringent crystals.", NL)
    else:
        b.add("Vagus nerve stimulator serial ", (d1, "DEVICE"), "; EEG ref ", (d2, "IDNUM"), ".", NL)
    b.add(NL, "Plan: ", "; ".join(CL.meds(r, 2)), ". I will see ", "her" if c.pt.sex == "F" else "him", " again on ",
          c.D(c.after(r.randint(30, 120)), r.choice(["long", "num", "dm"])), ". Results can be viewed at ", (c.url(), "URL"), ".", NL, NL)
    b.add("Yours sincerely,", NL, NL, c.doc(0, form=r.choice(["cred", "credfull"])), NL, "Consultant ", dept.lower() if r.random() < .5 else "in " + dept, NL)
    lab, val = c.lic()
    b.add(lab, ": ", (val, "LICENSE"), NL, "cc: ", c.ptn("titlefull"), "; ", c.doc(3, form="drfull"), NL)
    b.add("Typed ", c.D(c.after(r.randint(1, 5)), "short"), " ", c.doc(0, form="inits"), "/", c.doc(2, "nurse", "inits"), NL)
    return b


# 5 ---------------------------------------------------------------- physio / rehab
def physio(r, L):
    c = Ctx(r, L)
    b = B()
    rel, f1 = c.fam[0]
    b.add((c.hosp, "HOSPITAL"), " - ", r.choice(["Physiotherapy Progress Note", "Rehab Progress Note", "Outpatient Physio Review"]), NL)
    b.add(c.ptn(r.choice(["LASTFIRST", "full"])), " | ", c.agep(), " | ", "ID ", (c.mrn, "MRN"), " | Session ", str(r.randint(2, 12)),
          " of 12 | ", c.D(c.d0, r.choice(["num", "wd", "wdlong"])), NL)
    b.add("Referrer: ", c.doc(0, form=r.choice(["drfull", "dr"])), " (", r.choice(["orthopaedics", "stroke unit", "GP"]), ")", NL)
    b.add("Therapist: ", c.doc(0, "pt", r.choice(["cred", "credfull"])), "   Assistant: ", c.doc(1, "pt", "plain"), NL, NL)
    b.add("S: ", c.ptn(r.choice(["given", "title"])), " reports pain 4/10 (was 7/10 on ", c.D(c.ago(r.randint(7, 21)), "md"),
          "). Walked to ", (r.choice(["the Botanic Gardens", "Crowther Memorial Park", "the Northgate Library", "St Luke's churchyard", "the Pier"]), "LOCATION_OTHER"),
          " with ", rel, " ", c.name(f1, "FAMILY", "given"), " at the weekend. Goal: return to work as a ", (c.prof, "PROFESSION"),
          " at ", (c.employer, "ORGANIZATION"), " by ", c.D(c.after(r.randint(30, 90)), r.choice(["my", "dm", "long"])), ".", NL)
    b.add("O: Berg Balance Scale ", str(r.randint(30, 56)), "/56; TUG ", str(r.randint(8, 25)), " s; 6MWT ", str(r.randint(180, 520)),
          " m; knee flexion ", str(r.randint(70, 130)), " deg; ", r.choice(CL.EPONYM_FINDINGS), "; ", r.choice(["Thomas test tight hip flexors", "Ober test positive", "Epley manoeuvre performed"]), ".", NL)
    b.add("A: Progressing post ", r.choice(["TKR", "ACL reconstruction", "ischaemic stroke", "THR", "rotator cuff repair"]),
          " (op ", c.D(c.ago(r.randint(20, 120)), r.choice(["num", "short"])), ").", NL)
    b.add("P: HEP updated via ", (c.url(), "URL"), "; next appts ", c.D(c.after(7), "wd"), " and ", c.D(c.after(14), "wd"),
          ". Hydrotherapy at ", (c.hosp2, "HOSPITAL"), " pool (", (LC.phone(r, L), "PHONE"), ").", NL)
    if r.random() < 0.6:
        b.add("Equipment loan: walking frame asset tag ", (LC.device(r), "DEVICE"), ".", NL)
    b.add("Transport: ", (c.city, "CITY"), " community transport, pick-up from ", (c.street, "STREET"), ".", NL)
    b.add("Documented by ", c.doc(0, "pt", "plain"), " (login ", (c.uname(c.staff[0]), "USERNAME"), ") ",
          c.D(c.d0, "num"), f" {r.randint(8, 17):02d}:{r.randint(0, 59):02d}", NL)
    return b


# 6 ---------------------------------------------------------------- mental health crisis team
def crisis(r, L):
    c = Ctx(r, L)
    b = B()
    rel, f1 = c.fam[0]
    rel2, f2 = c.fam[1]
    b.add(r.choice(["Crisis Resolution & Home Treatment Team", "Mental Health Crisis Team", "Acute Community Mental Health Team"]),
          " - ", (c.hosp, "HOSPITAL"), NL)
    b.add("Client: ", c.ptn(r.choice(["LASTFIRST", "fullm"])), "   ", c.agep(), "   ")
    id_block(c, b, with_plan=False)
    b.add("Contact: ", c.D(c.d0, r.choice(["wdlong", "num"])), f" {r.randint(0, 23):02d}:{r.randint(0, 59):02d}, home visit to ",
          c.addr(), NL)
    b.add("Staff: ", c.doc(0, "mh", "cred"), " and ", c.doc(1, "mh", "cred"), NL, NL)
    b.add("Referral: Called by ", rel, " ", c.name(f1, "FAMILY", r.choice(["full", "given", "titlefull"])), " on ", (c.mobile, "PHONE"),
          " concerned that ", c.ptn("given"), " had not left ", c.his, " room since ",
          c.D(c.ago(r.randint(2, 6)), "weekday"), " and sent texts saying goodbye.", NL)
    b.add("Background: ", r.choice(["Bipolar affective disorder", "Recurrent depressive disorder", "EUPD", "Schizophrenia", "PTSD"]),
          "; previous admission to ", (c.ward, "HOSPITAL"), " ", c.D(c.ago(r.randint(300, 2000)), "my"), ". Lost job as a ", (c.prof, "PROFESSION"),
          " at ", (c.employer, "ORGANIZATION"), " in ", c.D(c.ago(r.randint(30, 200)), "my"), ". Attends ", (r.choice(P.CHURCH), "ORGANIZATION"), ".", NL)
    b.add("MSE: unkempt, poor eye contact, low mood, flat affect, passive SI without plan; no psychotic features. ",
          "PHQ-9 ", str(r.randint(15, 27)), ", GAD-7 ", str(r.randint(8, 21)), ", Beck Hopelessness 14. Hamilton Depression Rating Scale not done.", NL)
    b.add("Risk: moderate. Means restriction: ", rel2, " ", c.name(f2, "FAMILY", "given"), " removed medications. ",
          "Safety plan shared (", (c.url(), "URL"), "). Crisis line ", (LC.phone(r, L), "PHONE"), ".", NL)
    b.add("Meds: ", "; ".join(r.sample(["sertraline 100 mg mane", "lithium 800 mg nocte", "quetiapine 100 mg nocte",
                                         "olanzapine 10 mg nocte", "mirtazapine 30 mg nocte", "diazepam 2 mg TDS PRN"], 2)), ". ",
          "Lithium level 0.7 mmol/L on ", c.D(c.ago(r.randint(5, 20)), "num"), ".", NL)
    b.add("Plan: daily home visits; next ", c.D(c.after(1), r.choice(["weekday", "wd"])), " with ", c.doc(2, "mh", r.choice(["plain", "cred"])),
          ". Psychiatry review by ", c.doc(0, form="dr"), " ", c.D(c.after(2), r.choice(["dm", "wd"])), ". GP ", c.doc(1, form="dr"), " (",
          (c.clinic, "HOSPITAL"), ") informed by email ", (c.staffemail(c.docs[1]), "EMAIL"), ".", NL)
    if r.random() < 0.5:
        b.add(c.ptn("given"), "'s ", r.choice(["son", "daughter"]), " (", (str(r.randint(4, 17)), "AGE"), ") attends ", (c.school, "ORGANIZATION"),
              "; safeguarding discussed.", NL)
    b.add("Entered by user ", (c.uname(c.staff[0]), "USERNAME"), NL)
    return b


# 7 ---------------------------------------------------------------- paediatric ward round
def paeds(r, L):
    c = Ctx(r, L, kid=True)
    b = B()
    mum = Person(r, sex="F", sur=c.pt.sur if r.random() < 0.7 else None)
    dad = Person(r, sex="M", sur=c.pt.sur)
    sib = Person(r, sur=c.pt.sur)
    b.add("Paediatric Ward Round - ", (c.ward, "HOSPITAL"), ", ", (c.hosp, "HOSPITAL"), NL)
    b.add(c.D(c.d0, r.choice(["wdlong", "num", "wd"])), "  Bed ", (c.bed, "LOCATION_OTHER"), NL)
    b.add("Patient: ", c.ptn(r.choice(["LASTFIRST", "full"])), " (", c.agep(), ")  DOB ", c.D(c.dob, "num"), "  ")
    id_block(c, b, with_plan=r.random() < 0.5)
    b.add("Consultant: ", c.doc(0, form="drfull"), "  Registrar: ", c.doc(1, form="dr"), "  Nurse: ", c.doc(0, "nurse", "plain"), NL, NL)
    b.add("Day ", str(r.randint(2, 6)), " of admission with ", r.choice(["bronchiolitis", "acute asthma", "gastroenteritis with dehydration",
                                                                        "periorbital cellulitis", "DKA (new T1DM)", "Kawasaki disease"]),
          ". Born at ", str(r.randint(30, 41)), "+", str(r.randint(0, 6)), " weeks; Apgars 8 and 9.", NL)
    b.add("Mum ", c.name(mum, "FAMILY", r.choice(["given", "full"])), " stayed overnight; dad ", c.name(dad, "FAMILY", "given"),
          " (works as a ", (r.choice(P.PROFESSIONS), "PROFESSION"), ") visiting after work. Older ", r.choice(["brother", "sister"]), " ",
          c.name(sib, "FAMILY", "given"), ", ", (str(c.age + r.randint(2, 6)), "AGE"), ", at ", (c.school, "ORGANIZATION"), ".", NL)
    b.add(c.ptn("given"), " ", r.choice(["ate some toast", "tolerating oral fluids", "off oxygen since 04:00", "playing in the playroom"]),
          ". Weight ", str(r.randint(6, 50)), ".", str(r.randint(0, 9)), " kg (", r.choice(["25th", "50th", "75th"]), " centile).", NL)
    b.add("Obs: ", CL.vitals(r, L), ". PEWS 1. CRT <2 s.", NL)
    b.add("Ix: ", CL.labs(r, L), ". Blood culture ", (LC.idnum(r), "IDNUM"), " no growth at 48 h. NPA ", (LC.idnum(r), "IDNUM"), " RSV positive.", NL)
    b.add("Meds: ", "; ".join(CL.meds(r, 3, paed=True)), ".", NL)
    b.add("Family: parents ", c.name(mum, "FAMILY", "given"), " and ", c.name(dad, "FAMILY", "given"),
          r.choice([" asked about discharge before ", " hoping to be home for "]), (r.choice(["Christmas", "Easter", "Diwali", "Eid", "Thanksgiving", "Hanukkah", "New Year's Day"]), "DATE"),
          ". Grandmother ", c.name(Person(r, sex="F"), "FAMILY", "titlefull"), " is from ", (c.country, "COUNTRY"), " and helps with childcare.", NL)
    b.add("Plan: wean O2, aim discharge ", c.D(c.after(r.randint(1, 3)), r.choice(["weekday", "wd"])), ". GP letter to ", c.doc(2, form="dr"),
          ", ", (c.clinic, "HOSPITAL"), ". Community nurse ", c.doc(1, "nurse", "plain"), " ", (LC.phone(r, L), "PHONE"), ".", NL)
    b.add("Home: ", c.addr(), NL)
    b.add("Parent contact: ", (c.mobile, "PHONE"), " (", c.name(mum, "FAMILY", "given"), ")", NL)
    b.add("Written by ", c.doc(1, form="cred"), " ", c.D(c.d0, "md"), NL)
    return b


# 8 ---------------------------------------------------------------- medication reconciliation
def medrec(r, L):
    c = Ctx(r, L)
    b = B()
    rel, f1 = c.fam[0]
    b.add(r.choice(["Medication Reconciliation - Admission", "ADMISSION MEDICATION RECONCILIATION", "Best Possible Medication History"]), NL)
    b.add((c.hosp, "HOSPITAL"), " | ", (c.ward, "HOSPITAL"), " | Rm ", (c.room, "LOCATION_OTHER"), NL)
    b.add("Patient: ", c.ptn("LASTFIRST"), "  DOB: ", c.D(c.dob, "num"), "  Age: ", (str(c.age), "AGE"), NL)
    id_block(c, b)
    b.add("Admitted ", c.D(c.d0, "num"), " under ", c.doc(0, form="dr"), ". Allergies: penicillin (rash ", c.D(c.ago(r.randint(2000, 9000)), "y"), ")", NL, NL)
    b.add("Sources: patient, ", rel, " ", c.name(f1, "FAMILY", r.choice(["full", "given"])), ", community pharmacy ", (c.pharm, "HOSPITAL"),
          " (", (LC.phone(r, L), "PHONE"), ", fax ", (LC.phone(r, L), "FAX"), "), GP ", c.doc(1, form="dr"), " at ", (c.clinic, "HOSPITAL"), NL)
    if L == "US":
        b.add("State PDMP queried; last fill ", c.D(c.ago(r.randint(3, 30)), "md"), ". Prescriber DEA ", ("B" + r.choice("ABCDEFGHJKLM") + LC.dig(r, 7), "LICENSE"), ".", NL)
    else:
        b.add("Dispensing history checked; last supply ", c.D(c.ago(r.randint(3, 30)), r.choice(["num", "dm"])), ".", NL)
    b.add(NL, "| Medication | Dose/route/freq | Last taken | Action |", NL)
    for m in CL.meds(r, r.randint(5, 9)):
        when = c.ago(r.randint(0, 2))
        b.add("| ", m, " | as listed | ", c.D(when, r.choice(["md", "wd", "dm"])), f" {r.randint(6, 22):02d}:00 | ",
              r.choice(["continue", "withhold", "change", "stop - AKI", "continue; check level"]), " |", NL)
    b.add(NL, "Discrepancies: ", r.choice(["apixaban dose 2.5 mg vs 5 mg on GP list", "omeprazole not on GP list", "metformin withheld (eGFR 28)"]),
          "; discussed with ", c.doc(2, form="drnodot"), ".", NL)
    b.add("Rx number ", (LC.idnum(r), "IDNUM"), " transferred from ", (c.pharm, "HOSPITAL"), ". Blister pack prepared by ", c.doc(3, "pharm", "plain"), ".", NL)
    b.add("Adherence: ", c.ptn("title"), " manages own meds; ", rel, " last filled the dosette on ", c.D(c.ago(r.randint(1, 6)), "weekday"), ".", NL)
    b.add("Insurance: ", (r.choice(P.INSURERS[L]), "ORGANIZATION"), " group ", (LC.dig(r, 6), "HEALTHPLAN"), NL)
    b.add("Pharmacist: ", c.doc(0, "pharm", r.choice(["cred", "credfull"])), "  bleep ", (LC.pager(r, L), "PHONE"), NL)
    b.add("Med cabinet access verified by fingerprint ID ", (LC.bioid(r), "BIOID"), "; session IP ", (LC.ip(r), "IPADDR"), NL)
    sig(c, b, 0, "pharm")
    return b


# 9 ---------------------------------------------------------------- telehealth transcript summary
def tele(r, L):
    c = Ctx(r, L)
    b = B()
    rel, f1 = c.fam[0]
    b.add("Telehealth Video Consultation - Summary", NL, "Platform link: ", (c.url("tele"), "URL"), NL)
    b.add("Date: ", c.D(c.d0, r.choice(["wdlong", "num", "long"])), f"  Start {r.randint(8, 17):02d}:{r.randint(0, 59):02d}  Duration 22 min", NL)
    b.add("Clinician: ", c.doc(0, form=r.choice(["cred", "drfull"])), " (", (c.clinic, "HOSPITAL"), ")", NL)
    b.add("Patient: ", c.ptn(r.choice(["full", "LASTFIRST"])), ", ", c.agep(), ", joined from home in ", (c.city, "CITY"), "; ID verified with DOB ",
          c.D(c.dob, "num"), " and ", {"US": "ZIP code ", "CA": "postal code ", "IE": "Eircode "}.get(L, "postcode "), (c.zip, "ZIP"), NL)
    id_block(c, b, with_plan=r.random() < 0.5)
    b.add("Connection: patient IP ", (LC.ip(r), "IPADDR"), ", username ", (c.uname(c.pt), "USERNAME"), ", audio/video good.", NL, NL)
    b.add("Transcript excerpts:", NL)
    b.add("Clinician: hi ", (c.pt.given.lower(), "PATIENT"), ", can you hear me ok?", NL)
    b.add("Patient: yes doctor. my ", rel, " ", (f1.given.lower(), "FAMILY"), " is here too, ", "she" if f1.sex == "F" else "he", " set up the laptop.", NL)
    b.add("Patient: the sugars have been up since ", (LC.fdate(c.ago(r.randint(3, 10)), L, "weekday").lower(), "DATE"),
          ", about 14 most mornings.", NL)
    b.add("Clinician: and you're still working at ", (c.employer.lower(), "ORGANIZATION"), "?", NL)
    b.add("Patient: yeah, still a ", (c.prof, "PROFESSION"), ", night shifts till ", (LC.fdate(c.after(r.randint(10, 40)), L, "ord"), "DATE"), ".", NL, NL)
    b.add("Summary: ", r.choice(["DM2 with hyperglycaemia", "follow-up of hypertension, home BP 146/92", "post-COVID fatigue",
                                 "UTI symptoms", "medication review"]), ". Home readings reviewed; ", CL.labs(r, L), ".", NL)
    b.add("Glucometer serial ", (LC.device(r), "DEVICE"), " uploaded readings. ", r.choice(CL.EPONYM_DX), " noted in history.", NL)
    b.add("Plan: ", "; ".join(CL.meds(r, 2)), ". eScript sent to ", (c.pharm, "HOSPITAL"), " (token ", (LC.idnum(r), "IDNUM"), "). ",
          "Labs at ", (c.hosp, "HOSPITAL"), " collection centre by ", c.D(c.after(r.randint(3, 10)), r.choice(["dm", "md", "wd"])), ".", NL)
    b.add("Follow-up video ", c.D(c.after(r.randint(14, 40)), r.choice(["wdlong", "long", "num"])), ". If unwell call ", (c.phone, "PHONE"),
          " or email ", (c.email, "EMAIL"), " was confirmed as contact.", NL)
    b.add("Billing: telehealth item, visit ", (c.acct, "ACCOUNT"), NL)
    b.add("Note by ", c.doc(0, form="plain"), " ; scribe ", c.doc(1, "nurse", "plain"), NL)
    return b


# 10 --------------------------------------------------------------- SBAR handover, several patients
def sbar(r, L):
    base = Ctx(r, L)
    b = B()
    b.add("SBAR HANDOVER - ", (base.ward, "HOSPITAL"), ", ", (base.hosp, "HOSPITAL"), NL)
    b.add(base.D(base.d0, r.choice(["wdlong", "num", "wd"])), " ", r.choice(["night", "day", "late"]), " shift. Handing over: ",
          base.doc(0, "nurse", "plain"), " -> ", base.doc(1, "nurse", "plain"), ". NIC bleep ", (LC.pager(r, L), "PHONE"), NL, NL)
    for k in range(r.randint(3, 5)):
        c = Ctx(r, L)
        c.d0 = base.d0
        rel, f1 = c.fam[0]
        b.add(f"[{k + 1}] Bed ", (c.bed, "LOCATION_OTHER"), " - ", c.ptn(r.choice(["LASTFIRST", "title", "full"])), ", ", c.agep(),
              ", ", "MRN " if L == "US" else "", (c.mrn, "MRN"), NL)
        b.add("S: ", r.choice(["Day 2 post laparoscopic cholecystectomy", "Fast AF, rate now 96", "Hypoglycaemia x2 overnight",
                               "Delirium, agitated at 02:00", "Sepsis ?urinary source", "NEWS2 rose to 5"]), ".", NL)
        b.add("B: Admitted ", c.D(c.ago(r.randint(1, 9)), r.choice(["md", "num", "weekday", "dm"])), " under ", c.doc(0, form=r.choice(["dr", "drnodot"])),
              "; PMH ", ", ".join(r.sample(CL.PROBLEMS, 2)), ". Lives at ", c.addr(), " with ", rel, " ", c.name(f1, "FAMILY"), ".", NL)
        b.add("A: ", CL.vitals(r, L), ". ", CL.labs(r, L), ".", NL)
        b.add("R: ", r.choice(["repeat lactate at 06:00, lab no. ", "chase CT accession ", "review fluid balance; MSU sample ",
                               "check BM 2-hourly; order ", "bloods due, specimen "]))
        b.add((LC.idnum(r), "IDNUM"), "; ", rel, " ", c.name(f1, "FAMILY", "given"), " to call ", (c.mobile, "PHONE"), " re plan. ")
        extra = r.random()
        if extra < 0.2:
            b.add("Pacemaker SN ", (LC.device(r), "DEVICE"), ".")
        elif extra < 0.35:
            b.add("Originally from ", (c.country, "COUNTRY"), "; interpreter booked.")
        elif extra < 0.5:
            b.add("Works as a ", (c.prof, "PROFESSION"), "; employer ", (c.employer, "ORGANIZATION"), " called.")
        elif extra < 0.6:
            v = LC.vehicle(r, L)
            b.add("Family car (", "VIN " if len(v) == 17 else "plate ", (v, "VEHICLE"), ") in visitor lot - security aware.")
        elif extra < 0.7:
            b.add("Retinal scan ID ", (LC.bioid(r), "BIOID"), " registered for controlled-drug cabinet.")
        elif extra < 0.8:
            b.add("Home care via ", (r.choice(P.INSURERS[L]), "ORGANIZATION"), ", policy ", (c.plan, "HEALTHPLAN"), ".")
        else:
            b.add("Review by ", c.doc(1, form="dr"), " due ", c.D(c.after(1), "weekday"), ".")
        b.add(NL, NL)
    b.add("Outstanding: ", base.doc(2, form="dr"), " to review bed ", (str(r.randint(1, 32)), "LOCATION_OTHER"), " first thing.", NL)
    b.add("Handover sheet printed by ", (base.uname(base.staff[0]), "USERNAME"), NL)
    return b


GENRES = [("primary_care_soap", soap), ("discharge_summary", discharge), ("ed_triage", ed),
          ("specialist_letter", letter), ("physio_rehab", physio), ("mental_health_crisis", crisis),
          ("paediatric_ward_round", paeds), ("medication_reconciliation", medrec), ("telehealth_summary", tele),
          ("sbar_handover", sbar)]
