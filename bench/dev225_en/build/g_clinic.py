"""Clinic genres: sports pre-participation physical, student health walk-in,
confidential sexual health visit."""
from doc import P
import phi as H
import clin as C
import pools as PL
from g_school import tname, teacher, gname


def yn(rng, p=0.15):
    return "Y" if rng.random() < p else "N"


def sports_physical(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    fac = rng.choice([c.clinic, "Kestrel Sports Medicine"]) if us else c.clinic
    form = rng.random() < 0.55
    d.f("{t}\n", t=rng.choice(["PREPARTICIPATION PHYSICAL EVALUATION", "Sports Pre-Participation Physical", "PPE - Sports Physical",
                               "Pre-season sports medical"]))
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("mrn",), ("mrn", "plan"), ("mrn", "ssn"), ("sid", "plan")]),
                     name_form=rng.choice(["caps_lf", "full", "last_first"]))
    rows.append(("Sex", c.sex))
    rows.append(("School", P(c.uni if c.setting == "uni" else c.school, "ORGANIZATION")))
    rows.append(("Sport(s)", c.team + rng.choice(["", ", " + rng.choice(PL.US_TEAMS if us else PL.NZ_TEAMS)])))
    rows.append(("Exam date", C.D(c.visit, ds)))
    if rng.random() < 0.5:
        rows.append(("Address", c.addr(rng)))
    if rng.random() < 0.5:
        rows.append(("Phone", P(c.phone, "PHONE")))
    C.header(d, rng, rows)
    if us and c.age >= 16 and rng.random() < 0.5:
        d.f("Photo ID: {st} driver license {dl} verified at check-in.\n", st=P(c.state_abbr, "STATE"), dl=P(H.license_no("US", rng, "dl"), "LICENSE"))
    elif not us and c.age >= 16 and rng.random() < 0.4:
        d.f("ID sighted: {nz} driver licence {dl}.\n", nz=P("NZ", "COUNTRY"), dl=P(H.license_no("NZ", rng, "dl"), "LICENSE"))
    d.t("\nHISTORY" + (" (Y/N)\n" if form else "\n"))
    if form:
        qs = ["Ever passed out or nearly passed out during or after exercise?", "Chest pain/pressure with exercise?",
              "Racing heart / skipped beats?", "Family member died suddenly before age 35?", "Ever had a concussion?",
              "Asthma or wheeze with exercise?", "Bone/joint injury needing X-ray, MRI, cast?", "Missing a kidney, eye, testicle?",
              "Sickle cell trait?", "Trying to lose or gain weight?", "Menstrual periods regular?" if c.sex == "F" else "Hernia?"]
        for i, q in enumerate(rng.sample(qs, rng.randrange(6, len(qs)))):
            d.t("%d. %s %s\n" % (i + 1, q, yn(rng)))
    else:
        d.t(rng.choice(["No exertional syncope, CP, palpitations. ", "Near-syncope once at practice in heat - hydrated, no recurrence. ",
                        "Hx EIB, uses inhaler pre-exercise. "]))
        d.t(rng.choice(["Prior concussion x1, fully recovered. ", "No concussions. ", "2 concussions (rugby), last one 6 months ago. "]))
    k = rng.randrange(4)
    if k == 0:
        d.f("Family hx: {rel} died suddenly aged {a} ({cause}). ", rel=rng.choice(["uncle", "paternal cousin", "grandfather"]),
            a=P(str(rng.randrange(24, 58)), "AGE"), cause=rng.choice(["'heart attack'", "drowning - unexplained", "unknown cause"]))
    elif k == 1:
        d.t("FHx: no sudden cardiac death <50, no HCM, no Marfan, no long QT. ")
    elif k == 2:
        d.f("{rel} has HCM dx at {a}; pt had echo at {h} on {dt} - normal. ", rel=c.guardians[0].rel.capitalize(),
            a=P(str(rng.randrange(30, 50)), "AGE"), h=P(c.hospital, "HOSPITAL"), dt=C.D(c.visit - H.days(rng.randrange(60, 500)), ds))
    if rng.random() < 0.3:
        d.f("Had event monitor ({dev}) {dt}: SN {sn}, no arrhythmia captured. ", dev=rng.choice(["Zio XT", "Holter 48h", "loop recorder"]),
            dt=C.D(c.visit - H.days(rng.randrange(30, 300)), rng.choice(["month_year", ds])), sn=P(H.device_sn(rng, "holter"), "DEVICE"))
    d.t("\nMeds: " + (", ".join(C.meds(rng, c, rng.randrange(1, 3))) if rng.random() < 0.6 else "none") + ". Allergies: " + rng.choice(C.ALLERGIES) + ".\n")
    if rng.random() < 0.6:
        d.f("Prior injuries: {inj} ({dt}).\n", inj=rng.choice(["R ACL sprain, rehab with PT", "L wrist buckle fracture", "AC joint separation gr 1",
                                                             "concussion - cleared", "stress reaction L tibia"]),
            dt=C.D(c.visit - H.days(rng.randrange(90, 800)), rng.choice(["month_year", "year", ds])))
    if rng.random() < 0.5:
        d.t("ROS: " + C.ros(rng) + "\n")
    d.t("Immunizations: " + rng.choice(["UTD", "Tdap/MenACWY due - given today", "HPV #2 due", "UTD per registry"]) + ".\n")
    d.t("\nEXAM\n")
    d.t(C.vitals(rng, c) + "\n")
    d.t("Vision: R %s L %s %s\n" % (("20/20", "20/25", "uncorrected") if us else ("6/6", "6/9", "corrected")))
    d.t(rng.choice(["Heart: RRR, no murmur supine or standing, no change w/ Valsalva. Femoral pulses 2+.",
                    "CVS: HS I+II, no murmur, radiofemoral delay absent.", "Soft 1/6 systolic flow murmur, decreases standing - innocent."]) + "\n")
    d.t(rng.choice(["MSK: full ROM all joints; duck walk normal. ", "MSK: Beighton 3/9, ankle laxity R (old sprain). ",
                    "MSK: mild Osgood-Schlatter tenderness L tibial tuberosity. "]) + C.decoy(rng, c) + "\n")
    d.t("Skin: " + rng.choice(["no lesions, no MRSA", "mild acne", "tinea corporis L forearm - treat before wrestling"]) + ".\n")
    d.t("\nCLEARANCE: ")
    d.t(rng.choice(["Cleared for all sports without restriction.", "Cleared with recommendations: asthma action plan, inhaler at practice.",
                    "Not cleared pending cardiology review.", "Cleared after completion of evaluation for ankle instability."]))
    if rng.random() < 0.5:
        d.f(" Referred to {d2} at {h}.", d2=H.cname(c.other, rng, "title_fam"), h=P(c.clinic2, "HOSPITAL"))
    d.f("\nCoach {co} / athletic trainer {at} notified.\n" if us else "\nCoach {co} and sports trainer {at} notified.\n",
        co=P(teacher(rng, c).full(), "FAMILY"), at=[P(H.rand_clin(rng, c.country).p.full(), "DOCTOR"), rng.choice([", ATC", " ATC", ""])])
    if c.age >= 16 and rng.random() < 0.5:
        d.f("Student parking permit on file, plate {pl}.\n" if us else "Drives self to training, plate {pl}.\n",
            pl=P(H.plate(c.country, rng), "VEHICLE"))
    g = c.guardians[0]
    d.f("Emergency contact: {g}, {rel}, {ph}. ", g=H.pname(g, "FAMILY", rng, "full"), rel=g.rel, ph=P(g.phone, "PHONE"))
    if rng.random() < 0.5:
        d.f("Insurance: {ins} ID {hp}. ", ins=rng.choice(["Medicaid", "BCBS", "Aetna", "CHIP", "Kaiser"]) if us else "Southern Cross",
            hp=P(c.plan, "HEALTHPLAN"))
    d.t("\n")
    sig = rng.randrange(2)
    if sig:
        d.f("\nExaminer: {n}   {lab} {lic}   Date: {dt}\n", n=H.cname(c.doc, rng, "full_cred"), lab="Lic #" if us else "MCNZ",
            lic=P(H.license_no(c.country, rng, "med"), "LICENSE"), dt=C.D(c.visit, ds))
        d.f("Office: {f}, {ph}\n", f=P(fac, "HOSPITAL"), ph=P(c.clinic_phone, "PHONE"))
    else:
        C.sign(d, rng, c, c.doc, ds=ds, facility=fac)


