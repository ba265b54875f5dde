"""Genres: referral letter to secondary care; practice admin inbox."""
import pools as PL
import clin as C
from fmt import Doc, P, D, AGE, add_days, pick, chance, digits, letters, join_list
from world import (Person, pname, docname, nursename, famname, address, dob, nhsid, postcode, eircode,
                   land, mobile, email, insurer_no, dvla, us_ssn, plate)
from common import (tm, before, after, rel_phrase, job, job_phrase, fill, pmh_items, meds, bullet_block,
                    social, sign_gp, practice_block, staff, staffname, contact_line, nok_line, lab_values, HIS, HE)

REFERRALS = [
    ("Gastroenterology", "Urgent suspected cancer (2WW)", "Dr",
     "{Hestart} a 6 week history of change in bowel habit to looser stools and intermittent PR bleeding. FIT {fit} ug/g on {date}. Weight down 4kg. No FHx of bowel cancer. Hb 104, MCV 76, ferritin 7."),
    ("Orthopaedics", "Routine", "Mr",
     "{Hestart} severe R knee pain for over a year despite physiotherapy, weight loss and analgesia. Oxford knee score 14/48. X-ray ({date}): tricompartmental OA, loss of joint space medially. Keen to discuss TKR. Still working as {job}."),
    ("Cardiology", "Routine", "Dr",
     "{Hestart} exertional breathlessness and a new murmur (ESM radiating to carotids). ECG SR, LVH voltage criteria. NT-proBNP 890 ng/L on {date}. I would be grateful for echo and review."),
    ("Dermatology", "Urgent suspected cancer (2WW)", "Dr",
     "{Hestart} a changing pigmented lesion on the L upper back, noticed by {rel}. 9mm, irregular border, two colours. 7-point checklist score 5. Dermoscopy images attached."),
    ("Gynaecology", "Urgent suspected cancer (2WW)", "Miss",
     "{Hestart} postmenopausal bleeding x2 episodes since {date}. LMP over 5 years ago. Not on HRT. BMI 36. Speculum: cervix looks healthy. USS requested directly."),
    ("Urology", "Routine", "Mr",
     "{Hestart} LUTS (IPSS 19) and a PSA of 6.2 on {date} (repeat 6.8). DRE: smooth, moderately enlarged, benign-feeling. Father had prostate cancer at {fage}."),
    ("ENT", "Routine", "Mr",
     "{Hestart} 3 months of unilateral L sided hearing loss and tinnitus. No vertigo. Weber lateralises R, Rinne +ve bilat. Audiology ({date}) showed asymmetric SNHL."),
    ("Rheumatology", "Urgent", "Dr",
     "{Hestart} early morning stiffness >1 hr and swelling of MCPs and wrists since {date}. CRP 34, ESR 41, RF positive, anti-CCP pending. Struggling at work ({job})."),
    ("Neurology", "Urgent", "Dr",
     "{Hestart} a first episode of transient LOC with tonic-clonic movements witnessed by {rel} on {date}. Tongue bitten. Advised not to drive and to inform DVLA."),
    ("Respiratory", "Routine", "Dr",
     "{Hestart} progressive breathlessness and dry cough over a year. Fine bibasal inspiratory crackles, clubbing. CXR ({date}) reticular shadowing both bases. Ex-{job}."),
    ("Memory Clinic", "Routine", "Dr",
     "{Hestart} 18 months of progressive short-term memory loss, reported mainly by {rel}. MoCA 19/30. B12, folate, TFT, Ca normal. Got lost driving home on {date}."),
    ("Endocrinology", "Routine", "Dr",
     "{Hestart} suppressed TSH <0.01 and FT4 32 on {date}, with weight loss, tremor and palpitations. Started carbimazole 20mg OD pending your review."),
]
HOSP_DEPT_LINES = ["Outpatients Department", "Central Booking Office", "Referral Management Centre",
                   "Consultant Secretaries"]


