"""Genre: appeal or review correspondence about a licensing medical decision."""

from core import Doc, P, add_days, cap
import entities as E
import clinical as CL
import render as R
import pools as PL

KEYS = ["epilepsy", "first_seizure", "diabetes", "osa", "vision", "alcohol", "dementia", "syncope", "stroke", "icd"]


def _auth_block(d, c):
    A = CL.auth(c)
    nm = A["name"][4:] if A["name"].startswith("the ") else A["name"]
    d.line(cap(nm) if not nm.isupper() else nm)
    d.line(c.rng.choice(["Medical Review", "Drivers Medical Group", "Appeals Officer", "Medical Review Board",
                         "Driver Fitness Unit"]))


def gen(rng, country):
    key = rng.choice(KEYS)
    c = E.mk_ctx(rng, country, age_range=(66, 92) if key in ("dementia", "vision") else (20, 80))
    D = c.D
    kind = rng.choice(["patient", "patient", "solicitor", "clinician", "decision", "clinician"])
    f = {"patient": _patient, "solicitor": _solicitor, "clinician": _clinician, "decision": _decision}[kind]
    d = f(rng, c, key)
    return d, c, {"genre": "appeal_or_review_correspondence", "country": country}


def _decision_date(c):
    return add_days(c.visit, -c.rng.randint(14, 120))


def _patient(rng, c, key):
    d = Doc()
    D = c.D
    d.line(R.pt_name(c, rng.choice(["full", "fml", "title_full"])))
    E.addr_block(d, rng, c.addr)
    d.line(rng.choice(["Tel: ", "Phone ", "Mob: "]), P(c.mobile, "PHONE"))
    if rng.random() < 0.6:
        d.line(rng.choice(["Email: ", ""]), P(c.email, "EMAIL"))
    d.nl()
    d.line(P(D(c.visit), "DATE"))
    d.nl()
    _auth_block(d, c)
    d.nl()
    dec = _decision_date(c)
    d.fl("{ll}: {lic}   Reference: {ref}", ll=R.lic_label(c), lic=P(c.lic, "LICENSE"), ref=P(c.ref, "IDNUM"))
    d.nl()
    d.line(rng.choice(["Dear Sir/Madam,", "To whom it may concern,", "Dear Medical Adviser,"]))
    d.nl()
    d.fl("I am writing to {a} your decision of {dt} to {w} my {lw} on medical grounds ({dx}).",
         a=rng.choice(["appeal against", "ask you to review", "request a reconsideration of"]),
         dt=P(D(dec) if rng.random() < 0.7 else D.alt(dec), "DATE"),
         w=rng.choice(["revoke", "refuse to renew", "suspend", "restrict"]), lw=R.lw(c, False),
         dx=rng.choice(CL.CONDITIONS[key]["names"]))
    good = add_days(c.visit, -rng.randint(200, 900))
    lines = {
        "epilepsy": ["I have not had a seizure since ", P(D.my(good), "DATE"), " and I take my lamotrigine every day."],
        "first_seizure": ["I had a single seizure on ", P(D(good), "DATE"), " and nothing since; my MRI and EEG were normal."],
        "diabetes": ["My only severe hypo was on ", P(D(good), "DATE"), ". Since then I use a ",
                     rng.choice(["Dexcom G7", "FreeStyle Libre 2"]), " with alarms and have had no further episodes."],
        "osa": ["I have used my CPAP machine every night since ", P(D.my(good), "DATE"), " and my sleepiness has gone."],
        "vision": ["My cataract operation was on ", P(D(good), "DATE"), " and my optician says my vision is now much better."],
        "alcohol": ["I have not had a drink since ", P(D(good), "DATE"), " and attend the community alcohol team."],
        "dementia": ["I have been driving for over 50 years without an accident and only drive locally in daylight."],
        "syncope": ["The cause of my blackout was found and I had a pacemaker fitted on ", P(D(good), "DATE"), "."],
        "stroke": ["My stroke on ", P(D(good), "DATE"), " has left me with no weakness and I passed an on-road assessment."],
        "icd": ["I have had no shocks from my defibrillator since ", P(D.my(good), "DATE"), "."],
    }[key]
    d.line(lines)
    d.fl("My {sp} at {h}, {doc}, {v}.", sp=rng.choice(["consultant", "specialist", "neurologist", "GP"]),
         h=P(c.hosp if rng.random() < 0.6 else c.practice.name, "HOSPITAL"),
         doc=R.dr(c, c.cons, rng.choice(["dr_full", "dr_last"])),
         v=rng.choice(["supports my application and has written to you", "is happy for you to contact them",
                       "has agreed I am safe to drive"]))
    if rng.random() < 0.75 and not c.profession.startswith("retired"):
        d.fl("I work as {job}{emp} and without my licence I {r}.", job=R.job(E.working(c), art=True),
             emp=rng.choice(["", [" for ", P(c.employer, "ORGANIZATION")]]),
             r=rng.choice(["will lose my job", "cannot get to work", "cannot look after my " + c.rel,
                           "have no way to get to my hospital appointments"]))
    if rng.random() < 0.5:
        d.fl("My {rel}, {f}, is {a} and relies on me for transport.", rel=c.rel, f=R.fam(c, "full"),
             a=rng.choice([R.age(c, rng.randint(70, 94), c.fam), ["disabled"], ["recovering from surgery"],
                           ["a ", P(rng.choice(PL.RELATIVE_JOBS), "PROFESSION"), " working night shifts"]]))
    d.line(rng.choice(["I enclose a letter from my consultant and would be grateful if you would reconsider.",
                       "Please let me know if you need any further information or a medical examination.",
                       "I would like to request an independent medical assessment."]))
    d.nl()
    d.line(rng.choice(["Yours faithfully,", "Yours sincerely,", "Thank you,"]))
    d.nl()
    d.line(R.pt_name(c, rng.choice(["full", "fml"])))
    return d


