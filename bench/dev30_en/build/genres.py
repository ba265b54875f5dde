"""Genre templates. Each function writes one note into builder b using context c."""
import datetime as dt

import pools
from core import P, digits, letters


def demo(b, c, extra=(), style=None, drop=0.2):
    r, pt, loc = c.r, c.pt, c.loc
    dob = [c.date(c.dob)]
    if r.random() < 0.5:
        dob += [" (", P(str(c.age), "AGE"), r.choice([")", " y)", " yrs)"])]
    rows = [(r.choice(["Name", "Patient", "Employee", "Client"]) if c.genre in ("occ", "preemp", "wc") else
             r.choice(["Name", "Patient", "Patient name"]), pt.name(r.choice(["full", "mid", "lastfirst", "caps"]))),
            (r.choice(["DOB", "D.O.B.", "Date of birth"]), dob)]
    if "age" in extra or r.random() < 0.3:
        rows.append(("Age", [P(str(c.age), "AGE")]))
    lab, v = loc.national_health_no() if r.random() < 0.5 else ("MRN", loc.mrn())
    rows.append((lab, v))
    if r.random() > drop:
        rows.append(("Address", loc.address()))
    if r.random() > drop:
        rows.append((r.choice(["Phone", "Mobile", "Tel", "Contact no."]), loc.phone(r.choice(["mobile", "land"]))))
    if r.random() > drop + 0.2:
        rows.append(("Email", pt.email(c.L)))
    for e in extra:
        if isinstance(e, tuple):
            rows.append(e)
    c.kv(b, rows, style)


def job_header(b, c, title, clinic):
    r = c.r
    b(title + "\n")
    b(clinic, r.choice([" | ", "\n"]), c.loc.address())
    b("\nTel ", c.loc.phone("land"), r.choice([" | Fax ", " · Fax: "]), c.loc.phone("land", "FAX"))
    if r.random() < 0.5:
        b(" | ", c.url(clinic))
    b("\n")


# ====================================================================== 1 occupational health
def occ_health(b, c):
    r, pt, loc = c.r, c.pt, c.loc
    clinic = c.clinic("occ")
    mgr, hr = c.fam[1], c.fam[2]
    job_header(b, c, r.choice(["OCCUPATIONAL HEALTH ASSESSMENT REPORT", "Occupational Health Report - Management Referral",
                               "Confidential: Occupational Health Assessment"]), clinic)
    b("Date of assessment: ", c.date(), r.choice(["", f"  Time: {r.randint(8, 16)}:{r.choice(['00', '15', '30', '45'])}"]), "\n")
    b("Case ref: ", P(f"OH-{c.vd.year}-{digits(r, 5)}", "IDNUM"), "   Employee no: ", P(r.choice([digits(r, 6), f"E{digits(r, 5)}"]), "IDNUM"), "\n\n")
    demo(b, c, extra=[("Job title", [P(c.occ, "PROFESSION")]), ("Employer", [c.employer])])
    c.section(b, "Referral")
    b("Referred by ", mgr.name("full"), ", ", r.choice(["line manager", "site supervisor", "operations manager", "team leader"]),
      ", on ", c.date(c.days(-r.randint(7, 40))), ". ")
    b(r.choice(["Questions asked: fitness for current role, likely return date, and adjustments.",
                "The referral asks whether there is an underlying medical condition and whether the Equality Act is likely to apply.",
                "Management are requesting advice on a phased return and on attendance."]), "\n")
    c.section(b, "Background")
    b(c.pref("titled"), " is a ", c.age_items(style=r.choice(["yearold", "word"])), " ", P(c.occ, "PROFESSION"), " employed by ",
      c.employer, f" for {r.randint(2, 22)} years, based at the ", r.choice([P(f"{r.choice(loc.towns)} depot", "LOCATION_OTHER"), P(f"{r.choice(pools.STREET_NAMES)} House", "LOCATION_OTHER")]), ". ")
    b(f"{pt.he.capitalize()} has been absent since ", c.date(c.days(-r.randint(20, 120))), " with ",
      r.choice(["low back pain radiating to the left leg", "work-related stress and low mood", "right shoulder pain after lifting",
                "recurrent migraine", "post-operative recovery after a knee arthroscopy", "anxiety following a workplace incident"]), ". ")
    b(f"Previous absence: {r.randint(2, 14)} days in ", P(str(c.vd.year - 1), "DATE"), r.choice([" (viral illness).", " (back pain).", "."]), "\n")
    b(f"{pt.he.capitalize()} lives with {pt.his} ", c.kin(c.fam[0], "spouse"), " ", c.fam[0].name("given"),
      ", who works as a ", P(r.choice(pools.OCCUPATIONS), "PROFESSION"), ". GP is ", c.docs[1].dr(c.L), " at ", c.gp(), ".\n")
    c.section(b, "Assessment")
    b(r.choice(["BP 132/84, BMI 29. Lumbar flexion limited to mid-shin; SLR 70 degrees bilaterally; neuro intact.",
                "PHQ-9 14, GAD-7 12. Good eye contact, no thought disorder, denies suicidal ideation.",
                "Right shoulder: painful arc 70-120 degrees, Hawkins positive, power 4+/5.",
                "Alert and well. Full range of movement of the knee with mild effusion; walks without aid."]), "\n")
    c.section(b, "Opinion and recommendations")
    b("In my opinion ", c.pref("titled"), " is ", r.choice(["fit for modified duties", "currently unfit for work", "fit to return with adjustments"]),
      ". I recommend a phased return starting ", c.date(c.days(r.randint(5, 20))), " and ending ", c.date(c.days(r.randint(30, 50))), ": ")
    b(r.choice(["no lifting over 10 kg, no ladder work, 4-hour shifts in week 1.", "reduced hours (50%, 75%, 100%) over 3 weeks, regular breaks.",
                "temporary restriction from night shifts and driving company vehicles.", "a stress risk assessment and weekly meetings with the manager."]), "\n")
    b("Review with OH on ", c.date(c.days(r.randint(28, 45))), ". Consent to release this report to ", mgr.name("full"), " and ", hr.name("full"),
      f" ({r.choice(['HR Business Partner', 'HR adviser', 'People Partner'])}, ", hr.email(c.L), ") was given verbally on ", c.date(), ".\n")
    c.signature(b, 0, clinic, role=r.choice(["Consultant Occupational Physician", "Occupational Health Physician", "Occupational Health Nurse Adviser"]))
    b("cc: ", mgr.name("full"), ", ", c.employer, ", ", loc.address(), "\n")
    c.admin_footer(b, acct=r.random() < 0.6)


# ====================================================================== 2 workplace injury / workers' comp
WC_BOARD = {"US": "workers' compensation", "UK": "employer's liability", "CA": "WSIB", "AU": "WorkCover",
            "IE": "employer's liability", "NZ": "ACC"}


