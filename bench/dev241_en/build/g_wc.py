"""Workers' compensation progress reports, return-to-work plans, functional capacity evaluations (author 241)."""
import fmt as F
import pools2 as P2
import common as C
from fmt import he, his, him


def _restr(rng):
    return rng.choice(P2.RESTRICTIONS).format(lb=rng.choice([10, 15, 20, 25, 35, 50]), kg=rng.choice([5, 7, 10, 12, 15, 20]),
                                              side=rng.choice(["right", "left"]))


def wc_progress(d, rng, c):
    us = c.country == "US"
    visit = c.exam
    if us:
        d.line(rng.choice(["PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)", "Workers' Compensation Progress Report",
                           "WORK COMP FOLLOW-UP / PROGRESS NOTE", "Physician's Progress Report - Workers' Compensation"]))
    elif c.country == "CA":
        d.line(rng.choice(["Health Professional's Progress Report", "WSIB PROGRESS REPORT (Form 26 equivalent)",
                           "Physician Progress Report - WCB Claim", "Treatment Progress Report"]))
    else:
        d.line(rng.choice(["OCCUPATIONAL HEALTH PROGRESS REVIEW", "Employer's Liability Claim - Treating Clinician Update",
                           "Progress Report (Rehabilitation Code)"]))
    d.line(("HOSPITAL", c.treat_site), rng.choice(["  |  ", " - ", "\n"]), ("STREET", F.street(rng, c.country, False)), ", ", ("CITY", c.pl[0]))
    d.line()
    tbl = rng.random() < 0.5
    if tbl:
        d.line("Patient: ", C.pt_full(rng, c, rng.choice(["caps", "lastfirst", "lastfirstm"])), "    DOB: ", ("DATE", F.date_num(c.dob, c.country)),
               "    Sex: ", c.sex)
        d.line("Claim No: ", ("IDNUM", c.claim), "    DOI: ", ("DATE", F.date_num(c.doi, c.country)), "    Visit: ", ("DATE", F.date_num(visit, c.country)))
        d.line("Employer: ", ("ORGANIZATION", c.employer), "    Carrier/TPA: ", ("ORGANIZATION", c.insurer))
        if rng.random() < 0.5:
            d.line(rng.choice(["Chart #: ", "MRN: ", "Acct: "]), ("MRN", c.mrn) if rng.random() < 0.6 else ("ACCOUNT", F.account(rng)),
                   "    Adjuster: ", ("FAMILY", F.name_form(rng, c.adjuster, rng.choice(["full", "init_last", "lastfirst"]))),
                   " ", ("PHONE", F.phone(rng, c.country, True)))
        if us and rng.random() < 0.5:
            d.line("SSN: ", ("SSN", c.ssn), "    Employer phone: ", ("PHONE", F.phone(rng, c.country)))
    else:
        C.claimant_block(d, rng, c, rng.choice([["name", "dob", "claim", "doi", "employer", "adjuster"],
                                                ["name", "claim", "doi", "insurer", "mrn"],
                                                ["name", "dob", "ssn", "claim", "employer"]]))
    d.line()
    d.line(rng.choice(["SUBJECTIVE", "S:", "Subjective complaints", "INTERVAL HISTORY"]))
    pre = rng.choice(["Pt ", "Patient ", ""])
    d.w(pre, C.pt_ref(rng, c, True) if not pre else ("PATIENT", F.name_form(rng, c.pt, rng.choice(["full", "initials", "first_init"]))),
        " ", rng.choice(["returns for follow-up", "seen today for re-evaluation",
                                                                                  "presents for scheduled WC f/u"]),
        " of ", c.dx[1], ". ", rng.choice(["Reports 30% improvement since last visit", "Pain unchanged at 6/10",
                                           "Slightly worse after trial of full duty", "Completed 8/12 authorized PT visits"]),
        ". ", rng.choice(P2.NEG_PHRASES), " ")
    if rng.random() < 0.4:
        d.w("Last seen ", C.ds(rng, c, F.add_days(visit, -rng.randint(14, 42))), " by ", F.doc_ref(rng, c.treater), ". ")
    if rng.random() < 0.3:
        d.w("Notes that ", his(c), " employer (", ("FAMILY", F.name_form(rng, c.supervisor, rng.choice(["full", "first"]))),
            ") has no light duty available until after ", ("DATE", rng.choice(
                ["Labor Day", "Thanksgiving", "Christmas", "Easter", "Memorial Day"] if us else
                ["Christmas", "Easter", "Canada Day", "Boxing Day", "Victoria Day"] if c.country == "CA" else
                ["Christmas", "Easter", "Boxing Day", "New Year's Day"])), ". ")
    d.w("\n\n")
    d.line(rng.choice(["OBJECTIVE", "O:", "Objective findings"]))
    C.exam(d, rng, c)
    d.line(rng.choice(["DIAGNOSIS", "A:", "Assessment", "ICD-10"]))
    d.line("- ", F.cap1(c.dx[1]), " ", c.dx[2])
    if rng.random() < 0.5:
        d.line("- ", rng.choice(["Sleep disturbance G47.00", "Myofascial pain M79.18", "Lumbar sprain S33.5XXA", "Anxiety F41.9"]))
    d.line()
    d.line(rng.choice(["TREATMENT PLAN", "P:", "Plan"]))
    for m in rng.sample(P2.MEDS, 2):
        d.line("- Continue ", m)
    k = rng.randrange(6)
    if k == 4:
        d.line("- Request ortho consult with ", F.doc_ref(rng, F.new_person(rng)))
    elif k == 5:
        d.line("- TENS unit dispensed, serial ", ("DEVICE", F.device_sn(rng)))
    else:
        d.line("- ", ["Request authorization for 6 additional PT visits (2x/wk x 3 wks)", "RFA submitted for lumbar ESI L4-5",
                      "Refer to pain psychology", "Home exercise program reviewed"][k])
    d.line()
    d.line(rng.choice(["WORK STATUS", "Work status / restrictions", "DISABILITY STATUS"]))
    st = rng.randrange(3)
    if st == 0:
        d.line("[X] Modified duty from ", C.ds(rng, c, visit), " to ", C.ds(rng, c, F.add_days(visit, rng.choice([14, 21, 28, 30, 42]))))
        for _ in range(rng.randint(2, 4)):
            d.line("    - ", _restr(rng))
    elif st == 1:
        d.line("[X] Temporarily totally disabled (TTD) through ", C.ds(rng, c, F.add_days(visit, rng.choice([14, 21, 30]))))
    else:
        d.line("[X] Return to full duty on ", ("DATE", F.date_wk(rng, F.add_days(visit, rng.randint(1, 10)), c.country)), " without restrictions")
    d.line("Next appointment: ", ("DATE", F.date_num(F.add_days(visit, rng.choice([14, 21, 28, 42])), c.country)), " at ",
           "%d:%02d %s" % (rng.randint(8, 11), rng.choice([0, 15, 30, 45]), "AM") if us else "%02d:%02d" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45])))
    d.line()
    if rng.random() < 0.45:
        C.agency_note(d, rng, c)
    d.line("I declare under penalty of perjury that this report is true and correct." if us and rng.random() < 0.5 else
           rng.choice(["Signed electronically.", "Treating practitioner:", "Provider signature:"]))
    d.line(F.doc_ref(rng, c.treater, rng.choice(["MD", "DO", "DC", "PA-C", "MD, MPH"]), form=rng.choice([0, 2, 3])),
           rng.choice(["  ", "\n"]), (rng.choice(["Lic# ", "NPI "]) if us else ("GMC " if c.country == "UK" else "CPSO #")),
           ("LICENSE", F.license_no(rng, c.country, "npi" if us else None)))
    d.line(("DATE", F.date_num(visit, c.country)))
    if rng.random() < 0.5:
        d.line("Billing: ", rng.choice(["CPT 99214, 97110 x2", "CPT 99213", "OCF-21 block 3", "Code 8A"]), "  Invoice ", ("ACCOUNT", F.account(rng)))
    if rng.random() < 0.35:
        C.audit_trail(d, rng, c, 1)


