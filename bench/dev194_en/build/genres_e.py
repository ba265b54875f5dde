"""Genres: fitness-to-drive medical report, neurology telephone encounter (author 194)."""
import clinical as K
import pools_places as PL

DRIVE_RECS = {
    "seizure": ["[X] Not fit to drive any class at present. Review after 6 seizure-free months.\n",
                "[X] Not fit for commercial classes; private licence may be reinstated after 12 seizure-free "
                "months on stable medication.\n"],
    "stroke": ["[X] Suspend pending formal on-road assessment at an accredited driving assessment centre.\n",
               "[X] Not fit; visual field does not meet standard.\n",
               "[X] Fit for private vehicle only after on-road assessment; not fit for commercial classes.\n"],
    "syncope": ["[X] Not fit to drive pending cardiology assessment and 3 event-free months.\n"],
    "dementia": ["[X] Suspend pending formal on-road assessment at an accredited driving assessment centre.\n",
                 "[X] Not fit to drive any class.\n"],
    "sah": ["[X] Fit for private vehicle (Class G/5) only; not fit for commercial classes.\n",
            "[X] Not fit until diplopia resolves; re-assess in 3 months.\n"],
}

DRIVE_CONDS = [
    ("seizure", "Unprovoked focal-to-bilateral tonic-clonic seizure", "levetiracetam 750 mg BID"),
    ("seizure", "Breakthrough focal impaired-awareness seizure after missed doses", "lamotrigine 200 mg BID"),
    ("stroke", "R PCA infarct with left homonymous hemianopia", "ASA 81 mg, atorvastatin 40 mg"),
    ("stroke", "L MCA stroke with mild residual aphasia and R hand weakness", "clopidogrel 75 mg"),
    ("syncope", "Recurrent convulsive syncope, cardiac work-up pending", "none"),
    ("dementia", "Mild Alzheimer's dementia, MoCA 20/30", "donepezil 10 mg"),
    ("sah", "SAH s/p coiling, residual diplopia", "none"),
]