def _solicitor(rng, c, key):
    d = Doc()
    D = c.D
    co = c.country
    firm = E.named(rng, PL.LAW_FORMS, co)
    addr = E.mk_address(rng, co, region=c.addr.region_key)
    addr.street = addr.base
    sol = E.mk_person(rng)
    d.line(P(firm, "ORGANIZATION"))
    d.line(E.addr_inline(rng, addr))
    d.line("T ", P(E.phone(rng, co), "PHONE"),
           "   E ", P(E.email_for(rng, sol), "EMAIL"))
    d.nl()
    d.line(P(D(c.visit), "DATE"))
    d.nl()
    d.line("The Medical Records Manager" if rng.random() < 0.5 else "The Practice Manager")
    d.line(P(c.practice.name, "HOSPITAL"))
    E.addr_block(d, rng, c.practice.addr)
    d.nl()
    d.line("Our ref: ", P("%s/%s/%s" % (sol.initials(False), c.pt.last[:3].upper(), E.digits(rng, 5)), "IDNUM"))
    d.f("Our client: {n}", n=R.pt_name(c, rng.choice(["full", "fml"])))
    d.line(", ", R.dob_label(c), " ", P(D(c.dob), "DATE"))
    d.line("Client's address: ", E.addr_inline(rng, c.addr))
    d.nl()
    d.line("Dear Sirs," if rng.random() < 0.4 else "Dear Practice Manager,")
    d.nl()
    dec = _decision_date(c)
    d.fl("We act for the above-named in connection with an appeal against the {a}'s decision dated {dt} to "
         "{w} {pr} {lw}.", a=CL.auth(c)["name"].replace("the ", ""), dt=P(D(dec), "DATE"),
         w=rng.choice(["revoke", "refuse"]), pr="his" if c.pt.sex == "M" else "her", lw=R.lw(c, False))
    hear = add_days(c.visit, rng.randint(30, 120))
    d.fl("The appeal is listed for hearing on {dt}.", dt=P(D(hear) if rng.random() < 0.6 else D.wk(hear), "DATE"))
    d.fl("We enclose our client's signed authority dated {dt} and request copies of all records relating to "
         "{dx} from {y} to date, together with any correspondence with the licensing authority.",
         dt=P(D.alt(add_days(c.visit, -rng.randint(1, 14))), "DATE"), dx=rng.choice(CL.CONDITIONS[key]["names"]),
         y=P(str(c.visit.year - rng.randint(2, 8)), "DATE"))
    if rng.random() < 0.5:
        d.fl("We would also be grateful for a short report from {doc} addressing whether our client currently "
             "meets the {g} standard.", doc=R.dr(c, c.gp, "dr_last"), g=rng.choice(["Group 1", "Group 2", "relevant"]))
    d.line("We undertake to pay your reasonable fee for this work.")
    d.nl()
    d.line("Yours faithfully,")
    d.nl()
    d.line(P(sol.full(), "FAMILY"))
    d.line(rng.choice(["Solicitor", "Associate Solicitor", "Partner", "Trainee Solicitor", "Attorney at Law"]))
    d.line("For and on behalf of ", P(firm, "ORGANIZATION"))
    return d