def _hosp_address(rng, ctx):
    if ctx.country == "UK":
        t = pick(rng, [x for x in PL.UK_TOWNS if x[3] == ctx.prac.nation] or PL.UK_TOWNS)
        return t[0], postcode(rng, t[2])
    t = pick(rng, PL.IE_TOWNS)
    return t[0], eircode(rng, t[2])


def referral_letter(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    pt = ctx.patient(min_age=20, max_age=90)
    gp = staff(rng, ctx, "gp")
    spec, prio, ctitle, body = pick(rng, REFERRALS)
    if spec == "Gynaecology" and pt.sex == "M":
        spec, prio, ctitle, body = REFERRALS[0]
    if spec == "Urology" and pt.sex == "F":
        spec, prio, ctitle, body = REFERRALS[2]
    if ctitle == "Miss" and chance(rng, 0.4):
        ctitle = "Ms"
    if "{job}" in body and "Ex-" not in body:
        pt = ctx.patient(min_age=20, max_age=66, sex=pt.sex)
    cons = Person(rng, sex="F" if ctitle in ("Miss", "Ms") else None)
    if ctitle == "Dr" and chance(rng, 0.15):
        ctitle = "Prof"
    hosp = pick(rng, pr.hospitals + PL.HOSP_PRIVATE[:1])
    htown, hpc = _hosp_address(rng, ctx)
    practice_block(rng, ctx, doc, web=chance(rng, 0.6), fax=chance(rng, 0.75), email=chance(rng, 0.85))
    doc.add("\n", D(rng, ctx.date, ["long", "ordlong", "dmy", "dMonY"]), "\n\n")
    if chance(rng, 0.5):
        doc.add(pick(rng, ["PRIVATE & CONFIDENTIAL\n", "CONFIDENTIAL\n"]))
    doc.add(ctitle, " ", P(cons.full if chance(rng, 0.6) else "%s %s" % (cons.first[0], cons.last), "DOCTOR"),
            "\nConsultant ", pick(rng, ["", "in "]), spec, "\n")
    if chance(rng, 0.5):
        doc.add(pick(rng, HOSP_DEPT_LINES), "\n")
    doc.add(P(hosp, "HOSPITAL"), "\n", P(htown, "CITY"), "\n", P(hpc, "ZIP"), "\n\n")
    ref = rng.random()
    if ctx.country == "UK" and ref < 0.55:
        u = digits(rng, 12)
        doc.add("e-RS UBRN: ", P("%s %s %s" % (u[:4], u[4:8], u[8:]) if chance(rng, 0.6) else u, "IDNUM"), "\n")
    elif ctx.country == "IE" and ref < 0.55:
        doc.add("Healthlink ref: ", P("HL%s" % digits(rng, 8), "IDNUM"), "\n")
    doc.add("Priority: ", prio, "\n\n")
    doc.add("Dear ", ctitle, " ", P(cons.last, "DOCTOR"), ",\n\n")
    doc.add("Re: ", pname(rng, pt, pick(rng, ["full", "title_full", "mid", "LAST,"])), pick(rng, ["  DOB ", ", DOB: ", "  d.o.b. "]),
            dob(rng, pt), "\n", nhsid(rng, pt))
    if chance(rng, 0.35):
        doc.add("  Hosp no: ", P(pt.mrn, "MRN"))
    if getattr(pt, "card", None) and chance(rng, 0.7):
        doc.add("  ", pt.card_label, ": ", P(pt.card, "HEALTHPLAN"))
    doc.add("\n", address(rng, pt, pick(rng, ["inline", "inline_county"])), "\n", contact_line(rng, pt), "\n\n")
    he = HE[pt.sex]
    sex_word = pick(rng, ["man", "gentleman"]) if pt.sex == "M" else pick(rng, ["woman", "lady"])
    start = pick(rng, [["Thank you for seeing this ", AGE(rng, pt.age, pt.sex, pick(rng, ["yearold", "yearold", "words"])), " ", sex_word, " who has"],
                       ["I would be grateful if you could see ", pname(rng, pt, "title"), ", a ", AGE(rng, pt.age, pt.sex, "yearold"), " ", sex_word, ", who has"],
                       ["Many thanks for seeing ", pname(rng, pt, "first"), " (", AGE(rng, pt.age, pt.sex, "y"), "), who presents with"]])
    kw = fill(rng, ctx, pt)
    kw["Hestart"] = start
    kw["fit"] = str(rng.randint(12, 400))
    doc.f(body + "\n\n", **kw)
    if chance(rng, 0.5):
        doc.add(pick(rng, ["Recent bloods", "Bloods"]), " (", D(rng, before(rng, ctx.date, 3, 40), ["dmy", "dmy2", "dm"]), "): ",
                ", ".join(lab_values(rng, rng.randint(3, 6))), ".\n\n")
    doc.add("Past medical history:\n")
    bullet_block(doc, pmh_items(rng, ctx, rng.randint(2, 5)), bullet=pick(rng, ["- ", "* ", "  "]))
    doc.add("\nCurrent medication:\n")
    bullet_block(doc, meds(rng, rng.randint(2, 6)), bullet=pick(rng, ["- ", "* ", "  "]))
    doc.add("\nAllergies: ", pick(rng, C.ALLERGIES), "\n\n")
    doc.add("Social: ", social(rng, ctx, pt), ".\n\n")
    if chance(rng, 0.35):
        doc.add(pick(rng, [[he.capitalize(), " would prefer to be seen at "], ["Pt has asked to be seen at "]]),
                P(pick(rng, pr.hospitals), "HOSPITAL"), pick(rng, [" if possible", " as closer to home", ""]), ".\n")
    if chance(rng, 0.35):
        doc.add(pick(rng, ["Interpreter needed", "Hard of hearing - please phone ", "Please contact via "]),
                pick(rng, [[" (", pick(rng, ["Polish", "Urdu", "Romanian", "Lithuanian", "Arabic", "Portuguese"]), ").\n"],
                           [rel_phrase(rng, pt, poss=False), " on ", P(pt.nok_phone, "PHONE"), ".\n"]]))
    doc.add(pick(rng, ["I would be grateful for your assessment and management.\n\n",
                       "Many thanks for your help with this patient.\n\n",
                       "Thank you for your opinion.\n\n",
                       "I would appreciate your advice regarding further management.\n\n"]))
    sign_gp(rng, ctx, doc, gp, letter=True)
    if chance(rng, 0.5):
        doc.add("\ncc: ", pick(rng, [["Patient"], ["Patient; ", P(pr.pharmacies[0], "HOSPITAL")],
                                     [pname(rng, pt, "title"), " (patient)"]]), "\n")
    if chance(rng, 0.3):
        doc.add("Dictated ", D(rng, before(rng, ctx.date, 0, 3), ["dm", "dmy"]), " - typed by ",
                P(staff(rng, ctx, "admin").initials.lower() if chance(rng, 0.5) else staff(rng, ctx, "admin").full, "DOCTOR"), "\n")
    return doc


def _inbox_item(rng, ctx, doc, n):
    pr = ctx.prac
    pt = ctx.patient(min_age=1 if chance(rng, 0.1) else 18, max_age=95)
    kind = pick(rng, ["clinic", "clinic", "discharge", "ae", "ooh", "sar", "insurer", "dvla", "pharmfirst",
                      "email", "council", "newreg", "benefits", "school", "invoice", "badge"])
    if kind == "school" and pt.age > 18:
        kind = "clinic"
    rcv = before(rng, ctx.date, 0, 4)
    doc.add(str(n), ". ")
    if chance(rng, 0.5):
        doc.add("[Doc ", P(digits(rng, 6), "IDNUM"), "] ")
    doc.add("Rcvd ", D(rng, rcv, ["dmy", "dm", "ddmm", "dmy2"]), " | ")
    doc.add(pname(rng, pt, pick(rng, ["LAST,", "full", "LASTsp", "Last,"])), " | ", pick(rng, ["DOB ", ""]), dob(rng, pt, ["dmy", "dmy2"]))
    if chance(rng, 0.55):
        doc.add(" | ", P(pt.nhs, "MRN"))
    doc.add("\n   ")
    assignee = staff(rng, ctx, "gp")
    by = staff(rng, ctx, "admin")
    if kind == "clinic":
        c = Person(rng)
        doc.add("From: ", P(pick(rng, pr.hospitals), "HOSPITAL"), " - ", pick(rng, ["Cardiology", "Diabetes", "Orthopaedics",
                "Gastro", "Respiratory", "Dermatology", "Urology", "Haematology", "ENT"]), " clinic letter (",
                pick(rng, ["Dr ", "Mr ", "Prof "]), P(c.last, "DOCTOR"), ", seen ", D(rng, before(rng, rcv, 3, 20), ["dmy", "dm", "dMon"]), ")\n   ")
        doc.add("Summary: ", pick(rng, ["please start ramipril 2.5mg and titrate", "discharged back to GP care",
                                        "GP to check U&E in 2 weeks", "for FU in 6 months, no GP action",
                                        "stop aspirin, start clopidogrel 75mg", "listed for OGD", "request GP refers to dietitian"]), "\n   ")
    elif kind == "discharge":
        doc.add("Discharge summary, ", P(pick(rng, pr.hospitals), "HOSPITAL"), ", ", P(pick(rng, PL.WARDS), "HOSPITAL"),
                ". Adm ", D(rng, before(rng, rcv, 4, 15), ["dmy", "dm"]), " - disch ", D(rng, before(rng, rcv, 0, 3), ["dmy", "dm"]),
                ". Dx: ", pick(rng, ["CAP", "NSTEMI", "fractured NOF", "DKA", "AKI on CKD", "infective exac COPD", "cellulitis"]), "\n   ")
        doc.add("Med changes: ", pick(rng, ["furosemide increased to 80mg", "started apixaban", "stopped naproxen",
                                             "new: ticagrelor 90mg BD", "metformin held - restart when eGFR >30"]), "\n   ")
    elif kind == "ae":
        doc.add("A&E attendance - ", P(pick(rng, pr.hospitals), "HOSPITAL"), " ", D(rng, before(rng, rcv, 0, 3), ["dmy", "dm", "wd_dm"]),
                " ", tm(rng, 0, 23), ". Attendance no. ", P("AE%s" % digits(rng, 7), "ACCOUNT"), ". ",
                pick(rng, ["Head injury, CT normal", "Wrist #, POP, fracture clinic", "Chest pain, trop neg x2",
                           "OD paracetamol - psych liaison seen", "Anaphylaxis, epipen x2 issued"]), "\n   ")
    elif kind == "ooh":
        doc.add("OOH report (", pick(rng, ["GP co-op", "OOH co-op", "GP out-of-hours"] if ctx.country == "IE" else ["111/OOH", "OOH provider", "GP OOH service"]), ") case ref ",
                P("%s-%s" % (letters(rng, 2), digits(rng, 7)), "IDNUM"), ": ", pick(rng, [
                    "seen at base, abx for tonsillitis", "tel advice, fever in child", "HV for verification of death",
                    "rx for UTI"]), "\n   ")
    elif kind == "sar":
        org = pick(rng, ["Marlow & Finch Solicitors", "Tanner & Co Solicitors", "Keane Walsh Solicitors LLP"])
        doc.add("SAR from ", P(org, "ORGANIZATION"), " (their ref ", P("%s/%s/%s" % (letters(rng, 3), digits(rng, 4), digits(rng, 2)), "IDNUM"),
                ") - RTA ", D(rng, before(rng, rcv, 40, 400), ["dmy", "my", "long"]), ". Consent form ",
                pick(rng, ["enclosed", "NOT enclosed - chase", "signed"]), "\n   ")
    elif kind == "insurer":
        ins = pick(rng, PL.INSURERS_UK if ctx.country == "UK" else PL.INSURERS_IE)
        doc.add("GP report request - ", P(ins, "ORGANIZATION"), ", policy no ", P(insurer_no(rng, ins), "HEALTHPLAN"),
                ". Fee agreed, our invoice ", P("INV-%s-%s" % (digits(rng, 2), digits(rng, 4)), "ACCOUNT"), "\n   ")
    elif kind == "dvla":
        if ctx.country == "UK":
            doc.add("DVLA medical questionnaire (", pick(rng, ["DIAB1", "H1", "M1", "ENGAGE"]), "), licence no ",
                    P(dvla(rng, pt, pt.dob), "LICENSE"), "\n   ")
        else:
            doc.add("NDLS medical report form D501, licence no. ", P(digits(rng, 9), "LICENSE"), "\n   ")
    elif kind == "pharmfirst":
        doc.add("Pharmacy consultation notification from ", P(pick(rng, pr.pharmacies), "HOSPITAL"), " (",
                P(land(rng, ctx.country, pr.town), "PHONE"), "): ", pick(rng, ["UTI - nitrofurantoin supplied", "sinusitis - advice only",
                "impetigo - fusidic acid cream", "EHC supplied", "shingles - aciclovir supplied"]), "\n   ")
    elif kind == "email":
        sender = Person(rng)
        doc.add("Email from ", P(email(rng, sender, pick(rng, ["example.net", "example.org"])), "EMAIL"), " (",
                pick(rng, ["DN team", "Community matron", "Community pharmacist", "Hospice CNS", "Health visitor"]), " ",
                P(sender.full, "DOCTOR"), "): ",
                pick(rng, ["requests DNACPR review", "concerns re weight loss", "asking for repeat of dressings",
                           "please call back"]), "\n   ")
    elif kind == "council":
        doc.add("Letter from ", P(pick(rng, ["Harrow Lane Housing Association", "Coastline Housing Trust"]), "ORGANIZATION"),
                " re medical priority for rehousing; pt currently at ", P(pt.street, "STREET"), ", ", P(pt.town, "CITY"), "\n   ")
    elif kind == "newreg":
        prev = pick(rng, PL.PRACTICE_STEMS) + " " + pick(rng, ["Surgery", "Medical Centre", "Health Centre"])
        doc.add("New registration (", pick(rng, ["GMS1", "online reg", "PCRS notification"]), "). Prev GP: ", P(prev, "HOSPITAL"))
        if chance(rng, 0.3):
            doc.add(". Previously resident in ", pick(rng, [["the ", P("United States", "COUNTRY")], P("Canada", "COUNTRY"), P("Australia", "COUNTRY")]))
            if chance(rng, 0.5):
                doc.add(" (US SSN on form ", P(us_ssn(rng), "SSN"), " - not needed, shredded)")
        doc.add(". Tel ", P(pt.mob, "PHONE"), "\n   ")
    elif kind == "benefits":
        if ctx.country == "UK":
            doc.add("DWP ", pick(rng, ["PIP", "ESA", "UC"]), " request for further evidence, NI no ", P(pt.ssn, "SSN"),
                    ", ref ", P(letters(rng, 2) + digits(rng, 8), "IDNUM"), "\n   ")
        else:
            doc.add("DSP query - illness benefit cert, PPSN ", P(pt.ssn, "SSN"), "\n   ")
    elif kind == "school":
        par = Person(rng, last=pt.last)
        doc.add("Letter from ", P(pick(rng, PL.SCHOOLS), "ORGANIZATION"), " (SENCo) re attendance, mum ",
                P(par.first if chance(rng, 0.5) else par.full, "FAMILY"), " aware\n   ")
    elif kind == "badge":
        doc.add(pick(rng, ["Blue Badge", "Disabled parking permit"]), " - supporting letter requested. Vehicle reg ",
                P(plate(rng, ctx.country), "VEHICLE"), pick(rng, [" (", ", driven by "]))
        if doc.parts[-1] == " (":
            doc.add("pt drives)")
        else:
            doc.add(rel_phrase(rng, pt, poss=False))
        doc.add("\n   ")
    else:
        doc.add("Remittance - invoice ", P("INV%s" % digits(rng, 6), "ACCOUNT"), " (", pick(rng, ["private letter", "fit to travel letter",
                "HGV medical", "insurance report"]), ") paid\n   ")
    doc.add("Action: ")
    code = {"clinic": "Letter from specialist", "discharge": "Discharge summary received", "ae": "Seen in A&E",
            "ooh": "Seen by out of hours service", "pharmfirst": "Pharmacy consultation", "newreg": "New patient registration",
            "school": "Letter from school"}.get(kind, "Report requested")
    if kind in ("invoice",):
        opts = ["pm", "scan"]
    elif kind in ("sar", "insurer", "dvla", "badge", "benefits", "council"):
        opts = ["task", "pm", "contact"]
    elif kind in ("discharge",):
        opts = ["pharm", "task", "file"]
    elif kind in ("newreg",):
        opts = ["scan", "contact", "file"]
    else:
        opts = ["task", "file", "contact", "file"]
    act = pick(rng, opts)
    if act == "task":
        doc.add("Task to ", docname(rng, assignee, pick(rng, ["Dr_last", "init", "Dr_i_last"])), pick(rng, [" to review", " - action", " FYI", " to complete", ""]))
    elif act == "file":
        doc.add("Filed, no action. Coded '", code, "'")
    elif act == "contact":
        doc.add(pick(rng, ["Pt contacted on ", "Text sent to ", "Left VM "]), P(pt.mob, "PHONE"), pick(rng, [" to book", " re appt", " re consent", ""]))
    elif act == "scan":
        doc.add("Scanned & attached")
    elif act == "pm":
        doc.add("Passed to PM ", P(pr.manager.full, "DOCTOR"))
    else:
        doc.add("Forwarded to PCN pharmacist ", P(pr.pharmacist.full, "DOCTOR"), " for med rec")
    if chance(rng, 0.2):
        doc.add(" - ", P(by.user, "USERNAME"), "\n")
    else:
        doc.add(" - ", P(pick(rng, [by.initials, by.first, by.full]), "DOCTOR"), "\n")


def admin_inbox(rng, ctx):
    doc = Doc()
    pr = ctx.prac
    by = staff(rng, ctx, "admin")
    doc.add(pick(rng, ["DOCUMENT WORKFLOW - ", "Practice inbox log - ", "Docman workflow - ", "Admin inbox: letters received "]),
            P(pr.name, "HOSPITAL"), "\n")
    doc.add("Date: ", D(rng, ctx.date, ["wd_long", "dmy", "wd_comma", "dMonY"]), "   Processed by: ",
            P(by.full, "DOCTOR"), pick(rng, [" (Medical Secretary)", " (Admin)", " (Workflow)", ""]))
    if chance(rng, 0.4):
        doc.add("  login ", P(by.user, "USERNAME"))
    doc.add("\n", pick(rng, ["-" * 48, "=" * 40, ""]), "\n")
    for i in range(rng.randint(4, 8)):
        _inbox_item(rng, ctx, doc, i + 1)
    if chance(rng, 0.5):
        doc.add("\nOutstanding from ", D(rng, before(rng, ctx.date, 1, 5), ["wd", "dm", "dmy"]), ": ",
                str(rng.randint(2, 30)), " items - ", pick(rng, ["to do tomorrow AM", "passed to ", "GP queue"]))
        if doc.parts[-1] == "passed to ":
            doc.add(P(pr.admin[0].full, "DOCTOR"))
        doc.add("\n")
    if chance(rng, 0.3):
        doc.add("Queries re inbox to ", P(pr.email, "EMAIL"), " or ", P(pr.phone, "PHONE"), "\n")
    return doc