def workers_comp(b, c):
    r, pt, loc = c.r, c.pt, c.loc
    clinic = c.clinic("occ")
    doi = c.days(-r.randint(1, 60))
    sup, wit = c.fam[1], c.fam[2]
    insurer = P(f"{r.choice(pools.ORG_A)} {r.choice(['Mutual', 'Insurance', 'Assurance', 'Underwriters'])}", "ORGANIZATION")
    b("[", WC_BOARD[c.L], "] ", r.choice(["WORKPLACE INJURY REPORT", "Work Injury - Treating Practitioner Report", "FIRST REPORT OF INJURY / PROGRESS NOTE",
                "Workers' Compensation Medical Report"]), "\n")
    rows = [("Claim no", [P(r.choice([f"WC-{doi.year}-{digits(r, 6)}", f"{digits(r, 8)}", f"C{digits(r, 7)}-{r.randint(1, 9)}"]), "IDNUM")]),
            ("Claimant", [pt.name(r.choice(["caps", "lastfirst", "full"]))]),
            ("DOB", [c.date(c.dob)]),
            ("Date of injury", [c.date(doi), f" approx. {r.randint(5, 22):02d}:{r.choice(['05', '20', '40'])}"]),
            ("Employer", [c.employer]),
            ("Insurer", [insurer, ", policy ", P(f"{letters(r, 3)}{digits(r, 7)}", "HEALTHPLAN")]),
            ("Occupation", [P(c.occ, "PROFESSION")]),
            ("Claimant phone", [loc.phone("mobile")])]
    if c.L == "US":
        lab, v = loc.ssn()
        rows.insert(3, (lab, [v]))
    c.kv(b, rows)
    c.section(b, "Mechanism of injury")
    place = r.choice([["Bay ", P(str(r.randint(1, 30)), "LOCATION_OTHER")], ["Loading Dock ", P(r.choice("ABCDEF"), "LOCATION_OTHER")],
                      ["Aisle ", P(str(r.randint(1, 60)), "LOCATION_OTHER")], [f"level {r.randint(1, 9)} of the ", P(f"{r.choice(pools.STREET_NAMES)} Street car park", "LOCATION_OTHER")],
                      ["the ", P(f"{r.choice(pools.STREET_NAMES)} Distribution Centre", "LOCATION_OTHER")]])
    site = loc.address()
    b("On ", c.date(doi), ", ", c.pref(r.choice(["titled", "full"])), " (", c.age_items(style=r.choice(["yo", "sexage", "aged"])), ") was working as a ",
      P(c.occ, "PROFESSION"), " at ", place, ", ", site, ", when ",
      r.choice([f"{pt.he} slipped on hydraulic fluid and fell onto {pt.his} right side",
                f"a pallet shifted and struck {pt.his} left forearm", f"{pt.he} felt a sharp pain in the low back while lifting a 25 kg box",
                f"{pt.his} hand was caught in a conveyor roller", f"{pt.he} fell approximately 2 m from a ladder"]), ". ")
    if r.random() < 0.6:
        b("The forklift involved (registration ", loc.plate(), ") was taken out of service. ")
    b("Witnessed by co-worker ", wit.name("full"), "; reported to supervisor ", sup.name(r.choice(["full", "init"])), " the same day",
      r.choice(["", " (incident log " ]))
    if b.buf[-1].endswith("log "):
        b(P(f"INC-{digits(r, 5)}", "IDNUM"), ")")
    b(".\n")
    c.section(b, "Treatment to date")
    hosp = c.hospital()
    b("Seen at ", hosp, " emergency department on ", c.date(doi), "; X-ray ", r.choice(["accession", "acc no."]), " ",
      P(f"{letters(r, 2)}{digits(r, 7)}", "IDNUM"), " showed ", r.choice(["no fracture", "an undisplaced fracture of the fifth metacarpal",
                                                                                      "no bony injury", "soft tissue swelling only"]), ". ")
    b("Reviewed by ", c.drname(1, "dr"), " on ", c.date(c.days(-r.randint(0, 3))), ". Physiotherapy with ", c.docs[2].name("full"),
      " at ", P(f"{r.choice(loc.towns)} Physio", "HOSPITAL"), " twice weekly.\n")
    c.section(b, "Capacity")
    b(r.choice(["Suitable duties", "Modified duties", "Restricted work"]), " from ", c.date(c.days(1)), " to ", c.date(c.days(r.randint(14, 28))),
      ": " + r.choice(["no lifting > 5 kg with the left arm, seated work permitted.", "no repetitive bending, alternate sitting and standing every 30 minutes.",
                       "no driving of plant or vehicles, no work at heights.", "one-handed duties only, 6 hours per day."]), "\n")
    b("Next review: ", c.date(c.days(r.randint(10, 21))), ". Expected full capacity by ", P(f"{['January','February','March','April','May','June','July','August','September','October','November','December'][(c.vd.month + 1) % 12]} {c.vd.year + (1 if c.vd.month >= 11 else 0)}", "DATE"), ".\n")
    b("Case manager: ", c.fam[3].name("full"), ", ", insurer, ", ", loc.phone("ext"), ", ", c.fam[3].email(c.L), "\n")
    c.signature(b, 0, clinic, role=r.choice(["Treating Physician", "Nominated Treating Doctor", "Occupational Physician"]))
    c.admin_footer(b, acct=True, user=r.random() < 0.5)


