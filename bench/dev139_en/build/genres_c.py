"""Genres: after-hours answering service, care coordination / referral tracking, annual wellness visits,
driver medical evaluation (DMV / DOT) forms, durable medical equipment orders."""
import pools as P
import phi as H
import neg as N
import blocks as B

CALLS = [("fever 102.4 since this afternoon, not drinking much", "Advised acetaminophen weight-based, push fluids; clinic in AM."),
         ("fell in the bathroom, hit head, on apixaban", "Advised ED evaluation now for head CT; caller agrees."),
         ("BP 188/104 on home cuff, mild headache", "No focal sx. Recheck in 30 min after rest; ED if >180 with sx."),
         ("ran out of insulin, pharmacy closed", "Sent 1 pen to 24h pharmacy; f/u for refill next business day."),
         ("chest tightness with walking, better at rest", "Advised to call 911 / go to ED; do not drive."),
         ("vomiting x 6 since dinner, can't keep meds down", "Ondansetron ODT called in; ED if unable to keep fluids."),
         ("burning with urination, back pain", "Likely UTI; nitrofurantoin called in; ED if fever/rigors."),
         ("rash after starting amoxicillin, no lip swelling", "Stop amoxicillin; cetirizine; allergy added to chart."),
         ("hospice pt, increased agitation", "Hospice nurse notified; lorazepam per comfort kit."),
         ("caller wants lab results", "Non-urgent - message routed to clinic for next business day.")]