WALKIN = [
    ("sore throat x3 days, fever", "Rapid strep {res}. Tonsillar exudate, tender AC nodes. Centor {cen}.",
     "Pen VK 500 mg BID x10d if strep +; otherwise supportive care, salt water gargles."),
    ("dysuria, frequency x2 days", "UA: LE +, nitrite +. Afebrile, no CVA tenderness. Preg test neg.",
     "Nitrofurantoin 100 mg BID x5d. Urine culture sent."),
    ("fatigue, sore throat, 'swollen glands' 10 days", "Posterior cervical LAD, splenomegaly not palpable. Monospot {res}.",
     "Likely EBV. No contact sport x 4 wks. Letter for classes."),
    ("cough, fever, body aches since yesterday", "Flu A/B PCR {res}. Lungs clear. SpO2 97%.",
     "Oseltamivir 75 mg BID x5d offered. Isolate in room until afebrile 24 h."),
    ("R ankle injury playing intramural soccer", "Swelling ATFL, Ottawa rules {res} - XR ordered.",
     "RICE, crutches, ankle brace; PT referral."),
    ("anxiety, can't sleep, heart racing before exams", "HR 104, otherwise normal exam. GAD-7 {cen}.",
     "Same-day counselling triage; sleep hygiene; f/u 1 wk."),
    ("needle-stick in research lab (clean needle?)", "Superficial puncture L index finger.",
     "Wound care; baseline HBsAb, HIV, HCV drawn; EHS notified."),
    ("alcohol intoxication brought by friends last night, now hungover, vomited x4", "Mild dehydration, abdo soft.",
     "Oral rehydration, ondansetron 4 mg; AOD brief intervention; CRAFFT/AUDIT-C done."),
    ("itchy rash spreading, started after new detergent", "Eczematous patches flexures, no infection.",
     "Hydrocortisone 1% BID, emollients; return if no better in 1 wk."),
    ("headache + neck stiffness?", "Afebrile, Kernig/Brudzinski negative, no rash. Neuro intact.",
     "Likely tension-type; MenB vaccine status checked; return precautions given."),
]


