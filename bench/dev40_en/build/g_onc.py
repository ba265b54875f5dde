"""Genre: oncology clinic letters and clinic notes."""
KEY = "onc"
import clinical as CL
import locales as LC
import blocks as B
import story as S
from doc import Doc, X


def _bullets(doc, C, items, style=None):
    R = C.R
    style = style or R.choice(["-", "*", "num", "•"])
    for i, it in enumerate(items):
        mark = "%d. " % (i + 1) if style == "num" else style + " "
        doc.line(mark, *it)


def onc_history_list(C):
    R, t = C.R, C.t
    items = [[C.D(t["bx"]), ": ", R.choice(["Core biopsy", "Biopsy", "EBUS-TBNA", "Colonoscopy and biopsy"]),
              " - ", C.dx]]
    if t["surg"] < C.today and C.cancer["key"] != "lymphoma":
        items.append([C.D(t["surg"]), ": ", C.surgery, R.choice(["", " (" + C.stage + ")"])])
    if t["chemo"] < C.today:
        it = [C.D(t["chemo"]), ": started ", C.regimen]
        if t["chemo_end"]:
            it += [", completed ", C.D(t["chemo_end"])]
        items.append(it)
    if R.random() < 0.5:
        items.append([C.MY(C.days(-R.randint(10, 60))), ": ", R.choice(["CT stable disease", "PET-CT complete metabolic response",
                                                                          "CT partial response", "new liver lesion on CT"])])
    return items


def letter_to_gp(C):
    R, L = C.R, C.L
    doc = Doc(L)
    cons = C.staff("medonc", "cons")
    sec = C.staff("secretary", "secretary")
    gp, practice = C.gp_and_practice()
    S.timeline(C, S.pick_cancer(C))
    B.letterhead(doc, C, dept=R.choice(["Department of Medical Oncology", "Oncology Outpatients", "Cancer Services",
                                        "Medical Oncology Clinic"]))
    if R.random() < 0.7:
        doc.line("Our ref: ", cons.initials(), "/", sec.initials(lower=True), "/", X("MRN", C.pt.mrn))
    clinic = C.days(-R.randint(2, 12))
    C.clinic = clinic
    doc.line(R.choice(["Clinic date: ", "Date of clinic: ", "Seen: "]), C.D(clinic),
             R.choice(["   Dictated: ", "   Typed: ", "   Date typed: "]), C.D(C.today))
    doc.blank()
    doc.add(gp.t_full(C.period), "\n", X("HOSPITAL", practice.name), "\n", *B.addr_lines(C, practice.addr))
    doc.blank()
    doc.line("Dear ", gp.t_last(C.period) if R.random() < 0.7 else gp.firstname(), ",")
    doc.blank()
    B.pt_header(doc, C, style="re")
    doc.blank()
    doc.line("Diagnosis: ", C.dx, " (", C.stage, ")")
    doc.line("Treatment summary:")
    _bullets(doc, C, onc_history_list(C))
    if R.random() < 0.6:
        doc.line("Performance status: ECOG ", str(R.choice([0, 1, 1, 2])))
    doc.blank()
    fam = [f for f in C.pt.family if f.rel in ("wife", "husband", "partner", "daughter", "son")]
    intro = ["I reviewed ", C.ptl(), " in the ", R.choice(["oncology clinic", "clinic", "outpatient clinic"]), " on ",
             C.D(clinic)]
    if fam and R.random() < 0.6:
        f = R.choice(fam)
        intro += [", accompanied by ", C.his, " ", f.rel, " ", f.firstname() if R.random() < 0.5 else f.full()]
    intro += [". "]
    doc.add(*intro)
    if R.random() < 0.5:
        doc.add(*S.history(C, C.cancer, 1))
        doc.blank()
        doc.blank()
    else:
        doc.blank()
        doc.blank()
        doc.add(*S.history(C, C.cancer, 2))
        doc.blank()
        doc.blank()
    doc.add(*S.interval(C))
    doc.blank()
    doc.blank()
    doc.add("On examination: ", S.exam(C, 2), " Weight ", "%.1f" % R.uniform(48, 112), " kg.")
    doc.blank()
    doc.add("Bloods today: ", CL.labs_block(R, "inline"))
    if R.random() < 0.5:
        doc.add(C.cancer["markers"] if C.cancer["markers"] != "none" else "LDH", " ", R.choice(["stable", "falling", "rising slightly"]),
                ". ")
        doc.add("CT on ", C.D(C.t["scan"]), R.choice([" shows stable disease.", " shows a partial response.",
                                                      " is reassuring with no evidence of recurrence.",
                                                      " shows slight progression in the liver."]), "\n")
    doc.blank()
    doc.line("Plan:")
    _bullets(doc, C, S.plan(C))
    doc.blank()
    if R.random() < 0.4:
        doc.line(C.His, " contact for the oncology triage line is ", X("PHONE", C.phone("land")),
                 R.choice([" (24 hours).", ".", ", available 24/7."]))
        doc.blank()
    B.signature(doc, C, cons, "medonc", licence=R.random() < 0.45)
    doc.blank()
    extra = []
    if R.random() < 0.4:
        s2 = C.staff("surgeon", "surgeon")
        extra.append([s2.t_full(C.period), ", ", C.make_inst("hospital").X()])
    B.cc_block(doc, C, None, None, extra)
    doc.blank()
    B.dict_footer(doc, C, cons, sec)
    return doc


