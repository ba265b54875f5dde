"""Genre: functional capacity evaluation (FCE) summary report."""
from common import Case, injury
from phi import plus, Person, digits, letters, doctor, Address, phone, med_license
from pools import PT_CLINICS

PDL = ("Sedentary", "Light", "Light-Medium", "Medium", "Medium-Heavy", "Heavy")
JOB_CODES = ("905.663-014", "921.683-050", "819.384-010", "869.664-014", "922.687-058", "525.684-010", "355.674-014",
             "323.687-014", "915.473-010", "829.261-018")
ACTS = ("Floor to waist lift", "Waist to shoulder lift", "Shoulder to overhead lift", "Bilateral carry (50 ft)", "Unilateral carry R",
        "Push (sled, lbf)", "Pull (sled, lbf)")
POS = ("Sitting", "Standing", "Walking", "Stooping", "Crouching", "Kneeling", "Stair climbing", "Ladder climbing", "Reaching overhead",
       "Reaching forward", "Fine manipulation")


def fce(rng, d, country):
    c = Case(rng, country, age_range=(21, 63))
    inj = injury(rng, c.industry)
    c.doi = plus(c.visit, -rng.randint(90, 400))
    ev = doctor(rng, rng.choice(("PT", "PT, DPT", "OTR/L", "PT, CEAS")) if country == "US" else rng.choice(("PT", "MScPT", "OT Reg. (Ont.)" if c.st == "ON" else "OT", "BScPT")))
    clinic = rng.choice(PT_CLINICS)
    ca = Address(rng, c.cityrec, country, biz=True)
    d1 = c.visit
    d2 = plus(d1, 1)
    while d2.weekday() >= 5:
        d2 = plus(d2, 1)
    jobpdl = rng.randrange(2, 6)
    got = max(0, jobpdl - rng.choice((0, 1, 1, 2)))
    v = rng.randrange(2)
    d.f("{cl}\n{ad}\nTel {ph}  Fax {fx}\n\n", cl=(clinic.upper() if v else clinic, "HOSPITAL"), ad=ca.parts(rng.choice((0, 1))),
        ph=(phone(rng, c.area), "PHONE"), fx=(phone(rng, c.area), "FAX"))
    d.t(rng.choice(("FUNCTIONAL CAPACITY EVALUATION - SUMMARY REPORT\n", "Functional Capacity Evaluation (2-day protocol)\n", "FCE REPORT\n")))
    d.t("\n")
    d.f("Client: {n}    DOB: {dob}    Age: {a}    Sex: {s}\n", n=c.pt.n(rng.choice(("fl", "LF", "full"))), dob=c.d(c.dob), a=c.agev("n"), s=c.sexw(True))
    if country == "CA":
        d.f("{b} claim: {cl}    Case manager: {cm}\n", b=c.board, cl=(c.claim, "IDNUM"), cm=Person(rng, "FAMILY").n("fl"))
    else:
        d.f("Claim #: {cl}    Carrier: {ins}    Adjuster: {a}\n", cl=(c.claim, "IDNUM"), ins=(c.insurer, "ORGANIZATION"), a=c.adjuster.n("fl"))
    d.f("Referred by: {r}\nDate of injury: {doi}    Diagnosis: {dx}\n", r=c.doc.drn("fl") if rng.random() < 0.6 else [c.adjuster.n("fl"), " (adjuster)"],
        doi=c.d(c.doi), dx=inj["dx"])
    d.f("Employer: {e}    Job title: {j}\n", e=c.E(), j=(c.job, "PROFESSION"))
    if rng.random() < 0.5:
        d.f("Authorization / billing no.: {ac}\n", ac=(c.acct, "ACCOUNT"))
    d.t("Job classification: DOT %s, %s physical demand level (per employer job description).\n" % (rng.choice(JOB_CODES), PDL[jobpdl]))
    d.f("Dates of testing: {a} and {b}\nEvaluator: {e}\n\n", a=c.d(d1, rng.choice(("md", "mon_d", c.ds))), b=c.d(d2), e=ev.sig("fl"))
    d.t("SUMMARY\n")
    d.f("{t}{n} demonstrated the ability to work at the {p} physical demand level for an 8-hour day. ", t=c.pt.title(), n=(c.pt.last, "PATIENT"), p=PDL[got])
    if got < jobpdl:
        d.t("This does not meet the %s demands of the position of " % PDL[jobpdl])
        d.f("{j}. ", j=(c.job, "PROFESSION"))
    else:
        d.t("This meets the demands of the job as described. ")
    d.t("Effort was judged %s: %d of %d consistency criteria met (COV < 15%%, bell-shaped Jamar curve %s, HR rise with load %s).\n\n" % (
        rng.choice(("consistent and reliable", "mostly consistent", "variable - results likely underestimate capacity")), rng.randint(14, 20), 20,
        rng.choice(("present", "present", "flattened")), rng.choice(("appropriate", "appropriate", "blunted"))))
    d.t("MATERIAL HANDLING (lb)\n")
    tab = rng.random() < 0.6
    if tab:
        d.t("%-28s %-11s %-10s %s\n" % ("Activity", "Occasional", "Frequent", "Job demand"))
    cap = (10, 20, 25, 40, 50, 60)[got]
    for a in rng.sample(ACTS, rng.randint(4, 7)):
        f = 0.5 if "overhead" in a else (0.7 if "shoulder" in a or "Unilateral" in a else (1.6 if "lbf" in a else 1.0))
        occ = max(5, int(round(cap * f * rng.choice((0.8, 0.9, 1.0, 1.1)) / 5.0)) * 5)
        frq = max(5, occ // 2)
        job = max(5, int(round((10, 20, 25, 40, 50, 75)[jobpdl] * f / 5.0)) * 5)
        if tab:
            d.t("%-28s %-11s %-10s %s\n" % (a, occ, frq, job))
        else:
            d.t("- %s: %d occasional / %d frequent (job %d)\n" % (a, occ, frq, job))
    d.t("\nPOSITIONAL TOLERANCES\n")
    for p in rng.sample(POS, rng.randint(5, 9)):
        d.t("  %s: %s\n" % (p, rng.choice(("Constant", "Frequent", "Frequent", "Occasional", "Occasional", "Rare", "Not tested"))))
    d.t("\nHAND FUNCTION\nJamar positions 1-5 (kg) R: %s  L: %s\n" % ("/".join(str(rng.randint(14, 52)) for _ in range(5)),
                                                                   "/".join(str(rng.randint(14, 52)) for _ in range(5))))
    d.t("Rapid exchange grip: %s. Purdue pegboard R %d, L %d, both %d.\n" % (rng.choice(("valid", "invalid")), rng.randint(11, 18),
                                                                             rng.randint(10, 17), rng.randint(8, 14)))
    d.t("\nCARDIOVASCULAR: resting HR %d, peak %d; Borg RPE max %d/20. Pain VAS %d/10 pre, %d/10 post; day-2 %d/10.\n" % (
        rng.randint(58, 90), rng.randint(110, 158), rng.randint(12, 17), rng.randint(1, 5), rng.randint(3, 8), rng.randint(2, 7)))
    d.t("Self-report: Oswestry %d%%, QuickDASH %.1f, Pain Disability Index %d.\n\n" % (rng.randint(14, 62), rng.randint(100, 700) / 10, rng.randint(12, 48)))
    d.t("RECOMMENDATIONS\n")
    if got < jobpdl:
        d.f("1. Work conditioning 3x/week x 4 weeks at {wc}, to begin {dt}.\n", wc=(rng.choice(PT_CLINICS), "HOSPITAL"), dt=c.d(plus(d2, rng.randint(4, 14))))
        d.t("2. Return to modified duty within the tolerances above in the interim.\n")
    else:
        d.t("1. Return to regular duty. 2. Continue home exercise program.\n")
    if rng.random() < 0.5:
        d.f("3. Job site analysis at {e} ({ad}) recommended.\n", e=c.E(), ad=c.emp_addr.cityst())
    d.t("\n")
    d.f("{e}\nLicence/registration no. {l}\n", e=ev.sig("fl"), l=(digits(rng, 5) if rng.random() < 0.5 else "PT" + digits(rng, 6), "LICENSE"))
    d.f("Report date: {dt}\n", dt=c.d(plus(d2, rng.randint(2, 7))))
    if rng.random() < 0.6:
        d.f("cc: {dr}; {a}{x}\n", dr=c.doc.drn(), a=c.adjuster.n("fi"), x=[" (", (c.adj_email, "EMAIL"), ")"] if rng.random() < 0.5 else "")
    return c
