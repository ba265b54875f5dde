"""Genre: independent medical examination report (long, letter style)."""
from common import Case, vitals, injury, restrictions, pick_meds, pick_pmh, ALLERGIES
from blocks import health_card
from phi import plus, Person, digits, letters, doctor, med_license, cdl, ca_dl, Address
from pools import (PT_CLINICS, IMAGING, HOSPITALS, CLINICS, LAWFIRMS, SCHOOLS, EMPLOYERS, JOBS,
                   EPONYM_TESTS, COUNTRIES_ORIGIN, US_CITIES, CA_CITIES)

IME_PRACTICES = ("Northfield Independent Medical Evaluations", "Meridian IME Group", "Keller Forensic Medicine",
                 "Bayside Medical-Legal Consultants", "Great Lakes Independent Assessments", "Cascade IME Associates")

SURG = {"lbp": "L4-5 microdiscectomy", "shoulder": "arthroscopic rotator cuff repair with subacromial decompression",
        "knee": "arthroscopic partial medial meniscectomy", "cts": "open carpal tunnel release",
        "wrist_fx": "ORIF distal radius with volar plate", "elbow": "percutaneous tenotomy", "ankle": "modified Brostrom repair"}
IMG = {"lbp": "small L4-5 disc protrusion without neural compression", "shoulder": "partial-thickness supraspinatus tear",
       "knee": "complex tear posterior horn medial meniscus", "cts": "moderate median neuropathy at the wrist",
       "wrist_fx": "healing distal radius fracture, no collapse", "elbow": "common extensor tendinosis",
       "ankle": "ATFL thickening consistent with prior sprain", "neck": "mild C5-6 spondylosis, no cord signal change"}
WPI = {"lbp": ("DRE Lumbar Category II", "Table 17-4", 7), "shoulder": ("Shoulder, full-thickness RC tear, residual loss", "Table 15-5", 5),
       "knee": ("Partial medial meniscectomy", "Table 16-3", 2), "cts": ("Entrapment neuropathy, grade modifier 1", "Table 15-23", 3),
       "wrist_fx": ("Distal radius fracture, residual loss of motion", "Table 15-3", 4), "elbow": ("Lateral epicondylitis, residual", "Table 15-4", 1),
       "ankle": ("Ligament injury, mild instability", "Table 16-2", 2), "neck": ("Cervical strain, class 1", "Table 17-2", 2)}


