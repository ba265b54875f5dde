"""Disability benefits assessment forms, attending physician statements, fitness-for-work certificates (author 241)."""
import fmt as F
import pools as PL
import pools2 as P2
import common as C
from fmt import he, his, him

BOX = ["[X]", "[ ]"]


BOX_STYLES = [["[X]", "[ ]"], ["(x)", "( )"], ["☒", "☐"], ["X", "_"], ["[x]", "[ ]"]]
_STYLE = [BOX_STYLES[0]]


def _pick_box(rng):
    _STYLE[0] = rng.choice(BOX_STYLES)


def _box(rng, on):
    return _STYLE[0][0 if on else 1]


WCA_DESCRIPTORS = [
    ("Mobilising unaided", [0, 6, 9, 15]), ("Standing and sitting", [0, 6, 9, 15]), ("Reaching", [0, 6, 9, 15]),
    ("Picking up and moving", [0, 6, 9, 15]), ("Manual dexterity", [0, 6, 9, 15]), ("Making self understood", [0, 6, 15]),
    ("Learning tasks", [0, 6, 9, 15]), ("Awareness of hazards", [0, 6, 9, 15]), ("Coping with change", [0, 6, 9, 15]),
    ("Coping with social engagement", [0, 6, 9, 15]), ("Continence", [0, 6, 9, 15]), ("Consciousness", [0, 6, 15]),
]
PIP = [("Preparing food", [0, 2, 4]), ("Taking nutrition", [0, 2]), ("Managing therapy", [0, 1, 2]), ("Washing and bathing", [0, 2, 3]),
       ("Dressing and undressing", [0, 2, 4]), ("Planning and following journeys", [0, 4, 10]), ("Moving around", [0, 4, 8, 10, 12])]