def rtw_plan(d, rng, c):
    start = F.add_days(c.exam, rng.randint(3, 20))
    start = F.add_days(start, 7 - start.weekday())
    d.line(rng.choice(["RETURN TO WORK PLAN", "Graduated Return-to-Work Plan", "Transitional Duty Agreement",
                       "PHASED RETURN TO WORK PLAN", "Modified Work Offer & RTW Plan"]))
    d.line(("ORGANIZATION", c.employer), rng.choice(["  -  ", " / ", "\n"]), rng.choice(["Human Resources", "Health & Safety", "People Services", "Occupational Health"]))
    d.line()
    d.line("Employee: ", C.pt_full(rng, c, rng.choice(["full", "lastfirst", "caps"])), "   Employee no.: ", ("IDNUM", "E" + F.digits(rng, rng.choice([5, 6]))))
    d.line("Job title: ", ("PROFESSION", c.prof), "   Site: ", ("LOCATION_OTHER", rng.choice(["Building %s" % F.letters(rng, 1), "Dock %d" % rng.randint(1, 12), "Bay %d" % rng.randint(1, 30),
                                               "Warehouse %d" % rng.randint(1, 6), "Mezzanine %d" % rng.randint(1, 3)])),
           ", ", ("STREET", F.street(rng, c.country, False)), ", ", ("CITY", c.pl[0]))
    d.line("Claim: ", ("IDNUM", c.claim), "   Date of injury: ", C.ds(rng, c, c.doi))
    d.line("Plan start: ", ("DATE", F.date_wk(rng, start, c.country)), "   Review: ", C.ds(rng, c, F.add_days(start, 14)))
    d.line()
    d.line("Participants:")
    d.line("- Worker: ", C.pt_full(rng, c, "full"), ", tel ", ("PHONE", F.phone(rng, c.country, False)))
    d.line("- Supervisor: ", ("FAMILY", F.name_form(rng, c.supervisor, rng.choice(["full", "init_last"]))), rng.choice([", ", " - "]),
           ("EMAIL", F.email(rng, c.supervisor)))
    d.line("- ", rng.choice(["Nurse case manager: ", "RTW coordinator (OT): ", "Vocational case manager: "]),
           ("DOCTOR", F.name_form(rng, c.physio, "full")), rng.choice([", RN, CCM", ", OT Reg. (Ont.)", ", OTR/L", " RGN", ", CRC"]),
           ", ", ("PHONE", F.phone(rng, c.country, True)))
    d.line("- Treating clinician: ", F.doc_ref(rng, c.treater))
    if rng.random() < 0.4:
        d.line("- Union representative: ", ("FAMILY", F.name_form(rng, F.new_person(rng), "full")), rng.choice([" (shop steward)", " (H&S rep)", ""]))
    d.line()
    d.line("Functional restrictions (per ", F.doc_ref(rng, c.treater, form=1), ", note dated ", C.ds(rng, c, F.add_days(c.exam, -rng.randint(1, 10))), "):")
    for r in rng.sample(P2.RESTRICTIONS, rng.randint(3, 5)):
        d.line("  * ", r.format(lb=rng.choice([10, 20, 25]), kg=rng.choice([5, 10, 12]), side=rng.choice(["right", "left"])))
    d.line()
    d.line(rng.choice(["Schedule", "GRADUATED SCHEDULE", "Hours progression"]), ":")
    d.line(rng.choice(["Week | Dates | Hours/day | Days/wk | Duties", "Wk  Dates                 Hrs  Days  Tasks"]))
    hrs = rng.choice([[4, 4, 6, 8], [3, 4, 5, 6, 8], [4, 6, 8], [2, 4, 6, 6, 8]])
    tasks = ["light picking, no pallet work", "quality checks seated", "admin / training modules", "inventory counts (hand-held scanner)",
             "supervised return to line, 50% rate", "full duties trial", "orientation, safety refresh", "stock rotation < 10 kg"]
    sep = " | " if d.parts[-2].startswith("Week") or d.parts[-2].startswith("week") else "  "
    for i, h in enumerate(hrs):
        a = F.add_days(start, 7 * i)
        b = F.add_days(a, 4)
        d.line(str(i + 1), sep, ("DATE", F.date_num(a, c.country) if rng.random() < 0.5 else F.date_str(rng, a, c.country)), "-",
               ("DATE", F.date_num(b, c.country)), sep, str(h), sep, str(rng.choice([3, 4, 5])), sep, rng.choice(tasks))
    d.line()
    d.w("Duties are within the ", rng.choice(P2.PDC), " physical demand level. ",
        "Wages: ", rng.choice(["pre-injury rate maintained", "top-up via TTD/loss of earnings", "partial wage-loss benefits apply"]), ". ")
    d.w("If symptoms increase, the worker should stop the task and inform ", ("FAMILY", c.supervisor.first), " immediately. ")
    d.w(rng.choice(["The plan will be reviewed at the ", "Progress to be reviewed at "]), rng.choice(["2-week", "fortnightly", "weekly"]),
        " meeting in ", rng.choice(["the HR office", "Meeting Room ", "the site first-aid room"]))
    if d.parts[-1].lower().endswith("room "):
        d.w(("LOCATION_OTHER", str(rng.randint(1, 40)) + rng.choice(["", "B", "A"])))
    d.w(".\n\n")
    if rng.random() < 0.6:
        C.agency_note(d, rng, c)
    d.line("Signatures:")
    for who, val in [("Worker", C.pt_full(rng, c, "full")), ("Employer", ("FAMILY", F.name_form(rng, c.supervisor, "full"))),
                     ("Case manager", ("DOCTOR", F.name_form(rng, c.physio, rng.choice(["full", "init_last"]))))]:
        d.line(who, ": ", val, rng.choice(["   Date: ", "  ", "   signed "]), ("DATE", F.date_num(F.add_days(start, -rng.randint(1, 3)), c.country)))
    if rng.random() < 0.4:
        d.line()
        d.line("Copy to: ", ("ORGANIZATION", c.insurer), " (", ("EMAIL", F.email(rng)), ")", rng.choice([", ", " and "]), "WSIB" if c.country == "CA" else rng.choice(["file", "the treating doctor"]))


