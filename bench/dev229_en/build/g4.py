"""Genres: late effects survivorship clinic letter; school liaison letter."""
import phi as F
import clinical as CL
import common as CM

LATE = {
    "sr_all": ("anthracycline (doxorubicin) cumulative 75 mg/m2; cranial RT nil; IT MTX x%d" % 18, ["echo every 5 years", "neurocognitive screen", "bone density (steroid exposure)", "dental review"]),
    "hr_all": ("doxorubicin + daunorubicin cumulative 225 mg/m2 (doxorubicin equivalent); cyclophosphamide 3 g/m2", ["echo every 2 years", "DEXA scan", "AVN screening MRI hips", "fertility assessment"]),
    "aml": ("daunorubicin equivalent 360 mg/m2 + mitoxantrone; high-dose cytarabine", ["echo/ECG every 2 years", "hearing test", "psychology"]),
    "hl": ("doxorubicin 100 mg/m2, bleomycin, involved-site RT 21 Gy mediastinum", ["breast MRI from age 25", "thyroid ultrasound", "PFTs", "echo"]),
    "nbl": ("cisplatin 400 mg/m2, busulfan/melphalan, isotretinoin, 21.6 Gy to primary", ["audiology (Chang grade)", "GH testing", "thyroid", "renal function"]),
    "wilms": ("vincristine/dactinomycin +/- doxorubicin 150 mg/m2; flank RT 10.8 Gy", ["BP and urinalysis yearly", "echo every 2 years", "scoliosis check"]),
    "mb": ("craniospinal RT 23.4 Gy + boost 54 Gy; cisplatin 300 mg/m2; lomustine", ["endocrine (GH, TSH, cortisol)", "neuropsych", "audiology", "MRI surveillance", "cataract screen"]),
    "ewing": ("doxorubicin 375 mg/m2, ifosfamide 84 g/m2, cyclophosphamide", ["echo yearly", "renal tubular function", "fertility", "limb/orthopaedic review"]),
    "osteo": ("doxorubicin 450 mg/m2, cisplatin 480 mg/m2, HD-MTX; endoprosthesis", ["echo yearly", "audiogram", "orthopaedic review of prosthesis"]),
    "rms": ("cyclophosphamide 16.8 g/m2 + RT 41.4 Gy", ["fertility", "growth", "bladder function", "dental"]),
    "hb": ("cisplatin 480 mg/m2; partial hepatectomy", ["audiology", "renal function", "AFP surveillance finished"]),
    "burkitt": ("doxorubicin 120 mg/m2, HD-MTX, cyclophosphamide", ["echo", "fertility", "psychology"]),
    "tall": ("anthracyclines 200 mg/m2, nelarabine, cranial RT 12 Gy", ["neurocognitive", "endocrine", "echo"]),
}