def _clinician(rng, c, key):
    d = Doc()
    D = c.D
    site = E.Clinic(rng, c.country, c.hosp, region=c.addr.region_key)
    d.line(P(site.name, "HOSPITAL"))
    d.line(rng.choice(["Neurology Outpatients", "Department of Diabetes and Endocrinology", "Sleep Service",
                       "Eye Unit", "Cardiac Electrophysiology", "Old Age Psychiatry"]))
    E.addr_block(d, rng, site.addr)
    d.line("Tel ", P(site.phone, "PHONE"), "  Fax ", P(site.fax, "FAX"))
    d.nl()
    d.line(P(D(c.visit), "DATE"))
    d.nl()
    _auth_block(d, c)
    d.nl()
    d.fl("Re: {n}, {dl} {dob}, {ll} {lic}", n=R.pt_name(c, rng.choice(["full", "upper", "fml"])), dl=R.dob_label(c),
         dob=P(D(c.dob), "DATE"), ll=R.lic_label(c), lic=P(c.lic, "LICENSE"))
    d.fl("Your ref: {r}", r=P(c.ref, "IDNUM"))
    d.nl()
    d.line(rng.choice(["Dear Medical Adviser,", "Dear Colleague,", "Dear Sir or Madam,"]))
    d.nl()
    dec = _decision_date(c)
    d.fl("I understand that {p} has asked for a review of the decision made on {dt}. I have looked after "
         "{o} in the {cl} since {y} and I am writing in support.",
         p=R.pt_name(c, "title_last"), dt=P(D(dec), "DATE"), o="him" if c.pt.sex == "M" else "her",
         cl=rng.choice(["clinic", "service", "department"]), y=P(str(c.visit.year - rng.randint(1, 12)), "DATE"))
    cond = CL.CONDITIONS[key]
    d.fl("Diagnosis: {dx}. Treatment: {m}. Key results: {t}.", dx=rng.choice(cond["names"]), m=rng.choice(cond["meds"]),
         t="; ".join(rng.sample(cond["tests"], 2)))
    last = add_days(c.visit, -rng.randint(180, 1400))
    d.fl("The last relevant event was on {dt}. When I reviewed {o} on {dt2} {f}.", dt=P(D(last), "DATE"),
         o="him" if c.pt.sex == "M" else "her", dt2=P(D.alt(add_days(c.visit, -rng.randint(1, 30))), "DATE"),
         f=rng.choice(["there had been no further events", "the condition was well controlled",
                       "compliance data confirmed adequate treatment", "examination was unchanged"]))
    d.fl("In my opinion {p} now satisfies the requirements of {s} (relevant guidance: {g}).",
         p="he" if c.pt.sex == "M" else "she", s=CL.auth(c)["std"], g=CL.advice_text(c, key, 1))
    if rng.random() < 0.4:
        d.fl("An on-road assessment at {h} on {dt} was passed.",
             h=P(E.named(rng, PL.ASSESS_FORMS, c.country), "HOSPITAL"), dt=P(D(add_days(c.visit, -rng.randint(5, 60))), "DATE"))
    d.nl()
    R.signature(d, c, c.cons, "doc:" + rng.choice(["Consultant Neurologist", "Consultant Physician", "Consultant Ophthalmologist",
                                                   "Consultant in Sleep Medicine", "Staff Specialist"]),
                reg_label=R.reg_label(c), reg=E.doc_reg(rng, c.country))
    d.line("cc: ", R.pt_name(c, "title_full"), "; ", R.dr(c, c.gp, "dr_full"), ", ", P(c.practice.name, "HOSPITAL"))
    return d


def _decision(rng, c, key):
    d = Doc()
    D = c.D
    A = CL.auth(c)
    d.line(A["long"].upper() if A["long"][0].isupper() else cap(A["long"]))
    d.line(rng.choice(["Medical Review - Outcome of Reconsideration", "Driver Medical Review Decision",
                       "Notice of Medical Review Outcome"]))
    d.nl()
    d.line(P(D(c.visit), "DATE"))
    d.nl()
    d.line(R.pt_name(c, "title_full"))
    E.addr_block(d, rng, c.addr)
    d.nl()
    d.fl("Case reference: {r}", r=P(c.ref, "IDNUM"))
    d.fl("{ll}: {l}", ll=R.lic_label(c), l=P(c.lic, "LICENSE"))
    d.nl()
    d.f("Dear {n},", n=R.pt_name(c, "title_last"))
    d.nl(2)
    dec = _decision_date(c)
    d.fl("Following your request of {dt} for a review, a medical adviser has considered the reports received from "
         "{doc} ({h}){x}.", dt=P(D(dec), "DATE"), doc=R.dr(c, c.cons, rng.choice(["dr_full", "dr_last"])),
         h=P(c.hosp, "HOSPITAL"),
         x=rng.choice(["", [" and ", R.dr(c, c.gp, "dr_last")[0], R.dr(c, c.gp, "dr_last")[1], " (GP)"]]))
    ok = rng.random() < 0.55
    if ok:
        exp = add_days(c.visit, rng.choice([365, 1095]))
        d.fl("We are pleased to tell you that a {lw} will be issued for {p}, valid until {dt}.",
             lw=R.lw(c, False), p=rng.choice(["1 year", "3 years", "a short period"]), dt=P(D(exp), "DATE"))
        d.line("You must tell us straight away if your condition gets worse.")
    else:
        d.fl("The original decision stands. You do not currently meet the medical standard ({g}).", g=CL.advice_text(c, key, 1))
        d.fl("You may reapply from {dt}.", dt=P(D(add_days(c.visit, rng.choice([90, 182, 365]))), "DATE"))
    d.line("If you disagree with this decision you may have a right of appeal within the time limit stated overleaf.")
    d.nl()
    d.line("Yours sincerely,")
    d.nl()
    ma = E.mk_person(rng)
    d.line(R.dr(c, ma, rng.choice(["dr_full", "dr_init"])))
    d.line("Medical Adviser")
    if rng.random() < 0.4:
        d.line("Enquiries: ", P(E.phone(rng, c.country), "PHONE"), rng.choice(["", " (Mon-Fri 08:00-17:00)"]))
    return d