FCE_TESTS = [
    ("Floor to waist lift", "lb"), ("Waist to shoulder lift", "lb"), ("Bilateral carry 50 ft", "lb"),
    ("Push (cart, initial force)", "lbf"), ("Pull (sled)", "lbf"), ("Unilateral carry R", "lb"),
]


def fce(d, rng, c):
    d.line(rng.choice(["FUNCTIONAL CAPACITY EVALUATION", "Functional Capacity Evaluation - Summary Report",
                       "FCE REPORT (2-day protocol)", "Functional Abilities Evaluation"]))
    C.letterhead(d, rng, c, name=F.hospital(rng, c.country, c.cpl) if rng.random() < 0.6 else None)
    d1 = c.exam
    d2 = F.add_days(d1, 1)
    d.line("Client: ", C.pt_full(rng, c, rng.choice(["full", "caps", "lastfirst"])), "    Age: ", ("AGE", str(c.age)),
           "    DOB: ", ("DATE", F.date_num(c.dob, c.country)))
    d.line("Referral: ", ("ORGANIZATION", c.insurer), " / ", ("FAMILY", F.name_form(rng, c.adjuster, "full")), "    Claim ", ("IDNUM", c.claim))
    d.line("Test dates: ", C.ds(rng, c, d1), " and ", C.ds(rng, c, d2))
    ecred = {"US": rng.choice(["PT, DPT", "OTR/L, CEAS", "PT, DPT, OCS", "OTR/L"]), "UK": rng.choice(["MCSP", "MSc PT, HCPC", "BSc OT"]),
             "CA": rng.choice(["OT Reg. (Ont.)", "MSc PT", "PT, CEAS", "OT Reg."])}[c.country]
    d.line("Evaluator: ", ("DOCTOR", F.name_form(rng, c.physio, rng.choice(["full", "mid"]))), rng.choice([", ", " "]) + ecred,
           "  Reg. ", ("LICENSE", F.license_no(rng, c.country, "hcpc" if c.country == "UK" else ("cpo" if c.country == "CA" else "state"))))
    d.line("Target job: ", ("PROFESSION", c.prof), " at ", ("ORGANIZATION", c.employer), " (", rng.choice(P2.PDC), " PDC per job description)")
    d.line()
    d.line("Equipment:")
    for eq in rng.sample(["Jamar hydraulic hand dynamometer", "B&L pinch gauge", "Polar H10 heart-rate monitor", "EpicLift station",
                          "digital inclinometer", "BTE work simulator", "force gauge (Chatillon)"], rng.randint(2, 3)):
        # calibration dates belong to the equipment, not the patient: not PHI
        d.line("  - ", eq, ", serial ", ("DEVICE", F.device_sn(rng)), ", calibrated ", F.month_year(rng, F.add_days(d1, -rng.randint(30, 300))))
    d.line()
    agep = F.age_pieces(rng, c.age, c.sex)
    d.w(rng.choice(["Background: ", "HISTORY: "]), C.pt_ref(rng, c, True), " is " + F.art(agep) + " ", agep, " injured on ", C.ds(rng, c, c.doi),
        " (", c.dx[1], "). ", he(c, True), " has not worked since ", ("DATE", F.month_year(rng, F.add_days(c.doi, rng.randint(0, 60)))), ". ")
    d.w(rng.choice(["Resting BP ", "Pre-test BP "]), "%d/%d" % (rng.randint(110, 145), rng.randint(68, 92)), ", HR ", str(rng.randint(60, 90)),
        ". Age-predicted max HR ", str(220 - c.age), " bpm", rng.choice([" (220 - age).", "."]), "\n\n")
    d.line(rng.choice(["MATERIAL HANDLING", "Lifting/carrying results"]), ":")
    d.line("Task".ljust(30), "Occasional   Frequent   Limiting factor")
    for name, unit in rng.sample(FCE_TESTS, rng.randint(3, 5)):
        occ = rng.choice([15, 20, 25, 30, 35, 40, 45, 50])
        d.line(name.ljust(30), ("%d %s" % (occ, unit)).ljust(13), ("%d %s" % (occ // 2, unit)).ljust(11),
               rng.choice(["pain behaviours", "HR > 85% APMHR", "biomechanical", "self-limited", "safe max achieved"]))
    d.line()
    d.line("Positional tolerances: sitting ", str(rng.choice([20, 30, 45, 60])), " min; standing ", str(rng.choice([15, 30, 45])),
           " min; walking ", str(rng.choice([10, 20, 30])), " min; stooping occasional; kneeling ", rng.choice(["not tolerated", "occasional", "frequent"]), ".")
    g = [rng.randint(18, 45) for _ in range(5)]
    d.line("Grip (Jamar, 5 positions, kg) R: ", "/".join(str(x) for x in g), "  L: ", "/".join(str(max(8, x - rng.randint(2, 12))) for x in g),
           "  CV ", str(rng.randint(5, 22)), "%")
    d.line("Rapid exchange grip: ", rng.choice(["negative", "positive (RE > static)"]), ". Heart-rate response ", rng.choice(["appropriate", "blunted"]),
           " to load increase.")
    d.line()
    d.line(rng.choice(["Consistency of effort", "EFFORT/VALIDITY"]), ": ",
           rng.choice(["Valid - ", "Sub-maximal - ", "Inconsistent - "]), str(rng.randint(14, 28)), " of ", str(rng.randint(28, 30)),
           " validity criteria met.")
    d.line()
    d.w(rng.choice(["CONCLUSION", "Summary"]), ": ", C.pt_ref(rng, c, True), " demonstrated the ability to work at the ", rng.choice(P2.PDC),
        " physical demand level (DOT/Canadian NOC definitions) for an 8-hour day. This ",
        rng.choice(["meets", "does not meet", "partially meets"]), " the demands of ", his(c), " pre-injury job as " + F.art(c.prof) + " ", ("PROFESSION", c.prof), ". ")
    if rng.random() < 0.5:
        d.w(he(c, True), " was driven home by ", his(c), " ", c.rel, " ", ("FAMILY", c.relp.first),
            " after day 1, complaining of 8/10 pain; day-2 repeatability was ", rng.choice(["good", "fair", "poor"]), ". ")
    d.w("\n\n")
    C.signature(d, rng, c, person=c.physio, cred=ecred, lic=False,
                closing=rng.random() < 0.5)
    if rng.random() < 0.3:
        d.line("Report ID ", ("IDNUM", F.idnum(rng)), " | page 1 of ", str(rng.randint(6, 14)))