# ====================================================================== 3 fitness to drive / fly
def fitness_drive_fly(b, c):
    r, pt, loc = c.r, c.pt, c.loc
    fly = r.random() < 0.4
    clinic = c.clinic("drive")
    job_header(b, c, r.choice(["AVIATION MEDICAL EXAMINATION", "Fitness to Fly Assessment", "Class 1 Medical Certificate Review"]) if fly
               else r.choice(["FITNESS TO DRIVE ASSESSMENT", "Commercial Driver Medical Examination", "Driver Medical - Group 2 Licence",
                              "Medical Fitness to Drive Report"]), clinic)
    rows = [("Applicant", [pt.name(r.choice(["caps", "full", "lastfirst", "mid"]))]), ("DOB", [c.date(c.dob)]),
            ("Age", [P(str(c.age), "AGE")]), ("Address", loc.address())]
    if fly:
        rows += [("Licence no.", [P(r.choice([f"{letters(r, 3)}.FCL.{digits(r, 5)}", digits(r, 7), f"{letters(r, 2)}{digits(r, 6)}"]), "LICENSE")]),
                 ("Operator", [P(f"{r.choice(pools.ORG_A)} {r.choice(['Airways', 'Air', 'Aviation', 'Air Charter'])}", "ORGANIZATION")]),
                 ("Role", [P(r.choice(["airline pilot", "first officer", "flight instructor", "air traffic controller", "cabin crew member"]), "PROFESSION")])]
    else:
        rows += [("Driver licence", [loc.driver_licence(pt.surname, pt.given)]),
                 ("Employer", [c.employer]), ("Occupation", [P(r.choice(["long-haul truck driver", "bus driver", "taxi driver", "courier", "school bus driver", "tanker driver"]), "PROFESSION")])]
    rows.append(("Exam date", [c.date()]))
    c.kv(b, rows)
    c.section(b, "History")
    b(c.pref("titled"), " attends for ", r.choice(["renewal", "initial certification", "review after a medical event"]), ". ")
    cond = r.choice(["osa", "seizure", "diabetes", "cardiac", "vision"])
    if cond == "osa":
        b("Obstructive sleep apnoea diagnosed on polysomnography ", c.date(c.days(-r.randint(100, 900))), " (AHI 34). Uses CPAP, device serial ",
          P(f"{r.choice(['2321', '2270', '2309'])}{digits(r, 8)}", "DEVICE"), "; compliance download via ", c.url(P("sleepcloud data", "URL"), "/report"),
          f" shows {r.randint(80, 97)}% of nights > 4 h. Epworth {r.randint(3, 9)}.\n")
    elif cond == "seizure":
        b("Single unprovoked seizure on ", c.date(c.days(-r.randint(200, 500))), " while at ", P(f"{r.choice(loc.towns)} Shopping Centre", "LOCATION_OTHER"),
          "; MRI and EEG normal (EEG report ", P(f"EEG{digits(r, 6)}", "IDNUM"), "). Seen by neurologist ", c.drname(1, "dr"), " at ", c.hospital(), ".\n")
    elif cond == "diabetes":
        b("Type 1 diabetes since age ", P(str(r.randint(8, 25)), "AGE"), ". Insulin pump SN ", P(f"{letters(r, 3)}{digits(r, 7)}", "DEVICE"),
          " with CGM transmitter ", P(f"{digits(r, 2)}{letters(r, 4)}", "DEVICE"), f". HbA1c {r.randint(48, 66)} mmol/mol. No severe hypoglycaemia in 12 months.\n")
    elif cond == "cardiac":
        b("NSTEMI on ", c.date(c.days(-r.randint(60, 400))), "; PCI to LAD at ", c.hospital(), ". Exercise tolerance test on ", c.date(c.days(-r.randint(5, 40))),
          " completed stage 4 Bruce with no ischaemia. EF 55%.\n")
    else:
        b("Reports glare when driving at night since ", P(str(c.vd.year - r.randint(1, 3)), "DATE"), ". Optometrist ", c.docs[2].name("full"), " at ",
          P(f"{r.choice(pools.SURNAMES)} Eyecare", "HOSPITAL"), " reports early cataract.\n")
    c.section(b, "Examination")
    b(f"Visual acuity R 6/{r.choice([6, 9, 6])} L 6/{r.choice([6, 9, 12])} corrected; fields full to confrontation (Esterman binocular 120 points, 0 missed). ")
    b("Audiometry (audiometer SN ", P(f"AD{digits(r, 6)}", "DEVICE"), f"): whisper test passed. BP {r.randint(118, 150)}/{r.randint(70, 92)}, BMI {r.randint(24, 38)}.\n")
    c.section(b, "Outcome")
    b(r.choice(["Meets the standard. Certified for 2 years", "Temporarily does not meet the standard. Review in 3 months",
                "Fit, with condition: to carry glucose and check before driving. Certified for 1 year",
                "Fit with restriction: corrective lenses required"]), ", until ", c.date(c.days(r.choice([90, 365, 730]))), ". ")
    b("Applicant advised of duty to notify the licensing authority. Copy to ", r.choice([c.docs[1].dr(c.L), [c.employer, " (", c.fam[1].name("full"), ")"]]), ".\n")
    c.signature(b, 0, clinic, role=r.choice(["Authorised Medical Examiner", "Certified Medical Examiner", "Designated Aviation Medical Examiner", "Medical Examiner"]))
    c.admin_footer(b, acct=True, user=r.random() < 0.6)


# ====================================================================== 4 pre-employment
def pre_employment(b, c):
    r, pt, loc = c.r, c.pt, c.loc
    clinic = c.clinic("occ")
    job = P(r.choice(pools.OCCUPATIONS), "PROFESSION")
    b(r.choice(["PRE-EMPLOYMENT MEDICAL ASSESSMENT", "Pre-placement Health Assessment", "Pre-Employment Medical - Outcome Report",
                "New Starter Health Screening"]), "\n")
    b(clinic, " | ", c.date(), "\n")
    b("Candidate ID: ", P(f"{letters(r, 2)}{digits(r, 6)}", "IDNUM"), "   Requisition: ", P(f"REQ-{digits(r, 5)}", "IDNUM"), "\n")
    demo(b, c, extra=[("Position offered", [job]), ("Hiring company", [c.employer])], style=r.choice(["kv", "table", "pad"]))
    b("\nApplicant portal user: ", pt.username(), " (", c.url(c.employer, "/careers"), ")\n")
    c.section(b, "Health questionnaire")
    b(r.choice(["Asthma in childhood, no inhaler since ", "Appendicectomy in ", "Fractured left wrist in ", "Hay fever; no hospital admissions since "]),
      P(str(c.dob.year + r.randint(8, 16)), "DATE"), ". ")
    b("Previous employment: ", P(r.choice(pools.OCCUPATIONS), "PROFESSION"), " with ", c.org(), " until ", P(f"{r.choice(['March','June','October','December','April'])} {c.vd.year - r.randint(0, 2)}", "DATE"), ". ")
    b(f"Non-smoker. Alcohol {r.randint(0, 14)} units/week.\n")
    c.section(b, "Screening results")
    ccf = P(r.choice([f"{digits(r, 7)}", f"A{digits(r, 8)}", f"CCF{digits(r, 6)}"]), "IDNUM")
    rows = [("Urine drug screen", ["negative, chain-of-custody form ", ccf, ", collected ", c.date(), f" {r.randint(8, 11)}:{r.randint(10, 59)}"]),
            ("Specimen ID", [P(f"{digits(r, 3)}-{digits(r, 5)}", "IDNUM")]),
            ("Audiogram", ["normal, tested on booth audiometer SN ", P(f"{letters(r, 2)}{digits(r, 5)}", "DEVICE")]),
            ("Spirometry", [f"FEV1 {r.randint(85, 110)}% predicted, FEV1/FVC 0.{r.randint(72, 84)}"]),
            ("Vision", ["6/6 both eyes, Ishihara 17/17"]),
            ("Hep B", ["3 doses, last ", c.date(c.days(-r.randint(200, 2000))), "; anti-HBs > 100"]),
            ("TB screen", ["IGRA negative, lab accession ", P(f"{letters(r, 1)}{digits(r, 2)}-{digits(r, 6)}", "IDNUM")])]
    if r.random() < 0.4:
        rows.append(("Respirator fit test", ["passed (3M 1863 FFP3), fit tester serial ", P(f"PC{digits(r, 7)}", "DEVICE")]))
    c.kv(b, rows, r.choice(["kv", "table"]))
    c.section(b, "Outcome")
    b(r.choice(["Fit for the role without restriction.", "Fit with adjustments: hearing protection to be provided.", "Fit subject to completion of hepatitis B course."]), " ")
    b("Outcome sent to ", c.fam[2].name("full"), " (", r.choice(["Talent Acquisition", "HR", "Recruitment"]), ", ", c.employer, ") at ", c.fam[2].email(c.L),
      " on ", c.date(c.days(r.randint(0, 2))), ". Start date ", c.date(c.days(r.randint(7, 30))), ".\n")
    if c.L == "US":
        b("I-9 documents sighted; SSN ending ", P(digits(r, 4), "SSN"), ".\n")
    c.signature(b, r.choice([0, 2]), clinic, role=r.choice(["Occupational Health Physician", "Occupational Health Nurse", "OH Technician"]))
    c.admin_footer(b, acct=True, user=True, ip=r.random() < 0.3)


