"""Vocational assessments and nurse case-management contact logs (author 241)."""
import fmt as F
import pools as PL
import pools2 as P2
import common as C
from fmt import he, his, him

STRENGTH = ["Sedentary", "Light", "Medium", "Heavy", "Very heavy"]


def vocational(d, rng, c):
    k = c.country
    d.line(rng.choice(["VOCATIONAL ASSESSMENT REPORT", "Transferable Skills Analysis & Labour Market Survey",
                       "Vocational Rehabilitation Evaluation", "EMPLOYABILITY ASSESSMENT", "Vocational Evaluation - Earning Capacity"]))
    d.line()
    cred = {"US": rng.choice(["MS, CRC", "MA, CRC, ABVE/D", "CRC, LPC"]), "UK": rng.choice(["MSc, Dip VR", "Case Manager, VRA member", "BSc OT"]),
            "CA": rng.choice(["RRP, CVRP", "M.Ed., CCRC", "Registered Rehabilitation Professional"])}[k]
    ev = c.physio
    d.line("Client: ", C.pt_full(rng, c, rng.choice(["full", "lastfirst", "caps"])), "   DOB: ", ("DATE", F.date_num(c.dob, k)), "   Age: ", ("AGE", str(c.age)))
    d.line("Address: ", C.pt_address(rng, c, oneline=True), "   Tel: ", ("PHONE", F.phone(rng, k, False)))
    d.line("Referral source: ", ("ORGANIZATION", c.insurer), ", ", ("FAMILY", F.name_form(rng, c.adjuster, rng.choice(["full", "init_last"]))),
           "   Claim: ", ("IDNUM", c.claim))
    d.line("Interview: ", C.ds(rng, c, c.exam), " at ", rng.choice([["the client's home"], ["our ", ("CITY", c.cpl[0]), " office"],
                                                                     ["the public library, ", ("CITY", c.pl[0])], ["video call"]]))
    d.line("Evaluator: ", ("DOCTOR", F.name_form(rng, ev, rng.choice(["full", "mid"]))), ", ", cred)
    d.line()
    d.line(rng.choice(["REASON FOR REFERRAL", "Purpose"]), ":")
    d.w("To identify suitable alternative occupations for ", C.pt_ref(rng, c), " within the restrictions outlined by ", F.doc_ref(rng, c.treater),
        " (", rng.choice(P2.PDC), " PDC, ", rng.choice(["no repetitive overhead reaching", "sit/stand option", "no lifting over 10 kg", "no commercial driving"]), ").\n\n")
    d.line(rng.choice(["EDUCATION", "Education and training"]), ":")
    y = c.dob.year + rng.choice([16, 17, 18])
    sch = rng.choice(P2.SCHOOLS)
    d.line("- ", rng.choice(["Completed Grade 11", "GCSEs (5, incl. English and Maths)", "High school diploma", "Left school without qualifications", "GED"]),
           ", ", ("ORGANIZATION", sch), ", ", ("DATE", str(y)))
    if rng.random() < 0.6:
        d.line("- ", rng.choice(["Forklift certificate (counterbalance)", "NVQ Level 2 Warehousing", "CSCS card", "Food Handler certificate", "Class A CDL",
                                 "First Aid at Work", "Red Seal apprenticeship (incomplete)"]), ", ", ("DATE", str(rng.randint(min(y + 2, c.exam.year - 1), c.exam.year - 1))))
    if c.birth_country and rng.random() < 0.7:
        d.line("- Secondary education in ", ("COUNTRY", c.birth_country), "; English is ", his(c), " ", rng.choice(["second", "third"]), " language")
    d.line()
    d.line(rng.choice(["WORK HISTORY", "Employment history (most recent first)"]), ":")
    d.line(rng.choice(["Years      | Employer                        | Job title                 | Code     | SVP | Strength",
                       "Period  Employer  Title  DOT/NOC  SVP  PDC"]))
    end = c.doi.year
    jobs = [(c.employer, c.prof)] + [(F.employer(rng, k), F.prof(rng)) for _ in range(rng.randint(1, 3))]
    for emp, title in jobs:
        start = end - rng.randint(1, 8)
        code = rng.choice(["NOC %d" % rng.randint(10000, 99999), "DOT %03d.%03d-%03d" % (rng.randint(100, 999), rng.randint(100, 999), rng.randint(10, 99)),
                           "SOC %d" % rng.randint(1000, 9999)])
        d.line(("DATE", str(start)), "-", ("DATE", str(end)), " | ", ("ORGANIZATION", emp), " | ", ("PROFESSION", title), " | ", code, " | ",
               str(rng.randint(2, 7)), " | ", rng.choice(STRENGTH))
        end = start - rng.randint(0, 2)
    d.line()
    d.line(rng.choice(["TEST RESULTS", "Aptitude/academic testing"]), ":")
    d.line("WRAT-5: Word Reading grade equivalent ", "%d.%d" % (rng.randint(4, 12), rng.randrange(10)), "; Math Computation ",
           "%d.%d" % (rng.randint(3, 11), rng.randrange(10)), "; Spelling ", "%d.%d" % (rng.randint(4, 12), rng.randrange(10)))
    d.line(rng.choice(["CAPS", "GATB", "Career Ability Placement Survey"]), ": spatial relations ", str(rng.randint(10, 90)), "th %ile; manual speed ",
           str(rng.randint(10, 90)), "th %ile. ", rng.choice(["Purdue Pegboard", "Minnesota Rate of Manipulation"]), ": ", rng.choice(["below average", "average", "low average"]), ".")
    d.line("Interest inventory (", rng.choice(["Self-Directed Search", "O*NET Interest Profiler", "COPS"]), "): ", rng.choice(["RCE", "RIS", "CSE", "SEC"]), " code.")
    d.line()
    d.line(rng.choice(["LABOUR MARKET SURVEY", "Labor market research", "EMPLOYER CONTACTS"]), ":")
    for _ in range(rng.randint(3, 5)):
        who = F.new_person(rng)
        pay = {"US": "$%d.%02d/hr" % (rng.randint(14, 24), rng.choice([0, 25, 50, 75])), "UK": "%d.%02d GBP/hr" % (rng.randint(10, 14), rng.choice([0, 42, 50, 90])),
               "CA": "$%d.%02d/h" % (rng.randint(16, 26), rng.choice([0, 25, 50]))}[k]
        d.line("- ", ("ORGANIZATION", F.employer(rng, k)), ", ", ("CITY", rng.choice([c.pl[0], F.place(rng, k)[0]])), ": ",
               rng.choice(["security monitor", "cashier (seated)", "dispatcher", "parking attendant", "customer service rep", "inspector/packer (light)",
                           "school crossing guard", "hotel night auditor", "alarm monitor", "assembler (bench)"]),
               ", ", pay, ", ", rng.choice(["FT", "PT 25 h", "FT days", "casual"]), ". Spoke with ", ("FAMILY", F.name_form(rng, who, rng.choice(["full", "first", "init_last"]))),
               rng.choice([" (HR)", " (store manager)", ""]), rng.choice([["", ""], [", ", ("PHONE", F.phone(rng, k))]]), ".")
    d.line()
    d.w(rng.choice(["OPINION", "Conclusions"]), ": ", C.pt_ref(rng, c, True), " has ", rng.choice(["limited", "moderate", "good"]),
        " transferable skills. Residual earning capacity is estimated at ", rng.choice(["60%", "70-75%", "45%", "85%"]), " of pre-injury earnings. ",
        rng.choice(["A 12-week computer skills course at ", "Retraining through ", "Job-search assistance via "]),
        ("ORGANIZATION", rng.choice(P2.SCHOOLS[:5] + [rng.choice(PL.PLACE_WORDS) + " Employment Services"])), " is recommended, start ", ("DATE", F.month_year(rng, F.add_days(c.exam, rng.randint(20, 90)))), ".\n\n")
    C.signature(d, rng, c, person=ev, cred=cred, lic=False, closing=rng.random() < 0.6)