def survivorship(doc, c):
    r = c.rng
    us = c.country == "US"
    dx = c.dx
    dose, surv = LATE.get(dx["key"], LATE["sr_all"])
    dx_age = r.randint(*dx["ages"])
    c.age = min(24, dx_age + r.randint(5, 14))
    c.dob = F.add_days(c.d0, -int(c.age * 365.25 + c.months * 30.4 + 3))
    dxd = F.add_days(c.d0, -int((c.age - dx_age) * 365.25) + r.randint(-100, 100))
    eot = F.add_days(dxd, r.randint(200, 1100))
    CM.letterhead(doc, c, r.choice(["Late Effects / Survivorship Clinic", "Cancer Survivorship Program", "Long-Term Follow-Up Clinic",
                                    "After Cancer Treatment (ACT) Clinic"]))
    doc.t("\n")
    doc.w(c.D(c.d0), "\n\n")
    gp = c.person("gp")
    doc.w(r.choice(["Dr ", "Dr. "]), ("DOCTOR", gp.form(r.choice(["full", "fi_last"]))), "\n", ("HOSPITAL", c.clinic), "\n")
    if r.random() < 0.6:
        doc.w(("CITY", c.city), " ", ("STATE", c.st), " ", ("ZIP", c.zip), "\n")
    if r.random() < 0.35:
        doc.w("Fax: ", ("FAX", F.phone(c.country, r)), "\n")
    doc.t("\n")
    doc.w("Dear ", r.choice(["Dr ", "Dr. "]), ("DOCTOR", gp.last), ",\n\n")
    doc.w("Re: ", c.P(r.choice(["full", "fml", "CAPS"])), ", DOB ", c.dobi(), ", ", c.mrn_label(), ("MRN", c.mrn), "\n")
    if r.random() < 0.5:
        doc.w("    ", c.addr_items(), "\n")
    doc.t("\n")
    doc.w("I reviewed ", c.P(r.choice(["first", "first", "full", "nick"])), r.choice([" in the Late Effects Clinic today", " in clinic on ", " at the survivorship clinic today"]))
    if True:
        doc.t(" ")
    if c.age >= 18 and r.random() < 0.5:
        doc.t(r.choice(["(attended alone).", "(attended with a friend)."]))
    else:
        wm = r.random() < 0.6
        doc.w("(", r.choice(["accompanied by ", "with ", "attended with "]), c.his, " ", c.mum_word if wm else "father", " ",
              c.parent("m" if wm else "d", "first"), ").")
    doc.t(" ")
    doc.w(c.he.capitalize(), " is now ", c.age_items("yrs"), " and was diagnosed with ", dx["name"], " at the age of ", ("AGE", str(dx_age)),
          " in ", c.Dm(dxd) if r.random() < 0.5 else ("DATE", str(dxd.year)), ". Treatment was completed in ", c.Dm(eot), ".\n\n")
    doc.t(r.choice(["Treatment summary: ", "Therapeutic exposures: ", "Cumulative exposures: "]) + dose + ".\n")
    if r.random() < 0.4:
        doc.w("Original treatment at ", ("HOSPITAL", r.choice([c.hosp, c.local])), " under ", c.dr("onc2", "full", True), ".\n")
    doc.t("\n" + r.choice(["Interval history: ", "Current status: ", "Since last review: "]))
    if c.age >= 15:
        job = r.choice(["works part-time as", "has started an apprenticeship as", "is employed as", "is studying to become"])
        pj = r.choice(["barista", "lifeguard", "carpenter", "electrician", "childcare worker", "chef", "mechanic", "teacher", "apprentice plumber",
                       "nursing assistant", "retail assistant", "office administrator"])
        doc.w(c.he.capitalize(), " ", job, " ", "an " if pj[0] in "aeiou" else "a ", ("PROFESSION", pj))
        if r.random() < 0.5:
            doc.w(" at ", ("ORGANIZATION", c.employer))
        doc.t(". ")
    else:
        doc.w(c.he.capitalize(), " is in ", r.choice(["grade ", "year "]), str(max(1, c.age - 5)), " at ", ("ORGANIZATION", c.school), ". ")
    doc.t(r.choice(["Energy good, plays netball twice a week. ", "Reports fatigue and difficulty with concentration at school. ",
                    "Some anxiety around scans. ", "No new concerns. ", "Weight gain of 6 kg since last year. "]))
    if c.age >= 18 and r.random() < 0.4:
        doc.w(c.he.capitalize(), " plans to move to ", ("COUNTRY", r.choice(["New Zealand", "Canada", "Ireland", "Japan", "Germany", "Singapore"])),
              " for work/study next year; advised to carry a survivorship care plan. ")
    if c.sex == "F":
        doc.t(r.choice(["Menarche at 12, periods regular. ", "Tanner stage 4. ", "Irregular periods, FSH pending. ", "Pubertal progression normal. ", ""]) + "\n\n")
    else:
        doc.t(r.choice(["Tanner stage 4. ", "Voice broken, shaving. ", "Testicular volumes 12 mL bilaterally. ", "Pubertal progression normal. ", ""]) + "\n\n")
    doc.t("Examination: " + CL.vitals(r, c.age, False, c.country, 2) + ". BMI %.1f. " % r.uniform(16, 31))
    doc.t(r.choice(["Well healed nephrectomy scar.", "Alopecia in RT field.", "Mild short stature (height SDS -1.8).", "Limb length discrepancy 1.5 cm.",
                    "Normal cardiovascular exam.", "Thyroid not palpable."]) + "\n\n")
    doc.t("Investigations today: " + r.choice(["echo EF %d%%, FS %d%%" % (r.randint(52, 68), r.randint(27, 38)), "TSH %.1f, fT4 %d" % (r.uniform(0.8, 6.8), r.randint(10, 18)),
                                               "audiogram: bilateral high-frequency SNHL (Chang 2a)", "DEXA Z-score %.1f" % r.uniform(-2.6, 0.4),
                                               "FSH %d, AMH low" % r.randint(4, 40)]) + ".\n\n")
    doc.t("Recommendations (per COG LTFU Guidelines v6.0 / national survivorship guidance):\n")
    for s in r.sample(surv, min(len(surv), r.randint(2, 4))):
        doc.t("- " + s + "\n")
    doc.t("- annual influenza vaccine; re-immunization completed\n" if r.random() < 0.5 else "- healthy lifestyle counseling, sun protection\n")
    nxt = F.add_days(c.d0, r.choice([180, 365, 365, 730]))
    doc.w("\nWe will review ", c.him, " again in ", c.Dm(nxt), ". ")
    if c.age >= 17:
        doc.w("Transition to the adult survivorship service at ", ("HOSPITAL", r.choice(["Lakeview Adult Cancer Center", "Eastgate Adult Survivorship Clinic",
                                                                                     "Mercy Lakes Adult Hematology"] if us else
                                                                                    ["Banksia Adult Cancer Centre", "Southbank Adult Survivorship Clinic",
                                                                                     "Royal Eastern Hospital Late Effects Service"])),
              " is planned for ", ("DATE", str(c.d0.year + r.randint(1, 3))), ". ")
    doc.t("Please do not hesitate to contact me if you have any questions.\n\nYours sincerely,\n")
    k = r.randrange(3)
    if k == 0:
        doc.w("\n", c.dr("onc", "full", True), "\n", r.choice(["Pediatric Oncologist, Survivorship Program", "Staff Specialist", "Consultant"]), "\n")
    elif k == 1:
        doc.w("\n", ("DOCTOR", c.person("np").form("full")), r.choice([", CPNP", ", NP", ", Nurse Practitioner"]), "\nfor ", c.dr("onc", "full", True), "\n")
    else:
        CM.sign(doc, c, "onc", style=r.choice([1, 2, 3]))
    if r.random() < 0.6:
        doc.w("\ncc: ", ("FAMILY", c.mum.form(r.choice(["full", "first"]))), r.choice([" and ", " & "]), ("FAMILY", c.dad.form("full")), " (parents)")
        if r.random() < 0.5:
            doc.w(", ", c.addr_items())
        doc.t("\n")
        if r.random() < 0.4:
            doc.w("cc: ", c.dr("endo", "full", True), ", ", r.choice(["Endocrinology", "Cardiology", "Audiology"]), "\n")
    CM.audit(doc, c, "transcr", 0.3)