# ====================================================================== 5 military & veterans
def military(b, c):
    r, pt, loc = c.r, c.pt, c.loc
    clinic = c.clinic("mil")
    base = P(r.choice({"US": [f"Fort {r.choice(pools.SURNAMES)}", f"Camp {r.choice(pools.SURNAMES)}", f"{r.choice(loc.towns)} Air Force Base"],
                       "UK": [f"{r.choice(loc.towns)} Barracks", f"RAF {r.choice(loc.towns)}", f"HMS {r.choice(pools.STREET_NAMES)}"],
                       "CA": [f"CFB {r.choice(loc.towns)}", f"{r.choice(loc.towns)} Garrison"],
                       "AU": [f"{r.choice(loc.towns)} Barracks", f"HMAS {r.choice(pools.STREET_NAMES)}", f"RAAF Base {r.choice(loc.towns)}"],
                       "IE": [f"{r.choice(pools.SURNAMES)} Barracks", f"Camp {r.choice(loc.towns)}"],
                       "NZ": [f"Camp {r.choice(loc.towns)}", f"Base {r.choice(loc.towns)}"]}[c.L]), "LOCATION_OTHER")
    unit = P(r.choice([f"{r.randint(4, 9)}th Battalion, {r.choice(pools.SURNAMES)} Regiment",
                       f"{r.randint(101, 899)}th Transportation Company", f"{r.randint(2, 39)} Signal Squadron",
                       f"{r.randint(1, 9)} Combat Engineer Regiment", f"{r.choice(pools.STREET_NAMES)} Company, {r.randint(1, 5)} Battalion"]), "ORGANIZATION")
    b(r.choice(["VETERANS HEALTH - PRIMARY CARE NOTE", "Military Occupational Health Review", "Veteran Health Assessment",
                "Periodic Health Assessment (Service Personnel)"] + (["Compensation & Pension Examination"] if c.L == "US" else [])), "\n")
    b(clinic, r.choice([" - ", "\n"]), c.date(), "\n")
    svc = P(r.choice([digits(r, 8), f"{letters(r, 1)}{digits(r, 7)}", f"{digits(r, 2)}-{digits(r, 6)}"]), "IDNUM")
    rows = [("Name", [pt.name(r.choice(["caps", "lastfirst", "full"]))]), ("DOB", [c.date(c.dob)]),
            ("Service no.", [svc])]
    if c.L == "US":
        rows += [("DoD ID", [P("1" + digits(r, 9), "IDNUM")]), ("VA claim no.", [P(digits(r, 8), "IDNUM")]),
                 ("TRICARE / benefit no.", [P(digits(r, 11), "HEALTHPLAN")])]
    elif c.L == "AU":
        rows += [("DVA file no.", [P(f"{r.choice(['N', 'V', 'Q', 'W'])}X{digits(r, 6)}", "HEALTHPLAN")])]
    elif c.L == "UK":
        rows += [("Veterans UK ref", [P(f"{letters(r, 2)}/{digits(r, 7)}", "IDNUM")])]
    else:
        rows += [("Pension/claim ref", [P(f"{digits(r, 3)}-{digits(r, 4)}", "IDNUM")])]
    rows += [("Unit", [unit]), ("Address", loc.address()), ("Phone", [loc.phone("mobile")])]
    c.kv(b, rows)
    c.section(b, "Service history")
    yrs_in = c.dob.year + r.randint(18, 24)
    b(c.pref("titled"), f" enlisted in ", P(str(yrs_in), "DATE"), " and served as a ", P(r.choice(["combat engineer", "infantry soldier", "vehicle mechanic",
                                                                                                    "medic", "signaller", "aircraft technician", "logistics specialist", "military police officer"]), "PROFESSION"),
      ". Deployments: ")
    n = r.randint(1, 3)
    dcs = r.sample(pools.DEPLOY_COUNTRIES, n)
    y = yrs_in
    for i, dc in enumerate(dcs):
        y = y + r.randint(1, 3)
        b(P(dc, "COUNTRY"), " (", P(f"{r.choice(['Jan','Mar','May','Jul','Sep','Nov'])} {y}", "DATE"), "-", P(f"{r.choice(['Feb','Apr','Jun','Aug','Oct','Dec'])} {y + 1}", "DATE"), ")",
          "; " if i < n - 1 else ". ")
    b("Last posted to ", base, ". Discharged ", c.date(c.days(-r.randint(300, 3000))), ". Now works as a ", P(r.choice(pools.OCCUPATIONS), "PROFESSION"), ".\n")
    c.section(b, "Presenting issues")
    b(r.choice([f"Tinnitus and bilateral high-frequency hearing loss attributed to blast exposure; hearing aids SN ",
                f"Chronic low back pain after a vehicle rollover; TENS unit SN ", f"Left below-knee amputation; prosthesis serial "]),
      P(f"{letters(r, 2)}{digits(r, 7)}", "DEVICE"), r.choice([" and ", " / "]), P(f"{letters(r, 2)}{digits(r, 7)}", "DEVICE"), ". ")
    b(f"PCL-5 score {r.randint(20, 60)}; sleeping {r.randint(3, 6)} hours. ")
    b(f"Lives with {pt.his} ", c.kin(c.fam[0], "spouse"), " ", c.fam[0].name("full"), " (", c.age_items(c.age + r.randint(-5, 5), "yo"),
      ") and ", c.kin(c.fam[1], "child"), " ", c.fam[1].name("given"), " (", P(str(r.randint(3, 17)), "AGE"), "). ")
    b("Mate from the unit, ", c.fam[2].name("full"), ", encouraged the visit. Anniversary reactions around ", c.holiday(), ".\n")
    c.section(b, "Plan")
    b("1. Audiology at ", c.hospital(), " on ", c.date(c.days(r.randint(7, 30))), ".\n")
    b("2. Referral to ", P(f"{r.choice(loc.towns)} Veterans Mental Health Service", "HOSPITAL"), " (", c.docs[2].name("full"), ", ", c.loc.phone("land"), ").\n")
    b("3. Support letter for claim; copy to advocate ", c.fam[3].name("full"), " at ", P(f"{r.choice(loc.towns)} {r.choice(['RSL', 'Legion Branch', 'Veterans Association'])}", "ORGANIZATION"), ".\n")
    c.signature(b, 0, clinic, user=True)
    c.admin_footer(b, acct=True, user=True, ip=r.random() < 0.35)