def disability_form(d, rng, c):
    _pick_box(rng)
    k = c.country
    if k == "US":
        d.line(rng.choice(["MEDICAL SOURCE STATEMENT OF ABILITY TO DO WORK-RELATED ACTIVITIES (PHYSICAL)",
                           "Physical Residual Functional Capacity Questionnaire", "DISABILITY BENEFITS - TREATING SOURCE STATEMENT"]))
        d.line("Claimant: ", C.pt_full(rng, c, rng.choice(["full", "caps", "mid"])), "      SSN: ", ("SSN", c.ssn))
        d.line("Claim type: ", rng.choice(["SSDI (Title II)", "SSI (Title XVI)", "Concurrent Title II/XVI"]),
               "      Alleged onset date: ", ("DATE", F.date_num(c.doi, k)))
        d.line("Date last insured: ", ("DATE", F.date_num(F.add_days(c.exam, rng.randint(200, 1400)), k)))
        if rng.random() < 0.5:
            d.line("Representative: ", ("FAMILY", F.name_form(rng, c.lawyer, "full")), ", ", ("ORGANIZATION", c.firm),
                   "  Fax ", ("FAX", F.phone(rng, k, False)))
        d.line()
        d.line("1. Nature, frequency and length of contact: ", rng.choice(["monthly since ", "every 6-8 weeks since ", "quarterly since "]),
               ("DATE", F.month_year(rng, F.add_days(c.doi, rng.randint(5, 60)))), "; last seen ", C.ds(rng, c, c.exam), ".")
        d.line("2. Diagnoses: ", c.dx[1], " (", c.dx[2], "); ", rng.choice(["chronic pain syndrome", "major depressive disorder, recurrent, moderate (F33.1)",
                                                                       "obesity", "hypertension", "insomnia"]), ".")
        d.line("3. Prognosis: ", rng.choice(["Fair", "Poor", "Guarded"]), ". Impairment expected to last at least 12 months: ", _box(rng, True), " Yes ", _box(rng, False), " No")
        d.line("4. Exertional limits:")
        d.line("   Lift/carry occasionally: ", rng.choice(["10 lbs", "20 lbs", "less than 10 lbs"]), "; frequently: ", rng.choice(["less than 10 lbs", "10 lbs", "none"]))
        d.line("   Stand/walk total in 8-hr day: ", rng.choice(["less than 2 hours", "about 2 hours", "about 4 hours"]),
               "; sit: ", rng.choice(["about 4 hours", "at least 6 hours", "less than 2 hours"]))
        d.line("   Needs to shift positions at will: ", _box(rng, True), " Yes   Unscheduled breaks: ", str(rng.randint(2, 6)), " per day, ",
               str(rng.choice([10, 15, 20, 30])), " min each")
        d.line("   Off-task: ", rng.choice(["15%", "20%", "25% or more", "10%"]), "   Absences: ", rng.choice(["about 2 days per month", "more than 4 days per month", "about 3 days per month"]))
        d.line("5. Earliest date the limitations apply: ", ("DATE", F.date_num(c.doi, k)))
        d.line()
    elif k == "UK":
        d.line(rng.choice(["WORK CAPABILITY ASSESSMENT - ESA85", "PIP ASSESSMENT REPORT (PA4)", "Health Assessment Report - Universal Credit (WCA)"]))
        d.line("Claimant: ", C.pt_full(rng, c, rng.choice(["full", "caps", "lastfirst"])), "   NINo: ", ("SSN", c.ssn))
        d.line("Date of birth: ", ("DATE", F.date_num(c.dob, k)), "   Age: ", ("AGE", str(c.age)))
        d.line("Address: ", C.pt_address(rng, c, oneline=True))
        d.line("Assessment type: ", rng.choice(["face to face", "telephone", "video"]), "   Centre: ",
               ("LOCATION_OTHER", rng.choice(PL.PLACE_WORDS) + rng.choice([" House", " Court", " Chambers", " Tower", " Buildings"])),
               ", ", ("CITY", c.cpl[0]))
        d.line("Date of assessment: ", ("DATE", F.date_wk(rng, c.exam, k)), "   Start ", "%02d:%02d" % (rng.randint(9, 15), rng.randrange(60)),
               "  End ", "%02d:%02d" % (rng.randint(15, 17), rng.randrange(60)))
        d.line("Health professional: ", ("DOCTOR", F.name_form(rng, c.examiner, rng.choice(["full", "init_last"]))),
               rng.choice([" RGN", " (Physiotherapist)", " MBChB", " (Paramedic)", " RMN"]), "   Reg no. ", ("LICENSE", F.license_no(rng, k, rng.choice(["gmc", "hcpc"]))))
        d.line()
        d.line("Sources of information: claimant, ", rng.choice(["UC50 questionnaire", "PIP2 form", "ESA50"]), " dated ", C.ds(rng, c, F.add_days(c.exam, -rng.randint(20, 90))),
               ", GP factual report from ", F.doc_ref(rng, c.gp, "MRCGP"), " (", ("HOSPITAL", F.gp_practice(rng, k, c.pl)), ").")
        d.line()
        d.line("Descriptor choices:")
        rows = WCA_DESCRIPTORS if "PIP" not in d.parts[0].upper() else PIP
        tot = 0
        for name, pts in rng.sample(rows, min(len(rows), rng.randint(4, 7))):
            p = rng.choice(pts)
            tot += p
            d.line("  ", name.ljust(32), str(p), " points")
        d.line("  Total: ", str(tot))
        d.line()
        d.w("Typical day: ", C.pt_ref(rng, c, True), " lives with ", his(c), " ", c.rel, " (", ("FAMILY", c.relp.first), ") in a ",
            rng.choice(["first-floor flat", "terraced house", "bungalow", "housing association flat"]), ". ",
            he(c, True), " gets up about 09:00, needs help with socks and shoes, and ", rng.choice(["walks to the corner shop (~200 m) with a stick", "does not go out alone", "drives 10 minutes to collect the grandchildren from ", "attends "]))
        if d.parts[-1].endswith("from "):
            d.w(("ORGANIZATION", rng.choice(P2.SCHOOLS)))
        elif d.parts[-1].endswith("attends "):
            d.w(("ORGANIZATION", rng.choice(P2.CHURCHES)), " when ", he(c), " can")
        d.w(". Previously worked as " + F.art(c.prof) + " ", ("PROFESSION", c.prof), " until ", ("DATE", F.month_year(rng, c.doi)), ".\n\n")
        d.line("Observations: ", rng.choice(["Sat for 40 minutes without apparent discomfort.", "Stood up twice during the assessment.",
                                              "Walked 15 m to the room with a slow but steady gait.", "Tearful when discussing the accident."]))
        d.line("Mental state: ", rng.choice(["Good eye contact, rapport established.", "Flat affect, poor concentration, no thoughts of self-harm.",
                                              "Anxious, fidgety, answered appropriately."]))
        d.line()
    else:
        d.line(rng.choice(["CPP-D MEDICAL REPORT", "Disability Benefit - Physician's Report", "Long-Term Disability Medical Assessment"]))
        d.line("Applicant: ", C.pt_full(rng, c, rng.choice(["full", "lastfirst", "caps"])), "   SIN: ", ("SSN", c.ssn))
        d.line("DOB: ", ("DATE", F.date_num(c.dob, k)), "   Health card: ", ("HEALTHPLAN", F.healthplan(rng, k, "prov")))
        d.line("Address: ", C.pt_address(rng, c, oneline=True))
        d.line("Phone: ", ("PHONE", F.phone(rng, k, False)), rng.choice(["   Language: English", "   Language: French", "   Interpreter: Yes (Punjabi)"]))
        d.line()
        d.line("Section 1 - Relationship: patient since ", ("DATE", str(rng.randint(c.dob.year + 18, c.exam.year - 1))),
               "; ", rng.choice(["family physician", "treating specialist", "walk-in physician"]))
        d.line("Section 2 - Primary condition: ", c.dx[1], "; onset ", C.ds(rng, c, c.doi))
        d.line("Section 3 - Secondary: ", rng.choice(["depression", "hypertension", "type 2 diabetes", "osteoarthritis knees"]))
        if rng.random() < 0.5:
            d.line("Section 4 - Hospitalizations: none")
        else:
            d.line("Section 4 - Hospitalizations: admitted to ", ("HOSPITAL", c.acute), " ", C.ds(rng, c, F.add_days(c.doi, 1)),
                   " to ", C.ds(rng, c, F.add_days(c.doi, rng.randint(3, 9))))
        d.line("Section 5 - Functional limitations: ", "; ".join(rng.sample(["sitting 30 min", "standing 15 min", "walking 1 block",
                                                                               "lifting < 5 kg", "no repetitive gripping", "poor concentration"], 3)))
        d.line("Section 6 - Is the condition severe and prolonged? ", _box(rng, True), " yes  ", _box(rng, False), " no")
        d.line()
    C.meds(d, rng, c)
    if rng.random() < 0.5:
        C.agency_note(d, rng, c)
    d.w(rng.choice(["Physician comments: ", "Additional remarks: ", "Opinion: "]), C.pt_ref(rng, c, True), " ",
        rng.choice(["is unable to sustain any occupation on a regular basis.", "could manage sedentary work with the limits above.",
                    "is not expected to return to " + his(c) + " own occupation."]), " ",
        rng.choice(P2.NEG_PHRASES), "\n\n")
    if k == "UK":
        d.line("Completed by: ", ("DOCTOR", F.name_form(rng, c.examiner, "full")), " on behalf of the assessment provider")
    else:
        d.line("Completed by: ", F.doc_ref(rng, c.treater), rng.choice([", ", "   "]), ("HOSPITAL", c.treat_site))
    d.line("Tel ", ("PHONE", F.phone(rng, k)), "   Fax ", ("FAX", F.phone(rng, k, False)))
    d.line("Date signed: ", ("DATE", F.date_num(F.add_days(c.exam, rng.randint(0, 6)), k)))
    if rng.random() < 0.3:
        C.audit_trail(d, rng, c, 1)