def ime(rng, d, country):
    c = Case(rng, country, age_range=(24, 64))
    inj = injury(rng, c.industry)
    tries = 0
    while inj["key"] not in WPI and tries < 5:
        inj = injury(rng, c.industry)
        tries += 1
    key = inj["key"] if inj["key"] in WPI else "lbp"
    c.doi = plus(c.visit, -rng.randint(300, 720))
    me = doctor(rng, "md")
    me.cred = rng.choice(("MD", "DO", "MD, FAAOS", "MD, CIME", "MD, FAAPMR") if country == "US" else ("MD, FRCSC", "MD, FRCPC", "MD, CCFP", "MD"))
    practice = rng.choice(IME_PRACTICES)
    cities = US_CITIES if country == "US" else CA_CITIES
    paddr = Address(rng, c.cityrec, country, biz=True)
    pph = c.clinic_phone
    pr = c.pt.pron()
    legal = rng.random() < 0.3
    lawyer = Person(rng, "FAMILY")
    firm = rng.choice(LAWFIRMS)
    # letterhead
    d.f("{p}\n{ad}\nTel {ph}  Fax {fx}\n\n", p=(practice, "HOSPITAL"), ad=paddr.parts(rng.choice((0, 1))), ph=(pph, "PHONE"), fx=(c.clinic_fax, "FAX"))
    rep_date = plus(c.visit, rng.randint(3, 20))
    d.f("{dt}\n\n", dt=c.d(rep_date, rng.choice(("long", "dmy_l", c.ds))))
    if legal:
        d.f("{l}\n{fi}\n", l=[(lawyer.form("fl"), "FAMILY"), rng.choice((", Esq.", "", ", Counsel"))], fi=(firm, "ORGANIZATION"))
        d.f("{ad}\n", ad=Address(rng, rng.choice(cities), country).parts(1))
    else:
        d.f("{a}, {t}\n{ins}\n", a=c.adjuster.n("fl"), t=rng.choice(("Senior Claims Examiner", "Claims Adjuster", "Claims Specialist")),
            ins=(c.insurer, "ORGANIZATION"))
        d.f("{ad}\n", ad=Address(rng, rng.choice(cities), country, industrial=True).parts(1, country_name=("USA" if country == "US" else "Canada") if rng.random() < 0.25 else None))
        d.f("Via fax {fx} and e-mail {em}\n", fx=(c.adj_fax, "FAX"), em=(c.adj_email, "EMAIL"))
    d.t("\n")
    d.t(rng.choice(("RE: INDEPENDENT MEDICAL EXAMINATION\n", "RE: Independent Medical Evaluation\n", "Re: Independent Medical Assessment\n")))
    if rng.random() < 0.5:
        d.f("Our file / invoice no.: {ac}\n", ac=(c.acct, "ACCOUNT"))
    if country == "US" and rng.random() < 0.4:
        d.f("SSN: {ss}\n", ss=(c.ssn, "SSN"))
    d.f("Claimant/Examinee: {n}\nDate of birth: {dob}\nClaim number: {cl}\nEmployer: {e}\nDate of injury: {doi}\nDate of examination: {v}\n\n",
        n=c.pt.n(rng.choice(("fl", "full", "LF"))), dob=c.d(c.dob), cl=(c.claim, "IDNUM"), e=c.E(), doi=c.d(c.doi), v=c.d(c.visit))
    if legal:
        d.f("Dear {t}{l}:\n\n", t=rng.choice(("Mr. ", "Ms. ", "Counsel ")), l=(lawyer.last, "FAMILY"))
    else:
        d.f("Dear {t}{l}:\n\n", t="Mr. " if c.adjuster.sex == "M" else "Ms. ", l=(c.adjuster.last, "FAMILY"))
    d.f("At your request, I examined {t}{n} on {v} at my office in {ci}. ", t=c.pt.title(), n=(c.pt.last, "PATIENT"),
        v=c.d(c.visit, rng.choice(("long", "wd", c.ds))), ci=(paddr.city, "CITY"))
    d.t("The purpose of the evaluation and the absence of a treating relationship were explained, and the examinee agreed to proceed. ")
    if rng.random() < 0.6:
        st = c.pt_addr.st
        d.f("Identity was confirmed with a driver's {lic} issued in {st}, no. {dl}. ", lic="license" if country == "US" else "licence", st=(c.pt_addr.stfull, "STATE"),
            dl=(cdl(rng, st) if country == "US" else ca_dl(rng, st), "LICENSE"))
    if rng.random() < 0.35:
        interp = Person(rng, "FAMILY")
        d.f("A certified {lang} interpreter, {i}, was present throughout. ", lang=rng.choice(("Spanish", "Punjabi", "Vietnamese", "Tagalog", "Polish", "Somali")),
            i=interp.n("fl"))
    if rng.random() < 0.3:
        rel, rsex = rng.choice((("his wife" if c.pt.sex == "M" else "her husband", "F" if c.pt.sex == "M" else "M"),
                                ("a friend,", None), ("an adult son,", "M"), ("an adult daughter,", "F")))
        d.f("{P} was accompanied by {rel} {r}, who remained in the waiting room. ", P=pr[0].capitalize(), rel=rel,
            r=Person(rng, "FAMILY", sex=rsex).n(rng.choice(("first", "fl"))))
    d.t("Total face-to-face time was %d minutes; record review %.1f hours.\n\n" % (rng.choice((45, 60, 75, 90)), rng.choice((1.5, 2.0, 3.5, 4.0))))
    # history
    d.t("HISTORY OF INJURY\n")
    d.f("{P} is a {a}-year-old right-hand-dominant {j} who reports that on {doi} {p} {m}. ", P=c.pt.tl(), a=c.agev(),
        j=(c.job, "PROFESSION"), doi=c.d(c.doi, rng.choice(("long", c.ds))), p=pr[0], m=inj["mech"])
    d.f("{P} reported it to {s} the same {w} and was sent to {cl}, where {dr} diagnosed {dx}. ", P=pr[0].capitalize(),
        s=c.sup.n(rng.choice(("fl", "last"))) if rng.random() < 0.6 else "the supervisor", w=rng.choice(("shift", "day")),
        cl=(c.clinic, "HOSPITAL"), dr=c.doc.drn(), dx=inj["dx"].lower())
    d.t("Conservative care included %s and physical therapy. " % inj["rx_short"])
    had_surg = key in SURG and rng.random() < 0.6
    surg_date = plus(c.doi, rng.randint(60, 200))
    surgeon = doctor(rng, "md")
    if had_surg:
        d.f("Because of persistent symptoms {p} underwent {s} by {dr} at {h} on {dt}. ", p=pr[0], s=SURG[key], dr=surgeon.drn(),
            h=(rng.choice(HOSPITALS), "HOSPITAL"), dt=c.d(surg_date))
    d.f("{P} has {w} since {dt}.\n\n", P=pr[0].capitalize(), w=rng.choice(("not worked", "worked modified duty", "returned to full duty")),
        dt=c.d(plus(c.doi, rng.randint(1, 120)), rng.choice(("my", "my_s", c.ds))))
    # records
    d.t(rng.choice(("RECORDS REVIEWED\n", "MEDICAL RECORDS REVIEWED (chronological)\n", "REVIEW OF RECORDS\n")))
    dt = c.doi
    pt_th = doctor(rng, rng.choice(("PT", "DPT", "MPT")))
    recs = []
    recs.append((dt, [(c.clinic, "HOSPITAL"), " - initial visit, ", c.doc.drn(), ". ", inj["dx"], "; ", inj["rx_short"], "."]))
    dt = plus(dt, rng.randint(7, 20))
    recs.append((dt, [(rng.choice(PT_CLINICS), "HOSPITAL"), " - PT evaluation by ", (pt_th.form("fl"), "DOCTOR"), ", " + pt_th.cred +
                      ". Oswestry %d%%, goals set, 2x/week." % rng.randint(22, 58)]))
    dt = plus(dt, rng.randint(10, 40))
    recs.append((dt, [(rng.choice(IMAGING), "HOSPITAL"), " - %s read by " % ("EMG/NCS" if key == "cts" else "MRI"), doctor(rng).drn(), ": ",
                      IMG.get(key, "degenerative changes, no acute finding")]))
    dt = plus(dt, rng.randint(10, 40))
    recs.append((dt, [surgeon.drn("fl"), " (orthopaedics) consult: ", rng.choice(("surgical candidate", "recommend injection", "non-operative care"))]))
    if had_surg:
        recs.append((surg_date, [(rng.choice(HOSPITALS), "HOSPITAL"), " - operative report, ", SURG[key], ". No complications."]))
    dt = plus(max(dt, surg_date if had_surg else dt), rng.randint(30, 90))
    recs.append((dt, [c.doc.drn(), " - work status: ", rng.choice(("modified duty", "off work", "full duty trial")), "."]))
    if rng.random() < 0.5:
        dt = plus(dt, rng.randint(20, 60))
        recs.append((dt, ["FCE at ", (rng.choice(PT_CLINICS), "HOSPITAL"), ": valid effort, %s physical demand level." % rng.choice(("light", "medium", "light-medium"))]))
    sty = rng.choice(("us", "iso", "us_s", "abbr", "dmy")) if country == "US" else rng.choice(("iso", "dmy", "abbr"))
    num = rng.random() < 0.5
    recs = sorted([r for r in recs if r[0] < plus(c.visit, -5)], key=lambda r: r[0])
    for i, (rd, items) in enumerate(recs):
        d.f("{pre}{dt}: ", pre=("%d. " % (i + 1)) if num else "- ", dt=c.d(rd, sty))
        d.put(items)
        d.t("\n")
    d.t("\n")
    # complaints / histories
    d.t("CURRENT COMPLAINTS\n")
    d.t("%s pain rated %d/10 at rest and %d/10 with activity, %s. Sleep interrupted %d-%d times nightly. "
        "Difficulty with %s.\n\n" % (inj["part_s"].capitalize(), rng.randint(2, 5), rng.randint(5, 9),
                                      rng.choice(("aching", "sharp with certain movements", "burning")),
                                      rng.randint(1, 2), rng.randint(3, 4),
                                      rng.choice(("yard work and carrying groceries", "overhead reaching", "prolonged standing", "gripping tools"))))
    d.t("PAST MEDICAL HISTORY: " + ", ".join(pick_pmh(rng)) + ".\nMEDICATIONS: " + (", ".join(pick_meds(rng, rng.randint(1, 4)))) +
        ".\nALLERGIES: " + rng.choice(ALLERGIES) + ".\n")
    d.t("SOCIAL HISTORY: ")
    k = rng.randrange(3)
    if k == 0:
        d.f("Lives in {ci} with {rel} {r}. ", ci=(c.pt_addr.city, "CITY"), rel=rng.choice(("spouse", "partner", "mother")),
            r=Person(rng, "FAMILY").n("first"))
    elif k == 1:
        d.f("Born in {co}; immigrated in {y}. Lives in {ci}, {st}. ", co=(rng.choice(COUNTRIES_ORIGIN), "COUNTRY"),
            y=(str(c.visit.year - rng.randint(3, max(4, c.age - 18))), "DATE"), ci=(c.pt_addr.city, "CITY"), st=(c.pt_addr.st, "STATE"))
    else:
        d.t("Lives alone. ")
    d.t(rng.choice(("Never smoker. ", "Smokes 10 cigarettes/day. ", "Former smoker. ")) + rng.choice(("Occasional alcohol.", "No alcohol.", "Cannabis edibles for sleep.")) + "\n")
    d.t("WORK HISTORY: ")
    e2, i2 = rng.choice(EMPLOYERS)
    d.f("Employed by {e} since {y}. Previously worked as a {j} at {e2}{dot} ", dot="" if e2.endswith(".") else ".", e=c.E(), y=(str(max(c.dob.year + 18, c.doi.year - rng.randint(1, 15))), "DATE"),
        j=(rng.choice(JOBS[i2]), "PROFESSION"), e2=(e2, "HOSPITAL" if i2 == "carehome" else "ORGANIZATION"))
    if rng.random() < 0.4:
        d.f("Completed a certificate program at {sc}. ", sc=(rng.choice(SCHOOLS), "ORGANIZATION"))
    d.t("\n\n")
    # exam
    d.t("PHYSICAL EXAMINATION\n" + vitals(rng, country, 1) + "\n")
    d.t("General: %s. Pain behaviours: %s.\n" % (rng.choice(("well-developed, no acute distress", "moves guardedly", "sits comfortably for 40 minutes")),
                                                 rng.choice(("none", "occasional grimacing", "bracing with transitions"))))
    d.t(inj["exam"] + "\n")
    d.t("%s. %s. Waddell nonorganic signs %d/5.\n" % (rng.choice(EPONYM_TESTS), rng.choice(EPONYM_TESTS), rng.randint(0, 3)))
    d.t("Jamar grip (kg), position 2, 3 trials: R %d/%d/%d, L %d/%d/%d.\n\n" % tuple(rng.randint(22, 50) for _ in range(6)))
    d.t("DIAGNOSES\n1. %s (%s).\n" % (inj["dx"], inj["icd"]))
    if had_surg:
        d.f("2. Status post {s}, {dt}.\n", s=SURG[key], dt=c.d(surg_date, rng.choice(("my", "my_n", c.ds))))
    d.t("\nRESPONSES TO QUESTIONS\n")
    d.t("1. Causation: Within a reasonable degree of medical probability the diagnosis is %s related to the work incident described.\n" %
        rng.choice(("causally", "directly", "partially")))
    d.t("2. Treatment to date has been reasonable and necessary. Further PT beyond 6 visits is not supported.\n")
    mmi = plus(c.visit, -rng.randint(0, 90))
    d.f("3. Maximum medical improvement: {m}.\n", m=rng.choice((["reached as of ", c.d(mmi)], "not yet reached; anticipate 3 months",
                                                              ["reached on the date of this examination, ", c.d(c.visit)])))
    desc, tab, pct = WPI.get(key, WPI["lbp"])
    pct = max(0, pct + rng.randint(-1, 3))
    if country == "US":
        d.t("4. Impairment: Per AMA Guides, Sixth Edition, %s, %s, grade modifiers applied: %d%% whole person impairment.\n" % (tab, desc, pct))
    else:
        d.t("4. Permanent impairment: %d%% (per the applicable rating schedule and AMA Guides %s).\n" % (pct, rng.choice(("3rd ed. rev.", "4th ed.", "6th ed."))))
    d.t("5. Work capacity: " + "; ".join(restrictions(rng, inj, 3)) + ". These are %s.\n" % rng.choice(("permanent", "temporary for 8 weeks")))
    d.t("6. Apportionment: %d%% to pre-existing degenerative condition, remainder to the industrial injury.\n\n" % rng.choice((0, 10, 20, 25)))
    d.t("I have no treating relationship with the examinee. ")
    if country == "US" and rng.random() < 0.5:
        d.f("I declare under penalty of perjury under the laws of the State of {st} that the information contained in this report is true and correct to the best of my knowledge. Executed at {ci} on {dt}.\n",
            st=(c.stfull, "STATE"), ci=(paddr.city, "CITY"), dt=c.d(rep_date))
    else:
        d.t("The opinions above are based on the information available and may change if new records are provided.\n")
    d.t("\nSincerely,\n\n")
    d.put(me.sig("fl"))
    if country == "US":
        d.t("\n" + rng.choice(("Board Certified, Occupational Medicine", "Diplomate, American Board of Physical Medicine & Rehabilitation",
                               "Orthopaedic Surgery", "Certified Independent Medical Examiner")) + "\n")
    else:
        d.t("\n" + rng.choice(("Physical Medicine & Rehabilitation", "Orthopaedic Surgery", "Occupational Medicine", "Family Medicine, CCBOM")) + "\n")
    d.f("{lab} no. {l}\n", lab="License" if country == "US" else rng.choice(("Licence", "CPSO" if c.st == "ON" else "College registration")), l=(med_license(rng, c.st if country == "CA" else None), "LICENSE"))
    if rng.random() < 0.5:
        d.f("Transcribed by {t} {dt}\n", t=Person(rng, "DOCTOR").n(rng.choice(("ini", "fl", "INI"))), dt=c.d(rep_date, "us_s" if country == "US" else "iso"))
    if legal:
        d.f("cc: {ins} (claim {cl})\n", ins=(c.insurer, "ORGANIZATION"), cl=(c.claim, "IDNUM"))
    return c