def walkin(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    fac = c.uni_clinic
    c.author = c.np
    cc, ex, plan = rng.choice(WALKIN)
    style = rng.randrange(3)
    if style == 0:
        d.f("{f}\nWALK-IN / SAME DAY VISIT\n", f=P(fac, "HOSPITAL"))
    elif style == 1:
        d.f("Walk-in note - {f}\n", f=P(fac, "HOSPITAL"))
    else:
        d.t("URGENT CARE / WALK-IN\n")
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("sid", "mrn"), ("mrn", "plan"), ("sid", "acct"), ("mrn", "acct", "plan")]),
                     name_form=rng.choice(["full", "last_first", "caps_lf"]))
    rows.append(("Date/time", [C.D(c.visit, ds), " " + C.tm(rng)]))
    if rng.random() < 0.5:
        rows.append(("Email", P(H.email_for(c.pt, rng, "students." + H.slug(c.uni)[:10] + ".test"), "EMAIL")))
    C.header(d, rng, rows, layout=rng.randrange(3))
    k = rng.randrange(4)
    if k == 0:
        d.f("Checked in via palm-vein kiosk (biometric ID {b}).\n", b=P(H.bioid(rng, "palm"), "BIOID"))
    elif k == 1:
        d.f("ID verified: student card + {st}driver license {dl}.\n", st=[P(c.state_abbr, "STATE"), " "] if us else "",
            dl=P(H.license_no(c.country, rng, "dl"), "LICENSE"))
    elif k == 2:
        d.f("Self-booked online ({u}) from {ip}.\n", u=P(H.url(rng, c.uni), "URL"), ip=P(H.ip(rng), "IPADDR"))
    d.f("\nTriage RN: {n}. {v}\n", n=H.cname(c.nurse, rng, rng.choice(["full_cred", "init_fam_cred", "given"])), v=C.vitals(rng, c, full=rng.random() < 0.4))
    d.f("\nCC: {cc}\n", cc=cc)
    d.f("HPI: {a} {sx} presents with {cc}. ", a=H.age_p(c.age, rng, rng.choice(["yo", "y/o", "-yo", "yo_nosp", " y.o.", "-year-old"])),
        sx=rng.choice(["F", "female", "woman"]) if c.sex == "F" else rng.choice(["M", "male", "man"]), cc=cc)
    d.t(rng.choice(["Roommate similar sx. ", "Tried ibuprofen, minimal relief. ", "Has exams this week. ", "No travel. ", ""]))
    if rng.random() < 0.5:
        d.f("Lives in {dm}, room {rm}. ", dm=P(c.dorm, "LOCATION_OTHER"), rm=P("%d%s" % (rng.randrange(1, 6), H.digits(rng, 2)), "LOCATION_OTHER"))
    if rng.random() < 0.3:
        d.f("Returned from {co} on {dt}. ", co=P(rng.choice(PL.COUNTRIES), "COUNTRY"), dt=C.D(c.visit - H.days(rng.randrange(2, 20)), rng.choice(["us_md" if us else "nz_dm", ds])))
    if rng.random() < 0.4:
        d.f("Works as a {job} at {emp}. ", job=P(c.teen_job, "PROFESSION"), emp=P(c.employer, "ORGANIZATION"))
    if rng.random() < 0.35:
        C.narrative(d, rng, c, ds, rng.randrange(1, 3))
    if rng.random() < 0.6:
        d.t("\nROS: " + C.ros(rng))
    if rng.random() < 0.5:
        d.t("\nSocial: " + rng.choice(["2nd-year student, lives in halls", "lives off campus with flatmates" if not us else "lives off campus w/ roommates",
                                       "international student", "varsity athlete"]) + "; " +
            rng.choice(["no tobacco, vapes socially", "EtOH weekends", "denies drugs", "cannabis occasionally"]) + ".")
    d.t("\nPMH: " + rng.choice(["asthma", "nil", "T1DM", "ADHD", "depression", "migraine", "none"]) + ". Meds: " +
        (", ".join(C.meds(rng, c, rng.randrange(1, 3))) if rng.random() < 0.6 else "none") + ". All: " + rng.choice(C.ALLERGIES) + ".\n")
    res = rng.choice(["positive", "negative", "neg", "pos"])
    d.f("\nExam/results: " + ex + "\n", res=res, cen=rng.randrange(1, 5))
    if rng.random() < 0.5:
        d.t(C.exam(rng, rng.randrange(3, 6)) + "\n")
    d.f("Specimen {sp}.\n", sp=P(H.specimen(rng, c.visit.year), "IDNUM")) if rng.random() < 0.5 else None
    d.t("\nAssessment/plan: " + plan + "\n")
    d.f("Rx sent to {ph}{pf}.\n", ph=P(c.pharmacy, "HOSPITAL"), pf=[" (fax ", P(H.phone(c.country, rng, mobile=False), "FAX"), ")"] if rng.random() < 0.3 else "")
    if rng.random() < 0.4:
        d.f("Class note emailed to {em}.\n", em=P(H.email_for(c.pt, rng), "EMAIL"))
    if rng.random() < 0.35:
        d.f("Parked in visitor lot - permit for plate {pl} issued x1 day.\n", pl=P(H.plate(c.country, rng), "VEHICLE"))
    if rng.random() < 0.4:
        d.f("Insurance: student plan, member {hp}.\n" if us else "Insurance: {hp} (Southern Cross).\n", hp=P(c.plan, "HEALTHPLAN"))
        if us and rng.random() < 0.4:
            d.f("Billing hold - SSN on file ({s}) does not match insurer record; front desk ({fd}) to call.\n",
                s=P(c.ssn, "SSN"), fd=P(H.rand_person(rng, c.country).given, "DOCTOR"))
    if rng.random() < 0.3:
        d.t(C.decoy(rng, c) + "\n")
    d.f("Return if worse. F/u PRN or {dt}.\n", dt=C.D(c.visit + H.days(rng.randrange(2, 14)), rng.choice([ds, "us_wd" if us else "nz_wd", "weekday"])))
    C.sign(d, rng, c, c.author, ds=ds, facility=fac)