def us_clinic_note(C):
    R, L = C.R, C.L
    doc = Doc(L)
    att = C.staff("medonc", "cons")
    fel = C.staff("fellow", "fellow") if R.random() < 0.6 else None
    gp, practice = C.gp_and_practice()
    S.timeline(C, S.pick_cancer(C))
    p = C.pt
    doc.line(R.choice(["HEMATOLOGY/ONCOLOGY OUTPATIENT NOTE", "Medical Oncology Follow-up Visit", "ONCOLOGY CLINIC PROGRESS NOTE",
                       "Outpatient Oncology Consultation"]))
    doc.line(X("HOSPITAL", C.hosp.name), R.choice([" - Cancer Center", " | Outpatient Clinic", ""]))
    doc.blank()
    doc.line("Patient: ", p.LCF(), "    MRN: ", X("MRN", p.mrn))
    doc.line("DOB: ", C.D(p.dob), "    Age: ", C.age(), "    Sex: ", p.sex)
    doc.line("Date of Service: ", C.D(C.today), "    Visit type: ", R.choice(["Follow-up", "Return visit", "New patient"]))
    if R.random() < 0.5:
        doc.line("Encounter #: ", X("ACCOUNT", p.account))
    if R.random() < 0.5:
        doc.line("Location: ", X("HOSPITAL", C.ward()), ", exam room ", X("LOCATION_OTHER", str(R.randint(1, 24))))
    doc.add("Attending: ", att.fml(), ", ", att.creds)
    if fel:
        doc.add("    Fellow: ", fel.fml(), ", ", fel.creds)
    doc.add("\n")
    doc.line("PCP: ", gp.t_full(C.period), ", ", X("HOSPITAL", practice.name), "  Ph ", X("PHONE", practice.phone),
             R.choice(["  Fax ", "  F: "]), X("FAX", practice.fax))
    if p.plan_org and R.random() < 0.7:
        doc.add("Insurance: ", X("ORGANIZATION", p.plan_org))
        for lab, v in p.plans:
            doc.add("  ", lab, " ", X("HEALTHPLAN", v))
        doc.add("\n")
    elif p.plans and R.random() < 0.6:
        doc.line("Coverage: ", p.plans[0][0], " ", X("HEALTHPLAN", p.plans[0][1]))
    doc.blank()
    doc.line("CHIEF COMPLAINT: ", R.choice(["Follow-up on treatment", "Cycle review", "Restaging results", "New consult"]))
    doc.blank()
    doc.add("HISTORY OF PRESENT ILLNESS: ", C.ptl(), " is a ", C.age(), R.choice(["-year-old ", " y.o. ", " yo "]),
            "female" if p.sex == "F" else "male", " with ", C.dx, ", ", C.stage, ". ")
    doc.add(*S.history(C, C.cancer, 1))
    doc.add(*S.interval(C))
    doc.blank()
    doc.blank()
    doc.line("ONCOLOGIC HISTORY:")
    _bullets(doc, C, onc_history_list(C), "-")
    doc.blank()
    doc.line("PAST MEDICAL HISTORY: ", "; ".join(R.sample(CL.PMH, R.randint(2, 4))))
    doc.line("MEDICATIONS: ", ", ".join(R.sample(CL.MEDS, R.randint(3, 6))))
    doc.line("ALLERGIES: ", R.choice(CL.ALLERGIES))
    doc.add("SOCIAL HISTORY: ", *B.social_hx(C))
    doc.blank()
    doc.add("FAMILY HISTORY: ", *B.family_hx(C))
    doc.blank()
    doc.blank()
    doc.line("REVIEW OF SYSTEMS: 10-point ROS negative except as in HPI.")
    doc.line("PHYSICAL EXAM: T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%% RA  Wt %.1f kg" % (
        R.uniform(36.1, 37.6), R.randint(58, 104), R.randint(100, 158), R.randint(58, 95), R.randint(12, 20),
        R.randint(93, 100), R.uniform(48, 118)))
    doc.line("  ", S.exam(C, 3))
    doc.blank()
    doc.line("LABS (", C.D(C.today), "): ", CL.labs_block(R, "us").strip())
    if R.random() < 0.6:
        doc.line("IMAGING: CT CAP ", C.D(C.t["scan"]), " (Acc# ", X("IDNUM", LC.imaging_acc(R)), "): ",
                 R.choice(["Interval decrease in size of target lesions.", "Stable disease per RECIST 1.1.",
                           "New hepatic lesions concerning for progression.", "No evidence of disease."]))
    doc.blank()
    doc.line("ASSESSMENT AND PLAN:")
    doc.line(C.ptl(), " is a ", C.age(), " yo with ", C.dx, ".")
    _bullets(doc, C, S.plan(C), "num")
    if R.random() < 0.35:
        doc.line("Patient portal message sent via ", X("URL", "mychart." + C.hosp.domain), ".")
    doc.blank()
    if R.random() < 0.3:
        scribe = C.staff("scribe", "scribe")
        doc.line("Scribe attestation: I, ", scribe.full(), ", am scribing for and in the presence of ", att.t_full(True), ".")
    if R.random() < 0.5:
        doc.line("Total time spent: ", str(R.choice([30, 40, 45, 60])), " minutes, >50% counseling.")
    B.ehr_footer(doc, C, fel or att, att if fel else None)
    if R.random() < 0.4:
        lab, v = LC.licence(R, L, att.last)
        doc.line(att.fml(), ", ", att.creds, "  ", lab, " ", X("LICENSE", v))
    return doc