# ====================================================================== 6 prison healthcare
def prison(b, c):
    r, pt, loc = c.r, c.pt, c.loc
    t = r.choice(loc.towns)
    prison_name = P(r.choice({"UK": [f"HMP {t}", f"HMP/YOI {t}", f"HMP {t} Prison"], "US": [f"{t} Correctional Facility", f"{t} County Jail", f"{t} State Prison"],
                              "CA": [f"{t} Institution", f"{t} Correctional Centre"], "AU": [f"{t} Correctional Centre", f"{t} Remand Centre"],
                              "IE": [f"{t} Prison", f"{t} Place of Detention"], "NZ": [f"{t} Prison", f"{t} Corrections Facility"]}[c.L]), "ORGANIZATION")
    hu = P(f"{t} Healthcare Unit" if r.random() < 0.5 else f"{r.choice(pools.STREET_NAMES)} Wing Health Centre", "HOSPITAL")
    off = c.fam[1]
    b(r.choice(["PRISON HEALTHCARE - RECEPTION SCREEN", "Custody Health Note", "Secondary Health Screen", "Healthcare Unit - Nurse Clinic Note",
                "Inmate Health Services Progress Note"]), "\n")
    b(prison_name, " / ", hu, "\n")
    rows = [("Name", [pt.name(r.choice(["caps", "lastfirst"]))]), ("Prisoner no.", [P(r.choice([f"{letters(r, 1)}{digits(r, 4)}{letters(r, 2)}", digits(r, 7), f"{digits(r, 3)}-{digits(r, 3)}"]), "IDNUM")]),
            ("DOB", [c.date(c.dob), " (", P(str(c.age), "AGE"), ")"]), ("Location", r.choice([[P(f"{r.choice('ABCDEFGH')}-{r.randint(1, 4)}-{r.randint(1, 40):02d}", "LOCATION_OTHER")], ["Cell ", P(str(r.randint(100, 450)), "LOCATION_OTHER")],
                                  [P(f"{r.choice(pools.STREET_NAMES)} Unit", "LOCATION_OTHER"), ", Cell ", P(str(r.randint(1, 60)), "LOCATION_OTHER")]])),
            ("Fingerprint ID", [P(r.choice([f"FP-{digits(r, 6)}", f"{letters(r, 3)}{digits(r, 8)}", f"PNC-BIO-{digits(r, 5)}"]), "BIOID")]),
            ("Date", [c.date(), f" {r.randint(7, 20):02d}:{r.randint(0, 59):02d}"])]
    lab, v = loc.national_health_no()
    rows.append((lab, [v]))
    c.kv(b, rows)
    c.section(b, "Reception / history")
    b("Received from ", P(f"{r.choice(loc.towns)} {r.choice(['Magistrates Court', 'District Court', 'Crown Court', 'Police Station'])}", "ORGANIZATION"), " on ",
      c.date(c.days(-r.randint(0, 3))), ". ", c.pref(r.choice(["titled", "full"])), " is a ", c.age_items(style="yearold"), " ",
      r.choice(["remanded", "sentenced", "recalled"]), " prisoner, previously a ", P(r.choice(pools.OCCUPATIONS), "PROFESSION"), ". ")
    b(r.choice(["Reports daily heroin use; on methadone 60 mg from ", "Alcohol dependence, last drink on day of arrest; prescribed by ",
                "Known epilepsy on levetiracetam; community script from ", "Asthma and hepatitis C (treated); pharmacy "]),
      P(f"{r.choice(loc.towns)} Pharmacy", "HOSPITAL"), ". GP: ", c.docs[1].dr(c.L), ", ", c.gp(), ", ", loc.phone("land"), ".\n")
    b("Next of kin: ", c.kin(c.fam[0], r.choice(["parent", "sibling", "spouse"])), " ", c.fam[0].name("full"), ", ", loc.address(), ", ", loc.phone("mobile"), ".\n")
    c.section(b, "Risk")
    b(f"No current thoughts of self-harm. Previous overdose in ", P(str(c.vd.year - r.randint(1, 6)), "DATE"), ". ", r.choice(["ACCT not opened.", "Open ACCT reviewed with officer ", "Safety plan discussed with officer "] if c.L == "UK" else ["Not on observations.", "Safety plan discussed with officer ", "Watch level reviewed with officer "]))
    if b.buf[-1].endswith("officer "):
        b(off.name(r.choice(["full", "sur"])), ".")
    b(" Electronic tag removed on arrival (tag ID ", P(f"{letters(r, 2)}{digits(r, 6)}", "DEVICE"), ").\n")
    c.section(b, "Plan")
    b(f"- Bloods (BBV screen), specimen no. ", P(f"{digits(r, 2)}{letters(r, 1)}{digits(r, 6)}", "IDNUM"), "\n")
    b("- Court date ", c.date(c.days(r.randint(7, 40))), "; solicitor ", c.fam[2].name("full"), " (", P(f"{r.choice(pools.SURNAMES)} & {r.choice(pools.SURNAMES)} Solicitors", "ORGANIZATION"), ") informed\n")
    b("- Review in ", r.choice(["the healthcare unit", "clinic"]), " on ", P(r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]), "DATE"), "; escort to ",
      c.hospital(), " outpatient ", c.date(c.days(r.randint(10, 60))), " (vehicle ", loc.plate(), ")\n")
    c.signature(b, 0, None, role=r.choice(["Healthcare Nurse", "Prison GP", "Mental Health Nurse", "Clinical Lead"]), user=True, phone=False)
    c.admin_footer(b, acct=False, user=True)