def answering(rng, d, C):
    svc = rng.choice(P.ANSWERING)
    oncall = H.person(rng)
    day = C.today
    d.p("ORGANIZATION", svc.upper() if rng.random() < 0.5 else svc).t(" - After Hours Message Log\nClient: ").p("HOSPITAL", C.clinic)
    d.t("\nShift: ").p("DATE", H.fd(day, rng.choice(["wd_md", "wd_long", "mdy"]))).t(" 17:00 - 08:00   On call: ")
    B.doc_name(d, rng, oncall, style=rng.choice(["drfull", "full_cred"]))
    d.t("  pager/cell ").p("PHONE", H.phone(rng, False, C.area)).t("\n\n")
    tm = 17 * 60 + rng.randrange(5, 120)

    def hm(x):
        x %= 1440
        return "%02d:%02d" % (x // 60, x % 60)
    for i in range(rng.randrange(2, 5)):
        C2 = B.ctx(rng, today=C.today) if i else C
        tm += rng.randrange(15, 200)
        t1 = tm + rng.randrange(2, 9)
        t2 = t1 + rng.randrange(4, 30)
        p = C2.pt
        self_call = rng.random() < 0.45
        rel = C2.rel
        comp, plan = rng.choice(CALLS)
        d.t("MSG ").p("IDNUM", H.idnum(rng, "ticket")).t("   Taken " + hm(tm) + " by op ")
        d.p("DOCTOR", H.nm(H.person(rng), rng.choice(["INI", "fl_", "first"]))).t("\n")
        d.t("Caller: ")
        if self_call:
            d.t("patient")
        else:
            d.p("FAMILY", H.nm(rel, rng.choice(["full", "first", "full"]))).t(" (%s)" % C2.reltype)
        d.t("   CB#: ").p("PHONE", C2.cell)
        if rng.random() < 0.3:
            d.t("  alt ").p("PHONE", H.phone(rng, False))
        d.t("\nPatient: ").p("PATIENT", H.nm(p, rng.choice(["full", "LFs", "lf"]))).t("   DOB ").p("DATE", H.fd(C2.dob, rng.choice(["mdy", "mdy_n"])))
        d.t("   Age ").p("AGE", str(C2.age))
        if rng.random() < 0.25:
            d.t("   Caller ID verified by voiceprint ").p("BIOID", H.bioid(rng, "voice"))
        d.t("\nReason: \"" + comp + "\"")
        if not self_call and rng.random() < 0.4:
            d.t(" - caller says %s is at " % ("she" if p["sex"] == "F" else "he")).p(
                "HOSPITAL", rng.choice(P.CARE_HOMES)).t(", room ").p("LOCATION_OTHER", "%d%s" % (rng.randrange(100, 330), rng.choice(["", "A", "B"])))
        d.t("\nDispatch: paged on-call " + hm(t1))
        if rng.random() < 0.4:
            d.t(", no response; " + rng.choice(["repaged", "paged again"]) + " " + hm(t1 + 15))
            t2 += 15
        d.t("; returned call " + hm(t2) + ".\n")
        d.t("On-call note: Spoke with ")
        if self_call:
            d.p("PATIENT", p["first"])
        else:
            d.p("FAMILY", rel["first"])
        d.t(". " + plan)
        k = rng.randrange(3)
        if k == 0:
            d.t(" Expect at ").p("HOSPITAL", rng.choice(P.HOSPITALS)).t(" ED; called charge nurse ").p("DOCTOR", H.nm(H.person(rng), "first")).t(".")
        elif k == 1:
            d.t(" F/u in clinic ").p("DATE", H.fd(B.after(rng, day, 1, 4), rng.choice(["wd", "wd_md"]))).t(".")
        else:
            d.t(" Pharmacy: ").p("HOSPITAL", C2.pharm).t(" ").p("PHONE", C2.pphone).t(".")
        d.t(" -").p("DOCTOR", H.nm(oncall, rng.choice(["INI", "fi", "last"]))).t("\n\n")
    d.t(N.neg_sentence(rng, "word") + "\nLog faxed to ").p("FAX", C.cfax).t(" at 07:55.\n")


def care_coord(rng, d, C):
    coord = C.nurse
    d.t(rng.choice(["REFERRAL TRACKING\n", "Care Coordination Note\n", "CARE MANAGEMENT - REFERRAL LOOP CLOSURE\n", "Referral Coordinator Log\n"]))
    d.t("Referral #: ").p("IDNUM", H.idnum(rng, "ref")).t("   Created: ").p("DATE", H.fd(C.today, "mdy"))
    d.t("   Coordinator: ").p("DOCTOR", H.nm(coord, rng.choice(["full", "lf"]))).t(rng.choice([", RN", ", CHW", ", LPN care manager", ", MSW"])).t("\n")
    B.demo(d, rng, C, ["name", "dob", "mrn", "cell", "ins", "mem"], sep="   ")
    if rng.random() < 0.35:
        lang, ctry = rng.choice([("Spanish", "Guatemala"), ("Vietnamese", "Vietnam"), ("Haitian Creole", "Haiti"),
                                 ("Arabic", "Egypt"), ("Tagalog", "Philippines"), ("Portuguese", "Brazil"), ("Nepali", "Nepal")])
        d.t("Preferred language: %s (interpreter requested). Country of origin: " % lang).p("COUNTRY", ctry).t("\n")
    d.t("\nReferred to: ").p("HOSPITAL", C.spec).t(" - ")
    B.doc_name(d, rng, C.specdoc, style=rng.choice(["drfull", "drlast", "full_cred"]))
    d.t("\n  Ph ").p("PHONE", H.phone(rng, False)).t("  Fax ").p("FAX", H.phone(rng, False)).t("\n")
    d.t("Reason: %s (%s). %s\n" % (rng.choice(N.PROBLEMS) + (rng.choice(N.EPONYM_SENT),)))
    if rng.random() < 0.7:
        a = B.after(rng, C.today, 1, 6)
        d.t("Auth ").p("IDNUM", H.idnum(rng, "pa", C.today.year)).t(" approved ").p("DATE", H.fd(a, "mdy_n")).t(" - ").p("DATE", H.fd(B.after(rng, a, 90, 180), "mdy_n"))
        d.t(", %d visits\n" % rng.choice([1, 3, 6, 12]))
    d.t("\nTRACKING\n")
    day = C.today
    evs = ["fax", "lvm", "sched", "noshow", "resched", "consult", "close"]
    mid = sorted(rng.sample(range(2, 6), rng.randrange(1, 4)))
    for ev in evs[:2] + [evs[i] for i in mid] + evs[6:]:
        day = B.after(rng, day, 1, 9)
        d.p("DATE", H.fd(day, rng.choice(["mdy_n", "md", "mdy_s"]))).t("  ")
        if ev == "fax":
            d.t("Referral packet faxed (%d pp), confirmation rec'd." % rng.randrange(4, 30))
        elif ev == "lvm":
            d.t("Called pt at ").p("PHONE", C.cell).t(", LVM to schedule. " + rng.choice(["2nd attempt.", "", "Letter mailed."]))
        elif ev == "sched":
            ap = B.after(rng, day, 5, 40)
            d.t("Appt scheduled ").p("DATE", H.fd(ap, rng.choice(["wd_md", "mdy_n", "mon_d"]))).t(" " + N.clock_biz(rng) + " with ")
            d.t("Dr. ").p("DOCTOR", C.specdoc["last"]).t("; pt aware.")
        elif ev == "noshow":
            d.t("Pt no-show per ").p("HOSPITAL", C.spec).t(" scheduler ").p("DOCTOR", H.nm(H.person(rng), "first")).t(". Barrier: transportation.")
        elif ev == "resched":
            d.t("Rescheduled for ").p("DATE", H.fd(B.after(rng, day, 3, 20), rng.choice(["wd_md", "mdy_n"]))).t("; ride booked via ").p("ORGANIZATION", rng.choice(P.RIDES)).t(".")
        elif ev == "consult":
            d.t("Consult note rec'd from Dr. ").p("DOCTOR", C.specdoc["last"]).t("; routed to ").p("DOCTOR", H.nm(C.pcp, "fi")).t(".")
        else:
            d.t("Loop closed. " + rng.choice(["PCP reviewed.", "Results reviewed with pt by phone.", "Next f/u 3 mo."]))
        d.t(" -").p("DOCTOR", H.nm(coord, rng.choice(["ini2", "INI", "first"]))).t("\n")
    d.t("\nSDOH / supports:\n")
    k = rng.randrange(4)
    if k == 0:
        d.t("- Lives with %s " % C.reltype).p("FAMILY", H.nm(C.rel, "full")).t(" (").p("PHONE", H.phone(rng, False, C.area)).t("), who manages meds.\n")
    elif k == 1:
        d.t("- Resides at ").p("HOSPITAL", rng.choice(P.CARE_HOMES)).t(", apt ").p("LOCATION_OTHER", str(rng.randrange(101, 340)))
        d.t("; facility nurse ").p("DOCTOR", H.nm(H.person(rng), "full")).t(".\n")
    elif k == 2:
        d.t("- Food insecurity (Hunger Vital Sign +): referred to pantry at ").p("ORGANIZATION", rng.choice(P.CHURCHES)).t(".\n")
    else:
        d.t("- Works nights as a ").p("PROFESSION", C.prof).t(" at ").p("ORGANIZATION", C.emp).t("; prefers appts after " + N.clock_biz(rng) + ".\n")
    if rng.random() < 0.5:
        d.t("- Home health: ").p("ORGANIZATION", rng.choice(P.AGENCIES[:2])).t(" SOC ").p("DATE", H.fd(B.after(rng, C.today, 2, 10), "mdy_n")).t("; RN ")
        d.p("DOCTOR", H.nm(H.person(rng), "full")).t(".\n")
    d.t("- " + N.neg_sentence(rng, "word") + "\nTime: %d min (CCM 99490).\n" % rng.randrange(20, 45))


def awv(rng, d, C):
    C = B.ctx(rng, 65, 97)
    pr = "She" if C.pt["sex"] == "F" else "He"
    d.t(rng.choice(["MEDICARE ANNUAL WELLNESS VISIT - SUBSEQUENT (G0439)\n", "Annual Wellness Visit (AWV)\n", "AWV / Personalized Prevention Plan\n"]))
    B.header(d, rng, C) if rng.random() < 0.5 else None
    d.t("Date: ").p("DATE", H.fd(C.today, rng.choice(["mdy", "long", "wd_long"]))).t("\n")
    B.demo(d, rng, C, ["name", "dob", "age", "mrn", "pcp"], sep="\n")
    d.t("Medicare MBI: ").p("HEALTHPLAN", "%s%s%s%s-%s%s%s-%s%s%s%s" % tuple(rng.choice("123456789") if i in (0, 3, 6, 9, 10) else rng.choice("ACDEFGHJKMNPQRTUVWXY") for i in range(11))).t("\n")
    if rng.random() < 0.5:
        d.t("Supplement: ").p("ORGANIZATION", rng.choice(P.INSURERS)).t(" ").p("HEALTHPLAN", H.member(rng)).t("\n")
    d.t("Last AWV: ").p("DATE", H.fd(B.before(rng, C.today, 365, 420), rng.choice(["mdy_n", "my"]))).t("\n\n")
    d.t("HEALTH RISK ASSESSMENT\n")
    d.t("Social: %s with %s " % (rng.choice(["Lives", "Lives at home"]), C.reltype)).p("FAMILY", H.nm(C.rel, rng.choice(["first", "full"])))
    d.t(" at ")
    B.addr(d, rng, C.street, C.city, C.st, C.zip, ", ")
    d.t(". Retired ").p("PROFESSION", rng.choice(["teacher", "machinist", "nurse", "postal worker", "farmer", "bookkeeper", "welder", "pastor", "bus driver"]))
    d.t(" (").p("ORGANIZATION", C.emp).t(", retired ").p("DATE", H.fd(B.before(rng, C.today, 365, 9000), "y")).t("). ")
    if rng.random() < 0.45:
        d.t("Born in ").p("COUNTRY", rng.choice(P.COUNTRIES)).t("; came to ").p("CITY", rng.choice(P.TOWNS)).t(" in ")
        d.p("DATE", H.fd(B.before(rng, C.today, 9000, 22000), "y")).t(". ")
    d.t("Married ").p("DATE", H.fd(B.before(rng, C.today, 9000, 22000), "y")).t(rng.choice(["; widowed.", ".", "; divorced."]))
    d.t(" Attends ").p("ORGANIZATION", rng.choice(P.CHURCHES)).t(rng.choice([" weekly.", ".", " and the senior center."])) if rng.random() < 0.5 else None
    d.t("\nFamily hx: mother d. at ").p("AGE", str(rng.randrange(60, 99))).t(" (%s); father d. at " % rng.choice(["stroke", "CHF", "dementia", "breast ca"]))
    d.p("AGE", H.words(rng.randrange(50, 95)) if rng.random() < 0.3 else str(rng.randrange(50, 95))).t(" (%s).\n" % rng.choice(["MI", "colon ca", "COPD", "unknown"]))
    tob = rng.randrange(3)
    d.t("Tobacco: ")
    if tob == 0:
        d.t("former, quit ").p("DATE", H.fd(B.before(rng, C.today, 2000, 15000), "y"))
    else:
        d.t(["", "never", "current 1/2 ppd, %d pack-years" % rng.randrange(10, 60)][tob])
    d.t(". Alcohol: %s. Exercise: %s.\n" % (rng.choice(["none", "1-2 drinks/wk"]), rng.choice(["walks 20 min daily", "chair yoga", "none"])))
    d.t("Functional: independent ADLs; needs help with %s. Falls: " % rng.choice(["shopping", "finances", "driving", "housework"]))
    if rng.random() < 0.5:
        d.t("1 fall ").p("DATE", H.fd(B.before(rng, C.today, 30, 200), rng.choice(["my", "mon", "md", "mon_d"]))).t(" at ").p("LOCATION_OTHER", rng.choice(P.LANDMARKS)).t(", no injury.\n")
    else:
        d.t("none in past year.\n")
    d.t("Screens: " + "; ".join(N.screens(rng)) + "\nVitals: " + N.vitals(rng) + "\n\n")
    d.t("ADVANCE CARE PLANNING\nHealthcare POA: ").p("FAMILY", H.nm(C.rel, "full")).t(" (%s) " % C.reltype).p("PHONE", H.phone(rng, False, C.area))
    d.t(". Alternate: ").p("FAMILY", H.nm(H.person(rng), "full")).t(". Living will on file dated ").p("DATE", H.fd(B.before(rng, C.today, 200, 3000), "mdy_n")).t(". POLST: %s.\n\n" % rng.choice(["Full code", "DNR/DNI", "not completed"]))
    d.t("CARE TEAM\n")
    for i in range(rng.randrange(2, 4)):
        site, spec = rng.choice(P.SPEC_OF)
        d.t("- %s: " % spec)
        B.doc_name(d, rng, H.person(rng), style=rng.choice(["drfull", "full_cred"]))
        d.t(", ").p("HOSPITAL", site).t("\n")
    d.t("- Pharmacy: ").p("HOSPITAL", C.pharm).t("\n")
    if rng.random() < 0.5:
        d.t("- Implanted device: %s, SN " % rng.choice(["pacemaker (Medtronic Azure)", "ICD (Boston Scientific)", "cochlear implant", "spinal cord stimulator"]))
        d.p("DEVICE", H.device(rng)).t("; last interrogation ").p("DATE", H.fd(B.before(rng, C.today, 20, 200), "mdy_n")).t("\n")
    if rng.random() < 0.4:
        d.t("- Hearing aids, serials L ").p("DEVICE", H.device(rng)).t(" / R ").p("DEVICE", H.device(rng)).t("\n")
    d.t("\nPREVENTIVE SCHEDULE\n")
    for item in rng.sample(["Colonoscopy", "Mammogram", "DEXA", "Shingrix #2", "PCV20", "Flu vaccine", "Tdap", "Lung CT (LDCT)", "Eye exam"], rng.randrange(3, 6)):
        d.t("  %-14s last " % item).p("DATE", H.fd(B.before(rng, C.today, 30, 3000), rng.choice(["my", "mdy_n", "y", "my_num"])))
        d.t("   next: ").p("DATE", H.fd(B.after(rng, C.today, 30, 1800), rng.choice(["y", "my"]))).t("\n")
    d.t("\nMEDICATIONS (reconciled)\n")
    B.med_list(d, rng, rng.randrange(4, 9))
    d.t("PROBLEMS\n")
    B.problem_list(d, rng, rng.randrange(3, 6))
    d.t("\nPlan: written prevention plan given to %s and " % ("her" if C.pt["sex"] == "F" else "him")).p("FAMILY", C.rel["first"]).t(". " + rng.choice(N.EPONYM_SENT) + " RTC ")
    d.p("DATE", H.fd(B.after(rng, C.today, 90, 200), rng.choice(["my", "mdy_n"]))).t(".\n")
    d.t("Scribed by ").p("DOCTOR", H.nm(C.ma, rng.choice(["full", "fi"]))).t(" in the presence of the provider.\n") if rng.random() < 0.4 else None
    B.sign(d, rng, C)


def dmv(rng, d, C):
    k = rng.randrange(3)
    C = B.ctx(rng, *[(17, 94), (21, 68), (30, 95)][k])
    if k == 0:
        d.t("DEPARTMENT OF MOTOR VEHICLES - MEDICAL REVIEW UNIT\nDRIVER MEDICAL EVALUATION (physician report)\n\n")
    elif k == 1:
        d.t("MEDICAL EXAMINATION REPORT FOR COMMERCIAL DRIVER FITNESS DETERMINATION (FMCSA-style)\n\n")
    else:
        d.t("APPLICATION FOR DISABILITY PARKING PLACARD - PHYSICIAN CERTIFICATION\n\n")
    d.t("Driver/Applicant: ").p("PATIENT", H.nm(C.pt, rng.choice(["LF", "full", "LFs", "fml"]))).t("\nDOB: ").p("DATE", H.fd(C.dob, "mdy"))
    d.t("   Age: ").p("AGE", str(C.age))
    if rng.random() < 0.4:
        d.t("   SSN: ").p("SSN", H.ssn(rng))
    d.t("\nAddress: ")
    B.addr(d, rng, C.street, C.city, C.st, C.zip, ", ")
    d.t("\nDriver license #: ").p("LICENSE", H.dl(rng)).t("   State: ").p("STATE", rng.choice([C.st, C.stfull])).t("   Class: %s\n" % (
        "A (CDL)" if k == 1 else rng.choice(["C", "D", "E"])))
    if k == 1:
        d.t("Employer: ").p("ORGANIZATION", rng.choice(["Kestrel Logistics", "Tri-County Freight", "Millbrook Station Warehouse", C.emp]))
        d.t("   Job: ").p("PROFESSION", rng.choice(["long-haul truck driver", "school bus driver", "delivery driver", "dump truck operator"]))
        d.t("\nTruck: unit %d, plate " % rng.randrange(100, 999)).p("VEHICLE", H.plate(rng)).t(", VIN ").p("VEHICLE", H.vin(rng)).t("\n")
        d.t("Driver health history reviewed: sleep apnea %s; insulin use no; seizures no. STOP-BANG %d/8.\n" % (rng.choice(["yes, on CPAP", "no"]), rng.randrange(1, 7)))
        d.t("Vision: 20/%d OD, 20/%d OS (Snellen). Hearing: whisper test passed at 5 ft. " % (rng.choice([20, 25, 30]), rng.choice([20, 25, 30, 40])) + N.vitals(rng) + "\n")
        d.t("Urinalysis: SG 1.020, protein neg, blood neg, sugar neg.\n")
        d.t("Determination: " + rng.choice(["Meets standards - 2 year certificate", "Meets standards - 1 year certificate (HTN monitoring)",
                                            "Meets standards if wearing corrective lenses", "Determination pending - sleep study"]) + "\n")
        d.t("Certificate expires: ").p("DATE", H.fd(B.after(rng, C.today, 360, 730), "mdy")).t("\n")
        d.t("Medical examiner: ").p("DOCTOR", H.nm(C.pcp, "full")).t(", " + rng.choice(["DO", "MD", "NP", "DC"]) + "   National Registry #: ").p("LICENSE", H.digits(rng, 10))
        d.t("\nState license: ").p("LICENSE", H.lic(rng)).t(" (").p("STATE", C.st).t(")\n")
    elif k == 0:
        d.t("Vehicle registered: %s, plate " % rng.choice(["sedan", "pickup", "minivan", "SUV"])).p("VEHICLE", H.plate(rng)).t("\n")
        d.t("Reason for referral: " + rng.choice(["seizure", "syncope while driving", "cognitive decline reported by family", "visual field loss"]) + " on ")
        d.p("DATE", H.fd(B.before(rng, C.today, 20, 200), rng.choice(["mdy_n", "long"]))).t("; reported by ")
        if rng.random() < 0.5:
            d.t("%s " % C.reltype).p("FAMILY", H.nm(C.rel, "full")).t(".\n")
        else:
            d.t("officer ").p("FAMILY", H.nm(H.person(rng), "fi")).t(", ").p("ORGANIZATION", "Wexmoor County Sheriff's Office").t(" (report ").p("IDNUM", H.idnum(rng, "case", C.today.year)).t(").\n")
        d.t("Findings: " + "; ".join(N.screens(rng)) + ". " + rng.choice(N.EPONYM_SENT) + "\n")
        d.t("Last seizure/episode-free since: ").p("DATE", H.fd(B.before(rng, C.today, 60, 400), rng.choice(["mdy_n", "my"]))).t("\n")
        d.t("Recommendation: " + rng.choice(["may drive without restriction", "daylight driving only, 15-mile radius", "should not drive; re-evaluate in 6 months",
                                           "road test recommended"]) + ". Re-evaluate by ").p("DATE", H.fd(B.after(rng, C.today, 150, 200), "mdy")).t(".\n")
        d.t("Physician: ")
        B.doc_name(d, rng, C.pcp, C.cred, "full_cred")
        d.t("   License #: ").p("LICENSE", H.lic(rng)).t("   NPI: ").p("LICENSE", C.npi).t("\nPhone: ").p("PHONE", C.cphone).t("   ").p("HOSPITAL", C.clinic).t("\n")
    else:
        d.t("Vehicle plate(s): ").p("VEHICLE", H.plate(rng))
        if rng.random() < 0.5:
            d.t(", ").p("VEHICLE", H.plate(rng))
        d.t("\nCondition: " + rng.choice(["cannot walk 200 ft without stopping to rest", "uses portable oxygen", "NYHA class III heart failure",
                                          "severe limitation due to arthritic condition"]) + "\n")
        d.t("Type: " + rng.choice(["Permanent", "Temporary - expires "]))
        if d.parts[-1].endswith("expires "):
            d.p("DATE", H.fd(B.after(rng, C.today, 60, 180), "mdy"))
        d.t("\nPrior placard #: ").p("IDNUM", H.idnum(rng, "cert")).t("\nCertifying provider: ")
        B.doc_name(d, rng, C.pcp, C.cred, "full_cred")
        d.t(", license ").p("LICENSE", H.lic(rng)).t(", ").p("HOSPITAL", C.clinic).t(" ").p("PHONE", C.cphone).t("\n")
    d.t("Date: ").p("DATE", H.fd(C.today, rng.choice(["mdy", "mdy_n"]))).t("\n")
    if rng.random() < 0.4:
        d.t("Mailed to ").p("STREET", H.pobox(rng)).t(", ").p("CITY", rng.choice(P.TOWNS)).t(", ").p("STATE", C.st).t(" ").p("ZIP", H.zipc(rng))
        d.t(" by ").p("DOCTOR", H.nm(C.clerk, "fi")).t(" on ").p("DATE", H.fd(B.after(rng, C.today, 0, 3), "mdy_n")).t(".\n")


DME = [("CPAP, auto-titrating (E0601) with heated humidifier (E0562)", "G47.33", "cpap"),
       ("Oxygen concentrator 5 L/min (E1390) + portable (E1392)", "J44.9", "o2"),
       ("Continuous glucose monitor system (E2103) + sensors (A4239)", "E11.65", "cgm"),
       ("Power wheelchair Group 2 (K0823)", "G20", "wc"),
       ("Semi-electric hospital bed (E0260) with mattress", "G30.1", "bed"),
       ("Front-wheeled walker (E0143)", "M17.11", "walker")]


def dme(rng, d, C):
    item, icd, kind = rng.choice(DME)
    sup = rng.choice(P.DME_CO)
    d.t(rng.choice(["DETAILED WRITTEN ORDER - DURABLE MEDICAL EQUIPMENT\n", "DME Order / Standard Written Order\n", "DME DELIVERY & COMPLIANCE SUMMARY\n"]))
    d.t("Order date: ").p("DATE", H.fd(C.today, rng.choice(["mdy", "mdy_n"]))).t("   Order #: ").p("IDNUM", H.idnum(rng, "order")).t("\n")
    d.t("Supplier: ").p("ORGANIZATION", sup).t("  Ph ").p("PHONE", H.phone(rng, False)).t("  Fax ").p("FAX", H.phone(rng, False)).t("\n\n")
    B.demo(d, rng, C, ["name", "dob", "mrn", "phone", "ins", "mem"], sep="\n")
    d.t("Delivery address: ")
    B.addr(d, rng, C.street, C.city, C.st, C.zip, ", ")
    if rng.random() < 0.3:
        d.t(" (gate code on file; %s " % C.reltype).p("FAMILY", H.nm(C.rel, "first")).t(" will be home)")
    d.t("\n\nItem: %s\nDx: %s\nLength of need: %s\n" % (item, icd, rng.choice(["99 months (lifetime)", "12 months", "6 months"])))
    if kind == "cpap":
        d.t("PSG: AHI %d/h, nadir SpO2 %d%% at " % (rng.randrange(15, 70), rng.randrange(72, 88))).p("HOSPITAL", rng.choice(["Northgate Sleep Center", C.hosp]))
        d.t(" on ").p("DATE", H.fd(B.before(rng, C.today, 10, 60), "mdy_n")).t(". Settings: APAP 5-15 cmH2O, EPR 2, %s mask.\n" % rng.choice(["nasal pillows", "full face", "nasal"]))
    elif kind == "o2":
        d.t("Qualifying SpO2 %d%% on RA at rest, tested ").p("DATE", H.fd(B.before(rng, C.today, 1, 25), "mdy_n")).t(" by ").p("DOCTOR", H.nm(C.nurse, "fi")).t(", RN. Flow 2 L/min continuous.\n")
    elif kind == "cgm":
        d.t("On insulin glargine + lispro, checking BG 4x/day. A1c %.1f%% (" % (rng.randrange(75, 110) / 10)).p("DATE", H.fd(B.before(rng, C.today, 5, 80), "mdy_n")).t(").\n")
    else:
        d.t("Face-to-face exam ").p("DATE", H.fd(B.before(rng, C.today, 1, 40), "mdy_n")).t(": unable to ambulate safely in home; MRADL limited. " + rng.choice(N.EPONYM_SENT) + "\n")
    d.t("Ordering provider: ")
    B.doc_name(d, rng, C.pcp, C.cred, "full_cred")
    d.t("  NPI ").p("LICENSE", C.npi).t("\n\n")
    dl = B.after(rng, C.today, 2, 12)
    d.t("DELIVERY: ").p("DATE", H.fd(dl, rng.choice(["mdy_n", "wd_md"]))).t(" by ").p("DOCTOR", H.nm(H.person(rng), rng.choice(["full", "fl_"])))
    d.t(rng.choice([", RRT", ", RT", " (delivery tech)", ", CRT"])).t("\n  Device serial: ").p("DEVICE", H.device(rng))
    if kind in ("cpap", "cgm", "o2"):
        d.t("\n  Modem/transmitter ID: ").p("DEVICE", H.device(rng))
    d.t("\n  Set up and education completed with patient")
    if rng.random() < 0.5:
        d.t(" and ").p("FAMILY", H.nm(C.rel, "full"))
    d.t(".\n")
    if kind in ("cpap", "cgm") and rng.random() < 0.85:
        s = B.after(rng, dl, 1, 3)
        e = B.after(rng, s, 29, 31)
        d.t("\nCOMPLIANCE / DOWNLOAD ").p("DATE", H.fd(s, "mdy_n")).t(" - ").p("DATE", H.fd(e, "mdy_n")).t("\n")
        if kind == "cpap":
            d.t("  Usage >= 4 h: %d%% of nights; avg %.1f h; residual AHI %.1f; 95th pct leak %d L/min\n" % (
                rng.randrange(55, 99), rng.randrange(40, 85) / 10, rng.randrange(5, 60) / 10, rng.randrange(8, 40)))
        else:
            d.t("  Time in range 70-180: %d%%; <70: %d%%; GMI %.1f%%; sensor wear %d%%\n" % (rng.randrange(40, 85), rng.randrange(0, 5), rng.randrange(62, 90) / 10, rng.randrange(70, 99)))
        d.t("  Uploaded from home gateway ").p("IPADDR", H.ip(rng)).t("; cloud account ").p("USERNAME", H.username(rng, C.pt)).t("\n")
        d.t("  Reviewed by ").p("DOCTOR", H.nm(C.pcp, rng.choice(["fi", "last"]))).t(" on ").p("DATE", H.fd(B.after(rng, e, 1, 10), "mdy_n")).t(": " + rng.choice(
            ["meets CMS adherence (>=4 h on 70% of nights in 30 consecutive days).", "not yet adherent; mask refit scheduled.", "continue current settings."]) + "\n")
    d.t(N.neg_sentence(rng, "word") + "\n")