def letter_to_patient(C):
    R, L = C.R, C.L
    doc = Doc(L)
    cons = C.staff("medonc", "cons")
    sec = C.staff("secretary", "secretary")
    gp, practice = C.gp_and_practice()
    S.timeline(C, S.pick_cancer(C))
    p = C.pt
    B.letterhead(doc, C, dept=R.choice(["Oncology Department", "Medical Oncology", "Acute Oncology & Chemotherapy Service"]),
                 email=True)
    doc.line(C.DL(C.today))
    doc.blank()
    doc.add("PRIVATE AND CONFIDENTIAL\n")
    doc.add(p.t_full(C.period), "\n", *B.addr_lines(C, p.addr))
    doc.blank()
    doc.line("Dear ", C.ptl(), ",")
    doc.blank()
    doc.add("Re: your clinic appointment on ", C.WD(C.days(-R.randint(2, 9)), True), "\n")
    if p.natid:
        doc.add(p.natid[0], ": ", X("MRN", p.natid[1]), "   ")
    doc.add(p.mrn_label, ": ", X("MRN", p.mrn), "   DOB: ", C.D(p.dob), "\n")
    doc.blank()
    doc.add(R.choice(["I am writing to summarise what we discussed in clinic. ",
                      "Thank you for coming to see me. As promised I am writing to you directly, with a copy to your GP. "]),
            "You have ", C.dx, " (", C.stage, "). ")
    if C.t["chemo"] < C.today:
        doc.add("You started ", C.regimen, " on ", C.D(C.t["chemo"]), ". ")
    doc.add("You told me that you have had ", "; ".join(R.sample(CL.TOX, 2)), ". ")
    doc.blank()
    doc.blank()
    doc.add("Your scan on ", C.D(C.t["scan"]), R.choice([" showed that the cancer has responded well to treatment",
                                                         " showed no sign of the cancer coming back",
                                                         " showed that the disease is stable"]), ". ")
    doc.add("We agreed the following:\n")
    _bullets(doc, C, S.plan(C), "•")
    doc.blank()
    doc.add("If you have any questions please contact ", C.staff("cns", "cns").full(), ", your clinical nurse specialist, on ",
            X("PHONE", C.phone("land") + LC.extension(R, L)) if R.random() < 0.5 else X("PHONE", C.phone("land")),
            R.choice([" (weekdays, 9am-5pm)", "", " during office hours"]),
            R.choice([", or by email at ", ". You can also email "]),
            X("EMAIL", C.staff("cns", "cns").email_local() + "@" + C.hosp.domain), ". ")
    doc.add("Out of hours please call the acute oncology line on ", X("PHONE", C.phone("land")), ".\n")
    doc.blank()
    B.signature(doc, C, cons, "medonc", licence=False)
    doc.blank()
    doc.line("cc: ", gp.t_full(C.period), ", ", X("HOSPITAL", practice.name), ", ", *B.addr_inline(C, practice.addr))
    if R.random() < 0.5:
        doc.line("Ref: ", cons.initials(), "/", sec.initials(lower=True))
    return doc