# ====================================================================== 7 homeless outreach
def homeless(b, c):
    r, pt, loc = c.r, c.pt, c.loc
    clinic = c.clinic("homeless")
    b(r.choice(["STREET OUTREACH CONTACT NOTE", "Homeless Health Outreach - Clinical Note", "Inclusion Health Contact", "Mobile Van Clinic Note"]), "\n")
    b("Team: ", clinic, "   Date: ", c.date(), f"   Time: {r.randint(6, 22):02d}:{r.randint(0, 59):02d}\n")
    spot = P(r.choice([f"{r.choice(pools.STREET_NAMES)} Street underpass", f"doorway of the old {r.choice(pools.STREET_NAMES)} Cinema",
                       f"{r.choice(loc.towns)} Bus Station", f"{r.choice(pools.STREET_NAMES)} Park bandstand", f"car park behind {r.choice(pools.SURNAMES)}'s Supermarket",
                       f"{r.choice(pools.STREET_NAMES)} Bridge", f"{r.choice(loc.towns)} Central Library steps"]), "LOCATION_OTHER")
    nick = pools.NICK.get(pt.given)
    b("Client: ", pt.name(r.choice(["full", "lastfirst", "given"])))
    if nick:
        b(' (goes by "', P(nick, "PATIENT"), '")')
    b(", DOB ", c.date(c.dob) if r.random() < 0.7 else ["unknown, states age ", P(str(c.age), "AGE")], "\n")
    b("Seen at: ", spot, ", ", P(r.choice(loc.towns), "CITY"), "\n")
    if r.random() < 0.6:
        b("Shelter: ", P(f"{r.choice(pools.STREET_NAMES)} {r.choice(['House', 'Night Shelter', 'Hostel', 'Mission', 'Place'])}", "ORGANIZATION"), ", bed ",
          P(str(r.randint(1, 60)), "LOCATION_OTHER"), "\n")
    c.section(b, "Contact")
    b(c.pref(r.choice(["given", "titled"])), " found by ", c.docs[2].name("full"), " and ", c.docs[0].name("full"), " during the ", r.choice(["early morning", "evening", "night"]),
      " round. ", r.choice([f"{pt.he.capitalize()} has been sleeping rough for about 6 weeks since leaving {pt.his} {r.choice(['partner', 'sister', 'friend'])}'s flat at ",
                            f"Evicted from private rented accommodation at ", f"Previously in supported housing at "]), loc.street(), ", ", loc.town(), ". ")
    b(f"Formerly a ", P(r.choice(pools.OCCUPATIONS), "PROFESSION"), "; lost work in ", P(f"{r.choice(['January','April','August','November'])} {c.vd.year - r.randint(0, 2)}", "DATE"), ".\n")
    c.section(b, "Health")
    b(r.choice(["Infected wound left shin, 4 x 3 cm with cellulitis spreading; dressed and flucloxacillin started.",
                "Productive cough 3 weeks, weight loss; sputum sample taken, CXR requested.",
                "Trench foot both feet; socks and boots provided, dressings applied.",
                "Opioid use, injecting in groin; naloxone kit supplied and BBV testing offered."]), " ")
    b("Sample no. ", P(f"{letters(r, 1)}{digits(r, 7)}", "IDNUM"), ". Not registered with a GP; registration started at ", c.gp(), ".\n")
    c.section(b, "Social")
    sl, sv = loc.ssn()
    ben = {"UK": "Universal Credit", "US": "SNAP and Medicaid", "CA": "Ontario Works", "AU": "JobSeeker Payment", "IE": "Jobseeker's Allowance", "NZ": "Jobseeker Support"}[c.L]
    b("Benefits: ", r.choice([ben, ben, "no current claim"]), "; ", *([sl + " ", sv] if r.random() < 0.6 else ["ID documents lost"]), ". ")
    b("Phone: ", loc.phone("mobile"), r.choice([" (borrowed from a friend, ", " (friend's phone, "]), c.fam[1].name(r.choice(["given", "full"])), "). ")
    b("Housing caseworker ", c.fam[2].name("full"), " at ", P(f"{r.choice(pools.ORG_A)} Housing Trust", "ORGANIZATION"), " (", c.fam[2].email(c.L), ") aware.\n")
    c.section(b, "Plan")
    b("- Return ", P(r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]), "DATE"), " to re-dress\n")
    b("- Drop-in at ", clinic, ", ", loc.street(), " (", c.url(clinic, ""), ")\n")
    b("- Emergency bed requested for ", c.date(c.days(1)), "\n")
    c.signature(b, 2, None, role=r.choice(["Outreach Nurse", "Inclusion Health Nurse", "Outreach Worker"]), phone=r.random() < 0.5)
    c.admin_footer(b, acct=r.random() < 0.4, user=True)


