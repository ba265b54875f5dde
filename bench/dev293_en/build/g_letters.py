"""Genres: licensing authority medical questionnaire reply; GP letter advising
the patient not to drive."""

from core import Doc, P, add_days, cap
import entities as E
import clinical as CL
import render as R

REPLY_KEYS = ["epilepsy", "first_seizure", "stroke", "tia", "syncope", "diabetes", "osa", "dementia",
              "parkinsons", "icd", "alcohol", "tbi", "ms", "vision"]
NOTDRIVE_KEYS = ["first_seizure", "epilepsy", "stroke", "tia", "syncope", "diabetes", "osa", "dementia",
                 "icd", "alcohol", "tbi", "vision"]


def _date_line(d, c):
    rng = c.rng
    if rng.random() < 0.7:
        d.line(P(c.D(c.visit), "DATE"))
    else:
        d.line("Date: ", P(c.D.alt(c.visit), "DATE"))


def gen_reply(rng, country):
    c = E.mk_ctx(rng, country, age_range=(19, 90))
    d = Doc()
    D = c.D
    A = CL.auth(c)
    key = rng.choice(REPLY_KEYS)
    cond = CL.CONDITIONS[key]
    specialist = rng.random() < 0.5
    if specialist:
        hosp = E.Clinic(rng, country, c.hosp, region=c.addr.region_key)
        d.line(P(hosp.name, "HOSPITAL"))
        d.line(rng.choice(["Department of Neurology", "Stroke Service", "Diabetes Centre", "Cardiology Department",
                           "Respiratory and Sleep Medicine", "Memory Assessment Service", "Ophthalmology"]))
        E.addr_block(d, rng, hosp.addr, country_line=False)
        d.line("Secretary: ", P(hosp.phone if rng.random() < 0.5 else E.with_ext(rng, hosp.phone), "PHONE"),
               "   Fax: ", P(hosp.fax, "FAX"))
        author = c.cons
    else:
        R.letterhead(d, c, c.practice)
        author = c.gp
    d.nl()
    _date_line(d, c)
    d.nl()
    to = {"UK": ["Drivers Medical Group", "DVLA", "Medical Adviser"], "NI": ["Drivers Medical Section", "DVA"],
          "IE": ["Medical Fitness Unit", "NDLS"], "US": ["Medical Review Unit", "Department of Motor Vehicles"],
          "AU": ["Medical Review Section", "Driver Licensing Authority"],
          "CA": ["Driver Medical Review", "Provincial Licensing Office"]}
    k = "NI" if A["name"] == "DVA" else country
    for ln in to[k]:
        d.line(ln)
    via = rng.choice(["(by secure email)", "(via online portal)", "(by post)", ""])
    d.line(via)
    d.nl()
    refl = rng.choice(["Your ref: ", "Your reference: ", "Case number: ", "Ref. "])
    d.line(refl, P(c.ref, "IDNUM"))
    d.line(R.lic_label(c), ": ", P(c.lic, "LICENSE"))
    d.f("Re: {n}, ", n=R.pt_name(c, rng.choice(["full", "upper", "fml"])))
    d.line(R.dob_label(c), " ", P(D(c.dob), "DATE"))
    d.line(E.addr_inline(rng, c.addr))
    for lab, val, typ in R.id_fields(c, 1):
        d.line(lab, ": ", P(val, typ))
    d.nl()
    d.line(rng.choice(["Dear Sir or Madam,", "Dear Medical Adviser,", "Dear Colleague,", "To whom it may concern,"]))
    d.nl()
    d.fl("Thank you for your {kind} dated {dt} regarding the above {who}, who {rel}.",
         kind=rng.choice(["letter", "questionnaire", "request for a medical report", "enquiry"]),
         dt=P(D(add_days(c.visit, -rng.randint(7, 70))), "DATE"),
         who=rng.choice(["driver", "patient", "licence holder", "applicant"]),
         rel=rng.choice(["attends my clinic", "is registered with this practice", "was under my care",
                         "I reviewed in clinic recently"]))
    if rng.random() < 0.5:
        d.fl("The driver's signed consent (dated {dt}) is held on file.",
             dt=P(D.alt(add_days(c.visit, -rng.randint(7, 80))), "DATE"))
    d.line("My answers to your questions are as follows:")
    d.nl()
    onset = add_days(c.visit, -rng.randint(120, 5000))
    last = add_days(c.visit, -rng.randint(20, 500))
    seen = add_days(c.visit, -rng.randint(0, 60))
    if key in ("first_seizure", "tia", "stroke", "tbi"):
        onset = last
    qa = []
    qa.append(("Diagnosis", [cap(rng.choice(cond["names"])), rng.choice(["", " (ICD-10 " + CL.ICD10[key] + ")"])]))
    qa.append(("Date of diagnosis", [P(D.my(onset) if rng.random() < 0.5 else str(onset.year), "DATE")]))
    if key in ("epilepsy", "first_seizure", "syncope", "diabetes", "icd", "tia", "stroke"):
        lab = {"epilepsy": "Date of last seizure", "first_seizure": "Date of the seizure",
               "syncope": "Date of most recent episode", "diabetes": "Date of last severe hypoglycaemic episode",
               "icd": "Date of last device therapy", "tia": "Date of event", "stroke": "Date of stroke"}[key]
        qa.append((lab, [P(D(last) if rng.random() < 0.6 else D.wk(last), "DATE"),
                         rng.choice(["", " (witnessed by " + c.rel + ")", " - in sleep", " - while awake"])]))
    qa.append(("Current treatment", ["; ".join([rng.choice(cond["meds"])] + rng.sample(CL.OTHER_DRUGS, rng.randint(0, 2)))]))
    comp = {"epilepsy": ["Yes - confirmed by levels", "Yes", "Partially - missed doses reported"],
            "osa": ["Yes, per device download", "Yes - CPAP download satisfactory"],
            "diabetes": ["Yes, per CGM download", "Yes"], "icd": ["Yes, per device download", "Yes"]}.get(
                key, ["Yes", "Yes", "Partially", "Yes, per pharmacy records"])
    qa.append(("Is the patient compliant with treatment?", [rng.choice(comp)]))
    qa.append(("Relevant investigations", ["; ".join(rng.sample(cond["tests"], min(3, len(cond["tests"]))))]))
    if key == "osa":
        qa.append(("CPAP compliance", ["mean ", "%d.%d" % (rng.randint(4, 8), rng.randint(0, 9)), " h/night on ",
                                       str(rng.randint(70, 99)), "% of nights; machine serial ",
                                       P(CL.device_serial(rng), "DEVICE")]))
    if key == "icd":
        qa.append(("Device", [rng.choice(CL.DEVICE_MODELS["icd"]), ", serial no. ", P(CL.device_serial(rng), "DEVICE"),
                              ", implanted ", P(D(onset), "DATE")]))
    if key == "diabetes":
        qa.append(("Hypoglycaemia awareness", [rng.choice(["intact", "reduced (Gold score 4)", "intact; uses " + rng.choice(CL.DEVICE_MODELS["diabetes"])])]))
    qa.append(("Date last seen", [P(D(seen), "DATE"), " by ", ] + R.dr(c, author, rng.choice(["dr_last", "dr_full"]))))
    qa.append(("Has the patient been advised about driving?",
               [rng.choice(["Yes, ", "Yes - advised "]), CL.advice_text(c, key, 1), ", on ", P(D(last if rng.random() < 0.5 else seen), "DATE")]))
    if rng.random() < 0.5:
        qa.append(("Other relevant medical conditions", [rng.choice(["None", "Type 2 diabetes (diet)", "Hypertension",
                                                                     "Depression, stable on sertraline",
                                                                     "Atrial fibrillation on apixaban", "COPD"])]))
    if rng.random() < 0.4:
        qa.append(("Name of specialist", R.dr(c, E.mk_person(rng), "dr_full") + [", ", P(E.hospital_name(rng, country), "HOSPITAL")]))
    numbered = rng.random() < 0.7
    for i, (q, a) in enumerate(qa, 1):
        if numbered:
            d.line("%d. %s" % (i, q), rng.choice([": ", "\n   "]), a)
        else:
            d.line(q.upper() if rng.random() < 0.3 else q, ": ", a)
    d.nl()
    if rng.random() < 0.6:
        d.fl("In my opinion {p} {v}.",
             p=rng.choice(["the driver", "this patient", "he" if c.pt.sex == "M" else "she"]),
             v=rng.choice(["currently meets the relevant standard", "does not currently meet the standard",
                           "would benefit from a formal on-road assessment", "should be reviewed again in 12 months"]))
    d.line(rng.choice(["Please do not hesitate to contact me if you require further information.",
                       "I would be grateful if any further enquiries could be sent to my secretary.",
                       "I enclose copies of the most recent clinic letters."]))
    d.nl()
    reg = c.gp_reg if author is c.gp else E.doc_reg(rng, country)
    R.signature(d, c, author, "doc:" + rng.choice(["Consultant Neurologist", "General Practitioner", "Consultant Physician",
                                                   "GP Principal", "Specialist Registrar", "Attending Physician"]),
                reg_label=R.reg_label(c), reg=reg)
    if rng.random() < 0.35:
        d.line("Dictated by ", R.dr(c, author, "init")[0], " / typed by ", P(c.sec.initials(False).lower(), "DOCTOR"),
               " ", P(D.alt(add_days(c.visit, -rng.randint(0, 3))), "DATE"))
    if via == "(via online portal)":
        d.line("Portal submission: user ", P((author.first[0] + author.last).lower().replace("'", "")[:9], "USERNAME"),
               ", workstation ", P(E.private_ip(rng), "IPADDR"), ", ", P(D.alt(c.visit), "DATE"))
    if rng.random() < 0.3:
        d.line("Fee for report: ", {"UK": "GBP 35", "IE": "EUR 60", "AU": "AUD 95", "CA": "CAD 85", "US": "USD 50"}[country],
               " - invoice ", P(c.acct, "ACCOUNT"))
    return d, c, {"genre": "licensing_authority_questionnaire_reply", "country": country}


