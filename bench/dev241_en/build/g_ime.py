"""IME reports, addenda and file review summaries (author 241)."""
import fmt as F
import pools as PL
import pools2 as P2
import common as C
from fmt import he, his, him

RECORD_NOTES = [
    "ED attendance; X-ray negative; discharged with naproxen.",
    "Initial physio assessment; lumbar ROM 50%; goals set.",
    "Ortho consult: recommends MRI; off work 2/52.",
    "MRI reported; conservative management advised.",
    "Pain clinic: L4/5 transforaminal ESI performed, 80% relief x 3 weeks.",
    "Work status note: modified duties, 10 kg lift limit.",
    "Psych referral for low mood; PHQ-9 16.",
    "GP review; fit note issued 4/52 'may be fit' with adaptations.",
    "NCS: moderate median neuropathy at the wrist.",
    "Post-op review: wound healed, ROM 0-110.",
    "FCE completed: light-medium PDC, consistent effort.",
    "Surgical opinion: not a surgical candidate at present.",
    "Discharged from physio: plateaued, HEP given.",
    "Follow-up: pain 7/10, gabapentin increased to 600 mg TID.",
    "OT workplace visit; ergonomic chair and sit-stand desk recommended.",
    "CBT x 8 sessions completed; GAD-7 improved 15 -> 8.",
]

PMH = [
    ("appendicectomy", True), ("type 2 diabetes on metformin 500 mg BD, HbA1c 52", False),
    ("hypertension on amlodipine 5 mg", False), ("childhood asthma", False), ("tonsillectomy", True),
    ("left ankle fracture (ORIF)", True), ("depression treated with citalopram", True), ("gout", False),
    ("GORD", False), ("hypothyroidism on levothyroxine 75 mcg", False), ("right inguinal hernia repair", True),
    ("prior lumbar strain, resolved", True), ("migraine without aura", False), ("BMI 34, OSA on CPAP", False),
]


def records_list(d, rng, c, n, table=False):
    dates = sorted(F.add_days(c.doi, rng.randint(0, max(30, (c.exam - c.doi).days - 5))) for _ in range(n))
    if table:
        d.line(rng.choice(["Date        | Provider                | Summary", "DATE | SOURCE | NOTES"]))
        d.line("-" * rng.choice([40, 56, 64]))
    for dd in dates:
        who = rng.choice([c.treater, c.gp, c.physio, F.new_person(rng)])
        site = rng.choice([c.treat_site, F.hospital(rng, c.country, c.pl)])
        note = rng.choice(RECORD_NOTES)
        if table:
            d.line(("DATE", F.date_num(dd, c.country)), " | ", ("DOCTOR", F.name_form(rng, who, rng.choice(["init_last", "last", "full"]))),
                   ", ", ("HOSPITAL", site), " | ", note)
        else:
            r = rng.randrange(3)
            if r == 0:
                d.line("- ", C.ds(rng, c, dd), ": ", F.doc_ref(rng, who), " (", ("HOSPITAL", site), "). ", note)
            elif r == 1:
                d.line("* ", ("HOSPITAL", site), ", ", C.ds(rng, c, dd), " - ", note)
            else:
                d.line(("DATE", F.date_num(dd, c.country)), "  ", F.doc_ref(rng, who, form=3), ": ", note)
    d.line()


def pmh(d, rng, c):
    d.w(rng.choice(["PAST MEDICAL HISTORY", "Past medical/surgical history", "PMH"]), ":\n")
    for item, aged in rng.sample(PMH, rng.randint(2, 4)):
        if aged:
            r = rng.randrange(3)
            if r == 0:
                d.line("- ", item, " at age ", ("AGE", str(rng.randint(6, max(7, c.age - 2)))))
            elif r == 1:
                d.line("- ", item, " (", ("DATE", str(rng.randint(min(c.dob.year + 16, c.exam.year - 2), c.exam.year - 1))), ")")
            else:
                d.line("- ", item, ", aged ", ("AGE", str(rng.randint(8, max(9, c.age - 1)))))
        else:
            d.line("- ", item)
    if rng.random() < 0.5:
        d.line("Family history: father died at ", ("AGE", str(rng.randint(52, 88))), " of ",
               rng.choice(["MI", "lung cancer", "a stroke", "COPD"]), "; mother ", rng.choice(["alive and well", "has rheumatoid arthritis", "has Parkinson's disease"]), ".")
    d.line()