def g_driving_fitness(c, b):
    r = c.r
    kind, cond, meds = r.choice(DRIVE_CONDS)
    doc = c.docs["attending"]
    if c.us:
        b.f("DRIVER MEDICAL EVALUATION - PHYSICIAN REPORT\nFor submission to the {st} Department of Motor Vehicles, "
            "Medical Review Unit\n\n", st=(c.city[2], "STATE"))
    else:
        b.f("CONFIDENTIAL MEDICAL REPORT ON FITNESS TO DRIVE\n{pr} - mandatory/discretionary report to the "
            "provincial licensing authority\n\n", pr=(c.city[2], "STATE"))
    b.t("SECTION A - DRIVER\n")
    b.f("Surname: {l}    Given names: {g}\n", l=(c.pt.last, "PATIENT"),
        g=(c.pt.first + (" " + c.pt.middle if c.pt.middle else ""), "PATIENT"))
    b.f("Date of birth: {dob}    Sex: {sx}\n", dob=c.dob_piece(r.choice(["iso", "us", "dmy_abbr"])), sx=c.pt.sex)
    b.t("Address: ")
    b.add(c.addr(full_state=r.random() < 0.3))
    b.f("\nTelephone: {ph}    Email: {em}\n", ph=c.phone(), em=c.email(c.pt, r.choice(["example.com", "example.net"])))
    b.f("Driver's licence no.: {dl}    Class: {cl}\n", dl=c.drivers_lic(),
        cl=r.choice(["G", "5", "D", "C", "A (commercial)", "AZ", "CDL-A"]))
    if r.random() < 0.8:
        b.f("Vehicle registration plate: {pl}", pl=c.plate())
        if r.random() < 0.5:
            b.f("    VIN: {v}", v=c.vin())
        b.t("\n")
    b.f("Occupation: {p}", p=(c.prof, "PROFESSION") if not c.retired else ["retired ", (c.prof, "PROFESSION")])
    if not c.retired:
        b.f("    Employer: {e}", e=(c.employer, "ORGANIZATION"))
    b.t("\n\nSECTION B - MEDICAL CONDITION\n")
    b.f("Condition: {cd}\nDate of most recent event: {d}\n", cd=cond,
        d=c.D_(c.ago(r.randint(3, 200)), r.choice(["iso", "us", "long", "dmy_abbr"])))
    if kind == "seizure":
        b.f("Seizure history: first seizure {y}; {n} seizures in past 12 months; last prior seizure "
            "{d}. Aura: {a}.\n", y=c.D_(c.ago(r.randint(400, 6000)), "year"), n=r.randint(1, 6),
            d=c.D_(c.ago(r.randint(200, 700)), r.choice(["month_year", "mon_year"])),
            a=r.choice(["none", "deja vu", "R arm tingling", "rising epigastric sensation"]))
        b.t("EEG: %s. MRI: %s.\n" % (r.choice(["L temporal sharp waves", "normal", "generalized spike-wave"]),
                                      r.choice(["L mesial temporal sclerosis", "normal", "old R frontal contusion"])))
    elif kind == "stroke":
        b.t("Visual fields (Humphrey 24-2): %s. Binocular acuity 20/%d.\n" % (
            r.choice(["complete L homonymous hemianopia", "R inferior quadrantanopia", "full"]), r.choice([20, 25, 30, 40])))
        b.t("Trails B %d s, MoCA %d/30. On-road assessment: %s.\n" % (r.randint(60, 300), r.randint(18, 29),
                                                                      r.choice(["recommended", "failed", "not yet done"])))
    elif kind == "dementia":
        b.t("Trails B %d s with %d errors; clock drawing abnormal. Family concerns about getting lost.\n" %
            (r.randint(120, 300), r.randint(1, 5)))
    else:
        b.t("Residual deficits: %s.\n" % r.choice(["intermittent diplopia on R gaze", "none", "orthostatic symptoms"]))
    b.t("Current medications: %s. Adherence: %s.\n" % (meds, r.choice(["good", "variable", "good per pharmacy refill history"])))
    if r.random() < 0.5:
        b.f("Collateral history from {rel} {fam} ({ph}).\n", rel=c.fam.role, fam=c.name(c.fam, "full"),
            ph=c.phone(cell=True))
    b.t("\nSECTION C - RECOMMENDATION\n")
    b.t(r.choice(DRIVE_RECS[kind]))
    b.f("The patient was informed verbally on {d} and advised not to drive until notified.\n",
        d=c.D_(c.date, r.choice(["long", c.dstyle, "dmy_long"])))
    if "driver" in c.prof or "operator" in c.prof:
        b.t("Note: patient's occupation involves driving; work restrictions letter provided.\n")
    b.t("\nSECTION D - PHYSICIAN\n")
    b.f("Name: {n}\n", n=c.name(doc, r.choice(["full_cred", "fml_cred", "LAST_FIRST"])))
    b.f("Clinic: {h}, ", h=(c.hosp, "HOSPITAL"))
    b.add(c.site_addr())
    b.f("\nPhone: {ph}    Fax: {fx}\n", ph=c.phone(ext=r.random() < 0.5), fx=c.fax())
    lic = c.lic()
    b.f("{ll}: {lic}\n", ll=lic[0], lic=lic[1])
    b.f("Signature: ________________    Date: {d}\n", d=c.D_(c.date, r.choice(["iso", "us", "dmy_abbr"])))
    b.f("Office file {f}; patient {ml} {mrn}\n", f=c.idnum("case"), ml=c.mrn_label, mrn=c.mrn())


TEL_REASONS = [
    ("seizure", "reports two seizures since {dow}, each about 1 minute, with confusion afterward; missed two doses "
                "of levetiracetam when the pharmacy was closed"),
    ("headache", "has had a severe headache for 3 days, worse than usual migraine, no fever, no weakness; "
                 "sumatriptan not helping"),
    ("botox", "reports neck pain and trouble swallowing solids since the injections on {dow}"),
    ("ms", "new numbness in both legs for 48 h and urinary urgency; no fever, no UTI symptoms"),
    ("med", "asking for refill of carbidopa/levodopa; only 4 days left"),
    ("stroke", "says the right hand feels clumsy again since this morning, lasting about 20 minutes, now better"),
    ("dbs", "reports the tremor came back suddenly this afternoon; patient programmer shows 'IPG not found'"),
    ("form", "needs disability paperwork for the employer completed before {dow}"),
]