# ====================================================================== 8 refugee & asylum seeker
def refugee(b, c):
    r, pt, loc = c.r, c.pt, c.loc
    clinic = c.clinic("refugee")
    origin = P(r.choice(pools.COUNTRIES_ORIGIN), "COUNTRY")
    lang = r.choice(pools.LANGUAGES)
    interp = c.docs[2]
    b(r.choice(["REFUGEE HEALTH ASSESSMENT", "New Arrival Health Assessment", "Asylum Seeker Initial Health Assessment",
                "Refugee Health Screening - Comprehensive Assessment"]), "\n")
    b(clinic, " | ", c.date(), "\n\n")
    ids = []
    if c.L == "US":
        ids.append(("A-Number", [P(f"A{digits(r, 9)}" if r.random() < 0.5 else f"A{digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)}", "IDNUM")]))
    elif c.L == "UK":
        ids.append(("Home Office ref", [P(f"{letters(r, 1)}{digits(r, 7)}", "IDNUM")]))
        ids.append(("ARC no.", [P(f"UK{letters(r, 3)}{digits(r, 6)}", "IDNUM")]))
    elif c.L == "AU":
        ids.append(("Boat/arrival ID", [P(f"{letters(r, 3)}{digits(r, 3)}", "IDNUM")]))
    elif c.L == "CA":
        ids.append(("UCI", [P(f"{digits(r, 4)}-{digits(r, 4)}", "IDNUM")]))
    else:
        ids.append(("IPO ref", [P(f"{digits(r, 4)}/{digits(r, 2)}", "IDNUM")]))
    ids.append(("UNHCR case no.", [P(f"{r.choice(['KAK', 'NAI', 'AMM', 'BEI', 'KUP', 'IST'])}-{digits(r, 2)}C{digits(r, 5)}", "IDNUM")]))
    ids.append(("Biometric enrolment ID", [P(f"BIO{digits(r, 9)}", "BIOID")]))
    demo(b, c, extra=[("Country of birth", [origin]), ("Language", [lang + ", interpreter required"])] + ids, drop=0.35)
    c.section(b, "Migration history")
    tr = r.sample(pools.COUNTRIES_TRANSIT, 2)
    b(c.pref("titled"), " is a ", c.age_items(style=r.choice(["yearold", "yo", "sexage"])), " " + ("man" if pt.sex == "M" else "woman") + " from ",
      P(f"{r.choice(['Kabul', 'Aleppo', 'Asmara', 'Khartoum', 'Mogadishu', 'Goma', 'Hpa-an', 'Mosul', 'Taiz', 'Kharkiv', 'Gitega', 'San Pedro Sula'])}", "CITY"), ", ", origin,
      ". Left in ", P(str(c.vd.year - r.randint(1, 8)), "DATE"), "; travelled via ", P(tr[0], "COUNTRY"), " and ", P(tr[1], "COUNTRY"), ". ")
    b(r.choice(["Spent 3 years in ", "Registered at ", "Lived in "]), P(r.choice(["Kakuma camp", "Dadaab camp", "Zaatari camp", "Kutupalong camp", "Moria camp", "Nyarugusu camp"]), "LOCATION_OTHER"),
      ". Arrived ", c.date(c.days(-r.randint(10, 200))), ". Currently housed at ", P(f"{r.choice(pools.STREET_NAMES)} {r.choice(['Hotel', 'Lodge', 'Reception Centre', 'House'])}", "LOCATION_OTHER"),
      ", room ", P(str(r.randint(1, 320)), "LOCATION_OTHER"), ", ", loc.town(), ".\n")
    b("Worked as a ", P(r.choice(["teacher", "tailor", "farmer", "shopkeeper", "nurse's aide", "mechanic", "pharmacist", "engineer", "driver"]), "PROFESSION"), " before leaving. ")
    b("Accompanied by ", c.kin(c.fam[0], r.choice(["spouse", "sibling", "parent"])), " ", c.fam[0].name("full"), " (", P(str(c.age + r.randint(-6, 6)), "AGE"), ") and children ",
      c.fam[1].name("given"), " (", P(str(r.randint(1, 15)), "AGE"), ") and ", c.fam[2].name("given"), " (", P(str(r.randint(1, 15)), "AGE"), "). ")
    b(f"{pt.his.capitalize()} father was a ", P(r.choice(["farmer", "soldier", "teacher", "trader", "imam", "carpenter"]), "PROFESSION"), " and was killed in ", P(str(c.vd.year - r.randint(3, 12)), "DATE"), ".\n")
    c.section(b, "Screening")
    rows = [("Interpreter", [interp.name("full"), f" ({lang}, ", r.choice(["phone", "video", "in person"]), ", ID ", P(f"{digits(r, 5)}", "IDNUM"), ")"]),
            ("TB", ["IGRA ", r.choice(["negative", "positive - CXR requested"]), ", accession ", P(f"{letters(r, 2)}{digits(r, 8)}", "IDNUM")]),
            ("HIV/HBV/HCV", ["negative / HBsAg ", r.choice(["positive", "negative"]), " / negative"]),
            ("Strongyloides", ["serology pending"]),
            ("Vaccines", ["catch-up MMR and Td/IPV given ", c.date(), "; next dose ", c.date(c.days(28))]),
            ("Mental health", [f"RHS-15 score {r.randint(8, 40)}; nightmares, startle, sleep 3-4 h"])]
    c.kv(b, rows, r.choice(["kv", "table", "pad"]))
    c.section(b, "Plan")
    b("Referral to ", P(f"{r.choice(loc.towns)} Survivors of Torture Service", "HOSPITAL"), r.choice(["", " (", ]))
    if b.buf[-1].endswith(" ("):
        b(c.org_email(P('survivorsservice', 'HOSPITAL')), ")")
    b("; caseworker ", c.fam[3].name("full"), " from ", P(f"{r.choice(pools.ORG_A)} {r.choice(['Refugee Council', 'Settlement Services', 'Migrant Resource Centre', 'Welcome Network'])}", "ORGANIZATION"),
      ", ", loc.phone("ext"), ". Register with ", c.gp(), ". Follow up ", c.date(c.days(r.randint(14, 35))), ".\n")
    c.signature(b, 0, clinic, role=r.choice(["Refugee Health GP", "Refugee Health Nurse", "Nurse Practitioner"]))
    c.admin_footer(b, acct=True, user=True, ip=r.random() < 0.3)


# ====================================================================== 9 school / university sports medicine
def sports(b, c):
    r, pt, loc = c.r, c.pt, c.loc
    clinic = c.clinic("sports")
    uni = r.random() < 0.55
    school = P(r.choice([f"University of {r.choice(loc.towns)}", f"{r.choice(loc.towns)} State University", f"{r.choice(pools.SURNAMES)} College"]) if uni
               else r.choice([f"{r.choice(loc.towns)} High School", f"{r.choice(loc.towns)} Grammar School", f"St {r.choice(['Brendan', 'Mark', 'Hilda', 'Patrick'])}'s College",
                              f"{r.choice(loc.towns)} Academy"]), "ORGANIZATION")
    sport = r.choice(["rugby", "football", "basketball", "netball", "hockey", "soccer", "Gaelic football", "hurling", "lacrosse", "volleyball", "athletics"])
    coach, parent, trainer = c.fam[1], c.fam[0], c.docs[2]
    b(r.choice(["SPORTS MEDICINE CLINIC NOTE", "Concussion Assessment", "Athlete Injury Report", "Return-to-Play Review", "Pre-participation Physical Evaluation"]), "\n")
    b(clinic, ", ", school, "\n")
    rows = [("Athlete", [pt.name(r.choice(["full", "lastfirst", "caps"]))]), ("DOB", [c.date(c.dob)]),
            ("Age", [P(str(c.age), "AGE")]), ("Student ID", [P(r.choice([digits(r, 8), f"S{digits(r, 7)}", f"{digits(r, 2)}{letters(r, 1)}{digits(r, 5)}"]), "IDNUM")]),
            ("Team", [P(f"{r.choice(pools.ORG_A)} {sport.title()} Club" if r.random() < 0.3 else f"{school.v} {sport.title()}", "ORGANIZATION")]),
            ("Insurance", [c.loc.healthplan()[1]]), ("Date seen", [c.date()])]
    if c.age < 18:
        rows.append(("Parent/guardian", [parent.name("full"), ", ", loc.phone("mobile")]))
    c.kv(b, rows)
    c.section(b, "History")
    gd = c.days(-r.randint(1, 10))
    b(c.pref(r.choice(["given", "full"])), " (", c.age_items(style=r.choice(["yo", "sexage", "yearold"])), f", {sport}) was injured during the game against ",
      P(f"{r.choice(loc.towns)} {r.choice(['High School', 'College', 'University', 'RFC', 'GAA'])}", "ORGANIZATION"), " on ", c.date(gd), " at ",
      P(f"{r.choice(pools.SURNAMES)} {r.choice(['Field', 'Park', 'Stadium', 'Oval', 'Arena'])}", "LOCATION_OTHER"), ". ")
    inj = r.choice(["conc", "ankle", "knee", "shoulder"])
    if inj == "conc":
        b(f"Head clash in a tackle; brief disorientation, no LOC. Removed from play by athletic trainer ", trainer.name("full"), ". SCAT6 symptom score 18/22, baseline (",
          c.date(c.days(-r.randint(60, 300))), ") 2. ")
    elif inj == "ankle":
        b("Inversion injury right ankle, unable to weight-bear for 4 steps; Ottawa rules negative at pitch side per ", trainer.name("full"), ". ")
    elif inj == "knee":
        b("Non-contact pivot on the left knee with a pop and immediate swelling; Lachman positive. MRI requisition ", P(f"RQ{digits(r, 7)}", "IDNUM"), ". ")
    else:
        b("Fell on outstretched arm; anterior shoulder dislocation reduced at the ground by ", trainer.name("full"), ". ")
    b("Coach ", coach.name(r.choice(["full", "sur"])), " and ", c.kin(parent, "parent"), " ", parent.name("full"), " informed", r.choice([".", " by phone."]), "\n")
    if c.age >= 18 and r.random() < 0.5:
        b("Also works part-time as a ", P(r.choice(["lifeguard", "barista", "retail assistant", "tutor", "delivery rider"]), "PROFESSION"), ". ")
    b("Lives in ", P(f"{r.choice(pools.STREET_NAMES)} Hall" if uni else f"{r.choice(pools.STREET_NAMES)} House", "LOCATION_OTHER"), ", room ", P(f"{r.randint(1, 4)}{r.randint(1, 40):02d}{r.choice(['', '', 'A', 'B'])}", "LOCATION_OTHER"), ".\n")
    c.section(b, "Plan")
    b(f"- Graduated return-to-{'learn/return-to-' if inj == 'conc' else ''}play; no contact until cleared\n")
    b("- Review ", c.date(c.days(r.randint(5, 14))), " with ", c.drname(0, "dr"), "\n")
    b("- Academic adjustments letter to ", c.fam[3].name("full"), " (", r.choice(["Disability Services", "Head of Year", "Student Support"]), "), ", c.fam[3].email(c.L), "\n")
    b("- Team portal updated: ", c.url(school, "/athletics/medical"), "\n")
    c.signature(b, 0, clinic, role=r.choice(["Sports Medicine Physician", "Team Physician", "Sports & Exercise Medicine Registrar"]))
    c.admin_footer(b, acct=r.random() < 0.5, user=True)