def terse_note(C):
    R, L = C.R, C.L
    doc = Doc(L)
    cons = C.staff("medonc", "cons")
    reg = C.staff("fellow", "fellow")
    S.timeline(C, S.pick_cancer(C))
    p = C.pt
    doc.line(X("HOSPITAL", C.hosp.name), " - ", R.choice(["Oncology OPD", "Med Onc Clinic", "Onc Outpatients"]), "   ",
             C.D(C.today), " ", "%02d:%02d" % (R.randint(8, 17), R.choice([0, 15, 30, 45])))
    doc.line(p.LCF(), "  ", p.mrn_label, " ", X("MRN", p.mrn), "  DOB ", C.D(p.dob))
    if p.plans and R.random() < 0.6:
        doc.line(p.plans[0][0], " ", X("HEALTHPLAN", p.plans[0][1]))
    doc.line("Seen by: ", reg.fml(), " (", B.role_title(C, "fellow") or "Reg", ")  Consultant: ", cons.t_last(C.period))
    doc.blank()
    if R.random() < 0.5:
        doc.line("Pt ", p.initials(dots=True), " seen in clinic today.")
    doc.line(C.age(), "F" if p.sex == "F" else "M", " ", C.dx, ", ", C.stage)
    doc.line("Dx ", C.MY(C.t["dx"]), "; ", C.surgery, " ", C.D(C.t["surg"]))
    if C.t["chemo"] < C.today:
        doc.line(C.regimen, " C1 ", C.D(C.t["chemo"]))
    doc.line("PMH: ", "; ".join(R.sample(CL.PMH, 3)), "   Allergies: ", R.choice(CL.ALLERGIES))
    doc.line("DH: ", ", ".join(R.sample(CL.MEDS, 4)))
    doc.blank()
    doc.line("S: ", "; ".join(R.sample(CL.TOX, 3)))
    fam = [f for f in p.family if f.rel in ("wife", "husband", "partner", "daughter", "son")]
    if fam:
        f = R.choice(fam)
        pcs = ["   attends with ", f.rel, " ", f.firstname() if R.random() < 0.7 else X("FAMILY", f.first.lower())]
        if R.random() < 0.5:
            pcs += [" (works as ", B.art(f.profession), X("PROFESSION", f.profession), ")"]
        doc.line(*pcs)
    doc.line("O: ", S.exam(C, 2))
    doc.line("   ", CL.labs_block(R, "inline").strip())
    doc.line("A: ", R.choice(["tolerating tx well", "PD on CT", "SD, continue", "CR maintained", "G2 tox, needs dose mod"]))
    doc.line("P:")
    for it in S.plan(C):
        doc.line(" - ", *it)
    doc.blank()
    doc.line(reg.il(), " / ", reg.username(), R.choice([" for ", " d/w "]), cons.t_last(C.period))
    if R.random() < 0.5:
        doc.line("Bleep ", X("PHONE", LC.pager(R, L)))
    return doc


def _spoken_date(C, d, lower=False):
    v = LC.spoken_date(d, C.L)
    if v.startswith("the "):
        return ["the ", X("DATE", v[4:])]
    return [X("DATE", v)]


def _low(p, form="full"):
    if form == "full":
        return X(p.kind, ("%s %s" % (p.first, p.last)).lower())
    if form == "last":
        return X(p.kind, p.last.lower())
    return X(p.kind, p.first.lower())