def school(doc, c):
    r = c.rng
    us = c.country == "US"
    dx = c.dx
    teacher = c.person("hst")
    CM.letterhead(doc, c, r.choice(["Hospital School Program", "Education Liaison Service", "School Liaison - Oncology Services",
                                    "Child Life & Education"]))
    doc.w("\n", c.D(c.d0), "\n\n")
    pr = c.person("principal")
    doc.w(r.choice(["Principal ", "Attn: ", "To: "]), ("DOCTOR" if False else "FAMILY", pr.form("full")), "\n")
    doc.w(("ORGANIZATION", c.school), "\n")
    if r.random() < 0.6:
        doc.w(("CITY", c.city), ", ", ("STATE", c.st), r.choice([" ", "  "]), ("ZIP", c.zip), "\n")
    if r.random() < 0.4:
        doc.w(("EMAIL", F.email(pr, r, r.choice(["school.example.edu.test", "example.edu.test", "example.org"]))), "\n")
    doc.t("\n")
    doc.w("Dear ", r.choice(["Mr ", "Ms ", "Mrs "]), ("FAMILY", pr.last), ",\n\n")
    if r.random() < 0.5:
        doc.w("Re: ", c.P(r.choice(["full", "fml"])), " (DOB ", c.dobi(), "), ")
    else:
        doc.w("Re: ", c.P(r.choice(["full", "fml"])), ", born ", c.dobi(), ", ")
    doc.t(r.choice(["grade ", "Year ", "Class "]) + str(max(1, c.age - 5)) + "\n\n")
    doc.w("I am writing with the permission of ", c.P("first"), "'s parents, ", ("FAMILY", c.mum.first), " and ", ("FAMILY", c.dad.first),
          ", to help the school support ", c.him, " during treatment. ")
    doc.w(c.P("first"), " was diagnosed with ", r.choice([dx["name"], "a type of " + ("blood cancer" if dx["cat"] == "leuk" else "cancer")]),
          [" in ", c.Dm(c.dxdate)] if r.random() < 0.6 else [" on ", c.D(c.dxdate)], " and is being treated at ", ("HOSPITAL", c.hosp), ".\n\n")
    paras = [
        "Infection risk: chemotherapy lowers the body's ability to fight infection. Please notify the family on the same day if there is a case of chickenpox, shingles, measles or whooping cough in the class.",
        "Central line: %s has a %s under the skin of the chest. Contact sports and trampolines should be avoided; swimming is not permitted while the line is in." % (c.he.capitalize(), r.choice(["port", "central line", "Hickman line"])),
        "Fatigue and attendance: a reduced timetable (mornings only) is recommended initially. Please allow rest breaks and access to the sick bay.",
        "Appearance: hair loss and weight change due to steroids are expected. %s may wish to wear a hat or beanie in class." % c.he.capitalize(),
        "Temperature: if %s feels unwell or has a temperature of 38.0 or above, please call a parent immediately; do not give acetaminophen." % c.he,
        "Hand hygiene: hand sanitizer on desks and a water bottle at all times would be appreciated.",
        "Learning: some children have trouble with memory and processing speed during and after treatment; an individual learning plan may help.",
        "Medication: no medications need to be given at school; ondansetron may be kept in the office for nausea.",
    ]
    for p in r.sample(paras, r.randint(3, 6)):
        doc.t(p + "\n\n")
    rt = F.add_days(c.d0, r.randint(7, 60))
    doc.w(c.P("first"), " is hoping to return ", r.choice(["part-time from ", "for half days from ", "after "]),
          r.choice([c.D(rt), c.Ds(rt)] + ([c.hol()] if r.random() < 0.3 else [])), ". ")
    if r.random() < 0.5:
        doc.w("A school visit by our team has been arranged for ", c.Ds(F.add_days(c.d0, r.randint(3, 21))), " at ",
              "%d:%02d%s" % ((lambda h: (h - 12 if h > 12 else h, r.choice([0, 15, 30]), (" am" if h < 12 else " pm") if r.random() < 0.5 else ("am" if h < 12 else "pm")))(r.randint(9, 15))), ". ")
    doc.w("Classroom teacher ", r.choice(["Mr ", "Ms ", "Mrs ", ""]), ("FAMILY", c.person("classteacher").form(r.choice(["full", "last"]))),
          " is welcome to contact me directly.\n\n")
    if r.random() < 0.4:
        doc.w("Resources for classmates: ", ("URL", r.choice(["https://www.example.org/kids-cancer-school-kit", "www.little-lanterns.example.org/schools",
                                                             "https://education.example.net/returning-to-school", "http://hospitalschool.test/resources"])), "\n\n")
    doc.t("Kind regards,\n\n")
    doc.w(("DOCTOR", teacher.form("full")), "\n", r.choice(["Hospital School Teacher", "Education Liaison Officer", "School Liaison Teacher",
                                                            "Child Life Specialist"]), "\n")
    doc.w("Phone ", ("PHONE", F.phone(c.country, r)), r.choice([" | ", "  ", "\n"]), ("EMAIL", F.email(teacher, r, r.choice(["example.org", "health.example.org", "example.net"]))), "\n")
    if r.random() < 0.4:
        doc.w("on behalf of ", c.dr("onc", "full", True), ", treating oncologist\n")
    if r.random() < 0.3:
        doc.w("\nParent consent to share information: signed ", c.D(F.add_days(c.d0, -r.randint(1, 10))), " by ", c.parent(form="full"), "\n")
    CM.audit(doc, c, "hst", 0.25)