# ====================================================================== 10 social prescribing
def social_rx(b, c):
    r, pt, loc = c.r, c.pt, c.loc
    practice = c.gp()
    link = c.docs[2]
    b(r.choice(["SOCIAL PRESCRIBING REFERRAL", "Referral to Link Worker / Community Connector", "Social Prescribing - Initial Conversation",
                "Green Prescription Referral" if c.L == "NZ" else "Community Referral - Wellbeing"]), "\n")
    b("From: ", c.drname(1, r.choice(["dr", "full_cred"])), ", ", practice, "\nTo: ", link.name("full"), ", ", r.choice(["Link Worker", "Community Connector", "Social Prescriber", "Wellbeing Coordinator"]),
      " (", link.email(c.L), ")\n")
    b("Referral ID: ", P(f"SP-{digits(r, 6)}", "IDNUM"), "   Date: ", c.date(), "\n\n")
    demo(b, c, drop=0.1)
    c.section(b, "Reason for referral")
    b(c.pref(r.choice(["titled", "given", "full"])), " (", c.age_items(c.age if c.age > 30 else c.age + 40, style=r.choice(["yo", "aged", "yearold"])), ") ")
    b(r.choice([f"has been increasingly isolated since {pt.his} {c.kin(c.fam[0], 'spouse')} ", f"is struggling with loneliness after {pt.his} {c.kin(c.fam[0], 'sibling')} "]),
      c.fam[0].name("given"), r.choice([" died in ", " moved away in "]), P(f"{r.choice(['January','March','May','July','September','November'])} {c.vd.year - r.randint(0, 2)}", "DATE"), ". ")
    b(f"{pt.he.capitalize()} retired as a ", P(r.choice(pools.OCCUPATIONS), "PROFESSION"), " from ", c.org(), ". ")
    b(r.choice(["Low mood, COPD with reduced exercise tolerance.", "Type 2 diabetes, weight gain and low motivation.", "Chronic pain; frequent attender (14 contacts in 6 months).",
                "Debt worries and poor sleep; rent arrears letter received."]), "\n")
    b(c.kin(c.fam[1], "child").capitalize(), " ", c.fam[1].name("full"), " (", loc.phone("mobile"), ") helps with shopping", r.choice(["", " and lives in ", ])) 
    if b.buf[-1].endswith(" in "):
        b(P(r.choice(loc.towns), "CITY"))
    b(".\n")
    c.section(b, "What matters to me")
    b(r.choice(['"I used to love gardening and singing in the choir."', '"I want to get out of the house and meet people."',
                '"I would like to learn to use the computer to talk to my grandchildren."']), "\n")
    c.section(b, "Suggested activities")
    acts = [["- ", P(f"{r.choice(loc.towns)} Men's Shed", "ORGANIZATION"), ", ", loc.street(), " - ", P(r.choice(["Tuesday", "Wednesday", "Thursday"]), "DATE"), " mornings\n"],
            ["- Walking group from ", P(f"{r.choice(pools.STREET_NAMES)} Park gates", "LOCATION_OTHER"), ", contact ", c.fam[2].name("full"), " ", loc.phone("mobile"), "\n"],
            ["- ", P(f"{r.choice(pools.STREET_NAMES)} Community Garden", "ORGANIZATION"), " volunteers (", c.url(P("communitygarden" + r.choice(loc.towns), "URL"), ""), ")\n"],
            ["- Choir at ", P(f"St {r.choice(['Andrew', 'Columba', 'Margaret', 'Paul', 'Bride'])}'s Church", "ORGANIZATION"), ", ", P(r.choice(["Friday", "Monday"]), "DATE"), " evenings\n"],
            ["- Digital skills course, ", P(f"{r.choice(loc.towns)} Library", "ORGANIZATION"), ", starts ", c.date(c.days(r.randint(7, 30))), "\n"],
            ["- Debt advice: ", P(f"{r.choice(pools.ORG_A)} Advice Centre", "ORGANIZATION"), ", ", loc.phone("land"), "\n"]]
    r.shuffle(acts)
    for a in acts[:r.randint(3, 5)]:
        b(*a)
    c.section(b, "Follow-up")
    b(f"Initial conversation booked for ", c.date(c.days(r.randint(3, 14))), " at ", practice, ", ", "Room ", P(str(r.randint(1, 20)), "LOCATION_OTHER"), ". ")
    b(f"WEMWBS baseline {r.randint(28, 45)}. Consent given to share with ", c.fam[3].name("full"), " (carer). Carer's email ", c.fam[3].email(c.L), ".\n")
    c.signature(b, 1, practice, role=r.choice(["GP", "Practice Nurse", "GP Partner"]))
    c.admin_footer(b, acct=False, user=True)


GENRES = {
    "occupational_health": ("occ", occ_health),
    "workplace_injury": ("wc", workers_comp),
    "fitness_to_drive_fly": ("drive", fitness_drive_fly),
    "pre_employment": ("preemp", pre_employment),
    "military_veterans": ("mil", military),
    "prison_healthcare": ("prison", prison),
    "homeless_outreach": ("homeless", homeless),
    "refugee_asylum": ("refugee", refugee),
    "sports_medicine": ("sports", sports),
    "social_prescribing": ("social", social_rx),
}
AGE_RANGE = {"sports": (14, 24), "mil": (24, 78), "social": (38, 88), "preemp": (18, 58), "refugee": (17, 66)}