LOG_ENTRIES = [
    "TC to claimant: reports pain {p}/10, sleeping poorly. Attended PT x2 this wk.",
    "LVM for claimant re: upcoming appt. No call back.",
    "Rec'd PT progress note; ROM improving, recommends 4 more visits.",
    "Reviewed MRI report - no surgical lesion per radiologist.",
    "Claimant reports med change: gabapentin up to 600 mg TID; some dizziness.",
    "Discussed RTW options; claimant anxious about 12-hour shifts.",
    "Received work status: modified duty x 2 wks, 10 lb limit.",
    "Pharmacy called re: prior auth for lidocaine patches - forwarded to adjuster.",
    "Claimant did not attend scheduled PT (no-show #2).",
    "Case conference held; goal RTW full duty in 4-6 wks.",
    "Reviewed IME report; MMI reached, 5% WPI.",
    "Pt states BP 150/95 at pharmacy kiosk; advised f/u with PCP.",
    "Recieved updated work status from treating - no change.",
    "Claimant c/o incresed pain after 4 h shift; advised to pace.",
    "Faxed RTW plan to employer and treating for signature.",
]


def case_log(d, rng, c):
    k = c.country
    cm = c.physio
    d.line(rng.choice(["NURSE CASE MANAGEMENT - CONTACT LOG", "Case Management Notes", "CM ACTIVITY LOG", "Medical Case Management - Diary Entries"]))
    d.line("Claimant: ", C.pt_full(rng, c, rng.choice(["caps", "lastfirst", "full"])), "  |  Claim ", ("IDNUM", c.claim), "  |  DOI ", ("DATE", F.date_num(c.doi, k)))
    d.line("Case manager: ", ("DOCTOR", F.name_form(rng, cm, rng.choice(["full", "init_last"]))), rng.choice([", RN, CCM", " RN", ", RGN", ", BSN, CRRN"]),
           "  Adjuster: ", ("FAMILY", F.name_form(rng, c.adjuster, rng.choice(["full", "lastfirst"]))), " (", ("ORGANIZATION", c.insurer), ")")
    if rng.random() < 0.5:
        d.line("Treating: ", F.doc_ref(rng, c.treater, form=3), " - ", ("HOSPITAL", c.treat_site), "   PCP: ", F.doc_ref(rng, c.gp, form=1))
    d.line("-" * rng.choice([48, 60, 72]))
    cur = F.add_days(c.doi, rng.randint(10, 40))
    user = F.username(rng, cm)
    sep = rng.choice([" | ", "  ", " - "])
    order = list(range(11))
    rng.shuffle(order)
    more = list(range(11))
    rng.shuffle(more)
    order += more
    for i in range(rng.randint(7, 12)):
        cur = F.add_days(cur, rng.randint(1, 12))
        ts = "%02d:%02d" % (rng.randint(7, 18), rng.randrange(60))
        dstr = ("DATE", F.date_num(cur, k) if rng.random() < 0.7 else F.date_str(rng, cur, k, "us2" if k == "US" else ("uk2" if k == "UK" else "iso")))
        r = order[i]
        if r == 0:
            body = ["TC from claimant's ", c.rel, " ", ("FAMILY", c.relp.first), " at ", ("PHONE", F.phone(rng, k, False)),
                    ": asks about mileage reimbursement and next appt."]
        elif r == 1:
            body = ["Called ", F.doc_ref(rng, c.treater, form=1), "'s office, spoke w/ ", ("DOCTOR", F.name_form(rng, F.new_person(rng), "first")),
                    rng.choice([" (scheduler)", " (MA)", " at front desk"]), "; appt booked ", ("DATE", F.date_wk(rng, F.add_days(cur, rng.randint(3, 20)), k)), " ",
                    "%d:%02d" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45]))]
        elif r == 2:
            body = ["Auth #", ("IDNUM", F.idnum(rng)), " issued for ", rng.choice(["8 PT visits", "MRI L-spine", "FCE", "EMG/NCS BUE", "work hardening x 4 wks"]),
                    "; faxed to ", ("FAX", F.phone(rng, k, False)), "."]
        elif r == 3:
            body = ["Email from adjuster ", ("FAMILY", c.adjuster.first), " (", ("EMAIL", F.email(rng, c.adjuster)), ") requesting RTW update by ",
                    ("DATE", F.date_num(F.add_days(cur, rng.randint(2, 10)), k)), "."]
        elif r == 4:
            body = ["Transport booked w/ ", ("ORGANIZATION", rng.choice(PL.PLACE_WORDS) + rng.choice([" Cabs", " Medical Transport", " Taxis"])),
                    ", pick-up from ", ("STREET", c.street), " for IME at ", ("HOSPITAL", c.clinic), "."]
        elif r == 5:
            body = ["Employer contact ", ("FAMILY", F.name_form(rng, c.supervisor, rng.choice(["full", "first"]))), " at ", ("ORGANIZATION", c.employer),
                    " confirms modified duties available in ", ("LOCATION_OTHER", rng.choice(["Building ", "Dept ", "Bay "]) + str(rng.randint(1, 20))), "."]
        elif r == 6:
            body = ["Pharmacy (", ("HOSPITAL", rng.choice(PL.PLACE_WORDS) + rng.choice([" Pharmacy", " Drugs", " Chemist"])), ") fill history reviewed; ",
                    rng.choice(P2.MEDS), " filled ", ("DATE", F.date_num(F.add_days(cur, -rng.randint(1, 9)), k)), "."]
        elif r == 7:
            body = ["Portal message from claimant via ", ("URL", F.url(rng)), "; login ", ("USERNAME", F.username(rng, c.pt)), ", sent from IP ", ("IPADDR", F.ipaddr(rng)), "."]
        elif r == 8:
            body = ["Claimant turns ", ("AGE", str(c.age + rng.choice([0, 1]))), " next month; asks whether this affects benefits. Referred to adjuster."]
        else:
            body = [rng.choice(LOG_ENTRIES).format(p=rng.randint(3, 9))]
        d.line(dstr, " ", ts, sep, body, "" if rng.random() < 0.5 else ["  (", ("USERNAME", user), ")"])
    d.line()
    d.w("Plan: ", rng.choice(["continue weekly contact", "close file upon RTW confirmation", "refer for FCE", "await IME outcome"]), "; next review ",
        ("DATE", F.date_num(F.add_days(cur, 14), k)), ".\n")
