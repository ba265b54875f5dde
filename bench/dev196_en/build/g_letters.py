"""Genres: outpatient follow-up letter, workers' comp / medico-legal report."""
import clin as K
import core as C
import pools as P
from ctx import Ctx, dname, header, pt_block, sign, transcr


def gp_address(n, x):
    rng = x.rng
    n.t(x.gp.title + " " if x.gp.title else "")
    n.f("{DOCTOR}\n", x.gp.fl if rng.random() < 0.7 else x.gp.fi_last)
    n.f("{HOSPITAL}\n", x.gp_practice)
    x.gpaddr.write(n, rng, sep="\n")
    n.t("\n")


ROM = {"knee": "0-115 deg", "hip": "flexion 100 deg, IR 20 deg", "shoulder": "forward elevation 140 deg, ER 30 deg",
       "wrist": "flexion 60, extension 55 deg", "ankle": "dorsiflexion 10, plantarflexion 35 deg", "elbow": "10-135 deg",
       "leg": "full knee and ankle range"}
SCORE = {"knee": "Oxford Knee Score %d/48.", "hip": "Oxford Hip Score %d/48.", "shoulder": "Constant score %d.",
         "ankle": "OMAS %d/100.", "leg": "LEFS %d/80."}


def followup_letter(rng, country, lower):
    x = Ctx(rng, country, min_age=18, max_age=90)
    n = C.Note(lower)
    arth = x.age >= 50 and rng.random() < 0.65
    side = x.side()
    if arth:
        pr = rng.choice(K.ARTHRO)
        what = side + " " + pr["name"]
    else:
        pr = rng.choice([f for f in K.FRACTURES if f["op"] != "n/a" and (x.age >= 60 or f["k"] not in ("nof", "ir"))])
        what = pr["op"] + " for a " + side + " " + pr["dx"]
    sdate = C.add(x.visit, -rng.choice([14, 42, 84, 180, 365]))
    header(n, x, "Department of " + x.ortho + " Surgery" if rng.random() < 0.6 else x.ortho + " Outpatients")
    if rng.random() < 0.5:
        n.f("E: {EMAIL}\n", x.dept_email)
    n.t("\n")
    if rng.random() < 0.6:
        n.f("Our ref: {DOCTOR}/{DOCTOR}", x.surg.ini2, x.sec.ini2.lower())
        n.f("    Hosp. No.: {MRN}\n", x.mrn)
    n.f("{DATE}\n\n", x.d(x.visit))
    gp_address(n, x)
    n.t("\n")
    n.f("Dear " + ("Dr. " if x.us else "Dr ") + "{DOCTOR},\n\n", x.gp.last)
    n.t("Re: ")
    n.f("{PATIENT}", x.pt.fml if rng.random() < 0.6 else x.pt.LF)
    n.f(", DOB {DATE}\n", x.d(x.dob))
    if rng.random() < 0.7:
        n.t("    ")
        x.addr.write(n, rng)
        n.t("\n")
    n.t("\nDiagnosis:\n  1. " + C.cap(pr["dx"] if arth else side + " " + pr["dx"]) + "\n")
    n.f("  2. Status post " + what + " ({DATE})\n", x.d(sdate))
    if rng.random() < 0.4:
        n.t("  3. " + C.cap(rng.choice(K.PMH[:8])) + "\n")
    title = x.pt.title(rng)
    if rng.random() < 0.35:
        n.f("\nI reviewed this " + rng.choice(["pleasant ", "", "active "]) + "{AGE}-year-old " + ("gentleman" if x.sex == "M" else "lady") +
            ", " + title + " {PATIENT}, in the clinic today", C.words(x.age) if rng.random() < 0.5 else str(x.age), x.pt.last)
    else:
        n.f("\nI reviewed " + title + " {PATIENT} in the clinic today", x.pt.last)
    n.t(rng.choice([", ", " with " + ("his wife " if x.sex == "M" else "her husband ")]))
    if not n.buf[-1].startswith(","):
        n.f("{FAMILY}, ", x.spouse.first)
    weeks = (x.visit - sdate).days // 7
    n.t(str(weeks) + " weeks following " + x.his() + " " + what + ". ")
    n.t(x.he().capitalize() + rng.choice([" is delighted with the outcome", " reports steady improvement", " still has some night pain",
                                          " is frustrated by persisting stiffness"]) + ". ")
    joint = pr["joint"] if arth else pr["region"]
    n.t("On examination the wound has healed well; range of motion " + ROM.get(joint, "full and pain-free") +
        ". Neurovascularly intact. " + SCORE.get(joint, "QuickDASH %d.") % rng.randint(12, 44) + "\n\n")
    n.f("Radiographs today (accession {IDNUM}) show " + rng.choice(["well-fixed, well-aligned components with no lucency", "no subsidence or loosening"]
                                                                   if arth else ["the fracture has united with implants in a satisfactory position",
                                                                                 "progressive callus formation"]) + ".\n\n",
        C.letters(rng, 2) + C.digits(rng, 7))
    r = rng.randrange(3)
    if x.retired:
        n.f(x.he().capitalize() + " is a {PROFESSION} and is walking " + str(rng.randint(1, 5)) + " km daily. ", x.prof)
    elif r < 2:
        n.f(x.he().capitalize() + " has returned to work as a {PROFESSION} with {ORGANIZATION} on light duties. ", x.prof, x.employer)
    else:
        n.f(x.he().capitalize() + " hopes to return to " + x.sport + " with {ORGANIZATION} and we discussed a graded return. ", x.club)
    if rng.random() < 0.4:
        n.f(x.he().capitalize() + " mentioned a trip to {COUNTRY} in {DATE}; I have advised compression stockings for the flight. ",
            x.abroad, C.month_year(C.add(x.visit, rng.randint(20, 120)), rng))
    n.t("\n\nPlan:\n- Continue " + ("physical therapy" if x.us else "physiotherapy") + " at ")
    n.f("{HOSPITAL}", x.clinic)
    n.t(".\n- " + rng.choice(["Wean off crutches.", "Stop aspirin at 6 weeks.", "No further antibiotics.", "Scar massage."]) + "\n")
    lab, days = rng.choice([("3 months", 91), ("6 months", 182), ("1 year", 365), ("6/52", 42)])
    n.f("- Review in " + lab + " (provisionally {DATE}) with x-ray.\n", x.dd(days + rng.randint(-3, 3)))
    n.t("\n" + rng.choice(["Yours sincerely,", "Kind regards,", "Sincerely,"]) + "\n\n")
    n.f("{DOCTOR}\n", x.surg.fml)
    n.t(x.surg.cred + "\n" + ("Consultant Orthopaedic Surgeon" if not x.us else "Orthopedic Surgery") + "\n")
    if rng.random() < 0.5:
        C.lic_line(n, x.surg, rng)
        n.t("\n")
    n.t("\ncc: ")
    n.f("{PATIENT}, ", x.pt.fl)
    x.addr.write(n, rng, country_line=rng.random() < 0.3)
    n.t("\n")
    if rng.random() < 0.5:
        n.t("Dictated but not read. ")
        transcr(n, x)
    return n