def complaints(d, rng, c):
    d.w(rng.choice(["CURRENT COMPLAINTS", "Present symptoms", "Subjective complaints"]), ":\n")
    d.w(C.pt_ref(rng, c, True), " describes constant ", c.region, " pain rated ", str(rng.randint(4, 8)), "/10, worse with ",
        rng.choice(["sitting beyond 20 minutes", "lifting", "reaching overhead", "cold weather", "stairs", "gripping"]),
        ", eased by ", rng.choice(["heat", "lying supine", "medication", "walking", "a TENS unit"]), ". ",
        he(c, True), " reports ", rng.choice(["pins and needles in the lateral 3 toes", "numbness in the thumb and index finger at night",
                                               "occasional giving way", "headaches 3-4 times per week", "poor concentration"]), ". ")
    if rng.random() < 0.5:
        d.w("Symptoms were worst around ", ("DATE", rng.choice(["Christmas", "Thanksgiving", "Easter", "New Year", "Boxing Day", "Labor Day"]
                                                               if c.country != "UK" else ["Christmas", "Easter", "Boxing Day", "New Year"])),
            " when ", he(c), " tried to return to full hours. ")
    C.questionnaires(d, rng, c)


def ime_report(d, rng, c):
    vendor = rng.random() < 0.4
    C.letterhead(d, rng, c, name=("@" + c.vendor) if vendor else None)
    d.line(rng.choice(["INDEPENDENT MEDICAL EXAMINATION", "Independent Medical Evaluation - Report",
                       "INDEPENDENT MEDICAL ASSESSMENT REPORT", "IME REPORT (Orthopaedic)", "Independent Medical Examination (IME)"]))
    d.line()
    rep = F.add_days(c.exam, rng.randint(1, 14))
    d.line("Date of report: ", C.ds(rng, c, rep))
    d.line("To: ", ("FAMILY", F.name_form(rng, c.adjuster, "full")), ", ", rng.choice(["Claims Examiner", "Senior Adjuster", "Case Manager", "Claims Handler"]))
    d.line(("ORGANIZATION", c.insurer))
    if rng.random() < 0.5:
        ipl = F.place(rng, c.country)
        d.line(("STREET", F.street(rng, c.country, False)), ", ", C.city_line(rng, c, ipl, F.zipcode(rng, c.country, ipl), ", "))
    d.line()
    C.claimant_block(d, rng, c, rng.choice([["name", "dob", "claim", "doi", "employer", "exam"],
                                            ["name", "claim", "dob", "doi", "exam", "ref"],
                                            ["name", "dob", "ssn", "claim", "doi", "insurer", "exam"],
                                            ["name", "dob", "policy", "claim", "occupation", "exam"]]))
    d.w(rng.choice(["At your request, I ", "As requested, I ", "Pursuant to your referral letter of ", "I "]))
    if d.parts[-1].endswith("of "):
        d.w(C.ds(rng, c, F.add_days(c.exam, -rng.randint(10, 40))), ", I ")
    agep = F.age_pieces(rng, c.age, c.sex)
    d.w("examined ", C.pt_full(rng, c, rng.choice(["full", "mid", "full"])), ", " + F.art(agep) + " ", agep, ", ",
        rng.choice(["right-hand dominant", "left-hand dominant", "right-handed"]), ", on ", ("DATE", F.date_wk(rng, c.exam, c.country)),
        " at ", rng.choice(["my office", "our clinic", "the assessment centre"]), " in ", ("CITY", c.cpl[0]), ". ")
    nk = C.nickname(rng, c.pt)
    if nk and rng.random() < 0.3:
        d.w(he(c, True), " asked to be called \"", ("PATIENT", nk), "\". ")
    if rng.random() < 0.3:
        d.w("An earlier appointment on ", C.ds(rng, c, F.add_days(c.exam, -rng.randint(7, 30))), " was cancelled. ")
    d.w("\n\n")
    C.identity_check(d, rng, c)
    C.accompany(d, rng, c)
    d.line(rng.choice(["RECORDS REVIEWED", "Documents reviewed", "Medical records provided"]), ":")
    records_list(d, rng, c, rng.randint(3, 6), table=rng.random() < 0.3)
    d.line(rng.choice(["HISTORY OF INJURY", "History of present injury", "MECHANISM OF INJURY / HISTORY"]), ":")
    C.injury_history(d, rng, c)
    complaints(d, rng, c)
    pmh(d, rng, c)
    C.meds(d, rng, c)
    C.social(d, rng, c)
    C.exam(d, rng, c)
    C.investigations(d, rng, c)
    d.line(rng.choice(["DIAGNOSIS", "Diagnoses", "IMPRESSION"]), ":")
    d.line("1. ", F.cap1(c.dx[1]), " (ICD-10 ", c.dx[2], ")")
    if rng.random() < 0.6:
        d.line("2. ", rng.choice(["Chronic pain syndrome (G89.4)", "Deconditioning", "Sleep disturbance secondary to pain",
                                  "Pre-existing degenerative disc disease (M51.36)", "Obesity, BMI 33"]))
    d.line()
    d.line(rng.choice(["RESPONSES TO QUESTIONS", "Answers to referral questions", "OPINION"]), ":")
    d.w("1. Causation: ", rng.choice(["The diagnosis is, more likely than not, causally related to the work incident of ",
                                       "Within a reasonable degree of medical probability the condition arose from the event of "]),
        C.ds(rng, c, c.doi), ".\n")
    d.w("2. Treatment: ", rng.choice(["Treatment to date has been reasonable and necessary.",
                                       "Further passive therapy is not indicated; a home exercise program is appropriate.",
                                       "A trial of 6 sessions of CBT-informed physio is supported."]), "\n")
    d.w("3. Work capacity: ", C.pt_ref(rng, c, True), rng.choice([" can return to ", " is fit for "]),
        rng.choice(P2.PDC), " duties with the following restriction: ", rng.choice(P2.RESTRICTIONS).format(lb=rng.choice([20, 25, 35]), kg=rng.choice([10, 12, 15]), side=rng.choice(["right", "left"])).lower(), ".\n")
    d.w("4. Impairment: ")
    C.impairment(d, rng, c)
    d.w(rng.choice(["I declare that the opinions above are my own and are held to a reasonable degree of medical certainty.",
                    "This report is based on the information available at the time of examination.",
                    "I reserve the right to amend my opinion should further records become available."]), "\n\n")
    C.signature(d, rng, c)
    if rng.random() < 0.7:
        C.dictation_footer(d, rng, c)
    if rng.random() < 0.4:
        C.cc_list(d, rng, c)