def dictation_draft(C):
    """Unedited speech-recognition draft of a dictated clinic letter."""
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    cons = C.staff("medonc", "cons")
    tr = C.staff("transcriptionist", "tr")
    gp, practice = C.gp_and_practice()
    S.timeline(C, S.pick_cancer(C))
    job = X("IDNUM", "%s%07d" % (R.choice(["", "J", "DX-"]), R.randint(0, 9999999)))
    doc.line(R.choice(["DICTATION DRAFT - SPEECH RECOGNITION - NOT YET REVIEWED", "Transcription queue: draft awaiting correction",
                       "VOICE DICTATION (unverified draft)"]))
    doc.line("Job: ", job, "   Author: ", cons.fml(), "   Dictated: ", C.D(C.today), " ", "%02d:%02d" % (R.randint(8, 18), R.randint(0, 59)))
    doc.line("Workstation: ", X("IPADDR", LC.ip_addr(R)), "   Login: ", cons.username()) if R.random() < 0.4 else doc.line(
        "Login: ", cons.username())
    doc.line("Location: ", X("HOSPITAL", C.hosp.name), R.choice([", ", " / "]), X("HOSPITAL", C.ward()))
    doc.blank()
    title = "doctor" if R.random() < 0.6 else "dr"
    doc.add("this is ", title, " ", _low(cons), " dictating a ", R.choice(["clinic letter", "follow up letter", "letter to the GP"]),
            " on ", _low(p, "full"), " ")
    sp = "-".join(c for c in p.last.upper() if c.isalpha())
    doc.add(R.choice(["spelled ", "that's ", "surname spelt "]), X("PATIENT", sp), " ")
    doc.add("date of birth ", *_spoken_date(C, p.dob), " ")
    doc.add(R.choice(["hospital number ", "medical record number ", "MRN "]), X("MRN", p.mrn), " ")
    doc.add("to ", title, " ", _low(gp), " at ", X("HOSPITAL", practice.name.lower() if R.random() < 0.5 else practice.name),
            " in ", X("CITY", practice.addr.city.lower() if R.random() < 0.5 else practice.addr.city), " ")
    doc.add("dear ", title, " ", _low(gp, "last"), " comma new paragraph ")
    doc.add("i saw ", ("mrs " if p.sex == "F" else "mr "), _low(p, "last"), " in clinic today ")
    fam = [f for f in p.family if f.rel in ("wife", "husband", "partner", "daughter", "son")]
    if fam:
        f = R.choice(fam)
        doc.add("with ", C.his, " ", f.rel, " ", _low(f, "first"), " ")
    doc.add("period ", C.he, " is ", B.art(LC.num_words(p.age)), X("AGE", LC.num_words(p.age)), " year old ")
    if p.retired:
        doc.add("retired ", X("PROFESSION", p.profession), " ")
    else:
        doc.add(X("PROFESSION", p.profession), " ")
    doc.add("with ", C.dx.lower(), " diagnosed in ", X("DATE", "%s %s" % (LC.MONTHS[C.t["dx"].month - 1], LC.year_words(C.t["dx"].year))),
            " period ")
    if C.t["chemo"] < C.today:
        doc.add(C.he, " started ", C.regimen, " on ", *_spoken_date(C, C.t["chemo"]), " period ")
    doc.add("since i last saw ", C.him, " ", C.he, " has had ", " and ".join(R.sample(CL.TOX, 2)), " period ")
    doc.add(R.choice(["um ", "", "sorry scratch that ", ""]), "on examination ", S.exam(C, 1).lower().rstrip(".").replace(". ", " period ").replace(":", " colon"), " period new paragraph ")
    doc.add("plan colon number one ", R.choice(["continue treatment", "restaging CT", "dose reduce by twenty percent"]),
            " number two review in clinic on ", *_spoken_date(C, C.t["next"]), " number three ",
            R.choice(["bloods before the next cycle", "refer to the dietitian", "CNS to phone in two weeks"]), " period ")
    doc.add("yours sincerely ", title, " ", _low(cons), " ", R.choice(["consultant medical oncologist", "medical oncologist"]), " ")
    doc.add("copy to the patient period end of dictation")
    doc.blank()
    doc.blank()
    doc.line("[Transcriptionist: ", tr.full(), " (", tr.initials(lower=True), ") - ", R.choice(["2 inaudible sections flagged",
                                                                                                 "draft sent for author review",
                                                                                                 "spellings checked against PAS"]), "]")
    return doc


def generate(C):
    R, L = C.R, C.L
    if L == "US":
        v = R.choices([us_clinic_note, letter_to_gp, terse_note, dictation_draft], [6, 1, 2, 2])[0]
    elif L == "CA":
        v = R.choices([us_clinic_note, letter_to_gp, letter_to_patient, terse_note, dictation_draft], [4, 4, 1, 1, 1])[0]
    else:
        v = R.choices([letter_to_gp, letter_to_patient, terse_note, dictation_draft], [6, 3, 2, 2])[0]
    return v(C), v.__name__