def wc_report(rng, country, lower):
    x = Ctx(rng, country, min_age=20, max_age=66)
    n = C.Note(lower)
    rtc = rng.random() < 0.35
    fr = rng.choice(K.FRACTURES)
    sp = rng.choice(K.SPORTS)
    k = rng.randrange(3)
    if k == 0:
        while fr["k"] in ("nof", "ir"):
            fr = rng.choice(K.FRACTURES)
        dx, exam = fr["dx"], "healed surgical scar; " + fr["xr"] + " on the index films, now united"
    elif k == 1:
        dx, exam = sp["dx"], sp["exam"]
    else:
        dx, exam = "lumbar strain with L5 radiculopathy", "paraspinal tenderness L4-S1; SLR positive at 50 deg; EHL 4/5; reflexes symmetrical"
    side = x.side()
    doi = C.add(x.visit, -rng.randint(120, 700))
    examiner = x.surg
    law = rng.choice(P.US_LAW if x.us else P.IE_LAW)
    adj = C.make_person(rng, country, nick_p=0)
    sol = C.make_person(rng, country, nick_p=0)
    if x.us:
        n.t(rng.choice(["INDEPENDENT MEDICAL EXAMINATION", "WORKERS' COMPENSATION IME REPORT", "Independent Orthopedic Evaluation"]) + "\n")
        n.f("{HOSPITAL}\n", x.clinic)
        n.f("Report date: {DATE}\n\n", x.d(C.add(x.visit, rng.randint(1, 9))))
        n.f("To: {FAMILY}, Claims Adjuster\n", adj.fl)
        n.f("{ORGANIZATION}\n", rng.choice(["Pioneer Workers' Comp Fund", "Granite State Casualty", "Midwest Mutual Casualty Co."]))
        n.f("Fax: {FAX}\n\n", C.phone(rng, country, x.haddr.area))
        n.f("Claimant: {PATIENT}\n", x.pt.fml)
        n.f("Claim #: {IDNUM}\n", rng.choice(["WC", "C"]) + C.digits(rng, 2) + "-" + C.digits(rng, 6))
        n.f("SSN: {SSN}   DOB: {DATE}\n", x.ssn if rng.random() < 0.6 else x.ssn, x.d(x.dob))
        n.f("Employer: {ORGANIZATION}\n", x.employer)
        n.f("Date of injury: {DATE}   Date of exam: {DATE}\n", x.d(doi), x.d(x.visit))
        n.f("Policy #: {HEALTHPLAN}\n", "WCP" + C.digits(rng, 8))
    else:
        n.t(rng.choice(["MEDICO-LEGAL REPORT", "Medical Report for the Personal Injuries Assessment", "CONFIDENTIAL MEDICO-LEGAL REPORT"]) + "\n")
        n.f("Prepared at the request of {ORGANIZATION}, solicitors for the Claimant\n", law)
        n.f("Solicitor: {FAMILY}   Your ref: {IDNUM}\n", sol.fl, C.letters(rng, 2) + "/" + C.digits(rng, 4) + "/" + str(doi.year % 100))
        n.f("PIAB ref: {IDNUM}\n", "PIAB" + C.digits(rng, 7))
        n.f("Claimant: {PATIENT}   DOB: {DATE}   PPSN: {SSN}\n", x.pt.fml, x.d(x.dob), x.ssn)
        n.t("Address: ")
        x.addr.write(n, rng)
        n.f("\nDate of accident: {DATE}   Date of examination: {DATE}\n", x.d(doi), x.d(x.visit))
        n.t("Place of examination: ")
        n.f("{HOSPITAL}\n", x.clinic)
    n.t("\nIDENTIFICATION: ")
    n.t(rng.choice(["photo ID (driver's license no. " if x.us else "photo ID (driving licence no. ", "passport and photo ID (licence no. "]))
    n.f("{LICENSE}) inspected", rng.choice([C.digits(rng, 9), C.letters(rng, 1) + C.digits(rng, 7), C.digits(rng, 3) + "-" + C.digits(rng, 3) + "-" + C.digits(rng, 3)]))
    if rng.random() < 0.5:
        n.f("; accompanied by " + ("his wife" if x.sex == "M" else "her husband") + " {FAMILY}.\n", x.spouse.fl)
    else:
        n.f("; accompanied by " + rng.choice(["a friend", "an interpreter"]) + ", {FAMILY}.\n", C.make_person(rng, country, nick_p=0).fl)
    n.t("\nOCCUPATIONAL HISTORY: ")
    n.f("Employed as a {PROFESSION} with {ORGANIZATION} since {DATE}. ", x.prof, x.employer, str(doi.year - rng.randint(1, 14)))
    n.t("Job demands: " + rng.choice(["heavy (lifting up to 50 lb)", "medium, frequent kneeling", "prolonged driving, loading/unloading",
                                      "repetitive overhead work"]) + ".\n")
    n.t("\nHISTORY OF ACCIDENT: ")
    if rtc:
        plate = rng.choice([C.digits(rng, 3) + "-" + rng.choice(["D", "C", "G", "L", "T", "W"]) + "-" + C.digits(rng, 5), C.digits(rng, 1) + C.letters(rng, 3) + C.digits(rng, 3)])
        n.f("The claimant was driving a company van (reg. {VEHICLE}) on {DATE} when struck from behind by a car (reg. {VEHICLE}). ",
            plate, x.d(doi), rng.choice([C.digits(rng, 2) + "-" + rng.choice(["KY", "MO", "D", "LS"]) + "-" + C.digits(rng, 4), C.letters(rng, 3) + C.digits(rng, 4)]))
        if x.us:
            n.f("The incident was reported to police (report no. {IDNUM}). ", C.digits(rng, 8))
        else:
            n.f("The incident was reported to Gardaí at {CITY} Garda station (PULSE ref. {IDNUM}). ",
                rng.choice(["Mallow", "Athlone", "Ennis", "Naas", "Dundalk", "Tralee"]), C.digits(rng, 8))
    else:
        n.f("On {DATE}, at approximately %02d:%02d, " % (rng.randint(6, 18), rng.randint(0, 59)) + rng.choice(
            ["the claimant slipped on hydraulic oil in the yard", "a pallet load shifted and struck the claimant",
             "the claimant fell from a loading bay", "the claimant twisted while carrying a 25 kg sack"]) + ". ", x.d(doi))
        if rng.random() < 0.5:
            n.f("Time-clock records (fingerprint ID {BIOID}) confirm " + x.he() + " was on shift. ", "FP-" + C.digits(rng, 6))
        n.f("The incident was witnessed by a co-worker, {FAMILY}, and reported to the supervisor, {FAMILY}. ",
            C.make_person(rng, country, nick_p=0).fl, C.make_person(rng, country, nick_p=0).fl)
    n.t("\n\nRECORDS REVIEWED:\n")
    d = C.add(doi, 0)
    for i in range(rng.randint(3, 6)):
        src = rng.choice([("ED record, {HOSPITAL}", x.hosp), ("clinic notes, {HOSPITAL}", x.hosp2), ("PT notes, {HOSPITAL}", x.clinic),
                          ("MRI report, {HOSPITAL}", x.hosp), (("PCP" if x.us else "GP") + " records, {HOSPITAL}", x.gp_practice)])
        n.f("  - {DATE}: " + src[0] + "\n", x.d(d), src[1])
        d = C.add(d, rng.randint(3, 60))
    n.t("\nDIAGNOSIS: " + side + " " + dx + ".\n")
    n.t("\nEXAMINATION: " + C.cap(exam) + ". Waddell signs 0/5.\n")
    n.t("\nOPINION:\n")
    n.t("1. Causation: within a reasonable degree of medical certainty the diagnosis is causally related to the accident.\n")
    n.f("2. Maximum medical improvement: reached on {DATE}.\n", x.d(C.add(x.visit, -rng.randint(0, 60)))) if rng.random() < 0.6 else \
        n.t("2. Maximum medical improvement: not yet reached.\n")
    n.t("3. Impairment: " + str(rng.randint(2, 18)) + "% " + rng.choice(["lower extremity", "upper extremity", "whole person"]) +
        " (AMA Guides, 6th Ed., Table 16-3, class 1, grade modifier 2).\n")
    n.t("4. Work capacity: " + rng.choice(["full duty", "light duty, no lifting > 20 lb", "sedentary only", "unable to return to pre-injury role"]) + ".\n")
    n.t("5. Prognosis: " + rng.choice(["good", "guarded - risk of post-traumatic arthritis", "fair"]) + ".\n")
    n.t("\nI declare that the above is true to the best of my knowledge.\n\n")
    n.f("{DOCTOR}, " + examiner.cred + "\n", examiner.fml)
    C.lic_line(n, examiner, rng)
    n.f("\nTel {PHONE}  {EMAIL}\n", x.hphone, C.slug(examiner.last) + "@" + C.slug(x.clinic.split()[0]) + "." + rng.choice(["example.com", "example.org"]))
    n.f("cc: {FAMILY}, {ORGANIZATION}\n", sol.fl if not x.us else C.make_person(rng, country, nick_p=0).fl, law)
    return n