def addendum(d, rng, c):
    if rng.random() < 0.5:
        C.letterhead(d, rng, c, full=rng.random() < 0.5)
    first = F.add_days(c.exam, rng.randint(1, 14))
    add = F.add_days(first, rng.randint(20, 200))
    d.line(rng.choice(["ADDENDUM REPORT", "SUPPLEMENTARY REPORT", "Addendum to Independent Medical Examination",
                       "Supplemental Report No. " + str(rng.randint(1, 3))]))
    d.line("Date: ", C.ds(rng, c, add))
    d.line("Re: ", C.pt_full(rng, c, rng.choice(["caps", "full", "lastfirst"])), rng.choice(["   Claim: ", " / ", "  Ref "]), ("IDNUM", c.claim))
    if rng.random() < 0.5:
        d.line("DOB ", ("DATE", F.date_num(c.dob, c.country)), rng.choice(["   DOI ", "  D/Acc "]), ("DATE", F.date_num(c.doi, c.country)))
    d.line()
    d.w(rng.choice(["Dear ", "Attn: "]), rng.choice(["Mr ", "Mr. "]) if c.adjuster.sex == "M" else rng.choice(["Ms ", "Mrs "]), ("FAMILY", c.adjuster.last), ",\n\n")
    d.w("Further to my report dated ", C.ds(rng, c, first), " regarding ", C.pt_ref(rng, c), ", I have been asked ",
        rng.choice(["to comment on additional documentation", "to clarify my opinion on work capacity",
                    "to review surveillance footage", "to answer the supplementary questions in your letter of "]))
    if d.parts[-1].endswith("of "):
        d.w(C.ds(rng, c, F.add_days(add, -rng.randint(5, 30))))
    d.w(".\n\n")
    d.line(rng.choice(["Additional documents", "New material received", "Documents"]), ":")
    r = rng.randrange(3)
    for _ in range(rng.randint(2, 4)):
        k = rng.randrange(5)
        dd = F.add_days(first, rng.randint(5, 150))
        if k == 0:
            d.line("- Surveillance report, ", rng.choice(["3 days", "2 days", "5 hours of footage"]), ", dated ", C.ds(rng, c, dd),
                   ": subject observed driving a vehicle reg. ", ("VEHICLE", F.plate(rng, c.country)), " and carrying shopping bags.")
        elif k == 1:
            d.line("- Letter from ", F.doc_ref(rng, c.treater), " of ", C.ds(rng, c, dd), " (", str(rng.randint(1, 4)), " pages).")
        elif k == 2:
            d.line("- ", rng.choice(["MRI", "CT", "EMG", "Repeat X-ray"]), " report ", C.ds(rng, c, dd), ", accession ", ("IDNUM", F.idnum(rng)), ".")
        elif k == 3:
            d.line("- Statement of ", ("FAMILY", F.name_form(rng, c.supervisor, "full")), ", ", rng.choice(["line manager", "shift supervisor", "co-worker"]),
                   ", at ", ("ORGANIZATION", c.employer), ".")
        else:
            d.line("- Pharmacy dispensing record, ", ("HOSPITAL", rng.choice(PL.PLACE_WORDS) + rng.choice([" Pharmacy", " Chemists", " Drug Store"])),
                   ", ", ("DATE", F.month_year(rng, dd)), " to ", ("DATE", F.month_year(rng, F.add_days(dd, rng.randint(40, 120)))), ".")
    d.line()
    d.line(rng.choice(["Discussion", "COMMENT", "Opinion"]), ":")
    d.w(rng.choice(["The activities observed are ", "The footage shows activity "]),
        rng.choice(["consistent with", "not inconsistent with", "in excess of"]), " the restrictions set out in my original report. ",
        "Range of motion observed (e.g. bending to ", rng.choice(["90", "60", "45"]), " degrees) ",
        rng.choice(["differs from", "matches"]), " that measured on examination. ",
        rng.choice(["My opinion is unchanged.", "I would now revise the work capacity to full duties from ",
                    "I would amend the MMI date to "]))
    if d.parts[-1].endswith(" from ") or d.parts[-1].endswith(" to "):
        d.w(C.ds(rng, c, F.add_days(add, rng.randint(7, 60))), ".")
    d.w(" The WPI rating of ", str(rng.randint(2, 12)), "% ", rng.choice(["stands", "is unchanged", "is revised downward by 2%"]), ".\n\n")
    if rng.random() < 0.5:
        d.w("I note ", F.title_last(rng, c.pt), "'s ", rng.choice(["Medicare number", "policy number", "member number"]) if c.country == "US" else "policy number",
            " is recorded as ", ("HEALTHPLAN", c.policy), " in the referral pack; please correct the typo in my first report.\n\n")
    C.signature(d, rng, c, closing=True, lic=rng.random() < 0.6)
    if rng.random() < 0.5:
        C.dictation_footer(d, rng, c, base=F.add_days(add, -2))