def g_telephone(c, b):
    r = c.r
    key, reason = r.choice(TEL_REASONS)
    rn = c.docs["nurse"]
    caller_is_fam = r.random() < 0.55
    b.f("TELEPHONE ENCOUNTER - Neurology, {h}\n", h=(r.choice([c.hosp, c.clinic]), "HOSPITAL"))
    b.f("Date: {d}  Time: {t}\n", d=c.D_(c.date, r.choice([c.dstyle, "us", "long_dow", "dow_md"])),
        t=c.set_clock(8, 16))
    b.f("Patient: {p}   DOB: {dob}   {ml}: {mrn}\n", p=c.P(r.choice(["LAST_FIRST", "full", "last_first"])),
        dob=c.dob_piece(), ml=c.mrn_label, mrn=c.mrn())
    if caller_is_fam:
        b.f("Caller: {fam} ({rel}); callback {ph}\n", fam=c.name(c.fam, r.choice(["full", "first"])),
            rel=c.fam.role, ph=c.phone(cell=True))
    else:
        b.f("Caller: patient; callback {ph}\n", ph=c.phone(cell=r.random() < 0.5))
    b.t("Identity verified with full name and date of birth.\n\n")
    b.t("Reason for call: ")
    dw = c.ago(r.randint(1, 6))
    pre, _, post = reason.partition("{dow}")
    who = "Caller" if caller_is_fam else "Patient"
    b.t("%s %s" % (who, pre))
    if _:
        b.add(c.D_(dw if key != "form" else c.later_biz(r.randint(2, 6)), "dow"))
        b.t(post)
    b.t(".\n\n")
    b.t("Conversation:\n")
    if caller_is_fam:
        q = r.choice(["I just want to know if we should go to emergency or wait for {dw}'s appointment.",
                      "Mom doesn't want to bother anyone, but I'm worried.",
                      "Things were fine until {dw} and now it's every day.",
                      "Can the doctor call us back today?"])
        b.f("  {fam}: \"" + q + "\"\n", fam=c.name(c.fam, "first"),
            dw=c.D_(c.later(r.randint(1, 6)) if "appointment" in q else c.ago(r.randint(2, 6)), "dow"))
    b.t("  RN: asked about %s.\n" % r.choice(["fever, neck stiffness, new weakness, vision change",
                                             "duration, recovery, injuries, medication adherence",
                                             "swallowing, breathing, voice change", "onset time and current symptoms"]))
    b.t("  Red flags: %s.\n\n" % r.choice(["none", "present - advised ED now", "none; advised ED if worsens"]))
    b.t("Protocol: %s\n" % {"seizure": "Seizure (adult) - home care", "headache": "Headache - same-day",
                            "botox": "Post-procedure symptoms", "ms": "MS relapse screen",
                            "med": "Medication refill", "stroke": "Stroke symptoms - 911/ED",
                            "dbs": "Device malfunction", "form": "Administrative"}[key])
    if key == "stroke":
        b.f("Advised to call 911 now; patient transported to {h} ED per {rel}.\n", h=(c.hosp2_short, "HOSPITAL"),
            rel=c.fam.role)
    elif key == "med" or key == "seizure":
        b.f("Refill sent to {ph} (tel {tel}, fax {fx}). ", ph=(c.pharmacy, "HOSPITAL"), tel=c.phone(),
            fx=c.fax())
        b.t("Rescue plan reviewed: intranasal midazolam 5 mg for seizure > 5 min.\n")
    elif key == "form":
        b.f("Form for {emp} placed in {dr}'s box; fee explained.\n", emp=(c.employer, "ORGANIZATION"),
            dr=(c.docs["attending"].last, "DOCTOR"))
    else:
        b.t("Same-day virtual visit booked at %s.\n" % c.tick(60, 180))
    b.f("Routed to {dr} in-basket (pool {pool}).\n", dr=c.D("attending", r.choice(["title_last", "full_cred", "title_full"])),
        pool=r.choice(["NEURO RN", "EPILEPSY RN POOL", "MS TEAM", "STROKE CLINIC"]))
    if r.random() < 0.6:
        b.f("Portal message sent ({url}); copy to {em}.\n", url=c.url(), em=c.email(c.pt, r.choice(["example.com", "example.net"])))
    if r.random() < 0.35:
        b.f("Patient logged in to portal from {ip} at {t} (audit).\n", ip=c.ip(), t=c.tick(5, 60))
    if r.random() < 0.3 and c.us:
        b.f("Billing: {ins} {hl} {hp}, acct {a}\n", ins=(r.choice(PL.INSURERS_US), "ORGANIZATION"),
            hl=c.hp_label(), hp=c.hp(), a=c.acct())
    b.f("\n{rn}  ({u})  {d} {t}\n", rn=c.name(rn, r.choice(["full_cred", "fml_cred", "f_last"])), u=c.username(rn),
        d=c.D_(c.date, r.choice(["md", "us", "iso"])), t=c.tick(5, 30))
    if r.random() < 0.5:
        b.f("Addendum {t}: reviewed by {dr}; {plan}\n", t=c.tick(30, 200),
            dr=c.D("attending", r.choice(["title_last", "f_last"])),
            plan=r.choice(["agree with plan.", "see in clinic next week.", {
                "seizure": "increase levetiracetam to 1000 mg BID.", "headache": "MRI brain within 1 week.",
                "botox": "soft diet, SLP swallow assessment if not improving in 1 week.",
                "ms": "start prednisone 1250 mg PO daily x3 days for relapse after UA negative.",
                "med": "refill x3 approved.", "stroke": "admitted under stroke service.",
                "dbs": "IPG interrogation in clinic tomorrow.", "form": "form signed."}[key]]))