def aps(d, rng, c):
    _pick_box(rng)
    k = c.country
    d.line(rng.choice(["ATTENDING PHYSICIAN STATEMENT", "Attending Physician's Statement - Disability Claim",
                       "APS - Long Term Disability", "Attending Physician Statement (Short-Term Disability)"]))
    d.line(("ORGANIZATION", c.insurer), rng.choice(["   Group Policy ", "  Policy no. ", "  Plan "]), ("HEALTHPLAN", c.policy),
           "   Claim ", ("IDNUM", c.claim))
    d.line("Return to: ", ("FAX", F.phone(rng, k, False)), " (fax) or ", ("URL", F.url(rng)))
    d.line()
    d.line("PART A - TO BE COMPLETED BY THE EMPLOYEE")
    d.line("Name: ", C.pt_full(rng, c, rng.choice(["caps", "full", "lastfirst"])), "   Date of birth: ", ("DATE", F.date_num(c.dob, k)))
    if k == "US" and rng.random() < 0.6:
        d.line("SSN: ", ("SSN", c.ssn), "   Member ID: ", ("HEALTHPLAN", F.healthplan(rng, k)))
    d.line("Employer: ", ("ORGANIZATION", c.employer), "   Occupation: ", ("PROFESSION", c.prof))
    d.line("Last day worked: ", ("DATE", F.date_num(c.doi, k)), "   Home phone: ", ("PHONE", F.phone(rng, k, False)))
    if rng.random() < 0.5:
        d.line("Email: ", ("EMAIL", F.email(rng, c.pt)))
    d.line("Authorization: I authorize release of medical information.  Signature: ", C.pt_full(rng, c, "full"),
           "  Date: ", ("DATE", F.date_num(F.add_days(c.exam, -rng.randint(1, 10)), k)))
    d.line()
    d.line("PART B - TO BE COMPLETED BY THE ATTENDING PHYSICIAN")
    d.line("1. Primary diagnosis: ", F.cap1(c.dx[1]), "   ICD-10: ", c.dx[2])
    d.line("   Secondary: ", rng.choice(["none", "F32.1 depressive episode", "E11.9 T2DM", "I10 hypertension", "G47.00 insomnia"]))
    d.line("2. Symptoms first appeared: ", C.ds(rng, c, c.doi), "   First visit for this condition: ", ("DATE", F.date_num(F.add_days(c.doi, rng.randint(0, 5)), k)))
    d.w("3. Dates of visits: ")
    visits = sorted(F.add_days(c.doi, rng.randint(7, max(10, (c.exam - c.doi).days))) for _ in range(rng.randint(2, 4)))
    for i, v in enumerate(visits):
        d.w(("DATE", F.date_num(v, k) if rng.random() < 0.5 else F.date_str(rng, v, k, "us2" if k == "US" else "uk2")),
            "; " if i < len(visits) - 1 else "\n")
    d.line("   Next visit: ", ("DATE", F.date_num(F.add_days(c.exam, rng.randint(14, 60)), k)))
    if rng.random() < 0.5:
        d.line("4. Surgery: ", rng.choice(["N/A", "None planned", "no"]))
    else:
        d.line("4. Surgery: Yes - ", rng.choice(["arthroscopic subacromial decompression", "L4-5 microdiscectomy", "open carpal tunnel release", "ACL reconstruction"]),
               " on ", C.ds(rng, c, F.add_days(c.doi, rng.randint(30, 200))), " at ", ("HOSPITAL", F.hospital_acute(rng, k, c.pl)))
    d.line("5. Hospital confinement: ", rng.choice(["none", "day case only", "2 nights"]))
    d.line("6. Physical abilities (8-hr day):  sit ", str(rng.randint(2, 6)), " h  stand ", str(rng.randint(1, 4)), " h  walk ", str(rng.randint(1, 4)),
           " h;  lift ", rng.choice(["10 lb occ.", "20 lb occ.", "0-10 lb", "25 lb occ."]), ";  ", rng.choice(["no climbing", "no overhead reaching R", "no fine manipulation L"]))
    r1, r2 = rng.sample(P2.RESTRICTIONS, 2)
    d.line("7. Restrictions: ", r1.format(lb=20, kg=10, side="right"), "; ", r2.format(lb=10, kg=5, side="left"))
    d.line("8. Is patient totally disabled from own occupation? ", _box(rng, True), " Yes  ", _box(rng, False), " No   Any occupation? ",
           _box(rng, False), " Yes  ", _box(rng, True), " No")
    d.line("9. Expected RTW: ", rng.choice([[("DATE", F.date_num(F.add_days(c.exam, rng.randint(20, 90)), k))], ["undetermined"], ["6-8 weeks"],
                                              [("DATE", F.month_year(rng, F.add_days(c.exam, rng.randint(30, 120))))]]))
    d.line("10. Mental/nervous: ", rng.choice(["Class 1 - no limitation", "Class 3 - moderate limitation", "n/a"]))
    d.line()
    d.line("PHYSICIAN INFORMATION")
    d.line("Name: ", F.doc_ref(rng, c.treater, rng.choice(["MD", "DO", "MBBS", "MD, FRCPC"]), form=rng.choice([2, 3])),
           "   Specialty: ", rng.choice(["Orthopaedics", "Family Medicine", "PM&R", "Psychiatry", "Pain Medicine", "Neurology"]))
    d.line("Facility: ", ("HOSPITAL", c.treat_site))
    d.line("Address: ", ("STREET", F.street(rng, k)), ", ", C.city_line(rng, c, c.pl, F.zipcode(rng, k, c.pl), ", "))
    d.line("Phone: ", ("PHONE", F.phone(rng, k)), "   Fax: ", ("FAX", F.phone(rng, k, False)))
    if k == "US":
        if rng.random() < 0.5:
            d.line("NPI: ", ("LICENSE", F.license_no(rng, k, "npi")), "   Tax ID: on file")
        else:
            d.line("NPI: ", ("LICENSE", F.license_no(rng, k, "npi")), "   DEA: ", ("LICENSE", F.license_no(rng, k, "dea")))
    else:
        d.line("Licence / registration no.: ", ("LICENSE", F.license_no(rng, k)))
    d.line("Signature: ", ("DOCTOR", F.name_form(rng, c.treater, rng.choice(["full", "initials", "init_last"]))), "   Date: ", C.ds(rng, c, c.exam))
    if rng.random() < 0.4:
        d.line("Office contact: ", ("DOCTOR", F.name_form(rng, F.new_person(rng), rng.choice(["full", "first"]))), rng.choice([" (MOA)", " (medical secretary)", " (billing)"]),
               " ", ("EMAIL", F.email(rng)))
    if rng.random() < 0.4:
        d.line("Form fee invoiced: acct ", ("ACCOUNT", F.account(rng)))