def file_review(d, rng, c):
    d.line(rng.choice(["FILE REVIEW SUMMARY", "Medical Records Review", "PAPER REVIEW - NO EXAMINATION",
                       "Peer Review / File Review", "Utilization & Causation File Review"]))
    d.line(rng.choice(["Reviewer: ", "Physician reviewer: ", "Prepared by: "]), F.doc_ref(rng, c.examiner, rng.choice(["MD", "DO", "MD, MPH"]), form=rng.choice([0, 2])),
           ", ", ("ORGANIZATION", c.vendor))
    d.line("Referral source: ", ("ORGANIZATION", c.insurer), " - ", ("FAMILY", F.name_form(rng, c.adjuster, rng.choice(["full", "init_last"]))))
    d.line("Review date: ", C.ds(rng, c, c.exam), "   Case ID: ", ("IDNUM", F.file_ref(rng, c.pt.initials())))
    d.line()
    C.claimant_block(d, rng, c, rng.choice([["name", "dob", "claim", "doi"], ["name", "claim", "doi", "employer", "occupation"],
                                            ["name", "dob", "mrn", "claim", "doi"], ["name", "dob", "ssn", "policy", "doi"]]))
    d.w(rng.choice(["This is a records-only review. ", "No examination was performed; the claimant was not interviewed. "]),
        str(rng.randint(120, 900)), " pages were received via ", rng.choice(["the secure portal ", "encrypted upload at "]),
        ("URL", F.url(rng)), " on ", C.ds(rng, c, F.add_days(c.exam, -rng.randint(2, 20))), ".\n\n")
    d.line(rng.choice(["Summary of records", "CHRONOLOGY", "Record chronology"]), ":")
    records_list(d, rng, c, rng.randint(5, 9), table=rng.random() < 0.5)
    d.line("Clinical summary:")
    agep = F.age_pieces(rng, c.age, c.sex)
    d.w(C.pt_full(rng, c, "full"), " is " + F.art(agep) + " ", agep, " ", ("PROFESSION", c.prof),
        " who sustained ", c.dx[1], " on ", C.ds(rng, c, c.doi), ". ", rng.choice(P2.INVESTIGATIONS), " ",
        rng.choice(P2.NEG_PHRASES), "\n\n")
    d.line("Questions and responses:")
    qs = rng.sample([
        ("Is the requested treatment medically necessary?", "The request for " + rng.choice(["a lumbar MRI repeat", "12 further physio sessions", "a spinal cord stimulator trial", "carpal tunnel release"]) + " is " + rng.choice(["supported", "not supported", "partially supported (6 of 12 sessions)"]) + " per ODG/MTUS guidelines."),
        ("Is there evidence of a pre-existing condition?", "Yes - " + rng.choice(["GP entry of ", "chiropractic records from "])),
        ("What is the expected duration of disability?", rng.choice(["8-12 weeks from surgery.", "3 months with graded return.", "Indefinite pending psychiatric treatment."])),
        ("Are opioids appropriate?", "MME currently " + str(rng.randint(20, 90)) + "/day; a taper of 10% per week is recommended."),
        ("Does the record support the reported mechanism?", "The contemporaneous ED note is consistent with the history given."),
    ], 3)
    for i, (q, a) in enumerate(qs, 1):
        d.w(str(i), ". ", q, "\n   ", a)
        if a.endswith("from ") or a.endswith("of "):
            d.w(C.ds(rng, c, F.add_days(c.doi, -rng.randint(200, 2000))), " documents prior ", c.region, " complaints.")
        d.w("\n")
    d.w("\n")
    if rng.random() < 0.4:
        C.agency_note(d, rng, c)
    if rng.random() < 0.4:
        d.w("Peer-to-peer: attempted to reach ", F.doc_ref(rng, c.treater), " at ", ("PHONE", F.phone(rng, c.country)), " on ",
            ("DATE", F.date_wk(rng, F.add_days(c.exam, -1), c.country)), rng.choice([" at 14:10; voicemail left.", " 10:30 - spoke for 8 minutes."]), "\n\n")
    C.signature(d, rng, c, closing=False)
    if rng.random() < 0.5:
        C.audit_trail(d, rng, c)