def gen_notdrive(rng, country):
    c = E.mk_ctx(rng, country, age_range=(18, 92))
    d = Doc()
    D = c.D
    A = CL.auth(c)
    key = rng.choice(NOTDRIVE_KEYS)
    cond = CL.CONDITIONS[key]
    R.letterhead(d, c, c.practice)
    d.nl()
    _date_line(d, c)
    d.nl()
    d.line(rng.choice(["PRIVATE AND CONFIDENTIAL", "Private & Confidential", "CONFIDENTIAL", "By hand"]))
    d.line(R.pt_name(c, rng.choice(["title_full", "title_full", "full"])))
    E.addr_block(d, rng, c.addr, country_line=rng.random() < 0.1)
    d.nl()
    ev = add_days(c.visit, -rng.randint(2, 60))
    d.f("Dear {n},", n=R.pt_name(c, rng.choice(["title_last", "title_last", "first"])))
    d.nl(2)
    d.fl("Re: {t}", t=rng.choice(["Driving after your recent " + rng.choice(["seizure", "blackout", "admission", "diagnosis"]),
                                  "Advice about driving", "Fitness to drive - important advice",
                                  "Your driving licence and your health"]))
    d.nl()
    g2 = rng.random() < 0.3
    reason = {"first_seizure": "the seizure you had on ", "epilepsy": "your seizure on ",
              "stroke": "your stroke on ", "tia": "your TIA (mini-stroke) on ",
              "syncope": "your blackout on ", "diabetes": "the severe hypoglycaemic episode on ",
              "osa": "your sleep study results reported on ", "dementia": "your memory assessment on ",
              "icd": "your defibrillator (ICD) shock on ", "alcohol": "our discussion about alcohol on ",
              "tbi": "your head injury on ", "vision": "your visual field test on "}[key]
    d.fl("I am writing following {r}{dt}, {fu}.", r=reason, dt=P(D(ev) if rng.random() < 0.7 else D.wk(ev), "DATE"),
         fu=rng.choice(["which we discussed at your appointment", "and the letter we received from " + "the hospital",
                        "as we discussed on the telephone", "to confirm the advice I gave you in surgery"]))
    if rng.random() < 0.4:
        d.fl("I have also received the report from {doc} at {h}.", doc=R.dr(c, c.cons, rng.choice(["dr_full", "dr_last"])),
             h=P(c.hosp, "HOSPITAL"))
    d.nl()
    d.fl("Because of this, you must not drive {w}. The current guidance is: {adv}.",
         w=rng.choice(["at the moment", "until you have been told it is safe to do so", "for now"]),
         adv=CL.advice_text(c, key, 2 if g2 else 1))
    if g2:
        d.fl("As you hold a {cls} licence and work as a {job}, the rules for your vocational entitlement are stricter "
             "and you should speak to {emp} about alternative duties.",
             cls=rng.choice(["Group 2", "lorry", "bus", "commercial", "Class 1"]),
             job=P(rng.choice(["HGV driver", "bus driver", "coach driver", "delivery driver", "truck driver"]), "PROFESSION"),
             emp=[P(c.employer, "ORGANIZATION")] if rng.random() < 0.6 else ["your employer"])
    elif rng.random() < 0.35 and not c.profession.startswith("retired"):
        d.fl("I appreciate that this is difficult as you work as {job}.", job=R.job(E.working(c), art=True))
    d.nl()
    auth_n = A["name"] if not A["name"].startswith("the ") else A["name"][4:]
    if country in ("UK", "IE"):
        d.fl("It is your legal responsibility to tell the {a} about your condition. You can be fined up to {f} if you "
             "do not, and you may be prosecuted if you are involved in an accident as a result.",
             a=auth_n, f={"UK": "1,000 pounds", "IE": "the maximum amount set by law"}[country])
    elif country == "US":
        d.line("State law requires that certain conditions are reported. Please contact the DMV Medical Review Unit; "
               "physicians in some states are also required to report.")
    elif country == "AU":
        d.line("You have a legal obligation to notify the driver licensing authority of any permanent or long-term "
               "illness that may affect your ability to drive safely.")
    else:
        d.line("Please note that physicians in this province have a duty to report drivers who may be unsafe. "
               "A report has been or will be sent to the licensing office.")
    d.line(rng.choice(["You should also inform your motor insurer, as your insurance may be invalid.",
                       "Your car insurance may not be valid if you drive against medical advice.",
                       "Please also let your insurance company know."]))
    if rng.random() < 0.35:
        d.fl("Information is available at {u} or by phoning {ph}.", u=P(E.org_url(rng, "driving-health-" + c.practice.name), "URL"),
             ph=P(c.practice.phone, "PHONE"))
    d.nl()
    period = {"first_seizure": 182, "epilepsy": 365, "stroke": 31, "tia": 31, "syncope": 182, "diabetes": 91,
              "icd": 182, "alcohol": 365, "tbi": 182}.get(key)
    if g2 and period:
        period = {"first_seizure": 1826, "epilepsy": 3652}.get(key, 365)
    resume = add_days(ev, period or 0)
    if period and rng.random() < 0.6:
        d.fl("The earliest you may be able to return to driving is {dt}, provided there are no further events and "
             "{cond}.", dt=P(D(resume) if rng.random() < 0.6 else D.my(resume), "DATE"),
             cond=rng.choice(["the licensing authority agrees", "you remain well", "your specialist is happy",
                              "you are seizure-free"]))
    d.fl("I have made a note in your records that this advice was given{w}.",
         w=rng.choice(["", " in person", " by telephone", [" and that your ", c.rel, ", ", P(c.fam.first, "FAMILY"),
                                                            ", was present"]]))
    if rng.random() < 0.5:
        d.line("If you have any questions, please ring the surgery on ", P(c.practice.phone, "PHONE"),
               " and ask to speak to me or ", P(c.nurse.full(), "DOCTOR"), ", our ",
               rng.choice(["practice nurse", "care coordinator", "practice manager"]), ".")
    d.nl()
    R.signature(d, c, c.gp, "doc:" + rng.choice(["General Practitioner", "GP Partner", "Salaried GP", "Family Physician",
                                                  "GP Registrar"]),
                reg_label=R.reg_label(c) if rng.random() < 0.4 else None,
                reg=c.gp_reg if rng.random() < 0.4 else None, cred=False)
    if rng.random() < 0.5:
        d.nl()
        d.line("cc: ", R.dr(c, c.cons, "dr_last"), ", ", P(c.hosp, "HOSPITAL"))
    if rng.random() < 0.4:
        d.line(rng.choice(["Copy scanned to notes. ", "Scanned to record. "]), "Ref ", P(c.mrn, "MRN"))
    return d, c, {"genre": "gp_letter_not_to_drive", "country": country}