def sexual_health(d, c, rng):
    us = c.country == "US"
    ds = C.dstyle(rng, c)
    she, her = ("she", "her") if c.sex == "F" else ("he", "his")
    fac = c.uni_clinic if c.setting == "uni" else rng.choice([c.clinic, "Tararua Sexual Health Clinic" if not us else "Clearwater Teen Health Center"])
    d.f("{conf}\n{f} - {t}\n", conf=rng.choice(["** CONFIDENTIAL - DO NOT RELEASE TO PARENT/GUARDIAN WITHOUT PT CONSENT **",
                                                "CONFIDENTIAL", "Sensitive note - restricted"]),
        f=P(fac, "HOSPITAL"), t=rng.choice(["Sexual Health Visit", "SRH consult", "Confidential visit", "STI/contraception visit"]))
    c.author = C.author(rng, c, rng.choice(["prov", "nurse", "prov"]))
    rows = C.pt_rows(rng, c, ds, with_ids=rng.choice([("mrn",), ("mrn", "acct"), ("acct",), ("mrn", "plan")]))
    rows.append(("Visit date", C.D(c.visit, ds)))
    rows.append(("Clinician", H.cname(c.author, rng, rng.choice(["full_cred", "title_full"]))))
    C.header(d, rng, rows)
    d.f("\nContact preference: {cp}\n", cp=rng.choice([["mobile only ", P(c.phone, "PHONE"), " - text OK, do NOT call home"],
                                                       ["email ", P(c.email, "EMAIL"), " only"],
                                                       ["via portal (user ", P(c.user, "USERNAME"), ")"],
                                                       ["no contact - will call for results"]]))
    if c.age < 18:
        d.f("Minor consent: {a} y, {cons}\n", a=P(str(c.age), "AGE"),
            cons="consenting under state minor consent law; billing to confidential code" if us else "assessed as Gillick competent (Fraser guidelines considered)")
    d.t("\nHx: ")
    d.f("{a} presents for {why}. ", a=H.age_p(c.age, rng, rng.choice(["yo", "-year-old", "sexF", "y/o"]), c.sex),
        why=rng.choice(["STI screen after new partner", "contraception start", "discharge x 1 wk", "EC request (UPSI 2 days ago)",
                        "implant removal/replacement", "partner notified of chlamydia", "HIV PrEP information"]))
    d.f("Coitarche age {a}. Partners last 3 mo: {n} ({g}). ", a=P(str(rng.randrange(13, max(14, c.age))), "AGE"), n=rng.randrange(1, 4),
        g=rng.choice(["male", "female", "male and female", "male partners"]))
    if rng.random() < 0.6:
        d.f("Current partner {p}{a}. ", p=H.pname(c.partner, "FAMILY", rng, rng.choice(["given", "initials", "given_init"])),
            a=[" (", P(str(c.age + rng.randrange(-1, 5)), "AGE"), ")"] if rng.random() < 0.6 else "")
    if c.sex == "F":
        d.f("LMP {dt}, {reg}. ", dt=C.D(c.visit - H.days(rng.randrange(5, 35)), rng.choice([ds, "us_md" if us else "nz_dm", "us_md_long" if us else "nz_dm_long"])),
            reg=rng.choice(["regular", "irregular", "heavy"]))
    d.t(rng.choice(["Condoms inconsistently. ", "No condom use. ", "Uses condoms w/ casual partners. "]))
    if rng.random() < 0.3:
        C.narrative(d, rng, c, ds, 1)
    d.t("Coercion/safety screen: " + rng.choice(["negative", "negative, feels safe", "partner controls phone - discussed, resources given",
                                                "age gap of partner reviewed - no concerns"]) + ".\n")
    d.t("\nTests:\n")
    tests = rng.sample(["CT/NG NAAT (" + rng.choice(["self-collected vaginal swab", "first-void urine", "pharyngeal + rectal"]) + ")",
                        "HIV 4th gen Ag/Ab", "Syphilis serology (RPR/TPPA)", "Urine hCG", "Trich NAAT", "Hep B sAg", "Mycoplasma genitalium"],
                       rng.randrange(2, 5))
    for t in tests:
        d.f("- {t}: {r}{sp}\n", t=t, r=rng.choice(["sent", "neg", "pending", "negative (POCT)"]),
            sp=[", specimen ", P(H.specimen(rng, c.visit.year), "IDNUM")] if rng.random() < 0.55 else "")
    d.t("PMH: " + rng.choice(["nil", "asthma", "migraine with aura (no estrogen)", "depression on SSRI", "chlamydia 1 yr ago, treated"]) +
        ". Allergies: " + rng.choice(C.ALLERGIES) + ".\n")
    if rng.random() < 0.6:
        d.t("Exam: " + rng.choice(["declined - self-swabs", "external genitalia normal, no ulcers/warts; speculum not indicated",
                                   "BP " + str(rng.randrange(100, 130)) + "/" + str(rng.randrange(60, 84)) + ", BMI " + str(rng.randrange(18, 34)),
                                   "mild cervical contact bleeding, no CMT"]) + ".\n")
    d.t("\nContraception: ")
    d.t(rng.choice(["Nexplanon inserted L arm (lot on file), 1% lidocaine; pressure dressing.",
                    "Started Sprintec/Levlen - quick start, backup 7 days, UPT neg.",
                    "Depo-Provera 150 mg IM given R deltoid; next due 11-13 wks.",
                    "Levonorgestrel 1.5 mg EC given; UPT in 3 wks.", "Already on Mirena - string check ok.",
                    "Declined hormonal; condoms + EC info."]) + "\n")
    if rng.random() < 0.4:
        d.f("Partner notification: {m}. EPT for {p}.\n", m=rng.choice(["patient-led", "provider-led, with consent"]),
            p=H.pname(c.partner, "FAMILY", rng, rng.choice(["initials", "given"])))
    if rng.random() < 0.4:
        d.f("Results via {u}, access code sent by SMS.\n", u=P(H.url(rng, fac), "URL"))
    if rng.random() < 0.3:
        d.t(C.decoy(rng, c) + "\n")
    d.f("F/u {dt} or sooner. HPV vaccine {h}.\n", dt=C.D(c.visit + H.days(rng.randrange(7, 90)), rng.choice([ds, "month_year"])),
        h=rng.choice(["complete", "dose 2 due", "not started - given today", "complete (per registry)"]))
    C.sign(d, rng, c, c.author, ds=ds, facility=fac)