def fit_note(d, rng, c):
    _pick_box(rng)
    k = c.country
    if k == "UK":
        d.line(rng.choice(["Statement of Fitness for Work", "STATEMENT OF FITNESS FOR WORK (fit note)", "Fit note - Med3"]))
        d.line()
        d.line("Patient's name: ", C.pt_full(rng, c, rng.choice(["mid", "full", "caps", "capsfull"])))
        d.line("Date of birth: ", ("DATE", F.date_num(c.dob, k)), "   NHS No: ", ("HEALTHPLAN", F.healthplan(rng, k, "nhs")))
        d.line("I assessed your case on: ", C.ds(rng, c, c.exam), rng.choice(["  (face to face)", "  (telephone)", ""]))
        d.line("and, because of the following condition(s): ", rng.choice([c.dx[1], "low back pain", "work-related stress", "post-op knee arthroscopy",
                                                                           "anxiety and depression", "wrist fracture"]))
        fit = rng.random() < 0.6
        d.line("I advise you that: ", _box(rng, not fit), " you are not fit for work.")
        d.line("                   ", _box(rng, fit), " you may be fit for work taking into account the following advice:")
        if fit:
            for o in rng.sample(["a phased return to work", "altered hours", "amended duties", "workplace adaptations"], rng.randint(1, 3)):
                d.line("                       ", _box(rng, True), " ", o)
            d.line("Comments: ", rng.choice(["avoid lifting > 10 kg", "no driving for work", "4 h shifts x 2/52 then review", "seated duties where possible",
                                             "graded increase over 4/52", "refer to OH"]))
        dur, nd = rng.choice([("2 weeks", 13), ("4 weeks", 27), ("1 month", 30), ("3 months", 89), ("6 weeks", 41)])
        d.line("This will be the case for ", dur, rng.choice([" / from ", " or from "]),
               ("DATE", F.date_num(c.exam, k)), " to ", ("DATE", F.date_num(F.add_days(c.exam, nd), k)))
        d.line("I ", rng.choice(["will", "will not"]), " need to assess your fitness for work again at the end of this period.")
        d.line()
        d.line("Doctor's signature: ", ("DOCTOR", F.name_form(rng, c.gp, rng.choice(["full", "init_last", "last"]))), rng.choice([" MRCGP", " (GP)", "", " (ANP)"]))
        d.line("Date of statement: ", ("DATE", F.date_num(c.exam, k)))
        d.line("Doctor's address: ", ("HOSPITAL", F.gp_practice(rng, k, c.pl)), ", ", ("STREET", c.cstreet), ", ",
               ("CITY", c.pl[0]), " ", ("ZIP", F.zipcode(rng, k, c.pl)))
        if rng.random() < 0.6:
            d.line("Practice tel: ", ("PHONE", F.phone(rng, k, False)))
        if rng.random() < 0.4:
            d.line("Issued via ", rng.choice(["EMIS", "SystmOne", "Vision"]), " by user ", ("USERNAME", F.username(rng, c.gp)),
                   " - serial ", ("IDNUM", "MED3-" + F.digits(rng, 8)))
    elif k == "US":
        d.line(rng.choice(["WORK STATUS REPORT", "Return to Work / School Note", "Work Status - Occupational Medicine"]))
        d.line(("HOSPITAL", c.treat_site))
        d.line(("STREET", F.street(rng, k, False)), ", ", C.city_line(rng, c, c.pl, F.zipcode(rng, k, c.pl), ", "))
        d.line("Ph ", ("PHONE", F.phone(rng, k, False)), "  Fax ", ("FAX", F.phone(rng, k, False)))
        d.line()
        d.line("Patient: ", C.pt_full(rng, c, rng.choice(["full", "lastfirst", "caps"])), "   DOB ", ("DATE", F.date_num(c.dob, k)),
               "   Visit ", C.ds(rng, c, c.exam), " ", "%d:%02d %s" % (rng.randint(1, 11), rng.randrange(60), rng.choice(["AM", "PM", "am", "pm"])))
        d.line("Employer: ", ("ORGANIZATION", c.employer), "   Attn: ", ("FAMILY", F.name_form(rng, c.supervisor, rng.choice(["full", "init_last"]))))
        d.line("Case #: ", ("IDNUM", c.claim), rng.choice(["   Visit #: ", "   Encounter: "]), ("ACCOUNT", F.account(rng)))
        d.line()
        st = rng.randrange(3)
        d.line(_box(rng, st == 0), " Released to full duty effective ", ("DATE", F.date_num(F.add_days(c.exam, 1), k)) if st == 0 else "______")
        d.line(_box(rng, st == 1), " Modified duty from ", ("DATE", F.date_num(c.exam, k)) if st == 1 else "____", " through ",
               ("DATE", F.date_num(F.add_days(c.exam, rng.choice([7, 10, 14, 21])), k)) if st == 1 else "____")
        d.line(_box(rng, st == 2), " Off work until re-evaluated on ", ("DATE", F.date_wk(rng, F.add_days(c.exam, rng.choice([3, 5, 7, 10])), k)) if st == 2 else "____")
        d.line("Restrictions: ", "; ".join(r.format(lb=rng.choice([10, 15, 20]), kg=5, side="right") for r in rng.sample(P2.RESTRICTIONS, 3)))
        d.line("Medications that may affect work: ", rng.choice(["cyclobenzaprine - no operating machinery", "none", "tramadol - no safety-sensitive work"]))
        d.line()
        d.line("Provider: ", F.doc_ref(rng, c.treater, rng.choice(["MD", "DO", "PA-C", "NP"]), form=rng.choice([2, 3])), "  NPI ", ("LICENSE", F.license_no(rng, k, "npi")))
    else:
        d.line(rng.choice(["FUNCTIONAL ABILITIES FORM", "Functional Abilities Form for Planning Early and Safe Return to Work",
                           "Work Capacity Note"]))
        d.line("Worker: ", C.pt_full(rng, c, rng.choice(["full", "lastfirst"])), "   Claim #: ", ("IDNUM", c.claim))
        d.line("Employer: ", ("ORGANIZATION", c.employer), "   Contact: ", ("FAMILY", F.name_form(rng, c.supervisor, "full")), "  ",
               ("PHONE", F.phone(rng, k)))
        d.line("Date of assessment: ", C.ds(rng, c, c.exam), "   Date of accident: ", C.ds(rng, c, c.doi))
        d.line()
        d.line("Abilities:  walking ", rng.choice(["< 100 m", "100-200 m", "full"]), " | standing ", rng.choice(["< 15 min", "15-30 min", "full"]),
               " | sitting ", rng.choice(["< 30 min", "30 min-1 h", "full"]), " | lifting floor-waist ", rng.choice(["< 5 kg", "5-10 kg", "10-20 kg"]))
        d.line("Limitations: ", rng.choice(["avoid repetitive wrist flexion", "no ladders", "avoid cold environment", "limit neck flexion",
                                             "exposure to vibration - avoid"]))
        d.line("Duration: ", rng.choice(["1-2 days", "3-7 days", "8-14 days", "14+ days"]), "   Follow-up: ", ("DATE", F.date_num(F.add_days(c.exam, 14), k)))
        d.line("Health professional: ", F.doc_ref(rng, c.treater, rng.choice(["MD", "MD CCFP", "DC", "PT"])), "  Reg #", ("LICENSE", F.license_no(rng, k)))
        d.line("Clinic: ", ("HOSPITAL", c.treat_site), ", ", ("CITY", c.pl[0]), ", ", ("STATE", c.pl[1]))
        d.line("Worker signature: ", C.pt_full(rng, c, "full"), " ", ("DATE", F.date_num(c.exam, k)))
